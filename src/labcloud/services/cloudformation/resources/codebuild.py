"""AWS::CodeBuild::Project through CodeBuild's API (Ref: the project's name; Fn::GetAtt Arn).

Template properties are PascalCase and CodeBuild's API camelCase: ``_api`` converts keys recursively
(``BuildSpec`` is ``buildspec``; tags ``Key``/``Value`` become ``key``/``value``). The name is create-only
(a change replaces the project); every other change is an UpdateProject with the whole new definition.
Webhook ``Triggers``, ``Visibility`` and ``ResourceAccessRole`` are refused by name (no webhooks, no
public builds in labcloud); what CodeBuild itself refuses fails the resource with its message."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_NAMES = {"BuildSpec": "buildspec"}
_REFUSED = ("Triggers", "Visibility", "ResourceAccessRole")


def _api(value: Any) -> Any:
    if isinstance(value, list):
        return [_api(v) for v in value]
    if isinstance(value, dict):
        return {_NAMES.get(k) or (k[:1].lower() + k[1:]): _api(v) for k, v in value.items()}
    return value


def _params(props: dict[str, Any], name: str) -> dict[str, Any]:
    for member in _REFUSED:
        if props.get(member):
            raise ResourceFailed(f"labcloud does not support {member} on AWS::CodeBuild::Project")
    params: dict[str, Any] = {"name": name, **_api({k: v for k, v in props.items() if k != "Name"})}
    if "tags" in params:
        params["tags"] = [{"key": str(t.get("key")), "value": str(t.get("value"))} for t in params["tags"]]
    return params


class Project(Handler):
    type = "AWS::CodeBuild::Project"
    known = frozenset(
        {
            "Name",
            "Description",
            "Source",
            "SecondarySources",
            "SourceVersion",
            "SecondarySourceVersions",
            "Artifacts",
            "SecondaryArtifacts",
            "Cache",
            "Environment",
            "ServiceRole",
            "TimeoutInMinutes",
            "QueuedTimeoutInMinutes",
            "EncryptionKey",
            "Tags",
            "VpcConfig",
            "BadgeEnabled",
            "LogsConfig",
            "FileSystemLocations",
            "BuildBatchConfig",
            "ConcurrentBuildLimit",
            "Triggers",
            "Visibility",
            "ResourceAccessRole",
            "AutoRetryLimit",
        }
    )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props["Name"]) if props.get("Name") else None

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(255, prop="Name"))
        made = (await rc.call("codebuild", "CreateProject", _params(props, name)))["project"]
        return Created(name, {"Arn": str(made["arn"]), "Id": name})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = _params(new, physical_id)
        params.setdefault("tags", [])
        params.setdefault("description", "")
        await rc.call("codebuild", "UpdateProject", params)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call("codebuild", "DeleteProject", {"name": physical_id})


HANDLERS = (Project(),)
