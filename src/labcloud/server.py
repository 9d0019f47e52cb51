"""Runs labcloud on a socket we bind ourselves (so a taken port fails clearly).

:mod:`labcloud.http` serves the app (httptools on uvloop where available). SIGINT/SIGTERM stop
it gracefully with exit status 0.
"""

from __future__ import annotations

import errno
import gc
import logging
import signal
import socket
import sys
import threading

from labcloud import dataclass_code
from labcloud.app import LabcloudApp
from labcloud.config import Settings
from labcloud.http import listener
from labcloud.http.authority import open_authority
from labcloud.store import as_built
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
        app = LabcloudApp(settings, deferred=True)  # services not every request needs: built once answering
    except DataDirError as exc:
        sock.close()
        print(f"labcloud: {exc}", file=sys.stderr)
        return 1
    # Everything start-up made lives as long as the server: frozen out of the collector's generations,
    # so its passes while serving scan only what requests allocate; then collection resumes.
    try:
        authority = open_authority(settings.tls_dir)  # https:// on the same port (docs/http.md)
        authority.custom = app.custom_tls  # custom domain names, with their mutual TLS
    except (OSError, ValueError) as exc:
        sock.close()
        print(f"labcloud: cannot open the TLS authority: {exc}", file=sys.stderr)
        return 1
    gc.freeze()
    gc.enable()
    state = "in memory" if settings.in_memory else f"state in {settings.data_dir}"
    print(f"labcloud {settings.endpoint} ({state})", flush=True)
    print(f"  view:  {settings.endpoint}/_labcloud/view/", flush=True)
    https = settings.endpoint.replace("http://", "https://", 1)
    print(f"  tls:   {https} (curl --cacert {authority.cert_path})", flush=True)
    port_option = "" if settings.port == 5000 else f" --port {settings.port}"
    print(f'  shell: eval "$(labcloud env{port_option})"', flush=True)
    if settings.classroom is not None:  # docs/classroom.md
        where = "" if settings.port == 5000 else f" --endpoint {settings.endpoint}"
        print(f"  class: {settings.endpoint}/_labcloud/view/classroom", flush=True)
        print(f"  keys:  labcloud classroom credentials{where} --out DIR", flush=True)
    # what sandboxes can be given (a child process is started to find out): said once it is known, the
    # probe started once the server answers (its import and fork were ~8 ms of the start's CPU, issue 40)
    # (not a daemon: a process that exits at once waits for it rather than fork during its shutdown)
    app.once_answering.append(threading.Thread(target=_say_missing_protections, name="sandbox-probe").start)
    # a signal before the loop takes them over (during start-up) still exits cleanly
    signal.signal(signal.SIGTERM, _exit_cleanly)
    signal.signal(signal.SIGINT, _exit_cleanly)
    status = listener.serve(
        app,
        sock,
        listener.Timeouts(head=settings.http_head_timeout, idle=settings.http_idle_timeout),
        authority.default,
    )
    as_built.save()
    dataclass_code.save()  # the records this run built that no earlier start had (dataclass_code.py)
    if app.hub.fatal is not None:  # a service built after the first answer could not open its data
        print(f"labcloud: {app.hub.fatal}", file=sys.stderr)
        return 1
    return status


def _say_missing_protections() -> None:
    from labcloud.runtime import confine  # here: the sandbox machinery is no part of answering first

    for line in confine.missing(confine.protections()):
        print(f"  sandboxes: {line} (see docs/sandbox.md)", flush=True)


def _exit_cleanly(_signum: int, _frame: object) -> None:
    raise SystemExit(0)
