"""Typed requests and responses of sns's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types sns`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AddPermissionRequest(TypedDict):
    TopicArn: str
    Label: str
    AWSAccountId: list[str]
    ActionName: list[str]


class _BatchResultErrorEntryRequired(TypedDict):
    Id: str
    Code: str
    SenderFault: bool


class BatchResultErrorEntry(_BatchResultErrorEntryRequired, total=False):
    Message: str


class CheckIfPhoneNumberIsOptedOutRequest(TypedDict):
    phoneNumber: str


class CheckIfPhoneNumberIsOptedOutResponse(TypedDict, total=False):
    isOptedOut: bool


class _ConfirmSubscriptionRequestRequired(TypedDict):
    TopicArn: str
    Token: str


class ConfirmSubscriptionRequest(_ConfirmSubscriptionRequestRequired, total=False):
    AuthenticateOnUnsubscribe: str


class ConfirmSubscriptionResponse(TypedDict, total=False):
    SubscriptionArn: str


class CreatePlatformApplicationRequest(TypedDict):
    Name: str
    Platform: str
    Attributes: dict[str, str]


class CreatePlatformApplicationResponse(TypedDict, total=False):
    PlatformApplicationArn: str


class _CreatePlatformEndpointRequestRequired(TypedDict):
    PlatformApplicationArn: str
    Token: str


class CreatePlatformEndpointRequest(_CreatePlatformEndpointRequestRequired, total=False):
    CustomUserData: str
    Attributes: dict[str, str]


class CreatePlatformEndpointResponse(TypedDict, total=False):
    EndpointArn: str


class _CreateSMSSandboxPhoneNumberRequestRequired(TypedDict):
    PhoneNumber: str


class CreateSMSSandboxPhoneNumberRequest(_CreateSMSSandboxPhoneNumberRequestRequired, total=False):
    LanguageCode: str


class CreateSMSSandboxPhoneNumberResponse(TypedDict, total=False):
    pass


class _CreateTopicRequestRequired(TypedDict):
    Name: str


class CreateTopicRequest(_CreateTopicRequestRequired, total=False):
    Attributes: dict[str, str]
    Tags: list[Tag]
    DataProtectionPolicy: str


class CreateTopicResponse(TypedDict, total=False):
    TopicArn: str


class DeleteEndpointRequest(TypedDict):
    EndpointArn: str


class DeletePlatformApplicationRequest(TypedDict):
    PlatformApplicationArn: str


class DeleteSMSSandboxPhoneNumberRequest(TypedDict):
    PhoneNumber: str


class DeleteSMSSandboxPhoneNumberResponse(TypedDict, total=False):
    pass


class DeleteTopicRequest(TypedDict):
    TopicArn: str


class Endpoint(TypedDict, total=False):
    EndpointArn: str
    Attributes: dict[str, str]


class GetDataProtectionPolicyRequest(TypedDict):
    ResourceArn: str


class GetDataProtectionPolicyResponse(TypedDict, total=False):
    DataProtectionPolicy: str


class GetEndpointAttributesRequest(TypedDict):
    EndpointArn: str


class GetEndpointAttributesResponse(TypedDict, total=False):
    Attributes: dict[str, str]


class GetPlatformApplicationAttributesRequest(TypedDict):
    PlatformApplicationArn: str


class GetPlatformApplicationAttributesResponse(TypedDict, total=False):
    Attributes: dict[str, str]


class GetSMSAttributesRequest(TypedDict, total=False):
    attributes: list[str]


class GetSMSAttributesResponse(TypedDict, total=False):
    attributes: dict[str, str]


class GetSMSSandboxAccountStatusRequest(TypedDict, total=False):
    pass


class GetSMSSandboxAccountStatusResponse(TypedDict):
    IsInSandbox: bool


class GetSubscriptionAttributesRequest(TypedDict):
    SubscriptionArn: str


class GetSubscriptionAttributesResponse(TypedDict, total=False):
    Attributes: dict[str, str]


class GetTopicAttributesRequest(TypedDict):
    TopicArn: str


class GetTopicAttributesResponse(TypedDict, total=False):
    Attributes: dict[str, str]


class _ListEndpointsByPlatformApplicationRequestRequired(TypedDict):
    PlatformApplicationArn: str


class ListEndpointsByPlatformApplicationRequest(
    _ListEndpointsByPlatformApplicationRequestRequired, total=False
):
    NextToken: str


class ListEndpointsByPlatformApplicationResponse(TypedDict, total=False):
    Endpoints: list[Endpoint]
    NextToken: str


class ListOriginationNumbersRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class ListOriginationNumbersResponse(TypedDict, total=False):
    NextToken: str
    PhoneNumbers: list[PhoneNumberInformation]


class ListPhoneNumbersOptedOutRequest(TypedDict, total=False):
    nextToken: str


class ListPhoneNumbersOptedOutResponse(TypedDict, total=False):
    phoneNumbers: list[str]
    nextToken: str


class ListPlatformApplicationsRequest(TypedDict, total=False):
    NextToken: str


class ListPlatformApplicationsResponse(TypedDict, total=False):
    PlatformApplications: list[PlatformApplication]
    NextToken: str


class ListSMSSandboxPhoneNumbersRequest(TypedDict, total=False):
    NextToken: str
    MaxResults: int


class _ListSMSSandboxPhoneNumbersResponseRequired(TypedDict):
    PhoneNumbers: list[SMSSandboxPhoneNumber]


class ListSMSSandboxPhoneNumbersResponse(_ListSMSSandboxPhoneNumbersResponseRequired, total=False):
    NextToken: str


class _ListSubscriptionsByTopicRequestRequired(TypedDict):
    TopicArn: str


class ListSubscriptionsByTopicRequest(_ListSubscriptionsByTopicRequestRequired, total=False):
    NextToken: str


class ListSubscriptionsByTopicResponse(TypedDict, total=False):
    Subscriptions: list[Subscription]
    NextToken: str


class ListSubscriptionsRequest(TypedDict, total=False):
    NextToken: str


class ListSubscriptionsResponse(TypedDict, total=False):
    Subscriptions: list[Subscription]
    NextToken: str


class ListTagsForResourceRequest(TypedDict):
    ResourceArn: str


class ListTagsForResourceResponse(TypedDict, total=False):
    Tags: list[Tag]


class ListTopicsRequest(TypedDict, total=False):
    NextToken: str


class ListTopicsResponse(TypedDict, total=False):
    Topics: list[Topic]
    NextToken: str


class _MessageAttributeValueRequired(TypedDict):
    DataType: str


class MessageAttributeValue(_MessageAttributeValueRequired, total=False):
    StringValue: str
    BinaryValue: bytes


class OptInPhoneNumberRequest(TypedDict):
    phoneNumber: str


class OptInPhoneNumberResponse(TypedDict, total=False):
    pass


class PhoneNumberInformation(TypedDict, total=False):
    CreatedAt: datetime
    PhoneNumber: str
    Status: str
    Iso2CountryCode: str
    RouteType: str
    NumberCapabilities: list[str]


class PlatformApplication(TypedDict, total=False):
    PlatformApplicationArn: str
    Attributes: dict[str, str]


class PublishBatchRequest(TypedDict):
    TopicArn: str
    PublishBatchRequestEntries: list[PublishBatchRequestEntry]


class _PublishBatchRequestEntryRequired(TypedDict):
    Id: str
    Message: str


class PublishBatchRequestEntry(_PublishBatchRequestEntryRequired, total=False):
    Subject: str
    MessageStructure: str
    MessageAttributes: dict[str, MessageAttributeValue]
    MessageDeduplicationId: str
    MessageGroupId: str


class PublishBatchResponse(TypedDict, total=False):
    Successful: list[PublishBatchResultEntry]
    Failed: list[BatchResultErrorEntry]


class PublishBatchResultEntry(TypedDict, total=False):
    Id: str
    MessageId: str
    SequenceNumber: str


class _PublishRequestRequired(TypedDict):
    Message: str


class PublishRequest(_PublishRequestRequired, total=False):
    TopicArn: str
    TargetArn: str
    PhoneNumber: str
    Subject: str
    MessageStructure: str
    MessageAttributes: dict[str, MessageAttributeValue]
    MessageDeduplicationId: str
    MessageGroupId: str


class PublishResponse(TypedDict, total=False):
    MessageId: str
    SequenceNumber: str


class PutDataProtectionPolicyRequest(TypedDict):
    ResourceArn: str
    DataProtectionPolicy: str


class RemovePermissionRequest(TypedDict):
    TopicArn: str
    Label: str


class SMSSandboxPhoneNumber(TypedDict, total=False):
    PhoneNumber: str
    Status: str


class SetEndpointAttributesRequest(TypedDict):
    EndpointArn: str
    Attributes: dict[str, str]


class SetPlatformApplicationAttributesRequest(TypedDict):
    PlatformApplicationArn: str
    Attributes: dict[str, str]


class SetSMSAttributesRequest(TypedDict):
    attributes: dict[str, str]


class SetSMSAttributesResponse(TypedDict, total=False):
    pass


class _SetSubscriptionAttributesRequestRequired(TypedDict):
    SubscriptionArn: str
    AttributeName: str


class SetSubscriptionAttributesRequest(_SetSubscriptionAttributesRequestRequired, total=False):
    AttributeValue: str


class _SetTopicAttributesRequestRequired(TypedDict):
    TopicArn: str
    AttributeName: str


class SetTopicAttributesRequest(_SetTopicAttributesRequestRequired, total=False):
    AttributeValue: str


class _SubscribeRequestRequired(TypedDict):
    TopicArn: str
    Protocol: str


class SubscribeRequest(_SubscribeRequestRequired, total=False):
    Endpoint: str
    Attributes: dict[str, str]
    ReturnSubscriptionArn: bool


class SubscribeResponse(TypedDict, total=False):
    SubscriptionArn: str


class Subscription(TypedDict, total=False):
    SubscriptionArn: str
    Owner: str
    Protocol: str
    Endpoint: str
    TopicArn: str


class Tag(TypedDict):
    Key: str
    Value: str


class TagResourceRequest(TypedDict):
    ResourceArn: str
    Tags: list[Tag]


class TagResourceResponse(TypedDict, total=False):
    pass


class Topic(TypedDict, total=False):
    TopicArn: str


class UnsubscribeRequest(TypedDict):
    SubscriptionArn: str


class UntagResourceRequest(TypedDict):
    ResourceArn: str
    TagKeys: list[str]


class UntagResourceResponse(TypedDict, total=False):
    pass


class VerifySMSSandboxPhoneNumberRequest(TypedDict):
    PhoneNumber: str
    OneTimePassword: str


class VerifySMSSandboxPhoneNumberResponse(TypedDict, total=False):
    pass


class AddPermissionResponse(TypedDict, total=False):
    pass


class DeleteEndpointResponse(TypedDict, total=False):
    pass


class DeletePlatformApplicationResponse(TypedDict, total=False):
    pass


class DeleteTopicResponse(TypedDict, total=False):
    pass


class PutDataProtectionPolicyResponse(TypedDict, total=False):
    pass


class RemovePermissionResponse(TypedDict, total=False):
    pass


class SetEndpointAttributesResponse(TypedDict, total=False):
    pass


class SetPlatformApplicationAttributesResponse(TypedDict, total=False):
    pass


class SetSubscriptionAttributesResponse(TypedDict, total=False):
    pass


class SetTopicAttributesResponse(TypedDict, total=False):
    pass


class UnsubscribeResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddPermission",
    "CheckIfPhoneNumberIsOptedOut",
    "ConfirmSubscription",
    "CreatePlatformApplication",
    "CreatePlatformEndpoint",
    "CreateSMSSandboxPhoneNumber",
    "CreateTopic",
    "DeleteEndpoint",
    "DeletePlatformApplication",
    "DeleteSMSSandboxPhoneNumber",
    "DeleteTopic",
    "GetDataProtectionPolicy",
    "GetEndpointAttributes",
    "GetPlatformApplicationAttributes",
    "GetSMSAttributes",
    "GetSMSSandboxAccountStatus",
    "GetSubscriptionAttributes",
    "GetTopicAttributes",
    "ListEndpointsByPlatformApplication",
    "ListOriginationNumbers",
    "ListPhoneNumbersOptedOut",
    "ListPlatformApplications",
    "ListSMSSandboxPhoneNumbers",
    "ListSubscriptions",
    "ListSubscriptionsByTopic",
    "ListTagsForResource",
    "ListTopics",
    "OptInPhoneNumber",
    "Publish",
    "PublishBatch",
    "PutDataProtectionPolicy",
    "RemovePermission",
    "SetEndpointAttributes",
    "SetPlatformApplicationAttributes",
    "SetSMSAttributes",
    "SetSubscriptionAttributes",
    "SetTopicAttributes",
    "Subscribe",
    "TagResource",
    "Unsubscribe",
    "UntagResource",
    "VerifySMSSandboxPhoneNumber",
)
