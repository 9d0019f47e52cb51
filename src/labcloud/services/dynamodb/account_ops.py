"""Account-level answers (DescribeLimits, DescribeEndpoints) and CloudWatch Contributor Insights settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.services.dynamodb import contributor_insights, lookup
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.tables import validation

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        DescribeContributorInsightsRequest,
        DescribeContributorInsightsResponse,
        DescribeEndpointsRequest,
        DescribeEndpointsResponse,
        DescribeLimitsRequest,
        DescribeLimitsResponse,
        ListContributorInsightsRequest,
        ListContributorInsightsResponse,
        UpdateContributorInsightsRequest,
        UpdateContributorInsightsResponse,
    )


def describe_limits(
    state: DynamoDBState, request: DescribeLimitsRequest, ctx: RequestContext
) -> DescribeLimitsResponse:
    return {
        "AccountMaxReadCapacityUnits": 80000,
        "AccountMaxWriteCapacityUnits": 80000,
        "TableMaxReadCapacityUnits": 40000,
        "TableMaxWriteCapacityUnits": 40000,
    }


def describe_endpoints(
    state: DynamoDBState, request: DescribeEndpointsRequest, ctx: RequestContext
) -> DescribeEndpointsResponse:
    address = ctx.endpoint.split("://", 1)[-1]
    return {"Endpoints": [{"Address": address, "CachePeriodInMinutes": 1440}]}


def update_contributor_insights(
    state: DynamoDBState, request: UpdateContributorInsightsRequest, ctx: RequestContext
) -> UpdateContributorInsightsResponse:
    table = lookup.table(state, ctx, request["TableName"])
    meta, answer = contributor_insights.update(table.definition, table.name, cast("dict[str, Any]", request))
    with state.store.transaction():
        state.tables.save_meta(table, meta)
    return cast("UpdateContributorInsightsResponse", answer)


def describe_contributor_insights(
    state: DynamoDBState, request: DescribeContributorInsightsRequest, ctx: RequestContext
) -> DescribeContributorInsightsResponse:
    table = lookup.table(state, ctx, request["TableName"])
    answer = contributor_insights.describe(table.definition, table.name, request.get("IndexName"))
    return cast("DescribeContributorInsightsResponse", answer)


def list_contributor_insights(
    state: DynamoDBState, request: ListContributorInsightsRequest, ctx: RequestContext
) -> ListContributorInsightsResponse:
    if request.get("TableName"):
        tables = [lookup.table(state, ctx, request["TableName"])]
    else:
        names = state.tables.names(ctx.account_id, ctx.region)
        found = (state.tables.find(ctx.account_id, ctx.region, name) for name in names)
        tables = [t for t in found if t]
    entries = [e for t in tables for e in contributor_insights.summaries(t.definition, t.name)]
    limit = int(request.get("MaxResults") or 100)
    token = request.get("NextToken")
    if token and not is_digits(token):
        raise validation("Invalid NextToken")
    start = int(token) if token else 0
    out: dict[str, Any] = {"ContributorInsightsSummaries": entries[start : start + limit]}
    if start + limit < len(entries):
        out["NextToken"] = str(start + limit)
    return cast("ListContributorInsightsResponse", out)
