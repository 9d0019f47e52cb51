"""Bucket policies: Put/Get/DeleteBucketPolicy, and the policy consulted when a request is authorized.

A bucket policy is a resource-based policy (parsed by the IAM package's policy library). It is
a policy source of the hub's resource policies (IAM enforcement evaluates it beside the caller's
identity policies: an explicit deny wins, a same-account allow from either side suffices, another
account needs the bucket policy's allow); a bucket with no policy at all is closed to other
accounts (``cross_account``), and so is one whose public policy its public access block restricts
(``public_access``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.resource_policies import ResourcePolicy
from labcloud.services.iam.action_map import requests_for
from labcloud.services.iam.policy import parse_resource_policy
from labcloud.services.s3.errors import access_denied
from labcloud.services.s3.public_access import check_policy, restricted
from labcloud.services.s3.repo import buckets
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketPolicyRequest,
        DeleteBucketPolicyResponse,
        GetBucketPolicyRequest,
        GetBucketPolicyResponse,
        PutBucketPolicyRequest,
        PutBucketPolicyResponse,
    )

MAX_POLICY_BYTES = 20 * 1024


def _malformed(message: str) -> AwsError:
    return AwsError("MalformedPolicy", message, status=400)


def put_bucket_policy(
    state: S3State, request: PutBucketPolicyRequest, ctx: RequestContext
) -> PutBucketPolicyResponse:
    bucket = request["Bucket"]
    text = request.get("Policy") or ""
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
    if request.get("ConfirmRemoveSelfBucketAccess"):
        raise AwsError(
            "NotImplemented", "labcloud does not support ConfirmRemoveSelfBucketAccess", status=501
        )
    with state.store.transaction():
        state.bucket(bucket)
        check_policy(state, bucket, text, ctx)
        buckets.set_policy(state.store, bucket, text)
        state.policy_count.changed()
    return {}


def get_bucket_policy(
    state: S3State, request: GetBucketPolicyRequest, ctx: RequestContext
) -> GetBucketPolicyResponse:
    row = state.bucket(request["Bucket"])
    if not row.policy:
        raise AwsError(
            "NoSuchBucketPolicy", "The bucket policy does not exist", status=404, BucketName=request["Bucket"]
        )
    return {"Policy": row.policy}


def delete_bucket_policy(
    state: S3State, request: DeleteBucketPolicyRequest, ctx: RequestContext
) -> DeleteBucketPolicyResponse:
    with state.store.transaction():
        state.bucket(request["Bucket"])
        buckets.set_policy(state.store, request["Bucket"], None)
        state.policy_count.changed()
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
        row = buckets.get(state.store, bucket)
        if row is None or not row.policy:
            return None
        try:
            return ResourcePolicy(
                row.account_id,
                parse_resource_policy(json.loads(row.policy), name=f"bucket policy of {bucket}"),
            )
        except (AwsError, ValueError):
            return None

    return find


def cross_account(state: S3State) -> Callable[[RequestContext, dict[str, Any]], None]:
    """An authorizer: another account reaches a bucket only through its policy (which IAM enforcement
    evaluates), so a bucket without one answers AccessDenied to every other account, as on AWS."""

    def authorize(ctx: RequestContext, params: dict[str, Any]) -> None:
        if ctx.service != "s3" or ctx.source != "http" or ctx.operation == "CreateBucket":
            return  # creating a taken name answers BucketAlreadyExists, not AccessDenied
        for _action, resource in requests_for(ctx, params):
            bucket = bucket_of(resource)
            if bucket is None:
                continue
            row = buckets.get(state.store, bucket)
            if row is not None and row.account_id != ctx.account_id:
                if not row.policy or (
                    ctx.principal.kind != "service" and restricted(state, bucket, row.policy)
                ):
                    raise access_denied()

    return authorize
