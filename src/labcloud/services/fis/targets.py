"""Resolving an experiment's targets: Lambda functions by ARN or by tags, asked of Lambda through
the pipeline (``ListFunctions``, ``ListTags``, ``GetFunctionConfiguration``), then the selection mode."""

from __future__ import annotations

import math
import random
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.fis.actions import parse_function_arn
from labcloud.services.shape import Caller


async def _functions(caller: Caller, ctx: RequestContext) -> list[str]:
    arns: list[str] = []
    marker: str | None = None
    while True:
        answer = await caller.call(
            "lambda",
            "ListFunctions",
            {"Marker": marker} if marker else {},
            account_id=ctx.account_id,
            region=ctx.region,
        )
        arns += [f["FunctionArn"] for f in answer.get("Functions", [])]
        marker = answer.get("NextMarker")
        if not marker:
            return arns


async def resolve(caller: Caller, ctx: RequestContext, target: dict[str, Any]) -> list[str]:
    found: list[str] = []
    if "resourceArns" in target:
        for arn in target["resourceArns"]:
            parts = parse_function_arn(arn)
            if parts is None or parts[0] != ctx.region or parts[1] != ctx.account_id:
                continue
            try:
                await caller.call(
                    "lambda",
                    "GetFunctionConfiguration",
                    {"FunctionName": arn},
                    account_id=ctx.account_id,
                    region=ctx.region,
                )
            except AwsError:
                continue
            found.append(arn)
    else:
        wanted = target["resourceTags"]
        for arn in await _functions(caller, ctx):
            try:
                tags = (
                    await caller.call(
                        "lambda", "ListTags", {"Resource": arn}, account_id=ctx.account_id, region=ctx.region
                    )
                ).get("Tags") or {}
            except AwsError:
                continue  # deleted while resolving
            if all(tags.get(k) == v for k, v in wanted.items()):
                found.append(arn)
    mode = target["selectionMode"]
    if mode.startswith("COUNT("):
        count = int(mode[6:-1])
        found = random.sample(found, min(count, len(found)))
    elif mode.startswith("PERCENT("):
        count = math.ceil(len(found) * int(mode[8:-1]) / 100)
        found = random.sample(found, min(count, len(found)))
    return sorted(found)
