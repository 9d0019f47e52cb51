"""Typed requests and responses of cloudwatch's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types cloudwatch`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class ActionConfiguration(TypedDict, total=False):
    AlarmTagsPropagation: AlarmTagsPropagation


class _AlarmContributorRequired(TypedDict):
    ContributorId: str
    ContributorAttributes: dict[str, str]
    StateReason: str


class AlarmContributor(_AlarmContributorRequired, total=False):
    StateTransitionedTimestamp: datetime


class AlarmHistoryItem(TypedDict, total=False):
    AlarmName: str
    AlarmContributorId: str
    AlarmType: str
    Timestamp: datetime
    HistoryItemType: str
    HistorySummary: str
    HistoryData: str
    AlarmContributorAttributes: dict[str, str]


class AlarmMuteRuleSummary(TypedDict, total=False):
    AlarmMuteRuleArn: str
    ExpireDate: datetime
    Status: str
    MuteType: str
    LastUpdatedTimestamp: datetime


class _AlarmPromQLCriteriaRequired(TypedDict):
    Query: str


class AlarmPromQLCriteria(_AlarmPromQLCriteriaRequired, total=False):
    PendingPeriod: int
    RecoveryPeriod: int


class _AlarmTagsPropagationRequired(TypedDict):
    Enabled: bool


class AlarmTagsPropagation(_AlarmTagsPropagationRequired, total=False):
    IncludedTagKeys: list[str]
    ExcludedTagKeys: list[str]


class AnomalyDetector(TypedDict, total=False):
    AnomalyDetectorId: str
    Namespace: str
    MetricName: str
    Dimensions: list[Dimension]
    Stat: str
    Configuration: AnomalyDetectorConfiguration
    StateValue: str
    MetricCharacteristics: MetricCharacteristics
    SingleMetricAnomalyDetector: SingleMetricAnomalyDetector
    MetricMathAnomalyDetector: MetricMathAnomalyDetector


class AnomalyDetectorConfiguration(TypedDict, total=False):
    ExcludedTimeRanges: list[Range]
    MetricTimezone: str
    AdaptationSpeed: str
    OutlierFilteringStrength: str


class AssociateDatasetKmsKeyRequest(TypedDict):
    DatasetIdentifier: str
    KmsKeyArn: str


class AssociateDatasetKmsKeyResponse(TypedDict, total=False):
    pass


class CompositeAlarm(TypedDict, total=False):
    ActionsEnabled: bool
    AlarmActions: list[str]
    AlarmArn: str
    AlarmConfigurationUpdatedTimestamp: datetime
    AlarmDescription: str
    AlarmName: str
    AlarmRule: str
    InsufficientDataActions: list[str]
    OKActions: list[str]
    StateReason: str
    StateReasonData: str
    StateUpdatedTimestamp: datetime
    StateValue: str
    StateTransitionedTimestamp: datetime
    ActionsSuppressedBy: str
    ActionsSuppressedReason: str
    ActionsSuppressor: str
    ActionsSuppressorWaitPeriod: int
    ActionsSuppressorExtensionPeriod: int
    ActionConfiguration: ActionConfiguration


class _CreateResourceMetricsConfigurationRequestRequired(TypedDict):
    ResourceArn: str


class CreateResourceMetricsConfigurationRequest(
    _CreateResourceMetricsConfigurationRequestRequired, total=False
):
    MetricSelections: list[ResourceMetricSelection]


class CreateResourceMetricsConfigurationResponse(TypedDict):
    ResourceMetricsConfiguration: ResourceMetricsConfiguration


class DashboardEntry(TypedDict, total=False):
    DashboardName: str
    DashboardArn: str
    LastModified: datetime
    Size: int


class DashboardValidationMessage(TypedDict, total=False):
    DataPath: str
    Message: str


class Datapoint(TypedDict, total=False):
    Timestamp: datetime
    SampleCount: float
    Average: float
    Sum: float
    Minimum: float
    Maximum: float
    Unit: str
    ExtendedStatistics: dict[str, float]


class DeleteAlarmMuteRuleRequest(TypedDict):
    AlarmMuteRuleName: str


class DeleteAlarmsRequest(TypedDict):
    AlarmNames: list[str]


class DeleteAnomalyDetectorRequest(TypedDict, total=False):
    AnomalyDetectorId: str
    Namespace: str
    MetricName: str
    Dimensions: list[Dimension]
    Stat: str
    SingleMetricAnomalyDetector: SingleMetricAnomalyDetector
    MetricMathAnomalyDetector: MetricMathAnomalyDetector


class DeleteAnomalyDetectorResponse(TypedDict, total=False):
    pass


class DeleteDashboardsRequest(TypedDict):
    DashboardNames: list[str]


class DeleteDashboardsResponse(TypedDict, total=False):
    pass


class DeleteInsightRulesRequest(TypedDict):
    RuleNames: list[str]


class DeleteInsightRulesResponse(TypedDict, total=False):
    Failures: list[PartialFailure]


class DeleteMetricDataQueryDefinitionRequest(TypedDict):
    Id: str


class DeleteMetricDataQueryDefinitionResponse(TypedDict, total=False):
    pass


class DeleteMetricStreamRequest(TypedDict):
    Name: str


class DeleteMetricStreamResponse(TypedDict, total=False):
    pass


class DeleteResourceMetricsConfigurationRequest(TypedDict):
    ResourceArn: str


class DeleteResourceMetricsConfigurationResponse(TypedDict, total=False):
    pass


class _DescribeAlarmContributorsRequestRequired(TypedDict):
    AlarmName: str


class DescribeAlarmContributorsRequest(_DescribeAlarmContributorsRequestRequired, total=False):
    NextToken: str


class _DescribeAlarmContributorsResponseRequired(TypedDict):
    AlarmContributors: list[AlarmContributor]


class DescribeAlarmContributorsResponse(_DescribeAlarmContributorsResponseRequired, total=False):
    NextToken: str


class DescribeAlarmHistoryRequest(TypedDict, total=False):
    AlarmName: str
    AlarmContributorId: str
    AlarmTypes: list[str]
    HistoryItemType: str
    StartDate: datetime
    EndDate: datetime
    MaxRecords: int
    NextToken: str
    ScanBy: str


class DescribeAlarmHistoryResponse(TypedDict, total=False):
    AlarmHistoryItems: list[AlarmHistoryItem]
    NextToken: str


class _DescribeAlarmsForMetricRequestRequired(TypedDict):
    MetricName: str
    Namespace: str


class DescribeAlarmsForMetricRequest(_DescribeAlarmsForMetricRequestRequired, total=False):
    Statistic: str
    ExtendedStatistic: str
    Dimensions: list[Dimension]
    Period: int
    Unit: str


class DescribeAlarmsForMetricResponse(TypedDict, total=False):
    MetricAlarms: list[MetricAlarm]


class DescribeAlarmsRequest(TypedDict, total=False):
    AlarmNames: list[str]
    AlarmNamePrefix: str
    AlarmTypes: list[str]
    ChildrenOfAlarmName: str
    ParentsOfAlarmName: str
    StateValue: str
    ActionPrefix: str
    MaxRecords: int
    NextToken: str


class DescribeAlarmsResponse(TypedDict, total=False):
    CompositeAlarms: list[CompositeAlarm]
    MetricAlarms: list[MetricAlarm]
    LogAlarms: list[LogAlarm]
    NextToken: str


class DescribeAnomalyDetectorsRequest(TypedDict, total=False):
    AnomalyDetectorIds: list[str]
    NextToken: str
    MaxResults: int
    Namespace: str
    MetricName: str
    Dimensions: list[Dimension]
    AnomalyDetectorTypes: list[str]


class DescribeAnomalyDetectorsResponse(TypedDict, total=False):
    AnomalyDetectors: list[AnomalyDetector]
    NextToken: str


class DescribeInsightRulesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class DescribeInsightRulesResponse(TypedDict, total=False):
    NextToken: str
    InsightRules: list[InsightRule]


class Dimension(TypedDict):
    Name: str
    Value: str


class _DimensionFilterRequired(TypedDict):
    Name: str


class DimensionFilter(_DimensionFilterRequired, total=False):
    Value: str


class DisableAlarmActionsRequest(TypedDict):
    AlarmNames: list[str]


class DisableInsightRulesRequest(TypedDict):
    RuleNames: list[str]


class DisableInsightRulesResponse(TypedDict, total=False):
    Failures: list[PartialFailure]


class DisassociateDatasetKmsKeyRequest(TypedDict):
    DatasetIdentifier: str


class DisassociateDatasetKmsKeyResponse(TypedDict, total=False):
    pass


class EnableAlarmActionsRequest(TypedDict):
    AlarmNames: list[str]


class EnableInsightRulesRequest(TypedDict):
    RuleNames: list[str]


class EnableInsightRulesResponse(TypedDict, total=False):
    Failures: list[PartialFailure]


class Entity(TypedDict, total=False):
    KeyAttributes: dict[str, str]
    Attributes: dict[str, str]


class EntityMetricData(TypedDict, total=False):
    Entity: Entity
    MetricData: list[MetricDatum]


class EvaluationCriteria(TypedDict, total=False):
    PromQLCriteria: AlarmPromQLCriteria


class EvaluationWindow(TypedDict, total=False):
    WallClockWindow: WallClockWindow
    SlidingWindow: SlidingWindow


class GetAlarmMuteRuleRequest(TypedDict):
    AlarmMuteRuleName: str


class GetAlarmMuteRuleResponse(TypedDict, total=False):
    Name: str
    AlarmMuteRuleArn: str
    Description: str
    Rule: Rule
    MuteTargets: MuteTargets
    StartDate: datetime
    ExpireDate: datetime
    Status: str
    LastUpdatedTimestamp: datetime
    MuteType: str


class GetDashboardRequest(TypedDict):
    DashboardName: str


class GetDashboardResponse(TypedDict, total=False):
    DashboardArn: str
    DashboardBody: str
    DashboardName: str


class GetDatasetRequest(TypedDict):
    DatasetIdentifier: str


class _GetDatasetResponseRequired(TypedDict):
    DatasetId: str
    Arn: str


class GetDatasetResponse(_GetDatasetResponseRequired, total=False):
    KmsKeyArn: str


class _GetInsightRuleReportRequestRequired(TypedDict):
    RuleName: str
    StartTime: datetime
    EndTime: datetime
    Period: int


class GetInsightRuleReportRequest(_GetInsightRuleReportRequestRequired, total=False):
    MaxContributorCount: int
    Metrics: list[str]
    OrderBy: str


class GetInsightRuleReportResponse(TypedDict, total=False):
    KeyLabels: list[str]
    AggregationStatistic: str
    AggregateValue: float
    ApproximateUniqueCount: int
    Contributors: list[InsightRuleContributor]
    MetricDatapoints: list[InsightRuleMetricDatapoint]


class GetMetricDataQueryDefinitionRequest(TypedDict):
    Id: str


class GetMetricDataQueryDefinitionResponse(TypedDict):
    Id: str
    Arn: str
    Path: str
    Expression: str
    Type: str
    CreatedAt: datetime
    UpdatedAt: datetime


class _GetMetricDataRequestRequired(TypedDict):
    MetricDataQueries: list[MetricDataQuery]
    StartTime: datetime
    EndTime: datetime


class GetMetricDataRequest(_GetMetricDataRequestRequired, total=False):
    NextToken: str
    ScanBy: str
    MaxDatapoints: int
    LabelOptions: LabelOptions


class GetMetricDataResponse(TypedDict, total=False):
    MetricDataResults: list[MetricDataResult]
    NextToken: str
    Messages: list[MessageData]


class _GetMetricStatisticsRequestRequired(TypedDict):
    Namespace: str
    MetricName: str
    StartTime: datetime
    EndTime: datetime
    Period: int


class GetMetricStatisticsRequest(_GetMetricStatisticsRequestRequired, total=False):
    Dimensions: list[Dimension]
    Statistics: list[str]
    ExtendedStatistics: list[str]
    Unit: str


class GetMetricStatisticsResponse(TypedDict, total=False):
    Label: str
    Datapoints: list[Datapoint]


class GetMetricStreamRequest(TypedDict):
    Name: str


class GetMetricStreamResponse(TypedDict, total=False):
    Arn: str
    Name: str
    IncludeFilters: list[MetricStreamFilter]
    ExcludeFilters: list[MetricStreamFilter]
    FirehoseArn: str
    RoleArn: str
    State: str
    CreationDate: datetime
    LastUpdateDate: datetime
    OutputFormat: str
    StatisticsConfigurations: list[MetricStreamStatisticsConfiguration]
    IncludeLinkedAccountsMetrics: bool


class _GetMetricWidgetImageRequestRequired(TypedDict):
    MetricWidget: str


class GetMetricWidgetImageRequest(_GetMetricWidgetImageRequestRequired, total=False):
    OutputFormat: str


class GetMetricWidgetImageResponse(TypedDict, total=False):
    MetricWidgetImage: bytes


class GetOTelEnrichmentRequest(TypedDict, total=False):
    pass


class _GetOTelEnrichmentResponseRequired(TypedDict):
    Status: str


class GetOTelEnrichmentResponse(_GetOTelEnrichmentResponseRequired, total=False):
    IncludeFilters: list[OTelEnrichmentMetricSelector]
    ExcludeFilters: list[OTelEnrichmentMetricSelector]
    CreatedAt: datetime
    UpdatedAt: datetime


class GetResourceMetricsConfigurationRequest(TypedDict):
    ResourceArn: str


class GetResourceMetricsConfigurationResponse(TypedDict):
    ResourceMetricsConfiguration: ResourceMetricsConfiguration


class _InsightRuleRequired(TypedDict):
    Name: str
    State: str
    Schema: str
    Definition: str


class InsightRule(_InsightRuleRequired, total=False):
    ManagedRule: bool
    ApplyOnTransformedLogs: bool


class InsightRuleContributor(TypedDict):
    Keys: list[str]
    ApproximateAggregateValue: float
    Datapoints: list[InsightRuleContributorDatapoint]


class InsightRuleContributorDatapoint(TypedDict):
    Timestamp: datetime
    ApproximateValue: float


class _InsightRuleMetricDatapointRequired(TypedDict):
    Timestamp: datetime


class InsightRuleMetricDatapoint(_InsightRuleMetricDatapointRequired, total=False):
    UniqueContributors: float
    MaxContributorValue: float
    SampleCount: float
    Average: float
    Sum: float
    Minimum: float
    Maximum: float


class LabelOptions(TypedDict, total=False):
    Timezone: str


class ListAlarmMuteRulesRequest(TypedDict, total=False):
    AlarmName: str
    Statuses: list[str]
    MaxRecords: int
    NextToken: str


class ListAlarmMuteRulesResponse(TypedDict, total=False):
    AlarmMuteRuleSummaries: list[AlarmMuteRuleSummary]
    NextToken: str


class ListDashboardsRequest(TypedDict, total=False):
    DashboardNamePrefix: str
    NextToken: str


class ListDashboardsResponse(TypedDict, total=False):
    DashboardEntries: list[DashboardEntry]
    NextToken: str


class _ListManagedInsightRulesRequestRequired(TypedDict):
    ResourceARN: str


class ListManagedInsightRulesRequest(_ListManagedInsightRulesRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListManagedInsightRulesResponse(TypedDict, total=False):
    ManagedRules: list[ManagedRuleDescription]
    NextToken: str


class ListMetricDataQueryDefinitionsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class _ListMetricDataQueryDefinitionsResponseRequired(TypedDict):
    Items: list[MetricDataQueryDefinitionSummary]


class ListMetricDataQueryDefinitionsResponse(_ListMetricDataQueryDefinitionsResponseRequired, total=False):
    NextToken: str


class ListMetricStreamsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListMetricStreamsResponse(TypedDict, total=False):
    NextToken: str
    Entries: list[MetricStreamEntry]


class ListMetricsRequest(TypedDict, total=False):
    Namespace: str
    MetricName: str
    Dimensions: list[DimensionFilter]
    NextToken: str
    RecentlyActive: str
    IncludeLinkedAccounts: bool
    OwningAccount: str


class ListMetricsResponse(TypedDict, total=False):
    Metrics: list[Metric]
    NextToken: str
    OwningAccounts: list[str]


class ListTagsForResourceRequest(TypedDict):
    ResourceARN: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: list[Tag]


class LogAlarm(TypedDict, total=False):
    AlarmName: str
    AlarmArn: str
    AlarmDescription: str
    AlarmConfigurationUpdatedTimestamp: datetime
    ActionsEnabled: bool
    OKActions: list[str]
    AlarmActions: list[str]
    InsufficientDataActions: list[str]
    StateValue: str
    StateReason: str
    StateReasonData: str
    StateUpdatedTimestamp: datetime
    ScheduledQueryConfiguration: ScheduledQueryConfiguration
    QueryResultsToEvaluate: int
    QueryResultsToAlarm: int
    Threshold: float
    ComparisonOperator: str
    TreatMissingData: str
    StateTransitionedTimestamp: datetime
    EvaluationState: str
    ActionLogLineCount: int
    ActionLogLineRoleArn: str
    WarmUpConfiguration: WarmUpConfiguration
    ActionConfiguration: ActionConfiguration


class _ManagedRuleRequired(TypedDict):
    TemplateName: str
    ResourceARN: str


class ManagedRule(_ManagedRuleRequired, total=False):
    Tags: list[Tag]


class ManagedRuleDescription(TypedDict, total=False):
    TemplateName: str
    ResourceARN: str
    RuleState: ManagedRuleState


class ManagedRuleState(TypedDict):
    RuleName: str
    State: str


class MessageData(TypedDict, total=False):
    Code: str
    Value: str


class Metric(TypedDict, total=False):
    Namespace: str
    MetricName: str
    Dimensions: list[Dimension]


class MetricAlarm(TypedDict, total=False):
    AlarmName: str
    AlarmArn: str
    AlarmDescription: str
    AlarmConfigurationUpdatedTimestamp: datetime
    ActionsEnabled: bool
    OKActions: list[str]
    AlarmActions: list[str]
    InsufficientDataActions: list[str]
    StateValue: str
    StateReason: str
    StateReasonData: str
    StateUpdatedTimestamp: datetime
    MetricName: str
    Namespace: str
    Statistic: str
    ExtendedStatistic: str
    Dimensions: list[Dimension]
    Period: int
    Unit: str
    EvaluationPeriods: int
    DatapointsToAlarm: int
    Threshold: float
    ComparisonOperator: str
    TreatMissingData: str
    EvaluateLowSampleCountPercentile: str
    Metrics: list[MetricDataQuery]
    ThresholdMetricId: str
    EvaluationState: str
    StateTransitionedTimestamp: datetime
    EvaluationWindow: EvaluationWindow
    WarmUpConfiguration: WarmUpConfiguration
    EvaluationCriteria: EvaluationCriteria
    EvaluationInterval: int
    ActionConfiguration: ActionConfiguration


class MetricCharacteristics(TypedDict, total=False):
    PeriodicSpikes: bool


class _MetricDataQueryRequired(TypedDict):
    Id: str


class MetricDataQuery(_MetricDataQueryRequired, total=False):
    MetricStat: MetricStat
    Expression: str
    Label: str
    ReturnData: bool
    Period: int
    AccountId: str


class _MetricDataQueryDefinitionSummaryRequired(TypedDict):
    Id: str
    Path: str
    Type: str


class MetricDataQueryDefinitionSummary(_MetricDataQueryDefinitionSummaryRequired, total=False):
    UpdatedAt: datetime


class MetricDataResult(TypedDict, total=False):
    Id: str
    Label: str
    Timestamps: list[datetime]
    Values: list[float]
    StatusCode: str
    Messages: list[MessageData]


class _MetricDatumRequired(TypedDict):
    MetricName: str


class MetricDatum(_MetricDatumRequired, total=False):
    Dimensions: list[Dimension]
    Timestamp: datetime
    Value: float
    StatisticValues: StatisticSet
    Values: list[float]
    Counts: list[float]
    Unit: str
    StorageResolution: int


class MetricMathAnomalyDetector(TypedDict, total=False):
    MetricDataQueries: list[MetricDataQuery]


class _MetricStatRequired(TypedDict):
    Metric: Metric
    Period: int
    Stat: str


class MetricStat(_MetricStatRequired, total=False):
    Unit: str


class MetricStreamEntry(TypedDict, total=False):
    Arn: str
    CreationDate: datetime
    LastUpdateDate: datetime
    Name: str
    FirehoseArn: str
    State: str
    OutputFormat: str


class MetricStreamFilter(TypedDict, total=False):
    Namespace: str
    MetricNames: list[str]


class MetricStreamStatisticsConfiguration(TypedDict):
    IncludeMetrics: list[MetricStreamStatisticsMetric]
    AdditionalStatistics: list[str]


class MetricStreamStatisticsMetric(TypedDict):
    Namespace: str
    MetricName: str


class MuteTargets(TypedDict):
    AlarmNames: list[str]


class _OTelEnrichmentMetricSelectorRequired(TypedDict):
    Namespace: str


class OTelEnrichmentMetricSelector(_OTelEnrichmentMetricSelectorRequired, total=False):
    MetricNames: list[str]


class PartialFailure(TypedDict, total=False):
    FailureResource: str
    ExceptionType: str
    FailureCode: str
    FailureDescription: str


class _PutAlarmMuteRuleRequestRequired(TypedDict):
    Name: str
    Rule: Rule


class PutAlarmMuteRuleRequest(_PutAlarmMuteRuleRequestRequired, total=False):
    Description: str
    MuteTargets: MuteTargets
    Tags: list[Tag]
    StartDate: datetime
    ExpireDate: datetime


class PutAnomalyDetectorRequest(TypedDict, total=False):
    Namespace: str
    MetricName: str
    Dimensions: list[Dimension]
    Stat: str
    Configuration: AnomalyDetectorConfiguration
    MetricCharacteristics: MetricCharacteristics
    SingleMetricAnomalyDetector: SingleMetricAnomalyDetector
    MetricMathAnomalyDetector: MetricMathAnomalyDetector


class PutAnomalyDetectorResponse(TypedDict, total=False):
    AnomalyDetectorId: str


class _PutCompositeAlarmRequestRequired(TypedDict):
    AlarmName: str
    AlarmRule: str


class PutCompositeAlarmRequest(_PutCompositeAlarmRequestRequired, total=False):
    ActionsEnabled: bool
    AlarmActions: list[str]
    AlarmDescription: str
    InsufficientDataActions: list[str]
    OKActions: list[str]
    Tags: list[Tag]
    ActionsSuppressor: str
    ActionsSuppressorWaitPeriod: int
    ActionsSuppressorExtensionPeriod: int
    ActionConfiguration: ActionConfiguration


class _PutDashboardRequestRequired(TypedDict):
    DashboardName: str
    DashboardBody: str


class PutDashboardRequest(_PutDashboardRequestRequired, total=False):
    Tags: list[Tag]


class PutDashboardResponse(TypedDict, total=False):
    DashboardValidationMessages: list[DashboardValidationMessage]


class _PutInsightRuleRequestRequired(TypedDict):
    RuleName: str
    RuleDefinition: str


class PutInsightRuleRequest(_PutInsightRuleRequestRequired, total=False):
    RuleState: str
    Tags: list[Tag]
    ApplyOnTransformedLogs: bool


class PutInsightRuleResponse(TypedDict, total=False):
    pass


class _PutLogAlarmRequestRequired(TypedDict):
    AlarmName: str
    ScheduledQueryConfiguration: ScheduledQueryConfiguration
    QueryResultsToEvaluate: int
    QueryResultsToAlarm: int
    Threshold: float
    ComparisonOperator: str


class PutLogAlarmRequest(_PutLogAlarmRequestRequired, total=False):
    AlarmDescription: str
    ActionLogLineCount: int
    ActionLogLineRoleArn: str
    ActionsEnabled: bool
    OKActions: list[str]
    AlarmActions: list[str]
    InsufficientDataActions: list[str]
    TreatMissingData: str
    Tags: list[Tag]
    WarmUpConfiguration: WarmUpConfiguration
    ActionConfiguration: ActionConfiguration


class PutManagedInsightRulesRequest(TypedDict):
    ManagedRules: list[ManagedRule]


class PutManagedInsightRulesResponse(TypedDict, total=False):
    Failures: list[PartialFailure]


class _PutMetricAlarmRequestRequired(TypedDict):
    AlarmName: str


class PutMetricAlarmRequest(_PutMetricAlarmRequestRequired, total=False):
    AlarmDescription: str
    ActionsEnabled: bool
    OKActions: list[str]
    AlarmActions: list[str]
    InsufficientDataActions: list[str]
    MetricName: str
    Namespace: str
    Statistic: str
    ExtendedStatistic: str
    Dimensions: list[Dimension]
    Period: int
    Unit: str
    EvaluationPeriods: int
    DatapointsToAlarm: int
    Threshold: float
    ComparisonOperator: str
    TreatMissingData: str
    EvaluateLowSampleCountPercentile: str
    Metrics: list[MetricDataQuery]
    Tags: list[Tag]
    ThresholdMetricId: str
    EvaluationWindow: EvaluationWindow
    WarmUpConfiguration: WarmUpConfiguration
    EvaluationCriteria: EvaluationCriteria
    EvaluationInterval: int
    ActionConfiguration: ActionConfiguration


class _PutMetricDataQueryDefinitionRequestRequired(TypedDict):
    Path: str
    Expression: str
    Type: str


class PutMetricDataQueryDefinitionRequest(_PutMetricDataQueryDefinitionRequestRequired, total=False):
    Id: str
    Tags: list[Tag]


class PutMetricDataQueryDefinitionResponse(TypedDict):
    Id: str
    Arn: str
    Path: str
    Expression: str
    Type: str
    CreatedAt: datetime
    UpdatedAt: datetime


class _PutMetricDataRequestRequired(TypedDict):
    Namespace: str


class PutMetricDataRequest(_PutMetricDataRequestRequired, total=False):
    MetricData: list[MetricDatum]
    EntityMetricData: list[EntityMetricData]
    StrictEntityValidation: bool


class _PutMetricStreamRequestRequired(TypedDict):
    Name: str
    FirehoseArn: str
    RoleArn: str
    OutputFormat: str


class PutMetricStreamRequest(_PutMetricStreamRequestRequired, total=False):
    IncludeFilters: list[MetricStreamFilter]
    ExcludeFilters: list[MetricStreamFilter]
    Tags: list[Tag]
    StatisticsConfigurations: list[MetricStreamStatisticsConfiguration]
    IncludeLinkedAccountsMetrics: bool


class PutMetricStreamResponse(TypedDict, total=False):
    Arn: str


class Range(TypedDict):
    StartTime: datetime
    EndTime: datetime


class ResourceMetricSelection(TypedDict):
    IncludeMetrics: list[str]


class _ResourceMetricsConfigurationRequired(TypedDict):
    ResourceArn: str
    CreatedAt: datetime
    UpdatedAt: datetime


class ResourceMetricsConfiguration(_ResourceMetricsConfigurationRequired, total=False):
    MetricSelections: list[ResourceMetricSelection]


class Rule(TypedDict):
    Schedule: Schedule


class _ScheduleRequired(TypedDict):
    Expression: str
    Duration: str


class Schedule(_ScheduleRequired, total=False):
    Timezone: str


class _ScheduleConfigurationRequired(TypedDict):
    ScheduleExpression: str
    StartTimeOffset: int


class ScheduleConfiguration(_ScheduleConfigurationRequired, total=False):
    EndTimeOffset: int


class _ScheduledQueryConfigurationRequired(TypedDict):
    QueryString: str
    ScheduledQueryRoleARN: str
    ScheduleConfiguration: ScheduleConfiguration
    AggregationExpression: str


class ScheduledQueryConfiguration(_ScheduledQueryConfigurationRequired, total=False):
    LogGroupIdentifiers: list[str]
    QueryARN: str
    Tags: list[Tag]


class _SetAlarmStateRequestRequired(TypedDict):
    AlarmName: str
    StateValue: str
    StateReason: str


class SetAlarmStateRequest(_SetAlarmStateRequestRequired, total=False):
    StateReasonData: str


class SingleMetricAnomalyDetector(TypedDict, total=False):
    AccountId: str
    Namespace: str
    MetricName: str
    Dimensions: list[Dimension]
    Stat: str


class SlidingWindow(TypedDict, total=False):
    pass


class StartMetricStreamsRequest(TypedDict):
    Names: list[str]


class StartMetricStreamsResponse(TypedDict, total=False):
    pass


class StartOTelEnrichmentRequest(TypedDict, total=False):
    IncludeFilters: list[OTelEnrichmentMetricSelector]
    ExcludeFilters: list[OTelEnrichmentMetricSelector]


class StartOTelEnrichmentResponse(TypedDict, total=False):
    IncludeFilters: list[OTelEnrichmentMetricSelector]
    ExcludeFilters: list[OTelEnrichmentMetricSelector]
    CreatedAt: datetime
    UpdatedAt: datetime


class StatisticSet(TypedDict):
    SampleCount: float
    Sum: float
    Minimum: float
    Maximum: float


class StopMetricStreamsRequest(TypedDict):
    Names: list[str]


class StopMetricStreamsResponse(TypedDict, total=False):
    pass


class StopOTelEnrichmentRequest(TypedDict, total=False):
    pass


class StopOTelEnrichmentResponse(TypedDict, total=False):
    pass


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    ResourceARN: str
    Tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceRequest(TypedDict):
    ResourceARN: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateOTelEnrichmentRequest(TypedDict, total=False):
    IncludeFilters: list[OTelEnrichmentMetricSelector]
    ExcludeFilters: list[OTelEnrichmentMetricSelector]


class UpdateOTelEnrichmentResponse(TypedDict, total=False):
    IncludeFilters: list[OTelEnrichmentMetricSelector]
    ExcludeFilters: list[OTelEnrichmentMetricSelector]
    CreatedAt: datetime
    UpdatedAt: datetime


class _UpdateResourceMetricsConfigurationRequestRequired(TypedDict):
    ResourceArn: str


class UpdateResourceMetricsConfigurationRequest(
    _UpdateResourceMetricsConfigurationRequestRequired, total=False
):
    MetricSelections: list[ResourceMetricSelection]


class UpdateResourceMetricsConfigurationResponse(TypedDict):
    ResourceMetricsConfiguration: ResourceMetricsConfiguration


class WallClockWindow(TypedDict, total=False):
    Timezone: str


class _WarmUpConfigurationRequired(TypedDict):
    WarmUpPeriodDurationInMinutes: int


class WarmUpConfiguration(_WarmUpConfigurationRequired, total=False):
    OnlyStartEvaluatingAfterWarmUpPeriodEnds: bool


class DeleteAlarmMuteRuleResponse(TypedDict, total=False):
    pass


class DeleteAlarmsResponse(TypedDict, total=False):
    pass


class DisableAlarmActionsResponse(TypedDict, total=False):
    pass


class EnableAlarmActionsResponse(TypedDict, total=False):
    pass


class PutAlarmMuteRuleResponse(TypedDict, total=False):
    pass


class PutCompositeAlarmResponse(TypedDict, total=False):
    pass


class PutLogAlarmResponse(TypedDict, total=False):
    pass


class PutMetricAlarmResponse(TypedDict, total=False):
    pass


class PutMetricDataResponse(TypedDict, total=False):
    pass


class SetAlarmStateResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateDatasetKmsKey",
    "CreateResourceMetricsConfiguration",
    "DeleteAlarmMuteRule",
    "DeleteAlarms",
    "DeleteAnomalyDetector",
    "DeleteDashboards",
    "DeleteInsightRules",
    "DeleteMetricDataQueryDefinition",
    "DeleteMetricStream",
    "DeleteResourceMetricsConfiguration",
    "DescribeAlarmContributors",
    "DescribeAlarmHistory",
    "DescribeAlarms",
    "DescribeAlarmsForMetric",
    "DescribeAnomalyDetectors",
    "DescribeInsightRules",
    "DisableAlarmActions",
    "DisableInsightRules",
    "DisassociateDatasetKmsKey",
    "EnableAlarmActions",
    "EnableInsightRules",
    "GetAlarmMuteRule",
    "GetDashboard",
    "GetDataset",
    "GetInsightRuleReport",
    "GetMetricData",
    "GetMetricDataQueryDefinition",
    "GetMetricStatistics",
    "GetMetricStream",
    "GetMetricWidgetImage",
    "GetOTelEnrichment",
    "GetResourceMetricsConfiguration",
    "ListAlarmMuteRules",
    "ListDashboards",
    "ListManagedInsightRules",
    "ListMetricDataQueryDefinitions",
    "ListMetricStreams",
    "ListMetrics",
    "ListTagsForResource",
    "PutAlarmMuteRule",
    "PutAnomalyDetector",
    "PutCompositeAlarm",
    "PutDashboard",
    "PutInsightRule",
    "PutLogAlarm",
    "PutManagedInsightRules",
    "PutMetricAlarm",
    "PutMetricData",
    "PutMetricDataQueryDefinition",
    "PutMetricStream",
    "SetAlarmState",
    "StartMetricStreams",
    "StartOTelEnrichment",
    "StopMetricStreams",
    "StopOTelEnrichment",
    "TagResource",
    "UntagResource",
    "UpdateOTelEnrichment",
    "UpdateResourceMetricsConfiguration",
)
