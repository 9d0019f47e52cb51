"""HTTPS listeners on application load balancers with ACM certificates: the certificate checks AWS makes
(missing, not found, not issued), security policies, the listener's certificate list, and the listener
served through labcloud's front door. Its own server: it moves labcloud's clock to issue certificates."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).resolve().parent))
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
