"""Typed requests and responses of acm-pca's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types acm-pca`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class ASN1Subject(TypedDict, total=False):
    Country: str
    Organization: str
    OrganizationalUnit: str
    DistinguishedNameQualifier: str
    State: str
    CommonName: str
    SerialNumber: str
    Locality: str
    Title: str
    Surname: str
    GivenName: str
    Initials: str
    Pseudonym: str
    GenerationQualifier: str
    CustomAttributes: list[CustomAttribute]


class AccessDescription(TypedDict):
    AccessMethod: AccessMethod
    AccessLocation: GeneralName


class AccessMethod(TypedDict, total=False):
    CustomObjectIdentifier: str
    AccessMethodType: str


class ApiPassthrough(TypedDict, total=False):
    Extensions: Extensions
    Subject: ASN1Subject


class CertificateAuthority(TypedDict, total=False):
    Arn: str
    OwnerAccount: str
    CreatedAt: datetime
    LastStateChangeAt: datetime
    Type: str
    Serial: str
    Status: str
    NotBefore: datetime
    NotAfter: datetime
    FailureReason: str
    CertificateAuthorityConfiguration: CertificateAuthorityConfiguration
    RevocationConfiguration: RevocationConfiguration
    RestorableUntil: datetime
    KeyStorageSecurityStandard: str
    UsageMode: str


class _CertificateAuthorityConfigurationRequired(TypedDict):
    KeyAlgorithm: str
    SigningAlgorithm: str
    Subject: ASN1Subject


class CertificateAuthorityConfiguration(_CertificateAuthorityConfigurationRequired, total=False):
    CsrExtensions: CsrExtensions


class CreateCertificateAuthorityAuditReportRequest(TypedDict):
    CertificateAuthorityArn: str
    S3BucketName: str
    AuditReportResponseFormat: str


class CreateCertificateAuthorityAuditReportResponse(TypedDict, total=False):
    AuditReportId: str
    S3Key: str


class _CreateCertificateAuthorityRequestRequired(TypedDict):
    CertificateAuthorityConfiguration: CertificateAuthorityConfiguration
    CertificateAuthorityType: str


class CreateCertificateAuthorityRequest(_CreateCertificateAuthorityRequestRequired, total=False):
    RevocationConfiguration: RevocationConfiguration
    IdempotencyToken: str
    KeyStorageSecurityStandard: str
    Tags: list[Tag]
    UsageMode: str


class CreateCertificateAuthorityResponse(TypedDict, total=False):
    CertificateAuthorityArn: str


class _CreatePermissionRequestRequired(TypedDict):
    CertificateAuthorityArn: str
    Principal: str
    Actions: list[str]


class CreatePermissionRequest(_CreatePermissionRequestRequired, total=False):
    SourceAccount: str


class _CrlConfigurationRequired(TypedDict):
    Enabled: bool


class CrlConfiguration(_CrlConfigurationRequired, total=False):
    ExpirationInDays: int
    CustomCname: str
    S3BucketName: str
    S3ObjectAcl: str
    CrlDistributionPointExtensionConfiguration: CrlDistributionPointExtensionConfiguration
    CrlType: str
    CustomPath: str


class CrlDistributionPointExtensionConfiguration(TypedDict):
    OmitExtension: bool


class CsrExtensions(TypedDict, total=False):
    KeyUsage: KeyUsage
    SubjectInformationAccess: list[AccessDescription]


class CustomAttribute(TypedDict):
    ObjectIdentifier: str
    Value: str


class _CustomExtensionRequired(TypedDict):
    ObjectIdentifier: str
    Value: str


class CustomExtension(_CustomExtensionRequired, total=False):
    Critical: bool


class _DeleteCertificateAuthorityRequestRequired(TypedDict):
    CertificateAuthorityArn: str


class DeleteCertificateAuthorityRequest(_DeleteCertificateAuthorityRequestRequired, total=False):
    PermanentDeletionTimeInDays: int


class _DeletePermissionRequestRequired(TypedDict):
    CertificateAuthorityArn: str
    Principal: str


class DeletePermissionRequest(_DeletePermissionRequestRequired, total=False):
    SourceAccount: str


class DeletePolicyRequest(TypedDict):
    ResourceArn: str


class DescribeCertificateAuthorityAuditReportRequest(TypedDict):
    CertificateAuthorityArn: str
    AuditReportId: str


class DescribeCertificateAuthorityAuditReportResponse(TypedDict, total=False):
    AuditReportStatus: str
    S3BucketName: str
    S3Key: str
    CreatedAt: datetime


class DescribeCertificateAuthorityRequest(TypedDict):
    CertificateAuthorityArn: str


class DescribeCertificateAuthorityResponse(TypedDict, total=False):
    CertificateAuthority: CertificateAuthority


class _EdiPartyNameRequired(TypedDict):
    PartyName: str


class EdiPartyName(_EdiPartyNameRequired, total=False):
    NameAssigner: str


class ExtendedKeyUsage(TypedDict, total=False):
    ExtendedKeyUsageType: str
    ExtendedKeyUsageObjectIdentifier: str


class Extensions(TypedDict, total=False):
    CertificatePolicies: list[PolicyInformation]
    ExtendedKeyUsage: list[ExtendedKeyUsage]
    KeyUsage: KeyUsage
    SubjectAlternativeNames: list[GeneralName]
    CustomExtensions: list[CustomExtension]


class GeneralName(TypedDict, total=False):
    OtherName: OtherName
    Rfc822Name: str
    DnsName: str
    DirectoryName: ASN1Subject
    EdiPartyName: EdiPartyName
    UniformResourceIdentifier: str
    IpAddress: str
    RegisteredId: str


class GetCertificateAuthorityCertificateRequest(TypedDict):
    CertificateAuthorityArn: str


class GetCertificateAuthorityCertificateResponse(TypedDict, total=False):
    Certificate: str
    CertificateChain: str


class GetCertificateAuthorityCsrRequest(TypedDict):
    CertificateAuthorityArn: str


class GetCertificateAuthorityCsrResponse(TypedDict, total=False):
    Csr: str


class GetCertificateRequest(TypedDict):
    CertificateAuthorityArn: str
    CertificateArn: str


class GetCertificateResponse(TypedDict, total=False):
    Certificate: str
    CertificateChain: str


class GetPolicyRequest(TypedDict):
    ResourceArn: str


class GetPolicyResponse(TypedDict, total=False):
    Policy: str


class _ImportCertificateAuthorityCertificateRequestRequired(TypedDict):
    CertificateAuthorityArn: str
    Certificate: bytes


class ImportCertificateAuthorityCertificateRequest(
    _ImportCertificateAuthorityCertificateRequestRequired, total=False
):
    CertificateChain: bytes


class _IssueCertificateRequestRequired(TypedDict):
    CertificateAuthorityArn: str
    Csr: bytes
    SigningAlgorithm: str
    Validity: Validity


class IssueCertificateRequest(_IssueCertificateRequestRequired, total=False):
    ApiPassthrough: ApiPassthrough
    TemplateArn: str
    ValidityNotBefore: Validity
    IdempotencyToken: str


class IssueCertificateResponse(TypedDict, total=False):
    CertificateArn: str


class KeyUsage(TypedDict, total=False):
    DigitalSignature: bool
    NonRepudiation: bool
    KeyEncipherment: bool
    DataEncipherment: bool
    KeyAgreement: bool
    KeyCertSign: bool
    CRLSign: bool
    EncipherOnly: bool
    DecipherOnly: bool


class ListCertificateAuthoritiesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    ResourceOwner: str


class ListCertificateAuthoritiesResponse(TypedDict, total=False):
    NextToken: str
    CertificateAuthorities: list[CertificateAuthority]


class _ListPermissionsRequestRequired(TypedDict):
    CertificateAuthorityArn: str


class ListPermissionsRequest(_ListPermissionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListPermissionsResponse(TypedDict, total=False):
    NextToken: str
    Permissions: list[Permission]


class _ListTagsRequestRequired(TypedDict):
    CertificateAuthorityArn: str


class ListTagsRequest(_ListTagsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListTagsResponse(TypedDict, total=False):
    NextToken: str
    Tags: list[Tag]


class _OcspConfigurationRequired(TypedDict):
    Enabled: bool


class OcspConfiguration(_OcspConfigurationRequired, total=False):
    OcspCustomCname: str


class OtherName(TypedDict):
    TypeId: str
    Value: str


class Permission(TypedDict, total=False):
    CertificateAuthorityArn: str
    CreatedAt: datetime
    Principal: str
    SourceAccount: str
    Actions: list[str]
    Policy: str


class _PolicyInformationRequired(TypedDict):
    CertPolicyId: str


class PolicyInformation(_PolicyInformationRequired, total=False):
    PolicyQualifiers: list[PolicyQualifierInfo]


class PolicyQualifierInfo(TypedDict):
    PolicyQualifierId: str
    Qualifier: Qualifier


class PutPolicyRequest(TypedDict):
    ResourceArn: str
    Policy: str


class Qualifier(TypedDict):
    CpsUri: str


class RestoreCertificateAuthorityRequest(TypedDict):
    CertificateAuthorityArn: str


class RevocationConfiguration(TypedDict, total=False):
    CrlConfiguration: CrlConfiguration
    OcspConfiguration: OcspConfiguration


class RevokeCertificateRequest(TypedDict):
    CertificateAuthorityArn: str
    CertificateSerial: str
    RevocationReason: str


class _TagRequired(TypedDict):
    Key: str


class Tag(_TagRequired, total=False):
    Value: str


class TagCertificateAuthorityRequest(TypedDict):
    CertificateAuthorityArn: str
    Tags: list[Tag]


class UntagCertificateAuthorityRequest(TypedDict):
    CertificateAuthorityArn: str
    Tags: list[Tag]


class _UpdateCertificateAuthorityRequestRequired(TypedDict):
    CertificateAuthorityArn: str


class UpdateCertificateAuthorityRequest(_UpdateCertificateAuthorityRequestRequired, total=False):
    RevocationConfiguration: RevocationConfiguration
    Status: str


class Validity(TypedDict):
    Value: int
    Type: str


class CreatePermissionResponse(TypedDict, total=False):
    pass


class DeleteCertificateAuthorityResponse(TypedDict, total=False):
    pass


class DeletePermissionResponse(TypedDict, total=False):
    pass


class DeletePolicyResponse(TypedDict, total=False):
    pass


class ImportCertificateAuthorityCertificateResponse(TypedDict, total=False):
    pass


class PutPolicyResponse(TypedDict, total=False):
    pass


class RestoreCertificateAuthorityResponse(TypedDict, total=False):
    pass


class RevokeCertificateResponse(TypedDict, total=False):
    pass


class TagCertificateAuthorityResponse(TypedDict, total=False):
    pass


class UntagCertificateAuthorityResponse(TypedDict, total=False):
    pass


class UpdateCertificateAuthorityResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateCertificateAuthority",
    "CreateCertificateAuthorityAuditReport",
    "CreatePermission",
    "DeleteCertificateAuthority",
    "DeletePermission",
    "DeletePolicy",
    "DescribeCertificateAuthority",
    "DescribeCertificateAuthorityAuditReport",
    "GetCertificate",
    "GetCertificateAuthorityCertificate",
    "GetCertificateAuthorityCsr",
    "GetPolicy",
    "ImportCertificateAuthorityCertificate",
    "IssueCertificate",
    "ListCertificateAuthorities",
    "ListPermissions",
    "ListTags",
    "PutPolicy",
    "RestoreCertificateAuthority",
    "RevokeCertificate",
    "TagCertificateAuthority",
    "UntagCertificateAuthority",
    "UpdateCertificateAuthority",
)
