"""VPC links of HTTP APIs (Create/Get/GetVpcLinks/Update/Delete): subnets and security groups checked
against EC2's records (its ``NetworkRecords`` interface on the hub), all in one VPC; tags; status
``PENDING`` in CreateVpcLink's answer, ``AVAILABLE`` from the first read after it (labcloud has nothing to
provision). A link an integration uses cannot be deleted. Integrations with ``ConnectionType: VPC_LINK``
name one; a request through one reaches its ELBv2 listener (``vpc_link_route.py``); a Cloud Map service
(labcloud has none) answers what AWS answers for an unreachable private target (docs/apigatewayv2.md)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import ids
from labcloud.services.apigatewayv2.errors import bad_request, not_found
from labcloud.services.apigatewayv2.repo.vpclinks import VpcLinkRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.tags import checked_tags
from labcloud.services.ec2.interfaces import NetworkRecords

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateVpcLinkRequest,
        CreateVpcLinkResponse,
        DeleteVpcLinkRequest,
        DeleteVpcLinkResponse,
        GetVpcLinkRequest,
        GetVpcLinkResponse,
        GetVpcLinksRequest,
        GetVpcLinksResponse,
        UpdateVpcLinkRequest,
        UpdateVpcLinkResponse,
    )

MAX_SUBNETS = 16
MAX_GROUPS = 5
MAX_NAME = 128
PENDING_MESSAGE = "VPC link is provisioning ENIs"
AVAILABLE_MESSAGE = "VPC link is ready to route traffic"
_NAME = re.compile(r"^[\w .:/=+@-]{1,128}$")


def link_arn(region: str, link_id: str) -> str:
    return f"arn:aws:apigateway:{region}::/vpclinks/{link_id}"


def _emit(state: HttpApiState, kind: str, link: VpcLinkRecord, **data: Any) -> None:
    state.bus.publish(
        kind,
        service="apigatewayv2",
        account_id=link.account_id,
        region=link.region,
        resource=link_arn(link.region, link.id),
        data={"vpc_link_id": link.id, "name": link.doc["Name"], **data},
    )


def _check_name(name: Any) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise bad_request(
            f"Invalid VPC link name {name!r}: 1 to {MAX_NAME} letters, digits, spaces or _.:/=+-@"
        )
    return name


def _check_network(state: HttpApiState, ctx: RequestContext, subnets: list[str], groups: list[str]) -> None:
    """Each subnet and security group exists in the caller's account and region, all in one VPC."""
    if not subnets or len(subnets) > MAX_SUBNETS:
        raise bad_request(f"SubnetIds must name 1 to {MAX_SUBNETS} subnets")
    if len(groups) > MAX_GROUPS:
        raise bad_request(f"SecurityGroupIds must name at most {MAX_GROUPS} security groups")
    networks = state.calls.interface(NetworkRecords)
    if networks is None:
        raise bad_request("labcloud's EC2 service is not running: VPC links cannot be checked")
    found = networks.subnets(ctx.account_id, ctx.region, subnets)
    for subnet_id in subnets:
        if subnet_id not in found:
            raise bad_request(f"Invalid subnet identifier specified: {subnet_id} does not exist")
    found_groups = networks.security_groups(ctx.account_id, ctx.region, groups)
    for group_id in groups:
        if group_id not in found_groups:
            raise bad_request(f"Invalid security group identifier specified: {group_id} does not exist")
    vpcs = {found[s].vpc_id for s in subnets} | {found_groups[g].vpc_id for g in groups}
    if len(vpcs) > 1:
        raise bad_request("The subnets and security groups of a VPC link must belong to one VPC")


