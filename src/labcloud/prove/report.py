"""The prove report: per business key, what was delivered, what ran, what was written, and a verdict.

Computed from the run's facts (the plan, which request served which copy) and the event history
between the run's start and end: ``dynamodb.write.decided`` (the write-decision ledger),
``lambda.invocation.finished``, ``lambda.esm.batch``, ``sqs.message.deleted``/``moved_to_dlq``
and ``fault.injected``.

One definition of a duplicate, shared with the labs: a *duplicated effect* is a second accepted write
to an item of the same business key. By default an *effect* is an accepted write that changed an
item (its item after differs from its item before), so a write that stored the very same item again
is reported as an unchanged rewrite but not counted; with ``count_rewrites`` (``--count-rewrites``,
what the labs use) every accepted write is an effect, so such a rewrite is a duplicated effect too:
the consumer wrote again instead of recognising the copy.

Verdicts: ``exactly-once effect`` and ``conflict refused`` pass; ``duplicated effect`` (an item
changed by more than one accepted write of the key), ``lost`` (no effect, nothing in a DLQ),
``in DLQ`` (no effect, a copy dead-lettered), ``refused`` (no effect, the consumer failed every
delivery) and ``unsettled`` (still on the queue when the run ended) fail.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labcloud.prove.run import ProveRun

LEDGER = "dynamodb.write.decided"
PASSING = ("exactly-once effect", "conflict refused")
KINDS = (
    LEDGER,
    "lambda.invocation.finished",
    "lambda.esm.batch",
    "sqs.message.deleted",
    "sqs.message.moved_to_dlq",
    "fault.injected",
)


def _events(run: ProveRun) -> list[Any]:
    out: list[Any] = []
    cursor = run.start_seq
    end = run.end_seq if run.end_seq is not None else run.hub.bus.last_seq()
    while True:
        batch = run.hub.bus.query(after=cursor, kinds=list(KINDS), limit=2000)
        batch = [e for e in batch if e.seq <= end]
        if not batch:
            return out
        out.extend(batch)
        cursor = batch[-1].seq


def _scalar_values(key: dict[str, Any] | None) -> set[str]:
    values: set[str] = set()
    for value in (key or {}).values():
        if isinstance(value, dict):
            values.update(str(v) for v in value.values() if not isinstance(v, dict | list))
    return values


def build_report(run: ProveRun) -> dict[str, Any]:
    plan = run.plan
    copy_by_id = {c.copy_id: c for c in plan}
    copy_key = {c.copy_id: c.key for c in plan}
    keys: dict[str, dict[str, Any]] = {}
    for copy in plan:
        entry = keys.setdefault(
            copy.key,
            {
                "key": copy.key,
                "copies": [],
                "deliveries": 0,
                "invocations": [],
                "faults_applied": [],
                "writes": [],
                "timeline": [],
            },
        )
        message_id = run.message_of.get(copy.copy_id)
        if message_id is None:
            state = "not sent"
        elif message_id in run.deleted:
            state = "deleted"
        elif message_id in run.dead:
            state = "in DLQ"
        elif message_id in run.removed:
            state = "refused (removed by prove)"
        else:
            state = "on the queue"
        entry["copies"].append(
            {
                **copy.public(),
                "message_id": message_id,
                "state": state,
                "receives": run.receives.get(message_id or "", 0),
            }
        )
    request_copies = run.requests
    for event in _events(run):
        data = event.data
        kind = event.kind
        if kind == "fault.injected" and data.get("fault") == "rule":
            # a fault rule fired on a call the consumer made while serving this run's copies
            if data.get("lambda_request_id") not in request_copies:
                continue
            ours = str(data.get("rule_id", "")).startswith(f"prove-{run.run_id}-")
            for copy_id in request_copies[data["lambda_request_id"]]:
                item = {
                    "seq": event.seq,
                    "ts": event.ts,
                    "fault": "transient" if ours else "rule",
                    "copy_id": copy_id,
                    "request_id": data["lambda_request_id"],
                    "detail": f"{data.get('operation')} answered {data.get('code')} ({data.get('status')}) "
                    f"{data.get('phase')} the call",
                }
                keys[copy_key[copy_id]]["faults_applied"].append(item)
                keys[copy_key[copy_id]]["timeline"].append({"what": "fault", **item})
        elif kind == "fault.injected":
            if data.get("run_id") != run.run_id or data.get("copy_id") not in copy_key:
                continue
            entry = keys[copy_key[data["copy_id"]]]
            item = {
                "seq": event.seq,
                "ts": event.ts,
                "fault": data.get("fault"),
                "copy_id": data.get("copy_id"),
                "request_id": data.get("request_id"),
                "detail": data.get("detail"),
            }
            entry["faults_applied"].append(item)
            entry["timeline"].append({"seq": event.seq, "ts": event.ts, "what": "fault", **item})
        elif kind == "lambda.esm.batch" and data.get("request_id") in request_copies:
            for copy_id in request_copies[data["request_id"]]:
                entry = keys[copy_key[copy_id]]
                entry["deliveries"] += 1
                entry["timeline"].append(
                    {
                        "seq": event.seq,
                        "ts": event.ts,
                        "what": "delivery",
                        "copy_id": copy_id,
                        "request_id": data["request_id"],
                        "outcome": data.get("outcome"),
                    }
                )
        elif kind == "lambda.invocation.finished" and data.get("request_id") in request_copies:
            error = data.get("error") if isinstance(data.get("error"), dict) else {}
            for copy_id in request_copies[data["request_id"]]:
                entry = keys[copy_key[copy_id]]
                item = {
                    "request_id": data["request_id"],
                    "copy_id": copy_id,
                    "status": data.get("status"),
                    "error_type": (error or {}).get("errorType"),
                    "sandbox_id": data.get("sandbox_id"),
                    "duration_ms": data.get("duration_ms"),
                }
                entry["invocations"].append(item)
                entry["timeline"].append({"seq": event.seq, "ts": event.ts, "what": "invocation", **item})
        elif (
            kind in ("sqs.message.deleted", "sqs.message.moved_to_dlq")
            and data.get("message_id") in run.by_message
        ):
            copy = run.by_message[data["message_id"]]
            keys[copy.key]["timeline"].append(
                {
                    "seq": event.seq,
                    "ts": event.ts,
                    "copy_id": copy.copy_id,
                    "what": "deleted" if kind == "sqs.message.deleted" else "moved to DLQ",
                }
            )
        elif kind == LEDGER and data.get("lambda_request_id") in request_copies:
            if run.table is not None and data.get("table") != run.table:
                continue
            copy_ids = request_copies[data["lambda_request_id"]]
            owners = {copy_key[c] for c in copy_ids}
            if len(owners) > 1:  # a batch of several keys: the item key names the business key
                values = _scalar_values(data.get("key"))
                owners = {k for k in owners if k in values}
            for owner in owners:
                changed = data.get("outcome") == "Accepted" and (
                    run.count_rewrites or data.get("item_after") != data.get("item_before")
                )
                write = {
                    "seq": event.seq,
                    "ts": event.ts,
                    "table": data.get("table"),
                    "operation": data.get("operation"),
                    "item_key": data.get("key"),
                    "outcome": data.get("outcome"),
                    "error_code": data.get("error_code"),
                    "changed": changed,
                    "request_id": data.get("lambda_request_id"),
                    "copy_ids": [c for c in copy_ids if copy_key[c] == owner],
                    "item_before": data.get("item_before"),
                    "item_after": data.get("item_after"),
                }
                keys[owner]["writes"].append(write)
                keys[owner]["timeline"].append({"what": "write", **write})
    for entry in keys.values():
        _judge(entry, copy_by_id, run.count_rewrites)
        entry["timeline"].sort(key=lambda item: item["seq"])
    verdicts: dict[str, int] = {}
    for entry in keys.values():
        verdicts[entry["verdict"]] = verdicts.get(entry["verdict"], 0) + 1
    passed = sum(1 for e in keys.values() if e["passed"])
    applied: dict[str, int] = {}
    for entry in keys.values():
        for fault in entry["faults_applied"]:
            applied[fault["fault"]] = applied.get(fault["fault"], 0) + 1
    complete = run.state == "settled"
    return {
        "run_id": run.run_id,
        "mapping": run.mapping_uuid,
        "function": run.function,
        "seed": run.seed,
        "rate": run.rate,
        "faults": run.faults,
        "count_rewrites": run.count_rewrites,
        "table": run.table,
        "state": run.state,
        "totals": {
            "keys": len(keys),
            "passed": passed,
            "verdicts": verdicts,
            "exactly_once_fraction": round(passed / len(keys), 4) if keys else 0.0,
            "copies": len(plan),
            "invocations": len(request_copies),
            "faults_applied": applied,
        },
        "verdict": "pass" if complete and passed == len(keys) else ("incomplete" if not complete else "fail"),
        "keys": sorted(keys.values(), key=lambda e: e["key"]),
    }


def _item_id(write: dict[str, Any]) -> str:
    return str(write["table"]) + json.dumps(write["item_key"], sort_keys=True)


def _judge(entry: dict[str, Any], copy_by_id: dict[str, Any], count_rewrites: bool) -> None:
    writes = entry["writes"]
    accepted = [w for w in writes if w["outcome"] == "Accepted"]
    effects = [w for w in accepted if w["changed"]]
    per_item: dict[str, list[dict[str, Any]]] = {}
    for write in effects:
        per_item.setdefault(_item_id(write), []).append(write)
    final: dict[str, Any] = {}
    for write in accepted:
        final[_item_id(write)] = {
            "table": write["table"],
            "key": write["item_key"],
            "item": write["item_after"],
        }
    entry["final_items"] = list(final.values())
    entry["summary"] = {
        "copies": len(entry["copies"]),
        "deliveries": entry["deliveries"],
        "invocations": len(entry["invocations"]),
        "accepted_writes": len(accepted),
        "rejected_writes": len(writes) - len(accepted),
        "effects": len(effects),
        "unchanged_overwrites": sum(1 for w in accepted if w["item_after"] == w["item_before"]),
        "faults_applied": len(entry["faults_applied"]),
    }
    states = [c["state"] for c in entry["copies"]]
    conflict_ids = {c["copy_id"] for c in entry["copies"] if c["kind"] == "conflict"}
    others = [c for c in entry["copies"] if c["kind"] != "conflict"]
    if "on the queue" in states or "not sent" in states:
        verdict, why = "unsettled", "a copy was still on the queue when the run ended"
    elif any(len(ws) > 1 for ws in per_item.values()):
        item = next(ws for ws in per_item.values() if len(ws) > 1)
        by_conflict = any(set(w["copy_ids"]) & conflict_ids for w in item)
        verdict = "duplicated effect"
        rewrites = sum(1 for w in item if w["item_after"] == w["item_before"])
        why = (
            f"{len(item)} accepted writes {'wrote' if count_rewrites else 'changed'} {item[0]['table']} item "
            f"{json.dumps(item[0]['item_key'])}"
            + (" (the conflicting copy was accepted)" if by_conflict else "")
            + (
                f"; {rewrites} of them stored the same item again, a duplicate under --count-rewrites"
                if rewrites
                else ""
            )
        )
    elif not effects:
        if any(c["state"] == "in DLQ" for c in others):
            verdict, why = "in DLQ", "no write took effect; a copy was moved to the dead-letter queue"
        elif any(c["state"].startswith("refused") for c in others):
            verdict, why = "refused", "no write took effect; the consumer failed every delivery"
        else:
            verdict, why = "lost", "no accepted write changed an item, and no copy is in a dead-letter queue"
    elif conflict_ids and not any(set(w["copy_ids"]) & conflict_ids for w in effects):
        verdict, why = "conflict refused", "one effect; the conflicting copy changed nothing"
    else:
        verdict, why = (
            "exactly-once effect",
            f"{len(per_item)} item(s), each changed by exactly one accepted write",
        )
    entry["verdict"] = verdict
    entry["why"] = why
    entry["passed"] = verdict in PASSING
