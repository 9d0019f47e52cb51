"""Record set operations: ChangeResourceRecordSets (a batch applied atomically, :mod:`.record_rules`),
ListResourceRecordSets in Route 53's order and pagination, GetChange (always INSYNC)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.route53 import names, record_rules, zones
from labcloud.services.route53.errors import invalid_input
from labcloud.services.route53.events import emit
from labcloud.services.route53.repo import changes, health_checks, records
from labcloud.services.route53.repo import zones as zone_rows
from labcloud.services.route53.state import Route53State

if TYPE_CHECKING:
    from labcloud.services.route53.api import (
        ChangeResourceRecordSetsRequest,
        ChangeResourceRecordSetsResponse,
        GetChangeRequest,
        GetChangeResponse,
        ListResourceRecordSetsRequest,
        ListResourceRecordSetsResponse,
    )

#: Route 53 answers at most 300 record sets a page.
PAGE = 300


def wire_record(record: dict[str, Any]) -> dict[str, Any]:
    out = dict(record)
    out["Name"] = names.wire(record["Name"])
    if "AliasTarget" in record:
        out["AliasTarget"] = {
            **record["AliasTarget"],
            "DNSName": names.wire(record["AliasTarget"]["DNSName"]),
        }
    return out


def change_resource_record_sets(
    state: Route53State, request: ChangeResourceRecordSetsRequest, ctx: RequestContext
) -> ChangeResourceRecordSetsResponse:
    batch = request["ChangeBatch"]
    with state.store.transaction():
        zone = zones.load(state, ctx, request["HostedZoneId"])
        zone_id = names.bare(zone["Id"], "hostedzone")
        touched: set[str] = set()
        targets: dict[str, dict[records.Key, dict[str, Any]]] = {}
        for change in batch["Changes"]:
            rrset = change["ResourceRecordSet"]
            touched.add(names.sort_name(names.fqdn(rrset["Name"])))
            alias = rrset.get("AliasTarget")
            if alias:
                target = names.bare(alias["HostedZoneId"], "hostedzone")
                wanted = names.sort_name(names.fqdn(alias["DNSName"]))
                if target == zone_id:
                    touched.add(wanted)
                elif zone_rows.get(state.store, ctx.account_id, target) is not None:
                    targets.setdefault(target, {}).update(records.named(state.store, target, {wanted}))
        current = records.named(state.store, zone_id, touched)
        after, done = record_rules.apply(
            zone["Name"],
            current,
            cast("list[dict[str, Any]]", batch["Changes"]),
            lambda check_id: health_checks.get(state.store, ctx.account_id, check_id) is not None,
            targets,
            zone_id,
        )
        for key in current.keys() - after.keys():
            records.delete(state.store, zone_id, key)
        for key, record in after.items():
            if current.get(key) != record:
                records.put(state.store, zone_id, key, record)
        info = zones.record_change(state, ctx, batch.get("Comment"))
        emit(
            state,
            ctx,
            "route53.records.changed",
            zone["Id"],
            zone=zone["Name"],
            change=info["Id"],
            changes=[{"action": a, "name": r["Name"], "type": r["Type"]} for a, r in done],
        )
    return cast("ChangeResourceRecordSetsResponse", {"ChangeInfo": info})


def list_resource_record_sets(
    state: Route53State, request: ListResourceRecordSetsRequest, ctx: RequestContext
) -> ListResourceRecordSetsResponse:
    zone = zones.load(state, ctx, request["HostedZoneId"])
    zone_id = names.bare(zone["Id"], "hostedzone")
    name, kind, identifier = (
        request.get("StartRecordName"),
        request.get("StartRecordType"),
        request.get("StartRecordIdentifier"),
    )
    if kind and not name:
        raise invalid_input("The input is not valid: a StartRecordType needs a StartRecordName")
    if identifier and not kind:
        raise invalid_input("The input is not valid: a StartRecordIdentifier needs a StartRecordType")
    if kind and kind not in record_rules.TYPES:
        raise invalid_input(f"Invalid value for StartRecordType: {kind}")
    size = PAGE
    if request.get("MaxItems") is not None:
        try:
            size = int(request["MaxItems"])
        except ValueError:
            raise invalid_input(f"Invalid value for MaxItems: {request['MaxItems']}") from None
        if size < 1:
            raise invalid_input("MaxItems must be at least 1")
        size = min(size, PAGE)
    start = (names.sort_name(names.fqdn(name)) if name else "", kind or "", identifier or "")
    found = records.page(state.store, zone_id, start, size + 1)
    answer: dict[str, Any] = {
        "ResourceRecordSets": [wire_record(record) for _, record in found[:size]],
        "IsTruncated": len(found) > size,
        "MaxItems": str(size),
    }
    if len(found) > size:
        following = found[size][1]
        answer["NextRecordName"] = names.wire(following["Name"])
        answer["NextRecordType"] = following["Type"]
        if following.get("SetIdentifier"):
            answer["NextRecordIdentifier"] = following["SetIdentifier"]
    return cast("ListResourceRecordSetsResponse", answer)


def get_change(state: Route53State, request: GetChangeRequest, ctx: RequestContext) -> GetChangeResponse:
    change_id = names.bare(request["Id"], "change")
    found = changes.get(state.store, ctx.account_id, change_id)
    if found is None:
        raise AwsError(
            "NoSuchChange", f"A change with the specified change ID does not exist: {change_id}", status=404
        )
    submitted, comment = found
    info: dict[str, Any] = {
        "Id": f"/change/{change_id}",
        "Status": "INSYNC",
        "SubmittedAt": dt.datetime.fromtimestamp(submitted, tz=dt.timezone.utc),
    }
    if comment:
        info["Comment"] = comment
    return cast("GetChangeResponse", {"ChangeInfo": info})
