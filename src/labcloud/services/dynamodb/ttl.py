"""Time to live: UpdateTimeToLive / DescribeTimeToLive and the sweeper (periodic work on the scheduler).

Each item's expiry (its TTL attribute, a number of epoch seconds) is kept in the ``ttl`` column
of its row; the sweeper deletes expired items in small batches, each deletion in its own
transaction together with its ledger record (operation ``TTL``, principal
``dynamodb.amazonaws.com``), and keeps secondary indexes consistent like any other delete.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.dynamodb import global_view, item_writes, ledger, lookup, replication
from labcloud.services.dynamodb.keys import key_of
from labcloud.services.dynamodb.publish import emit
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.table_meta import TtlSetting, key_schema_doc
from labcloud.services.dynamodb.tables import validation

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        DescribeTimeToLiveRequest,
        DescribeTimeToLiveResponse,
        UpdateTimeToLiveRequest,
        UpdateTimeToLiveResponse,
    )

log = logging.getLogger("labcloud.dynamodb")

SWEEP_BATCH = 200


def update_time_to_live(
    state: DynamoDBState, request: UpdateTimeToLiveRequest, ctx: RequestContext
) -> UpdateTimeToLiveResponse:
    table = lookup.named(state, ctx, request["TableName"])
    name = table.name
    spec = request["TimeToLiveSpecification"]
    enabled = bool(spec["Enabled"])
    attribute = spec["AttributeName"]
    current = table.definition.ttl or TtlSetting()
    if enabled and current.enabled:
        raise validation("TimeToLive is already enabled")
    if not enabled and not current.enabled:
        raise validation("TimeToLive is already disabled")
    if not enabled and current.attribute_name != attribute:
        raise validation(
            f"TimeToLive is active on a different AttributeName: current AttributeName is {current.attribute_name}"
        )
    meta = replace(table.definition, ttl=TtlSetting(attribute_name=attribute, enabled=enabled))
    with state.store.transaction():
        updated = state.tables.save_meta(table, meta)
        state.items.refresh_ttl(updated)
        if global_view.version(meta) == global_view.CURRENT:  # a global table's TTL is every replica's
            for region, member in replication.member_tables(state, table).items():
                if region != table.region:
                    state.items.refresh_ttl(
                        state.tables.save_meta(member, replace(member.definition, ttl=meta.ttl))
                    )
        emit(
            state,
            ctx,
            "dynamodb.table.updated",
            resource=table.arn,
            table=name,
            key_schema=key_schema_doc(meta.key_schema),
            ttl={"AttributeName": attribute, "Enabled": enabled},
        )
    return {"TimeToLiveSpecification": {"Enabled": enabled, "AttributeName": attribute}}


def describe_time_to_live(
    state: DynamoDBState, request: DescribeTimeToLiveRequest, ctx: RequestContext
) -> DescribeTimeToLiveResponse:
    table = lookup.named(state, ctx, request["TableName"])
    attribute = table.definition.ttl_attribute
    if attribute is not None:
        return {"TimeToLiveDescription": {"TimeToLiveStatus": "ENABLED", "AttributeName": attribute}}
    return {"TimeToLiveDescription": {"TimeToLiveStatus": "DISABLED"}}


def sweep(state: DynamoDBState, now: float | None = None) -> int:
    """Delete up to one batch of expired items; return how many were deleted."""
    now = clock.now() if now is None else now
    deleted = 0
    for tid, hk, rk in state.items.expired(now, SWEEP_BATCH):
        table = state.tables.by_tid(tid)
        if table is None:
            continue
        ctx = ledger.service_context(state, table.account_id, table.region, "TTL")
        with state.store.transaction():
            old = state.items.load(table, hk, rk)
            if old is None:
                continue
            sequence = item_writes.write(state, table, hk, rk, None, old, by_service=True)
            ledger.record(
                state,
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


def sweep_round(state: DynamoDBState, now: float) -> None:
    """One round of the scheduler's TTL task: a batch, and while batches come back full, the next one
    soon after (each its own step on the event loop, so requests run between them)."""
    try:
        full = sweep(state, now) >= SWEEP_BATCH
    except Exception:  # noqa: BLE001 - logged; the next round tries again
        log.exception("TTL sweep failed")
        return
    if full:
        asyncio.get_running_loop().call_soon(sweep_round, state, clock.now())
