"""A public layer that is not built yet and cannot be built: the registry is unreachable (CreateFunction
answers a retryable TooManyRequestsException while the build runs longer than the request may wait, then
InvalidParameterValueException naming the layer and pip's reason), or downloads are off
(``LABCLOUD_PUBLIC_LAYERS=offline``: ``labcloud layers prefetch`` reports it and exits 2)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from lambda_helpers import create_role, make_zip, wait_for

from labcloud.testing.server_process import LabcloudProcess

LAYER = "arn:aws:lambda:eu-west-1:017000801446:layer:AWSLambdaPowertoolsPythonV2:61"


def _no_registry(cache: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        XDG_CACHE_HOME=str(cache),  # an empty layer cache (and pip cache)
        PIP_CONFIG_FILE=os.devnull,
        PIP_INDEX_URL="http://127.0.0.1:9/simple",  # nothing listens on the discard port
        PIP_FIND_LINKS=str(cache),
        PIP_EXTRA_INDEX_URL="",
        PIP_RETRIES="0",  # refused at once: pip's default five retries with back-off took ~8 s of the wait
    )
    return env


@pytest.fixture(scope="module")
def unreachable(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    env = _no_registry(tmp_path_factory.mktemp("cache"))
    env["LABCLOUD_PUBLIC_LAYER_WAIT"] = "0"  # every build outlasts the request's wait
    server = LabcloudProcess(in_memory=True, env=env).start()
    try:
        yield server
    finally:
        server.stop()


def test_an_unreachable_registry_is_an_aws_shaped_refusal(unreachable: LabcloudProcess) -> None:
    lam = unreachable.boto3_client("lambda", config=Config(retries={"max_attempts": 1}))
    role = create_role(unreachable)

    def create() -> dict[str, Any]:
        with pytest.raises(ClientError) as caught:
            lam.create_function(
                FunctionName="no-registry",
                Runtime="python3.12",
                Role=role,
                Handler="app.handler",
                Code={"ZipFile": make_zip({"app.py": "def handler(e, c): return 1\n"})},
                Layers=[LAYER],
            )
        return dict(caught.value.response["Error"])

    building = create()
    assert building["Code"] == "TooManyRequestsException" and LAYER in building["Message"]
    # a bound, not a timing: pip's own start on a loaded 2-core machine has taken most of the default 20 s
    error = wait_for(
        lambda: (answer := create())["Code"] != "TooManyRequestsException" and answer, timeout=90
    )
    assert error["Code"] == "InvalidParameterValueException"
    assert LAYER in error["Message"] and "pip install aws-lambda-powertools" in error["Message"]
    with pytest.raises(ClientError) as described:
        lam.get_layer_version_by_arn(Arn=LAYER)
    assert described.value.response["Error"]["Code"] == "InvalidParameterValueException"


def test_prefetch_offline_reports_what_it_cannot_build(tmp_path: Path) -> None:
    env = {**_no_registry(tmp_path), "LABCLOUD_PUBLIC_LAYERS": "offline"}
    done = subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "layers", "prefetch", LAYER],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert f"failed  {LAYER}" in done.stdout and "LABCLOUD_PUBLIC_LAYERS=offline" in done.stdout
