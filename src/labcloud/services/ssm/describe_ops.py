"""DescribeParameters: the caller's parameters' metadata, filtered, by name, in pages (at most 50)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ssm import paging, render
from labcloud.services.ssm.errors import validation
from labcloud.services.ssm.filters import DESCRIBE_KEYS, compile_filters, compile_legacy
from labcloud.services.ssm.state import SsmState

if TYPE_CHECKING:
    from labcloud.services.ssm.api import DescribeParametersRequest, DescribeParametersResponse

PAGE = 50


def describe_parameters(
    state: SsmState, request: DescribeParametersRequest, ctx: RequestContext
) -> DescribeParametersResponse:
    if request.get("Filters") and request.get("ParameterFilters"):
        raise validation("You can use either Filters or ParameterFilters in a single request.")
    wanted = (
        compile_legacy(request["Filters"])
        if request.get("Filters")
        else compile_filters(request.get("ParameterFilters") or [], DESCRIBE_KEYS)
    )
    after = paging.position(request.get("NextToken"))
    if request.get("Shared"):
        return {
            "Parameters": []
        }  # nothing is shared with an account here (no PutResourcePolicy), as for a new one
    limit = request.get("MaxResults") or PAGE
    matching = [
        item
        for item in state.parameters.listing(ctx.account_id, ctx.region)
        if (after is None or item.name > after) and wanted.accepts(item)
    ]
    page = matching[:limit]
    out: list[Any] = [render.metadata(item) for item in page]
    response: DescribeParametersResponse = {"Parameters": out}
    if len(matching) > limit:
        response["NextToken"] = paging.token(page[-1].name)
    return response
