"""Typed requests and responses of stepfunctions's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types stepfunctions`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class ActivityFailedEventDetails(TypedDict, total=False):
    error: str
    cause: str


class ActivityListItem(TypedDict):
    activityArn: str
    name: str
    creationDate: datetime


class ActivityScheduleFailedEventDetails(TypedDict, total=False):
    error: str
    cause: str


class _ActivityScheduledEventDetailsRequired(TypedDict):
    resource: str


class ActivityScheduledEventDetails(_ActivityScheduledEventDetailsRequired, total=False):
    input: str
    inputDetails: HistoryEventExecutionDataDetails
    timeoutInSeconds: int
    heartbeatInSeconds: int


class ActivityStartedEventDetails(TypedDict, total=False):
    workerName: str


class ActivitySucceededEventDetails(TypedDict, total=False):
    output: str
    outputDetails: HistoryEventExecutionDataDetails


class ActivityTimedOutEventDetails(TypedDict, total=False):
    error: str
    cause: str


class AssignedVariablesDetails(TypedDict, total=False):
    truncated: bool


class BillingDetails(TypedDict, total=False):
    billedMemoryUsedInMB: int
    billedDurationInMilliseconds: int


class CloudWatchEventsExecutionDataDetails(TypedDict, total=False):
    included: bool


class CloudWatchLogsLogGroup(TypedDict, total=False):
    logGroupArn: str


class _CreateActivityRequestRequired(TypedDict):
    name: str


class CreateActivityRequest(_CreateActivityRequestRequired, total=False):
    tags: list[Tag]
    encryptionConfiguration: EncryptionConfiguration


class CreateActivityResponse(TypedDict):
    activityArn: str
    creationDate: datetime


class _CreateStateMachineAliasRequestRequired(TypedDict):
    name: str
    routingConfiguration: list[RoutingConfigurationListItem]


class CreateStateMachineAliasRequest(_CreateStateMachineAliasRequestRequired, total=False):
    description: str


class CreateStateMachineAliasResponse(TypedDict):
    stateMachineAliasArn: str
    creationDate: datetime


class _CreateStateMachineRequestRequired(TypedDict):
    name: str
    definition: str
    roleArn: str


class CreateStateMachineRequest(_CreateStateMachineRequestRequired, total=False):
    type: str
    loggingConfiguration: LoggingConfiguration
    tags: list[Tag]
    tracingConfiguration: TracingConfiguration
    publish: bool
    versionDescription: str
    encryptionConfiguration: EncryptionConfiguration


class _CreateStateMachineResponseRequired(TypedDict):
    stateMachineArn: str
    creationDate: datetime


class CreateStateMachineResponse(_CreateStateMachineResponseRequired, total=False):
    stateMachineVersionArn: str


class DeleteActivityRequest(TypedDict):
    activityArn: str


class DeleteActivityResponse(TypedDict, total=False):
    pass


class DeleteStateMachineAliasRequest(TypedDict):
    stateMachineAliasArn: str


class DeleteStateMachineAliasResponse(TypedDict, total=False):
    pass


class DeleteStateMachineRequest(TypedDict):
    stateMachineArn: str


class DeleteStateMachineResponse(TypedDict, total=False):
    pass


class DeleteStateMachineVersionRequest(TypedDict):
    stateMachineVersionArn: str


class DeleteStateMachineVersionResponse(TypedDict, total=False):
    pass


class DescribeActivityRequest(TypedDict):
    activityArn: str


class _DescribeActivityResponseRequired(TypedDict):
    activityArn: str
    name: str
    creationDate: datetime


class DescribeActivityResponse(_DescribeActivityResponseRequired, total=False):
    encryptionConfiguration: EncryptionConfiguration


class _DescribeExecutionRequestRequired(TypedDict):
    executionArn: str


class DescribeExecutionRequest(_DescribeExecutionRequestRequired, total=False):
    includedData: str


class _DescribeExecutionResponseRequired(TypedDict):
    executionArn: str
    stateMachineArn: str
    status: str
    startDate: datetime


class DescribeExecutionResponse(_DescribeExecutionResponseRequired, total=False):
    name: str
    stopDate: datetime
    input: str
    inputDetails: CloudWatchEventsExecutionDataDetails
    output: str
    outputDetails: CloudWatchEventsExecutionDataDetails
    traceHeader: str
    mapRunArn: str
    error: str
    cause: str
    stateMachineVersionArn: str
    stateMachineAliasArn: str
    redriveCount: int
    redriveDate: datetime
    redriveStatus: str
    redriveStatusReason: str


class DescribeMapRunRequest(TypedDict):
    mapRunArn: str


class _DescribeMapRunResponseRequired(TypedDict):
    mapRunArn: str
    executionArn: str
    status: str
    startDate: datetime
    maxConcurrency: int
    toleratedFailurePercentage: float
    toleratedFailureCount: int
    itemCounts: MapRunItemCounts
    executionCounts: MapRunExecutionCounts


class DescribeMapRunResponse(_DescribeMapRunResponseRequired, total=False):
    stopDate: datetime
    redriveCount: int
    redriveDate: datetime


class DescribeStateMachineAliasRequest(TypedDict):
    stateMachineAliasArn: str


class DescribeStateMachineAliasResponse(TypedDict, total=False):
    stateMachineAliasArn: str
    name: str
    description: str
    routingConfiguration: list[RoutingConfigurationListItem]
    creationDate: datetime
    updateDate: datetime


class _DescribeStateMachineForExecutionRequestRequired(TypedDict):
    executionArn: str


class DescribeStateMachineForExecutionRequest(_DescribeStateMachineForExecutionRequestRequired, total=False):
    includedData: str


class _DescribeStateMachineForExecutionResponseRequired(TypedDict):
    stateMachineArn: str
    name: str
    definition: str
    roleArn: str
    updateDate: datetime


class DescribeStateMachineForExecutionResponse(
    _DescribeStateMachineForExecutionResponseRequired, total=False
):
    loggingConfiguration: LoggingConfiguration
    tracingConfiguration: TracingConfiguration
    mapRunArn: str
    label: str
    revisionId: str
    encryptionConfiguration: EncryptionConfiguration
    variableReferences: dict[str, list[str]]


class _DescribeStateMachineRequestRequired(TypedDict):
    stateMachineArn: str


class DescribeStateMachineRequest(_DescribeStateMachineRequestRequired, total=False):
    includedData: str


class _DescribeStateMachineResponseRequired(TypedDict):
    stateMachineArn: str
    name: str
    definition: str
    roleArn: str
    type: str
    creationDate: datetime


class DescribeStateMachineResponse(_DescribeStateMachineResponseRequired, total=False):
    status: str
    loggingConfiguration: LoggingConfiguration
    tracingConfiguration: TracingConfiguration
    label: str
    revisionId: str
    description: str
    encryptionConfiguration: EncryptionConfiguration
    variableReferences: dict[str, list[str]]


class _EncryptionConfigurationRequired(TypedDict):
    type: str


class EncryptionConfiguration(_EncryptionConfigurationRequired, total=False):
    kmsKeyId: str
    kmsDataKeyReusePeriodSeconds: int


class _EvaluationFailedEventDetailsRequired(TypedDict):
    state: str


class EvaluationFailedEventDetails(_EvaluationFailedEventDetailsRequired, total=False):
    error: str
    cause: str
    location: str


class ExecutionAbortedEventDetails(TypedDict, total=False):
    error: str
    cause: str


class ExecutionFailedEventDetails(TypedDict, total=False):
    error: str
    cause: str


class _ExecutionListItemRequired(TypedDict):
    executionArn: str
    stateMachineArn: str
    name: str
    status: str
    startDate: datetime


class ExecutionListItem(_ExecutionListItemRequired, total=False):
    stopDate: datetime
    mapRunArn: str
    itemCount: int
    stateMachineVersionArn: str
    stateMachineAliasArn: str
    redriveCount: int
    redriveDate: datetime


class ExecutionRedrivenEventDetails(TypedDict, total=False):
    redriveCount: int


class ExecutionStartedEventDetails(TypedDict, total=False):
    input: str
    inputDetails: HistoryEventExecutionDataDetails
    roleArn: str
    stateMachineAliasArn: str
    stateMachineVersionArn: str


class ExecutionSucceededEventDetails(TypedDict, total=False):
    output: str
    outputDetails: HistoryEventExecutionDataDetails


class ExecutionTimedOutEventDetails(TypedDict, total=False):
    error: str
    cause: str


class _GetActivityTaskRequestRequired(TypedDict):
    activityArn: str


class GetActivityTaskRequest(_GetActivityTaskRequestRequired, total=False):
    workerName: str


class GetActivityTaskResponse(TypedDict, total=False):
    taskToken: str
    input: str


class _GetExecutionHistoryRequestRequired(TypedDict):
    executionArn: str


class GetExecutionHistoryRequest(_GetExecutionHistoryRequestRequired, total=False):
    maxResults: int
    reverseOrder: bool
    nextToken: str
    includeExecutionData: bool


class _GetExecutionHistoryResponseRequired(TypedDict):
    events: list[HistoryEvent]


class GetExecutionHistoryResponse(_GetExecutionHistoryResponseRequired, total=False):
    nextToken: str


class _HistoryEventRequired(TypedDict):
    timestamp: datetime
    type: str
    id: int


class HistoryEvent(_HistoryEventRequired, total=False):
    previousEventId: int
    activityFailedEventDetails: ActivityFailedEventDetails
    activityScheduleFailedEventDetails: ActivityScheduleFailedEventDetails
    activityScheduledEventDetails: ActivityScheduledEventDetails
    activityStartedEventDetails: ActivityStartedEventDetails
    activitySucceededEventDetails: ActivitySucceededEventDetails
    activityTimedOutEventDetails: ActivityTimedOutEventDetails
    taskFailedEventDetails: TaskFailedEventDetails
    taskScheduledEventDetails: TaskScheduledEventDetails
    taskStartFailedEventDetails: TaskStartFailedEventDetails
    taskStartedEventDetails: TaskStartedEventDetails
    taskSubmitFailedEventDetails: TaskSubmitFailedEventDetails
    taskSubmittedEventDetails: TaskSubmittedEventDetails
    taskSucceededEventDetails: TaskSucceededEventDetails
    taskTimedOutEventDetails: TaskTimedOutEventDetails
    executionFailedEventDetails: ExecutionFailedEventDetails
    executionStartedEventDetails: ExecutionStartedEventDetails
    executionSucceededEventDetails: ExecutionSucceededEventDetails
    executionAbortedEventDetails: ExecutionAbortedEventDetails
    executionTimedOutEventDetails: ExecutionTimedOutEventDetails
    executionRedrivenEventDetails: ExecutionRedrivenEventDetails
    mapStateStartedEventDetails: MapStateStartedEventDetails
    mapIterationStartedEventDetails: MapIterationEventDetails
    mapIterationSucceededEventDetails: MapIterationEventDetails
    mapIterationFailedEventDetails: MapIterationEventDetails
    mapIterationAbortedEventDetails: MapIterationEventDetails
    lambdaFunctionFailedEventDetails: LambdaFunctionFailedEventDetails
    lambdaFunctionScheduleFailedEventDetails: LambdaFunctionScheduleFailedEventDetails
    lambdaFunctionScheduledEventDetails: LambdaFunctionScheduledEventDetails
    lambdaFunctionStartFailedEventDetails: LambdaFunctionStartFailedEventDetails
    lambdaFunctionSucceededEventDetails: LambdaFunctionSucceededEventDetails
    lambdaFunctionTimedOutEventDetails: LambdaFunctionTimedOutEventDetails
    stateEnteredEventDetails: StateEnteredEventDetails
    stateExitedEventDetails: StateExitedEventDetails
    mapRunStartedEventDetails: MapRunStartedEventDetails
    mapRunFailedEventDetails: MapRunFailedEventDetails
    mapRunRedrivenEventDetails: MapRunRedrivenEventDetails
    evaluationFailedEventDetails: EvaluationFailedEventDetails


class HistoryEventExecutionDataDetails(TypedDict, total=False):
    truncated: bool


class InspectionData(TypedDict, total=False):
    input: str
    afterArguments: str
    afterInputPath: str
    afterParameters: str
    result: str
    afterResultSelector: str
    afterResultPath: str
    request: InspectionDataRequest
    response: InspectionDataResponse
    variables: str
    errorDetails: InspectionErrorDetails
    afterItemsPath: str
    afterItemSelector: str
    afterItemBatcher: str
    afterItemsPointer: str
    toleratedFailureCount: int
    toleratedFailurePercentage: float
    maxConcurrency: int


class InspectionDataRequest(TypedDict, total=False):
    protocol: str
    method: str
    url: str
    headers: str
    body: str


class InspectionDataResponse(TypedDict, total=False):
    protocol: str
    statusCode: str
    statusMessage: str
    headers: str
    body: str


class InspectionErrorDetails(TypedDict, total=False):
    catchIndex: int
    retryIndex: int
    retryBackoffIntervalSeconds: int


class LambdaFunctionFailedEventDetails(TypedDict, total=False):
    error: str
    cause: str


class LambdaFunctionScheduleFailedEventDetails(TypedDict, total=False):
    error: str
    cause: str


class _LambdaFunctionScheduledEventDetailsRequired(TypedDict):
    resource: str


class LambdaFunctionScheduledEventDetails(_LambdaFunctionScheduledEventDetailsRequired, total=False):
    input: str
    inputDetails: HistoryEventExecutionDataDetails
    timeoutInSeconds: int
    taskCredentials: TaskCredentials


class LambdaFunctionStartFailedEventDetails(TypedDict, total=False):
    error: str
    cause: str


class LambdaFunctionSucceededEventDetails(TypedDict, total=False):
    output: str
    outputDetails: HistoryEventExecutionDataDetails


class LambdaFunctionTimedOutEventDetails(TypedDict, total=False):
    error: str
    cause: str


class ListActivitiesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class _ListActivitiesResponseRequired(TypedDict):
    activities: list[ActivityListItem]


class ListActivitiesResponse(_ListActivitiesResponseRequired, total=False):
    nextToken: str


class ListExecutionsRequest(TypedDict, total=False):
    stateMachineArn: str
    statusFilter: str
    maxResults: int
    nextToken: str
    mapRunArn: str
    redriveFilter: str


class _ListExecutionsResponseRequired(TypedDict):
    executions: list[ExecutionListItem]


class ListExecutionsResponse(_ListExecutionsResponseRequired, total=False):
    nextToken: str


class _ListMapRunsRequestRequired(TypedDict):
    executionArn: str


class ListMapRunsRequest(_ListMapRunsRequestRequired, total=False):
    maxResults: int
    nextToken: str


class _ListMapRunsResponseRequired(TypedDict):
    mapRuns: list[MapRunListItem]


class ListMapRunsResponse(_ListMapRunsResponseRequired, total=False):
    nextToken: str


class _ListStateMachineAliasesRequestRequired(TypedDict):
    stateMachineArn: str


class ListStateMachineAliasesRequest(_ListStateMachineAliasesRequestRequired, total=False):
    nextToken: str
    maxResults: int


class _ListStateMachineAliasesResponseRequired(TypedDict):
    stateMachineAliases: list[StateMachineAliasListItem]


class ListStateMachineAliasesResponse(_ListStateMachineAliasesResponseRequired, total=False):
    nextToken: str


class _ListStateMachineVersionsRequestRequired(TypedDict):
    stateMachineArn: str


class ListStateMachineVersionsRequest(_ListStateMachineVersionsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class _ListStateMachineVersionsResponseRequired(TypedDict):
    stateMachineVersions: list[StateMachineVersionListItem]


class ListStateMachineVersionsResponse(_ListStateMachineVersionsResponseRequired, total=False):
    nextToken: str


class ListStateMachinesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class _ListStateMachinesResponseRequired(TypedDict):
    stateMachines: list[StateMachineListItem]


class ListStateMachinesResponse(_ListStateMachinesResponseRequired, total=False):
    nextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: list[Tag]


class LogDestination(TypedDict, total=False):
    cloudWatchLogsLogGroup: CloudWatchLogsLogGroup


class LoggingConfiguration(TypedDict, total=False):
    level: str
    includeExecutionData: bool
    destinations: list[LogDestination]


class MapIterationEventDetails(TypedDict, total=False):
    name: str
    index: int


class _MapRunExecutionCountsRequired(TypedDict):
    pending: int
    running: int
    succeeded: int
    failed: int
    timedOut: int
    aborted: int
    total: int
    resultsWritten: int


class MapRunExecutionCounts(_MapRunExecutionCountsRequired, total=False):
    failuresNotRedrivable: int
    pendingRedrive: int


class MapRunFailedEventDetails(TypedDict, total=False):
    error: str
    cause: str


class _MapRunItemCountsRequired(TypedDict):
    pending: int
    running: int
    succeeded: int
    failed: int
    timedOut: int
    aborted: int
    total: int
    resultsWritten: int


class MapRunItemCounts(_MapRunItemCountsRequired, total=False):
    failuresNotRedrivable: int
    pendingRedrive: int


class _MapRunListItemRequired(TypedDict):
    executionArn: str
    mapRunArn: str
    stateMachineArn: str
    startDate: datetime


class MapRunListItem(_MapRunListItemRequired, total=False):
    stopDate: datetime


class MapRunRedrivenEventDetails(TypedDict, total=False):
    mapRunArn: str
    redriveCount: int


class MapRunStartedEventDetails(TypedDict, total=False):
    mapRunArn: str


class MapStateStartedEventDetails(TypedDict, total=False):
    length: int


class MockErrorOutput(TypedDict, total=False):
    error: str
    cause: str


class MockInput(TypedDict, total=False):
    result: str
    errorOutput: MockErrorOutput
    fieldValidationMode: str


class _PublishStateMachineVersionRequestRequired(TypedDict):
    stateMachineArn: str


class PublishStateMachineVersionRequest(_PublishStateMachineVersionRequestRequired, total=False):
    revisionId: str
    description: str


class PublishStateMachineVersionResponse(TypedDict):
    creationDate: datetime
    stateMachineVersionArn: str


class _RedriveExecutionRequestRequired(TypedDict):
    executionArn: str


class RedriveExecutionRequest(_RedriveExecutionRequestRequired, total=False):
    clientToken: str


class RedriveExecutionResponse(TypedDict):
    redriveDate: datetime


class RoutingConfigurationListItem(TypedDict):
    stateMachineVersionArn: str
    weight: int


class _SendTaskFailureRequestRequired(TypedDict):
    taskToken: str


class SendTaskFailureRequest(_SendTaskFailureRequestRequired, total=False):
    error: str
    cause: str


class SendTaskFailureResponse(TypedDict, total=False):
    pass


class SendTaskHeartbeatRequest(TypedDict):
    taskToken: str


class SendTaskHeartbeatResponse(TypedDict, total=False):
    pass


class SendTaskSuccessRequest(TypedDict):
    taskToken: str
    output: str


class SendTaskSuccessResponse(TypedDict, total=False):
    pass


class _StartExecutionRequestRequired(TypedDict):
    stateMachineArn: str


class StartExecutionRequest(_StartExecutionRequestRequired, total=False):
    name: str
    input: str
    traceHeader: str


class StartExecutionResponse(TypedDict):
    executionArn: str
    startDate: datetime


class _StartSyncExecutionRequestRequired(TypedDict):
    stateMachineArn: str


class StartSyncExecutionRequest(_StartSyncExecutionRequestRequired, total=False):
    name: str
    input: str
    traceHeader: str
    includedData: str


class _StartSyncExecutionResponseRequired(TypedDict):
    executionArn: str
    startDate: datetime
    stopDate: datetime
    status: str


class StartSyncExecutionResponse(_StartSyncExecutionResponseRequired, total=False):
    stateMachineArn: str
    name: str
    error: str
    cause: str
    input: str
    inputDetails: CloudWatchEventsExecutionDataDetails
    output: str
    outputDetails: CloudWatchEventsExecutionDataDetails
    traceHeader: str
    billingDetails: BillingDetails


class _StateEnteredEventDetailsRequired(TypedDict):
    name: str


class StateEnteredEventDetails(_StateEnteredEventDetailsRequired, total=False):
    input: str
    inputDetails: HistoryEventExecutionDataDetails


class _StateExitedEventDetailsRequired(TypedDict):
    name: str


class StateExitedEventDetails(_StateExitedEventDetailsRequired, total=False):
    output: str
    outputDetails: HistoryEventExecutionDataDetails
    assignedVariables: dict[str, str]
    assignedVariablesDetails: AssignedVariablesDetails


class StateMachineAliasListItem(TypedDict):
    stateMachineAliasArn: str
    creationDate: datetime


class StateMachineListItem(TypedDict):
    stateMachineArn: str
    name: str
    type: str
    creationDate: datetime


class StateMachineVersionListItem(TypedDict):
    stateMachineVersionArn: str
    creationDate: datetime


class _StopExecutionRequestRequired(TypedDict):
    executionArn: str


class StopExecutionRequest(_StopExecutionRequestRequired, total=False):
    error: str
    cause: str


class StopExecutionResponse(TypedDict):
    stopDate: datetime


class Tag(TypedDict, total=False):
    key: str
    value: str


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class TaskCredentials(TypedDict, total=False):
    roleArn: str


class _TaskFailedEventDetailsRequired(TypedDict):
    resourceType: str
    resource: str


class TaskFailedEventDetails(_TaskFailedEventDetailsRequired, total=False):
    error: str
    cause: str


class _TaskScheduledEventDetailsRequired(TypedDict):
    resourceType: str
    resource: str
    region: str
    parameters: str


class TaskScheduledEventDetails(_TaskScheduledEventDetailsRequired, total=False):
    timeoutInSeconds: int
    heartbeatInSeconds: int
    taskCredentials: TaskCredentials


class _TaskStartFailedEventDetailsRequired(TypedDict):
    resourceType: str
    resource: str


class TaskStartFailedEventDetails(_TaskStartFailedEventDetailsRequired, total=False):
    error: str
    cause: str


class TaskStartedEventDetails(TypedDict):
    resourceType: str
    resource: str


class _TaskSubmitFailedEventDetailsRequired(TypedDict):
    resourceType: str
    resource: str


class TaskSubmitFailedEventDetails(_TaskSubmitFailedEventDetailsRequired, total=False):
    error: str
    cause: str


class _TaskSubmittedEventDetailsRequired(TypedDict):
    resourceType: str
    resource: str


class TaskSubmittedEventDetails(_TaskSubmittedEventDetailsRequired, total=False):
    output: str
    outputDetails: HistoryEventExecutionDataDetails


class _TaskSucceededEventDetailsRequired(TypedDict):
    resourceType: str
    resource: str


class TaskSucceededEventDetails(_TaskSucceededEventDetailsRequired, total=False):
    output: str
    outputDetails: HistoryEventExecutionDataDetails


class _TaskTimedOutEventDetailsRequired(TypedDict):
    resourceType: str
    resource: str


class TaskTimedOutEventDetails(_TaskTimedOutEventDetailsRequired, total=False):
    error: str
    cause: str


class TestStateConfiguration(TypedDict, total=False):
    retrierRetryCount: int
    errorCausedByState: str
    mapIterationFailureCount: int
    mapItemReaderData: str


class _TestStateRequestRequired(TypedDict):
    definition: str


class TestStateRequest(_TestStateRequestRequired, total=False):
    roleArn: str
    input: str
    inspectionLevel: str
    revealSecrets: bool
    variables: str
    stateName: str
    mock: MockInput
    context: str
    stateConfiguration: TestStateConfiguration


class TestStateResponse(TypedDict, total=False):
    output: str
    error: str
    cause: str
    inspectionData: InspectionData
    nextState: str
    status: str


class TracingConfiguration(TypedDict, total=False):
    enabled: bool


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateMapRunRequestRequired(TypedDict):
    mapRunArn: str


class UpdateMapRunRequest(_UpdateMapRunRequestRequired, total=False):
    maxConcurrency: int
    toleratedFailurePercentage: float
    toleratedFailureCount: int


class UpdateMapRunResponse(TypedDict, total=False):
    pass


class _UpdateStateMachineAliasRequestRequired(TypedDict):
    stateMachineAliasArn: str


class UpdateStateMachineAliasRequest(_UpdateStateMachineAliasRequestRequired, total=False):
    description: str
    routingConfiguration: list[RoutingConfigurationListItem]


class UpdateStateMachineAliasResponse(TypedDict):
    updateDate: datetime


class _UpdateStateMachineRequestRequired(TypedDict):
    stateMachineArn: str


class UpdateStateMachineRequest(_UpdateStateMachineRequestRequired, total=False):
    definition: str
    roleArn: str
    loggingConfiguration: LoggingConfiguration
    tracingConfiguration: TracingConfiguration
    publish: bool
    versionDescription: str
    encryptionConfiguration: EncryptionConfiguration


class _UpdateStateMachineResponseRequired(TypedDict):
    updateDate: datetime


class UpdateStateMachineResponse(_UpdateStateMachineResponseRequired, total=False):
    revisionId: str
    stateMachineVersionArn: str


class _ValidateStateMachineDefinitionDiagnosticRequired(TypedDict):
    severity: str
    code: str
    message: str


class ValidateStateMachineDefinitionDiagnostic(
    _ValidateStateMachineDefinitionDiagnosticRequired, total=False
):
    location: str


class _ValidateStateMachineDefinitionRequestRequired(TypedDict):
    definition: str


class ValidateStateMachineDefinitionRequest(_ValidateStateMachineDefinitionRequestRequired, total=False):
    type: str
    severity: str
    maxResults: int


class _ValidateStateMachineDefinitionResponseRequired(TypedDict):
    result: str
    diagnostics: list[ValidateStateMachineDefinitionDiagnostic]


class ValidateStateMachineDefinitionResponse(_ValidateStateMachineDefinitionResponseRequired, total=False):
    truncated: bool


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateActivity",
    "CreateStateMachine",
    "CreateStateMachineAlias",
    "DeleteActivity",
    "DeleteStateMachine",
    "DeleteStateMachineAlias",
    "DeleteStateMachineVersion",
    "DescribeActivity",
    "DescribeExecution",
    "DescribeMapRun",
    "DescribeStateMachine",
    "DescribeStateMachineAlias",
    "DescribeStateMachineForExecution",
    "GetActivityTask",
    "GetExecutionHistory",
    "ListActivities",
    "ListExecutions",
    "ListMapRuns",
    "ListStateMachineAliases",
    "ListStateMachineVersions",
    "ListStateMachines",
    "ListTagsForResource",
    "PublishStateMachineVersion",
    "RedriveExecution",
    "SendTaskFailure",
    "SendTaskHeartbeat",
    "SendTaskSuccess",
    "StartExecution",
    "StartSyncExecution",
    "StopExecution",
    "TagResource",
    "TestState",
    "UntagResource",
    "UpdateMapRun",
    "UpdateStateMachine",
    "UpdateStateMachineAlias",
    "ValidateStateMachineDefinition",
)
