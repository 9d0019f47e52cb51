"""Lambda execution engine: real code run in local sandbox processes, no Docker.

Each sandbox is one process (its own process group) driven through the real Lambda Runtime
API, served on a private loopback listener. The public surface:

* :func:`extract_code` / :func:`extract_code_async` unpack a deployment (or layer) zip once per
  content hash into a read-only folder and give the AWS ``CodeSha256``.
* :func:`check_runtime_available` tells at deploy time whether a runtime can run here.
* :class:`FunctionSpec` describes what to run; :class:`SandboxManager` runs it
  (:meth:`SandboxManager.invoke` returns an :class:`InvokeResult`), keeps warm sandboxes,
  enforces timeouts, memory and concurrency limits, and streams CloudWatch-style log events.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labcloud.runtime.artifact import CodeArtifact, extract_code, extract_code_async
    from labcloud.runtime.launch import SUPPORTED_RUNTIMES, check_runtime_available
    from labcloud.runtime.manager import SandboxManager
    from labcloud.runtime.spec import FunctionSpec, InvokeResult

#: Where each public name lives: imported on first use, so importing one small module of the
#: package (``runtime.faults``, ``runtime.confine``) does not load the sandbox machinery.
_HOMES = {
    "CodeArtifact": "artifact",
    "extract_code": "artifact",
    "extract_code_async": "artifact",
    "SUPPORTED_RUNTIMES": "launch",
    "check_runtime_available": "launch",
    "SandboxManager": "manager",
    "FunctionSpec": "spec",
    "InvokeResult": "spec",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)


__all__ = [
    "SUPPORTED_RUNTIMES",
    "CodeArtifact",
    "FunctionSpec",
    "InvokeResult",
    "SandboxManager",
    "check_runtime_available",
    "extract_code",
    "extract_code_async",
]
