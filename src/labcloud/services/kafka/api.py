"""Typed requests and responses of kafka's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types kafka`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AmazonMskCluster(TypedDict):
    MskClusterArn: str


class ApacheKafkaCluster(TypedDict):
    ApacheKafkaClusterId: str
    BootstrapBrokerString: str


class _AssessmentFindingRequired(TypedDict):
    Category: str
    Message: str
    Severity: str
    FindingId: str


class AssessmentFinding(_AssessmentFindingRequired, total=False):
    Remediation: FindingRemediation
    Resource: str


class AssessmentInfo(TypedDict, total=False):
    AssessmentArn: str
    AssessmentType: str
    ClusterArn: str
    CreationTime: datetime
    Status: str
    Tags: dict[str, str]


class AssessmentParameters(TypedDict, total=False):
    TargetInstanceType: str


class AssessmentSummary(TypedDict, total=False):
    ByCategory: dict[str, int]
    BySeverity: dict[str, int]
    FindingsCapped: bool
    HasBlockingFindings: bool
    TotalFindings: int


class AuthorizerLogs(TypedDict, total=False):
    CloudWatchLogs: CloudWatchLogs
    Firehose: Firehose
    S3: S3


class BatchAssociateScramSecretRequest(TypedDict):
    ClusterArn: str
    SecretArnList: list[str]


class BatchAssociateScramSecretResponse(TypedDict, total=False):
    ClusterArn: str
    UnprocessedScramSecrets: list[UnprocessedScramSecret]


class BatchDisassociateScramSecretRequest(TypedDict):
    ClusterArn: str
    SecretArnList: list[str]


class BatchDisassociateScramSecretResponse(TypedDict, total=False):
    ClusterArn: str
    UnprocessedScramSecrets: list[UnprocessedScramSecret]


class BrokerCountUpdateInfo(TypedDict, total=False):
    CreatedBrokerIds: list[float]
    DeletedBrokerIds: list[float]


class _BrokerEBSVolumeInfoRequired(TypedDict):
    KafkaBrokerNodeId: str


class BrokerEBSVolumeInfo(_BrokerEBSVolumeInfoRequired, total=False):
    ProvisionedThroughput: ProvisionedThroughput
    VolumeSizeGB: int


class BrokerLogs(TypedDict, total=False):
    CloudWatchLogs: CloudWatchLogs
    Firehose: Firehose
    S3: S3


class _BrokerNodeGroupInfoRequired(TypedDict):
    ClientSubnets: list[str]
    InstanceType: str


class BrokerNodeGroupInfo(_BrokerNodeGroupInfoRequired, total=False):
    BrokerAZDistribution: str
    SecurityGroups: list[str]
    StorageInfo: StorageInfo
    ConnectivityInfo: ConnectivityInfo
    ZoneIds: list[str]


class BrokerNodeInfo(TypedDict, total=False):
    AttachedENIId: str
    BrokerId: float
    BrokerNodeType: str
    ClientSubnet: str
    ClientVpcIpAddress: str
    CurrentBrokerSoftwareInfo: BrokerSoftwareInfo
    Endpoints: list[str]


class BrokerSoftwareInfo(TypedDict, total=False):
    ConfigurationArn: str
    ConfigurationRevision: int
    KafkaVersion: str


class BrokerTypeUpgradeInfo(TypedDict, total=False):
    TopicReassignmentMode: str
    TopicReassignmentOperationArn: str


class Catalog(TypedDict, total=False):
    CatalogArn: str
    WarehouseLocation: str


class _ChannelInfoRequired(TypedDict):
    ChannelArn: str
    ChannelName: str
    Status: str
    CreationTime: datetime
    DestinationType: str


class ChannelInfo(_ChannelInfoRequired, total=False):
    ClusterOperationArn: str


class ChannelLoggingInfo(TypedDict, total=False):
    CloudWatchLogs: CloudWatchLogs
    Firehose: Firehose
    S3: S3


class ChannelStateInfo(TypedDict, total=False):
    Code: str
    Message: str


class ClientAuthentication(TypedDict, total=False):
    Sasl: Sasl
    Tls: Tls
    Unauthenticated: Unauthenticated


class _ClientVpcConnectionRequired(TypedDict):
    VpcConnectionArn: str


class ClientVpcConnection(_ClientVpcConnectionRequired, total=False):
    Authentication: str
    CreationTime: datetime
    State: str
    Owner: str


class _CloudWatchLogsRequired(TypedDict):
    Enabled: bool


class CloudWatchLogs(_CloudWatchLogsRequired, total=False):
    LogGroup: str


class Cluster(TypedDict, total=False):
    ActiveOperationArn: str
    ClusterType: str
    ClusterArn: str
    ClusterName: str
    CreationTime: datetime
    CurrentVersion: str
    State: str
    StateInfo: StateInfo
    Tags: dict[str, str]
    Provisioned: Provisioned
    Serverless: Serverless


class ClusterInfo(TypedDict, total=False):
    ActiveOperationArn: str
    BrokerNodeGroupInfo: BrokerNodeGroupInfo
    Rebalancing: Rebalancing
    ClientAuthentication: ClientAuthentication
    ClusterArn: str
    ClusterName: str
    CreationTime: datetime
    CurrentBrokerSoftwareInfo: BrokerSoftwareInfo
    CurrentVersion: str
    EncryptionInfo: EncryptionInfo
    EnhancedMonitoring: str
    OpenMonitoring: OpenMonitoring
    LoggingInfo: LoggingInfo
    NumberOfBrokerNodes: int
    State: str
    StateInfo: StateInfo
    Tags: dict[str, str]
    ZookeeperConnectString: str
    ZookeeperConnectStringTls: str
    StorageMode: str
    CustomerActionStatus: str


class ClusterOperationInfo(TypedDict, total=False):
    BrokerTypeUpgradeInfo: BrokerTypeUpgradeInfo
    ClientRequestId: str
    ClusterArn: str
    CreationTime: datetime
    EndTime: datetime
    ErrorInfo: ErrorInfo
    OperationArn: str
    OperationState: str
    OperationSteps: list[ClusterOperationStep]
    OperationType: str
    SourceClusterInfo: MutableClusterInfo
    TargetClusterInfo: MutableClusterInfo
    VpcConnectionInfo: VpcConnectionInfo


class ClusterOperationStep(TypedDict, total=False):
    StepInfo: ClusterOperationStepInfo
    StepName: str


class ClusterOperationStepInfo(TypedDict, total=False):
    StepStatus: str


class ClusterOperationV2(TypedDict, total=False):
    ClusterArn: str
    ClusterType: str
    StartTime: datetime
    EndTime: datetime
    ErrorInfo: ErrorInfo
    OperationArn: str
    OperationState: str
    OperationType: str
    Provisioned: ClusterOperationV2Provisioned
    Serverless: ClusterOperationV2Serverless


class ClusterOperationV2Provisioned(TypedDict, total=False):
    BrokerTypeUpgradeInfo: BrokerTypeUpgradeInfo
    OperationSteps: list[ClusterOperationStep]
    SourceClusterInfo: MutableClusterInfo
    TargetClusterInfo: MutableClusterInfo
    VpcConnectionInfo: VpcConnectionInfo


class ClusterOperationV2Serverless(TypedDict, total=False):
    SourceClusterInfo: ServerlessConnectivityInfo
    TargetClusterInfo: ServerlessConnectivityInfo
    VpcConnectionInfo: VpcConnectionInfoServerless


class ClusterOperationV2Summary(TypedDict, total=False):
    ClusterArn: str
    ClusterType: str
    StartTime: datetime
    EndTime: datetime
    OperationArn: str
    OperationState: str
    OperationType: str


class CompatibleKafkaVersion(TypedDict, total=False):
    SourceVersion: str
    TargetVersions: list[str]


class Configuration(TypedDict):
    Description: str
    LatestRevision: ConfigurationRevision
    CreationTime: datetime
    KafkaVersions: list[str]
    Arn: str
    Name: str
    State: str


class ConfigurationInfo(TypedDict):
    Revision: int
    Arn: str


class _ConfigurationRevisionRequired(TypedDict):
    Revision: int
    CreationTime: datetime


class ConfigurationRevision(_ConfigurationRevisionRequired, total=False):
    Description: str


class ConnectivityInfo(TypedDict, total=False):
    PublicAccess: PublicAccess
    VpcConnectivity: VpcConnectivity
    NetworkType: str


class _ConsumerGroupReplicationRequired(TypedDict):
    ConsumerGroupsToReplicate: list[str]


class ConsumerGroupReplication(_ConsumerGroupReplicationRequired, total=False):
    ConsumerGroupsToExclude: list[str]
    DetectAndCopyNewConsumerGroups: bool
    SynchroniseConsumerGroupOffsets: bool
    ConsumerGroupOffsetSyncMode: str


class ConsumerGroupReplicationUpdate(TypedDict):
    ConsumerGroupsToReplicate: list[str]
    ConsumerGroupsToExclude: list[str]
    SynchroniseConsumerGroupOffsets: bool
    DetectAndCopyNewConsumerGroups: bool


class ControllerNodeInfo(TypedDict, total=False):
    Endpoints: list[str]


class _CreateAssessmentRequestRequired(TypedDict):
    ClusterArn: str
    AssessmentType: str


class CreateAssessmentRequest(_CreateAssessmentRequestRequired, total=False):
    AssessmentParameters: AssessmentParameters
    Tags: dict[str, str]


class CreateAssessmentResponse(TypedDict, total=False):
    AssessmentArn: str
    AssessmentType: str
    ClusterArn: str
    CreationTime: datetime
    Status: str


class _CreateChannelRequestRequired(TypedDict):
    ClusterArn: str
    ChannelName: str
    TopicConfigurationList: list[TopicConfiguration]


class CreateChannelRequest(_CreateChannelRequestRequired, total=False):
    EncryptionConfiguration: EncryptionConfiguration
    IcebergDestinationConfiguration: IcebergDestinationConfiguration
    S3DestinationConfiguration: S3DestinationConfiguration
    Tags: dict[str, str]
    LoggingInfo: ChannelLoggingInfo


class _CreateChannelResponseRequired(TypedDict):
    ChannelArn: str


class CreateChannelResponse(_CreateChannelResponseRequired, total=False):
    ClusterOperationArn: str


class _CreateClusterRequestRequired(TypedDict):
    BrokerNodeGroupInfo: BrokerNodeGroupInfo
    KafkaVersion: str
    NumberOfBrokerNodes: int
    ClusterName: str


class CreateClusterRequest(_CreateClusterRequestRequired, total=False):
    Rebalancing: Rebalancing
    ClientAuthentication: ClientAuthentication
    ConfigurationInfo: ConfigurationInfo
    EncryptionInfo: EncryptionInfo
    EnhancedMonitoring: str
    OpenMonitoring: OpenMonitoringInfo
    LoggingInfo: LoggingInfo
    Tags: dict[str, str]
    StorageMode: str


class CreateClusterResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterName: str
    State: str


class _CreateClusterV2RequestRequired(TypedDict):
    ClusterName: str


class CreateClusterV2Request(_CreateClusterV2RequestRequired, total=False):
    Tags: dict[str, str]
    Provisioned: ProvisionedRequest
    Serverless: ServerlessRequest


class CreateClusterV2Response(TypedDict, total=False):
    ClusterArn: str
    ClusterName: str
    State: str
    ClusterType: str


class _CreateConfigurationRequestRequired(TypedDict):
    ServerProperties: bytes
    Name: str


class CreateConfigurationRequest(_CreateConfigurationRequestRequired, total=False):
    Description: str
    KafkaVersions: list[str]


class CreateConfigurationResponse(TypedDict, total=False):
    Arn: str
    CreationTime: datetime
    LatestRevision: ConfigurationRevision
    Name: str
    State: str


class _CreateReplicatorRequestRequired(TypedDict):
    ServiceExecutionRoleArn: str
    ReplicatorName: str
    ReplicationInfoList: list[ReplicationInfo]
    KafkaClusters: list[KafkaCluster]


class CreateReplicatorRequest(_CreateReplicatorRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]
    LogDelivery: LogDelivery


class CreateReplicatorResponse(TypedDict, total=False):
    ReplicatorArn: str
    ReplicatorName: str
    ReplicatorState: str


class _CreateTopicRequestRequired(TypedDict):
    ClusterArn: str
    TopicName: str
    PartitionCount: int
    ReplicationFactor: int


class CreateTopicRequest(_CreateTopicRequestRequired, total=False):
    Configs: str


class CreateTopicResponse(TypedDict, total=False):
    TopicArn: str
    TopicName: str
    Status: str


class _CreateVpcConnectionRequestRequired(TypedDict):
    TargetClusterArn: str
    Authentication: str
    VpcId: str
    ClientSubnets: list[str]
    SecurityGroups: list[str]


class CreateVpcConnectionRequest(_CreateVpcConnectionRequestRequired, total=False):
    Tags: dict[str, str]


class CreateVpcConnectionResponse(TypedDict, total=False):
    VpcConnectionArn: str
    State: str
    Authentication: str
    VpcId: str
    ClientSubnets: list[str]
    SecurityGroups: list[str]
    CreationTime: datetime
    Tags: dict[str, str]


class _DeadLetterQueueS3Required(TypedDict):
    BucketArn: str


class DeadLetterQueueS3(_DeadLetterQueueS3Required, total=False):
    ErrorOutputPrefix: str
    ExpectedBucketOwner: str


class DeleteAssessmentRequest(TypedDict):
    ClusterArn: str
    AssessmentArn: str


class DeleteAssessmentResponse(TypedDict, total=False):
    AssessmentArn: str
    Status: str


class DeleteChannelRequest(TypedDict):
    ClusterArn: str
    ChannelArn: str


class _DeleteChannelResponseRequired(TypedDict):
    ChannelArn: str


class DeleteChannelResponse(_DeleteChannelResponseRequired, total=False):
    ClusterOperationArn: str


class DeleteClusterPolicyRequest(TypedDict):
    ClusterArn: str


class DeleteClusterPolicyResponse(TypedDict, total=False):
    pass


class _DeleteClusterRequestRequired(TypedDict):
    ClusterArn: str


class DeleteClusterRequest(_DeleteClusterRequestRequired, total=False):
    CurrentVersion: str


class DeleteClusterResponse(TypedDict, total=False):
    ClusterArn: str
    State: str


class DeleteConfigurationRequest(TypedDict):
    Arn: str


class DeleteConfigurationResponse(TypedDict, total=False):
    Arn: str
    State: str


class _DeleteReplicatorRequestRequired(TypedDict):
    ReplicatorArn: str


class DeleteReplicatorRequest(_DeleteReplicatorRequestRequired, total=False):
    CurrentVersion: str


class DeleteReplicatorResponse(TypedDict, total=False):
    ReplicatorArn: str
    ReplicatorState: str


class DeleteTopicRequest(TypedDict):
    ClusterArn: str
    TopicName: str


class DeleteTopicResponse(TypedDict, total=False):
    TopicArn: str
    TopicName: str
    Status: str


class DeleteVpcConnectionRequest(TypedDict):
    Arn: str


class DeleteVpcConnectionResponse(TypedDict, total=False):
    VpcConnectionArn: str
    State: str


class DescribeAssessmentRequest(TypedDict):
    ClusterArn: str
    AssessmentArn: str


class DescribeAssessmentResponse(TypedDict, total=False):
    AssessmentArn: str
    AssessmentParameters: AssessmentParameters
    AssessmentType: str
    ClusterArn: str
    CompletionTime: datetime
    CreationTime: datetime
    Status: str
    StatusMessage: str
    Summary: AssessmentSummary
    Tags: dict[str, str]


class DescribeChannelRequest(TypedDict):
    ClusterArn: str
    ChannelArn: str


class _DescribeChannelResponseRequired(TypedDict):
    ChannelArn: str
    ChannelName: str
    TopicConfigurationList: list[TopicConfiguration]
    Status: str
    DestinationType: str
    CreationTime: datetime


class DescribeChannelResponse(_DescribeChannelResponseRequired, total=False):
    EncryptionConfiguration: EncryptionConfiguration
    IcebergDestinationConfiguration: IcebergDestinationConfiguration
    S3DestinationConfiguration: S3DestinationConfiguration
    LoggingInfo: ChannelLoggingInfo
    StateInfo: ChannelStateInfo
    ClusterOperationArn: str
    Tags: dict[str, str]


class DescribeClusterOperationRequest(TypedDict):
    ClusterOperationArn: str


class DescribeClusterOperationResponse(TypedDict, total=False):
    ClusterOperationInfo: ClusterOperationInfo


class DescribeClusterOperationV2Request(TypedDict):
    ClusterOperationArn: str


class DescribeClusterOperationV2Response(TypedDict, total=False):
    ClusterOperationInfo: ClusterOperationV2


class DescribeClusterRequest(TypedDict):
    ClusterArn: str


class DescribeClusterResponse(TypedDict, total=False):
    ClusterInfo: ClusterInfo


class DescribeClusterV2Request(TypedDict):
    ClusterArn: str


class DescribeClusterV2Response(TypedDict, total=False):
    ClusterInfo: Cluster


class DescribeConfigurationRequest(TypedDict):
    Arn: str


class DescribeConfigurationResponse(TypedDict, total=False):
    Arn: str
    CreationTime: datetime
    Description: str
    KafkaVersions: list[str]
    LatestRevision: ConfigurationRevision
    Name: str
    State: str


class DescribeConfigurationRevisionRequest(TypedDict):
    Revision: int
    Arn: str


class DescribeConfigurationRevisionResponse(TypedDict, total=False):
    Arn: str
    CreationTime: datetime
    Description: str
    Revision: int
    ServerProperties: bytes


class DescribeReplicatorRequest(TypedDict):
    ReplicatorArn: str


class DescribeReplicatorResponse(TypedDict, total=False):
    CreationTime: datetime
    CurrentVersion: str
    IsReplicatorReference: bool
    KafkaClusters: list[KafkaClusterDescription]
    ReplicationInfoList: list[ReplicationInfoDescription]
    ReplicatorArn: str
    ReplicatorDescription: str
    ReplicatorName: str
    ReplicatorResourceArn: str
    ReplicatorState: str
    ServiceExecutionRoleArn: str
    StateInfo: ReplicationStateInfo
    Tags: dict[str, str]
    LogDelivery: LogDelivery


class _DescribeTopicPartitionsRequestRequired(TypedDict):
    ClusterArn: str
    TopicName: str


class DescribeTopicPartitionsRequest(_DescribeTopicPartitionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class DescribeTopicPartitionsResponse(TypedDict, total=False):
    Partitions: list[TopicPartitionInfo]
    NextToken: str


class DescribeTopicReassignmentRequest(TypedDict):
    TopicReassignmentOperationArn: str
    ClusterArn: str


class DescribeTopicReassignmentResponse(TypedDict, total=False):
    ClusterArn: str
    CompletedTopics: int
    CreationTime: datetime
    ErrorInfo: ErrorInfo
    LastUpdateTime: datetime
    MigratedPartitions: int
    Status: str
    TargetInstanceType: str
    TopicReassignmentOperationArn: str
    TopicsToExclude: list[str]
    TopicsToInclude: list[str]
    TotalPartitions: int
    TotalTopics: int


class DescribeTopicRequest(TypedDict):
    ClusterArn: str
    TopicName: str


class DescribeTopicResponse(TypedDict, total=False):
    TopicArn: str
    TopicName: str
    ReplicationFactor: int
    PartitionCount: int
    Configs: str
    Status: str
    ReplicaIds: list[int]


class DescribeVpcConnectionRequest(TypedDict):
    Arn: str


class DescribeVpcConnectionResponse(TypedDict, total=False):
    VpcConnectionArn: str
    TargetClusterArn: str
    State: str
    Authentication: str
    VpcId: str
    Subnets: list[str]
    SecurityGroups: list[str]
    CreationTime: datetime
    Tags: dict[str, str]


class DestinationTable(TypedDict, total=False):
    DestinationDatabaseName: str
    DestinationTableName: str
    PartitionSpec: PartitionSpec


class EBSStorageInfo(TypedDict, total=False):
    ProvisionedThroughput: ProvisionedThroughput
    VolumeSize: int


class EncryptionAtRest(TypedDict):
    DataVolumeKMSKeyId: str


class EncryptionConfiguration(TypedDict):
    KmsKeyArn: str


class EncryptionInTransit(TypedDict, total=False):
    ClientBroker: str
    InCluster: bool


class EncryptionInfo(TypedDict, total=False):
    EncryptionAtRest: EncryptionAtRest
    EncryptionInTransit: EncryptionInTransit


class ErrorInfo(TypedDict, total=False):
    ErrorCode: str
    ErrorString: str


class FindingRemediation(TypedDict, total=False):
    Action: str
    DocumentationUrl: str


class _FirehoseRequired(TypedDict):
    Enabled: bool


class Firehose(_FirehoseRequired, total=False):
    DeliveryStream: str


class GetBootstrapBrokersRequest(TypedDict):
    ClusterArn: str


class GetBootstrapBrokersResponse(TypedDict, total=False):
    BootstrapBrokerString: str
    BootstrapBrokerStringTls: str
    BootstrapBrokerStringSaslScram: str
    BootstrapBrokerStringSaslIam: str
    BootstrapBrokerStringPublicTls: str
    BootstrapBrokerStringPublicSaslScram: str
    BootstrapBrokerStringPublicSaslIam: str
    BootstrapBrokerStringVpcConnectivityTls: str
    BootstrapBrokerStringVpcConnectivitySaslScram: str
    BootstrapBrokerStringVpcConnectivitySaslIam: str
    BootstrapBrokerStringIpv6: str
    BootstrapBrokerStringTlsIpv6: str
    BootstrapBrokerStringSaslScramIpv6: str
    BootstrapBrokerStringSaslIamIpv6: str


class GetClusterPolicyRequest(TypedDict):
    ClusterArn: str


class GetClusterPolicyResponse(TypedDict, total=False):
    CurrentVersion: str
    Policy: str


class GetCompatibleKafkaVersionsRequest(TypedDict, total=False):
    ClusterArn: str


class GetCompatibleKafkaVersionsResponse(TypedDict, total=False):
    CompatibleKafkaVersions: list[CompatibleKafkaVersion]


class Iam(TypedDict, total=False):
    Enabled: bool


class _IcebergDestinationConfigurationRequired(TypedDict):
    DeadLetterQueueS3: DeadLetterQueueS3
    DestinationTableList: list[DestinationTable]
    ServiceExecutionRoleArn: str
    SchemaEvolution: SchemaEvolution
    TableCreation: TableCreation
    AppendOnly: bool


class IcebergDestinationConfiguration(_IcebergDestinationConfigurationRequired, total=False):
    Catalog: Catalog
    DataFreshnessInSeconds: int
    CompressionType: str


class IcebergDestinationUpdate(TypedDict):
    DataFreshnessInSeconds: int


class JmxExporter(TypedDict):
    EnabledInBroker: bool


class JmxExporterInfo(TypedDict):
    EnabledInBroker: bool


class KafkaCluster(TypedDict, total=False):
    AmazonMskCluster: AmazonMskCluster
    ApacheKafkaCluster: ApacheKafkaCluster
    VpcConfig: KafkaClusterClientVpcConfig
    ClientAuthentication: KafkaClusterClientAuthentication
    EncryptionInTransit: KafkaClusterEncryptionInTransit


class KafkaClusterClientAuthentication(TypedDict, total=False):
    SaslScram: KafkaClusterSaslScramAuthentication
    MTLS: KafkaClusterMTLSAuthentication
    SaslOAuthBearer: KafkaClusterSaslOAuthBearerAuthentication


class _KafkaClusterClientVpcConfigRequired(TypedDict):
    SubnetIds: list[str]


class KafkaClusterClientVpcConfig(_KafkaClusterClientVpcConfigRequired, total=False):
    SecurityGroupIds: list[str]


class KafkaClusterDescription(TypedDict, total=False):
    AmazonMskCluster: AmazonMskCluster
    ApacheKafkaCluster: ApacheKafkaCluster
    KafkaClusterAlias: str
    VpcConfig: KafkaClusterClientVpcConfig
    ClientAuthentication: KafkaClusterClientAuthentication
    EncryptionInTransit: KafkaClusterEncryptionInTransit


class _KafkaClusterEncryptionInTransitRequired(TypedDict):
    EncryptionType: str


class KafkaClusterEncryptionInTransit(_KafkaClusterEncryptionInTransitRequired, total=False):
    RootCaCertificate: str


class KafkaClusterMTLSAuthentication(TypedDict):
    SecretArn: str


class KafkaClusterOAuthClientCredentials(TypedDict):
    TokenRequestSecretArn: str


class _KafkaClusterOAuthClientCredentialsAssertionRequired(TypedDict):
    Audience: str
    SigningAlgorithm: str


class KafkaClusterOAuthClientCredentialsAssertion(
    _KafkaClusterOAuthClientCredentialsAssertionRequired, total=False
):
    TokenRequestSecretArn: str


class _KafkaClusterOAuthIamJwtBearerRequired(TypedDict):
    Audience: str
    SigningAlgorithm: str


class KafkaClusterOAuthIamJwtBearer(_KafkaClusterOAuthIamJwtBearerRequired, total=False):
    TokenRequestSecretArn: str


class _KafkaClusterSaslOAuthBearerAuthenticationRequired(TypedDict):
    TokenEndpointUrl: str
    TokenEndpointAuthenticationMethod: str


class KafkaClusterSaslOAuthBearerAuthentication(
    _KafkaClusterSaslOAuthBearerAuthenticationRequired, total=False
):
    ClientCredentials: KafkaClusterOAuthClientCredentials
    IamJwtBearer: KafkaClusterOAuthIamJwtBearer
    ClientCredentialsAssertion: KafkaClusterOAuthClientCredentialsAssertion
    Scope: str
    TokenEndpointTlsCertificateArn: str


class KafkaClusterSaslScramAuthentication(TypedDict):
    Mechanism: str
    SecretArn: str


class KafkaClusterSummary(TypedDict, total=False):
    AmazonMskCluster: AmazonMskCluster
    ApacheKafkaCluster: ApacheKafkaCluster
    KafkaClusterAlias: str


class KafkaVersion(TypedDict, total=False):
    Version: str
    Status: str


class _ListAssessmentFindingsRequestRequired(TypedDict):
    ClusterArn: str
    AssessmentArn: str


class ListAssessmentFindingsRequest(_ListAssessmentFindingsRequestRequired, total=False):
    Category: str
    MaxResults: int
    NextToken: str
    Severity: str


class ListAssessmentFindingsResponse(TypedDict, total=False):
    Findings: list[AssessmentFinding]
    NextToken: str


class _ListAssessmentsRequestRequired(TypedDict):
    ClusterArn: str


class ListAssessmentsRequest(_ListAssessmentsRequestRequired, total=False):
    AssessmentType: str
    MaxResults: int
    NextToken: str


class ListAssessmentsResponse(TypedDict, total=False):
    Assessments: list[AssessmentInfo]
    NextToken: str


class _ListChannelsRequestRequired(TypedDict):
    ClusterArn: str


class ListChannelsRequest(_ListChannelsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    TopicNameFilter: str


class ListChannelsResponse(TypedDict, total=False):
    Channels: list[ChannelInfo]
    NextToken: str


class _ListClientVpcConnectionsRequestRequired(TypedDict):
    ClusterArn: str


class ListClientVpcConnectionsRequest(_ListClientVpcConnectionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListClientVpcConnectionsResponse(TypedDict, total=False):
    ClientVpcConnections: list[ClientVpcConnection]
    NextToken: str


class _ListClusterOperationsRequestRequired(TypedDict):
    ClusterArn: str


class ListClusterOperationsRequest(_ListClusterOperationsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListClusterOperationsResponse(TypedDict, total=False):
    ClusterOperationInfoList: list[ClusterOperationInfo]
    NextToken: str


class _ListClusterOperationsV2RequestRequired(TypedDict):
    ClusterArn: str


class ListClusterOperationsV2Request(_ListClusterOperationsV2RequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListClusterOperationsV2Response(TypedDict, total=False):
    ClusterOperationInfoList: list[ClusterOperationV2Summary]
    NextToken: str


class ListClustersRequest(TypedDict, total=False):
    ClusterNameFilter: str
    MaxResults: int
    NextToken: str


class ListClustersResponse(TypedDict, total=False):
    ClusterInfoList: list[ClusterInfo]
    NextToken: str


class ListClustersV2Request(TypedDict, total=False):
    ClusterNameFilter: str
    ClusterTypeFilter: str
    MaxResults: int
    NextToken: str


class ListClustersV2Response(TypedDict, total=False):
    ClusterInfoList: list[Cluster]
    NextToken: str


class _ListConfigurationRevisionsRequestRequired(TypedDict):
    Arn: str


class ListConfigurationRevisionsRequest(_ListConfigurationRevisionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListConfigurationRevisionsResponse(TypedDict, total=False):
    NextToken: str
    Revisions: list[ConfigurationRevision]


class ListConfigurationsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListConfigurationsResponse(TypedDict, total=False):
    Configurations: list[Configuration]
    NextToken: str


class ListKafkaVersionsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListKafkaVersionsResponse(TypedDict, total=False):
    KafkaVersions: list[KafkaVersion]
    NextToken: str


class _ListNodesRequestRequired(TypedDict):
    ClusterArn: str


class ListNodesRequest(_ListNodesRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListNodesResponse(TypedDict, total=False):
    NextToken: str
    NodeInfoList: list[NodeInfo]


class ListReplicatorsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    ReplicatorNameFilter: str


class ListReplicatorsResponse(TypedDict, total=False):
    NextToken: str
    Replicators: list[ReplicatorSummary]


class _ListScramSecretsRequestRequired(TypedDict):
    ClusterArn: str


class ListScramSecretsRequest(_ListScramSecretsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListScramSecretsResponse(TypedDict, total=False):
    NextToken: str
    SecretArnList: list[str]


class ListTagsForResourceRequest(TypedDict):
    ResourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: dict[str, str]


class _ListTopicReassignmentsRequestRequired(TypedDict):
    ClusterArn: str


class ListTopicReassignmentsRequest(_ListTopicReassignmentsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    StatusFilter: str


class ListTopicReassignmentsResponse(TypedDict, total=False):
    NextToken: str
    Reassignments: list[TopicReassignmentInfo]


class _ListTopicsRequestRequired(TypedDict):
    ClusterArn: str


class ListTopicsRequest(_ListTopicsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    TopicNameFilter: str


class ListTopicsResponse(TypedDict, total=False):
    Topics: list[TopicInfo]
    NextToken: str


class ListVpcConnectionsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListVpcConnectionsResponse(TypedDict, total=False):
    VpcConnections: list[VpcConnection]
    NextToken: str


class LogDelivery(TypedDict, total=False):
    ReplicatorLogDelivery: ReplicatorLogDelivery


class _LoggingInfoRequired(TypedDict):
    BrokerLogs: BrokerLogs


class LoggingInfo(_LoggingInfoRequired, total=False):
    AuthorizerLogs: AuthorizerLogs


class MutableClusterInfo(TypedDict, total=False):
    BrokerEBSVolumeInfo: list[BrokerEBSVolumeInfo]
    ConfigurationInfo: ConfigurationInfo
    NumberOfBrokerNodes: int
    EnhancedMonitoring: str
    OpenMonitoring: OpenMonitoring
    ZookeeperAccess: ZookeeperAccess
    KafkaVersion: str
    LoggingInfo: LoggingInfo
    InstanceType: str
    ClientAuthentication: ClientAuthentication
    EncryptionInfo: EncryptionInfo
    ConnectivityInfo: ConnectivityInfo
    StorageMode: str
    BrokerCountUpdateInfo: BrokerCountUpdateInfo
    Rebalancing: Rebalancing


class NodeExporter(TypedDict):
    EnabledInBroker: bool


class NodeExporterInfo(TypedDict):
    EnabledInBroker: bool


class NodeInfo(TypedDict, total=False):
    AddedToClusterTime: str
    BrokerNodeInfo: BrokerNodeInfo
    ControllerNodeInfo: ControllerNodeInfo
    InstanceType: str
    NodeARN: str
    NodeType: str
    ZookeeperNodeInfo: ZookeeperNodeInfo


class OpenMonitoring(TypedDict):
    Prometheus: Prometheus


class OpenMonitoringInfo(TypedDict):
    Prometheus: PrometheusInfo


class PartitionSource(TypedDict, total=False):
    SourceName: str


class _PartitionSpecRequired(TypedDict):
    PartitionStrategy: str


class PartitionSpec(_PartitionSpecRequired, total=False):
    SourceList: list[PartitionSource]


class Prometheus(TypedDict, total=False):
    JmxExporter: JmxExporter
    NodeExporter: NodeExporter


class PrometheusInfo(TypedDict, total=False):
    JmxExporter: JmxExporterInfo
    NodeExporter: NodeExporterInfo


class _ProvisionedRequired(TypedDict):
    BrokerNodeGroupInfo: BrokerNodeGroupInfo
    NumberOfBrokerNodes: int


class Provisioned(_ProvisionedRequired, total=False):
    Rebalancing: Rebalancing
    CurrentBrokerSoftwareInfo: BrokerSoftwareInfo
    ClientAuthentication: ClientAuthentication
    EncryptionInfo: EncryptionInfo
    EnhancedMonitoring: str
    OpenMonitoring: OpenMonitoringInfo
    LoggingInfo: LoggingInfo
    ZookeeperConnectString: str
    ZookeeperConnectStringTls: str
    StorageMode: str
    CustomerActionStatus: str


class _ProvisionedRequestRequired(TypedDict):
    BrokerNodeGroupInfo: BrokerNodeGroupInfo
    KafkaVersion: str
    NumberOfBrokerNodes: int


class ProvisionedRequest(_ProvisionedRequestRequired, total=False):
    Rebalancing: Rebalancing
    ClientAuthentication: ClientAuthentication
    ConfigurationInfo: ConfigurationInfo
    EncryptionInfo: EncryptionInfo
    EnhancedMonitoring: str
    OpenMonitoring: OpenMonitoringInfo
    LoggingInfo: LoggingInfo
    StorageMode: str


class ProvisionedThroughput(TypedDict, total=False):
    Enabled: bool
    VolumeThroughput: int


class PublicAccess(TypedDict, total=False):
    Type: str


class _PutClusterPolicyRequestRequired(TypedDict):
    ClusterArn: str
    Policy: str


class PutClusterPolicyRequest(_PutClusterPolicyRequestRequired, total=False):
    CurrentVersion: str


class PutClusterPolicyResponse(TypedDict, total=False):
    CurrentVersion: str


class Rebalancing(TypedDict, total=False):
    Status: str


class RebootBrokerRequest(TypedDict):
    ClusterArn: str
    BrokerIds: list[str]


class RebootBrokerResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class RecordConverter(TypedDict):
    ValueConverter: str


class RecordSchema(TypedDict):
    GsrArn: str


class RejectClientVpcConnectionRequest(TypedDict):
    VpcConnectionArn: str
    ClusterArn: str


class RejectClientVpcConnectionResponse(TypedDict, total=False):
    pass


class _ReplicationInfoRequired(TypedDict):
    TargetCompressionType: str
    TopicReplication: TopicReplication
    ConsumerGroupReplication: ConsumerGroupReplication


class ReplicationInfo(_ReplicationInfoRequired, total=False):
    SourceKafkaClusterArn: str
    SourceKafkaClusterId: str
    TargetKafkaClusterArn: str
    TargetKafkaClusterId: str


class ReplicationInfoDescription(TypedDict, total=False):
    ConsumerGroupReplication: ConsumerGroupReplication
    SourceKafkaClusterAlias: str
    TargetCompressionType: str
    TargetKafkaClusterAlias: str
    TopicReplication: TopicReplication


class ReplicationInfoSummary(TypedDict, total=False):
    SourceKafkaClusterAlias: str
    TargetKafkaClusterAlias: str


class ReplicationStartingPosition(TypedDict, total=False):
    Type: str


class ReplicationStateInfo(TypedDict, total=False):
    Code: str
    Message: str


class ReplicationTopicNameConfiguration(TypedDict, total=False):
    Type: str


class _ReplicatorCloudWatchLogsRequired(TypedDict):
    Enabled: bool


class ReplicatorCloudWatchLogs(_ReplicatorCloudWatchLogsRequired, total=False):
    LogGroup: str


class _ReplicatorFirehoseRequired(TypedDict):
    Enabled: bool


class ReplicatorFirehose(_ReplicatorFirehoseRequired, total=False):
    DeliveryStream: str


class ReplicatorLogDelivery(TypedDict, total=False):
    CloudWatchLogs: ReplicatorCloudWatchLogs
    Firehose: ReplicatorFirehose
    S3: ReplicatorS3


class _ReplicatorS3Required(TypedDict):
    Enabled: bool


class ReplicatorS3(_ReplicatorS3Required, total=False):
    Bucket: str
    Prefix: str


class ReplicatorSummary(TypedDict, total=False):
    CreationTime: datetime
    CurrentVersion: str
    IsReplicatorReference: bool
    KafkaClustersSummary: list[KafkaClusterSummary]
    ReplicationInfoSummaryList: list[ReplicationInfoSummary]
    ReplicatorArn: str
    ReplicatorName: str
    ReplicatorResourceArn: str
    ReplicatorState: str


class _S3Required(TypedDict):
    Enabled: bool


class S3(_S3Required, total=False):
    Bucket: str
    Prefix: str


class _S3DestinationConfigurationRequired(TypedDict):
    Storage: S3Storage
    ServiceExecutionRoleArn: str
    DeadLetterQueueS3: DeadLetterQueueS3


class S3DestinationConfiguration(_S3DestinationConfigurationRequired, total=False):
    DataFreshnessInSeconds: int


class S3DestinationUpdate(TypedDict):
    DataFreshnessInSeconds: int


class _S3StorageRequired(TypedDict):
    BucketArn: str
    StorageClass: str
    CompressionType: str


class S3Storage(_S3StorageRequired, total=False):
    OutputPrefix: str
    OutputKeyTemplate: str
    ExpectedBucketOwner: str


class Sasl(TypedDict, total=False):
    Scram: Scram
    Iam: Iam


class SchemaEvolution(TypedDict, total=False):
    EnableSchemaEvolution: bool


class Scram(TypedDict, total=False):
    Enabled: bool


class _ServerlessRequired(TypedDict):
    VpcConfigs: list[VpcConfig]


class Serverless(_ServerlessRequired, total=False):
    ClientAuthentication: ServerlessClientAuthentication
    ConnectivityInfo: ServerlessConnectivityInfo


class ServerlessClientAuthentication(TypedDict, total=False):
    Sasl: ServerlessSasl


class ServerlessConnectivityInfo(TypedDict, total=False):
    NetworkType: str


class _ServerlessRequestRequired(TypedDict):
    VpcConfigs: list[VpcConfig]


class ServerlessRequest(_ServerlessRequestRequired, total=False):
    ClientAuthentication: ServerlessClientAuthentication


class ServerlessSasl(TypedDict, total=False):
    Iam: Iam


class _StartTopicReassignmentRequestRequired(TypedDict):
    ClusterArn: str
    TopicsToInclude: list[str]
    TargetInstanceType: str


class StartTopicReassignmentRequest(_StartTopicReassignmentRequestRequired, total=False):
    ClientToken: str
    TopicsToExclude: list[str]


class StartTopicReassignmentResponse(TypedDict, total=False):
    ClusterArn: str
    Status: str
    TopicReassignmentOperationArn: str


class StateInfo(TypedDict, total=False):
    Code: str
    Message: str


class StopTopicReassignmentRequest(TypedDict):
    TopicReassignmentOperationArn: str
    ClusterArn: str


class StopTopicReassignmentResponse(TypedDict, total=False):
    Status: str
    TopicReassignmentOperationArn: str


class StorageInfo(TypedDict, total=False):
    EbsStorageInfo: EBSStorageInfo


class TableCreation(TypedDict, total=False):
    EnableTableCreation: bool


class TagResourceRequest(TypedDict):
    ResourceArn: str
    Tags: dict[str, str]


class Tls(TypedDict, total=False):
    CertificateAuthorityArnList: list[str]
    Enabled: bool


class _TopicConfigurationRequired(TypedDict):
    RecordConverter: RecordConverter
    TopicArn: str


class TopicConfiguration(_TopicConfigurationRequired, total=False):
    RecordSchema: RecordSchema


class TopicInfo(TypedDict, total=False):
    TopicArn: str
    TopicName: str
    ReplicationFactor: int
    PartitionCount: int
    OutOfSyncReplicaCount: int
    ReplicaIds: list[int]


class TopicPartitionInfo(TypedDict, total=False):
    Partition: int
    Leader: int
    Replicas: list[int]
    Isr: list[int]


class TopicReassignmentInfo(TypedDict, total=False):
    CompletedTopics: int
    CreationTime: datetime
    Status: str
    TargetInstanceType: str
    TopicReassignmentOperationArn: str
    TotalTopics: int


class _TopicReplicationRequired(TypedDict):
    TopicsToReplicate: list[str]


class TopicReplication(_TopicReplicationRequired, total=False):
    CopyAccessControlListsForTopics: bool
    CopyTopicConfigurations: bool
    DetectAndCopyNewTopics: bool
    StartingPosition: ReplicationStartingPosition
    TopicNameConfiguration: ReplicationTopicNameConfiguration
    TopicsToExclude: list[str]


class TopicReplicationUpdate(TypedDict):
    TopicsToReplicate: list[str]
    TopicsToExclude: list[str]
    CopyTopicConfigurations: bool
    DetectAndCopyNewTopics: bool
    CopyAccessControlListsForTopics: bool


class Unauthenticated(TypedDict, total=False):
    Enabled: bool


class UnprocessedScramSecret(TypedDict, total=False):
    ErrorCode: str
    ErrorMessage: str
    SecretArn: str


class UntagResourceRequest(TypedDict):
    TagKeys: list[str]
    ResourceArn: str


class UpdateBrokerCountRequest(TypedDict):
    ClusterArn: str
    CurrentVersion: str
    TargetNumberOfBrokerNodes: int


class UpdateBrokerCountResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class UpdateBrokerStorageRequest(TypedDict):
    ClusterArn: str
    TargetBrokerEBSVolumeInfo: list[BrokerEBSVolumeInfo]
    CurrentVersion: str


class UpdateBrokerStorageResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class _UpdateBrokerTypeRequestRequired(TypedDict):
    ClusterArn: str
    CurrentVersion: str
    TargetInstanceType: str


class UpdateBrokerTypeRequest(_UpdateBrokerTypeRequestRequired, total=False):
    TopicReassignment: str


class UpdateBrokerTypeResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class _UpdateChannelRequestRequired(TypedDict):
    ClusterArn: str
    ChannelArn: str


class UpdateChannelRequest(_UpdateChannelRequestRequired, total=False):
    IcebergDestinationUpdate: IcebergDestinationUpdate
    S3DestinationUpdate: S3DestinationUpdate


class _UpdateChannelResponseRequired(TypedDict):
    ChannelArn: str


class UpdateChannelResponse(_UpdateChannelResponseRequired, total=False):
    ClusterOperationArn: str


class UpdateClusterConfigurationRequest(TypedDict):
    ClusterArn: str
    CurrentVersion: str
    ConfigurationInfo: ConfigurationInfo


class UpdateClusterConfigurationResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class _UpdateClusterKafkaVersionRequestRequired(TypedDict):
    ClusterArn: str
    TargetKafkaVersion: str
    CurrentVersion: str


class UpdateClusterKafkaVersionRequest(_UpdateClusterKafkaVersionRequestRequired, total=False):
    ConfigurationInfo: ConfigurationInfo


class UpdateClusterKafkaVersionResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class _UpdateConfigurationRequestRequired(TypedDict):
    Arn: str
    ServerProperties: bytes


class UpdateConfigurationRequest(_UpdateConfigurationRequestRequired, total=False):
    Description: str


class UpdateConfigurationResponse(TypedDict, total=False):
    Arn: str
    LatestRevision: ConfigurationRevision


class _UpdateConnectivityRequestRequired(TypedDict):
    ClusterArn: str
    CurrentVersion: str


class UpdateConnectivityRequest(_UpdateConnectivityRequestRequired, total=False):
    ConnectivityInfo: ConnectivityInfo
    ZookeeperAccess: ZookeeperAccess


class UpdateConnectivityResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class _UpdateMonitoringRequestRequired(TypedDict):
    ClusterArn: str
    CurrentVersion: str


class UpdateMonitoringRequest(_UpdateMonitoringRequestRequired, total=False):
    EnhancedMonitoring: str
    OpenMonitoring: OpenMonitoringInfo
    LoggingInfo: LoggingInfo


class UpdateMonitoringResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class UpdateRebalancingRequest(TypedDict):
    ClusterArn: str
    CurrentVersion: str
    Rebalancing: Rebalancing


class UpdateRebalancingResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class _UpdateReplicationInfoRequestRequired(TypedDict):
    ReplicatorArn: str
    CurrentVersion: str


class UpdateReplicationInfoRequest(_UpdateReplicationInfoRequestRequired, total=False):
    ConsumerGroupReplication: ConsumerGroupReplicationUpdate
    SourceKafkaClusterArn: str
    SourceKafkaClusterId: str
    TargetKafkaClusterArn: str
    TargetKafkaClusterId: str
    TopicReplication: TopicReplicationUpdate
    LogDelivery: LogDelivery


class UpdateReplicationInfoResponse(TypedDict, total=False):
    ReplicatorArn: str
    ReplicatorState: str


class _UpdateSecurityRequestRequired(TypedDict):
    ClusterArn: str
    CurrentVersion: str


class UpdateSecurityRequest(_UpdateSecurityRequestRequired, total=False):
    ClientAuthentication: ClientAuthentication
    EncryptionInfo: EncryptionInfo


class UpdateSecurityResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class _UpdateStorageRequestRequired(TypedDict):
    ClusterArn: str
    CurrentVersion: str


class UpdateStorageRequest(_UpdateStorageRequestRequired, total=False):
    ProvisionedThroughput: ProvisionedThroughput
    StorageMode: str
    VolumeSizeGB: int


class UpdateStorageResponse(TypedDict, total=False):
    ClusterArn: str
    ClusterOperationArn: str


class _UpdateTopicRequestRequired(TypedDict):
    ClusterArn: str
    TopicName: str


class UpdateTopicRequest(_UpdateTopicRequestRequired, total=False):
    Configs: str
    PartitionCount: int


class UpdateTopicResponse(TypedDict, total=False):
    TopicArn: str
    TopicName: str
    Status: str


class UserIdentity(TypedDict, total=False):
    Type: str
    PrincipalId: str


class _VpcConfigRequired(TypedDict):
    SubnetIds: list[str]


class VpcConfig(_VpcConfigRequired, total=False):
    SecurityGroupIds: list[str]


class _VpcConnectionRequired(TypedDict):
    VpcConnectionArn: str
    TargetClusterArn: str


class VpcConnection(_VpcConnectionRequired, total=False):
    CreationTime: datetime
    Authentication: str
    VpcId: str
    State: str


class VpcConnectionInfo(TypedDict, total=False):
    VpcConnectionArn: str
    Owner: str
    UserIdentity: UserIdentity
    CreationTime: datetime


class VpcConnectionInfoServerless(TypedDict, total=False):
    CreationTime: datetime
    Owner: str
    UserIdentity: UserIdentity
    VpcConnectionArn: str


class VpcConnectivity(TypedDict, total=False):
    ClientAuthentication: VpcConnectivityClientAuthentication


class VpcConnectivityClientAuthentication(TypedDict, total=False):
    Sasl: VpcConnectivitySasl
    Tls: VpcConnectivityTls


class VpcConnectivityIam(TypedDict, total=False):
    Enabled: bool


class VpcConnectivitySasl(TypedDict, total=False):
    Scram: VpcConnectivityScram
    Iam: VpcConnectivityIam


class VpcConnectivityScram(TypedDict, total=False):
    Enabled: bool


class VpcConnectivityTls(TypedDict, total=False):
    Enabled: bool


class ZookeeperAccess(TypedDict, total=False):
    Enabled: bool


class ZookeeperNodeInfo(TypedDict, total=False):
    AttachedENIId: str
    ClientVpcIpAddress: str
    Endpoints: list[str]
    ZookeeperId: float
    ZookeeperVersion: str


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "BatchAssociateScramSecret",
    "BatchDisassociateScramSecret",
    "CreateAssessment",
    "CreateChannel",
    "CreateCluster",
    "CreateClusterV2",
    "CreateConfiguration",
    "CreateReplicator",
    "CreateTopic",
    "CreateVpcConnection",
    "DeleteAssessment",
    "DeleteChannel",
    "DeleteCluster",
    "DeleteClusterPolicy",
    "DeleteConfiguration",
    "DeleteReplicator",
    "DeleteTopic",
    "DeleteVpcConnection",
    "DescribeAssessment",
    "DescribeChannel",
    "DescribeCluster",
    "DescribeClusterOperation",
    "DescribeClusterOperationV2",
    "DescribeClusterV2",
    "DescribeConfiguration",
    "DescribeConfigurationRevision",
    "DescribeReplicator",
    "DescribeTopic",
    "DescribeTopicPartitions",
    "DescribeTopicReassignment",
    "DescribeVpcConnection",
    "GetBootstrapBrokers",
    "GetClusterPolicy",
    "GetCompatibleKafkaVersions",
    "ListAssessmentFindings",
    "ListAssessments",
    "ListChannels",
    "ListClientVpcConnections",
    "ListClusterOperations",
    "ListClusterOperationsV2",
    "ListClusters",
    "ListClustersV2",
    "ListConfigurationRevisions",
    "ListConfigurations",
    "ListKafkaVersions",
    "ListNodes",
    "ListReplicators",
    "ListScramSecrets",
    "ListTagsForResource",
    "ListTopicReassignments",
    "ListTopics",
    "ListVpcConnections",
    "PutClusterPolicy",
    "RebootBroker",
    "RejectClientVpcConnection",
    "StartTopicReassignment",
    "StopTopicReassignment",
    "TagResource",
    "UntagResource",
    "UpdateBrokerCount",
    "UpdateBrokerStorage",
    "UpdateBrokerType",
    "UpdateChannel",
    "UpdateClusterConfiguration",
    "UpdateClusterKafkaVersion",
    "UpdateConfiguration",
    "UpdateConnectivity",
    "UpdateMonitoring",
    "UpdateRebalancing",
    "UpdateReplicationInfo",
    "UpdateSecurity",
    "UpdateStorage",
    "UpdateTopic",
)
