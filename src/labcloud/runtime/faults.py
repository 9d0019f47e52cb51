"""What a fault does to one invocation inside the execution engine (the sandbox and its Runtime API).

The engine never decides faults: the Lambda provider gives the :class:`SandboxManager` a
``fault_for(spec, request_id)`` callback, and the answer, a :class:`SandboxFault`, is applied by
the sandbox at fixed points of the invocation:

1. ``delay_s``: the event is held back before it is handed to the runtime (start-up delay);
2. ``barrier``: awaited just before the hand-off, so copies released together run together;
3. ``error == "before"``: the invocation fails without running the handler (FIS preventExecution);
   ``crash == "before"``: the process is killed before the hand-off;
4. ``crash == "after"``: the process is killed when the runtime posts its response, so the
   handler's work is done but its answer is lost (``Runtime.ExitError``);
5. ``hold_s``: a successful response is held this long before the invocation ends (a slow consumer);
6. ``error == "after"``: the handler ran; its result is replaced by an error;
7. ``response`` (with ``response_when`` "before": instead of running the handler, "after": in place
   of its answer): the invocation succeeds with this payload (FIS's HTTP integration response).

``applied(what)`` is called once per fault actually applied, so the caller can publish it.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Literal

FAULT_ERROR_TYPE = "Labcloud.InjectedFault"


@dataclass
class SandboxFault:
    delay_s: float = 0.0
    barrier: Callable[[], Awaitable[None]] | None = None
    crash: Literal["before", "after"] | None = None
    error: Literal["before", "after"] | None = None
    hold_s: float = 0.0
    response: bytes | None = None
    response_when: Literal["before", "after"] = "after"
    applied: Callable[[str], None] | None = None

    def note(self, what: str) -> None:
        if self.applied is not None:
            self.applied(what)


def injected_error(request_id: str, when: str) -> bytes:
    """The error payload of an invocation failed on purpose."""
    where = "before the handler ran" if when == "before" else "after the handler ran"
    return json.dumps(
        {
            "errorType": FAULT_ERROR_TYPE,
            "errorMessage": f"RequestId: {request_id} Error: invocation failed by an injected fault "
            f"({where})",
        }
    ).encode()
