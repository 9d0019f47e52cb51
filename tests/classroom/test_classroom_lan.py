"""A class over the LAN (``--host 0.0.0.0 --classroom``): from another address, labcloud's own routes
answer only a learner's signed lab calls (for the learner's own account); the instructor's routes
and unsigned calls are refused; AWS calls still need a learner's key."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from classroom_helpers import code_of

from labcloud.testing.server_process import LabcloudProcess


def lan_address() -> str | None:
    """This machine's address on its network (not loopback), or None without one."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the outgoing interface
        except OSError:
            return None
        address = str(probe.getsockname()[0])
    return None if address.startswith("127.") or address == "0.0.0.0" else address


ADDRESS = lan_address()
pytestmark = pytest.mark.skipif(ADDRESS is None, reason="this machine has no non-loopback IPv4 address")


@pytest.fixture(scope="module")
def lan(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LabcloudProcess, dict[str, Any]]]:
    folder: Path = tmp_path_factory.mktemp("lan")
    (folder / "roster").write_text("ana\nbo\n")
    server = LabcloudProcess(
        data_dir=folder / "data", extra_args=["--host", "0.0.0.0", "--classroom", str(folder / "roster")]
    ).start()
    try:
        keys = {x["name"]: x for x in server.get("/_labcloud/classroom/credentials")["learners"]}
        yield server, keys
    finally:
        server.stop()


def lan_client(service: str, key: str, secret: str, server: LabcloudProcess) -> Any:
    return boto3.client(
        service,
        endpoint_url=f"http://{ADDRESS}:{server.port}",
        region_name="us-east-1",
        aws_access_key_id=key,
        aws_secret_access_key=secret,
    )


def remote(server: LabcloudProcess, path: str, learner: dict[str, str] | None = None) -> tuple[int, Any]:
    url = f"http://{ADDRESS}:{server.port}/_labcloud{path}"
    headers: dict[str, str] = {}
    if learner is not None:
        signed = AWSRequest(method="GET", url=url, data=b"", headers={})
        credentials = Credentials(learner["access_key"], learner["secret_access_key"])
        SigV4Auth(credentials, "labcloud", "us-east-1").add_auth(signed)
        headers = dict(signed.headers.items())
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_the_instructors_routes_answer_only_the_instructors_machine(lan: tuple[LabcloudProcess, Any]) -> None:
    server, keys = lan
    for path in ("/classroom", "/classroom/credentials", "/view/classroom", "/health", "/labs/active"):
        status, answer = remote(server, path)
        assert (status, answer["error"]["code"]) == (403, "AccessDenied")
    for path in ("/classroom/credentials", "/classroom/progress", "/events/stream"):
        status, answer = remote(server, path, keys["ana"])
        assert (status, answer["error"]["code"]) == (403, "AccessDenied")
        assert "answers only on the instructor's machine" in answer["error"]["message"]
    assert server.get("/_labcloud/classroom")["enabled"] is True  # here, unsigned, it answers


def test_a_learner_reaches_their_own_lab_and_events_from_another_machine(
    lan: tuple[LabcloudProcess, Any],
) -> None:
    server, keys = lan
    for name in ("ana", "bo"):
        sqs = lan_client("sqs", keys[name]["access_key"], keys[name]["secret_access_key"], server)
        sqs.create_queue(QueueName=f"lan-{name}")
    status, answer = remote(server, "/labs/active", keys["ana"])
    assert (status, answer) == (200, {"active": None})
    status, answer = remote(server, "/events?kind=sqs.queue.created", keys["ana"])
    assert status == 200
    assert [e["data"]["queue_name"] for e in answer["events"]] == ["lan-ana"]
    anonymous = lan_client("sqs", "test", "test", server)
    assert code_of(lambda: anonymous.list_queues()) == "InvalidClientTokenId"
