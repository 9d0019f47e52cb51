"""Typed requests and responses of apigateway's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types apigateway`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AccessLogSettings(TypedDict, total=False):
    format: str
    destinationArn: str


class ApiStage(TypedDict, total=False):
    apiId: str
    stage: str
    throttle: dict[str, ThrottleSettings]


class CanarySettings(TypedDict, total=False):
    percentTraffic: float
    deploymentId: str
    stageVariableOverrides: dict[str, str]
    useStageCache: bool


class CreateApiKeyRequest(TypedDict, total=False):
    name: str
    description: str
    enabled: bool
    generateDistinctId: bool
    value: str
    stageKeys: list[StageKey]
    customerId: str
    tags: dict[str, str]


class CreateApiKeyResponse(TypedDict, total=False):
    id: str
    value: str
    name: str
    customerId: str
    description: str
    enabled: bool
    createdDate: datetime
    lastUpdatedDate: datetime
    stageKeys: list[str]
    tags: dict[str, str]


class _CreateAuthorizerRequestRequired(TypedDict):
    restApiId: str
    name: str
    type: str


class CreateAuthorizerRequest(_CreateAuthorizerRequestRequired, total=False):
    providerARNs: list[str]
    authType: str
    authorizerUri: str
    authorizerCredentials: str
    identitySource: str
    identityValidationExpression: str
    authorizerResultTtlInSeconds: int
    jwtConfiguration: JwtConfigurationInput


class CreateAuthorizerResponse(TypedDict, total=False):
    id: str
    name: str
    type: str
    providerARNs: list[str]
    authType: str
    authorizerUri: str
    authorizerCredentials: str
    identitySource: str
    identityValidationExpression: str
    authorizerResultTtlInSeconds: int
    jwtConfiguration: JwtConfiguration


class _CreateBasePathMappingRequestRequired(TypedDict):
    domainName: str
    restApiId: str


class CreateBasePathMappingRequest(_CreateBasePathMappingRequestRequired, total=False):
    domainNameId: str
    basePath: str
    stage: str


class CreateBasePathMappingResponse(TypedDict, total=False):
    basePath: str
    restApiId: str
    stage: str


class _CreateDeploymentRequestRequired(TypedDict):
    restApiId: str


class CreateDeploymentRequest(_CreateDeploymentRequestRequired, total=False):
    stageName: str
    stageDescription: str
    description: str
    cacheClusterEnabled: bool
    cacheClusterSize: str
    variables: dict[str, str]
    canarySettings: DeploymentCanarySettings
    tracingEnabled: bool


class CreateDeploymentResponse(TypedDict, total=False):
    id: str
    description: str
    createdDate: datetime
    apiSummary: dict[str, dict[str, MethodSnapshot]]


class CreateDocumentationPartRequest(TypedDict):
    restApiId: str
    location: DocumentationPartLocation
    properties: str


class CreateDocumentationPartResponse(TypedDict, total=False):
    id: str
    location: DocumentationPartLocation
    properties: str


class _CreateDocumentationVersionRequestRequired(TypedDict):
    restApiId: str
    documentationVersion: str


class CreateDocumentationVersionRequest(_CreateDocumentationVersionRequestRequired, total=False):
    stageName: str
    description: str


class CreateDocumentationVersionResponse(TypedDict, total=False):
    version: str
    createdDate: datetime
    description: str


class _CreateDomainNameAccessAssociationRequestRequired(TypedDict):
    domainNameArn: str
    accessAssociationSourceType: str
    accessAssociationSource: str


class CreateDomainNameAccessAssociationRequest(
    _CreateDomainNameAccessAssociationRequestRequired, total=False
):
    tags: dict[str, str]


class CreateDomainNameAccessAssociationResponse(TypedDict, total=False):
    domainNameAccessAssociationArn: str
    domainNameArn: str
    accessAssociationSourceType: str
    accessAssociationSource: str
    tags: dict[str, str]


class _CreateDomainNameRequestRequired(TypedDict):
    domainName: str


class CreateDomainNameRequest(_CreateDomainNameRequestRequired, total=False):
    certificateName: str
    certificateBody: str
    certificatePrivateKey: str
    certificateChain: str
    certificateArn: str
    regionalCertificateName: str
    regionalCertificateArn: str
    endpointConfiguration: EndpointConfiguration
    tags: dict[str, str]
    securityPolicy: str
    endpointAccessMode: str
    mutualTlsAuthentication: MutualTlsAuthenticationInput
    ownershipVerificationCertificateArn: str
    policy: str
    routingMode: str


class CreateDomainNameResponse(TypedDict, total=False):
    domainName: str
    domainNameId: str
    domainNameArn: str
    certificateName: str
    certificateArn: str
    certificateUploadDate: datetime
    regionalDomainName: str
    regionalHostedZoneId: str
    regionalCertificateName: str
    regionalCertificateArn: str
    distributionDomainName: str
    distributionHostedZoneId: str
    endpointConfiguration: EndpointConfiguration
    domainNameStatus: str
    domainNameStatusMessage: str
    securityPolicy: str
    endpointAccessMode: str
    tags: dict[str, str]
    mutualTlsAuthentication: MutualTlsAuthentication
    ownershipVerificationCertificateArn: str
    managementPolicy: str
    policy: str
    routingMode: str


class _CreateModelRequestRequired(TypedDict):
    restApiId: str
    name: str
    contentType: str


class CreateModelRequest(_CreateModelRequestRequired, total=False):
    description: str
    schema: str


class CreateModelResponse(TypedDict, total=False):
    id: str
    name: str
    description: str
    schema: str
    contentType: str


class _CreateRequestValidatorRequestRequired(TypedDict):
    restApiId: str


class CreateRequestValidatorRequest(_CreateRequestValidatorRequestRequired, total=False):
    name: str
    validateRequestBody: bool
    validateRequestParameters: bool


class CreateRequestValidatorResponse(TypedDict, total=False):
    id: str
    name: str
    validateRequestBody: bool
    validateRequestParameters: bool


class CreateResourceRequest(TypedDict):
    restApiId: str
    parentId: str
    pathPart: str


class CreateResourceResponse(TypedDict, total=False):
    id: str
    parentId: str
    pathPart: str
    path: str
    resourceMethods: dict[str, GetMethodResponse]


class _CreateRestApiRequestRequired(TypedDict):
    name: str


class CreateRestApiRequest(_CreateRestApiRequestRequired, total=False):
    description: str
    version: str
    cloneFrom: str
    binaryMediaTypes: list[str]
    minimumCompressionSize: int
    apiKeySource: str
    endpointConfiguration: EndpointConfiguration
    policy: str
    tags: dict[str, str]
    disableExecuteApiEndpoint: bool
    securityPolicy: str
    endpointAccessMode: str


class CreateRestApiResponse(TypedDict, total=False):
    id: str
    name: str
    description: str
    createdDate: datetime
    version: str
    warnings: list[str]
    binaryMediaTypes: list[str]
    minimumCompressionSize: int
    apiKeySource: str
    endpointConfiguration: EndpointConfiguration
    policy: str
    tags: dict[str, str]
    disableExecuteApiEndpoint: bool
    rootResourceId: str
    securityPolicy: str
    endpointAccessMode: str
    apiStatus: str
    apiStatusMessage: str


class _CreateStageRequestRequired(TypedDict):
    restApiId: str
    stageName: str
    deploymentId: str


class CreateStageRequest(_CreateStageRequestRequired, total=False):
    description: str
    cacheClusterEnabled: bool
    cacheClusterSize: str
    variables: dict[str, str]
    documentationVersion: str
    canarySettings: CanarySettings
    tracingEnabled: bool
    tags: dict[str, str]


class CreateStageResponse(TypedDict, total=False):
    deploymentId: str
    clientCertificateId: str
    stageName: str
    description: str
    cacheClusterEnabled: bool
    cacheClusterSize: str
    cacheClusterStatus: str
    methodSettings: dict[str, MethodSetting]
    variables: dict[str, str]
    documentationVersion: str
    accessLogSettings: AccessLogSettings
    canarySettings: CanarySettings
    tracingEnabled: bool
    webAclArn: str
    tags: dict[str, str]
    createdDate: datetime
    lastUpdatedDate: datetime


class CreateUsagePlanKeyRequest(TypedDict):
    usagePlanId: str
    keyId: str
    keyType: str


class CreateUsagePlanKeyResponse(TypedDict, total=False):
    id: str
    type: str
    value: str
    name: str


class _CreateUsagePlanRequestRequired(TypedDict):
    name: str


class CreateUsagePlanRequest(_CreateUsagePlanRequestRequired, total=False):
    description: str
    apiStages: list[ApiStage]
    throttle: ThrottleSettings
    quota: QuotaSettings
    tags: dict[str, str]


class CreateUsagePlanResponse(TypedDict, total=False):
    id: str
    name: str
    description: str
    apiStages: list[ApiStage]
    throttle: ThrottleSettings
    quota: QuotaSettings
    productCode: str
    tags: dict[str, str]


class _CreateVpcLinkRequestRequired(TypedDict):
    name: str
    targetArns: list[str]


class CreateVpcLinkRequest(_CreateVpcLinkRequestRequired, total=False):
    description: str
    tags: dict[str, str]


class CreateVpcLinkResponse(TypedDict, total=False):
    id: str
    name: str
    description: str
    targetArns: list[str]
    status: str
    statusMessage: str
    tags: dict[str, str]


class DeleteApiKeyRequest(TypedDict):
    apiKey: str


class DeleteAuthorizerRequest(TypedDict):
    restApiId: str
    authorizerId: str


class _DeleteBasePathMappingRequestRequired(TypedDict):
    domainName: str
    basePath: str


class DeleteBasePathMappingRequest(_DeleteBasePathMappingRequestRequired, total=False):
    domainNameId: str


class DeleteClientCertificateRequest(TypedDict):
    clientCertificateId: str


class DeleteDeploymentRequest(TypedDict):
    restApiId: str
    deploymentId: str


class DeleteDocumentationPartRequest(TypedDict):
    restApiId: str
    documentationPartId: str


class DeleteDocumentationVersionRequest(TypedDict):
    restApiId: str
    documentationVersion: str


class DeleteDomainNameAccessAssociationRequest(TypedDict):
    domainNameAccessAssociationArn: str


class _DeleteDomainNameRequestRequired(TypedDict):
    domainName: str


class DeleteDomainNameRequest(_DeleteDomainNameRequestRequired, total=False):
    domainNameId: str


class DeleteGatewayResponseRequest(TypedDict):
    restApiId: str
    responseType: str


class DeleteIntegrationRequest(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str


class DeleteIntegrationResponseRequest(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    statusCode: str


class DeleteMethodRequest(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str


class DeleteMethodResponseRequest(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    statusCode: str


class DeleteModelRequest(TypedDict):
    restApiId: str
    modelName: str


class DeleteRequestValidatorRequest(TypedDict):
    restApiId: str
    requestValidatorId: str


class DeleteResourceRequest(TypedDict):
    restApiId: str
    resourceId: str


class DeleteRestApiRequest(TypedDict):
    restApiId: str


class DeleteStageRequest(TypedDict):
    restApiId: str
    stageName: str


class DeleteUsagePlanKeyRequest(TypedDict):
    usagePlanId: str
    keyId: str


class DeleteUsagePlanRequest(TypedDict):
    usagePlanId: str


class DeleteVpcLinkRequest(TypedDict):
    vpcLinkId: str


class DeploymentCanarySettings(TypedDict, total=False):
    percentTraffic: float
    stageVariableOverrides: dict[str, str]
    useStageCache: bool


class _DocumentationPartLocationRequired(TypedDict):
    type: str


class DocumentationPartLocation(_DocumentationPartLocationRequired, total=False):
    path: str
    method: str
    statusCode: str
    name: str


class EndpointConfiguration(TypedDict, total=False):
    types: list[str]
    ipAddressType: str
    vpcEndpointIds: list[str]


class FlushStageAuthorizersCacheRequest(TypedDict):
    restApiId: str
    stageName: str


class FlushStageCacheRequest(TypedDict):
    restApiId: str
    stageName: str


class GenerateClientCertificateRequest(TypedDict, total=False):
    description: str
    tags: dict[str, str]


class GenerateClientCertificateResponse(TypedDict, total=False):
    clientCertificateId: str
    description: str
    pemEncodedCertificate: str
    createdDate: datetime
    expirationDate: datetime
    tags: dict[str, str]


class GetAccountRequest(TypedDict, total=False):
    pass


class GetAccountResponse(TypedDict, total=False):
    cloudwatchRoleArn: str
    throttleSettings: ThrottleSettings
    features: list[str]
    apiKeyVersion: str


class _GetApiKeyRequestRequired(TypedDict):
    apiKey: str


class GetApiKeyRequest(_GetApiKeyRequestRequired, total=False):
    includeValue: bool


class GetApiKeysRequest(TypedDict, total=False):
    position: str
    limit: int
    nameQuery: str
    customerId: str
    includeValues: bool


class GetApiKeysResponse(TypedDict, total=False):
    warnings: list[str]
    position: str
    items: list[CreateApiKeyResponse]


class GetAuthorizerRequest(TypedDict):
    restApiId: str
    authorizerId: str


class _GetAuthorizersRequestRequired(TypedDict):
    restApiId: str


class GetAuthorizersRequest(_GetAuthorizersRequestRequired, total=False):
    position: str
    limit: int


class GetAuthorizersResponse(TypedDict, total=False):
    position: str
    items: list[CreateAuthorizerResponse]


class _GetBasePathMappingRequestRequired(TypedDict):
    domainName: str
    basePath: str


class GetBasePathMappingRequest(_GetBasePathMappingRequestRequired, total=False):
    domainNameId: str


class _GetBasePathMappingsRequestRequired(TypedDict):
    domainName: str


class GetBasePathMappingsRequest(_GetBasePathMappingsRequestRequired, total=False):
    domainNameId: str
    position: str
    limit: int


class GetBasePathMappingsResponse(TypedDict, total=False):
    position: str
    items: list[CreateBasePathMappingResponse]


class GetClientCertificateRequest(TypedDict):
    clientCertificateId: str


class GetClientCertificatesRequest(TypedDict, total=False):
    position: str
    limit: int


class GetClientCertificatesResponse(TypedDict, total=False):
    position: str
    items: list[GenerateClientCertificateResponse]


class _GetDeploymentRequestRequired(TypedDict):
    restApiId: str
    deploymentId: str


class GetDeploymentRequest(_GetDeploymentRequestRequired, total=False):
    embed: list[str]


class _GetDeploymentsRequestRequired(TypedDict):
    restApiId: str


class GetDeploymentsRequest(_GetDeploymentsRequestRequired, total=False):
    position: str
    limit: int


class GetDeploymentsResponse(TypedDict, total=False):
    position: str
    items: list[CreateDeploymentResponse]


class GetDocumentationPartRequest(TypedDict):
    restApiId: str
    documentationPartId: str


class _GetDocumentationPartsRequestRequired(TypedDict):
    restApiId: str


class GetDocumentationPartsRequest(_GetDocumentationPartsRequestRequired, total=False):
    type: str
    nameQuery: str
    path: str
    position: str
    limit: int
    locationStatus: str


class GetDocumentationPartsResponse(TypedDict, total=False):
    position: str
    items: list[CreateDocumentationPartResponse]


class GetDocumentationVersionRequest(TypedDict):
    restApiId: str
    documentationVersion: str


class _GetDocumentationVersionsRequestRequired(TypedDict):
    restApiId: str


class GetDocumentationVersionsRequest(_GetDocumentationVersionsRequestRequired, total=False):
    position: str
    limit: int


class GetDocumentationVersionsResponse(TypedDict, total=False):
    position: str
    items: list[CreateDocumentationVersionResponse]


class GetDomainNameAccessAssociationsRequest(TypedDict, total=False):
    position: str
    limit: int
    resourceOwner: str


class GetDomainNameAccessAssociationsResponse(TypedDict, total=False):
    position: str
    items: list[CreateDomainNameAccessAssociationResponse]


class _GetDomainNameRequestRequired(TypedDict):
    domainName: str


class GetDomainNameRequest(_GetDomainNameRequestRequired, total=False):
    domainNameId: str


class GetDomainNamesRequest(TypedDict, total=False):
    position: str
    limit: int
    resourceOwner: str


class GetDomainNamesResponse(TypedDict, total=False):
    position: str
    items: list[CreateDomainNameResponse]


class _GetExportRequestRequired(TypedDict):
    restApiId: str
    stageName: str
    exportType: str


class GetExportRequest(_GetExportRequestRequired, total=False):
    parameters: dict[str, str]
    accepts: str


class GetExportResponse(TypedDict, total=False):
    contentType: str
    contentDisposition: str
    body: bytes


class GetGatewayResponseRequest(TypedDict):
    restApiId: str
    responseType: str


class GetGatewayResponseResponse(TypedDict, total=False):
    responseType: str
    statusCode: str
    responseParameters: dict[str, str]
    responseTemplates: dict[str, str]
    defaultResponse: bool


class _GetGatewayResponsesRequestRequired(TypedDict):
    restApiId: str


class GetGatewayResponsesRequest(_GetGatewayResponsesRequestRequired, total=False):
    position: str
    limit: int


class GetGatewayResponsesResponse(TypedDict, total=False):
    position: str
    items: list[GetGatewayResponseResponse]


class GetIntegrationRequest(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str


class GetIntegrationResponse(TypedDict, total=False):
    type: str
    httpMethod: str
    uri: str
    connectionType: str
    connectionId: str
    credentials: str
    requestParameters: dict[str, str]
    requestTemplates: dict[str, str]
    passthroughBehavior: str
    contentHandling: str
    timeoutInMillis: int
    cacheNamespace: str
    cacheKeyParameters: list[str]
    integrationResponses: dict[str, GetIntegrationResponseResponse]
    tlsConfig: TlsConfig
    responseTransferMode: str
    integrationTarget: str


class GetIntegrationResponseRequest(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    statusCode: str


class GetIntegrationResponseResponse(TypedDict, total=False):
    statusCode: str
    selectionPattern: str
    responseParameters: dict[str, str]
    responseTemplates: dict[str, str]
    contentHandling: str


class GetMethodRequest(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str


class GetMethodResponse(TypedDict, total=False):
    httpMethod: str
    authorizationType: str
    authorizerId: str
    apiKeyRequired: bool
    requestValidatorId: str
    operationName: str
    requestParameters: dict[str, bool]
    requestModels: dict[str, str]
    methodResponses: dict[str, GetMethodResponseResponse]
    methodIntegration: GetIntegrationResponse
    authorizationScopes: list[str]


class GetMethodResponseRequest(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    statusCode: str


class GetMethodResponseResponse(TypedDict, total=False):
    statusCode: str
    responseParameters: dict[str, bool]
    responseModels: dict[str, str]


class _GetModelRequestRequired(TypedDict):
    restApiId: str
    modelName: str


class GetModelRequest(_GetModelRequestRequired, total=False):
    flatten: bool


class GetModelTemplateRequest(TypedDict):
    restApiId: str
    modelName: str


class GetModelTemplateResponse(TypedDict, total=False):
    value: str


class _GetModelsRequestRequired(TypedDict):
    restApiId: str


class GetModelsRequest(_GetModelsRequestRequired, total=False):
    position: str
    limit: int


class GetModelsResponse(TypedDict, total=False):
    position: str
    items: list[CreateModelResponse]


class GetRequestValidatorRequest(TypedDict):
    restApiId: str
    requestValidatorId: str


class _GetRequestValidatorsRequestRequired(TypedDict):
    restApiId: str


class GetRequestValidatorsRequest(_GetRequestValidatorsRequestRequired, total=False):
    position: str
    limit: int


class GetRequestValidatorsResponse(TypedDict, total=False):
    position: str
    items: list[CreateRequestValidatorResponse]


class _GetResourceRequestRequired(TypedDict):
    restApiId: str
    resourceId: str


class GetResourceRequest(_GetResourceRequestRequired, total=False):
    embed: list[str]


class _GetResourcesRequestRequired(TypedDict):
    restApiId: str


class GetResourcesRequest(_GetResourcesRequestRequired, total=False):
    position: str
    limit: int
    embed: list[str]


class GetResourcesResponse(TypedDict, total=False):
    position: str
    items: list[CreateResourceResponse]


class GetRestApiRequest(TypedDict):
    restApiId: str


class GetRestApisRequest(TypedDict, total=False):
    position: str
    limit: int


class GetRestApisResponse(TypedDict, total=False):
    position: str
    items: list[CreateRestApiResponse]


class _GetSdkRequestRequired(TypedDict):
    restApiId: str
    stageName: str
    sdkType: str


class GetSdkRequest(_GetSdkRequestRequired, total=False):
    parameters: dict[str, str]


class GetSdkResponse(TypedDict, total=False):
    contentType: str
    contentDisposition: str
    body: bytes


class GetSdkTypeRequest(TypedDict):
    id: str


class GetSdkTypeResponse(TypedDict, total=False):
    id: str
    friendlyName: str
    description: str
    configurationProperties: list[SdkConfigurationProperty]


class GetSdkTypesRequest(TypedDict, total=False):
    position: str
    limit: int


class GetSdkTypesResponse(TypedDict, total=False):
    position: str
    items: list[GetSdkTypeResponse]


class GetStageRequest(TypedDict):
    restApiId: str
    stageName: str


class _GetStagesRequestRequired(TypedDict):
    restApiId: str


class GetStagesRequest(_GetStagesRequestRequired, total=False):
    deploymentId: str


class GetStagesResponse(TypedDict, total=False):
    item: list[CreateStageResponse]


class _GetTagsRequestRequired(TypedDict):
    resourceArn: str


class GetTagsRequest(_GetTagsRequestRequired, total=False):
    position: str
    limit: int


class GetTagsResponse(TypedDict, total=False):
    tags: dict[str, str]


class GetUsagePlanKeyRequest(TypedDict):
    usagePlanId: str
    keyId: str


class _GetUsagePlanKeysRequestRequired(TypedDict):
    usagePlanId: str


class GetUsagePlanKeysRequest(_GetUsagePlanKeysRequestRequired, total=False):
    position: str
    limit: int
    nameQuery: str


class GetUsagePlanKeysResponse(TypedDict, total=False):
    position: str
    items: list[CreateUsagePlanKeyResponse]


class GetUsagePlanRequest(TypedDict):
    usagePlanId: str


class GetUsagePlansRequest(TypedDict, total=False):
    position: str
    keyId: str
    limit: int


class GetUsagePlansResponse(TypedDict, total=False):
    position: str
    items: list[CreateUsagePlanResponse]


class _GetUsageRequestRequired(TypedDict):
    usagePlanId: str
    startDate: str
    endDate: str


class GetUsageRequest(_GetUsageRequestRequired, total=False):
    keyId: str
    position: str
    limit: int


class GetUsageResponse(TypedDict, total=False):
    usagePlanId: str
    startDate: str
    endDate: str
    position: str
    items: dict[str, list[list[int]]]


class GetVpcLinkRequest(TypedDict):
    vpcLinkId: str


class GetVpcLinksRequest(TypedDict, total=False):
    position: str
    limit: int


class GetVpcLinksResponse(TypedDict, total=False):
    position: str
    items: list[CreateVpcLinkResponse]


class _ImportApiKeysRequestRequired(TypedDict):
    body: bytes
    format: str


class ImportApiKeysRequest(_ImportApiKeysRequestRequired, total=False):
    failOnWarnings: bool


class ImportApiKeysResponse(TypedDict, total=False):
    ids: list[str]
    warnings: list[str]


class _ImportDocumentationPartsRequestRequired(TypedDict):
    restApiId: str
    body: bytes


class ImportDocumentationPartsRequest(_ImportDocumentationPartsRequestRequired, total=False):
    mode: str
    failOnWarnings: bool


class ImportDocumentationPartsResponse(TypedDict, total=False):
    ids: list[str]
    warnings: list[str]


class _ImportRestApiRequestRequired(TypedDict):
    body: bytes


class ImportRestApiRequest(_ImportRestApiRequestRequired, total=False):
    failOnWarnings: bool
    parameters: dict[str, str]


class _JwtAdditionalClaimRequired(TypedDict):
    claimName: str
    format: str


class JwtAdditionalClaim(_JwtAdditionalClaimRequired, total=False):
    required: bool
    expectedValues: list[str]


class JwtConfiguration(TypedDict, total=False):
    issuers: list[JwtIssuer]
    defaultAlgorithms: list[str]


class JwtConfigurationInput(TypedDict):
    issuers: list[JwtIssuerInput]
    defaultAlgorithms: list[str]


class JwtIssuer(TypedDict, total=False):
    issuer: str
    audiences: list[str]
    additionalClaims: list[JwtAdditionalClaim]
    jwksUri: str


class _JwtIssuerInputRequired(TypedDict):
    issuer: str
    audiences: list[str]


class JwtIssuerInput(_JwtIssuerInputRequired, total=False):
    additionalClaims: list[JwtAdditionalClaim]


class MethodSetting(TypedDict, total=False):
    metricsEnabled: bool
    loggingLevel: str
    dataTraceEnabled: bool
    throttlingBurstLimit: int
    throttlingRateLimit: float
    cachingEnabled: bool
    cacheTtlInSeconds: int
    cacheDataEncrypted: bool
    requireAuthorizationForCacheControl: bool
    unauthorizedCacheControlHeaderStrategy: str


class MethodSnapshot(TypedDict, total=False):
    authorizationType: str
    apiKeyRequired: bool


class MutualTlsAuthentication(TypedDict, total=False):
    truststoreUri: str
    truststoreVersion: str
    truststoreWarnings: list[str]


class MutualTlsAuthenticationInput(TypedDict, total=False):
    truststoreUri: str
    truststoreVersion: str


PatchOperation = TypedDict(
    "PatchOperation", {"op": "str", "path": "str", "value": "str", "from": "str"}, total=False
)


class _PutGatewayResponseRequestRequired(TypedDict):
    restApiId: str
    responseType: str


class PutGatewayResponseRequest(_PutGatewayResponseRequestRequired, total=False):
    statusCode: str
    responseParameters: dict[str, str]
    responseTemplates: dict[str, str]


class _PutIntegrationRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    type: str


class PutIntegrationRequest(_PutIntegrationRequestRequired, total=False):
    integrationHttpMethod: str
    uri: str
    connectionType: str
    connectionId: str
    credentials: str
    requestParameters: dict[str, str]
    requestTemplates: dict[str, str]
    passthroughBehavior: str
    cacheNamespace: str
    cacheKeyParameters: list[str]
    contentHandling: str
    timeoutInMillis: int
    tlsConfig: TlsConfig
    responseTransferMode: str
    integrationTarget: str


class _PutIntegrationResponseRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    statusCode: str


class PutIntegrationResponseRequest(_PutIntegrationResponseRequestRequired, total=False):
    selectionPattern: str
    responseParameters: dict[str, str]
    responseTemplates: dict[str, str]
    contentHandling: str


class _PutMethodRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    authorizationType: str


class PutMethodRequest(_PutMethodRequestRequired, total=False):
    authorizerId: str
    apiKeyRequired: bool
    operationName: str
    requestParameters: dict[str, bool]
    requestModels: dict[str, str]
    requestValidatorId: str
    authorizationScopes: list[str]


class _PutMethodResponseRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    statusCode: str


class PutMethodResponseRequest(_PutMethodResponseRequestRequired, total=False):
    responseParameters: dict[str, bool]
    responseModels: dict[str, str]


class _PutRestApiRequestRequired(TypedDict):
    restApiId: str
    body: bytes


class PutRestApiRequest(_PutRestApiRequestRequired, total=False):
    mode: str
    failOnWarnings: bool
    parameters: dict[str, str]


class QuotaSettings(TypedDict, total=False):
    limit: int
    offset: int
    period: str


class RejectDomainNameAccessAssociationRequest(TypedDict):
    domainNameAccessAssociationArn: str
    domainNameArn: str


class SdkConfigurationProperty(TypedDict, total=False):
    name: str
    friendlyName: str
    description: str
    required: bool
    defaultValue: str


class StageKey(TypedDict, total=False):
    restApiId: str
    stageName: str


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: dict[str, str]


class _TestInvokeAuthorizerRequestRequired(TypedDict):
    restApiId: str
    authorizerId: str


class TestInvokeAuthorizerRequest(_TestInvokeAuthorizerRequestRequired, total=False):
    headers: dict[str, str]
    multiValueHeaders: dict[str, list[str]]
    pathWithQueryString: str
    body: str
    stageVariables: dict[str, str]
    additionalContext: dict[str, str]


class TestInvokeAuthorizerResponse(TypedDict, total=False):
    clientStatus: int
    log: str
    latency: int
    principalId: str
    policy: str
    authorization: dict[str, list[str]]
    claims: dict[str, str]


class _TestInvokeMethodRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str


class TestInvokeMethodRequest(_TestInvokeMethodRequestRequired, total=False):
    pathWithQueryString: str
    body: str
    headers: dict[str, str]
    multiValueHeaders: dict[str, list[str]]
    clientCertificateId: str
    stageVariables: dict[str, str]


class TestInvokeMethodResponse(TypedDict, total=False):
    status: int
    body: str
    headers: dict[str, str]
    multiValueHeaders: dict[str, list[str]]
    log: str
    latency: int


class ThrottleSettings(TypedDict, total=False):
    burstLimit: int
    rateLimit: float


class TlsConfig(TypedDict, total=False):
    insecureSkipVerification: bool


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UpdateAccountRequest(TypedDict, total=False):
    patchOperations: list[PatchOperation]


class _UpdateApiKeyRequestRequired(TypedDict):
    apiKey: str


class UpdateApiKeyRequest(_UpdateApiKeyRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateAuthorizerRequestRequired(TypedDict):
    restApiId: str
    authorizerId: str


class UpdateAuthorizerRequest(_UpdateAuthorizerRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateBasePathMappingRequestRequired(TypedDict):
    domainName: str
    basePath: str


class UpdateBasePathMappingRequest(_UpdateBasePathMappingRequestRequired, total=False):
    domainNameId: str
    patchOperations: list[PatchOperation]


class _UpdateClientCertificateRequestRequired(TypedDict):
    clientCertificateId: str


class UpdateClientCertificateRequest(_UpdateClientCertificateRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateDeploymentRequestRequired(TypedDict):
    restApiId: str
    deploymentId: str


class UpdateDeploymentRequest(_UpdateDeploymentRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateDocumentationPartRequestRequired(TypedDict):
    restApiId: str
    documentationPartId: str


class UpdateDocumentationPartRequest(_UpdateDocumentationPartRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateDocumentationVersionRequestRequired(TypedDict):
    restApiId: str
    documentationVersion: str


class UpdateDocumentationVersionRequest(_UpdateDocumentationVersionRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateDomainNameRequestRequired(TypedDict):
    domainName: str


class UpdateDomainNameRequest(_UpdateDomainNameRequestRequired, total=False):
    domainNameId: str
    patchOperations: list[PatchOperation]


class _UpdateGatewayResponseRequestRequired(TypedDict):
    restApiId: str
    responseType: str


class UpdateGatewayResponseRequest(_UpdateGatewayResponseRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateIntegrationRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str


class UpdateIntegrationRequest(_UpdateIntegrationRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateIntegrationResponseRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    statusCode: str


class UpdateIntegrationResponseRequest(_UpdateIntegrationResponseRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateMethodRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str


class UpdateMethodRequest(_UpdateMethodRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateMethodResponseRequestRequired(TypedDict):
    restApiId: str
    resourceId: str
    httpMethod: str
    statusCode: str


class UpdateMethodResponseRequest(_UpdateMethodResponseRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateModelRequestRequired(TypedDict):
    restApiId: str
    modelName: str


class UpdateModelRequest(_UpdateModelRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateRequestValidatorRequestRequired(TypedDict):
    restApiId: str
    requestValidatorId: str


class UpdateRequestValidatorRequest(_UpdateRequestValidatorRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateResourceRequestRequired(TypedDict):
    restApiId: str
    resourceId: str


class UpdateResourceRequest(_UpdateResourceRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateRestApiRequestRequired(TypedDict):
    restApiId: str


class UpdateRestApiRequest(_UpdateRestApiRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateStageRequestRequired(TypedDict):
    restApiId: str
    stageName: str


class UpdateStageRequest(_UpdateStageRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateUsagePlanRequestRequired(TypedDict):
    usagePlanId: str


class UpdateUsagePlanRequest(_UpdateUsagePlanRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateUsageRequestRequired(TypedDict):
    usagePlanId: str
    keyId: str


class UpdateUsageRequest(_UpdateUsageRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class _UpdateVpcLinkRequestRequired(TypedDict):
    vpcLinkId: str


class UpdateVpcLinkRequest(_UpdateVpcLinkRequestRequired, total=False):
    patchOperations: list[PatchOperation]


class DeleteApiKeyResponse(TypedDict, total=False):
    pass


class DeleteAuthorizerResponse(TypedDict, total=False):
    pass


class DeleteBasePathMappingResponse(TypedDict, total=False):
    pass


class DeleteClientCertificateResponse(TypedDict, total=False):
    pass


class DeleteDeploymentResponse(TypedDict, total=False):
    pass


class DeleteDocumentationPartResponse(TypedDict, total=False):
    pass


class DeleteDocumentationVersionResponse(TypedDict, total=False):
    pass


class DeleteDomainNameAccessAssociationResponse(TypedDict, total=False):
    pass


class DeleteDomainNameResponse(TypedDict, total=False):
    pass


class DeleteGatewayResponseResponse(TypedDict, total=False):
    pass


class DeleteIntegrationResponse(TypedDict, total=False):
    pass


class DeleteIntegrationResponseResponse(TypedDict, total=False):
    pass


class DeleteMethodResponse(TypedDict, total=False):
    pass


class DeleteMethodResponseResponse(TypedDict, total=False):
    pass


class DeleteModelResponse(TypedDict, total=False):
    pass


class DeleteRequestValidatorResponse(TypedDict, total=False):
    pass


class DeleteResourceResponse(TypedDict, total=False):
    pass


class DeleteRestApiResponse(TypedDict, total=False):
    pass


class DeleteStageResponse(TypedDict, total=False):
    pass


class DeleteUsagePlanKeyResponse(TypedDict, total=False):
    pass


class DeleteUsagePlanResponse(TypedDict, total=False):
    pass


class DeleteVpcLinkResponse(TypedDict, total=False):
    pass


class FlushStageAuthorizersCacheResponse(TypedDict, total=False):
    pass


class FlushStageCacheResponse(TypedDict, total=False):
    pass


class RejectDomainNameAccessAssociationResponse(TypedDict, total=False):
    pass


class TagResourceResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


GetApiKeyResponse = CreateApiKeyResponse
GetAuthorizerResponse = CreateAuthorizerResponse
GetBasePathMappingResponse = CreateBasePathMappingResponse
GetClientCertificateResponse = GenerateClientCertificateResponse
GetDeploymentResponse = CreateDeploymentResponse
GetDocumentationPartResponse = CreateDocumentationPartResponse
GetDocumentationVersionResponse = CreateDocumentationVersionResponse
GetDomainNameResponse = CreateDomainNameResponse
GetModelResponse = CreateModelResponse
GetRequestValidatorResponse = CreateRequestValidatorResponse
GetResourceResponse = CreateResourceResponse
GetRestApiResponse = CreateRestApiResponse
GetStageResponse = CreateStageResponse
GetUsagePlanResponse = CreateUsagePlanResponse
GetUsagePlanKeyResponse = CreateUsagePlanKeyResponse
GetVpcLinkResponse = CreateVpcLinkResponse
ImportRestApiResponse = CreateRestApiResponse
PutGatewayResponseResponse = GetGatewayResponseResponse
PutIntegrationResponse = GetIntegrationResponse
PutIntegrationResponseResponse = GetIntegrationResponseResponse
PutMethodResponse = GetMethodResponse
PutMethodResponseResponse = GetMethodResponseResponse
PutRestApiResponse = CreateRestApiResponse
UpdateAccountResponse = GetAccountResponse
UpdateApiKeyResponse = CreateApiKeyResponse
UpdateAuthorizerResponse = CreateAuthorizerResponse
UpdateBasePathMappingResponse = CreateBasePathMappingResponse
UpdateClientCertificateResponse = GenerateClientCertificateResponse
UpdateDeploymentResponse = CreateDeploymentResponse
UpdateDocumentationPartResponse = CreateDocumentationPartResponse
UpdateDocumentationVersionResponse = CreateDocumentationVersionResponse
UpdateDomainNameResponse = CreateDomainNameResponse
UpdateGatewayResponseResponse = GetGatewayResponseResponse
UpdateIntegrationResponse = GetIntegrationResponse
UpdateIntegrationResponseResponse = GetIntegrationResponseResponse
UpdateMethodResponse = GetMethodResponse
UpdateMethodResponseResponse = GetMethodResponseResponse
UpdateModelResponse = CreateModelResponse
UpdateRequestValidatorResponse = CreateRequestValidatorResponse
UpdateResourceResponse = CreateResourceResponse
UpdateRestApiResponse = CreateRestApiResponse
UpdateStageResponse = CreateStageResponse
UpdateUsageResponse = GetUsageResponse
UpdateUsagePlanResponse = CreateUsagePlanResponse
UpdateVpcLinkResponse = CreateVpcLinkResponse


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateApiKey",
    "CreateAuthorizer",
    "CreateBasePathMapping",
    "CreateDeployment",
    "CreateDocumentationPart",
    "CreateDocumentationVersion",
    "CreateDomainName",
    "CreateDomainNameAccessAssociation",
    "CreateModel",
    "CreateRequestValidator",
    "CreateResource",
    "CreateRestApi",
    "CreateStage",
    "CreateUsagePlan",
    "CreateUsagePlanKey",
    "CreateVpcLink",
    "DeleteApiKey",
    "DeleteAuthorizer",
    "DeleteBasePathMapping",
    "DeleteClientCertificate",
    "DeleteDeployment",
    "DeleteDocumentationPart",
    "DeleteDocumentationVersion",
    "DeleteDomainName",
    "DeleteDomainNameAccessAssociation",
    "DeleteGatewayResponse",
    "DeleteIntegration",
    "DeleteIntegrationResponse",
    "DeleteMethod",
    "DeleteMethodResponse",
    "DeleteModel",
    "DeleteRequestValidator",
    "DeleteResource",
    "DeleteRestApi",
    "DeleteStage",
    "DeleteUsagePlan",
    "DeleteUsagePlanKey",
    "DeleteVpcLink",
    "FlushStageAuthorizersCache",
    "FlushStageCache",
    "GenerateClientCertificate",
    "GetAccount",
    "GetApiKey",
    "GetApiKeys",
    "GetAuthorizer",
    "GetAuthorizers",
    "GetBasePathMapping",
    "GetBasePathMappings",
    "GetClientCertificate",
    "GetClientCertificates",
    "GetDeployment",
    "GetDeployments",
    "GetDocumentationPart",
    "GetDocumentationParts",
    "GetDocumentationVersion",
    "GetDocumentationVersions",
    "GetDomainName",
    "GetDomainNameAccessAssociations",
    "GetDomainNames",
    "GetExport",
    "GetGatewayResponse",
    "GetGatewayResponses",
    "GetIntegration",
    "GetIntegrationResponse",
    "GetMethod",
    "GetMethodResponse",
    "GetModel",
    "GetModelTemplate",
    "GetModels",
    "GetRequestValidator",
    "GetRequestValidators",
    "GetResource",
    "GetResources",
    "GetRestApi",
    "GetRestApis",
    "GetSdk",
    "GetSdkType",
    "GetSdkTypes",
    "GetStage",
    "GetStages",
    "GetTags",
    "GetUsage",
    "GetUsagePlan",
    "GetUsagePlanKey",
    "GetUsagePlanKeys",
    "GetUsagePlans",
    "GetVpcLink",
    "GetVpcLinks",
    "ImportApiKeys",
    "ImportDocumentationParts",
    "ImportRestApi",
    "PutGatewayResponse",
    "PutIntegration",
    "PutIntegrationResponse",
    "PutMethod",
    "PutMethodResponse",
    "PutRestApi",
    "RejectDomainNameAccessAssociation",
    "TagResource",
    "TestInvokeAuthorizer",
    "TestInvokeMethod",
    "UntagResource",
    "UpdateAccount",
    "UpdateApiKey",
    "UpdateAuthorizer",
    "UpdateBasePathMapping",
    "UpdateClientCertificate",
    "UpdateDeployment",
    "UpdateDocumentationPart",
    "UpdateDocumentationVersion",
    "UpdateDomainName",
    "UpdateGatewayResponse",
    "UpdateIntegration",
    "UpdateIntegrationResponse",
    "UpdateMethod",
    "UpdateMethodResponse",
    "UpdateModel",
    "UpdateRequestValidator",
    "UpdateResource",
    "UpdateRestApi",
    "UpdateStage",
    "UpdateUsage",
    "UpdateUsagePlan",
    "UpdateVpcLink",
)
