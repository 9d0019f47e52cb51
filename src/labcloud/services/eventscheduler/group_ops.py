"""Schedule group operations (create, get, list, delete: a group's schedules go with it) and group tags."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.eventscheduler.errors import conflict, not_found, validation
from labcloud.services.eventscheduler.paging import page
from labcloud.services.eventscheduler.publish import emit
from labcloud.services.eventscheduler.repo import groups, schedules
from labcloud.services.eventscheduler.state import SchedulerState

if TYPE_CHECKING:
    from labcloud.services.eventscheduler.api import (
        CreateScheduleGroupRequest,
        CreateScheduleGroupResponse,
        DeleteScheduleGroupRequest,
        DeleteScheduleGroupResponse,
        GetScheduleGroupRequest,
        GetScheduleGroupResponse,
        ListScheduleGroupsRequest,
        ListScheduleGroupsResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def group_arn(group: groups.Group) -> str:
    return f"arn:aws:scheduler:{group.region}:{group.account_id}:schedule-group/{group.name}"


def existing_group(state: SchedulerState, ctx: RequestContext, name: str | None) -> groups.Group:
    found = groups.find(state.store, ctx.account_id, ctx.region, name or groups.DEFAULT)
    if found is None:
        raise not_found(f"Schedule group {name} does not exist.")
    return found


def _summary(group: groups.Group) -> dict[str, Any]:
    summary: dict[str, Any] = {"Arn": group_arn(group), "Name": group.name, "State": "ACTIVE"}
    if group.created:
        summary["CreationDate"] = group.created
        summary["LastModificationDate"] = group.modified
    return summary


def create_schedule_group(
    state: SchedulerState, request: CreateScheduleGroupRequest, ctx: RequestContext
) -> CreateScheduleGroupResponse:
    name = request["Name"]
    tags = {tag["Key"]: tag["Value"] for tag in request.get("Tags") or []}
    with state.store.transaction():
        if groups.find(state.store, ctx.account_id, ctx.region, name) is not None:
            raise conflict(f"Schedule group {name} already exists.")
        groups.add(state.store, ctx.account_id, ctx.region, name, tags, clock.now())
        arn = f"arn:aws:scheduler:{ctx.region}:{ctx.account_id}:schedule-group/{name}"
        emit(state, "scheduler.group.created", ctx.account_id, ctx.region, arn)
    return {"ScheduleGroupArn": arn}


def get_schedule_group(
    state: SchedulerState, request: GetScheduleGroupRequest, ctx: RequestContext
) -> GetScheduleGroupResponse:
    return _summary(existing_group(state, ctx, request["Name"]))  # type: ignore[return-value]


def list_schedule_groups(
    state: SchedulerState, request: ListScheduleGroupsRequest, ctx: RequestContext
) -> ListScheduleGroupsResponse:
    found = groups.listed(state.store, ctx.account_id, ctx.region, request.get("NamePrefix") or "")
    items, token = page(found, request.get("NextToken"), request.get("MaxResults"))
    answer: dict[str, Any] = {"ScheduleGroups": [_summary(group) for group in items]}
    if token:
        answer["NextToken"] = token
    return answer  # type: ignore[return-value]


def delete_schedule_group(
    state: SchedulerState, request: DeleteScheduleGroupRequest, ctx: RequestContext
) -> DeleteScheduleGroupResponse:
    name = request["Name"]
    if name == groups.DEFAULT:
        raise validation("Cannot delete the default schedule group.")
    with state.store.transaction():
        group = existing_group(state, ctx, name)
        schedules.remove_group(state.store, ctx.account_id, ctx.region, name)
        groups.remove(state.store, ctx.account_id, ctx.region, name)
        emit(state, "scheduler.group.deleted", ctx.account_id, ctx.region, group_arn(group))
    return {}


def _group_of_arn(state: SchedulerState, ctx: RequestContext, arn: str) -> groups.Group:
    prefix = f"arn:aws:scheduler:{ctx.region}:{ctx.account_id}:schedule-group/"
    if not arn.startswith(prefix):
        raise validation(f"Invalid ARN: {arn}")
    found = groups.find(state.store, ctx.account_id, ctx.region, arn[len(prefix) :])
    if found is None or not found.created:
        raise not_found(f"Schedule group {arn[len(prefix) :]} does not exist.")
    return found


def list_tags_for_resource(
    state: SchedulerState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    group = _group_of_arn(state, ctx, request["ResourceArn"])
    return {"Tags": [{"Key": key, "Value": value} for key, value in sorted(group.tags.items())]}


def tag_resource(
    state: SchedulerState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    with state.store.transaction():
        group = _group_of_arn(state, ctx, request["ResourceArn"])
        tags = {**group.tags, **{tag["Key"]: tag["Value"] for tag in request["Tags"]}}
        _retag(state, group, tags)
    return {}


def untag_resource(
    state: SchedulerState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        group = _group_of_arn(state, ctx, request["ResourceArn"])
        tags = {key: value for key, value in group.tags.items() if key not in set(request["TagKeys"])}
        _retag(state, group, tags)
    return {}


def _retag(state: SchedulerState, group: groups.Group, tags: dict[str, str]) -> None:
    groups.remove(state.store, group.account_id, group.region, group.name)
    groups.add(state.store, group.account_id, group.region, group.name, tags, group.created)
