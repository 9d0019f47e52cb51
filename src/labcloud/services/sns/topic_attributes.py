"""Topic attributes: which ones a client may set, their checks, AWS's defaults and the computed ones."""

from __future__ import annotations

import json

from labcloud import json_document
from labcloud.services.sns.errors import invalid_parameter

#: Attributes a client may set (FifoTopic only when creating).
SETTABLE = frozenset(
    {
        "Policy",
        "DisplayName",
        "DeliveryPolicy",
        "KmsMasterKeyId",
        "SignatureVersion",
        "TracingConfig",
        "ContentBasedDeduplication",
    }
)
CREATE_ONLY = frozenset({"FifoTopic"})
#: Delivery status logging: sample rates are kept; a feedback role (which turns logging on) is refused,
#: since labcloud records delivery outcomes as events on its bus, not in CloudWatch Logs.
_FEEDBACK = ("Application", "Firehose", "HTTP", "Lambda", "SQS")
SAMPLE_RATES = frozenset(f"{p}SuccessFeedbackSampleRate" for p in _FEEDBACK)
FEEDBACK_ROLES = frozenset(f"{p}{kind}FeedbackRoleArn" for p in _FEEDBACK for kind in ("Success", "Failure"))

DEFAULT_RETRY_POLICY: dict[str, object] = {
    "minDelayTarget": 20,
    "maxDelayTarget": 20,
    "numRetries": 3,
    "numMaxDelayRetries": 0,
    "numNoDelayRetries": 0,
    "numMinDelayRetries": 0,
    "backoffFunction": "linear",
}
DEFAULT_DELIVERY_POLICY = {
    "http": {
        "defaultHealthyRetryPolicy": DEFAULT_RETRY_POLICY,
        "disableSubscriptionOverrides": False,
        "defaultRequestPolicy": {"headerContentType": "text/plain; charset=UTF-8"},
    }
}


def default_policy(arn: str, account_id: str) -> str:
    return json.dumps(
        {
            "Version": "2008-10-17",
            "Id": "__default_policy_ID",
            "Statement": [
                {
                    "Sid": "__default_statement_ID",
                    "Effect": "Allow",
                    "Principal": {"AWS": "*"},
                    "Action": [
                        "SNS:GetTopicAttributes",
                        "SNS:SetTopicAttributes",
                        "SNS:AddPermission",
                        "SNS:RemovePermission",
                        "SNS:DeleteTopic",
                        "SNS:Subscribe",
                        "SNS:ListSubscriptionsByTopic",
                        "SNS:Publish",
                    ],
                    "Resource": arn,
                    "Condition": {"StringEquals": {"AWS:SourceOwner": account_id}},
                }
            ],
        },
        separators=(",", ":"),
    )


def defaults(arn: str, account_id: str, fifo: bool, with_policy: bool = True) -> dict[str, str]:
    """AWS's defaults; the default Policy is not stored (``with_policy=False``): a stored Policy is one a
    client set, which is what makes IAM enforcement look topic policies up at all."""
    out = {"Policy": default_policy(arn, account_id)} if with_policy else {}
    out["DisplayName"] = ""
    if fifo:
        out["FifoTopic"] = "true"
        out["ContentBasedDeduplication"] = "false"
    return out


def _boolean(name: str, value: str) -> str:
    if value.lower() not in ("true", "false"):
        raise invalid_parameter(f"Attributes Reason: {name}: Invalid value [{value}]. Must be true or false.")
    return value.lower()


