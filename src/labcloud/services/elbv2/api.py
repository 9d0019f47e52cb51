"""Typed requests and responses of elbv2's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types elbv2`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class _ActionRequired(TypedDict):
    Type: str


class Action(_ActionRequired, total=False):
    TargetGroupArn: str
    AuthenticateOidcConfig: AuthenticateOidcActionConfig
    AuthenticateCognitoConfig: AuthenticateCognitoActionConfig
    Order: int
    RedirectConfig: RedirectActionConfig
    FixedResponseConfig: FixedResponseActionConfig
    ForwardConfig: ForwardActionConfig
    JwtValidationConfig: JwtValidationActionConfig


class AddListenerCertificatesRequest(TypedDict):
    ListenerArn: str
    Certificates: list[Certificate]


class AddListenerCertificatesResponse(TypedDict, total=False):
    Certificates: list[Certificate]


class AddTagsRequest(TypedDict):
    ResourceArns: list[str]
    Tags: list[Tag]


class AddTagsResponse(TypedDict, total=False):
    pass


class _AddTrustStoreRevocationsRequestRequired(TypedDict):
    TrustStoreArn: str


class AddTrustStoreRevocationsRequest(_AddTrustStoreRevocationsRequestRequired, total=False):
    RevocationContents: list[RevocationContent]


class AddTrustStoreRevocationsResponse(TypedDict, total=False):
    TrustStoreRevocations: list[TrustStoreRevocation]


class AdministrativeOverride(TypedDict, total=False):
    State: str
    Reason: str
    Description: str


class AnomalyDetection(TypedDict, total=False):
    Result: str
    MitigationInEffect: str


class _AuthenticateCognitoActionConfigRequired(TypedDict):
    UserPoolArn: str
    UserPoolClientId: str
    UserPoolDomain: str


class AuthenticateCognitoActionConfig(_AuthenticateCognitoActionConfigRequired, total=False):
    SessionCookieName: str
    Scope: str
    SessionTimeout: int
    AuthenticationRequestExtraParams: dict[str, str]
    OnUnauthenticatedRequest: str


class _AuthenticateOidcActionConfigRequired(TypedDict):
    Issuer: str
    AuthorizationEndpoint: str
    TokenEndpoint: str
    UserInfoEndpoint: str
    ClientId: str


class AuthenticateOidcActionConfig(_AuthenticateOidcActionConfigRequired, total=False):
    ClientSecret: str
    SessionCookieName: str
    Scope: str
    SessionTimeout: int
    AuthenticationRequestExtraParams: dict[str, str]
    OnUnauthenticatedRequest: str
    UseExistingClientSecret: bool


class AvailabilityZone(TypedDict, total=False):
    ZoneName: str
    SubnetId: str
    OutpostId: str
    LoadBalancerAddresses: list[LoadBalancerAddress]
    SourceNatIpv6Prefixes: list[str]


class CapacityReservationStatus(TypedDict, total=False):
    Code: str
    Reason: str


class Certificate(TypedDict, total=False):
    CertificateArn: str
    IsDefault: bool


class Cipher(TypedDict, total=False):
    Name: str
    Priority: int


class ClientCertificateIdentityFilter(TypedDict):
    Field: str
    Action: str
    MatchType: str
    Value: str


class _CreateListenerRequestRequired(TypedDict):
    LoadBalancerArn: str
    DefaultActions: list[Action]


class CreateListenerRequest(_CreateListenerRequestRequired, total=False):
    Protocol: str
    Port: int
    SslPolicy: str
    Certificates: list[Certificate]
    AlpnPolicy: list[str]
    Tags: list[Tag]
    MutualAuthentication: MutualAuthenticationAttributes


class CreateListenerResponse(TypedDict, total=False):
    Listeners: list[Listener]


class _CreateLoadBalancerRequestRequired(TypedDict):
    Name: str


class CreateLoadBalancerRequest(_CreateLoadBalancerRequestRequired, total=False):
    Subnets: list[str]
    SubnetMappings: list[SubnetMapping]
    SecurityGroups: list[str]
    Scheme: str
    Tags: list[Tag]
    Type: str
    IpAddressType: str
    CustomerOwnedIpv4Pool: str
    EnablePrefixForIpv6SourceNat: str
    IpamPools: IpamPools


class CreateLoadBalancerResponse(TypedDict, total=False):
    LoadBalancers: list[LoadBalancer]


class _CreateRuleRequestRequired(TypedDict):
    ListenerArn: str
    Conditions: list[RuleCondition]
    Priority: int
    Actions: list[Action]


class CreateRuleRequest(_CreateRuleRequestRequired, total=False):
    Tags: list[Tag]
    Transforms: list[RuleTransform]


class CreateRuleResponse(TypedDict, total=False):
    Rules: list[Rule]


class _CreateTargetGroupRequestRequired(TypedDict):
    Name: str


class CreateTargetGroupRequest(_CreateTargetGroupRequestRequired, total=False):
    Protocol: str
    ProtocolVersion: str
    Port: int
    VpcId: str
    HealthCheckProtocol: str
    HealthCheckPort: str
    HealthCheckEnabled: bool
    HealthCheckPath: str
    HealthCheckIntervalSeconds: int
    HealthCheckTimeoutSeconds: int
    HealthyThresholdCount: int
    UnhealthyThresholdCount: int
    Matcher: Matcher
    TargetType: str
    Tags: list[Tag]
    IpAddressType: str
    TargetControlPort: int


class CreateTargetGroupResponse(TypedDict, total=False):
    TargetGroups: list[TargetGroup]


class _CreateTrustStoreRequestRequired(TypedDict):
    Name: str
    CaCertificatesBundleS3Bucket: str
    CaCertificatesBundleS3Key: str


class CreateTrustStoreRequest(_CreateTrustStoreRequestRequired, total=False):
    CaCertificatesBundleS3ObjectVersion: str
    Tags: list[Tag]


class CreateTrustStoreResponse(TypedDict, total=False):
    TrustStores: list[TrustStore]


class DeleteListenerRequest(TypedDict):
    ListenerArn: str


class DeleteListenerResponse(TypedDict, total=False):
    pass


class DeleteLoadBalancerRequest(TypedDict):
    LoadBalancerArn: str


class DeleteLoadBalancerResponse(TypedDict, total=False):
    pass


class DeleteRuleRequest(TypedDict):
    RuleArn: str


class DeleteRuleResponse(TypedDict, total=False):
    pass


class DeleteSharedTrustStoreAssociationRequest(TypedDict):
    TrustStoreArn: str
    ResourceArn: str


class DeleteSharedTrustStoreAssociationResponse(TypedDict, total=False):
    pass


class DeleteTargetGroupRequest(TypedDict):
    TargetGroupArn: str


class DeleteTargetGroupResponse(TypedDict, total=False):
    pass


class DeleteTrustStoreRequest(TypedDict):
    TrustStoreArn: str


class DeleteTrustStoreResponse(TypedDict, total=False):
    pass


class DeregisterTargetsRequest(TypedDict):
    TargetGroupArn: str
    Targets: list[TargetDescription]


class DeregisterTargetsResponse(TypedDict, total=False):
    pass


class DescribeAccountLimitsRequest(TypedDict, total=False):
    Marker: str
    PageSize: int


class DescribeAccountLimitsResponse(TypedDict, total=False):
    Limits: list[Limit]
    NextMarker: str


class DescribeCapacityReservationRequest(TypedDict):
    LoadBalancerArn: str


class DescribeCapacityReservationResponse(TypedDict, total=False):
    LastModifiedTime: datetime
    DecreaseRequestsRemaining: int
    MinimumLoadBalancerCapacity: MinimumLoadBalancerCapacity
    CapacityReservationState: list[ZonalCapacityReservationState]


class DescribeListenerAttributesRequest(TypedDict):
    ListenerArn: str


class DescribeListenerAttributesResponse(TypedDict, total=False):
    Attributes: list[ListenerAttribute]


class _DescribeListenerCertificatesRequestRequired(TypedDict):
    ListenerArn: str


class DescribeListenerCertificatesRequest(_DescribeListenerCertificatesRequestRequired, total=False):
    Marker: str
    PageSize: int


class DescribeListenerCertificatesResponse(TypedDict, total=False):
    Certificates: list[Certificate]
    NextMarker: str


class DescribeListenersRequest(TypedDict, total=False):
    LoadBalancerArn: str
    ListenerArns: list[str]
    Marker: str
    PageSize: int


class DescribeListenersResponse(TypedDict, total=False):
    Listeners: list[Listener]
    NextMarker: str


class DescribeLoadBalancerAttributesRequest(TypedDict):
    LoadBalancerArn: str


class DescribeLoadBalancerAttributesResponse(TypedDict, total=False):
    Attributes: list[LoadBalancerAttribute]


class DescribeLoadBalancersRequest(TypedDict, total=False):
    LoadBalancerArns: list[str]
    Names: list[str]
    Marker: str
    PageSize: int


class DescribeLoadBalancersResponse(TypedDict, total=False):
    LoadBalancers: list[LoadBalancer]
    NextMarker: str


class DescribeRulesRequest(TypedDict, total=False):
    ListenerArn: str
    RuleArns: list[str]
    Marker: str
    PageSize: int


class DescribeRulesResponse(TypedDict, total=False):
    Rules: list[Rule]
    NextMarker: str


class DescribeSSLPoliciesRequest(TypedDict, total=False):
    Names: list[str]
    Marker: str
    PageSize: int
    LoadBalancerType: str


class DescribeSSLPoliciesResponse(TypedDict, total=False):
    SslPolicies: list[SslPolicy]
    NextMarker: str


class DescribeTagsRequest(TypedDict):
    ResourceArns: list[str]


class DescribeTagsResponse(TypedDict, total=False):
    TagDescriptions: list[TagDescription]


class DescribeTargetGroupAttributesRequest(TypedDict):
    TargetGroupArn: str


class DescribeTargetGroupAttributesResponse(TypedDict, total=False):
    Attributes: list[TargetGroupAttribute]


class DescribeTargetGroupsRequest(TypedDict, total=False):
    LoadBalancerArn: str
    TargetGroupArns: list[str]
    Names: list[str]
    Marker: str
    PageSize: int


class DescribeTargetGroupsResponse(TypedDict, total=False):
    TargetGroups: list[TargetGroup]
    NextMarker: str


class _DescribeTargetHealthRequestRequired(TypedDict):
    TargetGroupArn: str


class DescribeTargetHealthRequest(_DescribeTargetHealthRequestRequired, total=False):
    Targets: list[TargetDescription]
    Include: list[str]


class DescribeTargetHealthResponse(TypedDict, total=False):
    TargetHealthDescriptions: list[TargetHealthDescription]


class _DescribeTrustStoreAssociationsRequestRequired(TypedDict):
    TrustStoreArn: str


class DescribeTrustStoreAssociationsRequest(_DescribeTrustStoreAssociationsRequestRequired, total=False):
    Marker: str
    PageSize: int


class DescribeTrustStoreAssociationsResponse(TypedDict, total=False):
    TrustStoreAssociations: list[TrustStoreAssociation]
    NextMarker: str


class DescribeTrustStoreRevocation(TypedDict, total=False):
    TrustStoreArn: str
    RevocationId: int
    RevocationType: str
    NumberOfRevokedEntries: int


class _DescribeTrustStoreRevocationsRequestRequired(TypedDict):
    TrustStoreArn: str


class DescribeTrustStoreRevocationsRequest(_DescribeTrustStoreRevocationsRequestRequired, total=False):
    RevocationIds: list[int]
    Marker: str
    PageSize: int


class DescribeTrustStoreRevocationsResponse(TypedDict, total=False):
    TrustStoreRevocations: list[DescribeTrustStoreRevocation]
    NextMarker: str


class DescribeTrustStoresRequest(TypedDict, total=False):
    TrustStoreArns: list[str]
    Names: list[str]
    Marker: str
    PageSize: int


class DescribeTrustStoresResponse(TypedDict, total=False):
    TrustStores: list[TrustStore]
    NextMarker: str


class _FixedResponseActionConfigRequired(TypedDict):
    StatusCode: str


class FixedResponseActionConfig(_FixedResponseActionConfigRequired, total=False):
    MessageBody: str
    ContentType: str


class ForwardActionConfig(TypedDict, total=False):
    TargetGroups: list[TargetGroupTuple]
    TargetGroupStickinessConfig: TargetGroupStickinessConfig


class GetResourcePolicyRequest(TypedDict):
    ResourceArn: str


class GetResourcePolicyResponse(TypedDict, total=False):
    Policy: str


class GetTrustStoreCaCertificatesBundleRequest(TypedDict):
    TrustStoreArn: str


class GetTrustStoreCaCertificatesBundleResponse(TypedDict, total=False):
    Location: str


class GetTrustStoreRevocationContentRequest(TypedDict):
    TrustStoreArn: str
    RevocationId: int


class GetTrustStoreRevocationContentResponse(TypedDict, total=False):
    Location: str


class HostHeaderConditionConfig(TypedDict, total=False):
    Values: list[str]
    RegexValues: list[str]


class HostHeaderRewriteConfig(TypedDict, total=False):
    Rewrites: list[RewriteConfig]


class HttpHeaderConditionConfig(TypedDict, total=False):
    HttpHeaderName: str
    Values: list[str]
    RegexValues: list[str]


class HttpRequestMethodConditionConfig(TypedDict, total=False):
    Values: list[str]


class IpamPools(TypedDict, total=False):
    Ipv4IpamPoolId: str


class JwtValidationActionAdditionalClaim(TypedDict):
    Format: str
    Name: str
    Values: list[str]


class _JwtValidationActionConfigRequired(TypedDict):
    JwksEndpoint: str
    Issuer: str


class JwtValidationActionConfig(_JwtValidationActionConfigRequired, total=False):
    AdditionalClaims: list[JwtValidationActionAdditionalClaim]


class Limit(TypedDict, total=False):
    Name: str
    Max: str


class Listener(TypedDict, total=False):
    ListenerArn: str
    LoadBalancerArn: str
    Port: int
    Protocol: str
    Certificates: list[Certificate]
    SslPolicy: str
    DefaultActions: list[Action]
    AlpnPolicy: list[str]
    MutualAuthentication: MutualAuthenticationAttributes


class ListenerAttribute(TypedDict, total=False):
    Key: str
    Value: str


class LoadBalancer(TypedDict, total=False):
    LoadBalancerArn: str
    DNSName: str
    CanonicalHostedZoneId: str
    CreatedTime: datetime
    LoadBalancerName: str
    Scheme: str
    VpcId: str
    State: LoadBalancerState
    Type: str
    AvailabilityZones: list[AvailabilityZone]
    SecurityGroups: list[str]
    IpAddressType: str
    CustomerOwnedIpv4Pool: str
    EnforceSecurityGroupInboundRulesOnPrivateLinkTraffic: str
    EnablePrefixForIpv6SourceNat: str
    IpamPools: IpamPools


class LoadBalancerAddress(TypedDict, total=False):
    IpAddress: str
    AllocationId: str
    PrivateIPv4Address: str
    IPv6Address: str


class LoadBalancerAttribute(TypedDict, total=False):
    Key: str
    Value: str


class LoadBalancerState(TypedDict, total=False):
    Code: str
    Reason: str


class Matcher(TypedDict, total=False):
    HttpCode: str
    GrpcCode: str


class MinimumLoadBalancerCapacity(TypedDict, total=False):
    CapacityUnits: int


class _ModifyCapacityReservationRequestRequired(TypedDict):
    LoadBalancerArn: str


class ModifyCapacityReservationRequest(_ModifyCapacityReservationRequestRequired, total=False):
    MinimumLoadBalancerCapacity: MinimumLoadBalancerCapacity
    ResetCapacityReservation: bool


class ModifyCapacityReservationResponse(TypedDict, total=False):
    LastModifiedTime: datetime
    DecreaseRequestsRemaining: int
    MinimumLoadBalancerCapacity: MinimumLoadBalancerCapacity
    CapacityReservationState: list[ZonalCapacityReservationState]


class _ModifyIpPoolsRequestRequired(TypedDict):
    LoadBalancerArn: str


class ModifyIpPoolsRequest(_ModifyIpPoolsRequestRequired, total=False):
    IpamPools: IpamPools
    RemoveIpamPools: list[str]


class ModifyIpPoolsResponse(TypedDict, total=False):
    IpamPools: IpamPools


class ModifyListenerAttributesRequest(TypedDict):
    ListenerArn: str
    Attributes: list[ListenerAttribute]


class ModifyListenerAttributesResponse(TypedDict, total=False):
    Attributes: list[ListenerAttribute]


class _ModifyListenerRequestRequired(TypedDict):
    ListenerArn: str


class ModifyListenerRequest(_ModifyListenerRequestRequired, total=False):
    Port: int
    Protocol: str
    SslPolicy: str
    Certificates: list[Certificate]
    DefaultActions: list[Action]
    AlpnPolicy: list[str]
    MutualAuthentication: MutualAuthenticationAttributes


class ModifyListenerResponse(TypedDict, total=False):
    Listeners: list[Listener]


class ModifyLoadBalancerAttributesRequest(TypedDict):
    LoadBalancerArn: str
    Attributes: list[LoadBalancerAttribute]


class ModifyLoadBalancerAttributesResponse(TypedDict, total=False):
    Attributes: list[LoadBalancerAttribute]


class _ModifyRuleRequestRequired(TypedDict):
    RuleArn: str


class ModifyRuleRequest(_ModifyRuleRequestRequired, total=False):
    Conditions: list[RuleCondition]
    Actions: list[Action]
    Transforms: list[RuleTransform]
    ResetTransforms: bool


class ModifyRuleResponse(TypedDict, total=False):
    Rules: list[Rule]


class ModifyTargetGroupAttributesRequest(TypedDict):
    TargetGroupArn: str
    Attributes: list[TargetGroupAttribute]


class ModifyTargetGroupAttributesResponse(TypedDict, total=False):
    Attributes: list[TargetGroupAttribute]


class _ModifyTargetGroupRequestRequired(TypedDict):
    TargetGroupArn: str


class ModifyTargetGroupRequest(_ModifyTargetGroupRequestRequired, total=False):
    HealthCheckProtocol: str
    HealthCheckPort: str
    HealthCheckPath: str
    HealthCheckEnabled: bool
    HealthCheckIntervalSeconds: int
    HealthCheckTimeoutSeconds: int
    HealthyThresholdCount: int
    UnhealthyThresholdCount: int
    Matcher: Matcher


class ModifyTargetGroupResponse(TypedDict, total=False):
    TargetGroups: list[TargetGroup]


class _ModifyTrustStoreRequestRequired(TypedDict):
    TrustStoreArn: str
    CaCertificatesBundleS3Bucket: str
    CaCertificatesBundleS3Key: str


class ModifyTrustStoreRequest(_ModifyTrustStoreRequestRequired, total=False):
    CaCertificatesBundleS3ObjectVersion: str


class ModifyTrustStoreResponse(TypedDict, total=False):
    TrustStores: list[TrustStore]


class MutualAuthenticationAttributes(TypedDict, total=False):
    Mode: str
    TrustStoreArn: str
    IgnoreClientCertificateExpiry: bool
    TrustStoreAssociationStatus: str
    AdvertiseTrustStoreCaNames: str
    ClientCertificateIdentityFilters: list[ClientCertificateIdentityFilter]


class PathPatternConditionConfig(TypedDict, total=False):
    Values: list[str]
    RegexValues: list[str]


class QueryStringConditionConfig(TypedDict, total=False):
    Values: list[QueryStringKeyValuePair]


class QueryStringKeyValuePair(TypedDict, total=False):
    Key: str
    Value: str


class _RedirectActionConfigRequired(TypedDict):
    StatusCode: str


class RedirectActionConfig(_RedirectActionConfigRequired, total=False):
    Protocol: str
    Port: str
    Host: str
    Path: str
    Query: str


class RegisterTargetsRequest(TypedDict):
    TargetGroupArn: str
    Targets: list[TargetDescription]


class RegisterTargetsResponse(TypedDict, total=False):
    pass


class RemoveListenerCertificatesRequest(TypedDict):
    ListenerArn: str
    Certificates: list[Certificate]


class RemoveListenerCertificatesResponse(TypedDict, total=False):
    pass


class RemoveTagsRequest(TypedDict):
    ResourceArns: list[str]
    TagKeys: list[str]


class RemoveTagsResponse(TypedDict, total=False):
    pass


class RemoveTrustStoreRevocationsRequest(TypedDict):
    TrustStoreArn: str
    RevocationIds: list[int]


class RemoveTrustStoreRevocationsResponse(TypedDict, total=False):
    pass


class RevocationContent(TypedDict, total=False):
    S3Bucket: str
    S3Key: str
    S3ObjectVersion: str
    RevocationType: str


class RewriteConfig(TypedDict):
    Regex: str
    Replace: str


class Rule(TypedDict, total=False):
    RuleArn: str
    Priority: str
    Conditions: list[RuleCondition]
    Actions: list[Action]
    IsDefault: bool
    Transforms: list[RuleTransform]


class RuleCondition(TypedDict, total=False):
    Field: str
    Values: list[str]
    HostHeaderConfig: HostHeaderConditionConfig
    PathPatternConfig: PathPatternConditionConfig
    HttpHeaderConfig: HttpHeaderConditionConfig
    QueryStringConfig: QueryStringConditionConfig
    HttpRequestMethodConfig: HttpRequestMethodConditionConfig
    SourceIpConfig: SourceIpConditionConfig
    RegexValues: list[str]


class RulePriorityPair(TypedDict, total=False):
    RuleArn: str
    Priority: int


class _RuleTransformRequired(TypedDict):
    Type: str


class RuleTransform(_RuleTransformRequired, total=False):
    HostHeaderRewriteConfig: HostHeaderRewriteConfig
    UrlRewriteConfig: UrlRewriteConfig


class SetIpAddressTypeRequest(TypedDict):
    LoadBalancerArn: str
    IpAddressType: str


class SetIpAddressTypeResponse(TypedDict, total=False):
    IpAddressType: str


class SetRulePrioritiesRequest(TypedDict):
    RulePriorities: list[RulePriorityPair]


class SetRulePrioritiesResponse(TypedDict, total=False):
    Rules: list[Rule]


class _SetSecurityGroupsRequestRequired(TypedDict):
    LoadBalancerArn: str
    SecurityGroups: list[str]


class SetSecurityGroupsRequest(_SetSecurityGroupsRequestRequired, total=False):
    EnforceSecurityGroupInboundRulesOnPrivateLinkTraffic: str


class SetSecurityGroupsResponse(TypedDict, total=False):
    SecurityGroupIds: list[str]
    EnforceSecurityGroupInboundRulesOnPrivateLinkTraffic: str


class _SetSubnetsRequestRequired(TypedDict):
    LoadBalancerArn: str


class SetSubnetsRequest(_SetSubnetsRequestRequired, total=False):
    Subnets: list[str]
    SubnetMappings: list[SubnetMapping]
    IpAddressType: str
    EnablePrefixForIpv6SourceNat: str


class SetSubnetsResponse(TypedDict, total=False):
    AvailabilityZones: list[AvailabilityZone]
    IpAddressType: str
    EnablePrefixForIpv6SourceNat: str


class SourceIpConditionConfig(TypedDict, total=False):
    Values: list[str]
    IpAddressType: str


class SslPolicy(TypedDict, total=False):
    SslProtocols: list[str]
    Ciphers: list[Cipher]
    Name: str
    SupportedLoadBalancerTypes: list[str]


class SubnetMapping(TypedDict, total=False):
    SubnetId: str
    AllocationId: str
    PrivateIPv4Address: str
    IPv6Address: str
    SourceNatIpv6Prefix: str


class _TagRequired(TypedDict):
    Key: str


class Tag(_TagRequired, total=False):
    Value: str


class TagDescription(TypedDict, total=False):
    ResourceArn: str
    Tags: list[Tag]


class _TargetDescriptionRequired(TypedDict):
    Id: str


class TargetDescription(_TargetDescriptionRequired, total=False):
    Port: int
    AvailabilityZone: str
    QuicServerId: str


class TargetGroup(TypedDict, total=False):
    TargetGroupArn: str
    TargetGroupName: str
    Protocol: str
    Port: int
    VpcId: str
    HealthCheckProtocol: str
    HealthCheckPort: str
    HealthCheckEnabled: bool
    HealthCheckIntervalSeconds: int
    HealthCheckTimeoutSeconds: int
    HealthyThresholdCount: int
    UnhealthyThresholdCount: int
    HealthCheckPath: str
    Matcher: Matcher
    LoadBalancerArns: list[str]
    TargetType: str
    ProtocolVersion: str
    IpAddressType: str
    TargetControlPort: int


class TargetGroupAttribute(TypedDict, total=False):
    Key: str
    Value: str


class TargetGroupStickinessConfig(TypedDict, total=False):
    Enabled: bool
    DurationSeconds: int


class TargetGroupTuple(TypedDict, total=False):
    TargetGroupArn: str
    Weight: int


class TargetHealth(TypedDict, total=False):
    State: str
    Reason: str
    Description: str


class TargetHealthDescription(TypedDict, total=False):
    Target: TargetDescription
    HealthCheckPort: str
    TargetHealth: TargetHealth
    AnomalyDetection: AnomalyDetection
    AdministrativeOverride: AdministrativeOverride


class TrustStore(TypedDict, total=False):
    Name: str
    TrustStoreArn: str
    Status: str
    NumberOfCaCertificates: int
    TotalRevokedEntries: int


class TrustStoreAssociation(TypedDict, total=False):
    ResourceArn: str


class TrustStoreRevocation(TypedDict, total=False):
    TrustStoreArn: str
    RevocationId: int
    RevocationType: str
    NumberOfRevokedEntries: int


class UrlRewriteConfig(TypedDict, total=False):
    Rewrites: list[RewriteConfig]


class ZonalCapacityReservationState(TypedDict, total=False):
    State: CapacityReservationStatus
    AvailabilityZone: str
    EffectiveCapacityUnits: float


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddListenerCertificates",
    "AddTags",
    "AddTrustStoreRevocations",
    "CreateListener",
    "CreateLoadBalancer",
    "CreateRule",
    "CreateTargetGroup",
    "CreateTrustStore",
    "DeleteListener",
    "DeleteLoadBalancer",
    "DeleteRule",
    "DeleteSharedTrustStoreAssociation",
    "DeleteTargetGroup",
    "DeleteTrustStore",
    "DeregisterTargets",
    "DescribeAccountLimits",
    "DescribeCapacityReservation",
    "DescribeListenerAttributes",
    "DescribeListenerCertificates",
    "DescribeListeners",
    "DescribeLoadBalancerAttributes",
    "DescribeLoadBalancers",
    "DescribeRules",
    "DescribeSSLPolicies",
    "DescribeTags",
    "DescribeTargetGroupAttributes",
    "DescribeTargetGroups",
    "DescribeTargetHealth",
    "DescribeTrustStoreAssociations",
    "DescribeTrustStoreRevocations",
    "DescribeTrustStores",
    "GetResourcePolicy",
    "GetTrustStoreCaCertificatesBundle",
    "GetTrustStoreRevocationContent",
    "ModifyCapacityReservation",
    "ModifyIpPools",
    "ModifyListener",
    "ModifyListenerAttributes",
    "ModifyLoadBalancerAttributes",
    "ModifyRule",
    "ModifyTargetGroup",
    "ModifyTargetGroupAttributes",
    "ModifyTrustStore",
    "RegisterTargets",
    "RemoveListenerCertificates",
    "RemoveTags",
    "RemoveTrustStoreRevocations",
    "SetIpAddressType",
    "SetRulePriorities",
    "SetSecurityGroups",
    "SetSubnets",
)
