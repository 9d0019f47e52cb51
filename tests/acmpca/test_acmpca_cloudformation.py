"""AWS Private CA through CloudFormation, as AWS's documented pattern: a root CA, its own certificate
issued from GetAtt CertificateSigningRequest by RootCACertificate/V1, the activation importing it, a
subordinate CA signed by the root, and an end-entity certificate; updates in place; the stack's delete
disables and deletes the CAs. Also AWS::Logs::ResourcePolicy."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from cryptography import x509
from pca_helpers import leaf_csr, load, load_all

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Parameters:
  Csr: {Type: String}
  Team: {Type: String}
  Status: {Type: String, Default: ACTIVE}
Resources:
  Root:
    Type: AWS::ACMPCA::CertificateAuthority
    Properties:
      Type: ROOT
      KeyAlgorithm: EC_prime256v1
      SigningAlgorithm: SHA256WITHECDSA
      Subject: {CommonName: CFN Root, Organization: labcloud}
      Tags: [{Key: team, Value: !Ref Team}]
  RootCert:
    Type: AWS::ACMPCA::Certificate
    Properties:
      CertificateAuthorityArn: !Ref Root
      CertificateSigningRequest: !GetAtt Root.CertificateSigningRequest
      SigningAlgorithm: SHA256WITHECDSA
      TemplateArn: arn:aws:acm-pca:::template/RootCACertificate/V1
      Validity: {Type: YEARS, Value: 10}
  RootActivation:
    Type: AWS::ACMPCA::CertificateAuthorityActivation
    Properties:
      CertificateAuthorityArn: !Ref Root
      Certificate: !GetAtt RootCert.Certificate
      Status: !Ref Status
  Sub:
    Type: AWS::ACMPCA::CertificateAuthority
    Properties:
      Type: SUBORDINATE
      KeyAlgorithm: RSA_2048
      SigningAlgorithm: SHA256WITHRSA
      Subject: {CommonName: CFN Sub}
  SubCert:
    Type: AWS::ACMPCA::Certificate
    DependsOn: RootActivation
    Properties:
      CertificateAuthorityArn: !Ref Root
      CertificateSigningRequest: !GetAtt Sub.CertificateSigningRequest
      SigningAlgorithm: SHA256WITHECDSA
      TemplateArn: arn:aws:acm-pca:::template/SubordinateCACertificate_PathLen0/V1
      Validity: {Type: YEARS, Value: 5}
  SubActivation:
    Type: AWS::ACMPCA::CertificateAuthorityActivation
    Properties:
      CertificateAuthorityArn: !Ref Sub
      Certificate: !GetAtt SubCert.Certificate
      CertificateChain: !GetAtt RootActivation.CompleteCertificateChain
  Leaf:
    Type: AWS::ACMPCA::Certificate
    DependsOn: SubActivation
    Properties:
      CertificateAuthorityArn: !Ref Sub
      CertificateSigningRequest: !Ref Csr
      SigningAlgorithm: SHA256WITHRSA
      TemplateArn: arn:aws:acm-pca:::template/EndEntityServerAuthCertificate/V1
      Validity: {Type: DAYS, Value: 90}
  AcmMayIssue:
    Type: AWS::ACMPCA::Permission
    Properties:
      CertificateAuthorityArn: !Ref Sub
      Principal: acm.amazonaws.com
      Actions: [IssueCertificate, GetCertificate, ListPermissions]
Outputs:
  Root: {Value: !Ref Root}
  RootArn: {Value: !GetAtt Root.Arn}
  Sub: {Value: !Ref Sub}
  Leaf: {Value: !Ref Leaf}
  LeafArn: {Value: !GetAtt Leaf.Arn}
  LeafPem: {Value: !GetAtt Leaf.Certificate}
"""


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}


def _params(csr: bytes, team: str, status: str = "ACTIVE") -> list[dict[str, str]]:
    return [
        {"ParameterKey": "Csr", "ParameterValue": csr.decode()},
        {"ParameterKey": "Team", "ParameterValue": team},
        {"ParameterKey": "Status", "ParameterValue": status},
    ]


