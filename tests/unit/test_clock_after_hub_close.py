"""A closed hub's store no longer keeps the clock's offset: a later move (a test building hubs one after
another in one process, as tests/unit does) works in memory instead of failing on a closed database."""

from __future__ import annotations

from pathlib import Path

from labcloud import clock
from labcloud.config import Settings
from labcloud.hub import Hub


def test_a_move_after_the_hub_closed_is_kept_in_memory(tmp_path: Path) -> None:
    hub = Hub(Settings(data_dir=tmp_path), deferred=True)
    hub.close()
    try:
        assert clock.advance(60) == 60
        assert clock.offset() == 60
    finally:
        clock.reset()
    assert clock.offset() == 0
