"""TagResources and UntagResources: each ARN tagged through its own service's operation as the caller (so
that service's limits, errors and IAM action apply), a failure kept per ARN in FailedResourcesMap as AWS
answers it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.resourcegroupstaggingapi.errors import invalid_parameter
from labcloud.services.resourcegroupstaggingapi.state import TaggingState
from labcloud.tag_sources import TagCall, TagSource, arn_parts

if TYPE_CHECKING:
    from collections.abc import Callable

    from labcloud.services.resourcegroupstaggingapi.api import (
        FailureInfo,
        TagResourcesRequest,
        TagResourcesResponse,
        UntagResourcesRequest,
        UntagResourcesResponse,
    )

#: ARNs in one request (AWS's bound), tags or keys in one request (a resource's most).
MAX_ARNS = 20
MAX_TAGS = 50


def _status(error: AwsError) -> int:
    if error.status is not None:
        return error.status
    code = error.code
    if "AccessDenied" in code or "Unauthorized" in code:
        return 403
    if "NotFound" in code or code.startswith("NoSuch"):
        return 404
    return 400 if error.sender_fault else 500


def _failure(status: int, message: str, code: str = "InvalidParameterException") -> FailureInfo:
    return {"StatusCode": status, "ErrorCode": code, "ErrorMessage": message}


async def _each(
    state: TaggingState, ctx: RequestContext, arns: list[str], call: Callable[[TagSource, str], TagCall]
) -> dict[str, FailureInfo]:
    if not 1 <= len(arns) <= MAX_ARNS:
        raise invalid_parameter(f"ResourceARNList must hold between 1 and {MAX_ARNS} ARNs.")
    for arn in arns:
        if arn_parts(arn) is None:
            raise invalid_parameter(f"{arn} is not a valid ARN.")
    sources = state.sources()
    failed: dict[str, FailureInfo] = {}
    for arn in dict.fromkeys(arns):
        parts = arn_parts(arn)
        assert parts is not None
        _, region, account, _ = parts
        if region and region != ctx.region:
            failed[arn] = _failure(400, f"{arn} is not in the region of the request, {ctx.region}.")
            continue
        if account and account != ctx.account_id:
            failed[arn] = _failure(400, f"{arn} does not belong to the account {ctx.account_id}.")
            continue
        source = sources.owner(arn)
        if source is None:
            failed[arn] = _failure(400, f"Resources of the type of {arn} cannot be tagged here.")
            continue
        made = call(source, arn)
        try:
            await state.services.call(
                made.service,
                made.operation,
                made.params,
                account_id=ctx.account_id,
                region=ctx.region,
                principal=ctx.principal,
            )
        except AwsError as error:
            code = "InvalidParameterException" if error.sender_fault else "InternalServiceException"
            failed[arn] = _failure(_status(error), f"{error.code}: {error.message}", code)
    return failed


async def tag_resources(
    state: TaggingState, request: TagResourcesRequest, ctx: RequestContext
) -> TagResourcesResponse:
    tags = request["Tags"]
    if not 1 <= len(tags) <= MAX_TAGS:
        raise invalid_parameter(f"Tags must hold between 1 and {MAX_TAGS} tags.")
    failed = await _each(
        state, ctx, request["ResourceARNList"], lambda source, arn: source.tag(arn, dict(tags))
    )
    return {"FailedResourcesMap": failed}


async def untag_resources(
    state: TaggingState, request: UntagResourcesRequest, ctx: RequestContext
) -> UntagResourcesResponse:
    keys = request["TagKeys"]
    if not 1 <= len(keys) <= MAX_TAGS:
        raise invalid_parameter(f"TagKeys must hold between 1 and {MAX_TAGS} keys.")
    failed = await _each(
        state,
        ctx,
        request["ResourceARNList"],
        lambda source, arn: source.untag(arn, list(dict.fromkeys(keys))),
    )
    return {"FailedResourcesMap": failed}
