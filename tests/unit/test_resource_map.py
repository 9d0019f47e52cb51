"""Joining the services' map parts (``labcloud.view.map_route.join``): refs, externals, merges, groups."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from labcloud.errors import AwsError
from labcloud.events.bus import EventBus
from labcloud.resource_map import (
    FAILING,
    MapEdge,
    MapGroup,
    MapNode,
    MapPart,
    Recent,
    RecentEvent,
    last_part,
    unless_gone,
)
from labcloud.store.db import Store
from labcloud.view.map_route import join, read_recent

QUEUE = "arn:aws:sqs:us-east-1:000000000000:jobs"
URL = "http://127.0.0.1:5000/000000000000/jobs"
FUNCTION = "arn:aws:lambda:us-east-1:000000000000:function:worker"
ROLE = "arn:aws:iam::000000000000:role/r"


def parts() -> list[MapPart]:
    sqs = MapPart(nodes=[MapNode("sqs.queue", QUEUE, "jobs", refs=(URL, "jobs"))])
    lam = MapPart(
        nodes=[MapNode("lambda.function", FUNCTION, "worker", refs=("worker",))],
        edges=[
            MapEdge("event-source", QUEUE, FUNCTION, "batch 5", {"invocations": 2, "errors": 1}),
            MapEdge("event-source", QUEUE, FUNCTION, "batch 5", {"invocations": 3, "errors": 0}),
            MapEdge("destination", FUNCTION, "arn:aws:sns:us-east-1:000000000000:alerts", "OnFailure"),
            MapEdge("logs", FUNCTION, "/aws/lambda/worker", placeholder=False),
            MapEdge("role", FUNCTION, ROLE, placeholder=False),
        ],
    )
    iam = MapPart(
        nodes=[
            MapNode("iam.role", ROLE, "r", refs=("r",), standalone=False),
            MapNode("iam.role", "arn:aws:iam::000000000000:role/unused", "unused", standalone=False),
        ]
    )
    cfn = MapPart(
        groups=[MapGroup("stack", "stack-1", "app")], members=[(URL, "stack-1"), ("gone", "stack-1")]
    )
    return [sqs, lam, iam, cfn]


def test_edges_resolve_through_refs_and_duplicates_add_their_traffic() -> None:
    doc = join(parts())
    mappings = [e for e in doc["edges"] if e["kind"] == "event-source"]
    assert len(mappings) == 1
    assert mappings[0]["traffic"] == {"invocations": 5, "errors": 1} and mappings[0]["flowing"] is True


def test_a_missing_end_is_an_external_node_unless_the_edge_says_otherwise() -> None:
    doc = join(parts())
    by_id = {n["id"]: n for n in doc["nodes"]}
    topic = "arn:aws:sns:us-east-1:000000000000:alerts"
    assert (by_id[topic]["kind"], by_id[topic]["label"]) == ("external", "alerts")
    assert "/aws/lambda/worker" not in by_id
    assert not [e for e in doc["edges"] if e["kind"] == "logs"]


def test_nodes_that_only_matter_when_wired_are_left_out_otherwise() -> None:
    ids = {n["id"] for n in join(parts())["nodes"]}
    assert ROLE in ids and "arn:aws:iam::000000000000:role/unused" not in ids


def test_stack_members_are_found_by_any_name_and_empty_groups_are_dropped() -> None:
    doc = join(parts())
    assert {n["id"]: n["group"] for n in doc["nodes"]}[QUEUE] == "stack-1"
    assert doc["groups"] == [{"kind": "stack", "id": "stack-1", "label": "app", "status": "ok"}]
    lonely = MapPart(groups=[MapGroup("stack", "stack-2", "empty")])
    assert [g["id"] for g in join([*parts(), lonely])["groups"]] == ["stack-1"]


def test_failing_nodes_keep_their_reasons() -> None:
    node = MapNode("lambda.function", FUNCTION, "worker")
    node.fail("2 error in the last minute")
    (out,) = join([MapPart(nodes=[node])])["nodes"]
    assert (out["status"], out["reasons"], out["resource"]) == (
        FAILING,
        ["2 error in the last minute"],
        "worker",
    )


def test_recent_counts_by_data_member_or_resource() -> None:
    recent = Recent(
        100.0,
        {
            "sqs.message.sent": [
                RecentEvent(QUEUE, {"queue_url": URL}),
                RecentEvent(QUEUE, {"queue_url": URL}, count=4),
            ]
        },
    )
    assert recent.count_by(["sqs.message.sent"], "resource") == {QUEUE: 5}
    assert recent.count_by(["sqs.message.sent", "absent"], "queue_url") == {URL: 5}
    assert last_part(URL) == "jobs" and last_part(FUNCTION) == "worker"


def test_a_resource_deleted_between_listing_and_reading_is_left_out() -> None:
    async def read(error: AwsError | None) -> dict[str, int]:
        if error is not None:
            raise error
        return {"ok": 1}

    async def run() -> None:
        assert await unless_gone(read(None)) == {"ok": 1}
        for code in ("ResourceNotFoundException", "QueueDoesNotExist", "NoSuchBucket"):
            assert await unless_gone(read(AwsError(code, "gone", status=404))) is None
        assert await unless_gone(read(AwsError("ValidationError", "Stack with id x does not exist"))) is None
        with pytest.raises(AwsError):
            await unless_gone(read(AwsError("AccessDeniedException", "no", status=403)))

    asyncio.run(run())


def test_the_last_minute_is_read_counted_by_resource_and_the_members_asked_for(tmp_path: Path) -> None:
    store = Store(tmp_path / "labcloud.db")
    bus = EventBus(store)
    now = time.time()

    def publish(kind: str, resource: str, **data: object) -> None:
        bus.publish(kind, service="x", account_id="1", region="r", resource=resource, data=data)

    with store.transaction():
        publish(
            "lambda.invocation.finished", FUNCTION, function_name="worker", status="success", log="x" * 1000
        )
        publish("lambda.invocation.finished", FUNCTION, function_name="worker", status="success", log="y")
        publish("lambda.invocation.finished", FUNCTION, function_name="worker", status="error")
        publish("dynamodb.write.decided", "t", table="t", stream_sequence="17")
        publish("dynamodb.write.decided", "t", table="t", stream_sequence="18")
        publish("dynamodb.write.decided", "t", table="t")
        publish("sqs.message.sent", QUEUE, body="not asked for")
    hub = SimpleNamespace(store=store, bus=bus)
    kinds = {"lambda.invocation.finished": {"status"}, "dynamodb.write.decided": {"stream_sequence?"}}
    recent = read_recent(hub, kinds, now)  # type: ignore[arg-type]
    invocations = sorted(
        (e.resource, e.data["status"], e.count) for e in recent.of("lambda.invocation.finished")
    )
    assert invocations == [(FUNCTION, "error", 1), (FUNCTION, "success", 2)]
    assert all(set(e.data) == {"status"} for e in recent.of("lambda.invocation.finished"))
    writes = sorted((e.data["stream_sequence"], e.count) for e in recent.of("dynamodb.write.decided"))
    assert writes == [(0, 1), (1, 2)]
    assert list(recent.of("sqs.message.sent")) == []
    # A minute later, none of it is recent any more.
    later = read_recent(hub, kinds, now + 120)  # type: ignore[arg-type]
    assert list(later.of("lambda.invocation.finished", "dynamodb.write.decided")) == []
    store.close()
