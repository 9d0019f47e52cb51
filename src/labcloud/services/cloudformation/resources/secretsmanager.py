"""AWS::SecretsManager::Secret (with GenerateSecretString), RotationSchedule and ResourcePolicy.

A generated secret string is made with the service's own GetRandomPassword, so every option means what
it means there; with ``SecretStringTemplate`` and ``GenerateStringKey`` the password is added to the
template's JSON under that key, as AWS does.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from labcloud import json_document
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    as_json_text,
    tags_list,
)

_PASSWORD_OPTIONS: dict[str, Callable[[Any], Any]] = {
    "ExcludeCharacters": str,
    "ExcludeLowercase": as_bool,
    "ExcludeNumbers": as_bool,
    "ExcludePunctuation": as_bool,
    "ExcludeUppercase": as_bool,
    "IncludeSpace": as_bool,
    "PasswordLength": int,
    "RequireEachIncludedType": as_bool,
}
_GENERATE_KEYS = frozenset({*_PASSWORD_OPTIONS, "GenerateStringKey", "SecretStringTemplate"})


async def generated(rc: ResourceCall, spec: dict[str, Any]) -> str:
    unknown = sorted(set(spec) - _GENERATE_KEYS)
    if unknown:
        raise ResourceFailed(f"#/GenerateSecretString: extraneous key [{unknown[0]}] is not permitted")
    options = {name: convert(spec[name]) for name, convert in _PASSWORD_OPTIONS.items() if name in spec}
    password = (await rc.call("secretsmanager", "GetRandomPassword", options))["RandomPassword"]
    template, key = spec.get("SecretStringTemplate"), spec.get("GenerateStringKey")
    if (template is None) != (key is None):
        raise ResourceFailed("GenerateStringKey and SecretStringTemplate must be specified together")
    if template is None:
        return str(password)
    try:
        document = json_document.loads(str(template))
    except ValueError:
        raise ResourceFailed("SecretStringTemplate must be a JSON object") from None
    if not isinstance(document, dict):
        raise ResourceFailed("SecretStringTemplate must be a JSON object")
    document[str(key)] = password
    return json.dumps(document)


class Secret(Handler):
    type = "AWS::SecretsManager::Secret"
    known = frozenset(
        {"Name", "Description", "KmsKeyId", "SecretString", "GenerateSecretString", "Tags", "ReplicaRegions"}
    )

    async def _value(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        if "SecretString" in props and "GenerateSecretString" in props:
            raise ResourceFailed("You can't specify both SecretString and GenerateSecretString")
        if "SecretString" in props:
            return str(props["SecretString"])
        if "GenerateSecretString" in props:
            return await generated(rc, dict(props["GenerateSecretString"] or {}))
        return None

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or f"{rc.logical_id}-{rc.physical_name(64)[-12:]}")
        params: dict[str, Any] = {"Name": name}
        for member in ("Description", "KmsKeyId"):
            if member in props:
                params[member] = props[member]
        value = await self._value(rc, props)
        if value is not None:
            params["SecretString"] = value
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        if props.get("ReplicaRegions"):
            params["AddReplicaRegions"] = [dict(r) for r in props["ReplicaRegions"]]
        arn = (await rc.call("secretsmanager", "CreateSecret", params))["ARN"]
        return Created(arn, {"Id": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"SecretId": physical_id}
        if old.get("Description") != new.get("Description"):
            params["Description"] = new.get("Description", "")
        if old.get("KmsKeyId") != new.get("KmsKeyId"):
            params["KmsKeyId"] = new.get("KmsKeyId", "")
        if old.get("SecretString") != new.get("SecretString") or old.get("GenerateSecretString") != new.get(
            "GenerateSecretString"
        ):
            value = await self._value(rc, new)
            if value is not None:
                params["SecretString"] = value
        if len(params) > 1:
            await rc.call("secretsmanager", "UpdateSecret", params)
        old_tags = {t["Key"]: t["Value"] for t in old.get("Tags") or []}
        new_tags = {t["Key"]: t["Value"] for t in new.get("Tags") or []}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("secretsmanager", "UntagResource", {"SecretId": physical_id, "TagKeys": gone})
        if new_tags and new_tags != old_tags:
            await rc.call("secretsmanager", "TagResource", {"SecretId": physical_id, "Tags": tags_list(new)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "secretsmanager", "DeleteSecret", {"SecretId": physical_id, "ForceDeleteWithoutRecovery": True}
        )


class RotationSchedule(Handler):
    type = "AWS::SecretsManager::RotationSchedule"
    known = frozenset(
        {
            "SecretId",
            "RotationLambdaARN",
            "RotationRules",
            "RotateImmediatelyOnUpdate",
            "HostedRotationLambda",
        }
    )

    async def _rotate(self, rc: ResourceCall, props: dict[str, Any]) -> str:
        if props.get("HostedRotationLambda"):
            raise ResourceFailed("labcloud does not support HostedRotationLambda: give RotationLambdaARN")
        if not props.get("RotationLambdaARN"):
            raise ResourceFailed("Properties validation failed: RotationLambdaARN is required")
        params: dict[str, Any] = {
            "SecretId": props["SecretId"],
            "RotationLambdaARN": props["RotationLambdaARN"],
            "RotateImmediately": as_bool(props.get("RotateImmediatelyOnUpdate", True)),
        }
        if props.get("RotationRules"):
            params["RotationRules"] = dict(props["RotationRules"])
        return str((await rc.call("secretsmanager", "RotateSecret", params))["ARN"])

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        return Created(await self._rotate(rc, props), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._rotate(rc, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("secretsmanager", "CancelRotateSecret", {"SecretId": physical_id})


class ResourcePolicy(Handler):
    type = "AWS::SecretsManager::ResourcePolicy"
    known = frozenset({"SecretId", "ResourcePolicy", "BlockPublicPolicy"})

    async def _put(self, rc: ResourceCall, props: dict[str, Any]) -> str:
        params: dict[str, Any] = {
            "SecretId": props["SecretId"],
            "ResourcePolicy": as_json_text(props["ResourcePolicy"]),
        }
        if "BlockPublicPolicy" in props:
            params["BlockPublicPolicy"] = as_bool(props["BlockPublicPolicy"])
        return str((await rc.call("secretsmanager", "PutResourcePolicy", params))["ARN"])

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        return Created(await self._put(rc, props), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._put(rc, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("secretsmanager", "DeleteResourcePolicy", {"SecretId": physical_id})


_TARGET_TYPES = frozenset(
    {
        "AWS::RDS::DBInstance",
        "AWS::RDS::DBCluster",
        "AWS::Redshift::Cluster",
        "AWS::RedshiftServerless::Namespace",
        "AWS::DocDB::DBInstance",
        "AWS::DocDB::DBCluster",
    }
)


class SecretTargetAttachment(Handler):
    """AWS::SecretsManager::SecretTargetAttachment: on AWS it writes the database's engine, host and port
    into the secret. labcloud serves none of the target types (RDS, Redshift, DocumentDB), so after the
    checks AWS makes (the type, the secret) the attachment fails naming what is missing, never pretending."""

    type = "AWS::SecretsManager::SecretTargetAttachment"
    known = frozenset({"SecretId", "TargetId", "TargetType"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        target_type = str(props["TargetType"])
        if target_type not in _TARGET_TYPES:
            raise ResourceFailed(
                f"Properties validation failed for resource {rc.logical_id} with message: "
                f"#/TargetType: {target_type} is not a valid enum value"
            )
        await rc.call("secretsmanager", "DescribeSecret", {"SecretId": props["SecretId"]})
        raise ResourceFailed(
            f"labcloud does not serve {target_type}: the target {props['TargetId']} has no connection details"
            " to write into the secret"
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None  # nothing was written
