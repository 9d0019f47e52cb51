"""Runs labcloud under uvicorn on a socket we bind ourselves (so a taken port fails clearly).

uvicorn (with httptools on uvloop where available) serves the ASGI application; measured, its
per-request cost is about 0.1 ms of server CPU, well inside our budget, so we keep a real,
well-kept HTTP server instead of one of our own. SIGINT/SIGTERM shut down cleanly with exit status 0.
"""

from __future__ import annotations

import errno
import logging
import signal
import socket
import sys
from typing import Any

import uvicorn

from labcloud.app import LabcloudApp
from labcloud.config import Settings
from labcloud.store.datadir import DataDirError, lock_data_dir


class PortTaken(RuntimeError):
    pass


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        if exc.errno in (errno.EADDRINUSE, errno.EACCES):
            raise PortTaken(
                f"port {port} on {host} is already in use (is another labcloud running?)"
            ) from exc
        raise
    sock.listen(1024)
    sock.set_inheritable(False)
    return sock


def serve(settings: Settings) -> int:
    try:
        if not settings.in_memory:
            lock_data_dir(settings.data_dir)  # before the port: a second server on this dir refuses
    except DataDirError as exc:
        print(f"labcloud: {exc}", file=sys.stderr)
        return 1
    try:
        sock = bind(settings.host, settings.port)
    except PortTaken as exc:
        print(f"labcloud: {exc}", file=sys.stderr)
        return 1
    if settings.port == 0:
        settings.port = sock.getsockname()[1]
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        app = LabcloudApp(settings)
    except DataDirError as exc:
        sock.close()
        print(f"labcloud: {exc}", file=sys.stderr)
        return 1
    state = "in memory" if settings.in_memory else f"state in {settings.data_dir}"
    print(f"labcloud {settings.endpoint} ({state})", flush=True)
    print(f"  view:  {settings.endpoint}/_labcloud/view/", flush=True)
    port_option = "" if settings.port == 5000 else f" --port {settings.port}"
    print(f'  shell: eval "$(labcloud env{port_option})"', flush=True)
    return _serve_uvicorn(app, sock)


GRACE_SECONDS = 2.0


def _serve_uvicorn(app: LabcloudApp, sock: socket.socket) -> int:
    try:
        import uvloop  # noqa: F401

        loop = "uvloop"
    except ImportError:
        loop = "asyncio"
    config = uvicorn.Config(
        app,
        loop=loop,
        http=_http_protocol(),
        lifespan="on",
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=int(GRACE_SECONDS),
        timeout_keep_alive=30,
    )
    server = uvicorn.Server(config)
    # uvicorn handles SIGINT/SIGTERM while serving, then re-raises the signal once shut down;
    # these handlers turn that final signal into a clean exit status.
    signal.signal(signal.SIGTERM, _exit_cleanly)
    signal.signal(signal.SIGINT, _exit_cleanly)
    server.run(sockets=[sock])
    return 0


def _exit_cleanly(_signum: int, _frame: object) -> None:
    raise SystemExit(0)


def _http_protocol() -> Any:
    """uvicorn's httptools protocol with one socket write per response; h11 without httptools."""
    try:
        import httptools  # noqa: F401
    except ImportError:
        return "h11"
    from labcloud.server_protocol import CoalescingHttpToolsProtocol

    return CoalescingHttpToolsProtocol
