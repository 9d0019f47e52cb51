"""AWS::Kinesis::Stream (Ref: its name; GetAtt Arn) and AWS::Kinesis::StreamConsumer (Ref: its ARN),
created and updated through ``hub.call``.

Updates in place: ShardCount (UpdateShardCount, uniform scaling), RetentionPeriodHours, StreamEncryption,
StreamModeDetails and Tags; a new Name replaces the stream. Each change waits for the stream to be
ACTIVE again, as CloudFormation does.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    wait_until,
)


class Stream(Handler):
    type = "AWS::Kinesis::Stream"
    known = frozenset(
        {
            "Name",
            "ShardCount",
            "StreamModeDetails",
            "RetentionPeriodHours",
            "StreamEncryption",
            "Tags",
            "DesiredShardLevelMetrics",
        }
    )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(128, prop="Name"))

    async def _wait_active(self, rc: ResourceCall, name: str) -> None:
        async def active() -> bool:
            summary = await rc.call("kinesis", "DescribeStreamSummary", {"StreamName": name})
            return bool(summary["StreamDescriptionSummary"]["StreamStatus"] == "ACTIVE")

        await wait_until(active, f"stream {name}")

    @staticmethod
    def _mode(props: dict[str, Any]) -> str:
        return str((props.get("StreamModeDetails") or {}).get("StreamMode") or "PROVISIONED")

    @staticmethod
    def _tags(props: dict[str, Any]) -> dict[str, str]:
        return {str(t["Key"]): str(t["Value"]) for t in props.get("Tags") or []}

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        if props.get("DesiredShardLevelMetrics"):
            raise ResourceFailed(
                "labcloud does not support enhanced shard-level metrics (DesiredShardLevelMetrics)"
            )
        name = str(self.physical_id_of(rc, props))
        params: dict[str, Any] = {"StreamName": name, "StreamModeDetails": {"StreamMode": self._mode(props)}}
        if self._mode(props) == "PROVISIONED":
            params["ShardCount"] = int(props.get("ShardCount") or 1)
        tags = self._tags(props)
        if tags:
            params["Tags"] = tags
        await rc.call("kinesis", "CreateStream", params)
        await self._wait_active(rc, name)
        hours = int(props.get("RetentionPeriodHours") or 24)
        if hours > 24:
            await rc.call(
                "kinesis",
                "IncreaseStreamRetentionPeriod",
                {"StreamName": name, "RetentionPeriodHours": hours},
            )
        elif hours < 24:
            await rc.call(
                "kinesis",
                "DecreaseStreamRetentionPeriod",
                {"StreamName": name, "RetentionPeriodHours": hours},
            )
        encryption = props.get("StreamEncryption")
        if encryption:
            await rc.call(
                "kinesis",
                "StartStreamEncryption",
                {
                    "StreamName": name,
                    "EncryptionType": encryption["EncryptionType"],
                    "KeyId": encryption["KeyId"],
                },
            )
            await self._wait_active(rc, name)
        return Created(name, {"Arn": rc.arn("kinesis", f"stream/{name}")})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if new.get("DesiredShardLevelMetrics"):
            raise ResourceFailed(
                "labcloud does not support enhanced shard-level metrics (DesiredShardLevelMetrics)"
            )
        name = physical_id
        if self._mode(new) != self._mode(old):
            await rc.call(
                "kinesis",
                "UpdateStreamMode",
                {"StreamARN": attributes["Arn"], "StreamModeDetails": {"StreamMode": self._mode(new)}},
            )
            await self._wait_active(rc, name)
        if self._mode(new) == "PROVISIONED" and int(new.get("ShardCount") or 1) != int(
            old.get("ShardCount") or 1
        ):
            await rc.call(
                "kinesis",
                "UpdateShardCount",
                {
                    "StreamName": name,
                    "TargetShardCount": int(new.get("ShardCount") or 1),
                    "ScalingType": "UNIFORM_SCALING",
                },
            )
            await self._wait_active(rc, name)
        before, after = int(old.get("RetentionPeriodHours") or 24), int(new.get("RetentionPeriodHours") or 24)
        if after != before:
            operation = "IncreaseStreamRetentionPeriod" if after > before else "DecreaseStreamRetentionPeriod"
            await rc.call("kinesis", operation, {"StreamName": name, "RetentionPeriodHours": after})
        old_enc, new_enc = old.get("StreamEncryption"), new.get("StreamEncryption")
        if old_enc != new_enc:
            if old_enc:
                await rc.call(
                    "kinesis",
                    "StopStreamEncryption",
                    {
                        "StreamName": name,
                        "EncryptionType": old_enc["EncryptionType"],
                        "KeyId": old_enc["KeyId"],
                    },
                )
                await self._wait_active(rc, name)
            if new_enc:
                await rc.call(
                    "kinesis",
                    "StartStreamEncryption",
                    {
                        "StreamName": name,
                        "EncryptionType": new_enc["EncryptionType"],
                        "KeyId": new_enc["KeyId"],
                    },
                )
                await self._wait_active(rc, name)
        old_tags, new_tags = self._tags(old), self._tags(new)
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("kinesis", "RemoveTagsFromStream", {"StreamName": name, "TagKeys": gone})
        changed = {k: v for k, v in new_tags.items() if old_tags.get(k) != v}
        keys = list(changed)
        for i in range(0, len(keys), 10):
            await rc.call(
                "kinesis",
                "AddTagsToStream",
                {"StreamName": name, "Tags": {k: changed[k] for k in keys[i : i + 10]}},
            )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "kinesis", "DeleteStream", {"StreamName": physical_id, "EnforceConsumerDeletion": True}
        )


class StreamConsumer(Handler):
    """AWS::Kinesis::StreamConsumer: Ref is the consumer's ARN; any change replaces it (as on AWS)."""

    type = "AWS::Kinesis::StreamConsumer"
    replace_all = True
    known = frozenset({"ConsumerName", "StreamARN", "Tags"})
    attributes = frozenset({"ConsumerName", "StreamARN"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {"StreamARN": props["StreamARN"], "ConsumerName": props["ConsumerName"]}
        tags = {str(t["Key"]): str(t["Value"]) for t in props.get("Tags") or []}
        if tags:
            params["Tags"] = tags
        consumer = (await rc.call("kinesis", "RegisterStreamConsumer", params))["Consumer"]
        arn = consumer["ConsumerARN"]
        seen: dict[str, Any] = {}

        async def active() -> bool:
            described = await rc.call("kinesis", "DescribeStreamConsumer", {"ConsumerARN": arn})
            seen.update(described["ConsumerDescription"])
            return bool(seen["ConsumerStatus"] == "ACTIVE")

        await wait_until(active, f"consumer {props['ConsumerName']}")
        created = seen["ConsumerCreationTimestamp"]
        return Created(
            arn,
            {
                "ConsumerARN": arn,
                "ConsumerCreationTimestamp": created.isoformat()
                if hasattr(created, "isoformat")
                else str(created),
                "ConsumerName": seen["ConsumerName"],
                "ConsumerStatus": "ACTIVE",
                "StreamARN": props["StreamARN"],
            },
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("kinesis", "DeregisterStreamConsumer", {"ConsumerARN": physical_id})
