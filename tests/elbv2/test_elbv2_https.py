"""HTTPS listeners on application load balancers with ACM certificates: the certificate checks AWS makes
(missing, not found, not issued), security policies, the listener's certificate list (by API and by
CloudFormation's ListenerCertificate), mutual TLS refused by name, and the listener served through
labcloud's front door. Its own server: it moves labcloud's clock to issue certificates."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402
from elb_helpers import http, lb_url  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

FIXED = [{"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": "200", "MessageBody": "secure"}}]


@pytest.fixture(scope="module")
def server() -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(in_memory=True).start()
    try:
        yield process
    finally:
        process.stop()


def _code(call: Any, **params: Any) -> str:
    with pytest.raises(ClientError) as error:
        call(**params)
    return str(error.value.response["Error"]["Code"])


def _load_balancer(server: LabcloudProcess, name: str) -> dict[str, Any]:
    ec2 = server.boto3_client("ec2")
    found = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
    subnets = sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found}.values())[:2]
    elb = server.boto3_client("elbv2")
    return dict(elb.create_load_balancer(Name=name, Subnets=subnets)["LoadBalancers"][0])


def test_https_listeners_take_an_issued_acm_certificate(server: LabcloudProcess) -> None:
    elb, acm = server.boto3_client("elbv2"), server.boto3_client("acm")
    lb = _load_balancer(server, "secure-web")
    create = {
        "LoadBalancerArn": lb["LoadBalancerArn"],
        "Protocol": "HTTPS",
        "Port": 443,
        "DefaultActions": FIXED,
    }
    assert _code(elb.create_listener, **create) == "ValidationError"  # no certificate
    ghost = "arn:aws:acm:us-east-1:000000000000:certificate/00000000-0000-0000-0000-000000000000"
    assert (
        _code(elb.create_listener, **create, Certificates=[{"CertificateArn": ghost}])
        == "CertificateNotFound"
    )
    cert = acm.request_certificate(DomainName="secure.example.com", ValidationMethod="DNS")["CertificateArn"]
    pending = [{"CertificateArn": cert}]
    assert _code(elb.create_listener, **create, Certificates=pending) == "UnsupportedCertificate"
    server.advance_clock("3601")  # DNS validation is done after labcloud's clock moves
    assert acm.describe_certificate(CertificateArn=cert)["Certificate"]["Status"] == "ISSUED"
    assert _code(elb.create_listener, **create, Certificates=pending, SslPolicy="NoSuchPolicy") == (
        "SSLPolicyNotFound"
    )
    listener = elb.create_listener(**create, Certificates=pending)["Listeners"][0]
    assert listener["Protocol"] == "HTTPS" and listener["Certificates"] == [{"CertificateArn": cert}]
    assert listener["SslPolicy"] == "ELBSecurityPolicy-2016-08"
    described = elb.describe_listeners(ListenerArns=[listener["ListenerArn"]])["Listeners"][0]
    assert described == listener  # nothing of labcloud's own bookkeeping in the answer

    # a second certificate for SNI: listed, not default; the default one cannot be removed
    other = acm.request_certificate(DomainName="other.example.com", ValidationMethod="DNS")["CertificateArn"]
    server.advance_clock("3601")
    arn = listener["ListenerArn"]
    elb.add_listener_certificates(ListenerArn=arn, Certificates=[{"CertificateArn": other}])
    listed = elb.describe_listener_certificates(ListenerArn=arn)["Certificates"]
    assert listed == [
        {"CertificateArn": cert, "IsDefault": True},
        {"CertificateArn": other, "IsDefault": False},
    ]
    assert (
        _code(elb.remove_listener_certificates, ListenerArn=arn, Certificates=pending)
        == "OperationNotPermitted"
    )
    elb.remove_listener_certificates(ListenerArn=arn, Certificates=[{"CertificateArn": other}])
    assert len(elb.describe_listener_certificates(ListenerArn=arn)["Certificates"]) == 1
    assert (
        _code(elb.add_listener_certificates, ListenerArn=arn, Certificates=[{"CertificateArn": ghost}])
        == "CertificateNotFound"
    )

    # the policy can change; an HTTP listener takes neither certificates nor a policy
    modified = elb.modify_listener(ListenerArn=arn, SslPolicy="ELBSecurityPolicy-TLS13-1-2-2021-06")[
        "Listeners"
    ][0]
    assert (
        modified["SslPolicy"] == "ELBSecurityPolicy-TLS13-1-2-2021-06" and modified["Certificates"] == pending
    )
    plain = {**create, "Protocol": "HTTP", "Port": 80, "Certificates": pending}
    assert _code(elb.create_listener, **plain) == "ValidationError"
    policies = elb.describe_ssl_policies(Names=["ELBSecurityPolicy-TLS13-1-2-2021-06"])["SslPolicies"]
    assert policies[0]["SslProtocols"] == ["TLSv1.2", "TLSv1.3"]
    assert policies[0]["SupportedLoadBalancerTypes"] == ["application", "network"]
    assert elb.describe_ssl_policies(LoadBalancerType="gateway")["SslPolicies"] == []
    assert _code(elb.describe_ssl_policies, Names=["NoSuchPolicy"]) == "SSLPolicyNotFound"

    # served through the front door on its port (labcloud terminates no TLS)
    status, _, body = http(lb_url(server, lb["DNSName"], "/", 443))
    assert status == 200 and body == b"secure"


def _issued(server: LabcloudProcess, *domains: str) -> list[str]:
    acm = server.boto3_client("acm")
    arns = [acm.request_certificate(DomainName=d, ValidationMethod="DNS")["CertificateArn"] for d in domains]
    server.advance_clock("3601")  # DNS validation is done after labcloud's clock moves
    return arns


def _https_listener(server: LabcloudProcess, name: str, certificate: str) -> dict[str, Any]:
    lb = _load_balancer(server, name)
    return dict(
        server.boto3_client("elbv2").create_listener(
            LoadBalancerArn=lb["LoadBalancerArn"],
            Protocol="HTTPS",
            Port=443,
            Certificates=[{"CertificateArn": certificate}],
            DefaultActions=FIXED,
        )["Listeners"][0]
    )


CERTIFICATES = """
Parameters:
  Listener: {Type: String}
  Certs: {Type: CommaDelimitedList}
