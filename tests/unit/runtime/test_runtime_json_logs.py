"""The JSON log format in python sandboxes, through awslambdaric and through labcloud's pure-Python loop alike."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from runtime_helpers import Recorder, run_with_manager, spec_for

from labcloud.runtime import SandboxManager
from labcloud.runtime.log_format import LogFormat, line_level

CODE = """
import logging
print("cold init")
def handler(event, context):
    print("a print")
    logging.getLogger().debug("hidden at INFO")
    logging.getLogger("orders").info("placed %s", 3)
    try:
        1 / 0
    except ZeroDivisionError:
        logging.getLogger("orders").exception("failed")
    if event.get("raise"):
        raise KeyError("k")
    return 1
"""


@pytest.fixture(params=["ric", "pure"])
def pure(request: pytest.FixtureRequest) -> bool:
    return bool(request.param == "pure")


def _parsed(messages: list[str]) -> list[Any]:
    out: list[Any] = []
    for message in messages:
        try:
            out.append(json.loads(message))
        except ValueError:
            out.append(message)
    return out


def test_json_records_in_both_loops(tmp_path: Path, pure: bool) -> None:
    spec = spec_for(tmp_path, {"app.py": CODE}, log_format="JSON", system_log_level="DEBUG")

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}", request_id="req-1")
        assert r.status == "success"
        records = _parsed(rec.messages())
        init = records[0]
        assert init["type"] == "platform.initStart"
        assert init["record"]["functionName"] == "fn" and init["record"]["phase"] == "init"
        assert "cold init\n" in records and "a print\n" in records
        start = records.index(
            next(x for x in records if isinstance(x, dict) and x.get("type") == "platform.start")
        )
        assert records[start]["record"] == {"requestId": "req-1", "version": "$LATEST"}
        app = [x for x in records if isinstance(x, dict) and "level" in x]
        assert [(x["level"], x["message"], x["logger"], x["requestId"]) for x in app] == [
            ("INFO", "placed 3", "orders", "req-1"),
            ("ERROR", "failed", "orders", "req-1"),
        ]
        assert app[1]["errorType"] == "ZeroDivisionError" and app[1]["stackTrace"]
        assert set(app[0]) >= {"timestamp", "level", "message", "logger", "requestId"}
        done, report = records[-2], records[-1]
        assert done["type"] == "platform.runtimeDone" and done["record"]["status"] == "success"
        assert report["type"] == "platform.report"
        assert report["record"]["metrics"]["initDurationMs"] > 0

        failed = await m.invoke(spec, b'{"raise": true}', request_id="req-2")
        assert failed.function_error == "Unhandled"
        records = _parsed(rec.messages())
        error = next(
            x for x in records if isinstance(x, dict) and x.get("errorType") == "KeyError" and "level" in x
        )
        assert (error["level"], error["requestId"]) == ("ERROR", "req-2")
        assert records[-2]["record"] == {
            "requestId": "req-2",
            "status": "error",
            "metrics": records[-2]["record"]["metrics"],
            "errorType": "KeyError",
        }
        assert records[-1]["record"]["status"] == "error"

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_level_rules() -> None:
    assert line_level('{"level": "debug", "msg": "x"}') == 2
    assert line_level('{"level": "nonsense"}') == 3
    assert line_level("not json") == 3
    fmt = LogFormat(json=True, application_level="WARN", system_level="WARN")
    assert not fmt.keep_application(None, "a print\n")
    assert fmt.keep_application(5, '{"level": "ERROR"}')
    assert fmt.start("r", "$LATEST") is None and fmt.report("r", 1, 1, 128, 1, None, None, None) is None
    text = LogFormat()
    assert text.start("r", "$LATEST") == "START RequestId: r Version: $LATEST\n"
    assert text.keep_application(2, "anything")


NODE_APP = """
exports.handler = async (event, context) => {
  console.debug('hidden at WARN');
  console.log('hidden too');
  console.warn('careful', 2);
  if (event.fail) throw new TypeError('node says no');
  return 'ok';
};
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_node_json_records(tmp_path: Path) -> None:
    spec = spec_for(
        tmp_path,
        {"index.js": NODE_APP},
        runtime="nodejs20.x",
        handler="index.handler",
        log_format="JSON",
        application_log_level="WARN",
    )

    async def body(m: SandboxManager, rec: Recorder) -> None:
        await m.invoke(spec, b"{}", request_id="req-n1")
        failed = await m.invoke(spec, b'{"fail": true}', request_id="req-n2")
        assert failed.function_error == "Unhandled"
        app = [x for x in _parsed(rec.messages()) if isinstance(x, dict) and "level" in x]
        assert [(x["level"], x["message"], x["requestId"]) for x in app] == [
            ("WARN", "careful 2", "req-n1"),
            ("WARN", "careful 2", "req-n2"),
            ("ERROR", "Invoke Error", "req-n2"),
        ]
        assert (app[2]["errorType"], app[2]["errorMessage"]) == ("TypeError", "node says no")
        assert app[0]["timestamp"].endswith("Z")

    run_with_manager(tmp_path, body)


TENANT_CODE = """
import logging
def handler(event, context):
    logging.getLogger("t").warning("for %s", context.tenant_id)
    return context.tenant_id
"""


def test_tenant_sandboxes_in_both_loops(tmp_path: Path, pure: bool) -> None:
    blue = spec_for(tmp_path, {"app.py": TENANT_CODE}, log_format="JSON", tenant_id="blue")
    green = dataclasses.replace(blue, tenant_id="green")

    async def body(m: SandboxManager, rec: Recorder) -> None:
        first = await m.invoke(blue, b"{}", request_id="b-1")
        other = await m.invoke(green, b"{}", request_id="g-1")
        again = await m.invoke(blue, b"{}", request_id="b-2")
        assert [json.loads(r.payload) for r in (first, other, again)] == ["blue", "green", "blue"]
        assert first.sandbox_id == again.sandbox_id != other.sandbox_id  # never another tenant's
        assert (first.cold, other.cold, again.cold) == (True, True, False)
        records = [x for x in _parsed(rec.messages()) if isinstance(x, dict)]
        starts = [x["record"] for x in records if x.get("type") == "platform.start"]
        assert [(s["requestId"], s["tenantId"]) for s in starts] == [
            ("b-1", "blue"),
            ("g-1", "green"),
            ("b-2", "blue"),
        ]
        reports = [x["record"]["tenantId"] for x in records if x.get("type") == "platform.report"]
        assert reports == ["blue", "green", "blue"]
        app = [(x["message"], x["tenantId"]) for x in records if x.get("logger") == "t"]
        assert app == [("for blue", "blue"), ("for green", "green"), ("for blue", "blue")]

    run_with_manager(tmp_path, body, force_pure_python=pure)


NODE_TENANT = """
exports.handler = async (event, context) => {
  console.warn('for', context.tenantId);
  return context.tenantId;
};
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_node_tenant_context_and_records(tmp_path: Path) -> None:
    spec = spec_for(
        tmp_path,
        {"index.js": NODE_TENANT},
        runtime="nodejs20.x",
        handler="index.handler",
        log_format="JSON",
        tenant_id="blue",
    )

    async def body(m: SandboxManager, rec: Recorder) -> None:
        answer = await m.invoke(spec, b"{}", request_id="n-1")
        assert json.loads(answer.payload) == "blue"
        records = [x for x in _parsed(rec.messages()) if isinstance(x, dict)]
        app = [(x["message"], x["tenantId"], x["requestId"]) for x in records if x.get("level") == "WARN"]
        assert app == [("for blue", "blue", "n-1")]

    run_with_manager(tmp_path, body)
