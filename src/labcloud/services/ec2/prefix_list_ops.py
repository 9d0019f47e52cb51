"""The AWS-managed prefix lists of the Gateway endpoint services (S3, DynamoDB) that DescribePrefixLists
answers: one per service and region, ``com.amazonaws.<region>.<service>``, with the id the endpoint's
routes name (``endpoint_ops.prefix_list``). Records only: their CIDRs come from a documentation range
(RFC 5737) and reach nothing. Customer-managed prefix lists are not implemented."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, lookup
from labcloud.services.ec2.endpoint_ops import GATEWAY_SERVICES, prefix_list
from labcloud.services.ec2.errors import error
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import DescribePrefixListsRequest, DescribePrefixListsResponse

PREFIX_LIST_FILTERS: filters.FilterMap = {
    "prefix-list-id": filters.field("PrefixListId"),
    "prefix-list-name": filters.field("PrefixListName"),
}
#: Each gateway service's address range: half of 192.0.2.0/24 each (no Elastic IP comes from it).
_CIDRS = {"s3": "192.0.2.0/25", "dynamodb": "192.0.2.128/25"}


def managed(region: str) -> list[dict[str, Any]]:
    """The region's managed prefix lists, in the order DescribePrefixLists answers them."""
    return [
        {
            "PrefixListId": prefix_list(region, service),
            "PrefixListName": f"com.amazonaws.{region}.{service}",
            "Cidrs": [_CIDRS[service]],
        }
        for service in GATEWAY_SERVICES
    ]


def describe_prefix_lists(
    state: Ec2State, request: DescribePrefixListsRequest, ctx: RequestContext
) -> DescribePrefixListsResponse:
    lookup.begin(state, ctx, request)
    wanted = request.get("Filters")
    filters.check(wanted, PREFIX_LIST_FILTERS)
    lists = managed(ctx.region)
    ids = request.get("PrefixListIds") or []
    if ids:
        if request.get("MaxResults") is not None:
            raise error(
                "InvalidParameterCombination",
                "The parameter prefixListIds cannot be used with the parameter maxResults",
            )
        known = {p["PrefixListId"] for p in lists}
        missing = [i for i in dict.fromkeys(ids) if i not in known]
        if missing:
            raise error("InvalidPrefixListID.NotFound", f"The prefix list ID '{missing[0]}' does not exist")
        lists = [p for p in lists if p["PrefixListId"] in ids]
    lists = [p for p in lists if filters.matches(p, wanted, PREFIX_LIST_FILTERS)]
    start, end, token = describe.window(len(lists), request.get("MaxResults"), request.get("NextToken"))
    answer: DescribePrefixListsResponse = {"PrefixLists": lists[start:end]}  # type: ignore[typeddict-item]
    if token:
        answer["NextToken"] = token
    return answer
