"""Security group rules: each rule is one protocol/port range and one peer (a CIDR, a group, a prefix
list) with its ``sgr-`` id; ``IpPermissions`` are those rules grouped as EC2 answers them."""

from __future__ import annotations

from typing import Any

from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.ids import new_id

_PROTOCOLS = {
    "tcp": "tcp",
    "6": "tcp",
    "udp": "udp",
    "17": "udp",
    "icmp": "icmp",
    "1": "icmp",
    "-1": "-1",
    "all": "-1",
    "icmpv6": "icmpv6",
    "58": "icmpv6",
}
_PEERS = ("CidrIpv4", "CidrIpv6", "PrefixListId", "ReferencedGroupId")


def protocol(value: str) -> str:
    text = str(value).lower()
    if text in _PROTOCOLS:
        return _PROTOCOLS[text]
    if text.isdigit() and 0 <= int(text) <= 255:
        return text
    raise invalid_value(f"Invalid value '{value}' for IP protocol. Unknown protocol.")


def expand(permissions: list[dict[str, Any]], group_id: str, egress: bool) -> list[dict[str, Any]]:
    """One rule per (permission, peer), ids not given yet; ports checked as EC2 checks them."""
    rules: list[dict[str, Any]] = []
    for permission in permissions:
        proto = protocol(permission.get("IpProtocol") or "")
        low, high = permission.get("FromPort"), permission.get("ToPort")
        if proto in ("tcp", "udp"):
            if low is None or high is None:
                raise invalid_value(
                    "Invalid value 'Must specify both from and to ports with TCP/UDP.' for portRange."
                )
            if not (0 <= low <= high <= 65535):
                raise invalid_value(f"Invalid value '{low}-{high}' for portRange.")
        elif proto == "-1":
            low, high = -1, -1
        else:
            low = -1 if low is None else low
            high = -1 if high is None else high
        base = {"IpProtocol": proto, "FromPort": low, "ToPort": high, "IsEgress": egress, "GroupId": group_id}
        peers: list[dict[str, Any]] = []
        for item in permission.get("IpRanges") or []:
            peers.append({"CidrIpv4": _cidr(item.get("CidrIp")), "Description": item.get("Description")})
        for item in permission.get("Ipv6Ranges") or []:
            peers.append({"CidrIpv6": item.get("CidrIpv6"), "Description": item.get("Description")})
        for item in permission.get("PrefixListIds") or []:
            peers.append({"PrefixListId": item.get("PrefixListId"), "Description": item.get("Description")})
        for item in permission.get("UserIdGroupPairs") or []:
            if not item.get("GroupId"):
                raise invalid_value("A source security group must be named by its GroupId in a VPC.")
            peers.append({"ReferencedGroupId": item["GroupId"], "Description": item.get("Description")})
        if not peers:
            raise error(
                "MissingParameter", "Either 'ipPermissions' or 'sourceSecurityGroupName' must be present."
            )
        for peer in peers:
            rules.append({**base, **{k: v for k, v in peer.items() if v is not None}})
    return rules


def _cidr(value: object) -> str:
    import ipaddress

    try:
        return str(ipaddress.IPv4Network(str(value), strict=False))
    except ValueError:
        raise invalid_value(f"CIDR block {value} is malformed") from None


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    keys = ("IpProtocol", "FromPort", "ToPort", "IsEgress", *_PEERS)
    return all(a.get(k) == b.get(k) for k in keys)


def describe_rule(rule: dict[str, Any]) -> str:
    peer = next((rule[k] for k in _PEERS if k in rule), "")
    proto = "ALL" if rule["IpProtocol"] == "-1" else rule["IpProtocol"].upper()
    return f"peer: {peer}, {proto}, from port: {rule['FromPort']}, to port: {rule['ToPort']}, ALLOW"


def with_id(rule: dict[str, Any], owner: str) -> dict[str, Any]:
    return {**rule, "SecurityGroupRuleId": new_id("sgr"), "GroupOwnerId": owner}


def answered(rule: dict[str, Any]) -> Any:
    """A rule as DescribeSecurityGroupRules and the Authorize calls answer it."""
    out = {k: v for k, v in rule.items() if k != "ReferencedGroupId"}
    if "ReferencedGroupId" in rule:
        out["ReferencedGroupInfo"] = {"GroupId": rule["ReferencedGroupId"], "UserId": rule["GroupOwnerId"]}
    return out


def permissions(rules: list[dict[str, Any]], egress: bool, owner: str) -> list[dict[str, Any]]:
    grouped: dict[tuple[str, int, int], dict[str, Any]] = {}
    for rule in rules:
        if rule["IsEgress"] != egress:
            continue
        key = (rule["IpProtocol"], rule["FromPort"], rule["ToPort"])
        entry = grouped.setdefault(
            key,
            {
                "IpProtocol": key[0],
                "IpRanges": [],
                "Ipv6Ranges": [],
                "PrefixListIds": [],
                "UserIdGroupPairs": [],
            },
        )
        if key[0] != "-1":
            entry["FromPort"], entry["ToPort"] = key[1], key[2]
        described = {"Description": rule["Description"]} if rule.get("Description") else {}
        if "CidrIpv4" in rule:
            entry["IpRanges"].append({"CidrIp": rule["CidrIpv4"], **described})
        elif "CidrIpv6" in rule:
            entry["Ipv6Ranges"].append({"CidrIpv6": rule["CidrIpv6"], **described})
        elif "PrefixListId" in rule:
            entry["PrefixListIds"].append({"PrefixListId": rule["PrefixListId"], **described})
        elif "ReferencedGroupId" in rule:
            entry["UserIdGroupPairs"].append(
                {"GroupId": rule["ReferencedGroupId"], "UserId": owner, **described}
            )
    return list(grouped.values())


def refresh(body: dict[str, Any]) -> None:
    """Recompute a group's IpPermissions(Egress) from its rules."""
    owner = body["OwnerId"]
    body["IpPermissions"] = permissions(body["_rules"], False, owner)
    body["IpPermissionsEgress"] = permissions(body["_rules"], True, owner)
