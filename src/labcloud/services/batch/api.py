"""Typed requests and responses of batch's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types batch`` writes this file.
"""

from __future__ import annotations

from typing import TypedDict


class ArrayProperties(TypedDict, total=False):
    size: int


class ArrayPropertiesDetail(TypedDict, total=False):
    statusSummary: dict[str, int]
    statusSummaryLastUpdatedAt: int
    size: int
    index: int


class ArrayPropertiesSummary(TypedDict, total=False):
    size: int
    index: int
    statusSummary: dict[str, int]
    statusSummaryLastUpdatedAt: int


class AttemptContainerDetail(TypedDict, total=False):
    containerInstanceArn: str
    taskArn: str
    exitCode: int
    reason: str
    logStreamName: str
    networkInterfaces: list[NetworkInterface]


class AttemptDetail(TypedDict, total=False):
    container: AttemptContainerDetail
    startedAt: int
    stoppedAt: int
    statusReason: str
    taskProperties: list[AttemptEcsTaskDetails]


class AttemptEcsTaskDetails(TypedDict, total=False):
    containerInstanceArn: str
    taskArn: str
    containers: list[AttemptTaskContainerDetails]


class AttemptTaskContainerDetails(TypedDict, total=False):
    exitCode: int
    name: str
    reason: str
    logStreamName: str
    networkInterfaces: list[NetworkInterface]


class CancelJobRequest(TypedDict):
    jobId: str
    reason: str


class CancelJobResponse(TypedDict, total=False):
    pass


class CancelJobsErrorDetail(TypedDict):
    job: str
    code: str
    message: str


class CancelJobsRequest(TypedDict):
    jobs: list[str]
    reason: str


class CancelJobsResponse(TypedDict):
    successful: list[str]
    errors: list[CancelJobsErrorDetail]


class CapacityLimit(TypedDict, total=False):
    maxCapacity: int
    capacityUnit: str


class CapacityReservationRequest(TypedDict, total=False):
    reservationGroupArn: str
    reservationPreference: str


class _ComputeEnvironmentDetailRequired(TypedDict):
    computeEnvironmentName: str
    computeEnvironmentArn: str


class ComputeEnvironmentDetail(_ComputeEnvironmentDetailRequired, total=False):
    unmanagedvCpus: int
    ecsClusterArn: str
    tags: dict[str, str]
    type: str
    state: str
    status: str
    statusReason: str
    computeResources: ComputeResource
    serviceRole: str
    updatePolicy: UpdatePolicy
    eksConfiguration: EksConfiguration
    containerOrchestrationType: str
    uuid: str
    context: str
    ecsSettings: EcsSettings


class ComputeEnvironmentOrder(TypedDict):
    order: int
    computeEnvironment: str


class _ComputeResourceRequired(TypedDict):
    type: str
    maxvCpus: int


class ComputeResource(_ComputeResourceRequired, total=False):
    allocationStrategy: str
    minvCpus: int
    desiredvCpus: int
    instanceTypes: list[str]
    imageId: str
    subnets: list[str]
    securityGroupIds: list[str]
    ec2KeyPair: str
    instanceRole: str
    tags: dict[str, str]
    placementGroup: str
    bidPercentage: int
    spotIamFleetRole: str
    launchTemplate: LaunchTemplateSpecification
    ec2Configuration: list[Ec2Configuration]
    scalingPolicy: ComputeScalingPolicy
    managedInstancesProvider: ManagedInstancesProvider
    capacityTags: dict[str, str]


class ComputeResourceUpdate(TypedDict, total=False):
    minvCpus: int
    maxvCpus: int
    desiredvCpus: int
    subnets: list[str]
    securityGroupIds: list[str]
    allocationStrategy: str
    instanceTypes: list[str]
    ec2KeyPair: str
    instanceRole: str
    tags: dict[str, str]
    placementGroup: str
    bidPercentage: int
    launchTemplate: LaunchTemplateSpecification
    ec2Configuration: list[Ec2Configuration]
    updateToLatestImageVersion: bool
    type: str
    imageId: str
    scalingPolicy: ComputeScalingPolicy
    managedInstancesProvider: UpdateManagedInstancesProviderConfiguration
    capacityTags: dict[str, str]


class ComputeScalingPolicy(TypedDict, total=False):
    minScaleDownDelayMinutes: int


class ConsumableResourceProperties(TypedDict, total=False):
    consumableResourceList: list[ConsumableResourceRequirement]


class ConsumableResourceRequirement(TypedDict, total=False):
    consumableResource: str
    quantity: int


class _ConsumableResourceSummaryRequired(TypedDict):
    consumableResourceArn: str
    consumableResourceName: str


class ConsumableResourceSummary(_ConsumableResourceSummaryRequired, total=False):
    totalQuantity: int
    inUseQuantity: int
    resourceType: str


class ContainerDetail(TypedDict, total=False):
    image: str
    vcpus: int
    memory: int
    command: list[str]
    jobRoleArn: str
    executionRoleArn: str
    volumes: list[Volume]
    environment: list[KeyValuePair]
    mountPoints: list[MountPoint]
    readonlyRootFilesystem: bool
    ulimits: list[Ulimit]
    privileged: bool
    user: str
    exitCode: int
    reason: str
    containerInstanceArn: str
    taskArn: str
    logStreamName: str
    instanceType: str
    networkInterfaces: list[NetworkInterface]
    resourceRequirements: list[ResourceRequirement]
    linuxParameters: LinuxParameters
    logConfiguration: LogConfiguration
    secrets: list[Secret]
    networkConfiguration: NetworkConfiguration
    fargatePlatformConfiguration: FargatePlatformConfiguration
    ephemeralStorage: EphemeralStorage
    runtimePlatform: RuntimePlatform
    repositoryCredentials: RepositoryCredentials
    enableExecuteCommand: bool


class ContainerOverrides(TypedDict, total=False):
    vcpus: int
    memory: int
    command: list[str]
    instanceType: str
    environment: list[KeyValuePair]
    resourceRequirements: list[ResourceRequirement]


