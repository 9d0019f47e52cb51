"""``labcloud lab …`` as a subprocess against a test server, with a private working-folder root."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

LABS_DIR = tempfile.mkdtemp(prefix="labcloud-labs-")


def lab(endpoint: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
    env["LABCLOUD_LABS_DIR"] = LABS_DIR
    extra = ["--endpoint", endpoint] if endpoint and args[0] not in ("show",) else []
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "lab", *args, *extra],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
