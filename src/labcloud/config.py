"""Server settings: where to listen, where state lives, which account and region by default."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from labcloud.tuning import Tuning


def ca_file(data_dir: Path) -> Path:
    """The CA certificate of the server keeping its state in ``data_dir`` (``labcloud ca``)."""
    return data_dir / "tls" / "ca.pem"


def default_data_dir() -> Path:
    base = os.environ.get("LABCLOUD_DATA_DIR") or os.environ.get("XDG_DATA_HOME")
    if os.environ.get("LABCLOUD_DATA_DIR"):
        return Path(os.environ["LABCLOUD_DATA_DIR"])
    return Path(base or Path.home() / ".local" / "share") / "labcloud"


def default_sfn_mock_config() -> Path | None:
    """Step Functions Local's mock configuration file (its own variable name, or labcloud's)."""
    given = os.environ.get("LABCLOUD_SFN_MOCK_CONFIG") or os.environ.get("SFN_MOCK_CONFIG")
    return Path(given) if given else None


def default_snapshot_dir() -> Path | None:
    """Where state snapshots are kept when set apart from the data dir (``$LABCLOUD_SNAPSHOT_DIR``)."""
    given = os.environ.get("LABCLOUD_SNAPSHOT_DIR")
    return Path(given) if given else None


@dataclass
class Settings:
    """The server's settings: address, data dir, default account and Region, enforcement and limits."""

    host: str = "127.0.0.1"
    port: int = 5000
    data_dir: Path = field(default_factory=default_data_dir)
    in_memory: bool = False
    account_id: str = "000000000000"
    region: str = "us-east-1"
    enforce_iam: bool = False
    verify_signatures: bool = False
    #: Largest request body accepted, in bytes (a 50 MB Lambda zip arrives base64-encoded).
    max_body_bytes: int = 80 * 1024 * 1024
    #: Seconds per bucket of the metrics the services publish: 60 (CloudWatch's default) or 1 (lab mode).
    metrics_resolution: int = 60
    #: Seconds a request head (request line and headers) may take to arrive whole (docs/http.md).
    http_head_timeout: float = 30.0
    #: Seconds a keep-alive connection may sit idle, or a request body pause, before the connection closes.
    http_idle_timeout: float = 30.0
    #: Seconds a WebSocket API connection may pass with no message either way before it closes (AWS: 600).
    websocket_idle_timeout: float = 600.0
    #: Step Functions Local's mock configuration file (docs/stepfunctions.md), for ``arn#TestCase`` starts.
    sfn_mock_config: Path | None = field(default_factory=default_sfn_mock_config)
    #: The ``LABCLOUD_*`` tuning variables, read once here (labcloud/tuning.py); services read only this.
    tuning: Tuning = field(default_factory=Tuning)
    #: Where ``labcloud state save`` writes snapshots (docs/state.md); None: ``<data dir>/snapshots``.
    snapshot_dir: Path | None = field(default_factory=default_snapshot_dir)
    #: Classroom mode (docs/classroom.md): the roster file, or None. Every request must then be signed
    #: with a known key; the learners it names each get an account of their own.
    classroom: Path | None = None
    #: Concurrent Lambda invocations (and live sandboxes) across every function and account; past it
    #: invocations are throttled (TooManyRequestsException). A class gets one per learner at least.
    sandbox_limit: int = 10

    @property
    def endpoint(self) -> str:
        host = "127.0.0.1" if self.host in ("0.0.0.0", "::", "") else self.host
        return f"http://{host}:{self.port}"

    @property
    def snapshots_path(self) -> Path:
        return self.snapshot_dir if self.snapshot_dir is not None else self.data_dir / "snapshots"

    @property
    def database_path(self) -> Path | None:
        return None if self.in_memory else self.data_dir / "labcloud.db"

    @property
    def tls_dir(self) -> Path:
        """Where labcloud's local CA is kept (http/authority.py): its certificate is ``ca.pem``."""
        return self.scratch_dir / "tls"

    @property
    def ca_file(self) -> Path:
        """labcloud's CA certificate (made at the first start), what ``curl --cacert`` is given."""
        return ca_file(self.scratch_dir)

    @property
    def scratch_dir(self) -> Path:
        """Where code, sandboxes and other files live (a temp dir for in-memory runs)."""
        if self.in_memory:
            import tempfile

            if not hasattr(self, "_scratch"):
                self._scratch = Path(tempfile.mkdtemp(prefix="labcloud-"))
            return self._scratch
        return self.data_dir
