"""Typed requests and responses of fis's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types fis`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class Action(TypedDict, total=False):
    id: str
    arn: str
    description: str
    parameters: dict[str, ActionParameter]
    targets: dict[str, ActionTarget]
    tags: dict[str, str]


class ActionParameter(TypedDict, total=False):
    description: str
    required: bool


class ActionSummary(TypedDict, total=False):
    id: str
    arn: str
    description: str
    targets: dict[str, ActionTarget]
    tags: dict[str, str]


class ActionTarget(TypedDict, total=False):
    resourceType: str


class _CreateExperimentTemplateActionInputRequired(TypedDict):
    actionId: str


class CreateExperimentTemplateActionInput(_CreateExperimentTemplateActionInputRequired, total=False):
    description: str
    parameters: dict[str, str]
    targets: dict[str, str]
    startAfter: list[str]


class CreateExperimentTemplateExperimentOptionsInput(TypedDict, total=False):
    accountTargeting: str
    emptyTargetResolutionMode: str


class _CreateExperimentTemplateLogConfigurationInputRequired(TypedDict):
    logSchemaVersion: int


class CreateExperimentTemplateLogConfigurationInput(
    _CreateExperimentTemplateLogConfigurationInputRequired, total=False
):
    cloudWatchLogsConfiguration: ExperimentTemplateCloudWatchLogsLogConfigurationInput
    s3Configuration: ExperimentTemplateS3LogConfigurationInput


class CreateExperimentTemplateReportConfigurationInput(TypedDict, total=False):
    outputs: ExperimentTemplateReportConfigurationOutputsInput
    dataSources: ExperimentTemplateReportConfigurationDataSourcesInput
    preExperimentDuration: str
    postExperimentDuration: str


class _CreateExperimentTemplateRequestRequired(TypedDict):
    clientToken: str
    description: str
    stopConditions: list[CreateExperimentTemplateStopConditionInput]
    actions: dict[str, CreateExperimentTemplateActionInput]
    roleArn: str


class CreateExperimentTemplateRequest(_CreateExperimentTemplateRequestRequired, total=False):
    targets: dict[str, CreateExperimentTemplateTargetInput]
    tags: dict[str, str]
    logConfiguration: CreateExperimentTemplateLogConfigurationInput
    experimentOptions: CreateExperimentTemplateExperimentOptionsInput
    experimentReportConfiguration: CreateExperimentTemplateReportConfigurationInput


class CreateExperimentTemplateResponse(TypedDict, total=False):
    experimentTemplate: ExperimentTemplate


class _CreateExperimentTemplateStopConditionInputRequired(TypedDict):
    source: str


class CreateExperimentTemplateStopConditionInput(
    _CreateExperimentTemplateStopConditionInputRequired, total=False
):
    value: str


class _CreateExperimentTemplateTargetInputRequired(TypedDict):
    resourceType: str
    selectionMode: str


class CreateExperimentTemplateTargetInput(_CreateExperimentTemplateTargetInputRequired, total=False):
    resourceArns: list[str]
    resourceTags: dict[str, str]
    filters: list[ExperimentTemplateTargetInputFilter]
    parameters: dict[str, str]


class _CreateTargetAccountConfigurationRequestRequired(TypedDict):
    experimentTemplateId: str
    accountId: str
    roleArn: str


class CreateTargetAccountConfigurationRequest(_CreateTargetAccountConfigurationRequestRequired, total=False):
    clientToken: str
    description: str


class CreateTargetAccountConfigurationResponse(TypedDict, total=False):
    targetAccountConfiguration: TargetAccountConfiguration


class DeleteExperimentTemplateRequest(TypedDict):
    id: str


class DeleteExperimentTemplateResponse(TypedDict, total=False):
    experimentTemplate: ExperimentTemplate


class DeleteTargetAccountConfigurationRequest(TypedDict):
    experimentTemplateId: str
    accountId: str


class DeleteTargetAccountConfigurationResponse(TypedDict, total=False):
    targetAccountConfiguration: TargetAccountConfiguration


class Experiment(TypedDict, total=False):
    id: str
    arn: str
    experimentTemplateId: str
    roleArn: str
    state: ExperimentState
    targets: dict[str, ExperimentTarget]
    actions: dict[str, ExperimentAction]
    stopConditions: list[ExperimentStopCondition]
    creationTime: datetime
    startTime: datetime
    endTime: datetime
    tags: dict[str, str]
    logConfiguration: ExperimentLogConfiguration
    experimentOptions: ExperimentOptions
    targetAccountConfigurationsCount: int
    experimentReportConfiguration: ExperimentReportConfiguration
    experimentReport: ExperimentReport


class ExperimentAction(TypedDict, total=False):
    actionId: str
    description: str
    parameters: dict[str, str]
    targets: dict[str, str]
    startAfter: list[str]
    state: ExperimentActionState
    startTime: datetime
    endTime: datetime


class ExperimentActionState(TypedDict, total=False):
    status: str
    reason: str


class ExperimentCloudWatchLogsLogConfiguration(TypedDict, total=False):
    logGroupArn: str


class ExperimentError(TypedDict, total=False):
    accountId: str
    code: str
    location: str


class ExperimentLogConfiguration(TypedDict, total=False):
    cloudWatchLogsConfiguration: ExperimentCloudWatchLogsLogConfiguration
    s3Configuration: ExperimentS3LogConfiguration
    logSchemaVersion: int


class ExperimentOptions(TypedDict, total=False):
    accountTargeting: str
    emptyTargetResolutionMode: str
    actionsMode: str


class ExperimentReport(TypedDict, total=False):
    state: ExperimentReportState
    s3Reports: list[ExperimentReportS3Report]


class ExperimentReportConfiguration(TypedDict, total=False):
    outputs: ExperimentReportConfigurationOutputs
    dataSources: ExperimentReportConfigurationDataSources
    preExperimentDuration: str
    postExperimentDuration: str


class ExperimentReportConfigurationCloudWatchDashboard(TypedDict, total=False):
    dashboardIdentifier: str


class ExperimentReportConfigurationDataSources(TypedDict, total=False):
    cloudWatchDashboards: list[ExperimentReportConfigurationCloudWatchDashboard]


class ExperimentReportConfigurationOutputs(TypedDict, total=False):
    s3Configuration: ExperimentReportConfigurationOutputsS3Configuration


class ExperimentReportConfigurationOutputsS3Configuration(TypedDict, total=False):
    bucketName: str
    prefix: str


class ExperimentReportError(TypedDict, total=False):
    code: str


class ExperimentReportS3Report(TypedDict, total=False):
    arn: str
    reportType: str


class ExperimentReportState(TypedDict, total=False):
    status: str
    reason: str
    error: ExperimentReportError


class ExperimentS3LogConfiguration(TypedDict, total=False):
    bucketName: str
    prefix: str


class ExperimentState(TypedDict, total=False):
    status: str
    reason: str
    error: ExperimentError


class ExperimentStopCondition(TypedDict, total=False):
    source: str
    value: str


class ExperimentSummary(TypedDict, total=False):
    id: str
    arn: str
    experimentTemplateId: str
    state: ExperimentState
    creationTime: datetime
    tags: dict[str, str]
    experimentOptions: ExperimentOptions


class ExperimentTarget(TypedDict, total=False):
    resourceType: str
    resourceArns: list[str]
    resourceTags: dict[str, str]
    filters: list[ExperimentTargetFilter]
    selectionMode: str
    parameters: dict[str, str]


class ExperimentTargetAccountConfiguration(TypedDict, total=False):
    roleArn: str
    accountId: str
    description: str


class ExperimentTargetAccountConfigurationSummary(TypedDict, total=False):
    roleArn: str
    accountId: str
    description: str


class ExperimentTargetFilter(TypedDict, total=False):
    path: str
    values: list[str]


class ExperimentTemplate(TypedDict, total=False):
    id: str
    arn: str
    description: str
    targets: dict[str, ExperimentTemplateTarget]
    actions: dict[str, ExperimentTemplateAction]
    stopConditions: list[ExperimentTemplateStopCondition]
    creationTime: datetime
    lastUpdateTime: datetime
    roleArn: str
    tags: dict[str, str]
    logConfiguration: ExperimentTemplateLogConfiguration
    experimentOptions: ExperimentTemplateExperimentOptions
    targetAccountConfigurationsCount: int
    experimentReportConfiguration: ExperimentTemplateReportConfiguration


class ExperimentTemplateAction(TypedDict, total=False):
    actionId: str
    description: str
    parameters: dict[str, str]
    targets: dict[str, str]
    startAfter: list[str]


class ExperimentTemplateCloudWatchLogsLogConfiguration(TypedDict, total=False):
    logGroupArn: str


class ExperimentTemplateCloudWatchLogsLogConfigurationInput(TypedDict):
    logGroupArn: str


class ExperimentTemplateExperimentOptions(TypedDict, total=False):
    accountTargeting: str
    emptyTargetResolutionMode: str


class ExperimentTemplateLogConfiguration(TypedDict, total=False):
    cloudWatchLogsConfiguration: ExperimentTemplateCloudWatchLogsLogConfiguration
    s3Configuration: ExperimentTemplateS3LogConfiguration
    logSchemaVersion: int


class ExperimentTemplateReportConfiguration(TypedDict, total=False):
    outputs: ExperimentTemplateReportConfigurationOutputs
    dataSources: ExperimentTemplateReportConfigurationDataSources
    preExperimentDuration: str
    postExperimentDuration: str


class ExperimentTemplateReportConfigurationCloudWatchDashboard(TypedDict, total=False):
    dashboardIdentifier: str


class ExperimentTemplateReportConfigurationDataSources(TypedDict, total=False):
    cloudWatchDashboards: list[ExperimentTemplateReportConfigurationCloudWatchDashboard]


class ExperimentTemplateReportConfigurationDataSourcesInput(TypedDict, total=False):
    cloudWatchDashboards: list[ReportConfigurationCloudWatchDashboardInput]


class ExperimentTemplateReportConfigurationOutputs(TypedDict, total=False):
    s3Configuration: ReportConfigurationS3Output


class ExperimentTemplateReportConfigurationOutputsInput(TypedDict, total=False):
    s3Configuration: ReportConfigurationS3OutputInput


class ExperimentTemplateS3LogConfiguration(TypedDict, total=False):
    bucketName: str
    prefix: str


class _ExperimentTemplateS3LogConfigurationInputRequired(TypedDict):
    bucketName: str


class ExperimentTemplateS3LogConfigurationInput(
    _ExperimentTemplateS3LogConfigurationInputRequired, total=False
):
    prefix: str


class ExperimentTemplateStopCondition(TypedDict, total=False):
    source: str
    value: str


class ExperimentTemplateSummary(TypedDict, total=False):
    id: str
    arn: str
    description: str
    creationTime: datetime
    lastUpdateTime: datetime
    tags: dict[str, str]


class ExperimentTemplateTarget(TypedDict, total=False):
    resourceType: str
    resourceArns: list[str]
    resourceTags: dict[str, str]
    filters: list[ExperimentTemplateTargetFilter]
    selectionMode: str
    parameters: dict[str, str]


class ExperimentTemplateTargetFilter(TypedDict, total=False):
    path: str
    values: list[str]


class ExperimentTemplateTargetInputFilter(TypedDict):
    path: str
    values: list[str]


class GetActionRequest(TypedDict):
    id: str


class GetActionResponse(TypedDict, total=False):
    action: Action


class GetExperimentRequest(TypedDict):
    id: str


class GetExperimentResponse(TypedDict, total=False):
    experiment: Experiment


class GetExperimentTargetAccountConfigurationRequest(TypedDict):
    experimentId: str
    accountId: str


class GetExperimentTargetAccountConfigurationResponse(TypedDict, total=False):
    targetAccountConfiguration: ExperimentTargetAccountConfiguration


class GetExperimentTemplateRequest(TypedDict):
    id: str


class GetExperimentTemplateResponse(TypedDict, total=False):
    experimentTemplate: ExperimentTemplate


class GetSafetyLeverRequest(TypedDict):
    id: str


class GetSafetyLeverResponse(TypedDict, total=False):
    safetyLever: SafetyLever


class GetTargetAccountConfigurationRequest(TypedDict):
    experimentTemplateId: str
    accountId: str


class GetTargetAccountConfigurationResponse(TypedDict, total=False):
    targetAccountConfiguration: TargetAccountConfiguration


class GetTargetResourceTypeRequest(TypedDict):
    resourceType: str


class GetTargetResourceTypeResponse(TypedDict, total=False):
    targetResourceType: TargetResourceType


class ListActionsRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListActionsResponse(TypedDict, total=False):
    actions: list[ActionSummary]
    nextToken: str


class _ListExperimentResolvedTargetsRequestRequired(TypedDict):
    experimentId: str


class ListExperimentResolvedTargetsRequest(_ListExperimentResolvedTargetsRequestRequired, total=False):
    maxResults: int
    nextToken: str
    targetName: str


class ListExperimentResolvedTargetsResponse(TypedDict, total=False):
    resolvedTargets: list[ResolvedTarget]
    nextToken: str


class _ListExperimentTargetAccountConfigurationsRequestRequired(TypedDict):
    experimentId: str


class ListExperimentTargetAccountConfigurationsRequest(
    _ListExperimentTargetAccountConfigurationsRequestRequired, total=False
):
    nextToken: str


class ListExperimentTargetAccountConfigurationsResponse(TypedDict, total=False):
    targetAccountConfigurations: list[ExperimentTargetAccountConfigurationSummary]
    nextToken: str


class ListExperimentTemplatesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListExperimentTemplatesResponse(TypedDict, total=False):
    experimentTemplates: list[ExperimentTemplateSummary]
    nextToken: str


class ListExperimentsRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str
    experimentTemplateId: str


class ListExperimentsResponse(TypedDict, total=False):
    experiments: list[ExperimentSummary]
    nextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: dict[str, str]


class _ListTargetAccountConfigurationsRequestRequired(TypedDict):
    experimentTemplateId: str


class ListTargetAccountConfigurationsRequest(_ListTargetAccountConfigurationsRequestRequired, total=False):
    maxResults: int
    nextToken: str


class ListTargetAccountConfigurationsResponse(TypedDict, total=False):
    targetAccountConfigurations: list[TargetAccountConfigurationSummary]
    nextToken: str


class ListTargetResourceTypesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListTargetResourceTypesResponse(TypedDict, total=False):
    targetResourceTypes: list[TargetResourceTypeSummary]
    nextToken: str


class ReportConfigurationCloudWatchDashboardInput(TypedDict, total=False):
    dashboardIdentifier: str


class ReportConfigurationS3Output(TypedDict, total=False):
    bucketName: str
    prefix: str


class ReportConfigurationS3OutputInput(TypedDict, total=False):
    bucketName: str
    prefix: str


class ResolvedTarget(TypedDict, total=False):
    resourceType: str
    targetName: str
    targetInformation: dict[str, str]


class SafetyLever(TypedDict, total=False):
    id: str
    arn: str
    state: SafetyLeverState


class SafetyLeverState(TypedDict, total=False):
    status: str
    reason: str


class StartExperimentExperimentOptionsInput(TypedDict, total=False):
    actionsMode: str


class _StartExperimentRequestRequired(TypedDict):
    clientToken: str
    experimentTemplateId: str


class StartExperimentRequest(_StartExperimentRequestRequired, total=False):
    experimentOptions: StartExperimentExperimentOptionsInput
    tags: dict[str, str]


class StartExperimentResponse(TypedDict, total=False):
    experiment: Experiment


class StopExperimentRequest(TypedDict):
    id: str


class StopExperimentResponse(TypedDict, total=False):
    experiment: Experiment


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: dict[str, str]


class TagResourceResponse(TypedDict, total=False):
    pass


class TargetAccountConfiguration(TypedDict, total=False):
    roleArn: str
    accountId: str
    description: str


class TargetAccountConfigurationSummary(TypedDict, total=False):
    roleArn: str
    accountId: str
    description: str


class TargetResourceType(TypedDict, total=False):
    resourceType: str
    description: str
    parameters: dict[str, TargetResourceTypeParameter]


class TargetResourceTypeParameter(TypedDict, total=False):
    description: str
    required: bool


class TargetResourceTypeSummary(TypedDict, total=False):
    resourceType: str
    description: str


class _UntagResourceRequestRequired(TypedDict):
    resourceArn: str


class UntagResourceRequest(_UntagResourceRequestRequired, total=False):
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateExperimentTemplateActionInputItem(TypedDict, total=False):
    actionId: str
    description: str
    parameters: dict[str, str]
    targets: dict[str, str]
    startAfter: list[str]


class UpdateExperimentTemplateExperimentOptionsInput(TypedDict, total=False):
    emptyTargetResolutionMode: str


class UpdateExperimentTemplateLogConfigurationInput(TypedDict, total=False):
    cloudWatchLogsConfiguration: ExperimentTemplateCloudWatchLogsLogConfigurationInput
    s3Configuration: ExperimentTemplateS3LogConfigurationInput
    logSchemaVersion: int


class UpdateExperimentTemplateReportConfigurationInput(TypedDict, total=False):
    outputs: ExperimentTemplateReportConfigurationOutputsInput
    dataSources: ExperimentTemplateReportConfigurationDataSourcesInput
    preExperimentDuration: str
    postExperimentDuration: str


class _UpdateExperimentTemplateRequestRequired(TypedDict):
    id: str


class UpdateExperimentTemplateRequest(_UpdateExperimentTemplateRequestRequired, total=False):
    description: str
    stopConditions: list[UpdateExperimentTemplateStopConditionInput]
    targets: dict[str, UpdateExperimentTemplateTargetInput]
    actions: dict[str, UpdateExperimentTemplateActionInputItem]
    roleArn: str
    logConfiguration: UpdateExperimentTemplateLogConfigurationInput
    experimentOptions: UpdateExperimentTemplateExperimentOptionsInput
    experimentReportConfiguration: UpdateExperimentTemplateReportConfigurationInput


class UpdateExperimentTemplateResponse(TypedDict, total=False):
    experimentTemplate: ExperimentTemplate


class _UpdateExperimentTemplateStopConditionInputRequired(TypedDict):
    source: str


class UpdateExperimentTemplateStopConditionInput(
    _UpdateExperimentTemplateStopConditionInputRequired, total=False
):
    value: str


class _UpdateExperimentTemplateTargetInputRequired(TypedDict):
    resourceType: str
    selectionMode: str


class UpdateExperimentTemplateTargetInput(_UpdateExperimentTemplateTargetInputRequired, total=False):
    resourceArns: list[str]
    resourceTags: dict[str, str]
    filters: list[ExperimentTemplateTargetInputFilter]
    parameters: dict[str, str]


class UpdateSafetyLeverStateInput(TypedDict):
    status: str
    reason: str


class UpdateSafetyLeverStateRequest(TypedDict):
    id: str
    state: UpdateSafetyLeverStateInput


class UpdateSafetyLeverStateResponse(TypedDict, total=False):
    safetyLever: SafetyLever


class _UpdateTargetAccountConfigurationRequestRequired(TypedDict):
    experimentTemplateId: str
    accountId: str


class UpdateTargetAccountConfigurationRequest(_UpdateTargetAccountConfigurationRequestRequired, total=False):
    roleArn: str
    description: str


class UpdateTargetAccountConfigurationResponse(TypedDict, total=False):
    targetAccountConfiguration: TargetAccountConfiguration


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateExperimentTemplate",
    "CreateTargetAccountConfiguration",
    "DeleteExperimentTemplate",
    "DeleteTargetAccountConfiguration",
    "GetAction",
    "GetExperiment",
    "GetExperimentTargetAccountConfiguration",
    "GetExperimentTemplate",
    "GetSafetyLever",
    "GetTargetAccountConfiguration",
    "GetTargetResourceType",
    "ListActions",
    "ListExperimentResolvedTargets",
    "ListExperimentTargetAccountConfigurations",
    "ListExperimentTemplates",
    "ListExperiments",
    "ListTagsForResource",
    "ListTargetAccountConfigurations",
    "ListTargetResourceTypes",
    "StartExperiment",
    "StopExperiment",
    "TagResource",
    "UntagResource",
    "UpdateExperimentTemplate",
    "UpdateSafetyLeverState",
    "UpdateTargetAccountConfiguration",
)
