"""Typed requests and responses of sts's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types sts`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class _AssumeRoleRequestRequired(TypedDict):
    RoleArn: str
    RoleSessionName: str


class AssumeRoleRequest(_AssumeRoleRequestRequired, total=False):
    PolicyArns: list[PolicyDescriptorType]
    Policy: str
    DurationSeconds: int
    Tags: list[Tag]
    TransitiveTagKeys: list[str]
    ExternalId: str
    SerialNumber: str
    TokenCode: str
    SourceIdentity: str
    ProvidedContexts: list[ProvidedContext]
    MinimumSessionTokenSize: int


class AssumeRoleResponse(TypedDict, total=False):
    Credentials: Credentials
    AssumedRoleUser: AssumedRoleUser
    PackedPolicySize: int
    SourceIdentity: str
    SessionTokenUtilization: int
    SessionTokenSize: int


class _AssumeRoleWithSAMLRequestRequired(TypedDict):
    RoleArn: str
    PrincipalArn: str
    SAMLAssertion: str


class AssumeRoleWithSAMLRequest(_AssumeRoleWithSAMLRequestRequired, total=False):
    PolicyArns: list[PolicyDescriptorType]
    Policy: str
    DurationSeconds: int
    MinimumSessionTokenSize: int


class AssumeRoleWithSAMLResponse(TypedDict, total=False):
    Credentials: Credentials
    AssumedRoleUser: AssumedRoleUser
    PackedPolicySize: int
    Subject: str
    SubjectType: str
    Issuer: str
    Audience: str
    NameQualifier: str
    SourceIdentity: str
    SessionTokenUtilization: int
    SessionTokenSize: int
    TrustedIdentityPropagationContext: TrustedIdentityPropagationContext


class _AssumeRoleWithWebIdentityRequestRequired(TypedDict):
    RoleArn: str
    RoleSessionName: str
    WebIdentityToken: str


class AssumeRoleWithWebIdentityRequest(_AssumeRoleWithWebIdentityRequestRequired, total=False):
    ProviderId: str
    PolicyArns: list[PolicyDescriptorType]
    Policy: str
    DurationSeconds: int
    MinimumSessionTokenSize: int


class AssumeRoleWithWebIdentityResponse(TypedDict, total=False):
    Credentials: Credentials
    SubjectFromWebIdentityToken: str
    AssumedRoleUser: AssumedRoleUser
    PackedPolicySize: int
    Provider: str
    Audience: str
    SourceIdentity: str
    SessionTokenUtilization: int
    SessionTokenSize: int
    TrustedIdentityPropagationContext: TrustedIdentityPropagationContext


class _AssumeRootRequestRequired(TypedDict):
    TargetPrincipal: str
    TaskPolicyArn: PolicyDescriptorType


class AssumeRootRequest(_AssumeRootRequestRequired, total=False):
    DurationSeconds: int
    MinimumSessionTokenSize: int


class AssumeRootResponse(TypedDict, total=False):
    Credentials: Credentials
    SourceIdentity: str
    SessionTokenUtilization: int
    SessionTokenSize: int


class AssumedRoleUser(TypedDict):
    AssumedRoleId: str
    Arn: str


class Credentials(TypedDict):
    AccessKeyId: str
    SecretAccessKey: str
    SessionToken: str
    Expiration: datetime


class DecodeAuthorizationMessageRequest(TypedDict):
    EncodedMessage: str


class DecodeAuthorizationMessageResponse(TypedDict, total=False):
    DecodedMessage: str


class FederatedUser(TypedDict):
    FederatedUserId: str
    Arn: str


class GetAccessKeyInfoRequest(TypedDict):
    AccessKeyId: str


class GetAccessKeyInfoResponse(TypedDict, total=False):
    Account: str


class GetCallerIdentityRequest(TypedDict, total=False):
    pass


class GetCallerIdentityResponse(TypedDict, total=False):
    UserId: str
    Account: str
    Arn: str


class GetDelegatedAccessTokenRequest(TypedDict):
    TradeInToken: str


class GetDelegatedAccessTokenResponse(TypedDict, total=False):
    Credentials: Credentials
    PackedPolicySize: int
    AssumedPrincipal: str


class _GetFederationTokenRequestRequired(TypedDict):
    Name: str


class GetFederationTokenRequest(_GetFederationTokenRequestRequired, total=False):
    Policy: str
    PolicyArns: list[PolicyDescriptorType]
    DurationSeconds: int
    Tags: list[Tag]
    MinimumSessionTokenSize: int


class GetFederationTokenResponse(TypedDict, total=False):
    Credentials: Credentials
    FederatedUser: FederatedUser
    PackedPolicySize: int
    SessionTokenUtilization: int
    SessionTokenSize: int


class GetScopedCredentialsRequest(TypedDict, total=False):
    Policy: str
    DurationSeconds: int
    MinimumSessionTokenSize: int
    ScopedSessionDescription: str


class GetScopedCredentialsResponse(TypedDict, total=False):
    Credentials: Credentials
    SessionInfo: ScopedSession
    SessionTokenUtilization: int
    SessionTokenSize: int
    ScopedPoliciesCount: int
    SourceIdentity: str


class GetSessionTokenRequest(TypedDict, total=False):
    DurationSeconds: int
    SerialNumber: str
    TokenCode: str
    MinimumSessionTokenSize: int


class GetSessionTokenResponse(TypedDict, total=False):
    Credentials: Credentials
    SessionTokenUtilization: int
    SessionTokenSize: int


class _GetWebIdentityTokenRequestRequired(TypedDict):
    Audience: list[str]
    SigningAlgorithm: str


class GetWebIdentityTokenRequest(_GetWebIdentityTokenRequestRequired, total=False):
    DurationSeconds: int
    Scope: str
    SubjectMode: str
    Tags: list[Tag]


class GetWebIdentityTokenResponse(TypedDict, total=False):
    WebIdentityToken: str
    Expiration: datetime


class OriginIdentity(TypedDict, total=False):
    Subject: str
    SubjectType: str
    Issuer: str
    FederatedProviderArn: str


class PolicyDescriptorType(TypedDict, total=False):
    arn: str


class ProvidedContext(TypedDict, total=False):
    ProviderArn: str
    ContextAssertion: str


class ScopedSession(TypedDict):
    ScopedSessionId: str
    Arn: str


class Tag(TypedDict):
    Key: str
    Value: str


class TransactionContext(TypedDict, total=False):
    IdentityProvider: dict[str, str]


class TrustedIdentityPropagationContext(TypedDict, total=False):
    OriginIdentity: OriginIdentity
    TransactionContext: TransactionContext


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssumeRole",
    "AssumeRoleWithSAML",
    "AssumeRoleWithWebIdentity",
    "AssumeRoot",
    "DecodeAuthorizationMessage",
    "GetAccessKeyInfo",
    "GetCallerIdentity",
    "GetDelegatedAccessToken",
    "GetFederationToken",
    "GetScopedCredentials",
    "GetSessionToken",
    "GetWebIdentityToken",
)
