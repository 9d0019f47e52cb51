"""The benchmark suite side by side: labcloud against moto and MiniStack (and the floor), one table of ratios.

One command (from the repository root):

    python bench/run_all.py

The peers are optional. moto is found as ``--moto PATH``, ``$LABCLOUD_MOTO_SERVER``, ``moto_server`` on
PATH, or ``/tmp/moto-venv/bin/moto_server``; MiniStack as ``--ministack PATH``, ``$LABCLOUD_MINISTACK``,
``ministack`` on PATH, or ``/tmp/ministack-venv/bin/ministack``. Install each apart from labcloud's
pinned botocore:

    python -m venv /tmp/moto-venv && /tmp/moto-venv/bin/pip install 'moto[server]'
    python -m venv /tmp/ministack-venv && /tmp/ministack-venv/bin/pip install ministack 'boto3<1.44'

The floor column appears when ``bench/floor.py`` (a replay server that answers every request at once
with a response recorded from labcloud: the most one boto3 client can issue) is present.

What is measured, each server started fresh by this script on a free port:
- per call: the same boto3 calls from one client, N calls each (``--calls``, default 300, or as many as
  fit in ``--seconds``, default 3: moto takes seconds per call on a deep queue), run in turn
  against every server call by call (so load from anything else on the machine falls on all of them
  alike); calls/s and the ratio of labcloud to each peer and to the floor;
- start-up: seconds from spawning the server to its first answer, and resident memory (RSS) when idle;
- end to end SQS → Lambda → DynamoDB through a mapping (``bench_esm.py``: labcloud and MiniStack, which
  runs Python functions without Docker; moto runs them in Docker, which this machine need not have);
  ``--no-esm`` skips it.
Prints numbers, asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import boto3
import psutil
from botocore.config import Config
from peers import find_ministack, find_moto

from labcloud.testing.server_process import LabcloudProcess, free_port

HERE = Path(__file__).resolve().parent
FLOOR_SCRIPT = HERE / "floor.py"
BODY = "x" * 200
#: Headers not replayed by the floor (it frames the body itself; the recorded body is already decoded).
UNREPLAYED = {"content-length", "transfer-encoding", "connection", "content-encoding", "date", "server"}


def client(service: str, endpoint: str) -> Any:
    return boto3.client(
        service,
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"total_max_attempts": 1}, read_timeout=60),
    )


def wait_http(url: str, began: float, proc: subprocess.Popen[bytes], timeout: float = 30.0) -> float:
    """Seconds from ``began`` until ``url`` answers anything (any HTTP status counts as an answer)."""
    while time.perf_counter() - began < timeout:
        if proc.poll() is not None:
            raise RuntimeError(f"{proc.args!r} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                response.read()
            return time.perf_counter() - began
        except urllib.error.HTTPError:
            return time.perf_counter() - began
        except OSError:
            time.sleep(0.002)
    raise RuntimeError(f"{url} did not answer in {timeout} s")


class Target:
    """One server under test."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.proc: subprocess.Popen[bytes] | None = None
        self.port = free_port()
        self.started_s = float("nan")
        self.idle_rss_mib = float("nan")
        self.ddb: Any = None
        self.sqs: Any = None
        self.state: dict[str, Any] = {}

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        raise NotImplementedError

    def health_url(self) -> str:
        return self.endpoint + "/"

    def environment(self) -> dict[str, str] | None:
        return None  # the bench's own

    def start(self) -> None:
        began = time.perf_counter()
        self.proc = subprocess.Popen(
            self.command(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            env=self.environment(),
        )
        self.started_s = wait_http(self.health_url(), began, self.proc)
        self.ddb = client("dynamodb", self.endpoint)
        self.sqs = client("sqs", self.endpoint)

    def settle(self) -> None:
        time.sleep(2.0)
        assert self.proc is not None
        self.idle_rss_mib = psutil.Process(self.proc.pid).memory_info().rss / 2**20

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, 15)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, 9)
                self.proc.wait(5)


