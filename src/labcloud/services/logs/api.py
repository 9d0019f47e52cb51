"""Typed requests and responses of logs's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types logs`` writes this file.
"""

from __future__ import annotations

from typing import TypedDict


class AccountPolicy(TypedDict, total=False):
    policyName: str
    policyDocument: str
    lastUpdatedTime: int
    policyType: str
    scope: str
    selectionCriteria: str
    accountId: str


class _AddKeyEntryRequired(TypedDict):
    key: str
    value: str


class AddKeyEntry(_AddKeyEntryRequired, total=False):
    overwriteIfExists: bool


class AddKeys(TypedDict):
    entries: list[AddKeyEntry]


class AggregateLogGroupSummary(TypedDict, total=False):
    logGroupCount: int
    groupingIdentifiers: list[GroupingIdentifier]


class _AnomalyRequired(TypedDict):
    anomalyId: str
    patternId: str
    anomalyDetectorArn: str
    patternString: str
    firstSeen: int
    lastSeen: int
    description: str
    active: bool
    state: str
    histogram: dict[str, int]
    logSamples: list[LogEvent]
    patternTokens: list[PatternToken]
    logGroupArnList: list[str]


class Anomaly(_AnomalyRequired, total=False):
    patternRegex: str
    priority: str
    suppressed: bool
    suppressedDate: int
    suppressedUntil: int
    isPatternLevelSuppression: bool


class AnomalyDetector(TypedDict, total=False):
    anomalyDetectorArn: str
    detectorName: str
    logGroupArnList: list[str]
    evaluationFrequency: str
    filterPattern: str
    anomalyDetectorStatus: str
    kmsKeyId: str
    creationTimeStamp: int
    lastModifiedTimeStamp: int
    anomalyVisibilityTime: int


class _AssociateKmsKeyRequestRequired(TypedDict):
    kmsKeyId: str


class AssociateKmsKeyRequest(_AssociateKmsKeyRequestRequired, total=False):
    logGroupName: str
    resourceIdentifier: str


class AssociateSourceToS3TableIntegrationRequest(TypedDict):
    integrationArn: str
    dataSource: DataSource


class AssociateSourceToS3TableIntegrationResponse(TypedDict, total=False):
    identifier: str


class CSV(TypedDict, total=False):
    quoteCharacter: str
    delimiter: str
    columns: list[str]
    source: str
    destination: str


class CancelExportTaskRequest(TypedDict):
    taskId: str


class CancelImportTaskRequest(TypedDict):
    importId: str


class CancelImportTaskResponse(TypedDict, total=False):
    importId: str
    importStatistics: ImportStatistics
    importStatus: str
    creationTime: int
    lastUpdatedTime: int


class ConfigurationTemplate(TypedDict, total=False):
    service: str
    logType: str
    resourceType: str
    deliveryDestinationType: str
    defaultDeliveryConfigValues: ConfigurationTemplateDeliveryConfigValues
    allowedFields: list[RecordField]
    allowedOutputFormats: list[str]
    allowedActionForAllowVendedLogsDeliveryForResource: str
    allowedFieldDelimiters: list[str]
    allowedSuffixPathFields: list[str]
    deliverySourceConfiguration: list[DeliverySourceConfigurationSchema]
    s3TablesIntegration: S3TablesIntegration


class ConfigurationTemplateDeliveryConfigValues(TypedDict, total=False):
    recordFields: list[str]
    fieldDelimiter: str
    s3DeliveryConfiguration: S3DeliveryConfiguration


class CopyValue(TypedDict):
    entries: list[CopyValueEntry]


class _CopyValueEntryRequired(TypedDict):
    source: str
    target: str


class CopyValueEntry(_CopyValueEntryRequired, total=False):
    overwriteIfExists: bool


class _CreateDeliveryRequestRequired(TypedDict):
    deliverySourceName: str
    deliveryDestinationArn: str


class CreateDeliveryRequest(_CreateDeliveryRequestRequired, total=False):
    recordFields: list[str]
    fieldDelimiter: str
    s3DeliveryConfiguration: S3DeliveryConfiguration
    tags: dict[str, str]


class CreateDeliveryResponse(TypedDict, total=False):
    delivery: Delivery


_CreateExportTaskRequestRequired = TypedDict(
    "_CreateExportTaskRequestRequired",
    {"logGroupName": "str", "from": "int", "to": "int", "destination": "str"},
)


class _CreateExportTaskRequestOptional(TypedDict, total=False):
    taskName: str
    logStreamNamePrefix: str
    destinationPrefix: str


class CreateExportTaskRequest(_CreateExportTaskRequestRequired, _CreateExportTaskRequestOptional):
    pass


class CreateExportTaskResponse(TypedDict, total=False):
    taskId: str


class _CreateImportTaskRequestRequired(TypedDict):
    importSourceArn: str
    importRoleArn: str


class CreateImportTaskRequest(_CreateImportTaskRequestRequired, total=False):
    importFilter: ImportFilter


class CreateImportTaskResponse(TypedDict, total=False):
    importId: str
    importDestinationArn: str
    creationTime: int


class _CreateLogAnomalyDetectorRequestRequired(TypedDict):
    logGroupArnList: list[str]


class CreateLogAnomalyDetectorRequest(_CreateLogAnomalyDetectorRequestRequired, total=False):
    detectorName: str
    evaluationFrequency: str
    filterPattern: str
    kmsKeyId: str
    anomalyVisibilityTime: int
    tags: dict[str, str]


class CreateLogAnomalyDetectorResponse(TypedDict, total=False):
    anomalyDetectorArn: str


class _CreateLogGroupRequestRequired(TypedDict):
    logGroupName: str


class CreateLogGroupRequest(_CreateLogGroupRequestRequired, total=False):
    kmsKeyId: str
    tags: dict[str, str]
    logGroupClass: str
    deletionProtectionEnabled: bool


class CreateLogStreamRequest(TypedDict):
    logGroupName: str
    logStreamName: str


class _CreateLookupTableRequestRequired(TypedDict):
    lookupTableName: str


class CreateLookupTableRequest(_CreateLookupTableRequestRequired, total=False):
    description: str
    tableBody: str
    queryId: str
    kmsKeyId: str
    tags: dict[str, str]


class CreateLookupTableResponse(TypedDict, total=False):
    lookupTableArn: str
    createdAt: int


class _CreateScheduledQueryRequestRequired(TypedDict):
    name: str
    queryLanguage: str
    queryString: str
    scheduleExpression: str
    executionRoleArn: str


class CreateScheduledQueryRequest(_CreateScheduledQueryRequestRequired, total=False):
    description: str
    logGroupIdentifiers: list[str]
    timezone: str
    startTimeOffset: int
    endTimeOffset: int
    destinationConfiguration: DestinationConfiguration
    scheduleStartTime: int
    scheduleEndTime: int
    state: str
    tags: dict[str, str]


class CreateScheduledQueryResponse(TypedDict, total=False):
    scheduledQueryArn: str
    state: str


class _DataSourceRequired(TypedDict):
    name: str


class DataSource(_DataSourceRequired, total=False):
    type: str


class _DataSourceFilterRequired(TypedDict):
    name: str


class DataSourceFilter(_DataSourceFilterRequired, total=False):
    type: str


class _DateTimeConverterRequired(TypedDict):
    source: str
    target: str
    matchPatterns: list[str]


class DateTimeConverter(_DateTimeConverterRequired, total=False):
    targetFormat: str
    sourceTimezone: str
    targetTimezone: str
    locale: str


