"""Log delivery: coalescing PutLogEvents per stream while busy, without losing or reordering lines."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from lambda_helpers import wait_for

from labcloud.context import Principal
from labcloud.services.lambda_.log_delivery import LogDelivery


class RecordingHub:
    """Stands in for the hub's ``call`` only: LogDelivery's own batching logic is what is under test."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    async def call(self, service: str, operation: str, params: dict[str, Any], **_: Any) -> dict[str, Any]:
        assert service == "logs"
        self.calls.append((operation, params))
        await asyncio.sleep(0)
        return {}


def _puts(hub: RecordingHub) -> list[tuple[str, list[str]]]:
    return [
        (p["logStreamName"], [e["message"] for e in p["logEvents"]])
        for op, p in hub.calls
        if op == "PutLogEvents"
    ]


def test_first_hand_over_goes_at_once_then_a_busy_stream_shares_calls() -> None:
    async def scenario() -> None:
        hub = RecordingHub()
        delivery = LogDelivery(hub, linger=0.2)  # type: ignore[arg-type]
        delivery.route(
            "/aws/lambda/f",
            Principal("123456789012", "arn:aws:iam::123456789012:root", "root"),
            "123456789012",
            "us-east-1",
        )
        delivery.sink("/aws/lambda/f", "s1", [(1, "START a\n"), (2, "END a\n")])
        for _ in range(5):
            await asyncio.sleep(0)
        assert _puts(hub) == [("s1", ["START a\n", "END a\n"])]  # delivered without waiting for the linger
        delivery.sink("/aws/lambda/f", "s1", [(3, "START b\n"), (4, "END b\n")])
        delivery.sink("/aws/lambda/f", "s2", [(3, "START x\n")])
        delivery.sink("/aws/lambda/f", "s1", [(5, "START c\n"), (6, "END c\n")])
        await asyncio.sleep(0.05)
        assert len(_puts(hub)) == 1  # still lingering
        await delivery.flush()
        assert _puts(hub) == [
            ("s1", ["START a\n", "END a\n"]),
            ("s1", ["START b\n", "END b\n", "START c\n", "END c\n"]),
            ("s2", ["START x\n"]),
        ]
        ops = [op for op, _ in hub.calls]
        assert ops.count("CreateLogStream") == 2 and ops.count("CreateLogGroup") == 2

    asyncio.run(scenario())


def test_back_to_back_invocations_keep_every_line_in_order(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("chatty", "def handler(event, context):\n    print('line', event['n'])\n    return event['n']\n")
    ids = []
    for n in range(6):
        answer = lam.invoke(FunctionName="chatty", Payload=json.dumps({"n": n}))
        assert json.loads(answer["Payload"].read()) == n
        ids.append(answer["ResponseMetadata"]["RequestId"])
    logs = labcloud.boto3_client("logs")

    def messages() -> list[str]:
        found = logs.filter_log_events(logGroupName="/aws/lambda/chatty")["events"]
        lines = [e["message"] for e in found]
        return lines if sum(m.startswith("REPORT") for m in lines) == 6 else []

    lines = wait_for(messages)
    body = [m for m in lines if m.startswith(("START", "line", "END", "REPORT"))]  # not INIT_START or notices
    expected = []
    for n, request_id in enumerate(ids):
        expected += [
            f"START RequestId: {request_id} Version: $LATEST\n",
            f"line {n}\n",
            f"END RequestId: {request_id}\n",
        ]
    assert [m for m in body if not m.startswith("REPORT")] == expected
    assert [m.split("\t")[0] for m in body if m.startswith("REPORT")] == [
        f"REPORT RequestId: {r}" for r in ids
    ]
