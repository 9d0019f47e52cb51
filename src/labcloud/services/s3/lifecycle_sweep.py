"""The lifecycle sweeper: periodic work on the server clock that carries out the enabled rules.

Each round walks the buckets with a lifecycle configuration and, rule by rule, expires current objects
whose ``Expiration`` fell due (an ``s3:LifecycleExpiration:Delete`` change: notifications, EventBridge,
the event bus; in a bucket with versioning Enabled or Suspended it places a delete marker instead, an
``s3:LifecycleExpiration:DeleteMarkerCreated`` change, and the object becomes noncurrent), removes for good
the noncurrent versions past ``NoncurrentVersionExpiration`` (``NoncurrentDays`` count from when a version
became noncurrent; the ``NewerNoncurrentVersions`` newest noncurrent versions of a key stay) with their files,
removes expired object delete markers (a marker that is the only version left of its key) when a rule
says ``ExpiredObjectDeleteMarker`` or, on a versioned bucket, ``Expiration`` with ``Days``, moves noncurrent
versions down by ``NoncurrentVersionTransitions``, aborts multipart uploads older than ``AbortIncompleteMultipartUpload`` allows, and moves
objects to the storage class of the latest ``Transition`` that fell due (never back up; objects under
128 KiB stay unless the configuration says ``varies_by_storage_class``). A round does at most ``BATCH``
actions, each kind of action of a rule in one transaction; when it hits the bound, the next round follows on the loop soon
after, so requests run in between. Days count as S3 counts them: the action falls due at the midnight
UTC after creation plus the days.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from labcloud import clock
from labcloud.context import Principal, RequestContext
from labcloud.services.s3 import object_lock
from labcloud.services.s3.core import ObjectChange
from labcloud.services.s3.lifecycle import DAY, SETTING, SMALL_OBJECT_BYTES
from labcloud.services.s3.object_versions import add_delete_marker
from labcloud.services.s3.repo import buckets, uploads, versions
from labcloud.services.s3.repo import lifecycle as due
from labcloud.services.s3.repo import objects as stored
from labcloud.services.s3.state import S3State
from labcloud.services.s3.versioning import status

log = logging.getLogger("labcloud.s3")

#: How often a round runs (a move of the clock runs one at once).
INTERVAL = 60.0
#: Most actions (expirations, aborts, transitions) in one round.
BATCH = 50
#: Storage classes from the most to the least accessible: a transition only ever moves down this list.
ORDER = (
    "STANDARD",
    "INTELLIGENT_TIERING",
    "STANDARD_IA",
    "ONEZONE_IA",
    "GLACIER_IR",
    "GLACIER",
    "DEEP_ARCHIVE",
)


def _context(account_id: str, region: str) -> RequestContext:
    return RequestContext(
        service="s3",
        operation="LifecycleExpiration",
        account_id=account_id,
        region=region,
        principal=Principal(
            account_id=account_id, arn="s3.amazonaws.com", kind="service", name="s3.amazonaws.com"
        ),
        source="internal",
    )


def _cutoff(now: float, days: int) -> float:
    """Objects written at or before this are due for an action ``days`` after creation."""
    return (now // DAY) * DAY - days * DAY


def _sizes(rule: dict[str, Any]) -> tuple[int | None, int | None]:
    selection = rule["Filter"]
    return selection.get("ObjectSizeGreaterThan"), selection.get("ObjectSizeLessThan")


def _active(rule: dict[str, Any]) -> bool:
    return rule["Status"] == "Enabled" and not rule["Filter"]["Tags"]  # objects carry no tags here


class _Round:
    def __init__(self, state: S3State, now: float) -> None:
        self.state = state
        self.now = now
        self.left = BATCH

    def run(self) -> None:
        for bucket, doc in due.configured(self.state.store, SETTING):
            row = buckets.get(self.state.store, bucket)
            if row is None:
                continue
            ctx = _context(row.account_id, row.region)
            mode = status(self.state, bucket)
            rules = [rule for rule in doc["Rules"] if _active(rule)]
            if mode is not None:
                # noncurrent versions first, so a marker they leave alone goes in the same round
                for rule in rules:
                    self._expire_noncurrent(ctx, bucket, rule)
                for rule in rules:
                    self._expire_markers(ctx, bucket, rule)
            for rule in rules:
                self._expire(ctx, bucket, rule, mode)
                self._abort(bucket, rule)
                self._transition(bucket, rule, doc.get("MinimumSize"))
                if mode is not None:
                    self._transition_noncurrent(bucket, rule, doc.get("MinimumSize"))
                if self.left <= 0:
                    return

    def _expire(self, ctx: RequestContext, bucket: str, rule: dict[str, Any], mode: str | None) -> None:
        exp = rule.get("Expiration")
        if not exp or self.left <= 0:
            return
        if "Days" in exp:
            before = _cutoff(self.now, exp["Days"])
        elif "Date" in exp and self.now >= exp["Date"]:
            before = float("inf")
        else:
            return  # not due yet, or ExpiredObjectDeleteMarker (``_expire_markers``)
        store = self.state.store
        found = due.objects_due(
            store, bucket, rule["Filter"]["Prefix"], before, _sizes(rule), None, self.left
        )
        self.left -= len(found)
        blobs: list[str] = []
        with store.transaction():  # one commit for the batch: requests wait one short step, not hundreds
            for item in found:
                current = stored.get(store, bucket, item.key)
                if current is None or current.etag != item.etag:
                    continue
                if mode is not None:  # versioned: the object stays, as a noncurrent version
                    add_delete_marker(
                        self.state, ctx, bucket, item.key, mode, "LifecycleExpiration:DeleteMarkerCreated"
                    )
                    continue
                stored.delete(store, bucket, item.key)
                blobs.append(current.blob)
                self.state.changed(
                    ctx,
                    ObjectChange(
                        bucket, item.key, "LifecycleExpiration:Delete", 0, "", self.state.sequencer()
                    ),
                )
            store.after_commit(lambda: self.state.blobs.delete(blobs))

    def _remove_versions(self, ctx: RequestContext, bucket: str, found: list[due.DueVersion]) -> None:
        """Remove versions for good, with their files: an ``s3:LifecycleExpiration:Delete`` change each."""
        store = self.state.store
        self.left -= len(found)
        blobs: list[str] = []
        with store.transaction():
            for item in found:
                version = versions.get(store, bucket, item.key, item.version_id)
                if version is None or version.seq != item.seq or object_lock.locked(version.obj.headers):
                    continue
                versions.remove(store, version)
                if version.obj.blob:
                    blobs.append(version.obj.blob)
                self.state.changed(
                    ctx,
                    ObjectChange(
                        bucket,
                        item.key,
                        "LifecycleExpiration:Delete",
                        0,
                        "",
                        self.state.sequencer(),
                        version_id=item.version_id,
                    ),
                )
            store.after_commit(lambda: self.state.blobs.delete(blobs))

    def _expire_noncurrent(self, ctx: RequestContext, bucket: str, rule: dict[str, Any]) -> None:
        exp = rule.get("NoncurrentVersionExpiration")
        if not exp or self.left <= 0:
            return
        found = due.noncurrent_due(
            self.state.store,
            bucket,
            rule["Filter"]["Prefix"],
            exp.get("NewerNoncurrentVersions") or 0,
            _cutoff(self.now, exp["NoncurrentDays"]),
            _sizes(rule),
            None,
            self.left,
            self.now,
        )
        self._remove_versions(ctx, bucket, found)

    def _expire_markers(self, ctx: RequestContext, bucket: str, rule: dict[str, Any]) -> None:
        exp = rule.get("Expiration") or {}
        if not (exp.get("ExpiredObjectDeleteMarker") or "Days" in exp) or self.left <= 0:
            return
        low, _high = _sizes(rule)
        if low is not None:
            return  # a marker has no size: a rule selecting objects larger than a size never selects one
        found = due.lone_markers(self.state.store, bucket, rule["Filter"]["Prefix"], self.left)
        self._remove_versions(ctx, bucket, found)

    def _transition_noncurrent(self, bucket: str, rule: dict[str, Any], minimum: str | None) -> None:
        store = self.state.store
        low, high = _sizes(rule)
        if minimum != "varies_by_storage_class":
            low = max(low if low is not None else -1, SMALL_OBJECT_BYTES - 1)
        # the furthest class first: a version due for two transitions goes straight to the later one
        moves = rule.get("NoncurrentVersionTransitions") or []
        for transition in sorted(moves, key=lambda t: -ORDER.index(t["StorageClass"])):
            if self.left <= 0:
                return
            target = transition["StorageClass"]
            found = due.noncurrent_due(
                store,
                bucket,
                rule["Filter"]["Prefix"],
                transition.get("NewerNoncurrentVersions") or 0,
                _cutoff(self.now, transition["NoncurrentDays"]),
                (low, high),
                ORDER[: ORDER.index(target)],
                self.left,
            )
            self.left -= len(found)
            with store.transaction():
                for item in found:
                    due.set_version_class(store, bucket, item.key, item.seq, target)

    def _abort(self, bucket: str, rule: dict[str, Any]) -> None:
        abort = rule.get("AbortIncompleteMultipartUpload")
        if not abort or self.left <= 0:
            return
        store = self.state.store
        before = _cutoff(self.now, abort["DaysAfterInitiation"])
        found = due.uploads_due(store, bucket, rule["Filter"]["Prefix"], before, self.left)
        self.left -= len(found)
        blobs: list[str] = []
        with store.transaction():
            for upload_id in found:
                blobs += uploads.remove(store, upload_id)
            store.after_commit(lambda: self.state.blobs.delete(blobs))

    def _transition(self, bucket: str, rule: dict[str, Any], minimum: str | None) -> None:
        store = self.state.store
        low, high = _sizes(rule)
        if minimum != "varies_by_storage_class":
            low = max(low if low is not None else -1, SMALL_OBJECT_BYTES - 1)
        fallen = [t for t in rule.get("Transitions") or [] if ("Days" in t) or self.now >= t["Date"]]
        # the furthest class first: an object due for two transitions goes straight to the later one
        for transition in sorted(fallen, key=lambda t: -ORDER.index(t["StorageClass"])):
            if self.left <= 0:
                return
            target = transition["StorageClass"]
            before = _cutoff(self.now, transition["Days"]) if "Days" in transition else float("inf")
            higher = ORDER[: ORDER.index(target)]
            found = due.objects_due(
                store, bucket, rule["Filter"]["Prefix"], before, (low, high), higher, self.left
            )
            self.left -= len(found)
            with store.transaction():
                for item in found:
                    due.set_storage_class(store, bucket, item.key, item.etag, target)


def sweep(state: S3State, now: float | None = None) -> int:
    """One bounded round; how many actions it took."""
    work = _Round(state, clock.now() if now is None else now)
    work.run()
    return BATCH - work.left


def sweep_round(state: S3State, now: float) -> None:
    """The scheduler's task: a round, and while rounds come back full, the next one soon after."""
    try:
        full = sweep(state, now) >= BATCH
    except Exception:  # noqa: BLE001 - logged; the next round tries again
        log.exception("S3 lifecycle sweep failed")
        return
    if full:
        asyncio.get_running_loop().call_soon(sweep_round, state, clock.now())
