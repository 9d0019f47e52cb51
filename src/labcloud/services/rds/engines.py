"""The PostgreSQL servers behind DB clusters and standalone DB instances: one data dir and one postgres
child process each (bound to 127.0.0.1 on the port recorded at create), created by initdb with the master
user and password, started at create or at the server's next start, stopped at shutdown (a fast shutdown,
then a kill) and removed with their resource. postgres is a program labcloud starts, not user code."""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import os
import shutil
import signal
import socket
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from labcloud.services.rds import postgres_binaries

#: How long a postgres may take to become ready, and to stop before it is killed.
START_SECONDS = 60.0
STOP_SECONDS = 10.0
_READY = b"database system is ready to accept connections"


class EngineError(Exception):
    """postgres could not be set up or started (the message says why)."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _die_with_parent() -> None:
    """In the child before exec: postgres gets SIGINT (a fast shutdown) if labcloud dies unannounced."""
    with contextlib.suppress(Exception):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGINT)  # PR_SET_PDEATHSIG


@dataclass
class Engine:
    """One postgres server: its data dir, port and the running process (None while stopped)."""

    key: str
    data_dir: Path
    port: int
    process: asyncio.subprocess.Process | None = None
    #: Set once it answers (and its first database exists); cleared when it stops.
    ready: bool = False
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class Engines:
    """Every postgres server of this labcloud, by key (``<account>/<region>/<kind>/<id>``)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.engines: dict[str, Engine] = {}

    def dir_of(self, key: str) -> Path:
        return self.root / key.replace("/", "_")

    def running(self, key: str) -> bool:
        engine = self.engines.get(key)
        return (
            engine is not None
            and engine.ready
            and engine.process is not None
            and engine.process.returncode is None
        )

    def pids(self) -> list[int]:
        """The pids of the running postmasters (for the leak test and the view)."""
        return [
            e.process.pid
            for e in self.engines.values()
            if e.process is not None and e.process.returncode is None
        ]

    def pids_of(self, key: str) -> list[int]:
        """The postmaster of ``key`` while it runs or starts (empty when stopped)."""
        engine = self.engines.get(key)
        if engine is None or engine.process is None or engine.process.returncode is not None:
            return []
        return [engine.process.pid]

    async def ensure(self, key: str, port: int, user: str, password: str, database: str | None) -> None:
        """Make ``key``'s server exist and run (initdb on first use; idempotent and shared by waiters)."""
        engine = self.engines.get(key)
        if engine is None:
            engine = self.engines[key] = Engine(key, self.dir_of(key), port)
        async with engine.lock:
            if engine.process is not None and engine.process.returncode is None:
                return
            first = not (engine.data_dir / "PG_VERSION").is_file()
            if first:
                await self._initdb(engine, user, password)
            await self._start(engine)
            if first and database and database != "postgres":
                try:
                    await asyncio.to_thread(_create_database, engine.port, user, password, database)
                except Exception as exc:  # noqa: BLE001 - the driver's errors, reported as the start's failure
                    raise EngineError(f"could not create database {database}: {exc}") from None
            if self.engines.get(key) is not engine:  # forgotten (a reset) while it started: never leak it
                await self._stop(engine)
                raise EngineError("the server was reset while this database started")
            engine.ready = True

    async def _run(self, *argv: str, env: dict[str, str] | None = None) -> tuple[int, str]:
        proc = await asyncio.create_subprocess_exec(
            *argv,
            env=env,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            start_new_session=True,
        )
        out, _ = await proc.communicate()
        return int(proc.returncode or 0), out.decode("utf-8", "replace")

    async def _initdb(self, engine: Engine, user: str, password: str) -> None:
        binaries = postgres_binaries.bin_dir()
        if binaries is None:
            raise EngineError("no PostgreSQL programs found (install labcloud's pgserver dependency)")
        shutil.rmtree(engine.data_dir, ignore_errors=True)
        engine.data_dir.parent.mkdir(parents=True, exist_ok=True)
        pwfile = engine.data_dir.parent / f".{engine.data_dir.name}.pw"
        fd = os.open(pwfile, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write(password + "\n")
        try:
            code, text = await self._run(
                *postgres_binaries.wrapper(),
                str(binaries / "initdb"),
                "-D",
                str(engine.data_dir),
                "-U",
                user,
                f"--pwfile={pwfile}",
                "--auth=scram-sha-256",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
                "--no-instructions",
                "--wal-segsize=1",  # 1 MiB WAL segments, not 16: smaller data dirs, snapshots and copies
            )
        finally:
            pwfile.unlink(missing_ok=True)
        if code != 0:
            shutil.rmtree(engine.data_dir, ignore_errors=True)
            raise EngineError(f"initdb failed: {text.strip()[-500:]}")

    async def _start(self, engine: Engine) -> None:
        binaries = postgres_binaries.bin_dir()
        if binaries is None:
            raise EngineError("no PostgreSQL programs found (install labcloud's pgserver dependency)")
        log_path = engine.data_dir.parent / f"{engine.data_dir.name}.log"
        log = open(log_path, "wb")  # noqa: SIM115 - handed to the child, closed below
        try:
            engine.process = await asyncio.create_subprocess_exec(
                *postgres_binaries.wrapper(),
                str(binaries / "postgres"),
                "-D",
                str(engine.data_dir),
                "-p",
                str(engine.port),
                "-h",
                "127.0.0.1",
                "-k",
                "",
                "-c",
                "max_connections=50",
                "-c",
                "shared_buffers=16MB",
                stdin=asyncio.subprocess.DEVNULL,
                stdout=log,
                stderr=log,
                start_new_session=True,
                preexec_fn=_die_with_parent,
            )
        finally:
            log.close()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + START_SECONDS
        while loop.time() < deadline:
            if engine.process.returncode is not None:
                break
            if _READY in log_path.read_bytes():
                return
            await asyncio.sleep(0.05)
        text = log_path.read_bytes().decode("utf-8", "replace").strip()[-500:]
        await self._stop(engine)
        raise EngineError(f"postgres did not start: {text}")

    async def _stop(self, engine: Engine) -> None:
        proc = engine.process
        engine.process = None
        engine.ready = False
        if proc is None or proc.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            proc.send_signal(signal.SIGINT)
        try:
            await asyncio.wait_for(proc.wait(), STOP_SECONDS)
        except asyncio.TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            await proc.wait()

    async def stop(self, key: str) -> None:
        engine = self.engines.get(key)
        if engine is not None:
            async with engine.lock:
                await self._stop(engine)

    async def remove(self, key: str) -> None:
        """Stop ``key``'s server and delete its data."""
        await self.stop(key)
        self.engines.pop(key, None)
        path = self.dir_of(key)
        await asyncio.to_thread(shutil.rmtree, path, True)
        path.with_name(path.name + ".log").unlink(missing_ok=True)

    async def backup(self, key: str, target: Path, user: str, password: str) -> str:
        """A consistent copy of ``key``'s data in ``target`` (a data dir postgres can start from): while the
        server runs, ``pg_basebackup`` (online, a checkpoint then the files and the WAL they need); while it
        is stopped, a copy of its data dir under its lock. Answers which of the two it used."""
        engine = self.engines.get(key)
        binaries = postgres_binaries.bin_dir()
        shutil.rmtree(target, ignore_errors=True)
        target.parent.mkdir(parents=True, exist_ok=True)
        if engine is not None and self.running(key) and binaries and (binaries / "pg_basebackup").is_file():
            # only the password in its environment (absolute program paths; labcloud's own settings are
            # read once, through settings.tuning, never from os.environ)
            code, text = await self._run(
                *_basebackup(binaries, engine.port, user, target), env={"PGPASSWORD": password}
            )
            if code != 0:
                shutil.rmtree(target, ignore_errors=True)
                raise EngineError(f"pg_basebackup failed: {text.strip()[-500:]}")
            return "pg_basebackup"
        source = self.dir_of(key)
        lock = engine.lock if engine is not None else asyncio.Lock()
        async with lock:
            if engine is not None and engine.process is not None and engine.process.returncode is None:
                raise EngineError("the server is starting; try again once it is available")
            if not (source / "PG_VERSION").is_file():
                raise EngineError("the server has no data yet (it never started)")
            await asyncio.to_thread(copy_dir, source, target)
        return "copy of the stopped data dir"

    def backup_now(self, key: str, target: Path, user: str, password: str) -> None:
        """``pg_basebackup`` of a running server into ``target``, blocking (a state snapshot's save, which
        runs between two transactions on the loop thread; postgres is another process, so it answers)."""
        engine = self.engines.get(key)
        binaries = postgres_binaries.bin_dir()
        if engine is None or not self.running(key) or binaries is None:
            raise EngineError("the server is not running")
        done = subprocess.run(
            _basebackup(binaries, engine.port, user, target),
            env={"PGPASSWORD": password},
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=START_SECONDS,
            check=False,
        )
        if done.returncode != 0:
            raise EngineError(
                f"pg_basebackup failed: {done.stdout.decode('utf-8', 'replace')[-300:]}"
                f"{done.stderr.decode('utf-8', 'replace')[-300:]}"
            )

    def has_data(self, key: str) -> bool:
        return (self.dir_of(key) / "PG_VERSION").is_file()

    async def seed(self, key: str, source: Path) -> None:
        """Give ``key`` (a new server, not started yet) the data of ``source`` (a snapshot's copy)."""
        target = self.dir_of(key)
        await asyncio.to_thread(shutil.rmtree, target, True)
        target.parent.mkdir(parents=True, exist_ok=True)
        await asyncio.to_thread(copy_dir, source, target)

    async def retire(self, key: str, into: Path) -> None:
        """Stop ``key``'s server (a fast shutdown: a checkpoint) and move its data dir to ``into``: a final
        snapshot, taken without copying."""
        await self.stop(key)
        self.engines.pop(key, None)
        path = self.dir_of(key)
        shutil.rmtree(into, ignore_errors=True)
        into.parent.mkdir(parents=True, exist_ok=True)
        if not (path / "PG_VERSION").is_file():
            raise EngineError("the server has no data (it never started)")
        os.replace(path, into)
        path.with_name(path.name + ".log").unlink(missing_ok=True)
        (into / "postmaster.pid").unlink(missing_ok=True)

    async def stop_all(self) -> None:
        await asyncio.gather(*(self.stop(key) for key in list(self.engines)), return_exceptions=True)

    def forget_all(self) -> None:
        """After a reset: kill every server at once and drop the data (the records are gone)."""
        for engine in self.engines.values():
            if engine.process is not None and engine.process.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(engine.process.pid, signal.SIGKILL)
        self.engines.clear()
        shutil.rmtree(self.root, ignore_errors=True)


def _basebackup(binaries: Path, port: int, user: str, target: Path) -> list[str]:
    """An online, consistent copy of the server on ``port`` into ``target`` (plain files and the WAL they
    need: postgres starts from it as from a data dir)."""
    return [
        *postgres_binaries.wrapper(),
        str(binaries / "pg_basebackup"),
        "-h", "127.0.0.1", "-p", str(port), "-U", user, "-w",
        "-D", str(target), "-F", "p", "-X", "fetch", "-c", "fast", "--no-sync",
    ]  # fmt: skip


def copy_dir(source: Path, target: Path) -> None:
    """Copy a data dir (postmaster.pid and the server's transient files left out); mode 0700 as postgres needs."""
    shutil.copytree(
        source, target, ignore=shutil.ignore_patterns("postmaster.pid", "postmaster.opts"), symlinks=True
    )
    target.chmod(0o700)


def _create_database(port: int, user: str, password: str, database: str) -> None:
    import pg8000.native

    conn = pg8000.native.Connection(user, host="127.0.0.1", port=port, password=password, database="postgres")
    try:
        conn.run(f"CREATE DATABASE {pg8000.native.identifier(database)}")
    finally:
        conn.close()


def change_password(port: int, user: str, old: str, new: str) -> None:
    """ModifyDBCluster/ModifyDBInstance's MasterUserPassword: the role's password in postgres."""
    import pg8000.native

    conn = pg8000.native.Connection(user, host="127.0.0.1", port=port, password=old, database="postgres")
    try:
        conn.run(f"ALTER ROLE {pg8000.native.identifier(user)} PASSWORD {pg8000.native.literal(new)}")
    finally:
        conn.close()
