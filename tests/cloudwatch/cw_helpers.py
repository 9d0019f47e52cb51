"""Clients that speak each CloudWatch protocol, and small helpers for the CloudWatch tests.

The installed botocore resolves CloudWatch to the json protocol (``awsQueryCompatible``); to make
boto3 and the CLI speak Smithy RPC v2 CBOR or query, a copy of botocore's own model whose
``metadata.protocols`` lists only that protocol is put first on the data path (``AWS_DATA_PATH``
for the CLI), exactly as a newer or older botocore would choose it.
"""

from __future__ import annotations

import atexit
import copy
import datetime as dt
import json
import shutil
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import boto3
import botocore.session
from botocore.config import Config

PROTOCOLS = ("smithy-rpc-v2-cbor", "json", "query")
UTC = dt.timezone.utc


@cache
def model_dir(protocol: str) -> str:
    loader = botocore.session.get_session().get_component("data_loader")
    model = copy.deepcopy(loader.load_service_model("cloudwatch", "service-2"))
    model["metadata"]["protocols"] = [protocol]
    model["metadata"]["protocol"] = protocol
    root = Path(tempfile.mkdtemp(prefix=f"cw-model-{protocol}-"))
    atexit.register(shutil.rmtree, root, True)  # one per protocol and test process; gone when it ends
    target = root / "cloudwatch" / model["metadata"]["apiVersion"]
    target.mkdir(parents=True)
    (target / "service-2.json").write_text(json.dumps(model))
    return str(root)


def client(server: Any, protocol: str = "smithy-rpc-v2-cbor") -> Any:
    session = botocore.session.get_session()
    loader = session.get_component("data_loader")
    loader.search_paths.insert(0, model_dir(protocol))
    b3 = boto3.Session(botocore_session=session)
    made = b3.client(
        "cloudwatch",
        endpoint_url=server.endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"max_attempts": 1}, read_timeout=30, parameter_validation=False),
    )  # the server validates
    assert made.meta.service_model.resolved_protocol == protocol
    return made


def cli_env(server: Any, protocol: str | None) -> dict[str, str]:
    env = server.cli_env()
    if protocol is not None:
        env["AWS_DATA_PATH"] = model_dir(protocol)
    return env


def now() -> dt.datetime:
    return dt.datetime.now(UTC)


def code_of(error: Any) -> str:
    return str(error.value.response["Error"]["Code"])
