"""ACM through CloudFormation: AWS::CertificateManager::Certificate is complete once ISSUED, its tags and
logging preference change in place, a new domain name replaces it, it goes with its stack, and an
API Gateway domain name in the same stack uses it (and is deleted before it); an EMAIL-validated one fails clearly."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from acm_helpers import refused

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Cert:
    Type: AWS::CertificateManager::Certificate
    Properties:
      DomainName: DOMAIN
      SubjectAlternativeNames: [www.DOMAIN]
      ValidationMethod: DNS
      DomainValidationOptions: [{DomainName: DOMAIN, HostedZoneId: Z123EXAMPLE}]
      CertificateTransparencyLoggingPreference: LOGGING
      Tags: [{Key: team, Value: TEAM}]
Outputs:
  Arn: {Value: !Ref Cert}
  AttArn: {Value: !GetAtt Cert.CertificateArn}
"""


def _body(domain: str = "example.com", team: str = "a", logging: str = "ENABLED") -> str:
    return TEMPLATE.replace("DOMAIN", domain).replace("TEAM", team).replace("LOGGING", logging)


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}


def test_a_certificate_stack_creates_updates_replaces_and_deletes(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    acm = labcloud.boto3_client("acm")
    cfn.create_stack(StackName="certs", TemplateBody=_body())
    stack = wait_stack(cfn, "certs", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    arn = _outputs(stack)["Arn"]
    assert _outputs(stack)["AttArn"] == arn
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["Status"] == "ISSUED" and cert["SubjectAlternativeNames"] == [
        "example.com",
        "www.example.com",
    ]
    assert acm.list_tags_for_certificate(CertificateArn=arn)["Tags"] == [{"Key": "team", "Value": "a"}]

    cfn.update_stack(StackName="certs", TemplateBody=_body(team="b", logging="DISABLED"))
    assert wait_stack(cfn, "certs", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["Options"]["CertificateTransparencyLoggingPreference"] == "DISABLED"
    assert acm.list_tags_for_certificate(CertificateArn=arn)["Tags"] == [{"Key": "team", "Value": "b"}]

    cfn.update_stack(StackName="certs", TemplateBody=_body(domain="example.net", team="b"))
    stack = wait_stack(cfn, "certs", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    replaced = _outputs(stack)["Arn"]
    assert replaced != arn
    assert acm.describe_certificate(CertificateArn=replaced)["Certificate"]["DomainName"] == "example.net"
    assert refused(acm.describe_certificate, CertificateArn=arn)[0] == "ResourceNotFoundException"

    cfn.delete_stack(StackName="certs")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert refused(acm.describe_certificate, CertificateArn=replaced)[0] == "ResourceNotFoundException"


DOMAIN_STACK = """Resources:
  Cert:
    Type: AWS::CertificateManager::Certificate
    Properties: {DomainName: api.example.com, ValidationMethod: DNS}
  Domain:
    Type: AWS::ApiGateway::DomainName
    Properties:
      DomainName: api.example.com
      RegionalCertificateArn: !Ref Cert
      EndpointConfiguration: {Types: [REGIONAL]}
Outputs:
  Arn: {Value: !Ref Cert}
"""


def test_a_domain_name_in_the_stack_uses_the_certificate_and_goes_first(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    acm = labcloud.boto3_client("acm")
    cfn.create_stack(StackName="custom-domain", TemplateBody=DOMAIN_STACK)
    stack = wait_stack(cfn, "custom-domain", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    arn = _outputs(stack)["Arn"]
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["InUseBy"] == ["arn:aws:apigateway:us-east-1::/domainnames/api.example.com"]
    cfn.delete_stack(StackName="custom-domain")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert refused(acm.describe_certificate, CertificateArn=arn)[0] == "ResourceNotFoundException"


def test_an_email_validated_certificate_fails_the_resource(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = """Resources:
  Cert:
    Type: AWS::CertificateManager::Certificate
    Properties: {DomainName: mail.example.com, ValidationMethod: EMAIL}
"""
    cfn.create_stack(StackName="emailcert", TemplateBody=body)
    stack = wait_stack(cfn, "emailcert", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="emailcert")["StackEvents"]
        if e["LogicalResourceId"] == "Cert" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons and "use ValidationMethod DNS" in reasons[0]
    assert labcloud.boto3_client("acm").list_certificates()["CertificateSummaryList"] == []


def test_an_account_resource_sets_days_before_expiry(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    acm = labcloud.boto3_client("acm")
    body = """Resources:
  Settings:
    Type: AWS::CertificateManager::Account
    Properties: {ExpiryEventsConfiguration: {DaysBeforeExpiry: DAYS}}
Outputs:
  Account: {Value: !Ref Settings}
  AccountId: {Value: !GetAtt Settings.AccountId}
"""
    cfn.create_stack(StackName="acm-account", TemplateBody=body.replace("DAYS", "20"))
    stack = wait_stack(cfn, "acm-account", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    assert _outputs(stack) == {"Account": "000000000000", "AccountId": "000000000000"}
    assert acm.get_account_configuration()["ExpiryEvents"] == {"DaysBeforeExpiry": 20}
    cfn.update_stack(StackName="acm-account", TemplateBody=body.replace("DAYS", "7"))
    assert wait_stack(cfn, "acm-account", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    assert acm.get_account_configuration()["ExpiryEvents"] == {"DaysBeforeExpiry": 7}
    cfn.delete_stack(StackName="acm-account")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert acm.get_account_configuration()["ExpiryEvents"] == {"DaysBeforeExpiry": 7}  # the setting stays
    cfn.create_stack(StackName="acm-bad", TemplateBody=body.replace("DAYS", "60"))
    assert wait_stack(cfn, "acm-bad", timeout=120)["StackStatus"] == "ROLLBACK_COMPLETE"
