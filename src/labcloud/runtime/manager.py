"""SandboxManager: warm pools, scale-out, concurrency limits, reaping, draining, shutdown.

The Lambda provider owns one manager for the server's life and calls, from the event loop::

    manager = SandboxManager(work_dir, endpoint_url="http://127.0.0.1:5000",
                             credentials_for=mint_role_credentials, log_sink=put_events,
                             event_sink=bus_publish)
    result = await manager.invoke(spec, payload, reserved_concurrency=None)
    await manager.drain("my-fn")       # after UpdateFunctionCode/Configuration
    await manager.shutdown()           # on server stop

Sandboxes are shared by invokes with the same ``FunctionSpec.pool_key`` (which names the tenant of a
tenant-isolated function, so one tenant's warm sandbox never serves another). A function scales out
to one sandbox per concurrent invoke, up to its reserved concurrency (given per call) and the
manager's global limit; past them ``invoke`` raises ``TooManyRequestsException``.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import inspect
import time
import uuid
from collections import defaultdict
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from labcloud.errors import AwsError
from labcloud.runtime.api import MAX_STREAMED_BYTES
from labcloud.runtime.faults import SandboxFault
from labcloud.runtime.launch import Launcher
from labcloud.runtime.response_stream import ResponseStream
from labcloud.runtime.sandbox import LogSink, Sandbox
from labcloud.runtime.spec import FunctionSpec, InvokeResult

CredentialsFor = Callable[[FunctionSpec], "dict[str, str] | Awaitable[dict[str, str]]"]
EventSink = Callable[[str, dict[str, Any]], Any]
FaultFor = Callable[[FunctionSpec, str], "SandboxFault | None"]


class SandboxManager:
    """Runs invocations in local sandbox processes. All methods must be called from one event loop.

    Parameters:
        work_dir: private folder for runtime deps, bootstrap scripts and per-sandbox TMPDIRs.
        endpoint_url: labcloud's AWS endpoint, given to sandboxes as ``AWS_ENDPOINT_URL``.
        credentials_for: ``(spec) -> {"AWS_ACCESS_KEY_ID": ..., "AWS_SECRET_ACCESS_KEY": ...,
            "AWS_SESSION_TOKEN": ...}`` (STS member names AccessKeyId/SecretAccessKey/SessionToken
            are accepted too); may be sync or async. Called once per sandbox start.
        log_sink: ``(log_group, log_stream, [(timestamp_ms, message), ...])``, sync or async.
            Messages end with ``\\n`` like Lambda's CloudWatch events.
        event_sink: ``(kind, data)`` with kind in ``sandbox.started``, ``sandbox.stopped``,
            ``invocation.started``, ``invocation.finished``; sync or async.
        global_limit: concurrent invocations (and live sandboxes) across all functions.
        idle_timeout_s: an unused warm sandbox is stopped after this long.
        init_timeout_s: the init phase limit (AWS: 10 s).
        max_log_bytes: log bytes kept per invocation; the rest is dropped with one notice line.
        force_pure_python: use labcloud's pure-Python runtime loop instead of awslambdaric.
        private_dirs: folders a sandbox must not see (labcloud's data directory); the work dir and
            the folders holding code and layers are always out of sight.
        ca_file: labcloud's CA certificate, which sandboxes trust (runtime/trust.py).
    """

    def __init__(
        self,
        work_dir: Path,
        *,
        endpoint_url: str,
        credentials_for: CredentialsFor | None = None,
        log_sink: LogSink | None = None,
        event_sink: EventSink | None = None,
        global_limit: int = 10,
        idle_timeout_s: float = 300.0,
        init_timeout_s: float = 10.0,
        max_log_bytes: int = 4 * 1024 * 1024,
        force_pure_python: bool = False,
        memory_poll_s: float = 0.05,
        fault_for: FaultFor | None = None,
        private_dirs: tuple[Path, ...] = (),
        ca_file: Path | None = None,
        max_streamed_bytes: int = MAX_STREAMED_BYTES,
    ) -> None:
        self.work_dir = Path(work_dir)
        #: The limit on one streamed response (AWS's default; a knob so tests can reach it cheaply).
        self.max_streamed_bytes = max_streamed_bytes
        self.work_dir.mkdir(parents=True, exist_ok=True)
        self.endpoint_url = endpoint_url
        self.global_limit = global_limit
        self.idle_timeout_s = idle_timeout_s
        self.init_timeout_s = init_timeout_s
        self.max_log_bytes = max_log_bytes
        self.memory_poll_s = memory_poll_s
        self._credentials_for = credentials_for
        self._log_sink = log_sink
        self._event_sink = event_sink
        #: ``(spec, request_id) -> SandboxFault | None``: injected faults (prove runs, FIS experiments).
        self._fault_for = fault_for
        self._launcher = Launcher(
            self.work_dir, force_pure_python=force_pure_python, private_dirs=private_dirs, ca_file=ca_file
        )
        self._sandboxes: dict[str, Sandbox] = {}
        self._idle: dict[tuple[str, str, str, str, str | None], list[Sandbox]] = defaultdict(list)
        self._inflight: dict[str, int] = defaultdict(int)
        self._inflight_total = 0
        self._reaper: asyncio.Task[None] | None = None
        self._background: set[asyncio.Task[Any]] = set()
        self._closed = False
        atexit.register(self.kill_all_now)

    # -- public API ----------------------------------------------------------------------

    async def invoke(
        self,
        spec: FunctionSpec,
        payload: bytes,
        *,
        request_id: str | None = None,
        client_context: str | None = None,
        cognito_identity: str | None = None,
        reserved_concurrency: int | None = None,
        trace_header: str | None = None,
        stream: ResponseStream | None = None,
    ) -> InvokeResult:
        """Run one synchronous invocation and return its outcome (never raises for function
        errors: those come back as ``function_error="Unhandled"`` with the AWS error JSON).
        ``stream``: where a streamed answer's chunks go as they arrive (InvokeWithResponseStream,
        a ``RESPONSE_STREAM`` function URL); without it a streamed answer is kept whole, as a buffered one.

        Raises ``TooManyRequestsException`` (429) when the function's reserved concurrency or
        the global limit is reached. ``client_context`` is the Invoke API's ClientContext
        (base64 or already-decoded JSON).
        """
        if self._closed:
            raise AwsError("ServiceException", "The Lambda execution engine is shut down.", status=500)
        self._ensure_reaper()
        name = spec.function_name
        self._check_limits(name, reserved_concurrency)
        request_id = request_id or str(uuid.uuid4())
        fault = self._fault_for(spec, request_id) if self._fault_for is not None else None
        self._inflight[name] += 1
        self._inflight_total += 1
        sandbox: Sandbox | None = None
        try:
            sandbox = self._take_warm(spec)
            cold = sandbox is None
            if sandbox is None:
                await self._make_room()
                sandbox = Sandbox(
                    spec,
                    launcher=self._launcher,
                    work_dir=self.work_dir,
                    log_sink=self._log_sink,
                    endpoint_url=self.endpoint_url,
                    init_timeout_s=self.init_timeout_s,
                    max_log_bytes=self.max_log_bytes,
                    memory_poll_s=self.memory_poll_s,
                    max_streamed_bytes=self.max_streamed_bytes,
                )
                self._sandboxes[sandbox.sandbox_id] = sandbox
            self._emit(
                "invocation.started",
                {
                    "function_name": name,
                    "request_id": request_id,
                    "sandbox_id": sandbox.sandbox_id,
                    "cold": cold,
                },
            )
            if cold:
                credentials = await self._credentials(spec)
                outcome = await sandbox.start(credentials)
                if outcome.ok:
                    self._emit("sandbox.started", self._describe(sandbox))
                    result = await sandbox.invoke(
                        request_id,
                        payload,
                        client_context=client_context,
                        cognito_identity=cognito_identity,
                        cold=True,
                        fault=fault,
                        trace_header=trace_header,
                        stream=stream,
                    )
                else:
                    result = sandbox.failed_init_result(request_id, outcome)
            else:
                result = await sandbox.invoke(
                    request_id,
                    payload,
                    client_context=client_context,
                    cognito_identity=cognito_identity,
                    fault=fault,
                    trace_header=trace_header,
                    stream=stream,
                )
        except BaseException:
            if sandbox is not None:
                self._spawn(self._retire(sandbox, "aborted"))
            raise
        finally:
            self._inflight[name] -= 1
            self._inflight_total -= 1
        if not sandbox.alive:
            await self._retire(sandbox, result.status)
        elif sandbox.retiring or self._closed:
            await self._retire(sandbox, "drain")
        else:
            self._idle[spec.pool_key].append(sandbox)
        self._emit(
            "invocation.finished",
            {
                "function_name": name,
                "request_id": request_id,
                "sandbox_id": sandbox.sandbox_id,
                "status": result.status,
                "function_error": result.function_error,
                "duration_ms": result.duration_ms,
                "billed_duration_ms": result.billed_duration_ms,
                "init_duration_ms": result.init_duration_ms,
                "max_memory_mb": result.max_memory_mb,
                "cold": result.cold,
            },
        )
        return result

    async def drain(self, function_name: str) -> int:
        """Retire every sandbox of ``function_name`` (call after a code or config update):
        idle ones stop now, busy ones right after their current invocation. Returns how many."""
        count = 0
        stopping = []
        for sandbox in list(self._sandboxes.values()):
            if sandbox.spec.function_name != function_name or sandbox.retiring:
                continue
            sandbox.retiring = True
            count += 1
            if sandbox.state in ("warm",) and self._remove_idle(sandbox):
                stopping.append(self._retire(sandbox, "drain"))
        await asyncio.gather(*stopping)
        return count

    async def shutdown(self) -> None:
        """Stop every sandbox (also busy ones) and the reaper; the manager is unusable after."""
        self._closed = True
        if self._reaper is not None:
            self._reaper.cancel()
            with contextlib.suppress(BaseException):
                await self._reaper
            self._reaper = None
        await asyncio.gather(*(self._retire(sb, "shutdown") for sb in list(self._sandboxes.values())))
        for task in list(self._background):
            with contextlib.suppress(BaseException):
                await task
        self.kill_all_now()
        atexit.unregister(self.kill_all_now)

    def holder_of(self, transport: Any) -> Sandbox | None:
        """The live sandbox holding the client end of a loopback connection (``peers.py``), or None."""
        from labcloud.runtime.peers import holder

        return holder(list(self._sandboxes.values()), transport)

    def snapshot(self) -> list[dict[str, Any]]:
        """The live sandboxes, for the view."""
        return [self._describe(sb) for sb in self._sandboxes.values()]

    def in_flight(self, function_name: str | None = None) -> int:
        """Concurrent invocations now running, for one function or in total."""
        return self._inflight_total if function_name is None else self._inflight.get(function_name, 0)

    def kill_all_now(self) -> None:
        """Synchronously SIGKILL every sandbox's process group (used at interpreter exit)."""
        for sandbox in list(self._sandboxes.values()):
            sandbox.kill_now()

    async def reap_idle(self) -> int:
        """Stop warm sandboxes unused for ``idle_timeout_s``; returns how many were stopped."""
        now = time.monotonic()
        expired = [
            sb for pool in self._idle.values() for sb in pool if now - sb.last_used >= self.idle_timeout_s
        ]
        for sb in expired:
            self._remove_idle(sb)
        await asyncio.gather(*(self._retire(sb, "idle") for sb in expired))
        return len(expired)

    # -- internals -----------------------------------------------------------------------

    def _check_limits(self, name: str, reserved: int | None) -> None:
        if reserved is not None and self._inflight.get(name, 0) >= reserved:
            raise AwsError(
                "TooManyRequestsException",
                "Rate Exceeded.",
                status=429,
                Reason="ReservedFunctionConcurrentInvocationLimitExceeded",
                Type="User",
            )
        if self._inflight_total >= self.global_limit:
            raise AwsError(
                "TooManyRequestsException",
                "Rate Exceeded.",
                status=429,
                Reason="ConcurrentInvocationLimitExceeded",
                Type="User",
            )

    def _take_warm(self, spec: FunctionSpec) -> Sandbox | None:
        pool = self._idle.get(spec.pool_key)
        while pool:
            sandbox = pool.pop()  # most recently used first: keeps the others reapable
            if sandbox.alive and not sandbox.retiring:
                return sandbox
            self._spawn(self._retire(sandbox, "stale"))
        return None

    def _remove_idle(self, sandbox: Sandbox) -> bool:
        pool = self._idle.get(sandbox.spec.pool_key)
        if pool and sandbox in pool:
            pool.remove(sandbox)
            return True
        return False

    async def _make_room(self) -> None:
        """Keep live sandboxes within the global limit by stopping the least recently used idle one."""
        while len(self._sandboxes) >= self.global_limit:
            idle = [sb for pool in self._idle.values() for sb in pool]
            if not idle:
                return
            victim = min(idle, key=lambda sb: sb.last_used)
            self._remove_idle(victim)
            await self._retire(victim, "evicted")

    async def _retire(self, sandbox: Sandbox, reason: str) -> None:
        self._remove_idle(sandbox)
        was_started = sandbox.pid is not None
        if self._sandboxes.pop(sandbox.sandbox_id, None) is None and sandbox.state == "stopped":
            return
        await sandbox.stop(reason)
        if was_started:
            self._emit(
                "sandbox.stopped",
                {
                    "sandbox_id": sandbox.sandbox_id,
                    "function_name": sandbox.spec.function_name,
                    "reason": reason,
                },
            )

    async def _credentials(self, spec: FunctionSpec) -> dict[str, str]:
        if self._credentials_for is None:
            return {}
        value = self._credentials_for(spec)
        if inspect.isawaitable(value):
            value = await value
        return dict(value)

    def _describe(self, sandbox: Sandbox) -> dict[str, Any]:
        state = "busy" if sandbox.state in ("busy", "starting") else sandbox.state
        return {
            "sandbox_id": sandbox.sandbox_id,
            "function_name": sandbox.spec.function_name,
            "version": sandbox.spec.version,
            "tenant_id": sandbox.spec.tenant_id,
            "revision": sandbox.spec.revision,
            "runtime": sandbox.spec.runtime,
            "state": state,
            "retiring": sandbox.retiring,
            "pid": sandbox.pid,
            "started": sandbox.started_at,
            "invocations": sandbox.invocations,
            "idle_s": round(time.monotonic() - sandbox.last_used, 3) if state == "warm" else 0.0,
            "log_group": sandbox.spec.log_group_name,
            "log_stream": sandbox.log_stream,
            "init_duration_ms": sandbox.init_duration_ms,
            "max_memory_mb": sandbox.max_memory_mb,
        }

    def _emit(self, kind: str, data: dict[str, Any]) -> None:
        if self._event_sink is None:
            return
        try:
            result = self._event_sink(kind, data)
            if inspect.isawaitable(result):
                self._spawn(result)
        except Exception:  # the event bus must never break an invocation
            pass

    def _spawn(self, awaitable: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(awaitable)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def _ensure_reaper(self) -> None:
        if self._reaper is None or self._reaper.done():
            self._reaper = asyncio.create_task(self._reap_loop())

    async def _reap_loop(self) -> None:
        interval = max(0.05, min(self.idle_timeout_s / 2, 30.0))
        while True:
            await asyncio.sleep(interval)
            with contextlib.suppress(Exception):
                await self.reap_idle()
