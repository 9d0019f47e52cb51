"""Terraform (hashicorp/aws 5.x) manages HTTP APIs on labcloud: apply configs/httpapi (API, Lambda proxy
integration, JWT authorizer, routes, auto-deployed $default stage), re-plan with no changes, import
the API, integration, a route and the stage again (``import`` blocks) with a plan of nothing else,
answer over HTTP (the open route, the guarded one refusing no token and serving a signed one), then destroy."""

from __future__ import annotations

import json
import shutil
import sys
import zipfile
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, terraform_env

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "apigatewayv2"))

from httpapi_helpers import http, url  # noqa: E402
from jwt_issuer import Issuer  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1800),
]

CODE = """
import json

def handler(event, context):
    claims = (event["requestContext"].get("authorizer") or {}).get("jwt", {}).get("claims", {})
    return {"route": event["routeKey"], "sub": claims.get("sub")}
"""


def _forget_and_import(space: Workspace, work: Path) -> None:
    """Drop resources from the state and import them back: the plan must only import (what labcloud
    reads back matches the configuration), and after the import apply nothing is left to change."""
    values = {r["address"]: r["values"] for r in space.managed_resources()}
    api = values["aws_apigatewayv2_api.api"]["id"]
    imports = {
        "aws_apigatewayv2_api.api": api,
        "aws_apigatewayv2_integration.fn": f"{api}/{values['aws_apigatewayv2_integration.fn']['id']}",
        "aws_apigatewayv2_route.guarded": f"{api}/{values['aws_apigatewayv2_route.guarded']['id']}",
        "aws_apigatewayv2_stage.default": f"{api}/$default",
    }
    space.run("state", "rm", *imports)
    blocks = "".join(
        f'import {{\n  to = {address}\n  id = "{ident}"\n}}\n' for address, ident in imports.items()
    )
    (work / "imports.tf").write_text(blocks)
    planned = space.plan_exitcode()
    assert "Plan: 4 to import, 0 to add, 0 to change, 0 to destroy." in planned.stdout, planned.describe()
    space.apply()
    assert space.plan_exitcode().returncode == 0


def test_apply_serve_replan_destroy(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    issuer = Issuer()
    try:
        work = tmp_path / "httpapi"
        shutil.copytree(HERE / "configs" / "httpapi", work)
        with zipfile.ZipFile(work / "fn.zip", "w") as archive:
            archive.writestr("app.py", CODE)
        variables = [
            f"-var=endpoint={server.endpoint}",
            "-var=function_zip=fn.zip",
            f"-var=issuer={issuer.url}",
        ]
        space = Workspace(work, terraform_env(tmp_path / "home"), variables)
        space.init()
        space.apply()
        assert space.plan_exitcode().returncode == 0  # what was applied reads back identical
        _forget_and_import(space, work)
        api_id = json.loads(space.run("output", "-json").stdout)["api_id"]["value"]
        status, _, body = http(url(server, api_id, "/open"))
        assert (status, json.loads(body)) == (200, {"route": "GET /open", "sub": None})
        status, _, body = http(url(server, api_id, "/guarded"))
        assert (status, body) == (401, b'{"message":"Unauthorized"}')
        token = issuer.token({"scope": "read"})
        status, _, body = http(url(server, api_id, "/guarded"), headers={"Authorization": f"Bearer {token}"})
        assert (status, json.loads(body)) == (200, {"route": "GET /guarded", "sub": "u1"})
        space.destroy()
        assert server.boto3_client("apigatewayv2").get_apis()["Items"] == []
    finally:
        issuer.close()
        server.stop()
