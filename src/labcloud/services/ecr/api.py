"""Typed requests and responses of ecr's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types ecr`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class _AttributeRequired(TypedDict):
    key: str


class Attribute(_AttributeRequired, total=False):
    value: str


class AuthorizationData(TypedDict, total=False):
    authorizationToken: str
    expiresAt: datetime
    proxyEndpoint: str


class AwsEcrContainerImageDetails(TypedDict, total=False):
    architecture: str
    author: str
    imageHash: str
    imageTags: list[str]
    platform: str
    pushedAt: datetime
    lastInUseAt: datetime
    inUseCount: int
    registry: str
    repositoryName: str


class _BatchCheckLayerAvailabilityRequestRequired(TypedDict):
    repositoryName: str
    layerDigests: list[str]


class BatchCheckLayerAvailabilityRequest(_BatchCheckLayerAvailabilityRequestRequired, total=False):
    registryId: str


class BatchCheckLayerAvailabilityResponse(TypedDict, total=False):
    layers: list[Layer]
    failures: list[LayerFailure]


class _BatchDeleteImageRequestRequired(TypedDict):
    repositoryName: str
    imageIds: list[ImageIdentifier]


class BatchDeleteImageRequest(_BatchDeleteImageRequestRequired, total=False):
    registryId: str


class BatchDeleteImageResponse(TypedDict, total=False):
    imageIds: list[ImageIdentifier]
    failures: list[ImageFailure]


class _BatchGetImageRequestRequired(TypedDict):
    repositoryName: str
    imageIds: list[ImageIdentifier]


class BatchGetImageRequest(_BatchGetImageRequestRequired, total=False):
    registryId: str
    acceptedMediaTypes: list[str]


class BatchGetImageResponse(TypedDict, total=False):
    images: list[Image]
    failures: list[ImageFailure]


class BatchGetRepositoryScanningConfigurationRequest(TypedDict):
    repositoryNames: list[str]


class BatchGetRepositoryScanningConfigurationResponse(TypedDict, total=False):
    scanningConfigurations: list[RepositoryScanningConfiguration]
    failures: list[RepositoryScanningConfigurationFailure]


class _CompleteLayerUploadRequestRequired(TypedDict):
    repositoryName: str
    uploadId: str
    layerDigests: list[str]


class CompleteLayerUploadRequest(_CompleteLayerUploadRequestRequired, total=False):
    registryId: str


class CompleteLayerUploadResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    uploadId: str
    layerDigest: str


class _CreatePullThroughCacheRuleRequestRequired(TypedDict):
    ecrRepositoryPrefix: str
    upstreamRegistryUrl: str


class CreatePullThroughCacheRuleRequest(_CreatePullThroughCacheRuleRequestRequired, total=False):
    registryId: str
    upstreamRegistry: str
    credentialArn: str
    customRoleArn: str
    upstreamRepositoryPrefix: str


class CreatePullThroughCacheRuleResponse(TypedDict, total=False):
    ecrRepositoryPrefix: str
    upstreamRegistryUrl: str
    createdAt: datetime
    registryId: str
    upstreamRegistry: str
    credentialArn: str
    customRoleArn: str
    upstreamRepositoryPrefix: str


class _CreateRepositoryCreationTemplateRequestRequired(TypedDict):
    prefix: str
    appliedFor: list[str]


class CreateRepositoryCreationTemplateRequest(_CreateRepositoryCreationTemplateRequestRequired, total=False):
    description: str
    encryptionConfiguration: EncryptionConfigurationForRepositoryCreationTemplate
    resourceTags: list[Tag]
    imageTagMutability: str
    imageTagMutabilityExclusionFilters: list[ImageTagMutabilityExclusionFilter]
    repositoryPolicy: str
    lifecyclePolicy: str
    customRoleArn: str


class CreateRepositoryCreationTemplateResponse(TypedDict, total=False):
    registryId: str
    repositoryCreationTemplate: RepositoryCreationTemplate


class _CreateRepositoryRequestRequired(TypedDict):
    repositoryName: str


class CreateRepositoryRequest(_CreateRepositoryRequestRequired, total=False):
    registryId: str
    tags: list[Tag]
    imageTagMutability: str
    imageTagMutabilityExclusionFilters: list[ImageTagMutabilityExclusionFilter]
    imageScanningConfiguration: ImageScanningConfiguration
    encryptionConfiguration: EncryptionConfiguration


class CreateRepositoryResponse(TypedDict, total=False):
    repository: Repository


class CvssScore(TypedDict, total=False):
    baseScore: float
    scoringVector: str
    source: str
    version: str


class CvssScoreAdjustment(TypedDict, total=False):
    metric: str
    reason: str


class CvssScoreDetails(TypedDict, total=False):
    adjustments: list[CvssScoreAdjustment]
    score: float
    scoreSource: str
    scoringVector: str
    version: str


class _DeleteLifecyclePolicyRequestRequired(TypedDict):
    repositoryName: str


class DeleteLifecyclePolicyRequest(_DeleteLifecyclePolicyRequestRequired, total=False):
    registryId: str


class DeleteLifecyclePolicyResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    lifecyclePolicyText: str
    lastEvaluatedAt: datetime


class _DeletePullThroughCacheRuleRequestRequired(TypedDict):
    ecrRepositoryPrefix: str


class DeletePullThroughCacheRuleRequest(_DeletePullThroughCacheRuleRequestRequired, total=False):
    registryId: str


class DeletePullThroughCacheRuleResponse(TypedDict, total=False):
    ecrRepositoryPrefix: str
    upstreamRegistryUrl: str
    createdAt: datetime
    registryId: str
    credentialArn: str
    customRoleArn: str
    upstreamRepositoryPrefix: str


class DeleteRegistryPolicyRequest(TypedDict, total=False):
    pass


class DeleteRegistryPolicyResponse(TypedDict, total=False):
    registryId: str
    policyText: str


class DeleteReplication(TypedDict):
    enabled: bool


class DeleteRepositoryCreationTemplateRequest(TypedDict):
    prefix: str


class DeleteRepositoryCreationTemplateResponse(TypedDict, total=False):
    registryId: str
    repositoryCreationTemplate: RepositoryCreationTemplate


class _DeleteRepositoryPolicyRequestRequired(TypedDict):
    repositoryName: str


class DeleteRepositoryPolicyRequest(_DeleteRepositoryPolicyRequestRequired, total=False):
    registryId: str


class DeleteRepositoryPolicyResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    policyText: str


class _DeleteRepositoryRequestRequired(TypedDict):
    repositoryName: str


class DeleteRepositoryRequest(_DeleteRepositoryRequestRequired, total=False):
    registryId: str
    force: bool


class DeleteRepositoryResponse(TypedDict, total=False):
    repository: Repository


class DeleteSigningConfigurationRequest(TypedDict, total=False):
    pass


class DeleteSigningConfigurationResponse(TypedDict, total=False):
    registryId: str
    signingConfiguration: SigningConfiguration


class DeregisterPullTimeUpdateExclusionRequest(TypedDict):
    principalArn: str


class DeregisterPullTimeUpdateExclusionResponse(TypedDict, total=False):
    principalArn: str


class _DescribeImageReplicationStatusRequestRequired(TypedDict):
    repositoryName: str
    imageId: ImageIdentifier


class DescribeImageReplicationStatusRequest(_DescribeImageReplicationStatusRequestRequired, total=False):
    registryId: str


class DescribeImageReplicationStatusResponse(TypedDict, total=False):
    repositoryName: str
    imageId: ImageIdentifier
    replicationStatuses: list[ImageReplicationStatus]


class _DescribeImageScanFindingsRequestRequired(TypedDict):
    repositoryName: str
    imageId: ImageIdentifier


class DescribeImageScanFindingsRequest(_DescribeImageScanFindingsRequestRequired, total=False):
    registryId: str
    nextToken: str
    maxResults: int


class DescribeImageScanFindingsResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    imageId: ImageIdentifier
    imageScanStatus: ImageScanStatus
    imageScanFindings: ImageScanFindings
    nextToken: str


class _DescribeImageSigningStatusRequestRequired(TypedDict):
    repositoryName: str
    imageId: ImageIdentifier


class DescribeImageSigningStatusRequest(_DescribeImageSigningStatusRequestRequired, total=False):
    registryId: str


class DescribeImageSigningStatusResponse(TypedDict, total=False):
    repositoryName: str
    imageId: ImageIdentifier
    registryId: str
    signingStatuses: list[ImageSigningStatus]


class DescribeImagesFilter(TypedDict, total=False):
    tagStatus: str
    imageStatus: str


class _DescribeImagesRequestRequired(TypedDict):
    repositoryName: str


class DescribeImagesRequest(_DescribeImagesRequestRequired, total=False):
    registryId: str
    imageIds: list[ImageIdentifier]
    nextToken: str
    maxResults: int
    filter: DescribeImagesFilter


class DescribeImagesResponse(TypedDict, total=False):
    imageDetails: list[ImageDetail]
    nextToken: str


class DescribePullThroughCacheRulesRequest(TypedDict, total=False):
    registryId: str
    ecrRepositoryPrefixes: list[str]
    nextToken: str
    maxResults: int


class DescribePullThroughCacheRulesResponse(TypedDict, total=False):
    pullThroughCacheRules: list[PullThroughCacheRule]
    nextToken: str


class DescribeRegistryRequest(TypedDict, total=False):
    pass


class DescribeRegistryResponse(TypedDict, total=False):
    registryId: str
    replicationConfiguration: ReplicationConfiguration


class _DescribeReplicationBackfillResultsRequestRequired(TypedDict):
    replicationBackfillId: str


class DescribeReplicationBackfillResultsRequest(
    _DescribeReplicationBackfillResultsRequestRequired, total=False
):
    registryId: str
    resultStatusFilter: str
    maxResults: int
    nextToken: str


class DescribeReplicationBackfillResultsResponse(TypedDict, total=False):
    registryId: str
    replicationBackfillId: str
    destination: ReplicationDestination
    status: str
    failureCode: str
    progress: ReplicationBackfillProgress
    results: list[ReplicationBackfillResult]
    startedAt: datetime
    endedAt: datetime
    nextToken: str


class DescribeRepositoriesRequest(TypedDict, total=False):
    registryId: str
    repositoryNames: list[str]
    nextToken: str
    maxResults: int


class DescribeRepositoriesResponse(TypedDict, total=False):
    repositories: list[Repository]
    nextToken: str


class DescribeRepositoryCreationTemplatesRequest(TypedDict, total=False):
    prefixes: list[str]
    nextToken: str
    maxResults: int


class DescribeRepositoryCreationTemplatesResponse(TypedDict, total=False):
    registryId: str
    repositoryCreationTemplates: list[RepositoryCreationTemplate]
    nextToken: str


class _EncryptionConfigurationRequired(TypedDict):
    encryptionType: str


class EncryptionConfiguration(_EncryptionConfigurationRequired, total=False):
    kmsKey: str


class _EncryptionConfigurationForRepositoryCreationTemplateRequired(TypedDict):
    encryptionType: str


class EncryptionConfigurationForRepositoryCreationTemplate(
    _EncryptionConfigurationForRepositoryCreationTemplateRequired, total=False
):
    kmsKey: str


class EnhancedImageScanFinding(TypedDict, total=False):
    awsAccountId: str
    description: str
    findingArn: str
    firstObservedAt: datetime
    lastObservedAt: datetime
    packageVulnerabilityDetails: PackageVulnerabilityDetails
    remediation: Remediation
    resources: list[Resource]
    score: float
    scoreDetails: ScoreDetails
    severity: str
    status: str
    title: str
    type: str
    updatedAt: datetime
    fixAvailable: str
    exploitAvailable: str


class GetAccountSettingRequest(TypedDict):
    name: str


class GetAccountSettingResponse(TypedDict, total=False):
    name: str
    value: str


class GetAuthorizationTokenRequest(TypedDict, total=False):
    registryIds: list[str]


class GetAuthorizationTokenResponse(TypedDict, total=False):
    authorizationData: list[AuthorizationData]


class _GetDownloadUrlForLayerRequestRequired(TypedDict):
    repositoryName: str
    layerDigest: str


class GetDownloadUrlForLayerRequest(_GetDownloadUrlForLayerRequestRequired, total=False):
    registryId: str


class GetDownloadUrlForLayerResponse(TypedDict, total=False):
    downloadUrl: str
    layerDigest: str


class _GetLifecyclePolicyPreviewRequestRequired(TypedDict):
    repositoryName: str


class GetLifecyclePolicyPreviewRequest(_GetLifecyclePolicyPreviewRequestRequired, total=False):
    registryId: str
    imageIds: list[ImageIdentifier]
    nextToken: str
    maxResults: int
    filter: LifecyclePolicyPreviewFilter


class GetLifecyclePolicyPreviewResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    lifecyclePolicyText: str
    status: str
    nextToken: str
    previewResults: list[LifecyclePolicyPreviewResult]
    summary: LifecyclePolicyPreviewSummary


class _GetLifecyclePolicyRequestRequired(TypedDict):
    repositoryName: str


class GetLifecyclePolicyRequest(_GetLifecyclePolicyRequestRequired, total=False):
    registryId: str


class GetLifecyclePolicyResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    lifecyclePolicyText: str
    lastEvaluatedAt: datetime


class GetRegistryPolicyRequest(TypedDict, total=False):
    pass


class GetRegistryPolicyResponse(TypedDict, total=False):
    registryId: str
    policyText: str


class GetRegistryScanningConfigurationRequest(TypedDict, total=False):
    pass


class GetRegistryScanningConfigurationResponse(TypedDict, total=False):
    registryId: str
    scanningConfiguration: RegistryScanningConfiguration


class _GetRepositoryPolicyRequestRequired(TypedDict):
    repositoryName: str


class GetRepositoryPolicyRequest(_GetRepositoryPolicyRequestRequired, total=False):
    registryId: str


class GetRepositoryPolicyResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    policyText: str


class GetSigningConfigurationRequest(TypedDict, total=False):
    pass


class GetSigningConfigurationResponse(TypedDict, total=False):
    registryId: str
    signingConfiguration: SigningConfiguration


class Image(TypedDict, total=False):
    registryId: str
    repositoryName: str
    imageId: ImageIdentifier
    imageManifest: str
    imageManifestMediaType: str


class ImageDetail(TypedDict, total=False):
    registryId: str
    repositoryName: str
    imageDigest: str
    imageTags: list[str]
    imageSizeInBytes: int
    imagePushedAt: datetime
    imageScanStatus: ImageScanStatus
    imageScanFindingsSummary: ImageScanFindingsSummary
    imageManifestMediaType: str
    artifactMediaType: str
    lastRecordedPullTime: datetime
    subjectManifestDigest: str
    imageStatus: str
    lastArchivedAt: datetime
    lastActivatedAt: datetime


class ImageFailure(TypedDict, total=False):
    imageId: ImageIdentifier
    failureCode: str
    failureReason: str


class ImageIdentifier(TypedDict, total=False):
    imageDigest: str
    imageTag: str


class _ImageReferrerRequired(TypedDict):
    digest: str
    mediaType: str
    size: int


class ImageReferrer(_ImageReferrerRequired, total=False):
    artifactType: str
    annotations: dict[str, str]
    artifactStatus: str


class ImageReplicationStatus(TypedDict, total=False):
    region: str
    registryId: str
    status: str
    failureCode: str


class ImageScanFinding(TypedDict, total=False):
    name: str
    description: str
    uri: str
    severity: str
    attributes: list[Attribute]


class ImageScanFindings(TypedDict, total=False):
    imageScanCompletedAt: datetime
    vulnerabilitySourceUpdatedAt: datetime
    findingSeverityCounts: dict[str, int]
    findings: list[ImageScanFinding]
    enhancedFindings: list[EnhancedImageScanFinding]


class ImageScanFindingsSummary(TypedDict, total=False):
    imageScanCompletedAt: datetime
    vulnerabilitySourceUpdatedAt: datetime
    findingSeverityCounts: dict[str, int]


class ImageScanStatus(TypedDict, total=False):
    status: str
    description: str


class ImageScanningConfiguration(TypedDict, total=False):
    scanOnPush: bool


class ImageSigningStatus(TypedDict, total=False):
    signingProfileArn: str
    failureCode: str
    failureReason: str
    status: str


class ImageTagMutabilityExclusionFilter(TypedDict):
    filterType: str
    filter: str


class _InitiateLayerUploadRequestRequired(TypedDict):
    repositoryName: str


class InitiateLayerUploadRequest(_InitiateLayerUploadRequestRequired, total=False):
    registryId: str


class InitiateLayerUploadResponse(TypedDict, total=False):
    uploadId: str
    partSize: int


class Layer(TypedDict, total=False):
    layerDigest: str
    layerAvailability: str
    layerSize: int
    mediaType: str


class LayerFailure(TypedDict, total=False):
    layerDigest: str
    failureCode: str
    failureReason: str


class LifecyclePolicyPreviewFilter(TypedDict, total=False):
    tagStatus: str


class LifecyclePolicyPreviewResult(TypedDict, total=False):
    imageTags: list[str]
    imageDigest: str
    imagePushedAt: datetime
    action: LifecyclePolicyRuleAction
    appliedRulePriority: int
    storageClass: str


class LifecyclePolicyPreviewSummary(TypedDict, total=False):
    expiringImageTotalCount: int
    transitioningImageTotalCounts: list[TransitioningImageTotalCount]


class LifecyclePolicyRuleAction(TypedDict, total=False):
    type: str
    targetStorageClass: str


class ListImageReferrersFilter(TypedDict, total=False):
    artifactTypes: list[str]
    artifactStatus: str


class _ListImageReferrersRequestRequired(TypedDict):
    repositoryName: str
    subjectId: SubjectIdentifier


class ListImageReferrersRequest(_ListImageReferrersRequestRequired, total=False):
    registryId: str
    filter: ListImageReferrersFilter
    nextToken: str
    maxResults: int


class ListImageReferrersResponse(TypedDict, total=False):
    referrers: list[ImageReferrer]
    nextToken: str


class ListImagesFilter(TypedDict, total=False):
    tagStatus: str
    imageStatus: str


class _ListImagesRequestRequired(TypedDict):
    repositoryName: str


class ListImagesRequest(_ListImagesRequestRequired, total=False):
    registryId: str
    nextToken: str
    maxResults: int
    filter: ListImagesFilter


class ListImagesResponse(TypedDict, total=False):
    imageIds: list[ImageIdentifier]
    nextToken: str


class ListPullTimeUpdateExclusionsRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListPullTimeUpdateExclusionsResponse(TypedDict, total=False):
    pullTimeUpdateExclusions: list[str]
    nextToken: str


class ListReplicationBackfillsRequest(TypedDict, total=False):
    registryId: str
    maxResults: int
    nextToken: str


class ListReplicationBackfillsResponse(TypedDict, total=False):
    registryId: str
    backfills: list[ReplicationBackfillSummary]
    nextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: list[Tag]


class PackageVulnerabilityDetails(TypedDict, total=False):
    cvss: list[CvssScore]
    referenceUrls: list[str]
    relatedVulnerabilities: list[str]
    source: str
    sourceUrl: str
    vendorCreatedAt: datetime
    vendorSeverity: str
    vendorUpdatedAt: datetime
    vulnerabilityId: str
    vulnerablePackages: list[VulnerablePackage]


class PullThroughCacheRule(TypedDict, total=False):
    ecrRepositoryPrefix: str
    upstreamRegistryUrl: str
    createdAt: datetime
    registryId: str
    credentialArn: str
    customRoleArn: str
    upstreamRepositoryPrefix: str
    upstreamRegistry: str
    updatedAt: datetime


class PutAccountSettingRequest(TypedDict):
    name: str
    value: str


class PutAccountSettingResponse(TypedDict, total=False):
    name: str
    value: str


class _PutImageRequestRequired(TypedDict):
    repositoryName: str
    imageManifest: str


class PutImageRequest(_PutImageRequestRequired, total=False):
    registryId: str
    imageManifestMediaType: str
    imageTag: str
    imageDigest: str


class PutImageResponse(TypedDict, total=False):
    image: Image


class _PutImageScanningConfigurationRequestRequired(TypedDict):
    repositoryName: str
    imageScanningConfiguration: ImageScanningConfiguration


class PutImageScanningConfigurationRequest(_PutImageScanningConfigurationRequestRequired, total=False):
    registryId: str


class PutImageScanningConfigurationResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    imageScanningConfiguration: ImageScanningConfiguration


class _PutImageTagMutabilityRequestRequired(TypedDict):
    repositoryName: str
    imageTagMutability: str


class PutImageTagMutabilityRequest(_PutImageTagMutabilityRequestRequired, total=False):
    registryId: str
    imageTagMutabilityExclusionFilters: list[ImageTagMutabilityExclusionFilter]


class PutImageTagMutabilityResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    imageTagMutability: str
    imageTagMutabilityExclusionFilters: list[ImageTagMutabilityExclusionFilter]


class _PutLifecyclePolicyRequestRequired(TypedDict):
    repositoryName: str
    lifecyclePolicyText: str


class PutLifecyclePolicyRequest(_PutLifecyclePolicyRequestRequired, total=False):
    registryId: str


class PutLifecyclePolicyResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    lifecyclePolicyText: str


class PutRegistryPolicyRequest(TypedDict):
    policyText: str


class PutRegistryPolicyResponse(TypedDict, total=False):
    registryId: str
    policyText: str


class PutRegistryScanningConfigurationRequest(TypedDict, total=False):
    scanType: str
    rules: list[RegistryScanningRule]


class PutRegistryScanningConfigurationResponse(TypedDict, total=False):
    registryScanningConfiguration: RegistryScanningConfiguration


class PutReplicationConfigurationRequest(TypedDict):
    replicationConfiguration: ReplicationConfiguration


class PutReplicationConfigurationResponse(TypedDict, total=False):
    replicationConfiguration: ReplicationConfiguration


class PutSigningConfigurationRequest(TypedDict):
    signingConfiguration: SigningConfiguration


class PutSigningConfigurationResponse(TypedDict, total=False):
    signingConfiguration: SigningConfiguration


class Recommendation(TypedDict, total=False):
    url: str
    text: str


class RegisterPullTimeUpdateExclusionRequest(TypedDict):
    principalArn: str


class RegisterPullTimeUpdateExclusionResponse(TypedDict, total=False):
    principalArn: str
    createdAt: datetime


class RegistryScanningConfiguration(TypedDict, total=False):
    scanType: str
    rules: list[RegistryScanningRule]


class RegistryScanningRule(TypedDict):
    scanFrequency: str
    repositoryFilters: list[ScanningRepositoryFilter]


class Remediation(TypedDict, total=False):
    recommendation: Recommendation


class ReplicationBackfillProgress(TypedDict):
    totalReplicationCount: int
    completedReplicationCount: int
    failedReplicationCount: int
    failureCodes: list[str]


class _ReplicationBackfillResultRequired(TypedDict):
    repositoryName: str
    imageId: ImageIdentifier
    status: str


class ReplicationBackfillResult(_ReplicationBackfillResultRequired, total=False):
    failureCode: str
    subImageFailureCodes: list[str]


class _ReplicationBackfillSummaryRequired(TypedDict):
    replicationBackfillId: str
    destination: ReplicationDestination
    status: str
    startedAt: datetime


class ReplicationBackfillSummary(_ReplicationBackfillSummaryRequired, total=False):
    failureCode: str
    progress: ReplicationBackfillProgress
    endedAt: datetime


class ReplicationConfiguration(TypedDict):
    rules: list[ReplicationRule]


class ReplicationDestination(TypedDict):
    region: str
    registryId: str


class _ReplicationRuleRequired(TypedDict):
    destinations: list[ReplicationDestination]


class ReplicationRule(_ReplicationRuleRequired, total=False):
    repositoryFilters: list[RepositoryFilter]
    deleteReplication: DeleteReplication


class Repository(TypedDict, total=False):
    repositoryArn: str
    registryId: str
    repositoryName: str
    repositoryUri: str
    createdAt: datetime
    imageTagMutability: str
    imageTagMutabilityExclusionFilters: list[ImageTagMutabilityExclusionFilter]
    imageScanningConfiguration: ImageScanningConfiguration
    encryptionConfiguration: EncryptionConfiguration


class RepositoryCreationTemplate(TypedDict, total=False):
    prefix: str
    description: str
    encryptionConfiguration: EncryptionConfigurationForRepositoryCreationTemplate
    resourceTags: list[Tag]
    imageTagMutability: str
    imageTagMutabilityExclusionFilters: list[ImageTagMutabilityExclusionFilter]
    repositoryPolicy: str
    lifecyclePolicy: str
    appliedFor: list[str]
    customRoleArn: str
    createdAt: datetime
    updatedAt: datetime


class RepositoryFilter(TypedDict):
    filter: str
    filterType: str


class RepositoryScanningConfiguration(TypedDict, total=False):
    repositoryArn: str
    repositoryName: str
    scanOnPush: bool
    scanFrequency: str
    appliedScanFilters: list[ScanningRepositoryFilter]


class RepositoryScanningConfigurationFailure(TypedDict, total=False):
    repositoryName: str
    failureCode: str
    failureReason: str


class Resource(TypedDict, total=False):
    details: ResourceDetails
    id: str
    tags: dict[str, str]
    type: str


class ResourceDetails(TypedDict, total=False):
    awsEcrContainerImage: AwsEcrContainerImageDetails


class ScanningRepositoryFilter(TypedDict):
    filter: str
    filterType: str


class ScoreDetails(TypedDict, total=False):
    cvss: CvssScoreDetails


class _SetRepositoryPolicyRequestRequired(TypedDict):
    repositoryName: str
    policyText: str


class SetRepositoryPolicyRequest(_SetRepositoryPolicyRequestRequired, total=False):
    registryId: str
    force: bool


class SetRepositoryPolicyResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    policyText: str


class SigningConfiguration(TypedDict):
    rules: list[SigningRule]


class SigningRepositoryFilter(TypedDict):
    filter: str
    filterType: str


class _SigningRuleRequired(TypedDict):
    signingProfileArn: str


class SigningRule(_SigningRuleRequired, total=False):
    repositoryFilters: list[SigningRepositoryFilter]


class _StartImageScanRequestRequired(TypedDict):
    repositoryName: str
    imageId: ImageIdentifier


class StartImageScanRequest(_StartImageScanRequestRequired, total=False):
    registryId: str


class StartImageScanResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    imageId: ImageIdentifier
    imageScanStatus: ImageScanStatus


class _StartLifecyclePolicyPreviewRequestRequired(TypedDict):
    repositoryName: str


class StartLifecyclePolicyPreviewRequest(_StartLifecyclePolicyPreviewRequestRequired, total=False):
    registryId: str
    lifecyclePolicyText: str


class StartLifecyclePolicyPreviewResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    lifecyclePolicyText: str
    status: str


class _StartReplicationBackfillRequestRequired(TypedDict):
    destination: ReplicationDestination


class StartReplicationBackfillRequest(_StartReplicationBackfillRequestRequired, total=False):
    registryId: str


class StartReplicationBackfillResponse(TypedDict, total=False):
    replicationBackfillId: str
    registryId: str
    destination: ReplicationDestination
    status: str
    startedAt: datetime


class _StopReplicationBackfillRequestRequired(TypedDict):
    replicationBackfillId: str


class StopReplicationBackfillRequest(_StopReplicationBackfillRequestRequired, total=False):
    registryId: str


class StopReplicationBackfillResponse(TypedDict, total=False):
    registryId: str
    replicationBackfillId: str
    destination: ReplicationDestination
    status: str
    startedAt: datetime


class SubjectIdentifier(TypedDict):
    imageDigest: str


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class TransitioningImageTotalCount(TypedDict, total=False):
    targetStorageClass: str
    imageTotalCount: int


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateImageStorageClassRequestRequired(TypedDict):
    repositoryName: str
    imageId: ImageIdentifier
    targetStorageClass: str


class UpdateImageStorageClassRequest(_UpdateImageStorageClassRequestRequired, total=False):
    registryId: str


class UpdateImageStorageClassResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    imageId: ImageIdentifier
    imageStatus: str


class _UpdatePullThroughCacheRuleRequestRequired(TypedDict):
    ecrRepositoryPrefix: str


class UpdatePullThroughCacheRuleRequest(_UpdatePullThroughCacheRuleRequestRequired, total=False):
    registryId: str
    credentialArn: str
    customRoleArn: str


class UpdatePullThroughCacheRuleResponse(TypedDict, total=False):
    ecrRepositoryPrefix: str
    registryId: str
    updatedAt: datetime
    credentialArn: str
    customRoleArn: str
    upstreamRepositoryPrefix: str


class _UpdateRepositoryCreationTemplateRequestRequired(TypedDict):
    prefix: str


class UpdateRepositoryCreationTemplateRequest(_UpdateRepositoryCreationTemplateRequestRequired, total=False):
    description: str
    encryptionConfiguration: EncryptionConfigurationForRepositoryCreationTemplate
    resourceTags: list[Tag]
    imageTagMutability: str
    imageTagMutabilityExclusionFilters: list[ImageTagMutabilityExclusionFilter]
    repositoryPolicy: str
    lifecyclePolicy: str
    appliedFor: list[str]
    customRoleArn: str


class UpdateRepositoryCreationTemplateResponse(TypedDict, total=False):
    registryId: str
    repositoryCreationTemplate: RepositoryCreationTemplate


class _UploadLayerPartRequestRequired(TypedDict):
    repositoryName: str
    uploadId: str
    partFirstByte: int
    partLastByte: int
    layerPartBlob: bytes


class UploadLayerPartRequest(_UploadLayerPartRequestRequired, total=False):
    registryId: str


class UploadLayerPartResponse(TypedDict, total=False):
    registryId: str
    repositoryName: str
    uploadId: str
    lastByteReceived: int


class _ValidatePullThroughCacheRuleRequestRequired(TypedDict):
    ecrRepositoryPrefix: str


class ValidatePullThroughCacheRuleRequest(_ValidatePullThroughCacheRuleRequestRequired, total=False):
    registryId: str


class ValidatePullThroughCacheRuleResponse(TypedDict, total=False):
    ecrRepositoryPrefix: str
    registryId: str
    upstreamRegistryUrl: str
    credentialArn: str
    customRoleArn: str
    upstreamRepositoryPrefix: str
    isValid: bool
    failure: str


class VulnerablePackage(TypedDict, total=False):
    arch: str
    epoch: int
    filePath: str
    name: str
    packageManager: str
    release: str
    sourceLayerHash: str
    version: str
    fixedInVersion: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "BatchCheckLayerAvailability",
    "BatchDeleteImage",
    "BatchGetImage",
    "BatchGetRepositoryScanningConfiguration",
    "CompleteLayerUpload",
    "CreatePullThroughCacheRule",
    "CreateRepository",
    "CreateRepositoryCreationTemplate",
    "DeleteLifecyclePolicy",
    "DeletePullThroughCacheRule",
    "DeleteRegistryPolicy",
    "DeleteRepository",
    "DeleteRepositoryCreationTemplate",
    "DeleteRepositoryPolicy",
    "DeleteSigningConfiguration",
    "DeregisterPullTimeUpdateExclusion",
    "DescribeImageReplicationStatus",
    "DescribeImageScanFindings",
    "DescribeImageSigningStatus",
    "DescribeImages",
    "DescribePullThroughCacheRules",
    "DescribeRegistry",
    "DescribeReplicationBackfillResults",
    "DescribeRepositories",
    "DescribeRepositoryCreationTemplates",
    "GetAccountSetting",
    "GetAuthorizationToken",
    "GetDownloadUrlForLayer",
    "GetLifecyclePolicy",
    "GetLifecyclePolicyPreview",
    "GetRegistryPolicy",
    "GetRegistryScanningConfiguration",
    "GetRepositoryPolicy",
    "GetSigningConfiguration",
    "InitiateLayerUpload",
    "ListImageReferrers",
    "ListImages",
    "ListPullTimeUpdateExclusions",
    "ListReplicationBackfills",
    "ListTagsForResource",
    "PutAccountSetting",
    "PutImage",
    "PutImageScanningConfiguration",
    "PutImageTagMutability",
    "PutLifecyclePolicy",
    "PutRegistryPolicy",
    "PutRegistryScanningConfiguration",
    "PutReplicationConfiguration",
    "PutSigningConfiguration",
    "RegisterPullTimeUpdateExclusion",
    "SetRepositoryPolicy",
    "StartImageScan",
    "StartLifecyclePolicyPreview",
    "StartReplicationBackfill",
    "StopReplicationBackfill",
    "TagResource",
    "UntagResource",
    "UpdateImageStorageClass",
    "UpdatePullThroughCacheRule",
    "UpdateRepositoryCreationTemplate",
    "UploadLayerPart",
    "ValidatePullThroughCacheRule",
)
