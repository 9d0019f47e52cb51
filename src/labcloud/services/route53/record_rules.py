"""A change batch applied to a zone's record sets: each change checked (AWS's ``InvalidInput`` and
``InvalidChangeBatch`` wording) against the zone as the changes before it left it, all or nothing.

Records only: labcloud answers no DNS queries; alias targets outside the account's zones (API Gateway,
CloudFront, load balancers) are stored as given.
"""

from __future__ import annotations

import ipaddress
from typing import Any

from labcloud.services.route53 import names
from labcloud.services.route53.errors import invalid_change_batch, invalid_input, no_such_health_check
from labcloud.services.route53.repo.records import Key

TYPES = frozenset(
    {
        "A",
        "AAAA",
        "CAA",
        "CNAME",
        "DS",
        "HTTPS",
        "MX",
        "NAPTR",
        "NS",
        "PTR",
        "SOA",
        "SPF",
        "SRV",
        "SSHFP",
        "SVCB",
        "TLSA",
        "TXT",
    }
)
ACTIONS = ("CREATE", "DELETE", "UPSERT")
#: Route 53's limits of one batch: changes, and values in one record set.
MAX_CHANGES = 1000
MAX_VALUES = 400
#: What labcloud stores and answers of a record set; the rest of the model is refused.
_REFUSED = ("TrafficPolicyInstanceId", "CidrRoutingConfig", "GeoProximityLocation", "AZAffinity")
_POLICIES = ("Weight", "Region", "GeoLocation", "Failover", "MultiValueAnswer")


def key_of(record: dict[str, Any]) -> Key:
    return (names.sort_name(record["Name"]), record["Type"], record.get("SetIdentifier") or "")


def _describe(record: dict[str, Any]) -> str:
    text = f"[name='{names.wire(record['Name'])}', type='{record['Type']}'"
    if record.get("SetIdentifier"):
        text += f", set-identifier='{record['SetIdentifier']}'"
    return text + "]"


def normalize(action: str, raw: dict[str, Any]) -> dict[str, Any]:
    """The record set as stored and answered, its shape checked (``InvalidInput``)."""
    record_type = raw["Type"]
    if record_type not in TYPES:
        raise invalid_input(f"Invalid value for Type: {record_type}")
    for refused in _REFUSED:
        if raw.get(refused) is not None:
            raise invalid_input(f"labcloud does not implement {refused} in a resource record set")
    name = names.fqdn(raw["Name"])
    if not names.valid(name):
        raise invalid_input(f"Invalid request: {raw['Name']} is not a valid DNS name")
    alias = raw.get("AliasTarget")
    plain = raw.get("TTL") is not None or bool(raw.get("ResourceRecords"))
    if (
        alias is not None
        and plain
        or alias is None
        and (raw.get("TTL") is None or not raw.get("ResourceRecords"))
    ):
        found = "more than one" if alias is not None and plain else "none"
        raise invalid_input(
            "Invalid request: Expected exactly one of [AliasTarget, all of [TTL, and ResourceRecords],"
            f" or TrafficPolicyInstanceId], but found {found} in Change with [Action={action}, Name={raw['Name']},"
            f" Type={record_type}, SetIdentifier={raw.get('SetIdentifier')}]"
        )
    record: dict[str, Any] = {"Name": name, "Type": record_type}
    policies = [p for p in _POLICIES if raw.get(p) is not None]
    if len(policies) > 1:
        raise invalid_input(
            f"Invalid request: a resource record set may have only one routing policy, found {policies}"
        )
    if policies and not raw.get("SetIdentifier"):
        raise invalid_input(
            f"Invalid request: Missing field 'SetIdentifier' in Change with [Action={action}, Name={raw['Name']}, Type={record_type}, SetIdentifier=null]"
        )
    if raw.get("SetIdentifier") and not policies:
        raise invalid_input(
            "Invalid request: Unsupported field 'SetIdentifier': a SetIdentifier needs a routing policy (Weight, Region, GeoLocation, Failover or MultiValueAnswer)"
        )
    if raw.get("SetIdentifier"):
        record["SetIdentifier"] = raw["SetIdentifier"]
    for policy in policies:
        record[policy] = raw[policy]
    if "Weight" in record and not 0 <= int(record["Weight"]) <= 255:
        raise invalid_input("Invalid request: Weight must be between 0 and 255")
    if "Failover" in record and record["Failover"] not in ("PRIMARY", "SECONDARY"):
        raise invalid_input(f"Invalid value for Failover: {record['Failover']}")
    if alias is not None:
        record["AliasTarget"] = {
            "HostedZoneId": names.bare(alias["HostedZoneId"], "hostedzone"),
            "DNSName": names.fqdn(alias["DNSName"]),
            "EvaluateTargetHealth": bool(alias["EvaluateTargetHealth"]),
        }
    else:
        ttl = int(raw["TTL"])
        if not 0 <= ttl <= 2147483647:
            raise invalid_input("Invalid request: TTL must be between 0 and 2147483647")
        values = [str(v["Value"]) for v in raw["ResourceRecords"]]
        if len(values) > MAX_VALUES:
            raise invalid_change_batch(
                [f"Number of records limit of {MAX_VALUES} exceeded in {_describe(record)}"]
            )
        record["TTL"] = ttl
        record["ResourceRecords"] = [{"Value": v} for v in values]
    if raw.get("HealthCheckId"):
        record["HealthCheckId"] = raw["HealthCheckId"]
    return record


