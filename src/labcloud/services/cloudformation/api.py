"""Typed requests and responses of cloudformation's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types cloudformation`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AccountGateResult(TypedDict, total=False):
    Status: str
    StatusReason: str


class AccountLimit(TypedDict, total=False):
    Name: str
    Value: int


class ActivateOrganizationsAccessRequest(TypedDict, total=False):
    pass


class ActivateOrganizationsAccessResponse(TypedDict, total=False):
    pass


class ActivateTypeRequest(TypedDict, total=False):
    Type: str
    PublicTypeArn: str
    PublisherId: str
    TypeName: str
    TypeNameAlias: str
    AutoUpdate: bool
    LoggingConfig: LoggingConfig
    ExecutionRoleArn: str
    VersionBump: str
    MajorVersion: int


class ActivateTypeResponse(TypedDict, total=False):
    Arn: str


class Annotation(TypedDict, total=False):
    AnnotationName: str
    Status: str
    StatusMessage: str
    RemediationMessage: str
    RemediationLink: str
    SeverityLevel: str


class AutoDeployment(TypedDict, total=False):
    Enabled: bool
    RetainStacksOnAccountRemoval: bool
    DependsOn: list[str]


class BatchDescribeTypeConfigurationsError(TypedDict, total=False):
    ErrorCode: str
    ErrorMessage: str
    TypeConfigurationIdentifier: TypeConfigurationIdentifier


class BatchDescribeTypeConfigurationsRequest(TypedDict):
    TypeConfigurationIdentifiers: list[TypeConfigurationIdentifier]


class BatchDescribeTypeConfigurationsResponse(TypedDict, total=False):
    Errors: list[BatchDescribeTypeConfigurationsError]
    UnprocessedTypeConfigurations: list[TypeConfigurationIdentifier]
    TypeConfigurations: list[TypeConfigurationDetails]


class _CancelUpdateStackRequestRequired(TypedDict):
    StackName: str


class CancelUpdateStackRequest(_CancelUpdateStackRequestRequired, total=False):
    ClientRequestToken: str


class Change(TypedDict, total=False):
    Type: str
    HookInvocationCount: int
    ResourceChange: ResourceChange


class ChangeSetHook(TypedDict, total=False):
    InvocationPoint: str
    FailureMode: str
    TypeName: str
    TypeVersionId: str
    TypeConfigurationVersionId: str
    TargetDetails: ChangeSetHookTargetDetails


class ChangeSetHookResourceTargetDetails(TypedDict, total=False):
    LogicalResourceId: str
    ResourceType: str
    ResourceAction: str


class ChangeSetHookTargetDetails(TypedDict, total=False):
    TargetType: str
    ResourceTargetDetails: ChangeSetHookResourceTargetDetails


class ChangeSetSummary(TypedDict, total=False):
    StackId: str
    StackName: str
    ChangeSetId: str
    ChangeSetName: str
    ExecutionStatus: str
    Status: str
    StatusReason: str
    CreationTime: datetime
    Description: str
    IncludeNestedStacks: bool
    ParentChangeSetId: str
    RootChangeSetId: str
    ImportExistingResources: bool


class _ContinueUpdateRollbackRequestRequired(TypedDict):
    StackName: str


class ContinueUpdateRollbackRequest(_ContinueUpdateRollbackRequestRequired, total=False):
    RoleARN: str
    ResourcesToSkip: list[str]
    ClientRequestToken: str
    ForceRollback: bool


class ContinueUpdateRollbackResponse(TypedDict, total=False):
    pass


class _CreateChangeSetRequestRequired(TypedDict):
    StackName: str
    ChangeSetName: str


class CreateChangeSetRequest(_CreateChangeSetRequestRequired, total=False):
    TemplateBody: str
    TemplateURL: str
    UsePreviousTemplate: bool
    Parameters: list[Parameter]
    Capabilities: list[str]
    ResourceTypes: list[str]
    RoleARN: str
    RollbackConfiguration: RollbackConfiguration
    NotificationARNs: list[str]
    Tags: list[Tag]
    ClientToken: str
    Description: str
    ChangeSetType: str
    ResourcesToImport: list[ResourceToImport]
    IncludeNestedStacks: bool
    OnStackFailure: str
    ImportExistingResources: bool
    DeploymentMode: str
    DeploymentConfig: DeploymentConfig
    DisableValidation: bool


class CreateChangeSetResponse(TypedDict, total=False):
    Id: str
    StackId: str


class _CreateGeneratedTemplateRequestRequired(TypedDict):
    GeneratedTemplateName: str


class CreateGeneratedTemplateRequest(_CreateGeneratedTemplateRequestRequired, total=False):
    Resources: list[ResourceDefinition]
    StackName: str
    TemplateConfiguration: TemplateConfiguration


class CreateGeneratedTemplateResponse(TypedDict, total=False):
    GeneratedTemplateId: str


class _CreateStackInstancesRequestRequired(TypedDict):
    StackSetName: str
    Regions: list[str]


class CreateStackInstancesRequest(_CreateStackInstancesRequestRequired, total=False):
    Accounts: list[str]
    DeploymentTargets: DeploymentTargets
    ParameterOverrides: list[Parameter]
    OperationPreferences: StackSetOperationPreferences
    OperationId: str
    CallAs: str


class CreateStackInstancesResponse(TypedDict, total=False):
    OperationId: str


class _CreateStackRefactorRequestRequired(TypedDict):
    StackDefinitions: list[StackDefinition]


class CreateStackRefactorRequest(_CreateStackRefactorRequestRequired, total=False):
    Description: str
    EnableStackCreation: bool
    ResourceMappings: list[ResourceMapping]


class CreateStackRefactorResponse(TypedDict):
    StackRefactorId: str


class _CreateStackRequestRequired(TypedDict):
    StackName: str


class CreateStackRequest(_CreateStackRequestRequired, total=False):
    TemplateBody: str
    TemplateURL: str
    Parameters: list[Parameter]
    DisableRollback: bool
    RollbackConfiguration: RollbackConfiguration
    TimeoutInMinutes: int
    NotificationARNs: list[str]
    Capabilities: list[str]
    ResourceTypes: list[str]
    RoleARN: str
    OnFailure: str
    StackPolicyBody: str
    StackPolicyURL: str
    Tags: list[Tag]
    ClientRequestToken: str
    EnableTerminationProtection: bool
    RetainExceptOnCreate: bool
    DeploymentConfig: DeploymentConfig
    DisableValidation: bool


class CreateStackResponse(TypedDict, total=False):
    StackId: str
    OperationId: str


class _CreateStackSetRequestRequired(TypedDict):
    StackSetName: str


class CreateStackSetRequest(_CreateStackSetRequestRequired, total=False):
    Description: str
    TemplateBody: str
    TemplateURL: str
    StackId: str
    Parameters: list[Parameter]
    Capabilities: list[str]
    Tags: list[Tag]
    AdministrationRoleARN: str
    ExecutionRoleName: str
    PermissionModel: str
    AutoDeployment: AutoDeployment
    CallAs: str
    ClientRequestToken: str
    ManagedExecution: ManagedExecution
    ExecutionRoleTemplateBody: str
    ExecutionRoleTemplateUrl: str
    StackSetOutputBucket: str


class CreateStackSetResponse(TypedDict, total=False):
    StackSetId: str


class DeactivateOrganizationsAccessRequest(TypedDict, total=False):
    pass


class DeactivateOrganizationsAccessResponse(TypedDict, total=False):
    pass


class DeactivateTypeRequest(TypedDict, total=False):
    TypeName: str
    Type: str
    Arn: str


class DeactivateTypeResponse(TypedDict, total=False):
    pass


class _DeleteChangeSetRequestRequired(TypedDict):
    ChangeSetName: str


class DeleteChangeSetRequest(_DeleteChangeSetRequestRequired, total=False):
    StackName: str


class DeleteChangeSetResponse(TypedDict, total=False):
    pass


class DeleteGeneratedTemplateRequest(TypedDict):
    GeneratedTemplateName: str


class _DeleteStackInstancesRequestRequired(TypedDict):
    StackSetName: str
    Regions: list[str]
    RetainStacks: bool


class DeleteStackInstancesRequest(_DeleteStackInstancesRequestRequired, total=False):
    Accounts: list[str]
    DeploymentTargets: DeploymentTargets
    OperationPreferences: StackSetOperationPreferences
    OperationId: str
    CallAs: str


class DeleteStackInstancesResponse(TypedDict, total=False):
    OperationId: str


class _DeleteStackRequestRequired(TypedDict):
    StackName: str


class DeleteStackRequest(_DeleteStackRequestRequired, total=False):
    RetainResources: list[str]
    RoleARN: str
    ClientRequestToken: str
    DeletionMode: str
    DeploymentConfig: DeploymentConfig


class _DeleteStackSetRequestRequired(TypedDict):
    StackSetName: str


class DeleteStackSetRequest(_DeleteStackSetRequestRequired, total=False):
    CallAs: str


class DeleteStackSetResponse(TypedDict, total=False):
    pass


class DeploymentConfig(TypedDict, total=False):
    Mode: str
    DisableRollback: bool


class DeploymentTargets(TypedDict, total=False):
    Accounts: list[str]
    AccountsUrl: str
    OrganizationalUnitIds: list[str]
    AccountFilterType: str


class DeregisterTypeRequest(TypedDict, total=False):
    Arn: str
    Type: str
    TypeName: str
    VersionId: str


class DeregisterTypeResponse(TypedDict, total=False):
    pass


class DescribeAccountLimitsRequest(TypedDict, total=False):
    NextToken: str


class DescribeAccountLimitsResponse(TypedDict, total=False):
    AccountLimits: list[AccountLimit]
    NextToken: str


class _DescribeChangeSetHooksRequestRequired(TypedDict):
    ChangeSetName: str


class DescribeChangeSetHooksRequest(_DescribeChangeSetHooksRequestRequired, total=False):
    StackName: str
    NextToken: str
    LogicalResourceId: str


class DescribeChangeSetHooksResponse(TypedDict, total=False):
    ChangeSetId: str
    ChangeSetName: str
    Hooks: list[ChangeSetHook]
    Status: str
    NextToken: str
    StackId: str
    StackName: str


class _DescribeChangeSetRequestRequired(TypedDict):
    ChangeSetName: str


class DescribeChangeSetRequest(_DescribeChangeSetRequestRequired, total=False):
    StackName: str
    NextToken: str
    IncludePropertyValues: bool


class DescribeChangeSetResponse(TypedDict, total=False):
    ChangeSetName: str
    ChangeSetId: str
    StackId: str
    StackName: str
    Description: str
    Parameters: list[Parameter]
    CreationTime: datetime
    ExecutionStatus: str
    Status: str
    StatusReason: str
    StackDriftStatus: str
    NotificationARNs: list[str]
    RollbackConfiguration: RollbackConfiguration
    Capabilities: list[str]
    Tags: list[Tag]
    Changes: list[Change]
    NextToken: str
    IncludeNestedStacks: bool
    ParentChangeSetId: str
    RootChangeSetId: str
    OnStackFailure: str
    ImportExistingResources: bool
    DeploymentMode: str
    DeploymentConfig: DeploymentConfig


class DescribeEventsRequest(TypedDict, total=False):
    StackName: str
    ChangeSetName: str
    OperationId: str
    Filters: EventFilter
    NextToken: str


class DescribeEventsResponse(TypedDict, total=False):
    OperationEvents: list[OperationEvent]
    NextToken: str


class DescribeGeneratedTemplateRequest(TypedDict):
    GeneratedTemplateName: str


class DescribeGeneratedTemplateResponse(TypedDict, total=False):
    GeneratedTemplateId: str
    GeneratedTemplateName: str
    Resources: list[ResourceDetail]
    Status: str
    StatusReason: str
    CreationTime: datetime
    LastUpdatedTime: datetime
    Progress: TemplateProgress
    StackId: str
    TemplateConfiguration: TemplateConfiguration
    TotalWarnings: int


class DescribeOrganizationsAccessRequest(TypedDict, total=False):
    CallAs: str


class DescribeOrganizationsAccessResponse(TypedDict, total=False):
    Status: str


class DescribePublisherRequest(TypedDict, total=False):
    PublisherId: str


class DescribePublisherResponse(TypedDict, total=False):
    PublisherId: str
    PublisherStatus: str
    IdentityProvider: str
    PublisherProfile: str


class DescribeResourceScanRequest(TypedDict):
    ResourceScanId: str


class DescribeResourceScanResponse(TypedDict, total=False):
    ResourceScanId: str
    Status: str
    StatusReason: str
    StartTime: datetime
    EndTime: datetime
    PercentageCompleted: float
    ResourceTypes: list[str]
    ResourcesScanned: int
    ResourcesRead: int
    ScanFilters: list[ScanFilter]


class DescribeStackDriftDetectionStatusRequest(TypedDict):
    StackDriftDetectionId: str


class _DescribeStackDriftDetectionStatusResponseRequired(TypedDict):
    StackId: str
    StackDriftDetectionId: str
    DetectionStatus: str
    Timestamp: datetime


class DescribeStackDriftDetectionStatusResponse(
    _DescribeStackDriftDetectionStatusResponseRequired, total=False
):
    StackDriftStatus: str
    DetectionStatusReason: str
    DriftedStackResourceCount: int


class _DescribeStackEventsRequestRequired(TypedDict):
    StackName: str


class DescribeStackEventsRequest(_DescribeStackEventsRequestRequired, total=False):
    NextToken: str


class DescribeStackEventsResponse(TypedDict, total=False):
    StackEvents: list[StackEvent]
    NextToken: str


class _DescribeStackInstanceRequestRequired(TypedDict):
    StackSetName: str
    StackInstanceAccount: str
    StackInstanceRegion: str


class DescribeStackInstanceRequest(_DescribeStackInstanceRequestRequired, total=False):
    CallAs: str


class DescribeStackInstanceResponse(TypedDict, total=False):
    StackInstance: StackInstance


class DescribeStackRefactorRequest(TypedDict):
    StackRefactorId: str


class DescribeStackRefactorResponse(TypedDict, total=False):
    Description: str
    StackRefactorId: str
    StackIds: list[str]
    ExecutionStatus: str
    ExecutionStatusReason: str
    Status: str
    StatusReason: str


class _DescribeStackResourceDriftsRequestRequired(TypedDict):
    StackName: str


class DescribeStackResourceDriftsRequest(_DescribeStackResourceDriftsRequestRequired, total=False):
    StackResourceDriftStatusFilters: list[str]
    NextToken: str
    MaxResults: int


class _DescribeStackResourceDriftsResponseRequired(TypedDict):
    StackResourceDrifts: list[StackResourceDrift]


class DescribeStackResourceDriftsResponse(_DescribeStackResourceDriftsResponseRequired, total=False):
    NextToken: str


class DescribeStackResourceRequest(TypedDict):
    StackName: str
    LogicalResourceId: str


class DescribeStackResourceResponse(TypedDict, total=False):
    StackResourceDetail: StackResourceDetail


class DescribeStackResourcesRequest(TypedDict, total=False):
    StackName: str
    LogicalResourceId: str
    PhysicalResourceId: str


class DescribeStackResourcesResponse(TypedDict, total=False):
    StackResources: list[StackResource]


class _DescribeStackSetOperationRequestRequired(TypedDict):
    StackSetName: str
    OperationId: str


class DescribeStackSetOperationRequest(_DescribeStackSetOperationRequestRequired, total=False):
    CallAs: str


class DescribeStackSetOperationResponse(TypedDict, total=False):
    StackSetOperation: StackSetOperation


class _DescribeStackSetRequestRequired(TypedDict):
    StackSetName: str


class DescribeStackSetRequest(_DescribeStackSetRequestRequired, total=False):
    CallAs: str


class DescribeStackSetResponse(TypedDict, total=False):
    StackSet: StackSet


class DescribeStacksRequest(TypedDict, total=False):
    StackName: str
    NextToken: str


class DescribeStacksResponse(TypedDict, total=False):
    Stacks: list[Stack]
    NextToken: str


class DescribeTypeRegistrationRequest(TypedDict):
    RegistrationToken: str


class DescribeTypeRegistrationResponse(TypedDict, total=False):
    ProgressStatus: str
    Description: str
    TypeArn: str
    TypeVersionArn: str


class DescribeTypeRequest(TypedDict, total=False):
    Type: str
    TypeName: str
    Arn: str
    VersionId: str
    PublisherId: str
    PublicVersionNumber: str


class DescribeTypeResponse(TypedDict, total=False):
    Arn: str
    Type: str
    TypeName: str
    DefaultVersionId: str
    IsDefaultVersion: bool
    TypeTestsStatus: str
    TypeTestsStatusDescription: str
    Description: str
    Schema: str
    ProvisioningType: str
    DeprecatedStatus: str
    LoggingConfig: LoggingConfig
    RequiredActivatedTypes: list[RequiredActivatedType]
    ExecutionRoleArn: str
    Visibility: str
    SourceUrl: str
    DocumentationUrl: str
    LastUpdated: datetime
    TimeCreated: datetime
    ConfigurationSchema: str
    PublisherId: str
    OriginalTypeName: str
    OriginalTypeArn: str
    PublicVersionNumber: str
    LatestPublicVersion: str
    IsActivated: bool
    AutoUpdate: bool


class _DetectStackDriftRequestRequired(TypedDict):
    StackName: str


class DetectStackDriftRequest(_DetectStackDriftRequestRequired, total=False):
    LogicalResourceIds: list[str]


class DetectStackDriftResponse(TypedDict):
    StackDriftDetectionId: str


class DetectStackResourceDriftRequest(TypedDict):
    StackName: str
    LogicalResourceId: str


class DetectStackResourceDriftResponse(TypedDict):
    StackResourceDrift: StackResourceDrift


class _DetectStackSetDriftRequestRequired(TypedDict):
    StackSetName: str


class DetectStackSetDriftRequest(_DetectStackSetDriftRequestRequired, total=False):
    OperationPreferences: StackSetOperationPreferences
    OperationId: str
    CallAs: str


class DetectStackSetDriftResponse(TypedDict, total=False):
    OperationId: str


class EstimateTemplateCostRequest(TypedDict, total=False):
    TemplateBody: str
    TemplateURL: str
    Parameters: list[Parameter]


class EstimateTemplateCostResponse(TypedDict, total=False):
    Url: str


class EventFilter(TypedDict, total=False):
    FailedEvents: bool


class _ExecuteChangeSetRequestRequired(TypedDict):
    ChangeSetName: str


class ExecuteChangeSetRequest(_ExecuteChangeSetRequestRequired, total=False):
    StackName: str
    ClientRequestToken: str
    DisableRollback: bool
    RetainExceptOnCreate: bool


class ExecuteChangeSetResponse(TypedDict, total=False):
    pass


class ExecuteStackRefactorRequest(TypedDict):
    StackRefactorId: str


class Export(TypedDict, total=False):
    ExportingStackId: str
    Name: str
    Value: str


class _GetGeneratedTemplateRequestRequired(TypedDict):
    GeneratedTemplateName: str


class GetGeneratedTemplateRequest(_GetGeneratedTemplateRequestRequired, total=False):
    Format: str


class GetGeneratedTemplateResponse(TypedDict, total=False):
    Status: str
    TemplateBody: str


class GetHookResultRequest(TypedDict, total=False):
    HookResultId: str


class GetHookResultResponse(TypedDict, total=False):
    HookResultId: str
    InvocationPoint: str
    FailureMode: str
    TypeName: str
    OriginalTypeName: str
    TypeVersionId: str
    TypeConfigurationVersionId: str
    TypeArn: str
    Status: str
    HookStatusReason: str
    InvokedAt: datetime
    Target: HookTarget
    Annotations: list[Annotation]


class GetStackPolicyRequest(TypedDict):
    StackName: str


class GetStackPolicyResponse(TypedDict, total=False):
    StackPolicyBody: str


class GetTemplateRequest(TypedDict, total=False):
    StackName: str
    ChangeSetName: str
    TemplateStage: str


class GetTemplateResponse(TypedDict, total=False):
    TemplateBody: str
    StagesAvailable: list[str]


class GetTemplateSummaryRequest(TypedDict, total=False):
    TemplateBody: str
    TemplateURL: str
    StackName: str
    StackSetName: str
    CallAs: str
    TemplateSummaryConfig: TemplateSummaryConfig


class GetTemplateSummaryResponse(TypedDict, total=False):
    Parameters: list[ParameterDeclaration]
    Description: str
    Capabilities: list[str]
    CapabilitiesReason: str
    ResourceTypes: list[str]
    Version: str
    Metadata: str
    DeclaredTransforms: list[str]
    ResourceIdentifierSummaries: list[ResourceIdentifierSummary]
    Warnings: Warnings


class HookResultSummary(TypedDict, total=False):
    HookResultId: str
    InvocationPoint: str
    FailureMode: str
    TypeName: str
    TypeVersionId: str
    TypeConfigurationVersionId: str
    Status: str
    HookStatusReason: str
    InvokedAt: datetime
    TargetType: str
    TargetId: str
    TypeArn: str
    HookExecutionTarget: str


class HookTarget(TypedDict):
    TargetType: str
    TargetTypeName: str
    TargetId: str
    Action: str


class _ImportStacksToStackSetRequestRequired(TypedDict):
    StackSetName: str


class ImportStacksToStackSetRequest(_ImportStacksToStackSetRequestRequired, total=False):
    StackIds: list[str]
    StackIdsUrl: str
    OrganizationalUnitIds: list[str]
    OperationPreferences: StackSetOperationPreferences
    OperationId: str
    CallAs: str


class ImportStacksToStackSetResponse(TypedDict, total=False):
    OperationId: str


class _ListChangeSetsRequestRequired(TypedDict):
    StackName: str


class ListChangeSetsRequest(_ListChangeSetsRequestRequired, total=False):
    NextToken: str


class ListChangeSetsResponse(TypedDict, total=False):
    Summaries: list[ChangeSetSummary]
    NextToken: str


class ListExportsRequest(TypedDict, total=False):
    NextToken: str


class ListExportsResponse(TypedDict, total=False):
    Exports: list[Export]
    NextToken: str


class ListGeneratedTemplatesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListGeneratedTemplatesResponse(TypedDict, total=False):
    Summaries: list[TemplateSummary]
    NextToken: str


class ListHookResultsRequest(TypedDict, total=False):
    TargetType: str
    TargetId: str
    TypeArn: str
    Status: str
    NextToken: str


class ListHookResultsResponse(TypedDict, total=False):
    TargetType: str
    TargetId: str
    HookResults: list[HookResultSummary]
    NextToken: str


class _ListImportsRequestRequired(TypedDict):
    ExportName: str


class ListImportsRequest(_ListImportsRequestRequired, total=False):
    NextToken: str


class ListImportsResponse(TypedDict, total=False):
    Imports: list[str]
    NextToken: str


class _ListResourceScanRelatedResourcesRequestRequired(TypedDict):
    ResourceScanId: str
    Resources: list[ScannedResourceIdentifier]


class ListResourceScanRelatedResourcesRequest(_ListResourceScanRelatedResourcesRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class ListResourceScanRelatedResourcesResponse(TypedDict, total=False):
    RelatedResources: list[ScannedResource]
    NextToken: str


class _ListResourceScanResourcesRequestRequired(TypedDict):
    ResourceScanId: str


class ListResourceScanResourcesRequest(_ListResourceScanResourcesRequestRequired, total=False):
    ResourceIdentifier: str
    ResourceTypePrefix: str
    TagKey: str
    TagValue: str
    NextToken: str
    MaxResults: int


class ListResourceScanResourcesResponse(TypedDict, total=False):
    Resources: list[ScannedResource]
    NextToken: str


class ListResourceScansRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    ScanTypeFilter: str


class ListResourceScansResponse(TypedDict, total=False):
    ResourceScanSummaries: list[ResourceScanSummary]
    NextToken: str


class _ListStackInstanceResourceDriftsRequestRequired(TypedDict):
    StackSetName: str
    StackInstanceAccount: str
    StackInstanceRegion: str
    OperationId: str


class ListStackInstanceResourceDriftsRequest(_ListStackInstanceResourceDriftsRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    StackInstanceResourceDriftStatuses: list[str]
    CallAs: str


class ListStackInstanceResourceDriftsResponse(TypedDict, total=False):
    Summaries: list[StackInstanceResourceDriftsSummary]
    NextToken: str


class _ListStackInstancesRequestRequired(TypedDict):
    StackSetName: str


class ListStackInstancesRequest(_ListStackInstancesRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    Filters: list[StackInstanceFilter]
    StackInstanceAccount: str
    StackInstanceRegion: str
    CallAs: str


class ListStackInstancesResponse(TypedDict, total=False):
    Summaries: list[StackInstanceSummary]
    NextToken: str


class _ListStackRefactorActionsRequestRequired(TypedDict):
    StackRefactorId: str


class ListStackRefactorActionsRequest(_ListStackRefactorActionsRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class _ListStackRefactorActionsResponseRequired(TypedDict):
    StackRefactorActions: list[StackRefactorAction]


class ListStackRefactorActionsResponse(_ListStackRefactorActionsResponseRequired, total=False):
    NextToken: str


class ListStackRefactorsRequest(TypedDict, total=False):
    ExecutionStatusFilter: list[str]
    NextToken: str
    MaxResults: int


class _ListStackRefactorsResponseRequired(TypedDict):
    StackRefactorSummaries: list[StackRefactorSummary]


class ListStackRefactorsResponse(_ListStackRefactorsResponseRequired, total=False):
    NextToken: str


class _ListStackResourcesRequestRequired(TypedDict):
    StackName: str


class ListStackResourcesRequest(_ListStackResourcesRequestRequired, total=False):
    NextToken: str


class ListStackResourcesResponse(TypedDict, total=False):
    StackResourceSummaries: list[StackResourceSummary]
    NextToken: str


class _ListStackSetAutoDeploymentTargetsRequestRequired(TypedDict):
    StackSetName: str


class ListStackSetAutoDeploymentTargetsRequest(
    _ListStackSetAutoDeploymentTargetsRequestRequired, total=False
):
    NextToken: str
    MaxResults: int
    CallAs: str


class ListStackSetAutoDeploymentTargetsResponse(TypedDict, total=False):
    Summaries: list[StackSetAutoDeploymentTargetSummary]
    NextToken: str


class _ListStackSetOperationResultsRequestRequired(TypedDict):
    StackSetName: str
    OperationId: str


class ListStackSetOperationResultsRequest(_ListStackSetOperationResultsRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    CallAs: str
    Filters: list[OperationResultFilter]


class ListStackSetOperationResultsResponse(TypedDict, total=False):
    Summaries: list[StackSetOperationResultSummary]
    NextToken: str


class _ListStackSetOperationsRequestRequired(TypedDict):
    StackSetName: str


class ListStackSetOperationsRequest(_ListStackSetOperationsRequestRequired, total=False):
    NextToken: str
    MaxResults: int
    CallAs: str


class ListStackSetOperationsResponse(TypedDict, total=False):
    Summaries: list[StackSetOperationSummary]
    NextToken: str


class ListStackSetsRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int
    Status: str
    CallAs: str


class ListStackSetsResponse(TypedDict, total=False):
    Summaries: list[StackSetSummary]
    NextToken: str


class ListStacksRequest(TypedDict, total=False):
    NextToken: str
    StackStatusFilter: list[str]


class ListStacksResponse(TypedDict, total=False):
    StackSummaries: list[StackSummary]
    NextToken: str


class ListTypeRegistrationsRequest(TypedDict, total=False):
    Type: str
    TypeName: str
    TypeArn: str
    RegistrationStatusFilter: str
    MaxResults: int
    NextToken: str


class ListTypeRegistrationsResponse(TypedDict, total=False):
    RegistrationTokenList: list[str]
    NextToken: str


class ListTypeVersionsRequest(TypedDict, total=False):
    Type: str
    TypeName: str
    Arn: str
    MaxResults: int
    NextToken: str
    DeprecatedStatus: str
    PublisherId: str


class ListTypeVersionsResponse(TypedDict, total=False):
    TypeVersionSummaries: list[TypeVersionSummary]
    NextToken: str


class ListTypesRequest(TypedDict, total=False):
    Visibility: str
    ProvisioningType: str
    DeprecatedStatus: str
    Type: str
    Filters: TypeFilters
    MaxResults: int
    NextToken: str


class ListTypesResponse(TypedDict, total=False):
    TypeSummaries: list[TypeSummary]
    NextToken: str


class LiveResourceDrift(TypedDict, total=False):
    PreviousValue: str
    ActualValue: str
    DriftDetectionTimestamp: datetime


class LoggingConfig(TypedDict):
    LogRoleArn: str
    LogGroupName: str


class ManagedExecution(TypedDict, total=False):
    Active: bool


class ModuleInfo(TypedDict, total=False):
    TypeHierarchy: str
    LogicalIdHierarchy: str


class OperationEntry(TypedDict, total=False):
    OperationType: str
    OperationId: str


class OperationEvent(TypedDict, total=False):
    EventId: str
    StackId: str
    OperationId: str
    OperationType: str
    OperationStatus: str
    EventType: str
    LogicalResourceId: str
    PhysicalResourceId: str
    ResourceType: str
    Timestamp: datetime
    StartTime: datetime
    EndTime: datetime
    ResourceStatus: str
    ResourceStatusReason: str
    ResourceProperties: str
    ClientRequestToken: str
    HookType: str
    HookStatus: str
    HookStatusReason: str
    HookInvocationPoint: str
    HookFailureMode: str
    DetailedStatus: str
    ValidationFailureMode: str
    ValidationName: str
    ValidationStatus: str
    ValidationStatusReason: str
    ValidationPath: str


class OperationResultFilter(TypedDict, total=False):
    Name: str
    Values: str


class Output(TypedDict, total=False):
    OutputKey: str
    OutputValue: str
    Description: str
    ExportName: str


class Parameter(TypedDict, total=False):
    ParameterKey: str
    ParameterValue: str
    UsePreviousValue: bool
    ResolvedValue: str


class ParameterConstraints(TypedDict, total=False):
    AllowedValues: list[str]


class ParameterDeclaration(TypedDict, total=False):
    ParameterKey: str
    DefaultValue: str
    ParameterType: str
    NoEcho: bool
    Description: str
    ParameterConstraints: ParameterConstraints


class PhysicalResourceIdContextKeyValuePair(TypedDict):
    Key: str
    Value: str


class PropertyDifference(TypedDict):
    PropertyPath: str
    ExpectedValue: str
    ActualValue: str
    DifferenceType: str


class PublishTypeRequest(TypedDict, total=False):
    Type: str
    Arn: str
    TypeName: str
    PublicVersionNumber: str


class PublishTypeResponse(TypedDict, total=False):
    PublicTypeArn: str


class _RecordHandlerProgressRequestRequired(TypedDict):
    BearerToken: str
    OperationStatus: str


class RecordHandlerProgressRequest(_RecordHandlerProgressRequestRequired, total=False):
    CurrentOperationStatus: str
    StatusMessage: str
    ErrorCode: str
    ResourceModel: str
    ClientRequestToken: str


class RecordHandlerProgressResponse(TypedDict, total=False):
    pass


class RegionalStackInstancesDeployment(TypedDict, total=False):
    Status: str
    SucceededStackInstancesCount: int
    FailedStackInstancesCount: int
    CompletedStackInstancesCount: int
    PendingStackInstancesCount: int
    CancelledStackInstancesCount: int
    SkippedStackInstancesCount: int
    TotalStackInstancesCount: int
    PercentageCompleted: float


class RegionalStages(TypedDict, total=False):
    RegionalStackInstancesDeployment: RegionalStackInstancesDeployment


class RegionalStatusDetail(TypedDict, total=False):
    Stages: RegionalStages


class RegisterPublisherRequest(TypedDict, total=False):
    AcceptTermsAndConditions: bool
    ConnectionArn: str


class RegisterPublisherResponse(TypedDict, total=False):
    PublisherId: str


class _RegisterTypeRequestRequired(TypedDict):
    TypeName: str
    SchemaHandlerPackage: str


class RegisterTypeRequest(_RegisterTypeRequestRequired, total=False):
    Type: str
    LoggingConfig: LoggingConfig
    ExecutionRoleArn: str
    ClientRequestToken: str


class RegisterTypeResponse(TypedDict, total=False):
    RegistrationToken: str


class RemoveAliasRequest(TypedDict):
    AliasName: str


class RequiredActivatedType(TypedDict, total=False):
    TypeNameAlias: str
    OriginalTypeName: str
    PublisherId: str
    SupportedMajorVersions: list[int]


class ResourceChange(TypedDict, total=False):
    PolicyAction: str
    Action: str
    LogicalResourceId: str
    PhysicalResourceId: str
    ResourceType: str
    Replacement: str
    Scope: list[str]
    ResourceDriftStatus: str
    ResourceDriftIgnoredAttributes: list[ResourceDriftIgnoredAttribute]
    Details: list[ResourceChangeDetail]
    ChangeSetId: str
    ModuleInfo: ModuleInfo
    BeforeContext: str
    AfterContext: str
    PreviousDeploymentContext: str


class ResourceChangeDetail(TypedDict, total=False):
    Target: ResourceTargetDefinition
    Evaluation: str
    ChangeSource: str
    CausingEntity: str


class _ResourceDefinitionRequired(TypedDict):
    ResourceType: str
    ResourceIdentifier: dict[str, str]


class ResourceDefinition(_ResourceDefinitionRequired, total=False):
    LogicalResourceId: str


class ResourceDetail(TypedDict, total=False):
    ResourceType: str
    LogicalResourceId: str
    ResourceIdentifier: dict[str, str]
    ResourceStatus: str
    ResourceStatusReason: str
    Warnings: list[WarningDetail]


class ResourceDriftIgnoredAttribute(TypedDict, total=False):
    Path: str
    Reason: str


class ResourceIdentifierSummary(TypedDict, total=False):
    ResourceType: str
    LogicalResourceIds: list[str]
    ResourceIdentifiers: list[str]


class ResourceLocation(TypedDict):
    StackName: str
    LogicalResourceId: str


class ResourceMapping(TypedDict):
    Source: ResourceLocation
    Destination: ResourceLocation


class ResourceScanSummary(TypedDict, total=False):
    ResourceScanId: str
    Status: str
    StatusReason: str
    StartTime: datetime
    EndTime: datetime
    PercentageCompleted: float
    ScanType: str


class ResourceTargetDefinition(TypedDict, total=False):
    Attribute: str
    Name: str
    RequiresRecreation: str
    Path: str
    BeforeValue: str
    AfterValue: str
    BeforeValueFrom: str
    AfterValueFrom: str
    Drift: LiveResourceDrift
    AttributeChangeType: str


class ResourceToImport(TypedDict):
    ResourceType: str
    LogicalResourceId: str
    ResourceIdentifier: dict[str, str]


class RoleProvisioning(TypedDict, total=False):
    Status: str
    SucceededAccountsCount: int
    FailedAccountsCount: int
    CompletedAccountsCount: int
    PendingAccountsCount: int
    PercentageCompleted: float


class RollbackConfiguration(TypedDict, total=False):
    RollbackTriggers: list[RollbackTrigger]
    MonitoringTimeInMinutes: int


class _RollbackStackRequestRequired(TypedDict):
    StackName: str


class RollbackStackRequest(_RollbackStackRequestRequired, total=False):
    RoleARN: str
    ClientRequestToken: str
    RetainExceptOnCreate: bool
    DeploymentConfig: DeploymentConfig


class RollbackStackResponse(TypedDict, total=False):
    StackId: str
    OperationId: str


class RollbackTrigger(TypedDict):
    Arn: str
    Type: str


class ScanFilter(TypedDict, total=False):
    Types: list[str]


class ScannedResource(TypedDict, total=False):
    ResourceType: str
    ResourceIdentifier: dict[str, str]
    ManagedByStack: bool


class ScannedResourceIdentifier(TypedDict):
    ResourceType: str
    ResourceIdentifier: dict[str, str]


class SetAliasRequest(TypedDict):
    StackName: str
    AliasName: str


class _SetStackPolicyRequestRequired(TypedDict):
    StackName: str


class SetStackPolicyRequest(_SetStackPolicyRequestRequired, total=False):
    StackPolicyBody: str
    StackPolicyURL: str


class _SetTypeConfigurationRequestRequired(TypedDict):
    Configuration: str


class SetTypeConfigurationRequest(_SetTypeConfigurationRequestRequired, total=False):
    TypeArn: str
    ConfigurationAlias: str
    TypeName: str
    Type: str


class SetTypeConfigurationResponse(TypedDict, total=False):
    ConfigurationArn: str


class SetTypeDefaultVersionRequest(TypedDict, total=False):
    Arn: str
    Type: str
    TypeName: str
    VersionId: str


class SetTypeDefaultVersionResponse(TypedDict, total=False):
    pass


class SignalResourceRequest(TypedDict):
    StackName: str
    LogicalResourceId: str
    UniqueId: str
    Status: str


class _StackRequired(TypedDict):
    StackName: str
    CreationTime: datetime
    StackStatus: str


class Stack(_StackRequired, total=False):
    StackId: str
    ChangeSetId: str
    Description: str
    Parameters: list[Parameter]
    DeletionTime: datetime
    LastUpdatedTime: datetime
    RollbackConfiguration: RollbackConfiguration
    StackStatusReason: str
    DisableRollback: bool
    DeploymentConfig: DeploymentConfig
    NotificationARNs: list[str]
    TimeoutInMinutes: int
    Capabilities: list[str]
    Outputs: list[Output]
    RoleARN: str
    Tags: list[Tag]
    EnableTerminationProtection: bool
    ParentId: str
    RootId: str
    DriftInformation: StackDriftInformation
    RetainExceptOnCreate: bool
    DeletionMode: str
    DetailedStatus: str
    LastOperations: list[OperationEntry]
    AliasName: str


class StackDefinition(TypedDict, total=False):
    StackName: str
    TemplateBody: str
    TemplateURL: str


class _StackDriftInformationRequired(TypedDict):
    StackDriftStatus: str


class StackDriftInformation(_StackDriftInformationRequired, total=False):
    LastCheckTimestamp: datetime


class _StackDriftInformationSummaryRequired(TypedDict):
    StackDriftStatus: str


class StackDriftInformationSummary(_StackDriftInformationSummaryRequired, total=False):
    LastCheckTimestamp: datetime


class _StackEventRequired(TypedDict):
    StackId: str
    EventId: str
    StackName: str
    Timestamp: datetime


class StackEvent(_StackEventRequired, total=False):
    OperationId: str
    LogicalResourceId: str
    PhysicalResourceId: str
    ResourceType: str
    ResourceStatus: str
    ResourceStatusReason: str
    ResourceProperties: str
    ClientRequestToken: str
    HookType: str
    HookStatus: str
    HookStatusReason: str
    HookInvocationPoint: str
    HookInvocationId: str
    HookFailureMode: str
    DetailedStatus: str


class StackInstance(TypedDict, total=False):
    StackSetId: str
    Region: str
    Account: str
    StackId: str
    ParameterOverrides: list[Parameter]
    Status: str
    StackInstanceStatus: StackInstanceComprehensiveStatus
    StatusReason: str
    OrganizationalUnitId: str
    DriftStatus: str
    LastDriftCheckTimestamp: datetime
    LastOperationId: str


class StackInstanceComprehensiveStatus(TypedDict, total=False):
    DetailedStatus: str


class StackInstanceFilter(TypedDict, total=False):
    Name: str
    Values: str


class _StackInstanceResourceDriftsSummaryRequired(TypedDict):
    StackId: str
    LogicalResourceId: str
    ResourceType: str
    StackResourceDriftStatus: str
    Timestamp: datetime


class StackInstanceResourceDriftsSummary(_StackInstanceResourceDriftsSummaryRequired, total=False):
    PhysicalResourceId: str
    PhysicalResourceIdContext: list[PhysicalResourceIdContextKeyValuePair]
    PropertyDifferences: list[PropertyDifference]


class StackInstanceSummary(TypedDict, total=False):
    StackSetId: str
    Region: str
    Account: str
    StackId: str
    Status: str
    StatusReason: str
    StackInstanceStatus: StackInstanceComprehensiveStatus
    OrganizationalUnitId: str
    DriftStatus: str
    LastDriftCheckTimestamp: datetime
    LastOperationId: str


class StackInstancesDeployment(TypedDict, total=False):
    Status: str
    SucceededStackInstancesCount: int
    FailedStackInstancesCount: int
    CompletedStackInstancesCount: int
    PendingStackInstancesCount: int
    CancelledStackInstancesCount: int
    SkippedStackInstancesCount: int
    PercentageCompleted: float


class StackRefactorAction(TypedDict, total=False):
    Action: str
    Entity: str
    PhysicalResourceId: str
    ResourceIdentifier: str
    Description: str
    Detection: str
    DetectionReason: str
    TagResources: list[Tag]
    UntagResources: list[str]
    ResourceMapping: ResourceMapping


class StackRefactorSummary(TypedDict, total=False):
    StackRefactorId: str
    Description: str
    ExecutionStatus: str
    ExecutionStatusReason: str
    Status: str
    StatusReason: str


class _StackResourceRequired(TypedDict):
    LogicalResourceId: str
    ResourceType: str
    Timestamp: datetime
    ResourceStatus: str


class StackResource(_StackResourceRequired, total=False):
    StackName: str
    StackId: str
    PhysicalResourceId: str
    ResourceStatusReason: str
    Description: str
    DriftInformation: StackResourceDriftInformation
    ModuleInfo: ModuleInfo


class _StackResourceDetailRequired(TypedDict):
    LogicalResourceId: str
    ResourceType: str
    LastUpdatedTimestamp: datetime
    ResourceStatus: str


class StackResourceDetail(_StackResourceDetailRequired, total=False):
    StackName: str
    StackId: str
    PhysicalResourceId: str
    ResourceStatusReason: str
    Description: str
    Metadata: str
    DriftInformation: StackResourceDriftInformation
    ModuleInfo: ModuleInfo


class _StackResourceDriftRequired(TypedDict):
    StackId: str
    LogicalResourceId: str
    ResourceType: str
    StackResourceDriftStatus: str
    Timestamp: datetime


class StackResourceDrift(_StackResourceDriftRequired, total=False):
    PhysicalResourceId: str
    PhysicalResourceIdContext: list[PhysicalResourceIdContextKeyValuePair]
    ExpectedProperties: str
    ActualProperties: str
    PropertyDifferences: list[PropertyDifference]
    ModuleInfo: ModuleInfo
    DriftStatusReason: str


class _StackResourceDriftInformationRequired(TypedDict):
    StackResourceDriftStatus: str


class StackResourceDriftInformation(_StackResourceDriftInformationRequired, total=False):
    LastCheckTimestamp: datetime


class _StackResourceDriftInformationSummaryRequired(TypedDict):
    StackResourceDriftStatus: str


class StackResourceDriftInformationSummary(_StackResourceDriftInformationSummaryRequired, total=False):
    LastCheckTimestamp: datetime


class _StackResourceSummaryRequired(TypedDict):
    LogicalResourceId: str
    ResourceType: str
    LastUpdatedTimestamp: datetime
    ResourceStatus: str


class StackResourceSummary(_StackResourceSummaryRequired, total=False):
    PhysicalResourceId: str
    ResourceStatusReason: str
    DriftInformation: StackResourceDriftInformationSummary
    ModuleInfo: ModuleInfo


class StackSet(TypedDict, total=False):
    StackSetName: str
    StackSetId: str
    Description: str
    Status: str
    TemplateBody: str
    Parameters: list[Parameter]
    Capabilities: list[str]
    Tags: list[Tag]
    StackSetARN: str
    AdministrationRoleARN: str
    ExecutionRoleName: str
    StackSetDriftDetectionDetails: StackSetDriftDetectionDetails
    AutoDeployment: AutoDeployment
    PermissionModel: str
    OrganizationalUnitIds: list[str]
    ManagedExecution: ManagedExecution
    Regions: list[str]
    StackSetOutputBucketPath: str


class StackSetAutoDeploymentTargetSummary(TypedDict, total=False):
    OrganizationalUnitId: str
    Regions: list[str]


class StackSetDriftDetectionDetails(TypedDict, total=False):
    DriftStatus: str
    DriftDetectionStatus: str
    LastDriftCheckTimestamp: datetime
    TotalStackInstancesCount: int
    DriftedStackInstancesCount: int
    InSyncStackInstancesCount: int
    InProgressStackInstancesCount: int
    FailedStackInstancesCount: int


class StackSetOperation(TypedDict, total=False):
    OperationId: str
    StackSetId: str
    Action: str
    Status: str
    OperationPreferences: StackSetOperationPreferences
    RetainStacks: bool
    AdministrationRoleARN: str
    ExecutionRoleName: str
    CreationTimestamp: datetime
    EndTimestamp: datetime
    DeploymentTargets: DeploymentTargets
    StackSetDriftDetectionDetails: StackSetDriftDetectionDetails
    StatusReason: str
    StatusDetails: StackSetOperationStatusDetails
    RegionalStatusDetails: dict[str, RegionalStatusDetail]


class StackSetOperationPreferences(TypedDict, total=False):
    RegionConcurrencyType: str
    RegionOrder: list[str]
    FailureToleranceCount: int
    FailureTolerancePercentage: int
    MaxConcurrentCount: int
    MaxConcurrentPercentage: int
    ConcurrencyMode: str


class StackSetOperationResultSummary(TypedDict, total=False):
    Account: str
    Region: str
    Status: str
    StatusReason: str
    AccountGateResult: AccountGateResult
    OrganizationalUnitId: str


class StackSetOperationStatusDetails(TypedDict, total=False):
    Stages: Stages
    TotalAccountsCount: int
    TotalStackInstancesCount: int
    FailedStackInstancesCount: int


class StackSetOperationSummary(TypedDict, total=False):
    OperationId: str
    Action: str
    Status: str
    CreationTimestamp: datetime
    EndTimestamp: datetime
    StatusReason: str
    StatusDetails: StackSetOperationStatusDetails
    OperationPreferences: StackSetOperationPreferences


class StackSetSummary(TypedDict, total=False):
    StackSetName: str
    StackSetId: str
    Description: str
    Status: str
    AutoDeployment: AutoDeployment
    PermissionModel: str
    DriftStatus: str
    LastDriftCheckTimestamp: datetime
    ManagedExecution: ManagedExecution


class _StackSummaryRequired(TypedDict):
    StackName: str
    CreationTime: datetime
    StackStatus: str


class StackSummary(_StackSummaryRequired, total=False):
    StackId: str
    TemplateDescription: str
    LastUpdatedTime: datetime
    DeletionTime: datetime
    StackStatusReason: str
    ParentId: str
    RootId: str
    DriftInformation: StackDriftInformationSummary
    LastOperations: list[OperationEntry]


class Stages(TypedDict, total=False):
    RoleProvisioning: RoleProvisioning
    StackInstancesDeployment: StackInstancesDeployment


class StartResourceScanRequest(TypedDict, total=False):
    ClientRequestToken: str
    ScanFilters: list[ScanFilter]


class StartResourceScanResponse(TypedDict, total=False):
    ResourceScanId: str


class _StopStackSetOperationRequestRequired(TypedDict):
    StackSetName: str
    OperationId: str


class StopStackSetOperationRequest(_StopStackSetOperationRequestRequired, total=False):
    CallAs: str


class StopStackSetOperationResponse(TypedDict, total=False):
    pass


class Tag(TypedDict):
    Key: str
    Value: str


class TemplateConfiguration(TypedDict, total=False):
    DeletionPolicy: str
    UpdateReplacePolicy: str


class TemplateParameter(TypedDict, total=False):
    ParameterKey: str
    DefaultValue: str
    NoEcho: bool
    Description: str


class TemplateProgress(TypedDict, total=False):
    ResourcesSucceeded: int
    ResourcesFailed: int
    ResourcesProcessing: int
    ResourcesPending: int


class TemplateSummary(TypedDict, total=False):
    GeneratedTemplateId: str
    GeneratedTemplateName: str
    Status: str
    StatusReason: str
    CreationTime: datetime
    LastUpdatedTime: datetime
    NumberOfResources: int


class TemplateSummaryConfig(TypedDict, total=False):
    TreatUnrecognizedResourceTypesAsWarnings: bool


class TestTypeRequest(TypedDict, total=False):
    Arn: str
    Type: str
    TypeName: str
    VersionId: str
    LogDeliveryBucket: str


class TestTypeResponse(TypedDict, total=False):
    TypeVersionArn: str


class TypeConfigurationDetails(TypedDict, total=False):
    Arn: str
    Alias: str
    Configuration: str
    LastUpdated: datetime
    TypeArn: str
    TypeName: str
    IsDefaultConfiguration: bool


class TypeConfigurationIdentifier(TypedDict, total=False):
    TypeArn: str
    TypeConfigurationAlias: str
    TypeConfigurationArn: str
    Type: str
    TypeName: str


class TypeFilters(TypedDict, total=False):
    Category: str
    PublisherId: str
    TypeNamePrefix: str


class TypeSummary(TypedDict, total=False):
    Type: str
    TypeName: str
    DefaultVersionId: str
    TypeArn: str
    LastUpdated: datetime
    Description: str
    PublisherId: str
    OriginalTypeName: str
    PublicVersionNumber: str
    LatestPublicVersion: str
    PublisherIdentity: str
    PublisherName: str
    IsActivated: bool


class TypeVersionSummary(TypedDict, total=False):
    Type: str
    TypeName: str
    VersionId: str
    IsDefaultVersion: bool
    Arn: str
    TimeCreated: datetime
    Description: str
    PublicVersionNumber: str


class _UpdateGeneratedTemplateRequestRequired(TypedDict):
    GeneratedTemplateName: str


class UpdateGeneratedTemplateRequest(_UpdateGeneratedTemplateRequestRequired, total=False):
    NewGeneratedTemplateName: str
    AddResources: list[ResourceDefinition]
    RemoveResources: list[str]
    RefreshAllResources: bool
    TemplateConfiguration: TemplateConfiguration


class UpdateGeneratedTemplateResponse(TypedDict, total=False):
    GeneratedTemplateId: str


class _UpdateStackInstancesRequestRequired(TypedDict):
    StackSetName: str
    Regions: list[str]


class UpdateStackInstancesRequest(_UpdateStackInstancesRequestRequired, total=False):
    Accounts: list[str]
    DeploymentTargets: DeploymentTargets
    ParameterOverrides: list[Parameter]
    OperationPreferences: StackSetOperationPreferences
    OperationId: str
    CallAs: str


class UpdateStackInstancesResponse(TypedDict, total=False):
    OperationId: str


class _UpdateStackRequestRequired(TypedDict):
    StackName: str


class UpdateStackRequest(_UpdateStackRequestRequired, total=False):
    TemplateBody: str
    TemplateURL: str
    UsePreviousTemplate: bool
    StackPolicyDuringUpdateBody: str
    StackPolicyDuringUpdateURL: str
    Parameters: list[Parameter]
    Capabilities: list[str]
    ResourceTypes: list[str]
    RoleARN: str
    RollbackConfiguration: RollbackConfiguration
    StackPolicyBody: str
    StackPolicyURL: str
    NotificationARNs: list[str]
    Tags: list[Tag]
    DisableRollback: bool
    ClientRequestToken: str
    RetainExceptOnCreate: bool
    DeploymentConfig: DeploymentConfig
    DisableValidation: bool


class UpdateStackResponse(TypedDict, total=False):
    StackId: str
    OperationId: str


class _UpdateStackSetRequestRequired(TypedDict):
    StackSetName: str


class UpdateStackSetRequest(_UpdateStackSetRequestRequired, total=False):
    Description: str
    TemplateBody: str
    TemplateURL: str
    UsePreviousTemplate: bool
    Parameters: list[Parameter]
    Capabilities: list[str]
    Tags: list[Tag]
    OperationPreferences: StackSetOperationPreferences
    AdministrationRoleARN: str
    ExecutionRoleName: str
    DeploymentTargets: DeploymentTargets
    PermissionModel: str
    AutoDeployment: AutoDeployment
    OperationId: str
    Accounts: list[str]
    Regions: list[str]
    CallAs: str
    ManagedExecution: ManagedExecution
    ExecutionRoleTemplateBody: str
    ExecutionRoleTemplateUrl: str
    UseAdminExecutionRole: bool
    StackSetOutputBucket: str


class UpdateStackSetResponse(TypedDict, total=False):
    OperationId: str


class UpdateTerminationProtectionRequest(TypedDict):
    EnableTerminationProtection: bool
    StackName: str


class UpdateTerminationProtectionResponse(TypedDict, total=False):
    StackId: str


class ValidateTemplateRequest(TypedDict, total=False):
    TemplateBody: str
    TemplateURL: str


class ValidateTemplateResponse(TypedDict, total=False):
    Parameters: list[TemplateParameter]
    Description: str
    Capabilities: list[str]
    CapabilitiesReason: str
    DeclaredTransforms: list[str]


class WarningDetail(TypedDict, total=False):
    Type: str
    Properties: list[WarningProperty]


class WarningProperty(TypedDict, total=False):
    PropertyPath: str
    Required: bool
    Description: str


class Warnings(TypedDict, total=False):
    UnrecognizedResourceTypes: list[str]


class CancelUpdateStackResponse(TypedDict, total=False):
    pass


class DeleteGeneratedTemplateResponse(TypedDict, total=False):
    pass


class DeleteStackResponse(TypedDict, total=False):
    pass


class ExecuteStackRefactorResponse(TypedDict, total=False):
    pass


class RemoveAliasResponse(TypedDict, total=False):
    pass


class SetAliasResponse(TypedDict, total=False):
    pass


class SetStackPolicyResponse(TypedDict, total=False):
    pass


class SignalResourceResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "ActivateOrganizationsAccess",
    "ActivateType",
    "BatchDescribeTypeConfigurations",
    "CancelUpdateStack",
    "ContinueUpdateRollback",
    "CreateChangeSet",
    "CreateGeneratedTemplate",
    "CreateStack",
    "CreateStackInstances",
    "CreateStackRefactor",
    "CreateStackSet",
    "DeactivateOrganizationsAccess",
    "DeactivateType",
    "DeleteChangeSet",
    "DeleteGeneratedTemplate",
    "DeleteStack",
    "DeleteStackInstances",
    "DeleteStackSet",
    "DeregisterType",
    "DescribeAccountLimits",
    "DescribeChangeSet",
    "DescribeChangeSetHooks",
    "DescribeEvents",
    "DescribeGeneratedTemplate",
    "DescribeOrganizationsAccess",
    "DescribePublisher",
    "DescribeResourceScan",
    "DescribeStackDriftDetectionStatus",
    "DescribeStackEvents",
    "DescribeStackInstance",
    "DescribeStackRefactor",
    "DescribeStackResource",
    "DescribeStackResourceDrifts",
    "DescribeStackResources",
    "DescribeStackSet",
    "DescribeStackSetOperation",
    "DescribeStacks",
    "DescribeType",
    "DescribeTypeRegistration",
    "DetectStackDrift",
    "DetectStackResourceDrift",
    "DetectStackSetDrift",
    "EstimateTemplateCost",
    "ExecuteChangeSet",
    "ExecuteStackRefactor",
    "GetGeneratedTemplate",
    "GetHookResult",
    "GetStackPolicy",
    "GetTemplate",
    "GetTemplateSummary",
    "ImportStacksToStackSet",
    "ListChangeSets",
    "ListExports",
    "ListGeneratedTemplates",
    "ListHookResults",
    "ListImports",
    "ListResourceScanRelatedResources",
    "ListResourceScanResources",
    "ListResourceScans",
    "ListStackInstanceResourceDrifts",
    "ListStackInstances",
    "ListStackRefactorActions",
    "ListStackRefactors",
    "ListStackResources",
    "ListStackSetAutoDeploymentTargets",
    "ListStackSetOperationResults",
    "ListStackSetOperations",
    "ListStackSets",
    "ListStacks",
    "ListTypeRegistrations",
    "ListTypeVersions",
    "ListTypes",
    "PublishType",
    "RecordHandlerProgress",
    "RegisterPublisher",
    "RegisterType",
    "RemoveAlias",
    "RollbackStack",
    "SetAlias",
    "SetStackPolicy",
    "SetTypeConfiguration",
    "SetTypeDefaultVersion",
    "SignalResource",
    "StartResourceScan",
    "StopStackSetOperation",
    "TestType",
    "UpdateGeneratedTemplate",
    "UpdateStack",
    "UpdateStackInstances",
    "UpdateStackSet",
    "UpdateTerminationProtection",
    "ValidateTemplate",
)
