"""Typed requests and responses of iot's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types iot`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AbortConfig(TypedDict):
    criteriaList: list[AbortCriteria]


class AbortCriteria(TypedDict):
    failureType: str
    action: str
    thresholdPercentage: float
    minNumberOfExecutedThings: int


class _AcceptCertificateTransferRequestRequired(TypedDict):
    certificateId: str


class AcceptCertificateTransferRequest(_AcceptCertificateTransferRequestRequired, total=False):
    setAsActive: bool


Action = TypedDict(
    "Action",
    {
        "dynamoDB": "DynamoDBAction",
        "dynamoDBv2": "DynamoDBv2Action",
        "lambda": "LambdaAction",
        "sns": "SnsAction",
        "sqs": "SqsAction",
        "kinesis": "KinesisAction",
        "republish": "RepublishAction",
        "s3": "S3Action",
        "firehose": "FirehoseAction",
        "cloudwatchMetric": "CloudwatchMetricAction",
        "cloudwatchAlarm": "CloudwatchAlarmAction",
        "cloudwatchLogs": "CloudwatchLogsAction",
        "elasticsearch": "ElasticsearchAction",
        "salesforce": "SalesforceAction",
        "iotAnalytics": "IotAnalyticsAction",
        "iotEvents": "IotEventsAction",
        "iotSiteWise": "IotSiteWiseAction",
        "stepFunctions": "StepFunctionsAction",
        "timestream": "TimestreamAction",
        "http": "HttpAction",
        "kafka": "KafkaAction",
        "openSearch": "OpenSearchAction",
        "location": "LocationAction",
        "influxDB": "InfluxDBAction",
    },
    total=False,
)


class ActiveViolation(TypedDict, total=False):
    violationId: str
    thingName: str
    securityProfileName: str
    behavior: Behavior
    lastViolationValue: MetricValue
    violationEventAdditionalInfo: ViolationEventAdditionalInfo
    verificationState: str
    verificationStateDescription: str
    lastViolationTime: datetime
    violationStartTime: datetime


class AddThingToBillingGroupRequest(TypedDict, total=False):
    billingGroupName: str
    billingGroupArn: str
    thingName: str
    thingArn: str


class AddThingToBillingGroupResponse(TypedDict, total=False):
    pass


class AddThingToThingGroupRequest(TypedDict, total=False):
    thingGroupName: str
    thingGroupArn: str
    thingName: str
    thingArn: str
    overrideDynamicGroups: bool


class AddThingToThingGroupResponse(TypedDict, total=False):
    pass


class _AddThingsToThingGroupParamsRequired(TypedDict):
    thingGroupNames: list[str]


class AddThingsToThingGroupParams(_AddThingsToThingGroupParamsRequired, total=False):
    overrideDynamicGroups: bool


class _AggregationTypeRequired(TypedDict):
    name: str


class AggregationType(_AggregationTypeRequired, total=False):
    values: list[str]


class AlertTarget(TypedDict):
    alertTargetArn: str
    roleArn: str


class Allowed(TypedDict, total=False):
    policies: list[Policy]


class _AssetPropertyTimestampRequired(TypedDict):
    timeInSeconds: str


class AssetPropertyTimestamp(_AssetPropertyTimestampRequired, total=False):
    offsetInNanos: str


class _AssetPropertyValueRequired(TypedDict):
    value: AssetPropertyVariant
    timestamp: AssetPropertyTimestamp


class AssetPropertyValue(_AssetPropertyValueRequired, total=False):
    quality: str


class AssetPropertyVariant(TypedDict, total=False):
    stringValue: str
    integerValue: str
    doubleValue: str
    booleanValue: str


class _AssociateSbomWithPackageVersionRequestRequired(TypedDict):
    packageName: str
    versionName: str
    sbom: Sbom


class AssociateSbomWithPackageVersionRequest(_AssociateSbomWithPackageVersionRequestRequired, total=False):
    clientToken: str


class AssociateSbomWithPackageVersionResponse(TypedDict, total=False):
    packageName: str
    versionName: str
    sbom: Sbom
    sbomValidationStatus: str


class _AssociateTargetsWithJobRequestRequired(TypedDict):
    targets: list[str]
    jobId: str


class AssociateTargetsWithJobRequest(_AssociateTargetsWithJobRequestRequired, total=False):
    comment: str
    namespaceId: str


class AssociateTargetsWithJobResponse(TypedDict, total=False):
    jobArn: str
    jobId: str
    description: str


class AttachPolicyRequest(TypedDict):
    policyName: str
    target: str


class AttachPrincipalPolicyRequest(TypedDict):
    policyName: str
    principal: str


class AttachSecurityProfileRequest(TypedDict):
    securityProfileName: str
    securityProfileTargetArn: str


class AttachSecurityProfileResponse(TypedDict, total=False):
    pass


class _AttachThingPrincipalRequestRequired(TypedDict):
    thingName: str
    principal: str


class AttachThingPrincipalRequest(_AttachThingPrincipalRequestRequired, total=False):
    thingPrincipalType: str


class AttachThingPrincipalResponse(TypedDict, total=False):
    pass


class AttributePayload(TypedDict, total=False):
    attributes: dict[str, str]
    merge: bool


class AuditCheckConfiguration(TypedDict, total=False):
    enabled: bool
    configuration: dict[str, str]


class AuditCheckDetails(TypedDict, total=False):
    checkRunStatus: str
    checkCompliant: bool
    totalResourcesCount: int
    nonCompliantResourcesCount: int
    suppressedNonCompliantResourcesCount: int
    errorCode: str
    message: str


class AuditFinding(TypedDict, total=False):
    findingId: str
    taskId: str
    checkName: str
    taskStartTime: datetime
    findingTime: datetime
    severity: str
    nonCompliantResource: NonCompliantResource
    relatedResources: list[RelatedResource]
    reasonForNonCompliance: str
    reasonForNonComplianceCode: str
    isSuppressed: bool


class AuditMitigationActionExecutionMetadata(TypedDict, total=False):
    taskId: str
    findingId: str
    actionName: str
    actionId: str
    status: str
    startTime: datetime
    endTime: datetime
    errorCode: str
    message: str


class AuditMitigationActionsTaskMetadata(TypedDict, total=False):
    taskId: str
    startTime: datetime
    taskStatus: str


class AuditMitigationActionsTaskTarget(TypedDict, total=False):
    auditTaskId: str
    findingIds: list[str]
    auditCheckToReasonCodeFilter: dict[str, list[str]]


class AuditNotificationTarget(TypedDict, total=False):
    targetArn: str
    roleArn: str
    enabled: bool


class _AuditSuppressionRequired(TypedDict):
    checkName: str
    resourceIdentifier: ResourceIdentifier


class AuditSuppression(_AuditSuppressionRequired, total=False):
    expirationDate: datetime
    suppressIndefinitely: bool
    description: str


class AuditTaskMetadata(TypedDict, total=False):
    taskId: str
    taskStatus: str
    taskType: str


class _AuthInfoRequired(TypedDict):
    resources: list[str]


class AuthInfo(_AuthInfoRequired, total=False):
    actionType: str


class AuthResult(TypedDict, total=False):
    authInfo: AuthInfo
    allowed: Allowed
    denied: Denied
    authDecision: str
    missingContextValues: list[str]


class AuthorizerConfig(TypedDict, total=False):
    defaultAuthorizerName: str
    allowAuthorizerOverride: bool


class AuthorizerDescription(TypedDict, total=False):
    authorizerName: str
    authorizerArn: str
    authorizerFunctionArn: str
    tokenKeyName: str
    tokenSigningPublicKeys: dict[str, str]
    status: str
    creationDate: datetime
    lastModifiedDate: datetime
    signingDisabled: bool
    enableCachingForHttp: bool


class AuthorizerSummary(TypedDict, total=False):
    authorizerName: str
    authorizerArn: str


class AwsJobAbortConfig(TypedDict):
    abortCriteriaList: list[AwsJobAbortCriteria]


class AwsJobAbortCriteria(TypedDict):
    failureType: str
    action: str
    thresholdPercentage: float
    minNumberOfExecutedThings: int


class AwsJobExecutionsRolloutConfig(TypedDict, total=False):
    maximumPerMinute: int
    exponentialRate: AwsJobExponentialRolloutRate


class AwsJobExponentialRolloutRate(TypedDict):
    baseRatePerMinute: int
    incrementFactor: float
    rateIncreaseCriteria: AwsJobRateIncreaseCriteria


class AwsJobPresignedUrlConfig(TypedDict, total=False):
    expiresInSec: int


class AwsJobRateIncreaseCriteria(TypedDict, total=False):
    numberOfNotifiedThings: int
    numberOfSucceededThings: int


class AwsJobTimeoutConfig(TypedDict, total=False):
    inProgressTimeoutInMinutes: int


class AwsJsonSubstitutionCommandPreprocessorConfig(TypedDict):
    outputFormat: str


class BatchConfig(TypedDict, total=False):
    maxBatchOpenMs: int
    maxBatchSize: int
    maxBatchSizeBytes: int
    batchAcrossTopics: bool


class _BehaviorRequired(TypedDict):
    name: str


class Behavior(_BehaviorRequired, total=False):
    metric: str
    metricDimension: MetricDimension
    criteria: BehaviorCriteria
    suppressAlerts: bool
    exportMetric: bool


class BehaviorCriteria(TypedDict, total=False):
    comparisonOperator: str
    value: MetricValue
    durationSeconds: int
    consecutiveDatapointsToAlarm: int
    consecutiveDatapointsToClear: int
    statisticalThreshold: StatisticalThreshold
    mlDetectionConfig: MachineLearningDetectionConfig


class BehaviorModelTrainingSummary(TypedDict, total=False):
    securityProfileName: str
    behaviorName: str
    trainingDataCollectionStartDate: datetime
    modelStatus: str
    datapointsCollectionPercentage: float
    lastModelRefreshDate: datetime


class BillingGroupMetadata(TypedDict, total=False):
    creationDate: datetime


class BillingGroupProperties(TypedDict, total=False):
    billingGroupDescription: str


class Bucket(TypedDict, total=False):
    keyValue: str
    count: int


class BucketsAggregationType(TypedDict, total=False):
    termsAggregation: TermsAggregation


class CACertificate(TypedDict, total=False):
    certificateArn: str
    certificateId: str
    status: str
    creationDate: datetime


class CACertificateDescription(TypedDict, total=False):
    certificateArn: str
    certificateId: str
    status: str
    certificatePem: str
    ownedBy: str
    creationDate: datetime
    autoRegistrationStatus: str
    lastModifiedDate: datetime
    customerVersion: int
    generationId: str
    validity: CertificateValidity
    certificateMode: str


class CancelAuditMitigationActionsTaskRequest(TypedDict):
    taskId: str


class CancelAuditMitigationActionsTaskResponse(TypedDict, total=False):
    pass


class CancelAuditTaskRequest(TypedDict):
    taskId: str


class CancelAuditTaskResponse(TypedDict, total=False):
    pass


class CancelCertificateTransferRequest(TypedDict):
    certificateId: str


class CancelDetectMitigationActionsTaskRequest(TypedDict):
    taskId: str


class CancelDetectMitigationActionsTaskResponse(TypedDict, total=False):
    pass


class _CancelJobExecutionRequestRequired(TypedDict):
    jobId: str
    thingName: str


class CancelJobExecutionRequest(_CancelJobExecutionRequestRequired, total=False):
    force: bool
    expectedVersion: int
    statusDetails: dict[str, str]


class _CancelJobRequestRequired(TypedDict):
    jobId: str


class CancelJobRequest(_CancelJobRequestRequired, total=False):
    reasonCode: str
    comment: str
    force: bool


class CancelJobResponse(TypedDict, total=False):
    jobArn: str
    jobId: str
    description: str


class Certificate(TypedDict, total=False):
    certificateArn: str
    certificateId: str
    status: str
    certificateMode: str
    creationDate: datetime


class CertificateDescription(TypedDict, total=False):
    certificateArn: str
    certificateId: str
    caCertificateId: str
    status: str
    certificatePem: str
    ownedBy: str
    previousOwnedBy: str
    creationDate: datetime
    lastModifiedDate: datetime
    customerVersion: int
    transferData: TransferData
    generationId: str
    validity: CertificateValidity
    certificateMode: str


class CertificateProviderSummary(TypedDict, total=False):
    certificateProviderName: str
    certificateProviderArn: str


class CertificateValidity(TypedDict, total=False):
    notBefore: datetime
    notAfter: datetime


class ClearDefaultAuthorizerRequest(TypedDict, total=False):
    pass


class ClearDefaultAuthorizerResponse(TypedDict, total=False):
    pass


class ClientCertificateConfig(TypedDict, total=False):
    clientCertificateCallbackArn: str


class CloudwatchAlarmAction(TypedDict):
    roleArn: str
    alarmName: str
    stateReason: str
    stateValue: str


class _CloudwatchLogsActionRequired(TypedDict):
    roleArn: str
    logGroupName: str


class CloudwatchLogsAction(_CloudwatchLogsActionRequired, total=False):
    batchMode: bool


class _CloudwatchMetricActionRequired(TypedDict):
    roleArn: str
    metricNamespace: str
    metricName: str
    metricValue: str
    metricUnit: str


class CloudwatchMetricAction(_CloudwatchMetricActionRequired, total=False):
    metricTimestamp: str


class CodeSigning(TypedDict, total=False):
    awsSignerJobId: str
    startSigningJobParameter: StartSigningJobParameter
    customCodeSigning: CustomCodeSigning


class CodeSigningCertificateChain(TypedDict, total=False):
    certificateName: str
    inlineDocument: str


class CodeSigningSignature(TypedDict, total=False):
    inlineDocument: bytes


class CommandExecutionResult(TypedDict, total=False):
    S: str
    B: bool
    BIN: bytes


class CommandExecutionSummary(TypedDict, total=False):
    commandArn: str
    executionId: str
    targetArn: str
    status: str
    createdAt: datetime
    startedAt: datetime
    completedAt: datetime


class _CommandParameterRequired(TypedDict):
    name: str


class CommandParameter(_CommandParameterRequired, total=False):
    type: str
    value: CommandParameterValue
    defaultValue: CommandParameterValue
    valueConditions: list[CommandParameterValueCondition]
    description: str


class CommandParameterValue(TypedDict, total=False):
    S: str
    B: bool
    I: int  # noqa: E741
    L: int
    D: float
    BIN: bytes
    UL: str


class CommandParameterValueComparisonOperand(TypedDict, total=False):
    number: str
    numbers: list[str]
    string: str
    strings: list[str]
    numberRange: CommandParameterValueNumberRange


class CommandParameterValueCondition(TypedDict):
    comparisonOperator: str
    operand: CommandParameterValueComparisonOperand


class CommandParameterValueNumberRange(TypedDict):
    min: str
    max: str


class CommandPayload(TypedDict, total=False):
    content: bytes
    contentType: str


class CommandPreprocessor(TypedDict, total=False):
    awsJsonSubstitution: AwsJsonSubstitutionCommandPreprocessorConfig


class CommandSummary(TypedDict, total=False):
    commandArn: str
    commandId: str
    displayName: str
    deprecated: bool
    createdAt: datetime
    lastUpdatedAt: datetime
    pendingDeletion: bool


class Configuration(TypedDict, total=False):
    Enabled: bool


class ConfigurationDetails(TypedDict, total=False):
    configurationStatus: str
    errorCode: str
    errorMessage: str


class ConfirmTopicRuleDestinationRequest(TypedDict):
    confirmationToken: str


class ConfirmTopicRuleDestinationResponse(TypedDict, total=False):
    pass


class ConnectivityFilter(TypedDict, total=False):
    includeSocketInformation: list[str]


class _CreateAuditSuppressionRequestRequired(TypedDict):
    checkName: str
    resourceIdentifier: ResourceIdentifier
    clientRequestToken: str


class CreateAuditSuppressionRequest(_CreateAuditSuppressionRequestRequired, total=False):
    expirationDate: datetime
    suppressIndefinitely: bool
    description: str


class CreateAuditSuppressionResponse(TypedDict, total=False):
    pass


class _CreateAuthorizerRequestRequired(TypedDict):
    authorizerName: str
    authorizerFunctionArn: str


class CreateAuthorizerRequest(_CreateAuthorizerRequestRequired, total=False):
    tokenKeyName: str
    tokenSigningPublicKeys: dict[str, str]
    status: str
    tags: list[Tag]
    signingDisabled: bool
    enableCachingForHttp: bool


class CreateAuthorizerResponse(TypedDict, total=False):
    authorizerName: str
    authorizerArn: str


class _CreateBillingGroupRequestRequired(TypedDict):
    billingGroupName: str


class CreateBillingGroupRequest(_CreateBillingGroupRequestRequired, total=False):
    billingGroupProperties: BillingGroupProperties
    tags: list[Tag]


class CreateBillingGroupResponse(TypedDict, total=False):
    billingGroupName: str
    billingGroupArn: str
    billingGroupId: str


class _CreateCertificateFromCsrRequestRequired(TypedDict):
    certificateSigningRequest: str


class CreateCertificateFromCsrRequest(_CreateCertificateFromCsrRequestRequired, total=False):
    setAsActive: bool


class CreateCertificateFromCsrResponse(TypedDict, total=False):
    certificateArn: str
    certificateId: str
    certificatePem: str


class _CreateCertificateProviderRequestRequired(TypedDict):
    certificateProviderName: str
    lambdaFunctionArn: str
    accountDefaultForOperations: list[str]


class CreateCertificateProviderRequest(_CreateCertificateProviderRequestRequired, total=False):
    clientToken: str
    tags: list[Tag]


class CreateCertificateProviderResponse(TypedDict, total=False):
    certificateProviderName: str
    certificateProviderArn: str


class _CreateCommandRequestRequired(TypedDict):
    commandId: str


class CreateCommandRequest(_CreateCommandRequestRequired, total=False):
    namespace: str
    displayName: str
    description: str
    payload: CommandPayload
    payloadTemplate: str
    preprocessor: CommandPreprocessor
    mandatoryParameters: list[CommandParameter]
    roleArn: str
    tags: list[Tag]


class CreateCommandResponse(TypedDict, total=False):
    commandId: str
    commandArn: str


class _CreateCustomMetricRequestRequired(TypedDict):
    metricName: str
    metricType: str
    clientRequestToken: str


class CreateCustomMetricRequest(_CreateCustomMetricRequestRequired, total=False):
    displayName: str
    tags: list[Tag]


class CreateCustomMetricResponse(TypedDict, total=False):
    metricName: str
    metricArn: str


class _CreateDimensionRequestRequired(TypedDict):
    name: str
    type: str
    stringValues: list[str]
    clientRequestToken: str


class CreateDimensionRequest(_CreateDimensionRequestRequired, total=False):
    tags: list[Tag]


class CreateDimensionResponse(TypedDict, total=False):
    name: str
    arn: str


class _CreateDomainConfigurationRequestRequired(TypedDict):
    domainConfigurationName: str


class CreateDomainConfigurationRequest(_CreateDomainConfigurationRequestRequired, total=False):
    domainName: str
    serverCertificateArns: list[str]
    validationCertificateArn: str
    authorizerConfig: AuthorizerConfig
    serviceType: str
    tags: list[Tag]
    tlsConfig: TlsConfig
    serverCertificateConfig: ServerCertificateConfig
    authenticationType: str
    applicationProtocol: str
    clientCertificateConfig: ClientCertificateConfig


class CreateDomainConfigurationResponse(TypedDict, total=False):
    domainConfigurationName: str
    domainConfigurationArn: str


class _CreateDynamicThingGroupRequestRequired(TypedDict):
    thingGroupName: str
    queryString: str


class CreateDynamicThingGroupRequest(_CreateDynamicThingGroupRequestRequired, total=False):
    thingGroupProperties: ThingGroupProperties
    indexName: str
    queryVersion: str
    tags: list[Tag]


class CreateDynamicThingGroupResponse(TypedDict, total=False):
    thingGroupName: str
    thingGroupArn: str
    thingGroupId: str
    indexName: str
    queryString: str
    queryVersion: str


class _CreateFleetMetricRequestRequired(TypedDict):
    metricName: str
    queryString: str
    aggregationType: AggregationType
    period: int
    aggregationField: str


class CreateFleetMetricRequest(_CreateFleetMetricRequestRequired, total=False):
    description: str
    queryVersion: str
    indexName: str
    unit: str
    tags: list[Tag]


class CreateFleetMetricResponse(TypedDict, total=False):
    metricName: str
    metricArn: str


class _CreateJobRequestRequired(TypedDict):
    jobId: str
    targets: list[str]


class CreateJobRequest(_CreateJobRequestRequired, total=False):
    documentSource: str
    document: str
    description: str
    presignedUrlConfig: PresignedUrlConfig
    targetSelection: str
    jobExecutionsRolloutConfig: JobExecutionsRolloutConfig
    abortConfig: AbortConfig
    timeoutConfig: TimeoutConfig
    tags: list[Tag]
    namespaceId: str
    jobTemplateArn: str
    jobExecutionsRetryConfig: JobExecutionsRetryConfig
    documentParameters: dict[str, str]
    schedulingConfig: SchedulingConfig
    destinationPackageVersions: list[str]


class CreateJobResponse(TypedDict, total=False):
    jobArn: str
    jobId: str
    description: str


class _CreateJobTemplateRequestRequired(TypedDict):
    jobTemplateId: str
    description: str


class CreateJobTemplateRequest(_CreateJobTemplateRequestRequired, total=False):
    jobArn: str
    documentSource: str
    document: str
    presignedUrlConfig: PresignedUrlConfig
    jobExecutionsRolloutConfig: JobExecutionsRolloutConfig
    abortConfig: AbortConfig
    timeoutConfig: TimeoutConfig
    tags: list[Tag]
    jobExecutionsRetryConfig: JobExecutionsRetryConfig
    maintenanceWindows: list[MaintenanceWindow]
    destinationPackageVersions: list[str]


class CreateJobTemplateResponse(TypedDict, total=False):
    jobTemplateArn: str
    jobTemplateId: str


class CreateKeysAndCertificateRequest(TypedDict, total=False):
    setAsActive: bool


class CreateKeysAndCertificateResponse(TypedDict, total=False):
    certificateArn: str
    certificateId: str
    certificatePem: str
    keyPair: KeyPair


class _CreateMitigationActionRequestRequired(TypedDict):
    actionName: str
    roleArn: str
    actionParams: MitigationActionParams


class CreateMitigationActionRequest(_CreateMitigationActionRequestRequired, total=False):
    tags: list[Tag]


class CreateMitigationActionResponse(TypedDict, total=False):
    actionArn: str
    actionId: str


class _CreateOTAUpdateRequestRequired(TypedDict):
    otaUpdateId: str
    targets: list[str]
    files: list[OTAUpdateFile]
    roleArn: str


class CreateOTAUpdateRequest(_CreateOTAUpdateRequestRequired, total=False):
    description: str
    protocols: list[str]
    targetSelection: str
    awsJobExecutionsRolloutConfig: AwsJobExecutionsRolloutConfig
    awsJobPresignedUrlConfig: AwsJobPresignedUrlConfig
    awsJobAbortConfig: AwsJobAbortConfig
    awsJobTimeoutConfig: AwsJobTimeoutConfig
    additionalParameters: dict[str, str]
    tags: list[Tag]


class CreateOTAUpdateResponse(TypedDict, total=False):
    otaUpdateId: str
    awsIotJobId: str
    otaUpdateArn: str
    awsIotJobArn: str
    otaUpdateStatus: str


class _CreatePackageRequestRequired(TypedDict):
    packageName: str


class CreatePackageRequest(_CreatePackageRequestRequired, total=False):
    description: str
    tags: dict[str, str]
    clientToken: str


class CreatePackageResponse(TypedDict, total=False):
    packageName: str
    packageArn: str
    description: str


class _CreatePackageVersionRequestRequired(TypedDict):
    packageName: str
    versionName: str


class CreatePackageVersionRequest(_CreatePackageVersionRequestRequired, total=False):
    description: str
    attributes: dict[str, str]
    artifact: PackageVersionArtifact
    recipe: str
    tags: dict[str, str]
    clientToken: str


class CreatePackageVersionResponse(TypedDict, total=False):
    packageVersionArn: str
    packageName: str
    versionName: str
    description: str
    attributes: dict[str, str]
    status: str
    errorReason: str


class _CreatePolicyRequestRequired(TypedDict):
    policyName: str
    policyDocument: str


class CreatePolicyRequest(_CreatePolicyRequestRequired, total=False):
    tags: list[Tag]


class CreatePolicyResponse(TypedDict, total=False):
    policyName: str
    policyArn: str
    policyDocument: str
    policyVersionId: str


class _CreatePolicyVersionRequestRequired(TypedDict):
    policyName: str
    policyDocument: str


class CreatePolicyVersionRequest(_CreatePolicyVersionRequestRequired, total=False):
    setAsDefault: bool


class CreatePolicyVersionResponse(TypedDict, total=False):
    policyArn: str
    policyDocument: str
    policyVersionId: str
    isDefaultVersion: bool


class CreateProvisioningClaimRequest(TypedDict):
    templateName: str


class CreateProvisioningClaimResponse(TypedDict, total=False):
    certificateId: str
    certificatePem: str
    keyPair: KeyPair
    expiration: datetime


class _CreateProvisioningTemplateRequestRequired(TypedDict):
    templateName: str
    templateBody: str
    provisioningRoleArn: str


class CreateProvisioningTemplateRequest(_CreateProvisioningTemplateRequestRequired, total=False):
    description: str
    enabled: bool
    preProvisioningHook: ProvisioningHook
    tags: list[Tag]
    type: str


class CreateProvisioningTemplateResponse(TypedDict, total=False):
    templateArn: str
    templateName: str
    defaultVersionId: int


class _CreateProvisioningTemplateVersionRequestRequired(TypedDict):
    templateName: str
    templateBody: str


class CreateProvisioningTemplateVersionRequest(
    _CreateProvisioningTemplateVersionRequestRequired, total=False
):
    setAsDefault: bool


class CreateProvisioningTemplateVersionResponse(TypedDict, total=False):
    templateArn: str
    templateName: str
    versionId: int
    isDefaultVersion: bool


class _CreateRoleAliasRequestRequired(TypedDict):
    roleAlias: str
    roleArn: str


class CreateRoleAliasRequest(_CreateRoleAliasRequestRequired, total=False):
    credentialDurationSeconds: int
    tags: list[Tag]


class CreateRoleAliasResponse(TypedDict, total=False):
    roleAlias: str
    roleAliasArn: str


class _CreateScheduledAuditRequestRequired(TypedDict):
    frequency: str
    targetCheckNames: list[str]
    scheduledAuditName: str


class CreateScheduledAuditRequest(_CreateScheduledAuditRequestRequired, total=False):
    dayOfMonth: str
    dayOfWeek: str
    tags: list[Tag]


class CreateScheduledAuditResponse(TypedDict, total=False):
    scheduledAuditArn: str


class _CreateSecurityProfileRequestRequired(TypedDict):
    securityProfileName: str


class CreateSecurityProfileRequest(_CreateSecurityProfileRequestRequired, total=False):
    securityProfileDescription: str
    behaviors: list[Behavior]
    alertTargets: dict[str, AlertTarget]
    additionalMetricsToRetain: list[str]
    additionalMetricsToRetainV2: list[MetricToRetain]
    tags: list[Tag]
    metricsExportConfig: MetricsExportConfig


class CreateSecurityProfileResponse(TypedDict, total=False):
    securityProfileName: str
    securityProfileArn: str


class _CreateStreamRequestRequired(TypedDict):
    streamId: str
    files: list[StreamFile]
    roleArn: str


class CreateStreamRequest(_CreateStreamRequestRequired, total=False):
    description: str
    tags: list[Tag]


class CreateStreamResponse(TypedDict, total=False):
    streamId: str
    streamArn: str
    description: str
    streamVersion: int


class _CreateThingGroupRequestRequired(TypedDict):
    thingGroupName: str


class CreateThingGroupRequest(_CreateThingGroupRequestRequired, total=False):
    parentGroupName: str
    thingGroupProperties: ThingGroupProperties
    tags: list[Tag]


class CreateThingGroupResponse(TypedDict, total=False):
    thingGroupName: str
    thingGroupArn: str
    thingGroupId: str


class _CreateThingRequestRequired(TypedDict):
    thingName: str


class CreateThingRequest(_CreateThingRequestRequired, total=False):
    thingTypeName: str
    attributePayload: AttributePayload
    billingGroupName: str


class CreateThingResponse(TypedDict, total=False):
    thingName: str
    thingArn: str
    thingId: str


class _CreateThingTypeRequestRequired(TypedDict):
    thingTypeName: str


class CreateThingTypeRequest(_CreateThingTypeRequestRequired, total=False):
    thingTypeProperties: ThingTypeProperties
    tags: list[Tag]


class CreateThingTypeResponse(TypedDict, total=False):
    thingTypeName: str
    thingTypeArn: str
    thingTypeId: str


class CreateTopicRuleDestinationRequest(TypedDict):
    destinationConfiguration: TopicRuleDestinationConfiguration


class CreateTopicRuleDestinationResponse(TypedDict, total=False):
    topicRuleDestination: TopicRuleDestination


class _CreateTopicRuleRequestRequired(TypedDict):
    ruleName: str
    topicRulePayload: TopicRulePayload


class CreateTopicRuleRequest(_CreateTopicRuleRequestRequired, total=False):
    tags: str


class CustomCodeSigning(TypedDict, total=False):
    signature: CodeSigningSignature
    certificateChain: CodeSigningCertificateChain
    hashAlgorithm: str
    signatureAlgorithm: str


class DeleteAccountAuditConfigurationRequest(TypedDict, total=False):
    deleteScheduledAudits: bool


class DeleteAccountAuditConfigurationResponse(TypedDict, total=False):
    pass


class DeleteAuditSuppressionRequest(TypedDict):
    checkName: str
    resourceIdentifier: ResourceIdentifier


class DeleteAuditSuppressionResponse(TypedDict, total=False):
    pass


class DeleteAuthorizerRequest(TypedDict):
    authorizerName: str


class DeleteAuthorizerResponse(TypedDict, total=False):
    pass


class _DeleteBillingGroupRequestRequired(TypedDict):
    billingGroupName: str


class DeleteBillingGroupRequest(_DeleteBillingGroupRequestRequired, total=False):
    expectedVersion: int


class DeleteBillingGroupResponse(TypedDict, total=False):
    pass


class DeleteCACertificateRequest(TypedDict):
    certificateId: str


class DeleteCACertificateResponse(TypedDict, total=False):
    pass


class DeleteCertificateProviderRequest(TypedDict):
    certificateProviderName: str


class DeleteCertificateProviderResponse(TypedDict, total=False):
    pass


class _DeleteCertificateRequestRequired(TypedDict):
    certificateId: str


class DeleteCertificateRequest(_DeleteCertificateRequestRequired, total=False):
    forceDelete: bool


class DeleteCommandExecutionRequest(TypedDict):
    executionId: str
    targetArn: str


class DeleteCommandExecutionResponse(TypedDict, total=False):
    pass


class DeleteCommandRequest(TypedDict):
    commandId: str


class DeleteCommandResponse(TypedDict, total=False):
    statusCode: int


class DeleteCustomMetricRequest(TypedDict):
    metricName: str


class DeleteCustomMetricResponse(TypedDict, total=False):
    pass


class DeleteDimensionRequest(TypedDict):
    name: str


class DeleteDimensionResponse(TypedDict, total=False):
    pass


class DeleteDomainConfigurationRequest(TypedDict):
    domainConfigurationName: str


class DeleteDomainConfigurationResponse(TypedDict, total=False):
    pass


class _DeleteDynamicThingGroupRequestRequired(TypedDict):
    thingGroupName: str


class DeleteDynamicThingGroupRequest(_DeleteDynamicThingGroupRequestRequired, total=False):
    expectedVersion: int


class DeleteDynamicThingGroupResponse(TypedDict, total=False):
    pass


class _DeleteFleetMetricRequestRequired(TypedDict):
    metricName: str


class DeleteFleetMetricRequest(_DeleteFleetMetricRequestRequired, total=False):
    expectedVersion: int


class _DeleteJobExecutionRequestRequired(TypedDict):
    jobId: str
    thingName: str
    executionNumber: int


class DeleteJobExecutionRequest(_DeleteJobExecutionRequestRequired, total=False):
    force: bool
    namespaceId: str


class _DeleteJobRequestRequired(TypedDict):
    jobId: str


class DeleteJobRequest(_DeleteJobRequestRequired, total=False):
    force: bool
    namespaceId: str


class DeleteJobTemplateRequest(TypedDict):
    jobTemplateId: str


class DeleteMitigationActionRequest(TypedDict):
    actionName: str


class DeleteMitigationActionResponse(TypedDict, total=False):
    pass


class _DeleteOTAUpdateRequestRequired(TypedDict):
    otaUpdateId: str


class DeleteOTAUpdateRequest(_DeleteOTAUpdateRequestRequired, total=False):
    deleteStream: bool
    forceDeleteAWSJob: bool


class DeleteOTAUpdateResponse(TypedDict, total=False):
    pass


class _DeletePackageRequestRequired(TypedDict):
    packageName: str


class DeletePackageRequest(_DeletePackageRequestRequired, total=False):
    clientToken: str


class DeletePackageResponse(TypedDict, total=False):
    pass


class _DeletePackageVersionRequestRequired(TypedDict):
    packageName: str
    versionName: str


class DeletePackageVersionRequest(_DeletePackageVersionRequestRequired, total=False):
    clientToken: str


class DeletePackageVersionResponse(TypedDict, total=False):
    pass


class DeletePolicyRequest(TypedDict):
    policyName: str


class DeletePolicyVersionRequest(TypedDict):
    policyName: str
    policyVersionId: str


class DeleteProvisioningTemplateRequest(TypedDict):
    templateName: str


class DeleteProvisioningTemplateResponse(TypedDict, total=False):
    pass


class DeleteProvisioningTemplateVersionRequest(TypedDict):
    templateName: str
    versionId: int


class DeleteProvisioningTemplateVersionResponse(TypedDict, total=False):
    pass


class DeleteRegistrationCodeRequest(TypedDict, total=False):
    pass


class DeleteRegistrationCodeResponse(TypedDict, total=False):
    pass


class DeleteRoleAliasRequest(TypedDict):
    roleAlias: str


class DeleteRoleAliasResponse(TypedDict, total=False):
    pass


class DeleteScheduledAuditRequest(TypedDict):
    scheduledAuditName: str


class DeleteScheduledAuditResponse(TypedDict, total=False):
    pass


class _DeleteSecurityProfileRequestRequired(TypedDict):
    securityProfileName: str


class DeleteSecurityProfileRequest(_DeleteSecurityProfileRequestRequired, total=False):
    expectedVersion: int


class DeleteSecurityProfileResponse(TypedDict, total=False):
    pass


class DeleteStreamRequest(TypedDict):
    streamId: str


class DeleteStreamResponse(TypedDict, total=False):
    pass


class _DeleteThingGroupRequestRequired(TypedDict):
    thingGroupName: str


class DeleteThingGroupRequest(_DeleteThingGroupRequestRequired, total=False):
    expectedVersion: int


class DeleteThingGroupResponse(TypedDict, total=False):
    pass


class _DeleteThingRequestRequired(TypedDict):
    thingName: str


class DeleteThingRequest(_DeleteThingRequestRequired, total=False):
    expectedVersion: int


class DeleteThingResponse(TypedDict, total=False):
    pass


class DeleteThingTypeRequest(TypedDict):
    thingTypeName: str


class DeleteThingTypeResponse(TypedDict, total=False):
    pass


class DeleteTopicRuleDestinationRequest(TypedDict):
    arn: str


class DeleteTopicRuleDestinationResponse(TypedDict, total=False):
    pass


class DeleteTopicRuleRequest(TypedDict):
    ruleName: str


class DeleteV2LoggingLevelRequest(TypedDict):
    targetType: str
    targetName: str


class Denied(TypedDict, total=False):
    implicitDeny: ImplicitDeny
    explicitDeny: ExplicitDeny


class _DeprecateThingTypeRequestRequired(TypedDict):
    thingTypeName: str


class DeprecateThingTypeRequest(_DeprecateThingTypeRequestRequired, total=False):
    undoDeprecate: bool


class DeprecateThingTypeResponse(TypedDict, total=False):
    pass


class DescribeAccountAuditConfigurationRequest(TypedDict, total=False):
    pass


class DescribeAccountAuditConfigurationResponse(TypedDict, total=False):
    roleArn: str
    auditNotificationTargetConfigurations: dict[str, AuditNotificationTarget]
    auditCheckConfigurations: dict[str, AuditCheckConfiguration]


class DescribeAuditFindingRequest(TypedDict):
    findingId: str


class DescribeAuditFindingResponse(TypedDict, total=False):
    finding: AuditFinding


class DescribeAuditMitigationActionsTaskRequest(TypedDict):
    taskId: str


class DescribeAuditMitigationActionsTaskResponse(TypedDict, total=False):
    taskStatus: str
    startTime: datetime
    endTime: datetime
    taskStatistics: dict[str, TaskStatisticsForAuditCheck]
    target: AuditMitigationActionsTaskTarget
    auditCheckToActionsMapping: dict[str, list[str]]
    actionsDefinition: list[MitigationAction]


class DescribeAuditSuppressionRequest(TypedDict):
    checkName: str
    resourceIdentifier: ResourceIdentifier


class DescribeAuditSuppressionResponse(TypedDict, total=False):
    checkName: str
    resourceIdentifier: ResourceIdentifier
    expirationDate: datetime
    suppressIndefinitely: bool
    description: str


class DescribeAuditTaskRequest(TypedDict):
    taskId: str


class DescribeAuditTaskResponse(TypedDict, total=False):
    taskStatus: str
    taskType: str
    taskStartTime: datetime
    taskStatistics: TaskStatistics
    scheduledAuditName: str
    auditDetails: dict[str, AuditCheckDetails]


class DescribeAuthorizerRequest(TypedDict):
    authorizerName: str


class DescribeAuthorizerResponse(TypedDict, total=False):
    authorizerDescription: AuthorizerDescription


class DescribeBillingGroupRequest(TypedDict):
    billingGroupName: str


class DescribeBillingGroupResponse(TypedDict, total=False):
    billingGroupName: str
    billingGroupId: str
    billingGroupArn: str
    version: int
    billingGroupProperties: BillingGroupProperties
    billingGroupMetadata: BillingGroupMetadata


class DescribeCACertificateRequest(TypedDict):
    certificateId: str


class DescribeCACertificateResponse(TypedDict, total=False):
    certificateDescription: CACertificateDescription
    registrationConfig: RegistrationConfig


class DescribeCertificateProviderRequest(TypedDict):
    certificateProviderName: str


class DescribeCertificateProviderResponse(TypedDict, total=False):
    certificateProviderName: str
    certificateProviderArn: str
    lambdaFunctionArn: str
    accountDefaultForOperations: list[str]
    creationDate: datetime
    lastModifiedDate: datetime


class DescribeCertificateRequest(TypedDict):
    certificateId: str


class DescribeCertificateResponse(TypedDict, total=False):
    certificateDescription: CertificateDescription


class DescribeCustomMetricRequest(TypedDict):
    metricName: str


class DescribeCustomMetricResponse(TypedDict, total=False):
    metricName: str
    metricArn: str
    metricType: str
    displayName: str
    creationDate: datetime
    lastModifiedDate: datetime


class DescribeDefaultAuthorizerRequest(TypedDict, total=False):
    pass


class DescribeDefaultAuthorizerResponse(TypedDict, total=False):
    authorizerDescription: AuthorizerDescription


class DescribeDetectMitigationActionsTaskRequest(TypedDict):
    taskId: str


class DescribeDetectMitigationActionsTaskResponse(TypedDict, total=False):
    taskSummary: DetectMitigationActionsTaskSummary


class DescribeDimensionRequest(TypedDict):
    name: str


class DescribeDimensionResponse(TypedDict, total=False):
    name: str
    arn: str
    type: str
    stringValues: list[str]
    creationDate: datetime
    lastModifiedDate: datetime


class DescribeDomainConfigurationRequest(TypedDict):
    domainConfigurationName: str


class DescribeDomainConfigurationResponse(TypedDict, total=False):
    domainConfigurationName: str
    domainConfigurationArn: str
    domainName: str
    serverCertificates: list[ServerCertificateSummary]
    authorizerConfig: AuthorizerConfig
    domainConfigurationStatus: str
    serviceType: str
    domainType: str
    lastStatusChangeDate: datetime
    tlsConfig: TlsConfig
    serverCertificateConfig: ServerCertificateConfig
    authenticationType: str
    applicationProtocol: str
    clientCertificateConfig: ClientCertificateConfig


class DescribeEncryptionConfigurationRequest(TypedDict, total=False):
    pass


class DescribeEncryptionConfigurationResponse(TypedDict, total=False):
    encryptionType: str
    kmsKeyArn: str
    kmsAccessRoleArn: str
    configurationDetails: ConfigurationDetails
    lastModifiedDate: datetime


class DescribeEndpointRequest(TypedDict, total=False):
    endpointType: str


class DescribeEndpointResponse(TypedDict, total=False):
    endpointAddress: str


class DescribeEventConfigurationsRequest(TypedDict, total=False):
    pass


class DescribeEventConfigurationsResponse(TypedDict, total=False):
    eventConfigurations: dict[str, Configuration]
    creationDate: datetime
    lastModifiedDate: datetime


class DescribeFleetMetricRequest(TypedDict):
    metricName: str


class DescribeFleetMetricResponse(TypedDict, total=False):
    metricName: str
    queryString: str
    aggregationType: AggregationType
    period: int
    aggregationField: str
    description: str
    queryVersion: str
    indexName: str
    creationDate: datetime
    lastModifiedDate: datetime
    unit: str
    version: int
    metricArn: str


class DescribeIndexRequest(TypedDict):
    indexName: str


class DescribeIndexResponse(TypedDict, total=False):
    indexName: str
    indexStatus: str
    schema: str


class _DescribeJobExecutionRequestRequired(TypedDict):
    jobId: str
    thingName: str


class DescribeJobExecutionRequest(_DescribeJobExecutionRequestRequired, total=False):
    executionNumber: int


class DescribeJobExecutionResponse(TypedDict, total=False):
    execution: JobExecution


class _DescribeJobRequestRequired(TypedDict):
    jobId: str


class DescribeJobRequest(_DescribeJobRequestRequired, total=False):
    beforeSubstitution: bool


class DescribeJobResponse(TypedDict, total=False):
    documentSource: str
    job: Job


class DescribeJobTemplateRequest(TypedDict):
    jobTemplateId: str


class DescribeJobTemplateResponse(TypedDict, total=False):
    jobTemplateArn: str
    jobTemplateId: str
    description: str
    documentSource: str
    document: str
    createdAt: datetime
    presignedUrlConfig: PresignedUrlConfig
    jobExecutionsRolloutConfig: JobExecutionsRolloutConfig
    abortConfig: AbortConfig
    timeoutConfig: TimeoutConfig
    jobExecutionsRetryConfig: JobExecutionsRetryConfig
    maintenanceWindows: list[MaintenanceWindow]
    destinationPackageVersions: list[str]


class _DescribeManagedJobTemplateRequestRequired(TypedDict):
    templateName: str


class DescribeManagedJobTemplateRequest(_DescribeManagedJobTemplateRequestRequired, total=False):
    templateVersion: str


class DescribeManagedJobTemplateResponse(TypedDict, total=False):
    templateName: str
    templateArn: str
    description: str
    templateVersion: str
    environments: list[str]
    documentParameters: list[DocumentParameter]
    document: str


class DescribeMitigationActionRequest(TypedDict):
    actionName: str


class DescribeMitigationActionResponse(TypedDict, total=False):
    actionName: str
    actionType: str
    actionArn: str
    actionId: str
    roleArn: str
    actionParams: MitigationActionParams
    creationDate: datetime
    lastModifiedDate: datetime


class DescribeProvisioningTemplateRequest(TypedDict):
    templateName: str


class DescribeProvisioningTemplateResponse(TypedDict, total=False):
    templateArn: str
    templateName: str
    description: str
    creationDate: datetime
    lastModifiedDate: datetime
    defaultVersionId: int
    templateBody: str
    enabled: bool
    provisioningRoleArn: str
    preProvisioningHook: ProvisioningHook
    type: str


class DescribeProvisioningTemplateVersionRequest(TypedDict):
    templateName: str
    versionId: int


class DescribeProvisioningTemplateVersionResponse(TypedDict, total=False):
    versionId: int
    creationDate: datetime
    templateBody: str
    isDefaultVersion: bool


class DescribeRoleAliasRequest(TypedDict):
    roleAlias: str


class DescribeRoleAliasResponse(TypedDict, total=False):
    roleAliasDescription: RoleAliasDescription


class DescribeScheduledAuditRequest(TypedDict):
    scheduledAuditName: str


class DescribeScheduledAuditResponse(TypedDict, total=False):
    frequency: str
    dayOfMonth: str
    dayOfWeek: str
    targetCheckNames: list[str]
    scheduledAuditName: str
    scheduledAuditArn: str


class DescribeSecurityProfileRequest(TypedDict):
    securityProfileName: str


class DescribeSecurityProfileResponse(TypedDict, total=False):
    securityProfileName: str
    securityProfileArn: str
    securityProfileDescription: str
    behaviors: list[Behavior]
    alertTargets: dict[str, AlertTarget]
    additionalMetricsToRetain: list[str]
    additionalMetricsToRetainV2: list[MetricToRetain]
    version: int
    creationDate: datetime
    lastModifiedDate: datetime
    metricsExportConfig: MetricsExportConfig


class DescribeStreamRequest(TypedDict):
    streamId: str


class DescribeStreamResponse(TypedDict, total=False):
    streamInfo: StreamInfo


class DescribeThingGroupRequest(TypedDict):
    thingGroupName: str


class DescribeThingGroupResponse(TypedDict, total=False):
    thingGroupName: str
    thingGroupId: str
    thingGroupArn: str
    version: int
    thingGroupProperties: ThingGroupProperties
    thingGroupMetadata: ThingGroupMetadata
    indexName: str
    queryString: str
    queryVersion: str
    status: str


class DescribeThingRegistrationTaskRequest(TypedDict):
    taskId: str


class DescribeThingRegistrationTaskResponse(TypedDict, total=False):
    taskId: str
    creationDate: datetime
    lastModifiedDate: datetime
    templateBody: str
    inputFileBucket: str
    inputFileKey: str
    roleArn: str
    status: str
    message: str
    successCount: int
    failureCount: int
    percentageProgress: int


class DescribeThingRequest(TypedDict):
    thingName: str


class DescribeThingResponse(TypedDict, total=False):
    defaultClientId: str
    thingName: str
    thingId: str
    thingArn: str
    thingTypeName: str
    attributes: dict[str, str]
    version: int
    billingGroupName: str


class DescribeThingTypeRequest(TypedDict):
    thingTypeName: str


class DescribeThingTypeResponse(TypedDict, total=False):
    thingTypeName: str
    thingTypeId: str
    thingTypeArn: str
    thingTypeProperties: ThingTypeProperties
    thingTypeMetadata: ThingTypeMetadata


class Destination(TypedDict, total=False):
    s3Destination: S3Destination


class DetachPolicyRequest(TypedDict):
    policyName: str
    target: str


class DetachPrincipalPolicyRequest(TypedDict):
    policyName: str
    principal: str


class DetachSecurityProfileRequest(TypedDict):
    securityProfileName: str
    securityProfileTargetArn: str


class DetachSecurityProfileResponse(TypedDict, total=False):
    pass


class DetachThingPrincipalRequest(TypedDict):
    thingName: str
    principal: str


class DetachThingPrincipalResponse(TypedDict, total=False):
    pass


class DetectMitigationActionExecution(TypedDict, total=False):
    taskId: str
    violationId: str
    actionName: str
    thingName: str
    executionStartDate: datetime
    executionEndDate: datetime
    status: str
    errorCode: str
    message: str


class DetectMitigationActionsTaskStatistics(TypedDict, total=False):
    actionsExecuted: int
    actionsSkipped: int
    actionsFailed: int


class DetectMitigationActionsTaskSummary(TypedDict, total=False):
    taskId: str
    taskStatus: str
    taskStartTime: datetime
    taskEndTime: datetime
    target: DetectMitigationActionsTaskTarget
    violationEventOccurrenceRange: ViolationEventOccurrenceRange
    onlyActiveViolationsIncluded: bool
    suppressedAlertsIncluded: bool
    actionsDefinition: list[MitigationAction]
    taskStatistics: DetectMitigationActionsTaskStatistics


class DetectMitigationActionsTaskTarget(TypedDict, total=False):
    violationIds: list[str]
    securityProfileName: str
    behaviorName: str


class DisableTopicRuleRequest(TypedDict):
    ruleName: str


class _DisassociateSbomFromPackageVersionRequestRequired(TypedDict):
    packageName: str
    versionName: str


class DisassociateSbomFromPackageVersionRequest(
    _DisassociateSbomFromPackageVersionRequestRequired, total=False
):
    clientToken: str


class DisassociateSbomFromPackageVersionResponse(TypedDict, total=False):
    pass


class DocumentParameter(TypedDict, total=False):
    key: str
    description: str
    regex: str
    example: str
    optional: bool


class DomainConfigurationSummary(TypedDict, total=False):
    domainConfigurationName: str
    domainConfigurationArn: str
    serviceType: str


class _DynamoDBActionRequired(TypedDict):
    tableName: str
    roleArn: str
    hashKeyField: str
    hashKeyValue: str


class DynamoDBAction(_DynamoDBActionRequired, total=False):
    operation: str
    hashKeyType: str
    rangeKeyField: str
    rangeKeyValue: str
    rangeKeyType: str
    payloadField: str


class DynamoDBv2Action(TypedDict):
    roleArn: str
    putItem: PutItemInput


class EffectivePolicy(TypedDict, total=False):
    policyName: str
    policyArn: str
    policyDocument: str


class ElasticsearchAction(TypedDict):
    roleArn: str
    endpoint: str
    index: str
    type: str
    id: str


class EnableIoTLoggingParams(TypedDict):
    roleArnForLogging: str
    logLevel: str


class EnableTopicRuleRequest(TypedDict):
    ruleName: str


class ErrorInfo(TypedDict, total=False):
    code: str
    message: str


class ExplicitDeny(TypedDict, total=False):
    policies: list[Policy]


class ExponentialRolloutRate(TypedDict):
    baseRatePerMinute: int
    incrementFactor: float
    rateIncreaseCriteria: RateIncreaseCriteria


class Field(TypedDict, total=False):
    name: str
    type: str


class FileLocation(TypedDict, total=False):
    stream: Stream
    s3Location: S3Location


class _FirehoseActionRequired(TypedDict):
    roleArn: str
    deliveryStreamName: str


class FirehoseAction(_FirehoseActionRequired, total=False):
    separator: str
    batchMode: bool


class FleetMetricNameAndArn(TypedDict, total=False):
    metricName: str
    metricArn: str


class GeoLocationTarget(TypedDict, total=False):
    name: str
    order: str


class GetBehaviorModelTrainingSummariesRequest(TypedDict, total=False):
    securityProfileName: str
    maxResults: int
    nextToken: str


class GetBehaviorModelTrainingSummariesResponse(TypedDict, total=False):
    summaries: list[BehaviorModelTrainingSummary]
    nextToken: str


class _GetBucketsAggregationRequestRequired(TypedDict):
    queryString: str
    aggregationField: str
    bucketsAggregationType: BucketsAggregationType


class GetBucketsAggregationRequest(_GetBucketsAggregationRequestRequired, total=False):
    indexName: str
    queryVersion: str


class GetBucketsAggregationResponse(TypedDict, total=False):
    totalCount: int
    buckets: list[Bucket]


class _GetCardinalityRequestRequired(TypedDict):
    queryString: str


class GetCardinalityRequest(_GetCardinalityRequestRequired, total=False):
    indexName: str
    aggregationField: str
    queryVersion: str


class GetCardinalityResponse(TypedDict, total=False):
    cardinality: int


class _GetCommandExecutionRequestRequired(TypedDict):
    executionId: str
    targetArn: str


class GetCommandExecutionRequest(_GetCommandExecutionRequestRequired, total=False):
    includeResult: bool


class GetCommandExecutionResponse(TypedDict, total=False):
    executionId: str
    commandArn: str
    targetArn: str
    status: str
    statusReason: StatusReason
    result: dict[str, CommandExecutionResult]
    parameters: dict[str, CommandParameterValue]
    executionTimeoutSeconds: int
    createdAt: datetime
    lastUpdatedAt: datetime
    startedAt: datetime
    completedAt: datetime
    timeToLive: datetime


class GetCommandRequest(TypedDict):
    commandId: str


class GetCommandResponse(TypedDict, total=False):
    commandId: str
    commandArn: str
    namespace: str
    displayName: str
    description: str
    mandatoryParameters: list[CommandParameter]
    payload: CommandPayload
    payloadTemplate: str
    preprocessor: CommandPreprocessor
    roleArn: str
    createdAt: datetime
    lastUpdatedAt: datetime
    deprecated: bool
    pendingDeletion: bool


class GetEffectivePoliciesRequest(TypedDict, total=False):
    principal: str
    cognitoIdentityPoolId: str
    thingName: str


class GetEffectivePoliciesResponse(TypedDict, total=False):
    effectivePolicies: list[EffectivePolicy]


class GetIndexingConfigurationRequest(TypedDict, total=False):
    pass


class GetIndexingConfigurationResponse(TypedDict, total=False):
    thingIndexingConfiguration: ThingIndexingConfiguration
    thingGroupIndexingConfiguration: ThingGroupIndexingConfiguration


class _GetJobDocumentRequestRequired(TypedDict):
    jobId: str


class GetJobDocumentRequest(_GetJobDocumentRequestRequired, total=False):
    beforeSubstitution: bool


class GetJobDocumentResponse(TypedDict, total=False):
    document: str


class GetLoggingOptionsRequest(TypedDict, total=False):
    pass


class GetLoggingOptionsResponse(TypedDict, total=False):
    roleArn: str
    logLevel: str


class GetOTAUpdateRequest(TypedDict):
    otaUpdateId: str


class GetOTAUpdateResponse(TypedDict, total=False):
    otaUpdateInfo: OTAUpdateInfo


class GetPackageConfigurationRequest(TypedDict, total=False):
    pass


class GetPackageConfigurationResponse(TypedDict, total=False):
    versionUpdateByJobsConfig: VersionUpdateByJobsConfig


class GetPackageRequest(TypedDict):
    packageName: str


class GetPackageResponse(TypedDict, total=False):
    packageName: str
    packageArn: str
    description: str
    defaultVersionName: str
    creationDate: datetime
    lastModifiedDate: datetime


class GetPackageVersionRequest(TypedDict):
    packageName: str
    versionName: str


class GetPackageVersionResponse(TypedDict, total=False):
    packageVersionArn: str
    packageName: str
    versionName: str
    description: str
    attributes: dict[str, str]
    artifact: PackageVersionArtifact
    status: str
    errorReason: str
    creationDate: datetime
    lastModifiedDate: datetime
    sbom: Sbom
    sbomValidationStatus: str
    recipe: str


class _GetPercentilesRequestRequired(TypedDict):
    queryString: str


class GetPercentilesRequest(_GetPercentilesRequestRequired, total=False):
    indexName: str
    aggregationField: str
    queryVersion: str
    percents: list[float]


class GetPercentilesResponse(TypedDict, total=False):
    percentiles: list[PercentPair]


class GetPolicyRequest(TypedDict):
    policyName: str


class GetPolicyResponse(TypedDict, total=False):
    policyName: str
    policyArn: str
    policyDocument: str
    defaultVersionId: str
    creationDate: datetime
    lastModifiedDate: datetime
    generationId: str


class GetPolicyVersionRequest(TypedDict):
    policyName: str
    policyVersionId: str


class GetPolicyVersionResponse(TypedDict, total=False):
    policyArn: str
    policyName: str
    policyDocument: str
    policyVersionId: str
    isDefaultVersion: bool
    creationDate: datetime
    lastModifiedDate: datetime
    generationId: str


class GetRegistrationCodeRequest(TypedDict, total=False):
    pass


class GetRegistrationCodeResponse(TypedDict, total=False):
    registrationCode: str


class _GetStatisticsRequestRequired(TypedDict):
    queryString: str


class GetStatisticsRequest(_GetStatisticsRequestRequired, total=False):
    indexName: str
    aggregationField: str
    queryVersion: str


class GetStatisticsResponse(TypedDict, total=False):
    statistics: Statistics


class _GetThingConnectivityDataRequestRequired(TypedDict):
    thingName: str


class GetThingConnectivityDataRequest(_GetThingConnectivityDataRequestRequired, total=False):
    includeSocketInformation: bool


class GetThingConnectivityDataResponse(TypedDict, total=False):
    thingName: str
    connected: bool
    timestamp: datetime
    disconnectReason: str
    sourceIp: str
    sourcePort: int
    targetIp: str
    targetPort: int
    vpcEndpointId: str
    keepAliveDuration: int
    cleanSession: bool
    sessionExpiry: int
    clientId: str


class GetTopicRuleDestinationRequest(TypedDict):
    arn: str


class GetTopicRuleDestinationResponse(TypedDict, total=False):
    topicRuleDestination: TopicRuleDestination


class GetTopicRuleRequest(TypedDict):
    ruleName: str


class GetTopicRuleResponse(TypedDict, total=False):
    ruleArn: str
    rule: TopicRule


class GetV2LoggingOptionsRequest(TypedDict, total=False):
    verbose: bool


class GetV2LoggingOptionsResponse(TypedDict, total=False):
    roleArn: str
    defaultLogLevel: str
    disableAllLogs: bool
    eventConfigurations: list[LogEventConfiguration]


class GroupNameAndArn(TypedDict, total=False):
    groupName: str
    groupArn: str


class _HttpActionRequired(TypedDict):
    url: str


class HttpAction(_HttpActionRequired, total=False):
    confirmationUrl: str
    headers: list[HttpActionHeader]
    auth: HttpAuthorization
    enableBatching: bool
    batchConfig: BatchConfig


class HttpActionHeader(TypedDict):
    key: str
    value: str


class HttpAuthorization(TypedDict, total=False):
    sigv4: SigV4Authorization


class HttpContext(TypedDict, total=False):
    headers: dict[str, str]
    queryString: str


class HttpUrlDestinationConfiguration(TypedDict):
    confirmationUrl: str


class HttpUrlDestinationProperties(TypedDict, total=False):
    confirmationUrl: str


class HttpUrlDestinationSummary(TypedDict, total=False):
    confirmationUrl: str


class ImplicitDeny(TypedDict, total=False):
    policies: list[Policy]


class IndexingFilter(TypedDict, total=False):
    namedShadowNames: list[str]
    geoLocations: list[GeoLocationTarget]
    connectivity: ConnectivityFilter


class _InfluxDBActionRequired(TypedDict):
    destinationArn: str
    roleArn: str
    databaseName: str
    tableName: str


class InfluxDBAction(_InfluxDBActionRequired, total=False):
    organization: str
    tags: dict[str, str]
    timestampUnit: str
    batchConfig: InfluxDBBatchConfig


class InfluxDBBatchConfig(TypedDict, total=False):
    maxBatchSize: int
    maxBatchOpenMs: int
    maxBatchSizeBytes: int
    batchAcrossTopics: bool


class _InfluxDBDestinationConfigurationRequired(TypedDict):
    endpoint: str
    influxDBVersion: str
    secretId: str


class InfluxDBDestinationConfiguration(_InfluxDBDestinationConfigurationRequired, total=False):
    secretType: str
    secretKey: str


class InfluxDBDestinationProperties(TypedDict, total=False):
    endpoint: str
    influxDBVersion: str
    secretId: str
    secretType: str
    secretKey: str


class InfluxDBDestinationSummary(TypedDict, total=False):
    endpoint: str
    influxDBVersion: str
    secretId: str
    secretType: str
    secretKey: str


class IotAnalyticsAction(TypedDict, total=False):
    channelArn: str
    channelName: str
    batchMode: bool
    roleArn: str


class _IotEventsActionRequired(TypedDict):
    inputName: str
    roleArn: str


class IotEventsAction(_IotEventsActionRequired, total=False):
    messageId: str
    batchMode: bool


class IotSiteWiseAction(TypedDict):
    putAssetPropertyValueEntries: list[PutAssetPropertyValueEntry]
    roleArn: str


class IssuerCertificateIdentifier(TypedDict, total=False):
    issuerCertificateSubject: str
    issuerId: str
    issuerCertificateSerialNumber: str


class Job(TypedDict, total=False):
    jobArn: str
    jobId: str
    targetSelection: str
    status: str
    forceCanceled: bool
    reasonCode: str
    comment: str
    targets: list[str]
    description: str
    presignedUrlConfig: PresignedUrlConfig
    jobExecutionsRolloutConfig: JobExecutionsRolloutConfig
    abortConfig: AbortConfig
    createdAt: datetime
    lastUpdatedAt: datetime
    completedAt: datetime
    jobProcessDetails: JobProcessDetails
    timeoutConfig: TimeoutConfig
    namespaceId: str
    jobTemplateArn: str
    jobExecutionsRetryConfig: JobExecutionsRetryConfig
    documentParameters: dict[str, str]
    isConcurrent: bool
    schedulingConfig: SchedulingConfig
    scheduledJobRollouts: list[ScheduledJobRollout]
    destinationPackageVersions: list[str]


class JobExecution(TypedDict, total=False):
    jobId: str
    status: str
    forceCanceled: bool
    statusDetails: JobExecutionStatusDetails
    thingArn: str
    queuedAt: datetime
    startedAt: datetime
    lastUpdatedAt: datetime
    executionNumber: int
    versionNumber: int
    approximateSecondsBeforeTimedOut: int


class JobExecutionStatusDetails(TypedDict, total=False):
    detailsMap: dict[str, str]


class JobExecutionSummary(TypedDict, total=False):
    status: str
    queuedAt: datetime
    startedAt: datetime
    lastUpdatedAt: datetime
    executionNumber: int
    retryAttempt: int


class JobExecutionSummaryForJob(TypedDict, total=False):
    thingArn: str
    jobExecutionSummary: JobExecutionSummary


class JobExecutionSummaryForThing(TypedDict, total=False):
    jobId: str
    jobExecutionSummary: JobExecutionSummary


class JobExecutionsRetryConfig(TypedDict):
    criteriaList: list[RetryCriteria]


class JobExecutionsRolloutConfig(TypedDict, total=False):
    maximumPerMinute: int
    exponentialRate: ExponentialRolloutRate


class JobProcessDetails(TypedDict, total=False):
    processingTargets: list[str]
    numberOfCanceledThings: int
    numberOfSucceededThings: int
    numberOfFailedThings: int
    numberOfRejectedThings: int
    numberOfQueuedThings: int
    numberOfInProgressThings: int
    numberOfRemovedThings: int
    numberOfTimedOutThings: int


class JobSummary(TypedDict, total=False):
    jobArn: str
    jobId: str
    thingGroupId: str
    targetSelection: str
    status: str
    createdAt: datetime
    lastUpdatedAt: datetime
    completedAt: datetime
    isConcurrent: bool


class JobTemplateSummary(TypedDict, total=False):
    jobTemplateArn: str
    jobTemplateId: str
    description: str
    createdAt: datetime


class _KafkaActionRequired(TypedDict):
    destinationArn: str
    topic: str
    clientProperties: dict[str, str]


class KafkaAction(_KafkaActionRequired, total=False):
    key: str
    partition: str
    headers: list[KafkaActionHeader]


class KafkaActionHeader(TypedDict):
    key: str
    value: str


class KeyPair(TypedDict, total=False):
    PublicKey: str
    PrivateKey: str


class _KinesisActionRequired(TypedDict):
    roleArn: str
    streamName: str


class KinesisAction(_KinesisActionRequired, total=False):
    partitionKey: str


class LambdaAction(TypedDict):
    functionArn: str


class ListActiveViolationsRequest(TypedDict, total=False):
    thingName: str
    securityProfileName: str
    behaviorCriteriaType: str
    listSuppressedAlerts: bool
    verificationState: str
    nextToken: str
    maxResults: int


class ListActiveViolationsResponse(TypedDict, total=False):
    activeViolations: list[ActiveViolation]
    nextToken: str


class _ListAttachedPoliciesRequestRequired(TypedDict):
    target: str


class ListAttachedPoliciesRequest(_ListAttachedPoliciesRequestRequired, total=False):
    recursive: bool
    marker: str
    pageSize: int


class ListAttachedPoliciesResponse(TypedDict, total=False):
    policies: list[Policy]
    nextMarker: str


class ListAuditFindingsRequest(TypedDict, total=False):
    taskId: str
    checkName: str
    resourceIdentifier: ResourceIdentifier
    maxResults: int
    nextToken: str
    startTime: datetime
    endTime: datetime
    listSuppressedFindings: bool


class ListAuditFindingsResponse(TypedDict, total=False):
    findings: list[AuditFinding]
    nextToken: str


class _ListAuditMitigationActionsExecutionsRequestRequired(TypedDict):
    taskId: str
    findingId: str


class ListAuditMitigationActionsExecutionsRequest(
    _ListAuditMitigationActionsExecutionsRequestRequired, total=False
):
    actionStatus: str
    maxResults: int
    nextToken: str


class ListAuditMitigationActionsExecutionsResponse(TypedDict, total=False):
    actionsExecutions: list[AuditMitigationActionExecutionMetadata]
    nextToken: str


class _ListAuditMitigationActionsTasksRequestRequired(TypedDict):
    startTime: datetime
    endTime: datetime


class ListAuditMitigationActionsTasksRequest(_ListAuditMitigationActionsTasksRequestRequired, total=False):
    auditTaskId: str
    findingId: str
    taskStatus: str
    maxResults: int
    nextToken: str


class ListAuditMitigationActionsTasksResponse(TypedDict, total=False):
    tasks: list[AuditMitigationActionsTaskMetadata]
    nextToken: str


class ListAuditSuppressionsRequest(TypedDict, total=False):
    checkName: str
    resourceIdentifier: ResourceIdentifier
    ascendingOrder: bool
    nextToken: str
    maxResults: int


class ListAuditSuppressionsResponse(TypedDict, total=False):
    suppressions: list[AuditSuppression]
    nextToken: str


class _ListAuditTasksRequestRequired(TypedDict):
    startTime: datetime
    endTime: datetime


class ListAuditTasksRequest(_ListAuditTasksRequestRequired, total=False):
    taskType: str
    taskStatus: str
    nextToken: str
    maxResults: int


class ListAuditTasksResponse(TypedDict, total=False):
    tasks: list[AuditTaskMetadata]
    nextToken: str


class ListAuthorizersRequest(TypedDict, total=False):
    pageSize: int
    marker: str
    ascendingOrder: bool
    status: str


class ListAuthorizersResponse(TypedDict, total=False):
    authorizers: list[AuthorizerSummary]
    nextMarker: str


class ListBillingGroupsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int
    namePrefixFilter: str


class ListBillingGroupsResponse(TypedDict, total=False):
    billingGroups: list[GroupNameAndArn]
    nextToken: str


class ListCACertificatesRequest(TypedDict, total=False):
    pageSize: int
    marker: str
    ascendingOrder: bool
    templateName: str


class ListCACertificatesResponse(TypedDict, total=False):
    certificates: list[CACertificate]
    nextMarker: str


class ListCertificateProvidersRequest(TypedDict, total=False):
    nextToken: str
    ascendingOrder: bool


class ListCertificateProvidersResponse(TypedDict, total=False):
    certificateProviders: list[CertificateProviderSummary]
    nextToken: str


class _ListCertificatesByCARequestRequired(TypedDict):
    caCertificateId: str


class ListCertificatesByCARequest(_ListCertificatesByCARequestRequired, total=False):
    pageSize: int
    marker: str
    ascendingOrder: bool


class ListCertificatesByCAResponse(TypedDict, total=False):
    certificates: list[Certificate]
    nextMarker: str


class ListCertificatesRequest(TypedDict, total=False):
    pageSize: int
    marker: str
    ascendingOrder: bool


class ListCertificatesResponse(TypedDict, total=False):
    certificates: list[Certificate]
    nextMarker: str


class ListCommandExecutionsRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str
    namespace: str
    status: str
    sortOrder: str
    startedTimeFilter: TimeFilter
    completedTimeFilter: TimeFilter
    targetArn: str
    commandArn: str


class ListCommandExecutionsResponse(TypedDict, total=False):
    commandExecutions: list[CommandExecutionSummary]
    nextToken: str


class ListCommandsRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str
    namespace: str
    commandParameterName: str
    sortOrder: str


class ListCommandsResponse(TypedDict, total=False):
    commands: list[CommandSummary]
    nextToken: str


class ListCustomMetricsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListCustomMetricsResponse(TypedDict, total=False):
    metricNames: list[str]
    nextToken: str


class ListDetectMitigationActionsExecutionsRequest(TypedDict, total=False):
    taskId: str
    violationId: str
    thingName: str
    startTime: datetime
    endTime: datetime
    maxResults: int
    nextToken: str


class ListDetectMitigationActionsExecutionsResponse(TypedDict, total=False):
    actionsExecutions: list[DetectMitigationActionExecution]
    nextToken: str


class _ListDetectMitigationActionsTasksRequestRequired(TypedDict):
    startTime: datetime
    endTime: datetime


class ListDetectMitigationActionsTasksRequest(_ListDetectMitigationActionsTasksRequestRequired, total=False):
    maxResults: int
    nextToken: str


class ListDetectMitigationActionsTasksResponse(TypedDict, total=False):
    tasks: list[DetectMitigationActionsTaskSummary]
    nextToken: str


class ListDimensionsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListDimensionsResponse(TypedDict, total=False):
    dimensionNames: list[str]
    nextToken: str


class ListDomainConfigurationsRequest(TypedDict, total=False):
    marker: str
    pageSize: int
    serviceType: str


class ListDomainConfigurationsResponse(TypedDict, total=False):
    domainConfigurations: list[DomainConfigurationSummary]
    nextMarker: str


class ListFleetMetricsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListFleetMetricsResponse(TypedDict, total=False):
    fleetMetrics: list[FleetMetricNameAndArn]
    nextToken: str


class ListIndicesRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListIndicesResponse(TypedDict, total=False):
    indexNames: list[str]
    nextToken: str


class _ListJobExecutionsForJobRequestRequired(TypedDict):
    jobId: str


class ListJobExecutionsForJobRequest(_ListJobExecutionsForJobRequestRequired, total=False):
    status: str
    maxResults: int
    nextToken: str


class ListJobExecutionsForJobResponse(TypedDict, total=False):
    executionSummaries: list[JobExecutionSummaryForJob]
    nextToken: str


class _ListJobExecutionsForThingRequestRequired(TypedDict):
    thingName: str


class ListJobExecutionsForThingRequest(_ListJobExecutionsForThingRequestRequired, total=False):
    status: str
    namespaceId: str
    maxResults: int
    nextToken: str
    jobId: str


class ListJobExecutionsForThingResponse(TypedDict, total=False):
    executionSummaries: list[JobExecutionSummaryForThing]
    nextToken: str


class ListJobTemplatesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListJobTemplatesResponse(TypedDict, total=False):
    jobTemplates: list[JobTemplateSummary]
    nextToken: str


class ListJobsRequest(TypedDict, total=False):
    status: str
    targetSelection: str
    maxResults: int
    nextToken: str
    thingGroupName: str
    thingGroupId: str
    namespaceId: str


class ListJobsResponse(TypedDict, total=False):
    jobs: list[JobSummary]
    nextToken: str


class ListManagedJobTemplatesRequest(TypedDict, total=False):
    templateName: str
    maxResults: int
    nextToken: str


class ListManagedJobTemplatesResponse(TypedDict, total=False):
    managedJobTemplates: list[ManagedJobTemplateSummary]
    nextToken: str


class _ListMetricValuesRequestRequired(TypedDict):
    thingName: str
    metricName: str
    startTime: datetime
    endTime: datetime


class ListMetricValuesRequest(_ListMetricValuesRequestRequired, total=False):
    dimensionName: str
    dimensionValueOperator: str
    maxResults: int
    nextToken: str


class ListMetricValuesResponse(TypedDict, total=False):
    metricDatumList: list[MetricDatum]
    nextToken: str


class ListMitigationActionsRequest(TypedDict, total=False):
    actionType: str
    maxResults: int
    nextToken: str


class ListMitigationActionsResponse(TypedDict, total=False):
    actionIdentifiers: list[MitigationActionIdentifier]
    nextToken: str


class ListOTAUpdatesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str
    otaUpdateStatus: str


class ListOTAUpdatesResponse(TypedDict, total=False):
    otaUpdates: list[OTAUpdateSummary]
    nextToken: str


class ListOutgoingCertificatesRequest(TypedDict, total=False):
    pageSize: int
    marker: str
    ascendingOrder: bool


class ListOutgoingCertificatesResponse(TypedDict, total=False):
    outgoingCertificates: list[OutgoingCertificate]
    nextMarker: str


class _ListPackageVersionsRequestRequired(TypedDict):
    packageName: str


class ListPackageVersionsRequest(_ListPackageVersionsRequestRequired, total=False):
    status: str
    maxResults: int
    nextToken: str


class ListPackageVersionsResponse(TypedDict, total=False):
    packageVersionSummaries: list[PackageVersionSummary]
    nextToken: str


class ListPackagesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListPackagesResponse(TypedDict, total=False):
    packageSummaries: list[PackageSummary]
    nextToken: str


class ListPoliciesRequest(TypedDict, total=False):
    marker: str
    pageSize: int
    ascendingOrder: bool


class ListPoliciesResponse(TypedDict, total=False):
    policies: list[Policy]
    nextMarker: str


class _ListPolicyPrincipalsRequestRequired(TypedDict):
    policyName: str


class ListPolicyPrincipalsRequest(_ListPolicyPrincipalsRequestRequired, total=False):
    marker: str
    pageSize: int
    ascendingOrder: bool


class ListPolicyPrincipalsResponse(TypedDict, total=False):
    principals: list[str]
    nextMarker: str


class ListPolicyVersionsRequest(TypedDict):
    policyName: str


class ListPolicyVersionsResponse(TypedDict, total=False):
    policyVersions: list[PolicyVersion]


class _ListPrincipalPoliciesRequestRequired(TypedDict):
    principal: str


class ListPrincipalPoliciesRequest(_ListPrincipalPoliciesRequestRequired, total=False):
    marker: str
    pageSize: int
    ascendingOrder: bool


class ListPrincipalPoliciesResponse(TypedDict, total=False):
    policies: list[Policy]
    nextMarker: str


class _ListPrincipalThingsRequestRequired(TypedDict):
    principal: str


class ListPrincipalThingsRequest(_ListPrincipalThingsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListPrincipalThingsResponse(TypedDict, total=False):
    things: list[str]
    nextToken: str


class _ListPrincipalThingsV2RequestRequired(TypedDict):
    principal: str


class ListPrincipalThingsV2Request(_ListPrincipalThingsV2RequestRequired, total=False):
    nextToken: str
    maxResults: int
    thingPrincipalType: str


class ListPrincipalThingsV2Response(TypedDict, total=False):
    principalThingObjects: list[PrincipalThingObject]
    nextToken: str


class _ListProvisioningTemplateVersionsRequestRequired(TypedDict):
    templateName: str


class ListProvisioningTemplateVersionsRequest(_ListProvisioningTemplateVersionsRequestRequired, total=False):
    maxResults: int
    nextToken: str


class ListProvisioningTemplateVersionsResponse(TypedDict, total=False):
    versions: list[ProvisioningTemplateVersionSummary]
    nextToken: str


class ListProvisioningTemplatesRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListProvisioningTemplatesResponse(TypedDict, total=False):
    templates: list[ProvisioningTemplateSummary]
    nextToken: str


class _ListRelatedResourcesForAuditFindingRequestRequired(TypedDict):
    findingId: str


class ListRelatedResourcesForAuditFindingRequest(
    _ListRelatedResourcesForAuditFindingRequestRequired, total=False
):
    nextToken: str
    maxResults: int


class ListRelatedResourcesForAuditFindingResponse(TypedDict, total=False):
    relatedResources: list[RelatedResource]
    nextToken: str


class ListRoleAliasesRequest(TypedDict, total=False):
    pageSize: int
    marker: str
    ascendingOrder: bool


class ListRoleAliasesResponse(TypedDict, total=False):
    roleAliases: list[str]
    nextMarker: str


class _ListSbomValidationResultsRequestRequired(TypedDict):
    packageName: str
    versionName: str


class ListSbomValidationResultsRequest(_ListSbomValidationResultsRequestRequired, total=False):
    validationResult: str
    maxResults: int
    nextToken: str


class ListSbomValidationResultsResponse(TypedDict, total=False):
    validationResultSummaries: list[SbomValidationResultSummary]
    nextToken: str


class ListScheduledAuditsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListScheduledAuditsResponse(TypedDict, total=False):
    scheduledAudits: list[ScheduledAuditMetadata]
    nextToken: str


class _ListSecurityProfilesForTargetRequestRequired(TypedDict):
    securityProfileTargetArn: str


class ListSecurityProfilesForTargetRequest(_ListSecurityProfilesForTargetRequestRequired, total=False):
    nextToken: str
    maxResults: int
    recursive: bool


class ListSecurityProfilesForTargetResponse(TypedDict, total=False):
    securityProfileTargetMappings: list[SecurityProfileTargetMapping]
    nextToken: str


class ListSecurityProfilesRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int
    dimensionName: str
    metricName: str


class ListSecurityProfilesResponse(TypedDict, total=False):
    securityProfileIdentifiers: list[SecurityProfileIdentifier]
    nextToken: str


class ListStreamsRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str
    ascendingOrder: bool


class ListStreamsResponse(TypedDict, total=False):
    streams: list[StreamSummary]
    nextToken: str


class _ListTagsForResourceRequestRequired(TypedDict):
    resourceArn: str


class ListTagsForResourceRequest(_ListTagsForResourceRequestRequired, total=False):
    nextToken: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: list[Tag]
    nextToken: str


class _ListTargetsForPolicyRequestRequired(TypedDict):
    policyName: str


class ListTargetsForPolicyRequest(_ListTargetsForPolicyRequestRequired, total=False):
    marker: str
    pageSize: int


class ListTargetsForPolicyResponse(TypedDict, total=False):
    targets: list[str]
    nextMarker: str


class _ListTargetsForSecurityProfileRequestRequired(TypedDict):
    securityProfileName: str


class ListTargetsForSecurityProfileRequest(_ListTargetsForSecurityProfileRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListTargetsForSecurityProfileResponse(TypedDict, total=False):
    securityProfileTargets: list[SecurityProfileTarget]
    nextToken: str


class _ListThingGroupsForThingRequestRequired(TypedDict):
    thingName: str


class ListThingGroupsForThingRequest(_ListThingGroupsForThingRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListThingGroupsForThingResponse(TypedDict, total=False):
    thingGroups: list[GroupNameAndArn]
    nextToken: str


class ListThingGroupsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int
    parentGroup: str
    namePrefixFilter: str
    recursive: bool


class ListThingGroupsResponse(TypedDict, total=False):
    thingGroups: list[GroupNameAndArn]
    nextToken: str


class _ListThingPrincipalsRequestRequired(TypedDict):
    thingName: str


class ListThingPrincipalsRequest(_ListThingPrincipalsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListThingPrincipalsResponse(TypedDict, total=False):
    principals: list[str]
    nextToken: str


class _ListThingPrincipalsV2RequestRequired(TypedDict):
    thingName: str


class ListThingPrincipalsV2Request(_ListThingPrincipalsV2RequestRequired, total=False):
    nextToken: str
    maxResults: int
    thingPrincipalType: str


class ListThingPrincipalsV2Response(TypedDict, total=False):
    thingPrincipalObjects: list[ThingPrincipalObject]
    nextToken: str


class _ListThingRegistrationTaskReportsRequestRequired(TypedDict):
    taskId: str
    reportType: str


class ListThingRegistrationTaskReportsRequest(_ListThingRegistrationTaskReportsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListThingRegistrationTaskReportsResponse(TypedDict, total=False):
    resourceLinks: list[str]
    reportType: str
    nextToken: str


class ListThingRegistrationTasksRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int
    status: str


class ListThingRegistrationTasksResponse(TypedDict, total=False):
    taskIds: list[str]
    nextToken: str


class ListThingTypesRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int
    thingTypeName: str


class ListThingTypesResponse(TypedDict, total=False):
    thingTypes: list[ThingTypeDefinition]
    nextToken: str


class _ListThingsInBillingGroupRequestRequired(TypedDict):
    billingGroupName: str


class ListThingsInBillingGroupRequest(_ListThingsInBillingGroupRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListThingsInBillingGroupResponse(TypedDict, total=False):
    things: list[str]
    nextToken: str


class _ListThingsInThingGroupRequestRequired(TypedDict):
    thingGroupName: str


class ListThingsInThingGroupRequest(_ListThingsInThingGroupRequestRequired, total=False):
    recursive: bool
    nextToken: str
    maxResults: int


class ListThingsInThingGroupResponse(TypedDict, total=False):
    things: list[str]
    nextToken: str


class ListThingsRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int
    attributeName: str
    attributeValue: str
    thingTypeName: str
    usePrefixAttributeValue: bool


class ListThingsResponse(TypedDict, total=False):
    things: list[ThingAttribute]
    nextToken: str


class ListTopicRuleDestinationsRequest(TypedDict, total=False):
    maxResults: int
    nextToken: str


class ListTopicRuleDestinationsResponse(TypedDict, total=False):
    destinationSummaries: list[TopicRuleDestinationSummary]
    nextToken: str


class ListTopicRulesRequest(TypedDict, total=False):
    topic: str
    maxResults: int
    nextToken: str
    ruleDisabled: bool


class ListTopicRulesResponse(TypedDict, total=False):
    rules: list[TopicRuleListItem]
    nextToken: str


class ListV2LoggingLevelsRequest(TypedDict, total=False):
    targetType: str
    nextToken: str
    maxResults: int


class ListV2LoggingLevelsResponse(TypedDict, total=False):
    logTargetConfigurations: list[LogTargetConfiguration]
    nextToken: str


class _ListViolationEventsRequestRequired(TypedDict):
    startTime: datetime
    endTime: datetime


class ListViolationEventsRequest(_ListViolationEventsRequestRequired, total=False):
    thingName: str
    securityProfileName: str
    behaviorCriteriaType: str
    listSuppressedAlerts: bool
    verificationState: str
    nextToken: str
    maxResults: int


class ListViolationEventsResponse(TypedDict, total=False):
    violationEvents: list[ViolationEvent]
    nextToken: str


class _LocationActionRequired(TypedDict):
    roleArn: str
    trackerName: str
    deviceId: str
    latitude: str
    longitude: str


class LocationAction(_LocationActionRequired, total=False):
    timestamp: LocationTimestamp


class _LocationTimestampRequired(TypedDict):
    value: str


class LocationTimestamp(_LocationTimestampRequired, total=False):
    unit: str


class _LogEventConfigurationRequired(TypedDict):
    eventType: str


class LogEventConfiguration(_LogEventConfigurationRequired, total=False):
    logLevel: str
    logDestination: str


class _LogTargetRequired(TypedDict):
    targetType: str


class LogTarget(_LogTargetRequired, total=False):
    targetName: str


class LogTargetConfiguration(TypedDict, total=False):
    logTarget: LogTarget
    logLevel: str


class _LoggingOptionsPayloadRequired(TypedDict):
    roleArn: str


class LoggingOptionsPayload(_LoggingOptionsPayloadRequired, total=False):
    logLevel: str


class MachineLearningDetectionConfig(TypedDict):
    confidenceLevel: str


class MaintenanceWindow(TypedDict):
    startTime: str
    durationInMinutes: int


class ManagedJobTemplateSummary(TypedDict, total=False):
    templateArn: str
    templateName: str
    description: str
    environments: list[str]
    templateVersion: str


class MetricDatum(TypedDict, total=False):
    timestamp: datetime
    value: MetricValue


class _MetricDimensionRequired(TypedDict):
    dimensionName: str


class MetricDimension(_MetricDimensionRequired, total=False):
    operator: str


class _MetricToRetainRequired(TypedDict):
    metric: str


class MetricToRetain(_MetricToRetainRequired, total=False):
    metricDimension: MetricDimension
    exportMetric: bool


class MetricValue(TypedDict, total=False):
    count: int
    cidrs: list[str]
    ports: list[int]
    number: float
    numbers: list[float]
    strings: list[str]


class MetricsExportConfig(TypedDict):
    mqttTopic: str
    roleArn: str


class MitigationAction(TypedDict, total=False):
    name: str
    id: str
    roleArn: str
    actionParams: MitigationActionParams


class MitigationActionIdentifier(TypedDict, total=False):
    actionName: str
    actionArn: str
    creationDate: datetime


class MitigationActionParams(TypedDict, total=False):
    updateDeviceCertificateParams: UpdateDeviceCertificateParams
    updateCACertificateParams: UpdateCACertificateParams
    addThingsToThingGroupParams: AddThingsToThingGroupParams
    replaceDefaultPolicyVersionParams: ReplaceDefaultPolicyVersionParams
    enableIoTLoggingParams: EnableIoTLoggingParams
    publishFindingToSnsParams: PublishFindingToSnsParams


class Mqtt5Configuration(TypedDict, total=False):
    propagatingAttributes: list[PropagatingAttribute]


class MqttContext(TypedDict, total=False):
    username: str
    password: bytes
    clientId: str


class MqttHeaders(TypedDict, total=False):
    payloadFormatIndicator: str
    contentType: str
    responseTopic: str
    correlationData: str
    messageExpiry: str
    userProperties: list[UserProperty]


class NonCompliantResource(TypedDict, total=False):
    resourceType: str
    resourceIdentifier: ResourceIdentifier
    additionalInfo: dict[str, str]


class OTAUpdateFile(TypedDict, total=False):
    fileName: str
    fileType: int
    fileVersion: str
    fileLocation: FileLocation
    codeSigning: CodeSigning
    attributes: dict[str, str]


class OTAUpdateInfo(TypedDict, total=False):
    otaUpdateId: str
    otaUpdateArn: str
    creationDate: datetime
    lastModifiedDate: datetime
    description: str
    targets: list[str]
    protocols: list[str]
    awsJobExecutionsRolloutConfig: AwsJobExecutionsRolloutConfig
    awsJobPresignedUrlConfig: AwsJobPresignedUrlConfig
    targetSelection: str
    otaUpdateFiles: list[OTAUpdateFile]
    otaUpdateStatus: str
    awsIotJobId: str
    awsIotJobArn: str
    errorInfo: ErrorInfo
    additionalParameters: dict[str, str]


class OTAUpdateSummary(TypedDict, total=False):
    otaUpdateId: str
    otaUpdateArn: str
    creationDate: datetime


class OpenSearchAction(TypedDict):
    roleArn: str
    endpoint: str
    index: str
    type: str
    id: str


class OutgoingCertificate(TypedDict, total=False):
    certificateArn: str
    certificateId: str
    transferredTo: str
    transferDate: datetime
    transferMessage: str
    creationDate: datetime


class PackageSummary(TypedDict, total=False):
    packageName: str
    defaultVersionName: str
    creationDate: datetime
    lastModifiedDate: datetime


class PackageVersionArtifact(TypedDict, total=False):
    s3Location: S3Location


class PackageVersionSummary(TypedDict, total=False):
    packageName: str
    versionName: str
    status: str
    creationDate: datetime
    lastModifiedDate: datetime


class PercentPair(TypedDict, total=False):
    percent: float
    value: float


class Policy(TypedDict, total=False):
    policyName: str
    policyArn: str


class PolicyVersion(TypedDict, total=False):
    versionId: str
    isDefaultVersion: bool
    createDate: datetime


class PolicyVersionIdentifier(TypedDict, total=False):
    policyName: str
    policyVersionId: str


class PresignedUrlConfig(TypedDict, total=False):
    roleArn: str
    expiresInSec: int


class _PrincipalThingObjectRequired(TypedDict):
    thingName: str


class PrincipalThingObject(_PrincipalThingObjectRequired, total=False):
    thingPrincipalType: str


class PropagatingAttribute(TypedDict, total=False):
    userPropertyKey: str
    thingAttribute: str
    connectionAttribute: str


class _ProvisioningHookRequired(TypedDict):
    targetArn: str


class ProvisioningHook(_ProvisioningHookRequired, total=False):
    payloadVersion: str


class ProvisioningTemplateSummary(TypedDict, total=False):
    templateArn: str
    templateName: str
    description: str
    creationDate: datetime
    lastModifiedDate: datetime
    enabled: bool
    type: str


class ProvisioningTemplateVersionSummary(TypedDict, total=False):
    versionId: int
    creationDate: datetime
    isDefaultVersion: bool


class PublishFindingToSnsParams(TypedDict):
    topicArn: str


class _PutAssetPropertyValueEntryRequired(TypedDict):
    propertyValues: list[AssetPropertyValue]


class PutAssetPropertyValueEntry(_PutAssetPropertyValueEntryRequired, total=False):
    entryId: str
    assetId: str
    propertyId: str
    propertyAlias: str


class PutItemInput(TypedDict):
    tableName: str


class _PutVerificationStateOnViolationRequestRequired(TypedDict):
    violationId: str
    verificationState: str


class PutVerificationStateOnViolationRequest(_PutVerificationStateOnViolationRequestRequired, total=False):
    verificationStateDescription: str


class PutVerificationStateOnViolationResponse(TypedDict, total=False):
    pass


class RateIncreaseCriteria(TypedDict, total=False):
    numberOfNotifiedThings: int
    numberOfSucceededThings: int


class _RegisterCACertificateRequestRequired(TypedDict):
    caCertificate: str


class RegisterCACertificateRequest(_RegisterCACertificateRequestRequired, total=False):
    verificationCertificate: str
    setAsActive: bool
    allowAutoRegistration: bool
    registrationConfig: RegistrationConfig
    tags: list[Tag]
    certificateMode: str


class RegisterCACertificateResponse(TypedDict, total=False):
    certificateArn: str
    certificateId: str


class _RegisterCertificateRequestRequired(TypedDict):
    certificatePem: str


class RegisterCertificateRequest(_RegisterCertificateRequestRequired, total=False):
    caCertificatePem: str
    setAsActive: bool
    status: str


class RegisterCertificateResponse(TypedDict, total=False):
    certificateArn: str
    certificateId: str


class _RegisterCertificateWithoutCARequestRequired(TypedDict):
    certificatePem: str


class RegisterCertificateWithoutCARequest(_RegisterCertificateWithoutCARequestRequired, total=False):
    status: str


class RegisterCertificateWithoutCAResponse(TypedDict, total=False):
    certificateArn: str
    certificateId: str


class _RegisterThingRequestRequired(TypedDict):
    templateBody: str


class RegisterThingRequest(_RegisterThingRequestRequired, total=False):
    parameters: dict[str, str]


class RegisterThingResponse(TypedDict, total=False):
    certificatePem: str
    resourceArns: dict[str, str]


class RegistrationConfig(TypedDict, total=False):
    templateBody: str
    roleArn: str
    templateName: str


class _RejectCertificateTransferRequestRequired(TypedDict):
    certificateId: str


class RejectCertificateTransferRequest(_RejectCertificateTransferRequestRequired, total=False):
    rejectReason: str


class RelatedResource(TypedDict, total=False):
    resourceType: str
    resourceIdentifier: ResourceIdentifier
    additionalInfo: dict[str, str]


class RemoveThingFromBillingGroupRequest(TypedDict, total=False):
    billingGroupName: str
    billingGroupArn: str
    thingName: str
    thingArn: str


class RemoveThingFromBillingGroupResponse(TypedDict, total=False):
    pass


class RemoveThingFromThingGroupRequest(TypedDict, total=False):
    thingGroupName: str
    thingGroupArn: str
    thingName: str
    thingArn: str


class RemoveThingFromThingGroupResponse(TypedDict, total=False):
    pass


class ReplaceDefaultPolicyVersionParams(TypedDict):
    templateName: str


class ReplaceTopicRuleRequest(TypedDict):
    ruleName: str
    topicRulePayload: TopicRulePayload


class _RepublishActionRequired(TypedDict):
    roleArn: str
    topic: str


class RepublishAction(_RepublishActionRequired, total=False):
    qos: int
    headers: MqttHeaders


class ResourceIdentifier(TypedDict, total=False):
    deviceCertificateId: str
    caCertificateId: str
    cognitoIdentityPoolId: str
    clientId: str
    policyVersionIdentifier: PolicyVersionIdentifier
    account: str
    iamRoleArn: str
    roleAliasArn: str
    issuerCertificateIdentifier: IssuerCertificateIdentifier
    deviceCertificateArn: str


class RetryCriteria(TypedDict):
    failureType: str
    numberOfRetries: int


class RoleAliasDescription(TypedDict, total=False):
    roleAlias: str
    roleAliasArn: str
    roleArn: str
    owner: str
    credentialDurationSeconds: int
    creationDate: datetime
    lastModifiedDate: datetime


class _S3ActionRequired(TypedDict):
    roleArn: str
    bucketName: str
    key: str


class S3Action(_S3ActionRequired, total=False):
    cannedAcl: str


class S3Destination(TypedDict, total=False):
    bucket: str
    prefix: str


class S3Location(TypedDict, total=False):
    bucket: str
    key: str
    version: str


class SalesforceAction(TypedDict):
    token: str
    url: str


class Sbom(TypedDict, total=False):
    s3Location: S3Location


class SbomValidationResultSummary(TypedDict, total=False):
    fileName: str
    validationResult: str
    errorCode: str
    errorMessage: str


class ScheduledAuditMetadata(TypedDict, total=False):
    scheduledAuditName: str
    scheduledAuditArn: str
    frequency: str
    dayOfMonth: str
    dayOfWeek: str


class ScheduledJobRollout(TypedDict, total=False):
    startTime: str


class SchedulingConfig(TypedDict, total=False):
    startTime: str
    endTime: str
    endBehavior: str
    maintenanceWindows: list[MaintenanceWindow]


class _SearchIndexRequestRequired(TypedDict):
    queryString: str


class SearchIndexRequest(_SearchIndexRequestRequired, total=False):
    indexName: str
    nextToken: str
    maxResults: int
    queryVersion: str


class SearchIndexResponse(TypedDict, total=False):
    nextToken: str
    things: list[ThingDocument]
    thingGroups: list[ThingGroupDocument]


class SecurityProfileIdentifier(TypedDict):
    name: str
    arn: str


class SecurityProfileTarget(TypedDict):
    arn: str


class SecurityProfileTargetMapping(TypedDict, total=False):
    securityProfileIdentifier: SecurityProfileIdentifier
    target: SecurityProfileTarget


class ServerCertificateConfig(TypedDict, total=False):
    enableOCSPCheck: bool
    ocspLambdaArn: str
    ocspAuthorizedResponderArn: str


class ServerCertificateSummary(TypedDict, total=False):
    serverCertificateArn: str
    serverCertificateStatus: str
    serverCertificateStatusDetail: str


class SetDefaultAuthorizerRequest(TypedDict):
    authorizerName: str


class SetDefaultAuthorizerResponse(TypedDict, total=False):
    authorizerName: str
    authorizerArn: str


class SetDefaultPolicyVersionRequest(TypedDict):
    policyName: str
    policyVersionId: str


class SetLoggingOptionsRequest(TypedDict):
    loggingOptionsPayload: LoggingOptionsPayload


class SetV2LoggingLevelRequest(TypedDict):
    logTarget: LogTarget
    logLevel: str


class SetV2LoggingOptionsRequest(TypedDict, total=False):
    roleArn: str
    defaultLogLevel: str
    disableAllLogs: bool
    eventConfigurations: list[LogEventConfiguration]


class SigV4Authorization(TypedDict):
    signingRegion: str
    serviceName: str
    roleArn: str


class SigningProfileParameter(TypedDict, total=False):
    certificateArn: str
    platform: str
    certificatePathOnDevice: str


class _SnsActionRequired(TypedDict):
    targetArn: str
    roleArn: str


class SnsAction(_SnsActionRequired, total=False):
    messageFormat: str


class _SqsActionRequired(TypedDict):
    roleArn: str
    queueUrl: str


class SqsAction(_SqsActionRequired, total=False):
    useBase64: bool


class StartAuditMitigationActionsTaskRequest(TypedDict):
    taskId: str
    target: AuditMitigationActionsTaskTarget
    auditCheckToActionsMapping: dict[str, list[str]]
    clientRequestToken: str


class StartAuditMitigationActionsTaskResponse(TypedDict, total=False):
    taskId: str


class _StartDetectMitigationActionsTaskRequestRequired(TypedDict):
    taskId: str
    target: DetectMitigationActionsTaskTarget
    actions: list[str]
    clientRequestToken: str


class StartDetectMitigationActionsTaskRequest(_StartDetectMitigationActionsTaskRequestRequired, total=False):
    violationEventOccurrenceRange: ViolationEventOccurrenceRange
    includeOnlyActiveViolations: bool
    includeSuppressedAlerts: bool


class StartDetectMitigationActionsTaskResponse(TypedDict, total=False):
    taskId: str


class StartOnDemandAuditTaskRequest(TypedDict):
    targetCheckNames: list[str]


class StartOnDemandAuditTaskResponse(TypedDict, total=False):
    taskId: str


class StartSigningJobParameter(TypedDict, total=False):
    signingProfileParameter: SigningProfileParameter
    signingProfileName: str
    destination: Destination


class StartThingRegistrationTaskRequest(TypedDict):
    templateBody: str
    inputFileBucket: str
    inputFileKey: str
    roleArn: str


class StartThingRegistrationTaskResponse(TypedDict, total=False):
    taskId: str


class StatisticalThreshold(TypedDict, total=False):
    statistic: str


class Statistics(TypedDict, total=False):
    count: int
    average: float
    sum: float
    minimum: float
    maximum: float
    sumOfSquares: float
    variance: float
    stdDeviation: float


class _StatusReasonRequired(TypedDict):
    reasonCode: str


class StatusReason(_StatusReasonRequired, total=False):
    reasonDescription: str


class _StepFunctionsActionRequired(TypedDict):
    stateMachineName: str
    roleArn: str


class StepFunctionsAction(_StepFunctionsActionRequired, total=False):
    executionNamePrefix: str


class StopThingRegistrationTaskRequest(TypedDict):
    taskId: str


class StopThingRegistrationTaskResponse(TypedDict, total=False):
    pass


class Stream(TypedDict, total=False):
    streamId: str
    fileId: int


class StreamFile(TypedDict, total=False):
    fileId: int
    s3Location: S3Location


class StreamInfo(TypedDict, total=False):
    streamId: str
    streamArn: str
    streamVersion: int
    description: str
    files: list[StreamFile]
    createdAt: datetime
    lastUpdatedAt: datetime
    roleArn: str


class StreamSummary(TypedDict, total=False):
    streamId: str
    streamArn: str
    streamVersion: int
    description: str


class _TagRequired(TypedDict):
    Key: str


class Tag(_TagRequired, total=False):
    Value: str


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class TaskStatistics(TypedDict, total=False):
    totalChecks: int
    inProgressChecks: int
    waitingForDataCollectionChecks: int
    compliantChecks: int
    nonCompliantChecks: int
    failedChecks: int
    canceledChecks: int


class TaskStatisticsForAuditCheck(TypedDict, total=False):
    totalFindingsCount: int
    failedFindingsCount: int
    succeededFindingsCount: int
    skippedFindingsCount: int
    canceledFindingsCount: int


class TermsAggregation(TypedDict, total=False):
    maxBuckets: int


class _TestAuthorizationRequestRequired(TypedDict):
    authInfos: list[AuthInfo]


class TestAuthorizationRequest(_TestAuthorizationRequestRequired, total=False):
    principal: str
    cognitoIdentityPoolId: str
    clientId: str
    policyNamesToAdd: list[str]
    policyNamesToSkip: list[str]


class TestAuthorizationResponse(TypedDict, total=False):
    authResults: list[AuthResult]


class _TestInvokeAuthorizerRequestRequired(TypedDict):
    authorizerName: str


class TestInvokeAuthorizerRequest(_TestInvokeAuthorizerRequestRequired, total=False):
    token: str
    tokenSignature: str
    httpContext: HttpContext
    mqttContext: MqttContext
    tlsContext: TlsContext


class TestInvokeAuthorizerResponse(TypedDict, total=False):
    isAuthenticated: bool
    principalId: str
    policyDocuments: list[str]
    refreshAfterInSeconds: int
    disconnectAfterInSeconds: int


class ThingAttribute(TypedDict, total=False):
    thingName: str
    thingTypeName: str
    thingArn: str
    attributes: dict[str, str]
    version: int


class ThingConnectivity(TypedDict, total=False):
    connected: bool
    timestamp: int
    disconnectReason: str
    keepAliveDuration: int
    cleanSession: bool
    sessionExpiry: int
    clientId: str


class ThingDocument(TypedDict, total=False):
    thingName: str
    thingId: str
    thingTypeName: str
    thingGroupNames: list[str]
    attributes: dict[str, str]
    shadow: str
    deviceDefender: str
    connectivity: ThingConnectivity


class ThingGroupDocument(TypedDict, total=False):
    thingGroupName: str
    thingGroupId: str
    thingGroupDescription: str
    attributes: dict[str, str]
    parentGroupNames: list[str]


class _ThingGroupIndexingConfigurationRequired(TypedDict):
    thingGroupIndexingMode: str


class ThingGroupIndexingConfiguration(_ThingGroupIndexingConfigurationRequired, total=False):
    managedFields: list[Field]
    customFields: list[Field]


class ThingGroupMetadata(TypedDict, total=False):
    parentGroupName: str
    rootToParentThingGroups: list[GroupNameAndArn]
    creationDate: datetime


class ThingGroupProperties(TypedDict, total=False):
    thingGroupDescription: str
    attributePayload: AttributePayload


class _ThingIndexingConfigurationRequired(TypedDict):
    thingIndexingMode: str


class ThingIndexingConfiguration(_ThingIndexingConfigurationRequired, total=False):
    thingConnectivityIndexingMode: str
    deviceDefenderIndexingMode: str
    namedShadowIndexingMode: str
    managedFields: list[Field]
    customFields: list[Field]
    filter: IndexingFilter


class _ThingPrincipalObjectRequired(TypedDict):
    principal: str


class ThingPrincipalObject(_ThingPrincipalObjectRequired, total=False):
    thingPrincipalType: str


class ThingTypeDefinition(TypedDict, total=False):
    thingTypeName: str
    thingTypeArn: str
    thingTypeProperties: ThingTypeProperties
    thingTypeMetadata: ThingTypeMetadata


class ThingTypeMetadata(TypedDict, total=False):
    deprecated: bool
    deprecationDate: datetime
    creationDate: datetime


class ThingTypeProperties(TypedDict, total=False):
    thingTypeDescription: str
    searchableAttributes: list[str]
    mqtt5Configuration: Mqtt5Configuration


class TimeFilter(TypedDict, total=False):
    after: str
    before: str


class TimeoutConfig(TypedDict, total=False):
    inProgressTimeoutInMinutes: int


class _TimestreamActionRequired(TypedDict):
    roleArn: str
    databaseName: str
    tableName: str
    dimensions: list[TimestreamDimension]


class TimestreamAction(_TimestreamActionRequired, total=False):
    timestamp: TimestreamTimestamp


class TimestreamDimension(TypedDict):
    name: str
    value: str


class TimestreamTimestamp(TypedDict):
    value: str
    unit: str


class TlsConfig(TypedDict, total=False):
    securityPolicy: str


class TlsContext(TypedDict, total=False):
    serverName: str


class TopicRule(TypedDict, total=False):
    ruleName: str
    sql: str
    description: str
    createdAt: datetime
    actions: list[Action]
    ruleDisabled: bool
    awsIotSqlVersion: str
    errorAction: Action


class TopicRuleDestination(TypedDict, total=False):
    arn: str
    status: str
    createdAt: datetime
    lastUpdatedAt: datetime
    statusReason: str
    httpUrlProperties: HttpUrlDestinationProperties
    vpcProperties: VpcDestinationProperties
    influxDBProperties: InfluxDBDestinationProperties


class TopicRuleDestinationConfiguration(TypedDict, total=False):
    httpUrlConfiguration: HttpUrlDestinationConfiguration
    vpcConfiguration: VpcDestinationConfiguration
    influxDBConfiguration: InfluxDBDestinationConfiguration


class TopicRuleDestinationSummary(TypedDict, total=False):
    arn: str
    status: str
    createdAt: datetime
    lastUpdatedAt: datetime
    statusReason: str
    httpUrlSummary: HttpUrlDestinationSummary
    vpcDestinationSummary: VpcDestinationSummary
    influxDBSummary: InfluxDBDestinationSummary


class TopicRuleListItem(TypedDict, total=False):
    ruleArn: str
    ruleName: str
    topicPattern: str
    createdAt: datetime
    ruleDisabled: bool


class _TopicRulePayloadRequired(TypedDict):
    sql: str
    actions: list[Action]


class TopicRulePayload(_TopicRulePayloadRequired, total=False):
    description: str
    ruleDisabled: bool
    awsIotSqlVersion: str
    errorAction: Action


class _TransferCertificateRequestRequired(TypedDict):
    certificateId: str
    targetAwsAccount: str


class TransferCertificateRequest(_TransferCertificateRequestRequired, total=False):
    transferMessage: str


class TransferCertificateResponse(TypedDict, total=False):
    transferredCertificateArn: str


class TransferData(TypedDict, total=False):
    transferMessage: str
    rejectReason: str
    transferDate: datetime
    acceptDate: datetime
    rejectDate: datetime


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateAccountAuditConfigurationRequest(TypedDict, total=False):
    roleArn: str
    auditNotificationTargetConfigurations: dict[str, AuditNotificationTarget]
    auditCheckConfigurations: dict[str, AuditCheckConfiguration]


class UpdateAccountAuditConfigurationResponse(TypedDict, total=False):
    pass


class _UpdateAuditSuppressionRequestRequired(TypedDict):
    checkName: str
    resourceIdentifier: ResourceIdentifier


class UpdateAuditSuppressionRequest(_UpdateAuditSuppressionRequestRequired, total=False):
    expirationDate: datetime
    suppressIndefinitely: bool
    description: str


class UpdateAuditSuppressionResponse(TypedDict, total=False):
    pass


class _UpdateAuthorizerRequestRequired(TypedDict):
    authorizerName: str


class UpdateAuthorizerRequest(_UpdateAuthorizerRequestRequired, total=False):
    authorizerFunctionArn: str
    tokenKeyName: str
    tokenSigningPublicKeys: dict[str, str]
    status: str
    enableCachingForHttp: bool


class UpdateAuthorizerResponse(TypedDict, total=False):
    authorizerName: str
    authorizerArn: str


class _UpdateBillingGroupRequestRequired(TypedDict):
    billingGroupName: str
    billingGroupProperties: BillingGroupProperties


class UpdateBillingGroupRequest(_UpdateBillingGroupRequestRequired, total=False):
    expectedVersion: int


class UpdateBillingGroupResponse(TypedDict, total=False):
    version: int


class UpdateCACertificateParams(TypedDict):
    action: str


class _UpdateCACertificateRequestRequired(TypedDict):
    certificateId: str


class UpdateCACertificateRequest(_UpdateCACertificateRequestRequired, total=False):
    newStatus: str
    newAutoRegistrationStatus: str
    registrationConfig: RegistrationConfig
    removeAutoRegistration: bool


class _UpdateCertificateProviderRequestRequired(TypedDict):
    certificateProviderName: str


class UpdateCertificateProviderRequest(_UpdateCertificateProviderRequestRequired, total=False):
    lambdaFunctionArn: str
    accountDefaultForOperations: list[str]


class UpdateCertificateProviderResponse(TypedDict, total=False):
    certificateProviderName: str
    certificateProviderArn: str


class UpdateCertificateRequest(TypedDict):
    certificateId: str
    newStatus: str


class _UpdateCommandRequestRequired(TypedDict):
    commandId: str


class UpdateCommandRequest(_UpdateCommandRequestRequired, total=False):
    displayName: str
    description: str
    deprecated: bool


class UpdateCommandResponse(TypedDict, total=False):
    commandId: str
    displayName: str
    description: str
    deprecated: bool
    lastUpdatedAt: datetime


class UpdateCustomMetricRequest(TypedDict):
    metricName: str
    displayName: str


class UpdateCustomMetricResponse(TypedDict, total=False):
    metricName: str
    metricArn: str
    metricType: str
    displayName: str
    creationDate: datetime
    lastModifiedDate: datetime


class UpdateDeviceCertificateParams(TypedDict):
    action: str


class UpdateDimensionRequest(TypedDict):
    name: str
    stringValues: list[str]


class UpdateDimensionResponse(TypedDict, total=False):
    name: str
    arn: str
    type: str
    stringValues: list[str]
    creationDate: datetime
    lastModifiedDate: datetime


class _UpdateDomainConfigurationRequestRequired(TypedDict):
    domainConfigurationName: str


class UpdateDomainConfigurationRequest(_UpdateDomainConfigurationRequestRequired, total=False):
    authorizerConfig: AuthorizerConfig
    domainConfigurationStatus: str
    removeAuthorizerConfig: bool
    tlsConfig: TlsConfig
    serverCertificateConfig: ServerCertificateConfig
    authenticationType: str
    applicationProtocol: str
    clientCertificateConfig: ClientCertificateConfig


class UpdateDomainConfigurationResponse(TypedDict, total=False):
    domainConfigurationName: str
    domainConfigurationArn: str


class _UpdateDynamicThingGroupRequestRequired(TypedDict):
    thingGroupName: str
    thingGroupProperties: ThingGroupProperties


class UpdateDynamicThingGroupRequest(_UpdateDynamicThingGroupRequestRequired, total=False):
    expectedVersion: int
    indexName: str
    queryString: str
    queryVersion: str


class UpdateDynamicThingGroupResponse(TypedDict, total=False):
    version: int


class _UpdateEncryptionConfigurationRequestRequired(TypedDict):
    encryptionType: str


class UpdateEncryptionConfigurationRequest(_UpdateEncryptionConfigurationRequestRequired, total=False):
    kmsKeyArn: str
    kmsAccessRoleArn: str


class UpdateEncryptionConfigurationResponse(TypedDict, total=False):
    pass


class UpdateEventConfigurationsRequest(TypedDict, total=False):
    eventConfigurations: dict[str, Configuration]


class UpdateEventConfigurationsResponse(TypedDict, total=False):
    pass


class _UpdateFleetMetricRequestRequired(TypedDict):
    metricName: str
    indexName: str


class UpdateFleetMetricRequest(_UpdateFleetMetricRequestRequired, total=False):
    queryString: str
    aggregationType: AggregationType
    period: int
    aggregationField: str
    description: str
    queryVersion: str
    unit: str
    expectedVersion: int


class UpdateIndexingConfigurationRequest(TypedDict, total=False):
    thingIndexingConfiguration: ThingIndexingConfiguration
    thingGroupIndexingConfiguration: ThingGroupIndexingConfiguration


class UpdateIndexingConfigurationResponse(TypedDict, total=False):
    pass


class _UpdateJobRequestRequired(TypedDict):
    jobId: str


class UpdateJobRequest(_UpdateJobRequestRequired, total=False):
    description: str
    presignedUrlConfig: PresignedUrlConfig
    jobExecutionsRolloutConfig: JobExecutionsRolloutConfig
    abortConfig: AbortConfig
    timeoutConfig: TimeoutConfig
    namespaceId: str
    jobExecutionsRetryConfig: JobExecutionsRetryConfig


class _UpdateMitigationActionRequestRequired(TypedDict):
    actionName: str


class UpdateMitigationActionRequest(_UpdateMitigationActionRequestRequired, total=False):
    roleArn: str
    actionParams: MitigationActionParams


class UpdateMitigationActionResponse(TypedDict, total=False):
    actionArn: str
    actionId: str


class UpdatePackageConfigurationRequest(TypedDict, total=False):
    versionUpdateByJobsConfig: VersionUpdateByJobsConfig
    clientToken: str


class UpdatePackageConfigurationResponse(TypedDict, total=False):
    pass


class _UpdatePackageRequestRequired(TypedDict):
    packageName: str


class UpdatePackageRequest(_UpdatePackageRequestRequired, total=False):
    description: str
    defaultVersionName: str
    unsetDefaultVersion: bool
    clientToken: str


class UpdatePackageResponse(TypedDict, total=False):
    pass


class _UpdatePackageVersionRequestRequired(TypedDict):
    packageName: str
    versionName: str


class UpdatePackageVersionRequest(_UpdatePackageVersionRequestRequired, total=False):
    description: str
    attributes: dict[str, str]
    artifact: PackageVersionArtifact
    action: str
    recipe: str
    clientToken: str


class UpdatePackageVersionResponse(TypedDict, total=False):
    pass


class _UpdateProvisioningTemplateRequestRequired(TypedDict):
    templateName: str


class UpdateProvisioningTemplateRequest(_UpdateProvisioningTemplateRequestRequired, total=False):
    description: str
    enabled: bool
    defaultVersionId: int
    provisioningRoleArn: str
    preProvisioningHook: ProvisioningHook
    removePreProvisioningHook: bool


class UpdateProvisioningTemplateResponse(TypedDict, total=False):
    pass


class _UpdateRoleAliasRequestRequired(TypedDict):
    roleAlias: str


class UpdateRoleAliasRequest(_UpdateRoleAliasRequestRequired, total=False):
    roleArn: str
    credentialDurationSeconds: int


class UpdateRoleAliasResponse(TypedDict, total=False):
    roleAlias: str
    roleAliasArn: str


class _UpdateScheduledAuditRequestRequired(TypedDict):
    scheduledAuditName: str


class UpdateScheduledAuditRequest(_UpdateScheduledAuditRequestRequired, total=False):
    frequency: str
    dayOfMonth: str
    dayOfWeek: str
    targetCheckNames: list[str]


class UpdateScheduledAuditResponse(TypedDict, total=False):
    scheduledAuditArn: str


class _UpdateSecurityProfileRequestRequired(TypedDict):
    securityProfileName: str


class UpdateSecurityProfileRequest(_UpdateSecurityProfileRequestRequired, total=False):
    securityProfileDescription: str
    behaviors: list[Behavior]
    alertTargets: dict[str, AlertTarget]
    additionalMetricsToRetain: list[str]
    additionalMetricsToRetainV2: list[MetricToRetain]
    deleteBehaviors: bool
    deleteAlertTargets: bool
    deleteAdditionalMetricsToRetain: bool
    expectedVersion: int
    metricsExportConfig: MetricsExportConfig
    deleteMetricsExportConfig: bool


class UpdateSecurityProfileResponse(TypedDict, total=False):
    securityProfileName: str
    securityProfileArn: str
    securityProfileDescription: str
    behaviors: list[Behavior]
    alertTargets: dict[str, AlertTarget]
    additionalMetricsToRetain: list[str]
    additionalMetricsToRetainV2: list[MetricToRetain]
    version: int
    creationDate: datetime
    lastModifiedDate: datetime
    metricsExportConfig: MetricsExportConfig


class _UpdateStreamRequestRequired(TypedDict):
    streamId: str


class UpdateStreamRequest(_UpdateStreamRequestRequired, total=False):
    description: str
    files: list[StreamFile]
    roleArn: str


class UpdateStreamResponse(TypedDict, total=False):
    streamId: str
    streamArn: str
    description: str
    streamVersion: int


class _UpdateThingGroupRequestRequired(TypedDict):
    thingGroupName: str
    thingGroupProperties: ThingGroupProperties


class UpdateThingGroupRequest(_UpdateThingGroupRequestRequired, total=False):
    expectedVersion: int


class UpdateThingGroupResponse(TypedDict, total=False):
    version: int


class UpdateThingGroupsForThingRequest(TypedDict, total=False):
    thingName: str
    thingGroupsToAdd: list[str]
    thingGroupsToRemove: list[str]
    overrideDynamicGroups: bool


class UpdateThingGroupsForThingResponse(TypedDict, total=False):
    pass


class _UpdateThingRequestRequired(TypedDict):
    thingName: str


class UpdateThingRequest(_UpdateThingRequestRequired, total=False):
    thingTypeName: str
    attributePayload: AttributePayload
    expectedVersion: int
    removeThingType: bool


class UpdateThingResponse(TypedDict, total=False):
    pass


class _UpdateThingTypeRequestRequired(TypedDict):
    thingTypeName: str


class UpdateThingTypeRequest(_UpdateThingTypeRequestRequired, total=False):
    thingTypeProperties: ThingTypeProperties


class UpdateThingTypeResponse(TypedDict, total=False):
    pass


class UpdateTopicRuleDestinationRequest(TypedDict):
    arn: str
    status: str


class UpdateTopicRuleDestinationResponse(TypedDict, total=False):
    pass


class UserProperty(TypedDict):
    key: str
    value: str


class ValidateSecurityProfileBehaviorsRequest(TypedDict):
    behaviors: list[Behavior]


class ValidateSecurityProfileBehaviorsResponse(TypedDict, total=False):
    valid: bool
    validationErrors: list[ValidationError]


class ValidationError(TypedDict, total=False):
    errorMessage: str


class VersionUpdateByJobsConfig(TypedDict, total=False):
    enabled: bool
    roleArn: str


class ViolationEvent(TypedDict, total=False):
    violationId: str
    thingName: str
    securityProfileName: str
    behavior: Behavior
    metricValue: MetricValue
    violationEventAdditionalInfo: ViolationEventAdditionalInfo
    violationEventType: str
    verificationState: str
    verificationStateDescription: str
    violationEventTime: datetime


class ViolationEventAdditionalInfo(TypedDict, total=False):
    confidenceLevel: str


class ViolationEventOccurrenceRange(TypedDict):
    startTime: datetime
    endTime: datetime


class _VpcDestinationConfigurationRequired(TypedDict):
    subnetIds: list[str]
    vpcId: str
    roleArn: str


class VpcDestinationConfiguration(_VpcDestinationConfigurationRequired, total=False):
    securityGroups: list[str]


class VpcDestinationProperties(TypedDict, total=False):
    subnetIds: list[str]
    securityGroups: list[str]
    vpcId: str
    roleArn: str


class VpcDestinationSummary(TypedDict, total=False):
    subnetIds: list[str]
    securityGroups: list[str]
    vpcId: str
    roleArn: str


class AcceptCertificateTransferResponse(TypedDict, total=False):
    pass


class AttachPolicyResponse(TypedDict, total=False):
    pass


class AttachPrincipalPolicyResponse(TypedDict, total=False):
    pass


class CancelCertificateTransferResponse(TypedDict, total=False):
    pass


class CancelJobExecutionResponse(TypedDict, total=False):
    pass


class CreateTopicRuleResponse(TypedDict, total=False):
    pass


class DeleteCertificateResponse(TypedDict, total=False):
    pass


class DeleteFleetMetricResponse(TypedDict, total=False):
    pass


class DeleteJobExecutionResponse(TypedDict, total=False):
    pass


class DeleteJobResponse(TypedDict, total=False):
    pass


class DeleteJobTemplateResponse(TypedDict, total=False):
    pass


class DeletePolicyResponse(TypedDict, total=False):
    pass


class DeletePolicyVersionResponse(TypedDict, total=False):
    pass


class DeleteTopicRuleResponse(TypedDict, total=False):
    pass


class DeleteV2LoggingLevelResponse(TypedDict, total=False):
    pass


class DetachPolicyResponse(TypedDict, total=False):
    pass


class DetachPrincipalPolicyResponse(TypedDict, total=False):
    pass


class DisableTopicRuleResponse(TypedDict, total=False):
    pass


class EnableTopicRuleResponse(TypedDict, total=False):
    pass


class RejectCertificateTransferResponse(TypedDict, total=False):
    pass


class ReplaceTopicRuleResponse(TypedDict, total=False):
    pass


class SetDefaultPolicyVersionResponse(TypedDict, total=False):
    pass


class SetLoggingOptionsResponse(TypedDict, total=False):
    pass


class SetV2LoggingLevelResponse(TypedDict, total=False):
    pass


class SetV2LoggingOptionsResponse(TypedDict, total=False):
    pass


class UpdateCACertificateResponse(TypedDict, total=False):
    pass


class UpdateCertificateResponse(TypedDict, total=False):
    pass


class UpdateFleetMetricResponse(TypedDict, total=False):
    pass


class UpdateJobResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AcceptCertificateTransfer",
    "AddThingToBillingGroup",
    "AddThingToThingGroup",
    "AssociateSbomWithPackageVersion",
    "AssociateTargetsWithJob",
    "AttachPolicy",
    "AttachPrincipalPolicy",
    "AttachSecurityProfile",
    "AttachThingPrincipal",
    "CancelAuditMitigationActionsTask",
    "CancelAuditTask",
    "CancelCertificateTransfer",
    "CancelDetectMitigationActionsTask",
    "CancelJob",
    "CancelJobExecution",
    "ClearDefaultAuthorizer",
    "ConfirmTopicRuleDestination",
    "CreateAuditSuppression",
    "CreateAuthorizer",
    "CreateBillingGroup",
    "CreateCertificateFromCsr",
    "CreateCertificateProvider",
    "CreateCommand",
    "CreateCustomMetric",
    "CreateDimension",
    "CreateDomainConfiguration",
    "CreateDynamicThingGroup",
    "CreateFleetMetric",
    "CreateJob",
    "CreateJobTemplate",
    "CreateKeysAndCertificate",
    "CreateMitigationAction",
    "CreateOTAUpdate",
    "CreatePackage",
    "CreatePackageVersion",
    "CreatePolicy",
    "CreatePolicyVersion",
    "CreateProvisioningClaim",
    "CreateProvisioningTemplate",
    "CreateProvisioningTemplateVersion",
    "CreateRoleAlias",
    "CreateScheduledAudit",
    "CreateSecurityProfile",
    "CreateStream",
    "CreateThing",
    "CreateThingGroup",
    "CreateThingType",
    "CreateTopicRule",
    "CreateTopicRuleDestination",
    "DeleteAccountAuditConfiguration",
    "DeleteAuditSuppression",
    "DeleteAuthorizer",
    "DeleteBillingGroup",
    "DeleteCACertificate",
    "DeleteCertificate",
    "DeleteCertificateProvider",
    "DeleteCommand",
    "DeleteCommandExecution",
    "DeleteCustomMetric",
    "DeleteDimension",
    "DeleteDomainConfiguration",
    "DeleteDynamicThingGroup",
    "DeleteFleetMetric",
    "DeleteJob",
    "DeleteJobExecution",
    "DeleteJobTemplate",
    "DeleteMitigationAction",
    "DeleteOTAUpdate",
    "DeletePackage",
    "DeletePackageVersion",
    "DeletePolicy",
    "DeletePolicyVersion",
    "DeleteProvisioningTemplate",
    "DeleteProvisioningTemplateVersion",
    "DeleteRegistrationCode",
    "DeleteRoleAlias",
    "DeleteScheduledAudit",
    "DeleteSecurityProfile",
    "DeleteStream",
    "DeleteThing",
    "DeleteThingGroup",
    "DeleteThingType",
    "DeleteTopicRule",
    "DeleteTopicRuleDestination",
    "DeleteV2LoggingLevel",
    "DeprecateThingType",
    "DescribeAccountAuditConfiguration",
    "DescribeAuditFinding",
    "DescribeAuditMitigationActionsTask",
    "DescribeAuditSuppression",
    "DescribeAuditTask",
    "DescribeAuthorizer",
    "DescribeBillingGroup",
    "DescribeCACertificate",
    "DescribeCertificate",
    "DescribeCertificateProvider",
    "DescribeCustomMetric",
    "DescribeDefaultAuthorizer",
    "DescribeDetectMitigationActionsTask",
    "DescribeDimension",
    "DescribeDomainConfiguration",
    "DescribeEncryptionConfiguration",
    "DescribeEndpoint",
    "DescribeEventConfigurations",
    "DescribeFleetMetric",
    "DescribeIndex",
    "DescribeJob",
    "DescribeJobExecution",
    "DescribeJobTemplate",
    "DescribeManagedJobTemplate",
    "DescribeMitigationAction",
    "DescribeProvisioningTemplate",
    "DescribeProvisioningTemplateVersion",
    "DescribeRoleAlias",
    "DescribeScheduledAudit",
    "DescribeSecurityProfile",
    "DescribeStream",
    "DescribeThing",
    "DescribeThingGroup",
    "DescribeThingRegistrationTask",
    "DescribeThingType",
    "DetachPolicy",
    "DetachPrincipalPolicy",
    "DetachSecurityProfile",
    "DetachThingPrincipal",
    "DisableTopicRule",
    "DisassociateSbomFromPackageVersion",
    "EnableTopicRule",
    "GetBehaviorModelTrainingSummaries",
    "GetBucketsAggregation",
    "GetCardinality",
    "GetCommand",
    "GetCommandExecution",
    "GetEffectivePolicies",
    "GetIndexingConfiguration",
    "GetJobDocument",
    "GetLoggingOptions",
    "GetOTAUpdate",
    "GetPackage",
    "GetPackageConfiguration",
    "GetPackageVersion",
    "GetPercentiles",
    "GetPolicy",
    "GetPolicyVersion",
    "GetRegistrationCode",
    "GetStatistics",
    "GetThingConnectivityData",
    "GetTopicRule",
    "GetTopicRuleDestination",
    "GetV2LoggingOptions",
    "ListActiveViolations",
    "ListAttachedPolicies",
    "ListAuditFindings",
    "ListAuditMitigationActionsExecutions",
    "ListAuditMitigationActionsTasks",
    "ListAuditSuppressions",
    "ListAuditTasks",
    "ListAuthorizers",
    "ListBillingGroups",
    "ListCACertificates",
    "ListCertificateProviders",
    "ListCertificates",
    "ListCertificatesByCA",
    "ListCommandExecutions",
    "ListCommands",
    "ListCustomMetrics",
    "ListDetectMitigationActionsExecutions",
    "ListDetectMitigationActionsTasks",
    "ListDimensions",
    "ListDomainConfigurations",
    "ListFleetMetrics",
    "ListIndices",
    "ListJobExecutionsForJob",
    "ListJobExecutionsForThing",
    "ListJobTemplates",
    "ListJobs",
    "ListManagedJobTemplates",
    "ListMetricValues",
    "ListMitigationActions",
    "ListOTAUpdates",
    "ListOutgoingCertificates",
    "ListPackageVersions",
    "ListPackages",
    "ListPolicies",
    "ListPolicyPrincipals",
    "ListPolicyVersions",
    "ListPrincipalPolicies",
    "ListPrincipalThings",
    "ListPrincipalThingsV2",
    "ListProvisioningTemplateVersions",
    "ListProvisioningTemplates",
    "ListRelatedResourcesForAuditFinding",
    "ListRoleAliases",
    "ListSbomValidationResults",
    "ListScheduledAudits",
    "ListSecurityProfiles",
    "ListSecurityProfilesForTarget",
    "ListStreams",
    "ListTagsForResource",
    "ListTargetsForPolicy",
    "ListTargetsForSecurityProfile",
    "ListThingGroups",
    "ListThingGroupsForThing",
    "ListThingPrincipals",
    "ListThingPrincipalsV2",
    "ListThingRegistrationTaskReports",
    "ListThingRegistrationTasks",
    "ListThingTypes",
    "ListThings",
    "ListThingsInBillingGroup",
    "ListThingsInThingGroup",
    "ListTopicRuleDestinations",
    "ListTopicRules",
    "ListV2LoggingLevels",
    "ListViolationEvents",
    "PutVerificationStateOnViolation",
    "RegisterCACertificate",
    "RegisterCertificate",
    "RegisterCertificateWithoutCA",
    "RegisterThing",
    "RejectCertificateTransfer",
    "RemoveThingFromBillingGroup",
    "RemoveThingFromThingGroup",
    "ReplaceTopicRule",
    "SearchIndex",
    "SetDefaultAuthorizer",
    "SetDefaultPolicyVersion",
    "SetLoggingOptions",
    "SetV2LoggingLevel",
    "SetV2LoggingOptions",
    "StartAuditMitigationActionsTask",
    "StartDetectMitigationActionsTask",
    "StartOnDemandAuditTask",
    "StartThingRegistrationTask",
    "StopThingRegistrationTask",
    "TagResource",
    "TestAuthorization",
    "TestInvokeAuthorizer",
    "TransferCertificate",
    "UntagResource",
    "UpdateAccountAuditConfiguration",
    "UpdateAuditSuppression",
    "UpdateAuthorizer",
    "UpdateBillingGroup",
    "UpdateCACertificate",
    "UpdateCertificate",
    "UpdateCertificateProvider",
    "UpdateCommand",
    "UpdateCustomMetric",
    "UpdateDimension",
    "UpdateDomainConfiguration",
    "UpdateDynamicThingGroup",
    "UpdateEncryptionConfiguration",
    "UpdateEventConfigurations",
    "UpdateFleetMetric",
    "UpdateIndexingConfiguration",
    "UpdateJob",
    "UpdateMitigationAction",
    "UpdatePackage",
    "UpdatePackageConfiguration",
    "UpdatePackageVersion",
    "UpdateProvisioningTemplate",
    "UpdateRoleAlias",
    "UpdateScheduledAudit",
    "UpdateSecurityProfile",
    "UpdateStream",
    "UpdateThing",
    "UpdateThingGroup",
    "UpdateThingGroupsForThing",
    "UpdateThingType",
    "UpdateTopicRuleDestination",
    "ValidateSecurityProfileBehaviors",
)