class _DeleteAccountPolicyRequestRequired(TypedDict):
    policyName: str
    policyType: str


class DeleteAccountPolicyRequest(_DeleteAccountPolicyRequestRequired, total=False):
    dryRun: bool


class DeleteAccountPolicyResponse(TypedDict, total=False):
    dryRunResult: DryRunResult


class DeleteDataProtectionPolicyRequest(TypedDict):
    logGroupIdentifier: str


class DeleteDeliveryDestinationPolicyRequest(TypedDict):
    deliveryDestinationName: str


class DeleteDeliveryDestinationRequest(TypedDict):
    name: str


class DeleteDeliveryRequest(TypedDict):
    id: str


class DeleteDeliverySourceRequest(TypedDict):
    name: str


class DeleteDestinationRequest(TypedDict):
    destinationName: str


class DeleteIndexPolicyRequest(TypedDict):
    logGroupIdentifier: str


class DeleteIndexPolicyResponse(TypedDict, total=False):
    pass


class _DeleteIntegrationRequestRequired(TypedDict):
    integrationName: str


class DeleteIntegrationRequest(_DeleteIntegrationRequestRequired, total=False):
    force: bool


class DeleteIntegrationResponse(TypedDict, total=False):
    pass


class DeleteKeys(TypedDict):
    withKeys: list[str]


class DeleteLogAnomalyDetectorRequest(TypedDict):
    anomalyDetectorArn: str


class DeleteLogGroupRequest(TypedDict):
    logGroupName: str


class DeleteLogStreamRequest(TypedDict):
    logGroupName: str
    logStreamName: str


class DeleteLookupTableRequest(TypedDict):
    lookupTableArn: str


class DeleteMetricFilterRequest(TypedDict):
    logGroupName: str
    filterName: str


class DeleteQueryDefinitionRequest(TypedDict):
    queryDefinitionId: str


class DeleteQueryDefinitionResponse(TypedDict, total=False):
    success: bool


class DeleteResourcePolicyRequest(TypedDict, total=False):
    policyName: str
    resourceArn: str
    expectedRevisionId: str


class DeleteRetentionPolicyRequest(TypedDict):
    logGroupName: str


class DeleteScheduledQueryRequest(TypedDict):
    identifier: str


class DeleteScheduledQueryResponse(TypedDict, total=False):
    pass


class DeleteSubscriptionFilterRequest(TypedDict):
    logGroupName: str
    filterName: str


class _DeleteSyslogConfigurationRequestRequired(TypedDict):
    logGroupIdentifier: str


class DeleteSyslogConfigurationRequest(_DeleteSyslogConfigurationRequestRequired, total=False):
    vpcEndpointId: str


class DeleteTransformerRequest(TypedDict):
    logGroupIdentifier: str


class Delivery(TypedDict, total=False):
    id: str
    arn: str
    deliverySourceName: str
    deliveryDestinationArn: str
    deliveryDestinationType: str
    recordFields: list[str]
    fieldDelimiter: str
    s3DeliveryConfiguration: S3DeliveryConfiguration
    tags: dict[str, str]


class DeliveryDestination(TypedDict, total=False):
    name: str
    arn: str
    deliveryDestinationType: str
    outputFormat: str
    deliveryDestinationConfiguration: DeliveryDestinationConfiguration
    roleArn: str
    tags: dict[str, str]


class DeliveryDestinationConfiguration(TypedDict):
    destinationResourceArn: str


class DeliverySource(TypedDict, total=False):
    name: str
    arn: str
    resourceArns: list[str]
    service: str
    logType: str
    tags: dict[str, str]
    deliverySourceConfiguration: dict[str, str]
    status: str
    statusReason: str


class _DeliverySourceConfigurationSchemaRequired(TypedDict):
    keyName: str
    valueType: str
    defaultValue: str


class DeliverySourceConfigurationSchema(_DeliverySourceConfigurationSchemaRequired, total=False):
    supportedValues: list[str]
    minValue: float
    maxValue: float


class _DescribeAccountPoliciesRequestRequired(TypedDict):
    policyType: str


class DescribeAccountPoliciesRequest(_DescribeAccountPoliciesRequestRequired, total=False):
    policyName: str
    accountIdentifiers: list[str]
    nextToken: str


class DescribeAccountPoliciesResponse(TypedDict, total=False):
    accountPolicies: list[AccountPolicy]
    nextToken: str


class DescribeConfigurationTemplatesRequest(TypedDict, total=False):
    service: str
    logTypes: list[str]
    resourceTypes: list[str]
    deliveryDestinationTypes: list[str]
    nextToken: str
    limit: int


class DescribeConfigurationTemplatesResponse(TypedDict, total=False):
    configurationTemplates: list[ConfigurationTemplate]
    nextToken: str


class DescribeDeliveriesRequest(TypedDict, total=False):
    nextToken: str
    limit: int
    deliverySourceNames: list[str]


class DescribeDeliveriesResponse(TypedDict, total=False):
    deliveries: list[Delivery]
    nextToken: str


class DescribeDeliveryDestinationsRequest(TypedDict, total=False):
    nextToken: str
    limit: int
    names: list[str]


class DescribeDeliveryDestinationsResponse(TypedDict, total=False):
    deliveryDestinations: list[DeliveryDestination]
    nextToken: str


class DescribeDeliverySourcesRequest(TypedDict, total=False):
    nextToken: str
    limit: int
    resourceArns: list[str]


class DescribeDeliverySourcesResponse(TypedDict, total=False):
    deliverySources: list[DeliverySource]
    nextToken: str


class DescribeDestinationsRequest(TypedDict, total=False):
    DestinationNamePrefix: str
    nextToken: str
    limit: int


class DescribeDestinationsResponse(TypedDict, total=False):
    destinations: list[Destination]
    nextToken: str


class DescribeExportTasksRequest(TypedDict, total=False):
    taskId: str
    statusCode: str
    nextToken: str
    limit: int


class DescribeExportTasksResponse(TypedDict, total=False):
    exportTasks: list[ExportTask]
    nextToken: str


class _DescribeFieldIndexesRequestRequired(TypedDict):
    logGroupIdentifiers: list[str]


class DescribeFieldIndexesRequest(_DescribeFieldIndexesRequestRequired, total=False):
    indexCategories: list[str]
    nextToken: str


class DescribeFieldIndexesResponse(TypedDict, total=False):
    fieldIndexes: list[FieldIndex]
    nextToken: str


class _DescribeImportTaskBatchesRequestRequired(TypedDict):
    importId: str


class DescribeImportTaskBatchesRequest(_DescribeImportTaskBatchesRequestRequired, total=False):
    batchImportStatus: list[str]
    limit: int
    nextToken: str


class DescribeImportTaskBatchesResponse(TypedDict, total=False):
    importSourceArn: str
    importId: str
    importBatches: list[ImportBatch]
    nextToken: str


class DescribeImportTasksRequest(TypedDict, total=False):
    importId: str
    importStatus: str
    importSourceArn: str
    limit: int
    nextToken: str


class DescribeImportTasksResponse(TypedDict, total=False):
    imports: list[Import]
    nextToken: str


class _DescribeIndexPoliciesRequestRequired(TypedDict):
    logGroupIdentifiers: list[str]


class DescribeIndexPoliciesRequest(_DescribeIndexPoliciesRequestRequired, total=False):
    nextToken: str


