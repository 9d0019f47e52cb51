"""Runs labcloud on a socket we bind ourselves (so a taken port fails clearly).

The server is labcloud's own HTTP/1.1 front end (:mod:`labcloud.http1`: httptools on uvloop,
no ASGI layer per request); without httptools (or with ``LABCLOUD_HTTP_SERVER=uvicorn``) it
runs uvicorn instead, serving the same application through ASGI. SIGINT/SIGTERM shut down cleanly with exit status 0.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import signal
import socket
import sys

import uvicorn

from labcloud.app import LabcloudApp
from labcloud.config import Settings


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
            raise PortTaken(f"port {port} on {host} is already in use (is another labcloud running?)") from exc
        raise
    sock.listen(1024)
    sock.set_inheritable(False)
    return sock


def serve(settings: Settings) -> int:
    try:
        sock = bind(settings.host, settings.port)
    except PortTaken as exc:
        print(f"labcloud: {exc}", file=sys.stderr)
        return 1
    if settings.port == 0:
        settings.port = sock.getsockname()[1]
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = LabcloudApp(settings)
    state = "in memory" if settings.in_memory else f"state in {settings.data_dir}"
    print(f"labcloud {settings.endpoint} ({state})", flush=True)
    print(f"  view:  {settings.endpoint}/_labcloud/view/", flush=True)
    print('  shell: eval "$(labcloud env)"', flush=True)
    if _has_httptools() and os.environ.get("LABCLOUD_HTTP_SERVER", "") != "uvicorn":
        return _run(_serve_fast(app, sock))
    return _serve_uvicorn(app, sock)


GRACE_SECONDS = 2.0


async def _serve_fast(app: LabcloudApp, sock: socket.socket) -> int:
    from labcloud.http1 import HttpServer

    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    try:
        await app.startup()
    except Exception:  # noqa: BLE001 - reported, and the process exits non-zero
        logging.getLogger("labcloud").exception("start-up failed")
        sock.close()
        return 3
    server = HttpServer(app.respond, app.settings.max_body_bytes, keep_alive_timeout=30.0)
    await server.start(sock)
    await stop.wait()
    await server.shutdown(GRACE_SECONDS)
    await app.shutdown()
    return 0


def _run(main: object) -> int:
    try:
        import uvloop
    except ImportError:
        return int(asyncio.run(main))  # type: ignore[arg-type]
    return int(uvloop.run(main))  # type: ignore[arg-type]


def _serve_uvicorn(app: LabcloudApp, sock: socket.socket) -> int:
    try:
        import uvloop  # noqa: F401

        loop = "uvloop"
    except ImportError:
        loop = "asyncio"
    config = uvicorn.Config(
        app,
        loop=loop,
        http="httptools" if _has_httptools() else "h11",
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


def _has_httptools() -> bool:
    try:
        import httptools  # noqa: F401
    except ImportError:
        return False
    return True
