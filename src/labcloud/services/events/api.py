"""Typed requests and responses of events's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types events`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class ActivateEventSourceRequest(TypedDict):
    Name: str


class ApiDestination(TypedDict, total=False):
    ApiDestinationArn: str
    Name: str
    ApiDestinationState: str
    ConnectionArn: str
    InvocationEndpoint: str
    HttpMethod: str
    InvocationRateLimitPerSecond: int
    CreationTime: datetime
    LastModifiedTime: datetime


class AppSyncParameters(TypedDict, total=False):
    GraphQLOperation: str


class Archive(TypedDict, total=False):
    ArchiveName: str
    EventSourceArn: str
    State: str
    StateReason: str
    RetentionDays: int
    SizeBytes: int
    EventCount: int
    CreationTime: datetime


class _AwsVpcConfigurationRequired(TypedDict):
    Subnets: list[str]


class AwsVpcConfiguration(_AwsVpcConfigurationRequired, total=False):
    SecurityGroups: list[str]
    AssignPublicIp: str


class BatchArrayProperties(TypedDict, total=False):
    Size: int


class _BatchParametersRequired(TypedDict):
    JobDefinition: str
    JobName: str


class BatchParameters(_BatchParametersRequired, total=False):
    ArrayProperties: BatchArrayProperties
    RetryStrategy: BatchRetryStrategy


class BatchRetryStrategy(TypedDict, total=False):
    Attempts: int


class CancelReplayRequest(TypedDict):
    ReplayName: str


class CancelReplayResponse(TypedDict, total=False):
    ReplayArn: str
    State: str
    StateReason: str


class _CapacityProviderStrategyItemRequired(TypedDict):
    capacityProvider: str


class CapacityProviderStrategyItem(_CapacityProviderStrategyItemRequired, total=False):
    weight: int
    base: int


class Condition(TypedDict):
    Type: str
    Key: str
    Value: str


class Connection(TypedDict, total=False):
    ConnectionArn: str
    Name: str
    ConnectionState: str
    StateReason: str
    AuthorizationType: str
    CreationTime: datetime
    LastModifiedTime: datetime
    LastAuthorizedTime: datetime


class ConnectionApiKeyAuthResponseParameters(TypedDict, total=False):
    ApiKeyName: str


class ConnectionAuthResponseParameters(TypedDict, total=False):
    BasicAuthParameters: ConnectionBasicAuthResponseParameters
    OAuthParameters: ConnectionOAuthResponseParameters
    ApiKeyAuthParameters: ConnectionApiKeyAuthResponseParameters
    InvocationHttpParameters: ConnectionHttpParameters
    ConnectivityParameters: DescribeConnectionConnectivityParameters


class ConnectionBasicAuthResponseParameters(TypedDict, total=False):
    Username: str


class ConnectionBodyParameter(TypedDict, total=False):
    Key: str
    Value: str
    IsValueSecret: bool


class ConnectionHeaderParameter(TypedDict, total=False):
    Key: str
    Value: str
    IsValueSecret: bool


class ConnectionHttpParameters(TypedDict, total=False):
    HeaderParameters: list[ConnectionHeaderParameter]
    QueryStringParameters: list[ConnectionQueryStringParameter]
    BodyParameters: list[ConnectionBodyParameter]


class ConnectionOAuthClientResponseParameters(TypedDict, total=False):
    ClientID: str


class ConnectionOAuthResponseParameters(TypedDict, total=False):
    ClientParameters: ConnectionOAuthClientResponseParameters
    AuthorizationEndpoint: str
    HttpMethod: str
    OAuthHttpParameters: ConnectionHttpParameters


class ConnectionQueryStringParameter(TypedDict, total=False):
    Key: str
    Value: str
    IsValueSecret: bool


class ConnectivityResourceConfigurationArn(TypedDict):
    ResourceConfigurationArn: str


class ConnectivityResourceParameters(TypedDict):
    ResourceParameters: ConnectivityResourceConfigurationArn


class _CreateApiDestinationRequestRequired(TypedDict):
    Name: str
    ConnectionArn: str
    InvocationEndpoint: str
    HttpMethod: str


class CreateApiDestinationRequest(_CreateApiDestinationRequestRequired, total=False):
    Description: str
    InvocationRateLimitPerSecond: int


class CreateApiDestinationResponse(TypedDict, total=False):
    ApiDestinationArn: str
    ApiDestinationState: str
    CreationTime: datetime
    LastModifiedTime: datetime


class _CreateArchiveRequestRequired(TypedDict):
    ArchiveName: str
    EventSourceArn: str


class CreateArchiveRequest(_CreateArchiveRequestRequired, total=False):
    Description: str
    EventPattern: str
    RetentionDays: int
    KmsKeyIdentifier: str


class CreateArchiveResponse(TypedDict, total=False):
    ArchiveArn: str
    State: str
    StateReason: str
    CreationTime: datetime


class CreateConnectionApiKeyAuthRequestParameters(TypedDict):
    ApiKeyName: str
    ApiKeyValue: str


class CreateConnectionAuthRequestParameters(TypedDict, total=False):
    BasicAuthParameters: CreateConnectionBasicAuthRequestParameters
    OAuthParameters: CreateConnectionOAuthRequestParameters
    ApiKeyAuthParameters: CreateConnectionApiKeyAuthRequestParameters
    InvocationHttpParameters: ConnectionHttpParameters
    ConnectivityParameters: ConnectivityResourceParameters


class CreateConnectionBasicAuthRequestParameters(TypedDict):
    Username: str
    Password: str


class CreateConnectionOAuthClientRequestParameters(TypedDict):
    ClientID: str
    ClientSecret: str


class _CreateConnectionOAuthRequestParametersRequired(TypedDict):
    ClientParameters: CreateConnectionOAuthClientRequestParameters
    AuthorizationEndpoint: str
    HttpMethod: str


class CreateConnectionOAuthRequestParameters(_CreateConnectionOAuthRequestParametersRequired, total=False):
    OAuthHttpParameters: ConnectionHttpParameters


class _CreateConnectionRequestRequired(TypedDict):
    Name: str
    AuthorizationType: str
    AuthParameters: CreateConnectionAuthRequestParameters


class CreateConnectionRequest(_CreateConnectionRequestRequired, total=False):
    Description: str
    InvocationConnectivityParameters: ConnectivityResourceParameters
    KmsKeyIdentifier: str


class CreateConnectionResponse(TypedDict, total=False):
    ConnectionArn: str
    ConnectionState: str
    CreationTime: datetime
    LastModifiedTime: datetime


class _CreateEndpointRequestRequired(TypedDict):
    Name: str
    RoutingConfig: RoutingConfig
    EventBuses: list[EndpointEventBus]


class CreateEndpointRequest(_CreateEndpointRequestRequired, total=False):
    Description: str
    ReplicationConfig: ReplicationConfig
    RoleArn: str


class CreateEndpointResponse(TypedDict, total=False):
    Name: str
    Arn: str
    RoutingConfig: RoutingConfig
    ReplicationConfig: ReplicationConfig
    EventBuses: list[EndpointEventBus]
    RoleArn: str
    State: str


class _CreateEventBusRequestRequired(TypedDict):
    Name: str


class CreateEventBusRequest(_CreateEventBusRequestRequired, total=False):
    EventSourceName: str
    Description: str
    KmsKeyIdentifier: str
    DeadLetterConfig: DeadLetterConfig
    LogConfig: LogConfig
    Tags: list[Tag]


class CreateEventBusResponse(TypedDict, total=False):
    EventBusArn: str
    Description: str
    KmsKeyIdentifier: str
    DeadLetterConfig: DeadLetterConfig
    LogConfig: LogConfig


class CreatePartnerEventSourceRequest(TypedDict):
    Name: str
    Account: str


class CreatePartnerEventSourceResponse(TypedDict, total=False):
    EventSourceArn: str


class DeactivateEventSourceRequest(TypedDict):
    Name: str


class DeadLetterConfig(TypedDict, total=False):
    Arn: str


class DeauthorizeConnectionRequest(TypedDict):
    Name: str


class DeauthorizeConnectionResponse(TypedDict, total=False):
    ConnectionArn: str
    ConnectionState: str
    CreationTime: datetime
    LastModifiedTime: datetime
    LastAuthorizedTime: datetime


class DeleteApiDestinationRequest(TypedDict):
    Name: str


class DeleteApiDestinationResponse(TypedDict, total=False):
    pass


class DeleteArchiveRequest(TypedDict):
    ArchiveName: str


class DeleteArchiveResponse(TypedDict, total=False):
    pass


class DeleteConnectionRequest(TypedDict):
    Name: str


class DeleteConnectionResponse(TypedDict, total=False):
    ConnectionArn: str
    ConnectionState: str
    CreationTime: datetime
    LastModifiedTime: datetime
    LastAuthorizedTime: datetime


class DeleteEndpointRequest(TypedDict):
    Name: str


class DeleteEndpointResponse(TypedDict, total=False):
    pass


class DeleteEventBusRequest(TypedDict):
    Name: str


class DeletePartnerEventSourceRequest(TypedDict):
    Name: str
    Account: str


class _DeleteRuleRequestRequired(TypedDict):
    Name: str


class DeleteRuleRequest(_DeleteRuleRequestRequired, total=False):
    EventBusName: str
    Force: bool


class DescribeApiDestinationRequest(TypedDict):
    Name: str


class DescribeApiDestinationResponse(TypedDict, total=False):
    ApiDestinationArn: str
    Name: str
    Description: str
    ApiDestinationState: str
    ConnectionArn: str
    InvocationEndpoint: str
    HttpMethod: str
    InvocationRateLimitPerSecond: int
    CreationTime: datetime
    LastModifiedTime: datetime


class DescribeArchiveRequest(TypedDict):
    ArchiveName: str


class DescribeArchiveResponse(TypedDict, total=False):
    ArchiveArn: str
    ArchiveName: str
    EventSourceArn: str
    Description: str
    EventPattern: str
    State: str
    StateReason: str
    KmsKeyIdentifier: str
    RetentionDays: int
    SizeBytes: int
    EventCount: int
    CreationTime: datetime


class DescribeConnectionConnectivityParameters(TypedDict):
    ResourceParameters: DescribeConnectionResourceParameters


class DescribeConnectionRequest(TypedDict):
    Name: str


class DescribeConnectionResourceParameters(TypedDict):
    ResourceConfigurationArn: str
    ResourceAssociationArn: str


class DescribeConnectionResponse(TypedDict, total=False):
    ConnectionArn: str
    Name: str
    Description: str
    InvocationConnectivityParameters: DescribeConnectionConnectivityParameters
    ConnectionState: str
    StateReason: str
    AuthorizationType: str
    SecretArn: str
    KmsKeyIdentifier: str
    AuthParameters: ConnectionAuthResponseParameters
    CreationTime: datetime
    LastModifiedTime: datetime
    LastAuthorizedTime: datetime


class _DescribeEndpointRequestRequired(TypedDict):
    Name: str


class DescribeEndpointRequest(_DescribeEndpointRequestRequired, total=False):
    HomeRegion: str


class DescribeEndpointResponse(TypedDict, total=False):
    Name: str
    Description: str
    Arn: str
    RoutingConfig: RoutingConfig
    ReplicationConfig: ReplicationConfig
    EventBuses: list[EndpointEventBus]
    RoleArn: str
    EndpointId: str
    EndpointUrl: str
    State: str
    StateReason: str
    CreationTime: datetime
    LastModifiedTime: datetime


class DescribeEventBusRequest(TypedDict, total=False):
    Name: str


class DescribeEventBusResponse(TypedDict, total=False):
    Name: str
    Arn: str
    Description: str
    KmsKeyIdentifier: str
    DeadLetterConfig: DeadLetterConfig
    Policy: str
    LogConfig: LogConfig
    CreationTime: datetime
    LastModifiedTime: datetime
    ManagedBy: str


class DescribeEventSourceRequest(TypedDict):
    Name: str


class DescribeEventSourceResponse(TypedDict, total=False):
    Arn: str
    CreatedBy: str
    CreationTime: datetime
    ExpirationTime: datetime
    Name: str
    State: str


class DescribePartnerEventSourceRequest(TypedDict):
    Name: str


class DescribePartnerEventSourceResponse(TypedDict, total=False):
    Arn: str
    Name: str


class DescribeReplayRequest(TypedDict):
    ReplayName: str


class DescribeReplayResponse(TypedDict, total=False):
    ReplayName: str
    ReplayArn: str
    Description: str
    State: str
    StateReason: str
    EventSourceArn: str
    Destination: ReplayDestination
    EventStartTime: datetime
    EventEndTime: datetime
    EventLastReplayedTime: datetime
    ReplayStartTime: datetime
    ReplayEndTime: datetime


class _DescribeRuleRequestRequired(TypedDict):
    Name: str


class DescribeRuleRequest(_DescribeRuleRequestRequired, total=False):
    EventBusName: str


class DescribeRuleResponse(TypedDict, total=False):
    Name: str
    Arn: str
    EventPattern: str
    ScheduleExpression: str
    State: str
    Description: str
    RoleArn: str
    ManagedBy: str
    EventBusName: str
    CreatedBy: str


class _DisableRuleRequestRequired(TypedDict):
    Name: str


class DisableRuleRequest(_DisableRuleRequestRequired, total=False):
    EventBusName: str


class _EcsParametersRequired(TypedDict):
    TaskDefinitionArn: str


class EcsParameters(_EcsParametersRequired, total=False):
    TaskCount: int
    LaunchType: str
    NetworkConfiguration: NetworkConfiguration
    PlatformVersion: str
    Group: str
    CapacityProviderStrategy: list[CapacityProviderStrategyItem]
    EnableECSManagedTags: bool
    EnableExecuteCommand: bool
    PlacementConstraints: list[PlacementConstraint]
    PlacementStrategy: list[PlacementStrategy]
    PropagateTags: str
    ReferenceId: str
    Tags: list[Tag]


class _EnableRuleRequestRequired(TypedDict):
    Name: str


class EnableRuleRequest(_EnableRuleRequestRequired, total=False):
    EventBusName: str


class Endpoint(TypedDict, total=False):
    Name: str
    Description: str
    Arn: str
    RoutingConfig: RoutingConfig
    ReplicationConfig: ReplicationConfig
    EventBuses: list[EndpointEventBus]
    RoleArn: str
    EndpointId: str
    EndpointUrl: str
    State: str
    StateReason: str
    CreationTime: datetime
    LastModifiedTime: datetime


class EndpointEventBus(TypedDict):
    EventBusArn: str


class EventBus(TypedDict, total=False):
    Name: str
    Arn: str
    Description: str
    Policy: str
    CreationTime: datetime
    LastModifiedTime: datetime
    ManagedBy: str


class EventSource(TypedDict, total=False):
    Arn: str
    CreatedBy: str
    CreationTime: datetime
    ExpirationTime: datetime
    Name: str
    State: str


class FailoverConfig(TypedDict):
    Primary: Primary
    Secondary: Secondary


class HttpParameters(TypedDict, total=False):
    PathParameterValues: list[str]
    HeaderParameters: dict[str, str]
    QueryStringParameters: dict[str, str]


class _InputTransformerRequired(TypedDict):
    InputTemplate: str


class InputTransformer(_InputTransformerRequired, total=False):
    InputPathsMap: dict[str, str]


class KinesisParameters(TypedDict):
    PartitionKeyPath: str


class ListApiDestinationsRequest(TypedDict, total=False):
    NamePrefix: str
    ConnectionArn: str
    NextToken: str
    Limit: int


class ListApiDestinationsResponse(TypedDict, total=False):
    ApiDestinations: list[ApiDestination]
    NextToken: str


class ListArchivesRequest(TypedDict, total=False):
    NamePrefix: str
    EventSourceArn: str
    State: str
    NextToken: str
    Limit: int


class ListArchivesResponse(TypedDict, total=False):
    Archives: list[Archive]
    NextToken: str


class ListConnectionsRequest(TypedDict, total=False):
    NamePrefix: str
    ConnectionState: str
    NextToken: str
    Limit: int


class ListConnectionsResponse(TypedDict, total=False):
    Connections: list[Connection]
    NextToken: str


class ListEndpointsRequest(TypedDict, total=False):
    NamePrefix: str
    HomeRegion: str
    NextToken: str
    MaxResults: int


class ListEndpointsResponse(TypedDict, total=False):
    Endpoints: list[Endpoint]
    NextToken: str


class ListEventBusesRequest(TypedDict, total=False):
    NamePrefix: str
    NextToken: str
    Limit: int


class ListEventBusesResponse(TypedDict, total=False):
    EventBuses: list[EventBus]
    NextToken: str


class ListEventSourcesRequest(TypedDict, total=False):
    NamePrefix: str
    NextToken: str
    Limit: int


class ListEventSourcesResponse(TypedDict, total=False):
    EventSources: list[EventSource]
    NextToken: str


class _ListPartnerEventSourceAccountsRequestRequired(TypedDict):
    EventSourceName: str


class ListPartnerEventSourceAccountsRequest(_ListPartnerEventSourceAccountsRequestRequired, total=False):
    NextToken: str
    Limit: int


class ListPartnerEventSourceAccountsResponse(TypedDict, total=False):
    PartnerEventSourceAccounts: list[PartnerEventSourceAccount]
    NextToken: str


class _ListPartnerEventSourcesRequestRequired(TypedDict):
    NamePrefix: str


class ListPartnerEventSourcesRequest(_ListPartnerEventSourcesRequestRequired, total=False):
    NextToken: str
    Limit: int


class ListPartnerEventSourcesResponse(TypedDict, total=False):
    PartnerEventSources: list[PartnerEventSource]
    NextToken: str


class ListReplaysRequest(TypedDict, total=False):
    NamePrefix: str
    State: str
    EventSourceArn: str
    NextToken: str
    Limit: int


class ListReplaysResponse(TypedDict, total=False):
    Replays: list[Replay]
    NextToken: str


class _ListRuleNamesByTargetRequestRequired(TypedDict):
    TargetArn: str


class ListRuleNamesByTargetRequest(_ListRuleNamesByTargetRequestRequired, total=False):
    EventBusName: str
    NextToken: str
    Limit: int


class ListRuleNamesByTargetResponse(TypedDict, total=False):
    RuleNames: list[str]
    NextToken: str


class ListRulesRequest(TypedDict, total=False):
    NamePrefix: str
    EventBusName: str
    NextToken: str
    Limit: int


class ListRulesResponse(TypedDict, total=False):
    Rules: list[Rule]
    NextToken: str


class ListTagsForResourceRequest(TypedDict):
    ResourceARN: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: list[Tag]


class _ListTargetsByRuleRequestRequired(TypedDict):
    Rule: str


class ListTargetsByRuleRequest(_ListTargetsByRuleRequestRequired, total=False):
    EventBusName: str
    NextToken: str
    Limit: int


class ListTargetsByRuleResponse(TypedDict, total=False):
    Targets: list[Target]
    NextToken: str


class LogConfig(TypedDict, total=False):
    IncludeDetail: str
    Level: str


class NetworkConfiguration(TypedDict, total=False):
    awsvpcConfiguration: AwsVpcConfiguration


class PartnerEventSource(TypedDict, total=False):
    Arn: str
    Name: str


class PartnerEventSourceAccount(TypedDict, total=False):
    Account: str
    CreationTime: datetime
    ExpirationTime: datetime
    State: str


class PlacementConstraint(TypedDict, total=False):
    type: str
    expression: str


class PlacementStrategy(TypedDict, total=False):
    type: str
    field: str


class Primary(TypedDict):
    HealthCheck: str


class _PutEventsRequestRequired(TypedDict):
    Entries: list[PutEventsRequestEntry]


class PutEventsRequest(_PutEventsRequestRequired, total=False):
    EndpointId: str


class PutEventsRequestEntry(TypedDict, total=False):
    Time: datetime
    Source: str
    Resources: list[str]
    DetailType: str
    Detail: str
    EventBusName: str
    TraceHeader: str


class PutEventsResponse(TypedDict, total=False):
    FailedEntryCount: int
    Entries: list[PutEventsResultEntry]


class PutEventsResultEntry(TypedDict, total=False):
    EventId: str
    ErrorCode: str
    ErrorMessage: str


class PutPartnerEventsRequest(TypedDict):
    Entries: list[PutPartnerEventsRequestEntry]


class PutPartnerEventsRequestEntry(TypedDict, total=False):
    Time: datetime
    Source: str
    Resources: list[str]
    DetailType: str
    Detail: str


class PutPartnerEventsResponse(TypedDict, total=False):
    FailedEntryCount: int
    Entries: list[PutPartnerEventsResultEntry]


class PutPartnerEventsResultEntry(TypedDict, total=False):
    EventId: str
    ErrorCode: str
    ErrorMessage: str


class PutPermissionRequest(TypedDict, total=False):
    EventBusName: str
    Action: str
    Principal: str
    StatementId: str
    Condition: Condition
    Policy: str


class _PutRuleRequestRequired(TypedDict):
    Name: str


class PutRuleRequest(_PutRuleRequestRequired, total=False):
    ScheduleExpression: str
    EventPattern: str
    State: str
    Description: str
    RoleArn: str
    Tags: list[Tag]
    EventBusName: str


class PutRuleResponse(TypedDict, total=False):
    RuleArn: str


class _PutTargetsRequestRequired(TypedDict):
    Rule: str
    Targets: list[Target]


class PutTargetsRequest(_PutTargetsRequestRequired, total=False):
    EventBusName: str


class PutTargetsResponse(TypedDict, total=False):
    FailedEntryCount: int
    FailedEntries: list[PutTargetsResultEntry]


class PutTargetsResultEntry(TypedDict, total=False):
    TargetId: str
    ErrorCode: str
    ErrorMessage: str


class _RedshiftDataParametersRequired(TypedDict):
    Database: str


class RedshiftDataParameters(_RedshiftDataParametersRequired, total=False):
    SecretManagerArn: str
    DbUser: str
    Sql: str
    StatementName: str
    WithEvent: bool
    Sqls: list[str]


class RemovePermissionRequest(TypedDict, total=False):
    StatementId: str
    RemoveAllPermissions: bool
    EventBusName: str


class _RemoveTargetsRequestRequired(TypedDict):
    Rule: str
    Ids: list[str]


class RemoveTargetsRequest(_RemoveTargetsRequestRequired, total=False):
    EventBusName: str
    Force: bool


class RemoveTargetsResponse(TypedDict, total=False):
    FailedEntryCount: int
    FailedEntries: list[RemoveTargetsResultEntry]


class RemoveTargetsResultEntry(TypedDict, total=False):
    TargetId: str
    ErrorCode: str
    ErrorMessage: str


class Replay(TypedDict, total=False):
    ReplayName: str
    EventSourceArn: str
    State: str
    StateReason: str
    EventStartTime: datetime
    EventEndTime: datetime
    EventLastReplayedTime: datetime
    ReplayStartTime: datetime
    ReplayEndTime: datetime


class _ReplayDestinationRequired(TypedDict):
    Arn: str


class ReplayDestination(_ReplayDestinationRequired, total=False):
    FilterArns: list[str]


class ReplicationConfig(TypedDict, total=False):
    State: str


class RetryPolicy(TypedDict, total=False):
    MaximumRetryAttempts: int
    MaximumEventAgeInSeconds: int


class RoutingConfig(TypedDict):
    FailoverConfig: FailoverConfig


class Rule(TypedDict, total=False):
    Name: str
    Arn: str
    EventPattern: str
    State: str
    Description: str
    ScheduleExpression: str
    RoleArn: str
    ManagedBy: str
    EventBusName: str


class RunCommandParameters(TypedDict):
    RunCommandTargets: list[RunCommandTarget]


class RunCommandTarget(TypedDict):
    Key: str
    Values: list[str]


class SageMakerPipelineParameter(TypedDict):
    Name: str
    Value: str


class SageMakerPipelineParameters(TypedDict, total=False):
    PipelineParameterList: list[SageMakerPipelineParameter]


class Secondary(TypedDict):
    Route: str


class SqsParameters(TypedDict, total=False):
    MessageGroupId: str


class _StartReplayRequestRequired(TypedDict):
    ReplayName: str
    EventSourceArn: str
    EventStartTime: datetime
    EventEndTime: datetime
    Destination: ReplayDestination


class StartReplayRequest(_StartReplayRequestRequired, total=False):
    Description: str


class StartReplayResponse(TypedDict, total=False):
    ReplayArn: str
    State: str
    StateReason: str
    ReplayStartTime: datetime


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    ResourceARN: str
    Tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class _TargetRequired(TypedDict):
    Id: str
    Arn: str


class Target(_TargetRequired, total=False):
    RoleArn: str
    Input: str
    InputPath: str
    InputTransformer: InputTransformer
    KinesisParameters: KinesisParameters
    RunCommandParameters: RunCommandParameters
    EcsParameters: EcsParameters
    BatchParameters: BatchParameters
    SqsParameters: SqsParameters
    HttpParameters: HttpParameters
    RedshiftDataParameters: RedshiftDataParameters
    SageMakerPipelineParameters: SageMakerPipelineParameters
    DeadLetterConfig: DeadLetterConfig
    RetryPolicy: RetryPolicy
    AppSyncParameters: AppSyncParameters


class TestEventPatternRequest(TypedDict):
    EventPattern: str
    Event: str


class TestEventPatternResponse(TypedDict, total=False):
    Result: bool


class UntagResourceRequest(TypedDict):
    ResourceARN: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateApiDestinationRequestRequired(TypedDict):
    Name: str


class UpdateApiDestinationRequest(_UpdateApiDestinationRequestRequired, total=False):
    Description: str
    ConnectionArn: str
    InvocationEndpoint: str
    HttpMethod: str
    InvocationRateLimitPerSecond: int


class UpdateApiDestinationResponse(TypedDict, total=False):
    ApiDestinationArn: str
    ApiDestinationState: str
    CreationTime: datetime
    LastModifiedTime: datetime


class _UpdateArchiveRequestRequired(TypedDict):
    ArchiveName: str


class UpdateArchiveRequest(_UpdateArchiveRequestRequired, total=False):
    Description: str
    EventPattern: str
    RetentionDays: int
    KmsKeyIdentifier: str


class UpdateArchiveResponse(TypedDict, total=False):
    ArchiveArn: str
    State: str
    StateReason: str
    CreationTime: datetime


class UpdateConnectionApiKeyAuthRequestParameters(TypedDict, total=False):
    ApiKeyName: str
    ApiKeyValue: str


class UpdateConnectionAuthRequestParameters(TypedDict, total=False):
    BasicAuthParameters: UpdateConnectionBasicAuthRequestParameters
    OAuthParameters: UpdateConnectionOAuthRequestParameters
    ApiKeyAuthParameters: UpdateConnectionApiKeyAuthRequestParameters
    InvocationHttpParameters: ConnectionHttpParameters
    ConnectivityParameters: ConnectivityResourceParameters


class UpdateConnectionBasicAuthRequestParameters(TypedDict, total=False):
    Username: str
    Password: str


class UpdateConnectionOAuthClientRequestParameters(TypedDict, total=False):
    ClientID: str
    ClientSecret: str


class UpdateConnectionOAuthRequestParameters(TypedDict, total=False):
    ClientParameters: UpdateConnectionOAuthClientRequestParameters
    AuthorizationEndpoint: str
    HttpMethod: str
    OAuthHttpParameters: ConnectionHttpParameters


class _UpdateConnectionRequestRequired(TypedDict):
    Name: str


class UpdateConnectionRequest(_UpdateConnectionRequestRequired, total=False):
    Description: str
    AuthorizationType: str
    AuthParameters: UpdateConnectionAuthRequestParameters
    InvocationConnectivityParameters: ConnectivityResourceParameters
    KmsKeyIdentifier: str


class UpdateConnectionResponse(TypedDict, total=False):
    ConnectionArn: str
    ConnectionState: str
    CreationTime: datetime
    LastModifiedTime: datetime
    LastAuthorizedTime: datetime


class _UpdateEndpointRequestRequired(TypedDict):
    Name: str


class UpdateEndpointRequest(_UpdateEndpointRequestRequired, total=False):
    Description: str
    RoutingConfig: RoutingConfig
    ReplicationConfig: ReplicationConfig
    EventBuses: list[EndpointEventBus]
    RoleArn: str


class UpdateEndpointResponse(TypedDict, total=False):
    Name: str
    Arn: str
    RoutingConfig: RoutingConfig
    ReplicationConfig: ReplicationConfig
    EventBuses: list[EndpointEventBus]
    RoleArn: str
    EndpointId: str
    EndpointUrl: str
    State: str


class UpdateEventBusRequest(TypedDict, total=False):
    Name: str
    KmsKeyIdentifier: str
    Description: str
    DeadLetterConfig: DeadLetterConfig
    LogConfig: LogConfig


class UpdateEventBusResponse(TypedDict, total=False):
    Arn: str
    Name: str
    KmsKeyIdentifier: str
    Description: str
    DeadLetterConfig: DeadLetterConfig
    LogConfig: LogConfig


class ActivateEventSourceResponse(TypedDict, total=False):
    pass


class DeactivateEventSourceResponse(TypedDict, total=False):
    pass


class DeleteEventBusResponse(TypedDict, total=False):
    pass


class DeletePartnerEventSourceResponse(TypedDict, total=False):
    pass


class DeleteRuleResponse(TypedDict, total=False):
    pass


class DisableRuleResponse(TypedDict, total=False):
    pass


class EnableRuleResponse(TypedDict, total=False):
    pass


class PutPermissionResponse(TypedDict, total=False):
    pass


class RemovePermissionResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "ActivateEventSource",
    "CancelReplay",
    "CreateApiDestination",
    "CreateArchive",
    "CreateConnection",
    "CreateEndpoint",
    "CreateEventBus",
    "CreatePartnerEventSource",
    "DeactivateEventSource",
    "DeauthorizeConnection",
    "DeleteApiDestination",
    "DeleteArchive",
    "DeleteConnection",
    "DeleteEndpoint",
    "DeleteEventBus",
    "DeletePartnerEventSource",
    "DeleteRule",
    "DescribeApiDestination",
    "DescribeArchive",
    "DescribeConnection",
    "DescribeEndpoint",
    "DescribeEventBus",
    "DescribeEventSource",
    "DescribePartnerEventSource",
    "DescribeReplay",
    "DescribeRule",
    "DisableRule",
    "EnableRule",
    "ListApiDestinations",
    "ListArchives",
    "ListConnections",
    "ListEndpoints",
    "ListEventBuses",
    "ListEventSources",
    "ListPartnerEventSourceAccounts",
    "ListPartnerEventSources",
    "ListReplays",
    "ListRuleNamesByTarget",
    "ListRules",
    "ListTagsForResource",
    "ListTargetsByRule",
    "PutEvents",
    "PutPartnerEvents",
    "PutPermission",
    "PutRule",
    "PutTargets",
    "RemovePermission",
    "RemoveTargets",
    "StartReplay",
    "TagResource",
    "TestEventPattern",
    "UntagResource",
    "UpdateApiDestination",
    "UpdateArchive",
    "UpdateConnection",
    "UpdateEndpoint",
    "UpdateEventBus",
)