class ContainerProperties(TypedDict, total=False):
    image: str
    vcpus: int
    memory: int
    command: list[str]
    jobRoleArn: str
    executionRoleArn: str
    volumes: list[Volume]
    environment: list[KeyValuePair]
    mountPoints: list[MountPoint]
    readonlyRootFilesystem: bool
    privileged: bool
    ulimits: list[Ulimit]
    user: str
    instanceType: str
    resourceRequirements: list[ResourceRequirement]
    linuxParameters: LinuxParameters
    logConfiguration: LogConfiguration
    secrets: list[Secret]
    networkConfiguration: NetworkConfiguration
    fargatePlatformConfiguration: FargatePlatformConfiguration
    enableExecuteCommand: bool
    ephemeralStorage: EphemeralStorage
    runtimePlatform: RuntimePlatform
    repositoryCredentials: RepositoryCredentials


class ContainerSummary(TypedDict, total=False):
    exitCode: int
    reason: str


class _CreateComputeEnvironmentRequestRequired(TypedDict):
    computeEnvironmentName: str
    type: str


class CreateComputeEnvironmentRequest(_CreateComputeEnvironmentRequestRequired, total=False):
    state: str
    unmanagedvCpus: int
    computeResources: ComputeResource
    serviceRole: str
    tags: dict[str, str]
    eksConfiguration: EksConfiguration
    context: str
    ecsSettings: EcsSettings


class CreateComputeEnvironmentResponse(TypedDict, total=False):
    computeEnvironmentName: str
    computeEnvironmentArn: str


class _CreateConsumableResourceRequestRequired(TypedDict):
    consumableResourceName: str


class CreateConsumableResourceRequest(_CreateConsumableResourceRequestRequired, total=False):
    totalQuantity: int
    resourceType: str
    tags: dict[str, str]


class CreateConsumableResourceResponse(TypedDict):
    consumableResourceName: str
    consumableResourceArn: str


class _CreateJobQueueRequestRequired(TypedDict):
    jobQueueName: str
    priority: int


class CreateJobQueueRequest(_CreateJobQueueRequestRequired, total=False):
    state: str
    schedulingPolicyArn: str
    computeEnvironmentOrder: list[ComputeEnvironmentOrder]
    serviceEnvironmentOrder: list[ServiceEnvironmentOrder]
    jobQueueType: str
    tags: dict[str, str]
    jobStateTimeLimitActions: list[JobStateTimeLimitAction]


class CreateJobQueueResponse(TypedDict):
    jobQueueName: str
    jobQueueArn: str


class _CreateQuotaShareRequestRequired(TypedDict):
    quotaShareName: str
    jobQueue: str
    capacityLimits: list[QuotaShareCapacityLimit]
    resourceSharingConfiguration: QuotaShareResourceSharingConfiguration
    preemptionConfiguration: QuotaSharePreemptionConfiguration


class CreateQuotaShareRequest(_CreateQuotaShareRequestRequired, total=False):
    state: str
    tags: dict[str, str]


class CreateQuotaShareResponse(TypedDict, total=False):
    quotaShareName: str
    quotaShareArn: str


class _CreateSchedulingPolicyRequestRequired(TypedDict):
    name: str


class CreateSchedulingPolicyRequest(_CreateSchedulingPolicyRequestRequired, total=False):
    quotaSharePolicy: QuotaSharePolicy
    fairsharePolicy: FairsharePolicy
    tags: dict[str, str]


class CreateSchedulingPolicyResponse(TypedDict):
    name: str
    arn: str


class _CreateServiceEnvironmentRequestRequired(TypedDict):
    serviceEnvironmentName: str
    serviceEnvironmentType: str
    capacityLimits: list[CapacityLimit]


class CreateServiceEnvironmentRequest(_CreateServiceEnvironmentRequestRequired, total=False):
    state: str
    tags: dict[str, str]


class CreateServiceEnvironmentResponse(TypedDict):
    serviceEnvironmentName: str
    serviceEnvironmentArn: str


class DeleteComputeEnvironmentRequest(TypedDict):
    computeEnvironment: str


class DeleteComputeEnvironmentResponse(TypedDict, total=False):
    pass


class DeleteConsumableResourceRequest(TypedDict):
    consumableResource: str


class DeleteConsumableResourceResponse(TypedDict, total=False):
    pass


class DeleteJobQueueRequest(TypedDict):
    jobQueue: str


class DeleteJobQueueResponse(TypedDict, total=False):
    pass


class DeleteQuotaShareRequest(TypedDict):
    quotaShareArn: str


class DeleteQuotaShareResponse(TypedDict, total=False):
    pass


class DeleteSchedulingPolicyRequest(TypedDict):
    arn: str


class DeleteSchedulingPolicyResponse(TypedDict, total=False):
    pass


class DeleteServiceEnvironmentRequest(TypedDict):
    serviceEnvironment: str


class DeleteServiceEnvironmentResponse(TypedDict, total=False):
    pass


class DeregisterJobDefinitionRequest(TypedDict):
    jobDefinition: str


class DeregisterJobDefinitionResponse(TypedDict, total=False):
    pass


class DescribeComputeEnvironmentsRequest(TypedDict, total=False):
    computeEnvironments: list[str]
    maxResults: int
    nextToken: str


class DescribeComputeEnvironmentsResponse(TypedDict, total=False):
    computeEnvironments: list[ComputeEnvironmentDetail]
    nextToken: str


class DescribeConsumableResourceRequest(TypedDict):
    consumableResource: str


class _DescribeConsumableResourceResponseRequired(TypedDict):
    consumableResourceName: str
    consumableResourceArn: str


class DescribeConsumableResourceResponse(_DescribeConsumableResourceResponseRequired, total=False):
    totalQuantity: int
    inUseQuantity: int
    availableQuantity: int
    resourceType: str
    createdAt: int
    tags: dict[str, str]


class DescribeJobDefinitionsRequest(TypedDict, total=False):
    jobDefinitions: list[str]
    maxResults: int
    jobDefinitionName: str
    status: str
    nextToken: str


class DescribeJobDefinitionsResponse(TypedDict, total=False):
    jobDefinitions: list[JobDefinition]
    nextToken: str


class DescribeJobQueuesRequest(TypedDict, total=False):
    jobQueues: list[str]
    maxResults: int
    nextToken: str


class DescribeJobQueuesResponse(TypedDict, total=False):
    jobQueues: list[JobQueueDetail]
    nextToken: str


class DescribeJobsRequest(TypedDict):
    jobs: list[str]


class DescribeJobsResponse(TypedDict, total=False):
    jobs: list[JobDetail]


class DescribeQuotaShareRequest(TypedDict):
    quotaShareArn: str


