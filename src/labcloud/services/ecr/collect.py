"""Blob garbage collection: a blob file no repository's layer or image names any more is removed, an upload
left unfinished for a day (on labcloud's clock) is dropped with its bytes, and after a reset every file goes
(the tables naming them are gone)."""

from __future__ import annotations

from labcloud.services.ecr.repo.images import Upload
from labcloud.services.ecr.state import EcrState


def collect(state: EcrState) -> int:
    """Remove the unnamed blob files; how many went."""
    folder = state.blobs.root / "blobs" / "sha256"
    if not folder.is_dir():
        return 0
    named = state.images.all_digests()
    gone = 0
    for path in folder.iterdir():
        digest = "sha256:" + path.name
        if len(path.name) == 64 and digest not in named:
            state.blobs.drop(digest)
            gone += 1
    return gone


#: Seconds between sweeps of unfinished uploads.
SWEEP_SECONDS = 300.0


def live_upload(state: EcrState, upload_id: str, now: float) -> Upload | None:
    """The upload, or None when there is none or it is older than a day and only waits for the sweep to drop
    it (so the answer does not depend on when the sweep last ran)."""
    found = state.images.upload(upload_id)
    if found is None or found.created < now - state.upload_seconds:
        return None
    return found


def expire_uploads(state: EcrState, now: float) -> int:
    """Drop the uploads started more than a day before ``now``; how many."""
    stale = state.images.uploads_before(now - state.upload_seconds)
    if stale:
        with state.store.transaction():
            for upload_id in stale:
                state.images.end_upload(upload_id)
        for upload_id in stale:
            state.blobs.drop_upload(upload_id)
    return len(stale)


def after_reset(state: EcrState) -> None:
    """The tables were wiped: forget the cached policy count, remove every blob and upload file."""
    state.repositories.forget()
    collect(state)
    uploads = state.blobs.root / "uploads"
    if uploads.is_dir():
        for path in uploads.iterdir():
            state.blobs.drop_upload(path.name)
