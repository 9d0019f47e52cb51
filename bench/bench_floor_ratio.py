"""Per-call speed against the floor: one boto3 client, labcloud vs an instant replay server.

Run: ``python bench/bench_floor_ratio.py`` (``--seconds`` per measurement, ``--rounds``, ``--only
PutItem,GetItem``, ``--modes memory,disk``). Starts labcloud twice, in memory
(``labcloud up --in-memory``) and on a data dir (durable, as users run it), and the replay server
of ``bench/floor.py``. For every operation it records labcloud's response once, loads it into the
replay server, then measures the same boto3 call (one client, one thread, keep-alive) against each
server, in rounds that alternate the servers (best round kept, so a noisy neighbour on a shared
machine costs less). The floor is what one Python client can issue when the server costs nothing;
the ratio labcloud/floor is the issue-21 target (>= 0.85 for every call; Query and Scan in items/s,
the batch calls per call). Prints, per operation: floor ops/s, labcloud ops/s and ratio per mode,
then the server's CPU time per call (psutil, least over the rounds), which a busy machine distorts
far less than calls/s. ``--baseline-src other/src`` adds the same servers run from another checkout
(``base-memory``, ``base-disk``), for a before/after in one run.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import boto3
import psutil
from botocore.config import Config
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess, free_port

TARGET = 0.85
PAD = "x" * 100
BODY = "hello floor " * 8
SKIP_HEADERS = {"date", "server", "content-length", "connection", "transfer-encoding", "keep-alive"}


def make(service: str, endpoint: str) -> Any:
    return boto3.client(
        service,
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"total_max_attempts": 1}, read_timeout=60),
    )


class Recorder:
    """Keeps the raw HTTP response of the latest call of each operation (``X-Amz-Target``) a client
    made, for the replay server: a measured call may be a pair (ReceiveMessage + DeleteMessageBatch),
    and the floor must replay the answers of both, from this very measurement."""

    def __init__(self, client: Any) -> None:
        self.last: dict[str, tuple[str, list[list[str]], str]] = {}
        self.target = ""
        client.meta.events.register("after-call", self._after)
        client.meta.events.register("before-send", self._before)

    def _before(self, request: Any, **_: Any) -> None:
        self.target = request.headers.get("X-Amz-Target", b"")
        if isinstance(self.target, bytes):
            self.target = self.target.decode()

    def _after(self, http_response: Any, **_: Any) -> None:
        headers = [[k, v] for k, v in http_response.headers.items() if k.lower() not in SKIP_HEADERS]
        self.last[self.target] = (
            str(http_response.status_code),
            headers,
            http_response.content.decode("latin-1"),
        )


class Floor:
    def __init__(self) -> None:
        self.port = free_port()
        script = Path(__file__).with_name("floor.py")
        self.proc = subprocess.Popen(
            [sys.executable, str(script), "--port", str(self.port)], stdout=subprocess.DEVNULL
        )
        deadline = time.monotonic() + 10
        while True:
            try:
                self.load({})
                return
            except OSError:
                if time.monotonic() > deadline:
                    self.proc.kill()
                    raise
                time.sleep(0.05)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def load(self, document: dict[str, Any]) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        conn.request("POST", "/_floor/load", json.dumps(document).encode())
        conn.getresponse().read()
        conn.close()

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(5)


# ---------------------------------------------------------------- operations
#
# Each operation: (name, service, items per call, setup(client, state) -> None,
# call(client, i, state) -> None). ``state`` carries ids (queue url, receipt handles).

Op = tuple[str, str, int, Callable[[Any, dict[str, Any]], None], Callable[[Any, int, dict[str, Any]], None]]


def _item(pk: str, sk: int) -> dict[str, Any]:
    return {"pk": {"S": pk}, "sk": {"N": str(sk)}, "pad": {"S": PAD}, "n": {"N": "1"}}


def ddb_setup(ddb: Any, state: dict[str, Any]) -> None:
    if state.get("ddb_ready"):
        return
    for name in ("floor", "floorscan"):
        ddb.create_table(
            TableName=name,
            BillingMode="PAY_PER_REQUEST",
            AttributeDefinitions=[
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "N"},
            ],
            KeySchema=[
                {"AttributeName": "pk", "KeyType": "HASH"},
                {"AttributeName": "sk", "KeyType": "RANGE"},
            ],
        )
    for start in range(0, 1000, 25):
        for table, pk in (("floor", "hot"), ("floorscan", "")):
            entries = [{"PutRequest": {"Item": _item(pk or f"s{sk}", sk)}} for sk in range(start, start + 25)]
            ddb.batch_write_item(RequestItems={table: entries})
    state["ddb_ready"] = True
    state["round"] = 0


def _noop(_client: Any, _state: dict[str, Any]) -> None:
    pass


def put(ddb: Any, i: int, state: dict[str, Any]) -> None:
    ddb.put_item(TableName="floor", Item=_item(f"p{state['round']}-{i}", 1))


def put_conditional_failing(ddb: Any, i: int, _state: dict[str, Any]) -> None:
    try:
        ddb.put_item(
            TableName="floor", Item=_item("hot", i % 1000), ConditionExpression="attribute_not_exists(pk)"
        )
    except ClientError as error:
        if error.response["Error"]["Code"] != "ConditionalCheckFailedException":
            raise


def put_conditional(ddb: Any, i: int, state: dict[str, Any]) -> None:
    ddb.put_item(
        TableName="floor",
        Item=_item(f"c{state['round']}-{i}", 1),
        ConditionExpression="attribute_not_exists(pk)",
    )


def get(ddb: Any, i: int, _state: dict[str, Any]) -> None:
    ddb.get_item(TableName="floor", Key={"pk": {"S": "hot"}, "sk": {"N": str(i % 1000)}})


def update(ddb: Any, i: int, _state: dict[str, Any]) -> None:
    ddb.update_item(
        TableName="floor",
        Key={"pk": {"S": "hot"}, "sk": {"N": str(i % 1000)}},
        UpdateExpression="SET n = n + :one",
        ExpressionAttributeValues={":one": {"N": "1"}},
    )


def delete(ddb: Any, i: int, state: dict[str, Any]) -> None:
    ddb.delete_item(TableName="floor", Key={"pk": {"S": f"p{state['round']}-{i}"}, "sk": {"N": "1"}})


def query(ddb: Any, _i: int, _state: dict[str, Any]) -> None:
    ddb.query(
        TableName="floor",
        KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": "hot"}},
        Limit=100,
    )


def scan(ddb: Any, _i: int, _state: dict[str, Any]) -> None:
    ddb.scan(TableName="floorscan", Limit=100)


def batch_write(ddb: Any, i: int, state: dict[str, Any]) -> None:
    r = state["round"]
    ddb.batch_write_item(
        RequestItems={"floor": [{"PutRequest": {"Item": _item(f"b{r}-{i}", k)}} for k in range(25)]}
    )


def batch_get(ddb: Any, i: int, _state: dict[str, Any]) -> None:
    base = (i * 25) % 975
    ddb.batch_get_item(
        RequestItems={
            "floor": {"Keys": [{"pk": {"S": "hot"}, "sk": {"N": str(base + k)}} for k in range(25)]}
        }
    )


def sqs_setup(sqs: Any, state: dict[str, Any]) -> None:
    if "queue" not in state:
        state["queue"] = sqs.create_queue(QueueName="floor", Attributes={"VisibilityTimeout": "600"})[
            "QueueUrl"
        ]
        state["handles"] = []


def stock(sqs: Any, state: dict[str, Any], count: int = 4000) -> None:
    """Fill the queue (untimed) so receives never find it empty."""
    for _ in range(count // 10):
        sqs.send_message_batch(
            QueueUrl=state["queue"], Entries=[{"Id": str(k), "MessageBody": BODY} for k in range(10)]
        )


def send(sqs: Any, _i: int, state: dict[str, Any]) -> None:
    sqs.send_message(QueueUrl=state["queue"], MessageBody=BODY)


def send_batch(sqs: Any, _i: int, state: dict[str, Any]) -> None:
    sqs.send_message_batch(
        QueueUrl=state["queue"], Entries=[{"Id": str(k), "MessageBody": BODY} for k in range(10)]
    )


def receive(sqs: Any, _i: int, state: dict[str, Any]) -> None:
    messages = sqs.receive_message(QueueUrl=state["queue"], MaxNumberOfMessages=1).get("Messages", [])
    state["handles"].extend(m["ReceiptHandle"] for m in messages)


def delete_message(sqs: Any, i: int, state: dict[str, Any]) -> None:
    handles = state["handles"]
    handle = handles[i] if i < len(handles) else "AQEBnotthere"
    try:
        sqs.delete_message(QueueUrl=state["queue"], ReceiptHandle=handle)
    except ClientError:
        pass


def receive_delete(sqs: Any, _i: int, state: dict[str, Any]) -> None:
    messages = sqs.receive_message(QueueUrl=state["queue"], MaxNumberOfMessages=10).get("Messages", [])
    if messages:
        sqs.delete_message_batch(
            QueueUrl=state["queue"],
            Entries=[{"Id": str(n), "ReceiptHandle": m["ReceiptHandle"]} for n, m in enumerate(messages)],
        )


OPS: list[Op] = [
    ("PutItem", "dynamodb", 1, ddb_setup, put),
    ("PutItem conditional (passes)", "dynamodb", 1, ddb_setup, put_conditional),
    ("PutItem conditional (fails)", "dynamodb", 1, ddb_setup, put_conditional_failing),
    ("GetItem", "dynamodb", 1, ddb_setup, get),
    ("UpdateItem", "dynamodb", 1, ddb_setup, update),
    ("DeleteItem", "dynamodb", 1, ddb_setup, delete),
    ("Query Limit 100 (items/s)", "dynamodb", 100, ddb_setup, query),
    ("Scan Limit 100 (items/s)", "dynamodb", 100, ddb_setup, scan),
    ("BatchWriteItem 25", "dynamodb", 1, ddb_setup, batch_write),
    ("BatchGetItem 25", "dynamodb", 1, ddb_setup, batch_get),
    ("SendMessage", "sqs", 1, sqs_setup, send),
    ("SendMessageBatch 10", "sqs", 1, sqs_setup, send_batch),
    ("ReceiveMessage 1", "sqs", 1, sqs_setup, receive),
    ("DeleteMessage", "sqs", 1, sqs_setup, delete_message),
    ("ReceiveMessage 10 + DeleteMessageBatch", "sqs", 1, sqs_setup, receive_delete),
]


def _check_full_batch(recorded: dict[str, Any]) -> None:
    """The pair's floor must replay a receive of 10 messages (an empty or short one would spare the
    floor client most of its work, or its DeleteMessageBatch call altogether)."""
    answer = recorded.get("AmazonSQS.ReceiveMessage")
    count = len(json.loads(answer[2]).get("Messages", [])) if answer is not None else 0
    if count != 10 or "AmazonSQS.DeleteMessageBatch" not in recorded:
        print(f"warning: the replayed ReceiveMessage holds {count} messages, not 10", file=sys.stderr)


def measure(
    client: Any,
    call: Callable[[Any, int, dict[str, Any]], None],
    state: dict[str, Any],
    seconds: float,
    limit: int,
    server: psutil.Process | None = None,
) -> tuple[float, float]:
    """Calls/s of ``call`` for ``seconds`` (or ``limit`` calls), after a short warm-up, and the
    server's CPU seconds per call (0 without ``server``)."""
    for i in range(20):
        call(client, 10_000_000 + i, state)
    count = 0
    cpu_before = sum(server.cpu_times()[:2]) if server is not None else 0.0
    began = time.perf_counter()
    deadline = began + seconds
    while count < limit:
        call(client, count, state)
        count += 1
        if (count & 15) == 0 and time.perf_counter() > deadline:
            break
    rate = count / (time.perf_counter() - began)
    cpu = (sum(server.cpu_times()[:2]) - cpu_before) / count if server is not None else 0.0
    return rate, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seconds", type=float, default=1.5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="", help="comma-separated operation name prefixes")
    parser.add_argument("--modes", default="memory,disk")
    parser.add_argument(
        "--baseline-src",
        default="",
        help="also run labcloud from this src directory (another checkout's src/), as base-<mode>",
    )
    args = parser.parse_args()
    modes = [m for m in args.modes.split(",") if m]
    if args.baseline_src:
        modes += [f"base-{m}" for m in modes]
    ops = [op for op in OPS if not args.only or any(op[0].startswith(p) for p in args.only.split(","))]

    floor = Floor()
    servers: dict[str, LabcloudProcess] = {}
    try:
        for mode in modes:
            env = None
            if mode.startswith("base-"):
                env = {**os.environ, "PYTHONPATH": str(Path(args.baseline_src).resolve())}
            servers[mode] = LabcloudProcess(in_memory=mode.endswith("memory"), env=env).start()
        clients = {
            mode: {svc: make(svc, server.endpoint) for svc in ("dynamodb", "sqs")}
            for mode, server in servers.items()
        }
        recorders = {
            (mode, svc): Recorder(client) for mode, by in clients.items() for svc, client in by.items()
        }
        floor_clients = {svc: make(svc, floor.endpoint) for svc in ("dynamodb", "sqs")}
        states: dict[str, dict[str, Any]] = {mode: {} for mode in modes}
        best: dict[tuple[str, str], float] = {}
        least_cpu: dict[tuple[str, str], float] = {}
        processes = {mode: psutil.Process(server.proc.pid) for mode, server in servers.items() if server.proc}
        print(
            f"one boto3 client; {args.rounds} rounds x {args.seconds:.1f} s per measurement; best round kept"
        )
        for round_no in range(args.rounds):
            for name, service, per_call, setup, call in ops:
                recorded: dict[str, Any] = {}
                for mode in modes:
                    client, state = clients[mode][service], states[mode]
                    setup(client, state)
                    state["round"] = round_no
                    limit = 10**9
                    if call in (receive, receive_delete):
                        limit = 4000 if call is receive else 400
                        # the limit plus the 20 warm-up calls, so the last receive still gets a full batch
                        stock(client, state, (limit + 20) * (1 if call is receive else 10))
                    if call is receive:
                        state["handles"] = []
                    if call is delete_message:
                        limit = max(len(state["handles"]) - 40, 1)
                    recorder = recorders[(mode, service)]
                    recorder.last = {}
                    rate, cpu = measure(client, call, state, args.seconds, limit, processes[mode])
                    recorded.update(recorder.last)
                    best[(name, mode)] = max(best.get((name, mode), 0.0), rate * per_call)
                    least_cpu[(name, mode)] = min(least_cpu.get((name, mode), 1e9), cpu)
                if call is receive_delete:
                    _check_full_batch(recorded)
                floor.load(recorded)
                fstate = dict(states[modes[0]])
                fstate["handles"] = list(fstate.get("handles", []))
                rate, _ = measure(floor_clients[service], call, fstate, args.seconds, 10**9)
                best[(name, "floor")] = max(best.get((name, "floor"), 0.0), rate * per_call)
            print(f"round {round_no + 1} done", file=sys.stderr, flush=True)
        header = f"{'operation':40s} {'floor/s':>9s}"
        for mode in modes:
            header += f" {mode + '/s':>{max(9, len(mode) + 2)}s} {'ratio':>6s}"
        print(header + f"  target {TARGET}")
        for name, *_ in ops:
            line = f"{name:40s} {best[(name, 'floor')]:9.0f}"
            for mode in modes:
                ratio = best[(name, mode)] / best[(name, "floor")]
                mark = "" if ratio >= TARGET else " <"
                line += f" {best[(name, mode)]:{max(9, len(mode) + 2)}.0f} {ratio:6.2f}{mark:2s}"
            print(line)
        print(
            "\nserver CPU per call, microseconds (least over the rounds; less sensitive to a loaded machine)"
        )
        print(f"{'operation':40s}" + "".join(f" {mode:>{max(9, len(mode) + 2)}s}" for mode in modes))
        for name, *_ in ops:
            cells = "".join(f" {least_cpu[(name, mode)] * 1e6:{max(9, len(mode) + 2)}.0f}" for mode in modes)
            print(f"{name:40s}{cells}")
    finally:
        for server in servers.values():
            server.stop()
        floor.stop()


if __name__ == "__main__":
    main()
