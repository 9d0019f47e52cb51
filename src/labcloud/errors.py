"""AWS-shaped errors that providers raise and the protocol layer serializes.

A provider never builds an HTTP response for a failure: it raises :class:`AwsError` with the
AWS error code, a message and any extra members of the error shape (for example DynamoDB's
``Item`` on ``ConditionalCheckFailedException``). The protocol layer finds the HTTP status in
botocore's model when the provider does not give one.
"""

from __future__ import annotations

from typing import Any


class AwsError(Exception):
    """An error answered to the client in the shape its protocol expects."""

    def __init__(
        self,
        code: str,
        message: str = "",
        *,
        status: int | None = None,
        sender_fault: bool = True,
        query_code: str | None = None,
        **members: Any,
    ) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.status = status
        self.sender_fault = sender_fault
        # The legacy query-protocol code of a json service that is "awsQueryCompatible" (SQS):
        # sent in the x-amzn-query-error header and as <Code> over the query protocol.
        self.query_code = query_code
        self.members: dict[str, Any] = members
        #: Response headers the error carries (S3's ``x-amz-delete-marker`` on a deleted key, for one).
        self.headers: list[tuple[str, str]] = []


def not_implemented(service: str, operation: str) -> AwsError:
    """A clear answer for an operation labcloud does not implement (yet)."""
    if service in ("s3", "s3control"):
        return AwsError("NotImplemented", f"labcloud does not implement {service}:{operation}", status=501)
    return AwsError(
        "NotImplementedException" if service != "sqs" else "UnsupportedOperation",
        f"labcloud does not implement {service}:{operation}",
        status=501 if service != "sqs" else 400,
    )
