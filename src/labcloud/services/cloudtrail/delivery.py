"""Log file delivery: every ``DELIVERY_SECONDS`` of labcloud's clock (AWS delivers about every 5
minutes), each logging trail puts the events recorded since its last delivery, those its selectors
select, as one gzipped ``{"Records": [...]}`` file per region into its bucket, as
``cloudtrail.amazonaws.com`` through the pipeline (the bucket policy decides). A failed put is kept in
GetTrailStatus' LatestDeliveryError and tried again at the next round."""

from __future__ import annotations

import asyncio
import datetime as dt
import gzip
import logging
import secrets
from dataclasses import replace
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.cloudtrail.recording import write_pending
from labcloud.services.cloudtrail.repo.trails import TrailRow
from labcloud.services.cloudtrail.state import RETENTION_DAYS, CloudTrailState
from labcloud.services.cloudtrail.trails import SERVICE_PRINCIPAL, wanted
from labcloud.spawn import spawn

log = logging.getLogger("labcloud.cloudtrail")
DELIVERY_SECONDS = 300.0
#: Records in one delivery round of a trail (the rest go at the next round).
MAX_RECORDS = 10_000
_TASKS: set[asyncio.Task[None]] = set()
_BUSY: set[str] = set()


def deliver(state: CloudTrailState, now: float) -> None:
    """One round: prune old events, then start each logging trail's delivery."""
    state.events.prune(now - RETENTION_DAYS * 86400.0, state.max_events)
    write_pending(state)
    for trail in state.trails.logging():
        if trail.arn not in _BUSY:
            _BUSY.add(trail.arn)
            spawn(_deliver(state, trail, now), _TASKS)


async def _deliver(state: CloudTrailState, trail: TrailRow, now: float) -> None:
    try:
        region = None if trail.config.get("IsMultiRegionTrail") else trail.region
        events = state.events.after(trail.account_id, region, trail.delivered_seq, MAX_RECORDS)
        if not events:
            return
        last = events[-1].seq
        by_region: dict[str, list[str]] = {}
        for event in events:
            if wanted(trail, event):
                by_region.setdefault(event.region, []).append(event.record)
        status = dict(trail.status)
        for event_region, records in by_region.items():
            try:
                await _put(state, trail, event_region, records, now)
            except AwsError as error:
                status["LatestDeliveryError"] = error.code
                with state.store.transaction():
                    _save(state, trail, status, trail.delivered_seq)
                    _emit(state, trail, "cloudtrail.delivery.failed", error=error.code)
                return
        status.pop("LatestDeliveryError", None)
        if by_region:
            status["LatestDeliveryTime"] = now
        _save(state, trail, status, last)
    except Exception:  # noqa: BLE001 - one trail's failure must not stop the others' rounds
        log.exception("CloudTrail delivery of %s failed", trail.arn)
    finally:
        _BUSY.discard(trail.arn)


def _save(state: CloudTrailState, trail: TrailRow, status: dict[str, Any], seq: int) -> None:
    with state.store.transaction():
        current = state.trails.get(trail.arn)
        if current is not None:
            state.trails.save(replace(current, status=status, delivered_seq=max(seq, current.delivered_seq)))


def log_key(trail: TrailRow, region: str, now: float) -> str:
    at = dt.datetime.fromtimestamp(now, dt.timezone.utc)
    account = trail.account_id
    prefix = trail.config.get("S3KeyPrefix") or ""
    name = f"{account}_CloudTrail_{region}_{at:%Y%m%dT%H%MZ}_{secrets.token_hex(8)}.json.gz"
    key = f"AWSLogs/{account}/CloudTrail/{region}/{at:%Y/%m/%d}/{name}"
    return f"{prefix}/{key}" if prefix else key


def _emit(state: CloudTrailState, trail: TrailRow, kind: str, **data: object) -> None:
    state.bus.publish(
        kind,
        data={
            "name": trail.name,
            "arn": trail.arn,
            "logging": trail.logging,
            "bucket": trail.config["S3BucketName"],
            **data,
        },
        service="cloudtrail",
        account_id=trail.account_id,
        region=trail.region,
        resource=trail.arn,
    )


async def _put(state: CloudTrailState, trail: TrailRow, region: str, records: list[str], now: float) -> None:
    key = log_key(trail, region, now)
    body = gzip.compress(('{"Records":[' + ",".join(records) + "]}").encode())
    principal = Principal(
        account_id=trail.account_id, arn=SERVICE_PRINCIPAL, kind="service", name=SERVICE_PRINCIPAL
    )
    await state.services.call(
        "s3",
        "PutObject",
        {
            "Bucket": trail.config["S3BucketName"],
            "Key": key,
            "Body": body,
        },
        account_id=trail.account_id,
        region=trail.region,
        principal=principal,
        extra={"aws:SourceArn": trail.arn, "aws:SourceAccount": trail.account_id},
    )
    _emit(state, trail, "cloudtrail.logs.delivered", region=region, key=key, records=len(records))
