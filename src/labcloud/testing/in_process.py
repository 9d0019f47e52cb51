"""labcloud inside the test process: ``mock_aws`` as a decorator, a context manager or a pytest fixture.

The server runs on an event loop in a background thread of this process. boto3/botocore clients created
while it is active hand their requests to it through botocore's own ``before-send`` hook: no socket, no
HTTP framing, the same pipeline (routing by the models, validation, IAM, the services) as over HTTP.
Lambda code still runs in real sandbox processes, which reach labcloud over a loopback port the
in-process server also listens on (as do function URLs and the view); pollers, schedules and streams run
on the server's loop as they do in ``labcloud up``.

Clients made before ``mock_aws`` started still go where they pointed (the hook is installed into botocore's
built-in handlers at activation, so it reaches only sessions and clients created after that), and a client
with an explicit ``endpoint_url`` elsewhere is served in-process all the same.
"""

from __future__ import annotations

import asyncio
import atexit
import inspect
import io
import json
import os
import threading
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import ContextDecorator
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote, urlsplit

from labcloud.config import Settings
from labcloud.testing import handoff

_F = TypeVar("_F", bound=Callable[..., Any])

#: Credentials and region a test gets while mock_aws is active, unless it set its own (as moto does).
_ENVIRONMENT = {
    "AWS_ACCESS_KEY_ID": "test",
    "AWS_SECRET_ACCESS_KEY": "test",
    "AWS_DEFAULT_REGION": "us-east-1",
}
_ACTIVE: list[InProcessLabcloud] = []
_HOOK_LOCK = threading.Lock()
_HOOK_INSTALLED = False


class _RawBody(io.BytesIO):
    """What botocore reads a response body from: ``read`` (streaming outputs) and ``stream``."""

    def stream(self, amt: int = 65536, **_kwargs: Any) -> Iterator[bytes]:
        while chunk := self.read(amt):
            yield chunk


class _RawStream(io.RawIOBase):
    """A streamed answer (event streams, server-sent events), pulled from the server's loop as read."""

    def __init__(self, chunks: AsyncIterator[bytes], loop: asyncio.AbstractEventLoop) -> None:
        self._chunks = chunks
        self._loop = loop
        self._pending = b""
        self._ended = False

    def readable(self) -> bool:
        return True

    def _next(self) -> bytes:
        async def pull() -> bytes:
            try:
                return await self._chunks.__anext__()
            except StopAsyncIteration:
                return b""

        chunk = asyncio.run_coroutine_threadsafe(pull(), self._loop).result()
        self._ended = not chunk
        return chunk

    def read(self, amt: int | None = -1) -> bytes:
        while not self._ended and (amt is None or amt < 0 or len(self._pending) < amt):
            self._pending += self._next()
        if amt is None or amt < 0:
            out, self._pending = self._pending, b""
        else:
            out, self._pending = self._pending[:amt], self._pending[amt:]
        return out

    def stream(self, amt: int = 65536, **_kwargs: Any) -> Iterator[bytes]:
        while chunk := self.read(amt):
            yield chunk


