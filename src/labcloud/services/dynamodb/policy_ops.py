"""Resource-based policies of tables and their streams, and tags (both kept in the table's definition)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.dynamodb import lookup, resource_policy, tags
from labcloud.services.dynamodb.publish import emit
from labcloud.services.dynamodb.state import DynamoDBState

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        DeleteResourcePolicyRequest,
        DeleteResourcePolicyResponse,
        GetResourcePolicyRequest,
        GetResourcePolicyResponse,
        ListTagsOfResourceRequest,
        ListTagsOfResourceResponse,
        PutResourcePolicyRequest,
        PutResourcePolicyResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def put_resource_policy(
    state: DynamoDBState, request: PutResourcePolicyRequest, ctx: RequestContext
) -> PutResourcePolicyResponse:
    arn = request["ResourceArn"]
    table = lookup.policy_holder(state, ctx, arn)
    document = resource_policy.checked(request["Policy"])
    with state.store.transaction():
        resource_policy.check_expected(table, arn, request.get("ExpectedRevisionId"))
        updated = state.tables.save_meta(table, resource_policy.with_policy(table.definition, document, arn))
        state.policy_count.changed()
        emit(state, ctx, "dynamodb.resource_policy.put", resource=arn, table=table.name)
    policy = resource_policy.stored(updated, arn)
    assert policy is not None
    return {"RevisionId": policy.revision_id}


def get_resource_policy(
    state: DynamoDBState, request: GetResourcePolicyRequest, ctx: RequestContext
) -> GetResourcePolicyResponse:
    arn = request["ResourceArn"]
    policy = resource_policy.stored(lookup.policy_holder(state, ctx, arn), arn)
    if policy is None:
        raise resource_policy.not_found(arn)
    return {"Policy": policy.policy, "RevisionId": policy.revision_id}


def delete_resource_policy(
    state: DynamoDBState, request: DeleteResourcePolicyRequest, ctx: RequestContext
) -> DeleteResourcePolicyResponse:
    arn = request["ResourceArn"]
    table = lookup.policy_holder(state, ctx, arn)
    with state.store.transaction():
        current = resource_policy.stored(table, arn)
        if current is None:
            raise resource_policy.not_found(arn)
        resource_policy.check_expected(table, arn, request.get("ExpectedRevisionId"))
        state.tables.save_meta(table, resource_policy.with_policy(table.definition, None, arn))
        state.policy_count.changed()
        emit(state, ctx, "dynamodb.resource_policy.deleted", resource=arn, table=table.name)
    return {"RevisionId": resource_policy.revision()}


def tag_resource(
    state: DynamoDBState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    table = lookup.table_for_arn(state, ctx, request["ResourceArn"])
    meta = tags.tagged(table, request["ResourceArn"], cast("list[dict[str, str]]", request["Tags"]))
    with state.store.transaction():
        state.tables.save_meta(table, meta)
    return {}


def untag_resource(
    state: DynamoDBState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    table = lookup.table_for_arn(state, ctx, request["ResourceArn"])
    meta = tags.untagged(table, request["ResourceArn"], request["TagKeys"])
    with state.store.transaction():
        state.tables.save_meta(table, meta)
    return {}


def list_tags_of_resource(
    state: DynamoDBState, request: ListTagsOfResourceRequest, ctx: RequestContext
) -> ListTagsOfResourceResponse:
    table = lookup.table_for_arn(state, ctx, request["ResourceArn"])
    return cast("ListTagsOfResourceResponse", {"Tags": tags.current(table, request["ResourceArn"])})
