"""Typed requests and responses of application-autoscaling's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types application-autoscaling`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class Alarm(TypedDict):
    AlarmName: str
    AlarmARN: str


class CapacityForecast(TypedDict):
    Timestamps: list[datetime]
    Values: list[float]


class CustomizedMetricSpecification(TypedDict, total=False):
    MetricName: str
    Namespace: str
    Dimensions: list[MetricDimension]
    Statistic: str
    Unit: str
    Metrics: list[TargetTrackingMetricDataQuery]


class DeleteScalingPolicyRequest(TypedDict):
    PolicyName: str
    ServiceNamespace: str
    ResourceId: str
    ScalableDimension: str


class DeleteScalingPolicyResponse(TypedDict, total=False):
    pass


class DeleteScheduledActionRequest(TypedDict):
    ServiceNamespace: str
    ScheduledActionName: str
    ResourceId: str
    ScalableDimension: str


class DeleteScheduledActionResponse(TypedDict, total=False):
    pass


class DeregisterScalableTargetRequest(TypedDict):
    ServiceNamespace: str
    ResourceId: str
    ScalableDimension: str


class DeregisterScalableTargetResponse(TypedDict, total=False):
    pass


class _DescribeScalableTargetsRequestRequired(TypedDict):
    ServiceNamespace: str


class DescribeScalableTargetsRequest(_DescribeScalableTargetsRequestRequired, total=False):
    ResourceIds: list[str]
    ScalableDimension: str
    MaxResults: int
    NextToken: str


class DescribeScalableTargetsResponse(TypedDict, total=False):
    ScalableTargets: list[ScalableTarget]
    NextToken: str


class _DescribeScalingActivitiesRequestRequired(TypedDict):
    ServiceNamespace: str


class DescribeScalingActivitiesRequest(_DescribeScalingActivitiesRequestRequired, total=False):
    ResourceId: str
    ScalableDimension: str
    MaxResults: int
    NextToken: str
    IncludeNotScaledActivities: bool


class DescribeScalingActivitiesResponse(TypedDict, total=False):
    ScalingActivities: list[ScalingActivity]
    NextToken: str


class _DescribeScalingPoliciesRequestRequired(TypedDict):
    ServiceNamespace: str


class DescribeScalingPoliciesRequest(_DescribeScalingPoliciesRequestRequired, total=False):
    PolicyNames: list[str]
    ResourceId: str
    ScalableDimension: str
    MaxResults: int
    NextToken: str


class DescribeScalingPoliciesResponse(TypedDict, total=False):
    ScalingPolicies: list[ScalingPolicy]
    NextToken: str


class _DescribeScheduledActionsRequestRequired(TypedDict):
    ServiceNamespace: str


class DescribeScheduledActionsRequest(_DescribeScheduledActionsRequestRequired, total=False):
    ScheduledActionNames: list[str]
    ResourceId: str
    ScalableDimension: str
    MaxResults: int
    NextToken: str


class DescribeScheduledActionsResponse(TypedDict, total=False):
    ScheduledActions: list[ScheduledAction]
    NextToken: str


class GetPredictiveScalingForecastRequest(TypedDict):
    ServiceNamespace: str
    ResourceId: str
    ScalableDimension: str
    PolicyName: str
    StartTime: datetime
    EndTime: datetime


class GetPredictiveScalingForecastResponse(TypedDict, total=False):
    LoadForecast: list[LoadForecast]
    CapacityForecast: CapacityForecast
    UpdateTime: datetime


class ListTagsForResourceRequest(TypedDict):
    ResourceARN: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: dict[str, str]


class LoadForecast(TypedDict):
    Timestamps: list[datetime]
    Values: list[float]
    MetricSpecification: PredictiveScalingMetricSpecification


class MetricDimension(TypedDict):
    Name: str
    Value: str


class _NotScaledReasonRequired(TypedDict):
    Code: str


class NotScaledReason(_NotScaledReasonRequired, total=False):
    MaxCapacity: int
    MinCapacity: int
    CurrentCapacity: int


class _PredefinedMetricSpecificationRequired(TypedDict):
    PredefinedMetricType: str


class PredefinedMetricSpecification(_PredefinedMetricSpecificationRequired, total=False):
    ResourceLabel: str


class PredictiveScalingCustomizedMetricSpecification(TypedDict):
    MetricDataQueries: list[PredictiveScalingMetricDataQuery]


class PredictiveScalingMetric(TypedDict, total=False):
    Dimensions: list[PredictiveScalingMetricDimension]
    MetricName: str
    Namespace: str


class _PredictiveScalingMetricDataQueryRequired(TypedDict):
    Id: str


class PredictiveScalingMetricDataQuery(_PredictiveScalingMetricDataQueryRequired, total=False):
    Expression: str
    MetricStat: PredictiveScalingMetricStat
    Label: str
    ReturnData: bool


class PredictiveScalingMetricDimension(TypedDict):
    Name: str
    Value: str


class _PredictiveScalingMetricSpecificationRequired(TypedDict):
    TargetValue: float


class PredictiveScalingMetricSpecification(_PredictiveScalingMetricSpecificationRequired, total=False):
    PredefinedMetricPairSpecification: PredictiveScalingPredefinedMetricPairSpecification
    PredefinedScalingMetricSpecification: PredictiveScalingPredefinedScalingMetricSpecification
    PredefinedLoadMetricSpecification: PredictiveScalingPredefinedLoadMetricSpecification
    CustomizedScalingMetricSpecification: PredictiveScalingCustomizedMetricSpecification
    CustomizedLoadMetricSpecification: PredictiveScalingCustomizedMetricSpecification
    CustomizedCapacityMetricSpecification: PredictiveScalingCustomizedMetricSpecification


class _PredictiveScalingMetricStatRequired(TypedDict):
    Metric: PredictiveScalingMetric
    Stat: str


class PredictiveScalingMetricStat(_PredictiveScalingMetricStatRequired, total=False):
    Unit: str


class _PredictiveScalingPolicyConfigurationRequired(TypedDict):
    MetricSpecifications: list[PredictiveScalingMetricSpecification]


class PredictiveScalingPolicyConfiguration(_PredictiveScalingPolicyConfigurationRequired, total=False):
    Mode: str
    SchedulingBufferTime: int
    MaxCapacityBreachBehavior: str
    MaxCapacityBuffer: int


class _PredictiveScalingPredefinedLoadMetricSpecificationRequired(TypedDict):
    PredefinedMetricType: str


class PredictiveScalingPredefinedLoadMetricSpecification(
    _PredictiveScalingPredefinedLoadMetricSpecificationRequired, total=False
):
    ResourceLabel: str


class _PredictiveScalingPredefinedMetricPairSpecificationRequired(TypedDict):
    PredefinedMetricType: str


class PredictiveScalingPredefinedMetricPairSpecification(
    _PredictiveScalingPredefinedMetricPairSpecificationRequired, total=False
):
    ResourceLabel: str


class _PredictiveScalingPredefinedScalingMetricSpecificationRequired(TypedDict):
    PredefinedMetricType: str


class PredictiveScalingPredefinedScalingMetricSpecification(
    _PredictiveScalingPredefinedScalingMetricSpecificationRequired, total=False
):
    ResourceLabel: str


class _PutScalingPolicyRequestRequired(TypedDict):
    PolicyName: str
    ServiceNamespace: str
    ResourceId: str
    ScalableDimension: str


class PutScalingPolicyRequest(_PutScalingPolicyRequestRequired, total=False):
    PolicyType: str
    StepScalingPolicyConfiguration: StepScalingPolicyConfiguration
    TargetTrackingScalingPolicyConfiguration: TargetTrackingScalingPolicyConfiguration
    PredictiveScalingPolicyConfiguration: PredictiveScalingPolicyConfiguration


class _PutScalingPolicyResponseRequired(TypedDict):
    PolicyARN: str


class PutScalingPolicyResponse(_PutScalingPolicyResponseRequired, total=False):
    Alarms: list[Alarm]


class _PutScheduledActionRequestRequired(TypedDict):
    ServiceNamespace: str
    ScheduledActionName: str
    ResourceId: str
    ScalableDimension: str


class PutScheduledActionRequest(_PutScheduledActionRequestRequired, total=False):
    Schedule: str
    Timezone: str
    StartTime: datetime
    EndTime: datetime
    ScalableTargetAction: ScalableTargetAction


class PutScheduledActionResponse(TypedDict, total=False):
    pass


class _RegisterScalableTargetRequestRequired(TypedDict):
    ServiceNamespace: str
    ResourceId: str
    ScalableDimension: str


class RegisterScalableTargetRequest(_RegisterScalableTargetRequestRequired, total=False):
    MinCapacity: int
    MaxCapacity: int
    RoleARN: str
    SuspendedState: SuspendedState
    Tags: dict[str, str]


class RegisterScalableTargetResponse(TypedDict, total=False):
    ScalableTargetARN: str


class _ScalableTargetRequired(TypedDict):
    ServiceNamespace: str
    ResourceId: str
    ScalableDimension: str
    MinCapacity: int
    MaxCapacity: int
    RoleARN: str
    CreationTime: datetime


class ScalableTarget(_ScalableTargetRequired, total=False):
    PredictedCapacity: int
    SuspendedState: SuspendedState
    ScalableTargetARN: str


class ScalableTargetAction(TypedDict, total=False):
    MinCapacity: int
    MaxCapacity: int


class _ScalingActivityRequired(TypedDict):
    ActivityId: str
    ServiceNamespace: str
    ResourceId: str
    ScalableDimension: str
    Description: str
    Cause: str
    StartTime: datetime
    StatusCode: str


class ScalingActivity(_ScalingActivityRequired, total=False):
    EndTime: datetime
    StatusMessage: str
    Details: str
    NotScaledReasons: list[NotScaledReason]


class _ScalingPolicyRequired(TypedDict):
    PolicyARN: str
    PolicyName: str
    ServiceNamespace: str
    ResourceId: str
    ScalableDimension: str
    PolicyType: str
    CreationTime: datetime


class ScalingPolicy(_ScalingPolicyRequired, total=False):
    StepScalingPolicyConfiguration: StepScalingPolicyConfiguration
    TargetTrackingScalingPolicyConfiguration: TargetTrackingScalingPolicyConfiguration
    PredictiveScalingPolicyConfiguration: PredictiveScalingPolicyConfiguration
    Alarms: list[Alarm]


class _ScheduledActionRequired(TypedDict):
    ScheduledActionName: str
    ScheduledActionARN: str
    ServiceNamespace: str
    Schedule: str
    ResourceId: str
    CreationTime: datetime


class ScheduledAction(_ScheduledActionRequired, total=False):
    Timezone: str
    ScalableDimension: str
    StartTime: datetime
    EndTime: datetime
    ScalableTargetAction: ScalableTargetAction


class _StepAdjustmentRequired(TypedDict):
    ScalingAdjustment: int


class StepAdjustment(_StepAdjustmentRequired, total=False):
    MetricIntervalLowerBound: float
    MetricIntervalUpperBound: float


class StepScalingPolicyConfiguration(TypedDict, total=False):
    AdjustmentType: str
    StepAdjustments: list[StepAdjustment]
    MinAdjustmentMagnitude: int
    Cooldown: int
    MetricAggregationType: str


class SuspendedState(TypedDict, total=False):
    DynamicScalingInSuspended: bool
    DynamicScalingOutSuspended: bool
    ScheduledScalingSuspended: bool


class TagResourceRequest(TypedDict):
    ResourceARN: str
    Tags: dict[str, str]


class TagResourceResponse(TypedDict, total=False):
    pass


class TargetTrackingMetric(TypedDict, total=False):
    Dimensions: list[TargetTrackingMetricDimension]
    MetricName: str
    Namespace: str


class _TargetTrackingMetricDataQueryRequired(TypedDict):
    Id: str


class TargetTrackingMetricDataQuery(_TargetTrackingMetricDataQueryRequired, total=False):
    Expression: str
    Label: str
    MetricStat: TargetTrackingMetricStat
    ReturnData: bool


class TargetTrackingMetricDimension(TypedDict):
    Name: str
    Value: str


class _TargetTrackingMetricStatRequired(TypedDict):
    Metric: TargetTrackingMetric
    Stat: str


class TargetTrackingMetricStat(_TargetTrackingMetricStatRequired, total=False):
    Unit: str


class _TargetTrackingScalingPolicyConfigurationRequired(TypedDict):
    TargetValue: float


class TargetTrackingScalingPolicyConfiguration(
    _TargetTrackingScalingPolicyConfigurationRequired, total=False
):
    PredefinedMetricSpecification: PredefinedMetricSpecification
    CustomizedMetricSpecification: CustomizedMetricSpecification
    ScaleOutCooldown: int
    ScaleInCooldown: int
    DisableScaleIn: bool


class UntagResourceRequest(TypedDict):
    ResourceARN: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "DeleteScalingPolicy",
    "DeleteScheduledAction",
    "DeregisterScalableTarget",
    "DescribeScalableTargets",
    "DescribeScalingActivities",
    "DescribeScalingPolicies",
    "DescribeScheduledActions",
    "GetPredictiveScalingForecast",
    "ListTagsForResource",
    "PutScalingPolicy",
    "PutScheduledAction",
    "RegisterScalableTarget",
    "TagResource",
    "UntagResource",
)
