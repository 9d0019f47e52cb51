"""Terraform (hashicorp/aws 5.x) manages HTTP APIs on labcloud: apply configs/httpapi (API, Lambda proxy
integration, JWT authorizer, routes, auto-deployed $default stage, a custom domain name and its API mapping), re-plan with no changes, import
every resource again (``import`` blocks) with a plan of nothing else,
answer over HTTP (the open route, the guarded one refusing no token and serving a signed one), then destroy."""

from __future__ import annotations

import json
import shutil
import sys
import zipfile
from http.client import HTTPConnection
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

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
        times = round_trip(space)
        api_id = json.loads(space.run("output", "-json").stdout)["api_id"]["value"]
        status, _, body = http(url(server, api_id, "/open"))
        assert (status, json.loads(body)) == (200, {"route": "GET /open", "sub": None})
        status, _, body = http(url(server, api_id, "/guarded"))
        assert (status, body) == (401, b'{"message":"Unauthorized"}')
        token = issuer.token({"scope": "read"})
        status, _, body = http(url(server, api_id, "/guarded"), headers={"Authorization": f"Bearer {token}"})
        assert (status, json.loads(body)) == (200, {"route": "GET /guarded", "sub": "u1"})
        # the custom domain name's mapping "v1" serves the $default stage (Host: the name)
        port = int(server.endpoint.rsplit(":", 1)[1])
        connection = HTTPConnection("127.0.0.1", port, timeout=60)
        connection.request("GET", "/v1/open", headers={"Host": f"tf-httpapi.example.test:{port}"})
        answer = connection.getresponse()
        assert (answer.status, json.loads(answer.read())) == (200, {"route": "GET /open", "sub": None})
        connection.close()
        deployments = server.boto3_client("apigatewayv2").get_deployments(ApiId=api_id)["Items"]
        assert [d["DeploymentStatus"] for d in deployments if not d.get("AutoDeployed")] == ["DEPLOYED"]
        assert "routes as terraform made them" in [d.get("Description") for d in deployments]
        times["destroy"] = space.destroy().seconds
        print("httpapi: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert server.boto3_client("apigatewayv2").get_apis()["Items"] == []
    finally:
        issuer.close()
        server.stop()
