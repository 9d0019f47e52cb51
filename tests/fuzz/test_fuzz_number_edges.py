"""Every DynamoDB number edge in every place an operation takes attribute values (issue 42).

The randomized fuzz draws number texts too, but with a few examples per operation spread over
many mutations it rarely lands one in a request that reaches the number check (a PutItem on a
table that exists, with one type per value). This pass is deterministic: for each operation and
each top-level member holding attribute values (Item, Key, ExpressionAttributeValues,
ExclusiveStartKey ...), every text of ``fuzz_strategies.NUMBER_TEXT_VALUES`` is sent as an ``N`` value
to the fuzz server's own table. The answer must never be a 5xx (a number far outside DynamoDB's
range once answered 500 from an assertion); an operation labcloud does not implement answers its
documented 501.
"""

from __future__ import annotations

import random

import pytest
from botocore.model import MapShape, Shape
from fuzz_operations import _implemented, service_model
from fuzz_strategies import NUMBER_TEXT_VALUES
from fuzz_wire import build, error_code, send
from test_model_constraints import _valid

from labcloud.testing.server_process import LabcloudProcess


def _holds_values(shape: Shape) -> bool:
    return isinstance(shape, MapShape) and shape.value.name == "AttributeValue"


def _cases() -> list[tuple[str, str]]:
    model = service_model("dynamodb")
    out = []
    for operation in model.operation_names:
        shape = model.operation_model(operation).input_shape
        if shape is None:
            continue
        out += [(operation, name) for name, member in shape.members.items() if _holds_values(member)]
    return out


CASES = _cases()


@pytest.mark.parametrize(("operation", "member"), CASES, ids=[f"{o}-{m}" for o, m in CASES])
def test_number_edges_never_answer_5xx(fuzz_server: LabcloudProcess, operation: str, member: str) -> None:
    op = service_model("dynamodb").operation_model(operation)
    assert op.input_shape is not None
    base = _valid(op.input_shape) or {}
    if "TableName" in op.input_shape.members:
        base["TableName"] = "fuzz-table"
    failures = []
    for text in NUMBER_TEXT_VALUES:
        values = {"pk": {"S": "k"}, "sk": {"N": text}, "n": {"N": text}, ":v": {"N": text}}
        call = build(
            fuzz_server.endpoint, "dynamodb", "json", op, {**base, member: values}, "valid", random.Random(0)
        )
        status, headers, body = send("127.0.0.1", fuzz_server.port, call, 25.0)
        code = error_code("json", headers, body)
        if status == 501 and code == "NotImplementedException" and not _implemented("dynamodb", operation):
            continue  # labcloud's documented answer for an operation it does not implement
        if status >= 500:
            failures.append(f"N={text[:40]!r}: {status} {code}")
    assert not failures, failures
