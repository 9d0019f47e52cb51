"""Instructions per call, counted by callgrind: a before/after figure that a loaded machine does not move.

Run: ``python bench/bench_instructions.py`` (``--only put,update``, ``--calls 300``, ``--in-memory``,
``--baseline-src other/checkout/src`` for a before/after in one run). Needs valgrind. ``receive-delete``
is a pair per call: ReceiveMessage of 10 from a filled queue, then DeleteMessageBatch of their handles.

For each call, a child process runs under ``valgrind --tool=callgrind --instr-atstart=no``: it starts a
labcloud app on a durable data dir (or in memory), makes the call's table or queue, records the boto3
request once (as ``bench_respond.py`` does) and replays it ``--calls`` times straight into
``LabcloudApp.streams_body`` and ``LabcloudApp.respond`` (what the HTTP server asks of each request), back
to back without yielding to the event loop, with callgrind's instrumentation switched on
(``callgrind_control -i on``) only around those calls. The figure is the instructions per
call of labcloud's protocol layer, pipeline, provider and store: no HTTP, no client, and none of the
timers that a slowed-down process would otherwise run more often (work a call leaves to the loop, such as
a memory store's held SQS events, is left out). Wall-clock figures on a shared 2-core machine swing by
tens of percent between runs; these repeat to within a fraction of a percent.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from bench_respond import ENDPOINT, PORT, record  # noqa: E402

PAD = "x" * 100
QUEUE_URL = f"{ENDPOINT}/000000000000/bench"


def _item(pk: str, sk: int) -> dict[str, Any]:
    return {"pk": {"S": pk}, "sk": {"N": str(sk)}, "pad": {"S": PAD}, "n": {"N": "1"}}


TABLE = {
    "TableName": "bench",
    "BillingMode": "PAY_PER_REQUEST",
    "AttributeDefinitions": [
        {"AttributeName": "pk", "AttributeType": "S"},
        {"AttributeName": "sk", "AttributeType": "N"},
    ],
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
}

#: name -> (service, the call for request number i)
CALLS: dict[str, tuple[str, Callable[[Any, int], Any]]] = {
    "put": ("dynamodb", lambda c, i: c.put_item(TableName="bench", Item=_item(f"p{i}", 1))),
    "put-conditional": (
        "dynamodb",
        lambda c, i: c.put_item(
            TableName="bench", Item=_item(f"c{i}", 1), ConditionExpression="attribute_not_exists(pk)"
        ),
    ),
    "get": (
        "dynamodb",
        lambda c, i: c.get_item(TableName="bench", Key={"pk": {"S": "hot"}, "sk": {"N": "1"}}),
    ),
    "update": (
        "dynamodb",
        lambda c, i: c.update_item(
            TableName="bench",
            Key={"pk": {"S": "hot"}, "sk": {"N": "1"}},
            UpdateExpression="SET n = n + :one",
            ExpressionAttributeValues={":one": {"N": "1"}},
        ),
    ),
    "batch-write": (
        "dynamodb",
        lambda c, i: c.batch_write_item(
            RequestItems={"bench": [{"PutRequest": {"Item": _item(f"b{i}", k)}} for k in range(25)]}
        ),
    ),
    "send": ("sqs", lambda c, i: c.send_message(QueueUrl=QUEUE_URL, MessageBody="hello " * 16)),
    "get-queue-url": ("sqs", lambda c, i: c.get_queue_url(QueueName="bench")),
    # the pair: ReceiveMessage of 10, then DeleteMessageBatch of their handles (``_pair``)
    "receive-delete": (
        "sqs",
        lambda c, i: c.receive_message(QueueUrl=QUEUE_URL, MaxNumberOfMessages=10, VisibilityTimeout=30),
    ),
}
#: Calls replayed as a pair: each request's answer makes the next request (``_pair``).
PAIRS = {"receive-delete"}


def _recorded(service: str, call: Callable[[Any, int], Any], count: int) -> list[Any]:
    """``count`` requests of ``call`` (numbered 0...), recorded with one boto3 client (one per request, as
    ``bench_respond.record`` makes, would cost a client's build each under valgrind)."""
    import boto3

    seen: list[Any] = []

    class Captured(Exception):
        pass

    def capture(request: Any, **_: Any) -> None:
        seen.append(request)
        raise Captured

    client = boto3.client(
        service,
        endpoint_url=ENDPOINT,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
    )
    client.meta.events.register("before-send", capture)
    for i in range(count):
        try:
            call(client, i)
        except Captured:
            pass
    return [_wire(sent) for sent in seen]


def _wire(sent: Any) -> Any:
    """A botocore request as the WireRequest the HTTP server would hand the app."""
    from urllib.parse import urlsplit

    from labcloud.protocol.wire import WireRequest

    url = urlsplit(sent.url)
    body = sent.body if isinstance(sent.body, bytes) else (sent.body or "").encode()
    headers = {k.lower(): v.decode() if isinstance(v, bytes) else v for k, v in sent.headers.items()}
    headers["content-length"] = str(len(body))
    headers["host"] = f"127.0.0.1:{PORT}"
    request = WireRequest(sent.method, url.path or "/", url.query, headers, body, "127.0.0.1")
    request.raw_path = request.path
    return request


async def _child(name: str, calls: int, in_memory: bool) -> None:
    """Under callgrind: set up, record ``calls`` requests, replay them with instrumentation on."""
    from labcloud.app import LabcloudApp
    from labcloud.config import Settings

    service, call = CALLS[name]
    data_dir = Path(tempfile.mkdtemp(prefix="lc-instr-"))
    app = LabcloudApp(Settings(data_dir=data_dir, in_memory=in_memory, port=PORT))
    await app.startup()
    await app._warming
    setup = [
        record("dynamodb", lambda c: c.create_table(**TABLE)),
        record("dynamodb", lambda c: c.put_item(TableName="bench", Item=_item("hot", 1))),
        record("sqs", lambda c: c.create_queue(QueueName="bench")),
    ]
    for make in setup:
        response = await app.respond(make())
        assert response.status == 200, response.body
    if name in PAIRS:
        await _fill_queue(app, (calls + 20) * 10)
    requests = _recorded(service, call, calls + 20)
    for request in requests[:20]:  # warm: the store's and the models' caches
        response = await app.respond(request)
        assert response.status == 200, response.body
        if name in PAIRS:
            assert (await app.respond(_delete_batch(response.body))).status == 200
    await asyncio.sleep(0.05)
    gc.collect()
    gc.freeze()  # as the server does once started
    pid = str(os.getpid())
    subprocess.run(["callgrind_control", "-i", "on", pid], capture_output=True, check=False)
    for request in requests[20:]:
        app.streams_body(request)  # what the HTTP server asks of each request's head first
        response = await app.respond(request)  # (no yield between calls: no timer runs inside the window)
        if name in PAIRS:
            await app.respond(_delete_batch(response.body))
    subprocess.run(["callgrind_control", "-i", "off", pid], capture_output=True, check=False)
    await app.shutdown()


async def _fill_queue(app: Any, count: int) -> None:
    """``count`` messages in the bench queue (outside the window), ten per SendMessageBatch."""
    batch = [{"Id": str(k), "MessageBody": "hello " * 16} for k in range(10)]
    requests = _recorded(
        "sqs", lambda c, i: c.send_message_batch(QueueUrl=QUEUE_URL, Entries=batch), (count + 9) // 10
    )
    for request in requests:
        response = await app.respond(request)
        assert response.status == 200, response.body


_DELETE_TEMPLATE: list[Any] = []


def _delete_batch(received: bytes) -> Any:
    """The DeleteMessageBatch of a ReceiveMessage's answer: a recorded request with its entries replaced
    (labcloud reads the access key, not the signature). The handles are picked out with a regular
    expression and the body joined by hand, so the client's share of the window stays small (~2% of
    the pair), and the same before and after."""
    if not _DELETE_TEMPLATE:
        template = _recorded(
            "sqs",
            lambda c, i: c.delete_message_batch(
                QueueUrl=QUEUE_URL, Entries=[{"Id": "0", "ReceiptHandle": "x"}]
            ),
            1,
        )[0]
        _DELETE_TEMPLATE.append(template)
    template = _DELETE_TEMPLATE[0]
    handles = _HANDLE.findall(received)
    assert len(handles) == 10, received
    entries = b",".join(b'{"Id":"%d","ReceiptHandle":"%s"}' % (k, h) for k, h in enumerate(handles))
    body = b'{"QueueUrl":"%s","Entries":[%s]}' % (QUEUE_URL.encode(), entries)
    headers = {**template.headers, "content-length": str(len(body))}
    request = type(template)(
        template.method, template.path, template.query_string, headers, body, "127.0.0.1"
    )
    request.raw_path = request.path
    return request


_HANDLE = re.compile(rb'"ReceiptHandle":\s*"([^"]+)"')


def _count(name: str, calls: int, in_memory: bool, src: str | None) -> float:
    """Instructions per call of ``name``, from a callgrind run of this script's child role."""
    out = Path(tempfile.mkdtemp(prefix="lc-callgrind-")) / "callgrind.out"
    env = dict(os.environ)
    if src:
        env["PYTHONPATH"] = str(Path(src).resolve())
    command = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}"]
    command += [sys.executable, __file__, "--child", name, "--calls", str(calls)]
    command += ["--in-memory"] if in_memory else []
    subprocess.run(command, env=env, check=True, capture_output=True)
    for line in out.read_text().splitlines():
        if line.startswith("totals:"):
            return int(line.split()[1]) / calls
    raise RuntimeError(f"no totals in {out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--only", default="", help="comma-separated call names: " + ", ".join(CALLS))
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--in-memory", action="store_true")
    parser.add_argument("--baseline-src", default="", help="also count another checkout's src/")
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        asyncio.run(_child(args.child, args.calls, args.in_memory))
        return
    names = [n for n in args.only.split(",") if n] or list(CALLS)
    store = "in memory" if args.in_memory else "durable"
    print(f"instructions per call (callgrind, {args.calls} calls into LabcloudApp.respond, {store})")
    print(f"{'call':<18}{'this tree':>12}" + (f"{'baseline':>12}{'change':>9}" if args.baseline_src else ""))
    for name in names:
        mine = _count(name, args.calls, args.in_memory, None)
        line = f"{name:<18}{mine:>12,.0f}"
        if args.baseline_src:
            base = _count(name, args.calls, args.in_memory, args.baseline_src)
            line += f"{base:>12,.0f}{(mine - base) / base:>+9.1%}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
