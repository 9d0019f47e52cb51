"""The node workers that run APPSYNC_JS code, outside the server process, one call at a time each.

Workers are started lazily (the first evaluation pays a node start, ~50 ms) and reused; at most
:data:`POOL_SIZE` run at once per event loop, further calls wait for a free one. Each worker is a
``node`` child confined as Lambda sandboxes are (``labcloud.runtime.confine``): its own network namespace
(no interface but a downed loopback: no network at all) where the kernel allows it, a Landlock domain that
reads only the system folders and writes nothing but a few devices, a dedicated unprivileged uid when
labcloud runs as root, ``no_new_privs``, the sandbox rlimits (``labcloud.runtime.limits``) and a V8 heap
of :data:`HEAP_MB`. The code itself runs under ``vm`` with a :data:`CALL_TIMEOUT_MS` execution bound; a
worker that does not answer within that bound plus :data:`WATCHDOG_GRACE_S` (stopped, wedged) is killed
and the call fails with ``TIMEOUT``; a worker that dies (out of memory) fails its call with
``WORKER_FAILED``; either way the next call starts a fresh one.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import weakref
from collections.abc import Callable
from typing import Any

from labcloud import clock
from labcloud.runtime import confine
from labcloud.runtime.limits import child_limits
from labcloud.services.appsync.jsruntime.library_source import LIBRARY
from labcloud.services.appsync.jsruntime.outcome import (
    CODE_TOO_LARGE,
    HANDLER_NOT_FOUND,
    TIMEOUT,
    WORKER_FAILED,
    JsOutcome,
    JsRuntimeError,
)
from labcloud.services.appsync.jsruntime.worker_source import WORKER

#: AppSync's limit on a resolver's or function's code.
MAX_CODE_BYTES = 32 * 1024
#: Workers per event loop (the machine's cores are shared with the server and the Lambda sandboxes).
POOL_SIZE = 2
#: the exported functions a call may run: a resolver's or function's, or a channel namespace's handlers
HANDLERS = ("request", "response", "onPublish", "onSubscribe")
#: Wall time one call may use inside ``vm`` (AppSync documents none below its 30 s request limit; 5 s keeps
#: a loaded machine from failing sound code while still stopping a runaway one).
CALL_TIMEOUT_MS = 5000
#: How much longer than that the server waits for an answer before killing the worker.
WATCHDOG_GRACE_S = 2.0
#: Added to the first call's wait on a new worker (node's start; the library's compiling and freezing).
START_GRACE_S = 5.0
#: The V8 heap of a worker.
HEAP_MB = 128
#: Largest answer line read from a worker (a returned value, stash and logs together).
MAX_ANSWER_BYTES = 8 * 1024 * 1024
_CLONE_NEWNET = 0x40000000
_SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin"


class _Worker:
    """One node process and the pipes to it."""

    def __init__(self, proc: asyncio.subprocess.Process, uid: int | None) -> None:
        self.proc = proc
        self.uid = uid
        self.library_sent = False
        self.broken = False
        self.reused = False  # it answered an earlier call
        self._ids = 0

    def alive(self) -> bool:
        """Not exited, nor killed since its last answer (a zombie asyncio has not reaped yet)."""
        if self.proc.returncode is not None:
            return False
        try:
            with open(f"/proc/{self.proc.pid}/stat", "rb") as fh:
                stat = fh.read()
        except (FileNotFoundError, ProcessLookupError):  # reaped, or being reaped while read (ESRCH)
            return False
        except OSError:
            return True  # no /proc here: trust returncode
        return stat[stat.rfind(b")") + 2 : stat.rfind(b")") + 3] not in (b"Z", b"X")

    @property
    def pid(self) -> int:
        return self.proc.pid

    async def call(self, request: dict[str, Any], wait_s: float) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._ids += 1
        request["id"] = self._ids
        request.pop("library", None)
        if not self.library_sent:
            request["library"] = LIBRARY
        try:
            self.proc.stdin.write(json.dumps(request, separators=(",", ":")).encode() + b"\n")
            await self.proc.stdin.drain()
            self.library_sent = True
            if not self.reused:  # node's start and the library's first compile come first
                wait_s += START_GRACE_S
            line = await asyncio.wait_for(self.proc.stdout.readline(), wait_s)
        except asyncio.TimeoutError:  # not yet the builtin TimeoutError on Python 3.10
            self.broken = True
            raise JsRuntimeError(TIMEOUT, f"Execution timed out: no answer within {wait_s:g} s") from None
        except (OSError, ValueError, asyncio.LimitOverrunError) as exc:  # pipe gone, or an oversized answer
            self.broken = True
            raise JsRuntimeError(WORKER_FAILED, f"The JavaScript worker failed: {exc}") from None
        if not line:
            self.broken = True
            raise JsRuntimeError(
                WORKER_FAILED, "The JavaScript worker stopped during the call (out of memory or killed)"
            )
        try:
            answer = json.loads(line)
        except ValueError:
            answer = None
        if not isinstance(answer, dict) or answer.get("id") != self._ids:
            self.broken = True
            raise JsRuntimeError(WORKER_FAILED, "The JavaScript worker answered out of turn")
        return answer

    async def stop(self) -> None:
        if self.proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            with contextlib.suppress(ProcessLookupError):
                self.proc.kill()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.proc.wait(), 5)
        if self.uid is not None:
            confine.release_uid(self.uid)
            self.uid = None


def _isolate_network(found: confine.Protections) -> Callable[[], None] | None:
    """A ``preexec_fn`` step entering a new network namespace (with its own mount namespace, and a user
    namespace unless root), or None where the kernel gives none."""
    if not found.namespaces:
        return None
    flags = confine.namespace_flags() | _CLONE_NEWNET
    uid, gid = os.getuid(), os.getgid()

    def enter() -> None:
        confine._enter_namespaces(flags, uid, gid)

    return enter


async def _start() -> _Worker:
    node = shutil.which("node") or shutil.which("node", path=_SYSTEM_PATH)
    if node is None:
        raise JsRuntimeError(
            WORKER_FAILED, "APPSYNC_JS needs Node.js, and labcloud found no 'node' on its PATH"
        )
    found = confine.protections()
    uid = confine.allocate_uid() if found.root else None
    real = os.path.realpath(node)
    reads = [*confine.system_reads(), os.path.dirname(os.path.dirname(real))]
    plan = confine.Confinement(
        uid=uid,
        landlock=found.landlock,
        read_paths=confine.existing(reads),
        write_paths=list(confine.DEVICES),
    )
    setup = confine.child_setup(plan, child_limits(1, dedicated_user=uid is not None))
    network = _isolate_network(found)

    def preexec() -> None:
        if network is not None:
            network()
        setup()

    try:
        proc = await asyncio.create_subprocess_exec(
            node,
            f"--max-old-space-size={HEAP_MB}",
            "-e",
            WORKER,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
            start_new_session=True,
            cwd="/",
            env={"PATH": _SYSTEM_PATH, "LANG": "C.UTF-8"},
            preexec_fn=preexec,
            limit=MAX_ANSWER_BYTES,
        )
    except (OSError, ValueError) as exc:
        if uid is not None:
            confine.release_uid(uid)
        raise JsRuntimeError(WORKER_FAILED, f"The JavaScript worker could not start: {exc}") from None
    return _Worker(proc, uid)


class _Pool:
    """The workers of one event loop."""

    def __init__(self, size: int) -> None:
        self.slots = asyncio.Semaphore(size)
        self.idle: list[_Worker] = []
        self.busy: set[_Worker] = set()

    async def run(self, request: dict[str, Any], wait_s: float) -> dict[str, Any]:
        async with self.slots:
            return await self._call(await self._take(), request, wait_s)

    async def _take(self) -> _Worker:
        while self.idle:
            candidate = self.idle.pop()
            if candidate.alive():
                candidate.reused = True
                return candidate
            await candidate.stop()
        return await _start()

    async def _call(self, worker: _Worker, request: dict[str, Any], wait_s: float) -> dict[str, Any]:
        self.busy.add(worker)
        try:
            return await worker.call(request, wait_s)
        finally:
            self.busy.discard(worker)
            if worker.broken or worker.proc.returncode is not None:
                await worker.stop()
            else:
                self.idle.append(worker)

    def pids(self) -> list[int]:
        return [w.pid for w in [*self.idle, *self.busy] if w.proc.returncode is None]

    async def close(self) -> None:
        workers, self.idle = [*self.idle, *self.busy], []
        self.busy.clear()
        for worker in workers:
            await worker.stop()


_pools: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Pool] = weakref.WeakKeyDictionary()


def _pool() -> _Pool:
    loop = asyncio.get_running_loop()
    pool = _pools.get(loop)
    if pool is None:
        pool = _pools[loop] = _Pool(POOL_SIZE)
    return pool


def worker_pids() -> list[int]:
    """The live workers of the running loop (for tests and the view)."""
    return _pool().pids()


async def shutdown() -> None:
    """Stop the running loop's workers (the server's shutdown; tests' teardown)."""
    pool = _pools.pop(asyncio.get_running_loop(), None)
    if pool is not None:
        await pool.close()