class InProcessLabcloud:
    """One labcloud server on a background thread's event loop, answering botocore in-process."""

    def __init__(
        self,
        *,
        account_id: str = "000000000000",
        region: str = "us-east-1",
        snapshot_dir: str | os.PathLike[str] | None = None,
    ) -> None:
        self.settings = Settings(
            host="127.0.0.1", port=0, in_memory=True, account_id=account_id, region=region
        )
        if snapshot_dir is not None:
            self.settings.snapshot_dir = Path(snapshot_dir)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self.app: Any = None

    # ---------------------------------------------------------------- lifecycle

    @property
    def endpoint(self) -> str:
        """The loopback endpoint sandboxes (and anything outside this process) use."""
        return self.settings.endpoint

    def start(self) -> InProcessLabcloud:
        from labcloud.server import bind

        sock = bind("127.0.0.1", 0)
        self.settings.port = sock.getsockname()[1]
        self._thread = threading.Thread(
            target=self._run, args=(sock,), name="labcloud-in-process", daemon=True
        )
        self._thread.start()
        if not self._ready.wait(60) or self._failed is not None:
            raise RuntimeError(f"labcloud did not start in-process: {self._failed!r}")
        return self

    def _run(self, sock: Any) -> None:
        from labcloud.app import LabcloudApp
        from labcloud.http.authority import open_authority
        from labcloud.http.listener import new_loop, run

        loop = self._loop = new_loop()
        asyncio.set_event_loop(loop)

        async def main() -> None:
            self._stop = asyncio.Event()
            started = asyncio.Event()
            self.app = LabcloudApp(self.settings)  # the store's connection belongs to this thread
            authority = open_authority(self.settings.tls_dir)  # https:// on the same port
            authority.custom = self.app.custom_tls
            tls = authority.default
            serving = loop.create_task(run(self.app, sock, loop, self._stop, started, tls=tls))
            waiting = loop.create_task(started.wait())
            await asyncio.wait({serving, waiting}, return_when=asyncio.FIRST_COMPLETED)
            if not started.is_set():
                waiting.cancel()
                self._failed = RuntimeError("the app failed to start (see the log)")
            self._ready.set()
            await serving

        try:
            loop.run_until_complete(main())
        except BaseException as exc:  # noqa: BLE001 - handed to the thread that waits for the start
            self._failed = exc
            self._ready.set()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            asyncio.set_event_loop(None)
            loop.close()
            sock.close()

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None and self._thread is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(30)
        self._loop = None

    def reset(self) -> None:
        """Forget every resource (as ``POST /_labcloud/reset``): a fresh account for the next test."""
        self._call(self.app.hub.reset())

    def save_state(self, name: str) -> dict[str, Any]:
        """Save every service's state as snapshot ``name`` (docs/state.md); its manifest."""
        return self._state("POST", f"/{name}/save")

    def load_state(self, name: str) -> dict[str, Any]:
        """Replace every service's state with snapshot ``name``."""
        return self._state("POST", f"/{name}/load")

    def list_states(self) -> list[dict[str, Any]]:
        return list(self._state("GET", "")["snapshots"])

    def _state(self, method: str, path: str) -> dict[str, Any]:
        """One call of the state API, over the loopback port (a load restarts the hub on the server's loop)."""
        request = urllib.request.Request(
            f"{self.endpoint}/_labcloud/state{path}", data=b"{}" if method == "POST" else None, method=method
        )
        try:
            with urllib.request.urlopen(request, timeout=600) as response:
                answer: dict[str, Any] = json.loads(response.read())
        except urllib.error.HTTPError as error:
            raise RuntimeError(f"labcloud state{path}: {error.read().decode(errors='replace')}") from None
        return answer

    def _call(self, coroutine: Any, timeout: float = 600) -> Any:
        assert self._loop is not None, "labcloud in-process is not running"
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)

    # ---------------------------------------------------------------- botocore's requests

    def answer(self, request: Any) -> Any:
        """A botocore ``AWSPreparedRequest`` answered as an ``AWSResponse``, without a socket."""
        from botocore.awsrequest import AWSResponse

        from labcloud.protocol.wire import WireRequest

        parts = urlsplit(request.url)
        headers = {name.lower(): _text(value) for name, value in request.headers.items()}
        host = parts.netloc
        raw_path = parts.path or "/"
        bucket = _virtual_bucket(host)
        if bucket is not None:  # bucket.s3.<region>.amazonaws.com/key: labcloud's path style
            raw_path = f"/{bucket}" if raw_path == "/" else f"/{bucket}{raw_path}"
            host = host[len(bucket) + 1 :]
        headers["host"] = host
        body = _body_bytes(request.body)
        if "content-length" not in headers and body:
            headers["content-length"] = str(len(body))
        wire = WireRequest(request.method, unquote(raw_path), parts.query, headers, b"", "127.0.0.1")
        wire.raw_path = raw_path

        async def respond() -> Any:
            app = self.app
            too_large = False
            if app.streams_body(wire):
                wire.stream = _chunks(body)
            elif len(body) > app.max_body_bytes:
                too_large = True
            else:
                wire.body = body
            return await app.respond(wire, too_large)

        assert self._loop is not None, "labcloud in-process is not running"
        response = handoff.call(self._loop, respond(), 600)
        answer_headers = {name: value for name, value in response.headers}
        if response.stream is not None:
            raw: Any = _RawStream(response.stream, self._loop)
        else:
            raw = _RawBody(response.body)
            answer_headers.setdefault("content-length", str(len(response.body)))
        if response.content_type and not any(k.lower() == "content-type" for k in answer_headers):
            answer_headers["content-type"] = response.content_type
        return AWSResponse(request.url, response.status, answer_headers, raw)


async def _chunks(body: bytes) -> AsyncIterator[bytes]:
    for start in range(0, len(body), 1 << 20):
        yield body[start : start + (1 << 20)]


