"""RequestCertificate and its lifecycle on labcloud's clock: DNS validation records in AWS's format, the
issue by the account's labcloud CA (a real X.509 chain), EMAIL validation that waits and times out, the
idempotency token's hour, and each refusal with AWS's error code."""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta, timezone
from typing import Any

from acm_helpers import cert_pem, ec_key, issued, key_pem, make_certificate, refused
from cryptography import x509
from cryptography.x509.oid import ExtendedKeyUsageOID

from labcloud.testing.server_process import LabcloudProcess

_NAME = re.compile(r"^_[0-9a-f]{32}\.(.+)\.$")
_VALUE = re.compile(r"^_[0-9a-f]{32}\.[0-9a-f]{10}\.acm-validations\.aws\.$")


def test_a_dns_request_shows_its_cnames_then_is_issued_by_the_accounts_ca(slow: LabcloudProcess) -> None:
    acm = slow.boto3_client("acm")
    arn = acm.request_certificate(
        DomainName="example.com",
        SubjectAlternativeNames=["*.example.com", "api.example.com"],
        ValidationMethod="DNS",
        KeyAlgorithm="EC_prime256v1",
    )["CertificateArn"]
    assert re.match(r"^arn:aws:acm:us-east-1:000000000000:certificate/[0-9a-f-]{36}$", arn)
    pending = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert pending["Status"] == "PENDING_VALIDATION" and pending["Type"] == "AMAZON_ISSUED"
    assert pending["SubjectAlternativeNames"] == ["example.com", "*.example.com", "api.example.com"]
    records = {o["DomainName"]: o["ResourceRecord"] for o in pending["DomainValidationOptions"]}
    for name, record in records.items():
        assert record["Type"] == "CNAME" and _VALUE.match(record["Value"])
        assert _NAME.match(record["Name"]).group(1) == name.removeprefix("*.")  # type: ignore[union-attr]
    assert (
        records["*.example.com"] == records["example.com"]
    )  # a wildcard is validated by its parent's record
    assert {o["ValidationStatus"] for o in pending["DomainValidationOptions"]} == {"PENDING_VALIDATION"}
    assert "Serial" not in pending and "NotAfter" not in pending
    code, message = refused(acm.get_certificate, CertificateArn=arn)
    assert code == "RequestInProgressException" and "PENDING_VALIDATION" in message

    slow.advance_clock("3601")
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["Status"] == "ISSUED"
    assert {o["ValidationStatus"] for o in cert["DomainValidationOptions"]} == {"SUCCESS"}
    assert cert["KeyAlgorithm"] == "EC_prime256v1" and cert["SignatureAlgorithm"] == "SHA256WITHRSA"
    assert cert["Subject"] == "CN=example.com" and "labcloud" in cert["Issuer"]
    assert cert["InUseBy"] == [] and cert["RenewalEligibility"] == "INELIGIBLE"
    assert cert["KeyUsages"] == [{"Name": "DIGITAL_SIGNATURE"}]
    assert [u["Name"] for u in cert["ExtendedKeyUsages"]] == [
        "TLS_WEB_SERVER_AUTHENTICATION",
        "TLS_WEB_CLIENT_AUTHENTICATION",
    ]
    assert (cert["NotAfter"] - cert["NotBefore"]).days == 394
    assert cert["IssuedAt"] >= cert["CreatedAt"]
    assert cert["Options"] == {"CertificateTransparencyLoggingPreference": "ENABLED", "Export": "DISABLED"}

    pems = acm.get_certificate(CertificateArn=arn)
    leaf = x509.load_pem_x509_certificate(pems["Certificate"].encode())
    chain = x509.load_pem_x509_certificate(pems["CertificateChain"].encode())
    leaf.verify_directly_issued_by(chain)  # the account's CA signed it
    assert (
        ":".join(f"{b:02x}" for b in leaf.serial_number.to_bytes(20, "big").lstrip(b"\0")) == cert["Serial"]
    )
    names = leaf.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert names.get_values_for_type(x509.DNSName) == ["example.com", "*.example.com", "api.example.com"]
    usages = leaf.extensions.get_extension_for_class(x509.ExtendedKeyUsage).value
    assert ExtendedKeyUsageOID.SERVER_AUTH in list(usages)

    # the same CA signs the account's next certificate; the same name gets the same CNAME
    again = acm.request_certificate(DomainName="api.example.com", ValidationMethod="DNS")["CertificateArn"]
    record = acm.describe_certificate(CertificateArn=again)["Certificate"]["DomainValidationOptions"][0]
    assert record["ResourceRecord"] == records["api.example.com"]
    slow.advance_clock("3601")
    assert acm.get_certificate(CertificateArn=again)["CertificateChain"] == pems["CertificateChain"]


