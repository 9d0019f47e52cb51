"""GroupMeter: the resident memory of a sandbox's whole process group, found cheaply."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from labcloud.runtime.memory import GroupMeter, descendants, group_members

pytestmark = pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="needs /proc")

HOLD = (
    "import sys, time; x = bytearray(int(sys.argv[1]) * 1024 * 1024); x[::4096] = b'1' * len(x[::4096]); "
    "open(sys.argv[2], 'w').close(); time.sleep(30)"
)


def _wait_for(path: Path) -> None:
    for _ in range(400):
        if path.exists():
            return
        time.sleep(0.025)
    raise AssertionError(f"{path} never appeared")


@pytest.fixture
def group(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], Path]]:
    """A leader (bash) whose child holds 60 MB, and a grandchild orphaned into the group holding 40 MB."""
    script = (
        f'{sys.executable} -c "{HOLD}" 60 {tmp_path / "child"} & '
        f'( {sys.executable} -c "{HOLD}" 40 {tmp_path / "orphan"} & ) ; wait'
    )
    proc = subprocess.Popen(["bash", "-c", script], start_new_session=True)
    try:
        _wait_for(tmp_path / "child")
        _wait_for(tmp_path / "orphan")
        yield proc, tmp_path
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def test_descendants_walk_the_tree_and_the_full_scan_finds_orphans(
    group: tuple[subprocess.Popen[bytes], Path],
) -> None:
    proc, _ = group
    tree = descendants(proc.pid)
    members = group_members(proc.pid)
    assert tree is not None and tree[0] == proc.pid
    assert set(tree) < set(members)  # the orphan was re-parented away from the leader
    assert len(members) - len(tree) >= 1


def test_meter_counts_children_and_orphans_of_the_group(group: tuple[subprocess.Popen[bytes], Path]) -> None:
    proc, _ = group
    meter = GroupMeter(proc.pid, rescan_s=0.0, full_scan_s=3600)
    first = meter.sample()  # the first sample scans the whole group
    assert first > 100 * 1024 * 1024
    again = meter.sample()  # later ones walk the tree and keep the orphan found by the scan
    assert again > 100 * 1024 * 1024
    assert meter.peak_bytes >= max(first, again)


def test_meter_relists_members_on_a_clock_not_per_sample(group: tuple[subprocess.Popen[bytes], Path]) -> None:
    proc, _ = group
    meter = GroupMeter(proc.pid, rescan_s=3600, full_scan_s=3600)
    meter._members = [proc.pid]  # noqa: SLF001 - as if the children had not been seen yet
    meter._next_walk = time.monotonic() + 3600  # noqa: SLF001
    assert meter.sample() < 50 * 1024 * 1024  # only the leader (bash) is read until the next walk
    meter._next_walk = 0.0  # noqa: SLF001
    assert meter.sample() > 50 * 1024 * 1024
