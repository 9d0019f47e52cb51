"""The ``aws`` CLI against ACM, what ACM answered 2xx for surviving a restart (certificates with their
PEM and keys, tags, the account's CA and configuration), IAM's ``acm:`` actions on certificate ARNs,
and the view's map."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from acm_helpers import cert_pem, issued, key_pem, make_certificate, refused

from labcloud.testing.server_process import LabcloudProcess


def test_the_aws_cli_requests_imports_and_describes(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    arn = labcloud.aws_json(
        "acm",
        "request-certificate",
        "--domain-name",
        "cli.example.com",
        "--validation-method",
        "DNS",
        "--subject-alternative-names",
        "www.cli.example.com",
        "--idempotency-token",
        "cli1",
    )["CertificateArn"]
    labcloud.aws("acm", "wait", "certificate-validated", "--certificate-arn", arn)
    described = labcloud.aws_json("acm", "describe-certificate", "--certificate-arn", arn)["Certificate"]
    assert (
        described["Status"] == "ISSUED" and described["SubjectAlternativeNames"][1] == "www.cli.example.com"
    )
    key, leaf = make_certificate(["cli-import.example.com"])
    (tmp_path / "cert.pem").write_bytes(cert_pem(leaf))
    (tmp_path / "key.pem").write_bytes(key_pem(key))
    imported = labcloud.aws_json(
        "acm",
        "import-certificate",
        "--certificate",
        f"fileb://{tmp_path / 'cert.pem'}",
        "--private-key",
        f"fileb://{tmp_path / 'key.pem'}",
    )["CertificateArn"]
    listed = labcloud.aws_json("acm", "list-certificates", "--certificate-statuses", "ISSUED")
    assert {c["CertificateArn"] for c in listed["CertificateSummaryList"]} == {arn, imported}
    pem = labcloud.aws_json("acm", "get-certificate", "--certificate-arn", imported)["Certificate"]
    assert pem == cert_pem(leaf).decode().strip()
    failed = labcloud.aws("acm", "delete-certificate", "--certificate-arn", arn + "0", check=False)
    assert failed.returncode != 0 and "ResourceNotFoundException" in failed.stderr


def test_what_acm_answered_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        acm = server.boto3_client("acm")
        arn = acm.request_certificate(
            DomainName="kept.example.com", ValidationMethod="DNS", Tags=[{"Key": "k", "Value": "v"}]
        )["CertificateArn"]
        before = issued(acm, arn)
        pems = acm.get_certificate(CertificateArn=arn)
        key, leaf = make_certificate(["imported.example.com"])
        imported = acm.import_certificate(Certificate=cert_pem(leaf), PrivateKey=key_pem(key))[
            "CertificateArn"
        ]
        acm.put_account_configuration(ExpiryEvents={"DaysBeforeExpiry": 20}, IdempotencyToken="t")
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        acm = again.boto3_client("acm")
        after = acm.describe_certificate(CertificateArn=arn)["Certificate"]
        assert after["Serial"] == before["Serial"] and after["Status"] == "ISSUED"
        assert acm.get_certificate(CertificateArn=arn) | {"ResponseMetadata": None} == pems | {
            "ResponseMetadata": None
        }
        assert acm.list_tags_for_certificate(CertificateArn=arn)["Tags"] == [{"Key": "k", "Value": "v"}]
        assert acm.describe_certificate(CertificateArn=imported)["Certificate"]["Type"] == "IMPORTED"
        assert acm.get_account_configuration()["ExpiryEvents"] == {"DaysBeforeExpiry": 20}
        # the account's CA is the same one: a new certificate's chain is the old chain
        second = acm.request_certificate(DomainName="next.example.com", ValidationMethod="DNS")[
            "CertificateArn"
        ]
        issued(acm, second)
        assert acm.get_certificate(CertificateArn=second)["CertificateChain"] == pems["CertificateChain"]
    finally:
        again.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_iam_grants_acm_actions_on_certificate_arns(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    root = enforcing.boto3_client("acm")
    mine = root.request_certificate(DomainName="mine.example.com", ValidationMethod="DNS")["CertificateArn"]
    theirs = root.request_certificate(DomainName="theirs.example.com", ValidationMethod="DNS")[
        "CertificateArn"
    ]
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="certs")
    created = iam.create_access_key(UserName="certs")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["acm:DescribeCertificate", "acm:AddTagsToCertificate"],
                "Resource": mine,
            },
            {"Effect": "Allow", "Action": "acm:ListCertificates", "Resource": "*"},
        ],
    }
    iam.put_user_policy(UserName="certs", PolicyName="p", PolicyDocument=json.dumps(policy))
    acm: Any = enforcing.boto3_client(
        "acm", aws_access_key_id=created["AccessKeyId"], aws_secret_access_key=created["SecretAccessKey"]
    )
    assert acm.describe_certificate(CertificateArn=mine)["Certificate"]["DomainName"] == "mine.example.com"
    assert len(acm.list_certificates()["CertificateSummaryList"]) == 2
    code, message = refused(acm.describe_certificate, CertificateArn=theirs)
    assert code == "AccessDeniedException" and "acm:DescribeCertificate" in message
    assert refused(acm.delete_certificate, CertificateArn=mine)[0] == "AccessDeniedException"
    assert refused(acm.request_certificate, DomainName="x.example.com")[0] == "AccessDeniedException"


def test_the_map_draws_certificates_and_the_domain_names_using_them(labcloud: LabcloudProcess) -> None:
    acm = labcloud.boto3_client("acm")
    arn = acm.request_certificate(DomainName="map.example.com", ValidationMethod="DNS")["CertificateArn"]
    issued(acm, arn)
    labcloud.boto3_client("apigateway").create_domain_name(
        domainName="map.example.com",
        regionalCertificateArn=arn,
        endpointConfiguration={"types": ["REGIONAL"]},
    )
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[arn]["kind"] == "acm.certificate" and nodes[arn]["facts"]["status"] == "ISSUED"
    edges = {(e["kind"], e["from"], e["to"]) for e in drawn["edges"] if e["to"] == arn}
    assert edges == {("uses-certificate", "arn:aws:apigateway:us-east-1::/domainnames/map.example.com", arn)}
