"""Typed requests and responses of cloudtrail's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types cloudtrail`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AddTagsRequest(TypedDict):
    ResourceId: str
    TagsList: list[Tag]


class AddTagsResponse(TypedDict, total=False):
    pass


class _AdvancedEventSelectorRequired(TypedDict):
    FieldSelectors: list[AdvancedFieldSelector]


class AdvancedEventSelector(_AdvancedEventSelectorRequired, total=False):
    Name: str


class _AdvancedFieldSelectorRequired(TypedDict):
    Field: str


class AdvancedFieldSelector(_AdvancedFieldSelectorRequired, total=False):
    Equals: list[str]
    StartsWith: list[str]
    EndsWith: list[str]
    NotEquals: list[str]
    NotStartsWith: list[str]
    NotEndsWith: list[str]


class AggregationConfiguration(TypedDict):
    Templates: list[str]
    EventCategory: str


class _CancelQueryRequestRequired(TypedDict):
    QueryId: str


class CancelQueryRequest(_CancelQueryRequestRequired, total=False):
    EventDataStore: str
    EventDataStoreOwnerAccountId: str


class _CancelQueryResponseRequired(TypedDict):
    QueryId: str
    QueryStatus: str


class CancelQueryResponse(_CancelQueryResponseRequired, total=False):
    EventDataStoreOwnerAccountId: str


class Channel(TypedDict, total=False):
    ChannelArn: str
    Name: str


class ContextKeySelector(TypedDict):
    Type: str
    Equals: list[str]


class _CreateChannelRequestRequired(TypedDict):
    Name: str
    Source: str
    Destinations: list[Destination]


class CreateChannelRequest(_CreateChannelRequestRequired, total=False):
    Tags: list[Tag]


class CreateChannelResponse(TypedDict, total=False):
    ChannelArn: str
    Name: str
    Source: str
    Destinations: list[Destination]
    Tags: list[Tag]


class _CreateDashboardRequestRequired(TypedDict):
    Name: str


class CreateDashboardRequest(_CreateDashboardRequestRequired, total=False):
    RefreshSchedule: RefreshSchedule
    TagsList: list[Tag]
    TerminationProtectionEnabled: bool
    Widgets: list[RequestWidget]


class CreateDashboardResponse(TypedDict, total=False):
    DashboardArn: str
    Name: str
    Type: str
    Widgets: list[Widget]
    TagsList: list[Tag]
    RefreshSchedule: RefreshSchedule
    TerminationProtectionEnabled: bool


class _CreateEventDataStoreRequestRequired(TypedDict):
    Name: str


class CreateEventDataStoreRequest(_CreateEventDataStoreRequestRequired, total=False):
    AdvancedEventSelectors: list[AdvancedEventSelector]
    MultiRegionEnabled: bool
    OrganizationEnabled: bool
    RetentionPeriod: int
    TerminationProtectionEnabled: bool
    TagsList: list[Tag]
    KmsKeyId: str
    StartIngestion: bool
    BillingMode: str


class CreateEventDataStoreResponse(TypedDict, total=False):
    EventDataStoreArn: str
    Name: str
    Status: str
    AdvancedEventSelectors: list[AdvancedEventSelector]
    MultiRegionEnabled: bool
    OrganizationEnabled: bool
    RetentionPeriod: int
    TerminationProtectionEnabled: bool
    TagsList: list[Tag]
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime
    KmsKeyId: str
    BillingMode: str


class _CreateTrailRequestRequired(TypedDict):
    Name: str
    S3BucketName: str


class CreateTrailRequest(_CreateTrailRequestRequired, total=False):
    S3KeyPrefix: str
    SnsTopicName: str
    IncludeGlobalServiceEvents: bool
    IsMultiRegionTrail: bool
    EnableLogFileValidation: bool
    CloudWatchLogsLogGroupArn: str
    CloudWatchLogsRoleArn: str
    KmsKeyId: str
    IsOrganizationTrail: bool
    TagsList: list[Tag]
    RecursiveLogging: bool


class CreateTrailResponse(TypedDict, total=False):
    Name: str
    S3BucketName: str
    S3KeyPrefix: str
    SnsTopicName: str
    SnsTopicARN: str
    IncludeGlobalServiceEvents: bool
    IsMultiRegionTrail: bool
    TrailARN: str
    LogFileValidationEnabled: bool
    CloudWatchLogsLogGroupArn: str
    CloudWatchLogsRoleArn: str
    KmsKeyId: str
    IsOrganizationTrail: bool
    RecursiveLogging: bool


class DashboardDetail(TypedDict, total=False):
    DashboardArn: str
    Type: str


class DataResource(TypedDict, total=False):
    Type: str
    Values: list[str]


class DeleteChannelRequest(TypedDict):
    Channel: str


class DeleteChannelResponse(TypedDict, total=False):
    pass


class DeleteDashboardRequest(TypedDict):
    DashboardId: str


class DeleteDashboardResponse(TypedDict, total=False):
    pass


class DeleteEventDataStoreRequest(TypedDict):
    EventDataStore: str


class DeleteEventDataStoreResponse(TypedDict, total=False):
    pass


class DeleteResourcePolicyRequest(TypedDict):
    ResourceArn: str


class DeleteResourcePolicyResponse(TypedDict, total=False):
    pass


class DeleteTrailRequest(TypedDict):
    Name: str


class DeleteTrailResponse(TypedDict, total=False):
    pass


class DeregisterOrganizationDelegatedAdminRequest(TypedDict):
    DelegatedAdminAccountId: str


class DeregisterOrganizationDelegatedAdminResponse(TypedDict, total=False):
    pass


class DescribeQueryRequest(TypedDict, total=False):
    EventDataStore: str
    QueryId: str
    QueryAlias: str
    RefreshId: str
    EventDataStoreOwnerAccountId: str


class DescribeQueryResponse(TypedDict, total=False):
    QueryId: str
    QueryString: str
    QueryStatus: str
    QueryStatistics: QueryStatisticsForDescribeQuery
    ErrorMessage: str
    DeliveryS3Uri: str
    DeliveryStatus: str
    Prompt: str
    EventDataStoreOwnerAccountId: str


class DescribeTrailsRequest(TypedDict, total=False):
    trailNameList: list[str]
    includeShadowTrails: bool


class DescribeTrailsResponse(TypedDict, total=False):
    trailList: list[Trail]


class Destination(TypedDict):
    Type: str
    Location: str


class DisableFederationRequest(TypedDict):
    EventDataStore: str


class DisableFederationResponse(TypedDict, total=False):
    EventDataStoreArn: str
    FederationStatus: str


class EnableFederationRequest(TypedDict):
    EventDataStore: str
    FederationRoleArn: str


class EnableFederationResponse(TypedDict, total=False):
    EventDataStoreArn: str
    FederationStatus: str
    FederationRoleArn: str


class Event(TypedDict, total=False):
    EventId: str
    EventName: str
    ReadOnly: str
    AccessKeyId: str
    EventTime: datetime
    EventSource: str
    Username: str
    Resources: list[Resource]
    CloudTrailEvent: str


class EventDataStore(TypedDict, total=False):
    EventDataStoreArn: str
    Name: str
    TerminationProtectionEnabled: bool
    Status: str
    AdvancedEventSelectors: list[AdvancedEventSelector]
    MultiRegionEnabled: bool
    OrganizationEnabled: bool
    RetentionPeriod: int
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime


class EventSelector(TypedDict, total=False):
    ReadWriteType: str
    IncludeManagementEvents: bool
    DataResources: list[DataResource]
    ExcludeManagementEventSources: list[str]


class GenerateQueryRequest(TypedDict):
    EventDataStores: list[str]
    Prompt: str


class GenerateQueryResponse(TypedDict, total=False):
    QueryStatement: str
    QueryAlias: str
    EventDataStoreOwnerAccountId: str


class GetChannelRequest(TypedDict):
    Channel: str


class GetChannelResponse(TypedDict, total=False):
    ChannelArn: str
    Name: str
    Source: str
    SourceConfig: SourceConfig
    Destinations: list[Destination]
    IngestionStatus: IngestionStatus


class GetDashboardRequest(TypedDict):
    DashboardId: str


class GetDashboardResponse(TypedDict, total=False):
    DashboardArn: str
    Type: str
    Status: str
    Widgets: list[Widget]
    RefreshSchedule: RefreshSchedule
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime
    LastRefreshId: str
    LastRefreshFailureReason: str
    TerminationProtectionEnabled: bool


class GetEventConfigurationRequest(TypedDict, total=False):
    TrailName: str
    EventDataStore: str


class GetEventConfigurationResponse(TypedDict, total=False):
    TrailARN: str
    EventDataStoreArn: str
    MaxEventSize: str
    ContextKeySelectors: list[ContextKeySelector]
    AggregationConfigurations: list[AggregationConfiguration]


class GetEventDataStoreRequest(TypedDict):
    EventDataStore: str


class GetEventDataStoreResponse(TypedDict, total=False):
    EventDataStoreArn: str
    Name: str
    Status: str
    AdvancedEventSelectors: list[AdvancedEventSelector]
    MultiRegionEnabled: bool
    OrganizationEnabled: bool
    RetentionPeriod: int
    TerminationProtectionEnabled: bool
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime
    KmsKeyId: str
    BillingMode: str
    FederationStatus: str
    FederationRoleArn: str
    PartitionKeys: list[PartitionKey]


class GetEventSelectorsRequest(TypedDict):
    TrailName: str


class GetEventSelectorsResponse(TypedDict, total=False):
    TrailARN: str
    EventSelectors: list[EventSelector]
    AdvancedEventSelectors: list[AdvancedEventSelector]


class GetImportRequest(TypedDict):
    ImportId: str


class GetImportResponse(TypedDict, total=False):
    ImportId: str
    Destinations: list[str]
    ImportSource: ImportSource
    StartEventTime: datetime
    EndEventTime: datetime
    ImportStatus: str
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime
    ImportStatistics: ImportStatistics


class GetInsightSelectorsRequest(TypedDict, total=False):
    TrailName: str
    EventDataStore: str


class GetInsightSelectorsResponse(TypedDict, total=False):
    TrailARN: str
    InsightSelectors: list[InsightSelector]
    EventDataStoreArn: str
    InsightsDestination: str


class _GetQueryResultsRequestRequired(TypedDict):
    QueryId: str


class GetQueryResultsRequest(_GetQueryResultsRequestRequired, total=False):
    EventDataStore: str
    NextToken: str
    MaxQueryResults: int
    EventDataStoreOwnerAccountId: str


class GetQueryResultsResponse(TypedDict, total=False):
    QueryStatus: str
    QueryStatistics: QueryStatistics
    QueryResultRows: list[list[dict[str, str]]]
    NextToken: str
    ErrorMessage: str


class GetResourcePolicyRequest(TypedDict):
    ResourceArn: str


class GetResourcePolicyResponse(TypedDict, total=False):
    ResourceArn: str
    ResourcePolicy: str
    DelegatedAdminResourcePolicy: str


class GetTrailRequest(TypedDict):
    Name: str


class GetTrailResponse(TypedDict, total=False):
    Trail: Trail


class GetTrailStatusRequest(TypedDict):
    Name: str


class GetTrailStatusResponse(TypedDict, total=False):
    IsLogging: bool
    LatestDeliveryError: str
    LatestNotificationError: str
    LatestDeliveryTime: datetime
    LatestNotificationTime: datetime
    StartLoggingTime: datetime
    StopLoggingTime: datetime
    LatestCloudWatchLogsDeliveryError: str
    LatestCloudWatchLogsDeliveryTime: datetime
    LatestDigestDeliveryTime: datetime
    LatestDigestDeliveryError: str
    LatestDeliveryAttemptTime: str
    LatestNotificationAttemptTime: str
    LatestNotificationAttemptSucceeded: str
    LatestDeliveryAttemptSucceeded: str
    TimeLoggingStarted: str
    TimeLoggingStopped: str


class ImportFailureListItem(TypedDict, total=False):
    Location: str
    Status: str
    ErrorType: str
    ErrorMessage: str
    LastUpdatedTime: datetime


class ImportSource(TypedDict):
    S3: S3ImportSource


class ImportStatistics(TypedDict, total=False):
    PrefixesFound: int
    PrefixesCompleted: int
    FilesCompleted: int
    EventsCompleted: int
    FailedEntries: int


class ImportsListItem(TypedDict, total=False):
    ImportId: str
    ImportStatus: str
    Destinations: list[str]
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime


class IngestionStatus(TypedDict, total=False):
    LatestIngestionSuccessTime: datetime
    LatestIngestionSuccessEventID: str
    LatestIngestionErrorCode: str
    LatestIngestionAttemptTime: datetime
    LatestIngestionAttemptEventID: str


class InsightSelector(TypedDict, total=False):
    InsightType: str
    EventCategories: list[str]


class ListChannelsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListChannelsResponse(TypedDict, total=False):
    Channels: list[Channel]
    NextToken: str


class ListDashboardsRequest(TypedDict, total=False):
    NamePrefix: str
    Type: str
    NextToken: str
    MaxResults: int


class ListDashboardsResponse(TypedDict, total=False):
    Dashboards: list[DashboardDetail]
    NextToken: str


class ListEventDataStoresRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListEventDataStoresResponse(TypedDict, total=False):
    EventDataStores: list[EventDataStore]
    NextToken: str


class _ListImportFailuresRequestRequired(TypedDict):
    ImportId: str


class ListImportFailuresRequest(_ListImportFailuresRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListImportFailuresResponse(TypedDict, total=False):
    Failures: list[ImportFailureListItem]
    NextToken: str


class ListImportsRequest(TypedDict, total=False):
    MaxResults: int
    Destination: str
    ImportStatus: str
    NextToken: str


class ListImportsResponse(TypedDict, total=False):
    Imports: list[ImportsListItem]
    NextToken: str


class _ListInsightsDataRequestRequired(TypedDict):
    InsightSource: str
    DataType: str


class ListInsightsDataRequest(_ListInsightsDataRequestRequired, total=False):
    Dimensions: dict[str, str]
    StartTime: datetime
    EndTime: datetime
    MaxResults: int
    NextToken: str


class ListInsightsDataResponse(TypedDict, total=False):
    Events: list[Event]
    NextToken: str


class _ListInsightsMetricDataRequestRequired(TypedDict):
    EventSource: str
    EventName: str
    InsightType: str


class ListInsightsMetricDataRequest(_ListInsightsMetricDataRequestRequired, total=False):
    TrailName: str
    ErrorCode: str
    StartTime: datetime
    EndTime: datetime
    Period: int
    DataType: str
    MaxResults: int
    NextToken: str


class ListInsightsMetricDataResponse(TypedDict, total=False):
    TrailARN: str
    EventSource: str
    EventName: str
    InsightType: str
    ErrorCode: str
    Timestamps: list[datetime]
    Values: list[float]
    NextToken: str


class ListPublicKeysRequest(TypedDict, total=False):
    StartTime: datetime
    EndTime: datetime
    NextToken: str


class ListPublicKeysResponse(TypedDict, total=False):
    PublicKeyList: list[PublicKey]
    NextToken: str


class _ListQueriesRequestRequired(TypedDict):
    EventDataStore: str


class ListQueriesRequest(_ListQueriesRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    StartTime: datetime
    EndTime: datetime
    QueryStatus: str


class ListQueriesResponse(TypedDict, total=False):
    Queries: list[Query]
    NextToken: str


class _ListTagsRequestRequired(TypedDict):
    ResourceIdList: list[str]


class ListTagsRequest(_ListTagsRequestRequired, total=False):
    NextToken: str


class ListTagsResponse(TypedDict, total=False):
    ResourceTagList: list[ResourceTag]
    NextToken: str


class ListTrailsRequest(TypedDict, total=False):
    NextToken: str


class ListTrailsResponse(TypedDict, total=False):
    Trails: list[TrailInfo]
    NextToken: str


class LookupAttribute(TypedDict):
    AttributeKey: str
    AttributeValue: str


class LookupEventsRequest(TypedDict, total=False):
    LookupAttributes: list[LookupAttribute]
    StartTime: datetime
    EndTime: datetime
    EventCategory: str
    MaxResults: int
    NextToken: str


class LookupEventsResponse(TypedDict, total=False):
    Events: list[Event]
    NextToken: str


class PartitionKey(TypedDict):
    Name: str
    Type: str


class PublicKey(TypedDict, total=False):
    Value: bytes
    ValidityStartTime: datetime
    ValidityEndTime: datetime
    Fingerprint: str


class PutEventConfigurationRequest(TypedDict, total=False):
    TrailName: str
    EventDataStore: str
    MaxEventSize: str
    ContextKeySelectors: list[ContextKeySelector]
    AggregationConfigurations: list[AggregationConfiguration]


class PutEventConfigurationResponse(TypedDict, total=False):
    TrailARN: str
    EventDataStoreArn: str
    MaxEventSize: str
    ContextKeySelectors: list[ContextKeySelector]
    AggregationConfigurations: list[AggregationConfiguration]


class _PutEventSelectorsRequestRequired(TypedDict):
    TrailName: str


class PutEventSelectorsRequest(_PutEventSelectorsRequestRequired, total=False):
    EventSelectors: list[EventSelector]
    AdvancedEventSelectors: list[AdvancedEventSelector]


class PutEventSelectorsResponse(TypedDict, total=False):
    TrailARN: str
    EventSelectors: list[EventSelector]
    AdvancedEventSelectors: list[AdvancedEventSelector]


class _PutInsightSelectorsRequestRequired(TypedDict):
    InsightSelectors: list[InsightSelector]


class PutInsightSelectorsRequest(_PutInsightSelectorsRequestRequired, total=False):
    TrailName: str
    EventDataStore: str
    InsightsDestination: str


class PutInsightSelectorsResponse(TypedDict, total=False):
    TrailARN: str
    InsightSelectors: list[InsightSelector]
    EventDataStoreArn: str
    InsightsDestination: str


class PutResourcePolicyRequest(TypedDict):
    ResourceArn: str
    ResourcePolicy: str


class PutResourcePolicyResponse(TypedDict, total=False):
    ResourceArn: str
    ResourcePolicy: str
    DelegatedAdminResourcePolicy: str


class Query(TypedDict, total=False):
    QueryId: str
    QueryStatus: str
    CreationTime: datetime


class QueryStatistics(TypedDict, total=False):
    ResultsCount: int
    TotalResultsCount: int
    BytesScanned: int


class QueryStatisticsForDescribeQuery(TypedDict, total=False):
    EventsMatched: int
    EventsScanned: int
    BytesScanned: int
    ExecutionTimeInMillis: int
    CreationTime: datetime


class RefreshSchedule(TypedDict, total=False):
    Frequency: RefreshScheduleFrequency
    Status: str
    TimeOfDay: str


class RefreshScheduleFrequency(TypedDict, total=False):
    Unit: str
    Value: int


class RegisterOrganizationDelegatedAdminRequest(TypedDict):
    MemberAccountId: str


class RegisterOrganizationDelegatedAdminResponse(TypedDict, total=False):
    pass


class RemoveTagsRequest(TypedDict):
    ResourceId: str
    TagsList: list[Tag]


class RemoveTagsResponse(TypedDict, total=False):
    pass


class _RequestWidgetRequired(TypedDict):
    QueryStatement: str
    ViewProperties: dict[str, str]


class RequestWidget(_RequestWidgetRequired, total=False):
    QueryParameters: list[str]


class Resource(TypedDict, total=False):
    ResourceType: str
    ResourceName: str


class ResourceTag(TypedDict, total=False):
    ResourceId: str
    TagsList: list[Tag]


class RestoreEventDataStoreRequest(TypedDict):
    EventDataStore: str


class RestoreEventDataStoreResponse(TypedDict, total=False):
    EventDataStoreArn: str
    Name: str
    Status: str
    AdvancedEventSelectors: list[AdvancedEventSelector]
    MultiRegionEnabled: bool
    OrganizationEnabled: bool
    RetentionPeriod: int
    TerminationProtectionEnabled: bool
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime
    KmsKeyId: str
    BillingMode: str


class S3ImportSource(TypedDict):
    S3LocationUri: str
    S3BucketRegion: str
    S3BucketAccessRoleArn: str


class _SearchSampleQueriesRequestRequired(TypedDict):
    SearchPhrase: str


class SearchSampleQueriesRequest(_SearchSampleQueriesRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class SearchSampleQueriesResponse(TypedDict, total=False):
    SearchResults: list[SearchSampleQueriesSearchResult]
    NextToken: str


class SearchSampleQueriesSearchResult(TypedDict, total=False):
    Name: str
    Description: str
    SQL: str
    Relevance: float


class SourceConfig(TypedDict, total=False):
    ApplyToAllRegions: bool
    AdvancedEventSelectors: list[AdvancedEventSelector]


class _StartDashboardRefreshRequestRequired(TypedDict):
    DashboardId: str


class StartDashboardRefreshRequest(_StartDashboardRefreshRequestRequired, total=False):
    QueryParameterValues: dict[str, str]


class StartDashboardRefreshResponse(TypedDict, total=False):
    RefreshId: str


class StartEventDataStoreIngestionRequest(TypedDict):
    EventDataStore: str


class StartEventDataStoreIngestionResponse(TypedDict, total=False):
    pass


class StartImportRequest(TypedDict, total=False):
    Destinations: list[str]
    ImportSource: ImportSource
    StartEventTime: datetime
    EndEventTime: datetime
    ImportId: str


class StartImportResponse(TypedDict, total=False):
    ImportId: str
    Destinations: list[str]
    ImportSource: ImportSource
    StartEventTime: datetime
    EndEventTime: datetime
    ImportStatus: str
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime


class StartLoggingRequest(TypedDict):
    Name: str


class StartLoggingResponse(TypedDict, total=False):
    pass


class StartQueryRequest(TypedDict, total=False):
    QueryStatement: str
    DeliveryS3Uri: str
    QueryAlias: str
    QueryParameters: list[str]
    EventDataStoreOwnerAccountId: str


class StartQueryResponse(TypedDict, total=False):
    QueryId: str
    EventDataStoreOwnerAccountId: str


class StopEventDataStoreIngestionRequest(TypedDict):
    EventDataStore: str


class StopEventDataStoreIngestionResponse(TypedDict, total=False):
    pass


class StopImportRequest(TypedDict):
    ImportId: str


class StopImportResponse(TypedDict, total=False):
    ImportId: str
    ImportSource: ImportSource
    Destinations: list[str]
    ImportStatus: str
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime
    StartEventTime: datetime
    EndEventTime: datetime
    ImportStatistics: ImportStatistics


class StopLoggingRequest(TypedDict):
    Name: str


class StopLoggingResponse(TypedDict, total=False):
    pass


class _TagRequired(TypedDict):
    Key: str


class Tag(_TagRequired, total=False):
    Value: str


class Trail(TypedDict, total=False):
    Name: str
    S3BucketName: str
    S3KeyPrefix: str
    SnsTopicName: str
    SnsTopicARN: str
    IncludeGlobalServiceEvents: bool
    IsMultiRegionTrail: bool
    HomeRegion: str
    TrailARN: str
    LogFileValidationEnabled: bool
    CloudWatchLogsLogGroupArn: str
    CloudWatchLogsRoleArn: str
    KmsKeyId: str
    HasCustomEventSelectors: bool
    HasInsightSelectors: bool
    IsOrganizationTrail: bool
    RecursiveLogging: bool


class TrailInfo(TypedDict, total=False):
    TrailARN: str
    Name: str
    HomeRegion: str


class _UpdateChannelRequestRequired(TypedDict):
    Channel: str


class UpdateChannelRequest(_UpdateChannelRequestRequired, total=False):
    Destinations: list[Destination]
    Name: str


class UpdateChannelResponse(TypedDict, total=False):
    ChannelArn: str
    Name: str
    Source: str
    Destinations: list[Destination]


class _UpdateDashboardRequestRequired(TypedDict):
    DashboardId: str


class UpdateDashboardRequest(_UpdateDashboardRequestRequired, total=False):
    Widgets: list[RequestWidget]
    RefreshSchedule: RefreshSchedule
    TerminationProtectionEnabled: bool


class UpdateDashboardResponse(TypedDict, total=False):
    DashboardArn: str
    Name: str
    Type: str
    Widgets: list[Widget]
    RefreshSchedule: RefreshSchedule
    TerminationProtectionEnabled: bool
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime


class _UpdateEventDataStoreRequestRequired(TypedDict):
    EventDataStore: str


class UpdateEventDataStoreRequest(_UpdateEventDataStoreRequestRequired, total=False):
    Name: str
    AdvancedEventSelectors: list[AdvancedEventSelector]
    MultiRegionEnabled: bool
    OrganizationEnabled: bool
    RetentionPeriod: int
    TerminationProtectionEnabled: bool
    KmsKeyId: str
    BillingMode: str


class UpdateEventDataStoreResponse(TypedDict, total=False):
    EventDataStoreArn: str
    Name: str
    Status: str
    AdvancedEventSelectors: list[AdvancedEventSelector]
    MultiRegionEnabled: bool
    OrganizationEnabled: bool
    RetentionPeriod: int
    TerminationProtectionEnabled: bool
    CreatedTimestamp: datetime
    UpdatedTimestamp: datetime
    KmsKeyId: str
    BillingMode: str
    FederationStatus: str
    FederationRoleArn: str


class _UpdateTrailRequestRequired(TypedDict):
    Name: str


class UpdateTrailRequest(_UpdateTrailRequestRequired, total=False):
    S3BucketName: str
    S3KeyPrefix: str
    SnsTopicName: str
    IncludeGlobalServiceEvents: bool
    IsMultiRegionTrail: bool
    EnableLogFileValidation: bool
    CloudWatchLogsLogGroupArn: str
    CloudWatchLogsRoleArn: str
    KmsKeyId: str
    IsOrganizationTrail: bool
    RecursiveLogging: bool


class UpdateTrailResponse(TypedDict, total=False):
    Name: str
    S3BucketName: str
    S3KeyPrefix: str
    SnsTopicName: str
    SnsTopicARN: str
    IncludeGlobalServiceEvents: bool
    IsMultiRegionTrail: bool
    TrailARN: str
    LogFileValidationEnabled: bool
    CloudWatchLogsLogGroupArn: str
    CloudWatchLogsRoleArn: str
    KmsKeyId: str
    IsOrganizationTrail: bool
    RecursiveLogging: bool


class Widget(TypedDict, total=False):
    QueryAlias: str
    QueryStatement: str
    QueryParameters: list[str]
    ViewProperties: dict[str, str]


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddTags",
    "CancelQuery",
    "CreateChannel",
    "CreateDashboard",
    "CreateEventDataStore",
    "CreateTrail",
    "DeleteChannel",
    "DeleteDashboard",
    "DeleteEventDataStore",
    "DeleteResourcePolicy",
    "DeleteTrail",
    "DeregisterOrganizationDelegatedAdmin",
    "DescribeQuery",
    "DescribeTrails",
    "DisableFederation",
    "EnableFederation",
    "GenerateQuery",
    "GetChannel",
    "GetDashboard",
    "GetEventConfiguration",
    "GetEventDataStore",
    "GetEventSelectors",
    "GetImport",
    "GetInsightSelectors",
    "GetQueryResults",
    "GetResourcePolicy",
    "GetTrail",
    "GetTrailStatus",
    "ListChannels",
    "ListDashboards",
    "ListEventDataStores",
    "ListImportFailures",
    "ListImports",
    "ListInsightsData",
    "ListInsightsMetricData",
    "ListPublicKeys",
    "ListQueries",
    "ListTags",
    "ListTrails",
    "LookupEvents",
    "PutEventConfiguration",
    "PutEventSelectors",
    "PutInsightSelectors",
    "PutResourcePolicy",
    "RegisterOrganizationDelegatedAdmin",
    "RemoveTags",
    "RestoreEventDataStore",
    "SearchSampleQueries",
    "StartDashboardRefresh",
    "StartEventDataStoreIngestion",
    "StartImport",
    "StartLogging",
    "StartQuery",
    "StopEventDataStoreIngestion",
    "StopImport",
    "StopLogging",
    "UpdateChannel",
    "UpdateDashboard",
    "UpdateEventDataStore",
    "UpdateTrail",
)
