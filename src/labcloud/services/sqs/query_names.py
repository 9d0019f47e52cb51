"""The query-protocol names SQS's json model no longer carries (older SDKs still send and expect them).

Keys are (shape, member) → (wire name, flattened); for maps (map shape, "key"/"value") → (name, None).
"""

from __future__ import annotations

from labcloud.protocol.query_codec import NameOverrides, register_overrides

OVERRIDES: NameOverrides = {
    # queue attributes and tags
    ("CreateQueueRequest", "Attributes"): ("Attribute", True),
    ("CreateQueueRequest", "tags"): ("Tag", True),
    ("SetQueueAttributesRequest", "Attributes"): ("Attribute", True),
    ("GetQueueAttributesRequest", "AttributeNames"): ("AttributeName", True),
    ("GetQueueAttributesResult", "Attributes"): ("Attribute", True),
    ("QueueAttributeMap", "key"): ("Name", None),
    ("QueueAttributeMap", "value"): ("Value", None),
    ("TagQueueRequest", "Tags"): ("Tag", True),
    ("UntagQueueRequest", "TagKeys"): ("TagKey", True),
    ("ListQueueTagsResult", "Tags"): ("Tag", True),
    ("TagMap", "key"): ("Key", None),
    ("TagMap", "value"): ("Value", None),
    ("ListQueuesResult", "QueueUrls"): ("QueueUrl", True),
    ("ListDeadLetterSourceQueuesResult", "queueUrls"): ("QueueUrl", True),
    ("AddPermissionRequest", "AWSAccountIds"): ("AWSAccountId", True),
    ("AddPermissionRequest", "Actions"): ("ActionName", True),
    # sending
    ("SendMessageRequest", "MessageAttributes"): ("MessageAttribute", True),
    ("SendMessageRequest", "MessageSystemAttributes"): ("MessageSystemAttribute", True),
    ("SendMessageBatchRequest", "Entries"): ("SendMessageBatchRequestEntry", True),
    ("SendMessageBatchRequestEntry", "MessageAttributes"): ("MessageAttribute", True),
    ("SendMessageBatchRequestEntry", "MessageSystemAttributes"): ("MessageSystemAttribute", True),
    ("SendMessageBatchResult", "Successful"): ("SendMessageBatchResultEntry", True),
    ("SendMessageBatchResult", "Failed"): ("BatchResultErrorEntry", True),
    ("MessageBodyAttributeMap", "key"): ("Name", None),
    ("MessageBodyAttributeMap", "value"): ("Value", None),
    ("MessageBodySystemAttributeMap", "key"): ("Name", None),
    ("MessageBodySystemAttributeMap", "value"): ("Value", None),
    ("MessageAttributeValue", "StringListValues"): ("StringListValue", True),
    ("MessageAttributeValue", "BinaryListValues"): ("BinaryListValue", True),
    ("MessageSystemAttributeValue", "StringListValues"): ("StringListValue", True),
    ("MessageSystemAttributeValue", "BinaryListValues"): ("BinaryListValue", True),
    # receiving
    ("ReceiveMessageRequest", "AttributeNames"): ("AttributeName", True),
    ("ReceiveMessageRequest", "MessageSystemAttributeNames"): ("MessageSystemAttributeName", True),
    ("ReceiveMessageRequest", "MessageAttributeNames"): ("MessageAttributeName", True),
    ("ReceiveMessageResult", "Messages"): ("Message", True),
    ("Message", "Attributes"): ("Attribute", True),
    ("Message", "MessageAttributes"): ("MessageAttribute", True),
    ("MessageSystemAttributeMap", "key"): ("Name", None),
    ("MessageSystemAttributeMap", "value"): ("Value", None),
    # deleting and visibility
    ("DeleteMessageBatchRequest", "Entries"): ("DeleteMessageBatchRequestEntry", True),
    ("DeleteMessageBatchResult", "Successful"): ("DeleteMessageBatchResultEntry", True),
    ("DeleteMessageBatchResult", "Failed"): ("BatchResultErrorEntry", True),
    ("ChangeMessageVisibilityBatchRequest", "Entries"): ("ChangeMessageVisibilityBatchRequestEntry", True),
    ("ChangeMessageVisibilityBatchResult", "Successful"): ("ChangeMessageVisibilityBatchResultEntry", True),
    ("ChangeMessageVisibilityBatchResult", "Failed"): ("BatchResultErrorEntry", True),
    # move tasks
    ("ListMessageMoveTasksResult", "Results"): ("ListMessageMoveTasksResultEntry", True),
}


def register() -> None:
    register_overrides("sqs", OVERRIDES)
