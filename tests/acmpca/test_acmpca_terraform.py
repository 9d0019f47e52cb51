"""AWS Private CA managed by Terraform (hashicorp/aws 5.x): aws_acmpca_certificate_authority,
aws_acmpca_certificate and aws_acmpca_certificate_authority_certificate for a root, a subordinate and a
leaf, applied, re-planned with no change, imported back, destroyed (the CAs end DELETED)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from pca_helpers import leaf_csr, load, load_all

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
    _, csr = leaf_csr("tf.internal.example")
    (work / "leaf.csr").write_bytes(csr)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    pca: Any = labcloud.boto3_client("acm-pca")
    authorities = pca.list_certificate_authorities()["CertificateAuthorities"]
    by_name = {a["CertificateAuthorityConfiguration"]["Subject"]["CommonName"]: a for a in authorities}
    assert {by_name["TF Root"]["Status"], by_name["TF Sub"]["Status"]} == {"ACTIVE"}
    assert pca.list_tags(CertificateAuthorityArn=by_name["TF Root"]["Arn"])["Tags"] == [
        {"Key": "team", "Value": "pki"}
    ]
    outputs = workspace.outputs()
    leaf = load(outputs["leaf_pem"])
    sub, root = load_all(outputs["leaf_chain"])
    leaf.verify_directly_issued_by(sub)
    sub.verify_directly_issued_by(root)
    assert str(outputs["leaf_arn"]).startswith(by_name["TF Sub"]["Arn"] + "/certificate/")
    times["destroy"] = workspace.destroy().seconds
    print("acm-pca: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    statuses = {a["Status"] for a in pca.list_certificate_authorities()["CertificateAuthorities"]}
    assert statuses == {"DELETED"}