class DescribeQuotaShareResponse(TypedDict, total=False):
    quotaShareName: str
    quotaShareArn: str
    jobQueueArn: str
    capacityLimits: list[QuotaShareCapacityLimit]
    resourceSharingConfiguration: QuotaShareResourceSharingConfiguration
    preemptionConfiguration: QuotaSharePreemptionConfiguration
    state: str
    status: str
    tags: dict[str, str]


class DescribeSchedulingPoliciesRequest(TypedDict):
    arns: list[str]


class DescribeSchedulingPoliciesResponse(TypedDict, total=False):
    schedulingPolicies: list[SchedulingPolicyDetail]


class DescribeServiceEnvironmentsRequest(TypedDict, total=False):
    serviceEnvironments: list[str]
    maxResults: int
    nextToken: str


class DescribeServiceEnvironmentsResponse(TypedDict, total=False):
    serviceEnvironments: list[ServiceEnvironmentDetail]
    nextToken: str


class DescribeServiceJobRequest(TypedDict):
    jobId: str


class _DescribeServiceJobResponseRequired(TypedDict):
    jobId: str
    jobName: str
    jobQueue: str
    serviceJobType: str
    startedAt: int
    status: str


class DescribeServiceJobResponse(_DescribeServiceJobResponseRequired, total=False):
    attempts: list[ServiceJobAttemptDetail]
    capacityUsage: list[ServiceJobCapacityUsageDetail]
    createdAt: int
    isTerminated: bool
    jobArn: str
    latestAttempt: LatestServiceJobAttempt
    retryStrategy: ServiceJobRetryStrategy
    scheduledAt: int
    schedulingPriority: int
    serviceRequestPayload: str
    shareIdentifier: str
    quotaShareName: str
    preemptionConfiguration: ServiceJobPreemptionConfiguration
    preemptionSummary: ServiceJobPreemptionSummary
    statusReason: str
    stoppedAt: int
    tags: dict[str, str]
    timeoutConfig: ServiceJobTimeout


class _DeviceRequired(TypedDict):
    hostPath: str


class Device(_DeviceRequired, total=False):
    containerPath: str
    permissions: list[str]


class EFSAuthorizationConfig(TypedDict, total=False):
    accessPointId: str
    iam: str


class _EFSVolumeConfigurationRequired(TypedDict):
    fileSystemId: str


class EFSVolumeConfiguration(_EFSVolumeConfigurationRequired, total=False):
    rootDirectory: str
    transitEncryption: str
    transitEncryptionPort: int
    authorizationConfig: EFSAuthorizationConfig


class _Ec2ConfigurationRequired(TypedDict):
    imageType: str


class Ec2Configuration(_Ec2ConfigurationRequired, total=False):
    imageIdOverride: str
    batchImageStatus: str
    imageKubernetesVersion: str


class EcsProperties(TypedDict):
    taskProperties: list[EcsTaskProperties]


class EcsPropertiesDetail(TypedDict, total=False):
    taskProperties: list[EcsTaskDetails]


class EcsPropertiesOverride(TypedDict, total=False):
    taskProperties: list[TaskPropertiesOverride]


class EcsSettings(TypedDict, total=False):
    containerInsights: str


class EcsTaskDetails(TypedDict, total=False):
    containers: list[TaskContainerDetails]
    containerInstanceArn: str
    taskArn: str
    ephemeralStorage: EphemeralStorage
    executionRoleArn: str
    platformVersion: str
    ipcMode: str
    taskRoleArn: str
    pidMode: str
    networkConfiguration: NetworkConfiguration
    runtimePlatform: RuntimePlatform
    volumes: list[Volume]
    enableExecuteCommand: bool
    networkMode: str


class _EcsTaskPropertiesRequired(TypedDict):
    containers: list[TaskContainerProperties]


class EcsTaskProperties(_EcsTaskPropertiesRequired, total=False):
    ephemeralStorage: EphemeralStorage
    executionRoleArn: str
    platformVersion: str
    ipcMode: str
    taskRoleArn: str
    pidMode: str
    networkConfiguration: NetworkConfiguration
    runtimePlatform: RuntimePlatform
    volumes: list[Volume]
    enableExecuteCommand: bool
    networkMode: str


class _EksAccessEntryRequired(TypedDict):
    desiredState: str


class EksAccessEntry(_EksAccessEntryRequired, total=False):
    status: str


class EksAttemptContainerDetail(TypedDict, total=False):
    name: str
    containerID: str
    exitCode: int
    reason: str


class EksAttemptDetail(TypedDict, total=False):
    containers: list[EksAttemptContainerDetail]
    initContainers: list[EksAttemptContainerDetail]
    eksClusterArn: str
    podName: str
    podNamespace: str
    nodeName: str
    startedAt: int
    stoppedAt: int
    statusReason: str


class _EksConfigurationRequired(TypedDict):
    eksClusterArn: str
    kubernetesNamespace: str


class EksConfiguration(_EksConfigurationRequired, total=False):
    accessEntry: EksAccessEntry


class EksConfigurationUpdate(TypedDict, total=False):
    accessEntry: EksAccessEntry


class _EksContainerRequired(TypedDict):
    image: str


class EksContainer(_EksContainerRequired, total=False):
    name: str
    imagePullPolicy: str
    command: list[str]
    args: list[str]
    env: list[EksContainerEnvironmentVariable]
    resources: EksContainerResourceRequirements
    volumeMounts: list[EksContainerVolumeMount]
    securityContext: EksContainerSecurityContext


class EksContainerDetail(TypedDict, total=False):
    name: str
    image: str
    imagePullPolicy: str
    command: list[str]
    args: list[str]
    env: list[EksContainerEnvironmentVariable]
    resources: EksContainerResourceRequirements
    exitCode: int
    reason: str
    volumeMounts: list[EksContainerVolumeMount]
    securityContext: EksContainerSecurityContext


class _EksContainerEnvironmentVariableRequired(TypedDict):
    name: str


class EksContainerEnvironmentVariable(_EksContainerEnvironmentVariableRequired, total=False):
    value: str


class EksContainerLinuxCapabilities(TypedDict, total=False):
    add: list[str]
    drop: list[str]


class EksContainerOverride(TypedDict, total=False):
    name: str
    image: str
    command: list[str]
    args: list[str]
    env: list[EksContainerEnvironmentVariable]
    resources: EksContainerResourceRequirements


class EksContainerResourceRequirements(TypedDict, total=False):
    limits: dict[str, str]
    requests: dict[str, str]


