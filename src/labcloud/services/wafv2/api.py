"""Typed requests and responses of wafv2's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types wafv2`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class APIKeySummary(TypedDict, total=False):
    TokenDomains: list[str]
    APIKey: str
    CreationTimestamp: datetime
    Version: int


class _AWSManagedRulesACFPRuleSetRequired(TypedDict):
    CreationPath: str
    RegistrationPagePath: str
    RequestInspection: RequestInspectionACFP


class AWSManagedRulesACFPRuleSet(_AWSManagedRulesACFPRuleSetRequired, total=False):
    ResponseInspection: ResponseInspection
    EnableRegexInPath: bool


class AWSManagedRulesAISecurityRuleSet(TypedDict):
    BedrockGuardrails: BedrockGuardrails


class _AWSManagedRulesATPRuleSetRequired(TypedDict):
    LoginPath: str


class AWSManagedRulesATPRuleSet(_AWSManagedRulesATPRuleSetRequired, total=False):
    RequestInspection: RequestInspection
    ResponseInspection: ResponseInspection
    EnableRegexInPath: bool


class _AWSManagedRulesAntiDDoSRuleSetRequired(TypedDict):
    ClientSideActionConfig: ClientSideActionConfig


class AWSManagedRulesAntiDDoSRuleSet(_AWSManagedRulesAntiDDoSRuleSetRequired, total=False):
    SensitivityToBlock: str


class _AWSManagedRulesBotControlRuleSetRequired(TypedDict):
    InspectionLevel: str


class AWSManagedRulesBotControlRuleSet(_AWSManagedRulesBotControlRuleSetRequired, total=False):
    EnableMachineLearning: bool


class ActionCondition(TypedDict):
    Action: str


class AddressField(TypedDict):
    Identifier: str


class All(TypedDict, total=False):
    pass


class AllQueryArguments(TypedDict, total=False):
    pass


class AllowAction(TypedDict, total=False):
    CustomRequestHandling: CustomRequestHandling


class AnalyticsConfig(TypedDict):
    Mode: str


class AndStatement(TypedDict):
    Statements: list[Statement]


class ApiPattern(TypedDict, total=False):
    Method: str
    PathPattern: str
    Port: int
    Domains: list[str]


class ApiPatternFilter(TypedDict, total=False):
    Method: str
    PathPattern: str
    Port: int
    Domains: list[str]


class ApiSecurityEventDetail(TypedDict, total=False):
    Label: str
    Category: str
    Confidence: str
    ApiPatterns: list[ApiPattern]
    EventActors: list[EventActorReference]
    Timeline: list[EventTimelineEntry]


class ApplicationAttribute(TypedDict, total=False):
    Name: str
    Values: list[str]


class ApplicationConfig(TypedDict, total=False):
    Attributes: list[ApplicationAttribute]


class _AsnMatchStatementRequired(TypedDict):
    AsnList: list[int]


class AsnMatchStatement(_AsnMatchStatementRequired, total=False):
    ForwardedIPConfig: ForwardedIPConfig


class AssociateWebACLRequest(TypedDict):
    WebACLArn: str
    ResourceArn: str


class AssociateWebACLResponse(TypedDict, total=False):
    pass


class AssociationConfig(TypedDict, total=False):
    RequestBody: dict[str, RequestBodyAssociatedResourceTypeConfig]
    ChallengeJavascriptSdkInjection: dict[str, ChallengeJavascriptSdkInjectionConfig]


class BedrockGuardrails(TypedDict, total=False):
    Disable: DisableBedrockGuardrails
    ProtectRequestOnly: BedrockGuardrailsRequestOnly
    ProtectRequestAndResponse: BedrockGuardrailsRequestAndResponse


class BedrockGuardrailsRequestAndResponse(TypedDict):
    RoleArn: str


class BedrockGuardrailsRequestOnly(TypedDict):
    RoleArn: str


class BlockAction(TypedDict, total=False):
    CustomResponse: CustomResponse


class Body(TypedDict, total=False):
    OversizeHandling: str


class BotStatistics(TypedDict):
    BotName: str
    RequestCount: int
    Percentage: float


class _ByteMatchStatementRequired(TypedDict):
    SearchString: bytes
    FieldToMatch: FieldToMatch
    TextTransformations: list[TextTransformation]
    PositionalConstraint: str


class ByteMatchStatement(_ByteMatchStatementRequired, total=False):
    PreParseTextTransformations: list[PreParseTextTransformation]


class CaptchaAction(TypedDict, total=False):
    CustomRequestHandling: CustomRequestHandling


class CaptchaConfig(TypedDict, total=False):
    ImmunityTimeProperty: ImmunityTimeProperty


class CaptchaResponse(TypedDict, total=False):
    ResponseCode: int
    SolveTimestamp: int
    FailureReason: str


class ChallengeAction(TypedDict, total=False):
    CustomRequestHandling: CustomRequestHandling


class ChallengeConfig(TypedDict, total=False):
    ImmunityTimeProperty: ImmunityTimeProperty


class ChallengeJavascriptSdkInjectionConfig(TypedDict, total=False):
    pass


class ChallengeResponse(TypedDict, total=False):
    ResponseCode: int
    SolveTimestamp: int
    FailureReason: str


class CheckCapacityRequest(TypedDict):
    Scope: str
    Rules: list[Rule]


class CheckCapacityResponse(TypedDict, total=False):
    Capacity: int


class _ClientSideActionRequired(TypedDict):
    UsageOfAction: str


class ClientSideAction(_ClientSideActionRequired, total=False):
    Sensitivity: str
    ExemptUriRegularExpressions: list[Regex]


class ClientSideActionConfig(TypedDict):
    Challenge: ClientSideAction


class Condition(TypedDict, total=False):
    ActionCondition: ActionCondition
    LabelNameCondition: LabelNameCondition


class ConnectedAccountChainConfig(TypedDict):
    Chain: str
    Prices: list[ConnectedAccountPrice]


class ConnectedAccountConfig(TypedDict):
    ConnectedAccountArn: str
    PaymentNetworks: list[ConnectedAccountChainConfig]


class ConnectedAccountPrice(TypedDict):
    Amount: str
    Currency: str


class CookieMatchPattern(TypedDict, total=False):
    All: All
    IncludedCookies: list[str]
    ExcludedCookies: list[str]


class Cookies(TypedDict):
    MatchPattern: CookieMatchPattern
    MatchScope: str
    OversizeHandling: str


class CountAction(TypedDict, total=False):
    CustomRequestHandling: CustomRequestHandling


class CreateAPIKeyRequest(TypedDict):
    Scope: str
    TokenDomains: list[str]


class CreateAPIKeyResponse(TypedDict, total=False):
    APIKey: str


class _CreateIPSetRequestRequired(TypedDict):
    Name: str
    Scope: str
    IPAddressVersion: str
    Addresses: list[str]


class CreateIPSetRequest(_CreateIPSetRequestRequired, total=False):
    Description: str
    Tags: list[Tag]


class CreateIPSetResponse(TypedDict, total=False):
    Summary: IPSetSummary


class _CreateRegexPatternSetRequestRequired(TypedDict):
    Name: str
    Scope: str
    RegularExpressionList: list[Regex]


class CreateRegexPatternSetRequest(_CreateRegexPatternSetRequestRequired, total=False):
    Description: str
    Tags: list[Tag]


class CreateRegexPatternSetResponse(TypedDict, total=False):
    Summary: RegexPatternSetSummary


class _CreateRuleGroupRequestRequired(TypedDict):
    Name: str
    Scope: str
    Capacity: int
    VisibilityConfig: VisibilityConfig


class CreateRuleGroupRequest(_CreateRuleGroupRequestRequired, total=False):
    Description: str
    Rules: list[Rule]
    Tags: list[Tag]
    CustomResponseBodies: dict[str, CustomResponseBody]
    MonetizationConfig: MonetizationConfig


class CreateRuleGroupResponse(TypedDict, total=False):
    Summary: RuleGroupSummary


class _CreateWebACLRequestRequired(TypedDict):
    Name: str
    Scope: str
    DefaultAction: DefaultAction
    VisibilityConfig: VisibilityConfig


class CreateWebACLRequest(_CreateWebACLRequestRequired, total=False):
    Description: str
    Rules: list[Rule]
    DataProtectionConfig: DataProtectionConfig
    Tags: list[Tag]
    CustomResponseBodies: dict[str, CustomResponseBody]
    CaptchaConfig: CaptchaConfig
    ChallengeConfig: ChallengeConfig
    TokenDomains: list[str]
    AssociationConfig: AssociationConfig
    OnSourceDDoSProtectionConfig: OnSourceDDoSProtectionConfig
    ApplicationConfig: ApplicationConfig
    MonetizationConfig: MonetizationConfig
    AnalyticsConfig: AnalyticsConfig


class CreateWebACLResponse(TypedDict, total=False):
    Summary: WebACLSummary


class CryptoConfig(TypedDict):
    PaymentNetworks: list[PaymentNetwork]


class CustomHTTPHeader(TypedDict):
    Name: str
    Value: str


class CustomRequestHandling(TypedDict):
    InsertHeaders: list[CustomHTTPHeader]


class _CustomResponseRequired(TypedDict):
    ResponseCode: int


class CustomResponse(_CustomResponseRequired, total=False):
    CustomResponseBodyKey: str
    ResponseHeaders: list[CustomHTTPHeader]


class CustomResponseBody(TypedDict):
    ContentType: str
    Content: str


class DataPointEntry(TypedDict, total=False):
    Date: datetime
    MonetizeServedCount: int
    SettledCount: int
    TotalAmount: str
    Category: str
    Intent: str
    GroupByValue: str


class _DataProtectionRequired(TypedDict):
    Field: FieldToProtect
    Action: str


class DataProtection(_DataProtectionRequired, total=False):
    ExcludeRuleMatchDetails: bool
    ExcludeRateBasedDetails: bool


class DataProtectionConfig(TypedDict):
    DataProtections: list[DataProtection]


class DefaultAction(TypedDict, total=False):
    Block: BlockAction
    Allow: AllowAction


class DeleteAPIKeyRequest(TypedDict):
    Scope: str
    APIKey: str


class DeleteAPIKeyResponse(TypedDict, total=False):
    pass


class DeleteFirewallManagerRuleGroupsRequest(TypedDict):
    WebACLArn: str
    WebACLLockToken: str


class DeleteFirewallManagerRuleGroupsResponse(TypedDict, total=False):
    NextWebACLLockToken: str


class DeleteIPSetRequest(TypedDict):
    Name: str
    Scope: str
    Id: str
    LockToken: str


class DeleteIPSetResponse(TypedDict, total=False):
    pass


class _DeleteLoggingConfigurationRequestRequired(TypedDict):
    ResourceArn: str


class DeleteLoggingConfigurationRequest(_DeleteLoggingConfigurationRequestRequired, total=False):
    LogType: str
    LogScope: str


class DeleteLoggingConfigurationResponse(TypedDict, total=False):
    pass


class DeletePermissionPolicyRequest(TypedDict):
    ResourceArn: str


class DeletePermissionPolicyResponse(TypedDict, total=False):
    pass


class DeleteRegexPatternSetRequest(TypedDict):
    Name: str
    Scope: str
    Id: str
    LockToken: str


class DeleteRegexPatternSetResponse(TypedDict, total=False):
    pass


class DeleteRuleGroupRequest(TypedDict):
    Name: str
    Scope: str
    Id: str
    LockToken: str


class DeleteRuleGroupResponse(TypedDict, total=False):
    pass


class DeleteWebACLRequest(TypedDict):
    Name: str
    Scope: str
    Id: str
    LockToken: str


class DeleteWebACLResponse(TypedDict, total=False):
    pass


class DescribeAllManagedProductsRequest(TypedDict):
    Scope: str


class DescribeAllManagedProductsResponse(TypedDict, total=False):
    ManagedProducts: list[ManagedProductDescriptor]


class DescribeManagedProductsByVendorRequest(TypedDict):
    VendorName: str
    Scope: str


class DescribeManagedProductsByVendorResponse(TypedDict, total=False):
    ManagedProducts: list[ManagedProductDescriptor]


class _DescribeManagedRuleGroupRequestRequired(TypedDict):
    VendorName: str
    Name: str
    Scope: str


class DescribeManagedRuleGroupRequest(_DescribeManagedRuleGroupRequestRequired, total=False):
    VersionName: str


class DescribeManagedRuleGroupResponse(TypedDict, total=False):
    VersionName: str
    SnsTopicArn: str
    Capacity: int
    Rules: list[RuleSummary]
    LabelNamespace: str
    AvailableLabels: list[LabelSummary]
    ConsumedLabels: list[LabelSummary]


class DisableBedrockGuardrails(TypedDict, total=False):
    pass


class DisassociateWebACLRequest(TypedDict):
    ResourceArn: str


class DisassociateWebACLResponse(TypedDict, total=False):
    pass


class EmailField(TypedDict):
    Identifier: str


class EventActorChange(TypedDict, total=False):
    ChangeTime: datetime
    ClientIp: str
    TlsFingerprint: str
    Asn: str
    AsnOrganization: str
    Country: str


class _EventActorDetailRequired(TypedDict):
    Summary: EventActorDetailSummary


class EventActorDetail(_EventActorDetailRequired, total=False):
    Events: list[RelatedEvent]
    Changes: list[EventActorChange]


class _EventActorDetailSummaryRequired(TypedDict):
    EventActorId: str


class EventActorDetailSummary(_EventActorDetailSummaryRequired, total=False):
    ClientIp: str
    TlsFingerprint: str
    Asn: str
    AsnOrganization: str
    Country: str
    AuthFingerprint: str
    CreatedAt: datetime


class EventActorReference(TypedDict, total=False):
    EventActorId: str
    EventActorValue: str


class _EventActorSummaryRequired(TypedDict):
    EventActorId: str


class EventActorSummary(_EventActorSummaryRequired, total=False):
    ClientIp: str
    TlsFingerprint: str
    Asn: str
    AsnOrganization: str
    Country: str
    AuthFingerprint: str
    CreatedAt: datetime
    EventCount: int


class _EventDetailSummaryRequired(TypedDict):
    EventId: str


class EventDetailSummary(_EventDetailSummaryRequired, total=False):
    EventStatus: str
    EventCategory: str
    StartTime: datetime
    LastUpdatedTime: datetime
    EndTime: datetime
    ResourceArn: str
    WebAclArn: str
    ApiSecurityEventDetail: ApiSecurityEventDetail


class EventFilter(TypedDict):
    Name: str
    Values: list[str]


class EventTimelineEntry(TypedDict, total=False):
    ChangeTime: datetime
    Label: str
    Confidence: str
    ApiPatterns: list[ApiPattern]


class ExcludedRule(TypedDict):
    Name: str


class FieldToMatch(TypedDict, total=False):
    SingleHeader: SingleHeader
    SingleQueryArgument: SingleQueryArgument
    AllQueryArguments: AllQueryArguments
    UriPath: UriPath
    QueryString: QueryString
    Body: Body
    Method: Method
    JsonBody: JsonBody
    Headers: Headers
    Cookies: Cookies
    HeaderOrder: HeaderOrder
    JA3Fingerprint: JA3Fingerprint
    JA4Fingerprint: JA4Fingerprint
    UriFragment: UriFragment


class _FieldToProtectRequired(TypedDict):
    FieldType: str


class FieldToProtect(_FieldToProtectRequired, total=False):
    FieldKeys: list[str]


class Filter(TypedDict):
    Behavior: str
    Requirement: str
    Conditions: list[Condition]


class FilterSource(TypedDict, total=False):
    BotCategory: str
    BotOrganization: str
    BotName: str


class FirewallManagerRuleGroup(TypedDict):
    Name: str
    Priority: int
    FirewallManagerStatement: FirewallManagerStatement
    OverrideAction: OverrideAction
    VisibilityConfig: VisibilityConfig


class FirewallManagerStatement(TypedDict, total=False):
    ManagedRuleGroupStatement: ManagedRuleGroupStatement
    RuleGroupReferenceStatement: RuleGroupReferenceStatement


class ForwardedIPConfig(TypedDict):
    HeaderName: str
    FallbackBehavior: str


class GenerateMobileSdkReleaseUrlRequest(TypedDict):
    Platform: str
    ReleaseVersion: str


class GenerateMobileSdkReleaseUrlResponse(TypedDict, total=False):
    Url: str


class GeoMatchStatement(TypedDict, total=False):
    CountryCodes: list[str]
    ForwardedIPConfig: ForwardedIPConfig


class GetDecryptedAPIKeyRequest(TypedDict):
    Scope: str
    APIKey: str


class GetDecryptedAPIKeyResponse(TypedDict, total=False):
    TokenDomains: list[str]
    CreationTimestamp: datetime


class GetEventActorRequest(TypedDict):
    Scope: str
    EventActorId: str


class GetEventActorResponse(TypedDict, total=False):
    EventActor: EventActorDetail


class GetEventRequest(TypedDict):
    Scope: str
    EventId: str
    WebAclArn: str


class GetEventResponse(TypedDict, total=False):
    Event: EventDetailSummary


class GetIPSetRequest(TypedDict):
    Name: str
    Scope: str
    Id: str


class GetIPSetResponse(TypedDict, total=False):
    IPSet: IPSet
    LockToken: str


class _GetLoggingConfigurationRequestRequired(TypedDict):
    ResourceArn: str


class GetLoggingConfigurationRequest(_GetLoggingConfigurationRequestRequired, total=False):
    LogType: str
    LogScope: str


class GetLoggingConfigurationResponse(TypedDict, total=False):
    LoggingConfiguration: LoggingConfiguration


class GetManagedRuleSetRequest(TypedDict):
    Name: str
    Scope: str
    Id: str


class GetManagedRuleSetResponse(TypedDict, total=False):
    ManagedRuleSet: ManagedRuleSet
    LockToken: str


class GetMobileSdkReleaseRequest(TypedDict):
    Platform: str
    ReleaseVersion: str


class GetMobileSdkReleaseResponse(TypedDict, total=False):
    MobileSdkRelease: MobileSdkRelease


class GetPermissionPolicyRequest(TypedDict):
    ResourceArn: str


class GetPermissionPolicyResponse(TypedDict, total=False):
    Policy: str


class _GetRateBasedStatementManagedKeysRequestRequired(TypedDict):
    Scope: str
    WebACLName: str
    WebACLId: str
    RuleName: str


class GetRateBasedStatementManagedKeysRequest(_GetRateBasedStatementManagedKeysRequestRequired, total=False):
    RuleGroupRuleName: str


class GetRateBasedStatementManagedKeysResponse(TypedDict, total=False):
    ManagedKeysIPV4: RateBasedStatementManagedKeysIPSet
    ManagedKeysIPV6: RateBasedStatementManagedKeysIPSet


class GetRegexPatternSetRequest(TypedDict):
    Name: str
    Scope: str
    Id: str


class GetRegexPatternSetResponse(TypedDict, total=False):
    RegexPatternSet: RegexPatternSet
    LockToken: str


class _GetRevenueStatisticsRequestRequired(TypedDict):
    StatisticType: str
    TimeWindow: TimeWindow
    Scope: str
    Currency: str


class GetRevenueStatisticsRequest(_GetRevenueStatisticsRequestRequired, total=False):
    GroupBy: str
    Filters: list[MonetizationFilter]
    NextMarker: str
    Limit: int
    SortBy: str
    SortOrder: str


class GetRevenueStatisticsResponse(TypedDict, total=False):
    SourceStatistics: list[SourceStatistics]
    RevenuePathStatistics: list[RevenuePathStatistics]
    NextMarker: str


class _GetRevenueStatisticsSummaryRequestRequired(TypedDict):
    TimeWindow: TimeWindow
    Scope: str
    Currency: str


class GetRevenueStatisticsSummaryRequest(_GetRevenueStatisticsSummaryRequestRequired, total=False):
    Filters: list[MonetizationFilter]


class GetRevenueStatisticsSummaryResponse(TypedDict, total=False):
    RevenueBreakdown: RevenueBreakdown


class _GetRevenueStatisticsTimeSeriesRequestRequired(TypedDict):
    StatisticType: str
    TimeWindow: TimeWindow
    Scope: str
    Interval: str
    Currency: str


class GetRevenueStatisticsTimeSeriesRequest(_GetRevenueStatisticsTimeSeriesRequestRequired, total=False):
    GroupBy: str
    Filters: list[MonetizationFilter]
    Limit: int
    NextMarker: str


class GetRevenueStatisticsTimeSeriesResponse(TypedDict, total=False):
    DataPoints: list[DataPointEntry]
    NextMarker: str


class GetRuleGroupRequest(TypedDict, total=False):
    Name: str
    Scope: str
    Id: str
    ARN: str


class GetRuleGroupResponse(TypedDict, total=False):
    RuleGroup: RuleGroup
    LockToken: str


class GetSampledRequestsRequest(TypedDict):
    WebAclArn: str
    RuleMetricName: str
    Scope: str
    TimeWindow: TimeWindow
    MaxItems: int


class GetSampledRequestsResponse(TypedDict, total=False):
    SampledRequests: list[SampledHTTPRequest]
    PopulationSize: int
    TimeWindow: TimeWindow


class _GetTopPathStatisticsByTrafficRequestRequired(TypedDict):
    WebAclArn: str
    Scope: str
    TimeWindow: TimeWindow
    Limit: int
    NumberOfTopTrafficBotsPerPath: int


class GetTopPathStatisticsByTrafficRequest(_GetTopPathStatisticsByTrafficRequestRequired, total=False):
    UriPathPrefix: str
    BotCategory: str
    BotOrganization: str
    BotName: str
    NextMarker: str


class _GetTopPathStatisticsByTrafficResponseRequired(TypedDict):
    PathStatistics: list[PathStatistics]
    TotalRequestCount: int


class GetTopPathStatisticsByTrafficResponse(_GetTopPathStatisticsByTrafficResponseRequired, total=False):
    NextMarker: str
    TopCategories: list[PathStatistics]


class GetWebACLForResourceRequest(TypedDict):
    ResourceArn: str


class GetWebACLForResourceResponse(TypedDict, total=False):
    WebACL: WebACL


class GetWebACLRequest(TypedDict, total=False):
    Name: str
    Scope: str
    Id: str
    ARN: str


class GetWebACLResponse(TypedDict, total=False):
    WebACL: WebACL
    LockToken: str
    ApplicationIntegrationURL: str


class HTTPHeader(TypedDict, total=False):
    Name: str
    Value: str


class HTTPRequest(TypedDict, total=False):
    ClientIP: str
    Country: str
    URI: str
    Method: str
    HTTPVersion: str
    Headers: list[HTTPHeader]


class HeaderMatchPattern(TypedDict, total=False):
    All: All
    IncludedHeaders: list[str]
    ExcludedHeaders: list[str]


class HeaderOrder(TypedDict):
    OversizeHandling: str


class Headers(TypedDict):
    MatchPattern: HeaderMatchPattern
    MatchScope: str
    OversizeHandling: str


class _IPSetRequired(TypedDict):
    Name: str
    Id: str
    ARN: str
    IPAddressVersion: str
    Addresses: list[str]


class IPSet(_IPSetRequired, total=False):
    Description: str


class IPSetForwardedIPConfig(TypedDict):
    HeaderName: str
    FallbackBehavior: str
    Position: str


class _IPSetReferenceStatementRequired(TypedDict):
    ARN: str


class IPSetReferenceStatement(_IPSetReferenceStatementRequired, total=False):
    IPSetForwardedIPConfig: IPSetForwardedIPConfig


class IPSetSummary(TypedDict, total=False):
    Name: str
    Id: str
    Description: str
    LockToken: str
    ARN: str


class ImmunityTimeProperty(TypedDict):
    ImmunityTime: int


class JA3Fingerprint(TypedDict):
    FallbackBehavior: str


class JA4Fingerprint(TypedDict):
    FallbackBehavior: str


class _JsonBodyRequired(TypedDict):
    MatchPattern: JsonMatchPattern
    MatchScope: str


class JsonBody(_JsonBodyRequired, total=False):
    InvalidFallbackBehavior: str
    OversizeHandling: str


class JsonMatchPattern(TypedDict, total=False):
    All: All
    IncludedPaths: list[str]


class Label(TypedDict):
    Name: str


class LabelMatchStatement(TypedDict):
    Scope: str
    Key: str


class LabelNameCondition(TypedDict):
    LabelName: str


class LabelSummary(TypedDict, total=False):
    Name: str


class _ListAPIKeysRequestRequired(TypedDict):
    Scope: str


class ListAPIKeysRequest(_ListAPIKeysRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListAPIKeysResponse(TypedDict, total=False):
    NextMarker: str
    APIKeySummaries: list[APIKeySummary]
    ApplicationIntegrationURL: str


class _ListAvailableManagedRuleGroupVersionsRequestRequired(TypedDict):
    VendorName: str
    Name: str
    Scope: str


class ListAvailableManagedRuleGroupVersionsRequest(
    _ListAvailableManagedRuleGroupVersionsRequestRequired, total=False
):
    NextMarker: str
    Limit: int


class ListAvailableManagedRuleGroupVersionsResponse(TypedDict, total=False):
    NextMarker: str
    Versions: list[ManagedRuleGroupVersion]
    CurrentDefaultVersion: str


class _ListAvailableManagedRuleGroupsRequestRequired(TypedDict):
    Scope: str


class ListAvailableManagedRuleGroupsRequest(_ListAvailableManagedRuleGroupsRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListAvailableManagedRuleGroupsResponse(TypedDict, total=False):
    NextMarker: str
    ManagedRuleGroups: list[ManagedRuleGroupSummary]


class _ListEventActorsRequestRequired(TypedDict):
    Scope: str
    TimeWindow: TimeWindow


class ListEventActorsRequest(_ListEventActorsRequestRequired, total=False):
    SortBy: str
    Limit: int
    NextMarker: str


class _ListEventActorsResponseRequired(TypedDict):
    EventActors: list[EventActorSummary]


class ListEventActorsResponse(_ListEventActorsResponseRequired, total=False):
    NextMarker: str


class _ListEventsByWebACLRequestRequired(TypedDict):
    Scope: str
    WebAclArn: str


class ListEventsByWebACLRequest(_ListEventsByWebACLRequestRequired, total=False):
    TimeWindow: TimeWindow
    Filters: list[EventFilter]
    ApiPatternFilters: list[ApiPatternFilter]
    Limit: int
    NextMarker: str
    SortOrder: str
    SortBy: str
    Include: list[str]


class _ListEventsByWebACLResponseRequired(TypedDict):
    Events: list[EventDetailSummary]


class ListEventsByWebACLResponse(_ListEventsByWebACLResponseRequired, total=False):
    NextMarker: str


class _ListEventsRequestRequired(TypedDict):
    Scope: str


class ListEventsRequest(_ListEventsRequestRequired, total=False):
    TimeWindow: TimeWindow
    Filters: list[EventFilter]
    ApiPatternFilters: list[ApiPatternFilter]
    Limit: int
    NextMarker: str
    SortOrder: str
    SortBy: str
    Include: list[str]


class _ListEventsResponseRequired(TypedDict):
    Events: list[EventDetailSummary]


class ListEventsResponse(_ListEventsResponseRequired, total=False):
    NextMarker: str


class _ListIPSetsRequestRequired(TypedDict):
    Scope: str


class ListIPSetsRequest(_ListIPSetsRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListIPSetsResponse(TypedDict, total=False):
    NextMarker: str
    IPSets: list[IPSetSummary]


class _ListLoggingConfigurationsRequestRequired(TypedDict):
    Scope: str


class ListLoggingConfigurationsRequest(_ListLoggingConfigurationsRequestRequired, total=False):
    NextMarker: str
    Limit: int
    LogScope: str


class ListLoggingConfigurationsResponse(TypedDict, total=False):
    LoggingConfigurations: list[LoggingConfiguration]
    NextMarker: str


class _ListManagedRuleSetsRequestRequired(TypedDict):
    Scope: str


class ListManagedRuleSetsRequest(_ListManagedRuleSetsRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListManagedRuleSetsResponse(TypedDict, total=False):
    NextMarker: str
    ManagedRuleSets: list[ManagedRuleSetSummary]


class _ListMobileSdkReleasesRequestRequired(TypedDict):
    Platform: str


class ListMobileSdkReleasesRequest(_ListMobileSdkReleasesRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListMobileSdkReleasesResponse(TypedDict, total=False):
    ReleaseSummaries: list[ReleaseSummary]
    NextMarker: str


class _ListRegexPatternSetsRequestRequired(TypedDict):
    Scope: str


class ListRegexPatternSetsRequest(_ListRegexPatternSetsRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListRegexPatternSetsResponse(TypedDict, total=False):
    NextMarker: str
    RegexPatternSets: list[RegexPatternSetSummary]


class _ListResourcesForWebACLRequestRequired(TypedDict):
    WebACLArn: str


class ListResourcesForWebACLRequest(_ListResourcesForWebACLRequestRequired, total=False):
    ResourceType: str


class ListResourcesForWebACLResponse(TypedDict, total=False):
    ResourceArns: list[str]


class _ListRuleGroupsRequestRequired(TypedDict):
    Scope: str


class ListRuleGroupsRequest(_ListRuleGroupsRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListRuleGroupsResponse(TypedDict, total=False):
    NextMarker: str
    RuleGroups: list[RuleGroupSummary]


class _ListSettlementRecordsRequestRequired(TypedDict):
    TimeWindow: TimeWindow
    Scope: str
    Currency: str


class ListSettlementRecordsRequest(_ListSettlementRecordsRequestRequired, total=False):
    Filters: list[MonetizationFilter]
    SortBy: str
    SortOrder: str
    Limit: int
    NextMarker: str


class ListSettlementRecordsResponse(TypedDict, total=False):
    Settlements: list[SettlementRecord]
    NextMarker: str


class _ListTagsForResourceRequestRequired(TypedDict):
    ResourceARN: str


class ListTagsForResourceRequest(_ListTagsForResourceRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListTagsForResourceResponse(TypedDict, total=False):
    NextMarker: str
    TagInfoForResource: TagInfoForResource


class _ListWebACLsRequestRequired(TypedDict):
    Scope: str


class ListWebACLsRequest(_ListWebACLsRequestRequired, total=False):
    NextMarker: str
    Limit: int


class ListWebACLsResponse(TypedDict, total=False):
    NextMarker: str
    WebACLs: list[WebACLSummary]


class _LoggingConfigurationRequired(TypedDict):
    ResourceArn: str
    LogDestinationConfigs: list[str]


class LoggingConfiguration(_LoggingConfigurationRequired, total=False):
    RedactedFields: list[FieldToMatch]
    ManagedByFirewallManager: bool
    LoggingFilter: LoggingFilter
    LogType: str
    LogScope: str


class LoggingFilter(TypedDict):
    Filters: list[Filter]
    DefaultBehavior: str


class ManagedProductDescriptor(TypedDict, total=False):
    VendorName: str
    ManagedRuleSetName: str
    ProductId: str
    ProductLink: str
    ProductTitle: str
    ProductDescription: str
    SnsTopicArn: str
    IsVersioningSupported: bool
    IsAdvancedManagedRuleSet: bool


class ManagedRuleGroupConfig(TypedDict, total=False):
    LoginPath: str
    PayloadType: str
    UsernameField: UsernameField
    PasswordField: PasswordField
    AWSManagedRulesBotControlRuleSet: AWSManagedRulesBotControlRuleSet
    AWSManagedRulesATPRuleSet: AWSManagedRulesATPRuleSet
    AWSManagedRulesACFPRuleSet: AWSManagedRulesACFPRuleSet
    AWSManagedRulesAntiDDoSRuleSet: AWSManagedRulesAntiDDoSRuleSet
    AWSManagedRulesAISecurityRuleSet: AWSManagedRulesAISecurityRuleSet


class _ManagedRuleGroupStatementRequired(TypedDict):
    VendorName: str
    Name: str


class ManagedRuleGroupStatement(_ManagedRuleGroupStatementRequired, total=False):
    Version: str
    ExcludedRules: list[ExcludedRule]
    ScopeDownStatement: Statement
    ManagedRuleGroupConfigs: list[ManagedRuleGroupConfig]
    RuleActionOverrides: list[RuleActionOverride]


class ManagedRuleGroupSummary(TypedDict, total=False):
    VendorName: str
    Name: str
    VersioningSupported: bool
    Description: str


class ManagedRuleGroupVersion(TypedDict, total=False):
    Name: str
    LastUpdateTimestamp: datetime


class _ManagedRuleSetRequired(TypedDict):
    Name: str
    Id: str
    ARN: str


class ManagedRuleSet(_ManagedRuleSetRequired, total=False):
    Description: str
    PublishedVersions: dict[str, ManagedRuleSetVersion]
    RecommendedVersion: str
    LabelNamespace: str


class ManagedRuleSetSummary(TypedDict, total=False):
    Name: str
    Id: str
    Description: str
    LockToken: str
    ARN: str
    LabelNamespace: str


class ManagedRuleSetVersion(TypedDict, total=False):
    AssociatedRuleGroupArn: str
    Capacity: int
    ForecastedLifetime: int
    PublishTimestamp: datetime
    LastUpdateTimestamp: datetime
    ExpiryTimestamp: datetime


class Method(TypedDict, total=False):
    pass


class MobileSdkRelease(TypedDict, total=False):
    ReleaseVersion: str
    Timestamp: datetime
    ReleaseNotes: str
    Tags: list[Tag]


class MonetizationConfig(TypedDict, total=False):
    CryptoConfig: CryptoConfig
    ConnectedAccountConfigs: list[ConnectedAccountConfig]
    CurrencyMode: str


class MonetizationFilter(TypedDict):
    Name: str
    Values: list[str]


class MonetizeAction(TypedDict, total=False):
    PriceMultiplier: str


class NoneAction(TypedDict, total=False):
    pass


class NotStatement(TypedDict):
    Statement: Statement


class OnSourceDDoSProtectionConfig(TypedDict):
    ALBLowReputationMode: str


class OrStatement(TypedDict):
    Statements: list[Statement]


OverrideAction = TypedDict("OverrideAction", {"Count": "CountAction", "None": "NoneAction"}, total=False)


class PasswordField(TypedDict):
    Identifier: str


class _PathStatisticsRequired(TypedDict):
    Path: str
    RequestCount: int
    Percentage: float


class PathStatistics(_PathStatisticsRequired, total=False):
    Source: FilterSource
    TopBots: list[BotStatistics]


class PaymentNetwork(TypedDict):
    Chain: str
    WalletAddress: str
    Prices: list[Price]


class PhoneNumberField(TypedDict):
    Identifier: str


class PreParseTextTransformation(TypedDict):
    Priority: int
    Type: str


class Price(TypedDict):
    Amount: str
    Currency: str


class PutLoggingConfigurationRequest(TypedDict):
    LoggingConfiguration: LoggingConfiguration


class PutLoggingConfigurationResponse(TypedDict, total=False):
    LoggingConfiguration: LoggingConfiguration


class _PutManagedRuleSetVersionsRequestRequired(TypedDict):
    Name: str
    Scope: str
    Id: str
    LockToken: str


class PutManagedRuleSetVersionsRequest(_PutManagedRuleSetVersionsRequestRequired, total=False):
    RecommendedVersion: str
    VersionsToPublish: dict[str, VersionToPublish]


class PutManagedRuleSetVersionsResponse(TypedDict, total=False):
    NextLockToken: str


class PutPermissionPolicyRequest(TypedDict):
    ResourceArn: str
    Policy: str


class PutPermissionPolicyResponse(TypedDict, total=False):
    pass


class QueryString(TypedDict, total=False):
    pass


class _RateBasedStatementRequired(TypedDict):
    Limit: int
    AggregateKeyType: str


class RateBasedStatement(_RateBasedStatementRequired, total=False):
    EvaluationWindowSec: int
    ScopeDownStatement: Statement
    ForwardedIPConfig: ForwardedIPConfig
    CustomKeys: list[RateBasedStatementCustomKey]


class RateBasedStatementCustomKey(TypedDict, total=False):
    Header: RateLimitHeader
    Cookie: RateLimitCookie
    QueryArgument: RateLimitQueryArgument
    QueryString: RateLimitQueryString
    HTTPMethod: RateLimitHTTPMethod
    ForwardedIP: RateLimitForwardedIP
    IP: RateLimitIP
    LabelNamespace: RateLimitLabelNamespace
    UriPath: RateLimitUriPath
    JA3Fingerprint: RateLimitJA3Fingerprint
    JA4Fingerprint: RateLimitJA4Fingerprint
    ASN: RateLimitAsn


class RateBasedStatementManagedKeysIPSet(TypedDict, total=False):
    IPAddressVersion: str
    Addresses: list[str]


class RateLimitAsn(TypedDict, total=False):
    pass


class RateLimitCookie(TypedDict):
    Name: str
    TextTransformations: list[TextTransformation]


class RateLimitForwardedIP(TypedDict, total=False):
    pass


class RateLimitHTTPMethod(TypedDict, total=False):
    pass


class RateLimitHeader(TypedDict):
    Name: str
    TextTransformations: list[TextTransformation]


class RateLimitIP(TypedDict, total=False):
    pass


class RateLimitJA3Fingerprint(TypedDict):
    FallbackBehavior: str


class RateLimitJA4Fingerprint(TypedDict):
    FallbackBehavior: str


class RateLimitLabelNamespace(TypedDict):
    Namespace: str


class RateLimitQueryArgument(TypedDict):
    Name: str
    TextTransformations: list[TextTransformation]


class RateLimitQueryString(TypedDict):
    TextTransformations: list[TextTransformation]


class RateLimitUriPath(TypedDict):
    TextTransformations: list[TextTransformation]


class Regex(TypedDict, total=False):
    RegexString: str


class _RegexMatchStatementRequired(TypedDict):
    RegexString: str
    FieldToMatch: FieldToMatch
    TextTransformations: list[TextTransformation]


class RegexMatchStatement(_RegexMatchStatementRequired, total=False):
    PreParseTextTransformations: list[PreParseTextTransformation]


class RegexPatternSet(TypedDict, total=False):
    Name: str
    Id: str
    ARN: str
    Description: str
    RegularExpressionList: list[Regex]


class _RegexPatternSetReferenceStatementRequired(TypedDict):
    ARN: str
    FieldToMatch: FieldToMatch
    TextTransformations: list[TextTransformation]


class RegexPatternSetReferenceStatement(_RegexPatternSetReferenceStatementRequired, total=False):
    PreParseTextTransformations: list[PreParseTextTransformation]


class RegexPatternSetSummary(TypedDict, total=False):
    Name: str
    Id: str
    Description: str
    LockToken: str
    ARN: str


class RelatedEvent(TypedDict, total=False):
    EventId: str
    StartTime: datetime
    Label: str
    Category: str
    Confidence: str
    ApiPatterns: list[ApiPattern]


class ReleaseSummary(TypedDict, total=False):
    ReleaseVersion: str
    Timestamp: datetime


class RequestBodyAssociatedResourceTypeConfig(TypedDict):
    DefaultSizeInspectionLimit: str


class RequestInspection(TypedDict):
    PayloadType: str
    UsernameField: UsernameField
    PasswordField: PasswordField


class _RequestInspectionACFPRequired(TypedDict):
    PayloadType: str


class RequestInspectionACFP(_RequestInspectionACFPRequired, total=False):
    UsernameField: UsernameField
    PasswordField: PasswordField
    EmailField: EmailField
    PhoneNumberFields: list[PhoneNumberField]
    AddressFields: list[AddressField]


class ResponseInspection(TypedDict, total=False):
    StatusCode: ResponseInspectionStatusCode
    Header: ResponseInspectionHeader
    BodyContains: ResponseInspectionBodyContains
    Json: ResponseInspectionJson


class ResponseInspectionBodyContains(TypedDict):
    SuccessStrings: list[str]
    FailureStrings: list[str]


class ResponseInspectionHeader(TypedDict):
    Name: str
    SuccessValues: list[str]
    FailureValues: list[str]


class ResponseInspectionJson(TypedDict):
    Identifier: str
    SuccessValues: list[str]
    FailureValues: list[str]


class ResponseInspectionStatusCode(TypedDict):
    SuccessCodes: list[int]
    FailureCodes: list[int]


class RevenueBreakdown(TypedDict, total=False):
    TotalAmount: str
    VerifiedAmount: str
    UnverifiedAmount: str
    Currency: str
    TotalSettled: int
    TotalMonetizeServed: int


class RevenuePathStatistics(TypedDict):
    Path: str
    Percentage: float
    Amount: str
    RequestCount: int


class _RuleRequired(TypedDict):
    Name: str
    Priority: int
    Statement: Statement
    VisibilityConfig: VisibilityConfig


class Rule(_RuleRequired, total=False):
    Action: RuleAction
    OverrideAction: OverrideAction
    RuleLabels: list[Label]
    CaptchaConfig: CaptchaConfig
    ChallengeConfig: ChallengeConfig


class RuleAction(TypedDict, total=False):
    Block: BlockAction
    Allow: AllowAction
    Count: CountAction
    Captcha: CaptchaAction
    Challenge: ChallengeAction
    Monetize: MonetizeAction


class RuleActionOverride(TypedDict):
    Name: str
    ActionToUse: RuleAction


class _RuleGroupRequired(TypedDict):
    Name: str
    Id: str
    Capacity: int
    ARN: str
    VisibilityConfig: VisibilityConfig


class RuleGroup(_RuleGroupRequired, total=False):
    Description: str
    Rules: list[Rule]
    LabelNamespace: str
    CustomResponseBodies: dict[str, CustomResponseBody]
    AvailableLabels: list[LabelSummary]
    ConsumedLabels: list[LabelSummary]
    MonetizationConfig: MonetizationConfig


class _RuleGroupReferenceStatementRequired(TypedDict):
    ARN: str


class RuleGroupReferenceStatement(_RuleGroupReferenceStatementRequired, total=False):
    ExcludedRules: list[ExcludedRule]
    RuleActionOverrides: list[RuleActionOverride]


class RuleGroupSummary(TypedDict, total=False):
    Name: str
    Id: str
    Description: str
    LockToken: str
    ARN: str


class RuleSummary(TypedDict, total=False):
    Name: str
    Action: RuleAction


class _SampledHTTPRequestRequired(TypedDict):
    Request: HTTPRequest
    Weight: int


class SampledHTTPRequest(_SampledHTTPRequestRequired, total=False):
    Timestamp: datetime
    Action: str
    RuleNameWithinRuleGroup: str
    RequestHeadersInserted: list[HTTPHeader]
    ResponseCodeSent: int
    Labels: list[Label]
    CaptchaResponse: CaptchaResponse
    ChallengeResponse: ChallengeResponse
    OverriddenAction: str


class _SettlementRecordRequired(TypedDict):
    Timestamp: datetime
    Status: str
    Amount: str


class SettlementRecord(_SettlementRecordRequired, total=False):
    PayerAddress: str
    WalletAddress: str
    Currency: str
    Network: str
    TransactionId: str
    RequestId: str
    SourceName: str
    Organization: str
    SourceCategory: str
    Intent: str
    Verified: bool
    ContentPath: str
    WebAclArn: str
    RequestTimestamp: datetime


class SingleHeader(TypedDict):
    Name: str


class SingleQueryArgument(TypedDict):
    Name: str


class _SizeConstraintStatementRequired(TypedDict):
    FieldToMatch: FieldToMatch
    ComparisonOperator: str
    Size: int
    TextTransformations: list[TextTransformation]


class SizeConstraintStatement(_SizeConstraintStatementRequired, total=False):
    PreParseTextTransformations: list[PreParseTextTransformation]


class _SourceStatisticsRequired(TypedDict):
    SourceName: str
    Percentage: float
    Amount: str
    RequestCount: int


class SourceStatistics(_SourceStatisticsRequired, total=False):
    SourceCategory: str
    Intent: str
    Organization: str
    Verified: bool
    GroupByValue: str


class _SqliMatchStatementRequired(TypedDict):
    FieldToMatch: FieldToMatch
    TextTransformations: list[TextTransformation]


class SqliMatchStatement(_SqliMatchStatementRequired, total=False):
    PreParseTextTransformations: list[PreParseTextTransformation]
    SensitivityLevel: str


class Statement(TypedDict, total=False):
    ByteMatchStatement: ByteMatchStatement
    SqliMatchStatement: SqliMatchStatement
    XssMatchStatement: XssMatchStatement
    SizeConstraintStatement: SizeConstraintStatement
    GeoMatchStatement: GeoMatchStatement
    RuleGroupReferenceStatement: RuleGroupReferenceStatement
    IPSetReferenceStatement: IPSetReferenceStatement
    RegexPatternSetReferenceStatement: RegexPatternSetReferenceStatement
    RateBasedStatement: RateBasedStatement
    AndStatement: AndStatement
    OrStatement: OrStatement
    NotStatement: NotStatement
    ManagedRuleGroupStatement: ManagedRuleGroupStatement
    LabelMatchStatement: LabelMatchStatement
    RegexMatchStatement: RegexMatchStatement
    AsnMatchStatement: AsnMatchStatement


class Tag(TypedDict):
    Key: str
    Value: str


class TagInfoForResource(TypedDict, total=False):
    ResourceARN: str
    TagList: list[Tag]


class TagResourceRequest(TypedDict):
    ResourceARN: str
    Tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class TextTransformation(TypedDict):
    Priority: int
    Type: str


class TimeWindow(TypedDict):
    StartTime: datetime
    EndTime: datetime


class UntagResourceRequest(TypedDict):
    ResourceARN: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class _UpdateIPSetRequestRequired(TypedDict):
    Name: str
    Scope: str
    Id: str
    Addresses: list[str]
    LockToken: str


class UpdateIPSetRequest(_UpdateIPSetRequestRequired, total=False):
    Description: str


class UpdateIPSetResponse(TypedDict, total=False):
    NextLockToken: str


class UpdateManagedRuleSetVersionExpiryDateRequest(TypedDict):
    Name: str
    Scope: str
    Id: str
    LockToken: str
    VersionToExpire: str
    ExpiryTimestamp: datetime


class UpdateManagedRuleSetVersionExpiryDateResponse(TypedDict, total=False):
    ExpiringVersion: str
    ExpiryTimestamp: datetime
    NextLockToken: str


class _UpdateRegexPatternSetRequestRequired(TypedDict):
    Name: str
    Scope: str
    Id: str
    RegularExpressionList: list[Regex]
    LockToken: str


class UpdateRegexPatternSetRequest(_UpdateRegexPatternSetRequestRequired, total=False):
    Description: str


class UpdateRegexPatternSetResponse(TypedDict, total=False):
    NextLockToken: str


class _UpdateRuleGroupRequestRequired(TypedDict):
    Name: str
    Scope: str
    Id: str
    VisibilityConfig: VisibilityConfig
    LockToken: str


class UpdateRuleGroupRequest(_UpdateRuleGroupRequestRequired, total=False):
    Description: str
    Rules: list[Rule]
    CustomResponseBodies: dict[str, CustomResponseBody]
    MonetizationConfig: MonetizationConfig


class UpdateRuleGroupResponse(TypedDict, total=False):
    NextLockToken: str


class _UpdateWebACLRequestRequired(TypedDict):
    Name: str
    Scope: str
    Id: str
    DefaultAction: DefaultAction
    VisibilityConfig: VisibilityConfig
    LockToken: str


class UpdateWebACLRequest(_UpdateWebACLRequestRequired, total=False):
    Description: str
    Rules: list[Rule]
    DataProtectionConfig: DataProtectionConfig
    CustomResponseBodies: dict[str, CustomResponseBody]
    CaptchaConfig: CaptchaConfig
    ChallengeConfig: ChallengeConfig
    TokenDomains: list[str]
    AssociationConfig: AssociationConfig
    OnSourceDDoSProtectionConfig: OnSourceDDoSProtectionConfig
    ApplicationConfig: ApplicationConfig
    MonetizationConfig: MonetizationConfig
    AnalyticsConfig: AnalyticsConfig


class UpdateWebACLResponse(TypedDict, total=False):
    NextLockToken: str


class UriFragment(TypedDict, total=False):
    FallbackBehavior: str


class UriPath(TypedDict, total=False):
    pass


class UsernameField(TypedDict):
    Identifier: str


class VersionToPublish(TypedDict, total=False):
    AssociatedRuleGroupArn: str
    ForecastedLifetime: int


class VisibilityConfig(TypedDict):
    SampledRequestsEnabled: bool
    CloudWatchMetricsEnabled: bool
    MetricName: str


class _WebACLRequired(TypedDict):
    Name: str
    Id: str
    ARN: str
    DefaultAction: DefaultAction
    VisibilityConfig: VisibilityConfig


class WebACL(_WebACLRequired, total=False):
    Description: str
    Rules: list[Rule]
    DataProtectionConfig: DataProtectionConfig
    Capacity: int
    PreProcessFirewallManagerRuleGroups: list[FirewallManagerRuleGroup]
    PostProcessFirewallManagerRuleGroups: list[FirewallManagerRuleGroup]
    ManagedByFirewallManager: bool
    LabelNamespace: str
    CustomResponseBodies: dict[str, CustomResponseBody]
    CaptchaConfig: CaptchaConfig
    ChallengeConfig: ChallengeConfig
    TokenDomains: list[str]
    AssociationConfig: AssociationConfig
    RetrofittedByFirewallManager: bool
    OnSourceDDoSProtectionConfig: OnSourceDDoSProtectionConfig
    ApplicationConfig: ApplicationConfig
    MonetizationConfig: MonetizationConfig
    AnalyticsConfig: AnalyticsConfig


class WebACLSummary(TypedDict, total=False):
    Name: str
    Id: str
    Description: str
    LockToken: str
    ARN: str


class _XssMatchStatementRequired(TypedDict):
    FieldToMatch: FieldToMatch
    TextTransformations: list[TextTransformation]


class XssMatchStatement(_XssMatchStatementRequired, total=False):
    PreParseTextTransformations: list[PreParseTextTransformation]


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateWebACL",
    "CheckCapacity",
    "CreateAPIKey",
    "CreateIPSet",
    "CreateRegexPatternSet",
    "CreateRuleGroup",
    "CreateWebACL",
    "DeleteAPIKey",
    "DeleteFirewallManagerRuleGroups",
    "DeleteIPSet",
    "DeleteLoggingConfiguration",
    "DeletePermissionPolicy",
    "DeleteRegexPatternSet",
    "DeleteRuleGroup",
    "DeleteWebACL",
    "DescribeAllManagedProducts",
    "DescribeManagedProductsByVendor",
    "DescribeManagedRuleGroup",
    "DisassociateWebACL",
    "GenerateMobileSdkReleaseUrl",
    "GetDecryptedAPIKey",
    "GetEvent",
    "GetEventActor",
    "GetIPSet",
    "GetLoggingConfiguration",
    "GetManagedRuleSet",
    "GetMobileSdkRelease",
    "GetPermissionPolicy",
    "GetRateBasedStatementManagedKeys",
    "GetRegexPatternSet",
    "GetRevenueStatistics",
    "GetRevenueStatisticsSummary",
    "GetRevenueStatisticsTimeSeries",
    "GetRuleGroup",
    "GetSampledRequests",
    "GetTopPathStatisticsByTraffic",
    "GetWebACL",
    "GetWebACLForResource",
    "ListAPIKeys",
    "ListAvailableManagedRuleGroupVersions",
    "ListAvailableManagedRuleGroups",
    "ListEventActors",
    "ListEvents",
    "ListEventsByWebACL",
    "ListIPSets",
    "ListLoggingConfigurations",
    "ListManagedRuleSets",
    "ListMobileSdkReleases",
    "ListRegexPatternSets",
    "ListResourcesForWebACL",
    "ListRuleGroups",
    "ListSettlementRecords",
    "ListTagsForResource",
    "ListWebACLs",
    "PutLoggingConfiguration",
    "PutManagedRuleSetVersions",
    "PutPermissionPolicy",
    "TagResource",
    "UntagResource",
    "UpdateIPSet",
    "UpdateManagedRuleSetVersionExpiryDate",
    "UpdateRegexPatternSet",
    "UpdateRuleGroup",
    "UpdateWebACL",
)
