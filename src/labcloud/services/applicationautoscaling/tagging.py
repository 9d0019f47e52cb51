"""Tags of scalable targets (the only taggable resource): AWS's limits (50 per resource, keys up to 128
characters, values up to 256, no ``aws:`` prefix) and finding a target by its ARN."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.applicationautoscaling import errors
from labcloud.services.applicationautoscaling.state import AutoScalingState

MAX_TAGS = 50


def checked(current: dict[str, str], given: dict[str, str] | None) -> dict[str, str]:
    merged = dict(current)
    for key, value in (given or {}).items():
        if key.lower().startswith("aws:"):
            raise errors.validation(f"Tag keys may not begin with aws: ({key})")
        merged[key] = value
    if len(merged) > MAX_TAGS:
        raise errors.limit(f"A resource can have at most {MAX_TAGS} tags")
    return merged


def target_by_arn(state: AutoScalingState, ctx: RequestContext, arn: str) -> dict[str, Any]:
    for doc in state.records.listed(ctx.account_id, ctx.region, "target"):
        if doc["ScalableTargetARN"] == arn:
            return doc
    raise errors.resource_not_found(f"No scalable target found for ARN {arn}")
