"""SES managed by Terraform (hashicorp/aws 5.x): apply, a plan with no changes, every resource imported back
with no other change, destroy leaving nothing; the identities applied send mail."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

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
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    ses: Any = labcloud.boto3_client("ses")
    sesv2: Any = labcloud.boto3_client("sesv2")
    assert sorted(ses.list_identities()["Identities"]) == [
        "tf-sender@example.com",
        "tf-v2@example.com",
        "tf.example.com",
    ]
    assert ses.get_template(TemplateName="tf-welcome")["Template"]["SubjectPart"] == "Hello {{name}}"
    identity = sesv2.get_email_identity(EmailIdentity="tf-v2@example.com")
    assert identity["ConfigurationSetName"] == "tf-tracked" and identity["Tags"] == [
        {"Key": "team", "Value": "mail"}
    ]
    sent = ses.send_templated_email(
        Source="tf-sender@example.com",
        Destination={"ToAddresses": ["someone@example.net"]},
        Template="tf-welcome",
        TemplateData='{"name": "Terraform"}',
    )
    assert labcloud.get(f"/_labcloud/ses/messages/{sent['MessageId']}")["Subject"] == "Hello Terraform"
    times["destroy"] = workspace.destroy().seconds
    print("ses: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert ses.list_identities()["Identities"] == []
    assert ses.list_templates()["TemplatesMetadata"] == []
    assert sesv2.list_configuration_sets()["ConfigurationSets"] == []
