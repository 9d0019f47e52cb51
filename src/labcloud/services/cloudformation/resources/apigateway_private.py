"""AWS::ApiGateway::VpcLink (a REST VPC link to network load balancers) through the apigateway API.

Its ``Ref`` and ``VpcLinkId`` are the link's id; it is created and then read until AVAILABLE, as
CloudFormation waits for it. ``Name`` and ``Description`` change in place (UpdateVpcLink), ``Tags`` by
TagResource/UntagResource on the link's ARN; new ``TargetArns`` replace it (create-only in AWS's schema)."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t["Value"]) for t in props.get("Tags") or []}


async def retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    """Moves a resource's tags from ``old``'s ``Tags`` to ``new``'s (API Gateway's tag operations)."""
    before, after = _tags(old), _tags(new)
    gone = [k for k in before if k not in after]
    if gone:
        await rc.call("apigateway", "UntagResource", {"resourceArn": arn, "tagKeys": gone})
    if after and after != before:
        await rc.call("apigateway", "TagResource", {"resourceArn": arn, "tags": after})


class VpcLink(Handler):
    type = "AWS::ApiGateway::VpcLink"
    known = frozenset({"Name", "Description", "TargetArns", "Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        params: dict[str, Any] = {
            "name": str(props["Name"]),
            "targetArns": [str(arn) for arn in props.get("TargetArns") or []],
        }
        if props.get("Description"):
            params["description"] = str(props["Description"])
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = await rc.call("apigateway", "CreateVpcLink", params)
        link_id = str(made["id"])
        await rc.call("apigateway", "GetVpcLink", {"vpcLinkId": link_id})  # until AVAILABLE
        return Created(link_id, {"VpcLinkId": link_id})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        patch = [
            {"op": "replace", "path": f"/{member}", "value": str(new.get(prop) or "")}
            for prop, member in (("Name", "name"), ("Description", "description"))
            if old.get(prop) != new.get(prop)
        ]
        if patch:
            await rc.call("apigateway", "UpdateVpcLink", {"vpcLinkId": physical_id, "patchOperations": patch})
        await retag(rc, f"arn:aws:apigateway:{rc.region}::/vpclinks/{physical_id}", old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigateway", "DeleteVpcLink", {"vpcLinkId": physical_id})


HANDLERS: tuple[Handler, ...] = (VpcLink(),)
