"""The trace's correlation (:mod:`labcloud.view.trace`) on synthetic events: which events join one path,
in what order, from which step each came, where it forked and stopped, and what it does not join."""

from __future__ import annotations

import json
from typing import Any

from labcloud.view.trace import correlate, gather, keys_of, trace_root

FN1 = "arn:aws:lambda:us-east-1:000000000000:function:writer"
FN2 = "arn:aws:lambda:us-east-1:000000000000:function:fanout"
TABLE = "arn:aws:dynamodb:us-east-1:000000000000:table/orders"
TOPIC = "arn:aws:sns:us-east-1:000000000000:order-events"
QUEUE = "arn:aws:sqs:us-east-1:000000000000:audit"
ROOT = "Root=1-67a1b2c3-0123456789abcdef01234567"


class History:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []

    def add(self, kind: str, resource: str, at: float, **data: Any) -> int:
        seq = len(self.events) + 1
        self.events.append(
            {
                "seq": seq,
                "ts": 1000.0 + at,
                "account_id": "000000000000",
                "region": "us-east-1",
                "service": kind.split(".")[0],
                "kind": kind,
                "resource": resource,
                "data": data,
            }
        )
        return seq


def order_flow(history: History, order: str, n: int) -> dict[str, Any]:
    """API Gateway → writer → DynamoDB write (stream record) → fanout → SNS → SQS, for one order."""
    api_req, inv1, inv2, msg, sqs_msg = (
        f"apireq-{n:04d}",
        f"inv1-{n:06d}",
        f"inv2-{n:06d}",
        f"snsmsg-{n:04d}",
        f"sqsmsg-{n:04d}",
    )
    seq = str(100000 + n)
    ids = {}
    ids["inv1"] = history.add(
        "lambda.invocation.started",
        FN1,
        0.002 + n,
        request_id=inv1,
        trigger="sync",
        event={"requestContext": {"requestId": api_req}, "body": json.dumps({"id": order})},
    )
    ids["write"] = history.add(
        "dynamodb.write.decided",
        TABLE,
        0.010 + n,
        table="orders",
        operation="PutItem",
        outcome="Accepted",
        lambda_request_id=inv1,
        request_id=f"ddbreq-{n:04d}",
        stream_sequence=seq,
        item_after={"id": {"S": order}},
    )
    ids["inv1_end"] = history.add(
        "lambda.invocation.finished", FN1, 0.030 + n, request_id=inv1, status="success", duration_ms=28.0
    )
    # API Gateway publishes its request as it answers: after the function it called
    ids["api"] = history.add(
        "apigateway.request",
        "arn:api",
        0.035 + n,
        route="POST /orders",
        status=200,
        latency_ms=35.0,
        request_id=api_req,
        trace_id=f"{ROOT[:-4]}{n:04d}",
    )
    ids["batch"] = history.add(
        "lambda.esm.stream.batch",
        "mapping",
        0.200 + n,
        uuid="m-1",
        request_id=inv2,
        sequence_numbers=[seq],
        outcome="Success",
    )
    ids["inv2"] = history.add(
        "lambda.invocation.started",
        FN2,
        0.201 + n,
        request_id=inv2,
        trigger="esm",
        event={"Records": [{"eventID": f"evid-{n:04d}", "dynamodb": {"SequenceNumber": seq}}]},
    )
    ids["publish"] = history.add(
        "sns.message.published", TOPIC, 0.210 + n, message_id=msg, matched=1, lambda_request_id=inv2
    )
    ids["inv2_end"] = history.add(
        "lambda.invocation.finished", FN2, 0.220 + n, request_id=inv2, status="success", duration_ms=19.0
    )
    ids["delivered"] = history.add(
        "sns.delivery.delivered", TOPIC, 0.230 + n, message_id=msg, protocol="sqs", endpoint=QUEUE, attempts=1
    )
    ids["sent"] = history.add(
        "sqs.message.sent",
        QUEUE,
        0.231 + n,
        message_id=sqs_msg,
        body=json.dumps({"Type": "Notification", "MessageId": msg, "Message": order}),
    )
    return ids


#: The order steps began in (the API request first although it is published once answered).
#: An invocation's ``.finished`` (its whole span) begins with it, before the writes made inside it.
ORDER = ("api", "inv1", "inv1_end", "write", "batch", "inv2", "inv2_end", "publish", "delivered", "sent")


