"""AWS::ResourceGroups::Group through Resource Groups' API.

``Ref`` is the group's name; ``Fn::GetAtt`` answers ``Arn``. ``ResourceQuery`` is an object as CloudFormation
writes it (``Query`` with ``ResourceTypeFilters``, ``TagFilters`` or ``StackIdentifier``), sent to the API as
its JSON text; a CLOUDFORMATION_STACK_1_0 query without a StackIdentifier names the stack being deployed, as
on AWS. The description, query and tags change in place; the name replaces. ``Configuration`` and ``Resources``
(configured groups) are refused by Resource Groups with its own error."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in props.get("Tags") or []}


def _query(rc: ResourceCall, props: dict[str, Any]) -> dict[str, str] | None:
    given = props.get("ResourceQuery")
    if not given:
        return None
    kind = str(given.get("Type") or "TAG_FILTERS_1_0")
    query = dict(given.get("Query") or {})
    if kind == "CLOUDFORMATION_STACK_1_0":
        query.setdefault("StackIdentifier", rc.stack_id)
        query.setdefault("ResourceTypeFilters", ["AWS::AllSupported"])
    else:
        query.setdefault("ResourceTypeFilters", ["AWS::AllSupported"])
    return {"Type": kind, "Query": json.dumps(query)}


class Group(Handler):
    type = "AWS::ResourceGroups::Group"
    replace_on = frozenset({"Name"})
    attributes = frozenset({"Arn"})
    known = frozenset({"Name", "Description", "ResourceQuery", "Tags", "Configuration", "Resources"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props["Name"])

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {"Name": str(props["Name"])}
        if props.get("Description"):
            params["Description"] = str(props["Description"])
        query = _query(rc, props)
        if query is not None:
            params["ResourceQuery"] = query
        if props.get("Configuration"):
            params["Configuration"] = props["Configuration"]
        if _tags(props):
            params["Tags"] = _tags(props)
        created = await rc.call("resource-groups", "CreateGroup", params)
        if props.get("Resources"):
            await rc.call(
                "resource-groups",
                "GroupResources",
                {"Group": params["Name"], "ResourceArns": props["Resources"]},
            )
        return Created(params["Name"], {"Arn": created["Group"]["GroupArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if old.get("Description") != new.get("Description"):
            await rc.call(
                "resource-groups",
                "UpdateGroup",
                {"Group": physical_id, "Description": str(new.get("Description") or "")},
            )
        query = _query(rc, new)
        if query is not None and query != _query(rc, old):
            await rc.call(
                "resource-groups", "UpdateGroupQuery", {"Group": physical_id, "ResourceQuery": query}
            )
        if new.get("Configuration") != old.get("Configuration"):
            await rc.call(
                "resource-groups",
                "PutGroupConfiguration",
                {"Group": physical_id, "Configuration": new.get("Configuration") or []},
            )
        found = await rc.call("resource-groups", "GetGroup", {"Group": physical_id})
        arn = found["Group"]["GroupArn"]
        before, after = _tags(old), _tags(new)
        gone = [key for key in before if key not in after]
        if gone:
            await rc.call("resource-groups", "Untag", {"Arn": arn, "Keys": gone})
        if after and after != before:
            await rc.call("resource-groups", "Tag", {"Arn": arn, "Tags": after})
        return {"Arn": arn}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("resource-groups", "DeleteGroup", {"Group": physical_id})


HANDLERS = (Group(),)
