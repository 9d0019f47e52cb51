"""Shared helpers for the DynamoDB expression tests."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.errors import AwsError
from labcloud.services.dynamodb.expressions import compile_request


def error_message(**kwargs: Any) -> str:
    with pytest.raises(AwsError) as info:
        compile_request(**kwargs)
    assert info.value.code == "ValidationException"
    assert info.value.status == 400
    return info.value.message


def cond(expression: str, item: dict | None, names: dict | None = None, **values: Any) -> bool:
    """Evaluate a ConditionExpression; keyword arguments become :values (wire form)."""
    compiled = compile_request(
        condition=expression, names=names, values={f":{k}": v for k, v in values.items()} or None
    )
    assert compiled.condition is not None
    return compiled.condition.evaluate(item)


S = lambda s: {"S": s}  # noqa: E731
N = lambda n: {"N": str(n)}  # noqa: E731
