"""Typed requests and responses of sesv2's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types sesv2`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AccountDetails(TypedDict, total=False):
    MailType: str
    WebsiteURL: str
    ContactLanguage: str
    UseCaseDescription: str
    AdditionalContactEmailAddresses: list[str]
    ReviewDetails: ReviewDetails


class ArchivingOptions(TypedDict, total=False):
    ArchiveArn: str


class _AssociateEmailIdentityCertificateRequestRequired(TypedDict):
    EmailIdentity: str
    CertificateArn: str


class AssociateEmailIdentityCertificateRequest(
    _AssociateEmailIdentityCertificateRequestRequired, total=False
):
    FromAddress: str


class AssociateEmailIdentityCertificateResponse(TypedDict, total=False):
    pass


class _AttachmentRequired(TypedDict):
    RawContent: bytes
    FileName: str


class Attachment(_AttachmentRequired, total=False):
    ContentDisposition: str
    ContentDescription: str
    ContentId: str
    ContentTransferEncoding: str
    ContentType: str


class _BatchGetMetricDataQueryRequired(TypedDict):
    Id: str
    Namespace: str
    Metric: str
    StartDate: datetime
    EndDate: datetime


class BatchGetMetricDataQuery(_BatchGetMetricDataQueryRequired, total=False):
    Dimensions: dict[str, str]


class BatchGetMetricDataRequest(TypedDict):
    Queries: list[BatchGetMetricDataQuery]


class BatchGetMetricDataResponse(TypedDict, total=False):
    Results: list[MetricDataResult]
    Errors: list[MetricDataError]


class BlacklistEntry(TypedDict, total=False):
    RblName: str
    ListingTime: datetime
    Description: str


class Body(TypedDict, total=False):
    Text: Content
    Html: Content


class Bounce(TypedDict, total=False):
    BounceType: str
    BounceSubType: str
    DiagnosticCode: str


class BulkEmailContent(TypedDict, total=False):
    Template: Template


class _BulkEmailEntryRequired(TypedDict):
    Destination: Destination


class BulkEmailEntry(_BulkEmailEntryRequired, total=False):
    ReplacementTags: list[MessageTag]
    ReplacementEmailContent: ReplacementEmailContent
    ReplacementHeaders: list[MessageHeader]


class BulkEmailEntryResult(TypedDict, total=False):
    Status: str
    Error: str
    MessageId: str


class CancelExportJobRequest(TypedDict):
    JobId: str


class CancelExportJobResponse(TypedDict, total=False):
    pass


class CloudWatchDestination(TypedDict):
    DimensionConfigurations: list[CloudWatchDimensionConfiguration]


class CloudWatchDimensionConfiguration(TypedDict):
    DimensionName: str
    DimensionValueSource: str
    DefaultDimensionValue: str


class Complaint(TypedDict, total=False):
    ComplaintSubType: str
    ComplaintFeedbackType: str


class ConfigurationOverrides(TypedDict, total=False):
    Tracking: TrackingConfigurationOverrides


class Contact(TypedDict, total=False):
    EmailAddress: str
    TopicPreferences: list[TopicPreference]
    TopicDefaultPreferences: list[TopicPreference]
    UnsubscribeAll: bool
    LastUpdatedTimestamp: datetime


class ContactList(TypedDict, total=False):
    ContactListName: str
    LastUpdatedTimestamp: datetime


class ContactListDestination(TypedDict):
    ContactListName: str
    ContactListImportAction: str


class _ContentRequired(TypedDict):
    Data: str


class Content(_ContentRequired, total=False):
    Charset: str


class CreateConfigurationSetEventDestinationRequest(TypedDict):
    ConfigurationSetName: str
    EventDestinationName: str
    EventDestination: EventDestinationDefinition


class CreateConfigurationSetEventDestinationResponse(TypedDict, total=False):
    pass


class _CreateConfigurationSetRequestRequired(TypedDict):
    ConfigurationSetName: str


class CreateConfigurationSetRequest(_CreateConfigurationSetRequestRequired, total=False):
    TrackingOptions: TrackingOptions
    DeliveryOptions: DeliveryOptions
    ReputationOptions: ReputationOptions
    SendingOptions: SendingOptions
    Tags: list[Tag]
    SuppressionOptions: SuppressionOptions
    VdmOptions: VdmOptions
    ArchivingOptions: ArchivingOptions
    MessageSecurityOptions: MessageSecurityOptions


class CreateConfigurationSetResponse(TypedDict, total=False):
    pass


class _CreateContactListRequestRequired(TypedDict):
    ContactListName: str


class CreateContactListRequest(_CreateContactListRequestRequired, total=False):
    Topics: list[Topic]
    Description: str
    Tags: list[Tag]


class CreateContactListResponse(TypedDict, total=False):
    pass


class _CreateContactRequestRequired(TypedDict):
    ContactListName: str
    EmailAddress: str


class CreateContactRequest(_CreateContactRequestRequired, total=False):
    TopicPreferences: list[TopicPreference]
    UnsubscribeAll: bool
    AttributesData: str


class CreateContactResponse(TypedDict, total=False):
    pass


class _CreateCustomVerificationEmailTemplateRequestRequired(TypedDict):
    TemplateName: str
    FromEmailAddress: str
    TemplateSubject: str
    TemplateContent: str
    SuccessRedirectionURL: str
    FailureRedirectionURL: str


class CreateCustomVerificationEmailTemplateRequest(
    _CreateCustomVerificationEmailTemplateRequestRequired, total=False
):
    Tags: list[Tag]


class CreateCustomVerificationEmailTemplateResponse(TypedDict, total=False):
    pass


class _CreateDedicatedIpPoolRequestRequired(TypedDict):
    PoolName: str


class CreateDedicatedIpPoolRequest(_CreateDedicatedIpPoolRequestRequired, total=False):
    Tags: list[Tag]
    ScalingMode: str


class CreateDedicatedIpPoolResponse(TypedDict, total=False):
    pass


class _CreateDeliverabilityTestReportRequestRequired(TypedDict):
    FromEmailAddress: str
    Content: EmailContent


class CreateDeliverabilityTestReportRequest(_CreateDeliverabilityTestReportRequestRequired, total=False):
    ReportName: str
    Tags: list[Tag]


class CreateDeliverabilityTestReportResponse(TypedDict):
    ReportId: str
    DeliverabilityTestStatus: str


class CreateEmailIdentityPolicyRequest(TypedDict):
    EmailIdentity: str
    PolicyName: str
    Policy: str


class CreateEmailIdentityPolicyResponse(TypedDict, total=False):
    pass


class _CreateEmailIdentityRequestRequired(TypedDict):
    EmailIdentity: str


class CreateEmailIdentityRequest(_CreateEmailIdentityRequestRequired, total=False):
    Tags: list[Tag]
    DkimSigningAttributes: DkimSigningAttributes
    ConfigurationSetName: str


class CreateEmailIdentityResponse(TypedDict, total=False):
    IdentityType: str
    VerifiedForSendingStatus: bool
    DkimAttributes: DkimAttributes


class _CreateEmailTemplateRequestRequired(TypedDict):
    TemplateName: str
    TemplateContent: EmailTemplateContent


class CreateEmailTemplateRequest(_CreateEmailTemplateRequestRequired, total=False):
    Tags: list[Tag]


class CreateEmailTemplateResponse(TypedDict, total=False):
    pass


class CreateExportJobRequest(TypedDict):
    ExportDataSource: ExportDataSource
    ExportDestination: ExportDestination


class CreateExportJobResponse(TypedDict, total=False):
    JobId: str


class CreateImportJobRequest(TypedDict):
    ImportDestination: ImportDestination
    ImportDataSource: ImportDataSource


class CreateImportJobResponse(TypedDict, total=False):
    JobId: str


class _CreateMultiRegionEndpointRequestRequired(TypedDict):
    EndpointName: str
    Details: Details


class CreateMultiRegionEndpointRequest(_CreateMultiRegionEndpointRequestRequired, total=False):
    Tags: list[Tag]


class CreateMultiRegionEndpointResponse(TypedDict, total=False):
    Status: str
    EndpointId: str


class _CreateTenantRequestRequired(TypedDict):
    TenantName: str


class CreateTenantRequest(_CreateTenantRequestRequired, total=False):
    Tags: list[Tag]
    SuppressionAttributes: TenantSuppressionAttributes


class CreateTenantResourceAssociationRequest(TypedDict):
    TenantName: str
    ResourceArn: str


class CreateTenantResourceAssociationResponse(TypedDict, total=False):
    pass


class CreateTenantResponse(TypedDict, total=False):
    TenantName: str
    TenantId: str
    TenantArn: str
    CreatedTimestamp: datetime
    Tags: list[Tag]
    SendingStatus: str
    SuppressionAttributes: TenantSuppressionAttributes


class CustomVerificationEmailTemplateMetadata(TypedDict, total=False):
    TemplateName: str
    FromEmailAddress: str
    TemplateSubject: str
    SuccessRedirectionURL: str
    FailureRedirectionURL: str


class DailyVolume(TypedDict, total=False):
    StartDate: datetime
    VolumeStatistics: VolumeStatistics
    DomainIspPlacements: list[DomainIspPlacement]


class DashboardAttributes(TypedDict, total=False):
    EngagementMetrics: str


class DashboardOptions(TypedDict, total=False):
    EngagementMetrics: str


class _DedicatedIpRequired(TypedDict):
    Ip: str
    WarmupStatus: str
    WarmupPercentage: int


class DedicatedIp(_DedicatedIpRequired, total=False):
    PoolName: str


class DedicatedIpPool(TypedDict):
    PoolName: str
    ScalingMode: str


class DefaultSigningScheme(TypedDict, total=False):
    pass


class DeleteConfigurationSetEventDestinationRequest(TypedDict):
    ConfigurationSetName: str
    EventDestinationName: str


class DeleteConfigurationSetEventDestinationResponse(TypedDict, total=False):
    pass


class DeleteConfigurationSetRequest(TypedDict):
    ConfigurationSetName: str


class DeleteConfigurationSetResponse(TypedDict, total=False):
    pass


class DeleteContactListRequest(TypedDict):
    ContactListName: str


class DeleteContactListResponse(TypedDict, total=False):
    pass


class DeleteContactRequest(TypedDict):
    ContactListName: str
    EmailAddress: str


class DeleteContactResponse(TypedDict, total=False):
    pass


class DeleteCustomVerificationEmailTemplateRequest(TypedDict):
    TemplateName: str


class DeleteCustomVerificationEmailTemplateResponse(TypedDict, total=False):
    pass


class DeleteDedicatedIpPoolRequest(TypedDict):
    PoolName: str


class DeleteDedicatedIpPoolResponse(TypedDict, total=False):
    pass


class DeleteEmailIdentityPolicyRequest(TypedDict):
    EmailIdentity: str
    PolicyName: str


class DeleteEmailIdentityPolicyResponse(TypedDict, total=False):
    pass


class DeleteEmailIdentityRequest(TypedDict):
    EmailIdentity: str


class DeleteEmailIdentityResponse(TypedDict, total=False):
    pass


class DeleteEmailTemplateRequest(TypedDict):
    TemplateName: str


class DeleteEmailTemplateResponse(TypedDict, total=False):
    pass


class DeleteMultiRegionEndpointRequest(TypedDict):
    EndpointName: str


class DeleteMultiRegionEndpointResponse(TypedDict, total=False):
    Status: str


class _DeleteSuppressedDestinationRequestRequired(TypedDict):
    EmailAddress: str


class DeleteSuppressedDestinationRequest(_DeleteSuppressedDestinationRequestRequired, total=False):
    TenantName: str


class DeleteSuppressedDestinationResponse(TypedDict, total=False):
    pass


class DeleteTenantRequest(TypedDict):
    TenantName: str


class DeleteTenantResourceAssociationRequest(TypedDict):
    TenantName: str
    ResourceArn: str


class DeleteTenantResourceAssociationResponse(TypedDict, total=False):
    pass


class DeleteTenantResponse(TypedDict, total=False):
    pass


class DeliverabilityTestReport(TypedDict, total=False):
    ReportId: str
    ReportName: str
    Subject: str
    FromEmailAddress: str
    CreateDate: datetime
    DeliverabilityTestStatus: str


class DeliveryAttributes(TypedDict, total=False):
    SharedPoolDeliveryMode: str


class DeliveryOptions(TypedDict, total=False):
    TlsPolicy: str
    SendingPoolName: str
    MaxDeliverySeconds: int
    SharedPoolDeliveryMode: str


class Destination(TypedDict, total=False):
    ToAddresses: list[str]
    CcAddresses: list[str]
    BccAddresses: list[str]


class Details(TypedDict):
    RoutesDetails: list[RouteDetails]


class _DisassociateEmailIdentityCertificateRequestRequired(TypedDict):
    EmailIdentity: str


class DisassociateEmailIdentityCertificateRequest(
    _DisassociateEmailIdentityCertificateRequestRequired, total=False
):
    FromAddress: str


class DisassociateEmailIdentityCertificateResponse(TypedDict, total=False):
    pass


class DkimAttributes(TypedDict, total=False):
    SigningEnabled: bool
    Status: str
    Tokens: list[str]
    SigningHostedZone: str
    SigningAttributesOrigin: str
    NextSigningKeyLength: str
    CurrentSigningKeyLength: str
    LastKeyGenerationTimestamp: datetime


class DkimSigningAttributes(TypedDict, total=False):
    DomainSigningSelector: str
    DomainSigningPrivateKey: str
    NextSigningKeyLength: str
    DomainSigningAttributesOrigin: str


class DomainDeliverabilityCampaign(TypedDict, total=False):
    CampaignId: str
    ImageUrl: str
    Subject: str
    FromAddress: str
    SendingIps: list[str]
    FirstSeenDateTime: datetime
    LastSeenDateTime: datetime
    InboxCount: int
    SpamCount: int
    ReadRate: float
    DeleteRate: float
    ReadDeleteRate: float
    ProjectedVolume: int
    Esps: list[str]


class DomainDeliverabilityTrackingOption(TypedDict, total=False):
    Domain: str
    SubscriptionStartDate: datetime
    InboxPlacementTrackingOption: InboxPlacementTrackingOption


class DomainIspPlacement(TypedDict, total=False):
    IspName: str
    InboxRawCount: int
    SpamRawCount: int
    InboxPercentage: float
    SpamPercentage: float


class EmailAddressInsightsMailboxEvaluations(TypedDict, total=False):
    HasValidSyntax: EmailAddressInsightsVerdict
    HasValidDnsRecords: EmailAddressInsightsVerdict
    MailboxExists: EmailAddressInsightsVerdict
    IsRoleAddress: EmailAddressInsightsVerdict
    IsDisposable: EmailAddressInsightsVerdict
    IsRandomInput: EmailAddressInsightsVerdict


class EmailAddressInsightsVerdict(TypedDict, total=False):
    ConfidenceVerdict: str


class EmailContent(TypedDict, total=False):
    Simple: Message
    Raw: RawMessage
    Template: Template


class EmailInsights(TypedDict, total=False):
    Destination: str
    Isp: str
    Events: list[InsightsEvent]


class EmailTemplateContent(TypedDict, total=False):
    Subject: str
    Text: str
    Html: str


class EmailTemplateMetadata(TypedDict, total=False):
    TemplateName: str
    CreatedTimestamp: datetime


class EventBridgeDestination(TypedDict):
    EventBusArn: str


class _EventDestinationRequired(TypedDict):
    Name: str
    MatchingEventTypes: list[str]


class EventDestination(_EventDestinationRequired, total=False):
    Enabled: bool
    KinesisFirehoseDestination: KinesisFirehoseDestination
    CloudWatchDestination: CloudWatchDestination
    SnsDestination: SnsDestination
    EventBridgeDestination: EventBridgeDestination
    PinpointDestination: PinpointDestination


class EventDestinationDefinition(TypedDict, total=False):
    Enabled: bool
    MatchingEventTypes: list[str]
    KinesisFirehoseDestination: KinesisFirehoseDestination
    CloudWatchDestination: CloudWatchDestination
    SnsDestination: SnsDestination
    EventBridgeDestination: EventBridgeDestination
    PinpointDestination: PinpointDestination


class EventDetails(TypedDict, total=False):
    Bounce: Bounce
    Complaint: Complaint


class ExportDataSource(TypedDict, total=False):
    MetricsDataSource: MetricsDataSource
    MessageInsightsDataSource: MessageInsightsDataSource


class _ExportDestinationRequired(TypedDict):
    DataFormat: str


class ExportDestination(_ExportDestinationRequired, total=False):
    S3Url: str


class ExportJobSummary(TypedDict, total=False):
    JobId: str
    ExportSourceType: str
    JobStatus: str
    CreatedTimestamp: datetime
    CompletedTimestamp: datetime


class ExportMetric(TypedDict, total=False):
    Name: str
    Aggregation: str


class ExportStatistics(TypedDict, total=False):
    ProcessedRecordsCount: int
    ExportedRecordsCount: int


class FailureInfo(TypedDict, total=False):
    FailedRecordsS3Url: str
    ErrorMessage: str


class GetAccountRequest(TypedDict, total=False):
    pass


class GetAccountResponse(TypedDict, total=False):
    DedicatedIpAutoWarmupEnabled: bool
    EnforcementStatus: str
    ProductionAccessEnabled: bool
    SendQuota: SendQuota
    SendingEnabled: bool
    SuppressionAttributes: SuppressionAttributes
    Details: AccountDetails
    VdmAttributes: VdmAttributes
    PricingAttributes: PricingAttributes
    DeliveryAttributes: DeliveryAttributes


class GetBlacklistReportsRequest(TypedDict):
    BlacklistItemNames: list[str]


class GetBlacklistReportsResponse(TypedDict):
    BlacklistReport: dict[str, list[BlacklistEntry]]


class GetConfigurationSetEventDestinationsRequest(TypedDict):
    ConfigurationSetName: str


class GetConfigurationSetEventDestinationsResponse(TypedDict, total=False):
    EventDestinations: list[EventDestination]


class GetConfigurationSetRequest(TypedDict):
    ConfigurationSetName: str


class GetConfigurationSetResponse(TypedDict, total=False):
    ConfigurationSetName: str
    TrackingOptions: TrackingOptions
    DeliveryOptions: DeliveryOptions
    ReputationOptions: ReputationOptions
    SendingOptions: SendingOptions
    Tags: list[Tag]
    SuppressionOptions: SuppressionOptions
    VdmOptions: VdmOptions
    ArchivingOptions: ArchivingOptions
    MessageSecurityOptions: MessageSecurityOptions


class GetContactListRequest(TypedDict):
    ContactListName: str


class GetContactListResponse(TypedDict, total=False):
    ContactListName: str
    Topics: list[Topic]
    Description: str
    CreatedTimestamp: datetime
    LastUpdatedTimestamp: datetime
    Tags: list[Tag]


class GetContactRequest(TypedDict):
    ContactListName: str
    EmailAddress: str


class GetContactResponse(TypedDict, total=False):
    ContactListName: str
    EmailAddress: str
    TopicPreferences: list[TopicPreference]
    TopicDefaultPreferences: list[TopicPreference]
    UnsubscribeAll: bool
    AttributesData: str
    CreatedTimestamp: datetime
    LastUpdatedTimestamp: datetime


class GetCustomVerificationEmailTemplateRequest(TypedDict):
    TemplateName: str


class GetCustomVerificationEmailTemplateResponse(TypedDict, total=False):
    TemplateName: str
    FromEmailAddress: str
    TemplateSubject: str
    TemplateContent: str
    Tags: list[Tag]
    SuccessRedirectionURL: str
    FailureRedirectionURL: str


class GetDedicatedIpPoolRequest(TypedDict):
    PoolName: str


class GetDedicatedIpPoolResponse(TypedDict, total=False):
    DedicatedIpPool: DedicatedIpPool


class GetDedicatedIpRequest(TypedDict):
    Ip: str


class GetDedicatedIpResponse(TypedDict, total=False):
    DedicatedIp: DedicatedIp


class GetDedicatedIpsRequest(TypedDict, total=False):
    PoolName: str
    NextToken: str
    PageSize: int


class GetDedicatedIpsResponse(TypedDict, total=False):
    DedicatedIps: list[DedicatedIp]
    NextToken: str


class GetDeliverabilityDashboardOptionsRequest(TypedDict, total=False):
    pass


class _GetDeliverabilityDashboardOptionsResponseRequired(TypedDict):
    DashboardEnabled: bool


class GetDeliverabilityDashboardOptionsResponse(
    _GetDeliverabilityDashboardOptionsResponseRequired, total=False
):
    SubscriptionExpiryDate: datetime
    AccountStatus: str
    ActiveSubscribedDomains: list[DomainDeliverabilityTrackingOption]
    PendingExpirationSubscribedDomains: list[DomainDeliverabilityTrackingOption]


class GetDeliverabilityTestReportRequest(TypedDict):
    ReportId: str


class _GetDeliverabilityTestReportResponseRequired(TypedDict):
    DeliverabilityTestReport: DeliverabilityTestReport
    OverallPlacement: PlacementStatistics
    IspPlacements: list[IspPlacement]


class GetDeliverabilityTestReportResponse(_GetDeliverabilityTestReportResponseRequired, total=False):
    Message: str
    Tags: list[Tag]


class GetDomainDeliverabilityCampaignRequest(TypedDict):
    CampaignId: str


class GetDomainDeliverabilityCampaignResponse(TypedDict):
    DomainDeliverabilityCampaign: DomainDeliverabilityCampaign


class GetDomainStatisticsReportRequest(TypedDict):
    Domain: str
    StartDate: datetime
    EndDate: datetime


class GetDomainStatisticsReportResponse(TypedDict):
    OverallVolume: OverallVolume
    DailyVolumes: list[DailyVolume]


class GetEmailAddressInsightsRequest(TypedDict):
    EmailAddress: str


class GetEmailAddressInsightsResponse(TypedDict, total=False):
    MailboxValidation: MailboxValidation


class GetEmailIdentityPoliciesRequest(TypedDict):
    EmailIdentity: str


class GetEmailIdentityPoliciesResponse(TypedDict, total=False):
    Policies: dict[str, str]


class GetEmailIdentityRequest(TypedDict):
    EmailIdentity: str


class GetEmailIdentityResponse(TypedDict, total=False):
    IdentityType: str
    FeedbackForwardingStatus: bool
    VerifiedForSendingStatus: bool
    DkimAttributes: DkimAttributes
    MailFromAttributes: MailFromAttributes
    Policies: dict[str, str]
    Tags: list[Tag]
    ConfigurationSetName: str
    VerificationStatus: str
    VerificationInfo: VerificationInfo


class GetEmailTemplateRequest(TypedDict):
    TemplateName: str


class _GetEmailTemplateResponseRequired(TypedDict):
    TemplateName: str
    TemplateContent: EmailTemplateContent


class GetEmailTemplateResponse(_GetEmailTemplateResponseRequired, total=False):
    Tags: list[Tag]


class GetExportJobRequest(TypedDict):
    JobId: str


class GetExportJobResponse(TypedDict, total=False):
    JobId: str
    ExportSourceType: str
    JobStatus: str
    ExportDestination: ExportDestination
    ExportDataSource: ExportDataSource
    CreatedTimestamp: datetime
    CompletedTimestamp: datetime
    FailureInfo: FailureInfo
    Statistics: ExportStatistics


class GetImportJobRequest(TypedDict):
    JobId: str


class GetImportJobResponse(TypedDict, total=False):
    JobId: str
    ImportDestination: ImportDestination
    ImportDataSource: ImportDataSource
    FailureInfo: FailureInfo
    JobStatus: str
    CreatedTimestamp: datetime
    CompletedTimestamp: datetime
    ProcessedRecordsCount: int
    FailedRecordsCount: int


class GetMessageInsightsRequest(TypedDict):
    MessageId: str


class GetMessageInsightsResponse(TypedDict, total=False):
    MessageId: str
    FromEmailAddress: str
    Subject: str
    EmailTags: list[MessageTag]
    Insights: list[EmailInsights]


class GetMultiRegionEndpointRequest(TypedDict):
    EndpointName: str


class GetMultiRegionEndpointResponse(TypedDict, total=False):
    EndpointName: str
    EndpointId: str
    Routes: list[Route]
    Status: str
    CreatedTimestamp: datetime
    LastUpdatedTimestamp: datetime


class GetReputationEntityRequest(TypedDict):
    ReputationEntityReference: str
    ReputationEntityType: str


class GetReputationEntityResponse(TypedDict, total=False):
    ReputationEntity: ReputationEntity


class _GetSuppressedDestinationRequestRequired(TypedDict):
    EmailAddress: str


class GetSuppressedDestinationRequest(_GetSuppressedDestinationRequestRequired, total=False):
    TenantName: str


class GetSuppressedDestinationResponse(TypedDict):
    SuppressedDestination: SuppressedDestination


class GetTenantRequest(TypedDict):
    TenantName: str


class GetTenantResponse(TypedDict, total=False):
    Tenant: Tenant


class GuardianAttributes(TypedDict, total=False):
    OptimizedSharedDelivery: str


class GuardianOptions(TypedDict, total=False):
    OptimizedSharedDelivery: str


class IdentityCertificate(TypedDict, total=False):
    FromAddress: str
    Status: str
    CertificateArn: str
    CertificateExpiryTime: datetime


class IdentityInfo(TypedDict, total=False):
    IdentityType: str
    IdentityName: str
    SendingEnabled: bool
    VerificationStatus: str


class ImportDataSource(TypedDict):
    S3Url: str
    DataFormat: str


class ImportDestination(TypedDict, total=False):
    SuppressionListDestination: SuppressionListDestination
    ContactListDestination: ContactListDestination


class ImportJobSummary(TypedDict, total=False):
    JobId: str
    ImportDestination: ImportDestination
    JobStatus: str
    CreatedTimestamp: datetime
    ProcessedRecordsCount: int
    FailedRecordsCount: int


class InboxPlacementTrackingOption(TypedDict, total=False):
    Global: bool
    TrackedIsps: list[str]


class InsightsEvent(TypedDict, total=False):
    Timestamp: datetime
    Type: str
    Details: EventDetails


class IspPlacement(TypedDict, total=False):
    IspName: str
    PlacementStatistics: PlacementStatistics


class KinesisFirehoseDestination(TypedDict):
    IamRoleArn: str
    DeliveryStreamArn: str


class ListConfigurationSetsRequest(TypedDict, total=False):
    Filter: dict[str, str]
    NextToken: str
    PageSize: int


class ListConfigurationSetsResponse(TypedDict, total=False):
    ConfigurationSets: list[str]
    NextToken: str


class ListContactListsRequest(TypedDict, total=False):
    PageSize: int
    NextToken: str


class ListContactListsResponse(TypedDict, total=False):
    ContactLists: list[ContactList]
    NextToken: str


class ListContactsFilter(TypedDict, total=False):
    FilteredStatus: str
    TopicFilter: TopicFilter


class _ListContactsRequestRequired(TypedDict):
    ContactListName: str


class ListContactsRequest(_ListContactsRequestRequired, total=False):
    Filter: ListContactsFilter
    PageSize: int
    NextToken: str


class ListContactsResponse(TypedDict, total=False):
    Contacts: list[Contact]
    NextToken: str


class ListCustomVerificationEmailTemplatesRequest(TypedDict, total=False):
    NextToken: str
    PageSize: int


class ListCustomVerificationEmailTemplatesResponse(TypedDict, total=False):
    CustomVerificationEmailTemplates: list[CustomVerificationEmailTemplateMetadata]
    NextToken: str


class ListDedicatedIpPoolsRequest(TypedDict, total=False):
    NextToken: str
    PageSize: int


class ListDedicatedIpPoolsResponse(TypedDict, total=False):
    DedicatedIpPools: list[str]
    NextToken: str


class ListDeliverabilityTestReportsRequest(TypedDict, total=False):
    NextToken: str
    PageSize: int


class _ListDeliverabilityTestReportsResponseRequired(TypedDict):
    DeliverabilityTestReports: list[DeliverabilityTestReport]


class ListDeliverabilityTestReportsResponse(_ListDeliverabilityTestReportsResponseRequired, total=False):
    NextToken: str


class _ListDomainDeliverabilityCampaignsRequestRequired(TypedDict):
    StartDate: datetime
    EndDate: datetime
    SubscribedDomain: str


class ListDomainDeliverabilityCampaignsRequest(
    _ListDomainDeliverabilityCampaignsRequestRequired, total=False
):
    NextToken: str
    PageSize: int


class _ListDomainDeliverabilityCampaignsResponseRequired(TypedDict):
    DomainDeliverabilityCampaigns: list[DomainDeliverabilityCampaign]


class ListDomainDeliverabilityCampaignsResponse(
    _ListDomainDeliverabilityCampaignsResponseRequired, total=False
):
    NextToken: str


class ListEmailIdentitiesRequest(TypedDict, total=False):
    Filter: dict[str, str]
    NextToken: str
    PageSize: int


class ListEmailIdentitiesResponse(TypedDict, total=False):
    EmailIdentities: list[IdentityInfo]
    NextToken: str


class _ListEmailIdentityCertificatesRequestRequired(TypedDict):
    EmailIdentity: str


class ListEmailIdentityCertificatesRequest(_ListEmailIdentityCertificatesRequestRequired, total=False):
    NextToken: str
    PageSize: int


class ListEmailIdentityCertificatesResponse(TypedDict, total=False):
    Certificates: list[IdentityCertificate]
    NextToken: str


class ListEmailTemplatesRequest(TypedDict, total=False):
    NextToken: str
    PageSize: int


class ListEmailTemplatesResponse(TypedDict, total=False):
    TemplatesMetadata: list[EmailTemplateMetadata]
    NextToken: str


class ListExportJobsRequest(TypedDict, total=False):
    NextToken: str
    PageSize: int
    ExportSourceType: str
    JobStatus: str


class ListExportJobsResponse(TypedDict, total=False):
    ExportJobs: list[ExportJobSummary]
    NextToken: str


class ListImportJobsRequest(TypedDict, total=False):
    ImportDestinationType: str
    NextToken: str
    PageSize: int


class ListImportJobsResponse(TypedDict, total=False):
    ImportJobs: list[ImportJobSummary]
    NextToken: str


class _ListManagementOptionsRequired(TypedDict):
    ContactListName: str


class ListManagementOptions(_ListManagementOptionsRequired, total=False):
    TopicName: str


class ListMultiRegionEndpointsRequest(TypedDict, total=False):
    NextToken: str
    PageSize: int


class ListMultiRegionEndpointsResponse(TypedDict, total=False):
    MultiRegionEndpoints: list[MultiRegionEndpoint]
    NextToken: str


class ListRecommendationsRequest(TypedDict, total=False):
    Filter: dict[str, str]
    NextToken: str
    PageSize: int


class ListRecommendationsResponse(TypedDict, total=False):
    Recommendations: list[Recommendation]
    NextToken: str


class ListReputationEntitiesRequest(TypedDict, total=False):
    Filter: dict[str, str]
    NextToken: str
    PageSize: int


class ListReputationEntitiesResponse(TypedDict, total=False):
    ReputationEntities: list[ReputationEntity]
    NextToken: str


class _ListResourceTenantsRequestRequired(TypedDict):
    ResourceArn: str


class ListResourceTenantsRequest(_ListResourceTenantsRequestRequired, total=False):
    PageSize: int
    NextToken: str


class ListResourceTenantsResponse(TypedDict, total=False):
    ResourceTenants: list[ResourceTenantMetadata]
    NextToken: str


class ListSuppressedDestinationsRequest(TypedDict, total=False):
    TenantName: str
    Reasons: list[str]
    StartDate: datetime
    EndDate: datetime
    NextToken: str
    PageSize: int


class ListSuppressedDestinationsResponse(TypedDict, total=False):
    SuppressedDestinationSummaries: list[SuppressedDestinationSummary]
    NextToken: str


class ListTagsForResourceRequest(TypedDict):
    ResourceArn: str


class ListTagsForResourceResponse(TypedDict):
    Tags: list[Tag]


class _ListTenantResourcesRequestRequired(TypedDict):
    TenantName: str


class ListTenantResourcesRequest(_ListTenantResourcesRequestRequired, total=False):
    Filter: dict[str, str]
    PageSize: int
    NextToken: str


class ListTenantResourcesResponse(TypedDict, total=False):
    TenantResources: list[TenantResource]
    NextToken: str


class ListTenantsRequest(TypedDict, total=False):
    Filter: dict[str, str]
    NextToken: str
    PageSize: int


class ListTenantsResponse(TypedDict, total=False):
    Tenants: list[TenantInfo]
    NextToken: str


class MailFromAttributes(TypedDict):
    MailFromDomain: str
    MailFromDomainStatus: str
    BehaviorOnMxFailure: str


class MailboxValidation(TypedDict, total=False):
    IsValid: EmailAddressInsightsVerdict
    Evaluations: EmailAddressInsightsMailboxEvaluations


class _MessageRequired(TypedDict):
    Subject: Content
    Body: Body


class Message(_MessageRequired, total=False):
    Headers: list[MessageHeader]
    Attachments: list[Attachment]


class MessageHeader(TypedDict):
    Name: str
    Value: str


class _MessageInsightsDataSourceRequired(TypedDict):
    StartDate: datetime
    EndDate: datetime


class MessageInsightsDataSource(_MessageInsightsDataSourceRequired, total=False):
    Include: MessageInsightsFilters
    Exclude: MessageInsightsFilters
    MaxResults: int


class MessageInsightsFilters(TypedDict, total=False):
    FromEmailAddress: list[str]
    Destination: list[str]
    Subject: list[str]
    Isp: list[str]
    TenantName: list[str]
    LastDeliveryEvent: list[str]
    LastEngagementEvent: list[str]


class MessageSecurityOptions(TypedDict, total=False):
    SigningScheme: SigningScheme


class MessageTag(TypedDict):
    Name: str
    Value: str


class MetricDataError(TypedDict, total=False):
    Id: str
    Code: str
    Message: str


class MetricDataResult(TypedDict, total=False):
    Id: str
    Timestamps: list[datetime]
    Values: list[int]


class MetricsDataSource(TypedDict):
    Dimensions: dict[str, list[str]]
    Namespace: str
    Metrics: list[ExportMetric]
    StartDate: datetime
    EndDate: datetime


class MultiRegionEndpoint(TypedDict, total=False):
    EndpointName: str
    Status: str
    EndpointId: str
    Regions: list[str]
    CreatedTimestamp: datetime
    LastUpdatedTimestamp: datetime


class OverallVolume(TypedDict, total=False):
    VolumeStatistics: VolumeStatistics
    ReadRatePercent: float
    DomainIspPlacements: list[DomainIspPlacement]


class PinpointDestination(TypedDict, total=False):
    ApplicationArn: str


class PlacementStatistics(TypedDict, total=False):
    InboxPercentage: float
    SpamPercentage: float
    MissingPercentage: float
    SpfPercentage: float
    DkimPercentage: float


class PricingAttributes(TypedDict, total=False):
    CurrentPlan: str
    NextPlan: str


class PutAccountDedicatedIpWarmupAttributesRequest(TypedDict, total=False):
    AutoWarmupEnabled: bool


class PutAccountDedicatedIpWarmupAttributesResponse(TypedDict, total=False):
    pass


class PutAccountDeliveryAttributesRequest(TypedDict):
    SharedPoolDeliveryMode: str


class PutAccountDeliveryAttributesResponse(TypedDict, total=False):
    pass


class _PutAccountDetailsRequestRequired(TypedDict):
    MailType: str
    WebsiteURL: str


class PutAccountDetailsRequest(_PutAccountDetailsRequestRequired, total=False):
    ContactLanguage: str
    UseCaseDescription: str
    AdditionalContactEmailAddresses: list[str]
    ProductionAccessEnabled: bool


class PutAccountDetailsResponse(TypedDict, total=False):
    pass


class PutAccountPricingAttributesRequest(TypedDict):
    Plan: str


class PutAccountPricingAttributesResponse(TypedDict, total=False):
    pass


class PutAccountSendingAttributesRequest(TypedDict, total=False):
    SendingEnabled: bool


class PutAccountSendingAttributesResponse(TypedDict, total=False):
    pass


class PutAccountSuppressionAttributesRequest(TypedDict, total=False):
    SuppressedReasons: list[str]
    ValidationAttributes: SuppressionValidationAttributes


class PutAccountSuppressionAttributesResponse(TypedDict, total=False):
    pass


class PutAccountVdmAttributesRequest(TypedDict):
    VdmAttributes: VdmAttributes


class PutAccountVdmAttributesResponse(TypedDict, total=False):
    pass


class _PutConfigurationSetArchivingOptionsRequestRequired(TypedDict):
    ConfigurationSetName: str


class PutConfigurationSetArchivingOptionsRequest(
    _PutConfigurationSetArchivingOptionsRequestRequired, total=False
):
    ArchiveArn: str


class PutConfigurationSetArchivingOptionsResponse(TypedDict, total=False):
    pass


class _PutConfigurationSetDeliveryOptionsRequestRequired(TypedDict):
    ConfigurationSetName: str


class PutConfigurationSetDeliveryOptionsRequest(
    _PutConfigurationSetDeliveryOptionsRequestRequired, total=False
):
    TlsPolicy: str
    SendingPoolName: str
    MaxDeliverySeconds: int
    SharedPoolDeliveryMode: str


class PutConfigurationSetDeliveryOptionsResponse(TypedDict, total=False):
    pass


class _PutConfigurationSetReputationOptionsRequestRequired(TypedDict):
    ConfigurationSetName: str


class PutConfigurationSetReputationOptionsRequest(
    _PutConfigurationSetReputationOptionsRequestRequired, total=False
):
    ReputationMetricsEnabled: bool


class PutConfigurationSetReputationOptionsResponse(TypedDict, total=False):
    pass


class _PutConfigurationSetSendingOptionsRequestRequired(TypedDict):
    ConfigurationSetName: str


class PutConfigurationSetSendingOptionsRequest(
    _PutConfigurationSetSendingOptionsRequestRequired, total=False
):
    SendingEnabled: bool


class PutConfigurationSetSendingOptionsResponse(TypedDict, total=False):
    pass


class _PutConfigurationSetSuppressionOptionsRequestRequired(TypedDict):
    ConfigurationSetName: str


class PutConfigurationSetSuppressionOptionsRequest(
    _PutConfigurationSetSuppressionOptionsRequestRequired, total=False
):
    SuppressionScope: str
    SuppressedReasons: list[str]
    ValidationOptions: SuppressionValidationOptions


class PutConfigurationSetSuppressionOptionsResponse(TypedDict, total=False):
    pass


class _PutConfigurationSetTrackingOptionsRequestRequired(TypedDict):
    ConfigurationSetName: str


class PutConfigurationSetTrackingOptionsRequest(
    _PutConfigurationSetTrackingOptionsRequestRequired, total=False
):
    CustomRedirectDomain: str
    HttpsPolicy: str


class PutConfigurationSetTrackingOptionsResponse(TypedDict, total=False):
    pass


class _PutConfigurationSetVdmOptionsRequestRequired(TypedDict):
    ConfigurationSetName: str


class PutConfigurationSetVdmOptionsRequest(_PutConfigurationSetVdmOptionsRequestRequired, total=False):
    VdmOptions: VdmOptions


class PutConfigurationSetVdmOptionsResponse(TypedDict, total=False):
    pass


class PutDedicatedIpInPoolRequest(TypedDict):
    Ip: str
    DestinationPoolName: str


class PutDedicatedIpInPoolResponse(TypedDict, total=False):
    pass


class PutDedicatedIpPoolScalingAttributesRequest(TypedDict):
    PoolName: str
    ScalingMode: str


class PutDedicatedIpPoolScalingAttributesResponse(TypedDict, total=False):
    pass


class PutDedicatedIpWarmupAttributesRequest(TypedDict):
    Ip: str
    WarmupPercentage: int


class PutDedicatedIpWarmupAttributesResponse(TypedDict, total=False):
    pass


class _PutDeliverabilityDashboardOptionRequestRequired(TypedDict):
    DashboardEnabled: bool


class PutDeliverabilityDashboardOptionRequest(_PutDeliverabilityDashboardOptionRequestRequired, total=False):
    SubscribedDomains: list[DomainDeliverabilityTrackingOption]


class PutDeliverabilityDashboardOptionResponse(TypedDict, total=False):
    pass


class _PutEmailIdentityConfigurationSetAttributesRequestRequired(TypedDict):
    EmailIdentity: str


class PutEmailIdentityConfigurationSetAttributesRequest(
    _PutEmailIdentityConfigurationSetAttributesRequestRequired, total=False
):
    ConfigurationSetName: str


class PutEmailIdentityConfigurationSetAttributesResponse(TypedDict, total=False):
    pass


class _PutEmailIdentityDkimAttributesRequestRequired(TypedDict):
    EmailIdentity: str


class PutEmailIdentityDkimAttributesRequest(_PutEmailIdentityDkimAttributesRequestRequired, total=False):
    SigningEnabled: bool


class PutEmailIdentityDkimAttributesResponse(TypedDict, total=False):
    pass


class _PutEmailIdentityDkimSigningAttributesRequestRequired(TypedDict):
    EmailIdentity: str
    SigningAttributesOrigin: str


class PutEmailIdentityDkimSigningAttributesRequest(
    _PutEmailIdentityDkimSigningAttributesRequestRequired, total=False
):
    SigningAttributes: DkimSigningAttributes


class PutEmailIdentityDkimSigningAttributesResponse(TypedDict, total=False):
    DkimStatus: str
    DkimTokens: list[str]
    SigningHostedZone: str


class _PutEmailIdentityFeedbackAttributesRequestRequired(TypedDict):
    EmailIdentity: str


class PutEmailIdentityFeedbackAttributesRequest(
    _PutEmailIdentityFeedbackAttributesRequestRequired, total=False
):
    EmailForwardingEnabled: bool


class PutEmailIdentityFeedbackAttributesResponse(TypedDict, total=False):
    pass


class _PutEmailIdentityMailFromAttributesRequestRequired(TypedDict):
    EmailIdentity: str


class PutEmailIdentityMailFromAttributesRequest(
    _PutEmailIdentityMailFromAttributesRequestRequired, total=False
):
    MailFromDomain: str
    BehaviorOnMxFailure: str


class PutEmailIdentityMailFromAttributesResponse(TypedDict, total=False):
    pass


class _PutSuppressedDestinationRequestRequired(TypedDict):
    EmailAddress: str
    Reason: str


class PutSuppressedDestinationRequest(_PutSuppressedDestinationRequestRequired, total=False):
    TenantName: str


class PutSuppressedDestinationResponse(TypedDict, total=False):
    pass


class _PutTenantSuppressionAttributesRequestRequired(TypedDict):
    TenantName: str


class PutTenantSuppressionAttributesRequest(_PutTenantSuppressionAttributesRequestRequired, total=False):
    SuppressedReasons: list[str]
    SuppressionScope: str


class PutTenantSuppressionAttributesResponse(TypedDict, total=False):
    pass


class RawMessage(TypedDict):
    Data: bytes


class Recommendation(TypedDict, total=False):
    ResourceArn: str
    Type: str
    Description: str
    Status: str
    CreatedTimestamp: datetime
    LastUpdatedTimestamp: datetime
    Impact: str


class ReplacementEmailContent(TypedDict, total=False):
    ReplacementTemplate: ReplacementTemplate


class ReplacementTemplate(TypedDict, total=False):
    ReplacementTemplateData: str


class ReputationEntity(TypedDict, total=False):
    ReputationEntityReference: str
    ReputationEntityType: str
    ReputationManagementPolicy: str
    CustomerManagedStatus: StatusRecord
    AwsSesManagedStatus: StatusRecord
    SendingStatusAggregate: str
    ReputationImpact: str


class ReputationOptions(TypedDict, total=False):
    ReputationMetricsEnabled: bool
    LastFreshStart: datetime


class ResourceTenantMetadata(TypedDict, total=False):
    TenantName: str
    TenantId: str
    ResourceArn: str
    AssociatedTimestamp: datetime


class ReviewDetails(TypedDict, total=False):
    Status: str
    CaseId: str


class Route(TypedDict):
    Region: str


class RouteDetails(TypedDict):
    Region: str


class SOARecord(TypedDict, total=False):
    PrimaryNameServer: str
    AdminEmail: str
    SerialNumber: int


class _SendBulkEmailRequestRequired(TypedDict):
    DefaultContent: BulkEmailContent
    BulkEmailEntries: list[BulkEmailEntry]


class SendBulkEmailRequest(_SendBulkEmailRequestRequired, total=False):
    FromEmailAddress: str
    FromEmailAddressIdentityArn: str
    ReplyToAddresses: list[str]
    FeedbackForwardingEmailAddress: str
    FeedbackForwardingEmailAddressIdentityArn: str
    DefaultEmailTags: list[MessageTag]
    ConfigurationSetName: str
    EndpointId: str
    TenantName: str
    ConfigurationOverrides: ConfigurationOverrides


class SendBulkEmailResponse(TypedDict):
    BulkEmailEntryResults: list[BulkEmailEntryResult]


class _SendCustomVerificationEmailRequestRequired(TypedDict):
    EmailAddress: str
    TemplateName: str


class SendCustomVerificationEmailRequest(_SendCustomVerificationEmailRequestRequired, total=False):
    ConfigurationSetName: str


class SendCustomVerificationEmailResponse(TypedDict, total=False):
    MessageId: str


class _SendEmailRequestRequired(TypedDict):
    Content: EmailContent


class SendEmailRequest(_SendEmailRequestRequired, total=False):
    FromEmailAddress: str
    FromEmailAddressIdentityArn: str
    Destination: Destination
    ReplyToAddresses: list[str]
    FeedbackForwardingEmailAddress: str
    FeedbackForwardingEmailAddressIdentityArn: str
    EmailTags: list[MessageTag]
    ConfigurationSetName: str
    EndpointId: str
    TenantName: str
    ListManagementOptions: ListManagementOptions
    ConfigurationOverrides: ConfigurationOverrides


class SendEmailResponse(TypedDict, total=False):
    MessageId: str


class SendQuota(TypedDict, total=False):
    Max24HourSend: float
    MaxSendRate: float
    SentLast24Hours: float


class SendingOptions(TypedDict, total=False):
    SendingEnabled: bool


class SigningScheme(TypedDict, total=False):
    DefaultScheme: DefaultSigningScheme
    SmimeScheme: SmimeSigningScheme


class SmimeSigningScheme(TypedDict, total=False):
    SignatureFormat: str


class SnsDestination(TypedDict):
    TopicArn: str


class StatusRecord(TypedDict, total=False):
    Status: str
    Cause: str
    LastUpdatedTimestamp: datetime


class _SuppressedDestinationRequired(TypedDict):
    EmailAddress: str
    Reason: str
    LastUpdateTime: datetime


class SuppressedDestination(_SuppressedDestinationRequired, total=False):
    Attributes: SuppressedDestinationAttributes
    TenantName: str


class SuppressedDestinationAttributes(TypedDict, total=False):
    MessageId: str
    FeedbackId: str


class SuppressedDestinationSummary(TypedDict):
    EmailAddress: str
    Reason: str
    LastUpdateTime: datetime


class SuppressionAttributes(TypedDict, total=False):
    SuppressedReasons: list[str]
    ValidationAttributes: SuppressionValidationAttributes


class _SuppressionConditionThresholdRequired(TypedDict):
    ConditionThresholdEnabled: str


class SuppressionConditionThreshold(_SuppressionConditionThresholdRequired, total=False):
    OverallConfidenceThreshold: SuppressionConfidenceThreshold


class SuppressionConfidenceThreshold(TypedDict):
    ConfidenceVerdictThreshold: str


class SuppressionListDestination(TypedDict):
    SuppressionListImportAction: str


class SuppressionOptions(TypedDict, total=False):
    SuppressedReasons: list[str]
    SuppressionScope: str
    ValidationOptions: SuppressionValidationOptions


class SuppressionValidationAttributes(TypedDict):
    ConditionThreshold: SuppressionConditionThreshold


class SuppressionValidationOptions(TypedDict):
    ConditionThreshold: SuppressionConditionThreshold


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    ResourceArn: str
    Tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class Template(TypedDict, total=False):
    TemplateName: str
    TemplateArn: str
    TemplateContent: EmailTemplateContent
    TemplateData: str
    Headers: list[MessageHeader]
    Attachments: list[Attachment]


class Tenant(TypedDict, total=False):
    TenantName: str
    TenantId: str
    TenantArn: str
    CreatedTimestamp: datetime
    Tags: list[Tag]
    SendingStatus: str
    SuppressionAttributes: TenantSuppressionAttributes


class TenantInfo(TypedDict, total=False):
    TenantName: str
    TenantId: str
    TenantArn: str
    CreatedTimestamp: datetime
    SendingStatus: str


class TenantResource(TypedDict, total=False):
    ResourceType: str
    ResourceArn: str


class TenantSuppressionAttributes(TypedDict, total=False):
    SuppressedReasons: list[str]
    SuppressionScope: str


class TestRenderEmailTemplateRequest(TypedDict):
    TemplateName: str
    TemplateData: str


class TestRenderEmailTemplateResponse(TypedDict):
    RenderedTemplate: str


class _TopicRequired(TypedDict):
    TopicName: str
    DisplayName: str
    DefaultSubscriptionStatus: str


class Topic(_TopicRequired, total=False):
    Description: str


class TopicFilter(TypedDict, total=False):
    TopicName: str
    UseDefaultIfPreferenceUnavailable: bool


class TopicPreference(TypedDict):
    TopicName: str
    SubscriptionStatus: str


class TrackingConfigurationOverrides(TypedDict, total=False):
    OpenTrackingEnabled: str
    ClickTrackingEnabled: str


class _TrackingOptionsRequired(TypedDict):
    CustomRedirectDomain: str


class TrackingOptions(_TrackingOptionsRequired, total=False):
    HttpsPolicy: str


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class UpdateConfigurationSetEventDestinationRequest(TypedDict):
    ConfigurationSetName: str
    EventDestinationName: str
    EventDestination: EventDestinationDefinition


class UpdateConfigurationSetEventDestinationResponse(TypedDict, total=False):
    pass


class _UpdateConfigurationSetRequestRequired(TypedDict):
    ConfigurationSetName: str


class UpdateConfigurationSetRequest(_UpdateConfigurationSetRequestRequired, total=False):
    MessageSecurityOptions: MessageSecurityOptions


class UpdateConfigurationSetResponse(TypedDict, total=False):
    pass


class _UpdateContactListRequestRequired(TypedDict):
    ContactListName: str


class UpdateContactListRequest(_UpdateContactListRequestRequired, total=False):
    Topics: list[Topic]
    Description: str


class UpdateContactListResponse(TypedDict, total=False):
    pass


class _UpdateContactRequestRequired(TypedDict):
    ContactListName: str
    EmailAddress: str


class UpdateContactRequest(_UpdateContactRequestRequired, total=False):
    TopicPreferences: list[TopicPreference]
    UnsubscribeAll: bool
    AttributesData: str


class UpdateContactResponse(TypedDict, total=False):
    pass


class UpdateCustomVerificationEmailTemplateRequest(TypedDict):
    TemplateName: str
    FromEmailAddress: str
    TemplateSubject: str
    TemplateContent: str
    SuccessRedirectionURL: str
    FailureRedirectionURL: str


class UpdateCustomVerificationEmailTemplateResponse(TypedDict, total=False):
    pass


class UpdateEmailIdentityPolicyRequest(TypedDict):
    EmailIdentity: str
    PolicyName: str
    Policy: str


class UpdateEmailIdentityPolicyResponse(TypedDict, total=False):
    pass


class UpdateEmailTemplateRequest(TypedDict):
    TemplateName: str
    TemplateContent: EmailTemplateContent


class UpdateEmailTemplateResponse(TypedDict, total=False):
    pass


class UpdateReputationEntityCustomerManagedStatusRequest(TypedDict):
    ReputationEntityType: str
    ReputationEntityReference: str
    SendingStatus: str


class UpdateReputationEntityCustomerManagedStatusResponse(TypedDict, total=False):
    pass


class UpdateReputationEntityPolicyRequest(TypedDict):
    ReputationEntityType: str
    ReputationEntityReference: str
    ReputationEntityPolicy: str


class UpdateReputationEntityPolicyResponse(TypedDict, total=False):
    pass


class _VdmAttributesRequired(TypedDict):
    VdmEnabled: str


class VdmAttributes(_VdmAttributesRequired, total=False):
    DashboardAttributes: DashboardAttributes
    GuardianAttributes: GuardianAttributes


class VdmOptions(TypedDict, total=False):
    DashboardOptions: DashboardOptions
    GuardianOptions: GuardianOptions


class VerificationInfo(TypedDict, total=False):
    LastCheckedTimestamp: datetime
    LastSuccessTimestamp: datetime
    ErrorType: str
    SOARecord: SOARecord


class VolumeStatistics(TypedDict, total=False):
    InboxRawCount: int
    SpamRawCount: int
    ProjectedInbox: int
    ProjectedSpam: int


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AssociateEmailIdentityCertificate",
    "BatchGetMetricData",
    "CancelExportJob",
    "CreateConfigurationSet",
    "CreateConfigurationSetEventDestination",
    "CreateContact",
    "CreateContactList",
    "CreateCustomVerificationEmailTemplate",
    "CreateDedicatedIpPool",
    "CreateDeliverabilityTestReport",
    "CreateEmailIdentity",
    "CreateEmailIdentityPolicy",
    "CreateEmailTemplate",
    "CreateExportJob",
    "CreateImportJob",
    "CreateMultiRegionEndpoint",
    "CreateTenant",
    "CreateTenantResourceAssociation",
    "DeleteConfigurationSet",
    "DeleteConfigurationSetEventDestination",
    "DeleteContact",
    "DeleteContactList",
    "DeleteCustomVerificationEmailTemplate",
    "DeleteDedicatedIpPool",
    "DeleteEmailIdentity",
    "DeleteEmailIdentityPolicy",
    "DeleteEmailTemplate",
    "DeleteMultiRegionEndpoint",
    "DeleteSuppressedDestination",
    "DeleteTenant",
    "DeleteTenantResourceAssociation",
    "DisassociateEmailIdentityCertificate",
    "GetAccount",
    "GetBlacklistReports",
    "GetConfigurationSet",
    "GetConfigurationSetEventDestinations",
    "GetContact",
    "GetContactList",
    "GetCustomVerificationEmailTemplate",
    "GetDedicatedIp",
    "GetDedicatedIpPool",
    "GetDedicatedIps",
    "GetDeliverabilityDashboardOptions",
    "GetDeliverabilityTestReport",
    "GetDomainDeliverabilityCampaign",
    "GetDomainStatisticsReport",
    "GetEmailAddressInsights",
    "GetEmailIdentity",
    "GetEmailIdentityPolicies",
    "GetEmailTemplate",
    "GetExportJob",
    "GetImportJob",
    "GetMessageInsights",
    "GetMultiRegionEndpoint",
    "GetReputationEntity",
    "GetSuppressedDestination",
    "GetTenant",
    "ListConfigurationSets",
    "ListContactLists",
    "ListContacts",
    "ListCustomVerificationEmailTemplates",
    "ListDedicatedIpPools",
    "ListDeliverabilityTestReports",
    "ListDomainDeliverabilityCampaigns",
    "ListEmailIdentities",
    "ListEmailIdentityCertificates",
    "ListEmailTemplates",
    "ListExportJobs",
    "ListImportJobs",
    "ListMultiRegionEndpoints",
    "ListRecommendations",
    "ListReputationEntities",
    "ListResourceTenants",
    "ListSuppressedDestinations",
    "ListTagsForResource",
    "ListTenantResources",
    "ListTenants",
    "PutAccountDedicatedIpWarmupAttributes",
    "PutAccountDeliveryAttributes",
    "PutAccountDetails",
    "PutAccountPricingAttributes",
    "PutAccountSendingAttributes",
    "PutAccountSuppressionAttributes",
    "PutAccountVdmAttributes",
    "PutConfigurationSetArchivingOptions",
    "PutConfigurationSetDeliveryOptions",
    "PutConfigurationSetReputationOptions",
    "PutConfigurationSetSendingOptions",
    "PutConfigurationSetSuppressionOptions",
    "PutConfigurationSetTrackingOptions",
    "PutConfigurationSetVdmOptions",
    "PutDedicatedIpInPool",
    "PutDedicatedIpPoolScalingAttributes",
    "PutDedicatedIpWarmupAttributes",
    "PutDeliverabilityDashboardOption",
    "PutEmailIdentityConfigurationSetAttributes",
    "PutEmailIdentityDkimAttributes",
    "PutEmailIdentityDkimSigningAttributes",
    "PutEmailIdentityFeedbackAttributes",
    "PutEmailIdentityMailFromAttributes",
    "PutSuppressedDestination",
    "PutTenantSuppressionAttributes",
    "SendBulkEmail",
    "SendCustomVerificationEmail",
    "SendEmail",
    "TagResource",
    "TestRenderEmailTemplate",
    "UntagResource",
    "UpdateConfigurationSet",
    "UpdateConfigurationSetEventDestination",
    "UpdateContact",
    "UpdateContactList",
    "UpdateCustomVerificationEmailTemplate",
    "UpdateEmailIdentityPolicy",
    "UpdateEmailTemplate",
    "UpdateReputationEntityCustomerManagedStatus",
    "UpdateReputationEntityPolicy",
)
