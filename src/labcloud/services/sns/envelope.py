"""What each kind of subscriber receives: the signed JSON envelope (SQS, HTTP/S), the raw form,
Lambda's ``Records[].Sns`` event, and a Firehose record (the unsigned envelope or the raw message)."""

from __future__ import annotations

import base64
import json
from datetime import datetime, timezone
from typing import Any
from urllib.parse import quote

from labcloud.internal.routes import PREFIX
from labcloud.services.sns.signer import CERT_PATH, Signer


def iso(timestamp: float) -> str:
    moment = datetime.fromtimestamp(timestamp, timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def cert_url(endpoint: str) -> str:
    return f"{endpoint.rstrip('/')}{PREFIX}{CERT_PATH}"


def unsubscribe_url(endpoint: str, subscription_arn: str) -> str:
    return f"{endpoint.rstrip('/')}/?Action=Unsubscribe&SubscriptionArn={quote(subscription_arn, safe=':')}"


def _attributes(payload: dict[str, Any]) -> dict[str, dict[str, str]]:
    out = {}
    for name, value in (payload.get("MessageAttributes") or {}).items():
        data_type = value["DataType"]
        text = value.get("StringValue", value.get("BinaryValue", ""))
        out[name] = {"Type": data_type, "Value": text}
    return out


def signed(
    payload: dict[str, Any], subscription_arn: str, signer: Signer, endpoint: str, version: str
) -> dict[str, Any]:
    """The JSON document AWS delivers (Notification or SubscriptionConfirmation), in AWS's member order."""
    envelope: dict[str, Any] = {"Type": payload["Type"], "MessageId": payload["MessageId"]}
    if payload["Type"] == "Notification":
        if payload.get("SequenceNumber"):
            envelope["SequenceNumber"] = payload["SequenceNumber"]
        envelope["TopicArn"] = payload["TopicArn"]
        if payload.get("Subject") is not None:
            envelope["Subject"] = payload["Subject"]
        envelope["Message"] = payload["Message"]
        envelope["Timestamp"] = iso(payload["Timestamp"])
    else:
        envelope["Token"] = payload["Token"]
        envelope["TopicArn"] = payload["TopicArn"]
        envelope["Message"] = payload["Message"]
        envelope["SubscribeURL"] = payload["SubscribeURL"]
        envelope["Timestamp"] = iso(payload["Timestamp"])
    envelope["SignatureVersion"] = version
    envelope["Signature"] = signer.sign(envelope, version)
    envelope["SigningCertURL"] = cert_url(endpoint)
    if payload["Type"] == "Notification":
        envelope["UnsubscribeURL"] = unsubscribe_url(endpoint, subscription_arn)
        attributes = _attributes(payload)
        if attributes:
            envelope["MessageAttributes"] = attributes
    return envelope


def lambda_event(
    payload: dict[str, Any], subscription_arn: str, signer: Signer, endpoint: str, version: str
) -> dict[str, Any]:
    envelope = signed(payload, subscription_arn, signer, endpoint, version)
    sns = {
        "Type": envelope["Type"],
        "MessageId": envelope["MessageId"],
        "TopicArn": envelope["TopicArn"],
        "Subject": envelope.get("Subject"),
        "Message": envelope["Message"],
        "Timestamp": envelope["Timestamp"],
        "SignatureVersion": envelope["SignatureVersion"],
        "Signature": envelope["Signature"],
        "SigningCertUrl": envelope["SigningCertURL"],
        "UnsubscribeUrl": envelope.get("UnsubscribeURL"),
        "MessageAttributes": envelope.get("MessageAttributes", {}),
    }
    return {
        "Records": [
            {
                "EventSource": "aws:sns",
                "EventVersion": "1.0",
                "EventSubscriptionArn": subscription_arn,
                "Sns": sns,
            }
        ]
    }


def sqs_message_attributes(payload: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Raw delivery: the published attributes as SQS message attributes."""
    out: dict[str, dict[str, Any]] = {}
    for name, value in (payload.get("MessageAttributes") or {}).items():
        if "BinaryValue" in value:
            out[name] = {"DataType": value["DataType"], "BinaryValue": base64.b64decode(value["BinaryValue"])}
        else:
            out[name] = {"DataType": value["DataType"], "StringValue": value["StringValue"]}
    return out


def body_text(envelope: dict[str, Any]) -> str:
    return json.dumps(envelope, indent=2, ensure_ascii=False)


def firehose_record(payload: dict[str, Any], subscription_arn: str, endpoint: str, raw: bool) -> bytes:
    """The record SNS puts to a delivery stream: the message itself (raw delivery) or the JSON metadata AWS
    documents for Firehose (no signature), one line each: SNS ends every record with a newline, so the
    objects Firehose writes hold one notification a line."""
    if raw:
        return str(payload["Message"]).encode() + b"\n"
    envelope: dict[str, Any] = {
        "Type": payload["Type"],
        "MessageId": payload["MessageId"],
        "TopicArn": payload["TopicArn"],
    }
    if payload.get("Subject") is not None:
        envelope["Subject"] = payload["Subject"]
    envelope["Message"] = payload["Message"]
    envelope["Timestamp"] = iso(payload["Timestamp"])
    envelope["UnsubscribeURL"] = unsubscribe_url(endpoint, subscription_arn)
    attributes = _attributes(payload)
    if attributes:
        envelope["MessageAttributes"] = attributes
    return json.dumps(envelope, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"
