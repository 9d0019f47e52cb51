"""Typed requests and responses of ses's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types ses`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AddHeaderAction(TypedDict):
    HeaderName: str
    HeaderValue: str


class Body(TypedDict, total=False):
    Text: Content
    Html: Content


class _BounceActionRequired(TypedDict):
    SmtpReplyCode: str
    Message: str
    Sender: str


class BounceAction(_BounceActionRequired, total=False):
    TopicArn: str
    StatusCode: str


class _BouncedRecipientInfoRequired(TypedDict):
    Recipient: str


class BouncedRecipientInfo(_BouncedRecipientInfoRequired, total=False):
    RecipientArn: str
    BounceType: str
    RecipientDsnFields: RecipientDsnFields


class _BulkEmailDestinationRequired(TypedDict):
    Destination: Destination


class BulkEmailDestination(_BulkEmailDestinationRequired, total=False):
    ReplacementTags: list[MessageTag]
    ReplacementTemplateData: str


class BulkEmailDestinationStatus(TypedDict, total=False):
    Status: str
    Error: str
    MessageId: str


class CloneReceiptRuleSetRequest(TypedDict):
    RuleSetName: str
    OriginalRuleSetName: str


class CloneReceiptRuleSetResponse(TypedDict, total=False):
    pass


class CloudWatchDestination(TypedDict):
    DimensionConfigurations: list[CloudWatchDimensionConfiguration]


class CloudWatchDimensionConfiguration(TypedDict):
    DimensionName: str
    DimensionValueSource: str
    DefaultDimensionValue: str


class ConfigurationSet(TypedDict):
    Name: str


class ConnectAction(TypedDict):
    InstanceARN: str
    IAMRoleARN: str


class _ContentRequired(TypedDict):
    Data: str


class Content(_ContentRequired, total=False):
    Charset: str


class CreateConfigurationSetEventDestinationRequest(TypedDict):
    ConfigurationSetName: str
    EventDestination: EventDestination


class CreateConfigurationSetEventDestinationResponse(TypedDict, total=False):
    pass


class CreateConfigurationSetRequest(TypedDict):
    ConfigurationSet: ConfigurationSet


class CreateConfigurationSetResponse(TypedDict, total=False):
    pass


class CreateConfigurationSetTrackingOptionsRequest(TypedDict):
    ConfigurationSetName: str
    TrackingOptions: TrackingOptions


class CreateConfigurationSetTrackingOptionsResponse(TypedDict, total=False):
    pass


class CreateCustomVerificationEmailTemplateRequest(TypedDict):
    TemplateName: str
    FromEmailAddress: str
    TemplateSubject: str
    TemplateContent: str
    SuccessRedirectionURL: str
    FailureRedirectionURL: str


class CreateReceiptFilterRequest(TypedDict):
    Filter: ReceiptFilter


class CreateReceiptFilterResponse(TypedDict, total=False):
    pass


class _CreateReceiptRuleRequestRequired(TypedDict):
    RuleSetName: str
    Rule: ReceiptRule


class CreateReceiptRuleRequest(_CreateReceiptRuleRequestRequired, total=False):
    After: str


class CreateReceiptRuleResponse(TypedDict, total=False):
    pass


class CreateReceiptRuleSetRequest(TypedDict):
    RuleSetName: str


class CreateReceiptRuleSetResponse(TypedDict, total=False):
    pass


class CreateTemplateRequest(TypedDict):
    Template: Template


class CreateTemplateResponse(TypedDict, total=False):
    pass


class CustomVerificationEmailTemplate(TypedDict, total=False):
    TemplateName: str
    FromEmailAddress: str
    TemplateSubject: str
    SuccessRedirectionURL: str
    FailureRedirectionURL: str


class DeleteConfigurationSetEventDestinationRequest(TypedDict):
    ConfigurationSetName: str
    EventDestinationName: str


class DeleteConfigurationSetEventDestinationResponse(TypedDict, total=False):
    pass


class DeleteConfigurationSetRequest(TypedDict):
    ConfigurationSetName: str


class DeleteConfigurationSetResponse(TypedDict, total=False):
    pass


class DeleteConfigurationSetTrackingOptionsRequest(TypedDict):
    ConfigurationSetName: str


class DeleteConfigurationSetTrackingOptionsResponse(TypedDict, total=False):
    pass


class DeleteCustomVerificationEmailTemplateRequest(TypedDict):
    TemplateName: str


class DeleteIdentityPolicyRequest(TypedDict):
    Identity: str
    PolicyName: str


class DeleteIdentityPolicyResponse(TypedDict, total=False):
    pass


class DeleteIdentityRequest(TypedDict):
    Identity: str


class DeleteIdentityResponse(TypedDict, total=False):
    pass


class DeleteReceiptFilterRequest(TypedDict):
    FilterName: str


class DeleteReceiptFilterResponse(TypedDict, total=False):
    pass


class DeleteReceiptRuleRequest(TypedDict):
    RuleSetName: str
    RuleName: str


class DeleteReceiptRuleResponse(TypedDict, total=False):
    pass


class DeleteReceiptRuleSetRequest(TypedDict):
    RuleSetName: str


class DeleteReceiptRuleSetResponse(TypedDict, total=False):
    pass


class DeleteTemplateRequest(TypedDict):
    TemplateName: str


class DeleteTemplateResponse(TypedDict, total=False):
    pass


class DeleteVerifiedEmailAddressRequest(TypedDict):
    EmailAddress: str


class DeliveryOptions(TypedDict, total=False):
    TlsPolicy: str


class DescribeActiveReceiptRuleSetRequest(TypedDict, total=False):
    pass


class DescribeActiveReceiptRuleSetResponse(TypedDict, total=False):
    Metadata: ReceiptRuleSetMetadata
    Rules: list[ReceiptRule]


class _DescribeConfigurationSetRequestRequired(TypedDict):
    ConfigurationSetName: str


class DescribeConfigurationSetRequest(_DescribeConfigurationSetRequestRequired, total=False):
    ConfigurationSetAttributeNames: list[str]


class DescribeConfigurationSetResponse(TypedDict, total=False):
    ConfigurationSet: ConfigurationSet
    EventDestinations: list[EventDestination]
    TrackingOptions: TrackingOptions
    DeliveryOptions: DeliveryOptions
    ReputationOptions: ReputationOptions


class DescribeReceiptRuleRequest(TypedDict):
    RuleSetName: str
    RuleName: str


class DescribeReceiptRuleResponse(TypedDict, total=False):
    Rule: ReceiptRule


class DescribeReceiptRuleSetRequest(TypedDict):
    RuleSetName: str


class DescribeReceiptRuleSetResponse(TypedDict, total=False):
    Metadata: ReceiptRuleSetMetadata
    Rules: list[ReceiptRule]


class Destination(TypedDict, total=False):
    ToAddresses: list[str]
    CcAddresses: list[str]
    BccAddresses: list[str]


class _EventDestinationRequired(TypedDict):
    Name: str
    MatchingEventTypes: list[str]


class EventDestination(_EventDestinationRequired, total=False):
    Enabled: bool
    KinesisFirehoseDestination: KinesisFirehoseDestination
    CloudWatchDestination: CloudWatchDestination
    SNSDestination: SNSDestination


class ExtensionField(TypedDict):
    Name: str
    Value: str


class GetAccountSendingEnabledResponse(TypedDict, total=False):
    Enabled: bool


class GetCustomVerificationEmailTemplateRequest(TypedDict):
    TemplateName: str


class GetCustomVerificationEmailTemplateResponse(TypedDict, total=False):
    TemplateName: str
    FromEmailAddress: str
    TemplateSubject: str
    TemplateContent: str
    SuccessRedirectionURL: str
    FailureRedirectionURL: str


class GetIdentityDkimAttributesRequest(TypedDict):
    Identities: list[str]


class GetIdentityDkimAttributesResponse(TypedDict):
    DkimAttributes: dict[str, IdentityDkimAttributes]


class GetIdentityMailFromDomainAttributesRequest(TypedDict):
    Identities: list[str]


class GetIdentityMailFromDomainAttributesResponse(TypedDict):
    MailFromDomainAttributes: dict[str, IdentityMailFromDomainAttributes]


class GetIdentityNotificationAttributesRequest(TypedDict):
    Identities: list[str]


class GetIdentityNotificationAttributesResponse(TypedDict):
    NotificationAttributes: dict[str, IdentityNotificationAttributes]


class GetIdentityPoliciesRequest(TypedDict):
    Identity: str
    PolicyNames: list[str]


class GetIdentityPoliciesResponse(TypedDict):
    Policies: dict[str, str]


class GetIdentityVerificationAttributesRequest(TypedDict):
    Identities: list[str]


class GetIdentityVerificationAttributesResponse(TypedDict):
    VerificationAttributes: dict[str, IdentityVerificationAttributes]


class GetSendQuotaResponse(TypedDict, total=False):
    Max24HourSend: float
    MaxSendRate: float
    SentLast24Hours: float


class GetSendStatisticsResponse(TypedDict, total=False):
    SendDataPoints: list[SendDataPoint]


class GetTemplateRequest(TypedDict):
    TemplateName: str


class GetTemplateResponse(TypedDict, total=False):
    Template: Template


class _IdentityDkimAttributesRequired(TypedDict):
    DkimEnabled: bool
    DkimVerificationStatus: str


class IdentityDkimAttributes(_IdentityDkimAttributesRequired, total=False):
    DkimTokens: list[str]


class IdentityMailFromDomainAttributes(TypedDict):
    MailFromDomain: str
    MailFromDomainStatus: str
    BehaviorOnMXFailure: str


class _IdentityNotificationAttributesRequired(TypedDict):
    BounceTopic: str
    ComplaintTopic: str
    DeliveryTopic: str
    ForwardingEnabled: bool


class IdentityNotificationAttributes(_IdentityNotificationAttributesRequired, total=False):
    HeadersInBounceNotificationsEnabled: bool
    HeadersInComplaintNotificationsEnabled: bool
    HeadersInDeliveryNotificationsEnabled: bool


class _IdentityVerificationAttributesRequired(TypedDict):
    VerificationStatus: str


class IdentityVerificationAttributes(_IdentityVerificationAttributesRequired, total=False):
    VerificationToken: str


class KinesisFirehoseDestination(TypedDict):
    IAMRoleARN: str
    DeliveryStreamARN: str


class _LambdaActionRequired(TypedDict):
    FunctionArn: str


class LambdaAction(_LambdaActionRequired, total=False):
    TopicArn: str
    InvocationType: str


class ListConfigurationSetsRequest(TypedDict, total=False):
    NextToken: str
    MaxItems: int


class ListConfigurationSetsResponse(TypedDict, total=False):
    ConfigurationSets: list[ConfigurationSet]
    NextToken: str


class ListCustomVerificationEmailTemplatesRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListCustomVerificationEmailTemplatesResponse(TypedDict, total=False):
    CustomVerificationEmailTemplates: list[CustomVerificationEmailTemplate]
    NextToken: str


class ListIdentitiesRequest(TypedDict, total=False):
    IdentityType: str
    NextToken: str
    MaxItems: int


class _ListIdentitiesResponseRequired(TypedDict):
    Identities: list[str]


class ListIdentitiesResponse(_ListIdentitiesResponseRequired, total=False):
    NextToken: str


class ListIdentityPoliciesRequest(TypedDict):
    Identity: str


class ListIdentityPoliciesResponse(TypedDict):
    PolicyNames: list[str]


class ListReceiptFiltersRequest(TypedDict, total=False):
    pass


class ListReceiptFiltersResponse(TypedDict, total=False):
    Filters: list[ReceiptFilter]


class ListReceiptRuleSetsRequest(TypedDict, total=False):
    NextToken: str


class ListReceiptRuleSetsResponse(TypedDict, total=False):
    RuleSets: list[ReceiptRuleSetMetadata]
    NextToken: str


class ListTemplatesRequest(TypedDict, total=False):
    NextToken: str
    MaxItems: int


class ListTemplatesResponse(TypedDict, total=False):
    TemplatesMetadata: list[TemplateMetadata]
    NextToken: str


class ListVerifiedEmailAddressesResponse(TypedDict, total=False):
    VerifiedEmailAddresses: list[str]


class Message(TypedDict):
    Subject: Content
    Body: Body


class _MessageDsnRequired(TypedDict):
    ReportingMta: str


class MessageDsn(_MessageDsnRequired, total=False):
    ArrivalDate: datetime
    ExtensionFields: list[ExtensionField]


class MessageTag(TypedDict):
    Name: str
    Value: str


class _PutConfigurationSetDeliveryOptionsRequestRequired(TypedDict):
    ConfigurationSetName: str


class PutConfigurationSetDeliveryOptionsRequest(
    _PutConfigurationSetDeliveryOptionsRequestRequired, total=False
):
    DeliveryOptions: DeliveryOptions


class PutConfigurationSetDeliveryOptionsResponse(TypedDict, total=False):
    pass


class PutIdentityPolicyRequest(TypedDict):
    Identity: str
    PolicyName: str
    Policy: str


class PutIdentityPolicyResponse(TypedDict, total=False):
    pass


class RawMessage(TypedDict):
    Data: bytes


class ReceiptAction(TypedDict, total=False):
    S3Action: S3Action
    BounceAction: BounceAction
    WorkmailAction: WorkmailAction
    LambdaAction: LambdaAction
    StopAction: StopAction
    AddHeaderAction: AddHeaderAction
    SNSAction: SNSAction
    ConnectAction: ConnectAction


class ReceiptFilter(TypedDict):
    Name: str
    IpFilter: ReceiptIpFilter


class ReceiptIpFilter(TypedDict):
    Policy: str
    Cidr: str


class _ReceiptRuleRequired(TypedDict):
    Name: str


class ReceiptRule(_ReceiptRuleRequired, total=False):
    Enabled: bool
    TlsPolicy: str
    Recipients: list[str]
    Actions: list[ReceiptAction]
    ScanEnabled: bool


class ReceiptRuleSetMetadata(TypedDict, total=False):
    Name: str
    CreatedTimestamp: datetime


class _RecipientDsnFieldsRequired(TypedDict):
    Action: str
    Status: str


class RecipientDsnFields(_RecipientDsnFieldsRequired, total=False):
    FinalRecipient: str
    RemoteMta: str
    DiagnosticCode: str
    LastAttemptDate: datetime
    ExtensionFields: list[ExtensionField]


class ReorderReceiptRuleSetRequest(TypedDict):
    RuleSetName: str
    RuleNames: list[str]


class ReorderReceiptRuleSetResponse(TypedDict, total=False):
    pass


class ReputationOptions(TypedDict, total=False):
    SendingEnabled: bool
    ReputationMetricsEnabled: bool
    LastFreshStart: datetime


class _S3ActionRequired(TypedDict):
    BucketName: str


class S3Action(_S3ActionRequired, total=False):
    TopicArn: str
    ObjectKeyPrefix: str
    KmsKeyArn: str
    IamRoleArn: str


class _SNSActionRequired(TypedDict):
    TopicArn: str


class SNSAction(_SNSActionRequired, total=False):
    Encoding: str


class SNSDestination(TypedDict):
    TopicARN: str


class _SendBounceRequestRequired(TypedDict):
    OriginalMessageId: str
    BounceSender: str
    BouncedRecipientInfoList: list[BouncedRecipientInfo]


class SendBounceRequest(_SendBounceRequestRequired, total=False):
    Explanation: str
    MessageDsn: MessageDsn
    BounceSenderArn: str


class SendBounceResponse(TypedDict, total=False):
    MessageId: str


class _SendBulkTemplatedEmailRequestRequired(TypedDict):
    Source: str
    Template: str
    DefaultTemplateData: str
    Destinations: list[BulkEmailDestination]


class SendBulkTemplatedEmailRequest(_SendBulkTemplatedEmailRequestRequired, total=False):
    SourceArn: str
    ReplyToAddresses: list[str]
    ReturnPath: str
    ReturnPathArn: str
    ConfigurationSetName: str
    DefaultTags: list[MessageTag]
    TemplateArn: str


class SendBulkTemplatedEmailResponse(TypedDict):
    Status: list[BulkEmailDestinationStatus]


class _SendCustomVerificationEmailRequestRequired(TypedDict):
    EmailAddress: str
    TemplateName: str


class SendCustomVerificationEmailRequest(_SendCustomVerificationEmailRequestRequired, total=False):
    ConfigurationSetName: str


class SendCustomVerificationEmailResponse(TypedDict, total=False):
    MessageId: str


class SendDataPoint(TypedDict, total=False):
    Timestamp: datetime
    DeliveryAttempts: int
    Bounces: int
    Complaints: int
    Rejects: int


class _SendEmailRequestRequired(TypedDict):
    Source: str
    Destination: Destination
    Message: Message


class SendEmailRequest(_SendEmailRequestRequired, total=False):
    ReplyToAddresses: list[str]
    ReturnPath: str
    SourceArn: str
    ReturnPathArn: str
    Tags: list[MessageTag]
    ConfigurationSetName: str


class SendEmailResponse(TypedDict):
    MessageId: str


class _SendRawEmailRequestRequired(TypedDict):
    RawMessage: RawMessage


class SendRawEmailRequest(_SendRawEmailRequestRequired, total=False):
    Source: str
    Destinations: list[str]
    FromArn: str
    SourceArn: str
    ReturnPathArn: str
    Tags: list[MessageTag]
    ConfigurationSetName: str


class SendRawEmailResponse(TypedDict):
    MessageId: str


class _SendTemplatedEmailRequestRequired(TypedDict):
    Source: str
    Destination: Destination
    Template: str
    TemplateData: str


class SendTemplatedEmailRequest(_SendTemplatedEmailRequestRequired, total=False):
    ReplyToAddresses: list[str]
    ReturnPath: str
    SourceArn: str
    ReturnPathArn: str
    Tags: list[MessageTag]
    ConfigurationSetName: str
    TemplateArn: str


class SendTemplatedEmailResponse(TypedDict):
    MessageId: str


class SetActiveReceiptRuleSetRequest(TypedDict, total=False):
    RuleSetName: str


class SetActiveReceiptRuleSetResponse(TypedDict, total=False):
    pass


class SetIdentityDkimEnabledRequest(TypedDict):
    Identity: str
    DkimEnabled: bool


class SetIdentityDkimEnabledResponse(TypedDict, total=False):
    pass


class SetIdentityFeedbackForwardingEnabledRequest(TypedDict):
    Identity: str
    ForwardingEnabled: bool


class SetIdentityFeedbackForwardingEnabledResponse(TypedDict, total=False):
    pass


class SetIdentityHeadersInNotificationsEnabledRequest(TypedDict):
    Identity: str
    NotificationType: str
    Enabled: bool


class SetIdentityHeadersInNotificationsEnabledResponse(TypedDict, total=False):
    pass


class _SetIdentityMailFromDomainRequestRequired(TypedDict):
    Identity: str


class SetIdentityMailFromDomainRequest(_SetIdentityMailFromDomainRequestRequired, total=False):
    MailFromDomain: str
    BehaviorOnMXFailure: str


class SetIdentityMailFromDomainResponse(TypedDict, total=False):
    pass


class _SetIdentityNotificationTopicRequestRequired(TypedDict):
    Identity: str
    NotificationType: str


class SetIdentityNotificationTopicRequest(_SetIdentityNotificationTopicRequestRequired, total=False):
    SnsTopic: str


class SetIdentityNotificationTopicResponse(TypedDict, total=False):
    pass


class _SetReceiptRulePositionRequestRequired(TypedDict):
    RuleSetName: str
    RuleName: str


class SetReceiptRulePositionRequest(_SetReceiptRulePositionRequestRequired, total=False):
    After: str


class SetReceiptRulePositionResponse(TypedDict, total=False):
    pass


class _StopActionRequired(TypedDict):
    Scope: str


class StopAction(_StopActionRequired, total=False):
    TopicArn: str


class _TemplateRequired(TypedDict):
    TemplateName: str


class Template(_TemplateRequired, total=False):
    SubjectPart: str
    TextPart: str
    HtmlPart: str


class TemplateMetadata(TypedDict, total=False):
    Name: str
    CreatedTimestamp: datetime


class TestRenderTemplateRequest(TypedDict):
    TemplateName: str
    TemplateData: str


class TestRenderTemplateResponse(TypedDict, total=False):
    RenderedTemplate: str


class TrackingOptions(TypedDict, total=False):
    CustomRedirectDomain: str


class UpdateAccountSendingEnabledRequest(TypedDict, total=False):
    Enabled: bool


class UpdateConfigurationSetEventDestinationRequest(TypedDict):
    ConfigurationSetName: str
    EventDestination: EventDestination


class UpdateConfigurationSetEventDestinationResponse(TypedDict, total=False):
    pass


class UpdateConfigurationSetReputationMetricsEnabledRequest(TypedDict):
    ConfigurationSetName: str
    Enabled: bool


class UpdateConfigurationSetSendingEnabledRequest(TypedDict):
    ConfigurationSetName: str
    Enabled: bool


class UpdateConfigurationSetTrackingOptionsRequest(TypedDict):
    ConfigurationSetName: str
    TrackingOptions: TrackingOptions


class UpdateConfigurationSetTrackingOptionsResponse(TypedDict, total=False):
    pass


class _UpdateCustomVerificationEmailTemplateRequestRequired(TypedDict):
    TemplateName: str


class UpdateCustomVerificationEmailTemplateRequest(
    _UpdateCustomVerificationEmailTemplateRequestRequired, total=False
):
    FromEmailAddress: str
    TemplateSubject: str
    TemplateContent: str
    SuccessRedirectionURL: str
    FailureRedirectionURL: str


class UpdateReceiptRuleRequest(TypedDict):
    RuleSetName: str
    Rule: ReceiptRule


class UpdateReceiptRuleResponse(TypedDict, total=False):
    pass


class UpdateTemplateRequest(TypedDict):
    Template: Template


class UpdateTemplateResponse(TypedDict, total=False):
    pass


class VerifyDomainDkimRequest(TypedDict):
    Domain: str


class VerifyDomainDkimResponse(TypedDict):
    DkimTokens: list[str]


class VerifyDomainIdentityRequest(TypedDict):
    Domain: str


class VerifyDomainIdentityResponse(TypedDict):
    VerificationToken: str


class VerifyEmailAddressRequest(TypedDict):
    EmailAddress: str


class VerifyEmailIdentityRequest(TypedDict):
    EmailAddress: str


class VerifyEmailIdentityResponse(TypedDict, total=False):
    pass


class _WorkmailActionRequired(TypedDict):
    OrganizationArn: str


class WorkmailAction(_WorkmailActionRequired, total=False):
    TopicArn: str


class CreateCustomVerificationEmailTemplateResponse(TypedDict, total=False):
    pass


class DeleteCustomVerificationEmailTemplateResponse(TypedDict, total=False):
    pass


class DeleteVerifiedEmailAddressResponse(TypedDict, total=False):
    pass


class GetAccountSendingEnabledRequest(TypedDict, total=False):
    pass


class GetSendQuotaRequest(TypedDict, total=False):
    pass


class GetSendStatisticsRequest(TypedDict, total=False):
    pass


class ListVerifiedEmailAddressesRequest(TypedDict, total=False):
    pass


class UpdateAccountSendingEnabledResponse(TypedDict, total=False):
    pass


class UpdateConfigurationSetReputationMetricsEnabledResponse(TypedDict, total=False):
    pass


class UpdateConfigurationSetSendingEnabledResponse(TypedDict, total=False):
    pass


class UpdateCustomVerificationEmailTemplateResponse(TypedDict, total=False):
    pass


class VerifyEmailAddressResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "CloneReceiptRuleSet",
    "CreateConfigurationSet",
    "CreateConfigurationSetEventDestination",
    "CreateConfigurationSetTrackingOptions",
    "CreateCustomVerificationEmailTemplate",
    "CreateReceiptFilter",
    "CreateReceiptRule",
    "CreateReceiptRuleSet",
    "CreateTemplate",
    "DeleteConfigurationSet",
    "DeleteConfigurationSetEventDestination",
    "DeleteConfigurationSetTrackingOptions",
    "DeleteCustomVerificationEmailTemplate",
    "DeleteIdentity",
    "DeleteIdentityPolicy",
    "DeleteReceiptFilter",
    "DeleteReceiptRule",
    "DeleteReceiptRuleSet",
    "DeleteTemplate",
    "DeleteVerifiedEmailAddress",
    "DescribeActiveReceiptRuleSet",
    "DescribeConfigurationSet",
    "DescribeReceiptRule",
    "DescribeReceiptRuleSet",
    "GetAccountSendingEnabled",
    "GetCustomVerificationEmailTemplate",
    "GetIdentityDkimAttributes",
    "GetIdentityMailFromDomainAttributes",
    "GetIdentityNotificationAttributes",
    "GetIdentityPolicies",
    "GetIdentityVerificationAttributes",
    "GetSendQuota",
    "GetSendStatistics",
    "GetTemplate",
    "ListConfigurationSets",
    "ListCustomVerificationEmailTemplates",
    "ListIdentities",
    "ListIdentityPolicies",
    "ListReceiptFilters",
    "ListReceiptRuleSets",
    "ListTemplates",
    "ListVerifiedEmailAddresses",
    "PutConfigurationSetDeliveryOptions",
    "PutIdentityPolicy",
    "ReorderReceiptRuleSet",
    "SendBounce",
    "SendBulkTemplatedEmail",
    "SendCustomVerificationEmail",
    "SendEmail",
    "SendRawEmail",
    "SendTemplatedEmail",
    "SetActiveReceiptRuleSet",
    "SetIdentityDkimEnabled",
    "SetIdentityFeedbackForwardingEnabled",
    "SetIdentityHeadersInNotificationsEnabled",
    "SetIdentityMailFromDomain",
    "SetIdentityNotificationTopic",
    "SetReceiptRulePosition",
    "TestRenderTemplate",
    "UpdateAccountSendingEnabled",
    "UpdateConfigurationSetEventDestination",
    "UpdateConfigurationSetReputationMetricsEnabled",
    "UpdateConfigurationSetSendingEnabled",
    "UpdateConfigurationSetTrackingOptions",
    "UpdateCustomVerificationEmailTemplate",
    "UpdateReceiptRule",
    "UpdateTemplate",
    "VerifyDomainDkim",
    "VerifyDomainIdentity",
    "VerifyEmailAddress",
    "VerifyEmailIdentity",
)
