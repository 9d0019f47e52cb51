"""Deterministic crash points for durability tests.

``LABCLOUD_CRASH_POINT=<name>`` makes the server kill itself with SIGKILL (no cleanup, exactly
like ``kill -9``) when it reaches the point of that name, so a test can prove what survives a
crash at an exact step instead of hoping a timed kill lands there. Unset (always, outside such
tests), a crash point costs one environment lookup. Points:

* ``iot.rules:<topic>`` — IoT has acknowledged (committed) a Publish to the topic and its outbox drain
  is about to run the rules on it.
* ``cfn.created:<LogicalId>`` — a CloudFormation resource handler's create has returned (the
  service committed it) but the engine has not yet recorded the physical id.
"""

from __future__ import annotations

import os
import signal

ENV = "LABCLOUD_CRASH_POINT"


def crash_point(name: str) -> None:
    """SIGKILL this process if ``LABCLOUD_CRASH_POINT`` names this point."""
    if os.environ.get(ENV) == name:
        os.kill(os.getpid(), signal.SIGKILL)
