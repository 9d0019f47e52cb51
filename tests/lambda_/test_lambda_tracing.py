"""TracingConfig: kept, reported, updated, and shaping the ``_X_AMZN_TRACE_ID`` each invocation sees
(labcloud collects no traces; Active samples the invocation under Lambda's own segment)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from botocore.exceptions import ClientError

CODE = "import os\n\ndef handler(event, context):\n    return os.environ.get('_X_AMZN_TRACE_ID')\n"
HEADER = re.compile(r"Root=1-[0-9a-f]{8}-[0-9a-f]{24};Parent=([0-9a-f]{16});Sampled=([01])")


def _trace(lam: Any, name: str, payload: dict[str, Any] | None = None) -> str:
    answer = lam.invoke(FunctionName=name, Payload=json.dumps(payload or {}).encode())
    assert "FunctionError" not in answer
    return str(json.loads(answer["Payload"].read()))


def test_active_is_kept_reported_and_samples_each_invocation(deploy: Any, lam: Any) -> None:
    created = deploy("traced", CODE, TracingConfig={"Mode": "Active"})
    assert created["TracingConfig"] == {"Mode": "Active"}
    assert lam.get_function_configuration(FunctionName="traced")["TracingConfig"] == {"Mode": "Active"}
    assert lam.get_function(FunctionName="traced")["Configuration"]["TracingConfig"] == {"Mode": "Active"}
    first, second = _trace(lam, "traced"), _trace(lam, "traced")
    assert HEADER.fullmatch(first) and HEADER.fullmatch(second), (first, second)
    assert HEADER.fullmatch(first).group(2) == "1"  # type: ignore[union-attr]
    assert first.split(";")[0] != second.split(";")[0]  # a trace per invocation


def test_passthrough_starts_an_unsampled_trace_and_update_switches_mode(deploy: Any, lam: Any) -> None:
    created = deploy("plain", CODE)
    assert created["TracingConfig"] == {"Mode": "PassThrough"}
    match = HEADER.fullmatch(_trace(lam, "plain"))
    assert match and match.group(2) == "0"
    updated = lam.update_function_configuration(FunctionName="plain", TracingConfig={"Mode": "Active"})
    assert updated["TracingConfig"] == {"Mode": "Active"}
    lam.get_waiter("function_updated_v2").wait(FunctionName="plain")
    match = HEADER.fullmatch(_trace(lam, "plain"))
    assert match and match.group(2) == "1"
    # a configuration update without TracingConfig keeps the mode; a published version keeps its own
    lam.update_function_configuration(FunctionName="plain", Description="d")
    lam.get_waiter("function_updated_v2").wait(FunctionName="plain")
    version = lam.publish_version(FunctionName="plain")["Version"]
    lam.update_function_configuration(FunctionName="plain", TracingConfig={"Mode": "PassThrough"})
    lam.get_waiter("function_updated_v2").wait(FunctionName="plain")
    assert lam.get_function_configuration(FunctionName="plain")["TracingConfig"] == {"Mode": "PassThrough"}
    got = lam.get_function_configuration(FunctionName="plain", Qualifier=version)["TracingConfig"]
    assert got == {"Mode": "Active"}


def test_upstream_header_is_passed_on_or_sampled_under_a_new_parent(deploy: Any, lam: Any) -> None:
    """An SQS record's AWSTraceHeader is what an SQS-triggered invocation runs with."""
    deploy("plain", CODE)
    deploy("active", CODE, TracingConfig={"Mode": "Active"})
    root = "Root=1-5759e988-bd862e3fe1be46a994272793"

    def record(header: str) -> dict[str, Any]:
        return {
            "Records": [{"eventSource": "aws:sqs", "body": "x", "attributes": {"AWSTraceHeader": header}}]
        }

    undecided = record(root)
    assert _trace(lam, "plain", undecided) == root
    active = _trace(lam, "active", undecided)
    assert re.fullmatch(re.escape(root) + r";Parent=[0-9a-f]{16};Sampled=1", active), active
    declined = f"{root};Parent=557abcec3ee5a047;Sampled=0"
    assert _trace(lam, "active", record(declined)) == declined  # an upstream decision is respected
    sampled = f"{root};Parent=557abcec3ee5a047;Sampled=1;Lineage=a87bd80c:1"
    got = _trace(lam, "active", record(sampled))
    assert re.fullmatch(
        re.escape(root) + r";Parent=(?!557abcec3ee5a047)[0-9a-f]{16};Sampled=1;Lineage=a87bd80c:1", got
    )


@pytest.mark.parametrize("operation", ["create", "update"])
def test_a_mode_outside_the_enum_is_a_validation_error(deploy: Any, lam: Any, operation: str) -> None:
    with pytest.raises(ClientError) as err:
        if operation == "create":
            deploy("bad", CODE, TracingConfig={"Mode": "Sometimes"})
        else:
            deploy("bad", CODE)
            lam.update_function_configuration(FunctionName="bad", TracingConfig={"Mode": "Sometimes"})
    error = err.value.response
    assert (
        error["Error"]["Code"],
        error["Error"]["Message"],
        error["ResponseMetadata"]["HTTPStatusCode"],
    ) == (
        "ValidationException",
        "1 validation error detected: Value 'Sometimes' at 'tracingConfig.mode' failed to satisfy constraint: "
        "Member must satisfy enum value set: [Active, PassThrough]",
        400,
    )
    if operation == "update":
        assert lam.get_function_configuration(FunctionName="bad")["TracingConfig"] == {"Mode": "PassThrough"}
    else:
        assert lam.list_functions()["Functions"] == []
