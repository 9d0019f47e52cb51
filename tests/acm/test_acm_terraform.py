"""ACM managed by Terraform (hashicorp/aws 5.x): aws_acm_certificate (DNS validated, RSA and EC, and an
imported one), aws_acm_certificate_validation and the aws_acm_certificate data source applied,
re-planned with no change, imported back, destroyed."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from acm_helpers import cert_pem, key_pem, make_certificate

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    ca_key, ca = make_certificate(["TF Root"], ca=True, days=365)
    key, leaf = make_certificate(["imported.tf.example.com"], issuer=(ca_key, ca))
    (work / "imported.pem").write_bytes(cert_pem(leaf))
    (work / "imported-key.pem").write_bytes(key_pem(key))
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    acm: Any = labcloud.boto3_client("acm")
    listed = acm.list_certificates(Includes={"keyTypes": ["RSA_2048", "EC_prime256v1"]})[
        "CertificateSummaryList"
    ]
    by_name = {c["DomainName"]: c for c in listed}
    assert set(by_name) == {"tf.example.com", "ec.tf.example.com", "imported.tf.example.com"}
    assert by_name["imported.tf.example.com"]["Type"] == "IMPORTED"
    assert workspace.outputs()["found_site"] is True
    assert {c["Status"] for c in listed} == {"ISSUED"}
    assert by_name["ec.tf.example.com"]["KeyAlgorithm"] == "EC_prime256v1"
    site = by_name["tf.example.com"]["CertificateArn"]
    assert acm.list_tags_for_certificate(CertificateArn=site)["Tags"] == [{"Key": "team", "Value": "web"}]
    times["destroy"] = workspace.destroy().seconds
    print("acm: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert (
        acm.list_certificates(Includes={"keyTypes": ["RSA_2048", "EC_prime256v1"]})["CertificateSummaryList"]
        == []
    )
