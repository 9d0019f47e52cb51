"""Shared corpus of realistic log events for the filter-pattern tests."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

try:
    import labcloud  # noqa: F401
except ImportError:  # running from a checkout without an installed package
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "src"))

from labcloud.services.logs.filter_pattern import compile_pattern  # noqa: E402

REQUEST_ID = "8f5e1c2a-1b2c-4d3e-9f00-123456789abc"

CORPUS: dict[str, str] = {
    "start": f"START RequestId: {REQUEST_ID} Version: $LATEST\n",
    "end": f"END RequestId: {REQUEST_ID}\n",
    "report": (
        f"REPORT RequestId: {REQUEST_ID}\tDuration: 1.23 ms\tBilled Duration: 2 ms\t"
        "Memory Size: 128 MB\tMax Memory Used: 64 MB\tInit Duration: 150.12 ms\t\n"
    ),
    "lambda_error": (
        f"2024-05-01T12:00:00.000Z\t{REQUEST_ID}\tERROR\tInvoke Error \t"
        '{"errorType":"Error","errorMessage":"Failed to process order 42"}\n'
    ),
    "multiline": 'EVENT {"orderId": 42, "user": "admin"}\nRESULT {"status": "ok"}',
    "warn": "[WARN] Retrying request to dynamodb (attempt 2)",
    "timeout": f"2024-05-01T12:00:03.000Z {REQUEST_ID} Task timed out after 3.00 seconds",
    "json_info": (
        '{"level":"INFO","user":"admin","latency":87,"path":"/orders","tags":["a","b"],'
        '"ok":true,"meta":null,"nested":{"id":7,"items":[{"sku":"A1","qty":2}]}}'
    ),
    "json_error": (
        '  {"level":"ERROR","user":"alice","latency":1500,"path":"/pay","ok":false,'
        '"errorCode":"AccessDenied","ip":"123.123.4.5"}'
    ),
    "json_array": '[{"level":"ERROR"}]',
    "json_broken": '{"level": "ERROR"',
    "apache_ok": '127.0.0.1 - frank [10/Oct/2000:13:25:15 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326',
    "apache_404": '10.0.0.7 - - [10/Oct/2000:13:35:22 -0700] "GET /index.html HTTP/1.0" 404 1534',
    "apache_500": '192.168.1.20 - bob [10/Oct/2000:13:50:35 -0700] "POST /api/orders HTTP/1.1" 500 5324',
}


def _matching(pattern: str) -> set[str]:
    compiled = compile_pattern(pattern)
    return {name for name, message in CORPUS.items() if compiled.matches(message)}


@pytest.fixture
def corpus() -> dict[str, str]:
    """The realistic events, by name."""
    return dict(CORPUS)


@pytest.fixture
def matching() -> Callable[[str], set[str]]:
    """``matching(pattern)`` is the set of corpus event names the pattern selects."""
    return _matching


@pytest.fixture
def assert_invalid() -> Callable[..., None]:
    """``assert_invalid(pattern, message=...)`` checks the exact AWS error for a bad pattern."""
    from labcloud.errors import AwsError

    def check(pattern: str, message: str | None = None) -> None:
        with pytest.raises(AwsError) as caught:
            compile_pattern(pattern)
        error = caught.value
        assert error.code == "InvalidParameterException"
        assert error.status == 400
        if message is not None:
            assert error.message == message

    return check