def by_seq(trace: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {step["seq"]: step for step in trace["steps"]}


def test_an_api_request_is_followed_across_five_services_in_order() -> None:
    history = History()
    flows = [order_flow(history, f"order-{n}", n) for n in range(3)]
    ids = flows[1]
    trace = correlate(history.events, "apireq-0001").as_dict()
    assert [s["seq"] for s in trace["steps"]] == [ids[name] for name in ORDER]
    assert trace["services"] == ["apigateway", "lambda", "dynamodb", "sns", "sqs"]
    steps = by_seq(trace)
    assert steps[ids["inv1"]]["parent"] == ids["api"]
    assert steps[ids["write"]]["parent"] == ids["inv1"]
    assert steps[ids["batch"]]["parent"] == ids["write"]
    assert steps[ids["sent"]]["parent"] == ids["publish"]
    assert [s["seq"] for s in trace["steps"] if s["fork"]] == [ids["inv1"], ids["batch"], ids["publish"]]
    assert steps[ids["api"]]["duration_ms"] == 35.0
    assert steps[ids["inv1_end"]]["parent"] == ids["inv1"]
    assert steps[ids["publish"]]["parent"] == ids["batch"]
    assert steps[ids["delivered"]]["parent"] == ids["publish"]
    assert trace["duration_ms"] == 231.0
    assert not trace["failed"]
    assert steps[ids["sent"]]["stopped"]


def test_any_id_on_the_path_gives_the_same_trace() -> None:
    history = History()
    ids = [order_flow(history, f"order-{n}", n) for n in range(3)][2]
    expected = [ids[name] for name in ORDER]
    for key in ("apireq-0002", "inv2-000002", "snsmsg-0002", "sqsmsg-0002", "inv1-000002"):
        assert [s["seq"] for s in correlate(history.events, key).steps] == expected, key


def test_a_business_key_picks_the_events_that_mention_it_then_follows_ids() -> None:
    history = History()
    ids = [order_flow(history, f"order-{n}", n) for n in range(3)][1]
    trace = correlate(history.events, "order-1").as_dict()
    assert [s["seq"] for s in trace["steps"]] == [ids[name] for name in ORDER]


def test_an_unknown_key_gives_an_empty_trace() -> None:
    history = History()
    order_flow(history, "order-0", 0)
    trace = correlate(history.events, "nothing-like-it").as_dict()
    assert trace["steps"] == [] and trace["services"] == [] and trace["duration_ms"] is None


def test_a_fork_and_where_each_branch_stopped_and_failed() -> None:
    history = History()
    ids = order_flow(history, "order-0", 0)
    retried = history.add(
        "sns.delivery.retried",
        TOPIC,
        0.5,
        message_id="snsmsg-0000",
        protocol="lambda",
        attempts=1,
        error="Unhandled",
    )
    failed = history.add(
        "sns.delivery.failed",
        TOPIC,
        0.9,
        message_id="snsmsg-0000",
        protocol="lambda",
        attempts=3,
        error="Unhandled",
    )
    fault = history.add(
        "fault.injected",
        "rule",
        0.205,
        fault="rule",
        request_id="faultreq-1",
        lambda_request_id="inv2-000000",
    )
    trace = correlate(history.events, "apireq-0000").as_dict()
    steps = by_seq(trace)
    assert steps[retried]["outcome"] == "retry"
    assert steps[failed]["outcome"] == "failed"
    assert steps[fault]["outcome"] == "fault"
    assert trace["failed"]
    forks = [s["seq"] for s in trace["steps"] if s["fork"]]
    assert ids["publish"] in forks
    assert steps[retried]["parent"] == steps[failed]["parent"] == ids["publish"]
    assert steps[fault]["parent"] == ids["batch"]
    assert steps[failed]["stopped"] and steps[retried]["stopped"]


def test_trace_header_roots_join_and_are_parsed() -> None:
    assert (
        trace_root(f"{ROOT};Parent=53995c3f42cd8ad8;Sampled=1") == "xray:1-67a1b2c3-0123456789abcdef01234567"
    )
    assert trace_root("Parent=1") is None and trace_root(None) is None
    history = History()
    first = history.add("apigateway.request", "api", 0, request_id="req-aaaaaa", trace_id=ROOT)
    second = history.add("sqs.message.sent", QUEUE, 1, message_id="msg-bbbbbb", trace_id=f"{ROOT};Parent=1")
    history.add(
        "sqs.message.sent",
        QUEUE,
        2,
        message_id="msg-cccccc",
        trace_id="Root=1-00000000-ffffffffffffffffffffffff",
    )
    assert [s["seq"] for s in correlate(history.events, ROOT).steps] == [first, second]
    assert [s["seq"] for s in correlate(history.events, "req-aaaaaa").steps] == [first, second]


def test_keys_of_reads_ids_in_payloads_and_never_short_values() -> None:
    keys = keys_of(
        {
            "request_id": "1",
            "event": {
                "Records": [
                    {"messageId": "m-1234567", "attributes": {"AWSTraceHeader": ROOT}},
                    {"Sns": {"MessageId": "sns-1234567"}},
                ]
            },
        }
    )
    assert keys == {"m-1234567", "xray:1-67a1b2c3-0123456789abcdef01234567", "sns-1234567"}


def test_a_runaway_key_is_bounded_and_says_so() -> None:
    history = History()
    for n in range(50):
        order_flow(history, f"order-{n}", n)
        history.add(
            "sqs.message.sent",
            QUEUE,
            n,
            message_id=f"shared-{n}",
            lambda_request_id=f"inv1-{n:06d}",
            trace_id=ROOT,
        )
    trace = correlate(history.events, ROOT, max_steps=100)
    assert trace.truncated and len(trace.steps) == 100


def test_a_step_that_says_when_it_started_is_placed_there() -> None:
    history = History()
    invoked = history.add(
        "lambda.invocation.started",
        FN1,
        0.002,
        request_id="inv-123456",
        event={"requestContext": {"requestId": "api-123456"}},
    )
    # published late (its latency was measured before the publish), but it started first
    api = history.add(
        "apigateway.request", "api", 0.050, request_id="api-123456", latency_ms=40.0, started=1000.0
    )
    steps = correlate(history.events, "api-123456").as_dict()["steps"]
    assert [s["seq"] for s in steps] == [api, invoked]
    assert steps[0]["start"] == 1000.0 and steps[1]["parent"] == api


def test_gather_reads_only_what_the_trace_needs_and_correlates_the_same() -> None:
    history = History()
    for n in range(20):
        order_flow(history, f"order-{n}", n)
    searches: list[list[str]] = []

    def search(texts: list[str]) -> list[dict[str, Any]]:
        searches.append(texts)
        return [
            e for e in history.events if any(t in json.dumps(e["data"]) or t in e["resource"] for t in texts)
        ]

    for key in ("apireq-0007", "order-7", "snsmsg-0007"):
        read, cut = gather(search, key)
        assert not cut
        assert len(read) < len(history.events) / 5
        assert [s["seq"] for s in correlate(read, key).steps] == [
            s["seq"] for s in correlate(history.events, key).steps
        ]
    read, cut = gather(search, "apireq-0007", max_events=3)
    assert cut and len(read) == 3


def test_gather_reads_the_whole_window_once_when_a_path_holds_too_many_ids() -> None:
    history = History()
    for n in range(60):
        order_flow(history, f"order-{n}", n)
    history.add(
        "lambda.esm.stream.batch",
        "m",
        99,
        request_id="inv-wide-1",
        sequence_numbers=[str(100000 + n) for n in range(60)],
    )
    calls: list[str] = []

    def search(texts: list[str]) -> list[dict[str, Any]]:
        calls.append("search")
        return [e for e in history.events if any(t in json.dumps(e["data"]) for t in texts)]

    def read_all() -> list[dict[str, Any]]:
        calls.append("all")
        return history.events

    read, _ = gather(search, "inv-wide-1", read_all=read_all)
    assert calls[-1] == "all" and read == history.events
    assert len(correlate(read, "inv-wide-1").steps) == 60 * 10 + 1


def test_a_business_key_mentioned_too_often_is_cut_and_says_so() -> None:
    history = History()
    for n in range(30):
        history.add("sqs.message.sent", QUEUE, n, message_id=f"m-{n:06d}", body="tenant-acme")
    trace = correlate(history.events, "tenant-acme", max_steps=10)
    assert trace.truncated and len(trace.steps) == 10
