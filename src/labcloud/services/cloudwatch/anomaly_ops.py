"""Anomaly detector operations: PutAnomalyDetector, DescribeAnomalyDetectors, DeleteAnomalyDetector
(rows in ``repo.anomaly_detectors``, the model in :mod:`.anomaly_model`). Single-metric detectors only:
a metric math detector, AdaptationSpeed, OutlierFilteringStrength and periodic-spike hints are refused
(labcloud's model has no such knobs)."""

from __future__ import annotations

import json
import zoneinfo
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock, ids
from labcloud.context import RequestContext
from labcloud.errors import AwsError

from . import anomaly_model
from .errors import combination, invalid_token, invalid_value, missing, unsupported
from .events import emit
from .query import excluded_ranges
from .repo import points
from .repo.anomaly_detectors import DetectorRow
from .repo.metrics import dims_of, dims_out, dims_text
from .state import CloudWatchState
from .tokens import decode_token, encode_token

if TYPE_CHECKING:
    from .api import (
        AnomalyDetector,
        DeleteAnomalyDetectorRequest,
        DeleteAnomalyDetectorResponse,
        DescribeAnomalyDetectorsRequest,
        DescribeAnomalyDetectorsResponse,
        PutAnomalyDetectorRequest,
        PutAnomalyDetectorResponse,
    )

#: DescribeAnomalyDetectors answers at most this many detectors per page (AWS: MaxResults up to 100).
PAGE = 100
#: ExcludedTimeRanges per detector (AWS: "as many as 10 time ranges").
MAX_EXCLUDED_RANGES = 10
_LEGACY = ("Namespace", "MetricName", "Dimensions", "Stat")


def _not_found() -> AwsError:
    return AwsError("ResourceNotFoundException", "No anomaly detection model found.", status=404)


def _limit(limit: int) -> AwsError:
    return AwsError(
        "LimitExceededException",
        f"The maximum number of anomaly detectors ({limit}) for this account and region has been reached.",
        status=400,
    )


