"""Terraform's aws_apigatewayv2_* resources for a WebSocket API (hashicorp/aws 5.x) apply, re-plan with no
changes and destroy, against a real labcloud server (skipped where terraform or its provider mirror is absent)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "terraform"))

from terraform_runner import missing_reason, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(900),
]


def test_websocket_api_apply_replan_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(HERE / "terraform", work)
    env = terraform_env(tmp_path / "home")
    variable = f"-var=endpoint={labcloud.endpoint}"

    def terraform(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["terraform", *args, "-no-color"], cwd=work, env=env, capture_output=True, text=True, timeout=600
        )

    assert terraform("init").returncode == 0
    applied = terraform("apply", "-auto-approve", variable)
    assert applied.returncode == 0, applied.stderr[-3000:]
    api_id = json.loads(terraform("output", "-json").stdout)["api_id"]["value"]
    v2 = labcloud.boto3_client("apigatewayv2")
    assert v2.get_api(ApiId=api_id)["ProtocolType"] == "WEBSOCKET"
    assert sorted(r["RouteKey"] for r in v2.get_routes(ApiId=api_id)["Items"]) == ["$connect", "send"]
    replanned = terraform("plan", "-detailed-exitcode", variable)
    assert replanned.returncode == 0, replanned.stdout[-3000:]  # 0: no changes
    destroyed = terraform("destroy", "-auto-approve", variable)
    assert destroyed.returncode == 0, destroyed.stderr[-3000:]
    assert v2.get_apis()["Items"] == []
