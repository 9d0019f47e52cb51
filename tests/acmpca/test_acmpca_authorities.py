"""Private CAs' life through boto3 (CBOR) and the aws CLI (JSON): create with real keys and CSRs, activate
a root and a subordinate, update, delete and restore, tags, policies and permissions, and AWS's errors."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cryptography import x509
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from pca_helpers import TEMPLATE, activate_root, activate_subordinate, leaf_csr, load, load_all, new_ca, token

from labcloud.testing.server_process import LabcloudProcess


def _code(info: pytest.ExceptionInfo[ClientError]) -> str:
    return str(info.value.response["Error"]["Code"])


def test_create_gives_a_real_csr_of_the_key_and_subject(pca: Any) -> None:
    ca = new_ca(pca, name="CSR Root", key="RSA_2048")
    described = pca.describe_certificate_authority(CertificateAuthorityArn=ca)["CertificateAuthority"]
    assert described["Status"] == "PENDING_CERTIFICATE"
    assert described["Type"] == "ROOT"
    assert described["KeyStorageSecurityStandard"] == "FIPS_140_2_LEVEL_3_OR_HIGHER"
    assert "Serial" not in described
    csr = x509.load_pem_x509_csr(
        pca.get_certificate_authority_csr(CertificateAuthorityArn=ca)["Csr"].encode()
    )
    assert csr.is_signature_valid
    assert isinstance(csr.public_key(), rsa.RSAPublicKey)
    assert csr.public_key().key_size == 2048  # type: ignore[union-attr]
    assert csr.subject.rfc4514_string() == "CN=CSR Root,O=labcloud tests"
    with pytest.raises(ClientError) as info:
        pca.get_certificate_authority_certificate(CertificateAuthorityArn=ca)
    assert _code(info) == "InvalidStateException"


def test_idempotency_token_returns_the_same_ca(pca: Any) -> None:
    same = token()
    assert new_ca(pca, IdempotencyToken=same) == new_ca(pca, IdempotencyToken=same)


def test_root_activation_and_subordinate_chain(pca: Any) -> None:
    root = new_ca(pca, name="Chain Root", key="EC_secp384r1")
    root_pem = activate_root(pca, root)
    described = pca.describe_certificate_authority(CertificateAuthorityArn=root)["CertificateAuthority"]
    assert described["Status"] == "ACTIVE"
    root_cert = load(root_pem)
    assert described["Serial"].replace(":", "") == f"{root_cert.serial_number:x}".zfill(
        len(described["Serial"].replace(":", ""))
    )
    root_cert.verify_directly_issued_by(root_cert)
    assert isinstance(root_cert.public_key(), ec.EllipticCurvePublicKey)
    got = pca.get_certificate_authority_certificate(CertificateAuthorityArn=root)
    assert got["Certificate"] == root_pem and "CertificateChain" not in got

    sub = new_ca(pca, kind="SUBORDINATE", name="Chain Sub")
    sub_pem = activate_subordinate(pca, root, sub)
    sub_cert = load(sub_pem)
    sub_cert.verify_directly_issued_by(root_cert)
    assert sub_cert.extensions.get_extension_for_class(x509.BasicConstraints).value.path_length == 0
    got = pca.get_certificate_authority_certificate(CertificateAuthorityArn=sub)
    assert [c.subject for c in load_all(got["CertificateChain"])] == [root_cert.subject]

    _, csr = leaf_csr("api.internal.example")
    arn = pca.issue_certificate(
        CertificateAuthorityArn=sub,
        Csr=csr,
        SigningAlgorithm="SHA256WITHECDSA",
        TemplateArn=TEMPLATE + "EndEntityClientAuthCertificate/V1",
        Validity={"Type": "DAYS", "Value": 7},
    )["CertificateArn"]
    issued = pca.get_certificate(CertificateAuthorityArn=sub, CertificateArn=arn)
    leaf = load(issued["Certificate"])
    chain = load_all(issued["CertificateChain"])
    assert [c.subject for c in chain] == [sub_cert.subject, root_cert.subject]
    leaf.verify_directly_issued_by(chain[0])
    chain[0].verify_directly_issued_by(chain[1])
    usages = leaf.extensions.get_extension_for_class(x509.ExtendedKeyUsage).value
    assert list(usages) == [x509.oid.ExtendedKeyUsageOID.CLIENT_AUTH]

    # a CA certificate with path length 0 cannot issue another CA certificate
    other = new_ca(pca, kind="SUBORDINATE", name="Too Deep")
    other_csr = pca.get_certificate_authority_csr(CertificateAuthorityArn=other)["Csr"]
    with pytest.raises(ClientError) as info:
        pca.issue_certificate(
            CertificateAuthorityArn=sub,
            Csr=other_csr.encode(),
            SigningAlgorithm="SHA256WITHECDSA",
            TemplateArn=TEMPLATE + "SubordinateCACertificate_PathLen0/V1",
            Validity={"Type": "YEARS", "Value": 1},
        )
    assert _code(info) == "InvalidArgsException"


def test_import_checks_key_chain_and_format(pca: Any) -> None:
    root = new_ca(pca, name="Import Root")
    activate_root(pca, root)
    stranger = new_ca(pca, name="Stranger")
    stranger_pem = activate_root(pca, stranger)
    with pytest.raises(ClientError) as info:  # another CA's certificate: not this CA's key
        pca.import_certificate_authority_certificate(
            CertificateAuthorityArn=root, Certificate=stranger_pem.encode()
        )
    assert _code(info) == "CertificateMismatchException"
    with pytest.raises(ClientError) as info:
        pca.import_certificate_authority_certificate(
            CertificateAuthorityArn=root, Certificate=b"not a certificate"
        )
    assert _code(info) == "MalformedCertificateException"

    sub = new_ca(pca, kind="SUBORDINATE", name="Import Sub")
    csr = pca.get_certificate_authority_csr(CertificateAuthorityArn=sub)["Csr"]
    arn = pca.issue_certificate(
        CertificateAuthorityArn=root,
        Csr=csr.encode(),
        SigningAlgorithm="SHA256WITHECDSA",
        TemplateArn=TEMPLATE + "SubordinateCACertificate_PathLen0/V1",
        Validity={"Type": "YEARS", "Value": 2},
    )["CertificateArn"]
    sub_pem = pca.get_certificate(CertificateAuthorityArn=root, CertificateArn=arn)["Certificate"]
    with pytest.raises(ClientError) as info:  # a subordinate needs its issuer's chain
        pca.import_certificate_authority_certificate(
            CertificateAuthorityArn=sub, Certificate=sub_pem.encode()
        )
    assert _code(info) == "InvalidRequestException"
    with pytest.raises(ClientError) as info:  # a chain that did not sign it
        pca.import_certificate_authority_certificate(
            CertificateAuthorityArn=sub, Certificate=sub_pem.encode(), CertificateChain=stranger_pem.encode()
        )
    assert _code(info) == "InvalidRequestException"
    assert pca.describe_certificate_authority(CertificateAuthorityArn=sub)["CertificateAuthority"][
        "Status"
    ] == ("PENDING_CERTIFICATE")


def test_create_refusals(pca: Any) -> None:
    def create(**config: Any) -> None:
        base = {
            "KeyAlgorithm": "RSA_2048",
            "SigningAlgorithm": "SHA256WITHRSA",
            "Subject": {"CommonName": "x"},
        }
        pca.create_certificate_authority(
            CertificateAuthorityConfiguration={**base, **config}, CertificateAuthorityType="ROOT"
        )

    configs: tuple[dict[str, Any], ...] = (
        {"SigningAlgorithm": "SHA256WITHECDSA"},  # an EC signature with an RSA key
        {"KeyAlgorithm": "SM2", "SigningAlgorithm": "SM3WITHSM2"},
        {"Subject": {}},
    )
    for config in configs:
        with pytest.raises(ClientError) as info:
            create(**config)
        assert _code(info) == "InvalidArgsException", config
    with pytest.raises(ClientError) as info:
        new_ca(pca, Tags=[{"Key": "aws:reserved", "Value": "x"}])
    assert _code(info) == "InvalidTagException"


def test_status_update_delete_and_restore(pca: Any) -> None:
    ca = new_ca(pca, name="Life")
    with pytest.raises(ClientError) as info:  # not yet ACTIVE
        pca.update_certificate_authority(CertificateAuthorityArn=ca, Status="DISABLED")
    assert _code(info) == "InvalidStateException"
    activate_root(pca, ca)
    with pytest.raises(ClientError) as info:
        pca.delete_certificate_authority(CertificateAuthorityArn=ca)
    assert _code(info) == "InvalidStateException"
    revocation = {"CrlConfiguration": {"Enabled": True, "ExpirationInDays": 5, "S3BucketName": "crl-bucket"}}
    pca.update_certificate_authority(
        CertificateAuthorityArn=ca, Status="DISABLED", RevocationConfiguration=revocation
    )
    described = pca.describe_certificate_authority(CertificateAuthorityArn=ca)["CertificateAuthority"]
    assert described["Status"] == "DISABLED"
    assert described["RevocationConfiguration"]["CrlConfiguration"]["ExpirationInDays"] == 5
    _, csr = leaf_csr()
    with pytest.raises(ClientError) as info:  # a DISABLED CA issues nothing
        pca.issue_certificate(
            CertificateAuthorityArn=ca,
            Csr=csr,
            SigningAlgorithm="SHA256WITHECDSA",
            Validity={"Type": "DAYS", "Value": 1},
        )
    assert _code(info) == "InvalidStateException"
    with pytest.raises(ClientError) as info:
        pca.restore_certificate_authority(CertificateAuthorityArn=ca)
    assert _code(info) == "InvalidStateException"
    pca.delete_certificate_authority(CertificateAuthorityArn=ca, PermanentDeletionTimeInDays=7)
    described = pca.describe_certificate_authority(CertificateAuthorityArn=ca)["CertificateAuthority"]
    assert described["Status"] == "DELETED"
    assert (described["RestorableUntil"] - described["LastStateChangeAt"]).days == 7
    with pytest.raises(ClientError) as info:
        pca.delete_certificate_authority(CertificateAuthorityArn=ca)
    assert _code(info) == "InvalidStateException"
    pca.restore_certificate_authority(CertificateAuthorityArn=ca)
    assert (
        pca.describe_certificate_authority(CertificateAuthorityArn=ca)["CertificateAuthority"]["Status"]
        == "DISABLED"
    )
    pca.update_certificate_authority(CertificateAuthorityArn=ca, Status="ACTIVE")
    with pytest.raises(ClientError) as info:
        pca.update_certificate_authority(CertificateAuthorityArn=ca, Status="EXPIRED")
    assert _code(info) == "InvalidArgsException"
    with pytest.raises(ClientError) as info:
        pca.update_certificate_authority(
            CertificateAuthorityArn=ca, RevocationConfiguration={"CrlConfiguration": {"Enabled": True}}
        )
    assert _code(info) == "InvalidArgsException"


def test_deleted_ca_is_gone_after_its_restoration_period(labcloud: LabcloudProcess, pca: Any) -> None:
    ca = new_ca(pca, name="Goes")
    pca.delete_certificate_authority(CertificateAuthorityArn=ca, PermanentDeletionTimeInDays=7)
    assert ca in [c["Arn"] for c in pca.list_certificate_authorities()["CertificateAuthorities"]]
    labcloud.advance_clock(8 * 86400)
    try:
        with pytest.raises(ClientError) as info:
            pca.describe_certificate_authority(CertificateAuthorityArn=ca)
        assert _code(info) == "ResourceNotFoundException"
        assert ca not in [c["Arn"] for c in pca.list_certificate_authorities()["CertificateAuthorities"]]
    finally:
        labcloud.reset_clock()


def test_not_found_and_bad_arns(pca: Any) -> None:
    missing = (
        "arn:aws:acm-pca:us-east-1:000000000000:certificate-authority/00000000-0000-0000-0000-000000000000"
    )
    with pytest.raises(ClientError) as info:
        pca.describe_certificate_authority(CertificateAuthorityArn=missing)
    assert _code(info) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as info:
        pca.describe_certificate_authority(
            CertificateAuthorityArn="arn:aws:acm-pca:us-east-1:000000000000:certificate-authority/x"
        )
    assert _code(info) == "InvalidArnException"
    with pytest.raises(ClientError) as info:
        pca.list_certificate_authorities(NextToken="garbage")
    assert _code(info) == "InvalidNextTokenException"


def test_listing_pages(pca: Any) -> None:
    made = {new_ca(pca, name=f"Page {i}") for i in range(3)}
    seen: list[str] = []
    kwargs: dict[str, Any] = {"MaxResults": 2}
    while True:
        page = pca.list_certificate_authorities(**kwargs)
        assert len(page["CertificateAuthorities"]) <= 2
        seen += [c["Arn"] for c in page["CertificateAuthorities"]]
        if "NextToken" not in page:
            break
        kwargs["NextToken"] = page["NextToken"]
    assert made <= set(seen) and len(seen) == len(set(seen))
    assert pca.list_certificate_authorities(ResourceOwner="OTHER_ACCOUNTS")["CertificateAuthorities"] == []


def test_tags_policy_and_permissions(pca: Any) -> None:
    ca = new_ca(pca, name="Tagged", Tags=[{"Key": "team", "Value": "pki"}])
    pca.tag_certificate_authority(CertificateAuthorityArn=ca, Tags=[{"Key": "env", "Value": "lab"}])
    pca.untag_certificate_authority(CertificateAuthorityArn=ca, Tags=[{"Key": "team"}])
    assert pca.list_tags(CertificateAuthorityArn=ca)["Tags"] == [{"Key": "env", "Value": "lab"}]

    with pytest.raises(ClientError) as info:
        pca.get_policy(ResourceArn=ca)
    assert _code(info) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as info:
        pca.put_policy(ResourceArn=ca, Policy="{not json")
    assert _code(info) == "InvalidPolicyException"
    policy = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"AWS": "111122223333"},
                    "Action": ["acm-pca:IssueCertificate", "acm-pca:GetCertificate"],
                    "Resource": ca,
                }
            ],
        }
    )
    pca.put_policy(ResourceArn=ca, Policy=policy)
    assert json.loads(pca.get_policy(ResourceArn=ca)["Policy"]) == json.loads(policy)
    pca.delete_policy(ResourceArn=ca)
    with pytest.raises(ClientError) as info:
        pca.delete_policy(ResourceArn=ca)
    assert _code(info) == "ResourceNotFoundException"

    pca.create_permission(
        CertificateAuthorityArn=ca,
        Principal="acm.amazonaws.com",
        Actions=["IssueCertificate", "GetCertificate"],
    )
    with pytest.raises(ClientError) as info:
        pca.create_permission(
            CertificateAuthorityArn=ca, Principal="acm.amazonaws.com", Actions=["ListPermissions"]
        )
    assert _code(info) == "PermissionAlreadyExistsException"
    listed = pca.list_permissions(CertificateAuthorityArn=ca)["Permissions"]
    assert [(p["Principal"], p["Actions"], p["SourceAccount"]) for p in listed] == [
        ("acm.amazonaws.com", ["IssueCertificate", "GetCertificate"], "000000000000")
    ]
    pca.delete_permission(CertificateAuthorityArn=ca, Principal="acm.amazonaws.com")
    assert pca.list_permissions(CertificateAuthorityArn=ca)["Permissions"] == []
    with pytest.raises(ClientError) as info:
        pca.delete_permission(CertificateAuthorityArn=ca, Principal="acm.amazonaws.com")
    assert _code(info) == "ResourceNotFoundException"


def test_cli_describes_over_json(labcloud: LabcloudProcess, pca: Any) -> None:
    ca = new_ca(pca, name="CLI Root")
    described = labcloud.aws_json(
        "acm-pca", "describe-certificate-authority", "--certificate-authority-arn", ca
    )
    assert described["CertificateAuthority"]["Status"] == "PENDING_CERTIFICATE"
    csr = labcloud.aws_json("acm-pca", "get-certificate-authority-csr", "--certificate-authority-arn", ca)
    assert x509.load_pem_x509_csr(csr["Csr"].encode()).is_signature_valid


def test_tagging_api_finds_cas_and_audit_reports_are_refused(labcloud: LabcloudProcess, pca: Any) -> None:
    ca = new_ca(pca, name="Tagging API", Tags=[{"Key": "tier", "Value": "pki"}])
    tagging = labcloud.boto3_client("resourcegroupstaggingapi")
    found = tagging.get_resources(
        ResourceTypeFilters=["acm-pca:certificate-authority"], TagFilters=[{"Key": "tier"}]
    )
    assert [(r["ResourceARN"], r["Tags"]) for r in found["ResourceTagMappingList"]] == [
        (ca, [{"Key": "tier", "Value": "pki"}])
    ]
    tagging.tag_resources(ResourceARNList=[ca], Tags={"owner": "sec"})
    assert {"Key": "owner", "Value": "sec"} in pca.list_tags(CertificateAuthorityArn=ca)["Tags"]
    with pytest.raises(ClientError) as info:
        pca.create_certificate_authority_audit_report(
            CertificateAuthorityArn=ca, S3BucketName="audit", AuditReportResponseFormat="JSON"
        )
    assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 501
    assert _code(info) == "NotImplementedException"
