"""SES receiving managed by Terraform (hashicorp/aws 5.x): aws_ses_receipt_rule_set, aws_ses_active_receipt_rule_set,
aws_ses_receipt_rule (ordered with ``after``) and aws_ses_receipt_filter applied, re-planned with no changes,
imported back and destroyed; a message sent to the domain meanwhile is received by the rules applied."""

from __future__ import annotations

import shutil
import sys
import time
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


def test_terraform_receipt_rules_round_trip(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform_receipt", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    ses: Any = labcloud.boto3_client("ses")
    active = ses.describe_active_receipt_rule_set()
    assert active["Metadata"]["Name"] == "tf-inbound"
    assert [r["Name"] for r in active["Rules"]] == ["tf-store", "tf-notify"]
    store = active["Rules"][0]
    assert store["TlsPolicy"] == "Require" and store["ScanEnabled"] is True
    assert [next(iter(a)) for a in store["Actions"]] == ["AddHeaderAction", "S3Action"]
    assert ses.list_receipt_filters()["Filters"] == [
        {"Name": "tf-office", "IpFilter": {"Policy": "Allow", "Cidr": "10.10.0.0/16"}}
    ]

    ses.verify_email_identity(EmailAddress="tf-sender@example.net")
    mid = ses.send_email(
        Source="tf-sender@example.net",
        Destination={"ToAddresses": ["someone@tf-inbound.example.com"]},
        Message={"Subject": {"Data": "To the stack"}, "Body": {"Text": {"Data": "hi"}}},
    )["MessageId"]
    deadline = time.monotonic() + 30
    while len(labcloud.get(f"/_labcloud/ses/receipts/{mid}")["Actions"]) < 4 and time.monotonic() < deadline:
        time.sleep(0.05)
    receipt = labcloud.get(f"/_labcloud/ses/receipts/{mid}")
    assert [a["type"] for a in receipt["Actions"]] == [
        "AddHeaderAction",
        "S3Action",
        "SNSAction",
        "StopAction",
    ]
    s3 = labcloud.boto3_client("s3")
    body = s3.get_object(Bucket="tf-ses-inbox", Key=f"mail/{mid}")["Body"].read()
    assert body.startswith(b"X-Terraform: yes\r\n")
    s3.delete_object(Bucket="tf-ses-inbox", Key=f"mail/{mid}")  # the bucket must be empty to be destroyed

    times["destroy"] = workspace.destroy().seconds
    print("ses receiving: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert ses.list_receipt_rule_sets()["RuleSets"] == []
    assert ses.list_receipt_filters()["Filters"] == []
    assert "Metadata" not in ses.describe_active_receipt_rule_set()
