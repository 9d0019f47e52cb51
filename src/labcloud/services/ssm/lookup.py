"""Finding the parameter a request names (a name or an ARN; the caller's account and region only)."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.ssm import names
from labcloud.services.ssm.repo.parameters import Parameter
from labcloud.services.ssm.state import SsmState


def plain_name(ctx: RequestContext, given: str) -> str | None:
    """The name ``given`` stands for in the caller's account and region (None: an ARN elsewhere)."""
    if not given.startswith("arn:"):
        return given
    parsed = names.from_arn(given)
    if parsed is None:
        return None
    region, account, name = parsed
    if region != ctx.region or account != ctx.account_id:
        return None
    return name


def find(state: SsmState, ctx: RequestContext, given: str) -> Parameter | None:
    name = plain_name(ctx, given)
    if name is None:
        return None
    found = state.parameters.find(ctx.account_id, ctx.region, name)
    if found is None and given.startswith("arn:") and "/" not in name:
        # ``...:parameter/a`` is also the ARN of ``/a`` (the leading slash is not doubled)
        found = state.parameters.find(ctx.account_id, ctx.region, "/" + name)
    return found
