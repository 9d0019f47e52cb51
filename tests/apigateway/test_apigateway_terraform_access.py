"""Terraform's aws_api_gateway_authorizer, _api_key, _usage_plan, _usage_plan_key, _request_validator and
_gateway_response (hashicorp/aws 5.x) apply, re-plan with no changes, import back with no other change, are
enforced over HTTP and destroy
(skipped where terraform or its provider mirror is absent)."""

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


def test_access_resources_apply_enforce_replan_destroy(
    labcloud: LabcloudProcess, apigw: Any, tmp_path: Path
) -> None:
    work = tmp_path / "config"
    shutil.copytree(HERE / "terraform_access", work)
    space = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(space)
    api_id = space.outputs()["api_id"]
    [authorizer] = apigw.get_authorizers(restApiId=api_id)["items"]
    assert authorizer["name"] == "gate" and authorizer["authorizerResultTtlInSeconds"] == 60
    url = invoke_url(labcloud, api_id, "prod", "/?q=1")
    status, _, body = http(url)
    assert (status, json.loads(body)) == (401, {"key": "missing or invalid"})  # the gateway response
    key = {"x-api-key": "tf-customer-key-0123456789"}
    assert http(url, headers=key)[:3:2] == (200, b'{"ok": true}')
    status, _, body = http(invoke_url(labcloud, api_id, "prod", "/"), headers=key)
    assert (status, json.loads(body)) == (400, {"message": "Missing required request parameters: [q]"})
    times["destroy"] = space.destroy().seconds
    print("apigateway access: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert apigw.get_rest_apis()["items"] == [] and apigw.get_api_keys()["items"] == []
    assert apigw.get_usage_plans()["items"] == []
