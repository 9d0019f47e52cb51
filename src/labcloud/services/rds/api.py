"""Typed requests and responses of rds's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types rds`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AccountQuota(TypedDict, total=False):
    AccountQuotaName: str
    Used: int
    Max: int


class _AddRoleToDBClusterRequestRequired(TypedDict):
    DBClusterIdentifier: str
    RoleArn: str


class AddRoleToDBClusterRequest(_AddRoleToDBClusterRequestRequired, total=False):
    FeatureName: str


class AddRoleToDBInstanceRequest(TypedDict):
    DBInstanceIdentifier: str
    RoleArn: str
    FeatureName: str


class AddSourceIdentifierToSubscriptionRequest(TypedDict):
    SubscriptionName: str
    SourceIdentifier: str


class AddSourceIdentifierToSubscriptionResponse(TypedDict, total=False):
    EventSubscription: EventSubscription


class AddTagsToResourceRequest(TypedDict):
    ResourceName: str
    Tags: list[Tag]


class _AdditionalStorageVolumeRequired(TypedDict):
    VolumeName: str


class AdditionalStorageVolume(_AdditionalStorageVolumeRequired, total=False):
    AllocatedStorage: int
    IOPS: int
    MaxAllocatedStorage: int
    StorageThroughput: int
    StorageType: str


class AdditionalStorageVolumeOutput(TypedDict, total=False):
    VolumeName: str
    StorageVolumeStatus: str
    StorageOperationStatus: str
    StorageOperationPercentProgress: int
    AllocatedStorage: int
    IOPS: int
    MaxAllocatedStorage: int
    StorageThroughput: int
    StorageType: str


class ApplyPendingMaintenanceActionRequest(TypedDict):
    ResourceIdentifier: str
    ApplyAction: str
    OptInType: str


class ApplyPendingMaintenanceActionResponse(TypedDict, total=False):
    ResourcePendingMaintenanceActions: ResourcePendingMaintenanceActions


class _AuthorizeDBSecurityGroupIngressRequestRequired(TypedDict):
    DBSecurityGroupName: str


class AuthorizeDBSecurityGroupIngressRequest(_AuthorizeDBSecurityGroupIngressRequestRequired, total=False):
    CIDRIP: str
    EC2SecurityGroupName: str
    EC2SecurityGroupId: str
    EC2SecurityGroupOwnerId: str


class AuthorizeDBSecurityGroupIngressResponse(TypedDict, total=False):
    DBSecurityGroup: DBSecurityGroup


class AvailabilityZone(TypedDict, total=False):
    Name: str


class AvailableAdditionalStorageVolumesOption(TypedDict, total=False):
    SupportsStorageAutoscaling: bool
    SupportsStorageThroughput: bool
    SupportsIops: bool
    StorageType: str
    MinStorageSize: int
    MaxStorageSize: int
    MinIops: int
    MaxIops: int
    MinIopsPerGib: float
    MaxIopsPerGib: float
    MinStorageThroughput: int
    MaxStorageThroughput: int


class AvailableCapacityPerAvailabilityZone(TypedDict, total=False):
    AvailabilityZone: str
    AvailableCapacity: int


class AvailableProcessorFeature(TypedDict, total=False):
    Name: str
    DefaultValue: str
    AllowedValues: str


class _BacktrackDBClusterRequestRequired(TypedDict):
    DBClusterIdentifier: str
    BacktrackTo: datetime


class BacktrackDBClusterRequest(_BacktrackDBClusterRequestRequired, total=False):
    Force: bool
    UseEarliestTimeOnPointInTimeUnavailable: bool


class BacktrackDBClusterResponse(TypedDict, total=False):
    DBClusterIdentifier: str
    BacktrackIdentifier: str
    BacktrackTo: datetime
    BacktrackedFrom: datetime
    BacktrackRequestCreationTime: datetime
    Status: str


class BlueGreenDeployment(TypedDict, total=False):
    BlueGreenDeploymentIdentifier: str
    BlueGreenDeploymentName: str
    Source: str
    Target: str
    SwitchoverDetails: list[SwitchoverDetail]
    Tasks: list[BlueGreenDeploymentTask]
    Status: str
    StatusDetails: str
    CreateTime: datetime
    DeleteTime: datetime
    TagList: list[Tag]


class BlueGreenDeploymentTask(TypedDict, total=False):
    Name: str
    Status: str


class CancelDBCapacityReservationRequest(TypedDict):
    DBCapacityReservationIdentifier: str


class CancelDBCapacityReservationResponse(TypedDict, total=False):
    DBCapacityReservation: DBCapacityReservation


class CancelExportTaskRequest(TypedDict):
    ExportTaskIdentifier: str


class CancelExportTaskResponse(TypedDict, total=False):
    ExportTaskIdentifier: str
    SourceArn: str
    ExportOnly: list[str]
    SnapshotTime: datetime
    TaskStartTime: datetime
    TaskEndTime: datetime
    S3Bucket: str
    S3Prefix: str
    IamRoleArn: str
    KmsKeyId: str
    Status: str
    PercentProgress: int
    TotalExtractedDataInGB: int
    FailureCause: str
    WarningMessage: str
    SourceType: str


class Certificate(TypedDict, total=False):
    CertificateIdentifier: str
    CertificateType: str
    Thumbprint: str
    ValidFrom: datetime
    ValidTill: datetime
    CertificateArn: str
    CustomerOverride: bool
    CustomerOverrideValidTill: datetime


class CertificateDetails(TypedDict, total=False):
    CAIdentifier: str
    ValidTill: datetime


class CharacterSet(TypedDict, total=False):
    CharacterSetName: str
    CharacterSetDescription: str


class CloudwatchLogsExportConfiguration(TypedDict, total=False):
    EnableLogTypes: list[str]
    DisableLogTypes: list[str]


class ClusterPendingModifiedValues(TypedDict, total=False):
    PendingCloudwatchLogsExports: PendingCloudwatchLogsExports
    DBClusterIdentifier: str
    MasterUserPassword: str
    IAMDatabaseAuthenticationEnabled: bool
    EngineVersion: str
    BackupRetentionPeriod: int
    StorageType: str
    AllocatedStorage: int
    RdsCustomClusterConfiguration: RdsCustomClusterConfiguration
    Iops: int
    CertificateDetails: CertificateDetails
    VPCNetworkingEnabled: bool
    InternetAccessGatewayEnabled: bool


class ConnectionPoolConfiguration(TypedDict, total=False):
    MaxConnectionsPercent: int
    MaxIdleConnectionsPercent: int
    ConnectionBorrowTimeout: int
    SessionPinningFilters: list[str]
    InitQuery: str


class ConnectionPoolConfigurationInfo(TypedDict, total=False):
    MaxConnectionsPercent: int
    MaxIdleConnectionsPercent: int
    ConnectionBorrowTimeout: int
    SessionPinningFilters: list[str]
    InitQuery: str


class ContextAttribute(TypedDict, total=False):
    Key: str
    Value: str


class _CopyDBClusterParameterGroupRequestRequired(TypedDict):
    SourceDBClusterParameterGroupIdentifier: str
    TargetDBClusterParameterGroupIdentifier: str
    TargetDBClusterParameterGroupDescription: str


class CopyDBClusterParameterGroupRequest(_CopyDBClusterParameterGroupRequestRequired, total=False):
    Tags: list[Tag]


class CopyDBClusterParameterGroupResponse(TypedDict, total=False):
    DBClusterParameterGroup: DBClusterParameterGroup


class _CopyDBClusterSnapshotRequestRequired(TypedDict):
    SourceDBClusterSnapshotIdentifier: str
    TargetDBClusterSnapshotIdentifier: str


class CopyDBClusterSnapshotRequest(_CopyDBClusterSnapshotRequestRequired, total=False):
    KmsKeyId: str
    PreSignedUrl: str
    CopyTags: bool
    Tags: list[Tag]
    SourceRegion: str


class CopyDBClusterSnapshotResponse(TypedDict, total=False):
    DBClusterSnapshot: DBClusterSnapshot


class _CopyDBParameterGroupRequestRequired(TypedDict):
    SourceDBParameterGroupIdentifier: str
    TargetDBParameterGroupIdentifier: str
    TargetDBParameterGroupDescription: str


class CopyDBParameterGroupRequest(_CopyDBParameterGroupRequestRequired, total=False):
    Tags: list[Tag]


class CopyDBParameterGroupResponse(TypedDict, total=False):
    DBParameterGroup: DBParameterGroup


class _CopyDBSnapshotRequestRequired(TypedDict):
    SourceDBSnapshotIdentifier: str
    TargetDBSnapshotIdentifier: str


class CopyDBSnapshotRequest(_CopyDBSnapshotRequestRequired, total=False):
    KmsKeyId: str
    Tags: list[Tag]
    CopyTags: bool
    PreSignedUrl: str
    OptionGroupName: str
    TargetCustomAvailabilityZone: str
    SnapshotTarget: str
    CopyOptionGroup: bool
    SnapshotAvailabilityZone: str
    TagSpecifications: list[TagSpecification]
    SourceRegion: str


class CopyDBSnapshotResponse(TypedDict, total=False):
    DBSnapshot: DBSnapshot


class _CopyOptionGroupRequestRequired(TypedDict):
    SourceOptionGroupIdentifier: str
    TargetOptionGroupIdentifier: str
    TargetOptionGroupDescription: str


class CopyOptionGroupRequest(_CopyOptionGroupRequestRequired, total=False):
    Tags: list[Tag]


class CopyOptionGroupResponse(TypedDict, total=False):
    OptionGroup: OptionGroup


class _CreateBlueGreenDeploymentRequestRequired(TypedDict):
    BlueGreenDeploymentName: str
    Source: str


class CreateBlueGreenDeploymentRequest(_CreateBlueGreenDeploymentRequestRequired, total=False):
    TargetEngineVersion: str
    TargetDBParameterGroupName: str
    TargetDBClusterParameterGroupName: str
    Tags: list[Tag]
    TargetDBInstanceClass: str
    UpgradeTargetStorageConfig: bool
    TargetIops: int
    TargetStorageType: str
    TargetAllocatedStorage: int
    TargetStorageThroughput: int
    TargetResourceConfigurations: list[TargetResourceConfiguration]


class CreateBlueGreenDeploymentResponse(TypedDict, total=False):
    BlueGreenDeployment: BlueGreenDeployment


class _CreateCustomDBEngineVersionRequestRequired(TypedDict):
    Engine: str
    EngineVersion: str


class CreateCustomDBEngineVersionRequest(_CreateCustomDBEngineVersionRequestRequired, total=False):
    DatabaseInstallationFilesS3BucketName: str
    DatabaseInstallationFilesS3Prefix: str
    DatabaseInstallationFiles: list[str]
    ImageId: str
    KMSKeyId: str
    SourceCustomDbEngineVersionIdentifier: str
    UseAwsProvidedLatestImage: bool
    Description: str
    Manifest: str
    Tags: list[Tag]


class CreateCustomDBEngineVersionResponse(TypedDict, total=False):
    Engine: str
    MajorEngineVersion: str
    EngineVersion: str
    DatabaseInstallationFilesS3BucketName: str
    DatabaseInstallationFilesS3Prefix: str
    DatabaseInstallationFiles: list[str]
    CustomDBEngineVersionManifest: str
    DBParameterGroupFamily: str
    DBEngineDescription: str
    DBEngineVersionArn: str
    DBEngineVersionDescription: str
    DefaultCharacterSet: CharacterSet
    FailureReason: str
    Image: CustomDBEngineVersionAMI
    DBEngineMediaType: str
    KMSKeyId: str
    CreateTime: datetime
    SupportedCharacterSets: list[CharacterSet]
    SupportedNcharCharacterSets: list[CharacterSet]
    ValidUpgradeTarget: list[UpgradeTarget]
    SupportedTimezones: list[Timezone]
    ExportableLogTypes: list[str]
    SupportsLogExportsToCloudwatchLogs: bool
    SupportsReadReplica: bool
    SupportedEngineModes: list[str]
    SupportedFeatureNames: list[str]
    Status: str
    SupportsParallelQuery: bool
    SupportsGlobalDatabases: bool
    TagList: list[Tag]
    SupportsBabelfish: bool
    SupportsLimitlessDatabase: bool
    SupportsCertificateRotationWithoutRestart: bool
    SupportedCACertificateIdentifiers: list[str]
    SupportsLocalWriteForwarding: bool
    SupportsIntegrations: bool
    ServerlessV2FeaturesSupport: ServerlessV2FeaturesSupport


class _CreateDBCapacityReservationRequestRequired(TypedDict):
    DBCapacityReservationName: str
    DBInstanceClass: str
    Engine: str
    CapacityPerAvailabilityZone: int
    AvailabilityZones: list[str]


class CreateDBCapacityReservationRequest(_CreateDBCapacityReservationRequestRequired, total=False):
    EndDate: datetime
    StartDate: datetime
    CommitmentDuration: int
    LicenseModel: str
    Tags: list[Tag]


class CreateDBCapacityReservationResponse(TypedDict, total=False):
    DBCapacityReservation: DBCapacityReservation


class _CreateDBClusterEndpointRequestRequired(TypedDict):
    DBClusterIdentifier: str
    DBClusterEndpointIdentifier: str
    EndpointType: str


class CreateDBClusterEndpointRequest(_CreateDBClusterEndpointRequestRequired, total=False):
    StaticMembers: list[str]
    ExcludedMembers: list[str]
    Tags: list[Tag]


class CreateDBClusterEndpointResponse(TypedDict, total=False):
    DBClusterEndpointIdentifier: str
    DBClusterIdentifier: str
    DBClusterEndpointResourceIdentifier: str
    Endpoint: str
    Status: str
    EndpointType: str
    CustomEndpointType: str
    StaticMembers: list[str]
    ExcludedMembers: list[str]
    DBClusterEndpointArn: str


class _CreateDBClusterParameterGroupRequestRequired(TypedDict):
    DBClusterParameterGroupName: str
    DBParameterGroupFamily: str
    Description: str


class CreateDBClusterParameterGroupRequest(_CreateDBClusterParameterGroupRequestRequired, total=False):
    Tags: list[Tag]


class CreateDBClusterParameterGroupResponse(TypedDict, total=False):
    DBClusterParameterGroup: DBClusterParameterGroup


class _CreateDBClusterRequestRequired(TypedDict):
    DBClusterIdentifier: str
    Engine: str


class CreateDBClusterRequest(_CreateDBClusterRequestRequired, total=False):
    AvailabilityZones: list[str]
    BackupRetentionPeriod: int
    CharacterSetName: str
    DatabaseName: str
    DBClusterParameterGroupName: str
    VpcSecurityGroupIds: list[str]
    DBSubnetGroupName: str
    EngineVersion: str
    Port: int
    MasterUsername: str
    MasterUserPassword: str
    OptionGroupName: str
    PreferredBackupWindow: str
    PreferredMaintenanceWindow: str
    ReplicationSourceIdentifier: str
    Tags: list[Tag]
    StorageEncrypted: bool
    KmsKeyId: str
    PreSignedUrl: str
    EnableIAMDatabaseAuthentication: bool
    BacktrackWindow: int
    EnableCloudwatchLogsExports: list[str]
    EngineMode: str
    ScalingConfiguration: ScalingConfiguration
    RdsCustomClusterConfiguration: RdsCustomClusterConfiguration
    DBClusterInstanceClass: str
    AllocatedStorage: int
    StorageType: str
    Iops: int
    PubliclyAccessible: bool
    AutoMinorVersionUpgrade: bool
    DeletionProtection: bool
    GlobalClusterIdentifier: str
    EnableHttpEndpoint: bool
    CopyTagsToSnapshot: bool
    Domain: str
    DomainIAMRoleName: str
    EnableGlobalWriteForwarding: bool
    NetworkType: str
    ServerlessV2ScalingConfiguration: ServerlessV2ScalingConfiguration
    MonitoringInterval: int
    MonitoringRoleArn: str
    DatabaseInsightsMode: str
    EnablePerformanceInsights: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    EnableLimitlessDatabase: bool
    ClusterScalabilityType: str
    DBSystemId: str
    ManageMasterUserPassword: bool
    EnableLocalWriteForwarding: bool
    MasterUserSecretKmsKeyId: str
    CACertificateIdentifier: str
    EngineLifecycleSupport: str
    TagSpecifications: list[TagSpecification]
    MasterUserAuthenticationType: str
    EnableVPCNetworking: bool
    WithExpressConfiguration: bool
    EnableInternetAccessGateway: bool
    AssociatedRoles: list[DBClusterAssociatedRole]
    SourceRegion: str


class CreateDBClusterResponse(TypedDict, total=False):
    DBCluster: DBCluster


class _CreateDBClusterSnapshotRequestRequired(TypedDict):
    DBClusterSnapshotIdentifier: str
    DBClusterIdentifier: str


class CreateDBClusterSnapshotRequest(_CreateDBClusterSnapshotRequestRequired, total=False):
    Tags: list[Tag]


class CreateDBClusterSnapshotResponse(TypedDict, total=False):
    DBClusterSnapshot: DBClusterSnapshot


class _CreateDBInstanceReadReplicaRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class CreateDBInstanceReadReplicaRequest(_CreateDBInstanceReadReplicaRequestRequired, total=False):
    SourceDBInstanceIdentifier: str
    DBInstanceClass: str
    AvailabilityZone: str
    Port: int
    MultiAZ: bool
    AutoMinorVersionUpgrade: bool
    Iops: int
    StorageThroughput: int
    OptionGroupName: str
    DBParameterGroupName: str
    PubliclyAccessible: bool
    Tags: list[Tag]
    DBSubnetGroupName: str
    VpcSecurityGroupIds: list[str]
    StorageType: str
    CopyTagsToSnapshot: bool
    MonitoringInterval: int
    MonitoringRoleArn: str
    KmsKeyId: str
    PreSignedUrl: str
    EnableIAMDatabaseAuthentication: bool
    DatabaseInsightsMode: str
    EnablePerformanceInsights: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    EnableCloudwatchLogsExports: list[str]
    ProcessorFeatures: list[ProcessorFeature]
    UseDefaultProcessorFeatures: bool
    DeletionProtection: bool
    Domain: str
    DomainIAMRoleName: str
    DomainFqdn: str
    DomainOu: str
    DomainAuthSecretArn: str
    DomainDnsIps: list[str]
    ReplicaMode: str
    EnableCustomerOwnedIp: bool
    NetworkType: str
    MaxAllocatedStorage: int
    BackupTarget: str
    CustomIamInstanceProfile: str
    AllocatedStorage: int
    SourceDBClusterIdentifier: str
    DedicatedLogVolume: bool
    UpgradeStorageConfig: bool
    CACertificateIdentifier: str
    AdditionalStorageVolumes: list[AdditionalStorageVolume]
    TagSpecifications: list[TagSpecification]
    DBCapacityReservationIdentifier: str
    SourceRegion: str


class CreateDBInstanceReadReplicaResponse(TypedDict, total=False):
    DBInstance: DBInstance


class _CreateDBInstanceRequestRequired(TypedDict):
    DBInstanceIdentifier: str
    DBInstanceClass: str
    Engine: str


class CreateDBInstanceRequest(_CreateDBInstanceRequestRequired, total=False):
    DBName: str
    AllocatedStorage: int
    MasterUsername: str
    MasterUserPassword: str
    DBSecurityGroups: list[str]
    VpcSecurityGroupIds: list[str]
    AvailabilityZone: str
    DBSubnetGroupName: str
    PreferredMaintenanceWindow: str
    DBParameterGroupName: str
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    Port: int
    MultiAZ: bool
    EngineVersion: str
    AutoMinorVersionUpgrade: bool
    LicenseModel: str
    Iops: int
    StorageThroughput: int
    OptionGroupName: str
    CharacterSetName: str
    NcharCharacterSetName: str
    PubliclyAccessible: bool
    Tags: list[Tag]
    DBClusterIdentifier: str
    StorageType: str
    TdeCredentialArn: str
    TdeCredentialPassword: str
    StorageEncrypted: bool
    KmsKeyId: str
    Domain: str
    DomainFqdn: str
    DomainOu: str
    DomainAuthSecretArn: str
    DomainDnsIps: list[str]
    CopyTagsToSnapshot: bool
    MonitoringInterval: int
    MonitoringRoleArn: str
    DomainIAMRoleName: str
    PromotionTier: int
    Timezone: str
    EnableIAMDatabaseAuthentication: bool
    DatabaseInsightsMode: str
    EnablePerformanceInsights: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    EnableCloudwatchLogsExports: list[str]
    ProcessorFeatures: list[ProcessorFeature]
    DeletionProtection: bool
    MaxAllocatedStorage: int
    EnableCustomerOwnedIp: bool
    NetworkType: str
    BackupTarget: str
    CustomIamInstanceProfile: str
    DBSystemId: str
    CACertificateIdentifier: str
    ManageMasterUserPassword: bool
    MasterUserSecretKmsKeyId: str
    MultiTenant: bool
    DedicatedLogVolume: bool
    EngineLifecycleSupport: str
    AdditionalStorageVolumes: list[AdditionalStorageVolume]
    TagSpecifications: list[TagSpecification]
    DBCapacityReservationIdentifier: str
    MasterUserAuthenticationType: str


class CreateDBInstanceResponse(TypedDict, total=False):
    DBInstance: DBInstance


class _CreateDBParameterGroupRequestRequired(TypedDict):
    DBParameterGroupName: str
    DBParameterGroupFamily: str
    Description: str


class CreateDBParameterGroupRequest(_CreateDBParameterGroupRequestRequired, total=False):
    Tags: list[Tag]


class CreateDBParameterGroupResponse(TypedDict, total=False):
    DBParameterGroup: DBParameterGroup


class _CreateDBProxyEndpointRequestRequired(TypedDict):
    DBProxyName: str
    DBProxyEndpointName: str
    VpcSubnetIds: list[str]


class CreateDBProxyEndpointRequest(_CreateDBProxyEndpointRequestRequired, total=False):
    VpcSecurityGroupIds: list[str]
    TargetRole: str
    Tags: list[Tag]
    EndpointNetworkType: str


class CreateDBProxyEndpointResponse(TypedDict, total=False):
    DBProxyEndpoint: DBProxyEndpoint


class _CreateDBProxyRequestRequired(TypedDict):
    DBProxyName: str
    EngineFamily: str
    RoleArn: str
    VpcSubnetIds: list[str]


class CreateDBProxyRequest(_CreateDBProxyRequestRequired, total=False):
    DefaultAuthScheme: str
    Auth: list[UserAuthConfig]
    VpcSecurityGroupIds: list[str]
    RequireTLS: bool
    IdleClientTimeout: int
    DebugLogging: bool
    Tags: list[Tag]
    EndpointNetworkType: str
    TargetConnectionNetworkType: str


class CreateDBProxyResponse(TypedDict, total=False):
    DBProxy: DBProxy


class _CreateDBSecurityGroupRequestRequired(TypedDict):
    DBSecurityGroupName: str
    DBSecurityGroupDescription: str


class CreateDBSecurityGroupRequest(_CreateDBSecurityGroupRequestRequired, total=False):
    Tags: list[Tag]


class CreateDBSecurityGroupResponse(TypedDict, total=False):
    DBSecurityGroup: DBSecurityGroup


class _CreateDBShardGroupRequestRequired(TypedDict):
    DBShardGroupIdentifier: str
    DBClusterIdentifier: str
    MaxACU: float


class CreateDBShardGroupRequest(_CreateDBShardGroupRequestRequired, total=False):
    ComputeRedundancy: int
    MinACU: float
    PubliclyAccessible: bool
    Tags: list[Tag]


class CreateDBShardGroupResponse(TypedDict, total=False):
    DBShardGroupResourceId: str
    DBShardGroupIdentifier: str
    DBClusterIdentifier: str
    MaxACU: float
    MinACU: float
    ComputeRedundancy: int
    Status: str
    PubliclyAccessible: bool
    Endpoint: str
    DBShardGroupArn: str
    TagList: list[Tag]


class _CreateDBSnapshotRequestRequired(TypedDict):
    DBSnapshotIdentifier: str
    DBInstanceIdentifier: str


class CreateDBSnapshotRequest(_CreateDBSnapshotRequestRequired, total=False):
    Tags: list[Tag]


class CreateDBSnapshotResponse(TypedDict, total=False):
    DBSnapshot: DBSnapshot


class _CreateDBSubnetGroupRequestRequired(TypedDict):
    DBSubnetGroupName: str
    DBSubnetGroupDescription: str
    SubnetIds: list[str]


class CreateDBSubnetGroupRequest(_CreateDBSubnetGroupRequestRequired, total=False):
    Tags: list[Tag]


class CreateDBSubnetGroupResponse(TypedDict, total=False):
    DBSubnetGroup: DBSubnetGroup


class _CreateEventSubscriptionRequestRequired(TypedDict):
    SubscriptionName: str
    SnsTopicArn: str


class CreateEventSubscriptionRequest(_CreateEventSubscriptionRequestRequired, total=False):
    SourceType: str
    EventCategories: list[str]
    SourceIds: list[str]
    Enabled: bool
    Tags: list[Tag]


class CreateEventSubscriptionResponse(TypedDict, total=False):
    EventSubscription: EventSubscription


class _CreateGlobalClusterRequestRequired(TypedDict):
    GlobalClusterIdentifier: str


class CreateGlobalClusterRequest(_CreateGlobalClusterRequestRequired, total=False):
    SourceDBClusterIdentifier: str
    Engine: str
    EngineVersion: str
    EngineLifecycleSupport: str
    DeletionProtection: bool
    DatabaseName: str
    StorageEncrypted: bool
    Tags: list[Tag]


class CreateGlobalClusterResponse(TypedDict, total=False):
    GlobalCluster: GlobalCluster


class _CreateIntegrationRequestRequired(TypedDict):
    SourceArn: str
    TargetArn: str
    IntegrationName: str


class CreateIntegrationRequest(_CreateIntegrationRequestRequired, total=False):
    KMSKeyId: str
    AdditionalEncryptionContext: dict[str, str]
    Tags: list[Tag]
    DataFilter: str
    Description: str


class CreateIntegrationResponse(TypedDict, total=False):
    SourceArn: str
    TargetArn: str
    IntegrationName: str
    IntegrationArn: str
    KMSKeyId: str
    AdditionalEncryptionContext: dict[str, str]
    Status: str
    Tags: list[Tag]
    DataFilter: str
    Description: str
    CreateTime: datetime
    Errors: list[IntegrationError]


class _CreateOptionGroupRequestRequired(TypedDict):
    OptionGroupName: str
    EngineName: str
    MajorEngineVersion: str
    OptionGroupDescription: str


class CreateOptionGroupRequest(_CreateOptionGroupRequestRequired, total=False):
    Tags: list[Tag]


class CreateOptionGroupResponse(TypedDict, total=False):
    OptionGroup: OptionGroup


class _CreateTenantDatabaseRequestRequired(TypedDict):
    DBInstanceIdentifier: str
    TenantDBName: str
    MasterUsername: str


class CreateTenantDatabaseRequest(_CreateTenantDatabaseRequestRequired, total=False):
    MasterUserPassword: str
    CharacterSetName: str
    NcharCharacterSetName: str
    ManageMasterUserPassword: bool
    MasterUserSecretKmsKeyId: str
    Tags: list[Tag]


class CreateTenantDatabaseResponse(TypedDict, total=False):
    TenantDatabase: TenantDatabase


class CustomDBEngineVersionAMI(TypedDict, total=False):
    ImageId: str
    Status: str


class DBCapacityReservation(TypedDict, total=False):
    DBCapacityReservationName: str
    DBInstanceClass: str
    Engine: str
    LicenseModel: str
    ReservedCapacityPerAvailabilityZone: int
    AvailableCapacityPerAvailabilityZoneList: list[AvailableCapacityPerAvailabilityZone]
    EndDate: datetime
    CreateDate: datetime
    StartDate: datetime
    CommitmentInfo: DBCapacityReservationCommitmentInfo
    State: str
    DBCapacityReservationArn: str
    DBCapacityReservationIdentifier: str
    TagList: list[Tag]


class DBCapacityReservationCommitmentInfo(TypedDict, total=False):
    CommittedCapacityPerAvailabilityZone: int
    CommitmentEndDate: datetime


class DBCluster(TypedDict, total=False):
    AllocatedStorage: int
    AvailabilityZones: list[str]
    BackupRetentionPeriod: int
    CharacterSetName: str
    DatabaseName: str
    DBClusterIdentifier: str
    DBClusterParameterGroup: str
    DBSubnetGroup: str
    Status: str
    PercentProgress: str
    EarliestRestorableTime: datetime
    Endpoint: str
    ReaderEndpoint: str
    CustomEndpoints: list[str]
    MultiAZ: bool
    Engine: str
    EngineVersion: str
    LatestRestorableTime: datetime
    Port: int
    MasterUsername: str
    DBClusterOptionGroupMemberships: list[DBClusterOptionGroupStatus]
    PreferredBackupWindow: str
    PreferredMaintenanceWindow: str
    UpgradeRolloutOrder: str
    ReplicationSourceIdentifier: str
    ReadReplicaIdentifiers: list[str]
    StatusInfos: list[DBClusterStatusInfo]
    DBClusterMembers: list[DBClusterMember]
    VpcSecurityGroups: list[VpcSecurityGroupMembership]
    HostedZoneId: str
    StorageEncrypted: bool
    StorageEncryptionType: str
    KmsKeyId: str
    DbClusterResourceId: str
    DBClusterArn: str
    AssociatedRoles: list[DBClusterRole]
    IAMDatabaseAuthenticationEnabled: bool
    CloneGroupId: str
    ClusterCreateTime: datetime
    EarliestBacktrackTime: datetime
    BacktrackWindow: int
    BacktrackConsumedChangeRecords: int
    EnabledCloudwatchLogsExports: list[str]
    Capacity: int
    PendingModifiedValues: ClusterPendingModifiedValues
    EngineMode: str
    ScalingConfigurationInfo: ScalingConfigurationInfo
    RdsCustomClusterConfiguration: RdsCustomClusterConfiguration
    DBClusterInstanceClass: str
    StorageType: str
    Iops: int
    StorageThroughput: int
    IOOptimizedNextAllowedModificationTime: datetime
    PubliclyAccessible: bool
    AutoMinorVersionUpgrade: bool
    DeletionProtection: bool
    HttpEndpointEnabled: bool
    ActivityStreamMode: str
    ActivityStreamStatus: str
    ActivityStreamKmsKeyId: str
    ActivityStreamKinesisStreamName: str
    CopyTagsToSnapshot: bool
    CrossAccountClone: bool
    DomainMemberships: list[DomainMembership]
    TagList: list[Tag]
    GlobalClusterIdentifier: str
    GlobalWriteForwardingStatus: str
    GlobalWriteForwardingRequested: bool
    NetworkType: str
    AutomaticRestartTime: datetime
    ServerlessV2ScalingConfiguration: ServerlessV2ScalingConfigurationInfo
    ServerlessV2PlatformVersion: str
    MonitoringInterval: int
    MonitoringRoleArn: str
    DatabaseInsightsMode: str
    PerformanceInsightsEnabled: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    DBSystemId: str
    MasterUserSecret: MasterUserSecret
    LocalWriteForwardingStatus: str
    AwsBackupRecoveryPointArn: str
    LimitlessDatabase: LimitlessDatabase
    ClusterScalabilityType: str
    CertificateDetails: CertificateDetails
    EngineLifecycleSupport: str
    VPCNetworkingEnabled: bool
    InternetAccessGatewayEnabled: bool


class _DBClusterAssociatedRoleRequired(TypedDict):
    RoleArn: str


class DBClusterAssociatedRole(_DBClusterAssociatedRoleRequired, total=False):
    FeatureName: str


class DBClusterAutomatedBackup(TypedDict, total=False):
    Engine: str
    VpcId: str
    DBClusterAutomatedBackupsArn: str
    DBClusterIdentifier: str
    RestoreWindow: RestoreWindow
    MasterUsername: str
    DbClusterResourceId: str
    Region: str
    LicenseModel: str
    Status: str
    IAMDatabaseAuthenticationEnabled: bool
    ClusterCreateTime: datetime
    StorageEncrypted: bool
    StorageEncryptionType: str
    AllocatedStorage: int
    EngineVersion: str
    DBClusterArn: str
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    EngineMode: str
    AvailabilityZones: list[str]
    Port: int
    KmsKeyId: str
    StorageType: str
    Iops: int
    StorageThroughput: int
    AwsBackupRecoveryPointArn: str
    TagList: list[Tag]


class DBClusterMember(TypedDict, total=False):
    DBInstanceIdentifier: str
    IsClusterWriter: bool
    DBClusterParameterGroupStatus: str
    PromotionTier: int


class DBClusterOptionGroupStatus(TypedDict, total=False):
    DBClusterOptionGroupName: str
    Status: str


class DBClusterParameterGroup(TypedDict, total=False):
    DBClusterParameterGroupName: str
    DBParameterGroupFamily: str
    Description: str
    DBClusterParameterGroupArn: str


class DBClusterRole(TypedDict, total=False):
    RoleArn: str
    Status: str
    FeatureName: str


class DBClusterSnapshot(TypedDict, total=False):
    AvailabilityZones: list[str]
    DBClusterSnapshotIdentifier: str
    DBClusterIdentifier: str
    SnapshotCreateTime: datetime
    Engine: str
    EngineMode: str
    AllocatedStorage: int
    Status: str
    Port: int
    VpcId: str
    ClusterCreateTime: datetime
    MasterUsername: str
    EngineVersion: str
    LicenseModel: str
    SnapshotType: str
    PercentProgress: int
    StorageEncrypted: bool
    StorageEncryptionType: str
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    KmsKeyId: str
    DBClusterSnapshotArn: str
    SourceDBClusterSnapshotArn: str
    IAMDatabaseAuthenticationEnabled: bool
    TagList: list[Tag]
    StorageType: str
    StorageThroughput: int
    DbClusterResourceId: str
    DBSystemId: str


class DBClusterSnapshotAttribute(TypedDict, total=False):
    AttributeName: str
    AttributeValues: list[str]


class DBClusterSnapshotAttributesResult(TypedDict, total=False):
    DBClusterSnapshotIdentifier: str
    DBClusterSnapshotAttributes: list[DBClusterSnapshotAttribute]


class DBClusterStatusInfo(TypedDict, total=False):
    StatusType: str
    Normal: bool
    Status: str
    Message: str


class DBInstance(TypedDict, total=False):
    DBInstanceIdentifier: str
    DBInstanceClass: str
    Engine: str
    DBInstanceStatus: str
    MasterUsername: str
    DBName: str
    Endpoint: Endpoint
    PrimaryEndpoint: PrimaryEndpoint
    AllocatedStorage: int
    InstanceCreateTime: datetime
    PreferredBackupWindow: str
    BackupRetentionPeriod: int
    DBSecurityGroups: list[DBSecurityGroupMembership]
    VpcSecurityGroups: list[VpcSecurityGroupMembership]
    DBParameterGroups: list[DBParameterGroupStatus]
    AvailabilityZone: str
    DBSubnetGroup: DBSubnetGroup
    PreferredMaintenanceWindow: str
    UpgradeRolloutOrder: str
    PendingModifiedValues: PendingModifiedValues
    LatestRestorableTime: datetime
    MultiAZ: bool
    EngineVersion: str
    AutoMinorVersionUpgrade: bool
    ReadReplicaSourceDBInstanceIdentifier: str
    ReadReplicaDBInstanceIdentifiers: list[str]
    ReadReplicaDBClusterIdentifiers: list[str]
    ReplicaMode: str
    LicenseModel: str
    Iops: int
    StorageThroughput: int
    OptionGroupMemberships: list[OptionGroupMembership]
    CharacterSetName: str
    NcharCharacterSetName: str
    SecondaryAvailabilityZone: str
    PubliclyAccessible: bool
    StatusInfos: list[DBInstanceStatusInfo]
    StorageType: str
    StorageEncryptionType: str
    TdeCredentialArn: str
    DbInstancePort: int
    DBClusterIdentifier: str
    StorageEncrypted: bool
    KmsKeyId: str
    DbiResourceId: str
    CACertificateIdentifier: str
    DomainMemberships: list[DomainMembership]
    CopyTagsToSnapshot: bool
    MonitoringInterval: int
    EnhancedMonitoringResourceArn: str
    MonitoringRoleArn: str
    PromotionTier: int
    DBInstanceArn: str
    Timezone: str
    IAMDatabaseAuthenticationEnabled: bool
    DatabaseInsightsMode: str
    PerformanceInsightsEnabled: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    EnabledCloudwatchLogsExports: list[str]
    ProcessorFeatures: list[ProcessorFeature]
    DeletionProtection: bool
    AssociatedRoles: list[DBInstanceRole]
    ListenerEndpoint: Endpoint
    MaxAllocatedStorage: int
    TagList: list[Tag]
    AutomationMode: str
    ResumeFullAutomationModeTime: datetime
    CustomerOwnedIpEnabled: bool
    NetworkType: str
    ActivityStreamStatus: str
    ActivityStreamKmsKeyId: str
    ActivityStreamKinesisStreamName: str
    ActivityStreamMode: str
    ActivityStreamEngineNativeAuditFieldsIncluded: bool
    AwsBackupRecoveryPointArn: str
    DBInstanceAutomatedBackupsReplications: list[DBInstanceAutomatedBackupsReplication]
    BackupTarget: str
    AutomaticRestartTime: datetime
    CustomIamInstanceProfile: str
    ActivityStreamPolicyStatus: str
    CertificateDetails: CertificateDetails
    DBSystemId: str
    MasterUserSecret: MasterUserSecret
    ReadReplicaSourceDBClusterIdentifier: str
    PercentProgress: str
    MultiTenant: bool
    DedicatedLogVolume: bool
    IsStorageConfigUpgradeAvailable: bool
    EngineLifecycleSupport: str
    AdditionalStorageVolumes: list[AdditionalStorageVolumeOutput]
    StorageVolumeStatus: str
    StorageOperationStatus: str
    StorageOperationPercentProgress: int
    DBCapacityReservationIdentifier: str
    VPCNetworkingEnabled: bool


class DBInstanceAutomatedBackup(TypedDict, total=False):
    DBInstanceArn: str
    DbiResourceId: str
    Region: str
    DBInstanceIdentifier: str
    RestoreWindow: RestoreWindow
    AllocatedStorage: int
    Status: str
    Port: int
    AvailabilityZone: str
    VpcId: str
    InstanceCreateTime: datetime
    MasterUsername: str
    Engine: str
    EngineVersion: str
    LicenseModel: str
    Iops: int
    StorageThroughput: int
    OptionGroupName: str
    TdeCredentialArn: str
    Encrypted: bool
    StorageEncryptionType: str
    StorageType: str
    KmsKeyId: str
    Timezone: str
    IAMDatabaseAuthenticationEnabled: bool
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    DBInstanceAutomatedBackupsArn: str
    DBInstanceAutomatedBackupsReplications: list[DBInstanceAutomatedBackupsReplication]
    BackupTarget: str
    MultiTenant: bool
    AwsBackupRecoveryPointArn: str
    TagList: list[Tag]
    DedicatedLogVolume: bool
    AdditionalStorageVolumes: list[AdditionalStorageVolume]


class DBInstanceAutomatedBackupsReplication(TypedDict, total=False):
    DBInstanceAutomatedBackupsArn: str


class DBInstanceRole(TypedDict, total=False):
    RoleArn: str
    FeatureName: str
    Status: str


class DBInstanceStatusInfo(TypedDict, total=False):
    StatusType: str
    Normal: bool
    Status: str
    Message: str


class DBMajorEngineVersion(TypedDict, total=False):
    Engine: str
    MajorEngineVersion: str
    SupportedEngineLifecycles: list[SupportedEngineLifecycle]


class DBParameterGroup(TypedDict, total=False):
    DBParameterGroupName: str
    DBParameterGroupFamily: str
    Description: str
    DBParameterGroupArn: str


class DBParameterGroupStatus(TypedDict, total=False):
    DBParameterGroupName: str
    ParameterApplyStatus: str


class DBProxy(TypedDict, total=False):
    DBProxyName: str
    DBProxyArn: str
    Status: str
    EngineFamily: str
    VpcId: str
    VpcSecurityGroupIds: list[str]
    VpcSubnetIds: list[str]
    DefaultAuthScheme: str
    Auth: list[UserAuthConfigInfo]
    RoleArn: str
    Endpoint: str
    RequireTLS: bool
    IdleClientTimeout: int
    DebugLogging: bool
    CreatedDate: datetime
    UpdatedDate: datetime
    EndpointNetworkType: str
    TargetConnectionNetworkType: str


class DBProxyEndpoint(TypedDict, total=False):
    DBProxyEndpointName: str
    DBProxyEndpointArn: str
    DBProxyName: str
    Status: str
    VpcId: str
    VpcSecurityGroupIds: list[str]
    VpcSubnetIds: list[str]
    Endpoint: str
    CreatedDate: datetime
    TargetRole: str
    IsDefault: bool
    EndpointNetworkType: str


class DBProxyTarget(TypedDict, total=False):
    TargetArn: str
    Endpoint: str
    TrackedClusterId: str
    RdsResourceId: str
    Port: int
    Type: str
    Role: str
    TargetHealth: TargetHealth


class DBProxyTargetGroup(TypedDict, total=False):
    DBProxyName: str
    TargetGroupName: str
    TargetGroupArn: str
    IsDefault: bool
    Status: str
    ConnectionPoolConfig: ConnectionPoolConfigurationInfo
    CreatedDate: datetime
    UpdatedDate: datetime


class DBRecommendation(TypedDict, total=False):
    RecommendationId: str
    TypeId: str
    Severity: str
    ResourceArn: str
    Status: str
    CreatedTime: datetime
    UpdatedTime: datetime
    Detection: str
    Recommendation: str
    Description: str
    Reason: str
    RecommendedActions: list[RecommendedAction]
    Category: str
    Source: str
    TypeDetection: str
    TypeRecommendation: str
    Impact: str
    AdditionalInfo: str
    Links: list[DocLink]
    IssueDetails: IssueDetails


class DBSecurityGroup(TypedDict, total=False):
    OwnerId: str
    DBSecurityGroupName: str
    DBSecurityGroupDescription: str
    VpcId: str
    EC2SecurityGroups: list[EC2SecurityGroup]
    IPRanges: list[IPRange]
    DBSecurityGroupArn: str


class DBSecurityGroupMembership(TypedDict, total=False):
    DBSecurityGroupName: str
    Status: str


class DBSnapshot(TypedDict, total=False):
    DBSnapshotIdentifier: str
    DBInstanceIdentifier: str
    SnapshotCreateTime: datetime
    Engine: str
    AllocatedStorage: int
    Status: str
    Port: int
    AvailabilityZone: str
    VpcId: str
    InstanceCreateTime: datetime
    MasterUsername: str
    EngineVersion: str
    LicenseModel: str
    SnapshotType: str
    Iops: int
    StorageThroughput: int
    OptionGroupName: str
    PercentProgress: int
    SourceRegion: str
    SourceDBSnapshotIdentifier: str
    StorageType: str
    TdeCredentialArn: str
    Encrypted: bool
    StorageEncryptionType: str
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    KmsKeyId: str
    DBSnapshotArn: str
    Timezone: str
    IAMDatabaseAuthenticationEnabled: bool
    ProcessorFeatures: list[ProcessorFeature]
    DbiResourceId: str
    TagList: list[Tag]
    SnapshotTarget: str
    OriginalSnapshotCreateTime: datetime
    SnapshotDatabaseTime: datetime
    DBSystemId: str
    MultiTenant: bool
    DedicatedLogVolume: bool
    AdditionalStorageVolumes: list[AdditionalStorageVolume]
    SnapshotAvailabilityZone: str
    FullSnapshotSizeInBytes: int


class DBSnapshotAttribute(TypedDict, total=False):
    AttributeName: str
    AttributeValues: list[str]


class DBSnapshotAttributesResult(TypedDict, total=False):
    DBSnapshotIdentifier: str
    DBSnapshotAttributes: list[DBSnapshotAttribute]


class DBSnapshotTenantDatabase(TypedDict, total=False):
    DBSnapshotIdentifier: str
    DBInstanceIdentifier: str
    DbiResourceId: str
    EngineName: str
    SnapshotType: str
    TenantDatabaseCreateTime: datetime
    TenantDBName: str
    MasterUsername: str
    TenantDatabaseResourceId: str
    CharacterSetName: str
    DBSnapshotTenantDatabaseARN: str
    NcharCharacterSetName: str
    TagList: list[Tag]


class DBSubnetGroup(TypedDict, total=False):
    DBSubnetGroupName: str
    DBSubnetGroupDescription: str
    VpcId: str
    SubnetGroupStatus: str
    Subnets: list[Subnet]
    DBSubnetGroupArn: str
    SupportedNetworkTypes: list[str]


class _DeleteBlueGreenDeploymentRequestRequired(TypedDict):
    BlueGreenDeploymentIdentifier: str


class DeleteBlueGreenDeploymentRequest(_DeleteBlueGreenDeploymentRequestRequired, total=False):
    DeleteTarget: bool


class DeleteBlueGreenDeploymentResponse(TypedDict, total=False):
    BlueGreenDeployment: BlueGreenDeployment


class DeleteCustomDBEngineVersionRequest(TypedDict):
    Engine: str
    EngineVersion: str


class DeleteDBClusterAutomatedBackupRequest(TypedDict):
    DbClusterResourceId: str


class DeleteDBClusterAutomatedBackupResponse(TypedDict, total=False):
    DBClusterAutomatedBackup: DBClusterAutomatedBackup


class DeleteDBClusterEndpointRequest(TypedDict):
    DBClusterEndpointIdentifier: str


class DeleteDBClusterParameterGroupRequest(TypedDict):
    DBClusterParameterGroupName: str


class _DeleteDBClusterRequestRequired(TypedDict):
    DBClusterIdentifier: str


class DeleteDBClusterRequest(_DeleteDBClusterRequestRequired, total=False):
    SkipFinalSnapshot: bool
    FinalDBSnapshotIdentifier: str
    DeleteAutomatedBackups: bool


class DeleteDBClusterResponse(TypedDict, total=False):
    DBCluster: DBCluster


class DeleteDBClusterSnapshotRequest(TypedDict):
    DBClusterSnapshotIdentifier: str


class DeleteDBClusterSnapshotResponse(TypedDict, total=False):
    DBClusterSnapshot: DBClusterSnapshot


class DeleteDBInstanceAutomatedBackupRequest(TypedDict, total=False):
    DbiResourceId: str
    DBInstanceAutomatedBackupsArn: str


class DeleteDBInstanceAutomatedBackupResponse(TypedDict, total=False):
    DBInstanceAutomatedBackup: DBInstanceAutomatedBackup


class _DeleteDBInstanceRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class DeleteDBInstanceRequest(_DeleteDBInstanceRequestRequired, total=False):
    SkipFinalSnapshot: bool
    FinalDBSnapshotIdentifier: str
    DeleteAutomatedBackups: bool


class DeleteDBInstanceResponse(TypedDict, total=False):
    DBInstance: DBInstance


class DeleteDBParameterGroupRequest(TypedDict):
    DBParameterGroupName: str


class DeleteDBProxyEndpointRequest(TypedDict):
    DBProxyEndpointName: str


class DeleteDBProxyEndpointResponse(TypedDict, total=False):
    DBProxyEndpoint: DBProxyEndpoint


class DeleteDBProxyRequest(TypedDict):
    DBProxyName: str


class DeleteDBProxyResponse(TypedDict, total=False):
    DBProxy: DBProxy


class DeleteDBSecurityGroupRequest(TypedDict):
    DBSecurityGroupName: str


class DeleteDBShardGroupRequest(TypedDict):
    DBShardGroupIdentifier: str


class DeleteDBSnapshotRequest(TypedDict):
    DBSnapshotIdentifier: str


class DeleteDBSnapshotResponse(TypedDict, total=False):
    DBSnapshot: DBSnapshot


class DeleteDBSubnetGroupRequest(TypedDict):
    DBSubnetGroupName: str


class DeleteEventSubscriptionRequest(TypedDict):
    SubscriptionName: str


class DeleteEventSubscriptionResponse(TypedDict, total=False):
    EventSubscription: EventSubscription


class DeleteGlobalClusterRequest(TypedDict):
    GlobalClusterIdentifier: str


class DeleteGlobalClusterResponse(TypedDict, total=False):
    GlobalCluster: GlobalCluster


class DeleteIntegrationRequest(TypedDict):
    IntegrationIdentifier: str


class DeleteOptionGroupRequest(TypedDict):
    OptionGroupName: str


class _DeleteTenantDatabaseRequestRequired(TypedDict):
    DBInstanceIdentifier: str
    TenantDBName: str


class DeleteTenantDatabaseRequest(_DeleteTenantDatabaseRequestRequired, total=False):
    SkipFinalSnapshot: bool
    FinalDBSnapshotIdentifier: str


class DeleteTenantDatabaseResponse(TypedDict, total=False):
    TenantDatabase: TenantDatabase


class _DeregisterDBProxyTargetsRequestRequired(TypedDict):
    DBProxyName: str


class DeregisterDBProxyTargetsRequest(_DeregisterDBProxyTargetsRequestRequired, total=False):
    TargetGroupName: str
    DBInstanceIdentifiers: list[str]
    DBClusterIdentifiers: list[str]


class DeregisterDBProxyTargetsResponse(TypedDict, total=False):
    pass


class DescribeAccountAttributesRequest(TypedDict, total=False):
    pass


class DescribeAccountAttributesResponse(TypedDict, total=False):
    AccountQuotas: list[AccountQuota]


class DescribeBlueGreenDeploymentsRequest(TypedDict, total=False):
    BlueGreenDeploymentIdentifier: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int


class DescribeBlueGreenDeploymentsResponse(TypedDict, total=False):
    BlueGreenDeployments: list[BlueGreenDeployment]
    Marker: str


class DescribeCertificatesRequest(TypedDict, total=False):
    CertificateIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeCertificatesResponse(TypedDict, total=False):
    DefaultCertificateForNewLaunches: str
    Certificates: list[Certificate]
    Marker: str


class DescribeDBCapacityReservationsRequest(TypedDict, total=False):
    DBCapacityReservationIdentifier: str
    Marker: str
    MaxRecords: int
    Filters: list[Filter]


class DescribeDBCapacityReservationsResponse(TypedDict, total=False):
    DBCapacityReservations: list[DBCapacityReservation]
    Marker: str


class DescribeDBClusterAutomatedBackupsRequest(TypedDict, total=False):
    DbClusterResourceId: str
    DBClusterIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBClusterAutomatedBackupsResponse(TypedDict, total=False):
    Marker: str
    DBClusterAutomatedBackups: list[DBClusterAutomatedBackup]


class _DescribeDBClusterBacktracksRequestRequired(TypedDict):
    DBClusterIdentifier: str


class DescribeDBClusterBacktracksRequest(_DescribeDBClusterBacktracksRequestRequired, total=False):
    BacktrackIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBClusterBacktracksResponse(TypedDict, total=False):
    Marker: str
    DBClusterBacktracks: list[BacktrackDBClusterResponse]


class DescribeDBClusterEndpointsRequest(TypedDict, total=False):
    DBClusterIdentifier: str
    DBClusterEndpointIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBClusterEndpointsResponse(TypedDict, total=False):
    Marker: str
    DBClusterEndpoints: list[CreateDBClusterEndpointResponse]


class DescribeDBClusterParameterGroupsRequest(TypedDict, total=False):
    DBClusterParameterGroupName: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBClusterParameterGroupsResponse(TypedDict, total=False):
    Marker: str
    DBClusterParameterGroups: list[DBClusterParameterGroup]


class _DescribeDBClusterParametersRequestRequired(TypedDict):
    DBClusterParameterGroupName: str


class DescribeDBClusterParametersRequest(_DescribeDBClusterParametersRequestRequired, total=False):
    Source: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBClusterParametersResponse(TypedDict, total=False):
    Parameters: list[Parameter]
    Marker: str


class DescribeDBClusterSnapshotAttributesRequest(TypedDict):
    DBClusterSnapshotIdentifier: str


class DescribeDBClusterSnapshotAttributesResponse(TypedDict, total=False):
    DBClusterSnapshotAttributesResult: DBClusterSnapshotAttributesResult


class DescribeDBClusterSnapshotsRequest(TypedDict, total=False):
    DBClusterIdentifier: str
    DBClusterSnapshotIdentifier: str
    SnapshotType: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str
    IncludeShared: bool
    IncludePublic: bool
    DbClusterResourceId: str


class DescribeDBClusterSnapshotsResponse(TypedDict, total=False):
    Marker: str
    DBClusterSnapshots: list[DBClusterSnapshot]


class DescribeDBClustersRequest(TypedDict, total=False):
    DBClusterIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str
    IncludeShared: bool


class DescribeDBClustersResponse(TypedDict, total=False):
    Marker: str
    DBClusters: list[DBCluster]


class DescribeDBEngineVersionsRequest(TypedDict, total=False):
    Engine: str
    EngineVersion: str
    DBParameterGroupFamily: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str
    DefaultOnly: bool
    ListSupportedCharacterSets: bool
    ListSupportedTimezones: bool
    IncludeAll: bool


class DescribeDBEngineVersionsResponse(TypedDict, total=False):
    Marker: str
    DBEngineVersions: list[CreateCustomDBEngineVersionResponse]


class DescribeDBInstanceAutomatedBackupsRequest(TypedDict, total=False):
    DbiResourceId: str
    DBInstanceIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str
    DBInstanceAutomatedBackupsArn: str


class DescribeDBInstanceAutomatedBackupsResponse(TypedDict, total=False):
    Marker: str
    DBInstanceAutomatedBackups: list[DBInstanceAutomatedBackup]


class DescribeDBInstancesRequest(TypedDict, total=False):
    DBInstanceIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBInstancesResponse(TypedDict, total=False):
    Marker: str
    DBInstances: list[DBInstance]


class DescribeDBLogFilesDetails(TypedDict, total=False):
    LogFileName: str
    LastWritten: int
    Size: int


class _DescribeDBLogFilesRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class DescribeDBLogFilesRequest(_DescribeDBLogFilesRequestRequired, total=False):
    FilenameContains: str
    FileLastWritten: int
    FileSize: int
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBLogFilesResponse(TypedDict, total=False):
    DescribeDBLogFiles: list[DescribeDBLogFilesDetails]
    Marker: str


class DescribeDBMajorEngineVersionsRequest(TypedDict, total=False):
    Engine: str
    MajorEngineVersion: str
    Marker: str
    MaxRecords: int


class DescribeDBMajorEngineVersionsResponse(TypedDict, total=False):
    DBMajorEngineVersions: list[DBMajorEngineVersion]
    Marker: str


class DescribeDBParameterGroupsRequest(TypedDict, total=False):
    DBParameterGroupName: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBParameterGroupsResponse(TypedDict, total=False):
    Marker: str
    DBParameterGroups: list[DBParameterGroup]


class _DescribeDBParametersRequestRequired(TypedDict):
    DBParameterGroupName: str


class DescribeDBParametersRequest(_DescribeDBParametersRequestRequired, total=False):
    Source: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBParametersResponse(TypedDict, total=False):
    Parameters: list[Parameter]
    Marker: str


class DescribeDBProxiesRequest(TypedDict, total=False):
    DBProxyName: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int


class DescribeDBProxiesResponse(TypedDict, total=False):
    DBProxies: list[DBProxy]
    Marker: str


class DescribeDBProxyEndpointsRequest(TypedDict, total=False):
    DBProxyName: str
    DBProxyEndpointName: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int


class DescribeDBProxyEndpointsResponse(TypedDict, total=False):
    DBProxyEndpoints: list[DBProxyEndpoint]
    Marker: str


class _DescribeDBProxyTargetGroupsRequestRequired(TypedDict):
    DBProxyName: str


class DescribeDBProxyTargetGroupsRequest(_DescribeDBProxyTargetGroupsRequestRequired, total=False):
    TargetGroupName: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int


class DescribeDBProxyTargetGroupsResponse(TypedDict, total=False):
    TargetGroups: list[DBProxyTargetGroup]
    Marker: str


class _DescribeDBProxyTargetsRequestRequired(TypedDict):
    DBProxyName: str


class DescribeDBProxyTargetsRequest(_DescribeDBProxyTargetsRequestRequired, total=False):
    TargetGroupName: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int


class DescribeDBProxyTargetsResponse(TypedDict, total=False):
    Targets: list[DBProxyTarget]
    Marker: str


class DescribeDBRecommendationsRequest(TypedDict, total=False):
    LastUpdatedAfter: datetime
    LastUpdatedBefore: datetime
    Locale: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBRecommendationsResponse(TypedDict, total=False):
    DBRecommendations: list[DBRecommendation]
    Marker: str


class DescribeDBSecurityGroupsRequest(TypedDict, total=False):
    DBSecurityGroupName: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBSecurityGroupsResponse(TypedDict, total=False):
    Marker: str
    DBSecurityGroups: list[DBSecurityGroup]


class DescribeDBShardGroupsRequest(TypedDict, total=False):
    DBShardGroupIdentifier: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int


class DescribeDBShardGroupsResponse(TypedDict, total=False):
    DBShardGroups: list[CreateDBShardGroupResponse]
    Marker: str


class DescribeDBSnapshotAttributesRequest(TypedDict):
    DBSnapshotIdentifier: str


class DescribeDBSnapshotAttributesResponse(TypedDict, total=False):
    DBSnapshotAttributesResult: DBSnapshotAttributesResult


class DescribeDBSnapshotTenantDatabasesRequest(TypedDict, total=False):
    DBInstanceIdentifier: str
    DBSnapshotIdentifier: str
    SnapshotType: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str
    DbiResourceId: str


class DescribeDBSnapshotTenantDatabasesResponse(TypedDict, total=False):
    Marker: str
    DBSnapshotTenantDatabases: list[DBSnapshotTenantDatabase]


class DescribeDBSnapshotsRequest(TypedDict, total=False):
    DBInstanceIdentifier: str
    DBSnapshotIdentifier: str
    SnapshotType: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str
    IncludeShared: bool
    IncludePublic: bool
    DbiResourceId: str


class DescribeDBSnapshotsResponse(TypedDict, total=False):
    Marker: str
    DBSnapshots: list[DBSnapshot]


class DescribeDBSubnetGroupsRequest(TypedDict, total=False):
    DBSubnetGroupName: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeDBSubnetGroupsResponse(TypedDict, total=False):
    Marker: str
    DBSubnetGroups: list[DBSubnetGroup]


class _DescribeEngineDefaultClusterParametersRequestRequired(TypedDict):
    DBParameterGroupFamily: str


class DescribeEngineDefaultClusterParametersRequest(
    _DescribeEngineDefaultClusterParametersRequestRequired, total=False
):
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeEngineDefaultClusterParametersResponse(TypedDict, total=False):
    EngineDefaults: EngineDefaults


class _DescribeEngineDefaultParametersRequestRequired(TypedDict):
    DBParameterGroupFamily: str


class DescribeEngineDefaultParametersRequest(_DescribeEngineDefaultParametersRequestRequired, total=False):
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeEngineDefaultParametersResponse(TypedDict, total=False):
    EngineDefaults: EngineDefaults


class DescribeEventCategoriesRequest(TypedDict, total=False):
    SourceType: str
    Filters: list[Filter]


class DescribeEventCategoriesResponse(TypedDict, total=False):
    EventCategoriesMapList: list[EventCategoriesMap]


class DescribeEventSubscriptionsRequest(TypedDict, total=False):
    SubscriptionName: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeEventSubscriptionsResponse(TypedDict, total=False):
    Marker: str
    EventSubscriptionsList: list[EventSubscription]


class DescribeEventsRequest(TypedDict, total=False):
    SourceIdentifier: str
    SourceType: str
    StartTime: datetime
    EndTime: datetime
    Duration: int
    EventCategories: list[str]
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeEventsResponse(TypedDict, total=False):
    Marker: str
    Events: list[Event]


class DescribeExportTasksRequest(TypedDict, total=False):
    ExportTaskIdentifier: str
    SourceArn: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int
    SourceType: str


class DescribeExportTasksResponse(TypedDict, total=False):
    Marker: str
    ExportTasks: list[CancelExportTaskResponse]


class DescribeGlobalClustersRequest(TypedDict, total=False):
    GlobalClusterIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeGlobalClustersResponse(TypedDict, total=False):
    Marker: str
    GlobalClusters: list[GlobalCluster]


class DescribeIntegrationsRequest(TypedDict, total=False):
    IntegrationIdentifier: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeIntegrationsResponse(TypedDict, total=False):
    Marker: str
    Integrations: list[CreateIntegrationResponse]


class _DescribeOptionGroupOptionsRequestRequired(TypedDict):
    EngineName: str


class DescribeOptionGroupOptionsRequest(_DescribeOptionGroupOptionsRequestRequired, total=False):
    MajorEngineVersion: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeOptionGroupOptionsResponse(TypedDict, total=False):
    OptionGroupOptions: list[OptionGroupOption]
    Marker: str


class DescribeOptionGroupsRequest(TypedDict, total=False):
    OptionGroupName: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int
    EngineName: str
    MajorEngineVersion: str


class DescribeOptionGroupsResponse(TypedDict, total=False):
    OptionGroupsList: list[OptionGroup]
    Marker: str


class _DescribeOrderableDBInstanceOptionsRequestRequired(TypedDict):
    Engine: str


class DescribeOrderableDBInstanceOptionsRequest(
    _DescribeOrderableDBInstanceOptionsRequestRequired, total=False
):
    EngineVersion: str
    DBInstanceClass: str
    LicenseModel: str
    AvailabilityZoneGroup: str
    Vpc: bool
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeOrderableDBInstanceOptionsResponse(TypedDict, total=False):
    OrderableDBInstanceOptions: list[OrderableDBInstanceOption]
    Marker: str


class DescribePendingMaintenanceActionsRequest(TypedDict, total=False):
    ResourceIdentifier: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int


class DescribePendingMaintenanceActionsResponse(TypedDict, total=False):
    PendingMaintenanceActions: list[ResourcePendingMaintenanceActions]
    Marker: str


class DescribeReservedDBInstancesOfferingsRequest(TypedDict, total=False):
    ReservedDBInstancesOfferingId: str
    DBInstanceClass: str
    Duration: str
    ProductDescription: str
    OfferingType: str
    MultiAZ: bool
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeReservedDBInstancesOfferingsResponse(TypedDict, total=False):
    Marker: str
    ReservedDBInstancesOfferings: list[ReservedDBInstancesOffering]


class DescribeReservedDBInstancesRequest(TypedDict, total=False):
    ReservedDBInstanceId: str
    ReservedDBInstancesOfferingId: str
    DBInstanceClass: str
    Duration: str
    ProductDescription: str
    OfferingType: str
    MultiAZ: bool
    LeaseId: str
    Filters: list[Filter]
    MaxRecords: int
    Marker: str


class DescribeReservedDBInstancesResponse(TypedDict, total=False):
    Marker: str
    ReservedDBInstances: list[ReservedDBInstance]


class DescribeServerlessV2PlatformVersionsRequest(TypedDict, total=False):
    ServerlessV2PlatformVersion: str
    Engine: str
    Filters: list[Filter]
    DefaultOnly: bool
    IncludeAll: bool
    MaxRecords: int
    Marker: str


class DescribeServerlessV2PlatformVersionsResponse(TypedDict, total=False):
    Marker: str
    ServerlessV2PlatformVersions: list[ServerlessV2PlatformVersionInfo]


class DescribeSourceRegionsRequest(TypedDict, total=False):
    RegionName: str
    MaxRecords: int
    Marker: str
    Filters: list[Filter]


class DescribeSourceRegionsResponse(TypedDict, total=False):
    Marker: str
    SourceRegions: list[SourceRegion]


class DescribeTenantDatabasesRequest(TypedDict, total=False):
    DBInstanceIdentifier: str
    TenantDBName: str
    Filters: list[Filter]
    Marker: str
    MaxRecords: int


class DescribeTenantDatabasesResponse(TypedDict, total=False):
    Marker: str
    TenantDatabases: list[TenantDatabase]


class DescribeValidDBInstanceModificationsRequest(TypedDict):
    DBInstanceIdentifier: str


class DescribeValidDBInstanceModificationsResponse(TypedDict, total=False):
    ValidDBInstanceModificationsMessage: ValidDBInstanceModificationsMessage


class DisableHttpEndpointRequest(TypedDict):
    ResourceArn: str


class DisableHttpEndpointResponse(TypedDict, total=False):
    ResourceArn: str
    HttpEndpointEnabled: bool


class DocLink(TypedDict, total=False):
    Text: str
    Url: str


class DomainMembership(TypedDict, total=False):
    Domain: str
    Status: str
    FQDN: str
    IAMRoleName: str
    OU: str
    AuthSecretArn: str
    DnsIps: list[str]


class DoubleRange(TypedDict, total=False):
    From: float
    To: float


class _DownloadDBLogFilePortionRequestRequired(TypedDict):
    DBInstanceIdentifier: str
    LogFileName: str


class DownloadDBLogFilePortionRequest(_DownloadDBLogFilePortionRequestRequired, total=False):
    Marker: str
    NumberOfLines: int


class DownloadDBLogFilePortionResponse(TypedDict, total=False):
    LogFileData: str
    Marker: str
    AdditionalDataPending: bool


class EC2SecurityGroup(TypedDict, total=False):
    Status: str
    EC2SecurityGroupName: str
    EC2SecurityGroupId: str
    EC2SecurityGroupOwnerId: str


class EnableHttpEndpointRequest(TypedDict):
    ResourceArn: str


class EnableHttpEndpointResponse(TypedDict, total=False):
    ResourceArn: str
    HttpEndpointEnabled: bool


class Endpoint(TypedDict, total=False):
    Address: str
    Port: int
    HostedZoneId: str


class EngineDefaults(TypedDict, total=False):
    DBParameterGroupFamily: str
    Marker: str
    Parameters: list[Parameter]


class Event(TypedDict, total=False):
    SourceIdentifier: str
    SourceType: str
    Message: str
    EventCategories: list[str]
    Date: datetime
    SourceArn: str


class EventCategoriesMap(TypedDict, total=False):
    SourceType: str
    EventCategories: list[str]


class EventSubscription(TypedDict, total=False):
    CustomerAwsId: str
    CustSubscriptionId: str
    SnsTopicArn: str
    Status: str
    SubscriptionCreationTime: str
    SourceType: str
    SourceIdsList: list[str]
    EventCategoriesList: list[str]
    Enabled: bool
    EventSubscriptionArn: str


class _FailoverDBClusterRequestRequired(TypedDict):
    DBClusterIdentifier: str


class FailoverDBClusterRequest(_FailoverDBClusterRequestRequired, total=False):
    TargetDBInstanceIdentifier: str


class FailoverDBClusterResponse(TypedDict, total=False):
    DBCluster: DBCluster


class _FailoverGlobalClusterRequestRequired(TypedDict):
    GlobalClusterIdentifier: str
    TargetDbClusterIdentifier: str


class FailoverGlobalClusterRequest(_FailoverGlobalClusterRequestRequired, total=False):
    AllowDataLoss: bool
    Switchover: bool


class FailoverGlobalClusterResponse(TypedDict, total=False):
    GlobalCluster: GlobalCluster


class FailoverState(TypedDict, total=False):
    Status: str
    FromDbClusterArn: str
    ToDbClusterArn: str
    IsDataLossAllowed: bool


class Filter(TypedDict):
    Name: str
    Values: list[str]


class GlobalCluster(TypedDict, total=False):
    GlobalClusterIdentifier: str
    GlobalClusterResourceId: str
    GlobalClusterArn: str
    Status: str
    Engine: str
    EngineVersion: str
    EngineLifecycleSupport: str
    DatabaseName: str
    StorageEncrypted: bool
    StorageEncryptionType: str
    DeletionProtection: bool
    GlobalClusterMembers: list[GlobalClusterMember]
    Endpoint: str
    FailoverState: FailoverState
    TagList: list[Tag]


class GlobalClusterMember(TypedDict, total=False):
    DBClusterArn: str
    Readers: list[str]
    IsWriter: bool
    GlobalWriteForwardingStatus: str
    SynchronizationStatus: str


class IPRange(TypedDict, total=False):
    Status: str
    CIDRIP: str


class _IntegrationErrorRequired(TypedDict):
    ErrorCode: str


class IntegrationError(_IntegrationErrorRequired, total=False):
    ErrorMessage: str


class IssueDetails(TypedDict, total=False):
    PerformanceIssueDetails: PerformanceIssueDetails


class LimitlessDatabase(TypedDict, total=False):
    Status: str
    MinRequiredACU: float


class _ListTagsForResourceRequestRequired(TypedDict):
    ResourceName: str


class ListTagsForResourceRequest(_ListTagsForResourceRequestRequired, total=False):
    Filters: list[Filter]


class ListTagsForResourceResponse(TypedDict, total=False):
    TagList: list[Tag]


class MasterUserSecret(TypedDict, total=False):
    SecretArn: str
    SecretStatus: str
    KmsKeyId: str


class Metric(TypedDict, total=False):
    Name: str
    References: list[MetricReference]
    StatisticsDetails: str
    MetricQuery: MetricQuery


class MetricQuery(TypedDict, total=False):
    PerformanceInsightsMetricQuery: PerformanceInsightsMetricQuery


class MetricReference(TypedDict, total=False):
    Name: str
    ReferenceDetails: ReferenceDetails


class MinimumEngineVersionPerAllowedValue(TypedDict, total=False):
    AllowedValue: str
    MinimumEngineVersion: str


class ModifyActivityStreamRequest(TypedDict, total=False):
    ResourceArn: str
    AuditPolicyState: str


class ModifyActivityStreamResponse(TypedDict, total=False):
    KmsKeyId: str
    KinesisStreamName: str
    Status: str
    Mode: str
    EngineNativeAuditFieldsIncluded: bool
    PolicyStatus: str


class _ModifyAdditionalStorageVolumeRequired(TypedDict):
    VolumeName: str


class ModifyAdditionalStorageVolume(_ModifyAdditionalStorageVolumeRequired, total=False):
    AllocatedStorage: int
    IOPS: int
    MaxAllocatedStorage: int
    StorageThroughput: int
    StorageType: str
    SetForDelete: bool


class ModifyCertificatesRequest(TypedDict, total=False):
    CertificateIdentifier: str
    RemoveCustomerOverride: bool


class ModifyCertificatesResponse(TypedDict, total=False):
    Certificate: Certificate


class _ModifyCurrentDBClusterCapacityRequestRequired(TypedDict):
    DBClusterIdentifier: str


class ModifyCurrentDBClusterCapacityRequest(_ModifyCurrentDBClusterCapacityRequestRequired, total=False):
    Capacity: int
    SecondsBeforeTimeout: int
    TimeoutAction: str


class ModifyCurrentDBClusterCapacityResponse(TypedDict, total=False):
    DBClusterIdentifier: str
    PendingCapacity: int
    CurrentCapacity: int
    SecondsBeforeTimeout: int
    TimeoutAction: str


class _ModifyCustomDBEngineVersionRequestRequired(TypedDict):
    Engine: str
    EngineVersion: str


class ModifyCustomDBEngineVersionRequest(_ModifyCustomDBEngineVersionRequestRequired, total=False):
    Description: str
    Status: str


class _ModifyDBCapacityReservationRequestRequired(TypedDict):
    DBCapacityReservationIdentifier: str


class ModifyDBCapacityReservationRequest(_ModifyDBCapacityReservationRequestRequired, total=False):
    CapacityPerAvailabilityZone: int
    EndDateType: str
    EndDate: datetime


class ModifyDBCapacityReservationResponse(TypedDict, total=False):
    DBCapacityReservation: DBCapacityReservation


class _ModifyDBClusterEndpointRequestRequired(TypedDict):
    DBClusterEndpointIdentifier: str


class ModifyDBClusterEndpointRequest(_ModifyDBClusterEndpointRequestRequired, total=False):
    EndpointType: str
    StaticMembers: list[str]
    ExcludedMembers: list[str]


class ModifyDBClusterParameterGroupRequest(TypedDict):
    DBClusterParameterGroupName: str
    Parameters: list[Parameter]


class ModifyDBClusterParameterGroupResponse(TypedDict, total=False):
    DBClusterParameterGroupName: str


class _ModifyDBClusterRequestRequired(TypedDict):
    DBClusterIdentifier: str


class ModifyDBClusterRequest(_ModifyDBClusterRequestRequired, total=False):
    NewDBClusterIdentifier: str
    ApplyImmediately: bool
    BackupRetentionPeriod: int
    DBClusterParameterGroupName: str
    VpcSecurityGroupIds: list[str]
    Port: int
    MasterUserPassword: str
    OptionGroupName: str
    PreferredBackupWindow: str
    PreferredMaintenanceWindow: str
    EnableIAMDatabaseAuthentication: bool
    BacktrackWindow: int
    CloudwatchLogsExportConfiguration: CloudwatchLogsExportConfiguration
    EngineVersion: str
    AllowMajorVersionUpgrade: bool
    DBInstanceParameterGroupName: str
    Domain: str
    DomainIAMRoleName: str
    ScalingConfiguration: ScalingConfiguration
    DeletionProtection: bool
    EnableHttpEndpoint: bool
    CopyTagsToSnapshot: bool
    EnableGlobalWriteForwarding: bool
    DBClusterInstanceClass: str
    AllocatedStorage: int
    StorageType: str
    Iops: int
    AutoMinorVersionUpgrade: bool
    NetworkType: str
    ServerlessV2ScalingConfiguration: ServerlessV2ScalingConfiguration
    MonitoringInterval: int
    MonitoringRoleArn: str
    DatabaseInsightsMode: str
    EnablePerformanceInsights: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    ManageMasterUserPassword: bool
    RotateMasterUserPassword: bool
    EnableLocalWriteForwarding: bool
    MasterUserSecretKmsKeyId: str
    EngineMode: str
    AllowEngineModeChange: bool
    AwsBackupRecoveryPointArn: str
    EnableLimitlessDatabase: bool
    CACertificateIdentifier: str
    MasterUserAuthenticationType: str
    EngineLifecycleSupport: str
    EnableInternetAccessGateway: bool
    EnableVPCNetworking: bool
    DBSubnetGroupName: str


class ModifyDBClusterResponse(TypedDict, total=False):
    DBCluster: DBCluster


class _ModifyDBClusterSnapshotAttributeRequestRequired(TypedDict):
    DBClusterSnapshotIdentifier: str
    AttributeName: str


class ModifyDBClusterSnapshotAttributeRequest(_ModifyDBClusterSnapshotAttributeRequestRequired, total=False):
    ValuesToAdd: list[str]
    ValuesToRemove: list[str]


class ModifyDBClusterSnapshotAttributeResponse(TypedDict, total=False):
    DBClusterSnapshotAttributesResult: DBClusterSnapshotAttributesResult


class _ModifyDBInstanceRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class ModifyDBInstanceRequest(_ModifyDBInstanceRequestRequired, total=False):
    AllocatedStorage: int
    DBInstanceClass: str
    DBSubnetGroupName: str
    DBSecurityGroups: list[str]
    VpcSecurityGroupIds: list[str]
    ApplyImmediately: bool
    MasterUserPassword: str
    DBParameterGroupName: str
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    PreferredMaintenanceWindow: str
    MultiAZ: bool
    EngineVersion: str
    AllowMajorVersionUpgrade: bool
    AutoMinorVersionUpgrade: bool
    LicenseModel: str
    Iops: int
    StorageThroughput: int
    OptionGroupName: str
    NewDBInstanceIdentifier: str
    StorageType: str
    TdeCredentialArn: str
    TdeCredentialPassword: str
    CACertificateIdentifier: str
    Domain: str
    DomainFqdn: str
    DomainOu: str
    DomainAuthSecretArn: str
    DomainDnsIps: list[str]
    DisableDomain: bool
    CopyTagsToSnapshot: bool
    MonitoringInterval: int
    DBPortNumber: int
    PubliclyAccessible: bool
    MonitoringRoleArn: str
    DomainIAMRoleName: str
    PromotionTier: int
    EnableIAMDatabaseAuthentication: bool
    DatabaseInsightsMode: str
    EnablePerformanceInsights: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    CloudwatchLogsExportConfiguration: CloudwatchLogsExportConfiguration
    ProcessorFeatures: list[ProcessorFeature]
    UseDefaultProcessorFeatures: bool
    DeletionProtection: bool
    MaxAllocatedStorage: int
    CertificateRotationRestart: bool
    ReplicaMode: str
    AutomationMode: str
    ResumeFullAutomationModeMinutes: int
    EnableCustomerOwnedIp: bool
    NetworkType: str
    AwsBackupRecoveryPointArn: str
    ManageMasterUserPassword: bool
    RotateMasterUserPassword: bool
    MasterUserSecretKmsKeyId: str
    MultiTenant: bool
    DedicatedLogVolume: bool
    Engine: str
    AdditionalStorageVolumes: list[ModifyAdditionalStorageVolume]
    DBCapacityReservationIdentifier: str
    TagSpecifications: list[TagSpecification]
    MasterUserAuthenticationType: str
    EngineLifecycleSupport: str


class ModifyDBInstanceResponse(TypedDict, total=False):
    DBInstance: DBInstance


class ModifyDBParameterGroupRequest(TypedDict):
    DBParameterGroupName: str
    Parameters: list[Parameter]


class ModifyDBParameterGroupResponse(TypedDict, total=False):
    DBParameterGroupName: str


class _ModifyDBProxyEndpointRequestRequired(TypedDict):
    DBProxyEndpointName: str


class ModifyDBProxyEndpointRequest(_ModifyDBProxyEndpointRequestRequired, total=False):
    NewDBProxyEndpointName: str
    VpcSecurityGroupIds: list[str]


class ModifyDBProxyEndpointResponse(TypedDict, total=False):
    DBProxyEndpoint: DBProxyEndpoint


class _ModifyDBProxyRequestRequired(TypedDict):
    DBProxyName: str


class ModifyDBProxyRequest(_ModifyDBProxyRequestRequired, total=False):
    NewDBProxyName: str
    DefaultAuthScheme: str
    Auth: list[UserAuthConfig]
    RequireTLS: bool
    IdleClientTimeout: int
    DebugLogging: bool
    RoleArn: str
    SecurityGroups: list[str]


class ModifyDBProxyResponse(TypedDict, total=False):
    DBProxy: DBProxy


class _ModifyDBProxyTargetGroupRequestRequired(TypedDict):
    TargetGroupName: str
    DBProxyName: str


class ModifyDBProxyTargetGroupRequest(_ModifyDBProxyTargetGroupRequestRequired, total=False):
    ConnectionPoolConfig: ConnectionPoolConfiguration
    NewName: str


class ModifyDBProxyTargetGroupResponse(TypedDict, total=False):
    DBProxyTargetGroup: DBProxyTargetGroup


class _ModifyDBRecommendationRequestRequired(TypedDict):
    RecommendationId: str


class ModifyDBRecommendationRequest(_ModifyDBRecommendationRequestRequired, total=False):
    Locale: str
    Status: str
    RecommendedActionUpdates: list[RecommendedActionUpdate]


class ModifyDBRecommendationResponse(TypedDict, total=False):
    DBRecommendation: DBRecommendation


class _ModifyDBShardGroupRequestRequired(TypedDict):
    DBShardGroupIdentifier: str


class ModifyDBShardGroupRequest(_ModifyDBShardGroupRequestRequired, total=False):
    MaxACU: float
    MinACU: float
    ComputeRedundancy: int


class _ModifyDBSnapshotAttributeRequestRequired(TypedDict):
    DBSnapshotIdentifier: str
    AttributeName: str


class ModifyDBSnapshotAttributeRequest(_ModifyDBSnapshotAttributeRequestRequired, total=False):
    ValuesToAdd: list[str]
    ValuesToRemove: list[str]


class ModifyDBSnapshotAttributeResponse(TypedDict, total=False):
    DBSnapshotAttributesResult: DBSnapshotAttributesResult


class _ModifyDBSnapshotRequestRequired(TypedDict):
    DBSnapshotIdentifier: str


class ModifyDBSnapshotRequest(_ModifyDBSnapshotRequestRequired, total=False):
    EngineVersion: str
    OptionGroupName: str


class ModifyDBSnapshotResponse(TypedDict, total=False):
    DBSnapshot: DBSnapshot


class _ModifyDBSubnetGroupRequestRequired(TypedDict):
    DBSubnetGroupName: str
    SubnetIds: list[str]


class ModifyDBSubnetGroupRequest(_ModifyDBSubnetGroupRequestRequired, total=False):
    DBSubnetGroupDescription: str


class ModifyDBSubnetGroupResponse(TypedDict, total=False):
    DBSubnetGroup: DBSubnetGroup


class _ModifyEventSubscriptionRequestRequired(TypedDict):
    SubscriptionName: str


class ModifyEventSubscriptionRequest(_ModifyEventSubscriptionRequestRequired, total=False):
    SnsTopicArn: str
    SourceType: str
    EventCategories: list[str]
    Enabled: bool


class ModifyEventSubscriptionResponse(TypedDict, total=False):
    EventSubscription: EventSubscription


class _ModifyGlobalClusterRequestRequired(TypedDict):
    GlobalClusterIdentifier: str


class ModifyGlobalClusterRequest(_ModifyGlobalClusterRequestRequired, total=False):
    NewGlobalClusterIdentifier: str
    DeletionProtection: bool
    EngineVersion: str
    AllowMajorVersionUpgrade: bool


class ModifyGlobalClusterResponse(TypedDict, total=False):
    GlobalCluster: GlobalCluster


class _ModifyIntegrationRequestRequired(TypedDict):
    IntegrationIdentifier: str


class ModifyIntegrationRequest(_ModifyIntegrationRequestRequired, total=False):
    IntegrationName: str
    DataFilter: str
    Description: str


class _ModifyOptionGroupRequestRequired(TypedDict):
    OptionGroupName: str


class ModifyOptionGroupRequest(_ModifyOptionGroupRequestRequired, total=False):
    OptionsToInclude: list[OptionConfiguration]
    OptionsToRemove: list[str]
    ApplyImmediately: bool


class ModifyOptionGroupResponse(TypedDict, total=False):
    OptionGroup: OptionGroup


class _ModifyTenantDatabaseRequestRequired(TypedDict):
    DBInstanceIdentifier: str
    TenantDBName: str


class ModifyTenantDatabaseRequest(_ModifyTenantDatabaseRequestRequired, total=False):
    MasterUserPassword: str
    NewTenantDBName: str
    ManageMasterUserPassword: bool
    RotateMasterUserPassword: bool
    MasterUserSecretKmsKeyId: str


class ModifyTenantDatabaseResponse(TypedDict, total=False):
    TenantDatabase: TenantDatabase


class Option(TypedDict, total=False):
    OptionName: str
    OptionDescription: str
    Persistent: bool
    Permanent: bool
    Port: int
    OptionVersion: str
    OptionSettings: list[OptionSetting]
    DBSecurityGroupMemberships: list[DBSecurityGroupMembership]
    VpcSecurityGroupMemberships: list[VpcSecurityGroupMembership]


class _OptionConfigurationRequired(TypedDict):
    OptionName: str


class OptionConfiguration(_OptionConfigurationRequired, total=False):
    Port: int
    OptionVersion: str
    DBSecurityGroupMemberships: list[str]
    VpcSecurityGroupMemberships: list[str]
    OptionSettings: list[OptionSetting]


class OptionGroup(TypedDict, total=False):
    OptionGroupName: str
    OptionGroupDescription: str
    EngineName: str
    MajorEngineVersion: str
    Options: list[Option]
    AllowsVpcAndNonVpcInstanceMemberships: bool
    VpcId: str
    OptionGroupArn: str
    SourceOptionGroup: str
    SourceAccountId: str
    CopyTimestamp: datetime
    SourceRegion: str


class OptionGroupMembership(TypedDict, total=False):
    OptionGroupName: str
    Status: str


class OptionGroupOption(TypedDict, total=False):
    Name: str
    Description: str
    EngineName: str
    MajorEngineVersion: str
    MinimumRequiredMinorEngineVersion: str
    PortRequired: bool
    DefaultPort: int
    OptionsDependedOn: list[str]
    OptionsConflictsWith: list[str]
    Persistent: bool
    Permanent: bool
    RequiresAutoMinorEngineVersionUpgrade: bool
    VpcOnly: bool
    SupportsOptionVersionDowngrade: bool
    OptionGroupOptionSettings: list[OptionGroupOptionSetting]
    OptionGroupOptionVersions: list[OptionVersion]
    CopyableCrossAccount: bool
    CopyableCrossRegion: bool


class OptionGroupOptionSetting(TypedDict, total=False):
    SettingName: str
    SettingDescription: str
    DefaultValue: str
    ApplyType: str
    AllowedValues: str
    IsModifiable: bool
    IsRequired: bool
    MinimumEngineVersionPerAllowedValue: list[MinimumEngineVersionPerAllowedValue]


class OptionSetting(TypedDict, total=False):
    Name: str
    Value: str
    DefaultValue: str
    Description: str
    ApplyType: str
    DataType: str
    AllowedValues: str
    IsModifiable: bool
    IsCollection: bool


class OptionVersion(TypedDict, total=False):
    Version: str
    IsDefault: bool


class OrderableDBInstanceOption(TypedDict, total=False):
    Engine: str
    EngineVersion: str
    DBInstanceClass: str
    LicenseModel: str
    AvailabilityZoneGroup: str
    AvailabilityZones: list[AvailabilityZone]
    MultiAZCapable: bool
    ReadReplicaCapable: bool
    Vpc: bool
    SupportsStorageEncryption: bool
    StorageType: str
    SupportsIops: bool
    SupportsStorageThroughput: bool
    SupportsEnhancedMonitoring: bool
    SupportsIAMDatabaseAuthentication: bool
    SupportsPerformanceInsights: bool
    MinStorageSize: int
    MaxStorageSize: int
    MinIopsPerDbInstance: int
    MaxIopsPerDbInstance: int
    MinIopsPerGib: float
    MaxIopsPerGib: float
    MinStorageThroughputPerDbInstance: int
    MaxStorageThroughputPerDbInstance: int
    MinStorageThroughputPerIops: float
    MaxStorageThroughputPerIops: float
    AvailableProcessorFeatures: list[AvailableProcessorFeature]
    SupportedEngineModes: list[str]
    SupportsStorageAutoscaling: bool
    SupportsKerberosAuthentication: bool
    OutpostCapable: bool
    SupportedActivityStreamModes: list[str]
    SupportsGlobalDatabases: bool
    SupportedNetworkTypes: list[str]
    SupportsClusters: bool
    SupportsDedicatedLogVolume: bool
    SupportsAdditionalStorageVolumes: bool
    SupportsHttpEndpoint: bool
    AvailableAdditionalStorageVolumesOptions: list[AvailableAdditionalStorageVolumesOption]


class Outpost(TypedDict, total=False):
    Arn: str


class Parameter(TypedDict, total=False):
    ParameterName: str
    ParameterValue: str
    Description: str
    Source: str
    ApplyType: str
    DataType: str
    AllowedValues: str
    IsModifiable: bool
    MinimumEngineVersion: str
    ApplyMethod: str
    SupportedEngineModes: list[str]


class PendingCloudwatchLogsExports(TypedDict, total=False):
    LogTypesToEnable: list[str]
    LogTypesToDisable: list[str]


class PendingMaintenanceAction(TypedDict, total=False):
    Action: str
    AutoAppliedAfterDate: datetime
    ForcedApplyDate: datetime
    OptInStatus: str
    CurrentApplyDate: datetime
    Description: str


class PendingModifiedValues(TypedDict, total=False):
    DBInstanceClass: str
    AllocatedStorage: int
    MasterUserPassword: str
    Port: int
    BackupRetentionPeriod: int
    MultiAZ: bool
    EngineVersion: str
    LicenseModel: str
    Iops: int
    StorageThroughput: int
    DBInstanceIdentifier: str
    StorageType: str
    CACertificateIdentifier: str
    DBSubnetGroupName: str
    PendingCloudwatchLogsExports: PendingCloudwatchLogsExports
    ProcessorFeatures: list[ProcessorFeature]
    AutomationMode: str
    ResumeFullAutomationModeTime: datetime
    MultiTenant: bool
    IAMDatabaseAuthenticationEnabled: bool
    DedicatedLogVolume: bool
    Engine: str
    AdditionalStorageVolumes: list[AdditionalStorageVolume]
    DBCapacityReservationIdentifier: str


class PerformanceInsightsMetricDimensionGroup(TypedDict, total=False):
    Dimensions: list[str]
    Group: str
    Limit: int


class PerformanceInsightsMetricQuery(TypedDict, total=False):
    GroupBy: PerformanceInsightsMetricDimensionGroup
    Metric: str


class PerformanceIssueDetails(TypedDict, total=False):
    StartTime: datetime
    EndTime: datetime
    Metrics: list[Metric]
    Analysis: str


class PrimaryEndpoint(TypedDict, total=False):
    Address: str
    HostedZoneId: str


class ProcessorFeature(TypedDict, total=False):
    Name: str
    Value: str


class PromoteReadReplicaDBClusterRequest(TypedDict):
    DBClusterIdentifier: str


class PromoteReadReplicaDBClusterResponse(TypedDict, total=False):
    DBCluster: DBCluster


class _PromoteReadReplicaRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class PromoteReadReplicaRequest(_PromoteReadReplicaRequestRequired, total=False):
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    TagSpecifications: list[TagSpecification]


class PromoteReadReplicaResponse(TypedDict, total=False):
    DBInstance: DBInstance


class _PurchaseReservedDBInstancesOfferingRequestRequired(TypedDict):
    ReservedDBInstancesOfferingId: str


class PurchaseReservedDBInstancesOfferingRequest(
    _PurchaseReservedDBInstancesOfferingRequestRequired, total=False
):
    ReservedDBInstanceId: str
    DBInstanceCount: int
    Tags: list[Tag]


class PurchaseReservedDBInstancesOfferingResponse(TypedDict, total=False):
    ReservedDBInstance: ReservedDBInstance


class Range(TypedDict, total=False):
    From: int
    To: int
    Step: int


class RdsCustomClusterConfiguration(TypedDict, total=False):
    InterconnectSubnetId: str
    TransitGatewayMulticastDomainId: str
    ReplicaMode: str


class RebootDBClusterRequest(TypedDict):
    DBClusterIdentifier: str


class RebootDBClusterResponse(TypedDict, total=False):
    DBCluster: DBCluster


class _RebootDBInstanceRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class RebootDBInstanceRequest(_RebootDBInstanceRequestRequired, total=False):
    ForceFailover: bool


class RebootDBInstanceResponse(TypedDict, total=False):
    DBInstance: DBInstance


class RebootDBShardGroupRequest(TypedDict):
    DBShardGroupIdentifier: str


class RecommendedAction(TypedDict, total=False):
    ActionId: str
    Title: str
    Description: str
    Operation: str
    Parameters: list[RecommendedActionParameter]
    ApplyModes: list[str]
    Status: str
    IssueDetails: IssueDetails
    ContextAttributes: list[ContextAttribute]


class RecommendedActionParameter(TypedDict, total=False):
    Key: str
    Value: str


class RecommendedActionUpdate(TypedDict):
    ActionId: str
    Status: str


class RecurringCharge(TypedDict, total=False):
    RecurringChargeAmount: float
    RecurringChargeFrequency: str


class ReferenceDetails(TypedDict, total=False):
    ScalarReferenceDetails: ScalarReferenceDetails


class _RegisterDBProxyTargetsRequestRequired(TypedDict):
    DBProxyName: str


class RegisterDBProxyTargetsRequest(_RegisterDBProxyTargetsRequestRequired, total=False):
    TargetGroupName: str
    DBInstanceIdentifiers: list[str]
    DBClusterIdentifiers: list[str]


class RegisterDBProxyTargetsResponse(TypedDict, total=False):
    DBProxyTargets: list[DBProxyTarget]


class RemoveFromGlobalClusterRequest(TypedDict):
    GlobalClusterIdentifier: str
    DbClusterIdentifier: str


class RemoveFromGlobalClusterResponse(TypedDict, total=False):
    GlobalCluster: GlobalCluster


class _RemoveRoleFromDBClusterRequestRequired(TypedDict):
    DBClusterIdentifier: str
    RoleArn: str


class RemoveRoleFromDBClusterRequest(_RemoveRoleFromDBClusterRequestRequired, total=False):
    FeatureName: str


class RemoveRoleFromDBInstanceRequest(TypedDict):
    DBInstanceIdentifier: str
    RoleArn: str
    FeatureName: str


class RemoveSourceIdentifierFromSubscriptionRequest(TypedDict):
    SubscriptionName: str
    SourceIdentifier: str


class RemoveSourceIdentifierFromSubscriptionResponse(TypedDict, total=False):
    EventSubscription: EventSubscription


class RemoveTagsFromResourceRequest(TypedDict):
    ResourceName: str
    TagKeys: list[str]


class ReservedDBInstance(TypedDict, total=False):
    ReservedDBInstanceId: str
    ReservedDBInstancesOfferingId: str
    DBInstanceClass: str
    StartTime: datetime
    Duration: int
    FixedPrice: float
    UsagePrice: float
    CurrencyCode: str
    DBInstanceCount: int
    ProductDescription: str
    OfferingType: str
    MultiAZ: bool
    State: str
    RecurringCharges: list[RecurringCharge]
    ReservedDBInstanceArn: str
    LeaseId: str


class ReservedDBInstancesOffering(TypedDict, total=False):
    ReservedDBInstancesOfferingId: str
    DBInstanceClass: str
    Duration: int
    FixedPrice: float
    UsagePrice: float
    CurrencyCode: str
    ProductDescription: str
    OfferingType: str
    MultiAZ: bool
    RecurringCharges: list[RecurringCharge]


class _ResetDBClusterParameterGroupRequestRequired(TypedDict):
    DBClusterParameterGroupName: str


class ResetDBClusterParameterGroupRequest(_ResetDBClusterParameterGroupRequestRequired, total=False):
    ResetAllParameters: bool
    Parameters: list[Parameter]


class _ResetDBParameterGroupRequestRequired(TypedDict):
    DBParameterGroupName: str


class ResetDBParameterGroupRequest(_ResetDBParameterGroupRequestRequired, total=False):
    ResetAllParameters: bool
    Parameters: list[Parameter]


class ResourcePendingMaintenanceActions(TypedDict, total=False):
    ResourceIdentifier: str
    PendingMaintenanceActionDetails: list[PendingMaintenanceAction]


class _RestoreDBClusterFromS3RequestRequired(TypedDict):
    DBClusterIdentifier: str
    Engine: str
    MasterUsername: str
    SourceEngine: str
    SourceEngineVersion: str
    S3BucketName: str
    S3IngestionRoleArn: str


class RestoreDBClusterFromS3Request(_RestoreDBClusterFromS3RequestRequired, total=False):
    AvailabilityZones: list[str]
    BackupRetentionPeriod: int
    CharacterSetName: str
    DatabaseName: str
    DBClusterParameterGroupName: str
    VpcSecurityGroupIds: list[str]
    DBSubnetGroupName: str
    EngineVersion: str
    Port: int
    MasterUserPassword: str
    OptionGroupName: str
    PreferredBackupWindow: str
    PreferredMaintenanceWindow: str
    Tags: list[Tag]
    StorageEncrypted: bool
    KmsKeyId: str
    EnableIAMDatabaseAuthentication: bool
    S3Prefix: str
    BacktrackWindow: int
    EnableCloudwatchLogsExports: list[str]
    DeletionProtection: bool
    CopyTagsToSnapshot: bool
    Domain: str
    DomainIAMRoleName: str
    StorageType: str
    NetworkType: str
    ServerlessV2ScalingConfiguration: ServerlessV2ScalingConfiguration
    ManageMasterUserPassword: bool
    MasterUserSecretKmsKeyId: str
    EngineLifecycleSupport: str
    TagSpecifications: list[TagSpecification]
    AssociatedRoles: list[DBClusterAssociatedRole]


class RestoreDBClusterFromS3Response(TypedDict, total=False):
    DBCluster: DBCluster


class _RestoreDBClusterFromSnapshotRequestRequired(TypedDict):
    DBClusterIdentifier: str
    SnapshotIdentifier: str
    Engine: str


class RestoreDBClusterFromSnapshotRequest(_RestoreDBClusterFromSnapshotRequestRequired, total=False):
    AvailabilityZones: list[str]
    EngineVersion: str
    Port: int
    DBSubnetGroupName: str
    DatabaseName: str
    OptionGroupName: str
    VpcSecurityGroupIds: list[str]
    Tags: list[Tag]
    KmsKeyId: str
    EnableIAMDatabaseAuthentication: bool
    BacktrackWindow: int
    EnableCloudwatchLogsExports: list[str]
    EngineMode: str
    ScalingConfiguration: ScalingConfiguration
    DBClusterParameterGroupName: str
    DeletionProtection: bool
    CopyTagsToSnapshot: bool
    Domain: str
    DomainIAMRoleName: str
    DBClusterInstanceClass: str
    StorageType: str
    Iops: int
    PubliclyAccessible: bool
    NetworkType: str
    ServerlessV2ScalingConfiguration: ServerlessV2ScalingConfiguration
    RdsCustomClusterConfiguration: RdsCustomClusterConfiguration
    MonitoringInterval: int
    MonitoringRoleArn: str
    EnablePerformanceInsights: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    EngineLifecycleSupport: str
    TagSpecifications: list[TagSpecification]
    EnableVPCNetworking: bool
    EnableInternetAccessGateway: bool
    AssociatedRoles: list[DBClusterAssociatedRole]


class RestoreDBClusterFromSnapshotResponse(TypedDict, total=False):
    DBCluster: DBCluster


class _RestoreDBClusterToPointInTimeRequestRequired(TypedDict):
    DBClusterIdentifier: str


class RestoreDBClusterToPointInTimeRequest(_RestoreDBClusterToPointInTimeRequestRequired, total=False):
    RestoreType: str
    SourceDBClusterIdentifier: str
    RestoreToTime: datetime
    UseLatestRestorableTime: bool
    Port: int
    DBSubnetGroupName: str
    OptionGroupName: str
    VpcSecurityGroupIds: list[str]
    Tags: list[Tag]
    KmsKeyId: str
    EnableIAMDatabaseAuthentication: bool
    BacktrackWindow: int
    EnableCloudwatchLogsExports: list[str]
    DBClusterParameterGroupName: str
    DeletionProtection: bool
    CopyTagsToSnapshot: bool
    Domain: str
    DomainIAMRoleName: str
    DBClusterInstanceClass: str
    StorageType: str
    PubliclyAccessible: bool
    Iops: int
    NetworkType: str
    SourceDbClusterResourceId: str
    ServerlessV2ScalingConfiguration: ServerlessV2ScalingConfiguration
    ScalingConfiguration: ScalingConfiguration
    EngineMode: str
    RdsCustomClusterConfiguration: RdsCustomClusterConfiguration
    MonitoringInterval: int
    MonitoringRoleArn: str
    EnablePerformanceInsights: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    EngineLifecycleSupport: str
    TagSpecifications: list[TagSpecification]
    EnableVPCNetworking: bool
    EnableInternetAccessGateway: bool
    AssociatedRoles: list[DBClusterAssociatedRole]


class RestoreDBClusterToPointInTimeResponse(TypedDict, total=False):
    DBCluster: DBCluster


class _RestoreDBInstanceFromDBSnapshotRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class RestoreDBInstanceFromDBSnapshotRequest(_RestoreDBInstanceFromDBSnapshotRequestRequired, total=False):
    DBSnapshotIdentifier: str
    DBInstanceClass: str
    Port: int
    AvailabilityZone: str
    DBSubnetGroupName: str
    MultiAZ: bool
    PubliclyAccessible: bool
    AutoMinorVersionUpgrade: bool
    LicenseModel: str
    DBName: str
    Engine: str
    Iops: int
    StorageThroughput: int
    OptionGroupName: str
    Tags: list[Tag]
    StorageType: str
    TdeCredentialArn: str
    TdeCredentialPassword: str
    VpcSecurityGroupIds: list[str]
    Domain: str
    DomainFqdn: str
    DomainOu: str
    DomainAuthSecretArn: str
    DomainDnsIps: list[str]
    CopyTagsToSnapshot: bool
    DomainIAMRoleName: str
    EnableIAMDatabaseAuthentication: bool
    EnableCloudwatchLogsExports: list[str]
    ProcessorFeatures: list[ProcessorFeature]
    UseDefaultProcessorFeatures: bool
    DBParameterGroupName: str
    DeletionProtection: bool
    EnableCustomerOwnedIp: bool
    NetworkType: str
    BackupTarget: str
    CustomIamInstanceProfile: str
    AllocatedStorage: int
    DBClusterSnapshotIdentifier: str
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    DBCapacityReservationIdentifier: str
    DedicatedLogVolume: bool
    CACertificateIdentifier: str
    EngineLifecycleSupport: str
    AdditionalStorageVolumes: list[AdditionalStorageVolume]
    TagSpecifications: list[TagSpecification]
    ManageMasterUserPassword: bool
    MasterUserSecretKmsKeyId: str


class RestoreDBInstanceFromDBSnapshotResponse(TypedDict, total=False):
    DBInstance: DBInstance


class _RestoreDBInstanceFromS3RequestRequired(TypedDict):
    DBInstanceIdentifier: str
    DBInstanceClass: str
    Engine: str
    SourceEngine: str
    SourceEngineVersion: str
    S3BucketName: str
    S3IngestionRoleArn: str


class RestoreDBInstanceFromS3Request(_RestoreDBInstanceFromS3RequestRequired, total=False):
    DBName: str
    AllocatedStorage: int
    MasterUsername: str
    MasterUserPassword: str
    DBSecurityGroups: list[str]
    VpcSecurityGroupIds: list[str]
    AvailabilityZone: str
    DBSubnetGroupName: str
    PreferredMaintenanceWindow: str
    DBParameterGroupName: str
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    Port: int
    MultiAZ: bool
    EngineVersion: str
    AutoMinorVersionUpgrade: bool
    LicenseModel: str
    Iops: int
    StorageThroughput: int
    OptionGroupName: str
    PubliclyAccessible: bool
    Tags: list[Tag]
    StorageType: str
    StorageEncrypted: bool
    KmsKeyId: str
    CopyTagsToSnapshot: bool
    MonitoringInterval: int
    MonitoringRoleArn: str
    EnableIAMDatabaseAuthentication: bool
    S3Prefix: str
    DatabaseInsightsMode: str
    EnablePerformanceInsights: bool
    PerformanceInsightsKMSKeyId: str
    PerformanceInsightsRetentionPeriod: int
    EnableCloudwatchLogsExports: list[str]
    ProcessorFeatures: list[ProcessorFeature]
    UseDefaultProcessorFeatures: bool
    DeletionProtection: bool
    MaxAllocatedStorage: int
    NetworkType: str
    ManageMasterUserPassword: bool
    MasterUserSecretKmsKeyId: str
    DBCapacityReservationIdentifier: str
    DedicatedLogVolume: bool
    CACertificateIdentifier: str
    EngineLifecycleSupport: str
    AdditionalStorageVolumes: list[AdditionalStorageVolume]
    TagSpecifications: list[TagSpecification]


class RestoreDBInstanceFromS3Response(TypedDict, total=False):
    DBInstance: DBInstance


class _RestoreDBInstanceToPointInTimeRequestRequired(TypedDict):
    TargetDBInstanceIdentifier: str


class RestoreDBInstanceToPointInTimeRequest(_RestoreDBInstanceToPointInTimeRequestRequired, total=False):
    SourceDBInstanceIdentifier: str
    RestoreTime: datetime
    UseLatestRestorableTime: bool
    DBInstanceClass: str
    Port: int
    AvailabilityZone: str
    DBSubnetGroupName: str
    MultiAZ: bool
    PubliclyAccessible: bool
    AutoMinorVersionUpgrade: bool
    LicenseModel: str
    DBName: str
    Engine: str
    Iops: int
    StorageThroughput: int
    OptionGroupName: str
    CopyTagsToSnapshot: bool
    Tags: list[Tag]
    StorageType: str
    TdeCredentialArn: str
    TdeCredentialPassword: str
    VpcSecurityGroupIds: list[str]
    Domain: str
    DomainIAMRoleName: str
    DomainFqdn: str
    DomainOu: str
    DomainAuthSecretArn: str
    DomainDnsIps: list[str]
    EnableIAMDatabaseAuthentication: bool
    EnableCloudwatchLogsExports: list[str]
    ProcessorFeatures: list[ProcessorFeature]
    UseDefaultProcessorFeatures: bool
    DBParameterGroupName: str
    DeletionProtection: bool
    SourceDbiResourceId: str
    MaxAllocatedStorage: int
    EnableCustomerOwnedIp: bool
    NetworkType: str
    SourceDBInstanceAutomatedBackupsArn: str
    BackupTarget: str
    CustomIamInstanceProfile: str
    AllocatedStorage: int
    BackupRetentionPeriod: int
    PreferredBackupWindow: str
    DBCapacityReservationIdentifier: str
    DedicatedLogVolume: bool
    CACertificateIdentifier: str
    EngineLifecycleSupport: str
    AdditionalStorageVolumes: list[AdditionalStorageVolume]
    TagSpecifications: list[TagSpecification]
    ManageMasterUserPassword: bool
    MasterUserSecretKmsKeyId: str


class RestoreDBInstanceToPointInTimeResponse(TypedDict, total=False):
    DBInstance: DBInstance


class RestoreWindow(TypedDict, total=False):
    EarliestTime: datetime
    LatestTime: datetime


class _RevokeDBSecurityGroupIngressRequestRequired(TypedDict):
    DBSecurityGroupName: str


class RevokeDBSecurityGroupIngressRequest(_RevokeDBSecurityGroupIngressRequestRequired, total=False):
    CIDRIP: str
    EC2SecurityGroupName: str
    EC2SecurityGroupId: str
    EC2SecurityGroupOwnerId: str


class RevokeDBSecurityGroupIngressResponse(TypedDict, total=False):
    DBSecurityGroup: DBSecurityGroup


class ScalarReferenceDetails(TypedDict, total=False):
    Value: float


class ScalingConfiguration(TypedDict, total=False):
    MinCapacity: int
    MaxCapacity: int
    AutoPause: bool
    SecondsUntilAutoPause: int
    TimeoutAction: str
    SecondsBeforeTimeout: int


class ScalingConfigurationInfo(TypedDict, total=False):
    MinCapacity: int
    MaxCapacity: int
    AutoPause: bool
    SecondsUntilAutoPause: int
    TimeoutAction: str
    SecondsBeforeTimeout: int


class ServerlessV2FeaturesSupport(TypedDict, total=False):
    MinCapacity: float
    MaxCapacity: float


class ServerlessV2PlatformVersionInfo(TypedDict, total=False):
    ServerlessV2PlatformVersion: str
    ServerlessV2PlatformVersionDescription: str
    Engine: str
    ServerlessV2FeaturesSupport: ServerlessV2FeaturesSupport
    Status: str
    IsDefault: bool


class ServerlessV2ScalingConfiguration(TypedDict, total=False):
    MinCapacity: float
    MaxCapacity: float
    SecondsUntilAutoPause: int


class ServerlessV2ScalingConfigurationInfo(TypedDict, total=False):
    MinCapacity: float
    MaxCapacity: float
    SecondsUntilAutoPause: int


class SourceRegion(TypedDict, total=False):
    RegionName: str
    Endpoint: str
    Status: str
    SupportsDBInstanceAutomatedBackupsReplication: bool


class _StartActivityStreamRequestRequired(TypedDict):
    ResourceArn: str
    Mode: str
    KmsKeyId: str


class StartActivityStreamRequest(_StartActivityStreamRequestRequired, total=False):
    ApplyImmediately: bool
    EngineNativeAuditFieldsIncluded: bool


class StartActivityStreamResponse(TypedDict, total=False):
    KmsKeyId: str
    KinesisStreamName: str
    Status: str
    Mode: str
    EngineNativeAuditFieldsIncluded: bool
    ApplyImmediately: bool


class StartDBClusterRequest(TypedDict):
    DBClusterIdentifier: str


class StartDBClusterResponse(TypedDict, total=False):
    DBCluster: DBCluster


class _StartDBInstanceAutomatedBackupsReplicationRequestRequired(TypedDict):
    SourceDBInstanceArn: str


class StartDBInstanceAutomatedBackupsReplicationRequest(
    _StartDBInstanceAutomatedBackupsReplicationRequestRequired, total=False
):
    BackupRetentionPeriod: int
    KmsKeyId: str
    PreSignedUrl: str
    Tags: list[Tag]
    SourceRegion: str


class StartDBInstanceAutomatedBackupsReplicationResponse(TypedDict, total=False):
    DBInstanceAutomatedBackup: DBInstanceAutomatedBackup


class _StartDBInstanceRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class StartDBInstanceRequest(_StartDBInstanceRequestRequired, total=False):
    DBCapacityReservationIdentifier: str


class StartDBInstanceResponse(TypedDict, total=False):
    DBInstance: DBInstance


class _StartExportTaskRequestRequired(TypedDict):
    ExportTaskIdentifier: str
    SourceArn: str
    S3BucketName: str
    IamRoleArn: str
    KmsKeyId: str


class StartExportTaskRequest(_StartExportTaskRequestRequired, total=False):
    S3Prefix: str
    ExportOnly: list[str]


class _StopActivityStreamRequestRequired(TypedDict):
    ResourceArn: str


class StopActivityStreamRequest(_StopActivityStreamRequestRequired, total=False):
    ApplyImmediately: bool


class StopActivityStreamResponse(TypedDict, total=False):
    KmsKeyId: str
    KinesisStreamName: str
    Status: str


class StopDBClusterRequest(TypedDict):
    DBClusterIdentifier: str


class StopDBClusterResponse(TypedDict, total=False):
    DBCluster: DBCluster


class StopDBInstanceAutomatedBackupsReplicationRequest(TypedDict):
    SourceDBInstanceArn: str


class StopDBInstanceAutomatedBackupsReplicationResponse(TypedDict, total=False):
    DBInstanceAutomatedBackup: DBInstanceAutomatedBackup


class _StopDBInstanceRequestRequired(TypedDict):
    DBInstanceIdentifier: str


class StopDBInstanceRequest(_StopDBInstanceRequestRequired, total=False):
    DBSnapshotIdentifier: str
    DetachFromDBCapacityReservation: bool


class StopDBInstanceResponse(TypedDict, total=False):
    DBInstance: DBInstance


class Subnet(TypedDict, total=False):
    SubnetIdentifier: str
    SubnetAvailabilityZone: AvailabilityZone
    SubnetOutpost: Outpost
    SubnetStatus: str


class SupportedEngineLifecycle(TypedDict):
    LifecycleSupportName: str
    LifecycleSupportStartDate: datetime
    LifecycleSupportEndDate: datetime


class _SwitchoverBlueGreenDeploymentRequestRequired(TypedDict):
    BlueGreenDeploymentIdentifier: str


class SwitchoverBlueGreenDeploymentRequest(_SwitchoverBlueGreenDeploymentRequestRequired, total=False):
    SwitchoverTimeout: int


class SwitchoverBlueGreenDeploymentResponse(TypedDict, total=False):
    BlueGreenDeployment: BlueGreenDeployment


class SwitchoverDetail(TypedDict, total=False):
    SourceMember: str
    TargetMember: str
    Status: str


class SwitchoverGlobalClusterRequest(TypedDict):
    GlobalClusterIdentifier: str
    TargetDbClusterIdentifier: str


class SwitchoverGlobalClusterResponse(TypedDict, total=False):
    GlobalCluster: GlobalCluster


class SwitchoverReadReplicaRequest(TypedDict):
    DBInstanceIdentifier: str


class SwitchoverReadReplicaResponse(TypedDict, total=False):
    DBInstance: DBInstance


class Tag(TypedDict, total=False):
    Key: str
    Value: str


class TagSpecification(TypedDict, total=False):
    ResourceType: str
    Tags: list[Tag]


class TargetHealth(TypedDict, total=False):
    State: str
    Reason: str
    Description: str


class _TargetResourceConfigurationRequired(TypedDict):
    SourceArn: str


class TargetResourceConfiguration(_TargetResourceConfigurationRequired, total=False):
    TargetKmsKeyId: str


class TenantDatabase(TypedDict, total=False):
    TenantDatabaseCreateTime: datetime
    DBInstanceIdentifier: str
    TenantDBName: str
    Status: str
    MasterUsername: str
    DbiResourceId: str
    TenantDatabaseResourceId: str
    TenantDatabaseARN: str
    CharacterSetName: str
    NcharCharacterSetName: str
    DeletionProtection: bool
    PendingModifiedValues: TenantDatabasePendingModifiedValues
    MasterUserSecret: MasterUserSecret
    TagList: list[Tag]


class TenantDatabasePendingModifiedValues(TypedDict, total=False):
    MasterUserPassword: str
    TenantDBName: str


class Timezone(TypedDict, total=False):
    TimezoneName: str


class UpgradeTarget(TypedDict, total=False):
    Engine: str
    EngineVersion: str
    Description: str
    AutoUpgrade: bool
    IsMajorVersionUpgrade: bool
    SupportedEngineModes: list[str]
    SupportsParallelQuery: bool
    SupportsGlobalDatabases: bool
    SupportsBabelfish: bool
    SupportsLimitlessDatabase: bool
    SupportsLocalWriteForwarding: bool
    SupportsIntegrations: bool


class UserAuthConfig(TypedDict, total=False):
    Description: str
    UserName: str
    AuthScheme: str
    SecretArn: str
    IAMAuth: str
    ClientPasswordAuthType: str


class UserAuthConfigInfo(TypedDict, total=False):
    Description: str
    UserName: str
    AuthScheme: str
    SecretArn: str
    IAMAuth: str
    ClientPasswordAuthType: str


class ValidAdditionalStorageOptions(TypedDict, total=False):
    SupportsAdditionalStorageVolumes: bool
    Volumes: list[ValidVolumeOptions]


class ValidDBInstanceModificationsMessage(TypedDict, total=False):
    Storage: list[ValidStorageOptions]
    ValidProcessorFeatures: list[AvailableProcessorFeature]
    SupportsDedicatedLogVolume: bool
    AdditionalStorage: ValidAdditionalStorageOptions


class ValidStorageOptions(TypedDict, total=False):
    StorageType: str
    StorageSize: list[Range]
    ProvisionedIops: list[Range]
    IopsToStorageRatio: list[DoubleRange]
    ProvisionedStorageThroughput: list[Range]
    StorageThroughputToIopsRatio: list[DoubleRange]
    SupportsStorageAutoscaling: bool


class ValidVolumeOptions(TypedDict, total=False):
    VolumeName: str
    Storage: list[ValidStorageOptions]


class VpcSecurityGroupMembership(TypedDict, total=False):
    VpcSecurityGroupId: str
    Status: str


class AddRoleToDBClusterResponse(TypedDict, total=False):
    pass


class AddRoleToDBInstanceResponse(TypedDict, total=False):
    pass


class AddTagsToResourceResponse(TypedDict, total=False):
    pass


class DeleteDBClusterParameterGroupResponse(TypedDict, total=False):
    pass


class DeleteDBParameterGroupResponse(TypedDict, total=False):
    pass


class DeleteDBSecurityGroupResponse(TypedDict, total=False):
    pass


class DeleteDBSubnetGroupResponse(TypedDict, total=False):
    pass


class DeleteOptionGroupResponse(TypedDict, total=False):
    pass


class RemoveRoleFromDBClusterResponse(TypedDict, total=False):
    pass


class RemoveRoleFromDBInstanceResponse(TypedDict, total=False):
    pass


class RemoveTagsFromResourceResponse(TypedDict, total=False):
    pass


DeleteCustomDBEngineVersionResponse = CreateCustomDBEngineVersionResponse
DeleteDBClusterEndpointResponse = CreateDBClusterEndpointResponse
DeleteDBShardGroupResponse = CreateDBShardGroupResponse
DeleteIntegrationResponse = CreateIntegrationResponse
ModifyCustomDBEngineVersionResponse = CreateCustomDBEngineVersionResponse
ModifyDBClusterEndpointResponse = CreateDBClusterEndpointResponse
ModifyDBShardGroupResponse = CreateDBShardGroupResponse
ModifyIntegrationResponse = CreateIntegrationResponse
RebootDBShardGroupResponse = CreateDBShardGroupResponse
ResetDBClusterParameterGroupResponse = ModifyDBClusterParameterGroupResponse
ResetDBParameterGroupResponse = ModifyDBParameterGroupResponse
StartExportTaskResponse = CancelExportTaskResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddRoleToDBCluster",
    "AddRoleToDBInstance",
    "AddSourceIdentifierToSubscription",
    "AddTagsToResource",
    "ApplyPendingMaintenanceAction",
    "AuthorizeDBSecurityGroupIngress",
    "BacktrackDBCluster",
    "CancelDBCapacityReservation",
    "CancelExportTask",
    "CopyDBClusterParameterGroup",
    "CopyDBClusterSnapshot",
    "CopyDBParameterGroup",
    "CopyDBSnapshot",
    "CopyOptionGroup",
    "CreateBlueGreenDeployment",
    "CreateCustomDBEngineVersion",
    "CreateDBCapacityReservation",
    "CreateDBCluster",
    "CreateDBClusterEndpoint",
    "CreateDBClusterParameterGroup",
    "CreateDBClusterSnapshot",
    "CreateDBInstance",
    "CreateDBInstanceReadReplica",
    "CreateDBParameterGroup",
    "CreateDBProxy",
    "CreateDBProxyEndpoint",
    "CreateDBSecurityGroup",
    "CreateDBShardGroup",
    "CreateDBSnapshot",
    "CreateDBSubnetGroup",
    "CreateEventSubscription",
    "CreateGlobalCluster",
    "CreateIntegration",
    "CreateOptionGroup",
    "CreateTenantDatabase",
    "DeleteBlueGreenDeployment",
    "DeleteCustomDBEngineVersion",
    "DeleteDBCluster",
    "DeleteDBClusterAutomatedBackup",
    "DeleteDBClusterEndpoint",
    "DeleteDBClusterParameterGroup",
    "DeleteDBClusterSnapshot",
    "DeleteDBInstance",
    "DeleteDBInstanceAutomatedBackup",
    "DeleteDBParameterGroup",
    "DeleteDBProxy",
    "DeleteDBProxyEndpoint",
    "DeleteDBSecurityGroup",
    "DeleteDBShardGroup",
    "DeleteDBSnapshot",
    "DeleteDBSubnetGroup",
    "DeleteEventSubscription",
    "DeleteGlobalCluster",
    "DeleteIntegration",
    "DeleteOptionGroup",
    "DeleteTenantDatabase",
    "DeregisterDBProxyTargets",
    "DescribeAccountAttributes",
    "DescribeBlueGreenDeployments",
    "DescribeCertificates",
    "DescribeDBCapacityReservations",
    "DescribeDBClusterAutomatedBackups",
    "DescribeDBClusterBacktracks",
    "DescribeDBClusterEndpoints",
    "DescribeDBClusterParameterGroups",
    "DescribeDBClusterParameters",
    "DescribeDBClusterSnapshotAttributes",
    "DescribeDBClusterSnapshots",
    "DescribeDBClusters",
    "DescribeDBEngineVersions",
    "DescribeDBInstanceAutomatedBackups",
    "DescribeDBInstances",
    "DescribeDBLogFiles",
    "DescribeDBMajorEngineVersions",
    "DescribeDBParameterGroups",
    "DescribeDBParameters",
    "DescribeDBProxies",
    "DescribeDBProxyEndpoints",
    "DescribeDBProxyTargetGroups",
    "DescribeDBProxyTargets",
    "DescribeDBRecommendations",
    "DescribeDBSecurityGroups",
    "DescribeDBShardGroups",
    "DescribeDBSnapshotAttributes",
    "DescribeDBSnapshotTenantDatabases",
    "DescribeDBSnapshots",
    "DescribeDBSubnetGroups",
    "DescribeEngineDefaultClusterParameters",
    "DescribeEngineDefaultParameters",
    "DescribeEventCategories",
    "DescribeEventSubscriptions",
    "DescribeEvents",
    "DescribeExportTasks",
    "DescribeGlobalClusters",
    "DescribeIntegrations",
    "DescribeOptionGroupOptions",
    "DescribeOptionGroups",
    "DescribeOrderableDBInstanceOptions",
    "DescribePendingMaintenanceActions",
    "DescribeReservedDBInstances",
    "DescribeReservedDBInstancesOfferings",
    "DescribeServerlessV2PlatformVersions",
    "DescribeSourceRegions",
    "DescribeTenantDatabases",
    "DescribeValidDBInstanceModifications",
    "DisableHttpEndpoint",
    "DownloadDBLogFilePortion",
    "EnableHttpEndpoint",
    "FailoverDBCluster",
    "FailoverGlobalCluster",
    "ListTagsForResource",
    "ModifyActivityStream",
    "ModifyCertificates",
    "ModifyCurrentDBClusterCapacity",
    "ModifyCustomDBEngineVersion",
    "ModifyDBCapacityReservation",
    "ModifyDBCluster",
    "ModifyDBClusterEndpoint",
    "ModifyDBClusterParameterGroup",
    "ModifyDBClusterSnapshotAttribute",
    "ModifyDBInstance",
    "ModifyDBParameterGroup",
    "ModifyDBProxy",
    "ModifyDBProxyEndpoint",
    "ModifyDBProxyTargetGroup",
    "ModifyDBRecommendation",
    "ModifyDBShardGroup",
    "ModifyDBSnapshot",
    "ModifyDBSnapshotAttribute",
    "ModifyDBSubnetGroup",
    "ModifyEventSubscription",
    "ModifyGlobalCluster",
    "ModifyIntegration",
    "ModifyOptionGroup",
    "ModifyTenantDatabase",
    "PromoteReadReplica",
    "PromoteReadReplicaDBCluster",
    "PurchaseReservedDBInstancesOffering",
    "RebootDBCluster",
    "RebootDBInstance",
    "RebootDBShardGroup",
    "RegisterDBProxyTargets",
    "RemoveFromGlobalCluster",
    "RemoveRoleFromDBCluster",
    "RemoveRoleFromDBInstance",
    "RemoveSourceIdentifierFromSubscription",
    "RemoveTagsFromResource",
    "ResetDBClusterParameterGroup",
    "ResetDBParameterGroup",
    "RestoreDBClusterFromS3",
    "RestoreDBClusterFromSnapshot",
    "RestoreDBClusterToPointInTime",
    "RestoreDBInstanceFromDBSnapshot",
    "RestoreDBInstanceFromS3",
    "RestoreDBInstanceToPointInTime",
    "RevokeDBSecurityGroupIngress",
    "StartActivityStream",
    "StartDBCluster",
    "StartDBInstance",
    "StartDBInstanceAutomatedBackupsReplication",
    "StartExportTask",
    "StopActivityStream",
    "StopDBCluster",
    "StopDBInstance",
    "StopDBInstanceAutomatedBackupsReplication",
    "SwitchoverBlueGreenDeployment",
    "SwitchoverGlobalCluster",
    "SwitchoverReadReplica",
)
