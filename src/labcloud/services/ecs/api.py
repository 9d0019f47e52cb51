"""Typed requests and responses of ecs's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types ecs`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AcceleratorCountRequest(TypedDict, total=False):
    min: int
    max: int


class AcceleratorTotalMemoryMiBRequest(TypedDict, total=False):
    min: int
    max: int


class AdvancedConfiguration(TypedDict, total=False):
    alternateTargetGroupArn: str
    productionListenerRule: str
    testListenerRule: str
    roleArn: str


class AssociateGatewayWithClusterRequest(TypedDict):
    gateway: str
    cluster: str


class AssociateGatewayWithClusterResponse(TypedDict, total=False):
    gatewayArn: str
    clusterArn: str
    status: str


class Attachment(TypedDict, total=False):
    id: str
    type: str
    status: str
    details: list[KeyValuePair]


class AttachmentStateChange(TypedDict):
    attachmentArn: str
    status: str


class _AttributeRequired(TypedDict):
    name: str


class Attribute(_AttributeRequired, total=False):
    value: str
    targetType: str
    targetId: str


class AutoRepairConfiguration(TypedDict, total=False):
    actionsStatus: str


class _AutoScalingGroupProviderRequired(TypedDict):
    autoScalingGroupArn: str


class AutoScalingGroupProvider(_AutoScalingGroupProviderRequired, total=False):
    managedScaling: ManagedScaling
    managedTerminationProtection: str
    managedDraining: str


class AutoScalingGroupProviderUpdate(TypedDict, total=False):
    managedScaling: ManagedScaling
    managedTerminationProtection: str
    managedDraining: str


class _AwsVpcConfigurationRequired(TypedDict):
    subnets: list[str]


class AwsVpcConfiguration(_AwsVpcConfigurationRequired, total=False):
    securityGroups: list[str]
    assignPublicIp: str


class BaselineEbsBandwidthMbpsRequest(TypedDict, total=False):
    min: int
    max: int


class CanaryConfiguration(TypedDict, total=False):
    canaryPercent: float
    canaryBakeTimeInMinutes: int


class CapacityProvider(TypedDict, total=False):
    capacityProviderArn: str
    name: str
    cluster: str
    status: str
    autoScalingGroupProvider: AutoScalingGroupProvider
    managedInstancesProvider: ManagedInstancesProvider
    updateStatus: str
    updateStatusReason: str
    tags: list[Tag]
    type: str


class _CapacityProviderStrategyItemRequired(TypedDict):
    capacityProvider: str


class CapacityProviderStrategyItem(_CapacityProviderStrategyItemRequired, total=False):
    weight: int
    base: int


class CapacityReservationRequest(TypedDict, total=False):
    reservationGroupArn: str
    reservationPreference: str


class Cluster(TypedDict, total=False):
    clusterArn: str
    clusterName: str
    configuration: ClusterConfiguration
    status: str
    registeredContainerInstancesCount: int
    runningTasksCount: int
    pendingTasksCount: int
    activeServicesCount: int
    statistics: list[KeyValuePair]
    tags: list[Tag]
    settings: list[ClusterSetting]
    capacityProviders: list[str]
    defaultCapacityProviderStrategy: list[CapacityProviderStrategyItem]
    attachments: list[Attachment]
    attachmentsStatus: str
    serviceConnectDefaults: ClusterServiceConnectDefaults


class ClusterConfiguration(TypedDict, total=False):
    executeCommandConfiguration: ExecuteCommandConfiguration
    managedStorageConfiguration: ManagedStorageConfiguration


class ClusterServiceConnectDefaults(TypedDict, total=False):
    namespace: str


class ClusterServiceConnectDefaultsRequest(TypedDict):
    namespace: str


class ClusterSetting(TypedDict, total=False):
    name: str
    value: str


class Container(TypedDict, total=False):
    containerArn: str
    taskArn: str
    name: str
    image: str
    imageDigest: str
    runtimeId: str
    lastStatus: str
    exitCode: int
    reason: str
    networkBindings: list[NetworkBinding]
    networkInterfaces: list[NetworkInterface]
    healthStatus: str
    managedAgents: list[ManagedAgent]
    cpu: str
    memory: str
    memoryReservation: str
    gpuIds: list[str]
    neuronDeviceIds: list[str]
    gpuSharingStrategy: SharingStrategy


class ContainerDefinition(TypedDict, total=False):
    name: str
    image: str
    repositoryCredentials: RepositoryCredentials
    cpu: int
    memory: int
    memoryReservation: int
    links: list[str]
    portMappings: list[PortMapping]
    essential: bool
    restartPolicy: ContainerRestartPolicy
    entryPoint: list[str]
    command: list[str]
    environment: list[KeyValuePair]
    environmentFiles: list[EnvironmentFile]
    mountPoints: list[MountPoint]
    volumesFrom: list[VolumeFrom]
    linuxParameters: LinuxParameters
    secrets: list[Secret]
    dependsOn: list[ContainerDependency]
    startTimeout: int
    stopTimeout: int
    versionConsistency: str
    hostname: str
    user: str
    workingDirectory: str
    disableNetworking: bool
    privileged: bool
    readonlyRootFilesystem: bool
    dnsServers: list[str]
    dnsSearchDomains: list[str]
    extraHosts: list[HostEntry]
    dockerSecurityOptions: list[str]
    interactive: bool
    pseudoTerminal: bool
    dockerLabels: dict[str, str]
    ulimits: list[Ulimit]
    logConfiguration: LogConfiguration
    healthCheck: HealthCheck
    systemControls: list[SystemControl]
    resourceRequirements: list[ResourceRequirement]
    firelensConfiguration: FirelensConfiguration
    credentialSpecs: list[str]


class ContainerDependency(TypedDict):
    containerName: str
    condition: str


class ContainerImage(TypedDict, total=False):
    containerName: str
    imageDigest: str
    image: str


class ContainerInstance(TypedDict, total=False):
    containerInstanceArn: str
    ec2InstanceId: str
    capacityProviderName: str
    version: int
    versionInfo: VersionInfo
    remainingResources: list[Resource]
    registeredResources: list[Resource]
    status: str
    statusReason: str
    agentConnected: bool
    runningTasksCount: int
    pendingTasksCount: int
    agentUpdateStatus: str
    attributes: list[Attribute]
    registeredAt: datetime
    attachments: list[Attachment]
    tags: list[Tag]
    healthStatus: ContainerInstanceHealthStatus
    gpuDevices: list[GpuDevice]


class ContainerInstanceHealthStatus(TypedDict, total=False):
    overallStatus: str
    details: list[InstanceHealthCheckResult]


class ContainerOverride(TypedDict, total=False):
    name: str
    command: list[str]
    environment: list[KeyValuePair]
    environmentFiles: list[EnvironmentFile]
    cpu: int
    memory: int
    memoryReservation: int
    resourceRequirements: list[ResourceRequirement]


class _ContainerRestartPolicyRequired(TypedDict):
    enabled: bool


class ContainerRestartPolicy(_ContainerRestartPolicyRequired, total=False):
    ignoredExitCodes: list[int]
    restartAttemptPeriod: int


class ContainerStateChange(TypedDict, total=False):
    containerName: str
    imageDigest: str
    runtimeId: str
    exitCode: int
    networkBindings: list[NetworkBinding]
    reason: str
    status: str


class _ContinueServiceDeploymentRequestRequired(TypedDict):
    serviceDeploymentArn: str
    hookId: str


class ContinueServiceDeploymentRequest(_ContinueServiceDeploymentRequestRequired, total=False):
    action: str


class ContinueServiceDeploymentResponse(TypedDict, total=False):
    serviceDeploymentArn: str


class _CreateCapacityProviderRequestRequired(TypedDict):
    name: str


class CreateCapacityProviderRequest(_CreateCapacityProviderRequestRequired, total=False):
    cluster: str
    autoScalingGroupProvider: AutoScalingGroupProvider
    managedInstancesProvider: CreateManagedInstancesProviderConfiguration
    tags: list[Tag]


class CreateCapacityProviderResponse(TypedDict, total=False):
    capacityProvider: CapacityProvider


class CreateClusterRequest(TypedDict, total=False):
    clusterName: str
    tags: list[Tag]
    settings: list[ClusterSetting]
    configuration: ClusterConfiguration
    capacityProviders: list[str]
    defaultCapacityProviderStrategy: list[CapacityProviderStrategyItem]
    serviceConnectDefaults: ClusterServiceConnectDefaultsRequest


class CreateClusterResponse(TypedDict, total=False):
    cluster: Cluster


class _CreateDaemonRequestRequired(TypedDict):
    daemonName: str
    daemonTaskDefinitionArn: str
    capacityProviderArns: list[str]


class CreateDaemonRequest(_CreateDaemonRequestRequired, total=False):
    clusterArn: str
    deploymentConfiguration: DaemonDeploymentConfiguration
    tags: list[Tag]
    propagateTags: str
    enableECSManagedTags: bool
    enableExecuteCommand: bool
    clientToken: str
    critical: bool


class CreateDaemonResponse(TypedDict, total=False):
    daemonArn: str
    status: str
    createdAt: datetime
    deploymentArn: str


class _CreateExpressGatewayServiceRequestRequired(TypedDict):
    infrastructureRoleArn: str


class CreateExpressGatewayServiceRequest(_CreateExpressGatewayServiceRequestRequired, total=False):
    executionRoleArn: str
    serviceName: str
    cluster: str
    healthCheckPath: str
    primaryContainer: ExpressGatewayContainer
    taskRoleArn: str
    networkConfiguration: ExpressGatewayServiceNetworkConfiguration
    cpu: str
    memory: str
    cpuArchitecture: str
    scalingTarget: ExpressGatewayScalingTarget
    tags: list[Tag]
    taskDefinitionArn: str


class CreateExpressGatewayServiceResponse(TypedDict, total=False):
    service: ECSExpressGatewayService


class _CreateGatewayRequestRequired(TypedDict):
    name: str
    infrastructureRoleArn: str
    configuration: GatewayConfiguration


class CreateGatewayRequest(_CreateGatewayRequestRequired, total=False):
    clientToken: str
    deletionProtection: bool
    tags: list[Tag]
    propagateTags: str


class CreateGatewayResponse(TypedDict, total=False):
    gatewayArn: str
    name: str
    status: str


class _CreateManagedInstancesProviderConfigurationRequired(TypedDict):
    infrastructureRoleArn: str
    instanceLaunchTemplate: InstanceLaunchTemplate


class CreateManagedInstancesProviderConfiguration(
    _CreateManagedInstancesProviderConfigurationRequired, total=False
):
    propagateTags: str
    infrastructureOptimization: InfrastructureOptimization
    autoRepairConfiguration: AutoRepairConfiguration


class _CreateServiceRequestRequired(TypedDict):
    serviceName: str


class CreateServiceRequest(_CreateServiceRequestRequired, total=False):
    cluster: str
    taskDefinition: str
    availabilityZoneRebalancing: str
    loadBalancers: list[LoadBalancer]
    serviceRegistries: list[ServiceRegistry]
    desiredCount: int
    clientToken: str
    launchType: str
    capacityProviderStrategy: list[CapacityProviderStrategyItem]
    platformVersion: str
    role: str
    deploymentConfiguration: DeploymentConfiguration
    placementConstraints: list[PlacementConstraint]
    placementStrategy: list[PlacementStrategy]
    networkConfiguration: NetworkConfiguration
    healthCheckGracePeriodSeconds: int
    schedulingStrategy: str
    deploymentController: DeploymentController
    tags: list[Tag]
    enableECSManagedTags: bool
    propagateTags: str
    enableExecuteCommand: bool
    serviceConnectConfiguration: ServiceConnectConfiguration
    volumeConfigurations: list[ServiceVolumeConfiguration]
    vpcLatticeConfigurations: list[VpcLatticeConfiguration]
    gatewayConnectors: list[GatewayConnector]
    monitoring: MonitoringConfiguration


class CreateServiceResponse(TypedDict, total=False):
    service: Service


class _CreateTaskSetRequestRequired(TypedDict):
    service: str
    cluster: str
    taskDefinition: str


class CreateTaskSetRequest(_CreateTaskSetRequestRequired, total=False):
    externalId: str
    networkConfiguration: NetworkConfiguration
    loadBalancers: list[LoadBalancer]
    serviceRegistries: list[ServiceRegistry]
    launchType: str
    capacityProviderStrategy: list[CapacityProviderStrategyItem]
    platformVersion: str
    scale: Scale
    clientToken: str
    tags: list[Tag]


class CreateTaskSetResponse(TypedDict, total=False):
    taskSet: TaskSet


class CreatedAt(TypedDict, total=False):
    before: datetime
    after: datetime


class DaemonAlarmConfiguration(TypedDict, total=False):
    alarmNames: list[str]
    enable: bool


class DaemonCapacityProvider(TypedDict, total=False):
    arn: str
    runningCount: int
    withoutDaemonCount: int


class DaemonCircuitBreaker(TypedDict, total=False):
    failureCount: int
    status: str
    threshold: int


class _DaemonContainerDefinitionRequired(TypedDict):
    image: str


class DaemonContainerDefinition(_DaemonContainerDefinitionRequired, total=False):
    name: str
    memory: int
    memoryReservation: int
    repositoryCredentials: RepositoryCredentials
    healthCheck: HealthCheck
    cpu: int
    essential: bool
    entryPoint: list[str]
    command: list[str]
    workingDirectory: str
    environmentFiles: list[EnvironmentFile]
    environment: list[KeyValuePair]
    secrets: list[Secret]
    readonlyRootFilesystem: bool
    mountPoints: list[MountPoint]
    logConfiguration: LogConfiguration
    firelensConfiguration: FirelensConfiguration
    privileged: bool
    user: str
    ulimits: list[Ulimit]
    linuxParameters: DaemonLinuxParameters
    dependsOn: list[ContainerDependency]
    startTimeout: int
    stopTimeout: int
    systemControls: list[SystemControl]
    interactive: bool
    pseudoTerminal: bool
    restartPolicy: ContainerRestartPolicy


class DaemonContainerImage(TypedDict, total=False):
    containerName: str
    imageDigest: str
    image: str


class DaemonDeployment(TypedDict, total=False):
    daemonDeploymentArn: str
    clusterArn: str
    status: str
    statusReason: str
    targetDaemonRevision: DaemonDeploymentRevisionDetail
    sourceDaemonRevisions: list[DaemonDeploymentRevisionDetail]
    circuitBreaker: DaemonCircuitBreaker
    alarms: DaemonDeploymentAlarms
    rollback: DaemonRollback
    deploymentConfiguration: DaemonDeploymentConfiguration
    createdAt: datetime
    startedAt: datetime
    stoppedAt: datetime
    finishedAt: datetime


class DaemonDeploymentAlarms(TypedDict, total=False):
    status: str
    alarmNames: list[str]
    triggeredAlarmNames: list[str]


class DaemonDeploymentCapacityProvider(TypedDict, total=False):
    arn: str
    runningInstanceCount: int
    withoutDaemonInstanceCount: int
    drainingInstanceCount: int


class DaemonDeploymentConfiguration(TypedDict, total=False):
    drainPercent: float
    alarms: DaemonAlarmConfiguration
    bakeTimeInMinutes: int


class DaemonDeploymentRevisionDetail(TypedDict, total=False):
    arn: str
    capacityProviders: list[DaemonDeploymentCapacityProvider]
    totalRunningInstanceCount: int
    totalWithoutDaemonInstanceCount: int
    totalDrainingInstanceCount: int


class DaemonDeploymentSummary(TypedDict, total=False):
    daemonDeploymentArn: str
    daemonArn: str
    clusterArn: str
    status: str
    statusReason: str
    targetDaemonRevisionArn: str
    createdAt: datetime
    startedAt: datetime
    stoppedAt: datetime
    finishedAt: datetime


class DaemonDetail(TypedDict, total=False):
    daemonArn: str
    clusterArn: str
    status: str
    currentRevisions: list[DaemonRevisionDetail]
    deploymentArn: str
    createdAt: datetime
    updatedAt: datetime


class DaemonLinuxParameters(TypedDict, total=False):
    capabilities: KernelCapabilities
    devices: list[Device]
    initProcessEnabled: bool
    tmpfs: list[Tmpfs]


class DaemonRevision(TypedDict, total=False):
    daemonRevisionArn: str
    clusterArn: str
    daemonArn: str
    daemonTaskDefinitionArn: str
    createdAt: datetime
    containerImages: list[DaemonContainerImage]
    propagateTags: str
    enableECSManagedTags: bool
    enableExecuteCommand: bool
    critical: bool


class DaemonRevisionDetail(TypedDict, total=False):
    arn: str
    capacityProviders: list[DaemonCapacityProvider]
    totalRunningCount: int
    totalWithoutDaemonCount: int


class DaemonRollback(TypedDict, total=False):
    reason: str
    startedAt: datetime
    rollbackTargetDaemonRevisionArn: str
    rollbackCapacityProviders: list[str]


class DaemonSummary(TypedDict, total=False):
    daemonArn: str
    status: str
    createdAt: datetime
    updatedAt: datetime


class DaemonTaskDefinition(TypedDict, total=False):
    daemonTaskDefinitionArn: str
    family: str
    revision: int
    taskRoleArn: str
    executionRoleArn: str
    containerDefinitions: list[DaemonContainerDefinition]
    volumes: list[DaemonVolume]
    cpu: str
    memory: str
    status: str
    registeredAt: datetime
    deleteRequestedAt: datetime
    registeredBy: str
    pidMode: str
    ipcMode: str


class DaemonTaskDefinitionSummary(TypedDict, total=False):
    arn: str
    registeredAt: datetime
    registeredBy: str
    deleteRequestedAt: datetime
    status: str


class DaemonVolume(TypedDict, total=False):
    name: str
    host: HostVolumeProperties
    logDriverVolumeConfiguration: LogDriverVolumeConfiguration


class _DeleteAccountSettingRequestRequired(TypedDict):
    name: str


class DeleteAccountSettingRequest(_DeleteAccountSettingRequestRequired, total=False):
    principalArn: str


class DeleteAccountSettingResponse(TypedDict, total=False):
    setting: Setting


class _DeleteAttributesRequestRequired(TypedDict):
    attributes: list[Attribute]


class DeleteAttributesRequest(_DeleteAttributesRequestRequired, total=False):
    cluster: str


class DeleteAttributesResponse(TypedDict, total=False):
    attributes: list[Attribute]


class _DeleteCapacityProviderRequestRequired(TypedDict):
    capacityProvider: str


class DeleteCapacityProviderRequest(_DeleteCapacityProviderRequestRequired, total=False):
    cluster: str


class DeleteCapacityProviderResponse(TypedDict, total=False):
    capacityProvider: CapacityProvider


class DeleteClusterRequest(TypedDict):
    cluster: str


class DeleteClusterResponse(TypedDict, total=False):
    cluster: Cluster


class DeleteDaemonRequest(TypedDict):
    daemonArn: str


class DeleteDaemonResponse(TypedDict, total=False):
    daemonArn: str
    status: str
    createdAt: datetime
    updatedAt: datetime
    deploymentArn: str


class DeleteDaemonTaskDefinitionRequest(TypedDict):
    daemonTaskDefinition: str


class DeleteDaemonTaskDefinitionResponse(TypedDict, total=False):
    daemonTaskDefinitionArn: str


class DeleteExpressGatewayServiceRequest(TypedDict):
    serviceArn: str


class DeleteExpressGatewayServiceResponse(TypedDict, total=False):
    service: ECSExpressGatewayService


class DeleteGatewayRequest(TypedDict):
    gateway: str


class DeleteGatewayResponse(TypedDict, total=False):
    gatewayArn: str
    name: str
    status: str


class _DeleteServiceRequestRequired(TypedDict):
    service: str


class DeleteServiceRequest(_DeleteServiceRequestRequired, total=False):
    cluster: str
    force: bool


class DeleteServiceResponse(TypedDict, total=False):
    service: Service


class DeleteTaskDefinitionsRequest(TypedDict):
    taskDefinitions: list[str]


class DeleteTaskDefinitionsResponse(TypedDict, total=False):
    taskDefinitions: list[TaskDefinition]
    failures: list[Failure]


class _DeleteTaskSetRequestRequired(TypedDict):
    cluster: str
    service: str
    taskSet: str


class DeleteTaskSetRequest(_DeleteTaskSetRequestRequired, total=False):
    force: bool


class DeleteTaskSetResponse(TypedDict, total=False):
    taskSet: TaskSet


class Deployment(TypedDict, total=False):
    id: str
    status: str
    taskDefinition: str
    desiredCount: int
    pendingCount: int
    runningCount: int
    failedTasks: int
    createdAt: datetime
    updatedAt: datetime
    capacityProviderStrategy: list[CapacityProviderStrategyItem]
    launchType: str
    platformVersion: str
    platformFamily: str
    networkConfiguration: NetworkConfiguration
    rolloutState: str
    rolloutStateReason: str
    serviceConnectConfiguration: ServiceConnectConfiguration
    serviceConnectResources: list[ServiceConnectServiceResource]
    volumeConfigurations: list[ServiceVolumeConfiguration]
    fargateEphemeralStorage: DeploymentEphemeralStorage
    vpcLatticeConfigurations: list[VpcLatticeConfiguration]


class DeploymentAlarms(TypedDict):
    alarmNames: list[str]
    rollback: bool
    enable: bool


class _DeploymentCircuitBreakerRequired(TypedDict):
    enable: bool
    rollback: bool


class DeploymentCircuitBreaker(_DeploymentCircuitBreakerRequired, total=False):
    resetOnHealthyTask: bool
    thresholdConfiguration: ThresholdConfiguration


class DeploymentConfiguration(TypedDict, total=False):
    deploymentCircuitBreaker: DeploymentCircuitBreaker
    maximumPercent: int
    minimumHealthyPercent: int
    alarms: DeploymentAlarms
    strategy: str
    bakeTimeInMinutes: int
    lifecycleHooks: list[DeploymentLifecycleHook]
    linearConfiguration: LinearConfiguration
    canaryConfiguration: CanaryConfiguration
    earlySuccessCriteria: DeploymentEarlySuccessCriteria


class DeploymentController(TypedDict):
    type: str


class _DeploymentEarlySuccessCriteriaRequired(TypedDict):
    enable: bool


class DeploymentEarlySuccessCriteria(_DeploymentEarlySuccessCriteriaRequired, total=False):
    healthyPercent: int
    sourceServiceRevisionCleanup: str


class DeploymentEphemeralStorage(TypedDict, total=False):
    kmsKeyId: str


class DeploymentLifecycleHook(TypedDict, total=False):
    targetType: str
    hookTargetArn: str
    roleArn: str
    lifecycleStages: list[str]
    hookDetails: object
    timeoutConfiguration: DeploymentLifecycleHookTimeoutConfiguration


class DeploymentLifecycleHookDetail(TypedDict, total=False):
    hookId: str
    targetType: str
    targetArn: str
    status: str
    expiresAt: datetime
    timeoutAction: str


class DeploymentLifecycleHookTimeoutConfiguration(TypedDict, total=False):
    timeoutInMinutes: int
    action: str


class _DeregisterContainerInstanceRequestRequired(TypedDict):
    containerInstance: str


class DeregisterContainerInstanceRequest(_DeregisterContainerInstanceRequestRequired, total=False):
    cluster: str
    force: bool


class DeregisterContainerInstanceResponse(TypedDict, total=False):
    containerInstance: ContainerInstance


class DeregisterTaskDefinitionRequest(TypedDict):
    taskDefinition: str


class DeregisterTaskDefinitionResponse(TypedDict, total=False):
    taskDefinition: TaskDefinition


class DescribeCapacityProvidersRequest(TypedDict, total=False):
    capacityProviders: list[str]
    cluster: str
    include: list[str]
    maxResults: int
    nextToken: str


class DescribeCapacityProvidersResponse(TypedDict, total=False):
    capacityProviders: list[CapacityProvider]
    failures: list[Failure]
    nextToken: str


class DescribeClustersRequest(TypedDict, total=False):
    clusters: list[str]
    include: list[str]


class DescribeClustersResponse(TypedDict, total=False):
    clusters: list[Cluster]
    failures: list[Failure]


class _DescribeContainerInstancesRequestRequired(TypedDict):
    containerInstances: list[str]


class DescribeContainerInstancesRequest(_DescribeContainerInstancesRequestRequired, total=False):
    cluster: str
    include: list[str]


class DescribeContainerInstancesResponse(TypedDict, total=False):
    containerInstances: list[ContainerInstance]
    failures: list[Failure]


class DescribeDaemonDeploymentsRequest(TypedDict):
    daemonDeploymentArns: list[str]


class DescribeDaemonDeploymentsResponse(TypedDict, total=False):
    failures: list[Failure]
    daemonDeployments: list[DaemonDeployment]


class DescribeDaemonRequest(TypedDict):
    daemonArn: str


class DescribeDaemonResponse(TypedDict, total=False):
    daemon: DaemonDetail


class DescribeDaemonRevisionsRequest(TypedDict):
    daemonRevisionArns: list[str]


class DescribeDaemonRevisionsResponse(TypedDict, total=False):
    daemonRevisions: list[DaemonRevision]
    failures: list[Failure]


class DescribeDaemonTaskDefinitionRequest(TypedDict):
    daemonTaskDefinition: str


class DescribeDaemonTaskDefinitionResponse(TypedDict, total=False):
    daemonTaskDefinition: DaemonTaskDefinition


class _DescribeExpressGatewayServiceRequestRequired(TypedDict):
    serviceArn: str


class DescribeExpressGatewayServiceRequest(_DescribeExpressGatewayServiceRequestRequired, total=False):
    include: list[str]


class DescribeExpressGatewayServiceResponse(TypedDict, total=False):
    service: ECSExpressGatewayService


class DescribeGatewayAlbConfiguration(TypedDict, total=False):
    networkConfiguration: GatewayElbNetworkConfiguration
    scheme: str
    accessLogs: GatewayElbAccessLogConfiguration
    webACLArn: str
    port: int
    protocol: str
    maxAlbCount: int
    currentAlbCount: int
    httpDesync: str
    testTrafficRules: GatewayAlbTestTrafficRules


class DescribeGatewayConfiguration(TypedDict, total=False):
    hostSharedAlb: DescribeGatewayAlbConfiguration


class DescribeGatewayRequest(TypedDict):
    gateway: str


class _DescribeGatewayResourcesRequestRequired(TypedDict):
    gateway: str


class DescribeGatewayResourcesRequest(_DescribeGatewayResourcesRequestRequired, total=False):
    maxResults: int
    nextToken: str


class DescribeGatewayResourcesResponse(TypedDict, total=False):
    gatewayResources: GatewayResources
    nextToken: str


class DescribeGatewayResponse(TypedDict, total=False):
    gateway: Gateway


class DescribeGatewayRouteRequest(TypedDict):
    gatewayRouteArn: str


class DescribeGatewayRouteResponse(TypedDict, total=False):
    gatewayRoute: GatewayRoute


class DescribeServiceDeploymentsRequest(TypedDict):
    serviceDeploymentArns: list[str]


class DescribeServiceDeploymentsResponse(TypedDict, total=False):
    serviceDeployments: list[ServiceDeployment]
    failures: list[Failure]


class DescribeServiceRevisionsRequest(TypedDict):
    serviceRevisionArns: list[str]


class DescribeServiceRevisionsResponse(TypedDict, total=False):
    serviceRevisions: list[ServiceRevision]
    failures: list[Failure]


class _DescribeServicesRequestRequired(TypedDict):
    services: list[str]


class DescribeServicesRequest(_DescribeServicesRequestRequired, total=False):
    cluster: str
    include: list[str]


class DescribeServicesResponse(TypedDict, total=False):
    services: list[Service]
    failures: list[Failure]


class _DescribeTaskDefinitionRequestRequired(TypedDict):
    taskDefinition: str


class DescribeTaskDefinitionRequest(_DescribeTaskDefinitionRequestRequired, total=False):
    include: list[str]


class DescribeTaskDefinitionResponse(TypedDict, total=False):
    taskDefinition: TaskDefinition
    tags: list[Tag]


class _DescribeTaskSetsRequestRequired(TypedDict):
    cluster: str
    service: str


class DescribeTaskSetsRequest(_DescribeTaskSetsRequestRequired, total=False):
    taskSets: list[str]
    include: list[str]


class DescribeTaskSetsResponse(TypedDict, total=False):
    taskSets: list[TaskSet]
    failures: list[Failure]


class _DescribeTasksRequestRequired(TypedDict):
    tasks: list[str]


class DescribeTasksRequest(_DescribeTasksRequestRequired, total=False):
    cluster: str
    include: list[str]


class DescribeTasksResponse(TypedDict, total=False):
    tasks: list[Task]
    failures: list[Failure]


class _DeviceRequired(TypedDict):
    hostPath: str


class Device(_DeviceRequired, total=False):
    containerPath: str
    permissions: list[str]


class DisassociateGatewayFromClusterRequest(TypedDict):
    gateway: str
    cluster: str


class DisassociateGatewayFromClusterResponse(TypedDict, total=False):
    gatewayArn: str
    clusterArn: str
    status: str


class DiscoverPollEndpointRequest(TypedDict, total=False):
    containerInstance: str
    cluster: str


class DiscoverPollEndpointResponse(TypedDict, total=False):
    endpoint: str
    telemetryEndpoint: str
    serviceConnectEndpoint: str


class DockerVolumeConfiguration(TypedDict, total=False):
    scope: str
    autoprovision: bool
    driver: str
    driverOpts: dict[str, str]
    labels: dict[str, str]


class _EBSTagSpecificationRequired(TypedDict):
    resourceType: str


class EBSTagSpecification(_EBSTagSpecificationRequired, total=False):
    tags: list[Tag]
    propagateTags: str


class ECSExpressGatewayService(TypedDict, total=False):
    cluster: str
    serviceName: str
    serviceArn: str
    infrastructureRoleArn: str
    status: ExpressGatewayServiceStatus
    currentDeployment: str
    activeConfigurations: list[ExpressGatewayServiceConfiguration]
    tags: list[Tag]
    createdAt: datetime
    updatedAt: datetime


class ECSManagedResources(TypedDict, total=False):
    ingressPaths: list[ManagedIngressPath]
    autoScaling: ManagedAutoScaling
    metricAlarms: list[ManagedMetricAlarm]
    serviceSecurityGroups: list[ManagedSecurityGroup]
    logGroups: list[ManagedLogGroup]
    gatewayConnections: list[GatewayConnection]


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


class ElbGatewayResources(TypedDict, total=False):
    loadBalancerArn: str
    listenerArn: str
    securityGroup: str
    gatewayRouteArns: list[str]


class EnvironmentFile(TypedDict):
    value: str
    type: str


class EphemeralStorage(TypedDict):
    sizeInGiB: int


class ExecuteCommandConfiguration(TypedDict, total=False):
    kmsKeyId: str
    logging: str
    logConfiguration: ExecuteCommandLogConfiguration


class ExecuteCommandLogConfiguration(TypedDict, total=False):
    cloudWatchLogGroupName: str
    cloudWatchEncryptionEnabled: bool
    s3BucketName: str
    s3EncryptionEnabled: bool
    s3KeyPrefix: str


class _ExecuteCommandRequestRequired(TypedDict):
    command: str
    interactive: bool
    task: str


class ExecuteCommandRequest(_ExecuteCommandRequestRequired, total=False):
    cluster: str
    container: str


class ExecuteCommandResponse(TypedDict, total=False):
    clusterArn: str
    containerArn: str
    containerName: str
    interactive: bool
    session: Session
    taskArn: str


class _ExpressGatewayContainerRequired(TypedDict):
    image: str


class ExpressGatewayContainer(_ExpressGatewayContainerRequired, total=False):
    containerPort: int
    awsLogsConfiguration: ExpressGatewayServiceAwsLogsConfiguration
    repositoryCredentials: ExpressGatewayRepositoryCredentials
    command: list[str]
    environment: list[KeyValuePair]
    secrets: list[Secret]


class ExpressGatewayRepositoryCredentials(TypedDict, total=False):
    credentialsParameter: str


class ExpressGatewayScalingTarget(TypedDict, total=False):
    minTaskCount: int
    maxTaskCount: int
    autoScalingMetric: str
    autoScalingTargetValue: int


class ExpressGatewayServiceAwsLogsConfiguration(TypedDict):
    logGroup: str
    logStreamPrefix: str


class ExpressGatewayServiceConfiguration(TypedDict, total=False):
    serviceRevisionArn: str
    executionRoleArn: str
    taskRoleArn: str
    taskDefinitionArn: str
    cpu: str
    memory: str
    cpuArchitecture: str
    networkConfiguration: ExpressGatewayServiceNetworkConfiguration
    healthCheckPath: str
    primaryContainer: ExpressGatewayContainer
    scalingTarget: ExpressGatewayScalingTarget
    ingressPaths: list[IngressPathSummary]
    createdAt: datetime


class ExpressGatewayServiceNetworkConfiguration(TypedDict, total=False):
    securityGroups: list[str]
    subnets: list[str]


class ExpressGatewayServiceStatus(TypedDict, total=False):
    statusCode: str
    statusReason: str


class FSxWindowsFileServerAuthorizationConfig(TypedDict):
    credentialsParameter: str
    domain: str


class FSxWindowsFileServerVolumeConfiguration(TypedDict):
    fileSystemId: str
    rootDirectory: str
    authorizationConfig: FSxWindowsFileServerAuthorizationConfig


class Failure(TypedDict, total=False):
    arn: str
    reason: str
    detail: str


class _FirelensConfigurationRequired(TypedDict):
    type: str


class FirelensConfiguration(_FirelensConfigurationRequired, total=False):
    options: dict[str, str]


class Gateway(TypedDict, total=False):
    gatewayArn: str
    name: str
    status: str
    statusReason: str
    failures: list[GatewayResourceFailure]
    infrastructureRoleArn: str
    deletionProtection: bool
    configuration: DescribeGatewayConfiguration
    accessType: str
    propagateTags: str
    tags: list[Tag]
    createdAt: datetime
    updatedAt: datetime


class GatewayAlbTestTrafficRules(TypedDict, total=False):
    header: GatewayTestTrafficHeader


class GatewayClusterAssociationSummary(TypedDict, total=False):
    gatewayArn: str
    clusterArn: str
    status: str


class GatewayConfiguration(TypedDict, total=False):
    hostSharedAlb: HostSharedAlbConfiguration


class GatewayConnection(TypedDict, total=False):
    gatewayArn: str
    gatewayRouteArn: str
    portName: str
    serviceUrl: str
    accessType: str
    status: str
    resources: GatewayConnectionResources


class GatewayConnectionAlbResources(TypedDict, total=False):
    acmCertificateArn: str
    loadBalancerArn: str
    loadBalancerSecurityGroupArns: list[str]
    listenerArn: str
    listenerRuleArn: str
    testListenerRuleArn: str
    targetGroupArn: str
    alternateTargetGroupArn: str


class GatewayConnectionResources(TypedDict, total=False):
    hostSharedAlb: list[GatewayConnectionAlbResources]


class _GatewayConnectorRequired(TypedDict):
    portName: str


class GatewayConnector(_GatewayConnectorRequired, total=False):
    healthCheck: GatewayConnectorHealthCheck
    filters: GatewayConnectorFilters
    deregistrationDelay: GatewayConnectorDeregistrationDelay


class GatewayConnectorDeregistrationDelay(TypedDict, total=False):
    timeoutSeconds: int


class GatewayConnectorFilters(TypedDict, total=False):
    accessTypes: list[str]


class GatewayConnectorHealthCheck(TypedDict, total=False):
    healthCheckProtocol: str
    healthCheckPort: int
    healthCheckPath: str
    healthCheckTimeoutSeconds: int
    healthCheckIntervalSeconds: int
    healthyThresholdCount: int
    unhealthyThresholdCount: int
    matcher: GatewayConnectorHealthCheckMatcher


class GatewayConnectorHealthCheckMatcher(TypedDict, total=False):
    httpCode: str
    grpcCode: str


class GatewayElbAccessLogConfiguration(TypedDict, total=False):
    destination: GatewayElbAccessLogDestination


class GatewayElbAccessLogDestination(TypedDict, total=False):
    s3: GatewayElbAccessLogS3Destination


class _GatewayElbAccessLogS3DestinationRequired(TypedDict):
    bucket: str


class GatewayElbAccessLogS3Destination(_GatewayElbAccessLogS3DestinationRequired, total=False):
    prefix: str


class GatewayElbNetworkConfiguration(TypedDict, total=False):
    inboundSecurityGroup: str
    subnets: list[str]
    ipAddressType: str


class GatewayInfrastructureResources(TypedDict, total=False):
    hostSharedAlb: list[ElbGatewayResources]


class GatewayOperationError(TypedDict, total=False):
    operation: str
    code: str
    message: str


class GatewayResourceFailure(TypedDict, total=False):
    arn: str
    errors: list[GatewayOperationError]


class GatewayResources(TypedDict, total=False):
    gatewayArn: str
    resources: GatewayInfrastructureResources


class GatewayRoute(TypedDict, total=False):
    gatewayRouteArn: str
    serviceArn: str
    serviceContainerPortName: str
    status: str
    serviceUrl: str
    resources: GatewayRouteResources


class GatewayRouteAlbResources(TypedDict, total=False):
    acmCertificateArn: str
    loadBalancerArn: str
    listenerArn: str
    listenerRuleArn: str
    testListenerRuleArns: list[str]
    loadBalancerSecurityGroups: list[GatewayRouteLoadBalancerSecurityGroup]
    serviceSecurityGroupArn: str


class GatewayRouteLoadBalancerSecurityGroup(TypedDict, total=False):
    arn: str
    ruleArns: list[str]


class GatewayRouteResources(TypedDict, total=False):
    hostSharedAlb: list[GatewayRouteAlbResources]


class GatewayRouteSummary(TypedDict, total=False):
    gatewayRouteArn: str
    gatewayArn: str
    clusterArn: str
    serviceArn: str
    serviceContainerPortName: str
    status: str


class GatewaySummary(TypedDict, total=False):
    gatewayArn: str
    name: str
    status: str
    createdAt: datetime


class GatewayTestTrafficHeader(TypedDict):
    name: str
    values: list[str]


class _GetTaskProtectionRequestRequired(TypedDict):
    cluster: str


class GetTaskProtectionRequest(_GetTaskProtectionRequestRequired, total=False):
    tasks: list[str]


class GetTaskProtectionResponse(TypedDict, total=False):
    protectedTasks: list[ProtectedTask]
    failures: list[Failure]


class GpuDevice(TypedDict, total=False):
    gpuId: str
    sharingMode: str
    totalMemoryInMiB: int
    remainingMemoryInMiB: int
    containerCount: int


class _HealthCheckRequired(TypedDict):
    command: list[str]


class HealthCheck(_HealthCheckRequired, total=False):
    interval: int
    timeout: int
    retries: int
    startPeriod: int


class HookDetails(TypedDict, total=False):
    pass


class HostEntry(TypedDict):
    hostname: str
    ipAddress: str


class HostSharedAlbConfiguration(TypedDict, total=False):
    networkConfiguration: GatewayElbNetworkConfiguration
    scheme: str
    webACLArn: str
    accessLogs: GatewayElbAccessLogConfiguration
    port: int
    protocol: str
    maxAlbCount: int
    httpDesync: str
    testTrafficRules: GatewayAlbTestTrafficRules


class HostVolumeProperties(TypedDict, total=False):
    sourcePath: str


class InferenceAccelerator(TypedDict):
    deviceName: str
    deviceType: str


class InferenceAcceleratorOverride(TypedDict, total=False):
    deviceName: str
    deviceType: str


class InfrastructureOptimization(TypedDict, total=False):
    scaleInAfter: int


class IngressPathSummary(TypedDict):
    accessType: str
    endpoint: str


class InstanceHealthCheckResult(TypedDict, total=False):
    type: str
    status: str
    statusReason: str
    lastUpdated: datetime
    lastStatusChange: datetime


class _InstanceLaunchTemplateRequired(TypedDict):
    ec2InstanceProfileArn: str
    networkConfiguration: ManagedInstancesNetworkConfiguration


class InstanceLaunchTemplate(_InstanceLaunchTemplateRequired, total=False):
    storageConfiguration: ManagedInstancesStorageConfiguration
    localStorageConfiguration: ManagedInstancesLocalStorageConfiguration
    monitoring: str
    capacityOptionType: str
    instanceMetadataTagsPropagation: bool
    instanceRequirements: InstanceRequirementsRequest
    fipsEnabled: bool
    capacityReservations: CapacityReservationRequest
    nitroEnclavesEnabled: bool


class InstanceLaunchTemplateUpdate(TypedDict, total=False):
    ec2InstanceProfileArn: str
    networkConfiguration: ManagedInstancesNetworkConfiguration
    storageConfiguration: ManagedInstancesStorageConfiguration
    instanceMetadataTagsPropagation: bool
    localStorageConfiguration: ManagedInstancesLocalStorageConfiguration
    monitoring: str
    instanceRequirements: InstanceRequirementsRequest
    capacityReservations: CapacityReservationRequest


class _InstanceRequirementsRequestRequired(TypedDict):
    vCpuCount: VCpuCountRangeRequest
    memoryMiB: MemoryMiBRequest


class InstanceRequirementsRequest(_InstanceRequirementsRequestRequired, total=False):
    cpuManufacturers: list[str]
    memoryGiBPerVCpu: MemoryGiBPerVCpuRequest
    excludedInstanceTypes: list[str]
    instanceGenerations: list[str]
    spotMaxPricePercentageOverLowestPrice: int
    onDemandMaxPricePercentageOverLowestPrice: int
    bareMetal: str
    burstablePerformance: str
    requireHibernateSupport: bool
    networkInterfaceCount: NetworkInterfaceCountRequest
    localStorage: str
    localStorageTypes: list[str]
    totalLocalStorageGB: TotalLocalStorageGBRequest
    baselineEbsBandwidthMbps: BaselineEbsBandwidthMbpsRequest
    acceleratorTypes: list[str]
    acceleratorCount: AcceleratorCountRequest
    acceleratorManufacturers: list[str]
    acceleratorNames: list[str]
    acceleratorTotalMemoryMiB: AcceleratorTotalMemoryMiBRequest
    networkBandwidthGbps: NetworkBandwidthGbpsRequest
    allowedInstanceTypes: list[str]
    maxSpotPriceAsPercentageOfOptimalOnDemandPrice: int


class KernelCapabilities(TypedDict, total=False):
    add: list[str]
    drop: list[str]


class KeyValuePair(TypedDict, total=False):
    name: str
    value: str


class LinearConfiguration(TypedDict, total=False):
    stepPercent: float
    stepBakeTimeInMinutes: int


class LinuxParameters(TypedDict, total=False):
    capabilities: KernelCapabilities
    devices: list[Device]
    initProcessEnabled: bool
    sharedMemorySize: int
    tmpfs: list[Tmpfs]
    maxSwap: int
    swappiness: int


class ListAccountSettingsRequest(TypedDict, total=False):
    name: str
    value: str
    principalArn: str
    effectiveSettings: bool
    nextToken: str
    maxResults: int


class ListAccountSettingsResponse(TypedDict, total=False):
    settings: list[Setting]
    nextToken: str


class _ListAttributesRequestRequired(TypedDict):
    targetType: str


class ListAttributesRequest(_ListAttributesRequestRequired, total=False):
    cluster: str
    attributeName: str
    attributeValue: str
    nextToken: str
    maxResults: int


class ListAttributesResponse(TypedDict, total=False):
    attributes: list[Attribute]
    nextToken: str


class ListClustersRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListClustersResponse(TypedDict, total=False):
    clusterArns: list[str]
    nextToken: str


class ListContainerInstancesRequest(TypedDict, total=False):
    cluster: str
    filter: str
    nextToken: str
    maxResults: int
    status: str


class ListContainerInstancesResponse(TypedDict, total=False):
    containerInstanceArns: list[str]
    nextToken: str


class _ListDaemonDeploymentsRequestRequired(TypedDict):
    daemonArn: str


class ListDaemonDeploymentsRequest(_ListDaemonDeploymentsRequestRequired, total=False):
    status: list[str]
    createdAt: CreatedAt
    maxResults: int
    nextToken: str


class ListDaemonDeploymentsResponse(TypedDict, total=False):
    nextToken: str
    daemonDeployments: list[DaemonDeploymentSummary]


class ListDaemonTaskDefinitionsRequest(TypedDict, total=False):
    familyPrefix: str
    family: str
    revision: str
    status: str
    sort: str
    nextToken: str
    maxResults: int


class ListDaemonTaskDefinitionsResponse(TypedDict, total=False):
    daemonTaskDefinitions: list[DaemonTaskDefinitionSummary]
    nextToken: str


class ListDaemonsRequest(TypedDict, total=False):
    clusterArn: str
    capacityProviderArns: list[str]
    maxResults: int
    nextToken: str


class ListDaemonsResponse(TypedDict, total=False):
    daemonSummariesList: list[DaemonSummary]
    nextToken: str


class ListGatewayClusterAssociationsRequest(TypedDict, total=False):
    gateway: str
    cluster: str
    status: list[str]
    maxResults: int
    nextToken: str


class ListGatewayClusterAssociationsResponse(TypedDict, total=False):
    gatewayClusterAssociations: list[GatewayClusterAssociationSummary]
    nextToken: str


class ListGatewayRoutesRequest(TypedDict, total=False):
    gateway: str
    cluster: str
    service: str
    serviceContainerPortName: str
    status: list[str]
    maxResults: int
    nextToken: str


class ListGatewayRoutesResponse(TypedDict, total=False):
    gatewayRoutes: list[GatewayRouteSummary]
    nextToken: str


class ListGatewaysRequest(TypedDict, total=False):
    names: list[str]
    status: list[str]
    maxResults: int
    nextToken: str


class ListGatewaysResponse(TypedDict, total=False):
    gateways: list[GatewaySummary]
    nextToken: str


class _ListServiceDeploymentsRequestRequired(TypedDict):
    service: str


class ListServiceDeploymentsRequest(_ListServiceDeploymentsRequestRequired, total=False):
    cluster: str
    status: list[str]
    createdAt: CreatedAt
    nextToken: str
    maxResults: int


class ListServiceDeploymentsResponse(TypedDict, total=False):
    serviceDeployments: list[ServiceDeploymentBrief]
    nextToken: str


class _ListServicesByNamespaceRequestRequired(TypedDict):
    namespace: str


class ListServicesByNamespaceRequest(_ListServicesByNamespaceRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListServicesByNamespaceResponse(TypedDict, total=False):
    serviceArns: list[str]
    nextToken: str


class ListServicesRequest(TypedDict, total=False):
    cluster: str
    nextToken: str
    maxResults: int
    launchType: str
    schedulingStrategy: str
    resourceManagementType: str


class ListServicesResponse(TypedDict, total=False):
    serviceArns: list[str]
    nextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: list[Tag]


class ListTaskDefinitionFamiliesRequest(TypedDict, total=False):
    familyPrefix: str
    status: str
    nextToken: str
    maxResults: int


class ListTaskDefinitionFamiliesResponse(TypedDict, total=False):
    families: list[str]
    nextToken: str


class ListTaskDefinitionsRequest(TypedDict, total=False):
    familyPrefix: str
    status: str
    sort: str
    nextToken: str
    maxResults: int


class ListTaskDefinitionsResponse(TypedDict, total=False):
    taskDefinitionArns: list[str]
    nextToken: str


class ListTasksRequest(TypedDict, total=False):
    cluster: str
    containerInstance: str
    family: str
    nextToken: str
    maxResults: int
    startedBy: str
    serviceName: str
    desiredStatus: str
    launchType: str
    daemonName: str


class ListTasksResponse(TypedDict, total=False):
    taskArns: list[str]
    nextToken: str


class LoadBalancer(TypedDict, total=False):
    targetGroupArn: str
    loadBalancerName: str
    containerName: str
    containerPort: int
    advancedConfiguration: AdvancedConfiguration


class _LogConfigurationRequired(TypedDict):
    logDriver: str


class LogConfiguration(_LogConfigurationRequired, total=False):
    options: dict[str, str]
    secretOptions: list[Secret]


class LogDriverVolumeConfiguration(TypedDict):
    driver: str


class ManagedAgent(TypedDict, total=False):
    lastStartedAt: datetime
    name: str
    reason: str
    lastStatus: str


class _ManagedAgentStateChangeRequired(TypedDict):
    containerName: str
    managedAgentName: str
    status: str


class ManagedAgentStateChange(_ManagedAgentStateChangeRequired, total=False):
    reason: str


class _ManagedApplicationAutoScalingPolicyRequired(TypedDict):
    status: str
    updatedAt: datetime
    policyType: str
    targetValue: float
    metric: str


class ManagedApplicationAutoScalingPolicy(_ManagedApplicationAutoScalingPolicyRequired, total=False):
    arn: str
    statusReason: str


class ManagedAutoScaling(TypedDict, total=False):
    scalableTarget: ManagedScalableTarget
    applicationAutoScalingPolicies: list[ManagedApplicationAutoScalingPolicy]


class _ManagedCertificateRequired(TypedDict):
    status: str
    updatedAt: datetime
    domainName: str


class ManagedCertificate(_ManagedCertificateRequired, total=False):
    arn: str
    statusReason: str


class _ManagedIngressPathRequired(TypedDict):
    accessType: str
    endpoint: str


class ManagedIngressPath(_ManagedIngressPathRequired, total=False):
    loadBalancer: ManagedLoadBalancer
    loadBalancerSecurityGroups: list[ManagedSecurityGroup]
    certificate: ManagedCertificate
    listener: ManagedListener
    rule: ManagedListenerRule
    targetGroups: list[ManagedTargetGroup]


class ManagedInstancesLocalStorageConfiguration(TypedDict, total=False):
    useLocalStorage: bool


class ManagedInstancesNetworkConfiguration(TypedDict, total=False):
    subnets: list[str]
    securityGroups: list[str]


class ManagedInstancesProvider(TypedDict, total=False):
    infrastructureRoleArn: str
    instanceLaunchTemplate: InstanceLaunchTemplate
    propagateTags: str
    infrastructureOptimization: InfrastructureOptimization
    autoRepairConfiguration: AutoRepairConfiguration


class ManagedInstancesStorageConfiguration(TypedDict, total=False):
    storageSizeGiB: int


class _ManagedListenerRequired(TypedDict):
    status: str
    updatedAt: datetime


class ManagedListener(_ManagedListenerRequired, total=False):
    arn: str
    statusReason: str


class _ManagedListenerRuleRequired(TypedDict):
    status: str
    updatedAt: datetime


class ManagedListenerRule(_ManagedListenerRuleRequired, total=False):
    arn: str
    statusReason: str


class _ManagedLoadBalancerRequired(TypedDict):
    status: str
    updatedAt: datetime
    scheme: str


class ManagedLoadBalancer(_ManagedLoadBalancerRequired, total=False):
    arn: str
    statusReason: str
    subnetIds: list[str]
    securityGroupIds: list[str]


class _ManagedLogGroupRequired(TypedDict):
    status: str
    updatedAt: datetime
    logGroupName: str


class ManagedLogGroup(_ManagedLogGroupRequired, total=False):
    arn: str
    statusReason: str


class _ManagedMetricAlarmRequired(TypedDict):
    status: str
    updatedAt: datetime


class ManagedMetricAlarm(_ManagedMetricAlarmRequired, total=False):
    arn: str
    statusReason: str


class _ManagedScalableTargetRequired(TypedDict):
    status: str
    updatedAt: datetime
    minCapacity: int
    maxCapacity: int


class ManagedScalableTarget(_ManagedScalableTargetRequired, total=False):
    arn: str
    statusReason: str


class ManagedScaling(TypedDict, total=False):
    status: str
    targetCapacity: int
    minimumScalingStepSize: int
    maximumScalingStepSize: int
    instanceWarmupPeriod: int


class _ManagedSecurityGroupRequired(TypedDict):
    status: str
    updatedAt: datetime


class ManagedSecurityGroup(_ManagedSecurityGroupRequired, total=False):
    arn: str
    statusReason: str


class ManagedStorageConfiguration(TypedDict, total=False):
    kmsKeyId: str
    fargateEphemeralStorageKmsKeyId: str


class _ManagedTargetGroupRequired(TypedDict):
    status: str
    updatedAt: datetime
    healthCheckPath: str
    healthCheckPort: int
    port: int


class ManagedTargetGroup(_ManagedTargetGroupRequired, total=False):
    arn: str
    statusReason: str


class MemoryGiBPerVCpuRequest(TypedDict, total=False):
    min: float
    max: float


class _MemoryMiBRequestRequired(TypedDict):
    min: int


class MemoryMiBRequest(_MemoryMiBRequestRequired, total=False):
    max: int


class MetricConfiguration(TypedDict):
    metricNames: list[str]
    resolutionSeconds: int


class MonitoringConfiguration(TypedDict, total=False):
    metricConfigurations: list[MetricConfiguration]


class MountPoint(TypedDict, total=False):
    sourceVolume: str
    containerPath: str
    readOnly: bool


class NetworkBandwidthGbpsRequest(TypedDict, total=False):
    min: float
    max: float


class NetworkBinding(TypedDict, total=False):
    bindIP: str
    containerPort: int
    hostPort: int
    protocol: str
    containerPortRange: str
    hostPortRange: str


class NetworkConfiguration(TypedDict, total=False):
    awsvpcConfiguration: AwsVpcConfiguration


class NetworkInterface(TypedDict, total=False):
    attachmentId: str
    privateIpv4Address: str
    ipv6Address: str


class NetworkInterfaceCountRequest(TypedDict, total=False):
    min: int
    max: int


class _NvidiaMpsAllocationRequired(TypedDict):
    memory: int


class NvidiaMpsAllocation(_NvidiaMpsAllocationRequired, total=False):
    maxComputePercent: int


class PlacementConstraint(TypedDict, total=False):
    type: str
    expression: str


class PlacementStrategy(TypedDict, total=False):
    type: str
    field: str


class PlatformDevice(TypedDict):
    id: str
    type: str


class PortMapping(TypedDict, total=False):
    containerPort: int
    hostPort: int
    protocol: str
    name: str
    appProtocol: str
    containerPortRange: str


class ProtectedTask(TypedDict, total=False):
    taskArn: str
    protectionEnabled: bool
    expirationDate: datetime


class _ProxyConfigurationRequired(TypedDict):
    containerName: str


class ProxyConfiguration(_ProxyConfigurationRequired, total=False):
    type: str
    properties: list[KeyValuePair]


class PutAccountSettingDefaultRequest(TypedDict):
    name: str
    value: str


class PutAccountSettingDefaultResponse(TypedDict, total=False):
    setting: Setting


class _PutAccountSettingRequestRequired(TypedDict):
    name: str
    value: str


class PutAccountSettingRequest(_PutAccountSettingRequestRequired, total=False):
    principalArn: str


class PutAccountSettingResponse(TypedDict, total=False):
    setting: Setting


class _PutAttributesRequestRequired(TypedDict):
    attributes: list[Attribute]


class PutAttributesRequest(_PutAttributesRequestRequired, total=False):
    cluster: str


class PutAttributesResponse(TypedDict, total=False):
    attributes: list[Attribute]


class PutClusterCapacityProvidersRequest(TypedDict):
    cluster: str
    capacityProviders: list[str]
    defaultCapacityProviderStrategy: list[CapacityProviderStrategyItem]


class PutClusterCapacityProvidersResponse(TypedDict, total=False):
    cluster: Cluster


class RegisterContainerInstanceRequest(TypedDict, total=False):
    cluster: str
    instanceIdentityDocument: str
    instanceIdentityDocumentSignature: str
    totalResources: list[Resource]
    versionInfo: VersionInfo
    containerInstanceArn: str
    attributes: list[Attribute]
    platformDevices: list[PlatformDevice]
    tags: list[Tag]


class RegisterContainerInstanceResponse(TypedDict, total=False):
    containerInstance: ContainerInstance


class _RegisterDaemonTaskDefinitionRequestRequired(TypedDict):
    family: str
    containerDefinitions: list[DaemonContainerDefinition]


class RegisterDaemonTaskDefinitionRequest(_RegisterDaemonTaskDefinitionRequestRequired, total=False):
    taskRoleArn: str
    executionRoleArn: str
    cpu: str
    memory: str
    volumes: list[DaemonVolume]
    tags: list[Tag]
    pidMode: str
    ipcMode: str


class RegisterDaemonTaskDefinitionResponse(TypedDict, total=False):
    daemonTaskDefinitionArn: str


class _RegisterTaskDefinitionRequestRequired(TypedDict):
    family: str
    containerDefinitions: list[ContainerDefinition]


class RegisterTaskDefinitionRequest(_RegisterTaskDefinitionRequestRequired, total=False):
    taskRoleArn: str
    executionRoleArn: str
    networkMode: str
    volumes: list[Volume]
    placementConstraints: list[TaskDefinitionPlacementConstraint]
    requiresCompatibilities: list[str]
    cpu: str
    memory: str
    tags: list[Tag]
    pidMode: str
    ipcMode: str
    proxyConfiguration: ProxyConfiguration
    inferenceAccelerators: list[InferenceAccelerator]
    ephemeralStorage: EphemeralStorage
    runtimePlatform: RuntimePlatform
    enableFaultInjection: bool
    trustedExecutionConfiguration: TrustedExecutionConfiguration


class RegisterTaskDefinitionResponse(TypedDict, total=False):
    taskDefinition: TaskDefinition
    tags: list[Tag]


class RepositoryCredentials(TypedDict):
    credentialsParameter: str


class ResolvedConfiguration(TypedDict, total=False):
    loadBalancers: list[ServiceRevisionLoadBalancer]
    vpcLatticeConfigurations: list[ServiceRevisionVpcLatticeConfiguration]


class Resource(TypedDict, total=False):
    name: str
    type: str
    doubleValue: float
    longValue: int
    integerValue: int
    stringSetValue: list[str]


class _ResourceRequirementRequired(TypedDict):
    type: str


class ResourceRequirement(_ResourceRequirementRequired, total=False):
    value: str
    sharingStrategy: SharingStrategy


class Rollback(TypedDict, total=False):
    reason: str
    startedAt: datetime
    serviceRevisionArn: str


class _RunTaskRequestRequired(TypedDict):
    taskDefinition: str


class RunTaskRequest(_RunTaskRequestRequired, total=False):
    capacityProviderStrategy: list[CapacityProviderStrategyItem]
    cluster: str
    count: int
    enableECSManagedTags: bool
    enableExecuteCommand: bool
    group: str
    launchType: str
    networkConfiguration: NetworkConfiguration
    overrides: TaskOverride
    placementConstraints: list[PlacementConstraint]
    placementStrategy: list[PlacementStrategy]
    platformVersion: str
    propagateTags: str
    referenceId: str
    startedBy: str
    tags: list[Tag]
    clientToken: str
    volumeConfigurations: list[TaskVolumeConfiguration]


class RunTaskResponse(TypedDict, total=False):
    tasks: list[Task]
    failures: list[Failure]


class RuntimePlatform(TypedDict, total=False):
    cpuArchitecture: str
    operatingSystemFamily: str


class RuntimePlatformOverride(TypedDict, total=False):
    cpuArchitecture: str


class _S3FilesVolumeConfigurationRequired(TypedDict):
    fileSystemArn: str


class S3FilesVolumeConfiguration(_S3FilesVolumeConfigurationRequired, total=False):
    rootDirectory: str
    transitEncryptionPort: int
    accessPointArn: str


class Scale(TypedDict, total=False):
    value: float
    unit: str


class Secret(TypedDict):
    name: str
    valueFrom: str


class Service(TypedDict, total=False):
    serviceArn: str
    serviceName: str
    clusterArn: str
    loadBalancers: list[LoadBalancer]
    serviceRegistries: list[ServiceRegistry]
    status: str
    desiredCount: int
    runningCount: int
    pendingCount: int
    launchType: str
    capacityProviderStrategy: list[CapacityProviderStrategyItem]
    platformVersion: str
    platformFamily: str
    taskDefinition: str
    deploymentConfiguration: DeploymentConfiguration
    taskSets: list[TaskSet]
    deployments: list[Deployment]
    roleArn: str
    events: list[ServiceEvent]
    createdAt: datetime
    currentServiceDeployment: str
    currentServiceRevisions: list[ServiceCurrentRevisionSummary]
    placementConstraints: list[PlacementConstraint]
    placementStrategy: list[PlacementStrategy]
    networkConfiguration: NetworkConfiguration
    healthCheckGracePeriodSeconds: int
    schedulingStrategy: str
    deploymentController: DeploymentController
    tags: list[Tag]
    createdBy: str
    enableECSManagedTags: bool
    propagateTags: str
    enableExecuteCommand: bool
    availabilityZoneRebalancing: str
    resourceManagementType: str


class _ServiceConnectAccessLogConfigurationRequired(TypedDict):
    format: str


class ServiceConnectAccessLogConfiguration(_ServiceConnectAccessLogConfigurationRequired, total=False):
    includeQueryParameters: str


class _ServiceConnectClientAliasRequired(TypedDict):
    port: int


class ServiceConnectClientAlias(_ServiceConnectClientAliasRequired, total=False):
    dnsName: str
    testTrafficRules: ServiceConnectTestTrafficRules


class _ServiceConnectConfigurationRequired(TypedDict):
    enabled: bool


class ServiceConnectConfiguration(_ServiceConnectConfigurationRequired, total=False):
    namespace: str
    services: list[ServiceConnectService]
    logConfiguration: LogConfiguration
    accessLogConfiguration: ServiceConnectAccessLogConfiguration
    containerConfigurations: list[ServiceConnectContainerConfiguration]


class ServiceConnectContainerConfiguration(TypedDict, total=False):
    logLevel: str


class _ServiceConnectServiceRequired(TypedDict):
    portName: str


class ServiceConnectService(_ServiceConnectServiceRequired, total=False):
    discoveryName: str
    clientAliases: list[ServiceConnectClientAlias]
    ingressPortOverride: int
    timeout: TimeoutConfiguration
    tls: ServiceConnectTlsConfiguration


class ServiceConnectServiceResource(TypedDict, total=False):
    discoveryName: str
    discoveryArn: str


class ServiceConnectTestTrafficHeaderMatchRules(TypedDict):
    exact: str


class _ServiceConnectTestTrafficHeaderRulesRequired(TypedDict):
    name: str


class ServiceConnectTestTrafficHeaderRules(_ServiceConnectTestTrafficHeaderRulesRequired, total=False):
    value: ServiceConnectTestTrafficHeaderMatchRules


class ServiceConnectTestTrafficRules(TypedDict):
    header: ServiceConnectTestTrafficHeaderRules


class ServiceConnectTlsCertificateAuthority(TypedDict, total=False):
    awsPcaAuthorityArn: str


class _ServiceConnectTlsConfigurationRequired(TypedDict):
    issuerCertificateAuthority: ServiceConnectTlsCertificateAuthority


class ServiceConnectTlsConfiguration(_ServiceConnectTlsConfigurationRequired, total=False):
    kmsKey: str
    roleArn: str


class ServiceCurrentRevisionSummary(TypedDict, total=False):
    arn: str
    requestedTaskCount: int
    runningTaskCount: int
    pendingTaskCount: int


class ServiceDeployment(TypedDict, total=False):
    serviceDeploymentArn: str
    serviceArn: str
    clusterArn: str
    createdAt: datetime
    startedAt: datetime
    finishedAt: datetime
    stoppedAt: datetime
    updatedAt: datetime
    sourceServiceRevisions: list[ServiceRevisionSummary]
    targetServiceRevision: ServiceRevisionSummary
    status: str
    statusReason: str
    lifecycleStage: str
    lifecycleHookDetails: list[DeploymentLifecycleHookDetail]
    deploymentConfiguration: DeploymentConfiguration
    rollback: Rollback
    deploymentCircuitBreaker: ServiceDeploymentCircuitBreaker
    alarms: ServiceDeploymentAlarms


class ServiceDeploymentAlarms(TypedDict, total=False):
    status: str
    alarmNames: list[str]
    triggeredAlarmNames: list[str]


class ServiceDeploymentBrief(TypedDict, total=False):
    serviceDeploymentArn: str
    serviceArn: str
    clusterArn: str
    startedAt: datetime
    createdAt: datetime
    finishedAt: datetime
    targetServiceRevisionArn: str
    status: str
    statusReason: str


class ServiceDeploymentCircuitBreaker(TypedDict, total=False):
    status: str
    failureCount: int
    threshold: int


class ServiceEvent(TypedDict, total=False):
    id: str
    createdAt: datetime
    message: str


class _ServiceManagedEBSVolumeConfigurationRequired(TypedDict):
    roleArn: str


class ServiceManagedEBSVolumeConfiguration(_ServiceManagedEBSVolumeConfigurationRequired, total=False):
    encrypted: bool
    kmsKeyId: str
    volumeType: str
    sizeInGiB: int
    snapshotId: str
    volumeInitializationRate: int
    iops: int
    throughput: int
    tagSpecifications: list[EBSTagSpecification]
    filesystemType: str


class ServiceRegistry(TypedDict, total=False):
    registryArn: str
    port: int
    containerName: str
    containerPort: int


class ServiceRevision(TypedDict, total=False):
    serviceRevisionArn: str
    serviceArn: str
    clusterArn: str
    taskDefinition: str
    capacityProviderStrategy: list[CapacityProviderStrategyItem]
    launchType: str
    platformVersion: str
    platformFamily: str
    loadBalancers: list[LoadBalancer]
    serviceRegistries: list[ServiceRegistry]
    networkConfiguration: NetworkConfiguration
    containerImages: list[ContainerImage]
    guardDutyEnabled: bool
    serviceConnectConfiguration: ServiceConnectConfiguration
    volumeConfigurations: list[ServiceVolumeConfiguration]
    fargateEphemeralStorage: DeploymentEphemeralStorage
    createdAt: datetime
    vpcLatticeConfigurations: list[VpcLatticeConfiguration]
    resolvedConfiguration: ResolvedConfiguration
    ecsManagedResources: ECSManagedResources
    overrides: ServiceRevisionOverrides
    gatewayConnectors: list[GatewayConnector]
    monitoring: MonitoringConfiguration


class ServiceRevisionLoadBalancer(TypedDict, total=False):
    targetGroupArn: str
    productionListenerRule: str


class ServiceRevisionOverrides(TypedDict, total=False):
    runtimePlatform: RuntimePlatformOverride


class ServiceRevisionSummary(TypedDict, total=False):
    arn: str
    requestedTaskCount: int
    runningTaskCount: int
    pendingTaskCount: int
    requestedTestTrafficWeight: float
    requestedProductionTrafficWeight: float


class ServiceRevisionVpcLatticeConfiguration(TypedDict, total=False):
    targetGroupArn: str
    productionListenerRule: str


class _ServiceVolumeConfigurationRequired(TypedDict):
    name: str


class ServiceVolumeConfiguration(_ServiceVolumeConfigurationRequired, total=False):
    managedEBSVolume: ServiceManagedEBSVolumeConfiguration


class Session(TypedDict, total=False):
    sessionId: str
    streamUrl: str
    tokenValue: str


class Setting(TypedDict, total=False):
    name: str
    value: str
    principalArn: str
    type: str


class SharingStrategy(TypedDict, total=False):
    nvidiaMps: NvidiaMpsAllocation


class _StartTaskRequestRequired(TypedDict):
    containerInstances: list[str]
    taskDefinition: str


class StartTaskRequest(_StartTaskRequestRequired, total=False):
    cluster: str
    enableECSManagedTags: bool
    enableExecuteCommand: bool
    group: str
    networkConfiguration: NetworkConfiguration
    overrides: TaskOverride
    propagateTags: str
    referenceId: str
    startedBy: str
    tags: list[Tag]
    volumeConfigurations: list[TaskVolumeConfiguration]


class StartTaskResponse(TypedDict, total=False):
    tasks: list[Task]
    failures: list[Failure]


class _StopServiceDeploymentRequestRequired(TypedDict):
    serviceDeploymentArn: str


class StopServiceDeploymentRequest(_StopServiceDeploymentRequestRequired, total=False):
    stopType: str


class StopServiceDeploymentResponse(TypedDict, total=False):
    serviceDeploymentArn: str


class _StopTaskRequestRequired(TypedDict):
    task: str


class StopTaskRequest(_StopTaskRequestRequired, total=False):
    cluster: str
    reason: str


class StopTaskResponse(TypedDict, total=False):
    task: Task


class _SubmitAttachmentStateChangesRequestRequired(TypedDict):
    attachments: list[AttachmentStateChange]


class SubmitAttachmentStateChangesRequest(_SubmitAttachmentStateChangesRequestRequired, total=False):
    cluster: str


class SubmitAttachmentStateChangesResponse(TypedDict, total=False):
    acknowledgment: str


class SubmitContainerStateChangeRequest(TypedDict, total=False):
    cluster: str
    task: str
    containerName: str
    runtimeId: str
    status: str
    exitCode: int
    reason: str
    networkBindings: list[NetworkBinding]


class SubmitContainerStateChangeResponse(TypedDict, total=False):
    acknowledgment: str


class SubmitTaskStateChangeRequest(TypedDict, total=False):
    cluster: str
    task: str
    status: str
    reason: str
    containers: list[ContainerStateChange]
    attachments: list[AttachmentStateChange]
    managedAgents: list[ManagedAgentStateChange]
    pullStartedAt: datetime
    pullStoppedAt: datetime
    executionStoppedAt: datetime


class SubmitTaskStateChangeResponse(TypedDict, total=False):
    acknowledgment: str


class SystemControl(TypedDict, total=False):
    namespace: str
    value: str


class Tag(TypedDict, total=False):
    key: str
    value: str


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class Task(TypedDict, total=False):
    attachments: list[Attachment]
    attributes: list[Attribute]
    availabilityZone: str
    capacityProviderName: str
    clusterArn: str
    connectivity: str
    connectivityAt: datetime
    containerInstanceArn: str
    containers: list[Container]
    cpu: str
    createdAt: datetime
    desiredStatus: str
    enableExecuteCommand: bool
    executionStoppedAt: datetime
    group: str
    healthStatus: str
    inferenceAccelerators: list[InferenceAccelerator]
    lastStatus: str
    launchType: str
    memory: str
    overrides: TaskOverride
    platformVersion: str
    platformFamily: str
    pullStartedAt: datetime
    pullStoppedAt: datetime
    startedAt: datetime
    startedBy: str
    stopCode: str
    stoppedAt: datetime
    stoppedReason: str
    stoppingAt: datetime
    tags: list[Tag]
    taskArn: str
    taskDefinitionArn: str
    version: int
    ephemeralStorage: EphemeralStorage
    fargateEphemeralStorage: TaskEphemeralStorage
    trustedExecutionSummary: TrustedExecutionSummary


class TaskDefinition(TypedDict, total=False):
    taskDefinitionArn: str
    containerDefinitions: list[ContainerDefinition]
    family: str
    taskRoleArn: str
    executionRoleArn: str
    networkMode: str
    revision: int
    volumes: list[Volume]
    status: str
    requiresAttributes: list[Attribute]
    placementConstraints: list[TaskDefinitionPlacementConstraint]
    compatibilities: list[str]
    runtimePlatform: RuntimePlatform
    requiresCompatibilities: list[str]
    cpu: str
    memory: str
    inferenceAccelerators: list[InferenceAccelerator]
    pidMode: str
    ipcMode: str
    proxyConfiguration: ProxyConfiguration
    registeredAt: datetime
    deregisteredAt: datetime
    deleteRequestedAt: datetime
    registeredBy: str
    ephemeralStorage: EphemeralStorage
    enableFaultInjection: bool
    trustedExecutionConfiguration: TrustedExecutionConfiguration


class TaskDefinitionPlacementConstraint(TypedDict, total=False):
    type: str
    expression: str


class TaskEphemeralStorage(TypedDict, total=False):
    sizeInGiB: int
    kmsKeyId: str


class _TaskManagedEBSVolumeConfigurationRequired(TypedDict):
    roleArn: str


class TaskManagedEBSVolumeConfiguration(_TaskManagedEBSVolumeConfigurationRequired, total=False):
    encrypted: bool
    kmsKeyId: str
    volumeType: str
    sizeInGiB: int
    snapshotId: str
    volumeInitializationRate: int
    iops: int
    throughput: int
    tagSpecifications: list[EBSTagSpecification]
    terminationPolicy: TaskManagedEBSVolumeTerminationPolicy
    filesystemType: str


class TaskManagedEBSVolumeTerminationPolicy(TypedDict):
    deleteOnTermination: bool


class TaskOverride(TypedDict, total=False):
    containerOverrides: list[ContainerOverride]
    cpu: str
    inferenceAcceleratorOverrides: list[InferenceAcceleratorOverride]
    executionRoleArn: str
    memory: str
    taskRoleArn: str
    ephemeralStorage: EphemeralStorage


class TaskSet(TypedDict, total=False):
    id: str
    taskSetArn: str
    serviceArn: str
    clusterArn: str
    startedBy: str
    externalId: str
    status: str
    taskDefinition: str
    computedDesiredCount: int
    pendingCount: int
    runningCount: int
    createdAt: datetime
    updatedAt: datetime
    launchType: str
    capacityProviderStrategy: list[CapacityProviderStrategyItem]
    platformVersion: str
    platformFamily: str
    networkConfiguration: NetworkConfiguration
    loadBalancers: list[LoadBalancer]
    serviceRegistries: list[ServiceRegistry]
    scale: Scale
    stabilityStatus: str
    stabilityStatusAt: datetime
    tags: list[Tag]
    fargateEphemeralStorage: DeploymentEphemeralStorage


class _TaskVolumeConfigurationRequired(TypedDict):
    name: str


class TaskVolumeConfiguration(_TaskVolumeConfigurationRequired, total=False):
    managedEBSVolume: TaskManagedEBSVolumeConfiguration


class ThresholdConfiguration(TypedDict):
    type: str
    value: int


class TimeoutConfiguration(TypedDict, total=False):
    idleTimeoutSeconds: int
    perRequestTimeoutSeconds: int


class _TmpfsRequired(TypedDict):
    containerPath: str
    size: int


class Tmpfs(_TmpfsRequired, total=False):
    mountOptions: list[str]


class TotalLocalStorageGBRequest(TypedDict, total=False):
    min: float
    max: float


class _TrustedExecutionConfigurationRequired(TypedDict):
    isolationMode: str


class TrustedExecutionConfiguration(_TrustedExecutionConfigurationRequired, total=False):
    attestationPolicy: str


class _TrustedExecutionSummaryRequired(TypedDict):
    isolationMode: str


class TrustedExecutionSummary(_TrustedExecutionSummaryRequired, total=False):
    attestationPolicyStatus: str


class Ulimit(TypedDict):
    name: str
    softLimit: int
    hardLimit: int


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateCapacityProviderRequestRequired(TypedDict):
    name: str


class UpdateCapacityProviderRequest(_UpdateCapacityProviderRequestRequired, total=False):
    cluster: str
    autoScalingGroupProvider: AutoScalingGroupProviderUpdate
    managedInstancesProvider: UpdateManagedInstancesProviderConfiguration


class UpdateCapacityProviderResponse(TypedDict, total=False):
    capacityProvider: CapacityProvider


class _UpdateClusterRequestRequired(TypedDict):
    cluster: str


class UpdateClusterRequest(_UpdateClusterRequestRequired, total=False):
    settings: list[ClusterSetting]
    configuration: ClusterConfiguration
    serviceConnectDefaults: ClusterServiceConnectDefaultsRequest


class UpdateClusterResponse(TypedDict, total=False):
    cluster: Cluster


class UpdateClusterSettingsRequest(TypedDict):
    cluster: str
    settings: list[ClusterSetting]


class UpdateClusterSettingsResponse(TypedDict, total=False):
    cluster: Cluster


class _UpdateContainerAgentRequestRequired(TypedDict):
    containerInstance: str


class UpdateContainerAgentRequest(_UpdateContainerAgentRequestRequired, total=False):
    cluster: str


class UpdateContainerAgentResponse(TypedDict, total=False):
    containerInstance: ContainerInstance


class _UpdateContainerInstancesStateRequestRequired(TypedDict):
    containerInstances: list[str]
    status: str


class UpdateContainerInstancesStateRequest(_UpdateContainerInstancesStateRequestRequired, total=False):
    cluster: str


class UpdateContainerInstancesStateResponse(TypedDict, total=False):
    containerInstances: list[ContainerInstance]
    failures: list[Failure]


class _UpdateDaemonRequestRequired(TypedDict):
    daemonArn: str
    daemonTaskDefinitionArn: str
    capacityProviderArns: list[str]


class UpdateDaemonRequest(_UpdateDaemonRequestRequired, total=False):
    deploymentConfiguration: DaemonDeploymentConfiguration
    propagateTags: str
    enableECSManagedTags: bool
    enableExecuteCommand: bool
    critical: bool


class UpdateDaemonResponse(TypedDict, total=False):
    daemonArn: str
    status: str
    createdAt: datetime
    updatedAt: datetime
    deploymentArn: str


class _UpdateExpressGatewayServiceRequestRequired(TypedDict):
    serviceArn: str


class UpdateExpressGatewayServiceRequest(_UpdateExpressGatewayServiceRequestRequired, total=False):
    executionRoleArn: str
    healthCheckPath: str
    primaryContainer: ExpressGatewayContainer
    taskRoleArn: str
    networkConfiguration: ExpressGatewayServiceNetworkConfiguration
    cpu: str
    memory: str
    cpuArchitecture: str
    scalingTarget: ExpressGatewayScalingTarget
    taskDefinitionArn: str


class UpdateExpressGatewayServiceResponse(TypedDict, total=False):
    service: UpdatedExpressGatewayService


class UpdateGatewayAlbConfiguration(TypedDict, total=False):
    networkConfiguration: UpdateGatewayNetworkConfiguration
    maxAlbCount: int
    webACLArn: str
    accessLogs: GatewayElbAccessLogConfiguration
    httpDesync: str
    testTrafficRules: GatewayAlbTestTrafficRules


class UpdateGatewayConfiguration(TypedDict, total=False):
    hostSharedAlb: UpdateGatewayAlbConfiguration


class UpdateGatewayNetworkConfiguration(TypedDict, total=False):
    inboundSecurityGroup: str


class _UpdateGatewayRequestRequired(TypedDict):
    gateway: str


class UpdateGatewayRequest(_UpdateGatewayRequestRequired, total=False):
    infrastructureRoleArn: str
    deletionProtection: bool
    configuration: UpdateGatewayConfiguration
    propagateTags: str


class UpdateGatewayResponse(TypedDict, total=False):
    gatewayArn: str
    name: str
    status: str


class _UpdateManagedInstancesProviderConfigurationRequired(TypedDict):
    infrastructureRoleArn: str
    instanceLaunchTemplate: InstanceLaunchTemplateUpdate


class UpdateManagedInstancesProviderConfiguration(
    _UpdateManagedInstancesProviderConfigurationRequired, total=False
):
    propagateTags: str
    infrastructureOptimization: InfrastructureOptimization
    autoRepairConfiguration: AutoRepairConfiguration


class UpdateServicePrimaryTaskSetRequest(TypedDict):
    cluster: str
    service: str
    primaryTaskSet: str


class UpdateServicePrimaryTaskSetResponse(TypedDict, total=False):
    taskSet: TaskSet


class _UpdateServiceRequestRequired(TypedDict):
    service: str


class UpdateServiceRequest(_UpdateServiceRequestRequired, total=False):
    cluster: str
    desiredCount: int
    taskDefinition: str
    capacityProviderStrategy: list[CapacityProviderStrategyItem]
    deploymentConfiguration: DeploymentConfiguration
    availabilityZoneRebalancing: str
    networkConfiguration: NetworkConfiguration
    placementConstraints: list[PlacementConstraint]
    placementStrategy: list[PlacementStrategy]
    platformVersion: str
    forceNewDeployment: bool
    healthCheckGracePeriodSeconds: int
    deploymentController: DeploymentController
    enableExecuteCommand: bool
    enableECSManagedTags: bool
    loadBalancers: list[LoadBalancer]
    propagateTags: str
    serviceRegistries: list[ServiceRegistry]
    serviceConnectConfiguration: ServiceConnectConfiguration
    volumeConfigurations: list[ServiceVolumeConfiguration]
    vpcLatticeConfigurations: list[VpcLatticeConfiguration]
    gatewayConnectors: list[GatewayConnector]
    monitoring: MonitoringConfiguration


class UpdateServiceResponse(TypedDict, total=False):
    service: Service


class _UpdateTaskProtectionRequestRequired(TypedDict):
    cluster: str
    tasks: list[str]
    protectionEnabled: bool


class UpdateTaskProtectionRequest(_UpdateTaskProtectionRequestRequired, total=False):
    expiresInMinutes: int


class UpdateTaskProtectionResponse(TypedDict, total=False):
    protectedTasks: list[ProtectedTask]
    failures: list[Failure]


class UpdateTaskSetRequest(TypedDict):
    cluster: str
    service: str
    taskSet: str
    scale: Scale


class UpdateTaskSetResponse(TypedDict, total=False):
    taskSet: TaskSet


class UpdatedExpressGatewayService(TypedDict, total=False):
    serviceArn: str
    cluster: str
    serviceName: str
    status: ExpressGatewayServiceStatus
    targetConfiguration: ExpressGatewayServiceConfiguration
    createdAt: datetime
    updatedAt: datetime


class _VCpuCountRangeRequestRequired(TypedDict):
    min: int


class VCpuCountRangeRequest(_VCpuCountRangeRequestRequired, total=False):
    max: int


class VersionInfo(TypedDict, total=False):
    agentVersion: str
    agentHash: str
    dockerVersion: str


class Volume(TypedDict, total=False):
    name: str
    host: HostVolumeProperties
    dockerVolumeConfiguration: DockerVolumeConfiguration
    efsVolumeConfiguration: EFSVolumeConfiguration
    s3filesVolumeConfiguration: S3FilesVolumeConfiguration
    fsxWindowsFileServerVolumeConfiguration: FSxWindowsFileServerVolumeConfiguration
    configuredAtLaunch: bool


class VolumeFrom(TypedDict, total=False):
    sourceContainer: str
    readOnly: bool


class VpcLatticeAdvancedConfiguration(TypedDict, total=False):
    alternateTargetGroupArn: str
    productionListenerRule: str
    testListenerRule: str


class _VpcLatticeConfigurationRequired(TypedDict):
    roleArn: str
    targetGroupArn: str
    portName: str


class VpcLatticeConfiguration(_VpcLatticeConfigurationRequired, total=False):
    advancedConfiguration: VpcLatticeAdvancedConfiguration


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateGatewayWithCluster",
    "ContinueServiceDeployment",
    "CreateCapacityProvider",
    "CreateCluster",
    "CreateDaemon",
    "CreateExpressGatewayService",
    "CreateGateway",
    "CreateService",
    "CreateTaskSet",
    "DeleteAccountSetting",
    "DeleteAttributes",
    "DeleteCapacityProvider",
    "DeleteCluster",
    "DeleteDaemon",
    "DeleteDaemonTaskDefinition",
    "DeleteExpressGatewayService",
    "DeleteGateway",
    "DeleteService",
    "DeleteTaskDefinitions",
    "DeleteTaskSet",
    "DeregisterContainerInstance",
    "DeregisterTaskDefinition",
    "DescribeCapacityProviders",
    "DescribeClusters",
    "DescribeContainerInstances",
    "DescribeDaemon",
    "DescribeDaemonDeployments",
    "DescribeDaemonRevisions",
    "DescribeDaemonTaskDefinition",
    "DescribeExpressGatewayService",
    "DescribeGateway",
    "DescribeGatewayResources",
    "DescribeGatewayRoute",
    "DescribeServiceDeployments",
    "DescribeServiceRevisions",
    "DescribeServices",
    "DescribeTaskDefinition",
    "DescribeTaskSets",
    "DescribeTasks",
    "DisassociateGatewayFromCluster",
    "DiscoverPollEndpoint",
    "ExecuteCommand",
    "GetTaskProtection",
    "ListAccountSettings",
    "ListAttributes",
    "ListClusters",
    "ListContainerInstances",
    "ListDaemonDeployments",
    "ListDaemonTaskDefinitions",
    "ListDaemons",
    "ListGatewayClusterAssociations",
    "ListGatewayRoutes",
    "ListGateways",
    "ListServiceDeployments",
    "ListServices",
    "ListServicesByNamespace",
    "ListTagsForResource",
    "ListTaskDefinitionFamilies",
    "ListTaskDefinitions",
    "ListTasks",
    "PutAccountSetting",
    "PutAccountSettingDefault",
    "PutAttributes",
    "PutClusterCapacityProviders",
    "RegisterContainerInstance",
    "RegisterDaemonTaskDefinition",
    "RegisterTaskDefinition",
    "RunTask",
    "StartTask",
    "StopServiceDeployment",
    "StopTask",
    "SubmitAttachmentStateChanges",
    "SubmitContainerStateChange",
    "SubmitTaskStateChange",
    "TagResource",
    "UntagResource",
    "UpdateCapacityProvider",
    "UpdateCluster",
    "UpdateClusterSettings",
    "UpdateContainerAgent",
    "UpdateContainerInstancesState",
    "UpdateDaemon",
    "UpdateExpressGatewayService",
    "UpdateGateway",
    "UpdateService",
    "UpdateServicePrimaryTaskSet",
    "UpdateTaskProtection",
    "UpdateTaskSet",
)