class Labcloud(Target):
    def __init__(self) -> None:
        super().__init__("labcloud")
        self.data_dir = Path(tempfile.mkdtemp(prefix="labcloud-run-all-"))

    def command(self) -> list[str]:
        return LabcloudProcess(self.port, self.data_dir).command()

    def health_url(self) -> str:
        return self.endpoint + "/_labcloud/health"


class Moto(Target):
    def __init__(self, executable: str) -> None:
        super().__init__("moto")
        self.executable = executable

    def command(self) -> list[str]:
        return [self.executable, "-H", "127.0.0.1", "-p", str(self.port)]

    def health_url(self) -> str:
        return self.endpoint + "/moto-api/"


class Ministack(Target):
    def __init__(self, executable: str) -> None:
        super().__init__("ministack")
        self.executable = executable

    def command(self) -> list[str]:
        return [self.executable]

    def environment(self) -> dict[str, str]:
        return {**os.environ, "GATEWAY_PORT": str(self.port)}  # the one way to give it a port

    def health_url(self) -> str:
        return self.endpoint + "/_ministack/health"


class Floor(Target):
    """perfcalls' replay server (bench/floor.py), loaded with responses recorded from labcloud."""

    def __init__(self, script: Path) -> None:
        super().__init__("floor")
        self.script = script
        self.recorded: dict[str, list[Any]] = {}

    def command(self) -> list[str]:
        return [sys.executable, str(self.script), "--port", str(self.port)]

    def health_url(self) -> str:
        return self.endpoint + "/"

    def load(self) -> None:
        request = urllib.request.Request(
            self.endpoint + "/_floor/load", data=json.dumps(self.recorded).encode(), method="POST"
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            response.read()


def record_into(floor: Floor, *clients: Any) -> Callable[[], None]:
    """Keep the last raw response of each X-Amz-Target the clients call; returns the unregister."""
    current = [""]  # the target of the call in flight (the clients are used from one thread)

    def before(request: Any, **_: Any) -> None:
        value = request.headers.get("X-Amz-Target", b"")
        current[0] = value.decode() if isinstance(value, bytes) else str(value)

    def after(http_response: Any, **_: Any) -> None:
        headers = [[k, v] for k, v in http_response.headers.items() if k.lower() not in UNREPLAYED]
        if current[0]:
            floor.recorded[current[0]] = [
                http_response.status_code,
                headers,
                http_response.content.decode("latin-1"),
            ]

    for each in clients:
        each.meta.events.register("before-send", before)
        each.meta.events.register("after-call", after)

    def unregister() -> None:
        for each in clients:
            each.meta.events.unregister("before-send", before)
            each.meta.events.unregister("after-call", after)

    return unregister


# ------------------------------------------------------------------ workload


def setup(target: Target) -> None:
    ddb, sqs = target.ddb, target.sqs
    ddb.create_table(
        TableName="bench",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "N"},
        ],
        BillingMode="PAY_PER_REQUEST",
    )
    for start in range(0, 100, 25):
        ddb.batch_write_item(
            RequestItems={
                "bench": [
                    {"PutRequest": {"Item": {"pk": {"S": "q"}, "sk": {"N": str(i)}, "v": {"S": BODY}}}}
                    for i in range(start, start + 25)
                ]
            }
        )
    target.state["queue"] = sqs.create_queue(QueueName="bench")["QueueUrl"]
    target.state["stock"] = sqs.create_queue(QueueName="stock")["QueueUrl"]


def stock(target: Target, count: int) -> None:
    url = target.state["stock"]
    for _ in range(0, count, 10):
        target.sqs.send_message_batch(
            QueueUrl=url, Entries=[{"Id": str(i), "MessageBody": BODY} for i in range(10)]
        )