class EksContainerSecurityContext(TypedDict, total=False):
    runAsUser: int
    runAsGroup: int
    privileged: bool
    allowPrivilegeEscalation: bool
    readOnlyRootFilesystem: bool
    runAsNonRoot: bool
    capabilities: EksContainerLinuxCapabilities
    seccompProfile: EksSeccompProfile


class EksContainerVolumeMount(TypedDict, total=False):
    name: str
    mountPath: str
    subPath: str
    readOnly: bool


class EksEmptyDir(TypedDict, total=False):
    medium: str
    sizeLimit: str


class EksHostPath(TypedDict, total=False):
    path: str


class EksMetadata(TypedDict, total=False):
    labels: dict[str, str]
    annotations: dict[str, str]
    namespace: str


class _EksPersistentVolumeClaimRequired(TypedDict):
    claimName: str


class EksPersistentVolumeClaim(_EksPersistentVolumeClaimRequired, total=False):
    readOnly: bool


class EksPodProperties(TypedDict, total=False):
    serviceAccountName: str
    hostNetwork: bool
    dnsPolicy: str
    imagePullSecrets: list[ImagePullSecret]
    containers: list[EksContainer]
    initContainers: list[EksContainer]
    volumes: list[EksVolume]
    metadata: EksMetadata
    shareProcessNamespace: bool
    securityContext: EksPodSecurityContext


class EksPodPropertiesDetail(TypedDict, total=False):
    serviceAccountName: str
    hostNetwork: bool
    dnsPolicy: str
    imagePullSecrets: list[ImagePullSecret]
    containers: list[EksContainerDetail]
    initContainers: list[EksContainerDetail]
    volumes: list[EksVolume]
    podName: str
    nodeName: str
    metadata: EksMetadata
    shareProcessNamespace: bool
    securityContext: EksPodSecurityContext


class EksPodPropertiesOverride(TypedDict, total=False):
    containers: list[EksContainerOverride]
    initContainers: list[EksContainerOverride]
    metadata: EksMetadata


class EksPodSecurityContext(TypedDict, total=False):
    runAsUser: int
    runAsGroup: int
    runAsNonRoot: bool
    seccompProfile: EksSeccompProfile
    fsGroup: int


class EksProperties(TypedDict, total=False):
    podProperties: EksPodProperties


class EksPropertiesDetail(TypedDict, total=False):
    podProperties: EksPodPropertiesDetail


class EksPropertiesOverride(TypedDict, total=False):
    podProperties: EksPodPropertiesOverride


class _EksSeccompProfileRequired(TypedDict):
    type: str


class EksSeccompProfile(_EksSeccompProfileRequired, total=False):
    localhostProfile: str


class _EksSecretRequired(TypedDict):
    secretName: str


class EksSecret(_EksSecretRequired, total=False):
    optional: bool


class _EksVolumeRequired(TypedDict):
    name: str


class EksVolume(_EksVolumeRequired, total=False):
    hostPath: EksHostPath
    emptyDir: EksEmptyDir
    secret: EksSecret
    persistentVolumeClaim: EksPersistentVolumeClaim


class EphemeralStorage(TypedDict):
    sizeInGiB: int


class _EvaluateOnExitRequired(TypedDict):
    action: str


class EvaluateOnExit(_EvaluateOnExitRequired, total=False):
    onStatusReason: str
    onReason: str
    onExitCode: str


class FairshareCapacityUsage(TypedDict, total=False):
    capacityUnit: str
    quantity: float


class FairshareCapacityUtilization(TypedDict, total=False):
    shareIdentifier: str
    capacityUsage: list[FairshareCapacityUsage]


class FairsharePolicy(TypedDict, total=False):
    shareDecaySeconds: int
    computeReservation: int
    shareDistribution: list[ShareAttributes]


class FairshareUtilizationDetail(TypedDict, total=False):
    activeShareCount: int
    topCapacityUtilization: list[FairshareCapacityUtilization]


class FargatePlatformConfiguration(TypedDict, total=False):
    platformVersion: str


class _FirelensConfigurationRequired(TypedDict):
    type: str


class FirelensConfiguration(_FirelensConfigurationRequired, total=False):
    options: dict[str, str]


class FrontOfQueueDetail(TypedDict, total=False):
    jobs: list[FrontOfQueueJobSummary]
    lastUpdatedAt: int


class FrontOfQueueJobSummary(TypedDict, total=False):
    jobArn: str
    earliestTimeAtPosition: int


class FrontOfQuotaShareJobSummary(TypedDict, total=False):
    jobArn: str
    earliestTimeAtPosition: int


class FrontOfQuotaSharesDetail(TypedDict, total=False):
    quotaShares: dict[str, list[FrontOfQuotaShareJobSummary]]
    lastUpdatedAt: int


class GetJobQueueSnapshotRequest(TypedDict):
    jobQueue: str


class GetJobQueueSnapshotResponse(TypedDict, total=False):
    frontOfQueue: FrontOfQueueDetail
    frontOfQuotaShares: FrontOfQuotaSharesDetail
    queueUtilization: QueueSnapshotUtilizationDetail


class Host(TypedDict, total=False):
    sourcePath: str


class ImagePullSecret(TypedDict):
    name: str


class InfrastructureOptimization(TypedDict, total=False):
    scaleInAfter: int


class _InstanceLaunchTemplateRequired(TypedDict):
    ec2InstanceProfileArn: str
    networkConfiguration: ManagedInstancesNetworkConfiguration


class InstanceLaunchTemplate(_InstanceLaunchTemplateRequired, total=False):
    instanceRequirements: InstanceRequirementsRequest
    capacityOptionType: str
    storageConfiguration: ManagedInstancesStorageConfiguration
    monitoring: str
    fipsEnabled: bool
    capacityReservations: CapacityReservationRequest
    instanceMetadataTagsPropagation: bool
    localStorageConfiguration: ManagedInstancesLocalStorageConfiguration


class InstanceLaunchTemplateUpdate(TypedDict, total=False):
    ec2InstanceProfileArn: str
    networkConfiguration: ManagedInstancesNetworkConfiguration
    instanceRequirements: InstanceRequirementsRequest
    storageConfiguration: ManagedInstancesStorageConfiguration
    monitoring: str
    capacityReservations: CapacityReservationRequest
    instanceMetadataTagsPropagation: bool
    localStorageConfiguration: ManagedInstancesLocalStorageConfiguration


class InstanceRequirementsRequest(TypedDict, total=False):
    allowedInstanceTypes: list[str]


