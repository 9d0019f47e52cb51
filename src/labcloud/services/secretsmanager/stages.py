"""Staging labels as Secrets Manager moves them (pure: versions' labels in, versions' labels out).

A label is on at most one version. Moving AWSCURRENT to a version moves AWSPREVIOUS to the version
that had AWSCURRENT; a version left without labels is deprecated (kept, hidden from listings unless
asked, and eventually removed: labcloud keeps the newest deprecated versions up to AWS's limit).
"""

from __future__ import annotations

CURRENT = "AWSCURRENT"
PENDING = "AWSPENDING"
PREVIOUS = "AWSPREVIOUS"

MAX_LABELS_PER_VERSION = 20
#: AWS keeps about 100 versions of a secret; older deprecated ones go.
MAX_VERSIONS = 100


def attach(
    labels: dict[str, tuple[str, ...]], version_id: str, wanted: list[str]
) -> dict[str, tuple[str, ...]]:
    """The labels after putting ``wanted`` on ``version_id`` (taken from wherever they were)."""
    out = {vid: tuple(stages) for vid, stages in labels.items()}
    out.setdefault(version_id, ())
    for label in wanted:
        holder = next((vid for vid, stages in out.items() if label in stages), None)
        if holder == version_id:
            continue
        if holder is not None:
            out[holder] = tuple(s for s in out[holder] if s != label)
        if label == CURRENT:
            for vid in out:
                out[vid] = tuple(s for s in out[vid] if s != PREVIOUS)
            if holder is not None:
                out[holder] = (*out[holder], PREVIOUS)
        out[version_id] = (*out[version_id], label)
    return out


def detach(labels: dict[str, tuple[str, ...]], version_id: str, label: str) -> dict[str, tuple[str, ...]]:
    out = dict(labels)
    out[version_id] = tuple(s for s in out[version_id] if s != label)
    return out


def holder(labels: dict[str, tuple[str, ...]], label: str) -> str | None:
    return next((vid for vid, stages in labels.items() if label in stages), None)
