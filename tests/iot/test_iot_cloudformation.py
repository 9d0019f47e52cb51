"""IoT through CloudFormation: AWS::IoT::Thing, Policy, TopicRule (its PascalCase payload), Certificate
from a CSR, ThingPrincipalAttachment, PolicyPrincipalAttachment and Authorizer are created with their stack
and the rule routes a Publish (or a Basic Ingest one) to its queue; deleting the stack removes them; a
certificate registered from a PEM is refused clearly."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from iot_helpers import receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Parameters:
  Csr: {Type: String}
Resources:
  Out:
    Type: AWS::SQS::Queue
  RuleRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement: [{Effect: Allow, Principal: {Service: iot.amazonaws.com}, Action: sts:AssumeRole}]
      Policies:
        - PolicyName: send
          PolicyDocument:
            Statement: [{Effect: Allow, Action: sqs:SendMessage, Resource: !GetAtt Out.Arn}]
  Device:
    Type: AWS::IoT::Thing
    Properties:
      ThingName: cfn-device
      AttributePayload: {Attributes: {model: m1}}
  DevicePolicy:
    Type: AWS::IoT::Policy
    Properties:
      PolicyDocument:
        Statement: [{Effect: Allow, Action: "iot:Connect", Resource: "*"}]
  Cert:
    Type: AWS::IoT::Certificate
    Properties:
      CertificateSigningRequest: !Ref Csr
      Status: ACTIVE
  ThingCert:
    Type: AWS::IoT::ThingPrincipalAttachment
    Properties: {ThingName: !Ref Device, Principal: !GetAtt Cert.Arn}
  PolicyCert:
    Type: AWS::IoT::PolicyPrincipalAttachment
    Properties: {PolicyName: !Ref DevicePolicy, Principal: !GetAtt Cert.Arn}
  Rule:
    Type: AWS::IoT::TopicRule
    Properties:
      TopicRulePayload:
        Sql: "SELECT *, topic(2) AS device FROM 'cfn/+/up'"
        RuleDisabled: false
        Actions:
          - Sqs: {QueueUrl: !Ref Out, RoleArn: !GetAtt RuleRole.Arn, UseBase64: false}
Outputs:
  Rule: {Value: !Ref Rule}
  RuleArn: {Value: !GetAtt Rule.Arn}
  Cert: {Value: !Ref Cert}
  Queue: {Value: !Ref Out}
"""


def _csr() -> str:
    key = ec.generate_private_key(ec.SECP256R1())
    request = (
        x509.CertificateSigningRequestBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "device")]))
        .sign(key, hashes.SHA256())
    )
    return request.public_bytes(serialization.Encoding.PEM).decode()


