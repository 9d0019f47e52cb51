"""Typed requests and responses of firehose's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types firehose`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AmazonOpenSearchServerlessBufferingHints(TypedDict, total=False):
    IntervalInSeconds: int
    SizeInMBs: int


class _AmazonOpenSearchServerlessDestinationConfigurationRequired(TypedDict):
    RoleARN: str
    IndexName: str
    S3Configuration: S3DestinationConfiguration


class AmazonOpenSearchServerlessDestinationConfiguration(
    _AmazonOpenSearchServerlessDestinationConfigurationRequired, total=False
):
    CollectionEndpoint: str
    BufferingHints: AmazonOpenSearchServerlessBufferingHints
    RetryOptions: AmazonOpenSearchServerlessRetryOptions
    S3BackupMode: str
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    VpcConfiguration: VpcConfiguration


class AmazonOpenSearchServerlessDestinationDescription(TypedDict, total=False):
    RoleARN: str
    CollectionEndpoint: str
    IndexName: str
    BufferingHints: AmazonOpenSearchServerlessBufferingHints
    RetryOptions: AmazonOpenSearchServerlessRetryOptions
    S3BackupMode: str
    S3DestinationDescription: S3DestinationDescription
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    VpcConfigurationDescription: VpcConfigurationDescription


class AmazonOpenSearchServerlessDestinationUpdate(TypedDict, total=False):
    RoleARN: str
    CollectionEndpoint: str
    IndexName: str
    BufferingHints: AmazonOpenSearchServerlessBufferingHints
    RetryOptions: AmazonOpenSearchServerlessRetryOptions
    S3Update: S3DestinationUpdate
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions


class AmazonOpenSearchServerlessRetryOptions(TypedDict, total=False):
    DurationInSeconds: int


class AmazonopensearchserviceBufferingHints(TypedDict, total=False):
    IntervalInSeconds: int
    SizeInMBs: int


class _AmazonopensearchserviceDestinationConfigurationRequired(TypedDict):
    RoleARN: str
    IndexName: str
    S3Configuration: S3DestinationConfiguration


class AmazonopensearchserviceDestinationConfiguration(
    _AmazonopensearchserviceDestinationConfigurationRequired, total=False
):
    DomainARN: str
    ClusterEndpoint: str
    TypeName: str
    IndexRotationPeriod: str
    BufferingHints: AmazonopensearchserviceBufferingHints
    RetryOptions: AmazonopensearchserviceRetryOptions
    S3BackupMode: str
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    VpcConfiguration: VpcConfiguration
    DocumentIdOptions: DocumentIdOptions


class AmazonopensearchserviceDestinationDescription(TypedDict, total=False):
    RoleARN: str
    DomainARN: str
    ClusterEndpoint: str
    IndexName: str
    TypeName: str
    IndexRotationPeriod: str
    BufferingHints: AmazonopensearchserviceBufferingHints
    RetryOptions: AmazonopensearchserviceRetryOptions
    S3BackupMode: str
    S3DestinationDescription: S3DestinationDescription
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    VpcConfigurationDescription: VpcConfigurationDescription
    DocumentIdOptions: DocumentIdOptions


class AmazonopensearchserviceDestinationUpdate(TypedDict, total=False):
    RoleARN: str
    DomainARN: str
    ClusterEndpoint: str
    IndexName: str
    TypeName: str
    IndexRotationPeriod: str
    BufferingHints: AmazonopensearchserviceBufferingHints
    RetryOptions: AmazonopensearchserviceRetryOptions
    S3Update: S3DestinationUpdate
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    DocumentIdOptions: DocumentIdOptions


class AmazonopensearchserviceRetryOptions(TypedDict, total=False):
    DurationInSeconds: int


class AuthenticationConfiguration(TypedDict):
    RoleARN: str
    Connectivity: str


class BufferingHints(TypedDict, total=False):
    SizeInMBs: int
    IntervalInSeconds: int


class CatalogConfiguration(TypedDict, total=False):
    CatalogARN: str
    WarehouseLocation: str


class CloudWatchLoggingOptions(TypedDict, total=False):
    Enabled: bool
    LogGroupName: str
    LogStreamName: str


class _CopyCommandRequired(TypedDict):
    DataTableName: str


class CopyCommand(_CopyCommandRequired, total=False):
    DataTableColumns: str
    CopyOptions: str


class _CreateDeliveryStreamRequestRequired(TypedDict):
    DeliveryStreamName: str


class CreateDeliveryStreamRequest(_CreateDeliveryStreamRequestRequired, total=False):
    DeliveryStreamType: str
    DirectPutSourceConfiguration: DirectPutSourceConfiguration
    KinesisStreamSourceConfiguration: KinesisStreamSourceConfiguration
    DeliveryStreamEncryptionConfigurationInput: DeliveryStreamEncryptionConfigurationInput
    S3DestinationConfiguration: S3DestinationConfiguration
    ExtendedS3DestinationConfiguration: ExtendedS3DestinationConfiguration
    RedshiftDestinationConfiguration: RedshiftDestinationConfiguration
    ElasticsearchDestinationConfiguration: ElasticsearchDestinationConfiguration
    AmazonopensearchserviceDestinationConfiguration: AmazonopensearchserviceDestinationConfiguration
    SplunkDestinationConfiguration: SplunkDestinationConfiguration
    HttpEndpointDestinationConfiguration: HttpEndpointDestinationConfiguration
    Tags: list[Tag]
    AmazonOpenSearchServerlessDestinationConfiguration: AmazonOpenSearchServerlessDestinationConfiguration
    MSKSourceConfiguration: MSKSourceConfiguration
    SnowflakeDestinationConfiguration: SnowflakeDestinationConfiguration
    IcebergDestinationConfiguration: IcebergDestinationConfiguration
    DatabaseSourceConfiguration: DatabaseSourceConfiguration


class CreateDeliveryStreamResponse(TypedDict, total=False):
    DeliveryStreamARN: str


class DataFormatConversionConfiguration(TypedDict, total=False):
    SchemaConfiguration: SchemaConfiguration
    InputFormatConfiguration: InputFormatConfiguration
    OutputFormatConfiguration: OutputFormatConfiguration
    Enabled: bool


class DatabaseColumnList(TypedDict, total=False):
    Include: list[str]
    Exclude: list[str]


class DatabaseList(TypedDict, total=False):
    Include: list[str]
    Exclude: list[str]


class _DatabaseSnapshotInfoRequired(TypedDict):
    Id: str
    Table: str
    RequestTimestamp: datetime
    RequestedBy: str
    Status: str


class DatabaseSnapshotInfo(_DatabaseSnapshotInfoRequired, total=False):
    FailureDescription: FailureDescription


class DatabaseSourceAuthenticationConfiguration(TypedDict):
    SecretsManagerConfiguration: SecretsManagerConfiguration


class _DatabaseSourceConfigurationRequired(TypedDict):
    Type: str
    Endpoint: str
    Port: int
    Databases: DatabaseList
    Tables: DatabaseTableList
    SnapshotWatermarkTable: str
    DatabaseSourceAuthenticationConfiguration: DatabaseSourceAuthenticationConfiguration
    DatabaseSourceVPCConfiguration: DatabaseSourceVPCConfiguration


class DatabaseSourceConfiguration(_DatabaseSourceConfigurationRequired, total=False):
    SSLMode: str
    Columns: DatabaseColumnList
    SurrogateKeys: list[str]


class DatabaseSourceDescription(TypedDict, total=False):
    Type: str
    Endpoint: str
    Port: int
    SSLMode: str
    Databases: DatabaseList
    Tables: DatabaseTableList
    Columns: DatabaseColumnList
    SurrogateKeys: list[str]
    SnapshotWatermarkTable: str
    SnapshotInfo: list[DatabaseSnapshotInfo]
    DatabaseSourceAuthenticationConfiguration: DatabaseSourceAuthenticationConfiguration
    DatabaseSourceVPCConfiguration: DatabaseSourceVPCConfiguration


class DatabaseSourceVPCConfiguration(TypedDict):
    VpcEndpointServiceName: str


class DatabaseTableList(TypedDict, total=False):
    Include: list[str]
    Exclude: list[str]


class _DeleteDeliveryStreamRequestRequired(TypedDict):
    DeliveryStreamName: str


class DeleteDeliveryStreamRequest(_DeleteDeliveryStreamRequestRequired, total=False):
    AllowForceDelete: bool


class DeleteDeliveryStreamResponse(TypedDict, total=False):
    pass


class _DeliveryStreamDescriptionRequired(TypedDict):
    DeliveryStreamName: str
    DeliveryStreamARN: str
    DeliveryStreamStatus: str
    DeliveryStreamType: str
    VersionId: str
    Destinations: list[DestinationDescription]
    HasMoreDestinations: bool


class DeliveryStreamDescription(_DeliveryStreamDescriptionRequired, total=False):
    FailureDescription: FailureDescription
    DeliveryStreamEncryptionConfiguration: DeliveryStreamEncryptionConfiguration
    CreateTimestamp: datetime
    LastUpdateTimestamp: datetime
    Source: SourceDescription


class DeliveryStreamEncryptionConfiguration(TypedDict, total=False):
    KeyARN: str
    KeyType: str
    Status: str
    FailureDescription: FailureDescription


class _DeliveryStreamEncryptionConfigurationInputRequired(TypedDict):
    KeyType: str


class DeliveryStreamEncryptionConfigurationInput(
    _DeliveryStreamEncryptionConfigurationInputRequired, total=False
):
    KeyARN: str


class _DescribeDeliveryStreamRequestRequired(TypedDict):
    DeliveryStreamName: str


class DescribeDeliveryStreamRequest(_DescribeDeliveryStreamRequestRequired, total=False):
    Limit: int
    ExclusiveStartDestinationId: str


class DescribeDeliveryStreamResponse(TypedDict):
    DeliveryStreamDescription: DeliveryStreamDescription


class Deserializer(TypedDict, total=False):
    OpenXJsonSerDe: OpenXJsonSerDe
    HiveJsonSerDe: HiveJsonSerDe


class _DestinationDescriptionRequired(TypedDict):
    DestinationId: str


class DestinationDescription(_DestinationDescriptionRequired, total=False):
    S3DestinationDescription: S3DestinationDescription
    ExtendedS3DestinationDescription: ExtendedS3DestinationDescription
    RedshiftDestinationDescription: RedshiftDestinationDescription
    ElasticsearchDestinationDescription: ElasticsearchDestinationDescription
    AmazonopensearchserviceDestinationDescription: AmazonopensearchserviceDestinationDescription
    SplunkDestinationDescription: SplunkDestinationDescription
    HttpEndpointDestinationDescription: HttpEndpointDestinationDescription
    SnowflakeDestinationDescription: SnowflakeDestinationDescription
    AmazonOpenSearchServerlessDestinationDescription: AmazonOpenSearchServerlessDestinationDescription
    IcebergDestinationDescription: IcebergDestinationDescription


class _DestinationTableConfigurationRequired(TypedDict):
    DestinationTableName: str
    DestinationDatabaseName: str


class DestinationTableConfiguration(_DestinationTableConfigurationRequired, total=False):
    UniqueKeys: list[str]
    PartitionSpec: PartitionSpec
    S3ErrorOutputPrefix: str


class DirectPutSourceConfiguration(TypedDict):
    ThroughputHintInMBs: int


class DirectPutSourceDescription(TypedDict, total=False):
    ThroughputHintInMBs: int


class DocumentIdOptions(TypedDict):
    DefaultDocumentIdFormat: str


class DynamicPartitioningConfiguration(TypedDict, total=False):
    RetryOptions: RetryOptions
    Enabled: bool


class ElasticsearchBufferingHints(TypedDict, total=False):
    IntervalInSeconds: int
    SizeInMBs: int


class _ElasticsearchDestinationConfigurationRequired(TypedDict):
    RoleARN: str
    IndexName: str
    S3Configuration: S3DestinationConfiguration


class ElasticsearchDestinationConfiguration(_ElasticsearchDestinationConfigurationRequired, total=False):
    DomainARN: str
    ClusterEndpoint: str
    TypeName: str
    IndexRotationPeriod: str
    BufferingHints: ElasticsearchBufferingHints
    RetryOptions: ElasticsearchRetryOptions
    S3BackupMode: str
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    VpcConfiguration: VpcConfiguration
    DocumentIdOptions: DocumentIdOptions


class ElasticsearchDestinationDescription(TypedDict, total=False):
    RoleARN: str
    DomainARN: str
    ClusterEndpoint: str
    IndexName: str
    TypeName: str
    IndexRotationPeriod: str
    BufferingHints: ElasticsearchBufferingHints
    RetryOptions: ElasticsearchRetryOptions
    S3BackupMode: str
    S3DestinationDescription: S3DestinationDescription
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    VpcConfigurationDescription: VpcConfigurationDescription
    DocumentIdOptions: DocumentIdOptions


class ElasticsearchDestinationUpdate(TypedDict, total=False):
    RoleARN: str
    DomainARN: str
    ClusterEndpoint: str
    IndexName: str
    TypeName: str
    IndexRotationPeriod: str
    BufferingHints: ElasticsearchBufferingHints
    RetryOptions: ElasticsearchRetryOptions
    S3Update: S3DestinationUpdate
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    DocumentIdOptions: DocumentIdOptions


class ElasticsearchRetryOptions(TypedDict, total=False):
    DurationInSeconds: int


class EncryptionConfiguration(TypedDict, total=False):
    NoEncryptionConfig: str
    KMSEncryptionConfig: KMSEncryptionConfig


class _ExtendedS3DestinationConfigurationRequired(TypedDict):
    RoleARN: str
    BucketARN: str


class ExtendedS3DestinationConfiguration(_ExtendedS3DestinationConfigurationRequired, total=False):
    Prefix: str
    ErrorOutputPrefix: str
    BufferingHints: BufferingHints
    CompressionFormat: str
    EncryptionConfiguration: EncryptionConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    S3BackupConfiguration: S3DestinationConfiguration
    DataFormatConversionConfiguration: DataFormatConversionConfiguration
    DynamicPartitioningConfiguration: DynamicPartitioningConfiguration
    FileExtension: str
    CustomTimeZone: str


class _ExtendedS3DestinationDescriptionRequired(TypedDict):
    RoleARN: str
    BucketARN: str
    BufferingHints: BufferingHints
    CompressionFormat: str
    EncryptionConfiguration: EncryptionConfiguration


class ExtendedS3DestinationDescription(_ExtendedS3DestinationDescriptionRequired, total=False):
    Prefix: str
    ErrorOutputPrefix: str
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    S3BackupDescription: S3DestinationDescription
    DataFormatConversionConfiguration: DataFormatConversionConfiguration
    DynamicPartitioningConfiguration: DynamicPartitioningConfiguration
    FileExtension: str
    CustomTimeZone: str


class ExtendedS3DestinationUpdate(TypedDict, total=False):
    RoleARN: str
    BucketARN: str
    Prefix: str
    ErrorOutputPrefix: str
    BufferingHints: BufferingHints
    CompressionFormat: str
    EncryptionConfiguration: EncryptionConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    S3BackupUpdate: S3DestinationUpdate
    DataFormatConversionConfiguration: DataFormatConversionConfiguration
    DynamicPartitioningConfiguration: DynamicPartitioningConfiguration
    FileExtension: str
    CustomTimeZone: str


class FailureDescription(TypedDict):
    Type: str
    Details: str


class HiveJsonSerDe(TypedDict, total=False):
    TimestampFormats: list[str]


class HttpEndpointBufferingHints(TypedDict, total=False):
    SizeInMBs: int
    IntervalInSeconds: int


class HttpEndpointCommonAttribute(TypedDict):
    AttributeName: str
    AttributeValue: str


class _HttpEndpointConfigurationRequired(TypedDict):
    Url: str


class HttpEndpointConfiguration(_HttpEndpointConfigurationRequired, total=False):
    Name: str
    AccessKey: str


class HttpEndpointDescription(TypedDict, total=False):
    Url: str
    Name: str


class _HttpEndpointDestinationConfigurationRequired(TypedDict):
    EndpointConfiguration: HttpEndpointConfiguration
    S3Configuration: S3DestinationConfiguration


class HttpEndpointDestinationConfiguration(_HttpEndpointDestinationConfigurationRequired, total=False):
    BufferingHints: HttpEndpointBufferingHints
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    RequestConfiguration: HttpEndpointRequestConfiguration
    ProcessingConfiguration: ProcessingConfiguration
    RoleARN: str
    RetryOptions: HttpEndpointRetryOptions
    S3BackupMode: str
    SecretsManagerConfiguration: SecretsManagerConfiguration


class HttpEndpointDestinationDescription(TypedDict, total=False):
    EndpointConfiguration: HttpEndpointDescription
    BufferingHints: HttpEndpointBufferingHints
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    RequestConfiguration: HttpEndpointRequestConfiguration
    ProcessingConfiguration: ProcessingConfiguration
    RoleARN: str
    RetryOptions: HttpEndpointRetryOptions
    S3BackupMode: str
    S3DestinationDescription: S3DestinationDescription
    SecretsManagerConfiguration: SecretsManagerConfiguration


class HttpEndpointDestinationUpdate(TypedDict, total=False):
    EndpointConfiguration: HttpEndpointConfiguration
    BufferingHints: HttpEndpointBufferingHints
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    RequestConfiguration: HttpEndpointRequestConfiguration
    ProcessingConfiguration: ProcessingConfiguration
    RoleARN: str
    RetryOptions: HttpEndpointRetryOptions
    S3BackupMode: str
    S3Update: S3DestinationUpdate
    SecretsManagerConfiguration: SecretsManagerConfiguration


class HttpEndpointRequestConfiguration(TypedDict, total=False):
    ContentEncoding: str
    CommonAttributes: list[HttpEndpointCommonAttribute]


class HttpEndpointRetryOptions(TypedDict, total=False):
    DurationInSeconds: int


class _IcebergDestinationConfigurationRequired(TypedDict):
    RoleARN: str
    CatalogConfiguration: CatalogConfiguration
    S3Configuration: S3DestinationConfiguration


class IcebergDestinationConfiguration(_IcebergDestinationConfigurationRequired, total=False):
    DestinationTableConfigurationList: list[DestinationTableConfiguration]
    SchemaEvolutionConfiguration: SchemaEvolutionConfiguration
    TableCreationConfiguration: TableCreationConfiguration
    BufferingHints: BufferingHints
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    RetryOptions: RetryOptions
    AppendOnly: bool


class IcebergDestinationDescription(TypedDict, total=False):
    DestinationTableConfigurationList: list[DestinationTableConfiguration]
    SchemaEvolutionConfiguration: SchemaEvolutionConfiguration
    TableCreationConfiguration: TableCreationConfiguration
    BufferingHints: BufferingHints
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    RetryOptions: RetryOptions
    RoleARN: str
    AppendOnly: bool
    CatalogConfiguration: CatalogConfiguration
    S3DestinationDescription: S3DestinationDescription


class IcebergDestinationUpdate(TypedDict, total=False):
    DestinationTableConfigurationList: list[DestinationTableConfiguration]
    SchemaEvolutionConfiguration: SchemaEvolutionConfiguration
    TableCreationConfiguration: TableCreationConfiguration
    BufferingHints: BufferingHints
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    RetryOptions: RetryOptions
    RoleARN: str
    AppendOnly: bool
    CatalogConfiguration: CatalogConfiguration
    S3Configuration: S3DestinationConfiguration


class InputFormatConfiguration(TypedDict, total=False):
    Deserializer: Deserializer


class KMSEncryptionConfig(TypedDict):
    AWSKMSKeyARN: str


class KinesisStreamSourceConfiguration(TypedDict):
    KinesisStreamARN: str
    RoleARN: str


class KinesisStreamSourceDescription(TypedDict, total=False):
    KinesisStreamARN: str
    RoleARN: str
    DeliveryStartTimestamp: datetime


class ListDeliveryStreamsRequest(TypedDict, total=False):
    Limit: int
    DeliveryStreamType: str
    ExclusiveStartDeliveryStreamName: str


class ListDeliveryStreamsResponse(TypedDict):
    DeliveryStreamNames: list[str]
    HasMoreDeliveryStreams: bool


class _ListTagsForDeliveryStreamRequestRequired(TypedDict):
    DeliveryStreamName: str


class ListTagsForDeliveryStreamRequest(_ListTagsForDeliveryStreamRequestRequired, total=False):
    ExclusiveStartTagKey: str
    Limit: int


class ListTagsForDeliveryStreamResponse(TypedDict):
    Tags: list[Tag]
    HasMoreTags: bool


class _MSKSourceConfigurationRequired(TypedDict):
    MSKClusterARN: str
    TopicName: str
    AuthenticationConfiguration: AuthenticationConfiguration


class MSKSourceConfiguration(_MSKSourceConfigurationRequired, total=False):
    ReadFromTimestamp: datetime


class MSKSourceDescription(TypedDict, total=False):
    MSKClusterARN: str
    TopicName: str
    AuthenticationConfiguration: AuthenticationConfiguration
    DeliveryStartTimestamp: datetime
    ReadFromTimestamp: datetime


class OpenXJsonSerDe(TypedDict, total=False):
    ConvertDotsInJsonKeysToUnderscores: bool
    CaseInsensitive: bool
    ColumnToJsonKeyMappings: dict[str, str]


class OrcSerDe(TypedDict, total=False):
    StripeSizeBytes: int
    BlockSizeBytes: int
    RowIndexStride: int
    EnablePadding: bool
    PaddingTolerance: float
    Compression: str
    BloomFilterColumns: list[str]
    BloomFilterFalsePositiveProbability: float
    DictionaryKeyThreshold: float
    FormatVersion: str


class OutputFormatConfiguration(TypedDict, total=False):
    Serializer: Serializer


class ParquetSerDe(TypedDict, total=False):
    BlockSizeBytes: int
    PageSizeBytes: int
    Compression: str
    EnableDictionaryCompression: bool
    MaxPaddingBytes: int
    WriterVersion: str


class PartitionField(TypedDict):
    SourceName: str


class PartitionSpec(TypedDict, total=False):
    Identity: list[PartitionField]


class ProcessingConfiguration(TypedDict, total=False):
    Enabled: bool
    Processors: list[Processor]


class _ProcessorRequired(TypedDict):
    Type: str


class Processor(_ProcessorRequired, total=False):
    Parameters: list[ProcessorParameter]


class ProcessorParameter(TypedDict):
    ParameterName: str
    ParameterValue: str


class PutRecordBatchRequest(TypedDict):
    DeliveryStreamName: str
    Records: list[Record]


class _PutRecordBatchResponseRequired(TypedDict):
    FailedPutCount: int
    RequestResponses: list[PutRecordBatchResponseEntry]


class PutRecordBatchResponse(_PutRecordBatchResponseRequired, total=False):
    Encrypted: bool


class PutRecordBatchResponseEntry(TypedDict, total=False):
    RecordId: str
    ErrorCode: str
    ErrorMessage: str


class PutRecordRequest(TypedDict):
    DeliveryStreamName: str
    Record: Record


class _PutRecordResponseRequired(TypedDict):
    RecordId: str


class PutRecordResponse(_PutRecordResponseRequired, total=False):
    Encrypted: bool


class Record(TypedDict):
    Data: bytes


class _RedshiftDestinationConfigurationRequired(TypedDict):
    RoleARN: str
    ClusterJDBCURL: str
    CopyCommand: CopyCommand
    S3Configuration: S3DestinationConfiguration


class RedshiftDestinationConfiguration(_RedshiftDestinationConfigurationRequired, total=False):
    Username: str
    Password: str
    RetryOptions: RedshiftRetryOptions
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    S3BackupConfiguration: S3DestinationConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    SecretsManagerConfiguration: SecretsManagerConfiguration


class _RedshiftDestinationDescriptionRequired(TypedDict):
    RoleARN: str
    ClusterJDBCURL: str
    CopyCommand: CopyCommand
    S3DestinationDescription: S3DestinationDescription


class RedshiftDestinationDescription(_RedshiftDestinationDescriptionRequired, total=False):
    Username: str
    RetryOptions: RedshiftRetryOptions
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    S3BackupDescription: S3DestinationDescription
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    SecretsManagerConfiguration: SecretsManagerConfiguration


class RedshiftDestinationUpdate(TypedDict, total=False):
    RoleARN: str
    ClusterJDBCURL: str
    CopyCommand: CopyCommand
    Username: str
    Password: str
    RetryOptions: RedshiftRetryOptions
    S3Update: S3DestinationUpdate
    ProcessingConfiguration: ProcessingConfiguration
    S3BackupMode: str
    S3BackupUpdate: S3DestinationUpdate
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    SecretsManagerConfiguration: SecretsManagerConfiguration


class RedshiftRetryOptions(TypedDict, total=False):
    DurationInSeconds: int


class RetryOptions(TypedDict, total=False):
    DurationInSeconds: int


class _S3DestinationConfigurationRequired(TypedDict):
    RoleARN: str
    BucketARN: str


class S3DestinationConfiguration(_S3DestinationConfigurationRequired, total=False):
    Prefix: str
    ErrorOutputPrefix: str
    BufferingHints: BufferingHints
    CompressionFormat: str
    EncryptionConfiguration: EncryptionConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions


class _S3DestinationDescriptionRequired(TypedDict):
    RoleARN: str
    BucketARN: str
    BufferingHints: BufferingHints
    CompressionFormat: str
    EncryptionConfiguration: EncryptionConfiguration


class S3DestinationDescription(_S3DestinationDescriptionRequired, total=False):
    Prefix: str
    ErrorOutputPrefix: str
    CloudWatchLoggingOptions: CloudWatchLoggingOptions


class S3DestinationUpdate(TypedDict, total=False):
    RoleARN: str
    BucketARN: str
    Prefix: str
    ErrorOutputPrefix: str
    BufferingHints: BufferingHints
    CompressionFormat: str
    EncryptionConfiguration: EncryptionConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions


class SchemaConfiguration(TypedDict, total=False):
    RoleARN: str
    CatalogId: str
    DatabaseName: str
    TableName: str
    Region: str
    VersionId: str


class SchemaEvolutionConfiguration(TypedDict):
    Enabled: bool


class _SecretsManagerConfigurationRequired(TypedDict):
    Enabled: bool


class SecretsManagerConfiguration(_SecretsManagerConfigurationRequired, total=False):
    SecretARN: str
    RoleARN: str


class Serializer(TypedDict, total=False):
    ParquetSerDe: ParquetSerDe
    OrcSerDe: OrcSerDe


class SnowflakeBufferingHints(TypedDict, total=False):
    SizeInMBs: int
    IntervalInSeconds: int


class _SnowflakeDestinationConfigurationRequired(TypedDict):
    AccountUrl: str
    Database: str
    Schema: str
    Table: str
    RoleARN: str
    S3Configuration: S3DestinationConfiguration


class SnowflakeDestinationConfiguration(_SnowflakeDestinationConfigurationRequired, total=False):
    PrivateKey: str
    KeyPassphrase: str
    User: str
    SnowflakeRoleConfiguration: SnowflakeRoleConfiguration
    DataLoadingOption: str
    MetaDataColumnName: str
    ContentColumnName: str
    SnowflakeVpcConfiguration: SnowflakeVpcConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    RetryOptions: SnowflakeRetryOptions
    S3BackupMode: str
    SecretsManagerConfiguration: SecretsManagerConfiguration
    BufferingHints: SnowflakeBufferingHints


class SnowflakeDestinationDescription(TypedDict, total=False):
    AccountUrl: str
    User: str
    Database: str
    Schema: str
    Table: str
    SnowflakeRoleConfiguration: SnowflakeRoleConfiguration
    DataLoadingOption: str
    MetaDataColumnName: str
    ContentColumnName: str
    SnowflakeVpcConfiguration: SnowflakeVpcConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    RoleARN: str
    RetryOptions: SnowflakeRetryOptions
    S3BackupMode: str
    S3DestinationDescription: S3DestinationDescription
    SecretsManagerConfiguration: SecretsManagerConfiguration
    BufferingHints: SnowflakeBufferingHints


class SnowflakeDestinationUpdate(TypedDict, total=False):
    AccountUrl: str
    PrivateKey: str
    KeyPassphrase: str
    User: str
    Database: str
    Schema: str
    Table: str
    SnowflakeRoleConfiguration: SnowflakeRoleConfiguration
    DataLoadingOption: str
    MetaDataColumnName: str
    ContentColumnName: str
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    ProcessingConfiguration: ProcessingConfiguration
    RoleARN: str
    RetryOptions: SnowflakeRetryOptions
    S3BackupMode: str
    S3Update: S3DestinationUpdate
    SecretsManagerConfiguration: SecretsManagerConfiguration
    BufferingHints: SnowflakeBufferingHints


class SnowflakeRetryOptions(TypedDict, total=False):
    DurationInSeconds: int


class SnowflakeRoleConfiguration(TypedDict, total=False):
    Enabled: bool
    SnowflakeRole: str


class SnowflakeVpcConfiguration(TypedDict):
    PrivateLinkVpceId: str


class SourceDescription(TypedDict, total=False):
    DirectPutSourceDescription: DirectPutSourceDescription
    KinesisStreamSourceDescription: KinesisStreamSourceDescription
    MSKSourceDescription: MSKSourceDescription
    DatabaseSourceDescription: DatabaseSourceDescription


class SplunkBufferingHints(TypedDict, total=False):
    IntervalInSeconds: int
    SizeInMBs: int


class _SplunkDestinationConfigurationRequired(TypedDict):
    HECEndpoint: str
    HECEndpointType: str
    S3Configuration: S3DestinationConfiguration


class SplunkDestinationConfiguration(_SplunkDestinationConfigurationRequired, total=False):
    HECToken: str
    HECAcknowledgmentTimeoutInSeconds: int
    RetryOptions: SplunkRetryOptions
    S3BackupMode: str
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    BufferingHints: SplunkBufferingHints
    SecretsManagerConfiguration: SecretsManagerConfiguration


class SplunkDestinationDescription(TypedDict, total=False):
    HECEndpoint: str
    HECEndpointType: str
    HECToken: str
    HECAcknowledgmentTimeoutInSeconds: int
    RetryOptions: SplunkRetryOptions
    S3BackupMode: str
    S3DestinationDescription: S3DestinationDescription
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    BufferingHints: SplunkBufferingHints
    SecretsManagerConfiguration: SecretsManagerConfiguration


class SplunkDestinationUpdate(TypedDict, total=False):
    HECEndpoint: str
    HECEndpointType: str
    HECToken: str
    HECAcknowledgmentTimeoutInSeconds: int
    RetryOptions: SplunkRetryOptions
    S3BackupMode: str
    S3Update: S3DestinationUpdate
    ProcessingConfiguration: ProcessingConfiguration
    CloudWatchLoggingOptions: CloudWatchLoggingOptions
    BufferingHints: SplunkBufferingHints
    SecretsManagerConfiguration: SecretsManagerConfiguration


class SplunkRetryOptions(TypedDict, total=False):
    DurationInSeconds: int


class _StartDeliveryStreamEncryptionRequestRequired(TypedDict):
    DeliveryStreamName: str


class StartDeliveryStreamEncryptionRequest(_StartDeliveryStreamEncryptionRequestRequired, total=False):
    DeliveryStreamEncryptionConfigurationInput: DeliveryStreamEncryptionConfigurationInput


class StartDeliveryStreamEncryptionResponse(TypedDict, total=False):
    pass


class StopDeliveryStreamEncryptionRequest(TypedDict):
    DeliveryStreamName: str


class StopDeliveryStreamEncryptionResponse(TypedDict, total=False):
    pass


class TableCreationConfiguration(TypedDict):
    Enabled: bool


class _TagRequired(TypedDict):
    Key: str


class Tag(_TagRequired, total=False):
    Value: str


class TagDeliveryStreamRequest(TypedDict):
    DeliveryStreamName: str
    Tags: list[Tag]


class TagDeliveryStreamResponse(TypedDict, total=False):
    pass


class UntagDeliveryStreamRequest(TypedDict):
    DeliveryStreamName: str
    TagKeys: list[str]


class UntagDeliveryStreamResponse(TypedDict, total=False):
    pass


class _UpdateDestinationRequestRequired(TypedDict):
    DeliveryStreamName: str
    CurrentDeliveryStreamVersionId: str
    DestinationId: str


class UpdateDestinationRequest(_UpdateDestinationRequestRequired, total=False):
    S3DestinationUpdate: S3DestinationUpdate
    ExtendedS3DestinationUpdate: ExtendedS3DestinationUpdate
    RedshiftDestinationUpdate: RedshiftDestinationUpdate
    ElasticsearchDestinationUpdate: ElasticsearchDestinationUpdate
    AmazonopensearchserviceDestinationUpdate: AmazonopensearchserviceDestinationUpdate
    SplunkDestinationUpdate: SplunkDestinationUpdate
    HttpEndpointDestinationUpdate: HttpEndpointDestinationUpdate
    AmazonOpenSearchServerlessDestinationUpdate: AmazonOpenSearchServerlessDestinationUpdate
    SnowflakeDestinationUpdate: SnowflakeDestinationUpdate
    IcebergDestinationUpdate: IcebergDestinationUpdate


class UpdateDestinationResponse(TypedDict, total=False):
    pass


class VpcConfiguration(TypedDict):
    SubnetIds: list[str]
    RoleARN: str
    SecurityGroupIds: list[str]


class VpcConfigurationDescription(TypedDict):
    SubnetIds: list[str]
    RoleARN: str
    SecurityGroupIds: list[str]
    VpcId: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateDeliveryStream",
    "DeleteDeliveryStream",
    "DescribeDeliveryStream",
    "ListDeliveryStreams",
    "ListTagsForDeliveryStream",
    "PutRecord",
    "PutRecordBatch",
    "StartDeliveryStreamEncryption",
    "StopDeliveryStreamEncryption",
    "TagDeliveryStream",
    "UntagDeliveryStream",
    "UpdateDestination",
)