class DescribeIndexPoliciesResponse(TypedDict, total=False):
    indexPolicies: list[IndexPolicy]
    nextToken: str


class DescribeLogGroupsRequest(TypedDict, total=False):
    accountIdentifiers: list[str]
    logGroupNamePrefix: str
    logGroupNamePattern: str
    nextToken: str
    limit: int
    includeLinkedAccounts: bool
    logGroupClass: str
    logGroupIdentifiers: list[str]


class DescribeLogGroupsResponse(TypedDict, total=False):
    logGroups: list[LogGroup]
    nextToken: str


class DescribeLogStreamsRequest(TypedDict, total=False):
    logGroupName: str
    logGroupIdentifier: str
    logStreamNamePrefix: str
    orderBy: str
    descending: bool
    nextToken: str
    limit: int


class DescribeLogStreamsResponse(TypedDict, total=False):
    logStreams: list[LogStream]
    nextToken: str


class DescribeLookupTablesRequest(TypedDict, total=False):
    lookupTableNamePrefix: str
    maxResults: int
    nextToken: str


class DescribeLookupTablesResponse(TypedDict, total=False):
    lookupTables: list[LookupTable]
    nextToken: str


class DescribeMetricFiltersRequest(TypedDict, total=False):
    logGroupName: str
    filterNamePrefix: str
    nextToken: str
    limit: int
    metricName: str
    metricNamespace: str


class DescribeMetricFiltersResponse(TypedDict, total=False):
    metricFilters: list[MetricFilter]
    nextToken: str


class DescribeQueriesRequest(TypedDict, total=False):
    logGroupName: str
    status: str
    maxResults: int
    nextToken: str
    queryLanguage: str


class DescribeQueriesResponse(TypedDict, total=False):
    queries: list[QueryInfo]
    nextToken: str


class DescribeQueryDefinitionsRequest(TypedDict, total=False):
    queryLanguage: str
    queryDefinitionNamePrefix: str
    maxResults: int
    nextToken: str


class DescribeQueryDefinitionsResponse(TypedDict, total=False):
    queryDefinitions: list[QueryDefinition]
    nextToken: str


class DescribeResourcePoliciesRequest(TypedDict, total=False):
    nextToken: str
    limit: int
    resourceArn: str
    policyScope: str


class DescribeResourcePoliciesResponse(TypedDict, total=False):
    resourcePolicies: list[ResourcePolicy]
    nextToken: str


class _DescribeSubscriptionFiltersRequestRequired(TypedDict):
    logGroupName: str


class DescribeSubscriptionFiltersRequest(_DescribeSubscriptionFiltersRequestRequired, total=False):
    filterNamePrefix: str
    nextToken: str
    limit: int


class DescribeSubscriptionFiltersResponse(TypedDict, total=False):
    subscriptionFilters: list[SubscriptionFilter]
    nextToken: str


class Destination(TypedDict, total=False):
    destinationName: str
    targetArn: str
    roleArn: str
    accessPolicy: str
    arn: str
    creationTime: int


class DestinationConfiguration(TypedDict, total=False):
    s3Configuration: S3Configuration
    lookupTableConfiguration: LookupTableConfiguration


class DisassociateKmsKeyRequest(TypedDict, total=False):
    logGroupName: str
    resourceIdentifier: str


class DisassociateSourceFromS3TableIntegrationRequest(TypedDict):
    identifier: str


class DisassociateSourceFromS3TableIntegrationResponse(TypedDict, total=False):
    identifier: str


class DryRunResult(TypedDict, total=False):
    totalMatchedLogGroups: int
    increasedRetentionLogGroupCount: int
    decreasedRetentionLogGroupCount: int
    unchangedRetentionLogGroupCount: int
    failedAnalysisCount: int
    topLogGroupsImpacted: list[LogGroupImpact]


class Entity(TypedDict, total=False):
    keyAttributes: dict[str, str]
    attributes: dict[str, str]


ExportTask = TypedDict(
    "ExportTask",
    {
        "taskId": "str",
        "taskName": "str",
        "logGroupName": "str",
        "from": "int",
        "to": "int",
        "destination": "str",
        "destinationPrefix": "str",
        "status": "ExportTaskStatus",
        "executionInfo": "ExportTaskExecutionInfo",
    },
    total=False,
)


class ExportTaskExecutionInfo(TypedDict, total=False):
    creationTime: int
    completionTime: int


class ExportTaskStatus(TypedDict, total=False):
    code: str
    message: str


class FieldIndex(TypedDict, total=False):
    logGroupIdentifier: str
    fieldIndexName: str
    lastScanTime: int
    firstEventTime: int
    lastEventTime: int
    type: str
    indexCategory: str


class FieldsData(TypedDict, total=False):
    data: bytes


class FilterLogEventsRequest(TypedDict, total=False):
    logGroupName: str
    logGroupIdentifier: str
    logStreamNames: list[str]
    logStreamNamePrefix: str
    startTime: int
    endTime: int
    filterPattern: str
    nextToken: str
    limit: int
    startFromHead: bool
    interleaved: bool
    unmask: bool


class FilterLogEventsResponse(TypedDict, total=False):
    events: list[FilteredLogEvent]
    searchedLogStreams: list[SearchedLogStream]
    nextToken: str


class FilteredLogEvent(TypedDict, total=False):
    logStreamName: str
    timestamp: int
    message: str
    ingestionTime: int
    eventId: str


class GetDataProtectionPolicyRequest(TypedDict):
    logGroupIdentifier: str


class GetDataProtectionPolicyResponse(TypedDict, total=False):
    logGroupIdentifier: str
    policyDocument: str
    lastUpdatedTime: int


class GetDeliveryDestinationPolicyRequest(TypedDict):
    deliveryDestinationName: str


class GetDeliveryDestinationPolicyResponse(TypedDict, total=False):
    policy: Policy


class GetDeliveryDestinationRequest(TypedDict):
    name: str


class GetDeliveryDestinationResponse(TypedDict, total=False):
    deliveryDestination: DeliveryDestination


class GetDeliveryRequest(TypedDict):
    id: str


class GetDeliveryResponse(TypedDict, total=False):
    delivery: Delivery


class GetDeliverySourceRequest(TypedDict):
    name: str


class GetDeliverySourceResponse(TypedDict, total=False):
    deliverySource: DeliverySource


class GetIntegrationRequest(TypedDict):
    integrationName: str


class GetIntegrationResponse(TypedDict, total=False):
    integrationName: str
    integrationType: str
    integrationStatus: str
    integrationDetails: IntegrationDetails


class GetLogAnomalyDetectorRequest(TypedDict):
    anomalyDetectorArn: str


class GetLogAnomalyDetectorResponse(TypedDict, total=False):
    detectorName: str
    logGroupArnList: list[str]
    evaluationFrequency: str
    filterPattern: str
    anomalyDetectorStatus: str
    kmsKeyId: str
    creationTimeStamp: int
    lastModifiedTimeStamp: int
    anomalyVisibilityTime: int


class _GetLogEventsRequestRequired(TypedDict):
    logStreamName: str


class GetLogEventsRequest(_GetLogEventsRequestRequired, total=False):
    logGroupName: str
    logGroupIdentifier: str
    startTime: int
    endTime: int
    nextToken: str
    limit: int
    startFromHead: bool
    unmask: bool


class GetLogEventsResponse(TypedDict, total=False):
    events: list[OutputLogEvent]
    nextForwardToken: str
    nextBackwardToken: str


