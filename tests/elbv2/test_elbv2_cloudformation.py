"""The four AWS::ElasticLoadBalancingV2 types through a stack: an ALB whose rule forwards to a Lambda
target group answers through its listener; a listener ELBv2 refuses fails the stack with its reason;
deleting the stack deletes them all. An NLB whose TCP listener forwards to a target group of type ``alb``
reaches the stack's ALB."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from elb_helpers import http, lb_url

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """
Parameters:
  SubnetA: {Type: String}
  SubnetB: {Type: String}
Resources:
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement: [{Effect: Allow, Principal: {Service: lambda.amazonaws.com}, Action: sts:AssumeRole}]
  Fn:
    Type: AWS::Lambda::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      Role: !GetAtt Role.Arn
      Code:
        ZipFile: |
          def handler(event, context):
              return {"statusCode": 200, "headers": {"Content-Type": "text/plain"}, "body": "cfn " + event["path"]}
  Allow:
    Type: AWS::Lambda::Permission
    Properties:
      FunctionName: !GetAtt Fn.Arn
      Action: lambda:InvokeFunction
      Principal: elasticloadbalancing.amazonaws.com
  Group:
    Type: AWS::ElasticLoadBalancingV2::TargetGroup
    DependsOn: Allow
    Properties:
      TargetType: lambda
      Targets: [{Id: !GetAtt Fn.Arn}]
      TargetGroupAttributes: [{Key: lambda.multi_value_headers.enabled, Value: "false"}]
  Lb:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    Properties:
      Subnets: [!Ref SubnetA, !Ref SubnetB]
      LoadBalancerAttributes: [{Key: idle_timeout.timeout_seconds, Value: "30"}]
      Tags: [{Key: team, Value: web}]
  Listener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: !Ref Lb
      Port: 80
      Protocol: PROTOCOL
      DefaultActions:
        - Type: fixed-response
          FixedResponseConfig: {StatusCode: "404", MessageBody: none}
  Rule:
    Type: AWS::ElasticLoadBalancingV2::ListenerRule
    Properties:
      ListenerArn: !Ref Listener
      Priority: 5
      Conditions: [{Field: path-pattern, PathPatternConfig: {Values: ["/fn/*"]}}]
      Actions: [{Type: forward, TargetGroupArn: !Ref Group}]
Outputs:
  Dns: {Value: !GetAtt Lb.DNSName}
  LbArn: {Value: !Ref Lb}
  LbName: {Value: !GetAtt Lb.LoadBalancerName}
  GroupArn: {Value: !Ref Group}
  RuleArn: {Value: !Ref Rule}
"""


def _parameters(subnets: list[str]) -> list[dict[str, str]]:
    return [
        {"ParameterKey": "SubnetA", "ParameterValue": subnets[0]},
        {"ParameterKey": "SubnetB", "ParameterValue": subnets[1]},
    ]


def test_a_stack_alb_forwards_to_its_function(
    labcloud: LabcloudProcess, elb: Any, subnets: list[str]
) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="alb",
        TemplateBody=TEMPLATE.replace("PROTOCOL", "HTTP"),
        Parameters=_parameters(subnets),
        Capabilities=["CAPABILITY_IAM"],
    )
    stack = wait_stack(cfn, "alb", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert out["LbName"].startswith("alb-Lb-") and out["LbArn"].endswith(out["LbArn"].split("/")[-1])
    assert http(lb_url(labcloud, out["Dns"], "/fn/x"))[::2] == (200, b"cfn /fn/x")
    assert http(lb_url(labcloud, out["Dns"], "/other"))[::2] == (404, b"none")
    attrs = {
        a["Key"]: a["Value"]
        for a in elb.describe_load_balancer_attributes(LoadBalancerArn=out["LbArn"])["Attributes"]
    }
    assert attrs["idle_timeout.timeout_seconds"] == "30"
    assert elb.describe_tags(ResourceArns=[out["LbArn"]])["TagDescriptions"][0]["Tags"] == [
        {"Key": "team", "Value": "web"}
    ]
    cfn.delete_stack(StackName="alb")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    for describe, key, arn in (
        (elb.describe_load_balancers, "LoadBalancerArns", out["LbArn"]),
        (elb.describe_target_groups, "TargetGroupArns", out["GroupArn"]),
    ):
        with pytest.raises(ClientError):
            describe(**{key: [arn]})


def test_a_refused_listener_fails_the_stack_with_elbv2s_reason(
    labcloud: LabcloudProcess, subnets: list[str]
) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="alb-tls",
        TemplateBody=TEMPLATE.replace("PROTOCOL", "HTTPS"),
        Parameters=_parameters(subnets),
        Capabilities=["CAPABILITY_IAM"],
    )
    stack = wait_stack(cfn, "alb-tls", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="alb-tls")["StackEvents"]
        if e["LogicalResourceId"] == "Listener" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons and "A certificate must be specified for HTTPS listeners" in json.dumps(reasons)


NLB_TO_ALB = """
Parameters:
  SubnetA: {Type: String}
  SubnetB: {Type: String}
  Vpc: {Type: String}
Resources:
  Alb:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    Properties:
      Subnets: [!Ref SubnetA, !Ref SubnetB]
  AlbListener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: !Ref Alb
      Port: 80
      Protocol: HTTP
      DefaultActions:
        - Type: fixed-response
          FixedResponseConfig: {StatusCode: "200", MessageBody: behind the nlb}
  Nlb:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    Properties:
      Type: network
      Subnets: [!Ref SubnetA]
  ToAlb:
    Type: AWS::ElasticLoadBalancingV2::TargetGroup
    DependsOn: AlbListener
    Properties:
      TargetType: alb
      Protocol: TCP
      Port: 80
      VpcId: !Ref Vpc
      Targets: [{Id: !Ref Alb, Port: 80}]
  NlbListener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: !Ref Nlb
      Port: 80
      Protocol: TCP
      DefaultActions: [{Type: forward, TargetGroupArn: !Ref ToAlb}]
Outputs:
  Dns: {Value: !GetAtt Nlb.DNSName}
  Group: {Value: !Ref ToAlb}
"""


def test_a_stack_nlb_forwards_to_its_alb_target_group(
    labcloud: LabcloudProcess, elb: Any, subnets: list[str]
) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    vpc = labcloud.boto3_client("ec2").describe_subnets(SubnetIds=subnets[:1])["Subnets"][0]["VpcId"]
    cfn.create_stack(
        StackName="nlb-alb",
        TemplateBody=NLB_TO_ALB,
        Parameters=[*_parameters(subnets), {"ParameterKey": "Vpc", "ParameterValue": vpc}],
    )
    stack = wait_stack(cfn, "nlb-alb", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    [health] = elb.describe_target_health(TargetGroupArn=out["Group"])["TargetHealthDescriptions"]
    assert health["TargetHealth"] == {"State": "healthy"}
    assert http(lb_url(labcloud, out["Dns"], "/", 80))[::2] == (200, b"behind the nlb")
    cfn.delete_stack(StackName="nlb-alb")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
