"""Terraform's aws_api_gateway_* resources (hashicorp/aws 5.x) apply, answer over HTTP, re-plan with no
changes, import (a rest api, a resource, a method and a stage, with ``import`` blocks) with a plan of
nothing but the imports, and destroy, against a real labcloud server (skipped where terraform or its provider mirror is absent)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "terraform"))

from terraform_runner import missing_reason, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(900),
]


def test_apply_serve_replan_destroy(labcloud: LabcloudProcess, apigw: Any, tmp_path: Path) -> None:
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
    assert apigw.get_rest_api(restApiId=api_id)["tags"] == {"team": "labcloud"}
    status, _, body = http(invoke_url(labcloud, api_id, "prod", "/items"))
    assert (status, json.loads(body)) == (200, {"items": []})
    replanned = terraform("plan", "-detailed-exitcode", variable)
    assert replanned.returncode == 0, replanned.stdout[-3000:]  # 0: no changes
    # import: forget a rest api, a resource, a method and a stage, import them back (``import`` blocks)
    state = json.loads((work / "terraform.tfstate").read_text())
    ids = {f"{r['type']}.{r['name']}": r["instances"][0]["attributes"]["id"] for r in state["resources"]}
    resource = ids["aws_api_gateway_resource.items"]
    imports = {
        "aws_api_gateway_rest_api.api": api_id,
        "aws_api_gateway_resource.items": f"{api_id}/{resource}",
        "aws_api_gateway_method.get": f"{api_id}/{resource}/GET",
        "aws_api_gateway_stage.prod": f"{api_id}/prod",
    }
    assert terraform("state", "rm", *imports).returncode == 0
    blocks = "".join(
        f'import {{\n  to = {address}\n  id = "{ident}"\n}}\n' for address, ident in imports.items()
    )
    (work / "imports.tf").write_text(blocks)
    planned = terraform("plan", variable)
    assert "Plan: 4 to import, 0 to add, 0 to change, 0 to destroy." in planned.stdout, planned.stdout[-6000:]
    imported = terraform("apply", "-auto-approve", variable)
    assert imported.returncode == 0, imported.stderr[-3000:]
    replanned = terraform("plan", "-detailed-exitcode", variable)
    assert replanned.returncode == 0, replanned.stdout[-3000:]
    destroyed = terraform("destroy", "-auto-approve", variable)
    assert destroyed.returncode == 0, destroyed.stderr[-3000:]
    assert apigw.get_rest_apis()["items"] == []
