"""Typed requests and responses of opensearchserverless's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types opensearchserverless`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AccessPolicyDetail(TypedDict, total=False):
    type: str
    name: str
    policyVersion: str
    description: str
    policy: object
    createdDate: int
    lastModifiedDate: int


class AccessPolicyStats(TypedDict, total=False):
    DataPolicyCount: int


class AccessPolicySummary(TypedDict, total=False):
    type: str
    name: str
    policyVersion: str
    description: str
    createdDate: int
    lastModifiedDate: int


class AccountSettingsDetail(TypedDict, total=False):
    capacityLimits: CapacityLimits


class BatchGetCollectionGroupRequest(TypedDict, total=False):
    ids: list[str]
    names: list[str]


class BatchGetCollectionGroupResponse(TypedDict, total=False):
    collectionGroupDetails: list[CollectionGroupDetail]
    collectionGroupErrorDetails: list[CollectionGroupErrorDetail]


class BatchGetCollectionRequest(TypedDict, total=False):
    ids: list[str]
    names: list[str]


class BatchGetCollectionResponse(TypedDict, total=False):
    collectionDetails: list[CollectionDetail]
    collectionErrorDetails: list[CollectionErrorDetail]


class BatchGetEffectiveLifecyclePolicyRequest(TypedDict):
    resourceIdentifiers: list[LifecyclePolicyResourceIdentifier]


class BatchGetEffectiveLifecyclePolicyResponse(TypedDict, total=False):
    effectiveLifecyclePolicyDetails: list[EffectiveLifecyclePolicyDetail]
    effectiveLifecyclePolicyErrorDetails: list[EffectiveLifecyclePolicyErrorDetail]


class BatchGetLifecyclePolicyRequest(TypedDict):
    identifiers: list[LifecyclePolicyIdentifier]


class BatchGetLifecyclePolicyResponse(TypedDict, total=False):
    lifecyclePolicyDetails: list[LifecyclePolicyDetail]
    lifecyclePolicyErrorDetails: list[LifecyclePolicyErrorDetail]


class BatchGetVpcEndpointRequest(TypedDict):
    ids: list[str]


class BatchGetVpcEndpointResponse(TypedDict, total=False):
    vpcEndpointDetails: list[VpcEndpointDetail]
    vpcEndpointErrorDetails: list[VpcEndpointErrorDetail]


class _CancelIngestionJobRequestRequired(TypedDict):
    collectionId: str
    ingestionJobId: str


class CancelIngestionJobRequest(_CancelIngestionJobRequestRequired, total=False):
    clientToken: str


class CancelIngestionJobResponse(TypedDict, total=False):
    ingestionJobId: str
    collectionId: str
    ingestionJobName: str
    status: str


class CapacityDetails(TypedDict, total=False):
    capacityInOcu: float
    autoscalingStatus: str


class CapacityLimits(TypedDict, total=False):
    maxIndexingCapacityInOCU: int
    maxSearchCapacityInOCU: int


class CollectionDetail(TypedDict, total=False):
    id: str
    name: str
    status: str
    type: str
    description: str
    arn: str
    kmsKeyArn: str
    standbyReplicas: str
    deletionProtection: str
    vectorOptions: VectorOptions
    createdDate: int
    lastModifiedDate: int
    collectionEndpoint: str
    dashboardEndpoint: str
    fipsEndpoints: FipsEndpoints
    failureCode: str
    failureMessage: str
    collectionGroupName: str


class CollectionErrorDetail(TypedDict, total=False):
    id: str
    name: str
    errorMessage: str
    errorCode: str


class CollectionFilters(TypedDict, total=False):
    name: str
    status: str
    collectionGroupName: str


class CollectionGroupCapacityLimits(TypedDict, total=False):
    maxIndexingCapacityInOCU: float
    maxSearchCapacityInOCU: float
    minIndexingCapacityInOCU: float
    minSearchCapacityInOCU: float


class CollectionGroupDetail(TypedDict, total=False):
    id: str
    arn: str
    name: str
    standbyReplicas: str
    description: str
    tags: list[Tag]
    createdDate: int
    capacityLimits: CollectionGroupCapacityLimits
    currentCapacity: CurrentCapacity
    numberOfCollections: int
    generation: str


class CollectionGroupErrorDetail(TypedDict, total=False):
    id: str
    name: str
    errorMessage: str
    errorCode: str


class CollectionGroupSummary(TypedDict, total=False):
    id: str
    arn: str
    name: str
    numberOfCollections: int
    createdDate: int
    capacityLimits: CollectionGroupCapacityLimits
    generation: str


class CollectionSummary(TypedDict, total=False):
    id: str
    name: str
    status: str
    arn: str
    kmsKeyArn: str
    collectionGroupName: str


class _CreateAccessPolicyRequestRequired(TypedDict):
    type: str
    name: str
    policy: str


class CreateAccessPolicyRequest(_CreateAccessPolicyRequestRequired, total=False):
    description: str
    clientToken: str


class CreateAccessPolicyResponse(TypedDict, total=False):
    accessPolicyDetail: AccessPolicyDetail


class CreateCollectionDetail(TypedDict, total=False):
    id: str
    name: str
    status: str
    type: str
    description: str
    arn: str
    kmsKeyArn: str
    standbyReplicas: str
    deletionProtection: str
    vectorOptions: VectorOptions
    createdDate: int
    lastModifiedDate: int
    collectionGroupName: str


class CreateCollectionGroupDetail(TypedDict, total=False):
    id: str
    arn: str
    name: str
    standbyReplicas: str
    description: str
    tags: list[Tag]
    createdDate: int
    capacityLimits: CollectionGroupCapacityLimits
    generation: str


class _CreateCollectionGroupRequestRequired(TypedDict):
    name: str
    standbyReplicas: str


class CreateCollectionGroupRequest(_CreateCollectionGroupRequestRequired, total=False):
    description: str
    tags: list[Tag]
    capacityLimits: CollectionGroupCapacityLimits
    generation: str
    clientToken: str


class CreateCollectionGroupResponse(TypedDict, total=False):
    createCollectionGroupDetail: CreateCollectionGroupDetail


class _CreateCollectionRequestRequired(TypedDict):
    name: str


class CreateCollectionRequest(_CreateCollectionRequestRequired, total=False):
    type: str
    description: str
    tags: list[Tag]
    standbyReplicas: str
    vectorOptions: VectorOptions
    collectionGroupName: str
    encryptionConfig: EncryptionConfig
    deletionProtection: str
    clientToken: str


class CreateCollectionResponse(TypedDict, total=False):
    createCollectionDetail: CreateCollectionDetail


class _CreateIamIdentityCenterConfigOptionsRequired(TypedDict):
    instanceArn: str


class CreateIamIdentityCenterConfigOptions(_CreateIamIdentityCenterConfigOptionsRequired, total=False):
    userAttribute: str
    groupAttribute: str


class _CreateIndexRequestRequired(TypedDict):
    id: str
    indexName: str


class CreateIndexRequest(_CreateIndexRequestRequired, total=False):
    indexSchema: object


class CreateIndexResponse(TypedDict, total=False):
    pass


class _CreateIngestionJobRequestRequired(TypedDict):
    collectionId: str
    ingestionJobName: str
    indexName: str
    source: IngestionJobSource


class CreateIngestionJobRequest(_CreateIngestionJobRequestRequired, total=False):
    failureIndexName: str
    tags: list[Tag]
    clientToken: str


class CreateIngestionJobResponse(TypedDict, total=False):
    ingestionJobDetail: IngestionJobDetail


class _CreateIngestionStreamRequestRequired(TypedDict):
    collectionId: str
    ingestionStreamName: str
    indexName: str
    source: IngestionStreamSource
    roleArn: str


class CreateIngestionStreamRequest(_CreateIngestionStreamRequestRequired, total=False):
    failureIndexName: str
    tags: list[Tag]
    clientToken: str


class CreateIngestionStreamResponse(TypedDict, total=False):
    ingestionStreamDetail: IngestionStreamDetail


class _CreateLifecyclePolicyRequestRequired(TypedDict):
    type: str
    name: str
    policy: str


class CreateLifecyclePolicyRequest(_CreateLifecyclePolicyRequestRequired, total=False):
    description: str
    clientToken: str


class CreateLifecyclePolicyResponse(TypedDict, total=False):
    lifecyclePolicyDetail: LifecyclePolicyDetail


class _CreateSecurityConfigRequestRequired(TypedDict):
    type: str
    name: str


class CreateSecurityConfigRequest(_CreateSecurityConfigRequestRequired, total=False):
    description: str
    samlOptions: SamlConfigOptions
    iamIdentityCenterOptions: CreateIamIdentityCenterConfigOptions
    iamFederationOptions: IamFederationConfigOptions
    clientToken: str


class CreateSecurityConfigResponse(TypedDict, total=False):
    securityConfigDetail: SecurityConfigDetail


class _CreateSecurityPolicyRequestRequired(TypedDict):
    type: str
    name: str
    policy: str


class CreateSecurityPolicyRequest(_CreateSecurityPolicyRequestRequired, total=False):
    description: str
    clientToken: str


class CreateSecurityPolicyResponse(TypedDict, total=False):
    securityPolicyDetail: SecurityPolicyDetail


class CreateVpcEndpointDetail(TypedDict, total=False):
    id: str
    name: str
    status: str


class _CreateVpcEndpointRequestRequired(TypedDict):
    name: str
    vpcId: str
    subnetIds: list[str]


class CreateVpcEndpointRequest(_CreateVpcEndpointRequestRequired, total=False):
    securityGroupIds: list[str]
    clientToken: str


class CreateVpcEndpointResponse(TypedDict, total=False):
    createVpcEndpointDetail: CreateVpcEndpointDetail


class CurrentCapacity(TypedDict, total=False):
    search: CapacityDetails
    indexing: CapacityDetails


class _DeleteAccessPolicyRequestRequired(TypedDict):
    type: str
    name: str


class DeleteAccessPolicyRequest(_DeleteAccessPolicyRequestRequired, total=False):
    clientToken: str


class DeleteAccessPolicyResponse(TypedDict, total=False):
    pass


class DeleteCollectionDetail(TypedDict, total=False):
    id: str
    name: str
    status: str
    deletionProtection: str


class _DeleteCollectionGroupRequestRequired(TypedDict):
    id: str


class DeleteCollectionGroupRequest(_DeleteCollectionGroupRequestRequired, total=False):
    clientToken: str


class DeleteCollectionGroupResponse(TypedDict, total=False):
    pass


class _DeleteCollectionRequestRequired(TypedDict):
    id: str


class DeleteCollectionRequest(_DeleteCollectionRequestRequired, total=False):
    clientToken: str


class DeleteCollectionResponse(TypedDict, total=False):
    deleteCollectionDetail: DeleteCollectionDetail


class DeleteIndexRequest(TypedDict):
    id: str
    indexName: str


class DeleteIndexResponse(TypedDict, total=False):
    pass


class _DeleteIngestionStreamRequestRequired(TypedDict):
    collectionId: str
    ingestionStreamId: str


class DeleteIngestionStreamRequest(_DeleteIngestionStreamRequestRequired, total=False):
    clientToken: str


class DeleteIngestionStreamResponse(TypedDict, total=False):
    ingestionStreamId: str
    collectionId: str
    ingestionStreamName: str
    status: str


class _DeleteLifecyclePolicyRequestRequired(TypedDict):
    type: str
    name: str


class DeleteLifecyclePolicyRequest(_DeleteLifecyclePolicyRequestRequired, total=False):
    clientToken: str


class DeleteLifecyclePolicyResponse(TypedDict, total=False):
    pass


class _DeleteSecurityConfigRequestRequired(TypedDict):
    id: str


class DeleteSecurityConfigRequest(_DeleteSecurityConfigRequestRequired, total=False):
    clientToken: str


class DeleteSecurityConfigResponse(TypedDict, total=False):
    pass


class _DeleteSecurityPolicyRequestRequired(TypedDict):
    type: str
    name: str


class DeleteSecurityPolicyRequest(_DeleteSecurityPolicyRequestRequired, total=False):
    clientToken: str


class DeleteSecurityPolicyResponse(TypedDict, total=False):
    pass


class DeleteVpcEndpointDetail(TypedDict, total=False):
    id: str
    name: str
    status: str


class _DeleteVpcEndpointRequestRequired(TypedDict):
    id: str


class DeleteVpcEndpointRequest(_DeleteVpcEndpointRequestRequired, total=False):
    clientToken: str


class DeleteVpcEndpointResponse(TypedDict, total=False):
    deleteVpcEndpointDetail: DeleteVpcEndpointDetail


class Document(TypedDict, total=False):
    pass


class EffectiveLifecyclePolicyDetail(TypedDict, total=False):
    type: str
    resource: str
    policyName: str
    resourceType: str
    retentionPeriod: str
    noMinRetentionPeriod: bool


class EffectiveLifecyclePolicyErrorDetail(TypedDict, total=False):
    type: str
    resource: str
    errorMessage: str
    errorCode: str


class EncryptionConfig(TypedDict, total=False):
    aWSOwnedKey: bool
    kmsKeyArn: str


class FipsEndpoints(TypedDict, total=False):
    collectionEndpoint: str
    dashboardEndpoint: str


class GetAccessPolicyRequest(TypedDict):
    type: str
    name: str


class GetAccessPolicyResponse(TypedDict, total=False):
    accessPolicyDetail: AccessPolicyDetail


class GetAccountSettingsRequest(TypedDict, total=False):
    pass


class GetAccountSettingsResponse(TypedDict, total=False):
    accountSettingsDetail: AccountSettingsDetail


class GetIndexRequest(TypedDict):
    id: str
    indexName: str


class GetIndexResponse(TypedDict, total=False):
    indexSchema: object


class GetIngestionJobRequest(TypedDict):
    collectionId: str
    ingestionJobId: str


class GetIngestionJobResponse(TypedDict, total=False):
    ingestionJobDetail: IngestionJobDetail


class GetIngestionStreamRequest(TypedDict):
    collectionId: str
    ingestionStreamId: str


class GetIngestionStreamResponse(TypedDict, total=False):
    ingestionStreamDetail: IngestionStreamDetail


class GetPoliciesStatsRequest(TypedDict, total=False):
    pass


class GetPoliciesStatsResponse(TypedDict, total=False):
    AccessPolicyStats: AccessPolicyStats
    SecurityPolicyStats: SecurityPolicyStats
    SecurityConfigStats: SecurityConfigStats
    LifecyclePolicyStats: LifecyclePolicyStats
    TotalPolicyCount: int


class GetSecurityConfigRequest(TypedDict):
    id: str


class GetSecurityConfigResponse(TypedDict, total=False):
    securityConfigDetail: SecurityConfigDetail


class GetSecurityPolicyRequest(TypedDict):
    type: str
    name: str


class GetSecurityPolicyResponse(TypedDict, total=False):
    securityPolicyDetail: SecurityPolicyDetail


class IamFederationConfigOptions(TypedDict, total=False):
    groupAttribute: str
    userAttribute: str


class IamIdentityCenterConfigOptions(TypedDict, total=False):
    instanceArn: str
    applicationArn: str
    applicationName: str
    applicationDescription: str
    userAttribute: str
    groupAttribute: str


class IndexSchema(TypedDict, total=False):
    pass


class IngestionAlert(TypedDict, total=False):
    code: str
    message: str


class IngestionFailureReason(TypedDict, total=False):
    code: str
    message: str


class IngestionJobDetail(TypedDict, total=False):
    ingestionJobId: str
    arn: str
    collectionId: str
    ingestionJobName: str
    indexName: str
    failureIndexName: str
    source: IngestionJobSource
    status: str
    state: str
    statistics: IngestionStatistics
    revision: int
    createdAt: datetime
    updatedAt: datetime
    failureReasons: list[IngestionFailureReason]
    activeAlerts: list[IngestionAlert]


class IngestionJobS3Source(TypedDict, total=False):
    bucket: str
    bucketOwnerAccountId: str
    keyPrefix: str


class IngestionJobSource(TypedDict):
    s3: IngestionJobS3Source


class IngestionJobSummary(TypedDict, total=False):
    ingestionJobId: str
    arn: str
    ingestionJobName: str
    indexName: str
    status: str
    createdAt: datetime
    updatedAt: datetime


class IngestionStatistics(TypedDict, total=False):
    s3: S3Statistics


class IngestionStreamDetail(TypedDict, total=False):
    ingestionStreamId: str
    arn: str
    collectionId: str
    ingestionStreamName: str
    indexName: str
    failureIndexName: str
    source: IngestionStreamSource
    roleArn: str
    status: str
    state: str
    statistics: IngestionStatistics
    revision: int
    createdAt: datetime
    updatedAt: datetime
    failureReasons: list[IngestionFailureReason]
    activeAlerts: list[IngestionAlert]


class _IngestionStreamS3SourceRequired(TypedDict):
    sqsArn: str


class IngestionStreamS3Source(_IngestionStreamS3SourceRequired, total=False):
    buckets: list[StreamBucketConfig]


class IngestionStreamSource(TypedDict):
    s3: IngestionStreamS3Source


class IngestionStreamSummary(TypedDict, total=False):
    ingestionStreamId: str
    arn: str
    ingestionStreamName: str
    indexName: str
    status: str
    createdAt: datetime
    updatedAt: datetime


class LifecyclePolicyDetail(TypedDict, total=False):
    type: str
    name: str
    policyVersion: str
    description: str
    policy: object
    createdDate: int
    lastModifiedDate: int


class LifecyclePolicyErrorDetail(TypedDict, total=False):
    type: str
    name: str
    errorMessage: str
    errorCode: str


class LifecyclePolicyIdentifier(TypedDict):
    type: str
    name: str


class LifecyclePolicyResourceIdentifier(TypedDict):
    type: str
    resource: str


class LifecyclePolicyStats(TypedDict, total=False):
    RetentionPolicyCount: int


class LifecyclePolicySummary(TypedDict, total=False):
    type: str
    name: str
    policyVersion: str
    description: str
    createdDate: int
    lastModifiedDate: int


class _ListAccessPoliciesRequestRequired(TypedDict):
    type: str


class ListAccessPoliciesRequest(_ListAccessPoliciesRequestRequired, total=False):
    resource: list[str]
    nextToken: str
    maxResults: int


class ListAccessPoliciesResponse(TypedDict, total=False):
    accessPolicySummaries: list[AccessPolicySummary]
    nextToken: str


class ListCollectionGroupsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListCollectionGroupsResponse(TypedDict, total=False):
    collectionGroupSummaries: list[CollectionGroupSummary]
    nextToken: str


class ListCollectionsRequest(TypedDict, total=False):
    collectionFilters: CollectionFilters
    nextToken: str
    maxResults: int


class ListCollectionsResponse(TypedDict, total=False):
    collectionSummaries: list[CollectionSummary]
    nextToken: str


class _ListIngestionJobsRequestRequired(TypedDict):
    collectionId: str


class ListIngestionJobsRequest(_ListIngestionJobsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListIngestionJobsResponse(TypedDict, total=False):
    ingestionJobSummaries: list[IngestionJobSummary]
    nextToken: str


class _ListIngestionStreamsRequestRequired(TypedDict):
    collectionId: str


class ListIngestionStreamsRequest(_ListIngestionStreamsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListIngestionStreamsResponse(TypedDict, total=False):
    ingestionStreamSummaries: list[IngestionStreamSummary]
    nextToken: str


class _ListLifecyclePoliciesRequestRequired(TypedDict):
    type: str


class ListLifecyclePoliciesRequest(_ListLifecyclePoliciesRequestRequired, total=False):
    resources: list[str]
    nextToken: str
    maxResults: int


class ListLifecyclePoliciesResponse(TypedDict, total=False):
    lifecyclePolicySummaries: list[LifecyclePolicySummary]
    nextToken: str


class _ListSecurityConfigsRequestRequired(TypedDict):
    type: str


class ListSecurityConfigsRequest(_ListSecurityConfigsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListSecurityConfigsResponse(TypedDict, total=False):
    securityConfigSummaries: list[SecurityConfigSummary]
    nextToken: str


class _ListSecurityPoliciesRequestRequired(TypedDict):
    type: str


class ListSecurityPoliciesRequest(_ListSecurityPoliciesRequestRequired, total=False):
    resource: list[str]
    nextToken: str
    maxResults: int


class ListSecurityPoliciesResponse(TypedDict, total=False):
    securityPolicySummaries: list[SecurityPolicySummary]
    nextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: list[Tag]


class ListVpcEndpointsRequest(TypedDict, total=False):
    vpcEndpointFilters: VpcEndpointFilters
    nextToken: str
    maxResults: int


class ListVpcEndpointsResponse(TypedDict, total=False):
    vpcEndpointSummaries: list[VpcEndpointSummary]
    nextToken: str


class S3Statistics(TypedDict, total=False):
    objectsDiscovered: int
    objectsIngested: int
    objectsFailed: int


class _SamlConfigOptionsRequired(TypedDict):
    metadata: str


class SamlConfigOptions(_SamlConfigOptionsRequired, total=False):
    userAttribute: str
    groupAttribute: str
    openSearchServerlessEntityId: str
    sessionTimeout: int


class SecurityConfigDetail(TypedDict, total=False):
    id: str
    type: str
    configVersion: str
    description: str
    samlOptions: SamlConfigOptions
    iamIdentityCenterOptions: IamIdentityCenterConfigOptions
    iamFederationOptions: IamFederationConfigOptions
    createdDate: int
    lastModifiedDate: int


class SecurityConfigStats(TypedDict, total=False):
    SamlConfigCount: int


class SecurityConfigSummary(TypedDict, total=False):
    id: str
    type: str
    configVersion: str
    description: str
    createdDate: int
    lastModifiedDate: int


class SecurityPolicyDetail(TypedDict, total=False):
    type: str
    name: str
    policyVersion: str
    description: str
    policy: object
    createdDate: int
    lastModifiedDate: int


class SecurityPolicyStats(TypedDict, total=False):
    EncryptionPolicyCount: int
    NetworkPolicyCount: int


class SecurityPolicySummary(TypedDict, total=False):
    type: str
    name: str
    policyVersion: str
    description: str
    createdDate: int
    lastModifiedDate: int


class _StreamBucketConfigRequired(TypedDict):
    bucket: str


class StreamBucketConfig(_StreamBucketConfigRequired, total=False):
    bucketOwnerAccountId: str
    initialScan: str


class Tag(TypedDict):
    key: str
    value: str


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateAccessPolicyRequestRequired(TypedDict):
    type: str
    name: str
    policyVersion: str


class UpdateAccessPolicyRequest(_UpdateAccessPolicyRequestRequired, total=False):
    description: str
    policy: str
    clientToken: str


class UpdateAccessPolicyResponse(TypedDict, total=False):
    accessPolicyDetail: AccessPolicyDetail


class UpdateAccountSettingsRequest(TypedDict, total=False):
    capacityLimits: CapacityLimits


class UpdateAccountSettingsResponse(TypedDict, total=False):
    accountSettingsDetail: AccountSettingsDetail


class UpdateCollectionDetail(TypedDict, total=False):
    id: str
    name: str
    status: str
    type: str
    description: str
    vectorOptions: VectorOptions
    kmsKeyArn: str
    arn: str
    createdDate: int
    lastModifiedDate: int
    deletionProtection: str


class UpdateCollectionGroupDetail(TypedDict, total=False):
    id: str
    arn: str
    name: str
    description: str
    capacityLimits: CollectionGroupCapacityLimits
    createdDate: int
    lastModifiedDate: int
    generation: str


class _UpdateCollectionGroupRequestRequired(TypedDict):
    id: str


class UpdateCollectionGroupRequest(_UpdateCollectionGroupRequestRequired, total=False):
    description: str
    capacityLimits: CollectionGroupCapacityLimits
    clientToken: str


class UpdateCollectionGroupResponse(TypedDict, total=False):
    updateCollectionGroupDetail: UpdateCollectionGroupDetail


class _UpdateCollectionRequestRequired(TypedDict):
    id: str


class UpdateCollectionRequest(_UpdateCollectionRequestRequired, total=False):
    description: str
    vectorOptions: VectorOptions
    deletionProtection: str
    encryptionConfig: EncryptionConfig
    clientToken: str


class UpdateCollectionResponse(TypedDict, total=False):
    updateCollectionDetail: UpdateCollectionDetail


class UpdateIamIdentityCenterConfigOptions(TypedDict, total=False):
    userAttribute: str
    groupAttribute: str


class _UpdateIndexRequestRequired(TypedDict):
    id: str
    indexName: str


class UpdateIndexRequest(_UpdateIndexRequestRequired, total=False):
    indexSchema: object


class UpdateIndexResponse(TypedDict, total=False):
    pass


class _UpdateLifecyclePolicyRequestRequired(TypedDict):
    type: str
    name: str
    policyVersion: str


class UpdateLifecyclePolicyRequest(_UpdateLifecyclePolicyRequestRequired, total=False):
    description: str
    policy: str
    clientToken: str


class UpdateLifecyclePolicyResponse(TypedDict, total=False):
    lifecyclePolicyDetail: LifecyclePolicyDetail


class _UpdateSecurityConfigRequestRequired(TypedDict):
    id: str
    configVersion: str


class UpdateSecurityConfigRequest(_UpdateSecurityConfigRequestRequired, total=False):
    description: str
    samlOptions: SamlConfigOptions
    iamIdentityCenterOptionsUpdates: UpdateIamIdentityCenterConfigOptions
    iamFederationOptions: IamFederationConfigOptions
    clientToken: str


class UpdateSecurityConfigResponse(TypedDict, total=False):
    securityConfigDetail: SecurityConfigDetail


class _UpdateSecurityPolicyRequestRequired(TypedDict):
    type: str
    name: str
    policyVersion: str


class UpdateSecurityPolicyRequest(_UpdateSecurityPolicyRequestRequired, total=False):
    description: str
    policy: str
    clientToken: str


class UpdateSecurityPolicyResponse(TypedDict, total=False):
    securityPolicyDetail: SecurityPolicyDetail


class UpdateVpcEndpointDetail(TypedDict, total=False):
    id: str
    name: str
    status: str
    subnetIds: list[str]
    securityGroupIds: list[str]
    lastModifiedDate: int


class _UpdateVpcEndpointRequestRequired(TypedDict):
    id: str


class UpdateVpcEndpointRequest(_UpdateVpcEndpointRequestRequired, total=False):
    addSubnetIds: list[str]
    removeSubnetIds: list[str]
    addSecurityGroupIds: list[str]
    removeSecurityGroupIds: list[str]
    clientToken: str


class UpdateVpcEndpointResponse(TypedDict, total=False):
    UpdateVpcEndpointDetail: UpdateVpcEndpointDetail


class VectorOptions(TypedDict):
    ServerlessVectorAcceleration: str


class VpcEndpointDetail(TypedDict, total=False):
    id: str
    name: str
    vpcId: str
    subnetIds: list[str]
    securityGroupIds: list[str]
    status: str
    createdDate: int
    failureCode: str
    failureMessage: str


class VpcEndpointErrorDetail(TypedDict, total=False):
    id: str
    errorMessage: str
    errorCode: str


class VpcEndpointFilters(TypedDict, total=False):
    status: str


class VpcEndpointSummary(TypedDict, total=False):
    id: str
    name: str
    status: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "BatchGetCollection",
    "BatchGetCollectionGroup",
    "BatchGetEffectiveLifecyclePolicy",
    "BatchGetLifecyclePolicy",
    "BatchGetVpcEndpoint",
    "CancelIngestionJob",
    "CreateAccessPolicy",
    "CreateCollection",
    "CreateCollectionGroup",
    "CreateIndex",
    "CreateIngestionJob",
    "CreateIngestionStream",
    "CreateLifecyclePolicy",
    "CreateSecurityConfig",
    "CreateSecurityPolicy",
    "CreateVpcEndpoint",
    "DeleteAccessPolicy",
    "DeleteCollection",
    "DeleteCollectionGroup",
    "DeleteIndex",
    "DeleteIngestionStream",
    "DeleteLifecyclePolicy",
    "DeleteSecurityConfig",
    "DeleteSecurityPolicy",
    "DeleteVpcEndpoint",
    "GetAccessPolicy",
    "GetAccountSettings",
    "GetIndex",
    "GetIngestionJob",
    "GetIngestionStream",
    "GetPoliciesStats",
    "GetSecurityConfig",
    "GetSecurityPolicy",
    "ListAccessPolicies",
    "ListCollectionGroups",
    "ListCollections",
    "ListIngestionJobs",
    "ListIngestionStreams",
    "ListLifecyclePolicies",
    "ListSecurityConfigs",
    "ListSecurityPolicies",
    "ListTagsForResource",
    "ListVpcEndpoints",
    "TagResource",
    "UntagResource",
    "UpdateAccessPolicy",
    "UpdateAccountSettings",
    "UpdateCollection",
    "UpdateCollectionGroup",
    "UpdateIndex",
    "UpdateLifecyclePolicy",
    "UpdateSecurityConfig",
    "UpdateSecurityPolicy",
    "UpdateVpcEndpoint",
)
