"""Typed requests and responses of codebuild's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types codebuild`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AutoRetryConfig(TypedDict, total=False):
    autoRetryLimit: int
    autoRetryNumber: int
    nextAutoRetry: str
    previousAutoRetry: str


class BatchDeleteBuildsRequest(TypedDict):
    ids: list[str]


class BatchDeleteBuildsResponse(TypedDict, total=False):
    buildsDeleted: list[str]
    buildsNotDeleted: list[BuildNotDeleted]


class BatchGetBuildBatchesRequest(TypedDict):
    ids: list[str]


class BatchGetBuildBatchesResponse(TypedDict, total=False):
    buildBatches: list[BuildBatch]
    buildBatchesNotFound: list[str]


class BatchGetBuildsRequest(TypedDict):
    ids: list[str]


class BatchGetBuildsResponse(TypedDict, total=False):
    builds: list[Build]
    buildsNotFound: list[str]


class BatchGetCommandExecutionsRequest(TypedDict):
    sandboxId: str
    commandExecutionIds: list[str]


class BatchGetCommandExecutionsResponse(TypedDict, total=False):
    commandExecutions: list[CommandExecution]
    commandExecutionsNotFound: list[str]


class BatchGetFleetsRequest(TypedDict):
    names: list[str]


class BatchGetFleetsResponse(TypedDict, total=False):
    fleets: list[Fleet]
    fleetsNotFound: list[str]


class BatchGetProjectsRequest(TypedDict):
    names: list[str]


class BatchGetProjectsResponse(TypedDict, total=False):
    projects: list[Project]
    projectsNotFound: list[str]


class BatchGetReportGroupsRequest(TypedDict):
    reportGroupArns: list[str]


class BatchGetReportGroupsResponse(TypedDict, total=False):
    reportGroups: list[ReportGroup]
    reportGroupsNotFound: list[str]


class BatchGetReportsRequest(TypedDict):
    reportArns: list[str]


class BatchGetReportsResponse(TypedDict, total=False):
    reports: list[Report]
    reportsNotFound: list[str]


class BatchGetSandboxesRequest(TypedDict):
    ids: list[str]


class BatchGetSandboxesResponse(TypedDict, total=False):
    sandboxes: list[Sandbox]
    sandboxesNotFound: list[str]


class BatchRestrictions(TypedDict, total=False):
    maximumBuildsAllowed: int
    computeTypesAllowed: list[str]
    fleetsAllowed: list[str]


class Build(TypedDict, total=False):
    id: str
    arn: str
    buildNumber: int
    startTime: datetime
    endTime: datetime
    currentPhase: str
    buildStatus: str
    sourceVersion: str
    resolvedSourceVersion: str
    projectName: str
    phases: list[BuildPhase]
    source: ProjectSource
    secondarySources: list[ProjectSource]
    secondarySourceVersions: list[ProjectSourceVersion]
    artifacts: BuildArtifacts
    secondaryArtifacts: list[BuildArtifacts]
    cache: ProjectCache
    environment: ProjectEnvironment
    serviceRole: str
    logs: LogsLocation
    timeoutInMinutes: int
    queuedTimeoutInMinutes: int
    buildComplete: bool
    initiator: str
    vpcConfig: VpcConfig
    networkInterface: NetworkInterface
    encryptionKey: str
    exportedEnvironmentVariables: list[ExportedEnvironmentVariable]
    reportArns: list[str]
    fileSystemLocations: list[ProjectFileSystemLocation]
    debugSession: DebugSession
    buildBatchArn: str
    autoRetryConfig: AutoRetryConfig


class BuildArtifacts(TypedDict, total=False):
    location: str
    sha256sum: str
    md5sum: str
    overrideArtifactName: bool
    encryptionDisabled: bool
    artifactIdentifier: str
    bucketOwnerAccess: str


class BuildBatch(TypedDict, total=False):
    id: str
    arn: str
    startTime: datetime
    endTime: datetime
    currentPhase: str
    buildBatchStatus: str
    sourceVersion: str
    resolvedSourceVersion: str
    projectName: str
    phases: list[BuildBatchPhase]
    source: ProjectSource
    secondarySources: list[ProjectSource]
    secondarySourceVersions: list[ProjectSourceVersion]
    artifacts: BuildArtifacts
    secondaryArtifacts: list[BuildArtifacts]
    cache: ProjectCache
    environment: ProjectEnvironment
    serviceRole: str
    logConfig: LogsConfig
    buildTimeoutInMinutes: int
    queuedTimeoutInMinutes: int
    complete: bool
    initiator: str
    vpcConfig: VpcConfig
    encryptionKey: str
    buildBatchNumber: int
    fileSystemLocations: list[ProjectFileSystemLocation]
    buildBatchConfig: ProjectBuildBatchConfig
    buildGroups: list[BuildGroup]
    debugSessionEnabled: bool
    reportArns: list[str]


class BuildBatchFilter(TypedDict, total=False):
    status: str


class BuildBatchPhase(TypedDict, total=False):
    phaseType: str
    phaseStatus: str
    startTime: datetime
    endTime: datetime
    durationInSeconds: int
    contexts: list[PhaseContext]


class BuildGroup(TypedDict, total=False):
    identifier: str
    dependsOn: list[str]
    ignoreFailure: bool
    currentBuildSummary: BuildSummary
    priorBuildSummaryList: list[BuildSummary]


class BuildNotDeleted(TypedDict, total=False):
    id: str
    statusCode: str


class BuildPhase(TypedDict, total=False):
    phaseType: str
    phaseStatus: str
    startTime: datetime
    endTime: datetime
    durationInSeconds: int
    contexts: list[PhaseContext]


class BuildStatusConfig(TypedDict, total=False):
    context: str
    targetUrl: str


class BuildSummary(TypedDict, total=False):
    arn: str
    requestedOn: datetime
    buildStatus: str
    primaryArtifact: ResolvedArtifact
    secondaryArtifacts: list[ResolvedArtifact]


class _CloudWatchLogsConfigRequired(TypedDict):
    status: str


class CloudWatchLogsConfig(_CloudWatchLogsConfigRequired, total=False):
    groupName: str
    streamName: str


class CodeCoverage(TypedDict, total=False):
    id: str
    reportARN: str
    filePath: str
    lineCoveragePercentage: float
    linesCovered: int
    linesMissed: int
    branchCoveragePercentage: float
    branchesCovered: int
    branchesMissed: int
    expired: datetime


class CodeCoverageReportSummary(TypedDict, total=False):
    lineCoveragePercentage: float
    linesCovered: int
    linesMissed: int
    branchCoveragePercentage: float
    branchesCovered: int
    branchesMissed: int


class CommandExecution(TypedDict, total=False):
    id: str
    sandboxId: str
    submitTime: datetime
    startTime: datetime
    endTime: datetime
    status: str
    command: str
    type: str
    exitCode: str
    standardOutputContent: str
    standardErrContent: str
    logs: LogsLocation
    sandboxArn: str


class ComputeConfiguration(TypedDict, total=False):
    vCpu: int
    memory: int
    disk: int
    machineType: str
    instanceType: str


class _CreateFleetRequestRequired(TypedDict):
    name: str
    baseCapacity: int
    environmentType: str
    computeType: str


class CreateFleetRequest(_CreateFleetRequestRequired, total=False):
    computeConfiguration: ComputeConfiguration
    scalingConfiguration: ScalingConfigurationInput
    overflowBehavior: str
    vpcConfig: VpcConfig
    proxyConfiguration: ProxyConfiguration
    imageId: str
    fleetServiceRole: str
    tags: list[Tag]


class CreateFleetResponse(TypedDict, total=False):
    fleet: Fleet


class _CreateProjectRequestRequired(TypedDict):
    name: str
    source: ProjectSource
    artifacts: ProjectArtifacts
    environment: ProjectEnvironment
    serviceRole: str


class CreateProjectRequest(_CreateProjectRequestRequired, total=False):
    description: str
    secondarySources: list[ProjectSource]
    sourceVersion: str
    secondarySourceVersions: list[ProjectSourceVersion]
    secondaryArtifacts: list[ProjectArtifacts]
    cache: ProjectCache
    timeoutInMinutes: int
    queuedTimeoutInMinutes: int
    encryptionKey: str
    tags: list[Tag]
    vpcConfig: VpcConfig
    badgeEnabled: bool
    logsConfig: LogsConfig
    fileSystemLocations: list[ProjectFileSystemLocation]
    buildBatchConfig: ProjectBuildBatchConfig
    concurrentBuildLimit: int
    autoRetryLimit: int


class CreateProjectResponse(TypedDict, total=False):
    project: Project


class _CreateReportGroupRequestRequired(TypedDict):
    name: str
    type: str
    exportConfig: ReportExportConfig


class CreateReportGroupRequest(_CreateReportGroupRequestRequired, total=False):
    tags: list[Tag]


class CreateReportGroupResponse(TypedDict, total=False):
    reportGroup: ReportGroup


class _CreateWebhookRequestRequired(TypedDict):
    projectName: str


class CreateWebhookRequest(_CreateWebhookRequestRequired, total=False):
    branchFilter: str
    filterGroups: list[list[WebhookFilter]]
    buildType: str
    manualCreation: bool
    scopeConfiguration: ScopeConfiguration
    pullRequestBuildPolicy: PullRequestBuildPolicy


class CreateWebhookResponse(TypedDict, total=False):
    webhook: Webhook


class DebugSession(TypedDict, total=False):
    sessionEnabled: bool
    sessionTarget: str


class DeleteBuildBatchRequest(TypedDict):
    id: str


class DeleteBuildBatchResponse(TypedDict, total=False):
    statusCode: str
    buildsDeleted: list[str]
    buildsNotDeleted: list[BuildNotDeleted]


class DeleteFleetRequest(TypedDict):
    arn: str


class DeleteFleetResponse(TypedDict, total=False):
    pass


class DeleteProjectRequest(TypedDict):
    name: str


class DeleteProjectResponse(TypedDict, total=False):
    pass


class _DeleteReportGroupRequestRequired(TypedDict):
    arn: str


class DeleteReportGroupRequest(_DeleteReportGroupRequestRequired, total=False):
    deleteReports: bool


class DeleteReportGroupResponse(TypedDict, total=False):
    pass


class DeleteReportRequest(TypedDict):
    arn: str


class DeleteReportResponse(TypedDict, total=False):
    pass


class DeleteResourcePolicyRequest(TypedDict):
    resourceArn: str


class DeleteResourcePolicyResponse(TypedDict, total=False):
    pass


class DeleteSourceCredentialsRequest(TypedDict):
    arn: str


class DeleteSourceCredentialsResponse(TypedDict, total=False):
    arn: str


class DeleteWebhookRequest(TypedDict):
    projectName: str


class DeleteWebhookResponse(TypedDict, total=False):
    pass


class _DescribeCodeCoveragesRequestRequired(TypedDict):
    reportArn: str


class DescribeCodeCoveragesRequest(_DescribeCodeCoveragesRequestRequired, total=False):
    nextToken: str
    maxResults: int
    sortOrder: str
    sortBy: str
    minLineCoveragePercentage: float
    maxLineCoveragePercentage: float


class DescribeCodeCoveragesResponse(TypedDict, total=False):
    nextToken: str
    codeCoverages: list[CodeCoverage]


class _DescribeTestCasesRequestRequired(TypedDict):
    reportArn: str


class DescribeTestCasesRequest(_DescribeTestCasesRequestRequired, total=False):
    nextToken: str
    maxResults: int
    filter: TestCaseFilter


class DescribeTestCasesResponse(TypedDict, total=False):
    nextToken: str
    testCases: list[TestCase]


class _DockerServerRequired(TypedDict):
    computeType: str


class DockerServer(_DockerServerRequired, total=False):
    securityGroupIds: list[str]
    status: DockerServerStatus


class DockerServerStatus(TypedDict, total=False):
    status: str
    message: str


class EnvironmentImage(TypedDict, total=False):
    name: str
    description: str
    versions: list[str]


class EnvironmentLanguage(TypedDict, total=False):
    language: str
    images: list[EnvironmentImage]


class EnvironmentPlatform(TypedDict, total=False):
    platform: str
    languages: list[EnvironmentLanguage]


class _EnvironmentVariableRequired(TypedDict):
    name: str
    value: str


class EnvironmentVariable(_EnvironmentVariableRequired, total=False):
    type: str


class ExportedEnvironmentVariable(TypedDict, total=False):
    name: str
    value: str


class Fleet(TypedDict, total=False):
    arn: str
    name: str
    id: str
    created: datetime
    lastModified: datetime
    status: FleetStatus
    baseCapacity: int
    environmentType: str
    computeType: str
    computeConfiguration: ComputeConfiguration
    scalingConfiguration: ScalingConfigurationOutput
    overflowBehavior: str
    vpcConfig: VpcConfig
    proxyConfiguration: ProxyConfiguration
    imageId: str
    fleetServiceRole: str
    tags: list[Tag]


class FleetProxyRule(TypedDict):
    type: str
    effect: str
    entities: list[str]


class FleetStatus(TypedDict, total=False):
    statusCode: str
    context: str
    message: str


class _GetReportGroupTrendRequestRequired(TypedDict):
    reportGroupArn: str
    trendField: str


class GetReportGroupTrendRequest(_GetReportGroupTrendRequestRequired, total=False):
    numOfReports: int


class GetReportGroupTrendResponse(TypedDict, total=False):
    stats: ReportGroupTrendStats
    rawData: list[ReportWithRawData]


class GetResourcePolicyRequest(TypedDict):
    resourceArn: str


class GetResourcePolicyResponse(TypedDict, total=False):
    policy: str


class GitSubmodulesConfig(TypedDict):
    fetchSubmodules: bool


class _ImportSourceCredentialsRequestRequired(TypedDict):
    token: str
    serverType: str
    authType: str


class ImportSourceCredentialsRequest(_ImportSourceCredentialsRequestRequired, total=False):
    username: str
    shouldOverwrite: bool


class ImportSourceCredentialsResponse(TypedDict, total=False):
    arn: str


class InvalidateProjectCacheRequest(TypedDict):
    projectName: str


class InvalidateProjectCacheResponse(TypedDict, total=False):
    pass


class ListBuildBatchesForProjectRequest(TypedDict, total=False):
    projectName: str
    filter: BuildBatchFilter
    maxResults: int
    sortOrder: str
    nextToken: str


class ListBuildBatchesForProjectResponse(TypedDict, total=False):
    ids: list[str]
    nextToken: str


class ListBuildBatchesRequest(TypedDict, total=False):
    filter: BuildBatchFilter
    maxResults: int
    sortOrder: str
    nextToken: str


class ListBuildBatchesResponse(TypedDict, total=False):
    ids: list[str]
    nextToken: str


class _ListBuildsForProjectRequestRequired(TypedDict):
    projectName: str


class ListBuildsForProjectRequest(_ListBuildsForProjectRequestRequired, total=False):
    sortOrder: str
    nextToken: str


class ListBuildsForProjectResponse(TypedDict, total=False):
    ids: list[str]
    nextToken: str


class ListBuildsRequest(TypedDict, total=False):
    sortOrder: str
    nextToken: str


class ListBuildsResponse(TypedDict, total=False):
    ids: list[str]
    nextToken: str


class _ListCommandExecutionsForSandboxRequestRequired(TypedDict):
    sandboxId: str


class ListCommandExecutionsForSandboxRequest(_ListCommandExecutionsForSandboxRequestRequired, total=False):
    maxResults: int
    sortOrder: str
    nextToken: str


class ListCommandExecutionsForSandboxResponse(TypedDict, total=False):
    commandExecutions: list[CommandExecution]
    nextToken: str


class ListCuratedEnvironmentImagesRequest(TypedDict, total=False):
    pass


class ListCuratedEnvironmentImagesResponse(TypedDict, total=False):
    platforms: list[EnvironmentPlatform]


class ListFleetsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int
    sortOrder: str
    sortBy: str


class ListFleetsResponse(TypedDict, total=False):
    nextToken: str
    fleets: list[str]


class ListProjectsRequest(TypedDict, total=False):
    sortBy: str
    sortOrder: str
    nextToken: str


class ListProjectsResponse(TypedDict, total=False):
    nextToken: str
    projects: list[str]


class ListReportGroupsRequest(TypedDict, total=False):
    sortOrder: str
    sortBy: str
    nextToken: str
    maxResults: int


class ListReportGroupsResponse(TypedDict, total=False):
    nextToken: str
    reportGroups: list[str]


class _ListReportsForReportGroupRequestRequired(TypedDict):
    reportGroupArn: str


class ListReportsForReportGroupRequest(_ListReportsForReportGroupRequestRequired, total=False):
    nextToken: str
    sortOrder: str
    maxResults: int
    filter: ReportFilter


class ListReportsForReportGroupResponse(TypedDict, total=False):
    nextToken: str
    reports: list[str]


class ListReportsRequest(TypedDict, total=False):
    sortOrder: str
    nextToken: str
    maxResults: int
    filter: ReportFilter


class ListReportsResponse(TypedDict, total=False):
    nextToken: str
    reports: list[str]


class _ListSandboxesForProjectRequestRequired(TypedDict):
    projectName: str


class ListSandboxesForProjectRequest(_ListSandboxesForProjectRequestRequired, total=False):
    maxResults: int
    sortOrder: str
    nextToken: str


class ListSandboxesForProjectResponse(TypedDict, total=False):
    ids: list[str]
    nextToken: str


class ListSandboxesRequest(TypedDict, total=False):
    maxResults: int
    sortOrder: str
    nextToken: str


class ListSandboxesResponse(TypedDict, total=False):
    ids: list[str]
    nextToken: str


class ListSharedProjectsRequest(TypedDict, total=False):
    sortBy: str
    sortOrder: str
    maxResults: int
    nextToken: str


class ListSharedProjectsResponse(TypedDict, total=False):
    nextToken: str
    projects: list[str]


class ListSharedReportGroupsRequest(TypedDict, total=False):
    sortOrder: str
    sortBy: str
    nextToken: str
    maxResults: int


class ListSharedReportGroupsResponse(TypedDict, total=False):
    nextToken: str
    reportGroups: list[str]


class ListSourceCredentialsRequest(TypedDict, total=False):
    pass


class ListSourceCredentialsResponse(TypedDict, total=False):
    sourceCredentialsInfos: list[SourceCredentialsInfo]


class LogsConfig(TypedDict, total=False):
    cloudWatchLogs: CloudWatchLogsConfig
    s3Logs: S3LogsConfig


class LogsLocation(TypedDict, total=False):
    groupName: str
    streamName: str
    deepLink: str
    s3DeepLink: str
    cloudWatchLogsArn: str
    s3LogsArn: str
    cloudWatchLogs: CloudWatchLogsConfig
    s3Logs: S3LogsConfig


class NetworkInterface(TypedDict, total=False):
    subnetId: str
    networkInterfaceId: str


class PhaseContext(TypedDict, total=False):
    statusCode: str
    message: str


class Project(TypedDict, total=False):
    name: str
    arn: str
    description: str
    source: ProjectSource
    secondarySources: list[ProjectSource]
    sourceVersion: str
    secondarySourceVersions: list[ProjectSourceVersion]
    artifacts: ProjectArtifacts
    secondaryArtifacts: list[ProjectArtifacts]
    cache: ProjectCache
    environment: ProjectEnvironment
    serviceRole: str
    timeoutInMinutes: int
    queuedTimeoutInMinutes: int
    encryptionKey: str
    tags: list[Tag]
    created: datetime
    lastModified: datetime
    webhook: Webhook
    vpcConfig: VpcConfig
    badge: ProjectBadge
    logsConfig: LogsConfig
    fileSystemLocations: list[ProjectFileSystemLocation]
    buildBatchConfig: ProjectBuildBatchConfig
    concurrentBuildLimit: int
    projectVisibility: str
    publicProjectAlias: str
    resourceAccessRole: str
    autoRetryLimit: int


class _ProjectArtifactsRequired(TypedDict):
    type: str


class ProjectArtifacts(_ProjectArtifactsRequired, total=False):
    location: str
    path: str
    namespaceType: str
    name: str
    packaging: str
    overrideArtifactName: bool
    encryptionDisabled: bool
    artifactIdentifier: str
    bucketOwnerAccess: str


class ProjectBadge(TypedDict, total=False):
    badgeEnabled: bool
    badgeRequestUrl: str


class ProjectBuildBatchConfig(TypedDict, total=False):
    serviceRole: str
    combineArtifacts: bool
    restrictions: BatchRestrictions
    timeoutInMins: int
    batchReportMode: str


class _ProjectCacheRequired(TypedDict):
    type: str


class ProjectCache(_ProjectCacheRequired, total=False):
    location: str
    modes: list[str]
    cacheNamespace: str


class _ProjectEnvironmentRequired(TypedDict):
    type: str
    image: str
    computeType: str


class ProjectEnvironment(_ProjectEnvironmentRequired, total=False):
    computeConfiguration: ComputeConfiguration
    fleet: ProjectFleet
    environmentVariables: list[EnvironmentVariable]
    privilegedMode: bool
    certificate: str
    registryCredential: RegistryCredential
    imagePullCredentialsType: str
    dockerServer: DockerServer
    hostKernel: str


class ProjectFileSystemLocation(TypedDict, total=False):
    type: str
    location: str
    mountPoint: str
    identifier: str
    mountOptions: str


class ProjectFleet(TypedDict, total=False):
    fleetArn: str


class _ProjectSourceRequired(TypedDict):
    type: str


class ProjectSource(_ProjectSourceRequired, total=False):
    location: str
    gitCloneDepth: int
    gitSubmodulesConfig: GitSubmodulesConfig
    buildspec: str
    auth: SourceAuth
    reportBuildStatus: bool
    buildStatusConfig: BuildStatusConfig
    insecureSsl: bool
    sourceIdentifier: str


class ProjectSourceVersion(TypedDict):
    sourceIdentifier: str
    sourceVersion: str


class ProxyConfiguration(TypedDict, total=False):
    defaultBehavior: str
    orderedProxyRules: list[FleetProxyRule]


class _PullRequestBuildPolicyRequired(TypedDict):
    requiresCommentApproval: str


class PullRequestBuildPolicy(_PullRequestBuildPolicyRequired, total=False):
    approverRoles: list[str]


class PutResourcePolicyRequest(TypedDict):
    policy: str
    resourceArn: str


class PutResourcePolicyResponse(TypedDict, total=False):
    resourceArn: str


class RegistryCredential(TypedDict):
    credential: str
    credentialProvider: str


class Report(TypedDict, total=False):
    arn: str
    type: str
    name: str
    reportGroupArn: str
    executionId: str
    status: str
    created: datetime
    expired: datetime
    exportConfig: ReportExportConfig
    truncated: bool
    testSummary: TestReportSummary
    codeCoverageSummary: CodeCoverageReportSummary


class ReportExportConfig(TypedDict, total=False):
    exportConfigType: str
    s3Destination: S3ReportExportConfig


class ReportFilter(TypedDict, total=False):
    status: str


class ReportGroup(TypedDict, total=False):
    arn: str
    name: str
    type: str
    exportConfig: ReportExportConfig
    created: datetime
    lastModified: datetime
    tags: list[Tag]
    status: str


class ReportGroupTrendStats(TypedDict, total=False):
    average: str
    max: str
    min: str


class ReportWithRawData(TypedDict, total=False):
    reportArn: str
    data: str


class ResolvedArtifact(TypedDict, total=False):
    type: str
    location: str
    identifier: str


class RetryBuildBatchRequest(TypedDict, total=False):
    id: str
    idempotencyToken: str
    retryType: str


class RetryBuildBatchResponse(TypedDict, total=False):
    buildBatch: BuildBatch


class RetryBuildRequest(TypedDict, total=False):
    id: str
    idempotencyToken: str


class RetryBuildResponse(TypedDict, total=False):
    build: Build


class _S3LogsConfigRequired(TypedDict):
    status: str


class S3LogsConfig(_S3LogsConfigRequired, total=False):
    location: str
    encryptionDisabled: bool
    bucketOwnerAccess: str


class S3ReportExportConfig(TypedDict, total=False):
    bucket: str
    bucketOwner: str
    path: str
    packaging: str
    encryptionKey: str
    encryptionDisabled: bool


class SSMSession(TypedDict, total=False):
    sessionId: str
    tokenValue: str
    streamUrl: str


class Sandbox(TypedDict, total=False):
    id: str
    arn: str
    projectName: str
    requestTime: datetime
    startTime: datetime
    endTime: datetime
    status: str
    source: ProjectSource
    sourceVersion: str
    secondarySources: list[ProjectSource]
    secondarySourceVersions: list[ProjectSourceVersion]
    environment: ProjectEnvironment
    fileSystemLocations: list[ProjectFileSystemLocation]
    timeoutInMinutes: int
    queuedTimeoutInMinutes: int
    vpcConfig: VpcConfig
    logConfig: LogsConfig
    encryptionKey: str
    serviceRole: str
    currentSession: SandboxSession


class SandboxSession(TypedDict, total=False):
    id: str
    status: str
    startTime: datetime
    endTime: datetime
    currentPhase: str
    phases: list[SandboxSessionPhase]
    resolvedSourceVersion: str
    logs: LogsLocation
    networkInterface: NetworkInterface


class SandboxSessionPhase(TypedDict, total=False):
    phaseType: str
    phaseStatus: str
    startTime: datetime
    endTime: datetime
    durationInSeconds: int
    contexts: list[PhaseContext]


class ScalingConfigurationInput(TypedDict, total=False):
    scalingType: str
    targetTrackingScalingConfigs: list[TargetTrackingScalingConfiguration]
    maxCapacity: int


class ScalingConfigurationOutput(TypedDict, total=False):
    scalingType: str
    targetTrackingScalingConfigs: list[TargetTrackingScalingConfiguration]
    maxCapacity: int
    desiredCapacity: int


class _ScopeConfigurationRequired(TypedDict):
    name: str
    scope: str


class ScopeConfiguration(_ScopeConfigurationRequired, total=False):
    domain: str


class _SourceAuthRequired(TypedDict):
    type: str


class SourceAuth(_SourceAuthRequired, total=False):
    resource: str


class SourceCredentialsInfo(TypedDict, total=False):
    arn: str
    serverType: str
    authType: str
    resource: str


class _StartBuildBatchRequestRequired(TypedDict):
    projectName: str


class StartBuildBatchRequest(_StartBuildBatchRequestRequired, total=False):
    secondarySourcesOverride: list[ProjectSource]
    secondarySourcesVersionOverride: list[ProjectSourceVersion]
    sourceVersion: str
    artifactsOverride: ProjectArtifacts
    secondaryArtifactsOverride: list[ProjectArtifacts]
    environmentVariablesOverride: list[EnvironmentVariable]
    sourceTypeOverride: str
    sourceLocationOverride: str
    sourceAuthOverride: SourceAuth
    gitCloneDepthOverride: int
    gitSubmodulesConfigOverride: GitSubmodulesConfig
    buildspecOverride: str
    insecureSslOverride: bool
    reportBuildBatchStatusOverride: bool
    environmentTypeOverride: str
    imageOverride: str
    computeTypeOverride: str
    certificateOverride: str
    cacheOverride: ProjectCache
    serviceRoleOverride: str
    privilegedModeOverride: bool
    buildTimeoutInMinutesOverride: int
    queuedTimeoutInMinutesOverride: int
    encryptionKeyOverride: str
    idempotencyToken: str
    logsConfigOverride: LogsConfig
    registryCredentialOverride: RegistryCredential
    imagePullCredentialsTypeOverride: str
    buildBatchConfigOverride: ProjectBuildBatchConfig
    debugSessionEnabled: bool


class StartBuildBatchResponse(TypedDict, total=False):
    buildBatch: BuildBatch


class _StartBuildRequestRequired(TypedDict):
    projectName: str


class StartBuildRequest(_StartBuildRequestRequired, total=False):
    secondarySourcesOverride: list[ProjectSource]
    secondarySourcesVersionOverride: list[ProjectSourceVersion]
    sourceVersion: str
    artifactsOverride: ProjectArtifacts
    secondaryArtifactsOverride: list[ProjectArtifacts]
    environmentVariablesOverride: list[EnvironmentVariable]
    sourceTypeOverride: str
    sourceLocationOverride: str
    sourceAuthOverride: SourceAuth
    gitCloneDepthOverride: int
    gitSubmodulesConfigOverride: GitSubmodulesConfig
    buildspecOverride: str
    insecureSslOverride: bool
    reportBuildStatusOverride: bool
    buildStatusConfigOverride: BuildStatusConfig
    environmentTypeOverride: str
    imageOverride: str
    computeTypeOverride: str
    certificateOverride: str
    cacheOverride: ProjectCache
    serviceRoleOverride: str
    privilegedModeOverride: bool
    timeoutInMinutesOverride: int
    queuedTimeoutInMinutesOverride: int
    encryptionKeyOverride: str
    idempotencyToken: str
    logsConfigOverride: LogsConfig
    registryCredentialOverride: RegistryCredential
    imagePullCredentialsTypeOverride: str
    debugSessionEnabled: bool
    fleetOverride: ProjectFleet
    autoRetryLimitOverride: int
    hostKernelOverride: str


class StartBuildResponse(TypedDict, total=False):
    build: Build


class _StartCommandExecutionRequestRequired(TypedDict):
    sandboxId: str
    command: str


class StartCommandExecutionRequest(_StartCommandExecutionRequestRequired, total=False):
    type: str


class StartCommandExecutionResponse(TypedDict, total=False):
    commandExecution: CommandExecution


class StartSandboxConnectionRequest(TypedDict):
    sandboxId: str


class StartSandboxConnectionResponse(TypedDict, total=False):
    ssmSession: SSMSession


class StartSandboxRequest(TypedDict, total=False):
    projectName: str
    idempotencyToken: str


class StartSandboxResponse(TypedDict, total=False):
    sandbox: Sandbox


class StopBuildBatchRequest(TypedDict):
    id: str


class StopBuildBatchResponse(TypedDict, total=False):
    buildBatch: BuildBatch


class StopBuildRequest(TypedDict):
    id: str


class StopBuildResponse(TypedDict, total=False):
    build: Build


class StopSandboxRequest(TypedDict):
    id: str


class StopSandboxResponse(TypedDict, total=False):
    sandbox: Sandbox


class Tag(TypedDict, total=False):
    key: str
    value: str


class TargetTrackingScalingConfiguration(TypedDict, total=False):
    metricType: str
    targetValue: float


class TestCase(TypedDict, total=False):
    reportArn: str
    testRawDataPath: str
    prefix: str
    name: str
    status: str
    durationInNanoSeconds: int
    message: str
    expired: datetime
    testSuiteName: str


class TestCaseFilter(TypedDict, total=False):
    status: str
    keyword: str


class TestReportSummary(TypedDict):
    total: int
    statusCounts: dict[str, int]
    durationInNanoSeconds: int


class _UpdateFleetRequestRequired(TypedDict):
    arn: str


class UpdateFleetRequest(_UpdateFleetRequestRequired, total=False):
    baseCapacity: int
    environmentType: str
    computeType: str
    computeConfiguration: ComputeConfiguration
    scalingConfiguration: ScalingConfigurationInput
    overflowBehavior: str
    vpcConfig: VpcConfig
    proxyConfiguration: ProxyConfiguration
    imageId: str
    fleetServiceRole: str
    tags: list[Tag]


class UpdateFleetResponse(TypedDict, total=False):
    fleet: Fleet


class _UpdateProjectRequestRequired(TypedDict):
    name: str


class UpdateProjectRequest(_UpdateProjectRequestRequired, total=False):
    description: str
    source: ProjectSource
    secondarySources: list[ProjectSource]
    sourceVersion: str
    secondarySourceVersions: list[ProjectSourceVersion]
    artifacts: ProjectArtifacts
    secondaryArtifacts: list[ProjectArtifacts]
    cache: ProjectCache
    environment: ProjectEnvironment
    serviceRole: str
    timeoutInMinutes: int
    queuedTimeoutInMinutes: int
    encryptionKey: str
    tags: list[Tag]
    vpcConfig: VpcConfig
    badgeEnabled: bool
    logsConfig: LogsConfig
    fileSystemLocations: list[ProjectFileSystemLocation]
    buildBatchConfig: ProjectBuildBatchConfig
    concurrentBuildLimit: int
    autoRetryLimit: int


class UpdateProjectResponse(TypedDict, total=False):
    project: Project


class _UpdateProjectVisibilityRequestRequired(TypedDict):
    projectArn: str
    projectVisibility: str


class UpdateProjectVisibilityRequest(_UpdateProjectVisibilityRequestRequired, total=False):
    resourceAccessRole: str


class UpdateProjectVisibilityResponse(TypedDict, total=False):
    projectArn: str
    publicProjectAlias: str
    projectVisibility: str


class _UpdateReportGroupRequestRequired(TypedDict):
    arn: str


class UpdateReportGroupRequest(_UpdateReportGroupRequestRequired, total=False):
    exportConfig: ReportExportConfig
    tags: list[Tag]


class UpdateReportGroupResponse(TypedDict, total=False):
    reportGroup: ReportGroup


class _UpdateWebhookRequestRequired(TypedDict):
    projectName: str


class UpdateWebhookRequest(_UpdateWebhookRequestRequired, total=False):
    branchFilter: str
    rotateSecret: bool
    filterGroups: list[list[WebhookFilter]]
    buildType: str
    pullRequestBuildPolicy: PullRequestBuildPolicy


class UpdateWebhookResponse(TypedDict, total=False):
    webhook: Webhook


class VpcConfig(TypedDict, total=False):
    vpcId: str
    subnets: list[str]
    securityGroupIds: list[str]


class Webhook(TypedDict, total=False):
    url: str
    payloadUrl: str
    secret: str
    branchFilter: str
    filterGroups: list[list[WebhookFilter]]
    buildType: str
    manualCreation: bool
    lastModifiedSecret: datetime
    scopeConfiguration: ScopeConfiguration
    status: str
    statusMessage: str
    pullRequestBuildPolicy: PullRequestBuildPolicy


class _WebhookFilterRequired(TypedDict):
    type: str
    pattern: str


class WebhookFilter(_WebhookFilterRequired, total=False):
    excludeMatchedPattern: bool


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "BatchDeleteBuilds",
    "BatchGetBuildBatches",
    "BatchGetBuilds",
    "BatchGetCommandExecutions",
    "BatchGetFleets",
    "BatchGetProjects",
    "BatchGetReportGroups",
    "BatchGetReports",
    "BatchGetSandboxes",
    "CreateFleet",
    "CreateProject",
    "CreateReportGroup",
    "CreateWebhook",
    "DeleteBuildBatch",
    "DeleteFleet",
    "DeleteProject",
    "DeleteReport",
    "DeleteReportGroup",
    "DeleteResourcePolicy",
    "DeleteSourceCredentials",
    "DeleteWebhook",
    "DescribeCodeCoverages",
    "DescribeTestCases",
    "GetReportGroupTrend",
    "GetResourcePolicy",
    "ImportSourceCredentials",
    "InvalidateProjectCache",
    "ListBuildBatches",
    "ListBuildBatchesForProject",
    "ListBuilds",
    "ListBuildsForProject",
    "ListCommandExecutionsForSandbox",
    "ListCuratedEnvironmentImages",
    "ListFleets",
    "ListProjects",
    "ListReportGroups",
    "ListReports",
    "ListReportsForReportGroup",
    "ListSandboxes",
    "ListSandboxesForProject",
    "ListSharedProjects",
    "ListSharedReportGroups",
    "ListSourceCredentials",
    "PutResourcePolicy",
    "RetryBuild",
    "RetryBuildBatch",
    "StartBuild",
    "StartBuildBatch",
    "StartCommandExecution",
    "StartSandbox",
    "StartSandboxConnection",
    "StopBuild",
    "StopBuildBatch",
    "StopSandbox",
    "UpdateFleet",
    "UpdateProject",
    "UpdateProjectVisibility",
    "UpdateReportGroup",
    "UpdateWebhook",
)
