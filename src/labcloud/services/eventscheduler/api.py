"""Typed requests and responses of scheduler's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types scheduler`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class _AwsVpcConfigurationRequired(TypedDict):
    Subnets: list[str]


class AwsVpcConfiguration(_AwsVpcConfigurationRequired, total=False):
    SecurityGroups: list[str]
    AssignPublicIp: str


class _CapacityProviderStrategyItemRequired(TypedDict):
    capacityProvider: str


class CapacityProviderStrategyItem(_CapacityProviderStrategyItemRequired, total=False):
    weight: int
    base: int


class _CreateScheduleGroupRequestRequired(TypedDict):
    Name: str


class CreateScheduleGroupRequest(_CreateScheduleGroupRequestRequired, total=False):
    Tags: list[Tag]
    ClientToken: str


class CreateScheduleGroupResponse(TypedDict):
    ScheduleGroupArn: str


class _CreateScheduleRequestRequired(TypedDict):
    Name: str
    ScheduleExpression: str
    Target: Target
    FlexibleTimeWindow: FlexibleTimeWindow


class CreateScheduleRequest(_CreateScheduleRequestRequired, total=False):
    GroupName: str
    StartDate: datetime
    EndDate: datetime
    Description: str
    ScheduleExpressionTimezone: str
    State: str
    KmsKeyArn: str
    ClientToken: str
    ActionAfterCompletion: str


class CreateScheduleResponse(TypedDict):
    ScheduleArn: str


class DeadLetterConfig(TypedDict, total=False):
    Arn: str


class _DeleteScheduleGroupRequestRequired(TypedDict):
    Name: str


class DeleteScheduleGroupRequest(_DeleteScheduleGroupRequestRequired, total=False):
    ClientToken: str


class DeleteScheduleGroupResponse(TypedDict, total=False):
    pass


class _DeleteScheduleRequestRequired(TypedDict):
    Name: str


class DeleteScheduleRequest(_DeleteScheduleRequestRequired, total=False):
    GroupName: str
    ClientToken: str


class DeleteScheduleResponse(TypedDict, total=False):
    pass


class _EcsParametersRequired(TypedDict):
    TaskDefinitionArn: str


class EcsParameters(_EcsParametersRequired, total=False):
    TaskCount: int
    LaunchType: str
    NetworkConfiguration: NetworkConfiguration
    PlatformVersion: str
    Group: str
    CapacityProviderStrategy: list[CapacityProviderStrategyItem]
    EnableECSManagedTags: bool
    EnableExecuteCommand: bool
    PlacementConstraints: list[PlacementConstraint]
    PlacementStrategy: list[PlacementStrategy]
    PropagateTags: str
    ReferenceId: str
    Tags: list[dict[str, str]]


class EventBridgeParameters(TypedDict):
    DetailType: str
    Source: str


class EventBridgePutEventsV2Parameters(TypedDict):
    DetailType: str
    Source: str


class EventBridgePutRawEventsParameters(TypedDict, total=False):
    Metadata: dict[str, str]


class _FlexibleTimeWindowRequired(TypedDict):
    Mode: str


class FlexibleTimeWindow(_FlexibleTimeWindowRequired, total=False):
    MaximumWindowInMinutes: int


class GetScheduleGroupRequest(TypedDict):
    Name: str


class GetScheduleGroupResponse(TypedDict, total=False):
    Arn: str
    Name: str
    State: str
    CreationDate: datetime
    LastModificationDate: datetime


class _GetScheduleRequestRequired(TypedDict):
    Name: str


class GetScheduleRequest(_GetScheduleRequestRequired, total=False):
    GroupName: str


class GetScheduleResponse(TypedDict, total=False):
    Arn: str
    GroupName: str
    Name: str
    ScheduleExpression: str
    StartDate: datetime
    EndDate: datetime
    Description: str
    ScheduleExpressionTimezone: str
    State: str
    CreationDate: datetime
    LastModificationDate: datetime
    KmsKeyArn: str
    Target: Target
    FlexibleTimeWindow: FlexibleTimeWindow
    ActionAfterCompletion: str


class KinesisParameters(TypedDict):
    PartitionKey: str


class ListScheduleGroupsRequest(TypedDict, total=False):
    NamePrefix: str
    NextToken: str
    MaxResults: int


class _ListScheduleGroupsResponseRequired(TypedDict):
    ScheduleGroups: list[ScheduleGroupSummary]


class ListScheduleGroupsResponse(_ListScheduleGroupsResponseRequired, total=False):
    NextToken: str


class ListSchedulesRequest(TypedDict, total=False):
    GroupName: str
    NamePrefix: str
    State: str
    NextToken: str
    MaxResults: int


class _ListSchedulesResponseRequired(TypedDict):
    Schedules: list[ScheduleSummary]


class ListSchedulesResponse(_ListSchedulesResponseRequired, total=False):
    NextToken: str


class ListTagsForResourceRequest(TypedDict):
    ResourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: list[Tag]


class NetworkConfiguration(TypedDict, total=False):
    awsvpcConfiguration: AwsVpcConfiguration


class PlacementConstraint(TypedDict, total=False):
    type: str
    expression: str


class PlacementStrategy(TypedDict, total=False):
    type: str
    field: str


class RetryPolicy(TypedDict, total=False):
    MaximumEventAgeInSeconds: int
    MaximumRetryAttempts: int


class SageMakerPipelineParameter(TypedDict):
    Name: str
    Value: str


class SageMakerPipelineParameters(TypedDict, total=False):
    PipelineParameterList: list[SageMakerPipelineParameter]


class ScheduleGroupSummary(TypedDict, total=False):
    Arn: str
    Name: str
    State: str
    CreationDate: datetime
    LastModificationDate: datetime


class ScheduleSummary(TypedDict, total=False):
    Arn: str
    Name: str
    GroupName: str
    State: str
    CreationDate: datetime
    LastModificationDate: datetime
    Target: TargetSummary


class SqsParameters(TypedDict, total=False):
    MessageGroupId: str


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    ResourceArn: str
    Tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class _TargetRequired(TypedDict):
    Arn: str
    RoleArn: str


class Target(_TargetRequired, total=False):
    DeadLetterConfig: DeadLetterConfig
    RetryPolicy: RetryPolicy
    Input: str
    EcsParameters: EcsParameters
    EventBridgeParameters: EventBridgeParameters
    EventBridgePutEventsV2Parameters: EventBridgePutEventsV2Parameters
    EventBridgePutRawEventsParameters: EventBridgePutRawEventsParameters
    KinesisParameters: KinesisParameters
    SageMakerPipelineParameters: SageMakerPipelineParameters
    SqsParameters: SqsParameters


class TargetSummary(TypedDict):
    Arn: str


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateScheduleRequestRequired(TypedDict):
    Name: str
    ScheduleExpression: str
    Target: Target
    FlexibleTimeWindow: FlexibleTimeWindow


class UpdateScheduleRequest(_UpdateScheduleRequestRequired, total=False):
    GroupName: str
    StartDate: datetime
    EndDate: datetime
    Description: str
    ScheduleExpressionTimezone: str
    State: str
    KmsKeyArn: str
    ClientToken: str
    ActionAfterCompletion: str


class UpdateScheduleResponse(TypedDict):
    ScheduleArn: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateSchedule",
    "CreateScheduleGroup",
    "DeleteSchedule",
    "DeleteScheduleGroup",
    "GetSchedule",
    "GetScheduleGroup",
    "ListScheduleGroups",
    "ListSchedules",
    "ListTagsForResource",
    "TagResource",
    "UntagResource",
    "UpdateSchedule",
)
