"""Terraform's aws_api_gateway_* resources (hashicorp/aws 5.x: the API and its methods, a model, a
documentation part, a resource policy, method settings, a custom domain name with a base path mapping)
apply, re-plan with no changes, import (every resource, with ``import`` blocks) with a plan of nothing
but the imports, answer over HTTP (at the invoke URL and at the custom domain), and destroy, against a
real labcloud server (skipped where terraform or its provider mirror is absent)."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "terraform"))

from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(900),
]


def test_apply_serve_replan_destroy(labcloud: LabcloudProcess, apigw: Any, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(HERE / "terraform", work)
    space = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(space)
    api_id = space.outputs()["api_id"]
    assert apigw.get_rest_api(restApiId=api_id)["tags"] == {"team": "labcloud"}
    status, _, body = http(invoke_url(labcloud, api_id, "prod", "/items"))
    assert (status, json.loads(body)) == (200, {"items": []})
    # the custom domain's base path mapping serves the stage; the resource policy allows everyone
    port = labcloud.endpoint.rsplit(":", 1)[1]
    status, _, body = http(f"{labcloud.endpoint}/v1/items", headers={"Host": f"api.tf.example.test:{port}"})
    assert (status, json.loads(body)) == (200, {"items": []})
    assert apigw.get_model(restApiId=api_id, modelName="Item")["contentType"] == "application/json"
    settings = apigw.get_stage(restApiId=api_id, stageName="prod")["methodSettings"]["*/*"]
    assert (settings["metricsEnabled"], settings["throttlingBurstLimit"]) == (True, 50)
    times["destroy"] = space.destroy().seconds
    print("apigateway: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert apigw.get_rest_apis()["items"] == []
