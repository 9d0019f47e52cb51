"""Layer, config and manifest bytes as content-addressed files under the data dir, and uploads in progress.

``<data dir>/ecr/blobs/sha256/<hex>`` holds a blob whose SHA-256 is ``<hex>``; ``<data dir>/ecr/uploads/<id>``
the bytes an upload has received so far. Paths are built only from checked hex digests and upload ids
(a UUID's characters), so no name reaches outside those folders. Each file is written whole and synced
before the row naming it commits (a push that got its answer survives a restart). State snapshots keep the
blob files (``store/snapshot.py``'s ``ecr/blobs`` area), not uploads in progress.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

_DIGEST = re.compile(r"^sha256:([0-9a-f]{64})$")
_UPLOAD = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
#: Bytes read at a time when hashing or serving a blob.
CHUNK = 1 << 20


def digest_of(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def valid_digest(digest: str) -> bool:
    return _DIGEST.match(digest) is not None


def valid_upload_id(upload_id: str) -> bool:
    return _UPLOAD.match(upload_id) is not None


def _sync_write(path: Path, data: bytes, *, append: bool = False) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "ab" if append else "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def _sync_dir(folder: Path) -> None:
    """Make a rename into ``folder`` durable (the directory entry, not only the file's bytes)."""
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


class Blobs:
    def __init__(self, root: Path) -> None:
        self.root = root

    def _blob(self, digest: str) -> Path:
        match = _DIGEST.match(digest)
        if match is None:
            raise ValueError(f"not a sha256 digest: {digest!r}")
        return self.root / "blobs" / "sha256" / match.group(1)

    def _upload(self, upload_id: str) -> Path:
        if not valid_upload_id(upload_id):
            raise ValueError(f"not an upload id: {upload_id!r}")
        return self.root / "uploads" / upload_id

    def exists(self, digest: str) -> bool:
        return self._blob(digest).is_file()

    def size(self, digest: str) -> int:
        return self._blob(digest).stat().st_size

    def read(self, digest: str) -> bytes:
        return self._blob(digest).read_bytes()

    def chunks(self, digest: str, start: int = 0, end: int | None = None) -> Iterator[bytes]:
        """The blob's bytes from ``start`` up to ``end`` (exclusive; None: the end), a chunk at a time."""
        with open(self._blob(digest), "rb") as handle:
            handle.seek(start)
            left = None if end is None else end - start
            while left is None or left > 0:
                chunk = handle.read(CHUNK if left is None else min(CHUNK, left))
                if not chunk:
                    return
                if left is not None:
                    left -= len(chunk)
                yield chunk

    def write(self, data: bytes) -> str:
        """Keep ``data`` as a blob; its digest."""
        digest = digest_of(data)
        path = self._blob(digest)
        if not path.is_file():
            temporary = path.with_name(path.name + ".tmp")  # (never kept by a state snapshot)
            _sync_write(temporary, data)
            os.replace(temporary, path)
            _sync_dir(path.parent)
        return digest

    def append(self, upload_id: str, data: bytes) -> None:
        _sync_write(self._upload(upload_id), data, append=True)

    def finish(self, upload_id: str) -> tuple[str, int]:
        """The upload's digest and size, its bytes moved to the blob of that digest."""
        path = self._upload(upload_id)
        hasher = hashlib.sha256()
        size = 0
        if path.is_file():
            with open(path, "rb") as handle:
                while chunk := handle.read(CHUNK):
                    hasher.update(chunk)
                    size += len(chunk)
        digest = "sha256:" + hasher.hexdigest()
        target = self._blob(digest)
        if path.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(path, target)
            _sync_dir(target.parent)
        else:
            _sync_write(target, b"")
        return digest, size

    def drop_upload(self, upload_id: str) -> None:
        try:
            self._upload(upload_id).unlink()
        except (FileNotFoundError, ValueError):
            pass

    def drop(self, digest: str) -> None:
        try:
            self._blob(digest).unlink()
        except (FileNotFoundError, ValueError):
            pass


async def stream(chunks: Iterator[bytes]) -> AsyncIterator[bytes]:
    """``chunks`` as a response body stream."""
    for chunk in chunks:
        yield chunk
