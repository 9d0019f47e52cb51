"""Network ACLs as records: each VPC's default ACL (made when first needed, allowing everything, with every
subnet not associated elsewhere), the entries' shape (rule numbers, protocols, ranges) and the associations
kept in step with the VPC's subnets. Nothing is filtered: the ACLs are records."""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from typing import Any

from labcloud.services.ec2 import cidrs
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

KIND = "network-acl"
#: The rule every ACL ends with in each direction (deny everything); never changed.
LAST_RULE = 32767
#: Protocol names EC2 accepts, as the numbers it keeps.
PROTOCOLS = {"all": "-1", "-1": "-1", "tcp": "6", "udp": "17", "icmp": "1", "icmpv6": "58"}


def _entry(number: int, action: str, egress: bool) -> dict[str, Any]:
    return {
        "CidrBlock": "0.0.0.0/0",
        "Egress": egress,
        "Protocol": "-1",
        "RuleAction": action,
        "RuleNumber": number,
    }


def build(account_id: str, vpc_id: str, *, default: bool, tags: list[dict[str, str]]) -> Record:
    """A new ACL of ``vpc_id``: the default one allows everything (rule 100) before the last deny."""
    acl_id = new_id("acl")
    entries = [_entry(LAST_RULE, "deny", egress) for egress in (True, False)]
    if default:
        entries = [_entry(100, "allow", True), entries[0], _entry(100, "allow", False), entries[1]]
    body = {
        "Associations": [],
        "Entries": entries,
        "IsDefault": default,
        "NetworkAclId": acl_id,
        "Tags": tags,
        "VpcId": vpc_id,
        "OwnerId": account_id,
    }
    return Record(acl_id, KIND, vpc_id, body)


def ensure(state: Ec2State, account_id: str, region: str) -> None:
    """Give every VPC its default ACL and every subnet an association (with its VPC's default ACL unless
    another holds it); drop associations whose subnet is gone. The caller holds the transaction."""
    acls = state.records.of_kind(account_id, region, KIND)
    subnets = {s.id: s for s in state.records.of_kind(account_id, region, "subnet")}
    defaults = {a.vpc_id: a for a in acls if a.body.get("IsDefault")}
    for vpc in state.records.of_kind(account_id, region, "vpc"):
        if vpc.id not in defaults and vpc.body.get("State") != "deleted":
            defaults[vpc.id] = build(account_id, vpc.id, default=True, tags=[])
            acls.append(defaults[vpc.id])
            state.records.put(account_id, region, defaults[vpc.id])
    held: set[str] = set()
    for acl in acls:
        kept = [a for a in acl.body["Associations"] if a["SubnetId"] in subnets]
        held.update(a["SubnetId"] for a in kept)
        if kept != acl.body["Associations"]:
            acl.body["Associations"] = kept
            state.records.put(account_id, region, acl)
    for subnet in subnets.values():
        default = defaults.get(subnet.vpc_id)
        if subnet.id not in held and default is not None:
            default.body["Associations"].append(association(default.id, subnet.id))
            state.records.put(account_id, region, default)


def association(acl_id: str, subnet_id: str) -> dict[str, str]:
    return {"NetworkAclAssociationId": new_id("aclassoc"), "NetworkAclId": acl_id, "SubnetId": subnet_id}


def entry(request: Mapping[str, Any]) -> dict[str, Any]:
    """The entry a CreateNetworkAclEntry or ReplaceNetworkAclEntry describes, as EC2 keeps it."""
    number = int(request["RuleNumber"])
    if not 1 <= number <= LAST_RULE - 1:
        raise invalid_value(
            f"Value ({number}) for parameter ruleNumber is invalid. Must be between 1 and 32766."
        )
    action = str(request["RuleAction"]).lower()
    if action not in ("allow", "deny"):
        raise invalid_value(f"Value ({request['RuleAction']}) for parameter ruleAction is invalid.")
    protocol = _protocol(str(request["Protocol"]))
    cidr, ipv6 = request.get("CidrBlock"), request.get("Ipv6CidrBlock")
    if (cidr is None) == (ipv6 is None):
        raise error("MissingParameter", "Either 'cidrBlock' or 'ipv6CidrBlock' should be provided.")
    out: dict[str, Any] = {
        "Egress": bool(request["Egress"]),
        "Protocol": protocol,
        "RuleAction": action,
        "RuleNumber": number,
    }
    if cidr is not None:
        out["CidrBlock"] = str(cidrs.parse(str(cidr)))
    else:
        out["Ipv6CidrBlock"] = _ipv6(str(ipv6))
    if protocol in ("6", "17"):
        out["PortRange"] = _ports(request.get("PortRange"))
    if protocol in ("1", "58"):
        icmp = request.get("IcmpTypeCode")
        if not icmp or "Type" not in icmp or "Code" not in icmp:
            raise error("MissingParameter", "The request must contain the parameter icmpTypeCode")
        out["IcmpTypeCode"] = {"Code": int(icmp["Code"]), "Type": int(icmp["Type"])}
    return out


def _ipv6(text: str) -> str:
    try:
        return str(ipaddress.IPv6Network(text, strict=False))
    except ValueError:
        raise invalid_value(f"Value ({text}) for parameter ipv6CidrBlock is invalid.") from None


def _protocol(given: str) -> str:
    named = PROTOCOLS.get(given.lower())
    if named is not None:
        return named
    if given.isdigit() and 0 <= int(given) <= 255:
        return str(int(given))
    raise invalid_value(f"Invalid value '{given}' for IP protocol. Unknown protocol.")


def _ports(given: Mapping[str, Any] | None) -> dict[str, int]:
    if not given or "From" not in given or "To" not in given:
        raise error("MissingParameter", "The request must contain the parameter portRange")
    low, high = int(given["From"]), int(given["To"])
    if not (0 <= low <= high <= 65535):
        raise invalid_value(f"Invalid port range: {low}-{high}")
    return {"From": low, "To": high}
