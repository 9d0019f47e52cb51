"""Typed requests and responses of sqs's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types sqs`` writes this file.
"""

from __future__ import annotations

from typing import TypedDict


class AddPermissionRequest(TypedDict):
    QueueUrl: str
    Label: str
    AWSAccountIds: list[str]
    Actions: list[str]


class _BatchResultErrorEntryRequired(TypedDict):
    Id: str
    SenderFault: bool
    Code: str


class BatchResultErrorEntry(_BatchResultErrorEntryRequired, total=False):
    Message: str


class CancelMessageMoveTaskRequest(TypedDict):
    TaskHandle: str


class CancelMessageMoveTaskResponse(TypedDict, total=False):
    ApproximateNumberOfMessagesMoved: int


class ChangeMessageVisibilityBatchRequest(TypedDict):
    QueueUrl: str
    Entries: list[ChangeMessageVisibilityBatchRequestEntry]


class _ChangeMessageVisibilityBatchRequestEntryRequired(TypedDict):
    Id: str
    ReceiptHandle: str


class ChangeMessageVisibilityBatchRequestEntry(
    _ChangeMessageVisibilityBatchRequestEntryRequired, total=False
):
    VisibilityTimeout: int


class ChangeMessageVisibilityBatchResponse(TypedDict):
    Successful: list[ChangeMessageVisibilityBatchResultEntry]
    Failed: list[BatchResultErrorEntry]


class ChangeMessageVisibilityBatchResultEntry(TypedDict):
    Id: str


class ChangeMessageVisibilityRequest(TypedDict):
    QueueUrl: str
    ReceiptHandle: str
    VisibilityTimeout: int


class _CreateQueueRequestRequired(TypedDict):
    QueueName: str


class CreateQueueRequest(_CreateQueueRequestRequired, total=False):
    Attributes: dict[str, str]
    tags: dict[str, str]


class CreateQueueResponse(TypedDict, total=False):
    QueueUrl: str


class DeleteMessageBatchRequest(TypedDict):
    QueueUrl: str
    Entries: list[DeleteMessageBatchRequestEntry]


class DeleteMessageBatchRequestEntry(TypedDict):
    Id: str
    ReceiptHandle: str


class DeleteMessageBatchResponse(TypedDict):
    Successful: list[DeleteMessageBatchResultEntry]
    Failed: list[BatchResultErrorEntry]


class DeleteMessageBatchResultEntry(TypedDict):
    Id: str


class DeleteMessageRequest(TypedDict):
    QueueUrl: str
    ReceiptHandle: str


class DeleteQueueRequest(TypedDict):
    QueueUrl: str


class _GetQueueAttributesRequestRequired(TypedDict):
    QueueUrl: str


class GetQueueAttributesRequest(_GetQueueAttributesRequestRequired, total=False):
    AttributeNames: list[str]


class GetQueueAttributesResponse(TypedDict, total=False):
    Attributes: dict[str, str]


class _GetQueueUrlRequestRequired(TypedDict):
    QueueName: str


class GetQueueUrlRequest(_GetQueueUrlRequestRequired, total=False):
    QueueOwnerAWSAccountId: str


class GetQueueUrlResponse(TypedDict, total=False):
    QueueUrl: str


class _ListDeadLetterSourceQueuesRequestRequired(TypedDict):
    QueueUrl: str


class ListDeadLetterSourceQueuesRequest(_ListDeadLetterSourceQueuesRequestRequired, total=False):
    NextToken: str
    MaxResults: int


class _ListDeadLetterSourceQueuesResponseRequired(TypedDict):
    queueUrls: list[str]


class ListDeadLetterSourceQueuesResponse(_ListDeadLetterSourceQueuesResponseRequired, total=False):
    NextToken: str


class _ListMessageMoveTasksRequestRequired(TypedDict):
    SourceArn: str


class ListMessageMoveTasksRequest(_ListMessageMoveTasksRequestRequired, total=False):
    MaxResults: int


class ListMessageMoveTasksResponse(TypedDict, total=False):
    Results: list[ListMessageMoveTasksResultEntry]


class ListMessageMoveTasksResultEntry(TypedDict, total=False):
    TaskHandle: str
    Status: str
    SourceArn: str
    DestinationArn: str
    MaxNumberOfMessagesPerSecond: int
    ApproximateNumberOfMessagesMoved: int
    ApproximateNumberOfMessagesToMove: int
    FailureReason: str
    StartedTimestamp: int


class ListQueueTagsRequest(TypedDict):
    QueueUrl: str


class ListQueueTagsResponse(TypedDict, total=False):
    Tags: dict[str, str]


class ListQueuesRequest(TypedDict, total=False):
    QueueNamePrefix: str
    NextToken: str
    MaxResults: int


class ListQueuesResponse(TypedDict, total=False):
    QueueUrls: list[str]
    NextToken: str


class Message(TypedDict, total=False):
    MessageId: str
    ReceiptHandle: str
    MD5OfBody: str
    Body: str
    Attributes: dict[str, str]
    MD5OfMessageAttributes: str
    MessageAttributes: dict[str, MessageAttributeValue]