def test_email_validation_waits_for_mail_labcloud_never_sends_and_times_out(slow: LabcloudProcess) -> None:
    acm = slow.boto3_client("acm")
    arn = acm.request_certificate(
        DomainName="www.example.org",
        ValidationMethod="EMAIL",
        DomainValidationOptions=[{"DomainName": "www.example.org", "ValidationDomain": "example.org"}],
    )["CertificateArn"]
    option = acm.describe_certificate(CertificateArn=arn)["Certificate"]["DomainValidationOptions"][0]
    assert option["ValidationMethod"] == "EMAIL" and option["ValidationDomain"] == "example.org"
    assert "admin@example.org" in option["ValidationEmails"] and "ResourceRecord" not in option
    acm.resend_validation_email(CertificateArn=arn, Domain="www.example.org", ValidationDomain="example.org")
    code, _ = refused(
        acm.resend_validation_email,
        CertificateArn=arn,
        Domain="www.example.org",
        ValidationDomain="other.org",
    )
    assert code == "InvalidDomainValidationOptionsException"
    slow.advance_clock("3601")
    assert acm.describe_certificate(CertificateArn=arn)["Certificate"]["Status"] == "PENDING_VALIDATION"
    slow.advance_clock("72h")
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["Status"] == "VALIDATION_TIMED_OUT"
    code, message = refused(acm.get_certificate, CertificateArn=arn)
    assert code == "RequestInProgressException" and "VALIDATION_TIMED_OUT" in message
    code, _ = refused(
        acm.resend_validation_email,
        CertificateArn=arn,
        Domain="www.example.org",
        ValidationDomain="example.org",
    )
    assert code == "InvalidStateException"


def test_an_idempotency_token_gives_one_certificate_for_an_hour(slow: LabcloudProcess) -> None:
    acm = slow.boto3_client("acm")
    first = acm.request_certificate(
        DomainName="a.example.com", ValidationMethod="DNS", IdempotencyToken="tok1"
    )
    second = acm.request_certificate(
        DomainName="a.example.com", ValidationMethod="DNS", IdempotencyToken="tok1"
    )
    assert first["CertificateArn"] == second["CertificateArn"]
    slow.advance_clock("3601")
    third = acm.request_certificate(
        DomainName="a.example.com", ValidationMethod="DNS", IdempotencyToken="tok1"
    )
    assert third["CertificateArn"] != first["CertificateArn"]
    assert len(acm.list_certificates()["CertificateSummaryList"]) == 2


def test_requests_labcloud_or_aws_refuse_answer_their_codes(acm: Any) -> None:
    def code_of(**kwargs: Any) -> str:
        return refused(acm.request_certificate, **kwargs)[0]

    assert (
        code_of(
            DomainName="example.com",
            ValidationMethod="EMAIL",
            DomainValidationOptions=[{"DomainName": "other.com", "ValidationDomain": "other.com"}],
        )
        == "InvalidDomainValidationOptionsException"
    )
    assert (
        code_of(
            DomainName="www.example.com",
            ValidationMethod="EMAIL",
            DomainValidationOptions=[{"DomainName": "www.example.com", "ValidationDomain": "example.net"}],
        )
        == "InvalidDomainValidationOptionsException"
    )
    code, message = refused(
        acm.request_certificate,
        DomainName="internal.example.com",
        CertificateAuthorityArn="arn:aws:acm-pca:us-east-1:000000000000:certificate-authority/11111111-1111-1111-1111-111111111111",
    )
    assert code == "ValidationException" and "ResourceNotFoundException" in message  # no such private CA
    assert (
        code_of(DomainName="example.com", ValidationMethod="DNS", KeyAlgorithm="RSA_4096")
        == "InvalidParameterException"
    )
    assert code_of(DomainName="example.com", ValidationMethod="HTTP") == "InvalidParameterException"
    assert code_of(DomainName="example.com", ManagedBy="CLOUDFRONT") == "InvalidParameterException"
    many = [f"n{i}.example.com" for i in range(10)]
    assert code_of(DomainName="example.com", SubjectAlternativeNames=many) == "LimitExceededException"
    assert code_of(DomainName="example.com", Tags=[{"Key": "aws:x", "Value": "1"}]) == "InvalidTagException"
    tags = [{"Key": f"k{i}", "Value": "v"} for i in range(51)]
    assert code_of(DomainName="example.com", Tags=tags) in ("TooManyTagsException", "ValidationException")
    assert code_of(DomainName="not a domain") == "ValidationException"  # the model's pattern
    assert (
        acm.list_certificates(Includes={"keyTypes": ["RSA_2048", "RSA_4096"]})["CertificateSummaryList"] == []
    )


