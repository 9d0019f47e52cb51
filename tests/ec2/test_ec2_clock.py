"""EC2's records follow the server clock (docs/clock.md): a NAT gateway's creation and deletion
times are stamped with the moved time."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

#: Far enough from wall time that no test run is near it.
MOVED = datetime(2031, 6, 1, 12, 0, 0, tzinfo=timezone.utc)


def _near_moved(when: datetime) -> bool:
    return abs((when - MOVED).total_seconds()) < 600


def test_nat_gateway_times_follow_the_clock(ec2: Any, labcloud_clock: Any) -> None:
    labcloud_clock.set(MOVED.timestamp())
    vpc_id = ec2.create_vpc(CidrBlock="10.77.0.0/16")["Vpc"]["VpcId"]
    subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.77.1.0/24")["Subnet"]["SubnetId"]
    address = ec2.allocate_address(Domain="vpc")
    nat = ec2.create_nat_gateway(SubnetId=subnet_id, AllocationId=address["AllocationId"])["NatGateway"]
    assert _near_moved(nat["CreateTime"])
    ec2.delete_nat_gateway(NatGatewayId=nat["NatGatewayId"])
    gone = ec2.describe_nat_gateways(NatGatewayIds=[nat["NatGatewayId"]])["NatGateways"][0]
    assert _near_moved(gone["DeleteTime"])
