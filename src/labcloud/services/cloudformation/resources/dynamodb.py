"""AWS::DynamoDB::Table (indexes, streams, TTL, tags; GSIs added and removed in place)."""

from __future__ import annotations

from typing import Any

from labcloud.digits import is_digits
from labcloud.services.cloudformation.resources import dynamodb_kinesis
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    tags_list,
    wait_until,
)

_PASS_THROUGH = (
    "AttributeDefinitions",
    "KeySchema",
    "BillingMode",
    "ProvisionedThroughput",
    "LocalSecondaryIndexes",
    "SSESpecification",
    "DeletionProtectionEnabled",
    "TableClass",
    "OnDemandThroughput",
    "WarmThroughput",
)
_KNOWN = frozenset(
    {
        *_PASS_THROUGH,
        "TableName",
        "GlobalSecondaryIndexes",
        "StreamSpecification",
        "TimeToLiveSpecification",
        "Tags",
        "PointInTimeRecoverySpecification",
        "ContributorInsightsSpecification",
        "KinesisStreamSpecification",
        "ImportSourceSpecification",
        "ResourcePolicy",
    }
)
_UNSUPPORTED = (
    "ContributorInsightsSpecification",
    "ImportSourceSpecification",
    "ResourcePolicy",
)


def _numbers(value: Any) -> Any:
    """Throughput numbers may come from parameters as text."""
    if isinstance(value, dict):
        return {k: _numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_numbers(v) for v in value]
    if isinstance(value, str) and is_digits(value):
        return int(value)
    return value


def _stream(props: dict[str, Any]) -> dict[str, Any]:
    spec = props.get("StreamSpecification")
    if not spec:
        return {"StreamEnabled": False}
    return {"StreamEnabled": True, "StreamViewType": spec.get("StreamViewType")}


