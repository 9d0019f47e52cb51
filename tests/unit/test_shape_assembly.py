"""The hub assembles what a service in the shape declares: operations, validators, pipeline steps,
offered interfaces, policy sources, periodic and background work, internal routes."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol

import pytest

from labcloud.config import Settings
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.hub import Hub
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.pipeline import Handler
from labcloud.scheduler import Periodic
from labcloud.services.shape import (
    Background,
    Contributions,
    Host,
    Offer,
    PipelineStep,
    PolicySource,
    Service,
    ShapedProvider,
)


class Greeter(Protocol):
    def greet(self) -> str: ...


@dataclass
class ToyState:
    calls: list[str] = field(default_factory=list)
    ticks: list[float] = field(default_factory=list)
    running: bool = False


@dataclass
class ToyGreeter:
    def greet(self) -> str:
        return "hi"


def _echo(state: ToyState, request: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    state.calls.append(ctx.operation)
    return {"seen": request.get("seen", [])}


async def _later(state: ToyState, request: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    await asyncio.sleep(0)
    return {"async": True}


def _refuse_empty(state: ToyState, request: dict[str, Any], ctx: RequestContext) -> None:
    if not request.get("QueueUrl"):
        raise AwsError("MissingParameter", "toy: QueueUrl", status=400)


async def _mark(ctx: RequestContext, params: dict[str, Any], call_next: Handler) -> dict[str, Any]:
    return await call_next(ctx, {**params, "seen": ["toy-step"]})


def _contributions(state: ToyState) -> Contributions:
    async def stop() -> None:
        state.running = False

    def start() -> None:
        state.running = True

    def route(request: InternalRequest) -> InternalResponse:
        return json_response({"calls": state.calls})

    return Contributions(
        steps=(PipelineStep(_mark, services=("sqs",)),),
        offers=(Offer(Greeter, ToyGreeter()),),
        policy_sources=(PolicySource("toy", lambda arn: None, lambda: True),),
        periodic=(Periodic("toy.tick", 0.01, state.ticks.append),),
        background=(Background("toy.work", start, stop),),
        routes=(InternalRoute("GET", "/toy", route),),
    )


def _build(host: Host) -> ToyState:
    assert host.store is not None and host.settings is not None
    return ToyState()


TOY: Service[ToyState] = Service(
    name="sqs",  # served under a real model's name so the pipeline's per-service steps apply
    state=_build,
    operations={"ListQueues": _echo, "GetQueueUrl": _later, "PurgeQueue": _echo},
    contributes=_contributions,
    validators={"PurgeQueue": _refuse_empty},
    absent=lambda state, name: (
        (lambda ctx, params: {"QueueUrls": []}) if name == "ListDeadLetterSourceQueues" else None
    ),
)


@pytest.fixture
def hub(tmp_path):
    hub = Hub(Settings(in_memory=True, data_dir=tmp_path))
    yield hub
    hub.close()


def test_the_hub_assembles_a_shaped_service(hub):
    toy = ShapedProvider(hub, TOY)
    hub.providers["sqs"] = toy  # in place of SQS, for this hub only
    hub.assemble(toy.contributions)

    async def scenario() -> tuple[dict[str, Any], dict[str, Any], AwsError]:
        await hub.start()
        listed = await hub.pipeline.run(hub.context("sqs", "ListQueues"), {})
        later = await hub.pipeline.run(hub.context("sqs", "GetQueueUrl"), {})
        with pytest.raises(AwsError) as refused:
            await hub.pipeline.run(hub.context("sqs", "PurgeQueue"), {})
        await asyncio.sleep(0.05)
        assert toy.state.running
        await hub.stop()
        return listed, later, refused.value

    listed, later, refused = asyncio.run(scenario())
    assert listed == {"seen": ["toy-step"]}  # the step ran, then the table's function
    assert later == {"async": True}
    assert refused.code == "MissingParameter"  # the validator ran before the operation
    assert toy.state.calls == ["ListQueues"]
    assert len(toy.state.ticks) >= 2  # the scheduler ran the periodic task, on the server clock
    assert not toy.state.running  # stopped with the hub
    greeter = hub.interface(Greeter)
    assert greeter is not None and greeter.greet() == "hi"
    assert hub.resource_policies.active
    assert hub.resource_policies.find("arn:aws:toy:us-east-1:000000000000:thing") is None
    assert [r.path for r in toy.internal_routes()] == ["/toy"]
    assert toy.operation("DeleteQueue") is None  # not in the table: "not implemented"
    absent = toy.operation("ListDeadLetterSourceQueues")  # answered as an account without the feature
    assert absent is not None and absent(hub.context("sqs", "ListDeadLetterSourceQueues"), {}) == {
        "QueueUrls": []
    }


def test_a_periodic_task_that_fails_keeps_running(hub):
    runs: list[float] = []

    def flaky(now: float) -> None:
        runs.append(now)
        raise RuntimeError("boom")

    hub.scheduler.add(Periodic("flaky", 0.01, flaky))

    async def scenario() -> None:
        hub.scheduler.start()
        await asyncio.sleep(0.05)
        await hub.scheduler.stop()

    asyncio.run(scenario())
    assert len(runs) >= 2


def test_the_hub_assembles_key_resolvers_and_fault_sources(hub, tmp_path):
    from pathlib import Path

    from labcloud.context import Principal
    from labcloud.runtime.faults import SandboxFault
    from labcloud.runtime.spec import FunctionSpec

    minted = Principal(
        "111122223333", "arn:aws:sts::111122223333:assumed-role/r/s", "assumed-role", "ASIATOY"
    )
    fault = SandboxFault()

    def resolve(key: str) -> Principal | None:
        return minted if key == "ASIATOY" else None

    def inject(spec: FunctionSpec, request_id: str) -> SandboxFault | None:
        return fault if request_id == "req-1" else None

    service: Service[ToyState] = Service(
        name="sqs",
        state=_build,
        operations={},
        contributes=lambda state: Contributions(
            offers=(Offer(Greeter, ToyGreeter()),), resolvers=(resolve,), fault_sources=(inject,)
        ),
    )
    toy = ShapedProvider(hub, service)
    hub.assemble(toy.contributions)
    assert hub.identity.principal_for("ASIATOY", "sqs") is minted
    spec = FunctionSpec(
        "f", "arn:aws:lambda:us-east-1:000000000000:function:f", "python3.12", "h.h", Path(tmp_path)
    )
    assert hub.faults.sandbox_fault(spec, "req-1") is fault
    assert hub.faults.sandbox_fault(spec, "req-2") is None
    # the provider answers the offered interfaces' methods (its Python API before the move), nothing else
    assert toy.greet() == "hi"  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        toy.calls  # type: ignore[attr-defined]  # noqa: B018
