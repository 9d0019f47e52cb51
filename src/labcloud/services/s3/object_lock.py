"""Object Lock: a bucket's lock configuration (default retention) and each version's retention and legal hold.

The bucket's configuration is its ``object_lock`` setting (``repo/settings``); a bucket has one from
``CreateBucket`` with ``x-amz-bucket-object-lock-enabled`` or from ``PutObjectLockConfiguration`` on a
versioned bucket. A version's lock is kept in its stored headers (``ObjectLockMode``,
``ObjectLockRetainUntilDate`` as epoch seconds, ``ObjectLockLegalHoldStatus``), answered on GET/HEAD
as S3 answers them. ``check_deletable`` enforces it on the server clock: a version under retention or
a legal hold cannot be removed; GOVERNANCE yields to ``x-amz-bypass-governance-retention`` (whose
``s3:BypassGovernanceRetention`` IAM action the action map asks for), COMPLIANCE to nothing.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3 import object_versions, versioning
from labcloud.services.s3.errors import access_denied, invalid_argument, invalid_request, malformed_xml
from labcloud.services.s3.repo import locks, objects, settings, versions
from labcloud.services.s3.repo.objects import ObjectRow
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        GetObjectLegalHoldRequest,
        GetObjectLegalHoldResponse,
        GetObjectLockConfigurationRequest,
        GetObjectLockConfigurationResponse,
        GetObjectRetentionRequest,
        GetObjectRetentionResponse,
        PutObjectLegalHoldRequest,
        PutObjectLegalHoldResponse,
        PutObjectLockConfigurationRequest,
        PutObjectLockConfigurationResponse,
        PutObjectRetentionRequest,
        PutObjectRetentionResponse,
    )

SETTING = "object_lock"
MODES = ("GOVERNANCE", "COMPLIANCE")
MODE, UNTIL, HOLD = "ObjectLockMode", "ObjectLockRetainUntilDate", "ObjectLockLegalHoldStatus"
#: The stored-header keys of a version's lock (a copy does not inherit them).
KEYS = (MODE, UNTIL, HOLD)
_DAY = 86400.0
#: S3's longest default retention: 100 years.
_MAX_DAYS, _MAX_YEARS = 36500, 100


def _no_lock() -> AwsError:
    return invalid_request("Bucket is missing Object Lock Configuration")


def _no_event_holds() -> AwsError:
    return invalid_request("Object Lock event holds are not supported by labcloud")


def configuration(state: S3State, bucket: str) -> dict[str, Any] | None:
    """The bucket's Object Lock configuration, None when the bucket has none."""
    doc = settings.get(state.store, bucket, SETTING)
    return None if doc is None else cast("dict[str, Any]", doc)


def enable_on_create(state: S3State, bucket: str) -> None:
    """``CreateBucket`` with Object Lock (in its transaction): versioning on, an empty lock configuration."""
    settings.put(state.store, bucket, versioning.SETTING, {"Status": versioning.ENABLED})
    settings.put(state.store, bucket, SETTING, {"ObjectLockEnabled": "Enabled"})


def _when(value: Any) -> float:
    if isinstance(value, datetime):
        return value.timestamp()
    if isinstance(value, (int, float)):
        return float(value)
    raise invalid_argument("The retain until date is not valid", "RetainUntilDate", str(value))


def _rule(config: Mapping[str, Any]) -> dict[str, Any] | None:
    rule = config.get("Rule")
    if rule is None:
        return None
    retention = rule.get("DefaultRetention")
    if isinstance(retention, dict) and retention.get("DefaultEventHold"):
        raise _no_event_holds()
    if not isinstance(retention, dict) or retention.get("Mode") not in MODES:
        raise malformed_xml()
    days, years = retention.get("Days"), retention.get("Years")
    if (days is None) == (years is None):
        raise malformed_xml()
    count = int(days if days is not None else years or 0)
    if count <= 0:
        raise invalid_argument(
            "Default retention period must be a positive integer value",
            "Days" if days is not None else "Years",
            str(count),
        )
    if (days or 0) > _MAX_DAYS or (years or 0) > _MAX_YEARS:
        raise invalid_argument(
            "Default retention period is too large.", "Days" if days is not None else "Years", str(count)
        )
    kept = {"Mode": retention["Mode"], **({"Days": days} if days is not None else {"Years": years})}
    return {"DefaultRetention": kept}


