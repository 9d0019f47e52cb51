"""The prove API's errors and the view page: bad requests answer AWS-shaped errors, never a 500."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from prove_helpers import guarded_worker


def _call(server: Any, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    request = urllib.request.Request(
        server.endpoint + path, data=data, method=method, headers={"content-type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            return response.status, json.loads(raw) if raw[:1] in (b"{", b"[") else raw.decode()
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.mark.parametrize(
    ("body", "status", "code", "message"),
    [
        (
            {"mapping": "nope", "messages": ['{"id": "a"}']},
            404,
            "ResourceNotFoundException",
            "no event source mapping",
        ),
        ({"messages": ['{"id": "a"}']}, 400, "ValidationException", "mapping"),
        ({"mapping": "m", "messages": "x"}, 400, "ValidationException", "messages must be a list"),
        ({"mapping": "m", "messages": []}, 400, "ValidationException", "at least one message"),
        ({"mapping": "m", "messages": ["not json"]}, 400, "ValidationException", "message 1 is not JSON"),
        (
            {"mapping": "m", "messages": ['{"other": 1}']},
            400,
            "ValidationException",
            "no scalar value at $.id",
        ),
        (
            {"mapping": "m", "messages": ['{"id": "a"}'], "faults": "duplicate,meteor"},
            400,
            "ValidationException",
            "unknown fault 'meteor'",
        ),
        ({"mapping": "m", "messages": ['{"id": "a"}'], "rate": 2}, 400, "ValidationException", "rate"),
        ({"mapping": "m", "messages": ['{"id": "a"}'], "key": "id"}, 400, "ValidationException", "JSON path"),
        (
            {"mapping": "m", "messages": ['{"id": "a"}'], "chaos": True},
            400,
            "ValidationException",
            "labcloud does not support the prove member(s) chaos",
        ),
        (["a"], 400, "ValidationException", "JSON object"),
    ],
)
def test_bad_requests(labcloud: Any, body: Any, status: int, code: str, message: str) -> None:
    got, answer = _call(labcloud, "POST", "/_labcloud/prove", body)
    assert (got, answer["error"]["code"]) == (status, code)
    assert message in answer["error"]["message"]


def test_unknown_run_and_malformed_body(labcloud: Any) -> None:
    status, answer = _call(labcloud, "GET", "/_labcloud/prove/p-missing")
    assert (status, answer["error"]["code"]) == (404, "ResourceNotFoundException")
    status, answer = _call(labcloud, "POST", "/_labcloud/prove", b"{oops")
    assert (status, answer["error"]["code"]) == (400, "ValidationException")


def test_one_run_per_mapping_and_the_view_page(labcloud: Any, consumer: Any, tmp_path: Path) -> None:
    worker = consumer("prove-api", guarded_worker())
    body = {
        "mapping": worker.mapping,
        "messages": ['{"id": "a", "quantity": 1}'],
        "faults": "duplicate",
        "rate": 1,
        "seed": 1,
        "fast": True,
        "table": worker.table,
    }
    status, run = _call(labcloud, "POST", "/_labcloud/prove", body)
    assert status == 202 and run["state"] in ("starting", "running")
    assert [c["kind"] for c in run["plan"]][0] == "original"
    status, answer = _call(labcloud, "POST", "/_labcloud/prove", body)
    assert (status, answer["error"]["code"]) == (409, "ConflictException")
    status, listed = _call(labcloud, "GET", "/_labcloud/prove")
    assert [r["run_id"] for r in listed["runs"]] == [run["run_id"]]
    status, page = _call(labcloud, "GET", "/_labcloud/view/static/prove.html")
    assert status == 200 and 'id="start"' in page and "prove.js" in page
    status, script = _call(labcloud, "GET", "/_labcloud/view/static/prove.js")
    assert status == 200 and "/_labcloud/prove" in script
    status, answer = _call(labcloud, "POST", "/_labcloud/prove", {**body, "table": "no-such-table"})
    assert (status, answer["error"]["code"]) == (404, "ResourceNotFoundException")


def test_a_finished_report_survives_a_restart(tmp_path: Path) -> None:
    import sys

    from labcloud.testing.server_process import LabcloudProcess

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
    from lambda_helpers import create_role, wait_for
    from prove_helpers import Consumer

    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        worker = Consumer(
            server, "prove-keep", "def handler(event, context):\n    return None\n", create_role(server)
        )
        status, run = _call(
            server,
            "POST",
            "/_labcloud/prove",
            {
                "mapping": worker.mapping,
                "messages": ['{"id": "a"}'],
                "faults": "duplicate",
                "rate": 0,
                "seed": 4,
                "fast": True,
                "table": worker.table,
            },
        )
        assert status == 202
        ended = wait_for(
            lambda: (lambda doc: doc if doc["report"] else None)(
                _call(server, "GET", f"/_labcloud/prove/{run['run_id']}")[1]
            ),
            timeout=60,
        )
        assert ended["report"]["keys"][0]["verdict"] == "lost"
    finally:
        server.stop()
    server.start()
    try:
        status, again = _call(server, "GET", f"/_labcloud/prove/{run['run_id']}")
        assert status == 200 and again["report"] == ended["report"] and again["plan"] == ended["plan"]
        assert [r["run_id"] for r in _call(server, "GET", "/_labcloud/prove")[1]["runs"]] == [run["run_id"]]
        server.reset()
        assert _call(server, "GET", f"/_labcloud/prove/{run['run_id']}")[0] == 404
    finally:
        server.stop()
