"""Reading and managing certificates: ListCertificates' filters and pages, tags, the account's
configuration, ExportCertificate, RenewCertificate, UpdateCertificateOptions, InUseBy from API Gateway's
custom domain names and DeleteCertificate, with each error code AWS answers."""

from __future__ import annotations

from typing import Any

from acm_helpers import issued, refused
from botocore.config import Config
from cryptography import x509
from cryptography.hazmat.primitives import serialization

from labcloud.testing.server_process import LabcloudProcess

MISSING = "arn:aws:acm:us-east-1:000000000000:certificate/00000000-0000-0000-0000-000000000000"


def _request(acm: Any, name: str, **kwargs: Any) -> str:
    return acm.request_certificate(DomainName=name, ValidationMethod="DNS", **kwargs)["CertificateArn"]  # type: ignore[no-any-return]


def test_arns_that_are_not_certificates_or_not_there(acm: Any) -> None:
    assert refused(acm.describe_certificate, CertificateArn=MISSING)[0] == "ResourceNotFoundException"
    assert refused(acm.get_certificate, CertificateArn=MISSING)[0] == "ResourceNotFoundException"
    assert refused(acm.delete_certificate, CertificateArn=MISSING)[0] == "ResourceNotFoundException"
    assert refused(acm.list_tags_for_certificate, CertificateArn=MISSING)[0] == "ResourceNotFoundException"
    wrong = "arn:aws:acm:us-east-1:000000000000:key/abc"
    assert refused(acm.describe_certificate, CertificateArn=wrong)[0] == "InvalidArnException"
    assert (
        refused(acm.add_tags_to_certificate, CertificateArn=wrong, Tags=[{"Key": "a"}])[0]
        == "InvalidArnException"
    )
    assert (
        refused(acm.describe_certificate, CertificateArn="not-an-arn-at-all-really")[0]
        == "ValidationException"
    )


def test_list_filters_by_status_and_key_type_and_pages(slow: LabcloudProcess) -> None:
    acm = slow.boto3_client("acm")
    rsa = [_request(acm, f"r{i}.example.com") for i in range(3)]
    ec = _request(acm, "ec.example.com", KeyAlgorithm="EC_secp384r1")
    slow.advance_clock("3601")
    pending = _request(acm, "later.example.com")
    listed = acm.list_certificates()["CertificateSummaryList"]
    assert [c["CertificateArn"] for c in listed] == [*rsa, pending]  # by default only RSA_1024/RSA_2048
    only_ec = acm.list_certificates(Includes={"keyTypes": ["EC_secp384r1"]})["CertificateSummaryList"]
    assert [c["CertificateArn"] for c in only_ec] == [ec]
    assert only_ec[0]["KeyAlgorithm"] == "EC_secp384r1" and only_ec[0]["Status"] == "ISSUED"
    assert only_ec[0]["InUse"] is False and only_ec[0]["Type"] == "AMAZON_ISSUED"
    statuses = acm.list_certificates(CertificateStatuses=["PENDING_VALIDATION"])["CertificateSummaryList"]
    assert [c["CertificateArn"] for c in statuses] == [pending]
    first = acm.list_certificates(MaxItems=2)
    assert len(first["CertificateSummaryList"]) == 2 and first["NextToken"]
    rest = acm.list_certificates(MaxItems=2, NextToken=first["NextToken"])
    assert [c["CertificateArn"] for c in rest["CertificateSummaryList"]] == [rsa[2], pending]
    assert "NextToken" not in rest
    paged = acm.get_paginator("list_certificates").paginate(PaginationConfig={"PageSize": 1})
    assert sum(len(p["CertificateSummaryList"]) for p in paged) == 4
    newest = acm.list_certificates(SortBy="CREATED_AT", SortOrder="DESCENDING")["CertificateSummaryList"]
    assert newest[0]["CertificateArn"] == pending
    assert refused(acm.list_certificates, NextToken="bogus")[0] == "InvalidArgsException"
    unchecked = slow.boto3_client(
        "acm", config=Config(parameter_validation=False, retries={"max_attempts": 1})
    )
    assert refused(unchecked.list_certificates, MaxItems=0)[0] == "ValidationException"
    assert refused(acm.list_certificates, RootHierarchyTypes=["AMAZON"])[0] == "ValidationException"


