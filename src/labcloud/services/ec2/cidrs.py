"""IPv4 CIDR blocks as EC2 checks them: the form, the allowed sizes (/16 to /28), containment, overlap."""

from __future__ import annotations

import ipaddress

from labcloud.services.ec2.errors import error, invalid_value


def parse(text: str, parameter: str = "cidrBlock") -> ipaddress.IPv4Network:
    try:
        return ipaddress.IPv4Network(text, strict=False)
    except (ValueError, TypeError):
        raise invalid_value(
            f"Value ({text}) for parameter {parameter} is invalid. This is not a valid CIDR block."
        ) from None


def vpc_block(text: str) -> str:
    network = parse(text)
    if not 16 <= network.prefixlen <= 28:
        raise error("InvalidVpc.Range", f"The CIDR '{text}' is invalid.")
    return str(network)


def subnet_block(text: str, vpc_blocks: list[str], siblings: list[str]) -> str:
    network = parse(text)
    if not 16 <= network.prefixlen <= 28 or not any(
        network.subnet_of(ipaddress.IPv4Network(b)) for b in vpc_blocks
    ):
        raise error("InvalidSubnet.Range", f"The CIDR '{text}' is invalid.")
    for other in siblings:
        if network.overlaps(ipaddress.IPv4Network(other)):
            raise error("InvalidSubnet.Conflict", f"The CIDR '{text}' conflicts with another subnet")
    return str(network)


def usable(text: str) -> int:
    """Addresses a subnet offers: AWS reserves five in each."""
    return ipaddress.IPv4Network(text).num_addresses - 5


def host(text: str, index: int) -> str:
    return str(ipaddress.IPv4Network(text).network_address + 4 + index)