class JobCapacityUsageSummary(TypedDict, total=False):
    capacityUnit: str
    quantity: float


class _JobDefinitionRequired(TypedDict):
    jobDefinitionName: str
    jobDefinitionArn: str
    revision: int
    type: str


class JobDefinition(_JobDefinitionRequired, total=False):
    status: str
    schedulingPriority: int
    parameters: dict[str, str]
    retryStrategy: RetryStrategy
    containerProperties: ContainerProperties
    timeout: JobTimeout
    nodeProperties: NodeProperties
    tags: dict[str, str]
    propagateTags: bool
    platformCapabilities: list[str]
    ecsProperties: EcsProperties
    eksProperties: EksProperties
    containerOrchestrationType: str
    consumableResourceProperties: ConsumableResourceProperties


class JobDependency(TypedDict, total=False):
    jobId: str
    type: str


class _JobDetailRequired(TypedDict):
    jobName: str
    jobId: str
    jobQueue: str
    status: str
    startedAt: int
    jobDefinition: str


class JobDetail(_JobDetailRequired, total=False):
    jobArn: str
    shareIdentifier: str
    schedulingPriority: int
    attempts: list[AttemptDetail]
    statusReason: str
    createdAt: int
    retryStrategy: RetryStrategy
    stoppedAt: int
    dependsOn: list[JobDependency]
    parameters: dict[str, str]
    container: ContainerDetail
    nodeDetails: NodeDetails
    nodeProperties: NodeProperties
    arrayProperties: ArrayPropertiesDetail
    timeout: JobTimeout
    tags: dict[str, str]
    propagateTags: bool
    platformCapabilities: list[str]
    eksProperties: EksPropertiesDetail
    eksAttempts: list[EksAttemptDetail]
    ecsProperties: EcsPropertiesDetail
    isCancelled: bool
    isTerminated: bool
    consumableResourceProperties: ConsumableResourceProperties


class _JobQueueDetailRequired(TypedDict):
    jobQueueName: str
    jobQueueArn: str
    state: str
    priority: int
    computeEnvironmentOrder: list[ComputeEnvironmentOrder]


class JobQueueDetail(_JobQueueDetailRequired, total=False):
    schedulingPolicyArn: str
    status: str
    statusReason: str
    serviceEnvironmentOrder: list[ServiceEnvironmentOrder]
    jobQueueType: str
    tags: dict[str, str]
    jobStateTimeLimitActions: list[JobStateTimeLimitAction]


class JobStateTimeLimitAction(TypedDict):
    reason: str
    state: str
    maxTimeSeconds: int
    action: str


class _JobSummaryRequired(TypedDict):
    jobId: str
    jobName: str


class JobSummary(_JobSummaryRequired, total=False):
    jobArn: str
    capacityUsage: list[JobCapacityUsageSummary]
    createdAt: int
    scheduledAt: int
    shareIdentifier: str
    status: str
    statusReason: str
    startedAt: int
    stoppedAt: int
    container: ContainerSummary
    arrayProperties: ArrayPropertiesSummary
    nodeProperties: NodePropertiesSummary
    jobDefinition: str
    isCancelled: bool
    isTerminated: bool


class JobTimeout(TypedDict, total=False):
    attemptDurationSeconds: int


class KeyValuePair(TypedDict, total=False):
    name: str
    value: str


class KeyValuesPair(TypedDict, total=False):
    name: str
    values: list[str]


class LatestServiceJobAttempt(TypedDict, total=False):
    serviceResourceId: ServiceResourceId


class LaunchTemplateSpecification(TypedDict, total=False):
    launchTemplateId: str
    launchTemplateName: str
    version: str
    overrides: list[LaunchTemplateSpecificationOverride]
    userdataType: str


class LaunchTemplateSpecificationOverride(TypedDict, total=False):
    launchTemplateId: str
    launchTemplateName: str
    version: str
    targetInstanceTypes: list[str]
    userdataType: str


class LinuxParameters(TypedDict, total=False):
    devices: list[Device]
    initProcessEnabled: bool
    sharedMemorySize: int
    tmpfs: list[Tmpfs]
    maxSwap: int
    swappiness: int


class ListConsumableResourcesRequest(TypedDict, total=False):
    filters: list[KeyValuesPair]
    maxResults: int
    nextToken: str


class _ListConsumableResourcesResponseRequired(TypedDict):
    consumableResources: list[ConsumableResourceSummary]


class ListConsumableResourcesResponse(_ListConsumableResourcesResponseRequired, total=False):
    nextToken: str


class _ListJobsByConsumableResourceRequestRequired(TypedDict):
    consumableResource: str


class ListJobsByConsumableResourceRequest(_ListJobsByConsumableResourceRequestRequired, total=False):
    filters: list[KeyValuesPair]
    maxResults: int
    nextToken: str


class _ListJobsByConsumableResourceResponseRequired(TypedDict):
    jobs: list[ListJobsByConsumableResourceSummary]


class ListJobsByConsumableResourceResponse(_ListJobsByConsumableResourceResponseRequired, total=False):
    nextToken: str


class _ListJobsByConsumableResourceSummaryRequired(TypedDict):
    jobArn: str
    jobQueueArn: str
    jobName: str
    jobStatus: str
    quantity: int
    createdAt: int
    consumableResourceProperties: ConsumableResourceProperties


class ListJobsByConsumableResourceSummary(_ListJobsByConsumableResourceSummaryRequired, total=False):
    jobDefinitionArn: str
    shareIdentifier: str
    statusReason: str
    startedAt: int


class ListJobsRequest(TypedDict, total=False):
    jobQueue: str
    arrayJobId: str
    multiNodeJobId: str
    jobStatus: str
    maxResults: int
    nextToken: str
    filters: list[KeyValuesPair]


class _ListJobsResponseRequired(TypedDict):
    jobSummaryList: list[JobSummary]


class ListJobsResponse(_ListJobsResponseRequired, total=False):
    nextToken: str


class _ListQuotaSharesRequestRequired(TypedDict):
    jobQueue: str


class ListQuotaSharesRequest(_ListQuotaSharesRequestRequired, total=False):
    maxResults: int
    nextToken: str


class ListQuotaSharesResponse(TypedDict, total=False):
    quotaShares: list[QuotaShareDetail]
    nextToken: str


class ListSchedulingPoliciesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListSchedulingPoliciesResponse(TypedDict, total=False):
    schedulingPolicies: list[SchedulingPolicyListingDetail]
    nextToken: str


