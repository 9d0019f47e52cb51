"""Object Lock's one write: a version's stored headers (its retention and legal hold live there).

The lock of a version is kept in its ``headers`` JSON, so it moves with the version between
``s3_objects`` (current) and ``s3_versions`` (older) like the rest of its headers.
"""

from __future__ import annotations

from labcloud.store.db import Store


def set_headers(store: Store, bucket: str, key: str, version_id: str, headers: str) -> None:
    """Replace the stored headers of one version, current or older."""
    done = store.execute(
        "UPDATE s3_objects SET headers=? WHERE bucket=? AND key=? AND COALESCE(version_id, 'null')=?",
        (headers, bucket, key, version_id),
    )
    if done.rowcount == 0:
        store.execute(
            "UPDATE s3_versions SET headers=? WHERE bucket=? AND key=? AND version_id=? AND is_marker=0",
            (headers, bucket, key, version_id),
        )
