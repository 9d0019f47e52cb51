"""AWS::SNS::Topic (with its inline Subscription list), AWS::SNS::Subscription and AWS::SNS::TopicPolicy."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    as_bool,
    as_json_text,
    tags_list,
)

#: Topic properties that are topic attributes (set at create or with SetTopicAttributes).
_TOPIC_ATTRIBUTES = ("DisplayName", "KmsMasterKeyId", "SignatureVersion", "TracingConfig", "DeliveryPolicy")


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return str(value)


def _topic_attributes(props: dict[str, Any]) -> dict[str, str]:
    out = {name: _text(props[name]) for name in _TOPIC_ATTRIBUTES if name in props}
    if as_bool(props.get("FifoTopic", False)):
        out["FifoTopic"] = "true"
    if "ContentBasedDeduplication" in props:
        out["ContentBasedDeduplication"] = _text(as_bool(props["ContentBasedDeduplication"]))
    return out


class Topic(Handler):
    type = "AWS::SNS::Topic"
    known = frozenset(
        {
            *_TOPIC_ATTRIBUTES,
            "TopicName",
            "FifoTopic",
            "ContentBasedDeduplication",
            "Subscription",
            "Tags",
            "DataProtectionPolicy",
        }
    )
    attributes = frozenset({"TopicName"})

    @staticmethod
    def _name(rc: ResourceCall, props: dict[str, Any]) -> str:
        fifo = as_bool(props.get("FifoTopic", False))
        return str(props.get("TopicName") or rc.physical_name(256, ".fifo" if fifo else "", prop="TopicName"))

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.arn("sns", self._name(rc, props))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self._name(rc, props)
        params: dict[str, Any] = {"Name": name, "Attributes": _topic_attributes(props)}
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        if props.get("DataProtectionPolicy"):
            params["DataProtectionPolicy"] = as_json_text(props["DataProtectionPolicy"])
        arn = (await rc.call("sns", "CreateTopic", params))["TopicArn"]
        for sub in props.get("Subscription") or []:
            await rc.call(
                "sns",
                "Subscribe",
                {"TopicArn": arn, "Protocol": sub["Protocol"], "Endpoint": sub["Endpoint"]},
            )
        return Created(arn, {"TopicArn": arn, "TopicName": name})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        before, after = _topic_attributes(old), _topic_attributes(new)
        for name in sorted(set(before) | set(after)):
            if name != "FifoTopic" and before.get(name) != after.get(name):
                await rc.call(
                    "sns",
                    "SetTopicAttributes",
                    {"TopicArn": physical_id, "AttributeName": name, "AttributeValue": after.get(name, "")},
                )
        wanted = {(s["Protocol"], s["Endpoint"]) for s in new.get("Subscription") or []}
        had = {(s["Protocol"], s["Endpoint"]) for s in old.get("Subscription") or []}
        if wanted != had:
            listed = await rc.call("sns", "ListSubscriptionsByTopic", {"TopicArn": physical_id})
            for sub in listed.get("Subscriptions") or []:
                key = (sub["Protocol"], sub["Endpoint"])
                if key in had - wanted and sub["SubscriptionArn"].startswith("arn:"):
                    await rc.call("sns", "Unsubscribe", {"SubscriptionArn": sub["SubscriptionArn"]})
            for protocol, endpoint in sorted(wanted - had):
                await rc.call(
                    "sns", "Subscribe", {"TopicArn": physical_id, "Protocol": protocol, "Endpoint": endpoint}
                )
        if old.get("DataProtectionPolicy") != new.get("DataProtectionPolicy"):
            policy = new.get("DataProtectionPolicy") or {
                "Name": "none",
                "Version": "2021-06-01",
                "Statement": [],
            }
            await rc.call(
                "sns",
                "PutDataProtectionPolicy",
                {"ResourceArn": physical_id, "DataProtectionPolicy": as_json_text(policy)},
            )
        old_tags = {t["Key"]: t["Value"] for t in tags_list(old)}
        new_tags = {t["Key"]: t["Value"] for t in tags_list(new)}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("sns", "UntagResource", {"ResourceArn": physical_id, "TagKeys": gone})
        if new_tags and new_tags != old_tags:
            await rc.call("sns", "TagResource", {"ResourceArn": physical_id, "Tags": tags_list(new)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("sns", "DeleteTopic", {"TopicArn": physical_id})


_SUBSCRIPTION_ATTRIBUTES = (
    "RawMessageDelivery",
    "FilterPolicy",
    "FilterPolicyScope",
    "RedrivePolicy",
    "DeliveryPolicy",
    "SubscriptionRoleArn",
)


def _subscription_attributes(props: dict[str, Any]) -> dict[str, str]:
    return {name: _text(props[name]) for name in _SUBSCRIPTION_ATTRIBUTES if name in props}


class Subscription(Handler):
    type = "AWS::SNS::Subscription"
    known = frozenset({*_SUBSCRIPTION_ATTRIBUTES, "TopicArn", "Protocol", "Endpoint", "Region"})
    replace_on = frozenset({"Region"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        params: dict[str, Any] = {
            "TopicArn": props["TopicArn"],
            "Protocol": props["Protocol"],
            "Endpoint": str(props.get("Endpoint") or ""),
            "ReturnSubscriptionArn": True,
        }
        attributes = _subscription_attributes(props)
        if attributes:
            params["Attributes"] = attributes
        arn = (await rc.call("sns", "Subscribe", params))["SubscriptionArn"]
        return Created(arn, {"Arn": arn})

    async def find_created(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        listed = await rc.call_quiet(
            "sns", "ListSubscriptionsByTopic", {"TopicArn": props.get("TopicArn", "")}
        )
        for sub in (listed or {}).get("Subscriptions") or []:
            if (sub["Protocol"], sub["Endpoint"]) == (props.get("Protocol"), props.get("Endpoint")):
                return str(sub["SubscriptionArn"])
        return None

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        before, after = _subscription_attributes(old), _subscription_attributes(new)
        for name in sorted(set(before) | set(after)):
            if before.get(name) != after.get(name):
                await rc.call(
                    "sns",
                    "SetSubscriptionAttributes",
                    {
                        "SubscriptionArn": physical_id,
                        "AttributeName": name,
                        "AttributeValue": after.get(name, ""),
                    },
                )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        if physical_id.startswith("arn:"):
            await rc.call_quiet("sns", "Unsubscribe", {"SubscriptionArn": physical_id})


class TopicPolicy(Handler):
    type = "AWS::SNS::TopicPolicy"
    known = frozenset({"PolicyDocument", "Topics"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.physical_name(128)

    async def _apply(self, rc: ResourceCall, topics: list[str], policy: str) -> None:
        for arn in topics:
            await rc.call(
                "sns",
                "SetTopicAttributes",
                {"TopicArn": arn, "AttributeName": "Policy", "AttributeValue": policy},
            )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        await self._apply(rc, list(props["Topics"]), as_json_text(props["PolicyDocument"]))
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
        await self._apply(rc, list(new["Topics"]), as_json_text(new["PolicyDocument"]))
        for arn in old.get("Topics") or []:
            if arn not in new["Topics"]:
                await self._reset(rc, arn)
        return attributes

    @staticmethod
    async def _reset(rc: ResourceCall, arn: str) -> None:
        # an empty Policy puts back the topic's default policy
        await rc.call_quiet(
            "sns", "SetTopicAttributes", {"TopicArn": arn, "AttributeName": "Policy", "AttributeValue": ""}
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        for arn in props.get("Topics") or []:
            await self._reset(rc, arn)