class ListServiceJobsRequest(TypedDict, total=False):
    jobQueue: str
    jobStatus: str
    maxResults: int
    nextToken: str
    filters: list[KeyValuesPair]


class _ListServiceJobsResponseRequired(TypedDict):
    jobSummaryList: list[ServiceJobSummary]


class ListServiceJobsResponse(_ListServiceJobsResponseRequired, total=False):
    nextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: dict[str, str]


class _LogConfigurationRequired(TypedDict):
    logDriver: str


class LogConfiguration(_LogConfigurationRequired, total=False):
    options: dict[str, str]
    secretOptions: list[Secret]


class ManagedInstancesLocalStorageConfiguration(TypedDict, total=False):
    useLocalStorage: bool


class ManagedInstancesNetworkConfiguration(TypedDict):
    subnets: list[str]
    securityGroups: list[str]


class _ManagedInstancesProviderRequired(TypedDict):
    infrastructureRoleArn: str
    instanceLaunchTemplate: InstanceLaunchTemplate


class ManagedInstancesProvider(_ManagedInstancesProviderRequired, total=False):
    propagateTags: str
    infrastructureOptimization: InfrastructureOptimization


class ManagedInstancesStorageConfiguration(TypedDict, total=False):
    storageSizeGiB: int


class MountPoint(TypedDict, total=False):
    containerPath: str
    readOnly: bool
    sourceVolume: str


class NetworkConfiguration(TypedDict, total=False):
    assignPublicIp: str


class NetworkInterface(TypedDict, total=False):
    attachmentId: str
    ipv6Address: str
    privateIpv4Address: str


class NodeDetails(TypedDict, total=False):
    nodeIndex: int
    isMainNode: bool


class NodeOverrides(TypedDict, total=False):
    numNodes: int
    nodePropertyOverrides: list[NodePropertyOverride]


class NodeProperties(TypedDict):
    numNodes: int
    mainNode: int
    nodeRangeProperties: list[NodeRangeProperty]


class NodePropertiesSummary(TypedDict, total=False):
    isMainNode: bool
    numNodes: int
    nodeIndex: int


class _NodePropertyOverrideRequired(TypedDict):
    targetNodes: str


class NodePropertyOverride(_NodePropertyOverrideRequired, total=False):
    containerOverrides: ContainerOverrides
    ecsPropertiesOverride: EcsPropertiesOverride
    instanceTypes: list[str]
    eksPropertiesOverride: EksPropertiesOverride
    consumableResourcePropertiesOverride: ConsumableResourceProperties


class _NodeRangePropertyRequired(TypedDict):
    targetNodes: str


class NodeRangeProperty(_NodeRangePropertyRequired, total=False):
    container: ContainerProperties
    instanceTypes: list[str]
    ecsProperties: EcsProperties
    eksProperties: EksProperties
    consumableResourceProperties: ConsumableResourceProperties


class QueueSnapshotCapacityUsage(TypedDict, total=False):
    capacityUnit: str
    quantity: float


class QueueSnapshotUtilizationDetail(TypedDict, total=False):
    totalCapacityUsage: list[QueueSnapshotCapacityUsage]
    fairshareUtilization: FairshareUtilizationDetail
    quotaShareUtilization: QuotaShareUtilizationDetail
    lastUpdatedAt: int


class QuotaShareCapacityLimit(TypedDict):
    maxCapacity: int
    capacityUnit: str


class QuotaShareCapacityUsage(TypedDict, total=False):
    capacityUnit: str
    quantity: float


class QuotaShareCapacityUtilization(TypedDict, total=False):
    quotaShareName: str
    capacityUsage: list[QuotaShareCapacityUsage]


class QuotaShareDetail(TypedDict, total=False):
    quotaShareName: str
    quotaShareArn: str
    jobQueueArn: str
    capacityLimits: list[QuotaShareCapacityLimit]
    resourceSharingConfiguration: QuotaShareResourceSharingConfiguration
    preemptionConfiguration: QuotaSharePreemptionConfiguration
    state: str
    status: str


class QuotaSharePolicy(TypedDict):
    idleResourceAssignmentStrategy: str


class QuotaSharePreemptionConfiguration(TypedDict):
    inSharePreemption: str


class _QuotaShareResourceSharingConfigurationRequired(TypedDict):
    strategy: str


class QuotaShareResourceSharingConfiguration(_QuotaShareResourceSharingConfigurationRequired, total=False):
    borrowLimit: int


class QuotaShareUtilizationDetail(TypedDict, total=False):
    topCapacityUtilization: list[QuotaShareCapacityUtilization]


class _RegisterJobDefinitionRequestRequired(TypedDict):
    jobDefinitionName: str
    type: str


class RegisterJobDefinitionRequest(_RegisterJobDefinitionRequestRequired, total=False):
    parameters: dict[str, str]
    schedulingPriority: int
    containerProperties: ContainerProperties
    nodeProperties: NodeProperties
    retryStrategy: RetryStrategy
    propagateTags: bool
    timeout: JobTimeout
    tags: dict[str, str]
    platformCapabilities: list[str]
    eksProperties: EksProperties
    ecsProperties: EcsProperties
    consumableResourceProperties: ConsumableResourceProperties


class RegisterJobDefinitionResponse(TypedDict):
    jobDefinitionName: str
    jobDefinitionArn: str
    revision: int


class RepositoryCredentials(TypedDict):
    credentialsParameter: str


class ResourceRequirement(TypedDict):
    value: str
    type: str


class RetryStrategy(TypedDict, total=False):
    attempts: int
    evaluateOnExit: list[EvaluateOnExit]


class RuntimePlatform(TypedDict, total=False):
    operatingSystemFamily: str
    cpuArchitecture: str


class _S3FilesVolumeConfigurationRequired(TypedDict):
    fileSystemArn: str


class S3FilesVolumeConfiguration(_S3FilesVolumeConfigurationRequired, total=False):
    rootDirectory: str
    transitEncryptionPort: int
    accessPointArn: str


class _SchedulingPolicyDetailRequired(TypedDict):
    name: str
    arn: str


class SchedulingPolicyDetail(_SchedulingPolicyDetailRequired, total=False):
    quotaSharePolicy: QuotaSharePolicy
    fairsharePolicy: FairsharePolicy
    tags: dict[str, str]


class SchedulingPolicyListingDetail(TypedDict):
    arn: str


class Secret(TypedDict):
    name: str
    valueFrom: str


