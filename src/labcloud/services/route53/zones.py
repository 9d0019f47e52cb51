"""Hosted zones: creating one (its SOA and NS record sets, four labcloud name servers), reading,
listing in Route 53's orders, and the checks deleting one makes (``HostedZoneNotEmpty``)."""

from __future__ import annotations

from typing import Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.route53 import names
from labcloud.services.route53.errors import invalid_input, no_such_zone
from labcloud.services.route53.repo import changes, records
from labcloud.services.route53.repo import zones as zone_rows
from labcloud.services.route53.state import Route53State

#: Route 53's default limit of hosted zones per account.
MAX_ZONES = 500

#: The four name servers labcloud assigns every public zone (nothing answers DNS on them).
NAME_SERVERS = (
    "ns-1.awsdns-labcloud.com",
    "ns-2.awsdns-labcloud.net",
    "ns-3.awsdns-labcloud.org",
    "ns-4.awsdns-labcloud.co.uk",
)

SOA_VALUE = "ns-1.awsdns-labcloud.com. awsdns-hostmaster.amazon.com. 1 7200 900 1209600 86400"


def load(state: Route53State, ctx: RequestContext, zone_id: str) -> dict[str, Any]:
    zone_id = names.bare(zone_id, "hostedzone")
    zone = zone_rows.get(state.store, ctx.account_id, zone_id)
    if zone is None:
        raise no_such_zone(zone_id)
    return zone


def public(zone: dict[str, Any], store_count: int) -> dict[str, Any]:
    """The ``HostedZone`` element (bookkeeping keys, starting with ``_``, left out)."""
    out = {k: v for k, v in zone.items() if not k.startswith("_")}
    out["ResourceRecordSetCount"] = store_count
    return out


def out(state: Route53State, zone: dict[str, Any]) -> dict[str, Any]:
    return public(zone, records.count(state.store, names.bare(zone["Id"], "hostedzone")))


def record_change(state: Route53State, ctx: RequestContext, comment: str | None = None) -> dict[str, Any]:
    """A ``ChangeInfo`` already INSYNC (labcloud applies every change before answering)."""
    change_id = names.new_id("C")
    now = clock.now()
    changes.insert(state.store, change_id, ctx.account_id, now, comment)
    info: dict[str, Any] = {
        "Id": f"/change/{change_id}",
        "Status": "INSYNC",
        "SubmittedAt": clock.now_datetime(),
    }
    if comment:
        info["Comment"] = comment
    return info


def vpc_of(state: Route53State, ctx: RequestContext, vpc: dict[str, Any]) -> dict[str, str]:
    """A private zone's VPC, found among EC2's records in its region (``InvalidVPCId`` if absent)."""
    from labcloud.services.ec2.interfaces import NetworkRecords

    vpc_id, region = vpc.get("VPCId"), vpc.get("VPCRegion")
    if not vpc_id or not region:
        raise invalid_input("Invalid request: a VPC needs both VPCId and VPCRegion")
    networks = cast("NetworkRecords | None", state.find_interface(NetworkRecords))
    found = networks.vpcs(ctx.account_id, region, [vpc_id]) if networks is not None else set()
    if vpc_id not in found:
        raise AwsError(
            "InvalidVPCId", f"The VPC ID '{vpc_id}' is not valid or does not exist in {region}.", status=400
        )
    return {"VPCRegion": region, "VPCId": vpc_id}


def create(state: Route53State, ctx: RequestContext, request: dict[str, Any]) -> dict[str, Any]:
    """Check and store a new zone with its SOA and NS record sets; answers the zone document."""
    if request.get("DelegationSetId"):
        raise invalid_input("labcloud does not implement reusable delegation sets (DelegationSetId)")
    for unsupported in ("ChangeGuardrails", "EnablePublicDNSFallback"):
        if request.get(unsupported) is not None:
            raise invalid_input(f"labcloud does not implement {unsupported}")
    name = names.zone_name(request["Name"])
    reference = request["CallerReference"]
    if zone_rows.by_reference(state.store, ctx.account_id, reference) is not None:
        raise AwsError(
            "HostedZoneAlreadyExists",
            f"A hosted zone has already been created with the specified caller reference: {reference}",
            status=409,
        )
    config = dict(request.get("HostedZoneConfig") or {})
    if config.get("HostedZoneTier"):
        raise invalid_input("labcloud does not implement HostedZoneTier")
    vpcs: list[dict[str, str]] = []
    if request.get("VPC"):
        vpcs.append(vpc_of(state, ctx, request["VPC"]))
        config["PrivateZone"] = True
    elif config.get("PrivateZone"):
        raise invalid_input(
            "When you're creating a private hosted zone (when you specify true for PrivateZone), you must also specify values for VPCId and VPCRegion."
        )
    else:
        config["PrivateZone"] = False
    if zone_rows.count(state.store, ctx.account_id) >= MAX_ZONES:
        raise AwsError(
            "TooManyHostedZones", f"This account already has {MAX_ZONES} hosted zones.", status=400
        )
    zone_id = names.new_id("Z")
    zone: dict[str, Any] = {
        "Id": f"/hostedzone/{zone_id}",
        "Name": name,
        "CallerReference": reference,
        "Config": config,
        "_vpcs": vpcs,
        "_tags": [],
    }
    zone_rows.insert(state.store, ctx.account_id, clock.now(), zone)
    servers = list(NAME_SERVERS)
    records.put(
        state.store,
        zone_id,
        (names.sort_name(name), "SOA", ""),
        {"Name": name, "Type": "SOA", "TTL": 900, "ResourceRecords": [{"Value": SOA_VALUE}]},
    )
    records.put(
        state.store,
        zone_id,
        (names.sort_name(name), "NS", ""),
        {"Name": name, "Type": "NS", "TTL": 172800, "ResourceRecords": [{"Value": s + "."} for s in servers]},
    )
    return zone


def delegation_set() -> dict[str, Any]:
    return {"NameServers": list(NAME_SERVERS)}


def delete(state: Route53State, ctx: RequestContext, zone_id: str) -> dict[str, Any]:
    zone = load(state, ctx, zone_id)
    bare = names.bare(zone["Id"], "hostedzone")
    apex = names.sort_name(zone["Name"])
    extra = [
        key for key in records.of_zone(state.store, bare) if not (key[0] == apex and key[1] in ("SOA", "NS"))
    ]
    if extra:
        raise AwsError(
            "HostedZoneNotEmpty",
            "The specified hosted zone contains non-required resource record sets and so cannot be deleted.",
            status=400,
        )
    records.delete_zone(state.store, bare)
    zone_rows.delete(state.store, bare)
    return zone
