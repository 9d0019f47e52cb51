"""Bucket policies: Put/Get/DeleteBucketPolicy, and the policy consulted when a request is authorized.

A bucket policy is a resource-based policy (parsed by the IAM package's policy library). It is
registered with ``hub.resource_policies`` (IAM enforcement evaluates it beside the caller's
identity policies: an explicit deny wins, a same-account allow from either side suffices, another
account needs the bucket policy's allow); a bucket with no policy at all is closed to other
accounts (``cross_account``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.resource_policies import ResourcePolicy
from labcloud.services.iam.policy import parse_resource_policy
from labcloud.services.s3.core import S3State
from labcloud.services.s3.errors import access_denied

MAX_POLICY_BYTES = 20 * 1024


def _malformed(message: str) -> AwsError:
    return AwsError("MalformedPolicy", message, status=400)


def put_bucket_policy(state: S3State, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    bucket = params["Bucket"]
    text = params.get("Policy") or ""
    if not text.lstrip().startswith("{"):
        raise _malformed("Policies must be valid JSON and the first byte must be '{'")
    if len(text.encode()) > MAX_POLICY_BYTES:
        raise AwsError("PolicyTooLarge", "Policy exceeds the maximum allowed document size.", status=400)
    try:
        parse_resource_policy(text, name="bucket policy")
    except AwsError as error:
        raise _malformed(error.message) from None
    except (ValueError, TypeError, KeyError):
        raise _malformed("Policies must be valid JSON and the first byte must be '{'") from None
    if params.get("ConfirmRemoveSelfBucketAccess"):
        raise AwsError(
            "NotImplemented", "labcloud does not support ConfirmRemoveSelfBucketAccess", status=501
        )
    with state.hub.store.transaction():
        state.bucket(bucket)
        state.hub.store.execute("UPDATE s3_buckets SET policy=? WHERE name=?", (text, bucket))
        state.policies_changed()
    return {}


def get_bucket_policy(state: S3State, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    row = state.bucket(params["Bucket"])
    if not row["policy"]:
        raise AwsError(
            "NoSuchBucketPolicy", "The bucket policy does not exist", status=404, BucketName=params["Bucket"]
        )
    return {"Policy": row["policy"]}


def delete_bucket_policy(state: S3State, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    with state.hub.store.transaction():
        state.bucket(params["Bucket"])
        state.hub.store.execute("UPDATE s3_buckets SET policy=NULL WHERE name=?", (params["Bucket"],))
        state.policies_changed()
    return {}


def bucket_of(resource: str) -> str | None:
    if not resource.startswith("arn:aws:s3:::"):
        return None
    return resource[len("arn:aws:s3:::") :].split("/", 1)[0] or None


def lookup(state: S3State) -> Callable[[str], ResourcePolicy | None]:
    """The function IAM enforcement calls with a resource ARN: the bucket's policy and owner, if any."""

    def find(resource: str) -> ResourcePolicy | None:
        bucket = bucket_of(resource)
        if bucket is None:
            return None
        row = state.hub.store.one("SELECT account_id, policy FROM s3_buckets WHERE name=?", (bucket,))
        if row is None or not row["policy"]:
            return None
        try:
            return ResourcePolicy(
                row["account_id"],
                parse_resource_policy(json.loads(row["policy"]), name=f"bucket policy of {bucket}"),
            )
        except (AwsError, ValueError):
            return None

    return find


def any_policy(state: S3State) -> bool:
    return state.any_policy()


def cross_account(state: S3State, ctx: RequestContext, requests: list[tuple[str, str]]) -> None:
    """Another account reaches a bucket only through its policy (which IAM enforcement evaluates): a bucket
    without one answers AccessDenied to every other account, as on AWS."""
    if ctx.service != "s3" or ctx.source != "http" or ctx.operation == "CreateBucket":
        return  # creating a taken name answers BucketAlreadyExists, not AccessDenied
    for _action, resource in requests:
        bucket = bucket_of(resource)
        if bucket is None:
            continue
        row = state.hub.store.one("SELECT account_id, policy FROM s3_buckets WHERE name=?", (bucket,))
        if row is not None and row["account_id"] != ctx.account_id and not row["policy"]:
            raise access_denied()
