"""Reading metrics back: GetMetricStatistics, GetMetricData (MetricStat and metric math), and
the query runner alarms use.

Time is aligned the way CloudWatch documents it: the start is rounded down to the minute for
periods of a minute or more (to the second for high-resolution periods) and datapoints are the
periods counted from there. Period rules: 1, 5, 10, 30 or a multiple of 60 seconds; data older
than three hours only at 60-second multiples, older than 15 days at 300-second multiples.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any, cast

from labcloud.store.db import Store

from . import anomaly_model, mathexpr
from .anomaly_model import Band
from .errors import combination, invalid_value, missing, unsupported, validation
from .repo import points
from .repo.anomaly_detectors import AnomalyDetectors
from .repo.metrics import Metrics, dims_of, dims_text
from .tokens import decode_token, encode_token

MAX_STATISTICS_DATAPOINTS = 1440
DEFAULT_MAX_DATAPOINTS = 100_800
MAX_QUERIES = 500
_QUERY_ID = re.compile(r"^[a-z][a-zA-Z0-9_]*$")


def check_period(period: int, start: float, now: float, where: str = "Period") -> None:
    if period < 1 or (period < 60 and period not in (1, 5, 10, 30)) or (period >= 60 and period % 60):
        raise invalid_value(f"The parameter {where} must be 1, 5, 10, 30, or a multiple of 60.")
    age = now - start
    if age > 15 * 86400 and period % 300:
        raise invalid_value(f"The parameter {where} must be a multiple of 300 for data older than 15 days.")
    if age > 3 * 3600 and period % 60:
        raise invalid_value(f"The parameter {where} must be a multiple of 60 for data older than 3 hours.")


def aligned_start(start: float, period: int) -> int:
    return int(start) if period < 60 else int(start // 60) * 60


def _check_range(start: float, end: float) -> None:
    if start >= end:
        raise invalid_value("The parameter StartTime must be less than the parameter EndTime.")


def _datapoint(
    agg: points.Agg, ts: int, stats: Sequence[str], extended: Sequence[str], unit: str | None
) -> dict[str, Any]:
    point: dict[str, Any] = {"Timestamp": float(ts)}
    for stat in stats:
        value = agg.stat(stat)
        if value is not None:
            point[stat] = value
    if extended:
        values = {p: v for p in extended if (v := agg.stat(p)) is not None}
        if values:
            point["ExtendedStatistics"] = values
    point["Unit"] = unit or agg.unit or "None"
    return point


class Queries:
    def __init__(self, store: Store, metrics: Metrics) -> None:
        self.store = store
        self.metrics = metrics
        self.detectors = AnomalyDetectors(store)

    # ------------------------------------------------------------------ GetMetricStatistics

    def statistics(self, account: str, region: str, params: Mapping[str, Any], now: float) -> dict[str, Any]:
        start = params["StartTime"].timestamp()
        end = params["EndTime"].timestamp()
        period = int(params["Period"])
        stats = list(params.get("Statistics") or ())
        extended = list(params.get("ExtendedStatistics") or ())
        if not stats and not extended:
            raise missing("Must specify either Statistics or ExtendedStatistics.")
        for p in extended:
            if points.percentile_of(p) is None:
                raise invalid_value(f"The value {p} for parameter ExtendedStatistics is not supported.")
        _check_range(start, end)
        check_period(period, start, now)
        first = aligned_start(start, period)
        count = math.ceil((end - first) / period)
        if count > MAX_STATISTICS_DATAPOINTS:
            raise combination(
                f"You have requested up to {count:,} datapoints, which exceeds the limit of 1,440. "
                "You may reduce the datapoints requested by increasing Period, or decreasing the "
                "time range."
            )
        metric_id = self.metrics.find(
            account, region, params["Namespace"], params["MetricName"], dims_of(params.get("Dimensions"))
        )
        datapoints: list[dict[str, Any]] = []
        if metric_id is not None:
            unit = params.get("Unit")
            series = points.read(
                self.store, [metric_id], first, int(math.ceil(end)), period, unit, bool(extended)
            )[metric_id]
            datapoints = [_datapoint(agg, ts, stats, extended, unit) for ts, agg in sorted(series.items())]
        return {"Label": params["MetricName"], "Datapoints": datapoints}

    # ------------------------------------------------------------------ the query runner

    def run(
        self,
        account: str,
        region: str,
        queries: Sequence[dict[str, Any]],
        start: float,
        end: float,
        now: float,
        where: str = "MetricDataQueries",
    ) -> list[tuple[dict[str, Any], mathexpr.Series | Band, str]]:
        """Evaluate queries; answers (query, series, label) for the ones with ReturnData (default true); an
        ANOMALY_DETECTION_BAND expression answers its :class:`Band`."""
        if not queries:
            raise missing(f"The parameter {where} is required.")
        if len(queries) > MAX_QUERIES:
            raise invalid_value(f"The collection {where} must not have a size greater than {MAX_QUERIES}.")
        by_id: dict[str, dict[str, Any]] = {}
        for index, query in enumerate(queries, 1):
            qid = query["Id"]
            if not _QUERY_ID.match(qid):
                raise validation(
                    f"The value {qid} for parameter {where}.member.{index}.Id is not valid. It must "
                    "start with a lowercase letter and contain only letters, numbers and underscores."
                )
            if qid in by_id:
                raise validation(f"The values for parameter id in {where} are not unique.")
            if query.get("AccountId"):
                raise unsupported(f"cross-account queries ({where}.member.{index}.AccountId)")
            has_stat, has_expr = query.get("MetricStat") is not None, query.get("Expression") is not None
            if has_stat and has_expr:
                raise combination(
                    f"The parameters {where}.member.{index}.MetricStat and "
                    f"{where}.member.{index}.Expression are mutually exclusive and you have "
                    "specified both."
                )
            if not has_stat and not has_expr:
                raise missing(
                    f"One of the parameters {where}.member.{index}.MetricStat or "
                    f"{where}.member.{index}.Expression is required."
                )
            if "${" in (query.get("Label") or ""):
                raise unsupported("dynamic labels (${...}) in metric query labels")
            by_id[qid] = query
        stat_periods = [int(q["MetricStat"]["Period"]) for q in queries if q.get("MetricStat")]
        for index, query in enumerate(queries, 1):
            stat = query.get("MetricStat")
            if stat is not None:
                check_period(int(stat["Period"]), start, now, f"{where}.member.{index}.MetricStat.Period")
                points.check_stat(stat["Stat"], f"{where}.member.{index}.MetricStat.Stat")
            elif query.get("Period") is not None:
                check_period(int(query["Period"]), start, now, f"{where}.member.{index}.Period")
        if not any(q.get("ReturnData", True) for q in queries):
            raise validation(f"At least one {where} must have ReturnData set to true.")
        default_period = min(stat_periods) if stat_periods else 60
        results: dict[str, mathexpr.Value] = {}
        parsed: dict[str, mathexpr.Node] = {}
        labels = {
            qid: q.get("Label") or (q["MetricStat"]["Metric"]["MetricName"] if q.get("MetricStat") else qid)
            for qid, q in by_id.items()
        }
        stat_ids = [qid for qid, q in by_id.items() if q.get("MetricStat")]
        self._fetch_stats(account, region, [by_id[i] for i in stat_ids], start, end, results)
        for qid, query in by_id.items():
            if query.get("Expression") is not None:
                parsed[qid] = mathexpr.parse(query["Expression"], qid)
                _check_band_placement(parsed[qid], qid)
        visiting: set[str] = set()

        def band(metric_qid: str, width: float) -> Band:
            query = by_id.get(metric_qid)
            if query is None or not query.get("MetricStat"):
                raise validation(
                    f"Error in expression: ANOMALY_DETECTION_BAND needs the id of a MetricStat query, "
                    f"not '{metric_qid}'"
                )
            return self._band(account, region, query, start, end, width)

        def operand(qid: str) -> mathexpr.Value:
            value = resolve(qid)
            if isinstance(value, Band):
                raise validation(
                    f"Error in expression: the anomaly detection band '{qid}' cannot be used in an expression"
                )
            return value

        def resolve(qid: str) -> mathexpr.Value:
            if qid in results:
                return results[qid]
            query = by_id.get(qid)
            if query is None or qid not in parsed:
                raise validation(f"Error in expression: Unrecognized metric or expression id '{qid}'")
            if qid in visiting:
                raise validation(f"Error in expression {qid}: circular reference")
            visiting.add(qid)
            period = int(query.get("Period") or default_period)
            first = aligned_start(start, period)
            grid = list(range(first, int(math.ceil(end)), period))
            env = mathexpr.Env(operand, grid, period, [i for i in stat_ids if i != qid], labels, qid, band)
            value = mathexpr.evaluate(parsed[qid], env)
            visiting.discard(qid)
            if isinstance(value, Band):
                results[qid] = value
                return value
            if isinstance(value, list):
                if len(value) == 1:
                    value = value[0]
                else:
                    raise validation(
                        f"Error in expression {qid}: the expression must return a single time "
                        "series (labcloud does not return several series from one expression)"
                    )
            if isinstance(value, int | float):
                value = {ts: float(value) for ts in grid} if not math.isnan(value) else {}
            results[qid] = value
            return value

        out = []
        for qid, query in by_id.items():
            value = resolve(qid)
            if query.get("ReturnData", True):
                out.append((query, value, labels[qid]))
        return out

    def series(
        self, account: str, region: str, query: dict[str, Any], start: float, end: float
    ) -> mathexpr.Series:
        """One MetricStat query's datapoints over [start, end), unchecked (the anomaly model's history)."""
        out: dict[str, mathexpr.Value] = {}
        self._fetch_stats(account, region, [query], start, end, out)
        return cast("mathexpr.Series", out[query["Id"]])

    def _band(
        self, account: str, region: str, query: dict[str, Any], start: float, end: float, width: float
    ) -> Band:
        """The band of a MetricStat query over [start, end), trained on the two weeks before each datapoint,
        leaving out the time ranges its metric's detector (if there is one) excludes."""
        stat = query["MetricStat"]
        metric = stat["Metric"]
        period = int(stat["Period"])
        first = aligned_start(start, period)
        history = self.series(account, region, query, first - anomaly_model.TRAINING_SECONDS, end)
        grid = list(range(first, int(math.ceil(end)), period))
        detector = self.detectors.get(
            account,
            region,
            metric.get("Namespace") or "",
            metric.get("MetricName") or "",
            dims_text(dims_of(metric.get("Dimensions"))),
            stat["Stat"],
        )
        ranges = excluded_ranges(detector.config) if detector is not None else []
        return anomaly_model.band(history, grid, width, ranges)

    def _fetch_stats(
        self,
        account: str,
        region: str,
        queries: Sequence[dict[str, Any]],
        start: float,
        end: float,
        results: dict[str, mathexpr.Value],
    ) -> None:
        groups: dict[tuple[int, str | None, bool], list[tuple[dict[str, Any], int | None]]] = {}
        direct: dict[tuple[int, str | None, str], list[tuple[dict[str, Any], int | None]]] = {}
        for query in queries:
            stat = query["MetricStat"]
            metric = stat["Metric"]
            metric_id = self.metrics.find(
                account,
                region,
                metric.get("Namespace") or "",
                metric.get("MetricName") or "",
                dims_of(metric.get("Dimensions")),
            )
            if stat["Stat"] in points.BASIC:
                direct.setdefault((int(stat["Period"]), stat.get("Unit"), stat["Stat"]), []).append(
                    (query, metric_id)
                )
                continue
            key = (int(stat["Period"]), stat.get("Unit"), points.percentile_of(stat["Stat"]) is not None)
            groups.setdefault(key, []).append((query, metric_id))
        for (period, unit, stat_name), members in direct.items():
            first = aligned_start(start, period)
            ids = sorted({m for _, m in members if m is not None})
            values = points.read_stat(self.store, ids, first, int(math.ceil(end)), period, unit, stat_name)
            if values is None:
                groups.setdefault((period, unit, False), []).extend(members)
                continue
            for query, metric_id in members:
                results[query["Id"]] = values[metric_id] if metric_id is not None else {}
        for (period, unit, with_values), members in groups.items():
            first = aligned_start(start, period)
            ids = sorted({m for _, m in members if m is not None})
            read = points.read(self.store, ids, first, int(math.ceil(end)), period, unit, with_values)
            for query, metric_id in members:
                stat_name = query["MetricStat"]["Stat"]
                series: mathexpr.Series = {}
                if metric_id is not None:
                    for ts, agg in read[metric_id].items():
                        value = agg.stat(stat_name)
                        if value is not None:
                            series[ts] = value
                results[query["Id"]] = series

    # ------------------------------------------------------------------ GetMetricData

    def metric_data(self, account: str, region: str, params: Mapping[str, Any], now: float) -> dict[str, Any]:
        start = params["StartTime"].timestamp()
        end = params["EndTime"].timestamp()
        _check_range(start, end)
        options = params.get("LabelOptions") or {}
        if options.get("Timezone") not in (None, "+0000", "-0000"):
            raise unsupported("LabelOptions.Timezone (labcloud has no dynamic labels)")
        scan = params.get("ScanBy") or "TimestampDescending"
        limit = params.get("MaxDatapoints") or DEFAULT_MAX_DATAPOINTS
        answered = self.run(account, region, params["MetricDataQueries"], start, end, now)
        offsets = [0] * len(answered)
        if params.get("NextToken"):
            token = decode_token(params["NextToken"])
            if not (
                isinstance(token, list)
                and len(token) == sum(2 if isinstance(v, Band) else 1 for _, v, _ in answered)
                and all(isinstance(t, int) for t in token)
            ):
                from .errors import invalid_token

                raise invalid_token()
            offsets = token
        budget = limit
        results = []
        more = False
        expanded: list[tuple[dict[str, Any], mathexpr.Series, str]] = []
        for query, value, label in answered:
            if isinstance(value, Band):  # the band's two series, each a result of the band's id
                expanded.append((query, value.upper, f"{label} Upper"))
                expanded.append((query, value.lower, f"{label} Lower"))
            else:
                expanded.append((query, value, label))
        offsets = offsets if params.get("NextToken") else [0] * len(expanded)
        for index, (query, series, label) in enumerate(expanded):
            ordered = sorted(series.items(), reverse=scan == "TimestampDescending")
            begin = offsets[index]
            take = ordered[begin : begin + max(budget, 0)]
            budget -= len(take)
            offsets[index] = begin + len(take)
            complete = offsets[index] >= len(ordered)
            more = more or not complete
            results.append(
                {
                    "Id": query["Id"],
                    "Label": label,
                    "Timestamps": [float(ts) for ts, _ in take],
                    "Values": [v for _, v in take],
                    "StatusCode": "Complete" if complete else "PartialData",
                    "Messages": [],
                }
            )
        answer: dict[str, Any] = {"MetricDataResults": results, "Messages": []}
        if more:
            answer["NextToken"] = encode_token(offsets)
        return answer


def _check_band_placement(node: mathexpr.Node, qid: str) -> None:
    """ANOMALY_DETECTION_BAND is a whole expression of its own, never an operand."""
    for arg in node.args:
        if _band_inside(arg):
            raise validation(
                f"Error in expression {qid}: ANOMALY_DETECTION_BAND must be the whole expression"
            )


def _band_inside(node: mathexpr.Node) -> bool:
    return (node.kind == "call" and node.value == "ANOMALY_DETECTION_BAND") or any(
        _band_inside(a) for a in node.args
    )


def excluded_ranges(config_text: str) -> list[tuple[float, float]]:
    """A detector's ExcludedTimeRanges as (start, end) epoch seconds."""
    from labcloud import json_document

    config = json_document.loads(config_text) or {}
    return [(float(r["StartTime"]), float(r["EndTime"])) for r in config.get("ExcludedTimeRanges") or ()]