def create_vpc_link(
    state: HttpApiState, request: CreateVpcLinkRequest, ctx: RequestContext
) -> CreateVpcLinkResponse:
    name = _check_name(request["Name"])
    subnets = list(dict.fromkeys(request["SubnetIds"]))
    groups = list(dict.fromkeys(request.get("SecurityGroupIds") or []))
    tags = checked_tags(request.get("Tags"))
    _check_network(state, ctx, subnets, groups)
    now = clock.now()
    doc: dict[str, Any] = {
        "VpcLinkId": ids.new_id(6),
        "Name": name,
        "SubnetIds": subnets,
        "SecurityGroupIds": groups,
        "CreatedDate": now,
        "Tags": tags,
        "VpcLinkStatus": "PENDING",
        "VpcLinkStatusMessage": PENDING_MESSAGE,
        "VpcLinkVersion": "V2",
    }
    link = VpcLinkRecord(doc["VpcLinkId"], ctx.account_id, ctx.region, now, doc)
    with state.store.transaction():
        while state.vpclinks.link(link.id) is not None:  # pragma: no cover - 36^6 ids
            link.id = doc["VpcLinkId"] = ids.new_id(6)
        state.vpclinks.save(link)
        _emit(state, "apigatewayv2.vpclink.created", link, subnets=subnets, security_groups=groups)
    return cast("CreateVpcLinkResponse", doc)


def link_of(state: HttpApiState, ctx: RequestContext, link_id: str) -> VpcLinkRecord:
    """The caller's link, made AVAILABLE at its first read after creation; else NotFoundException."""
    link = state.vpclinks.link(link_id)
    if link is None or link.account_id != ctx.account_id or link.region != ctx.region:
        raise not_found(f"Invalid VpcLink identifier specified {ctx.account_id}:{link_id}")
    if link.doc["VpcLinkStatus"] == "PENDING":
        with state.store.transaction():
            link.doc.update(VpcLinkStatus="AVAILABLE", VpcLinkStatusMessage=AVAILABLE_MESSAGE)
            state.vpclinks.save(link)
            _emit(state, "apigatewayv2.vpclink.available", link)
    return link


def save_tags(state: HttpApiState, link: VpcLinkRecord) -> None:
    """TagResource / UntagResource on a link's ARN (tag_ops.py)."""
    state.vpclinks.save(link)


def get_vpc_link(state: HttpApiState, request: GetVpcLinkRequest, ctx: RequestContext) -> GetVpcLinkResponse:
    return cast("GetVpcLinkResponse", link_of(state, ctx, request["VpcLinkId"]).doc)


def get_vpc_links(
    state: HttpApiState, request: GetVpcLinksRequest, ctx: RequestContext
) -> GetVpcLinksResponse:
    links = [link_of(state, ctx, r.id).doc for r in state.vpclinks.listing(ctx.account_id, ctx.region)]
    return cast("GetVpcLinksResponse", {"Items": links})


def update_vpc_link(
    state: HttpApiState, request: UpdateVpcLinkRequest, ctx: RequestContext
) -> UpdateVpcLinkResponse:
    with state.store.transaction():
        link = link_of(state, ctx, request["VpcLinkId"])
        if "Name" in request:
            link.doc["Name"] = _check_name(request["Name"])
        state.vpclinks.save(link)
    return cast("UpdateVpcLinkResponse", link.doc)


def users_of(state: HttpApiState, link: VpcLinkRecord) -> list[str]:
    """``<api id>/<integration id>`` of each integration of the link's account that uses it."""
    return [
        f"{api.id}/{part.id}"
        for api in state.apis.listing(link.account_id, link.region)
        for part in state.apis.parts(api.id, "integration")
        if part.doc.get("ConnectionType") == "VPC_LINK" and part.doc.get("ConnectionId") == link.id
    ]


def delete_vpc_link(
    state: HttpApiState, request: DeleteVpcLinkRequest, ctx: RequestContext
) -> DeleteVpcLinkResponse:
    with state.store.transaction():
        link = link_of(state, ctx, request["VpcLinkId"])
        users = users_of(state, link)
        if users:
            raise bad_request(
                f"Cannot delete vpc link. Vpc link '{link.id}', is referenced in integrations: {', '.join(users)}"
            )
        state.vpclinks.remove(link.id)
        _emit(state, "apigatewayv2.vpclink.deleted", link)
    return {}


def check_integration_link(state: HttpApiState, account_id: str, region: str, doc: dict[str, Any]) -> None:
    """CreateIntegration / UpdateIntegration / ImportApi: a VPC_LINK integration's ConnectionId names a
    link of the API's account and region."""
    if doc.get("ConnectionType") != "VPC_LINK":
        return
    link = state.vpclinks.link(str(doc.get("ConnectionId") or ""))
    if link is None or link.account_id != account_id or link.region != region:
        raise bad_request(f"Invalid VpcLink identifier specified: {doc.get('ConnectionId')}")