def _text(value: str | bytes) -> str:
    return value.decode("latin-1") if isinstance(value, bytes) else value


def _body_bytes(body: Any) -> bytes:
    if body is None:
        return b""
    if isinstance(body, bytes | bytearray):
        return bytes(body)
    if isinstance(body, str):
        return body.encode()
    if hasattr(body, "read"):
        data = body.read()
        if hasattr(body, "seek"):
            body.seek(0)  # botocore may send it again on a retry
        return data.encode() if isinstance(data, str) else bytes(data)
    return b"".join(chunk.encode() if isinstance(chunk, str) else bytes(chunk) for chunk in body)


def _virtual_bucket(host: str) -> str | None:
    name = host.split(":", 1)[0]
    if name.endswith(".amazonaws.com") and ".s3." in f".{name}" and not name.startswith("s3."):
        bucket = name.split(".s3", 1)[0]
        return bucket or None
    return None


def _before_send(request: Any, **_kwargs: Any) -> Any:
    if not _ACTIVE:
        return None  # botocore sends it as usual
    return _ACTIVE[-1].answer(request)


def _install_hook() -> None:
    """Put the hook among botocore's built-in handlers, which every new session registers."""
    global _HOOK_INSTALLED
    with _HOOK_LOCK:
        if _HOOK_INSTALLED:
            return
        from botocore.handlers import BUILTIN_HANDLERS

        BUILTIN_HANDLERS.append(("before-send", _before_send))
        import boto3

        boto3.DEFAULT_SESSION = None  # boto3.client() builds a new default session, with the hook
        _HOOK_INSTALLED = True


_SERVERS: dict[tuple[tuple[str, Any], ...], InProcessLabcloud] = {}
_SERVERS_LOCK = threading.Lock()


def _server_for(options: dict[str, Any]) -> InProcessLabcloud:
    """The process's in-process server for these options: started once (about a second), then reset."""
    key = tuple(sorted(options.items()))
    with _SERVERS_LOCK:
        server = _SERVERS.get(key)
        if server is None:
            server = _SERVERS[key] = InProcessLabcloud(**options).start()
            _at_exit(server.stop)
        else:
            server.reset()
    return server


def _at_exit(stop: Callable[[], None]) -> None:
    """Stop the server (and its sandboxes) when the process ends, before the thread pools it stops with
    refuse work: ``threading``'s exit hooks run before those pools shut down, ``atexit``'s after."""
    register = getattr(threading, "_register_atexit", None)
    if register is None:
        atexit.register(stop)
    else:
        register(stop)


class MockAws(ContextDecorator):
    """labcloud in this process for the duration of a ``with`` block or a decorated function.

    The first activation in a process starts the server (about a second: the app and botocore's models);
    every later one only forgets every resource (a few milliseconds), so each activation begins with a
    fresh account. ``reset()`` does the same in the middle of one.
    """

    def __init__(self, **options: Any) -> None:
        self._options = options
        self._server: InProcessLabcloud | None = None
        self._saved_env: dict[str, str | None] = {}

    @property
    def server(self) -> InProcessLabcloud:
        assert self._server is not None, "mock_aws is not active"
        return self._server

    def reset(self) -> None:
        self.server.reset()

    def save_state(self, name: str) -> dict[str, Any]:
        """Save the in-process server's whole state as snapshot ``name`` (docs/state.md)."""
        return self.server.save_state(name)

    def load_state(self, name: str) -> dict[str, Any]:
        """Replace the in-process server's whole state with snapshot ``name``."""
        return self.server.load_state(name)

    def __enter__(self) -> MockAws:
        _install_hook()
        for key, value in _ENVIRONMENT.items():
            self._saved_env[key] = os.environ.get(key)
            os.environ.setdefault(key, value)
        self._server = _server_for(self._options)
        _ACTIVE.append(self._server)
        return self

    def __exit__(self, *_exc: object) -> None:
        server, self._server = self._server, None
        if server is not None:
            _ACTIVE.remove(server)
        for key, value in self._saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        self._saved_env = {}


def mock_aws(func: _F | None = None, **options: Any) -> Any:
    """``@mock_aws``, ``@mock_aws(region="eu-west-1")`` or ``with mock_aws() as aws:``."""
    if func is None:
        return MockAws(**options)
    if inspect.isclass(func):
        raise TypeError("mock_aws decorates functions and methods, not classes")
    return MockAws(**options)(func)