def test_a_root_and_subordinate_hierarchy_stack(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    pca = labcloud.boto3_client("acm-pca")
    _, csr = leaf_csr("cfn.internal.example")
    stack_id = cfn.create_stack(StackName="pki", TemplateBody=TEMPLATE, Parameters=_params(csr, "a"))[
        "StackId"
    ]
    stack = wait_stack(cfn, "pki", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    root, sub = out["Root"], out["Sub"]
    assert (
        out["RootArn"] == root
        and out["LeafArn"] == out["Leaf"]
        and out["Leaf"].startswith(sub + "/certificate/")
    )
    for ca in (root, sub):
        assert (
            pca.describe_certificate_authority(CertificateAuthorityArn=ca)["CertificateAuthority"]["Status"]
            == "ACTIVE"
        )
    got = pca.get_certificate(CertificateAuthorityArn=sub, CertificateArn=out["Leaf"])
    leaf = load(out["LeafPem"])
    assert leaf == load(got["Certificate"])
    sub_cert, root_cert = load_all(got["CertificateChain"])
    leaf.verify_directly_issued_by(sub_cert)
    sub_cert.verify_directly_issued_by(root_cert)
    root_cert.verify_directly_issued_by(root_cert)
    assert root_cert.subject.rfc4514_string() == "CN=CFN Root,O=labcloud"
    assert list(leaf.extensions.get_extension_for_class(x509.ExtendedKeyUsage).value) == [
        x509.oid.ExtendedKeyUsageOID.SERVER_AUTH
    ]

    granted = pca.list_permissions(CertificateAuthorityArn=sub)["Permissions"]
    assert [(p["Principal"], sorted(p["Actions"])) for p in granted] == [
        ("acm.amazonaws.com", ["GetCertificate", "IssueCertificate", "ListPermissions"])
    ]

    cfn.update_stack(StackName="pki", TemplateBody=TEMPLATE, Parameters=_params(csr, "b", "DISABLED"))
    assert wait_stack(cfn, "pki", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    described = pca.describe_certificate_authority(CertificateAuthorityArn=root)["CertificateAuthority"]
    assert described["Status"] == "DISABLED"
    assert pca.list_tags(CertificateAuthorityArn=root)["Tags"] == [{"Key": "team", "Value": "b"}]

    cfn.delete_stack(StackName="pki")
    assert wait_stack(cfn, stack_id, timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    for ca in (root, sub):
        described = pca.describe_certificate_authority(CertificateAuthorityArn=ca)["CertificateAuthority"]
        assert described["Status"] == "DELETED"
        assert (described["RestorableUntil"] - described["LastStateChangeAt"]).days == 7


def test_a_failing_certificate_fails_the_stack_with_aws_code(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = TEMPLATE.split("  RootActivation:")[0] + "Outputs:\n  Root: {Value: !Ref Root}\n"
    body = body.replace("RootCACertificate/V1", "EndEntityCertificate/V1")  # the CA is not ACTIVE yet
    cfn.create_stack(StackName="pki-bad", TemplateBody=body, Parameters=_params(b"x", "a"))
    stack = wait_stack(cfn, "pki-bad", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="pki-bad")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "RootCert"]
    assert any("InvalidStateException" in r or "ACTIVE" in r for r in reasons), reasons


LOGS_TEMPLATE = """Parameters:
  Service: {Type: String}
Resources:
  Policy:
    Type: AWS::Logs::ResourcePolicy
    Properties:
      PolicyName: route53-query-logging
      PolicyDocument: !Sub '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Principal":{"Service":"${Service}"},"Action":["logs:CreateLogStream","logs:PutLogEvents"],"Resource":"*"}]}'
Outputs:
  Name: {Value: !Ref Policy}
"""


def test_logs_resource_policy_stack(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    logs = labcloud.boto3_client("logs")

    def principal() -> list[str]:
        found = logs.describe_resource_policies()["resourcePolicies"]
        return [
            json.loads(p["policyDocument"])["Statement"][0]["Principal"]["Service"]
            for p in found
            if p["policyName"] == "route53-query-logging"
        ]

    def params(service: str) -> list[dict[str, str]]:
        return [{"ParameterKey": "Service", "ParameterValue": service}]

    stack_id = cfn.create_stack(
        StackName="logpol", TemplateBody=LOGS_TEMPLATE, Parameters=params("route53.amazonaws.com")
    )["StackId"]
    stack = wait_stack(cfn, "logpol", timeout=60)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    assert _outputs(stack)["Name"] == "route53-query-logging"
    assert principal() == ["route53.amazonaws.com"]
    cfn.update_stack(
        StackName="logpol", TemplateBody=LOGS_TEMPLATE, Parameters=params("delivery.logs.amazonaws.com")
    )
    assert wait_stack(cfn, "logpol", timeout=60)["StackStatus"] == "UPDATE_COMPLETE"
    assert principal() == ["delivery.logs.amazonaws.com"]
    cfn.delete_stack(StackName="logpol")
    assert wait_stack(cfn, stack_id, timeout=60)["StackStatus"] == "DELETE_COMPLETE"
    assert principal() == []
