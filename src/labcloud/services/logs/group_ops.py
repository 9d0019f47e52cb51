"""Log group operations: create and delete (with deletion protection), DescribeLogGroups and
ListLogGroups, retention, tags (the log-group and the ARN forms), and the group's KMS key."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError

from . import describe_groups, kms_keys
from .errors import deletion_protected, invalid_parameter
from .list_groups import list_log_groups as list_groups
from .lookups import emit, group, group_by_arn, group_by_identifier, now_ms
from .names import group_arn
from .repo.groups import MAX_TAGS, Group
from .retention import check_days
from .state import LogsState

if TYPE_CHECKING:
    from .api import (
        AssociateKmsKeyRequest,
        AssociateKmsKeyResponse,
        CreateLogGroupRequest,
        CreateLogGroupResponse,
        DeleteLogGroupRequest,
        DeleteLogGroupResponse,
        DeleteRetentionPolicyRequest,
        DeleteRetentionPolicyResponse,
        DescribeLogGroupsRequest,
        DescribeLogGroupsResponse,
        DisassociateKmsKeyRequest,
        DisassociateKmsKeyResponse,
        ListLogGroupsRequest,
        ListLogGroupsResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        ListTagsLogGroupRequest,
        ListTagsLogGroupResponse,
        PutLogGroupDeletionProtectionRequest,
        PutLogGroupDeletionProtectionResponse,
        PutRetentionPolicyRequest,
        PutRetentionPolicyResponse,
        TagLogGroupRequest,
        TagLogGroupResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagLogGroupRequest,
        UntagLogGroupResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


async def create_log_group(
    state: LogsState, request: CreateLogGroupRequest, ctx: RequestContext
) -> CreateLogGroupResponse:
    name = request["logGroupName"]
    key_id = request.get("kmsKeyId")
    if key_id is not None:
        arn = group_arn(ctx.region, ctx.account_id, name)
        await kms_keys.admit(state.key_ring(), ctx.account_id, ctx.region, key_id, arn)
    with state.store.transaction():
        state.groups.create(
            ctx.account_id,
            ctx.region,
            name,
            now_ms(),
            kms_key_id=key_id,
            log_group_class=request.get("logGroupClass") or "STANDARD",
            deletion_protection=bool(request.get("deletionProtectionEnabled")),
            tags=request.get("tags") or {},
        )
        emit(
            state,
            ctx,
            "logs.group.created",
            group_arn(ctx.region, ctx.account_id, name),
            log_group=name,
            log_stream=None,
        )
    return {}


def delete_log_group(
    state: LogsState, request: DeleteLogGroupRequest, ctx: RequestContext
) -> DeleteLogGroupResponse:
    name = request["logGroupName"]
    with state.store.transaction():
        found = group(state, ctx, name)
        if found.deletion_protection:
            raise deletion_protected()
        state.groups.delete(found.id)
        emit(
            state,
            ctx,
            "logs.group.deleted",
            group_arn(ctx.region, ctx.account_id, name),
            log_group=name,
            log_stream=None,
        )
    return {}


def put_log_group_deletion_protection(
    state: LogsState, request: PutLogGroupDeletionProtectionRequest, ctx: RequestContext
) -> PutLogGroupDeletionProtectionResponse:
    with state.store.transaction():
        found = group_by_identifier(state, ctx, request["logGroupIdentifier"])
        state.groups.set_deletion_protection(found.id, bool(request["deletionProtectionEnabled"]))
    return {}


def describe_log_groups(
    state: LogsState, request: DescribeLogGroupsRequest, ctx: RequestContext
) -> DescribeLogGroupsResponse:
    answer = describe_groups.describe_log_groups(state.groups, ctx.account_id, ctx.region, request)
    return cast("DescribeLogGroupsResponse", answer)


def list_log_groups(
    state: LogsState, request: ListLogGroupsRequest, ctx: RequestContext
) -> ListLogGroupsResponse:
    return cast("ListLogGroupsResponse", list_groups(state.groups, ctx.account_id, ctx.region, request))


def put_retention_policy(
    state: LogsState, request: PutRetentionPolicyRequest, ctx: RequestContext
) -> PutRetentionPolicyResponse:
    days = check_days(request["retentionInDays"])
    with state.store.transaction():
        found = group(state, ctx, request["logGroupName"])
        state.groups.set_retention(found.id, days)
        from .repo.retention import sweep  # with the events' store: not needed by the group reads

        sweep(state.store, now_ms(), found.id)
    return {}


def delete_retention_policy(
    state: LogsState, request: DeleteRetentionPolicyRequest, ctx: RequestContext
) -> DeleteRetentionPolicyResponse:
    with state.store.transaction():
        state.groups.set_retention(group(state, ctx, request["logGroupName"]).id, None)
    return {}


# ---------------------------------------------------------------------- tags


def tag_log_group(state: LogsState, request: TagLogGroupRequest, ctx: RequestContext) -> TagLogGroupResponse:
    with state.store.transaction():
        state.groups.set_tags(group(state, ctx, request["logGroupName"]).id, request["tags"])
    return {}


def untag_log_group(
    state: LogsState, request: UntagLogGroupRequest, ctx: RequestContext
) -> UntagLogGroupResponse:
    with state.store.transaction():
        state.groups.remove_tags(group(state, ctx, request["logGroupName"]).id, request["tags"])
    return {}


def list_tags_log_group(
    state: LogsState, request: ListTagsLogGroupRequest, ctx: RequestContext
) -> ListTagsLogGroupResponse:
    return {"tags": state.groups.tags(group(state, ctx, request["logGroupName"]).id)}


def tag_resource(state: LogsState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        group_id = group_by_arn(state, ctx, request["resourceArn"]).id
        if len({**state.groups.tags(group_id), **request["tags"]}) > MAX_TAGS:
            # TagResource (unlike TagLogGroup) declares its own error for the tag quota.
            raise AwsError(
                "TooManyTagsException",
                f"A resource can have no more than {MAX_TAGS} tags.",
                status=400,
                resourceName=request["resourceArn"],
            )
        state.groups.set_tags(group_id, request["tags"])
    return {}


def untag_resource(
    state: LogsState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        state.groups.remove_tags(group_by_arn(state, ctx, request["resourceArn"]).id, request["tagKeys"])
    return {}


def list_tags_for_resource(
    state: LogsState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    return {"tags": state.groups.tags(group_by_arn(state, ctx, request["resourceArn"]).id)}


# ---------------------------------------------------------------------- the group's KMS key


def _kms_target(
    state: LogsState, request: AssociateKmsKeyRequest | DisassociateKmsKeyRequest, ctx: RequestContext
) -> Group:
    name, resource = request.get("logGroupName"), request.get("resourceIdentifier")
    if (name is None) == (resource is None):
        raise invalid_parameter("Exactly one of logGroupName or resourceIdentifier must be specified.")
    if resource is not None and ":log-group:" not in resource:
        raise invalid_parameter("labcloud does not emulate KMS encryption of Logs Insights query results")
    if resource is not None:
        return group_by_arn(state, ctx, resource.removesuffix(":*"))
    return group(state, ctx, str(name))


async def associate_kms_key(
    state: LogsState, request: AssociateKmsKeyRequest, ctx: RequestContext
) -> AssociateKmsKeyResponse:
    found = _kms_target(state, request, ctx)
    arn = group_arn(ctx.region, ctx.account_id, found.name)
    await kms_keys.admit(state.key_ring(), ctx.account_id, ctx.region, request["kmsKeyId"], arn)
    with state.store.transaction():
        found = _kms_target(state, request, ctx)
        state.groups.set_kms_key(found.id, request["kmsKeyId"])
    return {}


def disassociate_kms_key(
    state: LogsState, request: DisassociateKmsKeyRequest, ctx: RequestContext
) -> DisassociateKmsKeyResponse:
    with state.store.transaction():
        state.groups.set_kms_key(_kms_target(state, request, ctx).id, None)
    return {}
