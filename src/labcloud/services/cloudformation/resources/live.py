"""What a resource's properties are now, read from its service (for drift detection).

A reader answers the live values of the template properties it knows, shaped like the template's
(None: the resource no longer exists). Types without a reader are NOT_CHECKED, as AWS reports
types that do not support drift detection.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from labcloud.services.cloudformation.resources.base import ResourceCall

Live = dict[str, Any]
Reader = Callable[[ResourceCall, str], Awaitable[Live | None]]

_SQS_ATTRIBUTES = (
    "DelaySeconds",
    "MaximumMessageSize",
    "MessageRetentionPeriod",
    "ReceiveMessageWaitTimeSeconds",
    "VisibilityTimeout",
    "RedrivePolicy",
    "RedriveAllowPolicy",
    "ContentBasedDeduplication",
    "DeduplicationScope",
    "FifoThroughputLimit",
    "KmsMasterKeyId",
    "KmsDataKeyReusePeriodSeconds",
    "SqsManagedSseEnabled",
    "FifoQueue",
)


async def _queue(rc: ResourceCall, url: str) -> Live | None:
    got = await rc.call_quiet("sqs", "GetQueueAttributes", {"QueueUrl": url, "AttributeNames": ["All"]})
    if got is None:
        return None
    attributes = got.get("Attributes") or {}
    live: Live = {"QueueName": url.rsplit("/", 1)[-1]}
    for name in _SQS_ATTRIBUTES:
        if name in attributes:
            value = attributes[name]
            live[name] = json.loads(value) if name.startswith("Redrive") and value else value
    return live


async def _function(rc: ResourceCall, name: str) -> Live | None:
    config = await rc.call_quiet("lambda", "GetFunctionConfiguration", {"FunctionName": name})
    if config is None:
        return None
    live: Live = {
        key: config[key]
        for key in ("FunctionName", "Runtime", "Handler", "MemorySize", "Timeout", "Description", "Role")
        if key in config
    }
    live["Environment"] = {"Variables": (config.get("Environment") or {}).get("Variables") or {}}
    if "Architectures" in config:
        live["Architectures"] = config["Architectures"]
    live["Layers"] = [layer["Arn"] for layer in config.get("Layers") or []]
    if config.get("TracingConfig"):
        live["TracingConfig"] = {"Mode": config["TracingConfig"].get("Mode")}
    if config.get("EphemeralStorage"):
        live["EphemeralStorage"] = {"Size": config["EphemeralStorage"].get("Size")}
    return live


async def _table(rc: ResourceCall, name: str) -> Live | None:
    described = await rc.call_quiet("dynamodb", "DescribeTable", {"TableName": name})
    if described is None:
        return None
    table = described["Table"]
    billing = (table.get("BillingModeSummary") or {}).get("BillingMode") or "PROVISIONED"
    live: Live = {
        "TableName": table["TableName"],
        "BillingMode": billing,
        "KeySchema": table.get("KeySchema") or [],
        "AttributeDefinitions": table.get("AttributeDefinitions") or [],
    }
    throughput = table.get("ProvisionedThroughput") or {}
    if billing == "PROVISIONED":
        live["ProvisionedThroughput"] = {
            "ReadCapacityUnits": throughput.get("ReadCapacityUnits"),
            "WriteCapacityUnits": throughput.get("WriteCapacityUnits"),
        }
    stream = table.get("StreamSpecification") or {}
    if stream.get("StreamEnabled"):
        live["StreamSpecification"] = {"StreamViewType": stream.get("StreamViewType")}
    ttl = await rc.call_quiet("dynamodb", "DescribeTimeToLive", {"TableName": name})
    described_ttl = (ttl or {}).get("TimeToLiveDescription") or {}
    if described_ttl.get("TimeToLiveStatus") in ("ENABLED", "ENABLING"):
        live["TimeToLiveSpecification"] = {
            "AttributeName": described_ttl.get("AttributeName"),
            "Enabled": True,
        }
    else:
        live["TimeToLiveSpecification"] = {"Enabled": False}
    return live


#: Type → (reader, the template properties it reads).
READERS: dict[str, tuple[Reader, frozenset[str]]] = {
    "AWS::SQS::Queue": (_queue, frozenset({"QueueName", *_SQS_ATTRIBUTES})),
    "AWS::Lambda::Function": (
        _function,
        frozenset(
            {
                "FunctionName",
                "Runtime",
                "Handler",
                "MemorySize",
                "Timeout",
                "Description",
                "Role",
                "Environment",
                "Architectures",
                "Layers",
                "TracingConfig",
                "EphemeralStorage",
            }
        ),
    ),
    "AWS::DynamoDB::Table": (
        _table,
        frozenset(
            {
                "TableName",
                "BillingMode",
                "KeySchema",
                "AttributeDefinitions",
                "ProvisionedThroughput",
                "StreamSpecification",
                "TimeToLiveSpecification",
            }
        ),
    ),
}
