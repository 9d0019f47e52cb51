"""Typed requests and responses of kms's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types kms`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AliasListEntry(TypedDict, total=False):
    AliasName: str
    AliasArn: str
    TargetKeyId: str
    CreationDate: datetime
    LastUpdatedDate: datetime


class CancelKeyDeletionRequest(TypedDict):
    KeyId: str


class CancelKeyDeletionResponse(TypedDict, total=False):
    KeyId: str


class ConnectCustomKeyStoreRequest(TypedDict):
    CustomKeyStoreId: str


class ConnectCustomKeyStoreResponse(TypedDict, total=False):
    pass


class CreateAliasRequest(TypedDict):
    AliasName: str
    TargetKeyId: str


class _CreateCustomKeyStoreRequestRequired(TypedDict):
    CustomKeyStoreName: str


class CreateCustomKeyStoreRequest(_CreateCustomKeyStoreRequestRequired, total=False):
    CloudHsmClusterId: str
    TrustAnchorCertificate: str
    KeyStorePassword: str
    CustomKeyStoreType: str
    XksProxyUriEndpoint: str
    XksProxyUriPath: str
    XksProxyVpcEndpointServiceName: str
    XksProxyVpcEndpointServiceOwner: str
    XksProxyAuthenticationCredential: XksProxyAuthenticationCredentialType
    XksProxyConnectivity: str


class CreateCustomKeyStoreResponse(TypedDict, total=False):
    CustomKeyStoreId: str


class _CreateGrantRequestRequired(TypedDict):
    KeyId: str
    Operations: list[str]


class CreateGrantRequest(_CreateGrantRequestRequired, total=False):
    GranteePrincipal: str
    RetiringPrincipal: str
    Constraints: GrantConstraints
    GrantTokens: list[str]
    Name: str
    DryRun: bool
    GranteeServicePrincipal: str
    RetiringServicePrincipal: str


class CreateGrantResponse(TypedDict, total=False):
    GrantToken: str
    GrantId: str


class CreateKeyRequest(TypedDict, total=False):
    Policy: str
    Description: str
    KeyUsage: str
    CustomerMasterKeySpec: str
    KeySpec: str
    Origin: str
    CustomKeyStoreId: str
    BypassPolicyLockoutSafetyCheck: bool
    Tags: list[Tag]
    MultiRegion: bool
    XksKeyId: str


class CreateKeyResponse(TypedDict, total=False):
    KeyMetadata: KeyMetadata


class CustomKeyStoresListEntry(TypedDict, total=False):
    CustomKeyStoreId: str
    CustomKeyStoreName: str
    CloudHsmClusterId: str
    TrustAnchorCertificate: str
    ConnectionState: str
    ConnectionErrorCode: str
    CreationDate: datetime
    CustomKeyStoreType: str
    XksProxyConfiguration: XksProxyConfigurationType


class _DecapsulateRequestRequired(TypedDict):
    KeyId: str
    SharedSecretCiphertextBlob: bytes
    EncapsulationAlgorithm: str


class DecapsulateRequest(_DecapsulateRequestRequired, total=False):
    GrantTokens: list[str]
    DryRun: bool


class DecapsulateResponse(TypedDict, total=False):
    KeyId: str
    SharedSecret: bytes
    EncapsulationAlgorithm: str


class DecryptRequest(TypedDict, total=False):
    CiphertextBlob: bytes
    EncryptionContext: dict[str, str]
    GrantTokens: list[str]
    KeyId: str
    EncryptionAlgorithm: str
    Recipient: RecipientInfo
    DryRun: bool
    DryRunModifiers: list[str]


class DecryptResponse(TypedDict, total=False):
    KeyId: str
    Plaintext: bytes
    EncryptionAlgorithm: str
    CiphertextForRecipient: bytes
    KeyMaterialId: str


class DeleteAliasRequest(TypedDict):
    AliasName: str


class DeleteCustomKeyStoreRequest(TypedDict):
    CustomKeyStoreId: str


class DeleteCustomKeyStoreResponse(TypedDict, total=False):
    pass


class _DeleteImportedKeyMaterialRequestRequired(TypedDict):
    KeyId: str


class DeleteImportedKeyMaterialRequest(_DeleteImportedKeyMaterialRequestRequired, total=False):
    KeyMaterialId: str


class DeleteImportedKeyMaterialResponse(TypedDict, total=False):
    KeyId: str
    KeyMaterialId: str


class _DeriveSharedSecretRequestRequired(TypedDict):
    KeyId: str
    KeyAgreementAlgorithm: str
    PublicKey: bytes


class DeriveSharedSecretRequest(_DeriveSharedSecretRequestRequired, total=False):
    GrantTokens: list[str]
    DryRun: bool
    Recipient: RecipientInfo


class DeriveSharedSecretResponse(TypedDict, total=False):
    KeyId: str
    SharedSecret: bytes
    CiphertextForRecipient: bytes
    KeyAgreementAlgorithm: str
    KeyOrigin: str


class DescribeCustomKeyStoresRequest(TypedDict, total=False):
    CustomKeyStoreId: str
    CustomKeyStoreName: str
    Limit: int
    Marker: str


class DescribeCustomKeyStoresResponse(TypedDict, total=False):
    CustomKeyStores: list[CustomKeyStoresListEntry]
    NextMarker: str
    Truncated: bool


class _DescribeKeyRequestRequired(TypedDict):
    KeyId: str


class DescribeKeyRequest(_DescribeKeyRequestRequired, total=False):
    GrantTokens: list[str]


class DescribeKeyResponse(TypedDict, total=False):
    KeyMetadata: KeyMetadata


class DisableKeyRequest(TypedDict):
    KeyId: str


class DisableKeyRotationRequest(TypedDict):
    KeyId: str


class DisconnectCustomKeyStoreRequest(TypedDict):
    CustomKeyStoreId: str


class DisconnectCustomKeyStoreResponse(TypedDict, total=False):
    pass


class EnableKeyRequest(TypedDict):
    KeyId: str


class _EnableKeyRotationRequestRequired(TypedDict):
    KeyId: str


class EnableKeyRotationRequest(_EnableKeyRotationRequestRequired, total=False):
    RotationPeriodInDays: int


class _EncapsulateRequestRequired(TypedDict):
    KeyId: str
    EncapsulationAlgorithm: str


class EncapsulateRequest(_EncapsulateRequestRequired, total=False):
    GrantTokens: list[str]
    DryRun: bool


class EncapsulateResponse(TypedDict, total=False):
    KeyId: str
    SharedSecret: bytes
    SharedSecretCiphertextBlob: bytes
    EncapsulationAlgorithm: str


class _EncryptRequestRequired(TypedDict):
    KeyId: str
    Plaintext: bytes


class EncryptRequest(_EncryptRequestRequired, total=False):
    EncryptionContext: dict[str, str]
    GrantTokens: list[str]
    EncryptionAlgorithm: str
    DryRun: bool


class EncryptResponse(TypedDict, total=False):
    CiphertextBlob: bytes
    KeyId: str
    EncryptionAlgorithm: str


class _GenerateDataKeyPairRequestRequired(TypedDict):
    KeyId: str
    KeyPairSpec: str


class GenerateDataKeyPairRequest(_GenerateDataKeyPairRequestRequired, total=False):
    EncryptionContext: dict[str, str]
    GrantTokens: list[str]
    Recipient: RecipientInfo
    DryRun: bool


class GenerateDataKeyPairResponse(TypedDict, total=False):
    PrivateKeyCiphertextBlob: bytes
    PrivateKeyPlaintext: bytes
    PublicKey: bytes
    KeyId: str
    KeyPairSpec: str
    CiphertextForRecipient: bytes
    KeyMaterialId: str


class _GenerateDataKeyPairWithoutPlaintextRequestRequired(TypedDict):
    KeyId: str
    KeyPairSpec: str


class GenerateDataKeyPairWithoutPlaintextRequest(
    _GenerateDataKeyPairWithoutPlaintextRequestRequired, total=False
):
    EncryptionContext: dict[str, str]
    GrantTokens: list[str]
    DryRun: bool


class GenerateDataKeyPairWithoutPlaintextResponse(TypedDict, total=False):
    PrivateKeyCiphertextBlob: bytes
    PublicKey: bytes
    KeyId: str
    KeyPairSpec: str
    KeyMaterialId: str


class _GenerateDataKeyRequestRequired(TypedDict):
    KeyId: str


class GenerateDataKeyRequest(_GenerateDataKeyRequestRequired, total=False):
    EncryptionContext: dict[str, str]
    NumberOfBytes: int
    KeySpec: str
    GrantTokens: list[str]
    Recipient: RecipientInfo
    DryRun: bool


class GenerateDataKeyResponse(TypedDict, total=False):
    CiphertextBlob: bytes
    Plaintext: bytes
    KeyId: str
    CiphertextForRecipient: bytes
    KeyMaterialId: str


class _GenerateDataKeyWithoutPlaintextRequestRequired(TypedDict):
    KeyId: str


class GenerateDataKeyWithoutPlaintextRequest(_GenerateDataKeyWithoutPlaintextRequestRequired, total=False):
    EncryptionContext: dict[str, str]
    KeySpec: str
    NumberOfBytes: int
    GrantTokens: list[str]
    DryRun: bool


class GenerateDataKeyWithoutPlaintextResponse(TypedDict, total=False):
    CiphertextBlob: bytes
    KeyId: str
    KeyMaterialId: str


class _GenerateMacRequestRequired(TypedDict):
    Message: bytes
    KeyId: str
    MacAlgorithm: str


class GenerateMacRequest(_GenerateMacRequestRequired, total=False):
    GrantTokens: list[str]
    DryRun: bool


class GenerateMacResponse(TypedDict, total=False):
    Mac: bytes
    MacAlgorithm: str
    KeyId: str


class GenerateRandomRequest(TypedDict, total=False):
    NumberOfBytes: int
    CustomKeyStoreId: str
    Recipient: RecipientInfo


class GenerateRandomResponse(TypedDict, total=False):
    Plaintext: bytes
    CiphertextForRecipient: bytes


class GetKeyLastUsageRequest(TypedDict):
    KeyId: str


class GetKeyLastUsageResponse(TypedDict, total=False):
    KeyId: str
    KeyLastUsage: KeyLastUsageData
    TrackingStartDate: datetime
    KeyCreationDate: datetime


class _GetKeyPolicyRequestRequired(TypedDict):
    KeyId: str


class GetKeyPolicyRequest(_GetKeyPolicyRequestRequired, total=False):
    PolicyName: str


class GetKeyPolicyResponse(TypedDict, total=False):
    Policy: str
    PolicyName: str


class GetKeyRotationStatusRequest(TypedDict):
    KeyId: str


class GetKeyRotationStatusResponse(TypedDict, total=False):
    KeyRotationEnabled: bool
    KeyId: str
    RotationPeriodInDays: int
    NextRotationDate: datetime
    OnDemandRotationStartDate: datetime


class GetParametersForImportRequest(TypedDict):
    KeyId: str
    WrappingAlgorithm: str
    WrappingKeySpec: str


class GetParametersForImportResponse(TypedDict, total=False):
    KeyId: str
    ImportToken: bytes
    PublicKey: bytes
    ParametersValidTo: datetime


class _GetPublicKeyRequestRequired(TypedDict):
    KeyId: str


class GetPublicKeyRequest(_GetPublicKeyRequestRequired, total=False):
    GrantTokens: list[str]


class GetPublicKeyResponse(TypedDict, total=False):
    KeyId: str
    PublicKey: bytes
    CustomerMasterKeySpec: str
    KeySpec: str
    KeyUsage: str
    EncryptionAlgorithms: list[str]
    SigningAlgorithms: list[str]
    KeyAgreementAlgorithms: list[str]
    EncapsulationAlgorithms: list[str]


class GrantConstraints(TypedDict, total=False):
    EncryptionContextSubset: dict[str, str]
    EncryptionContextEquals: dict[str, str]
    SourceArn: str


class GrantListEntry(TypedDict, total=False):
    KeyId: str
    GrantId: str
    Name: str
    CreationDate: datetime
    GranteePrincipal: str
    RetiringPrincipal: str
    IssuingAccount: str
    Operations: list[str]
    Constraints: GrantConstraints
    GranteeServicePrincipal: str
    RetiringServicePrincipal: str


class _ImportKeyMaterialRequestRequired(TypedDict):
    KeyId: str
    ImportToken: bytes
    EncryptedKeyMaterial: bytes


class ImportKeyMaterialRequest(_ImportKeyMaterialRequestRequired, total=False):
    ValidTo: datetime
    ExpirationModel: str
    ImportType: str
    KeyMaterialDescription: str
    KeyMaterialId: str


class ImportKeyMaterialResponse(TypedDict, total=False):
    KeyId: str
    KeyMaterialId: str


class KeyLastUsageData(TypedDict, total=False):
    Operation: str
    Timestamp: datetime
    CloudTrailEventId: str
    KmsRequestId: str


class KeyListEntry(TypedDict, total=False):
    KeyId: str
    KeyArn: str


class _KeyMetadataRequired(TypedDict):
    KeyId: str


class KeyMetadata(_KeyMetadataRequired, total=False):
    AWSAccountId: str
    Arn: str
    CreationDate: datetime
    Enabled: bool
    Description: str
    KeyUsage: str
    KeyState: str
    DeletionDate: datetime
    ValidTo: datetime
    Origin: str
    CustomKeyStoreId: str
    CloudHsmClusterId: str
    ExpirationModel: str
    KeyManager: str
    CustomerMasterKeySpec: str
    KeySpec: str
    EncryptionAlgorithms: list[str]
    SigningAlgorithms: list[str]
    KeyAgreementAlgorithms: list[str]
    EncapsulationAlgorithms: list[str]
    MultiRegion: bool
    MultiRegionConfiguration: MultiRegionConfiguration
    PendingDeletionWindowInDays: int
    MacAlgorithms: list[str]
    XksKeyConfiguration: XksKeyConfigurationType
    CurrentKeyMaterialId: str


class ListAliasesRequest(TypedDict, total=False):
    KeyId: str
    Limit: int
    Marker: str


class ListAliasesResponse(TypedDict, total=False):
    Aliases: list[AliasListEntry]
    NextMarker: str
    Truncated: bool


class _ListGrantsRequestRequired(TypedDict):
    KeyId: str


class ListGrantsRequest(_ListGrantsRequestRequired, total=False):
    Limit: int
    Marker: str
    GrantId: str
    GranteePrincipal: str
    GranteeServicePrincipal: str


class ListGrantsResponse(TypedDict, total=False):
    Grants: list[GrantListEntry]
    NextMarker: str
    Truncated: bool


class _ListKeyPoliciesRequestRequired(TypedDict):
    KeyId: str


class ListKeyPoliciesRequest(_ListKeyPoliciesRequestRequired, total=False):
    Limit: int
    Marker: str


class ListKeyPoliciesResponse(TypedDict, total=False):
    PolicyNames: list[str]
    NextMarker: str
    Truncated: bool


class _ListKeyRotationsRequestRequired(TypedDict):
    KeyId: str


class ListKeyRotationsRequest(_ListKeyRotationsRequestRequired, total=False):
    IncludeKeyMaterial: str
    Limit: int
    Marker: str


class ListKeyRotationsResponse(TypedDict, total=False):
    Rotations: list[RotationsListEntry]
    NextMarker: str
    Truncated: bool


class ListKeysRequest(TypedDict, total=False):
    Limit: int
    Marker: str
    ResourceOwners: list[str]


class ListKeysResponse(TypedDict, total=False):
    Keys: list[KeyListEntry]
    NextMarker: str
    Truncated: bool


class _ListResourceTagsRequestRequired(TypedDict):
    KeyId: str


class ListResourceTagsRequest(_ListResourceTagsRequestRequired, total=False):
    Limit: int
    Marker: str


class ListResourceTagsResponse(TypedDict, total=False):
    Tags: list[Tag]
    NextMarker: str
    Truncated: bool


class ListRetirableGrantsRequest(TypedDict, total=False):
    Limit: int
    Marker: str
    RetiringPrincipal: str
    RetiringServicePrincipal: str


class MultiRegionConfiguration(TypedDict, total=False):
    MultiRegionKeyType: str
    PrimaryKey: MultiRegionKey
    ReplicaKeys: list[MultiRegionKey]


class MultiRegionKey(TypedDict, total=False):
    Arn: str
    Region: str


class _PutKeyPolicyRequestRequired(TypedDict):
    KeyId: str
    Policy: str


class PutKeyPolicyRequest(_PutKeyPolicyRequestRequired, total=False):
    PolicyName: str
    BypassPolicyLockoutSafetyCheck: bool


class _ReEncryptRequestRequired(TypedDict):
    DestinationKeyId: str


class ReEncryptRequest(_ReEncryptRequestRequired, total=False):
    CiphertextBlob: bytes
    SourceEncryptionContext: dict[str, str]
    SourceKeyId: str
    DestinationEncryptionContext: dict[str, str]
    SourceEncryptionAlgorithm: str
    DestinationEncryptionAlgorithm: str
    GrantTokens: list[str]
    DryRun: bool
    DryRunModifiers: list[str]


class ReEncryptResponse(TypedDict, total=False):
    CiphertextBlob: bytes
    SourceKeyId: str
    KeyId: str
    SourceEncryptionAlgorithm: str
    DestinationEncryptionAlgorithm: str
    SourceKeyMaterialId: str
    DestinationKeyMaterialId: str


class RecipientInfo(TypedDict, total=False):
    KeyEncryptionAlgorithm: str
    AttestationDocument: bytes


class _ReplicateKeyRequestRequired(TypedDict):
    KeyId: str
    ReplicaRegion: str


class ReplicateKeyRequest(_ReplicateKeyRequestRequired, total=False):
    Policy: str
    BypassPolicyLockoutSafetyCheck: bool
    Description: str
    Tags: list[Tag]


class ReplicateKeyResponse(TypedDict, total=False):
    ReplicaKeyMetadata: KeyMetadata
    ReplicaPolicy: str
    ReplicaTags: list[Tag]


class RetireGrantRequest(TypedDict, total=False):
    GrantToken: str
    KeyId: str
    GrantId: str
    DryRun: bool


class _RevokeGrantRequestRequired(TypedDict):
    KeyId: str
    GrantId: str


class RevokeGrantRequest(_RevokeGrantRequestRequired, total=False):
    DryRun: bool


class RotateKeyOnDemandRequest(TypedDict):
    KeyId: str


class RotateKeyOnDemandResponse(TypedDict, total=False):
    KeyId: str


class RotationsListEntry(TypedDict, total=False):
    KeyId: str
    KeyMaterialId: str
    KeyMaterialDescription: str
    ImportState: str
    KeyMaterialState: str
    ExpirationModel: str
    ValidTo: datetime
    RotationDate: datetime
    RotationType: str


class _ScheduleKeyDeletionRequestRequired(TypedDict):
    KeyId: str


class ScheduleKeyDeletionRequest(_ScheduleKeyDeletionRequestRequired, total=False):
    PendingWindowInDays: int


class ScheduleKeyDeletionResponse(TypedDict, total=False):
    KeyId: str
    DeletionDate: datetime
    KeyState: str
    PendingWindowInDays: int


class _SignRequestRequired(TypedDict):
    KeyId: str
    Message: bytes
    SigningAlgorithm: str


class SignRequest(_SignRequestRequired, total=False):
    MessageType: str
    GrantTokens: list[str]
    DryRun: bool


class SignResponse(TypedDict, total=False):
    KeyId: str
    Signature: bytes
    SigningAlgorithm: str


class Tag(TypedDict):
    TagKey: str
    TagValue: str


class TagResourceRequest(TypedDict):
    KeyId: str
    Tags: list[Tag]


class UntagResourceRequest(TypedDict):
    KeyId: str
    TagKeys: list[str]


class UpdateAliasRequest(TypedDict):
    AliasName: str
    TargetKeyId: str


class _UpdateCustomKeyStoreRequestRequired(TypedDict):
    CustomKeyStoreId: str


class UpdateCustomKeyStoreRequest(_UpdateCustomKeyStoreRequestRequired, total=False):
    NewCustomKeyStoreName: str
    KeyStorePassword: str
    CloudHsmClusterId: str
    XksProxyUriEndpoint: str
    XksProxyUriPath: str
    XksProxyVpcEndpointServiceName: str
    XksProxyVpcEndpointServiceOwner: str
    XksProxyAuthenticationCredential: XksProxyAuthenticationCredentialType
    XksProxyConnectivity: str


class UpdateCustomKeyStoreResponse(TypedDict, total=False):
    pass


class UpdateKeyDescriptionRequest(TypedDict):
    KeyId: str
    Description: str


class UpdatePrimaryRegionRequest(TypedDict):
    KeyId: str
    PrimaryRegion: str


class _VerifyMacRequestRequired(TypedDict):
    Message: bytes
    KeyId: str
    MacAlgorithm: str
    Mac: bytes


class VerifyMacRequest(_VerifyMacRequestRequired, total=False):
    GrantTokens: list[str]
    DryRun: bool


class VerifyMacResponse(TypedDict, total=False):
    KeyId: str
    MacValid: bool
    MacAlgorithm: str


class _VerifyRequestRequired(TypedDict):
    KeyId: str
    Message: bytes
    Signature: bytes
    SigningAlgorithm: str


class VerifyRequest(_VerifyRequestRequired, total=False):
    MessageType: str
    GrantTokens: list[str]
    DryRun: bool


class VerifyResponse(TypedDict, total=False):
    KeyId: str
    SignatureValid: bool
    SigningAlgorithm: str


class XksKeyConfigurationType(TypedDict, total=False):
    Id: str


class XksProxyAuthenticationCredentialType(TypedDict):
    AccessKeyId: str
    RawSecretAccessKey: str


class XksProxyConfigurationType(TypedDict, total=False):
    Connectivity: str
    AccessKeyId: str
    UriEndpoint: str
    UriPath: str
    VpcEndpointServiceName: str
    VpcEndpointServiceOwner: str


class CreateAliasResponse(TypedDict, total=False):
    pass


class DeleteAliasResponse(TypedDict, total=False):
    pass


class DisableKeyResponse(TypedDict, total=False):
    pass


class DisableKeyRotationResponse(TypedDict, total=False):
    pass


class EnableKeyResponse(TypedDict, total=False):
    pass


class EnableKeyRotationResponse(TypedDict, total=False):
    pass


class PutKeyPolicyResponse(TypedDict, total=False):
    pass


class RetireGrantResponse(TypedDict, total=False):
    pass


class RevokeGrantResponse(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateAliasResponse(TypedDict, total=False):
    pass


class UpdateKeyDescriptionResponse(TypedDict, total=False):
    pass


class UpdatePrimaryRegionResponse(TypedDict, total=False):
    pass


ListRetirableGrantsResponse = ListGrantsResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CancelKeyDeletion",
    "ConnectCustomKeyStore",
    "CreateAlias",
    "CreateCustomKeyStore",
    "CreateGrant",
    "CreateKey",
    "Decapsulate",
    "Decrypt",
    "DeleteAlias",
    "DeleteCustomKeyStore",
    "DeleteImportedKeyMaterial",
    "DeriveSharedSecret",
    "DescribeCustomKeyStores",
    "DescribeKey",
    "DisableKey",
    "DisableKeyRotation",
    "DisconnectCustomKeyStore",
    "EnableKey",
    "EnableKeyRotation",
    "Encapsulate",
    "Encrypt",
    "GenerateDataKey",
    "GenerateDataKeyPair",
    "GenerateDataKeyPairWithoutPlaintext",
    "GenerateDataKeyWithoutPlaintext",
    "GenerateMac",
    "GenerateRandom",
    "GetKeyLastUsage",
    "GetKeyPolicy",
    "GetKeyRotationStatus",
    "GetParametersForImport",
    "GetPublicKey",
    "ImportKeyMaterial",
    "ListAliases",
    "ListGrants",
    "ListKeyPolicies",
    "ListKeyRotations",
    "ListKeys",
    "ListResourceTags",
    "ListRetirableGrants",
    "PutKeyPolicy",
    "ReEncrypt",
    "ReplicateKey",
    "RetireGrant",
    "RevokeGrant",
    "RotateKeyOnDemand",
    "ScheduleKeyDeletion",
    "Sign",
    "TagResource",
    "UntagResource",
    "UpdateAlias",
    "UpdateCustomKeyStore",
    "UpdateKeyDescription",
    "UpdatePrimaryRegion",
    "Verify",
    "VerifyMac",
)
