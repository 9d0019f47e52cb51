"""Time to live: UpdateTimeToLive / DescribeTimeToLive and the background sweeper.

Each item's expiry (its TTL attribute, a number of epoch seconds) is kept in the ``ttl`` column
of its row; the sweeper deletes expired items in small batches, each deletion in its own
transaction together with its ledger record (operation ``TTL``, principal
``dynamodb.amazonaws.com``), and keeps secondary indexes consistent like any other delete.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.dynamodb import ledger
from labcloud.services.dynamodb.keys import key_of
from labcloud.services.dynamodb.tables import not_found, validation

if TYPE_CHECKING:
    from labcloud.services.dynamodb.provider import DynamoDBProvider

log = logging.getLogger("labcloud.dynamodb")

SWEEP_BATCH = 200


def update_time_to_live(
    provider: DynamoDBProvider, ctx: RequestContext, params: dict[str, Any]
) -> dict[str, Any]:
    from labcloud.services.dynamodb.provider import table_name_of

    name = table_name_of(params["TableName"])
    table = provider.find_table(ctx.account_id, ctx.region, name)
    if table is None:
        raise not_found(name)
    spec = params["TimeToLiveSpecification"]
    enabled = bool(spec["Enabled"])
    attribute = spec["AttributeName"]
    current = table.meta.get("Ttl") or {}
    if enabled and current.get("Enabled"):
        raise validation("TimeToLive is already enabled")
    if not enabled and not current.get("Enabled"):
        raise validation("TimeToLive is already disabled")
    if not enabled and current.get("AttributeName") != attribute:
        raise validation(
            f"TimeToLive is active on a different AttributeName: current AttributeName is {current.get('AttributeName')}"
        )
    meta = json.loads(json.dumps(table.meta))
    meta["Ttl"] = {"AttributeName": attribute, "Enabled": enabled}
    with provider.store.transaction():
        updated = provider.save_meta(table, meta)
        provider.items.refresh_ttl(updated)
        provider.publish(
            ctx,
            "dynamodb.table.updated",
            resource=table.arn,
            table=name,
            key_schema=meta["KeySchema"],
            ttl=meta["Ttl"],
        )
    return {"TimeToLiveSpecification": {"Enabled": enabled, "AttributeName": attribute}}


def describe_time_to_live(
    provider: DynamoDBProvider, ctx: RequestContext, params: dict[str, Any]
) -> dict[str, Any]:
    from labcloud.services.dynamodb.provider import table_name_of

    name = table_name_of(params["TableName"])
    table = provider.find_table(ctx.account_id, ctx.region, name)
    if table is None:
        raise not_found(name)
    current = table.meta.get("Ttl") or {}
    if current.get("Enabled"):
        return {
            "TimeToLiveDescription": {
                "TimeToLiveStatus": "ENABLED",
                "AttributeName": current["AttributeName"],
            }
        }
    return {"TimeToLiveDescription": {"TimeToLiveStatus": "DISABLED"}}


def sweep(provider: DynamoDBProvider, now: float | None = None) -> int:
    """Delete up to one batch of expired items; return how many were deleted."""
    now = clock.now() if now is None else now
    rows = provider.store.all(
        "SELECT tid, hk, rk, item, bin FROM ddb_items WHERE ttl IS NOT NULL AND ttl <= ? LIMIT ?",
        (now, SWEEP_BATCH),
    )
    deleted = 0
    for row in rows:
        table = provider.table_by_tid(row["tid"])
        if table is None:
            continue
        ctx = ledger.service_context(provider, table.account_id, table.region, "TTL")
        with provider.store.transaction():
            old = provider.items.load(table, row["hk"], row["rk"])
            if old is None:
                continue
            sequence = provider.items.write(table, row["hk"], row["rk"], None, old, by_service=True)
            ledger.record(
                provider,
                ctx,
                table,
                "TTL",
                key_of(table.schema, old),
                condition=f"{table.ttl_attribute} <= {int(now)}",
                outcome=ledger.ACCEPTED,
                before=old,
                after=None,
                **({"stream_sequence": sequence} if sequence else {}),
            )
            deleted += 1
    return deleted


async def sweep_forever(provider: DynamoDBProvider) -> None:
    while True:
        await clock.sleep(provider.ttl_interval)
        try:
            while sweep(provider) >= SWEEP_BATCH:
                await asyncio.sleep(0)
        except Exception:  # noqa: BLE001 - the sweeper must keep running
            log.exception("TTL sweep failed")
