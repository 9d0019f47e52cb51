"""AWS::StepFunctions::StateMachine (Definition, DefinitionString, DefinitionS3Location as
``aws cloudformation package`` leaves it, DefinitionSubstitutions); SAM's
AWS::Serverless::StateMachine arrives here after the translator."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

#: AWS's limit on a state machine definition (characters; bytes here, which is no looser)
_MAX_DEFINITION = 1024 * 1024


async def _s3_definition(rc: ResourceCall, location: Any) -> str:
    """The definition ``aws cloudformation package`` uploaded: ``{Bucket, Key, Version?}`` in labcloud's S3."""
    if not isinstance(location, dict) or not location.get("Bucket") or not location.get("Key"):
        raise ResourceFailed(
            f"Properties validation failed for resource {rc.logical_id} with message: "
            "#/DefinitionS3Location: required key [Bucket, Key] not found"
        )
    params: dict[str, Any] = {"Bucket": str(location["Bucket"]), "Key": str(location["Key"])}
    if location.get("Version"):
        params["VersionId"] = str(location["Version"])
    got = await rc.call("s3", "GetObject", params)
    if int(got.get("ContentLength") or 0) > _MAX_DEFINITION:
        raise ResourceFailed(f"The definition at DefinitionS3Location exceeds {_MAX_DEFINITION} bytes")
    body = got.get("Body", b"")
    parts: list[bytes] = []
    if hasattr(body, "__aiter__"):
        async for chunk in body:
            parts.append(bytes(chunk))
    else:
        parts.append(body if isinstance(body, bytes) else str(body).encode())
    return b"".join(parts).decode("utf-8", errors="replace")


async def _definition(rc: ResourceCall, props: dict[str, Any]) -> str:
    given = [k for k in ("Definition", "DefinitionString", "DefinitionS3Location") if k in props]
    if len(given) != 1:
        raise ResourceFailed(
            f"Properties validation failed for resource {rc.logical_id} with message: "
            "#: only one of [Definition, DefinitionString, DefinitionS3Location] must be given"
        )
    if given[0] == "DefinitionS3Location":
        text = await _s3_definition(rc, props["DefinitionS3Location"])
        return _substituted(text, props)
    value = props[given[0]]
    return _substituted(value if isinstance(value, str) else json.dumps(value), props)


def _substituted(text: str, props: dict[str, Any]) -> str:
    for key, substitute in (props.get("DefinitionSubstitutions") or {}).items():
        replacement = substitute if isinstance(substitute, str) else json.dumps(substitute)
        text = text.replace("${" + str(key) + "}", replacement)
    return text


def _destinations(given: Any) -> list[dict[str, Any]]:
    """CloudFormation's ``[{CloudWatchLogsLogGroup: {LogGroupArn}}]`` in the API's camel case."""
    out: list[dict[str, Any]] = []
    for destination in given if isinstance(given, list) else [given]:
        group = destination.get("CloudWatchLogsLogGroup") if isinstance(destination, dict) else None
        arn = group.get("LogGroupArn") if isinstance(group, dict) else None
        out.append({"cloudWatchLogsLogGroup": {"logGroupArn": str(arn or "")}})
    return out


def _tags(props: dict[str, Any]) -> list[dict[str, str]]:
    return [{"key": str(t["Key"]), "value": str(t["Value"])} for t in props.get("Tags") or []]


