"""Typed requests and responses of cloudfront's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types cloudfront`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class _ActiveTrustedKeyGroupsRequired(TypedDict):
    Enabled: bool
    Quantity: int


class ActiveTrustedKeyGroups(_ActiveTrustedKeyGroupsRequired, total=False):
    Items: list[KGKeyPairIds]


class _ActiveTrustedSignersRequired(TypedDict):
    Enabled: bool
    Quantity: int


class ActiveTrustedSigners(_ActiveTrustedSignersRequired, total=False):
    Items: list[Signer]


class AliasICPRecordal(TypedDict, total=False):
    CNAME: str
    ICPRecordalStatus: str


class _AliasesRequired(TypedDict):
    Quantity: int


class Aliases(_AliasesRequired, total=False):
    Items: list[str]


class _AllowedMethodsRequired(TypedDict):
    Quantity: int
    Items: list[str]


class AllowedMethods(_AllowedMethodsRequired, total=False):
    CachedMethods: CachedMethods


class _AnycastIpListRequired(TypedDict):
    Id: str
    Name: str
    Status: str
    Arn: str
    AnycastIps: list[str]
    IpCount: int
    LastModifiedTime: datetime


class AnycastIpList(_AnycastIpListRequired, total=False):
    IpAddressType: str
    IpamConfig: IpamConfig


class _AnycastIpListCollectionRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class AnycastIpListCollection(_AnycastIpListCollectionRequired, total=False):
    Items: list[AnycastIpListSummary]
    NextMarker: str


class _AnycastIpListSummaryRequired(TypedDict):
    Id: str
    Name: str
    Status: str
    Arn: str
    IpCount: int
    LastModifiedTime: datetime


class AnycastIpListSummary(_AnycastIpListSummaryRequired, total=False):
    IpAddressType: str
    ETag: str
    IpamConfig: IpamConfig


class AssociateAliasRequest(TypedDict):
    TargetDistributionId: str
    Alias: str


class _AssociateDistributionTenantWebACLRequestRequired(TypedDict):
    Id: str
    WebACLArn: str


class AssociateDistributionTenantWebACLRequest(
    _AssociateDistributionTenantWebACLRequestRequired, total=False
):
    IfMatch: str


class AssociateDistributionTenantWebACLResponse(TypedDict, total=False):
    Id: str
    WebACLArn: str
    ETag: str


class _AssociateDistributionWebACLRequestRequired(TypedDict):
    Id: str
    WebACLArn: str


class AssociateDistributionWebACLRequest(_AssociateDistributionWebACLRequestRequired, total=False):
    IfMatch: str


class AssociateDistributionWebACLResponse(TypedDict, total=False):
    Id: str
    WebACLArn: str
    ETag: str


class _CaCertificatesBundleS3LocationRequired(TypedDict):
    Bucket: str
    Key: str
    Region: str


class CaCertificatesBundleS3Location(_CaCertificatesBundleS3LocationRequired, total=False):
    Version: str


class CaCertificatesBundleSource(TypedDict, total=False):
    CaCertificatesBundleS3Location: CaCertificatesBundleS3Location


class _CacheBehaviorRequired(TypedDict):
    PathPattern: str
    TargetOriginId: str
    ViewerProtocolPolicy: str


class CacheBehavior(_CacheBehaviorRequired, total=False):
    TrustedSigners: TrustedSigners
    TrustedKeyGroups: TrustedKeyGroups
    AllowedMethods: AllowedMethods
    SmoothStreaming: bool
    Compress: bool
    LambdaFunctionAssociations: LambdaFunctionAssociations
    FunctionAssociations: FunctionAssociations
    FieldLevelEncryptionId: str
    RealtimeLogConfigArn: str
    CachePolicyId: str
    OriginRequestPolicyId: str
    ResponseHeadersPolicyId: str
    GrpcConfig: GrpcConfig
    ForwardedValues: ForwardedValues
    MinTTL: int
    DefaultTTL: int
    MaxTTL: int


class _CacheBehaviorsRequired(TypedDict):
    Quantity: int


class CacheBehaviors(_CacheBehaviorsRequired, total=False):
    Items: list[CacheBehavior]


class CachePolicy(TypedDict):
    Id: str
    LastModifiedTime: datetime
    CachePolicyConfig: CachePolicyConfig


class _CachePolicyConfigRequired(TypedDict):
    Name: str
    MinTTL: int


class CachePolicyConfig(_CachePolicyConfigRequired, total=False):
    Comment: str
    DefaultTTL: int
    MaxTTL: int
    ParametersInCacheKeyAndForwardedToOrigin: ParametersInCacheKeyAndForwardedToOrigin


class _CachePolicyCookiesConfigRequired(TypedDict):
    CookieBehavior: str


class CachePolicyCookiesConfig(_CachePolicyCookiesConfigRequired, total=False):
    Cookies: CookieNames


class _CachePolicyHeadersConfigRequired(TypedDict):
    HeaderBehavior: str


class CachePolicyHeadersConfig(_CachePolicyHeadersConfigRequired, total=False):
    Headers: Headers


class _CachePolicyListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class CachePolicyList(_CachePolicyListRequired, total=False):
    NextMarker: str
    Items: list[CachePolicySummary]


class _CachePolicyQueryStringsConfigRequired(TypedDict):
    QueryStringBehavior: str


class CachePolicyQueryStringsConfig(_CachePolicyQueryStringsConfigRequired, total=False):
    QueryStrings: QueryStringNames


class CachePolicySummary(TypedDict):
    Type: str
    CachePolicy: CachePolicy


class CacheTagConfig(TypedDict):
    HeaderName: str


class CachedMethods(TypedDict):
    Quantity: int
    Items: list[str]


class Certificate(TypedDict):
    Arn: str


class _CloudFrontOriginAccessIdentityRequired(TypedDict):
    Id: str
    S3CanonicalUserId: str


class CloudFrontOriginAccessIdentity(_CloudFrontOriginAccessIdentityRequired, total=False):
    CloudFrontOriginAccessIdentityConfig: CloudFrontOriginAccessIdentityConfig


class CloudFrontOriginAccessIdentityConfig(TypedDict):
    CallerReference: str
    Comment: str


class _CloudFrontOriginAccessIdentityListRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class CloudFrontOriginAccessIdentityList(_CloudFrontOriginAccessIdentityListRequired, total=False):
    NextMarker: str
    Items: list[CloudFrontOriginAccessIdentitySummary]


class CloudFrontOriginAccessIdentitySummary(TypedDict):
    Id: str
    S3CanonicalUserId: str
    Comment: str


class ConflictingAlias(TypedDict, total=False):
    Alias: str
    DistributionId: str
    AccountId: str


class ConflictingAliasesList(TypedDict, total=False):
    NextMarker: str
    MaxItems: int
    Quantity: int
    Items: list[ConflictingAlias]


class ConnectionFunctionAssociation(TypedDict):
    Id: str


class ConnectionFunctionSummary(TypedDict):
    Name: str
    Id: str
    ConnectionFunctionConfig: FunctionConfig
    ConnectionFunctionArn: str
    Status: str
    Stage: str
    CreatedTime: datetime
    LastModifiedTime: datetime


class ConnectionFunctionTestResult(TypedDict, total=False):
    ConnectionFunctionSummary: ConnectionFunctionSummary
    ComputeUtilization: str
    ConnectionFunctionExecutionLogs: list[str]
    ConnectionFunctionErrorMessage: str
    ConnectionFunctionOutput: str


class ConnectionGroup(TypedDict, total=False):
    Id: str
    Name: str
    Arn: str
    CreatedTime: datetime
    LastModifiedTime: datetime
    Tags: Tags
    Ipv6Enabled: bool
    RoutingEndpoint: str
    AnycastIpListId: str
    Status: str
    Enabled: bool
    IsDefault: bool
    ViewerFallback: ViewerFallback


class ConnectionGroupAssociationFilter(TypedDict, total=False):
    AnycastIpListId: str


class _ConnectionGroupSummaryRequired(TypedDict):
    Id: str
    Name: str
    Arn: str
    RoutingEndpoint: str
    CreatedTime: datetime
    LastModifiedTime: datetime
    ETag: str


class ConnectionGroupSummary(_ConnectionGroupSummaryRequired, total=False):
    AnycastIpListId: str
    Enabled: bool
    Status: str
    IsDefault: bool
    ViewerFallback: ViewerFallback


class _ContentTypeProfileRequired(TypedDict):
    Format: str
    ContentType: str


class ContentTypeProfile(_ContentTypeProfileRequired, total=False):
    ProfileId: str


class _ContentTypeProfileConfigRequired(TypedDict):
    ForwardWhenContentTypeIsUnknown: bool


class ContentTypeProfileConfig(_ContentTypeProfileConfigRequired, total=False):
    ContentTypeProfiles: ContentTypeProfiles


class _ContentTypeProfilesRequired(TypedDict):
    Quantity: int


class ContentTypeProfiles(_ContentTypeProfilesRequired, total=False):
    Items: list[ContentTypeProfile]


class ContinuousDeploymentPolicy(TypedDict):
    Id: str
    LastModifiedTime: datetime
    ContinuousDeploymentPolicyConfig: ContinuousDeploymentPolicyConfig


class _ContinuousDeploymentPolicyConfigRequired(TypedDict):
    StagingDistributionDnsNames: StagingDistributionDnsNames
    Enabled: bool


class ContinuousDeploymentPolicyConfig(_ContinuousDeploymentPolicyConfigRequired, total=False):
    TrafficConfig: TrafficConfig


class _ContinuousDeploymentPolicyListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class ContinuousDeploymentPolicyList(_ContinuousDeploymentPolicyListRequired, total=False):
    NextMarker: str
    Items: list[ContinuousDeploymentPolicySummary]


class ContinuousDeploymentPolicySummary(TypedDict):
    ContinuousDeploymentPolicy: ContinuousDeploymentPolicy


class ContinuousDeploymentSingleHeaderConfig(TypedDict):
    Header: str
    Value: str


class _ContinuousDeploymentSingleWeightConfigRequired(TypedDict):
    Weight: float


class ContinuousDeploymentSingleWeightConfig(_ContinuousDeploymentSingleWeightConfigRequired, total=False):
    SessionStickinessConfig: SessionStickinessConfig


class _CookieNamesRequired(TypedDict):
    Quantity: int


class CookieNames(_CookieNamesRequired, total=False):
    Items: list[str]


class _CookiePreferenceRequired(TypedDict):
    Forward: str


class CookiePreference(_CookiePreferenceRequired, total=False):
    WhitelistedNames: CookieNames


class _CopyDistributionRequestRequired(TypedDict):
    PrimaryDistributionId: str
    CallerReference: str


class CopyDistributionRequest(_CopyDistributionRequestRequired, total=False):
    Staging: bool
    IfMatch: str
    Enabled: bool


class CopyDistributionResponse(TypedDict, total=False):
    Distribution: Distribution
    Location: str
    ETag: str


class _CreateAnycastIpListRequestRequired(TypedDict):
    Name: str
    IpCount: int


class CreateAnycastIpListRequest(_CreateAnycastIpListRequestRequired, total=False):
    Tags: Tags
    IpAddressType: str
    IpamCidrConfigs: list[IpamCidrConfig]


class CreateAnycastIpListResponse(TypedDict, total=False):
    AnycastIpList: AnycastIpList
    ETag: str


class CreateCachePolicyRequest(TypedDict):
    CachePolicyConfig: CachePolicyConfig


class CreateCachePolicyResponse(TypedDict, total=False):
    CachePolicy: CachePolicy
    Location: str
    ETag: str


class CreateCloudFrontOriginAccessIdentityRequest(TypedDict):
    CloudFrontOriginAccessIdentityConfig: CloudFrontOriginAccessIdentityConfig


class CreateCloudFrontOriginAccessIdentityResponse(TypedDict, total=False):
    CloudFrontOriginAccessIdentity: CloudFrontOriginAccessIdentity
    Location: str
    ETag: str


class _CreateConnectionFunctionRequestRequired(TypedDict):
    Name: str
    ConnectionFunctionConfig: FunctionConfig
    ConnectionFunctionCode: bytes


class CreateConnectionFunctionRequest(_CreateConnectionFunctionRequestRequired, total=False):
    Tags: Tags


class CreateConnectionFunctionResponse(TypedDict, total=False):
    ConnectionFunctionSummary: ConnectionFunctionSummary
    Location: str
    ETag: str


class _CreateConnectionGroupRequestRequired(TypedDict):
    Name: str


class CreateConnectionGroupRequest(_CreateConnectionGroupRequestRequired, total=False):
    Ipv6Enabled: bool
    Tags: Tags
    AnycastIpListId: str
    Enabled: bool
    ViewerFallback: ViewerFallback


class CreateConnectionGroupResponse(TypedDict, total=False):
    ConnectionGroup: ConnectionGroup
    ETag: str


class CreateContinuousDeploymentPolicyRequest(TypedDict):
    ContinuousDeploymentPolicyConfig: ContinuousDeploymentPolicyConfig


class CreateContinuousDeploymentPolicyResponse(TypedDict, total=False):
    ContinuousDeploymentPolicy: ContinuousDeploymentPolicy
    Location: str
    ETag: str


class CreateDistributionRequest(TypedDict):
    DistributionConfig: DistributionConfig


class CreateDistributionResponse(TypedDict, total=False):
    Distribution: Distribution
    Location: str
    ETag: str


class _CreateDistributionTenantRequestRequired(TypedDict):
    DistributionId: str
    Name: str
    Domains: list[DomainItem]


class CreateDistributionTenantRequest(_CreateDistributionTenantRequestRequired, total=False):
    Tags: Tags
    Customizations: Customizations
    Parameters: list[Parameter]
    ConnectionGroupId: str
    ManagedCertificateRequest: ManagedCertificateRequest
    Enabled: bool
    OnDomainTakeover: str


class CreateDistributionTenantResponse(TypedDict, total=False):
    DistributionTenant: DistributionTenant
    ETag: str


class CreateDistributionWithTagsRequest(TypedDict):
    DistributionConfigWithTags: DistributionConfigWithTags


class CreateDistributionWithTagsResponse(TypedDict, total=False):
    Distribution: Distribution
    Location: str
    ETag: str


class CreateFieldLevelEncryptionConfigRequest(TypedDict):
    FieldLevelEncryptionConfig: FieldLevelEncryptionConfig


class CreateFieldLevelEncryptionConfigResponse(TypedDict, total=False):
    FieldLevelEncryption: FieldLevelEncryption
    Location: str
    ETag: str


class CreateFieldLevelEncryptionProfileRequest(TypedDict):
    FieldLevelEncryptionProfileConfig: FieldLevelEncryptionProfileConfig


class CreateFieldLevelEncryptionProfileResponse(TypedDict, total=False):
    FieldLevelEncryptionProfile: FieldLevelEncryptionProfile
    Location: str
    ETag: str


class _CreateFunctionRequestRequired(TypedDict):
    Name: str
    FunctionConfig: FunctionConfig
    FunctionCode: bytes


class CreateFunctionRequest(_CreateFunctionRequestRequired, total=False):
    Tags: Tags


class CreateFunctionResponse(TypedDict, total=False):
    FunctionSummary: FunctionSummary
    Location: str
    ETag: str


class CreateInvalidationForDistributionTenantRequest(TypedDict):
    Id: str
    InvalidationBatch: InvalidationBatch


class CreateInvalidationForDistributionTenantResponse(TypedDict, total=False):
    Location: str
    Invalidation: Invalidation


class CreateInvalidationRequest(TypedDict):
    DistributionId: str
    InvalidationBatch: InvalidationBatch


class CreateInvalidationResponse(TypedDict, total=False):
    Location: str
    Invalidation: Invalidation


class CreateKeyGroupRequest(TypedDict):
    KeyGroupConfig: KeyGroupConfig


class CreateKeyGroupResponse(TypedDict, total=False):
    KeyGroup: KeyGroup
    Location: str
    ETag: str


class _CreateKeyValueStoreRequestRequired(TypedDict):
    Name: str


class CreateKeyValueStoreRequest(_CreateKeyValueStoreRequestRequired, total=False):
    Comment: str
    ImportSource: ImportSource
    Tags: Tags


class CreateKeyValueStoreResponse(TypedDict, total=False):
    KeyValueStore: KeyValueStore
    ETag: str
    Location: str


class CreateMonitoringSubscriptionRequest(TypedDict):
    DistributionId: str
    MonitoringSubscription: MonitoringSubscription


class CreateMonitoringSubscriptionResponse(TypedDict, total=False):
    MonitoringSubscription: MonitoringSubscription


class CreateOriginAccessControlRequest(TypedDict):
    OriginAccessControlConfig: OriginAccessControlConfig


class CreateOriginAccessControlResponse(TypedDict, total=False):
    OriginAccessControl: OriginAccessControl
    Location: str
    ETag: str


class CreateOriginRequestPolicyRequest(TypedDict):
    OriginRequestPolicyConfig: OriginRequestPolicyConfig


class CreateOriginRequestPolicyResponse(TypedDict, total=False):
    OriginRequestPolicy: OriginRequestPolicy
    Location: str
    ETag: str


class CreatePublicKeyRequest(TypedDict):
    PublicKeyConfig: PublicKeyConfig


class CreatePublicKeyResponse(TypedDict, total=False):
    PublicKey: PublicKey
    Location: str
    ETag: str


class CreateRealtimeLogConfigRequest(TypedDict):
    EndPoints: list[EndPoint]
    Fields: list[str]
    Name: str
    SamplingRate: int


class CreateRealtimeLogConfigResponse(TypedDict, total=False):
    RealtimeLogConfig: RealtimeLogConfig


class CreateResponseHeadersPolicyRequest(TypedDict):
    ResponseHeadersPolicyConfig: ResponseHeadersPolicyConfig


class CreateResponseHeadersPolicyResponse(TypedDict, total=False):
    ResponseHeadersPolicy: ResponseHeadersPolicy
    Location: str
    ETag: str


class CreateStreamingDistributionRequest(TypedDict):
    StreamingDistributionConfig: StreamingDistributionConfig


class CreateStreamingDistributionResponse(TypedDict, total=False):
    StreamingDistribution: StreamingDistribution
    Location: str
    ETag: str


class CreateStreamingDistributionWithTagsRequest(TypedDict):
    StreamingDistributionConfigWithTags: StreamingDistributionConfigWithTags


class CreateStreamingDistributionWithTagsResponse(TypedDict, total=False):
    StreamingDistribution: StreamingDistribution
    Location: str
    ETag: str


class _CreateTrustStoreRequestRequired(TypedDict):
    Name: str
    CaCertificatesBundleSource: CaCertificatesBundleSource


class CreateTrustStoreRequest(_CreateTrustStoreRequestRequired, total=False):
    UseClientCertificateOCSPEndpoint: bool
    Tags: Tags


class CreateTrustStoreResponse(TypedDict, total=False):
    TrustStore: TrustStore
    ETag: str


class _CreateVpcOriginRequestRequired(TypedDict):
    VpcOriginEndpointConfig: VpcOriginEndpointConfig


class CreateVpcOriginRequest(_CreateVpcOriginRequestRequired, total=False):
    Tags: Tags


class CreateVpcOriginResponse(TypedDict, total=False):
    VpcOrigin: VpcOrigin
    Location: str
    ETag: str


class _CustomErrorResponseRequired(TypedDict):
    ErrorCode: int


class CustomErrorResponse(_CustomErrorResponseRequired, total=False):
    ResponsePagePath: str
    ResponseCode: str
    ErrorCachingMinTTL: int


class _CustomErrorResponsesRequired(TypedDict):
    Quantity: int


class CustomErrorResponses(_CustomErrorResponsesRequired, total=False):
    Items: list[CustomErrorResponse]


class _CustomHeadersRequired(TypedDict):
    Quantity: int


class CustomHeaders(_CustomHeadersRequired, total=False):
    Items: list[OriginCustomHeader]


class _CustomOriginConfigRequired(TypedDict):
    HTTPPort: int
    HTTPSPort: int
    OriginProtocolPolicy: str


class CustomOriginConfig(_CustomOriginConfigRequired, total=False):
    OriginSslProtocols: OriginSslProtocols
    OriginReadTimeout: int
    OriginKeepaliveTimeout: int
    IpAddressType: str
    OriginMtlsConfig: OriginMtlsConfig
    OriginHttpVersion: str


class Customizations(TypedDict, total=False):
    WebAcl: WebAclCustomization
    Certificate: Certificate
    GeoRestrictions: GeoRestrictionCustomization


class _DefaultCacheBehaviorRequired(TypedDict):
    TargetOriginId: str
    ViewerProtocolPolicy: str


class DefaultCacheBehavior(_DefaultCacheBehaviorRequired, total=False):
    TrustedSigners: TrustedSigners
    TrustedKeyGroups: TrustedKeyGroups
    AllowedMethods: AllowedMethods
    SmoothStreaming: bool
    Compress: bool
    LambdaFunctionAssociations: LambdaFunctionAssociations
    FunctionAssociations: FunctionAssociations
    FieldLevelEncryptionId: str
    RealtimeLogConfigArn: str
    CachePolicyId: str
    OriginRequestPolicyId: str
    ResponseHeadersPolicyId: str
    GrpcConfig: GrpcConfig
    ForwardedValues: ForwardedValues
    MinTTL: int
    DefaultTTL: int
    MaxTTL: int


class DeleteAnycastIpListRequest(TypedDict):
    Id: str
    IfMatch: str


class _DeleteCachePolicyRequestRequired(TypedDict):
    Id: str


class DeleteCachePolicyRequest(_DeleteCachePolicyRequestRequired, total=False):
    IfMatch: str


class _DeleteCloudFrontOriginAccessIdentityRequestRequired(TypedDict):
    Id: str


class DeleteCloudFrontOriginAccessIdentityRequest(
    _DeleteCloudFrontOriginAccessIdentityRequestRequired, total=False
):
    IfMatch: str


class DeleteConnectionFunctionRequest(TypedDict):
    Id: str
    IfMatch: str


class DeleteConnectionGroupRequest(TypedDict):
    Id: str
    IfMatch: str


class _DeleteContinuousDeploymentPolicyRequestRequired(TypedDict):
    Id: str


class DeleteContinuousDeploymentPolicyRequest(_DeleteContinuousDeploymentPolicyRequestRequired, total=False):
    IfMatch: str


class _DeleteDistributionRequestRequired(TypedDict):
    Id: str


class DeleteDistributionRequest(_DeleteDistributionRequestRequired, total=False):
    IfMatch: str


class DeleteDistributionTenantRequest(TypedDict):
    Id: str
    IfMatch: str


class _DeleteFieldLevelEncryptionConfigRequestRequired(TypedDict):
    Id: str


class DeleteFieldLevelEncryptionConfigRequest(_DeleteFieldLevelEncryptionConfigRequestRequired, total=False):
    IfMatch: str


class _DeleteFieldLevelEncryptionProfileRequestRequired(TypedDict):
    Id: str


class DeleteFieldLevelEncryptionProfileRequest(
    _DeleteFieldLevelEncryptionProfileRequestRequired, total=False
):
    IfMatch: str


class DeleteFunctionRequest(TypedDict):
    Name: str
    IfMatch: str


class _DeleteKeyGroupRequestRequired(TypedDict):
    Id: str


class DeleteKeyGroupRequest(_DeleteKeyGroupRequestRequired, total=False):
    IfMatch: str


class DeleteKeyValueStoreRequest(TypedDict):
    Name: str
    IfMatch: str


class DeleteMonitoringSubscriptionRequest(TypedDict):
    DistributionId: str


class DeleteMonitoringSubscriptionResponse(TypedDict, total=False):
    pass


class _DeleteOriginAccessControlRequestRequired(TypedDict):
    Id: str


class DeleteOriginAccessControlRequest(_DeleteOriginAccessControlRequestRequired, total=False):
    IfMatch: str


class _DeleteOriginRequestPolicyRequestRequired(TypedDict):
    Id: str


class DeleteOriginRequestPolicyRequest(_DeleteOriginRequestPolicyRequestRequired, total=False):
    IfMatch: str


class _DeletePublicKeyRequestRequired(TypedDict):
    Id: str


class DeletePublicKeyRequest(_DeletePublicKeyRequestRequired, total=False):
    IfMatch: str


class DeleteRealtimeLogConfigRequest(TypedDict, total=False):
    Name: str
    ARN: str


class DeleteResourcePolicyRequest(TypedDict):
    ResourceArn: str


class _DeleteResponseHeadersPolicyRequestRequired(TypedDict):
    Id: str


class DeleteResponseHeadersPolicyRequest(_DeleteResponseHeadersPolicyRequestRequired, total=False):
    IfMatch: str


class _DeleteStreamingDistributionRequestRequired(TypedDict):
    Id: str


class DeleteStreamingDistributionRequest(_DeleteStreamingDistributionRequestRequired, total=False):
    IfMatch: str


class DeleteTrustStoreRequest(TypedDict):
    Id: str
    IfMatch: str


class DeleteVpcOriginRequest(TypedDict):
    Id: str
    IfMatch: str


class DeleteVpcOriginResponse(TypedDict, total=False):
    VpcOrigin: VpcOrigin
    ETag: str


class _DescribeConnectionFunctionRequestRequired(TypedDict):
    Identifier: str


class DescribeConnectionFunctionRequest(_DescribeConnectionFunctionRequestRequired, total=False):
    Stage: str


class DescribeConnectionFunctionResponse(TypedDict, total=False):
    ConnectionFunctionSummary: ConnectionFunctionSummary
    ETag: str


class _DescribeFunctionRequestRequired(TypedDict):
    Name: str


class DescribeFunctionRequest(_DescribeFunctionRequestRequired, total=False):
    Stage: str


class DescribeFunctionResponse(TypedDict, total=False):
    FunctionSummary: FunctionSummary
    ETag: str


class DescribeKeyValueStoreRequest(TypedDict):
    Name: str


class DescribeKeyValueStoreResponse(TypedDict, total=False):
    KeyValueStore: KeyValueStore
    ETag: str


class _DisassociateDistributionTenantWebACLRequestRequired(TypedDict):
    Id: str


class DisassociateDistributionTenantWebACLRequest(
    _DisassociateDistributionTenantWebACLRequestRequired, total=False
):
    IfMatch: str


class DisassociateDistributionTenantWebACLResponse(TypedDict, total=False):
    Id: str
    ETag: str


class _DisassociateDistributionWebACLRequestRequired(TypedDict):
    Id: str


class DisassociateDistributionWebACLRequest(_DisassociateDistributionWebACLRequestRequired, total=False):
    IfMatch: str


class DisassociateDistributionWebACLResponse(TypedDict, total=False):
    Id: str
    ETag: str


class _DistributionRequired(TypedDict):
    Id: str
    ARN: str
    Status: str
    LastModifiedTime: datetime
    InProgressInvalidationBatches: int
    DomainName: str
    DistributionConfig: DistributionConfig


class Distribution(_DistributionRequired, total=False):
    ActiveTrustedSigners: ActiveTrustedSigners
    ActiveTrustedKeyGroups: ActiveTrustedKeyGroups
    AliasICPRecordals: list[AliasICPRecordal]


class _DistributionConfigRequired(TypedDict):
    CallerReference: str
    Origins: Origins
    DefaultCacheBehavior: DefaultCacheBehavior
    Comment: str
    Enabled: bool


class DistributionConfig(_DistributionConfigRequired, total=False):
    Aliases: Aliases
    DefaultRootObject: str
    OriginGroups: OriginGroups
    CacheBehaviors: CacheBehaviors
    CustomErrorResponses: CustomErrorResponses
    Logging: LoggingConfig
    PriceClass: str
    ViewerCertificate: ViewerCertificate
    Restrictions: Restrictions
    WebACLId: str
    HttpVersion: str
    IsIPV6Enabled: bool
    ContinuousDeploymentPolicyId: str
    Staging: bool
    AnycastIpListId: str
    TenantConfig: TenantConfig
    ConnectionMode: str
    ViewerMtlsConfig: ViewerMtlsConfig
    ConnectionFunctionAssociation: ConnectionFunctionAssociation
    CacheTagConfig: CacheTagConfig


class DistributionConfigWithTags(TypedDict):
    DistributionConfig: DistributionConfig
    Tags: Tags


class _DistributionIdListRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class DistributionIdList(_DistributionIdListRequired, total=False):
    NextMarker: str
    Items: list[str]


class DistributionIdOwner(TypedDict):
    DistributionId: str
    OwnerAccountId: str


class _DistributionIdOwnerListRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class DistributionIdOwnerList(_DistributionIdOwnerListRequired, total=False):
    NextMarker: str
    Items: list[DistributionIdOwner]


class _DistributionListRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class DistributionList(_DistributionListRequired, total=False):
    NextMarker: str
    Items: list[DistributionSummary]


class DistributionResourceId(TypedDict, total=False):
    DistributionId: str
    DistributionTenantId: str


class _DistributionSummaryRequired(TypedDict):
    Id: str
    ARN: str
    Status: str
    LastModifiedTime: datetime
    DomainName: str
    Aliases: Aliases
    Origins: Origins
    DefaultCacheBehavior: DefaultCacheBehavior
    CacheBehaviors: CacheBehaviors
    CustomErrorResponses: CustomErrorResponses
    Comment: str
    PriceClass: str
    Enabled: bool
    ViewerCertificate: ViewerCertificate
    Restrictions: Restrictions
    WebACLId: str
    HttpVersion: str
    IsIPV6Enabled: bool
    Staging: bool


class DistributionSummary(_DistributionSummaryRequired, total=False):
    ETag: str
    OriginGroups: OriginGroups
    AliasICPRecordals: list[AliasICPRecordal]
    ConnectionMode: str
    AnycastIpListId: str
    ViewerMtlsConfig: ViewerMtlsConfig
    ConnectionFunctionAssociation: ConnectionFunctionAssociation


class DistributionTenant(TypedDict, total=False):
    Id: str
    DistributionId: str
    Name: str
    Arn: str
    Domains: list[DomainResult]
    Tags: Tags
    Customizations: Customizations
    Parameters: list[Parameter]
    ConnectionGroupId: str
    CreatedTime: datetime
    LastModifiedTime: datetime
    Enabled: bool
    Status: str


class DistributionTenantAssociationFilter(TypedDict, total=False):
    DistributionId: str
    ConnectionGroupId: str


class _DistributionTenantSummaryRequired(TypedDict):
    Id: str
    DistributionId: str
    Name: str
    Arn: str
    Domains: list[DomainResult]
    CreatedTime: datetime
    LastModifiedTime: datetime
    ETag: str


class DistributionTenantSummary(_DistributionTenantSummaryRequired, total=False):
    ConnectionGroupId: str
    Customizations: Customizations
    Enabled: bool
    Status: str


class _DnsConfigurationRequired(TypedDict):
    Domain: str
    Status: str


class DnsConfiguration(_DnsConfigurationRequired, total=False):
    Reason: str


class DomainConflict(TypedDict):
    Domain: str
    ResourceType: str
    ResourceId: str
    AccountId: str


class _DomainItemRequired(TypedDict):
    Domain: str


class DomainItem(_DomainItemRequired, total=False):
    ServeOn: str


class _DomainResultRequired(TypedDict):
    Domain: str


class DomainResult(_DomainResultRequired, total=False):
    Status: str
    ServeOn: str


class _EncryptionEntitiesRequired(TypedDict):
    Quantity: int


class EncryptionEntities(_EncryptionEntitiesRequired, total=False):
    Items: list[EncryptionEntity]


class EncryptionEntity(TypedDict):
    PublicKeyId: str
    ProviderId: str
    FieldPatterns: FieldPatterns


class _EndPointRequired(TypedDict):
    StreamType: str


class EndPoint(_EndPointRequired, total=False):
    KinesisStreamConfig: KinesisStreamConfig


class FieldLevelEncryption(TypedDict):
    Id: str
    LastModifiedTime: datetime
    FieldLevelEncryptionConfig: FieldLevelEncryptionConfig


class _FieldLevelEncryptionConfigRequired(TypedDict):
    CallerReference: str


class FieldLevelEncryptionConfig(_FieldLevelEncryptionConfigRequired, total=False):
    Comment: str
    QueryArgProfileConfig: QueryArgProfileConfig
    ContentTypeProfileConfig: ContentTypeProfileConfig


class _FieldLevelEncryptionListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class FieldLevelEncryptionList(_FieldLevelEncryptionListRequired, total=False):
    NextMarker: str
    Items: list[FieldLevelEncryptionSummary]


class FieldLevelEncryptionProfile(TypedDict):
    Id: str
    LastModifiedTime: datetime
    FieldLevelEncryptionProfileConfig: FieldLevelEncryptionProfileConfig


class _FieldLevelEncryptionProfileConfigRequired(TypedDict):
    Name: str
    CallerReference: str
    EncryptionEntities: EncryptionEntities


class FieldLevelEncryptionProfileConfig(_FieldLevelEncryptionProfileConfigRequired, total=False):
    Comment: str


class _FieldLevelEncryptionProfileListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class FieldLevelEncryptionProfileList(_FieldLevelEncryptionProfileListRequired, total=False):
    NextMarker: str
    Items: list[FieldLevelEncryptionProfileSummary]


class _FieldLevelEncryptionProfileSummaryRequired(TypedDict):
    Id: str
    LastModifiedTime: datetime
    Name: str
    EncryptionEntities: EncryptionEntities


class FieldLevelEncryptionProfileSummary(_FieldLevelEncryptionProfileSummaryRequired, total=False):
    Comment: str


class _FieldLevelEncryptionSummaryRequired(TypedDict):
    Id: str
    LastModifiedTime: datetime


class FieldLevelEncryptionSummary(_FieldLevelEncryptionSummaryRequired, total=False):
    Comment: str
    QueryArgProfileConfig: QueryArgProfileConfig
    ContentTypeProfileConfig: ContentTypeProfileConfig


class _FieldPatternsRequired(TypedDict):
    Quantity: int


class FieldPatterns(_FieldPatternsRequired, total=False):
    Items: list[str]


class _ForwardedValuesRequired(TypedDict):
    QueryString: bool
    Cookies: CookiePreference


class ForwardedValues(_ForwardedValuesRequired, total=False):
    Headers: Headers
    QueryStringCacheKeys: QueryStringCacheKeys


class FunctionAssociation(TypedDict):
    FunctionARN: str
    EventType: str


class _FunctionAssociationsRequired(TypedDict):
    Quantity: int


class FunctionAssociations(_FunctionAssociationsRequired, total=False):
    Items: list[FunctionAssociation]


class _FunctionConfigRequired(TypedDict):
    Comment: str
    Runtime: str


class FunctionConfig(_FunctionConfigRequired, total=False):
    KeyValueStoreAssociations: KeyValueStoreAssociations


class _FunctionListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class FunctionList(_FunctionListRequired, total=False):
    NextMarker: str
    Items: list[FunctionSummary]


class _FunctionMetadataRequired(TypedDict):
    FunctionARN: str
    LastModifiedTime: datetime


class FunctionMetadata(_FunctionMetadataRequired, total=False):
    Stage: str
    CreatedTime: datetime


class _FunctionSummaryRequired(TypedDict):
    Name: str
    FunctionConfig: FunctionConfig
    FunctionMetadata: FunctionMetadata


class FunctionSummary(_FunctionSummaryRequired, total=False):
    Status: str


class _GeoRestrictionRequired(TypedDict):
    RestrictionType: str
    Quantity: int


class GeoRestriction(_GeoRestrictionRequired, total=False):
    Items: list[str]


class _GeoRestrictionCustomizationRequired(TypedDict):
    RestrictionType: str


class GeoRestrictionCustomization(_GeoRestrictionCustomizationRequired, total=False):
    Locations: list[str]


class GetAnycastIpListRequest(TypedDict):
    Id: str


class GetAnycastIpListResponse(TypedDict, total=False):
    AnycastIpList: AnycastIpList
    ETag: str


class GetCachePolicyConfigRequest(TypedDict):
    Id: str


class GetCachePolicyConfigResponse(TypedDict, total=False):
    CachePolicyConfig: CachePolicyConfig
    ETag: str


class GetCachePolicyRequest(TypedDict):
    Id: str


class GetCachePolicyResponse(TypedDict, total=False):
    CachePolicy: CachePolicy
    ETag: str


class GetCloudFrontOriginAccessIdentityConfigRequest(TypedDict):
    Id: str


class GetCloudFrontOriginAccessIdentityConfigResponse(TypedDict, total=False):
    CloudFrontOriginAccessIdentityConfig: CloudFrontOriginAccessIdentityConfig
    ETag: str


class GetCloudFrontOriginAccessIdentityRequest(TypedDict):
    Id: str


class GetCloudFrontOriginAccessIdentityResponse(TypedDict, total=False):
    CloudFrontOriginAccessIdentity: CloudFrontOriginAccessIdentity
    ETag: str


class _GetConnectionFunctionRequestRequired(TypedDict):
    Identifier: str


class GetConnectionFunctionRequest(_GetConnectionFunctionRequestRequired, total=False):
    Stage: str


class GetConnectionFunctionResponse(TypedDict, total=False):
    ConnectionFunctionCode: bytes
    ETag: str
    ContentType: str


class GetConnectionGroupByRoutingEndpointRequest(TypedDict):
    RoutingEndpoint: str


class GetConnectionGroupByRoutingEndpointResponse(TypedDict, total=False):
    ConnectionGroup: ConnectionGroup
    ETag: str


class GetConnectionGroupRequest(TypedDict):
    Identifier: str


class GetConnectionGroupResponse(TypedDict, total=False):
    ConnectionGroup: ConnectionGroup
    ETag: str


class GetContinuousDeploymentPolicyConfigRequest(TypedDict):
    Id: str


class GetContinuousDeploymentPolicyConfigResponse(TypedDict, total=False):
    ContinuousDeploymentPolicyConfig: ContinuousDeploymentPolicyConfig
    ETag: str


class GetContinuousDeploymentPolicyRequest(TypedDict):
    Id: str


class GetContinuousDeploymentPolicyResponse(TypedDict, total=False):
    ContinuousDeploymentPolicy: ContinuousDeploymentPolicy
    ETag: str


class GetDistributionConfigRequest(TypedDict):
    Id: str


class GetDistributionConfigResponse(TypedDict, total=False):
    DistributionConfig: DistributionConfig
    ETag: str


class GetDistributionRequest(TypedDict):
    Id: str


class GetDistributionResponse(TypedDict, total=False):
    Distribution: Distribution
    ETag: str


class GetDistributionTenantByDomainRequest(TypedDict):
    Domain: str


class GetDistributionTenantByDomainResponse(TypedDict, total=False):
    DistributionTenant: DistributionTenant
    ETag: str


class GetDistributionTenantRequest(TypedDict):
    Identifier: str


class GetDistributionTenantResponse(TypedDict, total=False):
    DistributionTenant: DistributionTenant
    ETag: str


class GetFieldLevelEncryptionConfigRequest(TypedDict):
    Id: str


class GetFieldLevelEncryptionConfigResponse(TypedDict, total=False):
    FieldLevelEncryptionConfig: FieldLevelEncryptionConfig
    ETag: str


class GetFieldLevelEncryptionProfileConfigRequest(TypedDict):
    Id: str


class GetFieldLevelEncryptionProfileConfigResponse(TypedDict, total=False):
    FieldLevelEncryptionProfileConfig: FieldLevelEncryptionProfileConfig
    ETag: str


class GetFieldLevelEncryptionProfileRequest(TypedDict):
    Id: str


class GetFieldLevelEncryptionProfileResponse(TypedDict, total=False):
    FieldLevelEncryptionProfile: FieldLevelEncryptionProfile
    ETag: str


class GetFieldLevelEncryptionRequest(TypedDict):
    Id: str


class GetFieldLevelEncryptionResponse(TypedDict, total=False):
    FieldLevelEncryption: FieldLevelEncryption
    ETag: str


class _GetFunctionRequestRequired(TypedDict):
    Name: str


class GetFunctionRequest(_GetFunctionRequestRequired, total=False):
    Stage: str


class GetFunctionResponse(TypedDict, total=False):
    FunctionCode: bytes
    ETag: str
    ContentType: str


class GetInvalidationForDistributionTenantRequest(TypedDict):
    DistributionTenantId: str
    Id: str


class GetInvalidationForDistributionTenantResponse(TypedDict, total=False):
    Invalidation: Invalidation


class GetInvalidationRequest(TypedDict):
    DistributionId: str
    Id: str


class GetInvalidationResponse(TypedDict, total=False):
    Invalidation: Invalidation


class GetKeyGroupConfigRequest(TypedDict):
    Id: str


class GetKeyGroupConfigResponse(TypedDict, total=False):
    KeyGroupConfig: KeyGroupConfig
    ETag: str


class GetKeyGroupRequest(TypedDict):
    Id: str


class GetKeyGroupResponse(TypedDict, total=False):
    KeyGroup: KeyGroup
    ETag: str


class GetManagedCertificateDetailsRequest(TypedDict):
    Identifier: str


class GetManagedCertificateDetailsResponse(TypedDict, total=False):
    ManagedCertificateDetails: ManagedCertificateDetails


class GetMonitoringSubscriptionRequest(TypedDict):
    DistributionId: str


class GetMonitoringSubscriptionResponse(TypedDict, total=False):
    MonitoringSubscription: MonitoringSubscription


class GetOriginAccessControlConfigRequest(TypedDict):
    Id: str


class GetOriginAccessControlConfigResponse(TypedDict, total=False):
    OriginAccessControlConfig: OriginAccessControlConfig
    ETag: str


class GetOriginAccessControlRequest(TypedDict):
    Id: str


class GetOriginAccessControlResponse(TypedDict, total=False):
    OriginAccessControl: OriginAccessControl
    ETag: str


class GetOriginRequestPolicyConfigRequest(TypedDict):
    Id: str


class GetOriginRequestPolicyConfigResponse(TypedDict, total=False):
    OriginRequestPolicyConfig: OriginRequestPolicyConfig
    ETag: str


class GetOriginRequestPolicyRequest(TypedDict):
    Id: str


class GetOriginRequestPolicyResponse(TypedDict, total=False):
    OriginRequestPolicy: OriginRequestPolicy
    ETag: str


class GetPublicKeyConfigRequest(TypedDict):
    Id: str


class GetPublicKeyConfigResponse(TypedDict, total=False):
    PublicKeyConfig: PublicKeyConfig
    ETag: str


class GetPublicKeyRequest(TypedDict):
    Id: str


class GetPublicKeyResponse(TypedDict, total=False):
    PublicKey: PublicKey
    ETag: str


class GetRealtimeLogConfigRequest(TypedDict, total=False):
    Name: str
    ARN: str


class GetRealtimeLogConfigResponse(TypedDict, total=False):
    RealtimeLogConfig: RealtimeLogConfig


class GetResourcePolicyRequest(TypedDict):
    ResourceArn: str


class GetResourcePolicyResponse(TypedDict, total=False):
    ResourceArn: str
    PolicyDocument: str


class GetResponseHeadersPolicyConfigRequest(TypedDict):
    Id: str


class GetResponseHeadersPolicyConfigResponse(TypedDict, total=False):
    ResponseHeadersPolicyConfig: ResponseHeadersPolicyConfig
    ETag: str


class GetResponseHeadersPolicyRequest(TypedDict):
    Id: str


class GetResponseHeadersPolicyResponse(TypedDict, total=False):
    ResponseHeadersPolicy: ResponseHeadersPolicy
    ETag: str


class GetStreamingDistributionConfigRequest(TypedDict):
    Id: str


class GetStreamingDistributionConfigResponse(TypedDict, total=False):
    StreamingDistributionConfig: StreamingDistributionConfig
    ETag: str


class GetStreamingDistributionRequest(TypedDict):
    Id: str


class GetStreamingDistributionResponse(TypedDict, total=False):
    StreamingDistribution: StreamingDistribution
    ETag: str


class GetTrustStoreRequest(TypedDict):
    Identifier: str


class GetTrustStoreResponse(TypedDict, total=False):
    TrustStore: TrustStore
    ETag: str


class GetVpcOriginRequest(TypedDict):
    Id: str


class GetVpcOriginResponse(TypedDict, total=False):
    VpcOrigin: VpcOrigin
    ETag: str


class GrpcConfig(TypedDict):
    Enabled: bool


class _HeadersRequired(TypedDict):
    Quantity: int


class Headers(_HeadersRequired, total=False):
    Items: list[str]


class ImportSource(TypedDict):
    SourceType: str
    SourceARN: str


class Invalidation(TypedDict):
    Id: str
    Status: str
    CreateTime: datetime
    InvalidationBatch: InvalidationBatch


class InvalidationBatch(TypedDict):
    Paths: Paths
    CallerReference: str


class _InvalidationListRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class InvalidationList(_InvalidationListRequired, total=False):
    NextMarker: str
    Items: list[InvalidationSummary]


class InvalidationSummary(TypedDict):
    Id: str
    CreateTime: datetime
    Status: str


class _IpamCidrConfigRequired(TypedDict):
    Cidr: str
    IpamPoolArn: str


class IpamCidrConfig(_IpamCidrConfigRequired, total=False):
    AnycastIp: str
    Status: str


class IpamConfig(TypedDict):
    Quantity: int
    IpamCidrConfigs: list[IpamCidrConfig]


class KGKeyPairIds(TypedDict, total=False):
    KeyGroupId: str
    KeyPairIds: KeyPairIds


class KeyGroup(TypedDict):
    Id: str
    LastModifiedTime: datetime
    KeyGroupConfig: KeyGroupConfig


class _KeyGroupConfigRequired(TypedDict):
    Name: str
    Items: list[str]


class KeyGroupConfig(_KeyGroupConfigRequired, total=False):
    Comment: str


class _KeyGroupListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class KeyGroupList(_KeyGroupListRequired, total=False):
    NextMarker: str
    Items: list[KeyGroupSummary]


class KeyGroupSummary(TypedDict):
    KeyGroup: KeyGroup


class _KeyPairIdsRequired(TypedDict):
    Quantity: int


class KeyPairIds(_KeyPairIdsRequired, total=False):
    Items: list[str]


class _KeyValueStoreRequired(TypedDict):
    Name: str
    Id: str
    Comment: str
    ARN: str
    LastModifiedTime: datetime


class KeyValueStore(_KeyValueStoreRequired, total=False):
    Status: str


class KeyValueStoreAssociation(TypedDict):
    KeyValueStoreARN: str


class _KeyValueStoreAssociationsRequired(TypedDict):
    Quantity: int


class KeyValueStoreAssociations(_KeyValueStoreAssociationsRequired, total=False):
    Items: list[KeyValueStoreAssociation]


class _KeyValueStoreListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class KeyValueStoreList(_KeyValueStoreListRequired, total=False):
    NextMarker: str
    Items: list[KeyValueStore]


class KinesisStreamConfig(TypedDict):
    RoleARN: str
    StreamARN: str


class _LambdaFunctionAssociationRequired(TypedDict):
    LambdaFunctionARN: str
    EventType: str


class LambdaFunctionAssociation(_LambdaFunctionAssociationRequired, total=False):
    IncludeBody: bool


class _LambdaFunctionAssociationsRequired(TypedDict):
    Quantity: int


class LambdaFunctionAssociations(_LambdaFunctionAssociationsRequired, total=False):
    Items: list[LambdaFunctionAssociation]


class ListAnycastIpListsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: int


class ListAnycastIpListsResponse(TypedDict, total=False):
    AnycastIpLists: AnycastIpListCollection


class ListCachePoliciesRequest(TypedDict, total=False):
    Type: str
    Marker: str
    MaxItems: str


class ListCachePoliciesResponse(TypedDict, total=False):
    CachePolicyList: CachePolicyList


class ListCloudFrontOriginAccessIdentitiesRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListCloudFrontOriginAccessIdentitiesResponse(TypedDict, total=False):
    CloudFrontOriginAccessIdentityList: CloudFrontOriginAccessIdentityList


class _ListConflictingAliasesRequestRequired(TypedDict):
    DistributionId: str
    Alias: str


class ListConflictingAliasesRequest(_ListConflictingAliasesRequestRequired, total=False):
    Marker: str
    MaxItems: int


class ListConflictingAliasesResponse(TypedDict, total=False):
    ConflictingAliasesList: ConflictingAliasesList


class ListConnectionFunctionsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: int
    Stage: str


class ListConnectionFunctionsResponse(TypedDict, total=False):
    NextMarker: str
    ConnectionFunctions: list[ConnectionFunctionSummary]


class ListConnectionGroupsRequest(TypedDict, total=False):
    AssociationFilter: ConnectionGroupAssociationFilter
    Marker: str
    MaxItems: int


class ListConnectionGroupsResponse(TypedDict, total=False):
    NextMarker: str
    ConnectionGroups: list[ConnectionGroupSummary]


class ListContinuousDeploymentPoliciesRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListContinuousDeploymentPoliciesResponse(TypedDict, total=False):
    ContinuousDeploymentPolicyList: ContinuousDeploymentPolicyList


class ListDistributionTenantsByCustomizationRequest(TypedDict, total=False):
    WebACLArn: str
    CertificateArn: str
    Marker: str
    MaxItems: int


class ListDistributionTenantsByCustomizationResponse(TypedDict, total=False):
    NextMarker: str
    DistributionTenantList: list[DistributionTenantSummary]


class ListDistributionTenantsRequest(TypedDict, total=False):
    AssociationFilter: DistributionTenantAssociationFilter
    Marker: str
    MaxItems: int


class ListDistributionTenantsResponse(TypedDict, total=False):
    NextMarker: str
    DistributionTenantList: list[DistributionTenantSummary]


class _ListDistributionsByAnycastIpListIdRequestRequired(TypedDict):
    AnycastIpListId: str


class ListDistributionsByAnycastIpListIdRequest(
    _ListDistributionsByAnycastIpListIdRequestRequired, total=False
):
    Marker: str
    MaxItems: str


class ListDistributionsByAnycastIpListIdResponse(TypedDict, total=False):
    DistributionList: DistributionList


class _ListDistributionsByCachePolicyIdRequestRequired(TypedDict):
    CachePolicyId: str


class ListDistributionsByCachePolicyIdRequest(_ListDistributionsByCachePolicyIdRequestRequired, total=False):
    Marker: str
    MaxItems: str


class ListDistributionsByCachePolicyIdResponse(TypedDict, total=False):
    DistributionIdList: DistributionIdList


class _ListDistributionsByConnectionFunctionRequestRequired(TypedDict):
    ConnectionFunctionIdentifier: str


class ListDistributionsByConnectionFunctionRequest(
    _ListDistributionsByConnectionFunctionRequestRequired, total=False
):
    Marker: str
    MaxItems: int


class ListDistributionsByConnectionFunctionResponse(TypedDict, total=False):
    DistributionList: DistributionList


class _ListDistributionsByConnectionModeRequestRequired(TypedDict):
    ConnectionMode: str


class ListDistributionsByConnectionModeRequest(
    _ListDistributionsByConnectionModeRequestRequired, total=False
):
    Marker: str
    MaxItems: int


class ListDistributionsByConnectionModeResponse(TypedDict, total=False):
    DistributionList: DistributionList


class _ListDistributionsByKeyGroupRequestRequired(TypedDict):
    KeyGroupId: str


class ListDistributionsByKeyGroupRequest(_ListDistributionsByKeyGroupRequestRequired, total=False):
    Marker: str
    MaxItems: str


class ListDistributionsByKeyGroupResponse(TypedDict, total=False):
    DistributionIdList: DistributionIdList


class _ListDistributionsByOriginRequestPolicyIdRequestRequired(TypedDict):
    OriginRequestPolicyId: str


class ListDistributionsByOriginRequestPolicyIdRequest(
    _ListDistributionsByOriginRequestPolicyIdRequestRequired, total=False
):
    Marker: str
    MaxItems: str


class ListDistributionsByOriginRequestPolicyIdResponse(TypedDict, total=False):
    DistributionIdList: DistributionIdList


class _ListDistributionsByOwnedResourceRequestRequired(TypedDict):
    ResourceArn: str


class ListDistributionsByOwnedResourceRequest(_ListDistributionsByOwnedResourceRequestRequired, total=False):
    Marker: str
    MaxItems: str


class ListDistributionsByOwnedResourceResponse(TypedDict, total=False):
    DistributionList: DistributionIdOwnerList


class ListDistributionsByRealtimeLogConfigRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str
    RealtimeLogConfigName: str
    RealtimeLogConfigArn: str


class ListDistributionsByRealtimeLogConfigResponse(TypedDict, total=False):
    DistributionList: DistributionList


class _ListDistributionsByResponseHeadersPolicyIdRequestRequired(TypedDict):
    ResponseHeadersPolicyId: str


class ListDistributionsByResponseHeadersPolicyIdRequest(
    _ListDistributionsByResponseHeadersPolicyIdRequestRequired, total=False
):
    Marker: str
    MaxItems: str


class ListDistributionsByResponseHeadersPolicyIdResponse(TypedDict, total=False):
    DistributionIdList: DistributionIdList


class _ListDistributionsByTrustStoreRequestRequired(TypedDict):
    TrustStoreIdentifier: str


class ListDistributionsByTrustStoreRequest(_ListDistributionsByTrustStoreRequestRequired, total=False):
    Marker: str
    MaxItems: str


class ListDistributionsByTrustStoreResponse(TypedDict, total=False):
    DistributionList: DistributionList


class _ListDistributionsByVpcOriginIdRequestRequired(TypedDict):
    VpcOriginId: str


class ListDistributionsByVpcOriginIdRequest(_ListDistributionsByVpcOriginIdRequestRequired, total=False):
    Marker: str
    MaxItems: str


class ListDistributionsByVpcOriginIdResponse(TypedDict, total=False):
    DistributionIdList: DistributionIdList


class _ListDistributionsByWebACLIdRequestRequired(TypedDict):
    WebACLId: str


class ListDistributionsByWebACLIdRequest(_ListDistributionsByWebACLIdRequestRequired, total=False):
    Marker: str
    MaxItems: str


class ListDistributionsByWebACLIdResponse(TypedDict, total=False):
    DistributionList: DistributionList


class ListDistributionsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListDistributionsResponse(TypedDict, total=False):
    DistributionList: DistributionList


class _ListDomainConflictsRequestRequired(TypedDict):
    Domain: str
    DomainControlValidationResource: DistributionResourceId


class ListDomainConflictsRequest(_ListDomainConflictsRequestRequired, total=False):
    MaxItems: int
    Marker: str


class ListDomainConflictsResponse(TypedDict, total=False):
    DomainConflicts: list[DomainConflict]
    NextMarker: str


class ListFieldLevelEncryptionConfigsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListFieldLevelEncryptionConfigsResponse(TypedDict, total=False):
    FieldLevelEncryptionList: FieldLevelEncryptionList


class ListFieldLevelEncryptionProfilesRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListFieldLevelEncryptionProfilesResponse(TypedDict, total=False):
    FieldLevelEncryptionProfileList: FieldLevelEncryptionProfileList


class ListFunctionsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str
    Stage: str


class ListFunctionsResponse(TypedDict, total=False):
    FunctionList: FunctionList


class _ListInvalidationsForDistributionTenantRequestRequired(TypedDict):
    Id: str


class ListInvalidationsForDistributionTenantRequest(
    _ListInvalidationsForDistributionTenantRequestRequired, total=False
):
    Marker: str
    MaxItems: int


class ListInvalidationsForDistributionTenantResponse(TypedDict, total=False):
    InvalidationList: InvalidationList


class _ListInvalidationsRequestRequired(TypedDict):
    DistributionId: str


class ListInvalidationsRequest(_ListInvalidationsRequestRequired, total=False):
    Marker: str
    MaxItems: str


class ListInvalidationsResponse(TypedDict, total=False):
    InvalidationList: InvalidationList


class ListKeyGroupsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListKeyGroupsResponse(TypedDict, total=False):
    KeyGroupList: KeyGroupList


class ListKeyValueStoresRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str
    Status: str


class ListKeyValueStoresResponse(TypedDict, total=False):
    KeyValueStoreList: KeyValueStoreList


class ListOriginAccessControlsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListOriginAccessControlsResponse(TypedDict, total=False):
    OriginAccessControlList: OriginAccessControlList


class ListOriginRequestPoliciesRequest(TypedDict, total=False):
    Type: str
    Marker: str
    MaxItems: str


class ListOriginRequestPoliciesResponse(TypedDict, total=False):
    OriginRequestPolicyList: OriginRequestPolicyList


class ListPublicKeysRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListPublicKeysResponse(TypedDict, total=False):
    PublicKeyList: PublicKeyList


class ListRealtimeLogConfigsRequest(TypedDict, total=False):
    MaxItems: str
    Marker: str


class ListRealtimeLogConfigsResponse(TypedDict, total=False):
    RealtimeLogConfigs: RealtimeLogConfigs


class ListResponseHeadersPoliciesRequest(TypedDict, total=False):
    Type: str
    Marker: str
    MaxItems: str


class ListResponseHeadersPoliciesResponse(TypedDict, total=False):
    ResponseHeadersPolicyList: ResponseHeadersPolicyList


class ListStreamingDistributionsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListStreamingDistributionsResponse(TypedDict, total=False):
    StreamingDistributionList: StreamingDistributionList


class ListTagsForResourceRequest(TypedDict):
    Resource: str


class ListTagsForResourceResponse(TypedDict):
    Tags: Tags


class ListTrustStoresRequest(TypedDict, total=False):
    Marker: str
    MaxItems: int


class ListTrustStoresResponse(TypedDict, total=False):
    NextMarker: str
    TrustStoreList: list[TrustStoreSummary]


class ListVpcOriginsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class ListVpcOriginsResponse(TypedDict, total=False):
    VpcOriginList: VpcOriginList


class LoggingConfig(TypedDict, total=False):
    Enabled: bool
    IncludeCookies: bool
    Bucket: str
    Prefix: str


class ManagedCertificateDetails(TypedDict, total=False):
    CertificateArn: str
    CertificateStatus: str
    ValidationTokenHost: str
    ValidationTokenDetails: list[ValidationTokenDetail]


class _ManagedCertificateRequestRequired(TypedDict):
    ValidationTokenHost: str


class ManagedCertificateRequest(_ManagedCertificateRequestRequired, total=False):
    PrimaryDomainName: str
    CertificateTransparencyLoggingPreference: str


class MonitoringSubscription(TypedDict, total=False):
    RealtimeMetricsSubscriptionConfig: RealtimeMetricsSubscriptionConfig


class _OriginRequired(TypedDict):
    Id: str
    DomainName: str


class Origin(_OriginRequired, total=False):
    OriginPath: str
    CustomHeaders: CustomHeaders
    S3OriginConfig: S3OriginConfig
    CustomOriginConfig: CustomOriginConfig
    VpcOriginConfig: VpcOriginConfig
    ConnectionAttempts: int
    ConnectionTimeout: int
    ResponseCompletionTimeout: int
    OriginShield: OriginShield
    OriginAccessControlId: str


class _OriginAccessControlRequired(TypedDict):
    Id: str


class OriginAccessControl(_OriginAccessControlRequired, total=False):
    OriginAccessControlConfig: OriginAccessControlConfig


class _OriginAccessControlConfigRequired(TypedDict):
    Name: str
    SigningProtocol: str
    SigningBehavior: str
    OriginAccessControlOriginType: str


class OriginAccessControlConfig(_OriginAccessControlConfigRequired, total=False):
    Description: str


class _OriginAccessControlListRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class OriginAccessControlList(_OriginAccessControlListRequired, total=False):
    NextMarker: str
    Items: list[OriginAccessControlSummary]


class OriginAccessControlSummary(TypedDict):
    Id: str
    Description: str
    Name: str
    SigningProtocol: str
    SigningBehavior: str
    OriginAccessControlOriginType: str


class OriginCustomHeader(TypedDict):
    HeaderName: str
    HeaderValue: str


class _OriginGroupRequired(TypedDict):
    Id: str
    FailoverCriteria: OriginGroupFailoverCriteria
    Members: OriginGroupMembers


class OriginGroup(_OriginGroupRequired, total=False):
    SelectionCriteria: str


class OriginGroupFailoverCriteria(TypedDict):
    StatusCodes: StatusCodes


class OriginGroupMember(TypedDict):
    OriginId: str


class OriginGroupMembers(TypedDict):
    Quantity: int
    Items: list[OriginGroupMember]


class _OriginGroupsRequired(TypedDict):
    Quantity: int


class OriginGroups(_OriginGroupsRequired, total=False):
    Items: list[OriginGroup]


class OriginMtlsConfig(TypedDict):
    ClientCertificateArn: str


class OriginRequestPolicy(TypedDict):
    Id: str
    LastModifiedTime: datetime
    OriginRequestPolicyConfig: OriginRequestPolicyConfig


class _OriginRequestPolicyConfigRequired(TypedDict):
    Name: str
    HeadersConfig: OriginRequestPolicyHeadersConfig
    CookiesConfig: OriginRequestPolicyCookiesConfig
    QueryStringsConfig: OriginRequestPolicyQueryStringsConfig


class OriginRequestPolicyConfig(_OriginRequestPolicyConfigRequired, total=False):
    Comment: str


class _OriginRequestPolicyCookiesConfigRequired(TypedDict):
    CookieBehavior: str


class OriginRequestPolicyCookiesConfig(_OriginRequestPolicyCookiesConfigRequired, total=False):
    Cookies: CookieNames


class _OriginRequestPolicyHeadersConfigRequired(TypedDict):
    HeaderBehavior: str


class OriginRequestPolicyHeadersConfig(_OriginRequestPolicyHeadersConfigRequired, total=False):
    Headers: Headers


class _OriginRequestPolicyListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class OriginRequestPolicyList(_OriginRequestPolicyListRequired, total=False):
    NextMarker: str
    Items: list[OriginRequestPolicySummary]


class _OriginRequestPolicyQueryStringsConfigRequired(TypedDict):
    QueryStringBehavior: str


class OriginRequestPolicyQueryStringsConfig(_OriginRequestPolicyQueryStringsConfigRequired, total=False):
    QueryStrings: QueryStringNames


class OriginRequestPolicySummary(TypedDict):
    Type: str
    OriginRequestPolicy: OriginRequestPolicy


class _OriginShieldRequired(TypedDict):
    Enabled: bool


class OriginShield(_OriginShieldRequired, total=False):
    OriginShieldRegion: str


class OriginSslProtocols(TypedDict):
    Quantity: int
    Items: list[str]


class Origins(TypedDict):
    Quantity: int
    Items: list[Origin]


class Parameter(TypedDict):
    Name: str
    Value: str


class ParameterDefinition(TypedDict):
    Name: str
    Definition: ParameterDefinitionSchema


class ParameterDefinitionSchema(TypedDict, total=False):
    StringSchema: StringSchemaConfig


class _ParametersInCacheKeyAndForwardedToOriginRequired(TypedDict):
    EnableAcceptEncodingGzip: bool
    HeadersConfig: CachePolicyHeadersConfig
    CookiesConfig: CachePolicyCookiesConfig
    QueryStringsConfig: CachePolicyQueryStringsConfig


class ParametersInCacheKeyAndForwardedToOrigin(
    _ParametersInCacheKeyAndForwardedToOriginRequired, total=False
):
    EnableAcceptEncodingBrotli: bool


class _PathsRequired(TypedDict):
    Quantity: int


class Paths(_PathsRequired, total=False):
    Items: list[str]


class PublicKey(TypedDict):
    Id: str
    CreatedTime: datetime
    PublicKeyConfig: PublicKeyConfig


class _PublicKeyConfigRequired(TypedDict):
    CallerReference: str
    Name: str
    EncodedKey: str


class PublicKeyConfig(_PublicKeyConfigRequired, total=False):
    Comment: str


class _PublicKeyListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class PublicKeyList(_PublicKeyListRequired, total=False):
    NextMarker: str
    Items: list[PublicKeySummary]


class _PublicKeySummaryRequired(TypedDict):
    Id: str
    Name: str
    CreatedTime: datetime
    EncodedKey: str


class PublicKeySummary(_PublicKeySummaryRequired, total=False):
    Comment: str


class PublishConnectionFunctionRequest(TypedDict):
    Id: str
    IfMatch: str


class PublishConnectionFunctionResponse(TypedDict, total=False):
    ConnectionFunctionSummary: ConnectionFunctionSummary


class PublishFunctionRequest(TypedDict):
    Name: str
    IfMatch: str


class PublishFunctionResponse(TypedDict, total=False):
    FunctionSummary: FunctionSummary


class PutResourcePolicyRequest(TypedDict):
    ResourceArn: str
    PolicyDocument: str


class PutResourcePolicyResponse(TypedDict, total=False):
    ResourceArn: str


class QueryArgProfile(TypedDict):
    QueryArg: str
    ProfileId: str


class _QueryArgProfileConfigRequired(TypedDict):
    ForwardWhenQueryArgProfileIsUnknown: bool


class QueryArgProfileConfig(_QueryArgProfileConfigRequired, total=False):
    QueryArgProfiles: QueryArgProfiles


class _QueryArgProfilesRequired(TypedDict):
    Quantity: int


class QueryArgProfiles(_QueryArgProfilesRequired, total=False):
    Items: list[QueryArgProfile]


class _QueryStringCacheKeysRequired(TypedDict):
    Quantity: int


class QueryStringCacheKeys(_QueryStringCacheKeysRequired, total=False):
    Items: list[str]


class _QueryStringNamesRequired(TypedDict):
    Quantity: int


class QueryStringNames(_QueryStringNamesRequired, total=False):
    Items: list[str]


class RealtimeLogConfig(TypedDict):
    ARN: str
    Name: str
    SamplingRate: int
    EndPoints: list[EndPoint]
    Fields: list[str]


class _RealtimeLogConfigsRequired(TypedDict):
    MaxItems: int
    IsTruncated: bool
    Marker: str


class RealtimeLogConfigs(_RealtimeLogConfigsRequired, total=False):
    Items: list[RealtimeLogConfig]
    NextMarker: str


class RealtimeMetricsSubscriptionConfig(TypedDict):
    RealtimeMetricsSubscriptionStatus: str


class ResponseHeadersPolicy(TypedDict):
    Id: str
    LastModifiedTime: datetime
    ResponseHeadersPolicyConfig: ResponseHeadersPolicyConfig


class ResponseHeadersPolicyAccessControlAllowHeaders(TypedDict):
    Quantity: int
    Items: list[str]


class ResponseHeadersPolicyAccessControlAllowMethods(TypedDict):
    Quantity: int
    Items: list[str]


class ResponseHeadersPolicyAccessControlAllowOrigins(TypedDict):
    Quantity: int
    Items: list[str]


class _ResponseHeadersPolicyAccessControlExposeHeadersRequired(TypedDict):
    Quantity: int


class ResponseHeadersPolicyAccessControlExposeHeaders(
    _ResponseHeadersPolicyAccessControlExposeHeadersRequired, total=False
):
    Items: list[str]


class _ResponseHeadersPolicyConfigRequired(TypedDict):
    Name: str


class ResponseHeadersPolicyConfig(_ResponseHeadersPolicyConfigRequired, total=False):
    Comment: str
    CorsConfig: ResponseHeadersPolicyCorsConfig
    SecurityHeadersConfig: ResponseHeadersPolicySecurityHeadersConfig
    ServerTimingHeadersConfig: ResponseHeadersPolicyServerTimingHeadersConfig
    CustomHeadersConfig: ResponseHeadersPolicyCustomHeadersConfig
    RemoveHeadersConfig: ResponseHeadersPolicyRemoveHeadersConfig


class ResponseHeadersPolicyContentSecurityPolicy(TypedDict):
    Override: bool
    ContentSecurityPolicy: str


class ResponseHeadersPolicyContentTypeOptions(TypedDict):
    Override: bool


class _ResponseHeadersPolicyCorsConfigRequired(TypedDict):
    AccessControlAllowOrigins: ResponseHeadersPolicyAccessControlAllowOrigins
    AccessControlAllowHeaders: ResponseHeadersPolicyAccessControlAllowHeaders
    AccessControlAllowMethods: ResponseHeadersPolicyAccessControlAllowMethods
    AccessControlAllowCredentials: bool
    OriginOverride: bool


class ResponseHeadersPolicyCorsConfig(_ResponseHeadersPolicyCorsConfigRequired, total=False):
    AccessControlExposeHeaders: ResponseHeadersPolicyAccessControlExposeHeaders
    AccessControlMaxAgeSec: int


class ResponseHeadersPolicyCustomHeader(TypedDict):
    Header: str
    Value: str
    Override: bool


class _ResponseHeadersPolicyCustomHeadersConfigRequired(TypedDict):
    Quantity: int


class ResponseHeadersPolicyCustomHeadersConfig(
    _ResponseHeadersPolicyCustomHeadersConfigRequired, total=False
):
    Items: list[ResponseHeadersPolicyCustomHeader]


class ResponseHeadersPolicyFrameOptions(TypedDict):
    Override: bool
    FrameOption: str


class _ResponseHeadersPolicyListRequired(TypedDict):
    MaxItems: int
    Quantity: int


class ResponseHeadersPolicyList(_ResponseHeadersPolicyListRequired, total=False):
    NextMarker: str
    Items: list[ResponseHeadersPolicySummary]


class ResponseHeadersPolicyReferrerPolicy(TypedDict):
    Override: bool
    ReferrerPolicy: str


class ResponseHeadersPolicyRemoveHeader(TypedDict):
    Header: str


class _ResponseHeadersPolicyRemoveHeadersConfigRequired(TypedDict):
    Quantity: int


class ResponseHeadersPolicyRemoveHeadersConfig(
    _ResponseHeadersPolicyRemoveHeadersConfigRequired, total=False
):
    Items: list[ResponseHeadersPolicyRemoveHeader]


class ResponseHeadersPolicySecurityHeadersConfig(TypedDict, total=False):
    XSSProtection: ResponseHeadersPolicyXSSProtection
    FrameOptions: ResponseHeadersPolicyFrameOptions
    ReferrerPolicy: ResponseHeadersPolicyReferrerPolicy
    ContentSecurityPolicy: ResponseHeadersPolicyContentSecurityPolicy
    ContentTypeOptions: ResponseHeadersPolicyContentTypeOptions
    StrictTransportSecurity: ResponseHeadersPolicyStrictTransportSecurity


class _ResponseHeadersPolicyServerTimingHeadersConfigRequired(TypedDict):
    Enabled: bool


class ResponseHeadersPolicyServerTimingHeadersConfig(
    _ResponseHeadersPolicyServerTimingHeadersConfigRequired, total=False
):
    SamplingRate: float


class _ResponseHeadersPolicyStrictTransportSecurityRequired(TypedDict):
    Override: bool
    AccessControlMaxAgeSec: int


class ResponseHeadersPolicyStrictTransportSecurity(
    _ResponseHeadersPolicyStrictTransportSecurityRequired, total=False
):
    IncludeSubdomains: bool
    Preload: bool


class ResponseHeadersPolicySummary(TypedDict):
    Type: str
    ResponseHeadersPolicy: ResponseHeadersPolicy


class _ResponseHeadersPolicyXSSProtectionRequired(TypedDict):
    Override: bool
    Protection: bool


class ResponseHeadersPolicyXSSProtection(_ResponseHeadersPolicyXSSProtectionRequired, total=False):
    ModeBlock: bool
    ReportUri: str


class Restrictions(TypedDict):
    GeoRestriction: GeoRestriction


class S3Origin(TypedDict):
    DomainName: str
    OriginAccessIdentity: str


class _S3OriginConfigRequired(TypedDict):
    OriginAccessIdentity: str


class S3OriginConfig(_S3OriginConfigRequired, total=False):
    OriginReadTimeout: int


class SessionStickinessConfig(TypedDict):
    IdleTTL: int
    MaximumTTL: int


class Signer(TypedDict, total=False):
    AwsAccountNumber: str
    KeyPairIds: KeyPairIds


class _StagingDistributionDnsNamesRequired(TypedDict):
    Quantity: int


class StagingDistributionDnsNames(_StagingDistributionDnsNamesRequired, total=False):
    Items: list[str]


class StatusCodes(TypedDict):
    Quantity: int
    Items: list[int]


class _StreamingDistributionRequired(TypedDict):
    Id: str
    ARN: str
    Status: str
    DomainName: str
    ActiveTrustedSigners: ActiveTrustedSigners
    StreamingDistributionConfig: StreamingDistributionConfig


class StreamingDistribution(_StreamingDistributionRequired, total=False):
    LastModifiedTime: datetime


class _StreamingDistributionConfigRequired(TypedDict):
    CallerReference: str
    S3Origin: S3Origin
    Comment: str
    TrustedSigners: TrustedSigners
    Enabled: bool


class StreamingDistributionConfig(_StreamingDistributionConfigRequired, total=False):
    Aliases: Aliases
    Logging: StreamingLoggingConfig
    PriceClass: str


class StreamingDistributionConfigWithTags(TypedDict):
    StreamingDistributionConfig: StreamingDistributionConfig
    Tags: Tags


class _StreamingDistributionListRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class StreamingDistributionList(_StreamingDistributionListRequired, total=False):
    NextMarker: str
    Items: list[StreamingDistributionSummary]


class StreamingDistributionSummary(TypedDict):
    Id: str
    ARN: str
    Status: str
    LastModifiedTime: datetime
    DomainName: str
    S3Origin: S3Origin
    Aliases: Aliases
    TrustedSigners: TrustedSigners
    Comment: str
    PriceClass: str
    Enabled: bool


class StreamingLoggingConfig(TypedDict):
    Enabled: bool
    Bucket: str
    Prefix: str


class _StringSchemaConfigRequired(TypedDict):
    Required: bool


class StringSchemaConfig(_StringSchemaConfigRequired, total=False):
    Comment: str
    DefaultValue: str


class _TagRequired(TypedDict):
    Key: str


class Tag(_TagRequired, total=False):
    Value: str


class TagKeys(TypedDict, total=False):
    Items: list[str]


class TagResourceRequest(TypedDict):
    Resource: str
    Tags: Tags


class Tags(TypedDict, total=False):
    Items: list[Tag]


class TenantConfig(TypedDict, total=False):
    ParameterDefinitions: list[ParameterDefinition]


class _TestConnectionFunctionRequestRequired(TypedDict):
    Id: str
    IfMatch: str
    ConnectionObject: bytes


class TestConnectionFunctionRequest(_TestConnectionFunctionRequestRequired, total=False):
    Stage: str


class TestConnectionFunctionResponse(TypedDict, total=False):
    ConnectionFunctionTestResult: ConnectionFunctionTestResult


class _TestFunctionRequestRequired(TypedDict):
    Name: str
    IfMatch: str
    EventObject: bytes


class TestFunctionRequest(_TestFunctionRequestRequired, total=False):
    Stage: str


class TestFunctionResponse(TypedDict, total=False):
    TestResult: TestResult


class TestResult(TypedDict, total=False):
    FunctionSummary: FunctionSummary
    ComputeUtilization: str
    FunctionExecutionLogs: list[str]
    FunctionErrorMessage: str
    FunctionOutput: str


class _TrafficConfigRequired(TypedDict):
    Type: str


class TrafficConfig(_TrafficConfigRequired, total=False):
    SingleWeightConfig: ContinuousDeploymentSingleWeightConfig
    SingleHeaderConfig: ContinuousDeploymentSingleHeaderConfig


class TrustStore(TypedDict, total=False):
    Id: str
    Arn: str
    Name: str
    Status: str
    NumberOfCaCertificates: int
    LastModifiedTime: datetime
    Reason: str
    UseClientCertificateOCSPEndpoint: bool


class _TrustStoreConfigRequired(TypedDict):
    TrustStoreId: str


class TrustStoreConfig(_TrustStoreConfigRequired, total=False):
    AdvertiseTrustStoreCaNames: bool
    IgnoreCertificateExpiry: bool


class _TrustStoreSummaryRequired(TypedDict):
    Id: str
    Arn: str
    Name: str
    Status: str
    NumberOfCaCertificates: int
    LastModifiedTime: datetime
    ETag: str


class TrustStoreSummary(_TrustStoreSummaryRequired, total=False):
    Reason: str


class _TrustedKeyGroupsRequired(TypedDict):
    Enabled: bool
    Quantity: int


class TrustedKeyGroups(_TrustedKeyGroupsRequired, total=False):
    Items: list[str]


class _TrustedSignersRequired(TypedDict):
    Enabled: bool
    Quantity: int


class TrustedSigners(_TrustedSignersRequired, total=False):
    Items: list[str]


class UntagResourceRequest(TypedDict):
    Resource: str
    TagKeys: TagKeys


class _UpdateAnycastIpListRequestRequired(TypedDict):
    Id: str
    IfMatch: str


class UpdateAnycastIpListRequest(_UpdateAnycastIpListRequestRequired, total=False):
    IpAddressType: str
    IpamCidrConfigs: list[IpamCidrConfig]


class UpdateAnycastIpListResponse(TypedDict, total=False):
    AnycastIpList: AnycastIpList
    ETag: str


class _UpdateCachePolicyRequestRequired(TypedDict):
    CachePolicyConfig: CachePolicyConfig
    Id: str


class UpdateCachePolicyRequest(_UpdateCachePolicyRequestRequired, total=False):
    IfMatch: str


class UpdateCachePolicyResponse(TypedDict, total=False):
    CachePolicy: CachePolicy
    ETag: str


class _UpdateCloudFrontOriginAccessIdentityRequestRequired(TypedDict):
    CloudFrontOriginAccessIdentityConfig: CloudFrontOriginAccessIdentityConfig
    Id: str


class UpdateCloudFrontOriginAccessIdentityRequest(
    _UpdateCloudFrontOriginAccessIdentityRequestRequired, total=False
):
    IfMatch: str


class UpdateCloudFrontOriginAccessIdentityResponse(TypedDict, total=False):
    CloudFrontOriginAccessIdentity: CloudFrontOriginAccessIdentity
    ETag: str


class UpdateConnectionFunctionRequest(TypedDict):
    Id: str
    IfMatch: str
    ConnectionFunctionConfig: FunctionConfig
    ConnectionFunctionCode: bytes


class UpdateConnectionFunctionResponse(TypedDict, total=False):
    ConnectionFunctionSummary: ConnectionFunctionSummary
    ETag: str


class _UpdateConnectionGroupRequestRequired(TypedDict):
    Id: str
    IfMatch: str


class UpdateConnectionGroupRequest(_UpdateConnectionGroupRequestRequired, total=False):
    Ipv6Enabled: bool
    AnycastIpListId: str
    Enabled: bool
    ViewerFallback: ViewerFallback


class UpdateConnectionGroupResponse(TypedDict, total=False):
    ConnectionGroup: ConnectionGroup
    ETag: str


class _UpdateContinuousDeploymentPolicyRequestRequired(TypedDict):
    ContinuousDeploymentPolicyConfig: ContinuousDeploymentPolicyConfig
    Id: str


class UpdateContinuousDeploymentPolicyRequest(_UpdateContinuousDeploymentPolicyRequestRequired, total=False):
    IfMatch: str


class UpdateContinuousDeploymentPolicyResponse(TypedDict, total=False):
    ContinuousDeploymentPolicy: ContinuousDeploymentPolicy
    ETag: str


class _UpdateDistributionRequestRequired(TypedDict):
    DistributionConfig: DistributionConfig
    Id: str


class UpdateDistributionRequest(_UpdateDistributionRequestRequired, total=False):
    IfMatch: str


class UpdateDistributionResponse(TypedDict, total=False):
    Distribution: Distribution
    ETag: str


class _UpdateDistributionTenantRequestRequired(TypedDict):
    Id: str
    IfMatch: str


class UpdateDistributionTenantRequest(_UpdateDistributionTenantRequestRequired, total=False):
    DistributionId: str
    Domains: list[DomainItem]
    Customizations: Customizations
    Parameters: list[Parameter]
    ConnectionGroupId: str
    ManagedCertificateRequest: ManagedCertificateRequest
    Enabled: bool
    OnDomainTakeover: str


class UpdateDistributionTenantResponse(TypedDict, total=False):
    DistributionTenant: DistributionTenant
    ETag: str


class _UpdateDistributionWithStagingConfigRequestRequired(TypedDict):
    Id: str


class UpdateDistributionWithStagingConfigRequest(
    _UpdateDistributionWithStagingConfigRequestRequired, total=False
):
    StagingDistributionId: str
    IfMatch: str


class UpdateDistributionWithStagingConfigResponse(TypedDict, total=False):
    Distribution: Distribution
    ETag: str


class _UpdateDomainAssociationRequestRequired(TypedDict):
    Domain: str
    TargetResource: DistributionResourceId


class UpdateDomainAssociationRequest(_UpdateDomainAssociationRequestRequired, total=False):
    IfMatch: str


class UpdateDomainAssociationResponse(TypedDict, total=False):
    Domain: str
    ResourceId: str
    ETag: str


class _UpdateFieldLevelEncryptionConfigRequestRequired(TypedDict):
    FieldLevelEncryptionConfig: FieldLevelEncryptionConfig
    Id: str


class UpdateFieldLevelEncryptionConfigRequest(_UpdateFieldLevelEncryptionConfigRequestRequired, total=False):
    IfMatch: str


class UpdateFieldLevelEncryptionConfigResponse(TypedDict, total=False):
    FieldLevelEncryption: FieldLevelEncryption
    ETag: str


class _UpdateFieldLevelEncryptionProfileRequestRequired(TypedDict):
    FieldLevelEncryptionProfileConfig: FieldLevelEncryptionProfileConfig
    Id: str


class UpdateFieldLevelEncryptionProfileRequest(
    _UpdateFieldLevelEncryptionProfileRequestRequired, total=False
):
    IfMatch: str


class UpdateFieldLevelEncryptionProfileResponse(TypedDict, total=False):
    FieldLevelEncryptionProfile: FieldLevelEncryptionProfile
    ETag: str


class UpdateFunctionRequest(TypedDict):
    Name: str
    IfMatch: str
    FunctionConfig: FunctionConfig
    FunctionCode: bytes


class UpdateFunctionResponse(TypedDict, total=False):
    FunctionSummary: FunctionSummary
    ETag: str


class _UpdateKeyGroupRequestRequired(TypedDict):
    KeyGroupConfig: KeyGroupConfig
    Id: str


class UpdateKeyGroupRequest(_UpdateKeyGroupRequestRequired, total=False):
    IfMatch: str


class UpdateKeyGroupResponse(TypedDict, total=False):
    KeyGroup: KeyGroup
    ETag: str


class UpdateKeyValueStoreRequest(TypedDict):
    Name: str
    Comment: str
    IfMatch: str


class UpdateKeyValueStoreResponse(TypedDict, total=False):
    KeyValueStore: KeyValueStore
    ETag: str


class _UpdateOriginAccessControlRequestRequired(TypedDict):
    OriginAccessControlConfig: OriginAccessControlConfig
    Id: str


class UpdateOriginAccessControlRequest(_UpdateOriginAccessControlRequestRequired, total=False):
    IfMatch: str


class UpdateOriginAccessControlResponse(TypedDict, total=False):
    OriginAccessControl: OriginAccessControl
    ETag: str


class _UpdateOriginRequestPolicyRequestRequired(TypedDict):
    OriginRequestPolicyConfig: OriginRequestPolicyConfig
    Id: str


class UpdateOriginRequestPolicyRequest(_UpdateOriginRequestPolicyRequestRequired, total=False):
    IfMatch: str


class UpdateOriginRequestPolicyResponse(TypedDict, total=False):
    OriginRequestPolicy: OriginRequestPolicy
    ETag: str


class _UpdatePublicKeyRequestRequired(TypedDict):
    PublicKeyConfig: PublicKeyConfig
    Id: str


class UpdatePublicKeyRequest(_UpdatePublicKeyRequestRequired, total=False):
    IfMatch: str


class UpdatePublicKeyResponse(TypedDict, total=False):
    PublicKey: PublicKey
    ETag: str


class UpdateRealtimeLogConfigRequest(TypedDict, total=False):
    EndPoints: list[EndPoint]
    Fields: list[str]
    Name: str
    ARN: str
    SamplingRate: int


class UpdateRealtimeLogConfigResponse(TypedDict, total=False):
    RealtimeLogConfig: RealtimeLogConfig


class _UpdateResponseHeadersPolicyRequestRequired(TypedDict):
    ResponseHeadersPolicyConfig: ResponseHeadersPolicyConfig
    Id: str


class UpdateResponseHeadersPolicyRequest(_UpdateResponseHeadersPolicyRequestRequired, total=False):
    IfMatch: str


class UpdateResponseHeadersPolicyResponse(TypedDict, total=False):
    ResponseHeadersPolicy: ResponseHeadersPolicy
    ETag: str


class _UpdateStreamingDistributionRequestRequired(TypedDict):
    StreamingDistributionConfig: StreamingDistributionConfig
    Id: str


class UpdateStreamingDistributionRequest(_UpdateStreamingDistributionRequestRequired, total=False):
    IfMatch: str


class UpdateStreamingDistributionResponse(TypedDict, total=False):
    StreamingDistribution: StreamingDistribution
    ETag: str


class _UpdateTrustStoreRequestRequired(TypedDict):
    Id: str
    IfMatch: str


class UpdateTrustStoreRequest(_UpdateTrustStoreRequestRequired, total=False):
    CaCertificatesBundleSource: CaCertificatesBundleSource
    UseClientCertificateOCSPEndpoint: bool


class UpdateTrustStoreResponse(TypedDict, total=False):
    TrustStore: TrustStore
    ETag: str


class UpdateVpcOriginRequest(TypedDict):
    VpcOriginEndpointConfig: VpcOriginEndpointConfig
    Id: str
    IfMatch: str


class UpdateVpcOriginResponse(TypedDict, total=False):
    VpcOrigin: VpcOrigin
    ETag: str


class _ValidationTokenDetailRequired(TypedDict):
    Domain: str


class ValidationTokenDetail(_ValidationTokenDetailRequired, total=False):
    RedirectTo: str
    RedirectFrom: str


class _VerifyDnsConfigurationRequestRequired(TypedDict):
    Identifier: str


class VerifyDnsConfigurationRequest(_VerifyDnsConfigurationRequestRequired, total=False):
    Domain: str


class VerifyDnsConfigurationResponse(TypedDict, total=False):
    DnsConfigurationList: list[DnsConfiguration]


class ViewerCertificate(TypedDict, total=False):
    CloudFrontDefaultCertificate: bool
    IAMCertificateId: str
    ACMCertificateArn: str
    SSLSupportMethod: str
    MinimumProtocolVersion: str
    Certificate: str
    CertificateSource: str


class ViewerFallback(TypedDict, total=False):
    DistributionId: str


class ViewerMtlsConfig(TypedDict, total=False):
    Mode: str
    TrustStoreConfig: TrustStoreConfig


class _VpcOriginRequired(TypedDict):
    Id: str
    Arn: str
    Status: str
    CreatedTime: datetime
    LastModifiedTime: datetime
    VpcOriginEndpointConfig: VpcOriginEndpointConfig


class VpcOrigin(_VpcOriginRequired, total=False):
    AccountId: str


class _VpcOriginConfigRequired(TypedDict):
    VpcOriginId: str


class VpcOriginConfig(_VpcOriginConfigRequired, total=False):
    OwnerAccountId: str
    OriginReadTimeout: int
    OriginKeepaliveTimeout: int
    OriginHttpVersion: str


class _VpcOriginEndpointConfigRequired(TypedDict):
    Name: str
    Arn: str
    HTTPPort: int
    HTTPSPort: int
    OriginProtocolPolicy: str


class VpcOriginEndpointConfig(_VpcOriginEndpointConfigRequired, total=False):
    OriginSslProtocols: OriginSslProtocols
    IpAddressType: str


class _VpcOriginListRequired(TypedDict):
    Marker: str
    MaxItems: int
    IsTruncated: bool
    Quantity: int


class VpcOriginList(_VpcOriginListRequired, total=False):
    NextMarker: str
    Items: list[VpcOriginSummary]


class _VpcOriginSummaryRequired(TypedDict):
    Id: str
    Name: str
    Status: str
    CreatedTime: datetime
    LastModifiedTime: datetime
    Arn: str
    OriginEndpointArn: str


class VpcOriginSummary(_VpcOriginSummaryRequired, total=False):
    AccountId: str
    IpAddressType: str


class _WebAclCustomizationRequired(TypedDict):
    Action: str


class WebAclCustomization(_WebAclCustomizationRequired, total=False):
    Arn: str


class AssociateAliasResponse(TypedDict, total=False):
    pass


class DeleteAnycastIpListResponse(TypedDict, total=False):
    pass


class DeleteCachePolicyResponse(TypedDict, total=False):
    pass


class DeleteCloudFrontOriginAccessIdentityResponse(TypedDict, total=False):
    pass


class DeleteConnectionFunctionResponse(TypedDict, total=False):
    pass


class DeleteConnectionGroupResponse(TypedDict, total=False):
    pass


class DeleteContinuousDeploymentPolicyResponse(TypedDict, total=False):
    pass


class DeleteDistributionResponse(TypedDict, total=False):
    pass


class DeleteDistributionTenantResponse(TypedDict, total=False):
    pass


class DeleteFieldLevelEncryptionConfigResponse(TypedDict, total=False):
    pass


class DeleteFieldLevelEncryptionProfileResponse(TypedDict, total=False):
    pass


class DeleteFunctionResponse(TypedDict, total=False):
    pass


class DeleteKeyGroupResponse(TypedDict, total=False):
    pass


class DeleteKeyValueStoreResponse(TypedDict, total=False):
    pass


class DeleteOriginAccessControlResponse(TypedDict, total=False):
    pass


class DeleteOriginRequestPolicyResponse(TypedDict, total=False):
    pass


class DeletePublicKeyResponse(TypedDict, total=False):
    pass


class DeleteRealtimeLogConfigResponse(TypedDict, total=False):
    pass


class DeleteResourcePolicyResponse(TypedDict, total=False):
    pass


class DeleteResponseHeadersPolicyResponse(TypedDict, total=False):
    pass


class DeleteStreamingDistributionResponse(TypedDict, total=False):
    pass


class DeleteTrustStoreResponse(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateAlias",
    "AssociateDistributionTenantWebACL",
    "AssociateDistributionWebACL",
    "CopyDistribution",
    "CreateAnycastIpList",
    "CreateCachePolicy",
    "CreateCloudFrontOriginAccessIdentity",
    "CreateConnectionFunction",
    "CreateConnectionGroup",
    "CreateContinuousDeploymentPolicy",
    "CreateDistribution",
    "CreateDistributionTenant",
    "CreateDistributionWithTags",
    "CreateFieldLevelEncryptionConfig",
    "CreateFieldLevelEncryptionProfile",
    "CreateFunction",
    "CreateInvalidation",
    "CreateInvalidationForDistributionTenant",
    "CreateKeyGroup",
    "CreateKeyValueStore",
    "CreateMonitoringSubscription",
    "CreateOriginAccessControl",
    "CreateOriginRequestPolicy",
    "CreatePublicKey",
    "CreateRealtimeLogConfig",
    "CreateResponseHeadersPolicy",
    "CreateStreamingDistribution",
    "CreateStreamingDistributionWithTags",
    "CreateTrustStore",
    "CreateVpcOrigin",
    "DeleteAnycastIpList",
    "DeleteCachePolicy",
    "DeleteCloudFrontOriginAccessIdentity",
    "DeleteConnectionFunction",
    "DeleteConnectionGroup",
    "DeleteContinuousDeploymentPolicy",
    "DeleteDistribution",
    "DeleteDistributionTenant",
    "DeleteFieldLevelEncryptionConfig",
    "DeleteFieldLevelEncryptionProfile",
    "DeleteFunction",
    "DeleteKeyGroup",
    "DeleteKeyValueStore",
    "DeleteMonitoringSubscription",
    "DeleteOriginAccessControl",
    "DeleteOriginRequestPolicy",
    "DeletePublicKey",
    "DeleteRealtimeLogConfig",
    "DeleteResourcePolicy",
    "DeleteResponseHeadersPolicy",
    "DeleteStreamingDistribution",
    "DeleteTrustStore",
    "DeleteVpcOrigin",
    "DescribeConnectionFunction",
    "DescribeFunction",
    "DescribeKeyValueStore",
    "DisassociateDistributionTenantWebACL",
    "DisassociateDistributionWebACL",
    "GetAnycastIpList",
    "GetCachePolicy",
    "GetCachePolicyConfig",
    "GetCloudFrontOriginAccessIdentity",
    "GetCloudFrontOriginAccessIdentityConfig",
    "GetConnectionFunction",
    "GetConnectionGroup",
    "GetConnectionGroupByRoutingEndpoint",
    "GetContinuousDeploymentPolicy",
    "GetContinuousDeploymentPolicyConfig",
    "GetDistribution",
    "GetDistributionConfig",
    "GetDistributionTenant",
    "GetDistributionTenantByDomain",
    "GetFieldLevelEncryption",
    "GetFieldLevelEncryptionConfig",
    "GetFieldLevelEncryptionProfile",
    "GetFieldLevelEncryptionProfileConfig",
    "GetFunction",
    "GetInvalidation",
    "GetInvalidationForDistributionTenant",
    "GetKeyGroup",
    "GetKeyGroupConfig",
    "GetManagedCertificateDetails",
    "GetMonitoringSubscription",
    "GetOriginAccessControl",
    "GetOriginAccessControlConfig",
    "GetOriginRequestPolicy",
    "GetOriginRequestPolicyConfig",
    "GetPublicKey",
    "GetPublicKeyConfig",
    "GetRealtimeLogConfig",
    "GetResourcePolicy",
    "GetResponseHeadersPolicy",
    "GetResponseHeadersPolicyConfig",
    "GetStreamingDistribution",
    "GetStreamingDistributionConfig",
    "GetTrustStore",
    "GetVpcOrigin",
    "ListAnycastIpLists",
    "ListCachePolicies",
    "ListCloudFrontOriginAccessIdentities",
    "ListConflictingAliases",
    "ListConnectionFunctions",
    "ListConnectionGroups",
    "ListContinuousDeploymentPolicies",
    "ListDistributionTenants",
    "ListDistributionTenantsByCustomization",
    "ListDistributions",
    "ListDistributionsByAnycastIpListId",
    "ListDistributionsByCachePolicyId",
    "ListDistributionsByConnectionFunction",
    "ListDistributionsByConnectionMode",
    "ListDistributionsByKeyGroup",
    "ListDistributionsByOriginRequestPolicyId",
    "ListDistributionsByOwnedResource",
    "ListDistributionsByRealtimeLogConfig",
    "ListDistributionsByResponseHeadersPolicyId",
    "ListDistributionsByTrustStore",
    "ListDistributionsByVpcOriginId",
    "ListDistributionsByWebACLId",
    "ListDomainConflicts",
    "ListFieldLevelEncryptionConfigs",
    "ListFieldLevelEncryptionProfiles",
    "ListFunctions",
    "ListInvalidations",
    "ListInvalidationsForDistributionTenant",
    "ListKeyGroups",
    "ListKeyValueStores",
    "ListOriginAccessControls",
    "ListOriginRequestPolicies",
    "ListPublicKeys",
    "ListRealtimeLogConfigs",
    "ListResponseHeadersPolicies",
    "ListStreamingDistributions",
    "ListTagsForResource",
    "ListTrustStores",
    "ListVpcOrigins",
    "PublishConnectionFunction",
    "PublishFunction",
    "PutResourcePolicy",
    "TagResource",
    "TestConnectionFunction",
    "TestFunction",
    "UntagResource",
    "UpdateAnycastIpList",
    "UpdateCachePolicy",
    "UpdateCloudFrontOriginAccessIdentity",
    "UpdateConnectionFunction",
    "UpdateConnectionGroup",
    "UpdateContinuousDeploymentPolicy",
    "UpdateDistribution",
    "UpdateDistributionTenant",
    "UpdateDistributionWithStagingConfig",
    "UpdateDomainAssociation",
    "UpdateFieldLevelEncryptionConfig",
    "UpdateFieldLevelEncryptionProfile",
    "UpdateFunction",
    "UpdateKeyGroup",
    "UpdateKeyValueStore",
    "UpdateOriginAccessControl",
    "UpdateOriginRequestPolicy",
    "UpdatePublicKey",
    "UpdateRealtimeLogConfig",
    "UpdateResponseHeadersPolicy",
    "UpdateStreamingDistribution",
    "UpdateTrustStore",
    "UpdateVpcOrigin",
    "VerifyDnsConfiguration",
)