def test_a_stack_makes_a_device_and_its_rule(labcloud: LabcloudProcess, iot: Any, iot_data: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="iot-stack",
        TemplateBody=TEMPLATE,
        Parameters=[{"ParameterKey": "Csr", "ParameterValue": _csr()}],
        Capabilities=["CAPABILITY_IAM"],
    )
    stack = wait_stack(cfn, "iot-stack", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    rule = iot.get_topic_rule(ruleName=outputs["Rule"])
    assert (
        rule["ruleArn"] == outputs["RuleArn"]
        and rule["rule"]["actions"][0]["sqs"]["queueUrl"] == outputs["Queue"]
    )
    cert_arn = iot.describe_certificate(certificateId=outputs["Cert"])["certificateDescription"][
        "certificateArn"
    ]
    assert iot.list_thing_principals(thingName="cfn-device")["principals"] == [cert_arn]
    assert len(iot.list_attached_policies(target=cert_arn)["policies"]) == 1
    iot_data.publish(topic="cfn/d9/up", payload=json.dumps({"v": 1}).encode())
    assert [json.loads(b) for b in receive(labcloud, outputs["Queue"])] == [{"v": 1, "device": "d9"}]
    cfn.delete_stack(StackName="iot-stack")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert iot.list_topic_rules()["rules"] == [] and iot.list_things()["things"] == []
    assert iot.list_certificates()["certificates"] == [] and iot.list_policies()["policies"] == []


def test_a_certificate_registered_from_a_pem_is_refused(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = "Resources:\n  C:\n    Type: AWS::IoT::Certificate\n    Properties: {CertificatePem: x, Status: ACTIVE}\n"
    cfn.create_stack(StackName="iot-pem", TemplateBody=body)
    assert wait_stack(cfn, "iot-pem", timeout=60)["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="iot-pem")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "C"]
    assert any("CertificatePem" in r for r in reasons), reasons


SAM = """Transform: AWS::Serverless-2016-10-31
Resources:
  OnReading:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: "def handler(event, context):\\n    return event\\n"
      Events:
        Readings:
          Type: IoTRule
          Properties:
            Sql: "SELECT * FROM 'sam/readings'"
"""


def test_sams_iot_rule_event_makes_a_rule_invoking_the_function(labcloud: LabcloudProcess, iot: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="iot-sam", TemplateBody=SAM, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "iot-sam", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    resources = cfn.describe_stack_resources(StackName="iot-sam")["StackResources"]
    rule_name = next(r["PhysicalResourceId"] for r in resources if r["ResourceType"] == "AWS::IoT::TopicRule")
    rule = iot.get_topic_rule(ruleName=rule_name)["rule"]
    function = labcloud.boto3_client("lambda").get_function(
        FunctionName=next(
            r["PhysicalResourceId"] for r in resources if r["ResourceType"] == "AWS::Lambda::Function"
        )
    )["Configuration"]["FunctionArn"]
    assert rule["sql"] == "SELECT * FROM 'sam/readings'" and rule["actions"] == [
        {"lambda": {"functionArn": function}}
    ]
    policy = json.loads(labcloud.boto3_client("lambda").get_policy(FunctionName=function)["Policy"])
    assert policy["Statement"][0]["Principal"] == {"Service": "iot.amazonaws.com"}
    cfn.delete_stack(StackName="iot-sam")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"


INGEST = """Resources:
  Inbox:
    Type: AWS::SQS::Queue
  InboxRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement: [{Effect: Allow, Principal: {Service: iot.amazonaws.com}, Action: sts:AssumeRole}]
      Policies:
        - PolicyName: send
          PolicyDocument:
            Statement: [{Effect: Allow, Action: sqs:SendMessage, Resource: !GetAtt Inbox.Arn}]
  Gate:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: "def handler(event, context):\\n    return {'isAuthenticated': False}\\n"
  GateAuthorizer:
    Type: AWS::IoT::Authorizer
    Properties:
      AuthorizerName: cfn-gate
      AuthorizerFunctionArn: !GetAtt Gate.Arn
      SigningDisabled: true
      Status: !Ref Status
      Tags: [{Key: team, Value: devices}]
  IngestRule:
    Type: AWS::IoT::TopicRule
    Properties:
      RuleName: cfn_ingest
      TopicRulePayload:
        Sql: SELECT *
        Actions:
          - Sqs: {QueueUrl: !Ref Inbox, RoleArn: !GetAtt InboxRole.Arn}
Parameters:
  Status: {Type: String, Default: ACTIVE}
Outputs:
  Authorizer: {Value: !Ref GateAuthorizer}
  AuthorizerArn: {Value: !GetAtt GateAuthorizer.Arn}
  Queue: {Value: !Ref Inbox}
"""


def test_an_authorizer_and_a_basic_ingest_rule_from_a_stack(
    labcloud: LabcloudProcess, iot: Any, iot_data: Any
) -> None:
    """A device-ingest stack as AWS's samples write it: a custom authorizer and a rule with no FROM clause,
    fed through Basic Ingest; an update changes the authorizer's status, the delete removes both."""
    cfn = labcloud.boto3_client("cloudformation")
    capabilities = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    transform = "Transform: AWS::Serverless-2016-10-31\n"
    cfn.create_stack(StackName="iot-ingest", TemplateBody=transform + INGEST, Capabilities=capabilities)
    stack = wait_stack(cfn, "iot-ingest", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Authorizer"] == "cfn-gate"
    described = iot.describe_authorizer(authorizerName="cfn-gate")["authorizerDescription"]
    assert described["authorizerArn"] == outputs["AuthorizerArn"] and described["signingDisabled"] is True
    gate = cfn.describe_stack_resource(StackName="iot-ingest", LogicalResourceId="Gate")
    assert described["authorizerFunctionArn"].endswith(
        ":function:" + gate["StackResourceDetail"]["PhysicalResourceId"]
    )
    tags = iot.list_tags_for_resource(resourceArn=outputs["AuthorizerArn"])["tags"]
    assert tags == [{"Key": "team", "Value": "devices"}]
    iot_data.publish(topic="$aws/rules/cfn_ingest", payload=b'{"reading": 7}')
    assert [json.loads(b) for b in receive(labcloud, outputs["Queue"])] == [{"reading": 7}]
    cfn.update_stack(
        StackName="iot-ingest",
        TemplateBody=transform + INGEST,
        Parameters=[{"ParameterKey": "Status", "ParameterValue": "INACTIVE"}],
        Capabilities=capabilities,
    )
    assert wait_stack(cfn, "iot-ingest", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    assert iot.describe_authorizer(authorizerName="cfn-gate")["authorizerDescription"]["status"] == "INACTIVE"
    cfn.delete_stack(StackName="iot-ingest")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert iot.list_authorizers()["authorizers"] == [] and iot.list_topic_rules()["rules"] == []