def _put(t: Target, i: int) -> None:
    t.ddb.put_item(TableName="bench", Item={"pk": {"S": f"k{i}"}, "sk": {"N": "0"}, "v": {"S": BODY}})


def _put_conditional(t: Target, i: int) -> None:
    t.ddb.put_item(
        TableName="bench",
        Item={"pk": {"S": f"c{t.name}{time.perf_counter_ns()}"}, "sk": {"N": "0"}, "v": {"S": BODY}},
        ConditionExpression="attribute_not_exists(pk)",
    )


def _get(t: Target, i: int) -> None:
    t.ddb.get_item(TableName="bench", Key={"pk": {"S": "q"}, "sk": {"N": str(i % 100)}})


def _update(t: Target, i: int) -> None:
    t.ddb.update_item(
        TableName="bench",
        Key={"pk": {"S": "q"}, "sk": {"N": str(i % 100)}},
        UpdateExpression="SET n = :n",
        ExpressionAttributeValues={":n": {"N": str(i)}},
    )


def _query(t: Target, i: int) -> None:
    t.ddb.query(
        TableName="bench",
        KeyConditionExpression="pk = :p",
        ExpressionAttributeValues={":p": {"S": "q"}},
        Limit=100,
    )


def _scan(t: Target, i: int) -> None:
    t.ddb.scan(TableName="bench", Limit=100)


def _batch_write(t: Target, i: int) -> None:
    t.ddb.batch_write_item(
        RequestItems={
            "bench": [
                {"PutRequest": {"Item": {"pk": {"S": f"b{i}"}, "sk": {"N": str(j)}, "v": {"S": BODY}}}}
                for j in range(25)
            ]
        }
    )


def _send(t: Target, i: int) -> None:
    t.sqs.send_message(QueueUrl=t.state["queue"], MessageBody=BODY)


def _send_batch(t: Target, i: int) -> None:
    t.sqs.send_message_batch(
        QueueUrl=t.state["queue"], Entries=[{"Id": str(j), "MessageBody": BODY} for j in range(10)]
    )


def _receive_delete(t: Target, i: int) -> None:
    """Receive 10, delete them, send 10 back: the queue stays 200 deep on every server."""
    url = t.state["stock"]
    got = t.sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10).get("Messages", [])
    if got:
        t.sqs.delete_message_batch(
            QueueUrl=url,
            Entries=[{"Id": str(j), "ReceiptHandle": m["ReceiptHandle"]} for j, m in enumerate(got)],
        )
    t.sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": str(j), "MessageBody": BODY} for j in range(10)])


#: (name, call, items per call)
CALLS: list[tuple[str, Callable[[Target, int], None], int]] = [
    ("PutItem", _put, 1),
    ("PutItem (condition)", _put_conditional, 1),
    ("GetItem", _get, 1),
    ("UpdateItem", _update, 1),
    ("Query (100 items)", _query, 100),
    ("Scan (100 items)", _scan, 100),
    ("BatchWriteItem (25)", _batch_write, 25),
    ("SendMessage", _send, 1),
    ("SendMessageBatch (10)", _send_batch, 10),
    ("Receive(10)+DeleteBatch+SendBatch(10)", _receive_delete, 10),
]


def rate(target: Target, call: Callable[[Target, int], None], calls: int, seconds: float) -> float:
    """Calls/s over ``calls`` calls, or over as many as fit in ``seconds`` (a slow server stops early)."""
    for i in range(3):
        call(target, i)
    began = time.perf_counter()
    done = 0
    while done < calls and (done == 0 or time.perf_counter() - began < seconds):
        call(target, 1000 + done)
        done += 1
    return done / (time.perf_counter() - began)


