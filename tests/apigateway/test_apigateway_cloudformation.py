"""API Gateway through CloudFormation: a SAM function with an Api event, deployed unchanged and called over
HTTP, and the plain AWS::ApiGateway::* resources (RestApi, Resource, Method, Deployment, Stage)."""

from __future__ import annotations

import json
import subprocess
from typing import Any

import pytest
from apigw_helpers import http, invoke_url, wait_stack

from labcloud.testing.server_process import LabcloudProcess

SAM_APP = """AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Description: hello over API Gateway
Resources:
  HelloFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import json
        def handler(event, context):
            name = event["pathParameters"]["name"]
            return {"statusCode": 200, "headers": {"Content-Type": "application/json"},
                    "body": json.dumps({"hello": name, "stage": event["requestContext"]["stage"],
                                        "resource": event["resource"]})}
      Events:
        Hello:
          Type: Api
          Properties:
            Path: /hello/{name}
            Method: get
Outputs:
  HelloApi:
    Value: !Sub "https://${ServerlessRestApi}.execute-api.${AWS::Region}.amazonaws.com/Prod/hello/"
"""

CAPS = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]


@pytest.fixture
def cfn(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("cloudformation")


def physical(cfn: Any, stack: str, logical: str) -> str:
    detail = cfn.describe_stack_resource(StackName=stack, LogicalResourceId=logical)["StackResourceDetail"]
    return str(detail["PhysicalResourceId"])


def test_a_sam_app_with_an_api_event_answers_over_http(labcloud: LabcloudProcess, cfn: Any) -> None:
    cfn.create_stack(StackName="hello", TemplateBody=SAM_APP, Capabilities=CAPS)
    stack = wait_stack(cfn, "hello")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = physical(cfn, "hello", "ServerlessRestApi")
    output = stack["Outputs"][0]["OutputValue"]
    assert output == f"https://{api_id}.execute-api.us-east-1.amazonaws.com/Prod/hello/"
    apigw = labcloud.boto3_client("apigateway")
    assert apigw.get_rest_api(restApiId=api_id)["name"] == "hello"
    assert sorted(s["stageName"] for s in apigw.get_stages(restApiId=api_id)["item"]) == ["Prod", "Stage"]

    status, _, body = http(invoke_url(labcloud, api_id, "Prod", "/hello/world"))
    assert status == 200, body
    assert json.loads(body) == {"hello": "world", "stage": "Prod", "resource": "/hello/{name}"}
    port = labcloud.endpoint.rsplit(":", 1)[1]
    out = subprocess.run(
        [
            "curl",
            "-s",
            "-w",
            " %{http_code}",
            f"http://{api_id}.execute-api.localhost:{port}/Prod/hello/curl",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    text, _, code = out.rpartition(" ")
    assert code == "200" and json.loads(text)["hello"] == "curl"
    assert http(invoke_url(labcloud, api_id, "Prod", "/hello"))[0] == 403

    # a second event: SAM redeploys (a Deployment of a new logical id) and Prod moves onto it
    more = SAM_APP.replace(
        "Outputs:",
        "        Again:\n          Type: Api\n          Properties:\n            Path: /again/{name}\n"
        "            Method: post\nOutputs:",
    )
    cfn.update_stack(StackName="hello", TemplateBody=more, Capabilities=CAPS)
    updated = wait_stack(cfn, "hello")
    assert updated["StackStatus"] == "UPDATE_COMPLETE", updated.get("StackStatusReason")
    status, _, body = http(invoke_url(labcloud, api_id, "Prod", "/again/you"), method="POST", body=b"{}")
    assert status == 200 and json.loads(body)["resource"] == "/again/{name}"
    assert http(invoke_url(labcloud, api_id, "Prod", "/hello/still"))[0] == 200
    # the first deployment went with its replacement
    assert len(apigw.get_deployments(restApiId=api_id)["items"]) == 1

    cfn.delete_stack(StackName="hello")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert http(invoke_url(labcloud, api_id, "Prod", "/hello/world"))[0] == 403
    assert apigw.get_rest_apis()["items"] == []


PLAIN = {
    "Resources": {
        "Api": {
            "Type": "AWS::ApiGateway::RestApi",
            "Properties": {"Name": "plain", "Tags": [{"Key": "k", "Value": "v"}]},
        },
        "Items": {
            "Type": "AWS::ApiGateway::Resource",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "ParentId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                "PathPart": "items",
            },
        },
        "GetItems": {
            "Type": "AWS::ApiGateway::Method",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "ResourceId": {"Ref": "Items"},
                "HttpMethod": "GET",
                "AuthorizationType": "NONE",
                "Integration": {
                    "Type": "MOCK",
                    "RequestTemplates": {"application/json": '{"statusCode": 200}'},
                    "IntegrationResponses": [
                        {
                            "StatusCode": "200",
                            "ResponseTemplates": {
                                "application/json": '{"items": [], "env": "$stageVariables.env"}'
                            },
                        }
                    ],
                },
                "MethodResponses": [{"StatusCode": "200"}],
            },
        },
        "Deployment": {
            "Type": "AWS::ApiGateway::Deployment",
            "DependsOn": "GetItems",
            "Properties": {"RestApiId": {"Ref": "Api"}, "Description": "v1"},
        },
        "Live": {
            "Type": "AWS::ApiGateway::Stage",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "DeploymentId": {"Ref": "Deployment"},
                "StageName": "live",
                "Variables": {"env": "one"},
            },
        },
    },
    "Outputs": {
        "ApiId": {"Value": {"Ref": "Api"}},
        "Root": {"Value": {"Fn::GetAtt": ["Api", "RootResourceId"]}},
    },
}