class _MessageAttributeValueRequired(TypedDict):
    DataType: str


class MessageAttributeValue(_MessageAttributeValueRequired, total=False):
    StringValue: str
    BinaryValue: bytes
    StringListValues: list[str]
    BinaryListValues: list[bytes]


class _MessageSystemAttributeValueRequired(TypedDict):
    DataType: str


class MessageSystemAttributeValue(_MessageSystemAttributeValueRequired, total=False):
    StringValue: str
    BinaryValue: bytes
    StringListValues: list[str]
    BinaryListValues: list[bytes]


class PurgeQueueRequest(TypedDict):
    QueueUrl: str


class _ReceiveMessageRequestRequired(TypedDict):
    QueueUrl: str


class ReceiveMessageRequest(_ReceiveMessageRequestRequired, total=False):
    AttributeNames: list[str]
    MessageSystemAttributeNames: list[str]
    MessageAttributeNames: list[str]
    MaxNumberOfMessages: int
    VisibilityTimeout: int
    WaitTimeSeconds: int
    ReceiveRequestAttemptId: str


class ReceiveMessageResponse(TypedDict, total=False):
    Messages: list[Message]


class RemovePermissionRequest(TypedDict):
    QueueUrl: str
    Label: str


class SendMessageBatchRequest(TypedDict):
    QueueUrl: str
    Entries: list[SendMessageBatchRequestEntry]


class _SendMessageBatchRequestEntryRequired(TypedDict):
    Id: str
    MessageBody: str


class SendMessageBatchRequestEntry(_SendMessageBatchRequestEntryRequired, total=False):
    DelaySeconds: int
    MessageAttributes: dict[str, MessageAttributeValue]
    MessageSystemAttributes: dict[str, MessageSystemAttributeValue]
    MessageDeduplicationId: str
    MessageGroupId: str


class SendMessageBatchResponse(TypedDict):
    Successful: list[SendMessageBatchResultEntry]
    Failed: list[BatchResultErrorEntry]


class _SendMessageBatchResultEntryRequired(TypedDict):
    Id: str
    MessageId: str
    MD5OfMessageBody: str


class SendMessageBatchResultEntry(_SendMessageBatchResultEntryRequired, total=False):
    MD5OfMessageAttributes: str
    MD5OfMessageSystemAttributes: str
    SequenceNumber: str


class _SendMessageRequestRequired(TypedDict):
    QueueUrl: str
    MessageBody: str


class SendMessageRequest(_SendMessageRequestRequired, total=False):
    DelaySeconds: int
    MessageAttributes: dict[str, MessageAttributeValue]
    MessageSystemAttributes: dict[str, MessageSystemAttributeValue]
    MessageDeduplicationId: str
    MessageGroupId: str


class SendMessageResponse(TypedDict, total=False):
    MD5OfMessageBody: str
    MD5OfMessageAttributes: str
    MD5OfMessageSystemAttributes: str
    MessageId: str
    SequenceNumber: str


class SetQueueAttributesRequest(TypedDict):
    QueueUrl: str
    Attributes: dict[str, str]


class _StartMessageMoveTaskRequestRequired(TypedDict):
    SourceArn: str


class StartMessageMoveTaskRequest(_StartMessageMoveTaskRequestRequired, total=False):
    DestinationArn: str
    MaxNumberOfMessagesPerSecond: int


class StartMessageMoveTaskResponse(TypedDict, total=False):
    TaskHandle: str


class TagQueueRequest(TypedDict):
    QueueUrl: str
    Tags: dict[str, str]


class UntagQueueRequest(TypedDict):
    QueueUrl: str
    TagKeys: list[str]


class AddPermissionResponse(TypedDict, total=False):
    pass


class ChangeMessageVisibilityResponse(TypedDict, total=False):
    pass


class DeleteMessageResponse(TypedDict, total=False):
    pass


class DeleteQueueResponse(TypedDict, total=False):
    pass


class PurgeQueueResponse(TypedDict, total=False):
    pass


class RemovePermissionResponse(TypedDict, total=False):
    pass


class SetQueueAttributesResponse(TypedDict, total=False):
    pass


class TagQueueResponse(TypedDict, total=False):
    pass


class UntagQueueResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "AddPermission",
    "CancelMessageMoveTask",
    "ChangeMessageVisibility",
    "ChangeMessageVisibilityBatch",
    "CreateQueue",
    "DeleteMessage",
    "DeleteMessageBatch",
    "DeleteQueue",
    "GetQueueAttributes",
    "GetQueueUrl",
    "ListDeadLetterSourceQueues",
    "ListMessageMoveTasks",
    "ListQueueTags",
    "ListQueues",
    "PurgeQueue",
    "ReceiveMessage",
    "RemovePermission",
    "SendMessage",
    "SendMessageBatch",
    "SetQueueAttributes",
    "StartMessageMoveTask",
    "TagQueue",
    "UntagQueue",
)
