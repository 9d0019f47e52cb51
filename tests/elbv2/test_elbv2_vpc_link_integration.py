"""REST API private integrations: an HTTP_PROXY or HTTP integration with ``connectionType: VPC_LINK``
reaches the VPC link's network load balancer, whose TCP listener hands it to the application load
balancer behind it and on to a Lambda target, with the URI's host as ``Host`` and its path and query;
``${stageVariables.x}`` as the link id; each refusal's exact code; the link PENDING then AVAILABLE and kept
while an integration names it; a link and its integration over a restart; IAM's denial."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from elb_helpers import allow, deploy_function, http

from labcloud.testing.server_process import LabcloudProcess


def _code(call: Any, **params: Any) -> str:
    with pytest.raises(ClientError) as error:
        call(**params)
    return str(error.value.response["Error"]["Code"])


def _private_backend(server: LabcloudProcess, subnets: list[str], port: int = 80) -> tuple[str, str]:
    """A Lambda function behind an ALB behind an NLB (AWS's private ALB pattern): (NLB ARN, its DNS)."""
    elb = server.boto3_client("elbv2")
    ec2 = server.boto3_client("ec2")
    vpc = ec2.describe_subnets(SubnetIds=subnets[:1])["Subnets"][0]["VpcId"]
    function = deploy_function(server, "private-echo")
    group = elb.create_target_group(Name="private-fn", TargetType="lambda")["TargetGroups"][0]
    allow(server, function, group["TargetGroupArn"])
    elb.register_targets(TargetGroupArn=group["TargetGroupArn"], Targets=[{"Id": function}])
    alb = elb.create_load_balancer(Name="private-alb", Subnets=subnets, Scheme="internal")["LoadBalancers"][0]
    listener = elb.create_listener(
        LoadBalancerArn=alb["LoadBalancerArn"],
        Protocol="HTTP",
        Port=port,
        DefaultActions=[{"Type": "forward", "TargetGroupArn": group["TargetGroupArn"]}],
    )["Listeners"][0]
    elb.create_rule(  # the Host the gateway sends is the integration URI's
        ListenerArn=listener["ListenerArn"],
        Priority=1,
        Conditions=[{"Field": "host-header", "Values": ["hosted.example.test"]}],
        Actions=[
            {"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": "202", "MessageBody": "by host"}}
        ],
    )
    nlb = elb.create_load_balancer(
        Name="private-nlb", Type="network", Subnets=subnets[:1], Scheme="internal"
    )["LoadBalancers"][0]
    to_alb = elb.create_target_group(
        Name="private-alb-tg", TargetType="alb", Protocol="TCP", Port=port, VpcId=vpc
    )
    tg_arn = to_alb["TargetGroups"][0]["TargetGroupArn"]
    elb.register_targets(TargetGroupArn=tg_arn, Targets=[{"Id": alb["LoadBalancerArn"]}])
    elb.create_listener(
        LoadBalancerArn=nlb["LoadBalancerArn"],
        Protocol="TCP",
        Port=port,
        DefaultActions=[{"Type": "forward", "TargetGroupArn": tg_arn}],
    )
    return nlb["LoadBalancerArn"], nlb["DNSName"]


def _invoke(server: LabcloudProcess, api: str, stage: str, path: str) -> tuple[int, dict[str, str], bytes]:
    return http(f"{server.endpoint}/_labcloud/execute-api/{api}/{stage}{path}")


