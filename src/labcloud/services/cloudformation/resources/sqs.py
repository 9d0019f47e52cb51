"""AWS::SQS::Queue and AWS::SQS::QueuePolicy."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    as_json_text,
)
from labcloud.services.sqs.urls import queue_url

#: Queue properties that are queue attributes, and the value a removed one goes back to.
_ATTRIBUTES: dict[str, str | None] = {
    "DelaySeconds": "0",
    "MaximumMessageSize": "262144",
    "MessageRetentionPeriod": "345600",
    "ReceiveMessageWaitTimeSeconds": "0",
    "VisibilityTimeout": "30",
    "RedrivePolicy": "",
    "RedriveAllowPolicy": "",
    "ContentBasedDeduplication": None,
    "DeduplicationScope": None,
    "FifoThroughputLimit": None,
    "KmsMasterKeyId": None,
    "KmsDataKeyReusePeriodSeconds": None,
    "SqsManagedSseEnabled": None,
    "FifoQueue": None,
}


def _attribute_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return str(value)


def _attributes(props: dict[str, Any]) -> dict[str, str]:
    return {name: _attribute_value(props[name]) for name in _ATTRIBUTES if name in props}


class Queue(Handler):
    type = "AWS::SQS::Queue"
    attributes = frozenset({"QueueName"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        unknown = sorted(set(props) - set(_ATTRIBUTES) - {"QueueName", "Tags"})
        if unknown:
            raise ResourceFailed(
                f"Properties validation failed for resource {rc.logical_id} with message: "
                f"#: extraneous key [{unknown[0]}] is not permitted"
            )
        name = self._name(rc, props)
        params: dict[str, Any] = {"QueueName": name, "Attributes": _attributes(props)}
        if props.get("Tags"):
            params["tags"] = {str(t["Key"]): str(t["Value"]) for t in props["Tags"]}
        url = (await rc.call("sqs", "CreateQueue", params))["QueueUrl"]
        return Created(url, self._attrs(rc, name, url))

    @staticmethod
    def _name(rc: ResourceCall, props: dict[str, Any]) -> str:
        fifo = as_bool(props.get("FifoQueue", False))
        return str(props.get("QueueName") or rc.physical_name(80, ".fifo" if fifo else "", prop="QueueName"))

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return queue_url(rc.hub.settings.endpoint, rc.account, self._name(rc, props))

    def _attrs(self, rc: ResourceCall, name: str, url: str) -> dict[str, Any]:
        return {"Arn": rc.arn("sqs", name), "QueueName": name, "QueueUrl": url}

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        changed = {k: v for k, v in _attributes(new).items() if _attributes(old).get(k) != v}
        for name in _ATTRIBUTES:
            if name in old and name not in new and _ATTRIBUTES[name] is not None:
                changed[name] = str(_ATTRIBUTES[name])
        if changed:
            await rc.call("sqs", "SetQueueAttributes", {"QueueUrl": physical_id, "Attributes": changed})
        old_tags = {t["Key"]: t["Value"] for t in old.get("Tags") or []}
        new_tags = {t["Key"]: t["Value"] for t in new.get("Tags") or []}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("sqs", "UntagQueue", {"QueueUrl": physical_id, "TagKeys": gone})
        if new_tags != old_tags and new_tags:
            await rc.call("sqs", "TagQueue", {"QueueUrl": physical_id, "Tags": new_tags})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("sqs", "DeleteQueue", {"QueueUrl": physical_id})


class QueuePolicy(Handler):
    type = "AWS::SQS::QueuePolicy"
    known = frozenset({"PolicyDocument", "Queues"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.physical_name(128)

    async def _apply(self, rc: ResourceCall, queues: list[str], policy: str) -> None:
        for url in queues:
            await rc.call("sqs", "SetQueueAttributes", {"QueueUrl": url, "Attributes": {"Policy": policy}})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        await self._apply(rc, list(props["Queues"]), as_json_text(props["PolicyDocument"]))
        physical = rc.physical_name(128)
        return Created(physical, {"Id": physical})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        await self._apply(rc, list(new["Queues"]), as_json_text(new["PolicyDocument"]))
        for url in old.get("Queues") or []:
            if url not in new["Queues"]:
                await rc.call_quiet(
                    "sqs", "SetQueueAttributes", {"QueueUrl": url, "Attributes": {"Policy": ""}}
                )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        for url in props.get("Queues") or []:
            await rc.call_quiet("sqs", "SetQueueAttributes", {"QueueUrl": url, "Attributes": {"Policy": ""}})
