"""What versioning does to an object's writes, deletes and reads.

In an unversioned bucket a write replaces the object and a delete removes it. Once versioning is on,
a write keeps the replaced version as an older one (``Enabled``) or replaces the key's ``null``
version (``Suspended``); a delete without a version id adds a delete marker; a delete of a version id
removes that version for good, and when it was the newest, the next newest object version is current
again. Callers run these inside their transaction; the files of removed versions go after the commit.
"""

from __future__ import annotations

from email.utils import formatdate

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3 import replication
from labcloud.services.s3.core import ObjectChange
from labcloud.services.s3.errors import no_such_key
from labcloud.services.s3.repo import objects, versions
from labcloud.services.s3.repo.objects import ObjectRow
from labcloud.services.s3.repo.versions import VersionRow
from labcloud.services.s3.state import S3State
from labcloud.services.s3.versioning import ENABLED, NULL, check_id, new_id, status


def no_such_version(key: str, version_id: str) -> AwsError:
    return AwsError(
        "NoSuchVersion",
        "The specified version does not exist.",
        status=404,
        Key=key,
        VersionId=version_id,
    )


def _marker_headers(error: AwsError, marker: VersionRow) -> AwsError:
    error.headers.extend(
        [
            ("x-amz-delete-marker", "true"),
            ("x-amz-version-id", marker.version_id),
        ]
    )
    return error


def _drop(state: S3State, blobs: list[str]) -> None:
    kept = [b for b in blobs if b]
    if kept:
        state.store.after_commit(lambda: state.blobs.delete(kept))


def _replace_null(state: S3State, bucket: str, key: str, existing: ObjectRow | None) -> None:
    """Suspended versioning: the key's ``null`` version goes (current or older); another current one ages."""
    store = state.store
    gone: list[str] = []
    if existing is not None:
        if (existing.version_id or NULL) == NULL:
            objects.delete(store, bucket, key)
            gone.append(existing.blob)
        else:
            versions.demote(store, bucket, key, clock.now())
    old = versions.get(store, bucket, key, NULL)
    if old is not None:
        versions.remove(store, old)
        gone.append(old.obj.blob)
    _drop(state, gone)


def before_write(state: S3State, bucket: str, key: str, existing: ObjectRow | None) -> str | None:
    """Make room for a new current version of ``key``: its version id (None in an unversioned bucket)."""
    mode = status(state, bucket)
    if mode is None:
        if existing is not None:
            _drop(state, [existing.blob])
        return None
    if mode == ENABLED:
        if existing is not None:
            versions.demote(state.store, bucket, key, clock.now())
        versions.retire(state.store, bucket, key, clock.now())  # a current delete marker is noncurrent now
        return new_id()
    _replace_null(state, bucket, key, existing)
    versions.retire(state.store, bucket, key, clock.now())
    return NULL


def add_delete_marker(
    state: S3State,
    ctx: RequestContext,
    bucket: str,
    key: str,
    mode: str,
    event: str = "ObjectRemoved:DeleteMarkerCreated",
) -> str:
    """A delete without a version id in a versioned bucket (or a lifecycle ``Expiration``, whose ``event``
    is ``LifecycleExpiration:DeleteMarkerCreated``): the new marker's version id."""
    store = state.store
    existing = objects.get(store, bucket, key)
    if mode == ENABLED:
        version_id = new_id()
        if existing is not None:
            versions.demote(store, bucket, key, clock.now())
    else:
        version_id = NULL
        _replace_null(state, bucket, key, existing)
    versions.add_marker(store, bucket, key, version_id, ctx.account_id, clock.now())
    if event == "ObjectRemoved:DeleteMarkerCreated":  # lifecycle's markers are never replicated (as AWS)
        replication.mark_marker(state, bucket, key, version_id)
    state.changed(
        ctx,
        ObjectChange(bucket, key, event, 0, "", state.sequencer(), version_id=version_id),
    )
    return version_id


def _promote_newest(state: S3State, bucket: str, key: str) -> None:
    """After the latest version went: the newest older one (an object or a delete marker) is current again."""
    newest = versions.newest(state.store, bucket, key)
    if newest is not None and not newest.is_marker:
        versions.promote(state.store, newest)
    elif newest is not None:
        versions.reinstate(state.store, newest)


def delete_version(
    state: S3State, ctx: RequestContext, bucket: str, key: str, version_id: str
) -> bool | None:
    """Remove one version for good: True if it was a delete marker, False if an object, None if absent."""
    store = state.store
    current = objects.get(store, bucket, key)
    if current is not None and (current.version_id or NULL) == version_id:
        objects.delete(store, bucket, key)
        _drop(state, [current.blob])
        _promote_newest(state, bucket, key)
        was_marker = False
    else:
        old = versions.get(store, bucket, key, version_id)
        if old is None:
            return None
        versions.remove(store, old)
        _drop(state, [old.obj.blob])
        if current is None:
            _promote_newest(state, bucket, key)
        was_marker = old.is_marker
    state.changed(
        ctx,
        ObjectChange(bucket, key, "ObjectRemoved:Delete", 0, "", state.sequencer(), version_id=version_id),
    )
    return was_marker


def find(state: S3State, bucket: str, key: str, version_id: str | None, method: str) -> ObjectRow:
    """The object a read names: the current version, or the version ``version_id`` names."""
    store = state.store
    current = objects.get(store, bucket, key)
    if version_id is None:
        if current is not None:
            return current
        error = no_such_key(key)
        newest = versions.newest(store, bucket, key)
        if newest is not None and newest.is_marker:
            _marker_headers(error, newest)
        raise error
    check_id(version_id)
    if current is not None and (current.version_id or NULL) == version_id:
        return current
    old = versions.get(store, bucket, key, version_id)
    if old is None:
        raise no_such_version(key, version_id)
    if old.is_marker:
        error = AwsError(
            "MethodNotAllowed",
            "The specified method is not allowed against this resource.",
            status=405,
            Method=method,
            ResourceType="DeleteMarker",
        )
        error.headers.append(("Last-Modified", formatdate(old.obj.last_modified, usegmt=True)))
        raise _marker_headers(error, old)
    return old.obj