def esm_figures(ministack: str | None) -> list[str]:
    """bench_esm.py's printout: labcloud, and MiniStack when it is installed."""
    command = [sys.executable, str(HERE / "bench_esm.py")]
    command += ["--ministack", ministack] if ministack else ["--no-peer"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=1800)
    return [line for line in result.stdout.splitlines() if "batch" in line or "stalled" in line] or [
        f"bench_esm.py failed: {result.stderr[-400:]}"
    ]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--calls", type=int, default=300, help="calls per operation per server")
    parser.add_argument(
        "--seconds", type=float, default=3.0, help="at most this long per operation per server"
    )
    parser.add_argument("--moto", help="path of moto_server")
    parser.add_argument("--ministack", help="path of the ministack command")
    parser.add_argument("--floor", type=Path, default=FLOOR_SCRIPT, help="the replay server script")
    parser.add_argument(
        "--no-esm", action="store_true", help="skip the end-to-end SQS → Lambda → DynamoDB run"
    )
    args = parser.parse_args()

    targets: list[Target] = [Labcloud()]
    moto = find_moto(args.moto)
    if moto:
        targets.append(Moto(moto))
    ministack = find_ministack(args.ministack)
    if ministack:
        targets.append(Ministack(ministack))
    floor = Floor(args.floor) if args.floor.exists() else None
    if floor is not None:
        targets.append(floor)
    rows: dict[str, dict[str, float]] = {}
    try:
        for target in targets:
            target.start()
        for target in targets:
            if target is not floor:
                setup(target)
                stock(target, 200)
                target.settle()
        lab = targets[0]
        if floor is not None:  # record labcloud's answer to every call, then load it into the floor
            floor.state = dict(lab.state)
            unregister = record_into(floor, lab.ddb, lab.sqs)
            for _, call, _ in CALLS:
                call(lab, 999_999)
            unregister()
            floor.load()
            stock(lab, 10)
        for name, call, _ in CALLS:
            rows[name] = {t.name: rate(t, call, args.calls, args.seconds) for t in targets}
    finally:
        for target in targets:
            target.stop()

    names = [t.name for t in targets]
    peers = [n for n in names if n not in ("labcloud", "floor")]
    head = f"{'calls/s (one boto3 client)':<40}" + "".join(f"{n:>10}" for n in names)
    head += "".join(f"{'lab/' + peer:>15}" for peer in peers)
    if floor is not None:
        head += f"{'lab/floor':>10}"
    print(
        f"\nup to {args.calls} calls or {args.seconds:g} s per operation per server; python {sys.version.split()[0]}"
    )
    print(head)
    ratios: dict[str, list[float]] = {peer: [] for peer in peers}
    for name, figures in rows.items():
        line = f"{name:<40}" + "".join(f"{figures[n]:10.0f}" for n in names)
        for peer in peers:
            ratio = figures["labcloud"] / figures[peer]
            ratios[peer].append(ratio)
            line += f"{ratio:14.2f}x"
        if floor is not None:
            line += f"{figures['labcloud'] / figures['floor']:9.2f}x"
        print(line)
    for peer, values in ratios.items():
        print(f"{'geometric mean labcloud/' + peer:<40}{statistics.geometric_mean(values):>9.2f}x")
    print()
    print(f"{'start-up':<40}" + "".join(f"{n:>10}" for n in names if n != "floor"))
    servers = [t for t in targets if t is not floor]
    print(f"{'start to answering (s)':<40}" + "".join(f"{t.started_s:10.2f}" for t in servers))
    print(f"{'idle RSS after setup (MiB)':<40}" + "".join(f"{t.idle_rss_mib:10.0f}" for t in servers))
    if not moto:
        print("\n(moto_server not found: see the top of this file to install it)")
    if not ministack:
        print("\n(ministack not found: see the top of this file to install it)")
    if not args.no_esm:
        print(
            "\nend to end SQS → Lambda → DynamoDB (moto needs Docker for Lambda, so it is not in this run):"
        )
        for line in esm_figures(ministack):
            print("  " + line)
        print("  targets: >= 2x the nearest peer's msg/s in the same run, idle send-to-written p50 < 5 ms")


if __name__ == "__main__":
    main()
