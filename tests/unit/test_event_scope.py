"""A request's event scope (:mod:`labcloud.events.scope`): what the events published during it carry."""

from __future__ import annotations

import asyncio

from labcloud.events import scope

HEADER = "Root=1-67a1b2c3-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=1"


def test_events_published_inside_carry_the_trace_and_the_invocation_unless_they_name_their_own() -> None:
    with scope.scope(HEADER, "inv-1") as opened:
        assert opened is not None and scope.current() is opened
        assert scope.stamped(opened, {"a": 1}) == {"a": 1, "trace_id": HEADER, "lambda_request_id": "inv-1"}
        kept = {"lambda_request_id": None, "trace_id": "Root=1-0-0"}
        assert scope.stamped(opened, kept) == kept
    assert scope.current() is None


def test_nothing_to_carry_opens_no_scope_and_an_execution_adds_to_the_outer_one() -> None:
    with scope.scope(None, None) as opened:
        assert opened is None and scope.current() is None
    with scope.scope(HEADER, "inv-1"), scope.scope(None, None, "arn:exec") as inner:
        assert inner is not None
        assert scope.stamped(inner, {}) == {
            "trace_id": HEADER,
            "lambda_request_id": "inv-1",
            "execution_arn": "arn:exec",
        }


def test_work_that_outlives_its_request_is_not_stamped() -> None:
    async def main() -> list[object]:
        seen: list[object] = []
        gate = asyncio.Event()

        async def later() -> None:
            await gate.wait()
            seen.append(scope.current())

        with scope.scope(HEADER, "inv-1"):
            task = asyncio.ensure_future(later())
            await asyncio.sleep(0)
        gate.set()
        await task
        return seen

    assert asyncio.run(main()) == [None]


def test_only_header_values_that_look_like_a_trace_are_taken() -> None:
    assert scope.header_value(HEADER) == HEADER
    assert scope.header_value("nonsense") is None
    assert scope.header_value("Root=" + "x" * 400) is None
    assert scope.header_value(None) is None
    assert scope.new_trace_header(0).startswith("Root=1-00000000-")
