"""``labcloud up`` pauses the garbage collector while it imports and builds the app, and serves with it on.

Start-up allocates tens of thousands of long-lived objects; collecting during that is wasted work, so
the collector is paused, and the survivors are frozen out of its generations before serving. A server
left without a collector would leak every reference cycle, so this checks the state the listener
starts in, in a real ``labcloud up`` process.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROBE = """
import gc, json, sys
import labcloud.http.listener as listener

def report(app, sock, *_args):
    sock.close()
    print(json.dumps({"enabled": gc.isenabled(), "frozen": gc.get_freeze_count()}), flush=True)
    return 0

listener.serve = report
from labcloud.cli import main
sys.exit(main(["up", "--port", "0", "--data-dir", sys.argv[1]]))
"""


def test_the_server_listens_with_the_collector_on_and_start_up_frozen(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "data")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    state = json.loads(done.stdout.strip().splitlines()[-1])
    assert state["enabled"] is True
    assert state["frozen"] > 10_000  # the modules, classes and app objects start-up made