class GetLogFieldsRequest(TypedDict):
    dataSourceName: str
    dataSourceType: str


class GetLogFieldsResponse(TypedDict, total=False):
    logFields: list[LogFieldsListItem]


class GetLogGroupFieldsRequest(TypedDict, total=False):
    logGroupName: str
    time: int
    logGroupIdentifier: str


class GetLogGroupFieldsResponse(TypedDict, total=False):
    logGroupFields: list[LogGroupField]


class _GetLogObjectRequestRequired(TypedDict):
    logObjectPointer: str


class GetLogObjectRequest(_GetLogObjectRequestRequired, total=False):
    unmask: bool


class GetLogObjectResponse(TypedDict, total=False):
    fieldStream: GetLogObjectResponseStream


class GetLogObjectResponseStream(TypedDict, total=False):
    fields: FieldsData
    InternalStreamingException: InternalStreamingException


class _GetLogRecordRequestRequired(TypedDict):
    logRecordPointer: str


class GetLogRecordRequest(_GetLogRecordRequestRequired, total=False):
    unmask: bool


class GetLogRecordResponse(TypedDict, total=False):
    logRecord: dict[str, str]


class GetLookupTableRequest(TypedDict):
    lookupTableArn: str


class GetLookupTableResponse(TypedDict, total=False):
    lookupTableArn: str
    lookupTableName: str
    description: str
    tableBody: str
    sizeBytes: int
    lastUpdatedTime: int
    kmsKeyId: str


class _GetQueryResultsRequestRequired(TypedDict):
    queryId: str


class GetQueryResultsRequest(_GetQueryResultsRequestRequired, total=False):
    nextToken: str
    maxItems: int


class GetQueryResultsResponse(TypedDict, total=False):
    queryLanguage: str
    results: list[list[ResultField]]
    statistics: QueryStatistics
    status: str
    encryptionKey: str
    nextToken: str


class _GetScheduledQueryHistoryRequestRequired(TypedDict):
    identifier: str
    startTime: int
    endTime: int


class GetScheduledQueryHistoryRequest(_GetScheduledQueryHistoryRequestRequired, total=False):
    executionStatuses: list[str]
    maxResults: int
    nextToken: str


class GetScheduledQueryHistoryResponse(TypedDict, total=False):
    name: str
    scheduledQueryArn: str
    triggerHistory: list[TriggerHistoryRecord]
    nextToken: str


class GetScheduledQueryRequest(TypedDict):
    identifier: str


class GetScheduledQueryResponse(TypedDict, total=False):
    scheduledQueryArn: str
    name: str
    description: str
    queryLanguage: str
    queryString: str
    logGroupIdentifiers: list[str]
    scheduleExpression: str
    timezone: str
    startTimeOffset: int
    endTimeOffset: int
    destinationConfiguration: DestinationConfiguration
    state: str
    scheduleType: str
    lastTriggeredTime: int
    lastExecutionStatus: str
    scheduleStartTime: int
    scheduleEndTime: int
    executionRoleArn: str
    creationTime: int
    lastUpdatedTime: int


class GetStorageTierPolicyRequest(TypedDict, total=False):
    pass


class GetStorageTierPolicyResponse(TypedDict, total=False):
    storageTier: str
    lastUpdatedTime: int


class GetTransformerRequest(TypedDict):
    logGroupIdentifier: str


class GetTransformerResponse(TypedDict, total=False):
    logGroupIdentifier: str
    creationTime: int
    lastModifiedTime: int
    transformerConfig: list[Processor]


class _GrokRequired(TypedDict):
    match: str


class Grok(_GrokRequired, total=False):
    source: str


class GroupingIdentifier(TypedDict, total=False):
    key: str
    value: str


class Import(TypedDict, total=False):
    importId: str
    importSourceArn: str
    importStatus: str
    importDestinationArn: str
    importStatistics: ImportStatistics
    importFilter: ImportFilter
    creationTime: int
    lastUpdatedTime: int
    errorMessage: str


class _ImportBatchRequired(TypedDict):
    batchId: str
    status: str


class ImportBatch(_ImportBatchRequired, total=False):
    errorMessage: str


class ImportFilter(TypedDict, total=False):
    startEventTime: int
    endEventTime: int


class ImportStatistics(TypedDict, total=False):
    bytesImported: int


class IndexPolicy(TypedDict, total=False):
    logGroupIdentifier: str
    lastUpdateTime: int
    policyDocument: str
    policyName: str
    source: str


class InputLogEvent(TypedDict):
    timestamp: int
    message: str


class IntegrationDetails(TypedDict, total=False):
    openSearchIntegrationDetails: OpenSearchIntegrationDetails


class IntegrationSummary(TypedDict, total=False):
    integrationName: str
    integrationType: str
    integrationStatus: str


class InternalStreamingException(TypedDict, total=False):
    message: str


class _ListAggregateLogGroupSummariesRequestRequired(TypedDict):
    groupBy: str


class ListAggregateLogGroupSummariesRequest(_ListAggregateLogGroupSummariesRequestRequired, total=False):
    accountIdentifiers: list[str]
    includeLinkedAccounts: bool
    logGroupClass: str
    logGroupNamePattern: str
    dataSources: list[DataSourceFilter]
    nextToken: str
    limit: int


class ListAggregateLogGroupSummariesResponse(TypedDict, total=False):
    aggregateLogGroupSummaries: list[AggregateLogGroupSummary]
    nextToken: str


class ListAnomaliesRequest(TypedDict, total=False):
    anomalyDetectorArn: str
    suppressionState: str
    limit: int
    nextToken: str


class ListAnomaliesResponse(TypedDict, total=False):
    anomalies: list[Anomaly]
    nextToken: str


class ListIntegrationsRequest(TypedDict, total=False):
    integrationNamePrefix: str
    integrationType: str
    integrationStatus: str


class ListIntegrationsResponse(TypedDict, total=False):
    integrationSummaries: list[IntegrationSummary]


class ListLogAnomalyDetectorsRequest(TypedDict, total=False):
    filterLogGroupArn: str
    limit: int
    nextToken: str


class ListLogAnomalyDetectorsResponse(TypedDict, total=False):
    anomalyDetectors: list[AnomalyDetector]
    nextToken: str


class _ListLogGroupsForQueryRequestRequired(TypedDict):
    queryId: str


