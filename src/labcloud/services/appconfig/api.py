"""Typed requests and responses of appconfig's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types appconfig`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class Action(TypedDict, total=False):
    Name: str
    Description: str
    Uri: str
    RoleArn: str


class ActionInvocation(TypedDict, total=False):
    ExtensionIdentifier: str
    ActionName: str
    Uri: str
    RoleArn: str
    ErrorMessage: str
    ErrorCode: str
    InvocationId: str


class AppliedExtension(TypedDict, total=False):
    ExtensionId: str
    ExtensionAssociationId: str
    VersionNumber: int
    Parameters: dict[str, str]


class AttributeValue(TypedDict, total=False):
    StringValue: str
    NumberValue: float
    BooleanValue: bool
    StringArray: list[str]
    NumberArray: list[float]


class ConfigurationProfileSummary(TypedDict, total=False):
    ApplicationId: str
    Id: str
    Name: str
    LocationUri: str
    ValidatorTypes: list[str]
    Type: str


class _CreateApplicationRequestRequired(TypedDict):
    Name: str


class CreateApplicationRequest(_CreateApplicationRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]


class CreateApplicationResponse(TypedDict, total=False):
    Id: str
    Name: str
    Description: str


class _CreateConfigurationProfileRequestRequired(TypedDict):
    ApplicationId: str
    Name: str
    LocationUri: str


class CreateConfigurationProfileRequest(_CreateConfigurationProfileRequestRequired, total=False):
    Description: str
    RetrievalRoleArn: str
    Validators: list[Validator]
    Tags: dict[str, str]
    Type: str
    KmsKeyIdentifier: str


class CreateConfigurationProfileResponse(TypedDict, total=False):
    ApplicationId: str
    Id: str
    Name: str
    Description: str
    LocationUri: str
    RetrievalRoleArn: str
    Validators: list[Validator]
    Type: str
    KmsKeyArn: str
    KmsKeyIdentifier: str


class _CreateDeploymentStrategyRequestRequired(TypedDict):
    Name: str
    DeploymentDurationInMinutes: int
    GrowthFactor: float


class CreateDeploymentStrategyRequest(_CreateDeploymentStrategyRequestRequired, total=False):
    Description: str
    FinalBakeTimeInMinutes: int
    GrowthType: str
    ReplicateTo: str
    Tags: dict[str, str]


class CreateDeploymentStrategyResponse(TypedDict, total=False):
    Id: str
    Name: str
    Description: str
    DeploymentDurationInMinutes: int
    GrowthType: str
    GrowthFactor: float
    FinalBakeTimeInMinutes: int
    ReplicateTo: str


class _CreateEnvironmentRequestRequired(TypedDict):
    ApplicationId: str
    Name: str


class CreateEnvironmentRequest(_CreateEnvironmentRequestRequired, total=False):
    Description: str
    Monitors: list[Monitor]
    Tags: dict[str, str]


class CreateEnvironmentResponse(TypedDict, total=False):
    ApplicationId: str
    Id: str
    Name: str
    Description: str
    State: str
    Monitors: list[Monitor]


class _CreateExperimentDefinitionRequestRequired(TypedDict):
    ApplicationIdentifier: str
    Name: str
    ConfigurationProfileIdentifier: str
    EnvironmentIdentifier: str
    FlagKey: str
    Treatments: list[TreatmentInput]
    Control: TreatmentInput
    AudienceRule: str


class CreateExperimentDefinitionRequest(_CreateExperimentDefinitionRequestRequired, total=False):
    Hypothesis: str
    AudienceDescription: str
    LaunchCriteria: str
    Tags: dict[str, str]


class CreateExperimentDefinitionResponse(TypedDict, total=False):
    ApplicationId: str
    Id: str
    Name: str
    Hypothesis: str
    Status: str
    ConfigurationProfileId: str
    EnvironmentId: str
    FlagKey: str
    AudienceRule: str
    AudienceDescription: str
    LaunchCriteria: str
    Treatments: list[Treatment]
    Control: Treatment
    CreatedAt: datetime
    UpdatedAt: datetime
    KmsKeyIdentifier: str


class _CreateExtensionAssociationRequestRequired(TypedDict):
    ExtensionIdentifier: str
    ResourceIdentifier: str


class CreateExtensionAssociationRequest(_CreateExtensionAssociationRequestRequired, total=False):
    ExtensionVersionNumber: int
    Parameters: dict[str, str]
    Tags: dict[str, str]


class CreateExtensionAssociationResponse(TypedDict, total=False):
    Id: str
    ExtensionArn: str
    ResourceArn: str
    Arn: str
    Parameters: dict[str, str]
    ExtensionVersionNumber: int


class _CreateExtensionRequestRequired(TypedDict):
    Name: str
    Actions: dict[str, list[Action]]


class CreateExtensionRequest(_CreateExtensionRequestRequired, total=False):
    Description: str
    Parameters: dict[str, Parameter]
    Tags: dict[str, str]
    LatestVersionNumber: int


class CreateExtensionResponse(TypedDict, total=False):
    Id: str
    Name: str
    VersionNumber: int
    Arn: str
    Description: str
    Actions: dict[str, list[Action]]
    Parameters: dict[str, Parameter]


class _CreateHostedConfigurationVersionRequestRequired(TypedDict):
    ApplicationId: str
    ConfigurationProfileId: str
    Content: bytes
    ContentType: str


class CreateHostedConfigurationVersionRequest(_CreateHostedConfigurationVersionRequestRequired, total=False):
    Description: str
    LatestVersionNumber: int
    VersionLabel: str


class CreateHostedConfigurationVersionResponse(TypedDict, total=False):
    ApplicationId: str
    ConfigurationProfileId: str
    VersionNumber: int
    Description: str
    Content: bytes
    ContentType: str
    VersionLabel: str
    KmsKeyArn: str


class DeleteApplicationRequest(TypedDict):
    ApplicationId: str


class _DeleteConfigurationProfileRequestRequired(TypedDict):
    ApplicationId: str
    ConfigurationProfileId: str


class DeleteConfigurationProfileRequest(_DeleteConfigurationProfileRequestRequired, total=False):
    DeletionProtectionCheck: str


class DeleteDeploymentStrategyRequest(TypedDict):
    DeploymentStrategyId: str


class _DeleteEnvironmentRequestRequired(TypedDict):
    EnvironmentId: str
    ApplicationId: str


class DeleteEnvironmentRequest(_DeleteEnvironmentRequestRequired, total=False):
    DeletionProtectionCheck: str


class _DeleteExperimentDefinitionRequestRequired(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str


class DeleteExperimentDefinitionRequest(_DeleteExperimentDefinitionRequestRequired, total=False):
    DeleteType: str


class DeleteExtensionAssociationRequest(TypedDict):
    ExtensionAssociationId: str


class _DeleteExtensionRequestRequired(TypedDict):
    ExtensionIdentifier: str


class DeleteExtensionRequest(_DeleteExtensionRequestRequired, total=False):
    VersionNumber: int


class DeleteHostedConfigurationVersionRequest(TypedDict):
    ApplicationId: str
    ConfigurationProfileId: str
    VersionNumber: int


class DeletionProtectionSettings(TypedDict, total=False):
    Enabled: bool
    ProtectionPeriodInMinutes: int


class DeploymentEvent(TypedDict, total=False):
    EventType: str
    TriggeredBy: str
    Description: str
    ActionInvocations: list[ActionInvocation]
    OccurredAt: datetime


class DeploymentParameters(TypedDict, total=False):
    DynamicExtensionParameters: dict[str, str]
    Tags: dict[str, str]


class DeploymentSummary(TypedDict, total=False):
    DeploymentNumber: int
    ConfigurationProfileId: str
    ConfigurationName: str
    ConfigurationVersion: str
    DeploymentDurationInMinutes: int
    GrowthType: str
    GrowthFactor: float
    FinalBakeTimeInMinutes: int
    State: str
    PercentageComplete: float
    StartedAt: datetime
    CompletedAt: datetime
    VersionLabel: str
    Type: str


class ExperimentDefinitionSnapshot(TypedDict, total=False):
    ApplicationId: str
    Id: str
    Name: str
    Hypothesis: str
    ConfigurationProfileId: str
    EnvironmentId: str
    FlagKey: str
    AudienceRule: str
    AudienceDescription: str
    LaunchCriteria: str
    Treatments: list[Treatment]
    Control: Treatment


class ExperimentDefinitionSummary(TypedDict, total=False):
    ApplicationId: str
    Id: str
    Name: str
    Hypothesis: str
    Status: str
    ConfigurationProfileId: str
    EnvironmentId: str
    FlagKey: str
    CreatedAt: datetime
    UpdatedAt: datetime


class ExperimentRunEvent(TypedDict, total=False):
    Description: str
    AssociatedDeployment: str
    EventType: str
    OccurredAt: datetime
    TriggeredBy: str
    ExposurePercentage: float
    TreatmentOverrides: TreatmentOverrides


class ExperimentRunResult(TypedDict, total=False):
    ExecutiveSummary: str
    ReasonsToLaunch: str
    ReasonsNotToLaunch: str


class ExperimentRunSummary(TypedDict, total=False):
    ExperimentDefinitionId: str
    Run: int
    Description: str
    Status: str
    StartedAt: datetime
    UpdatedAt: datetime
    EndedAt: datetime


class ExtensionAssociationSummary(TypedDict, total=False):
    Id: str
    ExtensionArn: str
    ResourceArn: str


class ExtensionSummary(TypedDict, total=False):
    Id: str
    Name: str
    VersionNumber: int
    Arn: str
    Description: str


class _FlagValueRequired(TypedDict):
    Enabled: bool


class FlagValue(_FlagValueRequired, total=False):
    AttributeValues: dict[str, AttributeValue]


class GetAccountSettingsResponse(TypedDict, total=False):
    DeletionProtection: DeletionProtectionSettings
    VendedMetrics: VendedMetricsSettings


class GetApplicationRequest(TypedDict):
    ApplicationId: str


class GetConfigurationProfileRequest(TypedDict):
    ApplicationId: str
    ConfigurationProfileId: str


class _GetConfigurationRequestRequired(TypedDict):
    Application: str
    Environment: str
    Configuration: str
    ClientId: str


class GetConfigurationRequest(_GetConfigurationRequestRequired, total=False):
    ClientConfigurationVersion: str


class GetConfigurationResponse(TypedDict, total=False):
    Content: bytes
    ConfigurationVersion: str
    ContentType: str


class GetDeploymentRequest(TypedDict):
    ApplicationId: str
    EnvironmentId: str
    DeploymentNumber: int


class GetDeploymentResponse(TypedDict, total=False):
    ApplicationId: str
    EnvironmentId: str
    DeploymentStrategyId: str
    ConfigurationProfileId: str
    DeploymentNumber: int
    ConfigurationName: str
    ConfigurationLocationUri: str
    ConfigurationVersion: str
    Description: str
    DeploymentDurationInMinutes: int
    GrowthType: str
    GrowthFactor: float
    FinalBakeTimeInMinutes: int
    State: str
    EventLog: list[DeploymentEvent]
    PercentageComplete: float
    StartedAt: datetime
    CompletedAt: datetime
    AppliedExtensions: list[AppliedExtension]
    KmsKeyArn: str
    KmsKeyIdentifier: str
    VersionLabel: str


class GetDeploymentStrategyRequest(TypedDict):
    DeploymentStrategyId: str


class GetEnvironmentRequest(TypedDict):
    ApplicationId: str
    EnvironmentId: str


class GetExperimentDefinitionRequest(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str


class GetExperimentRunRequest(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str
    Run: int


class GetExperimentRunResponse(TypedDict, total=False):
    ApplicationId: str
    ExperimentDefinitionId: str
    Run: int
    Description: str
    Status: str
    ExposurePercentage: float
    TreatmentOverrides: TreatmentOverrides
    Result: ExperimentRunResult
    StartedAt: datetime
    UpdatedAt: datetime
    EndedAt: datetime
    ExperimentDefinitionSnapshot: ExperimentDefinitionSnapshot


class GetExtensionAssociationRequest(TypedDict):
    ExtensionAssociationId: str


class _GetExtensionRequestRequired(TypedDict):
    ExtensionIdentifier: str


class GetExtensionRequest(_GetExtensionRequestRequired, total=False):
    VersionNumber: int


class GetHostedConfigurationVersionRequest(TypedDict):
    ApplicationId: str
    ConfigurationProfileId: str
    VersionNumber: int


class HostedConfigurationVersionSummary(TypedDict, total=False):
    ApplicationId: str
    ConfigurationProfileId: str
    VersionNumber: int
    Description: str
    ContentType: str
    VersionLabel: str
    KmsKeyArn: str


class ListApplicationsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListApplicationsResponse(TypedDict, total=False):
    Items: list[CreateApplicationResponse]
    NextToken: str


class _ListConfigurationProfilesRequestRequired(TypedDict):
    ApplicationId: str


class ListConfigurationProfilesRequest(_ListConfigurationProfilesRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    Type: str


class ListConfigurationProfilesResponse(TypedDict, total=False):
    Items: list[ConfigurationProfileSummary]
    NextToken: str


class ListDeploymentStrategiesRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str


class ListDeploymentStrategiesResponse(TypedDict, total=False):
    Items: list[CreateDeploymentStrategyResponse]
    NextToken: str


class _ListDeploymentsRequestRequired(TypedDict):
    ApplicationId: str
    EnvironmentId: str


class ListDeploymentsRequest(_ListDeploymentsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListDeploymentsResponse(TypedDict, total=False):
    Items: list[DeploymentSummary]
    NextToken: str


class _ListEnvironmentsRequestRequired(TypedDict):
    ApplicationId: str


class ListEnvironmentsRequest(_ListEnvironmentsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListEnvironmentsResponse(TypedDict, total=False):
    Items: list[CreateEnvironmentResponse]
    NextToken: str


class ListExperimentDefinitionsRequest(TypedDict, total=False):
    ApplicationIdentifier: str
    ConfigurationProfileIdentifier: str
    EnvironmentIdentifier: str
    Status: str
    MaxResults: int
    NextToken: str


class ListExperimentDefinitionsResponse(TypedDict, total=False):
    Items: list[ExperimentDefinitionSummary]
    NextToken: str


class _ListExperimentRunEventsRequestRequired(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str
    Run: int


class ListExperimentRunEventsRequest(_ListExperimentRunEventsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListExperimentRunEventsResponse(TypedDict, total=False):
    Items: list[ExperimentRunEvent]
    NextToken: str


class _ListExperimentRunsRequestRequired(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str


class ListExperimentRunsRequest(_ListExperimentRunsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    Status: str


class ListExperimentRunsResponse(TypedDict, total=False):
    Items: list[ExperimentRunSummary]
    NextToken: str


class ListExtensionAssociationsRequest(TypedDict, total=False):
    ResourceIdentifier: str
    ExtensionIdentifier: str
    ExtensionVersionNumber: int
    MaxResults: int
    NextToken: str


class ListExtensionAssociationsResponse(TypedDict, total=False):
    Items: list[ExtensionAssociationSummary]
    NextToken: str


class ListExtensionsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    Name: str


class ListExtensionsResponse(TypedDict, total=False):
    Items: list[ExtensionSummary]
    NextToken: str


class _ListHostedConfigurationVersionsRequestRequired(TypedDict):
    ApplicationId: str
    ConfigurationProfileId: str


class ListHostedConfigurationVersionsRequest(_ListHostedConfigurationVersionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    VersionLabel: str


class ListHostedConfigurationVersionsResponse(TypedDict, total=False):
    Items: list[HostedConfigurationVersionSummary]
    NextToken: str


class ListTagsForResourceRequest(TypedDict):
    ResourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: dict[str, str]


class _MonitorRequired(TypedDict):
    AlarmArn: str


class Monitor(_MonitorRequired, total=False):
    AlarmRoleArn: str


class Parameter(TypedDict, total=False):
    Description: str
    Required: bool
    Dynamic: bool


class _StartDeploymentRequestRequired(TypedDict):
    ApplicationId: str
    EnvironmentId: str
    DeploymentStrategyId: str
    ConfigurationProfileId: str
    ConfigurationVersion: str


class StartDeploymentRequest(_StartDeploymentRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]
    KmsKeyIdentifier: str
    DynamicExtensionParameters: dict[str, str]
    LatestDeploymentNumber: int


class _StartExperimentRunRequestRequired(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str


class StartExperimentRunRequest(_StartExperimentRunRequestRequired, total=False):
    Description: str
    ExposurePercentage: float
    TreatmentOverrides: TreatmentOverrides
    Tags: dict[str, str]
    DeploymentParameters: DeploymentParameters


class _StopDeploymentRequestRequired(TypedDict):
    ApplicationId: str
    EnvironmentId: str
    DeploymentNumber: int


class StopDeploymentRequest(_StopDeploymentRequestRequired, total=False):
    AllowRevert: bool


class _StopExperimentRunRequestRequired(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str
    Run: int


class StopExperimentRunRequest(_StopExperimentRunRequestRequired, total=False):
    Result: ExperimentRunResult
    DeploymentParameters: DeploymentParameters


class TagResourceRequest(TypedDict):
    ResourceArn: str
    Tags: dict[str, str]


class _TreatmentRequired(TypedDict):
    Weight: float
    FlagValue: FlagValue


class Treatment(_TreatmentRequired, total=False):
    Key: str
    Description: str


class _TreatmentInputRequired(TypedDict):
    Weight: float
    FlagValue: FlagValue


class TreatmentInput(_TreatmentInputRequired, total=False):
    Description: str


class TreatmentOverrides(TypedDict, total=False):
    Inline: dict[str, str]


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagKeys: list[str]


class UpdateAccountSettingsRequest(TypedDict, total=False):
    DeletionProtection: DeletionProtectionSettings
    VendedMetrics: VendedMetricsSettings


class _UpdateApplicationRequestRequired(TypedDict):
    ApplicationId: str


class UpdateApplicationRequest(_UpdateApplicationRequestRequired, total=False):
    Name: str
    Description: str


class _UpdateConfigurationProfileRequestRequired(TypedDict):
    ApplicationId: str
    ConfigurationProfileId: str


class UpdateConfigurationProfileRequest(_UpdateConfigurationProfileRequestRequired, total=False):
    Name: str
    Description: str
    RetrievalRoleArn: str
    Validators: list[Validator]
    KmsKeyIdentifier: str


class _UpdateDeploymentStrategyRequestRequired(TypedDict):
    DeploymentStrategyId: str


class UpdateDeploymentStrategyRequest(_UpdateDeploymentStrategyRequestRequired, total=False):
    Description: str
    DeploymentDurationInMinutes: int
    FinalBakeTimeInMinutes: int
    GrowthFactor: float
    GrowthType: str


class _UpdateEnvironmentRequestRequired(TypedDict):
    ApplicationId: str
    EnvironmentId: str


class UpdateEnvironmentRequest(_UpdateEnvironmentRequestRequired, total=False):
    Name: str
    Description: str
    Monitors: list[Monitor]


class _UpdateExperimentDefinitionRequestRequired(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str


class UpdateExperimentDefinitionRequest(_UpdateExperimentDefinitionRequestRequired, total=False):
    Treatments: list[TreatmentInput]
    Control: TreatmentInput
    Hypothesis: str
    AudienceRule: str
    AudienceDescription: str
    LaunchCriteria: str


class _UpdateExperimentRunRequestRequired(TypedDict):
    ApplicationIdentifier: str
    ExperimentDefinitionIdentifier: str
    Run: int


class UpdateExperimentRunRequest(_UpdateExperimentRunRequestRequired, total=False):
    Description: str
    ExposurePercentage: float
    TreatmentOverrides: TreatmentOverrides
    DeploymentParameters: DeploymentParameters


class _UpdateExtensionAssociationRequestRequired(TypedDict):
    ExtensionAssociationId: str


class UpdateExtensionAssociationRequest(_UpdateExtensionAssociationRequestRequired, total=False):
    Parameters: dict[str, str]


class _UpdateExtensionRequestRequired(TypedDict):
    ExtensionIdentifier: str


class UpdateExtensionRequest(_UpdateExtensionRequestRequired, total=False):
    Description: str
    Actions: dict[str, list[Action]]
    Parameters: dict[str, Parameter]
    VersionNumber: int


class ValidateConfigurationRequest(TypedDict):
    ApplicationId: str
    ConfigurationProfileId: str
    ConfigurationVersion: str


class Validator(TypedDict):
    Type: str
    Content: str


class VendedMetricsSettings(TypedDict, total=False):
    Enabled: bool


class DeleteApplicationResponse(TypedDict, total=False):
    pass


class DeleteConfigurationProfileResponse(TypedDict, total=False):
    pass


class DeleteDeploymentStrategyResponse(TypedDict, total=False):
    pass


class DeleteEnvironmentResponse(TypedDict, total=False):
    pass


class DeleteExperimentDefinitionResponse(TypedDict, total=False):
    pass


class DeleteExtensionAssociationResponse(TypedDict, total=False):
    pass


class DeleteExtensionResponse(TypedDict, total=False):
    pass


class DeleteHostedConfigurationVersionResponse(TypedDict, total=False):
    pass


class GetAccountSettingsRequest(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


class ValidateConfigurationResponse(TypedDict, total=False):
    pass


GetApplicationResponse = CreateApplicationResponse
GetConfigurationProfileResponse = CreateConfigurationProfileResponse
GetDeploymentStrategyResponse = CreateDeploymentStrategyResponse
GetEnvironmentResponse = CreateEnvironmentResponse
GetExperimentDefinitionResponse = CreateExperimentDefinitionResponse
GetExtensionResponse = CreateExtensionResponse
GetExtensionAssociationResponse = CreateExtensionAssociationResponse
GetHostedConfigurationVersionResponse = CreateHostedConfigurationVersionResponse
StartDeploymentResponse = GetDeploymentResponse
StartExperimentRunResponse = GetExperimentRunResponse
StopDeploymentResponse = GetDeploymentResponse
StopExperimentRunResponse = GetExperimentRunResponse
UpdateAccountSettingsResponse = GetAccountSettingsResponse
UpdateApplicationResponse = CreateApplicationResponse
UpdateConfigurationProfileResponse = CreateConfigurationProfileResponse
UpdateDeploymentStrategyResponse = CreateDeploymentStrategyResponse
UpdateEnvironmentResponse = CreateEnvironmentResponse
UpdateExperimentDefinitionResponse = CreateExperimentDefinitionResponse
UpdateExperimentRunResponse = GetExperimentRunResponse
UpdateExtensionResponse = CreateExtensionResponse
UpdateExtensionAssociationResponse = CreateExtensionAssociationResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateApplication",
    "CreateConfigurationProfile",
    "CreateDeploymentStrategy",
    "CreateEnvironment",
    "CreateExperimentDefinition",
    "CreateExtension",
    "CreateExtensionAssociation",
    "CreateHostedConfigurationVersion",
    "DeleteApplication",
    "DeleteConfigurationProfile",
    "DeleteDeploymentStrategy",
    "DeleteEnvironment",
    "DeleteExperimentDefinition",
    "DeleteExtension",
    "DeleteExtensionAssociation",
    "DeleteHostedConfigurationVersion",
    "GetAccountSettings",
    "GetApplication",
    "GetConfiguration",
    "GetConfigurationProfile",
    "GetDeployment",
    "GetDeploymentStrategy",
    "GetEnvironment",
    "GetExperimentDefinition",
    "GetExperimentRun",
    "GetExtension",
    "GetExtensionAssociation",
    "GetHostedConfigurationVersion",
    "ListApplications",
    "ListConfigurationProfiles",
    "ListDeploymentStrategies",
    "ListDeployments",
    "ListEnvironments",
    "ListExperimentDefinitions",
    "ListExperimentRunEvents",
    "ListExperimentRuns",
    "ListExtensionAssociations",
    "ListExtensions",
    "ListHostedConfigurationVersions",
    "ListTagsForResource",
    "StartDeployment",
    "StartExperimentRun",
    "StopDeployment",
    "StopExperimentRun",
    "TagResource",
    "UntagResource",
    "UpdateAccountSettings",
    "UpdateApplication",
    "UpdateConfigurationProfile",
    "UpdateDeploymentStrategy",
    "UpdateEnvironment",
    "UpdateExperimentDefinition",
    "UpdateExperimentRun",
    "UpdateExtension",
    "UpdateExtensionAssociation",
    "ValidateConfiguration",
)
