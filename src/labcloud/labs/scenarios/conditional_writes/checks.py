"""The checks of the conditional-writes lab, read from the DynamoDB write-decision ledger.

Every PutItem, UpdateItem and TransactWriteItems decision is an event with its condition, its
outcome, the item before and after, and (for transactions) each action's cancellation reason, so
each step can tell a guarded write from an unguarded one even after the items changed again.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.conditional_writes.names import (
    FIRST,
    INVENTORY,
    ORDERS,
    SECOND,
    SECOND_QUANTITY,
    SKU,
    START_STOCK,
    TOO_BIG,
)

Event = kit.Event
TRANSACTION = "TransactWriteItems"
LAB = "conditional-writes"


def _writes(evidence: Evidence) -> list[Event]:
    return [
        e for e in evidence.of("dynamodb.write.decided") if kit.data(e).get("table") in (ORDERS, INVENTORY)
    ]


def _on(writes: list[Event], order: str, *operations: str) -> list[Event]:
    return [
        w
        for w in writes
        if kit.data(w).get("table") == ORDERS
        and kit.key_value(w) == order
        and kit.data(w).get("operation") in operations
    ]


def _condition(write: Event) -> str:
    return " ".join(str(kit.data(write).get("condition") or "").split())


def _after(write: Event) -> dict[str, Any]:
    return kit.item(kit.data(write).get("item_after")) or {}


def _before(write: Event) -> dict[str, Any] | None:
    return kit.item(kit.data(write).get("item_before"))


def check_create(writes: list[Event]) -> StepResult:
    puts = _on(writes, FIRST, "PutItem")
    if not puts:
        return StepResult(
            "create", "", "pending", f"create {FIRST} with put-item and attribute_not_exists(id)."
        )
    first = puts[0]
    if kit.accepted(first) and "attribute_not_exists(id)" not in _condition(first):
        return StepResult(
            "create",
            "",
            "failed",
            f"{FIRST} was first stored without the condition attribute_not_exists(id), so nothing "
            "would stop a second copy from replacing it (the put needs --condition-expression "
            "'attribute_not_exists(id)')." + kit.start_over(LAB),
        )
    replaced = [w for w in puts if kit.accepted(w) and _before(w) is not None]
    if replaced:
        return StepResult(
            "create",
            "",
            "failed",
            f"a put replaced the stored {FIRST} (the write was accepted over an existing item): the "
            "repeat must be rejected by attribute_not_exists(id)." + kit.start_over(LAB),
        )
    rejected = [w for w in puts if not kit.accepted(w)]
    if not rejected:
        return StepResult(
            "create", "", "pending", f"{FIRST} is stored; run the same put again: it must be rejected."
        )
    code = kit.data(rejected[0]).get("error_code")
    if code != "ConditionalCheckFailedException":
        return StepResult(
            "create", "", "failed", f"the repeated put was rejected with {code}, not by the condition."
        )
    return StepResult(
        "create",
        "",
        "passed",
        f"{FIRST} was created once; the repeated put was rejected with ConditionalCheckFailedException "
        "and changed nothing.",
    )


def check_lock(writes: list[Event], create: StepResult) -> StepResult:
    updates = _on(writes, FIRST, "UpdateItem")
    unguarded = [w for w in updates if kit.accepted(w) and "version" not in _condition(w)]
    if unguarded:
        return StepResult(
            "lock",
            "",
            "failed",
            f"an update of {FIRST} was applied without a version condition: a writer holding an old "
            "copy would silently overwrite a newer one (each update needs --condition-expression "
            "'version = :expected')." + kit.start_over(LAB),
        )
    for write in updates:
        if not kit.accepted(write):
            continue
        before, after = _before(write) or {}, _after(write)
        if after.get("version") != (before.get("version") or 0) + 1:
            return StepResult(
                "lock",
                "",
                "failed",
                f"an accepted update left version at {after.get('version')} (it was "
                f"{before.get('version')}): every successful update must add 1, or the next writer "
                "cannot notice the change." + kit.start_over(LAB),
            )
        if after.get("status") == "CANCELLED":
            return StepResult(
                "lock",
                "",
                "failed",
                f"the stale cancellation was applied to {FIRST}; it must be rejected because it expects "
                "version 1 while the stored order is at version 2." + kit.start_over(LAB),
            )
    if create.status != "passed":
        return StepResult("lock", "", "pending", "finish step 1 first.")
    applied = [w for w in updates if kit.accepted(w)]
    if not applied:
        return StepResult(
            "lock", "", "pending", f"mark {FIRST} as PAID with an update conditioned on version 1."
        )
    if _after(applied[0]).get("status") != "PAID":
        return StepResult(
            "lock",
            "",
            "failed",
            f"the first update set status {_after(applied[0]).get('status')!r}, not 'PAID'.",
        )
    stale = [w for w in updates if not kit.accepted(w) and w["seq"] > applied[0]["seq"]]
    if not stale:
        return StepResult("lock", "", "pending", "now try the stale update that still expects version 1.")
    code = kit.data(stale[0]).get("error_code")
    if code != "ConditionalCheckFailedException":
        return StepResult(
            "lock", "", "failed", f"the stale update was rejected with {code}, not by its condition."
        )
    return StepResult(
        "lock",
        "",
        "passed",
        f"{FIRST} went from version 1 to 2 (PAID); {len(stale)} stale update(s) expecting version 1 "
        "were rejected.",
    )


def _transactions(writes: list[Event]) -> list[list[Event]]:
    grouped: dict[str, list[Event]] = defaultdict(list)
    for write in writes:
        if kit.data(write).get("operation") == TRANSACTION:
            grouped[str(kit.data(write).get("request_id"))].append(write)
    return sorted(grouped.values(), key=lambda group: group[0]["seq"])


def _order_of(group: list[Event]) -> str:
    for write in group:
        if kit.data(write).get("table") == ORDERS:
            return kit.key_value(write)
    return ""


def _reason(group: list[Event], table: str) -> str:
    for write in group:
        if kit.data(write).get("table") == table:
            return str(kit.data(write).get("cancellation_reason") or "None")
    return "missing"


def check_transact(evidence: Evidence, writes: list[Event], lock: StepResult) -> StepResult:
    outside = [
        w
        for w in writes
        if kit.accepted(w)
        and kit.data(w).get("operation") != TRANSACTION
        and (kit.data(w).get("table") == INVENTORY or kit.key_value(w) in (SECOND, TOO_BIG))
    ]
    if outside:
        what = (
            kit.data(outside[0]).get("table")
            if kit.data(outside[0]).get("table") == INVENTORY
            else kit.key_value(outside[0])
        )
        return StepResult(
            "transact",
            "",
            "failed",
            f"{what} was written with {kit.data(outside[0]).get('operation')} outside a transaction: "
            "the order and its stock change must succeed or fail together, in one transact-write-items."
            + kit.start_over(LAB),
        )
    groups = _transactions(writes)
    if not groups:
        return StepResult(
            "transact",
            "",
            "pending" if lock.status == "passed" else "pending",
            f"place {SECOND} and take its stock in one transact-write-items.",
        )
    committed = [g for g in groups if all(kit.accepted(w) for w in g) and _order_of(g) == SECOND]
    if not committed:
        return StepResult("transact", "", "pending", f"waiting for the transaction that creates {SECOND}.")
    tables = sorted(str(kit.data(w).get("table")) for w in committed[0])
    if tables != sorted([ORDERS, INVENTORY]):
        return StepResult(
            "transact",
            "",
            "failed",
            f"the transaction for {SECOND} wrote {kit.listed([str(t) for t in tables])}; it must put "
            f"the order and update the {SKU} stock, two items in two tables.",
        )
    cancelled = [g for g in groups if not any(kit.accepted(w) for w in g)]
    repeat = [g for g in cancelled if _order_of(g) == SECOND and g[0]["seq"] > committed[0][0]["seq"]]
    too_big = [g for g in cancelled if _order_of(g) == TOO_BIG]
    if not repeat:
        return StepResult(
            "transact", "", "pending", f"run the {SECOND} transaction a second time: it must cancel."
        )
    if (_reason(repeat[0], ORDERS), _reason(repeat[0], INVENTORY)) != ("ConditionalCheckFailed", "None"):
        return StepResult(
            "transact",
            "",
            "failed",
            f"the repeated {SECOND} transaction was cancelled with reasons "
            f"[{_reason(repeat[0], ORDERS)}, {_reason(repeat[0], INVENTORY)}]; expected "
            "[ConditionalCheckFailed, None]: the order's condition fails, the stock update alone "
            "would have passed.",
        )
    if not too_big:
        return StepResult(
            "transact", "", "pending", f"now try {TOO_BIG}, which asks for more than the stock left."
        )
    if (_reason(too_big[0], ORDERS), _reason(too_big[0], INVENTORY)) != ("None", "ConditionalCheckFailed"):
        return StepResult(
            "transact",
            "",
            "failed",
            f"the {TOO_BIG} transaction was cancelled with reasons [{_reason(too_big[0], ORDERS)}, "
            f"{_reason(too_big[0], INVENTORY)}]; expected [None, ConditionalCheckFailed].",
        )
    orders = evidence.current.get("orders")
    inventory = evidence.current.get("inventory")
    if orders is None or inventory is None:
        return StepResult(
            "transact", "", "failed", f"the table {ORDERS if orders is None else INVENTORY} is gone."
        )
    ids = sorted(str((kit.item(i) or {}).get("id")) for i in orders)
    if TOO_BIG in ids:
        return StepResult(
            "transact", "", "failed", f"{TOO_BIG} exists although its transaction was cancelled."
        )
    stock = next(
        ((kit.item(i) or {}).get("stock") for i in inventory if (kit.item(i) or {}).get("sku") == SKU), None
    )
    expected = START_STOCK - SECOND_QUANTITY
    if stock != expected:
        return StepResult(
            "transact",
            "",
            "failed",
            f"the {SKU} stock is {stock}; after {SECOND} took {SECOND_QUANTITY} of {START_STOCK} it "
            f"must be {expected}.",
        )
    return StepResult(
        "transact",
        "",
        "passed",
        f"{SECOND} and its stock change committed together; the repeat cancelled with "
        f"[ConditionalCheckFailed, None] and {TOO_BIG} with [None, ConditionalCheckFailed]; stock "
        f"{stock}.",
    )


def check(evidence: Evidence) -> list[StepResult]:
    writes = _writes(evidence)
    create = check_create(writes)
    lock = check_lock(writes, create)
    transact = check_transact(evidence, writes, lock)
    return [create, lock, transact]
