"""``labcloud clock`` and ``/_labcloud/clock``: showing, advancing, setting and resetting the server clock,
the errors for what is not a duration or a time, the ``clock.moved`` event, the offset surviving a
restart, and a reset of the server putting the clock back to wall time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


def clock_cli(server: LabcloudProcess, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, LABCLOUD_ENDPOINT=server.endpoint)
    command = [sys.executable, "-m", "labcloud.cli", "clock", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)


def post_error(server: LabcloudProcess, path: str, body: bytes) -> tuple[int, Any]:
    request = urllib.request.Request(server.endpoint + path, data=body, method="POST")
    with pytest.raises(urllib.error.HTTPError) as failure:
        urllib.request.urlopen(request, timeout=10)
    return failure.value.code, json.loads(failure.value.read())


def test_the_cli_shows_advances_sets_and_resets_the_clock(labcloud: LabcloudProcess):
    shown = clock_cli(labcloud)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.splitlines()[1] == "offset  0 (wall time)"
    advanced = clock_cli(labcloud, "advance", "1h")
    assert advanced.returncode == 0, advanced.stderr
    assert advanced.stdout.splitlines()[1] == "offset  +1h 0m 0s (3600.000 s) ahead of wall time"
    assert abs(labcloud.clock()["offset_seconds"] - 3600) < 0.001
    clock_cli(labcloud, "advance", "2d")
    assert abs(labcloud.clock()["offset_seconds"] - (3600 + 2 * 86400)) < 0.001
    moved = clock_cli(labcloud, "set", "2027-01-01T00:00:00Z")
    assert moved.returncode == 0, moved.stderr
    assert moved.stdout.startswith("now     2027-01-01T00:00:00")
    assert abs(labcloud.clock()["now"] - 1798761600) < 5
    as_json = json.loads(clock_cli(labcloud, "--json").stdout)
    assert set(as_json) == {"now", "iso", "offset_seconds", "wall"}
    back = clock_cli(labcloud, "reset")
    assert back.stdout.splitlines()[1] == "offset  0 (wall time)"
    assert labcloud.clock()["offset_seconds"] == 0
    assert abs(labcloud.clock()["now"] - time.time()) < 5


def test_the_cli_refuses_what_is_not_a_duration_or_a_time(labcloud: LabcloudProcess):
    for args in (["advance", "soon"], ["advance", "--", "-1h"], ["advance", "1y"], ["set", "next tuesday"]):
        answer = clock_cli(labcloud, *args)
        assert answer.returncode == 2, args
        assert answer.stdout.startswith("labcloud: ValidationException: "), answer.stdout
    assert labcloud.clock()["offset_seconds"] == 0


def test_the_endpoint_answers_validation_errors(labcloud: LabcloudProcess):
    assert post_error(labcloud, "/_labcloud/clock/advance", b"not json")[0] == 400
    for path, body in (
        ("/_labcloud/clock/advance", b"not json"),
        ("/_labcloud/clock/advance", b"[1]"),
        ("/_labcloud/clock/advance", b'{"by": true}'),
        ("/_labcloud/clock/advance", b'{"by": "200000d"}'),
        ("/_labcloud/clock/set", b'{"time": "3000-01-01T00:00:00Z"}'),
        ("/_labcloud/clock/set", b"{}"),
    ):
        status, answer = post_error(labcloud, path, body)
        assert (status, answer["error"]["code"]) == (400, "ValidationException"), (path, body)
    assert labcloud.advance_clock(90)["offset_seconds"] == pytest.approx(90, abs=0.01)
    assert labcloud.post("/_labcloud/clock/advance", {"seconds": 10})["offset_seconds"] == pytest.approx(
        100, abs=0.01
    )


def test_a_move_is_an_event_and_a_server_reset_returns_to_wall_time(labcloud: LabcloudProcess):
    labcloud.advance_clock("1h")
    moved = labcloud.get("/_labcloud/events?kind=clock.moved")["events"]
    assert [(e["service"], e["data"]["moved_by"]) for e in moved] == [
        ("labcloud", pytest.approx(3600, abs=0.01))
    ]
    labcloud.reset()
    assert labcloud.clock()["offset_seconds"] == 0


def test_the_view_shows_a_moved_clock(labcloud: LabcloudProcess):
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/view/", timeout=10) as page:
        html = page.read().decode()
    assert 'id="clock-offset"' in html


def test_the_offset_survives_a_restart(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        server.advance_clock("3d")
        server.kill()
        server.start()
        assert server.clock()["offset_seconds"] == pytest.approx(3 * 86400, abs=0.01)
        assert server.clock()["iso"][:10] == time.strftime("%Y-%m-%d", time.gmtime(time.time() + 3 * 86400))
    finally:
        server.stop()
