"""OpenSearch Serverless managed by Terraform (hashicorp/aws 5.x): aws_opensearchserverless_security_policy
(encryption and network), _access_policy, _collection and _lifecycle_policy applied, re-planned with no
change, imported back and destroyed; the collection's endpoint answers opensearch-py in between."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from aoss_helpers import client

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
    aoss: Any = labcloud.boto3_client("opensearchserverless")
    detail = aoss.batch_get_collection(names=["tf-vectors"])["collectionDetails"][0]
    assert detail["status"] == "ACTIVE" and detail["type"] == "VECTORSEARCH"
    search = client(labcloud, detail["id"])
    search.index(index="from-terraform", id="1", body={"ok": True})
    assert search.get(index="from-terraform", id="1")["_source"] == {"ok": True}
    times["destroy"] = workspace.destroy().seconds
    print("opensearchserverless: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert aoss.list_collections()["collectionSummaries"] == []
    assert aoss.list_security_policies(type="encryption")["securityPolicySummaries"] == []
    assert aoss.list_access_policies(type="data")["accessPolicySummaries"] == []
    assert aoss.list_lifecycle_policies(type="retention")["lifecyclePolicySummaries"] == []
