"""Typed requests and responses of ec2's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types ec2`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AcceleratorCount(TypedDict, total=False):
    Min: int
    Max: int


class AcceleratorCountRequest(TypedDict, total=False):
    Min: int
    Max: int


class AcceleratorTotalMemoryMiB(TypedDict, total=False):
    Min: int
    Max: int


class AcceleratorTotalMemoryMiBRequest(TypedDict, total=False):
    Min: int
    Max: int


class _AcceptAddressTransferRequestRequired(TypedDict):
    Address: str


class AcceptAddressTransferRequest(_AcceptAddressTransferRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class AcceptAddressTransferResponse(TypedDict, total=False):
    AddressTransfer: AddressTransfer


class _AcceptCapacityReservationBillingOwnershipRequestRequired(TypedDict):
    CapacityReservationId: str


class AcceptCapacityReservationBillingOwnershipRequest(
    _AcceptCapacityReservationBillingOwnershipRequestRequired, total=False
):
    DryRun: bool


class AcceptCapacityReservationBillingOwnershipResponse(TypedDict, total=False):
    Return: bool


class _AcceptReservedInstancesExchangeQuoteRequestRequired(TypedDict):
    ReservedInstanceIds: list[str]


class AcceptReservedInstancesExchangeQuoteRequest(
    _AcceptReservedInstancesExchangeQuoteRequestRequired, total=False
):
    DryRun: bool
    TargetConfigurations: list[TargetConfigurationRequest]


class AcceptReservedInstancesExchangeQuoteResponse(TypedDict, total=False):
    ExchangeId: str


class _AcceptTransitGatewayClientVpnAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class AcceptTransitGatewayClientVpnAttachmentRequest(
    _AcceptTransitGatewayClientVpnAttachmentRequestRequired, total=False
):
    DryRun: bool


class AcceptTransitGatewayClientVpnAttachmentResponse(TypedDict, total=False):
    TransitGatewayClientVpnAttachment: TransitGatewayClientVpnAttachment


class AcceptTransitGatewayMulticastDomainAssociationsRequest(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    TransitGatewayAttachmentId: str
    SubnetIds: list[str]
    DryRun: bool


class AcceptTransitGatewayMulticastDomainAssociationsResponse(TypedDict, total=False):
    Associations: TransitGatewayMulticastDomainAssociations


class _AcceptTransitGatewayPeeringAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class AcceptTransitGatewayPeeringAttachmentRequest(
    _AcceptTransitGatewayPeeringAttachmentRequestRequired, total=False
):
    DryRun: bool


class AcceptTransitGatewayPeeringAttachmentResponse(TypedDict, total=False):
    TransitGatewayPeeringAttachment: TransitGatewayPeeringAttachment


class _AcceptTransitGatewayVpcAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class AcceptTransitGatewayVpcAttachmentRequest(
    _AcceptTransitGatewayVpcAttachmentRequestRequired, total=False
):
    DryRun: bool


class AcceptTransitGatewayVpcAttachmentResponse(TypedDict, total=False):
    TransitGatewayVpcAttachment: TransitGatewayVpcAttachment


class _AcceptVpcEndpointConnectionsRequestRequired(TypedDict):
    ServiceId: str
    VpcEndpointIds: list[str]


class AcceptVpcEndpointConnectionsRequest(_AcceptVpcEndpointConnectionsRequestRequired, total=False):
    DryRun: bool
    TransitGatewayAttachmentIds: list[str]


class AcceptVpcEndpointConnectionsResponse(TypedDict, total=False):
    Unsuccessful: list[UnsuccessfulItem]


class _AcceptVpcPeeringConnectionRequestRequired(TypedDict):
    VpcPeeringConnectionId: str


class AcceptVpcPeeringConnectionRequest(_AcceptVpcPeeringConnectionRequestRequired, total=False):
    DryRun: bool


class AcceptVpcPeeringConnectionResponse(TypedDict, total=False):
    VpcPeeringConnection: VpcPeeringConnection


class AccessScopeAnalysisFinding(TypedDict, total=False):
    NetworkInsightsAccessScopeAnalysisId: str
    NetworkInsightsAccessScopeId: str
    FindingId: str
    FindingComponents: list[PathComponent]


class AccessScopePath(TypedDict, total=False):
    Source: PathStatement
    Destination: PathStatement
    ThroughResources: list[ThroughResourcesStatement]


class AccessScopePathRequest(TypedDict, total=False):
    Source: PathStatementRequest
    Destination: PathStatementRequest
    ThroughResources: list[ThroughResourcesStatementRequest]


class AccountAttribute(TypedDict, total=False):
    AttributeName: str
    AttributeValues: list[AccountAttributeValue]


class AccountAttributeValue(TypedDict, total=False):
    AttributeValue: str


class AccountVpcEncryptionControl(TypedDict, total=False):
    State: str
    Mode: str
    Exclusions: AccountVpcEncryptionControlExclusions
    ManagedBy: str
    LastUpdateTimestamp: datetime


class AccountVpcEncryptionControlExclusions(TypedDict, total=False):
    InternetGateway: str
    EgressOnlyInternetGateway: str
    NatGateway: str
    VirtualPrivateGateway: str
    VpcPeering: str
    Lambda: str
    VpcLattice: str
    ElasticFileSystem: str
    GlobalAccelerator: str
    ApiGatewayV2: str


class ActiveInstance(TypedDict, total=False):
    InstanceId: str
    InstanceType: str
    SpotInstanceRequestId: str
    InstanceHealth: str


class ActiveVpnTunnelAdditionalKeyExchange(TypedDict, total=False):
    AdditionalKeyExchangeRound: int
    KeyExchangeMethod: int


class ActiveVpnTunnelStatus(TypedDict, total=False):
    Phase1EncryptionAlgorithm: str
    Phase2EncryptionAlgorithm: str
    Phase1IntegrityAlgorithm: str
    Phase2IntegrityAlgorithm: str
    Phase1DHGroup: int
    Phase2DHGroup: int
    IkeVersion: str
    ProvisioningStatus: str
    ProvisioningStatusReason: str
    Phase1AdditionalKeyExchanges: list[ActiveVpnTunnelAdditionalKeyExchange]
    Phase2AdditionalKeyExchanges: list[ActiveVpnTunnelAdditionalKeyExchange]


class AddIpamOperatingRegion(TypedDict, total=False):
    RegionName: str


class AddIpamOrganizationalUnitExclusion(TypedDict, total=False):
    OrganizationsEntityPath: str


class _AddPrefixListEntryRequired(TypedDict):
    Cidr: str


class AddPrefixListEntry(_AddPrefixListEntryRequired, total=False):
    Description: str


class AddedPrincipal(TypedDict, total=False):
    PrincipalType: str
    Principal: str
    ServicePermissionId: str
    ServiceId: str
    PermissionType: str


class AdditionalDetail(TypedDict, total=False):
    AdditionalDetailType: str
    Component: AnalysisComponent
    VpcEndpointService: AnalysisComponent
    RuleOptions: list[RuleOption]
    RuleGroupTypePairs: list[RuleGroupTypePair]
    RuleGroupRuleOptionsPairs: list[RuleGroupRuleOptionsPair]
    ServiceName: str
    LoadBalancers: list[AnalysisComponent]


class AdditionalKeyExchangeMethodsListValue(TypedDict, total=False):
    Value: int


class AdditionalKeyExchangeMethodsRequestListValue(TypedDict, total=False):
    Value: int


class Address(TypedDict, total=False):
    AllocationId: str
    AssociationId: str
    Domain: str
    NetworkInterfaceId: str
    NetworkInterfaceOwnerId: str
    PrivateIpAddress: str
    Tags: list[Tag]
    PublicIpv4Pool: str
    NetworkBorderGroup: str
    CustomerOwnedIp: str
    CustomerOwnedIpv4Pool: str
    CarrierIp: str
    SubnetId: str
    ServiceManaged: str
    InstanceId: str
    PublicIp: str


class AddressAttribute(TypedDict, total=False):
    PublicIp: str
    AllocationId: str
    PtrRecord: str
    PtrRecordUpdate: PtrUpdateStatus


class AddressTransfer(TypedDict, total=False):
    PublicIp: str
    AllocationId: str
    TransferAccountId: str
    TransferOfferExpirationTimestamp: datetime
    TransferOfferAcceptedTimestamp: datetime
    AddressTransferStatus: str


class _AdvertiseByoipCidrRequestRequired(TypedDict):
    Cidr: str


class AdvertiseByoipCidrRequest(_AdvertiseByoipCidrRequestRequired, total=False):
    Asn: str
    DryRun: bool
    NetworkBorderGroup: str


class AdvertiseByoipCidrResponse(TypedDict, total=False):
    ByoipCidr: ByoipCidr


class AllocateAddressRequest(TypedDict, total=False):
    Domain: str
    Address: str
    PublicIpv4Pool: str
    NetworkBorderGroup: str
    CustomerOwnedIpv4Pool: str
    TagSpecifications: list[TagSpecification]
    IpamPoolId: str
    DryRun: bool


class AllocateAddressResponse(TypedDict, total=False):
    AllocationId: str
    PublicIpv4Pool: str
    NetworkBorderGroup: str
    Domain: str
    CustomerOwnedIp: str
    CustomerOwnedIpv4Pool: str
    CarrierIp: str
    PublicIp: str


class AllocateHostsRequest(TypedDict, total=False):
    InstanceFamily: str
    TagSpecifications: list[TagSpecification]
    HostRecovery: str
    OutpostArn: str
    HostMaintenance: str
    AssetIds: list[str]
    AvailabilityZoneId: str
    CpuOptions: HostCpuOptionsRequest
    AutoPlacement: str
    ClientToken: str
    InstanceType: str
    Quantity: int
    AvailabilityZone: str


class AllocateHostsResponse(TypedDict, total=False):
    HostIds: list[str]


class _AllocateIpamPoolCidrRequestRequired(TypedDict):
    IpamPoolId: str


class AllocateIpamPoolCidrRequest(_AllocateIpamPoolCidrRequestRequired, total=False):
    DryRun: bool
    Cidr: str
    NetmaskLength: int
    ClientToken: str
    Description: str
    PreviewNextCidr: bool
    AllowedCidrs: list[str]
    DisallowedCidrs: list[str]
    TagSpecifications: list[TagSpecification]


class AllocateIpamPoolCidrResponse(TypedDict, total=False):
    IpamPoolAllocation: IpamPoolAllocation


class AllowedPrincipal(TypedDict, total=False):
    PrincipalType: str
    Principal: str
    ServicePermissionId: str
    Tags: list[Tag]
    ServiceId: str
    PermissionType: str


class AlternatePathHint(TypedDict, total=False):
    ComponentId: str
    ComponentArn: str


class AnalysisAclRule(TypedDict, total=False):
    Cidr: str
    Egress: bool
    PortRange: PortRange
    Protocol: str
    RuleAction: str
    RuleNumber: int


class AnalysisComponent(TypedDict, total=False):
    Id: str
    Arn: str
    Name: str


class AnalysisLoadBalancerListener(TypedDict, total=False):
    LoadBalancerPort: int
    InstancePort: int


class AnalysisLoadBalancerTarget(TypedDict, total=False):
    Address: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    Instance: AnalysisComponent
    Port: int


class AnalysisPacketHeader(TypedDict, total=False):
    DestinationAddresses: list[str]
    DestinationPortRanges: list[PortRange]
    Protocol: str
    SourceAddresses: list[str]
    SourcePortRanges: list[PortRange]


class AnalysisRouteTableRoute(TypedDict, total=False):
    DestinationCidr: str
    DestinationPrefixListId: str
    EgressOnlyInternetGatewayId: str
    GatewayId: str
    InstanceId: str
    NatGatewayId: str
    NetworkInterfaceId: str
    Origin: str
    TransitGatewayId: str
    VpcPeeringConnectionId: str
    State: str
    CarrierGatewayId: str
    CoreNetworkArn: str
    LocalGatewayId: str


class AnalysisSecurityGroupRule(TypedDict, total=False):
    Cidr: str
    Direction: str
    SecurityGroupId: str
    PortRange: PortRange
    PrefixListId: str
    Protocol: str


class AnalysisTransitGatewayPolicyTableEntry(TypedDict, total=False):
    RuleNumber: int
    Protocol: str
    SourceCidr: str
    DestinationCidr: str
    SourcePortRange: PortRange
    DestinationPortRange: PortRange
    TargetRouteTableId: str


class ApplicationStatus(TypedDict, total=False):
    Status: str
    StatusTimeStamp: datetime
    StatusSince: datetime
    ResumeAt: datetime
    Details: list[ApplicationStatusDetail]


class ApplicationStatusCheckAssociationObject(TypedDict, total=False):
    ApplicationStatusCheckId: str
    AssociationType: str
    Key: str
    Value: str


class ApplicationStatusCheckResponseObject(TypedDict, total=False):
    ApplicationStatusCheckId: str
    Aggregation: str
    HealthCheckPaths: list[HealthCheckPathResponseObject]
    Protocol: str
    Port: int
    Path: str
    DeviceIndex: int
    IpVersion: str
    IpScope: str
    Interval: int
    Timeout: int
    FailureThreshold: int
    SuccessThreshold: int
    StatusCodeMatcher: str
    InitializationGracePeriodSeconds: int
    LastUpdatedAt: datetime
    TargetTagAssociations: list[CustomTagKeyValueResponsePair]
    Tags: list[Tag]
    CreationTime: datetime
    ModifyTime: datetime
    DeletionTime: datetime


class ApplicationStatusDetail(TypedDict, total=False):
    ApplicationStatusCheckId: str
    CheckUpdateTime: datetime
    Aggregation: str
    Status: str
    StatusTimeStamp: datetime
    StatusSince: datetime
    Reason: ApplicationStatusReason


class ApplicationStatusReason(TypedDict, total=False):
    Code: str
    StatusCode: int
    Protocol: str


class ApplicationStatusSummary(TypedDict, total=False):
    Status: str
    ImpairedSince: datetime


class ApplicationStatusesResponseType(TypedDict, total=False):
    Instances: list[InstanceApplicationStatus]


class _ApplySecurityGroupsToClientVpnTargetNetworkRequestRequired(TypedDict):
    ClientVpnEndpointId: str
    VpcId: str
    SecurityGroupIds: list[str]


class ApplySecurityGroupsToClientVpnTargetNetworkRequest(
    _ApplySecurityGroupsToClientVpnTargetNetworkRequestRequired, total=False
):
    DryRun: bool


class ApplySecurityGroupsToClientVpnTargetNetworkResponse(TypedDict, total=False):
    SecurityGroupIds: list[str]


class AsnAssociation(TypedDict, total=False):
    Asn: str
    Cidr: str
    StatusMessage: str
    State: str


class AsnAuthorizationContext(TypedDict):
    Message: str
    Signature: str


class _AssignIpv6AddressesRequestRequired(TypedDict):
    NetworkInterfaceId: str


class AssignIpv6AddressesRequest(_AssignIpv6AddressesRequestRequired, total=False):
    Ipv6PrefixCount: int
    Ipv6Prefixes: list[str]
    Ipv6Addresses: list[str]
    Ipv6AddressCount: int


class AssignIpv6AddressesResponse(TypedDict, total=False):
    AssignedIpv6Addresses: list[str]
    AssignedIpv6Prefixes: list[str]
    NetworkInterfaceId: str


class _AssignPrivateIpAddressesRequestRequired(TypedDict):
    NetworkInterfaceId: str


class AssignPrivateIpAddressesRequest(_AssignPrivateIpAddressesRequestRequired, total=False):
    Ipv4Prefixes: list[str]
    Ipv4PrefixCount: int
    PrivateIpAddresses: list[str]
    SecondaryPrivateIpAddressCount: int
    AllowReassignment: bool


class AssignPrivateIpAddressesResponse(TypedDict, total=False):
    NetworkInterfaceId: str
    AssignedPrivateIpAddresses: list[AssignedPrivateIpAddress]
    AssignedIpv4Prefixes: list[Ipv4PrefixSpecification]


class _AssignPrivateNatGatewayAddressRequestRequired(TypedDict):
    NatGatewayId: str


class AssignPrivateNatGatewayAddressRequest(_AssignPrivateNatGatewayAddressRequestRequired, total=False):
    PrivateIpAddresses: list[str]
    PrivateIpAddressCount: int
    DryRun: bool


class AssignPrivateNatGatewayAddressResponse(TypedDict, total=False):
    NatGatewayId: str
    NatGatewayAddresses: list[NatGatewayAddress]


class AssignedPrivateIpAddress(TypedDict, total=False):
    PrivateIpAddress: str


class AssociateAddressRequest(TypedDict, total=False):
    AllocationId: str
    InstanceId: str
    PublicIp: str
    DryRun: bool
    NetworkInterfaceId: str
    PrivateIpAddress: str
    AllowReassociation: bool


class AssociateAddressResponse(TypedDict, total=False):
    AssociationId: str


class _AssociateApplicationStatusCheckRequestRequired(TypedDict):
    ApplicationStatusCheckId: str


class AssociateApplicationStatusCheckRequest(_AssociateApplicationStatusCheckRequestRequired, total=False):
    TargetTagAssociations: list[CustomTagKeyValueRequestPair]
    InstanceIds: list[str]
    ClientToken: str
    DryRun: bool


class AssociateApplicationStatusCheckResponse(TypedDict, total=False):
    SuccessfulResults: list[SuccessfulAssociationResponseObject]
    UnsuccessfulResults: list[UnsuccessfulAssociationResponseObject]


class _AssociateCapacityReservationBillingOwnerRequestRequired(TypedDict):
    CapacityReservationId: str
    UnusedReservationBillingOwnerId: str


class AssociateCapacityReservationBillingOwnerRequest(
    _AssociateCapacityReservationBillingOwnerRequestRequired, total=False
):
    DryRun: bool


class AssociateCapacityReservationBillingOwnerResponse(TypedDict, total=False):
    Return: bool


class _AssociateClientVpnTargetNetworkRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class AssociateClientVpnTargetNetworkRequest(_AssociateClientVpnTargetNetworkRequestRequired, total=False):
    SubnetId: str
    ClientToken: str
    DryRun: bool
    AvailabilityZone: str
    AvailabilityZoneId: str


class AssociateClientVpnTargetNetworkResponse(TypedDict, total=False):
    AssociationId: str
    Status: AssociationStatus


class _AssociateDhcpOptionsRequestRequired(TypedDict):
    DhcpOptionsId: str
    VpcId: str


class AssociateDhcpOptionsRequest(_AssociateDhcpOptionsRequestRequired, total=False):
    DryRun: bool


class _AssociateEnclaveCertificateIamRoleRequestRequired(TypedDict):
    CertificateArn: str
    RoleArn: str


class AssociateEnclaveCertificateIamRoleRequest(
    _AssociateEnclaveCertificateIamRoleRequestRequired, total=False
):
    DryRun: bool


class AssociateEnclaveCertificateIamRoleResponse(TypedDict, total=False):
    CertificateS3BucketName: str
    CertificateS3ObjectKey: str
    EncryptionKmsKeyId: str


class AssociateIamInstanceProfileRequest(TypedDict):
    IamInstanceProfile: IamInstanceProfileSpecification
    InstanceId: str


class AssociateIamInstanceProfileResponse(TypedDict, total=False):
    IamInstanceProfileAssociation: IamInstanceProfileAssociation


class _AssociateInstanceEventWindowRequestRequired(TypedDict):
    InstanceEventWindowId: str
    AssociationTarget: InstanceEventWindowAssociationRequest


class AssociateInstanceEventWindowRequest(_AssociateInstanceEventWindowRequestRequired, total=False):
    DryRun: bool


class AssociateInstanceEventWindowResponse(TypedDict, total=False):
    InstanceEventWindow: InstanceEventWindow


class _AssociateIpamByoasnRequestRequired(TypedDict):
    Asn: str
    Cidr: str


class AssociateIpamByoasnRequest(_AssociateIpamByoasnRequestRequired, total=False):
    DryRun: bool


class AssociateIpamByoasnResponse(TypedDict, total=False):
    AsnAssociation: AsnAssociation


class _AssociateIpamResourceDiscoveryRequestRequired(TypedDict):
    IpamId: str
    IpamResourceDiscoveryId: str


class AssociateIpamResourceDiscoveryRequest(_AssociateIpamResourceDiscoveryRequestRequired, total=False):
    DryRun: bool
    TagSpecifications: list[TagSpecification]
    ClientToken: str


class AssociateIpamResourceDiscoveryResponse(TypedDict, total=False):
    IpamResourceDiscoveryAssociation: IpamResourceDiscoveryAssociation


class _AssociateKmsKeyIdRequestRequired(TypedDict):
    KmsKeyId: str


class AssociateKmsKeyIdRequest(_AssociateKmsKeyIdRequestRequired, total=False):
    SnapshotId: str
    DryRun: bool


class AssociateKmsKeyIdResponse(TypedDict, total=False):
    Return: bool


class _AssociateNatGatewayAddressRequestRequired(TypedDict):
    NatGatewayId: str
    AllocationIds: list[str]


class AssociateNatGatewayAddressRequest(_AssociateNatGatewayAddressRequestRequired, total=False):
    PrivateIpAddresses: list[str]
    DryRun: bool
    AvailabilityZone: str
    AvailabilityZoneId: str


class AssociateNatGatewayAddressResponse(TypedDict, total=False):
    NatGatewayId: str
    NatGatewayAddresses: list[NatGatewayAddress]


class _AssociateNetworkingFlexCostAllocationPolicyRequestRequired(TypedDict):
    FcaPolicyId: str


class AssociateNetworkingFlexCostAllocationPolicyRequest(
    _AssociateNetworkingFlexCostAllocationPolicyRequestRequired, total=False
):
    NetworkResourceIds: list[str]
    NetworkResourceScope: FlexCostAllocationNetworkResourceScope
    ClientToken: str
    DryRun: bool


class AssociateNetworkingFlexCostAllocationPolicyResponse(TypedDict, total=False):
    FcaPolicyAssociations: list[FlexCostAllocationPolicyAssociationDescription]
    FcaPolicyAssociationFailures: list[FlexCostAllocationOperationFailure]


class _AssociateRouteServerRequestRequired(TypedDict):
    RouteServerId: str
    VpcId: str


class AssociateRouteServerRequest(_AssociateRouteServerRequestRequired, total=False):
    DryRun: bool


class AssociateRouteServerResponse(TypedDict, total=False):
    RouteServerAssociation: RouteServerAssociation


class _AssociateRouteTableRequestRequired(TypedDict):
    RouteTableId: str


class AssociateRouteTableRequest(_AssociateRouteTableRequestRequired, total=False):
    GatewayId: str
    PublicIpv4Pool: str
    DryRun: bool
    SubnetId: str


class AssociateRouteTableResponse(TypedDict, total=False):
    AssociationId: str
    AssociationState: RouteTableAssociationState


class _AssociateSecurityGroupVpcRequestRequired(TypedDict):
    GroupId: str
    VpcId: str


class AssociateSecurityGroupVpcRequest(_AssociateSecurityGroupVpcRequestRequired, total=False):
    DryRun: bool


class AssociateSecurityGroupVpcResponse(TypedDict, total=False):
    State: str


class _AssociateSubnetCidrBlockRequestRequired(TypedDict):
    SubnetId: str


class AssociateSubnetCidrBlockRequest(_AssociateSubnetCidrBlockRequestRequired, total=False):
    Ipv6IpamPoolId: str
    Ipv6NetmaskLength: int
    Ipv6CidrBlock: str


class AssociateSubnetCidrBlockResponse(TypedDict, total=False):
    Ipv6CidrBlockAssociation: SubnetIpv6CidrBlockAssociation
    SubnetId: str


class _AssociateTransitGatewayMulticastDomainRequestRequired(TypedDict):
    TransitGatewayMulticastDomainId: str
    TransitGatewayAttachmentId: str
    SubnetIds: list[str]


class AssociateTransitGatewayMulticastDomainRequest(
    _AssociateTransitGatewayMulticastDomainRequestRequired, total=False
):
    DryRun: bool


class AssociateTransitGatewayMulticastDomainResponse(TypedDict, total=False):
    Associations: TransitGatewayMulticastDomainAssociations


class _AssociateTransitGatewayPolicyTableRequestRequired(TypedDict):
    TransitGatewayPolicyTableId: str
    TransitGatewayAttachmentId: str


class AssociateTransitGatewayPolicyTableRequest(
    _AssociateTransitGatewayPolicyTableRequestRequired, total=False
):
    DryRun: bool


class AssociateTransitGatewayPolicyTableResponse(TypedDict, total=False):
    Association: TransitGatewayPolicyTableAssociation


class _AssociateTransitGatewayRouteTableRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    TransitGatewayAttachmentId: str


class AssociateTransitGatewayRouteTableRequest(
    _AssociateTransitGatewayRouteTableRequestRequired, total=False
):
    DryRun: bool


class AssociateTransitGatewayRouteTableResponse(TypedDict, total=False):
    Association: TransitGatewayAssociation


class _AssociateTrunkInterfaceRequestRequired(TypedDict):
    BranchInterfaceId: str
    TrunkInterfaceId: str


class AssociateTrunkInterfaceRequest(_AssociateTrunkInterfaceRequestRequired, total=False):
    VlanId: int
    GreKey: int
    ClientToken: str
    DryRun: bool


class AssociateTrunkInterfaceResponse(TypedDict, total=False):
    InterfaceAssociation: TrunkInterfaceAssociation
    ClientToken: str


class _AssociateVpcCidrBlockRequestRequired(TypedDict):
    VpcId: str


class AssociateVpcCidrBlockRequest(_AssociateVpcCidrBlockRequestRequired, total=False):
    CidrBlock: str
    Ipv6CidrBlockNetworkBorderGroup: str
    Ipv6Pool: str
    Ipv6CidrBlock: str
    Ipv4IpamPoolId: str
    Ipv4NetmaskLength: int
    Ipv6IpamPoolId: str
    Ipv6NetmaskLength: int
    AmazonProvidedIpv6CidrBlock: bool


class AssociateVpcCidrBlockResponse(TypedDict, total=False):
    Ipv6CidrBlockAssociation: VpcIpv6CidrBlockAssociation
    CidrBlockAssociation: VpcCidrBlockAssociation
    VpcId: str


class AssociatedKmsKey(TypedDict, total=False):
    KmsKeyId: str


class AssociatedRole(TypedDict, total=False):
    AssociatedRoleArn: str
    CertificateS3BucketName: str
    CertificateS3ObjectKey: str
    EncryptionKmsKeyId: str


class AssociatedTargetNetwork(TypedDict, total=False):
    NetworkId: str
    NetworkType: str


class AssociationStatus(TypedDict, total=False):
    Code: str
    Message: str


class _AthenaIntegrationRequired(TypedDict):
    IntegrationResultS3DestinationArn: str
    PartitionLoadFrequency: str


class AthenaIntegration(_AthenaIntegrationRequired, total=False):
    PartitionStartDate: datetime
    PartitionEndDate: datetime


class _AttachClassicLinkVpcRequestRequired(TypedDict):
    InstanceId: str
    VpcId: str
    Groups: list[str]


class AttachClassicLinkVpcRequest(_AttachClassicLinkVpcRequestRequired, total=False):
    DryRun: bool


class AttachClassicLinkVpcResponse(TypedDict, total=False):
    Return: bool


class _AttachImageWatermarkRequestRequired(TypedDict):
    ImageId: str
    WatermarkName: str


class AttachImageWatermarkRequest(_AttachImageWatermarkRequestRequired, total=False):
    DryRun: bool


class AttachImageWatermarkResponse(TypedDict, total=False):
    WatermarkKey: str


class _AttachInternetGatewayRequestRequired(TypedDict):
    InternetGatewayId: str
    VpcId: str


class AttachInternetGatewayRequest(_AttachInternetGatewayRequestRequired, total=False):
    DryRun: bool


class _AttachNetworkInterfaceRequestRequired(TypedDict):
    NetworkInterfaceId: str
    InstanceId: str
    DeviceIndex: int


class AttachNetworkInterfaceRequest(_AttachNetworkInterfaceRequestRequired, total=False):
    NetworkCardIndex: int
    EnaSrdSpecification: EnaSrdSpecification
    EnaQueueCount: int
    DryRun: bool


class AttachNetworkInterfaceResponse(TypedDict, total=False):
    AttachmentId: str
    NetworkCardIndex: int


class _AttachVerifiedAccessTrustProviderRequestRequired(TypedDict):
    VerifiedAccessInstanceId: str
    VerifiedAccessTrustProviderId: str


class AttachVerifiedAccessTrustProviderRequest(
    _AttachVerifiedAccessTrustProviderRequestRequired, total=False
):
    ClientToken: str
    DryRun: bool


class AttachVerifiedAccessTrustProviderResponse(TypedDict, total=False):
    VerifiedAccessTrustProvider: VerifiedAccessTrustProvider
    VerifiedAccessInstance: VerifiedAccessInstance


class _AttachVolumeRequestRequired(TypedDict):
    Device: str
    InstanceId: str
    VolumeId: str


class AttachVolumeRequest(_AttachVolumeRequestRequired, total=False):
    EbsCardIndex: int
    DryRun: bool


class AttachVolumeResponse(TypedDict, total=False):
    DeleteOnTermination: bool
    AssociatedResource: str
    InstanceOwningService: str
    EbsCardIndex: int
    VolumeId: str
    InstanceId: str
    Device: str
    State: str
    AttachTime: datetime


class _AttachVpnGatewayRequestRequired(TypedDict):
    VpcId: str
    VpnGatewayId: str


class AttachVpnGatewayRequest(_AttachVpnGatewayRequestRequired, total=False):
    DryRun: bool


class AttachVpnGatewayResponse(TypedDict, total=False):
    VpcAttachment: VpcAttachment


class AttachmentEnaSrdSpecification(TypedDict, total=False):
    EnaSrdEnabled: bool
    EnaSrdUdpSpecification: AttachmentEnaSrdUdpSpecification


class AttachmentEnaSrdUdpSpecification(TypedDict, total=False):
    EnaSrdUdpEnabled: bool


class AttributeBooleanValue(TypedDict, total=False):
    Value: bool


class AttributeSummary(TypedDict, total=False):
    AttributeName: str
    MostFrequentValue: str
    NumberOfMatchedAccounts: int
    NumberOfUnmatchedAccounts: int
    RegionalSummaries: list[RegionalSummary]


class AttributeValue(TypedDict, total=False):
    Value: str


class AuthorizationRule(TypedDict, total=False):
    ClientVpnEndpointId: str
    Description: str
    GroupId: str
    AccessAll: bool
    DestinationCidr: str
    Status: ClientVpnAuthorizationRuleStatus


class _AuthorizeClientVpnIngressRequestRequired(TypedDict):
    ClientVpnEndpointId: str
    TargetNetworkCidr: str


class AuthorizeClientVpnIngressRequest(_AuthorizeClientVpnIngressRequestRequired, total=False):
    AccessGroupId: str
    AuthorizeAllGroups: bool
    Description: str
    ClientToken: str
    DryRun: bool


class AuthorizeClientVpnIngressResponse(TypedDict, total=False):
    Status: ClientVpnAuthorizationRuleStatus


class _AuthorizeSecurityGroupEgressRequestRequired(TypedDict):
    GroupId: str


class AuthorizeSecurityGroupEgressRequest(_AuthorizeSecurityGroupEgressRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    SourceSecurityGroupName: str
    SourceSecurityGroupOwnerId: str
    IpProtocol: str
    FromPort: int
    ToPort: int
    CidrIp: str
    IpPermissions: list[IpPermission]


class AuthorizeSecurityGroupEgressResponse(TypedDict, total=False):
    Return: bool
    SecurityGroupRules: list[SecurityGroupRule]


class AuthorizeSecurityGroupIngressRequest(TypedDict, total=False):
    CidrIp: str
    FromPort: int
    GroupId: str
    GroupName: str
    IpPermissions: list[IpPermission]
    IpProtocol: str
    SourceSecurityGroupName: str
    SourceSecurityGroupOwnerId: str
    ToPort: int
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class AuthorizeSecurityGroupIngressResponse(TypedDict, total=False):
    Return: bool
    SecurityGroupRules: list[SecurityGroupRule]


class AvailabilityZone(TypedDict, total=False):
    OptInStatus: str
    Messages: list[AvailabilityZoneMessage]
    RegionName: str
    ZoneName: str
    ZoneId: str
    GroupName: str
    NetworkBorderGroup: str
    ZoneType: str
    ParentZoneName: str
    ParentZoneId: str
    GroupLongName: str
    Geography: list[AvailabilityZoneGeography]
    SubGeography: list[AvailabilityZoneSubGeography]
    State: str


class AvailabilityZoneAddress(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    AllocationIds: list[str]


class AvailabilityZoneGeography(TypedDict, total=False):
    Name: str


class AvailabilityZoneMessage(TypedDict, total=False):
    Message: str


class AvailabilityZoneSubGeography(TypedDict, total=False):
    Name: str


class AvailableCapacity(TypedDict, total=False):
    AvailableInstanceCapacity: list[InstanceCapacity]
    AvailableVCpus: int


class BaselineEbsBandwidthMbps(TypedDict, total=False):
    Min: int
    Max: int


class BaselineEbsBandwidthMbpsRequest(TypedDict, total=False):
    Min: int
    Max: int


class BaselinePerformanceFactors(TypedDict, total=False):
    Cpu: CpuPerformanceFactor


class BaselinePerformanceFactorsRequest(TypedDict, total=False):
    Cpu: CpuPerformanceFactorRequest


class _BatchModifyIpamRoutingPolicyRegistrationsRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str
    DeltaJson: str


class BatchModifyIpamRoutingPolicyRegistrationsRequest(
    _BatchModifyIpamRoutingPolicyRegistrationsRequestRequired, total=False
):
    DryRun: bool
    Force: bool
    ClientToken: str


class BatchModifyIpamRoutingPolicyRegistrationsResponse(TypedDict, total=False):
    IpamRoutingPolicyRegistrationDelta: IpamRoutingPolicyRegistrationDelta


class BlockDeviceMapping(TypedDict, total=False):
    Ebs: EbsBlockDevice
    NoDevice: str
    DeviceName: str
    VirtualName: str


class BlockDeviceMappingResponse(TypedDict, total=False):
    DeviceName: str
    VirtualName: str
    Ebs: EbsBlockDeviceResponse
    NoDevice: str


class BlockPublicAccessStates(TypedDict, total=False):
    InternetGatewayBlockMode: str


class _BundleInstanceRequestRequired(TypedDict):
    InstanceId: str
    Storage: Storage


class BundleInstanceRequest(_BundleInstanceRequestRequired, total=False):
    DryRun: bool


class BundleInstanceResponse(TypedDict, total=False):
    BundleTask: BundleTask


class BundleTask(TypedDict, total=False):
    InstanceId: str
    BundleId: str
    State: str
    StartTime: datetime
    UpdateTime: datetime
    Storage: Storage
    Progress: str
    BundleTaskError: BundleTaskError


class BundleTaskError(TypedDict, total=False):
    Code: str
    Message: str


class Byoasn(TypedDict, total=False):
    Asn: str
    IpamId: str
    StatusMessage: str
    State: str


class ByoipCidr(TypedDict, total=False):
    Cidr: str
    Description: str
    AsnAssociations: list[AsnAssociation]
    StatusMessage: str
    State: str
    NetworkBorderGroup: str
    AdvertisementType: str
    PoolId: str
    IpamPoolId: str


class _CancelBundleTaskRequestRequired(TypedDict):
    BundleId: str


class CancelBundleTaskRequest(_CancelBundleTaskRequestRequired, total=False):
    DryRun: bool


class CancelBundleTaskResponse(TypedDict, total=False):
    BundleTask: BundleTask


class CancelCapacityReservationFleetError(TypedDict, total=False):
    Code: str
    Message: str


class _CancelCapacityReservationFleetsRequestRequired(TypedDict):
    CapacityReservationFleetIds: list[str]


class CancelCapacityReservationFleetsRequest(_CancelCapacityReservationFleetsRequestRequired, total=False):
    DryRun: bool


class CancelCapacityReservationFleetsResponse(TypedDict, total=False):
    SuccessfulFleetCancellations: list[CapacityReservationFleetCancellationState]
    FailedFleetCancellations: list[FailedCapacityReservationFleetCancellationResult]


class _CancelCapacityReservationRequestRequired(TypedDict):
    CapacityReservationId: str


class CancelCapacityReservationRequest(_CancelCapacityReservationRequestRequired, total=False):
    DryRun: bool
    ApplyCancellationCharges: str
    QuoteId: str


class CancelCapacityReservationResponse(TypedDict, total=False):
    Return: bool


class _CancelConversionTaskRequestRequired(TypedDict):
    ConversionTaskId: str


class CancelConversionTaskRequest(_CancelConversionTaskRequestRequired, total=False):
    DryRun: bool
    ReasonMessage: str


class _CancelDeclarativePoliciesReportRequestRequired(TypedDict):
    ReportId: str


class CancelDeclarativePoliciesReportRequest(_CancelDeclarativePoliciesReportRequestRequired, total=False):
    DryRun: bool


class CancelDeclarativePoliciesReportResponse(TypedDict, total=False):
    Return: bool


class CancelExportTaskRequest(TypedDict):
    ExportTaskId: str


class _CancelImageLaunchPermissionRequestRequired(TypedDict):
    ImageId: str


class CancelImageLaunchPermissionRequest(_CancelImageLaunchPermissionRequestRequired, total=False):
    DryRun: bool


class CancelImageLaunchPermissionResponse(TypedDict, total=False):
    Return: bool


class CancelImportTaskRequest(TypedDict, total=False):
    CancelReason: str
    DryRun: bool
    ImportTaskId: str


class CancelImportTaskResponse(TypedDict, total=False):
    ImportTaskId: str
    PreviousState: str
    State: str


class CancelReservedInstancesListingRequest(TypedDict):
    ReservedInstancesListingId: str


class CancelReservedInstancesListingResponse(TypedDict, total=False):
    ReservedInstancesListings: list[ReservedInstancesListing]


class CancelSpotFleetRequestsError(TypedDict, total=False):
    Code: str
    Message: str


class CancelSpotFleetRequestsErrorItem(TypedDict, total=False):
    Error: CancelSpotFleetRequestsError
    SpotFleetRequestId: str


class _CancelSpotFleetRequestsRequestRequired(TypedDict):
    SpotFleetRequestIds: list[str]
    TerminateInstances: bool


class CancelSpotFleetRequestsRequest(_CancelSpotFleetRequestsRequestRequired, total=False):
    DryRun: bool


class CancelSpotFleetRequestsResponse(TypedDict, total=False):
    SuccessfulFleetRequests: list[CancelSpotFleetRequestsSuccessItem]
    UnsuccessfulFleetRequests: list[CancelSpotFleetRequestsErrorItem]


class CancelSpotFleetRequestsSuccessItem(TypedDict, total=False):
    CurrentSpotFleetRequestState: str
    PreviousSpotFleetRequestState: str
    SpotFleetRequestId: str


class _CancelSpotInstanceRequestsRequestRequired(TypedDict):
    SpotInstanceRequestIds: list[str]


class CancelSpotInstanceRequestsRequest(_CancelSpotInstanceRequestsRequestRequired, total=False):
    DryRun: bool


class CancelSpotInstanceRequestsResponse(TypedDict, total=False):
    CancelledSpotInstanceRequests: list[CancelledSpotInstanceRequest]


class CancellationTerms(TypedDict, total=False):
    CancellationType: str
    ReservationState: str
    CommittedInstanceCount: int
    ChargeCommitmentDurationHours: int
    ChargeEndDate: datetime


class CancelledSpotInstanceRequest(TypedDict, total=False):
    SpotInstanceRequestId: str
    State: str


class CapacityAllocation(TypedDict, total=False):
    AllocationType: str
    Count: int
    AllocationMetadata: list[CapacityAllocationMetadataEntry]


class CapacityAllocationMetadataEntry(TypedDict, total=False):
    Key: str
    Value: str


class CapacityBlock(TypedDict, total=False):
    CapacityBlockId: str
    UltraserverType: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    CapacityReservationIds: list[str]
    StartDate: datetime
    EndDate: datetime
    CreateDate: datetime
    State: str
    Tags: list[Tag]


class CapacityBlockExtension(TypedDict, total=False):
    CapacityReservationId: str
    InstanceType: str
    InstanceCount: int
    AvailabilityZone: str
    AvailabilityZoneId: str
    CapacityBlockExtensionOfferingId: str
    CapacityBlockExtensionDurationHours: int
    CapacityBlockExtensionStatus: str
    CapacityBlockExtensionPurchaseDate: datetime
    CapacityBlockExtensionStartDate: datetime
    CapacityBlockExtensionEndDate: datetime
    UpfrontFee: str
    CurrencyCode: str
    ZoneType: str


class CapacityBlockExtensionOffering(TypedDict, total=False):
    CapacityBlockExtensionOfferingId: str
    InstanceType: str
    InstanceCount: int
    AvailabilityZone: str
    AvailabilityZoneId: str
    StartDate: datetime
    CapacityBlockExtensionStartDate: datetime
    CapacityBlockExtensionEndDate: datetime
    CapacityBlockExtensionDurationHours: int
    UpfrontFee: str
    CurrencyCode: str
    Tenancy: str
    ZoneType: str


class CapacityBlockInstanceTypePreference(TypedDict, total=False):
    InstanceType: str


class CapacityBlockOffering(TypedDict, total=False):
    CapacityBlockOfferingId: str
    InstanceType: str
    AvailabilityZone: str
    InstanceCount: int
    StartDate: datetime
    EndDate: datetime
    CapacityBlockDurationHours: int
    UpfrontFee: str
    CurrencyCode: str
    Tenancy: str
    UltraserverType: str
    UltraserverCount: int
    CapacityBlockDurationMinutes: int
    ZoneType: str
    CapacityBlockOfferingSegments: list[CapacityBlockOfferingSegment]


class CapacityBlockOfferingSegment(TypedDict, total=False):
    InstanceType: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    InstanceCount: int
    StartDate: datetime
    EndDate: datetime
    CapacityBlockDurationHours: int
    CapacityBlockDurationMinutes: int
    UpfrontFee: str
    CurrencyCode: str
    ZoneType: str


class CapacityBlockStatus(TypedDict, total=False):
    CapacityBlockId: str
    InterconnectStatus: str
    TotalCapacity: int
    TotalAvailableCapacity: int
    TotalUnavailableCapacity: int
    CapacityReservationStatuses: list[CapacityReservationStatus]


class CapacityManagerCondition(TypedDict, total=False):
    DimensionCondition: DimensionCondition


class CapacityManagerDataExportResponse(TypedDict, total=False):
    CapacityManagerDataExportId: str
    S3BucketName: str
    S3BucketPrefix: str
    Schedule: str
    OutputFormat: str
    CreateTime: datetime
    LatestDeliveryStatus: str
    LatestDeliveryStatusMessage: str
    LatestDeliveryS3LocationUri: str
    LatestDeliveryTime: datetime
    Tags: list[Tag]


class CapacityManagerDimension(TypedDict, total=False):
    ResourceRegion: str
    AvailabilityZoneId: str
    AccountId: str
    AccountName: str
    InstanceFamily: str
    InstanceType: str
    InstancePlatform: str
    ReservationArn: str
    ReservationId: str
    ReservationType: str
    ReservationCreateTimestamp: datetime
    ReservationStartTimestamp: datetime
    ReservationEndTimestamp: datetime
    ReservationEndDateType: str
    Tenancy: str
    ReservationState: str
    ReservationInstanceMatchCriteria: str
    ReservationUnusedFinancialOwner: str
    Tags: list[CapacityManagerTagDimension]


class CapacityManagerMonitoredTagKey(TypedDict, total=False):
    TagKey: str
    Status: str
    StatusMessage: str
    CapacityManagerProvided: bool
    EarliestDatapointTimestamp: datetime


class CapacityManagerSupportabilityScore(TypedDict, total=False):
    InstanceType: str
    AvailabilityZoneId: str
    Score: str


class CapacityManagerTagDimension(TypedDict, total=False):
    Key: str
    Value: str


class CapacityReservation(TypedDict, total=False):
    CapacityReservationId: str
    OwnerId: str
    CapacityReservationArn: str
    AvailabilityZoneId: str
    InstanceType: str
    InstancePlatform: str
    AvailabilityZone: str
    Tenancy: str
    TotalInstanceCount: int
    AvailableInstanceCount: int
    EbsOptimized: bool
    EphemeralStorage: bool
    State: str
    StartDate: datetime
    EndDate: datetime
    EndDateType: str
    InstanceMatchCriteria: str
    CreateDate: datetime
    Tags: list[Tag]
    OutpostArn: str
    CapacityReservationFleetId: str
    PlacementGroupArn: str
    CapacityAllocations: list[CapacityAllocation]
    ReservationType: str
    UnusedReservationBillingOwnerId: str
    CommitmentInfo: CapacityReservationCommitmentInfo
    DeliveryPreference: str
    CapacityBlockId: str
    Interruptible: bool
    InterruptibleCapacityAllocation: InterruptibleCapacityAllocation
    InterruptionInfo: InterruptionInfo
    AdjustmentStatus: str
    AdjustmentDetails: CapacityReservationAdjustmentDetails
    OriginalStartDate: datetime
    ZeroSizePreference: str
    LaunchStatus: str


class CapacityReservationAdjustmentDetails(TypedDict, total=False):
    StartDate: datetime
    EndDate: datetime
    CommitmentEndDate: datetime
    EndDateType: str
    CommitmentDuration: int


class CapacityReservationBillingRequest(TypedDict, total=False):
    CapacityReservationId: str
    RequestedBy: str
    UnusedReservationBillingOwnerId: str
    LastUpdateTime: datetime
    Status: str
    StatusMessage: str
    CapacityReservationInfo: CapacityReservationInfo


class CapacityReservationCancellationQuote(TypedDict, total=False):
    CapacityReservationCancellationQuoteId: str
    CapacityReservationId: str
    CreateTime: datetime
    ExpirationTime: datetime
    QuoteState: str
    CurrentConfiguration: CapacityReservationConfiguration
    CancellationTerms: list[CancellationTerms]
    Tags: list[Tag]


class CapacityReservationCommitmentInfo(TypedDict, total=False):
    CommittedInstanceCount: int
    CommitmentEndDate: datetime
    CommitmentDuration: int


class CapacityReservationConfiguration(TypedDict, total=False):
    InstanceCount: int
    ReservationState: str


class CapacityReservationFleet(TypedDict, total=False):
    CapacityReservationFleetId: str
    CapacityReservationFleetArn: str
    State: str
    TotalTargetCapacity: int
    TotalFulfilledCapacity: float
    Tenancy: str
    EndDate: datetime
    CreateTime: datetime
    InstanceMatchCriteria: str
    AllocationStrategy: str
    InstanceTypeSpecifications: list[FleetCapacityReservation]
    InstanceRequirements: InstanceRequirementsRequest
    AvailabilityZone: str
    AvailabilityZoneId: str
    Tags: list[Tag]


class CapacityReservationFleetCancellationState(TypedDict, total=False):
    CurrentFleetState: str
    PreviousFleetState: str
    CapacityReservationFleetId: str


class CapacityReservationGroup(TypedDict, total=False):
    GroupArn: str
    OwnerId: str


class CapacityReservationInfo(TypedDict, total=False):
    InstanceType: str
    AvailabilityZone: str
    Tenancy: str
    AvailabilityZoneId: str


class CapacityReservationModificationQuote(TypedDict, total=False):
    CapacityReservationModificationQuoteId: str
    CapacityReservationId: str
    CreateTime: datetime
    ExpirationTime: datetime
    QuoteState: str
    CurrentConfiguration: ModificationQuoteCurrentConfiguration
    ModificationTerms: ModificationTerms
    Tags: list[Tag]


class CapacityReservationOptions(TypedDict, total=False):
    UsageStrategy: str


class CapacityReservationOptionsRequest(TypedDict, total=False):
    UsageStrategy: str


class CapacityReservationSpecification(TypedDict, total=False):
    CapacityReservationPreference: str
    CapacityReservationTarget: CapacityReservationTarget


class CapacityReservationSpecificationResponse(TypedDict, total=False):
    CapacityReservationPreference: str
    CapacityReservationTarget: CapacityReservationTargetResponse


class CapacityReservationStatus(TypedDict, total=False):
    CapacityReservationId: str
    TotalCapacity: int
    TotalAvailableCapacity: int
    TotalUnavailableCapacity: int


class CapacityReservationTarget(TypedDict, total=False):
    CapacityReservationId: str
    CapacityReservationResourceGroupArn: str


class CapacityReservationTargetResponse(TypedDict, total=False):
    CapacityReservationId: str
    CapacityReservationResourceGroupArn: str


class CapacityReservationTopology(TypedDict, total=False):
    CapacityReservationId: str
    CapacityBlockId: str
    State: str
    InstanceType: str
    GroupName: str
    NetworkNodes: list[str]
    AvailabilityZoneId: str
    AvailabilityZone: str


class CarrierGateway(TypedDict, total=False):
    CarrierGatewayId: str
    VpcId: str
    State: str
    OwnerId: str
    Tags: list[Tag]


class CertificateAuthentication(TypedDict, total=False):
    ClientRootCertificateChain: str


class CertificateAuthenticationRequest(TypedDict, total=False):
    ClientRootCertificateChainArn: str


class CidrAuthorizationContext(TypedDict):
    Message: str
    Signature: str


class CidrBlock(TypedDict, total=False):
    CidrBlock: str


class ClassicLinkDnsSupport(TypedDict, total=False):
    ClassicLinkDnsSupported: bool
    VpcId: str


class ClassicLinkInstance(TypedDict, total=False):
    Groups: list[GroupIdentifier]
    InstanceId: str
    Tags: list[Tag]
    VpcId: str


class ClassicLoadBalancer(TypedDict, total=False):
    Name: str


class ClassicLoadBalancersConfig(TypedDict, total=False):
    ClassicLoadBalancers: list[ClassicLoadBalancer]


class ClientCertificateRevocationListStatus(TypedDict, total=False):
    Code: str
    Message: str


class ClientConnectOptions(TypedDict, total=False):
    Enabled: bool
    LambdaFunctionArn: str


class ClientConnectResponseOptions(TypedDict, total=False):
    Enabled: bool
    LambdaFunctionArn: str
    Status: ClientVpnEndpointAttributeStatus


class ClientData(TypedDict, total=False):
    Comment: str
    UploadEnd: datetime
    UploadSize: float
    UploadStart: datetime


class ClientLoginBannerOptions(TypedDict, total=False):
    Enabled: bool
    BannerText: str


class ClientLoginBannerResponseOptions(TypedDict, total=False):
    Enabled: bool
    BannerText: str


class ClientRouteEnforcementOptions(TypedDict, total=False):
    Enforced: bool


class ClientRouteEnforcementResponseOptions(TypedDict, total=False):
    Enforced: bool


class ClientVpnAuthentication(TypedDict, total=False):
    Type: str
    ActiveDirectory: DirectoryServiceAuthentication
    MutualAuthentication: CertificateAuthentication
    FederatedAuthentication: FederatedAuthentication


class ClientVpnAuthenticationRequest(TypedDict, total=False):
    Type: str
    ActiveDirectory: DirectoryServiceAuthenticationRequest
    MutualAuthentication: CertificateAuthenticationRequest
    FederatedAuthentication: FederatedAuthenticationRequest


class ClientVpnAuthorizationRuleStatus(TypedDict, total=False):
    Code: str
    Message: str


class ClientVpnConnection(TypedDict, total=False):
    ClientVpnEndpointId: str
    Timestamp: str
    ConnectionId: str
    Username: str
    ConnectionEstablishedTime: str
    IngressBytes: str
    EgressBytes: str
    IngressPackets: str
    EgressPackets: str
    ClientIp: str
    ClientIpv6Address: str
    CommonName: str
    Status: ClientVpnConnectionStatus
    ConnectionEndTime: str
    PostureComplianceStatuses: list[str]
    AuthorizationPolicyLastEvaluatedTime: str


class ClientVpnConnectionStatus(TypedDict, total=False):
    Code: str
    Message: str


class ClientVpnEndpoint(TypedDict, total=False):
    ClientVpnEndpointId: str
    Description: str
    Status: ClientVpnEndpointStatus
    CreationTime: str
    DeletionTime: str
    DnsName: str
    ClientCidrBlock: str
    DnsServers: list[str]
    SplitTunnel: bool
    VpnProtocol: str
    TransportProtocol: str
    VpnPort: int
    AssociatedTargetNetworks: list[AssociatedTargetNetwork]
    ServerCertificateArn: str
    AuthenticationOptions: list[ClientVpnAuthentication]
    ConnectionLogOptions: ConnectionLogResponseOptions
    Tags: list[Tag]
    SecurityGroupIds: list[str]
    VpcId: str
    SelfServicePortalUrl: str
    ClientConnectOptions: ClientConnectResponseOptions
    SessionTimeoutHours: int
    ClientLoginBannerOptions: ClientLoginBannerResponseOptions
    ClientRouteEnforcementOptions: ClientRouteEnforcementResponseOptions
    DisconnectOnSessionTimeout: bool
    EndpointIpAddressType: str
    TrafficIpAddressType: str
    TransitGatewayConfiguration: TransitGatewayConfigurationDescribeEndpointStructure
    DevicePostureOptions: DevicePostureResponseOptions


class ClientVpnEndpointAttributeStatus(TypedDict, total=False):
    Code: str
    Message: str


class ClientVpnEndpointStatus(TypedDict, total=False):
    Code: str
    Message: str


class ClientVpnRoute(TypedDict, total=False):
    ClientVpnEndpointId: str
    DestinationCidr: str
    TargetSubnet: str
    Type: str
    Origin: str
    Status: ClientVpnRouteStatus
    Description: str
    TransitGatewayAttachmentId: str


class ClientVpnRouteStatus(TypedDict, total=False):
    Code: str
    Message: str


class ClientVpnTrustProvider(TypedDict, total=False):
    TrustProviderType: str
    TenantId: str
    PublicSigningKeyUrl: str


class ClientVpnTrustProviderRequest(TypedDict, total=False):
    TrustProviderType: str
    TenantId: str
    PublicSigningKeyUrl: str


class CloudWatchLogOptions(TypedDict, total=False):
    LogEnabled: bool
    LogGroupArn: str
    LogOutputFormat: str
    BgpLogEnabled: bool
    BgpLogGroupArn: str
    BgpLogOutputFormat: str


class CloudWatchLogOptionsSpecification(TypedDict, total=False):
    LogEnabled: bool
    LogGroupArn: str
    LogOutputFormat: str
    BgpLogEnabled: bool
    BgpLogGroupArn: str
    BgpLogOutputFormat: str


class CoipAddressUsage(TypedDict, total=False):
    AllocationId: str
    AwsAccountId: str
    AwsService: str
    CoIp: str


class CoipCidr(TypedDict, total=False):
    Cidr: str
    CoipPoolId: str
    LocalGatewayRouteTableId: str


class CoipPool(TypedDict, total=False):
    PoolId: str
    PoolCidrs: list[str]
    LocalGatewayRouteTableId: str
    Tags: list[Tag]
    PoolArn: str


class _ConfirmProductInstanceRequestRequired(TypedDict):
    InstanceId: str
    ProductCode: str


class ConfirmProductInstanceRequest(_ConfirmProductInstanceRequestRequired, total=False):
    DryRun: bool


class ConfirmProductInstanceResponse(TypedDict, total=False):
    Return: bool
    OwnerId: str


class ConnectionLogOptions(TypedDict, total=False):
    Enabled: bool
    CloudwatchLogGroup: str
    CloudwatchLogStream: str
    IncludeAuthorizationPolicyContext: bool


class ConnectionLogResponseOptions(TypedDict, total=False):
    Enabled: bool
    CloudwatchLogGroup: str
    CloudwatchLogStream: str
    IncludeAuthorizationPolicyContext: bool


class ConnectionNotification(TypedDict, total=False):
    ConnectionNotificationId: str
    ServiceId: str
    VpcEndpointId: str
    ConnectionNotificationType: str
    ConnectionNotificationArn: str
    ConnectionEvents: list[str]
    ConnectionNotificationState: str
    ServiceRegion: str


class ConnectionTrackingConfiguration(TypedDict, total=False):
    TcpEstablishedTimeout: int
    UdpStreamTimeout: int
    UdpTimeout: int


class ConnectionTrackingSpecification(TypedDict, total=False):
    TcpEstablishedTimeout: int
    UdpTimeout: int
    UdpStreamTimeout: int


class ConnectionTrackingSpecificationRequest(TypedDict, total=False):
    TcpEstablishedTimeout: int
    UdpStreamTimeout: int
    UdpTimeout: int


class ConnectionTrackingSpecificationResponse(TypedDict, total=False):
    TcpEstablishedTimeout: int
    UdpStreamTimeout: int
    UdpTimeout: int


class ConversionTask(TypedDict, total=False):
    ConversionTaskId: str
    ExpirationTime: str
    ImportInstance: ImportInstanceTaskDetails
    ImportVolume: ImportVolumeTaskDetails
    State: str
    StatusMessage: str
    Tags: list[Tag]


class _CopyFpgaImageRequestRequired(TypedDict):
    SourceFpgaImageId: str
    SourceRegion: str


class CopyFpgaImageRequest(_CopyFpgaImageRequestRequired, total=False):
    DryRun: bool
    Description: str
    Name: str
    ClientToken: str


class CopyFpgaImageResponse(TypedDict, total=False):
    FpgaImageId: str


class _CopyImageRequestRequired(TypedDict):
    Name: str
    SourceImageId: str
    SourceRegion: str


class CopyImageRequest(_CopyImageRequestRequired, total=False):
    ClientToken: str
    Description: str
    Encrypted: bool
    KmsKeyId: str
    DestinationOutpostArn: str
    CopyImageTags: bool
    TagSpecifications: list[TagSpecification]
    SnapshotCopyCompletionDurationMinutes: int
    DestinationAvailabilityZone: str
    DestinationAvailabilityZoneId: str
    DryRun: bool


class CopyImageResponse(TypedDict, total=False):
    ImageId: str


class _CopySnapshotRequestRequired(TypedDict):
    SourceRegion: str
    SourceSnapshotId: str


class CopySnapshotRequest(_CopySnapshotRequestRequired, total=False):
    Description: str
    DestinationOutpostArn: str
    DestinationRegion: str
    Encrypted: bool
    KmsKeyId: str
    PresignedUrl: str
    TagSpecifications: list[TagSpecification]
    CompletionDurationMinutes: int
    DestinationAvailabilityZone: str
    DryRun: bool


class CopySnapshotResponse(TypedDict, total=False):
    Tags: list[Tag]
    SnapshotId: str


class _CopyVolumesRequestRequired(TypedDict):
    SourceVolumeId: str


class CopyVolumesRequest(_CopyVolumesRequestRequired, total=False):
    Iops: int
    Size: int
    VolumeType: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]
    MultiAttachEnabled: bool
    Throughput: int
    ClientToken: str
    Encrypted: bool
    KmsKeyId: str


class CopyVolumesResponse(TypedDict, total=False):
    Volumes: list[CreateVolumeResponse]


class CpuOptions(TypedDict, total=False):
    CoreCount: int
    ThreadsPerCore: int
    AmdSevSnp: str
    NestedVirtualization: str


class CpuOptionsRequest(TypedDict, total=False):
    CoreCount: int
    ThreadsPerCore: int
    AmdSevSnp: str
    NestedVirtualization: str


class CpuPerformanceFactor(TypedDict, total=False):
    References: list[PerformanceFactorReference]


class CpuPerformanceFactorRequest(TypedDict, total=False):
    References: list[PerformanceFactorReferenceRequest]


class _CreateApplicationStatusCheckRequestRequired(TypedDict):
    Protocol: str
    Port: int


class CreateApplicationStatusCheckRequest(_CreateApplicationStatusCheckRequestRequired, total=False):
    HealthCheckPaths: list[HealthCheckPathRequestObject]
    Aggregation: str
    Path: str
    DeviceIndex: int
    IpVersion: str
    IpScope: str
    Interval: int
    Timeout: int
    FailureThreshold: int
    SuccessThreshold: int
    StatusCodeMatcher: str
    InitializationGracePeriodSeconds: int
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool


class CreateApplicationStatusCheckResponse(TypedDict, total=False):
    ApplicationStatusCheck: ApplicationStatusCheckResponseObject


class _CreateCapacityManagerDataExportRequestRequired(TypedDict):
    S3BucketName: str
    Schedule: str
    OutputFormat: str


class CreateCapacityManagerDataExportRequest(_CreateCapacityManagerDataExportRequestRequired, total=False):
    S3BucketPrefix: str
    ClientToken: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateCapacityManagerDataExportResponse(TypedDict, total=False):
    CapacityManagerDataExportId: str


class _CreateCapacityReservationBySplittingRequestRequired(TypedDict):
    SourceCapacityReservationId: str
    InstanceCount: int


class CreateCapacityReservationBySplittingRequest(
    _CreateCapacityReservationBySplittingRequestRequired, total=False
):
    DryRun: bool
    ClientToken: str
    TagSpecifications: list[TagSpecification]


class CreateCapacityReservationBySplittingResponse(TypedDict, total=False):
    SourceCapacityReservation: CapacityReservation
    DestinationCapacityReservation: CapacityReservation
    InstanceCount: int


class _CreateCapacityReservationCancellationQuoteRequestRequired(TypedDict):
    CapacityReservationId: str


class CreateCapacityReservationCancellationQuoteRequest(
    _CreateCapacityReservationCancellationQuoteRequestRequired, total=False
):
    ClientToken: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateCapacityReservationCancellationQuoteResponse(TypedDict, total=False):
    CapacityReservationCancellationQuote: CapacityReservationCancellationQuote


class _CreateCapacityReservationDateChangeQuoteRequestRequired(TypedDict):
    CapacityReservationId: str
    NewStartDate: datetime


class CreateCapacityReservationDateChangeQuoteRequest(
    _CreateCapacityReservationDateChangeQuoteRequestRequired, total=False
):
    ClientToken: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateCapacityReservationDateChangeQuoteResponse(TypedDict, total=False):
    CapacityReservationModificationQuote: CapacityReservationModificationQuote


class _CreateCapacityReservationFleetRequestRequired(TypedDict):
    TotalTargetCapacity: int


class CreateCapacityReservationFleetRequest(_CreateCapacityReservationFleetRequestRequired, total=False):
    AllocationStrategy: str
    ClientToken: str
    InstanceTypeSpecifications: list[ReservationFleetInstanceSpecification]
    InstanceRequirements: InstanceRequirementsRequest
    AvailabilityZone: str
    AvailabilityZoneId: str
    Tenancy: str
    EndDate: datetime
    InstanceMatchCriteria: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateCapacityReservationFleetResponse(TypedDict, total=False):
    CapacityReservationFleetId: str
    State: str
    TotalTargetCapacity: int
    TotalFulfilledCapacity: float
    InstanceMatchCriteria: str
    AllocationStrategy: str
    CreateTime: datetime
    EndDate: datetime
    Tenancy: str
    FleetCapacityReservations: list[FleetCapacityReservation]
    Tags: list[Tag]


class _CreateCapacityReservationRequestRequired(TypedDict):
    InstanceType: str
    InstancePlatform: str
    InstanceCount: int


class CreateCapacityReservationRequest(_CreateCapacityReservationRequestRequired, total=False):
    ClientToken: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    Tenancy: str
    EbsOptimized: bool
    EphemeralStorage: bool
    EndDate: datetime
    EndDateType: str
    InstanceMatchCriteria: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    OutpostArn: str
    PlacementGroupArn: str
    StartDate: datetime
    CommitmentDuration: int
    DeliveryPreference: str


class CreateCapacityReservationResponse(TypedDict, total=False):
    CapacityReservation: CapacityReservation


class _CreateCarrierGatewayRequestRequired(TypedDict):
    VpcId: str


class CreateCarrierGatewayRequest(_CreateCarrierGatewayRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    ClientToken: str


class CreateCarrierGatewayResponse(TypedDict, total=False):
    CarrierGateway: CarrierGateway


class _CreateClientVpnEndpointRequestRequired(TypedDict):
    ServerCertificateArn: str
    AuthenticationOptions: list[ClientVpnAuthenticationRequest]
    ConnectionLogOptions: ConnectionLogOptions


class CreateClientVpnEndpointRequest(_CreateClientVpnEndpointRequestRequired, total=False):
    ClientCidrBlock: str
    DnsServers: list[str]
    TransportProtocol: str
    VpnPort: int
    Description: str
    SplitTunnel: bool
    DryRun: bool
    ClientToken: str
    TagSpecifications: list[TagSpecification]
    SecurityGroupIds: list[str]
    VpcId: str
    SelfServicePortal: str
    ClientConnectOptions: ClientConnectOptions
    SessionTimeoutHours: int
    ClientLoginBannerOptions: ClientLoginBannerOptions
    ClientRouteEnforcementOptions: ClientRouteEnforcementOptions
    DisconnectOnSessionTimeout: bool
    EndpointIpAddressType: str
    TrafficIpAddressType: str
    TransitGatewayConfiguration: TransitGatewayConfigurationInputStructure
    DevicePostureOptions: DevicePostureOptions


class CreateClientVpnEndpointResponse(TypedDict, total=False):
    ClientVpnEndpointId: str
    Status: ClientVpnEndpointStatus
    DnsName: str


class _CreateClientVpnRouteRequestRequired(TypedDict):
    ClientVpnEndpointId: str
    DestinationCidrBlock: str


class CreateClientVpnRouteRequest(_CreateClientVpnRouteRequestRequired, total=False):
    TargetVpcSubnetId: str
    Description: str
    ClientToken: str
    DryRun: bool


class CreateClientVpnRouteResponse(TypedDict, total=False):
    Status: ClientVpnRouteStatus


class _CreateCoipCidrRequestRequired(TypedDict):
    Cidr: str
    CoipPoolId: str


class CreateCoipCidrRequest(_CreateCoipCidrRequestRequired, total=False):
    DryRun: bool


class CreateCoipCidrResponse(TypedDict, total=False):
    CoipCidr: CoipCidr


class _CreateCoipPoolRequestRequired(TypedDict):
    LocalGatewayRouteTableId: str


class CreateCoipPoolRequest(_CreateCoipPoolRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateCoipPoolResponse(TypedDict, total=False):
    CoipPool: CoipPool


class _CreateCustomerGatewayRequestRequired(TypedDict):
    Type: str


class CreateCustomerGatewayRequest(_CreateCustomerGatewayRequestRequired, total=False):
    BgpAsn: int
    PublicIp: str
    CertificateArn: str
    TagSpecifications: list[TagSpecification]
    DeviceName: str
    IpAddress: str
    BgpAsnExtended: int
    DryRun: bool


class CreateCustomerGatewayResponse(TypedDict, total=False):
    CustomerGateway: CustomerGateway


class CreateDefaultSubnetRequest(TypedDict, total=False):
    AvailabilityZone: str
    DryRun: bool
    Ipv6Native: bool
    AvailabilityZoneId: str


class CreateDefaultSubnetResponse(TypedDict, total=False):
    Subnet: Subnet


class CreateDefaultVpcRequest(TypedDict, total=False):
    DryRun: bool


class CreateDefaultVpcResponse(TypedDict, total=False):
    Vpc: Vpc


class _CreateDelegateMacVolumeOwnershipTaskRequestRequired(TypedDict):
    InstanceId: str
    MacCredentials: str


class CreateDelegateMacVolumeOwnershipTaskRequest(
    _CreateDelegateMacVolumeOwnershipTaskRequestRequired, total=False
):
    ClientToken: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateDelegateMacVolumeOwnershipTaskResponse(TypedDict, total=False):
    MacModificationTask: MacModificationTask


class _CreateDhcpOptionsRequestRequired(TypedDict):
    DhcpConfigurations: list[NewDhcpConfiguration]


class CreateDhcpOptionsRequest(_CreateDhcpOptionsRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateDhcpOptionsResponse(TypedDict, total=False):
    DhcpOptions: DhcpOptions


class _CreateEgressOnlyInternetGatewayRequestRequired(TypedDict):
    VpcId: str


class CreateEgressOnlyInternetGatewayRequest(_CreateEgressOnlyInternetGatewayRequestRequired, total=False):
    ClientToken: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateEgressOnlyInternetGatewayResponse(TypedDict, total=False):
    ClientToken: str
    EgressOnlyInternetGateway: EgressOnlyInternetGateway


class CreateFleetError(TypedDict, total=False):
    LaunchTemplateAndOverrides: LaunchTemplateAndOverridesResponse
    Lifecycle: str
    ErrorCode: str
    ErrorMessage: str


class CreateFleetInstance(TypedDict, total=False):
    LaunchTemplateAndOverrides: LaunchTemplateAndOverridesResponse
    Lifecycle: str
    InstanceIds: list[str]
    InstanceType: str
    Platform: str
    AvailabilityZoneId: str
    AvailabilityZone: str
    SubnetId: str


class _CreateFleetRequestRequired(TypedDict):
    LaunchTemplateConfigs: list[FleetLaunchTemplateConfigRequest]
    TargetCapacitySpecification: TargetCapacitySpecificationRequest


class CreateFleetRequest(_CreateFleetRequestRequired, total=False):
    DryRun: bool
    ClientToken: str
    SpotOptions: SpotOptionsRequest
    OnDemandOptions: OnDemandOptionsRequest
    ReservedCapacityOptions: ReservedCapacityOptionsRequest
    ExcessCapacityTerminationPolicy: str
    TerminateInstancesWithExpiration: bool
    Type: str
    ValidFrom: datetime
    ValidUntil: datetime
    ReplaceUnhealthyInstances: bool
    TagSpecifications: list[TagSpecification]
    Context: str


class CreateFleetResponse(TypedDict, total=False):
    FleetId: str
    Errors: list[CreateFleetError]
    Instances: list[CreateFleetInstance]


class _CreateFlowLogsRequestRequired(TypedDict):
    ResourceIds: list[str]
    ResourceType: str


class CreateFlowLogsRequest(_CreateFlowLogsRequestRequired, total=False):
    DryRun: bool
    ClientToken: str
    DeliverLogsPermissionArn: str
    DeliverCrossAccountRole: str
    LogGroupName: str
    TrafficType: str
    LogDestinationType: str
    LogDestination: str
    LogFormat: str
    TagSpecifications: list[TagSpecification]
    MaxAggregationInterval: int
    DestinationOptions: DestinationOptionsRequest
    TagFieldSpecifications: list[TagFieldSpecificationRequest]


class CreateFlowLogsResponse(TypedDict, total=False):
    ClientToken: str
    FlowLogIds: list[str]
    Unsuccessful: list[UnsuccessfulItem]


class _CreateFpgaImageRequestRequired(TypedDict):
    InputStorageLocation: StorageLocation


class CreateFpgaImageRequest(_CreateFpgaImageRequestRequired, total=False):
    DryRun: bool
    LogsStorageLocation: StorageLocation
    Description: str
    Name: str
    ClientToken: str
    TagSpecifications: list[TagSpecification]


class CreateFpgaImageResponse(TypedDict, total=False):
    FpgaImageId: str
    FpgaImageGlobalId: str


class _CreateImageRequestRequired(TypedDict):
    InstanceId: str
    Name: str


class CreateImageRequest(_CreateImageRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    SnapshotLocation: str
    BootModeOverride: str
    DryRun: bool
    Description: str
    NoReboot: bool
    BlockDeviceMappings: list[BlockDeviceMapping]


class CreateImageResponse(TypedDict, total=False):
    ImageId: str


class _CreateImageUsageReportRequestRequired(TypedDict):
    ImageId: str
    ResourceTypes: list[ImageUsageResourceTypeRequest]


class CreateImageUsageReportRequest(_CreateImageUsageReportRequestRequired, total=False):
    DryRun: bool
    AccountIds: list[str]
    ClientToken: str
    TagSpecifications: list[TagSpecification]


class CreateImageUsageReportResponse(TypedDict, total=False):
    ReportId: str


class _CreateInstanceConnectEndpointRequestRequired(TypedDict):
    SubnetId: str


class CreateInstanceConnectEndpointRequest(_CreateInstanceConnectEndpointRequestRequired, total=False):
    DryRun: bool
    SecurityGroupIds: list[str]
    PreserveClientIp: bool
    ClientToken: str
    TagSpecifications: list[TagSpecification]
    IpAddressType: str


class CreateInstanceConnectEndpointResponse(TypedDict, total=False):
    InstanceConnectEndpoint: Ec2InstanceConnectEndpoint
    ClientToken: str


class CreateInstanceEventWindowRequest(TypedDict, total=False):
    DryRun: bool
    Name: str
    TimeRanges: list[InstanceEventWindowTimeRangeRequest]
    CronExpression: str
    TagSpecifications: list[TagSpecification]


class CreateInstanceEventWindowResponse(TypedDict, total=False):
    InstanceEventWindow: InstanceEventWindow


class _CreateInstanceExportTaskRequestRequired(TypedDict):
    InstanceId: str
    TargetEnvironment: str
    ExportToS3Task: ExportToS3TaskSpecification


class CreateInstanceExportTaskRequest(_CreateInstanceExportTaskRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    Description: str


class CreateInstanceExportTaskResponse(TypedDict, total=False):
    ExportTask: ExportTask


class CreateInternetGatewayRequest(TypedDict, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateInternetGatewayResponse(TypedDict, total=False):
    InternetGateway: InternetGateway


class _CreateInterruptibleCapacityReservationAllocationRequestRequired(TypedDict):
    CapacityReservationId: str
    InstanceCount: int


class CreateInterruptibleCapacityReservationAllocationRequest(
    _CreateInterruptibleCapacityReservationAllocationRequestRequired, total=False
):
    ClientToken: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]
    ZeroSizePreference: str


class CreateInterruptibleCapacityReservationAllocationResponse(TypedDict, total=False):
    SourceCapacityReservationId: str
    TargetInstanceCount: int
    Status: str
    InterruptionType: str


class _CreateIpamExternalResourceVerificationTokenRequestRequired(TypedDict):
    IpamId: str


class CreateIpamExternalResourceVerificationTokenRequest(
    _CreateIpamExternalResourceVerificationTokenRequestRequired, total=False
):
    DryRun: bool
    TagSpecifications: list[TagSpecification]
    ClientToken: str


class CreateIpamExternalResourceVerificationTokenResponse(TypedDict, total=False):
    IpamExternalResourceVerificationToken: IpamExternalResourceVerificationToken


class _CreateIpamInternetRegistryAssociationRequestRequired(TypedDict):
    IpamId: str
    Rir: str
    OrganizationHandle: str


class CreateIpamInternetRegistryAssociationRequest(
    _CreateIpamInternetRegistryAssociationRequestRequired, total=False
):
    DryRun: bool
    Description: str
    TagSpecifications: list[TagSpecification]
    ClientToken: str


class CreateIpamInternetRegistryAssociationResponse(TypedDict, total=False):
    IpamInternetRegistryAssociation: IpamInternetRegistryAssociation


class _CreateIpamPolicyRequestRequired(TypedDict):
    IpamId: str


class CreateIpamPolicyRequest(_CreateIpamPolicyRequestRequired, total=False):
    DryRun: bool
    TagSpecifications: list[TagSpecification]
    ClientToken: str


class CreateIpamPolicyResponse(TypedDict, total=False):
    IpamPolicy: IpamPolicy


class _CreateIpamPoolRequestRequired(TypedDict):
    IpamScopeId: str
    AddressFamily: str


class CreateIpamPoolRequest(_CreateIpamPoolRequestRequired, total=False):
    DryRun: bool
    Locale: str
    SourceIpamPoolId: str
    Description: str
    AutoImport: bool
    PubliclyAdvertisable: bool
    AllocationMinNetmaskLength: int
    AllocationMaxNetmaskLength: int
    AllocationDefaultNetmaskLength: int
    AllocationResourceTags: list[RequestIpamResourceTag]
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    AwsService: str
    PublicIpSource: str
    SourceResource: IpamPoolSourceResourceRequest


class CreateIpamPoolResponse(TypedDict, total=False):
    IpamPool: IpamPool


class _CreateIpamPrefixListResolverRequestRequired(TypedDict):
    IpamId: str
    AddressFamily: str


class CreateIpamPrefixListResolverRequest(_CreateIpamPrefixListResolverRequestRequired, total=False):
    DryRun: bool
    Description: str
    Rules: list[IpamPrefixListResolverRuleRequest]
    TagSpecifications: list[TagSpecification]
    ClientToken: str


class CreateIpamPrefixListResolverResponse(TypedDict, total=False):
    IpamPrefixListResolver: IpamPrefixListResolver


class _CreateIpamPrefixListResolverTargetRequestRequired(TypedDict):
    IpamPrefixListResolverId: str
    PrefixListId: str
    PrefixListRegion: str
    TrackLatestVersion: bool


class CreateIpamPrefixListResolverTargetRequest(
    _CreateIpamPrefixListResolverTargetRequestRequired, total=False
):
    DryRun: bool
    DesiredVersion: int
    TagSpecifications: list[TagSpecification]
    ClientToken: str


class CreateIpamPrefixListResolverTargetResponse(TypedDict, total=False):
    IpamPrefixListResolverTarget: IpamPrefixListResolverTarget


class CreateIpamRequest(TypedDict, total=False):
    DryRun: bool
    Description: str
    OperatingRegions: list[AddIpamOperatingRegion]
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    Tier: str
    EnablePrivateGua: bool
    MeteredAccount: str


class CreateIpamResourceDiscoveryRequest(TypedDict, total=False):
    DryRun: bool
    Description: str
    OperatingRegions: list[AddIpamOperatingRegion]
    TagSpecifications: list[TagSpecification]
    ClientToken: str


class CreateIpamResourceDiscoveryResponse(TypedDict, total=False):
    IpamResourceDiscovery: IpamResourceDiscovery


class CreateIpamResponse(TypedDict, total=False):
    Ipam: Ipam


class _CreateIpamRoutingPolicyRegistrationRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str
    Cidr: str
    Asns: list[str]


class CreateIpamRoutingPolicyRegistrationRequest(
    _CreateIpamRoutingPolicyRegistrationRequestRequired, total=False
):
    DryRun: bool
    PermitMoreSpecificAnnouncements: bool
    MaxLength: int
    Description: str
    Force: bool
    ClientToken: str


class CreateIpamRoutingPolicyRegistrationResponse(TypedDict, total=False):
    IpamRoutingPolicyRegistrationDelta: IpamRoutingPolicyRegistrationDelta


class _CreateIpamScopeRequestRequired(TypedDict):
    IpamId: str


class CreateIpamScopeRequest(_CreateIpamScopeRequestRequired, total=False):
    DryRun: bool
    Description: str
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    ExternalAuthorityConfiguration: ExternalAuthorityConfiguration


class CreateIpamScopeResponse(TypedDict, total=False):
    IpamScope: IpamScope


class _CreateKeyPairRequestRequired(TypedDict):
    KeyName: str


class CreateKeyPairRequest(_CreateKeyPairRequestRequired, total=False):
    KeyType: str
    TagSpecifications: list[TagSpecification]
    KeyFormat: str
    DryRun: bool


class CreateKeyPairResponse(TypedDict, total=False):
    KeyPairId: str
    Tags: list[Tag]
    KeyName: str
    KeyFingerprint: str
    KeyMaterial: str


class _CreateLaunchTemplateRequestRequired(TypedDict):
    LaunchTemplateName: str
    LaunchTemplateData: RequestLaunchTemplateData


class CreateLaunchTemplateRequest(_CreateLaunchTemplateRequestRequired, total=False):
    DryRun: bool
    ClientToken: str
    VersionDescription: str
    Operator: OperatorRequest
    TagSpecifications: list[TagSpecification]


class CreateLaunchTemplateResponse(TypedDict, total=False):
    LaunchTemplate: LaunchTemplate
    Warning: ValidationWarning


class _CreateLaunchTemplateVersionRequestRequired(TypedDict):
    LaunchTemplateData: RequestLaunchTemplateData


class CreateLaunchTemplateVersionRequest(_CreateLaunchTemplateVersionRequestRequired, total=False):
    DryRun: bool
    ClientToken: str
    LaunchTemplateId: str
    LaunchTemplateName: str
    SourceVersion: str
    VersionDescription: str
    ResolveAlias: bool


class CreateLaunchTemplateVersionResponse(TypedDict, total=False):
    LaunchTemplateVersion: LaunchTemplateVersion
    Warning: ValidationWarning


class _CreateLocalGatewayRouteRequestRequired(TypedDict):
    LocalGatewayRouteTableId: str


class CreateLocalGatewayRouteRequest(_CreateLocalGatewayRouteRequestRequired, total=False):
    DestinationCidrBlock: str
    LocalGatewayVirtualInterfaceGroupId: str
    DryRun: bool
    NetworkInterfaceId: str
    DestinationPrefixListId: str


class CreateLocalGatewayRouteResponse(TypedDict, total=False):
    Route: LocalGatewayRoute


class _CreateLocalGatewayRouteTableRequestRequired(TypedDict):
    LocalGatewayId: str


class CreateLocalGatewayRouteTableRequest(_CreateLocalGatewayRouteTableRequestRequired, total=False):
    Mode: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateLocalGatewayRouteTableResponse(TypedDict, total=False):
    LocalGatewayRouteTable: LocalGatewayRouteTable


class _CreateLocalGatewayRouteTableVirtualInterfaceGroupAssociationRequestRequired(TypedDict):
    LocalGatewayRouteTableId: str
    LocalGatewayVirtualInterfaceGroupId: str


class CreateLocalGatewayRouteTableVirtualInterfaceGroupAssociationRequest(
    _CreateLocalGatewayRouteTableVirtualInterfaceGroupAssociationRequestRequired, total=False
):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateLocalGatewayRouteTableVirtualInterfaceGroupAssociationResponse(TypedDict, total=False):
    LocalGatewayRouteTableVirtualInterfaceGroupAssociation: (
        LocalGatewayRouteTableVirtualInterfaceGroupAssociation
    )


class _CreateLocalGatewayRouteTableVpcAssociationRequestRequired(TypedDict):
    LocalGatewayRouteTableId: str
    VpcId: str


class CreateLocalGatewayRouteTableVpcAssociationRequest(
    _CreateLocalGatewayRouteTableVpcAssociationRequestRequired, total=False
):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateLocalGatewayRouteTableVpcAssociationResponse(TypedDict, total=False):
    LocalGatewayRouteTableVpcAssociation: LocalGatewayRouteTableVpcAssociation


class _CreateLocalGatewayVirtualInterfaceGroupRequestRequired(TypedDict):
    LocalGatewayId: str


class CreateLocalGatewayVirtualInterfaceGroupRequest(
    _CreateLocalGatewayVirtualInterfaceGroupRequestRequired, total=False
):
    LocalBgpAsn: int
    LocalBgpAsnExtended: int
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateLocalGatewayVirtualInterfaceGroupResponse(TypedDict, total=False):
    LocalGatewayVirtualInterfaceGroup: LocalGatewayVirtualInterfaceGroup


class _CreateLocalGatewayVirtualInterfaceRequestRequired(TypedDict):
    LocalGatewayVirtualInterfaceGroupId: str
    OutpostLagId: str
    Vlan: int
    LocalAddress: str
    PeerAddress: str


class CreateLocalGatewayVirtualInterfaceRequest(
    _CreateLocalGatewayVirtualInterfaceRequestRequired, total=False
):
    PeerBgpAsn: int
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    PeerBgpAsnExtended: int


class CreateLocalGatewayVirtualInterfaceResponse(TypedDict, total=False):
    LocalGatewayVirtualInterface: LocalGatewayVirtualInterface


class _CreateMacSystemIntegrityProtectionModificationTaskRequestRequired(TypedDict):
    InstanceId: str
    MacSystemIntegrityProtectionStatus: str


class CreateMacSystemIntegrityProtectionModificationTaskRequest(
    _CreateMacSystemIntegrityProtectionModificationTaskRequestRequired, total=False
):
    ClientToken: str
    DryRun: bool
    MacCredentials: str
    MacSystemIntegrityProtectionConfiguration: MacSystemIntegrityProtectionConfigurationRequest
    TagSpecifications: list[TagSpecification]


class CreateMacSystemIntegrityProtectionModificationTaskResponse(TypedDict, total=False):
    MacModificationTask: MacModificationTask


class _CreateManagedPrefixListRequestRequired(TypedDict):
    PrefixListName: str
    MaxEntries: int
    AddressFamily: str


class CreateManagedPrefixListRequest(_CreateManagedPrefixListRequestRequired, total=False):
    DryRun: bool
    Entries: list[AddPrefixListEntry]
    TagSpecifications: list[TagSpecification]
    ClientToken: str


class CreateManagedPrefixListResponse(TypedDict, total=False):
    PrefixList: ManagedPrefixList


class _CreateMetricCategoryRequestRequired(TypedDict):
    Metrics: list[str]


class CreateMetricCategoryRequest(_CreateMetricCategoryRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool


class CreateMetricCategoryResponse(TypedDict, total=False):
    MetricCategory: MetricCategory


class CreateNatGatewayRequest(TypedDict, total=False):
    AvailabilityMode: str
    AllocationId: str
    ClientToken: str
    DryRun: bool
    SubnetId: str
    VpcId: str
    AvailabilityZoneAddresses: list[AvailabilityZoneAddress]
    TagSpecifications: list[TagSpecification]
    ConnectivityType: str
    PrivateIpAddress: str
    SecondaryAllocationIds: list[str]
    SecondaryPrivateIpAddresses: list[str]
    SecondaryPrivateIpAddressCount: int


class CreateNatGatewayResponse(TypedDict, total=False):
    ClientToken: str
    NatGateway: NatGateway


class _CreateNetworkAclEntryRequestRequired(TypedDict):
    NetworkAclId: str
    RuleNumber: int
    Protocol: str
    RuleAction: str
    Egress: bool


class CreateNetworkAclEntryRequest(_CreateNetworkAclEntryRequestRequired, total=False):
    DryRun: bool
    CidrBlock: str
    Ipv6CidrBlock: str
    IcmpTypeCode: IcmpTypeCode
    PortRange: PortRange


class _CreateNetworkAclRequestRequired(TypedDict):
    VpcId: str


class CreateNetworkAclRequest(_CreateNetworkAclRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool


class CreateNetworkAclResponse(TypedDict, total=False):
    NetworkAcl: NetworkAcl
    ClientToken: str


class _CreateNetworkInsightsAccessScopeRequestRequired(TypedDict):
    ClientToken: str


class CreateNetworkInsightsAccessScopeRequest(_CreateNetworkInsightsAccessScopeRequestRequired, total=False):
    MatchPaths: list[AccessScopePathRequest]
    ExcludePaths: list[AccessScopePathRequest]
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateNetworkInsightsAccessScopeResponse(TypedDict, total=False):
    NetworkInsightsAccessScope: NetworkInsightsAccessScope
    NetworkInsightsAccessScopeContent: NetworkInsightsAccessScopeContent


class _CreateNetworkInsightsPathRequestRequired(TypedDict):
    Source: str
    Protocol: str
    ClientToken: str


class CreateNetworkInsightsPathRequest(_CreateNetworkInsightsPathRequestRequired, total=False):
    SourceIp: str
    DestinationIp: str
    Destination: str
    DestinationPort: int
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    FilterAtSource: PathRequestFilter
    FilterAtDestination: PathRequestFilter


class CreateNetworkInsightsPathResponse(TypedDict, total=False):
    NetworkInsightsPath: NetworkInsightsPath


class _CreateNetworkInterfacePermissionRequestRequired(TypedDict):
    NetworkInterfaceId: str
    Permission: str


class CreateNetworkInterfacePermissionRequest(_CreateNetworkInterfacePermissionRequestRequired, total=False):
    AwsAccountId: str
    AwsService: str
    DryRun: bool


class CreateNetworkInterfacePermissionResponse(TypedDict, total=False):
    InterfacePermission: NetworkInterfacePermission


class _CreateNetworkInterfaceRequestRequired(TypedDict):
    SubnetId: str


class CreateNetworkInterfaceRequest(_CreateNetworkInterfaceRequestRequired, total=False):
    Ipv4Prefixes: list[Ipv4PrefixSpecificationRequest]
    Ipv4PrefixCount: int
    Ipv6Prefixes: list[Ipv6PrefixSpecificationRequest]
    Ipv6PrefixCount: int
    InterfaceType: str
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    EnablePrimaryIpv6: bool
    ConnectionTrackingSpecification: ConnectionTrackingSpecificationRequest
    Operator: OperatorRequest
    Description: str
    PrivateIpAddress: str
    Groups: list[str]
    PrivateIpAddresses: list[PrivateIpAddressSpecification]
    SecondaryPrivateIpAddressCount: int
    Ipv6Addresses: list[InstanceIpv6Address]
    Ipv6AddressCount: int
    DryRun: bool


class CreateNetworkInterfaceResponse(TypedDict, total=False):
    NetworkInterface: NetworkInterface
    ClientToken: str


class _CreateNetworkingFlexCostAllocationPolicyRequestRequired(TypedDict):
    NetworkResourceType: str


class CreateNetworkingFlexCostAllocationPolicyRequest(
    _CreateNetworkingFlexCostAllocationPolicyRequestRequired, total=False
):
    NatFcaPolicyDocument: NatFlexCostAllocationPolicyDocument
    InstanceFcaPolicyDocument: InstanceFlexCostAllocationPolicyDocument
    PcxFcaPolicyDocument: PcxFlexCostAllocationPolicyDocument
    ShowBackEnabled: bool
    Description: str
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool


class CreateNetworkingFlexCostAllocationPolicyResponse(TypedDict, total=False):
    FcaPolicyId: str
    FcaPolicyArn: str
    CreatedAt: datetime
    ExpectedEffectiveAt: datetime


class CreatePeeringConnectionOptionsRequest(TypedDict, total=False):
    AllowMultipathResilience: bool
    MultipathResilienceMode: str


class CreatePlacementGroupRequest(TypedDict, total=False):
    PartitionCount: int
    TagSpecifications: list[TagSpecification]
    SpreadLevel: str
    LinkedGroupId: str
    Operator: OperatorRequest
    ParentGroupId: str
    DryRun: bool
    GroupName: str
    Strategy: str


class CreatePlacementGroupResponse(TypedDict, total=False):
    PlacementGroup: PlacementGroup


class CreatePublicIpv4PoolRequest(TypedDict, total=False):
    DryRun: bool
    TagSpecifications: list[TagSpecification]
    NetworkBorderGroup: str


class CreatePublicIpv4PoolResponse(TypedDict, total=False):
    PoolId: str


class _CreateReplaceRootVolumeTaskRequestRequired(TypedDict):
    InstanceId: str


class CreateReplaceRootVolumeTaskRequest(_CreateReplaceRootVolumeTaskRequestRequired, total=False):
    SnapshotId: str
    ClientToken: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]
    ImageId: str
    DeleteReplacedRootVolume: bool
    VolumeInitializationRate: int
    VolumeId: str


class CreateReplaceRootVolumeTaskResponse(TypedDict, total=False):
    ReplaceRootVolumeTask: ReplaceRootVolumeTask


class CreateReservedInstancesListingRequest(TypedDict):
    ReservedInstancesId: str
    InstanceCount: int
    PriceSchedules: list[PriceScheduleSpecification]
    ClientToken: str


class CreateReservedInstancesListingResponse(TypedDict, total=False):
    ReservedInstancesListings: list[ReservedInstancesListing]


class _CreateRestoreImageTaskRequestRequired(TypedDict):
    Bucket: str
    ObjectKey: str


class CreateRestoreImageTaskRequest(_CreateRestoreImageTaskRequestRequired, total=False):
    Name: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateRestoreImageTaskResponse(TypedDict, total=False):
    ImageId: str


class _CreateRouteRequestRequired(TypedDict):
    RouteTableId: str


class CreateRouteRequest(_CreateRouteRequestRequired, total=False):
    DestinationPrefixListId: str
    VpcEndpointId: str
    TransitGatewayId: str
    LocalGatewayId: str
    CarrierGatewayId: str
    CoreNetworkArn: str
    OdbNetworkArn: str
    DryRun: bool
    DestinationCidrBlock: str
    GatewayId: str
    DestinationIpv6CidrBlock: str
    EgressOnlyInternetGatewayId: str
    InstanceId: str
    NetworkInterfaceId: str
    VpcPeeringConnectionId: str
    NatGatewayId: str


class CreateRouteResponse(TypedDict, total=False):
    Return: bool


class _CreateRouteServerEndpointRequestRequired(TypedDict):
    RouteServerId: str
    SubnetId: str


class CreateRouteServerEndpointRequest(_CreateRouteServerEndpointRequestRequired, total=False):
    ClientToken: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateRouteServerEndpointResponse(TypedDict, total=False):
    RouteServerEndpoint: RouteServerEndpoint


class _CreateRouteServerPeerRequestRequired(TypedDict):
    RouteServerEndpointId: str
    PeerAddress: str
    BgpOptions: RouteServerBgpOptionsRequest


class CreateRouteServerPeerRequest(_CreateRouteServerPeerRequestRequired, total=False):
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateRouteServerPeerResponse(TypedDict, total=False):
    RouteServerPeer: RouteServerPeer


class _CreateRouteServerRequestRequired(TypedDict):
    AmazonSideAsn: int


class CreateRouteServerRequest(_CreateRouteServerRequestRequired, total=False):
    ClientToken: str
    DryRun: bool
    PersistRoutes: str
    PersistRoutesDuration: int
    SnsNotificationsEnabled: bool
    TagSpecifications: list[TagSpecification]


class CreateRouteServerResponse(TypedDict, total=False):
    RouteServer: RouteServer


class _CreateRouteTableRequestRequired(TypedDict):
    VpcId: str


class CreateRouteTableRequest(_CreateRouteTableRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool


class CreateRouteTableResponse(TypedDict, total=False):
    RouteTable: RouteTable
    ClientToken: str


class _CreateSecondaryNetworkRequestRequired(TypedDict):
    Ipv4CidrBlock: str
    NetworkType: str


class CreateSecondaryNetworkRequest(_CreateSecondaryNetworkRequestRequired, total=False):
    ClientToken: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateSecondaryNetworkResponse(TypedDict, total=False):
    SecondaryNetwork: SecondaryNetwork
    ClientToken: str


class _CreateSecondarySubnetRequestRequired(TypedDict):
    Ipv4CidrBlock: str
    SecondaryNetworkId: str


class CreateSecondarySubnetRequest(_CreateSecondarySubnetRequestRequired, total=False):
    ClientToken: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateSecondarySubnetResponse(TypedDict, total=False):
    SecondarySubnet: SecondarySubnet
    ClientToken: str


class _CreateSecurityGroupRequestRequired(TypedDict):
    Description: str
    GroupName: str


class CreateSecurityGroupRequest(_CreateSecurityGroupRequestRequired, total=False):
    VpcId: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateSecurityGroupResponse(TypedDict, total=False):
    GroupId: str
    Tags: list[Tag]
    SecurityGroupArn: str


class _CreateSnapshotRequestRequired(TypedDict):
    VolumeId: str


class CreateSnapshotRequest(_CreateSnapshotRequestRequired, total=False):
    Description: str
    OutpostArn: str
    TagSpecifications: list[TagSpecification]
    Location: str
    DryRun: bool


class CreateSnapshotResponse(TypedDict, total=False):
    OwnerAlias: str
    OutpostArn: str
    Tags: list[Tag]
    StorageTier: str
    RestoreExpiryTime: datetime
    SseType: str
    AvailabilityZone: str
    TransferType: str
    CompletionDurationMinutes: int
    CompletionTime: datetime
    FullSnapshotSizeInBytes: int
    AssociatedKmsKeys: list[AssociatedKmsKey]
    SnapshotId: str
    VolumeId: str
    State: str
    StateMessage: str
    StartTime: datetime
    Progress: str
    OwnerId: str
    Description: str
    VolumeSize: int
    Encrypted: bool
    KmsKeyId: str
    DataEncryptionKeyId: str


class _CreateSnapshotsRequestRequired(TypedDict):
    InstanceSpecification: InstanceSpecification


class CreateSnapshotsRequest(_CreateSnapshotsRequestRequired, total=False):
    Description: str
    OutpostArn: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    CopyTagsFromSource: str
    Location: str


class CreateSnapshotsResponse(TypedDict, total=False):
    Snapshots: list[SnapshotInfo]


class _CreateSpotDatafeedSubscriptionRequestRequired(TypedDict):
    Bucket: str


class CreateSpotDatafeedSubscriptionRequest(_CreateSpotDatafeedSubscriptionRequestRequired, total=False):
    DryRun: bool
    Prefix: str


class CreateSpotDatafeedSubscriptionResponse(TypedDict, total=False):
    SpotDatafeedSubscription: SpotDatafeedSubscription


class _CreateStoreImageTaskRequestRequired(TypedDict):
    ImageId: str
    Bucket: str


class CreateStoreImageTaskRequest(_CreateStoreImageTaskRequestRequired, total=False):
    S3ObjectTags: list[S3ObjectTag]
    DryRun: bool


class CreateStoreImageTaskResponse(TypedDict, total=False):
    ObjectKey: str


class _CreateSubnetCidrReservationRequestRequired(TypedDict):
    SubnetId: str
    Cidr: str
    ReservationType: str


class CreateSubnetCidrReservationRequest(_CreateSubnetCidrReservationRequestRequired, total=False):
    Description: str
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateSubnetCidrReservationResponse(TypedDict, total=False):
    SubnetCidrReservation: SubnetCidrReservation


class _CreateSubnetRequestRequired(TypedDict):
    VpcId: str


class CreateSubnetRequest(_CreateSubnetRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    AvailabilityZone: str
    AvailabilityZoneId: str
    CidrBlock: str
    Ipv6CidrBlock: str
    OutpostArn: str
    Ipv6Native: bool
    Ipv4IpamPoolId: str
    Ipv4NetmaskLength: int
    Ipv6IpamPoolId: str
    Ipv6NetmaskLength: int
    DryRun: bool


class CreateSubnetResponse(TypedDict, total=False):
    Subnet: Subnet


class _CreateTagsRequestRequired(TypedDict):
    Resources: list[str]
    Tags: list[Tag]


class CreateTagsRequest(_CreateTagsRequestRequired, total=False):
    DryRun: bool


class CreateTrafficMirrorFilterRequest(TypedDict, total=False):
    Description: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    ClientToken: str


class CreateTrafficMirrorFilterResponse(TypedDict, total=False):
    TrafficMirrorFilter: TrafficMirrorFilter
    ClientToken: str


class _CreateTrafficMirrorFilterRuleRequestRequired(TypedDict):
    TrafficMirrorFilterId: str
    TrafficDirection: str
    RuleNumber: int
    RuleAction: str
    DestinationCidrBlock: str
    SourceCidrBlock: str


class CreateTrafficMirrorFilterRuleRequest(_CreateTrafficMirrorFilterRuleRequestRequired, total=False):
    DestinationPortRange: TrafficMirrorPortRangeRequest
    SourcePortRange: TrafficMirrorPortRangeRequest
    Protocol: int
    Description: str
    DryRun: bool
    ClientToken: str
    TagSpecifications: list[TagSpecification]


class CreateTrafficMirrorFilterRuleResponse(TypedDict, total=False):
    TrafficMirrorFilterRule: TrafficMirrorFilterRule
    ClientToken: str


class _CreateTrafficMirrorSessionRequestRequired(TypedDict):
    NetworkInterfaceId: str
    TrafficMirrorTargetId: str
    TrafficMirrorFilterId: str
    SessionNumber: int


class CreateTrafficMirrorSessionRequest(_CreateTrafficMirrorSessionRequestRequired, total=False):
    PacketLength: int
    VirtualNetworkId: int
    Description: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    ClientToken: str


class CreateTrafficMirrorSessionResponse(TypedDict, total=False):
    TrafficMirrorSession: TrafficMirrorSession
    ClientToken: str


class CreateTrafficMirrorTargetRequest(TypedDict, total=False):
    NetworkInterfaceId: str
    NetworkLoadBalancerArn: str
    Description: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    ClientToken: str
    GatewayLoadBalancerEndpointId: str


class CreateTrafficMirrorTargetResponse(TypedDict, total=False):
    TrafficMirrorTarget: TrafficMirrorTarget
    ClientToken: str


class _CreateTransitGatewayConnectPeerRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str
    PeerAddress: str
    InsideCidrBlocks: list[str]


class CreateTransitGatewayConnectPeerRequest(_CreateTransitGatewayConnectPeerRequestRequired, total=False):
    TransitGatewayAddress: str
    BgpOptions: TransitGatewayConnectRequestBgpOptions
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayConnectPeerResponse(TypedDict, total=False):
    TransitGatewayConnectPeer: TransitGatewayConnectPeer


class _CreateTransitGatewayConnectRequestRequired(TypedDict):
    TransportTransitGatewayAttachmentId: str
    Options: CreateTransitGatewayConnectRequestOptions


class CreateTransitGatewayConnectRequest(_CreateTransitGatewayConnectRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayConnectRequestOptions(TypedDict):
    Protocol: str


class CreateTransitGatewayConnectResponse(TypedDict, total=False):
    TransitGatewayConnect: TransitGatewayConnect


class _CreateTransitGatewayMeteringPolicyEntryRequestRequired(TypedDict):
    TransitGatewayMeteringPolicyId: str
    PolicyRuleNumber: int
    MeteredAccount: str


class CreateTransitGatewayMeteringPolicyEntryRequest(
    _CreateTransitGatewayMeteringPolicyEntryRequestRequired, total=False
):
    SourceTransitGatewayAttachmentId: str
    SourceTransitGatewayAttachmentType: str
    SourceCidrBlock: str
    SourcePortRange: str
    DestinationTransitGatewayAttachmentId: str
    DestinationTransitGatewayAttachmentType: str
    DestinationCidrBlock: str
    DestinationPortRange: str
    Protocol: str
    DryRun: bool


class CreateTransitGatewayMeteringPolicyEntryResponse(TypedDict, total=False):
    TransitGatewayMeteringPolicyEntry: TransitGatewayMeteringPolicyEntry


class _CreateTransitGatewayMeteringPolicyRequestRequired(TypedDict):
    TransitGatewayId: str


class CreateTransitGatewayMeteringPolicyRequest(
    _CreateTransitGatewayMeteringPolicyRequestRequired, total=False
):
    MiddleboxAttachmentIds: list[str]
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayMeteringPolicyResponse(TypedDict, total=False):
    TransitGatewayMeteringPolicy: TransitGatewayMeteringPolicy


class _CreateTransitGatewayMulticastDomainRequestRequired(TypedDict):
    TransitGatewayId: str


class CreateTransitGatewayMulticastDomainRequest(
    _CreateTransitGatewayMulticastDomainRequestRequired, total=False
):
    Options: CreateTransitGatewayMulticastDomainRequestOptions
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayMulticastDomainRequestOptions(TypedDict, total=False):
    Igmpv2Support: str
    StaticSourcesSupport: str
    AutoAcceptSharedAssociations: str


class CreateTransitGatewayMulticastDomainResponse(TypedDict, total=False):
    TransitGatewayMulticastDomain: TransitGatewayMulticastDomain


class _CreateTransitGatewayNetworkFunctionAttachmentRequestRequired(TypedDict):
    TransitGatewayId: str
    ServiceName: str


class CreateTransitGatewayNetworkFunctionAttachmentRequest(
    _CreateTransitGatewayNetworkFunctionAttachmentRequestRequired, total=False
):
    AvailabilityZones: list[str]
    AvailabilityZoneIds: list[str]
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayNetworkFunctionAttachmentResponse(TypedDict, total=False):
    TransitGatewayNetworkFunctionAttachment: TransitGatewayNetworkFunctionAttachment


class _CreateTransitGatewayPeeringAttachmentRequestRequired(TypedDict):
    TransitGatewayId: str
    PeerTransitGatewayId: str
    PeerAccountId: str
    PeerRegion: str


class CreateTransitGatewayPeeringAttachmentRequest(
    _CreateTransitGatewayPeeringAttachmentRequestRequired, total=False
):
    Options: CreateTransitGatewayPeeringAttachmentRequestOptions
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayPeeringAttachmentRequestOptions(TypedDict, total=False):
    DynamicRouting: str
    AllowMultipathResilience: bool
    MultipathResilienceMode: str


class CreateTransitGatewayPeeringAttachmentResponse(TypedDict, total=False):
    TransitGatewayPeeringAttachment: TransitGatewayPeeringAttachment


class _CreateTransitGatewayPolicyTableEntryRequestRequired(TypedDict):
    TransitGatewayPolicyTableId: str
    PolicyRuleNumber: str
    TargetRouteTableId: str


class CreateTransitGatewayPolicyTableEntryRequest(
    _CreateTransitGatewayPolicyTableEntryRequestRequired, total=False
):
    PolicyRule: TransitGatewayRequestPolicyRule
    DryRun: bool


class CreateTransitGatewayPolicyTableEntryResponse(TypedDict, total=False):
    TransitGatewayPolicyTableEntry: TransitGatewayPolicyTableEntry


class _CreateTransitGatewayPolicyTableRequestRequired(TypedDict):
    TransitGatewayId: str


class CreateTransitGatewayPolicyTableRequest(_CreateTransitGatewayPolicyTableRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayPolicyTableResponse(TypedDict, total=False):
    TransitGatewayPolicyTable: TransitGatewayPolicyTable


class _CreateTransitGatewayPrefixListReferenceRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    PrefixListId: str


class CreateTransitGatewayPrefixListReferenceRequest(
    _CreateTransitGatewayPrefixListReferenceRequestRequired, total=False
):
    TransitGatewayAttachmentId: str
    Blackhole: bool
    DryRun: bool


class CreateTransitGatewayPrefixListReferenceResponse(TypedDict, total=False):
    TransitGatewayPrefixListReference: TransitGatewayPrefixListReference


class CreateTransitGatewayRequest(TypedDict, total=False):
    Description: str
    Options: TransitGatewayRequestOptions
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayResponse(TypedDict, total=False):
    TransitGateway: TransitGateway


class _CreateTransitGatewayRouteRequestRequired(TypedDict):
    DestinationCidrBlock: str
    TransitGatewayRouteTableId: str


class CreateTransitGatewayRouteRequest(_CreateTransitGatewayRouteRequestRequired, total=False):
    TransitGatewayAttachmentId: str
    Blackhole: bool
    DryRun: bool


class CreateTransitGatewayRouteResponse(TypedDict, total=False):
    Route: TransitGatewayRoute


class _CreateTransitGatewayRouteTableAnnouncementRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    PeeringAttachmentId: str


class CreateTransitGatewayRouteTableAnnouncementRequest(
    _CreateTransitGatewayRouteTableAnnouncementRequestRequired, total=False
):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayRouteTableAnnouncementResponse(TypedDict, total=False):
    TransitGatewayRouteTableAnnouncement: TransitGatewayRouteTableAnnouncement


class _CreateTransitGatewayRouteTableRequestRequired(TypedDict):
    TransitGatewayId: str


class CreateTransitGatewayRouteTableRequest(_CreateTransitGatewayRouteTableRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayRouteTableResponse(TypedDict, total=False):
    TransitGatewayRouteTable: TransitGatewayRouteTable


class _CreateTransitGatewayVpcAttachmentRequestRequired(TypedDict):
    TransitGatewayId: str
    VpcId: str
    SubnetIds: list[str]


class CreateTransitGatewayVpcAttachmentRequest(
    _CreateTransitGatewayVpcAttachmentRequestRequired, total=False
):
    Options: CreateTransitGatewayVpcAttachmentRequestOptions
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateTransitGatewayVpcAttachmentRequestOptions(TypedDict, total=False):
    DnsSupport: str
    SecurityGroupReferencingSupport: str
    Ipv6Support: str
    ApplianceModeSupport: str


class CreateTransitGatewayVpcAttachmentResponse(TypedDict, total=False):
    TransitGatewayVpcAttachment: TransitGatewayVpcAttachment


class CreateVerifiedAccessEndpointCidrOptions(TypedDict, total=False):
    Protocol: str
    SubnetIds: list[str]
    Cidr: str
    PortRanges: list[CreateVerifiedAccessEndpointPortRange]


class CreateVerifiedAccessEndpointEniOptions(TypedDict, total=False):
    NetworkInterfaceId: str
    Protocol: str
    Port: int
    PortRanges: list[CreateVerifiedAccessEndpointPortRange]


class CreateVerifiedAccessEndpointLoadBalancerOptions(TypedDict, total=False):
    Protocol: str
    Port: int
    LoadBalancerArn: str
    SubnetIds: list[str]
    PortRanges: list[CreateVerifiedAccessEndpointPortRange]


class CreateVerifiedAccessEndpointPortRange(TypedDict, total=False):
    FromPort: int
    ToPort: int


class CreateVerifiedAccessEndpointRdsOptions(TypedDict, total=False):
    Protocol: str
    Port: int
    RdsDbInstanceArn: str
    RdsDbClusterArn: str
    RdsDbProxyArn: str
    RdsEndpoint: str
    SubnetIds: list[str]


class _CreateVerifiedAccessEndpointRequestRequired(TypedDict):
    VerifiedAccessGroupId: str
    EndpointType: str
    AttachmentType: str


class CreateVerifiedAccessEndpointRequest(_CreateVerifiedAccessEndpointRequestRequired, total=False):
    DomainCertificateArn: str
    ApplicationDomain: str
    EndpointDomainPrefix: str
    SecurityGroupIds: list[str]
    LoadBalancerOptions: CreateVerifiedAccessEndpointLoadBalancerOptions
    NetworkInterfaceOptions: CreateVerifiedAccessEndpointEniOptions
    Description: str
    PolicyDocument: str
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool
    SseSpecification: VerifiedAccessSseSpecificationRequest
    RdsOptions: CreateVerifiedAccessEndpointRdsOptions
    CidrOptions: CreateVerifiedAccessEndpointCidrOptions


class CreateVerifiedAccessEndpointResponse(TypedDict, total=False):
    VerifiedAccessEndpoint: VerifiedAccessEndpoint


class _CreateVerifiedAccessGroupRequestRequired(TypedDict):
    VerifiedAccessInstanceId: str


class CreateVerifiedAccessGroupRequest(_CreateVerifiedAccessGroupRequestRequired, total=False):
    Description: str
    PolicyDocument: str
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool
    SseSpecification: VerifiedAccessSseSpecificationRequest


class CreateVerifiedAccessGroupResponse(TypedDict, total=False):
    VerifiedAccessGroup: VerifiedAccessGroup


class CreateVerifiedAccessInstanceRequest(TypedDict, total=False):
    Description: str
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool
    FIPSEnabled: bool
    CidrEndpointsCustomSubDomain: str


class CreateVerifiedAccessInstanceResponse(TypedDict, total=False):
    VerifiedAccessInstance: VerifiedAccessInstance


class CreateVerifiedAccessNativeApplicationOidcOptions(TypedDict, total=False):
    PublicSigningKeyEndpoint: str
    Issuer: str
    AuthorizationEndpoint: str
    TokenEndpoint: str
    UserInfoEndpoint: str
    ClientId: str
    ClientSecret: str
    Scope: str


class CreateVerifiedAccessTrustProviderDeviceOptions(TypedDict, total=False):
    TenantId: str
    PublicSigningKeyUrl: str


class CreateVerifiedAccessTrustProviderOidcOptions(TypedDict, total=False):
    Issuer: str
    AuthorizationEndpoint: str
    TokenEndpoint: str
    UserInfoEndpoint: str
    ClientId: str
    ClientSecret: str
    Scope: str


class _CreateVerifiedAccessTrustProviderRequestRequired(TypedDict):
    TrustProviderType: str
    PolicyReferenceName: str


class CreateVerifiedAccessTrustProviderRequest(
    _CreateVerifiedAccessTrustProviderRequestRequired, total=False
):
    UserTrustProviderType: str
    DeviceTrustProviderType: str
    OidcOptions: CreateVerifiedAccessTrustProviderOidcOptions
    DeviceOptions: CreateVerifiedAccessTrustProviderDeviceOptions
    Description: str
    TagSpecifications: list[TagSpecification]
    ClientToken: str
    DryRun: bool
    SseSpecification: VerifiedAccessSseSpecificationRequest
    NativeApplicationOidcOptions: CreateVerifiedAccessNativeApplicationOidcOptions


class CreateVerifiedAccessTrustProviderResponse(TypedDict, total=False):
    VerifiedAccessTrustProvider: VerifiedAccessTrustProvider


class CreateVolumePermission(TypedDict, total=False):
    UserId: str
    Group: str


class CreateVolumePermissionModifications(TypedDict, total=False):
    Add: list[CreateVolumePermission]
    Remove: list[CreateVolumePermission]


class CreateVolumeRequest(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    Encrypted: bool
    Iops: int
    KmsKeyId: str
    OutpostArn: str
    Size: int
    SnapshotId: str
    VolumeType: str
    TagSpecifications: list[TagSpecification]
    MultiAttachEnabled: bool
    Throughput: int
    ClientToken: str
    VolumeInitializationRate: int
    Operator: OperatorRequest
    DryRun: bool


class CreateVolumeResponse(TypedDict, total=False):
    AvailabilityZoneId: str
    OutpostArn: str
    SourceVolumeId: str
    Iops: int
    Tags: list[Tag]
    VolumeType: str
    FastRestored: bool
    MultiAttachEnabled: bool
    Throughput: int
    SseType: str
    Operator: OperatorResponse
    VolumeInitializationRate: int
    VolumeArn: str
    OwnerId: str
    VolumeId: str
    Size: int
    SnapshotId: str
    AvailabilityZone: str
    State: str
    CreateTime: datetime
    Attachments: list[AttachVolumeResponse]
    Encrypted: bool
    KmsKeyId: str


class _CreateVpcBlockPublicAccessExclusionRequestRequired(TypedDict):
    InternetGatewayExclusionMode: str


class CreateVpcBlockPublicAccessExclusionRequest(
    _CreateVpcBlockPublicAccessExclusionRequestRequired, total=False
):
    DryRun: bool
    SubnetId: str
    VpcId: str
    TagSpecifications: list[TagSpecification]


class CreateVpcBlockPublicAccessExclusionResponse(TypedDict, total=False):
    VpcBlockPublicAccessExclusion: VpcBlockPublicAccessExclusion


class _CreateVpcEncryptionControlRequestRequired(TypedDict):
    VpcId: str


class CreateVpcEncryptionControlRequest(_CreateVpcEncryptionControlRequestRequired, total=False):
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class CreateVpcEncryptionControlResponse(TypedDict, total=False):
    VpcEncryptionControl: VpcEncryptionControl


class _CreateVpcEndpointConnectionNotificationRequestRequired(TypedDict):
    ConnectionNotificationArn: str
    ConnectionEvents: list[str]


class CreateVpcEndpointConnectionNotificationRequest(
    _CreateVpcEndpointConnectionNotificationRequestRequired, total=False
):
    DryRun: bool
    ServiceId: str
    VpcEndpointId: str
    ClientToken: str


class CreateVpcEndpointConnectionNotificationResponse(TypedDict, total=False):
    ConnectionNotification: ConnectionNotification
    ClientToken: str


class _CreateVpcEndpointRequestRequired(TypedDict):
    VpcId: str


class CreateVpcEndpointRequest(_CreateVpcEndpointRequestRequired, total=False):
    DryRun: bool
    VpcEndpointType: str
    ServiceName: str
    PolicyDocument: str
    RouteTableIds: list[str]
    SubnetIds: list[str]
    SecurityGroupIds: list[str]
    IpAddressType: str
    DnsOptions: DnsOptionsSpecification
    ClientToken: str
    PrivateDnsEnabled: bool
    TagSpecifications: list[TagSpecification]
    SubnetConfigurations: list[SubnetConfiguration]
    ServiceNetworkArn: str
    ResourceConfigurationArn: str
    ServiceRegion: str


class CreateVpcEndpointResponse(TypedDict, total=False):
    VpcEndpoint: VpcEndpoint
    ClientToken: str


class CreateVpcEndpointServiceConfigurationRequest(TypedDict, total=False):
    DryRun: bool
    AcceptanceRequired: bool
    PrivateDnsName: str
    NetworkLoadBalancerArns: list[str]
    GatewayLoadBalancerArns: list[str]
    SupportedIpAddressTypes: list[str]
    SupportedRegions: list[str]
    ClientToken: str
    TagSpecifications: list[TagSpecification]


class CreateVpcEndpointServiceConfigurationResponse(TypedDict, total=False):
    ServiceConfiguration: ServiceConfiguration
    ClientToken: str


class _CreateVpcPeeringConnectionRequestRequired(TypedDict):
    VpcId: str


class CreateVpcPeeringConnectionRequest(_CreateVpcPeeringConnectionRequestRequired, total=False):
    PeerRegion: str
    TagSpecifications: list[TagSpecification]
    RequesterPeeringConnectionOptions: CreatePeeringConnectionOptionsRequest
    DryRun: bool
    PeerVpcId: str
    PeerOwnerId: str


class CreateVpcPeeringConnectionResponse(TypedDict, total=False):
    VpcPeeringConnection: VpcPeeringConnection


class CreateVpcRequest(TypedDict, total=False):
    CidrBlock: str
    Ipv6Pool: str
    Ipv6CidrBlock: str
    Ipv4IpamPoolId: str
    Ipv4NetmaskLength: int
    Ipv6IpamPoolId: str
    Ipv6NetmaskLength: int
    Ipv6CidrBlockNetworkBorderGroup: str
    VpcEncryptionControl: VpcEncryptionControlConfiguration
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    InstanceTenancy: str
    AmazonProvidedIpv6CidrBlock: bool


class CreateVpcResponse(TypedDict, total=False):
    Vpc: Vpc


class _CreateVpnConcentratorRequestRequired(TypedDict):
    Type: str


class CreateVpnConcentratorRequest(_CreateVpnConcentratorRequestRequired, total=False):
    TransitGatewayId: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class CreateVpnConcentratorResponse(TypedDict, total=False):
    VpnConcentrator: VpnConcentrator


class _CreateVpnConnectionRequestRequired(TypedDict):
    CustomerGatewayId: str
    Type: str


class CreateVpnConnectionRequest(_CreateVpnConnectionRequestRequired, total=False):
    VpnGatewayId: str
    TransitGatewayId: str
    VpnConcentratorId: str
    TagSpecifications: list[TagSpecification]
    PreSharedKeyStorage: str
    DryRun: bool
    Options: VpnConnectionOptionsSpecification


class CreateVpnConnectionResponse(TypedDict, total=False):
    VpnConnection: VpnConnection


class CreateVpnConnectionRouteRequest(TypedDict):
    DestinationCidrBlock: str
    VpnConnectionId: str


class _CreateVpnGatewayRequestRequired(TypedDict):
    Type: str


class CreateVpnGatewayRequest(_CreateVpnGatewayRequestRequired, total=False):
    AvailabilityZone: str
    TagSpecifications: list[TagSpecification]
    AmazonSideAsn: int
    DryRun: bool


class CreateVpnGatewayResponse(TypedDict, total=False):
    VpnGateway: VpnGateway


class CreationDateCondition(TypedDict, total=False):
    MaximumDaysSinceCreated: int


class CreationDateConditionRequest(TypedDict, total=False):
    MaximumDaysSinceCreated: int


class CreditSpecification(TypedDict, total=False):
    CpuCredits: str


class CreditSpecificationRequest(TypedDict):
    CpuCredits: str


class CustomTagKeyValueRequestPair(TypedDict, total=False):
    Key: str
    Value: str


class CustomTagKeyValueResponsePair(TypedDict, total=False):
    Key: str
    Value: str


class CustomerGateway(TypedDict, total=False):
    CertificateArn: str
    DeviceName: str
    Tags: list[Tag]
    BgpAsnExtended: str
    CustomerGatewayId: str
    State: str
    Type: str
    IpAddress: str
    BgpAsn: str


class DataQuery(TypedDict, total=False):
    Id: str
    Source: str
    Destination: str
    Metric: str
    Statistic: str
    Period: str


class DataResponse(TypedDict, total=False):
    Id: str
    Source: str
    Destination: str
    Metric: str
    Statistic: str
    Period: str
    MetricPoints: list[MetricPoint]


class DeclarativePoliciesReport(TypedDict, total=False):
    ReportId: str
    S3Bucket: str
    S3Prefix: str
    TargetId: str
    StartTime: datetime
    EndTime: datetime
    Status: str
    Tags: list[Tag]


class DefaultConnectionTrackingConfiguration(TypedDict, total=False):
    DefaultTcpEstablishedTimeout: int
    DefaultUdpTimeout: int
    DefaultUdpStreamTimeout: int


class _DeleteApplicationStatusCheckRequestRequired(TypedDict):
    ApplicationStatusCheckId: str


class DeleteApplicationStatusCheckRequest(_DeleteApplicationStatusCheckRequestRequired, total=False):
    ClientToken: str
    DryRun: bool


class DeleteApplicationStatusCheckResponse(TypedDict, total=False):
    ApplicationStatusCheck: ApplicationStatusCheckResponseObject


class _DeleteCapacityManagerDataExportRequestRequired(TypedDict):
    CapacityManagerDataExportId: str


class DeleteCapacityManagerDataExportRequest(_DeleteCapacityManagerDataExportRequestRequired, total=False):
    DryRun: bool


class DeleteCapacityManagerDataExportResponse(TypedDict, total=False):
    CapacityManagerDataExportId: str


class _DeleteCarrierGatewayRequestRequired(TypedDict):
    CarrierGatewayId: str


class DeleteCarrierGatewayRequest(_DeleteCarrierGatewayRequestRequired, total=False):
    DryRun: bool


class DeleteCarrierGatewayResponse(TypedDict, total=False):
    CarrierGateway: CarrierGateway


class _DeleteClientVpnEndpointAuthorizationPolicyRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class DeleteClientVpnEndpointAuthorizationPolicyRequest(
    _DeleteClientVpnEndpointAuthorizationPolicyRequestRequired, total=False
):
    DryRun: bool


class DeleteClientVpnEndpointAuthorizationPolicyResponse(TypedDict, total=False):
    Status: str


class _DeleteClientVpnEndpointRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class DeleteClientVpnEndpointRequest(_DeleteClientVpnEndpointRequestRequired, total=False):
    DryRun: bool


class DeleteClientVpnEndpointResponse(TypedDict, total=False):
    Status: ClientVpnEndpointStatus


class _DeleteClientVpnRouteRequestRequired(TypedDict):
    ClientVpnEndpointId: str
    DestinationCidrBlock: str


class DeleteClientVpnRouteRequest(_DeleteClientVpnRouteRequestRequired, total=False):
    TargetVpcSubnetId: str
    DryRun: bool


class DeleteClientVpnRouteResponse(TypedDict, total=False):
    Status: ClientVpnRouteStatus


class _DeleteCoipCidrRequestRequired(TypedDict):
    Cidr: str
    CoipPoolId: str


class DeleteCoipCidrRequest(_DeleteCoipCidrRequestRequired, total=False):
    DryRun: bool


class DeleteCoipCidrResponse(TypedDict, total=False):
    CoipCidr: CoipCidr


class _DeleteCoipPoolRequestRequired(TypedDict):
    CoipPoolId: str


class DeleteCoipPoolRequest(_DeleteCoipPoolRequestRequired, total=False):
    DryRun: bool


class DeleteCoipPoolResponse(TypedDict, total=False):
    CoipPool: CoipPool


class _DeleteCustomerGatewayRequestRequired(TypedDict):
    CustomerGatewayId: str


class DeleteCustomerGatewayRequest(_DeleteCustomerGatewayRequestRequired, total=False):
    DryRun: bool


class _DeleteDhcpOptionsRequestRequired(TypedDict):
    DhcpOptionsId: str


class DeleteDhcpOptionsRequest(_DeleteDhcpOptionsRequestRequired, total=False):
    DryRun: bool


class _DeleteEgressOnlyInternetGatewayRequestRequired(TypedDict):
    EgressOnlyInternetGatewayId: str


class DeleteEgressOnlyInternetGatewayRequest(_DeleteEgressOnlyInternetGatewayRequestRequired, total=False):
    DryRun: bool


class DeleteEgressOnlyInternetGatewayResponse(TypedDict, total=False):
    ReturnCode: bool


class DeleteFleetError(TypedDict, total=False):
    Code: str
    Message: str


class DeleteFleetErrorItem(TypedDict, total=False):
    Error: DeleteFleetError
    FleetId: str


class DeleteFleetSuccessItem(TypedDict, total=False):
    CurrentFleetState: str
    PreviousFleetState: str
    FleetId: str


class _DeleteFleetsRequestRequired(TypedDict):
    FleetIds: list[str]
    TerminateInstances: bool


class DeleteFleetsRequest(_DeleteFleetsRequestRequired, total=False):
    DryRun: bool


class DeleteFleetsResponse(TypedDict, total=False):
    SuccessfulFleetDeletions: list[DeleteFleetSuccessItem]
    UnsuccessfulFleetDeletions: list[DeleteFleetErrorItem]


class _DeleteFlowLogsRequestRequired(TypedDict):
    FlowLogIds: list[str]


class DeleteFlowLogsRequest(_DeleteFlowLogsRequestRequired, total=False):
    DryRun: bool


class DeleteFlowLogsResponse(TypedDict, total=False):
    Unsuccessful: list[UnsuccessfulItem]


class _DeleteFpgaImageRequestRequired(TypedDict):
    FpgaImageId: str


class DeleteFpgaImageRequest(_DeleteFpgaImageRequestRequired, total=False):
    DryRun: bool


class DeleteFpgaImageResponse(TypedDict, total=False):
    Return: bool


class _DeleteImageUsageReportRequestRequired(TypedDict):
    ReportId: str


class DeleteImageUsageReportRequest(_DeleteImageUsageReportRequestRequired, total=False):
    DryRun: bool


class DeleteImageUsageReportResponse(TypedDict, total=False):
    Return: bool


class _DeleteInstanceConnectEndpointRequestRequired(TypedDict):
    InstanceConnectEndpointId: str


class DeleteInstanceConnectEndpointRequest(_DeleteInstanceConnectEndpointRequestRequired, total=False):
    DryRun: bool


class DeleteInstanceConnectEndpointResponse(TypedDict, total=False):
    InstanceConnectEndpoint: Ec2InstanceConnectEndpoint


class _DeleteInstanceEventWindowRequestRequired(TypedDict):
    InstanceEventWindowId: str


class DeleteInstanceEventWindowRequest(_DeleteInstanceEventWindowRequestRequired, total=False):
    DryRun: bool
    ForceDelete: bool


class DeleteInstanceEventWindowResponse(TypedDict, total=False):
    InstanceEventWindowState: InstanceEventWindowStateChange


class _DeleteInternetGatewayRequestRequired(TypedDict):
    InternetGatewayId: str


class DeleteInternetGatewayRequest(_DeleteInternetGatewayRequestRequired, total=False):
    DryRun: bool


class _DeleteIpamExternalResourceVerificationTokenRequestRequired(TypedDict):
    IpamExternalResourceVerificationTokenId: str


class DeleteIpamExternalResourceVerificationTokenRequest(
    _DeleteIpamExternalResourceVerificationTokenRequestRequired, total=False
):
    DryRun: bool


class DeleteIpamExternalResourceVerificationTokenResponse(TypedDict, total=False):
    IpamExternalResourceVerificationToken: IpamExternalResourceVerificationToken


class _DeleteIpamInternetRegistryAssociationRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str


class DeleteIpamInternetRegistryAssociationRequest(
    _DeleteIpamInternetRegistryAssociationRequestRequired, total=False
):
    DryRun: bool


class DeleteIpamInternetRegistryAssociationResponse(TypedDict, total=False):
    IpamInternetRegistryAssociation: IpamInternetRegistryAssociation


class _DeleteIpamPolicyRequestRequired(TypedDict):
    IpamPolicyId: str


class DeleteIpamPolicyRequest(_DeleteIpamPolicyRequestRequired, total=False):
    DryRun: bool


class DeleteIpamPolicyResponse(TypedDict, total=False):
    IpamPolicy: IpamPolicy


class _DeleteIpamPoolRequestRequired(TypedDict):
    IpamPoolId: str


class DeleteIpamPoolRequest(_DeleteIpamPoolRequestRequired, total=False):
    DryRun: bool
    Cascade: bool


class DeleteIpamPoolResponse(TypedDict, total=False):
    IpamPool: IpamPool


class _DeleteIpamPrefixListResolverRequestRequired(TypedDict):
    IpamPrefixListResolverId: str


class DeleteIpamPrefixListResolverRequest(_DeleteIpamPrefixListResolverRequestRequired, total=False):
    DryRun: bool


class DeleteIpamPrefixListResolverResponse(TypedDict, total=False):
    IpamPrefixListResolver: IpamPrefixListResolver


class _DeleteIpamPrefixListResolverTargetRequestRequired(TypedDict):
    IpamPrefixListResolverTargetId: str


class DeleteIpamPrefixListResolverTargetRequest(
    _DeleteIpamPrefixListResolverTargetRequestRequired, total=False
):
    DryRun: bool


class DeleteIpamPrefixListResolverTargetResponse(TypedDict, total=False):
    IpamPrefixListResolverTarget: IpamPrefixListResolverTarget


class _DeleteIpamRequestRequired(TypedDict):
    IpamId: str


class DeleteIpamRequest(_DeleteIpamRequestRequired, total=False):
    DryRun: bool
    Cascade: bool


class _DeleteIpamResourceDiscoveryRequestRequired(TypedDict):
    IpamResourceDiscoveryId: str


class DeleteIpamResourceDiscoveryRequest(_DeleteIpamResourceDiscoveryRequestRequired, total=False):
    DryRun: bool


class DeleteIpamResourceDiscoveryResponse(TypedDict, total=False):
    IpamResourceDiscovery: IpamResourceDiscovery


class DeleteIpamResponse(TypedDict, total=False):
    Ipam: Ipam


class _DeleteIpamRoutingPolicyRegistrationRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str
    Cidr: str


class DeleteIpamRoutingPolicyRegistrationRequest(
    _DeleteIpamRoutingPolicyRegistrationRequestRequired, total=False
):
    DryRun: bool
    Force: bool
    ClientToken: str


class DeleteIpamRoutingPolicyRegistrationResponse(TypedDict, total=False):
    IpamRoutingPolicyRegistrationDelta: IpamRoutingPolicyRegistrationDelta


class _DeleteIpamScopeRequestRequired(TypedDict):
    IpamScopeId: str


class DeleteIpamScopeRequest(_DeleteIpamScopeRequestRequired, total=False):
    DryRun: bool


class DeleteIpamScopeResponse(TypedDict, total=False):
    IpamScope: IpamScope


class DeleteKeyPairRequest(TypedDict, total=False):
    KeyName: str
    KeyPairId: str
    DryRun: bool


class DeleteKeyPairResponse(TypedDict, total=False):
    Return: bool
    KeyPairId: str


class DeleteLaunchTemplateRequest(TypedDict, total=False):
    DryRun: bool
    LaunchTemplateId: str
    LaunchTemplateName: str


class DeleteLaunchTemplateResponse(TypedDict, total=False):
    LaunchTemplate: LaunchTemplate


class _DeleteLaunchTemplateVersionsRequestRequired(TypedDict):
    Versions: list[str]


class DeleteLaunchTemplateVersionsRequest(_DeleteLaunchTemplateVersionsRequestRequired, total=False):
    DryRun: bool
    LaunchTemplateId: str
    LaunchTemplateName: str


class DeleteLaunchTemplateVersionsResponse(TypedDict, total=False):
    SuccessfullyDeletedLaunchTemplateVersions: list[DeleteLaunchTemplateVersionsResponseSuccessItem]
    UnsuccessfullyDeletedLaunchTemplateVersions: list[DeleteLaunchTemplateVersionsResponseErrorItem]


class DeleteLaunchTemplateVersionsResponseErrorItem(TypedDict, total=False):
    LaunchTemplateId: str
    LaunchTemplateName: str
    VersionNumber: int
    ResponseError: ResponseError


class DeleteLaunchTemplateVersionsResponseSuccessItem(TypedDict, total=False):
    LaunchTemplateId: str
    LaunchTemplateName: str
    VersionNumber: int


class _DeleteLocalGatewayRouteRequestRequired(TypedDict):
    LocalGatewayRouteTableId: str


class DeleteLocalGatewayRouteRequest(_DeleteLocalGatewayRouteRequestRequired, total=False):
    DestinationCidrBlock: str
    DryRun: bool
    DestinationPrefixListId: str


class DeleteLocalGatewayRouteResponse(TypedDict, total=False):
    Route: LocalGatewayRoute


class _DeleteLocalGatewayRouteTableRequestRequired(TypedDict):
    LocalGatewayRouteTableId: str


class DeleteLocalGatewayRouteTableRequest(_DeleteLocalGatewayRouteTableRequestRequired, total=False):
    DryRun: bool


class DeleteLocalGatewayRouteTableResponse(TypedDict, total=False):
    LocalGatewayRouteTable: LocalGatewayRouteTable


class _DeleteLocalGatewayRouteTableVirtualInterfaceGroupAssociationRequestRequired(TypedDict):
    LocalGatewayRouteTableVirtualInterfaceGroupAssociationId: str


class DeleteLocalGatewayRouteTableVirtualInterfaceGroupAssociationRequest(
    _DeleteLocalGatewayRouteTableVirtualInterfaceGroupAssociationRequestRequired, total=False
):
    DryRun: bool


class DeleteLocalGatewayRouteTableVirtualInterfaceGroupAssociationResponse(TypedDict, total=False):
    LocalGatewayRouteTableVirtualInterfaceGroupAssociation: (
        LocalGatewayRouteTableVirtualInterfaceGroupAssociation
    )


class _DeleteLocalGatewayRouteTableVpcAssociationRequestRequired(TypedDict):
    LocalGatewayRouteTableVpcAssociationId: str


class DeleteLocalGatewayRouteTableVpcAssociationRequest(
    _DeleteLocalGatewayRouteTableVpcAssociationRequestRequired, total=False
):
    DryRun: bool


class DeleteLocalGatewayRouteTableVpcAssociationResponse(TypedDict, total=False):
    LocalGatewayRouteTableVpcAssociation: LocalGatewayRouteTableVpcAssociation


class _DeleteLocalGatewayVirtualInterfaceGroupRequestRequired(TypedDict):
    LocalGatewayVirtualInterfaceGroupId: str


class DeleteLocalGatewayVirtualInterfaceGroupRequest(
    _DeleteLocalGatewayVirtualInterfaceGroupRequestRequired, total=False
):
    DryRun: bool


class DeleteLocalGatewayVirtualInterfaceGroupResponse(TypedDict, total=False):
    LocalGatewayVirtualInterfaceGroup: LocalGatewayVirtualInterfaceGroup


class _DeleteLocalGatewayVirtualInterfaceRequestRequired(TypedDict):
    LocalGatewayVirtualInterfaceId: str


class DeleteLocalGatewayVirtualInterfaceRequest(
    _DeleteLocalGatewayVirtualInterfaceRequestRequired, total=False
):
    DryRun: bool


class DeleteLocalGatewayVirtualInterfaceResponse(TypedDict, total=False):
    LocalGatewayVirtualInterface: LocalGatewayVirtualInterface


class _DeleteManagedPrefixListRequestRequired(TypedDict):
    PrefixListId: str


class DeleteManagedPrefixListRequest(_DeleteManagedPrefixListRequestRequired, total=False):
    DryRun: bool


class DeleteManagedPrefixListResponse(TypedDict, total=False):
    PrefixList: ManagedPrefixList


class _DeleteMetricCategoryRequestRequired(TypedDict):
    MetricCategoryId: str


class DeleteMetricCategoryRequest(_DeleteMetricCategoryRequestRequired, total=False):
    DryRun: bool


class DeleteMetricCategoryResponse(TypedDict, total=False):
    MetricCategoryId: str


class _DeleteNatGatewayRequestRequired(TypedDict):
    NatGatewayId: str


class DeleteNatGatewayRequest(_DeleteNatGatewayRequestRequired, total=False):
    DryRun: bool


class DeleteNatGatewayResponse(TypedDict, total=False):
    NatGatewayId: str


class _DeleteNetworkAclEntryRequestRequired(TypedDict):
    NetworkAclId: str
    RuleNumber: int
    Egress: bool


class DeleteNetworkAclEntryRequest(_DeleteNetworkAclEntryRequestRequired, total=False):
    DryRun: bool


class _DeleteNetworkAclRequestRequired(TypedDict):
    NetworkAclId: str


class DeleteNetworkAclRequest(_DeleteNetworkAclRequestRequired, total=False):
    DryRun: bool


class _DeleteNetworkInsightsAccessScopeAnalysisRequestRequired(TypedDict):
    NetworkInsightsAccessScopeAnalysisId: str


class DeleteNetworkInsightsAccessScopeAnalysisRequest(
    _DeleteNetworkInsightsAccessScopeAnalysisRequestRequired, total=False
):
    DryRun: bool


class DeleteNetworkInsightsAccessScopeAnalysisResponse(TypedDict, total=False):
    NetworkInsightsAccessScopeAnalysisId: str


class _DeleteNetworkInsightsAccessScopeRequestRequired(TypedDict):
    NetworkInsightsAccessScopeId: str


class DeleteNetworkInsightsAccessScopeRequest(_DeleteNetworkInsightsAccessScopeRequestRequired, total=False):
    DryRun: bool


class DeleteNetworkInsightsAccessScopeResponse(TypedDict, total=False):
    NetworkInsightsAccessScopeId: str


class _DeleteNetworkInsightsAnalysisRequestRequired(TypedDict):
    NetworkInsightsAnalysisId: str


class DeleteNetworkInsightsAnalysisRequest(_DeleteNetworkInsightsAnalysisRequestRequired, total=False):
    DryRun: bool


class DeleteNetworkInsightsAnalysisResponse(TypedDict, total=False):
    NetworkInsightsAnalysisId: str


class _DeleteNetworkInsightsPathRequestRequired(TypedDict):
    NetworkInsightsPathId: str


class DeleteNetworkInsightsPathRequest(_DeleteNetworkInsightsPathRequestRequired, total=False):
    DryRun: bool


class DeleteNetworkInsightsPathResponse(TypedDict, total=False):
    NetworkInsightsPathId: str


class _DeleteNetworkInterfacePermissionRequestRequired(TypedDict):
    NetworkInterfacePermissionId: str


class DeleteNetworkInterfacePermissionRequest(_DeleteNetworkInterfacePermissionRequestRequired, total=False):
    Force: bool
    DryRun: bool


class DeleteNetworkInterfacePermissionResponse(TypedDict, total=False):
    Return: bool


class _DeleteNetworkInterfaceRequestRequired(TypedDict):
    NetworkInterfaceId: str


class DeleteNetworkInterfaceRequest(_DeleteNetworkInterfaceRequestRequired, total=False):
    DryRun: bool


class _DeleteNetworkingFlexCostAllocationPoliciesRequestRequired(TypedDict):
    FcaPolicyIds: list[str]


class DeleteNetworkingFlexCostAllocationPoliciesRequest(
    _DeleteNetworkingFlexCostAllocationPoliciesRequestRequired, total=False
):
    DryRun: bool


class DeleteNetworkingFlexCostAllocationPoliciesResponse(TypedDict, total=False):
    Successful: list[str]
    Failed: list[FlexCostAllocationOperationFailure]


class _DeletePlacementGroupRequestRequired(TypedDict):
    GroupName: str


class DeletePlacementGroupRequest(_DeletePlacementGroupRequestRequired, total=False):
    DryRun: bool


class _DeletePublicIpv4PoolRequestRequired(TypedDict):
    PoolId: str


class DeletePublicIpv4PoolRequest(_DeletePublicIpv4PoolRequestRequired, total=False):
    DryRun: bool
    NetworkBorderGroup: str


class DeletePublicIpv4PoolResponse(TypedDict, total=False):
    ReturnValue: bool


class DeleteQueuedReservedInstancesError(TypedDict, total=False):
    Code: str
    Message: str


class _DeleteQueuedReservedInstancesRequestRequired(TypedDict):
    ReservedInstancesIds: list[str]


class DeleteQueuedReservedInstancesRequest(_DeleteQueuedReservedInstancesRequestRequired, total=False):
    DryRun: bool


class DeleteQueuedReservedInstancesResponse(TypedDict, total=False):
    SuccessfulQueuedPurchaseDeletions: list[SuccessfulQueuedPurchaseDeletion]
    FailedQueuedPurchaseDeletions: list[FailedQueuedPurchaseDeletion]


class _DeleteRouteRequestRequired(TypedDict):
    RouteTableId: str


class DeleteRouteRequest(_DeleteRouteRequestRequired, total=False):
    DestinationPrefixListId: str
    DryRun: bool
    DestinationCidrBlock: str
    DestinationIpv6CidrBlock: str


class _DeleteRouteServerEndpointRequestRequired(TypedDict):
    RouteServerEndpointId: str


class DeleteRouteServerEndpointRequest(_DeleteRouteServerEndpointRequestRequired, total=False):
    DryRun: bool


class DeleteRouteServerEndpointResponse(TypedDict, total=False):
    RouteServerEndpoint: RouteServerEndpoint


class _DeleteRouteServerPeerRequestRequired(TypedDict):
    RouteServerPeerId: str


class DeleteRouteServerPeerRequest(_DeleteRouteServerPeerRequestRequired, total=False):
    DryRun: bool


class DeleteRouteServerPeerResponse(TypedDict, total=False):
    RouteServerPeer: RouteServerPeer


class _DeleteRouteServerRequestRequired(TypedDict):
    RouteServerId: str


class DeleteRouteServerRequest(_DeleteRouteServerRequestRequired, total=False):
    DryRun: bool


class DeleteRouteServerResponse(TypedDict, total=False):
    RouteServer: RouteServer


class _DeleteRouteTableRequestRequired(TypedDict):
    RouteTableId: str


class DeleteRouteTableRequest(_DeleteRouteTableRequestRequired, total=False):
    DryRun: bool


class _DeleteSecondaryNetworkRequestRequired(TypedDict):
    SecondaryNetworkId: str


class DeleteSecondaryNetworkRequest(_DeleteSecondaryNetworkRequestRequired, total=False):
    ClientToken: str
    DryRun: bool


class DeleteSecondaryNetworkResponse(TypedDict, total=False):
    SecondaryNetwork: SecondaryNetwork
    ClientToken: str


class _DeleteSecondarySubnetRequestRequired(TypedDict):
    SecondarySubnetId: str


class DeleteSecondarySubnetRequest(_DeleteSecondarySubnetRequestRequired, total=False):
    ClientToken: str
    DryRun: bool


class DeleteSecondarySubnetResponse(TypedDict, total=False):
    SecondarySubnet: SecondarySubnet
    ClientToken: str


class DeleteSecurityGroupRequest(TypedDict, total=False):
    GroupId: str
    GroupName: str
    DryRun: bool


class DeleteSecurityGroupResponse(TypedDict, total=False):
    Return: bool
    GroupId: str


class _DeleteSnapshotRequestRequired(TypedDict):
    SnapshotId: str


class DeleteSnapshotRequest(_DeleteSnapshotRequestRequired, total=False):
    DryRun: bool


class DeleteSnapshotReturnCode(TypedDict, total=False):
    SnapshotId: str
    ReturnCode: str


class DeleteSpotDatafeedSubscriptionRequest(TypedDict, total=False):
    DryRun: bool


class _DeleteSubnetCidrReservationRequestRequired(TypedDict):
    SubnetCidrReservationId: str


class DeleteSubnetCidrReservationRequest(_DeleteSubnetCidrReservationRequestRequired, total=False):
    DryRun: bool


class DeleteSubnetCidrReservationResponse(TypedDict, total=False):
    DeletedSubnetCidrReservation: SubnetCidrReservation


class _DeleteSubnetRequestRequired(TypedDict):
    SubnetId: str


class DeleteSubnetRequest(_DeleteSubnetRequestRequired, total=False):
    DryRun: bool


class _DeleteTagsRequestRequired(TypedDict):
    Resources: list[str]


class DeleteTagsRequest(_DeleteTagsRequestRequired, total=False):
    DryRun: bool
    Tags: list[Tag]


class _DeleteTrafficMirrorFilterRequestRequired(TypedDict):
    TrafficMirrorFilterId: str


class DeleteTrafficMirrorFilterRequest(_DeleteTrafficMirrorFilterRequestRequired, total=False):
    DryRun: bool


class DeleteTrafficMirrorFilterResponse(TypedDict, total=False):
    TrafficMirrorFilterId: str


class _DeleteTrafficMirrorFilterRuleRequestRequired(TypedDict):
    TrafficMirrorFilterRuleId: str


class DeleteTrafficMirrorFilterRuleRequest(_DeleteTrafficMirrorFilterRuleRequestRequired, total=False):
    DryRun: bool


class DeleteTrafficMirrorFilterRuleResponse(TypedDict, total=False):
    TrafficMirrorFilterRuleId: str


class _DeleteTrafficMirrorSessionRequestRequired(TypedDict):
    TrafficMirrorSessionId: str


class DeleteTrafficMirrorSessionRequest(_DeleteTrafficMirrorSessionRequestRequired, total=False):
    DryRun: bool


class DeleteTrafficMirrorSessionResponse(TypedDict, total=False):
    TrafficMirrorSessionId: str


class _DeleteTrafficMirrorTargetRequestRequired(TypedDict):
    TrafficMirrorTargetId: str


class DeleteTrafficMirrorTargetRequest(_DeleteTrafficMirrorTargetRequestRequired, total=False):
    DryRun: bool


class DeleteTrafficMirrorTargetResponse(TypedDict, total=False):
    TrafficMirrorTargetId: str


class _DeleteTransitGatewayClientVpnAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class DeleteTransitGatewayClientVpnAttachmentRequest(
    _DeleteTransitGatewayClientVpnAttachmentRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayClientVpnAttachmentResponse(TypedDict, total=False):
    TransitGatewayClientVpnAttachment: TransitGatewayClientVpnAttachment


class _DeleteTransitGatewayConnectPeerRequestRequired(TypedDict):
    TransitGatewayConnectPeerId: str


class DeleteTransitGatewayConnectPeerRequest(_DeleteTransitGatewayConnectPeerRequestRequired, total=False):
    DryRun: bool


class DeleteTransitGatewayConnectPeerResponse(TypedDict, total=False):
    TransitGatewayConnectPeer: TransitGatewayConnectPeer


class _DeleteTransitGatewayConnectRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class DeleteTransitGatewayConnectRequest(_DeleteTransitGatewayConnectRequestRequired, total=False):
    DryRun: bool


class DeleteTransitGatewayConnectResponse(TypedDict, total=False):
    TransitGatewayConnect: TransitGatewayConnect


class _DeleteTransitGatewayMeteringPolicyEntryRequestRequired(TypedDict):
    TransitGatewayMeteringPolicyId: str
    PolicyRuleNumber: int


class DeleteTransitGatewayMeteringPolicyEntryRequest(
    _DeleteTransitGatewayMeteringPolicyEntryRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayMeteringPolicyEntryResponse(TypedDict, total=False):
    TransitGatewayMeteringPolicyEntry: TransitGatewayMeteringPolicyEntry


class _DeleteTransitGatewayMeteringPolicyRequestRequired(TypedDict):
    TransitGatewayMeteringPolicyId: str


class DeleteTransitGatewayMeteringPolicyRequest(
    _DeleteTransitGatewayMeteringPolicyRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayMeteringPolicyResponse(TypedDict, total=False):
    TransitGatewayMeteringPolicy: TransitGatewayMeteringPolicy


class _DeleteTransitGatewayMulticastDomainRequestRequired(TypedDict):
    TransitGatewayMulticastDomainId: str


class DeleteTransitGatewayMulticastDomainRequest(
    _DeleteTransitGatewayMulticastDomainRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayMulticastDomainResponse(TypedDict, total=False):
    TransitGatewayMulticastDomain: TransitGatewayMulticastDomain


class _DeleteTransitGatewayNetworkFunctionAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class DeleteTransitGatewayNetworkFunctionAttachmentRequest(
    _DeleteTransitGatewayNetworkFunctionAttachmentRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayNetworkFunctionAttachmentResponse(TypedDict, total=False):
    TransitGatewayNetworkFunctionAttachment: TransitGatewayNetworkFunctionAttachment


class _DeleteTransitGatewayPeeringAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class DeleteTransitGatewayPeeringAttachmentRequest(
    _DeleteTransitGatewayPeeringAttachmentRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayPeeringAttachmentResponse(TypedDict, total=False):
    TransitGatewayPeeringAttachment: TransitGatewayPeeringAttachment


class _DeleteTransitGatewayPolicyTableEntryRequestRequired(TypedDict):
    TransitGatewayPolicyTableId: str
    PolicyRuleNumber: str


class DeleteTransitGatewayPolicyTableEntryRequest(
    _DeleteTransitGatewayPolicyTableEntryRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayPolicyTableEntryResponse(TypedDict, total=False):
    TransitGatewayPolicyTableEntry: TransitGatewayPolicyTableEntry


class _DeleteTransitGatewayPolicyTableRequestRequired(TypedDict):
    TransitGatewayPolicyTableId: str


class DeleteTransitGatewayPolicyTableRequest(_DeleteTransitGatewayPolicyTableRequestRequired, total=False):
    DryRun: bool


class DeleteTransitGatewayPolicyTableResponse(TypedDict, total=False):
    TransitGatewayPolicyTable: TransitGatewayPolicyTable


class _DeleteTransitGatewayPrefixListReferenceRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    PrefixListId: str


class DeleteTransitGatewayPrefixListReferenceRequest(
    _DeleteTransitGatewayPrefixListReferenceRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayPrefixListReferenceResponse(TypedDict, total=False):
    TransitGatewayPrefixListReference: TransitGatewayPrefixListReference


class _DeleteTransitGatewayRequestRequired(TypedDict):
    TransitGatewayId: str


class DeleteTransitGatewayRequest(_DeleteTransitGatewayRequestRequired, total=False):
    DryRun: bool


class DeleteTransitGatewayResponse(TypedDict, total=False):
    TransitGateway: TransitGateway


class _DeleteTransitGatewayRouteRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    DestinationCidrBlock: str


class DeleteTransitGatewayRouteRequest(_DeleteTransitGatewayRouteRequestRequired, total=False):
    DryRun: bool


class DeleteTransitGatewayRouteResponse(TypedDict, total=False):
    Route: TransitGatewayRoute


class _DeleteTransitGatewayRouteTableAnnouncementRequestRequired(TypedDict):
    TransitGatewayRouteTableAnnouncementId: str


class DeleteTransitGatewayRouteTableAnnouncementRequest(
    _DeleteTransitGatewayRouteTableAnnouncementRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayRouteTableAnnouncementResponse(TypedDict, total=False):
    TransitGatewayRouteTableAnnouncement: TransitGatewayRouteTableAnnouncement


class _DeleteTransitGatewayRouteTableRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str


class DeleteTransitGatewayRouteTableRequest(_DeleteTransitGatewayRouteTableRequestRequired, total=False):
    DryRun: bool


class DeleteTransitGatewayRouteTableResponse(TypedDict, total=False):
    TransitGatewayRouteTable: TransitGatewayRouteTable


class _DeleteTransitGatewayVpcAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class DeleteTransitGatewayVpcAttachmentRequest(
    _DeleteTransitGatewayVpcAttachmentRequestRequired, total=False
):
    DryRun: bool


class DeleteTransitGatewayVpcAttachmentResponse(TypedDict, total=False):
    TransitGatewayVpcAttachment: TransitGatewayVpcAttachment


class _DeleteVerifiedAccessEndpointRequestRequired(TypedDict):
    VerifiedAccessEndpointId: str


class DeleteVerifiedAccessEndpointRequest(_DeleteVerifiedAccessEndpointRequestRequired, total=False):
    ClientToken: str
    DryRun: bool


class DeleteVerifiedAccessEndpointResponse(TypedDict, total=False):
    VerifiedAccessEndpoint: VerifiedAccessEndpoint


class _DeleteVerifiedAccessGroupRequestRequired(TypedDict):
    VerifiedAccessGroupId: str


class DeleteVerifiedAccessGroupRequest(_DeleteVerifiedAccessGroupRequestRequired, total=False):
    ClientToken: str
    DryRun: bool


class DeleteVerifiedAccessGroupResponse(TypedDict, total=False):
    VerifiedAccessGroup: VerifiedAccessGroup


class _DeleteVerifiedAccessInstanceRequestRequired(TypedDict):
    VerifiedAccessInstanceId: str


class DeleteVerifiedAccessInstanceRequest(_DeleteVerifiedAccessInstanceRequestRequired, total=False):
    DryRun: bool
    ClientToken: str


class DeleteVerifiedAccessInstanceResponse(TypedDict, total=False):
    VerifiedAccessInstance: VerifiedAccessInstance


class _DeleteVerifiedAccessTrustProviderRequestRequired(TypedDict):
    VerifiedAccessTrustProviderId: str


class DeleteVerifiedAccessTrustProviderRequest(
    _DeleteVerifiedAccessTrustProviderRequestRequired, total=False
):
    DryRun: bool
    ClientToken: str


class DeleteVerifiedAccessTrustProviderResponse(TypedDict, total=False):
    VerifiedAccessTrustProvider: VerifiedAccessTrustProvider


class _DeleteVolumeRequestRequired(TypedDict):
    VolumeId: str


class DeleteVolumeRequest(_DeleteVolumeRequestRequired, total=False):
    DryRun: bool


class _DeleteVpcBlockPublicAccessExclusionRequestRequired(TypedDict):
    ExclusionId: str


class DeleteVpcBlockPublicAccessExclusionRequest(
    _DeleteVpcBlockPublicAccessExclusionRequestRequired, total=False
):
    DryRun: bool


class DeleteVpcBlockPublicAccessExclusionResponse(TypedDict, total=False):
    VpcBlockPublicAccessExclusion: VpcBlockPublicAccessExclusion


class _DeleteVpcEncryptionControlRequestRequired(TypedDict):
    VpcEncryptionControlId: str


class DeleteVpcEncryptionControlRequest(_DeleteVpcEncryptionControlRequestRequired, total=False):
    DryRun: bool


class DeleteVpcEncryptionControlResponse(TypedDict, total=False):
    VpcEncryptionControl: VpcEncryptionControl


class _DeleteVpcEndpointConnectionNotificationsRequestRequired(TypedDict):
    ConnectionNotificationIds: list[str]


class DeleteVpcEndpointConnectionNotificationsRequest(
    _DeleteVpcEndpointConnectionNotificationsRequestRequired, total=False
):
    DryRun: bool


class DeleteVpcEndpointConnectionNotificationsResponse(TypedDict, total=False):
    Unsuccessful: list[UnsuccessfulItem]


class _DeleteVpcEndpointServiceConfigurationsRequestRequired(TypedDict):
    ServiceIds: list[str]


class DeleteVpcEndpointServiceConfigurationsRequest(
    _DeleteVpcEndpointServiceConfigurationsRequestRequired, total=False
):
    DryRun: bool


class DeleteVpcEndpointServiceConfigurationsResponse(TypedDict, total=False):
    Unsuccessful: list[UnsuccessfulItem]


class _DeleteVpcEndpointsRequestRequired(TypedDict):
    VpcEndpointIds: list[str]


class DeleteVpcEndpointsRequest(_DeleteVpcEndpointsRequestRequired, total=False):
    DryRun: bool


class DeleteVpcEndpointsResponse(TypedDict, total=False):
    Unsuccessful: list[UnsuccessfulItem]


class _DeleteVpcPeeringConnectionRequestRequired(TypedDict):
    VpcPeeringConnectionId: str


class DeleteVpcPeeringConnectionRequest(_DeleteVpcPeeringConnectionRequestRequired, total=False):
    DryRun: bool


class DeleteVpcPeeringConnectionResponse(TypedDict, total=False):
    Return: bool


class _DeleteVpcRequestRequired(TypedDict):
    VpcId: str


class DeleteVpcRequest(_DeleteVpcRequestRequired, total=False):
    DryRun: bool


class _DeleteVpnConcentratorRequestRequired(TypedDict):
    VpnConcentratorId: str


class DeleteVpnConcentratorRequest(_DeleteVpnConcentratorRequestRequired, total=False):
    DryRun: bool


class DeleteVpnConcentratorResponse(TypedDict, total=False):
    Return: bool


class _DeleteVpnConnectionRequestRequired(TypedDict):
    VpnConnectionId: str


class DeleteVpnConnectionRequest(_DeleteVpnConnectionRequestRequired, total=False):
    DryRun: bool


class DeleteVpnConnectionRouteRequest(TypedDict):
    DestinationCidrBlock: str
    VpnConnectionId: str


class _DeleteVpnGatewayRequestRequired(TypedDict):
    VpnGatewayId: str


class DeleteVpnGatewayRequest(_DeleteVpnGatewayRequestRequired, total=False):
    DryRun: bool


class DeprecationTimeCondition(TypedDict, total=False):
    MaximumDaysSinceDeprecated: int


class DeprecationTimeConditionRequest(TypedDict, total=False):
    MaximumDaysSinceDeprecated: int


class _DeprovisionByoipCidrRequestRequired(TypedDict):
    Cidr: str


class DeprovisionByoipCidrRequest(_DeprovisionByoipCidrRequestRequired, total=False):
    DryRun: bool


class DeprovisionByoipCidrResponse(TypedDict, total=False):
    ByoipCidr: ByoipCidr


class _DeprovisionIpamByoasnRequestRequired(TypedDict):
    IpamId: str
    Asn: str


class DeprovisionIpamByoasnRequest(_DeprovisionIpamByoasnRequestRequired, total=False):
    DryRun: bool


class DeprovisionIpamByoasnResponse(TypedDict, total=False):
    Byoasn: Byoasn


class _DeprovisionIpamPoolCidrRequestRequired(TypedDict):
    IpamPoolId: str


class DeprovisionIpamPoolCidrRequest(_DeprovisionIpamPoolCidrRequestRequired, total=False):
    DryRun: bool
    Cidr: str


class DeprovisionIpamPoolCidrResponse(TypedDict, total=False):
    IpamPoolCidr: IpamPoolCidr


class _DeprovisionPublicIpv4PoolCidrRequestRequired(TypedDict):
    PoolId: str
    Cidr: str


class DeprovisionPublicIpv4PoolCidrRequest(_DeprovisionPublicIpv4PoolCidrRequestRequired, total=False):
    DryRun: bool


class DeprovisionPublicIpv4PoolCidrResponse(TypedDict, total=False):
    PoolId: str
    DeprovisionedAddresses: list[str]


class _DeregisterImageRequestRequired(TypedDict):
    ImageId: str


class DeregisterImageRequest(_DeregisterImageRequestRequired, total=False):
    DeleteAssociatedSnapshots: bool
    DryRun: bool


class DeregisterImageResponse(TypedDict, total=False):
    Return: bool
    DeleteSnapshotResults: list[DeleteSnapshotReturnCode]


class _DeregisterInstanceEventNotificationAttributesRequestRequired(TypedDict):
    InstanceTagAttribute: DeregisterInstanceTagAttributeRequest


class DeregisterInstanceEventNotificationAttributesRequest(
    _DeregisterInstanceEventNotificationAttributesRequestRequired, total=False
):
    DryRun: bool


class DeregisterInstanceEventNotificationAttributesResponse(TypedDict, total=False):
    InstanceTagAttribute: InstanceTagNotificationAttribute


class DeregisterInstanceTagAttributeRequest(TypedDict, total=False):
    IncludeAllTagsOfInstance: bool
    InstanceTagKeys: list[str]


class DeregisterTransitGatewayMulticastGroupMembersRequest(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    GroupIpAddress: str
    NetworkInterfaceIds: list[str]
    DryRun: bool


class DeregisterTransitGatewayMulticastGroupMembersResponse(TypedDict, total=False):
    DeregisteredMulticastGroupMembers: TransitGatewayMulticastDeregisteredGroupMembers


class DeregisterTransitGatewayMulticastGroupSourcesRequest(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    GroupIpAddress: str
    NetworkInterfaceIds: list[str]
    DryRun: bool


class DeregisterTransitGatewayMulticastGroupSourcesResponse(TypedDict, total=False):
    DeregisteredMulticastGroupSources: TransitGatewayMulticastDeregisteredGroupSources


class DescribeAccountAttributesRequest(TypedDict, total=False):
    DryRun: bool
    AttributeNames: list[str]


class DescribeAccountAttributesResponse(TypedDict, total=False):
    AccountAttributes: list[AccountAttribute]


class DescribeAccountVpcEncryptionControlRequest(TypedDict, total=False):
    DryRun: bool


class DescribeAccountVpcEncryptionControlResponse(TypedDict, total=False):
    AccountVpcEncryptionControl: AccountVpcEncryptionControl


class DescribeAddressTransfersRequest(TypedDict, total=False):
    AllocationIds: list[str]
    NextToken: str
    MaxResults: int
    DryRun: bool


class DescribeAddressTransfersResponse(TypedDict, total=False):
    AddressTransfers: list[AddressTransfer]
    NextToken: str


class DescribeAddressesAttributeRequest(TypedDict, total=False):
    AllocationIds: list[str]
    Attribute: str
    NextToken: str
    MaxResults: int
    DryRun: bool


class DescribeAddressesAttributeResponse(TypedDict, total=False):
    Addresses: list[AddressAttribute]
    NextToken: str


class DescribeAddressesRequest(TypedDict, total=False):
    PublicIps: list[str]
    DryRun: bool
    Filters: list[Filter]
    AllocationIds: list[str]


class DescribeAddressesResponse(TypedDict, total=False):
    Addresses: list[Address]


class DescribeAggregateIdFormatRequest(TypedDict, total=False):
    DryRun: bool


class DescribeAggregateIdFormatResponse(TypedDict, total=False):
    UseLongIdsAggregated: bool
    Statuses: list[IdFormat]


class DescribeApplicationStatusCheckAssociationsRequest(TypedDict, total=False):
    ApplicationStatusCheckIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeApplicationStatusCheckAssociationsResponse(TypedDict, total=False):
    Associations: list[ApplicationStatusCheckAssociationObject]
    NextToken: str
    Tags: list[Tag]


class DescribeApplicationStatusChecksRequest(TypedDict, total=False):
    ApplicationStatusCheckIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IncludeAll: bool
    DryRun: bool


class DescribeApplicationStatusChecksResponse(TypedDict, total=False):
    ApplicationStatusChecks: list[ApplicationStatusCheckResponseObject]
    NextToken: str


class DescribeApplicationStatusRequest(TypedDict, total=False):
    InstanceIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeApplicationStatusResponse(TypedDict, total=False):
    ApplicationStatuses: ApplicationStatusesResponseType
    NextToken: str


class DescribeAvailabilityZonesRequest(TypedDict, total=False):
    ZoneNames: list[str]
    ZoneIds: list[str]
    AllAvailabilityZones: bool
    DryRun: bool
    Filters: list[Filter]


class DescribeAvailabilityZonesResponse(TypedDict, total=False):
    AvailabilityZones: list[AvailabilityZone]


class DescribeAwsNetworkPerformanceMetricSubscriptionsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    DryRun: bool


class DescribeAwsNetworkPerformanceMetricSubscriptionsResponse(TypedDict, total=False):
    NextToken: str
    Subscriptions: list[Subscription]


class DescribeBundleTasksRequest(TypedDict, total=False):
    BundleIds: list[str]
    DryRun: bool
    Filters: list[Filter]


class DescribeBundleTasksResponse(TypedDict, total=False):
    BundleTasks: list[BundleTask]


class _DescribeByoipCidrsRequestRequired(TypedDict):
    MaxResults: int


class DescribeByoipCidrsRequest(_DescribeByoipCidrsRequestRequired, total=False):
    DryRun: bool
    NextToken: str


class DescribeByoipCidrsResponse(TypedDict, total=False):
    ByoipCidrs: list[ByoipCidr]
    NextToken: str


class DescribeCapacityBlockExtensionHistoryRequest(TypedDict, total=False):
    CapacityReservationIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeCapacityBlockExtensionHistoryResponse(TypedDict, total=False):
    CapacityBlockExtensions: list[CapacityBlockExtension]
    NextToken: str


class _DescribeCapacityBlockExtensionOfferingsRequestRequired(TypedDict):
    CapacityBlockExtensionDurationHours: int
    CapacityReservationId: str


class DescribeCapacityBlockExtensionOfferingsRequest(
    _DescribeCapacityBlockExtensionOfferingsRequestRequired, total=False
):
    DryRun: bool
    NextToken: str
    MaxResults: int


class DescribeCapacityBlockExtensionOfferingsResponse(TypedDict, total=False):
    CapacityBlockExtensionOfferings: list[CapacityBlockExtensionOffering]
    NextToken: str


class _DescribeCapacityBlockOfferingsRequestRequired(TypedDict):
    CapacityDurationHours: int


class DescribeCapacityBlockOfferingsRequest(_DescribeCapacityBlockOfferingsRequestRequired, total=False):
    DryRun: bool
    InstanceType: str
    InstanceCount: int
    StartDateRange: datetime
    EndDateRange: datetime
    NextToken: str
    MaxResults: int
    UltraserverType: str
    UltraserverCount: int
    AllAvailabilityZones: bool
    InstanceTypePreferences: list[CapacityBlockInstanceTypePreference]


class DescribeCapacityBlockOfferingsResponse(TypedDict, total=False):
    CapacityBlockOfferings: list[CapacityBlockOffering]
    NextToken: str


class DescribeCapacityBlockStatusRequest(TypedDict, total=False):
    CapacityBlockIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeCapacityBlockStatusResponse(TypedDict, total=False):
    CapacityBlockStatuses: list[CapacityBlockStatus]
    NextToken: str


class DescribeCapacityBlocksRequest(TypedDict, total=False):
    CapacityBlockIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeCapacityBlocksResponse(TypedDict, total=False):
    CapacityBlocks: list[CapacityBlock]
    NextToken: str


class DescribeCapacityManagerDataExportsRequest(TypedDict, total=False):
    CapacityManagerDataExportIds: list[str]
    MaxResults: int
    NextToken: str
    DryRun: bool
    Filters: list[Filter]


class DescribeCapacityManagerDataExportsResponse(TypedDict, total=False):
    CapacityManagerDataExports: list[CapacityManagerDataExportResponse]
    NextToken: str


class _DescribeCapacityReservationBillingRequestsRequestRequired(TypedDict):
    Role: str


class DescribeCapacityReservationBillingRequestsRequest(
    _DescribeCapacityReservationBillingRequestsRequestRequired, total=False
):
    CapacityReservationIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeCapacityReservationBillingRequestsResponse(TypedDict, total=False):
    NextToken: str
    CapacityReservationBillingRequests: list[CapacityReservationBillingRequest]


class DescribeCapacityReservationCancellationQuotesRequest(TypedDict, total=False):
    CapacityReservationCancellationQuoteIds: list[str]
    MaxResults: int
    NextToken: str
    DryRun: bool
    Filters: list[Filter]


class DescribeCapacityReservationCancellationQuotesResponse(TypedDict, total=False):
    CapacityReservationCancellationQuotes: list[CapacityReservationCancellationQuote]
    NextToken: str


class DescribeCapacityReservationDateChangeQuotesRequest(TypedDict, total=False):
    CapacityReservationModificationQuoteIds: list[str]
    MaxResults: int
    NextToken: str
    DryRun: bool
    Filters: list[Filter]


class DescribeCapacityReservationDateChangeQuotesResponse(TypedDict, total=False):
    CapacityReservationModificationQuotes: list[CapacityReservationModificationQuote]
    NextToken: str


class DescribeCapacityReservationFleetsRequest(TypedDict, total=False):
    CapacityReservationFleetIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeCapacityReservationFleetsResponse(TypedDict, total=False):
    CapacityReservationFleets: list[CapacityReservationFleet]
    NextToken: str


class DescribeCapacityReservationTopologyRequest(TypedDict, total=False):
    DryRun: bool
    NextToken: str
    MaxResults: int
    CapacityReservationIds: list[str]
    Filters: list[Filter]


class DescribeCapacityReservationTopologyResponse(TypedDict, total=False):
    NextToken: str
    CapacityReservations: list[CapacityReservationTopology]


class DescribeCapacityReservationsRequest(TypedDict, total=False):
    CapacityReservationIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeCapacityReservationsResponse(TypedDict, total=False):
    NextToken: str
    CapacityReservations: list[CapacityReservation]


class DescribeCarrierGatewaysRequest(TypedDict, total=False):
    CarrierGatewayIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeCarrierGatewaysResponse(TypedDict, total=False):
    CarrierGateways: list[CarrierGateway]
    NextToken: str


class DescribeClassicLinkInstancesRequest(TypedDict, total=False):
    DryRun: bool
    InstanceIds: list[str]
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class DescribeClassicLinkInstancesResponse(TypedDict, total=False):
    Instances: list[ClassicLinkInstance]
    NextToken: str


class _DescribeClientVpnAuthorizationRulesRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class DescribeClientVpnAuthorizationRulesRequest(
    _DescribeClientVpnAuthorizationRulesRequestRequired, total=False
):
    DryRun: bool
    NextToken: str
    Filters: list[Filter]
    MaxResults: int


class DescribeClientVpnAuthorizationRulesResponse(TypedDict, total=False):
    AuthorizationRules: list[AuthorizationRule]
    NextToken: str


class _DescribeClientVpnConnectionsRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class DescribeClientVpnConnectionsRequest(_DescribeClientVpnConnectionsRequestRequired, total=False):
    Filters: list[Filter]
    NextToken: str
    MaxResults: int
    DryRun: bool


class DescribeClientVpnConnectionsResponse(TypedDict, total=False):
    Connections: list[ClientVpnConnection]
    NextToken: str


class DescribeClientVpnEndpointsRequest(TypedDict, total=False):
    ClientVpnEndpointIds: list[str]
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    DryRun: bool


class DescribeClientVpnEndpointsResponse(TypedDict, total=False):
    ClientVpnEndpoints: list[ClientVpnEndpoint]
    NextToken: str


class _DescribeClientVpnRoutesRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class DescribeClientVpnRoutesRequest(_DescribeClientVpnRoutesRequestRequired, total=False):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeClientVpnRoutesResponse(TypedDict, total=False):
    Routes: list[ClientVpnRoute]
    NextToken: str


class _DescribeClientVpnTargetNetworksRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class DescribeClientVpnTargetNetworksRequest(_DescribeClientVpnTargetNetworksRequestRequired, total=False):
    AssociationIds: list[str]
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    DryRun: bool


class DescribeClientVpnTargetNetworksResponse(TypedDict, total=False):
    ClientVpnTargetNetworks: list[TargetNetwork]
    NextToken: str


class DescribeCoipPoolsRequest(TypedDict, total=False):
    PoolIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeCoipPoolsResponse(TypedDict, total=False):
    CoipPools: list[CoipPool]
    NextToken: str


class DescribeConversionTasksRequest(TypedDict, total=False):
    DryRun: bool
    ConversionTaskIds: list[str]


class DescribeConversionTasksResponse(TypedDict, total=False):
    ConversionTasks: list[ConversionTask]


class DescribeCustomerGatewaysRequest(TypedDict, total=False):
    CustomerGatewayIds: list[str]
    Filters: list[Filter]
    DryRun: bool


class DescribeCustomerGatewaysResponse(TypedDict, total=False):
    CustomerGateways: list[CustomerGateway]


class DescribeDeclarativePoliciesReportsRequest(TypedDict, total=False):
    DryRun: bool
    NextToken: str
    MaxResults: int
    ReportIds: list[str]


class DescribeDeclarativePoliciesReportsResponse(TypedDict, total=False):
    NextToken: str
    Reports: list[DeclarativePoliciesReport]


class DescribeDhcpOptionsRequest(TypedDict, total=False):
    DhcpOptionsIds: list[str]
    NextToken: str
    MaxResults: int
    DryRun: bool
    Filters: list[Filter]


class DescribeDhcpOptionsResponse(TypedDict, total=False):
    NextToken: str
    DhcpOptions: list[DhcpOptions]


class DescribeEgressOnlyInternetGatewaysRequest(TypedDict, total=False):
    DryRun: bool
    EgressOnlyInternetGatewayIds: list[str]
    MaxResults: int
    NextToken: str
    Filters: list[Filter]


class DescribeEgressOnlyInternetGatewaysResponse(TypedDict, total=False):
    EgressOnlyInternetGateways: list[EgressOnlyInternetGateway]
    NextToken: str


class DescribeElasticGpusRequest(TypedDict, total=False):
    ElasticGpuIds: list[str]
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeElasticGpusResponse(TypedDict, total=False):
    ElasticGpuSet: list[ElasticGpus]
    MaxResults: int
    NextToken: str


class DescribeExportImageTasksRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    ExportImageTaskIds: list[str]
    MaxResults: int
    NextToken: str


class DescribeExportImageTasksResponse(TypedDict, total=False):
    ExportImageTasks: list[ExportImageTask]
    NextToken: str


class DescribeExportTasksRequest(TypedDict, total=False):
    Filters: list[Filter]
    ExportTaskIds: list[str]


class DescribeExportTasksResponse(TypedDict, total=False):
    ExportTasks: list[ExportTask]


class DescribeFastLaunchImagesRequest(TypedDict, total=False):
    ImageIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeFastLaunchImagesResponse(TypedDict, total=False):
    FastLaunchImages: list[DescribeFastLaunchImagesSuccessItem]
    NextToken: str


class DescribeFastLaunchImagesSuccessItem(TypedDict, total=False):
    ImageId: str
    ResourceType: str
    SnapshotConfiguration: FastLaunchSnapshotConfigurationResponse
    LaunchTemplate: FastLaunchLaunchTemplateSpecificationResponse
    MaxParallelLaunches: int
    OwnerId: str
    State: str
    StateTransitionReason: str
    StateTransitionTime: datetime


class DescribeFastSnapshotRestoreSuccessItem(TypedDict, total=False):
    SnapshotId: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    State: str
    StateTransitionReason: str
    OwnerId: str
    OwnerAlias: str
    EnablingTime: datetime
    OptimizingTime: datetime
    EnabledTime: datetime
    DisablingTime: datetime
    DisabledTime: datetime


class DescribeFastSnapshotRestoresRequest(TypedDict, total=False):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeFastSnapshotRestoresResponse(TypedDict, total=False):
    FastSnapshotRestores: list[DescribeFastSnapshotRestoreSuccessItem]
    NextToken: str


class DescribeFleetError(TypedDict, total=False):
    LaunchTemplateAndOverrides: LaunchTemplateAndOverridesResponse
    Lifecycle: str
    ErrorCode: str
    ErrorMessage: str


class _DescribeFleetHistoryRequestRequired(TypedDict):
    FleetId: str
    StartTime: datetime


class DescribeFleetHistoryRequest(_DescribeFleetHistoryRequestRequired, total=False):
    DryRun: bool
    EventType: str
    MaxResults: int
    NextToken: str


class DescribeFleetHistoryResponse(TypedDict, total=False):
    HistoryRecords: list[HistoryRecordEntry]
    LastEvaluatedTime: datetime
    NextToken: str
    FleetId: str
    StartTime: datetime


class _DescribeFleetInstancesRequestRequired(TypedDict):
    FleetId: str


class DescribeFleetInstancesRequest(_DescribeFleetInstancesRequestRequired, total=False):
    DryRun: bool
    MaxResults: int
    NextToken: str
    Filters: list[Filter]


class DescribeFleetInstancesResponse(TypedDict, total=False):
    ActiveInstances: list[ActiveInstance]
    NextToken: str
    FleetId: str


class DescribeFleetsInstances(TypedDict, total=False):
    LaunchTemplateAndOverrides: LaunchTemplateAndOverridesResponse
    Lifecycle: str
    InstanceIds: list[str]
    InstanceType: str
    Platform: str


class DescribeFleetsRequest(TypedDict, total=False):
    DryRun: bool
    MaxResults: int
    NextToken: str
    FleetIds: list[str]
    Filters: list[Filter]


class DescribeFleetsResponse(TypedDict, total=False):
    NextToken: str
    Fleets: list[FleetData]


class DescribeFlowLogsRequest(TypedDict, total=False):
    DryRun: bool
    Filter: list[Filter]
    FlowLogIds: list[str]
    MaxResults: int
    NextToken: str


class DescribeFlowLogsResponse(TypedDict, total=False):
    FlowLogs: list[FlowLog]
    NextToken: str


class _DescribeFpgaImageAttributeRequestRequired(TypedDict):
    FpgaImageId: str
    Attribute: str


class DescribeFpgaImageAttributeRequest(_DescribeFpgaImageAttributeRequestRequired, total=False):
    DryRun: bool


class DescribeFpgaImageAttributeResponse(TypedDict, total=False):
    FpgaImageAttribute: FpgaImageAttribute


class DescribeFpgaImagesRequest(TypedDict, total=False):
    DryRun: bool
    FpgaImageIds: list[str]
    Owners: list[str]
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class DescribeFpgaImagesResponse(TypedDict, total=False):
    FpgaImages: list[FpgaImage]
    NextToken: str


class DescribeHostReservationOfferingsRequest(TypedDict, total=False):
    Filter: list[Filter]
    MaxDuration: int
    MaxResults: int
    MinDuration: int
    NextToken: str
    OfferingId: str


class DescribeHostReservationOfferingsResponse(TypedDict, total=False):
    NextToken: str
    OfferingSet: list[HostOffering]


class DescribeHostReservationsRequest(TypedDict, total=False):
    Filter: list[Filter]
    HostReservationIdSet: list[str]
    MaxResults: int
    NextToken: str


class DescribeHostReservationsResponse(TypedDict, total=False):
    HostReservationSet: list[HostReservation]
    NextToken: str


class DescribeHostsRequest(TypedDict, total=False):
    HostIds: list[str]
    NextToken: str
    MaxResults: int
    Filter: list[Filter]


class DescribeHostsResponse(TypedDict, total=False):
    Hosts: list[Host]
    NextToken: str


class DescribeIamInstanceProfileAssociationsRequest(TypedDict, total=False):
    AssociationIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeIamInstanceProfileAssociationsResponse(TypedDict, total=False):
    IamInstanceProfileAssociations: list[IamInstanceProfileAssociation]
    NextToken: str


class DescribeIdFormatRequest(TypedDict, total=False):
    Resource: str


class DescribeIdFormatResponse(TypedDict, total=False):
    Statuses: list[IdFormat]


class _DescribeIdentityIdFormatRequestRequired(TypedDict):
    PrincipalArn: str


class DescribeIdentityIdFormatRequest(_DescribeIdentityIdFormatRequestRequired, total=False):
    Resource: str


class DescribeIdentityIdFormatResponse(TypedDict, total=False):
    Statuses: list[IdFormat]


class _DescribeImageAttributeRequestRequired(TypedDict):
    Attribute: str
    ImageId: str


class DescribeImageAttributeRequest(_DescribeImageAttributeRequestRequired, total=False):
    DryRun: bool


class DescribeImageAttributeResponse(TypedDict, total=False):
    Description: AttributeValue
    KernelId: AttributeValue
    RamdiskId: AttributeValue
    SriovNetSupport: AttributeValue
    BootMode: AttributeValue
    TpmSupport: AttributeValue
    UefiData: AttributeValue
    LastLaunchedTime: AttributeValue
    ImdsSupport: AttributeValue
    DeregistrationProtection: AttributeValue
    ImageId: str
    LaunchPermissions: list[LaunchPermission]
    ProductCodes: list[ProductCode]
    BlockDeviceMappings: list[BlockDeviceMapping]


class _DescribeImageReferencesRequestRequired(TypedDict):
    ImageIds: list[str]


class DescribeImageReferencesRequest(_DescribeImageReferencesRequestRequired, total=False):
    IncludeAllResourceTypes: bool
    ResourceTypes: list[ResourceTypeRequest]
    NextToken: str
    DryRun: bool
    MaxResults: int


class DescribeImageReferencesResponse(TypedDict, total=False):
    NextToken: str
    ImageReferences: list[ImageReference]


class DescribeImageUsageReportEntriesRequest(TypedDict, total=False):
    ImageIds: list[str]
    ReportIds: list[str]
    NextToken: str
    Filters: list[Filter]
    DryRun: bool
    MaxResults: int


class DescribeImageUsageReportEntriesResponse(TypedDict, total=False):
    NextToken: str
    ImageUsageReportEntries: list[ImageUsageReportEntry]


class DescribeImageUsageReportsRequest(TypedDict, total=False):
    ImageIds: list[str]
    ReportIds: list[str]
    NextToken: str
    Filters: list[Filter]
    DryRun: bool
    MaxResults: int


class DescribeImageUsageReportsResponse(TypedDict, total=False):
    NextToken: str
    ImageUsageReports: list[ImageUsageReport]


class DescribeImagesRequest(TypedDict, total=False):
    ExecutableUsers: list[str]
    ImageIds: list[str]
    Owners: list[str]
    IncludeDeprecated: bool
    IncludeDisabled: bool
    MaxResults: int
    NextToken: str
    DryRun: bool
    Filters: list[Filter]


class DescribeImagesResponse(TypedDict, total=False):
    NextToken: str
    Images: list[Image]


class DescribeImportImageTasksRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    ImportTaskIds: list[str]
    MaxResults: int
    NextToken: str


class DescribeImportImageTasksResponse(TypedDict, total=False):
    ImportImageTasks: list[ImportImageTask]
    NextToken: str


class DescribeImportSnapshotTasksRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    ImportTaskIds: list[str]
    MaxResults: int
    NextToken: str


class DescribeImportSnapshotTasksResponse(TypedDict, total=False):
    ImportSnapshotTasks: list[ImportSnapshotTask]
    NextToken: str


class _DescribeInstanceAttributeRequestRequired(TypedDict):
    InstanceId: str
    Attribute: str


class DescribeInstanceAttributeRequest(_DescribeInstanceAttributeRequestRequired, total=False):
    DryRun: bool


class DescribeInstanceAttributeResponse(TypedDict, total=False):
    BlockDeviceMappings: list[InstanceBlockDeviceMapping]
    DisableApiTermination: AttributeBooleanValue
    EnaSupport: AttributeBooleanValue
    EnclaveOptions: EnclaveOptions
    EbsOptimized: AttributeBooleanValue
    InstanceId: str
    InstanceInitiatedShutdownBehavior: AttributeValue
    InstanceType: AttributeValue
    KernelId: AttributeValue
    ProductCodes: list[ProductCode]
    RamdiskId: AttributeValue
    RootDeviceName: AttributeValue
    SourceDestCheck: AttributeBooleanValue
    SriovNetSupport: AttributeValue
    UserData: AttributeValue
    DisableApiStop: AttributeBooleanValue
    Groups: list[GroupIdentifier]


class DescribeInstanceConnectEndpointsRequest(TypedDict, total=False):
    DryRun: bool
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    InstanceConnectEndpointIds: list[str]


class DescribeInstanceConnectEndpointsResponse(TypedDict, total=False):
    InstanceConnectEndpoints: list[Ec2InstanceConnectEndpoint]
    NextToken: str


class DescribeInstanceCreditSpecificationsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    InstanceIds: list[str]
    MaxResults: int
    NextToken: str


class DescribeInstanceCreditSpecificationsResponse(TypedDict, total=False):
    InstanceCreditSpecifications: list[InstanceCreditSpecification]
    NextToken: str


class DescribeInstanceEventNotificationAttributesRequest(TypedDict, total=False):
    DryRun: bool


class DescribeInstanceEventNotificationAttributesResponse(TypedDict, total=False):
    InstanceTagAttribute: InstanceTagNotificationAttribute


class DescribeInstanceEventWindowsRequest(TypedDict, total=False):
    DryRun: bool
    InstanceEventWindowIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeInstanceEventWindowsResponse(TypedDict, total=False):
    InstanceEventWindows: list[InstanceEventWindow]
    NextToken: str


class DescribeInstanceImageMetadataRequest(TypedDict, total=False):
    Filters: list[Filter]
    InstanceIds: list[str]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeInstanceImageMetadataResponse(TypedDict, total=False):
    InstanceImageMetadata: list[InstanceImageMetadata]
    NextToken: str


class DescribeInstanceSqlHaHistoryStatesRequest(TypedDict, total=False):
    InstanceIds: list[str]
    StartTime: datetime
    EndTime: datetime
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeInstanceSqlHaHistoryStatesResponse(TypedDict, total=False):
    Instances: list[RegisteredInstance]
    NextToken: str


class DescribeInstanceSqlHaStatesRequest(TypedDict, total=False):
    InstanceIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeInstanceSqlHaStatesResponse(TypedDict, total=False):
    Instances: list[RegisteredInstance]
    NextToken: str


class DescribeInstanceStatusRequest(TypedDict, total=False):
    InstanceIds: list[str]
    MaxResults: int
    NextToken: str
    IncludeManagedResources: bool
    DryRun: bool
    Filters: list[Filter]
    IncludeAllInstances: bool


class DescribeInstanceStatusResponse(TypedDict, total=False):
    InstanceStatuses: list[InstanceStatus]
    NextToken: str


class DescribeInstanceTopologyRequest(TypedDict, total=False):
    DryRun: bool
    NextToken: str
    MaxResults: int
    InstanceIds: list[str]
    GroupNames: list[str]
    Filters: list[Filter]


class DescribeInstanceTopologyResponse(TypedDict, total=False):
    Instances: list[InstanceTopology]
    NextToken: str


class DescribeInstanceTypeOfferingsRequest(TypedDict, total=False):
    DryRun: bool
    LocationType: str
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeInstanceTypeOfferingsResponse(TypedDict, total=False):
    InstanceTypeOfferings: list[InstanceTypeOffering]
    NextToken: str


class DescribeInstanceTypesRequest(TypedDict, total=False):
    DryRun: bool
    InstanceTypes: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IncludeUnsupportedInRegion: bool


class DescribeInstanceTypesResponse(TypedDict, total=False):
    InstanceTypes: list[InstanceTypeInfo]
    NextToken: str


class DescribeInstancesRequest(TypedDict, total=False):
    InstanceIds: list[str]
    IncludeManagedResources: bool
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class DescribeInstancesResponse(TypedDict, total=False):
    NextToken: str
    Reservations: list[RunInstancesResponse]


class DescribeInternetGatewaysRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool
    InternetGatewayIds: list[str]
    Filters: list[Filter]


class DescribeInternetGatewaysResponse(TypedDict, total=False):
    InternetGateways: list[InternetGateway]
    NextToken: str


class DescribeIpamByoasnRequest(TypedDict, total=False):
    DryRun: bool
    MaxResults: int
    NextToken: str


class DescribeIpamByoasnResponse(TypedDict, total=False):
    Byoasns: list[Byoasn]
    NextToken: str


class DescribeIpamExternalResourceVerificationTokensRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int
    IpamExternalResourceVerificationTokenIds: list[str]


class DescribeIpamExternalResourceVerificationTokensResponse(TypedDict, total=False):
    NextToken: str
    IpamExternalResourceVerificationTokens: list[IpamExternalResourceVerificationToken]


class DescribeIpamInternetRegistryAssociationsRequest(TypedDict, total=False):
    DryRun: bool
    IpamInternetRegistryAssociationIds: list[str]
    MaxResults: int
    NextToken: str
    Filters: list[Filter]


class DescribeIpamInternetRegistryAssociationsResponse(TypedDict, total=False):
    NextToken: str
    IpamInternetRegistryAssociations: list[IpamInternetRegistryAssociation]


class DescribeIpamPoliciesRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IpamPolicyIds: list[str]


class DescribeIpamPoliciesResponse(TypedDict, total=False):
    NextToken: str
    IpamPolicies: list[IpamPolicy]


class DescribeIpamPoolAllocationsRequest(TypedDict, total=False):
    DryRun: bool
    IpamPoolAllocationIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeIpamPoolAllocationsResponse(TypedDict, total=False):
    IpamPoolAllocations: list[IpamPoolAllocation]
    NextToken: str


class DescribeIpamPoolsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IpamPoolIds: list[str]


class DescribeIpamPoolsResponse(TypedDict, total=False):
    NextToken: str
    IpamPools: list[IpamPool]


class DescribeIpamPrefixListResolverTargetsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IpamPrefixListResolverTargetIds: list[str]
    IpamPrefixListResolverId: str


class DescribeIpamPrefixListResolverTargetsResponse(TypedDict, total=False):
    NextToken: str
    IpamPrefixListResolverTargets: list[IpamPrefixListResolverTarget]


class DescribeIpamPrefixListResolversRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IpamPrefixListResolverIds: list[str]


class DescribeIpamPrefixListResolversResponse(TypedDict, total=False):
    NextToken: str
    IpamPrefixListResolvers: list[IpamPrefixListResolver]


class DescribeIpamResourceDiscoveriesRequest(TypedDict, total=False):
    DryRun: bool
    IpamResourceDiscoveryIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]


class DescribeIpamResourceDiscoveriesResponse(TypedDict, total=False):
    IpamResourceDiscoveries: list[IpamResourceDiscovery]
    NextToken: str


class DescribeIpamResourceDiscoveryAssociationsRequest(TypedDict, total=False):
    DryRun: bool
    IpamResourceDiscoveryAssociationIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]


class DescribeIpamResourceDiscoveryAssociationsResponse(TypedDict, total=False):
    IpamResourceDiscoveryAssociations: list[IpamResourceDiscoveryAssociation]
    NextToken: str


class DescribeIpamScopesRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IpamScopeIds: list[str]


class DescribeIpamScopesResponse(TypedDict, total=False):
    NextToken: str
    IpamScopes: list[IpamScope]


class DescribeIpamsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IpamIds: list[str]


class DescribeIpamsResponse(TypedDict, total=False):
    NextToken: str
    Ipams: list[Ipam]


class DescribeIpv6PoolsRequest(TypedDict, total=False):
    PoolIds: list[str]
    NextToken: str
    MaxResults: int
    DryRun: bool
    Filters: list[Filter]


class DescribeIpv6PoolsResponse(TypedDict, total=False):
    Ipv6Pools: list[Ipv6Pool]
    NextToken: str


class DescribeKeyPairsRequest(TypedDict, total=False):
    KeyNames: list[str]
    KeyPairIds: list[str]
    IncludePublicKey: bool
    DryRun: bool
    Filters: list[Filter]


class DescribeKeyPairsResponse(TypedDict, total=False):
    KeyPairs: list[KeyPairInfo]


class DescribeLaunchTemplateVersionsRequest(TypedDict, total=False):
    DryRun: bool
    LaunchTemplateId: str
    LaunchTemplateName: str
    Versions: list[str]
    MinVersion: str
    MaxVersion: str
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    ResolveAlias: bool
    IncludeManagedResources: bool


class DescribeLaunchTemplateVersionsResponse(TypedDict, total=False):
    LaunchTemplateVersions: list[LaunchTemplateVersion]
    NextToken: str


class DescribeLaunchTemplatesRequest(TypedDict, total=False):
    DryRun: bool
    LaunchTemplateIds: list[str]
    LaunchTemplateNames: list[str]
    Filters: list[Filter]
    NextToken: str
    MaxResults: int
    IncludeManagedResources: bool


class DescribeLaunchTemplatesResponse(TypedDict, total=False):
    LaunchTemplates: list[LaunchTemplate]
    NextToken: str


class DescribeLocalGatewayRouteTableVirtualInterfaceGroupAssociationsRequest(TypedDict, total=False):
    LocalGatewayRouteTableVirtualInterfaceGroupAssociationIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeLocalGatewayRouteTableVirtualInterfaceGroupAssociationsResponse(TypedDict, total=False):
    LocalGatewayRouteTableVirtualInterfaceGroupAssociations: list[
        LocalGatewayRouteTableVirtualInterfaceGroupAssociation
    ]
    NextToken: str


class DescribeLocalGatewayRouteTableVpcAssociationsRequest(TypedDict, total=False):
    LocalGatewayRouteTableVpcAssociationIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeLocalGatewayRouteTableVpcAssociationsResponse(TypedDict, total=False):
    LocalGatewayRouteTableVpcAssociations: list[LocalGatewayRouteTableVpcAssociation]
    NextToken: str


class DescribeLocalGatewayRouteTablesRequest(TypedDict, total=False):
    LocalGatewayRouteTableIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeLocalGatewayRouteTablesResponse(TypedDict, total=False):
    LocalGatewayRouteTables: list[LocalGatewayRouteTable]
    NextToken: str


class DescribeLocalGatewayVirtualInterfaceGroupsRequest(TypedDict, total=False):
    LocalGatewayVirtualInterfaceGroupIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeLocalGatewayVirtualInterfaceGroupsResponse(TypedDict, total=False):
    LocalGatewayVirtualInterfaceGroups: list[LocalGatewayVirtualInterfaceGroup]
    NextToken: str


class DescribeLocalGatewayVirtualInterfacesRequest(TypedDict, total=False):
    LocalGatewayVirtualInterfaceIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeLocalGatewayVirtualInterfacesResponse(TypedDict, total=False):
    LocalGatewayVirtualInterfaces: list[LocalGatewayVirtualInterface]
    NextToken: str


class DescribeLocalGatewaysRequest(TypedDict, total=False):
    LocalGatewayIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeLocalGatewaysResponse(TypedDict, total=False):
    LocalGateways: list[LocalGateway]
    NextToken: str


class DescribeLockedSnapshotsRequest(TypedDict, total=False):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    SnapshotIds: list[str]
    DryRun: bool


class DescribeLockedSnapshotsResponse(TypedDict, total=False):
    Snapshots: list[LockedSnapshotsInfo]
    NextToken: str


class DescribeMacHostsRequest(TypedDict, total=False):
    Filters: list[Filter]
    HostIds: list[str]
    MaxResults: int
    NextToken: str


class DescribeMacHostsResponse(TypedDict, total=False):
    MacHosts: list[MacHost]
    NextToken: str


class DescribeMacModificationTasksRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MacModificationTaskIds: list[str]
    MaxResults: int
    NextToken: str


class DescribeMacModificationTasksResponse(TypedDict, total=False):
    MacModificationTasks: list[MacModificationTask]
    NextToken: str


class DescribeManagedPrefixListsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    PrefixListIds: list[str]


class DescribeManagedPrefixListsResponse(TypedDict, total=False):
    NextToken: str
    PrefixLists: list[ManagedPrefixList]


class DescribeMetricCategoriesRequest(TypedDict, total=False):
    MetricCategoryIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeMetricCategoriesResponse(TypedDict, total=False):
    MetricCategories: list[MetricCategory]
    NextToken: str


class DescribeMovingAddressesRequest(TypedDict, total=False):
    DryRun: bool
    PublicIps: list[str]
    NextToken: str
    Filters: list[Filter]
    MaxResults: int


class DescribeMovingAddressesResponse(TypedDict, total=False):
    MovingAddressStatuses: list[MovingAddressStatus]
    NextToken: str


class DescribeNatGatewaysRequest(TypedDict, total=False):
    DryRun: bool
    Filter: list[Filter]
    MaxResults: int
    NatGatewayIds: list[str]
    NextToken: str


class DescribeNatGatewaysResponse(TypedDict, total=False):
    NatGateways: list[NatGateway]
    NextToken: str


class DescribeNetworkAclsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool
    NetworkAclIds: list[str]
    Filters: list[Filter]


class DescribeNetworkAclsResponse(TypedDict, total=False):
    NetworkAcls: list[NetworkAcl]
    NextToken: str


class DescribeNetworkInsightsAccessScopeAnalysesRequest(TypedDict, total=False):
    NetworkInsightsAccessScopeAnalysisIds: list[str]
    NetworkInsightsAccessScopeId: str
    AnalysisStartTimeBegin: datetime
    AnalysisStartTimeEnd: datetime
    Filters: list[Filter]
    MaxResults: int
    DryRun: bool
    NextToken: str


class DescribeNetworkInsightsAccessScopeAnalysesResponse(TypedDict, total=False):
    NetworkInsightsAccessScopeAnalyses: list[NetworkInsightsAccessScopeAnalysis]
    NextToken: str


class DescribeNetworkInsightsAccessScopesRequest(TypedDict, total=False):
    NetworkInsightsAccessScopeIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    DryRun: bool
    NextToken: str


class DescribeNetworkInsightsAccessScopesResponse(TypedDict, total=False):
    NetworkInsightsAccessScopes: list[NetworkInsightsAccessScope]
    NextToken: str


class DescribeNetworkInsightsAnalysesRequest(TypedDict, total=False):
    NetworkInsightsAnalysisIds: list[str]
    NetworkInsightsPathId: str
    AnalysisStartTime: datetime
    AnalysisEndTime: datetime
    Filters: list[Filter]
    MaxResults: int
    DryRun: bool
    NextToken: str


class DescribeNetworkInsightsAnalysesResponse(TypedDict, total=False):
    NetworkInsightsAnalyses: list[NetworkInsightsAnalysis]
    NextToken: str


class DescribeNetworkInsightsPathsRequest(TypedDict, total=False):
    NetworkInsightsPathIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    DryRun: bool
    NextToken: str


class DescribeNetworkInsightsPathsResponse(TypedDict, total=False):
    NetworkInsightsPaths: list[NetworkInsightsPath]
    NextToken: str


class _DescribeNetworkInterfaceAttributeRequestRequired(TypedDict):
    NetworkInterfaceId: str


class DescribeNetworkInterfaceAttributeRequest(
    _DescribeNetworkInterfaceAttributeRequestRequired, total=False
):
    DryRun: bool
    Attribute: str


class DescribeNetworkInterfaceAttributeResponse(TypedDict, total=False):
    Attachment: NetworkInterfaceAttachment
    Description: AttributeValue
    Groups: list[GroupIdentifier]
    NetworkInterfaceId: str
    SourceDestCheck: AttributeBooleanValue
    AssociatePublicIpAddress: bool


class DescribeNetworkInterfacePermissionsRequest(TypedDict, total=False):
    NetworkInterfacePermissionIds: list[str]
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class DescribeNetworkInterfacePermissionsResponse(TypedDict, total=False):
    NetworkInterfacePermissions: list[NetworkInterfacePermission]
    NextToken: str


class DescribeNetworkInterfacesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    IncludeManagedResources: bool
    DryRun: bool
    NetworkInterfaceIds: list[str]
    Filters: list[Filter]


class DescribeNetworkInterfacesResponse(TypedDict, total=False):
    NetworkInterfaces: list[NetworkInterface]
    NextToken: str


class DescribeNetworkingFlexCostAllocationPoliciesRequest(TypedDict, total=False):
    FcaPolicyIds: list[str]
    MaxResults: int
    Filters: list[Filter]
    NextToken: str
    DryRun: bool


class DescribeNetworkingFlexCostAllocationPoliciesResponse(TypedDict, total=False):
    FlexCostAllocationPolicies: list[FlexCostAllocationPolicyDescription]
    NextToken: str


class DescribeNetworkingFlexCostAllocationPolicyAssociationsRequest(TypedDict, total=False):
    FcaPolicyAssociationIds: list[str]
    MaxResults: int
    Filters: list[Filter]
    NextToken: str
    DryRun: bool


class DescribeNetworkingFlexCostAllocationPolicyAssociationsResponse(TypedDict, total=False):
    FcaPolicyAssociations: list[FlexCostAllocationPolicyAssociationDescription]
    NextToken: str


class DescribeOutpostLagsRequest(TypedDict, total=False):
    OutpostLagIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeOutpostLagsResponse(TypedDict, total=False):
    OutpostLags: list[OutpostLag]
    NextToken: str


class DescribePlacementGroupsRequest(TypedDict, total=False):
    GroupIds: list[str]
    DryRun: bool
    GroupNames: list[str]
    Filters: list[Filter]


class DescribePlacementGroupsResponse(TypedDict, total=False):
    PlacementGroups: list[PlacementGroup]


class DescribePrefixListsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    PrefixListIds: list[str]


class DescribePrefixListsResponse(TypedDict, total=False):
    NextToken: str
    PrefixLists: list[PrefixList]


class DescribePrincipalIdFormatRequest(TypedDict, total=False):
    DryRun: bool
    Resources: list[str]
    MaxResults: int
    NextToken: str


class DescribePrincipalIdFormatResponse(TypedDict, total=False):
    Principals: list[PrincipalIdFormat]
    NextToken: str


class DescribePublicIpv4PoolsRequest(TypedDict, total=False):
    PoolIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]


class DescribePublicIpv4PoolsResponse(TypedDict, total=False):
    PublicIpv4Pools: list[PublicIpv4Pool]
    NextToken: str


class DescribeRegionsRequest(TypedDict, total=False):
    RegionNames: list[str]
    AllRegions: bool
    DryRun: bool
    Filters: list[Filter]


class DescribeRegionsResponse(TypedDict, total=False):
    Regions: list[Region]


class DescribeReplaceRootVolumeTasksRequest(TypedDict, total=False):
    ReplaceRootVolumeTaskIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeReplaceRootVolumeTasksResponse(TypedDict, total=False):
    ReplaceRootVolumeTasks: list[ReplaceRootVolumeTask]
    NextToken: str


class DescribeReservedInstancesListingsRequest(TypedDict, total=False):
    ReservedInstancesId: str
    ReservedInstancesListingId: str
    Filters: list[Filter]


class DescribeReservedInstancesListingsResponse(TypedDict, total=False):
    ReservedInstancesListings: list[ReservedInstancesListing]


class DescribeReservedInstancesModificationsRequest(TypedDict, total=False):
    ReservedInstancesModificationIds: list[str]
    NextToken: str
    Filters: list[Filter]


class DescribeReservedInstancesModificationsResponse(TypedDict, total=False):
    NextToken: str
    ReservedInstancesModifications: list[ReservedInstancesModification]


class DescribeReservedInstancesOfferingsRequest(TypedDict, total=False):
    AvailabilityZone: str
    IncludeMarketplace: bool
    InstanceType: str
    MaxDuration: int
    MaxInstanceCount: int
    MinDuration: int
    OfferingClass: str
    ProductDescription: str
    ReservedInstancesOfferingIds: list[str]
    AvailabilityZoneId: str
    DryRun: bool
    Filters: list[Filter]
    InstanceTenancy: str
    OfferingType: str
    NextToken: str
    MaxResults: int


class DescribeReservedInstancesOfferingsResponse(TypedDict, total=False):
    NextToken: str
    ReservedInstancesOfferings: list[ReservedInstancesOffering]


class DescribeReservedInstancesRequest(TypedDict, total=False):
    OfferingClass: str
    ReservedInstancesIds: list[str]
    DryRun: bool
    Filters: list[Filter]
    OfferingType: str


class DescribeReservedInstancesResponse(TypedDict, total=False):
    ReservedInstances: list[ReservedInstances]


class DescribeRouteServerEndpointsRequest(TypedDict, total=False):
    RouteServerEndpointIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeRouteServerEndpointsResponse(TypedDict, total=False):
    RouteServerEndpoints: list[RouteServerEndpoint]
    NextToken: str


class DescribeRouteServerPeersRequest(TypedDict, total=False):
    RouteServerPeerIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeRouteServerPeersResponse(TypedDict, total=False):
    RouteServerPeers: list[RouteServerPeer]
    NextToken: str


class DescribeRouteServersRequest(TypedDict, total=False):
    RouteServerIds: list[str]
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class DescribeRouteServersResponse(TypedDict, total=False):
    RouteServers: list[RouteServer]
    NextToken: str


class DescribeRouteTablesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool
    RouteTableIds: list[str]
    Filters: list[Filter]


class DescribeRouteTablesResponse(TypedDict, total=False):
    RouteTables: list[RouteTable]
    NextToken: str


class _DescribeScheduledInstanceAvailabilityRequestRequired(TypedDict):
    FirstSlotStartTimeRange: SlotDateTimeRangeRequest
    Recurrence: ScheduledInstanceRecurrenceRequest


class DescribeScheduledInstanceAvailabilityRequest(
    _DescribeScheduledInstanceAvailabilityRequestRequired, total=False
):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    MaxSlotDurationInHours: int
    MinSlotDurationInHours: int
    NextToken: str


class DescribeScheduledInstanceAvailabilityResponse(TypedDict, total=False):
    NextToken: str
    ScheduledInstanceAvailabilitySet: list[ScheduledInstanceAvailability]


class DescribeScheduledInstancesRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    ScheduledInstanceIds: list[str]
    SlotStartTimeRange: SlotStartTimeRangeRequest


class DescribeScheduledInstancesResponse(TypedDict, total=False):
    NextToken: str
    ScheduledInstanceSet: list[ScheduledInstance]


class DescribeSecondaryInterfacesRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    SecondaryInterfaceIds: list[str]


class DescribeSecondaryInterfacesResponse(TypedDict, total=False):
    SecondaryInterfaces: list[SecondaryInterface]
    NextToken: str


class DescribeSecondaryNetworksRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    SecondaryNetworkIds: list[str]


class DescribeSecondaryNetworksResponse(TypedDict, total=False):
    SecondaryNetworks: list[SecondaryNetwork]
    NextToken: str


class DescribeSecondarySubnetsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    SecondarySubnetIds: list[str]


class DescribeSecondarySubnetsResponse(TypedDict, total=False):
    SecondarySubnets: list[SecondarySubnet]
    NextToken: str


class _DescribeSecurityGroupReferencesRequestRequired(TypedDict):
    GroupId: list[str]


class DescribeSecurityGroupReferencesRequest(_DescribeSecurityGroupReferencesRequestRequired, total=False):
    DryRun: bool


class DescribeSecurityGroupReferencesResponse(TypedDict, total=False):
    SecurityGroupReferenceSet: list[SecurityGroupReference]


class DescribeSecurityGroupRulesRequest(TypedDict, total=False):
    Filters: list[Filter]
    SecurityGroupRuleIds: list[str]
    DryRun: bool
    NextToken: str
    MaxResults: int


class DescribeSecurityGroupRulesResponse(TypedDict, total=False):
    SecurityGroupRules: list[SecurityGroupRule]
    NextToken: str


class DescribeSecurityGroupVpcAssociationsRequest(TypedDict, total=False):
    Filters: list[Filter]
    NextToken: str
    MaxResults: int
    DryRun: bool


class DescribeSecurityGroupVpcAssociationsResponse(TypedDict, total=False):
    SecurityGroupVpcAssociations: list[SecurityGroupVpcAssociation]
    NextToken: str


class DescribeSecurityGroupsRequest(TypedDict, total=False):
    GroupIds: list[str]
    GroupNames: list[str]
    NextToken: str
    MaxResults: int
    DryRun: bool
    Filters: list[Filter]


class DescribeSecurityGroupsResponse(TypedDict, total=False):
    NextToken: str
    SecurityGroups: list[SecurityGroup]


class DescribeServiceLinkVirtualInterfacesRequest(TypedDict, total=False):
    ServiceLinkVirtualInterfaceIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeServiceLinkVirtualInterfacesResponse(TypedDict, total=False):
    ServiceLinkVirtualInterfaces: list[ServiceLinkVirtualInterface]
    NextToken: str


class _DescribeSnapshotAttributeRequestRequired(TypedDict):
    Attribute: str
    SnapshotId: str


class DescribeSnapshotAttributeRequest(_DescribeSnapshotAttributeRequestRequired, total=False):
    DryRun: bool


class DescribeSnapshotAttributeResponse(TypedDict, total=False):
    ProductCodes: list[ProductCode]
    SnapshotId: str
    CreateVolumePermissions: list[CreateVolumePermission]


class DescribeSnapshotTierStatusRequest(TypedDict, total=False):
    Filters: list[Filter]
    DryRun: bool
    NextToken: str
    MaxResults: int


class DescribeSnapshotTierStatusResponse(TypedDict, total=False):
    SnapshotTierStatuses: list[SnapshotTierStatus]
    NextToken: str


class DescribeSnapshotsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    OwnerIds: list[str]
    RestorableByUserIds: list[str]
    SnapshotIds: list[str]
    DryRun: bool
    Filters: list[Filter]


class DescribeSnapshotsResponse(TypedDict, total=False):
    NextToken: str
    Snapshots: list[CreateSnapshotResponse]


class DescribeSpotDatafeedSubscriptionRequest(TypedDict, total=False):
    DryRun: bool


class DescribeSpotDatafeedSubscriptionResponse(TypedDict, total=False):
    SpotDatafeedSubscription: SpotDatafeedSubscription


class _DescribeSpotFleetInstancesRequestRequired(TypedDict):
    SpotFleetRequestId: str


class DescribeSpotFleetInstancesRequest(_DescribeSpotFleetInstancesRequestRequired, total=False):
    DryRun: bool
    NextToken: str
    MaxResults: int


class DescribeSpotFleetInstancesResponse(TypedDict, total=False):
    ActiveInstances: list[ActiveInstance]
    NextToken: str
    SpotFleetRequestId: str


class _DescribeSpotFleetRequestHistoryRequestRequired(TypedDict):
    SpotFleetRequestId: str
    StartTime: datetime


class DescribeSpotFleetRequestHistoryRequest(_DescribeSpotFleetRequestHistoryRequestRequired, total=False):
    DryRun: bool
    EventType: str
    NextToken: str
    MaxResults: int


class DescribeSpotFleetRequestHistoryResponse(TypedDict, total=False):
    HistoryRecords: list[HistoryRecord]
    LastEvaluatedTime: datetime
    NextToken: str
    SpotFleetRequestId: str
    StartTime: datetime


class DescribeSpotFleetRequestsRequest(TypedDict, total=False):
    DryRun: bool
    SpotFleetRequestIds: list[str]
    NextToken: str
    MaxResults: int


class DescribeSpotFleetRequestsResponse(TypedDict, total=False):
    NextToken: str
    SpotFleetRequestConfigs: list[SpotFleetRequestConfig]


class DescribeSpotInstanceRequestsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool
    SpotInstanceRequestIds: list[str]
    Filters: list[Filter]


class DescribeSpotInstanceRequestsResponse(TypedDict, total=False):
    SpotInstanceRequests: list[SpotInstanceRequest]
    NextToken: str


class DescribeSpotPriceHistoryRequest(TypedDict, total=False):
    AvailabilityZoneId: str
    DryRun: bool
    StartTime: datetime
    EndTime: datetime
    InstanceTypes: list[str]
    ProductDescriptions: list[str]
    Filters: list[Filter]
    AvailabilityZone: str
    MaxResults: int
    NextToken: str


class DescribeSpotPriceHistoryResponse(TypedDict, total=False):
    NextToken: str
    SpotPriceHistory: list[SpotPrice]


class _DescribeStaleSecurityGroupsRequestRequired(TypedDict):
    VpcId: str


class DescribeStaleSecurityGroupsRequest(_DescribeStaleSecurityGroupsRequestRequired, total=False):
    DryRun: bool
    MaxResults: int
    NextToken: str


class DescribeStaleSecurityGroupsResponse(TypedDict, total=False):
    NextToken: str
    StaleSecurityGroupSet: list[StaleSecurityGroup]


class DescribeStoreImageTasksRequest(TypedDict, total=False):
    ImageIds: list[str]
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class DescribeStoreImageTasksResponse(TypedDict, total=False):
    StoreImageTaskResults: list[StoreImageTaskResult]
    NextToken: str


class DescribeSubnetsRequest(TypedDict, total=False):
    Filters: list[Filter]
    SubnetIds: list[str]
    NextToken: str
    MaxResults: int
    DryRun: bool


class DescribeSubnetsResponse(TypedDict, total=False):
    NextToken: str
    Subnets: list[Subnet]


class DescribeTagsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeTagsResponse(TypedDict, total=False):
    NextToken: str
    Tags: list[TagDescription]


class DescribeTrafficMirrorFilterRulesRequest(TypedDict, total=False):
    TrafficMirrorFilterRuleIds: list[str]
    TrafficMirrorFilterId: str
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeTrafficMirrorFilterRulesResponse(TypedDict, total=False):
    TrafficMirrorFilterRules: list[TrafficMirrorFilterRule]
    NextToken: str


class DescribeTrafficMirrorFiltersRequest(TypedDict, total=False):
    TrafficMirrorFilterIds: list[str]
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeTrafficMirrorFiltersResponse(TypedDict, total=False):
    TrafficMirrorFilters: list[TrafficMirrorFilter]
    NextToken: str


class DescribeTrafficMirrorSessionsRequest(TypedDict, total=False):
    TrafficMirrorSessionIds: list[str]
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeTrafficMirrorSessionsResponse(TypedDict, total=False):
    TrafficMirrorSessions: list[TrafficMirrorSession]
    NextToken: str


class DescribeTrafficMirrorTargetsRequest(TypedDict, total=False):
    TrafficMirrorTargetIds: list[str]
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeTrafficMirrorTargetsResponse(TypedDict, total=False):
    TrafficMirrorTargets: list[TrafficMirrorTarget]
    NextToken: str


class DescribeTransitGatewayAttachmentsRequest(TypedDict, total=False):
    TransitGatewayAttachmentIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayAttachmentsResponse(TypedDict, total=False):
    TransitGatewayAttachments: list[TransitGatewayAttachment]
    NextToken: str


class DescribeTransitGatewayConnectPeersRequest(TypedDict, total=False):
    TransitGatewayConnectPeerIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayConnectPeersResponse(TypedDict, total=False):
    TransitGatewayConnectPeers: list[TransitGatewayConnectPeer]
    NextToken: str


class DescribeTransitGatewayConnectsRequest(TypedDict, total=False):
    TransitGatewayAttachmentIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayConnectsResponse(TypedDict, total=False):
    TransitGatewayConnects: list[TransitGatewayConnect]
    NextToken: str


class DescribeTransitGatewayMeteringPoliciesRequest(TypedDict, total=False):
    TransitGatewayMeteringPolicyIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayMeteringPoliciesResponse(TypedDict, total=False):
    TransitGatewayMeteringPolicies: list[TransitGatewayMeteringPolicy]
    NextToken: str


class DescribeTransitGatewayMulticastDomainsRequest(TypedDict, total=False):
    TransitGatewayMulticastDomainIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayMulticastDomainsResponse(TypedDict, total=False):
    TransitGatewayMulticastDomains: list[TransitGatewayMulticastDomain]
    NextToken: str


class DescribeTransitGatewayNetworkFunctionAttachmentsRequest(TypedDict, total=False):
    TransitGatewayAttachmentIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayNetworkFunctionAttachmentsResponse(TypedDict, total=False):
    TransitGatewayNetworkFunctionAttachments: list[TransitGatewayNetworkFunctionAttachment]
    NextToken: str


class DescribeTransitGatewayPeeringAttachmentsRequest(TypedDict, total=False):
    TransitGatewayAttachmentIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayPeeringAttachmentsResponse(TypedDict, total=False):
    TransitGatewayPeeringAttachments: list[TransitGatewayPeeringAttachment]
    NextToken: str


class DescribeTransitGatewayPolicyTablesRequest(TypedDict, total=False):
    TransitGatewayPolicyTableIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayPolicyTablesResponse(TypedDict, total=False):
    TransitGatewayPolicyTables: list[TransitGatewayPolicyTable]
    NextToken: str


class DescribeTransitGatewayRouteTableAnnouncementsRequest(TypedDict, total=False):
    TransitGatewayRouteTableAnnouncementIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayRouteTableAnnouncementsResponse(TypedDict, total=False):
    TransitGatewayRouteTableAnnouncements: list[TransitGatewayRouteTableAnnouncement]
    NextToken: str


class DescribeTransitGatewayRouteTablesRequest(TypedDict, total=False):
    TransitGatewayRouteTableIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayRouteTablesResponse(TypedDict, total=False):
    TransitGatewayRouteTables: list[TransitGatewayRouteTable]
    NextToken: str


class DescribeTransitGatewayVpcAttachmentsRequest(TypedDict, total=False):
    TransitGatewayAttachmentIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewayVpcAttachmentsResponse(TypedDict, total=False):
    TransitGatewayVpcAttachments: list[TransitGatewayVpcAttachment]
    NextToken: str


class DescribeTransitGatewaysRequest(TypedDict, total=False):
    TransitGatewayIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeTransitGatewaysResponse(TypedDict, total=False):
    TransitGateways: list[TransitGateway]
    NextToken: str


class DescribeTrunkInterfaceAssociationsRequest(TypedDict, total=False):
    AssociationIds: list[str]
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class DescribeTrunkInterfaceAssociationsResponse(TypedDict, total=False):
    InterfaceAssociations: list[TrunkInterfaceAssociation]
    NextToken: str


class DescribeVerifiedAccessEndpointsRequest(TypedDict, total=False):
    VerifiedAccessEndpointIds: list[str]
    VerifiedAccessInstanceId: str
    VerifiedAccessGroupId: str
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    DryRun: bool


class DescribeVerifiedAccessEndpointsResponse(TypedDict, total=False):
    VerifiedAccessEndpoints: list[VerifiedAccessEndpoint]
    NextToken: str


class DescribeVerifiedAccessGroupsRequest(TypedDict, total=False):
    VerifiedAccessGroupIds: list[str]
    VerifiedAccessInstanceId: str
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    DryRun: bool


class DescribeVerifiedAccessGroupsResponse(TypedDict, total=False):
    VerifiedAccessGroups: list[VerifiedAccessGroup]
    NextToken: str


class DescribeVerifiedAccessInstanceLoggingConfigurationsRequest(TypedDict, total=False):
    VerifiedAccessInstanceIds: list[str]
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    DryRun: bool


class DescribeVerifiedAccessInstanceLoggingConfigurationsResponse(TypedDict, total=False):
    LoggingConfigurations: list[VerifiedAccessInstanceLoggingConfiguration]
    NextToken: str


class DescribeVerifiedAccessInstancesRequest(TypedDict, total=False):
    VerifiedAccessInstanceIds: list[str]
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    DryRun: bool


class DescribeVerifiedAccessInstancesResponse(TypedDict, total=False):
    VerifiedAccessInstances: list[VerifiedAccessInstance]
    NextToken: str


class DescribeVerifiedAccessTrustProvidersRequest(TypedDict, total=False):
    VerifiedAccessTrustProviderIds: list[str]
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    DryRun: bool


class DescribeVerifiedAccessTrustProvidersResponse(TypedDict, total=False):
    VerifiedAccessTrustProviders: list[VerifiedAccessTrustProvider]
    NextToken: str


class _DescribeVolumeAttributeRequestRequired(TypedDict):
    Attribute: str
    VolumeId: str


class DescribeVolumeAttributeRequest(_DescribeVolumeAttributeRequestRequired, total=False):
    DryRun: bool


class DescribeVolumeAttributeResponse(TypedDict, total=False):
    AutoEnableIO: AttributeBooleanValue
    ProductCodes: list[ProductCode]
    VolumeId: str


class DescribeVolumeStatusRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    VolumeIds: list[str]
    IncludeManagedResources: bool
    DryRun: bool
    Filters: list[Filter]


class DescribeVolumeStatusResponse(TypedDict, total=False):
    NextToken: str
    VolumeStatuses: list[VolumeStatusItem]


class DescribeVolumesModificationsRequest(TypedDict, total=False):
    DryRun: bool
    VolumeIds: list[str]
    Filters: list[Filter]
    NextToken: str
    MaxResults: int
    IncludeManagedResources: bool


class DescribeVolumesModificationsResponse(TypedDict, total=False):
    NextToken: str
    VolumesModifications: list[VolumeModification]


class DescribeVolumesRequest(TypedDict, total=False):
    VolumeIds: list[str]
    IncludeManagedResources: bool
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class DescribeVolumesResponse(TypedDict, total=False):
    NextToken: str
    Volumes: list[CreateVolumeResponse]


class _DescribeVpcAttributeRequestRequired(TypedDict):
    Attribute: str
    VpcId: str


class DescribeVpcAttributeRequest(_DescribeVpcAttributeRequestRequired, total=False):
    DryRun: bool


class DescribeVpcAttributeResponse(TypedDict, total=False):
    EnableDnsHostnames: AttributeBooleanValue
    EnableDnsSupport: AttributeBooleanValue
    EnableNetworkAddressUsageMetrics: AttributeBooleanValue
    VpcId: str


class DescribeVpcBlockPublicAccessExclusionsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    ExclusionIds: list[str]
    NextToken: str
    MaxResults: int


class DescribeVpcBlockPublicAccessExclusionsResponse(TypedDict, total=False):
    VpcBlockPublicAccessExclusions: list[VpcBlockPublicAccessExclusion]
    NextToken: str


class DescribeVpcBlockPublicAccessOptionsRequest(TypedDict, total=False):
    DryRun: bool


class DescribeVpcBlockPublicAccessOptionsResponse(TypedDict, total=False):
    VpcBlockPublicAccessOptions: VpcBlockPublicAccessOptions


class DescribeVpcClassicLinkDnsSupportRequest(TypedDict, total=False):
    VpcIds: list[str]
    MaxResults: int
    NextToken: str


class DescribeVpcClassicLinkDnsSupportResponse(TypedDict, total=False):
    NextToken: str
    Vpcs: list[ClassicLinkDnsSupport]


class DescribeVpcClassicLinkRequest(TypedDict, total=False):
    DryRun: bool
    VpcIds: list[str]
    Filters: list[Filter]


class DescribeVpcClassicLinkResponse(TypedDict, total=False):
    Vpcs: list[VpcClassicLink]


class DescribeVpcEncryptionControlsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    VpcEncryptionControlIds: list[str]
    VpcIds: list[str]
    NextToken: str
    MaxResults: int


class DescribeVpcEncryptionControlsResponse(TypedDict, total=False):
    VpcEncryptionControls: list[VpcEncryptionControl]
    NextToken: str


class DescribeVpcEndpointAssociationsRequest(TypedDict, total=False):
    DryRun: bool
    VpcEndpointIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeVpcEndpointAssociationsResponse(TypedDict, total=False):
    VpcEndpointAssociations: list[VpcEndpointAssociation]
    NextToken: str


class DescribeVpcEndpointConnectionNotificationsRequest(TypedDict, total=False):
    DryRun: bool
    ConnectionNotificationId: str
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeVpcEndpointConnectionNotificationsResponse(TypedDict, total=False):
    ConnectionNotificationSet: list[ConnectionNotification]
    NextToken: str


class DescribeVpcEndpointConnectionsRequest(TypedDict, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeVpcEndpointConnectionsResponse(TypedDict, total=False):
    VpcEndpointConnections: list[VpcEndpointConnection]
    NextToken: str


class DescribeVpcEndpointServiceConfigurationsRequest(TypedDict, total=False):
    DryRun: bool
    ServiceIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeVpcEndpointServiceConfigurationsResponse(TypedDict, total=False):
    ServiceConfigurations: list[ServiceConfiguration]
    NextToken: str


class _DescribeVpcEndpointServicePermissionsRequestRequired(TypedDict):
    ServiceId: str


class DescribeVpcEndpointServicePermissionsRequest(
    _DescribeVpcEndpointServicePermissionsRequestRequired, total=False
):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeVpcEndpointServicePermissionsResponse(TypedDict, total=False):
    AllowedPrincipals: list[AllowedPrincipal]
    NextToken: str


class DescribeVpcEndpointServicesRequest(TypedDict, total=False):
    DryRun: bool
    ServiceNames: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    ServiceRegions: list[str]


class DescribeVpcEndpointServicesResponse(TypedDict, total=False):
    ServiceNames: list[str]
    ServiceDetails: list[ServiceDetail]
    NextToken: str


class DescribeVpcEndpointsRequest(TypedDict, total=False):
    DryRun: bool
    VpcEndpointIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class DescribeVpcEndpointsResponse(TypedDict, total=False):
    VpcEndpoints: list[VpcEndpoint]
    NextToken: str


class DescribeVpcPeeringConnectionsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool
    VpcPeeringConnectionIds: list[str]
    Filters: list[Filter]


class DescribeVpcPeeringConnectionsResponse(TypedDict, total=False):
    VpcPeeringConnections: list[VpcPeeringConnection]
    NextToken: str


class DescribeVpcsRequest(TypedDict, total=False):
    Filters: list[Filter]
    VpcIds: list[str]
    NextToken: str
    MaxResults: int
    DryRun: bool


class DescribeVpcsResponse(TypedDict, total=False):
    NextToken: str
    Vpcs: list[Vpc]


class DescribeVpnConcentratorsRequest(TypedDict, total=False):
    VpnConcentratorIds: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class DescribeVpnConcentratorsResponse(TypedDict, total=False):
    VpnConcentrators: list[VpnConcentrator]
    NextToken: str


class DescribeVpnConnectionsRequest(TypedDict, total=False):
    Filters: list[Filter]
    VpnConnectionIds: list[str]
    DryRun: bool


class DescribeVpnConnectionsResponse(TypedDict, total=False):
    VpnConnections: list[VpnConnection]


class DescribeVpnGatewaysRequest(TypedDict, total=False):
    Filters: list[Filter]
    VpnGatewayIds: list[str]
    DryRun: bool


class DescribeVpnGatewaysResponse(TypedDict, total=False):
    VpnGateways: list[VpnGateway]


class DestinationOptionsRequest(TypedDict, total=False):
    FileFormat: str
    HiveCompatiblePartitions: bool
    PerHourPartition: bool


class DestinationOptionsResponse(TypedDict, total=False):
    FileFormat: str
    HiveCompatiblePartitions: bool
    PerHourPartition: bool


class _DetachClassicLinkVpcRequestRequired(TypedDict):
    InstanceId: str
    VpcId: str


class DetachClassicLinkVpcRequest(_DetachClassicLinkVpcRequestRequired, total=False):
    DryRun: bool


class DetachClassicLinkVpcResponse(TypedDict, total=False):
    Return: bool


class _DetachImageWatermarkRequestRequired(TypedDict):
    ImageId: str
    WatermarkKey: str


class DetachImageWatermarkRequest(_DetachImageWatermarkRequestRequired, total=False):
    DryRun: bool


class DetachImageWatermarkResponse(TypedDict, total=False):
    Return: bool


class _DetachInternetGatewayRequestRequired(TypedDict):
    InternetGatewayId: str
    VpcId: str


class DetachInternetGatewayRequest(_DetachInternetGatewayRequestRequired, total=False):
    DryRun: bool


class _DetachNetworkInterfaceRequestRequired(TypedDict):
    AttachmentId: str


class DetachNetworkInterfaceRequest(_DetachNetworkInterfaceRequestRequired, total=False):
    DryRun: bool
    Force: bool


class _DetachVerifiedAccessTrustProviderRequestRequired(TypedDict):
    VerifiedAccessInstanceId: str
    VerifiedAccessTrustProviderId: str


class DetachVerifiedAccessTrustProviderRequest(
    _DetachVerifiedAccessTrustProviderRequestRequired, total=False
):
    ClientToken: str
    DryRun: bool


class DetachVerifiedAccessTrustProviderResponse(TypedDict, total=False):
    VerifiedAccessTrustProvider: VerifiedAccessTrustProvider
    VerifiedAccessInstance: VerifiedAccessInstance


class _DetachVolumeRequestRequired(TypedDict):
    VolumeId: str


class DetachVolumeRequest(_DetachVolumeRequestRequired, total=False):
    Device: str
    Force: bool
    InstanceId: str
    DryRun: bool


class _DetachVpnGatewayRequestRequired(TypedDict):
    VpcId: str
    VpnGatewayId: str


class DetachVpnGatewayRequest(_DetachVpnGatewayRequestRequired, total=False):
    DryRun: bool


class DeviceOptions(TypedDict, total=False):
    TenantId: str
    PublicSigningKeyUrl: str


class DevicePostureOptions(TypedDict, total=False):
    TrustProviders: list[ClientVpnTrustProviderRequest]
    Enabled: bool


class DevicePostureResponseOptions(TypedDict, total=False):
    TrustProviders: list[ClientVpnTrustProvider]


class DhcpConfiguration(TypedDict, total=False):
    Key: str
    Values: list[AttributeValue]


class DhcpOptions(TypedDict, total=False):
    OwnerId: str
    Tags: list[Tag]
    DhcpOptionsId: str
    DhcpConfigurations: list[DhcpConfiguration]


class DimensionCondition(TypedDict, total=False):
    Dimension: str
    Comparison: str
    Values: list[str]


class DirectoryServiceAuthentication(TypedDict, total=False):
    DirectoryId: str


class DirectoryServiceAuthenticationRequest(TypedDict, total=False):
    DirectoryId: str


class _DisableAddressTransferRequestRequired(TypedDict):
    AllocationId: str


class DisableAddressTransferRequest(_DisableAddressTransferRequestRequired, total=False):
    DryRun: bool


class DisableAddressTransferResponse(TypedDict, total=False):
    AddressTransfer: AddressTransfer


class DisableAllowedImagesSettingsRequest(TypedDict, total=False):
    DryRun: bool


class DisableAllowedImagesSettingsResponse(TypedDict, total=False):
    AllowedImagesSettingsState: str


class DisableApplicationStatusCheckSuppressionRequest(TypedDict, total=False):
    InstanceIds: list[str]
    ClientToken: str
    DryRun: bool


class DisableApplicationStatusCheckSuppressionResponse(TypedDict, total=False):
    SuccessfulResults: list[SuccessfulSuppressionResponseObject]
    UnsuccessfulResults: list[UnsuccessfulSuppressionResponseObject]


class DisableAwsNetworkPerformanceMetricSubscriptionRequest(TypedDict, total=False):
    Source: str
    Destination: str
    Metric: str
    Statistic: str
    DryRun: bool


class DisableAwsNetworkPerformanceMetricSubscriptionResponse(TypedDict, total=False):
    Output: bool


class DisableCapacityManagerRequest(TypedDict, total=False):
    DryRun: bool
    ClientToken: str


class DisableCapacityManagerResponse(TypedDict, total=False):
    CapacityManagerStatus: str
    OrganizationsAccess: bool


class DisableEbsEncryptionByDefaultRequest(TypedDict, total=False):
    DryRun: bool


class DisableEbsEncryptionByDefaultResponse(TypedDict, total=False):
    EbsEncryptionByDefault: bool


class _DisableFastLaunchRequestRequired(TypedDict):
    ImageId: str


class DisableFastLaunchRequest(_DisableFastLaunchRequestRequired, total=False):
    Force: bool
    DryRun: bool


class DisableFastLaunchResponse(TypedDict, total=False):
    ImageId: str
    ResourceType: str
    SnapshotConfiguration: FastLaunchSnapshotConfigurationResponse
    LaunchTemplate: FastLaunchLaunchTemplateSpecificationResponse
    MaxParallelLaunches: int
    OwnerId: str
    State: str
    StateTransitionReason: str
    StateTransitionTime: datetime


class DisableFastSnapshotRestoreErrorItem(TypedDict, total=False):
    SnapshotId: str
    FastSnapshotRestoreStateErrors: list[DisableFastSnapshotRestoreStateErrorItem]


class DisableFastSnapshotRestoreStateError(TypedDict, total=False):
    Code: str
    Message: str


class DisableFastSnapshotRestoreStateErrorItem(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    Error: DisableFastSnapshotRestoreStateError


class DisableFastSnapshotRestoreSuccessItem(TypedDict, total=False):
    SnapshotId: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    State: str
    StateTransitionReason: str
    OwnerId: str
    OwnerAlias: str
    EnablingTime: datetime
    OptimizingTime: datetime
    EnabledTime: datetime
    DisablingTime: datetime
    DisabledTime: datetime


class _DisableFastSnapshotRestoresRequestRequired(TypedDict):
    SourceSnapshotIds: list[str]


class DisableFastSnapshotRestoresRequest(_DisableFastSnapshotRestoresRequestRequired, total=False):
    AvailabilityZones: list[str]
    AvailabilityZoneIds: list[str]
    DryRun: bool


class DisableFastSnapshotRestoresResponse(TypedDict, total=False):
    Successful: list[DisableFastSnapshotRestoreSuccessItem]
    Unsuccessful: list[DisableFastSnapshotRestoreErrorItem]


class DisableImageBlockPublicAccessRequest(TypedDict, total=False):
    DryRun: bool


class DisableImageBlockPublicAccessResponse(TypedDict, total=False):
    ImageBlockPublicAccessState: str


class _DisableImageDeprecationRequestRequired(TypedDict):
    ImageId: str


class DisableImageDeprecationRequest(_DisableImageDeprecationRequestRequired, total=False):
    DryRun: bool


class DisableImageDeprecationResponse(TypedDict, total=False):
    Return: bool


class _DisableImageDeregistrationProtectionRequestRequired(TypedDict):
    ImageId: str


class DisableImageDeregistrationProtectionRequest(
    _DisableImageDeregistrationProtectionRequestRequired, total=False
):
    DryRun: bool


class DisableImageDeregistrationProtectionResponse(TypedDict, total=False):
    Return: str


class _DisableImageRequestRequired(TypedDict):
    ImageId: str


class DisableImageRequest(_DisableImageRequestRequired, total=False):
    DryRun: bool


class DisableImageResponse(TypedDict, total=False):
    Return: bool


class _DisableInstanceSqlHaStandbyDetectionsRequestRequired(TypedDict):
    InstanceIds: list[str]


class DisableInstanceSqlHaStandbyDetectionsRequest(
    _DisableInstanceSqlHaStandbyDetectionsRequestRequired, total=False
):
    DryRun: bool


class DisableInstanceSqlHaStandbyDetectionsResponse(TypedDict, total=False):
    Instances: list[RegisteredInstance]


class _DisableIpamOrganizationAdminAccountRequestRequired(TypedDict):
    DelegatedAdminAccountId: str


class DisableIpamOrganizationAdminAccountRequest(
    _DisableIpamOrganizationAdminAccountRequestRequired, total=False
):
    DryRun: bool


class DisableIpamOrganizationAdminAccountResponse(TypedDict, total=False):
    Success: bool


class _DisableIpamPolicyRequestRequired(TypedDict):
    IpamPolicyId: str


class DisableIpamPolicyRequest(_DisableIpamPolicyRequestRequired, total=False):
    DryRun: bool
    OrganizationTargetId: str


class DisableIpamPolicyResponse(TypedDict, total=False):
    Return: bool


class _DisableRouteServerPropagationRequestRequired(TypedDict):
    RouteServerId: str
    RouteTableId: str


class DisableRouteServerPropagationRequest(_DisableRouteServerPropagationRequestRequired, total=False):
    DryRun: bool


class DisableRouteServerPropagationResponse(TypedDict, total=False):
    RouteServerPropagation: RouteServerPropagation


class DisableSerialConsoleAccessRequest(TypedDict, total=False):
    DryRun: bool


class DisableSerialConsoleAccessResponse(TypedDict, total=False):
    SerialConsoleAccessEnabled: bool


class DisableSnapshotBlockPublicAccessRequest(TypedDict, total=False):
    DryRun: bool


class DisableSnapshotBlockPublicAccessResponse(TypedDict, total=False):
    State: str


class _DisableTransitGatewayRouteTablePropagationRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str


class DisableTransitGatewayRouteTablePropagationRequest(
    _DisableTransitGatewayRouteTablePropagationRequestRequired, total=False
):
    TransitGatewayAttachmentId: str
    DryRun: bool
    TransitGatewayRouteTableAnnouncementId: str


class DisableTransitGatewayRouteTablePropagationResponse(TypedDict, total=False):
    Propagation: TransitGatewayPropagation


class _DisableVgwRoutePropagationRequestRequired(TypedDict):
    GatewayId: str
    RouteTableId: str


class DisableVgwRoutePropagationRequest(_DisableVgwRoutePropagationRequestRequired, total=False):
    DryRun: bool


class DisableVpcClassicLinkDnsSupportRequest(TypedDict, total=False):
    VpcId: str


class DisableVpcClassicLinkDnsSupportResponse(TypedDict, total=False):
    Return: bool


class _DisableVpcClassicLinkRequestRequired(TypedDict):
    VpcId: str


class DisableVpcClassicLinkRequest(_DisableVpcClassicLinkRequestRequired, total=False):
    DryRun: bool


class DisableVpcClassicLinkResponse(TypedDict, total=False):
    Return: bool


class DisassociateAddressRequest(TypedDict, total=False):
    AssociationId: str
    PublicIp: str
    DryRun: bool


class _DisassociateApplicationStatusCheckRequestRequired(TypedDict):
    ApplicationStatusCheckId: str


class DisassociateApplicationStatusCheckRequest(
    _DisassociateApplicationStatusCheckRequestRequired, total=False
):
    TargetTagAssociations: list[CustomTagKeyValueRequestPair]
    InstanceIds: list[str]
    ClientToken: str
    DryRun: bool


class DisassociateApplicationStatusCheckResponse(TypedDict, total=False):
    SuccessfulResults: list[SuccessfulAssociationResponseObject]
    UnsuccessfulResults: list[UnsuccessfulAssociationResponseObject]


class _DisassociateCapacityReservationBillingOwnerRequestRequired(TypedDict):
    CapacityReservationId: str
    UnusedReservationBillingOwnerId: str


class DisassociateCapacityReservationBillingOwnerRequest(
    _DisassociateCapacityReservationBillingOwnerRequestRequired, total=False
):
    DryRun: bool


class DisassociateCapacityReservationBillingOwnerResponse(TypedDict, total=False):
    Return: bool


class _DisassociateClientVpnTargetNetworkRequestRequired(TypedDict):
    ClientVpnEndpointId: str
    AssociationId: str


class DisassociateClientVpnTargetNetworkRequest(
    _DisassociateClientVpnTargetNetworkRequestRequired, total=False
):
    DryRun: bool


class DisassociateClientVpnTargetNetworkResponse(TypedDict, total=False):
    AssociationId: str
    Status: AssociationStatus


class _DisassociateEnclaveCertificateIamRoleRequestRequired(TypedDict):
    CertificateArn: str
    RoleArn: str


class DisassociateEnclaveCertificateIamRoleRequest(
    _DisassociateEnclaveCertificateIamRoleRequestRequired, total=False
):
    DryRun: bool


class DisassociateEnclaveCertificateIamRoleResponse(TypedDict, total=False):
    Return: bool


class DisassociateIamInstanceProfileRequest(TypedDict):
    AssociationId: str


class DisassociateIamInstanceProfileResponse(TypedDict, total=False):
    IamInstanceProfileAssociation: IamInstanceProfileAssociation


class _DisassociateInstanceEventWindowRequestRequired(TypedDict):
    InstanceEventWindowId: str
    AssociationTarget: InstanceEventWindowDisassociationRequest


class DisassociateInstanceEventWindowRequest(_DisassociateInstanceEventWindowRequestRequired, total=False):
    DryRun: bool


class DisassociateInstanceEventWindowResponse(TypedDict, total=False):
    InstanceEventWindow: InstanceEventWindow


class _DisassociateIpamByoasnRequestRequired(TypedDict):
    Asn: str
    Cidr: str


class DisassociateIpamByoasnRequest(_DisassociateIpamByoasnRequestRequired, total=False):
    DryRun: bool


class DisassociateIpamByoasnResponse(TypedDict, total=False):
    AsnAssociation: AsnAssociation


class _DisassociateIpamResourceDiscoveryRequestRequired(TypedDict):
    IpamResourceDiscoveryAssociationId: str


class DisassociateIpamResourceDiscoveryRequest(
    _DisassociateIpamResourceDiscoveryRequestRequired, total=False
):
    DryRun: bool


class DisassociateIpamResourceDiscoveryResponse(TypedDict, total=False):
    IpamResourceDiscoveryAssociation: IpamResourceDiscoveryAssociation


class _DisassociateKmsKeyIdRequestRequired(TypedDict):
    KmsKeyId: str


class DisassociateKmsKeyIdRequest(_DisassociateKmsKeyIdRequestRequired, total=False):
    SnapshotId: str
    DryRun: bool


class DisassociateKmsKeyIdResponse(TypedDict, total=False):
    Return: bool


class _DisassociateNatGatewayAddressRequestRequired(TypedDict):
    NatGatewayId: str
    AssociationIds: list[str]


class DisassociateNatGatewayAddressRequest(_DisassociateNatGatewayAddressRequestRequired, total=False):
    MaxDrainDurationSeconds: int
    DryRun: bool


class DisassociateNatGatewayAddressResponse(TypedDict, total=False):
    NatGatewayId: str
    NatGatewayAddresses: list[NatGatewayAddress]


class _DisassociateNetworkingFlexCostAllocationPolicyRequestRequired(TypedDict):
    FcaPolicyAssociationIds: list[str]


class DisassociateNetworkingFlexCostAllocationPolicyRequest(
    _DisassociateNetworkingFlexCostAllocationPolicyRequestRequired, total=False
):
    DryRun: bool


class DisassociateNetworkingFlexCostAllocationPolicyResponse(TypedDict, total=False):
    FcaPolicyDisassociations: list[str]
    FcaPolicyDisassociationFailures: list[FlexCostAllocationOperationFailure]


class _DisassociateRouteServerRequestRequired(TypedDict):
    RouteServerId: str
    VpcId: str


class DisassociateRouteServerRequest(_DisassociateRouteServerRequestRequired, total=False):
    DryRun: bool


class DisassociateRouteServerResponse(TypedDict, total=False):
    RouteServerAssociation: RouteServerAssociation


class _DisassociateRouteTableRequestRequired(TypedDict):
    AssociationId: str


class DisassociateRouteTableRequest(_DisassociateRouteTableRequestRequired, total=False):
    DryRun: bool


class _DisassociateSecurityGroupVpcRequestRequired(TypedDict):
    GroupId: str
    VpcId: str


class DisassociateSecurityGroupVpcRequest(_DisassociateSecurityGroupVpcRequestRequired, total=False):
    DryRun: bool


class DisassociateSecurityGroupVpcResponse(TypedDict, total=False):
    State: str


class DisassociateSubnetCidrBlockRequest(TypedDict):
    AssociationId: str


class DisassociateSubnetCidrBlockResponse(TypedDict, total=False):
    Ipv6CidrBlockAssociation: SubnetIpv6CidrBlockAssociation
    SubnetId: str


class _DisassociateTransitGatewayMulticastDomainRequestRequired(TypedDict):
    TransitGatewayMulticastDomainId: str
    TransitGatewayAttachmentId: str
    SubnetIds: list[str]


class DisassociateTransitGatewayMulticastDomainRequest(
    _DisassociateTransitGatewayMulticastDomainRequestRequired, total=False
):
    DryRun: bool


class DisassociateTransitGatewayMulticastDomainResponse(TypedDict, total=False):
    Associations: TransitGatewayMulticastDomainAssociations


class _DisassociateTransitGatewayPolicyTableRequestRequired(TypedDict):
    TransitGatewayPolicyTableId: str
    TransitGatewayAttachmentId: str


class DisassociateTransitGatewayPolicyTableRequest(
    _DisassociateTransitGatewayPolicyTableRequestRequired, total=False
):
    DryRun: bool


class DisassociateTransitGatewayPolicyTableResponse(TypedDict, total=False):
    Association: TransitGatewayPolicyTableAssociation


class _DisassociateTransitGatewayRouteTableRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    TransitGatewayAttachmentId: str


class DisassociateTransitGatewayRouteTableRequest(
    _DisassociateTransitGatewayRouteTableRequestRequired, total=False
):
    DryRun: bool


class DisassociateTransitGatewayRouteTableResponse(TypedDict, total=False):
    Association: TransitGatewayAssociation


class _DisassociateTrunkInterfaceRequestRequired(TypedDict):
    AssociationId: str


class DisassociateTrunkInterfaceRequest(_DisassociateTrunkInterfaceRequestRequired, total=False):
    ClientToken: str
    DryRun: bool


class DisassociateTrunkInterfaceResponse(TypedDict, total=False):
    Return: bool
    ClientToken: str


class DisassociateVpcCidrBlockRequest(TypedDict):
    AssociationId: str


class DisassociateVpcCidrBlockResponse(TypedDict, total=False):
    Ipv6CidrBlockAssociation: VpcIpv6CidrBlockAssociation
    CidrBlockAssociation: VpcCidrBlockAssociation
    VpcId: str


class DiskImage(TypedDict, total=False):
    Description: str
    Image: DiskImageDetail
    Volume: VolumeDetail


class DiskImageDescription(TypedDict, total=False):
    Checksum: str
    Format: str
    ImportManifestUrl: str
    Size: int


class DiskImageDetail(TypedDict):
    Format: str
    Bytes: int
    ImportManifestUrl: str


class DiskImageVolumeDescription(TypedDict, total=False):
    Id: str
    Size: int


class DiskInfo(TypedDict, total=False):
    SizeInGB: int
    Count: int
    Type: str


class DnsEntry(TypedDict, total=False):
    DnsName: str
    HostedZoneId: str


class DnsOptions(TypedDict, total=False):
    DnsRecordIpType: str
    PrivateDnsOnlyForInboundResolverEndpoint: bool
    PrivateDnsPreference: str
    PrivateDnsSpecifiedDomains: list[str]


class DnsOptionsSpecification(TypedDict, total=False):
    DnsRecordIpType: str
    PrivateDnsOnlyForInboundResolverEndpoint: bool
    PrivateDnsPreference: str
    PrivateDnsSpecifiedDomains: list[str]


class DnsServersOptionsModifyStructure(TypedDict, total=False):
    CustomDnsServers: list[str]
    Enabled: bool


class EbsBlockDevice(TypedDict, total=False):
    DeleteOnTermination: bool
    Iops: int
    SnapshotId: str
    VolumeSize: int
    VolumeType: str
    KmsKeyId: str
    Throughput: int
    OutpostArn: str
    AvailabilityZone: str
    Encrypted: bool
    VolumeInitializationRate: int
    AvailabilityZoneId: str
    EbsCardIndex: int


class EbsBlockDeviceResponse(TypedDict, total=False):
    Encrypted: bool
    DeleteOnTermination: bool
    Iops: int
    Throughput: int
    KmsKeyId: str
    SnapshotId: str
    VolumeSize: int
    VolumeType: str


class EbsCardInfo(TypedDict, total=False):
    EbsCardIndex: int
    BaselineBandwidthInMbps: int
    BaselineThroughputInMBps: float
    BaselineIops: int
    MaximumBandwidthInMbps: int
    MaximumThroughputInMBps: float
    MaximumIops: int


class EbsInfo(TypedDict, total=False):
    EbsOptimizedSupport: str
    EncryptionSupport: str
    EbsOptimizedInfo: EbsOptimizedInfo
    NvmeSupport: str
    MaximumEbsAttachments: int
    AttachmentLimitType: str
    MaximumEbsCards: int
    EbsCards: list[EbsCardInfo]


class EbsInstanceBlockDevice(TypedDict, total=False):
    AttachTime: datetime
    DeleteOnTermination: bool
    Status: str
    VolumeId: str
    AssociatedResource: str
    VolumeOwnerId: str
    Operator: OperatorResponse
    EbsCardIndex: int


class EbsInstanceBlockDeviceSpecification(TypedDict, total=False):
    VolumeId: str
    DeleteOnTermination: bool


class EbsOptimizedInfo(TypedDict, total=False):
    BaselineBandwidthInMbps: int
    BaselineThroughputInMBps: float
    BaselineIops: int
    MaximumBandwidthInMbps: int
    MaximumThroughputInMBps: float
    MaximumIops: int


class EbsStatusDetails(TypedDict, total=False):
    ImpairedSince: datetime
    Name: str
    Status: str


class EbsStatusSummary(TypedDict, total=False):
    Details: list[EbsStatusDetails]
    Status: str


class Ec2InstanceConnectEndpoint(TypedDict, total=False):
    OwnerId: str
    InstanceConnectEndpointId: str
    InstanceConnectEndpointArn: str
    State: str
    StateMessage: str
    DnsName: str
    FipsDnsName: str
    NetworkInterfaceIds: list[str]
    VpcId: str
    AvailabilityZone: str
    CreatedAt: datetime
    SubnetId: str
    PreserveClientIp: bool
    SecurityGroupIds: list[str]
    Tags: list[Tag]
    IpAddressType: str
    PublicDnsNames: InstanceConnectEndpointPublicDnsNames
    AvailabilityZoneId: str


class EfaInfo(TypedDict, total=False):
    MaximumEfaInterfaces: int


class EgressOnlyInternetGateway(TypedDict, total=False):
    Attachments: list[InternetGatewayAttachment]
    EgressOnlyInternetGatewayId: str
    Tags: list[Tag]


class ElasticGpuAssociation(TypedDict, total=False):
    ElasticGpuId: str
    ElasticGpuAssociationId: str
    ElasticGpuAssociationState: str
    ElasticGpuAssociationTime: str


class ElasticGpuHealth(TypedDict, total=False):
    Status: str


class ElasticGpuSpecification(TypedDict):
    Type: str


class ElasticGpuSpecificationResponse(TypedDict, total=False):
    Type: str


class ElasticGpus(TypedDict, total=False):
    ElasticGpuId: str
    AvailabilityZone: str
    ElasticGpuType: str
    ElasticGpuHealth: ElasticGpuHealth
    ElasticGpuState: str
    InstanceId: str
    Tags: list[Tag]


class _ElasticInferenceAcceleratorRequired(TypedDict):
    Type: str


class ElasticInferenceAccelerator(_ElasticInferenceAcceleratorRequired, total=False):
    Count: int


class ElasticInferenceAcceleratorAssociation(TypedDict, total=False):
    ElasticInferenceAcceleratorArn: str
    ElasticInferenceAcceleratorAssociationId: str
    ElasticInferenceAcceleratorAssociationState: str
    ElasticInferenceAcceleratorAssociationTime: datetime


class EnaSrdSpecification(TypedDict, total=False):
    EnaSrdEnabled: bool
    EnaSrdUdpSpecification: EnaSrdUdpSpecification


class EnaSrdSpecificationRequest(TypedDict, total=False):
    EnaSrdEnabled: bool
    EnaSrdUdpSpecification: EnaSrdUdpSpecificationRequest


class EnaSrdUdpSpecification(TypedDict, total=False):
    EnaSrdUdpEnabled: bool


class EnaSrdUdpSpecificationRequest(TypedDict, total=False):
    EnaSrdUdpEnabled: bool


class _EnableAddressTransferRequestRequired(TypedDict):
    AllocationId: str
    TransferAccountId: str


class EnableAddressTransferRequest(_EnableAddressTransferRequestRequired, total=False):
    DryRun: bool


class EnableAddressTransferResponse(TypedDict, total=False):
    AddressTransfer: AddressTransfer


class _EnableAllowedImagesSettingsRequestRequired(TypedDict):
    AllowedImagesSettingsState: str


class EnableAllowedImagesSettingsRequest(_EnableAllowedImagesSettingsRequestRequired, total=False):
    DryRun: bool


class EnableAllowedImagesSettingsResponse(TypedDict, total=False):
    AllowedImagesSettingsState: str


class EnableApplicationStatusCheckSuppressionRequest(TypedDict, total=False):
    InstanceIds: list[str]
    DurationSeconds: int
    ClientToken: str
    DryRun: bool


class EnableApplicationStatusCheckSuppressionResponse(TypedDict, total=False):
    SuccessfulResults: list[SuccessfulSuppressionResponseObject]
    UnsuccessfulResults: list[UnsuccessfulSuppressionResponseObject]


class EnableAwsNetworkPerformanceMetricSubscriptionRequest(TypedDict, total=False):
    Source: str
    Destination: str
    Metric: str
    Statistic: str
    DryRun: bool


class EnableAwsNetworkPerformanceMetricSubscriptionResponse(TypedDict, total=False):
    Output: bool


class EnableCapacityManagerRequest(TypedDict, total=False):
    OrganizationsAccess: bool
    DryRun: bool
    ClientToken: str


class EnableCapacityManagerResponse(TypedDict, total=False):
    CapacityManagerStatus: str
    OrganizationsAccess: bool


class EnableEbsEncryptionByDefaultRequest(TypedDict, total=False):
    DryRun: bool


class EnableEbsEncryptionByDefaultResponse(TypedDict, total=False):
    EbsEncryptionByDefault: bool


class _EnableFastLaunchRequestRequired(TypedDict):
    ImageId: str


class EnableFastLaunchRequest(_EnableFastLaunchRequestRequired, total=False):
    ResourceType: str
    SnapshotConfiguration: FastLaunchSnapshotConfigurationRequest
    LaunchTemplate: FastLaunchLaunchTemplateSpecificationRequest
    MaxParallelLaunches: int
    DryRun: bool


class EnableFastLaunchResponse(TypedDict, total=False):
    ImageId: str
    ResourceType: str
    SnapshotConfiguration: FastLaunchSnapshotConfigurationResponse
    LaunchTemplate: FastLaunchLaunchTemplateSpecificationResponse
    MaxParallelLaunches: int
    OwnerId: str
    State: str
    StateTransitionReason: str
    StateTransitionTime: datetime


class EnableFastSnapshotRestoreErrorItem(TypedDict, total=False):
    SnapshotId: str
    FastSnapshotRestoreStateErrors: list[EnableFastSnapshotRestoreStateErrorItem]


class EnableFastSnapshotRestoreStateError(TypedDict, total=False):
    Code: str
    Message: str


class EnableFastSnapshotRestoreStateErrorItem(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    Error: EnableFastSnapshotRestoreStateError


class EnableFastSnapshotRestoreSuccessItem(TypedDict, total=False):
    SnapshotId: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    State: str
    StateTransitionReason: str
    OwnerId: str
    OwnerAlias: str
    EnablingTime: datetime
    OptimizingTime: datetime
    EnabledTime: datetime
    DisablingTime: datetime
    DisabledTime: datetime


class _EnableFastSnapshotRestoresRequestRequired(TypedDict):
    SourceSnapshotIds: list[str]


class EnableFastSnapshotRestoresRequest(_EnableFastSnapshotRestoresRequestRequired, total=False):
    AvailabilityZones: list[str]
    AvailabilityZoneIds: list[str]
    DryRun: bool


class EnableFastSnapshotRestoresResponse(TypedDict, total=False):
    Successful: list[EnableFastSnapshotRestoreSuccessItem]
    Unsuccessful: list[EnableFastSnapshotRestoreErrorItem]


class _EnableImageBlockPublicAccessRequestRequired(TypedDict):
    ImageBlockPublicAccessState: str


class EnableImageBlockPublicAccessRequest(_EnableImageBlockPublicAccessRequestRequired, total=False):
    DryRun: bool


class EnableImageBlockPublicAccessResponse(TypedDict, total=False):
    ImageBlockPublicAccessState: str


class _EnableImageDeprecationRequestRequired(TypedDict):
    ImageId: str
    DeprecateAt: datetime


class EnableImageDeprecationRequest(_EnableImageDeprecationRequestRequired, total=False):
    DryRun: bool


class EnableImageDeprecationResponse(TypedDict, total=False):
    Return: bool


class _EnableImageDeregistrationProtectionRequestRequired(TypedDict):
    ImageId: str


class EnableImageDeregistrationProtectionRequest(
    _EnableImageDeregistrationProtectionRequestRequired, total=False
):
    WithCooldown: bool
    DryRun: bool


class EnableImageDeregistrationProtectionResponse(TypedDict, total=False):
    Return: str


class _EnableImageRequestRequired(TypedDict):
    ImageId: str


class EnableImageRequest(_EnableImageRequestRequired, total=False):
    DryRun: bool


class EnableImageResponse(TypedDict, total=False):
    Return: bool


class _EnableInstanceSqlHaStandbyDetectionsRequestRequired(TypedDict):
    InstanceIds: list[str]


class EnableInstanceSqlHaStandbyDetectionsRequest(
    _EnableInstanceSqlHaStandbyDetectionsRequestRequired, total=False
):
    SqlServerCredentials: str
    DryRun: bool


class EnableInstanceSqlHaStandbyDetectionsResponse(TypedDict, total=False):
    Instances: list[RegisteredInstance]


class _EnableIpamInternetRegistryAssociationRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str
    RpkiVersion: str
    ServiceUri: str
    ChildHandle: str
    ParentHandle: str
    ParentBpkiTa: str


class EnableIpamInternetRegistryAssociationRequest(
    _EnableIpamInternetRegistryAssociationRequestRequired, total=False
):
    DryRun: bool
    ClientToken: str


class EnableIpamInternetRegistryAssociationResponse(TypedDict, total=False):
    IpamInternetRegistryAssociation: IpamInternetRegistryAssociation


class _EnableIpamOrganizationAdminAccountRequestRequired(TypedDict):
    DelegatedAdminAccountId: str


class EnableIpamOrganizationAdminAccountRequest(
    _EnableIpamOrganizationAdminAccountRequestRequired, total=False
):
    DryRun: bool


class EnableIpamOrganizationAdminAccountResponse(TypedDict, total=False):
    Success: bool


class _EnableIpamPolicyRequestRequired(TypedDict):
    IpamPolicyId: str


class EnableIpamPolicyRequest(_EnableIpamPolicyRequestRequired, total=False):
    DryRun: bool
    OrganizationTargetId: str


class EnableIpamPolicyResponse(TypedDict, total=False):
    IpamPolicyId: str


class EnableReachabilityAnalyzerOrganizationSharingRequest(TypedDict, total=False):
    DryRun: bool


class EnableReachabilityAnalyzerOrganizationSharingResponse(TypedDict, total=False):
    ReturnValue: bool


class _EnableRouteServerPropagationRequestRequired(TypedDict):
    RouteServerId: str
    RouteTableId: str


class EnableRouteServerPropagationRequest(_EnableRouteServerPropagationRequestRequired, total=False):
    DryRun: bool


class EnableRouteServerPropagationResponse(TypedDict, total=False):
    RouteServerPropagation: RouteServerPropagation


class EnableSerialConsoleAccessRequest(TypedDict, total=False):
    DryRun: bool


class EnableSerialConsoleAccessResponse(TypedDict, total=False):
    SerialConsoleAccessEnabled: bool


class _EnableSnapshotBlockPublicAccessRequestRequired(TypedDict):
    State: str


class EnableSnapshotBlockPublicAccessRequest(_EnableSnapshotBlockPublicAccessRequestRequired, total=False):
    DryRun: bool


class EnableSnapshotBlockPublicAccessResponse(TypedDict, total=False):
    State: str


class _EnableTransitGatewayRouteTablePropagationRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str


class EnableTransitGatewayRouteTablePropagationRequest(
    _EnableTransitGatewayRouteTablePropagationRequestRequired, total=False
):
    TransitGatewayAttachmentId: str
    DryRun: bool
    TransitGatewayRouteTableAnnouncementId: str


class EnableTransitGatewayRouteTablePropagationResponse(TypedDict, total=False):
    Propagation: TransitGatewayPropagation


class _EnableVgwRoutePropagationRequestRequired(TypedDict):
    GatewayId: str
    RouteTableId: str


class EnableVgwRoutePropagationRequest(_EnableVgwRoutePropagationRequestRequired, total=False):
    DryRun: bool


class _EnableVolumeIORequestRequired(TypedDict):
    VolumeId: str


class EnableVolumeIORequest(_EnableVolumeIORequestRequired, total=False):
    DryRun: bool


class EnableVpcClassicLinkDnsSupportRequest(TypedDict, total=False):
    VpcId: str


class EnableVpcClassicLinkDnsSupportResponse(TypedDict, total=False):
    Return: bool


class _EnableVpcClassicLinkRequestRequired(TypedDict):
    VpcId: str


class EnableVpcClassicLinkRequest(_EnableVpcClassicLinkRequestRequired, total=False):
    DryRun: bool


class EnableVpcClassicLinkResponse(TypedDict, total=False):
    Return: bool


class EnclaveOptions(TypedDict, total=False):
    Enabled: bool


class EnclaveOptionsRequest(TypedDict, total=False):
    Enabled: bool


class EncryptionSupport(TypedDict, total=False):
    EncryptionState: str
    StateMessage: str


class EventInformation(TypedDict, total=False):
    EventDescription: str
    EventSubType: str
    InstanceId: str


class Explanation(TypedDict, total=False):
    Acl: AnalysisComponent
    AclRule: AnalysisAclRule
    Address: str
    Addresses: list[str]
    AttachedTo: AnalysisComponent
    AvailabilityZones: list[str]
    AvailabilityZoneIds: list[str]
    Cidrs: list[str]
    Component: AnalysisComponent
    CustomerGateway: AnalysisComponent
    Destination: AnalysisComponent
    DestinationVpc: AnalysisComponent
    Direction: str
    ExplanationCode: str
    IngressRouteTable: AnalysisComponent
    InternetGateway: AnalysisComponent
    LoadBalancerArn: str
    ClassicLoadBalancerListener: AnalysisLoadBalancerListener
    LoadBalancerListenerPort: int
    LoadBalancerTarget: AnalysisLoadBalancerTarget
    LoadBalancerTargetGroup: AnalysisComponent
    LoadBalancerTargetGroups: list[AnalysisComponent]
    LoadBalancerTargetPort: int
    ElasticLoadBalancerListener: AnalysisComponent
    MissingComponent: str
    NatGateway: AnalysisComponent
    NetworkInterface: AnalysisComponent
    PacketField: str
    VpcPeeringConnection: AnalysisComponent
    Port: int
    PortRanges: list[PortRange]
    PrefixList: AnalysisComponent
    Protocols: list[str]
    RouteTableRoute: AnalysisRouteTableRoute
    RouteTable: AnalysisComponent
    SecurityGroup: AnalysisComponent
    SecurityGroupRule: AnalysisSecurityGroupRule
    SecurityGroups: list[AnalysisComponent]
    SourceVpc: AnalysisComponent
    State: str
    Subnet: AnalysisComponent
    SubnetRouteTable: AnalysisComponent
    Vpc: AnalysisComponent
    VpcEndpoint: AnalysisComponent
    VpnConnection: AnalysisComponent
    VpnGateway: AnalysisComponent
    TransitGateway: AnalysisComponent
    TransitGatewayRouteTable: AnalysisComponent
    TransitGatewayRouteTableRoute: TransitGatewayRouteTableRoute
    TransitGatewayPolicyTable: AnalysisComponent
    TransitGatewayPolicyTableEntry: AnalysisTransitGatewayPolicyTableEntry
    TransitGatewayAttachment: AnalysisComponent
    ComponentAccount: str
    ComponentRegion: str
    FirewallStatelessRule: FirewallStatelessRule
    FirewallStatefulRule: FirewallStatefulRule


class _ExportClientVpnClientCertificateRevocationListRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class ExportClientVpnClientCertificateRevocationListRequest(
    _ExportClientVpnClientCertificateRevocationListRequestRequired, total=False
):
    DryRun: bool


class ExportClientVpnClientCertificateRevocationListResponse(TypedDict, total=False):
    CertificateRevocationList: str
    Status: ClientCertificateRevocationListStatus


class _ExportClientVpnClientConfigurationRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class ExportClientVpnClientConfigurationRequest(
    _ExportClientVpnClientConfigurationRequestRequired, total=False
):
    DryRun: bool


class ExportClientVpnClientConfigurationResponse(TypedDict, total=False):
    ClientConfiguration: str


class _ExportImageRequestRequired(TypedDict):
    DiskImageFormat: str
    ImageId: str
    S3ExportLocation: ExportTaskS3LocationRequest


class ExportImageRequest(_ExportImageRequestRequired, total=False):
    ClientToken: str
    Description: str
    DryRun: bool
    RoleName: str
    TagSpecifications: list[TagSpecification]


class ExportImageResponse(TypedDict, total=False):
    Description: str
    DiskImageFormat: str
    ExportImageTaskId: str
    ImageId: str
    RoleName: str
    Progress: str
    S3ExportLocation: ExportTaskS3Location
    Status: str
    StatusMessage: str
    Tags: list[Tag]


class ExportImageTask(TypedDict, total=False):
    Description: str
    ExportImageTaskId: str
    ImageId: str
    Progress: str
    S3ExportLocation: ExportTaskS3Location
    Status: str
    StatusMessage: str
    Tags: list[Tag]


class ExportTask(TypedDict, total=False):
    Description: str
    ExportTaskId: str
    ExportToS3Task: ExportToS3Task
    InstanceExportDetails: InstanceExportDetails
    State: str
    StatusMessage: str
    Tags: list[Tag]


class ExportTaskS3Location(TypedDict, total=False):
    S3Bucket: str
    S3Prefix: str


class _ExportTaskS3LocationRequestRequired(TypedDict):
    S3Bucket: str


class ExportTaskS3LocationRequest(_ExportTaskS3LocationRequestRequired, total=False):
    S3Prefix: str


class ExportToS3Task(TypedDict, total=False):
    ContainerFormat: str
    DiskImageFormat: str
    S3Bucket: str
    S3Key: str


class ExportToS3TaskSpecification(TypedDict, total=False):
    DiskImageFormat: str
    ContainerFormat: str
    S3Bucket: str
    S3Prefix: str


class _ExportTransitGatewayRoutesRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    S3Bucket: str


class ExportTransitGatewayRoutesRequest(_ExportTransitGatewayRoutesRequestRequired, total=False):
    Filters: list[Filter]
    DryRun: bool


class ExportTransitGatewayRoutesResponse(TypedDict, total=False):
    S3Location: str


class _ExportVerifiedAccessInstanceClientConfigurationRequestRequired(TypedDict):
    VerifiedAccessInstanceId: str


class ExportVerifiedAccessInstanceClientConfigurationRequest(
    _ExportVerifiedAccessInstanceClientConfigurationRequestRequired, total=False
):
    DryRun: bool


class ExportVerifiedAccessInstanceClientConfigurationResponse(TypedDict, total=False):
    Version: str
    VerifiedAccessInstanceId: str
    Region: str
    DeviceTrustProviders: list[str]
    UserTrustProvider: VerifiedAccessInstanceUserTrustProviderClientConfiguration
    OpenVpnConfigurations: list[VerifiedAccessInstanceOpenVpnClientConfiguration]


class ExternalAuthorityConfiguration(TypedDict, total=False):
    Type: str
    ExternalResourceIdentifier: str


class FailedCapacityReservationFleetCancellationResult(TypedDict, total=False):
    CapacityReservationFleetId: str
    CancelCapacityReservationFleetError: CancelCapacityReservationFleetError


class FailedQueuedPurchaseDeletion(TypedDict, total=False):
    Error: DeleteQueuedReservedInstancesError
    ReservedInstancesId: str


class _FastLaunchLaunchTemplateSpecificationRequestRequired(TypedDict):
    Version: str


class FastLaunchLaunchTemplateSpecificationRequest(
    _FastLaunchLaunchTemplateSpecificationRequestRequired, total=False
):
    LaunchTemplateId: str
    LaunchTemplateName: str


class FastLaunchLaunchTemplateSpecificationResponse(TypedDict, total=False):
    LaunchTemplateId: str
    LaunchTemplateName: str
    Version: str


class FastLaunchSnapshotConfigurationRequest(TypedDict, total=False):
    TargetResourceCount: int


class FastLaunchSnapshotConfigurationResponse(TypedDict, total=False):
    TargetResourceCount: int


class FederatedAuthentication(TypedDict, total=False):
    SamlProviderArn: str
    SelfServiceSamlProviderArn: str


class FederatedAuthenticationRequest(TypedDict, total=False):
    SAMLProviderArn: str
    SelfServiceSAMLProviderArn: str


class Filter(TypedDict, total=False):
    Name: str
    Values: list[str]


class FilterPortRange(TypedDict, total=False):
    FromPort: int
    ToPort: int


class FirewallStatefulRule(TypedDict, total=False):
    RuleGroupArn: str
    Sources: list[str]
    Destinations: list[str]
    SourcePorts: list[PortRange]
    DestinationPorts: list[PortRange]
    Protocol: str
    RuleAction: str
    Direction: str


class FirewallStatelessRule(TypedDict, total=False):
    RuleGroupArn: str
    Sources: list[str]
    Destinations: list[str]
    SourcePorts: list[PortRange]
    DestinationPorts: list[PortRange]
    Protocols: list[int]
    RuleAction: str
    Priority: int


class FleetBlockDeviceMappingRequest(TypedDict, total=False):
    DeviceName: str
    VirtualName: str
    Ebs: FleetEbsBlockDeviceRequest
    NoDevice: str


class FleetCapacityReservation(TypedDict, total=False):
    CapacityReservationId: str
    AvailabilityZoneId: str
    InstanceType: str
    InstancePlatform: str
    AvailabilityZone: str
    TotalInstanceCount: int
    FulfilledCapacity: float
    EbsOptimized: bool
    CreateDate: datetime
    Weight: float
    Priority: int


class FleetCapacityReservationTargetRequest(TypedDict, total=False):
    CapacityReservationIds: list[str]
    CapacityReservationResourceGroupArns: list[str]


class FleetData(TypedDict, total=False):
    ActivityStatus: str
    CreateTime: datetime
    FleetId: str
    FleetState: str
    ClientToken: str
    ExcessCapacityTerminationPolicy: str
    FulfilledCapacity: float
    FulfilledOnDemandCapacity: float
    LaunchTemplateConfigs: list[FleetLaunchTemplateConfig]
    TargetCapacitySpecification: TargetCapacitySpecification
    TerminateInstancesWithExpiration: bool
    Type: str
    ValidFrom: datetime
    ValidUntil: datetime
    ReplaceUnhealthyInstances: bool
    SpotOptions: SpotOptions
    OnDemandOptions: OnDemandOptions
    ReservedCapacityOptions: ReservedCapacityOptions
    Tags: list[Tag]
    Errors: list[DescribeFleetError]
    Instances: list[DescribeFleetsInstances]
    Context: str


class FleetEbsBlockDeviceRequest(TypedDict, total=False):
    Encrypted: bool
    DeleteOnTermination: bool
    Iops: int
    Throughput: int
    KmsKeyId: str
    SnapshotId: str
    VolumeSize: int
    VolumeType: str


class FleetIamInstanceProfileSpecificationRequest(TypedDict, total=False):
    Arn: str
    Name: str


class FleetInstanceMetadataOptionsRequest(TypedDict, total=False):
    HttpTokens: str
    HttpPutResponseHopLimit: int
    HttpEndpoint: str


class FleetLaunchTemplateConfig(TypedDict, total=False):
    LaunchTemplateSpecification: FleetLaunchTemplateSpecification
    Overrides: list[FleetLaunchTemplateOverrides]


class FleetLaunchTemplateConfigRequest(TypedDict, total=False):
    LaunchTemplateSpecification: FleetLaunchTemplateSpecificationRequest
    Overrides: list[FleetLaunchTemplateOverridesRequest]


class FleetLaunchTemplateOverrides(TypedDict, total=False):
    InstanceType: str
    MaxPrice: str
    SubnetId: str
    AvailabilityZone: str
    WeightedCapacity: float
    Priority: float
    Placement: PlacementResponse
    InstanceRequirements: InstanceRequirements
    ImageId: str
    BlockDeviceMappings: list[BlockDeviceMappingResponse]
    AvailabilityZoneId: str


class FleetLaunchTemplateOverridesRequest(TypedDict, total=False):
    InstanceType: str
    MaxPrice: str
    SubnetId: str
    AvailabilityZone: str
    WeightedCapacity: float
    Priority: float
    Placement: Placement
    KeyName: str
    BlockDeviceMappings: list[FleetBlockDeviceMappingRequest]
    IamInstanceProfile: FleetIamInstanceProfileSpecificationRequest
    MetadataOptions: FleetInstanceMetadataOptionsRequest
    InstanceRequirements: InstanceRequirementsRequest
    ImageId: str
    AvailabilityZoneId: str


class FleetLaunchTemplateSpecification(TypedDict, total=False):
    LaunchTemplateId: str
    LaunchTemplateName: str
    Version: str


class FleetLaunchTemplateSpecificationRequest(TypedDict, total=False):
    LaunchTemplateId: str
    LaunchTemplateName: str
    Version: str
    LaunchTemplateSpecificationUserData: str


class FleetSpotCapacityRebalance(TypedDict, total=False):
    ReplacementStrategy: str
    TerminationDelay: int


class FleetSpotCapacityRebalanceRequest(TypedDict, total=False):
    ReplacementStrategy: str
    TerminationDelay: int


class FleetSpotMaintenanceStrategies(TypedDict, total=False):
    CapacityRebalance: FleetSpotCapacityRebalance


class FleetSpotMaintenanceStrategiesRequest(TypedDict, total=False):
    CapacityRebalance: FleetSpotCapacityRebalanceRequest


class FlexCostAllocationCidrMapping(TypedDict):
    CidrRange: str
    CidrLabel: str


class FlexCostAllocationCidrRangeSpecifications(TypedDict):
    PrefixesType: str
    Prefixes: list[FlexCostAllocationCidrMapping]


class FlexCostAllocationNetworkResourceScope(TypedDict):
    ResourceType: str
    ResourceIds: list[str]


class FlexCostAllocationOperationFailure(TypedDict, total=False):
    ResourceId: str
    FailureCode: str
    FailureReason: str


class FlexCostAllocationPolicyAssociationDescription(TypedDict, total=False):
    FcaPolicyAssociationId: str
    FcaPolicyId: str
    NetworkResourceId: str
    OwnerAccount: str
    AssociatedAt: datetime
    ExpectedEffectiveAt: datetime
    AssociationMode: str
    ManagedBy: str


class FlexCostAllocationPolicyDescription(TypedDict, total=False):
    FcaPolicyId: str
    FcaPolicyArn: str
    NetworkResourceType: str
    NatFcaPolicyDocument: NatFlexCostAllocationPolicyDocument
    InstanceFcaPolicyDocument: InstanceFlexCostAllocationPolicyDocument
    PcxFcaPolicyDocument: PcxFlexCostAllocationPolicyDocument
    ShowBackEnabled: bool
    OwnerAccount: str
    Description: str
    LatestVersion: int
    VersionExpectedEffectiveAt: datetime
    PolicyCreatedAt: datetime
    UpdatedAt: datetime
    ManagedBy: str
    Tags: list[Tag]


class FlexCostAllocationPolicyVersion(TypedDict, total=False):
    FcaPolicyId: str
    Version: int
    NetworkResourceType: str
    NatFcaPolicyDocument: NatFlexCostAllocationPolicyDocument
    InstanceFcaPolicyDocument: InstanceFlexCostAllocationPolicyDocument
    PcxFcaPolicyDocument: PcxFlexCostAllocationPolicyDocument
    ShowBackEnabled: bool
    Description: str
    ExpectedEffectiveAt: datetime
    CreatedAt: datetime


class FlowLog(TypedDict, total=False):
    CreationTime: datetime
    DeliverLogsErrorMessage: str
    DeliverLogsPermissionArn: str
    DeliverCrossAccountRole: str
    DeliverLogsStatus: str
    FlowLogId: str
    FlowLogStatus: str
    LogGroupName: str
    ResourceId: str
    TrafficType: str
    LogDestinationType: str
    LogDestination: str
    LogFormat: str
    Tags: list[Tag]
    MaxAggregationInterval: int
    DestinationOptions: DestinationOptionsResponse
    TagFieldSpecifications: list[TagFieldSpecificationResponse]


class FpgaDeviceInfo(TypedDict, total=False):
    Name: str
    Manufacturer: str
    Count: int
    MemoryInfo: FpgaDeviceMemoryInfo


class FpgaDeviceMemoryInfo(TypedDict, total=False):
    SizeInMiB: int


class FpgaImage(TypedDict, total=False):
    FpgaImageId: str
    FpgaImageGlobalId: str
    Name: str
    Description: str
    ShellVersion: str
    PciId: PciId
    State: FpgaImageState
    CreateTime: datetime
    UpdateTime: datetime
    OwnerId: str
    OwnerAlias: str
    ProductCodes: list[ProductCode]
    Tags: list[Tag]
    Public: bool
    DataRetentionSupport: bool
    InstanceTypes: list[str]


class FpgaImageAttribute(TypedDict, total=False):
    FpgaImageId: str
    Name: str
    Description: str
    LoadPermissions: list[LoadPermission]
    ProductCodes: list[ProductCode]


class FpgaImageState(TypedDict, total=False):
    Code: str
    Message: str


class FpgaInfo(TypedDict, total=False):
    Fpgas: list[FpgaDeviceInfo]
    TotalFpgaMemoryInMiB: int


class _GetActiveVpnTunnelStatusRequestRequired(TypedDict):
    VpnConnectionId: str
    VpnTunnelOutsideIpAddress: str


class GetActiveVpnTunnelStatusRequest(_GetActiveVpnTunnelStatusRequestRequired, total=False):
    DryRun: bool


class GetActiveVpnTunnelStatusResponse(TypedDict, total=False):
    ActiveVpnTunnelStatus: ActiveVpnTunnelStatus


class GetAllowedImagesSettingsRequest(TypedDict, total=False):
    DryRun: bool


class GetAllowedImagesSettingsResponse(TypedDict, total=False):
    State: str
    ImageCriteria: list[ImageCriterion]
    ManagedBy: str


class _GetAssociatedEnclaveCertificateIamRolesRequestRequired(TypedDict):
    CertificateArn: str


class GetAssociatedEnclaveCertificateIamRolesRequest(
    _GetAssociatedEnclaveCertificateIamRolesRequestRequired, total=False
):
    DryRun: bool


class GetAssociatedEnclaveCertificateIamRolesResponse(TypedDict, total=False):
    AssociatedRoles: list[AssociatedRole]


class _GetAssociatedIpv6PoolCidrsRequestRequired(TypedDict):
    PoolId: str


class GetAssociatedIpv6PoolCidrsRequest(_GetAssociatedIpv6PoolCidrsRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool


class GetAssociatedIpv6PoolCidrsResponse(TypedDict, total=False):
    Ipv6CidrAssociations: list[Ipv6CidrAssociation]
    NextToken: str


class GetAwsNetworkPerformanceDataRequest(TypedDict, total=False):
    DataQueries: list[DataQuery]
    StartTime: datetime
    EndTime: datetime
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetAwsNetworkPerformanceDataResponse(TypedDict, total=False):
    DataResponses: list[DataResponse]
    NextToken: str


class GetCapacityManagerAttributesRequest(TypedDict, total=False):
    DryRun: bool


class GetCapacityManagerAttributesResponse(TypedDict, total=False):
    CapacityManagerStatus: str
    OrganizationsAccess: bool
    DataExportCount: int
    IngestionStatus: str
    IngestionStatusMessage: str
    EarliestDatapointTimestamp: datetime
    LatestDatapointTimestamp: datetime


class _GetCapacityManagerMetricDataRequestRequired(TypedDict):
    MetricNames: list[str]
    StartTime: datetime
    EndTime: datetime
    Period: int


class GetCapacityManagerMetricDataRequest(_GetCapacityManagerMetricDataRequestRequired, total=False):
    GroupBy: list[str]
    FilterBy: list[CapacityManagerCondition]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetCapacityManagerMetricDataResponse(TypedDict, total=False):
    MetricDataResults: list[MetricDataResult]
    NextToken: str


class _GetCapacityManagerMetricDimensionsRequestRequired(TypedDict):
    GroupBy: list[str]
    StartTime: datetime
    EndTime: datetime
    MetricNames: list[str]


class GetCapacityManagerMetricDimensionsRequest(
    _GetCapacityManagerMetricDimensionsRequestRequired, total=False
):
    FilterBy: list[CapacityManagerCondition]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetCapacityManagerMetricDimensionsResponse(TypedDict, total=False):
    MetricDimensionResults: list[CapacityManagerDimension]
    NextToken: str


class GetCapacityManagerMonitoredTagKeysRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetCapacityManagerMonitoredTagKeysResponse(TypedDict, total=False):
    CapacityManagerTagKeys: list[CapacityManagerMonitoredTagKey]
    NextToken: str


class _GetCapacityManagerSupportabilityScoresRequestRequired(TypedDict):
    MarketType: str
    CapacityAmount: int
    CapacityUnit: str
    CapacityAvailabilityZoneIds: list[str]


class GetCapacityManagerSupportabilityScoresRequest(
    _GetCapacityManagerSupportabilityScoresRequestRequired, total=False
):
    InstanceTypes: list[str]
    InstanceRequirementsWithMetadata: InstanceRequirementsWithMetadataRequest
    DryRun: bool


class GetCapacityManagerSupportabilityScoresResponse(TypedDict, total=False):
    AggregateScore: str
    CapacityManagerSupportabilityScores: list[CapacityManagerSupportabilityScore]


class _GetCapacityReservationUsageRequestRequired(TypedDict):
    CapacityReservationId: str


class GetCapacityReservationUsageRequest(_GetCapacityReservationUsageRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool


class GetCapacityReservationUsageResponse(TypedDict, total=False):
    NextToken: str
    CapacityReservationId: str
    InstanceType: str
    TotalInstanceCount: int
    AvailableInstanceCount: int
    State: str
    InstanceUsages: list[InstanceUsage]
    Interruptible: bool
    InterruptibleCapacityAllocation: InterruptibleCapacityAllocation
    InterruptionInfo: InterruptionInfo


class _GetClientVpnEndpointAuthorizationPolicyRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class GetClientVpnEndpointAuthorizationPolicyRequest(
    _GetClientVpnEndpointAuthorizationPolicyRequestRequired, total=False
):
    DryRun: bool


class GetClientVpnEndpointAuthorizationPolicyResponse(TypedDict, total=False):
    ClientVpnEndpointId: str
    PolicyDocument: str
    Description: str
    ShadowMode: str
    Status: str


class _GetCoipPoolUsageRequestRequired(TypedDict):
    PoolId: str


class GetCoipPoolUsageRequest(_GetCoipPoolUsageRequestRequired, total=False):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetCoipPoolUsageResponse(TypedDict, total=False):
    CoipPoolId: str
    CoipAddressUsages: list[CoipAddressUsage]
    LocalGatewayRouteTableId: str
    NextToken: str


class _GetConsoleOutputRequestRequired(TypedDict):
    InstanceId: str


class GetConsoleOutputRequest(_GetConsoleOutputRequestRequired, total=False):
    Latest: bool
    DryRun: bool


class GetConsoleOutputResponse(TypedDict, total=False):
    InstanceId: str
    Timestamp: datetime
    Output: str


class _GetConsoleScreenshotRequestRequired(TypedDict):
    InstanceId: str


class GetConsoleScreenshotRequest(_GetConsoleScreenshotRequestRequired, total=False):
    DryRun: bool
    WakeUp: bool


class GetConsoleScreenshotResponse(TypedDict, total=False):
    ImageData: str
    InstanceId: str


class _GetDeclarativePoliciesReportSummaryRequestRequired(TypedDict):
    ReportId: str


class GetDeclarativePoliciesReportSummaryRequest(
    _GetDeclarativePoliciesReportSummaryRequestRequired, total=False
):
    DryRun: bool


class GetDeclarativePoliciesReportSummaryResponse(TypedDict, total=False):
    ReportId: str
    S3Bucket: str
    S3Prefix: str
    TargetId: str
    StartTime: datetime
    EndTime: datetime
    NumberOfAccounts: int
    NumberOfFailedAccounts: int
    AttributeSummaries: list[AttributeSummary]


class _GetDefaultCreditSpecificationRequestRequired(TypedDict):
    InstanceFamily: str


class GetDefaultCreditSpecificationRequest(_GetDefaultCreditSpecificationRequestRequired, total=False):
    DryRun: bool


class GetDefaultCreditSpecificationResponse(TypedDict, total=False):
    InstanceFamilyCreditSpecification: InstanceFamilyCreditSpecification


class GetEbsDefaultKmsKeyIdRequest(TypedDict, total=False):
    DryRun: bool


class GetEbsDefaultKmsKeyIdResponse(TypedDict, total=False):
    KmsKeyId: str


class GetEbsEncryptionByDefaultRequest(TypedDict, total=False):
    DryRun: bool


class GetEbsEncryptionByDefaultResponse(TypedDict, total=False):
    EbsEncryptionByDefault: bool
    SseType: str


class GetEnabledIpamPolicyRequest(TypedDict, total=False):
    DryRun: bool


class GetEnabledIpamPolicyResponse(TypedDict, total=False):
    IpamPolicyEnabled: bool
    IpamPolicyId: str
    ManagedBy: str


class _GetFlowLogsIntegrationTemplateRequestRequired(TypedDict):
    FlowLogId: str
    ConfigDeliveryS3DestinationArn: str
    IntegrateServices: IntegrateServices


class GetFlowLogsIntegrationTemplateRequest(_GetFlowLogsIntegrationTemplateRequestRequired, total=False):
    DryRun: bool


class GetFlowLogsIntegrationTemplateResponse(TypedDict, total=False):
    Result: str


class _GetGroupsForCapacityReservationRequestRequired(TypedDict):
    CapacityReservationId: str


class GetGroupsForCapacityReservationRequest(_GetGroupsForCapacityReservationRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool


class GetGroupsForCapacityReservationResponse(TypedDict, total=False):
    NextToken: str
    CapacityReservationGroups: list[CapacityReservationGroup]


class GetHostReservationPurchasePreviewRequest(TypedDict):
    HostIdSet: list[str]
    OfferingId: str


class GetHostReservationPurchasePreviewResponse(TypedDict, total=False):
    CurrencyCode: str
    Purchase: list[Purchase]
    TotalHourlyPrice: str
    TotalUpfrontPrice: str


class _GetImageAncestryRequestRequired(TypedDict):
    ImageId: str


class GetImageAncestryRequest(_GetImageAncestryRequestRequired, total=False):
    DryRun: bool


class GetImageAncestryResponse(TypedDict, total=False):
    ImageAncestryEntries: list[ImageAncestryEntry]


class GetImageBlockPublicAccessStateRequest(TypedDict, total=False):
    DryRun: bool


class GetImageBlockPublicAccessStateResponse(TypedDict, total=False):
    ImageBlockPublicAccessState: str
    ManagedBy: str


class _GetImageFindingsRequestRequired(TypedDict):
    ImageId: str


class GetImageFindingsRequest(_GetImageFindingsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetImageFindingsResponse(TypedDict, total=False):
    ImageFindings: list[ImageFinding]
    NextToken: str


class GetInstanceMetadataDefaultsRequest(TypedDict, total=False):
    DryRun: bool


class GetInstanceMetadataDefaultsResponse(TypedDict, total=False):
    AccountLevel: InstanceMetadataDefaultsResponse


class _GetInstanceTpmEkPubRequestRequired(TypedDict):
    InstanceId: str
    KeyType: str
    KeyFormat: str


class GetInstanceTpmEkPubRequest(_GetInstanceTpmEkPubRequestRequired, total=False):
    DryRun: bool


class GetInstanceTpmEkPubResponse(TypedDict, total=False):
    InstanceId: str
    KeyType: str
    KeyFormat: str
    KeyValue: str


class _GetInstanceTypesFromInstanceRequirementsRequestRequired(TypedDict):
    ArchitectureTypes: list[str]
    VirtualizationTypes: list[str]
    InstanceRequirements: InstanceRequirementsRequest


class GetInstanceTypesFromInstanceRequirementsRequest(
    _GetInstanceTypesFromInstanceRequirementsRequestRequired, total=False
):
    DryRun: bool
    MaxResults: int
    NextToken: str
    Context: str


class GetInstanceTypesFromInstanceRequirementsResponse(TypedDict, total=False):
    InstanceTypes: list[InstanceTypeInfoFromInstanceRequirements]
    NextToken: str


class _GetInstanceUefiDataRequestRequired(TypedDict):
    InstanceId: str


class GetInstanceUefiDataRequest(_GetInstanceUefiDataRequestRequired, total=False):
    DryRun: bool


class GetInstanceUefiDataResponse(TypedDict, total=False):
    InstanceId: str
    UefiData: str


class _GetIpamAddressHistoryRequestRequired(TypedDict):
    Cidr: str
    IpamScopeId: str


class GetIpamAddressHistoryRequest(_GetIpamAddressHistoryRequestRequired, total=False):
    DryRun: bool
    VpcId: str
    StartTime: datetime
    EndTime: datetime
    MaxResults: int
    NextToken: str


class GetIpamAddressHistoryResponse(TypedDict, total=False):
    HistoryRecords: list[IpamAddressHistoryRecord]
    NextToken: str


class _GetIpamDiscoveredAccountsRequestRequired(TypedDict):
    IpamResourceDiscoveryId: str
    DiscoveryRegion: str


class GetIpamDiscoveredAccountsRequest(_GetIpamDiscoveredAccountsRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class GetIpamDiscoveredAccountsResponse(TypedDict, total=False):
    IpamDiscoveredAccounts: list[IpamDiscoveredAccount]
    NextToken: str


class _GetIpamDiscoveredPublicAddressesRequestRequired(TypedDict):
    IpamResourceDiscoveryId: str
    AddressRegion: str


class GetIpamDiscoveredPublicAddressesRequest(_GetIpamDiscoveredPublicAddressesRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class GetIpamDiscoveredPublicAddressesResponse(TypedDict, total=False):
    IpamDiscoveredPublicAddresses: list[IpamDiscoveredPublicAddress]
    OldestSampleTime: datetime
    NextToken: str


class _GetIpamDiscoveredResourceCidrsRequestRequired(TypedDict):
    IpamResourceDiscoveryId: str
    ResourceRegion: str


class GetIpamDiscoveredResourceCidrsRequest(_GetIpamDiscoveredResourceCidrsRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class GetIpamDiscoveredResourceCidrsResponse(TypedDict, total=False):
    IpamDiscoveredResourceCidrs: list[IpamDiscoveredResourceCidr]
    NextToken: str


class _GetIpamDiscoveredRoutesRequestRequired(TypedDict):
    IpamResourceDiscoveryId: str
    ResourceRegion: str


class GetIpamDiscoveredRoutesRequest(_GetIpamDiscoveredRoutesRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class GetIpamDiscoveredRoutesResponse(TypedDict, total=False):
    IpamDiscoveredRoutes: list[IpamDiscoveredRoute]
    NextToken: str


class _GetIpamInternetRegistryAssociationAsnsRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str


class GetIpamInternetRegistryAssociationAsnsRequest(
    _GetIpamInternetRegistryAssociationAsnsRequestRequired, total=False
):
    DryRun: bool
    MaxResults: int
    NextToken: str
    Filters: list[Filter]


class GetIpamInternetRegistryAssociationAsnsResponse(TypedDict, total=False):
    NextToken: str
    IpamInternetRegistryAssociationAsns: list[IpamInternetRegistryAssociationAsn]


class _GetIpamInternetRegistryAssociationCidrsRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str


class GetIpamInternetRegistryAssociationCidrsRequest(
    _GetIpamInternetRegistryAssociationCidrsRequestRequired, total=False
):
    DryRun: bool
    MaxResults: int
    NextToken: str
    Filters: list[Filter]


class GetIpamInternetRegistryAssociationCidrsResponse(TypedDict, total=False):
    NextToken: str
    IpamInternetRegistryAssociationCidrs: list[IpamInternetRegistryAssociationCidr]


class _GetIpamPolicyAllocationRulesRequestRequired(TypedDict):
    IpamPolicyId: str


class GetIpamPolicyAllocationRulesRequest(_GetIpamPolicyAllocationRulesRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    Locale: str
    ResourceType: str
    MaxResults: int
    NextToken: str


class GetIpamPolicyAllocationRulesResponse(TypedDict, total=False):
    IpamPolicyDocuments: list[IpamPolicyDocument]
    NextToken: str


class _GetIpamPolicyOrganizationTargetsRequestRequired(TypedDict):
    IpamPolicyId: str


class GetIpamPolicyOrganizationTargetsRequest(_GetIpamPolicyOrganizationTargetsRequestRequired, total=False):
    DryRun: bool
    MaxResults: int
    NextToken: str
    Filters: list[Filter]


class GetIpamPolicyOrganizationTargetsResponse(TypedDict, total=False):
    OrganizationTargets: list[IpamPolicyOrganizationTarget]
    NextToken: str


class _GetIpamPoolAllocationsRequestRequired(TypedDict):
    IpamPoolId: str


class GetIpamPoolAllocationsRequest(_GetIpamPoolAllocationsRequestRequired, total=False):
    DryRun: bool
    IpamPoolAllocationId: str
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class GetIpamPoolAllocationsResponse(TypedDict, total=False):
    IpamPoolAllocations: list[IpamPoolAllocation]
    NextToken: str


class _GetIpamPoolCidrsRequestRequired(TypedDict):
    IpamPoolId: str


class GetIpamPoolCidrsRequest(_GetIpamPoolCidrsRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class GetIpamPoolCidrsResponse(TypedDict, total=False):
    IpamPoolCidrs: list[IpamPoolCidr]
    NextToken: str


class _GetIpamPrefixListResolverRulesRequestRequired(TypedDict):
    IpamPrefixListResolverId: str


class GetIpamPrefixListResolverRulesRequest(_GetIpamPrefixListResolverRulesRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class GetIpamPrefixListResolverRulesResponse(TypedDict, total=False):
    Rules: list[IpamPrefixListResolverRule]
    NextToken: str


class _GetIpamPrefixListResolverVersionEntriesRequestRequired(TypedDict):
    IpamPrefixListResolverId: str
    IpamPrefixListResolverVersion: int


class GetIpamPrefixListResolverVersionEntriesRequest(
    _GetIpamPrefixListResolverVersionEntriesRequestRequired, total=False
):
    DryRun: bool
    MaxResults: int
    NextToken: str


class GetIpamPrefixListResolverVersionEntriesResponse(TypedDict, total=False):
    Entries: list[IpamPrefixListResolverVersionEntry]
    NextToken: str


class _GetIpamPrefixListResolverVersionsRequestRequired(TypedDict):
    IpamPrefixListResolverId: str


class GetIpamPrefixListResolverVersionsRequest(
    _GetIpamPrefixListResolverVersionsRequestRequired, total=False
):
    DryRun: bool
    IpamPrefixListResolverVersions: list[int]
    MaxResults: int
    Filters: list[Filter]
    NextToken: str


class GetIpamPrefixListResolverVersionsResponse(TypedDict, total=False):
    IpamPrefixListResolverVersions: list[IpamPrefixListResolverVersion]
    NextToken: str


class _GetIpamResourceCidrsRequestRequired(TypedDict):
    IpamScopeId: str


class GetIpamResourceCidrsRequest(_GetIpamResourceCidrsRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    IpamPoolId: str
    ResourceId: str
    ResourceType: str
    ResourceTag: RequestIpamResourceTag
    ResourceOwner: str


class GetIpamResourceCidrsResponse(TypedDict, total=False):
    NextToken: str
    IpamResourceCidrs: list[IpamResourceCidr]


class _GetIpamRouteOriginAuthorizationsRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str


class GetIpamRouteOriginAuthorizationsRequest(_GetIpamRouteOriginAuthorizationsRequestRequired, total=False):
    DryRun: bool
    Cidr: str
    MaxResults: int
    NextToken: str


class GetIpamRouteOriginAuthorizationsResponse(TypedDict, total=False):
    IpamRouteOriginAuthorizations: list[IpamRouteOriginAuthorizationInfo]
    NextToken: str


class _GetIpamRouteProtectionFindingsRequestRequired(TypedDict):
    IpamId: str


class GetIpamRouteProtectionFindingsRequest(_GetIpamRouteProtectionFindingsRequestRequired, total=False):
    DryRun: bool
    Filters: list[Filter]
    NextToken: str
    MaxResults: int


class GetIpamRouteProtectionFindingsResponse(TypedDict, total=False):
    IpamId: str
    RouteProtectionFindings: list[IpamRouteProtectionFinding]
    NextToken: str


class _GetIpamRoutingPolicyRegistrationDeltasRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str


class GetIpamRoutingPolicyRegistrationDeltasRequest(
    _GetIpamRoutingPolicyRegistrationDeltasRequestRequired, total=False
):
    DryRun: bool
    DeltaId: str
    StartTime: datetime
    EndTime: datetime
    ChronologicalOrder: str
    MaxResults: int
    NextToken: str


class GetIpamRoutingPolicyRegistrationDeltasResponse(TypedDict, total=False):
    IpamRoutingPolicyRegistrationDeltas: list[IpamRoutingPolicyRegistrationDelta]
    NextToken: str


class _GetIpamRoutingPolicyRegistrationsRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str


class GetIpamRoutingPolicyRegistrationsRequest(
    _GetIpamRoutingPolicyRegistrationsRequestRequired, total=False
):
    DryRun: bool
    Cidr: str
    MaxResults: int
    NextToken: str


class GetIpamRoutingPolicyRegistrationsResponse(TypedDict, total=False):
    IpamRoutingPolicyRegistrations: list[IpamRoutingPolicyRegistration]
    NextToken: str


class _GetLaunchTemplateDataRequestRequired(TypedDict):
    InstanceId: str


class GetLaunchTemplateDataRequest(_GetLaunchTemplateDataRequestRequired, total=False):
    DryRun: bool


class GetLaunchTemplateDataResponse(TypedDict, total=False):
    LaunchTemplateData: ResponseLaunchTemplateData


class _GetManagedPrefixListAssociationsRequestRequired(TypedDict):
    PrefixListId: str


class GetManagedPrefixListAssociationsRequest(_GetManagedPrefixListAssociationsRequestRequired, total=False):
    DryRun: bool
    MaxResults: int
    NextToken: str


class GetManagedPrefixListAssociationsResponse(TypedDict, total=False):
    PrefixListAssociations: list[PrefixListAssociation]
    NextToken: str


class _GetManagedPrefixListEntriesRequestRequired(TypedDict):
    PrefixListId: str


class GetManagedPrefixListEntriesRequest(_GetManagedPrefixListEntriesRequestRequired, total=False):
    DryRun: bool
    TargetVersion: int
    MaxResults: int
    NextToken: str


class GetManagedPrefixListEntriesResponse(TypedDict, total=False):
    Entries: list[PrefixListEntry]
    NextToken: str


class GetManagedResourceVisibilityRequest(TypedDict, total=False):
    DryRun: bool


class GetManagedResourceVisibilityResponse(TypedDict, total=False):
    Visibility: ManagedResourceVisibilitySettings


class _GetNetworkInsightsAccessScopeAnalysisFindingsRequestRequired(TypedDict):
    NetworkInsightsAccessScopeAnalysisId: str


class GetNetworkInsightsAccessScopeAnalysisFindingsRequest(
    _GetNetworkInsightsAccessScopeAnalysisFindingsRequestRequired, total=False
):
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetNetworkInsightsAccessScopeAnalysisFindingsResponse(TypedDict, total=False):
    NetworkInsightsAccessScopeAnalysisId: str
    AnalysisStatus: str
    AnalysisFindings: list[AccessScopeAnalysisFinding]
    NextToken: str


class _GetNetworkInsightsAccessScopeContentRequestRequired(TypedDict):
    NetworkInsightsAccessScopeId: str


class GetNetworkInsightsAccessScopeContentRequest(
    _GetNetworkInsightsAccessScopeContentRequestRequired, total=False
):
    DryRun: bool


class GetNetworkInsightsAccessScopeContentResponse(TypedDict, total=False):
    NetworkInsightsAccessScopeContent: NetworkInsightsAccessScopeContent


class _GetNetworkingFlexCostAllocationPolicyVersionsRequestRequired(TypedDict):
    FcaPolicyId: str


class GetNetworkingFlexCostAllocationPolicyVersionsRequest(
    _GetNetworkingFlexCostAllocationPolicyVersionsRequestRequired, total=False
):
    VersionsToInclude: list[int]
    DryRun: bool


class GetNetworkingFlexCostAllocationPolicyVersionsResponse(TypedDict, total=False):
    FcaPolicyVersions: list[FlexCostAllocationPolicyVersion]


class _GetPasswordDataRequestRequired(TypedDict):
    InstanceId: str


class GetPasswordDataRequest(_GetPasswordDataRequestRequired, total=False):
    DryRun: bool


class GetPasswordDataResponse(TypedDict, total=False):
    InstanceId: str
    Timestamp: datetime
    PasswordData: str


class _GetReservedInstancesExchangeQuoteRequestRequired(TypedDict):
    ReservedInstanceIds: list[str]


class GetReservedInstancesExchangeQuoteRequest(
    _GetReservedInstancesExchangeQuoteRequestRequired, total=False
):
    DryRun: bool
    TargetConfigurations: list[TargetConfigurationRequest]


class GetReservedInstancesExchangeQuoteResponse(TypedDict, total=False):
    CurrencyCode: str
    IsValidExchange: bool
    OutputReservedInstancesWillExpireAt: datetime
    PaymentDue: str
    ReservedInstanceValueRollup: ReservationValue
    ReservedInstanceValueSet: list[ReservedInstanceReservationValue]
    TargetConfigurationValueRollup: ReservationValue
    TargetConfigurationValueSet: list[TargetReservationValue]
    ValidationFailureReason: str


class _GetRouteServerAssociationsRequestRequired(TypedDict):
    RouteServerId: str


class GetRouteServerAssociationsRequest(_GetRouteServerAssociationsRequestRequired, total=False):
    DryRun: bool


class GetRouteServerAssociationsResponse(TypedDict, total=False):
    RouteServerAssociations: list[RouteServerAssociation]


class _GetRouteServerPropagationsRequestRequired(TypedDict):
    RouteServerId: str


class GetRouteServerPropagationsRequest(_GetRouteServerPropagationsRequestRequired, total=False):
    RouteTableId: str
    DryRun: bool


class GetRouteServerPropagationsResponse(TypedDict, total=False):
    RouteServerPropagations: list[RouteServerPropagation]


class _GetRouteServerRoutingDatabaseRequestRequired(TypedDict):
    RouteServerId: str


class GetRouteServerRoutingDatabaseRequest(_GetRouteServerRoutingDatabaseRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    DryRun: bool
    Filters: list[Filter]


class GetRouteServerRoutingDatabaseResponse(TypedDict, total=False):
    AreRoutesPersisted: bool
    Routes: list[RouteServerRoute]
    NextToken: str


class _GetSecurityGroupsForVpcRequestRequired(TypedDict):
    VpcId: str


class GetSecurityGroupsForVpcRequest(_GetSecurityGroupsForVpcRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    Filters: list[Filter]
    DryRun: bool


class GetSecurityGroupsForVpcResponse(TypedDict, total=False):
    NextToken: str
    SecurityGroupForVpcs: list[SecurityGroupForVpc]


class GetSerialConsoleAccessStatusRequest(TypedDict, total=False):
    DryRun: bool


class GetSerialConsoleAccessStatusResponse(TypedDict, total=False):
    SerialConsoleAccessEnabled: bool
    ManagedBy: str


class GetSnapshotBlockPublicAccessStateRequest(TypedDict, total=False):
    DryRun: bool


class GetSnapshotBlockPublicAccessStateResponse(TypedDict, total=False):
    State: str
    ManagedBy: str


class _GetSpotPlacementScoresRequestRequired(TypedDict):
    TargetCapacity: int


class GetSpotPlacementScoresRequest(_GetSpotPlacementScoresRequestRequired, total=False):
    InstanceTypes: list[str]
    TargetCapacityUnitType: str
    SingleAvailabilityZone: bool
    RegionNames: list[str]
    InstanceRequirementsWithMetadata: InstanceRequirementsWithMetadataRequest
    DryRun: bool
    MaxResults: int
    NextToken: str
    IncludeLocalZones: bool


class GetSpotPlacementScoresResponse(TypedDict, total=False):
    SpotPlacementScores: list[SpotPlacementScore]
    NextToken: str


class _GetSubnetCidrReservationsRequestRequired(TypedDict):
    SubnetId: str


class GetSubnetCidrReservationsRequest(_GetSubnetCidrReservationsRequestRequired, total=False):
    Filters: list[Filter]
    DryRun: bool
    NextToken: str
    MaxResults: int


class GetSubnetCidrReservationsResponse(TypedDict, total=False):
    SubnetIpv4CidrReservations: list[SubnetCidrReservation]
    SubnetIpv6CidrReservations: list[SubnetCidrReservation]
    NextToken: str


class _GetTransitGatewayAttachmentNatConfigurationRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class GetTransitGatewayAttachmentNatConfigurationRequest(
    _GetTransitGatewayAttachmentNatConfigurationRequestRequired, total=False
):
    DryRun: bool


class GetTransitGatewayAttachmentNatConfigurationResponse(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    NatGatewaySupport: str
    NatSystemRouteSupport: str
    NatGatewayRules: list[TransitGatewayNatRule]


class _GetTransitGatewayAttachmentPropagationsRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class GetTransitGatewayAttachmentPropagationsRequest(
    _GetTransitGatewayAttachmentPropagationsRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetTransitGatewayAttachmentPropagationsResponse(TypedDict, total=False):
    TransitGatewayAttachmentPropagations: list[TransitGatewayAttachmentPropagation]
    NextToken: str


class _GetTransitGatewayMeteringPolicyEntriesRequestRequired(TypedDict):
    TransitGatewayMeteringPolicyId: str


class GetTransitGatewayMeteringPolicyEntriesRequest(
    _GetTransitGatewayMeteringPolicyEntriesRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetTransitGatewayMeteringPolicyEntriesResponse(TypedDict, total=False):
    TransitGatewayMeteringPolicyEntries: list[TransitGatewayMeteringPolicyEntry]
    NextToken: str


class _GetTransitGatewayMulticastDomainAssociationsRequestRequired(TypedDict):
    TransitGatewayMulticastDomainId: str


class GetTransitGatewayMulticastDomainAssociationsRequest(
    _GetTransitGatewayMulticastDomainAssociationsRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetTransitGatewayMulticastDomainAssociationsResponse(TypedDict, total=False):
    MulticastDomainAssociations: list[TransitGatewayMulticastDomainAssociation]
    NextToken: str


class _GetTransitGatewayPolicyTableAssociationsRequestRequired(TypedDict):
    TransitGatewayPolicyTableId: str


class GetTransitGatewayPolicyTableAssociationsRequest(
    _GetTransitGatewayPolicyTableAssociationsRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetTransitGatewayPolicyTableAssociationsResponse(TypedDict, total=False):
    Associations: list[TransitGatewayPolicyTableAssociation]
    NextToken: str


class _GetTransitGatewayPolicyTableEntriesRequestRequired(TypedDict):
    TransitGatewayPolicyTableId: str


class GetTransitGatewayPolicyTableEntriesRequest(
    _GetTransitGatewayPolicyTableEntriesRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetTransitGatewayPolicyTableEntriesResponse(TypedDict, total=False):
    TransitGatewayPolicyTableEntries: list[TransitGatewayPolicyTableEntry]
    NextToken: str


class _GetTransitGatewayPrefixListReferencesRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str


class GetTransitGatewayPrefixListReferencesRequest(
    _GetTransitGatewayPrefixListReferencesRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetTransitGatewayPrefixListReferencesResponse(TypedDict, total=False):
    TransitGatewayPrefixListReferences: list[TransitGatewayPrefixListReference]
    NextToken: str


class _GetTransitGatewayRouteTableAssociationsRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str


class GetTransitGatewayRouteTableAssociationsRequest(
    _GetTransitGatewayRouteTableAssociationsRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetTransitGatewayRouteTableAssociationsResponse(TypedDict, total=False):
    Associations: list[TransitGatewayRouteTableAssociation]
    NextToken: str


class _GetTransitGatewayRouteTablePropagationsRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str


class GetTransitGatewayRouteTablePropagationsRequest(
    _GetTransitGatewayRouteTablePropagationsRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetTransitGatewayRouteTablePropagationsResponse(TypedDict, total=False):
    TransitGatewayRouteTablePropagations: list[TransitGatewayRouteTablePropagation]
    NextToken: str


class _GetVerifiedAccessEndpointPolicyRequestRequired(TypedDict):
    VerifiedAccessEndpointId: str


class GetVerifiedAccessEndpointPolicyRequest(_GetVerifiedAccessEndpointPolicyRequestRequired, total=False):
    DryRun: bool


class GetVerifiedAccessEndpointPolicyResponse(TypedDict, total=False):
    PolicyEnabled: bool
    PolicyDocument: str


class _GetVerifiedAccessEndpointTargetsRequestRequired(TypedDict):
    VerifiedAccessEndpointId: str


class GetVerifiedAccessEndpointTargetsRequest(_GetVerifiedAccessEndpointTargetsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetVerifiedAccessEndpointTargetsResponse(TypedDict, total=False):
    VerifiedAccessEndpointTargets: list[VerifiedAccessEndpointTarget]
    NextToken: str


class _GetVerifiedAccessGroupPolicyRequestRequired(TypedDict):
    VerifiedAccessGroupId: str


class GetVerifiedAccessGroupPolicyRequest(_GetVerifiedAccessGroupPolicyRequestRequired, total=False):
    DryRun: bool


class GetVerifiedAccessGroupPolicyResponse(TypedDict, total=False):
    PolicyEnabled: bool
    PolicyDocument: str


class _GetVpcResourcesBlockingEncryptionEnforcementRequestRequired(TypedDict):
    VpcId: str


class GetVpcResourcesBlockingEncryptionEnforcementRequest(
    _GetVpcResourcesBlockingEncryptionEnforcementRequestRequired, total=False
):
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetVpcResourcesBlockingEncryptionEnforcementResponse(TypedDict, total=False):
    NonCompliantResources: list[VpcEncryptionNonCompliantResource]
    NextToken: str


class _GetVpnConnectionDeviceSampleConfigurationRequestRequired(TypedDict):
    VpnConnectionId: str
    VpnConnectionDeviceTypeId: str


class GetVpnConnectionDeviceSampleConfigurationRequest(
    _GetVpnConnectionDeviceSampleConfigurationRequestRequired, total=False
):
    InternetKeyExchangeVersion: str
    SampleType: str
    DryRun: bool


class GetVpnConnectionDeviceSampleConfigurationResponse(TypedDict, total=False):
    VpnConnectionDeviceSampleConfiguration: str


class GetVpnConnectionDeviceTypesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    DryRun: bool


class GetVpnConnectionDeviceTypesResponse(TypedDict, total=False):
    VpnConnectionDeviceTypes: list[VpnConnectionDeviceType]
    NextToken: str


class _GetVpnTunnelReplacementStatusRequestRequired(TypedDict):
    VpnConnectionId: str
    VpnTunnelOutsideIpAddress: str


class GetVpnTunnelReplacementStatusRequest(_GetVpnTunnelReplacementStatusRequestRequired, total=False):
    DryRun: bool


class GetVpnTunnelReplacementStatusResponse(TypedDict, total=False):
    VpnConnectionId: str
    TransitGatewayId: str
    CustomerGatewayId: str
    VpnGatewayId: str
    VpnTunnelOutsideIpAddress: str
    MaintenanceDetails: MaintenanceDetails


class GpuDeviceInfo(TypedDict, total=False):
    Name: str
    Manufacturer: str
    Count: int
    LogicalGpuCount: int
    GpuPartitionSize: float
    Workloads: list[str]
    MemoryInfo: GpuDeviceMemoryInfo


class GpuDeviceMemoryInfo(TypedDict, total=False):
    SizeInMiB: int


class GpuInfo(TypedDict, total=False):
    Gpus: list[GpuDeviceInfo]
    TotalGpuMemoryInMiB: int


class GroupIdentifier(TypedDict, total=False):
    GroupId: str
    GroupName: str


class HealthCheckPathDestinationRequestObject(TypedDict, total=False):
    SubnetId: str
    SecurityGroupId: str


class HealthCheckPathDestinationResponseObject(TypedDict, total=False):
    SubnetId: str
    SecurityGroupId: str


class HealthCheckPathRequestObject(TypedDict, total=False):
    Source: HealthCheckPathSourceRequestObject
    Destinations: list[HealthCheckPathDestinationRequestObject]


class HealthCheckPathResponseObject(TypedDict, total=False):
    Source: HealthCheckPathSourceResponseObject
    Destinations: list[HealthCheckPathDestinationResponseObject]


class HealthCheckPathSourceRequestObject(TypedDict, total=False):
    SubnetId: str
    SecurityGroupId: str


class HealthCheckPathSourceResponseObject(TypedDict, total=False):
    SubnetId: str
    SecurityGroupId: str


class HibernationOptions(TypedDict, total=False):
    Configured: bool


class HibernationOptionsRequest(TypedDict, total=False):
    Configured: bool


class HistoryRecord(TypedDict, total=False):
    EventInformation: EventInformation
    EventType: str
    Timestamp: datetime


class HistoryRecordEntry(TypedDict, total=False):
    EventInformation: EventInformation
    EventType: str
    Timestamp: datetime


class Host(TypedDict, total=False):
    AutoPlacement: str
    AvailabilityZone: str
    AvailableCapacity: AvailableCapacity
    ClientToken: str
    HostId: str
    HostProperties: HostProperties
    HostReservationId: str
    Instances: list[HostInstance]
    State: str
    AllocationTime: datetime
    ReleaseTime: datetime
    Tags: list[Tag]
    HostRecovery: str
    AllowsMultipleInstanceTypes: str
    OwnerId: str
    AvailabilityZoneId: str
    MemberOfServiceLinkedResourceGroup: bool
    OutpostArn: str
    HostMaintenance: str
    AssetId: str
    CpuOptions: HostCpuOptions


class HostCpuOptions(TypedDict, total=False):
    AmdSevSnp: str


class HostCpuOptionsRequest(TypedDict, total=False):
    AmdSevSnp: str


class HostInstance(TypedDict, total=False):
    InstanceId: str
    InstanceType: str
    OwnerId: str


class HostOffering(TypedDict, total=False):
    CurrencyCode: str
    Duration: int
    HourlyPrice: str
    InstanceFamily: str
    OfferingId: str
    PaymentOption: str
    UpfrontPrice: str


class HostProperties(TypedDict, total=False):
    Cores: int
    InstanceType: str
    InstanceFamily: str
    Sockets: int
    TotalVCpus: int


class HostReservation(TypedDict, total=False):
    Count: int
    CurrencyCode: str
    Duration: int
    End: datetime
    HostIdSet: list[str]
    HostReservationId: str
    HourlyPrice: str
    InstanceFamily: str
    OfferingId: str
    PaymentOption: str
    Start: datetime
    State: str
    UpfrontPrice: str
    Tags: list[Tag]


class IKEVersionsListValue(TypedDict, total=False):
    Value: str


class IKEVersionsRequestListValue(TypedDict, total=False):
    Value: str


class IamInstanceProfile(TypedDict, total=False):
    Arn: str
    Id: str


class IamInstanceProfileAssociation(TypedDict, total=False):
    AssociationId: str
    InstanceId: str
    IamInstanceProfile: IamInstanceProfile
    State: str
    Timestamp: datetime


class IamInstanceProfileSpecification(TypedDict, total=False):
    Arn: str
    Name: str


class IcmpTypeCode(TypedDict, total=False):
    Code: int
    Type: int


class IdFormat(TypedDict, total=False):
    Deadline: datetime
    Resource: str
    UseLongIds: bool


class IgwFirewall(TypedDict, total=False):
    FirewallArn: str
    Status: str


class Image(TypedDict, total=False):
    PlatformDetails: str
    UsageOperation: str
    BlockDeviceMappings: list[BlockDeviceMapping]
    Description: str
    EnaSupport: bool
    Hypervisor: str
    ImageOwnerAlias: str
    Name: str
    RootDeviceName: str
    RootDeviceType: str
    SriovNetSupport: str
    StateReason: StateReason
    Tags: list[Tag]
    VirtualizationType: str
    BootMode: str
    TpmSupport: str
    DeprecationTime: str
    ImdsSupport: str
    SourceInstanceId: str
    DeregistrationProtection: str
    LastLaunchedTime: str
    ImageAllowed: bool
    SourceImageId: str
    SourceImageRegion: str
    FreeTierEligible: bool
    PublicSsmParameterName: str
    ImageWatermarks: list[ImageWatermark]
    ScanResults: ScanResults
    InstanceTypeSpecification: InstanceTypeSpecification
    ImageId: str
    ImageLocation: str
    State: str
    OwnerId: str
    CreationDate: str
    Public: bool
    ProductCodes: list[ProductCode]
    Architecture: str
    ImageType: str
    KernelId: str
    RamdiskId: str
    Platform: str


class ImageAncestryEntry(TypedDict, total=False):
    CreationDate: datetime
    ImageId: str
    ImageOwnerAlias: str
    SourceImageId: str
    SourceImageRegion: str


class ImageCriterion(TypedDict, total=False):
    ImageProviders: list[str]
    MarketplaceProductCodes: list[str]
    ImageNames: list[str]
    DeprecationTimeCondition: DeprecationTimeCondition
    CreationDateCondition: CreationDateCondition
    ImageWatermarks: list[ImageWatermarkFilterResponse]
    ScanResultCondition: ScanResultCondition


class ImageCriterionRequest(TypedDict, total=False):
    ImageProviders: list[str]
    MarketplaceProductCodes: list[str]
    ImageNames: list[str]
    DeprecationTimeCondition: DeprecationTimeConditionRequest
    CreationDateCondition: CreationDateConditionRequest
    ImageWatermarks: list[ImageWatermarkFilterRequest]
    ScanResultCondition: ScanResultConditionRequest


class ImageDiskContainer(TypedDict, total=False):
    Description: str
    DeviceName: str
    Format: str
    SnapshotId: str
    Url: str
    UserBucket: UserBucket


class ImageFinding(TypedDict, total=False):
    FixAvailable: bool
    Score: float
    FirstObservedAt: datetime
    UpdatedAt: datetime
    Title: str
    Paths: list[str]
    SeverityLabel: str
    SnapshotId: str


class ImageMetadata(TypedDict, total=False):
    ImageId: str
    Name: str
    OwnerId: str
    State: str
    ImageOwnerAlias: str
    CreationDate: str
    DeprecationTime: str
    ImageAllowed: bool
    IsPublic: bool
    ImageWatermarks: list[ImageWatermark]


class ImageRecycleBinInfo(TypedDict, total=False):
    ImageId: str
    Name: str
    Description: str
    RecycleBinEnterTime: datetime
    RecycleBinExitTime: datetime


class ImageReference(TypedDict, total=False):
    ImageId: str
    ResourceType: str
    Arn: str


class ImageUsageReport(TypedDict, total=False):
    ImageId: str
    ReportId: str
    ResourceTypes: list[ImageUsageResourceType]
    AccountIds: list[str]
    State: str
    StateReason: str
    CreationTime: datetime
    ExpirationTime: datetime
    Tags: list[Tag]


class ImageUsageReportEntry(TypedDict, total=False):
    ResourceType: str
    ReportId: str
    UsageCount: int
    AccountId: str
    ImageId: str
    ReportCreationTime: datetime


class ImageUsageResourceType(TypedDict, total=False):
    ResourceType: str
    ResourceTypeOptions: list[ImageUsageResourceTypeOption]


class ImageUsageResourceTypeOption(TypedDict, total=False):
    OptionName: str
    OptionValues: list[str]


class ImageUsageResourceTypeOptionRequest(TypedDict, total=False):
    OptionName: str
    OptionValues: list[str]


class ImageUsageResourceTypeRequest(TypedDict, total=False):
    ResourceType: str
    ResourceTypeOptions: list[ImageUsageResourceTypeOptionRequest]


class ImageWatermark(TypedDict, total=False):
    WatermarkKey: str
    SourceImageRegion: str
    SourceImageId: str
    SourceImageCreationTime: datetime
    WatermarkCreationTime: datetime


class ImageWatermarkFilterRequest(TypedDict, total=False):
    WatermarkKey: str
    SourceImageRegion: str
    MaximumDaysSinceSourceImageCreated: int
    MaximumDaysSinceWatermarkCreated: int


class ImageWatermarkFilterResponse(TypedDict, total=False):
    WatermarkKey: str
    SourceImageRegion: str
    MaximumDaysSinceSourceImageCreated: int
    MaximumDaysSinceWatermarkCreated: int


class _ImportClientVpnClientCertificateRevocationListRequestRequired(TypedDict):
    ClientVpnEndpointId: str
    CertificateRevocationList: str


class ImportClientVpnClientCertificateRevocationListRequest(
    _ImportClientVpnClientCertificateRevocationListRequestRequired, total=False
):
    DryRun: bool


class ImportClientVpnClientCertificateRevocationListResponse(TypedDict, total=False):
    Return: bool


class ImportImageLicenseConfigurationRequest(TypedDict, total=False):
    LicenseConfigurationArn: str


class ImportImageLicenseConfigurationResponse(TypedDict, total=False):
    LicenseConfigurationArn: str


class ImportImageRequest(TypedDict, total=False):
    Architecture: str
    ClientData: ClientData
    ClientToken: str
    Description: str
    DiskContainers: list[ImageDiskContainer]
    DryRun: bool
    Encrypted: bool
    Hypervisor: str
    KmsKeyId: str
    LicenseType: str
    Platform: str
    RoleName: str
    LicenseSpecifications: list[ImportImageLicenseConfigurationRequest]
    TagSpecifications: list[TagSpecification]
    UsageOperation: str
    BootMode: str


class ImportImageResponse(TypedDict, total=False):
    Architecture: str
    Description: str
    Encrypted: bool
    Hypervisor: str
    ImageId: str
    ImportTaskId: str
    KmsKeyId: str
    LicenseType: str
    Platform: str
    Progress: str
    SnapshotDetails: list[SnapshotDetail]
    Status: str
    StatusMessage: str
    LicenseSpecifications: list[ImportImageLicenseConfigurationResponse]
    Tags: list[Tag]
    UsageOperation: str


class ImportImageTask(TypedDict, total=False):
    Architecture: str
    Description: str
    Encrypted: bool
    Hypervisor: str
    ImageId: str
    ImportTaskId: str
    KmsKeyId: str
    LicenseType: str
    Platform: str
    Progress: str
    SnapshotDetails: list[SnapshotDetail]
    Status: str
    StatusMessage: str
    Tags: list[Tag]
    LicenseSpecifications: list[ImportImageLicenseConfigurationResponse]
    UsageOperation: str
    BootMode: str


class ImportInstanceLaunchSpecification(TypedDict, total=False):
    Architecture: str
    GroupNames: list[str]
    GroupIds: list[str]
    AdditionalInfo: str
    UserData: UserData
    InstanceType: str
    Placement: Placement
    Monitoring: bool
    SubnetId: str
    InstanceInitiatedShutdownBehavior: str
    PrivateIpAddress: str


class _ImportInstanceRequestRequired(TypedDict):
    Platform: str


class ImportInstanceRequest(_ImportInstanceRequestRequired, total=False):
    DryRun: bool
    Description: str
    LaunchSpecification: ImportInstanceLaunchSpecification
    DiskImages: list[DiskImage]


class ImportInstanceResponse(TypedDict, total=False):
    ConversionTask: ConversionTask


class ImportInstanceTaskDetails(TypedDict, total=False):
    Description: str
    InstanceId: str
    Platform: str
    Volumes: list[ImportInstanceVolumeDetailItem]


class ImportInstanceVolumeDetailItem(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    BytesConverted: int
    Description: str
    Image: DiskImageDescription
    Status: str
    StatusMessage: str
    Volume: DiskImageVolumeDescription


class _ImportKeyPairRequestRequired(TypedDict):
    KeyName: str
    PublicKeyMaterial: bytes


class ImportKeyPairRequest(_ImportKeyPairRequestRequired, total=False):
    TagSpecifications: list[TagSpecification]
    DryRun: bool


class ImportKeyPairResponse(TypedDict, total=False):
    KeyFingerprint: str
    KeyName: str
    KeyPairId: str
    Tags: list[Tag]


class ImportSnapshotRequest(TypedDict, total=False):
    ClientData: ClientData
    ClientToken: str
    Description: str
    DiskContainer: SnapshotDiskContainer
    DryRun: bool
    Encrypted: bool
    KmsKeyId: str
    RoleName: str
    TagSpecifications: list[TagSpecification]


class ImportSnapshotResponse(TypedDict, total=False):
    Description: str
    ImportTaskId: str
    SnapshotTaskDetail: SnapshotTaskDetail
    Tags: list[Tag]


class ImportSnapshotTask(TypedDict, total=False):
    Description: str
    ImportTaskId: str
    SnapshotTaskDetail: SnapshotTaskDetail
    Tags: list[Tag]


class _ImportVolumeRequestRequired(TypedDict):
    Image: DiskImageDetail
    Volume: VolumeDetail


class ImportVolumeRequest(_ImportVolumeRequestRequired, total=False):
    AvailabilityZoneId: str
    DryRun: bool
    AvailabilityZone: str
    Description: str


class ImportVolumeResponse(TypedDict, total=False):
    ConversionTask: ConversionTask


class ImportVolumeTaskDetails(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    BytesConverted: int
    Description: str
    Image: DiskImageDescription
    Volume: DiskImageVolumeDescription


class InferenceAcceleratorInfo(TypedDict, total=False):
    Accelerators: list[InferenceDeviceInfo]
    TotalInferenceMemoryInMiB: int


class InferenceDeviceInfo(TypedDict, total=False):
    Count: int
    Name: str
    Manufacturer: str
    MemoryInfo: InferenceDeviceMemoryInfo


class InferenceDeviceMemoryInfo(TypedDict, total=False):
    SizeInMiB: int


class InitializationStatusDetails(TypedDict, total=False):
    InitializationType: str
    Progress: int
    EstimatedTimeToCompleteInSeconds: int


class Instance(TypedDict, total=False):
    Architecture: str
    BlockDeviceMappings: list[InstanceBlockDeviceMapping]
    ClientToken: str
    EbsOptimized: bool
    EnaSupport: bool
    Hypervisor: str
    IamInstanceProfile: IamInstanceProfile
    InstanceLifecycle: str
    ElasticGpuAssociations: list[ElasticGpuAssociation]
    ElasticInferenceAcceleratorAssociations: list[ElasticInferenceAcceleratorAssociation]
    NetworkInterfaces: list[InstanceNetworkInterface]
    OutpostArn: str
    RootDeviceName: str
    RootDeviceType: str
    SecurityGroups: list[GroupIdentifier]
    SourceDestCheck: bool
    SpotInstanceRequestId: str
    SriovNetSupport: str
    StateReason: StateReason
    Tags: list[Tag]
    VirtualizationType: str
    CpuOptions: CpuOptions
    CapacityBlockId: str
    CapacityReservationId: str
    CapacityReservationSpecification: CapacityReservationSpecificationResponse
    HibernationOptions: HibernationOptions
    Licenses: list[LicenseConfiguration]
    MetadataOptions: InstanceMetadataOptionsResponse
    EnclaveOptions: EnclaveOptions
    BootMode: str
    PlatformDetails: str
    UsageOperation: str
    UsageOperationUpdateTime: datetime
    PrivateDnsNameOptions: PrivateDnsNameOptionsResponse
    Ipv6Address: str
    TpmSupport: str
    MaintenanceOptions: InstanceMaintenanceOptions
    CurrentInstanceBootMode: str
    NetworkPerformanceOptions: InstanceNetworkPerformanceOptions
    Operator: OperatorResponse
    SecondaryInterfaces: list[InstanceSecondaryInterface]
    InstanceId: str
    ImageId: str
    State: InstanceState
    PrivateDnsName: str
    PublicDnsName: str
    StateTransitionReason: str
    KeyName: str
    AmiLaunchIndex: int
    ProductCodes: list[ProductCode]
    InstanceType: str
    LaunchTime: datetime
    Placement: Placement
    KernelId: str
    RamdiskId: str
    Platform: str
    Monitoring: Monitoring
    SubnetId: str
    VpcId: str
    PrivateIpAddress: str
    PublicIpAddress: str


class InstanceApplicationStatus(TypedDict, total=False):
    InstanceId: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    ApplicationStatus: ApplicationStatus
    Tags: list[Tag]


class InstanceAttachmentEnaSrdSpecification(TypedDict, total=False):
    EnaSrdEnabled: bool
    EnaSrdUdpSpecification: InstanceAttachmentEnaSrdUdpSpecification


class InstanceAttachmentEnaSrdUdpSpecification(TypedDict, total=False):
    EnaSrdUdpEnabled: bool


class InstanceBlockDeviceMapping(TypedDict, total=False):
    DeviceName: str
    Ebs: EbsInstanceBlockDevice


class InstanceBlockDeviceMappingSpecification(TypedDict, total=False):
    DeviceName: str
    Ebs: EbsInstanceBlockDeviceSpecification
    VirtualName: str
    NoDevice: str


class InstanceCapacity(TypedDict, total=False):
    AvailableCapacity: int
    InstanceType: str
    TotalCapacity: int


class InstanceConnectEndpointDnsNames(TypedDict, total=False):
    DnsName: str
    FipsDnsName: str


class InstanceConnectEndpointPublicDnsNames(TypedDict, total=False):
    Ipv4: InstanceConnectEndpointDnsNames
    Dualstack: InstanceConnectEndpointDnsNames


class InstanceCount(TypedDict, total=False):
    InstanceCount: int
    State: str


class InstanceCreditSpecification(TypedDict, total=False):
    InstanceId: str
    CpuCredits: str


class _InstanceCreditSpecificationRequestRequired(TypedDict):
    InstanceId: str


class InstanceCreditSpecificationRequest(_InstanceCreditSpecificationRequestRequired, total=False):
    CpuCredits: str


class InstanceEventWindow(TypedDict, total=False):
    InstanceEventWindowId: str
    TimeRanges: list[InstanceEventWindowTimeRange]
    Name: str
    CronExpression: str
    AssociationTarget: InstanceEventWindowAssociationTarget
    State: str
    Tags: list[Tag]


class InstanceEventWindowAssociationRequest(TypedDict, total=False):
    InstanceIds: list[str]
    InstanceTags: list[Tag]
    DedicatedHostIds: list[str]


class InstanceEventWindowAssociationTarget(TypedDict, total=False):
    InstanceIds: list[str]
    Tags: list[Tag]
    DedicatedHostIds: list[str]


class InstanceEventWindowDisassociationRequest(TypedDict, total=False):
    InstanceIds: list[str]
    InstanceTags: list[Tag]
    DedicatedHostIds: list[str]


class InstanceEventWindowStateChange(TypedDict, total=False):
    InstanceEventWindowId: str
    State: str


class InstanceEventWindowTimeRange(TypedDict, total=False):
    StartWeekDay: str
    StartHour: int
    EndWeekDay: str
    EndHour: int


class InstanceEventWindowTimeRangeRequest(TypedDict, total=False):
    StartWeekDay: str
    StartHour: int
    EndWeekDay: str
    EndHour: int


class InstanceExportDetails(TypedDict, total=False):
    InstanceId: str
    TargetEnvironment: str


class InstanceFamilyCreditSpecification(TypedDict, total=False):
    InstanceFamily: str
    CpuCredits: str


class _InstanceFlexCostAllocationPolicyDocumentRequired(TypedDict):
    ReportingGranularity: list[str]
    Dimensions: list[str]


class InstanceFlexCostAllocationPolicyDocument(
    _InstanceFlexCostAllocationPolicyDocumentRequired, total=False
):
    CidrRangeSpecifications: FlexCostAllocationCidrRangeSpecifications


class InstanceImageMetadata(TypedDict, total=False):
    InstanceId: str
    InstanceType: str
    LaunchTime: datetime
    AvailabilityZone: str
    ZoneId: str
    State: InstanceState
    OwnerId: str
    Tags: list[Tag]
    ImageMetadata: ImageMetadata
    Operator: OperatorResponse


class InstanceIpv4Prefix(TypedDict, total=False):
    Ipv4Prefix: str


class InstanceIpv6Address(TypedDict, total=False):
    Ipv6Address: str
    IsPrimaryIpv6: bool


class InstanceIpv6AddressRequest(TypedDict, total=False):
    Ipv6Address: str


class InstanceIpv6Prefix(TypedDict, total=False):
    Ipv6Prefix: str


class InstanceMaintenanceOptions(TypedDict, total=False):
    AutoRecovery: str
    RebootMigration: str


class InstanceMaintenanceOptionsRequest(TypedDict, total=False):
    AutoRecovery: str


class InstanceMarketOptionsRequest(TypedDict, total=False):
    MarketType: str
    SpotOptions: SpotMarketOptions


class InstanceMetadataDefaultsResponse(TypedDict, total=False):
    HttpTokens: str
    HttpPutResponseHopLimit: int
    HttpEndpoint: str
    InstanceMetadataTags: str
    ManagedBy: str
    ManagedExceptionMessage: str
    HttpTokensEnforced: str


class InstanceMetadataOptionsRequest(TypedDict, total=False):
    HttpTokens: str
    HttpPutResponseHopLimit: int
    HttpEndpoint: str
    HttpProtocolIpv6: str
    InstanceMetadataTags: str


class InstanceMetadataOptionsResponse(TypedDict, total=False):
    State: str
    HttpTokens: str
    HttpPutResponseHopLimit: int
    HttpEndpoint: str
    HttpProtocolIpv6: str
    InstanceMetadataTags: str


class InstanceMonitoring(TypedDict, total=False):
    InstanceId: str
    Monitoring: Monitoring


class InstanceNetworkInterface(TypedDict, total=False):
    Association: InstanceNetworkInterfaceAssociation
    Attachment: InstanceNetworkInterfaceAttachment
    Description: str
    Groups: list[GroupIdentifier]
    Ipv6Addresses: list[InstanceIpv6Address]
    MacAddress: str
    NetworkInterfaceId: str
    OwnerId: str
    PrivateDnsName: str
    PrivateIpAddress: str
    PrivateIpAddresses: list[InstancePrivateIpAddress]
    SourceDestCheck: bool
    Status: str
    SubnetId: str
    VpcId: str
    InterfaceType: str
    Ipv4Prefixes: list[InstanceIpv4Prefix]
    Ipv6Prefixes: list[InstanceIpv6Prefix]
    ConnectionTrackingConfiguration: ConnectionTrackingSpecificationResponse
    Operator: OperatorResponse


class InstanceNetworkInterfaceAssociation(TypedDict, total=False):
    CarrierIp: str
    CustomerOwnedIp: str
    IpOwnerId: str
    PublicDnsName: str
    PublicIp: str


class InstanceNetworkInterfaceAttachment(TypedDict, total=False):
    AttachTime: datetime
    AttachmentId: str
    DeleteOnTermination: bool
    DeviceIndex: int
    Status: str
    NetworkCardIndex: int
    EnaSrdSpecification: InstanceAttachmentEnaSrdSpecification
    EnaQueueCount: int


class InstanceNetworkInterfaceSpecification(TypedDict, total=False):
    AssociatePublicIpAddress: bool
    DeleteOnTermination: bool
    Description: str
    DeviceIndex: int
    Groups: list[str]
    Ipv6AddressCount: int
    Ipv6Addresses: list[InstanceIpv6Address]
    NetworkInterfaceId: str
    PrivateIpAddress: str
    PrivateIpAddresses: list[PrivateIpAddressSpecification]
    SecondaryPrivateIpAddressCount: int
    SubnetId: str
    AssociateCarrierIpAddress: bool
    InterfaceType: str
    NetworkCardIndex: int
    Ipv4Prefixes: list[Ipv4PrefixSpecificationRequest]
    Ipv4PrefixCount: int
    Ipv6Prefixes: list[Ipv6PrefixSpecificationRequest]
    Ipv6PrefixCount: int
    PrimaryIpv6: bool
    EnaSrdSpecification: EnaSrdSpecificationRequest
    ConnectionTrackingSpecification: ConnectionTrackingSpecificationRequest
    EnaQueueCount: int


class InstanceNetworkPerformanceOptions(TypedDict, total=False):
    BandwidthWeighting: str


class InstanceNetworkPerformanceOptionsRequest(TypedDict, total=False):
    BandwidthWeighting: str


class InstancePrivateIpAddress(TypedDict, total=False):
    Association: InstanceNetworkInterfaceAssociation
    Primary: bool
    PrivateDnsName: str
    PrivateIpAddress: str


class InstanceRequirements(TypedDict, total=False):
    VCpuCount: VCpuCountRange
    MemoryMiB: MemoryMiB
    CpuManufacturers: list[str]
    MemoryGiBPerVCpu: MemoryGiBPerVCpu
    ExcludedInstanceTypes: list[str]
    InstanceGenerations: list[str]
    SpotMaxPricePercentageOverLowestPrice: int
    OnDemandMaxPricePercentageOverLowestPrice: int
    BareMetal: str
    BurstablePerformance: str
    RequireHibernateSupport: bool
    NetworkInterfaceCount: NetworkInterfaceCount
    LocalStorage: str
    LocalStorageTypes: list[str]
    TotalLocalStorageGB: TotalLocalStorageGB
    BaselineEbsBandwidthMbps: BaselineEbsBandwidthMbps
    AcceleratorTypes: list[str]
    AcceleratorCount: AcceleratorCount
    AcceleratorManufacturers: list[str]
    AcceleratorNames: list[str]
    AcceleratorTotalMemoryMiB: AcceleratorTotalMemoryMiB
    NetworkBandwidthGbps: NetworkBandwidthGbps
    AllowedInstanceTypes: list[str]
    MaxSpotPriceAsPercentageOfOptimalOnDemandPrice: int
    BaselinePerformanceFactors: BaselinePerformanceFactors
    RequireEncryptionInTransit: bool


class _InstanceRequirementsRequestRequired(TypedDict):
    VCpuCount: VCpuCountRangeRequest
    MemoryMiB: MemoryMiBRequest


class InstanceRequirementsRequest(_InstanceRequirementsRequestRequired, total=False):
    CpuManufacturers: list[str]
    MemoryGiBPerVCpu: MemoryGiBPerVCpuRequest
    ExcludedInstanceTypes: list[str]
    InstanceGenerations: list[str]
    SpotMaxPricePercentageOverLowestPrice: int
    OnDemandMaxPricePercentageOverLowestPrice: int
    BareMetal: str
    BurstablePerformance: str
    RequireHibernateSupport: bool
    NetworkInterfaceCount: NetworkInterfaceCountRequest
    LocalStorage: str
    LocalStorageTypes: list[str]
    TotalLocalStorageGB: TotalLocalStorageGBRequest
    BaselineEbsBandwidthMbps: BaselineEbsBandwidthMbpsRequest
    AcceleratorTypes: list[str]
    AcceleratorCount: AcceleratorCountRequest
    AcceleratorManufacturers: list[str]
    AcceleratorNames: list[str]
    AcceleratorTotalMemoryMiB: AcceleratorTotalMemoryMiBRequest
    NetworkBandwidthGbps: NetworkBandwidthGbpsRequest
    AllowedInstanceTypes: list[str]
    MaxSpotPriceAsPercentageOfOptimalOnDemandPrice: int
    BaselinePerformanceFactors: BaselinePerformanceFactorsRequest
    RequireEncryptionInTransit: bool


class InstanceRequirementsWithMetadataRequest(TypedDict, total=False):
    ArchitectureTypes: list[str]
    VirtualizationTypes: list[str]
    InstanceRequirements: InstanceRequirementsRequest


class InstanceSecondaryInterface(TypedDict, total=False):
    Attachment: InstanceSecondaryInterfaceAttachment
    MacAddress: str
    SecondaryInterfaceId: str
    OwnerId: str
    PrivateIpAddresses: list[InstanceSecondaryInterfacePrivateIpAddress]
    SourceDestCheck: bool
    Status: str
    SecondarySubnetId: str
    SecondaryNetworkId: str
    InterfaceType: str


class InstanceSecondaryInterfaceAttachment(TypedDict, total=False):
    AttachTime: datetime
    AttachmentId: str
    DeleteOnTermination: bool
    DeviceIndex: int
    Status: str
    NetworkCardIndex: int


class InstanceSecondaryInterfacePrivateIpAddress(TypedDict, total=False):
    PrivateIpAddress: str


class InstanceSecondaryInterfacePrivateIpAddressRequest(TypedDict):
    PrivateIpAddress: str


class InstanceSecondaryInterfaceSpecificationRequest(TypedDict, total=False):
    DeleteOnTermination: bool
    DeviceIndex: int
    PrivateIpAddresses: list[InstanceSecondaryInterfacePrivateIpAddressRequest]
    PrivateIpAddressCount: int
    SecondarySubnetId: str
    InterfaceType: str
    NetworkCardIndex: int


class _InstanceSpecificationRequired(TypedDict):
    InstanceId: str


class InstanceSpecification(_InstanceSpecificationRequired, total=False):
    ExcludeBootVolume: bool
    ExcludeDataVolumeIds: list[str]


class InstanceState(TypedDict, total=False):
    Code: int
    Name: str


class InstanceStateChange(TypedDict, total=False):
    InstanceId: str
    CurrentState: InstanceState
    PreviousState: InstanceState


class InstanceStatus(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    OutpostArn: str
    Operator: OperatorResponse
    Events: list[InstanceStatusEvent]
    InstanceId: str
    InstanceState: InstanceState
    InstanceStatus: InstanceStatusSummary
    SystemStatus: InstanceStatusSummary
    AttachedEbsStatus: EbsStatusSummary
    ApplicationStatus: ApplicationStatusSummary
    PerformanceStatus: PerformanceStatusSummary


class InstanceStatusDetails(TypedDict, total=False):
    ImpairedSince: datetime
    Name: str
    Status: str


class InstanceStatusEvent(TypedDict, total=False):
    InstanceEventId: str
    Code: str
    Description: str
    NotAfter: datetime
    NotBefore: datetime
    NotBeforeDeadline: datetime


class InstanceStatusSummary(TypedDict, total=False):
    Details: list[InstanceStatusDetails]
    Status: str


class InstanceStorageInfo(TypedDict, total=False):
    TotalSizeInGB: int
    Disks: list[DiskInfo]
    NvmeSupport: str
    EncryptionSupport: str


class InstanceTagNotificationAttribute(TypedDict, total=False):
    InstanceTagKeys: list[str]
    IncludeAllTagsOfInstance: bool


class InstanceTopology(TypedDict, total=False):
    InstanceId: str
    InstanceType: str
    GroupName: str
    NetworkNodes: list[str]
    AvailabilityZone: str
    ZoneId: str
    CapacityBlockId: str


class InstanceTypeInfo(TypedDict, total=False):
    InstanceType: str
    CurrentGeneration: bool
    FreeTierEligible: bool
    SupportedUsageClasses: list[str]
    SupportedRootDeviceTypes: list[str]
    SupportedVirtualizationTypes: list[str]
    BareMetal: bool
    Hypervisor: str
    ProcessorInfo: ProcessorInfo
    VCpuInfo: VCpuInfo
    MemoryInfo: MemoryInfo
    InstanceStorageSupported: bool
    InstanceStorageInfo: InstanceStorageInfo
    EbsInfo: EbsInfo
    NetworkInfo: NetworkInfo
    GpuInfo: GpuInfo
    FpgaInfo: FpgaInfo
    PlacementGroupInfo: PlacementGroupInfo
    InferenceAcceleratorInfo: InferenceAcceleratorInfo
    HibernationSupported: bool
    BurstablePerformanceSupported: bool
    DedicatedHostsSupported: bool
    AutoRecoverySupported: bool
    SupportedBootModes: list[str]
    NitroEnclavesSupport: str
    NitroTpmSupport: str
    NitroTpmInfo: NitroTpmInfo
    MediaAcceleratorInfo: MediaAcceleratorInfo
    NeuronInfo: NeuronInfo
    PhcSupport: str
    RebootMigrationSupport: str
    SupportedInRegion: bool


class InstanceTypeInfoFromInstanceRequirements(TypedDict, total=False):
    InstanceType: str


class InstanceTypeItem(TypedDict, total=False):
    InstanceType: str


class InstanceTypeOffering(TypedDict, total=False):
    InstanceType: str
    LocationType: str
    Location: str


class InstanceTypeSpecification(TypedDict, total=False):
    SupportedInstanceTypes: list[InstanceTypeItem]
    UnsupportedInstanceTypes: list[InstanceTypeItem]


class InstanceTypeSpecificationRequest(TypedDict, total=False):
    SupportedInstanceTypes: list[str]
    UnsupportedInstanceTypes: list[str]


class InstanceUsage(TypedDict, total=False):
    AccountId: str
    UsedInstanceCount: int


class IntegrateServices(TypedDict, total=False):
    AthenaIntegrations: list[AthenaIntegration]


class InternetGateway(TypedDict, total=False):
    Attachments: list[InternetGatewayAttachment]
    InternetGatewayId: str
    OwnerId: str
    Tags: list[Tag]


class InternetGatewayAttachment(TypedDict, total=False):
    State: str
    VpcId: str


class InterruptibleCapacityAllocation(TypedDict, total=False):
    InstanceCount: int
    TargetInstanceCount: int
    Status: str
    InterruptibleCapacityReservationId: str
    InterruptionType: str
    ZeroSizePreference: str


class InterruptionInfo(TypedDict, total=False):
    SourceCapacityReservationId: str
    InterruptionType: str


class IpPermission(TypedDict, total=False):
    IpProtocol: str
    FromPort: int
    ToPort: int
    UserIdGroupPairs: list[UserIdGroupPair]
    IpRanges: list[IpRange]
    Ipv6Ranges: list[Ipv6Range]
    PrefixListIds: list[PrefixListId]


class IpRange(TypedDict, total=False):
    Description: str
    CidrIp: str


class Ipam(TypedDict, total=False):
    OwnerId: str
    IpamId: str
    IpamArn: str
    IpamRegion: str
    PublicDefaultScopeId: str
    PrivateDefaultScopeId: str
    ScopeCount: int
    Description: str
    OperatingRegions: list[IpamOperatingRegion]
    State: str
    Tags: list[Tag]
    DefaultResourceDiscoveryId: str
    DefaultResourceDiscoveryAssociationId: str
    ResourceDiscoveryAssociationCount: int
    StateMessage: str
    Tier: str
    EnablePrivateGua: bool
    MeteredAccount: str


class IpamAddressHistoryRecord(TypedDict, total=False):
    ResourceOwnerId: str
    ResourceRegion: str
    ResourceType: str
    ResourceId: str
    ResourceCidr: str
    ResourceName: str
    ResourceComplianceStatus: str
    ResourceOverlapStatus: str
    VpcId: str
    SampledStartTime: datetime
    SampledEndTime: datetime


class IpamCidrAuthorizationContext(TypedDict, total=False):
    Message: str
    Signature: str


class IpamDiscoveredAccount(TypedDict, total=False):
    AccountId: str
    DiscoveryRegion: str
    FailureReason: IpamDiscoveryFailureReason
    LastAttemptedDiscoveryTime: datetime
    LastSuccessfulDiscoveryTime: datetime
    OrganizationalUnitId: str


class IpamDiscoveredPublicAddress(TypedDict, total=False):
    IpamResourceDiscoveryId: str
    AddressRegion: str
    Address: str
    AddressOwnerId: str
    AddressAllocationId: str
    AssociationStatus: str
    AddressType: str
    Service: str
    ServiceResource: str
    VpcId: str
    SubnetId: str
    PublicIpv4PoolId: str
    NetworkInterfaceId: str
    NetworkInterfaceDescription: str
    InstanceId: str
    Tags: IpamPublicAddressTags
    NetworkBorderGroup: str
    SecurityGroups: list[IpamPublicAddressSecurityGroup]
    SampleTime: datetime


class IpamDiscoveredResourceCidr(TypedDict, total=False):
    IpamResourceDiscoveryId: str
    ResourceRegion: str
    ResourceId: str
    ResourceOwnerId: str
    ResourceCidr: str
    IpSource: str
    ResourceType: str
    ResourceTags: list[IpamResourceTag]
    IpUsage: float
    VpcId: str
    SubnetId: str
    NetworkInterfaceAttachmentStatus: str
    SampleTime: datetime
    AvailabilityZoneId: str


class IpamDiscoveredRoute(TypedDict, total=False):
    IpamResourceDiscoveryId: str
    ResourceRegion: str
    ResourceOwnerId: str
    Cidr: str
    Asn: str
    State: str
    AdvertisementType: str
    NetworkBorderGroup: str
    PoolId: str
    IpamPoolId: str
    SampleTime: datetime


class IpamDiscoveryFailureReason(TypedDict, total=False):
    Code: str
    Message: str


class IpamExternalResourceVerificationToken(TypedDict, total=False):
    IpamExternalResourceVerificationTokenId: str
    IpamExternalResourceVerificationTokenArn: str
    IpamId: str
    IpamArn: str
    IpamRegion: str
    TokenValue: str
    TokenName: str
    NotAfter: datetime
    Status: str
    Tags: list[Tag]
    State: str


class IpamInternetRegistryAssociation(TypedDict, total=False):
    OwnerId: str
    IpamInternetRegistryAssociationId: str
    IpamInternetRegistryAssociationArn: str
    IpamId: str
    IpamRegion: str
    Rir: str
    OrganizationHandle: str
    Description: str
    State: str
    StateMessage: str
    ChildRequestXml: str
    Tags: list[Tag]


class IpamInternetRegistryAssociationAsn(TypedDict, total=False):
    Asn: str
    LastObservedAt: datetime


class IpamInternetRegistryAssociationCidr(TypedDict, total=False):
    Cidr: str
    LastObservedAt: datetime


class IpamOperatingRegion(TypedDict, total=False):
    RegionName: str


class IpamOrganizationalUnitExclusion(TypedDict, total=False):
    OrganizationsEntityPath: str


class IpamPolicy(TypedDict, total=False):
    OwnerId: str
    IpamPolicyId: str
    IpamPolicyArn: str
    IpamPolicyRegion: str
    State: str
    StateMessage: str
    Tags: list[Tag]
    IpamId: str


class IpamPolicyAllocationRule(TypedDict, total=False):
    SourceIpamPoolId: str


class IpamPolicyAllocationRuleRequest(TypedDict, total=False):
    SourceIpamPoolId: str


class IpamPolicyDocument(TypedDict, total=False):
    IpamPolicyId: str
    Locale: str
    ResourceType: str
    AllocationRules: list[IpamPolicyAllocationRule]


class IpamPolicyOrganizationTarget(TypedDict, total=False):
    OrganizationTargetId: str


class IpamPool(TypedDict, total=False):
    OwnerId: str
    IpamPoolId: str
    SourceIpamPoolId: str
    IpamPoolArn: str
    IpamScopeArn: str
    IpamScopeType: str
    IpamArn: str
    IpamRegion: str
    Locale: str
    PoolDepth: int
    State: str
    StateMessage: str
    Description: str
    AutoImport: bool
    PubliclyAdvertisable: bool
    AddressFamily: str
    AllocationMinNetmaskLength: int
    AllocationMaxNetmaskLength: int
    AllocationDefaultNetmaskLength: int
    AllocationResourceTags: list[IpamResourceTag]
    Tags: list[Tag]
    AwsService: str
    PublicIpSource: str
    SourceResource: IpamPoolSourceResource


class IpamPoolAllocation(TypedDict, total=False):
    Cidr: str
    IpamPoolAllocationId: str
    Description: str
    ResourceId: str
    ResourceType: str
    ResourceRegion: str
    ResourceOwner: str
    Tags: list[Tag]


class IpamPoolCidr(TypedDict, total=False):
    Cidr: str
    State: str
    FailureReason: IpamPoolCidrFailureReason
    IpamPoolCidrId: str
    NetmaskLength: int


class IpamPoolCidrFailureReason(TypedDict, total=False):
    Code: str
    Message: str


class IpamPoolSourceResource(TypedDict, total=False):
    ResourceId: str
    ResourceType: str
    ResourceRegion: str
    ResourceOwner: str


class IpamPoolSourceResourceRequest(TypedDict, total=False):
    ResourceId: str
    ResourceType: str
    ResourceRegion: str
    ResourceOwner: str


class IpamPrefixListResolver(TypedDict, total=False):
    OwnerId: str
    IpamPrefixListResolverId: str
    IpamPrefixListResolverArn: str
    IpamArn: str
    IpamRegion: str
    Description: str
    AddressFamily: str
    State: str
    Tags: list[Tag]
    LastVersionCreationStatus: str
    LastVersionCreationStatusMessage: str


class IpamPrefixListResolverRule(TypedDict, total=False):
    RuleType: str
    StaticCidr: str
    IpamScopeId: str
    ResourceType: str
    Conditions: list[IpamPrefixListResolverRuleCondition]


class IpamPrefixListResolverRuleCondition(TypedDict, total=False):
    Operation: str
    IpamPoolId: str
    ResourceId: str
    ResourceOwner: str
    ResourceRegion: str
    ResourceTag: IpamResourceTag
    Cidr: str


class _IpamPrefixListResolverRuleConditionRequestRequired(TypedDict):
    Operation: str


class IpamPrefixListResolverRuleConditionRequest(
    _IpamPrefixListResolverRuleConditionRequestRequired, total=False
):
    IpamPoolId: str
    ResourceId: str
    ResourceOwner: str
    ResourceRegion: str
    ResourceTag: RequestIpamResourceTag
    Cidr: str


class _IpamPrefixListResolverRuleRequestRequired(TypedDict):
    RuleType: str


class IpamPrefixListResolverRuleRequest(_IpamPrefixListResolverRuleRequestRequired, total=False):
    StaticCidr: str
    IpamScopeId: str
    ResourceType: str
    Conditions: list[IpamPrefixListResolverRuleConditionRequest]


class IpamPrefixListResolverTarget(TypedDict, total=False):
    IpamPrefixListResolverTargetId: str
    IpamPrefixListResolverTargetArn: str
    IpamPrefixListResolverId: str
    OwnerId: str
    PrefixListId: str
    PrefixListRegion: str
    DesiredVersion: int
    LastSyncedVersion: int
    TrackLatestVersion: bool
    StateMessage: str
    State: str
    Tags: list[Tag]


class IpamPrefixListResolverVersion(TypedDict, total=False):
    Version: int


class IpamPrefixListResolverVersionEntry(TypedDict, total=False):
    Cidr: str


class IpamPublicAddressSecurityGroup(TypedDict, total=False):
    GroupName: str
    GroupId: str


class IpamPublicAddressTag(TypedDict, total=False):
    Key: str
    Value: str


class IpamPublicAddressTags(TypedDict, total=False):
    EipTags: list[IpamPublicAddressTag]


class IpamResourceCidr(TypedDict, total=False):
    IpamId: str
    IpamScopeId: str
    IpamPoolId: str
    ResourceRegion: str
    ResourceOwnerId: str
    ResourceId: str
    ResourceName: str
    ResourceCidr: str
    ResourceType: str
    ResourceTags: list[IpamResourceTag]
    IpUsage: float
    ComplianceStatus: str
    ManagementState: str
    OverlapStatus: str
    VpcId: str
    AvailabilityZoneId: str


class IpamResourceDiscovery(TypedDict, total=False):
    OwnerId: str
    IpamResourceDiscoveryId: str
    IpamResourceDiscoveryArn: str
    IpamResourceDiscoveryRegion: str
    Description: str
    OperatingRegions: list[IpamOperatingRegion]
    IsDefault: bool
    State: str
    Tags: list[Tag]
    OrganizationalUnitExclusions: list[IpamOrganizationalUnitExclusion]


class IpamResourceDiscoveryAssociation(TypedDict, total=False):
    OwnerId: str
    IpamResourceDiscoveryAssociationId: str
    IpamResourceDiscoveryAssociationArn: str
    IpamResourceDiscoveryId: str
    IpamId: str
    IpamArn: str
    IpamRegion: str
    IsDefault: bool
    ResourceDiscoveryStatus: str
    State: str
    Tags: list[Tag]


class IpamResourceTag(TypedDict, total=False):
    Key: str
    Value: str


class IpamRouteOriginAuthorization(TypedDict, total=False):
    Asn: str
    Prefix: str
    MaxLength: int
    Match: bool
    Expiration: datetime


class IpamRouteOriginAuthorizationInfo(TypedDict, total=False):
    Cidr: str
    Asn: str
    MaxLength: int


class IpamRouteOverlap(TypedDict, total=False):
    Prefix: str
    Asn: str
    DetectedAt: datetime


class IpamRouteProtectionFinding(TypedDict, total=False):
    ResourceOwnerId: str
    ResourceRegion: str
    IpamPoolId: str
    Cidr: str
    State: str
    AdvertisementType: str
    NetworkBorderGroup: str
    PoolId: str
    Asn: str
    RpkiStatus: str
    RpkiStrength: str
    Roas: list[IpamRouteOriginAuthorization]
    RouteOverlaps: list[IpamRouteOverlap]
    SampleTime: datetime
    RoaSampleTime: datetime


class IpamRoutingPolicyRegistration(TypedDict, total=False):
    Cidr: str
    Asns: list[str]
    PermitMoreSpecificAnnouncements: bool
    MaxLength: int
    Description: str
    LatestDeltaId: str
    State: str


class IpamRoutingPolicyRegistrationDelta(TypedDict, total=False):
    DeltaId: str
    DeltaJson: str
    State: str
    StateMessage: str


class IpamScope(TypedDict, total=False):
    OwnerId: str
    IpamScopeId: str
    IpamScopeArn: str
    IpamArn: str
    IpamRegion: str
    IpamScopeType: str
    IsDefault: bool
    Description: str
    PoolCount: int
    State: str
    Tags: list[Tag]
    ExternalAuthorityConfiguration: IpamScopeExternalAuthorityConfiguration


class IpamScopeExternalAuthorityConfiguration(TypedDict, total=False):
    Type: str
    ExternalResourceIdentifier: str


class Ipv4PrefixSpecification(TypedDict, total=False):
    Ipv4Prefix: str


class Ipv4PrefixSpecificationRequest(TypedDict, total=False):
    Ipv4Prefix: str


class Ipv4PrefixSpecificationResponse(TypedDict, total=False):
    Ipv4Prefix: str


class Ipv6CidrAssociation(TypedDict, total=False):
    Ipv6Cidr: str
    AssociatedResource: str


class Ipv6CidrBlock(TypedDict, total=False):
    Ipv6CidrBlock: str


class Ipv6Pool(TypedDict, total=False):
    PoolId: str
    Description: str
    PoolCidrBlocks: list[PoolCidrBlock]
    Tags: list[Tag]


class Ipv6PrefixSpecification(TypedDict, total=False):
    Ipv6Prefix: str


class Ipv6PrefixSpecificationRequest(TypedDict, total=False):
    Ipv6Prefix: str


class Ipv6PrefixSpecificationResponse(TypedDict, total=False):
    Ipv6Prefix: str


class Ipv6Range(TypedDict, total=False):
    Description: str
    CidrIpv6: str


class KeyPairInfo(TypedDict, total=False):
    KeyPairId: str
    KeyType: str
    Tags: list[Tag]
    PublicKey: str
    CreateTime: datetime
    KeyName: str
    KeyFingerprint: str


class LastError(TypedDict, total=False):
    Message: str
    Code: str


class LaunchPermission(TypedDict, total=False):
    OrganizationArn: str
    OrganizationalUnitArn: str
    UserId: str
    Group: str


class LaunchPermissionModifications(TypedDict, total=False):
    Add: list[LaunchPermission]
    Remove: list[LaunchPermission]


class LaunchSpecification(TypedDict, total=False):
    UserData: str
    AddressingType: str
    BlockDeviceMappings: list[BlockDeviceMapping]
    EbsOptimized: bool
    IamInstanceProfile: IamInstanceProfileSpecification
    ImageId: str
    InstanceType: str
    KernelId: str
    KeyName: str
    NetworkInterfaces: list[InstanceNetworkInterfaceSpecification]
    Placement: SpotPlacement
    RamdiskId: str
    SubnetId: str
    SecurityGroups: list[GroupIdentifier]
    Monitoring: RunInstancesMonitoringEnabled


class LaunchTemplate(TypedDict, total=False):
    LaunchTemplateId: str
    LaunchTemplateName: str
    CreateTime: datetime
    CreatedBy: str
    DefaultVersionNumber: int
    LatestVersionNumber: int
    Tags: list[Tag]
    Operator: OperatorResponse


class LaunchTemplateAndOverridesResponse(TypedDict, total=False):
    LaunchTemplateSpecification: FleetLaunchTemplateSpecification
    Overrides: FleetLaunchTemplateOverrides


class LaunchTemplateBlockDeviceMapping(TypedDict, total=False):
    DeviceName: str
    VirtualName: str
    Ebs: LaunchTemplateEbsBlockDevice
    NoDevice: str


class LaunchTemplateBlockDeviceMappingRequest(TypedDict, total=False):
    DeviceName: str
    VirtualName: str
    Ebs: LaunchTemplateEbsBlockDeviceRequest
    NoDevice: str


class LaunchTemplateCapacityReservationSpecificationRequest(TypedDict, total=False):
    CapacityReservationPreference: str
    CapacityReservationTarget: CapacityReservationTarget


class LaunchTemplateCapacityReservationSpecificationResponse(TypedDict, total=False):
    CapacityReservationPreference: str
    CapacityReservationTarget: CapacityReservationTargetResponse


class LaunchTemplateConfig(TypedDict, total=False):
    LaunchTemplateSpecification: FleetLaunchTemplateSpecification
    Overrides: list[LaunchTemplateOverrides]


class LaunchTemplateCpuOptions(TypedDict, total=False):
    CoreCount: int
    ThreadsPerCore: int
    AmdSevSnp: str
    NestedVirtualization: str


class LaunchTemplateCpuOptionsRequest(TypedDict, total=False):
    CoreCount: int
    ThreadsPerCore: int
    AmdSevSnp: str
    NestedVirtualization: str


class LaunchTemplateEbsBlockDevice(TypedDict, total=False):
    Encrypted: bool
    DeleteOnTermination: bool
    Iops: int
    KmsKeyId: str
    SnapshotId: str
    VolumeSize: int
    VolumeType: str
    Throughput: int
    VolumeInitializationRate: int
    EbsCardIndex: int


class LaunchTemplateEbsBlockDeviceRequest(TypedDict, total=False):
    Encrypted: bool
    DeleteOnTermination: bool
    Iops: int
    KmsKeyId: str
    SnapshotId: str
    VolumeSize: int
    VolumeType: str
    Throughput: int
    VolumeInitializationRate: int
    EbsCardIndex: int


class _LaunchTemplateElasticInferenceAcceleratorRequired(TypedDict):
    Type: str


class LaunchTemplateElasticInferenceAccelerator(
    _LaunchTemplateElasticInferenceAcceleratorRequired, total=False
):
    Count: int


class LaunchTemplateElasticInferenceAcceleratorResponse(TypedDict, total=False):
    Type: str
    Count: int


class LaunchTemplateEnaSrdSpecification(TypedDict, total=False):
    EnaSrdEnabled: bool
    EnaSrdUdpSpecification: LaunchTemplateEnaSrdUdpSpecification


class LaunchTemplateEnaSrdUdpSpecification(TypedDict, total=False):
    EnaSrdUdpEnabled: bool


class LaunchTemplateEnclaveOptions(TypedDict, total=False):
    Enabled: bool


class LaunchTemplateEnclaveOptionsRequest(TypedDict, total=False):
    Enabled: bool


class LaunchTemplateHibernationOptions(TypedDict, total=False):
    Configured: bool


class LaunchTemplateHibernationOptionsRequest(TypedDict, total=False):
    Configured: bool


class LaunchTemplateIamInstanceProfileSpecification(TypedDict, total=False):
    Arn: str
    Name: str


class LaunchTemplateIamInstanceProfileSpecificationRequest(TypedDict, total=False):
    Arn: str
    Name: str


class LaunchTemplateInstanceMaintenanceOptions(TypedDict, total=False):
    AutoRecovery: str


class LaunchTemplateInstanceMaintenanceOptionsRequest(TypedDict, total=False):
    AutoRecovery: str


class LaunchTemplateInstanceMarketOptions(TypedDict, total=False):
    MarketType: str
    SpotOptions: LaunchTemplateSpotMarketOptions


class LaunchTemplateInstanceMarketOptionsRequest(TypedDict, total=False):
    MarketType: str
    SpotOptions: LaunchTemplateSpotMarketOptionsRequest


class LaunchTemplateInstanceMetadataOptions(TypedDict, total=False):
    State: str
    HttpTokens: str
    HttpPutResponseHopLimit: int
    HttpEndpoint: str
    HttpProtocolIpv6: str
    InstanceMetadataTags: str


class LaunchTemplateInstanceMetadataOptionsRequest(TypedDict, total=False):
    HttpTokens: str
    HttpPutResponseHopLimit: int
    HttpEndpoint: str
    HttpProtocolIpv6: str
    InstanceMetadataTags: str


class LaunchTemplateInstanceNetworkInterfaceSpecification(TypedDict, total=False):
    AssociateCarrierIpAddress: bool
    AssociatePublicIpAddress: bool
    DeleteOnTermination: bool
    Description: str
    DeviceIndex: int
    Groups: list[str]
    InterfaceType: str
    Ipv6AddressCount: int
    Ipv6Addresses: list[InstanceIpv6Address]
    NetworkInterfaceId: str
    PrivateIpAddress: str
    PrivateIpAddresses: list[PrivateIpAddressSpecification]
    SecondaryPrivateIpAddressCount: int
    SubnetId: str
    NetworkCardIndex: int
    Ipv4Prefixes: list[Ipv4PrefixSpecificationResponse]
    Ipv4PrefixCount: int
    Ipv6Prefixes: list[Ipv6PrefixSpecificationResponse]
    Ipv6PrefixCount: int
    PrimaryIpv6: bool
    EnaSrdSpecification: LaunchTemplateEnaSrdSpecification
    ConnectionTrackingSpecification: ConnectionTrackingSpecification
    EnaQueueCount: int


class LaunchTemplateInstanceNetworkInterfaceSpecificationRequest(TypedDict, total=False):
    AssociateCarrierIpAddress: bool
    AssociatePublicIpAddress: bool
    DeleteOnTermination: bool
    Description: str
    DeviceIndex: int
    Groups: list[str]
    InterfaceType: str
    Ipv6AddressCount: int
    Ipv6Addresses: list[InstanceIpv6AddressRequest]
    NetworkInterfaceId: str
    PrivateIpAddress: str
    PrivateIpAddresses: list[PrivateIpAddressSpecification]
    SecondaryPrivateIpAddressCount: int
    SubnetId: str
    NetworkCardIndex: int
    Ipv4Prefixes: list[Ipv4PrefixSpecificationRequest]
    Ipv4PrefixCount: int
    Ipv6Prefixes: list[Ipv6PrefixSpecificationRequest]
    Ipv6PrefixCount: int
    PrimaryIpv6: bool
    EnaSrdSpecification: EnaSrdSpecificationRequest
    ConnectionTrackingSpecification: ConnectionTrackingSpecificationRequest
    EnaQueueCount: int


class LaunchTemplateInstanceSecondaryInterfaceSpecification(TypedDict, total=False):
    DeleteOnTermination: bool
    DeviceIndex: int
    PrivateIpAddresses: list[SecondaryInterfacePrivateIpAddressSpecification]
    PrivateIpAddressCount: int
    SecondarySubnetId: str
    InterfaceType: str
    NetworkCardIndex: int


class LaunchTemplateInstanceSecondaryInterfaceSpecificationRequest(TypedDict, total=False):
    DeleteOnTermination: bool
    DeviceIndex: int
    PrivateIpAddresses: list[SecondaryInterfacePrivateIpAddressSpecificationRequest]
    PrivateIpAddressCount: int
    SecondarySubnetId: str
    InterfaceType: str
    NetworkCardIndex: int


class LaunchTemplateLicenseConfiguration(TypedDict, total=False):
    LicenseConfigurationArn: str


class LaunchTemplateLicenseConfigurationRequest(TypedDict, total=False):
    LicenseConfigurationArn: str


class LaunchTemplateNetworkPerformanceOptions(TypedDict, total=False):
    BandwidthWeighting: str


class LaunchTemplateNetworkPerformanceOptionsRequest(TypedDict, total=False):
    BandwidthWeighting: str


class LaunchTemplateOverrides(TypedDict, total=False):
    InstanceType: str
    SpotPrice: str
    SubnetId: str
    AvailabilityZone: str
    WeightedCapacity: float
    Priority: float
    InstanceRequirements: InstanceRequirements
    AvailabilityZoneId: str


class LaunchTemplatePlacement(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    Affinity: str
    GroupName: str
    HostId: str
    Tenancy: str
    SpreadDomain: str
    HostResourceGroupArn: str
    PartitionNumber: int
    GroupId: str


class LaunchTemplatePlacementRequest(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    Affinity: str
    GroupName: str
    HostId: str
    Tenancy: str
    SpreadDomain: str
    HostResourceGroupArn: str
    PartitionNumber: int
    GroupId: str


class LaunchTemplatePrivateDnsNameOptions(TypedDict, total=False):
    HostnameType: str
    EnableResourceNameDnsARecord: bool
    EnableResourceNameDnsAAAARecord: bool


class LaunchTemplatePrivateDnsNameOptionsRequest(TypedDict, total=False):
    HostnameType: str
    EnableResourceNameDnsARecord: bool
    EnableResourceNameDnsAAAARecord: bool


class LaunchTemplateSpecification(TypedDict, total=False):
    LaunchTemplateId: str
    LaunchTemplateName: str
    Version: str


class LaunchTemplateSpotMarketOptions(TypedDict, total=False):
    MaxPrice: str
    SpotInstanceType: str
    BlockDurationMinutes: int
    ValidUntil: datetime
    InstanceInterruptionBehavior: str


class LaunchTemplateSpotMarketOptionsRequest(TypedDict, total=False):
    MaxPrice: str
    SpotInstanceType: str
    BlockDurationMinutes: int
    ValidUntil: datetime
    InstanceInterruptionBehavior: str


class LaunchTemplateTagSpecification(TypedDict, total=False):
    ResourceType: str
    Tags: list[Tag]


class LaunchTemplateTagSpecificationRequest(TypedDict, total=False):
    ResourceType: str
    Tags: list[Tag]


class LaunchTemplateVersion(TypedDict, total=False):
    LaunchTemplateId: str
    LaunchTemplateName: str
    VersionNumber: int
    VersionDescription: str
    CreateTime: datetime
    CreatedBy: str
    DefaultVersion: bool
    LaunchTemplateData: ResponseLaunchTemplateData
    Operator: OperatorResponse


class LaunchTemplatesMonitoring(TypedDict, total=False):
    Enabled: bool
    MetricCategoryIds: list[str]


class LaunchTemplatesMonitoringRequest(TypedDict, total=False):
    Enabled: bool
    MetricCategoryIds: list[str]


class LicenseConfiguration(TypedDict, total=False):
    LicenseConfigurationArn: str


class LicenseConfigurationRequest(TypedDict, total=False):
    LicenseConfigurationArn: str


class ListImagesInRecycleBinRequest(TypedDict, total=False):
    ImageIds: list[str]
    NextToken: str
    MaxResults: int
    DryRun: bool


class ListImagesInRecycleBinResponse(TypedDict, total=False):
    Images: list[ImageRecycleBinInfo]
    NextToken: str


class ListSnapshotsInRecycleBinRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    SnapshotIds: list[str]
    DryRun: bool


class ListSnapshotsInRecycleBinResponse(TypedDict, total=False):
    Snapshots: list[SnapshotRecycleBinInfo]
    NextToken: str


class ListVolumesInRecycleBinRequest(TypedDict, total=False):
    VolumeIds: list[str]
    DryRun: bool
    MaxResults: int
    NextToken: str


class ListVolumesInRecycleBinResponse(TypedDict, total=False):
    Volumes: list[VolumeRecycleBinInfo]
    NextToken: str


class LoadBalancersConfig(TypedDict, total=False):
    ClassicLoadBalancersConfig: ClassicLoadBalancersConfig
    TargetGroupsConfig: TargetGroupsConfig


class LoadPermission(TypedDict, total=False):
    UserId: str
    Group: str


class LoadPermissionModifications(TypedDict, total=False):
    Add: list[LoadPermissionRequest]
    Remove: list[LoadPermissionRequest]


class LoadPermissionRequest(TypedDict, total=False):
    Group: str
    UserId: str


class LocalGateway(TypedDict, total=False):
    LocalGatewayId: str
    OutpostArn: str
    OwnerId: str
    State: str
    Tags: list[Tag]


class LocalGatewayRoute(TypedDict, total=False):
    DestinationCidrBlock: str
    LocalGatewayVirtualInterfaceGroupId: str
    Type: str
    State: str
    LocalGatewayRouteTableId: str
    LocalGatewayRouteTableArn: str
    OwnerId: str
    SubnetId: str
    CoipPoolId: str
    NetworkInterfaceId: str
    DestinationPrefixListId: str


class LocalGatewayRouteTable(TypedDict, total=False):
    LocalGatewayRouteTableId: str
    LocalGatewayRouteTableArn: str
    LocalGatewayId: str
    OutpostArn: str
    OwnerId: str
    State: str
    Tags: list[Tag]
    Mode: str
    StateReason: StateReason


class LocalGatewayRouteTableVirtualInterfaceGroupAssociation(TypedDict, total=False):
    LocalGatewayRouteTableVirtualInterfaceGroupAssociationId: str
    LocalGatewayVirtualInterfaceGroupId: str
    LocalGatewayId: str
    LocalGatewayRouteTableId: str
    LocalGatewayRouteTableArn: str
    OwnerId: str
    State: str
    Tags: list[Tag]


class LocalGatewayRouteTableVpcAssociation(TypedDict, total=False):
    LocalGatewayRouteTableVpcAssociationId: str
    LocalGatewayRouteTableId: str
    LocalGatewayRouteTableArn: str
    LocalGatewayId: str
    VpcId: str
    OwnerId: str
    State: str
    Tags: list[Tag]


class LocalGatewayVirtualInterface(TypedDict, total=False):
    LocalGatewayVirtualInterfaceId: str
    LocalGatewayId: str
    LocalGatewayVirtualInterfaceGroupId: str
    LocalGatewayVirtualInterfaceArn: str
    OutpostLagId: str
    Vlan: int
    LocalAddress: str
    PeerAddress: str
    LocalBgpAsn: int
    PeerBgpAsn: int
    PeerBgpAsnExtended: int
    OwnerId: str
    Tags: list[Tag]
    ConfigurationState: str


class LocalGatewayVirtualInterfaceGroup(TypedDict, total=False):
    LocalGatewayVirtualInterfaceGroupId: str
    LocalGatewayVirtualInterfaceIds: list[str]
    LocalGatewayId: str
    OwnerId: str
    LocalBgpAsn: int
    LocalBgpAsnExtended: int
    LocalGatewayVirtualInterfaceGroupArn: str
    Tags: list[Tag]
    ConfigurationState: str


class _LockSnapshotRequestRequired(TypedDict):
    SnapshotId: str
    LockMode: str


class LockSnapshotRequest(_LockSnapshotRequestRequired, total=False):
    DryRun: bool
    CoolOffPeriod: int
    LockDuration: int
    ExpirationDate: datetime


class LockSnapshotResponse(TypedDict, total=False):
    SnapshotId: str
    LockState: str
    LockDuration: int
    CoolOffPeriod: int
    CoolOffPeriodExpiresOn: datetime
    LockCreatedOn: datetime
    LockExpiresOn: datetime
    LockDurationStartTime: datetime


class LockedSnapshotsInfo(TypedDict, total=False):
    OwnerId: str
    SnapshotId: str
    LockState: str
    LockDuration: int
    CoolOffPeriod: int
    CoolOffPeriodExpiresOn: datetime
    LockCreatedOn: datetime
    LockDurationStartTime: datetime
    LockExpiresOn: datetime


class MacHost(TypedDict, total=False):
    HostId: str
    MacOSLatestSupportedVersions: list[str]


class MacModificationTask(TypedDict, total=False):
    InstanceId: str
    MacModificationTaskId: str
    MacSystemIntegrityProtectionConfig: MacSystemIntegrityProtectionConfiguration
    StartTime: datetime
    Tags: list[Tag]
    TaskState: str
    TaskType: str


class MacSystemIntegrityProtectionConfiguration(TypedDict, total=False):
    AppleInternal: str
    BaseSystem: str
    DebuggingRestrictions: str
    DTraceRestrictions: str
    FilesystemProtections: str
    KextSigning: str
    NvramProtections: str
    Status: str


class MacSystemIntegrityProtectionConfigurationRequest(TypedDict, total=False):
    AppleInternal: str
    BaseSystem: str
    DebuggingRestrictions: str
    DTraceRestrictions: str
    FilesystemProtections: str
    KextSigning: str
    NvramProtections: str


class MaintenanceDetails(TypedDict, total=False):
    PendingMaintenance: str
    MaintenanceAutoAppliedAfter: datetime
    LastMaintenanceApplied: datetime


class ManagedPrefixList(TypedDict, total=False):
    PrefixListId: str
    AddressFamily: str
    State: str
    StateMessage: str
    PrefixListArn: str
    PrefixListName: str
    MaxEntries: int
    Version: int
    Tags: list[Tag]
    OwnerId: str
    IpamPrefixListResolverTargetId: str
    IpamPrefixListResolverSyncEnabled: bool


class ManagedResourceVisibilitySettings(TypedDict, total=False):
    DefaultVisibility: str


class MediaAcceleratorInfo(TypedDict, total=False):
    Accelerators: list[MediaDeviceInfo]
    TotalMediaMemoryInMiB: int


class MediaDeviceInfo(TypedDict, total=False):
    Count: int
    Name: str
    Manufacturer: str
    MemoryInfo: MediaDeviceMemoryInfo


class MediaDeviceMemoryInfo(TypedDict, total=False):
    SizeInMiB: int


class MemoryGiBPerVCpu(TypedDict, total=False):
    Min: float
    Max: float


class MemoryGiBPerVCpuRequest(TypedDict, total=False):
    Min: float
    Max: float


class MemoryInfo(TypedDict, total=False):
    SizeInMiB: int


class MemoryMiB(TypedDict, total=False):
    Min: int
    Max: int


class _MemoryMiBRequestRequired(TypedDict):
    Min: int


class MemoryMiBRequest(_MemoryMiBRequestRequired, total=False):
    Max: int


class MetricCategory(TypedDict, total=False):
    MetricCategoryId: str
    Metrics: list[str]
    Tags: list[Tag]


class MetricDataResult(TypedDict, total=False):
    Dimension: CapacityManagerDimension
    Timestamp: datetime
    MetricValues: list[MetricValue]


class MetricPoint(TypedDict, total=False):
    StartDate: datetime
    EndDate: datetime
    Value: float
    Status: str


class MetricValue(TypedDict, total=False):
    Metric: str
    Value: float


class ModificationQuoteCurrentConfiguration(TypedDict, total=False):
    InstanceCount: int
    ReservationState: str
    StartDate: datetime
    OriginalStartDate: datetime


class ModificationReservationUpdate(TypedDict, total=False):
    NewCommitmentEndDate: datetime
    NewStartDate: datetime
    NewCommitmentDuration: int


class ModificationTerms(TypedDict, total=False):
    ReservationUpdate: ModificationReservationUpdate


class ModifyAccountVpcEncryptionControlRequest(TypedDict, total=False):
    DryRun: bool
    Mode: str
    InternetGateway: str
    EgressOnlyInternetGateway: str
    NatGateway: str
    VirtualPrivateGateway: str
    VpcPeering: str
    Lambda: str
    VpcLattice: str
    ElasticFileSystem: str
    GlobalAccelerator: str
    ApiGatewayV2: str


class ModifyAccountVpcEncryptionControlResponse(TypedDict, total=False):
    AccountVpcEncryptionControl: AccountVpcEncryptionControl


class _ModifyAddressAttributeRequestRequired(TypedDict):
    AllocationId: str


class ModifyAddressAttributeRequest(_ModifyAddressAttributeRequestRequired, total=False):
    DomainName: str
    DryRun: bool


class ModifyAddressAttributeResponse(TypedDict, total=False):
    Address: AddressAttribute


class _ModifyApplicationStatusCheckRequestRequired(TypedDict):
    ApplicationStatusCheckId: str


class ModifyApplicationStatusCheckRequest(_ModifyApplicationStatusCheckRequestRequired, total=False):
    Aggregation: str
    HealthCheckPaths: list[HealthCheckPathRequestObject]
    Protocol: str
    Port: int
    Path: str
    DeviceIndex: int
    IpVersion: str
    IpScope: str
    Interval: int
    Timeout: int
    FailureThreshold: int
    SuccessThreshold: int
    StatusCodeMatcher: str
    InitializationGracePeriodSeconds: int
    ClientToken: str
    DryRun: bool


class ModifyApplicationStatusCheckResponse(TypedDict, total=False):
    ApplicationStatusCheck: ApplicationStatusCheckResponseObject


class _ModifyAvailabilityZoneGroupRequestRequired(TypedDict):
    GroupName: str
    OptInStatus: str


class ModifyAvailabilityZoneGroupRequest(_ModifyAvailabilityZoneGroupRequestRequired, total=False):
    DryRun: bool


class ModifyAvailabilityZoneGroupResponse(TypedDict, total=False):
    Return: bool


class _ModifyCapacityReservationFleetRequestRequired(TypedDict):
    CapacityReservationFleetId: str


class ModifyCapacityReservationFleetRequest(_ModifyCapacityReservationFleetRequestRequired, total=False):
    TotalTargetCapacity: int
    EndDate: datetime
    DryRun: bool
    RemoveEndDate: bool


class ModifyCapacityReservationFleetResponse(TypedDict, total=False):
    Return: bool


class _ModifyCapacityReservationRequestRequired(TypedDict):
    CapacityReservationId: str


class ModifyCapacityReservationRequest(_ModifyCapacityReservationRequestRequired, total=False):
    InstanceCount: int
    EndDate: datetime
    EndDateType: str
    Accept: bool
    DryRun: bool
    AdditionalInfo: str
    InstanceMatchCriteria: str
    AcceptModificationTerms: bool
    StartDate: datetime
    QuoteId: str


class ModifyCapacityReservationResponse(TypedDict, total=False):
    Return: bool
    AdjustmentStatus: str
    AdjustmentDetails: CapacityReservationAdjustmentDetails


class _ModifyClientVpnEndpointAuthorizationPolicyRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class ModifyClientVpnEndpointAuthorizationPolicyRequest(
    _ModifyClientVpnEndpointAuthorizationPolicyRequestRequired, total=False
):
    PolicyDocument: str
    Description: str
    ShadowMode: str
    ClientToken: str
    DryRun: bool


class ModifyClientVpnEndpointAuthorizationPolicyResponse(TypedDict, total=False):
    Status: str


class _ModifyClientVpnEndpointRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class ModifyClientVpnEndpointRequest(_ModifyClientVpnEndpointRequestRequired, total=False):
    ServerCertificateArn: str
    ConnectionLogOptions: ConnectionLogOptions
    DnsServers: DnsServersOptionsModifyStructure
    VpnPort: int
    Description: str
    SplitTunnel: bool
    DryRun: bool
    SecurityGroupIds: list[str]
    VpcId: str
    SelfServicePortal: str
    ClientConnectOptions: ClientConnectOptions
    SessionTimeoutHours: int
    ClientLoginBannerOptions: ClientLoginBannerOptions
    ClientRouteEnforcementOptions: ClientRouteEnforcementOptions
    DisconnectOnSessionTimeout: bool
    TransitGatewayConfiguration: TransitGatewayConfigurationInputStructure
    DevicePostureOptions: DevicePostureOptions


class ModifyClientVpnEndpointResponse(TypedDict, total=False):
    Return: bool


class _ModifyDefaultCreditSpecificationRequestRequired(TypedDict):
    InstanceFamily: str
    CpuCredits: str


class ModifyDefaultCreditSpecificationRequest(_ModifyDefaultCreditSpecificationRequestRequired, total=False):
    DryRun: bool


class ModifyDefaultCreditSpecificationResponse(TypedDict, total=False):
    InstanceFamilyCreditSpecification: InstanceFamilyCreditSpecification


class _ModifyEbsDefaultKmsKeyIdRequestRequired(TypedDict):
    KmsKeyId: str


class ModifyEbsDefaultKmsKeyIdRequest(_ModifyEbsDefaultKmsKeyIdRequestRequired, total=False):
    DryRun: bool


class ModifyEbsDefaultKmsKeyIdResponse(TypedDict, total=False):
    KmsKeyId: str


class _ModifyFleetRequestRequired(TypedDict):
    FleetId: str


class ModifyFleetRequest(_ModifyFleetRequestRequired, total=False):
    DryRun: bool
    ExcessCapacityTerminationPolicy: str
    LaunchTemplateConfigs: list[FleetLaunchTemplateConfigRequest]
    TargetCapacitySpecification: TargetCapacitySpecificationRequest
    Context: str


class ModifyFleetResponse(TypedDict, total=False):
    Return: bool


class _ModifyFpgaImageAttributeRequestRequired(TypedDict):
    FpgaImageId: str


class ModifyFpgaImageAttributeRequest(_ModifyFpgaImageAttributeRequestRequired, total=False):
    DryRun: bool
    Attribute: str
    OperationType: str
    UserIds: list[str]
    UserGroups: list[str]
    ProductCodes: list[str]
    LoadPermission: LoadPermissionModifications
    Description: str
    Name: str


class ModifyFpgaImageAttributeResponse(TypedDict, total=False):
    FpgaImageAttribute: FpgaImageAttribute


class _ModifyHostsRequestRequired(TypedDict):
    HostIds: list[str]


class ModifyHostsRequest(_ModifyHostsRequestRequired, total=False):
    HostRecovery: str
    InstanceType: str
    InstanceFamily: str
    HostMaintenance: str
    AutoPlacement: str


class ModifyHostsResponse(TypedDict, total=False):
    Successful: list[str]
    Unsuccessful: list[UnsuccessfulItem]


class ModifyIdFormatRequest(TypedDict):
    Resource: str
    UseLongIds: bool


class ModifyIdentityIdFormatRequest(TypedDict):
    Resource: str
    UseLongIds: bool
    PrincipalArn: str


class _ModifyImageAttributeRequestRequired(TypedDict):
    ImageId: str


class ModifyImageAttributeRequest(_ModifyImageAttributeRequestRequired, total=False):
    Attribute: str
    Description: AttributeValue
    LaunchPermission: LaunchPermissionModifications
    OperationType: str
    ProductCodes: list[str]
    UserGroups: list[str]
    UserIds: list[str]
    Value: str
    OrganizationArns: list[str]
    OrganizationalUnitArns: list[str]
    ImdsSupport: AttributeValue
    DryRun: bool


class _ModifyInstanceAttributeRequestRequired(TypedDict):
    InstanceId: str


class ModifyInstanceAttributeRequest(_ModifyInstanceAttributeRequestRequired, total=False):
    SourceDestCheck: AttributeBooleanValue
    EnclaveOptions: EnclaveOptionsRequest
    DisableApiStop: AttributeBooleanValue
    DryRun: bool
    Attribute: str
    Value: str
    BlockDeviceMappings: list[InstanceBlockDeviceMappingSpecification]
    DisableApiTermination: AttributeBooleanValue
    InstanceType: AttributeValue
    Kernel: AttributeValue
    Ramdisk: AttributeValue
    UserData: SecureBlobAttributeValue
    InstanceInitiatedShutdownBehavior: AttributeValue
    Groups: list[str]
    EbsOptimized: AttributeBooleanValue
    SriovNetSupport: AttributeValue
    EnaSupport: AttributeBooleanValue


class _ModifyInstanceCapacityReservationAttributesRequestRequired(TypedDict):
    InstanceId: str
    CapacityReservationSpecification: CapacityReservationSpecification


class ModifyInstanceCapacityReservationAttributesRequest(
    _ModifyInstanceCapacityReservationAttributesRequestRequired, total=False
):
    DryRun: bool


class ModifyInstanceCapacityReservationAttributesResponse(TypedDict, total=False):
    Return: bool


class _ModifyInstanceConnectEndpointRequestRequired(TypedDict):
    InstanceConnectEndpointId: str


class ModifyInstanceConnectEndpointRequest(_ModifyInstanceConnectEndpointRequestRequired, total=False):
    DryRun: bool
    IpAddressType: str
    SecurityGroupIds: list[str]
    PreserveClientIp: bool


class ModifyInstanceConnectEndpointResponse(TypedDict, total=False):
    Return: bool


class _ModifyInstanceCpuOptionsRequestRequired(TypedDict):
    InstanceId: str


class ModifyInstanceCpuOptionsRequest(_ModifyInstanceCpuOptionsRequestRequired, total=False):
    CoreCount: int
    ThreadsPerCore: int
    NestedVirtualization: str
    DryRun: bool


class ModifyInstanceCpuOptionsResponse(TypedDict, total=False):
    InstanceId: str
    CoreCount: int
    ThreadsPerCore: int
    NestedVirtualization: str


class _ModifyInstanceCreditSpecificationRequestRequired(TypedDict):
    InstanceCreditSpecifications: list[InstanceCreditSpecificationRequest]


class ModifyInstanceCreditSpecificationRequest(
    _ModifyInstanceCreditSpecificationRequestRequired, total=False
):
    DryRun: bool
    ClientToken: str


class ModifyInstanceCreditSpecificationResponse(TypedDict, total=False):
    SuccessfulInstanceCreditSpecifications: list[SuccessfulInstanceCreditSpecificationItem]
    UnsuccessfulInstanceCreditSpecifications: list[UnsuccessfulInstanceCreditSpecificationItem]


class _ModifyInstanceEventStartTimeRequestRequired(TypedDict):
    InstanceId: str
    InstanceEventId: str
    NotBefore: datetime


class ModifyInstanceEventStartTimeRequest(_ModifyInstanceEventStartTimeRequestRequired, total=False):
    DryRun: bool


class ModifyInstanceEventStartTimeResponse(TypedDict, total=False):
    Event: InstanceStatusEvent


class _ModifyInstanceEventWindowRequestRequired(TypedDict):
    InstanceEventWindowId: str


class ModifyInstanceEventWindowRequest(_ModifyInstanceEventWindowRequestRequired, total=False):
    DryRun: bool
    Name: str
    TimeRanges: list[InstanceEventWindowTimeRangeRequest]
    CronExpression: str


class ModifyInstanceEventWindowResponse(TypedDict, total=False):
    InstanceEventWindow: InstanceEventWindow


class _ModifyInstanceMaintenanceOptionsRequestRequired(TypedDict):
    InstanceId: str


class ModifyInstanceMaintenanceOptionsRequest(_ModifyInstanceMaintenanceOptionsRequestRequired, total=False):
    AutoRecovery: str
    RebootMigration: str
    DryRun: bool


class ModifyInstanceMaintenanceOptionsResponse(TypedDict, total=False):
    InstanceId: str
    AutoRecovery: str
    RebootMigration: str


class ModifyInstanceMetadataDefaultsRequest(TypedDict, total=False):
    HttpTokens: str
    HttpPutResponseHopLimit: int
    HttpEndpoint: str
    InstanceMetadataTags: str
    DryRun: bool
    HttpTokensEnforced: str


class ModifyInstanceMetadataDefaultsResponse(TypedDict, total=False):
    Return: bool


class _ModifyInstanceMetadataOptionsRequestRequired(TypedDict):
    InstanceId: str


class ModifyInstanceMetadataOptionsRequest(_ModifyInstanceMetadataOptionsRequestRequired, total=False):
    HttpTokens: str
    HttpPutResponseHopLimit: int
    HttpEndpoint: str
    DryRun: bool
    HttpProtocolIpv6: str
    InstanceMetadataTags: str


class ModifyInstanceMetadataOptionsResponse(TypedDict, total=False):
    InstanceId: str
    InstanceMetadataOptions: InstanceMetadataOptionsResponse


class _ModifyInstanceNetworkPerformanceOptionsRequestRequired(TypedDict):
    InstanceId: str
    BandwidthWeighting: str


class ModifyInstanceNetworkPerformanceOptionsRequest(
    _ModifyInstanceNetworkPerformanceOptionsRequestRequired, total=False
):
    DryRun: bool


class ModifyInstanceNetworkPerformanceOptionsResponse(TypedDict, total=False):
    InstanceId: str
    BandwidthWeighting: str


class _ModifyInstancePlacementRequestRequired(TypedDict):
    InstanceId: str


class ModifyInstancePlacementRequest(_ModifyInstancePlacementRequestRequired, total=False):
    GroupName: str
    PartitionNumber: int
    HostResourceGroupArn: str
    GroupId: str
    Tenancy: str
    Affinity: str
    HostId: str


class ModifyInstancePlacementResponse(TypedDict, total=False):
    Return: bool


class _ModifyIpamPolicyAllocationRulesRequestRequired(TypedDict):
    IpamPolicyId: str
    Locale: str
    ResourceType: str


class ModifyIpamPolicyAllocationRulesRequest(_ModifyIpamPolicyAllocationRulesRequestRequired, total=False):
    DryRun: bool
    AllocationRules: list[IpamPolicyAllocationRuleRequest]


class ModifyIpamPolicyAllocationRulesResponse(TypedDict, total=False):
    IpamPolicyDocument: IpamPolicyDocument


class _ModifyIpamPoolAllocationRequestRequired(TypedDict):
    IpamPoolAllocationId: str


class ModifyIpamPoolAllocationRequest(_ModifyIpamPoolAllocationRequestRequired, total=False):
    DryRun: bool
    Description: str


class ModifyIpamPoolAllocationResponse(TypedDict, total=False):
    IpamPoolAllocation: IpamPoolAllocation


class _ModifyIpamPoolRequestRequired(TypedDict):
    IpamPoolId: str


class ModifyIpamPoolRequest(_ModifyIpamPoolRequestRequired, total=False):
    DryRun: bool
    Description: str
    AutoImport: bool
    AllocationMinNetmaskLength: int
    AllocationMaxNetmaskLength: int
    AllocationDefaultNetmaskLength: int
    ClearAllocationDefaultNetmaskLength: bool
    AddAllocationResourceTags: list[RequestIpamResourceTag]
    RemoveAllocationResourceTags: list[RequestIpamResourceTag]


class ModifyIpamPoolResponse(TypedDict, total=False):
    IpamPool: IpamPool


class _ModifyIpamPrefixListResolverRequestRequired(TypedDict):
    IpamPrefixListResolverId: str


class ModifyIpamPrefixListResolverRequest(_ModifyIpamPrefixListResolverRequestRequired, total=False):
    DryRun: bool
    Description: str
    Rules: list[IpamPrefixListResolverRuleRequest]


class ModifyIpamPrefixListResolverResponse(TypedDict, total=False):
    IpamPrefixListResolver: IpamPrefixListResolver


class _ModifyIpamPrefixListResolverTargetRequestRequired(TypedDict):
    IpamPrefixListResolverTargetId: str


class ModifyIpamPrefixListResolverTargetRequest(
    _ModifyIpamPrefixListResolverTargetRequestRequired, total=False
):
    DryRun: bool
    DesiredVersion: int
    TrackLatestVersion: bool
    ClientToken: str


class ModifyIpamPrefixListResolverTargetResponse(TypedDict, total=False):
    IpamPrefixListResolverTarget: IpamPrefixListResolverTarget


class _ModifyIpamRequestRequired(TypedDict):
    IpamId: str


class ModifyIpamRequest(_ModifyIpamRequestRequired, total=False):
    DryRun: bool
    Description: str
    AddOperatingRegions: list[AddIpamOperatingRegion]
    RemoveOperatingRegions: list[RemoveIpamOperatingRegion]
    Tier: str
    EnablePrivateGua: bool
    MeteredAccount: str


class _ModifyIpamResourceCidrRequestRequired(TypedDict):
    ResourceId: str
    ResourceCidr: str
    ResourceRegion: str
    CurrentIpamScopeId: str
    Monitored: bool


class ModifyIpamResourceCidrRequest(_ModifyIpamResourceCidrRequestRequired, total=False):
    DryRun: bool
    DestinationIpamScopeId: str


class ModifyIpamResourceCidrResponse(TypedDict, total=False):
    IpamResourceCidr: IpamResourceCidr


class _ModifyIpamResourceDiscoveryRequestRequired(TypedDict):
    IpamResourceDiscoveryId: str


class ModifyIpamResourceDiscoveryRequest(_ModifyIpamResourceDiscoveryRequestRequired, total=False):
    DryRun: bool
    Description: str
    AddOperatingRegions: list[AddIpamOperatingRegion]
    RemoveOperatingRegions: list[RemoveIpamOperatingRegion]
    AddOrganizationalUnitExclusions: list[AddIpamOrganizationalUnitExclusion]
    RemoveOrganizationalUnitExclusions: list[RemoveIpamOrganizationalUnitExclusion]


class ModifyIpamResourceDiscoveryResponse(TypedDict, total=False):
    IpamResourceDiscovery: IpamResourceDiscovery


class ModifyIpamResponse(TypedDict, total=False):
    Ipam: Ipam


class _ModifyIpamRoutingPolicyRegistrationRequestRequired(TypedDict):
    IpamInternetRegistryAssociationId: str
    Cidr: str
    Asns: list[str]


class ModifyIpamRoutingPolicyRegistrationRequest(
    _ModifyIpamRoutingPolicyRegistrationRequestRequired, total=False
):
    DryRun: bool
    PermitMoreSpecificAnnouncements: bool
    MaxLength: int
    Description: str
    Force: bool
    ClientToken: str


class ModifyIpamRoutingPolicyRegistrationResponse(TypedDict, total=False):
    IpamRoutingPolicyRegistrationDelta: IpamRoutingPolicyRegistrationDelta


class _ModifyIpamScopeRequestRequired(TypedDict):
    IpamScopeId: str


class ModifyIpamScopeRequest(_ModifyIpamScopeRequestRequired, total=False):
    DryRun: bool
    Description: str
    ExternalAuthorityConfiguration: ExternalAuthorityConfiguration
    RemoveExternalAuthorityConfiguration: bool


class ModifyIpamScopeResponse(TypedDict, total=False):
    IpamScope: IpamScope


class ModifyLaunchTemplateRequest(TypedDict, total=False):
    DryRun: bool
    ClientToken: str
    LaunchTemplateId: str
    LaunchTemplateName: str
    DefaultVersion: str


class ModifyLaunchTemplateResponse(TypedDict, total=False):
    LaunchTemplate: LaunchTemplate


class _ModifyLocalGatewayRouteRequestRequired(TypedDict):
    LocalGatewayRouteTableId: str


class ModifyLocalGatewayRouteRequest(_ModifyLocalGatewayRouteRequestRequired, total=False):
    DestinationCidrBlock: str
    LocalGatewayVirtualInterfaceGroupId: str
    NetworkInterfaceId: str
    DryRun: bool
    DestinationPrefixListId: str


class ModifyLocalGatewayRouteResponse(TypedDict, total=False):
    Route: LocalGatewayRoute


class _ModifyManagedPrefixListRequestRequired(TypedDict):
    PrefixListId: str


class ModifyManagedPrefixListRequest(_ModifyManagedPrefixListRequestRequired, total=False):
    DryRun: bool
    CurrentVersion: int
    PrefixListName: str
    AddEntries: list[AddPrefixListEntry]
    RemoveEntries: list[RemovePrefixListEntry]
    MaxEntries: int
    IpamPrefixListResolverSyncEnabled: bool


class ModifyManagedPrefixListResponse(TypedDict, total=False):
    PrefixList: ManagedPrefixList


class _ModifyManagedResourceVisibilityRequestRequired(TypedDict):
    DefaultVisibility: str


class ModifyManagedResourceVisibilityRequest(_ModifyManagedResourceVisibilityRequestRequired, total=False):
    DryRun: bool


class ModifyManagedResourceVisibilityResponse(TypedDict, total=False):
    Visibility: ManagedResourceVisibilitySettings


class _ModifyMetricCategoryRequestRequired(TypedDict):
    MetricCategoryId: str
    Metrics: list[str]


class ModifyMetricCategoryRequest(_ModifyMetricCategoryRequestRequired, total=False):
    DryRun: bool


class ModifyMetricCategoryResponse(TypedDict, total=False):
    MetricCategory: MetricCategory


class _ModifyNetworkInterfaceAttributeRequestRequired(TypedDict):
    NetworkInterfaceId: str


class ModifyNetworkInterfaceAttributeRequest(_ModifyNetworkInterfaceAttributeRequestRequired, total=False):
    EnaSrdSpecification: EnaSrdSpecification
    EnablePrimaryIpv6: bool
    ConnectionTrackingSpecification: ConnectionTrackingSpecificationRequest
    AssociatePublicIpAddress: bool
    AssociatedSubnetIds: list[str]
    DryRun: bool
    Description: AttributeValue
    SourceDestCheck: AttributeBooleanValue
    Groups: list[str]
    Attachment: NetworkInterfaceAttachmentChanges


class _ModifyNetworkingFlexCostAllocationPolicyRequestRequired(TypedDict):
    FcaPolicyId: str


class ModifyNetworkingFlexCostAllocationPolicyRequest(
    _ModifyNetworkingFlexCostAllocationPolicyRequestRequired, total=False
):
    NatFcaPolicyDocument: NatFlexCostAllocationPolicyDocument
    InstanceFcaPolicyDocument: InstanceFlexCostAllocationPolicyDocument
    PcxFcaPolicyDocument: PcxFlexCostAllocationPolicyDocument
    ShowBackEnabled: bool
    Description: str
    ClientToken: str
    DryRun: bool


class ModifyNetworkingFlexCostAllocationPolicyResponse(TypedDict, total=False):
    FcaPolicyId: str
    UpdatedAt: datetime
    Version: int
    VersionExpectedEffectiveAt: datetime


class _ModifyPrivateDnsNameOptionsRequestRequired(TypedDict):
    InstanceId: str


class ModifyPrivateDnsNameOptionsRequest(_ModifyPrivateDnsNameOptionsRequestRequired, total=False):
    DryRun: bool
    PrivateDnsHostnameType: str
    EnableResourceNameDnsARecord: bool
    EnableResourceNameDnsAAAARecord: bool


class ModifyPrivateDnsNameOptionsResponse(TypedDict, total=False):
    Return: bool


class _ModifyPublicIpDnsNameOptionsRequestRequired(TypedDict):
    NetworkInterfaceId: str
    HostnameType: str


class ModifyPublicIpDnsNameOptionsRequest(_ModifyPublicIpDnsNameOptionsRequestRequired, total=False):
    DryRun: bool


class ModifyPublicIpDnsNameOptionsResponse(TypedDict, total=False):
    Successful: bool


class _ModifyReservedInstancesRequestRequired(TypedDict):
    ReservedInstancesIds: list[str]
    TargetConfigurations: list[ReservedInstancesConfiguration]


class ModifyReservedInstancesRequest(_ModifyReservedInstancesRequestRequired, total=False):
    ClientToken: str


class ModifyReservedInstancesResponse(TypedDict, total=False):
    ReservedInstancesModificationId: str


class _ModifyRouteServerRequestRequired(TypedDict):
    RouteServerId: str


class ModifyRouteServerRequest(_ModifyRouteServerRequestRequired, total=False):
    PersistRoutes: str
    PersistRoutesDuration: int
    SnsNotificationsEnabled: bool
    DryRun: bool


class ModifyRouteServerResponse(TypedDict, total=False):
    RouteServer: RouteServer


class _ModifySecurityGroupRulesRequestRequired(TypedDict):
    GroupId: str
    SecurityGroupRules: list[SecurityGroupRuleUpdate]


class ModifySecurityGroupRulesRequest(_ModifySecurityGroupRulesRequestRequired, total=False):
    DryRun: bool


class ModifySecurityGroupRulesResponse(TypedDict, total=False):
    Return: bool


class _ModifySnapshotAttributeRequestRequired(TypedDict):
    SnapshotId: str


class ModifySnapshotAttributeRequest(_ModifySnapshotAttributeRequestRequired, total=False):
    Attribute: str
    CreateVolumePermission: CreateVolumePermissionModifications
    GroupNames: list[str]
    OperationType: str
    UserIds: list[str]
    DryRun: bool


class _ModifySnapshotTierRequestRequired(TypedDict):
    SnapshotId: str


class ModifySnapshotTierRequest(_ModifySnapshotTierRequestRequired, total=False):
    StorageTier: str
    DryRun: bool


class ModifySnapshotTierResponse(TypedDict, total=False):
    SnapshotId: str
    TieringStartTime: datetime


class _ModifySpotFleetRequestRequestRequired(TypedDict):
    SpotFleetRequestId: str


class ModifySpotFleetRequestRequest(_ModifySpotFleetRequestRequestRequired, total=False):
    LaunchTemplateConfigs: list[LaunchTemplateConfig]
    OnDemandTargetCapacity: int
    Context: str
    TargetCapacity: int
    ExcessCapacityTerminationPolicy: str


class ModifySpotFleetRequestResponse(TypedDict, total=False):
    Return: bool


class _ModifySubnetAttributeRequestRequired(TypedDict):
    SubnetId: str


class ModifySubnetAttributeRequest(_ModifySubnetAttributeRequestRequired, total=False):
    AssignIpv6AddressOnCreation: AttributeBooleanValue
    MapPublicIpOnLaunch: AttributeBooleanValue
    MapCustomerOwnedIpOnLaunch: AttributeBooleanValue
    CustomerOwnedIpv4Pool: str
    EnableDns64: AttributeBooleanValue
    PrivateDnsHostnameTypeOnLaunch: str
    EnableResourceNameDnsARecordOnLaunch: AttributeBooleanValue
    EnableResourceNameDnsAAAARecordOnLaunch: AttributeBooleanValue
    EnableLniAtDeviceIndex: int
    DisableLniAtDeviceIndex: AttributeBooleanValue


class _ModifyTrafficMirrorFilterNetworkServicesRequestRequired(TypedDict):
    TrafficMirrorFilterId: str


class ModifyTrafficMirrorFilterNetworkServicesRequest(
    _ModifyTrafficMirrorFilterNetworkServicesRequestRequired, total=False
):
    AddNetworkServices: list[str]
    RemoveNetworkServices: list[str]
    DryRun: bool


class ModifyTrafficMirrorFilterNetworkServicesResponse(TypedDict, total=False):
    TrafficMirrorFilter: TrafficMirrorFilter


class _ModifyTrafficMirrorFilterRuleRequestRequired(TypedDict):
    TrafficMirrorFilterRuleId: str


class ModifyTrafficMirrorFilterRuleRequest(_ModifyTrafficMirrorFilterRuleRequestRequired, total=False):
    TrafficDirection: str
    RuleNumber: int
    RuleAction: str
    DestinationPortRange: TrafficMirrorPortRangeRequest
    SourcePortRange: TrafficMirrorPortRangeRequest
    Protocol: int
    DestinationCidrBlock: str
    SourceCidrBlock: str
    Description: str
    RemoveFields: list[str]
    DryRun: bool


class ModifyTrafficMirrorFilterRuleResponse(TypedDict, total=False):
    TrafficMirrorFilterRule: TrafficMirrorFilterRule


class _ModifyTrafficMirrorSessionRequestRequired(TypedDict):
    TrafficMirrorSessionId: str


class ModifyTrafficMirrorSessionRequest(_ModifyTrafficMirrorSessionRequestRequired, total=False):
    TrafficMirrorTargetId: str
    TrafficMirrorFilterId: str
    PacketLength: int
    SessionNumber: int
    VirtualNetworkId: int
    Description: str
    RemoveFields: list[str]
    DryRun: bool


class ModifyTrafficMirrorSessionResponse(TypedDict, total=False):
    TrafficMirrorSession: TrafficMirrorSession


class _ModifyTransitGatewayAttachmentNatConfigurationRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class ModifyTransitGatewayAttachmentNatConfigurationRequest(
    _ModifyTransitGatewayAttachmentNatConfigurationRequestRequired, total=False
):
    NatGatewaySupport: str
    NatSystemRouteSupport: str
    NatGatewayRules: list[TransitGatewayNatRuleRequest]
    ResetNatGatewayRules: bool
    DryRun: bool


class ModifyTransitGatewayAttachmentNatConfigurationResponse(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    NatGatewaySupport: str
    NatSystemRouteSupport: str
    NatGatewayRules: list[TransitGatewayNatRule]


class _ModifyTransitGatewayMeteringPolicyRequestRequired(TypedDict):
    TransitGatewayMeteringPolicyId: str


class ModifyTransitGatewayMeteringPolicyRequest(
    _ModifyTransitGatewayMeteringPolicyRequestRequired, total=False
):
    AddMiddleboxAttachmentIds: list[str]
    RemoveMiddleboxAttachmentIds: list[str]
    DryRun: bool


class ModifyTransitGatewayMeteringPolicyResponse(TypedDict, total=False):
    TransitGatewayMeteringPolicy: TransitGatewayMeteringPolicy


class _ModifyTransitGatewayNetworkFunctionAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class ModifyTransitGatewayNetworkFunctionAttachmentRequest(
    _ModifyTransitGatewayNetworkFunctionAttachmentRequestRequired, total=False
):
    AddAvailabilityZones: list[str]
    AddAvailabilityZoneIds: list[str]
    RemoveAvailabilityZones: list[str]
    RemoveAvailabilityZoneIds: list[str]
    DryRun: bool


class ModifyTransitGatewayNetworkFunctionAttachmentResponse(TypedDict, total=False):
    TransitGatewayNetworkFunctionAttachment: TransitGatewayNetworkFunctionAttachment


class ModifyTransitGatewayOptions(TypedDict, total=False):
    AddTransitGatewayCidrBlocks: list[str]
    RemoveTransitGatewayCidrBlocks: list[str]
    VpnEcmpSupport: str
    DnsSupport: str
    SecurityGroupReferencingSupport: str
    AutoAcceptSharedAttachments: str
    DefaultRouteTableAssociation: str
    AssociationDefaultRouteTableId: str
    DefaultRouteTablePropagation: str
    PropagationDefaultRouteTableId: str
    AmazonSideAsn: int
    EncryptionSupport: str


class _ModifyTransitGatewayPeeringAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class ModifyTransitGatewayPeeringAttachmentRequest(
    _ModifyTransitGatewayPeeringAttachmentRequestRequired, total=False
):
    Options: ModifyTransitGatewayPeeringAttachmentRequestOptions
    DryRun: bool


class ModifyTransitGatewayPeeringAttachmentRequestOptions(TypedDict, total=False):
    AllowMultipathResilience: bool
    MultipathResilienceMode: str


class ModifyTransitGatewayPeeringAttachmentResponse(TypedDict, total=False):
    TransitGatewayPeeringAttachment: TransitGatewayPeeringAttachment


class _ModifyTransitGatewayPolicyTableEntryRequestRequired(TypedDict):
    TransitGatewayPolicyTableId: str
    PolicyRuleNumber: str


class ModifyTransitGatewayPolicyTableEntryRequest(
    _ModifyTransitGatewayPolicyTableEntryRequestRequired, total=False
):
    PolicyRule: TransitGatewayRequestPolicyRule
    TargetRouteTableId: str
    DryRun: bool


class ModifyTransitGatewayPolicyTableEntryResponse(TypedDict, total=False):
    TransitGatewayPolicyTableEntry: TransitGatewayPolicyTableEntry


class _ModifyTransitGatewayPrefixListReferenceRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    PrefixListId: str


class ModifyTransitGatewayPrefixListReferenceRequest(
    _ModifyTransitGatewayPrefixListReferenceRequestRequired, total=False
):
    TransitGatewayAttachmentId: str
    Blackhole: bool
    DryRun: bool


class ModifyTransitGatewayPrefixListReferenceResponse(TypedDict, total=False):
    TransitGatewayPrefixListReference: TransitGatewayPrefixListReference


class _ModifyTransitGatewayRequestRequired(TypedDict):
    TransitGatewayId: str


class ModifyTransitGatewayRequest(_ModifyTransitGatewayRequestRequired, total=False):
    Description: str
    Options: ModifyTransitGatewayOptions
    DryRun: bool


class ModifyTransitGatewayResponse(TypedDict, total=False):
    TransitGateway: TransitGateway


class _ModifyTransitGatewayVpcAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class ModifyTransitGatewayVpcAttachmentRequest(
    _ModifyTransitGatewayVpcAttachmentRequestRequired, total=False
):
    AddSubnetIds: list[str]
    RemoveSubnetIds: list[str]
    Options: ModifyTransitGatewayVpcAttachmentRequestOptions
    DryRun: bool


class ModifyTransitGatewayVpcAttachmentRequestOptions(TypedDict, total=False):
    DnsSupport: str
    SecurityGroupReferencingSupport: str
    Ipv6Support: str
    ApplianceModeSupport: str


class ModifyTransitGatewayVpcAttachmentResponse(TypedDict, total=False):
    TransitGatewayVpcAttachment: TransitGatewayVpcAttachment


class ModifyVerifiedAccessEndpointCidrOptions(TypedDict, total=False):
    PortRanges: list[ModifyVerifiedAccessEndpointPortRange]


class ModifyVerifiedAccessEndpointEniOptions(TypedDict, total=False):
    Protocol: str
    Port: int
    PortRanges: list[ModifyVerifiedAccessEndpointPortRange]


class ModifyVerifiedAccessEndpointLoadBalancerOptions(TypedDict, total=False):
    SubnetIds: list[str]
    Protocol: str
    Port: int
    PortRanges: list[ModifyVerifiedAccessEndpointPortRange]


class _ModifyVerifiedAccessEndpointPolicyRequestRequired(TypedDict):
    VerifiedAccessEndpointId: str


class ModifyVerifiedAccessEndpointPolicyRequest(
    _ModifyVerifiedAccessEndpointPolicyRequestRequired, total=False
):
    PolicyEnabled: bool
    PolicyDocument: str
    ClientToken: str
    DryRun: bool
    SseSpecification: VerifiedAccessSseSpecificationRequest


class ModifyVerifiedAccessEndpointPolicyResponse(TypedDict, total=False):
    PolicyEnabled: bool
    PolicyDocument: str
    SseSpecification: VerifiedAccessSseSpecificationResponse


class ModifyVerifiedAccessEndpointPortRange(TypedDict, total=False):
    FromPort: int
    ToPort: int


class ModifyVerifiedAccessEndpointRdsOptions(TypedDict, total=False):
    SubnetIds: list[str]
    Port: int
    RdsEndpoint: str


class _ModifyVerifiedAccessEndpointRequestRequired(TypedDict):
    VerifiedAccessEndpointId: str


class ModifyVerifiedAccessEndpointRequest(_ModifyVerifiedAccessEndpointRequestRequired, total=False):
    VerifiedAccessGroupId: str
    LoadBalancerOptions: ModifyVerifiedAccessEndpointLoadBalancerOptions
    NetworkInterfaceOptions: ModifyVerifiedAccessEndpointEniOptions
    Description: str
    ClientToken: str
    DryRun: bool
    RdsOptions: ModifyVerifiedAccessEndpointRdsOptions
    CidrOptions: ModifyVerifiedAccessEndpointCidrOptions


class ModifyVerifiedAccessEndpointResponse(TypedDict, total=False):
    VerifiedAccessEndpoint: VerifiedAccessEndpoint


class _ModifyVerifiedAccessGroupPolicyRequestRequired(TypedDict):
    VerifiedAccessGroupId: str


class ModifyVerifiedAccessGroupPolicyRequest(_ModifyVerifiedAccessGroupPolicyRequestRequired, total=False):
    PolicyEnabled: bool
    PolicyDocument: str
    ClientToken: str
    DryRun: bool
    SseSpecification: VerifiedAccessSseSpecificationRequest


class ModifyVerifiedAccessGroupPolicyResponse(TypedDict, total=False):
    PolicyEnabled: bool
    PolicyDocument: str
    SseSpecification: VerifiedAccessSseSpecificationResponse


class _ModifyVerifiedAccessGroupRequestRequired(TypedDict):
    VerifiedAccessGroupId: str


class ModifyVerifiedAccessGroupRequest(_ModifyVerifiedAccessGroupRequestRequired, total=False):
    VerifiedAccessInstanceId: str
    Description: str
    ClientToken: str
    DryRun: bool


class ModifyVerifiedAccessGroupResponse(TypedDict, total=False):
    VerifiedAccessGroup: VerifiedAccessGroup


class _ModifyVerifiedAccessInstanceLoggingConfigurationRequestRequired(TypedDict):
    VerifiedAccessInstanceId: str
    AccessLogs: VerifiedAccessLogOptions


class ModifyVerifiedAccessInstanceLoggingConfigurationRequest(
    _ModifyVerifiedAccessInstanceLoggingConfigurationRequestRequired, total=False
):
    DryRun: bool
    ClientToken: str


class ModifyVerifiedAccessInstanceLoggingConfigurationResponse(TypedDict, total=False):
    LoggingConfiguration: VerifiedAccessInstanceLoggingConfiguration


class _ModifyVerifiedAccessInstanceRequestRequired(TypedDict):
    VerifiedAccessInstanceId: str


class ModifyVerifiedAccessInstanceRequest(_ModifyVerifiedAccessInstanceRequestRequired, total=False):
    Description: str
    DryRun: bool
    ClientToken: str
    CidrEndpointsCustomSubDomain: str


class ModifyVerifiedAccessInstanceResponse(TypedDict, total=False):
    VerifiedAccessInstance: VerifiedAccessInstance


class ModifyVerifiedAccessNativeApplicationOidcOptions(TypedDict, total=False):
    PublicSigningKeyEndpoint: str
    Issuer: str
    AuthorizationEndpoint: str
    TokenEndpoint: str
    UserInfoEndpoint: str
    ClientId: str
    ClientSecret: str
    Scope: str


class ModifyVerifiedAccessTrustProviderDeviceOptions(TypedDict, total=False):
    PublicSigningKeyUrl: str


class ModifyVerifiedAccessTrustProviderOidcOptions(TypedDict, total=False):
    Issuer: str
    AuthorizationEndpoint: str
    TokenEndpoint: str
    UserInfoEndpoint: str
    ClientId: str
    ClientSecret: str
    Scope: str


class _ModifyVerifiedAccessTrustProviderRequestRequired(TypedDict):
    VerifiedAccessTrustProviderId: str


class ModifyVerifiedAccessTrustProviderRequest(
    _ModifyVerifiedAccessTrustProviderRequestRequired, total=False
):
    OidcOptions: ModifyVerifiedAccessTrustProviderOidcOptions
    DeviceOptions: ModifyVerifiedAccessTrustProviderDeviceOptions
    Description: str
    DryRun: bool
    ClientToken: str
    SseSpecification: VerifiedAccessSseSpecificationRequest
    NativeApplicationOidcOptions: ModifyVerifiedAccessNativeApplicationOidcOptions


class ModifyVerifiedAccessTrustProviderResponse(TypedDict, total=False):
    VerifiedAccessTrustProvider: VerifiedAccessTrustProvider


class _ModifyVolumeAttributeRequestRequired(TypedDict):
    VolumeId: str


class ModifyVolumeAttributeRequest(_ModifyVolumeAttributeRequestRequired, total=False):
    AutoEnableIO: AttributeBooleanValue
    DryRun: bool


class _ModifyVolumeRequestRequired(TypedDict):
    VolumeId: str


class ModifyVolumeRequest(_ModifyVolumeRequestRequired, total=False):
    DryRun: bool
    Size: int
    VolumeType: str
    Iops: int
    Throughput: int
    MultiAttachEnabled: bool


class ModifyVolumeResponse(TypedDict, total=False):
    VolumeModification: VolumeModification


class _ModifyVpcAttributeRequestRequired(TypedDict):
    VpcId: str


class ModifyVpcAttributeRequest(_ModifyVpcAttributeRequestRequired, total=False):
    EnableDnsHostnames: AttributeBooleanValue
    EnableDnsSupport: AttributeBooleanValue
    EnableNetworkAddressUsageMetrics: AttributeBooleanValue


class _ModifyVpcBlockPublicAccessExclusionRequestRequired(TypedDict):
    ExclusionId: str
    InternetGatewayExclusionMode: str


class ModifyVpcBlockPublicAccessExclusionRequest(
    _ModifyVpcBlockPublicAccessExclusionRequestRequired, total=False
):
    DryRun: bool


class ModifyVpcBlockPublicAccessExclusionResponse(TypedDict, total=False):
    VpcBlockPublicAccessExclusion: VpcBlockPublicAccessExclusion


class _ModifyVpcBlockPublicAccessOptionsRequestRequired(TypedDict):
    InternetGatewayBlockMode: str


class ModifyVpcBlockPublicAccessOptionsRequest(
    _ModifyVpcBlockPublicAccessOptionsRequestRequired, total=False
):
    DryRun: bool


class ModifyVpcBlockPublicAccessOptionsResponse(TypedDict, total=False):
    VpcBlockPublicAccessOptions: VpcBlockPublicAccessOptions


class _ModifyVpcEncryptionControlRequestRequired(TypedDict):
    VpcEncryptionControlId: str


class ModifyVpcEncryptionControlRequest(_ModifyVpcEncryptionControlRequestRequired, total=False):
    DryRun: bool
    Mode: str
    InternetGatewayExclusion: str
    EgressOnlyInternetGatewayExclusion: str
    NatGatewayExclusion: str
    VirtualPrivateGatewayExclusion: str
    VpcPeeringExclusion: str
    LambdaExclusion: str
    VpcLatticeExclusion: str
    ElasticFileSystemExclusion: str
    GlobalAcceleratorExclusion: str
    ApiGatewayV2Exclusion: str


class ModifyVpcEncryptionControlResponse(TypedDict, total=False):
    VpcEncryptionControl: VpcEncryptionControl


class _ModifyVpcEndpointConnectionNotificationRequestRequired(TypedDict):
    ConnectionNotificationId: str


class ModifyVpcEndpointConnectionNotificationRequest(
    _ModifyVpcEndpointConnectionNotificationRequestRequired, total=False
):
    DryRun: bool
    ConnectionNotificationArn: str
    ConnectionEvents: list[str]


class ModifyVpcEndpointConnectionNotificationResponse(TypedDict, total=False):
    ReturnValue: bool


class _ModifyVpcEndpointPayerResponsibilityRequestRequired(TypedDict):
    VpcEndpointId: str
    PayerResponsibility: str
    Scope: str


class ModifyVpcEndpointPayerResponsibilityRequest(
    _ModifyVpcEndpointPayerResponsibilityRequestRequired, total=False
):
    DryRun: bool
    ServiceId: str


class ModifyVpcEndpointPayerResponsibilityResponse(TypedDict, total=False):
    VpcEndpointId: str
    PayerResponsibilities: list[PayerResponsibilityEntry]


class _ModifyVpcEndpointRequestRequired(TypedDict):
    VpcEndpointId: str


class ModifyVpcEndpointRequest(_ModifyVpcEndpointRequestRequired, total=False):
    DryRun: bool
    ResetPolicy: bool
    PolicyDocument: str
    AddRouteTableIds: list[str]
    RemoveRouteTableIds: list[str]
    AddSubnetIds: list[str]
    RemoveSubnetIds: list[str]
    AddSecurityGroupIds: list[str]
    RemoveSecurityGroupIds: list[str]
    IpAddressType: str
    DnsOptions: DnsOptionsSpecification
    PrivateDnsEnabled: bool
    SubnetConfigurations: list[SubnetConfiguration]


class ModifyVpcEndpointResponse(TypedDict, total=False):
    Return: bool


class _ModifyVpcEndpointServiceConfigurationRequestRequired(TypedDict):
    ServiceId: str


class ModifyVpcEndpointServiceConfigurationRequest(
    _ModifyVpcEndpointServiceConfigurationRequestRequired, total=False
):
    DryRun: bool
    PrivateDnsName: str
    RemovePrivateDnsName: bool
    AcceptanceRequired: bool
    AddNetworkLoadBalancerArns: list[str]
    RemoveNetworkLoadBalancerArns: list[str]
    AddGatewayLoadBalancerArns: list[str]
    RemoveGatewayLoadBalancerArns: list[str]
    AddSupportedIpAddressTypes: list[str]
    RemoveSupportedIpAddressTypes: list[str]
    AddSupportedRegions: list[str]
    RemoveSupportedRegions: list[str]


class ModifyVpcEndpointServiceConfigurationResponse(TypedDict, total=False):
    Return: bool


class _ModifyVpcEndpointServicePayerResponsibilityRequestRequired(TypedDict):
    ServiceId: str
    PayerResponsibility: str


class ModifyVpcEndpointServicePayerResponsibilityRequest(
    _ModifyVpcEndpointServicePayerResponsibilityRequestRequired, total=False
):
    DryRun: bool


class ModifyVpcEndpointServicePayerResponsibilityResponse(TypedDict, total=False):
    ReturnValue: bool


class _ModifyVpcEndpointServicePermissionsRequestRequired(TypedDict):
    ServiceId: str


class ModifyVpcEndpointServicePermissionsRequest(
    _ModifyVpcEndpointServicePermissionsRequestRequired, total=False
):
    DryRun: bool
    AddAllowedPrincipals: list[str]
    RemoveAllowedPrincipals: list[str]
    PermissionType: str


class ModifyVpcEndpointServicePermissionsResponse(TypedDict, total=False):
    AddedPrincipals: list[AddedPrincipal]
    ReturnValue: bool


class _ModifyVpcPeeringConnectionOptionsRequestRequired(TypedDict):
    VpcPeeringConnectionId: str


class ModifyVpcPeeringConnectionOptionsRequest(
    _ModifyVpcPeeringConnectionOptionsRequestRequired, total=False
):
    AccepterPeeringConnectionOptions: PeeringConnectionOptionsRequest
    DryRun: bool
    RequesterPeeringConnectionOptions: PeeringConnectionOptionsRequest


class ModifyVpcPeeringConnectionOptionsResponse(TypedDict, total=False):
    AccepterPeeringConnectionOptions: PeeringConnectionOptions
    RequesterPeeringConnectionOptions: PeeringConnectionOptions


class _ModifyVpcTenancyRequestRequired(TypedDict):
    VpcId: str
    InstanceTenancy: str


class ModifyVpcTenancyRequest(_ModifyVpcTenancyRequestRequired, total=False):
    DryRun: bool


class ModifyVpcTenancyResponse(TypedDict, total=False):
    ReturnValue: bool


class _ModifyVpnConnectionOptionsRequestRequired(TypedDict):
    VpnConnectionId: str


class ModifyVpnConnectionOptionsRequest(_ModifyVpnConnectionOptionsRequestRequired, total=False):
    LocalIpv4NetworkCidr: str
    RemoteIpv4NetworkCidr: str
    LocalIpv6NetworkCidr: str
    RemoteIpv6NetworkCidr: str
    TunnelBandwidth: str
    DryRun: bool


class ModifyVpnConnectionOptionsResponse(TypedDict, total=False):
    VpnConnection: VpnConnection


class _ModifyVpnConnectionRequestRequired(TypedDict):
    VpnConnectionId: str


class ModifyVpnConnectionRequest(_ModifyVpnConnectionRequestRequired, total=False):
    TransitGatewayId: str
    CustomerGatewayId: str
    VpnGatewayId: str
    DryRun: bool


class ModifyVpnConnectionResponse(TypedDict, total=False):
    VpnConnection: VpnConnection


class _ModifyVpnTunnelCertificateRequestRequired(TypedDict):
    VpnConnectionId: str
    VpnTunnelOutsideIpAddress: str


class ModifyVpnTunnelCertificateRequest(_ModifyVpnTunnelCertificateRequestRequired, total=False):
    DryRun: bool


class ModifyVpnTunnelCertificateResponse(TypedDict, total=False):
    VpnConnection: VpnConnection


class _ModifyVpnTunnelOptionsRequestRequired(TypedDict):
    VpnConnectionId: str
    VpnTunnelOutsideIpAddress: str
    TunnelOptions: ModifyVpnTunnelOptionsSpecification


class ModifyVpnTunnelOptionsRequest(_ModifyVpnTunnelOptionsRequestRequired, total=False):
    DryRun: bool
    SkipTunnelReplacement: bool
    PreSharedKeyStorage: str


class ModifyVpnTunnelOptionsResponse(TypedDict, total=False):
    VpnConnection: VpnConnection


class ModifyVpnTunnelOptionsSpecification(TypedDict, total=False):
    TunnelInsideCidr: str
    TunnelInsideIpv6Cidr: str
    PreSharedKey: str
    Phase1LifetimeSeconds: int
    Phase2LifetimeSeconds: int
    RekeyMarginTimeSeconds: int
    RekeyFuzzPercentage: int
    ReplayWindowSize: int
    DPDTimeoutSeconds: int
    DPDTimeoutAction: str
    Phase1EncryptionAlgorithms: list[Phase1EncryptionAlgorithmsRequestListValue]
    Phase2EncryptionAlgorithms: list[Phase2EncryptionAlgorithmsRequestListValue]
    Phase1IntegrityAlgorithms: list[Phase1IntegrityAlgorithmsRequestListValue]
    Phase2IntegrityAlgorithms: list[Phase2IntegrityAlgorithmsRequestListValue]
    Phase1DHGroupNumbers: list[Phase1DHGroupNumbersRequestListValue]
    Phase2DHGroupNumbers: list[Phase2DHGroupNumbersRequestListValue]
    IKEVersions: list[IKEVersionsRequestListValue]
    StartupAction: str
    LogOptions: VpnTunnelLogOptionsSpecification
    EnableTunnelLifecycleControl: bool
    Phase1AdditionalKeyExchanges: list[VpnAdditionalKeyExchangeRequest]
    Phase2AdditionalKeyExchanges: list[VpnAdditionalKeyExchangeRequest]


class _MonitorInstancesRequestRequired(TypedDict):
    InstanceIds: list[str]


class MonitorInstancesRequest(_MonitorInstancesRequestRequired, total=False):
    MetricCategoryIds: list[str]
    DryRun: bool


class MonitorInstancesResponse(TypedDict, total=False):
    InstanceMonitorings: list[InstanceMonitoring]


class Monitoring(TypedDict, total=False):
    MetricCategoryIds: list[str]
    State: str


class _MoveAddressToVpcRequestRequired(TypedDict):
    PublicIp: str


class MoveAddressToVpcRequest(_MoveAddressToVpcRequestRequired, total=False):
    DryRun: bool


class MoveAddressToVpcResponse(TypedDict, total=False):
    AllocationId: str
    Status: str


class _MoveByoipCidrToIpamRequestRequired(TypedDict):
    Cidr: str
    IpamPoolId: str
    IpamPoolOwner: str


class MoveByoipCidrToIpamRequest(_MoveByoipCidrToIpamRequestRequired, total=False):
    DryRun: bool


class MoveByoipCidrToIpamResponse(TypedDict, total=False):
    ByoipCidr: ByoipCidr


class _MoveCapacityReservationInstancesRequestRequired(TypedDict):
    SourceCapacityReservationId: str
    DestinationCapacityReservationId: str
    InstanceCount: int


class MoveCapacityReservationInstancesRequest(_MoveCapacityReservationInstancesRequestRequired, total=False):
    DryRun: bool
    ClientToken: str


class MoveCapacityReservationInstancesResponse(TypedDict, total=False):
    SourceCapacityReservation: CapacityReservation
    DestinationCapacityReservation: CapacityReservation
    InstanceCount: int


class MovingAddressStatus(TypedDict, total=False):
    MoveStatus: str
    PublicIp: str


class _NatFlexCostAllocationPolicyDocumentRequired(TypedDict):
    ReportingGranularity: list[str]
    Dimensions: list[str]


class NatFlexCostAllocationPolicyDocument(_NatFlexCostAllocationPolicyDocumentRequired, total=False):
    CidrRangeSpecifications: FlexCostAllocationCidrRangeSpecifications


class NatGateway(TypedDict, total=False):
    CreateTime: datetime
    DeleteTime: datetime
    FailureCode: str
    FailureMessage: str
    NatGatewayAddresses: list[NatGatewayAddress]
    NatGatewayId: str
    ProvisionedBandwidth: ProvisionedBandwidth
    State: str
    SubnetId: str
    VpcId: str
    Tags: list[Tag]
    ConnectivityType: str
    AvailabilityMode: str
    AutoScalingIps: str
    AutoProvisionZones: str
    AttachedAppliances: list[NatGatewayAttachedAppliance]
    RouteTableId: str


class NatGatewayAddress(TypedDict, total=False):
    AllocationId: str
    NetworkInterfaceId: str
    PrivateIp: str
    PublicIp: str
    AssociationId: str
    IsPrimary: bool
    FailureMessage: str
    Status: str
    AvailabilityZone: str
    AvailabilityZoneId: str


class NatGatewayAttachedAppliance(TypedDict, total=False):
    Type: str
    ApplianceArn: str
    VpcEndpointId: str
    AttachmentState: str
    ModificationState: str
    FailureCode: str
    FailureMessage: str


class NativeApplicationOidcOptions(TypedDict, total=False):
    PublicSigningKeyEndpoint: str
    Issuer: str
    AuthorizationEndpoint: str
    TokenEndpoint: str
    UserInfoEndpoint: str
    ClientId: str
    Scope: str


class NetworkAcl(TypedDict, total=False):
    Associations: list[NetworkAclAssociation]
    Entries: list[NetworkAclEntry]
    IsDefault: bool
    NetworkAclId: str
    Tags: list[Tag]
    VpcId: str
    OwnerId: str


class NetworkAclAssociation(TypedDict, total=False):
    NetworkAclAssociationId: str
    NetworkAclId: str
    SubnetId: str


class NetworkAclEntry(TypedDict, total=False):
    CidrBlock: str
    Egress: bool
    IcmpTypeCode: IcmpTypeCode
    Ipv6CidrBlock: str
    PortRange: PortRange
    Protocol: str
    RuleAction: str
    RuleNumber: int


class NetworkBandwidthGbps(TypedDict, total=False):
    Min: float
    Max: float


class NetworkBandwidthGbpsRequest(TypedDict, total=False):
    Min: float
    Max: float


class NetworkCardInfo(TypedDict, total=False):
    NetworkCardIndex: int
    NetworkPerformance: str
    MaximumNetworkInterfaces: int
    AdditionalFlexibleNetworkInterfaces: int
    BaselineBandwidthInGbps: float
    PeakBandwidthInGbps: float
    DefaultEnaQueueCountPerInterface: int
    MaximumEnaQueueCount: int
    MaximumEnaQueueCountPerInterface: int
    InterfaceTypes: list[str]


class NetworkFirewallAssociation(TypedDict, total=False):
    FirewallArn: str
    FirewallOnboardingStatus: str
    FirewallMode: str


class NetworkInfo(TypedDict, total=False):
    NetworkPerformance: str
    MaximumNetworkInterfaces: int
    MaximumNetworkCards: int
    DefaultNetworkCardIndex: int
    NetworkCards: list[NetworkCardInfo]
    Ipv4AddressesPerInterface: int
    Ipv6AddressesPerInterface: int
    Ipv6Supported: bool
    EnaSupport: str
    EfaSupported: bool
    EfaInfo: EfaInfo
    EncryptionInTransitSupported: bool
    EnaSrdSupported: bool
    BandwidthWeightings: list[str]
    FlexibleEnaQueuesSupport: str
    ConnectionTrackingConfiguration: DefaultConnectionTrackingConfiguration
    SecondaryNetworkSupported: bool
    MaximumSecondaryNetworkInterfaces: int
    Ipv4AddressesPerSecondaryInterface: int


class NetworkInsightsAccessScope(TypedDict, total=False):
    NetworkInsightsAccessScopeId: str
    NetworkInsightsAccessScopeArn: str
    CreatedDate: datetime
    UpdatedDate: datetime
    Tags: list[Tag]


class NetworkInsightsAccessScopeAnalysis(TypedDict, total=False):
    NetworkInsightsAccessScopeAnalysisId: str
    NetworkInsightsAccessScopeAnalysisArn: str
    NetworkInsightsAccessScopeId: str
    Status: str
    StatusMessage: str
    WarningMessage: str
    StartDate: datetime
    EndDate: datetime
    FindingsFound: str
    AnalyzedEniCount: int
    Tags: list[Tag]


class NetworkInsightsAccessScopeContent(TypedDict, total=False):
    NetworkInsightsAccessScopeId: str
    MatchPaths: list[AccessScopePath]
    ExcludePaths: list[AccessScopePath]


class NetworkInsightsAnalysis(TypedDict, total=False):
    NetworkInsightsAnalysisId: str
    NetworkInsightsAnalysisArn: str
    NetworkInsightsPathId: str
    AdditionalAccounts: list[str]
    FilterInArns: list[str]
    FilterOutArns: list[str]
    StartDate: datetime
    Status: str
    StatusMessage: str
    WarningMessage: str
    NetworkPathFound: bool
    ForwardPathComponents: list[PathComponent]
    ReturnPathComponents: list[PathComponent]
    Explanations: list[Explanation]
    AlternatePathHints: list[AlternatePathHint]
    SuggestedAccounts: list[str]
    Tags: list[Tag]


class NetworkInsightsPath(TypedDict, total=False):
    NetworkInsightsPathId: str
    NetworkInsightsPathArn: str
    CreatedDate: datetime
    Source: str
    Destination: str
    SourceArn: str
    DestinationArn: str
    SourceIp: str
    DestinationIp: str
    Protocol: str
    DestinationPort: int
    Tags: list[Tag]
    FilterAtSource: PathFilter
    FilterAtDestination: PathFilter


class NetworkInterface(TypedDict, total=False):
    Association: NetworkInterfaceAssociation
    Attachment: NetworkInterfaceAttachment
    AvailabilityZone: str
    ConnectionTrackingConfiguration: ConnectionTrackingConfiguration
    Description: str
    Groups: list[GroupIdentifier]
    InterfaceType: str
    Ipv6Addresses: list[NetworkInterfaceIpv6Address]
    MacAddress: str
    NetworkInterfaceId: str
    OutpostArn: str
    OwnerId: str
    PrivateDnsName: str
    PublicDnsName: str
    PublicIpDnsNameOptions: PublicIpDnsNameOptions
    PrivateIpAddress: str
    PrivateIpAddresses: list[NetworkInterfacePrivateIpAddress]
    Ipv4Prefixes: list[Ipv4PrefixSpecification]
    Ipv6Prefixes: list[Ipv6PrefixSpecification]
    RequesterId: str
    RequesterManaged: bool
    SourceDestCheck: bool
    Status: str
    SubnetId: str
    TagSet: list[Tag]
    VpcId: str
    DenyAllIgwTraffic: bool
    Ipv6Native: bool
    Ipv6Address: str
    Operator: OperatorResponse
    AssociatedSubnets: list[str]
    AvailabilityZoneId: str


class NetworkInterfaceAssociation(TypedDict, total=False):
    AllocationId: str
    AssociationId: str
    IpOwnerId: str
    PublicDnsName: str
    PublicIp: str
    CustomerOwnedIp: str
    CarrierIp: str


class NetworkInterfaceAttachment(TypedDict, total=False):
    AttachTime: datetime
    AttachmentId: str
    DeleteOnTermination: bool
    DeviceIndex: int
    NetworkCardIndex: int
    InstanceId: str
    InstanceOwnerId: str
    Status: str
    EnaSrdSpecification: AttachmentEnaSrdSpecification
    EnaQueueCount: int


class NetworkInterfaceAttachmentChanges(TypedDict, total=False):
    DefaultEnaQueueCount: bool
    EnaQueueCount: int
    AttachmentId: str
    DeleteOnTermination: bool


class NetworkInterfaceCount(TypedDict, total=False):
    Min: int
    Max: int


class NetworkInterfaceCountRequest(TypedDict, total=False):
    Min: int
    Max: int


class NetworkInterfaceIpv6Address(TypedDict, total=False):
    Ipv6Address: str
    PublicIpv6DnsName: str
    IsPrimaryIpv6: bool


class NetworkInterfacePermission(TypedDict, total=False):
    NetworkInterfacePermissionId: str
    NetworkInterfaceId: str
    AwsAccountId: str
    AwsService: str
    Permission: str
    PermissionState: NetworkInterfacePermissionState


class NetworkInterfacePermissionState(TypedDict, total=False):
    State: str
    StatusMessage: str


class NetworkInterfacePrivateIpAddress(TypedDict, total=False):
    Association: NetworkInterfaceAssociation
    Primary: bool
    PrivateDnsName: str
    PrivateIpAddress: str


class NeuronDeviceCoreInfo(TypedDict, total=False):
    Count: int
    Version: int


class NeuronDeviceInfo(TypedDict, total=False):
    Count: int
    Name: str
    CoreInfo: NeuronDeviceCoreInfo
    MemoryInfo: NeuronDeviceMemoryInfo


class NeuronDeviceMemoryInfo(TypedDict, total=False):
    SizeInMiB: int


class NeuronInfo(TypedDict, total=False):
    NeuronDevices: list[NeuronDeviceInfo]
    TotalNeuronDeviceMemoryInMiB: int


class NewDhcpConfiguration(TypedDict, total=False):
    Key: str
    Values: list[str]


class NitroTpmInfo(TypedDict, total=False):
    SupportedVersions: list[str]


class OidcOptions(TypedDict, total=False):
    Issuer: str
    AuthorizationEndpoint: str
    TokenEndpoint: str
    UserInfoEndpoint: str
    ClientId: str
    ClientSecret: str
    Scope: str


class OnDemandOptions(TypedDict, total=False):
    AllocationStrategy: str
    CapacityReservationOptions: CapacityReservationOptions
    SingleInstanceType: bool
    SingleAvailabilityZone: bool
    MinTargetCapacity: int
    MaxTotalPrice: str


class OnDemandOptionsRequest(TypedDict, total=False):
    AllocationStrategy: str
    CapacityReservationOptions: CapacityReservationOptionsRequest
    SingleInstanceType: bool
    SingleAvailabilityZone: bool
    MinTargetCapacity: int
    MaxTotalPrice: str


class OperatorRequest(TypedDict, total=False):
    Principal: str


class OperatorResponse(TypedDict, total=False):
    Managed: bool
    Principal: str
    HiddenByDefault: bool


class OutpostLag(TypedDict, total=False):
    OutpostArn: str
    OwnerId: str
    State: str
    OutpostLagId: str
    LocalGatewayVirtualInterfaceIds: list[str]
    ServiceLinkVirtualInterfaceIds: list[str]
    Tags: list[Tag]


class PacketHeaderStatement(TypedDict, total=False):
    SourceAddresses: list[str]
    DestinationAddresses: list[str]
    SourcePorts: list[str]
    DestinationPorts: list[str]
    SourcePrefixLists: list[str]
    DestinationPrefixLists: list[str]
    Protocols: list[str]


class PacketHeaderStatementRequest(TypedDict, total=False):
    SourceAddresses: list[str]
    DestinationAddresses: list[str]
    SourcePorts: list[str]
    DestinationPorts: list[str]
    SourcePrefixLists: list[str]
    DestinationPrefixLists: list[str]
    Protocols: list[str]


class PathComponent(TypedDict, total=False):
    SequenceNumber: int
    AclRule: AnalysisAclRule
    AttachedTo: AnalysisComponent
    Component: AnalysisComponent
    DestinationVpc: AnalysisComponent
    OutboundHeader: AnalysisPacketHeader
    InboundHeader: AnalysisPacketHeader
    RouteTableRoute: AnalysisRouteTableRoute
    SecurityGroupRule: AnalysisSecurityGroupRule
    SourceVpc: AnalysisComponent
    Subnet: AnalysisComponent
    Vpc: AnalysisComponent
    AdditionalDetails: list[AdditionalDetail]
    TransitGateway: AnalysisComponent
    TransitGatewayRouteTableRoute: TransitGatewayRouteTableRoute
    TransitGatewayPolicyTableEntry: AnalysisTransitGatewayPolicyTableEntry
    Explanations: list[Explanation]
    ElasticLoadBalancerListener: AnalysisComponent
    FirewallStatelessRule: FirewallStatelessRule
    FirewallStatefulRule: FirewallStatefulRule
    ServiceName: str


class PathFilter(TypedDict, total=False):
    SourceAddress: str
    SourcePortRange: FilterPortRange
    DestinationAddress: str
    DestinationPortRange: FilterPortRange


class PathRequestFilter(TypedDict, total=False):
    SourceAddress: str
    SourcePortRange: RequestFilterPortRange
    DestinationAddress: str
    DestinationPortRange: RequestFilterPortRange


class PathStatement(TypedDict, total=False):
    PacketHeaderStatement: PacketHeaderStatement
    ResourceStatement: ResourceStatement


class PathStatementRequest(TypedDict, total=False):
    PacketHeaderStatement: PacketHeaderStatementRequest
    ResourceStatement: ResourceStatementRequest


class PayerResponsibilityEntry(TypedDict, total=False):
    Scope: str
    PayerResponsibilityType: str


class PciId(TypedDict, total=False):
    DeviceId: str
    VendorId: str
    SubsystemId: str
    SubsystemVendorId: str


class _PcxFlexCostAllocationPolicyDocumentRequired(TypedDict):
    ReportingGranularity: list[str]
    Dimensions: list[str]


class PcxFlexCostAllocationPolicyDocument(_PcxFlexCostAllocationPolicyDocumentRequired, total=False):
    CidrRangeSpecifications: FlexCostAllocationCidrRangeSpecifications


class PeeringAttachmentStatus(TypedDict, total=False):
    Code: str
    Message: str


class PeeringConnectionOptions(TypedDict, total=False):
    AllowDnsResolutionFromRemoteVpc: bool
    AllowEgressFromLocalClassicLinkToRemoteVpc: bool
    AllowEgressFromLocalVpcToRemoteClassicLink: bool
    AllowMultipathResilience: bool
    MultipathResilienceMode: str


class PeeringConnectionOptionsRequest(TypedDict, total=False):
    AllowDnsResolutionFromRemoteVpc: bool
    AllowEgressFromLocalClassicLinkToRemoteVpc: bool
    AllowEgressFromLocalVpcToRemoteClassicLink: bool
    AllowMultipathResilience: bool
    MultipathResilienceMode: str


class PeeringTgwInfo(TypedDict, total=False):
    TransitGatewayId: str
    CoreNetworkId: str
    OwnerId: str
    Region: str


class PerformanceFactorReference(TypedDict, total=False):
    InstanceFamily: str


class PerformanceFactorReferenceRequest(TypedDict, total=False):
    InstanceFamily: str


class PerformanceStatusSummary(TypedDict, total=False):
    Status: str
    ImpairedSince: datetime
    Remediation: str


class Phase1DHGroupNumbersListValue(TypedDict, total=False):
    Value: int


class Phase1DHGroupNumbersRequestListValue(TypedDict, total=False):
    Value: int


class Phase1EncryptionAlgorithmsListValue(TypedDict, total=False):
    Value: str


class Phase1EncryptionAlgorithmsRequestListValue(TypedDict, total=False):
    Value: str


class Phase1IntegrityAlgorithmsListValue(TypedDict, total=False):
    Value: str


class Phase1IntegrityAlgorithmsRequestListValue(TypedDict, total=False):
    Value: str


class Phase2DHGroupNumbersListValue(TypedDict, total=False):
    Value: int


class Phase2DHGroupNumbersRequestListValue(TypedDict, total=False):
    Value: int


class Phase2EncryptionAlgorithmsListValue(TypedDict, total=False):
    Value: str


class Phase2EncryptionAlgorithmsRequestListValue(TypedDict, total=False):
    Value: str


class Phase2IntegrityAlgorithmsListValue(TypedDict, total=False):
    Value: str


class Phase2IntegrityAlgorithmsRequestListValue(TypedDict, total=False):
    Value: str


class Placement(TypedDict, total=False):
    AvailabilityZoneId: str
    Affinity: str
    GroupName: str
    PartitionNumber: int
    HostId: str
    Tenancy: str
    SpreadDomain: str
    HostResourceGroupArn: str
    GroupId: str
    AvailabilityZone: str


class PlacementGroup(TypedDict, total=False):
    GroupName: str
    State: str
    Strategy: str
    PartitionCount: int
    GroupId: str
    Tags: list[Tag]
    GroupArn: str
    SpreadLevel: str
    LinkedGroupId: str
    Operator: OperatorResponse
    ParentGroupId: str


class PlacementGroupInfo(TypedDict, total=False):
    SupportedStrategies: list[str]


class PlacementResponse(TypedDict, total=False):
    GroupName: str


class PoolCidrBlock(TypedDict, total=False):
    Cidr: str


class PortRange(TypedDict, total=False):
    From: int
    To: int


class PrefixList(TypedDict, total=False):
    Cidrs: list[str]
    PrefixListId: str
    PrefixListName: str


class PrefixListAssociation(TypedDict, total=False):
    ResourceId: str
    ResourceOwner: str


class PrefixListEntry(TypedDict, total=False):
    Cidr: str
    Description: str


class PrefixListId(TypedDict, total=False):
    Description: str
    PrefixListId: str


class PriceSchedule(TypedDict, total=False):
    Active: bool
    CurrencyCode: str
    Price: float
    Term: int


class PriceScheduleSpecification(TypedDict, total=False):
    Term: int
    Price: float
    CurrencyCode: str


class PricingDetail(TypedDict, total=False):
    Count: int
    Price: float


class PrincipalIdFormat(TypedDict, total=False):
    Arn: str
    Statuses: list[IdFormat]


class PrivateDnsDetails(TypedDict, total=False):
    PrivateDnsName: str


class PrivateDnsNameConfiguration(TypedDict, total=False):
    State: str
    Type: str
    Value: str
    Name: str


class PrivateDnsNameOptionsOnLaunch(TypedDict, total=False):
    HostnameType: str
    EnableResourceNameDnsARecord: bool
    EnableResourceNameDnsAAAARecord: bool


class PrivateDnsNameOptionsRequest(TypedDict, total=False):
    HostnameType: str
    EnableResourceNameDnsARecord: bool
    EnableResourceNameDnsAAAARecord: bool


class PrivateDnsNameOptionsResponse(TypedDict, total=False):
    HostnameType: str
    EnableResourceNameDnsARecord: bool
    EnableResourceNameDnsAAAARecord: bool


class PrivateIpAddressSpecification(TypedDict, total=False):
    Primary: bool
    PrivateIpAddress: str


class ProcessorInfo(TypedDict, total=False):
    SupportedArchitectures: list[str]
    SustainedClockSpeedInGhz: float
    SupportedFeatures: list[str]
    Manufacturer: str


class ProductCode(TypedDict, total=False):
    ProductCodeId: str
    ProductCodeType: str


class PropagatingVgw(TypedDict, total=False):
    GatewayId: str


class _ProvisionByoipCidrRequestRequired(TypedDict):
    Cidr: str


class ProvisionByoipCidrRequest(_ProvisionByoipCidrRequestRequired, total=False):
    CidrAuthorizationContext: CidrAuthorizationContext
    PubliclyAdvertisable: bool
    Description: str
    DryRun: bool
    PoolTagSpecifications: list[TagSpecification]
    MultiRegion: bool
    NetworkBorderGroup: str


class ProvisionByoipCidrResponse(TypedDict, total=False):
    ByoipCidr: ByoipCidr


class _ProvisionIpamByoasnRequestRequired(TypedDict):
    IpamId: str
    Asn: str
    AsnAuthorizationContext: AsnAuthorizationContext


class ProvisionIpamByoasnRequest(_ProvisionIpamByoasnRequestRequired, total=False):
    DryRun: bool


class ProvisionIpamByoasnResponse(TypedDict, total=False):
    Byoasn: Byoasn


class _ProvisionIpamPoolCidrRequestRequired(TypedDict):
    IpamPoolId: str


class ProvisionIpamPoolCidrRequest(_ProvisionIpamPoolCidrRequestRequired, total=False):
    DryRun: bool
    Cidr: str
    CidrAuthorizationContext: IpamCidrAuthorizationContext
    NetmaskLength: int
    ClientToken: str
    VerificationMethod: str
    IpamExternalResourceVerificationTokenId: str


class ProvisionIpamPoolCidrResponse(TypedDict, total=False):
    IpamPoolCidr: IpamPoolCidr


class _ProvisionPublicIpv4PoolCidrRequestRequired(TypedDict):
    IpamPoolId: str
    PoolId: str
    NetmaskLength: int


class ProvisionPublicIpv4PoolCidrRequest(_ProvisionPublicIpv4PoolCidrRequestRequired, total=False):
    DryRun: bool
    NetworkBorderGroup: str


class ProvisionPublicIpv4PoolCidrResponse(TypedDict, total=False):
    PoolId: str
    PoolAddressRange: PublicIpv4PoolRange


class ProvisionedBandwidth(TypedDict, total=False):
    ProvisionTime: datetime
    Provisioned: str
    RequestTime: datetime
    Requested: str
    Status: str


class PtrUpdateStatus(TypedDict, total=False):
    Value: str
    Status: str
    Reason: str


class PublicIpDnsNameOptions(TypedDict, total=False):
    DnsHostnameType: str
    PublicIpv4DnsName: str
    PublicIpv6DnsName: str
    PublicDualStackDnsName: str


class PublicIpv4Pool(TypedDict, total=False):
    PoolId: str
    Description: str
    PoolAddressRanges: list[PublicIpv4PoolRange]
    TotalAddressCount: int
    TotalAvailableAddressCount: int
    NetworkBorderGroup: str
    Tags: list[Tag]


class PublicIpv4PoolRange(TypedDict, total=False):
    FirstAddress: str
    LastAddress: str
    AddressCount: int
    AvailableAddressCount: int


class Purchase(TypedDict, total=False):
    CurrencyCode: str
    Duration: int
    HostIdSet: list[str]
    HostReservationId: str
    HourlyPrice: str
    InstanceFamily: str
    PaymentOption: str
    UpfrontPrice: str


class _PurchaseCapacityBlockExtensionRequestRequired(TypedDict):
    CapacityBlockExtensionOfferingId: str
    CapacityReservationId: str


class PurchaseCapacityBlockExtensionRequest(_PurchaseCapacityBlockExtensionRequestRequired, total=False):
    DryRun: bool


class PurchaseCapacityBlockExtensionResponse(TypedDict, total=False):
    CapacityBlockExtensions: list[CapacityBlockExtension]


class _PurchaseCapacityBlockRequestRequired(TypedDict):
    CapacityBlockOfferingId: str
    InstancePlatform: str


class PurchaseCapacityBlockRequest(_PurchaseCapacityBlockRequestRequired, total=False):
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class PurchaseCapacityBlockResponse(TypedDict, total=False):
    CapacityReservation: CapacityReservation
    CapacityBlocks: list[CapacityBlock]
    CapacityReservations: list[CapacityReservation]


class _PurchaseHostReservationRequestRequired(TypedDict):
    HostIdSet: list[str]
    OfferingId: str


class PurchaseHostReservationRequest(_PurchaseHostReservationRequestRequired, total=False):
    ClientToken: str
    CurrencyCode: str
    LimitPrice: str
    TagSpecifications: list[TagSpecification]


class PurchaseHostReservationResponse(TypedDict, total=False):
    ClientToken: str
    CurrencyCode: str
    Purchase: list[Purchase]
    TotalHourlyPrice: str
    TotalUpfrontPrice: str


class PurchaseRequest(TypedDict):
    InstanceCount: int
    PurchaseToken: str


class _PurchaseReservedInstancesOfferingRequestRequired(TypedDict):
    InstanceCount: int
    ReservedInstancesOfferingId: str


class PurchaseReservedInstancesOfferingRequest(
    _PurchaseReservedInstancesOfferingRequestRequired, total=False
):
    PurchaseTime: datetime
    DryRun: bool
    LimitPrice: ReservedInstanceLimitPrice


class PurchaseReservedInstancesOfferingResponse(TypedDict, total=False):
    ReservedInstancesId: str


class _PurchaseScheduledInstancesRequestRequired(TypedDict):
    PurchaseRequests: list[PurchaseRequest]


class PurchaseScheduledInstancesRequest(_PurchaseScheduledInstancesRequestRequired, total=False):
    ClientToken: str
    DryRun: bool


class PurchaseScheduledInstancesResponse(TypedDict, total=False):
    ScheduledInstanceSet: list[ScheduledInstance]


class _RebootInstancesRequestRequired(TypedDict):
    InstanceIds: list[str]


class RebootInstancesRequest(_RebootInstancesRequestRequired, total=False):
    DryRun: bool


class RecurringCharge(TypedDict, total=False):
    Amount: float
    Frequency: str


class ReferencedSecurityGroup(TypedDict, total=False):
    GroupId: str
    PeeringStatus: str
    UserId: str
    VpcId: str
    VpcPeeringConnectionId: str


class Region(TypedDict, total=False):
    OptInStatus: str
    Geography: list[RegionGeography]
    RegionName: str
    Endpoint: str


class RegionGeography(TypedDict, total=False):
    Name: str


class RegionalSummary(TypedDict, total=False):
    RegionName: str
    NumberOfMatchedAccounts: int
    NumberOfUnmatchedAccounts: int


class _RegisterImageRequestRequired(TypedDict):
    Name: str


class RegisterImageRequest(_RegisterImageRequestRequired, total=False):
    ImageLocation: str
    BillingProducts: list[str]
    BootMode: str
    TpmSupport: str
    UefiData: str
    ImdsSupport: str
    TagSpecifications: list[TagSpecification]
    DryRun: bool
    Description: str
    Architecture: str
    KernelId: str
    RamdiskId: str
    RootDeviceName: str
    BlockDeviceMappings: list[BlockDeviceMapping]
    VirtualizationType: str
    SriovNetSupport: str
    EnaSupport: bool


class RegisterImageResponse(TypedDict, total=False):
    ImageId: str


class _RegisterInstanceEventNotificationAttributesRequestRequired(TypedDict):
    InstanceTagAttribute: RegisterInstanceTagAttributeRequest


class RegisterInstanceEventNotificationAttributesRequest(
    _RegisterInstanceEventNotificationAttributesRequestRequired, total=False
):
    DryRun: bool


class RegisterInstanceEventNotificationAttributesResponse(TypedDict, total=False):
    InstanceTagAttribute: InstanceTagNotificationAttribute


class RegisterInstanceTagAttributeRequest(TypedDict, total=False):
    IncludeAllTagsOfInstance: bool
    InstanceTagKeys: list[str]


class _RegisterTransitGatewayMulticastGroupMembersRequestRequired(TypedDict):
    TransitGatewayMulticastDomainId: str
    NetworkInterfaceIds: list[str]


class RegisterTransitGatewayMulticastGroupMembersRequest(
    _RegisterTransitGatewayMulticastGroupMembersRequestRequired, total=False
):
    GroupIpAddress: str
    DryRun: bool


class RegisterTransitGatewayMulticastGroupMembersResponse(TypedDict, total=False):
    RegisteredMulticastGroupMembers: TransitGatewayMulticastRegisteredGroupMembers


class _RegisterTransitGatewayMulticastGroupSourcesRequestRequired(TypedDict):
    TransitGatewayMulticastDomainId: str
    NetworkInterfaceIds: list[str]


class RegisterTransitGatewayMulticastGroupSourcesRequest(
    _RegisterTransitGatewayMulticastGroupSourcesRequestRequired, total=False
):
    GroupIpAddress: str
    DryRun: bool


class RegisterTransitGatewayMulticastGroupSourcesResponse(TypedDict, total=False):
    RegisteredMulticastGroupSources: TransitGatewayMulticastRegisteredGroupSources


class RegisteredInstance(TypedDict, total=False):
    InstanceId: str
    SqlServerLicenseUsage: str
    HaStatus: str
    ProcessingStatus: str
    LastUpdatedTime: datetime
    SqlServerCredentials: str
    Tags: list[Tag]


class _RejectCapacityReservationBillingOwnershipRequestRequired(TypedDict):
    CapacityReservationId: str


class RejectCapacityReservationBillingOwnershipRequest(
    _RejectCapacityReservationBillingOwnershipRequestRequired, total=False
):
    DryRun: bool


class RejectCapacityReservationBillingOwnershipResponse(TypedDict, total=False):
    Return: bool


class _RejectTransitGatewayClientVpnAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class RejectTransitGatewayClientVpnAttachmentRequest(
    _RejectTransitGatewayClientVpnAttachmentRequestRequired, total=False
):
    DryRun: bool


class RejectTransitGatewayClientVpnAttachmentResponse(TypedDict, total=False):
    TransitGatewayClientVpnAttachment: TransitGatewayClientVpnAttachment


class RejectTransitGatewayMulticastDomainAssociationsRequest(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    TransitGatewayAttachmentId: str
    SubnetIds: list[str]
    DryRun: bool


class RejectTransitGatewayMulticastDomainAssociationsResponse(TypedDict, total=False):
    Associations: TransitGatewayMulticastDomainAssociations


class _RejectTransitGatewayPeeringAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class RejectTransitGatewayPeeringAttachmentRequest(
    _RejectTransitGatewayPeeringAttachmentRequestRequired, total=False
):
    DryRun: bool


class RejectTransitGatewayPeeringAttachmentResponse(TypedDict, total=False):
    TransitGatewayPeeringAttachment: TransitGatewayPeeringAttachment


class _RejectTransitGatewayVpcAttachmentRequestRequired(TypedDict):
    TransitGatewayAttachmentId: str


class RejectTransitGatewayVpcAttachmentRequest(
    _RejectTransitGatewayVpcAttachmentRequestRequired, total=False
):
    DryRun: bool


class RejectTransitGatewayVpcAttachmentResponse(TypedDict, total=False):
    TransitGatewayVpcAttachment: TransitGatewayVpcAttachment


class _RejectVpcEndpointConnectionsRequestRequired(TypedDict):
    ServiceId: str
    VpcEndpointIds: list[str]


class RejectVpcEndpointConnectionsRequest(_RejectVpcEndpointConnectionsRequestRequired, total=False):
    DryRun: bool
    TransitGatewayAttachmentIds: list[str]


class RejectVpcEndpointConnectionsResponse(TypedDict, total=False):
    Unsuccessful: list[UnsuccessfulItem]


class _RejectVpcPeeringConnectionRequestRequired(TypedDict):
    VpcPeeringConnectionId: str


class RejectVpcPeeringConnectionRequest(_RejectVpcPeeringConnectionRequestRequired, total=False):
    DryRun: bool


class RejectVpcPeeringConnectionResponse(TypedDict, total=False):
    Return: bool


class ReleaseAddressRequest(TypedDict, total=False):
    AllocationId: str
    PublicIp: str
    NetworkBorderGroup: str
    DryRun: bool


class ReleaseHostsRequest(TypedDict):
    HostIds: list[str]


class ReleaseHostsResponse(TypedDict, total=False):
    Successful: list[str]
    Unsuccessful: list[UnsuccessfulItem]


class _ReleaseIpamPoolAllocationRequestRequired(TypedDict):
    IpamPoolId: str
    Cidr: str
    IpamPoolAllocationId: str


class ReleaseIpamPoolAllocationRequest(_ReleaseIpamPoolAllocationRequestRequired, total=False):
    DryRun: bool


class ReleaseIpamPoolAllocationResponse(TypedDict, total=False):
    Success: bool


class RemoveIpamOperatingRegion(TypedDict, total=False):
    RegionName: str


class RemoveIpamOrganizationalUnitExclusion(TypedDict, total=False):
    OrganizationsEntityPath: str


class RemovePrefixListEntry(TypedDict):
    Cidr: str


class ReplaceIamInstanceProfileAssociationRequest(TypedDict):
    IamInstanceProfile: IamInstanceProfileSpecification
    AssociationId: str


class ReplaceIamInstanceProfileAssociationResponse(TypedDict, total=False):
    IamInstanceProfileAssociation: IamInstanceProfileAssociation


class ReplaceImageCriteriaInAllowedImagesSettingsRequest(TypedDict, total=False):
    ImageCriteria: list[ImageCriterionRequest]
    DryRun: bool


class ReplaceImageCriteriaInAllowedImagesSettingsResponse(TypedDict, total=False):
    ReturnValue: bool


class _ReplaceImageInstanceTypeSpecificationRequestRequired(TypedDict):
    ImageId: str


class ReplaceImageInstanceTypeSpecificationRequest(
    _ReplaceImageInstanceTypeSpecificationRequestRequired, total=False
):
    InstanceTypeSpecification: InstanceTypeSpecificationRequest
    DryRun: bool


class ReplaceImageInstanceTypeSpecificationResponse(TypedDict, total=False):
    ReturnValue: bool


class _ReplaceNetworkAclAssociationRequestRequired(TypedDict):
    AssociationId: str
    NetworkAclId: str


class ReplaceNetworkAclAssociationRequest(_ReplaceNetworkAclAssociationRequestRequired, total=False):
    DryRun: bool


class ReplaceNetworkAclAssociationResponse(TypedDict, total=False):
    NewAssociationId: str


class _ReplaceNetworkAclEntryRequestRequired(TypedDict):
    NetworkAclId: str
    RuleNumber: int
    Protocol: str
    RuleAction: str
    Egress: bool


class ReplaceNetworkAclEntryRequest(_ReplaceNetworkAclEntryRequestRequired, total=False):
    DryRun: bool
    CidrBlock: str
    Ipv6CidrBlock: str
    IcmpTypeCode: IcmpTypeCode
    PortRange: PortRange


class ReplaceRootVolumeTask(TypedDict, total=False):
    ReplaceRootVolumeTaskId: str
    InstanceId: str
    TaskState: str
    StartTime: str
    CompleteTime: str
    Tags: list[Tag]
    ImageId: str
    SnapshotId: str
    DeleteReplacedRootVolume: bool


class _ReplaceRouteRequestRequired(TypedDict):
    RouteTableId: str


class ReplaceRouteRequest(_ReplaceRouteRequestRequired, total=False):
    DestinationPrefixListId: str
    VpcEndpointId: str
    LocalTarget: bool
    TransitGatewayId: str
    LocalGatewayId: str
    CarrierGatewayId: str
    CoreNetworkArn: str
    OdbNetworkArn: str
    DryRun: bool
    DestinationCidrBlock: str
    GatewayId: str
    DestinationIpv6CidrBlock: str
    EgressOnlyInternetGatewayId: str
    InstanceId: str
    NetworkInterfaceId: str
    VpcPeeringConnectionId: str
    NatGatewayId: str


class _ReplaceRouteTableAssociationRequestRequired(TypedDict):
    AssociationId: str
    RouteTableId: str


class ReplaceRouteTableAssociationRequest(_ReplaceRouteTableAssociationRequestRequired, total=False):
    DryRun: bool


class ReplaceRouteTableAssociationResponse(TypedDict, total=False):
    NewAssociationId: str
    AssociationState: RouteTableAssociationState


class _ReplaceTransitGatewayRouteRequestRequired(TypedDict):
    DestinationCidrBlock: str
    TransitGatewayRouteTableId: str


class ReplaceTransitGatewayRouteRequest(_ReplaceTransitGatewayRouteRequestRequired, total=False):
    TransitGatewayAttachmentId: str
    Blackhole: bool
    DryRun: bool


class ReplaceTransitGatewayRouteResponse(TypedDict, total=False):
    Route: TransitGatewayRoute


class _ReplaceVpnTunnelRequestRequired(TypedDict):
    VpnConnectionId: str
    VpnTunnelOutsideIpAddress: str


class ReplaceVpnTunnelRequest(_ReplaceVpnTunnelRequestRequired, total=False):
    ApplyPendingMaintenance: bool
    DryRun: bool


class ReplaceVpnTunnelResponse(TypedDict, total=False):
    Return: bool


class _ReportInstanceStatusRequestRequired(TypedDict):
    Instances: list[str]
    Status: str
    ReasonCodes: list[str]


class ReportInstanceStatusRequest(_ReportInstanceStatusRequestRequired, total=False):
    DryRun: bool
    StartTime: datetime
    EndTime: datetime
    Description: str


class RequestFilterPortRange(TypedDict, total=False):
    FromPort: int
    ToPort: int


class RequestIpamResourceTag(TypedDict, total=False):
    Key: str
    Value: str


class RequestLaunchTemplateData(TypedDict, total=False):
    KernelId: str
    EbsOptimized: bool
    IamInstanceProfile: LaunchTemplateIamInstanceProfileSpecificationRequest
    BlockDeviceMappings: list[LaunchTemplateBlockDeviceMappingRequest]
    NetworkInterfaces: list[LaunchTemplateInstanceNetworkInterfaceSpecificationRequest]
    ImageId: str
    InstanceType: str
    KeyName: str
    Monitoring: LaunchTemplatesMonitoringRequest
    Placement: LaunchTemplatePlacementRequest
    RamDiskId: str
    DisableApiTermination: bool
    InstanceInitiatedShutdownBehavior: str
    UserData: str
    TagSpecifications: list[LaunchTemplateTagSpecificationRequest]
    ElasticGpuSpecifications: list[ElasticGpuSpecification]
    ElasticInferenceAccelerators: list[LaunchTemplateElasticInferenceAccelerator]
    SecurityGroupIds: list[str]
    SecurityGroups: list[str]
    InstanceMarketOptions: LaunchTemplateInstanceMarketOptionsRequest
    CreditSpecification: CreditSpecificationRequest
    CpuOptions: LaunchTemplateCpuOptionsRequest
    CapacityReservationSpecification: LaunchTemplateCapacityReservationSpecificationRequest
    LicenseSpecifications: list[LaunchTemplateLicenseConfigurationRequest]
    HibernationOptions: LaunchTemplateHibernationOptionsRequest
    MetadataOptions: LaunchTemplateInstanceMetadataOptionsRequest
    EnclaveOptions: LaunchTemplateEnclaveOptionsRequest
    InstanceRequirements: InstanceRequirementsRequest
    PrivateDnsNameOptions: LaunchTemplatePrivateDnsNameOptionsRequest
    MaintenanceOptions: LaunchTemplateInstanceMaintenanceOptionsRequest
    DisableApiStop: bool
    Operator: OperatorRequest
    NetworkPerformanceOptions: LaunchTemplateNetworkPerformanceOptionsRequest
    SecondaryInterfaces: list[LaunchTemplateInstanceSecondaryInterfaceSpecificationRequest]


class _RequestSpotFleetRequestRequired(TypedDict):
    SpotFleetRequestConfig: SpotFleetRequestConfigData


class RequestSpotFleetRequest(_RequestSpotFleetRequestRequired, total=False):
    DryRun: bool


class RequestSpotFleetResponse(TypedDict, total=False):
    SpotFleetRequestId: str


class RequestSpotInstancesRequest(TypedDict, total=False):
    LaunchSpecification: RequestSpotLaunchSpecification
    TagSpecifications: list[TagSpecification]
    InstanceInterruptionBehavior: str
    DryRun: bool
    SpotPrice: str
    ClientToken: str
    InstanceCount: int
    Type: str
    ValidFrom: datetime
    ValidUntil: datetime
    LaunchGroup: str
    AvailabilityZoneGroup: str
    BlockDurationMinutes: int


class RequestSpotInstancesResponse(TypedDict, total=False):
    SpotInstanceRequests: list[SpotInstanceRequest]


class RequestSpotLaunchSpecification(TypedDict, total=False):
    SecurityGroupIds: list[str]
    SecurityGroups: list[str]
    AddressingType: str
    BlockDeviceMappings: list[BlockDeviceMapping]
    EbsOptimized: bool
    IamInstanceProfile: IamInstanceProfileSpecification
    ImageId: str
    InstanceType: str
    KernelId: str
    KeyName: str
    Monitoring: RunInstancesMonitoringEnabled
    NetworkInterfaces: list[InstanceNetworkInterfaceSpecification]
    Placement: SpotPlacement
    RamdiskId: str
    SubnetId: str
    UserData: str


class ReservationFleetInstanceSpecification(TypedDict, total=False):
    InstanceType: str
    InstancePlatform: str
    Weight: float
    AvailabilityZone: str
    AvailabilityZoneId: str
    EbsOptimized: bool
    Priority: int


class ReservationValue(TypedDict, total=False):
    HourlyPrice: str
    RemainingTotalValue: str
    RemainingUpfrontValue: str


class ReservedCapacityFallbackOptions(TypedDict, total=False):
    MarketTypes: list[str]


class ReservedCapacityFallbackOptionsRequest(TypedDict, total=False):
    MarketTypes: list[str]


class ReservedCapacityOptions(TypedDict, total=False):
    AllocationStrategy: str
    ReservationTypes: list[str]
    ReservedCapacityFallbackOptions: ReservedCapacityFallbackOptions


class ReservedCapacityOptionsRequest(TypedDict, total=False):
    AllocationStrategy: str
    ReservationTypes: list[str]
    CapacityReservationTarget: FleetCapacityReservationTargetRequest
    ReservedCapacityFallbackOptions: ReservedCapacityFallbackOptionsRequest


class ReservedInstanceLimitPrice(TypedDict, total=False):
    Amount: float
    CurrencyCode: str


class ReservedInstanceReservationValue(TypedDict, total=False):
    ReservationValue: ReservationValue
    ReservedInstanceId: str


class ReservedInstances(TypedDict, total=False):
    CurrencyCode: str
    InstanceTenancy: str
    OfferingClass: str
    OfferingType: str
    RecurringCharges: list[RecurringCharge]
    Scope: str
    Tags: list[Tag]
    AvailabilityZoneId: str
    ReservedInstancesId: str
    InstanceType: str
    AvailabilityZone: str
    Start: datetime
    End: datetime
    Duration: int
    UsagePrice: float
    FixedPrice: float
    InstanceCount: int
    ProductDescription: str
    State: str


class ReservedInstancesConfiguration(TypedDict, total=False):
    AvailabilityZone: str
    InstanceCount: int
    InstanceType: str
    Platform: str
    Scope: str
    AvailabilityZoneId: str


class ReservedInstancesId(TypedDict, total=False):
    ReservedInstancesId: str


class ReservedInstancesListing(TypedDict, total=False):
    ClientToken: str
    CreateDate: datetime
    InstanceCounts: list[InstanceCount]
    PriceSchedules: list[PriceSchedule]
    ReservedInstancesId: str
    ReservedInstancesListingId: str
    Status: str
    StatusMessage: str
    Tags: list[Tag]
    UpdateDate: datetime


class ReservedInstancesModification(TypedDict, total=False):
    ClientToken: str
    CreateDate: datetime
    EffectiveDate: datetime
    ModificationResults: list[ReservedInstancesModificationResult]
    ReservedInstancesIds: list[ReservedInstancesId]
    ReservedInstancesModificationId: str
    Status: str
    StatusMessage: str
    UpdateDate: datetime


class ReservedInstancesModificationResult(TypedDict, total=False):
    ReservedInstancesId: str
    TargetConfiguration: ReservedInstancesConfiguration


class ReservedInstancesOffering(TypedDict, total=False):
    CurrencyCode: str
    InstanceTenancy: str
    Marketplace: bool
    OfferingClass: str
    OfferingType: str
    PricingDetails: list[PricingDetail]
    RecurringCharges: list[RecurringCharge]
    Scope: str
    AvailabilityZoneId: str
    ReservedInstancesOfferingId: str
    InstanceType: str
    AvailabilityZone: str
    Duration: int
    UsagePrice: float
    FixedPrice: float
    ProductDescription: str


class _ResetAddressAttributeRequestRequired(TypedDict):
    AllocationId: str
    Attribute: str


class ResetAddressAttributeRequest(_ResetAddressAttributeRequestRequired, total=False):
    DryRun: bool


class ResetAddressAttributeResponse(TypedDict, total=False):
    Address: AddressAttribute


class ResetEbsDefaultKmsKeyIdRequest(TypedDict, total=False):
    DryRun: bool


class ResetEbsDefaultKmsKeyIdResponse(TypedDict, total=False):
    KmsKeyId: str


class _ResetFpgaImageAttributeRequestRequired(TypedDict):
    FpgaImageId: str


class ResetFpgaImageAttributeRequest(_ResetFpgaImageAttributeRequestRequired, total=False):
    DryRun: bool
    Attribute: str


class ResetFpgaImageAttributeResponse(TypedDict, total=False):
    Return: bool


class _ResetImageAttributeRequestRequired(TypedDict):
    Attribute: str
    ImageId: str


class ResetImageAttributeRequest(_ResetImageAttributeRequestRequired, total=False):
    DryRun: bool


class _ResetInstanceAttributeRequestRequired(TypedDict):
    InstanceId: str
    Attribute: str


class ResetInstanceAttributeRequest(_ResetInstanceAttributeRequestRequired, total=False):
    DryRun: bool


class _ResetNetworkInterfaceAttributeRequestRequired(TypedDict):
    NetworkInterfaceId: str


class ResetNetworkInterfaceAttributeRequest(_ResetNetworkInterfaceAttributeRequestRequired, total=False):
    DryRun: bool
    SourceDestCheck: str


class _ResetSnapshotAttributeRequestRequired(TypedDict):
    Attribute: str
    SnapshotId: str


class ResetSnapshotAttributeRequest(_ResetSnapshotAttributeRequestRequired, total=False):
    DryRun: bool


class ResourceStatement(TypedDict, total=False):
    Resources: list[str]
    ResourceTypes: list[str]


class ResourceStatementRequest(TypedDict, total=False):
    Resources: list[str]
    ResourceTypes: list[str]


class ResourceTypeOption(TypedDict, total=False):
    OptionName: str
    OptionValues: list[str]


class ResourceTypeRequest(TypedDict, total=False):
    ResourceType: str
    ResourceTypeOptions: list[ResourceTypeOption]


class ResponseError(TypedDict, total=False):
    Code: str
    Message: str


class ResponseLaunchTemplateData(TypedDict, total=False):
    KernelId: str
    EbsOptimized: bool
    IamInstanceProfile: LaunchTemplateIamInstanceProfileSpecification
    BlockDeviceMappings: list[LaunchTemplateBlockDeviceMapping]
    NetworkInterfaces: list[LaunchTemplateInstanceNetworkInterfaceSpecification]
    ImageId: str
    InstanceType: str
    KeyName: str
    Monitoring: LaunchTemplatesMonitoring
    Placement: LaunchTemplatePlacement
    RamDiskId: str
    DisableApiTermination: bool
    InstanceInitiatedShutdownBehavior: str
    UserData: str
    TagSpecifications: list[LaunchTemplateTagSpecification]
    ElasticGpuSpecifications: list[ElasticGpuSpecificationResponse]
    ElasticInferenceAccelerators: list[LaunchTemplateElasticInferenceAcceleratorResponse]
    SecurityGroupIds: list[str]
    SecurityGroups: list[str]
    InstanceMarketOptions: LaunchTemplateInstanceMarketOptions
    CreditSpecification: CreditSpecification
    CpuOptions: LaunchTemplateCpuOptions
    CapacityReservationSpecification: LaunchTemplateCapacityReservationSpecificationResponse
    LicenseSpecifications: list[LaunchTemplateLicenseConfiguration]
    HibernationOptions: LaunchTemplateHibernationOptions
    MetadataOptions: LaunchTemplateInstanceMetadataOptions
    EnclaveOptions: LaunchTemplateEnclaveOptions
    InstanceRequirements: InstanceRequirements
    PrivateDnsNameOptions: LaunchTemplatePrivateDnsNameOptions
    MaintenanceOptions: LaunchTemplateInstanceMaintenanceOptions
    DisableApiStop: bool
    Operator: OperatorResponse
    NetworkPerformanceOptions: LaunchTemplateNetworkPerformanceOptions
    SecondaryInterfaces: list[LaunchTemplateInstanceSecondaryInterfaceSpecification]


class _RestoreAddressToClassicRequestRequired(TypedDict):
    PublicIp: str


class RestoreAddressToClassicRequest(_RestoreAddressToClassicRequestRequired, total=False):
    DryRun: bool


class RestoreAddressToClassicResponse(TypedDict, total=False):
    PublicIp: str
    Status: str


class _RestoreImageFromRecycleBinRequestRequired(TypedDict):
    ImageId: str


class RestoreImageFromRecycleBinRequest(_RestoreImageFromRecycleBinRequestRequired, total=False):
    DryRun: bool


class RestoreImageFromRecycleBinResponse(TypedDict, total=False):
    Return: bool


class _RestoreManagedPrefixListVersionRequestRequired(TypedDict):
    PrefixListId: str
    PreviousVersion: int
    CurrentVersion: int


class RestoreManagedPrefixListVersionRequest(_RestoreManagedPrefixListVersionRequestRequired, total=False):
    DryRun: bool


class RestoreManagedPrefixListVersionResponse(TypedDict, total=False):
    PrefixList: ManagedPrefixList


class _RestoreSnapshotFromRecycleBinRequestRequired(TypedDict):
    SnapshotId: str


class RestoreSnapshotFromRecycleBinRequest(_RestoreSnapshotFromRecycleBinRequestRequired, total=False):
    DryRun: bool


class RestoreSnapshotFromRecycleBinResponse(TypedDict, total=False):
    SnapshotId: str
    OutpostArn: str
    Description: str
    Encrypted: bool
    OwnerId: str
    Progress: str
    StartTime: datetime
    State: str
    VolumeId: str
    VolumeSize: int
    SseType: str


class _RestoreSnapshotTierRequestRequired(TypedDict):
    SnapshotId: str


class RestoreSnapshotTierRequest(_RestoreSnapshotTierRequestRequired, total=False):
    TemporaryRestoreDays: int
    PermanentRestore: bool
    DryRun: bool


class RestoreSnapshotTierResponse(TypedDict, total=False):
    SnapshotId: str
    RestoreStartTime: datetime
    RestoreDuration: int
    IsPermanentRestore: bool


class _RestoreVolumeFromRecycleBinRequestRequired(TypedDict):
    VolumeId: str


class RestoreVolumeFromRecycleBinRequest(_RestoreVolumeFromRecycleBinRequestRequired, total=False):
    DryRun: bool


class RestoreVolumeFromRecycleBinResponse(TypedDict, total=False):
    Return: bool


class _RevokeClientVpnIngressRequestRequired(TypedDict):
    ClientVpnEndpointId: str
    TargetNetworkCidr: str


class RevokeClientVpnIngressRequest(_RevokeClientVpnIngressRequestRequired, total=False):
    AccessGroupId: str
    RevokeAllGroups: bool
    DryRun: bool


class RevokeClientVpnIngressResponse(TypedDict, total=False):
    Status: ClientVpnAuthorizationRuleStatus


class _RevokeSecurityGroupEgressRequestRequired(TypedDict):
    GroupId: str


class RevokeSecurityGroupEgressRequest(_RevokeSecurityGroupEgressRequestRequired, total=False):
    SecurityGroupRuleIds: list[str]
    DryRun: bool
    SourceSecurityGroupName: str
    SourceSecurityGroupOwnerId: str
    IpProtocol: str
    FromPort: int
    ToPort: int
    CidrIp: str
    IpPermissions: list[IpPermission]


class RevokeSecurityGroupEgressResponse(TypedDict, total=False):
    Return: bool
    UnknownIpPermissions: list[IpPermission]
    RevokedSecurityGroupRules: list[RevokedSecurityGroupRule]


class RevokeSecurityGroupIngressRequest(TypedDict, total=False):
    CidrIp: str
    FromPort: int
    GroupId: str
    GroupName: str
    IpPermissions: list[IpPermission]
    IpProtocol: str
    SourceSecurityGroupName: str
    SourceSecurityGroupOwnerId: str
    ToPort: int
    SecurityGroupRuleIds: list[str]
    DryRun: bool


class RevokeSecurityGroupIngressResponse(TypedDict, total=False):
    Return: bool
    UnknownIpPermissions: list[IpPermission]
    RevokedSecurityGroupRules: list[RevokedSecurityGroupRule]


class RevokedSecurityGroupRule(TypedDict, total=False):
    SecurityGroupRuleId: str
    GroupId: str
    IsEgress: bool
    IpProtocol: str
    FromPort: int
    ToPort: int
    CidrIpv4: str
    CidrIpv6: str
    PrefixListId: str
    ReferencedGroupId: str
    Description: str


class Route(TypedDict, total=False):
    DestinationCidrBlock: str
    DestinationIpv6CidrBlock: str
    DestinationPrefixListId: str
    EgressOnlyInternetGatewayId: str
    GatewayId: str
    InstanceId: str
    InstanceOwnerId: str
    NatGatewayId: str
    TransitGatewayId: str
    LocalGatewayId: str
    CarrierGatewayId: str
    NetworkInterfaceId: str
    Origin: str
    State: str
    VpcPeeringConnectionId: str
    CoreNetworkArn: str
    OdbNetworkArn: str
    IpAddress: str
    IgwFirewall: IgwFirewall


class RouteServer(TypedDict, total=False):
    RouteServerId: str
    AmazonSideAsn: int
    State: str
    Tags: list[Tag]
    PersistRoutesState: str
    PersistRoutesDuration: int
    SnsNotificationsEnabled: bool
    SnsTopicArn: str


class RouteServerAssociation(TypedDict, total=False):
    RouteServerId: str
    VpcId: str
    State: str


class RouteServerBfdStatus(TypedDict, total=False):
    Status: str


class RouteServerBgpOptions(TypedDict, total=False):
    PeerAsn: int
    PeerLivenessDetection: str


class _RouteServerBgpOptionsRequestRequired(TypedDict):
    PeerAsn: int


class RouteServerBgpOptionsRequest(_RouteServerBgpOptionsRequestRequired, total=False):
    PeerLivenessDetection: str


class RouteServerBgpStatus(TypedDict, total=False):
    Status: str


class RouteServerEndpoint(TypedDict, total=False):
    RouteServerId: str
    RouteServerEndpointId: str
    VpcId: str
    SubnetId: str
    EniId: str
    EniAddress: str
    State: str
    FailureReason: str
    Tags: list[Tag]


class RouteServerPeer(TypedDict, total=False):
    RouteServerPeerId: str
    RouteServerEndpointId: str
    RouteServerId: str
    VpcId: str
    SubnetId: str
    State: str
    FailureReason: str
    EndpointEniId: str
    EndpointEniAddress: str
    PeerAddress: str
    BgpOptions: RouteServerBgpOptions
    BgpStatus: RouteServerBgpStatus
    BfdStatus: RouteServerBfdStatus
    Tags: list[Tag]


class RouteServerPropagation(TypedDict, total=False):
    RouteServerId: str
    RouteTableId: str
    State: str


class RouteServerRoute(TypedDict, total=False):
    RouteServerEndpointId: str
    RouteServerPeerId: str
    RouteInstallationDetails: list[RouteServerRouteInstallationDetail]
    RouteStatus: str
    Prefix: str
    AsPaths: list[str]
    Med: int
    NextHopIp: str


class RouteServerRouteInstallationDetail(TypedDict, total=False):
    RouteTableId: str
    RouteInstallationStatus: str
    RouteInstallationStatusReason: str


class RouteTable(TypedDict, total=False):
    Associations: list[RouteTableAssociation]
    PropagatingVgws: list[PropagatingVgw]
    RouteTableId: str
    Routes: list[Route]
    Tags: list[Tag]
    VpcId: str
    OwnerId: str


class RouteTableAssociation(TypedDict, total=False):
    Main: bool
    RouteTableAssociationId: str
    RouteTableId: str
    SubnetId: str
    GatewayId: str
    PublicIpv4Pool: str
    AssociationState: RouteTableAssociationState


class RouteTableAssociationState(TypedDict, total=False):
    State: str
    StatusMessage: str


class RuleGroupRuleOptionsPair(TypedDict, total=False):
    RuleGroupArn: str
    RuleOptions: list[RuleOption]


class RuleGroupTypePair(TypedDict, total=False):
    RuleGroupArn: str
    RuleGroupType: str


class RuleOption(TypedDict, total=False):
    Keyword: str
    Settings: list[str]


class _RunInstancesMonitoringEnabledRequired(TypedDict):
    Enabled: bool


class RunInstancesMonitoringEnabled(_RunInstancesMonitoringEnabledRequired, total=False):
    MetricCategoryIds: list[str]


class _RunInstancesRequestRequired(TypedDict):
    MaxCount: int
    MinCount: int


class RunInstancesRequest(_RunInstancesRequestRequired, total=False):
    BlockDeviceMappings: list[BlockDeviceMapping]
    ImageId: str
    InstanceType: str
    Ipv6AddressCount: int
    Ipv6Addresses: list[InstanceIpv6Address]
    KernelId: str
    KeyName: str
    Monitoring: RunInstancesMonitoringEnabled
    Placement: Placement
    RamdiskId: str
    SecurityGroupIds: list[str]
    SecurityGroups: list[str]
    SubnetId: str
    UserData: str
    ElasticGpuSpecification: list[ElasticGpuSpecification]
    ElasticInferenceAccelerators: list[ElasticInferenceAccelerator]
    TagSpecifications: list[TagSpecification]
    LaunchTemplate: LaunchTemplateSpecification
    InstanceMarketOptions: InstanceMarketOptionsRequest
    CreditSpecification: CreditSpecificationRequest
    CpuOptions: CpuOptionsRequest
    CapacityReservationSpecification: CapacityReservationSpecification
    HibernationOptions: HibernationOptionsRequest
    LicenseSpecifications: list[LicenseConfigurationRequest]
    MetadataOptions: InstanceMetadataOptionsRequest
    EnclaveOptions: EnclaveOptionsRequest
    PrivateDnsNameOptions: PrivateDnsNameOptionsRequest
    MaintenanceOptions: InstanceMaintenanceOptionsRequest
    DisableApiStop: bool
    EnablePrimaryIpv6: bool
    NetworkPerformanceOptions: InstanceNetworkPerformanceOptionsRequest
    Operator: OperatorRequest
    SecondaryInterfaces: list[InstanceSecondaryInterfaceSpecificationRequest]
    DryRun: bool
    DisableApiTermination: bool
    InstanceInitiatedShutdownBehavior: str
    PrivateIpAddress: str
    ClientToken: str
    AdditionalInfo: str
    NetworkInterfaces: list[InstanceNetworkInterfaceSpecification]
    IamInstanceProfile: IamInstanceProfileSpecification
    EbsOptimized: bool


class RunInstancesResponse(TypedDict, total=False):
    ReservationId: str
    OwnerId: str
    RequesterId: str
    Groups: list[GroupIdentifier]
    Instances: list[Instance]


class _RunScheduledInstancesRequestRequired(TypedDict):
    LaunchSpecification: ScheduledInstancesLaunchSpecification
    ScheduledInstanceId: str


class RunScheduledInstancesRequest(_RunScheduledInstancesRequestRequired, total=False):
    ClientToken: str
    DryRun: bool
    InstanceCount: int


class RunScheduledInstancesResponse(TypedDict, total=False):
    InstanceIdSet: list[str]


class S3ObjectTag(TypedDict, total=False):
    Key: str
    Value: str


class S3Storage(TypedDict, total=False):
    AWSAccessKeyId: str
    Bucket: str
    Prefix: str
    UploadPolicy: bytes
    UploadPolicySignature: str


class ScanResultCondition(TypedDict, total=False):
    MaxDaysSinceLastFindingScan: int
    MaximumSeverityLabel: str
    MaxDaysSinceInformationalFixAvailable: int
    MaxDaysSinceLowFixAvailable: int
    MaxDaysSinceMediumFixAvailable: int
    MaxDaysSinceHighFixAvailable: int
    MaxDaysSinceCriticalFixAvailable: int


class ScanResultConditionRequest(TypedDict, total=False):
    MaxDaysSinceLastFindingScan: int
    MaximumSeverityLabel: str
    MaxDaysSinceInformationalFixAvailable: int
    MaxDaysSinceLowFixAvailable: int
    MaxDaysSinceMediumFixAvailable: int
    MaxDaysSinceHighFixAvailable: int
    MaxDaysSinceCriticalFixAvailable: int


class ScanResults(TypedDict, total=False):
    HighestFindingSeverityLabel: str
    FindingScanDate: datetime
    InformationalFixAvailableSince: datetime
    LowFixAvailableSince: datetime
    MediumFixAvailableSince: datetime
    HighFixAvailableSince: datetime
    CriticalFixAvailableSince: datetime


class ScheduledInstance(TypedDict, total=False):
    AvailabilityZone: str
    CreateDate: datetime
    HourlyPrice: str
    InstanceCount: int
    InstanceType: str
    NetworkPlatform: str
    NextSlotStartTime: datetime
    Platform: str
    PreviousSlotEndTime: datetime
    Recurrence: ScheduledInstanceRecurrence
    ScheduledInstanceId: str
    SlotDurationInHours: int
    TermEndDate: datetime
    TermStartDate: datetime
    TotalScheduledInstanceHours: int


class ScheduledInstanceAvailability(TypedDict, total=False):
    AvailabilityZone: str
    AvailableInstanceCount: int
    FirstSlotStartTime: datetime
    HourlyPrice: str
    InstanceType: str
    MaxTermDurationInDays: int
    MinTermDurationInDays: int
    NetworkPlatform: str
    Platform: str
    PurchaseToken: str
    Recurrence: ScheduledInstanceRecurrence
    SlotDurationInHours: int
    TotalScheduledInstanceHours: int


class ScheduledInstanceRecurrence(TypedDict, total=False):
    Frequency: str
    Interval: int
    OccurrenceDaySet: list[int]
    OccurrenceRelativeToEnd: bool
    OccurrenceUnit: str


class ScheduledInstanceRecurrenceRequest(TypedDict, total=False):
    Frequency: str
    Interval: int
    OccurrenceDays: list[int]
    OccurrenceRelativeToEnd: bool
    OccurrenceUnit: str


class ScheduledInstancesBlockDeviceMapping(TypedDict, total=False):
    DeviceName: str
    Ebs: ScheduledInstancesEbs
    NoDevice: str
    VirtualName: str


class ScheduledInstancesEbs(TypedDict, total=False):
    DeleteOnTermination: bool
    Encrypted: bool
    Iops: int
    SnapshotId: str
    VolumeSize: int
    VolumeType: str


class ScheduledInstancesIamInstanceProfile(TypedDict, total=False):
    Arn: str
    Name: str


class ScheduledInstancesIpv6Address(TypedDict, total=False):
    Ipv6Address: str


class _ScheduledInstancesLaunchSpecificationRequired(TypedDict):
    ImageId: str


class ScheduledInstancesLaunchSpecification(_ScheduledInstancesLaunchSpecificationRequired, total=False):
    BlockDeviceMappings: list[ScheduledInstancesBlockDeviceMapping]
    EbsOptimized: bool
    IamInstanceProfile: ScheduledInstancesIamInstanceProfile
    InstanceType: str
    KernelId: str
    KeyName: str
    Monitoring: ScheduledInstancesMonitoring
    NetworkInterfaces: list[ScheduledInstancesNetworkInterface]
    Placement: ScheduledInstancesPlacement
    RamdiskId: str
    SecurityGroupIds: list[str]
    SubnetId: str
    UserData: str


class ScheduledInstancesMonitoring(TypedDict, total=False):
    Enabled: bool


class ScheduledInstancesNetworkInterface(TypedDict, total=False):
    AssociatePublicIpAddress: bool
    DeleteOnTermination: bool
    Description: str
    DeviceIndex: int
    Groups: list[str]
    Ipv6AddressCount: int
    Ipv6Addresses: list[ScheduledInstancesIpv6Address]
    NetworkInterfaceId: str
    PrivateIpAddress: str
    PrivateIpAddressConfigs: list[ScheduledInstancesPrivateIpAddressConfig]
    SecondaryPrivateIpAddressCount: int
    SubnetId: str


class ScheduledInstancesPlacement(TypedDict, total=False):
    AvailabilityZone: str
    GroupName: str


class ScheduledInstancesPrivateIpAddressConfig(TypedDict, total=False):
    Primary: bool
    PrivateIpAddress: str


class _SearchLocalGatewayRoutesRequestRequired(TypedDict):
    LocalGatewayRouteTableId: str


class SearchLocalGatewayRoutesRequest(_SearchLocalGatewayRoutesRequestRequired, total=False):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class SearchLocalGatewayRoutesResponse(TypedDict, total=False):
    Routes: list[LocalGatewayRoute]
    NextToken: str


class _SearchTransitGatewayMulticastGroupsRequestRequired(TypedDict):
    TransitGatewayMulticastDomainId: str


class SearchTransitGatewayMulticastGroupsRequest(
    _SearchTransitGatewayMulticastGroupsRequestRequired, total=False
):
    Filters: list[Filter]
    MaxResults: int
    NextToken: str
    DryRun: bool


class SearchTransitGatewayMulticastGroupsResponse(TypedDict, total=False):
    MulticastGroups: list[TransitGatewayMulticastGroup]
    NextToken: str


class _SearchTransitGatewayRoutesRequestRequired(TypedDict):
    TransitGatewayRouteTableId: str
    Filters: list[Filter]


class SearchTransitGatewayRoutesRequest(_SearchTransitGatewayRoutesRequestRequired, total=False):
    MaxResults: int
    DryRun: bool
    NextToken: str


class SearchTransitGatewayRoutesResponse(TypedDict, total=False):
    Routes: list[TransitGatewayRoute]
    AdditionalRoutesAvailable: bool
    NextToken: str


class SecondaryInterface(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    Attachment: SecondaryInterfaceAttachment
    MacAddress: str
    OwnerId: str
    PrivateIpv4Addresses: list[SecondaryInterfaceIpv4Address]
    SecondaryInterfaceId: str
    SecondaryInterfaceArn: str
    SecondaryInterfaceType: str
    SecondarySubnetId: str
    SecondaryNetworkId: str
    SecondaryNetworkType: str
    SourceDestCheck: bool
    Status: str
    Tags: list[Tag]


class SecondaryInterfaceAttachment(TypedDict, total=False):
    AttachmentId: str
    AttachTime: datetime
    DeleteOnTermination: bool
    DeviceIndex: int
    InstanceId: str
    InstanceOwnerId: str
    NetworkCardIndex: int
    Status: str


class SecondaryInterfaceIpv4Address(TypedDict, total=False):
    PrivateIpAddress: str


class SecondaryInterfacePrivateIpAddressSpecification(TypedDict, total=False):
    PrivateIpAddress: str


class SecondaryInterfacePrivateIpAddressSpecificationRequest(TypedDict, total=False):
    PrivateIpAddress: str


class SecondaryNetwork(TypedDict, total=False):
    SecondaryNetworkId: str
    SecondaryNetworkArn: str
    OwnerId: str
    Type: str
    State: str
    StateReason: str
    Ipv4CidrBlockAssociations: list[SecondaryNetworkIpv4CidrBlockAssociation]
    Tags: list[Tag]


class SecondaryNetworkIpv4CidrBlockAssociation(TypedDict, total=False):
    AssociationId: str
    CidrBlock: str
    State: str
    StateReason: str


class SecondarySubnet(TypedDict, total=False):
    SecondarySubnetId: str
    SecondarySubnetArn: str
    SecondaryNetworkId: str
    SecondaryNetworkType: str
    OwnerId: str
    AvailabilityZoneId: str
    AvailabilityZone: str
    Ipv4CidrBlockAssociations: list[SecondarySubnetIpv4CidrBlockAssociation]
    State: str
    StateReason: str
    Tags: list[Tag]


class SecondarySubnetIpv4CidrBlockAssociation(TypedDict, total=False):
    AssociationId: str
    CidrBlock: str
    State: str
    StateReason: str


class SecureBlobAttributeValue(TypedDict, total=False):
    Value: bytes


class SecurityGroup(TypedDict, total=False):
    GroupId: str
    IpPermissionsEgress: list[IpPermission]
    Tags: list[Tag]
    VpcId: str
    SecurityGroupArn: str
    OwnerId: str
    GroupName: str
    Description: str
    IpPermissions: list[IpPermission]


class SecurityGroupForVpc(TypedDict, total=False):
    Description: str
    GroupName: str
    OwnerId: str
    GroupId: str
    Tags: list[Tag]
    PrimaryVpcId: str


class SecurityGroupIdentifier(TypedDict, total=False):
    GroupId: str
    GroupName: str


class SecurityGroupReference(TypedDict, total=False):
    GroupId: str
    ReferencingVpcId: str
    VpcPeeringConnectionId: str
    TransitGatewayId: str


class SecurityGroupRule(TypedDict, total=False):
    SecurityGroupRuleId: str
    GroupId: str
    GroupOwnerId: str
    IsEgress: bool
    IpProtocol: str
    FromPort: int
    ToPort: int
    CidrIpv4: str
    CidrIpv6: str
    PrefixListId: str
    ReferencedGroupInfo: ReferencedSecurityGroup
    Description: str
    Tags: list[Tag]
    SecurityGroupRuleArn: str


class SecurityGroupRuleDescription(TypedDict, total=False):
    SecurityGroupRuleId: str
    Description: str


class SecurityGroupRuleRequest(TypedDict, total=False):
    IpProtocol: str
    FromPort: int
    ToPort: int
    CidrIpv4: str
    CidrIpv6: str
    PrefixListId: str
    ReferencedGroupId: str
    Description: str


class _SecurityGroupRuleUpdateRequired(TypedDict):
    SecurityGroupRuleId: str


class SecurityGroupRuleUpdate(_SecurityGroupRuleUpdateRequired, total=False):
    SecurityGroupRule: SecurityGroupRuleRequest


class SecurityGroupVpcAssociation(TypedDict, total=False):
    GroupId: str
    VpcId: str
    VpcOwnerId: str
    State: str
    StateReason: str
    GroupOwnerId: str


class _SendDiagnosticInterruptRequestRequired(TypedDict):
    InstanceId: str


class SendDiagnosticInterruptRequest(_SendDiagnosticInterruptRequestRequired, total=False):
    DryRun: bool


class ServiceConfiguration(TypedDict, total=False):
    ServiceType: list[ServiceTypeDetail]
    ServiceId: str
    ServiceName: str
    ServiceState: str
    AvailabilityZoneIds: list[str]
    AvailabilityZones: list[str]
    AcceptanceRequired: bool
    ManagesVpcEndpoints: bool
    NetworkLoadBalancerArns: list[str]
    GatewayLoadBalancerArns: list[str]
    SupportedIpAddressTypes: list[str]
    BaseEndpointDnsNames: list[str]
    PrivateDnsName: str
    PrivateDnsNameConfiguration: PrivateDnsNameConfiguration
    PayerResponsibility: str
    Tags: list[Tag]
    SupportedRegions: list[SupportedRegionDetail]
    RemoteAccessEnabled: bool


class ServiceDetail(TypedDict, total=False):
    ServiceName: str
    ServiceId: str
    ServiceType: list[ServiceTypeDetail]
    ServiceRegion: str
    AvailabilityZoneIds: list[str]
    AvailabilityZones: list[str]
    Owner: str
    BaseEndpointDnsNames: list[str]
    PrivateDnsName: str
    PrivateDnsNames: list[PrivateDnsDetails]
    VpcEndpointPolicySupported: bool
    AcceptanceRequired: bool
    ManagesVpcEndpoints: bool
    PayerResponsibility: str
    Tags: list[Tag]
    PrivateDnsNameVerificationState: str
    SupportedIpAddressTypes: list[str]


class ServiceLinkVirtualInterface(TypedDict, total=False):
    ServiceLinkVirtualInterfaceId: str
    ServiceLinkVirtualInterfaceArn: str
    OutpostId: str
    OutpostArn: str
    OwnerId: str
    LocalAddress: str
    PeerAddress: str
    PeerBgpAsn: int
    Vlan: int
    OutpostLagId: str
    Tags: list[Tag]
    ConfigurationState: str


class ServiceTypeDetail(TypedDict, total=False):
    ServiceType: str


class SlotDateTimeRangeRequest(TypedDict):
    EarliestTime: datetime
    LatestTime: datetime


class SlotStartTimeRangeRequest(TypedDict, total=False):
    EarliestTime: datetime
    LatestTime: datetime


class SnapshotDetail(TypedDict, total=False):
    Description: str
    DeviceName: str
    DiskImageSize: float
    Format: str
    Progress: str
    SnapshotId: str
    Status: str
    StatusMessage: str
    Url: str
    UserBucket: UserBucketDetails


class SnapshotDiskContainer(TypedDict, total=False):
    Description: str
    Format: str
    Url: str
    UserBucket: UserBucket


class SnapshotInfo(TypedDict, total=False):
    Description: str
    Tags: list[Tag]
    Encrypted: bool
    VolumeId: str
    State: str
    VolumeSize: int
    StartTime: datetime
    Progress: str
    OwnerId: str
    SnapshotId: str
    OutpostArn: str
    SseType: str
    AvailabilityZone: str


class SnapshotRecycleBinInfo(TypedDict, total=False):
    SnapshotId: str
    RecycleBinEnterTime: datetime
    RecycleBinExitTime: datetime
    Description: str
    VolumeId: str


class SnapshotTaskDetail(TypedDict, total=False):
    Description: str
    DiskImageSize: float
    Encrypted: bool
    Format: str
    KmsKeyId: str
    Progress: str
    SnapshotId: str
    Status: str
    StatusMessage: str
    Url: str
    UserBucket: UserBucketDetails


class SnapshotTierStatus(TypedDict, total=False):
    SnapshotId: str
    VolumeId: str
    Status: str
    OwnerId: str
    Tags: list[Tag]
    StorageTier: str
    LastTieringStartTime: datetime
    LastTieringProgress: int
    LastTieringOperationStatus: str
    LastTieringOperationStatusDetail: str
    ArchivalCompleteTime: datetime
    RestoreExpiryTime: datetime


class SpotCapacityRebalance(TypedDict, total=False):
    ReplacementStrategy: str
    TerminationDelay: int


class SpotDatafeedSubscription(TypedDict, total=False):
    Bucket: str
    Fault: SpotInstanceStateFault
    OwnerId: str
    Prefix: str
    State: str


class SpotFleetLaunchSpecification(TypedDict, total=False):
    AddressingType: str
    BlockDeviceMappings: list[BlockDeviceMapping]
    EbsOptimized: bool
    IamInstanceProfile: IamInstanceProfileSpecification
    ImageId: str
    InstanceType: str
    KernelId: str
    KeyName: str
    Monitoring: SpotFleetMonitoring
    NetworkInterfaces: list[InstanceNetworkInterfaceSpecification]
    Placement: SpotPlacement
    RamdiskId: str
    SpotPrice: str
    SubnetId: str
    UserData: str
    WeightedCapacity: float
    TagSpecifications: list[SpotFleetTagSpecification]
    InstanceRequirements: InstanceRequirements
    SecurityGroups: list[GroupIdentifier]


class SpotFleetMonitoring(TypedDict, total=False):
    Enabled: bool


class SpotFleetRequestConfig(TypedDict, total=False):
    ActivityStatus: str
    CreateTime: datetime
    SpotFleetRequestConfig: SpotFleetRequestConfigData
    SpotFleetRequestId: str
    SpotFleetRequestState: str
    Tags: list[Tag]


class _SpotFleetRequestConfigDataRequired(TypedDict):
    IamFleetRole: str
    TargetCapacity: int


class SpotFleetRequestConfigData(_SpotFleetRequestConfigDataRequired, total=False):
    AllocationStrategy: str
    OnDemandAllocationStrategy: str
    SpotMaintenanceStrategies: SpotMaintenanceStrategies
    ClientToken: str
    ExcessCapacityTerminationPolicy: str
    FulfilledCapacity: float
    OnDemandFulfilledCapacity: float
    LaunchSpecifications: list[SpotFleetLaunchSpecification]
    LaunchTemplateConfigs: list[LaunchTemplateConfig]
    SpotPrice: str
    OnDemandTargetCapacity: int
    OnDemandMaxTotalPrice: str
    SpotMaxTotalPrice: str
    TerminateInstancesWithExpiration: bool
    Type: str
    ValidFrom: datetime
    ValidUntil: datetime
    ReplaceUnhealthyInstances: bool
    InstanceInterruptionBehavior: str
    LoadBalancersConfig: LoadBalancersConfig
    InstancePoolsToUseCount: int
    Context: str
    TargetCapacityUnitType: str
    TagSpecifications: list[TagSpecification]


class SpotFleetTagSpecification(TypedDict, total=False):
    ResourceType: str
    Tags: list[Tag]


class SpotInstanceRequest(TypedDict, total=False):
    ActualBlockHourlyPrice: str
    AvailabilityZoneGroup: str
    BlockDurationMinutes: int
    CreateTime: datetime
    Fault: SpotInstanceStateFault
    InstanceId: str
    LaunchGroup: str
    LaunchSpecification: LaunchSpecification
    LaunchedAvailabilityZone: str
    LaunchedAvailabilityZoneId: str
    ProductDescription: str
    SpotInstanceRequestId: str
    SpotPrice: str
    State: str
    Status: SpotInstanceStatus
    Tags: list[Tag]
    Type: str
    ValidFrom: datetime
    ValidUntil: datetime
    InstanceInterruptionBehavior: str


class SpotInstanceStateFault(TypedDict, total=False):
    Code: str
    Message: str


class SpotInstanceStatus(TypedDict, total=False):
    Code: str
    Message: str
    UpdateTime: datetime


class SpotMaintenanceStrategies(TypedDict, total=False):
    CapacityRebalance: SpotCapacityRebalance


class SpotMarketOptions(TypedDict, total=False):
    MaxPrice: str
    SpotInstanceType: str
    BlockDurationMinutes: int
    ValidUntil: datetime
    InstanceInterruptionBehavior: str


class SpotOptions(TypedDict, total=False):
    AllocationStrategy: str
    MaintenanceStrategies: FleetSpotMaintenanceStrategies
    InstanceInterruptionBehavior: str
    InstancePoolsToUseCount: int
    SingleInstanceType: bool
    SingleAvailabilityZone: bool
    MinTargetCapacity: int
    MaxTotalPrice: str


class SpotOptionsRequest(TypedDict, total=False):
    AllocationStrategy: str
    MaintenanceStrategies: FleetSpotMaintenanceStrategiesRequest
    InstanceInterruptionBehavior: str
    InstancePoolsToUseCount: int
    SingleInstanceType: bool
    SingleAvailabilityZone: bool
    MinTargetCapacity: int
    MaxTotalPrice: str


class SpotPlacement(TypedDict, total=False):
    AvailabilityZone: str
    GroupName: str
    Tenancy: str
    AvailabilityZoneId: str


class SpotPlacementScore(TypedDict, total=False):
    Region: str
    AvailabilityZoneId: str
    Score: int


class SpotPrice(TypedDict, total=False):
    AvailabilityZone: str
    AvailabilityZoneId: str
    InstanceType: str
    ProductDescription: str
    SpotPrice: str
    Timestamp: datetime


class StaleIpPermission(TypedDict, total=False):
    FromPort: int
    IpProtocol: str
    IpRanges: list[str]
    PrefixListIds: list[str]
    ToPort: int
    UserIdGroupPairs: list[UserIdGroupPair]


class StaleSecurityGroup(TypedDict, total=False):
    Description: str
    GroupId: str
    GroupName: str
    StaleIpPermissions: list[StaleIpPermission]
    StaleIpPermissionsEgress: list[StaleIpPermission]
    VpcId: str


class _StartDeclarativePoliciesReportRequestRequired(TypedDict):
    S3Bucket: str
    TargetId: str


class StartDeclarativePoliciesReportRequest(_StartDeclarativePoliciesReportRequestRequired, total=False):
    DryRun: bool
    S3Prefix: str
    TagSpecifications: list[TagSpecification]


class StartDeclarativePoliciesReportResponse(TypedDict, total=False):
    ReportId: str


class _StartInstancesRequestRequired(TypedDict):
    InstanceIds: list[str]


class StartInstancesRequest(_StartInstancesRequestRequired, total=False):
    AdditionalInfo: str
    DryRun: bool


class StartInstancesResponse(TypedDict, total=False):
    StartingInstances: list[InstanceStateChange]


class _StartNetworkInsightsAccessScopeAnalysisRequestRequired(TypedDict):
    NetworkInsightsAccessScopeId: str
    ClientToken: str


class StartNetworkInsightsAccessScopeAnalysisRequest(
    _StartNetworkInsightsAccessScopeAnalysisRequestRequired, total=False
):
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class StartNetworkInsightsAccessScopeAnalysisResponse(TypedDict, total=False):
    NetworkInsightsAccessScopeAnalysis: NetworkInsightsAccessScopeAnalysis


class _StartNetworkInsightsAnalysisRequestRequired(TypedDict):
    NetworkInsightsPathId: str
    ClientToken: str


class StartNetworkInsightsAnalysisRequest(_StartNetworkInsightsAnalysisRequestRequired, total=False):
    AdditionalAccounts: list[str]
    FilterInArns: list[str]
    FilterOutArns: list[str]
    DryRun: bool
    TagSpecifications: list[TagSpecification]


class StartNetworkInsightsAnalysisResponse(TypedDict, total=False):
    NetworkInsightsAnalysis: NetworkInsightsAnalysis


class _StartVpcEndpointServicePrivateDnsVerificationRequestRequired(TypedDict):
    ServiceId: str


class StartVpcEndpointServicePrivateDnsVerificationRequest(
    _StartVpcEndpointServicePrivateDnsVerificationRequestRequired, total=False
):
    DryRun: bool


class StartVpcEndpointServicePrivateDnsVerificationResponse(TypedDict, total=False):
    ReturnValue: bool


class StateReason(TypedDict, total=False):
    Code: str
    Message: str


class _StopInstancesRequestRequired(TypedDict):
    InstanceIds: list[str]


class StopInstancesRequest(_StopInstancesRequestRequired, total=False):
    Hibernate: bool
    SkipOsShutdown: bool
    DryRun: bool
    Force: bool


class StopInstancesResponse(TypedDict, total=False):
    StoppingInstances: list[InstanceStateChange]


class Storage(TypedDict, total=False):
    S3: S3Storage


class StorageLocation(TypedDict, total=False):
    Bucket: str
    Key: str


class StoreImageTaskResult(TypedDict, total=False):
    AmiId: str
    TaskStartTime: datetime
    Bucket: str
    S3objectKey: str
    ProgressPercentage: int
    StoreTaskState: str
    StoreTaskFailureReason: str


class Subnet(TypedDict, total=False):
    AvailabilityZoneId: str
    EnableLniAtDeviceIndex: int
    MapCustomerOwnedIpOnLaunch: bool
    CustomerOwnedIpv4Pool: str
    OwnerId: str
    AssignIpv6AddressOnCreation: bool
    Ipv6CidrBlockAssociationSet: list[SubnetIpv6CidrBlockAssociation]
    Tags: list[Tag]
    SubnetArn: str
    OutpostArn: str
    EnableDns64: bool
    Ipv6Native: bool
    PrivateDnsNameOptionsOnLaunch: PrivateDnsNameOptionsOnLaunch
    BlockPublicAccessStates: BlockPublicAccessStates
    Type: str
    NetworkFirewallConnectivityType: str
    SubnetId: str
    State: str
    VpcId: str
    CidrBlock: str
    AvailableIpAddressCount: int
    AvailabilityZone: str
    DefaultForAz: bool
    MapPublicIpOnLaunch: bool


class SubnetAssociation(TypedDict, total=False):
    SubnetId: str
    State: str


class SubnetCidrBlockState(TypedDict, total=False):
    State: str
    StatusMessage: str


class SubnetCidrReservation(TypedDict, total=False):
    SubnetCidrReservationId: str
    SubnetId: str
    Cidr: str
    ReservationType: str
    OwnerId: str
    Description: str
    Tags: list[Tag]


class SubnetConfiguration(TypedDict, total=False):
    SubnetId: str
    Ipv4: str
    Ipv6: str


class SubnetIpPrefixes(TypedDict, total=False):
    SubnetId: str
    IpPrefixes: list[str]


class SubnetIpv6CidrBlockAssociation(TypedDict, total=False):
    AssociationId: str
    Ipv6CidrBlock: str
    Ipv6CidrBlockState: SubnetCidrBlockState
    Ipv6AddressAttribute: str
    IpSource: str


class Subscription(TypedDict, total=False):
    Source: str
    Destination: str
    Metric: str
    Statistic: str
    Period: str


class SuccessfulAssociationResponseObject(TypedDict, total=False):
    ApplicationStatusCheckId: str
    AssociationType: str
    AssociationValue: str


class SuccessfulInstanceCreditSpecificationItem(TypedDict, total=False):
    InstanceId: str


class SuccessfulQueuedPurchaseDeletion(TypedDict, total=False):
    ReservedInstancesId: str


class SuccessfulSuppressionResponseObject(TypedDict, total=False):
    InstanceId: str
    SuppressAt: datetime
    ResumeAt: datetime


class SupportedRegionDetail(TypedDict, total=False):
    Region: str
    ServiceState: str


class Tag(TypedDict, total=False):
    Key: str
    Value: str


class TagDescription(TypedDict, total=False):
    Key: str
    ResourceId: str
    ResourceType: str
    Value: str


class TagFieldSpecificationRequest(TypedDict, total=False):
    ResourceType: str
    TagKeys: list[str]


class TagFieldSpecificationResponse(TypedDict, total=False):
    ResourceType: str
    TagKeys: list[str]


class TagSpecification(TypedDict, total=False):
    ResourceType: str
    Tags: list[Tag]


class TargetCapacitySpecification(TypedDict, total=False):
    TotalTargetCapacity: int
    OnDemandTargetCapacity: int
    SpotTargetCapacity: int
    DefaultTargetCapacityType: str
    TargetCapacityUnitType: str


class _TargetCapacitySpecificationRequestRequired(TypedDict):
    TotalTargetCapacity: int


class TargetCapacitySpecificationRequest(_TargetCapacitySpecificationRequestRequired, total=False):
    OnDemandTargetCapacity: int
    SpotTargetCapacity: int
    DefaultTargetCapacityType: str
    TargetCapacityUnitType: str


class TargetConfiguration(TypedDict, total=False):
    InstanceCount: int
    OfferingId: str


class _TargetConfigurationRequestRequired(TypedDict):
    OfferingId: str


class TargetConfigurationRequest(_TargetConfigurationRequestRequired, total=False):
    InstanceCount: int


class TargetGroup(TypedDict, total=False):
    Arn: str


class TargetGroupsConfig(TypedDict, total=False):
    TargetGroups: list[TargetGroup]


class TargetNetwork(TypedDict, total=False):
    AssociationId: str
    VpcId: str
    TargetNetworkId: str
    ClientVpnEndpointId: str
    Status: AssociationStatus
    SecurityGroups: list[str]
    AvailabilityZones: list[str]
    AvailabilityZoneIds: list[str]


class TargetReservationValue(TypedDict, total=False):
    ReservationValue: ReservationValue
    TargetConfiguration: TargetConfiguration


class _TerminateClientVpnConnectionsRequestRequired(TypedDict):
    ClientVpnEndpointId: str


class TerminateClientVpnConnectionsRequest(_TerminateClientVpnConnectionsRequestRequired, total=False):
    ConnectionId: str
    Username: str
    DryRun: bool


class TerminateClientVpnConnectionsResponse(TypedDict, total=False):
    ClientVpnEndpointId: str
    Username: str
    ConnectionStatuses: list[TerminateConnectionStatus]


class TerminateConnectionStatus(TypedDict, total=False):
    ConnectionId: str
    PreviousStatus: ClientVpnConnectionStatus
    CurrentStatus: ClientVpnConnectionStatus


class _TerminateInstancesRequestRequired(TypedDict):
    InstanceIds: list[str]


class TerminateInstancesRequest(_TerminateInstancesRequestRequired, total=False):
    Force: bool
    SkipOsShutdown: bool
    DryRun: bool


class TerminateInstancesResponse(TypedDict, total=False):
    TerminatingInstances: list[InstanceStateChange]


class ThroughResourcesStatement(TypedDict, total=False):
    ResourceStatement: ResourceStatement


class ThroughResourcesStatementRequest(TypedDict, total=False):
    ResourceStatement: ResourceStatementRequest


class TotalLocalStorageGB(TypedDict, total=False):
    Min: float
    Max: float


class TotalLocalStorageGBRequest(TypedDict, total=False):
    Min: float
    Max: float


class TrafficMirrorFilter(TypedDict, total=False):
    TrafficMirrorFilterId: str
    IngressFilterRules: list[TrafficMirrorFilterRule]
    EgressFilterRules: list[TrafficMirrorFilterRule]
    NetworkServices: list[str]
    Description: str
    Tags: list[Tag]


class TrafficMirrorFilterRule(TypedDict, total=False):
    TrafficMirrorFilterRuleId: str
    TrafficMirrorFilterId: str
    TrafficDirection: str
    RuleNumber: int
    RuleAction: str
    Protocol: int
    DestinationPortRange: TrafficMirrorPortRange
    SourcePortRange: TrafficMirrorPortRange
    DestinationCidrBlock: str
    SourceCidrBlock: str
    Description: str
    Tags: list[Tag]


class TrafficMirrorPortRange(TypedDict, total=False):
    FromPort: int
    ToPort: int


class TrafficMirrorPortRangeRequest(TypedDict, total=False):
    FromPort: int
    ToPort: int


class TrafficMirrorSession(TypedDict, total=False):
    TrafficMirrorSessionId: str
    TrafficMirrorTargetId: str
    TrafficMirrorFilterId: str
    NetworkInterfaceId: str
    OwnerId: str
    PacketLength: int
    SessionNumber: int
    VirtualNetworkId: int
    Description: str
    Tags: list[Tag]


class TrafficMirrorTarget(TypedDict, total=False):
    TrafficMirrorTargetId: str
    NetworkInterfaceId: str
    NetworkLoadBalancerArn: str
    Type: str
    Description: str
    OwnerId: str
    Tags: list[Tag]
    GatewayLoadBalancerEndpointId: str


class TransitGateway(TypedDict, total=False):
    TransitGatewayId: str
    TransitGatewayArn: str
    State: str
    OwnerId: str
    Description: str
    CreationTime: datetime
    Options: TransitGatewayOptions
    Tags: list[Tag]


class TransitGatewayAssociation(TypedDict, total=False):
    TransitGatewayRouteTableId: str
    TransitGatewayAttachmentId: str
    ResourceId: str
    ResourceType: str
    State: str


class TransitGatewayAttachment(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    TransitGatewayId: str
    TransitGatewayOwnerId: str
    ResourceOwnerId: str
    ResourceType: str
    ResourceId: str
    State: str
    Association: TransitGatewayAttachmentAssociation
    CreationTime: datetime
    Tags: list[Tag]
    NatGatewaySupport: str


class TransitGatewayAttachmentAssociation(TypedDict, total=False):
    TransitGatewayRouteTableId: str
    TransitGatewayPolicyTableId: str
    State: str


class TransitGatewayAttachmentBgpConfiguration(TypedDict, total=False):
    TransitGatewayAsn: int
    PeerAsn: int
    TransitGatewayAddress: str
    PeerAddress: str
    BgpStatus: str


class TransitGatewayAttachmentPropagation(TypedDict, total=False):
    TransitGatewayRouteTableId: str
    State: str


class TransitGatewayClientVpnAttachment(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    TransitGatewayId: str
    ClientVpnEndpointId: str
    ClientVpnOwnerId: str
    State: str
    CreationTime: str


class TransitGatewayConfigurationDescribeEndpointStructure(TypedDict, total=False):
    TransitGatewayId: str
    TransitGatewayAttachmentId: str
    AvailabilityZones: list[str]
    AvailabilityZoneIds: list[str]


class TransitGatewayConfigurationInputStructure(TypedDict, total=False):
    TransitGatewayId: str
    AvailabilityZones: list[str]
    AvailabilityZoneIds: list[str]


class TransitGatewayConnect(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    TransportTransitGatewayAttachmentId: str
    TransitGatewayId: str
    State: str
    CreationTime: datetime
    Options: TransitGatewayConnectOptions
    Tags: list[Tag]


class TransitGatewayConnectOptions(TypedDict, total=False):
    Protocol: str


class TransitGatewayConnectPeer(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    TransitGatewayConnectPeerId: str
    State: str
    CreationTime: datetime
    ConnectPeerConfiguration: TransitGatewayConnectPeerConfiguration
    Tags: list[Tag]


class TransitGatewayConnectPeerConfiguration(TypedDict, total=False):
    TransitGatewayAddress: str
    PeerAddress: str
    InsideCidrBlocks: list[str]
    Protocol: str
    BgpConfigurations: list[TransitGatewayAttachmentBgpConfiguration]


class TransitGatewayConnectRequestBgpOptions(TypedDict, total=False):
    PeerAsn: int


class TransitGatewayMeteringPolicy(TypedDict, total=False):
    TransitGatewayMeteringPolicyId: str
    TransitGatewayId: str
    MiddleboxAttachmentIds: list[str]
    State: str
    UpdateEffectiveAt: datetime
    Tags: list[Tag]


class TransitGatewayMeteringPolicyEntry(TypedDict, total=False):
    PolicyRuleNumber: str
    MeteredAccount: str
    State: str
    UpdatedAt: datetime
    UpdateEffectiveAt: datetime
    MeteringPolicyRule: TransitGatewayMeteringPolicyRule


class TransitGatewayMeteringPolicyRule(TypedDict, total=False):
    SourceTransitGatewayAttachmentId: str
    SourceTransitGatewayAttachmentType: str
    SourceCidrBlock: str
    SourcePortRange: str
    DestinationTransitGatewayAttachmentId: str
    DestinationTransitGatewayAttachmentType: str
    DestinationCidrBlock: str
    DestinationPortRange: str
    Protocol: str


class TransitGatewayMulticastDeregisteredGroupMembers(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    DeregisteredNetworkInterfaceIds: list[str]
    GroupIpAddress: str


class TransitGatewayMulticastDeregisteredGroupSources(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    DeregisteredNetworkInterfaceIds: list[str]
    GroupIpAddress: str


class TransitGatewayMulticastDomain(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    TransitGatewayId: str
    TransitGatewayMulticastDomainArn: str
    OwnerId: str
    Options: TransitGatewayMulticastDomainOptions
    State: str
    CreationTime: datetime
    Tags: list[Tag]


class TransitGatewayMulticastDomainAssociation(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    ResourceId: str
    ResourceType: str
    ResourceOwnerId: str
    Subnet: SubnetAssociation


class TransitGatewayMulticastDomainAssociations(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    TransitGatewayAttachmentId: str
    ResourceId: str
    ResourceType: str
    ResourceOwnerId: str
    Subnets: list[SubnetAssociation]


class TransitGatewayMulticastDomainOptions(TypedDict, total=False):
    Igmpv2Support: str
    StaticSourcesSupport: str
    AutoAcceptSharedAssociations: str


class TransitGatewayMulticastGroup(TypedDict, total=False):
    GroupIpAddress: str
    TransitGatewayAttachmentId: str
    SubnetId: str
    ResourceId: str
    ResourceType: str
    ResourceOwnerId: str
    NetworkInterfaceId: str
    GroupMember: bool
    GroupSource: bool
    MemberType: str
    SourceType: str


class TransitGatewayMulticastRegisteredGroupMembers(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    RegisteredNetworkInterfaceIds: list[str]
    GroupIpAddress: str


class TransitGatewayMulticastRegisteredGroupSources(TypedDict, total=False):
    TransitGatewayMulticastDomainId: str
    RegisteredNetworkInterfaceIds: list[str]
    GroupIpAddress: str


class TransitGatewayNatRule(TypedDict, total=False):
    RuleNumber: int
    MatchSourceCidr: str
    NatCidr: str
    State: str


class TransitGatewayNatRuleRequest(TypedDict, total=False):
    RuleNumber: int
    MatchSourceCidr: str
    NatCidr: str


class TransitGatewayNetworkFunctionAttachment(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    TransitGatewayId: str
    TransitGatewayOwnerId: str
    ResourceOwnerId: str
    ResourceId: str
    AvailabilityZones: list[str]
    AvailabilityZoneIds: list[str]
    State: str
    CreationTime: datetime
    Tags: list[Tag]


class TransitGatewayOptions(TypedDict, total=False):
    AmazonSideAsn: int
    TransitGatewayCidrBlocks: list[str]
    AutoAcceptSharedAttachments: str
    DefaultRouteTableAssociation: str
    AssociationDefaultRouteTableId: str
    DefaultRouteTablePropagation: str
    PropagationDefaultRouteTableId: str
    VpnEcmpSupport: str
    DnsSupport: str
    SecurityGroupReferencingSupport: str
    MulticastSupport: str
    EncryptionSupport: EncryptionSupport


class TransitGatewayPeeringAttachment(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    AccepterTransitGatewayAttachmentId: str
    RequesterTgwInfo: PeeringTgwInfo
    AccepterTgwInfo: PeeringTgwInfo
    Options: TransitGatewayPeeringAttachmentOptions
    Status: PeeringAttachmentStatus
    State: str
    CreationTime: datetime
    Tags: list[Tag]


class TransitGatewayPeeringAttachmentOptions(TypedDict, total=False):
    DynamicRouting: str
    RequesterAllowMultipathResilience: bool
    RequesterMultipathResilienceMode: str
    AccepterAllowMultipathResilience: bool
    AccepterMultipathResilienceMode: str
    MultipathResilienceStatus: str


class TransitGatewayPolicyRule(TypedDict, total=False):
    SourceCidrBlock: str
    SourcePortRange: str
    DestinationCidrBlock: str
    DestinationPortRange: str
    Protocol: str
    MetaData: TransitGatewayPolicyRuleMetaData


class TransitGatewayPolicyRuleMetaData(TypedDict, total=False):
    MetaDataKey: str
    MetaDataValue: str


class TransitGatewayPolicyTable(TypedDict, total=False):
    TransitGatewayPolicyTableId: str
    TransitGatewayId: str
    State: str
    CreationTime: datetime
    Tags: list[Tag]


class TransitGatewayPolicyTableAssociation(TypedDict, total=False):
    TransitGatewayPolicyTableId: str
    TransitGatewayAttachmentId: str
    ResourceId: str
    ResourceType: str
    State: str


class TransitGatewayPolicyTableEntry(TypedDict, total=False):
    PolicyRuleNumber: str
    PolicyRule: TransitGatewayPolicyRule
    TargetRouteTableId: str
    State: str


class TransitGatewayPrefixListAttachment(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    ResourceType: str
    ResourceId: str


class TransitGatewayPrefixListReference(TypedDict, total=False):
    TransitGatewayRouteTableId: str
    PrefixListId: str
    PrefixListOwnerId: str
    State: str
    Blackhole: bool
    TransitGatewayAttachment: TransitGatewayPrefixListAttachment


class TransitGatewayPropagation(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    ResourceId: str
    ResourceType: str
    TransitGatewayRouteTableId: str
    State: str
    TransitGatewayRouteTableAnnouncementId: str


class TransitGatewayRequestOptions(TypedDict, total=False):
    AmazonSideAsn: int
    AutoAcceptSharedAttachments: str
    DefaultRouteTableAssociation: str
    DefaultRouteTablePropagation: str
    VpnEcmpSupport: str
    DnsSupport: str
    SecurityGroupReferencingSupport: str
    MulticastSupport: str
    TransitGatewayCidrBlocks: list[str]


class TransitGatewayRequestPolicyRule(TypedDict, total=False):
    SourceCidrBlock: str
    SourcePortRange: str
    DestinationCidrBlock: str
    DestinationPortRange: str
    Protocol: str
    MetaData: TransitGatewayRequestPolicyRuleMetaData


class TransitGatewayRequestPolicyRuleMetaData(TypedDict, total=False):
    MetaDataKey: str
    MetaDataValue: str


class TransitGatewayRoute(TypedDict, total=False):
    DestinationCidrBlock: str
    PrefixListId: str
    TransitGatewayRouteTableAnnouncementId: str
    TransitGatewayAttachments: list[TransitGatewayRouteAttachment]
    Type: str
    State: str


class TransitGatewayRouteAttachment(TypedDict, total=False):
    ResourceId: str
    TransitGatewayAttachmentId: str
    ResourceType: str


class TransitGatewayRouteTable(TypedDict, total=False):
    TransitGatewayRouteTableId: str
    TransitGatewayId: str
    State: str
    DefaultAssociationRouteTable: bool
    DefaultPropagationRouteTable: bool
    CreationTime: datetime
    Tags: list[Tag]


class TransitGatewayRouteTableAnnouncement(TypedDict, total=False):
    TransitGatewayRouteTableAnnouncementId: str
    TransitGatewayId: str
    CoreNetworkId: str
    PeerTransitGatewayId: str
    PeerCoreNetworkId: str
    PeeringAttachmentId: str
    AnnouncementDirection: str
    TransitGatewayRouteTableId: str
    State: str
    CreationTime: datetime
    Tags: list[Tag]


class TransitGatewayRouteTableAssociation(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    ResourceId: str
    ResourceType: str
    State: str


class TransitGatewayRouteTablePropagation(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    ResourceId: str
    ResourceType: str
    State: str
    TransitGatewayRouteTableAnnouncementId: str


class TransitGatewayRouteTableRoute(TypedDict, total=False):
    DestinationCidr: str
    State: str
    RouteOrigin: str
    PrefixListId: str
    AttachmentId: str
    ResourceId: str
    ResourceType: str


class TransitGatewayVpcAttachment(TypedDict, total=False):
    TransitGatewayAttachmentId: str
    TransitGatewayId: str
    VpcId: str
    VpcOwnerId: str
    State: str
    SubnetIds: list[str]
    CreationTime: datetime
    Options: TransitGatewayVpcAttachmentOptions
    Tags: list[Tag]


class TransitGatewayVpcAttachmentOptions(TypedDict, total=False):
    DnsSupport: str
    SecurityGroupReferencingSupport: str
    Ipv6Support: str
    ApplianceModeSupport: str


class TrunkInterfaceAssociation(TypedDict, total=False):
    AssociationId: str
    BranchInterfaceId: str
    TrunkInterfaceId: str
    InterfaceProtocol: str
    VlanId: int
    GreKey: int
    Tags: list[Tag]


class TunnelOption(TypedDict, total=False):
    OutsideIpAddress: str
    TunnelInsideCidr: str
    TunnelInsideIpv6Cidr: str
    PreSharedKey: str
    Phase1LifetimeSeconds: int
    Phase2LifetimeSeconds: int
    RekeyMarginTimeSeconds: int
    RekeyFuzzPercentage: int
    ReplayWindowSize: int
    DpdTimeoutSeconds: int
    DpdTimeoutAction: str
    Phase1EncryptionAlgorithms: list[Phase1EncryptionAlgorithmsListValue]
    Phase2EncryptionAlgorithms: list[Phase2EncryptionAlgorithmsListValue]
    Phase1IntegrityAlgorithms: list[Phase1IntegrityAlgorithmsListValue]
    Phase2IntegrityAlgorithms: list[Phase2IntegrityAlgorithmsListValue]
    Phase1DHGroupNumbers: list[Phase1DHGroupNumbersListValue]
    Phase2DHGroupNumbers: list[Phase2DHGroupNumbersListValue]
    IkeVersions: list[IKEVersionsListValue]
    StartupAction: str
    LogOptions: VpnTunnelLogOptions
    EnableTunnelLifecycleControl: bool
    Phase1AdditionalKeyExchanges: list[VpnAdditionalKeyExchange]
    Phase2AdditionalKeyExchanges: list[VpnAdditionalKeyExchange]


class _UnassignIpv6AddressesRequestRequired(TypedDict):
    NetworkInterfaceId: str


class UnassignIpv6AddressesRequest(_UnassignIpv6AddressesRequestRequired, total=False):
    Ipv6Prefixes: list[str]
    Ipv6Addresses: list[str]


class UnassignIpv6AddressesResponse(TypedDict, total=False):
    NetworkInterfaceId: str
    UnassignedIpv6Addresses: list[str]
    UnassignedIpv6Prefixes: list[str]


class _UnassignPrivateIpAddressesRequestRequired(TypedDict):
    NetworkInterfaceId: str


class UnassignPrivateIpAddressesRequest(_UnassignPrivateIpAddressesRequestRequired, total=False):
    Ipv4Prefixes: list[str]
    PrivateIpAddresses: list[str]


class _UnassignPrivateNatGatewayAddressRequestRequired(TypedDict):
    NatGatewayId: str
    PrivateIpAddresses: list[str]


class UnassignPrivateNatGatewayAddressRequest(_UnassignPrivateNatGatewayAddressRequestRequired, total=False):
    MaxDrainDurationSeconds: int
    DryRun: bool


class UnassignPrivateNatGatewayAddressResponse(TypedDict, total=False):
    NatGatewayId: str
    NatGatewayAddresses: list[NatGatewayAddress]


class _UnlockSnapshotRequestRequired(TypedDict):
    SnapshotId: str


class UnlockSnapshotRequest(_UnlockSnapshotRequestRequired, total=False):
    DryRun: bool


class UnlockSnapshotResponse(TypedDict, total=False):
    SnapshotId: str


class _UnmonitorInstancesRequestRequired(TypedDict):
    InstanceIds: list[str]


class UnmonitorInstancesRequest(_UnmonitorInstancesRequestRequired, total=False):
    MetricCategoryIds: list[str]
    DryRun: bool


class UnmonitorInstancesResponse(TypedDict, total=False):
    InstanceMonitorings: list[InstanceMonitoring]


class UnsuccessfulAssociationResponseObject(TypedDict, total=False):
    ApplicationStatusCheckId: str
    AssociationType: str
    AssociationValue: str
    Reason: str


class UnsuccessfulInstanceCreditSpecificationItem(TypedDict, total=False):
    InstanceId: str
    Error: UnsuccessfulInstanceCreditSpecificationItemError


class UnsuccessfulInstanceCreditSpecificationItemError(TypedDict, total=False):
    Code: str
    Message: str


class UnsuccessfulItem(TypedDict, total=False):
    Error: UnsuccessfulItemError
    ResourceId: str


class UnsuccessfulItemError(TypedDict, total=False):
    Code: str
    Message: str


class UnsuccessfulSuppressionResponseObject(TypedDict, total=False):
    InstanceId: str
    SuppressAt: datetime
    ResumeAt: datetime
    Reason: str


class UpdateCapacityManagerMonitoredTagKeysRequest(TypedDict, total=False):
    ActivateTagKeys: list[str]
    DeactivateTagKeys: list[str]
    DryRun: bool
    ClientToken: str


class UpdateCapacityManagerMonitoredTagKeysResponse(TypedDict, total=False):
    CapacityManagerTagKeys: list[CapacityManagerMonitoredTagKey]


class _UpdateCapacityManagerOrganizationsAccessRequestRequired(TypedDict):
    OrganizationsAccess: bool


class UpdateCapacityManagerOrganizationsAccessRequest(
    _UpdateCapacityManagerOrganizationsAccessRequestRequired, total=False
):
    DryRun: bool
    ClientToken: str


class UpdateCapacityManagerOrganizationsAccessResponse(TypedDict, total=False):
    CapacityManagerStatus: str
    OrganizationsAccess: bool


class _UpdateInterruptibleCapacityReservationAllocationRequestRequired(TypedDict):
    CapacityReservationId: str


class UpdateInterruptibleCapacityReservationAllocationRequest(
    _UpdateInterruptibleCapacityReservationAllocationRequestRequired, total=False
):
    TargetInstanceCount: int
    DryRun: bool
    ZeroSizePreference: str


class UpdateInterruptibleCapacityReservationAllocationResponse(TypedDict, total=False):
    InterruptibleCapacityReservationId: str
    SourceCapacityReservationId: str
    InstanceCount: int
    TargetInstanceCount: int
    Status: str
    InterruptionType: str


class UpdateSecurityGroupRuleDescriptionsEgressRequest(TypedDict, total=False):
    DryRun: bool
    GroupId: str
    GroupName: str
    IpPermissions: list[IpPermission]
    SecurityGroupRuleDescriptions: list[SecurityGroupRuleDescription]


class UpdateSecurityGroupRuleDescriptionsEgressResponse(TypedDict, total=False):
    Return: bool


class UpdateSecurityGroupRuleDescriptionsIngressRequest(TypedDict, total=False):
    DryRun: bool
    GroupId: str
    GroupName: str
    IpPermissions: list[IpPermission]
    SecurityGroupRuleDescriptions: list[SecurityGroupRuleDescription]


class UpdateSecurityGroupRuleDescriptionsIngressResponse(TypedDict, total=False):
    Return: bool


class UserBucket(TypedDict, total=False):
    S3Bucket: str
    S3Key: str


class UserBucketDetails(TypedDict, total=False):
    S3Bucket: str
    S3Key: str


class UserData(TypedDict, total=False):
    Data: str


class UserIdGroupPair(TypedDict, total=False):
    Description: str
    UserId: str
    GroupName: str
    GroupId: str
    VpcId: str
    VpcPeeringConnectionId: str
    PeeringStatus: str


class VCpuCountRange(TypedDict, total=False):
    Min: int
    Max: int


class _VCpuCountRangeRequestRequired(TypedDict):
    Min: int


class VCpuCountRangeRequest(_VCpuCountRangeRequestRequired, total=False):
    Max: int


class VCpuInfo(TypedDict, total=False):
    DefaultVCpus: int
    DefaultCores: int
    DefaultThreadsPerCore: int
    ValidCores: list[int]
    ValidThreadsPerCore: list[int]


class _ValidateSecurityGroupQuotasForInterfaceRequestRequired(TypedDict):
    SecurityGroupIds: list[str]


class ValidateSecurityGroupQuotasForInterfaceRequest(
    _ValidateSecurityGroupQuotasForInterfaceRequestRequired, total=False
):
    DryRun: bool


class ValidateSecurityGroupQuotasForInterfaceResponse(TypedDict, total=False):
    Valid: bool


class ValidationError(TypedDict, total=False):
    Code: str
    Message: str


class ValidationWarning(TypedDict, total=False):
    Errors: list[ValidationError]


class VerifiedAccessEndpoint(TypedDict, total=False):
    VerifiedAccessInstanceId: str
    VerifiedAccessGroupId: str
    VerifiedAccessEndpointId: str
    ApplicationDomain: str
    EndpointType: str
    AttachmentType: str
    DomainCertificateArn: str
    EndpointDomain: str
    DeviceValidationDomain: str
    SecurityGroupIds: list[str]
    LoadBalancerOptions: VerifiedAccessEndpointLoadBalancerOptions
    NetworkInterfaceOptions: VerifiedAccessEndpointEniOptions
    Status: VerifiedAccessEndpointStatus
    Description: str
    CreationTime: str
    LastUpdatedTime: str
    DeletionTime: str
    Tags: list[Tag]
    SseSpecification: VerifiedAccessSseSpecificationResponse
    RdsOptions: VerifiedAccessEndpointRdsOptions
    CidrOptions: VerifiedAccessEndpointCidrOptions


class VerifiedAccessEndpointCidrOptions(TypedDict, total=False):
    Cidr: str
    PortRanges: list[VerifiedAccessEndpointPortRange]
    Protocol: str
    SubnetIds: list[str]


class VerifiedAccessEndpointEniOptions(TypedDict, total=False):
    NetworkInterfaceId: str
    Protocol: str
    Port: int
    PortRanges: list[VerifiedAccessEndpointPortRange]


class VerifiedAccessEndpointLoadBalancerOptions(TypedDict, total=False):
    Protocol: str
    Port: int
    LoadBalancerArn: str
    SubnetIds: list[str]
    PortRanges: list[VerifiedAccessEndpointPortRange]


class VerifiedAccessEndpointPortRange(TypedDict, total=False):
    FromPort: int
    ToPort: int


class VerifiedAccessEndpointRdsOptions(TypedDict, total=False):
    Protocol: str
    Port: int
    RdsDbInstanceArn: str
    RdsDbClusterArn: str
    RdsDbProxyArn: str
    RdsEndpoint: str
    SubnetIds: list[str]


class VerifiedAccessEndpointStatus(TypedDict, total=False):
    Code: str
    Message: str


class VerifiedAccessEndpointTarget(TypedDict, total=False):
    VerifiedAccessEndpointId: str
    VerifiedAccessEndpointTargetIpAddress: str
    VerifiedAccessEndpointTargetDns: str


class VerifiedAccessGroup(TypedDict, total=False):
    VerifiedAccessGroupId: str
    VerifiedAccessInstanceId: str
    Description: str
    Owner: str
    VerifiedAccessGroupArn: str
    CreationTime: str
    LastUpdatedTime: str
    DeletionTime: str
    Tags: list[Tag]
    SseSpecification: VerifiedAccessSseSpecificationResponse


class VerifiedAccessInstance(TypedDict, total=False):
    VerifiedAccessInstanceId: str
    Description: str
    VerifiedAccessTrustProviders: list[VerifiedAccessTrustProviderCondensed]
    CreationTime: str
    LastUpdatedTime: str
    Tags: list[Tag]
    FipsEnabled: bool
    CidrEndpointsCustomSubDomain: VerifiedAccessInstanceCustomSubDomain


class VerifiedAccessInstanceCustomSubDomain(TypedDict, total=False):
    SubDomain: str
    Nameservers: list[str]


class VerifiedAccessInstanceLoggingConfiguration(TypedDict, total=False):
    VerifiedAccessInstanceId: str
    AccessLogs: VerifiedAccessLogs


class VerifiedAccessInstanceOpenVpnClientConfiguration(TypedDict, total=False):
    Config: str
    Routes: list[VerifiedAccessInstanceOpenVpnClientConfigurationRoute]


class VerifiedAccessInstanceOpenVpnClientConfigurationRoute(TypedDict, total=False):
    Cidr: str


class VerifiedAccessInstanceUserTrustProviderClientConfiguration(TypedDict, total=False):
    Type: str
    Scopes: str
    Issuer: str
    AuthorizationEndpoint: str
    PublicSigningKeyEndpoint: str
    TokenEndpoint: str
    UserInfoEndpoint: str
    ClientId: str
    ClientSecret: str
    PkceEnabled: bool


class VerifiedAccessLogCloudWatchLogsDestination(TypedDict, total=False):
    Enabled: bool
    DeliveryStatus: VerifiedAccessLogDeliveryStatus
    LogGroup: str


class _VerifiedAccessLogCloudWatchLogsDestinationOptionsRequired(TypedDict):
    Enabled: bool


class VerifiedAccessLogCloudWatchLogsDestinationOptions(
    _VerifiedAccessLogCloudWatchLogsDestinationOptionsRequired, total=False
):
    LogGroup: str


class VerifiedAccessLogDeliveryStatus(TypedDict, total=False):
    Code: str
    Message: str


class VerifiedAccessLogKinesisDataFirehoseDestination(TypedDict, total=False):
    Enabled: bool
    DeliveryStatus: VerifiedAccessLogDeliveryStatus
    DeliveryStream: str


class _VerifiedAccessLogKinesisDataFirehoseDestinationOptionsRequired(TypedDict):
    Enabled: bool


class VerifiedAccessLogKinesisDataFirehoseDestinationOptions(
    _VerifiedAccessLogKinesisDataFirehoseDestinationOptionsRequired, total=False
):
    DeliveryStream: str


class VerifiedAccessLogOptions(TypedDict, total=False):
    S3: VerifiedAccessLogS3DestinationOptions
    CloudWatchLogs: VerifiedAccessLogCloudWatchLogsDestinationOptions
    KinesisDataFirehose: VerifiedAccessLogKinesisDataFirehoseDestinationOptions
    LogVersion: str
    IncludeTrustContext: bool


class VerifiedAccessLogS3Destination(TypedDict, total=False):
    Enabled: bool
    DeliveryStatus: VerifiedAccessLogDeliveryStatus
    BucketName: str
    Prefix: str
    BucketOwner: str


class _VerifiedAccessLogS3DestinationOptionsRequired(TypedDict):
    Enabled: bool


class VerifiedAccessLogS3DestinationOptions(_VerifiedAccessLogS3DestinationOptionsRequired, total=False):
    BucketName: str
    Prefix: str
    BucketOwner: str


class VerifiedAccessLogs(TypedDict, total=False):
    S3: VerifiedAccessLogS3Destination
    CloudWatchLogs: VerifiedAccessLogCloudWatchLogsDestination
    KinesisDataFirehose: VerifiedAccessLogKinesisDataFirehoseDestination
    LogVersion: str
    IncludeTrustContext: bool


class VerifiedAccessSseSpecificationRequest(TypedDict, total=False):
    CustomerManagedKeyEnabled: bool
    KmsKeyArn: str


class VerifiedAccessSseSpecificationResponse(TypedDict, total=False):
    CustomerManagedKeyEnabled: bool
    KmsKeyArn: str


class VerifiedAccessTrustProvider(TypedDict, total=False):
    VerifiedAccessTrustProviderId: str
    Description: str
    TrustProviderType: str
    UserTrustProviderType: str
    DeviceTrustProviderType: str
    OidcOptions: OidcOptions
    DeviceOptions: DeviceOptions
    PolicyReferenceName: str
    CreationTime: str
    LastUpdatedTime: str
    Tags: list[Tag]
    SseSpecification: VerifiedAccessSseSpecificationResponse
    NativeApplicationOidcOptions: NativeApplicationOidcOptions


class VerifiedAccessTrustProviderCondensed(TypedDict, total=False):
    VerifiedAccessTrustProviderId: str
    Description: str
    TrustProviderType: str
    UserTrustProviderType: str
    DeviceTrustProviderType: str


class VgwTelemetry(TypedDict, total=False):
    AcceptedRouteCount: int
    LastStatusChange: datetime
    OutsideIpAddress: str
    Status: str
    StatusMessage: str
    CertificateArn: str


class VolumeDetail(TypedDict):
    Size: int


class VolumeModification(TypedDict, total=False):
    VolumeId: str
    ModificationState: str
    StatusMessage: str
    TargetSize: int
    TargetIops: int
    TargetVolumeType: str
    TargetThroughput: int
    TargetMultiAttachEnabled: bool
    OriginalSize: int
    OriginalIops: int
    OriginalVolumeType: str
    OriginalThroughput: int
    OriginalMultiAttachEnabled: bool
    Progress: int
    StartTime: datetime
    EndTime: datetime
    Operator: OperatorResponse


class VolumeRecycleBinInfo(TypedDict, total=False):
    VolumeId: str
    VolumeType: str
    State: str
    Size: int
    Iops: int
    Throughput: int
    OutpostArn: str
    AvailabilityZone: str
    AvailabilityZoneId: str
    SourceVolumeId: str
    SnapshotId: str
    Operator: OperatorResponse
    CreateTime: datetime
    RecycleBinEnterTime: datetime
    RecycleBinExitTime: datetime


class VolumeStatusAction(TypedDict, total=False):
    Code: str
    Description: str
    EventId: str
    EventType: str


class VolumeStatusAttachmentStatus(TypedDict, total=False):
    IoPerformance: str
    InstanceId: str


class VolumeStatusDetails(TypedDict, total=False):
    Name: str
    Status: str


class VolumeStatusEvent(TypedDict, total=False):
    Description: str
    EventId: str
    EventType: str
    NotAfter: datetime
    NotBefore: datetime
    InstanceId: str


class VolumeStatusInfo(TypedDict, total=False):
    Details: list[VolumeStatusDetails]
    Status: str


class VolumeStatusItem(TypedDict, total=False):
    Actions: list[VolumeStatusAction]
    AvailabilityZone: str
    OutpostArn: str
    Events: list[VolumeStatusEvent]
    VolumeId: str
    VolumeStatus: VolumeStatusInfo
    AttachmentStatuses: list[VolumeStatusAttachmentStatus]
    InitializationStatusDetails: InitializationStatusDetails
    AvailabilityZoneId: str
    Operator: OperatorResponse


class Vpc(TypedDict, total=False):
    OwnerId: str
    InstanceTenancy: str
    Ipv6CidrBlockAssociationSet: list[VpcIpv6CidrBlockAssociation]
    CidrBlockAssociationSet: list[VpcCidrBlockAssociation]
    IsDefault: bool
    EncryptionControl: VpcEncryptionControl
    Tags: list[Tag]
    BlockPublicAccessStates: BlockPublicAccessStates
    NetworkFirewallAssociations: list[NetworkFirewallAssociation]
    VpcId: str
    State: str
    CidrBlock: str
    DhcpOptionsId: str


class VpcAttachment(TypedDict, total=False):
    VpcId: str
    State: str


class VpcBlockPublicAccessExclusion(TypedDict, total=False):
    ExclusionId: str
    InternetGatewayExclusionMode: str
    ResourceArn: str
    State: str
    Reason: str
    CreationTimestamp: datetime
    LastUpdateTimestamp: datetime
    DeletionTimestamp: datetime
    Tags: list[Tag]


class VpcBlockPublicAccessOptions(TypedDict, total=False):
    AwsAccountId: str
    AwsRegion: str
    State: str
    InternetGatewayBlockMode: str
    Reason: str
    LastUpdateTimestamp: datetime
    ManagedBy: str
    ExclusionsAllowed: str


class VpcCidrBlockAssociation(TypedDict, total=False):
    AssociationId: str
    CidrBlock: str
    CidrBlockState: VpcCidrBlockState


class VpcCidrBlockState(TypedDict, total=False):
    State: str
    StatusMessage: str


class VpcClassicLink(TypedDict, total=False):
    ClassicLinkEnabled: bool
    Tags: list[Tag]
    VpcId: str


class VpcEncryptionControl(TypedDict, total=False):
    VpcId: str
    VpcEncryptionControlId: str
    Mode: str
    State: str
    StateMessage: str
    ResourceExclusions: VpcEncryptionControlExclusions
    Tags: list[Tag]


class _VpcEncryptionControlConfigurationRequired(TypedDict):
    Mode: str


class VpcEncryptionControlConfiguration(_VpcEncryptionControlConfigurationRequired, total=False):
    InternetGatewayExclusion: str
    EgressOnlyInternetGatewayExclusion: str
    NatGatewayExclusion: str
    VirtualPrivateGatewayExclusion: str
    VpcPeeringExclusion: str
    LambdaExclusion: str
    VpcLatticeExclusion: str
    ElasticFileSystemExclusion: str
    GlobalAcceleratorExclusion: str
    ApiGatewayV2Exclusion: str


class VpcEncryptionControlExclusion(TypedDict, total=False):
    State: str
    StateMessage: str


class VpcEncryptionControlExclusions(TypedDict, total=False):
    InternetGateway: VpcEncryptionControlExclusion
    EgressOnlyInternetGateway: VpcEncryptionControlExclusion
    NatGateway: VpcEncryptionControlExclusion
    VirtualPrivateGateway: VpcEncryptionControlExclusion
    VpcPeering: VpcEncryptionControlExclusion
    Lambda: VpcEncryptionControlExclusion
    VpcLattice: VpcEncryptionControlExclusion
    ElasticFileSystem: VpcEncryptionControlExclusion
    GlobalAccelerator: VpcEncryptionControlExclusion
    ApiGatewayV2: VpcEncryptionControlExclusion


class VpcEncryptionNonCompliantResource(TypedDict, total=False):
    Id: str
    Type: str
    Description: str
    IsExcludable: bool


class VpcEndpoint(TypedDict, total=False):
    VpcEndpointId: str
    VpcEndpointType: str
    VpcId: str
    ServiceName: str
    State: str
    PolicyDocument: str
    RouteTableIds: list[str]
    SubnetIds: list[str]
    Groups: list[SecurityGroupIdentifier]
    IpAddressType: str
    DnsOptions: DnsOptions
    PrivateDnsEnabled: bool
    RequesterManaged: bool
    NetworkInterfaceIds: list[str]
    DnsEntries: list[DnsEntry]
    CreationTimestamp: datetime
    Tags: list[Tag]
    OwnerId: str
    LastError: LastError
    Ipv4Prefixes: list[SubnetIpPrefixes]
    Ipv6Prefixes: list[SubnetIpPrefixes]
    FailureReason: str
    ServiceNetworkArn: str
    ResourceConfigurationArn: str
    ServiceRegion: str
    PayerResponsibilities: list[PayerResponsibilityEntry]


class VpcEndpointAssociation(TypedDict, total=False):
    Id: str
    VpcEndpointId: str
    ServiceNetworkArn: str
    ServiceNetworkName: str
    AssociatedResourceAccessibility: str
    FailureReason: str
    FailureCode: str
    DnsEntry: DnsEntry
    PrivateDnsEntry: DnsEntry
    AssociatedResourceArn: str
    ResourceConfigurationGroupArn: str
    Tags: list[Tag]


class VpcEndpointConnection(TypedDict, total=False):
    ServiceId: str
    VpcEndpointId: str
    VpcEndpointOwner: str
    VpcEndpointState: str
    CreationTimestamp: datetime
    DnsEntries: list[DnsEntry]
    NetworkLoadBalancerArns: list[str]
    GatewayLoadBalancerArns: list[str]
    IpAddressType: str
    VpcEndpointConnectionId: str
    Tags: list[Tag]
    VpcEndpointRegion: str
    PayerResponsibilities: list[PayerResponsibilityEntry]
    TransitGatewayAttachmentId: str
    TransitGatewayAttachmentOwner: str


class VpcIpv6CidrBlockAssociation(TypedDict, total=False):
    AssociationId: str
    Ipv6CidrBlock: str
    Ipv6CidrBlockState: VpcCidrBlockState
    NetworkBorderGroup: str
    Ipv6Pool: str
    Ipv6AddressAttribute: str
    IpSource: str


class VpcPeeringConnection(TypedDict, total=False):
    AccepterVpcInfo: VpcPeeringConnectionVpcInfo
    ExpirationTime: datetime
    RequesterVpcInfo: VpcPeeringConnectionVpcInfo
    Status: VpcPeeringConnectionStateReason
    Tags: list[Tag]
    VpcPeeringConnectionId: str
    MultipathResilienceStatus: str


class VpcPeeringConnectionOptionsDescription(TypedDict, total=False):
    AllowDnsResolutionFromRemoteVpc: bool
    AllowEgressFromLocalClassicLinkToRemoteVpc: bool
    AllowEgressFromLocalVpcToRemoteClassicLink: bool
    AllowMultipathResilience: bool
    MultipathResilienceMode: str


class VpcPeeringConnectionStateReason(TypedDict, total=False):
    Code: str
    Message: str


class VpcPeeringConnectionVpcInfo(TypedDict, total=False):
    CidrBlock: str
    Ipv6CidrBlockSet: list[Ipv6CidrBlock]
    CidrBlockSet: list[CidrBlock]
    OwnerId: str
    PeeringOptions: VpcPeeringConnectionOptionsDescription
    VpcId: str
    Region: str


class VpnAdditionalKeyExchange(TypedDict, total=False):
    AdditionalKeyExchangeRound: int
    KeyExchangeMethods: list[AdditionalKeyExchangeMethodsListValue]
    Requirement: str


class _VpnAdditionalKeyExchangeRequestRequired(TypedDict):
    AdditionalKeyExchangeRound: int


class VpnAdditionalKeyExchangeRequest(_VpnAdditionalKeyExchangeRequestRequired, total=False):
    KeyExchangeMethods: list[AdditionalKeyExchangeMethodsRequestListValue]
    Requirement: str


class VpnConcentrator(TypedDict, total=False):
    VpnConcentratorId: str
    State: str
    TransitGatewayId: str
    TransitGatewayAttachmentId: str
    Type: str
    Tags: list[Tag]


class VpnConnection(TypedDict, total=False):
    Category: str
    TransitGatewayId: str
    VpnConcentratorId: str
    CoreNetworkArn: str
    CoreNetworkAttachmentArn: str
    GatewayAssociationState: str
    Options: VpnConnectionOptions
    Routes: list[VpnStaticRoute]
    Tags: list[Tag]
    VgwTelemetry: list[VgwTelemetry]
    PreSharedKeyArn: str
    VpnConnectionId: str
    State: str
    CustomerGatewayConfiguration: str
    Type: str
    CustomerGatewayId: str
    VpnGatewayId: str


class VpnConnectionDeviceType(TypedDict, total=False):
    VpnConnectionDeviceTypeId: str
    Vendor: str
    Platform: str
    Software: str


class VpnConnectionOptions(TypedDict, total=False):
    EnableAcceleration: bool
    StaticRoutesOnly: bool
    LocalIpv4NetworkCidr: str
    RemoteIpv4NetworkCidr: str
    LocalIpv6NetworkCidr: str
    RemoteIpv6NetworkCidr: str
    OutsideIpAddressType: str
    TransportTransitGatewayAttachmentId: str
    TunnelInsideIpVersion: str
    TunnelOptions: list[TunnelOption]
    TunnelBandwidth: str


class VpnConnectionOptionsSpecification(TypedDict, total=False):
    EnableAcceleration: bool
    TunnelInsideIpVersion: str
    TunnelOptions: list[VpnTunnelOptionsSpecification]
    LocalIpv4NetworkCidr: str
    RemoteIpv4NetworkCidr: str
    LocalIpv6NetworkCidr: str
    RemoteIpv6NetworkCidr: str
    OutsideIpAddressType: str
    TransportTransitGatewayAttachmentId: str
    TunnelBandwidth: str
    StaticRoutesOnly: bool


class VpnGateway(TypedDict, total=False):
    AmazonSideAsn: int
    Tags: list[Tag]
    VpnGatewayId: str
    State: str
    Type: str
    AvailabilityZone: str
    VpcAttachments: list[VpcAttachment]


class VpnStaticRoute(TypedDict, total=False):
    DestinationCidrBlock: str
    Source: str
    State: str


class VpnTunnelLogOptions(TypedDict, total=False):
    CloudWatchLogOptions: CloudWatchLogOptions


class VpnTunnelLogOptionsSpecification(TypedDict, total=False):
    CloudWatchLogOptions: CloudWatchLogOptionsSpecification


class VpnTunnelOptionsSpecification(TypedDict, total=False):
    TunnelInsideCidr: str
    TunnelInsideIpv6Cidr: str
    PreSharedKey: str
    Phase1LifetimeSeconds: int
    Phase2LifetimeSeconds: int
    RekeyMarginTimeSeconds: int
    RekeyFuzzPercentage: int
    ReplayWindowSize: int
    DPDTimeoutSeconds: int
    DPDTimeoutAction: str
    Phase1EncryptionAlgorithms: list[Phase1EncryptionAlgorithmsRequestListValue]
    Phase2EncryptionAlgorithms: list[Phase2EncryptionAlgorithmsRequestListValue]
    Phase1IntegrityAlgorithms: list[Phase1IntegrityAlgorithmsRequestListValue]
    Phase2IntegrityAlgorithms: list[Phase2IntegrityAlgorithmsRequestListValue]
    Phase1DHGroupNumbers: list[Phase1DHGroupNumbersRequestListValue]
    Phase2DHGroupNumbers: list[Phase2DHGroupNumbersRequestListValue]
    IKEVersions: list[IKEVersionsRequestListValue]
    StartupAction: str
    LogOptions: VpnTunnelLogOptionsSpecification
    EnableTunnelLifecycleControl: bool
    Phase1AdditionalKeyExchanges: list[VpnAdditionalKeyExchangeRequest]
    Phase2AdditionalKeyExchanges: list[VpnAdditionalKeyExchangeRequest]


class _WithdrawByoipCidrRequestRequired(TypedDict):
    Cidr: str


class WithdrawByoipCidrRequest(_WithdrawByoipCidrRequestRequired, total=False):
    DryRun: bool


class WithdrawByoipCidrResponse(TypedDict, total=False):
    ByoipCidr: ByoipCidr


class AssociateDhcpOptionsResponse(TypedDict, total=False):
    pass


class AttachInternetGatewayResponse(TypedDict, total=False):
    pass


class CancelConversionTaskResponse(TypedDict, total=False):
    pass


class CancelExportTaskResponse(TypedDict, total=False):
    pass


class CreateNetworkAclEntryResponse(TypedDict, total=False):
    pass


class CreateTagsResponse(TypedDict, total=False):
    pass


class CreateVpnConnectionRouteResponse(TypedDict, total=False):
    pass


class DeleteCustomerGatewayResponse(TypedDict, total=False):
    pass


class DeleteDhcpOptionsResponse(TypedDict, total=False):
    pass


class DeleteInternetGatewayResponse(TypedDict, total=False):
    pass


class DeleteNetworkAclEntryResponse(TypedDict, total=False):
    pass


class DeleteNetworkAclResponse(TypedDict, total=False):
    pass


class DeleteNetworkInterfaceResponse(TypedDict, total=False):
    pass


class DeletePlacementGroupResponse(TypedDict, total=False):
    pass


class DeleteRouteResponse(TypedDict, total=False):
    pass


class DeleteRouteTableResponse(TypedDict, total=False):
    pass


class DeleteSnapshotResponse(TypedDict, total=False):
    pass


class DeleteSpotDatafeedSubscriptionResponse(TypedDict, total=False):
    pass


class DeleteSubnetResponse(TypedDict, total=False):
    pass


class DeleteTagsResponse(TypedDict, total=False):
    pass


class DeleteVolumeResponse(TypedDict, total=False):
    pass


class DeleteVpcResponse(TypedDict, total=False):
    pass


class DeleteVpnConnectionResponse(TypedDict, total=False):
    pass


class DeleteVpnConnectionRouteResponse(TypedDict, total=False):
    pass


class DeleteVpnGatewayResponse(TypedDict, total=False):
    pass


class DetachInternetGatewayResponse(TypedDict, total=False):
    pass


class DetachNetworkInterfaceResponse(TypedDict, total=False):
    pass


class DetachVpnGatewayResponse(TypedDict, total=False):
    pass


class DisableVgwRoutePropagationResponse(TypedDict, total=False):
    pass


class DisassociateAddressResponse(TypedDict, total=False):
    pass


class DisassociateRouteTableResponse(TypedDict, total=False):
    pass


class EnableVgwRoutePropagationResponse(TypedDict, total=False):
    pass


class EnableVolumeIOResponse(TypedDict, total=False):
    pass


class ModifyIdFormatResponse(TypedDict, total=False):
    pass


class ModifyIdentityIdFormatResponse(TypedDict, total=False):
    pass


class ModifyImageAttributeResponse(TypedDict, total=False):
    pass


class ModifyInstanceAttributeResponse(TypedDict, total=False):
    pass


class ModifyNetworkInterfaceAttributeResponse(TypedDict, total=False):
    pass


class ModifySnapshotAttributeResponse(TypedDict, total=False):
    pass


class ModifySubnetAttributeResponse(TypedDict, total=False):
    pass


class ModifyVolumeAttributeResponse(TypedDict, total=False):
    pass


class ModifyVpcAttributeResponse(TypedDict, total=False):
    pass


class RebootInstancesResponse(TypedDict, total=False):
    pass


class ReleaseAddressResponse(TypedDict, total=False):
    pass


class ReplaceNetworkAclEntryResponse(TypedDict, total=False):
    pass


class ReplaceRouteResponse(TypedDict, total=False):
    pass


class ReportInstanceStatusResponse(TypedDict, total=False):
    pass


class ResetImageAttributeResponse(TypedDict, total=False):
    pass


class ResetInstanceAttributeResponse(TypedDict, total=False):
    pass


class ResetNetworkInterfaceAttributeResponse(TypedDict, total=False):
    pass


class ResetSnapshotAttributeResponse(TypedDict, total=False):
    pass


class SendDiagnosticInterruptResponse(TypedDict, total=False):
    pass


class UnassignPrivateIpAddressesResponse(TypedDict, total=False):
    pass


DetachVolumeResponse = AttachVolumeResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AcceptAddressTransfer",
    "AcceptCapacityReservationBillingOwnership",
    "AcceptReservedInstancesExchangeQuote",
    "AcceptTransitGatewayClientVpnAttachment",
    "AcceptTransitGatewayMulticastDomainAssociations",
    "AcceptTransitGatewayPeeringAttachment",
    "AcceptTransitGatewayVpcAttachment",
    "AcceptVpcEndpointConnections",
    "AcceptVpcPeeringConnection",
    "AdvertiseByoipCidr",
    "AllocateAddress",
    "AllocateHosts",
    "AllocateIpamPoolCidr",
    "ApplySecurityGroupsToClientVpnTargetNetwork",
    "AssignIpv6Addresses",
    "AssignPrivateIpAddresses",
    "AssignPrivateNatGatewayAddress",
    "AssociateAddress",
    "AssociateApplicationStatusCheck",
    "AssociateCapacityReservationBillingOwner",
    "AssociateClientVpnTargetNetwork",
    "AssociateDhcpOptions",
    "AssociateEnclaveCertificateIamRole",
    "AssociateIamInstanceProfile",
    "AssociateInstanceEventWindow",
    "AssociateIpamByoasn",
    "AssociateIpamResourceDiscovery",
    "AssociateKmsKeyId",
    "AssociateNatGatewayAddress",
    "AssociateNetworkingFlexCostAllocationPolicy",
    "AssociateRouteServer",
    "AssociateRouteTable",
    "AssociateSecurityGroupVpc",
    "AssociateSubnetCidrBlock",
    "AssociateTransitGatewayMulticastDomain",
    "AssociateTransitGatewayPolicyTable",
    "AssociateTransitGatewayRouteTable",
    "AssociateTrunkInterface",
    "AssociateVpcCidrBlock",
    "AttachClassicLinkVpc",
    "AttachImageWatermark",
    "AttachInternetGateway",
    "AttachNetworkInterface",
    "AttachVerifiedAccessTrustProvider",
    "AttachVolume",
    "AttachVpnGateway",
    "AuthorizeClientVpnIngress",
    "AuthorizeSecurityGroupEgress",
    "AuthorizeSecurityGroupIngress",
    "BatchModifyIpamRoutingPolicyRegistrations",
    "BundleInstance",
    "CancelBundleTask",
    "CancelCapacityReservation",
    "CancelCapacityReservationFleets",
    "CancelConversionTask",
    "CancelDeclarativePoliciesReport",
    "CancelExportTask",
    "CancelImageLaunchPermission",
    "CancelImportTask",
    "CancelReservedInstancesListing",
    "CancelSpotFleetRequests",
    "CancelSpotInstanceRequests",
    "ConfirmProductInstance",
    "CopyFpgaImage",
    "CopyImage",
    "CopySnapshot",
    "CopyVolumes",
    "CreateApplicationStatusCheck",
    "CreateCapacityManagerDataExport",
    "CreateCapacityReservation",
    "CreateCapacityReservationBySplitting",
    "CreateCapacityReservationCancellationQuote",
    "CreateCapacityReservationDateChangeQuote",
    "CreateCapacityReservationFleet",
    "CreateCarrierGateway",
    "CreateClientVpnEndpoint",
    "CreateClientVpnRoute",
    "CreateCoipCidr",
    "CreateCoipPool",
    "CreateCustomerGateway",
    "CreateDefaultSubnet",
    "CreateDefaultVpc",
    "CreateDelegateMacVolumeOwnershipTask",
    "CreateDhcpOptions",
    "CreateEgressOnlyInternetGateway",
    "CreateFleet",
    "CreateFlowLogs",
    "CreateFpgaImage",
    "CreateImage",
    "CreateImageUsageReport",
    "CreateInstanceConnectEndpoint",
    "CreateInstanceEventWindow",
    "CreateInstanceExportTask",
    "CreateInternetGateway",
    "CreateInterruptibleCapacityReservationAllocation",
    "CreateIpam",
    "CreateIpamExternalResourceVerificationToken",
    "CreateIpamInternetRegistryAssociation",
    "CreateIpamPolicy",
    "CreateIpamPool",
    "CreateIpamPrefixListResolver",
    "CreateIpamPrefixListResolverTarget",
    "CreateIpamResourceDiscovery",
    "CreateIpamRoutingPolicyRegistration",
    "CreateIpamScope",
    "CreateKeyPair",
    "CreateLaunchTemplate",
    "CreateLaunchTemplateVersion",
    "CreateLocalGatewayRoute",
    "CreateLocalGatewayRouteTable",
    "CreateLocalGatewayRouteTableVirtualInterfaceGroupAssociation",
    "CreateLocalGatewayRouteTableVpcAssociation",
    "CreateLocalGatewayVirtualInterface",
    "CreateLocalGatewayVirtualInterfaceGroup",
    "CreateMacSystemIntegrityProtectionModificationTask",
    "CreateManagedPrefixList",
    "CreateMetricCategory",
    "CreateNatGateway",
    "CreateNetworkAcl",
    "CreateNetworkAclEntry",
    "CreateNetworkInsightsAccessScope",
    "CreateNetworkInsightsPath",
    "CreateNetworkInterface",
    "CreateNetworkInterfacePermission",
    "CreateNetworkingFlexCostAllocationPolicy",
    "CreatePlacementGroup",
    "CreatePublicIpv4Pool",
    "CreateReplaceRootVolumeTask",
    "CreateReservedInstancesListing",
    "CreateRestoreImageTask",
    "CreateRoute",
    "CreateRouteServer",
    "CreateRouteServerEndpoint",
    "CreateRouteServerPeer",
    "CreateRouteTable",
    "CreateSecondaryNetwork",
    "CreateSecondarySubnet",
    "CreateSecurityGroup",
    "CreateSnapshot",
    "CreateSnapshots",
    "CreateSpotDatafeedSubscription",
    "CreateStoreImageTask",
    "CreateSubnet",
    "CreateSubnetCidrReservation",
    "CreateTags",
    "CreateTrafficMirrorFilter",
    "CreateTrafficMirrorFilterRule",
    "CreateTrafficMirrorSession",
    "CreateTrafficMirrorTarget",
    "CreateTransitGateway",
    "CreateTransitGatewayConnect",
    "CreateTransitGatewayConnectPeer",
    "CreateTransitGatewayMeteringPolicy",
    "CreateTransitGatewayMeteringPolicyEntry",
    "CreateTransitGatewayMulticastDomain",
    "CreateTransitGatewayNetworkFunctionAttachment",
    "CreateTransitGatewayPeeringAttachment",
    "CreateTransitGatewayPolicyTable",
    "CreateTransitGatewayPolicyTableEntry",
    "CreateTransitGatewayPrefixListReference",
    "CreateTransitGatewayRoute",
    "CreateTransitGatewayRouteTable",
    "CreateTransitGatewayRouteTableAnnouncement",
    "CreateTransitGatewayVpcAttachment",
    "CreateVerifiedAccessEndpoint",
    "CreateVerifiedAccessGroup",
    "CreateVerifiedAccessInstance",
    "CreateVerifiedAccessTrustProvider",
    "CreateVolume",
    "CreateVpc",
    "CreateVpcBlockPublicAccessExclusion",
    "CreateVpcEncryptionControl",
    "CreateVpcEndpoint",
    "CreateVpcEndpointConnectionNotification",
    "CreateVpcEndpointServiceConfiguration",
    "CreateVpcPeeringConnection",
    "CreateVpnConcentrator",
    "CreateVpnConnection",
    "CreateVpnConnectionRoute",
    "CreateVpnGateway",
    "DeleteApplicationStatusCheck",
    "DeleteCapacityManagerDataExport",
    "DeleteCarrierGateway",
    "DeleteClientVpnEndpoint",
    "DeleteClientVpnEndpointAuthorizationPolicy",
    "DeleteClientVpnRoute",
    "DeleteCoipCidr",
    "DeleteCoipPool",
    "DeleteCustomerGateway",
    "DeleteDhcpOptions",
    "DeleteEgressOnlyInternetGateway",
    "DeleteFleets",
    "DeleteFlowLogs",
    "DeleteFpgaImage",
    "DeleteImageUsageReport",
    "DeleteInstanceConnectEndpoint",
    "DeleteInstanceEventWindow",
    "DeleteInternetGateway",
    "DeleteIpam",
    "DeleteIpamExternalResourceVerificationToken",
    "DeleteIpamInternetRegistryAssociation",
    "DeleteIpamPolicy",
    "DeleteIpamPool",
    "DeleteIpamPrefixListResolver",
    "DeleteIpamPrefixListResolverTarget",
    "DeleteIpamResourceDiscovery",
    "DeleteIpamRoutingPolicyRegistration",
    "DeleteIpamScope",
    "DeleteKeyPair",
    "DeleteLaunchTemplate",
    "DeleteLaunchTemplateVersions",
    "DeleteLocalGatewayRoute",
    "DeleteLocalGatewayRouteTable",
    "DeleteLocalGatewayRouteTableVirtualInterfaceGroupAssociation",
    "DeleteLocalGatewayRouteTableVpcAssociation",
    "DeleteLocalGatewayVirtualInterface",
    "DeleteLocalGatewayVirtualInterfaceGroup",
    "DeleteManagedPrefixList",
    "DeleteMetricCategory",
    "DeleteNatGateway",
    "DeleteNetworkAcl",
    "DeleteNetworkAclEntry",
    "DeleteNetworkInsightsAccessScope",
    "DeleteNetworkInsightsAccessScopeAnalysis",
    "DeleteNetworkInsightsAnalysis",
    "DeleteNetworkInsightsPath",
    "DeleteNetworkInterface",
    "DeleteNetworkInterfacePermission",
    "DeleteNetworkingFlexCostAllocationPolicies",
    "DeletePlacementGroup",
    "DeletePublicIpv4Pool",
    "DeleteQueuedReservedInstances",
    "DeleteRoute",
    "DeleteRouteServer",
    "DeleteRouteServerEndpoint",
    "DeleteRouteServerPeer",
    "DeleteRouteTable",
    "DeleteSecondaryNetwork",
    "DeleteSecondarySubnet",
    "DeleteSecurityGroup",
    "DeleteSnapshot",
    "DeleteSpotDatafeedSubscription",
    "DeleteSubnet",
    "DeleteSubnetCidrReservation",
    "DeleteTags",
    "DeleteTrafficMirrorFilter",
    "DeleteTrafficMirrorFilterRule",
    "DeleteTrafficMirrorSession",
    "DeleteTrafficMirrorTarget",
    "DeleteTransitGateway",
    "DeleteTransitGatewayClientVpnAttachment",
    "DeleteTransitGatewayConnect",
    "DeleteTransitGatewayConnectPeer",
    "DeleteTransitGatewayMeteringPolicy",
    "DeleteTransitGatewayMeteringPolicyEntry",
    "DeleteTransitGatewayMulticastDomain",
    "DeleteTransitGatewayNetworkFunctionAttachment",
    "DeleteTransitGatewayPeeringAttachment",
    "DeleteTransitGatewayPolicyTable",
    "DeleteTransitGatewayPolicyTableEntry",
    "DeleteTransitGatewayPrefixListReference",
    "DeleteTransitGatewayRoute",
    "DeleteTransitGatewayRouteTable",
    "DeleteTransitGatewayRouteTableAnnouncement",
    "DeleteTransitGatewayVpcAttachment",
    "DeleteVerifiedAccessEndpoint",
    "DeleteVerifiedAccessGroup",
    "DeleteVerifiedAccessInstance",
    "DeleteVerifiedAccessTrustProvider",
    "DeleteVolume",
    "DeleteVpc",
    "DeleteVpcBlockPublicAccessExclusion",
    "DeleteVpcEncryptionControl",
    "DeleteVpcEndpointConnectionNotifications",
    "DeleteVpcEndpointServiceConfigurations",
    "DeleteVpcEndpoints",
    "DeleteVpcPeeringConnection",
    "DeleteVpnConcentrator",
    "DeleteVpnConnection",
    "DeleteVpnConnectionRoute",
    "DeleteVpnGateway",
    "DeprovisionByoipCidr",
    "DeprovisionIpamByoasn",
    "DeprovisionIpamPoolCidr",
    "DeprovisionPublicIpv4PoolCidr",
    "DeregisterImage",
    "DeregisterInstanceEventNotificationAttributes",
    "DeregisterTransitGatewayMulticastGroupMembers",
    "DeregisterTransitGatewayMulticastGroupSources",
    "DescribeAccountAttributes",
    "DescribeAccountVpcEncryptionControl",
    "DescribeAddressTransfers",
    "DescribeAddresses",
    "DescribeAddressesAttribute",
    "DescribeAggregateIdFormat",
    "DescribeApplicationStatus",
    "DescribeApplicationStatusCheckAssociations",
    "DescribeApplicationStatusChecks",
    "DescribeAvailabilityZones",
    "DescribeAwsNetworkPerformanceMetricSubscriptions",
    "DescribeBundleTasks",
    "DescribeByoipCidrs",
    "DescribeCapacityBlockExtensionHistory",
    "DescribeCapacityBlockExtensionOfferings",
    "DescribeCapacityBlockOfferings",
    "DescribeCapacityBlockStatus",
    "DescribeCapacityBlocks",
    "DescribeCapacityManagerDataExports",
    "DescribeCapacityReservationBillingRequests",
    "DescribeCapacityReservationCancellationQuotes",
    "DescribeCapacityReservationDateChangeQuotes",
    "DescribeCapacityReservationFleets",
    "DescribeCapacityReservationTopology",
    "DescribeCapacityReservations",
    "DescribeCarrierGateways",
    "DescribeClassicLinkInstances",
    "DescribeClientVpnAuthorizationRules",
    "DescribeClientVpnConnections",
    "DescribeClientVpnEndpoints",
    "DescribeClientVpnRoutes",
    "DescribeClientVpnTargetNetworks",
    "DescribeCoipPools",
    "DescribeConversionTasks",
    "DescribeCustomerGateways",
    "DescribeDeclarativePoliciesReports",
    "DescribeDhcpOptions",
    "DescribeEgressOnlyInternetGateways",
    "DescribeElasticGpus",
    "DescribeExportImageTasks",
    "DescribeExportTasks",
    "DescribeFastLaunchImages",
    "DescribeFastSnapshotRestores",
    "DescribeFleetHistory",
    "DescribeFleetInstances",
    "DescribeFleets",
    "DescribeFlowLogs",
    "DescribeFpgaImageAttribute",
    "DescribeFpgaImages",
    "DescribeHostReservationOfferings",
    "DescribeHostReservations",
    "DescribeHosts",
    "DescribeIamInstanceProfileAssociations",
    "DescribeIdFormat",
    "DescribeIdentityIdFormat",
    "DescribeImageAttribute",
    "DescribeImageReferences",
    "DescribeImageUsageReportEntries",
    "DescribeImageUsageReports",
    "DescribeImages",
    "DescribeImportImageTasks",
    "DescribeImportSnapshotTasks",
    "DescribeInstanceAttribute",
    "DescribeInstanceConnectEndpoints",
    "DescribeInstanceCreditSpecifications",
    "DescribeInstanceEventNotificationAttributes",
    "DescribeInstanceEventWindows",
    "DescribeInstanceImageMetadata",
    "DescribeInstanceSqlHaHistoryStates",
    "DescribeInstanceSqlHaStates",
    "DescribeInstanceStatus",
    "DescribeInstanceTopology",
    "DescribeInstanceTypeOfferings",
    "DescribeInstanceTypes",
    "DescribeInstances",
    "DescribeInternetGateways",
    "DescribeIpamByoasn",
    "DescribeIpamExternalResourceVerificationTokens",
    "DescribeIpamInternetRegistryAssociations",
    "DescribeIpamPolicies",
    "DescribeIpamPoolAllocations",
    "DescribeIpamPools",
    "DescribeIpamPrefixListResolverTargets",
    "DescribeIpamPrefixListResolvers",
    "DescribeIpamResourceDiscoveries",
    "DescribeIpamResourceDiscoveryAssociations",
    "DescribeIpamScopes",
    "DescribeIpams",
    "DescribeIpv6Pools",
    "DescribeKeyPairs",
    "DescribeLaunchTemplateVersions",
    "DescribeLaunchTemplates",
    "DescribeLocalGatewayRouteTableVirtualInterfaceGroupAssociations",
    "DescribeLocalGatewayRouteTableVpcAssociations",
    "DescribeLocalGatewayRouteTables",
    "DescribeLocalGatewayVirtualInterfaceGroups",
    "DescribeLocalGatewayVirtualInterfaces",
    "DescribeLocalGateways",
    "DescribeLockedSnapshots",
    "DescribeMacHosts",
    "DescribeMacModificationTasks",
    "DescribeManagedPrefixLists",
    "DescribeMetricCategories",
    "DescribeMovingAddresses",
    "DescribeNatGateways",
    "DescribeNetworkAcls",
    "DescribeNetworkInsightsAccessScopeAnalyses",
    "DescribeNetworkInsightsAccessScopes",
    "DescribeNetworkInsightsAnalyses",
    "DescribeNetworkInsightsPaths",
    "DescribeNetworkInterfaceAttribute",
    "DescribeNetworkInterfacePermissions",
    "DescribeNetworkInterfaces",
    "DescribeNetworkingFlexCostAllocationPolicies",
    "DescribeNetworkingFlexCostAllocationPolicyAssociations",
    "DescribeOutpostLags",
    "DescribePlacementGroups",
    "DescribePrefixLists",
    "DescribePrincipalIdFormat",
    "DescribePublicIpv4Pools",
    "DescribeRegions",
    "DescribeReplaceRootVolumeTasks",
    "DescribeReservedInstances",
    "DescribeReservedInstancesListings",
    "DescribeReservedInstancesModifications",
    "DescribeReservedInstancesOfferings",
    "DescribeRouteServerEndpoints",
    "DescribeRouteServerPeers",
    "DescribeRouteServers",
    "DescribeRouteTables",
    "DescribeScheduledInstanceAvailability",
    "DescribeScheduledInstances",
    "DescribeSecondaryInterfaces",
    "DescribeSecondaryNetworks",
    "DescribeSecondarySubnets",
    "DescribeSecurityGroupReferences",
    "DescribeSecurityGroupRules",
    "DescribeSecurityGroupVpcAssociations",
    "DescribeSecurityGroups",
    "DescribeServiceLinkVirtualInterfaces",
    "DescribeSnapshotAttribute",
    "DescribeSnapshotTierStatus",
    "DescribeSnapshots",
    "DescribeSpotDatafeedSubscription",
    "DescribeSpotFleetInstances",
    "DescribeSpotFleetRequestHistory",
    "DescribeSpotFleetRequests",
    "DescribeSpotInstanceRequests",
    "DescribeSpotPriceHistory",
    "DescribeStaleSecurityGroups",
    "DescribeStoreImageTasks",
    "DescribeSubnets",
    "DescribeTags",
    "DescribeTrafficMirrorFilterRules",
    "DescribeTrafficMirrorFilters",
    "DescribeTrafficMirrorSessions",
    "DescribeTrafficMirrorTargets",
    "DescribeTransitGatewayAttachments",
    "DescribeTransitGatewayConnectPeers",
    "DescribeTransitGatewayConnects",
    "DescribeTransitGatewayMeteringPolicies",
    "DescribeTransitGatewayMulticastDomains",
    "DescribeTransitGatewayNetworkFunctionAttachments",
    "DescribeTransitGatewayPeeringAttachments",
    "DescribeTransitGatewayPolicyTables",
    "DescribeTransitGatewayRouteTableAnnouncements",
    "DescribeTransitGatewayRouteTables",
    "DescribeTransitGatewayVpcAttachments",
    "DescribeTransitGateways",
    "DescribeTrunkInterfaceAssociations",
    "DescribeVerifiedAccessEndpoints",
    "DescribeVerifiedAccessGroups",
    "DescribeVerifiedAccessInstanceLoggingConfigurations",
    "DescribeVerifiedAccessInstances",
    "DescribeVerifiedAccessTrustProviders",
    "DescribeVolumeAttribute",
    "DescribeVolumeStatus",
    "DescribeVolumes",
    "DescribeVolumesModifications",
    "DescribeVpcAttribute",
    "DescribeVpcBlockPublicAccessExclusions",
    "DescribeVpcBlockPublicAccessOptions",
    "DescribeVpcClassicLink",
    "DescribeVpcClassicLinkDnsSupport",
    "DescribeVpcEncryptionControls",
    "DescribeVpcEndpointAssociations",
    "DescribeVpcEndpointConnectionNotifications",
    "DescribeVpcEndpointConnections",
    "DescribeVpcEndpointServiceConfigurations",
    "DescribeVpcEndpointServicePermissions",
    "DescribeVpcEndpointServices",
    "DescribeVpcEndpoints",
    "DescribeVpcPeeringConnections",
    "DescribeVpcs",
    "DescribeVpnConcentrators",
    "DescribeVpnConnections",
    "DescribeVpnGateways",
    "DetachClassicLinkVpc",
    "DetachImageWatermark",
    "DetachInternetGateway",
    "DetachNetworkInterface",
    "DetachVerifiedAccessTrustProvider",
    "DetachVolume",
    "DetachVpnGateway",
    "DisableAddressTransfer",
    "DisableAllowedImagesSettings",
    "DisableApplicationStatusCheckSuppression",
    "DisableAwsNetworkPerformanceMetricSubscription",
    "DisableCapacityManager",
    "DisableEbsEncryptionByDefault",
    "DisableFastLaunch",
    "DisableFastSnapshotRestores",
    "DisableImage",
    "DisableImageBlockPublicAccess",
    "DisableImageDeprecation",
    "DisableImageDeregistrationProtection",
    "DisableInstanceSqlHaStandbyDetections",
    "DisableIpamOrganizationAdminAccount",
    "DisableIpamPolicy",
    "DisableRouteServerPropagation",
    "DisableSerialConsoleAccess",
    "DisableSnapshotBlockPublicAccess",
    "DisableTransitGatewayRouteTablePropagation",
    "DisableVgwRoutePropagation",
    "DisableVpcClassicLink",
    "DisableVpcClassicLinkDnsSupport",
    "DisassociateAddress",
    "DisassociateApplicationStatusCheck",
    "DisassociateCapacityReservationBillingOwner",
    "DisassociateClientVpnTargetNetwork",
    "DisassociateEnclaveCertificateIamRole",
    "DisassociateIamInstanceProfile",
    "DisassociateInstanceEventWindow",
    "DisassociateIpamByoasn",
    "DisassociateIpamResourceDiscovery",
    "DisassociateKmsKeyId",
    "DisassociateNatGatewayAddress",
    "DisassociateNetworkingFlexCostAllocationPolicy",
    "DisassociateRouteServer",
    "DisassociateRouteTable",
    "DisassociateSecurityGroupVpc",
    "DisassociateSubnetCidrBlock",
    "DisassociateTransitGatewayMulticastDomain",
    "DisassociateTransitGatewayPolicyTable",
    "DisassociateTransitGatewayRouteTable",
    "DisassociateTrunkInterface",
    "DisassociateVpcCidrBlock",
    "EnableAddressTransfer",
    "EnableAllowedImagesSettings",
    "EnableApplicationStatusCheckSuppression",
    "EnableAwsNetworkPerformanceMetricSubscription",
    "EnableCapacityManager",
    "EnableEbsEncryptionByDefault",
    "EnableFastLaunch",
    "EnableFastSnapshotRestores",
    "EnableImage",
    "EnableImageBlockPublicAccess",
    "EnableImageDeprecation",
    "EnableImageDeregistrationProtection",
    "EnableInstanceSqlHaStandbyDetections",
    "EnableIpamInternetRegistryAssociation",
    "EnableIpamOrganizationAdminAccount",
    "EnableIpamPolicy",
    "EnableReachabilityAnalyzerOrganizationSharing",
    "EnableRouteServerPropagation",
    "EnableSerialConsoleAccess",
    "EnableSnapshotBlockPublicAccess",
    "EnableTransitGatewayRouteTablePropagation",
    "EnableVgwRoutePropagation",
    "EnableVolumeIO",
    "EnableVpcClassicLink",
    "EnableVpcClassicLinkDnsSupport",
    "ExportClientVpnClientCertificateRevocationList",
    "ExportClientVpnClientConfiguration",
    "ExportImage",
    "ExportTransitGatewayRoutes",
    "ExportVerifiedAccessInstanceClientConfiguration",
    "GetActiveVpnTunnelStatus",
    "GetAllowedImagesSettings",
    "GetAssociatedEnclaveCertificateIamRoles",
    "GetAssociatedIpv6PoolCidrs",
    "GetAwsNetworkPerformanceData",
    "GetCapacityManagerAttributes",
    "GetCapacityManagerMetricData",
    "GetCapacityManagerMetricDimensions",
    "GetCapacityManagerMonitoredTagKeys",
    "GetCapacityManagerSupportabilityScores",
    "GetCapacityReservationUsage",
    "GetClientVpnEndpointAuthorizationPolicy",
    "GetCoipPoolUsage",
    "GetConsoleOutput",
    "GetConsoleScreenshot",
    "GetDeclarativePoliciesReportSummary",
    "GetDefaultCreditSpecification",
    "GetEbsDefaultKmsKeyId",
    "GetEbsEncryptionByDefault",
    "GetEnabledIpamPolicy",
    "GetFlowLogsIntegrationTemplate",
    "GetGroupsForCapacityReservation",
    "GetHostReservationPurchasePreview",
    "GetImageAncestry",
    "GetImageBlockPublicAccessState",
    "GetImageFindings",
    "GetInstanceMetadataDefaults",
    "GetInstanceTpmEkPub",
    "GetInstanceTypesFromInstanceRequirements",
    "GetInstanceUefiData",
    "GetIpamAddressHistory",
    "GetIpamDiscoveredAccounts",
    "GetIpamDiscoveredPublicAddresses",
    "GetIpamDiscoveredResourceCidrs",
    "GetIpamDiscoveredRoutes",
    "GetIpamInternetRegistryAssociationAsns",
    "GetIpamInternetRegistryAssociationCidrs",
    "GetIpamPolicyAllocationRules",
    "GetIpamPolicyOrganizationTargets",
    "GetIpamPoolAllocations",
    "GetIpamPoolCidrs",
    "GetIpamPrefixListResolverRules",
    "GetIpamPrefixListResolverVersionEntries",
    "GetIpamPrefixListResolverVersions",
    "GetIpamResourceCidrs",
    "GetIpamRouteOriginAuthorizations",
    "GetIpamRouteProtectionFindings",
    "GetIpamRoutingPolicyRegistrationDeltas",
    "GetIpamRoutingPolicyRegistrations",
    "GetLaunchTemplateData",
    "GetManagedPrefixListAssociations",
    "GetManagedPrefixListEntries",
    "GetManagedResourceVisibility",
    "GetNetworkInsightsAccessScopeAnalysisFindings",
    "GetNetworkInsightsAccessScopeContent",
    "GetNetworkingFlexCostAllocationPolicyVersions",
    "GetPasswordData",
    "GetReservedInstancesExchangeQuote",
    "GetRouteServerAssociations",
    "GetRouteServerPropagations",
    "GetRouteServerRoutingDatabase",
    "GetSecurityGroupsForVpc",
    "GetSerialConsoleAccessStatus",
    "GetSnapshotBlockPublicAccessState",
    "GetSpotPlacementScores",
    "GetSubnetCidrReservations",
    "GetTransitGatewayAttachmentNatConfiguration",
    "GetTransitGatewayAttachmentPropagations",
    "GetTransitGatewayMeteringPolicyEntries",
    "GetTransitGatewayMulticastDomainAssociations",
    "GetTransitGatewayPolicyTableAssociations",
    "GetTransitGatewayPolicyTableEntries",
    "GetTransitGatewayPrefixListReferences",
    "GetTransitGatewayRouteTableAssociations",
    "GetTransitGatewayRouteTablePropagations",
    "GetVerifiedAccessEndpointPolicy",
    "GetVerifiedAccessEndpointTargets",
    "GetVerifiedAccessGroupPolicy",
    "GetVpcResourcesBlockingEncryptionEnforcement",
    "GetVpnConnectionDeviceSampleConfiguration",
    "GetVpnConnectionDeviceTypes",
    "GetVpnTunnelReplacementStatus",
    "ImportClientVpnClientCertificateRevocationList",
    "ImportImage",
    "ImportInstance",
    "ImportKeyPair",
    "ImportSnapshot",
    "ImportVolume",
    "ListImagesInRecycleBin",
    "ListSnapshotsInRecycleBin",
    "ListVolumesInRecycleBin",
    "LockSnapshot",
    "ModifyAccountVpcEncryptionControl",
    "ModifyAddressAttribute",
    "ModifyApplicationStatusCheck",
    "ModifyAvailabilityZoneGroup",
    "ModifyCapacityReservation",
    "ModifyCapacityReservationFleet",
    "ModifyClientVpnEndpoint",
    "ModifyClientVpnEndpointAuthorizationPolicy",
    "ModifyDefaultCreditSpecification",
    "ModifyEbsDefaultKmsKeyId",
    "ModifyFleet",
    "ModifyFpgaImageAttribute",
    "ModifyHosts",
    "ModifyIdFormat",
    "ModifyIdentityIdFormat",
    "ModifyImageAttribute",
    "ModifyInstanceAttribute",
    "ModifyInstanceCapacityReservationAttributes",
    "ModifyInstanceConnectEndpoint",
    "ModifyInstanceCpuOptions",
    "ModifyInstanceCreditSpecification",
    "ModifyInstanceEventStartTime",
    "ModifyInstanceEventWindow",
    "ModifyInstanceMaintenanceOptions",
    "ModifyInstanceMetadataDefaults",
    "ModifyInstanceMetadataOptions",
    "ModifyInstanceNetworkPerformanceOptions",
    "ModifyInstancePlacement",
    "ModifyIpam",
    "ModifyIpamPolicyAllocationRules",
    "ModifyIpamPool",
    "ModifyIpamPoolAllocation",
    "ModifyIpamPrefixListResolver",
    "ModifyIpamPrefixListResolverTarget",
    "ModifyIpamResourceCidr",
    "ModifyIpamResourceDiscovery",
    "ModifyIpamRoutingPolicyRegistration",
    "ModifyIpamScope",
    "ModifyLaunchTemplate",
    "ModifyLocalGatewayRoute",
    "ModifyManagedPrefixList",
    "ModifyManagedResourceVisibility",
    "ModifyMetricCategory",
    "ModifyNetworkInterfaceAttribute",
    "ModifyNetworkingFlexCostAllocationPolicy",
    "ModifyPrivateDnsNameOptions",
    "ModifyPublicIpDnsNameOptions",
    "ModifyReservedInstances",
    "ModifyRouteServer",
    "ModifySecurityGroupRules",
    "ModifySnapshotAttribute",
    "ModifySnapshotTier",
    "ModifySpotFleetRequest",
    "ModifySubnetAttribute",
    "ModifyTrafficMirrorFilterNetworkServices",
    "ModifyTrafficMirrorFilterRule",
    "ModifyTrafficMirrorSession",
    "ModifyTransitGateway",
    "ModifyTransitGatewayAttachmentNatConfiguration",
    "ModifyTransitGatewayMeteringPolicy",
    "ModifyTransitGatewayNetworkFunctionAttachment",
    "ModifyTransitGatewayPeeringAttachment",
    "ModifyTransitGatewayPolicyTableEntry",
    "ModifyTransitGatewayPrefixListReference",
    "ModifyTransitGatewayVpcAttachment",
    "ModifyVerifiedAccessEndpoint",
    "ModifyVerifiedAccessEndpointPolicy",
    "ModifyVerifiedAccessGroup",
    "ModifyVerifiedAccessGroupPolicy",
    "ModifyVerifiedAccessInstance",
    "ModifyVerifiedAccessInstanceLoggingConfiguration",
    "ModifyVerifiedAccessTrustProvider",
    "ModifyVolume",
    "ModifyVolumeAttribute",
    "ModifyVpcAttribute",
    "ModifyVpcBlockPublicAccessExclusion",
    "ModifyVpcBlockPublicAccessOptions",
    "ModifyVpcEncryptionControl",
    "ModifyVpcEndpoint",
    "ModifyVpcEndpointConnectionNotification",
    "ModifyVpcEndpointPayerResponsibility",
    "ModifyVpcEndpointServiceConfiguration",
    "ModifyVpcEndpointServicePayerResponsibility",
    "ModifyVpcEndpointServicePermissions",
    "ModifyVpcPeeringConnectionOptions",
    "ModifyVpcTenancy",
    "ModifyVpnConnection",
    "ModifyVpnConnectionOptions",
    "ModifyVpnTunnelCertificate",
    "ModifyVpnTunnelOptions",
    "MonitorInstances",
    "MoveAddressToVpc",
    "MoveByoipCidrToIpam",
    "MoveCapacityReservationInstances",
    "ProvisionByoipCidr",
    "ProvisionIpamByoasn",
    "ProvisionIpamPoolCidr",
    "ProvisionPublicIpv4PoolCidr",
    "PurchaseCapacityBlock",
    "PurchaseCapacityBlockExtension",
    "PurchaseHostReservation",
    "PurchaseReservedInstancesOffering",
    "PurchaseScheduledInstances",
    "RebootInstances",
    "RegisterImage",
    "RegisterInstanceEventNotificationAttributes",
    "RegisterTransitGatewayMulticastGroupMembers",
    "RegisterTransitGatewayMulticastGroupSources",
    "RejectCapacityReservationBillingOwnership",
    "RejectTransitGatewayClientVpnAttachment",
    "RejectTransitGatewayMulticastDomainAssociations",
    "RejectTransitGatewayPeeringAttachment",
    "RejectTransitGatewayVpcAttachment",
    "RejectVpcEndpointConnections",
    "RejectVpcPeeringConnection",
    "ReleaseAddress",
    "ReleaseHosts",
    "ReleaseIpamPoolAllocation",
    "ReplaceIamInstanceProfileAssociation",
    "ReplaceImageCriteriaInAllowedImagesSettings",
    "ReplaceImageInstanceTypeSpecification",
    "ReplaceNetworkAclAssociation",
    "ReplaceNetworkAclEntry",
    "ReplaceRoute",
    "ReplaceRouteTableAssociation",
    "ReplaceTransitGatewayRoute",
    "ReplaceVpnTunnel",
    "ReportInstanceStatus",
    "RequestSpotFleet",
    "RequestSpotInstances",
    "ResetAddressAttribute",
    "ResetEbsDefaultKmsKeyId",
    "ResetFpgaImageAttribute",
    "ResetImageAttribute",
    "ResetInstanceAttribute",
    "ResetNetworkInterfaceAttribute",
    "ResetSnapshotAttribute",
    "RestoreAddressToClassic",
    "RestoreImageFromRecycleBin",
    "RestoreManagedPrefixListVersion",
    "RestoreSnapshotFromRecycleBin",
    "RestoreSnapshotTier",
    "RestoreVolumeFromRecycleBin",
    "RevokeClientVpnIngress",
    "RevokeSecurityGroupEgress",
    "RevokeSecurityGroupIngress",
    "RunInstances",
    "RunScheduledInstances",
    "SearchLocalGatewayRoutes",
    "SearchTransitGatewayMulticastGroups",
    "SearchTransitGatewayRoutes",
    "SendDiagnosticInterrupt",
    "StartDeclarativePoliciesReport",
    "StartInstances",
    "StartNetworkInsightsAccessScopeAnalysis",
    "StartNetworkInsightsAnalysis",
    "StartVpcEndpointServicePrivateDnsVerification",
    "StopInstances",
    "TerminateClientVpnConnections",
    "TerminateInstances",
    "UnassignIpv6Addresses",
    "UnassignPrivateIpAddresses",
    "UnassignPrivateNatGatewayAddress",
    "UnlockSnapshot",
    "UnmonitorInstances",
    "UpdateCapacityManagerMonitoredTagKeys",
    "UpdateCapacityManagerOrganizationsAccess",
    "UpdateInterruptibleCapacityReservationAllocation",
    "UpdateSecurityGroupRuleDescriptionsEgress",
    "UpdateSecurityGroupRuleDescriptionsIngress",
    "ValidateSecurityGroupQuotasForInterface",
    "WithdrawByoipCidr",
)
