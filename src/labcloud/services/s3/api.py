"""Typed requests and responses of s3's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types s3`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AbacStatus(TypedDict, total=False):
    Status: str


class AbortIncompleteMultipartUpload(TypedDict, total=False):
    DaysAfterInitiation: int


class _AbortMultipartUploadRequestRequired(TypedDict):
    Bucket: str
    Key: str
    UploadId: str


class AbortMultipartUploadRequest(_AbortMultipartUploadRequestRequired, total=False):
    RequestPayer: str
    ExpectedBucketOwner: str
    IfMatchInitiatedTime: datetime


class AbortMultipartUploadResponse(TypedDict, total=False):
    RequestCharged: str
    VersionId: str


class AccelerateConfiguration(TypedDict, total=False):
    Status: str


class AccessControlPolicy(TypedDict, total=False):
    Grants: list[Grant]
    Owner: Owner


class AccessControlTranslation(TypedDict):
    Owner: str


class AnalyticsAndOperator(TypedDict, total=False):
    Prefix: str
    Tags: list[Tag]


class _AnalyticsConfigurationRequired(TypedDict):
    Id: str
    StorageClassAnalysis: StorageClassAnalysis


class AnalyticsConfiguration(_AnalyticsConfigurationRequired, total=False):
    Filter: AnalyticsFilter


class AnalyticsExportDestination(TypedDict):
    S3BucketDestination: AnalyticsS3BucketDestination


class AnalyticsFilter(TypedDict, total=False):
    Prefix: str
    Tag: Tag
    And: AnalyticsAndOperator


class _AnalyticsS3BucketDestinationRequired(TypedDict):
    Format: str
    Bucket: str


class AnalyticsS3BucketDestination(_AnalyticsS3BucketDestinationRequired, total=False):
    BucketAccountId: str
    Prefix: str


class _AnnotationEntryRequired(TypedDict):
    AnnotationName: str
    LastModified: datetime
    Size: int


class AnnotationEntry(_AnnotationEntryRequired, total=False):
    ETag: str
    ChecksumAlgorithm: list[str]
    ReplicationStatus: str


class _AnnotationTableConfigurationRequired(TypedDict):
    ConfigurationState: str


class AnnotationTableConfiguration(_AnnotationTableConfigurationRequired, total=False):
    EncryptionConfiguration: MetadataTableEncryptionConfiguration
    Role: str


class _AnnotationTableConfigurationResultRequired(TypedDict):
    ConfigurationState: str


class AnnotationTableConfigurationResult(_AnnotationTableConfigurationResultRequired, total=False):
    TableStatus: str
    Error: ErrorDetails
    TableName: str
    TableArn: str
    Role: str


class _AnnotationTableConfigurationUpdatesRequired(TypedDict):
    ConfigurationState: str


class AnnotationTableConfigurationUpdates(_AnnotationTableConfigurationUpdatesRequired, total=False):
    EncryptionConfiguration: MetadataTableEncryptionConfiguration
    Role: str


class BlockedEncryptionTypes(TypedDict, total=False):
    EncryptionType: list[str]


class Bucket(TypedDict, total=False):
    Name: str
    CreationDate: datetime
    BucketRegion: str
    BucketArn: str


class BucketInfo(TypedDict, total=False):
    DataRedundancy: str
    Type: str


class BucketLifecycleConfiguration(TypedDict):
    Rules: list[LifecycleRule]


class BucketLoggingStatus(TypedDict, total=False):
    LoggingEnabled: LoggingEnabled


class CORSConfiguration(TypedDict):
    CORSRules: list[CORSRule]


class _CORSRuleRequired(TypedDict):
    AllowedMethods: list[str]
    AllowedOrigins: list[str]


class CORSRule(_CORSRuleRequired, total=False):
    ID: str
    AllowedHeaders: list[str]
    ExposeHeaders: list[str]
    MaxAgeSeconds: int


class CSVInput(TypedDict, total=False):
    FileHeaderInfo: str
    Comments: str
    QuoteEscapeCharacter: str
    RecordDelimiter: str
    FieldDelimiter: str
    QuoteCharacter: str
    AllowQuotedRecordDelimiter: bool


class CSVOutput(TypedDict, total=False):
    QuoteFields: str
    QuoteEscapeCharacter: str
    RecordDelimiter: str
    FieldDelimiter: str
    QuoteCharacter: str


class Checksum(TypedDict, total=False):
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ChecksumType: str


class CloudFunctionConfiguration(TypedDict, total=False):
    Id: str
    Event: str
    Events: list[str]
    CloudFunction: str
    InvocationRole: str


class CommonPrefix(TypedDict, total=False):
    Prefix: str


class _CompleteMultipartUploadRequestRequired(TypedDict):
    Bucket: str
    Key: str
    UploadId: str


class CompleteMultipartUploadRequest(_CompleteMultipartUploadRequestRequired, total=False):
    MultipartUpload: CompletedMultipartUpload
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ChecksumType: str
    MpuObjectSize: int
    RequestPayer: str
    ExpectedBucketOwner: str
    IfMatch: str
    IfNoneMatch: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str


class CompleteMultipartUploadResponse(TypedDict, total=False):
    Location: str
    Bucket: str
    Key: str
    Expiration: str
    ETag: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ChecksumType: str
    ServerSideEncryption: str
    VersionId: str
    SSEKMSKeyId: str
    BucketKeyEnabled: bool
    RequestCharged: str


class CompletedMultipartUpload(TypedDict, total=False):
    Parts: list[CompletedPart]


class CompletedPart(TypedDict, total=False):
    ETag: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    PartNumber: int


class Condition(TypedDict, total=False):
    HttpErrorCodeReturnedEquals: str
    KeyPrefixEquals: str


class ContinuationEvent(TypedDict, total=False):
    pass


class _CopyObjectRequestRequired(TypedDict):
    Bucket: str
    CopySource: str
    Key: str


class CopyObjectRequest(_CopyObjectRequestRequired, total=False):
    ACL: str
    CacheControl: str
    ChecksumAlgorithm: str
    ContentDisposition: str
    ContentEncoding: str
    ContentLanguage: str
    ContentType: str
    CopySourceIfMatch: str
    CopySourceIfModifiedSince: datetime
    CopySourceIfNoneMatch: str
    CopySourceIfUnmodifiedSince: datetime
    Expires: datetime
    GrantFullControl: str
    GrantRead: str
    GrantReadACP: str
    GrantWriteACP: str
    IfMatch: str
    IfNoneMatch: str
    Metadata: dict[str, str]
    MetadataDirective: str
    TaggingDirective: str
    AnnotationDirective: str
    ServerSideEncryption: str
    StorageClass: str
    WebsiteRedirectLocation: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    SSEKMSEncryptionContext: str
    BucketKeyEnabled: bool
    CopySourceSSECustomerAlgorithm: str
    CopySourceSSECustomerKey: str
    CopySourceSSECustomerKeyMD5: str
    RequestPayer: str
    Tagging: str
    ObjectLockMode: str
    ObjectLockRetainUntilDate: datetime
    ObjectLockLegalHoldStatus: str
    ObjectLockEventHold: str
    ObjectLockEventHoldDurationDays: int
    ObjectLockEventHoldDurationYears: int
    ExpectedBucketOwner: str
    ExpectedSourceBucketOwner: str


class CopyObjectResponse(TypedDict, total=False):
    CopyObjectResult: CopyObjectResult
    Expiration: str
    CopySourceVersionId: str
    VersionId: str
    ServerSideEncryption: str
    SSECustomerAlgorithm: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    SSEKMSEncryptionContext: str
    BucketKeyEnabled: bool
    RequestCharged: str


class CopyObjectResult(TypedDict, total=False):
    ETag: str
    LastModified: datetime
    ChecksumType: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str


class CopyPartResult(TypedDict, total=False):
    ETag: str
    LastModified: datetime
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str


class CreateBucketConfiguration(TypedDict, total=False):
    LocationConstraint: str
    Location: LocationInfo
    Bucket: BucketInfo
    Tags: list[Tag]


class _CreateBucketMetadataConfigurationRequestRequired(TypedDict):
    Bucket: str
    MetadataConfiguration: MetadataConfiguration


class CreateBucketMetadataConfigurationRequest(
    _CreateBucketMetadataConfigurationRequestRequired, total=False
):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _CreateBucketMetadataTableConfigurationRequestRequired(TypedDict):
    Bucket: str
    MetadataTableConfiguration: MetadataTableConfiguration


class CreateBucketMetadataTableConfigurationRequest(
    _CreateBucketMetadataTableConfigurationRequestRequired, total=False
):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


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
    ObjectOwnership: str
    BucketNamespace: str


class CreateBucketResponse(TypedDict, total=False):
    Location: str
    BucketArn: str


class _CreateMultipartUploadRequestRequired(TypedDict):
    Bucket: str
    Key: str


class CreateMultipartUploadRequest(_CreateMultipartUploadRequestRequired, total=False):
    ACL: str
    CacheControl: str
    ContentDisposition: str
    ContentEncoding: str
    ContentLanguage: str
    ContentType: str
    Expires: datetime
    GrantFullControl: str
    GrantRead: str
    GrantReadACP: str
    GrantWriteACP: str
    Metadata: dict[str, str]
    ServerSideEncryption: str
    StorageClass: str
    WebsiteRedirectLocation: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    SSEKMSEncryptionContext: str
    BucketKeyEnabled: bool
    RequestPayer: str
    Tagging: str
    ObjectLockMode: str
    ObjectLockRetainUntilDate: datetime
    ObjectLockLegalHoldStatus: str
    ObjectLockEventHold: str
    ObjectLockEventHoldDurationDays: int
    ObjectLockEventHoldDurationYears: int
    ExpectedBucketOwner: str
    ChecksumAlgorithm: str
    ChecksumType: str


class CreateMultipartUploadResponse(TypedDict, total=False):
    AbortDate: datetime
    AbortRuleId: str
    Bucket: str
    Key: str
    UploadId: str
    ServerSideEncryption: str
    SSECustomerAlgorithm: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    SSEKMSEncryptionContext: str
    BucketKeyEnabled: bool
    RequestCharged: str
    ChecksumAlgorithm: str
    ChecksumType: str
    VersionId: str


class _CreateSessionRequestRequired(TypedDict):
    Bucket: str


class CreateSessionRequest(_CreateSessionRequestRequired, total=False):
    SessionMode: str
    ServerSideEncryption: str
    SSEKMSKeyId: str
    SSEKMSEncryptionContext: str
    BucketKeyEnabled: bool


class _CreateSessionResponseRequired(TypedDict):
    Credentials: SessionCredentials


class CreateSessionResponse(_CreateSessionResponseRequired, total=False):
    ServerSideEncryption: str
    SSEKMSKeyId: str
    SSEKMSEncryptionContext: str
    BucketKeyEnabled: bool


class DefaultRetention(TypedDict, total=False):
    Mode: str
    Days: int
    Years: int
    DefaultEventHold: EventHoldDuration


class _DeleteRequired(TypedDict):
    Objects: list[ObjectIdentifier]


class Delete(_DeleteRequired, total=False):
    Quiet: bool


class _DeleteBucketAnalyticsConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str


class DeleteBucketAnalyticsConfigurationRequest(
    _DeleteBucketAnalyticsConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str


class _DeleteBucketCorsRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketCorsRequest(_DeleteBucketCorsRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketEncryptionRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketEncryptionRequest(_DeleteBucketEncryptionRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketIntelligentTieringConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str


class DeleteBucketIntelligentTieringConfigurationRequest(
    _DeleteBucketIntelligentTieringConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str


class _DeleteBucketInventoryConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str


class DeleteBucketInventoryConfigurationRequest(
    _DeleteBucketInventoryConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str


class _DeleteBucketLifecycleRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketLifecycleRequest(_DeleteBucketLifecycleRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketMetadataConfigurationRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketMetadataConfigurationRequest(
    _DeleteBucketMetadataConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str


class _DeleteBucketMetadataTableConfigurationRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketMetadataTableConfigurationRequest(
    _DeleteBucketMetadataTableConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str


class _DeleteBucketMetricsConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str


class DeleteBucketMetricsConfigurationRequest(_DeleteBucketMetricsConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketOwnershipControlsRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketOwnershipControlsRequest(_DeleteBucketOwnershipControlsRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketPolicyRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketPolicyRequest(_DeleteBucketPolicyRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketReplicationRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketReplicationRequest(_DeleteBucketReplicationRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketRequest(_DeleteBucketRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketTaggingRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketTaggingRequest(_DeleteBucketTaggingRequestRequired, total=False):
    ExpectedBucketOwner: str


class _DeleteBucketWebsiteRequestRequired(TypedDict):
    Bucket: str


class DeleteBucketWebsiteRequest(_DeleteBucketWebsiteRequestRequired, total=False):
    ExpectedBucketOwner: str


class DeleteMarkerEntry(TypedDict, total=False):
    Owner: Owner
    Key: str
    VersionId: str
    IsLatest: bool
    LastModified: datetime


class DeleteMarkerReplication(TypedDict, total=False):
    Status: str


class _DeleteObjectAnnotationRequestRequired(TypedDict):
    Bucket: str
    Key: str
    AnnotationName: str


class DeleteObjectAnnotationRequest(_DeleteObjectAnnotationRequestRequired, total=False):
    VersionId: str
    RequestPayer: str
    ExpectedBucketOwner: str
    ObjectIfMatch: str


class DeleteObjectAnnotationResponse(TypedDict, total=False):
    ObjectVersionId: str
    RequestCharged: str


class _DeleteObjectRequestRequired(TypedDict):
    Bucket: str
    Key: str


class DeleteObjectRequest(_DeleteObjectRequestRequired, total=False):
    MFA: str
    VersionId: str
    RequestPayer: str
    BypassGovernanceRetention: bool
    ExpectedBucketOwner: str
    IfMatch: str
    IfMatchLastModifiedTime: datetime
    IfMatchSize: int


class DeleteObjectResponse(TypedDict, total=False):
    DeleteMarker: bool
    VersionId: str
    RequestCharged: str


class _DeleteObjectTaggingRequestRequired(TypedDict):
    Bucket: str
    Key: str


class DeleteObjectTaggingRequest(_DeleteObjectTaggingRequestRequired, total=False):
    VersionId: str
    ExpectedBucketOwner: str


class DeleteObjectTaggingResponse(TypedDict, total=False):
    VersionId: str


class _DeleteObjectsRequestRequired(TypedDict):
    Bucket: str
    Delete: Delete


class DeleteObjectsRequest(_DeleteObjectsRequestRequired, total=False):
    MFA: str
    RequestPayer: str
    BypassGovernanceRetention: bool
    ExpectedBucketOwner: str
    ChecksumAlgorithm: str


class DeleteObjectsResponse(TypedDict, total=False):
    Deleted: list[DeletedObject]
    RequestCharged: str
    Errors: list[Error]


class _DeletePublicAccessBlockRequestRequired(TypedDict):
    Bucket: str


class DeletePublicAccessBlockRequest(_DeletePublicAccessBlockRequestRequired, total=False):
    ExpectedBucketOwner: str


class DeletedObject(TypedDict, total=False):
    Key: str
    VersionId: str
    DeleteMarker: bool
    DeleteMarkerVersionId: str


class _DestinationRequired(TypedDict):
    Bucket: str


class Destination(_DestinationRequired, total=False):
    Account: str
    StorageClass: str
    AccessControlTranslation: AccessControlTranslation
    EncryptionConfiguration: EncryptionConfiguration
    ReplicationTime: ReplicationTime
    Metrics: Metrics


class DestinationResult(TypedDict, total=False):
    TableBucketType: str
    TableBucketArn: str
    TableNamespace: str


class _EncryptionRequired(TypedDict):
    EncryptionType: str


class Encryption(_EncryptionRequired, total=False):
    KMSKeyId: str
    KMSContext: str


class EncryptionConfiguration(TypedDict, total=False):
    ReplicaKmsKeyID: str
    UseSourceMultiRegionKey: UseSourceMultiRegionKey


class EndEvent(TypedDict, total=False):
    pass


class Error(TypedDict, total=False):
    Key: str
    VersionId: str
    Code: str
    Message: str


class ErrorDetails(TypedDict, total=False):
    ErrorCode: str
    ErrorMessage: str


class ErrorDocument(TypedDict):
    Key: str


class EventBridgeConfiguration(TypedDict, total=False):
    pass


class EventHoldDuration(TypedDict, total=False):
    Days: int
    Years: int


class ExistingObjectReplication(TypedDict):
    Status: str


class FilterRule(TypedDict, total=False):
    Name: str
    Value: str


class _GetBucketAbacRequestRequired(TypedDict):
    Bucket: str


class GetBucketAbacRequest(_GetBucketAbacRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketAbacResponse(TypedDict, total=False):
    AbacStatus: AbacStatus


class _GetBucketAccelerateConfigurationRequestRequired(TypedDict):
    Bucket: str


class GetBucketAccelerateConfigurationRequest(_GetBucketAccelerateConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str
    RequestPayer: str


class GetBucketAccelerateConfigurationResponse(TypedDict, total=False):
    Status: str
    RequestCharged: str


class _GetBucketAclRequestRequired(TypedDict):
    Bucket: str


class GetBucketAclRequest(_GetBucketAclRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketAclResponse(TypedDict, total=False):
    Owner: Owner
    Grants: list[Grant]


class _GetBucketAnalyticsConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str


class GetBucketAnalyticsConfigurationRequest(_GetBucketAnalyticsConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketAnalyticsConfigurationResponse(TypedDict, total=False):
    AnalyticsConfiguration: AnalyticsConfiguration


class _GetBucketCorsRequestRequired(TypedDict):
    Bucket: str


class GetBucketCorsRequest(_GetBucketCorsRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketCorsResponse(TypedDict, total=False):
    CORSRules: list[CORSRule]


class _GetBucketEncryptionRequestRequired(TypedDict):
    Bucket: str


class GetBucketEncryptionRequest(_GetBucketEncryptionRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketEncryptionResponse(TypedDict, total=False):
    ServerSideEncryptionConfiguration: ServerSideEncryptionConfiguration


class _GetBucketIntelligentTieringConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str


class GetBucketIntelligentTieringConfigurationRequest(
    _GetBucketIntelligentTieringConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str


class GetBucketIntelligentTieringConfigurationResponse(TypedDict, total=False):
    IntelligentTieringConfiguration: IntelligentTieringConfiguration


class _GetBucketInventoryConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str


class GetBucketInventoryConfigurationRequest(_GetBucketInventoryConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketInventoryConfigurationResponse(TypedDict, total=False):
    InventoryConfiguration: InventoryConfiguration


class _GetBucketLifecycleConfigurationRequestRequired(TypedDict):
    Bucket: str


class GetBucketLifecycleConfigurationRequest(_GetBucketLifecycleConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketLifecycleConfigurationResponse(TypedDict, total=False):
    Rules: list[LifecycleRule]
    TransitionDefaultMinimumObjectSize: str


class _GetBucketLifecycleRequestRequired(TypedDict):
    Bucket: str


class GetBucketLifecycleRequest(_GetBucketLifecycleRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketLifecycleResponse(TypedDict, total=False):
    Rules: list[Rule]


class _GetBucketLocationRequestRequired(TypedDict):
    Bucket: str


class GetBucketLocationRequest(_GetBucketLocationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketLocationResponse(TypedDict, total=False):
    LocationConstraint: str


class _GetBucketLoggingRequestRequired(TypedDict):
    Bucket: str


class GetBucketLoggingRequest(_GetBucketLoggingRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketLoggingResponse(TypedDict, total=False):
    LoggingEnabled: LoggingEnabled


class _GetBucketMetadataConfigurationRequestRequired(TypedDict):
    Bucket: str


class GetBucketMetadataConfigurationRequest(_GetBucketMetadataConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketMetadataConfigurationResponse(TypedDict, total=False):
    GetBucketMetadataConfigurationResult: GetBucketMetadataConfigurationResult


class GetBucketMetadataConfigurationResult(TypedDict):
    MetadataConfigurationResult: MetadataConfigurationResult


class _GetBucketMetadataTableConfigurationRequestRequired(TypedDict):
    Bucket: str


class GetBucketMetadataTableConfigurationRequest(
    _GetBucketMetadataTableConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str


class GetBucketMetadataTableConfigurationResponse(TypedDict, total=False):
    GetBucketMetadataTableConfigurationResult: GetBucketMetadataTableConfigurationResult


class _GetBucketMetadataTableConfigurationResultRequired(TypedDict):
    MetadataTableConfigurationResult: MetadataTableConfigurationResult
    Status: str


class GetBucketMetadataTableConfigurationResult(
    _GetBucketMetadataTableConfigurationResultRequired, total=False
):
    Error: ErrorDetails


class _GetBucketMetricsConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str


class GetBucketMetricsConfigurationRequest(_GetBucketMetricsConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketMetricsConfigurationResponse(TypedDict, total=False):
    MetricsConfiguration: MetricsConfiguration


class GetBucketNotificationConfigurationResponse(TypedDict, total=False):
    TopicConfigurations: list[TopicConfiguration]
    QueueConfigurations: list[QueueConfiguration]
    LambdaFunctionConfigurations: list[LambdaFunctionConfiguration]
    EventBridgeConfiguration: EventBridgeConfiguration


class _GetBucketNotificationRequestRequired(TypedDict):
    Bucket: str


class GetBucketNotificationRequest(_GetBucketNotificationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketNotificationResponse(TypedDict, total=False):
    TopicConfiguration: TopicConfigurationDeprecated
    QueueConfiguration: QueueConfigurationDeprecated
    CloudFunctionConfiguration: CloudFunctionConfiguration


class _GetBucketOwnershipControlsRequestRequired(TypedDict):
    Bucket: str


class GetBucketOwnershipControlsRequest(_GetBucketOwnershipControlsRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketOwnershipControlsResponse(TypedDict, total=False):
    OwnershipControls: OwnershipControls


class _GetBucketPolicyRequestRequired(TypedDict):
    Bucket: str


class GetBucketPolicyRequest(_GetBucketPolicyRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketPolicyResponse(TypedDict, total=False):
    Policy: str


class _GetBucketPolicyStatusRequestRequired(TypedDict):
    Bucket: str


class GetBucketPolicyStatusRequest(_GetBucketPolicyStatusRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketPolicyStatusResponse(TypedDict, total=False):
    PolicyStatus: PolicyStatus


class _GetBucketReplicationRequestRequired(TypedDict):
    Bucket: str


class GetBucketReplicationRequest(_GetBucketReplicationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketReplicationResponse(TypedDict, total=False):
    ReplicationConfiguration: ReplicationConfiguration


class _GetBucketRequestPaymentRequestRequired(TypedDict):
    Bucket: str


class GetBucketRequestPaymentRequest(_GetBucketRequestPaymentRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketRequestPaymentResponse(TypedDict, total=False):
    Payer: str


class _GetBucketTaggingRequestRequired(TypedDict):
    Bucket: str


class GetBucketTaggingRequest(_GetBucketTaggingRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketTaggingResponse(TypedDict):
    TagSet: list[Tag]


class _GetBucketVersioningRequestRequired(TypedDict):
    Bucket: str


class GetBucketVersioningRequest(_GetBucketVersioningRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketVersioningResponse(TypedDict, total=False):
    Status: str
    MFADelete: str


class _GetBucketWebsiteRequestRequired(TypedDict):
    Bucket: str


class GetBucketWebsiteRequest(_GetBucketWebsiteRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetBucketWebsiteResponse(TypedDict, total=False):
    RedirectAllRequestsTo: RedirectAllRequestsTo
    IndexDocument: IndexDocument
    ErrorDocument: ErrorDocument
    RoutingRules: list[RoutingRule]


class _GetObjectAclRequestRequired(TypedDict):
    Bucket: str
    Key: str


class GetObjectAclRequest(_GetObjectAclRequestRequired, total=False):
    VersionId: str
    RequestPayer: str
    ExpectedBucketOwner: str


class GetObjectAclResponse(TypedDict, total=False):
    Owner: Owner
    Grants: list[Grant]
    RequestCharged: str


class _GetObjectAnnotationRequestRequired(TypedDict):
    Bucket: str
    Key: str
    AnnotationName: str


class GetObjectAnnotationRequest(_GetObjectAnnotationRequestRequired, total=False):
    VersionId: str
    RequestPayer: str
    ExpectedBucketOwner: str
    ChecksumMode: str


class GetObjectAnnotationResponse(TypedDict, total=False):
    AnnotationPayload: bytes
    ObjectVersionId: str
    LastModified: datetime
    ContentLength: int
    ETag: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ChecksumType: str
    ServerSideEncryption: str
    RequestCharged: str
    ReplicationStatus: str


class GetObjectAttributesParts(TypedDict, total=False):
    TotalPartsCount: int
    PartNumberMarker: int
    NextPartNumberMarker: int
    MaxParts: int
    IsTruncated: bool
    Parts: list[ObjectPart]


class _GetObjectAttributesRequestRequired(TypedDict):
    Bucket: str
    Key: str
    ObjectAttributes: list[str]


class GetObjectAttributesRequest(_GetObjectAttributesRequestRequired, total=False):
    VersionId: str
    MaxParts: int
    PartNumberMarker: int
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    RequestPayer: str
    ExpectedBucketOwner: str


class GetObjectAttributesResponse(TypedDict, total=False):
    DeleteMarker: bool
    LastModified: datetime
    VersionId: str
    RequestCharged: str
    ETag: str
    Checksum: Checksum
    ObjectParts: GetObjectAttributesParts
    StorageClass: str
    ObjectSize: int


class _GetObjectLegalHoldRequestRequired(TypedDict):
    Bucket: str
    Key: str


class GetObjectLegalHoldRequest(_GetObjectLegalHoldRequestRequired, total=False):
    VersionId: str
    RequestPayer: str
    ExpectedBucketOwner: str


class GetObjectLegalHoldResponse(TypedDict, total=False):
    LegalHold: ObjectLockLegalHold


class _GetObjectLockConfigurationRequestRequired(TypedDict):
    Bucket: str


class GetObjectLockConfigurationRequest(_GetObjectLockConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetObjectLockConfigurationResponse(TypedDict, total=False):
    ObjectLockConfiguration: ObjectLockConfiguration


class _GetObjectRequestRequired(TypedDict):
    Bucket: str
    Key: str


class GetObjectRequest(_GetObjectRequestRequired, total=False):
    IfMatch: str
    IfModifiedSince: datetime
    IfNoneMatch: str
    IfUnmodifiedSince: datetime
    Range: str
    ResponseCacheControl: str
    ResponseContentDisposition: str
    ResponseContentEncoding: str
    ResponseContentLanguage: str
    ResponseContentType: str
    ResponseExpires: datetime
    VersionId: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    RequestPayer: str
    PartNumber: int
    ExpectedBucketOwner: str
    ChecksumMode: str


class GetObjectResponse(TypedDict, total=False):
    Body: bytes
    DeleteMarker: bool
    AcceptRanges: str
    Expiration: str
    Restore: str
    LastModified: datetime
    ContentLength: int
    ETag: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ChecksumType: str
    MissingMeta: int
    VersionId: str
    CacheControl: str
    ContentDisposition: str
    ContentEncoding: str
    ContentLanguage: str
    ContentRange: str
    ContentType: str
    Expires: datetime
    WebsiteRedirectLocation: str
    ServerSideEncryption: str
    Metadata: dict[str, str]
    SSECustomerAlgorithm: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    BucketKeyEnabled: bool
    StorageClass: str
    RequestCharged: str
    ReplicationStatus: str
    PartsCount: int
    TagCount: int
    ObjectLockMode: str
    ObjectLockRetainUntilDate: datetime
    ObjectLockLegalHoldStatus: str
    ObjectLockEventHold: str
    ObjectLockEventHoldDurationDays: int
    ObjectLockEventHoldDurationYears: int


class _GetObjectRetentionRequestRequired(TypedDict):
    Bucket: str
    Key: str


class GetObjectRetentionRequest(_GetObjectRetentionRequestRequired, total=False):
    VersionId: str
    RequestPayer: str
    ExpectedBucketOwner: str


class GetObjectRetentionResponse(TypedDict, total=False):
    Retention: ObjectLockRetention


class _GetObjectTaggingRequestRequired(TypedDict):
    Bucket: str
    Key: str


class GetObjectTaggingRequest(_GetObjectTaggingRequestRequired, total=False):
    VersionId: str
    ExpectedBucketOwner: str
    RequestPayer: str


class _GetObjectTaggingResponseRequired(TypedDict):
    TagSet: list[Tag]


class GetObjectTaggingResponse(_GetObjectTaggingResponseRequired, total=False):
    VersionId: str


class _GetObjectTorrentRequestRequired(TypedDict):
    Bucket: str
    Key: str


class GetObjectTorrentRequest(_GetObjectTorrentRequestRequired, total=False):
    RequestPayer: str
    ExpectedBucketOwner: str


class GetObjectTorrentResponse(TypedDict, total=False):
    Body: bytes
    RequestCharged: str


class _GetPublicAccessBlockRequestRequired(TypedDict):
    Bucket: str


class GetPublicAccessBlockRequest(_GetPublicAccessBlockRequestRequired, total=False):
    ExpectedBucketOwner: str


class GetPublicAccessBlockResponse(TypedDict, total=False):
    PublicAccessBlockConfiguration: PublicAccessBlockConfiguration


class GlacierJobParameters(TypedDict):
    Tier: str


class Grant(TypedDict, total=False):
    Grantee: Grantee
    Permission: str


class _GranteeRequired(TypedDict):
    Type: str


class Grantee(_GranteeRequired, total=False):
    DisplayName: str
    EmailAddress: str
    ID: str
    URI: str


class _HeadBucketRequestRequired(TypedDict):
    Bucket: str


class HeadBucketRequest(_HeadBucketRequestRequired, total=False):
    ExpectedBucketOwner: str


class HeadBucketResponse(TypedDict, total=False):
    BucketArn: str
    BucketLocationType: str
    BucketLocationName: str
    BucketRegion: str
    AccessPointAlias: bool


class _HeadObjectRequestRequired(TypedDict):
    Bucket: str
    Key: str


class HeadObjectRequest(_HeadObjectRequestRequired, total=False):
    IfMatch: str
    IfModifiedSince: datetime
    IfNoneMatch: str
    IfUnmodifiedSince: datetime
    Range: str
    ResponseCacheControl: str
    ResponseContentDisposition: str
    ResponseContentEncoding: str
    ResponseContentLanguage: str
    ResponseContentType: str
    ResponseExpires: datetime
    VersionId: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    RequestPayer: str
    PartNumber: int
    ExpectedBucketOwner: str
    ChecksumMode: str


class HeadObjectResponse(TypedDict, total=False):
    DeleteMarker: bool
    AcceptRanges: str
    Expiration: str
    Restore: str
    ArchiveStatus: str
    LastModified: datetime
    ContentLength: int
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ChecksumType: str
    ETag: str
    MissingMeta: int
    VersionId: str
    CacheControl: str
    ContentDisposition: str
    ContentEncoding: str
    ContentLanguage: str
    ContentType: str
    ContentRange: str
    Expires: datetime
    WebsiteRedirectLocation: str
    ServerSideEncryption: str
    Metadata: dict[str, str]
    SSECustomerAlgorithm: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    BucketKeyEnabled: bool
    StorageClass: str
    RequestCharged: str
    ReplicationStatus: str
    PartsCount: int
    TagCount: int
    ObjectLockMode: str
    ObjectLockRetainUntilDate: datetime
    ObjectLockLegalHoldStatus: str
    ObjectLockEventHold: str
    ObjectLockEventHoldDurationDays: int
    ObjectLockEventHoldDurationYears: int


class IndexDocument(TypedDict):
    Suffix: str


class Initiator(TypedDict, total=False):
    ID: str
    DisplayName: str


class InputSerialization(TypedDict, total=False):
    CSV: CSVInput
    CompressionType: str
    JSON: JSONInput
    Parquet: ParquetInput


class IntelligentTieringAndOperator(TypedDict, total=False):
    Prefix: str
    Tags: list[Tag]


class _IntelligentTieringConfigurationRequired(TypedDict):
    Id: str
    Status: str
    Tierings: list[Tiering]


class IntelligentTieringConfiguration(_IntelligentTieringConfigurationRequired, total=False):
    Filter: IntelligentTieringFilter


class IntelligentTieringFilter(TypedDict, total=False):
    Prefix: str
    Tag: Tag
    And: IntelligentTieringAndOperator


class _InventoryConfigurationRequired(TypedDict):
    Destination: InventoryDestination
    IsEnabled: bool
    Id: str
    IncludedObjectVersions: str
    Schedule: InventorySchedule


class InventoryConfiguration(_InventoryConfigurationRequired, total=False):
    Filter: InventoryFilter
    OptionalFields: list[str]


class InventoryDestination(TypedDict):
    S3BucketDestination: InventoryS3BucketDestination


class InventoryEncryption(TypedDict, total=False):
    SSES3: SSES3
    SSEKMS: SSEKMS


class InventoryFilter(TypedDict):
    Prefix: str


class _InventoryS3BucketDestinationRequired(TypedDict):
    Bucket: str
    Format: str


class InventoryS3BucketDestination(_InventoryS3BucketDestinationRequired, total=False):
    AccountId: str
    Prefix: str
    Encryption: InventoryEncryption


class InventorySchedule(TypedDict):
    Frequency: str


class _InventoryTableConfigurationRequired(TypedDict):
    ConfigurationState: str


class InventoryTableConfiguration(_InventoryTableConfigurationRequired, total=False):
    EncryptionConfiguration: MetadataTableEncryptionConfiguration


class _InventoryTableConfigurationResultRequired(TypedDict):
    ConfigurationState: str


class InventoryTableConfigurationResult(_InventoryTableConfigurationResultRequired, total=False):
    TableStatus: str
    Error: ErrorDetails
    TableName: str
    TableArn: str


class _InventoryTableConfigurationUpdatesRequired(TypedDict):
    ConfigurationState: str


class InventoryTableConfigurationUpdates(_InventoryTableConfigurationUpdatesRequired, total=False):
    EncryptionConfiguration: MetadataTableEncryptionConfiguration


class JSONInput(TypedDict, total=False):
    Type: str


class JSONOutput(TypedDict, total=False):
    RecordDelimiter: str


class _JournalTableConfigurationRequired(TypedDict):
    RecordExpiration: RecordExpiration


class JournalTableConfiguration(_JournalTableConfigurationRequired, total=False):
    EncryptionConfiguration: MetadataTableEncryptionConfiguration


class _JournalTableConfigurationResultRequired(TypedDict):
    TableStatus: str
    TableName: str
    RecordExpiration: RecordExpiration


class JournalTableConfigurationResult(_JournalTableConfigurationResultRequired, total=False):
    Error: ErrorDetails
    TableArn: str


class JournalTableConfigurationUpdates(TypedDict):
    RecordExpiration: RecordExpiration


class _LambdaFunctionConfigurationRequired(TypedDict):
    LambdaFunctionArn: str
    Events: list[str]


class LambdaFunctionConfiguration(_LambdaFunctionConfigurationRequired, total=False):
    Id: str
    Filter: NotificationConfigurationFilter


class LifecycleConfiguration(TypedDict):
    Rules: list[Rule]


class LifecycleExpiration(TypedDict, total=False):
    Date: datetime
    Days: int
    ExpiredObjectDeleteMarker: bool


class _LifecycleRuleRequired(TypedDict):
    Status: str


class LifecycleRule(_LifecycleRuleRequired, total=False):
    Expiration: LifecycleExpiration
    ID: str
    Prefix: str
    Filter: LifecycleRuleFilter
    Transitions: list[Transition]
    NoncurrentVersionTransitions: list[NoncurrentVersionTransition]
    NoncurrentVersionExpiration: NoncurrentVersionExpiration
    AbortIncompleteMultipartUpload: AbortIncompleteMultipartUpload


class LifecycleRuleAndOperator(TypedDict, total=False):
    Prefix: str
    Tags: list[Tag]
    ObjectSizeGreaterThan: int
    ObjectSizeLessThan: int


class LifecycleRuleFilter(TypedDict, total=False):
    Prefix: str
    Tag: Tag
    ObjectSizeGreaterThan: int
    ObjectSizeLessThan: int
    And: LifecycleRuleAndOperator


class _ListBucketAnalyticsConfigurationsRequestRequired(TypedDict):
    Bucket: str


class ListBucketAnalyticsConfigurationsRequest(
    _ListBucketAnalyticsConfigurationsRequestRequired, total=False
):
    ContinuationToken: str
    ExpectedBucketOwner: str


class ListBucketAnalyticsConfigurationsResponse(TypedDict, total=False):
    IsTruncated: bool
    ContinuationToken: str
    NextContinuationToken: str
    AnalyticsConfigurationList: list[AnalyticsConfiguration]


class _ListBucketIntelligentTieringConfigurationsRequestRequired(TypedDict):
    Bucket: str


class ListBucketIntelligentTieringConfigurationsRequest(
    _ListBucketIntelligentTieringConfigurationsRequestRequired, total=False
):
    ContinuationToken: str
    ExpectedBucketOwner: str


class ListBucketIntelligentTieringConfigurationsResponse(TypedDict, total=False):
    IsTruncated: bool
    ContinuationToken: str
    NextContinuationToken: str
    IntelligentTieringConfigurationList: list[IntelligentTieringConfiguration]


class _ListBucketInventoryConfigurationsRequestRequired(TypedDict):
    Bucket: str


class ListBucketInventoryConfigurationsRequest(
    _ListBucketInventoryConfigurationsRequestRequired, total=False
):
    ContinuationToken: str
    ExpectedBucketOwner: str


class ListBucketInventoryConfigurationsResponse(TypedDict, total=False):
    ContinuationToken: str
    InventoryConfigurationList: list[InventoryConfiguration]
    IsTruncated: bool
    NextContinuationToken: str


class _ListBucketMetricsConfigurationsRequestRequired(TypedDict):
    Bucket: str


class ListBucketMetricsConfigurationsRequest(_ListBucketMetricsConfigurationsRequestRequired, total=False):
    ContinuationToken: str
    ExpectedBucketOwner: str


class ListBucketMetricsConfigurationsResponse(TypedDict, total=False):
    IsTruncated: bool
    ContinuationToken: str
    NextContinuationToken: str
    MetricsConfigurationList: list[MetricsConfiguration]


class ListBucketsRequest(TypedDict, total=False):
    MaxBuckets: int
    ContinuationToken: str
    Prefix: str
    BucketRegion: str


class ListBucketsResponse(TypedDict, total=False):
    Buckets: list[Bucket]
    Owner: Owner
    ContinuationToken: str
    Prefix: str


class ListDirectoryBucketsRequest(TypedDict, total=False):
    ContinuationToken: str
    MaxDirectoryBuckets: int


class ListDirectoryBucketsResponse(TypedDict, total=False):
    Buckets: list[Bucket]
    ContinuationToken: str


class _ListMultipartUploadsRequestRequired(TypedDict):
    Bucket: str


class ListMultipartUploadsRequest(_ListMultipartUploadsRequestRequired, total=False):
    Delimiter: str
    EncodingType: str
    KeyMarker: str
    MaxUploads: int
    Prefix: str
    UploadIdMarker: str
    ExpectedBucketOwner: str
    RequestPayer: str


class ListMultipartUploadsResponse(TypedDict, total=False):
    Bucket: str
    KeyMarker: str
    UploadIdMarker: str
    NextKeyMarker: str
    Prefix: str
    Delimiter: str
    NextUploadIdMarker: str
    MaxUploads: int
    IsTruncated: bool
    Uploads: list[MultipartUpload]
    CommonPrefixes: list[CommonPrefix]
    EncodingType: str
    RequestCharged: str


class _ListObjectAnnotationsRequestRequired(TypedDict):
    Bucket: str
    Key: str


class ListObjectAnnotationsRequest(_ListObjectAnnotationsRequestRequired, total=False):
    VersionId: str
    MaxAnnotationResults: int
    AnnotationPrefix: str
    ContinuationToken: str
    RequestPayer: str
    ExpectedBucketOwner: str


class ListObjectAnnotationsResponse(TypedDict, total=False):
    Annotations: list[AnnotationEntry]
    Bucket: str
    Key: str
    ObjectVersionId: str
    AnnotationPrefix: str
    MaxAnnotationResults: int
    AnnotationCount: int
    ContinuationToken: str
    NextContinuationToken: str
    RequestCharged: str


class _ListObjectVersionsRequestRequired(TypedDict):
    Bucket: str


class ListObjectVersionsRequest(_ListObjectVersionsRequestRequired, total=False):
    Delimiter: str
    EncodingType: str
    KeyMarker: str
    MaxKeys: int
    Prefix: str
    VersionIdMarker: str
    ExpectedBucketOwner: str
    RequestPayer: str
    OptionalObjectAttributes: list[str]


class ListObjectVersionsResponse(TypedDict, total=False):
    IsTruncated: bool
    KeyMarker: str
    VersionIdMarker: str
    NextKeyMarker: str
    NextVersionIdMarker: str
    Versions: list[ObjectVersion]
    DeleteMarkers: list[DeleteMarkerEntry]
    Name: str
    Prefix: str
    Delimiter: str
    MaxKeys: int
    CommonPrefixes: list[CommonPrefix]
    EncodingType: str
    RequestCharged: str


class _ListObjectsRequestRequired(TypedDict):
    Bucket: str


class ListObjectsRequest(_ListObjectsRequestRequired, total=False):
    Delimiter: str
    EncodingType: str
    Marker: str
    MaxKeys: int
    Prefix: str
    RequestPayer: str
    ExpectedBucketOwner: str
    OptionalObjectAttributes: list[str]


class ListObjectsResponse(TypedDict, total=False):
    IsTruncated: bool
    Marker: str
    NextMarker: str
    Contents: list[Object]
    Name: str
    Prefix: str
    Delimiter: str
    MaxKeys: int
    CommonPrefixes: list[CommonPrefix]
    EncodingType: str
    RequestCharged: str


class _ListObjectsV2RequestRequired(TypedDict):
    Bucket: str


class ListObjectsV2Request(_ListObjectsV2RequestRequired, total=False):
    Delimiter: str
    EncodingType: str
    MaxKeys: int
    Prefix: str
    ContinuationToken: str
    FetchOwner: bool
    StartAfter: str
    RequestPayer: str
    ExpectedBucketOwner: str
    OptionalObjectAttributes: list[str]


class ListObjectsV2Response(TypedDict, total=False):
    IsTruncated: bool
    Contents: list[Object]
    Name: str
    Prefix: str
    Delimiter: str
    MaxKeys: int
    CommonPrefixes: list[CommonPrefix]
    EncodingType: str
    KeyCount: int
    ContinuationToken: str
    NextContinuationToken: str
    StartAfter: str
    RequestCharged: str


class _ListPartsRequestRequired(TypedDict):
    Bucket: str
    Key: str
    UploadId: str


class ListPartsRequest(_ListPartsRequestRequired, total=False):
    MaxParts: int
    PartNumberMarker: int
    RequestPayer: str
    ExpectedBucketOwner: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str


class ListPartsResponse(TypedDict, total=False):
    AbortDate: datetime
    AbortRuleId: str
    Bucket: str
    Key: str
    UploadId: str
    PartNumberMarker: int
    NextPartNumberMarker: int
    MaxParts: int
    IsTruncated: bool
    Parts: list[Part]
    Initiator: Initiator
    Owner: Owner
    StorageClass: str
    RequestCharged: str
    ChecksumAlgorithm: str
    ChecksumType: str
    VersionId: str


class LocationInfo(TypedDict, total=False):
    Type: str
    Name: str


class _LoggingEnabledRequired(TypedDict):
    TargetBucket: str
    TargetPrefix: str


class LoggingEnabled(_LoggingEnabledRequired, total=False):
    TargetGrants: list[TargetGrant]
    TargetObjectKeyFormat: TargetObjectKeyFormat


class _MetadataConfigurationRequired(TypedDict):
    JournalTableConfiguration: JournalTableConfiguration


class MetadataConfiguration(_MetadataConfigurationRequired, total=False):
    InventoryTableConfiguration: InventoryTableConfiguration
    AnnotationTableConfiguration: AnnotationTableConfiguration


class _MetadataConfigurationResultRequired(TypedDict):
    DestinationResult: DestinationResult


class MetadataConfigurationResult(_MetadataConfigurationResultRequired, total=False):
    JournalTableConfigurationResult: JournalTableConfigurationResult
    InventoryTableConfigurationResult: InventoryTableConfigurationResult
    AnnotationTableConfigurationResult: AnnotationTableConfigurationResult


class MetadataEntry(TypedDict, total=False):
    Name: str
    Value: str


class MetadataTableConfiguration(TypedDict):
    S3TablesDestination: S3TablesDestination


class MetadataTableConfigurationResult(TypedDict):
    S3TablesDestinationResult: S3TablesDestinationResult


class _MetadataTableEncryptionConfigurationRequired(TypedDict):
    SseAlgorithm: str


class MetadataTableEncryptionConfiguration(_MetadataTableEncryptionConfigurationRequired, total=False):
    KmsKeyArn: str


class _MetricsRequired(TypedDict):
    Status: str


class Metrics(_MetricsRequired, total=False):
    EventThreshold: ReplicationTimeValue


class MetricsAndOperator(TypedDict, total=False):
    Prefix: str
    Tags: list[Tag]
    AccessPointArn: str


class _MetricsConfigurationRequired(TypedDict):
    Id: str


class MetricsConfiguration(_MetricsConfigurationRequired, total=False):
    Filter: MetricsFilter


class MetricsFilter(TypedDict, total=False):
    Prefix: str
    Tag: Tag
    AccessPointArn: str
    And: MetricsAndOperator


class MultipartUpload(TypedDict, total=False):
    UploadId: str
    Key: str
    Initiated: datetime
    StorageClass: str
    Owner: Owner
    Initiator: Initiator
    ChecksumAlgorithm: str
    ChecksumType: str
    VersionId: str


class NoncurrentVersionExpiration(TypedDict, total=False):
    NoncurrentDays: int
    NewerNoncurrentVersions: int


class NoncurrentVersionTransition(TypedDict, total=False):
    NoncurrentDays: int
    StorageClass: str
    NewerNoncurrentVersions: int


class NotificationConfigurationFilter(TypedDict, total=False):
    Key: S3KeyFilter


class Object(TypedDict, total=False):
    Key: str
    LastModified: datetime
    ETag: str
    ChecksumAlgorithm: list[str]
    ChecksumType: str
    Size: int
    StorageClass: str
    Owner: Owner
    RestoreStatus: RestoreStatus


class ObjectEncryption(TypedDict, total=False):
    SSEKMS: SSEKMSEncryption


class _ObjectIdentifierRequired(TypedDict):
    Key: str


class ObjectIdentifier(_ObjectIdentifierRequired, total=False):
    VersionId: str
    ETag: str
    LastModifiedTime: datetime
    Size: int


class ObjectLockConfiguration(TypedDict, total=False):
    ObjectLockEnabled: str
    Rule: ObjectLockRule


class ObjectLockLegalHold(TypedDict, total=False):
    Status: str


class ObjectLockRetention(TypedDict, total=False):
    Mode: str
    RetainUntilDate: datetime
    EventHold: str
    EventHoldDuration: EventHoldDuration


class ObjectLockRule(TypedDict, total=False):
    DefaultRetention: DefaultRetention


class ObjectPart(TypedDict, total=False):
    PartNumber: int
    Size: int
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str


class ObjectVersion(TypedDict, total=False):
    ETag: str
    ChecksumAlgorithm: list[str]
    ChecksumType: str
    Size: int
    StorageClass: str
    Key: str
    VersionId: str
    IsLatest: bool
    LastModified: datetime
    Owner: Owner
    RestoreStatus: RestoreStatus


class OutputLocation(TypedDict, total=False):
    S3: S3Location


class OutputSerialization(TypedDict, total=False):
    CSV: CSVOutput
    JSON: JSONOutput


class Owner(TypedDict, total=False):
    DisplayName: str
    ID: str


class OwnershipControls(TypedDict):
    Rules: list[OwnershipControlsRule]


class OwnershipControlsRule(TypedDict):
    ObjectOwnership: str


class ParquetInput(TypedDict, total=False):
    pass


class Part(TypedDict, total=False):
    PartNumber: int
    LastModified: datetime
    ETag: str
    Size: int
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str


class PartitionedPrefix(TypedDict, total=False):
    PartitionDateSource: str


class PolicyStatus(TypedDict, total=False):
    IsPublic: bool


class Progress(TypedDict, total=False):
    BytesScanned: int
    BytesProcessed: int
    BytesReturned: int


class ProgressEvent(TypedDict, total=False):
    Details: Progress


class PublicAccessBlockConfiguration(TypedDict, total=False):
    BlockPublicAcls: bool
    IgnorePublicAcls: bool
    BlockPublicPolicy: bool
    RestrictPublicBuckets: bool


class _PutBucketAbacRequestRequired(TypedDict):
    Bucket: str
    AbacStatus: AbacStatus


class PutBucketAbacRequest(_PutBucketAbacRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _PutBucketAccelerateConfigurationRequestRequired(TypedDict):
    Bucket: str
    AccelerateConfiguration: AccelerateConfiguration


class PutBucketAccelerateConfigurationRequest(_PutBucketAccelerateConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str
    ChecksumAlgorithm: str


class _PutBucketAclRequestRequired(TypedDict):
    Bucket: str


class PutBucketAclRequest(_PutBucketAclRequestRequired, total=False):
    ACL: str
    AccessControlPolicy: AccessControlPolicy
    ContentMD5: str
    ChecksumAlgorithm: str
    GrantFullControl: str
    GrantRead: str
    GrantReadACP: str
    GrantWrite: str
    GrantWriteACP: str
    ExpectedBucketOwner: str


class _PutBucketAnalyticsConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str
    AnalyticsConfiguration: AnalyticsConfiguration


class PutBucketAnalyticsConfigurationRequest(_PutBucketAnalyticsConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class _PutBucketCorsRequestRequired(TypedDict):
    Bucket: str
    CORSConfiguration: CORSConfiguration


class PutBucketCorsRequest(_PutBucketCorsRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _PutBucketEncryptionRequestRequired(TypedDict):
    Bucket: str
    ServerSideEncryptionConfiguration: ServerSideEncryptionConfiguration


class PutBucketEncryptionRequest(_PutBucketEncryptionRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _PutBucketIntelligentTieringConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str
    IntelligentTieringConfiguration: IntelligentTieringConfiguration


class PutBucketIntelligentTieringConfigurationRequest(
    _PutBucketIntelligentTieringConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str


class _PutBucketInventoryConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str
    InventoryConfiguration: InventoryConfiguration


class PutBucketInventoryConfigurationRequest(_PutBucketInventoryConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class _PutBucketLifecycleConfigurationRequestRequired(TypedDict):
    Bucket: str


class PutBucketLifecycleConfigurationRequest(_PutBucketLifecycleConfigurationRequestRequired, total=False):
    ChecksumAlgorithm: str
    LifecycleConfiguration: BucketLifecycleConfiguration
    ExpectedBucketOwner: str
    TransitionDefaultMinimumObjectSize: str


class PutBucketLifecycleConfigurationResponse(TypedDict, total=False):
    TransitionDefaultMinimumObjectSize: str


class _PutBucketLifecycleRequestRequired(TypedDict):
    Bucket: str


class PutBucketLifecycleRequest(_PutBucketLifecycleRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    LifecycleConfiguration: LifecycleConfiguration
    ExpectedBucketOwner: str


class _PutBucketLoggingRequestRequired(TypedDict):
    Bucket: str
    BucketLoggingStatus: BucketLoggingStatus


class PutBucketLoggingRequest(_PutBucketLoggingRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _PutBucketMetricsConfigurationRequestRequired(TypedDict):
    Bucket: str
    Id: str
    MetricsConfiguration: MetricsConfiguration


class PutBucketMetricsConfigurationRequest(_PutBucketMetricsConfigurationRequestRequired, total=False):
    ExpectedBucketOwner: str


class _PutBucketNotificationConfigurationRequestRequired(TypedDict):
    Bucket: str
    NotificationConfiguration: GetBucketNotificationConfigurationResponse


class PutBucketNotificationConfigurationRequest(
    _PutBucketNotificationConfigurationRequestRequired, total=False
):
    ExpectedBucketOwner: str
    SkipDestinationValidation: bool


class _PutBucketNotificationRequestRequired(TypedDict):
    Bucket: str
    NotificationConfiguration: GetBucketNotificationResponse


class PutBucketNotificationRequest(_PutBucketNotificationRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _PutBucketOwnershipControlsRequestRequired(TypedDict):
    Bucket: str
    OwnershipControls: OwnershipControls


class PutBucketOwnershipControlsRequest(_PutBucketOwnershipControlsRequestRequired, total=False):
    ContentMD5: str
    ExpectedBucketOwner: str
    ChecksumAlgorithm: str


class _PutBucketPolicyRequestRequired(TypedDict):
    Bucket: str
    Policy: str


class PutBucketPolicyRequest(_PutBucketPolicyRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ConfirmRemoveSelfBucketAccess: bool
    ExpectedBucketOwner: str


class _PutBucketReplicationRequestRequired(TypedDict):
    Bucket: str
    ReplicationConfiguration: ReplicationConfiguration


class PutBucketReplicationRequest(_PutBucketReplicationRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    Token: str
    ExpectedBucketOwner: str


class _PutBucketRequestPaymentRequestRequired(TypedDict):
    Bucket: str
    RequestPaymentConfiguration: RequestPaymentConfiguration


class PutBucketRequestPaymentRequest(_PutBucketRequestPaymentRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _PutBucketTaggingRequestRequired(TypedDict):
    Bucket: str
    Tagging: Tagging


class PutBucketTaggingRequest(_PutBucketTaggingRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _PutBucketVersioningRequestRequired(TypedDict):
    Bucket: str
    VersioningConfiguration: VersioningConfiguration


class PutBucketVersioningRequest(_PutBucketVersioningRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    MFA: str
    ExpectedBucketOwner: str


class _PutBucketWebsiteRequestRequired(TypedDict):
    Bucket: str
    WebsiteConfiguration: WebsiteConfiguration


class PutBucketWebsiteRequest(_PutBucketWebsiteRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _PutObjectAclRequestRequired(TypedDict):
    Bucket: str
    Key: str


class PutObjectAclRequest(_PutObjectAclRequestRequired, total=False):
    ACL: str
    AccessControlPolicy: AccessControlPolicy
    ContentMD5: str
    ChecksumAlgorithm: str
    GrantFullControl: str
    GrantRead: str
    GrantReadACP: str
    GrantWrite: str
    GrantWriteACP: str
    RequestPayer: str
    VersionId: str
    ExpectedBucketOwner: str


class PutObjectAclResponse(TypedDict, total=False):
    RequestCharged: str


class _PutObjectAnnotationRequestRequired(TypedDict):
    Bucket: str
    Key: str
    AnnotationName: str
    AnnotationPayload: bytes


class PutObjectAnnotationRequest(_PutObjectAnnotationRequestRequired, total=False):
    VersionId: str
    ObjectIfMatch: str
    ChecksumAlgorithm: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ContentMD5: str
    RequestPayer: str
    ExpectedBucketOwner: str


class PutObjectAnnotationResponse(TypedDict, total=False):
    Key: str
    AnnotationName: str
    ObjectVersionId: str
    ETag: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ChecksumType: str
    ServerSideEncryption: str
    RequestCharged: str


class _PutObjectLegalHoldRequestRequired(TypedDict):
    Bucket: str
    Key: str


class PutObjectLegalHoldRequest(_PutObjectLegalHoldRequestRequired, total=False):
    LegalHold: ObjectLockLegalHold
    RequestPayer: str
    VersionId: str
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class PutObjectLegalHoldResponse(TypedDict, total=False):
    RequestCharged: str


class _PutObjectLockConfigurationRequestRequired(TypedDict):
    Bucket: str


class PutObjectLockConfigurationRequest(_PutObjectLockConfigurationRequestRequired, total=False):
    ObjectLockConfiguration: ObjectLockConfiguration
    RequestPayer: str
    Token: str
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class PutObjectLockConfigurationResponse(TypedDict, total=False):
    RequestCharged: str


class _PutObjectRequestRequired(TypedDict):
    Bucket: str
    Key: str


class PutObjectRequest(_PutObjectRequestRequired, total=False):
    ACL: str
    Body: bytes
    CacheControl: str
    ContentDisposition: str
    ContentEncoding: str
    ContentLanguage: str
    ContentLength: int
    ContentMD5: str
    ContentType: str
    ChecksumAlgorithm: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    Expires: datetime
    IfMatch: str
    IfNoneMatch: str
    GrantFullControl: str
    GrantRead: str
    GrantReadACP: str
    GrantWriteACP: str
    WriteOffsetBytes: int
    Metadata: dict[str, str]
    ServerSideEncryption: str
    StorageClass: str
    WebsiteRedirectLocation: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    SSEKMSEncryptionContext: str
    BucketKeyEnabled: bool
    RequestPayer: str
    Tagging: str
    ObjectLockMode: str
    ObjectLockRetainUntilDate: datetime
    ObjectLockLegalHoldStatus: str
    ObjectLockEventHold: str
    ObjectLockEventHoldDurationDays: int
    ObjectLockEventHoldDurationYears: int
    ExpectedBucketOwner: str


class PutObjectResponse(TypedDict, total=False):
    Expiration: str
    ETag: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    ChecksumType: str
    ServerSideEncryption: str
    VersionId: str
    SSECustomerAlgorithm: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    SSEKMSEncryptionContext: str
    BucketKeyEnabled: bool
    Size: int
    RequestCharged: str


class _PutObjectRetentionRequestRequired(TypedDict):
    Bucket: str
    Key: str


class PutObjectRetentionRequest(_PutObjectRetentionRequestRequired, total=False):
    Retention: ObjectLockRetention
    RequestPayer: str
    VersionId: str
    BypassGovernanceRetention: bool
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class PutObjectRetentionResponse(TypedDict, total=False):
    RequestCharged: str


class _PutObjectTaggingRequestRequired(TypedDict):
    Bucket: str
    Key: str
    Tagging: Tagging


class PutObjectTaggingRequest(_PutObjectTaggingRequestRequired, total=False):
    VersionId: str
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str
    RequestPayer: str


class PutObjectTaggingResponse(TypedDict, total=False):
    VersionId: str


class _PutPublicAccessBlockRequestRequired(TypedDict):
    Bucket: str
    PublicAccessBlockConfiguration: PublicAccessBlockConfiguration


class PutPublicAccessBlockRequest(_PutPublicAccessBlockRequestRequired, total=False):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _QueueConfigurationRequired(TypedDict):
    QueueArn: str
    Events: list[str]


class QueueConfiguration(_QueueConfigurationRequired, total=False):
    Id: str
    Filter: NotificationConfigurationFilter


class QueueConfigurationDeprecated(TypedDict, total=False):
    Id: str
    Event: str
    Events: list[str]
    Queue: str


class _RecordExpirationRequired(TypedDict):
    Expiration: str


class RecordExpiration(_RecordExpirationRequired, total=False):
    Days: int


class RecordsEvent(TypedDict, total=False):
    Payload: bytes


class Redirect(TypedDict, total=False):
    HostName: str
    HttpRedirectCode: str
    Protocol: str
    ReplaceKeyPrefixWith: str
    ReplaceKeyWith: str


class _RedirectAllRequestsToRequired(TypedDict):
    HostName: str


class RedirectAllRequestsTo(_RedirectAllRequestsToRequired, total=False):
    Protocol: str


class _RenameObjectRequestRequired(TypedDict):
    Bucket: str
    Key: str
    RenameSource: str


class RenameObjectRequest(_RenameObjectRequestRequired, total=False):
    DestinationIfMatch: str
    DestinationIfNoneMatch: str
    DestinationIfModifiedSince: datetime
    DestinationIfUnmodifiedSince: datetime
    SourceIfMatch: str
    SourceIfNoneMatch: str
    SourceIfModifiedSince: datetime
    SourceIfUnmodifiedSince: datetime
    ClientToken: str


class RenameObjectResponse(TypedDict, total=False):
    pass


class ReplicaModifications(TypedDict):
    Status: str


class ReplicationConfiguration(TypedDict):
    Role: str
    Rules: list[ReplicationRule]


class _ReplicationRuleRequired(TypedDict):
    Status: str
    Destination: Destination


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
    Tags: list[Tag]
    Not: ReplicationRuleNotOperator


class ReplicationRuleFilter(TypedDict, total=False):
    Prefix: str
    Tag: Tag
    And: ReplicationRuleAndOperator
    Not: ReplicationRuleNotOperator


class ReplicationRuleNotOperator(TypedDict, total=False):
    Prefix: str
    Tag: Tag
    Or: ReplicationRuleOrOperator


class ReplicationRuleOrOperator(TypedDict, total=False):
    Prefixes: list[str]
    Tags: list[Tag]


class ReplicationTime(TypedDict):
    Status: str
    Time: ReplicationTimeValue


class ReplicationTimeValue(TypedDict, total=False):
    Minutes: int


class RequestPaymentConfiguration(TypedDict):
    Payer: str


class RequestProgress(TypedDict, total=False):
    Enabled: bool


class _RestoreObjectRequestRequired(TypedDict):
    Bucket: str
    Key: str


class RestoreObjectRequest(_RestoreObjectRequestRequired, total=False):
    VersionId: str
    RestoreRequest: RestoreRequest
    RequestPayer: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class RestoreObjectResponse(TypedDict, total=False):
    RequestCharged: str
    RestoreOutputPath: str


class RestoreRequest(TypedDict, total=False):
    Days: int
    GlacierJobParameters: GlacierJobParameters
    Type: str
    Tier: str
    Description: str
    SelectParameters: SelectParameters
    OutputLocation: OutputLocation


class RestoreStatus(TypedDict, total=False):
    IsRestoreInProgress: bool
    RestoreExpiryDate: datetime


class _RoutingRuleRequired(TypedDict):
    Redirect: Redirect


class RoutingRule(_RoutingRuleRequired, total=False):
    Condition: Condition


class _RuleRequired(TypedDict):
    Prefix: str
    Status: str


class Rule(_RuleRequired, total=False):
    Expiration: LifecycleExpiration
    ID: str
    Transition: Transition
    NoncurrentVersionTransition: NoncurrentVersionTransition
    NoncurrentVersionExpiration: NoncurrentVersionExpiration
    AbortIncompleteMultipartUpload: AbortIncompleteMultipartUpload


class S3KeyFilter(TypedDict, total=False):
    FilterRules: list[FilterRule]


class _S3LocationRequired(TypedDict):
    BucketName: str
    Prefix: str


class S3Location(_S3LocationRequired, total=False):
    Encryption: Encryption
    CannedACL: str
    AccessControlList: list[Grant]
    Tagging: Tagging
    UserMetadata: list[MetadataEntry]
    StorageClass: str


class S3TablesDestination(TypedDict):
    TableBucketArn: str
    TableName: str


class S3TablesDestinationResult(TypedDict):
    TableBucketArn: str
    TableName: str
    TableArn: str
    TableNamespace: str


class SSEKMS(TypedDict):
    KeyId: str


class _SSEKMSEncryptionRequired(TypedDict):
    KMSKeyArn: str


class SSEKMSEncryption(_SSEKMSEncryptionRequired, total=False):
    BucketKeyEnabled: bool


class SSES3(TypedDict, total=False):
    pass


class ScanRange(TypedDict, total=False):
    Start: int
    End: int


class SelectObjectContentEventStream(TypedDict, total=False):
    Records: RecordsEvent
    Stats: StatsEvent
    Progress: ProgressEvent
    Cont: ContinuationEvent
    End: EndEvent


class _SelectObjectContentRequestRequired(TypedDict):
    Bucket: str
    Key: str
    Expression: str
    ExpressionType: str
    InputSerialization: InputSerialization
    OutputSerialization: OutputSerialization


class SelectObjectContentRequest(_SelectObjectContentRequestRequired, total=False):
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    RequestProgress: RequestProgress
    ScanRange: ScanRange
    ExpectedBucketOwner: str


class SelectObjectContentResponse(TypedDict, total=False):
    Payload: SelectObjectContentEventStream


class SelectParameters(TypedDict):
    InputSerialization: InputSerialization
    ExpressionType: str
    Expression: str
    OutputSerialization: OutputSerialization


class _ServerSideEncryptionByDefaultRequired(TypedDict):
    SSEAlgorithm: str


class ServerSideEncryptionByDefault(_ServerSideEncryptionByDefaultRequired, total=False):
    KMSMasterKeyID: str


class ServerSideEncryptionConfiguration(TypedDict):
    Rules: list[ServerSideEncryptionRule]


class ServerSideEncryptionRule(TypedDict, total=False):
    ApplyServerSideEncryptionByDefault: ServerSideEncryptionByDefault
    BucketKeyEnabled: bool
    BlockedEncryptionTypes: BlockedEncryptionTypes


class SessionCredentials(TypedDict):
    AccessKeyId: str
    SecretAccessKey: str
    SessionToken: str
    Expiration: datetime


class SimplePrefix(TypedDict, total=False):
    pass


class SourceSelectionCriteria(TypedDict, total=False):
    SseKmsEncryptedObjects: SseKmsEncryptedObjects
    ReplicaModifications: ReplicaModifications


class SseKmsEncryptedObjects(TypedDict):
    Status: str


class Stats(TypedDict, total=False):
    BytesScanned: int
    BytesProcessed: int
    BytesReturned: int


class StatsEvent(TypedDict, total=False):
    Details: Stats


class StorageClassAnalysis(TypedDict, total=False):
    DataExport: StorageClassAnalysisDataExport


class StorageClassAnalysisDataExport(TypedDict):
    OutputSchemaVersion: str
    Destination: AnalyticsExportDestination


class Tag(TypedDict):
    Key: str
    Value: str


class Tagging(TypedDict):
    TagSet: list[Tag]


class TargetGrant(TypedDict, total=False):
    Grantee: Grantee
    Permission: str


class TargetObjectKeyFormat(TypedDict, total=False):
    SimplePrefix: SimplePrefix
    PartitionedPrefix: PartitionedPrefix


class Tiering(TypedDict):
    Days: int
    AccessTier: str


class _TopicConfigurationRequired(TypedDict):
    TopicArn: str
    Events: list[str]


class TopicConfiguration(_TopicConfigurationRequired, total=False):
    Id: str
    Filter: NotificationConfigurationFilter


class TopicConfigurationDeprecated(TypedDict, total=False):
    Id: str
    Events: list[str]
    Event: str
    Topic: str


class Transition(TypedDict, total=False):
    Date: datetime
    Days: int
    StorageClass: str


class _UpdateBucketMetadataAnnotationTableConfigurationRequestRequired(TypedDict):
    Bucket: str
    AnnotationTableConfiguration: AnnotationTableConfigurationUpdates


class UpdateBucketMetadataAnnotationTableConfigurationRequest(
    _UpdateBucketMetadataAnnotationTableConfigurationRequestRequired, total=False
):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _UpdateBucketMetadataInventoryTableConfigurationRequestRequired(TypedDict):
    Bucket: str
    InventoryTableConfiguration: InventoryTableConfigurationUpdates


class UpdateBucketMetadataInventoryTableConfigurationRequest(
    _UpdateBucketMetadataInventoryTableConfigurationRequestRequired, total=False
):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _UpdateBucketMetadataJournalTableConfigurationRequestRequired(TypedDict):
    Bucket: str
    JournalTableConfiguration: JournalTableConfigurationUpdates


class UpdateBucketMetadataJournalTableConfigurationRequest(
    _UpdateBucketMetadataJournalTableConfigurationRequestRequired, total=False
):
    ContentMD5: str
    ChecksumAlgorithm: str
    ExpectedBucketOwner: str


class _UpdateObjectEncryptionRequestRequired(TypedDict):
    Bucket: str
    Key: str
    ObjectEncryption: ObjectEncryption


class UpdateObjectEncryptionRequest(_UpdateObjectEncryptionRequestRequired, total=False):
    VersionId: str
    RequestPayer: str
    ExpectedBucketOwner: str
    ContentMD5: str
    ChecksumAlgorithm: str


class UpdateObjectEncryptionResponse(TypedDict, total=False):
    RequestCharged: str


class _UploadPartCopyRequestRequired(TypedDict):
    Bucket: str
    CopySource: str
    Key: str
    PartNumber: int
    UploadId: str


class UploadPartCopyRequest(_UploadPartCopyRequestRequired, total=False):
    CopySourceIfMatch: str
    CopySourceIfModifiedSince: datetime
    CopySourceIfNoneMatch: str
    CopySourceIfUnmodifiedSince: datetime
    CopySourceRange: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    CopySourceSSECustomerAlgorithm: str
    CopySourceSSECustomerKey: str
    CopySourceSSECustomerKeyMD5: str
    RequestPayer: str
    ExpectedBucketOwner: str
    ExpectedSourceBucketOwner: str


class UploadPartCopyResponse(TypedDict, total=False):
    CopySourceVersionId: str
    CopyPartResult: CopyPartResult
    ServerSideEncryption: str
    SSECustomerAlgorithm: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    BucketKeyEnabled: bool
    RequestCharged: str
    VersionId: str


class _UploadPartRequestRequired(TypedDict):
    Bucket: str
    Key: str
    PartNumber: int
    UploadId: str


class UploadPartRequest(_UploadPartRequestRequired, total=False):
    Body: bytes
    ContentLength: int
    ContentMD5: str
    ChecksumAlgorithm: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    SSECustomerAlgorithm: str
    SSECustomerKey: str
    SSECustomerKeyMD5: str
    RequestPayer: str
    ExpectedBucketOwner: str


class UploadPartResponse(TypedDict, total=False):
    ServerSideEncryption: str
    ETag: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    SSECustomerAlgorithm: str
    SSECustomerKeyMD5: str
    SSEKMSKeyId: str
    BucketKeyEnabled: bool
    RequestCharged: str
    VersionId: str


class UseSourceMultiRegionKey(TypedDict):
    Status: str


class VersioningConfiguration(TypedDict, total=False):
    MFADelete: str
    Status: str


class WebsiteConfiguration(TypedDict, total=False):
    ErrorDocument: ErrorDocument
    IndexDocument: IndexDocument
    RedirectAllRequestsTo: RedirectAllRequestsTo
    RoutingRules: list[RoutingRule]


class _WriteGetObjectResponseRequestRequired(TypedDict):
    RequestRoute: str
    RequestToken: str


class WriteGetObjectResponseRequest(_WriteGetObjectResponseRequestRequired, total=False):
    Body: bytes
    StatusCode: int
    ErrorCode: str
    ErrorMessage: str
    AcceptRanges: str
    CacheControl: str
    ContentDisposition: str
    ContentEncoding: str
    ContentLanguage: str
    ContentLength: int
    ContentRange: str
    ContentType: str
    ChecksumCRC32: str
    ChecksumCRC32C: str
    ChecksumCRC64NVME: str
    ChecksumSHA1: str
    ChecksumSHA256: str
    ChecksumSHA512: str
    ChecksumMD5: str
    ChecksumXXHASH64: str
    ChecksumXXHASH3: str
    ChecksumXXHASH128: str
    DeleteMarker: bool
    ETag: str
    Expires: datetime
    Expiration: str
    LastModified: datetime
    MissingMeta: int
    Metadata: dict[str, str]
    ObjectLockMode: str
    ObjectLockLegalHoldStatus: str
    ObjectLockRetainUntilDate: datetime
    PartsCount: int
    ReplicationStatus: str
    RequestCharged: str
    Restore: str
    ServerSideEncryption: str
    SSECustomerAlgorithm: str
    SSEKMSKeyId: str
    SSECustomerKeyMD5: str
    StorageClass: str
    TagCount: int
    VersionId: str
    BucketKeyEnabled: bool


class CreateBucketMetadataConfigurationResponse(TypedDict, total=False):
    pass


class CreateBucketMetadataTableConfigurationResponse(TypedDict, total=False):
    pass


class DeleteBucketAnalyticsConfigurationResponse(TypedDict, total=False):
    pass


class DeleteBucketCorsResponse(TypedDict, total=False):
    pass


class DeleteBucketEncryptionResponse(TypedDict, total=False):
    pass


class DeleteBucketIntelligentTieringConfigurationResponse(TypedDict, total=False):
    pass


class DeleteBucketInventoryConfigurationResponse(TypedDict, total=False):
    pass


class DeleteBucketLifecycleResponse(TypedDict, total=False):
    pass


class DeleteBucketMetadataConfigurationResponse(TypedDict, total=False):
    pass


class DeleteBucketMetadataTableConfigurationResponse(TypedDict, total=False):
    pass


class DeleteBucketMetricsConfigurationResponse(TypedDict, total=False):
    pass


class DeleteBucketOwnershipControlsResponse(TypedDict, total=False):
    pass


class DeleteBucketPolicyResponse(TypedDict, total=False):
    pass


class DeleteBucketReplicationResponse(TypedDict, total=False):
    pass


class DeleteBucketResponse(TypedDict, total=False):
    pass


class DeleteBucketTaggingResponse(TypedDict, total=False):
    pass


class DeleteBucketWebsiteResponse(TypedDict, total=False):
    pass


class DeletePublicAccessBlockResponse(TypedDict, total=False):
    pass


class PutBucketAbacResponse(TypedDict, total=False):
    pass


class PutBucketAccelerateConfigurationResponse(TypedDict, total=False):
    pass


class PutBucketAclResponse(TypedDict, total=False):
    pass


class PutBucketAnalyticsConfigurationResponse(TypedDict, total=False):
    pass


class PutBucketCorsResponse(TypedDict, total=False):
    pass


class PutBucketEncryptionResponse(TypedDict, total=False):
    pass


class PutBucketIntelligentTieringConfigurationResponse(TypedDict, total=False):
    pass


class PutBucketInventoryConfigurationResponse(TypedDict, total=False):
    pass


class PutBucketLifecycleResponse(TypedDict, total=False):
    pass


class PutBucketLoggingResponse(TypedDict, total=False):
    pass


class PutBucketMetricsConfigurationResponse(TypedDict, total=False):
    pass


class PutBucketNotificationConfigurationResponse(TypedDict, total=False):
    pass


class PutBucketNotificationResponse(TypedDict, total=False):
    pass


class PutBucketOwnershipControlsResponse(TypedDict, total=False):
    pass


class PutBucketPolicyResponse(TypedDict, total=False):
    pass


class PutBucketReplicationResponse(TypedDict, total=False):
    pass


class PutBucketRequestPaymentResponse(TypedDict, total=False):
    pass


class PutBucketTaggingResponse(TypedDict, total=False):
    pass


class PutBucketVersioningResponse(TypedDict, total=False):
    pass


class PutBucketWebsiteResponse(TypedDict, total=False):
    pass


class PutPublicAccessBlockResponse(TypedDict, total=False):
    pass


class UpdateBucketMetadataAnnotationTableConfigurationResponse(TypedDict, total=False):
    pass


class UpdateBucketMetadataInventoryTableConfigurationResponse(TypedDict, total=False):
    pass


class UpdateBucketMetadataJournalTableConfigurationResponse(TypedDict, total=False):
    pass


class WriteGetObjectResponseResponse(TypedDict, total=False):
    pass


GetBucketNotificationConfigurationRequest = GetBucketNotificationRequest


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AbortMultipartUpload",
    "CompleteMultipartUpload",
    "CopyObject",
    "CreateBucket",
    "CreateBucketMetadataConfiguration",
    "CreateBucketMetadataTableConfiguration",
    "CreateMultipartUpload",
    "CreateSession",
    "DeleteBucket",
    "DeleteBucketAnalyticsConfiguration",
    "DeleteBucketCors",
    "DeleteBucketEncryption",
    "DeleteBucketIntelligentTieringConfiguration",
    "DeleteBucketInventoryConfiguration",
    "DeleteBucketLifecycle",
    "DeleteBucketMetadataConfiguration",
    "DeleteBucketMetadataTableConfiguration",
    "DeleteBucketMetricsConfiguration",
    "DeleteBucketOwnershipControls",
    "DeleteBucketPolicy",
    "DeleteBucketReplication",
    "DeleteBucketTagging",
    "DeleteBucketWebsite",
    "DeleteObject",
    "DeleteObjectAnnotation",
    "DeleteObjectTagging",
    "DeleteObjects",
    "DeletePublicAccessBlock",
    "GetBucketAbac",
    "GetBucketAccelerateConfiguration",
    "GetBucketAcl",
    "GetBucketAnalyticsConfiguration",
    "GetBucketCors",
    "GetBucketEncryption",
    "GetBucketIntelligentTieringConfiguration",
    "GetBucketInventoryConfiguration",
    "GetBucketLifecycle",
    "GetBucketLifecycleConfiguration",
    "GetBucketLocation",
    "GetBucketLogging",
    "GetBucketMetadataConfiguration",
    "GetBucketMetadataTableConfiguration",
    "GetBucketMetricsConfiguration",
    "GetBucketNotification",
    "GetBucketNotificationConfiguration",
    "GetBucketOwnershipControls",
    "GetBucketPolicy",
    "GetBucketPolicyStatus",
    "GetBucketReplication",
    "GetBucketRequestPayment",
    "GetBucketTagging",
    "GetBucketVersioning",
    "GetBucketWebsite",
    "GetObject",
    "GetObjectAcl",
    "GetObjectAnnotation",
    "GetObjectAttributes",
    "GetObjectLegalHold",
    "GetObjectLockConfiguration",
    "GetObjectRetention",
    "GetObjectTagging",
    "GetObjectTorrent",
    "GetPublicAccessBlock",
    "HeadBucket",
    "HeadObject",
    "ListBucketAnalyticsConfigurations",
    "ListBucketIntelligentTieringConfigurations",
    "ListBucketInventoryConfigurations",
    "ListBucketMetricsConfigurations",
    "ListBuckets",
    "ListDirectoryBuckets",
    "ListMultipartUploads",
    "ListObjectAnnotations",
    "ListObjectVersions",
    "ListObjects",
    "ListObjectsV2",
    "ListParts",
    "PutBucketAbac",
    "PutBucketAccelerateConfiguration",
    "PutBucketAcl",
    "PutBucketAnalyticsConfiguration",
    "PutBucketCors",
    "PutBucketEncryption",
    "PutBucketIntelligentTieringConfiguration",
    "PutBucketInventoryConfiguration",
    "PutBucketLifecycle",
    "PutBucketLifecycleConfiguration",
    "PutBucketLogging",
    "PutBucketMetricsConfiguration",
    "PutBucketNotification",
    "PutBucketNotificationConfiguration",
    "PutBucketOwnershipControls",
    "PutBucketPolicy",
    "PutBucketReplication",
    "PutBucketRequestPayment",
    "PutBucketTagging",
    "PutBucketVersioning",
    "PutBucketWebsite",
    "PutObject",
    "PutObjectAcl",
    "PutObjectAnnotation",
    "PutObjectLegalHold",
    "PutObjectLockConfiguration",
    "PutObjectRetention",
    "PutObjectTagging",
    "PutPublicAccessBlock",
    "RenameObject",
    "RestoreObject",
    "SelectObjectContent",
    "UpdateBucketMetadataAnnotationTableConfiguration",
    "UpdateBucketMetadataInventoryTableConfiguration",
    "UpdateBucketMetadataJournalTableConfiguration",
    "UpdateObjectEncryption",
    "UploadPart",
    "UploadPartCopy",
    "WriteGetObjectResponse",
)
