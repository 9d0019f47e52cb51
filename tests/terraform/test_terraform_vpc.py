"""Terraform (hashicorp/aws 5.x) manages EC2 networking records on labcloud: a VPC, a subnet, a security
group with rules, an Elastic IP with a NAT gateway, an S3 gateway endpoint, network ACLs (the default one
adopted, one holding the subnet, one with rule resources) and a function whose vpc_config names them; re-plan with no changes; every resource imported back with no other change; destroy."""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1800),
]


def _name(item: dict[str, Any]) -> str:
    return next((t["Value"] for t in item.get("Tags") or [] if t["Key"] == "Name"), "")


def test_apply_plan_destroy_a_vpc_with_a_function(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        work = tmp_path / "vpc"
        shutil.copytree(HERE / "configs" / "vpc", work)
        with zipfile.ZipFile(work / "fn.zip", "w") as archive:
            archive.writestr("app.py", "def handler(event, context):\n    return 'in a vpc'\n")
        variables = [f"-var=endpoint={server.endpoint}", "-var=function_zip=fn.zip"]
        space = Workspace(work, terraform_env(tmp_path / "home"), variables)
        times = round_trip(space)
        ec2, lam = server.boto3_client("ec2"), server.boto3_client("lambda")
        vpc = ec2.describe_vpcs(Filters=[{"Name": "tag:Name", "Values": ["tf-app"]}])["Vpcs"][0]
        group = ec2.describe_security_groups(Filters=[{"Name": "group-name", "Values": ["tf-fn"]}])[
            "SecurityGroups"
        ][0]
        assert [p["FromPort"] for p in group["IpPermissions"]] == [443]
        config = lam.get_function_configuration(FunctionName="tf-in-vpc")["VpcConfig"]
        assert config["VpcId"] == vpc["VpcId"] and config["SecurityGroupIds"] == [group["GroupId"]]
        assert lam.invoke(FunctionName="tf-in-vpc")["Payload"].read() == b'"in a vpc"'
        nats = ec2.describe_nat_gateways(Filters=[{"Name": "vpc-id", "Values": [vpc["VpcId"]]}])[
            "NatGateways"
        ]
        assert [n["State"] for n in nats] == ["available"]
        [endpoint] = ec2.describe_vpc_endpoints(Filters=[{"Name": "vpc-id", "Values": [vpc["VpcId"]]}])[
            "VpcEndpoints"
        ]
        assert endpoint["ServiceName"] == "com.amazonaws.us-east-1.s3" and len(endpoint["RouteTableIds"]) == 1
        acls = ec2.describe_network_acls(Filters=[{"Name": "vpc-id", "Values": [vpc["VpcId"]]}])[
            "NetworkAcls"
        ]
        named = {_name(a): a for a in acls}
        assert set(named) == {"", "tf-acl", "tf-acl-rules"}
        default = named[""]
        assert default["IsDefault"] and default["Associations"] == []
        assert {(e["RuleNumber"], e["Egress"], e["CidrBlock"]) for e in default["Entries"]} == {
            (100, False, "10.70.0.0/16"),
            (100, True, "0.0.0.0/0"),
            (32767, False, "0.0.0.0/0"),
            (32767, True, "0.0.0.0/0"),
        }
        [subnet] = ec2.describe_subnets(Filters=[{"Name": "vpc-id", "Values": [vpc["VpcId"]]}])["Subnets"]
        assert [a["SubnetId"] for a in named["tf-acl"]["Associations"]] == [subnet["SubnetId"]]
        assert {
            "CidrBlock": "10.70.0.0/16",
            "Egress": False,
            "PortRange": {"From": 53, "To": 53},
            "Protocol": "17",
            "RuleAction": "allow",
            "RuleNumber": 200,
        } in named["tf-acl-rules"]["Entries"]
        times["destroy"] = space.destroy().seconds
        print("vpc: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert ec2.describe_vpcs(Filters=[{"Name": "tag:Name", "Values": ["tf-app"]}])["Vpcs"] == []
        assert lam.list_functions()["Functions"] == []
        assert ec2.describe_addresses()["Addresses"] == []
    finally:
        server.stop()
