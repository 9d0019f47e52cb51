"""Code packages through the API: zip-slip archives refused, a custom-runtime bash bootstrap, the 50 MB limit."""

from __future__ import annotations

import base64
import io
import json
import os
import shutil
import stat
import zipfile
from typing import Any

import pytest
from botocore.exceptions import ClientError

UNZIP_FAILED = "Could not unzip uploaded file. Please check your file, then try to upload again."
BOOTSTRAP = r"""#!/bin/bash
set -euo pipefail
API="http://${AWS_LAMBDA_RUNTIME_API}/2018-06-01/runtime"
while true; do
  HEADERS="$(mktemp)"
  EVENT=$(curl -sS -D "$HEADERS" "$API/invocation/next")
  REQUEST_ID=$(grep -Fi Lambda-Runtime-Aws-Request-Id "$HEADERS" | tr -d '[:space:]' | cut -d: -f2)
  echo "bash saw $EVENT"
  curl -sS -X POST "$API/invocation/$REQUEST_ID/response" -d "{\"echo\": $EVENT, \"handler\": \"$_HANDLER\"}" >/dev/null
done
"""


def _zip_with(entries: list[tuple[zipfile.ZipInfo, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for info, data in entries:
            archive.writestr(info, data)
    return buffer.getvalue()


def _symlink(name: str, target: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name)
    info.create_system = 3
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    return info


SLIPS = {
    "dotdot": _zip_with(
        [(zipfile.ZipInfo("app.py"), b"x = 1\n"), (zipfile.ZipInfo("../../escape.py"), b"x\n")]
    ),
    "absolute": _zip_with([(zipfile.ZipInfo("/tmp/labcloud-escape.py"), b"x\n")]),
    "link-outside": _zip_with([(_symlink("leak", "/etc/passwd"), b"/etc/passwd")]),
}


@pytest.mark.parametrize("kind", sorted(SLIPS))
def test_zip_slip_archives_are_refused(lam: Any, role_arn: str, kind: str) -> None:
    with pytest.raises(ClientError) as err:
        lam.create_function(
            FunctionName="slip",
            Runtime="python3.12",
            Role=role_arn,
            Handler="app.handler",
            Code={"ZipFile": SLIPS[kind]},
        )
    error = err.value.response["Error"]
    assert (error["Code"], error["Message"]) == ("InvalidParameterValueException", UNZIP_FAILED)
    assert lam.list_functions()["Functions"] == []
    assert not os.path.exists("/tmp/labcloud-escape.py")


def test_update_code_refuses_zip_slip(deploy: Any, lam: Any) -> None:
    deploy("fn", "def handler(e, c):\n    return 1\n")
    with pytest.raises(ClientError) as err:
        lam.update_function_code(FunctionName="fn", ZipFile=SLIPS["dotdot"])
    assert err.value.response["Error"]["Code"] == "InvalidParameterValueException"


@pytest.mark.skipif(shutil.which("curl") is None, reason="the bash bootstrap uses curl")
def test_custom_runtime_bash_bootstrap(lam: Any, role_arn: str) -> None:
    info = zipfile.ZipInfo("bootstrap")
    info.external_attr = (stat.S_IFREG | 0o755) << 16
    code = _zip_with([(info, BOOTSTRAP.encode())])
    lam.create_function(
        FunctionName="bash-fn",
        Runtime="provided.al2023",
        Role=role_arn,
        Handler="function.handler",
        Code={"ZipFile": code},
    )
    answer = lam.invoke(FunctionName="bash-fn", Payload=json.dumps({"n": 7}).encode(), LogType="Tail")
    assert "FunctionError" not in answer
    assert json.loads(answer["Payload"].read()) == {"echo": {"n": 7}, "handler": "function.handler"}
    assert 'bash saw {"n": 7}' in base64.b64decode(answer["LogResult"]).decode()


def test_zip_over_50_mb_is_request_entity_too_large(lam: Any, role_arn: str) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("app.py", "def handler(e, c):\n    return 1\n")
        archive.writestr("blob.bin", os.urandom(52_428_800))
    big = buffer.getvalue()
    assert len(big) > 52_428_800
    with pytest.raises(ClientError) as err:
        lam.create_function(
            FunctionName="big",
            Runtime="python3.12",
            Role=role_arn,
            Handler="app.handler",
            Code={"ZipFile": big},
        )
    response = err.value.response
    assert response["Error"]["Code"] == "RequestEntityTooLargeException"
    assert response["Error"]["Message"] == (
        "Request must be smaller than 69905067 bytes for the CreateFunction operation"
    )
    assert response["ResponseMetadata"]["HTTPStatusCode"] == 413
    assert lam.list_functions()["Functions"] == []
