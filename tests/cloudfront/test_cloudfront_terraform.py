"""CloudFront managed by Terraform (hashicorp/aws 5.x): aws_cloudfront_distribution in front of a private
bucket through aws_cloudfront_origin_access_control, aws_cloudfront_origin_access_identity and
aws_cloudfront_cache_policy applied, a GET through the distribution, re-planned with no change, imported
back, destroyed. The provider sleeps a fixed 30 s before its first status poll after disabling a
distribution on destroy (and 15 s after deleting it), whatever labcloud answers: the test disables the
distribution itself first and moves labcloud's clock past its deploy, so destroy only deletes it."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from cf_helpers import http

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_get_plan_import_destroy(
    labcloud: LabcloudProcess, labcloud_clock: Any, tmp_path: Path
) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    outputs = workspace.outputs()
    dist_id = outputs["distribution_id"]
    assert outputs["domain_name"] == f"{dist_id.lower()}.cloudfront.net"
    status, headers, body = http(f"{labcloud.endpoint}/_labcloud/cloudfront/{dist_id}/")
    assert (status, body) == (200, b"<h1>through terraform</h1>")
    assert headers["X-Cache"] == "Miss from cloudfront"
    cf: Any = labcloud.boto3_client("cloudfront")
    assert (
        cf.list_cloud_front_origin_access_identities()["CloudFrontOriginAccessIdentityList"]["Quantity"] == 1
    )
    current = cf.get_distribution_config(Id=dist_id)
    disabled = {**current["DistributionConfig"], "Enabled": False}
    cf.update_distribution(Id=dist_id, IfMatch=current["ETag"], DistributionConfig=disabled)
    labcloud_clock.advance("2s")
    times["destroy"] = workspace.destroy().seconds
    print("cloudfront: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert cf.list_distributions()["DistributionList"]["Quantity"] == 0
    assert cf.list_origin_access_controls()["OriginAccessControlList"]["Quantity"] == 0
