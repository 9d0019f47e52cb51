"""Typed requests and responses of appsync's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types appsync`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AdditionalAuthenticationProvider(TypedDict, total=False):
    authenticationType: str
    openIDConnectConfig: OpenIDConnectConfig
    userPoolConfig: CognitoUserPoolConfig
    lambdaAuthorizerConfig: LambdaAuthorizerConfig


class Api(TypedDict, total=False):
    apiId: str
    name: str
    ownerContact: str
    tags: dict[str, str]
    dns: dict[str, str]
    apiArn: str
    created: datetime
    xrayEnabled: bool
    wafWebAclArn: str
    eventConfig: EventConfig


class ApiAssociation(TypedDict, total=False):
    domainName: str
    apiId: str
    associationStatus: str
    deploymentDetail: str


class ApiCache(TypedDict, total=False):
    ttl: int
    apiCachingBehavior: str
    transitEncryptionEnabled: bool
    atRestEncryptionEnabled: bool
    type: str
    status: str
    healthMetricsConfig: str


class ApiKey(TypedDict, total=False):
    id: str
    description: str
    expires: int
    deletes: int


class AppSyncRuntime(TypedDict):
    name: str
    runtimeVersion: str


class AssociateApiRequest(TypedDict):
    domainName: str
    apiId: str


class AssociateApiResponse(TypedDict, total=False):
    apiAssociation: ApiAssociation


class _AssociateMergedGraphqlApiRequestRequired(TypedDict):
    sourceApiIdentifier: str
    mergedApiIdentifier: str


class AssociateMergedGraphqlApiRequest(_AssociateMergedGraphqlApiRequestRequired, total=False):
    description: str
    sourceApiAssociationConfig: SourceApiAssociationConfig


class AssociateMergedGraphqlApiResponse(TypedDict, total=False):
    sourceApiAssociation: SourceApiAssociation


class _AssociateSourceGraphqlApiRequestRequired(TypedDict):
    mergedApiIdentifier: str
    sourceApiIdentifier: str


class AssociateSourceGraphqlApiRequest(_AssociateSourceGraphqlApiRequestRequired, total=False):
    description: str
    sourceApiAssociationConfig: SourceApiAssociationConfig


class AssociateSourceGraphqlApiResponse(TypedDict, total=False):
    sourceApiAssociation: SourceApiAssociation


class AuthMode(TypedDict):
    authType: str


class _AuthProviderRequired(TypedDict):
    authType: str


class AuthProvider(_AuthProviderRequired, total=False):
    cognitoConfig: CognitoConfig
    openIDConnectConfig: OpenIDConnectConfig
    lambdaAuthorizerConfig: LambdaAuthorizerConfig


class _AuthorizationConfigRequired(TypedDict):
    authorizationType: str


class AuthorizationConfig(_AuthorizationConfigRequired, total=False):
    awsIamConfig: AwsIamConfig


class AwsIamConfig(TypedDict, total=False):
    signingRegion: str
    signingServiceName: str


class _CachingConfigRequired(TypedDict):
    ttl: int


class CachingConfig(_CachingConfigRequired, total=False):
    cachingKeys: list[str]


class ChannelNamespace(TypedDict, total=False):
    apiId: str
    name: str
    subscribeAuthModes: list[AuthMode]
    publishAuthModes: list[AuthMode]
    codeHandlers: str
    tags: dict[str, str]
    channelNamespaceArn: str
    created: datetime
    lastModified: datetime
    handlerConfigs: HandlerConfigs


class CodeError(TypedDict, total=False):
    errorType: str
    value: str
    location: CodeErrorLocation


class CodeErrorLocation(TypedDict, total=False):
    line: int
    column: int
    span: int


class _CognitoConfigRequired(TypedDict):
    userPoolId: str
    awsRegion: str


class CognitoConfig(_CognitoConfigRequired, total=False):
    appIdClientRegex: str


class _CognitoUserPoolConfigRequired(TypedDict):
    userPoolId: str
    awsRegion: str


class CognitoUserPoolConfig(_CognitoUserPoolConfigRequired, total=False):
    appIdClientRegex: str


class _CreateApiCacheRequestRequired(TypedDict):
    apiId: str
    ttl: int
    apiCachingBehavior: str
    type: str


class CreateApiCacheRequest(_CreateApiCacheRequestRequired, total=False):
    transitEncryptionEnabled: bool
    atRestEncryptionEnabled: bool
    healthMetricsConfig: str


class CreateApiCacheResponse(TypedDict, total=False):
    apiCache: ApiCache


class _CreateApiKeyRequestRequired(TypedDict):
    apiId: str


class CreateApiKeyRequest(_CreateApiKeyRequestRequired, total=False):
    description: str
    expires: int


class CreateApiKeyResponse(TypedDict, total=False):
    apiKey: ApiKey


class _CreateApiRequestRequired(TypedDict):
    name: str
    eventConfig: EventConfig


class CreateApiRequest(_CreateApiRequestRequired, total=False):
    ownerContact: str
    tags: dict[str, str]


class CreateApiResponse(TypedDict, total=False):
    api: Api


class _CreateChannelNamespaceRequestRequired(TypedDict):
    apiId: str
    name: str


class CreateChannelNamespaceRequest(_CreateChannelNamespaceRequestRequired, total=False):
    subscribeAuthModes: list[AuthMode]
    publishAuthModes: list[AuthMode]
    codeHandlers: str
    tags: dict[str, str]
    handlerConfigs: HandlerConfigs


class CreateChannelNamespaceResponse(TypedDict, total=False):
    channelNamespace: ChannelNamespace


class _CreateDataSourceRequestRequired(TypedDict):
    apiId: str
    name: str
    type: str


class CreateDataSourceRequest(_CreateDataSourceRequestRequired, total=False):
    description: str
    serviceRoleArn: str
    dynamodbConfig: DynamodbDataSourceConfig
    lambdaConfig: LambdaDataSourceConfig
    elasticsearchConfig: ElasticsearchDataSourceConfig
    openSearchServiceConfig: OpenSearchServiceDataSourceConfig
    httpConfig: HttpDataSourceConfig
    relationalDatabaseConfig: RelationalDatabaseDataSourceConfig
    eventBridgeConfig: EventBridgeDataSourceConfig
    metricsConfig: str


class CreateDataSourceResponse(TypedDict, total=False):
    dataSource: DataSource


class _CreateDomainNameRequestRequired(TypedDict):
    domainName: str
    certificateArn: str


class CreateDomainNameRequest(_CreateDomainNameRequestRequired, total=False):
    description: str
    tags: dict[str, str]


class CreateDomainNameResponse(TypedDict, total=False):
    domainNameConfig: DomainNameConfig


class _CreateFunctionRequestRequired(TypedDict):
    apiId: str
    name: str
    dataSourceName: str


class CreateFunctionRequest(_CreateFunctionRequestRequired, total=False):
    description: str
    requestMappingTemplate: str
    responseMappingTemplate: str
    functionVersion: str
    syncConfig: SyncConfig
    maxBatchSize: int
    runtime: AppSyncRuntime
    code: str


class CreateFunctionResponse(TypedDict, total=False):
    functionConfiguration: FunctionConfiguration


class _CreateGraphqlApiRequestRequired(TypedDict):
    name: str
    authenticationType: str


class CreateGraphqlApiRequest(_CreateGraphqlApiRequestRequired, total=False):
    logConfig: LogConfig
    userPoolConfig: UserPoolConfig
    openIDConnectConfig: OpenIDConnectConfig
    tags: dict[str, str]
    additionalAuthenticationProviders: list[AdditionalAuthenticationProvider]
    xrayEnabled: bool
    lambdaAuthorizerConfig: LambdaAuthorizerConfig
    apiType: str
    mergedApiExecutionRoleArn: str
    visibility: str
    ownerContact: str
    introspectionConfig: str
    queryDepthLimit: int
    resolverCountLimit: int
    enhancedMetricsConfig: EnhancedMetricsConfig


class CreateGraphqlApiResponse(TypedDict, total=False):
    graphqlApi: GraphqlApi


class _CreateResolverRequestRequired(TypedDict):
    apiId: str
    typeName: str
    fieldName: str


class CreateResolverRequest(_CreateResolverRequestRequired, total=False):
    dataSourceName: str
    requestMappingTemplate: str
    responseMappingTemplate: str
    kind: str
    pipelineConfig: PipelineConfig
    syncConfig: SyncConfig
    cachingConfig: CachingConfig
    maxBatchSize: int
    runtime: AppSyncRuntime
    code: str
    metricsConfig: str


class CreateResolverResponse(TypedDict, total=False):
    resolver: Resolver


class CreateTypeRequest(TypedDict):
    apiId: str
    definition: str
    format: str


class CreateTypeResponse(TypedDict, total=False):
    type: Type


class DataSource(TypedDict, total=False):
    dataSourceArn: str
    name: str
    description: str
    type: str
    serviceRoleArn: str
    dynamodbConfig: DynamodbDataSourceConfig
    lambdaConfig: LambdaDataSourceConfig
    elasticsearchConfig: ElasticsearchDataSourceConfig
    openSearchServiceConfig: OpenSearchServiceDataSourceConfig
    httpConfig: HttpDataSourceConfig
    relationalDatabaseConfig: RelationalDatabaseDataSourceConfig
    eventBridgeConfig: EventBridgeDataSourceConfig
    metricsConfig: str


class DataSourceIntrospectionModel(TypedDict, total=False):
    name: str
    fields: list[DataSourceIntrospectionModelField]
    primaryKey: DataSourceIntrospectionModelIndex
    indexes: list[DataSourceIntrospectionModelIndex]
    sdl: str


class DataSourceIntrospectionModelField(TypedDict, total=False):
    name: str
    type: DataSourceIntrospectionModelFieldType
    length: int


class DataSourceIntrospectionModelFieldType(TypedDict, total=False):
    kind: str
    name: str
    type: DataSourceIntrospectionModelFieldType
    values: list[str]


class DataSourceIntrospectionModelIndex(TypedDict, total=False):
    name: str
    fields: list[str]


class DataSourceIntrospectionResult(TypedDict, total=False):
    models: list[DataSourceIntrospectionModel]
    nextToken: str


class DeleteApiCacheRequest(TypedDict):
    apiId: str


class DeleteApiCacheResponse(TypedDict, total=False):
    pass


class DeleteApiKeyRequest(TypedDict):
    apiId: str
    id: str


class DeleteApiKeyResponse(TypedDict, total=False):
    pass


class DeleteApiRequest(TypedDict):
    apiId: str


class DeleteApiResponse(TypedDict, total=False):
    pass


class DeleteChannelNamespaceRequest(TypedDict):
    apiId: str
    name: str


class DeleteChannelNamespaceResponse(TypedDict, total=False):
    pass


class DeleteDataSourceRequest(TypedDict):
    apiId: str
    name: str


class DeleteDataSourceResponse(TypedDict, total=False):
    pass


class DeleteDomainNameRequest(TypedDict):
    domainName: str


class DeleteDomainNameResponse(TypedDict, total=False):
    pass


class DeleteFunctionRequest(TypedDict):
    apiId: str
    functionId: str


class DeleteFunctionResponse(TypedDict, total=False):
    pass


class DeleteGraphqlApiRequest(TypedDict):
    apiId: str


class DeleteGraphqlApiResponse(TypedDict, total=False):
    pass


class DeleteResolverRequest(TypedDict):
    apiId: str
    typeName: str
    fieldName: str


class DeleteResolverResponse(TypedDict, total=False):
    pass


class DeleteTypeRequest(TypedDict):
    apiId: str
    typeName: str


class DeleteTypeResponse(TypedDict, total=False):
    pass


class DeltaSyncConfig(TypedDict, total=False):
    baseTableTTL: int
    deltaSyncTableName: str
    deltaSyncTableTTL: int


class DisassociateApiRequest(TypedDict):
    domainName: str


class DisassociateApiResponse(TypedDict, total=False):
    pass


class DisassociateMergedGraphqlApiRequest(TypedDict):
    sourceApiIdentifier: str
    associationId: str


class DisassociateMergedGraphqlApiResponse(TypedDict, total=False):
    sourceApiAssociationStatus: str


class DisassociateSourceGraphqlApiRequest(TypedDict):
    mergedApiIdentifier: str
    associationId: str


class DisassociateSourceGraphqlApiResponse(TypedDict, total=False):
    sourceApiAssociationStatus: str


class DomainNameConfig(TypedDict, total=False):
    domainName: str
    description: str
    certificateArn: str
    appsyncDomainName: str
    hostedZoneId: str
    tags: dict[str, str]
    domainNameArn: str


class _DynamodbDataSourceConfigRequired(TypedDict):
    tableName: str
    awsRegion: str


class DynamodbDataSourceConfig(_DynamodbDataSourceConfigRequired, total=False):
    useCallerCredentials: bool
    deltaSyncConfig: DeltaSyncConfig
    versioned: bool


class ElasticsearchDataSourceConfig(TypedDict):
    endpoint: str
    awsRegion: str


class EnhancedMetricsConfig(TypedDict):
    resolverLevelMetricsBehavior: str
    dataSourceLevelMetricsBehavior: str
    operationLevelMetricsConfig: str


class ErrorDetail(TypedDict, total=False):
    message: str


class EvaluateCodeErrorDetail(TypedDict, total=False):
    message: str
    codeErrors: list[CodeError]


class _EvaluateCodeRequestRequired(TypedDict):
    runtime: AppSyncRuntime
    code: str
    context: str


class EvaluateCodeRequest(_EvaluateCodeRequestRequired, total=False):
    function: str


class EvaluateCodeResponse(TypedDict, total=False):
    evaluationResult: str
    error: EvaluateCodeErrorDetail
    logs: list[str]
    stash: str
    outErrors: str


class EvaluateMappingTemplateRequest(TypedDict):
    template: str
    context: str


class EvaluateMappingTemplateResponse(TypedDict, total=False):
    evaluationResult: str
    error: ErrorDetail
    logs: list[str]
    stash: str
    outErrors: str


class EventBridgeDataSourceConfig(TypedDict):
    eventBusArn: str


class _EventConfigRequired(TypedDict):
    authProviders: list[AuthProvider]
    connectionAuthModes: list[AuthMode]
    defaultPublishAuthModes: list[AuthMode]
    defaultSubscribeAuthModes: list[AuthMode]


class EventConfig(_EventConfigRequired, total=False):
    logConfig: EventLogConfig


class EventLogConfig(TypedDict):
    logLevel: str
    cloudWatchLogsRoleArn: str


class FlushApiCacheRequest(TypedDict):
    apiId: str


class FlushApiCacheResponse(TypedDict, total=False):
    pass


class FunctionConfiguration(TypedDict, total=False):
    functionId: str
    functionArn: str
    name: str
    description: str
    dataSourceName: str
    requestMappingTemplate: str
    responseMappingTemplate: str
    functionVersion: str
    syncConfig: SyncConfig
    maxBatchSize: int
    runtime: AppSyncRuntime
    code: str


class GetApiAssociationRequest(TypedDict):
    domainName: str


class GetApiAssociationResponse(TypedDict, total=False):
    apiAssociation: ApiAssociation


class GetApiCacheRequest(TypedDict):
    apiId: str


class GetApiCacheResponse(TypedDict, total=False):
    apiCache: ApiCache


class GetApiRequest(TypedDict):
    apiId: str


class GetApiResponse(TypedDict, total=False):
    api: Api


class GetChannelNamespaceRequest(TypedDict):
    apiId: str
    name: str


class GetChannelNamespaceResponse(TypedDict, total=False):
    channelNamespace: ChannelNamespace


class _GetDataSourceIntrospectionRequestRequired(TypedDict):
    introspectionId: str


class GetDataSourceIntrospectionRequest(_GetDataSourceIntrospectionRequestRequired, total=False):
    includeModelsSDL: bool
    nextToken: str
    maxResults: int


class GetDataSourceIntrospectionResponse(TypedDict, total=False):
    introspectionId: str
    introspectionStatus: str
    introspectionStatusDetail: str
    introspectionResult: DataSourceIntrospectionResult


class GetDataSourceRequest(TypedDict):
    apiId: str
    name: str


class GetDataSourceResponse(TypedDict, total=False):
    dataSource: DataSource


class GetDomainNameRequest(TypedDict):
    domainName: str


class GetDomainNameResponse(TypedDict, total=False):
    domainNameConfig: DomainNameConfig


class GetFunctionRequest(TypedDict):
    apiId: str
    functionId: str


class GetFunctionResponse(TypedDict, total=False):
    functionConfiguration: FunctionConfiguration


class GetGraphqlApiEnvironmentVariablesRequest(TypedDict):
    apiId: str


class GetGraphqlApiEnvironmentVariablesResponse(TypedDict, total=False):
    environmentVariables: dict[str, str]


class GetGraphqlApiRequest(TypedDict):
    apiId: str


class GetGraphqlApiResponse(TypedDict, total=False):
    graphqlApi: GraphqlApi


class _GetIntrospectionSchemaRequestRequired(TypedDict):
    apiId: str
    format: str


class GetIntrospectionSchemaRequest(_GetIntrospectionSchemaRequestRequired, total=False):
    includeDirectives: bool


class GetIntrospectionSchemaResponse(TypedDict, total=False):
    schema: bytes


class GetResolverRequest(TypedDict):
    apiId: str
    typeName: str
    fieldName: str


class GetResolverResponse(TypedDict, total=False):
    resolver: Resolver


class GetSchemaCreationStatusRequest(TypedDict):
    apiId: str


class GetSchemaCreationStatusResponse(TypedDict, total=False):
    status: str
    details: str


class GetSourceApiAssociationRequest(TypedDict):
    mergedApiIdentifier: str
    associationId: str


class GetSourceApiAssociationResponse(TypedDict, total=False):
    sourceApiAssociation: SourceApiAssociation


class GetTypeRequest(TypedDict):
    apiId: str
    typeName: str
    format: str


class GetTypeResponse(TypedDict, total=False):
    type: Type


class GraphqlApi(TypedDict, total=False):
    name: str
    apiId: str
    authenticationType: str
    logConfig: LogConfig
    userPoolConfig: UserPoolConfig
    openIDConnectConfig: OpenIDConnectConfig
    arn: str
    uris: dict[str, str]
    tags: dict[str, str]
    additionalAuthenticationProviders: list[AdditionalAuthenticationProvider]
    xrayEnabled: bool
    wafWebAclArn: str
    lambdaAuthorizerConfig: LambdaAuthorizerConfig
    dns: dict[str, str]
    visibility: str
    apiType: str
    mergedApiExecutionRoleArn: str
    owner: str
    ownerContact: str
    introspectionConfig: str
    queryDepthLimit: int
    resolverCountLimit: int
    enhancedMetricsConfig: EnhancedMetricsConfig


class HandlerConfig(TypedDict):
    behavior: str
    integration: Integration


class HandlerConfigs(TypedDict, total=False):
    onPublish: HandlerConfig
    onSubscribe: HandlerConfig


class HttpDataSourceConfig(TypedDict, total=False):
    endpoint: str
    authorizationConfig: AuthorizationConfig


class _IntegrationRequired(TypedDict):
    dataSourceName: str


class Integration(_IntegrationRequired, total=False):
    lambdaConfig: LambdaConfig


class _LambdaAuthorizerConfigRequired(TypedDict):
    authorizerUri: str


class LambdaAuthorizerConfig(_LambdaAuthorizerConfigRequired, total=False):
    authorizerResultTtlInSeconds: int
    identityValidationExpression: str


class LambdaConfig(TypedDict, total=False):
    invokeType: str


class LambdaConflictHandlerConfig(TypedDict, total=False):
    lambdaConflictHandlerArn: str


class LambdaDataSourceConfig(TypedDict):
    lambdaFunctionArn: str


class _ListApiKeysRequestRequired(TypedDict):
    apiId: str


class ListApiKeysRequest(_ListApiKeysRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListApiKeysResponse(TypedDict, total=False):
    apiKeys: list[ApiKey]
    nextToken: str


class ListApisRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListApisResponse(TypedDict, total=False):
    apis: list[Api]
    nextToken: str


class _ListChannelNamespacesRequestRequired(TypedDict):
    apiId: str


class ListChannelNamespacesRequest(_ListChannelNamespacesRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListChannelNamespacesResponse(TypedDict, total=False):
    channelNamespaces: list[ChannelNamespace]
    nextToken: str


class _ListDataSourcesRequestRequired(TypedDict):
    apiId: str


class ListDataSourcesRequest(_ListDataSourcesRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListDataSourcesResponse(TypedDict, total=False):
    dataSources: list[DataSource]
    nextToken: str


class ListDomainNamesRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListDomainNamesResponse(TypedDict, total=False):
    domainNameConfigs: list[DomainNameConfig]
    nextToken: str


class _ListFunctionsRequestRequired(TypedDict):
    apiId: str


class ListFunctionsRequest(_ListFunctionsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListFunctionsResponse(TypedDict, total=False):
    functions: list[FunctionConfiguration]
    nextToken: str


class ListGraphqlApisRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int
    apiType: str
    owner: str


class ListGraphqlApisResponse(TypedDict, total=False):
    graphqlApis: list[GraphqlApi]
    nextToken: str


class _ListResolversByFunctionRequestRequired(TypedDict):
    apiId: str
    functionId: str


class ListResolversByFunctionRequest(_ListResolversByFunctionRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListResolversByFunctionResponse(TypedDict, total=False):
    resolvers: list[Resolver]
    nextToken: str


class _ListResolversRequestRequired(TypedDict):
    apiId: str
    typeName: str


class ListResolversRequest(_ListResolversRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListResolversResponse(TypedDict, total=False):
    resolvers: list[Resolver]
    nextToken: str


class _ListSourceApiAssociationsRequestRequired(TypedDict):
    apiId: str


class ListSourceApiAssociationsRequest(_ListSourceApiAssociationsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListSourceApiAssociationsResponse(TypedDict, total=False):
    sourceApiAssociationSummaries: list[SourceApiAssociationSummary]
    nextToken: str


class ListTagsForResourceRequest(TypedDict):
    resourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    tags: dict[str, str]


class _ListTypesByAssociationRequestRequired(TypedDict):
    mergedApiIdentifier: str
    associationId: str
    format: str


class ListTypesByAssociationRequest(_ListTypesByAssociationRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListTypesByAssociationResponse(TypedDict, total=False):
    types: list[Type]
    nextToken: str


class _ListTypesRequestRequired(TypedDict):
    apiId: str
    format: str


class ListTypesRequest(_ListTypesRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListTypesResponse(TypedDict, total=False):
    types: list[Type]
    nextToken: str


class _LogConfigRequired(TypedDict):
    fieldLogLevel: str
    cloudWatchLogsRoleArn: str


class LogConfig(_LogConfigRequired, total=False):
    excludeVerboseContent: bool


class _OpenIDConnectConfigRequired(TypedDict):
    issuer: str


class OpenIDConnectConfig(_OpenIDConnectConfigRequired, total=False):
    clientId: str
    iatTTL: int
    authTTL: int


class OpenSearchServiceDataSourceConfig(TypedDict):
    endpoint: str
    awsRegion: str


class PipelineConfig(TypedDict, total=False):
    functions: list[str]


class PutGraphqlApiEnvironmentVariablesRequest(TypedDict):
    apiId: str
    environmentVariables: dict[str, str]


class PutGraphqlApiEnvironmentVariablesResponse(TypedDict, total=False):
    environmentVariables: dict[str, str]


class RdsDataApiConfig(TypedDict):
    resourceArn: str
    secretArn: str
    databaseName: str


class RdsHttpEndpointConfig(TypedDict, total=False):
    awsRegion: str
    dbClusterIdentifier: str
    databaseName: str
    schema: str
    awsSecretStoreArn: str


class RelationalDatabaseDataSourceConfig(TypedDict, total=False):
    relationalDatabaseSourceType: str
    rdsHttpEndpointConfig: RdsHttpEndpointConfig


class Resolver(TypedDict, total=False):
    typeName: str
    fieldName: str
    dataSourceName: str
    resolverArn: str
    requestMappingTemplate: str
    responseMappingTemplate: str
    kind: str
    pipelineConfig: PipelineConfig
    syncConfig: SyncConfig
    cachingConfig: CachingConfig
    maxBatchSize: int
    runtime: AppSyncRuntime
    code: str
    metricsConfig: str


class SourceApiAssociation(TypedDict, total=False):
    associationId: str
    associationArn: str
    sourceApiId: str
    sourceApiArn: str
    mergedApiArn: str
    mergedApiId: str
    description: str
    sourceApiAssociationConfig: SourceApiAssociationConfig
    sourceApiAssociationStatus: str
    sourceApiAssociationStatusDetail: str
    lastSuccessfulMergeDate: datetime


class SourceApiAssociationConfig(TypedDict, total=False):
    mergeType: str


class SourceApiAssociationSummary(TypedDict, total=False):
    associationId: str
    associationArn: str
    sourceApiId: str
    sourceApiArn: str
    mergedApiId: str
    mergedApiArn: str
    description: str


class StartDataSourceIntrospectionRequest(TypedDict, total=False):
    rdsDataApiConfig: RdsDataApiConfig


class StartDataSourceIntrospectionResponse(TypedDict, total=False):
    introspectionId: str
    introspectionStatus: str
    introspectionStatusDetail: str


class StartSchemaCreationRequest(TypedDict):
    apiId: str
    definition: bytes


class StartSchemaCreationResponse(TypedDict, total=False):
    status: str


class StartSchemaMergeRequest(TypedDict):
    associationId: str
    mergedApiIdentifier: str


class StartSchemaMergeResponse(TypedDict, total=False):
    sourceApiAssociationStatus: str


class SyncConfig(TypedDict, total=False):
    conflictHandler: str
    conflictDetection: str
    lambdaConflictHandlerConfig: LambdaConflictHandlerConfig


class TagResourceRequest(TypedDict):
    resourceArn: str
    tags: dict[str, str]


class TagResourceResponse(TypedDict, total=False):
    pass


class Type(TypedDict, total=False):
    name: str
    description: str
    arn: str
    definition: str
    format: str


class UntagResourceRequest(TypedDict):
    resourceArn: str
    tagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateApiCacheRequestRequired(TypedDict):
    apiId: str
    ttl: int
    apiCachingBehavior: str
    type: str


class UpdateApiCacheRequest(_UpdateApiCacheRequestRequired, total=False):
    healthMetricsConfig: str


class UpdateApiCacheResponse(TypedDict, total=False):
    apiCache: ApiCache


class _UpdateApiKeyRequestRequired(TypedDict):
    apiId: str
    id: str


class UpdateApiKeyRequest(_UpdateApiKeyRequestRequired, total=False):
    description: str
    expires: int


class UpdateApiKeyResponse(TypedDict, total=False):
    apiKey: ApiKey


class _UpdateApiRequestRequired(TypedDict):
    apiId: str
    name: str
    eventConfig: EventConfig


class UpdateApiRequest(_UpdateApiRequestRequired, total=False):
    ownerContact: str


class UpdateApiResponse(TypedDict, total=False):
    api: Api


class _UpdateChannelNamespaceRequestRequired(TypedDict):
    apiId: str
    name: str


class UpdateChannelNamespaceRequest(_UpdateChannelNamespaceRequestRequired, total=False):
    subscribeAuthModes: list[AuthMode]
    publishAuthModes: list[AuthMode]
    codeHandlers: str
    handlerConfigs: HandlerConfigs


class UpdateChannelNamespaceResponse(TypedDict, total=False):
    channelNamespace: ChannelNamespace


class _UpdateDataSourceRequestRequired(TypedDict):
    apiId: str
    name: str
    type: str


class UpdateDataSourceRequest(_UpdateDataSourceRequestRequired, total=False):
    description: str
    serviceRoleArn: str
    dynamodbConfig: DynamodbDataSourceConfig
    lambdaConfig: LambdaDataSourceConfig
    elasticsearchConfig: ElasticsearchDataSourceConfig
    openSearchServiceConfig: OpenSearchServiceDataSourceConfig
    httpConfig: HttpDataSourceConfig
    relationalDatabaseConfig: RelationalDatabaseDataSourceConfig
    eventBridgeConfig: EventBridgeDataSourceConfig
    metricsConfig: str


class UpdateDataSourceResponse(TypedDict, total=False):
    dataSource: DataSource


class _UpdateDomainNameRequestRequired(TypedDict):
    domainName: str


class UpdateDomainNameRequest(_UpdateDomainNameRequestRequired, total=False):
    description: str


class UpdateDomainNameResponse(TypedDict, total=False):
    domainNameConfig: DomainNameConfig


class _UpdateFunctionRequestRequired(TypedDict):
    apiId: str
    name: str
    functionId: str
    dataSourceName: str


class UpdateFunctionRequest(_UpdateFunctionRequestRequired, total=False):
    description: str
    requestMappingTemplate: str
    responseMappingTemplate: str
    functionVersion: str
    syncConfig: SyncConfig
    maxBatchSize: int
    runtime: AppSyncRuntime
    code: str


class UpdateFunctionResponse(TypedDict, total=False):
    functionConfiguration: FunctionConfiguration


class _UpdateGraphqlApiRequestRequired(TypedDict):
    apiId: str
    name: str
    authenticationType: str


class UpdateGraphqlApiRequest(_UpdateGraphqlApiRequestRequired, total=False):
    logConfig: LogConfig
    userPoolConfig: UserPoolConfig
    openIDConnectConfig: OpenIDConnectConfig
    additionalAuthenticationProviders: list[AdditionalAuthenticationProvider]
    xrayEnabled: bool
    lambdaAuthorizerConfig: LambdaAuthorizerConfig
    mergedApiExecutionRoleArn: str
    ownerContact: str
    introspectionConfig: str
    queryDepthLimit: int
    resolverCountLimit: int
    enhancedMetricsConfig: EnhancedMetricsConfig


class UpdateGraphqlApiResponse(TypedDict, total=False):
    graphqlApi: GraphqlApi


class _UpdateResolverRequestRequired(TypedDict):
    apiId: str
    typeName: str
    fieldName: str


class UpdateResolverRequest(_UpdateResolverRequestRequired, total=False):
    dataSourceName: str
    requestMappingTemplate: str
    responseMappingTemplate: str
    kind: str
    pipelineConfig: PipelineConfig
    syncConfig: SyncConfig
    cachingConfig: CachingConfig
    maxBatchSize: int
    runtime: AppSyncRuntime
    code: str
    metricsConfig: str


class UpdateResolverResponse(TypedDict, total=False):
    resolver: Resolver


class _UpdateSourceApiAssociationRequestRequired(TypedDict):
    associationId: str
    mergedApiIdentifier: str


class UpdateSourceApiAssociationRequest(_UpdateSourceApiAssociationRequestRequired, total=False):
    description: str
    sourceApiAssociationConfig: SourceApiAssociationConfig


class UpdateSourceApiAssociationResponse(TypedDict, total=False):
    sourceApiAssociation: SourceApiAssociation


class _UpdateTypeRequestRequired(TypedDict):
    apiId: str
    typeName: str
    format: str


class UpdateTypeRequest(_UpdateTypeRequestRequired, total=False):
    definition: str


class UpdateTypeResponse(TypedDict, total=False):
    type: Type


class _UserPoolConfigRequired(TypedDict):
    userPoolId: str
    awsRegion: str
    defaultAction: str


class UserPoolConfig(_UserPoolConfigRequired, total=False):
    appIdClientRegex: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateApi",
    "AssociateMergedGraphqlApi",
    "AssociateSourceGraphqlApi",
    "CreateApi",
    "CreateApiCache",
    "CreateApiKey",
    "CreateChannelNamespace",
    "CreateDataSource",
    "CreateDomainName",
    "CreateFunction",
    "CreateGraphqlApi",
    "CreateResolver",
    "CreateType",
    "DeleteApi",
    "DeleteApiCache",
    "DeleteApiKey",
    "DeleteChannelNamespace",
    "DeleteDataSource",
    "DeleteDomainName",
    "DeleteFunction",
    "DeleteGraphqlApi",
    "DeleteResolver",
    "DeleteType",
    "DisassociateApi",
    "DisassociateMergedGraphqlApi",
    "DisassociateSourceGraphqlApi",
    "EvaluateCode",
    "EvaluateMappingTemplate",
    "FlushApiCache",
    "GetApi",
    "GetApiAssociation",
    "GetApiCache",
    "GetChannelNamespace",
    "GetDataSource",
    "GetDataSourceIntrospection",
    "GetDomainName",
    "GetFunction",
    "GetGraphqlApi",
    "GetGraphqlApiEnvironmentVariables",
    "GetIntrospectionSchema",
    "GetResolver",
    "GetSchemaCreationStatus",
    "GetSourceApiAssociation",
    "GetType",
    "ListApiKeys",
    "ListApis",
    "ListChannelNamespaces",
    "ListDataSources",
    "ListDomainNames",
    "ListFunctions",
    "ListGraphqlApis",
    "ListResolvers",
    "ListResolversByFunction",
    "ListSourceApiAssociations",
    "ListTagsForResource",
    "ListTypes",
    "ListTypesByAssociation",
    "PutGraphqlApiEnvironmentVariables",
    "StartDataSourceIntrospection",
    "StartSchemaCreation",
    "StartSchemaMerge",
    "TagResource",
    "UntagResource",
    "UpdateApi",
    "UpdateApiCache",
    "UpdateApiKey",
    "UpdateChannelNamespace",
    "UpdateDataSource",
    "UpdateDomainName",
    "UpdateFunction",
    "UpdateGraphqlApi",
    "UpdateResolver",
    "UpdateSourceApiAssociation",
    "UpdateType",
)
