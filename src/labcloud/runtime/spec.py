"""The data crossing the runtime engine's boundary: what to run and what an invoke gave."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

InvokeStatus = Literal["success", "error", "timeout", "oom", "crash", "init_error"]


@dataclass(frozen=True)
class FunctionSpec:
    """One deployable configuration of a function, as the Lambda provider knows it.

    ``revision`` must change whenever code or configuration changes: warm sandboxes are only
    reused for the exact (function_name, version, revision, code_path) they were started with.
    ``code_path`` and ``layer_paths`` are folders made by :func:`labcloud.runtime.extract_code`.
    """

    function_name: str
    function_arn: str
    runtime: str
    handler: str
    code_path: Path
    version: str = "$LATEST"
    layer_paths: tuple[Path, ...] = ()
    environment: dict[str, str] = field(default_factory=dict)
    timeout_s: float = 3.0
    memory_mb: int = 128
    region: str = "us-east-1"
    account_id: str = "000000000000"
    revision: str = "1"
    log_group: str = ""
    architectures: tuple[str, ...] = ("x86_64",)
    ephemeral_storage_mb: int = 512
    #: LoggingConfig: "Text" or "JSON", and the JSON format's level filters ("" = INFO).
    log_format: str = "Text"
    application_log_level: str = ""
    system_log_level: str = ""
    #: The function has AWS's Parameters and Secrets extension layer (its HTTP interface is served for it).
    parameters_secrets_extension: bool = False
    #: The function has AWS's AppConfig extension layer (its HTTP interface is served for it).
    appconfig_extension: bool = False
    #: FileSystemConfigs: (host folder, LocalMountPath) pairs bound read-write in the sandbox's view.
    file_systems: tuple[tuple[str, str], ...] = ()
    #: The EFS access point's POSIX user (uid, gid, secondary gids) the sandbox runs as, when labcloud
    #: gives sandboxes dedicated users (as root).
    posix_user: tuple[int, int, tuple[int, ...]] | None = None
    #: The tenant a tenant-isolated (``PER_TENANT``) function's sandbox serves; None for other functions.
    #: Part of :attr:`pool_key`: a sandbox started for one tenant never serves another.
    tenant_id: str | None = None

    @property
    def log_group_name(self) -> str:
        """``log_group`` or AWS's default ``/aws/lambda/<name>``."""
        return self.log_group or f"/aws/lambda/{self.function_name}"

    @property
    def pool_key(self) -> tuple[str, str, str, str, str | None]:
        """Sandboxes are shared only between invokes of the same key (the tenant's, too)."""
        return (self.function_name, self.version, self.revision, str(self.code_path), self.tenant_id)


@dataclass
class InvokeResult:
    """The outcome of one invocation.

    ``payload`` is the function's response bytes, or the AWS-shaped error JSON when
    ``function_error`` is ``"Unhandled"``. ``log_tail`` is the last 4 KB of this invocation's log
    (START..REPORT) as text, for ``LogType=Tail`` (the provider base64-encodes it).
    ``init_duration_ms`` is set on cold starts only.
    """

    request_id: str
    payload: bytes
    function_error: str | None
    status: InvokeStatus
    duration_ms: float
    billed_duration_ms: int
    max_memory_mb: int
    init_duration_ms: float | None
    log_tail: str
    sandbox_id: str
    cold: bool
    executed_version: str = "$LATEST"
    #: Bytes a streamed answer sent as it was written (then ``payload`` is empty); None for a whole answer.
    streamed_bytes: int | None = None
