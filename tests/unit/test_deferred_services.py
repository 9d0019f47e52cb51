"""A hub that answers before every service is built (``hub.py``, ``deferred=True``): what it builds at
once, what a call or an interface builds on demand, and that the result is the hub built in order."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from labcloud.config import Settings
from labcloud.hub import Hub
from labcloud.scheduler import Periodic, Scheduler
from labcloud.services.registry import EVERY_REQUEST, PACKAGES
from labcloud.services.sqs.interfaces import QueueDepths


@pytest.fixture
def deferred(tmp_path: Path) -> Iterator[Hub]:
    hub = Hub(Settings(in_memory=True, data_dir=tmp_path), deferred=True)
    yield hub
    hub.close()


@pytest.fixture
def eager(tmp_path: Path) -> Iterator[Hub]:
    hub = Hub(Settings(in_memory=True, data_dir=tmp_path))
    yield hub
    hub.close()


def test_every_request_names_exactly_the_services_that_reach_every_request(eager: Hub) -> None:
    # a service that adds a step for all services, an authorizer, a key resolver or a fault source
    # must be built before the server answers: the registry's list is checked against what building does
    assert sorted(eager.reaches_every_request) == sorted(EVERY_REQUEST)
    assert list(eager.providers) == list(PACKAGES) and eager.complete


def test_a_deferred_hub_builds_only_what_every_request_needs(deferred: Hub) -> None:
    assert sorted(deferred.providers) == sorted(EVERY_REQUEST)
    assert not deferred.complete
    assert deferred.serves("pipes") and deferred.serves("sqs")  # known, built when first needed
    assert not deferred.serves("nosuchservice")


def test_an_interface_asked_for_builds_the_service_that_offers_it(deferred: Hub) -> None:
    depths = deferred.interface(QueueDepths)
    assert depths is not None
    assert sorted(deferred.providers) == sorted((*EVERY_REQUEST, "sqs"))  # that service only


def test_a_call_builds_its_service_first(deferred: Hub) -> None:
    async def scenario() -> dict[str, object]:
        await deferred.start()
        if deferred._builder is not None:
            deferred._builder.cancel()  # only the call builds, here
        try:
            await deferred.call("sqs", "CreateQueue", {"QueueName": "q"})
            return await deferred.call("sqs", "ListQueues", {})
        finally:
            await deferred.stop()

    listed = asyncio.run(scenario())
    assert [url.rsplit("/", 1)[1] for url in listed["QueueUrls"]] == ["q"]  # type: ignore[union-attr]
    assert "sqs" in deferred.providers and "pipes" not in deferred.providers


def test_the_background_builds_the_rest_after_start(deferred: Hub) -> None:
    async def scenario() -> None:
        await deferred.start()
        try:
            for _ in range(200):
                if deferred.complete:
                    break
                await asyncio.sleep(0.01)
        finally:
            await deferred.stop()

    asyncio.run(scenario())
    assert deferred.complete and deferred.pipeline.ensure is None
    assert list(deferred.providers) == list(PACKAGES)


def test_steps_run_in_the_order_of_a_hub_built_in_order(deferred: Hub, eager: Hub) -> None:
    deferred.ensure_all()

    def names(hub: Hub) -> list[tuple[str, frozenset[str] | None]]:
        return [
            (step.__qualname__, scope)
            for step, scope in zip(hub.pipeline.steps, hub.pipeline.scopes, strict=True)
        ]

    assert len(names(eager)) > 3  # faults, metrics, Lambda's function policies...
    assert names(deferred) == names(eager)


def test_a_task_added_to_a_running_scheduler_runs() -> None:
    ran: list[str] = []

    async def scenario() -> None:
        scheduler = Scheduler()
        scheduler.add(Periodic("first", 60, lambda now: ran.append("first")))
        scheduler.start()
        await asyncio.sleep(0.01)
        scheduler.add(Periodic("later", 60, lambda now: ran.append("later")))  # a service built after start
        await asyncio.sleep(0.01)
        await scheduler.stop()

    asyncio.run(scenario())
    assert ran == ["first", "later"]
