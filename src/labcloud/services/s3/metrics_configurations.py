"""A bucket's request-metrics configurations (Put/Get/Delete/ListBucketMetricsConfigurations), kept in the
bucket settings table (one row each, named ``metrics:<Id>``: a put or a delete touches only its own) and
checked as S3 checks them: an Id of at most 64 letters, digits, ``.``, ``-`` or ``_`` matching the body's Id,
at most 1,000 configurations a bucket, lists 100 a page.

CloudWatch publishes AWS/S3 request metrics (``FilterId`` dimension) only for buckets with a
configuration (``metrics_sources``, offered as ``interfaces.RequestMetricsFilters``). A filter on a
``Prefix`` is honoured; filters on object tags or an access point (``Tag``, ``And.Tags``,
``AccessPointArn``) are refused with ``NotImplemented``: labcloud would not know which requests they select.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3 import metrics_sources
from labcloud.services.s3.errors import invalid_argument, malformed_xml, unsupported
from labcloud.services.s3.metrics_sources import PREFIX
from labcloud.services.s3.objects import check_owner
from labcloud.services.s3.repo import settings
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketMetricsConfigurationRequest,
        DeleteBucketMetricsConfigurationResponse,
        GetBucketMetricsConfigurationRequest,
        GetBucketMetricsConfigurationResponse,
        ListBucketMetricsConfigurationsRequest,
        ListBucketMetricsConfigurationsResponse,
        PutBucketMetricsConfigurationRequest,
        PutBucketMetricsConfigurationResponse,
    )

MAX_CONFIGURATIONS = 1000
PAGE = 100
_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")


def no_such_configuration() -> AwsError:
    return AwsError("NoSuchConfiguration", "The specified configuration does not exist.", status=404)


def _checked(config_id: str, config: dict[str, Any]) -> dict[str, Any]:
    if not _ID.fullmatch(config_id):
        raise invalid_argument(
            "The metrics configuration ID is not valid: it has at most 64 letters, numbers, periods, "
            "dashes and underscores",
            "id",
            config_id,
        )
    if config.get("Id") != config_id:
        raise malformed_xml()  # the body's Id must be the one the query names
    doc: dict[str, Any] = {"Id": config_id}
    spec = config.get("Filter")
    if spec is None:
        return doc
    and_ = spec.get("And") or {}
    if spec.get("Tag") or spec.get("AccessPointArn") or and_.get("Tags") or and_.get("AccessPointArn"):
        raise unsupported("metrics configuration filters on object tags or access points (only Prefix)")
    given = [k for k in ("Prefix", "And") if spec.get(k) is not None]
    if len(given) != 1:
        raise malformed_xml()  # a Filter holds exactly one of Prefix, Tag, AccessPointArn or And
    if "And" in given:
        if and_.get("Prefix") is None:
            raise malformed_xml()
        doc["Filter"] = {"And": {"Prefix": str(and_["Prefix"])}}
    else:
        doc["Filter"] = {"Prefix": str(spec["Prefix"])}
    return doc


def put_bucket_metrics_configuration(
    state: S3State, request: PutBucketMetricsConfigurationRequest, ctx: RequestContext
) -> PutBucketMetricsConfigurationResponse:
    doc = _checked(request["Id"], cast("dict[str, Any]", request.get("MetricsConfiguration") or {}))
    bucket, name = request["Bucket"], PREFIX + doc["Id"]
    with state.store.transaction():
        check_owner(state.bucket(bucket), request)
        new = settings.get(state.store, bucket, name) is None
        if new and settings.count_prefix(state.store, bucket, PREFIX) >= MAX_CONFIGURATIONS:
            raise AwsError(
                "TooManyConfigurations",
                "You are attempting to create a new configuration but have already reached the "
                "1,000-configuration limit.",
                status=400,
            )
        settings.put(state.store, bucket, name, doc)
    metrics_sources.changed(state, bucket, doc["Id"], doc)
    return {}


def get_bucket_metrics_configuration(
    state: S3State, request: GetBucketMetricsConfigurationRequest, ctx: RequestContext
) -> GetBucketMetricsConfigurationResponse:
    check_owner(state.bucket(request["Bucket"]), request)
    found = settings.get(state.store, request["Bucket"], PREFIX + request["Id"])
    if found is None:
        raise no_such_configuration()
    return cast("GetBucketMetricsConfigurationResponse", {"MetricsConfiguration": found})


def delete_bucket_metrics_configuration(
    state: S3State, request: DeleteBucketMetricsConfigurationRequest, ctx: RequestContext
) -> DeleteBucketMetricsConfigurationResponse:
    bucket, name = request["Bucket"], PREFIX + request["Id"]
    with state.store.transaction():
        check_owner(state.bucket(bucket), request)
        if settings.get(state.store, bucket, name) is None:
            raise no_such_configuration()
        settings.delete(state.store, bucket, name)
    metrics_sources.changed(state, bucket, request["Id"], None)
    return {}


def list_bucket_metrics_configurations(
    state: S3State, request: ListBucketMetricsConfigurationsRequest, ctx: RequestContext
) -> ListBucketMetricsConfigurationsResponse:
    check_owner(state.bucket(request["Bucket"]), request)
    token = request.get("ContinuationToken")
    if token is not None and not _ID.fullmatch(token):
        raise invalid_argument("The continuation token provided is incorrect", "continuation-token", token)
    rows = settings.with_prefix(state.store, request["Bucket"], PREFIX, after=token, limit=PAGE + 1)
    page = rows[:PAGE]
    out: dict[str, Any] = {"IsTruncated": len(rows) > PAGE}
    if page:
        out["MetricsConfigurationList"] = [doc for _, doc in page]
    if token is not None:
        out["ContinuationToken"] = token
    if len(rows) > PAGE:
        out["NextContinuationToken"] = page[-1][0][len(PREFIX) :]
    return cast("ListBucketMetricsConfigurationsResponse", out)
