"""Typed requests and responses of iam's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types iam`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AcceptDelegationRequestRequest(TypedDict):
    DelegationRequestId: str


class _AccessDetailRequired(TypedDict):
    ServiceName: str
    ServiceNamespace: str


class AccessDetail(_AccessDetailRequired, total=False):
    Region: str
    EntityPath: str
    LastAuthenticatedTime: datetime
    TotalAuthenticatedEntities: int


class _AccessKeyRequired(TypedDict):
    UserName: str
    AccessKeyId: str
    Status: str
    SecretAccessKey: str


class AccessKey(_AccessKeyRequired, total=False):
    CreateDate: datetime


class _AccessKeyLastUsedRequired(TypedDict):
    ServiceName: str
    Region: str


class AccessKeyLastUsed(_AccessKeyLastUsedRequired, total=False):
    LastUsedDate: datetime


class AccessKeyMetadata(TypedDict, total=False):
    UserName: str
    AccessKeyId: str
    Status: str
    CreateDate: datetime


class _AcquireRoleRequestRequired(TypedDict):
    TemplateArn: str


class AcquireRoleRequest(_AcquireRoleRequestRequired, total=False):
    TemplateMinorVersion: int
    ReplacementValues: dict[str, ReplacementValueEntry]


class AcquireRoleResponse(TypedDict):
    Role: Role


class AddClientIDToOpenIDConnectProviderRequest(TypedDict):
    OpenIDConnectProviderArn: str
    ClientID: str


class AddRoleToInstanceProfileRequest(TypedDict):
    InstanceProfileName: str
    RoleName: str


class AddUserToGroupRequest(TypedDict):
    GroupName: str
    UserName: str


class AssociateDelegationRequestRequest(TypedDict):
    DelegationRequestId: str


class AttachGroupPolicyRequest(TypedDict):
    GroupName: str
    PolicyArn: str


class AttachRolePolicyRequest(TypedDict):
    RoleName: str
    PolicyArn: str


class AttachUserPolicyRequest(TypedDict):
    UserName: str
    PolicyArn: str


class AttachedPermissionsBoundary(TypedDict, total=False):
    PermissionsBoundaryType: str
    PermissionsBoundaryArn: str


class AttachedPolicy(TypedDict, total=False):
    PolicyName: str
    PolicyArn: str


class ChangePasswordRequest(TypedDict):
    OldPassword: str
    NewPassword: str


class ContextEntry(TypedDict, total=False):
    ContextKeyName: str
    ContextKeyValues: list[str]
    ContextKeyType: str


class _ContextProviderRequired(TypedDict):
    SubjectSourceKey: str


class ContextProvider(_ContextProviderRequired, total=False):
    KeyDefinitionList: list[ContextProviderKeyDefinition]
    SubjectTypeValue: str
    SubjectTypeSourceKey: str


class _ContextProviderKeyDefinitionRequired(TypedDict):
    SourceKey: str


class ContextProviderKeyDefinition(_ContextProviderKeyDefinitionRequired, total=False):
    TargetKey: str


class CreateAccessKeyRequest(TypedDict, total=False):
    UserName: str


class CreateAccessKeyResponse(TypedDict):
    AccessKey: AccessKey


class CreateAccountAliasRequest(TypedDict):
    AccountAlias: str


class _CreateDelegationRequestRequestRequired(TypedDict):
    Description: str
    Permissions: DelegationPermission
    RequestorWorkflowId: str
    NotificationChannel: str
    SessionDuration: int


class CreateDelegationRequestRequest(_CreateDelegationRequestRequestRequired, total=False):
    OwnerAccountId: str
    RequestMessage: str
    RedirectUrl: str
    OnlySendByOwner: bool


class CreateDelegationRequestResponse(TypedDict, total=False):
    ConsoleDeepLink: str
    DelegationRequestId: str


class _CreateGroupRequestRequired(TypedDict):
    GroupName: str


class CreateGroupRequest(_CreateGroupRequestRequired, total=False):
    Path: str


class CreateGroupResponse(TypedDict):
    Group: Group


class _CreateInstanceProfileRequestRequired(TypedDict):
    InstanceProfileName: str


class CreateInstanceProfileRequest(_CreateInstanceProfileRequestRequired, total=False):
    Path: str
    Tags: list[Tag]


class CreateInstanceProfileResponse(TypedDict):
    InstanceProfile: InstanceProfile


class CreateLoginProfileRequest(TypedDict, total=False):
    UserName: str
    Password: str
    PasswordResetRequired: bool
    MaxSigninSessionDuration: int


class CreateLoginProfileResponse(TypedDict):
    LoginProfile: LoginProfile


class _CreateOpenIDConnectProviderRequestRequired(TypedDict):
    Url: str


class CreateOpenIDConnectProviderRequest(_CreateOpenIDConnectProviderRequestRequired, total=False):
    ClientIDList: list[str]
    ThumbprintList: list[str]
    Tags: list[Tag]
    ContextProvider: ContextProvider
    IdentityCenterInstanceArn: str


class CreateOpenIDConnectProviderResponse(TypedDict, total=False):
    OpenIDConnectProviderArn: str
    Tags: list[Tag]


class _CreatePolicyRequestRequired(TypedDict):
    PolicyName: str
    PolicyDocument: str


class CreatePolicyRequest(_CreatePolicyRequestRequired, total=False):
    Path: str
    Description: str
    Tags: list[Tag]


class CreatePolicyResponse(TypedDict, total=False):
    Policy: Policy


class _CreatePolicyVersionRequestRequired(TypedDict):
    PolicyArn: str
    PolicyDocument: str


class CreatePolicyVersionRequest(_CreatePolicyVersionRequestRequired, total=False):
    SetAsDefault: bool


class CreatePolicyVersionResponse(TypedDict, total=False):
    PolicyVersion: PolicyVersion


class _CreateRoleRequestRequired(TypedDict):
    RoleName: str
    AssumeRolePolicyDocument: str


class CreateRoleRequest(_CreateRoleRequestRequired, total=False):
    Path: str
    Description: str
    MaxSessionDuration: int
    MaxSigninSessionDuration: int
    PermissionsBoundary: str
    Tags: list[Tag]


class CreateRoleResponse(TypedDict):
    Role: Role


class _CreateSAMLProviderRequestRequired(TypedDict):
    SAMLMetadataDocument: str
    Name: str


class CreateSAMLProviderRequest(_CreateSAMLProviderRequestRequired, total=False):
    Tags: list[Tag]
    AssertionEncryptionMode: str
    AddPrivateKey: str
    ContextProvider: ContextProvider
    IdentityCenterInstanceArn: str


class CreateSAMLProviderResponse(TypedDict, total=False):
    SAMLProviderArn: str
    Tags: list[Tag]


class _CreateServiceLinkedRoleRequestRequired(TypedDict):
    AWSServiceName: str


class CreateServiceLinkedRoleRequest(_CreateServiceLinkedRoleRequestRequired, total=False):
    Description: str
    CustomSuffix: str


class CreateServiceLinkedRoleResponse(TypedDict, total=False):
    Role: Role


class _CreateServiceSpecificCredentialRequestRequired(TypedDict):
    UserName: str
    ServiceName: str


class CreateServiceSpecificCredentialRequest(_CreateServiceSpecificCredentialRequestRequired, total=False):
    CredentialAgeDays: int


class CreateServiceSpecificCredentialResponse(TypedDict, total=False):
    ServiceSpecificCredential: ServiceSpecificCredential


class _CreateUserRequestRequired(TypedDict):
    UserName: str


class CreateUserRequest(_CreateUserRequestRequired, total=False):
    Path: str
    PermissionsBoundary: str
    Tags: list[Tag]


class CreateUserResponse(TypedDict, total=False):
    User: User


class _CreateVirtualMFADeviceRequestRequired(TypedDict):
    VirtualMFADeviceName: str


class CreateVirtualMFADeviceRequest(_CreateVirtualMFADeviceRequestRequired, total=False):
    Path: str
    Tags: list[Tag]


class CreateVirtualMFADeviceResponse(TypedDict):
    VirtualMFADevice: VirtualMFADevice


class _DeactivateMFADeviceRequestRequired(TypedDict):
    SerialNumber: str


class DeactivateMFADeviceRequest(_DeactivateMFADeviceRequestRequired, total=False):
    UserName: str


class DelegationPermission(TypedDict, total=False):
    PolicyTemplateArn: str
    Parameters: list[PolicyParameter]


class DelegationRequest(TypedDict, total=False):
    DelegationRequestId: str
    OwnerAccountId: str
    Description: str
    RequestMessage: str
    Permissions: DelegationPermission
    PermissionPolicy: str
    RolePermissionRestrictionArns: list[str]
    OwnerId: str
    ApproverId: str
    State: str
    ExpirationTime: datetime
    RequestorId: str
    RequestorName: str
    CreateDate: datetime
    SessionDuration: int
    RedirectUrl: str
    Notes: str
    RejectionReason: str
    OnlySendByOwner: bool
    UpdatedTime: datetime


class _DeleteAccessKeyRequestRequired(TypedDict):
    AccessKeyId: str


class DeleteAccessKeyRequest(_DeleteAccessKeyRequestRequired, total=False):
    UserName: str


class DeleteAccountAliasRequest(TypedDict):
    AccountAlias: str


class DeleteGroupPolicyRequest(TypedDict):
    GroupName: str
    PolicyName: str


class DeleteGroupRequest(TypedDict):
    GroupName: str


class DeleteInstanceProfileRequest(TypedDict):
    InstanceProfileName: str


class DeleteLoginProfileRequest(TypedDict, total=False):
    UserName: str


class DeleteOpenIDConnectProviderRequest(TypedDict):
    OpenIDConnectProviderArn: str


class DeletePolicyRequest(TypedDict):
    PolicyArn: str


class DeletePolicyVersionRequest(TypedDict):
    PolicyArn: str
    VersionId: str


class DeleteRolePermissionsBoundaryRequest(TypedDict):
    RoleName: str


class DeleteRolePolicyRequest(TypedDict):
    RoleName: str
    PolicyName: str


class DeleteRoleRequest(TypedDict):
    RoleName: str


class DeleteSAMLProviderRequest(TypedDict):
    SAMLProviderArn: str


class DeleteSSHPublicKeyRequest(TypedDict):
    UserName: str
    SSHPublicKeyId: str


class DeleteServerCertificateRequest(TypedDict):
    ServerCertificateName: str


class DeleteServiceLinkedRoleRequest(TypedDict):
    RoleName: str


class DeleteServiceLinkedRoleResponse(TypedDict):
    DeletionTaskId: str


class _DeleteServiceSpecificCredentialRequestRequired(TypedDict):
    ServiceSpecificCredentialId: str


class DeleteServiceSpecificCredentialRequest(_DeleteServiceSpecificCredentialRequestRequired, total=False):
    UserName: str


class _DeleteSigningCertificateRequestRequired(TypedDict):
    CertificateId: str


class DeleteSigningCertificateRequest(_DeleteSigningCertificateRequestRequired, total=False):
    UserName: str


class DeleteUserPermissionsBoundaryRequest(TypedDict):
    UserName: str


class DeleteUserPolicyRequest(TypedDict):
    UserName: str
    PolicyName: str


class DeleteUserRequest(TypedDict):
    UserName: str


class DeleteVirtualMFADeviceRequest(TypedDict):
    SerialNumber: str


class DeletionTaskFailureReasonType(TypedDict, total=False):
    Reason: str
    RoleUsageList: list[RoleUsageType]


class DetachGroupPolicyRequest(TypedDict):
    GroupName: str
    PolicyArn: str


class DetachRolePolicyRequest(TypedDict):
    RoleName: str
    PolicyArn: str


class DetachUserPolicyRequest(TypedDict):
    UserName: str
    PolicyArn: str


class DisableOrganizationsRootCredentialsManagementRequest(TypedDict, total=False):
    pass


class DisableOrganizationsRootCredentialsManagementResponse(TypedDict, total=False):
    OrganizationId: str
    EnabledFeatures: list[str]


class DisableOrganizationsRootSessionsRequest(TypedDict, total=False):
    pass


class DisableOrganizationsRootSessionsResponse(TypedDict, total=False):
    OrganizationId: str
    EnabledFeatures: list[str]


class EnableMFADeviceRequest(TypedDict):
    UserName: str
    SerialNumber: str
    AuthenticationCode1: str
    AuthenticationCode2: str


class EnableOrganizationsRootCredentialsManagementRequest(TypedDict, total=False):
    pass


class EnableOrganizationsRootCredentialsManagementResponse(TypedDict, total=False):
    OrganizationId: str
    EnabledFeatures: list[str]


class EnableOrganizationsRootSessionsRequest(TypedDict, total=False):
    pass


class EnableOrganizationsRootSessionsResponse(TypedDict, total=False):
    OrganizationId: str
    EnabledFeatures: list[str]


class EnableOutboundWebIdentityFederationResponse(TypedDict, total=False):
    IssuerIdentifier: str


class _EntityDetailsRequired(TypedDict):
    EntityInfo: EntityInfo


class EntityDetails(_EntityDetailsRequired, total=False):
    LastAuthenticated: datetime


class _EntityInfoRequired(TypedDict):
    Arn: str
    Name: str
    Type: str
    Id: str


class EntityInfo(_EntityInfoRequired, total=False):
    Path: str


class ErrorDetails(TypedDict):
    Message: str
    Code: str


class _EvaluationResultRequired(TypedDict):
    EvalActionName: str
    EvalDecision: str


class EvaluationResult(_EvaluationResultRequired, total=False):
    EvalResourceName: str
    MatchedStatements: list[Statement]
    MissingContextValues: list[str]
    OrganizationsDecisionDetail: OrganizationsDecisionDetail
    PermissionsBoundaryDecisionDetail: PermissionsBoundaryDecisionDetail
    EvalDecisionDetails: dict[str, str]
    ResourceSpecificResults: list[ResourceSpecificResult]


class GenerateCredentialReportResponse(TypedDict, total=False):
    State: str
    Description: str


class _GenerateOrganizationsAccessReportRequestRequired(TypedDict):
    EntityPath: str


class GenerateOrganizationsAccessReportRequest(
    _GenerateOrganizationsAccessReportRequestRequired, total=False
):
    OrganizationsPolicyId: str


class GenerateOrganizationsAccessReportResponse(TypedDict, total=False):
    JobId: str


class _GenerateServiceLastAccessedDetailsRequestRequired(TypedDict):
    Arn: str


class GenerateServiceLastAccessedDetailsRequest(
    _GenerateServiceLastAccessedDetailsRequestRequired, total=False
):
    Granularity: str


class GenerateServiceLastAccessedDetailsResponse(TypedDict, total=False):
    JobId: str


class GetAccessKeyLastUsedRequest(TypedDict):
    AccessKeyId: str


class GetAccessKeyLastUsedResponse(TypedDict, total=False):
    UserName: str
    AccessKeyLastUsed: AccessKeyLastUsed


class GetAccountAuthorizationDetailsRequest(TypedDict, total=False):
    Filter: list[str]
    MaxItems: int
    Marker: str


class GetAccountAuthorizationDetailsResponse(TypedDict, total=False):
    UserDetailList: list[UserDetail]
    GroupDetailList: list[GroupDetail]
    RoleDetailList: list[RoleDetail]
    Policies: list[ManagedPolicyDetail]
    IsTruncated: bool
    Marker: str


class GetAccountPasswordPolicyResponse(TypedDict):
    PasswordPolicy: PasswordPolicy


class GetAccountPropertiesRequest(TypedDict, total=False):
    pass


class GetAccountPropertiesResponse(TypedDict, total=False):
    Properties: dict[str, str]


class GetAccountSummaryResponse(TypedDict, total=False):
    SummaryMap: dict[str, int]


class GetContextKeysForCustomPolicyRequest(TypedDict):
    PolicyInputList: list[str]


class GetContextKeysForCustomPolicyResponse(TypedDict, total=False):
    ContextKeyNames: list[str]


class _GetContextKeysForPrincipalPolicyRequestRequired(TypedDict):
    PolicySourceArn: str


class GetContextKeysForPrincipalPolicyRequest(_GetContextKeysForPrincipalPolicyRequestRequired, total=False):
    PolicyInputList: list[str]


class GetCredentialReportResponse(TypedDict, total=False):
    Content: bytes
    ReportFormat: str
    GeneratedTime: datetime


class _GetDelegationRequestRequestRequired(TypedDict):
    DelegationRequestId: str


class GetDelegationRequestRequest(_GetDelegationRequestRequestRequired, total=False):
    DelegationPermissionCheck: bool


class GetDelegationRequestResponse(TypedDict, total=False):
    DelegationRequest: DelegationRequest
    PermissionCheckStatus: str
    PermissionCheckResult: str


class GetGroupPolicyRequest(TypedDict):
    GroupName: str
    PolicyName: str


class GetGroupPolicyResponse(TypedDict):
    GroupName: str
    PolicyName: str
    PolicyDocument: str


class _GetGroupRequestRequired(TypedDict):
    GroupName: str


class GetGroupRequest(_GetGroupRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _GetGroupResponseRequired(TypedDict):
    Group: Group
    Users: list[User]


class GetGroupResponse(_GetGroupResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _GetHumanReadableSummaryRequestRequired(TypedDict):
    EntityArn: str


class GetHumanReadableSummaryRequest(_GetHumanReadableSummaryRequestRequired, total=False):
    Locale: str


class GetHumanReadableSummaryResponse(TypedDict, total=False):
    SummaryContent: str
    Locale: str
    SummaryState: str


class GetInstanceProfileRequest(TypedDict):
    InstanceProfileName: str


class GetInstanceProfileResponse(TypedDict):
    InstanceProfile: InstanceProfile


class GetLoginProfileRequest(TypedDict, total=False):
    UserName: str


class GetLoginProfileResponse(TypedDict):
    LoginProfile: LoginProfile


class _GetMFADeviceRequestRequired(TypedDict):
    SerialNumber: str


class GetMFADeviceRequest(_GetMFADeviceRequestRequired, total=False):
    UserName: str


class _GetMFADeviceResponseRequired(TypedDict):
    SerialNumber: str


class GetMFADeviceResponse(_GetMFADeviceResponseRequired, total=False):
    UserName: str
    EnableDate: datetime
    Certifications: dict[str, str]


class GetOpenIDConnectProviderRequest(TypedDict):
    OpenIDConnectProviderArn: str


class GetOpenIDConnectProviderResponse(TypedDict, total=False):
    Url: str
    ClientIDList: list[str]
    ThumbprintList: list[str]
    CreateDate: datetime
    Tags: list[Tag]
    ContextProvider: ContextProvider
    IdentityCenterInstanceArn: str
    IdentityStoreArn: str


class _GetOrganizationsAccessReportRequestRequired(TypedDict):
    JobId: str


class GetOrganizationsAccessReportRequest(_GetOrganizationsAccessReportRequestRequired, total=False):
    MaxItems: int
    Marker: str
    SortKey: str


class _GetOrganizationsAccessReportResponseRequired(TypedDict):
    JobStatus: str
    JobCreationDate: datetime


class GetOrganizationsAccessReportResponse(_GetOrganizationsAccessReportResponseRequired, total=False):
    JobCompletionDate: datetime
    NumberOfServicesAccessible: int
    NumberOfServicesNotAccessed: int
    AccessDetails: list[AccessDetail]
    IsTruncated: bool
    Marker: str
    ErrorDetails: ErrorDetails


class GetOutboundWebIdentityFederationInfoResponse(TypedDict, total=False):
    IssuerIdentifier: str
    JwtVendingEnabled: bool


class GetPolicyRequest(TypedDict):
    PolicyArn: str


class GetPolicyResponse(TypedDict, total=False):
    Policy: Policy


class GetPolicyVersionRequest(TypedDict):
    PolicyArn: str
    VersionId: str


class GetPolicyVersionResponse(TypedDict, total=False):
    PolicyVersion: PolicyVersion


class GetRolePolicyRequest(TypedDict):
    RoleName: str
    PolicyName: str


class GetRolePolicyResponse(TypedDict):
    RoleName: str
    PolicyName: str
    PolicyDocument: str


class GetRoleRequest(TypedDict):
    RoleName: str


class GetRoleResponse(TypedDict):
    Role: Role


class _GetRoleTemplateVersionRequestRequired(TypedDict):
    TemplateArn: str


class GetRoleTemplateVersionRequest(_GetRoleTemplateVersionRequestRequired, total=False):
    MinorVersion: int


class GetRoleTemplateVersionResponse(TypedDict):
    RoleTemplateVersion: RoleTemplateVersion


class GetSAMLProviderRequest(TypedDict):
    SAMLProviderArn: str


class GetSAMLProviderResponse(TypedDict, total=False):
    SAMLProviderUUID: str
    SAMLMetadataDocument: str
    ContextProvider: ContextProvider
    SAMLKeyHashes: list[SAMLKeyHashEntry]
    CreateDate: datetime
    ValidUntil: datetime
    Tags: list[Tag]
    AssertionEncryptionMode: str
    PrivateKeyList: list[SAMLPrivateKey]
    IdentityCenterInstanceArn: str
    IdentityStoreArn: str


class GetSSHPublicKeyRequest(TypedDict):
    UserName: str
    SSHPublicKeyId: str
    Encoding: str


class GetSSHPublicKeyResponse(TypedDict, total=False):
    SSHPublicKey: SSHPublicKey


class GetServerCertificateRequest(TypedDict):
    ServerCertificateName: str


class GetServerCertificateResponse(TypedDict):
    ServerCertificate: ServerCertificate


class _GetServiceLastAccessedDetailsRequestRequired(TypedDict):
    JobId: str


class GetServiceLastAccessedDetailsRequest(_GetServiceLastAccessedDetailsRequestRequired, total=False):
    MaxItems: int
    Marker: str


class _GetServiceLastAccessedDetailsResponseRequired(TypedDict):
    JobStatus: str
    JobCreationDate: datetime
    ServicesLastAccessed: list[ServiceLastAccessed]
    JobCompletionDate: datetime


class GetServiceLastAccessedDetailsResponse(_GetServiceLastAccessedDetailsResponseRequired, total=False):
    JobType: str
    IsTruncated: bool
    Marker: str
    Error: ErrorDetails


class _GetServiceLastAccessedDetailsWithEntitiesRequestRequired(TypedDict):
    JobId: str
    ServiceNamespace: str


class GetServiceLastAccessedDetailsWithEntitiesRequest(
    _GetServiceLastAccessedDetailsWithEntitiesRequestRequired, total=False
):
    MaxItems: int
    Marker: str


class _GetServiceLastAccessedDetailsWithEntitiesResponseRequired(TypedDict):
    JobStatus: str
    JobCreationDate: datetime
    JobCompletionDate: datetime
    EntityDetailsList: list[EntityDetails]


class GetServiceLastAccessedDetailsWithEntitiesResponse(
    _GetServiceLastAccessedDetailsWithEntitiesResponseRequired, total=False
):
    IsTruncated: bool
    Marker: str
    Error: ErrorDetails


class GetServiceLinkedRoleDeletionStatusRequest(TypedDict):
    DeletionTaskId: str


class _GetServiceLinkedRoleDeletionStatusResponseRequired(TypedDict):
    Status: str


class GetServiceLinkedRoleDeletionStatusResponse(
    _GetServiceLinkedRoleDeletionStatusResponseRequired, total=False
):
    Reason: DeletionTaskFailureReasonType


class GetUserPolicyRequest(TypedDict):
    UserName: str
    PolicyName: str


class GetUserPolicyResponse(TypedDict):
    UserName: str
    PolicyName: str
    PolicyDocument: str


class GetUserRequest(TypedDict, total=False):
    UserName: str


class GetUserResponse(TypedDict):
    User: User


class Group(TypedDict):
    Path: str
    GroupName: str
    GroupId: str
    Arn: str
    CreateDate: datetime


class GroupDetail(TypedDict, total=False):
    Path: str
    GroupName: str
    GroupId: str
    Arn: str
    CreateDate: datetime
    GroupPolicyList: list[PolicyDetail]
    AttachedManagedPolicies: list[AttachedPolicy]


class InlinePolicy(TypedDict):
    PolicyName: str
    PolicyDocument: str


class InlinePolicyIdentifierType(TypedDict):
    PolicyName: str
    AttachmentType: str
    AttachmentName: str


class _InstanceProfileRequired(TypedDict):
    Path: str
    InstanceProfileName: str
    InstanceProfileId: str
    Arn: str
    CreateDate: datetime
    Roles: list[Role]


class InstanceProfile(_InstanceProfileRequired, total=False):
    Tags: list[Tag]


class ListAccessKeysRequest(TypedDict, total=False):
    UserName: str
    Marker: str
    MaxItems: int


class _ListAccessKeysResponseRequired(TypedDict):
    AccessKeyMetadata: list[AccessKeyMetadata]


class ListAccessKeysResponse(_ListAccessKeysResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListAccountAliasesRequest(TypedDict, total=False):
    Marker: str
    MaxItems: int


class _ListAccountAliasesResponseRequired(TypedDict):
    AccountAliases: list[str]


class ListAccountAliasesResponse(_ListAccountAliasesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListAttachedGroupPoliciesRequestRequired(TypedDict):
    GroupName: str


class ListAttachedGroupPoliciesRequest(_ListAttachedGroupPoliciesRequestRequired, total=False):
    PathPrefix: str
    Marker: str
    MaxItems: int


class ListAttachedGroupPoliciesResponse(TypedDict, total=False):
    AttachedPolicies: list[AttachedPolicy]
    IsTruncated: bool
    Marker: str


class _ListAttachedRolePoliciesRequestRequired(TypedDict):
    RoleName: str


class ListAttachedRolePoliciesRequest(_ListAttachedRolePoliciesRequestRequired, total=False):
    PathPrefix: str
    Marker: str
    MaxItems: int


class ListAttachedRolePoliciesResponse(TypedDict, total=False):
    AttachedPolicies: list[AttachedPolicy]
    IsTruncated: bool
    Marker: str


class _ListAttachedUserPoliciesRequestRequired(TypedDict):
    UserName: str


class ListAttachedUserPoliciesRequest(_ListAttachedUserPoliciesRequestRequired, total=False):
    PathPrefix: str
    Marker: str
    MaxItems: int


class ListAttachedUserPoliciesResponse(TypedDict, total=False):
    AttachedPolicies: list[AttachedPolicy]
    IsTruncated: bool
    Marker: str


class ListDelegationRequestsRequest(TypedDict, total=False):
    OwnerId: str
    Marker: str
    MaxItems: int


class ListDelegationRequestsResponse(TypedDict, total=False):
    DelegationRequests: list[DelegationRequest]
    Marker: str
    isTruncated: bool


class _ListEntitiesForPolicyRequestRequired(TypedDict):
    PolicyArn: str


class ListEntitiesForPolicyRequest(_ListEntitiesForPolicyRequestRequired, total=False):
    EntityFilter: str
    PathPrefix: str
    PolicyUsageFilter: str
    Marker: str
    MaxItems: int


class ListEntitiesForPolicyResponse(TypedDict, total=False):
    PolicyGroups: list[PolicyGroup]
    PolicyUsers: list[PolicyUser]
    PolicyRoles: list[PolicyRole]
    IsTruncated: bool
    Marker: str


class _ListGroupPoliciesRequestRequired(TypedDict):
    GroupName: str


class ListGroupPoliciesRequest(_ListGroupPoliciesRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListGroupPoliciesResponseRequired(TypedDict):
    PolicyNames: list[str]


class ListGroupPoliciesResponse(_ListGroupPoliciesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListGroupsForUserRequestRequired(TypedDict):
    UserName: str


class ListGroupsForUserRequest(_ListGroupsForUserRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListGroupsForUserResponseRequired(TypedDict):
    Groups: list[Group]


class ListGroupsForUserResponse(_ListGroupsForUserResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListGroupsRequest(TypedDict, total=False):
    PathPrefix: str
    Marker: str
    MaxItems: int


class _ListGroupsResponseRequired(TypedDict):
    Groups: list[Group]


class ListGroupsResponse(_ListGroupsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListInstanceProfileTagsRequestRequired(TypedDict):
    InstanceProfileName: str


class ListInstanceProfileTagsRequest(_ListInstanceProfileTagsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListInstanceProfileTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class ListInstanceProfileTagsResponse(_ListInstanceProfileTagsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListInstanceProfilesForRoleRequestRequired(TypedDict):
    RoleName: str


class ListInstanceProfilesForRoleRequest(_ListInstanceProfilesForRoleRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListInstanceProfilesForRoleResponseRequired(TypedDict):
    InstanceProfiles: list[InstanceProfile]


class ListInstanceProfilesForRoleResponse(_ListInstanceProfilesForRoleResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListInstanceProfilesRequest(TypedDict, total=False):
    PathPrefix: str
    Marker: str
    MaxItems: int


class _ListInstanceProfilesResponseRequired(TypedDict):
    InstanceProfiles: list[InstanceProfile]


class ListInstanceProfilesResponse(_ListInstanceProfilesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListMFADeviceTagsRequestRequired(TypedDict):
    SerialNumber: str


class ListMFADeviceTagsRequest(_ListMFADeviceTagsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListMFADeviceTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class ListMFADeviceTagsResponse(_ListMFADeviceTagsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListMFADevicesRequest(TypedDict, total=False):
    UserName: str
    Marker: str
    MaxItems: int


class _ListMFADevicesResponseRequired(TypedDict):
    MFADevices: list[MFADevice]


class ListMFADevicesResponse(_ListMFADevicesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListOpenIDConnectProviderTagsRequestRequired(TypedDict):
    OpenIDConnectProviderArn: str


class ListOpenIDConnectProviderTagsRequest(_ListOpenIDConnectProviderTagsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListOpenIDConnectProviderTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class ListOpenIDConnectProviderTagsResponse(_ListOpenIDConnectProviderTagsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListOpenIDConnectProvidersRequest(TypedDict, total=False):
    pass


class ListOpenIDConnectProvidersResponse(TypedDict, total=False):
    OpenIDConnectProviderList: list[OpenIDConnectProviderListEntry]


class ListOrganizationsFeaturesRequest(TypedDict, total=False):
    pass


class ListOrganizationsFeaturesResponse(TypedDict, total=False):
    OrganizationId: str
    EnabledFeatures: list[str]


class ListPoliciesGrantingServiceAccessEntry(TypedDict, total=False):
    ServiceNamespace: str
    Policies: list[PolicyGrantingServiceAccess]


class _ListPoliciesGrantingServiceAccessRequestRequired(TypedDict):
    Arn: str
    ServiceNamespaces: list[str]


class ListPoliciesGrantingServiceAccessRequest(
    _ListPoliciesGrantingServiceAccessRequestRequired, total=False
):
    Marker: str


class _ListPoliciesGrantingServiceAccessResponseRequired(TypedDict):
    PoliciesGrantingServiceAccess: list[ListPoliciesGrantingServiceAccessEntry]


class ListPoliciesGrantingServiceAccessResponse(
    _ListPoliciesGrantingServiceAccessResponseRequired, total=False
):
    IsTruncated: bool
    Marker: str


class ListPoliciesRequest(TypedDict, total=False):
    Scope: str
    OnlyAttached: bool
    PathPrefix: str
    PolicyUsageFilter: str
    Marker: str
    MaxItems: int


class ListPoliciesResponse(TypedDict, total=False):
    Policies: list[Policy]
    IsTruncated: bool
    Marker: str


class _ListPolicyTagsRequestRequired(TypedDict):
    PolicyArn: str


class ListPolicyTagsRequest(_ListPolicyTagsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListPolicyTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class ListPolicyTagsResponse(_ListPolicyTagsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListPolicyVersionsRequestRequired(TypedDict):
    PolicyArn: str


class ListPolicyVersionsRequest(_ListPolicyVersionsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class ListPolicyVersionsResponse(TypedDict, total=False):
    Versions: list[PolicyVersion]
    IsTruncated: bool
    Marker: str


class _ListRolePoliciesRequestRequired(TypedDict):
    RoleName: str


class ListRolePoliciesRequest(_ListRolePoliciesRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListRolePoliciesResponseRequired(TypedDict):
    PolicyNames: list[str]


class ListRolePoliciesResponse(_ListRolePoliciesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListRoleTagsRequestRequired(TypedDict):
    RoleName: str


class ListRoleTagsRequest(_ListRoleTagsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListRoleTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class ListRoleTagsResponse(_ListRoleTagsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListRolesRequest(TypedDict, total=False):
    PathPrefix: str
    Marker: str
    MaxItems: int


class _ListRolesResponseRequired(TypedDict):
    Roles: list[Role]


class ListRolesResponse(_ListRolesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListSAMLProviderTagsRequestRequired(TypedDict):
    SAMLProviderArn: str


class ListSAMLProviderTagsRequest(_ListSAMLProviderTagsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListSAMLProviderTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class ListSAMLProviderTagsResponse(_ListSAMLProviderTagsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListSAMLProvidersRequest(TypedDict, total=False):
    pass


class ListSAMLProvidersResponse(TypedDict, total=False):
    SAMLProviderList: list[SAMLProviderListEntry]


class ListSSHPublicKeysRequest(TypedDict, total=False):
    UserName: str
    Marker: str
    MaxItems: int


class ListSSHPublicKeysResponse(TypedDict, total=False):
    SSHPublicKeys: list[SSHPublicKeyMetadata]
    IsTruncated: bool
    Marker: str


class _ListServerCertificateTagsRequestRequired(TypedDict):
    ServerCertificateName: str


class ListServerCertificateTagsRequest(_ListServerCertificateTagsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListServerCertificateTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class ListServerCertificateTagsResponse(_ListServerCertificateTagsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListServerCertificatesRequest(TypedDict, total=False):
    PathPrefix: str
    Marker: str
    MaxItems: int


class _ListServerCertificatesResponseRequired(TypedDict):
    ServerCertificateMetadataList: list[ServerCertificateMetadata]


class ListServerCertificatesResponse(_ListServerCertificatesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListServiceSpecificCredentialsRequest(TypedDict, total=False):
    UserName: str
    ServiceName: str
    AllUsers: bool
    Marker: str
    MaxItems: int


class ListServiceSpecificCredentialsResponse(TypedDict, total=False):
    ServiceSpecificCredentials: list[ServiceSpecificCredentialMetadata]
    Marker: str
    IsTruncated: bool


class ListSigningCertificatesRequest(TypedDict, total=False):
    UserName: str
    Marker: str
    MaxItems: int


class _ListSigningCertificatesResponseRequired(TypedDict):
    Certificates: list[SigningCertificate]


class ListSigningCertificatesResponse(_ListSigningCertificatesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListUserPoliciesRequestRequired(TypedDict):
    UserName: str


class ListUserPoliciesRequest(_ListUserPoliciesRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListUserPoliciesResponseRequired(TypedDict):
    PolicyNames: list[str]


class ListUserPoliciesResponse(_ListUserPoliciesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _ListUserTagsRequestRequired(TypedDict):
    UserName: str


class ListUserTagsRequest(_ListUserTagsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListUserTagsResponseRequired(TypedDict):
    Tags: list[Tag]


class ListUserTagsResponse(_ListUserTagsResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListUsersRequest(TypedDict, total=False):
    PathPrefix: str
    Marker: str
    MaxItems: int


class _ListUsersResponseRequired(TypedDict):
    Users: list[User]


class ListUsersResponse(_ListUsersResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class ListVirtualMFADevicesRequest(TypedDict, total=False):
    AssignmentStatus: str
    Marker: str
    MaxItems: int


class _ListVirtualMFADevicesResponseRequired(TypedDict):
    VirtualMFADevices: list[VirtualMFADevice]


class ListVirtualMFADevicesResponse(_ListVirtualMFADevicesResponseRequired, total=False):
    IsTruncated: bool
    Marker: str


class _LoginProfileRequired(TypedDict):
    UserName: str
    CreateDate: datetime


class LoginProfile(_LoginProfileRequired, total=False):
    PasswordResetRequired: bool
    MaxSigninSessionDuration: int


class MFADevice(TypedDict):
    UserName: str
    SerialNumber: str
    EnableDate: datetime


class ManagedPolicyDetail(TypedDict, total=False):
    PolicyName: str
    PolicyId: str
    Arn: str
    Path: str
    DefaultVersionId: str
    AttachmentCount: int
    PermissionsBoundaryUsageCount: int
    IsAttachable: bool
    Description: str
    CreateDate: datetime
    UpdateDate: datetime
    PolicyVersionList: list[PolicyVersion]


class OpenIDConnectProviderListEntry(TypedDict, total=False):
    Arn: str
    IsTrustedIdentityPropagationEnabled: bool


class OrderedOrganizationPolicyType(TypedDict, total=False):
    ServiceControlPolicyInputList: list[str]


class OrganizationsDecisionDetail(TypedDict, total=False):
    AllowedByOrganizations: bool


class _ParameterDefinitionRequired(TypedDict):
    Name: str
    Type: str


class ParameterDefinition(_ParameterDefinitionRequired, total=False):
    SubType: str
    Description: str
    IsRequired: bool
    DefaultValue: str
    Immutable: bool


class PasswordPolicy(TypedDict, total=False):
    MinimumPasswordLength: int
    RequireSymbols: bool
    RequireNumbers: bool
    RequireUppercaseCharacters: bool
    RequireLowercaseCharacters: bool
    AllowUsersToChangePassword: bool
    ExpirePasswords: bool
    MaxPasswordAge: int
    PasswordReusePrevention: int
    HardExpiry: bool


class PermissionsBoundaryDecisionDetail(TypedDict, total=False):
    AllowedByPermissionsBoundary: bool


class Policy(TypedDict, total=False):
    PolicyName: str
    PolicyId: str
    Arn: str
    Path: str
    DefaultVersionId: str
    AttachmentCount: int
    PermissionsBoundaryUsageCount: int
    IsAttachable: bool
    Description: str
    CreateDate: datetime
    UpdateDate: datetime
    Tags: list[Tag]


class PolicyDetail(TypedDict, total=False):
    PolicyName: str
    PolicyDocument: str


class _PolicyGrantingServiceAccessRequired(TypedDict):
    PolicyName: str
    PolicyType: str


class PolicyGrantingServiceAccess(_PolicyGrantingServiceAccessRequired, total=False):
    PolicyArn: str
    EntityType: str
    EntityName: str


class PolicyGroup(TypedDict, total=False):
    GroupName: str
    GroupId: str


class PolicyIdentifier(TypedDict, total=False):
    PolicyType: str
    PolicyArn: str
    InlinePolicyIdentifier: InlinePolicyIdentifierType


class PolicyParameter(TypedDict, total=False):
    Name: str
    Values: list[str]
    Type: str


class PolicyRole(TypedDict, total=False):
    RoleName: str
    RoleId: str


class PolicyUser(TypedDict, total=False):
    UserName: str
    UserId: str


class PolicyVersion(TypedDict, total=False):
    Document: str
    VersionId: str
    IsDefaultVersion: bool
    CreateDate: datetime


class Position(TypedDict, total=False):
    Line: int
    Column: int


class PutAccountPropertiesRequest(TypedDict):
    Properties: dict[str, str]


class PutAccountPropertiesResponse(TypedDict, total=False):
    pass


class PutGroupPolicyRequest(TypedDict):
    GroupName: str
    PolicyName: str
    PolicyDocument: str


class PutRolePermissionsBoundaryRequest(TypedDict):
    RoleName: str
    PermissionsBoundary: str


class PutRolePolicyRequest(TypedDict):
    RoleName: str
    PolicyName: str
    PolicyDocument: str


class PutUserPermissionsBoundaryRequest(TypedDict):
    UserName: str
    PermissionsBoundary: str


class PutUserPolicyRequest(TypedDict):
    UserName: str
    PolicyName: str
    PolicyDocument: str


class _RejectDelegationRequestRequestRequired(TypedDict):
    DelegationRequestId: str


class RejectDelegationRequestRequest(_RejectDelegationRequestRequestRequired, total=False):
    Notes: str


class RemoveClientIDFromOpenIDConnectProviderRequest(TypedDict):
    OpenIDConnectProviderArn: str
    ClientID: str


class RemoveRoleFromInstanceProfileRequest(TypedDict):
    InstanceProfileName: str
    RoleName: str


class RemoveUserFromGroupRequest(TypedDict):
    GroupName: str
    UserName: str


class ReplacementValueEntry(TypedDict):
    Values: list[str]


class _ResetServiceSpecificCredentialRequestRequired(TypedDict):
    ServiceSpecificCredentialId: str


class ResetServiceSpecificCredentialRequest(_ResetServiceSpecificCredentialRequestRequired, total=False):
    UserName: str


class ResetServiceSpecificCredentialResponse(TypedDict, total=False):
    ServiceSpecificCredential: ServiceSpecificCredential


class _ResourceSpecificResultRequired(TypedDict):
    EvalResourceName: str
    EvalResourceDecision: str


class ResourceSpecificResult(_ResourceSpecificResultRequired, total=False):
    MatchedStatements: list[Statement]
    MissingContextValues: list[str]
    EvalDecisionDetails: dict[str, str]
    PermissionsBoundaryDecisionDetail: PermissionsBoundaryDecisionDetail


class ResyncMFADeviceRequest(TypedDict):
    UserName: str
    SerialNumber: str
    AuthenticationCode1: str
    AuthenticationCode2: str


class _RoleRequired(TypedDict):
    Path: str
    RoleName: str
    RoleId: str
    Arn: str
    CreateDate: datetime


class Role(_RoleRequired, total=False):
    AssumeRolePolicyDocument: str
    Description: str
    MaxSessionDuration: int
    MaxSigninSessionDuration: int
    PermissionsBoundary: AttachedPermissionsBoundary
    Tags: list[Tag]
    RoleLastUsed: RoleLastUsed
    SourceRoleTemplate: SourceRoleTemplate


class RoleDetail(TypedDict, total=False):
    Path: str
    RoleName: str
    RoleId: str
    Arn: str
    CreateDate: datetime
    AssumeRolePolicyDocument: str
    InstanceProfileList: list[InstanceProfile]
    RolePolicyList: list[PolicyDetail]
    AttachedManagedPolicies: list[AttachedPolicy]
    PermissionsBoundary: AttachedPermissionsBoundary
    Tags: list[Tag]
    RoleLastUsed: RoleLastUsed


class RoleLastUsed(TypedDict, total=False):
    LastUsedDate: datetime
    Region: str


class RoleTemplateVersion(TypedDict, total=False):
    TemplateArn: str
    TemplateName: str
    TemplateVersionId: str
    Description: str
    MajorVersion: int
    DefaultMinorVersion: int
    ManagedByType: str
    ManagedByValue: str
    Enabled: bool
    MinorVersion: int
    RoleNamePattern: str
    RolePathPattern: str
    RoleDescriptionPattern: str
    AssumeRolePolicyDocumentTemplate: str
    InlinePolicyTemplates: list[InlinePolicy]
    ManagedPolicyArns: list[str]
    PermissionBoundaryArn: str
    ParametersDefinition: list[ParameterDefinition]
    RoleTagsTemplate: list[TagTemplate]
    MaxSessionDuration: int
    VersionEnabled: bool
    CreateTimestamp: datetime
    UpdateTimestamp: datetime


class RoleUsageType(TypedDict, total=False):
    Region: str
    Resources: list[str]


class SAMLKeyHashEntry(TypedDict, total=False):
    IssuerURL: str
    KeyHashes: list[str]


class SAMLPrivateKey(TypedDict, total=False):
    KeyId: str
    Timestamp: datetime


class SAMLProviderListEntry(TypedDict, total=False):
    Arn: str
    ValidUntil: datetime
    CreateDate: datetime
    IsTrustedIdentityPropagationEnabled: bool


class _SSHPublicKeyRequired(TypedDict):
    UserName: str
    SSHPublicKeyId: str
    Fingerprint: str
    SSHPublicKeyBody: str
    Status: str


class SSHPublicKey(_SSHPublicKeyRequired, total=False):
    UploadDate: datetime


class SSHPublicKeyMetadata(TypedDict):
    UserName: str
    SSHPublicKeyId: str
    Status: str
    UploadDate: datetime


class SendDelegationTokenRequest(TypedDict):
    DelegationRequestId: str


class _ServerCertificateRequired(TypedDict):
    ServerCertificateMetadata: ServerCertificateMetadata
    CertificateBody: str


class ServerCertificate(_ServerCertificateRequired, total=False):
    CertificateChain: str
    Tags: list[Tag]


class _ServerCertificateMetadataRequired(TypedDict):
    Path: str
    ServerCertificateName: str
    ServerCertificateId: str
    Arn: str


class ServerCertificateMetadata(_ServerCertificateMetadataRequired, total=False):
    UploadDate: datetime
    Expiration: datetime


class _ServiceLastAccessedRequired(TypedDict):
    ServiceName: str
    ServiceNamespace: str


class ServiceLastAccessed(_ServiceLastAccessedRequired, total=False):
    LastAuthenticated: datetime
    LastAuthenticatedEntity: str
    LastAuthenticatedRegion: str
    TotalAuthenticatedEntities: int
    TrackedActionsLastAccessed: list[TrackedActionLastAccessed]


class _ServiceSpecificCredentialRequired(TypedDict):
    CreateDate: datetime
    ServiceName: str
    ServiceSpecificCredentialId: str
    UserName: str
    Status: str


class ServiceSpecificCredential(_ServiceSpecificCredentialRequired, total=False):
    ExpirationDate: datetime
    ServiceUserName: str
    ServicePassword: str
    ServiceCredentialAlias: str
    ServiceCredentialSecret: str


class _ServiceSpecificCredentialMetadataRequired(TypedDict):
    UserName: str
    Status: str
    CreateDate: datetime
    ServiceSpecificCredentialId: str
    ServiceName: str


class ServiceSpecificCredentialMetadata(_ServiceSpecificCredentialMetadataRequired, total=False):
    ServiceUserName: str
    ServiceCredentialAlias: str
    ExpirationDate: datetime


class SetDefaultPolicyVersionRequest(TypedDict):
    PolicyArn: str
    VersionId: str


class SetSecurityTokenServicePreferencesRequest(TypedDict):
    GlobalEndpointTokenVersion: str


class _SigningCertificateRequired(TypedDict):
    UserName: str
    CertificateId: str
    CertificateBody: str
    Status: str


class SigningCertificate(_SigningCertificateRequired, total=False):
    UploadDate: datetime


class _SimulateCustomPolicyRequestRequired(TypedDict):
    PolicyInputList: list[str]
    ActionNames: list[str]


class SimulateCustomPolicyRequest(_SimulateCustomPolicyRequestRequired, total=False):
    PermissionsBoundaryPolicyInputList: list[str]
    OrderedOrganizationPolicyInputList: list[OrderedOrganizationPolicyType]
    ResourceArns: list[str]
    ResourcePolicy: str
    ResourceOwner: str
    CallerArn: str
    ContextEntries: list[ContextEntry]
    ResourceHandlingOption: str
    MaxItems: int
    Marker: str


class SimulateCustomPolicyResponse(TypedDict, total=False):
    EvaluationResults: list[EvaluationResult]
    IsTruncated: bool
    Marker: str


class _SimulatePrincipalPolicyRequestRequired(TypedDict):
    PolicySourceArn: str
    ActionNames: list[str]


class SimulatePrincipalPolicyRequest(_SimulatePrincipalPolicyRequestRequired, total=False):
    PolicyInputList: list[str]
    PermissionsBoundaryPolicyInputList: list[str]
    PolicyExclusionList: list[PolicyIdentifier]
    ResourceArns: list[str]
    ResourcePolicy: str
    ResourceOwner: str
    CallerArn: str
    ContextEntries: list[ContextEntry]
    ResourceHandlingOption: str
    MaxItems: int
    Marker: str


class SourceRoleTemplate(TypedDict):
    TemplateArn: str
    TemplateMinorVersion: int


class Statement(TypedDict, total=False):
    SourcePolicyId: str
    SourcePolicyType: str
    StartPosition: Position
    EndPosition: Position


class Tag(TypedDict):
    Key: str
    Value: str


class TagInstanceProfileRequest(TypedDict):
    InstanceProfileName: str
    Tags: list[Tag]


class TagMFADeviceRequest(TypedDict):
    SerialNumber: str
    Tags: list[Tag]


class TagOpenIDConnectProviderRequest(TypedDict):
    OpenIDConnectProviderArn: str
    Tags: list[Tag]


class TagPolicyRequest(TypedDict):
    PolicyArn: str
    Tags: list[Tag]


class TagRoleRequest(TypedDict):
    RoleName: str
    Tags: list[Tag]


class TagSAMLProviderRequest(TypedDict):
    SAMLProviderArn: str
    Tags: list[Tag]


class TagServerCertificateRequest(TypedDict):
    ServerCertificateName: str
    Tags: list[Tag]


class TagTemplate(TypedDict):
    Key: str
    Value: str


class TagUserRequest(TypedDict):
    UserName: str
    Tags: list[Tag]


class TrackedActionLastAccessed(TypedDict, total=False):
    ActionName: str
    LastAccessedEntity: str
    LastAccessedTime: datetime
    LastAccessedRegion: str


class UntagInstanceProfileRequest(TypedDict):
    InstanceProfileName: str
    TagKeys: list[str]


class UntagMFADeviceRequest(TypedDict):
    SerialNumber: str
    TagKeys: list[str]


class UntagOpenIDConnectProviderRequest(TypedDict):
    OpenIDConnectProviderArn: str
    TagKeys: list[str]


class UntagPolicyRequest(TypedDict):
    PolicyArn: str
    TagKeys: list[str]


class UntagRoleRequest(TypedDict):
    RoleName: str
    TagKeys: list[str]


class UntagSAMLProviderRequest(TypedDict):
    SAMLProviderArn: str
    TagKeys: list[str]


class UntagServerCertificateRequest(TypedDict):
    ServerCertificateName: str
    TagKeys: list[str]


class UntagUserRequest(TypedDict):
    UserName: str
    TagKeys: list[str]


class _UpdateAccessKeyRequestRequired(TypedDict):
    AccessKeyId: str
    Status: str


class UpdateAccessKeyRequest(_UpdateAccessKeyRequestRequired, total=False):
    UserName: str


class UpdateAccountPasswordPolicyRequest(TypedDict, total=False):
    MinimumPasswordLength: int
    RequireSymbols: bool
    RequireNumbers: bool
    RequireUppercaseCharacters: bool
    RequireLowercaseCharacters: bool
    AllowUsersToChangePassword: bool
    MaxPasswordAge: int
    PasswordReusePrevention: int
    HardExpiry: bool


class UpdateAssumeRolePolicyRequest(TypedDict):
    RoleName: str
    PolicyDocument: str


class _UpdateDelegationRequestRequestRequired(TypedDict):
    DelegationRequestId: str


class UpdateDelegationRequestRequest(_UpdateDelegationRequestRequestRequired, total=False):
    Notes: str


class _UpdateGroupRequestRequired(TypedDict):
    GroupName: str


class UpdateGroupRequest(_UpdateGroupRequestRequired, total=False):
    NewPath: str
    NewGroupName: str


class _UpdateLoginProfileRequestRequired(TypedDict):
    UserName: str


class UpdateLoginProfileRequest(_UpdateLoginProfileRequestRequired, total=False):
    Password: str
    PasswordResetRequired: bool
    MaxSigninSessionDuration: int
    ResetMaxSigninSessionDuration: bool


class _UpdateOpenIDConnectProviderRequestRequired(TypedDict):
    OpenIDConnectProviderArn: str


class UpdateOpenIDConnectProviderRequest(_UpdateOpenIDConnectProviderRequestRequired, total=False):
    ContextProvider: ContextProvider
    IdentityCenterInstanceArn: str
    RemoveContextProvider: bool
    RemoveIdentityCenterInstance: bool


class UpdateOpenIDConnectProviderThumbprintRequest(TypedDict):
    OpenIDConnectProviderArn: str
    ThumbprintList: list[str]


class UpdateRoleDescriptionRequest(TypedDict):
    RoleName: str
    Description: str


class UpdateRoleDescriptionResponse(TypedDict, total=False):
    Role: Role


class _UpdateRoleRequestRequired(TypedDict):
    RoleName: str


class UpdateRoleRequest(_UpdateRoleRequestRequired, total=False):
    Description: str
    MaxSessionDuration: int
    MaxSigninSessionDuration: int
    ResetMaxSigninSessionDuration: bool


class UpdateRoleResponse(TypedDict, total=False):
    pass


class _UpdateSAMLProviderRequestRequired(TypedDict):
    SAMLProviderArn: str


class UpdateSAMLProviderRequest(_UpdateSAMLProviderRequestRequired, total=False):
    SAMLMetadataDocument: str
    AssertionEncryptionMode: str
    AddPrivateKey: str
    RemovePrivateKey: str
    ContextProvider: ContextProvider
    IdentityCenterInstanceArn: str
    RemoveContextProvider: bool
    RemoveIdentityCenterInstance: bool


class UpdateSAMLProviderResponse(TypedDict, total=False):
    SAMLProviderArn: str


class UpdateSSHPublicKeyRequest(TypedDict):
    UserName: str
    SSHPublicKeyId: str
    Status: str


class _UpdateServerCertificateRequestRequired(TypedDict):
    ServerCertificateName: str


class UpdateServerCertificateRequest(_UpdateServerCertificateRequestRequired, total=False):
    NewPath: str
    NewServerCertificateName: str


class _UpdateServiceSpecificCredentialRequestRequired(TypedDict):
    ServiceSpecificCredentialId: str
    Status: str


class UpdateServiceSpecificCredentialRequest(_UpdateServiceSpecificCredentialRequestRequired, total=False):
    UserName: str


class _UpdateSigningCertificateRequestRequired(TypedDict):
    CertificateId: str
    Status: str


class UpdateSigningCertificateRequest(_UpdateSigningCertificateRequestRequired, total=False):
    UserName: str


class _UpdateUserRequestRequired(TypedDict):
    UserName: str


class UpdateUserRequest(_UpdateUserRequestRequired, total=False):
    NewPath: str
    NewUserName: str


class UploadSSHPublicKeyRequest(TypedDict):
    UserName: str
    SSHPublicKeyBody: str


class UploadSSHPublicKeyResponse(TypedDict, total=False):
    SSHPublicKey: SSHPublicKey


class _UploadServerCertificateRequestRequired(TypedDict):
    ServerCertificateName: str
    CertificateBody: str
    PrivateKey: str


class UploadServerCertificateRequest(_UploadServerCertificateRequestRequired, total=False):
    Path: str
    CertificateChain: str
    Tags: list[Tag]


class UploadServerCertificateResponse(TypedDict, total=False):
    ServerCertificateMetadata: ServerCertificateMetadata
    Tags: list[Tag]


class _UploadSigningCertificateRequestRequired(TypedDict):
    CertificateBody: str


class UploadSigningCertificateRequest(_UploadSigningCertificateRequestRequired, total=False):
    UserName: str


class UploadSigningCertificateResponse(TypedDict):
    Certificate: SigningCertificate


class _UserRequired(TypedDict):
    Path: str
    UserName: str
    UserId: str
    Arn: str
    CreateDate: datetime


class User(_UserRequired, total=False):
    PasswordLastUsed: datetime
    PermissionsBoundary: AttachedPermissionsBoundary
    Tags: list[Tag]


class UserDetail(TypedDict, total=False):
    Path: str
    UserName: str
    UserId: str
    Arn: str
    CreateDate: datetime
    UserPolicyList: list[PolicyDetail]
    GroupList: list[str]
    AttachedManagedPolicies: list[AttachedPolicy]
    PermissionsBoundary: AttachedPermissionsBoundary
    Tags: list[Tag]


class _VirtualMFADeviceRequired(TypedDict):
    SerialNumber: str


class VirtualMFADevice(_VirtualMFADeviceRequired, total=False):
    Base32StringSeed: bytes
    QRCodePNG: bytes
    User: User
    EnableDate: datetime
    Tags: list[Tag]


class AcceptDelegationRequestResponse(TypedDict, total=False):
    pass


class AddClientIDToOpenIDConnectProviderResponse(TypedDict, total=False):
    pass


class AddRoleToInstanceProfileResponse(TypedDict, total=False):
    pass


class AddUserToGroupResponse(TypedDict, total=False):
    pass


class AssociateDelegationRequestResponse(TypedDict, total=False):
    pass


class AttachGroupPolicyResponse(TypedDict, total=False):
    pass


class AttachRolePolicyResponse(TypedDict, total=False):
    pass


class AttachUserPolicyResponse(TypedDict, total=False):
    pass


class ChangePasswordResponse(TypedDict, total=False):
    pass


class CreateAccountAliasResponse(TypedDict, total=False):
    pass


class DeactivateMFADeviceResponse(TypedDict, total=False):
    pass


class DeleteAccessKeyResponse(TypedDict, total=False):
    pass


class DeleteAccountAliasResponse(TypedDict, total=False):
    pass


class DeleteAccountPasswordPolicyRequest(TypedDict, total=False):
    pass


class DeleteAccountPasswordPolicyResponse(TypedDict, total=False):
    pass


class DeleteGroupPolicyResponse(TypedDict, total=False):
    pass


class DeleteGroupResponse(TypedDict, total=False):
    pass


class DeleteInstanceProfileResponse(TypedDict, total=False):
    pass


class DeleteLoginProfileResponse(TypedDict, total=False):
    pass


class DeleteOpenIDConnectProviderResponse(TypedDict, total=False):
    pass


class DeletePolicyResponse(TypedDict, total=False):
    pass


class DeletePolicyVersionResponse(TypedDict, total=False):
    pass


class DeleteRolePermissionsBoundaryResponse(TypedDict, total=False):
    pass


class DeleteRolePolicyResponse(TypedDict, total=False):
    pass


class DeleteRoleResponse(TypedDict, total=False):
    pass


class DeleteSAMLProviderResponse(TypedDict, total=False):
    pass


class DeleteSSHPublicKeyResponse(TypedDict, total=False):
    pass


class DeleteServerCertificateResponse(TypedDict, total=False):
    pass


class DeleteServiceSpecificCredentialResponse(TypedDict, total=False):
    pass


class DeleteSigningCertificateResponse(TypedDict, total=False):
    pass


class DeleteUserPermissionsBoundaryResponse(TypedDict, total=False):
    pass


class DeleteUserPolicyResponse(TypedDict, total=False):
    pass


class DeleteUserResponse(TypedDict, total=False):
    pass


class DeleteVirtualMFADeviceResponse(TypedDict, total=False):
    pass


class DetachGroupPolicyResponse(TypedDict, total=False):
    pass


class DetachRolePolicyResponse(TypedDict, total=False):
    pass


class DetachUserPolicyResponse(TypedDict, total=False):
    pass


class DisableOutboundWebIdentityFederationRequest(TypedDict, total=False):
    pass


class DisableOutboundWebIdentityFederationResponse(TypedDict, total=False):
    pass


class EnableMFADeviceResponse(TypedDict, total=False):
    pass


class EnableOutboundWebIdentityFederationRequest(TypedDict, total=False):
    pass


class GenerateCredentialReportRequest(TypedDict, total=False):
    pass


class GetAccountPasswordPolicyRequest(TypedDict, total=False):
    pass


class GetAccountSummaryRequest(TypedDict, total=False):
    pass


class GetCredentialReportRequest(TypedDict, total=False):
    pass


class GetOutboundWebIdentityFederationInfoRequest(TypedDict, total=False):
    pass


class PutGroupPolicyResponse(TypedDict, total=False):
    pass


class PutRolePermissionsBoundaryResponse(TypedDict, total=False):
    pass


class PutRolePolicyResponse(TypedDict, total=False):
    pass


class PutUserPermissionsBoundaryResponse(TypedDict, total=False):
    pass


class PutUserPolicyResponse(TypedDict, total=False):
    pass


class RejectDelegationRequestResponse(TypedDict, total=False):
    pass


class RemoveClientIDFromOpenIDConnectProviderResponse(TypedDict, total=False):
    pass


class RemoveRoleFromInstanceProfileResponse(TypedDict, total=False):
    pass


class RemoveUserFromGroupResponse(TypedDict, total=False):
    pass


class ResyncMFADeviceResponse(TypedDict, total=False):
    pass


class SendDelegationTokenResponse(TypedDict, total=False):
    pass


class SetDefaultPolicyVersionResponse(TypedDict, total=False):
    pass


class SetSecurityTokenServicePreferencesResponse(TypedDict, total=False):
    pass


class TagInstanceProfileResponse(TypedDict, total=False):
    pass


class TagMFADeviceResponse(TypedDict, total=False):
    pass


class TagOpenIDConnectProviderResponse(TypedDict, total=False):
    pass


class TagPolicyResponse(TypedDict, total=False):
    pass


class TagRoleResponse(TypedDict, total=False):
    pass


class TagSAMLProviderResponse(TypedDict, total=False):
    pass


class TagServerCertificateResponse(TypedDict, total=False):
    pass


class TagUserResponse(TypedDict, total=False):
    pass


class UntagInstanceProfileResponse(TypedDict, total=False):
    pass


class UntagMFADeviceResponse(TypedDict, total=False):
    pass


class UntagOpenIDConnectProviderResponse(TypedDict, total=False):
    pass


class UntagPolicyResponse(TypedDict, total=False):
    pass


class UntagRoleResponse(TypedDict, total=False):
    pass


class UntagSAMLProviderResponse(TypedDict, total=False):
    pass


class UntagServerCertificateResponse(TypedDict, total=False):
    pass


class UntagUserResponse(TypedDict, total=False):
    pass


class UpdateAccessKeyResponse(TypedDict, total=False):
    pass


class UpdateAccountPasswordPolicyResponse(TypedDict, total=False):
    pass


class UpdateAssumeRolePolicyResponse(TypedDict, total=False):
    pass


class UpdateDelegationRequestResponse(TypedDict, total=False):
    pass


class UpdateGroupResponse(TypedDict, total=False):
    pass


class UpdateLoginProfileResponse(TypedDict, total=False):
    pass


class UpdateOpenIDConnectProviderResponse(TypedDict, total=False):
    pass


class UpdateOpenIDConnectProviderThumbprintResponse(TypedDict, total=False):
    pass


class UpdateSSHPublicKeyResponse(TypedDict, total=False):
    pass


class UpdateServerCertificateResponse(TypedDict, total=False):
    pass


class UpdateServiceSpecificCredentialResponse(TypedDict, total=False):
    pass


class UpdateSigningCertificateResponse(TypedDict, total=False):
    pass


class UpdateUserResponse(TypedDict, total=False):
    pass


GetContextKeysForPrincipalPolicyResponse = GetContextKeysForCustomPolicyResponse
SimulatePrincipalPolicyResponse = SimulateCustomPolicyResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AcceptDelegationRequest",
    "AcquireRole",
    "AddClientIDToOpenIDConnectProvider",
    "AddRoleToInstanceProfile",
    "AddUserToGroup",
    "AssociateDelegationRequest",
    "AttachGroupPolicy",
    "AttachRolePolicy",
    "AttachUserPolicy",
    "ChangePassword",
    "CreateAccessKey",
    "CreateAccountAlias",
    "CreateDelegationRequest",
    "CreateGroup",
    "CreateInstanceProfile",
    "CreateLoginProfile",
    "CreateOpenIDConnectProvider",
    "CreatePolicy",
    "CreatePolicyVersion",
    "CreateRole",
    "CreateSAMLProvider",
    "CreateServiceLinkedRole",
    "CreateServiceSpecificCredential",
    "CreateUser",
    "CreateVirtualMFADevice",
    "DeactivateMFADevice",
    "DeleteAccessKey",
    "DeleteAccountAlias",
    "DeleteAccountPasswordPolicy",
    "DeleteGroup",
    "DeleteGroupPolicy",
    "DeleteInstanceProfile",
    "DeleteLoginProfile",
    "DeleteOpenIDConnectProvider",
    "DeletePolicy",
    "DeletePolicyVersion",
    "DeleteRole",
    "DeleteRolePermissionsBoundary",
    "DeleteRolePolicy",
    "DeleteSAMLProvider",
    "DeleteSSHPublicKey",
    "DeleteServerCertificate",
    "DeleteServiceLinkedRole",
    "DeleteServiceSpecificCredential",
    "DeleteSigningCertificate",
    "DeleteUser",
    "DeleteUserPermissionsBoundary",
    "DeleteUserPolicy",
    "DeleteVirtualMFADevice",
    "DetachGroupPolicy",
    "DetachRolePolicy",
    "DetachUserPolicy",
    "DisableOrganizationsRootCredentialsManagement",
    "DisableOrganizationsRootSessions",
    "DisableOutboundWebIdentityFederation",
    "EnableMFADevice",
    "EnableOrganizationsRootCredentialsManagement",
    "EnableOrganizationsRootSessions",
    "EnableOutboundWebIdentityFederation",
    "GenerateCredentialReport",
    "GenerateOrganizationsAccessReport",
    "GenerateServiceLastAccessedDetails",
    "GetAccessKeyLastUsed",
    "GetAccountAuthorizationDetails",
    "GetAccountPasswordPolicy",
    "GetAccountProperties",
    "GetAccountSummary",
    "GetContextKeysForCustomPolicy",
    "GetContextKeysForPrincipalPolicy",
    "GetCredentialReport",
    "GetDelegationRequest",
    "GetGroup",
    "GetGroupPolicy",
    "GetHumanReadableSummary",
    "GetInstanceProfile",
    "GetLoginProfile",
    "GetMFADevice",
    "GetOpenIDConnectProvider",
    "GetOrganizationsAccessReport",
    "GetOutboundWebIdentityFederationInfo",
    "GetPolicy",
    "GetPolicyVersion",
    "GetRole",
    "GetRolePolicy",
    "GetRoleTemplateVersion",
    "GetSAMLProvider",
    "GetSSHPublicKey",
    "GetServerCertificate",
    "GetServiceLastAccessedDetails",
    "GetServiceLastAccessedDetailsWithEntities",
    "GetServiceLinkedRoleDeletionStatus",
    "GetUser",
    "GetUserPolicy",
    "ListAccessKeys",
    "ListAccountAliases",
    "ListAttachedGroupPolicies",
    "ListAttachedRolePolicies",
    "ListAttachedUserPolicies",
    "ListDelegationRequests",
    "ListEntitiesForPolicy",
    "ListGroupPolicies",
    "ListGroups",
    "ListGroupsForUser",
    "ListInstanceProfileTags",
    "ListInstanceProfiles",
    "ListInstanceProfilesForRole",
    "ListMFADeviceTags",
    "ListMFADevices",
    "ListOpenIDConnectProviderTags",
    "ListOpenIDConnectProviders",
    "ListOrganizationsFeatures",
    "ListPolicies",
    "ListPoliciesGrantingServiceAccess",
    "ListPolicyTags",
    "ListPolicyVersions",
    "ListRolePolicies",
    "ListRoleTags",
    "ListRoles",
    "ListSAMLProviderTags",
    "ListSAMLProviders",
    "ListSSHPublicKeys",
    "ListServerCertificateTags",
    "ListServerCertificates",
    "ListServiceSpecificCredentials",
    "ListSigningCertificates",
    "ListUserPolicies",
    "ListUserTags",
    "ListUsers",
    "ListVirtualMFADevices",
    "PutAccountProperties",
    "PutGroupPolicy",
    "PutRolePermissionsBoundary",
    "PutRolePolicy",
    "PutUserPermissionsBoundary",
    "PutUserPolicy",
    "RejectDelegationRequest",
    "RemoveClientIDFromOpenIDConnectProvider",
    "RemoveRoleFromInstanceProfile",
    "RemoveUserFromGroup",
    "ResetServiceSpecificCredential",
    "ResyncMFADevice",
    "SendDelegationToken",
    "SetDefaultPolicyVersion",
    "SetSecurityTokenServicePreferences",
    "SimulateCustomPolicy",
    "SimulatePrincipalPolicy",
    "TagInstanceProfile",
    "TagMFADevice",
    "TagOpenIDConnectProvider",
    "TagPolicy",
    "TagRole",
    "TagSAMLProvider",
    "TagServerCertificate",
    "TagUser",
    "UntagInstanceProfile",
    "UntagMFADevice",
    "UntagOpenIDConnectProvider",
    "UntagPolicy",
    "UntagRole",
    "UntagSAMLProvider",
    "UntagServerCertificate",
    "UntagUser",
    "UpdateAccessKey",
    "UpdateAccountPasswordPolicy",
    "UpdateAssumeRolePolicy",
    "UpdateDelegationRequest",
    "UpdateGroup",
    "UpdateLoginProfile",
    "UpdateOpenIDConnectProvider",
    "UpdateOpenIDConnectProviderThumbprint",
    "UpdateRole",
    "UpdateRoleDescription",
    "UpdateSAMLProvider",
    "UpdateSSHPublicKey",
    "UpdateServerCertificate",
    "UpdateServiceSpecificCredential",
    "UpdateSigningCertificate",
    "UpdateUser",
    "UploadSSHPublicKey",
    "UploadServerCertificate",
    "UploadSigningCertificate",
)
