"""Typed requests and responses of dynamodb's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types dynamodb`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class ArchivalSummary(TypedDict, total=False):
    ArchivalDateTime: datetime
    ArchivalReason: str
    ArchivalBackupArn: str


class AttributeDefinition(TypedDict):
    AttributeName: str
    AttributeType: str


class AttributeValue(TypedDict, total=False):
    S: str
    N: str
    B: bytes
    SS: list[str]
    NS: list[str]
    BS: list[bytes]
    M: dict[str, AttributeValue]
    L: list[AttributeValue]
    NULL: bool
    BOOL: bool


class AttributeValueUpdate(TypedDict, total=False):
    Value: AttributeValue
    Action: str


class AutoScalingPolicyDescription(TypedDict, total=False):
    PolicyName: str
    TargetTrackingScalingPolicyConfiguration: AutoScalingTargetTrackingScalingPolicyConfigurationDescription


class _AutoScalingPolicyUpdateRequired(TypedDict):
    TargetTrackingScalingPolicyConfiguration: AutoScalingTargetTrackingScalingPolicyConfigurationUpdate


class AutoScalingPolicyUpdate(_AutoScalingPolicyUpdateRequired, total=False):
    PolicyName: str


class AutoScalingSettingsDescription(TypedDict, total=False):
    MinimumUnits: int
    MaximumUnits: int
    AutoScalingDisabled: bool
    AutoScalingRoleArn: str
    ScalingPolicies: list[AutoScalingPolicyDescription]


class AutoScalingSettingsUpdate(TypedDict, total=False):
    MinimumUnits: int
    MaximumUnits: int
    AutoScalingDisabled: bool
    AutoScalingRoleArn: str
    ScalingPolicyUpdate: AutoScalingPolicyUpdate


class _AutoScalingTargetTrackingScalingPolicyConfigurationDescriptionRequired(TypedDict):
    TargetValue: float


class AutoScalingTargetTrackingScalingPolicyConfigurationDescription(
    _AutoScalingTargetTrackingScalingPolicyConfigurationDescriptionRequired, total=False
):
    DisableScaleIn: bool
    ScaleInCooldown: int
    ScaleOutCooldown: int


class _AutoScalingTargetTrackingScalingPolicyConfigurationUpdateRequired(TypedDict):
    TargetValue: float


class AutoScalingTargetTrackingScalingPolicyConfigurationUpdate(
    _AutoScalingTargetTrackingScalingPolicyConfigurationUpdateRequired, total=False
):
    DisableScaleIn: bool
    ScaleInCooldown: int
    ScaleOutCooldown: int


class BackupDescription(TypedDict, total=False):
    BackupDetails: BackupDetails
    SourceTableDetails: SourceTableDetails
    SourceTableFeatureDetails: SourceTableFeatureDetails


class _BackupDetailsRequired(TypedDict):
    BackupArn: str
    BackupName: str
    BackupStatus: str
    BackupType: str
    BackupCreationDateTime: datetime


class BackupDetails(_BackupDetailsRequired, total=False):
    BackupSizeBytes: int
    BackupExpiryDateTime: datetime


class BackupSummary(TypedDict, total=False):
    TableName: str
    TableId: str
    TableArn: str
    BackupArn: str
    BackupName: str
    BackupCreationDateTime: datetime
    BackupExpiryDateTime: datetime
    BackupStatus: str
    BackupType: str
    BackupSizeBytes: int


class _BatchExecuteStatementRequestRequired(TypedDict):
    Statements: list[BatchStatementRequest]


class BatchExecuteStatementRequest(_BatchExecuteStatementRequestRequired, total=False):
    ReturnConsumedCapacity: str


class BatchExecuteStatementResponse(TypedDict, total=False):
    Responses: list[BatchStatementResponse]
    ConsumedCapacity: list[ConsumedCapacity]


class _BatchGetItemRequestRequired(TypedDict):
    RequestItems: dict[str, KeysAndAttributes]


class BatchGetItemRequest(_BatchGetItemRequestRequired, total=False):
    ReturnConsumedCapacity: str


class BatchGetItemResponse(TypedDict, total=False):
    Responses: dict[str, list[dict[str, AttributeValue]]]
    UnprocessedKeys: dict[str, KeysAndAttributes]
    ConsumedCapacity: list[ConsumedCapacity]


class BatchStatementError(TypedDict, total=False):
    Code: str
    Message: str
    Item: dict[str, AttributeValue]


class _BatchStatementRequestRequired(TypedDict):
    Statement: str


class BatchStatementRequest(_BatchStatementRequestRequired, total=False):
    Parameters: list[AttributeValue]
    ConsistentRead: bool
    ReturnValuesOnConditionCheckFailure: str


class BatchStatementResponse(TypedDict, total=False):
    Error: BatchStatementError
    TableName: str
    Item: dict[str, AttributeValue]


class _BatchWriteItemRequestRequired(TypedDict):
    RequestItems: dict[str, list[WriteRequest]]


class BatchWriteItemRequest(_BatchWriteItemRequestRequired, total=False):
    ReturnConsumedCapacity: str
    ReturnItemCollectionMetrics: str


class BatchWriteItemResponse(TypedDict, total=False):
    UnprocessedItems: dict[str, list[WriteRequest]]
    ItemCollectionMetrics: dict[str, list[ItemCollectionMetrics]]
    ConsumedCapacity: list[ConsumedCapacity]


class BillingModeSummary(TypedDict, total=False):
    BillingMode: str
    LastUpdateToPayPerRequestDateTime: datetime


class BulkOperationBytes(TypedDict, total=False):
    BulkPutBytes: int


class BulkOperationDescription(TypedDict, total=False):
    BulkOperationArn: str
    BulkOperationStatus: str
    TableDetails: list[BulkOperationTableDetail]
    ClientToken: str
    InputS3Configuration: InputS3Configuration
    OutputS3Configuration: OutputS3Configuration
    StartTime: datetime
    EndTime: datetime
    ProcessedItemCount: int
    ProcessedInputBytes: int
    TotalInputBytes: int
    BulkOperationUsage: list[BulkOperationUsage]
    FailedItemCount: int
    FailureCode: str
    FailureMessage: str
    MaxWriteRequestUnits: int
    PerformanceTier: str


class _BulkOperationSummaryRequired(TypedDict):
    BulkOperationArn: str
    BulkOperationStatus: str
    StartTime: datetime


class BulkOperationSummary(_BulkOperationSummaryRequired, total=False):
    EndTime: datetime


class BulkOperationTableDetail(TypedDict, total=False):
    TableName: str
    TableId: str


class BulkOperationUsage(TypedDict, total=False):
    TableName: str
    BulkPutBytes: int
    Table: BulkOperationBytes
    LocalSecondaryIndexes: dict[str, BulkOperationBytes]
    GlobalSecondaryIndexes: dict[str, BulkOperationBytes]
    VectorIndexes: dict[str, BulkOperationVectorBytes]


class BulkOperationVectorBytes(TypedDict, total=False):
    BulkPutVectorBytes: int


class CancelBulkOperationRequest(TypedDict):
    BulkOperationArn: str


class CancelBulkOperationResponse(TypedDict):
    BulkOperationArn: str
    BulkOperationStatus: str


class Capacity(TypedDict, total=False):
    ReadCapacityUnits: float
    WriteCapacityUnits: float
    CapacityUnits: float


class _ConditionRequired(TypedDict):
    ComparisonOperator: str


class Condition(_ConditionRequired, total=False):
    AttributeValueList: list[AttributeValue]


class _ConditionCheckRequired(TypedDict):
    Key: dict[str, AttributeValue]
    TableName: str
    ConditionExpression: str


class ConditionCheck(_ConditionCheckRequired, total=False):
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ReturnValuesOnConditionCheckFailure: str


class ConsumedCapacity(TypedDict, total=False):
    TableName: str
    CapacityUnits: float
    ReadCapacityUnits: float
    WriteCapacityUnits: float
    Table: Capacity
    LocalSecondaryIndexes: dict[str, Capacity]
    GlobalSecondaryIndexes: dict[str, Capacity]
    VectorIndexes: dict[str, VectorCapacity]


class _ContinuousBackupsDescriptionRequired(TypedDict):
    ContinuousBackupsStatus: str


class ContinuousBackupsDescription(_ContinuousBackupsDescriptionRequired, total=False):
    PointInTimeRecoveryDescription: PointInTimeRecoveryDescription


class ContributorInsightsSummary(TypedDict, total=False):
    TableName: str
    IndexName: str
    ContributorInsightsStatus: str
    ContributorInsightsMode: str


class CreateBackupRequest(TypedDict):
    TableName: str
    BackupName: str


class CreateBackupResponse(TypedDict, total=False):
    BackupDetails: BackupDetails


class _CreateGlobalSecondaryIndexActionRequired(TypedDict):
    IndexName: str
    KeySchema: list[KeySchemaElement]
    Projection: Projection


class CreateGlobalSecondaryIndexAction(_CreateGlobalSecondaryIndexActionRequired, total=False):
    ProvisionedThroughput: ProvisionedThroughput
    OnDemandThroughput: OnDemandThroughput
    WarmThroughput: WarmThroughput


class CreateGlobalTableRequest(TypedDict):
    GlobalTableName: str
    ReplicationGroup: list[Replica]


class CreateGlobalTableResponse(TypedDict, total=False):
    GlobalTableDescription: GlobalTableDescription


class CreateGlobalTableWitnessGroupMemberAction(TypedDict):
    RegionName: str


class CreateReplicaAction(TypedDict):
    RegionName: str


class _CreateReplicationGroupMemberActionRequired(TypedDict):
    RegionName: str


class CreateReplicationGroupMemberAction(_CreateReplicationGroupMemberActionRequired, total=False):
    KMSMasterKeyId: str
    ProvisionedThroughputOverride: ProvisionedThroughputOverride
    OnDemandThroughputOverride: OnDemandThroughputOverride
    GlobalSecondaryIndexes: list[ReplicaGlobalSecondaryIndex]
    TableClassOverride: str


class _CreateTableRequestRequired(TypedDict):
    TableName: str


class CreateTableRequest(_CreateTableRequestRequired, total=False):
    AttributeDefinitions: list[AttributeDefinition]
    KeySchema: list[KeySchemaElement]
    LocalSecondaryIndexes: list[LocalSecondaryIndex]
    GlobalSecondaryIndexes: list[GlobalSecondaryIndex]
    BillingMode: str
    ProvisionedThroughput: ProvisionedThroughput
    StreamSpecification: StreamSpecification
    SSESpecification: SSESpecification
    Tags: list[Tag]
    TableClass: str
    DeletionProtectionEnabled: bool
    WarmThroughput: WarmThroughput
    ResourcePolicy: str
    OnDemandThroughput: OnDemandThroughput
    GlobalTableSourceArn: str
    GlobalTableSettingsReplicationMode: str
    VectorIndexes: list[VectorIndex]


class CreateTableResponse(TypedDict, total=False):
    TableDescription: TableDescription


class _CreateVectorIndexActionRequired(TypedDict):
    IndexName: str
    VectorAttribute: VectorAttributeDefinition
    Projection: Projection
    Dimensions: int
    DistanceFunction: str


class CreateVectorIndexAction(_CreateVectorIndexActionRequired, total=False):
    SearchSchema: list[SearchSchemaElement]


class CsvOptions(TypedDict, total=False):
    Delimiter: str
    HeaderList: list[str]


class _DeleteRequired(TypedDict):
    Key: dict[str, AttributeValue]
    TableName: str


class Delete(_DeleteRequired, total=False):
    ConditionExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ReturnValuesOnConditionCheckFailure: str


class DeleteBackupRequest(TypedDict):
    BackupArn: str


class DeleteBackupResponse(TypedDict, total=False):
    BackupDescription: BackupDescription


class DeleteGlobalSecondaryIndexAction(TypedDict):
    IndexName: str


class DeleteGlobalTableWitnessGroupMemberAction(TypedDict):
    RegionName: str


class _DeleteItemRequestRequired(TypedDict):
    TableName: str
    Key: dict[str, AttributeValue]


class DeleteItemRequest(_DeleteItemRequestRequired, total=False):
    Expected: dict[str, ExpectedAttributeValue]
    ConditionalOperator: str
    ReturnValues: str
    ReturnConsumedCapacity: str
    ReturnItemCollectionMetrics: str
    ConditionExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ReturnValuesOnConditionCheckFailure: str


class DeleteItemResponse(TypedDict, total=False):
    Attributes: dict[str, AttributeValue]
    ConsumedCapacity: ConsumedCapacity
    ItemCollectionMetrics: ItemCollectionMetrics


class DeleteReplicaAction(TypedDict):
    RegionName: str


class DeleteReplicationGroupMemberAction(TypedDict):
    RegionName: str


class DeleteRequest(TypedDict):
    Key: dict[str, AttributeValue]


class _DeleteResourcePolicyRequestRequired(TypedDict):
    ResourceArn: str


class DeleteResourcePolicyRequest(_DeleteResourcePolicyRequestRequired, total=False):
    ExpectedRevisionId: str


class DeleteResourcePolicyResponse(TypedDict, total=False):
    RevisionId: str


class DeleteTableRequest(TypedDict):
    TableName: str


class DeleteTableResponse(TypedDict, total=False):
    TableDescription: TableDescription


class DeleteVectorIndexAction(TypedDict):
    IndexName: str


class DescribeBackupRequest(TypedDict):
    BackupArn: str


class DescribeBackupResponse(TypedDict, total=False):
    BackupDescription: BackupDescription


class DescribeBulkOperationRequest(TypedDict):
    BulkOperationArn: str


class DescribeBulkOperationResponse(TypedDict):
    BulkOperationDescription: BulkOperationDescription


class DescribeContinuousBackupsRequest(TypedDict):
    TableName: str


class DescribeContinuousBackupsResponse(TypedDict, total=False):
    ContinuousBackupsDescription: ContinuousBackupsDescription


class _DescribeContributorInsightsRequestRequired(TypedDict):
    TableName: str


class DescribeContributorInsightsRequest(_DescribeContributorInsightsRequestRequired, total=False):
    IndexName: str


class DescribeContributorInsightsResponse(TypedDict, total=False):
    TableName: str
    IndexName: str
    ContributorInsightsRuleList: list[str]
    ContributorInsightsStatus: str
    LastUpdateDateTime: datetime
    FailureException: FailureException
    ContributorInsightsMode: str


class DescribeEndpointsRequest(TypedDict, total=False):
    pass


class DescribeEndpointsResponse(TypedDict):
    Endpoints: list[Endpoint]


class DescribeExportRequest(TypedDict):
    ExportArn: str


class DescribeExportResponse(TypedDict, total=False):
    ExportDescription: ExportDescription


class DescribeGlobalTableRequest(TypedDict):
    GlobalTableName: str


class DescribeGlobalTableResponse(TypedDict, total=False):
    GlobalTableDescription: GlobalTableDescription


class DescribeGlobalTableSettingsRequest(TypedDict):
    GlobalTableName: str


class DescribeGlobalTableSettingsResponse(TypedDict, total=False):
    GlobalTableName: str
    ReplicaSettings: list[ReplicaSettingsDescription]


class DescribeImportRequest(TypedDict):
    ImportArn: str


class DescribeImportResponse(TypedDict):
    ImportTableDescription: ImportTableDescription


class DescribeKinesisStreamingDestinationRequest(TypedDict):
    TableName: str


class DescribeKinesisStreamingDestinationResponse(TypedDict, total=False):
    TableName: str
    KinesisDataStreamDestinations: list[KinesisDataStreamDestination]


class DescribeLimitsRequest(TypedDict, total=False):
    pass


class DescribeLimitsResponse(TypedDict, total=False):
    AccountMaxReadCapacityUnits: int
    AccountMaxWriteCapacityUnits: int
    TableMaxReadCapacityUnits: int
    TableMaxWriteCapacityUnits: int


class DescribeTableReplicaAutoScalingRequest(TypedDict):
    TableName: str


class DescribeTableReplicaAutoScalingResponse(TypedDict, total=False):
    TableAutoScalingDescription: TableAutoScalingDescription


class DescribeTableRequest(TypedDict):
    TableName: str


class DescribeTableResponse(TypedDict, total=False):
    Table: TableDescription


class DescribeTimeToLiveRequest(TypedDict):
    TableName: str


class DescribeTimeToLiveResponse(TypedDict, total=False):
    TimeToLiveDescription: TimeToLiveDescription


class _DisableKinesisStreamingDestinationRequestRequired(TypedDict):
    TableName: str
    StreamArn: str


class DisableKinesisStreamingDestinationRequest(
    _DisableKinesisStreamingDestinationRequestRequired, total=False
):
    EnableKinesisStreamingConfiguration: EnableKinesisStreamingConfiguration


class DisableKinesisStreamingDestinationResponse(TypedDict, total=False):
    TableName: str
    StreamArn: str
    DestinationStatus: str
    EnableKinesisStreamingConfiguration: EnableKinesisStreamingConfiguration


class DisassociateReplicationGroupMemberAction(TypedDict):
    RegionName: str
    DisassociationMode: str


class EnableKinesisStreamingConfiguration(TypedDict, total=False):
    ApproximateCreationDateTimePrecision: str


class Endpoint(TypedDict):
    Address: str
    CachePeriodInMinutes: int


class _ExecuteStatementRequestRequired(TypedDict):
    Statement: str


class ExecuteStatementRequest(_ExecuteStatementRequestRequired, total=False):
    Parameters: list[AttributeValue]
    ConsistentRead: bool
    NextToken: str
    ReturnConsumedCapacity: str
    Limit: int
    ReturnValuesOnConditionCheckFailure: str


class ExecuteStatementResponse(TypedDict, total=False):
    Items: list[dict[str, AttributeValue]]
    NextToken: str
    ConsumedCapacity: ConsumedCapacity
    LastEvaluatedKey: dict[str, AttributeValue]


class _ExecuteTransactionRequestRequired(TypedDict):
    TransactStatements: list[ParameterizedStatement]


class ExecuteTransactionRequest(_ExecuteTransactionRequestRequired, total=False):
    ClientRequestToken: str
    ReturnConsumedCapacity: str


class ExecuteTransactionResponse(TypedDict, total=False):
    Responses: list[ItemResponse]
    ConsumedCapacity: list[ConsumedCapacity]


class ExpectedAttributeValue(TypedDict, total=False):
    Value: AttributeValue
    Exists: bool
    ComparisonOperator: str
    AttributeValueList: list[AttributeValue]


class ExportDescription(TypedDict, total=False):
    ExportArn: str
    ExportStatus: str
    StartTime: datetime
    EndTime: datetime
    ExportManifest: str
    TableArn: str
    TableId: str
    ExportTime: datetime
    ClientToken: str
    S3Bucket: str
    S3BucketOwner: str
    S3Prefix: str
    S3SseAlgorithm: str
    S3SseKmsKeyId: str
    FailureCode: str
    FailureMessage: str
    ExportFormat: str
    BilledSizeBytes: int
    ItemCount: int
    ExportType: str
    IncrementalExportSpecification: IncrementalExportSpecification
    FilterSpecification: FilterSpecification


class ExportSummary(TypedDict, total=False):
    ExportArn: str
    ExportStatus: str
    ExportType: str


class _ExportTableToPointInTimeRequestRequired(TypedDict):
    TableArn: str
    S3Bucket: str


class ExportTableToPointInTimeRequest(_ExportTableToPointInTimeRequestRequired, total=False):
    ExportTime: datetime
    ClientToken: str
    S3BucketOwner: str
    S3Prefix: str
    S3SseAlgorithm: str
    S3SseKmsKeyId: str
    ExportFormat: str
    ExportType: str
    IncrementalExportSpecification: IncrementalExportSpecification
    FilterSpecification: FilterSpecification


class ExportTableToPointInTimeResponse(TypedDict, total=False):
    ExportDescription: ExportDescription


class FailureException(TypedDict, total=False):
    ExceptionName: str
    ExceptionDescription: str


class FilterSpecification(TypedDict, total=False):
    FilterExpression: str
    ProjectionExpression: str
    KeyConditionExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]


class _GetRequired(TypedDict):
    Key: dict[str, AttributeValue]
    TableName: str


class Get(_GetRequired, total=False):
    ProjectionExpression: str
    ExpressionAttributeNames: dict[str, str]


class _GetItemRequestRequired(TypedDict):
    TableName: str
    Key: dict[str, AttributeValue]


class GetItemRequest(_GetItemRequestRequired, total=False):
    AttributesToGet: list[str]
    ConsistentRead: bool
    ReturnConsumedCapacity: str
    ProjectionExpression: str
    ExpressionAttributeNames: dict[str, str]


class GetItemResponse(TypedDict, total=False):
    Item: dict[str, AttributeValue]
    ConsumedCapacity: ConsumedCapacity


class GetResourcePolicyRequest(TypedDict):
    ResourceArn: str


class GetResourcePolicyResponse(TypedDict, total=False):
    Policy: str
    RevisionId: str


class _GlobalSecondaryIndexRequired(TypedDict):
    IndexName: str
    KeySchema: list[KeySchemaElement]
    Projection: Projection


class GlobalSecondaryIndex(_GlobalSecondaryIndexRequired, total=False):
    ProvisionedThroughput: ProvisionedThroughput
    OnDemandThroughput: OnDemandThroughput
    WarmThroughput: WarmThroughput


class GlobalSecondaryIndexAutoScalingUpdate(TypedDict, total=False):
    IndexName: str
    ProvisionedWriteCapacityAutoScalingUpdate: AutoScalingSettingsUpdate


class GlobalSecondaryIndexDescription(TypedDict, total=False):
    IndexName: str
    KeySchema: list[KeySchemaElement]
    Projection: Projection
    IndexStatus: str
    Backfilling: bool
    ProvisionedThroughput: ProvisionedThroughputDescription
    IndexSizeBytes: int
    ItemCount: int
    IndexArn: str
    OnDemandThroughput: OnDemandThroughput
    WarmThroughput: GlobalSecondaryIndexWarmThroughputDescription


class GlobalSecondaryIndexInfo(TypedDict, total=False):
    IndexName: str
    KeySchema: list[KeySchemaElement]
    Projection: Projection
    ProvisionedThroughput: ProvisionedThroughput
    OnDemandThroughput: OnDemandThroughput


class GlobalSecondaryIndexUpdate(TypedDict, total=False):
    Update: UpdateGlobalSecondaryIndexAction
    Create: CreateGlobalSecondaryIndexAction
    Delete: DeleteGlobalSecondaryIndexAction


class GlobalSecondaryIndexWarmThroughputDescription(TypedDict, total=False):
    ReadUnitsPerSecond: int
    WriteUnitsPerSecond: int
    Status: str


class GlobalTable(TypedDict, total=False):
    GlobalTableName: str
    ReplicationGroup: list[Replica]


class GlobalTableDescription(TypedDict, total=False):
    ReplicationGroup: list[ReplicaDescription]
    GlobalTableArn: str
    CreationDateTime: datetime
    GlobalTableStatus: str
    GlobalTableName: str


class _GlobalTableGlobalSecondaryIndexSettingsUpdateRequired(TypedDict):
    IndexName: str


class GlobalTableGlobalSecondaryIndexSettingsUpdate(
    _GlobalTableGlobalSecondaryIndexSettingsUpdateRequired, total=False
):
    ProvisionedWriteCapacityUnits: int
    ProvisionedWriteCapacityAutoScalingSettingsUpdate: AutoScalingSettingsUpdate


class GlobalTableWitnessDescription(TypedDict, total=False):
    RegionName: str
    WitnessStatus: str


class GlobalTableWitnessGroupUpdate(TypedDict, total=False):
    Create: CreateGlobalTableWitnessGroupMemberAction
    Delete: DeleteGlobalTableWitnessGroupMemberAction


class ImportSummary(TypedDict, total=False):
    ImportArn: str
    ImportStatus: str
    TableArn: str
    S3BucketSource: S3BucketSource
    CloudWatchLogGroupArn: str
    InputFormat: str
    StartTime: datetime
    EndTime: datetime


class ImportTableDescription(TypedDict, total=False):
    ImportArn: str
    ImportStatus: str
    TableArn: str
    TableId: str
    ClientToken: str
    S3BucketSource: S3BucketSource
    ErrorCount: int
    CloudWatchLogGroupArn: str
    InputFormat: str
    InputFormatOptions: InputFormatOptions
    InputCompressionType: str
    TableCreationParameters: TableCreationParameters
    StartTime: datetime
    EndTime: datetime
    ProcessedSizeBytes: int
    ProcessedItemCount: int
    ImportedItemCount: int
    FailureCode: str
    FailureMessage: str


class _ImportTableRequestRequired(TypedDict):
    S3BucketSource: S3BucketSource
    InputFormat: str
    TableCreationParameters: TableCreationParameters


class ImportTableRequest(_ImportTableRequestRequired, total=False):
    ClientToken: str
    InputFormatOptions: InputFormatOptions
    InputCompressionType: str


class ImportTableResponse(TypedDict):
    ImportTableDescription: ImportTableDescription


class IncrementalExportSpecification(TypedDict, total=False):
    ExportFromTime: datetime
    ExportToTime: datetime
    ExportViewType: str


class InputFormatOptions(TypedDict, total=False):
    Csv: CsvOptions


class _InputS3ConfigurationRequired(TypedDict):
    S3Bucket: str
    InputFormat: str


class InputS3Configuration(_InputS3ConfigurationRequired, total=False):
    S3BucketOwner: str
    S3KeyPrefix: str
    InputCompressionType: str


class ItemCollectionMetrics(TypedDict, total=False):
    ItemCollectionKey: dict[str, AttributeValue]
    SizeEstimateRangeGB: list[float]


class ItemResponse(TypedDict, total=False):
    Item: dict[str, AttributeValue]


class KeySchemaElement(TypedDict):
    AttributeName: str
    KeyType: str


class _KeysAndAttributesRequired(TypedDict):
    Keys: list[dict[str, AttributeValue]]


class KeysAndAttributes(_KeysAndAttributesRequired, total=False):
    AttributesToGet: list[str]
    ConsistentRead: bool
    ProjectionExpression: str
    ExpressionAttributeNames: dict[str, str]


class KinesisDataStreamDestination(TypedDict, total=False):
    StreamArn: str
    DestinationStatus: str
    DestinationStatusDescription: str
    ApproximateCreationDateTimePrecision: str


class ListBackupsRequest(TypedDict, total=False):
    TableName: str
    Limit: int
    TimeRangeLowerBound: datetime
    TimeRangeUpperBound: datetime
    ExclusiveStartBackupArn: str
    BackupType: str


class ListBackupsResponse(TypedDict, total=False):
    BackupSummaries: list[BackupSummary]
    LastEvaluatedBackupArn: str


class ListBulkOperationsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListBulkOperationsResponse(TypedDict, total=False):
    BulkOperationsSummaryList: list[BulkOperationSummary]
    NextToken: str


class ListContributorInsightsRequest(TypedDict, total=False):
    TableName: str
    NextToken: str
    MaxResults: int


class ListContributorInsightsResponse(TypedDict, total=False):
    ContributorInsightsSummaries: list[ContributorInsightsSummary]
    NextToken: str


class ListExportsRequest(TypedDict, total=False):
    TableArn: str
    MaxResults: int
    NextToken: str


class ListExportsResponse(TypedDict, total=False):
    ExportSummaries: list[ExportSummary]
    NextToken: str


class ListGlobalTablesRequest(TypedDict, total=False):
    ExclusiveStartGlobalTableName: str
    Limit: int
    RegionName: str


class ListGlobalTablesResponse(TypedDict, total=False):
    GlobalTables: list[GlobalTable]
    LastEvaluatedGlobalTableName: str


class ListImportsRequest(TypedDict, total=False):
    TableArn: str
    PageSize: int
    NextToken: str


class ListImportsResponse(TypedDict, total=False):
    ImportSummaryList: list[ImportSummary]
    NextToken: str


class ListTablesRequest(TypedDict, total=False):
    ExclusiveStartTableName: str
    Limit: int


class ListTablesResponse(TypedDict, total=False):
    TableNames: list[str]
    LastEvaluatedTableName: str


class _ListTagsOfResourceRequestRequired(TypedDict):
    ResourceArn: str


class ListTagsOfResourceRequest(_ListTagsOfResourceRequestRequired, total=False):
    NextToken: str


class ListTagsOfResourceResponse(TypedDict, total=False):
    Tags: list[Tag]
    NextToken: str


class LocalSecondaryIndex(TypedDict):
    IndexName: str
    KeySchema: list[KeySchemaElement]
    Projection: Projection


class LocalSecondaryIndexDescription(TypedDict, total=False):
    IndexName: str
    KeySchema: list[KeySchemaElement]
    Projection: Projection
    IndexSizeBytes: int
    ItemCount: int
    IndexArn: str


class LocalSecondaryIndexInfo(TypedDict, total=False):
    IndexName: str
    KeySchema: list[KeySchemaElement]
    Projection: Projection


class OnDemandThroughput(TypedDict, total=False):
    MaxReadRequestUnits: int
    MaxWriteRequestUnits: int


class OnDemandThroughputOverride(TypedDict, total=False):
    MaxReadRequestUnits: int


class _OutputS3ConfigurationRequired(TypedDict):
    OutputType: list[str]


class OutputS3Configuration(_OutputS3ConfigurationRequired, total=False):
    S3BucketOwner: str
    S3Bucket: str
    S3KeyPrefix: str
    S3SseAlgorithm: str
    S3SseKmsKeyId: str


class _ParameterizedStatementRequired(TypedDict):
    Statement: str


class ParameterizedStatement(_ParameterizedStatementRequired, total=False):
    Parameters: list[AttributeValue]
    ReturnValuesOnConditionCheckFailure: str


class PointInTimeRecoveryDescription(TypedDict, total=False):
    PointInTimeRecoveryStatus: str
    RecoveryPeriodInDays: int
    EarliestRestorableDateTime: datetime
    LatestRestorableDateTime: datetime


class _PointInTimeRecoverySpecificationRequired(TypedDict):
    PointInTimeRecoveryEnabled: bool


class PointInTimeRecoverySpecification(_PointInTimeRecoverySpecificationRequired, total=False):
    RecoveryPeriodInDays: int


class Projection(TypedDict, total=False):
    ProjectionType: str
    NonKeyAttributes: list[str]


class ProvisionedThroughput(TypedDict):
    ReadCapacityUnits: int
    WriteCapacityUnits: int


class ProvisionedThroughputDescription(TypedDict, total=False):
    LastIncreaseDateTime: datetime
    LastDecreaseDateTime: datetime
    NumberOfDecreasesToday: int
    ReadCapacityUnits: int
    WriteCapacityUnits: int


class ProvisionedThroughputOverride(TypedDict, total=False):
    ReadCapacityUnits: int


class _PutRequired(TypedDict):
    Item: dict[str, AttributeValue]
    TableName: str


class Put(_PutRequired, total=False):
    ConditionExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ReturnValuesOnConditionCheckFailure: str


class _PutItemRequestRequired(TypedDict):
    TableName: str
    Item: dict[str, AttributeValue]


class PutItemRequest(_PutItemRequestRequired, total=False):
    Expected: dict[str, ExpectedAttributeValue]
    ReturnValues: str
    ReturnConsumedCapacity: str
    ReturnItemCollectionMetrics: str
    ConditionalOperator: str
    ConditionExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ReturnValuesOnConditionCheckFailure: str


class PutItemResponse(TypedDict, total=False):
    Attributes: dict[str, AttributeValue]
    ConsumedCapacity: ConsumedCapacity
    ItemCollectionMetrics: ItemCollectionMetrics


class PutRequest(TypedDict):
    Item: dict[str, AttributeValue]


class _PutResourcePolicyRequestRequired(TypedDict):
    ResourceArn: str
    Policy: str


class PutResourcePolicyRequest(_PutResourcePolicyRequestRequired, total=False):
    ExpectedRevisionId: str
    ConfirmRemoveSelfResourceAccess: bool


class PutResourcePolicyResponse(TypedDict, total=False):
    RevisionId: str


class _QueryRequestRequired(TypedDict):
    TableName: str


class QueryRequest(_QueryRequestRequired, total=False):
    IndexName: str
    Select: str
    AttributesToGet: list[str]
    Limit: int
    ConsistentRead: bool
    KeyConditions: dict[str, Condition]
    QueryFilter: dict[str, Condition]
    ConditionalOperator: str
    ScanIndexForward: bool
    ExclusiveStartKey: dict[str, AttributeValue]
    ReturnConsumedCapacity: str
    ProjectionExpression: str
    FilterExpression: str
    KeyConditionExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]


class QueryResponse(TypedDict, total=False):
    Items: list[dict[str, AttributeValue]]
    Count: int
    ScannedCount: int
    LastEvaluatedKey: dict[str, AttributeValue]
    ConsumedCapacity: ConsumedCapacity


class Replica(TypedDict, total=False):
    RegionName: str


class ReplicaAutoScalingDescription(TypedDict, total=False):
    RegionName: str
    GlobalSecondaryIndexes: list[ReplicaGlobalSecondaryIndexAutoScalingDescription]
    ReplicaProvisionedReadCapacityAutoScalingSettings: AutoScalingSettingsDescription
    ReplicaProvisionedWriteCapacityAutoScalingSettings: AutoScalingSettingsDescription
    ReplicaStatus: str


class _ReplicaAutoScalingUpdateRequired(TypedDict):
    RegionName: str


class ReplicaAutoScalingUpdate(_ReplicaAutoScalingUpdateRequired, total=False):
    ReplicaGlobalSecondaryIndexUpdates: list[ReplicaGlobalSecondaryIndexAutoScalingUpdate]
    ReplicaProvisionedReadCapacityAutoScalingUpdate: AutoScalingSettingsUpdate


class ReplicaDescription(TypedDict, total=False):
    RegionName: str
    ReplicaStatus: str
    ReplicaArn: str
    ReplicaStatusDescription: str
    ReplicaStatusPercentProgress: str
    KMSMasterKeyId: str
    ProvisionedThroughputOverride: ProvisionedThroughputOverride
    OnDemandThroughputOverride: OnDemandThroughputOverride
    WarmThroughput: TableWarmThroughputDescription
    GlobalSecondaryIndexes: list[ReplicaGlobalSecondaryIndexDescription]
    ReplicaInaccessibleDateTime: datetime
    ReplicaTableClassSummary: TableClassSummary
    GlobalTableSettingsReplicationMode: str


class _ReplicaGlobalSecondaryIndexRequired(TypedDict):
    IndexName: str


class ReplicaGlobalSecondaryIndex(_ReplicaGlobalSecondaryIndexRequired, total=False):
    ProvisionedThroughputOverride: ProvisionedThroughputOverride
    OnDemandThroughputOverride: OnDemandThroughputOverride


class ReplicaGlobalSecondaryIndexAutoScalingDescription(TypedDict, total=False):
    IndexName: str
    IndexStatus: str
    ProvisionedReadCapacityAutoScalingSettings: AutoScalingSettingsDescription
    ProvisionedWriteCapacityAutoScalingSettings: AutoScalingSettingsDescription


class ReplicaGlobalSecondaryIndexAutoScalingUpdate(TypedDict, total=False):
    IndexName: str
    ProvisionedReadCapacityAutoScalingUpdate: AutoScalingSettingsUpdate


class ReplicaGlobalSecondaryIndexDescription(TypedDict, total=False):
    IndexName: str
    ProvisionedThroughputOverride: ProvisionedThroughputOverride
    OnDemandThroughputOverride: OnDemandThroughputOverride
    WarmThroughput: GlobalSecondaryIndexWarmThroughputDescription


class _ReplicaGlobalSecondaryIndexSettingsDescriptionRequired(TypedDict):
    IndexName: str


class ReplicaGlobalSecondaryIndexSettingsDescription(
    _ReplicaGlobalSecondaryIndexSettingsDescriptionRequired, total=False
):
    IndexStatus: str
    ProvisionedReadCapacityUnits: int
    ProvisionedReadCapacityAutoScalingSettings: AutoScalingSettingsDescription
    ProvisionedWriteCapacityUnits: int
    ProvisionedWriteCapacityAutoScalingSettings: AutoScalingSettingsDescription


class _ReplicaGlobalSecondaryIndexSettingsUpdateRequired(TypedDict):
    IndexName: str


class ReplicaGlobalSecondaryIndexSettingsUpdate(
    _ReplicaGlobalSecondaryIndexSettingsUpdateRequired, total=False
):
    ProvisionedReadCapacityUnits: int
    ProvisionedReadCapacityAutoScalingSettingsUpdate: AutoScalingSettingsUpdate


class _ReplicaSettingsDescriptionRequired(TypedDict):
    RegionName: str


class ReplicaSettingsDescription(_ReplicaSettingsDescriptionRequired, total=False):
    ReplicaStatus: str
    ReplicaBillingModeSummary: BillingModeSummary
    ReplicaProvisionedReadCapacityUnits: int
    ReplicaProvisionedReadCapacityAutoScalingSettings: AutoScalingSettingsDescription
    ReplicaProvisionedWriteCapacityUnits: int
    ReplicaProvisionedWriteCapacityAutoScalingSettings: AutoScalingSettingsDescription
    ReplicaGlobalSecondaryIndexSettings: list[ReplicaGlobalSecondaryIndexSettingsDescription]
    ReplicaTableClassSummary: TableClassSummary


class _ReplicaSettingsUpdateRequired(TypedDict):
    RegionName: str


class ReplicaSettingsUpdate(_ReplicaSettingsUpdateRequired, total=False):
    ReplicaProvisionedReadCapacityUnits: int
    ReplicaProvisionedReadCapacityAutoScalingSettingsUpdate: AutoScalingSettingsUpdate
    ReplicaGlobalSecondaryIndexSettingsUpdate: list[ReplicaGlobalSecondaryIndexSettingsUpdate]
    ReplicaTableClass: str


class ReplicaUpdate(TypedDict, total=False):
    Create: CreateReplicaAction
    Delete: DeleteReplicaAction


class ReplicationGroupUpdate(TypedDict, total=False):
    Create: CreateReplicationGroupMemberAction
    Update: UpdateReplicationGroupMemberAction
    Delete: DeleteReplicationGroupMemberAction
    Disassociate: DisassociateReplicationGroupMemberAction


class _RestoreSummaryRequired(TypedDict):
    RestoreDateTime: datetime
    RestoreInProgress: bool


class RestoreSummary(_RestoreSummaryRequired, total=False):
    SourceBackupArn: str
    SourceTableArn: str


class _RestoreTableFromBackupRequestRequired(TypedDict):
    TargetTableName: str
    BackupArn: str


class RestoreTableFromBackupRequest(_RestoreTableFromBackupRequestRequired, total=False):
    BillingModeOverride: str
    GlobalSecondaryIndexOverride: list[GlobalSecondaryIndex]
    LocalSecondaryIndexOverride: list[LocalSecondaryIndex]
    ProvisionedThroughputOverride: ProvisionedThroughput
    OnDemandThroughputOverride: OnDemandThroughput
    SSESpecificationOverride: SSESpecification
    VectorIndexOverride: list[VectorIndex]


class RestoreTableFromBackupResponse(TypedDict, total=False):
    TableDescription: TableDescription


class _RestoreTableToPointInTimeRequestRequired(TypedDict):
    TargetTableName: str


class RestoreTableToPointInTimeRequest(_RestoreTableToPointInTimeRequestRequired, total=False):
    SourceTableArn: str
    SourceTableName: str
    UseLatestRestorableTime: bool
    RestoreDateTime: datetime
    BillingModeOverride: str
    GlobalSecondaryIndexOverride: list[GlobalSecondaryIndex]
    LocalSecondaryIndexOverride: list[LocalSecondaryIndex]
    ProvisionedThroughputOverride: ProvisionedThroughput
    OnDemandThroughputOverride: OnDemandThroughput
    SSESpecificationOverride: SSESpecification
    VectorIndexOverride: list[VectorIndex]


class RestoreTableToPointInTimeResponse(TypedDict, total=False):
    TableDescription: TableDescription


class _S3BucketSourceRequired(TypedDict):
    S3Bucket: str


class S3BucketSource(_S3BucketSourceRequired, total=False):
    S3BucketOwner: str
    S3KeyPrefix: str


class SSEDescription(TypedDict, total=False):
    Status: str
    SSEType: str
    KMSMasterKeyArn: str
    InaccessibleEncryptionDateTime: datetime


class SSESpecification(TypedDict, total=False):
    Enabled: bool
    SSEType: str
    KMSMasterKeyId: str


class _ScanRequestRequired(TypedDict):
    TableName: str


class ScanRequest(_ScanRequestRequired, total=False):
    IndexName: str
    AttributesToGet: list[str]
    Limit: int
    Select: str
    ScanFilter: dict[str, Condition]
    ConditionalOperator: str
    ExclusiveStartKey: dict[str, AttributeValue]
    ReturnConsumedCapacity: str
    TotalSegments: int
    Segment: int
    ProjectionExpression: str
    FilterExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ConsistentRead: bool


class ScanResponse(TypedDict, total=False):
    Items: list[dict[str, AttributeValue]]
    Count: int
    ScannedCount: int
    LastEvaluatedKey: dict[str, AttributeValue]
    ConsumedCapacity: ConsumedCapacity


class SearchResultItem(TypedDict, total=False):
    Item: dict[str, AttributeValue]
    Score: float


class SearchSchemaElement(TypedDict):
    AttributeName: str
    SearchSchemaElementType: str


class _SearchVectorsRequestRequired(TypedDict):
    TableName: str
    IndexName: str
    SearchVector: list[AttributeValue]
    TopK: int


class SearchVectorsRequest(_SearchVectorsRequestRequired, total=False):
    ReturnConsumedCapacity: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ProjectionExpression: str
    SearchConditionExpression: str


class SearchVectorsResponse(TypedDict, total=False):
    ConsumedCapacity: VectorCapacity
    SearchResults: list[SearchResultItem]


class _SourceTableDetailsRequired(TypedDict):
    TableName: str
    TableId: str
    KeySchema: list[KeySchemaElement]
    TableCreationDateTime: datetime
    ProvisionedThroughput: ProvisionedThroughput


class SourceTableDetails(_SourceTableDetailsRequired, total=False):
    TableArn: str
    TableSizeBytes: int
    OnDemandThroughput: OnDemandThroughput
    ItemCount: int
    BillingMode: str


class SourceTableFeatureDetails(TypedDict, total=False):
    LocalSecondaryIndexes: list[LocalSecondaryIndexInfo]
    GlobalSecondaryIndexes: list[GlobalSecondaryIndexInfo]
    StreamDescription: StreamSpecification
    TimeToLiveDescription: TimeToLiveDescription
    SSEDescription: SSEDescription
    VectorIndexes: list[VectorIndexInfo]


class _StartBulkPutItemsRequestRequired(TypedDict):
    InputS3Configuration: InputS3Configuration
    OutputS3Configuration: OutputS3Configuration
    TableName: str


class StartBulkPutItemsRequest(_StartBulkPutItemsRequestRequired, total=False):
    ClientToken: str
    MaxWriteRequestUnits: int
    PerformanceTier: str


class StartBulkPutItemsResponse(TypedDict):
    BulkOperationDescription: BulkOperationDescription


class _StreamSpecificationRequired(TypedDict):
    StreamEnabled: bool


class StreamSpecification(_StreamSpecificationRequired, total=False):
    StreamViewType: str


class TableAutoScalingDescription(TypedDict, total=False):
    TableName: str
    TableStatus: str
    Replicas: list[ReplicaAutoScalingDescription]


class TableClassSummary(TypedDict, total=False):
    TableClass: str
    LastUpdateDateTime: datetime


class _TableCreationParametersRequired(TypedDict):
    TableName: str
    AttributeDefinitions: list[AttributeDefinition]
    KeySchema: list[KeySchemaElement]


class TableCreationParameters(_TableCreationParametersRequired, total=False):
    BillingMode: str
    ProvisionedThroughput: ProvisionedThroughput
    OnDemandThroughput: OnDemandThroughput
    SSESpecification: SSESpecification
    GlobalSecondaryIndexes: list[GlobalSecondaryIndex]
    VectorIndexes: list[VectorIndex]


class TableDescription(TypedDict, total=False):
    AttributeDefinitions: list[AttributeDefinition]
    TableName: str
    KeySchema: list[KeySchemaElement]
    TableStatus: str
    CreationDateTime: datetime
    ProvisionedThroughput: ProvisionedThroughputDescription
    TableSizeBytes: int
    ItemCount: int
    TableArn: str
    TableId: str
    BillingModeSummary: BillingModeSummary
    LocalSecondaryIndexes: list[LocalSecondaryIndexDescription]
    GlobalSecondaryIndexes: list[GlobalSecondaryIndexDescription]
    StreamSpecification: StreamSpecification
    LatestStreamLabel: str
    LatestStreamArn: str
    GlobalTableVersion: str
    Replicas: list[ReplicaDescription]
    GlobalTableWitnesses: list[GlobalTableWitnessDescription]
    GlobalTableSettingsReplicationMode: str
    RestoreSummary: RestoreSummary
    SSEDescription: SSEDescription
    ArchivalSummary: ArchivalSummary
    TableClassSummary: TableClassSummary
    DeletionProtectionEnabled: bool
    DisassociationProtectionEnabled: bool
    OnDemandThroughput: OnDemandThroughput
    WarmThroughput: TableWarmThroughputDescription
    MultiRegionConsistency: str
    VectorIndexes: list[VectorIndexDescription]


class TableWarmThroughputDescription(TypedDict, total=False):
    ReadUnitsPerSecond: int
    WriteUnitsPerSecond: int
    Status: str


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    ResourceArn: str
    Tags: list[Tag]


class TimeToLiveDescription(TypedDict, total=False):
    TimeToLiveStatus: str
    AttributeName: str


class TimeToLiveSpecification(TypedDict):
    Enabled: bool
    AttributeName: str


class TransactGetItem(TypedDict):
    Get: Get


class _TransactGetItemsRequestRequired(TypedDict):
    TransactItems: list[TransactGetItem]


class TransactGetItemsRequest(_TransactGetItemsRequestRequired, total=False):
    ReturnConsumedCapacity: str


class TransactGetItemsResponse(TypedDict, total=False):
    ConsumedCapacity: list[ConsumedCapacity]
    Responses: list[ItemResponse]


class TransactWriteItem(TypedDict, total=False):
    ConditionCheck: ConditionCheck
    Put: Put
    Delete: Delete
    Update: Update


class _TransactWriteItemsRequestRequired(TypedDict):
    TransactItems: list[TransactWriteItem]


class TransactWriteItemsRequest(_TransactWriteItemsRequestRequired, total=False):
    ReturnConsumedCapacity: str
    ReturnItemCollectionMetrics: str
    ClientRequestToken: str


class TransactWriteItemsResponse(TypedDict, total=False):
    ConsumedCapacity: list[ConsumedCapacity]
    ItemCollectionMetrics: dict[str, list[ItemCollectionMetrics]]


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagKeys: list[str]


class _UpdateRequired(TypedDict):
    Key: dict[str, AttributeValue]
    UpdateExpression: str
    TableName: str


class Update(_UpdateRequired, total=False):
    ConditionExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ReturnValuesOnConditionCheckFailure: str


class UpdateContinuousBackupsRequest(TypedDict):
    TableName: str
    PointInTimeRecoverySpecification: PointInTimeRecoverySpecification


class UpdateContinuousBackupsResponse(TypedDict, total=False):
    ContinuousBackupsDescription: ContinuousBackupsDescription


class _UpdateContributorInsightsRequestRequired(TypedDict):
    TableName: str
    ContributorInsightsAction: str


class UpdateContributorInsightsRequest(_UpdateContributorInsightsRequestRequired, total=False):
    IndexName: str
    ContributorInsightsMode: str


class UpdateContributorInsightsResponse(TypedDict, total=False):
    TableName: str
    IndexName: str
    ContributorInsightsStatus: str
    ContributorInsightsMode: str


class _UpdateGlobalSecondaryIndexActionRequired(TypedDict):
    IndexName: str


class UpdateGlobalSecondaryIndexAction(_UpdateGlobalSecondaryIndexActionRequired, total=False):
    ProvisionedThroughput: ProvisionedThroughput
    OnDemandThroughput: OnDemandThroughput
    WarmThroughput: WarmThroughput


class UpdateGlobalTableRequest(TypedDict):
    GlobalTableName: str
    ReplicaUpdates: list[ReplicaUpdate]


class UpdateGlobalTableResponse(TypedDict, total=False):
    GlobalTableDescription: GlobalTableDescription


class _UpdateGlobalTableSettingsRequestRequired(TypedDict):
    GlobalTableName: str


class UpdateGlobalTableSettingsRequest(_UpdateGlobalTableSettingsRequestRequired, total=False):
    GlobalTableBillingMode: str
    GlobalTableProvisionedWriteCapacityUnits: int
    GlobalTableProvisionedWriteCapacityAutoScalingSettingsUpdate: AutoScalingSettingsUpdate
    GlobalTableGlobalSecondaryIndexSettingsUpdate: list[GlobalTableGlobalSecondaryIndexSettingsUpdate]
    ReplicaSettingsUpdate: list[ReplicaSettingsUpdate]


class UpdateGlobalTableSettingsResponse(TypedDict, total=False):
    GlobalTableName: str
    ReplicaSettings: list[ReplicaSettingsDescription]


class _UpdateItemRequestRequired(TypedDict):
    TableName: str
    Key: dict[str, AttributeValue]


class UpdateItemRequest(_UpdateItemRequestRequired, total=False):
    AttributeUpdates: dict[str, AttributeValueUpdate]
    Expected: dict[str, ExpectedAttributeValue]
    ConditionalOperator: str
    ReturnValues: str
    ReturnConsumedCapacity: str
    ReturnItemCollectionMetrics: str
    UpdateExpression: str
    ConditionExpression: str
    ExpressionAttributeNames: dict[str, str]
    ExpressionAttributeValues: dict[str, AttributeValue]
    ReturnValuesOnConditionCheckFailure: str


class UpdateItemResponse(TypedDict, total=False):
    Attributes: dict[str, AttributeValue]
    ConsumedCapacity: ConsumedCapacity
    ItemCollectionMetrics: ItemCollectionMetrics


class UpdateKinesisStreamingConfiguration(TypedDict, total=False):
    ApproximateCreationDateTimePrecision: str


class _UpdateKinesisStreamingDestinationRequestRequired(TypedDict):
    TableName: str
    StreamArn: str


class UpdateKinesisStreamingDestinationRequest(
    _UpdateKinesisStreamingDestinationRequestRequired, total=False
):
    UpdateKinesisStreamingConfiguration: UpdateKinesisStreamingConfiguration


class UpdateKinesisStreamingDestinationResponse(TypedDict, total=False):
    TableName: str
    StreamArn: str
    DestinationStatus: str
    UpdateKinesisStreamingConfiguration: UpdateKinesisStreamingConfiguration


class _UpdateReplicationGroupMemberActionRequired(TypedDict):
    RegionName: str


class UpdateReplicationGroupMemberAction(_UpdateReplicationGroupMemberActionRequired, total=False):
    KMSMasterKeyId: str
    ProvisionedThroughputOverride: ProvisionedThroughputOverride
    OnDemandThroughputOverride: OnDemandThroughputOverride
    GlobalSecondaryIndexes: list[ReplicaGlobalSecondaryIndex]
    TableClassOverride: str


class _UpdateTableReplicaAutoScalingRequestRequired(TypedDict):
    TableName: str


class UpdateTableReplicaAutoScalingRequest(_UpdateTableReplicaAutoScalingRequestRequired, total=False):
    GlobalSecondaryIndexUpdates: list[GlobalSecondaryIndexAutoScalingUpdate]
    ProvisionedWriteCapacityAutoScalingUpdate: AutoScalingSettingsUpdate
    ReplicaUpdates: list[ReplicaAutoScalingUpdate]


class UpdateTableReplicaAutoScalingResponse(TypedDict, total=False):
    TableAutoScalingDescription: TableAutoScalingDescription


class _UpdateTableRequestRequired(TypedDict):
    TableName: str


class UpdateTableRequest(_UpdateTableRequestRequired, total=False):
    AttributeDefinitions: list[AttributeDefinition]
    BillingMode: str
    ProvisionedThroughput: ProvisionedThroughput
    GlobalSecondaryIndexUpdates: list[GlobalSecondaryIndexUpdate]
    StreamSpecification: StreamSpecification
    SSESpecification: SSESpecification
    ReplicaUpdates: list[ReplicationGroupUpdate]
    TableClass: str
    DeletionProtectionEnabled: bool
    MultiRegionConsistency: str
    GlobalTableWitnessUpdates: list[GlobalTableWitnessGroupUpdate]
    OnDemandThroughput: OnDemandThroughput
    WarmThroughput: WarmThroughput
    GlobalTableSettingsReplicationMode: str
    DisassociationProtectionEnabled: bool
    VectorIndexUpdates: list[VectorIndexUpdate]


class UpdateTableResponse(TypedDict, total=False):
    TableDescription: TableDescription


class UpdateTimeToLiveRequest(TypedDict):
    TableName: str
    TimeToLiveSpecification: TimeToLiveSpecification


class UpdateTimeToLiveResponse(TypedDict, total=False):
    TimeToLiveSpecification: TimeToLiveSpecification


class VectorAttributeDefinition(TypedDict):
    AttributeName: str


class VectorCapacity(TypedDict, total=False):
    VectorSearchRequestBytes: float
    VectorWriteRequestBytes: float


class _VectorIndexRequired(TypedDict):
    IndexName: str
    VectorAttribute: VectorAttributeDefinition
    Projection: Projection
    Dimensions: int
    DistanceFunction: str


class VectorIndex(_VectorIndexRequired, total=False):
    SearchSchema: list[SearchSchemaElement]


class VectorIndexDescription(TypedDict, total=False):
    IndexName: str
    SearchSchema: list[SearchSchemaElement]
    Projection: Projection
    VectorAttribute: VectorAttributeDefinition
    Dimensions: int
    DistanceFunction: str
    IndexStatus: str
    Backfilling: bool
    IndexSizeBytes: int
    ItemCount: int
    IndexArn: str


class VectorIndexInfo(TypedDict, total=False):
    IndexName: str
    VectorAttribute: VectorAttributeDefinition
    SearchSchema: list[SearchSchemaElement]
    Projection: Projection
    Dimensions: int
    DistanceFunction: str


class VectorIndexUpdate(TypedDict, total=False):
    Create: CreateVectorIndexAction
    Delete: DeleteVectorIndexAction


class WarmThroughput(TypedDict, total=False):
    ReadUnitsPerSecond: int
    WriteUnitsPerSecond: int


class WriteRequest(TypedDict, total=False):
    PutRequest: PutRequest
    DeleteRequest: DeleteRequest


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


EnableKinesisStreamingDestinationRequest = DisableKinesisStreamingDestinationRequest
EnableKinesisStreamingDestinationResponse = DisableKinesisStreamingDestinationResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "BatchExecuteStatement",
    "BatchGetItem",
    "BatchWriteItem",
    "CancelBulkOperation",
    "CreateBackup",
    "CreateGlobalTable",
    "CreateTable",
    "DeleteBackup",
    "DeleteItem",
    "DeleteResourcePolicy",
    "DeleteTable",
    "DescribeBackup",
    "DescribeBulkOperation",
    "DescribeContinuousBackups",
    "DescribeContributorInsights",
    "DescribeEndpoints",
    "DescribeExport",
    "DescribeGlobalTable",
    "DescribeGlobalTableSettings",
    "DescribeImport",
    "DescribeKinesisStreamingDestination",
    "DescribeLimits",
    "DescribeTable",
    "DescribeTableReplicaAutoScaling",
    "DescribeTimeToLive",
    "DisableKinesisStreamingDestination",
    "EnableKinesisStreamingDestination",
    "ExecuteStatement",
    "ExecuteTransaction",
    "ExportTableToPointInTime",
    "GetItem",
    "GetResourcePolicy",
    "ImportTable",
    "ListBackups",
    "ListBulkOperations",
    "ListContributorInsights",
    "ListExports",
    "ListGlobalTables",
    "ListImports",
    "ListTables",
    "ListTagsOfResource",
    "PutItem",
    "PutResourcePolicy",
    "Query",
    "RestoreTableFromBackup",
    "RestoreTableToPointInTime",
    "Scan",
    "SearchVectors",
    "StartBulkPutItems",
    "TagResource",
    "TransactGetItems",
    "TransactWriteItems",
    "UntagResource",
    "UpdateContinuousBackups",
    "UpdateContributorInsights",
    "UpdateGlobalTable",
    "UpdateGlobalTableSettings",
    "UpdateItem",
    "UpdateKinesisStreamingDestination",
    "UpdateTable",
    "UpdateTableReplicaAutoScaling",
    "UpdateTimeToLive",
)
