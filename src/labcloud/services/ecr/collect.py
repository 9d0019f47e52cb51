"""Blob garbage collection: a blob file no repository's layer or image names any more is removed."""

from __future__ import annotations

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
