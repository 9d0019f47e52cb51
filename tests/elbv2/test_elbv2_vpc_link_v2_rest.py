"""REST API private integrations through VPC links V2: ``connectionId`` an apigatewayv2 VPC link (or
``${stageVariables.x}``) and ``integrationTarget`` an application load balancer's ARN reach the ALB's rules
and its Lambda target, the URI's port picking the listener; PutIntegration's and UpdateIntegration's
refusals with their exact codes; OpenAPI import and export; CloudFormation's Method IntegrationTarget (the
apigw-vpclink-alb-ecs pattern's shape); the integration over a restart; IAM's denial."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from elb_helpers import allow, deploy_function, http

from labcloud.testing.server_process import LabcloudProcess


def _error(call: Any, **params: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as error:
        call(**params)
    return str(error.value.response["Error"]["Code"]), str(error.value.response["Error"]["Message"])


def _alb_backend(server: LabcloudProcess, subnets: list[str], name: str) -> dict[str, Any]:
    """A Lambda function behind an ALB's port-80 listener, a rule by Host, and a second listener on 8080."""
    elb = server.boto3_client("elbv2")
    function = deploy_function(server, f"{name}-echo")
    group = elb.create_target_group(Name=f"{name}-fn", TargetType="lambda")["TargetGroups"][0]
    allow(server, function, group["TargetGroupArn"])
    elb.register_targets(TargetGroupArn=group["TargetGroupArn"], Targets=[{"Id": function}])
    alb = elb.create_load_balancer(Name=f"{name}-alb", Subnets=subnets, Scheme="internal")["LoadBalancers"][0]
    listener = elb.create_listener(
        LoadBalancerArn=alb["LoadBalancerArn"],
        Protocol="HTTP",
        Port=80,
        DefaultActions=[{"Type": "forward", "TargetGroupArn": group["TargetGroupArn"]}],
    )["Listeners"][0]
    elb.create_rule(
        ListenerArn=listener["ListenerArn"],
        Priority=1,
        Conditions=[{"Field": "host-header", "Values": ["hosted.example.test"]}],
        Actions=[
            {"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": "202", "MessageBody": "by host"}}
        ],
    )
    elb.create_listener(
        LoadBalancerArn=alb["LoadBalancerArn"],
        Protocol="HTTP",
        Port=8080,
        DefaultActions=[
            {"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": "203", "MessageBody": "on 8080"}}
        ],
    )
    return alb


def _v2_link(server: LabcloudProcess, subnets: list[str], name: str) -> str:
    group = server.boto3_client("ec2").describe_security_groups()["SecurityGroups"][0]["GroupId"]
    v2 = server.boto3_client("apigatewayv2")
    return str(v2.create_vpc_link(Name=name, SubnetIds=subnets[:1], SecurityGroupIds=[group])["VpcLinkId"])