Resources:
  Extra:
    Type: AWS::ElasticLoadBalancingV2::ListenerCertificate
    Properties:
      ListenerArn: !Ref Listener
      Certificates: CERTS
Outputs:
  Ref: {Value: !Ref Extra}
"""


def test_a_stack_listener_certificate_adds_replaces_and_removes_the_set(server: LabcloudProcess) -> None:
    elb, cfn = server.boto3_client("elbv2"), server.boto3_client("cloudformation")
    default, one, two, three = _issued(
        server, "d.example.com", "1.example.com", "2.example.com", "3.example.com"
    )
    arn = _https_listener(server, "cfn-sni", default)["ListenerArn"]

    def listed() -> list[tuple[str, bool]]:
        return [
            (c["CertificateArn"], c["IsDefault"])
            for c in elb.describe_listener_certificates(ListenerArn=arn)["Certificates"]
        ]

    def template(*certs: str) -> str:
        return CERTIFICATES.replace("CERTS", "[" + ", ".join(f"{{CertificateArn: {c}}}" for c in certs) + "]")

    params = [
        {"ParameterKey": "Listener", "ParameterValue": arn},
        {"ParameterKey": "Certs", "ParameterValue": "x"},
    ]
    # the default certificate named in the set is neither added again nor ever removed
    cfn.create_stack(StackName="sni", TemplateBody=template(default, one, two), Parameters=params)
    stack = wait_stack(cfn, "sni", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    assert stack["Outputs"][0]["OutputValue"] == arn
    assert listed() == [(default, True), (one, False), (two, False)]

    cfn.update_stack(StackName="sni", TemplateBody=template(default, two, three), Parameters=params)
    assert wait_stack(cfn, "sni", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    assert listed() == [(default, True), (two, False), (three, False)]

    cfn.delete_stack(StackName="sni")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert listed() == [(default, True)]

    # a certificate ELBv2 refuses fails the resource with its reason
    ghost = "arn:aws:acm:us-east-1:000000000000:certificate/00000000-0000-0000-0000-000000000000"
    cfn.create_stack(StackName="sni-bad", TemplateBody=template(ghost), Parameters=params)
    assert wait_stack(cfn, "sni-bad", timeout=120)["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="sni-bad")["StackEvents"]
    ]
    assert any("CertificateNotFound" in r or "not found" in r for r in reasons), reasons
    assert listed() == [(default, True)]


def test_mutual_tls_is_refused_by_name_and_mode_off_is_kept(server: LabcloudProcess) -> None:
    elb, cfn = server.boto3_client("elbv2"), server.boto3_client("cloudformation")
    [cert] = _issued(server, "mtls.example.com")
    lb = _load_balancer(server, "mtls")
    store = "arn:aws:elasticloadbalancing:us-east-1:000000000000:truststore/ts/0123456789abcdef"
    create = {
        "LoadBalancerArn": lb["LoadBalancerArn"],
        "Protocol": "HTTPS",
        "Port": 443,
        "Certificates": [{"CertificateArn": cert}],
        "DefaultActions": FIXED,
    }
    for mode in ("verify", "passthrough"):
        given = {"Mode": mode, **({"TrustStoreArn": store} if mode == "verify" else {})}
        with pytest.raises(ClientError) as error:
            elb.create_listener(**create, MutualAuthentication=given)
        assert error.value.response["Error"]["Code"] == "ValidationError"
        assert f"MutualAuthentication mode '{mode}'" in error.value.response["Error"]["Message"]
    assert (
        _code(elb.create_listener, **create, MutualAuthentication={"Mode": "off", "TrustStoreArn": store})
        == "ValidationError"
    )
    plain = {**create, "Protocol": "HTTP", "Port": 80}
    del plain["Certificates"]
    assert _code(elb.create_listener, **plain, MutualAuthentication={"Mode": "off"}) == "ValidationError"
    assert (
        _code(
            elb.create_trust_store, Name="ts", CaCertificatesBundleS3Bucket="b", CaCertificatesBundleS3Key="k"
        )
        == "NotImplementedException"
    )

    listener = elb.create_listener(**create, MutualAuthentication={"Mode": "off"})["Listeners"][0]
    assert listener["MutualAuthentication"]["Mode"] == "off"
    arn = listener["ListenerArn"]
    assert (
        _code(
            elb.modify_listener,
            ListenerArn=arn,
            MutualAuthentication={"Mode": "verify", "TrustStoreArn": store},
        )
        == "ValidationError"
    )
    kept = elb.modify_listener(ListenerArn=arn, SslPolicy="ELBSecurityPolicy-TLS13-1-2-2021-06")["Listeners"][
        0
    ]
    assert kept["MutualAuthentication"]["Mode"] == "off"

    template = f"""
Resources:
  Listener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: {lb["LoadBalancerArn"]}
      Port: 8443
      Protocol: HTTPS
      Certificates: [{{CertificateArn: {cert}}}]
      MutualAuthentication: {{Mode: verify, TrustStoreArn: {store}}}
      DefaultActions: [{{Type: fixed-response, FixedResponseConfig: {{StatusCode: "200"}}}}]
"""
    cfn.create_stack(StackName="mtls", TemplateBody=template)
    assert wait_stack(cfn, "mtls", timeout=120)["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "") for e in cfn.describe_stack_events(StackName="mtls")["StackEvents"]
    ]
    assert any("MutualAuthentication mode 'verify'" in r for r in reasons), reasons
