"""IAM governs ELBv2 with ``elasticloadbalancing:`` actions on the ARNs a call names; the view's map shows
load balancers, target groups and the edges to their function, with the last minute's requests."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from botocore.exceptions import ClientError
from elb_helpers import allow, deploy_function, http, lb_url

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def _subnets(server: LabcloudProcess) -> list[str]:
    found = server.boto3_client("ec2").describe_subnets(
        Filters=[{"Name": "default-for-az", "Values": ["true"]}]
    )
    return sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found["Subnets"]}.values())[:2]


def test_a_user_acts_only_on_what_its_policy_names(enforcing: LabcloudProcess) -> None:
    root = enforcing.boto3_client("elbv2")
    mine = root.create_target_group(Name="iam-mine", TargetType="lambda")["TargetGroups"][0]["TargetGroupArn"]
    theirs = root.create_target_group(Name="iam-theirs", TargetType="lambda")["TargetGroups"][0][
        "TargetGroupArn"
    ]
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="lb-admin")
    key = iam.create_access_key(UserName="lb-admin")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "elasticloadbalancing:Describe*", "Resource": "*"},
            {"Effect": "Allow", "Action": "elasticloadbalancing:AddTags", "Resource": mine},
            {
                "Effect": "Allow",
                "Action": "elasticloadbalancing:CreateLoadBalancer",
                "Resource": "arn:aws:elasticloadbalancing:us-east-1:000000000000:loadbalancer/app/iam-*",
            },
        ],
    }
    iam.put_user_policy(UserName="lb-admin", PolicyName="p", PolicyDocument=json.dumps(policy))
    elb = enforcing.boto3_client(
        "elbv2", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    assert len(elb.describe_target_groups()["TargetGroups"]) == 2
    elb.add_tags(ResourceArns=[mine], Tags=[{"Key": "k", "Value": "v"}])
    with pytest.raises(ClientError) as error:
        elb.add_tags(ResourceArns=[theirs], Tags=[{"Key": "k", "Value": "v"}])
    assert error.value.response["Error"]["Code"] == "AccessDenied"
    assert "elasticloadbalancing:AddTags" in error.value.response["Error"]["Message"]
    with pytest.raises(ClientError) as error:
        elb.delete_target_group(TargetGroupArn=mine)
    assert error.value.response["Error"]["Code"] == "AccessDenied"
    with pytest.raises(ClientError) as error:
        elb.create_load_balancer(Name="other-web", Subnets=_subnets(enforcing))
    assert error.value.response["Error"]["Code"] == "AccessDenied"
    assert error.value.response["ResponseMetadata"]["HTTPStatusCode"] == 403
    stranger = enforcing.boto3_client(
        "elbv2", aws_access_key_id="AKIANOBODY0000000000", aws_secret_access_key="x"
    )
    with pytest.raises(ClientError) as error:
        stranger.describe_load_balancers()
    assert error.value.response["Error"]["Code"] == "InvalidClientTokenId"


def test_the_map_shows_the_front_door_and_its_traffic(
    labcloud: LabcloudProcess, elb: Any, subnets: list[str]
) -> None:
    lb = elb.create_load_balancer(Name="map-web", Subnets=subnets)["LoadBalancers"][0]
    tg = elb.create_target_group(Name="map-fn", TargetType="lambda")["TargetGroups"][0]["TargetGroupArn"]
    fn = deploy_function(labcloud, "map-echo")
    allow(labcloud, fn, tg)
    elb.register_targets(TargetGroupArn=tg, Targets=[{"Id": fn}])
    elb.create_listener(
        LoadBalancerArn=lb["LoadBalancerArn"],
        Protocol="HTTP",
        Port=80,
        DefaultActions=[{"Type": "forward", "TargetGroupArn": tg}],
    )
    assert http(lb_url(labcloud, lb["DNSName"], "/"))[0] == 201
    graph = labcloud.get("/_labcloud/map")
    nodes = {node["id"]: node for node in graph["nodes"]}
    assert nodes[lb["LoadBalancerArn"]]["facts"]["requests_last_minute"] == 1
    assert nodes[tg]["facts"]["target_type"] == "lambda"
    edges = {(edge["kind"], edge["from"], edge["to"]) for edge in graph["edges"]}
    assert ("forward", lb["LoadBalancerArn"], tg) in edges and ("invoke", tg, fn) in edges
