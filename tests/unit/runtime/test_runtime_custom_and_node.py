"""Custom runtimes (a bash ``bootstrap`` driving the Runtime API with curl) and Node.js."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from runtime_helpers import CONFINED, Recorder, run_with_manager, spec_for

from labcloud.runtime import SandboxManager

BOOTSTRAP = r"""#!/bin/bash
set -euo pipefail
echo "bootstrap starting for $_HANDLER"
API="http://${AWS_LAMBDA_RUNTIME_API}/2018-06-01/runtime"
while true; do
  HEADERS="$(mktemp)"
  EVENT=$(curl -sS -D "$HEADERS" "$API/invocation/next")
  REQUEST_ID=$(grep -Fi Lambda-Runtime-Aws-Request-Id "$HEADERS" | tr -d '[:space:]' | cut -d: -f2)
  echo "handling $EVENT"
  if [ "$EVENT" = '"fail"' ]; then
    curl -sS -X POST -H "Lambda-Runtime-Function-Error-Type: Custom.Failure" \
      "$API/invocation/$REQUEST_ID/error" -d '{"errorMessage":"asked to fail","errorType":"Custom.Failure"}' >/dev/null
  else
    curl -sS -X POST "$API/invocation/$REQUEST_ID/response" -d "{\"echo\": $EVENT, \"tmp\": \"$TMPDIR\"}" >/dev/null
  fi
done
"""


@pytest.mark.skipif(shutil.which("curl") is None, reason="the bash bootstrap uses curl")
def test_bash_bootstrap_custom_runtime(tmp_path: Path) -> None:
    spec = spec_for(
        tmp_path,
        {"bootstrap": BOOTSTRAP},
        modes={"bootstrap": 0o100755},
        runtime="provided.al2023",
        handler="function.handler",
    )

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b'{"a": 1}', request_id="req-sh")
        assert r.status == "success", r.payload
        out = json.loads(r.payload)
        assert out["echo"] == {"a": 1}
        assert out["tmp"] == "/tmp" if CONFINED else out["tmp"].startswith(str(tmp_path))
        assert "bootstrap starting for function.handler\n" in rec.messages()
        assert rec.request_messages("req-sh")[1] == 'handling {"a": 1}\n'
        err = await m.invoke(spec, b'"fail"')
        assert (err.status, err.function_error) == ("error", "Unhandled")
        assert json.loads(err.payload) == {"errorMessage": "asked to fail", "errorType": "Custom.Failure"}
        assert not err.cold and err.sandbox_id == r.sandbox_id

    run_with_manager(tmp_path, body)


def test_bootstrap_without_exec_bit_or_missing(tmp_path: Path) -> None:
    not_exec = spec_for(tmp_path, {"bootstrap": BOOTSTRAP}, runtime="provided.al2", name="noexec")
    missing = spec_for(tmp_path, {"main.sh": "x"}, runtime="provided.al2", name="missing")

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(not_exec, b"{}", request_id="req-ne")
        assert (r.status, r.function_error) == ("init_error", "Unhandled")
        err = json.loads(r.payload)
        assert err["errorType"] == "Runtime.InvalidEntrypoint"
        assert err["errorMessage"].startswith("RequestId: req-ne Error: fork/exec ")
        assert err["errorMessage"].endswith("bootstrap: permission denied")
        r = await m.invoke(missing, b"{}", request_id="req-mi")
        err = json.loads(r.payload)
        assert err["errorType"] == "Runtime.InvalidEntrypoint"
        where = "/var/task/bootstrap /opt/bootstrap" if CONFINED else str(missing.code_path / "bootstrap")
        assert err["errorMessage"] == f"RequestId: req-mi Error: Couldn't find valid bootstrap(s): [{where}]"
        assert m.snapshot() == []

    run_with_manager(tmp_path, body)


NODE_APP = """
exports.handler = async (event, context) => {
  console.log('multi\\nline');
  if (event.fail) { throw new TypeError('node says no'); }
  return { sum: event.a + event.b, rid: context.awsRequestId, fn: context.functionName };
};
exports.cb = (event, context, callback) => { callback(null, 'via callback'); };
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_node_runtime(tmp_path: Path) -> None:
    spec = spec_for(
        tmp_path, {"index.js": NODE_APP}, runtime="nodejs20.x", handler="index.handler", name="nodefn"
    )
    cb = spec_for(tmp_path, {"index.js": NODE_APP}, runtime="nodejs20.x", handler="index.cb", name="nodecb")
    missing = spec_for(
        tmp_path, {"index.js": NODE_APP}, runtime="nodejs20.x", handler="index.nope", name="nodemiss"
    )

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b'{"a": 2, "b": 3}', request_id="req-node")
        assert r.status == "success", r.payload
        assert json.loads(r.payload) == {"sum": 5, "rid": "req-node", "fn": "nodefn"}
        logged = rec.request_messages("req-node")[1]
        assert logged.endswith("\treq-node\tINFO\tmulti\nline\n")
        e = await m.invoke(spec, b'{"fail": true}')
        err = json.loads(e.payload)
        assert (e.status, err["errorType"], err["errorMessage"]) == ("error", "TypeError", "node says no")
        assert err["trace"][0] == "TypeError: node says no"
        assert (await m.invoke(cb, b"{}")).payload == b'"via callback"'
        miss = await m.invoke(missing, b"{}")
        assert miss.status == "init_error"
        assert json.loads(miss.payload)["errorType"] == "Runtime.HandlerNotFound"

    run_with_manager(tmp_path, body)
