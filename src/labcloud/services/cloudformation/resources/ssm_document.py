"""AWS::SSM::Document: a document made with CreateDocument, ``Ref`` answering its name.

``Content`` is an object in the template (or a string): it is written in the ``DocumentFormat`` (JSON
by default, or YAML). ``UpdateMethod`` decides what an update does, as CloudFormation documents:
``Replace`` (the default) replaces the document on any change but its tags; ``NewVersion`` adds a
version with UpdateDocument and makes it the default (a change of ``Name`` or ``DocumentType`` still
replaces). Tags are reconciled in place either way. A name is generated when none is given.
"""

from __future__ import annotations

import json
from typing import Any

import yaml

from labcloud.errors import AwsError
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    new_token,
)

#: What a ``NewVersion`` update can't change in place.
_ALWAYS_REPLACES = ("Name", "DocumentType")
_IN_PLACE = frozenset({"Tags", "UpdateMethod"})


def _content(props: dict[str, Any]) -> str:
    content = props["Content"]
    if isinstance(content, str):
        return content
    if props.get("DocumentFormat") == "YAML":
        return yaml.safe_dump(content, sort_keys=False)
    return json.dumps(content)


def _tags(props: dict[str, Any]) -> dict[str, str]:
    tags = props.get("Tags") or []
    if not isinstance(tags, list):
        raise ResourceFailed(
            "Properties validation failed for resource with message: #/Tags: expected type: JSONArray"
        )
    return {str(t["Key"]): str(t["Value"]) for t in tags if isinstance(t, dict) and "Key" in t}


class Document(Handler):
    type = "AWS::SSM::Document"
    known = frozenset(
        {
            "Name",
            "Content",
            "DocumentType",
            "DocumentFormat",
            "TargetType",
            "VersionName",
            "Requires",
            "Tags",
            "UpdateMethod",
            "Attachments",
        }
    )
    required = ("Content",)

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        if props.get("Name"):
            return str(props["Name"])
        # a generated name must not begin with a reserved prefix (aws, amazon, amzn): lead with the stack's
        name = f"{rc.stack_name}-{rc.logical_id}-{rc.token or new_token()}"[:128]
        return name if not name.lower().startswith(("aws", "amazon", "amzn")) else f"CFN-{name}"[:128]

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        if new.get("UpdateMethod", "Replace") == "NewVersion":
            return any(old.get(name) != new.get(name) for name in _ALWAYS_REPLACES)
        changed = {k for k in set(old) | set(new) if old.get(k) != new.get(k)}
        return bool(changed - _IN_PLACE)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = self.physical_id_of(rc, props) or ""
        params: dict[str, Any] = {"Name": name, "Content": _content(props)}
        for key in ("DocumentType", "DocumentFormat", "TargetType", "VersionName", "Requires", "Attachments"):
            if key in props:
                params[key] = props[key]
        tags = _tags(props)
        if tags:
            params["Tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        await rc.call("ssm", "CreateDocument", params)
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        content_changed = any(old.get(k) != new.get(k) for k in new.keys() | old.keys() if k not in _IN_PLACE)
        if content_changed:
            params: dict[str, Any] = {
                "Name": physical_id,
                "Content": _content(new),
                "DocumentVersion": "$LATEST",
            }
            for key in ("DocumentFormat", "TargetType", "VersionName", "Attachments"):
                if key in new:
                    params[key] = new[key]
            made = await rc.call("ssm", "UpdateDocument", params)
            version = made["DocumentDescription"]["DocumentVersion"]
            await rc.call(
                "ssm", "UpdateDocumentDefaultVersion", {"Name": physical_id, "DocumentVersion": version}
            )
        before, after = _tags(old), _tags(new)
        where = {"ResourceType": "Document", "ResourceId": physical_id}
        gone = [k for k in before if k not in after]
        if gone:
            await rc.call("ssm", "RemoveTagsFromResource", {**where, "TagKeys": gone})
        changed = [{"Key": k, "Value": v} for k, v in after.items() if before.get(k) != v]
        if changed:
            await rc.call("ssm", "AddTagsToResource", {**where, "Tags": changed})
        return {}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        try:
            await rc.call("ssm", "DeleteDocument", {"Name": physical_id})
        except ResourceFailed as failed:
            cause = failed.__cause__
            if not (isinstance(cause, AwsError) and cause.code == "InvalidDocument"):
                raise


HANDLERS = (Document(),)
