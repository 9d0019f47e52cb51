"""One sandbox: a runtime process, its Runtime API listener, its output and its limits.

A :class:`Sandbox` runs one invocation at a time. :meth:`Sandbox.start` spawns the process in
its own process group with a clean environment, confined (confine.py: its own view of the
filesystem, a Landlock domain, a dedicated user under root; a confinement that fails is an init
error, never an unconfined run), and waits for the init phase to end (the
runtime's first ``invocation/next``, an ``init/error``, an exit, or the init time limit).
:meth:`Sandbox.invoke` hands one event to the runtime and waits for the first of: response,
error, timeout (kills the group), memory over MemorySize (kills the group), process exit. A streamed
answer (streamed_answer.py) is relayed to the invoke's ResponseStream while the function runs; the
invocation ends with its body, the timeout still enforced.
Output is read from one non-blocking pipe as it comes and fully drained before END.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import math
import os
import secrets
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from labcloud import json_document
from labcloud.http.body import IncomingBody
from labcloud.runtime import confine, logs
from labcloud.runtime.api import (
    MAX_RESPONSE_BYTES,
    MAX_STREAMED_BYTES,
    SIZE_ERROR,
    NextInvocation,
    RuntimeApiServer,
    StreamEnd,
)
from labcloud.runtime.faults import SandboxFault, injected_error
from labcloud.runtime.launch import Launcher
from labcloud.runtime.limits import MAX_PROCESSES, child_limits, tmp_bytes
from labcloud.runtime.log_format import LogFormat
from labcloud.runtime.memory import GroupMeter
from labcloud.runtime.reaper import kill_sandbox
from labcloud.runtime.response_stream import ResponseStream
from labcloud.runtime.spec import FunctionSpec, InvokeResult, InvokeStatus
from labcloud.runtime.streamed_answer import relay

TAIL_BYTES = 4096
MEMORY_POLL_S = 0.05
_SIGNAL_WORDS = {
    signal.SIGKILL: "killed",
    signal.SIGTERM: "terminated",
    signal.SIGSEGV: "segmentation fault",
    signal.SIGABRT: "aborted",
    signal.SIGBUS: "bus error",
    signal.SIGINT: "interrupt",
}

SandboxState = Literal["starting", "warm", "busy", "stopped"]
LogSink = Callable[[str, str, list[tuple[int, str]]], Any]


@dataclass
class _Invocation:
    request_id: str
    payload: bytes
    headers: list[tuple[str, str]]
    future: asyncio.Future[tuple[str, Any, str | None]]
    fault: SandboxFault | None = None
    #: Where a streamed answer goes as it arrives (None: kept whole, as a buffered answer).
    stream: ResponseStream | None = None


@dataclass
class InitOutcome:
    """How the init phase ended: ``ok`` or an AWS-shaped error ready to be answered."""

    ok: bool
    duration_ms: float
    status: InvokeStatus = "success"
    payload: bytes = b""
    error_type: str | None = None


@dataclass
class _LogBuffer:
    events: list[tuple[int, str]] = field(default_factory=list)
    pending_bytes: int = 0
    kept_bytes: int = 0
    dropped_bytes: int = 0
    tail: bytearray = field(default_factory=bytearray)


def trace_id() -> str:
    return f"Root=1-{int(time.time()):08x}-{secrets.token_hex(12)};Parent={secrets.token_hex(8)};Sampled=0"


def _client_context_header(value: str | None) -> str | None:
    """The runtime gets the decoded JSON; accept the Invoke API's base64 form too."""
    if not value:
        return None
    try:
        decoded = base64.b64decode(value, validate=True).decode("utf-8")
        json.loads(decoded)
        return decoded
    except (ValueError, UnicodeDecodeError):
        return value


def _exit_words(returncode: int) -> str:
    if returncode < 0:
        sig = -returncode
        try:
            word = _SIGNAL_WORDS.get(signal.Signals(sig), f"signal {sig}")
        except ValueError:
            word = str(sig)
        return f"signal: {word}"
    return f"exit status {returncode}"


