"""Each account's default VPC in each region, made the first time the account uses EC2 there: 172.31.0.0/16
with one /20 default subnet per availability zone, an attached internet gateway routed from the main
route table, and the default security group. Deleted by the user, it stays deleted."""

from __future__ import annotations

import ipaddress

from labcloud.services.ec2 import builders, zones
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

DEFAULT_BLOCK = "172.31.0.0/16"


def ensure(state: Ec2State, account_id: str, region: str) -> None:
    if state.records.defaults_made(account_id, region):
        return
    with state.store.transaction():
        if state.records.defaults_made(account_id, region):
            return
        made = builders.vpc(account_id, region, DEFAULT_BLOCK, default=True, tenancy="default", tags=[])
        vpc = made[0]
        table = made[1]
        gateway_id = new_id("igw")
        made.append(
            Record(
                gateway_id,
                "internet-gateway",
                None,
                {
                    "InternetGatewayId": gateway_id,
                    "OwnerId": account_id,
                    "Attachments": [{"State": "available", "VpcId": vpc.id}],
                    "Tags": [],
                },
            )
        )
        table.body["Routes"].append(
            {
                "DestinationCidrBlock": "0.0.0.0/0",
                "GatewayId": gateway_id,
                "Origin": "CreateRoute",
                "State": "active",
            }
        )
        blocks = ipaddress.IPv4Network(DEFAULT_BLOCK).subnets(new_prefix=20)
        for zone, block in zip(zones.zones(region), blocks, strict=False):
            made.append(builders.subnet(account_id, region, vpc.id, str(block), zone, default=True, tags=[]))
        for record in made:
            state.records.put(account_id, region, record)
        state.records.note_defaults(account_id, region)