def check(name: str, value: str, fifo: bool, creating: bool) -> str:
    """The value to store for one attribute, or AWS's InvalidParameter."""
    if name in SAMPLE_RATES:
        if not value.isdigit() or not 0 <= int(value) <= 100:
            raise invalid_parameter(f"Attributes Reason: {name}: must be an integer from 0 to 100")
        return value
    if name in FEEDBACK_ROLES:
        if value:
            raise invalid_parameter(
                f"{name} Reason: labcloud does not write delivery status logs (see the sns.delivery.* events)"
            )
        return value
    if name not in SETTABLE and not (creating and name in CREATE_ONLY):
        raise invalid_parameter("AttributeName")
    if name == "FifoTopic":
        return _boolean(name, value)
    if name == "ContentBasedDeduplication":
        if not fifo:
            raise invalid_parameter(
                "Attributes Reason: Content-based deduplication can only be set for FIFO topics"
            )
        return _boolean(name, value)
    if name == "DisplayName" and len(value) > 100:
        raise invalid_parameter("DisplayName Reason: DisplayName must be at most 100 characters long")
    if name == "SignatureVersion" and value not in ("1", "2"):
        raise invalid_parameter("Attributes Reason: SignatureVersion: Invalid value. Must be 1 or 2")
    if name == "TracingConfig" and value not in ("PassThrough", "Active"):
        raise invalid_parameter(
            "Attributes Reason: TracingConfig: Invalid value. Must be PassThrough or Active"
        )
    if name in ("Policy", "DeliveryPolicy"):
        if not value:
            return ""  # back to AWS's default
        try:
            document = json_document.loads(value)
        except ValueError:
            raise invalid_parameter(f"Attributes Reason: {name}: failed to parse JSON") from None
        if not isinstance(document, dict):
            raise invalid_parameter(f"Attributes Reason: {name}: must be a JSON object")
        if name == "DeliveryPolicy":
            check_delivery_policy(document)
    return value


_RETRY_KEYS = {
    "minDelayTarget",
    "maxDelayTarget",
    "numRetries",
    "numMaxDelayRetries",
    "numNoDelayRetries",
    "numMinDelayRetries",
    "backoffFunction",
}


def check_delivery_policy(document: dict[str, object]) -> None:
    """The http(s) retry policy labcloud follows (AWS's limits: numRetries 0-100, delays 1-3600 s)."""
    http = document.get("http", document)
    if not isinstance(http, dict):
        raise invalid_parameter("DeliveryPolicy: http must be an object")
    retry = http.get("defaultHealthyRetryPolicy", http.get("healthyRetryPolicy"))
    if retry is None:
        return
    if not isinstance(retry, dict) or set(retry) - _RETRY_KEYS:
        raise invalid_parameter("DeliveryPolicy: healthyRetryPolicy: unknown key")
    for key in ("minDelayTarget", "maxDelayTarget"):
        value = retry.get(key, 20)
        if not isinstance(value, int) or not 1 <= value <= 3600:
            raise invalid_parameter(f"DeliveryPolicy: {key} must be between 1 and 3600")
    for key in ("numRetries", "numMaxDelayRetries", "numNoDelayRetries", "numMinDelayRetries"):
        value = retry.get(key, 0)
        if not isinstance(value, int) or not 0 <= value <= 100:
            raise invalid_parameter(f"DeliveryPolicy: {key} must be between 0 and 100")
    if int(str(retry.get("minDelayTarget", 20))) > int(str(retry.get("maxDelayTarget", 20))):
        raise invalid_parameter("DeliveryPolicy: minDelayTarget must not exceed maxDelayTarget")
    if retry.get("backoffFunction", "linear") not in ("linear", "arithmetic", "geometric", "exponential"):
        raise invalid_parameter(
            "DeliveryPolicy: backoffFunction must be linear, arithmetic, geometric or exponential"
        )


def effective_delivery_policy(attributes: dict[str, str]) -> str:
    given = attributes.get("DeliveryPolicy")
    if not given:
        return json.dumps(DEFAULT_DELIVERY_POLICY, separators=(",", ":"))
    merged = json.loads(json.dumps(DEFAULT_DELIVERY_POLICY))
    document = json.loads(given)
    http = document.get("http", document)
    retry = http.get("defaultHealthyRetryPolicy", http.get("healthyRetryPolicy")) or {}
    merged["http"]["defaultHealthyRetryPolicy"].update(retry)
    for key in ("disableSubscriptionOverrides", "defaultRequestPolicy", "defaultThrottlePolicy"):
        if key in http:
            merged["http"][key] = http[key]
    return json.dumps(merged, separators=(",", ":"))


def check_data_protection_policy(text: str) -> str:
    """A data protection policy is kept and answered (messages are not inspected): it must be a policy."""
    try:
        document = json_document.loads(text)
    except ValueError:
        raise invalid_parameter("DataProtectionPolicy Reason: failed to parse JSON") from None
    if not isinstance(document, dict) or not isinstance(document.get("Statement"), list):
        raise invalid_parameter("DataProtectionPolicy Reason: a policy must hold a Statement list")
    return text
