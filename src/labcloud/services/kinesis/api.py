"""Typed requests and responses of kinesis's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types kinesis`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class _AcknowledgeDeadLetterQueueRecordsErrorEntryRequired(TypedDict):
    ReceiptHandle: str
    ErrorCode: str


class AcknowledgeDeadLetterQueueRecordsErrorEntry(
    _AcknowledgeDeadLetterQueueRecordsErrorEntryRequired, total=False
):
    ErrorMessage: str


class AcknowledgeDeadLetterQueueRecordsRequest(TypedDict):
    QueueARN: str
    Entries: list[AcknowledgeDeadLetterQueueRecordsRequestEntry]


class AcknowledgeDeadLetterQueueRecordsRequestEntry(TypedDict):
    ReceiptHandle: str


class AcknowledgeDeadLetterQueueRecordsResponse(TypedDict):
    Successful: list[AcknowledgeDeadLetterQueueRecordsResultEntry]
    Failed: list[AcknowledgeDeadLetterQueueRecordsErrorEntry]


class AcknowledgeDeadLetterQueueRecordsResultEntry(TypedDict):
    ReceiptHandle: str


class _AcknowledgeQueueRecordsErrorEntryRequired(TypedDict):
    ReceiptHandle: str
    ErrorCode: str


class AcknowledgeQueueRecordsErrorEntry(_AcknowledgeQueueRecordsErrorEntryRequired, total=False):
    ErrorMessage: str


class AcknowledgeQueueRecordsRequest(TypedDict):
    QueueARN: str
    Entries: list[AcknowledgeQueueRecordsRequestEntry]


class AcknowledgeQueueRecordsRequestEntry(TypedDict):
    ReceiptHandle: str


class AcknowledgeQueueRecordsResponse(TypedDict):
    Successful: list[AcknowledgeQueueRecordsResultEntry]
    Failed: list[AcknowledgeQueueRecordsErrorEntry]


class AcknowledgeQueueRecordsResultEntry(TypedDict):
    ReceiptHandle: str


class _AddTagsToStreamRequestRequired(TypedDict):
    Tags: dict[str, str]


class AddTagsToStreamRequest(_AddTagsToStreamRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class _ChannelDescriptionRequired(TypedDict):
    ChannelName: str
    ChannelARN: str
    ChannelId: str
    ChannelStatus: str
    ChannelCreationTimestamp: datetime
    ServiceExecutionRoleARN: str
    StreamConfigurationList: list[ChannelStreamDescription]
    LoggingConfiguration: ChannelLoggingConfiguration


class ChannelDescription(_ChannelDescriptionRequired, total=False):
    ChannelStatusReason: str
    S3DestinationConfiguration: S3DestinationDescription
    S3TablesDestinationConfiguration: S3TablesDestinationDescription
    EncryptionConfiguration: ChannelEncryptionConfiguration


class ChannelEncryptionConfiguration(TypedDict):
    EncryptionType: str
    KeyId: str


class ChannelLoggingConfiguration(TypedDict):
    CloudWatchLogs: CloudWatchLogs


class ChannelLoggingUpdateInput(TypedDict):
    CloudWatchLogs: CloudWatchLogsUpdateInput


class ChannelStreamConfiguration(TypedDict):
    StreamARN: str
    RecordConfiguration: RecordConfiguration


class ChannelStreamDescription(TypedDict):
    StreamARN: str
    StreamCreationTimestamp: datetime
    RecordConfiguration: RecordConfiguration


class ChannelStreamIdentifier(TypedDict):
    StreamARN: str
    StreamCreationTimestamp: datetime


class _ChannelSummaryRequired(TypedDict):
    ChannelName: str
    ChannelARN: str
    ChannelId: str
    ChannelStatus: str
    ChannelCreationTimestamp: datetime
    ChannelDestinationType: str
    Streams: list[ChannelStreamIdentifier]


class ChannelSummary(_ChannelSummaryRequired, total=False):
    ChannelStatusReason: str


class ChildShard(TypedDict):
    ShardId: str
    ParentShards: list[str]
    HashKeyRange: HashKeyRange


class _CloudWatchLogsRequired(TypedDict):
    Enabled: bool


class CloudWatchLogs(_CloudWatchLogsRequired, total=False):
    LogGroupName: str
    LogStreamName: str


class _CloudWatchLogsUpdateInputRequired(TypedDict):
    Enabled: bool


class CloudWatchLogsUpdateInput(_CloudWatchLogsUpdateInputRequired, total=False):
    LogGroupName: str
    LogStreamName: str


class Consumer(TypedDict):
    ConsumerName: str
    ConsumerARN: str
    ConsumerStatus: str
    ConsumerCreationTimestamp: datetime


class ConsumerDescription(TypedDict):
    ConsumerName: str
    ConsumerARN: str
    ConsumerStatus: str
    ConsumerCreationTimestamp: datetime
    StreamARN: str


class _CreateChannelRequestRequired(TypedDict):
    ChannelName: str
    ServiceExecutionRoleARN: str
    StreamConfigurationList: list[ChannelStreamConfiguration]


class CreateChannelRequest(_CreateChannelRequestRequired, total=False):
    S3DestinationConfiguration: S3DestinationConfiguration
    S3TablesDestinationConfiguration: S3TablesDestinationConfiguration
    EncryptionConfiguration: ChannelEncryptionConfiguration
    Tags: dict[str, str]
    LoggingConfiguration: ChannelLoggingConfiguration


class CreateChannelResponse(TypedDict):
    ChannelDescription: ChannelDescription


class _CreateQueueRequestRequired(TypedDict):
    QueueName: str
    StreamConfigurationList: list[QueueStreamConfiguration]


class CreateQueueRequest(_CreateQueueRequestRequired, total=False):
    QueueAttributes: QueueAttributes
    Tags: dict[str, str]


class CreateQueueResponse(TypedDict):
    QueueDescription: QueueDescription


class _CreateStreamRequestRequired(TypedDict):
    StreamName: str


class CreateStreamRequest(_CreateStreamRequestRequired, total=False):
    ShardCount: int
    StreamModeDetails: StreamModeDetails
    Tags: dict[str, str]
    WarmThroughputMiBps: int
    MaxRecordSizeInKiB: int
    RecordDistributionStrategy: str


class _DeadLetterConfigurationRequired(TypedDict):
    TargetType: str


class DeadLetterConfiguration(_DeadLetterConfigurationRequired, total=False):
    MaxReceiveCount: int


class _DeadLetterQueueS3ConfigurationRequired(TypedDict):
    BucketARN: str
    ExpectedBucketOwner: str


class DeadLetterQueueS3Configuration(_DeadLetterQueueS3ConfigurationRequired, total=False):
    ErrorOutputPrefix: str


class _DecreaseStreamRetentionPeriodRequestRequired(TypedDict):
    RetentionPeriodHours: int


class DecreaseStreamRetentionPeriodRequest(_DecreaseStreamRetentionPeriodRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class DeleteChannelRequest(TypedDict):
    ChannelARN: str


class DeleteQueueRequest(TypedDict):
    QueueARN: str


class _DeleteResourcePolicyRequestRequired(TypedDict):
    ResourceARN: str


class DeleteResourcePolicyRequest(_DeleteResourcePolicyRequestRequired, total=False):
    StreamId: str


class DeleteStreamRequest(TypedDict, total=False):
    StreamName: str
    EnforceConsumerDeletion: bool
    StreamARN: str
    StreamId: str


class DeregisterStreamConsumerRequest(TypedDict, total=False):
    StreamARN: str
    ConsumerName: str
    ConsumerARN: str
    StreamId: str


class DescribeAccountSettingsRequest(TypedDict, total=False):
    pass


class DescribeAccountSettingsResponse(TypedDict, total=False):
    MinimumThroughputBillingCommitment: MinimumThroughputBillingCommitmentOutput


class DescribeChannelRequest(TypedDict):
    ChannelARN: str


class DescribeChannelResponse(TypedDict):
    ChannelDescription: ChannelDescription


class DescribeLimitsRequest(TypedDict, total=False):
    pass


class _DescribeLimitsResponseRequired(TypedDict):
    ShardLimit: int
    OpenShardCount: int
    OnDemandStreamCount: int
    OnDemandStreamCountLimit: int


class DescribeLimitsResponse(_DescribeLimitsResponseRequired, total=False):
    ChannelCount: int
    ChannelCountLimit: int


class DescribeQueueRequest(TypedDict):
    QueueARN: str


class DescribeQueueResponse(TypedDict):
    QueueDescription: QueueDescription


class DescribeStreamConsumerRequest(TypedDict, total=False):
    StreamARN: str
    ConsumerName: str
    ConsumerARN: str
    StreamId: str


class DescribeStreamConsumerResponse(TypedDict):
    ConsumerDescription: ConsumerDescription


class DescribeStreamRequest(TypedDict, total=False):
    StreamName: str
    Limit: int
    ExclusiveStartShardId: str
    StreamARN: str
    StreamId: str


class DescribeStreamResponse(TypedDict):
    StreamDescription: StreamDescription


class DescribeStreamSummaryRequest(TypedDict, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class DescribeStreamSummaryResponse(TypedDict):
    StreamDescriptionSummary: StreamDescriptionSummary


class _DisableEnhancedMonitoringRequestRequired(TypedDict):
    ShardLevelMetrics: list[str]


class DisableEnhancedMonitoringRequest(_DisableEnhancedMonitoringRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class DisableEnhancedMonitoringResponse(TypedDict, total=False):
    StreamName: str
    CurrentShardLevelMetrics: list[str]
    DesiredShardLevelMetrics: list[str]
    StreamARN: str


class _EnableEnhancedMonitoringRequestRequired(TypedDict):
    ShardLevelMetrics: list[str]


class EnableEnhancedMonitoringRequest(_EnableEnhancedMonitoringRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class EnhancedMetrics(TypedDict, total=False):
    ShardLevelMetrics: list[str]


class _GetRecordsRequestRequired(TypedDict):
    ShardIterator: str


class GetRecordsRequest(_GetRecordsRequestRequired, total=False):
    Limit: int
    StreamARN: str
    StreamId: str
    DryRun: bool


class _GetRecordsResponseRequired(TypedDict):
    Records: list[Record]


class GetRecordsResponse(_GetRecordsResponseRequired, total=False):
    NextShardIterator: str
    MillisBehindLatest: int
    ChildShards: list[ChildShard]


class _GetResourcePolicyRequestRequired(TypedDict):
    ResourceARN: str


class GetResourcePolicyRequest(_GetResourcePolicyRequestRequired, total=False):
    StreamId: str


class GetResourcePolicyResponse(TypedDict):
    Policy: str


class _GetShardIteratorRequestRequired(TypedDict):
    ShardId: str
    ShardIteratorType: str


class GetShardIteratorRequest(_GetShardIteratorRequestRequired, total=False):
    StreamName: str
    StartingSequenceNumber: str
    Timestamp: datetime
    StreamARN: str
    StreamId: str
    DryRun: bool


class GetShardIteratorResponse(TypedDict, total=False):
    ShardIterator: str


class HashKeyRange(TypedDict):
    StartingHashKey: str
    EndingHashKey: str


class _IncreaseStreamRetentionPeriodRequestRequired(TypedDict):
    RetentionPeriodHours: int


class IncreaseStreamRetentionPeriodRequest(_IncreaseStreamRetentionPeriodRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class InternalFailureException(TypedDict, total=False):
    message: str


class KMSAccessDeniedException(TypedDict, total=False):
    message: str


class KMSDisabledException(TypedDict, total=False):
    message: str


class KMSInvalidStateException(TypedDict, total=False):
    message: str


class KMSNotFoundException(TypedDict, total=False):
    message: str


class KMSOptInRequired(TypedDict, total=False):
    message: str


class KMSThrottlingException(TypedDict, total=False):
    message: str


class ListChannelsRequest(TypedDict, total=False):
    StreamFilter: list[StreamFilter]
    MaxResults: int
    NextToken: str


class _ListChannelsResponseRequired(TypedDict):
    ChannelSummaries: list[ChannelSummary]


class ListChannelsResponse(_ListChannelsResponseRequired, total=False):
    NextToken: str


class ListQueuesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    StreamFilter: list[QueueStreamFilter]


class _ListQueuesResponseRequired(TypedDict):
    QueueSummaries: list[QueueSummary]


class ListQueuesResponse(_ListQueuesResponseRequired, total=False):
    NextToken: str


class ListShardsRequest(TypedDict, total=False):
    StreamName: str
    NextToken: str
    ExclusiveStartShardId: str
    MaxResults: int
    StreamCreationTimestamp: datetime
    ShardFilter: ShardFilter
    StreamARN: str
    StreamId: str


class ListShardsResponse(TypedDict, total=False):
    Shards: list[Shard]
    NextToken: str


class _ListStreamConsumersRequestRequired(TypedDict):
    StreamARN: str


class ListStreamConsumersRequest(_ListStreamConsumersRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    StreamCreationTimestamp: datetime
    StreamId: str


class ListStreamConsumersResponse(TypedDict, total=False):
    Consumers: list[Consumer]
    NextToken: str


class ListStreamsRequest(TypedDict, total=False):
    Limit: int
    ExclusiveStartStreamName: str
    NextToken: str


class _ListStreamsResponseRequired(TypedDict):
    StreamNames: list[str]
    HasMoreStreams: bool


class ListStreamsResponse(_ListStreamsResponseRequired, total=False):
    NextToken: str
    StreamSummaries: list[StreamSummary]


class _ListTagsForResourceRequestRequired(TypedDict):
    ResourceARN: str


class ListTagsForResourceRequest(_ListTagsForResourceRequestRequired, total=False):
    StreamId: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: list[Tag]


class ListTagsForStreamRequest(TypedDict, total=False):
    StreamName: str
    ExclusiveStartTagKey: str
    Limit: int
    StreamARN: str
    StreamId: str


class ListTagsForStreamResponse(TypedDict):
    Tags: list[Tag]
    HasMoreTags: bool


class _MergeShardsRequestRequired(TypedDict):
    ShardToMerge: str
    AdjacentShardToMerge: str


class MergeShardsRequest(_MergeShardsRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class MinimumThroughputBillingCommitmentInput(TypedDict):
    Status: str


class _MinimumThroughputBillingCommitmentOutputRequired(TypedDict):
    Status: str


class MinimumThroughputBillingCommitmentOutput(
    _MinimumThroughputBillingCommitmentOutputRequired, total=False
):
    StartedAt: datetime
    EndedAt: datetime
    EarliestAllowedEndAt: datetime


class PartitionField(TypedDict):
    Transform: str
    SourceName: str


class PartitionSpec(TypedDict):
    PartitionFields: list[PartitionField]


class _PutRecordRequestRequired(TypedDict):
    Data: bytes


class PutRecordRequest(_PutRecordRequestRequired, total=False):
    StreamName: str
    PartitionKey: str
    ExplicitHashKey: str
    SequenceNumberForOrdering: str
    StreamARN: str
    StreamId: str
    DryRun: bool


class _PutRecordResponseRequired(TypedDict):
    ShardId: str
    SequenceNumber: str


class PutRecordResponse(_PutRecordResponseRequired, total=False):
    EncryptionType: str


class _PutRecordsRequestRequired(TypedDict):
    Records: list[PutRecordsRequestEntry]


class PutRecordsRequest(_PutRecordsRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str
    DryRun: bool


class _PutRecordsRequestEntryRequired(TypedDict):
    Data: bytes


class PutRecordsRequestEntry(_PutRecordsRequestEntryRequired, total=False):
    ExplicitHashKey: str
    PartitionKey: str


class _PutRecordsResponseRequired(TypedDict):
    Records: list[PutRecordsResultEntry]


class PutRecordsResponse(_PutRecordsResponseRequired, total=False):
    FailedRecordCount: int
    EncryptionType: str


class PutRecordsResultEntry(TypedDict, total=False):
    SequenceNumber: str
    ShardId: str
    ErrorCode: str
    ErrorMessage: str


class _PutResourcePolicyRequestRequired(TypedDict):
    ResourceARN: str
    Policy: str


class PutResourcePolicyRequest(_PutResourcePolicyRequestRequired, total=False):
    StreamId: str


class QueueAttributes(TypedDict, total=False):
    VisibilityTimeoutSeconds: int
    DeadLetterConfiguration: DeadLetterConfiguration


class _QueueDescriptionRequired(TypedDict):
    QueueName: str
    QueueARN: str
    QueueStatus: str
    QueueCreationTimestamp: datetime
    StreamConfigurationList: list[QueueStreamConfiguration]


class QueueDescription(_QueueDescriptionRequired, total=False):
    QueueAttributes: QueueAttributes


class _QueueRecordRequired(TypedDict):
    ReceiptHandle: str
    RecordId: str
    Data: bytes
    ApproximateArrivalTimestamp: datetime
    FirstReceiveTimestamp: datetime
    ReceiveCount: int


class QueueRecord(_QueueRecordRequired, total=False):
    PartitionKey: str


class _QueueStartingPositionRequired(TypedDict):
    Type: str


class QueueStartingPosition(_QueueStartingPositionRequired, total=False):
    Timestamp: datetime


class _QueueStreamConfigurationRequired(TypedDict):
    StreamARN: str


class QueueStreamConfiguration(_QueueStreamConfigurationRequired, total=False):
    StartingPosition: QueueStartingPosition


class _QueueStreamFilterRequired(TypedDict):
    StreamARN: str


class QueueStreamFilter(_QueueStreamFilterRequired, total=False):
    StreamCreationTimestamp: datetime


class QueueStreamIdentifier(TypedDict):
    StreamARN: str
    StreamCreationTimestamp: datetime


class QueueSummary(TypedDict):
    QueueName: str
    QueueARN: str
    QueueStatus: str
    QueueCreationTimestamp: datetime
    Streams: list[QueueStreamIdentifier]


class _ReceiveDeadLetterQueueRecordsRequestRequired(TypedDict):
    QueueARN: str


class ReceiveDeadLetterQueueRecordsRequest(_ReceiveDeadLetterQueueRecordsRequestRequired, total=False):
    Limit: int
    WaitTimeSeconds: int
    VisibilityTimeoutSeconds: int


class ReceiveDeadLetterQueueRecordsResponse(TypedDict):
    QueueRecords: list[QueueRecord]


class _ReceiveQueueRecordsRequestRequired(TypedDict):
    QueueARN: str


class ReceiveQueueRecordsRequest(_ReceiveQueueRecordsRequestRequired, total=False):
    Limit: int
    WaitTimeSeconds: int
    VisibilityTimeoutSeconds: int


class ReceiveQueueRecordsResponse(TypedDict):
    QueueRecords: list[QueueRecord]


class _RecordRequired(TypedDict):
    SequenceNumber: str
    Data: bytes


class Record(_RecordRequired, total=False):
    ApproximateArrivalTimestamp: datetime
    PartitionKey: str
    EncryptionType: str


class _RecordConfigurationRequired(TypedDict):
    RecordFormatType: str


class RecordConfiguration(_RecordConfigurationRequired, total=False):
    GSRSchemaARN: str


class _RegisterStreamConsumerRequestRequired(TypedDict):
    StreamARN: str
    ConsumerName: str


class RegisterStreamConsumerRequest(_RegisterStreamConsumerRequestRequired, total=False):
    StreamId: str
    Tags: dict[str, str]


class RegisterStreamConsumerResponse(TypedDict):
    Consumer: Consumer


class _RemoveTagsFromStreamRequestRequired(TypedDict):
    TagKeys: list[str]


class RemoveTagsFromStreamRequest(_RemoveTagsFromStreamRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class ResourceInUseException(TypedDict, total=False):
    message: str


class ResourceNotFoundException(TypedDict, total=False):
    message: str


class _RestoreDeadLetterQueueRecordsErrorEntryRequired(TypedDict):
    ReceiptHandle: str
    ErrorCode: str


class RestoreDeadLetterQueueRecordsErrorEntry(_RestoreDeadLetterQueueRecordsErrorEntryRequired, total=False):
    ErrorMessage: str


class RestoreDeadLetterQueueRecordsRequest(TypedDict):
    QueueARN: str
    Entries: list[RestoreDeadLetterQueueRecordsRequestEntry]


class RestoreDeadLetterQueueRecordsRequestEntry(TypedDict):
    ReceiptHandle: str


class RestoreDeadLetterQueueRecordsResponse(TypedDict):
    Successful: list[RestoreDeadLetterQueueRecordsResultEntry]
    Failed: list[RestoreDeadLetterQueueRecordsErrorEntry]


class RestoreDeadLetterQueueRecordsResultEntry(TypedDict):
    ReceiptHandle: str


class _S3DestinationConfigurationRequired(TypedDict):
    StorageConfiguration: S3StorageConfiguration


class S3DestinationConfiguration(_S3DestinationConfigurationRequired, total=False):
    DataFreshnessInSeconds: int
    DeadLetterQueueS3Configuration: DeadLetterQueueS3Configuration


class S3DestinationDescription(TypedDict):
    DataFreshnessInSeconds: int
    DeadLetterQueueS3Configuration: DeadLetterQueueS3Configuration
    StorageConfiguration: S3StorageConfiguration


class S3DestinationUpdateInput(TypedDict):
    DataFreshnessInSeconds: int


class _S3StorageConfigurationRequired(TypedDict):
    BucketARN: str
    ExpectedBucketOwner: str
    CompressionType: str


class S3StorageConfiguration(_S3StorageConfigurationRequired, total=False):
    OutputKeyTemplate: str
    StorageClass: str


class _S3TablesConfigurationRequired(TypedDict):
    TableBucketARN: str
    Namespace: str
    TableName: str
    CompressionType: str


class S3TablesConfiguration(_S3TablesConfigurationRequired, total=False):
    PartitionSpec: PartitionSpec


class _S3TablesDestinationConfigurationRequired(TypedDict):
    DeadLetterQueueS3Configuration: DeadLetterQueueS3Configuration
    S3TablesConfigurationList: list[S3TablesConfiguration]


class S3TablesDestinationConfiguration(_S3TablesDestinationConfigurationRequired, total=False):
    DataFreshnessInSeconds: int


class S3TablesDestinationDescription(TypedDict):
    DataFreshnessInSeconds: int
    DeadLetterQueueS3Configuration: DeadLetterQueueS3Configuration
    S3TablesConfigurationList: list[S3TablesConfiguration]


class S3TablesDestinationUpdateInput(TypedDict):
    DataFreshnessInSeconds: int


class _SequenceNumberRangeRequired(TypedDict):
    StartingSequenceNumber: str


class SequenceNumberRange(_SequenceNumberRangeRequired, total=False):
    EndingSequenceNumber: str


class _ShardRequired(TypedDict):
    ShardId: str
    HashKeyRange: HashKeyRange
    SequenceNumberRange: SequenceNumberRange


class Shard(_ShardRequired, total=False):
    ParentShardId: str
    AdjacentParentShardId: str


class _ShardFilterRequired(TypedDict):
    Type: str


class ShardFilter(_ShardFilterRequired, total=False):
    ShardId: str
    Timestamp: datetime


class _SplitShardRequestRequired(TypedDict):
    ShardToSplit: str
    NewStartingHashKey: str


class SplitShardRequest(_SplitShardRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class _StartStreamEncryptionRequestRequired(TypedDict):
    EncryptionType: str
    KeyId: str


class StartStreamEncryptionRequest(_StartStreamEncryptionRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class _StartingPositionRequired(TypedDict):
    Type: str


class StartingPosition(_StartingPositionRequired, total=False):
    SequenceNumber: str
    Timestamp: datetime


class _StopStreamEncryptionRequestRequired(TypedDict):
    EncryptionType: str
    KeyId: str


class StopStreamEncryptionRequest(_StopStreamEncryptionRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class _StreamDescriptionRequired(TypedDict):
    StreamName: str
    StreamARN: str
    StreamStatus: str
    Shards: list[Shard]
    HasMoreShards: bool
    RetentionPeriodHours: int
    StreamCreationTimestamp: datetime
    EnhancedMonitoring: list[EnhancedMetrics]


class StreamDescription(_StreamDescriptionRequired, total=False):
    StreamModeDetails: StreamModeDetails
    EncryptionType: str
    KeyId: str


class _StreamDescriptionSummaryRequired(TypedDict):
    StreamName: str
    StreamARN: str
    StreamStatus: str
    RetentionPeriodHours: int
    StreamCreationTimestamp: datetime
    EnhancedMonitoring: list[EnhancedMetrics]
    OpenShardCount: int


class StreamDescriptionSummary(_StreamDescriptionSummaryRequired, total=False):
    StreamId: str
    StreamModeDetails: StreamModeDetails
    EncryptionType: str
    KeyId: str
    ConsumerCount: int
    WarmThroughput: WarmThroughputObject
    MaxRecordSizeInKiB: int
    ChannelCount: int
    RecordDistributionStrategy: str
    QueueCount: int


class _StreamFilterRequired(TypedDict):
    StreamARN: str


class StreamFilter(_StreamFilterRequired, total=False):
    StreamCreationTimestamp: datetime


class StreamModeDetails(TypedDict):
    StreamMode: str


class _StreamSummaryRequired(TypedDict):
    StreamName: str
    StreamARN: str
    StreamStatus: str


class StreamSummary(_StreamSummaryRequired, total=False):
    StreamModeDetails: StreamModeDetails
    StreamCreationTimestamp: datetime


class _SubscribeToShardEventRequired(TypedDict):
    Records: list[Record]
    ContinuationSequenceNumber: str
    MillisBehindLatest: int


class SubscribeToShardEvent(_SubscribeToShardEventRequired, total=False):
    ChildShards: list[ChildShard]


class _SubscribeToShardEventStreamRequired(TypedDict):
    SubscribeToShardEvent: SubscribeToShardEvent


class SubscribeToShardEventStream(_SubscribeToShardEventStreamRequired, total=False):
    ResourceNotFoundException: ResourceNotFoundException
    ResourceInUseException: ResourceInUseException
    KMSDisabledException: KMSDisabledException
    KMSInvalidStateException: KMSInvalidStateException
    KMSAccessDeniedException: KMSAccessDeniedException
    KMSNotFoundException: KMSNotFoundException
    KMSOptInRequired: KMSOptInRequired
    KMSThrottlingException: KMSThrottlingException
    InternalFailureException: InternalFailureException


class _SubscribeToShardRequestRequired(TypedDict):
    ConsumerARN: str
    ShardId: str
    StartingPosition: StartingPosition


class SubscribeToShardRequest(_SubscribeToShardRequestRequired, total=False):
    StreamId: str
    DryRun: bool


class SubscribeToShardResponse(TypedDict):
    EventStream: SubscribeToShardEventStream


class _TagRequired(TypedDict):
    Key: str


class Tag(_TagRequired, total=False):
    Value: str


class _TagResourceRequestRequired(TypedDict):
    Tags: dict[str, str]
    ResourceARN: str


class TagResourceRequest(_TagResourceRequestRequired, total=False):
    StreamId: str


class _UntagResourceRequestRequired(TypedDict):
    TagKeys: list[str]
    ResourceARN: str


class UntagResourceRequest(_UntagResourceRequestRequired, total=False):
    StreamId: str


class UpdateAccountSettingsRequest(TypedDict):
    MinimumThroughputBillingCommitment: MinimumThroughputBillingCommitmentInput


class UpdateAccountSettingsResponse(TypedDict, total=False):
    MinimumThroughputBillingCommitment: MinimumThroughputBillingCommitmentOutput


class _UpdateChannelRequestRequired(TypedDict):
    ChannelARN: str


class UpdateChannelRequest(_UpdateChannelRequestRequired, total=False):
    S3DestinationConfiguration: S3DestinationUpdateInput
    S3TablesDestinationConfiguration: S3TablesDestinationUpdateInput
    LoggingConfiguration: ChannelLoggingUpdateInput


class UpdateChannelResponse(TypedDict):
    ChannelDescription: ChannelDescription


class _UpdateDeadLetterQueueRecordsVisibilityErrorEntryRequired(TypedDict):
    ReceiptHandle: str
    ErrorCode: str


class UpdateDeadLetterQueueRecordsVisibilityErrorEntry(
    _UpdateDeadLetterQueueRecordsVisibilityErrorEntryRequired, total=False
):
    ErrorMessage: str


class UpdateDeadLetterQueueRecordsVisibilityRequest(TypedDict):
    QueueARN: str
    Entries: list[UpdateDeadLetterQueueRecordsVisibilityRequestEntry]


class UpdateDeadLetterQueueRecordsVisibilityRequestEntry(TypedDict):
    ReceiptHandle: str
    VisibilityTimeoutSeconds: int


class UpdateDeadLetterQueueRecordsVisibilityResponse(TypedDict):
    Successful: list[UpdateDeadLetterQueueRecordsVisibilityResultEntry]
    Failed: list[UpdateDeadLetterQueueRecordsVisibilityErrorEntry]


class UpdateDeadLetterQueueRecordsVisibilityResultEntry(TypedDict):
    ReceiptHandle: str


class _UpdateMaxRecordSizeRequestRequired(TypedDict):
    MaxRecordSizeInKiB: int


class UpdateMaxRecordSizeRequest(_UpdateMaxRecordSizeRequestRequired, total=False):
    StreamARN: str
    StreamId: str


class _UpdateQueueRecordsVisibilityErrorEntryRequired(TypedDict):
    ReceiptHandle: str
    ErrorCode: str


class UpdateQueueRecordsVisibilityErrorEntry(_UpdateQueueRecordsVisibilityErrorEntryRequired, total=False):
    ErrorMessage: str


class UpdateQueueRecordsVisibilityRequest(TypedDict):
    QueueARN: str
    Entries: list[UpdateQueueRecordsVisibilityRequestEntry]


class UpdateQueueRecordsVisibilityRequestEntry(TypedDict):
    ReceiptHandle: str
    VisibilityTimeoutSeconds: int


class UpdateQueueRecordsVisibilityResponse(TypedDict):
    Successful: list[UpdateQueueRecordsVisibilityResultEntry]
    Failed: list[UpdateQueueRecordsVisibilityErrorEntry]


class UpdateQueueRecordsVisibilityResultEntry(TypedDict):
    ReceiptHandle: str


class UpdateQueueRequest(TypedDict):
    QueueARN: str
    QueueAttributes: QueueAttributes


class UpdateQueueResponse(TypedDict):
    QueueDescription: QueueDescription


class _UpdateShardCountRequestRequired(TypedDict):
    TargetShardCount: int
    ScalingType: str


class UpdateShardCountRequest(_UpdateShardCountRequestRequired, total=False):
    StreamName: str
    StreamARN: str
    StreamId: str


class UpdateShardCountResponse(TypedDict, total=False):
    StreamName: str
    CurrentShardCount: int
    TargetShardCount: int
    StreamARN: str


class _UpdateStreamModeRequestRequired(TypedDict):
    StreamARN: str
    StreamModeDetails: StreamModeDetails


class UpdateStreamModeRequest(_UpdateStreamModeRequestRequired, total=False):
    StreamId: str
    WarmThroughputMiBps: int


class _UpdateStreamRecordDistributionStrategyRequestRequired(TypedDict):
    StreamARN: str
    RecordDistributionStrategy: str


class UpdateStreamRecordDistributionStrategyRequest(
    _UpdateStreamRecordDistributionStrategyRequestRequired, total=False
):
    StreamId: str


class _UpdateStreamWarmThroughputRequestRequired(TypedDict):
    WarmThroughputMiBps: int


class UpdateStreamWarmThroughputRequest(_UpdateStreamWarmThroughputRequestRequired, total=False):
    StreamARN: str
    StreamName: str
    StreamId: str


class UpdateStreamWarmThroughputResponse(TypedDict, total=False):
    StreamARN: str
    StreamName: str
    WarmThroughput: WarmThroughputObject


class WarmThroughputObject(TypedDict, total=False):
    TargetMiBps: int
    CurrentMiBps: int


class AddTagsToStreamResponse(TypedDict, total=False):
    pass


class CreateStreamResponse(TypedDict, total=False):
    pass


class DecreaseStreamRetentionPeriodResponse(TypedDict, total=False):
    pass


class DeleteChannelResponse(TypedDict, total=False):
    pass


class DeleteQueueResponse(TypedDict, total=False):
    pass


class DeleteResourcePolicyResponse(TypedDict, total=False):
    pass


class DeleteStreamResponse(TypedDict, total=False):
    pass


class DeregisterStreamConsumerResponse(TypedDict, total=False):
    pass


class IncreaseStreamRetentionPeriodResponse(TypedDict, total=False):
    pass


class MergeShardsResponse(TypedDict, total=False):
    pass


class PutResourcePolicyResponse(TypedDict, total=False):
    pass


class RemoveTagsFromStreamResponse(TypedDict, total=False):
    pass


class SplitShardResponse(TypedDict, total=False):
    pass


class StartStreamEncryptionResponse(TypedDict, total=False):
    pass


class StopStreamEncryptionResponse(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateMaxRecordSizeResponse(TypedDict, total=False):
    pass


class UpdateStreamModeResponse(TypedDict, total=False):
    pass


class UpdateStreamRecordDistributionStrategyResponse(TypedDict, total=False):
    pass


EnableEnhancedMonitoringResponse = DisableEnhancedMonitoringResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AcknowledgeDeadLetterQueueRecords",
    "AcknowledgeQueueRecords",
    "AddTagsToStream",
    "CreateChannel",
    "CreateQueue",
    "CreateStream",
    "DecreaseStreamRetentionPeriod",
    "DeleteChannel",
    "DeleteQueue",
    "DeleteResourcePolicy",
    "DeleteStream",
    "DeregisterStreamConsumer",
    "DescribeAccountSettings",
    "DescribeChannel",
    "DescribeLimits",
    "DescribeQueue",
    "DescribeStream",
    "DescribeStreamConsumer",
    "DescribeStreamSummary",
    "DisableEnhancedMonitoring",
    "EnableEnhancedMonitoring",
    "GetRecords",
    "GetResourcePolicy",
    "GetShardIterator",
    "IncreaseStreamRetentionPeriod",
    "ListChannels",
    "ListQueues",
    "ListShards",
    "ListStreamConsumers",
    "ListStreams",
    "ListTagsForResource",
    "ListTagsForStream",
    "MergeShards",
    "PutRecord",
    "PutRecords",
    "PutResourcePolicy",
    "ReceiveDeadLetterQueueRecords",
    "ReceiveQueueRecords",
    "RegisterStreamConsumer",
    "RemoveTagsFromStream",
    "RestoreDeadLetterQueueRecords",
    "SplitShard",
    "StartStreamEncryption",
    "StopStreamEncryption",
    "SubscribeToShard",
    "TagResource",
    "UntagResource",
    "UpdateAccountSettings",
    "UpdateChannel",
    "UpdateDeadLetterQueueRecordsVisibility",
    "UpdateMaxRecordSize",
    "UpdateQueue",
    "UpdateQueueRecordsVisibility",
    "UpdateShardCount",
    "UpdateStreamMode",
    "UpdateStreamRecordDistributionStrategy",
    "UpdateStreamWarmThroughput",
)
