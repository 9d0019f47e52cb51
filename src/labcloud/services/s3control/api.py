"""Typed requests and responses of s3control's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types s3control`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AbortIncompleteMultipartUpload(TypedDict, total=False):
    DaysAfterInitiation: int


class AccessControlTranslation(TypedDict):
    Owner: str


class AccessGrantsLocationConfiguration(TypedDict, total=False):
    S3SubPrefix: str


class _AccessPointRequired(TypedDict):
    Name: str
    NetworkOrigin: str
    Bucket: str


class AccessPoint(_AccessPointRequired, total=False):
    VpcConfiguration: VpcConfiguration
    AccessPointArn: str
    Alias: str
    BucketAccountId: str
    DataSourceId: str
    DataSourceType: str


class _AccountLevelRequired(TypedDict):
    BucketLevel: BucketLevel


class AccountLevel(_AccountLevelRequired, total=False):
    ActivityMetrics: ActivityMetrics
    AdvancedCostOptimizationMetrics: AdvancedCostOptimizationMetrics
    AdvancedDataProtectionMetrics: AdvancedDataProtectionMetrics
    DetailedStatusCodesMetrics: DetailedStatusCodesMetrics
    AdvancedPerformanceMetrics: AdvancedPerformanceMetrics
    StorageLensGroupLevel: StorageLensGroupLevel


class ActivityMetrics(TypedDict, total=False):
    IsEnabled: bool


class AdvancedCostOptimizationMetrics(TypedDict, total=False):
    IsEnabled: bool


class AdvancedDataProtectionMetrics(TypedDict, total=False):
    IsEnabled: bool


class AdvancedPerformanceMetrics(TypedDict, total=False):
    IsEnabled: bool


class AssociateAccessGrantsIdentityCenterRequest(TypedDict):
    AccountId: str
    IdentityCenterArn: str


class AsyncErrorDetails(TypedDict, total=False):
    Code: str
    Message: str
    Resource: str
    RequestId: str


class AsyncOperation(TypedDict, total=False):
    CreationTime: datetime
    Operation: str
    RequestTokenARN: str
    RequestParameters: AsyncRequestParameters
    RequestStatus: str
    ResponseDetails: AsyncResponseDetails


class AsyncRequestParameters(TypedDict, total=False):
    CreateMultiRegionAccessPointRequest: CreateMultiRegionAccessPointInput
    DeleteMultiRegionAccessPointRequest: DeleteMultiRegionAccessPointInput
    PutMultiRegionAccessPointPolicyRequest: PutMultiRegionAccessPointPolicyInput


class AsyncResponseDetails(TypedDict, total=False):
    MultiRegionAccessPointDetails: MultiRegionAccessPointsAsyncResponse
    ErrorDetails: AsyncErrorDetails


class _AwsLambdaTransformationRequired(TypedDict):
    FunctionArn: str


class AwsLambdaTransformation(_AwsLambdaTransformationRequired, total=False):
    FunctionPayload: str


class BucketLevel(TypedDict, total=False):
    ActivityMetrics: ActivityMetrics
    PrefixLevel: PrefixLevel
    AdvancedCostOptimizationMetrics: AdvancedCostOptimizationMetrics
    AdvancedDataProtectionMetrics: AdvancedDataProtectionMetrics
    DetailedStatusCodesMetrics: DetailedStatusCodesMetrics
    AdvancedPerformanceMetrics: AdvancedPerformanceMetrics


class CloudWatchMetrics(TypedDict):
    IsEnabled: bool


class _CreateAccessGrantRequestRequired(TypedDict):
    AccountId: str
    AccessGrantsLocationId: str
    Grantee: Grantee
    Permission: str


class CreateAccessGrantRequest(_CreateAccessGrantRequestRequired, total=False):
    AccessGrantsLocationConfiguration: AccessGrantsLocationConfiguration
    ApplicationArn: str
    S3PrefixType: str
    Tags: list[Tag]


class CreateAccessGrantResponse(TypedDict, total=False):
    CreatedAt: datetime
    AccessGrantId: str
    AccessGrantArn: str
    Grantee: Grantee
    AccessGrantsLocationId: str
    AccessGrantsLocationConfiguration: AccessGrantsLocationConfiguration
    Permission: str
    ApplicationArn: str
    GrantScope: str


class _CreateAccessGrantsInstanceRequestRequired(TypedDict):
    AccountId: str


class CreateAccessGrantsInstanceRequest(_CreateAccessGrantsInstanceRequestRequired, total=False):
    IdentityCenterArn: str
    Tags: list[Tag]


class CreateAccessGrantsInstanceResponse(TypedDict, total=False):
    CreatedAt: datetime
    AccessGrantsInstanceId: str
    AccessGrantsInstanceArn: str
    IdentityCenterArn: str
    IdentityCenterInstanceArn: str
    IdentityCenterApplicationArn: str


class _CreateAccessGrantsLocationRequestRequired(TypedDict):
    AccountId: str
    LocationScope: str
    IAMRoleArn: str


class CreateAccessGrantsLocationRequest(_CreateAccessGrantsLocationRequestRequired, total=False):
    Tags: list[Tag]


class CreateAccessGrantsLocationResponse(TypedDict, total=False):
    CreatedAt: datetime
    AccessGrantsLocationId: str
    AccessGrantsLocationArn: str
    LocationScope: str
    IAMRoleArn: str


class CreateAccessPointForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str
    Configuration: ObjectLambdaConfiguration


class CreateAccessPointForObjectLambdaResponse(TypedDict, total=False):
    ObjectLambdaAccessPointArn: str
    Alias: ObjectLambdaAccessPointAlias


class _CreateAccessPointRequestRequired(TypedDict):
    AccountId: str
    Name: str
    Bucket: str


class CreateAccessPointRequest(_CreateAccessPointRequestRequired, total=False):
    VpcConfiguration: VpcConfiguration
    PublicAccessBlockConfiguration: PublicAccessBlockConfiguration
    BucketAccountId: str
    Scope: Scope
    Tags: list[Tag]


class CreateAccessPointResponse(TypedDict, total=False):
    AccessPointArn: str
    Alias: str


class CreateBucketConfiguration(TypedDict, total=False):
    LocationConstraint: str


class _CreateBucketRequestRequired(TypedDict):
    Bucket: str


class CreateBucketRequest(_CreateBucketRequestRequired, total=False):
    ACL: str
    CreateBucketConfiguration: CreateBucketConfiguration
    GrantFullControl: str
    GrantRead: str
    GrantReadACP: str
    GrantWrite: str
    GrantWriteACP: str
    ObjectLockEnabledForBucket: bool
    OutpostId: str


class CreateBucketResponse(TypedDict, total=False):
    Location: str
    BucketArn: str


class _CreateJobRequestRequired(TypedDict):
    AccountId: str
    Operation: JobOperation
    Report: JobReport
    ClientRequestToken: str
    Priority: int
    RoleArn: str


class CreateJobRequest(_CreateJobRequestRequired, total=False):
    ConfirmationRequired: bool
    Manifest: JobManifest
    Description: str
    Tags: list[S3Tag]
    ManifestGenerator: JobManifestGenerator


class CreateJobResponse(TypedDict, total=False):
    JobId: str


class _CreateMultiRegionAccessPointInputRequired(TypedDict):
    Name: str
    Regions: list[Region]


class CreateMultiRegionAccessPointInput(_CreateMultiRegionAccessPointInputRequired, total=False):
    PublicAccessBlock: PublicAccessBlockConfiguration


class CreateMultiRegionAccessPointRequest(TypedDict):
    AccountId: str
    ClientToken: str
    Details: CreateMultiRegionAccessPointInput


class CreateMultiRegionAccessPointResponse(TypedDict, total=False):
    RequestTokenARN: str


class _CreateStorageLensGroupRequestRequired(TypedDict):
    AccountId: str
    StorageLensGroup: StorageLensGroup


class CreateStorageLensGroupRequest(_CreateStorageLensGroupRequestRequired, total=False):
    Tags: list[Tag]


class Credentials(TypedDict, total=False):
    AccessKeyId: str
    SecretAccessKey: str
    SessionToken: str
    Expiration: datetime


class DSSEKMSFilter(TypedDict, total=False):
    KmsKeyArn: str


class DeleteAccessGrantRequest(TypedDict):
    AccountId: str
    AccessGrantId: str


class DeleteAccessGrantsInstanceRequest(TypedDict):
    AccountId: str


class DeleteAccessGrantsInstanceResourcePolicyRequest(TypedDict):
    AccountId: str


class DeleteAccessGrantsLocationRequest(TypedDict):
    AccountId: str
    AccessGrantsLocationId: str


class DeleteAccessPointForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str


class DeleteAccessPointPolicyForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str


class DeleteAccessPointPolicyRequest(TypedDict):
    AccountId: str
    Name: str


class DeleteAccessPointRequest(TypedDict):
    AccountId: str
    Name: str


class DeleteAccessPointScopeRequest(TypedDict):
    AccountId: str
    Name: str


class DeleteBucketLifecycleConfigurationRequest(TypedDict):
    AccountId: str
    Bucket: str


class DeleteBucketPolicyRequest(TypedDict):
    AccountId: str
    Bucket: str


class DeleteBucketReplicationRequest(TypedDict):
    AccountId: str
    Bucket: str


class DeleteBucketRequest(TypedDict):
    AccountId: str
    Bucket: str


class DeleteBucketTaggingRequest(TypedDict):
    AccountId: str
    Bucket: str


class DeleteJobTaggingRequest(TypedDict):
    AccountId: str
    JobId: str


class DeleteJobTaggingResponse(TypedDict, total=False):
    pass


class DeleteMarkerReplication(TypedDict):
    Status: str


class DeleteMultiRegionAccessPointInput(TypedDict):
    Name: str


class DeleteMultiRegionAccessPointRequest(TypedDict):
    AccountId: str
    ClientToken: str
    Details: DeleteMultiRegionAccessPointInput


class DeleteMultiRegionAccessPointResponse(TypedDict, total=False):
    RequestTokenARN: str


class DeletePublicAccessBlockRequest(TypedDict):
    AccountId: str


class DeleteStorageLensConfigurationRequest(TypedDict):
    ConfigId: str
    AccountId: str


class DeleteStorageLensConfigurationTaggingRequest(TypedDict):
    ConfigId: str
    AccountId: str


class DeleteStorageLensConfigurationTaggingResponse(TypedDict, total=False):
    pass


class DeleteStorageLensGroupRequest(TypedDict):
    Name: str
    AccountId: str


class DescribeJobRequest(TypedDict):
    AccountId: str
    JobId: str


class DescribeJobResponse(TypedDict, total=False):
    Job: JobDescriptor


class DescribeMultiRegionAccessPointOperationRequest(TypedDict):
    AccountId: str
    RequestTokenARN: str


class DescribeMultiRegionAccessPointOperationResponse(TypedDict, total=False):
    AsyncOperation: AsyncOperation


class _DestinationRequired(TypedDict):
    Bucket: str


class Destination(_DestinationRequired, total=False):
    Account: str
    ReplicationTime: ReplicationTime
    AccessControlTranslation: AccessControlTranslation
    EncryptionConfiguration: EncryptionConfiguration
    Metrics: Metrics
    StorageClass: str


class DetailedStatusCodesMetrics(TypedDict, total=False):
    IsEnabled: bool


class DissociateAccessGrantsIdentityCenterRequest(TypedDict):
    AccountId: str


class EncryptionConfiguration(TypedDict, total=False):
    ReplicaKmsKeyID: str


class EstablishedMultiRegionAccessPointPolicy(TypedDict, total=False):
    Policy: str


class Exclude(TypedDict, total=False):
    Buckets: list[str]
    Regions: list[str]


class ExistingObjectReplication(TypedDict):
    Status: str


class GeneratedManifestEncryption(TypedDict, total=False):
    SSES3: SSES3Encryption
    SSEKMS: SSEKMSEncryption


class GetAccessGrantRequest(TypedDict):
    AccountId: str
    AccessGrantId: str


class GetAccessGrantResponse(TypedDict, total=False):
    CreatedAt: datetime
    AccessGrantId: str
    AccessGrantArn: str
    Grantee: Grantee
    Permission: str
    AccessGrantsLocationId: str
    AccessGrantsLocationConfiguration: AccessGrantsLocationConfiguration
    GrantScope: str
    ApplicationArn: str


class GetAccessGrantsInstanceForPrefixRequest(TypedDict):
    AccountId: str
    S3Prefix: str


class GetAccessGrantsInstanceForPrefixResponse(TypedDict, total=False):
    AccessGrantsInstanceArn: str
    AccessGrantsInstanceId: str


class GetAccessGrantsInstanceRequest(TypedDict):
    AccountId: str


class GetAccessGrantsInstanceResourcePolicyRequest(TypedDict):
    AccountId: str


class GetAccessGrantsInstanceResourcePolicyResponse(TypedDict, total=False):
    Policy: str
    Organization: str
    CreatedAt: datetime


class GetAccessGrantsInstanceResponse(TypedDict, total=False):
    AccessGrantsInstanceArn: str
    AccessGrantsInstanceId: str
    IdentityCenterArn: str
    IdentityCenterInstanceArn: str
    IdentityCenterApplicationArn: str
    CreatedAt: datetime


class GetAccessGrantsLocationRequest(TypedDict):
    AccountId: str
    AccessGrantsLocationId: str


class GetAccessGrantsLocationResponse(TypedDict, total=False):
    CreatedAt: datetime
    AccessGrantsLocationId: str
    AccessGrantsLocationArn: str
    LocationScope: str
    IAMRoleArn: str


class GetAccessPointConfigurationForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str


class GetAccessPointConfigurationForObjectLambdaResponse(TypedDict, total=False):
    Configuration: ObjectLambdaConfiguration


class GetAccessPointForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str


class GetAccessPointForObjectLambdaResponse(TypedDict, total=False):
    Name: str
    PublicAccessBlockConfiguration: PublicAccessBlockConfiguration
    CreationDate: datetime
    Alias: ObjectLambdaAccessPointAlias


class GetAccessPointPolicyForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str


class GetAccessPointPolicyForObjectLambdaResponse(TypedDict, total=False):
    Policy: str


class GetAccessPointPolicyRequest(TypedDict):
    AccountId: str
    Name: str


class GetAccessPointPolicyResponse(TypedDict, total=False):
    Policy: str


class GetAccessPointPolicyStatusForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str


class GetAccessPointPolicyStatusForObjectLambdaResponse(TypedDict, total=False):
    PolicyStatus: PolicyStatus


class GetAccessPointPolicyStatusRequest(TypedDict):
    AccountId: str
    Name: str


class GetAccessPointPolicyStatusResponse(TypedDict, total=False):
    PolicyStatus: PolicyStatus


class GetAccessPointRequest(TypedDict):
    AccountId: str
    Name: str


class GetAccessPointResponse(TypedDict, total=False):
    Name: str
    Bucket: str
    NetworkOrigin: str
    VpcConfiguration: VpcConfiguration
    PublicAccessBlockConfiguration: PublicAccessBlockConfiguration
    CreationDate: datetime
    Alias: str
    AccessPointArn: str
    Endpoints: dict[str, str]
    BucketAccountId: str
    DataSourceId: str
    DataSourceType: str


class GetAccessPointScopeRequest(TypedDict):
    AccountId: str
    Name: str


class GetAccessPointScopeResponse(TypedDict, total=False):
    Scope: Scope


class GetBucketLifecycleConfigurationRequest(TypedDict):
    AccountId: str
    Bucket: str


class GetBucketLifecycleConfigurationResponse(TypedDict, total=False):
    Rules: list[LifecycleRule]


class GetBucketPolicyRequest(TypedDict):
    AccountId: str
    Bucket: str


class GetBucketPolicyResponse(TypedDict, total=False):
    Policy: str


class GetBucketReplicationRequest(TypedDict):
    AccountId: str
    Bucket: str


class GetBucketReplicationResponse(TypedDict, total=False):
    ReplicationConfiguration: ReplicationConfiguration


class GetBucketRequest(TypedDict):
    AccountId: str
    Bucket: str


class GetBucketResponse(TypedDict, total=False):
    Bucket: str
    PublicAccessBlockEnabled: bool
    CreationDate: datetime


class GetBucketTaggingRequest(TypedDict):
    AccountId: str
    Bucket: str


class GetBucketTaggingResponse(TypedDict):
    TagSet: list[S3Tag]


class GetBucketVersioningRequest(TypedDict):
    AccountId: str
    Bucket: str


class GetBucketVersioningResponse(TypedDict, total=False):
    Status: str
    MFADelete: str


class _GetDataAccessRequestRequired(TypedDict):
    AccountId: str
    Target: str
    Permission: str


class GetDataAccessRequest(_GetDataAccessRequestRequired, total=False):
    DurationSeconds: int
    Privilege: str
    TargetType: str
    AuditContext: str
    InstanceScope: str


class GetDataAccessResponse(TypedDict, total=False):
    Credentials: Credentials
    MatchedGrantTarget: str
    Grantee: Grantee
    MatchedInstanceArn: str


class GetJobTaggingRequest(TypedDict):
    AccountId: str
    JobId: str


class GetJobTaggingResponse(TypedDict, total=False):
    Tags: list[S3Tag]


class GetMultiRegionAccessPointPolicyRequest(TypedDict):
    AccountId: str
    Name: str


class GetMultiRegionAccessPointPolicyResponse(TypedDict, total=False):
    Policy: MultiRegionAccessPointPolicyDocument


class GetMultiRegionAccessPointPolicyStatusRequest(TypedDict):
    AccountId: str
    Name: str


class GetMultiRegionAccessPointPolicyStatusResponse(TypedDict, total=False):
    Established: PolicyStatus


class GetMultiRegionAccessPointRequest(TypedDict):
    AccountId: str
    Name: str


class GetMultiRegionAccessPointResponse(TypedDict, total=False):
    AccessPoint: MultiRegionAccessPointReport


class GetMultiRegionAccessPointRoutesRequest(TypedDict):
    AccountId: str
    Mrap: str


class GetMultiRegionAccessPointRoutesResponse(TypedDict, total=False):
    Mrap: str
    Routes: list[MultiRegionAccessPointRoute]


class GetPublicAccessBlockRequest(TypedDict):
    AccountId: str


class GetPublicAccessBlockResponse(TypedDict, total=False):
    PublicAccessBlockConfiguration: PublicAccessBlockConfiguration


class GetStorageLensConfigurationRequest(TypedDict):
    ConfigId: str
    AccountId: str


class GetStorageLensConfigurationResponse(TypedDict, total=False):
    StorageLensConfiguration: StorageLensConfiguration


class GetStorageLensConfigurationTaggingRequest(TypedDict):
    ConfigId: str
    AccountId: str


class GetStorageLensConfigurationTaggingResponse(TypedDict, total=False):
    Tags: list[StorageLensTag]


class GetStorageLensGroupRequest(TypedDict):
    Name: str
    AccountId: str


class GetStorageLensGroupResponse(TypedDict, total=False):
    StorageLensGroup: StorageLensGroup


class Grantee(TypedDict, total=False):
    GranteeType: str
    GranteeIdentifier: str


class Include(TypedDict, total=False):
    Buckets: list[str]
    Regions: list[str]


class IntAccessTiers(TypedDict, total=False):
    IsEnabled: bool


class JobDescriptor(TypedDict, total=False):
    JobId: str
    ConfirmationRequired: bool
    Description: str
    JobArn: str
    Status: str
    Manifest: JobManifest
    Operation: JobOperation
    Priority: int
    ProgressSummary: JobProgressSummary
    StatusUpdateReason: str
    FailureReasons: list[JobFailure]
    Report: JobReport
    CreationTime: datetime
    TerminationDate: datetime
    RoleArn: str
    SuspendedDate: datetime
    SuspendedCause: str
    ManifestGenerator: JobManifestGenerator
    GeneratedManifestDescriptor: S3GeneratedManifestDescriptor


class JobFailure(TypedDict, total=False):
    FailureCode: str
    FailureReason: str


class JobListDescriptor(TypedDict, total=False):
    JobId: str
    Description: str
    Operation: str
    Priority: int
    Status: str
    CreationTime: datetime
    TerminationDate: datetime
    ProgressSummary: JobProgressSummary


class JobManifest(TypedDict):
    Spec: JobManifestSpec
    Location: JobManifestLocation


class JobManifestGenerator(TypedDict, total=False):
    S3JobManifestGenerator: S3JobManifestGenerator


class JobManifestGeneratorFilter(TypedDict, total=False):
    EligibleForReplication: bool
    CreatedAfter: datetime
    CreatedBefore: datetime
    ObjectReplicationStatuses: list[str]
    KeyNameConstraint: KeyNameConstraint
    ObjectSizeGreaterThanBytes: int
    ObjectSizeLessThanBytes: int
    MatchAnyStorageClass: list[str]
    MatchAnyObjectEncryption: list[ObjectEncryptionFilter]


class _JobManifestLocationRequired(TypedDict):
    ObjectArn: str
    ETag: str


class JobManifestLocation(_JobManifestLocationRequired, total=False):
    ObjectVersionId: str


class _JobManifestSpecRequired(TypedDict):
    Format: str


class JobManifestSpec(_JobManifestSpecRequired, total=False):
    Fields: list[str]


class JobOperation(TypedDict, total=False):
    LambdaInvoke: LambdaInvokeOperation
    S3PutObjectCopy: S3CopyObjectOperation
    S3PutObjectAcl: S3SetObjectAclOperation
    S3PutObjectTagging: S3SetObjectTaggingOperation
    S3DeleteObjectTagging: S3DeleteObjectTaggingOperation
    S3InitiateRestoreObject: S3InitiateRestoreObjectOperation
    S3PutObjectLegalHold: S3SetObjectLegalHoldOperation
    S3PutObjectRetention: S3SetObjectRetentionOperation
    S3ReplicateObject: S3ReplicateObjectOperation
    S3ComputeObjectChecksum: S3ComputeObjectChecksumOperation
    S3UpdateObjectEncryption: S3UpdateObjectEncryptionOperation


class JobProgressSummary(TypedDict, total=False):
    TotalNumberOfTasks: int
    NumberOfTasksSucceeded: int
    NumberOfTasksFailed: int
    Timers: JobTimers


class _JobReportRequired(TypedDict):
    Enabled: bool


class JobReport(_JobReportRequired, total=False):
    Bucket: str
    Format: str
    Prefix: str
    ReportScope: str
    ExpectedBucketOwner: str


class JobTimers(TypedDict, total=False):
    ElapsedTimeInActiveSeconds: int


class KeyNameConstraint(TypedDict, total=False):
    MatchAnyPrefix: list[str]
    MatchAnySuffix: list[str]
    MatchAnySubstring: list[str]


class LambdaInvokeOperation(TypedDict, total=False):
    FunctionArn: str
    InvocationSchemaVersion: str
    UserArguments: dict[str, str]


class LifecycleConfiguration(TypedDict, total=False):
    Rules: list[LifecycleRule]


class LifecycleExpiration(TypedDict, total=False):
    Date: datetime
    Days: int
    ExpiredObjectDeleteMarker: bool


class _LifecycleRuleRequired(TypedDict):
    Status: str


class LifecycleRule(_LifecycleRuleRequired, total=False):
    Expiration: LifecycleExpiration
    ID: str
    Filter: LifecycleRuleFilter
    Transitions: list[Transition]
    NoncurrentVersionTransitions: list[NoncurrentVersionTransition]
    NoncurrentVersionExpiration: NoncurrentVersionExpiration
    AbortIncompleteMultipartUpload: AbortIncompleteMultipartUpload


class LifecycleRuleAndOperator(TypedDict, total=False):
    Prefix: str
    Tags: list[S3Tag]
    ObjectSizeGreaterThan: int
    ObjectSizeLessThan: int


class LifecycleRuleFilter(TypedDict, total=False):
    Prefix: str
    Tag: S3Tag
    And: LifecycleRuleAndOperator
    ObjectSizeGreaterThan: int
    ObjectSizeLessThan: int


class ListAccessGrantEntry(TypedDict, total=False):
    CreatedAt: datetime
    AccessGrantId: str
    AccessGrantArn: str
    Grantee: Grantee
    Permission: str
    AccessGrantsLocationId: str
    AccessGrantsLocationConfiguration: AccessGrantsLocationConfiguration
    GrantScope: str
    ApplicationArn: str


class ListAccessGrantsInstanceEntry(TypedDict, total=False):
    AccessGrantsInstanceId: str
    AccessGrantsInstanceArn: str
    CreatedAt: datetime
    IdentityCenterArn: str
    IdentityCenterInstanceArn: str
    IdentityCenterApplicationArn: str


class _ListAccessGrantsInstancesRequestRequired(TypedDict):
    AccountId: str


class ListAccessGrantsInstancesRequest(_ListAccessGrantsInstancesRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListAccessGrantsInstancesResponse(TypedDict, total=False):
    NextToken: str
    AccessGrantsInstancesList: list[ListAccessGrantsInstanceEntry]


class ListAccessGrantsLocationsEntry(TypedDict, total=False):
    CreatedAt: datetime
    AccessGrantsLocationId: str
    AccessGrantsLocationArn: str
    LocationScope: str
    IAMRoleArn: str


class _ListAccessGrantsLocationsRequestRequired(TypedDict):
    AccountId: str


class ListAccessGrantsLocationsRequest(_ListAccessGrantsLocationsRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    LocationScope: str


class ListAccessGrantsLocationsResponse(TypedDict, total=False):
    NextToken: str
    AccessGrantsLocationsList: list[ListAccessGrantsLocationsEntry]


class _ListAccessGrantsRequestRequired(TypedDict):
    AccountId: str


class ListAccessGrantsRequest(_ListAccessGrantsRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    GranteeType: str
    GranteeIdentifier: str
    Permission: str
    GrantScope: str
    ApplicationArn: str


class ListAccessGrantsResponse(TypedDict, total=False):
    NextToken: str
    AccessGrantsList: list[ListAccessGrantEntry]


class _ListAccessPointsForDirectoryBucketsRequestRequired(TypedDict):
    AccountId: str


class ListAccessPointsForDirectoryBucketsRequest(
    _ListAccessPointsForDirectoryBucketsRequestRequired, total=False
):
    DirectoryBucket: str
    NextToken: str
    MaxResults: int


class ListAccessPointsForDirectoryBucketsResponse(TypedDict, total=False):
    AccessPointList: list[AccessPoint]
    NextToken: str


class _ListAccessPointsForObjectLambdaRequestRequired(TypedDict):
    AccountId: str


class ListAccessPointsForObjectLambdaRequest(_ListAccessPointsForObjectLambdaRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListAccessPointsForObjectLambdaResponse(TypedDict, total=False):
    ObjectLambdaAccessPointList: list[ObjectLambdaAccessPoint]
    NextToken: str


class _ListAccessPointsRequestRequired(TypedDict):
    AccountId: str


class ListAccessPointsRequest(_ListAccessPointsRequestRequired, total=False):
    Bucket: str
    NextToken: str
    MaxResults: int
    DataSourceId: str
    DataSourceType: str


class ListAccessPointsResponse(TypedDict, total=False):
    AccessPointList: list[AccessPoint]
    NextToken: str


class ListCallerAccessGrantsEntry(TypedDict, total=False):
    Permission: str
    GrantScope: str
    ApplicationArn: str
    AccessGrantsInstanceArn: str


class _ListCallerAccessGrantsRequestRequired(TypedDict):
    AccountId: str


class ListCallerAccessGrantsRequest(_ListCallerAccessGrantsRequestRequired, total=False):
    GrantScope: str
    NextToken: str
    MaxResults: int
    AllowedByApplication: bool
    InstanceScope: str


class ListCallerAccessGrantsResponse(TypedDict, total=False):
    NextToken: str
    CallerAccessGrantsList: list[ListCallerAccessGrantsEntry]


class _ListJobsRequestRequired(TypedDict):
    AccountId: str


class ListJobsRequest(_ListJobsRequestRequired, total=False):
    JobStatuses: list[str]
    NextToken: str
    MaxResults: int


class ListJobsResponse(TypedDict, total=False):
    NextToken: str
    Jobs: list[JobListDescriptor]


class _ListMultiRegionAccessPointsRequestRequired(TypedDict):
    AccountId: str


class ListMultiRegionAccessPointsRequest(_ListMultiRegionAccessPointsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListMultiRegionAccessPointsResponse(TypedDict, total=False):
    AccessPoints: list[MultiRegionAccessPointReport]
    NextToken: str


class _ListRegionalBucketsRequestRequired(TypedDict):
    AccountId: str


class ListRegionalBucketsRequest(_ListRegionalBucketsRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    OutpostId: str


class ListRegionalBucketsResponse(TypedDict, total=False):
    RegionalBucketList: list[RegionalBucket]
    NextToken: str


class _ListStorageLensConfigurationEntryRequired(TypedDict):
    Id: str
    StorageLensArn: str
    HomeRegion: str


class ListStorageLensConfigurationEntry(_ListStorageLensConfigurationEntryRequired, total=False):
    IsEnabled: bool


class _ListStorageLensConfigurationsRequestRequired(TypedDict):
    AccountId: str


class ListStorageLensConfigurationsRequest(_ListStorageLensConfigurationsRequestRequired, total=False):
    NextToken: str


class ListStorageLensConfigurationsResponse(TypedDict, total=False):
    NextToken: str
    StorageLensConfigurationList: list[ListStorageLensConfigurationEntry]


class ListStorageLensGroupEntry(TypedDict):
    Name: str
    StorageLensGroupArn: str
    HomeRegion: str


class _ListStorageLensGroupsRequestRequired(TypedDict):
    AccountId: str


class ListStorageLensGroupsRequest(_ListStorageLensGroupsRequestRequired, total=False):
    NextToken: str


class ListStorageLensGroupsResponse(TypedDict, total=False):
    NextToken: str
    StorageLensGroupList: list[ListStorageLensGroupEntry]


class ListTagsForResourceRequest(TypedDict):
    AccountId: str
    ResourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: list[Tag]


class MatchObjectAge(TypedDict, total=False):
    DaysGreaterThan: int
    DaysLessThan: int


class MatchObjectSize(TypedDict, total=False):
    BytesGreaterThan: int
    BytesLessThan: int


class _MetricsRequired(TypedDict):
    Status: str


class Metrics(_MetricsRequired, total=False):
    EventThreshold: ReplicationTimeValue


class MultiRegionAccessPointPolicyDocument(TypedDict, total=False):
    Established: EstablishedMultiRegionAccessPointPolicy
    Proposed: ProposedMultiRegionAccessPointPolicy


class MultiRegionAccessPointRegionalResponse(TypedDict, total=False):
    Name: str
    RequestStatus: str


class MultiRegionAccessPointReport(TypedDict, total=False):
    Name: str
    Alias: str
    CreatedAt: datetime
    PublicAccessBlock: PublicAccessBlockConfiguration
    Status: str
    Regions: list[RegionReport]


class _MultiRegionAccessPointRouteRequired(TypedDict):
    TrafficDialPercentage: int


class MultiRegionAccessPointRoute(_MultiRegionAccessPointRouteRequired, total=False):
    Bucket: str
    Region: str


class MultiRegionAccessPointsAsyncResponse(TypedDict, total=False):
    Regions: list[MultiRegionAccessPointRegionalResponse]


class NoncurrentVersionExpiration(TypedDict, total=False):
    NoncurrentDays: int
    NewerNoncurrentVersions: int


class NoncurrentVersionTransition(TypedDict, total=False):
    NoncurrentDays: int
    StorageClass: str


class NotSSEFilter(TypedDict, total=False):
    pass


class ObjectEncryption(TypedDict, total=False):
    SSEKMS: S3UpdateObjectEncryptionSSEKMS


class ObjectEncryptionFilter(TypedDict, total=False):
    SSES3: SSES3Filter
    SSEKMS: SSEKMSFilter
    DSSEKMS: DSSEKMSFilter
    SSEC: SSECFilter
    NOTSSE: NotSSEFilter


class _ObjectLambdaAccessPointRequired(TypedDict):
    Name: str


class ObjectLambdaAccessPoint(_ObjectLambdaAccessPointRequired, total=False):
    ObjectLambdaAccessPointArn: str
    Alias: ObjectLambdaAccessPointAlias


class ObjectLambdaAccessPointAlias(TypedDict, total=False):
    Value: str
    Status: str


class _ObjectLambdaConfigurationRequired(TypedDict):
    SupportingAccessPoint: str
    TransformationConfigurations: list[ObjectLambdaTransformationConfiguration]


class ObjectLambdaConfiguration(_ObjectLambdaConfigurationRequired, total=False):
    CloudWatchMetricsEnabled: bool
    AllowedFeatures: list[str]


class ObjectLambdaContentTransformation(TypedDict, total=False):
    AwsLambda: AwsLambdaTransformation


class ObjectLambdaTransformationConfiguration(TypedDict):
    Actions: list[str]
    ContentTransformation: ObjectLambdaContentTransformation


class PolicyStatus(TypedDict, total=False):
    IsPublic: bool


class PrefixLevel(TypedDict):
    StorageMetrics: PrefixLevelStorageMetrics


class PrefixLevelStorageMetrics(TypedDict, total=False):
    IsEnabled: bool
    SelectionCriteria: SelectionCriteria


class ProposedMultiRegionAccessPointPolicy(TypedDict, total=False):
    Policy: str


class PublicAccessBlockConfiguration(TypedDict, total=False):
    BlockPublicAcls: bool
    IgnorePublicAcls: bool
    BlockPublicPolicy: bool
    RestrictPublicBuckets: bool


class _PutAccessGrantsInstanceResourcePolicyRequestRequired(TypedDict):
    AccountId: str
    Policy: str


class PutAccessGrantsInstanceResourcePolicyRequest(
    _PutAccessGrantsInstanceResourcePolicyRequestRequired, total=False
):
    Organization: str


class PutAccessGrantsInstanceResourcePolicyResponse(TypedDict, total=False):
    Policy: str
    Organization: str
    CreatedAt: datetime


class PutAccessPointConfigurationForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str
    Configuration: ObjectLambdaConfiguration


class PutAccessPointPolicyForObjectLambdaRequest(TypedDict):
    AccountId: str
    Name: str
    Policy: str


class PutAccessPointPolicyRequest(TypedDict):
    AccountId: str
    Name: str
    Policy: str


class PutAccessPointScopeRequest(TypedDict):
    AccountId: str
    Name: str
    Scope: Scope


class _PutBucketLifecycleConfigurationRequestRequired(TypedDict):
    AccountId: str
    Bucket: str


class PutBucketLifecycleConfigurationRequest(_PutBucketLifecycleConfigurationRequestRequired, total=False):
    LifecycleConfiguration: LifecycleConfiguration


class _PutBucketPolicyRequestRequired(TypedDict):
    AccountId: str
    Bucket: str
    Policy: str


class PutBucketPolicyRequest(_PutBucketPolicyRequestRequired, total=False):
    ConfirmRemoveSelfBucketAccess: bool


class PutBucketReplicationRequest(TypedDict):
    AccountId: str
    Bucket: str
    ReplicationConfiguration: ReplicationConfiguration


class PutBucketTaggingRequest(TypedDict):
    AccountId: str
    Bucket: str
    Tagging: Tagging


class _PutBucketVersioningRequestRequired(TypedDict):
    AccountId: str
    Bucket: str
    VersioningConfiguration: VersioningConfiguration


class PutBucketVersioningRequest(_PutBucketVersioningRequestRequired, total=False):
    MFA: str


class PutJobTaggingRequest(TypedDict):
    AccountId: str
    JobId: str
    Tags: list[S3Tag]


class PutJobTaggingResponse(TypedDict, total=False):
    pass


class PutMultiRegionAccessPointPolicyInput(TypedDict):
    Name: str
    Policy: str


class PutMultiRegionAccessPointPolicyRequest(TypedDict):
    AccountId: str
    ClientToken: str
    Details: PutMultiRegionAccessPointPolicyInput


class PutMultiRegionAccessPointPolicyResponse(TypedDict, total=False):
    RequestTokenARN: str


class PutPublicAccessBlockRequest(TypedDict):
    PublicAccessBlockConfiguration: PublicAccessBlockConfiguration
    AccountId: str


class _PutStorageLensConfigurationRequestRequired(TypedDict):
    ConfigId: str
    AccountId: str
    StorageLensConfiguration: StorageLensConfiguration


class PutStorageLensConfigurationRequest(_PutStorageLensConfigurationRequestRequired, total=False):
    Tags: list[StorageLensTag]


class PutStorageLensConfigurationTaggingRequest(TypedDict):
    ConfigId: str
    AccountId: str
    Tags: list[StorageLensTag]


class PutStorageLensConfigurationTaggingResponse(TypedDict, total=False):
    pass


class _RegionRequired(TypedDict):
    Bucket: str


class Region(_RegionRequired, total=False):
    BucketAccountId: str


class RegionReport(TypedDict, total=False):
    Bucket: str
    Region: str
    BucketAccountId: str


class _RegionalBucketRequired(TypedDict):
    Bucket: str
    PublicAccessBlockEnabled: bool
    CreationDate: datetime


class RegionalBucket(_RegionalBucketRequired, total=False):
    BucketArn: str
    OutpostId: str


class ReplicaModifications(TypedDict):
    Status: str


class ReplicationConfiguration(TypedDict):
    Role: str
    Rules: list[ReplicationRule]


class _ReplicationRuleRequired(TypedDict):
    Status: str
    Destination: Destination
    Bucket: str


class ReplicationRule(_ReplicationRuleRequired, total=False):
    ID: str
    Priority: int
    Prefix: str
    Filter: ReplicationRuleFilter
    SourceSelectionCriteria: SourceSelectionCriteria
    ExistingObjectReplication: ExistingObjectReplication
    DeleteMarkerReplication: DeleteMarkerReplication


class ReplicationRuleAndOperator(TypedDict, total=False):
    Prefix: str
    Tags: list[S3Tag]


class ReplicationRuleFilter(TypedDict, total=False):
    Prefix: str
    Tag: S3Tag
    And: ReplicationRuleAndOperator


class ReplicationTime(TypedDict):
    Status: str
    Time: ReplicationTimeValue


class ReplicationTimeValue(TypedDict, total=False):
    Minutes: int


class _S3AccessControlListRequired(TypedDict):
    Owner: S3ObjectOwner


class S3AccessControlList(_S3AccessControlListRequired, total=False):
    Grants: list[S3Grant]


class S3AccessControlPolicy(TypedDict, total=False):
    AccessControlList: S3AccessControlList
    CannedAccessControlList: str


class _S3BucketDestinationRequired(TypedDict):
    Format: str
    OutputSchemaVersion: str
    AccountId: str
    Arn: str


class S3BucketDestination(_S3BucketDestinationRequired, total=False):
    Prefix: str
    Encryption: StorageLensDataExportEncryption


class S3ComputeObjectChecksumOperation(TypedDict, total=False):
    ChecksumAlgorithm: str
    ChecksumType: str


class S3CopyObjectOperation(TypedDict, total=False):
    TargetResource: str
    CannedAccessControlList: str
    AccessControlGrants: list[S3Grant]
    MetadataDirective: str
    AnnotationDirective: str
    ModifiedSinceConstraint: datetime
    NewObjectMetadata: S3ObjectMetadata
    NewObjectTagging: list[S3Tag]
    RedirectLocation: str
    RequesterPays: bool
    StorageClass: str
    UnModifiedSinceConstraint: datetime
    SSEAwsKmsKeyId: str
    TargetKeyPrefix: str
    ObjectLockLegalHoldStatus: str
    ObjectLockMode: str
    ObjectLockRetainUntilDate: datetime
    BucketKeyEnabled: bool
    ChecksumAlgorithm: str
    ObjectLockEventHold: str
    ObjectLockEventHoldDuration: S3ObjectLockEventHoldDuration


class S3DeleteObjectTaggingOperation(TypedDict, total=False):
    pass


class S3GeneratedManifestDescriptor(TypedDict, total=False):
    Format: str
    Location: JobManifestLocation


class S3Grant(TypedDict, total=False):
    Grantee: S3Grantee
    Permission: str


class S3Grantee(TypedDict, total=False):
    TypeIdentifier: str
    Identifier: str
    DisplayName: str


class S3InitiateRestoreObjectOperation(TypedDict, total=False):
    ExpirationInDays: int
    GlacierJobTier: str


class _S3JobManifestGeneratorRequired(TypedDict):
    SourceBucket: str
    EnableManifestOutput: bool


class S3JobManifestGenerator(_S3JobManifestGeneratorRequired, total=False):
    ExpectedBucketOwner: str
    ManifestOutputLocation: S3ManifestOutputLocation
    Filter: JobManifestGeneratorFilter


class _S3ManifestOutputLocationRequired(TypedDict):
    Bucket: str
    ManifestFormat: str


class S3ManifestOutputLocation(_S3ManifestOutputLocationRequired, total=False):
    ExpectedManifestBucketOwner: str
    ManifestPrefix: str
    ManifestEncryption: GeneratedManifestEncryption


class S3ObjectLockEventHoldDuration(TypedDict, total=False):
    Days: int
    Years: int


class S3ObjectLockLegalHold(TypedDict):
    Status: str


class S3ObjectLockRetentionEventHoldDuration(TypedDict, total=False):
    Days: int
    Years: int


class S3ObjectMetadata(TypedDict, total=False):
    CacheControl: str
    ContentDisposition: str
    ContentEncoding: str
    ContentLanguage: str
    UserMetadata: dict[str, str]
    ContentLength: int
    ContentMD5: str
    ContentType: str
    HttpExpiresDate: datetime
    RequesterCharged: bool
    SSEAlgorithm: str


class S3ObjectOwner(TypedDict, total=False):
    ID: str
    DisplayName: str


class S3ReplicateObjectOperation(TypedDict, total=False):
    pass


class S3Retention(TypedDict, total=False):
    RetainUntilDate: datetime
    Mode: str
    EventHold: str
    EventHoldDuration: S3ObjectLockRetentionEventHoldDuration


class S3SetObjectAclOperation(TypedDict, total=False):
    AccessControlPolicy: S3AccessControlPolicy


class S3SetObjectLegalHoldOperation(TypedDict):
    LegalHold: S3ObjectLockLegalHold


class _S3SetObjectRetentionOperationRequired(TypedDict):
    Retention: S3Retention


class S3SetObjectRetentionOperation(_S3SetObjectRetentionOperationRequired, total=False):
    BypassGovernanceRetention: bool


class S3SetObjectTaggingOperation(TypedDict, total=False):
    TagSet: list[S3Tag]


class S3Tag(TypedDict):
    Key: str
    Value: str


class S3UpdateObjectEncryptionOperation(TypedDict, total=False):
    ObjectEncryption: ObjectEncryption


class _S3UpdateObjectEncryptionSSEKMSRequired(TypedDict):
    KMSKeyArn: str


class S3UpdateObjectEncryptionSSEKMS(_S3UpdateObjectEncryptionSSEKMSRequired, total=False):
    BucketKeyEnabled: bool


class SSECFilter(TypedDict, total=False):
    pass


class SSEKMS(TypedDict):
    KeyId: str


class SSEKMSEncryption(TypedDict):
    KeyId: str


class SSEKMSFilter(TypedDict, total=False):
    KmsKeyArn: str
    BucketKeyEnabled: bool


class SSES3(TypedDict, total=False):
    pass


class SSES3Encryption(TypedDict, total=False):
    pass


class SSES3Filter(TypedDict, total=False):
    pass


class Scope(TypedDict, total=False):
    Prefixes: list[str]
    Permissions: list[str]


class SelectionCriteria(TypedDict, total=False):
    Delimiter: str
    MaxDepth: int
    MinStorageBytesPercentage: float


class SourceSelectionCriteria(TypedDict, total=False):
    SseKmsEncryptedObjects: SseKmsEncryptedObjects
    ReplicaModifications: ReplicaModifications


class SseKmsEncryptedObjects(TypedDict):
    Status: str


class StorageLensAwsOrg(TypedDict):
    Arn: str


class _StorageLensConfigurationRequired(TypedDict):
    Id: str
    AccountLevel: AccountLevel
    IsEnabled: bool


class StorageLensConfiguration(_StorageLensConfigurationRequired, total=False):
    Include: Include
    Exclude: Exclude
    DataExport: StorageLensDataExport
    ExpandedPrefixesDataExport: StorageLensExpandedPrefixesDataExport
    CostAndUsageReportsPublish: StorageLensCostAndUsageReportsPublish
    AwsOrg: StorageLensAwsOrg
    StorageLensArn: str
    PrefixDelimiter: str
    IntAccessTiers: IntAccessTiers


class _StorageLensCostAndUsageReportsPrefixLevelRequired(TypedDict):
    IsEnabled: bool


class StorageLensCostAndUsageReportsPrefixLevel(
    _StorageLensCostAndUsageReportsPrefixLevelRequired, total=False
):
    SelectionCriteria: StorageLensCostAndUsageReportsSelectionCriteria


class StorageLensCostAndUsageReportsPublish(TypedDict, total=False):
    PrefixLevel: StorageLensCostAndUsageReportsPrefixLevel


class StorageLensCostAndUsageReportsSelectionCriteria(TypedDict, total=False):
    MinDepth: int
    MaxDepth: int


class StorageLensDataExport(TypedDict, total=False):
    S3BucketDestination: S3BucketDestination
    CloudWatchMetrics: CloudWatchMetrics
    StorageLensTableDestination: StorageLensTableDestination


class StorageLensDataExportEncryption(TypedDict, total=False):
    SSES3: SSES3
    SSEKMS: SSEKMS


class StorageLensExpandedPrefixesDataExport(TypedDict, total=False):
    S3BucketDestination: S3BucketDestination
    StorageLensTableDestination: StorageLensTableDestination


class _StorageLensGroupRequired(TypedDict):
    Name: str
    Filter: StorageLensGroupFilter


class StorageLensGroup(_StorageLensGroupRequired, total=False):
    StorageLensGroupArn: str


class StorageLensGroupAndOperator(TypedDict, total=False):
    MatchAnyPrefix: list[str]
    MatchAnySuffix: list[str]
    MatchAnyTag: list[S3Tag]
    MatchObjectAge: MatchObjectAge
    MatchObjectSize: MatchObjectSize


class StorageLensGroupFilter(TypedDict, total=False):
    MatchAnyPrefix: list[str]
    MatchAnySuffix: list[str]
    MatchAnyTag: list[S3Tag]
    MatchObjectAge: MatchObjectAge
    MatchObjectSize: MatchObjectSize
    And: StorageLensGroupAndOperator
    Or: StorageLensGroupOrOperator


class StorageLensGroupLevel(TypedDict, total=False):
    SelectionCriteria: StorageLensGroupLevelSelectionCriteria


class StorageLensGroupLevelSelectionCriteria(TypedDict, total=False):
    Include: list[str]
    Exclude: list[str]


class StorageLensGroupOrOperator(TypedDict, total=False):
    MatchAnyPrefix: list[str]
    MatchAnySuffix: list[str]
    MatchAnyTag: list[S3Tag]
    MatchObjectAge: MatchObjectAge
    MatchObjectSize: MatchObjectSize


class _StorageLensTableDestinationRequired(TypedDict):
    IsEnabled: bool


class StorageLensTableDestination(_StorageLensTableDestinationRequired, total=False):
    Encryption: StorageLensDataExportEncryption


class StorageLensTag(TypedDict):
    Key: str
    Value: str


class SubmitMultiRegionAccessPointRoutesRequest(TypedDict):
    AccountId: str
    Mrap: str
    RouteUpdates: list[MultiRegionAccessPointRoute]


class SubmitMultiRegionAccessPointRoutesResponse(TypedDict, total=False):
    pass


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    AccountId: str
    ResourceArn: str
    Tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class Tagging(TypedDict):
    TagSet: list[S3Tag]


class Transition(TypedDict, total=False):
    Date: datetime
    Days: int
    StorageClass: str


class UntagResourceRequest(TypedDict):
    AccountId: str
    ResourceArn: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateAccessGrantsLocationRequest(TypedDict):
    AccountId: str
    AccessGrantsLocationId: str
    IAMRoleArn: str


class UpdateAccessGrantsLocationResponse(TypedDict, total=False):
    CreatedAt: datetime
    AccessGrantsLocationId: str
    AccessGrantsLocationArn: str
    LocationScope: str
    IAMRoleArn: str


class UpdateJobPriorityRequest(TypedDict):
    AccountId: str
    JobId: str
    Priority: int


class UpdateJobPriorityResponse(TypedDict):
    JobId: str
    Priority: int


class _UpdateJobStatusRequestRequired(TypedDict):
    AccountId: str
    JobId: str
    RequestedJobStatus: str


class UpdateJobStatusRequest(_UpdateJobStatusRequestRequired, total=False):
    StatusUpdateReason: str


class UpdateJobStatusResponse(TypedDict, total=False):
    JobId: str
    Status: str
    StatusUpdateReason: str


class UpdateStorageLensGroupRequest(TypedDict):
    Name: str
    AccountId: str
    StorageLensGroup: StorageLensGroup


class VersioningConfiguration(TypedDict, total=False):
    MFADelete: str
    Status: str


class VpcConfiguration(TypedDict):
    VpcId: str


class AssociateAccessGrantsIdentityCenterResponse(TypedDict, total=False):
    pass


class CreateStorageLensGroupResponse(TypedDict, total=False):
    pass


class DeleteAccessGrantResponse(TypedDict, total=False):
    pass


class DeleteAccessGrantsInstanceResourcePolicyResponse(TypedDict, total=False):
    pass


class DeleteAccessGrantsInstanceResponse(TypedDict, total=False):
    pass


class DeleteAccessGrantsLocationResponse(TypedDict, total=False):
    pass


class DeleteAccessPointForObjectLambdaResponse(TypedDict, total=False):
    pass


class DeleteAccessPointPolicyForObjectLambdaResponse(TypedDict, total=False):
    pass


class DeleteAccessPointPolicyResponse(TypedDict, total=False):
    pass


class DeleteAccessPointResponse(TypedDict, total=False):
    pass


class DeleteAccessPointScopeResponse(TypedDict, total=False):
    pass


class DeleteBucketLifecycleConfigurationResponse(TypedDict, total=False):
    pass


class DeleteBucketPolicyResponse(TypedDict, total=False):
    pass


class DeleteBucketReplicationResponse(TypedDict, total=False):
    pass


class DeleteBucketResponse(TypedDict, total=False):
    pass


class DeleteBucketTaggingResponse(TypedDict, total=False):
    pass


class DeletePublicAccessBlockResponse(TypedDict, total=False):
    pass


class DeleteStorageLensConfigurationResponse(TypedDict, total=False):
    pass


class DeleteStorageLensGroupResponse(TypedDict, total=False):
    pass


class DissociateAccessGrantsIdentityCenterResponse(TypedDict, total=False):
    pass


class PutAccessPointConfigurationForObjectLambdaResponse(TypedDict, total=False):
    pass


class PutAccessPointPolicyForObjectLambdaResponse(TypedDict, total=False):
    pass


class PutAccessPointPolicyResponse(TypedDict, total=False):
    pass


class PutAccessPointScopeResponse(TypedDict, total=False):
    pass


class PutBucketLifecycleConfigurationResponse(TypedDict, total=False):
    pass


class PutBucketPolicyResponse(TypedDict, total=False):
    pass


class PutBucketReplicationResponse(TypedDict, total=False):
    pass


class PutBucketTaggingResponse(TypedDict, total=False):
    pass


class PutBucketVersioningResponse(TypedDict, total=False):
    pass


class PutPublicAccessBlockResponse(TypedDict, total=False):
    pass


class PutStorageLensConfigurationResponse(TypedDict, total=False):
    pass


class UpdateStorageLensGroupResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateAccessGrantsIdentityCenter",
    "CreateAccessGrant",
    "CreateAccessGrantsInstance",
    "CreateAccessGrantsLocation",
    "CreateAccessPoint",
    "CreateAccessPointForObjectLambda",
    "CreateBucket",
    "CreateJob",
    "CreateMultiRegionAccessPoint",
    "CreateStorageLensGroup",
    "DeleteAccessGrant",
    "DeleteAccessGrantsInstance",
    "DeleteAccessGrantsInstanceResourcePolicy",
    "DeleteAccessGrantsLocation",
    "DeleteAccessPoint",
    "DeleteAccessPointForObjectLambda",
    "DeleteAccessPointPolicy",
    "DeleteAccessPointPolicyForObjectLambda",
    "DeleteAccessPointScope",
    "DeleteBucket",
    "DeleteBucketLifecycleConfiguration",
    "DeleteBucketPolicy",
    "DeleteBucketReplication",
    "DeleteBucketTagging",
    "DeleteJobTagging",
    "DeleteMultiRegionAccessPoint",
    "DeletePublicAccessBlock",
    "DeleteStorageLensConfiguration",
    "DeleteStorageLensConfigurationTagging",
    "DeleteStorageLensGroup",
    "DescribeJob",
    "DescribeMultiRegionAccessPointOperation",
    "DissociateAccessGrantsIdentityCenter",
    "GetAccessGrant",
    "GetAccessGrantsInstance",
    "GetAccessGrantsInstanceForPrefix",
    "GetAccessGrantsInstanceResourcePolicy",
    "GetAccessGrantsLocation",
    "GetAccessPoint",
    "GetAccessPointConfigurationForObjectLambda",
    "GetAccessPointForObjectLambda",
    "GetAccessPointPolicy",
    "GetAccessPointPolicyForObjectLambda",
    "GetAccessPointPolicyStatus",
    "GetAccessPointPolicyStatusForObjectLambda",
    "GetAccessPointScope",
    "GetBucket",
    "GetBucketLifecycleConfiguration",
    "GetBucketPolicy",
    "GetBucketReplication",
    "GetBucketTagging",
    "GetBucketVersioning",
    "GetDataAccess",
    "GetJobTagging",
    "GetMultiRegionAccessPoint",
    "GetMultiRegionAccessPointPolicy",
    "GetMultiRegionAccessPointPolicyStatus",
    "GetMultiRegionAccessPointRoutes",
    "GetPublicAccessBlock",
    "GetStorageLensConfiguration",
    "GetStorageLensConfigurationTagging",
    "GetStorageLensGroup",
    "ListAccessGrants",
    "ListAccessGrantsInstances",
    "ListAccessGrantsLocations",
    "ListAccessPoints",
    "ListAccessPointsForDirectoryBuckets",
    "ListAccessPointsForObjectLambda",
    "ListCallerAccessGrants",
    "ListJobs",
    "ListMultiRegionAccessPoints",
    "ListRegionalBuckets",
    "ListStorageLensConfigurations",
    "ListStorageLensGroups",
    "ListTagsForResource",
    "PutAccessGrantsInstanceResourcePolicy",
    "PutAccessPointConfigurationForObjectLambda",
    "PutAccessPointPolicy",
    "PutAccessPointPolicyForObjectLambda",
    "PutAccessPointScope",
    "PutBucketLifecycleConfiguration",
    "PutBucketPolicy",
    "PutBucketReplication",
    "PutBucketTagging",
    "PutBucketVersioning",
    "PutJobTagging",
    "PutMultiRegionAccessPointPolicy",
    "PutPublicAccessBlock",
    "PutStorageLensConfiguration",
    "PutStorageLensConfigurationTagging",
    "SubmitMultiRegionAccessPointRoutes",
    "TagResource",
    "UntagResource",
    "UpdateAccessGrantsLocation",
    "UpdateJobPriority",
    "UpdateJobStatus",
    "UpdateStorageLensGroup",
)
