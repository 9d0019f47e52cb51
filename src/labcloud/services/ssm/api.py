"""Typed requests and responses of ssm's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types ssm`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AccountSharingInfo(TypedDict, total=False):
    AccountId: str
    SharedDocumentVersion: str


class Activation(TypedDict, total=False):
    ActivationId: str
    Description: str
    DefaultInstanceName: str
    IamRole: str
    RegistrationLimit: int
    RegistrationsCount: int
    ExpirationDate: datetime
    Expired: bool
    CreatedDate: datetime
    Tags: list[Tag]


class AddTagsToResourceRequest(TypedDict):
    ResourceType: str
    ResourceId: str
    Tags: list[Tag]


class AddTagsToResourceResponse(TypedDict, total=False):
    pass


class Alarm(TypedDict):
    Name: str


class _AlarmConfigurationRequired(TypedDict):
    Alarms: list[Alarm]


class AlarmConfiguration(_AlarmConfigurationRequired, total=False):
    IgnorePollAlarmFailure: bool


class AlarmStateInformation(TypedDict):
    Name: str
    State: str


class AssociateOpsItemRelatedItemRequest(TypedDict):
    OpsItemId: str
    AssociationType: str
    ResourceType: str
    ResourceUri: str


class AssociateOpsItemRelatedItemResponse(TypedDict, total=False):
    AssociationId: str


class Association(TypedDict, total=False):
    Name: str
    InstanceId: str
    AssociationId: str
    AssociationVersion: str
    DocumentVersion: str
    Targets: list[Target]
    LastExecutionDate: datetime
    Overview: AssociationOverview
    ScheduleExpression: str
    AssociationName: str
    ScheduleOffset: int
    Duration: int
    TargetMaps: list[dict[str, list[str]]]


class AssociationDescription(TypedDict, total=False):
    Name: str
    InstanceId: str
    AssociationVersion: str
    Date: datetime
    LastUpdateAssociationDate: datetime
    Status: AssociationStatus
    Overview: AssociationOverview
    DocumentVersion: str
    AutomationTargetParameterName: str
    Parameters: dict[str, list[str]]
    AssociationId: str
    Targets: list[Target]
    ScheduleExpression: str
    OutputLocation: InstanceAssociationOutputLocation
    LastExecutionDate: datetime
    LastSuccessfulExecutionDate: datetime
    AssociationName: str
    MaxErrors: str
    MaxConcurrency: str
    ComplianceSeverity: str
    SyncCompliance: str
    ApplyOnlyAtCronInterval: bool
    CalendarNames: list[str]
    TargetLocations: list[TargetLocation]
    ScheduleOffset: int
    Duration: int
    TargetMaps: list[dict[str, list[str]]]
    AlarmConfiguration: AlarmConfiguration
    TriggeredAlarms: list[AlarmStateInformation]
    AssociationDispatchAssumeRole: str


class AssociationExecution(TypedDict, total=False):
    AssociationId: str
    AssociationVersion: str
    ExecutionId: str
    Status: str
    DetailedStatus: str
    CreatedTime: datetime
    LastExecutionDate: datetime
    ResourceCountByStatus: str
    AlarmConfiguration: AlarmConfiguration
    TriggeredAlarms: list[AlarmStateInformation]


class AssociationExecutionFilter(TypedDict):
    Key: str
    Value: str
    Type: str


class AssociationExecutionTarget(TypedDict, total=False):
    AssociationId: str
    AssociationVersion: str
    ExecutionId: str
    ResourceId: str
    ResourceType: str
    Status: str
    DetailedStatus: str
    LastExecutionDate: datetime
    OutputSource: OutputSource


class AssociationExecutionTargetsFilter(TypedDict):
    Key: str
    Value: str


class AssociationFilter(TypedDict):
    key: str
    value: str


class AssociationOverview(TypedDict, total=False):
    Status: str
    DetailedStatus: str
    AssociationStatusAggregatedCount: dict[str, int]


class _AssociationStatusRequired(TypedDict):
    Date: datetime
    Name: str
    Message: str


class AssociationStatus(_AssociationStatusRequired, total=False):
    AdditionalInfo: str


class AssociationVersionInfo(TypedDict, total=False):
    AssociationId: str
    AssociationVersion: str
    CreatedDate: datetime
    Name: str
    DocumentVersion: str
    Parameters: dict[str, list[str]]
    Targets: list[Target]
    ScheduleExpression: str
    OutputLocation: InstanceAssociationOutputLocation
    AssociationName: str
    MaxErrors: str
    MaxConcurrency: str
    ComplianceSeverity: str
    SyncCompliance: str
    ApplyOnlyAtCronInterval: bool
    CalendarNames: list[str]
    TargetLocations: list[TargetLocation]
    ScheduleOffset: int
    Duration: int
    TargetMaps: list[dict[str, list[str]]]
    AssociationDispatchAssumeRole: str


class AttachmentContent(TypedDict, total=False):
    Name: str
    Size: int
    Hash: str
    HashType: str
    Url: str


class AttachmentInformation(TypedDict, total=False):
    Name: str


class AttachmentsSource(TypedDict, total=False):
    Key: str
    Values: list[str]
    Name: str


class AutomationExecution(TypedDict, total=False):
    AutomationExecutionId: str
    DocumentName: str
    DocumentVersion: str
    ExecutionStartTime: datetime
    ExecutionEndTime: datetime
    AutomationExecutionStatus: str
    StepExecutions: list[StepExecution]
    StepExecutionsTruncated: bool
    Parameters: dict[str, list[str]]
    Outputs: dict[str, list[str]]
    FailureMessage: str
    WarningMessage: str
    Mode: str
    ParentAutomationExecutionId: str
    ExecutedBy: str
    CurrentStepName: str
    CurrentAction: str
    TargetParameterName: str
    Targets: list[Target]
    TargetMaps: list[dict[str, list[str]]]
    ResolvedTargets: ResolvedTargets
    MaxConcurrency: str
    MaxErrors: str
    Target: str
    TargetLocations: list[TargetLocation]
    ProgressCounters: ProgressCounters
    AlarmConfiguration: AlarmConfiguration
    TriggeredAlarms: list[AlarmStateInformation]
    TargetLocationsURL: str
    AutomationSubtype: str
    ScheduledTime: datetime
    Runbooks: list[Runbook]
    OpsItemId: str
    AssociationId: str
    ChangeRequestName: str
    Variables: dict[str, list[str]]
    TargetsSummary: TargetsSummary


class AutomationExecutionFilter(TypedDict):
    Key: str
    Values: list[str]


class AutomationExecutionInputs(TypedDict, total=False):
    Parameters: dict[str, list[str]]
    TargetParameterName: str
    Targets: list[Target]
    TargetMaps: list[dict[str, list[str]]]
    TargetLocations: list[TargetLocation]
    TargetLocationsURL: str


class AutomationExecutionMetadata(TypedDict, total=False):
    AutomationExecutionId: str
    DocumentName: str
    DocumentVersion: str
    AutomationExecutionStatus: str
    ExecutionStartTime: datetime
    ExecutionEndTime: datetime
    ExecutedBy: str
    LogFile: str
    Outputs: dict[str, list[str]]
    Mode: str
    ParentAutomationExecutionId: str
    CurrentStepName: str
    CurrentAction: str
    FailureMessage: str
    WarningMessage: str
    TargetParameterName: str
    Targets: list[Target]
    TargetMaps: list[dict[str, list[str]]]
    ResolvedTargets: ResolvedTargets
    MaxConcurrency: str
    MaxErrors: str
    Target: str
    AutomationType: str
    AlarmConfiguration: AlarmConfiguration
    TriggeredAlarms: list[AlarmStateInformation]
    TargetLocationsURL: str
    AutomationSubtype: str
    ScheduledTime: datetime
    Runbooks: list[Runbook]
    OpsItemId: str
    AssociationId: str
    ChangeRequestName: str


class AutomationExecutionPreview(TypedDict, total=False):
    StepPreviews: dict[str, int]
    Regions: list[str]
    TargetPreviews: list[TargetPreview]
    TotalAccounts: int


class _AzureConfigurationRequired(TypedDict):
    TenantId: str
    ApplicationId: str


class AzureConfiguration(_AzureConfigurationRequired, total=False):
    TenantDisplayName: str
    ApplicationDisplayName: str
    Targets: ConfigurationTargets


class _AzureSubscriptionRequired(TypedDict):
    Id: str


class AzureSubscription(_AzureSubscriptionRequired, total=False):
    DisplayName: str


class BaselineOverride(TypedDict, total=False):
    OperatingSystem: str
    GlobalFilters: PatchFilterGroup
    ApprovalRules: PatchRuleGroup
    ApprovedPatches: list[str]
    ApprovedPatchesComplianceLevel: str
    RejectedPatches: list[str]
    RejectedPatchesAction: str
    ApprovedPatchesEnableNonSecurity: bool
    Sources: list[PatchSource]
    AvailableSecurityUpdatesComplianceStatus: str


class _CancelCommandRequestRequired(TypedDict):
    CommandId: str


class CancelCommandRequest(_CancelCommandRequestRequired, total=False):
    InstanceIds: list[str]


class CancelCommandResponse(TypedDict, total=False):
    pass


class CancelMaintenanceWindowExecutionRequest(TypedDict):
    WindowExecutionId: str


class CancelMaintenanceWindowExecutionResponse(TypedDict, total=False):
    WindowExecutionId: str


class CloudConnectorConfiguration(TypedDict, total=False):
    AzureConfiguration: AzureConfiguration
    GcpConfiguration: GcpConfiguration


class CloudConnectorFilter(TypedDict, total=False):
    FilterKey: str
    FilterValues: list[str]


class CloudConnectorSummary(TypedDict, total=False):
    CloudConnectorId: str
    DisplayName: str
    Description: str
    RoleArn: str
    CreatedAt: datetime
    UpdatedAt: datetime
    Provider: str
    ConfigConnectorArn: str


class CloudWatchOutputConfig(TypedDict, total=False):
    CloudWatchLogGroupName: str
    CloudWatchOutputEnabled: bool


class Command(TypedDict, total=False):
    CommandId: str
    DocumentName: str
    DocumentVersion: str
    Comment: str
    ExpiresAfter: datetime
    Parameters: dict[str, list[str]]
    InstanceIds: list[str]
    Targets: list[Target]
    RequestedDateTime: datetime
    Status: str
    StatusDetails: str
    OutputS3Region: str
    OutputS3BucketName: str
    OutputS3KeyPrefix: str
    MaxConcurrency: str
    MaxErrors: str
    TargetCount: int
    CompletedCount: int
    ErrorCount: int
    DeliveryTimedOutCount: int
    ServiceRole: str
    NotificationConfig: NotificationConfig
    CloudWatchOutputConfig: CloudWatchOutputConfig
    TimeoutSeconds: int
    AlarmConfiguration: AlarmConfiguration
    TriggeredAlarms: list[AlarmStateInformation]


class CommandFilter(TypedDict):
    key: str
    value: str


class CommandInvocation(TypedDict, total=False):
    CommandId: str
    InstanceId: str
    InstanceName: str
    Comment: str
    DocumentName: str
    DocumentVersion: str
    RequestedDateTime: datetime
    Status: str
    StatusDetails: str
    TraceOutput: str
    StandardOutputUrl: str
    StandardErrorUrl: str
    CommandPlugins: list[CommandPlugin]
    ServiceRole: str
    NotificationConfig: NotificationConfig
    CloudWatchOutputConfig: CloudWatchOutputConfig


class CommandPlugin(TypedDict, total=False):
    Name: str
    Status: str
    StatusDetails: str
    ResponseCode: int
    ResponseStartDateTime: datetime
    ResponseFinishDateTime: datetime
    Output: str
    StandardOutputUrl: str
    StandardErrorUrl: str
    OutputS3Region: str
    OutputS3BucketName: str
    OutputS3KeyPrefix: str


class _ComplianceExecutionSummaryRequired(TypedDict):
    ExecutionTime: datetime


class ComplianceExecutionSummary(_ComplianceExecutionSummaryRequired, total=False):
    ExecutionId: str
    ExecutionType: str


class ComplianceItem(TypedDict, total=False):
    ComplianceType: str
    ResourceType: str
    ResourceId: str
    Id: str
    Title: str
    Status: str
    Severity: str
    ExecutionSummary: ComplianceExecutionSummary
    Details: dict[str, str]


class _ComplianceItemEntryRequired(TypedDict):
    Severity: str
    Status: str


class ComplianceItemEntry(_ComplianceItemEntryRequired, total=False):
    Id: str
    Title: str
    Details: dict[str, str]


class ComplianceStringFilter(TypedDict, total=False):
    Key: str
    Values: list[str]
    Type: str


class ComplianceSummaryItem(TypedDict, total=False):
    ComplianceType: str
    CompliantSummary: CompliantSummary
    NonCompliantSummary: NonCompliantSummary


class CompliantSummary(TypedDict, total=False):
    CompliantCount: int
    SeveritySummary: SeveritySummary


class ConfigurationTargets(TypedDict, total=False):
    Subscriptions: list[AzureSubscription]


class _CreateActivationRequestRequired(TypedDict):
    IamRole: str


class CreateActivationRequest(_CreateActivationRequestRequired, total=False):
    Description: str
    DefaultInstanceName: str
    RegistrationLimit: int
    ExpirationDate: datetime
    Tags: list[Tag]
    RegistrationMetadata: list[RegistrationMetadataItem]


class CreateActivationResponse(TypedDict, total=False):
    ActivationId: str
    ActivationCode: str


class _CreateAssociationBatchRequestRequired(TypedDict):
    Entries: list[CreateAssociationBatchRequestEntry]


class CreateAssociationBatchRequest(_CreateAssociationBatchRequestRequired, total=False):
    AssociationDispatchAssumeRole: str


class _CreateAssociationBatchRequestEntryRequired(TypedDict):
    Name: str


class CreateAssociationBatchRequestEntry(_CreateAssociationBatchRequestEntryRequired, total=False):
    InstanceId: str
    Parameters: dict[str, list[str]]
    AutomationTargetParameterName: str
    DocumentVersion: str
    Targets: list[Target]
    ScheduleExpression: str
    OutputLocation: InstanceAssociationOutputLocation
    AssociationName: str
    MaxErrors: str
    MaxConcurrency: str
    ComplianceSeverity: str
    SyncCompliance: str
    ApplyOnlyAtCronInterval: bool
    CalendarNames: list[str]
    TargetLocations: list[TargetLocation]
    ScheduleOffset: int
    Duration: int
    TargetMaps: list[dict[str, list[str]]]
    AlarmConfiguration: AlarmConfiguration


class CreateAssociationBatchResponse(TypedDict, total=False):
    Successful: list[AssociationDescription]
    Failed: list[FailedCreateAssociation]


class _CreateAssociationRequestRequired(TypedDict):
    Name: str


class CreateAssociationRequest(_CreateAssociationRequestRequired, total=False):
    DocumentVersion: str
    InstanceId: str
    Parameters: dict[str, list[str]]
    Targets: list[Target]
    ScheduleExpression: str
    OutputLocation: InstanceAssociationOutputLocation
    AssociationName: str
    AutomationTargetParameterName: str
    MaxErrors: str
    MaxConcurrency: str
    ComplianceSeverity: str
    SyncCompliance: str
    ApplyOnlyAtCronInterval: bool
    CalendarNames: list[str]
    TargetLocations: list[TargetLocation]
    ScheduleOffset: int
    Duration: int
    TargetMaps: list[dict[str, list[str]]]
    Tags: list[Tag]
    AlarmConfiguration: AlarmConfiguration
    AssociationDispatchAssumeRole: str


class CreateAssociationResponse(TypedDict, total=False):
    AssociationDescription: AssociationDescription


class _CreateCloudConnectorRequestRequired(TypedDict):
    DisplayName: str
    RoleArn: str
    Configuration: CloudConnectorConfiguration


class CreateCloudConnectorRequest(_CreateCloudConnectorRequestRequired, total=False):
    Description: str
    ConfigConnectorArn: str
    Tags: list[Tag]


class CreateCloudConnectorResponse(TypedDict, total=False):
    CloudConnectorId: str


class _CreateDocumentRequestRequired(TypedDict):
    Content: str
    Name: str


class CreateDocumentRequest(_CreateDocumentRequestRequired, total=False):
    Requires: list[DocumentRequires]
    Attachments: list[AttachmentsSource]
    DisplayName: str
    VersionName: str
    DocumentType: str
    DocumentFormat: str
    TargetType: str
    Tags: list[Tag]
    CloudProviders: list[str]


class CreateDocumentResponse(TypedDict, total=False):
    DocumentDescription: DocumentDescription


class _CreateMaintenanceWindowRequestRequired(TypedDict):
    Name: str
    Schedule: str
    Duration: int
    Cutoff: int
    AllowUnassociatedTargets: bool


class CreateMaintenanceWindowRequest(_CreateMaintenanceWindowRequestRequired, total=False):
    Description: str
    StartDate: str
    EndDate: str
    ScheduleTimezone: str
    ScheduleOffset: int
    ClientToken: str
    Tags: list[Tag]


class CreateMaintenanceWindowResponse(TypedDict, total=False):
    WindowId: str


class _CreateOpsItemRequestRequired(TypedDict):
    Description: str
    Source: str
    Title: str


class CreateOpsItemRequest(_CreateOpsItemRequestRequired, total=False):
    OpsItemType: str
    OperationalData: dict[str, OpsItemDataValue]
    Notifications: list[OpsItemNotification]
    Priority: int
    RelatedOpsItems: list[RelatedOpsItem]
    Tags: list[Tag]
    Category: str
    Severity: str
    ActualStartTime: datetime
    ActualEndTime: datetime
    PlannedStartTime: datetime
    PlannedEndTime: datetime
    AccountId: str


class CreateOpsItemResponse(TypedDict, total=False):
    OpsItemId: str
    OpsItemArn: str


class _CreateOpsMetadataRequestRequired(TypedDict):
    ResourceId: str


class CreateOpsMetadataRequest(_CreateOpsMetadataRequestRequired, total=False):
    Metadata: dict[str, MetadataValue]
    Tags: list[Tag]


class CreateOpsMetadataResponse(TypedDict, total=False):
    OpsMetadataArn: str


class _CreatePatchBaselineRequestRequired(TypedDict):
    Name: str


class CreatePatchBaselineRequest(_CreatePatchBaselineRequestRequired, total=False):
    OperatingSystem: str
    GlobalFilters: PatchFilterGroup
    ApprovalRules: PatchRuleGroup
    ApprovedPatches: list[str]
    ApprovedPatchesComplianceLevel: str
    ApprovedPatchesEnableNonSecurity: bool
    RejectedPatches: list[str]
    RejectedPatchesAction: str
    Description: str
    Sources: list[PatchSource]
    AvailableSecurityUpdatesComplianceStatus: str
    ClientToken: str
    Tags: list[Tag]


class CreatePatchBaselineResponse(TypedDict, total=False):
    BaselineId: str


class _CreateResourceDataSyncRequestRequired(TypedDict):
    SyncName: str


class CreateResourceDataSyncRequest(_CreateResourceDataSyncRequestRequired, total=False):
    S3Destination: ResourceDataSyncS3Destination
    SyncType: str
    SyncSource: ResourceDataSyncSource


class CreateResourceDataSyncResponse(TypedDict, total=False):
    pass


class Credentials(TypedDict):
    AccessKeyId: str
    SecretAccessKey: str
    SessionToken: str
    ExpirationTime: datetime


class DeleteActivationRequest(TypedDict):
    ActivationId: str


class DeleteActivationResponse(TypedDict, total=False):
    pass


class DeleteAssociationRequest(TypedDict, total=False):
    Name: str
    InstanceId: str
    AssociationId: str


class DeleteAssociationResponse(TypedDict, total=False):
    pass


class DeleteCloudConnectorRequest(TypedDict):
    CloudConnectorId: str


class DeleteCloudConnectorResponse(TypedDict, total=False):
    CloudConnectorId: str


class _DeleteDocumentRequestRequired(TypedDict):
    Name: str


class DeleteDocumentRequest(_DeleteDocumentRequestRequired, total=False):
    DocumentVersion: str
    VersionName: str
    Force: bool


class DeleteDocumentResponse(TypedDict, total=False):
    pass


class _DeleteInventoryRequestRequired(TypedDict):
    TypeName: str


class DeleteInventoryRequest(_DeleteInventoryRequestRequired, total=False):
    SchemaDeleteOption: str
    DryRun: bool
    ClientToken: str


class DeleteInventoryResponse(TypedDict, total=False):
    DeletionId: str
    TypeName: str
    DeletionSummary: InventoryDeletionSummary


class DeleteMaintenanceWindowRequest(TypedDict):
    WindowId: str


class DeleteMaintenanceWindowResponse(TypedDict, total=False):
    WindowId: str


class DeleteOpsItemRequest(TypedDict):
    OpsItemId: str


class DeleteOpsItemResponse(TypedDict, total=False):
    pass


class DeleteOpsMetadataRequest(TypedDict):
    OpsMetadataArn: str


class DeleteOpsMetadataResponse(TypedDict, total=False):
    pass


class DeleteParameterRequest(TypedDict):
    Name: str


class DeleteParameterResponse(TypedDict, total=False):
    pass


class DeleteParametersRequest(TypedDict):
    Names: list[str]


class DeleteParametersResponse(TypedDict, total=False):
    DeletedParameters: list[str]
    InvalidParameters: list[str]


class DeletePatchBaselineRequest(TypedDict):
    BaselineId: str


class DeletePatchBaselineResponse(TypedDict, total=False):
    BaselineId: str


class _DeleteResourceDataSyncRequestRequired(TypedDict):
    SyncName: str


class DeleteResourceDataSyncRequest(_DeleteResourceDataSyncRequestRequired, total=False):
    SyncType: str


class DeleteResourceDataSyncResponse(TypedDict, total=False):
    pass


class _DeleteResourcePolicyRequestRequired(TypedDict):
    ResourceArn: str
    PolicyId: str
    PolicyHash: str


class DeleteResourcePolicyRequest(_DeleteResourcePolicyRequestRequired, total=False):
    DeletionMode: str


class DeleteResourcePolicyResponse(TypedDict, total=False):
    pass


class DeregisterDefaultHostManagementConfigurationRequest(TypedDict, total=False):
    pass


class DeregisterDefaultHostManagementConfigurationResponse(TypedDict, total=False):
    pass


class DeregisterManagedInstanceRequest(TypedDict):
    InstanceId: str


class DeregisterManagedInstanceResponse(TypedDict, total=False):
    pass


class DeregisterPatchBaselineForPatchGroupRequest(TypedDict):
    BaselineId: str
    PatchGroup: str


class DeregisterPatchBaselineForPatchGroupResponse(TypedDict, total=False):
    BaselineId: str
    PatchGroup: str


class _DeregisterTargetFromMaintenanceWindowRequestRequired(TypedDict):
    WindowId: str
    WindowTargetId: str


class DeregisterTargetFromMaintenanceWindowRequest(
    _DeregisterTargetFromMaintenanceWindowRequestRequired, total=False
):
    Safe: bool


class DeregisterTargetFromMaintenanceWindowResponse(TypedDict, total=False):
    WindowId: str
    WindowTargetId: str


class DeregisterTaskFromMaintenanceWindowRequest(TypedDict):
    WindowId: str
    WindowTaskId: str


class DeregisterTaskFromMaintenanceWindowResponse(TypedDict, total=False):
    WindowId: str
    WindowTaskId: str


class DescribeActivationsFilter(TypedDict, total=False):
    FilterKey: str
    FilterValues: list[str]


class DescribeActivationsRequest(TypedDict, total=False):
    Filters: list[DescribeActivationsFilter]
    MaxResults: int
    NextToken: str


class DescribeActivationsResponse(TypedDict, total=False):
    ActivationList: list[Activation]
    NextToken: str


class _DescribeAssociationExecutionTargetsRequestRequired(TypedDict):
    AssociationId: str
    ExecutionId: str


class DescribeAssociationExecutionTargetsRequest(
    _DescribeAssociationExecutionTargetsRequestRequired, total=False
):
    Filters: list[AssociationExecutionTargetsFilter]
    MaxResults: int
    NextToken: str


class DescribeAssociationExecutionTargetsResponse(TypedDict, total=False):
    AssociationExecutionTargets: list[AssociationExecutionTarget]
    NextToken: str


class _DescribeAssociationExecutionsRequestRequired(TypedDict):
    AssociationId: str


class DescribeAssociationExecutionsRequest(_DescribeAssociationExecutionsRequestRequired, total=False):
    Filters: list[AssociationExecutionFilter]
    MaxResults: int
    NextToken: str


class DescribeAssociationExecutionsResponse(TypedDict, total=False):
    AssociationExecutions: list[AssociationExecution]
    NextToken: str


class DescribeAssociationRequest(TypedDict, total=False):
    Name: str
    InstanceId: str
    AssociationId: str
    AssociationVersion: str


class DescribeAssociationResponse(TypedDict, total=False):
    AssociationDescription: AssociationDescription


class DescribeAutomationExecutionsRequest(TypedDict, total=False):
    Filters: list[AutomationExecutionFilter]
    MaxResults: int
    NextToken: str


class DescribeAutomationExecutionsResponse(TypedDict, total=False):
    AutomationExecutionMetadataList: list[AutomationExecutionMetadata]
    NextToken: str


class _DescribeAutomationStepExecutionsRequestRequired(TypedDict):
    AutomationExecutionId: str


class DescribeAutomationStepExecutionsRequest(_DescribeAutomationStepExecutionsRequestRequired, total=False):
    Filters: list[StepExecutionFilter]
    NextToken: str
    MaxResults: int
    ReverseOrder: bool


class DescribeAutomationStepExecutionsResponse(TypedDict, total=False):
    StepExecutions: list[StepExecution]
    NextToken: str


class DescribeAvailablePatchesRequest(TypedDict, total=False):
    Filters: list[PatchOrchestratorFilter]
    MaxResults: int
    NextToken: str


class DescribeAvailablePatchesResponse(TypedDict, total=False):
    Patches: list[Patch]
    NextToken: str


class _DescribeDocumentPermissionRequestRequired(TypedDict):
    Name: str
    PermissionType: str


class DescribeDocumentPermissionRequest(_DescribeDocumentPermissionRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class DescribeDocumentPermissionResponse(TypedDict, total=False):
    AccountIds: list[str]
    AccountSharingInfoList: list[AccountSharingInfo]
    NextToken: str


class _DescribeDocumentRequestRequired(TypedDict):
    Name: str


class DescribeDocumentRequest(_DescribeDocumentRequestRequired, total=False):
    DocumentVersion: str
    VersionName: str


class DescribeDocumentResponse(TypedDict, total=False):
    Document: DocumentDescription


class _DescribeEffectiveInstanceAssociationsRequestRequired(TypedDict):
    InstanceId: str


class DescribeEffectiveInstanceAssociationsRequest(
    _DescribeEffectiveInstanceAssociationsRequestRequired, total=False
):
    MaxResults: int
    NextToken: str


class DescribeEffectiveInstanceAssociationsResponse(TypedDict, total=False):
    Associations: list[InstanceAssociation]
    NextToken: str


class _DescribeEffectivePatchesForPatchBaselineRequestRequired(TypedDict):
    BaselineId: str


class DescribeEffectivePatchesForPatchBaselineRequest(
    _DescribeEffectivePatchesForPatchBaselineRequestRequired, total=False
):
    MaxResults: int
    NextToken: str


class DescribeEffectivePatchesForPatchBaselineResponse(TypedDict, total=False):
    EffectivePatches: list[EffectivePatch]
    NextToken: str


class _DescribeInstanceAssociationsStatusRequestRequired(TypedDict):
    InstanceId: str


class DescribeInstanceAssociationsStatusRequest(
    _DescribeInstanceAssociationsStatusRequestRequired, total=False
):
    MaxResults: int
    NextToken: str


class DescribeInstanceAssociationsStatusResponse(TypedDict, total=False):
    InstanceAssociationStatusInfos: list[InstanceAssociationStatusInfo]
    NextToken: str


class DescribeInstanceInformationRequest(TypedDict, total=False):
    InstanceInformationFilterList: list[InstanceInformationFilter]
    Filters: list[InstanceInformationStringFilter]
    MaxResults: int
    NextToken: str


class DescribeInstanceInformationResponse(TypedDict, total=False):
    InstanceInformationList: list[InstanceInformation]
    NextToken: str


class _DescribeInstancePatchStatesForPatchGroupRequestRequired(TypedDict):
    PatchGroup: str


class DescribeInstancePatchStatesForPatchGroupRequest(
    _DescribeInstancePatchStatesForPatchGroupRequestRequired, total=False
):
    Filters: list[InstancePatchStateFilter]
    NextToken: str
    MaxResults: int


class DescribeInstancePatchStatesForPatchGroupResponse(TypedDict, total=False):
    InstancePatchStates: list[InstancePatchState]
    NextToken: str


class _DescribeInstancePatchStatesRequestRequired(TypedDict):
    InstanceIds: list[str]


class DescribeInstancePatchStatesRequest(_DescribeInstancePatchStatesRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class DescribeInstancePatchStatesResponse(TypedDict, total=False):
    InstancePatchStates: list[InstancePatchState]
    NextToken: str


class _DescribeInstancePatchesRequestRequired(TypedDict):
    InstanceId: str


class DescribeInstancePatchesRequest(_DescribeInstancePatchesRequestRequired, total=False):
    Filters: list[PatchOrchestratorFilter]
    NextToken: str
    MaxResults: int


class DescribeInstancePatchesResponse(TypedDict, total=False):
    Patches: list[PatchComplianceData]
    NextToken: str


class DescribeInstancePropertiesRequest(TypedDict, total=False):
    InstancePropertyFilterList: list[InstancePropertyFilter]
    FiltersWithOperator: list[InstancePropertyStringFilter]
    MaxResults: int
    NextToken: str


class DescribeInstancePropertiesResponse(TypedDict, total=False):
    InstanceProperties: list[InstanceProperty]
    NextToken: str


class DescribeInventoryDeletionsRequest(TypedDict, total=False):
    DeletionId: str
    NextToken: str
    MaxResults: int


class DescribeInventoryDeletionsResponse(TypedDict, total=False):
    InventoryDeletions: list[InventoryDeletionStatusItem]
    NextToken: str


class _DescribeMaintenanceWindowExecutionTaskInvocationsRequestRequired(TypedDict):
    WindowExecutionId: str
    TaskId: str


class DescribeMaintenanceWindowExecutionTaskInvocationsRequest(
    _DescribeMaintenanceWindowExecutionTaskInvocationsRequestRequired, total=False
):
    Filters: list[MaintenanceWindowFilter]
    MaxResults: int
    NextToken: str


class DescribeMaintenanceWindowExecutionTaskInvocationsResponse(TypedDict, total=False):
    WindowExecutionTaskInvocationIdentities: list[MaintenanceWindowExecutionTaskInvocationIdentity]
    NextToken: str


class _DescribeMaintenanceWindowExecutionTasksRequestRequired(TypedDict):
    WindowExecutionId: str


class DescribeMaintenanceWindowExecutionTasksRequest(
    _DescribeMaintenanceWindowExecutionTasksRequestRequired, total=False
):
    Filters: list[MaintenanceWindowFilter]
    MaxResults: int
    NextToken: str


class DescribeMaintenanceWindowExecutionTasksResponse(TypedDict, total=False):
    WindowExecutionTaskIdentities: list[MaintenanceWindowExecutionTaskIdentity]
    NextToken: str


class _DescribeMaintenanceWindowExecutionsRequestRequired(TypedDict):
    WindowId: str


class DescribeMaintenanceWindowExecutionsRequest(
    _DescribeMaintenanceWindowExecutionsRequestRequired, total=False
):
    Filters: list[MaintenanceWindowFilter]
    MaxResults: int
    NextToken: str


class DescribeMaintenanceWindowExecutionsResponse(TypedDict, total=False):
    WindowExecutions: list[MaintenanceWindowExecution]
    NextToken: str


class DescribeMaintenanceWindowScheduleRequest(TypedDict, total=False):
    WindowId: str
    Targets: list[Target]
    ResourceType: str
    Filters: list[PatchOrchestratorFilter]
    MaxResults: int
    NextToken: str


class DescribeMaintenanceWindowScheduleResponse(TypedDict, total=False):
    ScheduledWindowExecutions: list[ScheduledWindowExecution]
    NextToken: str


class _DescribeMaintenanceWindowTargetsRequestRequired(TypedDict):
    WindowId: str


class DescribeMaintenanceWindowTargetsRequest(_DescribeMaintenanceWindowTargetsRequestRequired, total=False):
    Filters: list[MaintenanceWindowFilter]
    MaxResults: int
    NextToken: str


class DescribeMaintenanceWindowTargetsResponse(TypedDict, total=False):
    Targets: list[MaintenanceWindowTarget]
    NextToken: str


class _DescribeMaintenanceWindowTasksRequestRequired(TypedDict):
    WindowId: str


class DescribeMaintenanceWindowTasksRequest(_DescribeMaintenanceWindowTasksRequestRequired, total=False):
    Filters: list[MaintenanceWindowFilter]
    MaxResults: int
    NextToken: str


class DescribeMaintenanceWindowTasksResponse(TypedDict, total=False):
    Tasks: list[MaintenanceWindowTask]
    NextToken: str


class _DescribeMaintenanceWindowsForTargetRequestRequired(TypedDict):
    Targets: list[Target]
    ResourceType: str


class DescribeMaintenanceWindowsForTargetRequest(
    _DescribeMaintenanceWindowsForTargetRequestRequired, total=False
):
    MaxResults: int
    NextToken: str


class DescribeMaintenanceWindowsForTargetResponse(TypedDict, total=False):
    WindowIdentities: list[MaintenanceWindowIdentityForTarget]
    NextToken: str


class DescribeMaintenanceWindowsRequest(TypedDict, total=False):
    Filters: list[MaintenanceWindowFilter]
    MaxResults: int
    NextToken: str


class DescribeMaintenanceWindowsResponse(TypedDict, total=False):
    WindowIdentities: list[MaintenanceWindowIdentity]
    NextToken: str


class DescribeOpsItemsRequest(TypedDict, total=False):
    OpsItemFilters: list[OpsItemFilter]
    MaxResults: int
    NextToken: str


class DescribeOpsItemsResponse(TypedDict, total=False):
    NextToken: str
    OpsItemSummaries: list[OpsItemSummary]


class DescribeParametersRequest(TypedDict, total=False):
    Filters: list[ParametersFilter]
    ParameterFilters: list[ParameterStringFilter]
    MaxResults: int
    NextToken: str
    Shared: bool


class DescribeParametersResponse(TypedDict, total=False):
    Parameters: list[ParameterMetadata]
    NextToken: str


class DescribePatchBaselinesRequest(TypedDict, total=False):
    Filters: list[PatchOrchestratorFilter]
    MaxResults: int
    NextToken: str


class DescribePatchBaselinesResponse(TypedDict, total=False):
    BaselineIdentities: list[PatchBaselineIdentity]
    NextToken: str


class DescribePatchGroupStateRequest(TypedDict):
    PatchGroup: str


class DescribePatchGroupStateResponse(TypedDict, total=False):
    Instances: int
    InstancesWithInstalledPatches: int
    InstancesWithInstalledOtherPatches: int
    InstancesWithInstalledPendingRebootPatches: int
    InstancesWithInstalledRejectedPatches: int
    InstancesWithMissingPatches: int
    InstancesWithFailedPatches: int
    InstancesWithNotApplicablePatches: int
    InstancesWithUnreportedNotApplicablePatches: int
    InstancesWithCriticalNonCompliantPatches: int
    InstancesWithSecurityNonCompliantPatches: int
    InstancesWithOtherNonCompliantPatches: int
    InstancesWithAvailableSecurityUpdates: int


class DescribePatchGroupsRequest(TypedDict, total=False):
    MaxResults: int
    Filters: list[PatchOrchestratorFilter]
    NextToken: str


class DescribePatchGroupsResponse(TypedDict, total=False):
    Mappings: list[PatchGroupPatchBaselineMapping]
    NextToken: str


class _DescribePatchPropertiesRequestRequired(TypedDict):
    OperatingSystem: str
    Property: str


class DescribePatchPropertiesRequest(_DescribePatchPropertiesRequestRequired, total=False):
    PatchSet: str
    MaxResults: int
    NextToken: str


class DescribePatchPropertiesResponse(TypedDict, total=False):
    Properties: list[dict[str, str]]
    NextToken: str


class _DescribeSessionsRequestRequired(TypedDict):
    State: str


class DescribeSessionsRequest(_DescribeSessionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str
    Filters: list[SessionFilter]


class DescribeSessionsResponse(TypedDict, total=False):
    Sessions: list[Session]
    NextToken: str


class DisassociateOpsItemRelatedItemRequest(TypedDict):
    OpsItemId: str
    AssociationId: str


class DisassociateOpsItemRelatedItemResponse(TypedDict, total=False):
    pass


class DocumentDefaultVersionDescription(TypedDict, total=False):
    Name: str
    DefaultVersion: str
    DefaultVersionName: str


class DocumentDescription(TypedDict, total=False):
    Sha1: str
    Hash: str
    HashType: str
    Name: str
    DisplayName: str
    VersionName: str
    Owner: str
    CreatedDate: datetime
    Status: str
    StatusInformation: str
    DocumentVersion: str
    Description: str
    Parameters: list[DocumentParameter]
    PlatformTypes: list[str]
    DocumentType: str
    SchemaVersion: str
    LatestVersion: str
    DefaultVersion: str
    DocumentFormat: str
    TargetType: str
    Tags: list[Tag]
    AttachmentsInformation: list[AttachmentInformation]
    Requires: list[DocumentRequires]
    Author: str
    ReviewInformation: list[ReviewInformation]
    ApprovedVersion: str
    PendingReviewVersion: str
    ReviewStatus: str
    Category: list[str]
    CategoryEnum: list[str]
    CloudProviders: list[str]


class DocumentFilter(TypedDict):
    key: str
    value: str


class DocumentIdentifier(TypedDict, total=False):
    Name: str
    CreatedDate: datetime
    DisplayName: str
    Owner: str
    VersionName: str
    PlatformTypes: list[str]
    DocumentVersion: str
    DocumentType: str
    SchemaVersion: str
    DocumentFormat: str
    TargetType: str
    Tags: list[Tag]
    Requires: list[DocumentRequires]
    ReviewStatus: str
    Author: str
    CloudProviders: list[str]


class DocumentKeyValuesFilter(TypedDict, total=False):
    Key: str
    Values: list[str]


class DocumentMetadataResponseInfo(TypedDict, total=False):
    ReviewerResponse: list[DocumentReviewerResponseSource]


class DocumentParameter(TypedDict, total=False):
    Name: str
    Type: str
    Description: str
    DefaultValue: str


class _DocumentRequiresRequired(TypedDict):
    Name: str


class DocumentRequires(_DocumentRequiresRequired, total=False):
    Version: str
    RequireType: str
    VersionName: str


class DocumentReviewCommentSource(TypedDict, total=False):
    Type: str
    Content: str


class DocumentReviewerResponseSource(TypedDict, total=False):
    CreateTime: datetime
    UpdatedTime: datetime
    ReviewStatus: str
    Comment: list[DocumentReviewCommentSource]
    Reviewer: str


class _DocumentReviewsRequired(TypedDict):
    Action: str


class DocumentReviews(_DocumentReviewsRequired, total=False):
    Comment: list[DocumentReviewCommentSource]


class DocumentVersionInfo(TypedDict, total=False):
    Name: str
    DisplayName: str
    DocumentVersion: str
    VersionName: str
    CreatedDate: datetime
    IsDefaultVersion: bool
    DocumentFormat: str
    Status: str
    StatusInformation: str
    ReviewStatus: str
    CloudProviders: list[str]


class EffectivePatch(TypedDict, total=False):
    Patch: Patch
    PatchStatus: PatchStatus


class ExecutionInputs(TypedDict, total=False):
    Automation: AutomationExecutionInputs


class ExecutionPreview(TypedDict, total=False):
    Automation: AutomationExecutionPreview


class FailedCreateAssociation(TypedDict, total=False):
    Entry: CreateAssociationBatchRequestEntry
    Message: str
    Fault: str


class FailureDetails(TypedDict, total=False):
    FailureStage: str
    FailureType: str
    Details: dict[str, list[str]]


class _GcpConfigurationRequired(TypedDict):
    WorkloadIdentityPoolProvider: str
    ServiceAccountEmail: str


class GcpConfiguration(_GcpConfigurationRequired, total=False):
    OrganizationId: str
    Targets: GcpConfigurationTargets


class GcpConfigurationTargets(TypedDict, total=False):
    Projects: list[GcpProject]


class _GcpProjectRequired(TypedDict):
    ProjectId: str


class GcpProject(_GcpProjectRequired, total=False):
    ProjectDisplayName: str


class GetAccessTokenRequest(TypedDict):
    AccessRequestId: str


class GetAccessTokenResponse(TypedDict, total=False):
    Credentials: Credentials
    AccessRequestStatus: str


class GetAutomationExecutionRequest(TypedDict):
    AutomationExecutionId: str


class GetAutomationExecutionResponse(TypedDict, total=False):
    AutomationExecution: AutomationExecution


class _GetCalendarStateRequestRequired(TypedDict):
    CalendarNames: list[str]


class GetCalendarStateRequest(_GetCalendarStateRequestRequired, total=False):
    AtTime: str


class GetCalendarStateResponse(TypedDict, total=False):
    State: str
    AtTime: str
    NextTransitionTime: str


class GetCloudConnectorRequest(TypedDict):
    CloudConnectorId: str


class GetCloudConnectorResponse(TypedDict, total=False):
    CloudConnectorArn: str
    DisplayName: str
    Description: str
    RoleArn: str
    Configuration: CloudConnectorConfiguration
    ConfigConnectorArn: str
    CreatedAt: datetime
    UpdatedAt: datetime


class _GetCommandInvocationRequestRequired(TypedDict):
    CommandId: str
    InstanceId: str


class GetCommandInvocationRequest(_GetCommandInvocationRequestRequired, total=False):
    PluginName: str


class GetCommandInvocationResponse(TypedDict, total=False):
    CommandId: str
    InstanceId: str
    Comment: str
    DocumentName: str
    DocumentVersion: str
    PluginName: str
    ResponseCode: int
    ExecutionStartDateTime: str
    ExecutionElapsedTime: str
    ExecutionEndDateTime: str
    Status: str
    StatusDetails: str
    StandardOutputContent: str
    StandardOutputUrl: str
    StandardErrorContent: str
    StandardErrorUrl: str
    CloudWatchOutputConfig: CloudWatchOutputConfig


class GetConnectionStatusRequest(TypedDict):
    Target: str


class GetConnectionStatusResponse(TypedDict, total=False):
    Target: str
    Status: str


class GetDefaultPatchBaselineRequest(TypedDict, total=False):
    OperatingSystem: str


class GetDefaultPatchBaselineResponse(TypedDict, total=False):
    BaselineId: str
    OperatingSystem: str


class _GetDeployablePatchSnapshotForInstanceRequestRequired(TypedDict):
    InstanceId: str
    SnapshotId: str


class GetDeployablePatchSnapshotForInstanceRequest(
    _GetDeployablePatchSnapshotForInstanceRequestRequired, total=False
):
    BaselineOverride: BaselineOverride
    UseS3DualStackEndpoint: bool


class GetDeployablePatchSnapshotForInstanceResponse(TypedDict, total=False):
    InstanceId: str
    SnapshotId: str
    SnapshotDownloadUrl: str
    Product: str


class _GetDocumentRequestRequired(TypedDict):
    Name: str


class GetDocumentRequest(_GetDocumentRequestRequired, total=False):
    VersionName: str
    DocumentVersion: str
    DocumentFormat: str


class GetDocumentResponse(TypedDict, total=False):
    Name: str
    CreatedDate: datetime
    DisplayName: str
    VersionName: str
    DocumentVersion: str
    Status: str
    StatusInformation: str
    Content: str
    DocumentType: str
    DocumentFormat: str
    Requires: list[DocumentRequires]
    AttachmentsContent: list[AttachmentContent]
    ReviewStatus: str


class GetExecutionPreviewRequest(TypedDict):
    ExecutionPreviewId: str


class GetExecutionPreviewResponse(TypedDict, total=False):
    ExecutionPreviewId: str
    EndedAt: datetime
    Status: str
    StatusMessage: str
    ExecutionPreview: ExecutionPreview


class GetInventoryRequest(TypedDict, total=False):
    Filters: list[InventoryFilter]
    Aggregators: list[InventoryAggregator]
    ResultAttributes: list[ResultAttribute]
    NextToken: str
    MaxResults: int


class GetInventoryResponse(TypedDict, total=False):
    Entities: list[InventoryResultEntity]
    NextToken: str


class GetInventorySchemaRequest(TypedDict, total=False):
    TypeName: str
    NextToken: str
    MaxResults: int
    Aggregator: bool
    SubType: bool


class GetInventorySchemaResponse(TypedDict, total=False):
    Schemas: list[InventoryItemSchema]
    NextToken: str


class GetMaintenanceWindowExecutionRequest(TypedDict):
    WindowExecutionId: str


class GetMaintenanceWindowExecutionResponse(TypedDict, total=False):
    WindowExecutionId: str
    TaskIds: list[str]
    Status: str
    StatusDetails: str
    StartTime: datetime
    EndTime: datetime


class GetMaintenanceWindowExecutionTaskInvocationRequest(TypedDict):
    WindowExecutionId: str
    TaskId: str
    InvocationId: str


class GetMaintenanceWindowExecutionTaskInvocationResponse(TypedDict, total=False):
    WindowExecutionId: str
    TaskExecutionId: str
    InvocationId: str
    ExecutionId: str
    TaskType: str
    Parameters: str
    Status: str
    StatusDetails: str
    StartTime: datetime
    EndTime: datetime
    OwnerInformation: str
    WindowTargetId: str


class GetMaintenanceWindowExecutionTaskRequest(TypedDict):
    WindowExecutionId: str
    TaskId: str


class GetMaintenanceWindowExecutionTaskResponse(TypedDict, total=False):
    WindowExecutionId: str
    TaskExecutionId: str
    TaskArn: str
    ServiceRole: str
    Type: str
    TaskParameters: list[dict[str, MaintenanceWindowTaskParameterValueExpression]]
    Priority: int
    MaxConcurrency: str
    MaxErrors: str
    Status: str
    StatusDetails: str
    StartTime: datetime
    EndTime: datetime
    AlarmConfiguration: AlarmConfiguration
    TriggeredAlarms: list[AlarmStateInformation]


class GetMaintenanceWindowRequest(TypedDict):
    WindowId: str


class GetMaintenanceWindowResponse(TypedDict, total=False):
    WindowId: str
    Name: str
    Description: str
    StartDate: str
    EndDate: str
    Schedule: str
    ScheduleTimezone: str
    ScheduleOffset: int
    NextExecutionTime: str
    Duration: int
    Cutoff: int
    AllowUnassociatedTargets: bool
    Enabled: bool
    CreatedDate: datetime
    ModifiedDate: datetime


class GetMaintenanceWindowTaskRequest(TypedDict):
    WindowId: str
    WindowTaskId: str


class GetMaintenanceWindowTaskResponse(TypedDict, total=False):
    WindowId: str
    WindowTaskId: str
    Targets: list[Target]
    TaskArn: str
    ServiceRoleArn: str
    TaskType: str
    TaskParameters: dict[str, MaintenanceWindowTaskParameterValueExpression]
    TaskInvocationParameters: MaintenanceWindowTaskInvocationParameters
    Priority: int
    MaxConcurrency: str
    MaxErrors: str
    LoggingInfo: LoggingInfo
    Name: str
    Description: str
    CutoffBehavior: str
    AlarmConfiguration: AlarmConfiguration


class _GetOpsItemRequestRequired(TypedDict):
    OpsItemId: str


class GetOpsItemRequest(_GetOpsItemRequestRequired, total=False):
    OpsItemArn: str


class GetOpsItemResponse(TypedDict, total=False):
    OpsItem: OpsItem


class _GetOpsMetadataRequestRequired(TypedDict):
    OpsMetadataArn: str


class GetOpsMetadataRequest(_GetOpsMetadataRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class GetOpsMetadataResponse(TypedDict, total=False):
    ResourceId: str
    Metadata: dict[str, MetadataValue]
    NextToken: str


class GetOpsSummaryRequest(TypedDict, total=False):
    SyncName: str
    Filters: list[OpsFilter]
    Aggregators: list[OpsAggregator]
    ResultAttributes: list[OpsResultAttribute]
    NextToken: str
    MaxResults: int


class GetOpsSummaryResponse(TypedDict, total=False):
    Entities: list[OpsEntity]
    NextToken: str


class _GetParameterHistoryRequestRequired(TypedDict):
    Name: str


class GetParameterHistoryRequest(_GetParameterHistoryRequestRequired, total=False):
    WithDecryption: bool
    MaxResults: int
    NextToken: str


class GetParameterHistoryResponse(TypedDict, total=False):
    Parameters: list[ParameterHistory]
    NextToken: str


class _GetParameterRequestRequired(TypedDict):
    Name: str


class GetParameterRequest(_GetParameterRequestRequired, total=False):
    WithDecryption: bool


class GetParameterResponse(TypedDict, total=False):
    Parameter: Parameter


class _GetParametersByPathRequestRequired(TypedDict):
    Path: str


class GetParametersByPathRequest(_GetParametersByPathRequestRequired, total=False):
    Recursive: bool
    ParameterFilters: list[ParameterStringFilter]
    WithDecryption: bool
    MaxResults: int
    NextToken: str


class GetParametersByPathResponse(TypedDict, total=False):
    Parameters: list[Parameter]
    NextToken: str


class _GetParametersRequestRequired(TypedDict):
    Names: list[str]


class GetParametersRequest(_GetParametersRequestRequired, total=False):
    WithDecryption: bool


class GetParametersResponse(TypedDict, total=False):
    Parameters: list[Parameter]
    InvalidParameters: list[str]


class _GetPatchBaselineForPatchGroupRequestRequired(TypedDict):
    PatchGroup: str


class GetPatchBaselineForPatchGroupRequest(_GetPatchBaselineForPatchGroupRequestRequired, total=False):
    OperatingSystem: str


class GetPatchBaselineForPatchGroupResponse(TypedDict, total=False):
    BaselineId: str
    PatchGroup: str
    OperatingSystem: str


class GetPatchBaselineRequest(TypedDict):
    BaselineId: str


class GetPatchBaselineResponse(TypedDict, total=False):
    BaselineId: str
    Name: str
    OperatingSystem: str
    GlobalFilters: PatchFilterGroup
    ApprovalRules: PatchRuleGroup
    ApprovedPatches: list[str]
    ApprovedPatchesComplianceLevel: str
    ApprovedPatchesEnableNonSecurity: bool
    RejectedPatches: list[str]
    RejectedPatchesAction: str
    PatchGroups: list[str]
    CreatedDate: datetime
    ModifiedDate: datetime
    Description: str
    Sources: list[PatchSource]
    AvailableSecurityUpdatesComplianceStatus: str


class _GetResourcePoliciesRequestRequired(TypedDict):
    ResourceArn: str


class GetResourcePoliciesRequest(_GetResourcePoliciesRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class GetResourcePoliciesResponse(TypedDict, total=False):
    NextToken: str
    Policies: list[GetResourcePoliciesResponseEntry]


class GetResourcePoliciesResponseEntry(TypedDict, total=False):
    PolicyId: str
    PolicyHash: str
    Policy: str


class GetServiceSettingRequest(TypedDict):
    SettingId: str


class GetServiceSettingResponse(TypedDict, total=False):
    ServiceSetting: ServiceSetting


class InstanceAggregatedAssociationOverview(TypedDict, total=False):
    DetailedStatus: str
    InstanceAssociationStatusAggregatedCount: dict[str, int]


class InstanceAssociation(TypedDict, total=False):
    AssociationId: str
    InstanceId: str
    Content: str
    AssociationVersion: str


class InstanceAssociationOutputLocation(TypedDict, total=False):
    S3Location: S3OutputLocation


class InstanceAssociationOutputUrl(TypedDict, total=False):
    S3OutputUrl: S3OutputUrl


class InstanceAssociationStatusInfo(TypedDict, total=False):
    AssociationId: str
    Name: str
    DocumentVersion: str
    AssociationVersion: str
    InstanceId: str
    ExecutionDate: datetime
    Status: str
    DetailedStatus: str
    ExecutionSummary: str
    ErrorCode: str
    OutputUrl: InstanceAssociationOutputUrl
    AssociationName: str


class InstanceInfo(TypedDict, total=False):
    AgentType: str
    AgentVersion: str
    ComputerName: str
    InstanceStatus: str
    IpAddress: str
    ManagedStatus: str
    Name: str
    PlatformType: str
    PlatformName: str
    PlatformVersion: str
    ResourceType: str
    SourceType: str
    SourceId: str
    SourceLocation: str
    AvailabilityZone: str
    AvailabilityZoneId: str


class InstanceInformation(TypedDict, total=False):
    InstanceId: str
    PingStatus: str
    LastPingDateTime: datetime
    AgentVersion: str
    IsLatestVersion: bool
    PlatformType: str
    PlatformName: str
    PlatformVersion: str
    ActivationId: str
    IamRole: str
    RegistrationDate: datetime
    ResourceType: str
    Name: str
    IPAddress: str
    ComputerName: str
    AssociationStatus: str
    LastAssociationExecutionDate: datetime
    LastSuccessfulAssociationExecutionDate: datetime
    AssociationOverview: InstanceAggregatedAssociationOverview
    SourceId: str
    SourceType: str
    SourceLocation: str


class InstanceInformationFilter(TypedDict):
    key: str
    valueSet: list[str]


class InstanceInformationStringFilter(TypedDict):
    Key: str
    Values: list[str]


class _InstancePatchStateRequired(TypedDict):
    InstanceId: str
    PatchGroup: str
    BaselineId: str
    OperationStartTime: datetime
    OperationEndTime: datetime
    Operation: str


class InstancePatchState(_InstancePatchStateRequired, total=False):
    SnapshotId: str
    InstallOverrideList: str
    OwnerInformation: str
    InstalledCount: int
    InstalledOtherCount: int
    InstalledPendingRebootCount: int
    InstalledRejectedCount: int
    MissingCount: int
    FailedCount: int
    UnreportedNotApplicableCount: int
    NotApplicableCount: int
    AvailableSecurityUpdateCount: int
    LastNoRebootInstallOperationTime: datetime
    RebootOption: str
    CriticalNonCompliantCount: int
    SecurityNonCompliantCount: int
    OtherNonCompliantCount: int


class InstancePatchStateFilter(TypedDict):
    Key: str
    Values: list[str]
    Type: str


class InstanceProperty(TypedDict, total=False):
    Name: str
    InstanceId: str
    InstanceType: str
    InstanceRole: str
    KeyName: str
    InstanceState: str
    Architecture: str
    IPAddress: str
    LaunchTime: datetime
    PingStatus: str
    LastPingDateTime: datetime
    AgentVersion: str
    PlatformType: str
    PlatformName: str
    PlatformVersion: str
    ActivationId: str
    IamRole: str
    RegistrationDate: datetime
    ResourceType: str
    ComputerName: str
    AssociationStatus: str
    LastAssociationExecutionDate: datetime
    LastSuccessfulAssociationExecutionDate: datetime
    AssociationOverview: InstanceAggregatedAssociationOverview
    SourceId: str
    SourceType: str
    SourceLocation: str
    AvailabilityZone: str


class InstancePropertyFilter(TypedDict):
    key: str
    valueSet: list[str]


class _InstancePropertyStringFilterRequired(TypedDict):
    Key: str
    Values: list[str]


class InstancePropertyStringFilter(_InstancePropertyStringFilterRequired, total=False):
    Operator: str


class InventoryAggregator(TypedDict, total=False):
    Expression: str
    Aggregators: list[InventoryAggregator]
    Groups: list[InventoryGroup]


class InventoryDeletionStatusItem(TypedDict, total=False):
    DeletionId: str
    TypeName: str
    DeletionStartTime: datetime
    LastStatus: str
    LastStatusMessage: str
    DeletionSummary: InventoryDeletionSummary
    LastStatusUpdateTime: datetime


class InventoryDeletionSummary(TypedDict, total=False):
    TotalCount: int
    RemainingCount: int
    SummaryItems: list[InventoryDeletionSummaryItem]


class InventoryDeletionSummaryItem(TypedDict, total=False):
    Version: str
    Count: int
    RemainingCount: int


class _InventoryFilterRequired(TypedDict):
    Key: str
    Values: list[str]


class InventoryFilter(_InventoryFilterRequired, total=False):
    Type: str


class InventoryGroup(TypedDict):
    Name: str
    Filters: list[InventoryFilter]


class _InventoryItemRequired(TypedDict):
    TypeName: str
    SchemaVersion: str
    CaptureTime: str


class InventoryItem(_InventoryItemRequired, total=False):
    ContentHash: str
    Content: list[dict[str, str]]
    Context: dict[str, str]


class InventoryItemAttribute(TypedDict):
    Name: str
    DataType: str


class _InventoryItemSchemaRequired(TypedDict):
    TypeName: str
    Attributes: list[InventoryItemAttribute]


class InventoryItemSchema(_InventoryItemSchemaRequired, total=False):
    Version: str
    DisplayName: str


class InventoryResultEntity(TypedDict, total=False):
    Id: str
    Data: dict[str, InventoryResultItem]


class _InventoryResultItemRequired(TypedDict):
    TypeName: str
    SchemaVersion: str
    Content: list[dict[str, str]]


class InventoryResultItem(_InventoryResultItemRequired, total=False):
    CaptureTime: str
    ContentHash: str


class _LabelParameterVersionRequestRequired(TypedDict):
    Name: str
    Labels: list[str]


class LabelParameterVersionRequest(_LabelParameterVersionRequestRequired, total=False):
    ParameterVersion: int


class LabelParameterVersionResponse(TypedDict, total=False):
    InvalidLabels: list[str]
    ParameterVersion: int


class _ListAssociationVersionsRequestRequired(TypedDict):
    AssociationId: str


class ListAssociationVersionsRequest(_ListAssociationVersionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListAssociationVersionsResponse(TypedDict, total=False):
    AssociationVersions: list[AssociationVersionInfo]
    NextToken: str


class ListAssociationsRequest(TypedDict, total=False):
    AssociationFilterList: list[AssociationFilter]
    MaxResults: int
    NextToken: str


class ListAssociationsResponse(TypedDict, total=False):
    Associations: list[Association]
    NextToken: str


class ListCloudConnectorsRequest(TypedDict, total=False):
    MaxResults: int
    NextToken: str
    Filters: list[CloudConnectorFilter]


class ListCloudConnectorsResponse(TypedDict, total=False):
    CloudConnectors: list[CloudConnectorSummary]
    NextToken: str


class ListCommandInvocationsRequest(TypedDict, total=False):
    CommandId: str
    InstanceId: str
    MaxResults: int
    NextToken: str
    Filters: list[CommandFilter]
    Details: bool


class ListCommandInvocationsResponse(TypedDict, total=False):
    CommandInvocations: list[CommandInvocation]
    NextToken: str


class ListCommandsRequest(TypedDict, total=False):
    CommandId: str
    InstanceId: str
    MaxResults: int
    NextToken: str
    Filters: list[CommandFilter]


class ListCommandsResponse(TypedDict, total=False):
    Commands: list[Command]
    NextToken: str


class ListComplianceItemsRequest(TypedDict, total=False):
    Filters: list[ComplianceStringFilter]
    ResourceIds: list[str]
    ResourceTypes: list[str]
    NextToken: str
    MaxResults: int


class ListComplianceItemsResponse(TypedDict, total=False):
    ComplianceItems: list[ComplianceItem]
    NextToken: str


class ListComplianceSummariesRequest(TypedDict, total=False):
    Filters: list[ComplianceStringFilter]
    NextToken: str
    MaxResults: int


class ListComplianceSummariesResponse(TypedDict, total=False):
    ComplianceSummaryItems: list[ComplianceSummaryItem]
    NextToken: str


class _ListDocumentMetadataHistoryRequestRequired(TypedDict):
    Name: str
    Metadata: str


class ListDocumentMetadataHistoryRequest(_ListDocumentMetadataHistoryRequestRequired, total=False):
    DocumentVersion: str
    NextToken: str
    MaxResults: int


class ListDocumentMetadataHistoryResponse(TypedDict, total=False):
    Name: str
    DocumentVersion: str
    Author: str
    Metadata: DocumentMetadataResponseInfo
    NextToken: str


class _ListDocumentVersionsRequestRequired(TypedDict):
    Name: str


class ListDocumentVersionsRequest(_ListDocumentVersionsRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ListDocumentVersionsResponse(TypedDict, total=False):
    DocumentVersions: list[DocumentVersionInfo]
    NextToken: str


class ListDocumentsRequest(TypedDict, total=False):
    DocumentFilterList: list[DocumentFilter]
    Filters: list[DocumentKeyValuesFilter]
    MaxResults: int
    NextToken: str


class ListDocumentsResponse(TypedDict, total=False):
    DocumentIdentifiers: list[DocumentIdentifier]
    NextToken: str


class _ListInventoryEntriesRequestRequired(TypedDict):
    InstanceId: str
    TypeName: str


class ListInventoryEntriesRequest(_ListInventoryEntriesRequestRequired, total=False):
    Filters: list[InventoryFilter]
    NextToken: str
    MaxResults: int


class ListInventoryEntriesResponse(TypedDict, total=False):
    TypeName: str
    InstanceId: str
    SchemaVersion: str
    CaptureTime: str
    Entries: list[dict[str, str]]
    NextToken: str


class ListNodesRequest(TypedDict, total=False):
    SyncName: str
    Filters: list[NodeFilter]
    NextToken: str
    MaxResults: int


class ListNodesResponse(TypedDict, total=False):
    Nodes: list[Node]
    NextToken: str


class _ListNodesSummaryRequestRequired(TypedDict):
    Aggregators: list[NodeAggregator]


class ListNodesSummaryRequest(_ListNodesSummaryRequestRequired, total=False):
    SyncName: str
    Filters: list[NodeFilter]
    NextToken: str
    MaxResults: int


class ListNodesSummaryResponse(TypedDict, total=False):
    Summary: list[dict[str, str]]
    NextToken: str


class ListOpsItemEventsRequest(TypedDict, total=False):
    Filters: list[OpsItemEventFilter]
    MaxResults: int
    NextToken: str


class ListOpsItemEventsResponse(TypedDict, total=False):
    NextToken: str
    Summaries: list[OpsItemEventSummary]


class ListOpsItemRelatedItemsRequest(TypedDict, total=False):
    OpsItemId: str
    Filters: list[OpsItemRelatedItemsFilter]
    MaxResults: int
    NextToken: str


class ListOpsItemRelatedItemsResponse(TypedDict, total=False):
    NextToken: str
    Summaries: list[OpsItemRelatedItemSummary]


class ListOpsMetadataRequest(TypedDict, total=False):
    Filters: list[OpsMetadataFilter]
    MaxResults: int
    NextToken: str


class ListOpsMetadataResponse(TypedDict, total=False):
    OpsMetadataList: list[OpsMetadata]
    NextToken: str


class ListResourceComplianceSummariesRequest(TypedDict, total=False):
    Filters: list[ComplianceStringFilter]
    NextToken: str
    MaxResults: int


class ListResourceComplianceSummariesResponse(TypedDict, total=False):
    ResourceComplianceSummaryItems: list[ResourceComplianceSummaryItem]
    NextToken: str


class ListResourceDataSyncRequest(TypedDict, total=False):
    SyncType: str
    NextToken: str
    MaxResults: int


class ListResourceDataSyncResponse(TypedDict, total=False):
    ResourceDataSyncItems: list[ResourceDataSyncItem]
    NextToken: str


class ListTagsForResourceRequest(TypedDict):
    ResourceType: str
    ResourceId: str


class ListTagsForResourceResponse(TypedDict, total=False):
    TagList: list[Tag]


class _LoggingInfoRequired(TypedDict):
    S3BucketName: str
    S3Region: str


class LoggingInfo(_LoggingInfoRequired, total=False):
    S3KeyPrefix: str


class MaintenanceWindowAutomationParameters(TypedDict, total=False):
    DocumentVersion: str
    Parameters: dict[str, list[str]]


class MaintenanceWindowExecution(TypedDict, total=False):
    WindowId: str
    WindowExecutionId: str
    Status: str
    StatusDetails: str
    StartTime: datetime
    EndTime: datetime


class MaintenanceWindowExecutionTaskIdentity(TypedDict, total=False):
    WindowExecutionId: str
    TaskExecutionId: str
    Status: str
    StatusDetails: str
    StartTime: datetime
    EndTime: datetime
    TaskArn: str
    TaskType: str
    AlarmConfiguration: AlarmConfiguration
    TriggeredAlarms: list[AlarmStateInformation]


class MaintenanceWindowExecutionTaskInvocationIdentity(TypedDict, total=False):
    WindowExecutionId: str
    TaskExecutionId: str
    InvocationId: str
    ExecutionId: str
    TaskType: str
    Parameters: str
    Status: str
    StatusDetails: str
    StartTime: datetime
    EndTime: datetime
    OwnerInformation: str
    WindowTargetId: str


class MaintenanceWindowFilter(TypedDict, total=False):
    Key: str
    Values: list[str]


class MaintenanceWindowIdentity(TypedDict, total=False):
    WindowId: str
    Name: str
    Description: str
    Enabled: bool
    Duration: int
    Cutoff: int
    Schedule: str
    ScheduleTimezone: str
    ScheduleOffset: int
    EndDate: str
    StartDate: str
    NextExecutionTime: str


class MaintenanceWindowIdentityForTarget(TypedDict, total=False):
    WindowId: str
    Name: str


class MaintenanceWindowLambdaParameters(TypedDict, total=False):
    ClientContext: str
    Qualifier: str
    Payload: bytes


class MaintenanceWindowRunCommandParameters(TypedDict, total=False):
    Comment: str
    CloudWatchOutputConfig: CloudWatchOutputConfig
    DocumentHash: str
    DocumentHashType: str
    DocumentVersion: str
    NotificationConfig: NotificationConfig
    OutputS3BucketName: str
    OutputS3KeyPrefix: str
    Parameters: dict[str, list[str]]
    ServiceRoleArn: str
    TimeoutSeconds: int


class MaintenanceWindowStepFunctionsParameters(TypedDict, total=False):
    Input: str
    Name: str


class MaintenanceWindowTarget(TypedDict, total=False):
    WindowId: str
    WindowTargetId: str
    ResourceType: str
    Targets: list[Target]
    OwnerInformation: str
    Name: str
    Description: str


class MaintenanceWindowTask(TypedDict, total=False):
    WindowId: str
    WindowTaskId: str
    TaskArn: str
    Type: str
    Targets: list[Target]
    TaskParameters: dict[str, MaintenanceWindowTaskParameterValueExpression]
    Priority: int
    LoggingInfo: LoggingInfo
    ServiceRoleArn: str
    MaxConcurrency: str
    MaxErrors: str
    Name: str
    Description: str
    CutoffBehavior: str
    AlarmConfiguration: AlarmConfiguration


class MaintenanceWindowTaskInvocationParameters(TypedDict, total=False):
    RunCommand: MaintenanceWindowRunCommandParameters
    Automation: MaintenanceWindowAutomationParameters
    StepFunctions: MaintenanceWindowStepFunctionsParameters
    Lambda: MaintenanceWindowLambdaParameters


class MaintenanceWindowTaskParameterValueExpression(TypedDict, total=False):
    Values: list[str]


class MetadataValue(TypedDict, total=False):
    Value: str


class _ModifyDocumentPermissionRequestRequired(TypedDict):
    Name: str
    PermissionType: str


class ModifyDocumentPermissionRequest(_ModifyDocumentPermissionRequestRequired, total=False):
    AccountIdsToAdd: list[str]
    AccountIdsToRemove: list[str]
    SharedDocumentVersion: str


class ModifyDocumentPermissionResponse(TypedDict, total=False):
    pass


class Node(TypedDict, total=False):
    CaptureTime: datetime
    Id: str
    Owner: NodeOwnerInfo
    Region: str
    NodeType: NodeType


class _NodeAggregatorRequired(TypedDict):
    AggregatorType: str
    TypeName: str
    AttributeName: str


class NodeAggregator(_NodeAggregatorRequired, total=False):
    Aggregators: list[NodeAggregator]


class _NodeFilterRequired(TypedDict):
    Key: str
    Values: list[str]


class NodeFilter(_NodeFilterRequired, total=False):
    Type: str


class NodeOwnerInfo(TypedDict, total=False):
    AccountId: str
    OrganizationalUnitId: str
    OrganizationalUnitPath: str


class NodeType(TypedDict, total=False):
    Instance: InstanceInfo


class NonCompliantSummary(TypedDict, total=False):
    NonCompliantCount: int
    SeveritySummary: SeveritySummary


class NotificationConfig(TypedDict, total=False):
    NotificationArn: str
    NotificationEvents: list[str]
    NotificationType: str


class OpsAggregator(TypedDict, total=False):
    AggregatorType: str
    TypeName: str
    AttributeName: str
    Values: dict[str, str]
    Filters: list[OpsFilter]
    Aggregators: list[OpsAggregator]


class OpsEntity(TypedDict, total=False):
    Id: str
    Data: dict[str, OpsEntityItem]


class OpsEntityItem(TypedDict, total=False):
    CaptureTime: str
    Content: list[dict[str, str]]


class _OpsFilterRequired(TypedDict):
    Key: str
    Values: list[str]


class OpsFilter(_OpsFilterRequired, total=False):
    Type: str


class OpsItem(TypedDict, total=False):
    CreatedBy: str
    OpsItemType: str
    CreatedTime: datetime
    Description: str
    LastModifiedBy: str
    LastModifiedTime: datetime
    Notifications: list[OpsItemNotification]
    Priority: int
    RelatedOpsItems: list[RelatedOpsItem]
    Status: str
    OpsItemId: str
    Version: str
    Title: str
    Source: str
    OperationalData: dict[str, OpsItemDataValue]
    Category: str
    Severity: str
    ActualStartTime: datetime
    ActualEndTime: datetime
    PlannedStartTime: datetime
    PlannedEndTime: datetime
    OpsItemArn: str


class OpsItemDataValue(TypedDict, total=False):
    Value: str
    Type: str


class OpsItemEventFilter(TypedDict):
    Key: str
    Values: list[str]
    Operator: str


class OpsItemEventSummary(TypedDict, total=False):
    OpsItemId: str
    EventId: str
    Source: str
    DetailType: str
    Detail: str
    CreatedBy: OpsItemIdentity
    CreatedTime: datetime


class OpsItemFilter(TypedDict):
    Key: str
    Values: list[str]
    Operator: str


class OpsItemIdentity(TypedDict, total=False):
    Arn: str


class OpsItemNotification(TypedDict, total=False):
    Arn: str


class OpsItemRelatedItemSummary(TypedDict, total=False):
    OpsItemId: str
    AssociationId: str
    ResourceType: str
    AssociationType: str
    ResourceUri: str
    CreatedBy: OpsItemIdentity
    CreatedTime: datetime
    LastModifiedBy: OpsItemIdentity
    LastModifiedTime: datetime


class OpsItemRelatedItemsFilter(TypedDict):
    Key: str
    Values: list[str]
    Operator: str


class OpsItemSummary(TypedDict, total=False):
    CreatedBy: str
    CreatedTime: datetime
    LastModifiedBy: str
    LastModifiedTime: datetime
    Priority: int
    Source: str
    Status: str
    OpsItemId: str
    Title: str
    OperationalData: dict[str, OpsItemDataValue]
    Category: str
    Severity: str
    OpsItemType: str
    ActualStartTime: datetime
    ActualEndTime: datetime
    PlannedStartTime: datetime
    PlannedEndTime: datetime


class OpsMetadata(TypedDict, total=False):
    ResourceId: str
    OpsMetadataArn: str
    LastModifiedDate: datetime
    LastModifiedUser: str
    CreationDate: datetime


class OpsMetadataFilter(TypedDict):
    Key: str
    Values: list[str]


class OpsResultAttribute(TypedDict):
    TypeName: str


class OutputSource(TypedDict, total=False):
    OutputSourceId: str
    OutputSourceType: str


class Parameter(TypedDict, total=False):
    Name: str
    Type: str
    Value: str
    Version: int
    Selector: str
    SourceResult: str
    LastModifiedDate: datetime
    ARN: str
    DataType: str


class ParameterHistory(TypedDict, total=False):
    Name: str
    Type: str
    KeyId: str
    LastModifiedDate: datetime
    LastModifiedUser: str
    Description: str
    Value: str
    AllowedPattern: str
    Version: int
    Labels: list[str]
    Tier: str
    Policies: list[ParameterInlinePolicy]
    DataType: str


class ParameterInlinePolicy(TypedDict, total=False):
    PolicyText: str
    PolicyType: str
    PolicyStatus: str


class ParameterMetadata(TypedDict, total=False):
    Name: str
    ARN: str
    Type: str
    KeyId: str
    LastModifiedDate: datetime
    LastModifiedUser: str
    Description: str
    AllowedPattern: str
    Version: int
    Tier: str
    Policies: list[ParameterInlinePolicy]
    DataType: str


class _ParameterStringFilterRequired(TypedDict):
    Key: str


class ParameterStringFilter(_ParameterStringFilterRequired, total=False):
    Option: str
    Values: list[str]


class ParametersFilter(TypedDict):
    Key: str
    Values: list[str]


class ParentStepDetails(TypedDict, total=False):
    StepExecutionId: str
    StepName: str
    Action: str
    Iteration: int
    IteratorValue: str


class Patch(TypedDict, total=False):
    Id: str
    ReleaseDate: datetime
    Title: str
    Description: str
    ContentUrl: str
    Vendor: str
    ProductFamily: str
    Product: str
    Classification: str
    MsrcSeverity: str
    KbNumber: str
    MsrcNumber: str
    Language: str
    AdvisoryIds: list[str]
    BugzillaIds: list[str]
    CVEIds: list[str]
    Name: str
    Epoch: int
    Version: str
    Release: str
    Arch: str
    Severity: str
    Repository: str


class PatchBaselineIdentity(TypedDict, total=False):
    BaselineId: str
    BaselineName: str
    OperatingSystem: str
    BaselineDescription: str
    DefaultBaseline: bool


class _PatchComplianceDataRequired(TypedDict):
    Title: str
    KBId: str
    Classification: str
    Severity: str
    State: str
    InstalledTime: datetime


class PatchComplianceData(_PatchComplianceDataRequired, total=False):
    CVEIds: str


class PatchFilter(TypedDict):
    Key: str
    Values: list[str]


class PatchFilterGroup(TypedDict):
    PatchFilters: list[PatchFilter]


class PatchGroupPatchBaselineMapping(TypedDict, total=False):
    PatchGroup: str
    BaselineIdentity: PatchBaselineIdentity


class PatchOrchestratorFilter(TypedDict, total=False):
    Key: str
    Values: list[str]


class _PatchRuleRequired(TypedDict):
    PatchFilterGroup: PatchFilterGroup


class PatchRule(_PatchRuleRequired, total=False):
    ComplianceLevel: str
    ApproveAfterDays: int
    ApproveUntilDate: str
    EnableNonSecurity: bool


class PatchRuleGroup(TypedDict):
    PatchRules: list[PatchRule]


class PatchSource(TypedDict):
    Name: str
    Products: list[str]
    Configuration: str


class PatchStatus(TypedDict, total=False):
    DeploymentStatus: str
    ComplianceLevel: str
    ApprovalDate: datetime


class ProgressCounters(TypedDict, total=False):
    TotalSteps: int
    SuccessSteps: int
    FailedSteps: int
    CancelledSteps: int
    TimedOutSteps: int


class _PutComplianceItemsRequestRequired(TypedDict):
    ResourceId: str
    ResourceType: str
    ComplianceType: str
    ExecutionSummary: ComplianceExecutionSummary
    Items: list[ComplianceItemEntry]


class PutComplianceItemsRequest(_PutComplianceItemsRequestRequired, total=False):
    ItemContentHash: str
    UploadType: str


class PutComplianceItemsResponse(TypedDict, total=False):
    pass


class PutInventoryRequest(TypedDict):
    InstanceId: str
    Items: list[InventoryItem]


class PutInventoryResponse(TypedDict, total=False):
    Message: str


class _PutParameterRequestRequired(TypedDict):
    Name: str
    Value: str


class PutParameterRequest(_PutParameterRequestRequired, total=False):
    Description: str
    Type: str
    KeyId: str
    Overwrite: bool
    AllowedPattern: str
    Tags: list[Tag]
    Tier: str
    Policies: str
    DataType: str


class PutParameterResponse(TypedDict, total=False):
    Version: int
    Tier: str


class _PutResourcePolicyRequestRequired(TypedDict):
    ResourceArn: str
    Policy: str


class PutResourcePolicyRequest(_PutResourcePolicyRequestRequired, total=False):
    PolicyId: str
    PolicyHash: str


class PutResourcePolicyResponse(TypedDict, total=False):
    PolicyId: str
    PolicyHash: str


class _RegisterDefaultHostManagementConfigurationRequestRequired(TypedDict):
    PermissionModel: str


class RegisterDefaultHostManagementConfigurationRequest(
    _RegisterDefaultHostManagementConfigurationRequestRequired, total=False
):
    RoleArn: str
    Overwrite: bool


class RegisterDefaultHostManagementConfigurationResponse(TypedDict, total=False):
    RoleArn: str


class RegisterDefaultPatchBaselineRequest(TypedDict):
    BaselineId: str


class RegisterDefaultPatchBaselineResponse(TypedDict, total=False):
    BaselineId: str


class RegisterPatchBaselineForPatchGroupRequest(TypedDict):
    BaselineId: str
    PatchGroup: str


class RegisterPatchBaselineForPatchGroupResponse(TypedDict, total=False):
    BaselineId: str
    PatchGroup: str


class _RegisterTargetWithMaintenanceWindowRequestRequired(TypedDict):
    WindowId: str
    ResourceType: str
    Targets: list[Target]


class RegisterTargetWithMaintenanceWindowRequest(
    _RegisterTargetWithMaintenanceWindowRequestRequired, total=False
):
    OwnerInformation: str
    Name: str
    Description: str
    ClientToken: str


class RegisterTargetWithMaintenanceWindowResponse(TypedDict, total=False):
    WindowTargetId: str


class _RegisterTaskWithMaintenanceWindowRequestRequired(TypedDict):
    WindowId: str
    TaskArn: str
    TaskType: str


class RegisterTaskWithMaintenanceWindowRequest(
    _RegisterTaskWithMaintenanceWindowRequestRequired, total=False
):
    Targets: list[Target]
    ServiceRoleArn: str
    TaskParameters: dict[str, MaintenanceWindowTaskParameterValueExpression]
    TaskInvocationParameters: MaintenanceWindowTaskInvocationParameters
    Priority: int
    MaxConcurrency: str
    MaxErrors: str
    LoggingInfo: LoggingInfo
    Name: str
    Description: str
    ClientToken: str
    CutoffBehavior: str
    AlarmConfiguration: AlarmConfiguration


class RegisterTaskWithMaintenanceWindowResponse(TypedDict, total=False):
    WindowTaskId: str


class RegistrationMetadataItem(TypedDict):
    Key: str
    Value: str


class RelatedOpsItem(TypedDict):
    OpsItemId: str


class RemoveTagsFromResourceRequest(TypedDict):
    ResourceType: str
    ResourceId: str
    TagKeys: list[str]


class RemoveTagsFromResourceResponse(TypedDict, total=False):
    pass


class ResetServiceSettingRequest(TypedDict):
    SettingId: str


class ResetServiceSettingResponse(TypedDict, total=False):
    ServiceSetting: ServiceSetting


class ResolvedTargets(TypedDict, total=False):
    ParameterValues: list[str]
    Truncated: bool


class ResourceComplianceSummaryItem(TypedDict, total=False):
    ComplianceType: str
    ResourceType: str
    ResourceId: str
    Status: str
    OverallSeverity: str
    ExecutionSummary: ComplianceExecutionSummary
    CompliantSummary: CompliantSummary
    NonCompliantSummary: NonCompliantSummary


class _ResourceDataSyncAwsOrganizationsSourceRequired(TypedDict):
    OrganizationSourceType: str


class ResourceDataSyncAwsOrganizationsSource(_ResourceDataSyncAwsOrganizationsSourceRequired, total=False):
    OrganizationalUnits: list[ResourceDataSyncOrganizationalUnit]


class ResourceDataSyncDestinationDataSharing(TypedDict, total=False):
    DestinationDataSharingType: str


class ResourceDataSyncItem(TypedDict, total=False):
    SyncName: str
    SyncType: str
    SyncSource: ResourceDataSyncSourceWithState
    S3Destination: ResourceDataSyncS3Destination
    LastSyncTime: datetime
    LastSuccessfulSyncTime: datetime
    SyncLastModifiedTime: datetime
    LastStatus: str
    SyncCreatedTime: datetime
    LastSyncStatusMessage: str


class ResourceDataSyncOrganizationalUnit(TypedDict, total=False):
    OrganizationalUnitId: str


class _ResourceDataSyncS3DestinationRequired(TypedDict):
    BucketName: str
    SyncFormat: str
    Region: str


class ResourceDataSyncS3Destination(_ResourceDataSyncS3DestinationRequired, total=False):
    Prefix: str
    AWSKMSKeyARN: str
    DestinationDataSharing: ResourceDataSyncDestinationDataSharing


class _ResourceDataSyncSourceRequired(TypedDict):
    SourceType: str
    SourceRegions: list[str]


class ResourceDataSyncSource(_ResourceDataSyncSourceRequired, total=False):
    AwsOrganizationsSource: ResourceDataSyncAwsOrganizationsSource
    IncludeFutureRegions: bool
    EnableAllOpsDataSources: bool


class ResourceDataSyncSourceWithState(TypedDict, total=False):
    SourceType: str
    AwsOrganizationsSource: ResourceDataSyncAwsOrganizationsSource
    SourceRegions: list[str]
    IncludeFutureRegions: bool
    State: str
    EnableAllOpsDataSources: bool


class ResultAttribute(TypedDict):
    TypeName: str


class ResumeSessionRequest(TypedDict):
    SessionId: str


class ResumeSessionResponse(TypedDict, total=False):
    SessionId: str
    TokenValue: str
    StreamUrl: str


class ReviewInformation(TypedDict, total=False):
    ReviewedTime: datetime
    Status: str
    Reviewer: str


class _RunbookRequired(TypedDict):
    DocumentName: str


class Runbook(_RunbookRequired, total=False):
    DocumentVersion: str
    Parameters: dict[str, list[str]]
    TargetParameterName: str
    Targets: list[Target]
    TargetMaps: list[dict[str, list[str]]]
    MaxConcurrency: str
    MaxErrors: str
    TargetLocations: list[TargetLocation]


class S3OutputLocation(TypedDict, total=False):
    OutputS3Region: str
    OutputS3BucketName: str
    OutputS3KeyPrefix: str


class S3OutputUrl(TypedDict, total=False):
    OutputUrl: str


class ScheduledWindowExecution(TypedDict, total=False):
    WindowId: str
    Name: str
    ExecutionTime: str


class _SendAutomationSignalRequestRequired(TypedDict):
    AutomationExecutionId: str
    SignalType: str


class SendAutomationSignalRequest(_SendAutomationSignalRequestRequired, total=False):
    Payload: dict[str, list[str]]


class SendAutomationSignalResponse(TypedDict, total=False):
    pass


class _SendCommandRequestRequired(TypedDict):
    DocumentName: str


class SendCommandRequest(_SendCommandRequestRequired, total=False):
    InstanceIds: list[str]
    Targets: list[Target]
    DocumentVersion: str
    DocumentHash: str
    DocumentHashType: str
    TimeoutSeconds: int
    Comment: str
    Parameters: dict[str, list[str]]
    OutputS3Region: str
    OutputS3BucketName: str
    OutputS3KeyPrefix: str
    MaxConcurrency: str
    MaxErrors: str
    ServiceRoleArn: str
    NotificationConfig: NotificationConfig
    CloudWatchOutputConfig: CloudWatchOutputConfig
    AlarmConfiguration: AlarmConfiguration


class SendCommandResponse(TypedDict, total=False):
    Command: Command


class ServiceSetting(TypedDict, total=False):
    SettingId: str
    SettingValue: str
    LastModifiedDate: datetime
    LastModifiedUser: str
    ARN: str
    Status: str


class Session(TypedDict, total=False):
    SessionId: str
    Target: str
    Status: str
    StartDate: datetime
    EndDate: datetime
    DocumentName: str
    Owner: str
    Reason: str
    Details: str
    OutputUrl: SessionManagerOutputUrl
    MaxSessionDuration: str
    AccessType: str


class SessionFilter(TypedDict):
    key: str
    value: str


class SessionManagerOutputUrl(TypedDict, total=False):
    S3OutputUrl: str
    CloudWatchOutputUrl: str


class SeveritySummary(TypedDict, total=False):
    CriticalCount: int
    HighCount: int
    MediumCount: int
    LowCount: int
    InformationalCount: int
    UnspecifiedCount: int


class _StartAccessRequestRequestRequired(TypedDict):
    Reason: str
    Targets: list[Target]


class StartAccessRequestRequest(_StartAccessRequestRequestRequired, total=False):
    Tags: list[Tag]


class StartAccessRequestResponse(TypedDict, total=False):
    AccessRequestId: str


class StartAssociationsOnceRequest(TypedDict):
    AssociationIds: list[str]


class StartAssociationsOnceResponse(TypedDict, total=False):
    pass


class _StartAutomationExecutionRequestRequired(TypedDict):
    DocumentName: str


class StartAutomationExecutionRequest(_StartAutomationExecutionRequestRequired, total=False):
    DocumentVersion: str
    Parameters: dict[str, list[str]]
    ClientToken: str
    Mode: str
    TargetParameterName: str
    Targets: list[Target]
    TargetMaps: list[dict[str, list[str]]]
    MaxConcurrency: str
    MaxErrors: str
    TargetLocations: list[TargetLocation]
    Tags: list[Tag]
    AlarmConfiguration: AlarmConfiguration
    TargetLocationsURL: str


class StartAutomationExecutionResponse(TypedDict, total=False):
    AutomationExecutionId: str


class _StartChangeRequestExecutionRequestRequired(TypedDict):
    DocumentName: str
    Runbooks: list[Runbook]


class StartChangeRequestExecutionRequest(_StartChangeRequestExecutionRequestRequired, total=False):
    ScheduledTime: datetime
    DocumentVersion: str
    Parameters: dict[str, list[str]]
    ChangeRequestName: str
    ClientToken: str
    AutoApprove: bool
    Tags: list[Tag]
    ScheduledEndTime: datetime
    ChangeDetails: str


class StartChangeRequestExecutionResponse(TypedDict, total=False):
    AutomationExecutionId: str


class _StartExecutionPreviewRequestRequired(TypedDict):
    DocumentName: str


class StartExecutionPreviewRequest(_StartExecutionPreviewRequestRequired, total=False):
    DocumentVersion: str
    ExecutionInputs: ExecutionInputs


class StartExecutionPreviewResponse(TypedDict, total=False):
    ExecutionPreviewId: str


class _StartSessionRequestRequired(TypedDict):
    Target: str


class StartSessionRequest(_StartSessionRequestRequired, total=False):
    DocumentName: str
    Reason: str
    Parameters: dict[str, list[str]]


class StartSessionResponse(TypedDict, total=False):
    SessionId: str
    TokenValue: str
    StreamUrl: str


class StepExecution(TypedDict, total=False):
    StepName: str
    Action: str
    TimeoutSeconds: int
    OnFailure: str
    MaxAttempts: int
    ExecutionStartTime: datetime
    ExecutionEndTime: datetime
    StepStatus: str
    ResponseCode: str
    Inputs: dict[str, str]
    Outputs: dict[str, list[str]]
    Response: str
    FailureMessage: str
    WarningMessage: str
    FailureDetails: FailureDetails
    StepExecutionId: str
    OverriddenParameters: dict[str, list[str]]
    IsEnd: bool
    NextStep: str
    IsCritical: bool
    ValidNextSteps: list[str]
    Targets: list[Target]
    TargetLocation: TargetLocation
    TriggeredAlarms: list[AlarmStateInformation]
    ParentStepDetails: ParentStepDetails


class StepExecutionFilter(TypedDict):
    Key: str
    Values: list[str]


class _StopAutomationExecutionRequestRequired(TypedDict):
    AutomationExecutionId: str


class StopAutomationExecutionRequest(_StopAutomationExecutionRequestRequired, total=False):
    Type: str


class StopAutomationExecutionResponse(TypedDict, total=False):
    pass


class Tag(TypedDict):
    Key: str
    Value: str


class Target(TypedDict, total=False):
    Key: str
    Values: list[str]


class TargetLocation(TypedDict, total=False):
    Accounts: list[str]
    Regions: list[str]
    TargetLocationMaxConcurrency: str
    TargetLocationMaxErrors: str
    ExecutionRoleName: str
    TargetLocationAlarmConfiguration: AlarmConfiguration
    IncludeChildOrganizationUnits: bool
    ExcludeAccounts: list[str]
    Targets: list[Target]
    TargetsMaxConcurrency: str
    TargetsMaxErrors: str


class TargetPreview(TypedDict, total=False):
    Count: int
    TargetType: str


class TargetsSummary(TypedDict, total=False):
    TotalCount: int
    StartedCount: int
    CompletedCount: int
    SuccessfulCount: int
    FailedCount: int


class TerminateSessionRequest(TypedDict):
    SessionId: str


class TerminateSessionResponse(TypedDict, total=False):
    SessionId: str


class UnlabelParameterVersionRequest(TypedDict):
    Name: str
    ParameterVersion: int
    Labels: list[str]


class UnlabelParameterVersionResponse(TypedDict, total=False):
    RemovedLabels: list[str]
    InvalidLabels: list[str]


class _UpdateAssociationRequestRequired(TypedDict):
    AssociationId: str


class UpdateAssociationRequest(_UpdateAssociationRequestRequired, total=False):
    Parameters: dict[str, list[str]]
    DocumentVersion: str
    ScheduleExpression: str
    OutputLocation: InstanceAssociationOutputLocation
    Name: str
    Targets: list[Target]
    AssociationName: str
    AssociationVersion: str
    AutomationTargetParameterName: str
    MaxErrors: str
    MaxConcurrency: str
    ComplianceSeverity: str
    SyncCompliance: str
    ApplyOnlyAtCronInterval: bool
    CalendarNames: list[str]
    TargetLocations: list[TargetLocation]
    ScheduleOffset: int
    Duration: int
    TargetMaps: list[dict[str, list[str]]]
    AlarmConfiguration: AlarmConfiguration
    AssociationDispatchAssumeRole: str


class UpdateAssociationResponse(TypedDict, total=False):
    AssociationDescription: AssociationDescription


class UpdateAssociationStatusRequest(TypedDict):
    Name: str
    InstanceId: str
    AssociationStatus: AssociationStatus


class UpdateAssociationStatusResponse(TypedDict, total=False):
    AssociationDescription: AssociationDescription


class _UpdateCloudConnectorRequestRequired(TypedDict):
    CloudConnectorId: str


class UpdateCloudConnectorRequest(_UpdateCloudConnectorRequestRequired, total=False):
    DisplayName: str
    Configuration: CloudConnectorConfiguration
    Description: str


class UpdateCloudConnectorResponse(TypedDict, total=False):
    CloudConnectorId: str


class UpdateDocumentDefaultVersionRequest(TypedDict):
    Name: str
    DocumentVersion: str


class UpdateDocumentDefaultVersionResponse(TypedDict, total=False):
    Description: DocumentDefaultVersionDescription


class _UpdateDocumentMetadataRequestRequired(TypedDict):
    Name: str
    DocumentReviews: DocumentReviews


class UpdateDocumentMetadataRequest(_UpdateDocumentMetadataRequestRequired, total=False):
    DocumentVersion: str


class UpdateDocumentMetadataResponse(TypedDict, total=False):
    pass


class _UpdateDocumentRequestRequired(TypedDict):
    Content: str
    Name: str


class UpdateDocumentRequest(_UpdateDocumentRequestRequired, total=False):
    Attachments: list[AttachmentsSource]
    DisplayName: str
    VersionName: str
    DocumentVersion: str
    DocumentFormat: str
    TargetType: str
    CloudProviders: list[str]


class UpdateDocumentResponse(TypedDict, total=False):
    DocumentDescription: DocumentDescription


class _UpdateMaintenanceWindowRequestRequired(TypedDict):
    WindowId: str


class UpdateMaintenanceWindowRequest(_UpdateMaintenanceWindowRequestRequired, total=False):
    Name: str
    Description: str
    StartDate: str
    EndDate: str
    Schedule: str
    ScheduleTimezone: str
    ScheduleOffset: int
    Duration: int
    Cutoff: int
    AllowUnassociatedTargets: bool
    Enabled: bool
    Replace: bool


class UpdateMaintenanceWindowResponse(TypedDict, total=False):
    WindowId: str
    Name: str
    Description: str
    StartDate: str
    EndDate: str
    Schedule: str
    ScheduleTimezone: str
    ScheduleOffset: int
    Duration: int
    Cutoff: int
    AllowUnassociatedTargets: bool
    Enabled: bool


class _UpdateMaintenanceWindowTargetRequestRequired(TypedDict):
    WindowId: str
    WindowTargetId: str


class UpdateMaintenanceWindowTargetRequest(_UpdateMaintenanceWindowTargetRequestRequired, total=False):
    Targets: list[Target]
    OwnerInformation: str
    Name: str
    Description: str
    Replace: bool


class UpdateMaintenanceWindowTargetResponse(TypedDict, total=False):
    WindowId: str
    WindowTargetId: str
    Targets: list[Target]
    OwnerInformation: str
    Name: str
    Description: str


class _UpdateMaintenanceWindowTaskRequestRequired(TypedDict):
    WindowId: str
    WindowTaskId: str


class UpdateMaintenanceWindowTaskRequest(_UpdateMaintenanceWindowTaskRequestRequired, total=False):
    Targets: list[Target]
    TaskArn: str
    ServiceRoleArn: str
    TaskParameters: dict[str, MaintenanceWindowTaskParameterValueExpression]
    TaskInvocationParameters: MaintenanceWindowTaskInvocationParameters
    Priority: int
    MaxConcurrency: str
    MaxErrors: str
    LoggingInfo: LoggingInfo
    Name: str
    Description: str
    Replace: bool
    CutoffBehavior: str
    AlarmConfiguration: AlarmConfiguration


class UpdateMaintenanceWindowTaskResponse(TypedDict, total=False):
    WindowId: str
    WindowTaskId: str
    Targets: list[Target]
    TaskArn: str
    ServiceRoleArn: str
    TaskParameters: dict[str, MaintenanceWindowTaskParameterValueExpression]
    TaskInvocationParameters: MaintenanceWindowTaskInvocationParameters
    Priority: int
    MaxConcurrency: str
    MaxErrors: str
    LoggingInfo: LoggingInfo
    Name: str
    Description: str
    CutoffBehavior: str
    AlarmConfiguration: AlarmConfiguration


class UpdateManagedInstanceRoleRequest(TypedDict):
    InstanceId: str
    IamRole: str


class UpdateManagedInstanceRoleResponse(TypedDict, total=False):
    pass


class _UpdateOpsItemRequestRequired(TypedDict):
    OpsItemId: str


class UpdateOpsItemRequest(_UpdateOpsItemRequestRequired, total=False):
    Description: str
    OperationalData: dict[str, OpsItemDataValue]
    OperationalDataToDelete: list[str]
    Notifications: list[OpsItemNotification]
    Priority: int
    RelatedOpsItems: list[RelatedOpsItem]
    Status: str
    Title: str
    Category: str
    Severity: str
    ActualStartTime: datetime
    ActualEndTime: datetime
    PlannedStartTime: datetime
    PlannedEndTime: datetime
    OpsItemArn: str


class UpdateOpsItemResponse(TypedDict, total=False):
    pass


class _UpdateOpsMetadataRequestRequired(TypedDict):
    OpsMetadataArn: str


class UpdateOpsMetadataRequest(_UpdateOpsMetadataRequestRequired, total=False):
    MetadataToUpdate: dict[str, MetadataValue]
    KeysToDelete: list[str]


class UpdateOpsMetadataResponse(TypedDict, total=False):
    OpsMetadataArn: str


class _UpdatePatchBaselineRequestRequired(TypedDict):
    BaselineId: str


class UpdatePatchBaselineRequest(_UpdatePatchBaselineRequestRequired, total=False):
    Name: str
    GlobalFilters: PatchFilterGroup
    ApprovalRules: PatchRuleGroup
    ApprovedPatches: list[str]
    ApprovedPatchesComplianceLevel: str
    ApprovedPatchesEnableNonSecurity: bool
    RejectedPatches: list[str]
    RejectedPatchesAction: str
    Description: str
    Sources: list[PatchSource]
    AvailableSecurityUpdatesComplianceStatus: str
    Replace: bool


class UpdatePatchBaselineResponse(TypedDict, total=False):
    BaselineId: str
    Name: str
    OperatingSystem: str
    GlobalFilters: PatchFilterGroup
    ApprovalRules: PatchRuleGroup
    ApprovedPatches: list[str]
    ApprovedPatchesComplianceLevel: str
    ApprovedPatchesEnableNonSecurity: bool
    RejectedPatches: list[str]
    RejectedPatchesAction: str
    CreatedDate: datetime
    ModifiedDate: datetime
    Description: str
    Sources: list[PatchSource]
    AvailableSecurityUpdatesComplianceStatus: str


class UpdateResourceDataSyncRequest(TypedDict):
    SyncName: str
    SyncType: str
    SyncSource: ResourceDataSyncSource


class UpdateResourceDataSyncResponse(TypedDict, total=False):
    pass


class UpdateServiceSettingRequest(TypedDict):
    SettingId: str
    SettingValue: str


class UpdateServiceSettingResponse(TypedDict, total=False):
    pass


class _ValidateCloudConnectorRequestRequired(TypedDict):
    CloudConnectorId: str


class ValidateCloudConnectorRequest(_ValidateCloudConnectorRequestRequired, total=False):
    MaxResults: int
    NextToken: str


class ValidateCloudConnectorResponse(TypedDict, total=False):
    ValidationFindings: list[ValidationFinding]
    NextToken: str


class ValidationFinding(TypedDict, total=False):
    Type: str
    Code: str
    Message: str
    ProviderMessage: str
    Scope: ValidationFindingScope


class ValidationFindingScope(TypedDict, total=False):
    Type: str
    Id: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddTagsToResource",
    "AssociateOpsItemRelatedItem",
    "CancelCommand",
    "CancelMaintenanceWindowExecution",
    "CreateActivation",
    "CreateAssociation",
    "CreateAssociationBatch",
    "CreateCloudConnector",
    "CreateDocument",
    "CreateMaintenanceWindow",
    "CreateOpsItem",
    "CreateOpsMetadata",
    "CreatePatchBaseline",
    "CreateResourceDataSync",
    "DeleteActivation",
    "DeleteAssociation",
    "DeleteCloudConnector",
    "DeleteDocument",
    "DeleteInventory",
    "DeleteMaintenanceWindow",
    "DeleteOpsItem",
    "DeleteOpsMetadata",
    "DeleteParameter",
    "DeleteParameters",
    "DeletePatchBaseline",
    "DeleteResourceDataSync",
    "DeleteResourcePolicy",
    "DeregisterDefaultHostManagementConfiguration",
    "DeregisterManagedInstance",
    "DeregisterPatchBaselineForPatchGroup",
    "DeregisterTargetFromMaintenanceWindow",
    "DeregisterTaskFromMaintenanceWindow",
    "DescribeActivations",
    "DescribeAssociation",
    "DescribeAssociationExecutionTargets",
    "DescribeAssociationExecutions",
    "DescribeAutomationExecutions",
    "DescribeAutomationStepExecutions",
    "DescribeAvailablePatches",
    "DescribeDocument",
    "DescribeDocumentPermission",
    "DescribeEffectiveInstanceAssociations",
    "DescribeEffectivePatchesForPatchBaseline",
    "DescribeInstanceAssociationsStatus",
    "DescribeInstanceInformation",
    "DescribeInstancePatchStates",
    "DescribeInstancePatchStatesForPatchGroup",
    "DescribeInstancePatches",
    "DescribeInstanceProperties",
    "DescribeInventoryDeletions",
    "DescribeMaintenanceWindowExecutionTaskInvocations",
    "DescribeMaintenanceWindowExecutionTasks",
    "DescribeMaintenanceWindowExecutions",
    "DescribeMaintenanceWindowSchedule",
    "DescribeMaintenanceWindowTargets",
    "DescribeMaintenanceWindowTasks",
    "DescribeMaintenanceWindows",
    "DescribeMaintenanceWindowsForTarget",
    "DescribeOpsItems",
    "DescribeParameters",
    "DescribePatchBaselines",
    "DescribePatchGroupState",
    "DescribePatchGroups",
    "DescribePatchProperties",
    "DescribeSessions",
    "DisassociateOpsItemRelatedItem",
    "GetAccessToken",
    "GetAutomationExecution",
    "GetCalendarState",
    "GetCloudConnector",
    "GetCommandInvocation",
    "GetConnectionStatus",
    "GetDefaultPatchBaseline",
    "GetDeployablePatchSnapshotForInstance",
    "GetDocument",
    "GetExecutionPreview",
    "GetInventory",
    "GetInventorySchema",
    "GetMaintenanceWindow",
    "GetMaintenanceWindowExecution",
    "GetMaintenanceWindowExecutionTask",
    "GetMaintenanceWindowExecutionTaskInvocation",
    "GetMaintenanceWindowTask",
    "GetOpsItem",
    "GetOpsMetadata",
    "GetOpsSummary",
    "GetParameter",
    "GetParameterHistory",
    "GetParameters",
    "GetParametersByPath",
    "GetPatchBaseline",
    "GetPatchBaselineForPatchGroup",
    "GetResourcePolicies",
    "GetServiceSetting",
    "LabelParameterVersion",
    "ListAssociationVersions",
    "ListAssociations",
    "ListCloudConnectors",
    "ListCommandInvocations",
    "ListCommands",
    "ListComplianceItems",
    "ListComplianceSummaries",
    "ListDocumentMetadataHistory",
    "ListDocumentVersions",
    "ListDocuments",
    "ListInventoryEntries",
    "ListNodes",
    "ListNodesSummary",
    "ListOpsItemEvents",
    "ListOpsItemRelatedItems",
    "ListOpsMetadata",
    "ListResourceComplianceSummaries",
    "ListResourceDataSync",
    "ListTagsForResource",
    "ModifyDocumentPermission",
    "PutComplianceItems",
    "PutInventory",
    "PutParameter",
    "PutResourcePolicy",
    "RegisterDefaultHostManagementConfiguration",
    "RegisterDefaultPatchBaseline",
    "RegisterPatchBaselineForPatchGroup",
    "RegisterTargetWithMaintenanceWindow",
    "RegisterTaskWithMaintenanceWindow",
    "RemoveTagsFromResource",
    "ResetServiceSetting",
    "ResumeSession",
    "SendAutomationSignal",
    "SendCommand",
    "StartAccessRequest",
    "StartAssociationsOnce",
    "StartAutomationExecution",
    "StartChangeRequestExecution",
    "StartExecutionPreview",
    "StartSession",
    "StopAutomationExecution",
    "TerminateSession",
    "UnlabelParameterVersion",
    "UpdateAssociation",
    "UpdateAssociationStatus",
    "UpdateCloudConnector",
    "UpdateDocument",
    "UpdateDocumentDefaultVersion",
    "UpdateDocumentMetadata",
    "UpdateMaintenanceWindow",
    "UpdateMaintenanceWindowTarget",
    "UpdateMaintenanceWindowTask",
    "UpdateManagedInstanceRole",
    "UpdateOpsItem",
    "UpdateOpsMetadata",
    "UpdatePatchBaseline",
    "UpdateResourceDataSync",
    "UpdateServiceSetting",
    "ValidateCloudConnector",
)
