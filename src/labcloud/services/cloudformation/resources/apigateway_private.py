"""AWS::ApiGateway::VpcLink (a REST VPC link to network load balancers) and the private custom domain
name types, DomainNameV2, BasePathMappingV2 and DomainNameAccessAssociation, through the apigateway API.

A VpcLink's ``Ref`` and ``VpcLinkId`` are the link's id; it is created and then read until AVAILABLE, as
CloudFormation waits for it. ``Name`` and ``Description`` change in place (UpdateVpcLink), ``Tags`` by
TagResource/UntagResource on the link's ARN; new ``TargetArns`` replace it (create-only in AWS's schema).
A DomainNameV2's ``Ref`` is its ARN (``DomainNameId`` and ``DomainNameArn`` its attributes); ``Policy``
(a JSON object or text), ``CertificateArn``, ``SecurityPolicy`` and ``Tags`` change in place. A
BasePathMappingV2's ``Ref`` is ``<domain name ARN>/basepathmappings/<base path>`` (its
``BasePathMappingArn``); ``RestApiId`` and ``Stage`` change in place. A DomainNameAccessAssociation's
``Ref`` is its ARN; every property of it is create-only. Other changes replace, as AWS's schemas say."""

from __future__ import annotations

import json
import re
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_DOMAIN_ARN = re.compile(
    r"^arn:aws:apigateway:[a-z0-9-]+:\d{12}:/domainnames/(?P<name>[^/+]+)\+(?P<id>[a-z0-9]+)$"
)


def _domain(arn: str, logical_id: str) -> tuple[str, str]:
    """(name, domainNameId) of a private domain name's ARN."""
    match = _DOMAIN_ARN.match(arn)
    if match is None:
        raise ResourceFailed(f"{logical_id}: DomainNameArn {arn!r} is not the ARN of a private domain name")
    return match.group("name"), match.group("id")


def _policy_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


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
    attributes = frozenset({"VpcLinkId"})

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


class DomainNameV2(Handler):
    type = "AWS::ApiGateway::DomainNameV2"
    known = frozenset(
        {
            "DomainName",
            "CertificateArn",
            "EndpointConfiguration",
            "SecurityPolicy",
            "Policy",
            "RoutingMode",
            "Tags",
        }
    )
    required = ("DomainName", "CertificateArn")
    attributes = frozenset({"DomainNameId", "DomainNameArn"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        endpoint = props.get("EndpointConfiguration") or {}
        configuration: dict[str, Any] = {"types": list(endpoint.get("Types") or ["PRIVATE"])}
        if endpoint.get("IpAddressType"):
            configuration["ipAddressType"] = str(endpoint["IpAddressType"])
        params: dict[str, Any] = {
            "domainName": str(props["DomainName"]),
            "certificateArn": str(props["CertificateArn"]),
            "endpointConfiguration": configuration,
        }
        if props.get("SecurityPolicy"):
            params["securityPolicy"] = str(props["SecurityPolicy"])
        for prop, member in (("RoutingMode", "routingMode"), ("EndpointAccessMode", "endpointAccessMode")):
            if props.get(prop):
                params[member] = str(props[prop])  # what labcloud does not route, the API refuses by name
        if props.get("Policy") is not None:
            params["policy"] = _policy_text(props["Policy"])
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = await rc.call("apigateway", "CreateDomainName", params)
        arn = str(made["domainNameArn"])
        return Created(arn, {"DomainNameArn": arn, "DomainNameId": made.get("domainNameId", "")})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        name, domain_id = _domain(physical_id, rc.logical_id)
        patch = [
            {"op": "replace", "path": path, "value": value(new.get(prop))}
            for prop, path, value in (
                ("CertificateArn", "/certificateArn", lambda v: str(v or "")),
                ("SecurityPolicy", "/securityPolicy", lambda v: str(v or "TLS_1_2")),
                ("Policy", "/policy", lambda v: "" if v is None else _policy_text(v)),
            )
            if old.get(prop) != new.get(prop)
        ]
        if patch:
            await rc.call(
                "apigateway",
                "UpdateDomainName",
                {"domainName": name, "domainNameId": domain_id, "patchOperations": patch},
            )
        await retag(rc, physical_id, old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        name, domain_id = _domain(physical_id, rc.logical_id)
        await rc.call_quiet("apigateway", "DeleteDomainName", {"domainName": name, "domainNameId": domain_id})


class BasePathMappingV2(Handler):
    type = "AWS::ApiGateway::BasePathMappingV2"
    known = frozenset({"DomainNameArn", "BasePath", "RestApiId", "Stage"})
    attributes = frozenset({"BasePathMappingArn"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        name, domain_id = _domain(str(props["DomainNameArn"]), rc.logical_id)
        params: dict[str, Any] = {
            "domainName": name,
            "domainNameId": domain_id,
            "restApiId": str(props["RestApiId"]),
        }
        if props.get("BasePath"):
            params["basePath"] = str(props["BasePath"])
        if props.get("Stage"):
            params["stage"] = str(props["Stage"])
        made = await rc.call("apigateway", "CreateBasePathMapping", params)
        arn = f"{props['DomainNameArn']}/basepathmappings/{made['basePath']}"
        return Created(arn, {"BasePathMappingArn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        domain_arn, _, base_path = physical_id.rpartition("/basepathmappings/")
        name, domain_id = _domain(domain_arn, rc.logical_id)
        patch = [{"op": "replace", "path": "/restapiId", "value": str(new["RestApiId"])}]
        if new.get("Stage"):
            patch.append({"op": "replace", "path": "/stage", "value": str(new["Stage"])})
        else:
            patch.append({"op": "remove", "path": "/stage"})
        await rc.call(
            "apigateway",
            "UpdateBasePathMapping",
            {"domainName": name, "domainNameId": domain_id, "basePath": base_path, "patchOperations": patch},
        )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        domain_arn, _, base_path = physical_id.rpartition("/basepathmappings/")
        name, domain_id = _domain(domain_arn, rc.logical_id)
        await rc.call_quiet(
            "apigateway",
            "DeleteBasePathMapping",
            {"domainName": name, "domainNameId": domain_id, "basePath": base_path},
        )


class DomainNameAccessAssociation(Handler):
    type = "AWS::ApiGateway::DomainNameAccessAssociation"
    known = frozenset({"DomainNameArn", "AccessAssociationSource", "AccessAssociationSourceType", "Tags"})
    attributes = frozenset({"DomainNameAccessAssociationArn"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        params: dict[str, Any] = {
            "domainNameArn": str(props["DomainNameArn"]),
            "accessAssociationSource": str(props["AccessAssociationSource"]),
            "accessAssociationSourceType": str(props["AccessAssociationSourceType"]),
        }
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = await rc.call("apigateway", "CreateDomainNameAccessAssociation", params)
        arn = str(made["domainNameAccessAssociationArn"])
        return Created(arn, {"DomainNameAccessAssociationArn": arn})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigateway", "DeleteDomainNameAccessAssociation", {"domainNameAccessAssociationArn": physical_id}
        )


HANDLERS: tuple[Handler, ...] = (
    VpcLink(),
    DomainNameV2(),
    BasePathMappingV2(),
    DomainNameAccessAssociation(),
)
