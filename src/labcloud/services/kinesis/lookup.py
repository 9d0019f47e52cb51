"""Which stream a request names: StreamName, StreamARN or StreamId, in the caller's account and region.

A name and an ARN given together must agree. An ARN of another account reaches its stream only when
the stream has a resource policy (IAM enforcement has evaluated it); otherwise AccessDenied, as AWS.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.iam.denials import access_denied
from labcloud.services.iam.policy import access_denied_message
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY
from labcloud.services.kinesis.errors import invalid_argument, stream_not_found
from labcloud.services.kinesis.repo import streams
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.state import KinesisState


def parse_arn(arn: str) -> tuple[str, str, str] | None:
    """(region, account, name) of a stream ARN."""
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "kinesis" or not parts[5].startswith("stream/"):
        return None
    name = parts[5][len("stream/") :]
    if not name or "/" in name:
        return None
    return parts[3], parts[4], name


def stream_arn(ctx: RequestContext, name: str) -> str:
    return f"arn:aws:kinesis:{ctx.region}:{ctx.account_id}:stream/{name}"


def stream_of(state: KinesisState, ctx: RequestContext, request: Any) -> Stream:
    """The stream a request's StreamName / StreamARN / StreamId names (ResourceNotFoundException if none)."""
    name = request.get("StreamName")
    arn = request.get("StreamARN")
    stream_id = request.get("StreamId")
    if arn:
        parsed = parse_arn(arn)
        if parsed is None:
            raise invalid_argument(f"StreamARN {arn} is not a valid stream ARN.")
        region, account, arn_name = parsed
        if name and name != arn_name:
            raise invalid_argument(f"StreamName {name} does not match the stream named in StreamARN {arn}.")
        found = streams.find(state.store, account, region, arn_name) if region == ctx.region else None
        if account != ctx.account_id and (found is None or not found.policy):
            # another account's stream answers only when its policy exists (enforcement evaluated it)
            action = f"kinesis:{ctx.operation}"
            denied = replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
            raise access_denied("kinesis", access_denied_message(ctx.principal.arn, action, arn, denied))
        if found is None:
            raise stream_not_found(arn_name, account)
        return _matching_id(found, stream_id, ctx)
    if name:
        found = streams.find(state.store, ctx.account_id, ctx.region, name)
        if found is None:
            raise stream_not_found(name, ctx.account_id)
        return _matching_id(found, stream_id, ctx)
    if stream_id:
        found = streams.by_stream_id(state.store, ctx.account_id, ctx.region, stream_id)
        if found is None:
            raise stream_not_found(stream_id, ctx.account_id)
        return found
    raise invalid_argument("Either StreamName or StreamARN should be provided.")


def _matching_id(stream: Stream, stream_id: str | None, ctx: RequestContext) -> Stream:
    if stream_id and stream_id != stream.stream_id:
        raise stream_not_found(stream.name, ctx.account_id)
    return stream
