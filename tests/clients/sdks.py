"""The SDKs the client matrix runs, installed once into a cache folder shared by test runs and workers.

- boto3 at the oldest version the matrix keeps working (1.26: botocore 1.29, still pinned by many projects
  and shipped by older Lambda runtimes) in its own virtualenv; the newest boto3 is the test venv's own.
- aiobotocore (the async flavour of the Python SDK) in a virtualenv of its own, with the botocore it pins.
- The AWS SDK for JavaScript v2 (``aws-sdk``) and v3 (``@aws-sdk/client-*``) from the npm registry, at
  pinned versions (v3 releases after January 2027 need Node.js 22; the machine has 20).

A first run installs them (about a minute, from PyPI and the npm registry); later runs reuse the folder.
An install that fails fails the test that needed it, saying what failed.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

CACHE = Path(os.environ.get("LABCLOUD_SDK_CACHE", Path.home() / ".cache" / "labcloud-tests"))
OLD_BOTO3 = "boto3==1.26.165"
#: The Python SDK's async flavour. No aiobotocore release accepts the botocore the test extra pins (1.44.8:
#: aiobotocore 3.10.0, the newest on 2026-12-04, requires botocore >=1.43.115,<1.43.118), so it is installed
#: with the botocore it asks for into a virtualenv of its own.
AIOBOTOCORE = "aiobotocore==3.10.0"
#: Exact versions: each v3 client has its own version line (the ones the npm registry served on 2026-12-04).
JS_PACKAGES = (
    ["aws-sdk@2.1693.0"]
    + [
        f"@aws-sdk/client-{name}@{version}"
        for name, version in (
            ("sts", "3.1178.0"),
            ("iam", "3.1178.0"),
            ("dynamodb", "3.1178.0"),
            ("dynamodb-streams", "3.1141.0"),
            ("sqs", "3.1178.0"),
            ("lambda", "3.1178.0"),
            ("cloudwatch-logs", "3.1178.0"),
            ("cloudwatch", "3.1178.0"),
            ("s3", "3.1178.0"),
            ("cloudformation", "3.1178.0"),
            ("fis", "3.523.0"),
            ("sns", "3.1178.0"),
            ("eventbridge", "3.1178.0"),
            ("sfn", "3.1178.0"),
            ("secrets-manager", "3.1178.0"),
            ("ssm", "3.1178.0"),
            ("kms", "3.1178.0"),
            ("kinesis", "3.1143.0"),
            ("api-gateway", "3.1142.0"),
            ("apigatewayv2", "3.1178.0"),
            ("scheduler", "3.1178.0"),
            ("pipes", "3.1143.0"),
            ("cognito-identity-provider", "3.1178.0"),
            ("elastic-load-balancing-v2", "3.1142.0"),
            ("route-53", "3.1178.0"),
            ("acm", "3.1178.0"),
            ("ec2", "3.1178.0"),
            ("appsync", "3.1142.0"),
            ("cloudfront", "3.1178.0"),
            ("iot", "3.1178.0"),
            ("efs", "3.1141.0"),
            ("cloudtrail", "3.1137.0"),
            ("ses", "3.1178.0"),
            ("firehose", "3.1178.0"),
            ("sesv2", "3.1178.0"),
            ("iot-data-plane", "3.1138.0"),
            ("appconfig", "3.1124.0"),
            ("appconfigdata", "3.1178.0"),
        )
    ]
    + [
        # AWS's durable execution SDK for JavaScript (it speaks Lambda's checkpoint API through client-lambda)
        "@aws/durable-execution-sdk-js@2.4.0",
    ]
)


@contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """One installer at a time per folder (the suite runs in several workers)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / f"{folder.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _run(command: list[str], cwd: Path | None = None) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        pytest.fail(
            f"installing a client SDK failed: {' '.join(command)}\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
        )


def old_boto3_python() -> str:
    return _venv_with(OLD_BOTO3)


def _venv_with(requirement: str) -> str:
    folder = CACHE / f"py{sys.version_info[0]}{sys.version_info[1]}-{requirement.replace('==', '-')}"
    python = folder / "bin" / "python"
    with _locked(folder):
        if not (folder / "installed").exists():
            shutil.rmtree(folder, ignore_errors=True)
            _run([sys.executable, "-m", "venv", str(folder)])
            _run([str(python), "-m", "pip", "install", "-q", requirement])
            (folder / "installed").write_text(requirement)
    return str(python)


def aiobotocore_python() -> str:
    """A Python whose virtualenv holds :data:`AIOBOTOCORE` (and the botocore it pins)."""
    return _venv_with(AIOBOTOCORE)


def js_modules() -> str:
    """The ``node_modules`` folder holding both JavaScript SDKs."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        pytest.fail("the client matrix runs the JavaScript SDKs: install Node.js and npm")
    digest = hashlib.sha256(json.dumps(JS_PACKAGES).encode()).hexdigest()[:12]
    folder = CACHE / f"js-sdks-{digest}"
    with _locked(folder):
        if not (folder / "installed").exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True)
            (folder / "package.json").write_text('{"name": "labcloud-sdk-matrix", "private": true}\n')
            _run([npm, "install", "--no-audit", "--no-fund", "--loglevel=error", *JS_PACKAGES], cwd=folder)
            (folder / "installed").write_text("\n".join(JS_PACKAGES))
    return str(folder / "node_modules")
