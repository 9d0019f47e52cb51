"""Typed requests and responses of route53's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types route53`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AZAffinity(TypedDict, total=False):
    LocationType: str
    LocationId: str


class AccountLimit(TypedDict):
    Type: str
    Value: int


class ActivateKeySigningKeyRequest(TypedDict):
    HostedZoneId: str
    Name: str


class ActivateKeySigningKeyResponse(TypedDict):
    ChangeInfo: ChangeInfo


class AlarmIdentifier(TypedDict):
    Region: str
    Name: str


class AliasTarget(TypedDict):
    HostedZoneId: str
    DNSName: str
    EvaluateTargetHealth: bool


class _AssociateVPCWithHostedZoneRequestRequired(TypedDict):
    HostedZoneId: str
    VPC: VPC


class AssociateVPCWithHostedZoneRequest(_AssociateVPCWithHostedZoneRequestRequired, total=False):
    Comment: str


class AssociateVPCWithHostedZoneResponse(TypedDict):
    ChangeInfo: ChangeInfo


class Change(TypedDict):
    Action: str
    ResourceRecordSet: ResourceRecordSet


class _ChangeBatchRequired(TypedDict):
    Changes: list[Change]


class ChangeBatch(_ChangeBatchRequired, total=False):
    Comment: str


class _ChangeBatchSummaryRequired(TypedDict):
    ChangeId: str
    Operation: str
    SubmittedAt: datetime
    ChangeCount: int


class ChangeBatchSummary(_ChangeBatchSummaryRequired, total=False):
    SubmittedBy: str
    RequestId: str
    Comment: str


class _ChangeCidrCollectionRequestRequired(TypedDict):
    Id: str
    Changes: list[CidrCollectionChange]


class ChangeCidrCollectionRequest(_ChangeCidrCollectionRequestRequired, total=False):
    CollectionVersion: int


class ChangeCidrCollectionResponse(TypedDict):
    Id: str


class ChangeGuardrail(TypedDict):
    Name: str
    Status: str


class ChangeHistoryFeature(TypedDict, total=False):
    Status: str
    RetentionStartsAt: datetime


class _ChangeInfoRequired(TypedDict):
    Id: str
    Status: str
    SubmittedAt: datetime


class ChangeInfo(_ChangeInfoRequired, total=False):
    Comment: str


class ChangeResourceRecordSetsRequest(TypedDict):
    HostedZoneId: str
    ChangeBatch: ChangeBatch


class ChangeResourceRecordSetsResponse(TypedDict):
    ChangeInfo: ChangeInfo


class _ChangeTagsForResourceRequestRequired(TypedDict):
    ResourceType: str
    ResourceId: str


class ChangeTagsForResourceRequest(_ChangeTagsForResourceRequestRequired, total=False):
    AddTags: list[Tag]
    RemoveTagKeys: list[str]


class ChangeTagsForResourceResponse(TypedDict, total=False):
    pass


class CidrBlockSummary(TypedDict, total=False):
    CidrBlock: str
    LocationName: str


class CidrCollection(TypedDict, total=False):
    Arn: str
    Id: str
    Name: str
    Version: int


class CidrCollectionChange(TypedDict):
    LocationName: str
    Action: str
    CidrList: list[str]


class CidrRoutingConfig(TypedDict):
    CollectionId: str
    LocationName: str


class _CloudWatchAlarmConfigurationRequired(TypedDict):
    EvaluationPeriods: int
    Threshold: float
    ComparisonOperator: str
    Period: int
    MetricName: str
    Namespace: str
    Statistic: str


class CloudWatchAlarmConfiguration(_CloudWatchAlarmConfigurationRequired, total=False):
    Dimensions: list[Dimension]


class CollectionSummary(TypedDict, total=False):
    Arn: str
    Id: str
    Name: str
    Version: int


class Coordinates(TypedDict):
    Latitude: str
    Longitude: str


class CreateCidrCollectionRequest(TypedDict):
    Name: str
    CallerReference: str


class CreateCidrCollectionResponse(TypedDict, total=False):
    Collection: CidrCollection
    Location: str


class CreateHealthCheckRequest(TypedDict):
    CallerReference: str
    HealthCheckConfig: HealthCheckConfig


class CreateHealthCheckResponse(TypedDict):
    HealthCheck: HealthCheck
    Location: str


class _CreateHealthCheckSourceRequestRequired(TypedDict):
    HealthCheckSourceConfig: HealthCheckSourceConfig


class CreateHealthCheckSourceRequest(_CreateHealthCheckSourceRequestRequired, total=False):
    CallerReference: str
    Tags: list[Tag]


class CreateHealthCheckSourceResponse(TypedDict):
    HealthCheckSourceId: str
    HealthCheckSourceStatus: str
    Location: str


class _CreateHostedZoneRequestRequired(TypedDict):
    Name: str
    CallerReference: str


class CreateHostedZoneRequest(_CreateHostedZoneRequestRequired, total=False):
    VPC: VPC
    HostedZoneConfig: HostedZoneConfig
    DelegationSetId: str
    EnablePublicDNSFallback: bool
    ChangeGuardrails: list[ChangeGuardrail]


class _CreateHostedZoneResponseRequired(TypedDict):
    HostedZone: HostedZone
    ChangeInfo: ChangeInfo
    DelegationSet: DelegationSet
    Location: str


class CreateHostedZoneResponse(_CreateHostedZoneResponseRequired, total=False):
    VPC: VPC


class CreateKeySigningKeyRequest(TypedDict):
    CallerReference: str
    HostedZoneId: str
    KeyManagementServiceArn: str
    Name: str
    Status: str


class CreateKeySigningKeyResponse(TypedDict):
    ChangeInfo: ChangeInfo
    KeySigningKey: KeySigningKey
    Location: str


class CreateQueryLoggingConfigRequest(TypedDict):
    HostedZoneId: str
    CloudWatchLogsLogGroupArn: str


class CreateQueryLoggingConfigResponse(TypedDict):
    QueryLoggingConfig: QueryLoggingConfig
    Location: str


class CreateResourceRecordSetProtectionsRequest(TypedDict):
    HostedZoneId: str
    Protections: list[ResourceRecordSetProtectionConfig]


class CreateResourceRecordSetProtectionsResponse(TypedDict, total=False):
    pass


class _CreateReusableDelegationSetRequestRequired(TypedDict):
    CallerReference: str


class CreateReusableDelegationSetRequest(_CreateReusableDelegationSetRequestRequired, total=False):
    HostedZoneId: str


class CreateReusableDelegationSetResponse(TypedDict):
    DelegationSet: DelegationSet
    Location: str


class CreateTrafficPolicyInstanceRequest(TypedDict):
    HostedZoneId: str
    Name: str
    TTL: int
    TrafficPolicyId: str
    TrafficPolicyVersion: int


class CreateTrafficPolicyInstanceResponse(TypedDict):
    TrafficPolicyInstance: TrafficPolicyInstance
    Location: str


class _CreateTrafficPolicyRequestRequired(TypedDict):
    Name: str
    Document: str


class CreateTrafficPolicyRequest(_CreateTrafficPolicyRequestRequired, total=False):
    Comment: str


class CreateTrafficPolicyResponse(TypedDict):
    TrafficPolicy: TrafficPolicy
    Location: str


class _CreateTrafficPolicyVersionRequestRequired(TypedDict):
    Id: str
    Document: str


class CreateTrafficPolicyVersionRequest(_CreateTrafficPolicyVersionRequestRequired, total=False):
    Comment: str


class CreateTrafficPolicyVersionResponse(TypedDict):
    TrafficPolicy: TrafficPolicy
    Location: str


class CreateVPCAssociationAuthorizationRequest(TypedDict):
    HostedZoneId: str
    VPC: VPC


class CreateVPCAssociationAuthorizationResponse(TypedDict):
    HostedZoneId: str
    VPC: VPC


class DNSSECStatus(TypedDict, total=False):
    ServeSignature: str
    StatusMessage: str


class DeactivateKeySigningKeyRequest(TypedDict):
    HostedZoneId: str
    Name: str


class DeactivateKeySigningKeyResponse(TypedDict):
    ChangeInfo: ChangeInfo


class _DelegationSetRequired(TypedDict):
    NameServers: list[str]


class DelegationSet(_DelegationSetRequired, total=False):
    Id: str
    CallerReference: str


class DeleteCidrCollectionRequest(TypedDict):
    Id: str


class DeleteCidrCollectionResponse(TypedDict, total=False):
    pass


class DeleteHealthCheckRequest(TypedDict):
    HealthCheckId: str


class DeleteHealthCheckResponse(TypedDict, total=False):
    pass


class DeleteHealthCheckSourceRequest(TypedDict):
    HealthCheckSourceId: str


class DeleteHealthCheckSourceResponse(TypedDict):
    HealthCheckSourceId: str
    HealthCheckSourceStatus: str


class DeleteHostedZoneRequest(TypedDict):
    Id: str


class DeleteHostedZoneResponse(TypedDict):
    ChangeInfo: ChangeInfo


class DeleteKeySigningKeyRequest(TypedDict):
    HostedZoneId: str
    Name: str


class DeleteKeySigningKeyResponse(TypedDict):
    ChangeInfo: ChangeInfo


class DeleteQueryLoggingConfigRequest(TypedDict):
    Id: str


class DeleteQueryLoggingConfigResponse(TypedDict, total=False):
    pass


class DeleteResourceRecordSetProtectionsRequest(TypedDict):
    HostedZoneId: str
    Protections: list[ResourceRecordSetProtectionKey]


class DeleteResourceRecordSetProtectionsResponse(TypedDict, total=False):
    pass


class DeleteReusableDelegationSetRequest(TypedDict):
    Id: str


class DeleteReusableDelegationSetResponse(TypedDict, total=False):
    pass


class DeleteTrafficPolicyInstanceRequest(TypedDict):
    Id: str


class DeleteTrafficPolicyInstanceResponse(TypedDict, total=False):
    pass


class DeleteTrafficPolicyRequest(TypedDict):
    Id: str
    Version: int


class DeleteTrafficPolicyResponse(TypedDict, total=False):
    pass


class DeleteVPCAssociationAuthorizationRequest(TypedDict):
    HostedZoneId: str
    VPC: VPC


class DeleteVPCAssociationAuthorizationResponse(TypedDict, total=False):
    pass


class Dimension(TypedDict):
    Name: str
    Value: str


class DisableHostedZoneDNSSECRequest(TypedDict):
    HostedZoneId: str


class DisableHostedZoneDNSSECResponse(TypedDict):
    ChangeInfo: ChangeInfo


class _DisassociateVPCFromHostedZoneRequestRequired(TypedDict):
    HostedZoneId: str
    VPC: VPC


class DisassociateVPCFromHostedZoneRequest(_DisassociateVPCFromHostedZoneRequestRequired, total=False):
    Comment: str


class DisassociateVPCFromHostedZoneResponse(TypedDict):
    ChangeInfo: ChangeInfo


class EnableHostedZoneDNSSECRequest(TypedDict):
    HostedZoneId: str


class EnableHostedZoneDNSSECResponse(TypedDict):
    ChangeInfo: ChangeInfo


class GeoLocation(TypedDict, total=False):
    ContinentCode: str
    CountryCode: str
    SubdivisionCode: str


class GeoLocationDetails(TypedDict, total=False):
    ContinentCode: str
    ContinentName: str
    CountryCode: str
    CountryName: str
    SubdivisionCode: str
    SubdivisionName: str


class GeoProximityLocation(TypedDict, total=False):
    AWSRegion: str
    LocalZoneGroup: str
    Coordinates: Coordinates
    Bias: int


class GetAccountLimitRequest(TypedDict):
    Type: str


class GetAccountLimitResponse(TypedDict):
    Limit: AccountLimit
    Count: int


class GetChangeRequest(TypedDict):
    Id: str


class GetChangeResponse(TypedDict):
    ChangeInfo: ChangeInfo


class GetCheckerIpRangesRequest(TypedDict, total=False):
    pass


class GetCheckerIpRangesResponse(TypedDict):
    CheckerIpRanges: list[str]


class GetDNSSECRequest(TypedDict):
    HostedZoneId: str


class GetDNSSECResponse(TypedDict):
    Status: DNSSECStatus
    KeySigningKeys: list[KeySigningKey]


class GetGeoLocationRequest(TypedDict, total=False):
    ContinentCode: str
    CountryCode: str
    SubdivisionCode: str


class GetGeoLocationResponse(TypedDict):
    GeoLocationDetails: GeoLocationDetails


class GetHealthCheckCountRequest(TypedDict, total=False):
    pass


class GetHealthCheckCountResponse(TypedDict):
    HealthCheckCount: int


class GetHealthCheckLastFailureReasonRequest(TypedDict):
    HealthCheckId: str


class GetHealthCheckLastFailureReasonResponse(TypedDict):
    HealthCheckObservations: list[HealthCheckObservation]


class GetHealthCheckRequest(TypedDict):
    HealthCheckId: str


class GetHealthCheckResponse(TypedDict):
    HealthCheck: HealthCheck


class GetHealthCheckSourceRequest(TypedDict):
    HealthCheckSourceId: str


class GetHealthCheckSourceResponse(TypedDict):
    HealthCheckSource: HealthCheckSource


class GetHealthCheckStatusRequest(TypedDict):
    HealthCheckId: str


class GetHealthCheckStatusResponse(TypedDict):
    HealthCheckObservations: list[HealthCheckObservation]


class GetHostedZoneChangeBatchRequest(TypedDict):
    HostedZoneId: str
    ChangeId: str


class GetHostedZoneChangeBatchResponse(TypedDict):
    ChangeBatchSummary: ChangeBatchSummary
    ChangeBatch: ChangeBatch


class GetHostedZoneCountRequest(TypedDict, total=False):
    pass


class GetHostedZoneCountResponse(TypedDict):
    HostedZoneCount: int


class GetHostedZoneLimitRequest(TypedDict):
    Type: str
    HostedZoneId: str


class GetHostedZoneLimitResponse(TypedDict):
    Limit: HostedZoneLimit
    Count: int


class GetHostedZoneRequest(TypedDict):
    Id: str


class _GetHostedZoneResponseRequired(TypedDict):
    HostedZone: HostedZone


class GetHostedZoneResponse(_GetHostedZoneResponseRequired, total=False):
    DelegationSet: DelegationSet
    VPCs: list[VPC]


class GetQueryLoggingConfigRequest(TypedDict):
    Id: str


class GetQueryLoggingConfigResponse(TypedDict):
    QueryLoggingConfig: QueryLoggingConfig


class GetReusableDelegationSetLimitRequest(TypedDict):
    Type: str
    DelegationSetId: str


class GetReusableDelegationSetLimitResponse(TypedDict):
    Limit: ReusableDelegationSetLimit
    Count: int


class GetReusableDelegationSetRequest(TypedDict):
    Id: str


class GetReusableDelegationSetResponse(TypedDict):
    DelegationSet: DelegationSet


class GetTrafficPolicyInstanceCountRequest(TypedDict, total=False):
    pass


class GetTrafficPolicyInstanceCountResponse(TypedDict):
    TrafficPolicyInstanceCount: int


class GetTrafficPolicyInstanceRequest(TypedDict):
    Id: str


class GetTrafficPolicyInstanceResponse(TypedDict):
    TrafficPolicyInstance: TrafficPolicyInstance


class GetTrafficPolicyRequest(TypedDict):
    Id: str
    Version: int


class GetTrafficPolicyResponse(TypedDict):
    TrafficPolicy: TrafficPolicy


class _HealthCheckRequired(TypedDict):
    Id: str
    CallerReference: str
    HealthCheckConfig: HealthCheckConfig
    HealthCheckVersion: int


class HealthCheck(_HealthCheckRequired, total=False):
    LinkedService: LinkedService
    CloudWatchAlarmConfiguration: CloudWatchAlarmConfiguration


class _HealthCheckConfigRequired(TypedDict):
    Type: str


class HealthCheckConfig(_HealthCheckConfigRequired, total=False):
    IPAddress: str
    Port: int
    ResourcePath: str
    FullyQualifiedDomainName: str
    SearchString: str
    RequestInterval: int
    FailureThreshold: int
    MeasureLatency: bool
    Inverted: bool
    Disabled: bool
    HealthThreshold: int
    ChildHealthChecks: list[str]
    EnableSNI: bool
    Regions: list[str]
    AlarmIdentifier: AlarmIdentifier
    InsufficientDataHealthStatus: str
    RoutingControlArn: str
    EndpointType: str
    HealthCheckSourceId: str


class HealthCheckObservation(TypedDict, total=False):
    Region: str
    IPAddress: str
    StatusReport: StatusReport


class _HealthCheckSourceRequired(TypedDict):
    HealthCheckSourceId: str
    HealthCheckSourceStatus: str
    HealthCheckSourceConfig: HealthCheckSourceConfig


class HealthCheckSource(_HealthCheckSourceRequired, total=False):
    StatusReasonCode: str
    StatusReason: str


class HealthCheckSourceConfig(TypedDict):
    VpcId: str
    SubnetConfigurationList: list[SubnetConfiguration]


class _HostedZoneRequired(TypedDict):
    Id: str
    Name: str
    CallerReference: str


class HostedZone(_HostedZoneRequired, total=False):
    Config: HostedZoneConfig
    ResourceRecordSetCount: int
    LinkedService: LinkedService
    Features: HostedZoneFeatures


class HostedZoneConfig(TypedDict, total=False):
    Comment: str
    PrivateZone: bool
    HostedZoneTier: str


class HostedZoneFailureReasons(TypedDict, total=False):
    AcceleratedRecovery: str


class HostedZoneFeatures(TypedDict, total=False):
    AcceleratedRecoveryStatus: str
    PublicDNSFallbackStatus: str
    ChangeHistory: ChangeHistoryFeature
    FailureReasons: HostedZoneFailureReasons
    ChangeGuardrails: list[ChangeGuardrail]


class HostedZoneLimit(TypedDict):
    Type: str
    Value: int


class HostedZoneOwner(TypedDict, total=False):
    OwningAccount: str
    OwningService: str


class HostedZoneSummary(TypedDict):
    HostedZoneId: str
    Name: str
    Owner: HostedZoneOwner


class KeySigningKey(TypedDict, total=False):
    Name: str
    KmsArn: str
    Flag: int
    SigningAlgorithmMnemonic: str
    SigningAlgorithmType: int
    DigestAlgorithmMnemonic: str
    DigestAlgorithmType: int
    KeyTag: int
    DigestValue: str
    PublicKey: str
    DSRecord: str
    DNSKEYRecord: str
    Status: str
    StatusMessage: str
    CreatedDate: datetime
    LastModifiedDate: datetime


class LinkedService(TypedDict, total=False):
    ServicePrincipal: str
    Description: str


class _ListCidrBlocksRequestRequired(TypedDict):
    CollectionId: str


class ListCidrBlocksRequest(_ListCidrBlocksRequestRequired, total=False):
    LocationName: str
    NextToken: str
    MaxResults: str


class ListCidrBlocksResponse(TypedDict, total=False):
    NextToken: str
    CidrBlocks: list[CidrBlockSummary]


class ListCidrCollectionsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: str


class ListCidrCollectionsResponse(TypedDict, total=False):
    NextToken: str
    CidrCollections: list[CollectionSummary]


class _ListCidrLocationsRequestRequired(TypedDict):
    CollectionId: str


class ListCidrLocationsRequest(_ListCidrLocationsRequestRequired, total=False):
    NextToken: str
    MaxResults: str


class ListCidrLocationsResponse(TypedDict, total=False):
    NextToken: str
    CidrLocations: list[LocationSummary]


class ListGeoLocationsRequest(TypedDict, total=False):
    StartContinentCode: str
    StartCountryCode: str
    StartSubdivisionCode: str
    MaxItems: str


class _ListGeoLocationsResponseRequired(TypedDict):
    GeoLocationDetailsList: list[GeoLocationDetails]
    IsTruncated: bool
    MaxItems: str


class ListGeoLocationsResponse(_ListGeoLocationsResponseRequired, total=False):
    NextContinentCode: str
    NextCountryCode: str
    NextSubdivisionCode: str


class ListHealthCheckSourcesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: str


class _ListHealthCheckSourcesResponseRequired(TypedDict):
    HealthCheckSources: list[HealthCheckSource]


class ListHealthCheckSourcesResponse(_ListHealthCheckSourcesResponseRequired, total=False):
    NextToken: str


class _ListHealthChecksBySourceRequestRequired(TypedDict):
    HealthCheckSourceId: str


class ListHealthChecksBySourceRequest(_ListHealthChecksBySourceRequestRequired, total=False):
    Marker: str
    MaxItems: str


class _ListHealthChecksBySourceResponseRequired(TypedDict):
    HealthChecks: list[HealthCheck]
    IsTruncated: bool
    MaxItems: str


class ListHealthChecksBySourceResponse(_ListHealthChecksBySourceResponseRequired, total=False):
    Marker: str
    NextMarker: str


class ListHealthChecksRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class _ListHealthChecksResponseRequired(TypedDict):
    HealthChecks: list[HealthCheck]
    Marker: str
    IsTruncated: bool
    MaxItems: str


class ListHealthChecksResponse(_ListHealthChecksResponseRequired, total=False):
    NextMarker: str


class _ListHostedZoneChangeBatchesRequestRequired(TypedDict):
    HostedZoneId: str


class ListHostedZoneChangeBatchesRequest(_ListHostedZoneChangeBatchesRequestRequired, total=False):
    SubmittedAfter: str
    SubmittedBefore: str
    StartAfterChangeId: str
    SortOrder: str
    MaxResults: str
    NextToken: str


class _ListHostedZoneChangeBatchesResponseRequired(TypedDict):
    ChangeBatchSummaries: list[ChangeBatchSummary]


class ListHostedZoneChangeBatchesResponse(_ListHostedZoneChangeBatchesResponseRequired, total=False):
    NextToken: str


class ListHostedZonesByNameRequest(TypedDict, total=False):
    DNSName: str
    HostedZoneId: str
    MaxItems: str


class _ListHostedZonesByNameResponseRequired(TypedDict):
    HostedZones: list[HostedZone]
    IsTruncated: bool
    MaxItems: str


class ListHostedZonesByNameResponse(_ListHostedZonesByNameResponseRequired, total=False):
    DNSName: str
    HostedZoneId: str
    NextDNSName: str
    NextHostedZoneId: str


class _ListHostedZonesByVPCRequestRequired(TypedDict):
    VPCId: str
    VPCRegion: str


class ListHostedZonesByVPCRequest(_ListHostedZonesByVPCRequestRequired, total=False):
    MaxItems: str
    NextToken: str


class _ListHostedZonesByVPCResponseRequired(TypedDict):
    HostedZoneSummaries: list[HostedZoneSummary]
    MaxItems: str


class ListHostedZonesByVPCResponse(_ListHostedZonesByVPCResponseRequired, total=False):
    NextToken: str


class ListHostedZonesRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str
    DelegationSetId: str
    HostedZoneType: str


class _ListHostedZonesResponseRequired(TypedDict):
    HostedZones: list[HostedZone]
    Marker: str
    IsTruncated: bool
    MaxItems: str


class ListHostedZonesResponse(_ListHostedZonesResponseRequired, total=False):
    NextMarker: str


class ListQueryLoggingConfigsRequest(TypedDict, total=False):
    HostedZoneId: str
    NextToken: str
    MaxResults: str


class _ListQueryLoggingConfigsResponseRequired(TypedDict):
    QueryLoggingConfigs: list[QueryLoggingConfig]


class ListQueryLoggingConfigsResponse(_ListQueryLoggingConfigsResponseRequired, total=False):
    NextToken: str


class _ListResourceRecordSetChangesRequestRequired(TypedDict):
    HostedZoneId: str


class ListResourceRecordSetChangesRequest(_ListResourceRecordSetChangesRequestRequired, total=False):
    RecordName: str
    RecordType: str
    SubmittedAfter: str
    SubmittedBefore: str
    SortOrder: str
    MaxResults: str
    NextToken: str


class _ListResourceRecordSetChangesResponseRequired(TypedDict):
    ResourceRecordSetChanges: list[ResourceRecordSetChange]


class ListResourceRecordSetChangesResponse(_ListResourceRecordSetChangesResponseRequired, total=False):
    NextToken: str


class _ListResourceRecordSetProtectionsRequestRequired(TypedDict):
    HostedZoneId: str


class ListResourceRecordSetProtectionsRequest(_ListResourceRecordSetProtectionsRequestRequired, total=False):
    StartRecordName: str
    StartRecordType: str
    MaxResults: str
    NextToken: str


class _ListResourceRecordSetProtectionsResponseRequired(TypedDict):
    ResourceRecordSetProtections: list[ResourceRecordSetProtection]


class ListResourceRecordSetProtectionsResponse(
    _ListResourceRecordSetProtectionsResponseRequired, total=False
):
    NextToken: str


class _ListResourceRecordSetsRequestRequired(TypedDict):
    HostedZoneId: str


class ListResourceRecordSetsRequest(_ListResourceRecordSetsRequestRequired, total=False):
    StartRecordName: str
    StartRecordType: str
    StartRecordIdentifier: str
    MaxItems: str


class _ListResourceRecordSetsResponseRequired(TypedDict):
    ResourceRecordSets: list[ResourceRecordSet]
    IsTruncated: bool
    MaxItems: str


class ListResourceRecordSetsResponse(_ListResourceRecordSetsResponseRequired, total=False):
    NextRecordName: str
    NextRecordType: str
    NextRecordIdentifier: str


class ListReusableDelegationSetsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: str


class _ListReusableDelegationSetsResponseRequired(TypedDict):
    DelegationSets: list[DelegationSet]
    Marker: str
    IsTruncated: bool
    MaxItems: str


class ListReusableDelegationSetsResponse(_ListReusableDelegationSetsResponseRequired, total=False):
    NextMarker: str


class ListTagsForResourceRequest(TypedDict):
    ResourceType: str
    ResourceId: str


class ListTagsForResourceResponse(TypedDict):
    ResourceTagSet: ResourceTagSet


class ListTagsForResourcesRequest(TypedDict):
    ResourceType: str
    ResourceIds: list[str]


class ListTagsForResourcesResponse(TypedDict):
    ResourceTagSets: list[ResourceTagSet]


class ListTrafficPoliciesRequest(TypedDict, total=False):
    TrafficPolicyIdMarker: str
    MaxItems: str


class ListTrafficPoliciesResponse(TypedDict):
    TrafficPolicySummaries: list[TrafficPolicySummary]
    IsTruncated: bool
    TrafficPolicyIdMarker: str
    MaxItems: str


class _ListTrafficPolicyInstancesByHostedZoneRequestRequired(TypedDict):
    HostedZoneId: str


class ListTrafficPolicyInstancesByHostedZoneRequest(
    _ListTrafficPolicyInstancesByHostedZoneRequestRequired, total=False
):
    TrafficPolicyInstanceNameMarker: str
    TrafficPolicyInstanceTypeMarker: str
    MaxItems: str


class _ListTrafficPolicyInstancesByHostedZoneResponseRequired(TypedDict):
    TrafficPolicyInstances: list[TrafficPolicyInstance]
    IsTruncated: bool
    MaxItems: str


class ListTrafficPolicyInstancesByHostedZoneResponse(
    _ListTrafficPolicyInstancesByHostedZoneResponseRequired, total=False
):
    TrafficPolicyInstanceNameMarker: str
    TrafficPolicyInstanceTypeMarker: str


class _ListTrafficPolicyInstancesByPolicyRequestRequired(TypedDict):
    TrafficPolicyId: str
    TrafficPolicyVersion: int


class ListTrafficPolicyInstancesByPolicyRequest(
    _ListTrafficPolicyInstancesByPolicyRequestRequired, total=False
):
    HostedZoneIdMarker: str
    TrafficPolicyInstanceNameMarker: str
    TrafficPolicyInstanceTypeMarker: str
    MaxItems: str


class _ListTrafficPolicyInstancesByPolicyResponseRequired(TypedDict):
    TrafficPolicyInstances: list[TrafficPolicyInstance]
    IsTruncated: bool
    MaxItems: str


class ListTrafficPolicyInstancesByPolicyResponse(
    _ListTrafficPolicyInstancesByPolicyResponseRequired, total=False
):
    HostedZoneIdMarker: str
    TrafficPolicyInstanceNameMarker: str
    TrafficPolicyInstanceTypeMarker: str


class ListTrafficPolicyInstancesRequest(TypedDict, total=False):
    HostedZoneIdMarker: str
    TrafficPolicyInstanceNameMarker: str
    TrafficPolicyInstanceTypeMarker: str
    MaxItems: str


class _ListTrafficPolicyInstancesResponseRequired(TypedDict):
    TrafficPolicyInstances: list[TrafficPolicyInstance]
    IsTruncated: bool
    MaxItems: str


class ListTrafficPolicyInstancesResponse(_ListTrafficPolicyInstancesResponseRequired, total=False):
    HostedZoneIdMarker: str
    TrafficPolicyInstanceNameMarker: str
    TrafficPolicyInstanceTypeMarker: str


class _ListTrafficPolicyVersionsRequestRequired(TypedDict):
    Id: str


class ListTrafficPolicyVersionsRequest(_ListTrafficPolicyVersionsRequestRequired, total=False):
    TrafficPolicyVersionMarker: str
    MaxItems: str


class ListTrafficPolicyVersionsResponse(TypedDict):
    TrafficPolicies: list[TrafficPolicy]
    IsTruncated: bool
    TrafficPolicyVersionMarker: str
    MaxItems: str


class _ListVPCAssociationAuthorizationsRequestRequired(TypedDict):
    HostedZoneId: str


class ListVPCAssociationAuthorizationsRequest(_ListVPCAssociationAuthorizationsRequestRequired, total=False):
    NextToken: str
    MaxResults: str


class _ListVPCAssociationAuthorizationsResponseRequired(TypedDict):
    HostedZoneId: str
    VPCs: list[VPC]


class ListVPCAssociationAuthorizationsResponse(
    _ListVPCAssociationAuthorizationsResponseRequired, total=False
):
    NextToken: str


class LocationSummary(TypedDict, total=False):
    LocationName: str


class QueryLoggingConfig(TypedDict):
    Id: str
    HostedZoneId: str
    CloudWatchLogsLogGroupArn: str


class ResourceRecord(TypedDict):
    Value: str


class _ResourceRecordSetRequired(TypedDict):
    Name: str
    Type: str


class ResourceRecordSet(_ResourceRecordSetRequired, total=False):
    SetIdentifier: str
    Weight: int
    Region: str
    GeoLocation: GeoLocation
    Failover: str
    MultiValueAnswer: bool
    TTL: int
    ResourceRecords: list[ResourceRecord]
    AliasTarget: AliasTarget
    HealthCheckId: str
    TrafficPolicyInstanceId: str
    CidrRoutingConfig: CidrRoutingConfig
    GeoProximityLocation: GeoProximityLocation
    AZAffinity: AZAffinity


class _ResourceRecordSetChangeRequired(TypedDict):
    ChangeId: str
    Operation: str
    SubmittedAt: datetime
    Action: str
    ResourceRecordSet: ResourceRecordSet


class ResourceRecordSetChange(_ResourceRecordSetChangeRequired, total=False):
    SubmittedBy: str
    RequestId: str


class _ResourceRecordSetProtectionRequired(TypedDict):
    RecordName: str
    RecordType: str


class ResourceRecordSetProtection(_ResourceRecordSetProtectionRequired, total=False):
    Comment: str


class _ResourceRecordSetProtectionConfigRequired(TypedDict):
    RecordName: str
    RecordType: str


class ResourceRecordSetProtectionConfig(_ResourceRecordSetProtectionConfigRequired, total=False):
    Comment: str


class ResourceRecordSetProtectionKey(TypedDict):
    RecordName: str
    RecordType: str


class ResourceTagSet(TypedDict, total=False):
    ResourceType: str
    ResourceId: str
    Tags: list[Tag]


class ReusableDelegationSetLimit(TypedDict):
    Type: str
    Value: int


class StatusReport(TypedDict, total=False):
    Status: str
    CheckedTime: datetime


class SubnetConfiguration(TypedDict):
    SubnetId: str
    AvailabilityZoneId: str
    SecurityGroupIdList: list[str]


class Tag(TypedDict, total=False):
    Key: str
    Value: str


class _TestDNSAnswerRequestRequired(TypedDict):
    HostedZoneId: str
    RecordName: str
    RecordType: str


class TestDNSAnswerRequest(_TestDNSAnswerRequestRequired, total=False):
    ResolverIP: str
    EDNS0ClientSubnetIP: str
    EDNS0ClientSubnetMask: str


class TestDNSAnswerResponse(TypedDict):
    Nameserver: str
    RecordName: str
    RecordType: str
    RecordData: list[str]
    ResponseCode: str
    Protocol: str


class _TrafficPolicyRequired(TypedDict):
    Id: str
    Version: int
    Name: str
    Type: str
    Document: str


class TrafficPolicy(_TrafficPolicyRequired, total=False):
    Comment: str


class TrafficPolicyInstance(TypedDict):
    Id: str
    HostedZoneId: str
    Name: str
    TTL: int
    State: str
    Message: str
    TrafficPolicyId: str
    TrafficPolicyVersion: int
    TrafficPolicyType: str


class TrafficPolicySummary(TypedDict):
    Id: str
    Name: str
    Type: str
    LatestVersion: int
    TrafficPolicyCount: int


class _UpdateHealthCheckRequestRequired(TypedDict):
    HealthCheckId: str


class UpdateHealthCheckRequest(_UpdateHealthCheckRequestRequired, total=False):
    HealthCheckVersion: int
    IPAddress: str
    Port: int
    ResourcePath: str
    FullyQualifiedDomainName: str
    SearchString: str
    FailureThreshold: int
    Inverted: bool
    Disabled: bool
    HealthThreshold: int
    ChildHealthChecks: list[str]
    EnableSNI: bool
    Regions: list[str]
    AlarmIdentifier: AlarmIdentifier
    InsufficientDataHealthStatus: str
    ResetElements: list[str]
    HealthCheckSourceId: str


class UpdateHealthCheckResponse(TypedDict):
    HealthCheck: HealthCheck


class _UpdateHostedZoneCommentRequestRequired(TypedDict):
    Id: str


class UpdateHostedZoneCommentRequest(_UpdateHostedZoneCommentRequestRequired, total=False):
    Comment: str


class UpdateHostedZoneCommentResponse(TypedDict):
    HostedZone: HostedZone


class _UpdateHostedZoneFeaturesRequestRequired(TypedDict):
    HostedZoneId: str


class UpdateHostedZoneFeaturesRequest(_UpdateHostedZoneFeaturesRequestRequired, total=False):
    EnableAcceleratedRecovery: bool
    EnablePublicDNSFallback: bool
    ChangeGuardrails: list[ChangeGuardrail]
    DryRun: bool


class UpdateHostedZoneFeaturesResponse(TypedDict, total=False):
    pass


class _UpdateHostedZoneTierRequestRequired(TypedDict):
    HostedZoneId: str
    HostedZoneTier: str


class UpdateHostedZoneTierRequest(_UpdateHostedZoneTierRequestRequired, total=False):
    DryRun: bool


class UpdateHostedZoneTierResponse(TypedDict, total=False):
    pass


class UpdateTrafficPolicyCommentRequest(TypedDict):
    Id: str
    Version: int
    Comment: str


class UpdateTrafficPolicyCommentResponse(TypedDict):
    TrafficPolicy: TrafficPolicy


class UpdateTrafficPolicyInstanceRequest(TypedDict):
    Id: str
    TTL: int
    TrafficPolicyId: str
    TrafficPolicyVersion: int


class UpdateTrafficPolicyInstanceResponse(TypedDict):
    TrafficPolicyInstance: TrafficPolicyInstance


class VPC(TypedDict, total=False):
    VPCRegion: str
    VPCId: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "ActivateKeySigningKey",
    "AssociateVPCWithHostedZone",
    "ChangeCidrCollection",
    "ChangeResourceRecordSets",
    "ChangeTagsForResource",
    "CreateCidrCollection",
    "CreateHealthCheck",
    "CreateHealthCheckSource",
    "CreateHostedZone",
    "CreateKeySigningKey",
    "CreateQueryLoggingConfig",
    "CreateResourceRecordSetProtections",
    "CreateReusableDelegationSet",
    "CreateTrafficPolicy",
    "CreateTrafficPolicyInstance",
    "CreateTrafficPolicyVersion",
    "CreateVPCAssociationAuthorization",
    "DeactivateKeySigningKey",
    "DeleteCidrCollection",
    "DeleteHealthCheck",
    "DeleteHealthCheckSource",
    "DeleteHostedZone",
    "DeleteKeySigningKey",
    "DeleteQueryLoggingConfig",
    "DeleteResourceRecordSetProtections",
    "DeleteReusableDelegationSet",
    "DeleteTrafficPolicy",
    "DeleteTrafficPolicyInstance",
    "DeleteVPCAssociationAuthorization",
    "DisableHostedZoneDNSSEC",
    "DisassociateVPCFromHostedZone",
    "EnableHostedZoneDNSSEC",
    "GetAccountLimit",
    "GetChange",
    "GetCheckerIpRanges",
    "GetDNSSEC",
    "GetGeoLocation",
    "GetHealthCheck",
    "GetHealthCheckCount",
    "GetHealthCheckLastFailureReason",
    "GetHealthCheckSource",
    "GetHealthCheckStatus",
    "GetHostedZone",
    "GetHostedZoneChangeBatch",
    "GetHostedZoneCount",
    "GetHostedZoneLimit",
    "GetQueryLoggingConfig",
    "GetReusableDelegationSet",
    "GetReusableDelegationSetLimit",
    "GetTrafficPolicy",
    "GetTrafficPolicyInstance",
    "GetTrafficPolicyInstanceCount",
    "ListCidrBlocks",
    "ListCidrCollections",
    "ListCidrLocations",
    "ListGeoLocations",
    "ListHealthCheckSources",
    "ListHealthChecks",
    "ListHealthChecksBySource",
    "ListHostedZoneChangeBatches",
    "ListHostedZones",
    "ListHostedZonesByName",
    "ListHostedZonesByVPC",
    "ListQueryLoggingConfigs",
    "ListResourceRecordSetChanges",
    "ListResourceRecordSetProtections",
    "ListResourceRecordSets",
    "ListReusableDelegationSets",
    "ListTagsForResource",
    "ListTagsForResources",
    "ListTrafficPolicies",
    "ListTrafficPolicyInstances",
    "ListTrafficPolicyInstancesByHostedZone",
    "ListTrafficPolicyInstancesByPolicy",
    "ListTrafficPolicyVersions",
    "ListVPCAssociationAuthorizations",
    "TestDNSAnswer",
    "UpdateHealthCheck",
    "UpdateHostedZoneComment",
    "UpdateHostedZoneFeatures",
    "UpdateHostedZoneTier",
    "UpdateTrafficPolicyComment",
    "UpdateTrafficPolicyInstance",
)