def test_plain_api_gateway_resources(labcloud: LabcloudProcess, cfn: Any) -> None:
    cfn.create_stack(StackName="plain", TemplateBody=json.dumps(PLAIN))
    stack = wait_stack(cfn, "plain")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    api_id = outputs["ApiId"]
    apigw = labcloud.boto3_client("apigateway")
    assert apigw.get_rest_api(restApiId=api_id)["rootResourceId"] == outputs["Root"]
    assert apigw.get_tags(resourceArn=f"arn:aws:apigateway:us-east-1::/restapis/{api_id}")["tags"] == {
        "k": "v"
    }
    status, _, body = http(invoke_url(labcloud, api_id, "live", "/items"))
    assert (status, json.loads(body)) == (200, {"items": [], "env": "one"})

    updated = json.loads(json.dumps(PLAIN))
    updated["Resources"]["Live"]["Properties"]["Variables"] = {"env": "two"}
    cfn.update_stack(StackName="plain", TemplateBody=json.dumps(updated))
    assert wait_stack(cfn, "plain")["StackStatus"] == "UPDATE_COMPLETE"
    assert json.loads(http(invoke_url(labcloud, api_id, "live", "/items"))[2])["env"] == "two"

    # a changed integration is an in-place update of the method (AWS replaces it only for a new API,
    # resource or verb), deployed by a new deployment
    method_id = physical(cfn, "plain", "GetItems")
    changed = json.loads(json.dumps(updated))
    response = changed["Resources"]["GetItems"]["Properties"]["Integration"]["IntegrationResponses"][0]
    response["ResponseTemplates"]["application/json"] = '{"items": [1], "env": "$stageVariables.env"}'
    changed["Resources"]["Deployment"]["Properties"]["Description"] = "v2"
    cfn.update_stack(StackName="plain", TemplateBody=json.dumps(changed))
    done = wait_stack(cfn, "plain")
    assert done["StackStatus"] == "UPDATE_COMPLETE", done.get("StackStatusReason")
    assert physical(cfn, "plain", "GetItems") == method_id
    assert json.loads(http(invoke_url(labcloud, api_id, "live", "/items"))[2]) == {"items": [1], "env": "two"}

    cfn.delete_stack(StackName="plain")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert apigw.get_rest_apis()["items"] == []


