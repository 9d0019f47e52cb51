"""The event envelope EventBridge delivers: version, id, detail-type, source, account, time, region,
resources and detail (a JSON object), for PutEvents entries and scheduled rules."""

from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.ids import uuid4_text


def timestamp(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def event_time(given: Any, now: float) -> float:
    if isinstance(given, datetime):
        return (given if given.tzinfo else given.replace(tzinfo=timezone.utc)).timestamp()
    if isinstance(given, int | float):
        return float(given)
    return now


def envelope(
    *,
    source: str,
    detail_type: str,
    detail: dict[str, Any],
    account_id: str,
    region: str,
    resources: list[str],
    at: float,
) -> dict[str, Any]:
    return {
        "version": "0",
        "id": uuid4_text(),
        "detail-type": detail_type,
        "source": source,
        "account": account_id,
        "time": timestamp(at),
        "region": region,
        "resources": list(resources),
        "detail": detail,
    }


def scheduled(rule_arn: str, account_id: str, region: str, at: float) -> dict[str, Any]:
    return envelope(
        source="aws.events",
        detail_type="Scheduled Event",
        detail={},
        account_id=account_id,
        region=region,
        resources=[rule_arn],
        at=at,
    )


def parse_time(text: str) -> float:
    """An envelope's ``time`` back to epoch seconds (now, if it does not parse)."""
    try:
        return datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc).timestamp()
    except ValueError:
        return clock.now()
