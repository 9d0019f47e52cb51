"""Terraform (hashicorp/aws 5.x) manages an Interface VPC endpoint on labcloud: apply, re-plan with no
changes, import, narrowing its subnets (ModifyVpcEndpoint, one network interface fewer) and destroy."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1800),
]


def test_an_interface_endpoint_round_trip(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        work = tmp_path / "vpc_interface"
        shutil.copytree(HERE / "configs" / "vpc_interface", work)
        space = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={server.endpoint}"])
        times = round_trip(space)
        ec2 = server.boto3_client("ec2")
        [endpoint] = ec2.describe_vpc_endpoints(Filters=[{"Name": "tag:Name", "Values": ["tf-execute-api"]}])[
            "VpcEndpoints"
        ]
        outputs = space.outputs()
        assert sorted(outputs["network_interface_ids"]) == sorted(endpoint["NetworkInterfaceIds"])
        assert outputs["dns_names"] == [e["DnsName"] for e in endpoint["DnsEntries"]]
        assert "execute-api.us-east-1.amazonaws.com" in outputs["dns_names"]
        interfaces = ec2.describe_network_interfaces(NetworkInterfaceIds=endpoint["NetworkInterfaceIds"])
        assert {i["AvailabilityZone"] for i in interfaces["NetworkInterfaces"]} == {
            "us-east-1a",
            "us-east-1b",
        }
        narrowed = Workspace(work, space.env, [*space.var_args, "-var=subnets=1"])
        narrowed.apply()
        # the provider plans the endpoint's computed lists as they were, so outputs built from them
        # lag one refresh behind (as on AWS); the resources themselves must show no change
        _, messages = narrowed.plan_json()
        planned = [m for m in messages if m.get("type") in ("planned_change", "resource_drift")]
        assert [m for m in planned if m["type"] == "planned_change"] == [], planned
        [after] = ec2.describe_vpc_endpoints(VpcEndpointIds=[endpoint["VpcEndpointId"]])["VpcEndpoints"]
        assert len(after["SubnetIds"]) == 1 and len(after["NetworkInterfaceIds"]) == 1
        gone = set(endpoint["NetworkInterfaceIds"]) - set(after["NetworkInterfaceIds"])
        assert (
            ec2.describe_network_interfaces(
                Filters=[{"Name": "network-interface-id", "Values": sorted(gone)}]
            )["NetworkInterfaces"]
            == []
        )
        times["destroy"] = narrowed.destroy().seconds
        print("vpc interface endpoint: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert (
            ec2.describe_vpc_endpoints(Filters=[{"Name": "vpc-id", "Values": [endpoint["VpcId"]]}])[
                "VpcEndpoints"
            ]
            == []
        )
        assert (
            ec2.describe_network_interfaces(Filters=[{"Name": "vpc-id", "Values": [endpoint["VpcId"]]}])[
                "NetworkInterfaces"
            ]
            == []
        )
    finally:
        server.stop()
