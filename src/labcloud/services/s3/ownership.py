"""A bucket's object ownership controls: Put/Get/DeleteBucketOwnershipControls.

The setting is the ``ownership`` document of the bucket's settings. A bucket without one is
``BucketOwnerEnforced`` (ACLs disabled), as every new bucket is on AWS since April 2023 unless
CreateBucket names ``ObjectOwnership``; after DeleteBucketOwnershipControls the bucket has none
(GetBucketOwnershipControls answers ``OwnershipControlsNotFoundError``) and ACLs apply as for
``ObjectWriter``. Turning ``BucketOwnerEnforced`` on while the bucket's ACL grants more than its
owner's full control is refused (``InvalidBucketAclWithObjectOwnership``), as on AWS.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.errors import malformed_xml
from labcloud.services.s3.repo import settings
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketOwnershipControlsRequest,
        DeleteBucketOwnershipControlsResponse,
        GetBucketOwnershipControlsRequest,
        GetBucketOwnershipControlsResponse,
        PutBucketOwnershipControlsRequest,
        PutBucketOwnershipControlsResponse,
    )

SETTING = "ownership"
#: The setting holding a bucket ACL that grants more than its owner's full control (``acls``).
ACL_SETTING = "acl"
ENFORCED = "BucketOwnerEnforced"
MODES = ("BucketOwnerPreferred", "ObjectWriter", ENFORCED)


def mode(state: S3State, bucket: str) -> str | None:
    """The bucket's object ownership (None: its controls were deleted, ACLs apply)."""
    doc = settings.get(state.store, bucket, SETTING)
    return ENFORCED if doc is None else doc.get("ObjectOwnership")


def set_mode(state: S3State, bucket: str, ownership: str | None) -> None:
    settings.put(state.store, bucket, SETTING, {"ObjectOwnership": ownership})


def acl_conflict() -> AwsError:
    return AwsError(
        "InvalidBucketAclWithObjectOwnership",
        "Bucket cannot have ACLs set with ObjectOwnership's BucketOwnerEnforced setting",
        status=400,
    )


def put_bucket_ownership_controls(
    state: S3State, request: PutBucketOwnershipControlsRequest, ctx: RequestContext
) -> PutBucketOwnershipControlsResponse:
    controls = cast("Mapping[str, Any]", request.get("OwnershipControls") or {})
    rules = controls.get("Rules") or []
    if len(rules) != 1 or rules[0].get("ObjectOwnership") not in MODES:
        raise malformed_xml()
    wanted = rules[0]["ObjectOwnership"]
    bucket = request["Bucket"]
    with state.store.transaction():
        state.bucket(bucket)
        if wanted == ENFORCED and settings.get(state.store, bucket, ACL_SETTING) is not None:
            raise acl_conflict()
        set_mode(state, bucket, wanted)
    return {}


def get_bucket_ownership_controls(
    state: S3State, request: GetBucketOwnershipControlsRequest, ctx: RequestContext
) -> GetBucketOwnershipControlsResponse:
    state.bucket(request["Bucket"])
    current = mode(state, request["Bucket"])
    if current is None:
        raise AwsError(
            "OwnershipControlsNotFoundError",
            "The bucket ownership controls were not found",
            status=404,
            BucketName=request["Bucket"],
        )
    return cast(
        "GetBucketOwnershipControlsResponse", {"OwnershipControls": {"Rules": [{"ObjectOwnership": current}]}}
    )


def delete_bucket_ownership_controls(
    state: S3State, request: DeleteBucketOwnershipControlsRequest, ctx: RequestContext
) -> DeleteBucketOwnershipControlsResponse:
    with state.store.transaction():
        state.bucket(request["Bucket"])
        set_mode(state, request["Bucket"], None)
    return {}
