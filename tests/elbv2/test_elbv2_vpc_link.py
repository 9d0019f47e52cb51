"""API Gateway's REST VPC links target a network load balancer of ELBv2: created PENDING, AVAILABLE when
read, renamed, listed and deleted; anything but one NLB ARN is refused with BadRequestException
(integrations through a link: test_elbv2_vpc_link_integration.py)."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_a_vpc_link_targets_one_network_load_balancer(
    labcloud: LabcloudProcess, elb: Any, subnets: list[str]
) -> None:
    apigw = labcloud.boto3_client("apigateway")
    net = elb.create_load_balancer(Name="link-net", Subnets=subnets[:1], Type="network")["LoadBalancers"][0]
    app = elb.create_load_balancer(Name="link-app", Subnets=subnets)["LoadBalancers"][0]
    link = apigw.create_vpc_link(name="private", targetArns=[net["LoadBalancerArn"]], tags={"team": "api"})
    assert (link["status"], link["targetArns"], link["tags"]) == (
        "PENDING",
        [net["LoadBalancerArn"]],
        {"team": "api"},
    )
    assert apigw.get_vpc_link(vpcLinkId=link["id"])["status"] == "AVAILABLE"
    assert apigw.get_vpc_link(vpcLinkId=link["id"])["name"] == "private"
    renamed = apigw.update_vpc_link(
        vpcLinkId=link["id"], patchOperations=[{"op": "replace", "path": "/name", "value": "renamed"}]
    )
    assert renamed["name"] == "renamed"
    assert [item["id"] for item in apigw.get_vpc_links()["items"]] == [link["id"]]
    for targets in (
        [app["LoadBalancerArn"]],
        [net["LoadBalancerArn"] + "0"],
        [],
        [net["LoadBalancerArn"]] * 2,
    ):
        with pytest.raises(ClientError) as error:
            apigw.create_vpc_link(name="bad", targetArns=targets)
        assert error.value.response["Error"]["Code"] == "BadRequestException"
    with pytest.raises(ClientError) as error:
        apigw.update_vpc_link(
            vpcLinkId=link["id"], patchOperations=[{"op": "replace", "path": "/targetArns", "value": "x"}]
        )
    assert error.value.response["Error"]["Code"] == "BadRequestException"
    api = apigw.create_rest_api(name="linked")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        type="HTTP_PROXY",
        integrationHttpMethod="GET",
        uri="http://internal.example/",
        connectionType="VPC_LINK",
        connectionId=link["id"],
    )
    apigw.delete_integration(restApiId=api, resourceId=root, httpMethod="GET")
    apigw.delete_vpc_link(vpcLinkId=link["id"])
    with pytest.raises(ClientError) as error:
        apigw.get_vpc_link(vpcLinkId=link["id"])
    assert error.value.response["Error"]["Code"] == "NotFoundException"
