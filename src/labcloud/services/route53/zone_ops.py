"""Hosted zone operations: CreateHostedZone, GetHostedZone, ListHostedZones(ByName), DeleteHostedZone,
UpdateHostedZoneComment, GetHostedZoneCount (checks and documents in :mod:`.zones`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.route53 import names, zones
from labcloud.services.route53.errors import invalid_input
from labcloud.services.route53.events import emit
from labcloud.services.route53.repo import zones as zone_rows
from labcloud.services.route53.state import Route53State

if TYPE_CHECKING:
    from labcloud.services.route53.api import (
        CreateHostedZoneRequest,
        CreateHostedZoneResponse,
        DeleteHostedZoneRequest,
        DeleteHostedZoneResponse,
        GetHostedZoneCountRequest,
        GetHostedZoneCountResponse,
        GetHostedZoneRequest,
        GetHostedZoneResponse,
        ListHostedZonesByNameRequest,
        ListHostedZonesByNameResponse,
        ListHostedZonesRequest,
        ListHostedZonesResponse,
        UpdateHostedZoneCommentRequest,
        UpdateHostedZoneCommentResponse,
    )

#: Route 53 answers at most 100 zones a page.
PAGE = 100


def _page_size(value: Any) -> int:
    if value is None:
        return PAGE
    try:
        size = int(value)
    except (TypeError, ValueError):
        raise invalid_input(f"Invalid value for MaxItems: {value}") from None
    if size < 1:
        raise invalid_input("MaxItems must be at least 1")
    return min(size, PAGE)


def create_hosted_zone(
    state: Route53State, request: CreateHostedZoneRequest, ctx: RequestContext
) -> CreateHostedZoneResponse:
    with state.store.transaction():
        zone = zones.create(state, ctx, cast("dict[str, Any]", request))
        info = zones.record_change(state, ctx)
        emit(
            state,
            ctx,
            "route53.zone.created",
            zone["Id"],
            name=zone["Name"],
            private=zone["Config"]["PrivateZone"],
        )
    answer: dict[str, Any] = {
        "HostedZone": zones.out(state, zone),
        "ChangeInfo": info,
        "DelegationSet": zones.delegation_set(),
        "Location": f"{ctx.endpoint}/2013-04-01{zone['Id']}",
    }
    if zone["_vpcs"]:
        answer["VPC"] = zone["_vpcs"][0]
    return cast("CreateHostedZoneResponse", answer)


def get_hosted_zone(
    state: Route53State, request: GetHostedZoneRequest, ctx: RequestContext
) -> GetHostedZoneResponse:
    zone = zones.load(state, ctx, request["Id"])
    answer: dict[str, Any] = {"HostedZone": zones.out(state, zone)}
    if zone["_vpcs"]:
        answer["VPCs"] = zone["_vpcs"]
    else:
        answer["DelegationSet"] = zones.delegation_set()
    return cast("GetHostedZoneResponse", answer)


def list_hosted_zones(
    state: Route53State, request: ListHostedZonesRequest, ctx: RequestContext
) -> ListHostedZonesResponse:
    if request.get("DelegationSetId"):
        raise invalid_input("labcloud does not implement reusable delegation sets (DelegationSetId)")
    size = _page_size(request.get("MaxItems"))
    every = zone_rows.of_account(state.store, ctx.account_id)
    kind = request.get("HostedZoneType")
    if kind == "PrivateHostedZone":
        every = [z for z in every if z["Config"]["PrivateZone"]]
    elif kind is not None:
        raise invalid_input(f"Invalid value for HostedZoneType: {kind}")
    start = 0
    marker = request.get("Marker")
    if marker:
        ids = [names.bare(z["Id"], "hostedzone") for z in every]
        if marker not in ids:
            raise invalid_input(f"Invalid marker: {marker}")
        start = ids.index(marker)
    chosen = every[start : start + size]
    answer: dict[str, Any] = {
        "HostedZones": [zones.out(state, z) for z in chosen],
        "Marker": marker or "",
        "IsTruncated": start + size < len(every),
        "MaxItems": str(size),
    }
    if answer["IsTruncated"]:
        answer["NextMarker"] = names.bare(every[start + size]["Id"], "hostedzone")
    return cast("ListHostedZonesResponse", answer)


def list_hosted_zones_by_name(
    state: Route53State, request: ListHostedZonesByNameRequest, ctx: RequestContext
) -> ListHostedZonesByNameResponse:
    size = _page_size(request.get("MaxItems"))
    every = sorted(
        zone_rows.of_account(state.store, ctx.account_id),
        key=lambda z: (names.sort_name(z["Name"]), names.bare(z["Id"], "hostedzone")),
    )
    dns_name, zone_id = request.get("DNSName"), request.get("HostedZoneId")
    if zone_id and not dns_name:
        raise invalid_input("HostedZoneId may be given only with DNSName")
    start = 0
    if dns_name:
        first = (names.sort_name(names.zone_name(dns_name)), names.bare(zone_id or "", "hostedzone"))
        start = next(
            (
                i
                for i, z in enumerate(every)
                if (names.sort_name(z["Name"]), names.bare(z["Id"], "hostedzone")) >= first
            ),
            len(every),
        )
    chosen = every[start : start + size]
    answer: dict[str, Any] = {
        "HostedZones": [zones.out(state, z) for z in chosen],
        "IsTruncated": start + size < len(every),
        "MaxItems": str(size),
    }
    if dns_name:
        answer["DNSName"] = dns_name
    if zone_id:
        answer["HostedZoneId"] = zone_id
    if answer["IsTruncated"]:
        following = every[start + size]
        answer["NextDNSName"] = following["Name"]
        answer["NextHostedZoneId"] = names.bare(following["Id"], "hostedzone")
    return cast("ListHostedZonesByNameResponse", answer)


def delete_hosted_zone(
    state: Route53State, request: DeleteHostedZoneRequest, ctx: RequestContext
) -> DeleteHostedZoneResponse:
    with state.store.transaction():
        zone = zones.delete(state, ctx, request["Id"])
        info = zones.record_change(state, ctx)
        emit(state, ctx, "route53.zone.deleted", zone["Id"], name=zone["Name"])
    return cast("DeleteHostedZoneResponse", {"ChangeInfo": info})


def update_hosted_zone_comment(
    state: Route53State, request: UpdateHostedZoneCommentRequest, ctx: RequestContext
) -> UpdateHostedZoneCommentResponse:
    with state.store.transaction():
        zone = zones.load(state, ctx, request["Id"])
        comment = request.get("Comment")
        if comment:
            zone["Config"]["Comment"] = comment
        else:
            zone["Config"].pop("Comment", None)
        zone_rows.update(state.store, zone)
        emit(state, ctx, "route53.zone.updated", zone["Id"], name=zone["Name"])
    return cast("UpdateHostedZoneCommentResponse", {"HostedZone": zones.out(state, zone)})


def get_hosted_zone_count(
    state: Route53State, request: GetHostedZoneCountRequest, ctx: RequestContext
) -> GetHostedZoneCountResponse:
    return {"HostedZoneCount": zone_rows.count(state.store, ctx.account_id)}
