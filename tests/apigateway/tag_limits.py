"""API Gateway's tag limits as the tests of both APIs (REST and v2) probe them: one breach of each limit,
a set right at the limits, and the check that every Create* call refuses every breach."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest
from botocore.exceptions import ClientError

#: Each breach of the limits, as a tags map.
BREACHES = {
    "too many": {f"k{i}": "v" for i in range(51)},
    "reserved prefix": {"AWS:owner": "me"},
    "long key": {"k" * 129: "v"},
    "long value": {"k": "v" * 257},
}
#: 50 tags, the longest key and the longest values.
AT_THE_LIMITS = {f"k{i}": "v" * 256 for i in range(49)} | {"k" * 128: ""}


def assert_every_breach_refused(creators: Mapping[str, Callable[[dict[str, str]], Any]]) -> None:
    """Each create call, given each breach, is a BadRequestException (400) naming tags."""
    for operation, create in creators.items():
        for breach, tags in BREACHES.items():
            with pytest.raises(ClientError) as caught:
                create(tags)
            error = caught.value.response
            assert (error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]) == (
                "BadRequestException",
                400,
            ), (operation, breach)
            assert "tag" in error["Error"]["Message"].lower(), (operation, breach)
