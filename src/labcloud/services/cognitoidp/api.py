"""Typed requests and responses of cognito-idp's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types cognito-idp`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AccountRecoverySettingType(TypedDict, total=False):
    RecoveryMechanisms: list[RecoveryOptionType]


class AccountTakeoverActionType(TypedDict):
    Notify: bool
    EventAction: str


class AccountTakeoverActionsType(TypedDict, total=False):
    LowAction: AccountTakeoverActionType
    MediumAction: AccountTakeoverActionType
    HighAction: AccountTakeoverActionType


class _AccountTakeoverRiskConfigurationTypeRequired(TypedDict):
    Actions: AccountTakeoverActionsType


class AccountTakeoverRiskConfigurationType(_AccountTakeoverRiskConfigurationTypeRequired, total=False):
    NotifyConfiguration: NotifyConfigurationType


class AcrLevelConfigType(TypedDict):
    AcrValue: str


class AddCustomAttributesRequest(TypedDict):
    UserPoolId: str
    CustomAttributes: list[SchemaAttributeType]


class AddCustomAttributesResponse(TypedDict, total=False):
    pass


class _AddUserPoolClientSecretRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str


class AddUserPoolClientSecretRequest(_AddUserPoolClientSecretRequestRequired, total=False):
    ClientSecret: str


class AddUserPoolClientSecretResponse(TypedDict, total=False):
    ClientSecretDescriptor: ClientSecretDescriptorType


class AdminAddUserToGroupRequest(TypedDict):
    UserPoolId: str
    Username: str
    GroupName: str


class _AdminConfirmSignUpRequestRequired(TypedDict):
    UserPoolId: str
    Username: str


class AdminConfirmSignUpRequest(_AdminConfirmSignUpRequestRequired, total=False):
    ClientMetadata: dict[str, str]


class AdminConfirmSignUpResponse(TypedDict, total=False):
    pass


class AdminCreateUserConfigType(TypedDict, total=False):
    AllowAdminCreateUserOnly: bool
    UnusedAccountValidityDays: int
    InviteMessageTemplate: MessageTemplateType


class _AdminCreateUserRequestRequired(TypedDict):
    UserPoolId: str
    Username: str


class AdminCreateUserRequest(_AdminCreateUserRequestRequired, total=False):
    UserAttributes: list[AttributeType]
    ValidationData: list[AttributeType]
    TemporaryPassword: str
    ForceAliasCreation: bool
    MessageAction: str
    DesiredDeliveryMediums: list[str]
    ClientMetadata: dict[str, str]


class AdminCreateUserResponse(TypedDict, total=False):
    User: UserType


class AdminDeleteSoftwareTokenRequest(TypedDict):
    UserPoolId: str
    Username: str


class AdminDeleteSoftwareTokenResponse(TypedDict, total=False):
    pass


class AdminDeleteUserAttributesRequest(TypedDict):
    UserPoolId: str
    Username: str
    UserAttributeNames: list[str]


class AdminDeleteUserAttributesResponse(TypedDict, total=False):
    pass


class AdminDeleteUserRequest(TypedDict):
    UserPoolId: str
    Username: str


class AdminDisableProviderForUserRequest(TypedDict):
    UserPoolId: str
    User: ProviderUserIdentifierType


class AdminDisableProviderForUserResponse(TypedDict, total=False):
    pass


class AdminDisableUserRequest(TypedDict):
    UserPoolId: str
    Username: str


class AdminDisableUserResponse(TypedDict, total=False):
    pass


class AdminEnableUserRequest(TypedDict):
    UserPoolId: str
    Username: str


class AdminEnableUserResponse(TypedDict, total=False):
    pass


class AdminForgetDeviceRequest(TypedDict):
    UserPoolId: str
    Username: str
    DeviceKey: str


class AdminGetDeviceRequest(TypedDict):
    DeviceKey: str
    UserPoolId: str
    Username: str


class AdminGetDeviceResponse(TypedDict):
    Device: DeviceType


class AdminGetUserAuthFactorsRequest(TypedDict):
    UserPoolId: str
    Username: str


class _AdminGetUserAuthFactorsResponseRequired(TypedDict):
    Username: str


class AdminGetUserAuthFactorsResponse(_AdminGetUserAuthFactorsResponseRequired, total=False):
    PreferredMfaSetting: str
    UserMFASettingList: list[str]
    ConfiguredUserAuthFactors: list[str]


class AdminGetUserRequest(TypedDict):
    UserPoolId: str
    Username: str


class _AdminGetUserResponseRequired(TypedDict):
    Username: str


class AdminGetUserResponse(_AdminGetUserResponseRequired, total=False):
    UserAttributes: list[AttributeType]
    UserCreateDate: datetime
    UserLastModifiedDate: datetime
    Enabled: bool
    UserStatus: str
    MFAOptions: list[MFAOptionType]
    PreferredMfaSetting: str
    UserMFASettingList: list[str]


class _AdminInitiateAuthRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str
    AuthFlow: str


class AdminInitiateAuthRequest(_AdminInitiateAuthRequestRequired, total=False):
    AuthParameters: dict[str, str]
    ClientMetadata: dict[str, str]
    AnalyticsMetadata: AnalyticsMetadataType
    ContextData: ContextDataType
    Session: str


class AdminInitiateAuthResponse(TypedDict, total=False):
    ChallengeName: str
    Session: str
    ChallengeParameters: dict[str, str]
    AuthenticationResult: AuthenticationResultType
    AvailableChallenges: list[str]


class AdminLinkProviderForUserRequest(TypedDict):
    UserPoolId: str
    DestinationUser: ProviderUserIdentifierType
    SourceUser: ProviderUserIdentifierType


class AdminLinkProviderForUserResponse(TypedDict, total=False):
    pass


class _AdminListDevicesRequestRequired(TypedDict):
    UserPoolId: str
    Username: str


class AdminListDevicesRequest(_AdminListDevicesRequestRequired, total=False):
    Limit: int
    PaginationToken: str


class AdminListDevicesResponse(TypedDict, total=False):
    Devices: list[DeviceType]
    PaginationToken: str


class _AdminListGroupsForUserRequestRequired(TypedDict):
    Username: str
    UserPoolId: str


class AdminListGroupsForUserRequest(_AdminListGroupsForUserRequestRequired, total=False):
    Limit: int
    NextToken: str


class AdminListGroupsForUserResponse(TypedDict, total=False):
    Groups: list[GroupType]
    NextToken: str


class _AdminListUserAuthEventsRequestRequired(TypedDict):
    UserPoolId: str
    Username: str


class AdminListUserAuthEventsRequest(_AdminListUserAuthEventsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class AdminListUserAuthEventsResponse(TypedDict, total=False):
    AuthEvents: list[AuthEventType]
    NextToken: str


class _AdminListUserSessionsRequestRequired(TypedDict):
    UserPoolId: str
    Username: str


class AdminListUserSessionsRequest(_AdminListUserSessionsRequestRequired, total=False):
    NextToken: str


class AdminListUserSessionsResponse(TypedDict, total=False):
    Sessions: list[SessionDescriptionType]
    NextToken: str


class AdminRemoveUserFromGroupRequest(TypedDict):
    UserPoolId: str
    Username: str
    GroupName: str


class _AdminResetUserPasswordRequestRequired(TypedDict):
    UserPoolId: str
    Username: str


class AdminResetUserPasswordRequest(_AdminResetUserPasswordRequestRequired, total=False):
    ClientMetadata: dict[str, str]


class AdminResetUserPasswordResponse(TypedDict, total=False):
    pass


class _AdminRespondToAuthChallengeRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str
    ChallengeName: str


class AdminRespondToAuthChallengeRequest(_AdminRespondToAuthChallengeRequestRequired, total=False):
    ChallengeResponses: dict[str, str]
    Session: str
    AnalyticsMetadata: AnalyticsMetadataType
    ContextData: ContextDataType
    ClientMetadata: dict[str, str]


class AdminRespondToAuthChallengeResponse(TypedDict, total=False):
    ChallengeName: str
    Session: str
    ChallengeParameters: dict[str, str]
    AuthenticationResult: AuthenticationResultType
    AvailableChallenges: list[str]


class _AdminRevokeUserSessionRequestRequired(TypedDict):
    UserPoolId: str
    Username: str
    SessionId: str


class AdminRevokeUserSessionRequest(_AdminRevokeUserSessionRequestRequired, total=False):
    RevokeAssociatedSessions: str


class AdminRevokeUserSessionResponse(TypedDict, total=False):
    pass


class _AdminSetUserMFAPreferenceRequestRequired(TypedDict):
    Username: str
    UserPoolId: str


class AdminSetUserMFAPreferenceRequest(_AdminSetUserMFAPreferenceRequestRequired, total=False):
    SMSMfaSettings: SMSMfaSettingsType
    SoftwareTokenMfaSettings: SoftwareTokenMfaSettingsType
    EmailMfaSettings: EmailMfaSettingsType
    WebAuthnMfaSettings: WebAuthnMfaSettingsType


class AdminSetUserMFAPreferenceResponse(TypedDict, total=False):
    pass


class _AdminSetUserPasswordRequestRequired(TypedDict):
    UserPoolId: str
    Username: str
    Password: str


class AdminSetUserPasswordRequest(_AdminSetUserPasswordRequestRequired, total=False):
    Permanent: bool


class AdminSetUserPasswordResponse(TypedDict, total=False):
    pass


class AdminSetUserSettingsRequest(TypedDict):
    UserPoolId: str
    Username: str
    MFAOptions: list[MFAOptionType]


class AdminSetUserSettingsResponse(TypedDict, total=False):
    pass


class AdminUpdateAuthEventFeedbackRequest(TypedDict):
    UserPoolId: str
    Username: str
    EventId: str
    FeedbackValue: str


class AdminUpdateAuthEventFeedbackResponse(TypedDict, total=False):
    pass


class _AdminUpdateDeviceStatusRequestRequired(TypedDict):
    UserPoolId: str
    Username: str
    DeviceKey: str


class AdminUpdateDeviceStatusRequest(_AdminUpdateDeviceStatusRequestRequired, total=False):
    DeviceRememberedStatus: str


class AdminUpdateDeviceStatusResponse(TypedDict, total=False):
    pass


class _AdminUpdateUserAttributesRequestRequired(TypedDict):
    UserPoolId: str
    Username: str
    UserAttributes: list[AttributeType]


class AdminUpdateUserAttributesRequest(_AdminUpdateUserAttributesRequestRequired, total=False):
    ClientMetadata: dict[str, str]


class AdminUpdateUserAttributesResponse(TypedDict, total=False):
    pass


class AdminUserGlobalSignOutRequest(TypedDict):
    UserPoolId: str
    Username: str


class AdminUserGlobalSignOutResponse(TypedDict, total=False):
    pass


class AdvancedSecurityAdditionalFlowsType(TypedDict, total=False):
    CustomAuthMode: str


class AnalyticsConfigurationType(TypedDict, total=False):
    ApplicationId: str
    ApplicationArn: str
    RoleArn: str
    ExternalId: str
    UserDataShared: bool


class AnalyticsMetadataType(TypedDict, total=False):
    AnalyticsEndpointId: str


class _AssetTypeRequired(TypedDict):
    Category: str
    ColorMode: str
    Extension: str


class AssetType(_AssetTypeRequired, total=False):
    Bytes: bytes
    ResourceId: str


class AssociateSoftwareTokenRequest(TypedDict, total=False):
    AccessToken: str
    Session: str


class AssociateSoftwareTokenResponse(TypedDict, total=False):
    SecretCode: str
    Session: str


class _AttributeTypeRequired(TypedDict):
    Name: str


class AttributeType(_AttributeTypeRequired, total=False):
    Value: str


class AuthEventType(TypedDict, total=False):
    EventId: str
    EventType: str
    CreationDate: datetime
    EventResponse: str
    EventRisk: EventRiskType
    ChallengeResponses: list[ChallengeResponseType]
    EventContextData: EventContextDataType
    EventFeedback: EventFeedbackType


class AuthenticationResultType(TypedDict, total=False):
    AccessToken: str
    ExpiresIn: int
    TokenType: str
    RefreshToken: str
    IdToken: str
    NewDeviceMetadata: NewDeviceMetadataType


class _CIMDPolicySummaryTypeRequired(TypedDict):
    CIMDPolicyId: str
    PolicyName: str


class CIMDPolicySummaryType(_CIMDPolicySummaryTypeRequired, total=False):
    ClientId: str
    CacheDuration: int
    CreationDate: datetime
    LastModifiedDate: datetime


class _CIMDPolicyTypeRequired(TypedDict):
    UserPoolId: str
    CIMDPolicyId: str
    PolicyName: str


class CIMDPolicyType(_CIMDPolicyTypeRequired, total=False):
    ClientId: str
    CacheDuration: int
    URLPatterns: list[str]
    CreationDate: datetime
    LastModifiedDate: datetime


class CancelPointInTimeRecoveryRequest(TypedDict):
    UserPoolId: str
    RestoreId: str


class CancelPointInTimeRecoveryResponse(TypedDict, total=False):
    Restoration: RestorationType


class ChallengeResponseType(TypedDict, total=False):
    ChallengeName: str
    ChallengeResponse: str


class _ChangePasswordRequestRequired(TypedDict):
    ProposedPassword: str
    AccessToken: str


class ChangePasswordRequest(_ChangePasswordRequestRequired, total=False):
    PreviousPassword: str


class ChangePasswordResponse(TypedDict, total=False):
    pass


class ClientAuthenticationResultType(TypedDict, total=False):
    AccessToken: str
    ExpiresIn: int
    TokenType: str


class _ClientMetadataURLTypeRequired(TypedDict):
    URL: str


class ClientMetadataURLType(_ClientMetadataURLTypeRequired, total=False):
    CachedDate: datetime
    ExpirationDate: datetime


class ClientSSOSessionConfigType(TypedDict):
    MaxValidityMinutes: int


class ClientSecretDescriptorType(TypedDict, total=False):
    ClientSecretId: str
    ClientSecretValue: str
    ClientSecretCreateDate: datetime


class CloudWatchLogsConfigurationType(TypedDict, total=False):
    LogGroupArn: str


class CodeDeliveryDetailsType(TypedDict, total=False):
    Destination: str
    DeliveryMedium: str
    AttributeName: str


class CompleteWebAuthnRegistrationRequest(TypedDict):
    AccessToken: str
    Credential: object


class CompleteWebAuthnRegistrationResponse(TypedDict, total=False):
    pass


class CompromisedCredentialsActionsType(TypedDict):
    EventAction: str


class _CompromisedCredentialsRiskConfigurationTypeRequired(TypedDict):
    Actions: CompromisedCredentialsActionsType


class CompromisedCredentialsRiskConfigurationType(
    _CompromisedCredentialsRiskConfigurationTypeRequired, total=False
):
    EventFilter: list[str]


class _ConfirmDeviceRequestRequired(TypedDict):
    AccessToken: str
    DeviceKey: str


class ConfirmDeviceRequest(_ConfirmDeviceRequestRequired, total=False):
    DeviceSecretVerifierConfig: DeviceSecretVerifierConfigType
    DeviceName: str


class ConfirmDeviceResponse(TypedDict, total=False):
    UserConfirmationNecessary: bool


class _ConfirmForgotPasswordRequestRequired(TypedDict):
    ClientId: str
    Username: str
    ConfirmationCode: str
    Password: str


class ConfirmForgotPasswordRequest(_ConfirmForgotPasswordRequestRequired, total=False):
    SecretHash: str
    AnalyticsMetadata: AnalyticsMetadataType
    UserContextData: UserContextDataType
    ClientMetadata: dict[str, str]


class ConfirmForgotPasswordResponse(TypedDict, total=False):
    pass


class _ConfirmSignUpRequestRequired(TypedDict):
    ClientId: str
    Username: str
    ConfirmationCode: str


class ConfirmSignUpRequest(_ConfirmSignUpRequestRequired, total=False):
    SecretHash: str
    ForceAliasCreation: bool
    AnalyticsMetadata: AnalyticsMetadataType
    UserContextData: UserContextDataType
    ClientMetadata: dict[str, str]
    Session: str


class ConfirmSignUpResponse(TypedDict, total=False):
    Session: str


class _ContextDataTypeRequired(TypedDict):
    IpAddress: str
    ServerName: str
    ServerPath: str
    HttpHeaders: list[HttpHeader]


class ContextDataType(_ContextDataTypeRequired, total=False):
    EncodedData: str


class _CreateCIMDPolicyRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str
    PolicyName: str
    URLPatterns: list[str]


class CreateCIMDPolicyRequest(_CreateCIMDPolicyRequestRequired, total=False):
    CacheDuration: int


class CreateCIMDPolicyResponse(TypedDict):
    CIMDPolicy: CIMDPolicyType


class _CreateGroupRequestRequired(TypedDict):
    GroupName: str
    UserPoolId: str


class CreateGroupRequest(_CreateGroupRequestRequired, total=False):
    Description: str
    RoleArn: str
    Precedence: int


class CreateGroupResponse(TypedDict, total=False):
    Group: GroupType


class _CreateIdentityProviderRequestRequired(TypedDict):
    UserPoolId: str
    ProviderName: str
    ProviderType: str
    ProviderDetails: dict[str, str]


class CreateIdentityProviderRequest(_CreateIdentityProviderRequestRequired, total=False):
    AttributeMapping: dict[str, str]
    IdpIdentifiers: list[str]
    AcrMapping: dict[str, str]


class CreateIdentityProviderResponse(TypedDict):
    IdentityProvider: IdentityProviderType


class _CreateManagedLoginBrandingRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str


class CreateManagedLoginBrandingRequest(_CreateManagedLoginBrandingRequestRequired, total=False):
    UseCognitoProvidedValues: bool
    Settings: object
    Assets: list[AssetType]


class CreateManagedLoginBrandingResponse(TypedDict, total=False):
    ManagedLoginBranding: ManagedLoginBrandingType


class _CreateResourceServerRequestRequired(TypedDict):
    UserPoolId: str
    Identifier: str
    Name: str


class CreateResourceServerRequest(_CreateResourceServerRequestRequired, total=False):
    Scopes: list[ResourceServerScopeType]


class CreateResourceServerResponse(TypedDict):
    ResourceServer: ResourceServerType


class _CreateTermsRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str
    TermsName: str
    TermsSource: str
    Enforcement: str


class CreateTermsRequest(_CreateTermsRequestRequired, total=False):
    Links: dict[str, str]


class CreateTermsResponse(TypedDict, total=False):
    Terms: TermsType


class _CreateUserImportJobRequestRequired(TypedDict):
    JobName: str
    UserPoolId: str
    CloudWatchLogsRoleArn: str


class CreateUserImportJobRequest(_CreateUserImportJobRequestRequired, total=False):
    PasswordHashingAlgorithm: str


class CreateUserImportJobResponse(TypedDict, total=False):
    UserImportJob: UserImportJobType


class _CreateUserPoolClientRequestRequired(TypedDict):
    UserPoolId: str
    ClientName: str


class CreateUserPoolClientRequest(_CreateUserPoolClientRequestRequired, total=False):
    GenerateSecret: bool
    ClientSecret: str
    RefreshTokenValidity: int
    AccessTokenValidity: int
    IdTokenValidity: int
    TokenValidityUnits: TokenValidityUnitsType
    ReadAttributes: list[str]
    WriteAttributes: list[str]
    ExplicitAuthFlows: list[str]
    SupportedIdentityProviders: list[str]
    CallbackURLs: list[str]
    LogoutURLs: list[str]
    DefaultRedirectURI: str
    AllowedOAuthFlows: list[str]
    AllowedOAuthScopes: list[str]
    AllowedOAuthFlowsUserPoolClient: bool
    AnalyticsConfiguration: AnalyticsConfigurationType
    PreventUserExistenceErrors: str
    EnableTokenRevocation: bool
    EnablePropagateAdditionalUserContextData: bool
    AuthSessionValidity: int
    RefreshTokenRotation: RefreshTokenRotationType
    PublishSecretsInAWSSecretsManager: bool


class CreateUserPoolClientResponse(TypedDict, total=False):
    UserPoolClient: UserPoolClientType


class _CreateUserPoolDomainRequestRequired(TypedDict):
    Domain: str
    UserPoolId: str


class CreateUserPoolDomainRequest(_CreateUserPoolDomainRequestRequired, total=False):
    ManagedLoginVersion: int
    CustomDomainConfig: CustomDomainConfigType
    Routing: RoutingType


class CreateUserPoolDomainResponse(TypedDict, total=False):
    ManagedLoginVersion: int
    CloudFrontDomain: str
    Routing: RoutingType


class _CreateUserPoolReplicaRequestRequired(TypedDict):
    UserPoolId: str
    RegionName: str


class CreateUserPoolReplicaRequest(_CreateUserPoolReplicaRequestRequired, total=False):
    UserPoolTags: dict[str, str]


class CreateUserPoolReplicaResponse(TypedDict, total=False):
    UserPoolReplica: UserPoolReplicaType


class _CreateUserPoolRequestRequired(TypedDict):
    PoolName: str


class CreateUserPoolRequest(_CreateUserPoolRequestRequired, total=False):
    Policies: UserPoolPolicyType
    DeletionProtection: str
    LambdaConfig: LambdaConfigType
    AutoVerifiedAttributes: list[str]
    AliasAttributes: list[str]
    UsernameAttributes: list[str]
    SmsVerificationMessage: str
    EmailVerificationMessage: str
    EmailVerificationSubject: str
    VerificationMessageTemplate: VerificationMessageTemplateType
    SmsAuthenticationMessage: str
    MfaConfiguration: str
    UserAttributeUpdateSettings: UserAttributeUpdateSettingsType
    DeviceConfiguration: DeviceConfigurationType
    EmailConfiguration: EmailConfigurationType
    SmsConfiguration: SmsConfigurationType
    UserPoolTags: dict[str, str]
    AdminCreateUserConfig: AdminCreateUserConfigType
    Schema: list[SchemaAttributeType]
    UserPoolAddOns: UserPoolAddOnsType
    DcrConfiguration: DcrConfigurationType
    UsernameConfiguration: UsernameConfigurationType
    AccountRecoverySetting: AccountRecoverySettingType
    UserPoolTier: str
    KeyConfiguration: KeyConfigurationType
    IssuerConfiguration: IssuerConfigurationType
    AcrConfiguration: dict[str, AcrLevelConfigType]


class CreateUserPoolResponse(TypedDict, total=False):
    UserPool: UserPoolType


class _CustomDomainConfigTypeRequired(TypedDict):
    CertificateArn: str


class CustomDomainConfigType(_CustomDomainConfigTypeRequired, total=False):
    SecurityPolicy: str


class CustomEmailLambdaVersionConfigType(TypedDict):
    LambdaVersion: str
    LambdaArn: str


class CustomSMSLambdaVersionConfigType(TypedDict):
    LambdaVersion: str
    LambdaArn: str


class DcrConfigurationType(TypedDict, total=False):
    EnableStatus: str
    OpenDcrEnabled: bool
    AuthenticatedGrantTypes: list[str]
    OpenDcrGrantTypes: list[str]
    AllowedScopes: list[str]


class DeleteCIMDPolicyRequest(TypedDict):
    UserPoolId: str
    CIMDPolicyId: str


class DeleteCIMDPolicyResponse(TypedDict, total=False):
    pass


class DeleteGroupRequest(TypedDict):
    GroupName: str
    UserPoolId: str


class DeleteIdentityProviderRequest(TypedDict):
    UserPoolId: str
    ProviderName: str


class DeleteManagedLoginBrandingRequest(TypedDict):
    ManagedLoginBrandingId: str
    UserPoolId: str


class DeleteResourceServerRequest(TypedDict):
    UserPoolId: str
    Identifier: str


class DeleteTermsRequest(TypedDict):
    TermsId: str
    UserPoolId: str


class DeleteUserAttributesRequest(TypedDict):
    UserAttributeNames: list[str]
    AccessToken: str


class DeleteUserAttributesResponse(TypedDict, total=False):
    pass


class DeleteUserPoolClientRequest(TypedDict):
    UserPoolId: str
    ClientId: str


class DeleteUserPoolClientSecretRequest(TypedDict):
    UserPoolId: str
    ClientId: str
    ClientSecretId: str


class DeleteUserPoolClientSecretResponse(TypedDict, total=False):
    pass


class DeleteUserPoolDomainRequest(TypedDict):
    Domain: str
    UserPoolId: str


class DeleteUserPoolDomainResponse(TypedDict, total=False):
    pass


class DeleteUserPoolReplicaRequest(TypedDict):
    UserPoolId: str
    RegionName: str


class DeleteUserPoolReplicaResponse(TypedDict, total=False):
    UserPoolReplica: UserPoolReplicaType


class DeleteUserPoolRequest(TypedDict):
    UserPoolId: str


class DeleteUserRequest(TypedDict):
    AccessToken: str


class DeleteWebAuthnCredentialRequest(TypedDict):
    AccessToken: str
    CredentialId: str


class DeleteWebAuthnCredentialResponse(TypedDict, total=False):
    pass


class DescribeCIMDPolicyRequest(TypedDict):
    UserPoolId: str
    CIMDPolicyId: str


class DescribeCIMDPolicyResponse(TypedDict):
    CIMDPolicy: CIMDPolicyType


class DescribeIdentityProviderRequest(TypedDict):
    UserPoolId: str
    ProviderName: str


class DescribeIdentityProviderResponse(TypedDict):
    IdentityProvider: IdentityProviderType


class _DescribeManagedLoginBrandingByClientRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str


class DescribeManagedLoginBrandingByClientRequest(
    _DescribeManagedLoginBrandingByClientRequestRequired, total=False
):
    ReturnMergedResources: bool


class DescribeManagedLoginBrandingByClientResponse(TypedDict, total=False):
    ManagedLoginBranding: ManagedLoginBrandingType


class _DescribeManagedLoginBrandingRequestRequired(TypedDict):
    UserPoolId: str
    ManagedLoginBrandingId: str


class DescribeManagedLoginBrandingRequest(_DescribeManagedLoginBrandingRequestRequired, total=False):
    ReturnMergedResources: bool


class DescribeManagedLoginBrandingResponse(TypedDict, total=False):
    ManagedLoginBranding: ManagedLoginBrandingType


class DescribePointInTimeRecoveryRequest(TypedDict):
    UserPoolId: str
    RestoreId: str


class DescribePointInTimeRecoveryResponse(TypedDict, total=False):
    Restoration: RestorationType


class DescribeResourceServerRequest(TypedDict):
    UserPoolId: str
    Identifier: str


class DescribeResourceServerResponse(TypedDict):
    ResourceServer: ResourceServerType


class _DescribeRiskConfigurationRequestRequired(TypedDict):
    UserPoolId: str


class DescribeRiskConfigurationRequest(_DescribeRiskConfigurationRequestRequired, total=False):
    ClientId: str


class DescribeRiskConfigurationResponse(TypedDict):
    RiskConfiguration: RiskConfigurationType


class DescribeTermsByClientRequest(TypedDict):
    ClientId: str
    UserPoolId: str
    TermsName: str


class DescribeTermsByClientResponse(TypedDict, total=False):
    Terms: TermsType


class DescribeTermsRequest(TypedDict):
    TermsId: str
    UserPoolId: str


class DescribeTermsResponse(TypedDict, total=False):
    Terms: TermsType


class DescribeUserImportJobRequest(TypedDict):
    UserPoolId: str
    JobId: str


class DescribeUserImportJobResponse(TypedDict, total=False):
    UserImportJob: UserImportJobType


class DescribeUserPoolClientRequest(TypedDict):
    UserPoolId: str
    ClientId: str


class DescribeUserPoolClientResponse(TypedDict, total=False):
    UserPoolClient: UserPoolClientType


class DescribeUserPoolDomainRequest(TypedDict):
    Domain: str


class DescribeUserPoolDomainResponse(TypedDict, total=False):
    DomainDescription: DomainDescriptionType


class DescribeUserPoolRequest(TypedDict):
    UserPoolId: str


class DescribeUserPoolResponse(TypedDict, total=False):
    UserPool: UserPoolType


class DeviceConfigurationType(TypedDict, total=False):
    ChallengeRequiredOnNewDevice: bool
    DeviceOnlyRememberedOnUserPrompt: bool


class DeviceSecretVerifierConfigType(TypedDict, total=False):
    PasswordVerifier: str
    Salt: str


class DeviceType(TypedDict, total=False):
    DeviceKey: str
    DeviceAttributes: list[AttributeType]
    DeviceCreateDate: datetime
    DeviceLastModifiedDate: datetime
    DeviceLastAuthenticatedDate: datetime


class Document(TypedDict, total=False):
    pass


class DomainDescriptionType(TypedDict, total=False):
    UserPoolId: str
    AWSAccountId: str
    Domain: str
    S3Bucket: str
    CloudFrontDistribution: str
    Version: str
    Status: str
    CustomDomainConfig: CustomDomainConfigType
    ManagedLoginVersion: int
    Routing: RoutingType


class EmailConfigurationType(TypedDict, total=False):
    SourceArn: str
    ReplyToEmailAddress: str
    EmailSendingAccount: str
    From: str
    ConfigurationSet: str


class EmailMfaConfigType(TypedDict, total=False):
    Message: str
    Subject: str


class EmailMfaSettingsType(TypedDict, total=False):
    Enabled: bool
    PreferredMfa: bool


class _EumsSmsConfigurationTypeRequired(TypedDict):
    CallerArn: str


class EumsSmsConfigurationType(_EumsSmsConfigurationTypeRequired, total=False):
    ExternalId: str
    OriginationIdentity: str
    ConfigurationSetName: str
    InEntityId: str
    InTemplateId: str
    Region: str


class EventContextDataType(TypedDict, total=False):
    IpAddress: str
    DeviceName: str
    Timezone: str
    City: str
    Country: str


class _EventFeedbackTypeRequired(TypedDict):
    FeedbackValue: str
    Provider: str


class EventFeedbackType(_EventFeedbackTypeRequired, total=False):
    FeedbackDate: datetime


class EventRiskType(TypedDict, total=False):
    RiskDecision: str
    RiskLevel: str
    CompromisedCredentialsDetected: bool


class FailoverType(TypedDict):
    SecondaryRegion: str
    PrimaryRoute53HealthCheckId: str


class FirehoseConfigurationType(TypedDict, total=False):
    StreamArn: str


class _ForgetDeviceRequestRequired(TypedDict):
    DeviceKey: str


class ForgetDeviceRequest(_ForgetDeviceRequestRequired, total=False):
    AccessToken: str


class _ForgotPasswordRequestRequired(TypedDict):
    ClientId: str
    Username: str


class ForgotPasswordRequest(_ForgotPasswordRequestRequired, total=False):
    SecretHash: str
    UserContextData: UserContextDataType
    AnalyticsMetadata: AnalyticsMetadataType
    ClientMetadata: dict[str, str]


class ForgotPasswordResponse(TypedDict, total=False):
    CodeDeliveryDetails: CodeDeliveryDetailsType


class GetCSVHeaderRequest(TypedDict):
    UserPoolId: str


class GetCSVHeaderResponse(TypedDict, total=False):
    UserPoolId: str
    CSVHeader: list[str]


class _GetClientTokenRequestRequired(TypedDict):
    ClientId: str
    Secret: str


class GetClientTokenRequest(_GetClientTokenRequestRequired, total=False):
    Scopes: list[str]
    ClientMetadata: dict[str, str]


class GetClientTokenResponse(TypedDict, total=False):
    ClientAuthenticationResult: ClientAuthenticationResultType


class _GetDerivedTokenRequestRequired(TypedDict):
    ClientId: str
    SubjectToken: str
    SubjectTokenType: str


class GetDerivedTokenRequest(_GetDerivedTokenRequestRequired, total=False):
    ClientSecret: str
    SubjectTokenProviderName: str
    ActorToken: str
    ActorTokenType: str
    ActorTokenProviderName: str
    Scopes: list[str]
    Audiences: list[str]
    Resources: list[str]
    RequestedTokenType: str


class _GetDerivedTokenResponseRequired(TypedDict):
    IssuedToken: str
    IssuedTokenType: str
    TokenType: str


class GetDerivedTokenResponse(_GetDerivedTokenResponseRequired, total=False):
    ExpiresIn: int
    Scopes: list[str]


class _GetDeviceRequestRequired(TypedDict):
    DeviceKey: str


class GetDeviceRequest(_GetDeviceRequestRequired, total=False):
    AccessToken: str


class GetDeviceResponse(TypedDict):
    Device: DeviceType


class GetGroupRequest(TypedDict):
    GroupName: str
    UserPoolId: str


class GetGroupResponse(TypedDict, total=False):
    Group: GroupType


class GetIdentityProviderByIdentifierRequest(TypedDict):
    UserPoolId: str
    IdpIdentifier: str


class GetIdentityProviderByIdentifierResponse(TypedDict):
    IdentityProvider: IdentityProviderType


class GetLogDeliveryConfigurationRequest(TypedDict):
    UserPoolId: str


class GetLogDeliveryConfigurationResponse(TypedDict, total=False):
    LogDeliveryConfiguration: LogDeliveryConfigurationType


class GetProvisionedLimitRequest(TypedDict):
    LimitDefinition: LimitDefinitionType


class GetProvisionedLimitResponse(TypedDict):
    Limit: LimitType


class GetSigningCertificateRequest(TypedDict):
    UserPoolId: str


class GetSigningCertificateResponse(TypedDict, total=False):
    Certificate: str


class _GetTokensFromRefreshTokenRequestRequired(TypedDict):
    RefreshToken: str
    ClientId: str


class GetTokensFromRefreshTokenRequest(_GetTokensFromRefreshTokenRequestRequired, total=False):
    ClientSecret: str
    DeviceKey: str
    ClientMetadata: dict[str, str]


class GetTokensFromRefreshTokenResponse(TypedDict, total=False):
    AuthenticationResult: AuthenticationResultType


class _GetUICustomizationRequestRequired(TypedDict):
    UserPoolId: str


class GetUICustomizationRequest(_GetUICustomizationRequestRequired, total=False):
    ClientId: str


class GetUICustomizationResponse(TypedDict):
    UICustomization: UICustomizationType


class _GetUserAttributeVerificationCodeRequestRequired(TypedDict):
    AccessToken: str
    AttributeName: str


class GetUserAttributeVerificationCodeRequest(_GetUserAttributeVerificationCodeRequestRequired, total=False):
    ClientMetadata: dict[str, str]


class GetUserAttributeVerificationCodeResponse(TypedDict, total=False):
    CodeDeliveryDetails: CodeDeliveryDetailsType


class GetUserAuthFactorsRequest(TypedDict):
    AccessToken: str


class _GetUserAuthFactorsResponseRequired(TypedDict):
    Username: str


class GetUserAuthFactorsResponse(_GetUserAuthFactorsResponseRequired, total=False):
    PreferredMfaSetting: str
    UserMFASettingList: list[str]
    ConfiguredUserAuthFactors: list[str]


class GetUserPoolClientSessionConfigurationRequest(TypedDict):
    UserPoolId: str
    ClientId: str


class GetUserPoolClientSessionConfigurationResponse(TypedDict, total=False):
    UserPoolId: str
    ClientId: str
    SSOSession: ClientSSOSessionConfigType


class GetUserPoolMfaConfigRequest(TypedDict):
    UserPoolId: str


class GetUserPoolMfaConfigResponse(TypedDict, total=False):
    SmsMfaConfiguration: SmsMfaConfigType
    SoftwareTokenMfaConfiguration: SoftwareTokenMfaConfigType
    EmailMfaConfiguration: EmailMfaConfigType
    MfaConfiguration: str
    WebAuthnConfiguration: WebAuthnConfigurationType


class GetUserPoolSessionConfigurationRequest(TypedDict):
    UserPoolId: str


class GetUserPoolSessionConfigurationResponse(TypedDict, total=False):
    UserPoolId: str
    UserSessionTracking: str
    TokenSession: UserPoolTokenSessionConfigType


class GetUserRequest(TypedDict):
    AccessToken: str


class _GetUserResponseRequired(TypedDict):
    Username: str
    UserAttributes: list[AttributeType]


class GetUserResponse(_GetUserResponseRequired, total=False):
    MFAOptions: list[MFAOptionType]
    PreferredMfaSetting: str
    UserMFASettingList: list[str]


class GlobalSignOutRequest(TypedDict):
    AccessToken: str


class GlobalSignOutResponse(TypedDict, total=False):
    pass


class GroupType(TypedDict, total=False):
    GroupName: str
    UserPoolId: str
    Description: str
    RoleArn: str
    Precedence: int
    LastModifiedDate: datetime
    CreationDate: datetime


class HttpHeader(TypedDict, total=False):
    headerName: str
    headerValue: str


class IdentityProviderType(TypedDict, total=False):
    UserPoolId: str
    ProviderName: str
    ProviderType: str
    ProviderDetails: dict[str, str]
    AttributeMapping: dict[str, str]
    IdpIdentifiers: list[str]
    AcrMapping: dict[str, str]
    LastModifiedDate: datetime
    CreationDate: datetime


class InboundFederationLambdaType(TypedDict):
    LambdaVersion: str
    LambdaArn: str


class _InitiateAuthRequestRequired(TypedDict):
    AuthFlow: str
    ClientId: str


class InitiateAuthRequest(_InitiateAuthRequestRequired, total=False):
    AuthParameters: dict[str, str]
    ClientMetadata: dict[str, str]
    AnalyticsMetadata: AnalyticsMetadataType
    UserContextData: UserContextDataType
    Session: str


class InitiateAuthResponse(TypedDict, total=False):
    ChallengeName: str
    Session: str
    ChallengeParameters: dict[str, str]
    AuthenticationResult: AuthenticationResultType
    AvailableChallenges: list[str]


class InitiatePointInTimeRecoveryRequest(TypedDict):
    UserPoolId: str
    RestoreTimestamp: datetime


class InitiatePointInTimeRecoveryResponse(TypedDict, total=False):
    Restoration: RestorationType


class IssuerConfigurationType(TypedDict, total=False):
    Type: str


class KeyConfigurationType(TypedDict, total=False):
    KeyType: str
    KmsKeyArn: str


class LambdaConfigType(TypedDict, total=False):
    PreSignUp: str
    CustomMessage: str
    PostConfirmation: str
    PreAuthentication: str
    PostAuthentication: str
    DefineAuthChallenge: str
    CreateAuthChallenge: str
    VerifyAuthChallengeResponse: str
    PreTokenGeneration: str
    UserMigration: str
    PreTokenGenerationConfig: PreTokenGenerationVersionConfigType
    CustomSMSSender: CustomSMSLambdaVersionConfigType
    CustomEmailSender: CustomEmailLambdaVersionConfigType
    KMSKeyID: str
    InboundFederation: InboundFederationLambdaType


class LimitDefinitionType(TypedDict):
    LimitClass: str
    Attributes: dict[str, str]


class LimitType(TypedDict):
    LimitDefinition: LimitDefinitionType
    ProvisionedLimitValue: int
    FreeLimitValue: int


class _ListCIMDPoliciesRequestRequired(TypedDict):
    UserPoolId: str


class ListCIMDPoliciesRequest(_ListCIMDPoliciesRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class _ListCIMDPoliciesResponseRequired(TypedDict):
    CIMDPolicies: list[CIMDPolicySummaryType]


class ListCIMDPoliciesResponse(_ListCIMDPoliciesResponseRequired, total=False):
    NextToken: str


class _ListClientMetadataURLsRequestRequired(TypedDict):
    UserPoolId: str
    CIMDPolicyId: str


class ListClientMetadataURLsRequest(_ListClientMetadataURLsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class _ListClientMetadataURLsResponseRequired(TypedDict):
    ClientMetadataURLs: list[ClientMetadataURLType]


class ListClientMetadataURLsResponse(_ListClientMetadataURLsResponseRequired, total=False):
    NextToken: str


class _ListDevicesRequestRequired(TypedDict):
    AccessToken: str


class ListDevicesRequest(_ListDevicesRequestRequired, total=False):
    Limit: int
    PaginationToken: str


class ListDevicesResponse(TypedDict, total=False):
    Devices: list[DeviceType]
    PaginationToken: str


class _ListGroupsRequestRequired(TypedDict):
    UserPoolId: str


class ListGroupsRequest(_ListGroupsRequestRequired, total=False):
    Limit: int
    NextToken: str


class ListGroupsResponse(TypedDict, total=False):
    Groups: list[GroupType]
    NextToken: str


class _ListIdentityProvidersRequestRequired(TypedDict):
    UserPoolId: str


class ListIdentityProvidersRequest(_ListIdentityProvidersRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class _ListIdentityProvidersResponseRequired(TypedDict):
    Providers: list[ProviderDescription]


class ListIdentityProvidersResponse(_ListIdentityProvidersResponseRequired, total=False):
    NextToken: str


class _ListPointInTimeRecoveriesRequestRequired(TypedDict):
    UserPoolId: str


class ListPointInTimeRecoveriesRequest(_ListPointInTimeRecoveriesRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListPointInTimeRecoveriesResponse(TypedDict, total=False):
    Restorations: list[RestorationDescriptionType]
    NextToken: str


class _ListResourceServersRequestRequired(TypedDict):
    UserPoolId: str


class ListResourceServersRequest(_ListResourceServersRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class _ListResourceServersResponseRequired(TypedDict):
    ResourceServers: list[ResourceServerType]


class ListResourceServersResponse(_ListResourceServersResponseRequired, total=False):
    NextToken: str


class ListTagsForResourceRequest(TypedDict):
    ResourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: dict[str, str]


class _ListTermsRequestRequired(TypedDict):
    UserPoolId: str


class ListTermsRequest(_ListTermsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class _ListTermsResponseRequired(TypedDict):
    Terms: list[TermsDescriptionType]


class ListTermsResponse(_ListTermsResponseRequired, total=False):
    NextToken: str


class _ListUserImportJobsRequestRequired(TypedDict):
    UserPoolId: str
    MaxResults: int


class ListUserImportJobsRequest(_ListUserImportJobsRequestRequired, total=False):
    PaginationToken: str


class ListUserImportJobsResponse(TypedDict, total=False):
    UserImportJobs: list[UserImportJobType]
    PaginationToken: str


class _ListUserPoolClientSecretsRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str


class ListUserPoolClientSecretsRequest(_ListUserPoolClientSecretsRequestRequired, total=False):
    NextToken: str


class ListUserPoolClientSecretsResponse(TypedDict, total=False):
    ClientSecrets: list[ClientSecretDescriptorType]
    NextToken: str


class _ListUserPoolClientsRequestRequired(TypedDict):
    UserPoolId: str


class ListUserPoolClientsRequest(_ListUserPoolClientsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    ClientType: str


class ListUserPoolClientsResponse(TypedDict, total=False):
    UserPoolClients: list[UserPoolClientDescription]
    NextToken: str


class _ListUserPoolReplicasRequestRequired(TypedDict):
    UserPoolId: str


class ListUserPoolReplicasRequest(_ListUserPoolReplicasRequestRequired, total=False):
    NextToken: str


class ListUserPoolReplicasResponse(TypedDict, total=False):
    UserPoolReplicas: list[UserPoolReplicaType]
    NextToken: str


class _ListUserPoolsRequestRequired(TypedDict):
    MaxResults: int


class ListUserPoolsRequest(_ListUserPoolsRequestRequired, total=False):
    NextToken: str


class ListUserPoolsResponse(TypedDict, total=False):
    UserPools: list[UserPoolDescriptionType]
    NextToken: str


class _ListUserSessionsRequestRequired(TypedDict):
    AccessToken: str


class ListUserSessionsRequest(_ListUserSessionsRequestRequired, total=False):
    NextToken: str


class ListUserSessionsResponse(TypedDict, total=False):
    Sessions: list[SessionDescriptionType]
    NextToken: str


class _ListUsersInGroupRequestRequired(TypedDict):
    UserPoolId: str
    GroupName: str


class ListUsersInGroupRequest(_ListUsersInGroupRequestRequired, total=False):
    Limit: int
    NextToken: str


class ListUsersInGroupResponse(TypedDict, total=False):
    Users: list[UserType]
    NextToken: str


class _ListUsersRequestRequired(TypedDict):
    UserPoolId: str


class ListUsersRequest(_ListUsersRequestRequired, total=False):
    AttributesToGet: list[str]
    Limit: int
    PaginationToken: str
    Filter: str


class ListUsersResponse(TypedDict, total=False):
    Users: list[UserType]
    PaginationToken: str


class _ListWebAuthnCredentialsRequestRequired(TypedDict):
    AccessToken: str


class ListWebAuthnCredentialsRequest(_ListWebAuthnCredentialsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class _ListWebAuthnCredentialsResponseRequired(TypedDict):
    Credentials: list[WebAuthnCredentialDescription]


class ListWebAuthnCredentialsResponse(_ListWebAuthnCredentialsResponseRequired, total=False):
    NextToken: str


class _LogConfigurationTypeRequired(TypedDict):
    LogLevel: str
    EventSource: str


class LogConfigurationType(_LogConfigurationTypeRequired, total=False):
    CloudWatchLogsConfiguration: CloudWatchLogsConfigurationType
    S3Configuration: S3ConfigurationType
    FirehoseConfiguration: FirehoseConfigurationType


class LogDeliveryConfigurationType(TypedDict):
    UserPoolId: str
    LogConfigurations: list[LogConfigurationType]


class MFAOptionType(TypedDict, total=False):
    DeliveryMedium: str
    AttributeName: str


class ManagedLoginBrandingType(TypedDict, total=False):
    ManagedLoginBrandingId: str
    UserPoolId: str
    UseCognitoProvidedValues: bool
    Settings: object
    Assets: list[AssetType]
    CreationDate: datetime
    LastModifiedDate: datetime


class MessageTemplateType(TypedDict, total=False):
    SMSMessage: str
    EmailMessage: str
    EmailSubject: str


class NewDeviceMetadataType(TypedDict, total=False):
    DeviceKey: str
    DeviceGroupKey: str


class _NotifyConfigurationTypeRequired(TypedDict):
    SourceArn: str


class NotifyConfigurationType(_NotifyConfigurationTypeRequired, total=False):
    From: str
    ReplyTo: str
    BlockEmail: NotifyEmailType
    NoActionEmail: NotifyEmailType
    MfaEmail: NotifyEmailType


class _NotifyEmailTypeRequired(TypedDict):
    Subject: str


class NotifyEmailType(_NotifyEmailTypeRequired, total=False):
    HtmlBody: str
    TextBody: str


class NumberAttributeConstraintsType(TypedDict, total=False):
    MinValue: str
    MaxValue: str


class PasswordPolicyType(TypedDict, total=False):
    MinimumLength: int
    RequireUppercase: bool
    RequireLowercase: bool
    RequireNumbers: bool
    RequireSymbols: bool
    PasswordHistorySize: int
    TemporaryPasswordValidityDays: int


class PreTokenGenerationVersionConfigType(TypedDict):
    LambdaVersion: str
    LambdaArn: str


class ProviderDescription(TypedDict, total=False):
    ProviderName: str
    ProviderType: str
    LastModifiedDate: datetime
    CreationDate: datetime


class ProviderUserIdentifierType(TypedDict, total=False):
    ProviderName: str
    ProviderAttributeName: str
    ProviderAttributeValue: str


class RecoveryOptionType(TypedDict):
    Priority: int
    Name: str


class _RefreshTokenRotationTypeRequired(TypedDict):
    Feature: str


class RefreshTokenRotationType(_RefreshTokenRotationTypeRequired, total=False):
    RetryGracePeriodSeconds: int


class _ResendConfirmationCodeRequestRequired(TypedDict):
    ClientId: str
    Username: str


class ResendConfirmationCodeRequest(_ResendConfirmationCodeRequestRequired, total=False):
    SecretHash: str
    UserContextData: UserContextDataType
    AnalyticsMetadata: AnalyticsMetadataType
    ClientMetadata: dict[str, str]


class ResendConfirmationCodeResponse(TypedDict, total=False):
    CodeDeliveryDetails: CodeDeliveryDetailsType


class ResourceServerScopeType(TypedDict):
    ScopeName: str
    ScopeDescription: str


class ResourceServerType(TypedDict, total=False):
    UserPoolId: str
    Identifier: str
    Name: str
    Scopes: list[ResourceServerScopeType]
    ManagedBy: str


class _RespondToAuthChallengeRequestRequired(TypedDict):
    ClientId: str
    ChallengeName: str


class RespondToAuthChallengeRequest(_RespondToAuthChallengeRequestRequired, total=False):
    Session: str
    ChallengeResponses: dict[str, str]
    AnalyticsMetadata: AnalyticsMetadataType
    UserContextData: UserContextDataType
    ClientMetadata: dict[str, str]


class RespondToAuthChallengeResponse(TypedDict, total=False):
    ChallengeName: str
    Session: str
    ChallengeParameters: dict[str, str]
    AuthenticationResult: AuthenticationResultType
    AvailableChallenges: list[str]


class RestorationDescriptionType(TypedDict, total=False):
    RestoreId: str
    RestoreStatus: str
    RestoreTimestamp: datetime


class RestorationType(TypedDict, total=False):
    RestoreId: str
    RestoreStatus: str
    RestoreTimestamp: datetime
    TriggerTimestamp: datetime
    RestorePreview: list[RestorePreviewType]


class RestorePreviewType(TypedDict, total=False):
    Entity: str
    CreateCount: int
    UpdateCount: int
    DeleteCount: int


class _RevokeTokenRequestRequired(TypedDict):
    Token: str
    ClientId: str


class RevokeTokenRequest(_RevokeTokenRequestRequired, total=False):
    ClientSecret: str
    RevokeAssociatedSessions: str


class RevokeTokenResponse(TypedDict, total=False):
    pass


class _RevokeUserSessionRequestRequired(TypedDict):
    AccessToken: str
    SessionId: str


class RevokeUserSessionRequest(_RevokeUserSessionRequestRequired, total=False):
    RevokeAssociatedSessions: str


class RevokeUserSessionResponse(TypedDict, total=False):
    pass


class RiskConfigurationType(TypedDict, total=False):
    UserPoolId: str
    ClientId: str
    CompromisedCredentialsRiskConfiguration: CompromisedCredentialsRiskConfigurationType
    AccountTakeoverRiskConfiguration: AccountTakeoverRiskConfigurationType
    RiskExceptionConfiguration: RiskExceptionConfigurationType
    LastModifiedDate: datetime


class RiskExceptionConfigurationType(TypedDict, total=False):
    BlockedIPRangeList: list[str]
    SkippedIPRangeList: list[str]


class RoutingType(TypedDict, total=False):
    Failover: FailoverType


class S3ConfigurationType(TypedDict, total=False):
    BucketArn: str


class SMSMfaSettingsType(TypedDict, total=False):
    Enabled: bool
    PreferredMfa: bool


class SchemaAttributeType(TypedDict, total=False):
    Name: str
    AttributeDataType: str
    DeveloperOnlyAttribute: bool
    Mutable: bool
    Required: bool
    NumberAttributeConstraints: NumberAttributeConstraintsType
    StringAttributeConstraints: StringAttributeConstraintsType


class SessionDescriptionType(TypedDict, total=False):
    SessionId: str
    SessionType: str
    ClientId: str
    CreateDate: datetime
    LastActiveDate: datetime
    DeviceType: str
    LastIPAddress: str
    LastLocation: SessionLocationType
    OriginSessionId: str
    IsCurrentSession: bool


class SessionLocationType(TypedDict, total=False):
    City: str
    Country: str


class SetLogDeliveryConfigurationRequest(TypedDict):
    UserPoolId: str
    LogConfigurations: list[LogConfigurationType]


class SetLogDeliveryConfigurationResponse(TypedDict, total=False):
    LogDeliveryConfiguration: LogDeliveryConfigurationType


class _SetRiskConfigurationRequestRequired(TypedDict):
    UserPoolId: str


class SetRiskConfigurationRequest(_SetRiskConfigurationRequestRequired, total=False):
    ClientId: str
    CompromisedCredentialsRiskConfiguration: CompromisedCredentialsRiskConfigurationType
    AccountTakeoverRiskConfiguration: AccountTakeoverRiskConfigurationType
    RiskExceptionConfiguration: RiskExceptionConfigurationType


class SetRiskConfigurationResponse(TypedDict):
    RiskConfiguration: RiskConfigurationType


class _SetUICustomizationRequestRequired(TypedDict):
    UserPoolId: str


class SetUICustomizationRequest(_SetUICustomizationRequestRequired, total=False):
    ClientId: str
    CSS: str
    ImageFile: bytes


class SetUICustomizationResponse(TypedDict):
    UICustomization: UICustomizationType


class _SetUserMFAPreferenceRequestRequired(TypedDict):
    AccessToken: str


class SetUserMFAPreferenceRequest(_SetUserMFAPreferenceRequestRequired, total=False):
    SMSMfaSettings: SMSMfaSettingsType
    SoftwareTokenMfaSettings: SoftwareTokenMfaSettingsType
    EmailMfaSettings: EmailMfaSettingsType
    WebAuthnMfaSettings: WebAuthnMfaSettingsType


class SetUserMFAPreferenceResponse(TypedDict, total=False):
    pass


class SetUserPoolClientSessionConfigurationRequest(TypedDict):
    UserPoolId: str
    ClientId: str
    SSOSession: ClientSSOSessionConfigType


class SetUserPoolClientSessionConfigurationResponse(TypedDict, total=False):
    UserPoolId: str
    ClientId: str
    SSOSession: ClientSSOSessionConfigType


class _SetUserPoolMfaConfigRequestRequired(TypedDict):
    UserPoolId: str


class SetUserPoolMfaConfigRequest(_SetUserPoolMfaConfigRequestRequired, total=False):
    SmsMfaConfiguration: SmsMfaConfigType
    SoftwareTokenMfaConfiguration: SoftwareTokenMfaConfigType
    EmailMfaConfiguration: EmailMfaConfigType
    MfaConfiguration: str
    WebAuthnConfiguration: WebAuthnConfigurationType


class SetUserPoolMfaConfigResponse(TypedDict, total=False):
    SmsMfaConfiguration: SmsMfaConfigType
    SoftwareTokenMfaConfiguration: SoftwareTokenMfaConfigType
    EmailMfaConfiguration: EmailMfaConfigType
    MfaConfiguration: str
    WebAuthnConfiguration: WebAuthnConfigurationType


class SetUserPoolSessionConfigurationRequest(TypedDict):
    UserPoolId: str
    UserSessionTracking: str
    TokenSession: UserPoolTokenSessionConfigType


class SetUserPoolSessionConfigurationResponse(TypedDict, total=False):
    UserPoolId: str
    UserSessionTracking: str
    TokenSession: UserPoolTokenSessionConfigType


class SetUserSettingsRequest(TypedDict):
    AccessToken: str
    MFAOptions: list[MFAOptionType]


class SetUserSettingsResponse(TypedDict, total=False):
    pass


class SignInPolicyType(TypedDict, total=False):
    AllowedFirstAuthFactors: list[str]


class _SignUpRequestRequired(TypedDict):
    ClientId: str
    Username: str


class SignUpRequest(_SignUpRequestRequired, total=False):
    SecretHash: str
    Password: str
    UserAttributes: list[AttributeType]
    ValidationData: list[AttributeType]
    AnalyticsMetadata: AnalyticsMetadataType
    UserContextData: UserContextDataType
    ClientMetadata: dict[str, str]


class _SignUpResponseRequired(TypedDict):
    UserConfirmed: bool
    UserSub: str


class SignUpResponse(_SignUpResponseRequired, total=False):
    CodeDeliveryDetails: CodeDeliveryDetailsType
    Session: str


class SmsConfigurationType(TypedDict, total=False):
    SnsCallerArn: str
    ExternalId: str
    SnsRegion: str
    EumsSms: EumsSmsConfigurationType


class SmsMfaConfigType(TypedDict, total=False):
    SmsAuthenticationMessage: str
    SmsConfiguration: SmsConfigurationType


class SoftwareTokenMfaConfigType(TypedDict, total=False):
    Enabled: bool


class SoftwareTokenMfaSettingsType(TypedDict, total=False):
    Enabled: bool
    PreferredMfa: bool


class StartPointInTimeRecoveryRequest(TypedDict):
    UserPoolId: str
    RestoreId: str


class StartPointInTimeRecoveryResponse(TypedDict, total=False):
    Restoration: RestorationType


class StartUserImportJobRequest(TypedDict):
    UserPoolId: str
    JobId: str


class StartUserImportJobResponse(TypedDict, total=False):
    UserImportJob: UserImportJobType


class StartWebAuthnRegistrationRequest(TypedDict):
    AccessToken: str


class StartWebAuthnRegistrationResponse(TypedDict):
    CredentialCreationOptions: object


class StopUserImportJobRequest(TypedDict):
    UserPoolId: str
    JobId: str


class StopUserImportJobResponse(TypedDict, total=False):
    UserImportJob: UserImportJobType


class StringAttributeConstraintsType(TypedDict, total=False):
    MinLength: str
    MaxLength: str


class TagResourceRequest(TypedDict):
    ResourceArn: str
    Tags: dict[str, str]


class TagResourceResponse(TypedDict, total=False):
    pass


class TermsDescriptionType(TypedDict):
    TermsId: str
    TermsName: str
    Enforcement: str
    CreationDate: datetime
    LastModifiedDate: datetime


class TermsType(TypedDict):
    TermsId: str
    UserPoolId: str
    ClientId: str
    TermsName: str
    TermsSource: str
    Enforcement: str
    Links: dict[str, str]
    CreationDate: datetime
    LastModifiedDate: datetime


class TokenValidityUnitsType(TypedDict, total=False):
    AccessToken: str
    IdToken: str
    RefreshToken: str


class UICustomizationType(TypedDict, total=False):
    UserPoolId: str
    ClientId: str
    ImageUrl: str
    CSS: str
    CSSVersion: str
    LastModifiedDate: datetime
    CreationDate: datetime


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateAuthEventFeedbackRequest(TypedDict):
    UserPoolId: str
    Username: str
    EventId: str
    FeedbackToken: str
    FeedbackValue: str


class UpdateAuthEventFeedbackResponse(TypedDict, total=False):
    pass


class _UpdateCIMDPolicyRequestRequired(TypedDict):
    UserPoolId: str
    CIMDPolicyId: str
    ClientId: str
    URLPatterns: list[str]


class UpdateCIMDPolicyRequest(_UpdateCIMDPolicyRequestRequired, total=False):
    PolicyName: str
    CacheDuration: int


class UpdateCIMDPolicyResponse(TypedDict):
    CIMDPolicy: CIMDPolicyType


class UpdateClientMetadataURLStateRequest(TypedDict):
    UserPoolId: str
    CIMDPolicyId: str
    URL: str
    Action: str


class UpdateClientMetadataURLStateResponse(TypedDict, total=False):
    pass


class _UpdateDeviceStatusRequestRequired(TypedDict):
    AccessToken: str
    DeviceKey: str


class UpdateDeviceStatusRequest(_UpdateDeviceStatusRequestRequired, total=False):
    DeviceRememberedStatus: str


class UpdateDeviceStatusResponse(TypedDict, total=False):
    pass


class _UpdateGroupRequestRequired(TypedDict):
    GroupName: str
    UserPoolId: str


class UpdateGroupRequest(_UpdateGroupRequestRequired, total=False):
    Description: str
    RoleArn: str
    Precedence: int


class UpdateGroupResponse(TypedDict, total=False):
    Group: GroupType


class _UpdateIdentityProviderRequestRequired(TypedDict):
    UserPoolId: str
    ProviderName: str


class UpdateIdentityProviderRequest(_UpdateIdentityProviderRequestRequired, total=False):
    ProviderDetails: dict[str, str]
    AttributeMapping: dict[str, str]
    IdpIdentifiers: list[str]
    AcrMapping: dict[str, str]


class UpdateIdentityProviderResponse(TypedDict):
    IdentityProvider: IdentityProviderType


class UpdateManagedLoginBrandingRequest(TypedDict, total=False):
    UserPoolId: str
    ManagedLoginBrandingId: str
    UseCognitoProvidedValues: bool
    Settings: object
    Assets: list[AssetType]


class UpdateManagedLoginBrandingResponse(TypedDict, total=False):
    ManagedLoginBranding: ManagedLoginBrandingType


class UpdateProvisionedLimitRequest(TypedDict):
    LimitDefinition: LimitDefinitionType
    RequestedLimitValue: int


class UpdateProvisionedLimitResponse(TypedDict):
    Limit: LimitType


class _UpdateResourceServerRequestRequired(TypedDict):
    UserPoolId: str
    Identifier: str
    Name: str


class UpdateResourceServerRequest(_UpdateResourceServerRequestRequired, total=False):
    Scopes: list[ResourceServerScopeType]


class UpdateResourceServerResponse(TypedDict):
    ResourceServer: ResourceServerType


class _UpdateTermsRequestRequired(TypedDict):
    TermsId: str
    UserPoolId: str


class UpdateTermsRequest(_UpdateTermsRequestRequired, total=False):
    TermsName: str
    TermsSource: str
    Enforcement: str
    Links: dict[str, str]


class UpdateTermsResponse(TypedDict, total=False):
    Terms: TermsType


class _UpdateUserAttributesRequestRequired(TypedDict):
    UserAttributes: list[AttributeType]
    AccessToken: str


class UpdateUserAttributesRequest(_UpdateUserAttributesRequestRequired, total=False):
    ClientMetadata: dict[str, str]


class UpdateUserAttributesResponse(TypedDict, total=False):
    CodeDeliveryDetailsList: list[CodeDeliveryDetailsType]


class _UpdateUserPoolClientRequestRequired(TypedDict):
    UserPoolId: str
    ClientId: str


class UpdateUserPoolClientRequest(_UpdateUserPoolClientRequestRequired, total=False):
    ClientName: str
    RefreshTokenValidity: int
    AccessTokenValidity: int
    IdTokenValidity: int
    TokenValidityUnits: TokenValidityUnitsType
    ReadAttributes: list[str]
    WriteAttributes: list[str]
    ExplicitAuthFlows: list[str]
    SupportedIdentityProviders: list[str]
    CallbackURLs: list[str]
    LogoutURLs: list[str]
    DefaultRedirectURI: str
    AllowedOAuthFlows: list[str]
    AllowedOAuthScopes: list[str]
    AllowedOAuthFlowsUserPoolClient: bool
    AnalyticsConfiguration: AnalyticsConfigurationType
    PreventUserExistenceErrors: str
    EnableTokenRevocation: bool
    EnablePropagateAdditionalUserContextData: bool
    AuthSessionValidity: int
    RefreshTokenRotation: RefreshTokenRotationType
    PublishSecretsInAWSSecretsManager: bool


class UpdateUserPoolClientResponse(TypedDict, total=False):
    UserPoolClient: UserPoolClientType


class _UpdateUserPoolDomainRequestRequired(TypedDict):
    Domain: str
    UserPoolId: str


class UpdateUserPoolDomainRequest(_UpdateUserPoolDomainRequestRequired, total=False):
    ManagedLoginVersion: int
    CustomDomainConfig: CustomDomainConfigType
    Routing: RoutingType


class UpdateUserPoolDomainResponse(TypedDict, total=False):
    ManagedLoginVersion: int
    CloudFrontDomain: str
    Routing: RoutingType


class UpdateUserPoolReplicaRequest(TypedDict):
    UserPoolId: str
    RegionName: str
    Status: str


class UpdateUserPoolReplicaResponse(TypedDict, total=False):
    UserPoolReplica: UserPoolReplicaType


class _UpdateUserPoolRequestRequired(TypedDict):
    UserPoolId: str


class UpdateUserPoolRequest(_UpdateUserPoolRequestRequired, total=False):
    Policies: UserPoolPolicyType
    DeletionProtection: str
    LambdaConfig: LambdaConfigType
    AutoVerifiedAttributes: list[str]
    SmsVerificationMessage: str
    EmailVerificationMessage: str
    EmailVerificationSubject: str
    VerificationMessageTemplate: VerificationMessageTemplateType
    SmsAuthenticationMessage: str
    UserAttributeUpdateSettings: UserAttributeUpdateSettingsType
    MfaConfiguration: str
    DeviceConfiguration: DeviceConfigurationType
    EmailConfiguration: EmailConfigurationType
    SmsConfiguration: SmsConfigurationType
    UserPoolTags: dict[str, str]
    AdminCreateUserConfig: AdminCreateUserConfigType
    UserPoolAddOns: UserPoolAddOnsType
    DcrConfiguration: DcrConfigurationType
    AccountRecoverySetting: AccountRecoverySettingType
    PoolName: str
    UserPoolTier: str
    KeyConfiguration: KeyConfigurationType
    IssuerConfiguration: IssuerConfigurationType
    AcrConfiguration: dict[str, AcrLevelConfigType]


class UpdateUserPoolResponse(TypedDict, total=False):
    pass


class UserAttributeUpdateSettingsType(TypedDict, total=False):
    AttributesRequireVerificationBeforeUpdate: list[str]


class UserContextDataType(TypedDict, total=False):
    IpAddress: str
    EncodedData: str


class UserImportJobType(TypedDict, total=False):
    JobName: str
    JobId: str
    UserPoolId: str
    PreSignedUrl: str
    CreationDate: datetime
    StartDate: datetime
    CompletionDate: datetime
    Status: str
    CloudWatchLogsRoleArn: str
    ImportedUsers: int
    SkippedUsers: int
    FailedUsers: int
    CompletionMessage: str
    PasswordHashingAlgorithm: str


class _UserPoolAddOnsTypeRequired(TypedDict):
    AdvancedSecurityMode: str


class UserPoolAddOnsType(_UserPoolAddOnsTypeRequired, total=False):
    AdvancedSecurityAdditionalFlows: AdvancedSecurityAdditionalFlowsType


class UserPoolClientDescription(TypedDict, total=False):
    ClientId: str
    UserPoolId: str
    ClientName: str


class UserPoolClientType(TypedDict, total=False):
    UserPoolId: str
    ClientName: str
    ClientId: str
    ClientSecret: str
    ClientSecretArn: str
    LastModifiedDate: datetime
    CreationDate: datetime
    RefreshTokenValidity: int
    AccessTokenValidity: int
    IdTokenValidity: int
    TokenValidityUnits: TokenValidityUnitsType
    ReadAttributes: list[str]
    WriteAttributes: list[str]
    ExplicitAuthFlows: list[str]
    SupportedIdentityProviders: list[str]
    CallbackURLs: list[str]
    LogoutURLs: list[str]
    DefaultRedirectURI: str
    AllowedOAuthFlows: list[str]
    AllowedOAuthScopes: list[str]
    AllowedOAuthFlowsUserPoolClient: bool
    AnalyticsConfiguration: AnalyticsConfigurationType
    PreventUserExistenceErrors: str
    EnableTokenRevocation: bool
    EnablePropagateAdditionalUserContextData: bool
    AuthSessionValidity: int
    RefreshTokenRotation: RefreshTokenRotationType
    ClientType: str


class UserPoolDescriptionType(TypedDict, total=False):
    Id: str
    Name: str
    LambdaConfig: LambdaConfigType
    Status: str
    LastModifiedDate: datetime
    CreationDate: datetime
    ReplicaRegions: list[str]


class UserPoolPolicyType(TypedDict, total=False):
    PasswordPolicy: PasswordPolicyType
    SignInPolicy: SignInPolicyType


class UserPoolReplicaType(TypedDict, total=False):
    RegionName: str
    Status: str
    Role: str
    UserPoolArn: str


class UserPoolTokenSessionConfigType(TypedDict):
    MaxPerUser: int


class UserPoolType(TypedDict, total=False):
    Id: str
    Name: str
    Policies: UserPoolPolicyType
    DeletionProtection: str
    LambdaConfig: LambdaConfigType
    Status: str
    LastModifiedDate: datetime
    CreationDate: datetime
    SchemaAttributes: list[SchemaAttributeType]
    AutoVerifiedAttributes: list[str]
    AliasAttributes: list[str]
    UsernameAttributes: list[str]
    SmsVerificationMessage: str
    EmailVerificationMessage: str
    EmailVerificationSubject: str
    VerificationMessageTemplate: VerificationMessageTemplateType
    SmsAuthenticationMessage: str
    UserAttributeUpdateSettings: UserAttributeUpdateSettingsType
    MfaConfiguration: str
    DeviceConfiguration: DeviceConfigurationType
    EstimatedNumberOfUsers: int
    EmailConfiguration: EmailConfigurationType
    SmsConfiguration: SmsConfigurationType
    UserPoolTags: dict[str, str]
    SmsConfigurationFailure: str
    EmailConfigurationFailure: str
    Domain: str
    CustomDomain: str
    AdminCreateUserConfig: AdminCreateUserConfigType
    UserPoolAddOns: UserPoolAddOnsType
    DcrConfiguration: DcrConfigurationType
    UsernameConfiguration: UsernameConfigurationType
    Arn: str
    AccountRecoverySetting: AccountRecoverySettingType
    UserPoolTier: str
    KeyConfiguration: KeyConfigurationType
    IssuerConfiguration: IssuerConfigurationType
    AcrConfiguration: dict[str, AcrLevelConfigType]


class UserType(TypedDict, total=False):
    Username: str
    Attributes: list[AttributeType]
    UserCreateDate: datetime
    UserLastModifiedDate: datetime
    Enabled: bool
    UserStatus: str
    MFAOptions: list[MFAOptionType]


class UsernameConfigurationType(TypedDict):
    CaseSensitive: bool


class VerificationMessageTemplateType(TypedDict, total=False):
    SmsMessage: str
    EmailMessage: str
    EmailSubject: str
    EmailMessageByLink: str
    EmailSubjectByLink: str
    DefaultEmailOption: str


class _VerifySoftwareTokenRequestRequired(TypedDict):
    UserCode: str


class VerifySoftwareTokenRequest(_VerifySoftwareTokenRequestRequired, total=False):
    AccessToken: str
    Session: str
    FriendlyDeviceName: str


class VerifySoftwareTokenResponse(TypedDict, total=False):
    Status: str
    Session: str


class VerifyUserAttributeRequest(TypedDict):
    AccessToken: str
    AttributeName: str
    Code: str


class VerifyUserAttributeResponse(TypedDict, total=False):
    pass


class WebAuthnConfigurationType(TypedDict, total=False):
    RelyingPartyId: str
    UserVerification: str
    FactorConfiguration: str


class _WebAuthnCredentialDescriptionRequired(TypedDict):
    CredentialId: str
    FriendlyCredentialName: str
    RelyingPartyId: str
    AuthenticatorTransports: list[str]
    CreatedAt: datetime


class WebAuthnCredentialDescription(_WebAuthnCredentialDescriptionRequired, total=False):
    AuthenticatorAttachment: str


class WebAuthnMfaSettingsType(TypedDict, total=False):
    Enabled: bool


class AdminAddUserToGroupResponse(TypedDict, total=False):
    pass


class AdminDeleteUserResponse(TypedDict, total=False):
    pass


class AdminForgetDeviceResponse(TypedDict, total=False):
    pass


class AdminRemoveUserFromGroupResponse(TypedDict, total=False):
    pass


class DeleteGroupResponse(TypedDict, total=False):
    pass


class DeleteIdentityProviderResponse(TypedDict, total=False):
    pass


class DeleteManagedLoginBrandingResponse(TypedDict, total=False):
    pass


class DeleteResourceServerResponse(TypedDict, total=False):
    pass


class DeleteTermsResponse(TypedDict, total=False):
    pass


class DeleteUserPoolClientResponse(TypedDict, total=False):
    pass


class DeleteUserPoolResponse(TypedDict, total=False):
    pass


class DeleteUserResponse(TypedDict, total=False):
    pass


class ForgetDeviceResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddCustomAttributes",
    "AddUserPoolClientSecret",
    "AdminAddUserToGroup",
    "AdminConfirmSignUp",
    "AdminCreateUser",
    "AdminDeleteSoftwareToken",
    "AdminDeleteUser",
    "AdminDeleteUserAttributes",
    "AdminDisableProviderForUser",
    "AdminDisableUser",
    "AdminEnableUser",
    "AdminForgetDevice",
    "AdminGetDevice",
    "AdminGetUser",
    "AdminGetUserAuthFactors",
    "AdminInitiateAuth",
    "AdminLinkProviderForUser",
    "AdminListDevices",
    "AdminListGroupsForUser",
    "AdminListUserAuthEvents",
    "AdminListUserSessions",
    "AdminRemoveUserFromGroup",
    "AdminResetUserPassword",
    "AdminRespondToAuthChallenge",
    "AdminRevokeUserSession",
    "AdminSetUserMFAPreference",
    "AdminSetUserPassword",
    "AdminSetUserSettings",
    "AdminUpdateAuthEventFeedback",
    "AdminUpdateDeviceStatus",
    "AdminUpdateUserAttributes",
    "AdminUserGlobalSignOut",
    "AssociateSoftwareToken",
    "CancelPointInTimeRecovery",
    "ChangePassword",
    "CompleteWebAuthnRegistration",
    "ConfirmDevice",
    "ConfirmForgotPassword",
    "ConfirmSignUp",
    "CreateCIMDPolicy",
    "CreateGroup",
    "CreateIdentityProvider",
    "CreateManagedLoginBranding",
    "CreateResourceServer",
    "CreateTerms",
    "CreateUserImportJob",
    "CreateUserPool",
    "CreateUserPoolClient",
    "CreateUserPoolDomain",
    "CreateUserPoolReplica",
    "DeleteCIMDPolicy",
    "DeleteGroup",
    "DeleteIdentityProvider",
    "DeleteManagedLoginBranding",
    "DeleteResourceServer",
    "DeleteTerms",
    "DeleteUser",
    "DeleteUserAttributes",
    "DeleteUserPool",
    "DeleteUserPoolClient",
    "DeleteUserPoolClientSecret",
    "DeleteUserPoolDomain",
    "DeleteUserPoolReplica",
    "DeleteWebAuthnCredential",
    "DescribeCIMDPolicy",
    "DescribeIdentityProvider",
    "DescribeManagedLoginBranding",
    "DescribeManagedLoginBrandingByClient",
    "DescribePointInTimeRecovery",
    "DescribeResourceServer",
    "DescribeRiskConfiguration",
    "DescribeTerms",
    "DescribeTermsByClient",
    "DescribeUserImportJob",
    "DescribeUserPool",
    "DescribeUserPoolClient",
    "DescribeUserPoolDomain",
    "ForgetDevice",
    "ForgotPassword",
    "GetCSVHeader",
    "GetClientToken",
    "GetDerivedToken",
    "GetDevice",
    "GetGroup",
    "GetIdentityProviderByIdentifier",
    "GetLogDeliveryConfiguration",
    "GetProvisionedLimit",
    "GetSigningCertificate",
    "GetTokensFromRefreshToken",
    "GetUICustomization",
    "GetUser",
    "GetUserAttributeVerificationCode",
    "GetUserAuthFactors",
    "GetUserPoolClientSessionConfiguration",
    "GetUserPoolMfaConfig",
    "GetUserPoolSessionConfiguration",
    "GlobalSignOut",
    "InitiateAuth",
    "InitiatePointInTimeRecovery",
    "ListCIMDPolicies",
    "ListClientMetadataURLs",
    "ListDevices",
    "ListGroups",
    "ListIdentityProviders",
    "ListPointInTimeRecoveries",
    "ListResourceServers",
    "ListTagsForResource",
    "ListTerms",
    "ListUserImportJobs",
    "ListUserPoolClientSecrets",
    "ListUserPoolClients",
    "ListUserPoolReplicas",
    "ListUserPools",
    "ListUserSessions",
    "ListUsers",
    "ListUsersInGroup",
    "ListWebAuthnCredentials",
    "ResendConfirmationCode",
    "RespondToAuthChallenge",
    "RevokeToken",
    "RevokeUserSession",
    "SetLogDeliveryConfiguration",
    "SetRiskConfiguration",
    "SetUICustomization",
    "SetUserMFAPreference",
    "SetUserPoolClientSessionConfiguration",
    "SetUserPoolMfaConfig",
    "SetUserPoolSessionConfiguration",
    "SetUserSettings",
    "SignUp",
    "StartPointInTimeRecovery",
    "StartUserImportJob",
    "StartWebAuthnRegistration",
    "StopUserImportJob",
    "TagResource",
    "UntagResource",
    "UpdateAuthEventFeedback",
    "UpdateCIMDPolicy",
    "UpdateClientMetadataURLState",
    "UpdateDeviceStatus",
    "UpdateGroup",
    "UpdateIdentityProvider",
    "UpdateManagedLoginBranding",
    "UpdateProvisionedLimit",
    "UpdateResourceServer",
    "UpdateTerms",
    "UpdateUserAttributes",
    "UpdateUserPool",
    "UpdateUserPoolClient",
    "UpdateUserPoolDomain",
    "UpdateUserPoolReplica",
    "VerifySoftwareToken",
    "VerifyUserAttribute",
)