async def check(code: str) -> None:
    """Parse and check ``code`` as CreateResolver/CreateFunction do, running nothing of it.

    Raises :class:`JsRuntimeError` (``PARSER_ERROR``, ``UNSUPPORTED``, ``CODE_TOO_LARGE``...) when AppSync
    would refuse it.
    """
    if len(code.encode()) > MAX_CODE_BYTES:
        raise JsRuntimeError(CODE_TOO_LARGE, f"The code is larger than {MAX_CODE_BYTES // 1024} KB")
    request = {
        "code": code,
        "handler": "request",
        "context": {},
        "now_ms": int(clock.now() * 1000),
        "timeout_ms": CALL_TIMEOUT_MS,
        "check": True,
    }
    answer = await _pool().run(request, CALL_TIMEOUT_MS / 1000 + WATCHDOG_GRACE_S)
    if not answer.get("ok"):
        raise JsRuntimeError(
            str(answer.get("code")), str(answer.get("message")), answer.get("line"), answer.get("column")
        )


async def evaluate(code: str, handler: str, context: dict[str, Any]) -> JsOutcome:
    """Run ``handler`` ("request" or "response"; an Events channel namespace's "onPublish" or "onSubscribe")
    of the APPSYNC_JS ``code`` with AppSync's ``ctx`` (as JSON).

    Raises :class:`JsRuntimeError` when the code cannot be evaluated (see ``outcome.py`` for the codes).
    """
    if handler not in HANDLERS:
        raise JsRuntimeError(HANDLER_NOT_FOUND, f"Unknown handler {handler!r}: request or response")
    if len(code.encode()) > MAX_CODE_BYTES:
        raise JsRuntimeError(CODE_TOO_LARGE, f"The code is larger than {MAX_CODE_BYTES // 1024} KB")
    request = {
        "code": code,
        "handler": handler,
        "context": context,
        "now_ms": int(clock.now() * 1000),
        "timeout_ms": CALL_TIMEOUT_MS,
    }
    answer = await _pool().run(request, CALL_TIMEOUT_MS / 1000 + WATCHDOG_GRACE_S)
    if not answer.get("ok"):
        raise JsRuntimeError(
            str(answer.get("code")), str(answer.get("message")), answer.get("line"), answer.get("column")
        )
    out = answer["outcome"]
    failure = out.get("failure")
    if failure:
        raise JsRuntimeError(failure["code"], failure["message"], failure.get("line"), failure.get("column"))
    return JsOutcome(
        value=out.get("value"),
        error=out.get("error"),
        errors=list(out.get("errors") or []),
        stash=out.get("stash") or {},
        early_return=bool(out.get("earlyReturn")),
        logs=list(out.get("logs") or []),
        levels=[str(level) for level in out.get("levels") or []],
        response_headers=out.get("headers") or {},
    )