class _ServiceEnvironmentDetailRequired(TypedDict):
    serviceEnvironmentName: str
    serviceEnvironmentArn: str
    serviceEnvironmentType: str
    capacityLimits: list[CapacityLimit]


class ServiceEnvironmentDetail(_ServiceEnvironmentDetailRequired, total=False):
    state: str
    status: str
    tags: dict[str, str]


class ServiceEnvironmentOrder(TypedDict):
    order: int
    serviceEnvironment: str


class ServiceJobAttemptDetail(TypedDict, total=False):
    serviceResourceId: ServiceResourceId
    startedAt: int
    stoppedAt: int
    statusReason: str


class ServiceJobCapacityUsageDetail(TypedDict, total=False):
    capacityUnit: str
    quantity: float


class ServiceJobCapacityUsageSummary(TypedDict, total=False):
    capacityUnit: str
    quantity: float


class ServiceJobEvaluateOnExit(TypedDict, total=False):
    action: str
    onStatusReason: str


class ServiceJobPreemptedAttempt(TypedDict, total=False):
    serviceResourceId: ServiceResourceId
    startedAt: int
    stoppedAt: int
    statusReason: str


class ServiceJobPreemptionConfiguration(TypedDict, total=False):
    preemptionRetriesBeforeTermination: int


class ServiceJobPreemptionSummary(TypedDict, total=False):
    preemptedAttemptCount: int
    recentPreemptedAttempts: list[ServiceJobPreemptedAttempt]


class _ServiceJobRetryStrategyRequired(TypedDict):
    attempts: int


class ServiceJobRetryStrategy(_ServiceJobRetryStrategyRequired, total=False):
    evaluateOnExit: list[ServiceJobEvaluateOnExit]


class _ServiceJobSummaryRequired(TypedDict):
    jobId: str
    jobName: str
    serviceJobType: str


class ServiceJobSummary(_ServiceJobSummaryRequired, total=False):
    latestAttempt: LatestServiceJobAttempt
    capacityUsage: list[ServiceJobCapacityUsageSummary]
    createdAt: int
    jobArn: str
    scheduledAt: int
    shareIdentifier: str
    quotaShareName: str
    status: str
    statusReason: str
    startedAt: int
    stoppedAt: int
    isTerminated: bool


class ServiceJobTimeout(TypedDict, total=False):
    attemptDurationSeconds: int


class ServiceResourceId(TypedDict):
    name: str
    value: str


class _ShareAttributesRequired(TypedDict):
    shareIdentifier: str


class ShareAttributes(_ShareAttributesRequired, total=False):
    weightFactor: float


class _SubmitJobRequestRequired(TypedDict):
    jobName: str
    jobQueue: str
    jobDefinition: str


class SubmitJobRequest(_SubmitJobRequestRequired, total=False):
    shareIdentifier: str
    schedulingPriorityOverride: int
    arrayProperties: ArrayProperties
    dependsOn: list[JobDependency]
    parameters: dict[str, str]
    containerOverrides: ContainerOverrides
    nodeOverrides: NodeOverrides
    retryStrategy: RetryStrategy
    propagateTags: bool
    timeout: JobTimeout
    tags: dict[str, str]
    eksPropertiesOverride: EksPropertiesOverride
    ecsPropertiesOverride: EcsPropertiesOverride
    consumableResourcePropertiesOverride: ConsumableResourceProperties


class _SubmitJobResponseRequired(TypedDict):
    jobName: str
    jobId: str


class SubmitJobResponse(_SubmitJobResponseRequired, total=False):
    jobArn: str


class _SubmitServiceJobRequestRequired(TypedDict):
    jobName: str
    jobQueue: str
    serviceRequestPayload: str
    serviceJobType: str


class SubmitServiceJobRequest(_SubmitServiceJobRequestRequired, total=False):
    retryStrategy: ServiceJobRetryStrategy
    schedulingPriority: int
    shareIdentifier: str
    quotaShareName: str
    preemptionConfiguration: ServiceJobPreemptionConfiguration
    timeoutConfig: ServiceJobTimeout
    tags: dict[str, str]
    clientToken: str


class _SubmitServiceJobResponseRequired(TypedDict):
    jobName: str
    jobId: str


class SubmitServiceJobResponse(_SubmitServiceJobResponseRequired, total=False):
    jobArn: str


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: dict[str, str]


class TagResourceResponse(TypedDict, total=False):
    pass


class TaskContainerDependency(TypedDict, total=False):
    containerName: str
    condition: str


class TaskContainerDetails(TypedDict, total=False):
    command: list[str]
    dependsOn: list[TaskContainerDependency]
    environment: list[KeyValuePair]
    essential: bool
    firelensConfiguration: FirelensConfiguration
    image: str
    linuxParameters: LinuxParameters
    logConfiguration: LogConfiguration
    mountPoints: list[MountPoint]
    name: str
    privileged: bool
    readonlyRootFilesystem: bool
    repositoryCredentials: RepositoryCredentials
    resourceRequirements: list[ResourceRequirement]
    secrets: list[Secret]
    ulimits: list[Ulimit]
    user: str
    startTimeout: int
    stopTimeout: int
    exitCode: int
    reason: str
    logStreamName: str
    networkInterfaces: list[NetworkInterface]


class TaskContainerOverrides(TypedDict, total=False):
    command: list[str]
    environment: list[KeyValuePair]
    name: str
    resourceRequirements: list[ResourceRequirement]


class _TaskContainerPropertiesRequired(TypedDict):
    image: str


class TaskContainerProperties(_TaskContainerPropertiesRequired, total=False):
    command: list[str]
    dependsOn: list[TaskContainerDependency]
    environment: list[KeyValuePair]
    essential: bool
    firelensConfiguration: FirelensConfiguration
    linuxParameters: LinuxParameters
    logConfiguration: LogConfiguration
    mountPoints: list[MountPoint]
    name: str
    privileged: bool
    readonlyRootFilesystem: bool
    repositoryCredentials: RepositoryCredentials
    resourceRequirements: list[ResourceRequirement]
    secrets: list[Secret]
    ulimits: list[Ulimit]
    user: str
    startTimeout: int
    stopTimeout: int


class TaskPropertiesOverride(TypedDict, total=False):
    containers: list[TaskContainerOverrides]


class TerminateJobRequest(TypedDict):
    jobId: str
    reason: str


class TerminateJobResponse(TypedDict, total=False):
    pass


