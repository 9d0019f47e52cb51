"""Typed requests and responses of mq's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types mq`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class ActionRequired(TypedDict, total=False):
    ActionRequiredCode: str
    ActionRequiredInfo: str


class AvailabilityZone(TypedDict, total=False):
    Name: str


class BrokerEngineType(TypedDict, total=False):
    EngineType: str
    EngineVersions: list[EngineVersion]


class BrokerInstance(TypedDict, total=False):
    ConsoleURL: str
    Endpoints: list[str]
    IpAddress: str


class BrokerInstanceOption(TypedDict, total=False):
    AvailabilityZones: list[AvailabilityZone]
    EngineType: str
    HostInstanceType: str
    StorageType: str
    SupportedDeploymentModes: list[str]
    SupportedEngineVersions: list[str]


class _BrokerSummaryRequired(TypedDict):
    DeploymentMode: str
    EngineType: str


class BrokerSummary(_BrokerSummaryRequired, total=False):
    BrokerArn: str
    BrokerId: str
    BrokerName: str
    BrokerState: str
    Created: datetime
    HostInstanceType: str


class _ConfigurationRequired(TypedDict):
    Description: str
    EngineVersion: str
    LatestRevision: ConfigurationRevision
    AuthenticationStrategy: str
    EngineType: str
    Id: str
    Arn: str
    Name: str
    Created: datetime


class Configuration(_ConfigurationRequired, total=False):
    Tags: dict[str, str]


class _ConfigurationIdRequired(TypedDict):
    Id: str


class ConfigurationId(_ConfigurationIdRequired, total=False):
    Revision: int


class _ConfigurationRevisionRequired(TypedDict):
    Revision: int
    Created: datetime


class ConfigurationRevision(_ConfigurationRevisionRequired, total=False):
    Description: str


class Configurations(TypedDict, total=False):
    Current: ConfigurationId
    History: list[ConfigurationId]
    Pending: ConfigurationId


class _CreateBrokerRequestRequired(TypedDict):
    HostInstanceType: str
    BrokerName: str
    DeploymentMode: str
    EngineType: str
    PubliclyAccessible: bool


class CreateBrokerRequest(_CreateBrokerRequestRequired, total=False):
    AuthenticationStrategy: str
    AutoMinorVersionUpgrade: bool
    Configuration: ConfigurationId
    CreatorRequestId: str
    EncryptionOptions: EncryptionOptions
    EngineVersion: str
    LdapServerMetadata: LdapServerMetadataInput
    Logs: Logs
    MaintenanceWindowStartTime: WeeklyStartTime
    SecurityGroups: list[str]
    StorageSize: int
    StorageType: str
    SubnetIds: list[str]
    Tags: dict[str, str]
    Users: list[User]
    DataReplicationMode: str
    DataReplicationPrimaryBrokerArn: str


class CreateBrokerResponse(TypedDict, total=False):
    BrokerArn: str
    BrokerId: str


class _CreateConfigurationRequestRequired(TypedDict):
    EngineType: str
    Name: str


class CreateConfigurationRequest(_CreateConfigurationRequestRequired, total=False):
    AuthenticationStrategy: str
    EngineVersion: str
    Tags: dict[str, str]


class CreateConfigurationResponse(TypedDict, total=False):
    Arn: str
    AuthenticationStrategy: str
    Created: datetime
    Id: str
    LatestRevision: ConfigurationRevision
    Name: str


class _CreateTagsRequestRequired(TypedDict):
    ResourceArn: str


class CreateTagsRequest(_CreateTagsRequestRequired, total=False):
    Tags: dict[str, str]


class _CreateUserRequestRequired(TypedDict):
    Username: str
    BrokerId: str
    Password: str


class CreateUserRequest(_CreateUserRequestRequired, total=False):
    ConsoleAccess: bool
    Groups: list[str]
    ReplicationUser: bool


class CreateUserResponse(TypedDict, total=False):
    pass


class DataReplicationCounterpart(TypedDict):
    BrokerId: str
    Region: str


class _DataReplicationMetadataOutputRequired(TypedDict):
    DataReplicationRole: str


class DataReplicationMetadataOutput(_DataReplicationMetadataOutputRequired, total=False):
    DataReplicationCounterpart: DataReplicationCounterpart


class DeleteBrokerRequest(TypedDict):
    BrokerId: str


class DeleteBrokerResponse(TypedDict, total=False):
    BrokerId: str


class DeleteConfigurationRequest(TypedDict):
    ConfigurationId: str


class DeleteConfigurationResponse(TypedDict, total=False):
    ConfigurationId: str


class DeleteTagsRequest(TypedDict):
    TagKeys: list[str]
    ResourceArn: str


class DeleteUserRequest(TypedDict):
    Username: str
    BrokerId: str


class DeleteUserResponse(TypedDict, total=False):
    pass


class DescribeBrokerEngineTypesRequest(TypedDict, total=False):
    EngineType: str
    MaxResults: int
    NextToken: str


class DescribeBrokerEngineTypesResponse(TypedDict, total=False):
    BrokerEngineTypes: list[BrokerEngineType]
    MaxResults: int
    NextToken: str


class DescribeBrokerInstanceOptionsRequest(TypedDict, total=False):
    EngineType: str
    HostInstanceType: str
    MaxResults: int
    NextToken: str
    StorageType: str


class DescribeBrokerInstanceOptionsResponse(TypedDict, total=False):
    BrokerInstanceOptions: list[BrokerInstanceOption]
    MaxResults: int
    NextToken: str


class DescribeBrokerRequest(TypedDict):
    BrokerId: str


class DescribeBrokerResponse(TypedDict, total=False):
    ActionsRequired: list[ActionRequired]
    AuthenticationStrategy: str
    AutoMinorVersionUpgrade: bool
    BrokerArn: str
    BrokerId: str
    BrokerInstances: list[BrokerInstance]
    BrokerName: str
    BrokerState: str
    Configurations: Configurations
    Created: datetime
    DeploymentMode: str
    EncryptionOptions: EncryptionOptions
    EngineType: str
    EngineVersion: str
    HostInstanceType: str
    LdapServerMetadata: LdapServerMetadataOutput
    Logs: LogsSummary
    MaintenanceWindowStartTime: WeeklyStartTime
    PendingAuthenticationStrategy: str
    PendingEngineVersion: str
    PendingHostInstanceType: str
    PendingLdapServerMetadata: LdapServerMetadataOutput
    PendingSecurityGroups: list[str]
    PendingStorageSize: int
    PubliclyAccessible: bool
    SecurityGroups: list[str]
    StorageSize: int
    StorageType: str
    SubnetIds: list[str]
    Tags: dict[str, str]
    Users: list[UserSummary]
    DataReplicationMetadata: DataReplicationMetadataOutput
    DataReplicationMode: str
    PendingDataReplicationMetadata: DataReplicationMetadataOutput
    PendingDataReplicationMode: str


class DescribeConfigurationRequest(TypedDict):
    ConfigurationId: str


class DescribeConfigurationResponse(TypedDict, total=False):
    Arn: str
    AuthenticationStrategy: str
    Created: datetime
    Description: str
    EngineType: str
    EngineVersion: str
    Id: str
    LatestRevision: ConfigurationRevision
    Name: str
    Tags: dict[str, str]


class DescribeConfigurationRevisionRequest(TypedDict):
    ConfigurationRevision: str
    ConfigurationId: str


class DescribeConfigurationRevisionResponse(TypedDict, total=False):
    ConfigurationId: str
    Created: datetime
    Data: str
    Description: str


class _DescribeSharedResourcesRequestRequired(TypedDict):
    BrokerId: str


class DescribeSharedResourcesRequest(_DescribeSharedResourcesRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class DescribeSharedResourcesResponse(TypedDict, total=False):
    NextToken: str
    SharedResources: list[SharedResource]


class DescribeUserRequest(TypedDict):
    Username: str
    BrokerId: str


class DescribeUserResponse(TypedDict, total=False):
    BrokerId: str
    ConsoleAccess: bool
    Groups: list[str]
    Pending: UserPendingChanges
    Username: str
    ReplicationUser: bool


class _EncryptionOptionsRequired(TypedDict):
    UseAwsOwnedKey: bool


class EncryptionOptions(_EncryptionOptionsRequired, total=False):
    KmsKeyId: str


class EngineVersion(TypedDict, total=False):
    Name: str


class _LdapServerMetadataInputRequired(TypedDict):
    Hosts: list[str]
    UserSearchMatching: str
    UserBase: str
    RoleSearchMatching: str
    ServiceAccountUsername: str
    RoleBase: str
    ServiceAccountPassword: str


class LdapServerMetadataInput(_LdapServerMetadataInputRequired, total=False):
    RoleName: str
    RoleSearchSubtree: bool
    UserRoleName: str
    UserSearchSubtree: bool


class _LdapServerMetadataOutputRequired(TypedDict):
    Hosts: list[str]
    UserSearchMatching: str
    UserBase: str
    RoleSearchMatching: str
    ServiceAccountUsername: str
    RoleBase: str


class LdapServerMetadataOutput(_LdapServerMetadataOutputRequired, total=False):
    RoleName: str
    RoleSearchSubtree: bool
    UserRoleName: str
    UserSearchSubtree: bool


class ListBrokersRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListBrokersResponse(TypedDict, total=False):
    BrokerSummaries: list[BrokerSummary]
    NextToken: str


class _ListConfigurationRevisionsRequestRequired(TypedDict):
    ConfigurationId: str


class ListConfigurationRevisionsRequest(_ListConfigurationRevisionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListConfigurationRevisionsResponse(TypedDict, total=False):
    ConfigurationId: str
    MaxResults: int
    NextToken: str
    Revisions: list[ConfigurationRevision]


class ListConfigurationsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListConfigurationsResponse(TypedDict, total=False):
    Configurations: list[Configuration]
    MaxResults: int
    NextToken: str


class ListTagsRequest(TypedDict):
    ResourceArn: str


class ListTagsResponse(TypedDict, total=False):
    Tags: dict[str, str]


class _ListUsersRequestRequired(TypedDict):
    BrokerId: str


class ListUsersRequest(_ListUsersRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListUsersResponse(TypedDict, total=False):
    BrokerId: str
    MaxResults: int
    NextToken: str
    Users: list[UserSummary]


class Logs(TypedDict, total=False):
    Audit: bool
    General: bool


class _LogsSummaryRequired(TypedDict):
    GeneralLogGroup: str
    General: bool


class LogsSummary(_LogsSummaryRequired, total=False):
    Audit: bool
    AuditLogGroup: str
    Pending: PendingLogs


class PendingLogs(TypedDict, total=False):
    Audit: bool
    General: bool


class PromoteRequest(TypedDict):
    BrokerId: str
    Mode: str


class PromoteResponse(TypedDict, total=False):
    BrokerId: str


class RebootBrokerRequest(TypedDict):
    BrokerId: str


class RebootBrokerResponse(TypedDict, total=False):
    pass


class _SanitizationWarningRequired(TypedDict):
    Reason: str


class SanitizationWarning(_SanitizationWarningRequired, total=False):
    AttributeName: str
    ElementName: str


class _SharedResourceRequired(TypedDict):
    Status: str
    ResourceArn: str
    Type: str


class SharedResource(_SharedResourceRequired, total=False):
    DnsNames: list[str]
    Error: SharedResourceError
    ResourceShareArns: list[str]


class SharedResourceError(TypedDict):
    Message: str
    Code: str


class _UpdateBrokerRequestRequired(TypedDict):
    BrokerId: str


class UpdateBrokerRequest(_UpdateBrokerRequestRequired, total=False):
    AuthenticationStrategy: str
    AutoMinorVersionUpgrade: bool
    Configuration: ConfigurationId
    EngineVersion: str
    HostInstanceType: str
    LdapServerMetadata: LdapServerMetadataInput
    Logs: Logs
    MaintenanceWindowStartTime: WeeklyStartTime
    ResourceShareArns: list[str]
    SecurityGroups: list[str]
    StorageSize: int
    DataReplicationMode: str


class UpdateBrokerResponse(TypedDict, total=False):
    AuthenticationStrategy: str
    AutoMinorVersionUpgrade: bool
    BrokerId: str
    Configuration: ConfigurationId
    EngineVersion: str
    HostInstanceType: str
    LdapServerMetadata: LdapServerMetadataOutput
    Logs: Logs
    MaintenanceWindowStartTime: WeeklyStartTime
    ResourceShareArns: list[str]
    SecurityGroups: list[str]
    DataReplicationMetadata: DataReplicationMetadataOutput
    DataReplicationMode: str
    PendingDataReplicationMetadata: DataReplicationMetadataOutput
    PendingDataReplicationMode: str
    StorageSize: int


class _UpdateConfigurationRequestRequired(TypedDict):
    ConfigurationId: str
    Data: str


class UpdateConfigurationRequest(_UpdateConfigurationRequestRequired, total=False):
    Description: str


class UpdateConfigurationResponse(TypedDict, total=False):
    Arn: str
    Created: datetime
    Id: str
    LatestRevision: ConfigurationRevision
    Name: str
    Warnings: list[SanitizationWarning]


class _UpdateUserRequestRequired(TypedDict):
    Username: str
    BrokerId: str


class UpdateUserRequest(_UpdateUserRequestRequired, total=False):
    ConsoleAccess: bool
    Groups: list[str]
    Password: str
    ReplicationUser: bool


class UpdateUserResponse(TypedDict, total=False):
    pass


class _UserRequired(TypedDict):
    Username: str
    Password: str


class User(_UserRequired, total=False):
    ConsoleAccess: bool
    Groups: list[str]
    ReplicationUser: bool


class _UserPendingChangesRequired(TypedDict):
    PendingChange: str


class UserPendingChanges(_UserPendingChangesRequired, total=False):
    ConsoleAccess: bool
    Groups: list[str]


class _UserSummaryRequired(TypedDict):
    Username: str


class UserSummary(_UserSummaryRequired, total=False):
    PendingChange: str


class _WeeklyStartTimeRequired(TypedDict):
    TimeOfDay: str
    DayOfWeek: str


class WeeklyStartTime(_WeeklyStartTimeRequired, total=False):
    TimeZone: str


class CreateTagsResponse(TypedDict, total=False):
    pass


class DeleteTagsResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateBroker",
    "CreateConfiguration",
    "CreateTags",
    "CreateUser",
    "DeleteBroker",
    "DeleteConfiguration",
    "DeleteTags",
    "DeleteUser",
    "DescribeBroker",
    "DescribeBrokerEngineTypes",
    "DescribeBrokerInstanceOptions",
    "DescribeConfiguration",
    "DescribeConfigurationRevision",
    "DescribeSharedResources",
    "DescribeUser",
    "ListBrokers",
    "ListConfigurationRevisions",
    "ListConfigurations",
    "ListTags",
    "ListUsers",
    "Promote",
    "RebootBroker",
    "UpdateBroker",
    "UpdateConfiguration",
    "UpdateUser",
)