def _api_with_method(apigw: Any, name: str) -> tuple[str, str]:
    api = apigw.create_rest_api(name=name)["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    return api, root


def _invoke(server: LabcloudProcess, api: str, stage: str, path: str) -> tuple[int, dict[str, str], bytes]:
    return http(f"{server.endpoint}/_labcloud/execute-api/{api}/{stage}{path}")


def test_a_rest_api_reaches_an_alb_lambda_target_through_a_vpc_link_v2(
    labcloud: LabcloudProcess, subnets: list[str]
) -> None:
    apigw = labcloud.boto3_client("apigateway")
    alb = _alb_backend(labcloud, subnets, "v2rest")
    link = _v2_link(labcloud, subnets, "v2rest")
    api, root = _api_with_method(apigw, "v2rest")
    items = apigw.create_resource(restApiId=api, parentId=root, pathPart="items")["id"]
    apigw.put_method(restApiId=api, resourceId=items, httpMethod="GET", authorizationType="NONE")
    put = apigw.put_integration(
        restApiId=api,
        resourceId=items,
        httpMethod="GET",
        type="HTTP_PROXY",
        integrationHttpMethod="GET",
        uri=f"http://{alb['DNSName']}/backend/items",
        connectionType="VPC_LINK",
        connectionId=link,
        integrationTarget=alb["LoadBalancerArn"],
    )
    assert (put["connectionId"], put["integrationTarget"]) == (link, alb["LoadBalancerArn"])
    got = apigw.get_integration(restApiId=api, resourceId=items, httpMethod="GET")
    assert (got["connectionType"], got["connectionId"], got["integrationTarget"]) == (
        "VPC_LINK",
        link,
        alb["LoadBalancerArn"],
    )
    # the root: the link from a stage variable, another Host (the ALB's rule answers)
    apigw.put_integration(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        type="HTTP_PROXY",
        integrationHttpMethod="GET",
        uri="http://hosted.example.test/",
        connectionType="VPC_LINK",
        connectionId="${stageVariables.link}",
        integrationTarget=alb["LoadBalancerArn"],
    )
    apigw.create_deployment(restApiId=api, stageName="prod", variables={"link": link})

    status, headers, body = _invoke(labcloud, api, "prod", "/items?color=blue")
    assert status == 201 and headers["X-Echo"] == "yes", body
    event = json.loads(body)
    assert (event["path"], event["queryStringParameters"], event["headers"]["host"]) == (
        "/backend/items",
        {"color": "blue"},
        alb["DNSName"],
    )
    assert "targetGroupArn" in event["requestContext"]["elb"]
    assert _invoke(labcloud, api, "prod", "/")[::2] == (202, b"by host")

    # the view's map: the API to the V2 link, the link to the load balancer for that route
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        document = json.loads(response.read())
    link_arn = f"arn:aws:apigateway:us-east-1::/vpclinks/{link}"
    edges = {(e["kind"], e["from"], e["to"], e["label"]) for e in document["edges"]}
    api_arn = f"arn:aws:apigateway:us-east-1::/restapis/{api}"
    assert ("vpc-link", api_arn, link_arn, "GET /items") in edges
    assert ("vpc-link-target", link_arn, alb["LoadBalancerArn"], "GET /items") in edges

    # the URI's port picks the listener
    apigw.update_integration(
        restApiId=api,
        resourceId=items,
        httpMethod="GET",
        patchOperations=[{"op": "replace", "path": "/uri", "value": f"http://{alb['DNSName']}:8080/x"}],
    )
    apigw.create_deployment(restApiId=api, stageName="prod", variables={"link": link})
    assert _invoke(labcloud, api, "prod", "/items")[::2] == (203, b"on 8080")

    # a stage whose variable names no V2 link, and one with no listener on the port: the gateway's 500
    apigw.create_deployment(restApiId=api, stageName="wrong", variables={"link": "nosuchlink"})
    assert _invoke(labcloud, api, "wrong", "/")[0] == 500
    apigw.update_integration(
        restApiId=api,
        resourceId=items,
        httpMethod="GET",
        patchOperations=[{"op": "replace", "path": "/uri", "value": f"http://{alb['DNSName']}:9090/x"}],
    )
    apigw.create_deployment(restApiId=api, stageName="prod", variables={"link": link})
    assert _invoke(labcloud, api, "prod", "/items")[0] == 500

    # the export carries the target
    exported = json.loads(
        apigw.get_export(
            restApiId=api, stageName="prod", exportType="oas30", parameters={"extensions": "integrations"}
        )["body"].read()
    )
    integration = exported["paths"]["/items"]["get"]["x-amazon-apigateway-integration"]
    assert (integration["connectionId"], integration["integrationTarget"]) == (link, alb["LoadBalancerArn"])


def test_put_and_update_integration_refuse_what_aws_refuses(
    labcloud: LabcloudProcess, subnets: list[str]
) -> None:
    apigw = labcloud.boto3_client("apigateway")
    elb = labcloud.boto3_client("elbv2")
    alb = elb.create_load_balancer(Name="v2refuse-alb", Subnets=subnets)["LoadBalancers"][0][
        "LoadBalancerArn"
    ]
    nlb = elb.create_load_balancer(Name="v2refuse-nlb", Type="network", Subnets=subnets[:1])["LoadBalancers"][
        0
    ]["LoadBalancerArn"]
    link = _v2_link(labcloud, subnets, "v2refuse")
    v1 = apigw.create_vpc_link(name="v1", targetArns=[nlb])["id"]
    api, root = _api_with_method(apigw, "v2refuse")
    base = {
        "restApiId": api,
        "resourceId": root,
        "httpMethod": "GET",
        "type": "HTTP_PROXY",
        "integrationHttpMethod": "GET",
        "uri": "http://backend.example.test/",
    }
    put = apigw.put_integration
    assert _error(put, **base, integrationTarget=alb) == (
        "BadRequestException",
        "Integration target can only be specified for connection type VPC_LINK",
    )
    assert _error(put, **base, connectionType="VPC_LINK", connectionId=link) == (
        "BadRequestException",
        f"Integration target must be specified for VPC link V2 {link}: the ARN of an application or network"
        " load balancer",
    )
    assert _error(
        put, **base, connectionType="VPC_LINK", connectionId="nosuchlink", integrationTarget=alb
    ) == (
        "BadRequestException",
        "Invalid VPC link identifier specified: nosuchlink",
    )
    code, message = _error(put, **base, connectionType="VPC_LINK", connectionId=v1, integrationTarget=alb)
    assert (code, message) == (
        "BadRequestException",
        f"Integration target can only be specified with a VPC link V2; {v1} is a VPC link V1",
    )
    other_account = alb.replace(":000000000000:", ":111111111111:")
    assert other_account != alb
    code, message = _error(
        put, **base, connectionType="VPC_LINK", connectionId=link, integrationTarget=other_account
    )
    assert code == "BadRequestException" and message.startswith("Invalid integration target specified")
    gone = alb.rsplit("/", 1)[0] + "/0123456789abcdef"
    assert _error(put, **base, connectionType="VPC_LINK", connectionId=link, integrationTarget=gone) == (
        "BadRequestException",
        f"Invalid integration target specified: load balancer {gone} not found",
    )
    code, message = _error(
        put, **base, connectionType="VPC_LINK", connectionId=link, integrationTarget="arn:aws:sqs:x"
    )
    assert code == "BadRequestException" and message.startswith("Invalid integration target specified")
    code, _ = _error(
        put,
        **{**base, "type": "AWS_PROXY"},
        connectionType="VPC_LINK",
        connectionId=link,
        integrationTarget=alb,
    )
    assert code == "BadRequestException"

    # an NLB is a target too; the patch moves it to the ALB, and refuses a target that is gone
    put(**base, connectionType="VPC_LINK", connectionId=link, integrationTarget=nlb)
    updated = apigw.update_integration(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        patchOperations=[{"op": "replace", "path": "/integrationTarget", "value": alb}],
    )
    assert updated["integrationTarget"] == alb
    code, _ = _error(
        apigw.update_integration,
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        patchOperations=[{"op": "replace", "path": "/integrationTarget", "value": gone}],
    )
    assert code == "BadRequestException"
    assert apigw.get_integration(restApiId=api, resourceId=root, httpMethod="GET")["integrationTarget"] == alb


def test_an_openapi_import_takes_the_integration_target(
    labcloud: LabcloudProcess, subnets: list[str]
) -> None:
    apigw = labcloud.boto3_client("apigateway")
    alb = _alb_backend(labcloud, subnets, "v2import")
    link = _v2_link(labcloud, subnets, "v2import")
    document = {
        "openapi": "3.0.1",
        "info": {"title": "v2import", "version": "1"},
        "paths": {
            "/": {
                "get": {
                    "x-amazon-apigateway-integration": {
                        "type": "http_proxy",
                        "httpMethod": "GET",
                        "uri": f"http://{alb['DNSName']}/imported",
                        "connectionType": "VPC_LINK",
                        "connectionId": link,
                        "integrationTarget": alb["LoadBalancerArn"],
                    }
                }
            }
        },
    }
    elsewhere = json.loads(json.dumps(document).replace(":000000000000:", ":111111111111:"))
    code, message = _error(apigw.import_rest_api, body=json.dumps(elsewhere).encode())
    assert code == "BadRequestException" and message.startswith("Invalid integration target specified")
    api = apigw.import_rest_api(body=json.dumps(document).encode())["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    got = apigw.get_integration(restApiId=api, resourceId=root, httpMethod="GET")
    assert got["integrationTarget"] == alb["LoadBalancerArn"]
    apigw.create_deployment(restApiId=api, stageName="v1")
    status, _, body = _invoke(labcloud, api, "v1", "/")
    assert status == 201 and json.loads(body)["path"] == "/imported"


PATTERN = """
Parameters:
  Subnet: {Type: String}
  Other: {Type: String}
  Group: {Type: String}
Resources:
  Alb:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    Properties: {Type: application, Scheme: internal, Subnets: [!Ref Subnet, !Ref Other]}
  Listener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: !Ref Alb
      Port: 80
      Protocol: HTTP
      DefaultActions:
        - Type: fixed-response
          FixedResponseConfig: {StatusCode: "200", ContentType: text/plain, MessageBody: products}
  VPCLinkV2:
    Type: AWS::ApiGatewayV2::VpcLink
    Properties:
      Name: products-vpclink
      SubnetIds: [!Ref Subnet, !Ref Other]
      SecurityGroupIds: [!Ref Group]
  Api:
    Type: AWS::ApiGateway::RestApi
    Properties: {Name: products-api, EndpointConfiguration: {Types: [REGIONAL]}}
  Products:
    Type: AWS::ApiGateway::Resource
    Properties: {RestApiId: !Ref Api, ParentId: !GetAtt Api.RootResourceId, PathPart: products}
  ProductsMethod:
    Type: AWS::ApiGateway::Method
    DependsOn: Listener
    Properties:
      RestApiId: !Ref Api
      ResourceId: !Ref Products
      HttpMethod: GET
      AuthorizationType: NONE
      Integration:
        Type: HTTP_PROXY
        IntegrationHttpMethod: GET
        Uri: !Sub 'http://${Alb.DNSName}/products'
        ConnectionType: VPC_LINK
        ConnectionId: !Ref VPCLinkV2
        IntegrationTarget: !Ref Alb
  Deployment:
    Type: AWS::ApiGateway::Deployment
    DependsOn: ProductsMethod
    Properties: {RestApiId: !Ref Api, StageName: dev}
Outputs:
  ApiId: {Value: !Ref Api}
"""


def test_the_pattern_template_through_cloudformation(labcloud: LabcloudProcess, subnets: list[str]) -> None:
    """apigw-vpclink-alb-ecs's shape: a V2 link, an ALB and a Method whose Integration names both."""
    cfn = labcloud.boto3_client("cloudformation")
    group = labcloud.boto3_client("ec2").describe_security_groups()["SecurityGroups"][0]["GroupId"]
    given = {"Subnet": subnets[0], "Other": subnets[1], "Group": group}
    cfn.create_stack(
        StackName="v2pattern",
        TemplateBody=PATTERN,
        Parameters=[{"ParameterKey": k, "ParameterValue": v} for k, v in given.items()],
    )
    cfn.get_waiter("stack_create_complete").wait(StackName="v2pattern", WaiterConfig={"Delay": 1})
    [stack] = cfn.describe_stacks(StackName="v2pattern")["Stacks"]
    api = stack["Outputs"][0]["OutputValue"]
    apigw = labcloud.boto3_client("apigateway")
    products = next(r for r in apigw.get_resources(restApiId=api)["items"] if r["path"] == "/products")
    got = apigw.get_integration(restApiId=api, resourceId=products["id"], httpMethod="GET")
    alb = cfn.describe_stack_resource(StackName="v2pattern", LogicalResourceId="Alb")["StackResourceDetail"]
    assert got["integrationTarget"] == alb["PhysicalResourceId"]
    assert _invoke(labcloud, api, "dev", "/products")[::2] == (200, b"products")
    cfn.delete_stack(StackName="v2pattern")
    cfn.get_waiter("stack_delete_complete").wait(StackName="v2pattern", WaiterConfig={"Delay": 1})


def test_a_vpc_link_v2_integration_over_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ec2 = server.boto3_client("ec2")
        found = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
        subnets = sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found}.values())[:2]
        alb = _alb_backend(server, subnets, "v2kept")
        link = _v2_link(server, subnets, "v2kept")
        apigw = server.boto3_client("apigateway")
        api, root = _api_with_method(apigw, "v2kept")
        apigw.put_integration(
            restApiId=api,
            resourceId=root,
            httpMethod="GET",
            type="HTTP_PROXY",
            integrationHttpMethod="GET",
            uri=f"http://{alb['DNSName']}/",
            connectionType="VPC_LINK",
            connectionId=link,
            integrationTarget=alb["LoadBalancerArn"],
        )
        apigw.create_deployment(restApiId=api, stageName="prod")
        server.kill()
        server.start()
        apigw = server.boto3_client("apigateway")
        got = apigw.get_integration(restApiId=api, resourceId=root, httpMethod="GET")
        assert (got["connectionId"], got["integrationTarget"]) == (link, alb["LoadBalancerArn"])
        assert _invoke(server, api, "prod", "/")[0] == 201
    finally:
        server.stop()


def test_iam_denies_a_vpc_link_v2_integration() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": "apigateway:GET", "Resource": "*"}],
        }
        iam = server.boto3_client("iam")
        iam.create_user(UserName="reader")
        iam.put_user_policy(UserName="reader", PolicyName="read", PolicyDocument=json.dumps(policy))
        key = iam.create_access_key(UserName="reader")["AccessKey"]
        reader = server.boto3_client(
            "apigateway", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        api, root = _api_with_method(server.boto3_client("apigateway"), "denied")
        code, _ = _error(
            reader.put_integration,
            restApiId=api,
            resourceId=root,
            httpMethod="GET",
            type="HTTP_PROXY",
            integrationHttpMethod="GET",
            uri="http://backend.example.test/",
            connectionType="VPC_LINK",
            connectionId="abc123",
            integrationTarget="arn:aws:elasticloadbalancing:us-east-1:000000000000:loadbalancer/app/x/0123",
        )
        assert code == "AccessDeniedException"
    finally:
        server.stop()