def test_an_unserved_property_fails_the_resource_with_a_reason(labcloud: LabcloudProcess, cfn: Any) -> None:
    template = {
        "Resources": {
            "Api": {
                "Type": "AWS::ApiGateway::RestApi",
                "Properties": {"Name": "p", "BodyS3Location": {"Bucket": "b", "Key": "k"}},
            }
        }
    }
    cfn.create_stack(StackName="unserved", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "unserved")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="unserved")["StackEvents"]
        if e["LogicalResourceId"] == "Api" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons == ["labcloud does not support BodyS3Location on Api"]


VPC_LINK = """Parameters:
  Subnet: {Type: String}
  Other: {Type: String}
  Description: {Type: String}
  Target: {Type: String, Default: nlb}
Conditions:
  ToAlb: !Equals [!Ref Target, alb]
Resources:
  Nlb:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    Properties: {Type: network, Subnets: [!Ref Subnet]}
  Alb:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    Properties: {Subnets: [!Ref Subnet, !Ref Other]}
  Link:
    Type: AWS::ApiGateway::VpcLink
    Properties:
      Name: private-link
      Description: !Ref Description
      TargetArns: [!If [ToAlb, !Ref Alb, !Ref Nlb]]
      Tags: [{Key: team, Value: api}]
Outputs:
  Id: {Value: !Ref Link}
  Attribute: {Value: !GetAtt Link.VpcLinkId}
"""


def test_a_rest_api_vpc_link_through_cloudformation(labcloud: LabcloudProcess, cfn: Any) -> None:
    """AWS::ApiGateway::VpcLink (apigw-rest-api-private-alb-integration, multi-account-private-apigw): Ref and
    VpcLinkId are the link's id, its Description changes in place, a target that is not an NLB fails the
    update with CreateVpcLink's reason (rolled back to the first link) and deleting the stack deletes it."""
    apigw = labcloud.boto3_client("apigateway")
    found = labcloud.boto3_client("ec2").describe_subnets()["Subnets"]
    subnet, other = sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found}.values())[:2]

    def params(description: str, target: str = "nlb") -> list[dict[str, str]]:
        given = {"Subnet": subnet, "Other": other, "Description": description, "Target": target}
        return [{"ParameterKey": k, "ParameterValue": v} for k, v in given.items()]

    cfn.create_stack(StackName="vpclink", TemplateBody=VPC_LINK, Parameters=params("first"))
    stack = wait_stack(cfn, "vpclink")
    assert stack["StackStatus"] == "CREATE_COMPLETE", cfn.describe_stack_events(StackName="vpclink")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Id"] == outputs["Attribute"]
    link = apigw.get_vpc_link(vpcLinkId=outputs["Id"])
    nlb = physical(cfn, "vpclink", "Nlb")
    assert (link["name"], link["description"], link["targetArns"], link["tags"]) == (
        "private-link",
        "first",
        [nlb],
        {"team": "api"},
    )
    cfn.update_stack(StackName="vpclink", TemplateBody=VPC_LINK, Parameters=params("second"))
    assert wait_stack(cfn, "vpclink")["StackStatus"] == "UPDATE_COMPLETE"
    assert apigw.get_vpc_link(vpcLinkId=outputs["Id"])["description"] == "second"
    cfn.update_stack(StackName="vpclink", TemplateBody=VPC_LINK, Parameters=params("second", "alb"))
    assert wait_stack(cfn, "vpclink")["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="vpclink")["StackEvents"]
        if e["LogicalResourceId"] == "Link" and e["ResourceStatus"] == "UPDATE_FAILED"
    ]
    assert reasons and "BadRequestException" in reasons[0] and "not a network load balancer" in reasons[0]
    assert [item["id"] for item in apigw.get_vpc_links()["items"]] == [outputs["Id"]]
    cfn.delete_stack(StackName="vpclink")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert apigw.get_vpc_links()["items"] == []