def _metric(request: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """The detector's metric and statistic from SingleMetricAnomalyDetector or the top-level members."""
    if request.get("MetricMathAnomalyDetector") is not None:
        raise unsupported("metric math anomaly detectors (MetricMathAnomalyDetector)")
    single = request.get("SingleMetricAnomalyDetector")
    legacy = [k for k in _LEGACY if request.get(k) is not None]
    if single is not None and legacy:
        raise combination(
            f"The parameters SingleMetricAnomalyDetector and {legacy[0]} are mutually exclusive and you "
            "have specified both."
        )
    source = single if single is not None else request
    account = source.get("AccountId")
    if account is not None and account != ctx.account_id:
        raise unsupported("anomaly detectors on another account's metric (AccountId)")
    for member in ("Namespace", "MetricName", "Stat"):
        if not source.get(member):
            where = f"SingleMetricAnomalyDetector.{member}" if single is not None else member
            raise missing(f"The parameter {where} is required.")
    points.check_stat(source["Stat"], "Stat")
    return {
        "Namespace": source["Namespace"],
        "MetricName": source["MetricName"],
        "Dimensions": dims_text(dims_of(source.get("Dimensions"))),
        "Stat": source["Stat"],
    }


def _configuration(request: Mapping[str, Any]) -> dict[str, Any]:
    config = request.get("Configuration") or {}
    for member in ("AdaptationSpeed", "OutlierFilteringStrength"):
        if config.get(member) is not None:
            raise unsupported(f"Configuration.{member} (labcloud's anomaly model has no such setting)")
    if (request.get("MetricCharacteristics") or {}).get("PeriodicSpikes"):
        raise unsupported(
            "MetricCharacteristics.PeriodicSpikes (labcloud's anomaly model has no such setting)"
        )
    ranges = config.get("ExcludedTimeRanges") or []
    if len(ranges) > MAX_EXCLUDED_RANGES:
        raise invalid_value(f"The number of ExcludedTimeRanges must not exceed {MAX_EXCLUDED_RANGES}.")
    stored: dict[str, Any] = {
        "ExcludedTimeRanges": [
            {"StartTime": r["StartTime"].timestamp(), "EndTime": r["EndTime"].timestamp()} for r in ranges
        ]
    }
    for index, r in enumerate(stored["ExcludedTimeRanges"], 1):
        if r["StartTime"] >= r["EndTime"]:
            raise invalid_value(
                f"The StartTime of Configuration.ExcludedTimeRanges.member.{index} must be before its EndTime."
            )
    zone = config.get("MetricTimezone")
    if zone is not None:
        try:
            zoneinfo.ZoneInfo(zone)
        except (zoneinfo.ZoneInfoNotFoundError, ValueError):
            raise invalid_value(
                f"The value {zone} for parameter Configuration.MetricTimezone is not valid."
            ) from None
        stored["MetricTimezone"] = zone
    return stored


def put_anomaly_detector(
    state: CloudWatchState, request: PutAnomalyDetectorRequest, ctx: RequestContext
) -> PutAnomalyDetectorResponse:
    metric = _metric(request, ctx)
    config = _configuration(request)
    key = (metric["Namespace"], metric["MetricName"], metric["Dimensions"], metric["Stat"])
    with state.store.transaction():
        existing = state.detectors.get(ctx.account_id, ctx.region, *key)
        if existing is None and state.detectors.count(ctx.account_id, ctx.region) >= state.max_detectors:
            raise _limit(state.max_detectors)
        detector_id = existing.id if existing is not None else ids.uuid4_text()
        row = DetectorRow(ctx.account_id, ctx.region, *key, detector_id, json.dumps(config), clock.now())
        created = state.detectors.put(row)
        emit(
            state,
            ctx,
            "cloudwatch.anomaly_detector.created" if created else "cloudwatch.anomaly_detector.updated",
            f"{metric['Namespace']}/{metric['MetricName']}",
            anomaly_detector_id=detector_id,
            stat=metric["Stat"],
        )
    return {"AnomalyDetectorId": detector_id}


def _describe(state: CloudWatchState, row: DetectorRow, now: float) -> AnomalyDetector:
    config = json.loads(row.config)
    ranges = excluded_ranges(row.config)
    metric = {"Namespace": row.namespace, "MetricName": row.metric_name, "Dimensions": dims_out(row.dims)}
    query = {
        "Id": "m",
        "MetricStat": {"Metric": metric, "Period": anomaly_model.STATE_PERIOD, "Stat": row.stat},
    }
    history = state.queries.series(
        row.account_id, row.region, query, now - anomaly_model.TRAINING_SECONDS, now
    )
    out_config: dict[str, Any] = {
        "ExcludedTimeRanges": [{"StartTime": start, "EndTime": end} for start, end in ranges]
    }
    if config.get("MetricTimezone"):
        out_config["MetricTimezone"] = config["MetricTimezone"]
    single = {**metric, "Stat": row.stat}
    if not single["Dimensions"]:
        single.pop("Dimensions")
    described: dict[str, Any] = {
        **single,
        "AnomalyDetectorId": row.id,
        "Configuration": out_config,
        "StateValue": anomaly_model.state_of(history, ranges),
        "MetricCharacteristics": {"PeriodicSpikes": False},
        "SingleMetricAnomalyDetector": {"AccountId": row.account_id, **single},
    }
    return cast("AnomalyDetector", described)


def _matches(row: DetectorRow, request: Mapping[str, Any]) -> bool:
    ids_wanted = request.get("AnomalyDetectorIds")
    if ids_wanted and row.id not in ids_wanted:
        return False
    if request.get("Namespace") and row.namespace != request["Namespace"]:
        return False
    if request.get("MetricName") and row.metric_name != request["MetricName"]:
        return False
    wanted = dims_of(request.get("Dimensions"))
    return set(wanted) <= set(dims_of(dims_out(row.dims)))


def describe_anomaly_detectors(
    state: CloudWatchState, request: DescribeAnomalyDetectorsRequest, ctx: RequestContext
) -> DescribeAnomalyDetectorsResponse:
    if request.get("AnomalyDetectorIds"):
        given = [k for k in ("Namespace", "MetricName", "Dimensions") if request.get(k) is not None]
        if given:
            raise combination(
                f"The parameters AnomalyDetectorIds and {given[0]} are mutually exclusive and you have "
                "specified both."
            )
    limit = request.get("MaxResults") or PAGE
    if limit > PAGE:
        raise invalid_value(
            f"The value {limit} for parameter MaxResults is not valid; the maximum is {PAGE}."
        )
    offset = 0
    if request.get("NextToken"):
        offset = decode_token(request["NextToken"])
        if not isinstance(offset, int) or isinstance(offset, bool) or offset < 0:
            raise invalid_token()
    types = request.get("AnomalyDetectorTypes") or ["SINGLE_METRIC"]
    rows = [r for r in state.detectors.all(ctx.account_id, ctx.region) if _matches(r, request)]
    if "SINGLE_METRIC" not in types:
        rows = []
    now = clock.now()
    page = [_describe(state, row, now) for row in rows[offset : offset + limit]]
    out: DescribeAnomalyDetectorsResponse = {"AnomalyDetectors": page}
    if offset + limit < len(rows):
        out["NextToken"] = encode_token(offset + limit)
    return out


def delete_anomaly_detector(
    state: CloudWatchState, request: DeleteAnomalyDetectorRequest, ctx: RequestContext
) -> DeleteAnomalyDetectorResponse:
    detector_id = request.get("AnomalyDetectorId")
    with state.store.transaction():
        if detector_id is not None:
            given = [
                k
                for k in (*_LEGACY, "SingleMetricAnomalyDetector", "MetricMathAnomalyDetector")
                if request.get(k)
            ]
            if given:
                raise combination(
                    f"The parameters AnomalyDetectorId and {given[0]} are mutually exclusive and you have "
                    "specified both."
                )
            row = state.detectors.by_id(ctx.account_id, ctx.region, detector_id)
        else:
            metric = _metric(request, ctx)
            key = (metric["Namespace"], metric["MetricName"], metric["Dimensions"], metric["Stat"])
            row = state.detectors.get(ctx.account_id, ctx.region, *key)
        if row is None:
            raise _not_found()
        state.detectors.delete(ctx.account_id, ctx.region, row.namespace, row.metric_name, row.dims, row.stat)
        emit(
            state,
            ctx,
            "cloudwatch.anomaly_detector.deleted",
            f"{row.namespace}/{row.metric_name}",
            anomaly_detector_id=row.id,
            stat=row.stat,
        )
    return {}
