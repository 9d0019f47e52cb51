"""Terraform's aws_api_gateway_vpc_link, aws_api_gateway_domain_name (PRIVATE, with a policy),
aws_api_gateway_base_path_mapping with domain_name_id and aws_api_gateway_domain_name_access_association
(hashicorp/aws 5.x) apply, re-plan with no changes, import with a plan of nothing but the imports, serve
the private API at the private name through the associated VPC endpoint, and destroy (skipped where
terraform or its provider mirror is absent)."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from apigw_helpers import http

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "terraform"))

from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(900),
]


def test_private_name_and_vpc_link_apply_replan_import_destroy(
    labcloud: LabcloudProcess, apigw: Any, tmp_path: Path
) -> None:
    ec2 = labcloud.boto3_client("ec2")
    subnet = ec2.describe_subnets()["Subnets"][0]
    vpce = ec2.create_vpc_endpoint(
        VpcId=subnet["VpcId"],
        ServiceName="com.amazonaws.us-east-1.execute-api",
        VpcEndpointType="Interface",
        SubnetIds=[subnet["SubnetId"]],
    )["VpcEndpoint"]["VpcEndpointId"]
    nlb = labcloud.boto3_client("elbv2").create_load_balancer(
        Name="tf-private-nlb", Type="network", Scheme="internal", Subnets=[subnet["SubnetId"]]
    )["LoadBalancers"][0]["LoadBalancerArn"]
    work = tmp_path / "config"
    shutil.copytree(HERE / "terraform_private", work)
    variables = [f"-var=endpoint={labcloud.endpoint}", f"-var=vpce_id={vpce}", f"-var=nlb_arn={nlb}"]
    space = Workspace(work, terraform_env(tmp_path / "home"), variables)
    times = round_trip(space)
    outputs = space.outputs()
    link = apigw.get_vpc_link(vpcLinkId=outputs["link_id"])
    assert (link["status"], link["tags"]) == ("AVAILABLE", {"team": "labcloud"})
    domain = apigw.get_domain_name(
        domainName="tf-private.example.test", domainNameId=outputs["domain_name_id"]
    )
    assert domain["endpointConfiguration"] == {"types": ["PRIVATE"]}
    status, _, body = http(f"{labcloud.endpoint}/v1/", headers={"Host": "tf-private.example.test"})
    assert (status, json.loads(body)) == (200, {"from": "terraform"})
    times["destroy"] = space.destroy().seconds
    print("apigateway private: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert apigw.get_vpc_links()["items"] == []
    assert apigw.get_domain_names()["items"] == []
    assert apigw.get_domain_name_access_associations()["items"] == []
