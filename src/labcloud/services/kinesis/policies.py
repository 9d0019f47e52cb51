"""Resource-based policies on streams: Put/Get/DeleteResourcePolicy, and the lookup IAM enforcement
calls for a stream ARN (``PolicySource``), so another account reaches a stream its policy opens.

Consumer ARNs keep no policy here (their stream's policy does not cover them either): a consumer ARN
is refused with InvalidArgumentException rather than accepted and ignored.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.resource_policies import ResourcePolicy
from labcloud.services.iam.policy import parse_resource_policy
from labcloud.services.kinesis.errors import invalid_argument
from labcloud.services.kinesis.lookup import parse_arn, stream_of
from labcloud.services.kinesis.publish import emit
from labcloud.services.kinesis.repo import streams
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.state import KinesisState
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        DeleteResourcePolicyRequest,
        DeleteResourcePolicyResponse,
        GetResourcePolicyRequest,
        GetResourcePolicyResponse,
        PutResourcePolicyRequest,
        PutResourcePolicyResponse,
    )


def _stream(state: KinesisState, ctx: RequestContext, arn: str) -> Stream:
    if "/consumer/" in arn:
        raise invalid_argument("labcloud keeps resource policies on streams only, not on consumers.")
    return stream_of(state, ctx, {"StreamARN": arn})


def put_resource_policy(
    state: KinesisState, request: PutResourcePolicyRequest, ctx: RequestContext
) -> PutResourcePolicyResponse:
    document = request["Policy"]
    try:
        parse_resource_policy(document, name="resource-based policy")
    except AwsError as error:
        raise invalid_argument(f"Invalid policy: {error.message}") from None
    with state.store.transaction():
        stream = _stream(state, ctx, request["ResourceARN"])
        streams.set_policy(state.store, stream.id, document)
        state.policy_active = None
        emit(state, stream, "kinesis.stream.policy_put")
    return {}


def get_resource_policy(
    state: KinesisState, request: GetResourcePolicyRequest, ctx: RequestContext
) -> GetResourcePolicyResponse:
    stream = _stream(state, ctx, request["ResourceARN"])
    return {"Policy": stream.policy or "{}"}


def delete_resource_policy(
    state: KinesisState, request: DeleteResourcePolicyRequest, ctx: RequestContext
) -> DeleteResourcePolicyResponse:
    with state.store.transaction():
        stream = _stream(state, ctx, request["ResourceARN"])
        if stream.policy is None:
            raise AwsError(
                "ResourceNotFoundException",
                f"No resource policy found for resource {stream.arn}.",
                status=400,
            )
        streams.set_policy(state.store, stream.id, None)
        state.policy_active = None
        emit(state, stream, "kinesis.stream.policy_deleted")
    return {}


def lookup(store: Store) -> Callable[[str], ResourcePolicy | None]:
    """The function IAM enforcement calls with a Kinesis ARN (a stream's, or one of its consumers')."""

    def find(arn: str) -> ResourcePolicy | None:
        parsed = parse_arn(arn.split("/consumer/", 1)[0])
        if parsed is None:
            return None
        region, account, name = parsed
        stream = streams.find(store, account, region, name)
        if stream is None or not stream.policy:
            return None
        try:
            return ResourcePolicy(
                stream.account_id, parse_resource_policy(stream.policy, name="resource-based policy")
            )
        except AwsError:
            return None

    return find


def active(state: KinesisState) -> Callable[[], bool]:
    """Whether any stream has a policy (asked on every authorized request: cached until one changes)."""

    def any_policy() -> bool:
        if state.policy_active is None:
            state.policy_active = streams.policy_count(state.store) > 0
        return state.policy_active

    return any_policy