def _gsis(props: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {g["IndexName"]: _numbers(g) for g in props.get("GlobalSecondaryIndexes") or []}


class Table(Handler):
    type = "AWS::DynamoDB::Table"
    replace_on = frozenset({"KeySchema", "LocalSecondaryIndexes"})

    async def _describe(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        return (await rc.call("dynamodb", "DescribeTable", {"TableName": name}))["Table"]

    async def _wait_active(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        seen: dict[str, Any] = {}

        async def active() -> bool:
            seen.update(await self._describe(rc, name))
            indexes = seen.get("GlobalSecondaryIndexes") or []
            return seen.get("TableStatus") == "ACTIVE" and all(
                i.get("IndexStatus") == "ACTIVE" for i in indexes
            )

        await wait_until(active, f"table {name}")
        return seen

    def _attrs(self, description: dict[str, Any]) -> dict[str, Any]:
        attrs = {"Arn": description["TableArn"]}
        if description.get("LatestStreamArn"):
            attrs["StreamArn"] = description["LatestStreamArn"]
        return attrs

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("TableName") or rc.physical_name(255, prop="TableName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        unknown = sorted(set(props) - _KNOWN)
        if unknown:
            raise ResourceFailed(
                f"Properties validation failed for resource {rc.logical_id} with message: "
                f"#: extraneous key [{unknown[0]}] is not permitted"
            )
        for name in _UNSUPPORTED:
            if name in props:
                raise ResourceFailed(f"labcloud does not support {name} on {self.type}")
        name = props.get("TableName") or rc.physical_name(255, prop="TableName")
        params: dict[str, Any] = {
            "TableName": name,
            **{k: _numbers(props[k]) for k in _PASS_THROUGH if k in props},
        }
        if props.get("GlobalSecondaryIndexes"):
            params["GlobalSecondaryIndexes"] = list(_gsis(props).values())
        if props.get("StreamSpecification"):
            params["StreamSpecification"] = _stream(props)
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        if "BillingMode" not in props and "ProvisionedThroughput" not in props:
            params["BillingMode"] = "PROVISIONED"
            params["ProvisionedThroughput"] = {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5}
        await rc.call("dynamodb", "CreateTable", params)
        try:
            description = await self._wait_active(rc, name)
            await self._ttl(rc, name, None, props.get("TimeToLiveSpecification"))
            await self._pitr(rc, name, None, props.get("PointInTimeRecoverySpecification"))
            await dynamodb_kinesis.apply(rc, name, None, props.get("KinesisStreamSpecification"))
        except ResourceFailed:
            await rc.call_quiet("dynamodb", "DeleteTable", {"TableName": name})
            raise
        return Created(name, self._attrs(description))

    async def _ttl(self, rc: ResourceCall, name: str, old: Any, new: Any) -> None:
        if old == new:
            return
        if new and as_bool(new.get("Enabled")):
            spec = {"Enabled": True, "AttributeName": new["AttributeName"]}
        elif old and as_bool(old.get("Enabled")):
            spec = {"Enabled": False, "AttributeName": old["AttributeName"]}
        else:
            return
        await rc.call("dynamodb", "UpdateTimeToLive", {"TableName": name, "TimeToLiveSpecification": spec})

    async def _pitr(self, rc: ResourceCall, name: str, old: Any, new: Any) -> None:
        if old == new or (not new and not old):
            return
        enabled = bool(new) and as_bool(new.get("PointInTimeRecoveryEnabled"))
        await rc.call(
            "dynamodb",
            "UpdateContinuousBackups",
            {"TableName": name, "PointInTimeRecoverySpecification": {"PointInTimeRecoveryEnabled": enabled}},
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        name = physical_id
        table: dict[str, Any] = {}
        for key in (
            "BillingMode",
            "ProvisionedThroughput",
            "DeletionProtectionEnabled",
            "TableClass",
            "SSESpecification",
            "OnDemandThroughput",
            "WarmThroughput",
        ):
            if old.get(key) != new.get(key) and key in new:
                table[key] = _numbers(new[key])
        if _stream(old) != _stream(new):
            if _stream(old)["StreamEnabled"] and _stream(new)["StreamEnabled"]:
                raise ResourceFailed(
                    "Table already has an enabled stream; change the StreamViewType by replacing "
                    "the stream in two updates"
                )
            table["StreamSpecification"] = _stream(new)
        if table:
            await rc.call("dynamodb", "UpdateTable", {"TableName": name, **table})
            await self._wait_active(rc, name)
        old_gsis, new_gsis = _gsis(old), _gsis(new)
        definitions = _numbers(new.get("AttributeDefinitions") or [])
        for index in old_gsis:
            if index not in new_gsis or {
                k: v for k, v in old_gsis[index].items() if k != "ProvisionedThroughput"
            } != {k: v for k, v in new_gsis[index].items() if k != "ProvisionedThroughput"}:
                await rc.call(
                    "dynamodb",
                    "UpdateTable",
                    {"TableName": name, "GlobalSecondaryIndexUpdates": [{"Delete": {"IndexName": index}}]},
                )
                await self._wait_active(rc, name)
        for index, spec in new_gsis.items():
            previous = old_gsis.get(index)
            if previous is None or {k: v for k, v in previous.items() if k != "ProvisionedThroughput"} != {
                k: v for k, v in spec.items() if k != "ProvisionedThroughput"
            }:
                await rc.call(
                    "dynamodb",
                    "UpdateTable",
                    {
                        "TableName": name,
                        "AttributeDefinitions": definitions,
                        "GlobalSecondaryIndexUpdates": [{"Create": spec}],
                    },
                )
                await self._wait_active(rc, name)
            elif previous.get("ProvisionedThroughput") != spec.get("ProvisionedThroughput") and spec.get(
                "ProvisionedThroughput"
            ):
                await rc.call(
                    "dynamodb",
                    "UpdateTable",
                    {
                        "TableName": name,
                        "GlobalSecondaryIndexUpdates": [
                            {
                                "Update": {
                                    "IndexName": index,
                                    "ProvisionedThroughput": spec["ProvisionedThroughput"],
                                }
                            }
                        ],
                    },
                )
                await self._wait_active(rc, name)
        await self._ttl(rc, name, old.get("TimeToLiveSpecification"), new.get("TimeToLiveSpecification"))
        await self._pitr(
            rc, name, old.get("PointInTimeRecoverySpecification"), new.get("PointInTimeRecoverySpecification")
        )
        await dynamodb_kinesis.apply(
            rc, name, old.get("KinesisStreamSpecification"), new.get("KinesisStreamSpecification")
        )
        arn = attributes.get("Arn") or rc.arn("dynamodb", f"table/{name}")
        old_tags = {t["Key"]: t["Value"] for t in tags_list(old)}
        new_tags = {t["Key"]: t["Value"] for t in tags_list(new)}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("dynamodb", "UntagResource", {"ResourceArn": arn, "TagKeys": gone})
        if new_tags != old_tags and new_tags:
            await rc.call("dynamodb", "TagResource", {"ResourceArn": arn, "Tags": tags_list(new)})
        return self._attrs(await self._describe(rc, name))

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("dynamodb", "DeleteTable", {"TableName": physical_id})
