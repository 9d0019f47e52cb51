"""Bucket policies: Put/Get/DeleteBucketPolicy, and the policy consulted when a request is authorized.

A bucket policy is a resource-based policy (parsed by the IAM package's policy library). It is
offered to IAM enforcement through ``hub.resource_policies["s3"]`` (an allow there grants a
same-account principal what its identity policies do not; an explicit deny wins), and it is
what lets another account reach a bucket at all (``cross_account``: without a statement for that
principal the answer is AccessDenied, as on AWS).
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.enforcement import request_context, resource_decision
from labcloud.services.iam.policy import Policy, parse_resource_policy
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
    if params.get("ConfirmRemoveSelfBucketAccess"):
        raise AwsError("NotImplemented", "labcloud does not support ConfirmRemoveSelfBucketAccess", status=501)
    with state.hub.store.transaction():
        state.bucket(bucket)
        state.hub.store.execute("UPDATE s3_buckets SET policy=? WHERE name=?", (text, bucket))
    return {}


def get_bucket_policy(state: S3State, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    row = state.bucket(params["Bucket"])
    if not row["policy"]:
        raise AwsError("NoSuchBucketPolicy", "The bucket policy does not exist", status=404,
                       BucketName=params["Bucket"])
    return {"Policy": row["policy"]}


def delete_bucket_policy(state: S3State, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    with state.hub.store.transaction():
        state.bucket(params["Bucket"])
        state.hub.store.execute("UPDATE s3_buckets SET policy=NULL WHERE name=?", (params["Bucket"],))
    return {}


def bucket_of(resource: str) -> str | None:
    if not resource.startswith("arn:aws:s3:::"):
        return None
    return resource[len("arn:aws:s3:::"):].split("/", 1)[0] or None


def policy_for(state: S3State, resource: str) -> Policy | None:
    """The bucket policy governing an S3 resource ARN (bucket or object), if the bucket has one."""
    bucket = bucket_of(resource)
    if bucket is None:
        return None
    row = state.hub.store.one("SELECT policy FROM s3_buckets WHERE name=?", (bucket,))
    if row is None or not row["policy"]:
        return None
    try:
        return parse_resource_policy(json.loads(row["policy"]), name=f"bucket policy of {bucket}")
    except (AwsError, ValueError):
        return None


def cross_account(state: S3State, ctx: RequestContext, requests: list[tuple[str, str]]) -> None:
    """Another account's request reaches a bucket only through the bucket policy."""
    if ctx.service != "s3" or ctx.source != "http":
        return
    for action, resource in requests:
        bucket = bucket_of(resource)
        if bucket is None:
            continue
        row = state.hub.store.one("SELECT account_id FROM s3_buckets WHERE name=?", (bucket,))
        if row is None or row["account_id"] == ctx.account_id:
            continue
        policy = policy_for(state, resource)
        decision = resource_decision(policy, ctx.principal, action, resource, request_context(ctx)) if policy else None
        if decision is None or not decision.allowed:
            raise access_denied()
