"""The fuzz run (``fuzz_operations.py``), first half of the operations; ``test_fuzz_operations_b.py`` runs
the other half on another xdist worker. Also checks that the two halves cover every operation once."""

from __future__ import annotations

import pytest
from fuzz_operations import HALVES, OPERATIONS, fuzz_operation, half, ids

from labcloud.testing.server_process import LabcloudProcess

MINE = half(0)


def test_the_halves_cover_every_operation_once() -> None:
    halves = [half(i) for i in range(HALVES)]
    assert sorted(op for h in halves for op in h) == sorted(OPERATIONS)
    assert len({op for h in halves for op in h}) == len(OPERATIONS)


@pytest.mark.timeout(600)
@pytest.mark.parametrize(("service", "protocol", "operation"), MINE, ids=ids(MINE))
def test_fuzz_operation(fuzz_server: LabcloudProcess, service: str, protocol: str, operation: str) -> None:
    fuzz_operation(fuzz_server, service, protocol, operation)
