"""How close to the floor can any Python server get on a durable PutItem? A skeleton answers.

Run: ``python bench/bench_floor_skeleton.py [--seconds S] [--rounds R]`` (starts its own servers;
prints numbers, asserts nothing).

``bench_floor_ratio.py`` measures labcloud against the floor (an instant replay server). This bench
asks what part of the gap any server written like labcloud must leave: it serves boto3's PutItem
with a *skeleton* that does only the unavoidable steps, on the same stack as labcloud (uvloop,
httptools, orjson, SQLite in WAL mode with ``synchronous=NORMAL``, so an answered write survives
kill -9), and none of the AWS work (no signature or IAM check, no model validation, no condition,
no metrics). Each variant adds one step:

- ``http``: parse the request (httptools callbacks, as labcloud's connection does), decode the
  JSON body, answer ``{}``;
- ``item``: also store the item (``INSERT OR REPLACE`` of its key and JSON text) and commit;
- ``item+record``: also insert one event row per write in the same transaction (labcloud's
  write-decision record, which commits with the write it describes), then commit.

Each variant runs in its own process; one boto3 client measures calls/s against the floor, each
variant and labcloud itself, in alternating rounds (best round kept), and prints each as a ratio
of the floor (issue 21's target is >= 0.85).
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

VARIANTS = ("http", "item", "item+record")


# ---------------------------------------------------------------- the skeleton server


def serve(port: int, variant: str, data_dir: str) -> None:
    import httptools
    import orjson
    import uvloop

    db = sqlite3.connect(str(Path(data_dir) / "skeleton.db"), isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE items (tid INTEGER, hk BLOB, rk BLOB, item TEXT, PRIMARY KEY (tid, hk, rk))")
    db.execute(
        "CREATE TABLE events (seq INTEGER PRIMARY KEY AUTOINCREMENT, ts REAL, kind TEXT, resource TEXT,"
        " data TEXT)"
    )
    db.execute("CREATE INDEX events_kind ON events(kind, seq)")
    db.execute("CREATE INDEX events_resource ON events(resource, seq)")
    answer = b"HTTP/1.1 200 OK\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n\r\n{}"

    def store(document: dict[str, Any]) -> None:
        item = document["Item"]
        text = orjson.dumps(item)
        db.execute("BEGIN IMMEDIATE")
        db.execute(
            "INSERT OR REPLACE INTO items VALUES (1, ?, ?, ?)",
            (orjson.dumps(item.get("pk")), orjson.dumps(item.get("sk")), text),
        )
        if variant == "item+record":
            db.execute(
                "INSERT INTO events (ts, kind, resource, data) VALUES (?, 'dynamodb.write.decided', ?, ?)",
                (time.time(), document["TableName"], text),
            )
        db.execute("COMMIT")

    class Connection(asyncio.Protocol):
        def __init__(self) -> None:
            self.parser = httptools.HttpRequestParser(self)
            self.headers: dict[str, str] = {}
            self.body: list[bytes] = []
            self.transport: Any = None

        def connection_made(self, transport: Any) -> None:
            self.transport = transport

        def data_received(self, data: bytes) -> None:
            self.parser.feed_data(data)

        def on_message_begin(self) -> None:
            self.headers = {}
            self.body = []

        def on_header(self, name: bytes, value: bytes) -> None:
            self.headers[name.decode("latin-1").lower()] = value.decode("latin-1")

        def on_body(self, body: bytes) -> None:
            self.body.append(body)

        def on_message_complete(self) -> None:
            document = orjson.loads(b"".join(self.body))
            if variant != "http" and self.headers.get("x-amz-target", "").endswith(".PutItem"):
                store(document)
            self.transport.write(answer)

    async def main() -> None:
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))
        server = await asyncio.get_running_loop().create_server(Connection, sock=sock)
        async with server:
            await server.serve_forever()

    uvloop.run(main())


# ---------------------------------------------------------------- the measurement


class Skeleton:
    def __init__(self, variant: str) -> None:
        from labcloud.testing.server_process import free_port

        self.variant = variant
        self.port = free_port()
        self.dir = tempfile.TemporaryDirectory()
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--serve", variant, "--port", str(self.port), "--dir", self.dir.name]
        )
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if time.monotonic() > deadline:
                    self.stop()
                    raise
                time.sleep(0.05)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(5)
        self.dir.cleanup()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seconds", type=float, default=1.5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--serve", choices=VARIANTS, help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--dir", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.port, args.serve, args.dir)
        return

    sys.path.insert(0, str(Path(__file__).parent))
    from bench_floor_ratio import TARGET, Floor, Recorder, ddb_setup, make, measure, put

    from labcloud.testing.server_process import LabcloudProcess

    floor = Floor()
    labcloud = LabcloudProcess(in_memory=False).start()
    skeletons = [Skeleton(variant) for variant in VARIANTS]
    try:
        lc_client = make("dynamodb", labcloud.endpoint)
        recorder = Recorder(lc_client)
        state: dict[str, Any] = {}
        ddb_setup(lc_client, state)
        put(lc_client, 0, state)
        assert recorder.last is not None
        floor.load({recorder.target: recorder.last})
        targets = [("floor", make("dynamodb", floor.endpoint))]
        targets += [(s.variant, make("dynamodb", s.endpoint)) for s in skeletons]
        targets.append(("labcloud (durable)", lc_client))
        best: dict[str, float] = {}
        print(f"boto3 PutItem, one client; {args.rounds} rounds x {args.seconds:.1f} s; best round kept")
        for round_no in range(args.rounds):
            state["round"] = round_no + 1
            for name, client in targets:
                rate, _ = measure(client, put, state, args.seconds, 10**9)
                best[name] = max(best.get(name, 0.0), rate)
        print(f"{'server':22s} {'calls/s':>8s} {'ratio':>6s}  {'us/call over the floor':>22s}")
        for name, _ in targets:
            extra = 1e6 / best[name] - 1e6 / best["floor"]
            ratio = best[name] / best["floor"]
            mark = "" if ratio >= TARGET or name == "floor" else " <"
            print(f"{name:22s} {best[name]:8.0f} {ratio:6.2f}{mark:2s} {extra:22.0f}")
        budget = 1e6 / (TARGET * best["floor"]) - 1e6 / best["floor"]
        print(f"\nat {TARGET} of the floor a server may add {budget:.0f} us per call to what the floor costs")
    finally:
        for skeleton in skeletons:
            skeleton.stop()
        labcloud.stop()
        floor.stop()


if __name__ == "__main__":
    main()
