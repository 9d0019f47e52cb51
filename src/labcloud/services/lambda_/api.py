"""Typed requests and responses of lambda's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types lambda`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AcceleratorConfig(TypedDict):
    AcceleratorMemorySize: int


class AccountLimit(TypedDict, total=False):
    TotalCodeSize: int
    CodeSizeUnzipped: int
    CodeSizeZipped: int
    ConcurrentExecutions: int
    UnreservedConcurrentExecutions: int


class AccountUsage(TypedDict, total=False):
    TotalCodeSize: int
    FunctionCount: int


class _AddLayerVersionPermissionRequestRequired(TypedDict):
    LayerName: str
    VersionNumber: int
    StatementId: str
    Action: str
    Principal: str


class AddLayerVersionPermissionRequest(_AddLayerVersionPermissionRequestRequired, total=False):
    OrganizationId: str
    RevisionId: str


class AddLayerVersionPermissionResponse(TypedDict, total=False):
    Statement: str
    RevisionId: str


class _AddPermissionRequestRequired(TypedDict):
    FunctionName: str
    StatementId: str
    Action: str
    Principal: str


class AddPermissionRequest(_AddPermissionRequestRequired, total=False):
    SourceArn: str
    FunctionUrlAuthType: str
    InvokedViaFunctionUrl: bool
    SourceAccount: str
    EventSourceToken: str
    Qualifier: str
    RevisionId: str
    PrincipalOrgID: str


class AddPermissionResponse(TypedDict, total=False):
    Statement: str


class AliasRoutingConfiguration(TypedDict, total=False):
    AdditionalVersionWeights: dict[str, float]


class AllowedPublishers(TypedDict):
    SigningProfileVersionArns: list[str]


class AmazonManagedKafkaEventSourceConfig(TypedDict, total=False):
    ConsumerGroupId: str
    SchemaRegistryConfig: KafkaSchemaRegistryConfig


class CallbackDetails(TypedDict, total=False):
    CallbackId: str
    Result: str
    Error: ErrorObject


class CallbackFailedDetails(TypedDict):
    Error: EventError


class CallbackOptions(TypedDict, total=False):
    TimeoutSeconds: int
    HeartbeatTimeoutSeconds: int


class _CallbackStartedDetailsRequired(TypedDict):
    CallbackId: str


class CallbackStartedDetails(_CallbackStartedDetailsRequired, total=False):
    HeartbeatTimeout: int
    Timeout: int


class CallbackSucceededDetails(TypedDict):
    Result: EventResult


class CallbackTimedOutDetails(TypedDict):
    Error: EventError


class _CapacityProviderRequired(TypedDict):
    CapacityProviderArn: str
    State: str
    VpcConfig: CapacityProviderVpcConfig
    PermissionsConfig: CapacityProviderPermissionsConfig


class CapacityProvider(_CapacityProviderRequired, total=False):
    InstanceRequirements: InstanceRequirements
    CapacityProviderScalingConfig: CapacityProviderScalingConfig
    KmsKeyArn: str
    LastModified: str
    PropagateTags: PropagateTags
    TelemetryConfig: CapacityProviderTelemetryConfig


class CapacityProviderConfig(TypedDict):
    LambdaManagedInstancesCapacityProviderConfig: LambdaManagedInstancesCapacityProviderConfig


class CapacityProviderLoggingConfig(TypedDict, total=False):
    SystemLogLevel: str
    LogGroup: str


class CapacityProviderPermissionsConfig(TypedDict):
    CapacityProviderOperatorRoleArn: str


class CapacityProviderScalingConfig(TypedDict, total=False):
    MaxVCpuCount: int
    ScalingMode: str
    ScalingPolicies: list[TargetTrackingScalingPolicy]


class CapacityProviderTelemetryConfig(TypedDict, total=False):
    LoggingConfig: CapacityProviderLoggingConfig


class CapacityProviderVpcConfig(TypedDict):
    SubnetIds: list[str]
    SecurityGroupIds: list[str]


class ChainedInvokeDetails(TypedDict, total=False):
    Result: str
    Error: ErrorObject


class ChainedInvokeFailedDetails(TypedDict):
    Error: EventError


class _ChainedInvokeOptionsRequired(TypedDict):
    FunctionName: str


class ChainedInvokeOptions(_ChainedInvokeOptionsRequired, total=False):
    TenantId: str
    XAmznTraceId: str


class _ChainedInvokeStartedDetailsRequired(TypedDict):
    FunctionName: str


class ChainedInvokeStartedDetails(_ChainedInvokeStartedDetailsRequired, total=False):
    TenantId: str
    Input: EventInput
    ExecutedVersion: str
    DurableExecutionArn: str


class ChainedInvokeStoppedDetails(TypedDict):
    Error: EventError


class ChainedInvokeSucceededDetails(TypedDict):
    Result: EventResult


class ChainedInvokeTimedOutDetails(TypedDict):
    Error: EventError


class _CheckpointDurableExecutionRequestRequired(TypedDict):
    DurableExecutionArn: str
    CheckpointToken: str


class CheckpointDurableExecutionRequest(_CheckpointDurableExecutionRequestRequired, total=False):
    Updates: list[OperationUpdate]
    ClientToken: str


class _CheckpointDurableExecutionResponseRequired(TypedDict):
    NewExecutionState: CheckpointUpdatedExecutionState


class CheckpointDurableExecutionResponse(_CheckpointDurableExecutionResponseRequired, total=False):
    CheckpointToken: str


class CheckpointUpdatedExecutionState(TypedDict, total=False):
    Operations: list[Operation]
    NextMarker: str


class _CodeSigningConfigRequired(TypedDict):
    CodeSigningConfigId: str
    CodeSigningConfigArn: str
    AllowedPublishers: AllowedPublishers
    CodeSigningPolicies: CodeSigningPolicies
    LastModified: str


class CodeSigningConfig(_CodeSigningConfigRequired, total=False):
    Description: str


class CodeSigningPolicies(TypedDict, total=False):
    UntrustedArtifactOnDeployment: str


class ContextDetails(TypedDict, total=False):
    ReplayChildren: bool
    Result: str
    Error: ErrorObject


class ContextFailedDetails(TypedDict):
    Error: EventError


class ContextOptions(TypedDict, total=False):
    ReplayChildren: bool


class ContextStartedDetails(TypedDict, total=False):
    pass


class ContextSucceededDetails(TypedDict):
    Result: EventResult


class Cors(TypedDict, total=False):
    AllowCredentials: bool
    AllowHeaders: list[str]
    AllowMethods: list[str]
    AllowOrigins: list[str]
    ExposeHeaders: list[str]
    MaxAge: int


class _CreateAliasRequestRequired(TypedDict):
    FunctionName: str
    Name: str
    FunctionVersion: str


class CreateAliasRequest(_CreateAliasRequestRequired, total=False):
    Description: str
    RoutingConfig: AliasRoutingConfiguration


class CreateAliasResponse(TypedDict, total=False):
    AliasArn: str
    Name: str
    FunctionVersion: str
    Description: str
    RoutingConfig: AliasRoutingConfiguration
    RevisionId: str


class _CreateCapacityProviderRequestRequired(TypedDict):
    CapacityProviderName: str
    VpcConfig: CapacityProviderVpcConfig
    PermissionsConfig: CapacityProviderPermissionsConfig


class CreateCapacityProviderRequest(_CreateCapacityProviderRequestRequired, total=False):
    InstanceRequirements: InstanceRequirements
    CapacityProviderScalingConfig: CapacityProviderScalingConfig
    KmsKeyArn: str
    Tags: dict[str, str]
    PropagateTags: PropagateTags
    TelemetryConfig: CapacityProviderTelemetryConfig


class CreateCapacityProviderResponse(TypedDict):
    CapacityProvider: CapacityProvider


class _CreateCodeSigningConfigRequestRequired(TypedDict):
    AllowedPublishers: AllowedPublishers


class CreateCodeSigningConfigRequest(_CreateCodeSigningConfigRequestRequired, total=False):
    Description: str
    CodeSigningPolicies: CodeSigningPolicies
    Tags: dict[str, str]


class CreateCodeSigningConfigResponse(TypedDict):
    CodeSigningConfig: CodeSigningConfig


class _CreateEventSourceMappingRequestRequired(TypedDict):
    FunctionName: str


class CreateEventSourceMappingRequest(_CreateEventSourceMappingRequestRequired, total=False):
    EventSourceArn: str
    Enabled: bool
    BatchSize: int
    FilterCriteria: FilterCriteria
    KMSKeyArn: str
    MetricsConfig: EventSourceMappingMetricsConfig
    LoggingConfig: EventSourceMappingLoggingConfig
    ScalingConfig: ScalingConfig
    MaximumBatchingWindowInSeconds: int
    ParallelizationFactor: int
    StartingPosition: str
    StartingPositionTimestamp: datetime
    DestinationConfig: DestinationConfig
    MaximumRecordAgeInSeconds: int
    BisectBatchOnFunctionError: bool
    MaximumRetryAttempts: int
    Tags: dict[str, str]
    TumblingWindowInSeconds: int
    Topics: list[str]
    Queues: list[str]
    SourceAccessConfigurations: list[SourceAccessConfiguration]
    SelfManagedEventSource: SelfManagedEventSource
    FunctionResponseTypes: list[str]
    AmazonManagedKafkaEventSourceConfig: AmazonManagedKafkaEventSourceConfig
    SelfManagedKafkaEventSourceConfig: SelfManagedKafkaEventSourceConfig
    DocumentDBEventSourceConfig: DocumentDBEventSourceConfig
    ProvisionedPollerConfig: ProvisionedPollerConfig


class CreateEventSourceMappingResponse(TypedDict, total=False):
    UUID: str
    StartingPosition: str
    StartingPositionTimestamp: datetime
    BatchSize: int
    MaximumBatchingWindowInSeconds: int
    ParallelizationFactor: int
    EventSourceArn: str
    FilterCriteria: FilterCriteria
    FilterCriteriaError: FilterCriteriaError
    KMSKeyArn: str
    MetricsConfig: EventSourceMappingMetricsConfig
    LoggingConfig: EventSourceMappingLoggingConfig
    ScalingConfig: ScalingConfig
    FunctionArn: str
    LastModified: datetime
    LastProcessingResult: str
    State: str
    StateTransitionReason: str
    DestinationConfig: DestinationConfig
    Topics: list[str]
    Queues: list[str]
    SourceAccessConfigurations: list[SourceAccessConfiguration]
    SelfManagedEventSource: SelfManagedEventSource
    MaximumRecordAgeInSeconds: int
    BisectBatchOnFunctionError: bool
    MaximumRetryAttempts: int
    TumblingWindowInSeconds: int
    FunctionResponseTypes: list[str]
    AmazonManagedKafkaEventSourceConfig: AmazonManagedKafkaEventSourceConfig
    SelfManagedKafkaEventSourceConfig: SelfManagedKafkaEventSourceConfig
    DocumentDBEventSourceConfig: DocumentDBEventSourceConfig
    EventSourceMappingArn: str
    ProvisionedPollerConfig: ProvisionedPollerConfig


class _CreateFunctionRequestRequired(TypedDict):
    FunctionName: str
    Role: str
    Code: FunctionCode


class CreateFunctionRequest(_CreateFunctionRequestRequired, total=False):
    Runtime: str
    Handler: str
    Description: str
    Timeout: int
    MemorySize: int
    Publish: bool
    PublishTo: str
    VpcConfig: VpcConfig
    PackageType: str
    DeadLetterConfig: DeadLetterConfig
    Environment: Environment
    KMSKeyArn: str
    TracingConfig: TracingConfig
    Tags: dict[str, str]
    Layers: list[str]
    FileSystemConfigs: list[FileSystemConfig]
    CodeSigningConfigArn: str
    ImageConfig: ImageConfig
    Architectures: list[str]
    EphemeralStorage: EphemeralStorage
    SnapStart: SnapStart
    LoggingConfig: LoggingConfig
    TenancyConfig: TenancyConfig
    CapacityProviderConfig: CapacityProviderConfig
    DurableConfig: DurableConfig
    RuntimeConfig: FunctionRuntimeConfig
    AcceleratorConfig: AcceleratorConfig


class CreateFunctionResponse(TypedDict, total=False):
    FunctionName: str
    FunctionArn: str
    Runtime: str
    Role: str
    Handler: str
    CodeSize: int
    Description: str
    Timeout: int
    MemorySize: int
    LastModified: str
    CodeSha256: str
    Version: str
    VpcConfig: VpcConfigResponse
    DeadLetterConfig: DeadLetterConfig
    Environment: EnvironmentResponse
    KMSKeyArn: str
    TracingConfig: TracingConfigResponse
    MasterArn: str
    RevisionId: str
    Layers: list[Layer]
    State: str
    StateReason: str
    StateReasonCode: str
    LastUpdateStatus: str
    LastUpdateStatusReason: str
    LastUpdateStatusReasonCode: str
    FileSystemConfigs: list[FileSystemConfig]
    SigningProfileVersionArn: str
    SigningJobArn: str
    PackageType: str
    ImageConfigResponse: ImageConfigResponse
    Architectures: list[str]
    EphemeralStorage: EphemeralStorage
    SnapStart: SnapStartResponse
    RuntimeVersionConfig: RuntimeVersionConfig
    LoggingConfig: LoggingConfig
    TenancyConfig: TenancyConfig
    CapacityProviderConfig: CapacityProviderConfig
    ConfigSha256: str
    DurableConfig: DurableConfig
    RuntimeConfig: FunctionRuntimeConfig
    AcceleratorConfig: AcceleratorConfig


class _CreateFunctionUrlConfigRequestRequired(TypedDict):
    FunctionName: str
    AuthType: str


class CreateFunctionUrlConfigRequest(_CreateFunctionUrlConfigRequestRequired, total=False):
    Qualifier: str
    Cors: Cors
    InvokeMode: str


class _CreateFunctionUrlConfigResponseRequired(TypedDict):
    FunctionUrl: str
    FunctionArn: str
    AuthType: str
    CreationTime: str


class CreateFunctionUrlConfigResponse(_CreateFunctionUrlConfigResponseRequired, total=False):
    Cors: Cors
    InvokeMode: str


class DeadLetterConfig(TypedDict, total=False):
    TargetArn: str


class DeleteAliasRequest(TypedDict):
    FunctionName: str
    Name: str


class DeleteCapacityProviderRequest(TypedDict):
    CapacityProviderName: str


class DeleteCapacityProviderResponse(TypedDict):
    CapacityProvider: CapacityProvider


class DeleteCodeSigningConfigRequest(TypedDict):
    CodeSigningConfigArn: str


class DeleteCodeSigningConfigResponse(TypedDict, total=False):
    pass


class DeleteDurableExecutionRequest(TypedDict):
    DurableExecutionArn: str


class DeleteDurableExecutionResponse(TypedDict):
    DeletionRequestTimestamp: datetime


class DeleteEventSourceMappingRequest(TypedDict):
    UUID: str


class DeleteFunctionCodeSigningConfigRequest(TypedDict):
    FunctionName: str


class DeleteFunctionConcurrencyRequest(TypedDict):
    FunctionName: str


class _DeleteFunctionEventInvokeConfigRequestRequired(TypedDict):
    FunctionName: str


class DeleteFunctionEventInvokeConfigRequest(_DeleteFunctionEventInvokeConfigRequestRequired, total=False):
    Qualifier: str


class _DeleteFunctionRequestRequired(TypedDict):
    FunctionName: str


class DeleteFunctionRequest(_DeleteFunctionRequestRequired, total=False):
    Qualifier: str


class DeleteFunctionResponse(TypedDict, total=False):
    StatusCode: int


class _DeleteFunctionUrlConfigRequestRequired(TypedDict):
    FunctionName: str


class DeleteFunctionUrlConfigRequest(_DeleteFunctionUrlConfigRequestRequired, total=False):
    Qualifier: str


class DeleteLayerVersionRequest(TypedDict):
    LayerName: str
    VersionNumber: int


class DeleteProvisionedConcurrencyConfigRequest(TypedDict):
    FunctionName: str
    Qualifier: str


class _DeleteResourcePolicyRequestRequired(TypedDict):
    ResourceArn: str


class DeleteResourcePolicyRequest(_DeleteResourcePolicyRequestRequired, total=False):
    RevisionId: str


class DestinationConfig(TypedDict, total=False):
    OnSuccess: OnSuccess
    OnFailure: OnFailure


class DocumentDBEventSourceConfig(TypedDict, total=False):
    DatabaseName: str
    CollectionName: str
    FullDocument: str


class DurableConfig(TypedDict, total=False):
    KMSKeyArn: str
    RetentionPeriodInDays: int
    ExecutionTimeout: int


class Environment(TypedDict, total=False):
    Variables: dict[str, str]


class EnvironmentError(TypedDict, total=False):
    ErrorCode: str
    Message: str


class EnvironmentResponse(TypedDict, total=False):
    Variables: dict[str, str]
    Error: EnvironmentError


class EphemeralStorage(TypedDict):
    Size: int


class ErrorObject(TypedDict, total=False):
    ErrorMessage: str
    ErrorType: str
    ErrorData: str
    StackTrace: list[str]


class Event(TypedDict, total=False):
    EventType: str
    SubType: str
    EventId: int
    Id: str
    Name: str
    EventTimestamp: datetime
    ParentId: str
    ExecutionStartedDetails: ExecutionStartedDetails
    ExecutionSucceededDetails: ExecutionSucceededDetails
    ExecutionFailedDetails: ExecutionFailedDetails
    ExecutionTimedOutDetails: ExecutionTimedOutDetails
    ExecutionStoppedDetails: ExecutionStoppedDetails
    ContextStartedDetails: ContextStartedDetails
    ContextSucceededDetails: ContextSucceededDetails
    ContextFailedDetails: ContextFailedDetails
    WaitStartedDetails: WaitStartedDetails
    WaitSucceededDetails: WaitSucceededDetails
    WaitCancelledDetails: WaitCancelledDetails
    StepStartedDetails: StepStartedDetails
    StepSucceededDetails: StepSucceededDetails
    StepFailedDetails: StepFailedDetails
    ChainedInvokeStartedDetails: ChainedInvokeStartedDetails
    ChainedInvokeSucceededDetails: ChainedInvokeSucceededDetails
    ChainedInvokeFailedDetails: ChainedInvokeFailedDetails
    ChainedInvokeTimedOutDetails: ChainedInvokeTimedOutDetails
    ChainedInvokeStoppedDetails: ChainedInvokeStoppedDetails
    CallbackStartedDetails: CallbackStartedDetails
    CallbackSucceededDetails: CallbackSucceededDetails
    CallbackFailedDetails: CallbackFailedDetails
    CallbackTimedOutDetails: CallbackTimedOutDetails
    InvocationCompletedDetails: InvocationCompletedDetails
    ExecutionPausedDetails: ExecutionPausedDetails
    ExecutionResumedDetails: ExecutionResumedDetails


class EventError(TypedDict, total=False):
    Payload: ErrorObject
    Truncated: bool


class EventInput(TypedDict, total=False):
    Payload: str
    Truncated: bool


class EventPauseReason(TypedDict, total=False):
    Payload: str
    Truncated: bool


class EventResult(TypedDict, total=False):
    Payload: str
    Truncated: bool


class EventResumeReason(TypedDict, total=False):
    Payload: str
    Truncated: bool


class EventSourceMappingLoggingConfig(TypedDict, total=False):
    SystemLogLevel: str


class EventSourceMappingMetricsConfig(TypedDict, total=False):
    Metrics: list[str]


class _ExecutionRequired(TypedDict):
    DurableExecutionArn: str
    DurableExecutionName: str
    FunctionArn: str
    Status: str
    StartTimestamp: datetime


class Execution(_ExecutionRequired, total=False):
    EndTimestamp: datetime
    KMSKeyArn: str


class ExecutionDetails(TypedDict, total=False):
    InputPayload: str


class ExecutionFailedDetails(TypedDict):
    Error: EventError


class _ExecutionPausedDetailsRequired(TypedDict):
    PauseRequestTimestamp: datetime
    ExecutionTimeoutPaused: bool


class ExecutionPausedDetails(_ExecutionPausedDetailsRequired, total=False):
    Reason: EventPauseReason


class _ExecutionResumedDetailsRequired(TypedDict):
    ResumeRequestTimestamp: datetime


class ExecutionResumedDetails(_ExecutionResumedDetailsRequired, total=False):
    Reason: EventResumeReason


class ExecutionStartedDetails(TypedDict):
    Input: EventInput
    ExecutionTimeout: int


class ExecutionStoppedDetails(TypedDict):
    Error: EventError


class ExecutionSucceededDetails(TypedDict):
    Result: EventResult


class ExecutionTimedOutDetails(TypedDict, total=False):
    Error: EventError


class _FileSystemConfigRequired(TypedDict):
    Arn: str
    LocalMountPath: str


class FileSystemConfig(_FileSystemConfigRequired, total=False):
    S3FilesConfig: S3FilesConfig


class Filter(TypedDict, total=False):
    Pattern: str


class FilterCriteria(TypedDict, total=False):
    Filters: list[Filter]


class FilterCriteriaError(TypedDict, total=False):
    ErrorCode: str
    Message: str


class FunctionCode(TypedDict, total=False):
    ZipFile: bytes
    S3Bucket: str
    S3Key: str
    S3ObjectVersion: str
    S3ObjectStorageMode: str
    ImageUri: str
    SourceKMSKeyArn: str


class FunctionCodeLocation(TypedDict, total=False):
    RepositoryType: str
    Location: str
    ImageUri: str
    ResolvedImageUri: str
    ResolvedS3Object: ResolvedS3Object
    SourceKMSKeyArn: str
    Error: FunctionCodeLocationError


class FunctionCodeLocationError(TypedDict, total=False):
    ErrorCode: str
    Message: str


class FunctionRuntimeConfig(TypedDict):
    RuntimeArn: str
    RuntimeAlias: str


class FunctionScalingConfig(TypedDict, total=False):
    MinExecutionEnvironments: int
    MaxExecutionEnvironments: int


class _FunctionUrlConfigRequired(TypedDict):
    FunctionUrl: str
    FunctionArn: str
    CreationTime: str
    LastModifiedTime: str
    AuthType: str


class FunctionUrlConfig(_FunctionUrlConfigRequired, total=False):
    Cors: Cors
    InvokeMode: str


class FunctionVersionsByCapacityProviderListItem(TypedDict):
    FunctionArn: str
    State: str


class GetAccountSettingsRequest(TypedDict, total=False):
    pass


class GetAccountSettingsResponse(TypedDict, total=False):
    AccountLimit: AccountLimit
    AccountUsage: AccountUsage


class GetAliasRequest(TypedDict):
    FunctionName: str
    Name: str


class GetCapacityProviderRequest(TypedDict):
    CapacityProviderName: str


class GetCapacityProviderResponse(TypedDict):
    CapacityProvider: CapacityProvider


class GetCodeSigningConfigRequest(TypedDict):
    CodeSigningConfigArn: str


class GetCodeSigningConfigResponse(TypedDict):
    CodeSigningConfig: CodeSigningConfig


class _GetDurableExecutionHistoryRequestRequired(TypedDict):
    DurableExecutionArn: str


class GetDurableExecutionHistoryRequest(_GetDurableExecutionHistoryRequestRequired, total=False):
    IncludeExecutionData: bool
    MaxItems: int
    Marker: str
    ReverseOrder: bool


class _GetDurableExecutionHistoryResponseRequired(TypedDict):
    Events: list[Event]


class GetDurableExecutionHistoryResponse(_GetDurableExecutionHistoryResponseRequired, total=False):
    NextMarker: str


class _GetDurableExecutionRequestRequired(TypedDict):
    DurableExecutionArn: str


class GetDurableExecutionRequest(_GetDurableExecutionRequestRequired, total=False):
    IncludeExecutionData: bool


class _GetDurableExecutionResponseRequired(TypedDict):
    DurableExecutionArn: str
    DurableExecutionName: str
    FunctionArn: str
    StartTimestamp: datetime
    Status: str


class GetDurableExecutionResponse(_GetDurableExecutionResponseRequired, total=False):
    InputPayload: str
    Result: str
    Error: ErrorObject
    EndTimestamp: datetime
    Version: str
    TraceHeader: TraceHeader
    ExecutionDataIncluded: bool
    DurableConfig: DurableConfig
    PauseDetails: PauseDetails
    ExpectedExecutionTimeoutTimestamp: datetime


class _GetDurableExecutionStateRequestRequired(TypedDict):
    DurableExecutionArn: str
    CheckpointToken: str


class GetDurableExecutionStateRequest(_GetDurableExecutionStateRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _GetDurableExecutionStateResponseRequired(TypedDict):
    Operations: list[Operation]


class GetDurableExecutionStateResponse(_GetDurableExecutionStateResponseRequired, total=False):
    NextMarker: str


class GetEventSourceMappingRequest(TypedDict):
    UUID: str


class GetFunctionCodeSigningConfigRequest(TypedDict):
    FunctionName: str


class GetFunctionCodeSigningConfigResponse(TypedDict):
    CodeSigningConfigArn: str
    FunctionName: str


class GetFunctionConcurrencyRequest(TypedDict):
    FunctionName: str


class GetFunctionConcurrencyResponse(TypedDict, total=False):
    ReservedConcurrentExecutions: int


class _GetFunctionConfigurationRequestRequired(TypedDict):
    FunctionName: str


class GetFunctionConfigurationRequest(_GetFunctionConfigurationRequestRequired, total=False):
    Qualifier: str


class _GetFunctionEventInvokeConfigRequestRequired(TypedDict):
    FunctionName: str


class GetFunctionEventInvokeConfigRequest(_GetFunctionEventInvokeConfigRequestRequired, total=False):
    Qualifier: str


class GetFunctionEventInvokeConfigResponse(TypedDict, total=False):
    LastModified: datetime
    FunctionArn: str
    MaximumRetryAttempts: int
    MaximumEventAgeInSeconds: int
    DestinationConfig: DestinationConfig


class GetFunctionRecursionConfigRequest(TypedDict):
    FunctionName: str


class GetFunctionRecursionConfigResponse(TypedDict, total=False):
    RecursiveLoop: str


class _GetFunctionRequestRequired(TypedDict):
    FunctionName: str


class GetFunctionRequest(_GetFunctionRequestRequired, total=False):
    Qualifier: str


class GetFunctionResponse(TypedDict, total=False):
    Configuration: CreateFunctionResponse
    Code: FunctionCodeLocation
    Tags: dict[str, str]
    TagsError: TagsError
    Concurrency: PutFunctionConcurrencyResponse


class GetFunctionScalingConfigRequest(TypedDict):
    FunctionName: str
    Qualifier: str


class GetFunctionScalingConfigResponse(TypedDict, total=False):
    FunctionArn: str
    AppliedFunctionScalingConfig: FunctionScalingConfig
    RequestedFunctionScalingConfig: FunctionScalingConfig


class _GetFunctionUrlConfigRequestRequired(TypedDict):
    FunctionName: str


class GetFunctionUrlConfigRequest(_GetFunctionUrlConfigRequestRequired, total=False):
    Qualifier: str


class _GetFunctionUrlConfigResponseRequired(TypedDict):
    FunctionUrl: str
    FunctionArn: str
    AuthType: str
    CreationTime: str
    LastModifiedTime: str


class GetFunctionUrlConfigResponse(_GetFunctionUrlConfigResponseRequired, total=False):
    Cors: Cors
    InvokeMode: str


class GetLayerVersionByArnRequest(TypedDict):
    Arn: str


class GetLayerVersionPolicyRequest(TypedDict):
    LayerName: str
    VersionNumber: int


class GetLayerVersionPolicyResponse(TypedDict, total=False):
    Policy: str
    RevisionId: str


class GetLayerVersionRequest(TypedDict):
    LayerName: str
    VersionNumber: int


class GetLayerVersionResponse(TypedDict, total=False):
    Content: LayerVersionContentOutput
    LayerArn: str
    LayerVersionArn: str
    Description: str
    CreatedDate: str
    Version: int
    CompatibleArchitectures: list[str]
    CompatibleRuntimes: list[str]
    LicenseInfo: str


class _GetPolicyRequestRequired(TypedDict):
    FunctionName: str


class GetPolicyRequest(_GetPolicyRequestRequired, total=False):
    Qualifier: str


class GetPolicyResponse(TypedDict, total=False):
    Policy: str
    RevisionId: str


class GetProvisionedConcurrencyConfigRequest(TypedDict):
    FunctionName: str
    Qualifier: str


class GetProvisionedConcurrencyConfigResponse(TypedDict, total=False):
    RequestedProvisionedConcurrentExecutions: int
    AvailableProvisionedConcurrentExecutions: int
    AllocatedProvisionedConcurrentExecutions: int
    Status: str
    StatusReason: str
    LastModified: str


class GetResourcePolicyRequest(TypedDict):
    ResourceArn: str


class GetResourcePolicyResponse(TypedDict, total=False):
    Policy: str
    RevisionId: str


class _GetRuntimeManagementConfigRequestRequired(TypedDict):
    FunctionName: str


class GetRuntimeManagementConfigRequest(_GetRuntimeManagementConfigRequestRequired, total=False):
    Qualifier: str


class GetRuntimeManagementConfigResponse(TypedDict, total=False):
    UpdateRuntimeOn: str
    FunctionArn: str
    RuntimeVersionArn: str


class ImageConfig(TypedDict, total=False):
    EntryPoint: list[str]
    Command: list[str]
    WorkingDirectory: str


class ImageConfigError(TypedDict, total=False):
    ErrorCode: str
    Message: str


class ImageConfigResponse(TypedDict, total=False):
    ImageConfig: ImageConfig
    Error: ImageConfigError


class InstanceRequirements(TypedDict, total=False):
    Architectures: list[str]
    AllowedInstanceTypes: list[str]
    ExcludedInstanceTypes: list[str]


class _InvocationCompletedDetailsRequired(TypedDict):
    StartTimestamp: datetime
    EndTimestamp: datetime
    RequestId: str


class InvocationCompletedDetails(_InvocationCompletedDetailsRequired, total=False):
    Error: EventError


class InvokeAsyncRequest(TypedDict):
    FunctionName: str
    InvokeArgs: bytes


class InvokeAsyncResponse(TypedDict, total=False):
    Status: int


class _InvokeRequestRequired(TypedDict):
    FunctionName: str


class InvokeRequest(_InvokeRequestRequired, total=False):
    InvocationType: str
    LogType: str
    ClientContext: str
    DurableExecutionName: str
    Payload: bytes
    Qualifier: str
    TenantId: str


class InvokeResponse(TypedDict, total=False):
    StatusCode: int
    FunctionError: str
    LogResult: str
    Payload: bytes
    ExecutedVersion: str
    DurableExecutionArn: str


class InvokeResponseStreamUpdate(TypedDict, total=False):
    Payload: bytes


class InvokeWithResponseStreamCompleteEvent(TypedDict, total=False):
    ErrorCode: str
    ErrorDetails: str
    LogResult: str


class _InvokeWithResponseStreamRequestRequired(TypedDict):
    FunctionName: str


class InvokeWithResponseStreamRequest(_InvokeWithResponseStreamRequestRequired, total=False):
    LogType: str
    ClientContext: str
    Qualifier: str
    Payload: bytes
    TenantId: str
    InvocationType: str


class InvokeWithResponseStreamResponse(TypedDict, total=False):
    StatusCode: int
    ExecutedVersion: str
    EventStream: InvokeWithResponseStreamResponseEvent
    ResponseStreamContentType: str


class InvokeWithResponseStreamResponseEvent(TypedDict, total=False):
    PayloadChunk: InvokeResponseStreamUpdate
    InvokeComplete: InvokeWithResponseStreamCompleteEvent


class KafkaSchemaRegistryAccessConfig(TypedDict, total=False):
    Type: str
    URI: str


class KafkaSchemaRegistryConfig(TypedDict, total=False):
    SchemaRegistryURI: str
    EventRecordFormat: str
    AccessConfigs: list[KafkaSchemaRegistryAccessConfig]
    SchemaValidationConfigs: list[KafkaSchemaValidationConfig]


class KafkaSchemaValidationConfig(TypedDict, total=False):
    Attribute: str


class _LambdaManagedInstancesCapacityProviderConfigRequired(TypedDict):
    CapacityProviderArn: str


class LambdaManagedInstancesCapacityProviderConfig(
    _LambdaManagedInstancesCapacityProviderConfigRequired, total=False
):
    PerExecutionEnvironmentMaxConcurrency: int
    ExecutionEnvironmentMemoryGiBPerVCpu: float


class Layer(TypedDict, total=False):
    Arn: str
    CodeSize: int
    SigningProfileVersionArn: str
    SigningJobArn: str


class LayerVersionContentInput(TypedDict, total=False):
    S3Bucket: str
    S3Key: str
    S3ObjectVersion: str
    S3ObjectStorageMode: str
    ZipFile: bytes


class LayerVersionContentOutput(TypedDict, total=False):
    Location: str
    CodeSha256: str
    CodeSize: int
    SigningProfileVersionArn: str
    SigningJobArn: str
    ResolvedS3Object: ResolvedS3Object


class LayerVersionsListItem(TypedDict, total=False):
    LayerVersionArn: str
    Version: int
    Description: str
    CreatedDate: str
    CompatibleArchitectures: list[str]
    CompatibleRuntimes: list[str]
    LicenseInfo: str


class LayersListItem(TypedDict, total=False):
    LayerName: str
    LayerArn: str
    LatestMatchingVersion: LayerVersionsListItem


class _ListAliasesRequestRequired(TypedDict):
    FunctionName: str


class ListAliasesRequest(_ListAliasesRequestRequired, total=False):
    FunctionVersion: str
    Marker: str
    MaxItems: int


class ListAliasesResponse(TypedDict, total=False):
    NextMarker: str
    Aliases: list[CreateAliasResponse]


class ListCapacityProvidersRequest(TypedDict, total=False):
    State: str
    Marker: str
    MaxItems: int


class _ListCapacityProvidersResponseRequired(TypedDict):
    CapacityProviders: list[CapacityProvider]


class ListCapacityProvidersResponse(_ListCapacityProvidersResponseRequired, total=False):
    NextMarker: str


class ListCodeSigningConfigsRequest(TypedDict, total=False):
    Marker: str
    MaxItems: int


class ListCodeSigningConfigsResponse(TypedDict, total=False):
    NextMarker: str
    CodeSigningConfigs: list[CodeSigningConfig]


class _ListDurableExecutionsByFunctionRequestRequired(TypedDict):
    FunctionName: str


class ListDurableExecutionsByFunctionRequest(_ListDurableExecutionsByFunctionRequestRequired, total=False):
    Qualifier: str
    DurableExecutionName: str
    Statuses: list[str]
    StartedAfter: datetime
    StartedBefore: datetime
    ReverseOrder: bool
    Marker: str
    MaxItems: int


class ListDurableExecutionsByFunctionResponse(TypedDict, total=False):
    DurableExecutions: list[Execution]
    NextMarker: str


class ListEventSourceMappingsRequest(TypedDict, total=False):
    EventSourceArn: str
    FunctionName: str
    Marker: str
    MaxItems: int


class ListEventSourceMappingsResponse(TypedDict, total=False):
    NextMarker: str
    EventSourceMappings: list[CreateEventSourceMappingResponse]


class _ListFunctionEventInvokeConfigsRequestRequired(TypedDict):
    FunctionName: str


class ListFunctionEventInvokeConfigsRequest(_ListFunctionEventInvokeConfigsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class ListFunctionEventInvokeConfigsResponse(TypedDict, total=False):
    FunctionEventInvokeConfigs: list[GetFunctionEventInvokeConfigResponse]
    NextMarker: str


class _ListFunctionUrlConfigsRequestRequired(TypedDict):
    FunctionName: str


class ListFunctionUrlConfigsRequest(_ListFunctionUrlConfigsRequestRequired, total=False):
    Marker: str
    MaxItems: int


class _ListFunctionUrlConfigsResponseRequired(TypedDict):
    FunctionUrlConfigs: list[FunctionUrlConfig]


class ListFunctionUrlConfigsResponse(_ListFunctionUrlConfigsResponseRequired, total=False):
    NextMarker: str


class _ListFunctionVersionsByCapacityProviderRequestRequired(TypedDict):
    CapacityProviderName: str


class ListFunctionVersionsByCapacityProviderRequest(
    _ListFunctionVersionsByCapacityProviderRequestRequired, total=False
):
    Marker: str
    MaxItems: int


class _ListFunctionVersionsByCapacityProviderResponseRequired(TypedDict):
    CapacityProviderArn: str
    FunctionVersions: list[FunctionVersionsByCapacityProviderListItem]


class ListFunctionVersionsByCapacityProviderResponse(
    _ListFunctionVersionsByCapacityProviderResponseRequired, total=False
):
    NextMarker: str


class _ListFunctionsByCodeSigningConfigRequestRequired(TypedDict):
    CodeSigningConfigArn: str


class ListFunctionsByCodeSigningConfigRequest(_ListFunctionsByCodeSigningConfigRequestRequired, total=False):
    Marker: str
    MaxItems: int


class ListFunctionsByCodeSigningConfigResponse(TypedDict, total=False):
    NextMarker: str
    FunctionArns: list[str]


class ListFunctionsRequest(TypedDict, total=False):
    MasterRegion: str
    FunctionVersion: str
    Marker: str
    MaxItems: int


class ListFunctionsResponse(TypedDict, total=False):
    NextMarker: str
    Functions: list[CreateFunctionResponse]


class _ListLayerVersionsRequestRequired(TypedDict):
    LayerName: str


class ListLayerVersionsRequest(_ListLayerVersionsRequestRequired, total=False):
    CompatibleArchitecture: str
    CompatibleRuntime: str
    Marker: str
    MaxItems: int


class ListLayerVersionsResponse(TypedDict, total=False):
    NextMarker: str
    LayerVersions: list[LayerVersionsListItem]


class ListLayersRequest(TypedDict, total=False):
    CompatibleArchitecture: str
    CompatibleRuntime: str
    Marker: str
    MaxItems: int


class ListLayersResponse(TypedDict, total=False):
    NextMarker: str
    Layers: list[LayersListItem]


class _ListProvisionedConcurrencyConfigsRequestRequired(TypedDict):
    FunctionName: str


class ListProvisionedConcurrencyConfigsRequest(
    _ListProvisionedConcurrencyConfigsRequestRequired, total=False
):
    Marker: str
    MaxItems: int


class ListProvisionedConcurrencyConfigsResponse(TypedDict, total=False):
    ProvisionedConcurrencyConfigs: list[ProvisionedConcurrencyConfigListItem]
    NextMarker: str


class ListTagsRequest(TypedDict):
    Resource: str


class ListTagsResponse(TypedDict, total=False):
    Tags: dict[str, str]


class _ListVersionsByFunctionRequestRequired(TypedDict):
    FunctionName: str


class ListVersionsByFunctionRequest(_ListVersionsByFunctionRequestRequired, total=False):
    Marker: str
    MaxItems: int


class ListVersionsByFunctionResponse(TypedDict, total=False):
    NextMarker: str
    Versions: list[CreateFunctionResponse]


class LoggingConfig(TypedDict, total=False):
    LogFormat: str
    ApplicationLogLevel: str
    SystemLogLevel: str
    LogGroup: str


class OnFailure(TypedDict, total=False):
    Destination: str


class OnSuccess(TypedDict, total=False):
    Destination: str


class _OperationRequired(TypedDict):
    Id: str
    Type: str
    StartTimestamp: datetime
    Status: str


class Operation(_OperationRequired, total=False):
    ParentId: str
    Name: str
    SubType: str
    EndTimestamp: datetime
    ExecutionDetails: ExecutionDetails
    ContextDetails: ContextDetails
    StepDetails: StepDetails
    WaitDetails: WaitDetails
    CallbackDetails: CallbackDetails
    ChainedInvokeDetails: ChainedInvokeDetails


class _OperationUpdateRequired(TypedDict):
    Id: str
    Type: str
    Action: str


class OperationUpdate(_OperationUpdateRequired, total=False):
    ParentId: str
    Name: str
    SubType: str
    Payload: str
    Error: ErrorObject
    ContextOptions: ContextOptions
    StepOptions: StepOptions
    WaitOptions: WaitOptions
    CallbackOptions: CallbackOptions
    ChainedInvokeOptions: ChainedInvokeOptions


class _PauseDetailsRequired(TypedDict):
    PauseRequestTimestamp: datetime
    ExecutionTimeoutPaused: bool


class PauseDetails(_PauseDetailsRequired, total=False):
    Reason: str


class _PauseDurableExecutionRequestRequired(TypedDict):
    DurableExecutionArn: str


class PauseDurableExecutionRequest(_PauseDurableExecutionRequestRequired, total=False):
    ClientToken: str
    Reason: str
    ExecutionTimeoutPaused: bool


class PauseDurableExecutionResponse(TypedDict, total=False):
    pass


class PropagateTags(TypedDict, total=False):
    Mode: str
    ExplicitTags: dict[str, str]


class ProvisionedConcurrencyConfigListItem(TypedDict, total=False):
    FunctionArn: str
    RequestedProvisionedConcurrentExecutions: int
    AvailableProvisionedConcurrentExecutions: int
    AllocatedProvisionedConcurrentExecutions: int
    Status: str
    StatusReason: str
    LastModified: str


class ProvisionedPollerConfig(TypedDict, total=False):
    MinimumPollers: int
    MaximumPollers: int
    PollerGroupName: str


class _PublishLayerVersionRequestRequired(TypedDict):
    LayerName: str
    Content: LayerVersionContentInput


class PublishLayerVersionRequest(_PublishLayerVersionRequestRequired, total=False):
    Description: str
    CompatibleArchitectures: list[str]
    CompatibleRuntimes: list[str]
    LicenseInfo: str


class PublishLayerVersionResponse(TypedDict, total=False):
    Content: LayerVersionContentOutput
    LayerArn: str
    LayerVersionArn: str
    Description: str
    CreatedDate: str
    Version: int
    CompatibleArchitectures: list[str]
    CompatibleRuntimes: list[str]
    LicenseInfo: str


class _PublishVersionRequestRequired(TypedDict):
    FunctionName: str


class PublishVersionRequest(_PublishVersionRequestRequired, total=False):
    CodeSha256: str
    Description: str
    RevisionId: str
    PublishTo: str


class PutFunctionCodeSigningConfigRequest(TypedDict):
    CodeSigningConfigArn: str
    FunctionName: str


class PutFunctionCodeSigningConfigResponse(TypedDict):
    CodeSigningConfigArn: str
    FunctionName: str


class PutFunctionConcurrencyRequest(TypedDict):
    FunctionName: str
    ReservedConcurrentExecutions: int


class PutFunctionConcurrencyResponse(TypedDict, total=False):
    ReservedConcurrentExecutions: int


class _PutFunctionEventInvokeConfigRequestRequired(TypedDict):
    FunctionName: str


class PutFunctionEventInvokeConfigRequest(_PutFunctionEventInvokeConfigRequestRequired, total=False):
    Qualifier: str
    MaximumRetryAttempts: int
    MaximumEventAgeInSeconds: int
    DestinationConfig: DestinationConfig


class PutFunctionRecursionConfigRequest(TypedDict):
    FunctionName: str
    RecursiveLoop: str


class PutFunctionRecursionConfigResponse(TypedDict, total=False):
    RecursiveLoop: str


class _PutFunctionScalingConfigRequestRequired(TypedDict):
    FunctionName: str
    Qualifier: str


class PutFunctionScalingConfigRequest(_PutFunctionScalingConfigRequestRequired, total=False):
    FunctionScalingConfig: FunctionScalingConfig


class PutFunctionScalingConfigResponse(TypedDict, total=False):
    FunctionState: str


class PutProvisionedConcurrencyConfigRequest(TypedDict):
    FunctionName: str
    Qualifier: str
    ProvisionedConcurrentExecutions: int


class PutProvisionedConcurrencyConfigResponse(TypedDict, total=False):
    RequestedProvisionedConcurrentExecutions: int
    AllocatedProvisionedConcurrentExecutions: int
    AvailableProvisionedConcurrentExecutions: int
    Status: str
    StatusReason: str
    LastModified: str


class _PutResourcePolicyRequestRequired(TypedDict):
    ResourceArn: str
    Policy: str


class PutResourcePolicyRequest(_PutResourcePolicyRequestRequired, total=False):
    RevisionId: str


class PutResourcePolicyResponse(TypedDict, total=False):
    Policy: str
    RevisionId: str


class _PutRuntimeManagementConfigRequestRequired(TypedDict):
    FunctionName: str
    UpdateRuntimeOn: str


class PutRuntimeManagementConfigRequest(_PutRuntimeManagementConfigRequestRequired, total=False):
    Qualifier: str
    RuntimeVersionArn: str


class _PutRuntimeManagementConfigResponseRequired(TypedDict):
    UpdateRuntimeOn: str
    FunctionArn: str


class PutRuntimeManagementConfigResponse(_PutRuntimeManagementConfigResponseRequired, total=False):
    RuntimeVersionArn: str


class _RemoveLayerVersionPermissionRequestRequired(TypedDict):
    LayerName: str
    VersionNumber: int
    StatementId: str


class RemoveLayerVersionPermissionRequest(_RemoveLayerVersionPermissionRequestRequired, total=False):
    RevisionId: str


class _RemovePermissionRequestRequired(TypedDict):
    FunctionName: str
    StatementId: str


class RemovePermissionRequest(_RemovePermissionRequestRequired, total=False):
    Qualifier: str
    RevisionId: str


class ResolvedS3Object(TypedDict, total=False):
    S3Bucket: str
    S3Key: str
    S3ObjectVersion: str


class _ResumeDurableExecutionRequestRequired(TypedDict):
    DurableExecutionArn: str


class ResumeDurableExecutionRequest(_ResumeDurableExecutionRequestRequired, total=False):
    ClientToken: str
    Reason: str


class ResumeDurableExecutionResponse(TypedDict, total=False):
    pass


class RetryDetails(TypedDict, total=False):
    CurrentAttempt: int
    NextAttemptDelaySeconds: int


class RuntimeVersionConfig(TypedDict, total=False):
    RuntimeVersionArn: str
    Error: RuntimeVersionError


class RuntimeVersionError(TypedDict, total=False):
    ErrorCode: str
    Message: str


class S3FilesConfig(TypedDict, total=False):
    DirectS3Read: str


class ScalingConfig(TypedDict, total=False):
    MaximumConcurrency: int


class SelfManagedEventSource(TypedDict, total=False):
    Endpoints: dict[str, list[str]]


class SelfManagedKafkaEventSourceConfig(TypedDict, total=False):
    ConsumerGroupId: str
    SchemaRegistryConfig: KafkaSchemaRegistryConfig
    ConsumptionMode: str


class _SendDurableExecutionCallbackFailureRequestRequired(TypedDict):
    CallbackId: str


class SendDurableExecutionCallbackFailureRequest(
    _SendDurableExecutionCallbackFailureRequestRequired, total=False
):
    Error: ErrorObject


class SendDurableExecutionCallbackFailureResponse(TypedDict, total=False):
    pass


class SendDurableExecutionCallbackHeartbeatRequest(TypedDict):
    CallbackId: str


class SendDurableExecutionCallbackHeartbeatResponse(TypedDict, total=False):
    pass


class _SendDurableExecutionCallbackSuccessRequestRequired(TypedDict):
    CallbackId: str


class SendDurableExecutionCallbackSuccessRequest(
    _SendDurableExecutionCallbackSuccessRequestRequired, total=False
):
    Result: bytes


class SendDurableExecutionCallbackSuccessResponse(TypedDict, total=False):
    pass


class SnapStart(TypedDict, total=False):
    ApplyOn: str


class SnapStartResponse(TypedDict, total=False):
    ApplyOn: str
    OptimizationStatus: str


class SourceAccessConfiguration(TypedDict, total=False):
    Type: str
    URI: str


class StepDetails(TypedDict, total=False):
    Attempt: int
    NextAttemptTimestamp: datetime
    Result: str
    Error: ErrorObject


class StepFailedDetails(TypedDict):
    Error: EventError
    RetryDetails: RetryDetails


class StepOptions(TypedDict, total=False):
    NextAttemptDelaySeconds: int


class StepStartedDetails(TypedDict, total=False):
    pass


class StepSucceededDetails(TypedDict):
    Result: EventResult
    RetryDetails: RetryDetails


class _StopDurableExecutionRequestRequired(TypedDict):
    DurableExecutionArn: str


class StopDurableExecutionRequest(_StopDurableExecutionRequestRequired, total=False):
    Error: ErrorObject


class StopDurableExecutionResponse(TypedDict):
    StopTimestamp: datetime


class TagResourceRequest(TypedDict):
    Resource: str
    Tags: dict[str, str]


class TagsError(TypedDict):
    ErrorCode: str
    Message: str


class TargetTrackingScalingPolicy(TypedDict):
    PredefinedMetricType: str
    TargetValue: float


class TenancyConfig(TypedDict):
    TenantIsolationMode: str


class TraceHeader(TypedDict, total=False):
    XAmznTraceId: str


class TracingConfig(TypedDict, total=False):
    Mode: str


class TracingConfigResponse(TypedDict, total=False):
    Mode: str


class UntagResourceRequest(TypedDict):
    Resource: str
    TagKeys: list[str]


class _UpdateAliasRequestRequired(TypedDict):
    FunctionName: str
    Name: str


class UpdateAliasRequest(_UpdateAliasRequestRequired, total=False):
    FunctionVersion: str
    Description: str
    RoutingConfig: AliasRoutingConfiguration
    RevisionId: str


class _UpdateCapacityProviderRequestRequired(TypedDict):
    CapacityProviderName: str


class UpdateCapacityProviderRequest(_UpdateCapacityProviderRequestRequired, total=False):
    CapacityProviderScalingConfig: CapacityProviderScalingConfig
    PropagateTags: PropagateTags
    TelemetryConfig: CapacityProviderTelemetryConfig


class UpdateCapacityProviderResponse(TypedDict):
    CapacityProvider: CapacityProvider


class _UpdateCodeSigningConfigRequestRequired(TypedDict):
    CodeSigningConfigArn: str


class UpdateCodeSigningConfigRequest(_UpdateCodeSigningConfigRequestRequired, total=False):
    Description: str
    AllowedPublishers: AllowedPublishers
    CodeSigningPolicies: CodeSigningPolicies


class UpdateCodeSigningConfigResponse(TypedDict):
    CodeSigningConfig: CodeSigningConfig


class _UpdateEventSourceMappingRequestRequired(TypedDict):
    UUID: str


class UpdateEventSourceMappingRequest(_UpdateEventSourceMappingRequestRequired, total=False):
    FunctionName: str
    Enabled: bool
    BatchSize: int
    FilterCriteria: FilterCriteria
    KMSKeyArn: str
    MetricsConfig: EventSourceMappingMetricsConfig
    LoggingConfig: EventSourceMappingLoggingConfig
    ScalingConfig: ScalingConfig
    MaximumBatchingWindowInSeconds: int
    ParallelizationFactor: int
    DestinationConfig: DestinationConfig
    MaximumRecordAgeInSeconds: int
    BisectBatchOnFunctionError: bool
    MaximumRetryAttempts: int
    TumblingWindowInSeconds: int
    SourceAccessConfigurations: list[SourceAccessConfiguration]
    FunctionResponseTypes: list[str]
    AmazonManagedKafkaEventSourceConfig: AmazonManagedKafkaEventSourceConfig
    SelfManagedKafkaEventSourceConfig: SelfManagedKafkaEventSourceConfig
    DocumentDBEventSourceConfig: DocumentDBEventSourceConfig
    ProvisionedPollerConfig: ProvisionedPollerConfig


class _UpdateFunctionCodeRequestRequired(TypedDict):
    FunctionName: str


class UpdateFunctionCodeRequest(_UpdateFunctionCodeRequestRequired, total=False):
    ZipFile: bytes
    S3Bucket: str
    S3Key: str
    S3ObjectVersion: str
    S3ObjectStorageMode: str
    ImageUri: str
    Architectures: list[str]
    Publish: bool
    PublishTo: str
    DryRun: bool
    RevisionId: str
    SourceKMSKeyArn: str


class _UpdateFunctionConfigurationRequestRequired(TypedDict):
    FunctionName: str


class UpdateFunctionConfigurationRequest(_UpdateFunctionConfigurationRequestRequired, total=False):
    Role: str
    Handler: str
    Description: str
    Timeout: int
    MemorySize: int
    VpcConfig: VpcConfig
    Environment: Environment
    Runtime: str
    DeadLetterConfig: DeadLetterConfig
    KMSKeyArn: str
    TracingConfig: TracingConfig
    RevisionId: str
    Layers: list[str]
    FileSystemConfigs: list[FileSystemConfig]
    ImageConfig: ImageConfig
    EphemeralStorage: EphemeralStorage
    SnapStart: SnapStart
    LoggingConfig: LoggingConfig
    CapacityProviderConfig: CapacityProviderConfig
    DurableConfig: DurableConfig
    RuntimeConfig: FunctionRuntimeConfig
    AcceleratorConfig: AcceleratorConfig


class _UpdateFunctionEventInvokeConfigRequestRequired(TypedDict):
    FunctionName: str


class UpdateFunctionEventInvokeConfigRequest(_UpdateFunctionEventInvokeConfigRequestRequired, total=False):
    Qualifier: str
    MaximumRetryAttempts: int
    MaximumEventAgeInSeconds: int
    DestinationConfig: DestinationConfig


class _UpdateFunctionUrlConfigRequestRequired(TypedDict):
    FunctionName: str


class UpdateFunctionUrlConfigRequest(_UpdateFunctionUrlConfigRequestRequired, total=False):
    Qualifier: str
    AuthType: str
    Cors: Cors
    InvokeMode: str


class _UpdateFunctionUrlConfigResponseRequired(TypedDict):
    FunctionUrl: str
    FunctionArn: str
    AuthType: str
    CreationTime: str
    LastModifiedTime: str


class UpdateFunctionUrlConfigResponse(_UpdateFunctionUrlConfigResponseRequired, total=False):
    Cors: Cors
    InvokeMode: str


class VpcConfig(TypedDict, total=False):
    SubnetIds: list[str]
    SecurityGroupIds: list[str]
    Ipv6AllowedForDualStack: bool


class VpcConfigResponse(TypedDict, total=False):
    SubnetIds: list[str]
    SecurityGroupIds: list[str]
    VpcId: str
    Ipv6AllowedForDualStack: bool


class WaitCancelledDetails(TypedDict, total=False):
    Error: EventError


class WaitDetails(TypedDict, total=False):
    ScheduledEndTimestamp: datetime


class WaitOptions(TypedDict, total=False):
    WaitSeconds: int


class WaitStartedDetails(TypedDict):
    Duration: int
    ScheduledEndTimestamp: datetime


class WaitSucceededDetails(TypedDict, total=False):
    Duration: int


class DeleteAliasResponse(TypedDict, total=False):
    pass


class DeleteFunctionCodeSigningConfigResponse(TypedDict, total=False):
    pass


class DeleteFunctionConcurrencyResponse(TypedDict, total=False):
    pass


class DeleteFunctionEventInvokeConfigResponse(TypedDict, total=False):
    pass


class DeleteFunctionUrlConfigResponse(TypedDict, total=False):
    pass


class DeleteLayerVersionResponse(TypedDict, total=False):
    pass


class DeleteProvisionedConcurrencyConfigResponse(TypedDict, total=False):
    pass


class DeleteResourcePolicyResponse(TypedDict, total=False):
    pass


class RemoveLayerVersionPermissionResponse(TypedDict, total=False):
    pass


class RemovePermissionResponse(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


DeleteEventSourceMappingResponse = CreateEventSourceMappingResponse
GetAliasResponse = CreateAliasResponse
GetEventSourceMappingResponse = CreateEventSourceMappingResponse
GetFunctionConfigurationResponse = CreateFunctionResponse
GetLayerVersionByArnResponse = GetLayerVersionResponse
PublishVersionResponse = CreateFunctionResponse
PutFunctionEventInvokeConfigResponse = GetFunctionEventInvokeConfigResponse
UpdateAliasResponse = CreateAliasResponse
UpdateEventSourceMappingResponse = CreateEventSourceMappingResponse
UpdateFunctionCodeResponse = CreateFunctionResponse
UpdateFunctionConfigurationResponse = CreateFunctionResponse
UpdateFunctionEventInvokeConfigResponse = GetFunctionEventInvokeConfigResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddLayerVersionPermission",
    "AddPermission",
    "CheckpointDurableExecution",
    "CreateAlias",
    "CreateCapacityProvider",
    "CreateCodeSigningConfig",
    "CreateEventSourceMapping",
    "CreateFunction",
    "CreateFunctionUrlConfig",
    "DeleteAlias",
    "DeleteCapacityProvider",
    "DeleteCodeSigningConfig",
    "DeleteDurableExecution",
    "DeleteEventSourceMapping",
    "DeleteFunction",
    "DeleteFunctionCodeSigningConfig",
    "DeleteFunctionConcurrency",
    "DeleteFunctionEventInvokeConfig",
    "DeleteFunctionUrlConfig",
    "DeleteLayerVersion",
    "DeleteProvisionedConcurrencyConfig",
    "DeleteResourcePolicy",
    "GetAccountSettings",
    "GetAlias",
    "GetCapacityProvider",
    "GetCodeSigningConfig",
    "GetDurableExecution",
    "GetDurableExecutionHistory",
    "GetDurableExecutionState",
    "GetEventSourceMapping",
    "GetFunction",
    "GetFunctionCodeSigningConfig",
    "GetFunctionConcurrency",
    "GetFunctionConfiguration",
    "GetFunctionEventInvokeConfig",
    "GetFunctionRecursionConfig",
    "GetFunctionScalingConfig",
    "GetFunctionUrlConfig",
    "GetLayerVersion",
    "GetLayerVersionByArn",
    "GetLayerVersionPolicy",
    "GetPolicy",
    "GetProvisionedConcurrencyConfig",
    "GetResourcePolicy",
    "GetRuntimeManagementConfig",
    "Invoke",
    "InvokeAsync",
    "InvokeWithResponseStream",
    "ListAliases",
    "ListCapacityProviders",
    "ListCodeSigningConfigs",
    "ListDurableExecutionsByFunction",
    "ListEventSourceMappings",
    "ListFunctionEventInvokeConfigs",
    "ListFunctionUrlConfigs",
    "ListFunctionVersionsByCapacityProvider",
    "ListFunctions",
    "ListFunctionsByCodeSigningConfig",
    "ListLayerVersions",
    "ListLayers",
    "ListProvisionedConcurrencyConfigs",
    "ListTags",
    "ListVersionsByFunction",
    "PauseDurableExecution",
    "PublishLayerVersion",
    "PublishVersion",
    "PutFunctionCodeSigningConfig",
    "PutFunctionConcurrency",
    "PutFunctionEventInvokeConfig",
    "PutFunctionRecursionConfig",
    "PutFunctionScalingConfig",
    "PutProvisionedConcurrencyConfig",
    "PutResourcePolicy",
    "PutRuntimeManagementConfig",
    "RemoveLayerVersionPermission",
    "RemovePermission",
    "ResumeDurableExecution",
    "SendDurableExecutionCallbackFailure",
    "SendDurableExecutionCallbackHeartbeat",
    "SendDurableExecutionCallbackSuccess",
    "StopDurableExecution",
    "TagResource",
    "UntagResource",
    "UpdateAlias",
    "UpdateCapacityProvider",
    "UpdateCodeSigningConfig",
    "UpdateEventSourceMapping",
    "UpdateFunctionCode",
    "UpdateFunctionConfiguration",
    "UpdateFunctionEventInvokeConfig",
    "UpdateFunctionUrlConfig",
)
