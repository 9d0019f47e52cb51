"""Python sandboxes, through awslambdaric and through labcloud's pure-Python fallback loop."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from runtime_helpers import ACCOUNT, CONFINED, Recorder, run_with_manager, seen_task_root, spec_for

from labcloud.runtime import SandboxManager

MODES = ["ric", "pure"]
#: The runtime the sandboxes get: the running interpreter's (so awslambdaric's compiled client loads).
VERSION = f"{sys.version_info.major}.{sys.version_info.minor}"


@pytest.fixture(params=MODES)
def pure(request: pytest.FixtureRequest) -> bool:
    return bool(request.param == "pure")


def test_success_payload_context_and_log_shape(tmp_path: Path, pure: bool) -> None:
    code = (
        "print('cold init')\n"
        "def handler(event, context):\n"
        "    print('got', event['n'])\n"
        "    return {'n': event['n'] + 1, 'rid': context.aws_request_id,\n"
        "            'arn': context.invoked_function_arn, 'left': context.get_remaining_time_in_millis() > 0,\n"
        "            'stream': context.log_stream_name, 'mem': context.memory_limit_in_mb}\n"
    )
    spec = spec_for(tmp_path, {"app.py": code}, memory_mb=256)

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b'{"n": 41}', request_id="req-1")
        assert r.status == "success" and r.function_error is None and r.cold
        out = json.loads(r.payload)
        assert out["n"] == 42 and out["rid"] == "req-1" and out["left"] is True
        assert out["arn"] == f"arn:aws:lambda:us-east-1:{ACCOUNT}:function:fn"
        assert out["mem"] == "256"
        assert r.init_duration_ms is not None and r.init_duration_ms > 0
        assert r.billed_duration_ms >= 1 and r.max_memory_mb >= 1
        msgs = rec.messages()
        assert msgs[0].startswith(f"INIT_START Runtime Version: python:{VERSION}")
        assert msgs[1:5] == [
            "cold init\n",
            "START RequestId: req-1 Version: $LATEST\n",
            "got 41\n",
            "END RequestId: req-1\n",
        ]
        report = msgs[5]
        fields = report.split("\t")
        assert fields[0] == "REPORT RequestId: req-1"
        assert fields[1].startswith("Duration: ") and fields[1].endswith(" ms")
        assert fields[2] == f"Billed Duration: {r.billed_duration_ms} ms"
        assert fields[3] == "Memory Size: 256 MB"
        assert fields[4] == f"Max Memory Used: {r.max_memory_mb} MB"
        assert fields[5] == f"Init Duration: {r.init_duration_ms:.2f} ms"
        assert fields[6] == "\n"
        assert r.log_tail.endswith(report) and "got 41\n" in r.log_tail
        stream = rec.logs[0][1]
        assert rec.logs[0][0] == "/aws/lambda/fn"
        assert out["stream"] == stream
        assert stream[:11].count("/") == 3 and "[$LATEST]" in stream and len(stream.split("]")[1]) == 32

        # warm: same sandbox, no init duration
        r2 = await m.invoke(spec, b'{"n": 1}')
        assert (r2.cold, r2.sandbox_id, r2.init_duration_ms) == (False, r.sandbox_id, None)
        assert "Init Duration" not in rec.messages()[-1]

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_handler_exception_shape(tmp_path: Path, pure: bool) -> None:
    code = "def helper():\n    raise ValueError('bad value')\n\ndef handler(event, context):\n    helper()\n"
    spec = spec_for(tmp_path, {"app.py": code})

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}", request_id="req-err")
        assert (r.status, r.function_error) == ("error", "Unhandled")
        err = json.loads(r.payload)
        assert list(err) == ["errorMessage", "errorType", "requestId", "stackTrace"]
        assert err["errorMessage"] == "bad value"
        assert err["errorType"] == "ValueError"
        assert err["requestId"] == "req-err"
        app = f"{seen_task_root(spec)}/app.py"
        # Python 3.11+ may add caret lines under the failing expression; the frames are what matter
        frames = [
            "\n".join(line for line in frame.split("\n") if not re.fullmatch(r"\s*[\^~]+\s*", line))
            for frame in err["stackTrace"]
        ]
        assert frames == [
            f'  File "{app}", line 5, in handler\n    helper()\n',
            f"  File \"{app}\", line 2, in helper\n    raise ValueError('bad value')\n",
        ]
        # one log event for the whole error report, lines kept together
        logged = [m for m in rec.request_messages("req-err") if m.startswith("[ERROR]")]
        assert len(logged) == 1
        assert logged[0].startswith("[ERROR] ValueError: bad value\nTraceback (most recent call last):\n")
        # the sandbox survives a handled error
        r2 = await m.invoke(spec, b"{}")
        assert r2.sandbox_id == r.sandbox_id and not r2.cold

    run_with_manager(tmp_path, body, force_pure_python=pure)


@pytest.mark.parametrize(
    ("files", "handler", "error_type", "message"),
    [
        (
            {"other.py": ""},
            "app.handler",
            "Runtime.ImportModuleError",
            "Unable to import module 'app': No module named 'app'",
        ),
        (
            {"app.py": "x = 1\n"},
            "app.x_handler",
            "Runtime.HandlerNotFound",
            "Handler 'x_handler' missing on module 'app'",
        ),
        (
            {"app.py": ""},
            "nodot",
            "Runtime.MalformedHandlerName",
            "Bad handler 'nodot': not enough values to unpack (expected 2, got 1)",
        ),
        (
            {"app.py": "import not_there_zz\n"},
            "app.handler",
            "Runtime.ImportModuleError",
            "Unable to import module 'app': No module named 'not_there_zz'",
        ),
    ],
)
def test_init_errors(
    tmp_path: Path, pure: bool, files: dict, handler: str, error_type: str, message: str
) -> None:
    spec = spec_for(tmp_path, files, handler=handler)

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}", request_id="req-init")
        assert (r.status, r.function_error) == ("init_error", "Unhandled")
        err = json.loads(r.payload)
        assert err == {"errorMessage": message, "errorType": error_type, "requestId": "", "stackTrace": []}
        msgs = rec.request_messages("req-init")
        assert msgs[-1].endswith(f"Status: error\tError Type: {error_type}\t\n")
        assert any(f"Error Type: {error_type}" in x for x in rec.messages() if x.startswith("INIT_REPORT"))
        assert any(x.startswith(f"[ERROR] {error_type}: {message}") for x in rec.messages())
        assert m.snapshot() == []  # discarded
        # the next invoke tries a fresh sandbox, and fails the same way
        r2 = await m.invoke(spec, b"{}")
        assert r2.status == "init_error" and r2.sandbox_id != r.sandbox_id

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_environment_credentials_and_isolation(tmp_path: Path, pure: bool) -> None:
    code = (
        "import os, sys, json\n"
        "def handler(event, context):\n"
        "    try:\n"
        "        import labcloud\n"
        "        lab = 'importable'\n"
        "    except ImportError:\n"
        "        lab = 'missing'\n"
        "    import boto3\n"
        "    tmp = os.environ['TMPDIR']\n"
        "    open(os.path.join(tmp, 'x'), 'w').write('1')\n"
        "    return {'env': dict(os.environ), 'labcloud': lab, 'boto3': boto3.__name__, 'path': sys.path,\n"
        "            'region': boto3.session.Session().region_name}\n"
    )
    spec = spec_for(
        tmp_path,
        {"app.py": code},
        environment={"MY_VAR": "hello", "LANG": "C.UTF-8"},
        memory_mb=512,
        timeout_s=10,
        region="eu-west-1",
    )

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}")
        assert r.status == "success", r.payload
        out = json.loads(r.payload)
        env = out["env"]
        assert out["labcloud"] == "missing"
        assert out["boto3"] == "boto3"
        assert out["region"] == "eu-west-1"
        assert env["MY_VAR"] == "hello" and env["LANG"] == "C.UTF-8"
        assert env["AWS_ACCESS_KEY_ID"] == "ASIATESTKEY"
        assert env["AWS_SECRET_ACCESS_KEY"] == "test-secret"
        assert env["AWS_SESSION_TOKEN"] == "token-for-fn"
        assert env["AWS_LAMBDA_FUNCTION_NAME"] == "fn"
        assert env["AWS_LAMBDA_FUNCTION_VERSION"] == "$LATEST"
        assert env["AWS_LAMBDA_FUNCTION_MEMORY_SIZE"] == "512"
        assert env["AWS_LAMBDA_LOG_GROUP_NAME"] == "/aws/lambda/fn"
        assert env["AWS_LAMBDA_LOG_STREAM_NAME"] == rec.logs[0][1]
        assert env["AWS_REGION"] == env["AWS_DEFAULT_REGION"] == "eu-west-1"
        assert env["AWS_EXECUTION_ENV"] == f"AWS_Lambda_python{VERSION}"
        assert env["_HANDLER"] == "app.handler"
        assert env["LAMBDA_TASK_ROOT"] == seen_task_root(spec)
        assert env["TZ"] == ":UTC"
        assert env["AWS_ENDPOINT_URL"] == "http://127.0.0.1:59999"
        host, port = env["AWS_LAMBDA_RUNTIME_API"].split(":")
        assert host == "127.0.0.1" and int(port) > 0
        assert "_X_AMZN_TRACE_ID" in env and env["_X_AMZN_TRACE_ID"].startswith("Root=1-")
        assert "_LAMBDA_TELEMETRY_LOG_FD" not in env  # consumed by the runtime client
        for leaked in ("HOME", "VIRTUAL_ENV", "PYENV_VERSION", "PYTEST_CURRENT_TEST"):
            assert leaked not in env
        assert seen_task_root(spec) in out["path"][:2]
        assert not any("site-packages" in p for p in out["path"])
        for value in env.values():  # nothing of labcloud's folders when the sandbox has its own view
            assert not CONFINED or str(tmp_path) not in value
        if CONFINED:
            assert env["TMPDIR"] == "/tmp"  # a tmpfs of its own, gone with the sandbox's processes
            return
        tmp_dir = Path(env["TMPDIR"])
        assert tmp_dir.is_dir() and tmp_dir.is_relative_to(tmp_path / "engine")
        await m.shutdown()
        assert not tmp_dir.exists()  # removed with its sandbox

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_multiline_logging_record_is_one_event_print_lines_are_split(tmp_path: Path, pure: bool) -> None:
    code = (
        "import logging\n"
        "logger = logging.getLogger()\n"
        "logger.setLevel(logging.INFO)\n"
        "def handler(event, context):\n"
        "    print('p1\\np2')\n"
        "    logger.info('line one\\nline two')\n"
        "    print('after', end='')\n"
        "    return 1\n"
    )
    spec = spec_for(tmp_path, {"app.py": code})

    async def body(m: SandboxManager, rec: Recorder) -> None:
        await m.invoke(spec, b"{}", request_id="req-ml")
        msgs = rec.request_messages("req-ml")
        assert msgs[1:3] == ["p1\n", "p2\n"]
        record = msgs[3]
        assert record.startswith("[INFO]\t") and record.endswith("\treq-ml\tline one\nline two\n")
        assert msgs[4] == "after"
        assert msgs[5] == "END RequestId: req-ml\n"

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_timeout_kills_and_next_invoke_is_cold(tmp_path: Path, pure: bool) -> None:
    code = "import time\ndef handler(event, context):\n    print('working')\n    time.sleep(event)\n    return 'done'\n"
    spec = spec_for(tmp_path, {"app.py": code}, timeout_s=0.5)

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"30", request_id="req-slow")
        assert (r.status, r.function_error) == ("timeout", "Unhandled")
        assert json.loads(r.payload) == {
            "errorType": "Sandbox.Timedout",
            "errorMessage": "RequestId: req-slow Error: Task timed out after 0.50 seconds",
        }
        assert 500 <= r.duration_ms < 1500
        msgs = rec.request_messages("req-slow")
        assert msgs[1] == "working\n"
        assert msgs[2].endswith(" req-slow Task timed out after 0.50 seconds\n")
        assert msgs[2][:4].isdigit() and msgs[2][23] == "Z"
        assert msgs[-1].endswith("Status: timeout\t\n")
        assert m.snapshot() == []
        r2 = await m.invoke(spec, b"0")
        assert r2.status == "success" and r2.cold and r2.payload == b'"done"'

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_memory_blow_up_is_killed_as_out_of_memory(tmp_path: Path, pure: bool) -> None:
    code = (
        "import time\n"
        "def handler(event, context):\n"
        "    chunks = []\n"
        "    for _ in range(100):\n"
        "        chunks.append(bytearray(16 * 1024 * 1024))\n"
        "        time.sleep(0.01)\n"
        "    return len(chunks)\n"
    )
    spec = spec_for(tmp_path, {"app.py": code}, memory_mb=128, timeout_s=20)

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}", request_id="req-oom")
        assert (r.status, r.function_error) == ("oom", "Unhandled")
        assert json.loads(r.payload) == {
            "errorType": "Runtime.OutOfMemory",
            "errorMessage": "RequestId: req-oom Error: Runtime exited with error: signal: killed",
        }
        assert r.max_memory_mb > 128
        assert rec.request_messages("req-oom")[-1].endswith(
            "Status: error\tError Type: Runtime.OutOfMemory\t\n"
        )
        assert m.snapshot() == []

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_crash_is_exit_error_and_sandbox_is_replaced(tmp_path: Path, pure: bool) -> None:
    code = "import os\ndef handler(event, context):\n    if event == 'die':\n        os._exit(3)\n    return 'ok'\n"
    spec = spec_for(tmp_path, {"app.py": code})

    async def body(m: SandboxManager, rec: Recorder) -> None:
        first = await m.invoke(spec, b'"hello"')
        r = await m.invoke(spec, b'"die"', request_id="req-crash")
        assert r.sandbox_id == first.sandbox_id and not r.cold
        assert (r.status, r.function_error) == ("crash", "Unhandled")
        assert json.loads(r.payload) == {
            "errorType": "Runtime.ExitError",
            "errorMessage": "RequestId: req-crash Error: Runtime exited with error: exit status 3",
        }
        after = await m.invoke(spec, b'"hello"')
        assert after.cold and after.sandbox_id != first.sandbox_id and after.payload == b'"ok"'
        stopped = [d for k, d in rec.events if k == "sandbox.stopped"]
        assert stopped[0] == {"sandbox_id": first.sandbox_id, "function_name": "fn", "reason": "crash"}

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_large_output_does_not_block_and_is_drained_before_end(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "def handler(event, context):\n"
        "    line = 'x' * 1023\n"
        "    for i in range(1024):\n"
        "        print(line)\n"
        "    print('last line')\n"
        "    return 'ok'\n"
    )
    spec = spec_for(tmp_path, {"app.py": code}, timeout_s=10)

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}", request_id="req-big")
        assert r.status == "success"
        msgs = rec.request_messages("req-big")
        assert len(msgs) == 1 + 1024 + 1 + 2
        assert msgs[-3] == "last line\n" and msgs[-2] == "END RequestId: req-big\n"
        assert r.log_tail.startswith("x") and len(r.log_tail.encode()) <= 4096
        # a tighter cap drops the excess with one notice line
        m.max_log_bytes = 100_000

    async def capped(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}", request_id="req-cap")
        msgs = rec.request_messages("req-cap")
        assert r.status == "success"
        assert any(x.startswith("labcloud: ") and "bytes of log output dropped" in x for x in msgs)
        assert sum(len(x) for x in msgs) < 110_000

    run_with_manager(tmp_path, body)
    run_with_manager(tmp_path, capped, max_log_bytes=100_000)


def test_layers_python_dir_is_importable_and_client_context_reaches_the_handler(
    tmp_path: Path, pure: bool
) -> None:
    import base64

    from runtime_helpers import make_zip

    from labcloud.runtime import extract_code

    layer = extract_code(make_zip({"python/shared_lib.py": "GREETING = 'from layer'\n"}), tmp_path / "layers")
    code = (
        "import shared_lib\n"
        "def handler(event, context):\n"
        "    return {'greeting': shared_lib.GREETING, 'custom': context.client_context.custom}\n"
    )
    spec = spec_for(tmp_path, {"app.py": code}, layer_paths=(layer.path,))
    client_context = base64.b64encode(
        json.dumps({"custom": {"k": "v"}, "client": {}, "env": {}}).encode()
    ).decode()

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}", client_context=client_context)
        assert r.status == "success", r.payload
        assert json.loads(r.payload) == {"greeting": "from layer", "custom": {"k": "v"}}

    run_with_manager(tmp_path, body, force_pure_python=pure)


def test_localhost_names_resolve_and_the_ca_is_trusted_in_both_loops(tmp_path: Path, pure: bool) -> None:
    """pyboot.py's *.localhost rule (RFC 6761) and the CA files (runtime/trust.py), with awslambdaric and
    with the pure-Python loop."""
    ca_file = tmp_path / "ca.pem"
    ca_file.write_text("-----BEGIN CERTIFICATE-----\nnot checked here\n-----END CERTIFICATE-----\n")
    code = (
        "import os, socket\n"
        "def handler(event, context):\n"
        "    found = socket.getaddrinfo('api1.execute-api.us-east-1.localhost', 443, type=socket.SOCK_STREAM)\n"
        "    return {'addresses': sorted({a[4][0] for a in found}),\n"
        "            'ca': open(os.environ['NODE_EXTRA_CA_CERTS']).read(),\n"
        "            'bundle_ends_with_ca': open(os.environ['SSL_CERT_FILE']).read().endswith(\n"
        "                open(os.environ['NODE_EXTRA_CA_CERTS']).read())}\n"
    )
    spec = spec_for(tmp_path, {"app.py": code})

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"{}", request_id="req-1")
        assert r.status == "success", r.payload
        out = json.loads(r.payload)
        assert out == {"addresses": ["127.0.0.1"], "ca": ca_file.read_text(), "bundle_ends_with_ca": True}

    run_with_manager(tmp_path, body, force_pure_python=pure, ca_file=ca_file)
