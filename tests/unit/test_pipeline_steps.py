"""Pipeline steps run in order around the dispatch, and a step scoped to some services skips the rest."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from labcloud.context import Principal, RequestContext
from labcloud.pipeline import Handler, Pipeline


class Echo:
    """A provider whose one operation answers what the steps left in the parameters."""

    def operation(self, name: str) -> Any:
        return self.do_it if name == "DoIt" else None

    def validator(self, name: str) -> None:
        return None

    def do_it(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"seen": list(params.get("seen", []))}


def _ctx(service: str) -> RequestContext:
    return RequestContext(
        service,
        "DoIt",
        "000000000000",
        "us-east-1",
        Principal("000000000000", "arn:aws:iam::000000000000:root"),
    )


def _marker(name: str) -> Any:
    async def step(ctx: RequestContext, params: dict[str, Any], call_next: Handler) -> dict[str, Any]:
        return await call_next(ctx, {**params, "seen": [*params.get("seen", []), name]})

    return step


def test_steps_run_in_order_and_scoped_ones_only_for_their_services() -> None:
    hub = SimpleNamespace(providers={"lambda": Echo(), "dynamodb": Echo()})
    pipeline = Pipeline(hub)  # type: ignore[arg-type]
    pipeline.add_step(_marker("everywhere"))
    pipeline.add_step(_marker("lambda-only"), services=("lambda",))
    pipeline.add_step(_marker("last"))

    async def run() -> tuple[dict[str, Any], dict[str, Any]]:
        return await pipeline.run(_ctx("lambda"), {}), await pipeline.run(_ctx("dynamodb"), {})

    on_lambda, on_dynamodb = asyncio.run(run())
    assert on_lambda["seen"] == ["everywhere", "lambda-only", "last"]
    assert on_dynamodb["seen"] == ["everywhere", "last"]


def test_a_step_added_later_reaches_services_already_served() -> None:
    hub = SimpleNamespace(providers={"dynamodb": Echo()})
    pipeline = Pipeline(hub)  # type: ignore[arg-type]

    async def run() -> dict[str, Any]:
        return await pipeline.run(_ctx("dynamodb"), {})

    assert asyncio.run(run())["seen"] == []
    pipeline.add_step(_marker("late"))
    assert asyncio.run(run())["seen"] == ["late"]


def test_every_authorizer_runs_in_order_around_one_that_awaits_and_a_refusal_stops_the_call() -> None:
    hub = SimpleNamespace(providers={"dynamodb": Echo()})
    pipeline = Pipeline(hub)  # type: ignore[arg-type]
    ran: list[str] = []

    def first(ctx: RequestContext, params: dict[str, Any]) -> None:
        ran.append("first")

    async def awaiting(ctx: RequestContext, params: dict[str, Any]) -> None:
        await asyncio.sleep(0)
        ran.append("awaiting")

    def last(ctx: RequestContext, params: dict[str, Any]) -> None:
        ran.append("last")
        if params.get("refuse"):
            raise PermissionError("refused")

    for authorizer in (first, awaiting, last):
        pipeline.add_authorizer(authorizer)

    async def run(params: dict[str, Any]) -> dict[str, Any]:
        return await pipeline.run(_ctx("dynamodb"), params)

    assert asyncio.run(run({})) == {"seen": []}
    assert ran == ["first", "awaiting", "last"]
    ran.clear()
    try:
        asyncio.run(run({"refuse": True}))
    except PermissionError:
        pass
    else:
        raise AssertionError("the last authorizer's refusal was not raised")
    assert ran == ["first", "awaiting", "last"]
