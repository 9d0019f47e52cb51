"""Buckets: create (names, location constraints), head, list, delete, location."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3 import acls, object_lock
from labcloud.services.s3.core import bucket_arn, owner
from labcloud.services.s3.errors import invalid_argument, unsupported
from labcloud.services.s3.repo import buckets, objects, settings, uploads, versions
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        CreateBucketRequest,
        CreateBucketResponse,
        DeleteBucketRequest,
        DeleteBucketResponse,
        GetBucketLocationRequest,
        GetBucketLocationResponse,
        HeadBucketRequest,
        HeadBucketResponse,
        ListBucketsRequest,
        ListBucketsResponse,
    )

_NAME = re.compile(r"^[a-z0-9][a-z0-9.\-]{1,61}[a-z0-9]$")
_IP = re.compile(r"^\d+\.\d+\.\d+\.\d+$")


def check_bucket_name(name: str) -> None:
    bad = (
        not _NAME.match(name)
        or ".." in name
        or ".-" in name
        or "-." in name
        or _IP.match(name)
        or name.startswith(("xn--", "sthree-", "amzn-s3-demo-"))
        or name.endswith(("-s3alias", "--ol-s3", ".mrap", "--x-s3", "--table-s3"))
    )
    if bad:
        raise AwsError("InvalidBucketName", "The specified bucket is not valid.", status=400, BucketName=name)


def create_bucket(state: S3State, request: CreateBucketRequest, ctx: RequestContext) -> CreateBucketResponse:
    params = cast("dict[str, Any]", request)
    name = params["Bucket"]
    check_bucket_name(name)
    config = params.get("CreateBucketConfiguration") or {}
    for member in ("Location", "Bucket", "Tags"):
        if config.get(member):
            raise unsupported(f"CreateBucketConfiguration.{member}")
    constraint = config.get("LocationConstraint")
    region = ctx.region
    if constraint == "us-east-1":
        raise AwsError(
            "InvalidLocationConstraint",
            "The specified location-constraint is not valid",
            status=400,
            LocationConstraint=constraint,
        )
    if constraint is None and region != "us-east-1":
        raise AwsError(
            "IllegalLocationConstraintException",
            "The unspecified location constraint is incompatible "
            "for the region specific endpoint this request was sent to.",
            status=400,
        )
    if constraint is not None and constraint != region:
        raise AwsError(
            "IllegalLocationConstraintException",
            f"The {constraint} location constraint is incompatible "
            "for the region specific endpoint this request was sent to.",
            status=400,
        )
    bucket_region = constraint or "us-east-1"
    store = state.store
    with store.transaction():
        existing = buckets.get(store, name)
        if existing is not None:
            if existing.account_id != ctx.account_id:
                raise AwsError(
                    "BucketAlreadyExists",
                    "The requested bucket name is not available. The bucket "
                    "namespace is shared by all users of the system. Please select a different name and "
                    "try again.",
                    status=409,
                    BucketName=name,
                )
            if existing.region == "us-east-1" and bucket_region == "us-east-1":
                # AWS's legacy behaviour in North Virginia: re-creating your own bucket answers 200.
                return {"Location": f"/{name}", "BucketArn": bucket_arn(name)}
            raise AwsError(
                "BucketAlreadyOwnedByYou",
                "Your previous request to create the named bucket succeeded and you already own it.",
                status=409,
                BucketName=name,
            )
        buckets.insert(store, name, ctx.account_id, bucket_region, clock.now())
        acls.for_new_bucket(state, name, params, ctx)  # its ACL and object ownership
        if params.get("ObjectLockEnabledForBucket"):
            object_lock.enable_on_create(state, name)
        state.bus.publish(
            "s3.bucket.created",
            service="s3",
            account_id=ctx.account_id,
            region=bucket_region,
            resource=bucket_arn(name),
            data={"bucket": name},
        )
    location = f"/{name}" if bucket_region == "us-east-1" else f"{ctx.endpoint}/{name}/"
    return {"Location": location, "BucketArn": bucket_arn(name)}


def head_bucket(state: S3State, request: HeadBucketRequest, ctx: RequestContext) -> HeadBucketResponse:
    row = state.bucket(request["Bucket"])
    return {"BucketRegion": row.region, "BucketArn": bucket_arn(row.name), "AccessPointAlias": False}


def list_buckets(state: S3State, request: ListBucketsRequest, ctx: RequestContext) -> ListBucketsResponse:
    params = cast("dict[str, Any]", request)
    limit = params.get("MaxBuckets") or 10000
    if limit < 1 or limit > 10000:
        raise invalid_argument(
            "Argument max-buckets must be an integer between 1 and 10000", "max-buckets", str(limit)
        )
    after = params.get("ContinuationToken") or ""
    prefix = params.get("Prefix") or ""
    rows = buckets.owned(state.store, ctx.account_id, after, prefix, params.get("BucketRegion"), limit + 1)
    rows = [r for r in rows if r.name.startswith(prefix)]
    answer: dict[str, Any] = {
        "Buckets": [
            {
                "Name": r.name,
                "CreationDate": r.created,
                "BucketRegion": r.region,
                "BucketArn": bucket_arn(r.name),
            }
            for r in rows[:limit]
        ],
        "Owner": owner(ctx.account_id),
    }
    if prefix:
        answer["Prefix"] = prefix
    if len(rows) > limit:
        answer["ContinuationToken"] = rows[limit - 1].name
    return cast("ListBucketsResponse", answer)


def get_bucket_location(
    state: S3State, request: GetBucketLocationRequest, ctx: RequestContext
) -> GetBucketLocationResponse:
    row = state.bucket(request["Bucket"])
    return {"LocationConstraint": "" if row.region == "us-east-1" else row.region}


def delete_bucket(state: S3State, request: DeleteBucketRequest, ctx: RequestContext) -> DeleteBucketResponse:
    name = request["Bucket"]
    store = state.store
    with store.transaction():
        row = state.bucket(name)
        if objects.any_in(store, name) or versions.any_in(store, name):
            raise AwsError(
                "BucketNotEmpty", "The bucket you tried to delete is not empty", status=409, BucketName=name
            )
        blobs = uploads.remove_in_bucket(store, name)
        settings.delete_bucket(store, name)
        buckets.delete(store, name)
        state.policy_count.changed()
        state.metrics_filters.pop(name, None)
        state.bus.publish(
            "s3.bucket.deleted",
            service="s3",
            account_id=row.account_id,
            region=row.region,
            resource=bucket_arn(name),
            data={"bucket": name},
        )
        store.after_commit(lambda: state.blobs.delete(blobs))
    return {}
