"""The records SES hands to receipt actions, in AWS's shapes: ``mail`` (the message's headers and common
headers), ``receipt`` (the recipients a rule matched, the verdicts and the action), the Lambda event
(``Records[].ses``) and the SNS notification (``notificationType: Received``, with the content for an SNS
action)."""

from __future__ import annotations

import base64
import email.policy
from dataclasses import dataclass
from datetime import datetime, timezone
from email.parser import BytesParser
from email.utils import getaddresses
from typing import Any

#: The SNS subject of SES's receipt notifications.
SUBJECT = "Amazon SES Email Receipt Notification"


@dataclass(frozen=True, slots=True)
class Inbound:
    """One message being received: who sent it, to whom, its MIME text, and whether SES itself sent it (its
    SPF, DKIM and DMARC verdicts pass) or it was handed in through ``/_labcloud/ses/inbound``."""

    account_id: str
    region: str
    message_id: str
    received: float
    source: str
    recipients: list[str]
    raw: str
    rule_set: str
    rules: list[dict[str, Any]]
    from_ses: bool


def iso(value: float) -> str:
    return datetime.fromtimestamp(value, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def _addresses(parsed: Any, name: str) -> list[str]:
    values = [str(v) for v in parsed.get_all(name) or []]
    return [address for _, address in getaddresses(values) if address] if values else []


def mail(message: Inbound, content: str) -> dict[str, Any]:
    parsed = BytesParser(policy=email.policy.compat32).parsebytes(content.encode(), headersonly=True)
    headers = [{"name": k, "value": str(v)} for k, v in parsed.items()]
    common: dict[str, Any] = {
        "returnPath": message.source,
        "from": [str(v) for v in parsed.get_all("From") or []],
    }
    if parsed["Date"] is not None:
        common["date"] = str(parsed["Date"])
    to = [str(v) for v in parsed.get_all("To") or []]
    if to:
        common["to"] = to
    cc = [str(v) for v in parsed.get_all("Cc") or []]
    if cc:
        common["cc"] = cc
    if parsed["Message-ID"] is not None:
        common["messageId"] = str(parsed["Message-ID"])
    common["subject"] = str(parsed["Subject"] or "")
    return {
        "timestamp": iso(message.received),
        "source": message.source,
        "messageId": message.message_id,
        "destination": list(message.recipients),
        "headersTruncated": False,
        "headers": headers,
        "commonHeaders": common,
    }


def receipt(
    message: Inbound, rule: dict[str, Any], recipients: list[str], action: dict[str, Any]
) -> dict[str, Any]:
    verdict = {"status": "PASS" if message.from_ses else "GRAY"}
    shown: dict[str, Any] = {
        "timestamp": iso(message.received),
        "processingTimeMillis": 0,
        "recipients": recipients,
    }
    if rule.get("ScanEnabled"):
        shown["spamVerdict"] = {"status": "PASS"}
        shown["virusVerdict"] = {"status": "PASS"}
    shown.update(
        {
            "spfVerdict": dict(verdict),
            "dkimVerdict": dict(verdict),
            "dmarcVerdict": dict(verdict),
            "action": action,
        }
    )
    if rule.get("ScanEnabled"):
        shown["dmarcPolicy"] = "none"
    return shown


def lambda_event(
    message: Inbound, content: str, rule: dict[str, Any], recipients: list[str], action: dict[str, Any]
) -> dict[str, Any]:
    return {
        "Records": [
            {
                "eventSource": "aws:ses",
                "eventVersion": "1.0",
                "ses": {
                    "mail": mail(message, content),
                    "receipt": receipt(message, rule, recipients, action),
                },
            }
        ]
    }


def notification(
    message: Inbound,
    content: str,
    rule: dict[str, Any],
    recipients: list[str],
    action: dict[str, Any],
    *,
    encoding: str | None = None,
) -> dict[str, Any]:
    """SES's "Received" notification; ``encoding`` (an SNS action's) adds the message's content."""
    shown: dict[str, Any] = {
        "notificationType": "Received",
        "mail": mail(message, content),
        "receipt": receipt(message, rule, recipients, action),
    }
    if encoding == "Base64":
        shown["content"] = base64.b64encode(content.encode()).decode()
    elif encoding is not None:
        shown["content"] = content
    return shown


def action_record(kind: str, body: dict[str, Any], object_key: str | None = None) -> dict[str, Any]:
    """The ``receipt.action`` object SES shows for one action."""
    if kind == "S3Action":
        shown = {
            "type": "S3",
            "bucketName": body["BucketName"],
            "objectKeyPrefix": body.get("ObjectKeyPrefix", ""),
        }
        shown["objectKey"] = object_key or ""
    elif kind == "LambdaAction":
        shown = {
            "type": "Lambda",
            "functionArn": body["FunctionArn"],
            "invocationType": body["InvocationType"],
        }
    elif kind == "SNSAction":
        shown = {"type": "SNS", "topicArn": body["TopicArn"], "encoding": body.get("Encoding", "UTF-8")}
    elif kind == "BounceAction":
        shown = {
            "type": "Bounce",
            "smtpReplyCode": body["SmtpReplyCode"],
            "statusCode": body.get("StatusCode", ""),
            "message": body["Message"],
            "sender": body["Sender"],
        }
    elif kind == "StopAction":
        shown = {"type": "Stop"}
    else:
        shown = {"type": "AddHeader", "headerName": body["HeaderName"], "headerValue": body["HeaderValue"]}
    if body.get("TopicArn") and kind != "SNSAction":
        shown["topicArn"] = body["TopicArn"]
    return shown