def put_object_lock_configuration(
    state: S3State, request: PutObjectLockConfigurationRequest, ctx: RequestContext
) -> PutObjectLockConfigurationResponse:
    params = cast("dict[str, Any]", request)
    name = params["Bucket"]
    bucket = state.bucket(name)
    if params.get("ExpectedBucketOwner") not in (None, bucket.account_id):
        raise access_denied()
    if params.get("Token"):
        raise invalid_argument(
            "Object Lock token is not valid for this bucket", "x-amz-bucket-object-lock-token"
        )
    config = params.get("ObjectLockConfiguration") or {}
    if config.get("ObjectLockEnabled") != "Enabled":
        raise malformed_xml()
    rule = _rule(config)
    with state.store.transaction():
        state.bucket(name)
        if versioning.status(state, name) != versioning.ENABLED:
            raise AwsError(
                "InvalidBucketState",
                "Versioning must be 'Enabled' on the bucket to apply a Object Lock configuration",
                status=409,
            )
        doc: dict[str, Any] = {"ObjectLockEnabled": "Enabled", **({"Rule": rule} if rule else {})}
        settings.put(state.store, name, SETTING, doc)
        state.bus.publish(
            "s3.bucket.object_lock",
            service="s3",
            account_id=bucket.account_id,
            region=bucket.region,
            resource=f"arn:aws:s3:::{name}",
            data={"bucket": name, "rule": rule},
        )
    return {}


def get_object_lock_configuration(
    state: S3State, request: GetObjectLockConfigurationRequest, ctx: RequestContext
) -> GetObjectLockConfigurationResponse:
    params = cast("dict[str, Any]", request)
    bucket = state.bucket(params["Bucket"])
    if params.get("ExpectedBucketOwner") not in (None, bucket.account_id):
        raise access_denied()
    doc = configuration(state, params["Bucket"])
    if doc is None:
        raise AwsError(
            "ObjectLockConfigurationNotFoundError",
            "Object Lock configuration does not exist for this bucket",
            status=404,
            BucketName=params["Bucket"],
        )
    return cast("GetObjectLockConfigurationResponse", {"ObjectLockConfiguration": doc})


def for_write(
    state: S3State, bucket: str, params: Mapping[str, Any], claims: Mapping[str, str] | None
) -> dict[str, Any]:
    """The lock headers a new version gets (PutObject, CopyObject, CreateMultipartUpload): the request's
    ``x-amz-object-lock-*`` headers, else the bucket's default retention from now. ``claims``: the
    upload's integrity headers, which S3 requires then (None for a write without a body of its own)."""
    mode, until, hold = params.get(MODE), params.get(UNTIL), params.get(HOLD)
    config = configuration(state, bucket)
    asked = mode is not None or until is not None or hold is not None
    if asked and config is None:
        raise _no_lock()
    default = ((config or {}).get("Rule") or {}).get("DefaultRetention")
    if (asked or default) and claims is not None and not _integrity(claims):
        raise invalid_request(
            "Content-MD5 OR x-amz-checksum- HTTP header is required for Put Object requests with "
            "Object Lock parameters"
        )
    out: dict[str, Any] = {}
    if (mode is None) != (until is None):
        raise invalid_argument(
            "x-amz-object-lock-retain-until-date and x-amz-object-lock-mode must both be supplied"
        )
    if mode is not None:
        if mode not in MODES:
            raise invalid_argument("Unknown wormMode directive.", "x-amz-object-lock-mode", str(mode))
        when = _when(until)
        if when <= clock.now():
            raise invalid_argument("The retain until date must be in the future!")
        out = {MODE: mode, UNTIL: when}
    elif default:
        span = default.get("Days", 0) * _DAY + default.get("Years", 0) * 365 * _DAY
        out = {MODE: default["Mode"], UNTIL: clock.now() + span}
    if hold is not None:
        if hold not in ("ON", "OFF"):
            raise invalid_argument(
                "Legal Hold status is not valid", "x-amz-object-lock-legal-hold", str(hold)
            )
        out[HOLD] = hold
    return out


def _integrity(claims: Mapping[str, str]) -> bool:
    return any(name == "content-md5" or name.startswith("x-amz-checksum-") for name in claims) or bool(
        claims.get("x-amz-trailer", "").startswith("x-amz-checksum-")
    )


def check_deletable(state: S3State, bucket: str, key: str, version_id: str, bypass: bool) -> None:
    """Refuse (403) to remove a version its retention or legal hold protects."""
    row = objects.get(state.store, bucket, key)
    if row is None or (row.version_id or versioning.NULL) != version_id:
        older = versions.get(state.store, bucket, key, version_id)
        row = None if older is None else older.obj
    if row is None:
        return
    headers = json.loads(row.headers)
    if headers.get(HOLD) == "ON" or _retained(headers, bypass):
        raise AwsError("AccessDenied", "Access Denied because object protected by object lock.", status=403)