def _platform_error(error_type: str, message: str) -> bytes:
    return json.dumps({"errorType": error_type, "errorMessage": message}).encode()


class Sandbox:
    """A single execution environment for one :class:`FunctionSpec`."""

    def __init__(
        self,
        spec: FunctionSpec,
        *,
        launcher: Launcher,
        work_dir: Path,
        log_sink: LogSink | None,
        endpoint_url: str,
        init_timeout_s: float = 10.0,
        max_log_bytes: int = 4 * 1024 * 1024,
        memory_poll_s: float = MEMORY_POLL_S,
        max_streamed_bytes: int = MAX_STREAMED_BYTES,
    ) -> None:
        self.spec = spec
        self._max_streamed_bytes = max_streamed_bytes
        self.sandbox_id = secrets.token_hex(8)
        self.log_stream = logs.log_stream_name(spec.version)
        self.state: SandboxState = "starting"
        self.started_at = time.time()
        self.last_used = time.monotonic()
        self.invocations = 0
        self.retiring = False
        self.stop_reason: str | None = None
        self._launcher = launcher
        self._work_dir = work_dir
        self._log_sink = log_sink
        self._endpoint_url = endpoint_url
        self._init_timeout_s = init_timeout_s
        self._max_log_bytes = max_log_bytes
        self._memory_poll_s = memory_poll_s
        self._api = RuntimeApiServer(self)
        self._proc: asyncio.subprocess.Process | None = None
        self._meter: GroupMeter | None = None
        self._read_fd: int | None = None
        self._format = LogFormat(
            json=spec.log_format == "JSON",
            application_level=spec.application_log_level or "INFO",
            system_level=spec.system_log_level or "INFO",
            tenant_id=spec.tenant_id,
        )
        self._parser = logs.LogStreamParser(self._format.keep_application if self._format.json else None)
        self._buffer: _LogBuffer | None = None
        self._queue: asyncio.Queue[_Invocation] = asyncio.Queue()
        self._current: _Invocation | None = None
        self._init_future: asyncio.Future[tuple[str, Any, str | None]] | None = None
        self._exit_task: asyncio.Task[None] | None = None
        self._tmp_dir: Path | None = None
        self._tmp_watch: Path | None = None
        self._uid: int | None = None
        self._bootstraps: tuple[str, ...] = ()
        self._next_tmp_check = 0.0
        self._pipe_eof = asyncio.Event()
        self._pending_init_logs: list[tuple[int, str]] = []
        self.init_duration_ms: float | None = None
        self.uses_ric = False
        #: The access key of the credentials the sandbox was started with (its execution role's session).
        self.access_key = ""

    # -- properties ----------------------------------------------------------------------

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    @property
    def uid(self) -> int | None:
        """The dedicated user the sandbox runs as (labcloud runs as root), else None."""
        return self._uid

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.returncode is None and self.state != "stopped"

    @property
    def max_memory_mb(self) -> int:
        peak = self._meter.peak_bytes if self._meter is not None else 0
        return max(1, math.ceil(peak / (1024 * 1024)))

    # -- Runtime API handler -------------------------------------------------------------

    async def next_invocation(self) -> NextInvocation:
        if self._init_future is not None and not self._init_future.done():
            self._init_future.set_result(("ready", None, None))
        inv = await self._queue.get()
        return NextInvocation(inv.request_id, inv.payload, inv.headers)

    def invocation_response(self, request_id: str, body: bytes) -> bool:
        inv = self._current
        if inv is None or inv.request_id != request_id or inv.future.done():
            return False
        self._respond(inv, body)
        return True

    def _respond(self, inv: _Invocation, body: bytes) -> None:
        self._drain_pipe()
        if inv.fault is not None and inv.fault.crash == "after":
            # the handler's work is done; the process dies before its answer counts
            inv.fault.note("crash_after")
            self.kill_now()
            return
        inv.future.set_result(("response", body, None))

    async def invocation_stream(
        self, request_id: str, body: IncomingBody, content_type: str | None
    ) -> StreamEnd:
        """A streamed answer: relayed as it arrives; the invocation ends with its body (or its error)."""
        inv = self._current
        if inv is None or inv.request_id != request_id or inv.future.done():
            return "bad_id"
        if inv.stream is not None:
            inv.stream.open(content_type, self.spec.version)
        try:
            answer = await relay(
                body, inv.stream, stream_limit=self._max_streamed_bytes, keep_limit=MAX_RESPONSE_BYTES
            )
        except Exception:  # noqa: BLE001 - the runtime went away mid-body: its exit settles the invocation
            return "ok"
        if inv.future.done():  # timed out (or killed) while streaming
            return "ok"
        if inv.stream is not None:
            inv.stream.close()
        if answer.too_large:
            limit = self._max_streamed_bytes if inv.stream is not None else MAX_RESPONSE_BYTES
            report = _platform_error(
                SIZE_ERROR, f"Response payload size exceeded maximum allowed payload size ({limit} bytes)."
            )
            self.invocation_error(request_id, report, SIZE_ERROR)
            return "too_large"
        if answer.error_type is not None:
            self.invocation_error(request_id, answer.error_body, answer.error_type)
        else:
            self._respond(inv, answer.kept)
        return "ok"

    def invocation_error(self, request_id: str, body: bytes, error_type: str | None) -> bool:
        inv = self._current
        if inv is None or inv.request_id != request_id or inv.future.done():
            return False
        self._drain_pipe()
        if error_type == SIZE_ERROR:
            self.retiring = True  # the Runtime API refused the answer: its client exits, as on AWS
        inv.future.set_result(("error", body, error_type))
        return True

    def init_error(self, body: bytes, error_type: str | None) -> None:
        self._drain_pipe()
        if self._init_future is not None and not self._init_future.done():
            self._init_future.set_result(("init_error", body, error_type))
        elif self._current is not None and not self._current.future.done():
            self._current.future.set_result(("error", body, error_type))

    # -- output --------------------------------------------------------------------------

    def _on_readable(self) -> None:
        self._drain_pipe()

    def _drain_pipe(self) -> None:
        """Read everything the pipe holds right now, without ever blocking."""
        fd = self._read_fd
        if fd is None:
            return
        while True:
            try:
                data = os.read(fd, 1 << 16)
            except BlockingIOError:
                return
            except OSError:
                data = b""
            if not data:
                self._close_pipe()
                return
            self._route(self._parser.feed(data))

    def _close_pipe(self) -> None:
        if self._read_fd is None:
            return
        with contextlib.suppress(Exception):
            asyncio.get_running_loop().remove_reader(self._read_fd)
        with contextlib.suppress(OSError):
            os.close(self._read_fd)
        self._read_fd = None
        self._route(self._parser.flush())
        self._pipe_eof.set()

    def _route(self, events: list[tuple[int, str]]) -> None:
        if not events:
            return
        buf = self._buffer
        if buf is None:
            self._deliver(events)
            return
        for ts, msg in events:
            size = len(msg.encode("utf-8", "replace"))
            if buf.kept_bytes + size > self._max_log_bytes:
                buf.dropped_bytes += size
                continue
            buf.kept_bytes += size
            self._add(buf, ts, msg)
        if buf.pending_bytes > 256 * 1024:
            self._deliver(buf.events)
            buf.events = []
            buf.pending_bytes = 0

    def log_line(self, message: str) -> None:
        """A line in the function's log as if the sandbox printed it (an extension labcloud serves from
        the server writes its own lines so): in the running invocation's log and tail, else delivered."""
        self._route([(logs.now_ms(), message if message.endswith("\n") else message + "\n")])

    def _platform(self, buf: _LogBuffer, record: str | None) -> None:
        """Add a platform record (None: filtered out by the function's SystemLogLevel)."""
        if record is not None:
            self._add(buf, logs.now_ms(), record)

    @staticmethod
    def _add(buf: _LogBuffer, ts: int, msg: str) -> None:
        encoded = msg.encode("utf-8", "replace")
        buf.events.append((ts, msg))
        buf.pending_bytes += len(encoded)
        buf.tail += encoded[-TAIL_BYTES:]
        if len(buf.tail) > 2 * TAIL_BYTES:
            del buf.tail[: len(buf.tail) - TAIL_BYTES]

    def _deliver(self, events: list[tuple[int, str]]) -> None:
        if not events or self._log_sink is None:
            return
        try:
            result = self._log_sink(self.spec.log_group_name, self.log_stream, list(events))
            if asyncio.iscoroutine(result):
                asyncio.ensure_future(result)
        except Exception:  # a failing sink must not break invocations
            pass

    async def _drain_until_eof(self, limit_s: float = 0.3) -> None:
        self._drain_pipe()
        if self._read_fd is not None:
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._pipe_eof.wait(), limit_s)
        self._route(self._parser.flush())

    # -- lifecycle -----------------------------------------------------------------------

    async def start(self, credentials: dict[str, str]) -> InitOutcome:
        """Spawn the runtime and wait for the end of its init phase."""
        loop = asyncio.get_running_loop()
        self._buffer = _LogBuffer()
        self.access_key = credentials.get("AWS_ACCESS_KEY_ID", "")
        address = await self._api.start()
        tmp_root = self._work_dir / "tmp"
        tmp_root.mkdir(parents=True, exist_ok=True)
        self._tmp_dir = Path(tempfile.mkdtemp(prefix=f"{self.sandbox_id}-", dir=tmp_root))
        found = confine.protections()
        posix = self.spec.posix_user
        if found.dedicated_user and self._uid is None and posix is not None and posix[0] != 0:
            # an EFS access point's POSIX user: every file operation runs as that user, as on EFS (so
            # sandboxes of that user share it; docs/efs.md)
            self._uid = posix[0]
            self._api.peer_uid = self._uid
        elif found.dedicated_user and self._uid is None:
            self._uid = confine.allocate_uid()
            self._api.peer_uid = self._uid  # no other sandbox may use this one's Runtime API
        read_fd, write_fd = os.pipe()
        os.set_blocking(read_fd, False)
        self._read_fd = read_fd
        try:
            plan = await self._launcher.plan(
                self.spec,
                api_address=address,
                tmp_dir=self._tmp_dir,
                log_stream=self.log_stream,
                telemetry_fd=write_fd,
                credentials=credentials,
                endpoint_url=self._endpoint_url,
                uid=self._uid,
            )
        except BaseException:
            os.close(write_fd)
            raise
        self.uses_ric = plan.uses_ric
        self._bootstraps = plan.bootstraps
        self._tmp_watch = plan.tmp_watch
        runtime_version = self.spec.runtime.replace("python", "python:").replace("nodejs", "nodejs:")
        self._platform(
            self._buffer,
            self._format.init_start(
                f"{runtime_version}.labcloud",
                f"arn:aws:lambda:{self.spec.region}::runtime:labcloud-{self.spec.runtime}",
                self.spec.function_name,
                self.spec.version,
            ),
        )
        if plan.notice:
            self._add(self._buffer, logs.now_ms(), plan.notice)
        self._init_future = loop.create_future()
        began = time.perf_counter()
        try:
            self._proc = await asyncio.create_subprocess_exec(
                *plan.argv,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=write_fd,
                stderr=write_fd,
                pass_fds=(write_fd,),
                start_new_session=True,
                cwd=plan.cwd,
                env=plan.env,
                preexec_fn=confine.child_setup(
                    plan.confinement,
                    child_limits(
                        self.spec.ephemeral_storage_mb,
                        sized_tmp=plan.tmp_watch is None,
                        dedicated_user=plan.confinement is not None and plan.confinement.uid is not None,
                    ),
                ),
            )
        except OSError as exc:
            os.close(write_fd)
            return self._entrypoint_failure(exc, began)
        except subprocess.SubprocessError as exc:  # the confinement failed in the child: never run unconfined
            os.close(write_fd)
            return self._entrypoint_failure(exc, began)
        os.close(write_fd)
        self._meter = GroupMeter(self._proc.pid)
        loop.add_reader(read_fd, self._on_readable)
        self._exit_task = asyncio.create_task(self._watch_exit(self._proc))
        timer = loop.call_later(
            self._init_timeout_s, self._settle, self._init_future, ("init_timeout", None, None)
        )
        kind, body, error_type = await self._init_future
        timer.cancel()
        self.init_duration_ms = (time.perf_counter() - began) * 1000
        if kind == "ready":
            self._meter.sample()
            self.state = "warm"
            return InitOutcome(ok=True, duration_ms=self.init_duration_ms)
        # init failed: stop the process and keep its output for the failed invocation's log
        await self._kill()
        await self._drain_until_eof()
        if kind == "init_error":
            payload = body if body else _platform_error(error_type or "Runtime.Unknown", "")
            etype = error_type or _error_type_of(payload)
            init_report = self._format.init_error(self.init_duration_ms, etype)
            if init_report is not None:
                self._pending_init_logs.append((logs.now_ms(), init_report))
            return InitOutcome(False, self.init_duration_ms, "init_error", payload, etype)
        if kind == "init_timeout":
            message = f"Task timed out after {self._init_timeout_s:.2f} seconds"
            self._pending_init_logs.append((logs.now_ms(), f"{logs.iso_now()} {message}\n"))
            return InitOutcome(False, self.init_duration_ms, "timeout", b"", "Sandbox.Timedout")
        words = _exit_words(int(body))
        return InitOutcome(False, self.init_duration_ms, "crash", words.encode(), "Runtime.ExitError")

    def _entrypoint_failure(self, exc: OSError | subprocess.SubprocessError, began: float) -> InitOutcome:
        self.init_duration_ms = (time.perf_counter() - began) * 1000
        if isinstance(exc, FileNotFoundError) and self.spec.runtime.startswith("provided"):
            message = f"Couldn't find valid bootstrap(s): [{' '.join(self._bootstraps)}]"
        elif isinstance(exc, subprocess.SubprocessError):
            message = f"labcloud could not confine the sandbox: {exc}"
        else:
            message = f"fork/exec {exc.filename or ''}: {(exc.strerror or str(exc)).lower()}".replace(
                "fork/exec : ", "fork/exec: "
            )
        self._drain_pipe()  # what the child said before exec (a confinement failure's reason)
        self._pending_init_logs.append((logs.now_ms(), f"{message}\nRuntime.InvalidEntrypoint\n"))
        self._close_pipe()
        return InitOutcome(
            False, self.init_duration_ms, "init_error", message.encode(), "Runtime.InvalidEntrypoint"
        )

    async def _watch_exit(self, proc: asyncio.subprocess.Process) -> None:
        returncode = await proc.wait()
        outcome = ("exit", returncode, None)
        if self._init_future is not None:
            self._settle(self._init_future, outcome)
        if self._current is not None:
            self._settle(self._current.future, outcome)

    @staticmethod
    def _settle(
        future: asyncio.Future[tuple[str, Any, str | None]], outcome: tuple[str, Any, str | None]
    ) -> None:
        if not future.done():
            future.set_result(outcome)

    def _sample_memory(self, inv: _Invocation) -> None:
        if inv.future.done() or self._meter is None:
            return
        rss = self._meter.sample()
        if self._meter.member_count > MAX_PROCESSES:
            self._settle(inv.future, ("limit", f"more than {MAX_PROCESSES} processes", None))
            return
        if rss > self.spec.memory_mb * 1024 * 1024:
            self._settle(inv.future, ("oom", rss, None))
            return
        now = time.monotonic()
        if self._tmp_watch is not None and now >= self._next_tmp_check:
            self._next_tmp_check = now + 0.5
            held = tmp_bytes(self._tmp_watch)
            if held > self.spec.ephemeral_storage_mb * 1024 * 1024:
                self._settle(
                    inv.future,
                    (
                        "limit",
                        f"/tmp holds {held} bytes, beyond EphemeralStorage ({self.spec.ephemeral_storage_mb} MB)",
                        None,
                    ),
                )
                return
        asyncio.get_running_loop().call_later(self._memory_poll_s, self._sample_memory, inv)

    # -- invoke --------------------------------------------------------------------------

    async def invoke(
        self,
        request_id: str,
        payload: bytes,
        *,
        client_context: str | None = None,
        cognito_identity: str | None = None,
        cold: bool = False,
        fault: SandboxFault | None = None,
        trace_header: str | None = None,
        stream: ResponseStream | None = None,
    ) -> InvokeResult:
        """Run one invocation on this (warm) sandbox. The sandbox is stopped after a timeout,
        an out-of-memory kill or a crash; otherwise it is warm again when this returns.
        ``fault`` (see :mod:`labcloud.runtime.faults`) is applied at its fixed points; ``trace_header``
        is the X-Ray trace the function sees (a new one when None)."""
        loop = asyncio.get_running_loop()
        spec = self.spec
        self.state = "busy"
        self.invocations += 1
        if self._buffer is None:
            self._buffer = _LogBuffer()
        buf = self._buffer
        self._platform(buf, self._format.start(request_id, spec.version))
        deadline = logs.now_ms() + int(spec.timeout_s * 1000)
        headers = [
            ("Lambda-Runtime-Aws-Request-Id", request_id),
            ("Lambda-Runtime-Deadline-Ms", str(deadline)),
            ("Lambda-Runtime-Invoked-Function-Arn", spec.function_arn),
            ("Lambda-Runtime-Trace-Id", trace_header or trace_id()),
        ]
        context_header = _client_context_header(client_context)
        if context_header:
            headers.append(("Lambda-Runtime-Client-Context", context_header))
        if cognito_identity:
            headers.append(("Lambda-Runtime-Cognito-Identity", cognito_identity))
        if spec.tenant_id is not None:
            headers.append(("Lambda-Runtime-Aws-Tenant-Id", spec.tenant_id))
        inv = _Invocation(request_id, payload, headers, loop.create_future(), fault, stream)
        if fault is not None:
            if fault.delay_s > 0:
                fault.note("delay")
                await asyncio.sleep(fault.delay_s)
            if fault.barrier is not None:
                await fault.barrier()
            if fault.error == "before":
                fault.note("error_before")
                return self._finish(
                    request_id, injected_error(request_id, "before"), "Unhandled", "error", 0.0, cold
                )
            if fault.response is not None and fault.response_when == "before":
                fault.note("response_before")
                return self._finish(request_id, fault.response, None, "success", 0.0, cold)
        self._current = inv
        began = time.perf_counter()
        if fault is not None and fault.crash == "before":
            fault.note("crash_before")
            self.kill_now()  # the exit watcher settles the invocation as a crash
        else:
            self._queue.put_nowait(inv)
        timer = loop.call_later(spec.timeout_s, self._settle, inv.future, ("timeout", None, None))
        loop.call_later(self._memory_poll_s, self._sample_memory, inv)
        if self._proc is not None and self._proc.returncode is not None:
            self._settle(inv.future, ("exit", self._proc.returncode, None))
        kind, body, error_type = await inv.future
        timer.cancel()
        if stream is not None:
            stream.close()  # whatever ended the invocation, nothing more is streamed
        if fault is not None and kind == "response":
            if fault.hold_s > 0:
                fault.note("hold")
                await asyncio.sleep(fault.hold_s)
            if fault.error == "after":
                fault.note("error_after")
                kind, body, error_type = "error", injected_error(request_id, "after"), None
            elif fault.response is not None:
                fault.note("response_after")
                body = fault.response
        duration_ms = (time.perf_counter() - began) * 1000
        self._current = None

        status: InvokeStatus
        function_error: str | None = "Unhandled"
        report_status: str | None = None
        report_error: str | None = None
        if kind == "response":
            status, function_error, out = "success", None, body
            if len(body) > MAX_RESPONSE_BYTES:
                status, function_error = "error", "Unhandled"
                out = _platform_error(
                    "Function.ResponseSizeTooLarge",
                    f"Response payload size exceeded maximum allowed payload size ({MAX_RESPONSE_BYTES} bytes).",
                )
        elif kind == "error":
            status, out = "error", body or _platform_error(error_type or "Unhandled", "")
        else:
            await self._kill()
            await self._drain_until_eof()
            if kind == "timeout":
                status, report_status = "timeout", "timeout"
                message = f"Task timed out after {spec.timeout_s:.2f} seconds"
                self._add(buf, logs.now_ms(), f"{logs.iso_now()} {request_id} {message}\n")
                out = _platform_error("Sandbox.Timedout", f"RequestId: {request_id} Error: {message}")
            elif kind == "limit":
                status, report_status, report_error = "crash", "error", "Runtime.ExitError"
                message = (
                    f"RequestId: {request_id} Error: Runtime exited: labcloud stopped the sandbox: {body}"
                )
                self._add(buf, logs.now_ms(), f"{message}\nRuntime.ExitError\n")
                out = _platform_error("Runtime.ExitError", message)
            elif kind == "oom":
                status, report_status, report_error = "oom", "error", "Runtime.OutOfMemory"
                message = f"RequestId: {request_id} Error: Runtime exited with error: signal: killed"
                self._add(buf, logs.now_ms(), f"{message}\nRuntime.OutOfMemory\n")
                out = _platform_error("Runtime.OutOfMemory", message)
            else:
                status, report_status, report_error = "crash", "error", "Runtime.ExitError"
                message = (
                    f"RequestId: {request_id} Error: Runtime exited with error: {_exit_words(int(body))}"
                )
                self._add(buf, logs.now_ms(), f"{message}\nRuntime.ExitError\n")
                out = _platform_error("Runtime.ExitError", message)
        if self._meter is not None and self.alive:
            self._meter.sample()
        result = self._finish(
            request_id, out, function_error, status, duration_ms, cold, report_status, report_error
        )
        if stream is not None and stream.opened.is_set():
            result.streamed_bytes = stream.streamed
        return result

    def _finish(
        self,
        request_id: str,
        payload: bytes,
        function_error: str | None,
        status: InvokeStatus,
        duration_ms: float,
        cold: bool,
        report_status: str | None = None,
        report_error: str | None = None,
        init_ms: float | None = None,
    ) -> InvokeResult:
        buf = self._buffer or _LogBuffer()
        self._buffer = None
        self._route_into(buf, self._parser.flush())
        if buf.dropped_bytes:
            self._add(
                buf,
                logs.now_ms(),
                f"labcloud: {buf.dropped_bytes} bytes of log output dropped for this invocation "
                f"(limit {self._max_log_bytes} bytes)\n",
            )
        billed = max(1, math.ceil(duration_ms))
        init_ms = init_ms if init_ms is not None else (self.init_duration_ms if cold else None)
        outcome = "success" if status == "success" else "timeout" if status == "timeout" else "error"
        error_type = report_error or (
            _error_type_of(payload) if function_error and self._format.json else None
        )
        self._platform(buf, self._format.end(request_id, outcome, duration_ms, error_type))
        self._platform(
            buf,
            self._format.report(
                request_id,
                duration_ms,
                billed,
                self.spec.memory_mb,
                self.max_memory_mb,
                init_ms,
                report_status,
                report_error,
                outcome,
            ),
        )
        self._deliver(buf.events)
        self.last_used = time.monotonic()
        if self.alive:
            self.state = "warm"
        return InvokeResult(
            request_id=request_id,
            payload=payload,
            function_error=function_error,
            status=status,
            duration_ms=round(duration_ms, 2),
            billed_duration_ms=billed,
            max_memory_mb=self.max_memory_mb,
            init_duration_ms=round(init_ms, 2) if init_ms is not None else None,
            log_tail=bytes(buf.tail[-TAIL_BYTES:]).decode("utf-8", "ignore"),
            sandbox_id=self.sandbox_id,
            cold=cold,
            executed_version=self.spec.version,
        )

    def _route_into(self, buf: _LogBuffer, events: list[tuple[int, str]]) -> None:
        for ts, msg in events:
            self._add(buf, ts, msg)

    def failed_init_result(self, request_id: str, outcome: InitOutcome) -> InvokeResult:
        """The answer to the invocation that triggered a failed cold start."""
        buf = self._buffer or _LogBuffer()
        self._buffer = buf
        self._route_into(buf, self._pending_init_logs)
        self._pending_init_logs = []
        self._platform(buf, self._format.start(request_id, self.spec.version))
        if outcome.status == "timeout":
            message = f"Task timed out after {self._init_timeout_s:.2f} seconds"
            payload = _platform_error("Sandbox.Timedout", f"RequestId: {request_id} Error: {message}")
        elif outcome.status == "crash":
            message = f"RequestId: {request_id} Error: Runtime exited with error: {outcome.payload.decode()}"
            self._add(buf, logs.now_ms(), f"{message}\nRuntime.ExitError\n")
            payload = _platform_error("Runtime.ExitError", message)
        elif outcome.error_type == "Runtime.InvalidEntrypoint":
            payload = _platform_error(
                "Runtime.InvalidEntrypoint", f"RequestId: {request_id} Error: {outcome.payload.decode()}"
            )
        else:
            payload = outcome.payload
        report_status = "timeout" if outcome.status == "timeout" else "error"
        return self._finish(
            request_id,
            payload,
            "Unhandled",
            outcome.status,
            outcome.duration_ms,
            True,
            report_status,
            outcome.error_type,
            init_ms=outcome.duration_ms,
        )

    # -- stopping ------------------------------------------------------------------------

    def kill_now(self) -> None:
        """Synchronously SIGKILL the process group and every descendant (safe from atexit)."""
        if self._proc is not None:
            kill_sandbox(self._proc.pid, self._meter.seen.items() if self._meter is not None else ())

    async def _kill(self) -> None:
        self.kill_now()
        if self._proc is not None and self._proc.returncode is None:
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._proc.wait()), 5)

    async def stop(self, reason: str) -> None:
        """Kill the process group, close the listener, remove the private TMPDIR."""
        if self.state == "stopped":
            return
        self.state = "stopped"
        self.stop_reason = reason
        await self._kill()
        self.kill_now()  # grandchildren that outlived the leader
        self._drain_pipe()
        self._close_pipe()
        if self._exit_task is not None:
            self._exit_task.cancel()
            with contextlib.suppress(BaseException):
                await self._exit_task
        await self._api.close()
        if self._tmp_dir is not None:
            tmp, self._tmp_dir = self._tmp_dir, None
            await asyncio.to_thread(shutil.rmtree, tmp, True)
        if self._uid is not None:
            confine.release_uid(self._uid)
            self._uid = None


def _error_type_of(payload: bytes) -> str:
    try:
        value = json_document.loads(payload)
        return str(value.get("errorType") or "Runtime.Unknown")
    except (ValueError, AttributeError):
        return "Runtime.Unknown"