def test_tags_are_added_listed_and_removed(acm: Any) -> None:
    arn = _request(acm, "tags.example.com", Tags=[{"Key": "team", "Value": "web"}])
    acm.add_tags_to_certificate(CertificateArn=arn, Tags=[{"Key": "env", "Value": "dev"}, {"Key": "flag"}])
    tags = acm.list_tags_for_certificate(CertificateArn=arn)["Tags"]
    assert tags == [
        {"Key": "team", "Value": "web"},
        {"Key": "env", "Value": "dev"},
        {"Key": "flag", "Value": ""},
    ]
    acm.remove_tags_from_certificate(
        CertificateArn=arn, Tags=[{"Key": "team", "Value": "other"}, {"Key": "env"}]
    )
    tags = acm.list_tags_for_certificate(CertificateArn=arn)["Tags"]
    assert tags == [
        {"Key": "team", "Value": "web"},
        {"Key": "flag", "Value": ""},
    ]  # a value that differs keeps it
    assert (
        refused(acm.add_tags_to_certificate, CertificateArn=arn, Tags=[{"Key": "aws:x"}])[0]
        == "InvalidTagException"
    )
    many = [{"Key": f"k{i}", "Value": "v"} for i in range(49)]
    assert refused(acm.add_tags_to_certificate, CertificateArn=arn, Tags=many)[0] == "TooManyTagsException"


def test_the_account_configuration_keeps_days_before_expiry(labcloud: LabcloudProcess, acm: Any) -> None:
    assert acm.get_account_configuration()["ExpiryEvents"] == {"DaysBeforeExpiry": 45}
    acm.put_account_configuration(ExpiryEvents={"DaysBeforeExpiry": 30}, IdempotencyToken="one")
    acm.put_account_configuration(ExpiryEvents={"DaysBeforeExpiry": 10}, IdempotencyToken="one")  # a retry
    assert acm.get_account_configuration()["ExpiryEvents"] == {"DaysBeforeExpiry": 30}
    acm.put_account_configuration(ExpiryEvents={"DaysBeforeExpiry": 10}, IdempotencyToken="two")
    assert acm.get_account_configuration()["ExpiryEvents"] == {"DaysBeforeExpiry": 10}
    unchecked = labcloud.boto3_client(
        "acm", config=Config(parameter_validation=False, retries={"max_attempts": 1})
    )
    code, _ = refused(
        unchecked.put_account_configuration, ExpiryEvents={"DaysBeforeExpiry": 0}, IdempotencyToken="x"
    )
    assert code == "ValidationException"


def test_export_only_for_a_certificate_requested_exportable(acm: Any) -> None:
    plain = _request(acm, "plain.example.com")
    issued(acm, plain)
    code, message = refused(acm.export_certificate, CertificateArn=plain, Passphrase=b"secret")
    assert code == "ValidationException" and "not a private certificate" in message
    arn = _request(acm, "export.example.com", Options={"Export": "ENABLED"})
    issued(acm, arn)
    out = acm.export_certificate(CertificateArn=arn, Passphrase=b"secret")
    key = serialization.load_pem_private_key(out["PrivateKey"].encode(), b"secret")
    leaf = x509.load_pem_x509_certificate(out["Certificate"].encode())
    assert leaf.public_key().public_numbers() == key.public_key().public_numbers()  # type: ignore[union-attr]
    assert "ENCRYPTED" in out["PrivateKey"]
    summary = acm.list_certificates()["CertificateSummaryList"]
    assert {c["CertificateArn"]: c["Exported"] for c in summary} == {plain: False, arn: True}


def test_renew_is_refused_and_options_update_the_logging_preference(acm: Any) -> None:
    arn = _request(acm, "opts.example.com")
    issued(acm, arn)
    assert refused(acm.renew_certificate, CertificateArn=arn)[0] == "ValidationException"
    acm.update_certificate_options(
        CertificateArn=arn, Options={"CertificateTransparencyLoggingPreference": "DISABLED"}
    )
    options = acm.describe_certificate(CertificateArn=arn)["Certificate"]["Options"]
    assert options["CertificateTransparencyLoggingPreference"] == "DISABLED"
    code, _ = refused(acm.update_certificate_options, CertificateArn=arn, Options={"Export": "ENABLED"})
    assert code == "ValidationException"


def test_a_custom_domain_name_using_a_certificate_keeps_it_from_deletion(
    labcloud: LabcloudProcess, acm: Any
) -> None:
    apigw = labcloud.boto3_client("apigateway")
    arn = _request(acm, "api.example.com")
    issued(acm, arn)
    apigw.create_domain_name(
        domainName="api.example.com",
        regionalCertificateArn=arn,
        endpointConfiguration={"types": ["REGIONAL"]},
    )
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["InUseBy"] == ["arn:aws:apigateway:us-east-1::/domainnames/api.example.com"]
    assert cert["RenewalEligibility"] == "ELIGIBLE"
    assert acm.list_certificates()["CertificateSummaryList"][0]["InUse"] is True
    code, message = refused(acm.delete_certificate, CertificateArn=arn)
    assert code == "ResourceInUseException" and arn in message
    apigw.delete_domain_name(domainName="api.example.com")
    acm.delete_certificate(CertificateArn=arn)
    assert refused(acm.describe_certificate, CertificateArn=arn)[0] == "ResourceNotFoundException"
