"""AWS::ApiGateway::VpcLink through the apigateway API: a REST API's VPC link to one network load balancer.

``Ref`` and ``VpcLinkId`` are the link's id. Name and Description change in place (UpdateVpcLink);
TargetArns is create-only, so a new target replaces the link. Tags are given at creation: the apigateway
API does not tag a VPC link afterwards yet, so changed Tags fail the update with that reason rather than
being dropped. What CreateVpcLink refuses (a target that is not one NLB of the account) fails the resource.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t["Value"]) for t in props.get("Tags") or []}


class VpcLink(Handler):
    type = "AWS::ApiGateway::VpcLink"
    known = frozenset({"Name", "Description", "TargetArns", "Tags"})
    replace_on = frozenset({"TargetArns"})
    attributes = frozenset({"VpcLinkId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params: dict[str, Any] = {
            "name": str(props["Name"]),
            "targetArns": [str(arn) for arn in props.get("TargetArns") or []],
        }
        if props.get("Description") is not None:
            params["description"] = str(props["Description"])
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = await rc.call("apigateway", "CreateVpcLink", params)
        return Created(str(made["id"]), {"VpcLinkId": made["id"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        if _tags(new) != _tags(old):
            raise ResourceFailed(f"labcloud does not update the Tags of {self.type} in place")
        patches = [
            {"op": "replace", "path": f"/{member.lower()}", "value": str(new.get(member) or "")}
            for member in ("Name", "Description")
            if new.get(member) != old.get(member)
        ]
        if patches:
            await rc.call(
                "apigateway", "UpdateVpcLink", {"vpcLinkId": physical_id, "patchOperations": patches}
            )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigateway", "DeleteVpcLink", {"vpcLinkId": physical_id})


HANDLERS: tuple[Handler, ...] = (VpcLink(),)
