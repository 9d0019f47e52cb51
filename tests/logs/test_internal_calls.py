"""The path Lambda sandboxes use: ``hub.call("logs", ...)`` in-process, without the wire codec."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from logs_helpers import now_ms

from labcloud.config import Settings
from labcloud.errors import AwsError
from labcloud.hub import Hub
from labcloud.services.logs.repo.retention import sweep

DAY = 86_400_000
GROUP = "/aws/lambda/fn"


def _run(coroutine: Any) -> Any:
    return asyncio.run(coroutine)


@pytest.fixture
def hub(tmp_path):
    hub = Hub(Settings(in_memory=True, data_dir=tmp_path))
    yield hub
    hub.close()


def test_sandbox_log_delivery_path(hub):
    async def scenario() -> dict[str, Any]:
        await hub.call("logs", "CreateLogGroup", {"logGroupName": GROUP})
        await hub.call("logs", "CreateLogStream", {"logGroupName": GROUP, "logStreamName": "s"})
        for operation, params in (
            ("CreateLogGroup", {"logGroupName": GROUP}),
            ("CreateLogStream", {"logGroupName": GROUP, "logStreamName": "s"}),
        ):
            with pytest.raises(AwsError) as info:
                await hub.call("logs", operation, params)
            assert info.value.code == "ResourceAlreadyExistsException"
        t = now_ms()
        out = await hub.call(
            "logs",
            "PutLogEvents",
            {
                "logGroupName": GROUP,
                "logStreamName": "s",
                "logEvents": [
                    {"timestamp": t, "message": "START RequestId: r1\n"},
                    {"timestamp": t + 1, "message": "RESULT 42\n"},
                ],
            },
            lambda_request_id="r1",
        )
        assert "nextSequenceToken" in out
        result: dict[str, Any] = await hub.call(
            "logs", "FilterLogEvents", {"logGroupName": GROUP, "filterPattern": "RESULT"}
        )
        return result

    found = _run(scenario())
    assert [e["message"] for e in found["events"]] == ["RESULT 42\n"]
    published = hub.bus.query(kinds=["logs.events.put"])
    assert published[-1].data["count"] == 2 and published[-1].data["lambda_request_id"] == "r1"


def test_internal_callers_get_clear_errors_for_malformed_events(hub):
    async def scenario() -> None:
        await hub.call("logs", "CreateLogGroup", {"logGroupName": GROUP})
        await hub.call("logs", "CreateLogStream", {"logGroupName": GROUP, "logStreamName": "s"})
        await hub.call(
            "logs",
            "PutLogEvents",
            {
                "logGroupName": GROUP,
                "logStreamName": "s",
                "logEvents": [{"timestamp": "soon", "message": "x"}],
            },
        )

    with pytest.raises(AwsError) as info:
        _run(scenario())
    # hub.call checks the model as an HTTP request is checked: a string timestamp is a serialization error
    assert info.value.code == "SerializationException"
    assert "logEvents.1.member.timestamp" in info.value.message


def test_sweep_expires_events_as_time_passes(hub):
    async def scenario() -> None:
        await hub.call("logs", "CreateLogGroup", {"logGroupName": GROUP})
        await hub.call("logs", "CreateLogStream", {"logGroupName": GROUP, "logStreamName": "s"})
        t = now_ms()
        await hub.call(
            "logs",
            "PutLogEvents",
            {
                "logGroupName": GROUP,
                "logStreamName": "s",
                "logEvents": [{"timestamp": t - 1000, "message": "a"}, {"timestamp": t, "message": "b"}],
            },
        )
        await hub.call("logs", "PutRetentionPolicy", {"logGroupName": GROUP, "retentionInDays": 1})

    _run(scenario())
    store = hub.store
    assert store.scalar("SELECT COUNT(*) FROM logs_events") == 2
    # A day and a half later only the sweep's clock has moved: both events are past retention.
    assert sweep(store, now_ms() + DAY + DAY // 2) == 2
    assert store.scalar("SELECT COUNT(*) FROM logs_events") == 0
    assert store.scalar("SELECT stored_bytes FROM logs_streams") == 0


def test_start_and_stop_run_the_sweeper(hub):
    # the retention sweep is a periodic task of the hub's one scheduler, running while the hub runs
    assert "logs.retention" in [task.name for task in hub.scheduler.tasks]

    async def scenario() -> None:
        await hub.start()
        assert hub.scheduler.running
        await hub.stop()
        assert not hub.scheduler.running

    _run(scenario())
