"""SES receiving through CloudFormation: AWS::SES::ReceiptRuleSet, AWS::SES::ReceiptRule (an S3 action whose
bucket policy lets SES write, as AWS's ses-s3 patterns do; After; updated in place, renamed by replacement)
and AWS::SES::ReceiptFilter are created, updated and deleted with their stack; a rule SES refuses fails the
resource with SES's error."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ses_helpers import refused

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Inbox:
    Type: AWS::S3::Bucket
  InboxPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref Inbox
      PolicyDocument:
        Statement:
          - Effect: Allow
            Principal: {Service: ses.amazonaws.com}
            Action: s3:PutObject
            Resource: !Sub "arn:aws:s3:::${Inbox}/*"
            Condition: {StringEquals: {"aws:Referer": !Ref AWS::AccountId}}
  RuleSet:
    Type: AWS::SES::ReceiptRuleSet
    Properties:
      RuleSetName: inbound-rules
  Store:
    Type: AWS::SES::ReceiptRule
    DependsOn: InboxPolicy
    Properties:
      RuleSetName: !Ref RuleSet
      Rule:
        Name: STORE_NAME
        Enabled: ENABLED
        Recipients: [example.org]
        Actions:
          - S3Action: {BucketName: !Ref Inbox, ObjectKeyPrefix: mail/}
  Tag:
    Type: AWS::SES::ReceiptRule
    Properties:
      RuleSetName: !Ref RuleSet
      After: AFTER
      Rule:
        Enabled: true
        Actions:
          - AddHeaderAction: {HeaderName: X-Stack, HeaderValue: mail}
  Office:
    Type: AWS::SES::ReceiptFilter
    Properties:
      Filter:
        Name: FILTER
        IpFilter: {Policy: Allow, Cidr: CIDR}
Outputs:
  RuleSet: {Value: !Ref RuleSet}
  Store: {Value: !Ref Store}
  Tag: {Value: !Ref Tag}
  Filter: {Value: !Ref Office}
  Bucket: {Value: !Ref Inbox}
"""


def _body(
    name: str = "store",
    enabled: str = "true",
    after: str = "!Ref Store",
    cidr: str = "10.0.0.0/24",
    office: str = "office",
) -> str:
    return (
        TEMPLATE.replace("STORE_NAME", name)
        .replace("ENABLED", enabled)
        .replace("AFTER", after)
        .replace("CIDR", cidr)
        .replace("FILTER", office)
    )


def _names(ses: Any) -> list[str]:
    return [r["Name"] for r in ses.describe_receipt_rule_set(RuleSetName="inbound-rules")["Rules"]]


def test_receipt_resources_create_update_delete(labcloud: LabcloudProcess) -> None:
    cfn, ses = labcloud.boto3_client("cloudformation"), labcloud.boto3_client("ses")
    cfn.create_stack(StackName="receiving", TemplateBody=_body())
    stack = wait_stack(cfn, "receiving", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert (
        outputs["RuleSet"] == "inbound-rules"
        and outputs["Store"] == "store"
        and outputs["Filter"] == "office"
    )
    tag = outputs["Tag"]
    assert tag.startswith("receiving-Tag-")
    assert _names(ses) == ["store", tag]
    rule = ses.describe_receipt_rule(RuleSetName="inbound-rules", RuleName="store")["Rule"]
    assert rule["Enabled"] is True and rule["Recipients"] == ["example.org"]
    assert rule["Actions"] == [{"S3Action": {"BucketName": outputs["Bucket"], "ObjectKeyPrefix": "mail/"}}]
    assert ses.list_receipt_filters()["Filters"] == [
        {"Name": "office", "IpFilter": {"Policy": "Allow", "Cidr": "10.0.0.0/24"}}
    ]

    # in place: the rule disabled, the second rule moved first; the filter replaced
    cfn.update_stack(
        StackName="receiving",
        TemplateBody=_body(enabled="false", after='""', cidr="10.0.1.0/24", office="office2"),
    )
    stack = wait_stack(cfn, "receiving", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", [
        e.get("ResourceStatusReason")
        for e in cfn.describe_stack_events(StackName="receiving")["StackEvents"]
        if "FAILED" in e["ResourceStatus"]
    ]
    assert (
        ses.describe_receipt_rule(RuleSetName="inbound-rules", RuleName="store")["Rule"]["Enabled"] is False
    )
    assert _names(ses) == [tag, "store"]
    assert ses.list_receipt_filters()["Filters"] == [
        {"Name": "office2", "IpFilter": {"Policy": "Allow", "Cidr": "10.0.1.0/24"}}
    ]

    # a new rule name replaces the rule
    cfn.update_stack(
        StackName="receiving",
        TemplateBody=_body(name="kept", enabled="false", after='""', cidr="10.0.1.0/24", office="office2"),
    )
    assert wait_stack(cfn, "receiving", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    assert sorted(_names(ses)) == sorted([tag, "kept"])

    cfn.delete_stack(StackName="receiving")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert refused(ses.describe_receipt_rule_set, RuleSetName="inbound-rules")[0] == "RuleSetDoesNotExist"
    assert ses.list_receipt_filters()["Filters"] == []


def test_a_rule_ses_refuses_fails_the_resource(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = """Resources:
  RuleSet:
    Type: AWS::SES::ReceiptRuleSet
  ToNowhere:
    Type: AWS::SES::ReceiptRule
    Properties:
      RuleSetName: !Ref RuleSet
      Rule:
        Actions:
          - S3Action: {BucketName: no-such-bucket-here}
"""
    cfn.create_stack(StackName="refused", TemplateBody=body)
    stack = wait_stack(cfn, "refused", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons: list[Any] = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="refused")["StackEvents"]
        if e["LogicalResourceId"] == "ToNowhere" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons and "InvalidS3Configuration" in reasons[0]
    assert labcloud.boto3_client("ses").list_receipt_rule_sets()["RuleSets"] == []
