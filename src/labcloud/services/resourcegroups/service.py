"""AWS Resource Groups (botocore ``resource-groups``) in the service shape.

Groups with a resource query: TAG_FILTERS_1_0 answered through every service's tag source (``tag_sources.py``),
CLOUDFORMATION_STACK_1_0 through CloudFormation's stack resources (``members.py``); tags on groups; groups are a
tag source themselves. Group configurations (service-linked groups, GroupResources), lifecycle events and tag-sync
tasks are not here: a configuration is refused by name, and the tag-sync operations answer 501.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.resourcegroups.repo.schema import SCHEMA, TABLES
from labcloud.services.resourcegroups.state import ResourceGroupsState
from labcloud.services.resourcegroups.tag_source import tag_source
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.resourcegroups import group_ops, resource_ops, tag_ops
else:
    group_ops = lazy_module("labcloud.services.resourcegroups.group_ops")
    resource_ops = lazy_module("labcloud.services.resourcegroups.resource_ops")
    tag_ops = lazy_module("labcloud.services.resourcegroups.tag_ops")

OPERATIONS: dict[str, Operation[ResourceGroupsState]] = {
    "CreateGroup": group_ops.create_group,
    "GetGroup": group_ops.get_group,
    "UpdateGroup": group_ops.update_group,
    "DeleteGroup": group_ops.delete_group,
    "ListGroups": group_ops.list_groups,
    "GetGroupQuery": group_ops.get_group_query,
    "UpdateGroupQuery": group_ops.update_group_query,
    "GetGroupConfiguration": group_ops.get_group_configuration,
    "PutGroupConfiguration": group_ops.put_group_configuration,
    "GetAccountSettings": group_ops.get_account_settings,
    "UpdateAccountSettings": group_ops.update_account_settings,
    "ListGroupResources": resource_ops.list_group_resources,
    "SearchResources": resource_ops.search_resources,
    "GroupResources": resource_ops.group_resources,
    "UngroupResources": resource_ops.ungroup_resources,
    "Tag": tag_ops.tag,
    "Untag": tag_ops.untag,
    "GetTags": tag_ops.get_tags,
}


def contributions(state: ResourceGroupsState) -> Contributions:
    return Contributions(tag_sources=(tag_source(state),))


SERVICE: Service[ResourceGroupsState] = Service(
    name="resource-groups",
    state=ResourceGroupsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
