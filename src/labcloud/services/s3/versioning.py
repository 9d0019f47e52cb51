"""A bucket's versioning state (Put/GetBucketVersioning) and version ids.

A bucket is unversioned until versioning is first enabled; after that it is ``Enabled`` or
``Suspended``, never unversioned again. The state is the ``versioning`` setting of the bucket
(``repo/settings``). MFA delete needs the root user's MFA device, which labcloud has not: a request
turning it on is refused as AWS refuses one without MFA authentication.
"""

from __future__ import annotations

import re
import secrets
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.errors import invalid_argument
from labcloud.services.s3.repo import settings, versions
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        GetBucketVersioningRequest,
        GetBucketVersioningResponse,
        PutBucketVersioningRequest,
        PutBucketVersioningResponse,
    )

SETTING = "versioning"
ENABLED = "Enabled"
SUSPENDED = "Suspended"
#: The version id of an object written while versioning is off or suspended.
NULL = "null"
_ID = re.compile(r"^[A-Za-z0-9._-]{32}$")
_REPLICATING = (
    "Replication configuration is present on this bucket, so you cannot change the versioning state. "
    "To change the versioning state, first delete the replication configuration."
)


def status(state: S3State, bucket: str) -> str | None:
    """``Enabled``, ``Suspended``, or None for a bucket never versioned."""
    doc = settings.get(state.store, bucket, SETTING)
    return None if doc is None else str(doc["Status"])


def new_id() -> str:
    """A fresh version id: 32 characters of S3's current alphabet (letters, digits, ``.`` and ``_``).

    Never a ``-``: the aws CLI reads ``--version-id -x...`` as an option and a learner could not
    pass the id they were given (S3's own ids have no ``-`` either)."""
    return secrets.token_urlsafe(24).replace("-", ".")


def valid_id(version_id: str) -> bool:
    return version_id == NULL or bool(_ID.match(version_id))


def check_id(version_id: str, name: str = "versionId") -> None:
    """Refuse a version id S3 could never have given (InvalidArgument), before any lookup."""
    if version_id == "":
        raise invalid_argument("Version id cannot be the empty string", name, version_id)
    if not valid_id(version_id):
        raise invalid_argument("Invalid version id specified", name, version_id)


def mfa_refused(params: dict[str, Any]) -> None:
    """A request carrying an MFA (``x-amz-mfa``): labcloud has no root MFA device to check it against."""
    if params.get("MFA"):
        raise AwsError(
            "InvalidRequest", "DevPay and Mfa are mutually exclusive authorization methods.", status=400
        )


def put_bucket_versioning(
    state: S3State, request: PutBucketVersioningRequest, ctx: RequestContext
) -> PutBucketVersioningResponse:
    params = cast("dict[str, Any]", request)
    name = params["Bucket"]
    bucket = state.bucket(name)
    if params.get("ExpectedBucketOwner") not in (None, bucket.account_id):
        raise AwsError("AccessDenied", "Access Denied", status=403)
    config = params.get("VersioningConfiguration") or {}
    wanted = config.get("Status")
    mfa_delete = config.get("MFADelete")
    if wanted not in (ENABLED, SUSPENDED) or mfa_delete not in (None, "Enabled", "Disabled"):
        raise AwsError(
            "IllegalVersioningConfigurationException",
            "The Versioning element must be specified",
            status=400,
        )
    mfa_refused(params)
    if mfa_delete == "Enabled":
        raise AwsError("AccessDenied", "Mfa Authentication must be used for this request", status=403)
    if wanted == SUSPENDED and settings.get(state.store, name, "replication") is not None:  # replication.py's
        raise AwsError("InvalidBucketState", _REPLICATING, status=409)
    with state.store.transaction():
        state.bucket(name)
        if wanted != ENABLED and settings.get(state.store, name, "object_lock") is not None:
            raise AwsError(
                "InvalidBucketState",
                "An Object Lock configuration is present on this bucket, so the versioning state cannot be changed.",
                status=409,
            )
        kept = settings.get(state.store, name, SETTING) or {}
        if not kept:
            versions.name_null_versions(state.store, name)
        doc = {"Status": wanted, **({"MFADelete": "Disabled"} if mfa_delete or "MFADelete" in kept else {})}
        settings.put(state.store, name, SETTING, doc)
        state.bus.publish(
            "s3.bucket.versioning",
            service="s3",
            account_id=bucket.account_id,
            region=bucket.region,
            resource=f"arn:aws:s3:::{name}",
            data={"bucket": name, "status": wanted},
        )
    return {}


def get_bucket_versioning(
    state: S3State, request: GetBucketVersioningRequest, ctx: RequestContext
) -> GetBucketVersioningResponse:
    params = cast("dict[str, Any]", request)
    bucket = state.bucket(params["Bucket"])
    if params.get("ExpectedBucketOwner") not in (None, bucket.account_id):
        raise AwsError("AccessDenied", "Access Denied", status=403)
    # MFADelete is answered once a request has named it (it is never Enabled here: see the module docstring)
    return cast("GetBucketVersioningResponse", settings.get(state.store, params["Bucket"], SETTING) or {})
