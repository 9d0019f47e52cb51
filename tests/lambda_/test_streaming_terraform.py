"""A ``RESPONSE_STREAM`` function URL managed by Terraform (hashicorp/aws 5.x): ``aws_lambda_function_url``'s
``invoke_mode`` applied, re-planned with no change, imported back, destroyed; the URL streams meanwhile."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from lambda_helpers import make_zip
from streaming_helpers import call_url

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]
SOURCE = (
    "exports.handler = awslambda.streamifyResponse(async (e, s) => { s.write('tf '); s.end('streamed'); });\n"
)


def test_terraform_streaming_function_url(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    (work / "fn.zip").write_bytes(make_zip({"index.js": SOURCE}))
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    outputs = workspace.outputs()
    assert outputs["mode"] == "RESPONSE_STREAM"
    lam = labcloud.boto3_client("lambda")
    assert lam.get_function_url_config(FunctionName="tf-stream")["InvokeMode"] == "RESPONSE_STREAM"
    status, headers, body = call_url(labcloud, str(outputs["url"]))
    assert (status, headers["transfer-encoding"], body) == (200, "chunked", b"tf streamed")
    times["destroy"] = workspace.destroy().seconds
    print("lambda streaming: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert lam.list_functions()["Functions"] == []