def test_a_request_through_a_vpc_link_reaches_the_nlb_target(
    labcloud: LabcloudProcess, subnets: list[str]
) -> None:
    apigw = labcloud.boto3_client("apigateway")
    nlb_arn, nlb_dns = _private_backend(labcloud, subnets)
    link = apigw.create_vpc_link(name="private", targetArns=[nlb_arn])
    assert (link["status"], link["statusMessage"]) == ("PENDING", "Your vpc link is being created")
    assert apigw.get_vpc_link(vpcLinkId=link["id"])["status"] == "AVAILABLE"

    api = apigw.create_rest_api(name="private-integrations")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    things = apigw.create_resource(restApiId=api, parentId=root, pathPart="things")["id"]
    thing = apigw.create_resource(restApiId=api, parentId=things, pathPart="{id}")["id"]
    apigw.put_method(
        restApiId=api,
        resourceId=thing,
        httpMethod="GET",
        authorizationType="NONE",
        requestParameters={"method.request.path.id": True},
    )
    put = apigw.put_integration(
        restApiId=api,
        resourceId=thing,
        httpMethod="GET",
        type="HTTP_PROXY",
        integrationHttpMethod="GET",
        uri=f"http://{nlb_dns}/backend/{{id}}",
        connectionType="VPC_LINK",
        connectionId=link["id"],
        requestParameters={"integration.request.path.id": "method.request.path.id"},
    )
    assert (put["connectionType"], put["connectionId"]) == ("VPC_LINK", link["id"])
    got = apigw.get_integration(restApiId=api, resourceId=thing, httpMethod="GET")
    assert (got["connectionType"], got["connectionId"]) == ("VPC_LINK", link["id"])

    # HTTP (non-proxy) on the root: the link from a stage variable, another Host
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        type="HTTP",
        integrationHttpMethod="GET",
        uri="http://hosted.example.test/",
        connectionType="VPC_LINK",
        connectionId="${stageVariables.link}",
    )
    apigw.put_method_response(restApiId=api, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.put_integration_response(
        restApiId=api, resourceId=root, httpMethod="GET", statusCode="200", selectionPattern=""
    )
    apigw.create_deployment(restApiId=api, stageName="prod", variables={"link": link["id"]})

    status, headers, body = _invoke(labcloud, api, "prod", "/things/42?color=blue")
    assert status == 201 and headers["X-Echo"] == "yes"
    event = json.loads(body)
    assert (event["path"], event["queryStringParameters"], event["headers"]["host"]) == (
        "/backend/42",
        {"color": "blue"},
        nlb_dns,
    )
    assert "targetGroupArn" in event["requestContext"]["elb"]

    status, _, body = _invoke(labcloud, api, "prod", "/")
    assert (status, body) == (200, b"by host")

    # the view's map: the link, its load balancer, the route through it
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        document = json.loads(response.read())
    link_arn = f"arn:aws:apigateway:us-east-1::/vpclinks/{link['id']}"
    [node] = [n for n in document["nodes"] if n["id"] == link_arn]
    assert (node["kind"], node["label"], node["facts"]) == (
        "apigateway.vpclink",
        "private",
        {"status": "AVAILABLE"},
    )
    edges = {(e["kind"], e["from"], e["to"], e["label"]) for e in document["edges"]}
    assert ("vpc-link-target", link_arn, nlb_arn, "") in edges
    assert (
        "vpc-link",
        f"arn:aws:apigateway:us-east-1::/restapis/{api}",
        link_arn,
        "GET /things/{id}",
    ) in edges

    # a stage whose variable names no link: the gateway's 500
    deployment = apigw.get_stage(restApiId=api, stageName="prod")["deploymentId"]
    apigw.create_stage(restApiId=api, stageName="nolink", deploymentId=deployment)
    status, headers, body = _invoke(labcloud, api, "nolink", "/")
    assert (status, json.loads(body)) == (500, {"message": "Internal server error"})

    # the link cannot go while an integration names it
    assert _code(apigw.delete_vpc_link, vpcLinkId=link["id"]) == "BadRequestException"
    apigw.delete_integration(restApiId=api, resourceId=thing, httpMethod="GET")
    apigw.delete_vpc_link(vpcLinkId=link["id"])
    status, _, _ = _invoke(labcloud, api, "prod", "/")  # the stage's link is gone: 500
    assert status == 500


def test_private_integration_refusals(labcloud: LabcloudProcess, elb: Any, subnets: list[str]) -> None:
    apigw = labcloud.boto3_client("apigateway")
    nlb = elb.create_load_balancer(Name="refusals-nlb", Type="network", Subnets=subnets[:1])["LoadBalancers"][
        0
    ]
    link = apigw.create_vpc_link(name="refusals", targetArns=[nlb["LoadBalancerArn"]])["id"]
    api = apigw.create_rest_api(name="refusals")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    base = {
        "restApiId": api,
        "resourceId": root,
        "httpMethod": "GET",
        "type": "HTTP_PROXY",
        "integrationHttpMethod": "GET",
        "uri": "http://backend.internal/",
    }
    put = apigw.put_integration
    assert _code(put, **base, connectionType="VPC_LINK", connectionId="nolink1") == "BadRequestException"
    assert _code(put, **base, connectionType="VPC_LINK") == "BadRequestException"
    assert _code(put, **base, connectionType="DIRECT") == "BadRequestException"
    assert _code(put, **base, connectionId=link) == "BadRequestException"
    assert _code(put, **base, connectionType="VPC_LINK", connectionId="${stageVariables.a-b}") == (
        "BadRequestException"
    )
    assert (
        _code(
            put,
            **base,
            connectionType="VPC_LINK",
            connectionId=link,
            integrationTarget=nlb["LoadBalancerArn"],
        )
        == "BadRequestException"
    )
    mock = {**base, "type": "MOCK"}
    assert _code(put, **mock, connectionType="VPC_LINK", connectionId=link) == "BadRequestException"
    # an INTERNET integration still reaches loopback addresses only
    assert _code(put, **base) == "BadRequestException"
    put(**base, connectionType="VPC_LINK", connectionId=link)
    # UpdateIntegration checks the patched link too
    update = apigw.update_integration
    patch = [{"op": "replace", "path": "/connectionId", "value": "gone12"}]
    assert (
        _code(update, restApiId=api, resourceId=root, httpMethod="GET", patchOperations=patch)
        == "BadRequestException"
    )
    other = apigw.create_vpc_link(name="other", targetArns=[nlb["LoadBalancerArn"]])["id"]
    patch = [{"op": "replace", "path": "/connectionId", "value": other}]
    moved = update(restApiId=api, resourceId=root, httpMethod="GET", patchOperations=patch)
    assert moved["connectionId"] == other
    apigw.delete_vpc_link(vpcLinkId=link)  # no longer named
    # a link whose NLB has no listener answers the gateway's 500
    apigw.create_deployment(restApiId=api, stageName="s")
    status, _, body = _invoke(labcloud, api, "s", "/")
    assert status == 500
    assert _code(apigw.get_vpc_link, vpcLinkId=link) == "NotFoundException"


def test_an_openapi_import_with_a_vpc_link_and_the_cli(labcloud: LabcloudProcess, subnets: list[str]) -> None:
    nlb_arn, nlb_dns = _private_backend(labcloud, subnets, port=443)
    link = labcloud.aws_json("apigateway", "create-vpc-link", "--name", "cli", "--target-arns", nlb_arn)
    assert link["status"] == "PENDING"
    assert (
        labcloud.aws_json("apigateway", "get-vpc-link", "--vpc-link-id", link["id"])["status"] == "AVAILABLE"
    )
    body = {
        "swagger": "2.0",
        "info": {"title": "imported-private"},
        "paths": {
            "/": {
                "get": {
                    "responses": {"200": {"description": "ok"}},
                    "x-amazon-apigateway-integration": {
                        "type": "http_proxy",
                        "connectionType": "VPC_LINK",
                        "connectionId": link["id"],
                        "httpMethod": "GET",
                        "uri": f"https://{nlb_dns}",
                    },
                }
            }
        },
    }
    apigw = labcloud.boto3_client("apigateway")
    api = apigw.import_rest_api(body=json.dumps(body).encode())["id"]
    apigw.create_deployment(restApiId=api, stageName="prod")
    status, _, answer = _invoke(labcloud, api, "prod", "/")
    assert status == 201
    assert json.loads(answer)["headers"]["x-forwarded-port"] == "443"
    wrong = {**body, "info": {"title": "wrong"}}
    wrong["paths"]["/"]["get"]["x-amazon-apigateway-integration"]["connectionId"] = "absent"
    assert _code(apigw.import_rest_api, body=json.dumps(wrong).encode()) == "BadRequestException"
    failed = labcloud.aws("apigateway", "get-vpc-link", "--vpc-link-id", "absent", check=False)
    assert failed.returncode != 0 and "NotFoundException" in failed.stderr
    renamed = labcloud.aws_json(
        "apigateway",
        "update-vpc-link",
        "--vpc-link-id",
        link["id"],
        "--patch-operations",
        "op=replace,path=/name,value=renamed",
    )
    assert renamed["name"] == "renamed"
    assert [i["id"] for i in labcloud.aws_json("apigateway", "get-vpc-links")["items"]] == [link["id"]]
    # the CLI's PutIntegration through a link: an unknown link, and the link in use
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    put = [
        "put-integration",
        "--rest-api-id",
        api,
        "--resource-id",
        root,
        "--http-method",
        "GET",
        "--type",
        "HTTP_PROXY",
        "--integration-http-method",
        "GET",
        "--uri",
        "http://backend.internal/",
        "--connection-type",
        "VPC_LINK",
        "--connection-id",
    ]
    failed = labcloud.aws("apigateway", *put, "absent1", check=False)
    assert failed.returncode != 0 and "BadRequestException" in failed.stderr
    assert labcloud.aws_json("apigateway", *put, link["id"])["connectionId"] == link["id"]
    failed = labcloud.aws("apigateway", "delete-vpc-link", "--vpc-link-id", link["id"], check=False)
    assert failed.returncode != 0 and "BadRequestException" in failed.stderr
    kinds = [
        e["kind"]
        for e in labcloud.get("/_labcloud/events")["events"]
        if e["kind"].startswith("apigateway.vpclink.")
    ]
    assert kinds == ["apigateway.vpclink.created", "apigateway.vpclink.available"]


def test_a_private_integration_over_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ec2 = server.boto3_client("ec2")
        found = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
        subnets = sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found}.values())[:2]
        nlb_arn, nlb_dns = _private_backend(server, subnets)
        apigw = server.boto3_client("apigateway")
        link = apigw.create_vpc_link(name="kept", targetArns=[nlb_arn])["id"]
        api = apigw.create_rest_api(name="kept")["id"]
        root = apigw.get_resources(restApiId=api)["items"][0]["id"]
        apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
        apigw.put_integration(
            restApiId=api,
            resourceId=root,
            httpMethod="GET",
            type="HTTP_PROXY",
            integrationHttpMethod="GET",
            uri=f"http://{nlb_dns}/",
            connectionType="VPC_LINK",
            connectionId=link,
        )
        apigw.create_deployment(restApiId=api, stageName="prod")
        server.kill()
        server.start()
        apigw = server.boto3_client("apigateway")
        assert apigw.get_vpc_link(vpcLinkId=link)["targetArns"] == [nlb_arn]
        assert apigw.get_integration(restApiId=api, resourceId=root, httpMethod="GET")["connectionId"] == link
        assert _invoke(server, api, "prod", "/")[0] == 201
    finally:
        server.stop()


