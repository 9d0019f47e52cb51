"""The fuzz run (``fuzz_operations.py``), second half of the operations (the first is in
``test_fuzz_operations.py``): a file of its own so another xdist worker (``--dist loadfile``) runs it."""

from __future__ import annotations

import pytest
from fuzz_operations import fuzz_operation, half, ids

from labcloud.testing.server_process import LabcloudProcess

MINE = half(1)


@pytest.mark.timeout(600)
@pytest.mark.parametrize(("service", "protocol", "operation"), MINE, ids=ids(MINE))
def test_fuzz_operation(fuzz_server: LabcloudProcess, service: str, protocol: str, operation: str) -> None:
    fuzz_operation(fuzz_server, service, protocol, operation)
