"""AWS::ApiGatewayV2::IntegrationResponse, ::Model and ::VpcLink from a CloudFormation template: created,
updated in place (a new key, schema, name and tags), replaced (a VPC link's new subnet), a refused
property failing the stack, and deleted with the stack."""

from __future__ import annotations

import json
import time
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

TEMPLATE = """AWSTemplateFormatVersion: '2010-09-09'
Parameters:
  Key: {Type: String, Default: /2\\d\\d/}
  LinkName: {Type: String, Default: first}
  LinkSubnet: {Type: String, Default: A}
  Required: {Type: String, Default: action}
Resources:
  Chat:
    Type: AWS::ApiGatewayV2::Api
    Properties: {Name: cfn-ws, ProtocolType: WEBSOCKET, RouteSelectionExpression: $request.body.action}
  Integration:
    Type: AWS::ApiGatewayV2::Integration
    Properties:
      ApiId: !Ref Chat
      IntegrationType: AWS_PROXY
      IntegrationUri: arn:aws:lambda:us-east-1:000000000000:function:chat
  Response:
    Type: AWS::ApiGatewayV2::IntegrationResponse
    Properties:
      ApiId: !Ref Chat
      IntegrationId: !Ref Integration
      IntegrationResponseKey: !Ref Key
      TemplateSelectionExpression: \\$default
      ResponseTemplates: {$default: "$input.json('$')"}
  Message:
    Type: AWS::ApiGatewayV2::Model
    Properties:
      ApiId: !Ref Chat
      Name: Message
      ContentType: application/json
      Schema:
        $schema: http://json-schema.org/draft-04/schema#
        type: object
        required: [!Ref Required]
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.30.0.0/16}
  SubnetA:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.30.1.0/24}
  SubnetB:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.30.2.0/24}
  Link:
    Type: AWS::ApiGatewayV2::VpcLink
    Properties:
      Name: !Ref LinkName
      SubnetIds: [!If [UseA, !Ref SubnetA, !Ref SubnetB]]
      Tags: {team: !Ref LinkName}
Conditions:
  UseA: !Equals [!Ref LinkSubnet, A]
Outputs:
  ResponseId: {Value: !GetAtt Response.IntegrationResponseId}
  ModelId: {Value: !GetAtt Message.ModelId}
  LinkId: {Value: !GetAtt Link.VpcLinkId}
"""


def _wait(cfn: Any, name: str) -> dict[str, Any]:
    deadline = time.monotonic() + 120
    while True:
        stack: dict[str, Any] = cfn.describe_stacks(StackName=name)["Stacks"][0]
        if not stack["StackStatus"].endswith("_IN_PROGRESS") or time.monotonic() > deadline:
            return stack
        time.sleep(0.2)


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}


def _physical(cfn: Any, logical: str) -> str:
    found = cfn.describe_stack_resource(StackName="ws-parts", LogicalResourceId=logical)
    return str(found["StackResourceDetail"]["PhysicalResourceId"])


def test_create_update_replace_and_delete(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    v2 = labcloud.boto3_client("apigatewayv2")
    cfn.create_stack(StackName="ws-parts", TemplateBody=TEMPLATE)
    stack = _wait(cfn, "ws-parts")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api, integration = _physical(cfn, "Chat"), _physical(cfn, "Integration")
    first = _outputs(stack)
    response = v2.get_integration_response(
        ApiId=api, IntegrationId=integration, IntegrationResponseId=first["ResponseId"]
    )
    assert (response["IntegrationResponseKey"], response["ResponseTemplates"]) == (
        "/2\\d\\d/",
        {"$default": "$input.json('$')"},
    )
    model = v2.get_model(ApiId=api, ModelId=first["ModelId"])
    assert json.loads(model["Schema"])["required"] == ["action"]
    link = v2.get_vpc_link(VpcLinkId=first["LinkId"])
    assert (link["Name"], link["SubnetIds"], link["Tags"]) == (
        "first",
        [_physical(cfn, "SubnetA")],
        {"team": "first"},
    )

    # in place: a new key, a new schema, a new name and tags
    params = [
        {"ParameterKey": "Key", "ParameterValue": "$default"},
        {"ParameterKey": "Required", "ParameterValue": "text"},
        {"ParameterKey": "LinkName", "ParameterValue": "second"},
    ]
    cfn.update_stack(StackName="ws-parts", TemplateBody=TEMPLATE, Parameters=params)
    stack = _wait(cfn, "ws-parts")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert _outputs(stack) == first
    response = v2.get_integration_response(
        ApiId=api, IntegrationId=integration, IntegrationResponseId=first["ResponseId"]
    )
    assert response["IntegrationResponseKey"] == "$default"
    assert json.loads(v2.get_model(ApiId=api, ModelId=first["ModelId"])["Schema"])["required"] == ["text"]
    link = v2.get_vpc_link(VpcLinkId=first["LinkId"])
    assert (link["Name"], link["Tags"]) == ("second", {"team": "second"})

    # a new subnet replaces the link
    cfn.update_stack(
        StackName="ws-parts",
        TemplateBody=TEMPLATE,
        Parameters=[*params, {"ParameterKey": "LinkSubnet", "ParameterValue": "B"}],
    )
    stack = _wait(cfn, "ws-parts")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    replaced = _outputs(stack)["LinkId"]
    assert replaced != first["LinkId"]
    assert v2.get_vpc_link(VpcLinkId=replaced)["SubnetIds"] == [_physical(cfn, "SubnetB")]
    assert [i["VpcLinkId"] for i in v2.get_vpc_links()["Items"]] == [replaced]

    cfn.delete_stack(StackName="ws-parts")
    deadline = time.monotonic() + 120
    while (v2.get_apis()["Items"] or v2.get_vpc_links()["Items"]) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert (v2.get_apis()["Items"], v2.get_vpc_links()["Items"]) == ([], [])


def test_a_refused_property_fails_the_stack(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = """Resources:
  Chat:
    Type: AWS::ApiGatewayV2::Api
    Properties: {Name: cfn-ws, ProtocolType: WEBSOCKET, RouteSelectionExpression: $request.body.action}
  Bad:
    Type: AWS::ApiGatewayV2::Model
    Properties: {ApiId: !Ref Chat, Name: Bad, Schema: {type: nonsense}}
"""
    cfn.create_stack(StackName="ws-bad", TemplateBody=template)
    stack = _wait(cfn, "ws-bad")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="ws-bad")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Bad"]
    assert any("Invalid model schema specified" in r for r in reasons), reasons
