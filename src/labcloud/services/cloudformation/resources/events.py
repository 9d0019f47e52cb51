"""AWS::Events::EventBus, AWS::Events::Rule (with its Targets), AWS::Events::Connection,
AWS::Events::ApiDestination and AWS::Events::Archive, through EventBridge's API.

A connection, an API destination and an archive change in place (UpdateConnection,
UpdateApiDestination, UpdateArchive); a new Name (ArchiveName, or an archive's SourceArn) replaces them.

A rule's physical id is its name, or ``bus|name`` for a rule on a custom bus (what AWS's Ref gives).
Updating a rule puts it again and replaces its targets: those no longer listed are removed.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    tags_list,
)

#: CloudFormation target members the API takes as they are.
_TARGET_MEMBERS = (
    "Id",
    "Arn",
    "RoleArn",
    "Input",
    "InputPath",
    "InputTransformer",
    "SqsParameters",
    "DeadLetterConfig",
    "RetryPolicy",
    "KinesisParameters",
    "RunCommandParameters",
    "EcsParameters",
    "BatchParameters",
    "HttpParameters",
    "RedshiftDataParameters",
    "SageMakerPipelineParameters",
    "AppSyncParameters",
)


class EventBus(Handler):
    type = "AWS::Events::EventBus"
    known = frozenset(
        {
            "Name",
            "Description",
            "Tags",
            "EventSourceName",
            "KmsKeyIdentifier",
            "DeadLetterConfig",
            "Policy",
            "LogConfig",
        }
    )
    replace_on = frozenset({"EventSourceName"})
    attributes = frozenset({"Name"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props["Name"])

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        if "Policy" in props:
            raise ResourceFailed(f"labcloud does not support Policy on {self.type}")
        params: dict[str, Any] = {"Name": props["Name"]}
        for key in ("Description", "EventSourceName", "KmsKeyIdentifier", "DeadLetterConfig", "LogConfig"):
            if key in props:
                params[key] = props[key]
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        arn = (await rc.call("events", "CreateEventBus", params))["EventBusArn"]
        return Created(str(props["Name"]), {"Arn": arn, "Name": props["Name"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        changed = sorted(k for k in self.known or () if k not in ("Tags",) and old.get(k) != new.get(k))
        if changed:
            raise ResourceFailed(f"labcloud does not support updating {changed[0]} of {self.type} in place")
        old_tags = {t["Key"]: t["Value"] for t in old.get("Tags") or []}
        new_tags = {t["Key"]: t["Value"] for t in new.get("Tags") or []}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("events", "UntagResource", {"ResourceARN": attributes["Arn"], "TagKeys": gone})
        if new_tags and new_tags != old_tags:
            await rc.call("events", "TagResource", {"ResourceARN": attributes["Arn"], "Tags": tags_list(new)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("events", "DeleteEventBus", {"Name": physical_id})


def _bus_name(value: Any) -> str:
    text = str(value or "default")
    return text.rsplit("/", 1)[-1] if text.startswith("arn:") else text


def _target(given: dict[str, Any]) -> dict[str, Any]:
    unknown = sorted(set(given) - set(_TARGET_MEMBERS))
    if unknown:
        raise ResourceFailed(f"labcloud does not support {unknown[0]} in the Targets of AWS::Events::Rule")
    out = {key: given[key] for key in _TARGET_MEMBERS if key in given}
    if isinstance(out.get("EcsParameters"), dict):
        out["EcsParameters"] = _ecs_parameters(out["EcsParameters"])
    return out


def _lower_keys(items: Any) -> Any:
    return [
        {k[:1].lower() + k[1:]: v for k, v in item.items()} if isinstance(item, dict) else item
        for item in items or []
    ]


def _ecs_parameters(given: dict[str, Any]) -> dict[str, Any]:
    """The template's EcsParameters in the API's names: AwsVpcConfiguration is the API's awsvpcConfiguration,
    PlacementStrategies its PlacementStrategy, and the strategy and constraint items are lower camel case."""
    out = dict(given)
    network = out.get("NetworkConfiguration")
    if isinstance(network, dict) and "AwsVpcConfiguration" in network:
        out["NetworkConfiguration"] = {"awsvpcConfiguration": network["AwsVpcConfiguration"]}
    if "PlacementStrategies" in out:
        out["PlacementStrategy"] = out.pop("PlacementStrategies")
    for member in ("PlacementStrategy", "PlacementConstraints", "CapacityProviderStrategy"):
        if member in out:
            out[member] = _lower_keys(out[member])
    return out


class Rule(Handler):
    type = "AWS::Events::Rule"
    known = frozenset(
        {
            "Name",
            "EventBusName",
            "EventPattern",
            "ScheduleExpression",
            "State",
            "Description",
            "RoleArn",
            "Targets",
        }
    )
    replace_on = frozenset({"EventBusName"})

    def _names(self, rc: ResourceCall, props: dict[str, Any]) -> tuple[str, str]:
        return _bus_name(props.get("EventBusName")), str(
            props.get("Name") or rc.physical_name(64, prop="Name")
        )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        bus, name = self._names(rc, props)
        return name if bus == "default" else f"{bus}|{name}"

    @staticmethod
    def _split(physical_id: str) -> tuple[str, str]:
        bus, _, name = physical_id.rpartition("|")
        return bus or "default", name

    async def _put(self, rc: ResourceCall, bus: str, name: str, props: dict[str, Any]) -> str:
        params: dict[str, Any] = {"Name": name, "EventBusName": bus}
        pattern = props.get("EventPattern")
        if pattern is not None:
            params["EventPattern"] = pattern if isinstance(pattern, str) else json.dumps(pattern)
        for key in ("ScheduleExpression", "State", "Description", "RoleArn"):
            if key in props:
                params[key] = props[key]
        return str((await rc.call("events", "PutRule", params))["RuleArn"])

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        bus, name = self._names(rc, props)
        targets = [_target(t) for t in props.get("Targets") or []]
        arn = await self._put(rc, bus, name, props)
        if targets:
            try:
                await rc.call("events", "PutTargets", {"Rule": name, "EventBusName": bus, "Targets": targets})
            except ResourceFailed:
                await rc.call_quiet("events", "DeleteRule", {"Name": name, "EventBusName": bus})
                raise
        return Created(name if bus == "default" else f"{bus}|{name}", {"Arn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        bus, name = self._split(physical_id)
        arn = await self._put(rc, bus, name, new)
        targets = [_target(t) for t in new.get("Targets") or []]
        kept = {t["Id"] for t in targets}
        gone = [str(t["Id"]) for t in old.get("Targets") or [] if t.get("Id") not in kept]
        if gone:
            await rc.call("events", "RemoveTargets", {"Rule": name, "EventBusName": bus, "Ids": gone})
        if targets:
            await rc.call("events", "PutTargets", {"Rule": name, "EventBusName": bus, "Targets": targets})
        return {"Arn": arn}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        bus, name = self._split(physical_id)
        listed = await rc.call_quiet("events", "ListTargetsByRule", {"Rule": name, "EventBusName": bus})
        ids = [t["Id"] for t in (listed or {}).get("Targets") or []]
        if ids:
            await rc.call_quiet("events", "RemoveTargets", {"Rule": name, "EventBusName": bus, "Ids": ids})
        await rc.call_quiet("events", "DeleteRule", {"Name": name, "EventBusName": bus})


class Connection(Handler):
    """AWS::Events::Connection: Ref is its name; a new Name replaces it, other changes are an
    UpdateConnection (AuthParameters given whole, as the template has them)."""

    type = "AWS::Events::Connection"
    known = frozenset(
        {
            "Name",
            "Description",
            "AuthorizationType",
            "AuthParameters",
            "InvocationConnectivityParameters",
            "KmsKeyIdentifier",
        }
    )
    required = ("AuthorizationType", "AuthParameters")
    attributes = frozenset({"Name"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(64, prop="Name"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(64, prop="Name"))
        params: dict[str, Any] = {"Name": name}
        for key in sorted(self.known - {"Name"}):
            if key in props:
                params[key] = props[key]
        arn = (await rc.call("events", "CreateConnection", params))["ConnectionArn"]
        return Created(name, {"Arn": arn, "Name": name})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"Name": physical_id}
        for key in sorted(self.known - {"Name"}):
            if key in new and new.get(key) != old.get(key):
                params[key] = new[key]
        if "Description" in old and "Description" not in new:
            params["Description"] = ""
        if len(params) > 1:
            await rc.call("events", "UpdateConnection", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("events", "DeleteConnection", {"Name": physical_id})


class ApiDestination(Handler):
    """AWS::Events::ApiDestination: Ref is its name; a new Name replaces it, other changes are an
    UpdateApiDestination."""

    type = "AWS::Events::ApiDestination"
    known = frozenset(
        {
            "Name",
            "Description",
            "ConnectionArn",
            "InvocationEndpoint",
            "HttpMethod",
            "InvocationRateLimitPerSecond",
        }
    )
    attributes = frozenset({"Name"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(64, prop="Name"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(64, prop="Name"))
        params: dict[str, Any] = {"Name": name}
        for key in sorted(self.known - {"Name"}):
            if key in props:
                params[key] = int(props[key]) if key == "InvocationRateLimitPerSecond" else props[key]
        arn = (await rc.call("events", "CreateApiDestination", params))["ApiDestinationArn"]
        return Created(name, {"Arn": arn, "Name": name})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"Name": physical_id}
        for key in sorted(self.known - {"Name"}):
            if key in new and new.get(key) != old.get(key):
                params[key] = int(new[key]) if key == "InvocationRateLimitPerSecond" else new[key]
        if "Description" in old and "Description" not in new:
            params["Description"] = ""
        if len(params) > 1:
            await rc.call("events", "UpdateApiDestination", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("events", "DeleteApiDestination", {"Name": physical_id})


class Archive(Handler):
    """AWS::Events::Archive: Ref is its name (ArchiveName, or a generated one); ``Arn`` its ARN. A new
    ArchiveName or SourceArn replaces it; Description, EventPattern and RetentionDays are an
    UpdateArchive."""

    type = "AWS::Events::Archive"
    known = frozenset({"ArchiveName", "SourceArn", "Description", "EventPattern", "RetentionDays"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("ArchiveName") or rc.physical_name(48, prop="ArchiveName"))

    @staticmethod
    def _changeable(props: dict[str, Any]) -> dict[str, Any]:
        params: dict[str, Any] = {}
        if "Description" in props:
            params["Description"] = props["Description"]
        if "EventPattern" in props:
            pattern = props["EventPattern"]
            params["EventPattern"] = pattern if isinstance(pattern, str) else json.dumps(pattern)
        if "RetentionDays" in props:
            params["RetentionDays"] = int(props["RetentionDays"])
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("ArchiveName") or rc.physical_name(48, prop="ArchiveName"))
        params = {"ArchiveName": name, "EventSourceArn": props["SourceArn"], **self._changeable(props)}
        arn = (await rc.call("events", "CreateArchive", params))["ArchiveArn"]
        return Created(name, {"Arn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {"ArchiveName": physical_id, **self._changeable(new)}
        if "Description" in old and "Description" not in new:
            params["Description"] = ""
        if "RetentionDays" in old and "RetentionDays" not in new:
            params["RetentionDays"] = 0
        await rc.call("events", "UpdateArchive", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("events", "DeleteArchive", {"ArchiveName": physical_id})
