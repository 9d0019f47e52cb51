"""AWS service integrations of HTTP APIs (``AWS_PROXY`` with an ``IntegrationSubtype``): the subtypes
labcloud serves, the service operation each calls, and AWS's rules on their ``RequestParameters``
(each parameter of the subtype, the required ones present, each value a mapping expression), with
``CredentialsArn`` (the role the call is made as) and payload format 1.0 required. AWS's subtypes of
services labcloud lacks (``AppConfig-GetConfiguration``) are refused by name at CreateIntegration."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from labcloud.services.apigatewayv2 import ids
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.parameter_checks import check_response, variables_of


@dataclass(frozen=True, slots=True)
class Subtype:
    service: str
    operation: str
    required: tuple[str, ...]
    optional: tuple[str, ...]


SUBTYPES = {
    "SQS-SendMessage": Subtype(
        "sqs",
        "SendMessage",
        ("QueueUrl", "MessageBody"),
        (
            "DelaySeconds",
            "MessageAttributes",
            "MessageDeduplicationId",
            "MessageGroupId",
            "MessageSystemAttributes",
        ),
    ),
    "SQS-ReceiveMessage": Subtype(
        "sqs",
        "ReceiveMessage",
        ("QueueUrl",),
        (
            "AttributeNames",
            "MaxNumberOfMessages",
            "MessageAttributeNames",
            "ReceiveRequestAttemptId",
            "VisibilityTimeout",
            "WaitTimeSeconds",
        ),
    ),
    "SQS-DeleteMessage": Subtype("sqs", "DeleteMessage", ("QueueUrl", "ReceiptHandle"), ()),
    "SQS-PurgeQueue": Subtype("sqs", "PurgeQueue", ("QueueUrl",), ()),
    "EventBridge-PutEvents": Subtype(
        "events",
        "PutEvents",
        ("Detail", "DetailType", "Source"),
        ("Time", "EventBusName", "Resources", "TraceHeader"),
    ),
    "StepFunctions-StartExecution": Subtype(
        "stepfunctions", "StartExecution", ("StateMachineArn",), ("Name", "Input", "TraceHeader")
    ),
    "StepFunctions-StartSyncExecution": Subtype(
        "stepfunctions", "StartSyncExecution", ("StateMachineArn",), ("Name", "Input", "TraceHeader")
    ),
    "StepFunctions-StopExecution": Subtype(
        "stepfunctions", "StopExecution", ("ExecutionArn",), ("Cause", "Error")
    ),
    "Kinesis-PutRecord": Subtype(
        "kinesis",
        "PutRecord",
        ("StreamName", "Data", "PartitionKey"),
        ("SequenceNumberForOrdering", "ExplicitHashKey"),
    ),
}
#: AWS's subtypes whose service labcloud does not have: refused by name, with why.
NO_SERVICE = {
    "AppConfig-GetConfiguration": (
        "Integration subtype AppConfig-GetConfiguration is not supported: labcloud has no AppConfig service"
    ),
}
_ROLE = re.compile(r"^arn:aws:iam::\d{12}:role/.+$")
_REFUSED = (
    "IntegrationUri",
    "IntegrationMethod",
    "RequestTemplates",
    "TemplateSelectionExpression",
    "TlsConfig",
)


def new_service_integration(request: dict[str, Any]) -> dict[str, Any]:
    """The Integration document for an AWS service integration (checked as AWS checks it)."""
    name = str(request["IntegrationSubtype"])
    if name in NO_SERVICE:
        raise bad_request(NO_SERVICE[name])
    subtype = SUBTYPES.get(name)
    if subtype is None:
        raise bad_request(
            f"Invalid integration subtype {name}: labcloud serves {', '.join(sorted(SUBTYPES))}"
        )
    if request.get("IntegrationType") != "AWS_PROXY":
        raise bad_request("IntegrationSubtype is supported only for integrations of type AWS_PROXY")
    for member in _REFUSED:
        if request.get(member):
            raise bad_request(f"{member} is not supported for integrations with an IntegrationSubtype")
    if (request.get("ConnectionType") or "INTERNET") != "INTERNET":
        raise bad_request("labcloud does not support VPC links: ConnectionType must be INTERNET")
    if (request.get("PayloadFormatVersion") or "1.0") != "1.0":
        raise bad_request("PayloadFormatVersion must be 1.0 for AWS service integrations")
    role = str(request.get("CredentialsArn") or "")
    if not _ROLE.match(role):
        raise bad_request("CredentialsArn (an IAM role ARN) is required for AWS service integrations")
    parameters = dict(request.get("RequestParameters") or {})
    allowed = {*subtype.required, *subtype.optional, "Region"}
    for key, value in parameters.items():
        if key not in allowed:
            raise bad_request(f"Parameter {key} is not supported for integration subtype {name}")
        if not isinstance(value, str) or not value:
            raise bad_request(f"Parameter {key} needs a value")
        variables_of(value, "request")
    missing = [p for p in subtype.required if p not in parameters]
    if missing:
        raise bad_request(f"Missing required parameters for integration subtype {name}: {', '.join(missing)}")
    timeout = int(request.get("TimeoutInMillis") or 30000)
    if not 50 <= timeout <= 30000:
        raise bad_request("TimeoutInMillis must be between 50 and 30000 for HTTP APIs")
    doc: dict[str, Any] = {
        "IntegrationId": ids.new_id(),
        "IntegrationType": "AWS_PROXY",
        "IntegrationSubtype": name,
        "ConnectionType": "INTERNET",
        "CredentialsArn": role,
        "PayloadFormatVersion": "1.0",
        "RequestParameters": {str(k): str(v) for k, v in parameters.items()},
        "TimeoutInMillis": timeout,
        "ApiGatewayManaged": False,
    }
    if request.get("ResponseParameters"):
        doc["ResponseParameters"] = check_response(dict(request["ResponseParameters"]))
    if request.get("Description"):
        doc["Description"] = request["Description"]
    return doc