class TerminateJobsErrorDetail(TypedDict):
    job: str
    code: str
    message: str


class TerminateJobsRequest(TypedDict):
    jobs: list[str]
    reason: str


class TerminateJobsResponse(TypedDict):
    successful: list[str]
    errors: list[TerminateJobsErrorDetail]


class TerminateServiceJobRequest(TypedDict):
    jobId: str
    reason: str


class TerminateServiceJobResponse(TypedDict, total=False):
    pass


class TerminateServiceJobsErrorDetail(TypedDict):
    job: str
    code: str
    message: str


class TerminateServiceJobsRequest(TypedDict):
    jobs: list[str]
    reason: str


class TerminateServiceJobsResponse(TypedDict):
    successful: list[str]
    errors: list[TerminateServiceJobsErrorDetail]


class _TmpfsRequired(TypedDict):
    containerPath: str
    size: int


class Tmpfs(_TmpfsRequired, total=False):
    mountOptions: list[str]


class Ulimit(TypedDict):
    hardLimit: int
    name: str
    softLimit: int


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateComputeEnvironmentRequestRequired(TypedDict):
    computeEnvironment: str


class UpdateComputeEnvironmentRequest(_UpdateComputeEnvironmentRequestRequired, total=False):
    state: str
    unmanagedvCpus: int
    computeResources: ComputeResourceUpdate
    serviceRole: str
    updatePolicy: UpdatePolicy
    context: str
    ecsSettings: EcsSettings
    eksConfiguration: EksConfigurationUpdate


class UpdateComputeEnvironmentResponse(TypedDict, total=False):
    computeEnvironmentName: str
    computeEnvironmentArn: str


class _UpdateConsumableResourceRequestRequired(TypedDict):
    consumableResource: str


class UpdateConsumableResourceRequest(_UpdateConsumableResourceRequestRequired, total=False):
    operation: str
    quantity: int
    clientToken: str


class _UpdateConsumableResourceResponseRequired(TypedDict):
    consumableResourceName: str
    consumableResourceArn: str


class UpdateConsumableResourceResponse(_UpdateConsumableResourceResponseRequired, total=False):
    totalQuantity: int


class _UpdateJobQueueRequestRequired(TypedDict):
    jobQueue: str


class UpdateJobQueueRequest(_UpdateJobQueueRequestRequired, total=False):
    state: str
    schedulingPolicyArn: str
    priority: int
    computeEnvironmentOrder: list[ComputeEnvironmentOrder]
    serviceEnvironmentOrder: list[ServiceEnvironmentOrder]
    jobStateTimeLimitActions: list[JobStateTimeLimitAction]


class UpdateJobQueueResponse(TypedDict, total=False):
    jobQueueName: str
    jobQueueArn: str


class UpdateManagedInstancesProviderConfiguration(TypedDict, total=False):
    propagateTags: str
    infrastructureRoleArn: str
    instanceLaunchTemplate: InstanceLaunchTemplateUpdate
    infrastructureOptimization: InfrastructureOptimization


class UpdatePolicy(TypedDict, total=False):
    terminateJobsOnUpdate: bool
    jobExecutionTimeoutMinutes: int


class _UpdateQuotaShareRequestRequired(TypedDict):
    quotaShareArn: str


class UpdateQuotaShareRequest(_UpdateQuotaShareRequestRequired, total=False):
    capacityLimits: list[QuotaShareCapacityLimit]
    resourceSharingConfiguration: QuotaShareResourceSharingConfiguration
    preemptionConfiguration: QuotaSharePreemptionConfiguration
    state: str


class UpdateQuotaShareResponse(TypedDict, total=False):
    quotaShareName: str
    quotaShareArn: str


class _UpdateSchedulingPolicyRequestRequired(TypedDict):
    arn: str


class UpdateSchedulingPolicyRequest(_UpdateSchedulingPolicyRequestRequired, total=False):
    quotaSharePolicy: QuotaSharePolicy
    fairsharePolicy: FairsharePolicy


class UpdateSchedulingPolicyResponse(TypedDict, total=False):
    pass


class _UpdateServiceEnvironmentRequestRequired(TypedDict):
    serviceEnvironment: str


class UpdateServiceEnvironmentRequest(_UpdateServiceEnvironmentRequestRequired, total=False):
    state: str
    capacityLimits: list[CapacityLimit]


class UpdateServiceEnvironmentResponse(TypedDict):
    serviceEnvironmentName: str
    serviceEnvironmentArn: str


class UpdateServiceJobRequest(TypedDict):
    jobId: str
    schedulingPriority: int


class UpdateServiceJobResponse(TypedDict, total=False):
    jobArn: str
    jobName: str
    jobId: str


class Volume(TypedDict, total=False):
    host: Host
    name: str
    efsVolumeConfiguration: EFSVolumeConfiguration
    s3filesVolumeConfiguration: S3FilesVolumeConfiguration


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CancelJob",
    "CancelJobs",
    "CreateComputeEnvironment",
    "CreateConsumableResource",
    "CreateJobQueue",
    "CreateQuotaShare",
    "CreateSchedulingPolicy",
    "CreateServiceEnvironment",
    "DeleteComputeEnvironment",
    "DeleteConsumableResource",
    "DeleteJobQueue",
    "DeleteQuotaShare",
    "DeleteSchedulingPolicy",
    "DeleteServiceEnvironment",
    "DeregisterJobDefinition",
    "DescribeComputeEnvironments",
    "DescribeConsumableResource",
    "DescribeJobDefinitions",
    "DescribeJobQueues",
    "DescribeJobs",
    "DescribeQuotaShare",
    "DescribeSchedulingPolicies",
    "DescribeServiceEnvironments",
    "DescribeServiceJob",
    "GetJobQueueSnapshot",
    "ListConsumableResources",
    "ListJobs",
    "ListJobsByConsumableResource",
    "ListQuotaShares",
    "ListSchedulingPolicies",
    "ListServiceJobs",
    "ListTagsForResource",
    "RegisterJobDefinition",
    "SubmitJob",
    "SubmitServiceJob",
    "TagResource",
    "TerminateJob",
    "TerminateJobs",
    "TerminateServiceJob",
    "TerminateServiceJobs",
    "UntagResource",
    "UpdateComputeEnvironment",
    "UpdateConsumableResource",
    "UpdateJobQueue",
    "UpdateQuotaShare",
    "UpdateSchedulingPolicy",
    "UpdateServiceEnvironment",
    "UpdateServiceJob",
)
