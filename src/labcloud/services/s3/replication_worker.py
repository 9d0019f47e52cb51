"""Copying ``PENDING`` versions to their destination buckets, in the background, one at a time.

A change listener queues each committed write (or delete marker) of a bucket with a replication
configuration; the queue is bounded (``QUEUE_SIZE``): what does not fit stays ``PENDING`` in the store
and is found again by the next scan (at start, and every ``SCAN_SECONDS``). A version is copied with
its version id, metadata, headers and bytes (a hard link of its file), in the rule's storage class;
the replica answers ``ReplicationStatus: REPLICA``. The source version becomes ``COMPLETED``, or
``FAILED`` when the destination is gone or unversioned, or the role may not be assumed by S3 or may
not ``s3:GetObjectVersionForReplication`` on the source and ``s3:ReplicateObject`` (``s3:ReplicateDelete``
for a delete marker) on the destination, as IAM's policy evaluation decides.
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass, field
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.crash_points import crash_point
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.s3 import replication
from labcloud.services.s3.core import ObjectChange, bucket_arn
from labcloud.services.s3.repo import buckets, versions
from labcloud.services.s3.repo import objects as stored
from labcloud.services.s3.repo import replication as rows
from labcloud.services.s3.repo.objects import ObjectRow
from labcloud.services.s3.state import S3State
from labcloud.services.s3.versioning import ENABLED, status
from labcloud.services.sts.interfaces import RoleSessions

log = logging.getLogger("labcloud.s3.replication")

QUEUE_SIZE = 1000
SCAN_SECONDS = 60.0  # the period of the scan service.py declares
SESSION_NAME = "s3-replication"
SERVICE_PRINCIPAL = "s3.amazonaws.com"
Item = tuple[str, str, str]


@dataclass(slots=True)
class Replicator:
    """The queue of versions to replicate and the task working through it."""

    state: S3State
    queue: asyncio.Queue[Item] = field(default_factory=lambda: asyncio.Queue(QUEUE_SIZE))
    queued: set[Item] = field(default_factory=set)
    task: asyncio.Task[None] | None = None

    def offer(self, item: Item) -> None:
        if item in self.queued:
            return
        try:
            self.queue.put_nowait(item)
        except asyncio.QueueFull:
            return  # stays PENDING in the store: the next scan finds it
        self.queued.add(item)

    def scan(self) -> None:
        for found in rows.pending(self.state.store, QUEUE_SIZE):
            self.offer((found.bucket, found.key, found.version_id))

    def start(self) -> None:
        self.scan()
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            try:
                await self.task
            except asyncio.CancelledError:
                pass
            self.task = None

    async def _run(self) -> None:
        while True:
            item = await self.queue.get()
            self.queued.discard(item)
            try:
                await replicate(self.state, *item)
            except Exception:  # one bad version must not stop the others
                log.exception("s3: replicating %s failed", item)


def on_change(state: S3State, replicator: Replicator, ctx: RequestContext, change: ObjectChange) -> None:
    """A committed change: queue it when it is a write or a delete marker of a replicated bucket."""
    if change.version_id is None or not (
        change.event.startswith("ObjectCreated") or change.event == "ObjectRemoved:DeleteMarkerCreated"
    ):
        return
    if replication.config(state, change.bucket) is not None:
        replicator.offer((change.bucket, change.key, change.version_id))


def _source(state: S3State, bucket: str, key: str, version_id: str) -> tuple[ObjectRow, bool] | None:
    current = stored.get(state.store, bucket, key)
    if current is not None and current.version_id == version_id:
        return current, False
    old = versions.get(state.store, bucket, key, version_id)
    return None if old is None else (old.obj, old.is_marker)


def _allowed(state: S3State, role: str, source: str, dest: str, key: str, marker: bool) -> str | None:
    """Why the role may not replicate ``key`` to ``dest`` (None when it may)."""
    directory = state.services.interface(IamDirectory)
    sessions = state.services.interface(RoleSessions)
    if directory is None or sessions is None:
        return "IAM or STS is not running"
    if directory.find_role_by_arn(role) is None:
        return f"the role {role} does not exist"
    if not sessions.trusts_service(role, SERVICE_PRINCIPAL):
        return f"the role {role} does not trust {SERVICE_PRINCIPAL}"
    principal = sessions.role_principal(role, SESSION_NAME)
    wanted = [
        ("s3:GetObjectVersionForReplication", f"{bucket_arn(source)}/{key}"),
        ("s3:ReplicateDelete" if marker else "s3:ReplicateObject", f"{bucket_arn(dest)}/{key}"),
    ]
    for action, resource in wanted:
        if not directory.is_allowed(principal, action, resource).allowed:
            return f"the role may not {action} on {resource}"
    return None


async def _copy(
    state: S3State, row: ObjectRow, marker: bool, rule: dict[str, Any], dest: str, owner: str
) -> None:
    store = state.store
    key, version_id = row.key, str(row.version_id)
    blob = "" if marker else await state.blobs.copy(row.blob)
    try:
        with store.transaction():
            there = stored.get(store, dest, key)
            if (there is not None and there.version_id == version_id) or (
                versions.get(store, dest, key, version_id) is not None
            ):
                if blob:
                    state.blobs.delete([blob])
                return  # already there (a retry after a crash between the copy and the source's mark)
            existing = stored.get(store, dest, key)
            now = clock.now()
            if existing is not None:
                versions.demote(store, dest, key, now)
            if marker:
                versions.add_marker(store, dest, key, version_id, owner, row.last_modified)
                rows.set_status(store, dest, key, version_id, replication.REPLICA)
                return
            versions.retire(store, dest, key, now)
            headers = dict(json.loads(row.headers))
            headers[replication.STATUS] = replication.REPLICA
            wanted_class = rule["Destination"].get("StorageClass")
            if wanted_class and wanted_class != "STANDARD":
                headers["StorageClass"] = wanted_class
            elif wanted_class == "STANDARD":
                headers.pop("StorageClass", None)
            stored.write(
                store,
                dest,
                key,
                size=row.size,
                etag=row.etag,
                last_modified=row.last_modified,
                content_type=row.content_type,
                headers=headers,
                metadata=json.loads(row.metadata),
                checksum=json.loads(row.checksum),
                parts=json.loads(row.parts) if row.parts else None,
                blob=blob,
                owner=owner,
                version_id=version_id,
            )
    except BaseException:
        if blob:
            state.blobs.delete([blob])
        raise


async def replicate(state: S3State, bucket: str, key: str, version_id: str) -> None:
    """Replicate one ``PENDING`` version to each destination its rules name; mark it COMPLETED or FAILED."""
    store = state.store
    if rows.status_of(store, bucket, key, version_id) != replication.PENDING:
        return
    found = _source(state, bucket, key, version_id)
    doc = replication.config(state, bucket)
    source_row = buckets.get(store, bucket)
    if found is None or source_row is None:
        return
    crash_point("s3.replication.start")
    row, marker = found
    reason: str | None = "the bucket has no replication configuration any more" if doc is None else None
    done: list[str] = []
    for rule in replication.destinations(doc, key, marker) if doc is not None else []:
        dest = str(rule["Destination"]["Bucket"]).removeprefix("arn:aws:s3:::")
        dest_row = buckets.get(store, dest)
        if dest_row is None or status(state, dest) != ENABLED:
            reason = f"the destination bucket {dest} does not exist or is not versioned"
            continue
        refused = _allowed(state, str(doc["Role"]) if doc else "", bucket, dest, key, marker)
        if refused is not None:
            reason = refused
            continue
        translated = rule["Destination"].get("AccessControlTranslation") is not None
        await _copy(state, row, marker, rule, dest, dest_row.account_id if translated else row.owner)
        done.append(dest)
    outcome = replication.FAILED if reason is not None else replication.COMPLETED
    with store.transaction():
        rows.set_status(store, bucket, key, version_id, outcome)
        state.bus.publish(
            f"s3.replication.{outcome.lower()}",
            service="s3",
            account_id=source_row.account_id,
            region=source_row.region,
            resource=f"{bucket_arn(bucket)}/{key}",
            data={
                "bucket": bucket,
                "key": key,
                "version_id": version_id,
                "delete_marker": marker,
                "destinations": done,
                **({"reason": reason} if reason is not None else {}),
            },
        )
