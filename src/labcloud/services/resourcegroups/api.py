"""Typed requests and responses of resource-groups's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types resource-groups`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AccountSettings(TypedDict, total=False):
    GroupLifecycleEventsDesiredStatus: str
    GroupLifecycleEventsStatus: str
    GroupLifecycleEventsStatusMessage: str


class CancelTagSyncTaskRequest(TypedDict):
    TaskArn: str


class _CreateGroupRequestRequired(TypedDict):
    Name: str


class CreateGroupRequest(_CreateGroupRequestRequired, total=False):
    Description: str
    ResourceQuery: ResourceQuery
    Tags: dict[str, str]
    Configuration: list[GroupConfigurationItem]
    Criticality: int
    Owner: str
    DisplayName: str


class CreateGroupResponse(TypedDict, total=False):
    Group: Group
    ResourceQuery: ResourceQuery
    Tags: dict[str, str]
    GroupConfiguration: GroupConfiguration


class DeleteGroupRequest(TypedDict, total=False):
    GroupName: str
    Group: str


class DeleteGroupResponse(TypedDict, total=False):
    Group: Group


class FailedResource(TypedDict, total=False):
    ResourceArn: str
    ErrorMessage: str
    ErrorCode: str


class GetAccountSettingsResponse(TypedDict, total=False):
    AccountSettings: AccountSettings


class GetGroupConfigurationRequest(TypedDict, total=False):
    Group: str


class GetGroupConfigurationResponse(TypedDict, total=False):
    GroupConfiguration: GroupConfiguration


class GetGroupQueryRequest(TypedDict, total=False):
    GroupName: str
    Group: str


class GetGroupQueryResponse(TypedDict, total=False):
    GroupQuery: GroupQuery


class GetGroupRequest(TypedDict, total=False):
    GroupName: str
    Group: str


class GetGroupResponse(TypedDict, total=False):
    Group: Group


class GetTagSyncTaskRequest(TypedDict):
    TaskArn: str


class GetTagSyncTaskResponse(TypedDict, total=False):
    GroupArn: str
    GroupName: str
    TaskArn: str
    TagKey: str
    TagValue: str
    ResourceQuery: ResourceQuery
    RoleArn: str
    Status: str
    ErrorMessage: str
    CreatedAt: datetime


class GetTagsRequest(TypedDict):
    Arn: str


class GetTagsResponse(TypedDict, total=False):
    Arn: str
    Tags: dict[str, str]


class _GroupRequired(TypedDict):
    GroupArn: str
    Name: str


class Group(_GroupRequired, total=False):
    Description: str
    Criticality: int
    Owner: str
    DisplayName: str
    ApplicationTag: dict[str, str]


class GroupConfiguration(TypedDict, total=False):
    Configuration: list[GroupConfigurationItem]
    ProposedConfiguration: list[GroupConfigurationItem]
    Status: str
    FailureReason: str


class _GroupConfigurationItemRequired(TypedDict):
    Type: str


class GroupConfigurationItem(_GroupConfigurationItemRequired, total=False):
    Parameters: list[GroupConfigurationParameter]


class _GroupConfigurationParameterRequired(TypedDict):
    Name: str


class GroupConfigurationParameter(_GroupConfigurationParameterRequired, total=False):
    Values: list[str]


class GroupFilter(TypedDict):
    Name: str
    Values: list[str]


class GroupIdentifier(TypedDict, total=False):
    GroupName: str
    GroupArn: str
    Description: str
    Criticality: int
    Owner: str
    DisplayName: str


class GroupQuery(TypedDict):
    GroupName: str
    ResourceQuery: ResourceQuery


class GroupResourcesRequest(TypedDict):
    Group: str
    ResourceArns: list[str]


class GroupResourcesResponse(TypedDict, total=False):
    Succeeded: list[str]
    Failed: list[FailedResource]
    Pending: list[PendingResource]


class GroupingStatusesItem(TypedDict, total=False):
    ResourceArn: str
    Action: str
    Status: str
    ErrorMessage: str
    ErrorCode: str
    UpdatedAt: datetime


class ListGroupResourcesItem(TypedDict, total=False):
    Identifier: ResourceIdentifier
    Status: ResourceStatus


class ListGroupResourcesRequest(TypedDict, total=False):
    GroupName: str
    Group: str
    Filters: list[ResourceFilter]
    MaxResults: int
    NextToken: str


class ListGroupResourcesResponse(TypedDict, total=False):
    Resources: list[ListGroupResourcesItem]
    ResourceIdentifiers: list[ResourceIdentifier]
    NextToken: str
    QueryErrors: list[QueryError]


class ListGroupingStatusesFilter(TypedDict):
    Name: str
    Values: list[str]


class _ListGroupingStatusesRequestRequired(TypedDict):
    Group: str


class ListGroupingStatusesRequest(_ListGroupingStatusesRequestRequired, total=False):
    MaxResults: int
    Filters: list[ListGroupingStatusesFilter]
    NextToken: str


class ListGroupingStatusesResponse(TypedDict, total=False):
    Group: str
    GroupingStatuses: list[GroupingStatusesItem]
    NextToken: str


class ListGroupsRequest(TypedDict, total=False):
    Filters: list[GroupFilter]
    MaxResults: int
    NextToken: str


class ListGroupsResponse(TypedDict, total=False):
    GroupIdentifiers: list[GroupIdentifier]
    Groups: list[Group]
    NextToken: str


class ListTagSyncTasksFilter(TypedDict, total=False):
    GroupArn: str
    GroupName: str


class ListTagSyncTasksRequest(TypedDict, total=False):
    Filters: list[ListTagSyncTasksFilter]
    MaxResults: int
    NextToken: str


class ListTagSyncTasksResponse(TypedDict, total=False):
    TagSyncTasks: list[TagSyncTaskItem]
    NextToken: str


class PendingResource(TypedDict, total=False):
    ResourceArn: str


class PutGroupConfigurationRequest(TypedDict, total=False):
    Group: str
    Configuration: list[GroupConfigurationItem]


class PutGroupConfigurationResponse(TypedDict, total=False):
    pass


class QueryError(TypedDict, total=False):
    ErrorCode: str
    Message: str


class ResourceFilter(TypedDict):
    Name: str
    Values: list[str]


class ResourceIdentifier(TypedDict, total=False):
    ResourceArn: str
    ResourceType: str


class ResourceQuery(TypedDict):
    Type: str
    Query: str


class ResourceStatus(TypedDict, total=False):
    Name: str


class _SearchResourcesRequestRequired(TypedDict):
    ResourceQuery: ResourceQuery


class SearchResourcesRequest(_SearchResourcesRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class SearchResourcesResponse(TypedDict, total=False):
    ResourceIdentifiers: list[ResourceIdentifier]
    NextToken: str
    QueryErrors: list[QueryError]


class _StartTagSyncTaskRequestRequired(TypedDict):
    Group: str
    RoleArn: str


class StartTagSyncTaskRequest(_StartTagSyncTaskRequestRequired, total=False):
    TagKey: str
    TagValue: str
    ResourceQuery: ResourceQuery


class StartTagSyncTaskResponse(TypedDict, total=False):
    GroupArn: str
    GroupName: str
    TaskArn: str
    TagKey: str
    TagValue: str
    ResourceQuery: ResourceQuery
    RoleArn: str


class TagRequest(TypedDict):
    Arn: str
    Tags: dict[str, str]


class TagResponse(TypedDict, total=False):
    Arn: str
    Tags: dict[str, str]


class TagSyncTaskItem(TypedDict, total=False):
    GroupArn: str
    GroupName: str
    TaskArn: str
    TagKey: str
    TagValue: str
    ResourceQuery: ResourceQuery
    RoleArn: str
    Status: str
    ErrorMessage: str
    CreatedAt: datetime


class UngroupResourcesRequest(TypedDict):
    Group: str
    ResourceArns: list[str]


class UngroupResourcesResponse(TypedDict, total=False):
    Succeeded: list[str]
    Failed: list[FailedResource]
    Pending: list[PendingResource]


class UntagRequest(TypedDict):
    Arn: str
    Keys: list[str]


class UntagResponse(TypedDict, total=False):
    Arn: str
    Keys: list[str]


class UpdateAccountSettingsRequest(TypedDict, total=False):
    GroupLifecycleEventsDesiredStatus: str


class UpdateAccountSettingsResponse(TypedDict, total=False):
    AccountSettings: AccountSettings


class _UpdateGroupQueryRequestRequired(TypedDict):
    ResourceQuery: ResourceQuery


class UpdateGroupQueryRequest(_UpdateGroupQueryRequestRequired, total=False):
    GroupName: str
    Group: str


class UpdateGroupQueryResponse(TypedDict, total=False):
    GroupQuery: GroupQuery


class UpdateGroupRequest(TypedDict, total=False):
    GroupName: str
    Group: str
    Description: str
    Criticality: int
    Owner: str
    DisplayName: str


class UpdateGroupResponse(TypedDict, total=False):
    Group: Group


class CancelTagSyncTaskResponse(TypedDict, total=False):
    pass


class GetAccountSettingsRequest(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CancelTagSyncTask",
    "CreateGroup",
    "DeleteGroup",
    "GetAccountSettings",
    "GetGroup",
    "GetGroupConfiguration",
    "GetGroupQuery",
    "GetTagSyncTask",
    "GetTags",
    "GroupResources",
    "ListGroupResources",
    "ListGroupingStatuses",
    "ListGroups",
    "ListTagSyncTasks",
    "PutGroupConfiguration",
    "SearchResources",
    "StartTagSyncTask",
    "Tag",
    "UngroupResources",
    "Untag",
    "UpdateAccountSettings",
    "UpdateGroup",
    "UpdateGroupQuery",
)