class ListLogGroupsForQueryRequest(_ListLogGroupsForQueryRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListLogGroupsForQueryResponse(TypedDict, total=False):
    logGroupIdentifiers: list[str]
    nextToken: str


class ListLogGroupsRequest(TypedDict, total=False):
    logGroupNamePattern: str
    logGroupClass: str
    includeLinkedAccounts: bool
    accountIdentifiers: list[str]
    nextToken: str
    limit: int
    dataSources: list[DataSourceFilter]
    fieldIndexNames: list[str]
    logGroupTags: list[TagFilter]


class ListLogGroupsResponse(TypedDict, total=False):
    logGroups: list[LogGroupSummary]
    nextToken: str


class ListScheduledQueriesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str
    state: str
    scheduleType: str


class ListScheduledQueriesResponse(TypedDict, total=False):
    nextToken: str
    scheduledQueries: list[ScheduledQuerySummary]


class _ListSourcesForS3TableIntegrationRequestRequired(TypedDict):
    integrationArn: str


class ListSourcesForS3TableIntegrationRequest(_ListSourcesForS3TableIntegrationRequestRequired, total=False):
    maxResults: int
    nextToken: str


class ListSourcesForS3TableIntegrationResponse(TypedDict, total=False):
    sources: list[S3TableIntegrationSource]
    nextToken: str


class ListSyslogConfigurationsRequest(TypedDict, total=False):
    logGroupIdentifier: str
    vpcEndpointId: str
    nextToken: str
    maxResults: int


class ListSyslogConfigurationsResponse(TypedDict, total=False):
    syslogConfigurations: list[SyslogConfiguration]
    nextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: dict[str, str]


class ListTagsLogGroupRequest(TypedDict):
    logGroupName: str


class ListTagsLogGroupResponse(TypedDict, total=False):
    tags: dict[str, str]


class _ListToMapRequired(TypedDict):
    source: str
    key: str


class ListToMap(_ListToMapRequired, total=False):
    valueKey: str
    target: str
    flatten: bool
    flattenedElement: str


class LiveTailSessionLogEvent(TypedDict, total=False):
    logStreamName: str
    logGroupIdentifier: str
    message: str
    timestamp: int
    ingestionTime: int


class LiveTailSessionMetadata(TypedDict, total=False):
    sampled: bool


class LiveTailSessionStart(TypedDict, total=False):
    requestId: str
    sessionId: str
    logGroupIdentifiers: list[str]
    logStreamNames: list[str]
    logStreamNamePrefixes: list[str]
    logEventFilterPattern: str


class LiveTailSessionUpdate(TypedDict, total=False):
    sessionMetadata: LiveTailSessionMetadata
    sessionResults: list[LiveTailSessionLogEvent]


class LogEvent(TypedDict, total=False):
    timestamp: int
    message: str


class LogFieldType(TypedDict, total=False):
    type: str
    element: LogFieldType
    fields: list[LogFieldsListItem]


class LogFieldsListItem(TypedDict, total=False):
    logFieldName: str
    logFieldType: LogFieldType


class LogGroup(TypedDict, total=False):
    logGroupName: str
    creationTime: int
    retentionInDays: int
    metricFilterCount: int
    arn: str
    storedBytes: int
    kmsKeyId: str
    dataProtectionStatus: str
    inheritedProperties: list[str]
    logGroupClass: str
    logGroupArn: str
    deletionProtectionEnabled: bool
    bearerTokenAuthenticationEnabled: bool
    retentionPolicyName: str


class LogGroupField(TypedDict, total=False):
    name: str
    percent: int


class LogGroupImpact(TypedDict, total=False):
    logGroupName: str
    currentRetention: str
    proposedRetention: str
    storedBytes: int


class LogGroupSummary(TypedDict, total=False):
    logGroupName: str
    logGroupArn: str
    logGroupClass: str


class LogStream(TypedDict, total=False):
    logStreamName: str
    creationTime: int
    firstEventTimestamp: int
    lastEventTimestamp: int
    lastIngestionTime: int
    uploadSequenceToken: str
    arn: str
    storedBytes: int


class LookupTable(TypedDict, total=False):
    lookupTableArn: str
    lookupTableName: str
    description: str
    tableFields: list[str]
    recordsCount: int
    sizeBytes: int
    lastUpdatedTime: int
    kmsKeyId: str


class _LookupTableConfigurationRequired(TypedDict):
    tableName: str
    roleArn: str


class LookupTableConfiguration(_LookupTableConfigurationRequired, total=False):
    description: str
    kmsKeyId: str
    tags: dict[str, str]


class LowerCaseString(TypedDict):
    withKeys: list[str]


class MetricFilter(TypedDict, total=False):
    filterName: str
    filterPattern: str
    metricTransformations: list[MetricTransformation]
    creationTime: int
    logGroupName: str
    applyOnTransformedLogs: bool
    fieldSelectionCriteria: str
    emitSystemFieldDimensions: list[str]


class MetricFilterMatchRecord(TypedDict, total=False):
    eventNumber: int
    eventMessage: str
    extractedValues: dict[str, str]


class _MetricTransformationRequired(TypedDict):
    metricName: str
    metricNamespace: str
    metricValue: str


class MetricTransformation(_MetricTransformationRequired, total=False):
    defaultValue: float
    dimensions: dict[str, str]
    unit: str


class _MoveKeyEntryRequired(TypedDict):
    source: str
    target: str


class MoveKeyEntry(_MoveKeyEntryRequired, total=False):
    overwriteIfExists: bool


class MoveKeys(TypedDict):
    entries: list[MoveKeyEntry]


class OpenSearchApplication(TypedDict, total=False):
    applicationEndpoint: str
    applicationArn: str
    applicationId: str
    status: OpenSearchResourceStatus


class OpenSearchCollection(TypedDict, total=False):
    collectionEndpoint: str
    collectionArn: str
    status: OpenSearchResourceStatus


class OpenSearchDataAccessPolicy(TypedDict, total=False):
    policyName: str
    status: OpenSearchResourceStatus


class OpenSearchDataSource(TypedDict, total=False):
    dataSourceName: str
    status: OpenSearchResourceStatus


class OpenSearchEncryptionPolicy(TypedDict, total=False):
    policyName: str
    status: OpenSearchResourceStatus


class OpenSearchIntegrationDetails(TypedDict, total=False):
    dataSource: OpenSearchDataSource
    application: OpenSearchApplication
    collection: OpenSearchCollection
    workspace: OpenSearchWorkspace
    encryptionPolicy: OpenSearchEncryptionPolicy
    networkPolicy: OpenSearchNetworkPolicy
    accessPolicy: OpenSearchDataAccessPolicy
    lifecyclePolicy: OpenSearchLifecyclePolicy


class OpenSearchLifecyclePolicy(TypedDict, total=False):
    policyName: str
    status: OpenSearchResourceStatus


class OpenSearchNetworkPolicy(TypedDict, total=False):
    policyName: str
    status: OpenSearchResourceStatus


class _OpenSearchResourceConfigRequired(TypedDict):
    dataSourceRoleArn: str
    dashboardViewerPrincipals: list[str]
    retentionDays: int


class OpenSearchResourceConfig(_OpenSearchResourceConfigRequired, total=False):
    kmsKeyArn: str
    applicationArn: str


class OpenSearchResourceStatus(TypedDict, total=False):
    status: str
    statusMessage: str


class OpenSearchWorkspace(TypedDict, total=False):
    workspaceId: str
    status: OpenSearchResourceStatus


class OutputLogEvent(TypedDict, total=False):
    timestamp: int
    message: str
    ingestionTime: int


class ParseCloudfront(TypedDict, total=False):
    source: str


class ParseJSON(TypedDict, total=False):
    source: str
    destination: str


class ParseKeyValue(TypedDict, total=False):
    source: str
    destination: str
    fieldDelimiter: str
    keyValueDelimiter: str
    keyPrefix: str
    nonMatchValue: str
    overwriteIfExists: bool


class ParsePostgres(TypedDict, total=False):
    source: str


class ParseRoute53(TypedDict, total=False):
    source: str


class _ParseToOCSFRequired(TypedDict):
    eventSource: str
    ocsfVersion: str


class ParseToOCSF(_ParseToOCSFRequired, total=False):
    source: str
    mappingVersion: str


class ParseVPC(TypedDict, total=False):
    source: str


class ParseWAF(TypedDict, total=False):
    source: str


class PatternToken(TypedDict, total=False):
    dynamicTokenPosition: int
    isDynamic: bool
    tokenString: str
    enumerations: dict[str, int]
    inferredTokenName: str


class Policy(TypedDict, total=False):
    deliveryDestinationPolicy: str


class Processor(TypedDict, total=False):
    addKeys: AddKeys
    copyValue: CopyValue
    csv: CSV
    dateTimeConverter: DateTimeConverter
    deleteKeys: DeleteKeys
    grok: Grok
    listToMap: ListToMap
    lowerCaseString: LowerCaseString
    moveKeys: MoveKeys
    parseCloudfront: ParseCloudfront
    parseJSON: ParseJSON
    parseKeyValue: ParseKeyValue
    parseRoute53: ParseRoute53
    parseToOCSF: ParseToOCSF
    parsePostgres: ParsePostgres
    parseVPC: ParseVPC
    parseWAF: ParseWAF
    renameKeys: RenameKeys
    splitString: SplitString
    substituteString: SubstituteString
    trimString: TrimString
    typeConverter: TypeConverter
    upperCaseString: UpperCaseString


class _PutAccountPolicyRequestRequired(TypedDict):
    policyName: str
    policyDocument: str
    policyType: str


class PutAccountPolicyRequest(_PutAccountPolicyRequestRequired, total=False):
    scope: str
    selectionCriteria: str
    dryRun: bool


class PutAccountPolicyResponse(TypedDict, total=False):
    accountPolicy: AccountPolicy
    dryRunResult: DryRunResult


class PutBearerTokenAuthenticationRequest(TypedDict):
    logGroupIdentifier: str
    bearerTokenAuthenticationEnabled: bool


class PutDataProtectionPolicyRequest(TypedDict):
    logGroupIdentifier: str
    policyDocument: str


class PutDataProtectionPolicyResponse(TypedDict, total=False):
    logGroupIdentifier: str
    policyDocument: str
    lastUpdatedTime: int


class PutDeliveryDestinationPolicyRequest(TypedDict):
    deliveryDestinationName: str
    deliveryDestinationPolicy: str


class PutDeliveryDestinationPolicyResponse(TypedDict, total=False):
    policy: Policy


class _PutDeliveryDestinationRequestRequired(TypedDict):
    name: str


class PutDeliveryDestinationRequest(_PutDeliveryDestinationRequestRequired, total=False):
    outputFormat: str
    deliveryDestinationConfiguration: DeliveryDestinationConfiguration
    deliveryDestinationType: str
    roleArn: str
    tags: dict[str, str]


class PutDeliveryDestinationResponse(TypedDict, total=False):
    deliveryDestination: DeliveryDestination


class _PutDeliverySourceRequestRequired(TypedDict):
    name: str
    resourceArn: str
    logType: str


class PutDeliverySourceRequest(_PutDeliverySourceRequestRequired, total=False):
    tags: dict[str, str]
    deliverySourceConfiguration: dict[str, str]


class PutDeliverySourceResponse(TypedDict, total=False):
    deliverySource: DeliverySource


class _PutDestinationPolicyRequestRequired(TypedDict):
    destinationName: str
    accessPolicy: str


class PutDestinationPolicyRequest(_PutDestinationPolicyRequestRequired, total=False):
    forceUpdate: bool


class _PutDestinationRequestRequired(TypedDict):
    destinationName: str
    targetArn: str
    roleArn: str


class PutDestinationRequest(_PutDestinationRequestRequired, total=False):
    tags: dict[str, str]


class PutDestinationResponse(TypedDict, total=False):
    destination: Destination


class PutIndexPolicyRequest(TypedDict):
    logGroupIdentifier: str
    policyDocument: str


class PutIndexPolicyResponse(TypedDict, total=False):
    indexPolicy: IndexPolicy


class PutIntegrationRequest(TypedDict):
    integrationName: str
    resourceConfig: ResourceConfig
    integrationType: str


class PutIntegrationResponse(TypedDict, total=False):
    integrationName: str
    integrationStatus: str


class _PutLogEventsRequestRequired(TypedDict):
    logGroupName: str
    logStreamName: str
    logEvents: list[InputLogEvent]


class PutLogEventsRequest(_PutLogEventsRequestRequired, total=False):
    sequenceToken: str
    entity: Entity


class PutLogEventsResponse(TypedDict, total=False):
    nextSequenceToken: str
    rejectedLogEventsInfo: RejectedLogEventsInfo
    rejectedEntityInfo: RejectedEntityInfo


class PutLogGroupDeletionProtectionRequest(TypedDict):
    logGroupIdentifier: str
    deletionProtectionEnabled: bool


class _PutMetricFilterRequestRequired(TypedDict):
    logGroupName: str
    filterName: str
    filterPattern: str
    metricTransformations: list[MetricTransformation]


class PutMetricFilterRequest(_PutMetricFilterRequestRequired, total=False):
    applyOnTransformedLogs: bool
    fieldSelectionCriteria: str
    emitSystemFieldDimensions: list[str]


class _PutQueryDefinitionRequestRequired(TypedDict):
    name: str
    queryString: str


class PutQueryDefinitionRequest(_PutQueryDefinitionRequestRequired, total=False):
    queryLanguage: str
    queryDefinitionId: str
    logGroupNames: list[str]
    clientToken: str
    parameters: list[QueryParameter]


class PutQueryDefinitionResponse(TypedDict, total=False):
    queryDefinitionId: str


class PutResourcePolicyRequest(TypedDict, total=False):
    policyName: str
    policyDocument: str
    resourceArn: str
    expectedRevisionId: str


class PutResourcePolicyResponse(TypedDict, total=False):
    resourcePolicy: ResourcePolicy
    revisionId: str


class PutRetentionPolicyRequest(TypedDict):
    logGroupName: str
    retentionInDays: int


class PutStorageTierPolicyRequest(TypedDict):
    storageTier: str


class PutStorageTierPolicyResponse(TypedDict, total=False):
    storageTier: str
    lastUpdatedTime: int


class _PutSubscriptionFilterRequestRequired(TypedDict):
    logGroupName: str
    filterName: str
    filterPattern: str
    destinationArn: str


class PutSubscriptionFilterRequest(_PutSubscriptionFilterRequestRequired, total=False):
    roleArn: str
    distribution: str
    applyOnTransformedLogs: bool
    fieldSelectionCriteria: str
    emitSystemFields: list[str]


class _PutSyslogConfigurationRequestRequired(TypedDict):
    logGroupIdentifier: str


class PutSyslogConfigurationRequest(_PutSyslogConfigurationRequestRequired, total=False):
    vpcEndpointId: str


class PutTransformerRequest(TypedDict):
    logGroupIdentifier: str
    transformerConfig: list[Processor]


class QueryDefinition(TypedDict, total=False):
    queryLanguage: str
    queryDefinitionId: str
    name: str
    queryString: str
    lastModified: int
    logGroupNames: list[str]
    parameters: list[QueryParameter]


class QueryInfo(TypedDict, total=False):
    queryLanguage: str
    queryId: str
    queryString: str
    status: str
    createTime: int
    logGroupName: str
    queryDuration: int
    bytesScanned: float
    userIdentity: str


class _QueryParameterRequired(TypedDict):
    name: str


class QueryParameter(_QueryParameterRequired, total=False):
    defaultValue: str
    description: str


class QueryStatistics(TypedDict, total=False):
    recordsMatched: float
    recordsScanned: float
    estimatedRecordsSkipped: float
    bytesScanned: float
    estimatedBytesSkipped: float
    logGroupsScanned: float
    resultCount: float


class RecordField(TypedDict, total=False):
    name: str
    mandatory: bool


class RejectedEntityInfo(TypedDict):
    errorType: str


class RejectedLogEventsInfo(TypedDict, total=False):
    tooNewLogEventStartIndex: int
    tooOldLogEventEndIndex: int
    expiredLogEventEndIndex: int


class _RenameKeyEntryRequired(TypedDict):
    key: str
    renameTo: str


class RenameKeyEntry(_RenameKeyEntryRequired, total=False):
    overwriteIfExists: bool


class RenameKeys(TypedDict):
    entries: list[RenameKeyEntry]


class ResourceConfig(TypedDict, total=False):
    openSearchResourceConfig: OpenSearchResourceConfig


class ResourcePolicy(TypedDict, total=False):
    policyName: str
    policyDocument: str
    lastUpdatedTime: int
    policyScope: str
    resourceArn: str
    revisionId: str


class ResultField(TypedDict, total=False):
    field: str
    value: str


class _S3ConfigurationRequired(TypedDict):
    destinationIdentifier: str
    roleArn: str


class S3Configuration(_S3ConfigurationRequired, total=False):
    ownerAccountId: str
    kmsKeyId: str


class S3DeliveryConfiguration(TypedDict, total=False):
    suffixPath: str
    enableHiveCompatiblePath: bool


class S3TableIntegrationSource(TypedDict, total=False):
    identifier: str
    dataSource: DataSource
    status: str
    statusReason: str
    createdTimeStamp: int
    parentSourceIdentifier: str


class S3TablesIntegration(TypedDict, total=False):
    datasourceName: str
    datasourceType: str


class ScheduledQueryDestination(TypedDict, total=False):
    destinationType: str
    destinationIdentifier: str
    status: str
    processedIdentifier: str
    errorMessage: str


class ScheduledQuerySummary(TypedDict, total=False):
    scheduledQueryArn: str
    name: str
    state: str
    scheduleType: str
    lastTriggeredTime: int
    lastExecutionStatus: str
    scheduleExpression: str
    timezone: str
    destinationConfiguration: DestinationConfiguration
    creationTime: int
    lastUpdatedTime: int


class SearchedLogStream(TypedDict, total=False):
    logStreamName: str
    searchedCompletely: bool


class SessionStreamingException(TypedDict, total=False):
    message: str


class SessionTimeoutException(TypedDict, total=False):
    message: str


class SplitString(TypedDict):
    entries: list[SplitStringEntry]


class SplitStringEntry(TypedDict):
    source: str
    delimiter: str


class _StartLiveTailRequestRequired(TypedDict):
    logGroupIdentifiers: list[str]


class StartLiveTailRequest(_StartLiveTailRequestRequired, total=False):
    logStreamNames: list[str]
    logStreamNamePrefixes: list[str]
    logEventFilterPattern: str


class StartLiveTailResponse(TypedDict, total=False):
    responseStream: StartLiveTailResponseStream


class StartLiveTailResponseStream(TypedDict, total=False):
    sessionStart: LiveTailSessionStart
    sessionUpdate: LiveTailSessionUpdate
    SessionTimeoutException: SessionTimeoutException
    SessionStreamingException: SessionStreamingException


class _StartQueryRequestRequired(TypedDict):
    startTime: int
    endTime: int
    queryString: str


class StartQueryRequest(_StartQueryRequestRequired, total=False):
    queryLanguage: str
    logGroupName: str
    logGroupNames: list[str]
    logGroupIdentifiers: list[str]
    limit: int


class StartQueryResponse(TypedDict, total=False):
    queryId: str


class StopQueryRequest(TypedDict):
    queryId: str


class StopQueryResponse(TypedDict, total=False):
    success: bool


class SubscriptionFilter(TypedDict, total=False):
    filterName: str
    logGroupName: str
    filterPattern: str
    destinationArn: str
    roleArn: str
    distribution: str
    applyOnTransformedLogs: bool
    creationTime: int
    fieldSelectionCriteria: str
    emitSystemFields: list[str]


class SubstituteString(TypedDict):
    entries: list[SubstituteStringEntry]


SubstituteStringEntry = TypedDict("SubstituteStringEntry", {"source": "str", "from": "str", "to": "str"})


class SuppressionPeriod(TypedDict, total=False):
    value: int
    suppressionUnit: str


class SyslogConfiguration(TypedDict, total=False):
    logGroupArn: str
    sourceType: str
    vpcEndpointId: str
    createdAt: int


class _TagFilterRequired(TypedDict):
    key: str


class TagFilter(_TagFilterRequired, total=False):
    values: list[str]


class TagLogGroupRequest(TypedDict):
    logGroupName: str
    tags: dict[str, str]


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: dict[str, str]


class TestMetricFilterRequest(TypedDict):
    filterPattern: str
    logEventMessages: list[str]


class TestMetricFilterResponse(TypedDict, total=False):
    matches: list[MetricFilterMatchRecord]


class TestTransformerRequest(TypedDict):
    transformerConfig: list[Processor]
    logEventMessages: list[str]


class TestTransformerResponse(TypedDict, total=False):
    transformedLogs: list[TransformedLogRecord]


class TransformedLogRecord(TypedDict, total=False):
    eventNumber: int
    eventMessage: str
    transformedEventMessage: str


class TriggerHistoryRecord(TypedDict, total=False):
    queryId: str
    executionStatus: str
    triggeredTimestamp: int
    errorMessage: str
    destinations: list[ScheduledQueryDestination]


class TrimString(TypedDict):
    withKeys: list[str]


class TypeConverter(TypedDict):
    entries: list[TypeConverterEntry]


class TypeConverterEntry(TypedDict):
    key: str
    type: str


class UntagLogGroupRequest(TypedDict):
    logGroupName: str
    tags: list[str]


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class _UpdateAnomalyRequestRequired(TypedDict):
    anomalyDetectorArn: str


class UpdateAnomalyRequest(_UpdateAnomalyRequestRequired, total=False):
    anomalyId: str
    patternId: str
    suppressionType: str
    suppressionPeriod: SuppressionPeriod
    baseline: bool


class _UpdateDeliveryConfigurationRequestRequired(TypedDict):
    id: str


class UpdateDeliveryConfigurationRequest(_UpdateDeliveryConfigurationRequestRequired, total=False):
    recordFields: list[str]
    fieldDelimiter: str
    s3DeliveryConfiguration: S3DeliveryConfiguration


class UpdateDeliveryConfigurationResponse(TypedDict, total=False):
    pass


class _UpdateLogAnomalyDetectorRequestRequired(TypedDict):
    anomalyDetectorArn: str
    enabled: bool


class UpdateLogAnomalyDetectorRequest(_UpdateLogAnomalyDetectorRequestRequired, total=False):
    evaluationFrequency: str
    filterPattern: str
    anomalyVisibilityTime: int


class _UpdateLookupTableRequestRequired(TypedDict):
    lookupTableArn: str


class UpdateLookupTableRequest(_UpdateLookupTableRequestRequired, total=False):
    description: str
    tableBody: str
    queryId: str
    kmsKeyId: str


class UpdateLookupTableResponse(TypedDict, total=False):
    lookupTableArn: str
    lastUpdatedTime: int


class _UpdateScheduledQueryRequestRequired(TypedDict):
    identifier: str
    queryLanguage: str
    queryString: str
    scheduleExpression: str
    executionRoleArn: str


class UpdateScheduledQueryRequest(_UpdateScheduledQueryRequestRequired, total=False):
    description: str
    logGroupIdentifiers: list[str]
    timezone: str
    startTimeOffset: int
    endTimeOffset: int
    destinationConfiguration: DestinationConfiguration
    scheduleStartTime: int
    scheduleEndTime: int
    state: str


class UpdateScheduledQueryResponse(TypedDict, total=False):
    scheduledQueryArn: str
    name: str
    description: str
    queryLanguage: str
    queryString: str
    logGroupIdentifiers: list[str]
    scheduleExpression: str
    timezone: str
    startTimeOffset: int
    endTimeOffset: int
    destinationConfiguration: DestinationConfiguration
    state: str
    scheduleType: str
    lastTriggeredTime: int
    lastExecutionStatus: str
    scheduleStartTime: int
    scheduleEndTime: int
    executionRoleArn: str
    creationTime: int
    lastUpdatedTime: int


class UpperCaseString(TypedDict):
    withKeys: list[str]


class AssociateKmsKeyResponse(TypedDict, total=False):
    pass


class CancelExportTaskResponse(TypedDict, total=False):
    pass


class CreateLogGroupResponse(TypedDict, total=False):
    pass


class CreateLogStreamResponse(TypedDict, total=False):
    pass


class DeleteDataProtectionPolicyResponse(TypedDict, total=False):
    pass


class DeleteDeliveryDestinationPolicyResponse(TypedDict, total=False):
    pass


class DeleteDeliveryDestinationResponse(TypedDict, total=False):
    pass


class DeleteDeliveryResponse(TypedDict, total=False):
    pass


class DeleteDeliverySourceResponse(TypedDict, total=False):
    pass


class DeleteDestinationResponse(TypedDict, total=False):
    pass


class DeleteLogAnomalyDetectorResponse(TypedDict, total=False):
    pass


class DeleteLogGroupResponse(TypedDict, total=False):
    pass


class DeleteLogStreamResponse(TypedDict, total=False):
    pass


class DeleteLookupTableResponse(TypedDict, total=False):
    pass


class DeleteMetricFilterResponse(TypedDict, total=False):
    pass


class DeleteResourcePolicyResponse(TypedDict, total=False):
    pass


class DeleteRetentionPolicyResponse(TypedDict, total=False):
    pass


class DeleteSubscriptionFilterResponse(TypedDict, total=False):
    pass


class DeleteSyslogConfigurationResponse(TypedDict, total=False):
    pass


class DeleteTransformerResponse(TypedDict, total=False):
    pass


class DisassociateKmsKeyResponse(TypedDict, total=False):
    pass


class PutBearerTokenAuthenticationResponse(TypedDict, total=False):
    pass


class PutDestinationPolicyResponse(TypedDict, total=False):
    pass


class PutLogGroupDeletionProtectionResponse(TypedDict, total=False):
    pass


class PutMetricFilterResponse(TypedDict, total=False):
    pass


class PutRetentionPolicyResponse(TypedDict, total=False):
    pass


class PutSubscriptionFilterResponse(TypedDict, total=False):
    pass


class PutSyslogConfigurationResponse(TypedDict, total=False):
    pass


class PutTransformerResponse(TypedDict, total=False):
    pass


class TagLogGroupResponse(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagLogGroupResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateAnomalyResponse(TypedDict, total=False):
    pass


class UpdateLogAnomalyDetectorResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateKmsKey",
    "AssociateSourceToS3TableIntegration",
    "CancelExportTask",
    "CancelImportTask",
    "CreateDelivery",
    "CreateExportTask",
    "CreateImportTask",
    "CreateLogAnomalyDetector",
    "CreateLogGroup",
    "CreateLogStream",
    "CreateLookupTable",
    "CreateScheduledQuery",
    "DeleteAccountPolicy",
    "DeleteDataProtectionPolicy",
    "DeleteDelivery",
    "DeleteDeliveryDestination",
    "DeleteDeliveryDestinationPolicy",
    "DeleteDeliverySource",
    "DeleteDestination",
    "DeleteIndexPolicy",
    "DeleteIntegration",
    "DeleteLogAnomalyDetector",
    "DeleteLogGroup",
    "DeleteLogStream",
    "DeleteLookupTable",
    "DeleteMetricFilter",
    "DeleteQueryDefinition",
    "DeleteResourcePolicy",
    "DeleteRetentionPolicy",
    "DeleteScheduledQuery",
    "DeleteSubscriptionFilter",
    "DeleteSyslogConfiguration",
    "DeleteTransformer",
    "DescribeAccountPolicies",
    "DescribeConfigurationTemplates",
    "DescribeDeliveries",
    "DescribeDeliveryDestinations",
    "DescribeDeliverySources",
    "DescribeDestinations",
    "DescribeExportTasks",
    "DescribeFieldIndexes",
    "DescribeImportTaskBatches",
    "DescribeImportTasks",
    "DescribeIndexPolicies",
    "DescribeLogGroups",
    "DescribeLogStreams",
    "DescribeLookupTables",
    "DescribeMetricFilters",
    "DescribeQueries",
    "DescribeQueryDefinitions",
    "DescribeResourcePolicies",
    "DescribeSubscriptionFilters",
    "DisassociateKmsKey",
    "DisassociateSourceFromS3TableIntegration",
    "FilterLogEvents",
    "GetDataProtectionPolicy",
    "GetDelivery",
    "GetDeliveryDestination",
    "GetDeliveryDestinationPolicy",
    "GetDeliverySource",
    "GetIntegration",
    "GetLogAnomalyDetector",
    "GetLogEvents",
    "GetLogFields",
    "GetLogGroupFields",
    "GetLogObject",
    "GetLogRecord",
    "GetLookupTable",
    "GetQueryResults",
    "GetScheduledQuery",
    "GetScheduledQueryHistory",
    "GetStorageTierPolicy",
    "GetTransformer",
    "ListAggregateLogGroupSummaries",
    "ListAnomalies",
    "ListIntegrations",
    "ListLogAnomalyDetectors",
    "ListLogGroups",
    "ListLogGroupsForQuery",
    "ListScheduledQueries",
    "ListSourcesForS3TableIntegration",
    "ListSyslogConfigurations",
    "ListTagsForResource",
    "ListTagsLogGroup",
    "PutAccountPolicy",
    "PutBearerTokenAuthentication",
    "PutDataProtectionPolicy",
    "PutDeliveryDestination",
    "PutDeliveryDestinationPolicy",
    "PutDeliverySource",
    "PutDestination",
    "PutDestinationPolicy",
    "PutIndexPolicy",
    "PutIntegration",
    "PutLogEvents",
    "PutLogGroupDeletionProtection",
    "PutMetricFilter",
    "PutQueryDefinition",
    "PutResourcePolicy",
    "PutRetentionPolicy",
    "PutStorageTierPolicy",
    "PutSubscriptionFilter",
    "PutSyslogConfiguration",
    "PutTransformer",
    "StartLiveTail",
    "StartQuery",
    "StopQuery",
    "TagLogGroup",
    "TagResource",
    "TestMetricFilter",
    "TestTransformer",
    "UntagLogGroup",
    "UntagResource",
    "UpdateAnomaly",
    "UpdateDeliveryConfiguration",
    "UpdateLogAnomalyDetector",
    "UpdateLookupTable",
    "UpdateScheduledQuery",
)