def _retained(headers: Mapping[str, Any], bypass: bool) -> bool:
    mode = headers.get(MODE)
    if mode is None or float(headers.get(UNTIL) or 0) <= clock.now():
        return False
    return not (mode == "GOVERNANCE" and bypass)


def locked(headers_json: str) -> bool:
    """Whether a version may not go now (lifecycle leaves it alone)."""
    headers = json.loads(headers_json)
    return headers.get(HOLD) == "ON" or _retained(headers, False)


def _version(state: S3State, params: Mapping[str, Any]) -> ObjectRow:
    bucket, key = params["Bucket"], params["Key"]
    found = state.bucket(bucket)
    if params.get("ExpectedBucketOwner") not in (None, found.account_id):
        raise access_denied()
    if configuration(state, bucket) is None:
        raise _no_lock()
    version_id = params.get("VersionId")
    if version_id is None:
        row = objects.get(state.store, bucket, key)
        if row is not None:
            return row
    return object_versions.find(state, bucket, key, version_id, "PUT")


def _store(state: S3State, row: ObjectRow, headers: dict[str, Any]) -> None:
    locks.set_headers(
        state.store, row.bucket, row.key, row.version_id or versioning.NULL, json.dumps(headers)
    )


def put_object_retention(
    state: S3State, request: PutObjectRetentionRequest, ctx: RequestContext
) -> PutObjectRetentionResponse:
    params = cast("dict[str, Any]", request)
    retention = params.get("Retention") or {}
    if retention.get("EventHold") or retention.get("EventHoldDuration"):
        raise _no_event_holds()
    mode, until = retention.get("Mode"), retention.get("RetainUntilDate")
    if (mode is None) != (until is None):
        raise malformed_xml()
    if mode is not None and mode not in MODES:
        raise malformed_xml()
    when = None if until is None else _when(until)
    if when is not None and when <= clock.now():
        raise invalid_argument("The retain until date must be in the future!")
    bypass = bool(params.get("BypassGovernanceRetention"))
    with state.store.transaction():
        row = _version(state, params)
        headers = json.loads(row.headers)
        old_mode, old_until = headers.get(MODE), float(headers.get(UNTIL) or 0)
        if old_mode is not None and old_until > clock.now():
            shorter = mode is None or when is None or when < old_until
            if old_mode == "COMPLIANCE" and (shorter or mode != "COMPLIANCE"):
                raise access_denied()
            if old_mode == "GOVERNANCE" and (shorter or mode != "GOVERNANCE") and not bypass:
                raise access_denied()
        if mode is None:
            headers.pop(MODE, None)
            headers.pop(UNTIL, None)
        else:
            headers.update({MODE: mode, UNTIL: when})
        _store(state, row, headers)
    return {}


def get_object_retention(
    state: S3State, request: GetObjectRetentionRequest, ctx: RequestContext
) -> GetObjectRetentionResponse:
    row = _version(state, cast("dict[str, Any]", request))
    headers = json.loads(row.headers)
    if headers.get(MODE) is None:
        raise _not_configured()
    return cast(
        "GetObjectRetentionResponse",
        {"Retention": {"Mode": headers[MODE], "RetainUntilDate": headers[UNTIL]}},
    )


def _not_configured() -> AwsError:
    return AwsError(
        "NoSuchObjectLockConfiguration",
        "The specified object does not have a ObjectLock configuration",
        status=404,
    )


def put_object_legal_hold(
    state: S3State, request: PutObjectLegalHoldRequest, ctx: RequestContext
) -> PutObjectLegalHoldResponse:
    params = cast("dict[str, Any]", request)
    status = (params.get("LegalHold") or {}).get("Status")
    if status not in ("ON", "OFF"):
        raise malformed_xml()
    with state.store.transaction():
        row = _version(state, params)
        headers = json.loads(row.headers)
        headers[HOLD] = status
        _store(state, row, headers)
    return {}


def get_object_legal_hold(
    state: S3State, request: GetObjectLegalHoldRequest, ctx: RequestContext
) -> GetObjectLegalHoldResponse:
    row = _version(state, cast("dict[str, Any]", request))
    status = json.loads(row.headers).get(HOLD)
    if status is None:
        raise _not_configured()
    return cast("GetObjectLegalHoldResponse", {"LegalHold": {"Status": status}})
