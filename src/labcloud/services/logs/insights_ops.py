"""Logs Insights operations: running and reading queries (:mod:`.insights.queries`), what a result
points at (:mod:`.query_records`), and saved query definitions."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext

from . import query_definitions, query_records
from .insights import queries
from .lookups import group, now_ms
from .state import LogsState

if TYPE_CHECKING:
    from .api import (
        DeleteQueryDefinitionRequest,
        DeleteQueryDefinitionResponse,
        DescribeQueriesRequest,
        DescribeQueriesResponse,
        DescribeQueryDefinitionsRequest,
        DescribeQueryDefinitionsResponse,
        GetLogRecordRequest,
        GetLogRecordResponse,
        GetQueryResultsRequest,
        GetQueryResultsResponse,
        ListLogGroupsForQueryRequest,
        ListLogGroupsForQueryResponse,
        PutQueryDefinitionRequest,
        PutQueryDefinitionResponse,
        StartQueryRequest,
        StartQueryResponse,
        StopQueryRequest,
        StopQueryResponse,
    )


def start_query(state: LogsState, request: StartQueryRequest, ctx: RequestContext) -> StartQueryResponse:
    names = queries.group_names(request)
    queries.check_request(request)
    groups = [(group(state, ctx, name).id, name) for name in names]
    return {"queryId": queries.start(state, ctx, request, groups)}


def get_query_results(
    state: LogsState, request: GetQueryResultsRequest, ctx: RequestContext
) -> GetQueryResultsResponse:
    return cast("GetQueryResultsResponse", queries.results(state, ctx, request["queryId"]))


def stop_query(state: LogsState, request: StopQueryRequest, ctx: RequestContext) -> StopQueryResponse:
    return cast("StopQueryResponse", queries.stop(state, ctx, request["queryId"]))


def describe_queries(
    state: LogsState, request: DescribeQueriesRequest, ctx: RequestContext
) -> DescribeQueriesResponse:
    return cast("DescribeQueriesResponse", queries.describe(state, ctx, request))


def get_log_record(
    state: LogsState, request: GetLogRecordRequest, ctx: RequestContext
) -> GetLogRecordResponse:
    return cast("GetLogRecordResponse", query_records.get_log_record(state, ctx, request))


def list_log_groups_for_query(
    state: LogsState, request: ListLogGroupsForQueryRequest, ctx: RequestContext
) -> ListLogGroupsForQueryResponse:
    return cast("ListLogGroupsForQueryResponse", query_records.list_log_groups_for_query(state, ctx, request))


def put_query_definition(
    state: LogsState, request: PutQueryDefinitionRequest, ctx: RequestContext
) -> PutQueryDefinitionResponse:
    with state.store.transaction():
        definition_id = query_definitions.put_definition(
            state.query_definitions, ctx.account_id, ctx.region, request, now_ms()
        )
    return {"queryDefinitionId": definition_id}


def describe_query_definitions(
    state: LogsState, request: DescribeQueryDefinitionsRequest, ctx: RequestContext
) -> DescribeQueryDefinitionsResponse:
    answer = query_definitions.describe_definitions(
        state.query_definitions, ctx.account_id, ctx.region, request
    )
    return cast("DescribeQueryDefinitionsResponse", answer)


def delete_query_definition(
    state: LogsState, request: DeleteQueryDefinitionRequest, ctx: RequestContext
) -> DeleteQueryDefinitionResponse:
    with state.store.transaction():
        state.query_definitions.delete(ctx.account_id, ctx.region, request["queryDefinitionId"])
    return {"success": True}
