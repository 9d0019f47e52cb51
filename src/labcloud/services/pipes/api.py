"""Typed requests and responses of pipes's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types pipes`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class _AwsVpcConfigurationRequired(TypedDict):
    Subnets: list[str]


class AwsVpcConfiguration(_AwsVpcConfigurationRequired, total=False):
    SecurityGroups: list[str]
    AssignPublicIp: str


class BatchArrayProperties(TypedDict, total=False):
    Size: int


class BatchContainerOverrides(TypedDict, total=False):
    Command: list[str]
    Environment: list[BatchEnvironmentVariable]
    InstanceType: str
    ResourceRequirements: list[BatchResourceRequirement]


class BatchEnvironmentVariable(TypedDict, total=False):
    Name: str
    Value: str


class BatchJobDependency(TypedDict, total=False):
    JobId: str
    Type: str


class BatchResourceRequirement(TypedDict):
    Type: str
    Value: str


class BatchRetryStrategy(TypedDict, total=False):
    Attempts: int


class _CapacityProviderStrategyItemRequired(TypedDict):
    capacityProvider: str


class CapacityProviderStrategyItem(_CapacityProviderStrategyItemRequired, total=False):
    weight: int
    base: int


class CloudwatchLogsLogDestination(TypedDict, total=False):
    LogGroupArn: str


class CloudwatchLogsLogDestinationParameters(TypedDict):
    LogGroupArn: str


class _CreatePipeRequestRequired(TypedDict):
    Name: str
    Source: str
    Target: str
    RoleArn: str


class CreatePipeRequest(_CreatePipeRequestRequired, total=False):
    Description: str
    DesiredState: str
    SourceParameters: PipeSourceParameters
    Enrichment: str
    EnrichmentParameters: PipeEnrichmentParameters
    TargetParameters: PipeTargetParameters
    Tags: dict[str, str]
    LogConfiguration: PipeLogConfigurationParameters
    KmsKeyIdentifier: str


class CreatePipeResponse(TypedDict, total=False):
    Arn: str
    Name: str
    DesiredState: str
    CurrentState: str
    CreationTime: datetime
    LastModifiedTime: datetime


class DeadLetterConfig(TypedDict, total=False):
    Arn: str


class DeletePipeRequest(TypedDict):
    Name: str


class DeletePipeResponse(TypedDict, total=False):
    Arn: str
    Name: str
    DesiredState: str
    CurrentState: str
    CreationTime: datetime
    LastModifiedTime: datetime


class DescribePipeRequest(TypedDict):
    Name: str


class DescribePipeResponse(TypedDict, total=False):
    Arn: str
    Name: str
    Description: str
    DesiredState: str
    CurrentState: str
    StateReason: str
    Source: str
    SourceParameters: PipeSourceParameters
    Enrichment: str
    EnrichmentParameters: PipeEnrichmentParameters
    Target: str
    TargetParameters: PipeTargetParameters
    RoleArn: str
    Tags: dict[str, str]
    CreationTime: datetime
    LastModifiedTime: datetime
    LogConfiguration: PipeLogConfiguration
    KmsKeyIdentifier: str


class DimensionMapping(TypedDict):
    DimensionValue: str
    DimensionValueType: str
    DimensionName: str


class EcsContainerOverride(TypedDict, total=False):
    Command: list[str]
    Cpu: int
    Environment: list[EcsEnvironmentVariable]
    EnvironmentFiles: list[EcsEnvironmentFile]
    Memory: int
    MemoryReservation: int
    Name: str
    ResourceRequirements: list[EcsResourceRequirement]


class EcsEnvironmentFile(TypedDict):
    type: str
    value: str


class EcsEnvironmentVariable(TypedDict, total=False):
    name: str
    value: str


class EcsEphemeralStorage(TypedDict):
    sizeInGiB: int


class EcsInferenceAcceleratorOverride(TypedDict, total=False):
    deviceName: str
    deviceType: str


class EcsResourceRequirement(TypedDict):
    type: str
    value: str


class EcsTaskOverride(TypedDict, total=False):
    ContainerOverrides: list[EcsContainerOverride]
    Cpu: str
    EphemeralStorage: EcsEphemeralStorage
    ExecutionRoleArn: str
    InferenceAcceleratorOverrides: list[EcsInferenceAcceleratorOverride]
    Memory: str
    TaskRoleArn: str


class Filter(TypedDict, total=False):
    Pattern: str


class FilterCriteria(TypedDict, total=False):
    Filters: list[Filter]


class FirehoseLogDestination(TypedDict, total=False):
    DeliveryStreamArn: str


class FirehoseLogDestinationParameters(TypedDict):
    DeliveryStreamArn: str


class ListPipesRequest(TypedDict, total=False):
    NamePrefix: str
    DesiredState: str
    CurrentState: str
    SourcePrefix: str
    TargetPrefix: str
    NextToken: str
    Limit: int


class ListPipesResponse(TypedDict, total=False):
    Pipes: list[Pipe]
    NextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: dict[str, str]


class MQBrokerAccessCredentials(TypedDict, total=False):
    BasicAuth: str


class MSKAccessCredentials(TypedDict, total=False):
    SaslScram512Auth: str
    ClientCertificateTlsAuth: str


class MultiMeasureAttributeMapping(TypedDict):
    MeasureValue: str
    MeasureValueType: str
    MultiMeasureAttributeName: str


class MultiMeasureMapping(TypedDict):
    MultiMeasureName: str
    MultiMeasureAttributeMappings: list[MultiMeasureAttributeMapping]


class NetworkConfiguration(TypedDict, total=False):
    awsvpcConfiguration: AwsVpcConfiguration


class Pipe(TypedDict, total=False):
    Name: str
    Arn: str
    DesiredState: str
    CurrentState: str
    StateReason: str
    CreationTime: datetime
    LastModifiedTime: datetime
    Source: str
    Target: str
    Enrichment: str


class PipeEnrichmentHttpParameters(TypedDict, total=False):
    PathParameterValues: list[str]
    HeaderParameters: dict[str, str]
    QueryStringParameters: dict[str, str]


class PipeEnrichmentParameters(TypedDict, total=False):
    InputTemplate: str
    HttpParameters: PipeEnrichmentHttpParameters


class PipeLogConfiguration(TypedDict, total=False):
    S3LogDestination: S3LogDestination
    FirehoseLogDestination: FirehoseLogDestination
    CloudwatchLogsLogDestination: CloudwatchLogsLogDestination
    Level: str
    IncludeExecutionData: list[str]


class _PipeLogConfigurationParametersRequired(TypedDict):
    Level: str


class PipeLogConfigurationParameters(_PipeLogConfigurationParametersRequired, total=False):
    S3LogDestination: S3LogDestinationParameters
    FirehoseLogDestination: FirehoseLogDestinationParameters
    CloudwatchLogsLogDestination: CloudwatchLogsLogDestinationParameters
    IncludeExecutionData: list[str]


class _PipeSourceActiveMQBrokerParametersRequired(TypedDict):
    Credentials: MQBrokerAccessCredentials
    QueueName: str


class PipeSourceActiveMQBrokerParameters(_PipeSourceActiveMQBrokerParametersRequired, total=False):
    BatchSize: int
    MaximumBatchingWindowInSeconds: int


class _PipeSourceDynamoDBStreamParametersRequired(TypedDict):
    StartingPosition: str


class PipeSourceDynamoDBStreamParameters(_PipeSourceDynamoDBStreamParametersRequired, total=False):
    BatchSize: int
    DeadLetterConfig: DeadLetterConfig
    OnPartialBatchItemFailure: str
    MaximumBatchingWindowInSeconds: int
    MaximumRecordAgeInSeconds: int
    MaximumRetryAttempts: int
    ParallelizationFactor: int


class _PipeSourceKinesisStreamParametersRequired(TypedDict):
    StartingPosition: str


class PipeSourceKinesisStreamParameters(_PipeSourceKinesisStreamParametersRequired, total=False):
    BatchSize: int
    DeadLetterConfig: DeadLetterConfig
    OnPartialBatchItemFailure: str
    MaximumBatchingWindowInSeconds: int
    MaximumRecordAgeInSeconds: int
    MaximumRetryAttempts: int
    ParallelizationFactor: int
    StartingPositionTimestamp: datetime


class _PipeSourceManagedStreamingKafkaParametersRequired(TypedDict):
    TopicName: str


class PipeSourceManagedStreamingKafkaParameters(
    _PipeSourceManagedStreamingKafkaParametersRequired, total=False
):
    StartingPosition: str
    BatchSize: int
    MaximumBatchingWindowInSeconds: int
    ConsumerGroupID: str
    Credentials: MSKAccessCredentials


class PipeSourceParameters(TypedDict, total=False):
    FilterCriteria: FilterCriteria
    KinesisStreamParameters: PipeSourceKinesisStreamParameters
    DynamoDBStreamParameters: PipeSourceDynamoDBStreamParameters
    SqsQueueParameters: PipeSourceSqsQueueParameters
    ActiveMQBrokerParameters: PipeSourceActiveMQBrokerParameters
    RabbitMQBrokerParameters: PipeSourceRabbitMQBrokerParameters
    ManagedStreamingKafkaParameters: PipeSourceManagedStreamingKafkaParameters
    SelfManagedKafkaParameters: PipeSourceSelfManagedKafkaParameters


class _PipeSourceRabbitMQBrokerParametersRequired(TypedDict):
    Credentials: MQBrokerAccessCredentials
    QueueName: str


class PipeSourceRabbitMQBrokerParameters(_PipeSourceRabbitMQBrokerParametersRequired, total=False):
    VirtualHost: str
    BatchSize: int
    MaximumBatchingWindowInSeconds: int


class _PipeSourceSelfManagedKafkaParametersRequired(TypedDict):
    TopicName: str


class PipeSourceSelfManagedKafkaParameters(_PipeSourceSelfManagedKafkaParametersRequired, total=False):
    StartingPosition: str
    AdditionalBootstrapServers: list[str]
    BatchSize: int
    MaximumBatchingWindowInSeconds: int
    ConsumerGroupID: str
    Credentials: SelfManagedKafkaAccessConfigurationCredentials
    ServerRootCaCertificate: str
    Vpc: SelfManagedKafkaAccessConfigurationVpc


class PipeSourceSqsQueueParameters(TypedDict, total=False):
    BatchSize: int
    MaximumBatchingWindowInSeconds: int


class _PipeTargetBatchJobParametersRequired(TypedDict):
    JobDefinition: str
    JobName: str


class PipeTargetBatchJobParameters(_PipeTargetBatchJobParametersRequired, total=False):
    ArrayProperties: BatchArrayProperties
    RetryStrategy: BatchRetryStrategy
    ContainerOverrides: BatchContainerOverrides
    DependsOn: list[BatchJobDependency]
    Parameters: dict[str, str]


class PipeTargetCloudWatchLogsParameters(TypedDict, total=False):
    LogStreamName: str
    Timestamp: str


class _PipeTargetEcsTaskParametersRequired(TypedDict):
    TaskDefinitionArn: str


class PipeTargetEcsTaskParameters(_PipeTargetEcsTaskParametersRequired, total=False):
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
    Overrides: EcsTaskOverride
    Tags: list[Tag]


class PipeTargetEventBridgeEventBusParameters(TypedDict, total=False):
    EndpointId: str
    DetailType: str
    Source: str
    Resources: list[str]
    Time: str


class PipeTargetHttpParameters(TypedDict, total=False):
    PathParameterValues: list[str]
    HeaderParameters: dict[str, str]
    QueryStringParameters: dict[str, str]


class PipeTargetKinesisStreamParameters(TypedDict):
    PartitionKey: str


class PipeTargetLambdaFunctionParameters(TypedDict, total=False):
    InvocationType: str


class PipeTargetParameters(TypedDict, total=False):
    InputTemplate: str
    LambdaFunctionParameters: PipeTargetLambdaFunctionParameters
    StepFunctionStateMachineParameters: PipeTargetStateMachineParameters
    KinesisStreamParameters: PipeTargetKinesisStreamParameters
    EcsTaskParameters: PipeTargetEcsTaskParameters
    BatchJobParameters: PipeTargetBatchJobParameters
    SqsQueueParameters: PipeTargetSqsQueueParameters
    HttpParameters: PipeTargetHttpParameters
    RedshiftDataParameters: PipeTargetRedshiftDataParameters
    SageMakerPipelineParameters: PipeTargetSageMakerPipelineParameters
    EventBridgeEventBusParameters: PipeTargetEventBridgeEventBusParameters
    CloudWatchLogsParameters: PipeTargetCloudWatchLogsParameters
    TimestreamParameters: PipeTargetTimestreamParameters


class _PipeTargetRedshiftDataParametersRequired(TypedDict):
    Database: str
    Sqls: list[str]


class PipeTargetRedshiftDataParameters(_PipeTargetRedshiftDataParametersRequired, total=False):
    SecretManagerArn: str
    DbUser: str
    StatementName: str
    WithEvent: bool


class PipeTargetSageMakerPipelineParameters(TypedDict, total=False):
    PipelineParameterList: list[SageMakerPipelineParameter]


class PipeTargetSqsQueueParameters(TypedDict, total=False):
    MessageGroupId: str
    MessageDeduplicationId: str


class PipeTargetStateMachineParameters(TypedDict, total=False):
    InvocationType: str


class _PipeTargetTimestreamParametersRequired(TypedDict):
    TimeValue: str
    VersionValue: str
    DimensionMappings: list[DimensionMapping]


class PipeTargetTimestreamParameters(_PipeTargetTimestreamParametersRequired, total=False):
    EpochTimeUnit: str
    TimeFieldType: str
    TimestampFormat: str
    SingleMeasureMappings: list[SingleMeasureMapping]
    MultiMeasureMappings: list[MultiMeasureMapping]


class PlacementConstraint(TypedDict, total=False):
    type: str
    expression: str


class PlacementStrategy(TypedDict, total=False):
    type: str
    field: str


class S3LogDestination(TypedDict, total=False):
    BucketName: str
    Prefix: str
    BucketOwner: str
    OutputFormat: str


class _S3LogDestinationParametersRequired(TypedDict):
    BucketName: str
    BucketOwner: str


class S3LogDestinationParameters(_S3LogDestinationParametersRequired, total=False):
    OutputFormat: str
    Prefix: str


class SageMakerPipelineParameter(TypedDict):
    Name: str
    Value: str


class SelfManagedKafkaAccessConfigurationCredentials(TypedDict, total=False):
    BasicAuth: str
    SaslScram512Auth: str
    SaslScram256Auth: str
    ClientCertificateTlsAuth: str


class SelfManagedKafkaAccessConfigurationVpc(TypedDict, total=False):
    Subnets: list[str]
    SecurityGroup: list[str]


class SingleMeasureMapping(TypedDict):
    MeasureValue: str
    MeasureValueType: str
    MeasureName: str


class StartPipeRequest(TypedDict):
    Name: str


class StartPipeResponse(TypedDict, total=False):
    Arn: str
    Name: str
    DesiredState: str
    CurrentState: str
    CreationTime: datetime
    LastModifiedTime: datetime


class StopPipeRequest(TypedDict):
    Name: str


class StopPipeResponse(TypedDict, total=False):
    Arn: str
    Name: str
    DesiredState: str
    CurrentState: str
    CreationTime: datetime
    LastModifiedTime: datetime


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: dict[str, str]


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdatePipeRequestRequired(TypedDict):
    Name: str
    RoleArn: str


class UpdatePipeRequest(_UpdatePipeRequestRequired, total=False):
    Description: str
    DesiredState: str
    SourceParameters: UpdatePipeSourceParameters
    Enrichment: str
    EnrichmentParameters: PipeEnrichmentParameters
    Target: str
    TargetParameters: PipeTargetParameters
    LogConfiguration: PipeLogConfigurationParameters
    KmsKeyIdentifier: str


class UpdatePipeResponse(TypedDict, total=False):
    Arn: str
    Name: str
    DesiredState: str
    CurrentState: str
    CreationTime: datetime
    LastModifiedTime: datetime


class _UpdatePipeSourceActiveMQBrokerParametersRequired(TypedDict):
    Credentials: MQBrokerAccessCredentials


class UpdatePipeSourceActiveMQBrokerParameters(
    _UpdatePipeSourceActiveMQBrokerParametersRequired, total=False
):
    BatchSize: int
    MaximumBatchingWindowInSeconds: int


class UpdatePipeSourceDynamoDBStreamParameters(TypedDict, total=False):
    BatchSize: int
    DeadLetterConfig: DeadLetterConfig
    OnPartialBatchItemFailure: str
    MaximumBatchingWindowInSeconds: int
    MaximumRecordAgeInSeconds: int
    MaximumRetryAttempts: int
    ParallelizationFactor: int


class UpdatePipeSourceKinesisStreamParameters(TypedDict, total=False):
    BatchSize: int
    DeadLetterConfig: DeadLetterConfig
    OnPartialBatchItemFailure: str
    MaximumBatchingWindowInSeconds: int
    MaximumRecordAgeInSeconds: int
    MaximumRetryAttempts: int
    ParallelizationFactor: int


class UpdatePipeSourceManagedStreamingKafkaParameters(TypedDict, total=False):
    BatchSize: int
    Credentials: MSKAccessCredentials
    MaximumBatchingWindowInSeconds: int


class UpdatePipeSourceParameters(TypedDict, total=False):
    FilterCriteria: FilterCriteria
    KinesisStreamParameters: UpdatePipeSourceKinesisStreamParameters
    DynamoDBStreamParameters: UpdatePipeSourceDynamoDBStreamParameters
    SqsQueueParameters: UpdatePipeSourceSqsQueueParameters
    ActiveMQBrokerParameters: UpdatePipeSourceActiveMQBrokerParameters
    RabbitMQBrokerParameters: UpdatePipeSourceRabbitMQBrokerParameters
    ManagedStreamingKafkaParameters: UpdatePipeSourceManagedStreamingKafkaParameters
    SelfManagedKafkaParameters: UpdatePipeSourceSelfManagedKafkaParameters


class _UpdatePipeSourceRabbitMQBrokerParametersRequired(TypedDict):
    Credentials: MQBrokerAccessCredentials


class UpdatePipeSourceRabbitMQBrokerParameters(
    _UpdatePipeSourceRabbitMQBrokerParametersRequired, total=False
):
    BatchSize: int
    MaximumBatchingWindowInSeconds: int


class UpdatePipeSourceSelfManagedKafkaParameters(TypedDict, total=False):
    BatchSize: int
    MaximumBatchingWindowInSeconds: int
    Credentials: SelfManagedKafkaAccessConfigurationCredentials
    ServerRootCaCertificate: str
    Vpc: SelfManagedKafkaAccessConfigurationVpc


class UpdatePipeSourceSqsQueueParameters(TypedDict, total=False):
    BatchSize: int
    MaximumBatchingWindowInSeconds: int


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreatePipe",
    "DeletePipe",
    "DescribePipe",
    "ListPipes",
    "ListTagsForResource",
    "StartPipe",
    "StopPipe",
    "TagResource",
    "UntagResource",
    "UpdatePipe",
)
