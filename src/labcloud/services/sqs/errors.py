"""SQS's errors: the json-protocol code, the legacy query code and AWS's wording.

SQS moved from the query to the json protocol but kept its old codes: each error travels as
``__type`` (the shape name, which picks boto3's exception class) plus ``x-amzn-query-error``
(the legacy code, what ``e.response['Error']['Code']`` shows and what query clients see).
"""

from __future__ import annotations

from labcloud.errors import AwsError

#: json code → (legacy query code, HTTP status)
CODES: dict[str, tuple[str, int]] = {
    "QueueDoesNotExist": ("AWS.SimpleQueueService.NonExistentQueue", 400),
    "QueueNameExists": ("QueueAlreadyExists", 400),
    "QueueDeletedRecently": ("AWS.SimpleQueueService.QueueDeletedRecently", 400),
    "PurgeQueueInProgress": ("AWS.SimpleQueueService.PurgeQueueInProgress", 403),
    "MessageNotInflight": ("AWS.SimpleQueueService.MessageNotInflight", 400),
    "ReceiptHandleIsInvalid": ("ReceiptHandleIsInvalid", 404),
    "BatchEntryIdsNotDistinct": ("AWS.SimpleQueueService.BatchEntryIdsNotDistinct", 400),
    "EmptyBatchRequest": ("AWS.SimpleQueueService.EmptyBatchRequest", 400),
    "TooManyEntriesInBatchRequest": ("AWS.SimpleQueueService.TooManyEntriesInBatchRequest", 400),
    "BatchRequestTooLong": ("AWS.SimpleQueueService.BatchRequestTooLong", 400),
    "InvalidBatchEntryId": ("AWS.SimpleQueueService.InvalidBatchEntryId", 400),
    "UnsupportedOperation": ("AWS.SimpleQueueService.UnsupportedOperation", 400),
    "ResourceNotFoundException": ("ResourceNotFoundException", 404),
    "InvalidAttributeName": ("InvalidAttributeName", 400),
    "InvalidAttributeValue": ("InvalidAttributeValue", 400),
    "InvalidMessageContents": ("InvalidMessageContents", 400),
    "InvalidParameterValue": ("InvalidParameterValue", 400),
    "MissingParameter": ("MissingParameter", 400),
    "OverLimit": ("OverLimit", 403),
}


def sqs_error(code: str, message: str) -> AwsError:
    query_code, status = CODES.get(code, (code, 400))
    return AwsError(code, message, status=status, query_code=query_code)


def queue_does_not_exist() -> AwsError:
    return sqs_error("QueueDoesNotExist", "The specified queue does not exist.")


def invalid_parameter(message: str) -> AwsError:
    return sqs_error("InvalidParameterValue", message)


def invalid_value(name: str, value: object, reason: str) -> AwsError:
    return invalid_parameter(f"Value {value} for parameter {name} is invalid. Reason: {reason}")


def missing_parameter(name: str) -> AwsError:
    return sqs_error("MissingParameter", f"The request must contain the parameter {name}.")