def test_an_issued_certificate_is_found_by_the_waiter_on_the_default_rule(acm: Any) -> None:
    arn = acm.request_certificate(DomainName="quick.example.com", ValidationMethod="DNS")["CertificateArn"]
    cert = issued(acm, arn)
    assert cert["Status"] == "ISSUED" and cert["KeyAlgorithm"] == "RSA_2048"
    assert cert["KeyUsages"] == [{"Name": "DIGITAL_SIGNATURE"}, {"Name": "KEY_ENCIPHERMENT"}]


def test_an_account_holds_at_most_its_quota_of_certificates(slow: LabcloudProcess) -> None:
    acm = slow.boto3_client("acm")
    arns = [acm.request_certificate(DomainName=f"q{i}.example.com")["CertificateArn"] for i in range(6)]
    code, message = refused(acm.request_certificate, DomainName="one-more.example.com")
    assert code == "LimitExceededException" and "6 certificates" in message
    acm.delete_certificate(CertificateArn=arns[0])
    assert acm.request_certificate(DomainName="one-more.example.com")["CertificateArn"]


def _listen(server: LabcloudProcess) -> tuple[Any, str]:
    """An SQS queue receiving every aws.acm event of the default bus."""
    sqs, events = server.boto3_client("sqs"), server.boto3_client("events")
    url = sqs.create_queue(QueueName="acm-events")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    allow = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": queue_arn,
    }
    policy = json.dumps({"Version": "2012-10-17", "Statement": [allow]})
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy})
    events.put_rule(Name="acm", EventPattern=json.dumps({"source": ["aws.acm"]}))
    events.put_targets(Rule="acm", Targets=[{"Id": "q", "Arn": queue_arn}])
    return sqs, url


def _next_event(sqs: Any, url: str) -> dict[str, Any]:
    for _ in range(6):
        got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=10).get("Messages") or []
        if got:
            sqs.delete_message(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"])
            return json.loads(got[0]["Body"])  # type: ignore[no-any-return]
    raise AssertionError("no aws.acm event arrived")


def test_expiry_events_reach_the_default_bus_from_the_accounts_days(slow: LabcloudProcess) -> None:
    acm = slow.boto3_client("acm")
    sqs, url = _listen(slow)
    acm.put_account_configuration(ExpiryEvents={"DaysBeforeExpiry": 30}, IdempotencyToken="days")
    arn = acm.request_certificate(DomainName="expiring.example.com", ValidationMethod="DNS")["CertificateArn"]
    slow.advance_clock("3601")
    not_after = acm.describe_certificate(CertificateArn=arn)["Certificate"]["NotAfter"]
    assert acm.describe_certificate(CertificateArn=arn)["Certificate"]["Status"] == "ISSUED"
    now = float(slow.clock()["now"])
    slow.advance_clock(
        f"{not_after.timestamp() - now - (20 * 86400 + 7200)}"
    )  # 20 days and 2 hours before NotAfter
    event = _next_event(sqs, url)
    assert event["source"] == "aws.acm" and event["detail-type"] == "ACM Certificate Approaching Expiration"
    assert event["resources"] == [arn]
    assert event["detail"] == {"DaysToExpiry": 20, "CommonName": "expiring.example.com"}
    slow.advance_clock("30d")
    event = _next_event(sqs, url)
    assert event["detail-type"] == "ACM Certificate Expired" and event["resources"] == [arn]
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["Status"] == "EXPIRED" and cert["NotAfter"] == not_after
    unchecked = slow.boto3_client("acm")
    code, _ = refused(
        unchecked.put_account_configuration, ExpiryEvents={"DaysBeforeExpiry": 46}, IdempotencyToken="x"
    )
    assert code == "ValidationException"


def test_an_imported_certificate_is_warned_once_a_day(slow: LabcloudProcess) -> None:
    acm = slow.boto3_client("acm")
    sqs, url = _listen(slow)
    start = datetime.fromtimestamp(float(slow.clock()["now"]), timezone.utc) - timedelta(days=1)
    key, leaf = make_certificate(["short.example.com"], start=start, days=11, key=ec_key())
    arn = acm.import_certificate(Certificate=cert_pem(leaf), PrivateKey=key_pem(key))["CertificateArn"]
    event = _next_event(sqs, url)
    assert event["detail-type"] == "ACM Certificate Approaching Expiration" and event["resources"] == [arn]
    assert event["detail"] == {"DaysToExpiry": 9, "CommonName": "short.example.com"}
    slow.advance_clock("1d")
    assert _next_event(sqs, url)["detail"]["DaysToExpiry"] == 8
