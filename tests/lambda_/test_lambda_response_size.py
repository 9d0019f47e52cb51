"""A function's answer over Lambda's 6 MB synchronous limit fails the invocation as AWS reports it.

Just over, far over, and past the 32 MiB the Runtime API reads at all (answered 413 there, on which the
runtime client exits, as AWS's does): the same failure to the caller, ``FunctionError: Unhandled`` with
``Function.ResponseSizeTooLarge``, and the next invocation is served (the same sandbox, or a fresh one
replacing the one whose client exited). The 413 itself: tests/unit/runtime/test_runtime_api_http.py.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

LIMIT = 6_291_556
BIG = """
def handler(event, context):
    return "x" * event["size"]
"""


@pytest.mark.parametrize(
    "size",
    [LIMIT + 1024, 20 * 1024 * 1024, 40 * 1024 * 1024],
    ids=["just-over", "far-over", "past-what-the-runtime-api-reads"],
)
def test_an_answer_over_the_limit_is_reported_as_too_large(deploy: Any, lam: Any, size: int) -> None:
    deploy("big", BIG, MemorySize=512)
    answer = lam.invoke(FunctionName="big", Payload=json.dumps({"size": size}))
    body = json.loads(answer["Payload"].read())
    assert answer["StatusCode"] == 200
    assert answer["FunctionError"] == "Unhandled"
    assert body["errorType"] == "Function.ResponseSizeTooLarge"
    assert f"({LIMIT} bytes)" in body["errorMessage"]
    # the function is still usable: a small answer goes through
    small = lam.invoke(FunctionName="big", Payload=json.dumps({"size": 3}))
    got = small["Payload"].read()
    assert "FunctionError" not in small and json.loads(got) == "xxx", got


def test_an_answer_just_under_the_limit_is_returned(deploy: Any, lam: Any) -> None:
    deploy("fits", BIG, MemorySize=512)
    answer = lam.invoke(FunctionName="fits", Payload=json.dumps({"size": LIMIT - 1024}))
    assert "FunctionError" not in answer
    assert len(json.loads(answer["Payload"].read())) == LIMIT - 1024
