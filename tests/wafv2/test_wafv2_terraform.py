"""AWS WAF managed by Terraform (hashicorp/aws 5.x): aws_wafv2_ip_set, aws_wafv2_web_acl and
aws_wafv2_web_acl_association with a REST API stage applied (the web ACL with AWS managed rule groups too,
Bot Control with its COMMON config),
filtering the stage, re-planned with no change, imported back, destroyed."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from test_wafv2_filtering import call

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_filter_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    outputs = json.loads(workspace.run("output", "-json").stdout)
    api = outputs["api_id"]["value"]
    assert call(labcloud, api)[0] == 200
    assert call(labcloud, api, "/items?role=ADMIN")[0] == 403
    assert call(labcloud, api, X_Forwarded_For="198.51.100.7")[0] == 403
    assert call(labcloud, api, "/items?f=..%2F..%2Fkeys")[0] == 403  # the core rule set's GenericLFI
    assert call(labcloud, api, "/items?q=" + "a" * 2100)[0] == 200  # its size rule overridden to Count
    assert call(labcloud, api, "/items?id=1%27%20or%20%271%27=%271")[0] == 200  # the SQLi group: counted
    assert call(labcloud, api, User_Agent="Scrapy/2.11")[0] == 403  # Bot Control's CategoryScrapingFramework
    wafv2: Any = labcloud.boto3_client("wafv2")
    acl = wafv2.list_web_acls(Scope="REGIONAL")["WebACLs"][0]
    assert (
        wafv2.get_web_acl(Name=acl["Name"], Scope="REGIONAL", Id=acl["Id"])["WebACL"]["Capacity"] == 973
    )  # 1 + 10 + 10 (LOWERCASE) + 700 + 200 + 2 + 50
    times["destroy"] = workspace.destroy().seconds
    print("wafv2: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert wafv2.list_web_acls(Scope="REGIONAL")["WebACLs"] == []
    assert wafv2.list_ip_sets(Scope="REGIONAL")["IPSets"] == []