def _value_problems(record: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    values = [v["Value"] for v in record.get("ResourceRecords", [])]
    for value in values:
        if record["Type"] == "A":
            try:
                ipaddress.IPv4Address(value)
            except ValueError:
                problems.append(
                    f"ARRDATAIllegalIPv4Address (Value is not a valid IPv4 address: encountered {value}) in {_describe(record)}"
                )
        elif record["Type"] == "AAAA":
            try:
                ipaddress.IPv6Address(value)
            except ValueError:
                problems.append(
                    f"AAAARRDATAIllegalIPv6Address (Value is not a valid IPv6 address: encountered {value}) in {_describe(record)}"
                )
        elif record["Type"] == "TXT" and not (
            value.startswith('"') and value.endswith('"') and len(value) > 1
        ):
            problems.append(
                f"Invalid Resource Record: 'FATAL problem: InvalidCharacterString (Value should be enclosed in quotation marks) encountered with '{value}''"
            )
    if record["Type"] == "CNAME" and len(values) > 1:
        problems.append(
            f"RRSet of type CNAME with DNS name {names.wire(record['Name'])} has more than one value"
        )
    return problems


def apply(
    zone_name: str,
    current: dict[Key, dict[str, Any]],
    changes: list[dict[str, Any]],
    health_check_exists: Any,
    alias_zone_names: dict[str, dict[Key, dict[str, Any]]],
    zone_id: str,
) -> tuple[dict[Key, dict[str, Any]], list[tuple[str, dict[str, Any]]]]:
    """The zone's record sets after ``changes``, and what each change did (raises on any problem)."""
    if not changes:
        raise invalid_input("Invalid request: the change batch holds no changes")
    if len(changes) > MAX_CHANGES:
        raise invalid_input(f"Invalid request: a change batch holds at most {MAX_CHANGES} changes")
    working = dict(current)
    problems: list[str] = []
    done: list[tuple[str, dict[str, Any]]] = []
    apex = names.sort_name(zone_name)
    for change in changes:
        action = change["Action"]
        if action not in ACTIONS:
            raise invalid_input(f"Invalid value for Action: {action}")
        record = normalize(action, change["ResourceRecordSet"])
        if record.get("HealthCheckId") and not health_check_exists(record["HealthCheckId"]):
            raise no_such_health_check(record["HealthCheckId"])
        key = key_of(record)
        if not names.within(record["Name"], zone_name):
            problems.append(
                f"RRSet with DNS name {names.wire(record['Name'])} is not permitted in zone {zone_name}"
            )
            continue
        existing = working.get(key)
        if action == "DELETE":
            if existing is None:
                problems.append(
                    f"Tried to delete resource record set {_describe(record)} but it was not found"
                )
            elif existing != record:
                problems.append(
                    f"Tried to delete resource record set {_describe(record)} but the values provided do not match the current values"
                )
            elif key[0] == apex and key[1] in ("SOA", "NS"):
                problems.append(
                    "A HostedZone must contain at least one NS record for the zone itself."
                    if key[1] == "NS"
                    else "A HostedZone must contain exactly one SOA record."
                )
            else:
                del working[key]
                done.append((action, record))
            continue
        if action == "CREATE" and existing is not None:
            problems.append(f"Tried to create resource record set {_describe(record)} but it already exists")
            continue
        found = _record_problems(record, key, apex, zone_name, working, alias_zone_names, zone_id)
        if found:
            problems.extend(found)
            continue
        working[key] = record
        done.append((action, record))
    if problems:
        raise invalid_change_batch(problems)
    return working, done


def _record_problems(
    record: dict[str, Any],
    key: Key,
    apex: str,
    zone_name: str,
    working: dict[Key, dict[str, Any]],
    alias_zones: dict[str, dict[Key, dict[str, Any]]],
    zone_id: str,
) -> list[str]:
    problems = _value_problems(record)
    name_key, record_type = key[0], key[1]
    if record_type == "CNAME" and name_key == apex:
        problems.append(
            f"RRSet of type CNAME with DNS name {names.wire(record['Name'])} is not permitted at apex in zone {zone_name}"
        )
    elif record_type == "SOA" and name_key != apex:
        problems.append(
            f"RRSet of type SOA with DNS name {names.wire(record['Name'])} is not permitted because SOA records are permitted only at the zone apex"
        )
    others = {k[1] for k in working if k[0] == name_key and k != key}
    if record_type == "CNAME" and others - {"CNAME"} or record_type != "CNAME" and "CNAME" in others:
        problems.append(
            f"RRSet of type {record_type} with DNS name {names.wire(record['Name'])} is not permitted as it conflicts with other records with the same DNS name in zone {zone_name}"
        )
    alias = record.get("AliasTarget")
    if alias is not None:
        target_zone = alias["HostedZoneId"]
        target_records = working if target_zone == zone_id else alias_zones.get(target_zone)
        if target_records is not None:
            wanted = names.sort_name(alias["DNSName"])
            if not any(k[0] == wanted and k[1] == record_type for k in target_records):
                problems.append(
                    f"Tried to create an alias that targets {names.wire(alias['DNSName'])}, type {record_type} in zone {target_zone}, but that target was not found"
                )
    return problems
