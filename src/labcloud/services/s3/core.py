"""The state every S3 module works on, and the lookups they share (buckets, owners, change hooks)."""

from __future__ import annotations

import hashlib
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.s3.blobs import Blobs
from labcloud.services.s3.errors import no_such_bucket

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: Largest single PutObject / UploadPart body (AWS: 5 GiB).
MAX_OBJECT_BYTES = 5 * 1024**3


@dataclass(frozen=True, slots=True)
class ObjectChange:
    """One object created or removed, as notifications and the event bus describe it."""

    bucket: str
    key: str
    event: str  # e.g. "ObjectCreated:Put", "ObjectRemoved:Delete"
    size: int = 0
    etag: str = ""
    sequencer: str = ""


ChangeListener = Callable[[RequestContext, ObjectChange], None]


@dataclass
class S3State:
    hub: Hub
    root: Path
    blobs: Blobs = field(init=False)
    listeners: list[ChangeListener] = field(default_factory=list)
    _sequence: int = 0
    #: Whether any bucket has a policy (None: not known, recounted on the next ask).
    _any_policy: bool | None = None

    def __post_init__(self) -> None:
        self.blobs = Blobs(self.root)

    def any_policy(self) -> bool:
        """Whether any bucket has a policy (IAM enforcement skips bucket lookups when none does)."""
        if self._any_policy is None:
            row = self.hub.store.one("SELECT 1 FROM s3_buckets WHERE policy IS NOT NULL LIMIT 1")
            self._any_policy = row is not None
        return self._any_policy

    def policies_changed(self) -> None:
        """A policy was set or removed (or a bucket deleted): recount now and once the change commits."""
        self._any_policy = None
        self.hub.store.after_commit(self._forget_policies)

    def _forget_policies(self) -> None:
        self._any_policy = None

    def bucket(self, name: str) -> sqlite3.Row:
        row = self.hub.store.one("SELECT * FROM s3_buckets WHERE name=?", (name,))
        if row is None:
            raise no_such_bucket(name)
        return row

    def bucket_exists(self, name: str) -> bool:
        return self.hub.store.one("SELECT 1 FROM s3_buckets WHERE name=?", (name,)) is not None

    def sequencer(self) -> str:
        """S3's per-key ordering token for notifications (a hex string that grows)."""
        self._sequence += 1
        return f"{time.time_ns():016X}{self._sequence % 0xFFFF:04X}"

    def changed(self, ctx: RequestContext, change: ObjectChange) -> None:
        """Tell listeners (event bus, notifications) once the current transaction commits."""

        def fire() -> None:
            for listener in self.listeners:
                listener(ctx, change)

        self.hub.store.after_commit(fire)


class BucketNames:
    """S3's :class:`~labcloud.front_doors.Buckets` front door: does a bucket of that name exist?"""

    def __init__(self, state: S3State) -> None:
        self.state = state

    def exists(self, name: str) -> bool:
        return self.state.bucket_exists(name)


def canonical_id(account_id: str) -> str:
    """A stable 64-hex canonical user id for an account (S3's Owner.ID)."""
    return hashlib.sha256(f"labcloud-canonical-{account_id}".encode()).hexdigest()


def owner(account_id: str) -> dict[str, str]:
    return {"ID": canonical_id(account_id), "DisplayName": f"labcloud-{account_id}"}


def bucket_arn(bucket: str) -> str:
    return f"arn:aws:s3:::{bucket}"