class StateMachine(Handler):
    type = "AWS::StepFunctions::StateMachine"
    known = frozenset(
        {
            "StateMachineName",
            "StateMachineType",
            "Definition",
            "DefinitionString",
            "DefinitionS3Location",
            "DefinitionSubstitutions",
            "RoleArn",
            "LoggingConfiguration",
            "TracingConfiguration",
            "EncryptionConfiguration",
            "Tags",
        }
    )

    @staticmethod
    def _name(rc: ResourceCall, props: dict[str, Any]) -> str:
        return str(props.get("StateMachineName") or rc.physical_name(80, prop="StateMachineName"))

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.arn("states", f"stateMachine:{self._name(rc, props)}")

    @staticmethod
    def _configuration(props: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if "LoggingConfiguration" in props:
            logging = props["LoggingConfiguration"]
            out["loggingConfiguration"] = {
                "level": logging.get("Level", "OFF"),
                "includeExecutionData": logging.get("IncludeExecutionData", False),
                **(
                    {"destinations": _destinations(logging["Destinations"])}
                    if logging.get("Destinations")
                    else {}
                ),
            }
        if "TracingConfiguration" in props:
            out["tracingConfiguration"] = {"enabled": props["TracingConfiguration"].get("Enabled", False)}
        if "EncryptionConfiguration" in props:
            out["encryptionConfiguration"] = {"type": props["EncryptionConfiguration"].get("Type")}
        return out

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self._name(rc, props)
        params: dict[str, Any] = {
            "name": name,
            "definition": await _definition(rc, props),
            "roleArn": props["RoleArn"],
            "type": props.get("StateMachineType", "STANDARD"),
            **self._configuration(props),
        }
        if props.get("Tags"):
            params["tags"] = _tags(props)
        arn = (await rc.call("stepfunctions", "CreateStateMachine", params))["stateMachineArn"]
        return Created(arn, await self._attrs(rc, arn, name))

    @staticmethod
    async def _attrs(rc: ResourceCall, arn: str, name: str) -> dict[str, Any]:
        found = await rc.call("stepfunctions", "DescribeStateMachine", {"stateMachineArn": arn})
        return {"Arn": arn, "Name": name, "StateMachineRevisionId": found.get("revisionId", "")}

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {
            "stateMachineArn": physical_id,
            "definition": await _definition(rc, new),
            "roleArn": new["RoleArn"],
            **{k: v for k, v in self._configuration(new).items() if k != "encryptionConfiguration"},
        }
        await rc.call("stepfunctions", "UpdateStateMachine", params)
        old_tags = {t["key"]: t["value"] for t in _tags(old)}
        new_tags = {t["key"]: t["value"] for t in _tags(new)}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("stepfunctions", "UntagResource", {"resourceArn": physical_id, "tagKeys": gone})
        if new_tags and new_tags != old_tags:
            await rc.call("stepfunctions", "TagResource", {"resourceArn": physical_id, "tags": _tags(new)})
        return await self._attrs(
            rc, physical_id, str(attributes.get("Name") or physical_id.rsplit(":", 1)[-1])
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("stepfunctions", "DeleteStateMachine", {"stateMachineArn": physical_id})


class Activity(Handler):
    """AWS::StepFunctions::Activity: Ref is its ARN; a new name replaces it, tags update in place."""

    type = "AWS::StepFunctions::Activity"
    known = frozenset({"Name", "Tags", "EncryptionConfiguration"})
    attributes = frozenset({"Name"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.arn("states", f"activity:{props['Name']}")

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {"name": str(props["Name"])}
        if props.get("Tags"):
            params["tags"] = _tags(props)
        if "EncryptionConfiguration" in props:
            encryption = props["EncryptionConfiguration"]
            params["encryptionConfiguration"] = {
                "type": encryption.get("Type"),
                **({"kmsKeyId": encryption["KmsKeyId"]} if "KmsKeyId" in encryption else {}),
            }
        arn = (await rc.call("stepfunctions", "CreateActivity", params))["activityArn"]
        return Created(arn, {"Arn": arn, "Name": str(props["Name"])})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        old_tags = {t["key"]: t["value"] for t in _tags(old)}
        new_tags = {t["key"]: t["value"] for t in _tags(new)}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("stepfunctions", "UntagResource", {"resourceArn": physical_id, "tagKeys": gone})
        if new_tags and new_tags != old_tags:
            await rc.call("stepfunctions", "TagResource", {"resourceArn": physical_id, "tags": _tags(new)})
        return {"Arn": physical_id, "Name": str(new["Name"])}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("stepfunctions", "DeleteActivity", {"activityArn": physical_id})