def test_iam_decides_on_rest_vpc_links() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        ec2 = server.boto3_client("ec2")
        subnet = ec2.describe_subnets()["Subnets"][0]["SubnetId"]
        nlb = server.boto3_client("elbv2").create_load_balancer(
            Name="iam-nlb", Type="network", Subnets=[subnet]
        )["LoadBalancers"][0]["LoadBalancerArn"]
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Action": "apigateway:GET",
                    "Resource": "arn:aws:apigateway:us-east-1::/vpclinks*",
                }
            ],
        }
        iam = server.boto3_client("iam")
        iam.create_user(UserName="reader")
        iam.put_user_policy(UserName="reader", PolicyName="read", PolicyDocument=json.dumps(policy))
        key = iam.create_access_key(UserName="reader")["AccessKey"]
        reader = server.boto3_client(
            "apigateway", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert reader.get_vpc_links()["items"] == []
        assert _code(reader.create_vpc_link, name="denied", targetArns=[nlb]) == "AccessDeniedException"
    finally:
        server.stop()


def test_an_http_api_vpc_link_reaches_an_alb_listener(labcloud: LabcloudProcess, subnets: list[str]) -> None:
    """HTTP APIs: an HTTP_PROXY integration through a VPC link to an ALB's listener ARN (and to an NLB's,
    in front of the ALB) answers with the target's answer, the request's path, query and Host sent."""
    _nlb_arn, _nlb_dns = _private_backend(labcloud, subnets)
    elb = labcloud.boto3_client("elbv2")
    [alb] = elb.describe_load_balancers(Names=["private-alb"])["LoadBalancers"]
    [alb_listener] = elb.describe_listeners(LoadBalancerArn=alb["LoadBalancerArn"])["Listeners"]
    [nlb_listener] = elb.describe_listeners(LoadBalancerArn=_nlb_arn)["Listeners"]
    ec2 = labcloud.boto3_client("ec2")
    group = ec2.describe_security_groups()["SecurityGroups"][0]["GroupId"]
    v2 = labcloud.boto3_client("apigatewayv2")
    link = v2.create_vpc_link(Name="http-private", SubnetIds=subnets[:1], SecurityGroupIds=[group])[
        "VpcLinkId"
    ]
    api = v2.create_api(Name="http-private", ProtocolType="HTTP")["ApiId"]
    for route, listener in (("GET /alb/{proxy+}", alb_listener), ("GET /nlb/{proxy+}", nlb_listener)):
        integration = v2.create_integration(
            ApiId=api,
            IntegrationType="HTTP_PROXY",
            ConnectionType="VPC_LINK",
            ConnectionId=link,
            IntegrationUri=listener["ListenerArn"],
            IntegrationMethod="ANY",
            PayloadFormatVersion="1.0",
        )["IntegrationId"]
        v2.create_route(ApiId=api, RouteKey=route, Target=f"integrations/{integration}")
    v2.create_stage(ApiId=api, StageName="$default", AutoDeploy=True)
    for prefix in ("alb", "nlb"):
        status, _, body = http(f"{labcloud.endpoint}/_labcloud/execute-api/{api}/{prefix}/items?size=2")
        assert status == 201, body
        event = json.loads(body)
        assert (event["path"], event["queryStringParameters"]) == (f"/{prefix}/items", {"size": "2"})
    status, _, body = http(
        f"{labcloud.endpoint}/_labcloud/execute-api/{api}/alb/x", headers={"Host": "hosted.example.test"}
    )
    assert (status, body) == (202, b"by host")  # the client's Host reaches the listener's rules
    # the listener gone: AWS's answer for an unreachable private target
    elb.delete_listener(ListenerArn=alb_listener["ListenerArn"])
    status, _, body = http(f"{labcloud.endpoint}/_labcloud/execute-api/{api}/alb/items")
    assert (status, json.loads(body)) == (503, {"message": "Service Unavailable"})
