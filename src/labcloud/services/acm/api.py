"""Typed requests and responses of acm's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types acm`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AcmCertificateMetadata(TypedDict, total=False):
    CreatedAt: datetime
    Exported: bool
    ImportedAt: datetime
    InUse: bool
    IssuedAt: datetime
    RenewalEligibility: str
    RevokedAt: datetime
    Status: str
    RenewalStatus: str
    Type: str
    ExportOption: str
    ManagedBy: str
    ValidationMethod: str
    CertificateKeyPairOrigin: str
    AcmeEndpointArn: str
    AcmeAccountId: str
    CertificateUsage: str
    RootHierarchyType: str


class AcmCertificateMetadataFilter(TypedDict, total=False):
    Status: str
    RenewalStatus: str
    Type: str
    InUse: bool
    Exported: bool
    ExportOption: str
    ManagedBy: str
    ValidationMethod: str
    CertificateKeyPairOrigin: str
    AcmeEndpointArn: str
    AcmeAccountId: str
    RootHierarchyType: str


class AcmeAccount(TypedDict, total=False):
    AccountUrl: str
    PublicKeyThumbprint: str
    Status: str
    CreatedAt: datetime
    AcmeExternalAccountBindingArn: str
    Contacts: list[str]


class AcmeAccountSummary(TypedDict, total=False):
    AccountUrl: str
    PublicKeyThumbprint: str
    Status: str
    CreatedAt: datetime
    AcmeExternalAccountBindingArn: str
    Contacts: list[str]


class AcmeDomainValidation(TypedDict, total=False):
    AcmeDomainValidationArn: str
    AcmeEndpointArn: str
    DomainName: str
    PrevalidationType: str
    PrevalidationDetails: PrevalidationDetails
    Status: str
    FailureDetails: FailureDetails
    CreatedAt: datetime
    UpdatedAt: datetime


class AcmeDomainValidationSummary(TypedDict, total=False):
    AcmeDomainValidationArn: str
    AcmeEndpointArn: str
    DomainName: str
    PrevalidationType: str
    PrevalidationDetails: PrevalidationDetails
    Status: str
    FailureDetails: FailureDetails
    CreatedAt: datetime
    UpdatedAt: datetime


class AcmeEndpoint(TypedDict, total=False):
    AcmeEndpointArn: str
    EndpointUrl: str
    Status: str
    FailureReason: str
    AuthorizationBehavior: str
    Contact: str
    CertificateAuthority: CertificateAuthority
    CertificateTags: list[Tag]
    CreatedAt: datetime
    UpdatedAt: datetime


class AcmeEndpointSummary(TypedDict, total=False):
    AcmeEndpointArn: str
    EndpointUrl: str
    Status: str
    FailureReason: str
    AuthorizationBehavior: str
    Contact: str
    CertificateAuthority: CertificateAuthority
    CertificateTags: list[Tag]
    CreatedAt: datetime
    UpdatedAt: datetime


class AcmeExternalAccountBinding(TypedDict, total=False):
    AcmeExternalAccountBindingArn: str
    AcmeEndpointArn: str
    RoleArn: str
    ExpiresAt: datetime
    RevokedAt: datetime
    LastUsedAt: datetime
    CreatedAt: datetime
    UpdatedAt: datetime


class AcmeExternalAccountBindingSummary(TypedDict, total=False):
    AcmeExternalAccountBindingArn: str
    AcmeEndpointArn: str
    RoleArn: str
    ExpiresAt: datetime
    RevokedAt: datetime
    LastUsedAt: datetime
    CreatedAt: datetime
    UpdatedAt: datetime


class AddTagsToCertificateRequest(TypedDict):
    CertificateArn: str
    Tags: list[Tag]


class CertificateAuthority(TypedDict, total=False):
    PublicCertificateAuthority: PublicCertificateAuthority


class CertificateDetail(TypedDict, total=False):
    CertificateArn: str
    DomainName: str
    SubjectAlternativeNames: list[str]
    ManagedBy: str
    DomainValidationOptions: list[DomainValidation]
    Serial: str
    Subject: str
    Issuer: str
    CreatedAt: datetime
    IssuedAt: datetime
    ImportedAt: datetime
    Status: str
    RevokedAt: datetime
    RevocationReason: str
    NotBefore: datetime
    NotAfter: datetime
    KeyAlgorithm: str
    SignatureAlgorithm: str
    InUseBy: list[str]
    FailureReason: str
    Type: str
    RenewalSummary: RenewalSummary
    KeyUsages: list[KeyUsage]
    ExtendedKeyUsages: list[ExtendedKeyUsage]
    CertificateAuthorityArn: str
    RenewalEligibility: str
    Options: CertificateOptions
    UpdateSummary: UpdateSummary
    CertificateKeyPairOrigin: str
    AcmeEndpointArn: str
    AcmeAccountId: str
    CertificateUsage: str
    RootHierarchyType: str


class CertificateFilter(TypedDict, total=False):
    CertificateArn: str
    X509AttributeFilter: X509AttributeFilter
    AcmCertificateMetadataFilter: AcmCertificateMetadataFilter


class CertificateFilterStatement(TypedDict, total=False):
    And: list[CertificateFilterStatement]
    Or: list[CertificateFilterStatement]
    Not: CertificateFilterStatement
    Filter: CertificateFilter


class CertificateMetadata(TypedDict, total=False):
    AcmCertificateMetadata: AcmCertificateMetadata


class CertificateOptions(TypedDict, total=False):
    CertificateTransparencyLoggingPreference: str
    Export: str
    ValidationMethod: str


class CertificateSearchResult(TypedDict, total=False):
    CertificateArn: str
    X509Attributes: X509Attributes
    CertificateMetadata: CertificateMetadata


class CertificateSummary(TypedDict, total=False):
    CertificateArn: str
    DomainName: str
    SubjectAlternativeNameSummaries: list[str]
    HasAdditionalSubjectAlternativeNames: bool
    Status: str
    Type: str
    KeyAlgorithm: str
    KeyUsages: list[str]
    ExtendedKeyUsages: list[str]
    ExportOption: str
    InUse: bool
    Exported: bool
    RenewalEligibility: str
    NotBefore: datetime
    NotAfter: datetime
    CreatedAt: datetime
    IssuedAt: datetime
    ImportedAt: datetime
    RevokedAt: datetime
    ManagedBy: str
    CertificateKeyPairOrigin: str
    CertificateUsage: str
    RootHierarchyType: str


class CommonNameFilter(TypedDict):
    Value: str
    ComparisonOperator: str


class _CreateAcmeDomainValidationRequestRequired(TypedDict):
    AcmeEndpointArn: str
    DomainName: str
    PrevalidationOptions: PrevalidationOptions


class CreateAcmeDomainValidationRequest(_CreateAcmeDomainValidationRequestRequired, total=False):
    IdempotencyToken: str
    Tags: list[Tag]


class CreateAcmeDomainValidationResponse(TypedDict):
    AcmeDomainValidationArn: str


class _CreateAcmeEndpointRequestRequired(TypedDict):
    AuthorizationBehavior: str
    CertificateAuthority: CertificateAuthority


class CreateAcmeEndpointRequest(_CreateAcmeEndpointRequestRequired, total=False):
    IdempotencyToken: str
    Contact: str
    Tags: list[Tag]
    CertificateTags: list[Tag]


class CreateAcmeEndpointResponse(TypedDict, total=False):
    AcmeEndpointArn: str


class _CreateAcmeExternalAccountBindingRequestRequired(TypedDict):
    AcmeEndpointArn: str
    RoleArn: str


class CreateAcmeExternalAccountBindingRequest(_CreateAcmeExternalAccountBindingRequestRequired, total=False):
    IdempotencyToken: str
    Expiration: Expiration
    Tags: list[Tag]


class CreateAcmeExternalAccountBindingResponse(TypedDict, total=False):
    ExternalAccountBinding: AcmeExternalAccountBinding


class CustomAttribute(TypedDict, total=False):
    ObjectIdentifier: str
    Value: str


class DeleteAcmeDomainValidationRequest(TypedDict):
    AcmeDomainValidationArn: str


class DeleteAcmeEndpointRequest(TypedDict):
    AcmeEndpointArn: str


class DeleteAcmeExternalAccountBindingRequest(TypedDict):
    AcmeExternalAccountBindingArn: str


class DeleteCertificateRequest(TypedDict):
    CertificateArn: str


class DescribeAcmeAccountRequest(TypedDict):
    AcmeEndpointArn: str
    AccountUrl: str


class DescribeAcmeAccountResponse(TypedDict, total=False):
    AcmeAccount: AcmeAccount


class DescribeAcmeDomainValidationRequest(TypedDict):
    AcmeDomainValidationArn: str


class DescribeAcmeDomainValidationResponse(TypedDict, total=False):
    AcmeDomainValidation: AcmeDomainValidation


class DescribeAcmeEndpointRequest(TypedDict):
    AcmeEndpointArn: str


class DescribeAcmeEndpointResponse(TypedDict, total=False):
    AcmeEndpoint: AcmeEndpoint


class DescribeAcmeExternalAccountBindingRequest(TypedDict):
    AcmeExternalAccountBindingArn: str


class DescribeAcmeExternalAccountBindingResponse(TypedDict, total=False):
    ExternalAccountBinding: AcmeExternalAccountBinding


class DescribeCertificateRequest(TypedDict):
    CertificateArn: str


class DescribeCertificateResponse(TypedDict, total=False):
    Certificate: CertificateDetail


class DistinguishedName(TypedDict, total=False):
    CommonName: str
    DomainComponents: list[str]
    Country: str
    CustomAttributes: list[CustomAttribute]
    DistinguishedNameQualifier: str
    GenerationQualifier: str
    GivenName: str
    Initials: str
    Locality: str
    Organization: str
    OrganizationalUnit: str
    Pseudonym: str
    SerialNumber: str
    State: str
    Surname: str
    Title: str


class DnsNameFilter(TypedDict):
    Value: str
    ComparisonOperator: str


class DnsPrevalidationDetails(TypedDict, total=False):
    DomainScope: DomainScope
    HostedZoneId: str
    ResourceRecord: ResourceRecord


class DnsPrevalidationOptions(TypedDict, total=False):
    DomainScope: DomainScope
    HostedZoneId: str


class DnsValidationChallenge(TypedDict, total=False):
    ResourceRecord: ResourceRecord


class DomainScope(TypedDict, total=False):
    ExactDomain: str
    Subdomains: str
    Wildcards: str


class _DomainValidationRequired(TypedDict):
    DomainName: str


class DomainValidation(_DomainValidationRequired, total=False):
    ValidationEmails: list[str]
    ValidationDomain: str
    ValidationStatus: str
    ResourceRecord: ResourceRecord
    HttpRedirect: HttpRedirect
    ValidationMethod: str


class DomainValidationMethodUpdateSummary(TypedDict, total=False):
    From: str
    To: str


class DomainValidationOption(TypedDict):
    DomainName: str
    ValidationDomain: str


class _DomainValidationSummaryRequired(TypedDict):
    DomainName: str


class DomainValidationSummary(_DomainValidationSummaryRequired, total=False):
    ActiveValidationConfiguration: ValidationConfiguration
    RequestedValidationConfiguration: ValidationConfiguration


class EmailValidationChallenge(TypedDict, total=False):
    ValidationEmails: list[str]
    ValidationDomain: str


class Expiration(TypedDict):
    Value: int
    Type: str


class ExpiryEventsConfiguration(TypedDict, total=False):
    DaysBeforeExpiry: int


class ExportCertificateRequest(TypedDict):
    CertificateArn: str
    Passphrase: bytes


class ExportCertificateResponse(TypedDict, total=False):
    Certificate: str
    CertificateChain: str
    PrivateKey: str


class ExtendedKeyUsage(TypedDict, total=False):
    Name: str
    OID: str


class FailureDetails(TypedDict, total=False):
    Reason: str
    Message: str


class Filters(TypedDict, total=False):
    extendedKeyUsage: list[str]
    keyUsage: list[str]
    keyTypes: list[str]
    exportOption: str
    managedBy: str


class GeneralName(TypedDict, total=False):
    DirectoryName: DistinguishedName
    DnsName: str
    IpAddress: str
    OtherName: OtherName
    RegisteredId: str
    Rfc822Name: str
    UniformResourceIdentifier: str


class GetAccountConfigurationResponse(TypedDict, total=False):
    ExpiryEvents: ExpiryEventsConfiguration


class GetAcmeExternalAccountBindingCredentialsRequest(TypedDict):
    AcmeExternalAccountBindingArn: str


class GetAcmeExternalAccountBindingCredentialsResponse(TypedDict, total=False):
    KeyId: str
    MacKey: str


class GetCertificateRequest(TypedDict):
    CertificateArn: str


class GetCertificateResponse(TypedDict, total=False):
    Certificate: str
    CertificateChain: str


class HttpRedirect(TypedDict, total=False):
    RedirectFrom: str
    RedirectTo: str


class _ImportCertificateRequestRequired(TypedDict):
    Certificate: bytes
    PrivateKey: bytes


class ImportCertificateRequest(_ImportCertificateRequestRequired, total=False):
    CertificateArn: str
    CertificateChain: bytes
    Tags: list[Tag]


class ImportCertificateResponse(TypedDict, total=False):
    CertificateArn: str


class KeyUsage(TypedDict, total=False):
    Name: str


class _ListAcmeAccountsRequestRequired(TypedDict):
    AcmeEndpointArn: str


class ListAcmeAccountsRequest(_ListAcmeAccountsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListAcmeAccountsResponse(TypedDict, total=False):
    AcmeAccounts: list[AcmeAccountSummary]
    NextToken: str


class _ListAcmeDomainValidationsRequestRequired(TypedDict):
    AcmeEndpointArn: str


class ListAcmeDomainValidationsRequest(_ListAcmeDomainValidationsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListAcmeDomainValidationsResponse(TypedDict, total=False):
    AcmeDomainValidations: list[AcmeDomainValidationSummary]
    NextToken: str


class ListAcmeEndpointsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListAcmeEndpointsResponse(TypedDict, total=False):
    AcmeEndpoints: list[AcmeEndpointSummary]
    NextToken: str


class _ListAcmeExternalAccountBindingsRequestRequired(TypedDict):
    AcmeEndpointArn: str


class ListAcmeExternalAccountBindingsRequest(_ListAcmeExternalAccountBindingsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListAcmeExternalAccountBindingsResponse(TypedDict, total=False):
    ExternalAccountBindings: list[AcmeExternalAccountBindingSummary]
    NextToken: str


class _ListCertificateDomainValidationsRequestRequired(TypedDict):
    CertificateArn: str


class ListCertificateDomainValidationsRequest(_ListCertificateDomainValidationsRequestRequired, total=False):
    NextToken: str
    MaxItems: int


class ListCertificateDomainValidationsResponse(TypedDict, total=False):
    DomainValidationSummaryList: list[DomainValidationSummary]
    NextToken: str


class ListCertificatesRequest(TypedDict, total=False):
    CertificateStatuses: list[str]
    CertificateKeyPairOrigins: list[str]
    RootHierarchyTypes: list[str]
    Includes: Filters
    NextToken: str
    MaxItems: int
    SortBy: str
    SortOrder: str


class ListCertificatesResponse(TypedDict, total=False):
    NextToken: str
    CertificateSummaryList: list[CertificateSummary]


class ListTagsForCertificateRequest(TypedDict):
    CertificateArn: str


class ListTagsForCertificateResponse(TypedDict, total=False):
    Tags: list[Tag]


class ListTagsForResourceRequest(TypedDict):
    ResourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: list[Tag]


class OtherName(TypedDict, total=False):
    ObjectIdentifier: str
    Value: str


class PrevalidationDetails(TypedDict, total=False):
    DnsPrevalidation: DnsPrevalidationDetails


class PrevalidationOptions(TypedDict, total=False):
    DnsPrevalidation: DnsPrevalidationOptions


class PublicCertificateAuthority(TypedDict, total=False):
    AllowedKeyAlgorithms: list[str]


class _PutAccountConfigurationRequestRequired(TypedDict):
    IdempotencyToken: str


class PutAccountConfigurationRequest(_PutAccountConfigurationRequestRequired, total=False):
    ExpiryEvents: ExpiryEventsConfiguration


class RemoveTagsFromCertificateRequest(TypedDict):
    CertificateArn: str
    Tags: list[Tag]


class RenewCertificateRequest(TypedDict):
    CertificateArn: str


class _RenewalSummaryRequired(TypedDict):
    RenewalStatus: str
    DomainValidationOptions: list[DomainValidation]
    UpdatedAt: datetime


class RenewalSummary(_RenewalSummaryRequired, total=False):
    RenewalStatusReason: str


class _RequestCertificateRequestRequired(TypedDict):
    DomainName: str


class RequestCertificateRequest(_RequestCertificateRequestRequired, total=False):
    ValidationMethod: str
    SubjectAlternativeNames: list[str]
    IdempotencyToken: str
    DomainValidationOptions: list[DomainValidationOption]
    Options: CertificateOptions
    CertificateAuthorityArn: str
    Tags: list[Tag]
    KeyAlgorithm: str
    ManagedBy: str
    CertificateUsage: str
    RootHierarchyType: str


class RequestCertificateResponse(TypedDict, total=False):
    CertificateArn: str


class ResendValidationEmailRequest(TypedDict):
    CertificateArn: str
    Domain: str
    ValidationDomain: str


class ResourceRecord(TypedDict):
    Name: str
    Type: str
    Value: str


class RevokeAcmeAccountRequest(TypedDict):
    AcmeEndpointArn: str
    AccountUrl: str


class RevokeAcmeExternalAccountBindingRequest(TypedDict):
    AcmeExternalAccountBindingArn: str


class RevokeCertificateRequest(TypedDict):
    CertificateArn: str
    RevocationReason: str


class RevokeCertificateResponse(TypedDict, total=False):
    CertificateArn: str


class SearchCertificatesRequest(TypedDict, total=False):
    FilterStatement: CertificateFilterStatement
    MaxResults: int
    NextToken: str
    SortBy: str
    SortOrder: str


class SearchCertificatesResponse(TypedDict, total=False):
    Results: list[CertificateSearchResult]
    NextToken: str


class SubjectAlternativeNameFilter(TypedDict, total=False):
    DnsName: DnsNameFilter


class SubjectFilter(TypedDict, total=False):
    CommonName: CommonNameFilter


class _TagRequired(TypedDict):
    Key: str


class Tag(_TagRequired, total=False):
    Value: str


class TagResourceRequest(TypedDict):
    ResourceArn: str
    Tags: list[Tag]


class TimestampRange(TypedDict, total=False):
    Start: datetime
    End: datetime


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagKeys: list[str]


class _UpdateAcmeDomainValidationRequestRequired(TypedDict):
    AcmeDomainValidationArn: str


class UpdateAcmeDomainValidationRequest(_UpdateAcmeDomainValidationRequestRequired, total=False):
    PrevalidationOptions: PrevalidationOptions


class _UpdateAcmeEndpointRequestRequired(TypedDict):
    AcmeEndpointArn: str


class UpdateAcmeEndpointRequest(_UpdateAcmeEndpointRequestRequired, total=False):
    AuthorizationBehavior: str
    Contact: str
    CertificateAuthority: CertificateAuthority


class UpdateCertificateOptionsRequest(TypedDict):
    CertificateArn: str
    Options: CertificateOptions


class UpdateSummary(TypedDict, total=False):
    Status: str
    Type: str
    DomainValidationMethodUpdateSummary: DomainValidationMethodUpdateSummary
    RequestedAt: datetime
    UpdatedAt: datetime


class ValidationChallenge(TypedDict, total=False):
    EmailValidationChallenge: EmailValidationChallenge
    DnsValidationChallenge: DnsValidationChallenge


class ValidationConfiguration(TypedDict, total=False):
    ValidationMethod: str
    ValidationChallenge: ValidationChallenge
    ValidationStatus: str


class X509AttributeFilter(TypedDict, total=False):
    Subject: SubjectFilter
    SubjectAlternativeName: SubjectAlternativeNameFilter
    ExtendedKeyUsage: str
    KeyUsage: str
    KeyAlgorithm: str
    SerialNumber: str
    NotAfter: TimestampRange
    NotBefore: TimestampRange


class X509Attributes(TypedDict, total=False):
    Issuer: DistinguishedName
    Subject: DistinguishedName
    SubjectAlternativeNames: list[GeneralName]
    ExtendedKeyUsages: list[str]
    KeyAlgorithm: str
    KeyUsages: list[str]
    SerialNumber: str
    NotAfter: datetime
    NotBefore: datetime


class AddTagsToCertificateResponse(TypedDict, total=False):
    pass


class DeleteAcmeDomainValidationResponse(TypedDict, total=False):
    pass


class DeleteAcmeEndpointResponse(TypedDict, total=False):
    pass


class DeleteAcmeExternalAccountBindingResponse(TypedDict, total=False):
    pass


class DeleteCertificateResponse(TypedDict, total=False):
    pass


class GetAccountConfigurationRequest(TypedDict, total=False):
    pass


class PutAccountConfigurationResponse(TypedDict, total=False):
    pass


class RemoveTagsFromCertificateResponse(TypedDict, total=False):
    pass


class RenewCertificateResponse(TypedDict, total=False):
    pass


class ResendValidationEmailResponse(TypedDict, total=False):
    pass


class RevokeAcmeAccountResponse(TypedDict, total=False):
    pass


class RevokeAcmeExternalAccountBindingResponse(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateAcmeDomainValidationResponse(TypedDict, total=False):
    pass


class UpdateAcmeEndpointResponse(TypedDict, total=False):
    pass


class UpdateCertificateOptionsResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddTagsToCertificate",
    "CreateAcmeDomainValidation",
    "CreateAcmeEndpoint",
    "CreateAcmeExternalAccountBinding",
    "DeleteAcmeDomainValidation",
    "DeleteAcmeEndpoint",
    "DeleteAcmeExternalAccountBinding",
    "DeleteCertificate",
    "DescribeAcmeAccount",
    "DescribeAcmeDomainValidation",
    "DescribeAcmeEndpoint",
    "DescribeAcmeExternalAccountBinding",
    "DescribeCertificate",
    "ExportCertificate",
    "GetAccountConfiguration",
    "GetAcmeExternalAccountBindingCredentials",
    "GetCertificate",
    "ImportCertificate",
    "ListAcmeAccounts",
    "ListAcmeDomainValidations",
    "ListAcmeEndpoints",
    "ListAcmeExternalAccountBindings",
    "ListCertificateDomainValidations",
    "ListCertificates",
    "ListTagsForCertificate",
    "ListTagsForResource",
    "PutAccountConfiguration",
    "RemoveTagsFromCertificate",
    "RenewCertificate",
    "RequestCertificate",
    "ResendValidationEmail",
    "RevokeAcmeAccount",
    "RevokeAcmeExternalAccountBinding",
    "RevokeCertificate",
    "SearchCertificates",
    "TagResource",
    "UntagResource",
    "UpdateAcmeDomainValidation",
    "UpdateAcmeEndpoint",
    "UpdateCertificateOptions",
)
