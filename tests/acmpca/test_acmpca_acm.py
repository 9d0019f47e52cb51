"""ACM's private certificates from an AWS Private CA: `acm request-certificate --certificate-authority-arn`
is ISSUED at once as PRIVATE, signed by the CA, and `acm export-certificate` returns the certificate, the
chain and the key encrypted with the passphrase; a CA that is not ACTIVE is refused."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from cryptography import x509
from cryptography.hazmat.primitives import serialization
from pca_helpers import activate_root, load, load_all, new_ca

from labcloud.testing.server_process import LabcloudProcess


def test_acm_requests_and_exports_a_private_certificate(labcloud: LabcloudProcess, pca: Any) -> None:
    ca = new_ca(pca, name="ACM Root", key="RSA_2048")
    root = load(activate_root(pca, ca))
    arn = labcloud.aws_json(
        "acm",
        "request-certificate",
        "--domain-name",
        "api.corp.internal",
        "--subject-alternative-names",
        "www.corp.internal",
        "--certificate-authority-arn",
        ca,
    )["CertificateArn"]
    acm = labcloud.boto3_client("acm")
    described = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert (described["Type"], described["Status"]) == ("PRIVATE", "ISSUED")
    assert described["CertificateAuthorityArn"] == ca
    assert described["Issuer"] == "O=labcloud tests,CN=ACM Root"
    exported = acm.export_certificate(CertificateArn=arn, Passphrase=b"secret-pass")
    leaf = load(exported["Certificate"])
    leaf.verify_directly_issued_by(root)
    assert load_all(exported["CertificateChain"]) == [root]
    names = leaf.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert names.get_values_for_type(x509.DNSName) == ["api.corp.internal", "www.corp.internal"]
    assert "ENCRYPTED PRIVATE KEY" in exported["PrivateKey"]
    key = serialization.load_pem_private_key(exported["PrivateKey"].encode(), password=b"secret-pass")
    assert key.public_key() == leaf.public_key()
    with pytest.raises(ClientError) as info:  # not renewed here: refused, never silently accepted
        acm.renew_certificate(CertificateArn=arn)
    assert info.value.response["Error"]["Code"] == "ValidationException"


def test_acm_refuses_a_ca_that_is_not_active(labcloud: LabcloudProcess, pca: Any) -> None:
    ca = new_ca(pca, name="Not Yet")
    acm = labcloud.boto3_client("acm")
    with pytest.raises(ClientError) as info:
        acm.request_certificate(DomainName="x.corp.internal", CertificateAuthorityArn=ca)
    assert info.value.response["Error"]["Code"] == "ValidationException"
    assert "PENDING_CERTIFICATE" in info.value.response["Error"]["Message"]
