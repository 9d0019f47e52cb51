"""Typed requests and responses of efs's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types efs`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class BackupPolicy(TypedDict):
    Status: str


class _CreateAccessPointRequestRequired(TypedDict):
    ClientToken: str
    FileSystemId: str


class CreateAccessPointRequest(_CreateAccessPointRequestRequired, total=False):
    Tags: list[Tag]
    PosixUser: PosixUser
    RootDirectory: RootDirectory


class CreateAccessPointResponse(TypedDict, total=False):
    ClientToken: str
    Name: str
    Tags: list[Tag]
    AccessPointId: str
    AccessPointArn: str
    FileSystemId: str
    PosixUser: PosixUser
    RootDirectory: RootDirectory
    OwnerId: str
    LifeCycleState: str


class _CreateFileSystemRequestRequired(TypedDict):
    CreationToken: str


class CreateFileSystemRequest(_CreateFileSystemRequestRequired, total=False):
    PerformanceMode: str
    Encrypted: bool
    KmsKeyId: str
    ThroughputMode: str
    ProvisionedThroughputInMibps: float
    AvailabilityZoneName: str
    Backup: bool
    Tags: list[Tag]


class _CreateFileSystemResponseRequired(TypedDict):
    OwnerId: str
    CreationToken: str
    FileSystemId: str
    CreationTime: datetime
    LifeCycleState: str
    NumberOfMountTargets: int
    SizeInBytes: FileSystemSize
    PerformanceMode: str
    Tags: list[Tag]


class CreateFileSystemResponse(_CreateFileSystemResponseRequired, total=False):
    FileSystemArn: str
    Name: str
    Encrypted: bool
    KmsKeyId: str
    ThroughputMode: str
    ProvisionedThroughputInMibps: float
    AvailabilityZoneName: str
    AvailabilityZoneId: str
    FileSystemProtection: UpdateFileSystemProtectionResponse


class _CreateMountTargetRequestRequired(TypedDict):
    FileSystemId: str
    SubnetId: str


class CreateMountTargetRequest(_CreateMountTargetRequestRequired, total=False):
    IpAddress: str
    Ipv6Address: str
    IpAddressType: str
    SecurityGroups: list[str]


class _CreateMountTargetResponseRequired(TypedDict):
    MountTargetId: str
    FileSystemId: str
    SubnetId: str
    LifeCycleState: str


class CreateMountTargetResponse(_CreateMountTargetResponseRequired, total=False):
    OwnerId: str
    IpAddress: str
    Ipv6Address: str
    NetworkInterfaceId: str
    AvailabilityZoneId: str
    AvailabilityZoneName: str
    VpcId: str


class CreateReplicationConfigurationRequest(TypedDict):
    SourceFileSystemId: str
    Destinations: list[DestinationToCreate]


class _CreateReplicationConfigurationResponseRequired(TypedDict):
    SourceFileSystemId: str
    SourceFileSystemRegion: str
    SourceFileSystemArn: str
    OriginalSourceFileSystemArn: str
    CreationTime: datetime
    Destinations: list[Destination]


class CreateReplicationConfigurationResponse(_CreateReplicationConfigurationResponseRequired, total=False):
    SourceFileSystemOwnerId: str


class CreateTagsRequest(TypedDict):
    FileSystemId: str
    Tags: list[Tag]


class CreationInfo(TypedDict):
    OwnerUid: int
    OwnerGid: int
    Permissions: str


class DeleteAccessPointRequest(TypedDict):
    AccessPointId: str


class DeleteFileSystemPolicyRequest(TypedDict):
    FileSystemId: str


class DeleteFileSystemRequest(TypedDict):
    FileSystemId: str


class DeleteMountTargetRequest(TypedDict):
    MountTargetId: str


class _DeleteReplicationConfigurationRequestRequired(TypedDict):
    SourceFileSystemId: str


class DeleteReplicationConfigurationRequest(_DeleteReplicationConfigurationRequestRequired, total=False):
    DeletionMode: str


class DeleteTagsRequest(TypedDict):
    FileSystemId: str
    TagKeys: list[str]


class DescribeAccessPointsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    AccessPointId: str
    FileSystemId: str


class DescribeAccessPointsResponse(TypedDict, total=False):
    AccessPoints: list[CreateAccessPointResponse]
    NextToken: str


class DescribeAccountPreferencesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class DescribeAccountPreferencesResponse(TypedDict, total=False):
    ResourceIdPreference: ResourceIdPreference
    NextToken: str


class DescribeBackupPolicyRequest(TypedDict):
    FileSystemId: str


class DescribeBackupPolicyResponse(TypedDict, total=False):
    BackupPolicy: BackupPolicy


class DescribeFileSystemPolicyRequest(TypedDict):
    FileSystemId: str


class DescribeFileSystemPolicyResponse(TypedDict, total=False):
    FileSystemId: str
    Policy: str


class DescribeFileSystemsRequest(TypedDict, total=False):
    MaxItems: int
    Marker: str
    CreationToken: str
    FileSystemId: str


class DescribeFileSystemsResponse(TypedDict, total=False):
    Marker: str
    FileSystems: list[CreateFileSystemResponse]
    NextMarker: str


class DescribeLifecycleConfigurationRequest(TypedDict):
    FileSystemId: str


class DescribeLifecycleConfigurationResponse(TypedDict, total=False):
    LifecyclePolicies: list[LifecyclePolicy]


class DescribeMountTargetSecurityGroupsRequest(TypedDict):
    MountTargetId: str


class DescribeMountTargetSecurityGroupsResponse(TypedDict):
    SecurityGroups: list[str]


class DescribeMountTargetsRequest(TypedDict, total=False):
    MaxItems: int
    Marker: str
    FileSystemId: str
    MountTargetId: str
    AccessPointId: str


class DescribeMountTargetsResponse(TypedDict, total=False):
    Marker: str
    MountTargets: list[CreateMountTargetResponse]
    NextMarker: str


class DescribeReplicationConfigurationsRequest(TypedDict, total=False):
    FileSystemId: str
    NextToken: str
    MaxResults: int


class DescribeReplicationConfigurationsResponse(TypedDict, total=False):
    Replications: list[CreateReplicationConfigurationResponse]
    NextToken: str


class _DescribeTagsRequestRequired(TypedDict):
    FileSystemId: str


class DescribeTagsRequest(_DescribeTagsRequestRequired, total=False):
    MaxItems: int
    Marker: str


class _DescribeTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class DescribeTagsResponse(_DescribeTagsResponseRequired, total=False):
    Marker: str
    NextMarker: str


class _DestinationRequired(TypedDict):
    Status: str
    FileSystemId: str
    Region: str


class Destination(_DestinationRequired, total=False):
    LastReplicatedTimestamp: datetime
    OwnerId: str
    StatusMessage: str
    RoleArn: str


class DestinationToCreate(TypedDict, total=False):
    Region: str
    AvailabilityZoneName: str
    KmsKeyId: str
    FileSystemId: str
    RoleArn: str


class _FileSystemSizeRequired(TypedDict):
    Value: int


class FileSystemSize(_FileSystemSizeRequired, total=False):
    Timestamp: datetime
    ValueInIA: int
    ValueInStandard: int
    ValueInArchive: int


class LifecyclePolicy(TypedDict, total=False):
    TransitionToIA: str
    TransitionToPrimaryStorageClass: str
    TransitionToArchive: str


class _ListTagsForResourceRequestRequired(TypedDict):
    ResourceId: str


class ListTagsForResourceRequest(_ListTagsForResourceRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: list[Tag]
    NextToken: str


class _ModifyMountTargetSecurityGroupsRequestRequired(TypedDict):
    MountTargetId: str


class ModifyMountTargetSecurityGroupsRequest(_ModifyMountTargetSecurityGroupsRequestRequired, total=False):
    SecurityGroups: list[str]


class _PosixUserRequired(TypedDict):
    Uid: int
    Gid: int


class PosixUser(_PosixUserRequired, total=False):
    SecondaryGids: list[int]


class PutAccountPreferencesRequest(TypedDict):
    ResourceIdType: str


class PutAccountPreferencesResponse(TypedDict, total=False):
    ResourceIdPreference: ResourceIdPreference


class PutBackupPolicyRequest(TypedDict):
    FileSystemId: str
    BackupPolicy: BackupPolicy


class _PutFileSystemPolicyRequestRequired(TypedDict):
    FileSystemId: str
    Policy: str


class PutFileSystemPolicyRequest(_PutFileSystemPolicyRequestRequired, total=False):
    BypassPolicyLockoutSafetyCheck: bool


class PutLifecycleConfigurationRequest(TypedDict):
    FileSystemId: str
    LifecyclePolicies: list[LifecyclePolicy]


class ResourceIdPreference(TypedDict, total=False):
    ResourceIdType: str
    Resources: list[str]


class RootDirectory(TypedDict, total=False):
    Path: str
    CreationInfo: CreationInfo


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    ResourceId: str
    Tags: list[Tag]


class UntagResourceRequest(TypedDict):
    ResourceId: str
    TagKeys: list[str]


class _UpdateFileSystemProtectionRequestRequired(TypedDict):
    FileSystemId: str


class UpdateFileSystemProtectionRequest(_UpdateFileSystemProtectionRequestRequired, total=False):
    ReplicationOverwriteProtection: str


class UpdateFileSystemProtectionResponse(TypedDict, total=False):
    ReplicationOverwriteProtection: str


class _UpdateFileSystemRequestRequired(TypedDict):
    FileSystemId: str


class UpdateFileSystemRequest(_UpdateFileSystemRequestRequired, total=False):
    ThroughputMode: str
    ProvisionedThroughputInMibps: float


class CreateTagsResponse(TypedDict, total=False):
    pass


class DeleteAccessPointResponse(TypedDict, total=False):
    pass


class DeleteFileSystemPolicyResponse(TypedDict, total=False):
    pass


class DeleteFileSystemResponse(TypedDict, total=False):
    pass


class DeleteMountTargetResponse(TypedDict, total=False):
    pass


class DeleteReplicationConfigurationResponse(TypedDict, total=False):
    pass


class DeleteTagsResponse(TypedDict, total=False):
    pass


class ModifyMountTargetSecurityGroupsResponse(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


PutBackupPolicyResponse = DescribeBackupPolicyResponse
PutFileSystemPolicyResponse = DescribeFileSystemPolicyResponse
PutLifecycleConfigurationResponse = DescribeLifecycleConfigurationResponse
UpdateFileSystemResponse = CreateFileSystemResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateAccessPoint",
    "CreateFileSystem",
    "CreateMountTarget",
    "CreateReplicationConfiguration",
    "CreateTags",
    "DeleteAccessPoint",
    "DeleteFileSystem",
    "DeleteFileSystemPolicy",
    "DeleteMountTarget",
    "DeleteReplicationConfiguration",
    "DeleteTags",
    "DescribeAccessPoints",
    "DescribeAccountPreferences",
    "DescribeBackupPolicy",
    "DescribeFileSystemPolicy",
    "DescribeFileSystems",
    "DescribeLifecycleConfiguration",
    "DescribeMountTargetSecurityGroups",
    "DescribeMountTargets",
    "DescribeReplicationConfigurations",
    "DescribeTags",
    "ListTagsForResource",
    "ModifyMountTargetSecurityGroups",
    "PutAccountPreferences",
    "PutBackupPolicy",
    "PutFileSystemPolicy",
    "PutLifecycleConfiguration",
    "TagResource",
    "UntagResource",
    "UpdateFileSystem",
    "UpdateFileSystemProtection",
)
