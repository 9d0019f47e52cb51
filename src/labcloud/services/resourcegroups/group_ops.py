"""CreateGroup, GetGroup, UpdateGroup, DeleteGroup, ListGroups, GetGroupQuery, UpdateGroupQuery; group
configurations (service-linked groups) are refused loudly, an empty one is accepted; account settings
(group lifecycle events stay INACTIVE: labcloud publishes none)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.resourcegroups import checks, paging
from labcloud.services.resourcegroups.errors import bad_request, not_found, not_supported
from labcloud.services.resourcegroups.events import publish
from labcloud.services.resourcegroups.lookup import find, group_arn, shape
from labcloud.services.resourcegroups.queries import parsed
from labcloud.services.resourcegroups.repo.groups import Group
from labcloud.services.resourcegroups.state import ResourceGroupsState

if TYPE_CHECKING:
    from labcloud.services.resourcegroups.api import (
        CreateGroupRequest,
        CreateGroupResponse,
        DeleteGroupRequest,
        DeleteGroupResponse,
        GetAccountSettingsRequest,
        GetAccountSettingsResponse,
        GetGroupConfigurationRequest,
        GetGroupConfigurationResponse,
        GetGroupQueryRequest,
        GetGroupQueryResponse,
        GetGroupRequest,
        GetGroupResponse,
        GroupConfigurationItem,
        GroupIdentifier,
        GroupQuery,
        ListGroupsRequest,
        ListGroupsResponse,
        PutGroupConfigurationRequest,
        PutGroupConfigurationResponse,
        ResourceQuery,
        UpdateAccountSettingsRequest,
        UpdateAccountSettingsResponse,
        UpdateGroupQueryRequest,
        UpdateGroupQueryResponse,
        UpdateGroupRequest,
        UpdateGroupResponse,
    )

MAX_LIST = 50
_FILTERS = ("resource-type", "configuration-type", "owner", "display-name", "criticality")


def _no_configuration(given: list[GroupConfigurationItem] | None) -> None:
    if given:
        raise not_supported("A group configuration (service-linked groups, GroupResources)")


def _query_of(group: Group) -> ResourceQuery:
    assert group.query_type is not None and group.query is not None
    return {"Type": group.query_type, "Query": group.query}


def create_group(
    state: ResourceGroupsState, request: CreateGroupRequest, ctx: RequestContext
) -> CreateGroupResponse:
    name = checks.name(request["Name"])
    _no_configuration(request.get("Configuration"))
    query = request.get("ResourceQuery")
    if query is None:
        raise bad_request("A group needs a ResourceQuery (labcloud holds no group configurations).")
    parsed(query)
    tags = checks.tags({}, dict(request.get("Tags") or {}))
    if state.groups.get(ctx.account_id, ctx.region, name) is not None:
        raise bad_request(
            f"Cannot create group with name {name} because a group with the same name already exists."
        )
    if state.groups.count(ctx.account_id, ctx.region) >= state.max_groups:
        raise bad_request(f"An account can hold at most {state.max_groups} groups in a region.")
    group = Group(
        ctx.account_id,
        ctx.region,
        name,
        group_arn(ctx, name),
        checks.description(request.get("Description")),
        query["Type"],
        query["Query"],
        checks.criticality(request.get("Criticality")),
        request.get("Owner"),
        request.get("DisplayName"),
        tags,
        clock.now(),
    )
    with state.store.transaction():
        state.groups.insert(group)
        publish(state, "resourcegroups.group.created", group, query_type=group.query_type)
    answer: CreateGroupResponse = {"Group": shape(group), "ResourceQuery": _query_of(group)}
    if tags:
        answer["Tags"] = tags
    return answer


def get_group(state: ResourceGroupsState, request: GetGroupRequest, ctx: RequestContext) -> GetGroupResponse:
    return {"Group": shape(find(state, ctx, request))}


def update_group(
    state: ResourceGroupsState, request: UpdateGroupRequest, ctx: RequestContext
) -> UpdateGroupResponse:
    group = find(state, ctx, request)
    changes: dict[str, object] = {}
    if "Description" in request:
        changes["description"] = checks.description(request["Description"])
    if "Criticality" in request:
        changes["criticality"] = checks.criticality(request["Criticality"])
    if "Owner" in request:
        changes["owner"] = request["Owner"]
    if "DisplayName" in request:
        changes["display_name"] = request["DisplayName"]
    if changes:
        with state.store.transaction():
            group = state.groups.update(group, **changes)
            publish(state, "resourcegroups.group.updated", group, changed=sorted(changes))
    return {"Group": shape(group)}


def delete_group(
    state: ResourceGroupsState, request: DeleteGroupRequest, ctx: RequestContext
) -> DeleteGroupResponse:
    group = find(state, ctx, request)
    with state.store.transaction():
        state.groups.remove(group)
        publish(state, "resourcegroups.group.deleted", group)
    return {"Group": shape(group)}


def _kept(group: Group, filters: list[tuple[str, list[str]]]) -> bool:
    for name, values in filters:
        if name in ("resource-type", "configuration-type"):
            return False  # only configured (service-linked) groups match these; labcloud holds none
        held = {"owner": group.owner, "display-name": group.display_name, "criticality": group.criticality}[
            name
        ]
        if held is None or str(held) not in values:
            return False
    return True


def list_groups(
    state: ResourceGroupsState, request: ListGroupsRequest, ctx: RequestContext
) -> ListGroupsResponse:
    limit = request.get("MaxResults", MAX_LIST)
    if not 1 <= limit <= MAX_LIST:
        raise bad_request(f"MaxResults must be between 1 and {MAX_LIST}.")
    filters: list[tuple[str, list[str]]] = []
    for one in request.get("Filters") or []:
        if one["Name"] not in _FILTERS:
            raise bad_request(f"Filter name {one['Name']} is not valid: use one of {', '.join(_FILTERS)}.")
        filters.append((one["Name"], list(one["Values"])))
    groups = [g for g in state.groups.all_in(ctx.account_id, ctx.region) if _kept(g, filters)]
    chunk, token = paging.page(groups, request.get("NextToken"), limit)
    answer: ListGroupsResponse = {
        "GroupIdentifiers": [_identifier(g) for g in chunk],
        "Groups": [shape(g) for g in chunk],
    }
    if token:
        answer["NextToken"] = token
    return answer


def _identifier(group: Group) -> GroupIdentifier:
    full = shape(group)
    out: GroupIdentifier = {"GroupName": group.name, "GroupArn": group.arn}
    for member in ("Description", "Criticality", "Owner", "DisplayName"):
        if member in full:
            out[member] = full[member]
    return out


def get_group_query(
    state: ResourceGroupsState, request: GetGroupQueryRequest, ctx: RequestContext
) -> GetGroupQueryResponse:
    group = find(state, ctx, request)
    if group.query_type is None:
        raise not_found(f"Group {group.name} has no resource query.")
    query: GroupQuery = {"GroupName": group.name, "ResourceQuery": _query_of(group)}
    return {"GroupQuery": query}


def update_group_query(
    state: ResourceGroupsState, request: UpdateGroupQueryRequest, ctx: RequestContext
) -> UpdateGroupQueryResponse:
    group = find(state, ctx, request)
    query = request["ResourceQuery"]
    parsed(query)
    with state.store.transaction():
        group = state.groups.update(group, query_type=query["Type"], query=query["Query"])
        publish(state, "resourcegroups.group.query-updated", group, query_type=query["Type"])
    return {"GroupQuery": {"GroupName": group.name, "ResourceQuery": _query_of(group)}}


def get_group_configuration(
    state: ResourceGroupsState, request: GetGroupConfigurationRequest, ctx: RequestContext
) -> GetGroupConfigurationResponse:
    find(state, ctx, request)
    return {"GroupConfiguration": {}}


def put_group_configuration(
    state: ResourceGroupsState, request: PutGroupConfigurationRequest, ctx: RequestContext
) -> PutGroupConfigurationResponse:
    find(state, ctx, request)
    _no_configuration(request.get("Configuration"))
    return {}


_SETTINGS = {"GroupLifecycleEventsDesiredStatus": "INACTIVE", "GroupLifecycleEventsStatus": "INACTIVE"}


def get_account_settings(
    state: ResourceGroupsState, request: GetAccountSettingsRequest, ctx: RequestContext
) -> GetAccountSettingsResponse:
    return {"AccountSettings": dict(_SETTINGS)}  # type: ignore[typeddict-item]


def update_account_settings(
    state: ResourceGroupsState, request: UpdateAccountSettingsRequest, ctx: RequestContext
) -> UpdateAccountSettingsResponse:
    desired = request.get("GroupLifecycleEventsDesiredStatus")
    if desired not in (None, "INACTIVE"):
        raise not_supported("Group lifecycle events (GroupLifecycleEventsDesiredStatus ACTIVE)")
    return {"AccountSettings": dict(_SETTINGS)}  # type: ignore[typeddict-item]
