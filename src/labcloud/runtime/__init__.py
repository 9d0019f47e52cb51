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

from labcloud.runtime.artifact import CodeArtifact, extract_code, extract_code_async
from labcloud.runtime.launch import SUPPORTED_RUNTIMES, check_runtime_available
from labcloud.runtime.manager import SandboxManager
from labcloud.runtime.spec import FunctionSpec, InvokeResult

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
