"""An API Gateway REST API whose AWS integration calls SES (``arn:aws:apigateway:REGION:email:action/SendEmail``
with a form mapping template, as AWS's apigw-ses-transformation pattern does): the message is sent as the
integration's role, and the line breaks the template leaves in header values are folded, never a 500."""

from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path
from typing import Any

from ses_helpers import simple

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - {Effect: Allow, Principal: {Service: apigateway.amazonaws.com}, Action: sts:AssumeRole}
      Policies:
        - PolicyName: send
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - {Effect: Allow, Action: ses:SendEmail, Resource: "*"}
  Api:
    Type: AWS::ApiGateway::RestApi
    Properties: {Name: mailer}
  Post:
    Type: AWS::ApiGateway::Method
    Properties:
      RestApiId: !Ref Api
      ResourceId: !GetAtt Api.RootResourceId
      HttpMethod: POST
      AuthorizationType: NONE
      MethodResponses: [{StatusCode: "200"}]
      Integration:
        Type: AWS
        IntegrationHttpMethod: POST
        Credentials: !GetAtt Role.Arn
        Uri: !Sub arn:aws:apigateway:${AWS::Region}:email:action/SendEmail
        PassthroughBehavior: WHEN_NO_TEMPLATES
        RequestParameters:
          integration.request.header.Content-Type: "'application/x-www-form-urlencoded'"
        RequestTemplates:
          application/json: |-
            #set($inputRoot = $input.path('$'))
            Action=SendEmail
            &Source=$inputRoot.from
            #foreach($to in $inputRoot.to)
            &Destination.ToAddresses.member.$foreach.count=$to
            #end
            &Message.Subject.Data=$inputRoot.subject
            &Message.Body.Text.Data=$inputRoot.text
        IntegrationResponses: [{StatusCode: "200"}]
  Deployment:
    Type: AWS::ApiGateway::Deployment
    DependsOn: Post
    Properties: {RestApiId: !Ref Api, StageName: dev}
Outputs:
  Api: {Value: !Ref Api}
"""


def test_an_api_sends_mail_through_an_aws_integration(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="mailapi", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "mailapi", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api = stack["Outputs"][0]["OutputValue"]
    labcloud.boto3_client("ses").verify_email_identity(EmailAddress="api@example.com")
    body = {
        "from": "api@example.com",
        "to": ["x@example.net", "y@example.net"],
        "subject": "By API",
        "text": "t",
    }
    request = urllib.request.Request(
        f"{labcloud.endpoint}/_labcloud/execute-api/{api}/dev/",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        answer: Any = json.loads(response.read())
    mid = answer["SendEmailResponse"]["SendEmailResult"]["MessageId"]
    shown = labcloud.get(f"/_labcloud/ses/messages/{mid}")
    assert shown["Source"] == "api@example.com" and shown["Subject"] == "By API"
    assert shown["Destination"] == {"ToAddresses": ["x@example.net", "y@example.net"]}


def test_line_breaks_in_header_values_are_folded(labcloud: LabcloudProcess) -> None:
    ses = labcloud.boto3_client("ses")
    ses.verify_email_identity(EmailAddress="api@example.com")
    mid = ses.send_email(
        Source="api@example.com\n",
        Destination={"ToAddresses": ["x@example.net\n"]},
        Message=simple("two\nlines"),
    )["MessageId"]
    shown = labcloud.get(f"/_labcloud/ses/messages/{mid}")
    assert (shown["Source"], shown["Subject"]) == ("api@example.com", "two lines")
    assert shown["Destination"] == {"ToAddresses": ["x@example.net"]}
