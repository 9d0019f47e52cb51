"""Typed requests and responses of apigatewayv2's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types apigatewayv2`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class ACMManaged(TypedDict):
    DomainName: str
    CertificateArn: str


class AccessLogSettings(TypedDict, total=False):
    DestinationArn: str
    Format: str


class _ApiRequired(TypedDict):
    RouteSelectionExpression: str
    Name: str
    ProtocolType: str


class Api(_ApiRequired, total=False):
    ApiEndpoint: str
    ApiGatewayManaged: bool
    ApiId: str
    ApiKeySelectionExpression: str
    CorsConfiguration: Cors
    CreatedDate: datetime
    Description: str
    DisableSchemaValidation: bool
    DisableExecuteApiEndpoint: bool
    ImportInfo: list[str]
    IpAddressType: str
    Tags: dict[str, str]
    Version: str
    Warnings: list[str]


class _ApiMappingRequired(TypedDict):
    Stage: str
    ApiId: str


class ApiMapping(_ApiMappingRequired, total=False):
    ApiMappingId: str
    ApiMappingKey: str


Authorization = TypedDict(
    "Authorization", {"CognitoConfig": "CognitoConfig", "None": "NoneShape"}, total=False
)


class _AuthorizerRequired(TypedDict):
    Name: str


class Authorizer(_AuthorizerRequired, total=False):
    AuthorizerCredentialsArn: str
    AuthorizerId: str
    AuthorizerPayloadFormatVersion: str
    AuthorizerResultTtlInSeconds: int
    AuthorizerType: str
    AuthorizerUri: str
    EnableSimpleResponses: bool
    IdentitySource: list[str]
    IdentityValidationExpression: str
    JwtConfiguration: JWTConfiguration


class CognitoConfig(TypedDict):
    UserPoolDomain: str
    AppClientId: str
    UserPoolArn: str


class Cors(TypedDict, total=False):
    AllowCredentials: bool
    AllowHeaders: list[str]
    AllowMethods: list[str]
    AllowOrigins: list[str]
    ExposeHeaders: list[str]
    MaxAge: int


class _CreateApiMappingRequestRequired(TypedDict):
    DomainName: str
    Stage: str
    ApiId: str


class CreateApiMappingRequest(_CreateApiMappingRequestRequired, total=False):
    ApiMappingKey: str


class CreateApiMappingResponse(TypedDict, total=False):
    ApiId: str
    ApiMappingId: str
    ApiMappingKey: str
    Stage: str


class _CreateApiRequestRequired(TypedDict):
    ProtocolType: str
    Name: str


class CreateApiRequest(_CreateApiRequestRequired, total=False):
    ApiKeySelectionExpression: str
    CorsConfiguration: Cors
    CredentialsArn: str
    Description: str
    DisableSchemaValidation: bool
    DisableExecuteApiEndpoint: bool
    IpAddressType: str
    RouteKey: str
    RouteSelectionExpression: str
    Tags: dict[str, str]
    Target: str
    Version: str


class CreateApiResponse(TypedDict, total=False):
    ApiEndpoint: str
    ApiGatewayManaged: bool
    ApiId: str
    ApiKeySelectionExpression: str
    CorsConfiguration: Cors
    CreatedDate: datetime
    Description: str
    DisableSchemaValidation: bool
    DisableExecuteApiEndpoint: bool
    ImportInfo: list[str]
    IpAddressType: str
    Name: str
    ProtocolType: str
    RouteSelectionExpression: str
    Tags: dict[str, str]
    Version: str
    Warnings: list[str]


class _CreateAuthorizerRequestRequired(TypedDict):
    ApiId: str
    AuthorizerType: str
    IdentitySource: list[str]
    Name: str


class CreateAuthorizerRequest(_CreateAuthorizerRequestRequired, total=False):
    AuthorizerCredentialsArn: str
    AuthorizerPayloadFormatVersion: str
    AuthorizerResultTtlInSeconds: int
    AuthorizerUri: str
    EnableSimpleResponses: bool
    IdentityValidationExpression: str
    JwtConfiguration: JWTConfiguration


class CreateAuthorizerResponse(TypedDict, total=False):
    AuthorizerCredentialsArn: str
    AuthorizerId: str
    AuthorizerPayloadFormatVersion: str
    AuthorizerResultTtlInSeconds: int
    AuthorizerType: str
    AuthorizerUri: str
    EnableSimpleResponses: bool
    IdentitySource: list[str]
    IdentityValidationExpression: str
    JwtConfiguration: JWTConfiguration
    Name: str


class _CreateDeploymentRequestRequired(TypedDict):
    ApiId: str


class CreateDeploymentRequest(_CreateDeploymentRequestRequired, total=False):
    Description: str
    StageName: str


class CreateDeploymentResponse(TypedDict, total=False):
    AutoDeployed: bool
    CreatedDate: datetime
    DeploymentId: str
    DeploymentStatus: str
    DeploymentStatusMessage: str
    Description: str


class _CreateDomainNameRequestRequired(TypedDict):
    DomainName: str


class CreateDomainNameRequest(_CreateDomainNameRequestRequired, total=False):
    DomainNameConfigurations: list[DomainNameConfiguration]
    MutualTlsAuthentication: MutualTlsAuthenticationInput
    RoutingMode: str
    Tags: dict[str, str]


class CreateDomainNameResponse(TypedDict, total=False):
    ApiMappingSelectionExpression: str
    DomainName: str
    DomainNameArn: str
    DomainNameConfigurations: list[DomainNameConfiguration]
    MutualTlsAuthentication: MutualTlsAuthentication
    RoutingMode: str
    Tags: dict[str, str]


class _CreateIntegrationRequestRequired(TypedDict):
    ApiId: str
    IntegrationType: str


class CreateIntegrationRequest(_CreateIntegrationRequestRequired, total=False):
    ConnectionId: str
    ConnectionType: str
    ContentHandlingStrategy: str
    CredentialsArn: str
    Description: str
    IntegrationMethod: str
    IntegrationSubtype: str
    IntegrationUri: str
    PassthroughBehavior: str
    PayloadFormatVersion: str
    RequestParameters: dict[str, str]
    RequestTemplates: dict[str, str]
    ResponseParameters: dict[str, dict[str, str]]
    TemplateSelectionExpression: str
    TimeoutInMillis: int
    TlsConfig: TlsConfigInput


class CreateIntegrationResponse(TypedDict, total=False):
    ApiGatewayManaged: bool
    ConnectionId: str
    ConnectionType: str
    ContentHandlingStrategy: str
    CredentialsArn: str
    Description: str
    IntegrationId: str
    IntegrationMethod: str
    IntegrationResponseSelectionExpression: str
    IntegrationSubtype: str
    IntegrationType: str
    IntegrationUri: str
    PassthroughBehavior: str
    PayloadFormatVersion: str
    RequestParameters: dict[str, str]
    RequestTemplates: dict[str, str]
    ResponseParameters: dict[str, dict[str, str]]
    TemplateSelectionExpression: str
    TimeoutInMillis: int
    TlsConfig: TlsConfig


class _CreateIntegrationResponseRequestRequired(TypedDict):
    ApiId: str
    IntegrationId: str
    IntegrationResponseKey: str


class CreateIntegrationResponseRequest(_CreateIntegrationResponseRequestRequired, total=False):
    ContentHandlingStrategy: str
    ResponseParameters: dict[str, str]
    ResponseTemplates: dict[str, str]
    TemplateSelectionExpression: str


class CreateIntegrationResponseResponse(TypedDict, total=False):
    ContentHandlingStrategy: str
    IntegrationResponseId: str
    IntegrationResponseKey: str
    ResponseParameters: dict[str, str]
    ResponseTemplates: dict[str, str]
    TemplateSelectionExpression: str


class _CreateModelRequestRequired(TypedDict):
    ApiId: str
    Schema: str
    Name: str


class CreateModelRequest(_CreateModelRequestRequired, total=False):
    ContentType: str
    Description: str


class CreateModelResponse(TypedDict, total=False):
    ContentType: str
    Description: str
    ModelId: str
    Name: str
    Schema: str


class _CreatePortalProductRequestRequired(TypedDict):
    DisplayName: str


class CreatePortalProductRequest(_CreatePortalProductRequestRequired, total=False):
    Description: str
    Tags: dict[str, str]


class CreatePortalProductResponse(TypedDict, total=False):
    Description: str
    DisplayName: str
    DisplayOrder: DisplayOrder
    LastModified: datetime
    PortalProductArn: str
    PortalProductId: str
    Tags: dict[str, str]


class _CreatePortalRequestRequired(TypedDict):
    Authorization: Authorization
    PortalContent: PortalContent
    EndpointConfiguration: EndpointConfigurationRequest


class CreatePortalRequest(_CreatePortalRequestRequired, total=False):
    IncludedPortalProductArns: list[str]
    LogoUri: str
    RumAppMonitorName: str
    Tags: dict[str, str]


class CreatePortalResponse(TypedDict, total=False):
    Authorization: Authorization
    EndpointConfiguration: EndpointConfigurationResponse
    IncludedPortalProductArns: list[str]
    LastModified: datetime
    LastPublished: datetime
    LastPublishedDescription: str
    PortalArn: str
    PortalContent: PortalContent
    PortalId: str
    PublishStatus: str
    RumAppMonitorName: str
    StatusException: StatusException
    Tags: dict[str, str]


class CreateProductPageRequest(TypedDict):
    PortalProductId: str
    DisplayContent: DisplayContent


class CreateProductPageResponse(TypedDict, total=False):
    DisplayContent: DisplayContent
    LastModified: datetime
    ProductPageArn: str
    ProductPageId: str


class _CreateProductRestEndpointPageRequestRequired(TypedDict):
    PortalProductId: str
    RestEndpointIdentifier: RestEndpointIdentifier


class CreateProductRestEndpointPageRequest(_CreateProductRestEndpointPageRequestRequired, total=False):
    DisplayContent: EndpointDisplayContent
    TryItState: str


class CreateProductRestEndpointPageResponse(TypedDict, total=False):
    DisplayContent: EndpointDisplayContentResponse
    LastModified: datetime
    ProductRestEndpointPageArn: str
    ProductRestEndpointPageId: str
    RestEndpointIdentifier: RestEndpointIdentifier
    Status: str
    StatusException: StatusException
    TryItState: str


class _CreateRouteRequestRequired(TypedDict):
    ApiId: str
    RouteKey: str


class CreateRouteRequest(_CreateRouteRequestRequired, total=False):
    ApiKeyRequired: bool
    AuthorizationScopes: list[str]
    AuthorizationType: str
    AuthorizerId: str
    ModelSelectionExpression: str
    OperationName: str
    RequestModels: dict[str, str]
    RequestParameters: dict[str, ParameterConstraints]
    RouteResponseSelectionExpression: str
    Target: str


class CreateRouteResponse(TypedDict, total=False):
    ApiGatewayManaged: bool
    ApiKeyRequired: bool
    AuthorizationScopes: list[str]
    AuthorizationType: str
    AuthorizerId: str
    ModelSelectionExpression: str
    OperationName: str
    RequestModels: dict[str, str]
    RequestParameters: dict[str, ParameterConstraints]
    RouteId: str
    RouteKey: str
    RouteResponseSelectionExpression: str
    Target: str


class _CreateRouteResponseRequestRequired(TypedDict):
    ApiId: str
    RouteId: str
    RouteResponseKey: str


class CreateRouteResponseRequest(_CreateRouteResponseRequestRequired, total=False):
    ModelSelectionExpression: str
    ResponseModels: dict[str, str]
    ResponseParameters: dict[str, ParameterConstraints]


class CreateRouteResponseResponse(TypedDict, total=False):
    ModelSelectionExpression: str
    ResponseModels: dict[str, str]
    ResponseParameters: dict[str, ParameterConstraints]
    RouteResponseId: str
    RouteResponseKey: str


class _CreateRoutingRuleRequestRequired(TypedDict):
    DomainName: str
    Actions: list[RoutingRuleAction]
    Priority: int
    Conditions: list[RoutingRuleCondition]


class CreateRoutingRuleRequest(_CreateRoutingRuleRequestRequired, total=False):
    DomainNameId: str


class CreateRoutingRuleResponse(TypedDict, total=False):
    Actions: list[RoutingRuleAction]
    Conditions: list[RoutingRuleCondition]
    Priority: int
    RoutingRuleArn: str
    RoutingRuleId: str


class _CreateStageRequestRequired(TypedDict):
    ApiId: str
    StageName: str


class CreateStageRequest(_CreateStageRequestRequired, total=False):
    AccessLogSettings: AccessLogSettings
    AutoDeploy: bool
    ClientCertificateId: str
    DefaultRouteSettings: RouteSettings
    DeploymentId: str
    Description: str
    RouteSettings: dict[str, RouteSettings]
    StageVariables: dict[str, str]
    Tags: dict[str, str]


class CreateStageResponse(TypedDict, total=False):
    AccessLogSettings: AccessLogSettings
    ApiGatewayManaged: bool
    AutoDeploy: bool
    ClientCertificateId: str
    CreatedDate: datetime
    DefaultRouteSettings: RouteSettings
    DeploymentId: str
    Description: str
    LastDeploymentStatusMessage: str
    LastUpdatedDate: datetime
    RouteSettings: dict[str, RouteSettings]
    StageName: str
    StageVariables: dict[str, str]
    Tags: dict[str, str]


class _CreateVpcLinkRequestRequired(TypedDict):
    SubnetIds: list[str]
    Name: str


class CreateVpcLinkRequest(_CreateVpcLinkRequestRequired, total=False):
    SecurityGroupIds: list[str]
    Tags: dict[str, str]


class CreateVpcLinkResponse(TypedDict, total=False):
    CreatedDate: datetime
    Name: str
    SecurityGroupIds: list[str]
    SubnetIds: list[str]
    Tags: dict[str, str]
    VpcLinkId: str
    VpcLinkStatus: str
    VpcLinkStatusMessage: str
    VpcLinkVersion: str


class CustomColors(TypedDict):
    AccentColor: str
    NavigationColor: str
    HeaderColor: str
    ErrorValidationColor: str
    TextColor: str
    BackgroundColor: str


class DeleteAccessLogSettingsRequest(TypedDict):
    StageName: str
    ApiId: str


class DeleteApiMappingRequest(TypedDict):
    ApiMappingId: str
    DomainName: str


class DeleteApiRequest(TypedDict):
    ApiId: str


class DeleteAuthorizerRequest(TypedDict):
    AuthorizerId: str
    ApiId: str


class DeleteCorsConfigurationRequest(TypedDict):
    ApiId: str


class DeleteDeploymentRequest(TypedDict):
    ApiId: str
    DeploymentId: str


class DeleteDomainNameRequest(TypedDict):
    DomainName: str


class DeleteIntegrationRequest(TypedDict):
    ApiId: str
    IntegrationId: str


class DeleteIntegrationResponseRequest(TypedDict):
    ApiId: str
    IntegrationResponseId: str
    IntegrationId: str


class DeleteModelRequest(TypedDict):
    ModelId: str
    ApiId: str


class DeletePortalProductRequest(TypedDict):
    PortalProductId: str


class DeletePortalProductSharingPolicyRequest(TypedDict):
    PortalProductId: str


class DeletePortalRequest(TypedDict):
    PortalId: str


class DeleteProductPageRequest(TypedDict):
    PortalProductId: str
    ProductPageId: str


class DeleteProductRestEndpointPageRequest(TypedDict):
    ProductRestEndpointPageId: str
    PortalProductId: str


class DeleteRouteRequest(TypedDict):
    ApiId: str
    RouteId: str


class DeleteRouteRequestParameterRequest(TypedDict):
    RequestParameterKey: str
    ApiId: str
    RouteId: str


class DeleteRouteResponseRequest(TypedDict):
    RouteResponseId: str
    ApiId: str
    RouteId: str


class DeleteRouteSettingsRequest(TypedDict):
    StageName: str
    RouteKey: str
    ApiId: str


class _DeleteRoutingRuleRequestRequired(TypedDict):
    RoutingRuleId: str
    DomainName: str


class DeleteRoutingRuleRequest(_DeleteRoutingRuleRequestRequired, total=False):
    DomainNameId: str


class DeleteStageRequest(TypedDict):
    StageName: str
    ApiId: str


class DeleteVpcLinkRequest(TypedDict):
    VpcLinkId: str


class DeleteVpcLinkResponse(TypedDict, total=False):
    pass


class Deployment(TypedDict, total=False):
    AutoDeployed: bool
    CreatedDate: datetime
    DeploymentId: str
    DeploymentStatus: str
    DeploymentStatusMessage: str
    Description: str


class DisablePortalRequest(TypedDict):
    PortalId: str


class DisplayContent(TypedDict):
    Title: str
    Body: str


class DisplayContentOverrides(TypedDict, total=False):
    Body: str
    Endpoint: str
    OperationName: str


class DisplayOrder(TypedDict, total=False):
    Contents: list[Section]
    OverviewPageArn: str
    ProductPageArns: list[str]


class _DomainNameRequired(TypedDict):
    DomainName: str


class DomainName(_DomainNameRequired, total=False):
    ApiMappingSelectionExpression: str
    DomainNameArn: str
    DomainNameConfigurations: list[DomainNameConfiguration]
    MutualTlsAuthentication: MutualTlsAuthentication
    RoutingMode: str
    Tags: dict[str, str]


class DomainNameConfiguration(TypedDict, total=False):
    ApiGatewayDomainName: str
    CertificateArn: str
    CertificateName: str
    CertificateUploadDate: datetime
    DomainNameStatus: str
    DomainNameStatusMessage: str
    EndpointType: str
    HostedZoneId: str
    IpAddressType: str
    SecurityPolicy: str
    OwnershipVerificationCertificateArn: str


EndpointConfigurationRequest = TypedDict(
    "EndpointConfigurationRequest", {"AcmManaged": "ACMManaged", "None": "NoneShape"}, total=False
)


class _EndpointConfigurationResponseRequired(TypedDict):
    PortalDomainHostedZoneId: str
    PortalDefaultDomainName: str


class EndpointConfigurationResponse(_EndpointConfigurationResponseRequired, total=False):
    CertificateArn: str
    DomainName: str


EndpointDisplayContent = TypedDict(
    "EndpointDisplayContent", {"None": "NoneShape", "Overrides": "DisplayContentOverrides"}, total=False
)


class _EndpointDisplayContentResponseRequired(TypedDict):
    Endpoint: str


class EndpointDisplayContentResponse(_EndpointDisplayContentResponseRequired, total=False):
    Body: str
    OperationName: str


class _ExportApiRequestRequired(TypedDict):
    Specification: str
    OutputType: str
    ApiId: str


class ExportApiRequest(_ExportApiRequestRequired, total=False):
    ExportVersion: str
    IncludeExtensions: bool
    StageName: str


class ExportApiResponse(TypedDict, total=False):
    body: bytes


class GetApiMappingRequest(TypedDict):
    ApiMappingId: str
    DomainName: str


class GetApiMappingResponse(TypedDict, total=False):
    ApiId: str
    ApiMappingId: str
    ApiMappingKey: str
    Stage: str


class _GetApiMappingsRequestRequired(TypedDict):
    DomainName: str


class GetApiMappingsRequest(_GetApiMappingsRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetApiMappingsResponse(TypedDict, total=False):
    Items: list[ApiMapping]
    NextToken: str


class GetApiRequest(TypedDict):
    ApiId: str


class GetApiResponse(TypedDict, total=False):
    ApiEndpoint: str
    ApiGatewayManaged: bool
    ApiId: str
    ApiKeySelectionExpression: str
    CorsConfiguration: Cors
    CreatedDate: datetime
    Description: str
    DisableSchemaValidation: bool
    DisableExecuteApiEndpoint: bool
    ImportInfo: list[str]
    IpAddressType: str
    Name: str
    ProtocolType: str
    RouteSelectionExpression: str
    Tags: dict[str, str]
    Version: str
    Warnings: list[str]


class GetApisRequest(TypedDict, total=False):
    MaxResults: str
    NextToken: str


class GetApisResponse(TypedDict, total=False):
    Items: list[Api]
    NextToken: str


class GetAuthorizerRequest(TypedDict):
    AuthorizerId: str
    ApiId: str


class GetAuthorizerResponse(TypedDict, total=False):
    AuthorizerCredentialsArn: str
    AuthorizerId: str
    AuthorizerPayloadFormatVersion: str
    AuthorizerResultTtlInSeconds: int
    AuthorizerType: str
    AuthorizerUri: str
    EnableSimpleResponses: bool
    IdentitySource: list[str]
    IdentityValidationExpression: str
    JwtConfiguration: JWTConfiguration
    Name: str


class _GetAuthorizersRequestRequired(TypedDict):
    ApiId: str


class GetAuthorizersRequest(_GetAuthorizersRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetAuthorizersResponse(TypedDict, total=False):
    Items: list[Authorizer]
    NextToken: str


class GetDeploymentRequest(TypedDict):
    ApiId: str
    DeploymentId: str


class GetDeploymentResponse(TypedDict, total=False):
    AutoDeployed: bool
    CreatedDate: datetime
    DeploymentId: str
    DeploymentStatus: str
    DeploymentStatusMessage: str
    Description: str


class _GetDeploymentsRequestRequired(TypedDict):
    ApiId: str


class GetDeploymentsRequest(_GetDeploymentsRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetDeploymentsResponse(TypedDict, total=False):
    Items: list[Deployment]
    NextToken: str


class GetDomainNameRequest(TypedDict):
    DomainName: str


class GetDomainNameResponse(TypedDict, total=False):
    ApiMappingSelectionExpression: str
    DomainName: str
    DomainNameArn: str
    DomainNameConfigurations: list[DomainNameConfiguration]
    MutualTlsAuthentication: MutualTlsAuthentication
    RoutingMode: str
    Tags: dict[str, str]


class GetDomainNamesRequest(TypedDict, total=False):
    MaxResults: str
    NextToken: str


class GetDomainNamesResponse(TypedDict, total=False):
    Items: list[DomainName]
    NextToken: str


class GetIntegrationRequest(TypedDict):
    ApiId: str
    IntegrationId: str


class GetIntegrationResponse(TypedDict, total=False):
    ApiGatewayManaged: bool
    ConnectionId: str
    ConnectionType: str
    ContentHandlingStrategy: str
    CredentialsArn: str
    Description: str
    IntegrationId: str
    IntegrationMethod: str
    IntegrationResponseSelectionExpression: str
    IntegrationSubtype: str
    IntegrationType: str
    IntegrationUri: str
    PassthroughBehavior: str
    PayloadFormatVersion: str
    RequestParameters: dict[str, str]
    RequestTemplates: dict[str, str]
    ResponseParameters: dict[str, dict[str, str]]
    TemplateSelectionExpression: str
    TimeoutInMillis: int
    TlsConfig: TlsConfig


class GetIntegrationResponseRequest(TypedDict):
    ApiId: str
    IntegrationResponseId: str
    IntegrationId: str


class GetIntegrationResponseResponse(TypedDict, total=False):
    ContentHandlingStrategy: str
    IntegrationResponseId: str
    IntegrationResponseKey: str
    ResponseParameters: dict[str, str]
    ResponseTemplates: dict[str, str]
    TemplateSelectionExpression: str


class _GetIntegrationResponsesRequestRequired(TypedDict):
    IntegrationId: str
    ApiId: str


class GetIntegrationResponsesRequest(_GetIntegrationResponsesRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetIntegrationResponsesResponse(TypedDict, total=False):
    Items: list[IntegrationResponse]
    NextToken: str


class _GetIntegrationsRequestRequired(TypedDict):
    ApiId: str


class GetIntegrationsRequest(_GetIntegrationsRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetIntegrationsResponse(TypedDict, total=False):
    Items: list[Integration]
    NextToken: str


class GetModelRequest(TypedDict):
    ModelId: str
    ApiId: str


class GetModelResponse(TypedDict, total=False):
    ContentType: str
    Description: str
    ModelId: str
    Name: str
    Schema: str


class GetModelTemplateRequest(TypedDict):
    ModelId: str
    ApiId: str


class GetModelTemplateResponse(TypedDict, total=False):
    Value: str


class _GetModelsRequestRequired(TypedDict):
    ApiId: str


class GetModelsRequest(_GetModelsRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetModelsResponse(TypedDict, total=False):
    Items: list[Model]
    NextToken: str


class _GetPortalProductRequestRequired(TypedDict):
    PortalProductId: str


class GetPortalProductRequest(_GetPortalProductRequestRequired, total=False):
    ResourceOwnerAccountId: str


class GetPortalProductResponse(TypedDict, total=False):
    Description: str
    DisplayName: str
    DisplayOrder: DisplayOrder
    LastModified: datetime
    PortalProductArn: str
    PortalProductId: str
    Tags: dict[str, str]


class GetPortalProductSharingPolicyRequest(TypedDict):
    PortalProductId: str


class GetPortalProductSharingPolicyResponse(TypedDict, total=False):
    PolicyDocument: str
    PortalProductId: str


class GetPortalRequest(TypedDict):
    PortalId: str


class GetPortalResponse(TypedDict, total=False):
    Authorization: Authorization
    EndpointConfiguration: EndpointConfigurationResponse
    IncludedPortalProductArns: list[str]
    LastModified: datetime
    LastPublished: datetime
    LastPublishedDescription: str
    PortalArn: str
    PortalContent: PortalContent
    PortalId: str
    Preview: Preview
    PublishStatus: str
    RumAppMonitorName: str
    StatusException: StatusException
    Tags: dict[str, str]


class _GetProductPageRequestRequired(TypedDict):
    PortalProductId: str
    ProductPageId: str


class GetProductPageRequest(_GetProductPageRequestRequired, total=False):
    ResourceOwnerAccountId: str


class GetProductPageResponse(TypedDict, total=False):
    DisplayContent: DisplayContent
    LastModified: datetime
    ProductPageArn: str
    ProductPageId: str


class _GetProductRestEndpointPageRequestRequired(TypedDict):
    PortalProductId: str
    ProductRestEndpointPageId: str


class GetProductRestEndpointPageRequest(_GetProductRestEndpointPageRequestRequired, total=False):
    IncludeRawDisplayContent: str
    ResourceOwnerAccountId: str


class GetProductRestEndpointPageResponse(TypedDict, total=False):
    DisplayContent: EndpointDisplayContentResponse
    LastModified: datetime
    ProductRestEndpointPageArn: str
    ProductRestEndpointPageId: str
    RawDisplayContent: str
    RestEndpointIdentifier: RestEndpointIdentifier
    Status: str
    StatusException: StatusException
    TryItState: str


class GetRouteRequest(TypedDict):
    ApiId: str
    RouteId: str


class GetRouteResponse(TypedDict, total=False):
    ApiGatewayManaged: bool
    ApiKeyRequired: bool
    AuthorizationScopes: list[str]
    AuthorizationType: str
    AuthorizerId: str
    ModelSelectionExpression: str
    OperationName: str
    RequestModels: dict[str, str]
    RequestParameters: dict[str, ParameterConstraints]
    RouteId: str
    RouteKey: str
    RouteResponseSelectionExpression: str
    Target: str


class GetRouteResponseRequest(TypedDict):
    RouteResponseId: str
    ApiId: str
    RouteId: str


class GetRouteResponseResponse(TypedDict, total=False):
    ModelSelectionExpression: str
    ResponseModels: dict[str, str]
    ResponseParameters: dict[str, ParameterConstraints]
    RouteResponseId: str
    RouteResponseKey: str


class _GetRouteResponsesRequestRequired(TypedDict):
    RouteId: str
    ApiId: str


class GetRouteResponsesRequest(_GetRouteResponsesRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetRouteResponsesResponse(TypedDict, total=False):
    Items: list[RouteResponse]
    NextToken: str


class _GetRoutesRequestRequired(TypedDict):
    ApiId: str


class GetRoutesRequest(_GetRoutesRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetRoutesResponse(TypedDict, total=False):
    Items: list[Route]
    NextToken: str


class _GetRoutingRuleRequestRequired(TypedDict):
    RoutingRuleId: str
    DomainName: str


class GetRoutingRuleRequest(_GetRoutingRuleRequestRequired, total=False):
    DomainNameId: str


class GetRoutingRuleResponse(TypedDict, total=False):
    Actions: list[RoutingRuleAction]
    Conditions: list[RoutingRuleCondition]
    Priority: int
    RoutingRuleArn: str
    RoutingRuleId: str


class GetStageRequest(TypedDict):
    StageName: str
    ApiId: str


class GetStageResponse(TypedDict, total=False):
    AccessLogSettings: AccessLogSettings
    ApiGatewayManaged: bool
    AutoDeploy: bool
    ClientCertificateId: str
    CreatedDate: datetime
    DefaultRouteSettings: RouteSettings
    DeploymentId: str
    Description: str
    LastDeploymentStatusMessage: str
    LastUpdatedDate: datetime
    RouteSettings: dict[str, RouteSettings]
    StageName: str
    StageVariables: dict[str, str]
    Tags: dict[str, str]


class _GetStagesRequestRequired(TypedDict):
    ApiId: str


class GetStagesRequest(_GetStagesRequestRequired, total=False):
    MaxResults: str
    NextToken: str


class GetStagesResponse(TypedDict, total=False):
    Items: list[Stage]
    NextToken: str


class GetTagsRequest(TypedDict):
    ResourceArn: str


class GetTagsResponse(TypedDict, total=False):
    Tags: dict[str, str]


class GetVpcLinkRequest(TypedDict):
    VpcLinkId: str


class GetVpcLinkResponse(TypedDict, total=False):
    CreatedDate: datetime
    Name: str
    SecurityGroupIds: list[str]
    SubnetIds: list[str]
    Tags: dict[str, str]
    VpcLinkId: str
    VpcLinkStatus: str
    VpcLinkStatusMessage: str
    VpcLinkVersion: str


class GetVpcLinksRequest(TypedDict, total=False):
    MaxResults: str
    NextToken: str


class GetVpcLinksResponse(TypedDict, total=False):
    Items: list[VpcLink]
    NextToken: str


class IdentifierParts(TypedDict):
    Path: str
    RestApiId: str
    Stage: str
    Method: str


class _ImportApiRequestRequired(TypedDict):
    Body: str


class ImportApiRequest(_ImportApiRequestRequired, total=False):
    Basepath: str
    FailOnWarnings: bool


class ImportApiResponse(TypedDict, total=False):
    ApiEndpoint: str
    ApiGatewayManaged: bool
    ApiId: str
    ApiKeySelectionExpression: str
    CorsConfiguration: Cors
    CreatedDate: datetime
    Description: str
    DisableSchemaValidation: bool
    DisableExecuteApiEndpoint: bool
    ImportInfo: list[str]
    IpAddressType: str
    Name: str
    ProtocolType: str
    RouteSelectionExpression: str
    Tags: dict[str, str]
    Version: str
    Warnings: list[str]


class Integration(TypedDict, total=False):
    ApiGatewayManaged: bool
    ConnectionId: str
    ConnectionType: str
    ContentHandlingStrategy: str
    CredentialsArn: str
    Description: str
    IntegrationId: str
    IntegrationMethod: str
    IntegrationResponseSelectionExpression: str
    IntegrationSubtype: str
    IntegrationType: str
    IntegrationUri: str
    PassthroughBehavior: str
    PayloadFormatVersion: str
    RequestParameters: dict[str, str]
    RequestTemplates: dict[str, str]
    ResponseParameters: dict[str, dict[str, str]]
    TemplateSelectionExpression: str
    TimeoutInMillis: int
    TlsConfig: TlsConfig


class _IntegrationResponseRequired(TypedDict):
    IntegrationResponseKey: str


class IntegrationResponse(_IntegrationResponseRequired, total=False):
    ContentHandlingStrategy: str
    IntegrationResponseId: str
    ResponseParameters: dict[str, str]
    ResponseTemplates: dict[str, str]
    TemplateSelectionExpression: str


class JWTConfiguration(TypedDict, total=False):
    Audience: list[str]
    Issuer: str


class ListPortalProductsRequest(TypedDict, total=False):
    MaxResults: str
    NextToken: str
    ResourceOwner: str


class ListPortalProductsResponse(TypedDict, total=False):
    Items: list[PortalProductSummary]
    NextToken: str


class ListPortalsRequest(TypedDict, total=False):
    MaxResults: str
    NextToken: str


class ListPortalsResponse(TypedDict, total=False):
    Items: list[PortalSummary]
    NextToken: str


class _ListProductPagesRequestRequired(TypedDict):
    PortalProductId: str


class ListProductPagesRequest(_ListProductPagesRequestRequired, total=False):
    MaxResults: str
    NextToken: str
    ResourceOwnerAccountId: str


class ListProductPagesResponse(TypedDict, total=False):
    Items: list[ProductPageSummaryNoBody]
    NextToken: str


class _ListProductRestEndpointPagesRequestRequired(TypedDict):
    PortalProductId: str


class ListProductRestEndpointPagesRequest(_ListProductRestEndpointPagesRequestRequired, total=False):
    MaxResults: str
    NextToken: str
    ResourceOwnerAccountId: str


class ListProductRestEndpointPagesResponse(TypedDict, total=False):
    Items: list[ProductRestEndpointPageSummaryNoBody]
    NextToken: str


class _ListRoutingRulesRequestRequired(TypedDict):
    DomainName: str


class ListRoutingRulesRequest(_ListRoutingRulesRequestRequired, total=False):
    DomainNameId: str
    MaxResults: int
    NextToken: str


class ListRoutingRulesResponse(TypedDict, total=False):
    NextToken: str
    RoutingRules: list[RoutingRule]


class _ModelRequired(TypedDict):
    Name: str


class Model(_ModelRequired, total=False):
    ContentType: str
    Description: str
    ModelId: str
    Schema: str


class MutualTlsAuthentication(TypedDict, total=False):
    TruststoreUri: str
    TruststoreVersion: str
    TruststoreWarnings: list[str]


class MutualTlsAuthenticationInput(TypedDict, total=False):
    TruststoreUri: str
    TruststoreVersion: str


class NoneShape(TypedDict, total=False):
    pass


class ParameterConstraints(TypedDict, total=False):
    Required: bool


class _PortalContentRequired(TypedDict):
    DisplayName: str
    Theme: PortalTheme


class PortalContent(_PortalContentRequired, total=False):
    Description: str


class _PortalProductSummaryRequired(TypedDict):
    LastModified: datetime
    Description: str
    DisplayName: str
    PortalProductId: str
    PortalProductArn: str


class PortalProductSummary(_PortalProductSummaryRequired, total=False):
    Tags: dict[str, str]


class _PortalSummaryRequired(TypedDict):
    IncludedPortalProductArns: list[str]
    PortalId: str
    LastModified: datetime
    Authorization: Authorization
    PortalArn: str
    PortalContent: PortalContent
    EndpointConfiguration: EndpointConfigurationResponse


class PortalSummary(_PortalSummaryRequired, total=False):
    LastPublished: datetime
    LastPublishedDescription: str
    Preview: Preview
    PublishStatus: str
    RumAppMonitorName: str
    StatusException: StatusException
    Tags: dict[str, str]


class _PortalThemeRequired(TypedDict):
    CustomColors: CustomColors


class PortalTheme(_PortalThemeRequired, total=False):
    LogoLastUploaded: datetime


class _PreviewRequired(TypedDict):
    PreviewStatus: str


class Preview(_PreviewRequired, total=False):
    PreviewUrl: str
    StatusException: StatusException


class PreviewPortalRequest(TypedDict):
    PortalId: str


class PreviewPortalResponse(TypedDict, total=False):
    pass


class ProductPageSummaryNoBody(TypedDict):
    LastModified: datetime
    ProductPageArn: str
    PageTitle: str
    ProductPageId: str


class _ProductRestEndpointPageSummaryNoBodyRequired(TypedDict):
    Status: str
    LastModified: datetime
    Endpoint: str
    RestEndpointIdentifier: RestEndpointIdentifier
    ProductRestEndpointPageArn: str
    ProductRestEndpointPageId: str
    TryItState: str


class ProductRestEndpointPageSummaryNoBody(_ProductRestEndpointPageSummaryNoBodyRequired, total=False):
    OperationName: str
    StatusException: StatusException


class _PublishPortalRequestRequired(TypedDict):
    PortalId: str


class PublishPortalRequest(_PublishPortalRequestRequired, total=False):
    Description: str


class PublishPortalResponse(TypedDict, total=False):
    pass


class PutPortalProductSharingPolicyRequest(TypedDict):
    PortalProductId: str
    PolicyDocument: str


class PutPortalProductSharingPolicyResponse(TypedDict, total=False):
    pass


class _PutRoutingRuleRequestRequired(TypedDict):
    RoutingRuleId: str
    DomainName: str
    Actions: list[RoutingRuleAction]
    Priority: int
    Conditions: list[RoutingRuleCondition]


class PutRoutingRuleRequest(_PutRoutingRuleRequestRequired, total=False):
    DomainNameId: str


class PutRoutingRuleResponse(TypedDict, total=False):
    Actions: list[RoutingRuleAction]
    Conditions: list[RoutingRuleCondition]
    Priority: int
    RoutingRuleArn: str
    RoutingRuleId: str


class _ReimportApiRequestRequired(TypedDict):
    ApiId: str
    Body: str


class ReimportApiRequest(_ReimportApiRequestRequired, total=False):
    Basepath: str
    FailOnWarnings: bool


class ReimportApiResponse(TypedDict, total=False):
    ApiEndpoint: str
    ApiGatewayManaged: bool
    ApiId: str
    ApiKeySelectionExpression: str
    CorsConfiguration: Cors
    CreatedDate: datetime
    Description: str
    DisableSchemaValidation: bool
    DisableExecuteApiEndpoint: bool
    ImportInfo: list[str]
    IpAddressType: str
    Name: str
    ProtocolType: str
    RouteSelectionExpression: str
    Tags: dict[str, str]
    Version: str
    Warnings: list[str]


class ResetAuthorizersCacheRequest(TypedDict):
    StageName: str
    ApiId: str


class RestEndpointIdentifier(TypedDict, total=False):
    IdentifierParts: IdentifierParts


class _RouteRequired(TypedDict):
    RouteKey: str


class Route(_RouteRequired, total=False):
    ApiGatewayManaged: bool
    ApiKeyRequired: bool
    AuthorizationScopes: list[str]
    AuthorizationType: str
    AuthorizerId: str
    ModelSelectionExpression: str
    OperationName: str
    RequestModels: dict[str, str]
    RequestParameters: dict[str, ParameterConstraints]
    RouteId: str
    RouteResponseSelectionExpression: str
    Target: str


class _RouteResponseRequired(TypedDict):
    RouteResponseKey: str


class RouteResponse(_RouteResponseRequired, total=False):
    ModelSelectionExpression: str
    ResponseModels: dict[str, str]
    ResponseParameters: dict[str, ParameterConstraints]
    RouteResponseId: str


class RouteSettings(TypedDict, total=False):
    DataTraceEnabled: bool
    DetailedMetricsEnabled: bool
    LoggingLevel: str
    ThrottlingBurstLimit: int
    ThrottlingRateLimit: float


class RoutingRule(TypedDict, total=False):
    Actions: list[RoutingRuleAction]
    Conditions: list[RoutingRuleCondition]
    Priority: int
    RoutingRuleArn: str
    RoutingRuleId: str


class RoutingRuleAction(TypedDict):
    InvokeApi: RoutingRuleActionInvokeApi


class _RoutingRuleActionInvokeApiRequired(TypedDict):
    Stage: str
    ApiId: str


class RoutingRuleActionInvokeApi(_RoutingRuleActionInvokeApiRequired, total=False):
    StripBasePath: bool


class RoutingRuleCondition(TypedDict, total=False):
    MatchBasePaths: RoutingRuleMatchBasePaths
    MatchHeaders: RoutingRuleMatchHeaders


class RoutingRuleMatchBasePaths(TypedDict):
    AnyOf: list[str]


class RoutingRuleMatchHeaderValue(TypedDict):
    ValueGlob: str
    Header: str


class RoutingRuleMatchHeaders(TypedDict):
    AnyOf: list[RoutingRuleMatchHeaderValue]


class Section(TypedDict):
    ProductRestEndpointPageArns: list[str]
    SectionName: str


class _StageRequired(TypedDict):
    StageName: str


class Stage(_StageRequired, total=False):
    AccessLogSettings: AccessLogSettings
    ApiGatewayManaged: bool
    AutoDeploy: bool
    ClientCertificateId: str
    CreatedDate: datetime
    DefaultRouteSettings: RouteSettings
    DeploymentId: str
    Description: str
    LastDeploymentStatusMessage: str
    LastUpdatedDate: datetime
    RouteSettings: dict[str, RouteSettings]
    StageVariables: dict[str, str]
    Tags: dict[str, str]


class StatusException(TypedDict, total=False):
    Exception: str
    Message: str


class _TagResourceRequestRequired(TypedDict):
    ResourceArn: str


class TagResourceRequest(_TagResourceRequestRequired, total=False):
    Tags: dict[str, str]


class TagResourceResponse(TypedDict, total=False):
    pass


class TlsConfig(TypedDict, total=False):
    ServerNameToVerify: str


class TlsConfigInput(TypedDict, total=False):
    ServerNameToVerify: str


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagKeys: list[str]


class _UpdateApiMappingRequestRequired(TypedDict):
    ApiMappingId: str
    ApiId: str
    DomainName: str


class UpdateApiMappingRequest(_UpdateApiMappingRequestRequired, total=False):
    ApiMappingKey: str
    Stage: str


class UpdateApiMappingResponse(TypedDict, total=False):
    ApiId: str
    ApiMappingId: str
    ApiMappingKey: str
    Stage: str


class _UpdateApiRequestRequired(TypedDict):
    ApiId: str


class UpdateApiRequest(_UpdateApiRequestRequired, total=False):
    ApiKeySelectionExpression: str
    CorsConfiguration: Cors
    CredentialsArn: str
    Description: str
    DisableSchemaValidation: bool
    DisableExecuteApiEndpoint: bool
    IpAddressType: str
    Name: str
    RouteKey: str
    RouteSelectionExpression: str
    Target: str
    Version: str


class UpdateApiResponse(TypedDict, total=False):
    ApiEndpoint: str
    ApiGatewayManaged: bool
    ApiId: str
    ApiKeySelectionExpression: str
    CorsConfiguration: Cors
    CreatedDate: datetime
    Description: str
    DisableSchemaValidation: bool
    DisableExecuteApiEndpoint: bool
    ImportInfo: list[str]
    IpAddressType: str
    Name: str
    ProtocolType: str
    RouteSelectionExpression: str
    Tags: dict[str, str]
    Version: str
    Warnings: list[str]


class _UpdateAuthorizerRequestRequired(TypedDict):
    AuthorizerId: str
    ApiId: str


class UpdateAuthorizerRequest(_UpdateAuthorizerRequestRequired, total=False):
    AuthorizerCredentialsArn: str
    AuthorizerPayloadFormatVersion: str
    AuthorizerResultTtlInSeconds: int
    AuthorizerType: str
    AuthorizerUri: str
    EnableSimpleResponses: bool
    IdentitySource: list[str]
    IdentityValidationExpression: str
    JwtConfiguration: JWTConfiguration
    Name: str


class UpdateAuthorizerResponse(TypedDict, total=False):
    AuthorizerCredentialsArn: str
    AuthorizerId: str
    AuthorizerPayloadFormatVersion: str
    AuthorizerResultTtlInSeconds: int
    AuthorizerType: str
    AuthorizerUri: str
    EnableSimpleResponses: bool
    IdentitySource: list[str]
    IdentityValidationExpression: str
    JwtConfiguration: JWTConfiguration
    Name: str


class _UpdateDeploymentRequestRequired(TypedDict):
    ApiId: str
    DeploymentId: str


class UpdateDeploymentRequest(_UpdateDeploymentRequestRequired, total=False):
    Description: str


class UpdateDeploymentResponse(TypedDict, total=False):
    AutoDeployed: bool
    CreatedDate: datetime
    DeploymentId: str
    DeploymentStatus: str
    DeploymentStatusMessage: str
    Description: str


class _UpdateDomainNameRequestRequired(TypedDict):
    DomainName: str


class UpdateDomainNameRequest(_UpdateDomainNameRequestRequired, total=False):
    DomainNameConfigurations: list[DomainNameConfiguration]
    MutualTlsAuthentication: MutualTlsAuthenticationInput
    RoutingMode: str


class UpdateDomainNameResponse(TypedDict, total=False):
    ApiMappingSelectionExpression: str
    DomainName: str
    DomainNameArn: str
    DomainNameConfigurations: list[DomainNameConfiguration]
    MutualTlsAuthentication: MutualTlsAuthentication
    RoutingMode: str
    Tags: dict[str, str]


class _UpdateIntegrationRequestRequired(TypedDict):
    ApiId: str
    IntegrationId: str


class UpdateIntegrationRequest(_UpdateIntegrationRequestRequired, total=False):
    ConnectionId: str
    ConnectionType: str
    ContentHandlingStrategy: str
    CredentialsArn: str
    Description: str
    IntegrationMethod: str
    IntegrationSubtype: str
    IntegrationType: str
    IntegrationUri: str
    PassthroughBehavior: str
    PayloadFormatVersion: str
    RequestParameters: dict[str, str]
    RequestTemplates: dict[str, str]
    ResponseParameters: dict[str, dict[str, str]]
    TemplateSelectionExpression: str
    TimeoutInMillis: int
    TlsConfig: TlsConfigInput


class UpdateIntegrationResponse(TypedDict, total=False):
    ApiGatewayManaged: bool
    ConnectionId: str
    ConnectionType: str
    ContentHandlingStrategy: str
    CredentialsArn: str
    Description: str
    IntegrationId: str
    IntegrationMethod: str
    IntegrationResponseSelectionExpression: str
    IntegrationSubtype: str
    IntegrationType: str
    IntegrationUri: str
    PassthroughBehavior: str
    PayloadFormatVersion: str
    RequestParameters: dict[str, str]
    RequestTemplates: dict[str, str]
    ResponseParameters: dict[str, dict[str, str]]
    TemplateSelectionExpression: str
    TimeoutInMillis: int
    TlsConfig: TlsConfig


class _UpdateIntegrationResponseRequestRequired(TypedDict):
    ApiId: str
    IntegrationResponseId: str
    IntegrationId: str


class UpdateIntegrationResponseRequest(_UpdateIntegrationResponseRequestRequired, total=False):
    ContentHandlingStrategy: str
    IntegrationResponseKey: str
    ResponseParameters: dict[str, str]
    ResponseTemplates: dict[str, str]
    TemplateSelectionExpression: str


class UpdateIntegrationResponseResponse(TypedDict, total=False):
    ContentHandlingStrategy: str
    IntegrationResponseId: str
    IntegrationResponseKey: str
    ResponseParameters: dict[str, str]
    ResponseTemplates: dict[str, str]
    TemplateSelectionExpression: str


class _UpdateModelRequestRequired(TypedDict):
    ModelId: str
    ApiId: str


class UpdateModelRequest(_UpdateModelRequestRequired, total=False):
    ContentType: str
    Description: str
    Name: str
    Schema: str


class UpdateModelResponse(TypedDict, total=False):
    ContentType: str
    Description: str
    ModelId: str
    Name: str
    Schema: str


class _UpdatePortalProductRequestRequired(TypedDict):
    PortalProductId: str


class UpdatePortalProductRequest(_UpdatePortalProductRequestRequired, total=False):
    Description: str
    DisplayName: str
    DisplayOrder: DisplayOrder


class UpdatePortalProductResponse(TypedDict, total=False):
    Description: str
    DisplayName: str
    DisplayOrder: DisplayOrder
    LastModified: datetime
    PortalProductArn: str
    PortalProductId: str
    Tags: dict[str, str]


class _UpdatePortalRequestRequired(TypedDict):
    PortalId: str


class UpdatePortalRequest(_UpdatePortalRequestRequired, total=False):
    Authorization: Authorization
    EndpointConfiguration: EndpointConfigurationRequest
    IncludedPortalProductArns: list[str]
    LogoUri: str
    PortalContent: PortalContent
    RumAppMonitorName: str


class UpdatePortalResponse(TypedDict, total=False):
    Authorization: Authorization
    EndpointConfiguration: EndpointConfigurationResponse
    IncludedPortalProductArns: list[str]
    LastModified: datetime
    LastPublished: datetime
    LastPublishedDescription: str
    PortalArn: str
    PortalContent: PortalContent
    PortalId: str
    Preview: Preview
    PublishStatus: str
    RumAppMonitorName: str
    StatusException: StatusException
    Tags: dict[str, str]


class _UpdateProductPageRequestRequired(TypedDict):
    PortalProductId: str
    ProductPageId: str


class UpdateProductPageRequest(_UpdateProductPageRequestRequired, total=False):
    DisplayContent: DisplayContent


class UpdateProductPageResponse(TypedDict, total=False):
    DisplayContent: DisplayContent
    LastModified: datetime
    ProductPageArn: str
    ProductPageId: str


class _UpdateProductRestEndpointPageRequestRequired(TypedDict):
    ProductRestEndpointPageId: str
    PortalProductId: str


class UpdateProductRestEndpointPageRequest(_UpdateProductRestEndpointPageRequestRequired, total=False):
    DisplayContent: EndpointDisplayContent
    TryItState: str


class UpdateProductRestEndpointPageResponse(TypedDict, total=False):
    DisplayContent: EndpointDisplayContentResponse
    LastModified: datetime
    ProductRestEndpointPageArn: str
    ProductRestEndpointPageId: str
    RestEndpointIdentifier: RestEndpointIdentifier
    Status: str
    StatusException: StatusException
    TryItState: str


class _UpdateRouteRequestRequired(TypedDict):
    ApiId: str
    RouteId: str


class UpdateRouteRequest(_UpdateRouteRequestRequired, total=False):
    ApiKeyRequired: bool
    AuthorizationScopes: list[str]
    AuthorizationType: str
    AuthorizerId: str
    ModelSelectionExpression: str
    OperationName: str
    RequestModels: dict[str, str]
    RequestParameters: dict[str, ParameterConstraints]
    RouteKey: str
    RouteResponseSelectionExpression: str
    Target: str


class UpdateRouteResponse(TypedDict, total=False):
    ApiGatewayManaged: bool
    ApiKeyRequired: bool
    AuthorizationScopes: list[str]
    AuthorizationType: str
    AuthorizerId: str
    ModelSelectionExpression: str
    OperationName: str
    RequestModels: dict[str, str]
    RequestParameters: dict[str, ParameterConstraints]
    RouteId: str
    RouteKey: str
    RouteResponseSelectionExpression: str
    Target: str


class _UpdateRouteResponseRequestRequired(TypedDict):
    RouteResponseId: str
    ApiId: str
    RouteId: str


class UpdateRouteResponseRequest(_UpdateRouteResponseRequestRequired, total=False):
    ModelSelectionExpression: str
    ResponseModels: dict[str, str]
    ResponseParameters: dict[str, ParameterConstraints]
    RouteResponseKey: str


class UpdateRouteResponseResponse(TypedDict, total=False):
    ModelSelectionExpression: str
    ResponseModels: dict[str, str]
    ResponseParameters: dict[str, ParameterConstraints]
    RouteResponseId: str
    RouteResponseKey: str


class _UpdateStageRequestRequired(TypedDict):
    StageName: str
    ApiId: str


class UpdateStageRequest(_UpdateStageRequestRequired, total=False):
    AccessLogSettings: AccessLogSettings
    AutoDeploy: bool
    ClientCertificateId: str
    DefaultRouteSettings: RouteSettings
    DeploymentId: str
    Description: str
    RouteSettings: dict[str, RouteSettings]
    StageVariables: dict[str, str]


class UpdateStageResponse(TypedDict, total=False):
    AccessLogSettings: AccessLogSettings
    ApiGatewayManaged: bool
    AutoDeploy: bool
    ClientCertificateId: str
    CreatedDate: datetime
    DefaultRouteSettings: RouteSettings
    DeploymentId: str
    Description: str
    LastDeploymentStatusMessage: str
    LastUpdatedDate: datetime
    RouteSettings: dict[str, RouteSettings]
    StageName: str
    StageVariables: dict[str, str]
    Tags: dict[str, str]


class _UpdateVpcLinkRequestRequired(TypedDict):
    VpcLinkId: str


class UpdateVpcLinkRequest(_UpdateVpcLinkRequestRequired, total=False):
    Name: str


class UpdateVpcLinkResponse(TypedDict, total=False):
    CreatedDate: datetime
    Name: str
    SecurityGroupIds: list[str]
    SubnetIds: list[str]
    Tags: dict[str, str]
    VpcLinkId: str
    VpcLinkStatus: str
    VpcLinkStatusMessage: str
    VpcLinkVersion: str


class _VpcLinkRequired(TypedDict):
    VpcLinkId: str
    SecurityGroupIds: list[str]
    SubnetIds: list[str]
    Name: str


class VpcLink(_VpcLinkRequired, total=False):
    CreatedDate: datetime
    Tags: dict[str, str]
    VpcLinkStatus: str
    VpcLinkStatusMessage: str
    VpcLinkVersion: str


class DeleteAccessLogSettingsResponse(TypedDict, total=False):
    pass


class DeleteApiMappingResponse(TypedDict, total=False):
    pass


class DeleteApiResponse(TypedDict, total=False):
    pass


class DeleteAuthorizerResponse(TypedDict, total=False):
    pass


class DeleteCorsConfigurationResponse(TypedDict, total=False):
    pass


class DeleteDeploymentResponse(TypedDict, total=False):
    pass


class DeleteDomainNameResponse(TypedDict, total=False):
    pass


class DeleteIntegrationResponse(TypedDict, total=False):
    pass


class DeleteIntegrationResponseResponse(TypedDict, total=False):
    pass


class DeleteModelResponse(TypedDict, total=False):
    pass


class DeletePortalProductResponse(TypedDict, total=False):
    pass


class DeletePortalProductSharingPolicyResponse(TypedDict, total=False):
    pass


class DeletePortalResponse(TypedDict, total=False):
    pass


class DeleteProductPageResponse(TypedDict, total=False):
    pass


class DeleteProductRestEndpointPageResponse(TypedDict, total=False):
    pass


class DeleteRouteRequestParameterResponse(TypedDict, total=False):
    pass


class DeleteRouteResponse(TypedDict, total=False):
    pass


class DeleteRouteResponseResponse(TypedDict, total=False):
    pass


class DeleteRouteSettingsResponse(TypedDict, total=False):
    pass


class DeleteRoutingRuleResponse(TypedDict, total=False):
    pass


class DeleteStageResponse(TypedDict, total=False):
    pass


class DisablePortalResponse(TypedDict, total=False):
    pass


class ResetAuthorizersCacheResponse(TypedDict, total=False):
    pass


class UntagResourceResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CreateApi",
    "CreateApiMapping",
    "CreateAuthorizer",
    "CreateDeployment",
    "CreateDomainName",
    "CreateIntegration",
    "CreateIntegrationResponse",
    "CreateModel",
    "CreatePortal",
    "CreatePortalProduct",
    "CreateProductPage",
    "CreateProductRestEndpointPage",
    "CreateRoute",
    "CreateRouteResponse",
    "CreateRoutingRule",
    "CreateStage",
    "CreateVpcLink",
    "DeleteAccessLogSettings",
    "DeleteApi",
    "DeleteApiMapping",
    "DeleteAuthorizer",
    "DeleteCorsConfiguration",
    "DeleteDeployment",
    "DeleteDomainName",
    "DeleteIntegration",
    "DeleteIntegrationResponse",
    "DeleteModel",
    "DeletePortal",
    "DeletePortalProduct",
    "DeletePortalProductSharingPolicy",
    "DeleteProductPage",
    "DeleteProductRestEndpointPage",
    "DeleteRoute",
    "DeleteRouteRequestParameter",
    "DeleteRouteResponse",
    "DeleteRouteSettings",
    "DeleteRoutingRule",
    "DeleteStage",
    "DeleteVpcLink",
    "DisablePortal",
    "ExportApi",
    "GetApi",
    "GetApiMapping",
    "GetApiMappings",
    "GetApis",
    "GetAuthorizer",
    "GetAuthorizers",
    "GetDeployment",
    "GetDeployments",
    "GetDomainName",
    "GetDomainNames",
    "GetIntegration",
    "GetIntegrationResponse",
    "GetIntegrationResponses",
    "GetIntegrations",
    "GetModel",
    "GetModelTemplate",
    "GetModels",
    "GetPortal",
    "GetPortalProduct",
    "GetPortalProductSharingPolicy",
    "GetProductPage",
    "GetProductRestEndpointPage",
    "GetRoute",
    "GetRouteResponse",
    "GetRouteResponses",
    "GetRoutes",
    "GetRoutingRule",
    "GetStage",
    "GetStages",
    "GetTags",
    "GetVpcLink",
    "GetVpcLinks",
    "ImportApi",
    "ListPortalProducts",
    "ListPortals",
    "ListProductPages",
    "ListProductRestEndpointPages",
    "ListRoutingRules",
    "PreviewPortal",
    "PublishPortal",
    "PutPortalProductSharingPolicy",
    "PutRoutingRule",
    "ReimportApi",
    "ResetAuthorizersCache",
    "TagResource",
    "UntagResource",
    "UpdateApi",
    "UpdateApiMapping",
    "UpdateAuthorizer",
    "UpdateDeployment",
    "UpdateDomainName",
    "UpdateIntegration",
    "UpdateIntegrationResponse",
    "UpdateModel",
    "UpdatePortal",
    "UpdatePortalProduct",
    "UpdateProductPage",
    "UpdateProductRestEndpointPage",
    "UpdateRoute",
    "UpdateRouteResponse",
    "UpdateStage",
    "UpdateVpcLink",
)
