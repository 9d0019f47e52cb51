"""Typed requests and responses of secretsmanager's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types secretsmanager`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class APIErrorType(TypedDict, total=False):
    SecretId: str
    ErrorCode: str
    Message: str


class _AssociateCrossAccountReplicaRequestRequired(TypedDict):
    SecretId: str
    CrossAccountReplicaARN: str


class AssociateCrossAccountReplicaRequest(_AssociateCrossAccountReplicaRequestRequired, total=False):
    ReplicaRestriction: str
    ReplicationRoleARN: str


class AssociateCrossAccountReplicaResponse(TypedDict, total=False):
    ARN: str
    CrossAccountReplicaARN: str
    ReplicationStatus: str


class BatchGetSecretValueRequest(TypedDict, total=False):
    SecretIdList: list[str]
    Filters: list[Filter]
    MaxResults: int
    NextToken: str


class BatchGetSecretValueResponse(TypedDict, total=False):
    SecretValues: list[SecretValueEntry]
    NextToken: str
    Errors: list[APIErrorType]


class CancelRotateSecretRequest(TypedDict):
    SecretId: str


class CancelRotateSecretResponse(TypedDict, total=False):
    ARN: str
    Name: str
    VersionId: str


class _CreateSecretRequestRequired(TypedDict):
    Name: str


class CreateSecretRequest(_CreateSecretRequestRequired, total=False):
    ClientRequestToken: str
    Description: str
    KmsKeyId: str
    SecretBinary: bytes
    SecretString: str
    Tags: list[Tag]
    AddReplicaRegions: list[ReplicaRegionType]
    ForceOverwriteReplicaSecret: bool
    Type: str
    CrossAccountPrimaryARN: str


class CreateSecretResponse(TypedDict, total=False):
    ARN: str
    Name: str
    VersionId: str
    ReplicationStatus: list[ReplicationStatusType]


class CrossAccountPrimaryType(TypedDict, total=False):
    PrimarySecretARN: str
    ReplicationStatus: str
    StatusMessage: str


class CrossAccountReplicaEntry(TypedDict, total=False):
    ReplicaSecretARN: str
    ReplicationRoleARN: str
    ReplicationStatus: str
    StatusMessage: str


class _DeleteResourcePolicyRequestRequired(TypedDict):
    SecretId: str


class DeleteResourcePolicyRequest(_DeleteResourcePolicyRequestRequired, total=False):
    PolicyName: str


class DeleteResourcePolicyResponse(TypedDict, total=False):
    ARN: str
    Name: str
    PolicyName: str


class _DeleteSecretRequestRequired(TypedDict):
    SecretId: str


class DeleteSecretRequest(_DeleteSecretRequestRequired, total=False):
    RecoveryWindowInDays: int
    ForceDeleteWithoutRecovery: bool


class DeleteSecretResponse(TypedDict, total=False):
    ARN: str
    Name: str
    DeletionDate: datetime


class DescribeSecretRequest(TypedDict):
    SecretId: str


class DescribeSecretResponse(TypedDict, total=False):
    ARN: str
    Name: str
    Type: str
    Description: str
    KmsKeyId: str
    RotationEnabled: bool
    RotationLambdaARN: str
    RotationRules: RotationRulesType
    ExternalSecretRotationMetadata: list[ExternalSecretRotationMetadataItem]
    ExternalSecretRotationRoleArn: str
    LastRotatedDate: datetime
    LastChangedDate: datetime
    LastAccessedDate: datetime
    DeletedDate: datetime
    NextRotationDate: datetime
    Tags: list[Tag]
    VersionIdsToStages: dict[str, list[str]]
    OwningService: str
    CreatedDate: datetime
    PrimaryRegion: str
    ReplicationStatus: list[ReplicationStatusType]
    CrossAccountPrimary: CrossAccountPrimaryType
    CrossAccountReplicas: list[CrossAccountReplicaEntry]


class DisassociateCrossAccountReplicaRequest(TypedDict):
    SecretId: str
    CrossAccountReplicaARN: str


class DisassociateCrossAccountReplicaResponse(TypedDict, total=False):
    ARN: str
    CrossAccountReplicaARN: str


class ExternalSecretRotationMetadataItem(TypedDict, total=False):
    Key: str
    Value: str


class Filter(TypedDict, total=False):
    Key: str
    Values: list[str]


class GetRandomPasswordRequest(TypedDict, total=False):
    PasswordLength: int
    ExcludeCharacters: str
    ExcludeNumbers: bool
    ExcludePunctuation: bool
    ExcludeUppercase: bool
    ExcludeLowercase: bool
    IncludeSpace: bool
    RequireEachIncludedType: bool


class GetRandomPasswordResponse(TypedDict, total=False):
    RandomPassword: str


class _GetResourcePolicyRequestRequired(TypedDict):
    SecretId: str


class GetResourcePolicyRequest(_GetResourcePolicyRequestRequired, total=False):
    PolicyName: str


class GetResourcePolicyResponse(TypedDict, total=False):
    ARN: str
    Name: str
    ResourcePolicy: str
    PolicyName: str


class _GetSecretValueRequestRequired(TypedDict):
    SecretId: str


class GetSecretValueRequest(_GetSecretValueRequestRequired, total=False):
    VersionId: str
    VersionStage: str


class GetSecretValueResponse(TypedDict, total=False):
    ARN: str
    Name: str
    VersionId: str
    SecretBinary: bytes
    SecretString: str
    VersionStages: list[str]
    CreatedDate: datetime


class _ListResourcePoliciesRequestRequired(TypedDict):
    SecretId: str


class ListResourcePoliciesRequest(_ListResourcePoliciesRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class _ListResourcePoliciesResponseRequired(TypedDict):
    ResourcePolicies: list[ResourcePolicySummary]


class ListResourcePoliciesResponse(_ListResourcePoliciesResponseRequired, total=False):
    NextToken: str


class _ListSecretVersionIdsRequestRequired(TypedDict):
    SecretId: str


class ListSecretVersionIdsRequest(_ListSecretVersionIdsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    IncludeDeprecated: bool


class ListSecretVersionIdsResponse(TypedDict, total=False):
    Versions: list[SecretVersionsListEntry]
    NextToken: str
    ARN: str
    Name: str


class ListSecretsRequest(TypedDict, total=False):
    IncludePlannedDeletion: bool
    MaxResults: int
    NextToken: str
    Filters: list[Filter]
    SortOrder: str
    SortBy: str


class ListSecretsResponse(TypedDict, total=False):
    SecretList: list[SecretListEntry]
    NextToken: str


class _PutResourcePolicyRequestRequired(TypedDict):
    SecretId: str
    ResourcePolicy: str


class PutResourcePolicyRequest(_PutResourcePolicyRequestRequired, total=False):
    PolicyName: str
    BlockPublicPolicy: bool


class PutResourcePolicyResponse(TypedDict, total=False):
    ARN: str
    Name: str
    PolicyName: str


class _PutSecretValueRequestRequired(TypedDict):
    SecretId: str


class PutSecretValueRequest(_PutSecretValueRequestRequired, total=False):
    ClientRequestToken: str
    SecretBinary: bytes
    SecretString: str
    VersionStages: list[str]
    RotationToken: str


class PutSecretValueResponse(TypedDict, total=False):
    ARN: str
    Name: str
    VersionId: str
    VersionStages: list[str]


class RemoveRegionsFromReplicationRequest(TypedDict):
    SecretId: str
    RemoveReplicaRegions: list[str]


class RemoveRegionsFromReplicationResponse(TypedDict, total=False):
    ARN: str
    ReplicationStatus: list[ReplicationStatusType]


class ReplicaRegionType(TypedDict, total=False):
    Region: str
    KmsKeyId: str


class _ReplicateSecretToRegionsRequestRequired(TypedDict):
    SecretId: str
    AddReplicaRegions: list[ReplicaRegionType]


class ReplicateSecretToRegionsRequest(_ReplicateSecretToRegionsRequestRequired, total=False):
    ForceOverwriteReplicaSecret: bool


class ReplicateSecretToRegionsResponse(TypedDict, total=False):
    ARN: str
    ReplicationStatus: list[ReplicationStatusType]


class ReplicationStatusType(TypedDict, total=False):
    Region: str
    KmsKeyId: str
    Status: str
    StatusMessage: str
    LastAccessedDate: datetime


class ResourcePolicySummary(TypedDict, total=False):
    PolicyName: str


class RestoreSecretRequest(TypedDict):
    SecretId: str


class RestoreSecretResponse(TypedDict, total=False):
    ARN: str
    Name: str


class _RotateSecretRequestRequired(TypedDict):
    SecretId: str


class RotateSecretRequest(_RotateSecretRequestRequired, total=False):
    ClientRequestToken: str
    RotationLambdaARN: str
    RotationRules: RotationRulesType
    ExternalSecretRotationMetadata: list[ExternalSecretRotationMetadataItem]
    ExternalSecretRotationRoleArn: str
    RotateImmediately: bool


class RotateSecretResponse(TypedDict, total=False):
    ARN: str
    Name: str
    VersionId: str


class RotationRulesType(TypedDict, total=False):
    AutomaticallyAfterDays: int
    Duration: str
    ScheduleExpression: str


class SecretListEntry(TypedDict, total=False):
    ARN: str
    Name: str
    Type: str
    Description: str
    KmsKeyId: str
    RotationEnabled: bool
    RotationLambdaARN: str
    RotationRules: RotationRulesType
    ExternalSecretRotationMetadata: list[ExternalSecretRotationMetadataItem]
    ExternalSecretRotationRoleArn: str
    LastRotatedDate: datetime
    LastChangedDate: datetime
    LastAccessedDate: datetime
    DeletedDate: datetime
    NextRotationDate: datetime
    Tags: list[Tag]
    SecretVersionsToStages: dict[str, list[str]]
    OwningService: str
    CreatedDate: datetime
    PrimaryRegion: str


class SecretValueEntry(TypedDict, total=False):
    ARN: str
    Name: str
    VersionId: str
    SecretBinary: bytes
    SecretString: str
    VersionStages: list[str]
    CreatedDate: datetime


class SecretVersionsListEntry(TypedDict, total=False):
    VersionId: str
    VersionStages: list[str]
    LastAccessedDate: datetime
    CreatedDate: datetime
    KmsKeyIds: list[str]


class StopReplicationToReplicaRequest(TypedDict):
    SecretId: str


class StopReplicationToReplicaResponse(TypedDict, total=False):
    ARN: str


class Tag(TypedDict, total=False):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    SecretId: str
    Tags: list[Tag]


class UntagResourceRequest(TypedDict):
    SecretId: str
    TagKeys: list[str]


class _UpdateSecretRequestRequired(TypedDict):
    SecretId: str


class UpdateSecretRequest(_UpdateSecretRequestRequired, total=False):
    ClientRequestToken: str
    Description: str
    KmsKeyId: str
    SecretBinary: bytes
    SecretString: str
    Type: str


class UpdateSecretResponse(TypedDict, total=False):
    ARN: str
    Name: str
    VersionId: str


class _UpdateSecretVersionStageRequestRequired(TypedDict):
    SecretId: str
    VersionStage: str


class UpdateSecretVersionStageRequest(_UpdateSecretVersionStageRequestRequired, total=False):
    RemoveFromVersionId: str
    MoveToVersionId: str


class UpdateSecretVersionStageResponse(TypedDict, total=False):
    ARN: str
    Name: str


class _ValidateResourcePolicyRequestRequired(TypedDict):
    ResourcePolicy: str


class ValidateResourcePolicyRequest(_ValidateResourcePolicyRequestRequired, total=False):
    SecretId: str


class ValidateResourcePolicyResponse(TypedDict, total=False):
    PolicyValidationPassed: bool
    ValidationErrors: list[ValidationErrorsEntry]


class ValidationErrorsEntry(TypedDict, total=False):
    CheckName: str
    ErrorMessage: str


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateCrossAccountReplica",
    "BatchGetSecretValue",
    "CancelRotateSecret",
    "CreateSecret",
    "DeleteResourcePolicy",
    "DeleteSecret",
    "DescribeSecret",
    "DisassociateCrossAccountReplica",
    "GetRandomPassword",
    "GetResourcePolicy",
    "GetSecretValue",
    "ListResourcePolicies",
    "ListSecretVersionIds",
    "ListSecrets",
    "PutResourcePolicy",
    "PutSecretValue",
    "RemoveRegionsFromReplication",
    "ReplicateSecretToRegions",
    "RestoreSecret",
    "RotateSecret",
    "StopReplicationToReplica",
    "TagResource",
    "UntagResource",
    "UpdateSecret",
    "UpdateSecretVersionStage",
    "ValidateResourcePolicy",
)
