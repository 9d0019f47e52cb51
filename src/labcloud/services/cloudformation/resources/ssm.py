"""AWS::SSM::Parameter: a String or StringList parameter (CloudFormation cannot create SecureString).

``Ref`` answers the parameter's name, ``Fn::GetAtt`` its ``Type`` and ``Value``. A change of ``Name``
replaces the parameter; other changes write a new version (``Overwrite``), and ``Tags`` (a map, as
CloudFormation's schema declares them) are reconciled with Add/RemoveTagsFromResource.

SSM's dynamic references (``ssm_refs.py``) join the others in ``dynamic_refs.RESOLVERS`` here, with
SSM's resource type: every template that can use them loads this module through the registry.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation import ssm_refs
from labcloud.services.cloudformation.dynamic_refs import RESOLVERS
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    new_token,
)


def _tags(props: dict[str, Any]) -> dict[str, str]:
    tags = props.get("Tags") or {}
    if not isinstance(tags, dict):
        raise ResourceFailed(
            "Properties validation failed for resource with message: #/Tags: expected type: JSONObject"
        )
    return {str(k): str(v) for k, v in tags.items()}


def _arn(rc: ResourceCall, name: str) -> str:
    """The parameter's ARN (its schema's read-only ``Arn``): ``parameter/a/b`` for ``/a/b`` and ``a/b``."""
    return rc.arn("ssm", f"parameter/{name.lstrip('/')}")


class Parameter(Handler):
    type = "AWS::SSM::Parameter"
    known = frozenset(
        {"Name", "Type", "Value", "Description", "AllowedPattern", "Tier", "Policies", "DataType", "Tags"}
    )
    attributes = frozenset({"Type", "Value"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or f"CFN-{rc.logical_id}-{rc.token or new_token()}")

    def _put(self, name: str, props: dict[str, Any], overwrite: bool) -> dict[str, Any]:
        if props["Type"] not in ("String", "StringList"):
            raise ResourceFailed(
                f"Properties validation failed for resource with message: #/Type: {props['Type']} is not a valid "
                "enum value (SecureString parameters cannot be created by CloudFormation)"
            )
        params: dict[str, Any] = {"Name": name, "Type": props["Type"], "Value": props["Value"]}
        for key in ("Description", "AllowedPattern", "Tier", "Policies", "DataType"):
            if key in props:
                params[key] = props[key]
        if overwrite:
            params["Overwrite"] = True
        elif props.get("Tags"):
            params["Tags"] = [{"Key": k, "Value": v} for k, v in _tags(props).items()]
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = self.physical_id_of(rc, props) or ""
        await rc.call("ssm", "PutParameter", self._put(name, props, overwrite=False))
        return Created(name, {"Type": props["Type"], "Value": props["Value"], "Arn": _arn(rc, name)})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        await rc.call("ssm", "PutParameter", self._put(physical_id, new, overwrite=True))
        before, after = _tags(old), _tags(new)
        gone = [k for k in before if k not in after]
        where = {"ResourceType": "Parameter", "ResourceId": physical_id}
        if gone:
            await rc.call("ssm", "RemoveTagsFromResource", {**where, "TagKeys": gone})
        changed = [{"Key": k, "Value": v} for k, v in after.items() if before.get(k) != v]
        if changed:
            await rc.call("ssm", "AddTagsToResource", {**where, "Tags": changed})
        return {"Type": new["Type"], "Value": new["Value"], "Arn": _arn(rc, physical_id)}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ssm", "DeleteParameter", {"Name": physical_id})


RESOLVERS.update({"ssm": ssm_refs.resolve_ssm, "ssm-secure": ssm_refs.refuse_secure})
