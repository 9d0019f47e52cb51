"""What EC2 offers other services on the hub: facts about its networking records (which VPC a subnet
or a security group is in, which VPCs exist), so Lambda can check a function's VpcConfig as AWS does.

Another service imports only this module of EC2; it never reads EC2's tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class Placed:
    """A subnet or a security group, and the VPC it belongs to."""

    id: str
    vpc_id: str
    #: A subnet with an IPv6 block (labcloud's subnets have none yet).
    ipv6: bool = False


class NetworkRecords(Protocol):
    def subnets(self, account_id: str, region: str, ids: list[str]) -> dict[str, Placed]:
        """The subnets among ``ids`` that exist (an id absent from the answer names none)."""
        ...

    def security_groups(self, account_id: str, region: str, ids: list[str]) -> dict[str, Placed]:
        """The security groups among ``ids`` that exist."""
        ...

    def vpcs(self, account_id: str, region: str, ids: list[str]) -> set[str]:
        """The VPCs among ``ids`` that exist (Route 53's private zones name one)."""
        ...
