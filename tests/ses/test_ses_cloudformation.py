"""SES through CloudFormation: AWS::SES::EmailIdentity (with its DKIM records as attributes),
AWS::SES::Template and AWS::SES::ConfigurationSet are created, updated (in place, and a template renamed is
replaced) and deleted with their stack; a property labcloud's SES lacks fails the resource clearly."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ses_helpers import refused

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Domain:
    Type: AWS::SES::EmailIdentity
    Properties:
      EmailIdentity: mail.example.com
      Tags: [{Key: team, Value: TEAM}]
  Sender:
    Type: AWS::SES::EmailIdentity
    Properties:
      EmailIdentity: sender@example.com
      ConfigurationSetAttributes: {ConfigurationSetName: !Ref Tracked}
  Tracked:
    Type: AWS::SES::ConfigurationSet
    Properties:
      Name: tracked
      SendingOptions: {SendingEnabled: SENDING}
  Welcome:
    Type: AWS::SES::Template
    Properties:
      Template:
        TemplateName: TEMPLATE_NAME
        SubjectPart: SUBJECT
        TextPart: "Hello {{name}}"
Outputs:
  Domain: {Value: !Ref Domain}
  Dkim1: {Value: !GetAtt Domain.DkimDNSTokenName1}
  DkimValue1: {Value: !GetAtt Domain.DkimDNSTokenValue1}
  Template: {Value: !Ref Welcome}
  ConfigurationSet: {Value: !Ref Tracked}
"""


def _body(team: str = "a", sending: str = "true", name: str = "welcome", subject: str = "Hi {{name}}") -> str:
    return (
        TEMPLATE.replace("TEAM", team)
        .replace("SENDING", sending)
        .replace("TEMPLATE_NAME", name)
        .replace("SUBJECT", f'"{subject}"')
    )


def test_ses_resources_create_update_delete(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    sesv2 = labcloud.boto3_client("sesv2")
    ses = labcloud.boto3_client("ses")
    cfn.create_stack(StackName="mail", TemplateBody=_body())
    stack = wait_stack(cfn, "mail", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Domain"] == "mail.example.com" and outputs["Template"] == "welcome"
    assert outputs["ConfigurationSet"] == "tracked"
    assert outputs["Dkim1"].endswith("._domainkey.mail.example.com")
    assert outputs["DkimValue1"].endswith(".dkim.amazonses.com")
    assert sesv2.get_email_identity(EmailIdentity="mail.example.com")["Tags"] == [
        {"Key": "team", "Value": "a"}
    ]
    assert sesv2.get_email_identity(EmailIdentity="sender@example.com")["ConfigurationSetName"] == "tracked"
    assert ses.get_template(TemplateName="welcome")["Template"]["SubjectPart"] == "Hi {{name}}"

    cfn.update_stack(StackName="mail", TemplateBody=_body(team="b", sending="false", subject="Hey {{name}}"))
    assert wait_stack(cfn, "mail", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    assert sesv2.get_email_identity(EmailIdentity="mail.example.com")["Tags"] == [
        {"Key": "team", "Value": "b"}
    ]
    assert sesv2.get_configuration_set(ConfigurationSetName="tracked")["SendingOptions"] == {
        "SendingEnabled": False
    }
    assert ses.get_template(TemplateName="welcome")["Template"]["SubjectPart"] == "Hey {{name}}"

    cfn.update_stack(StackName="mail", TemplateBody=_body(team="b", sending="false", name="welcome2"))
    assert wait_stack(cfn, "mail", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    assert [t["Name"] for t in ses.list_templates()["TemplatesMetadata"]] == ["welcome2"]  # replaced

    cfn.delete_stack(StackName="mail")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert ses.list_identities()["Identities"] == []
    assert ses.list_templates()["TemplatesMetadata"] == []
    code, _, _ = refused(sesv2.get_configuration_set, ConfigurationSetName="tracked")
    assert code == "NotFoundException"


def test_an_unserved_property_fails_the_resource(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = """Resources:
  Domain:
    Type: AWS::SES::EmailIdentity
    Properties:
      EmailIdentity: example.org
      MailFromAttributes: {MailFromDomain: bounce.example.org}
"""
    cfn.create_stack(StackName="mailfrom", TemplateBody=body)
    stack = wait_stack(cfn, "mailfrom", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons: list[Any] = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="mailfrom")["StackEvents"]
        if e["LogicalResourceId"] == "Domain" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons and "MailFromAttributes" in reasons[0]
