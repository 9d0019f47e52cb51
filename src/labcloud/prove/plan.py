"""The fault plan of a prove run: which copies of each message are sent and which faults each one gets.

The plan is a pure function of the messages, the key path, the chosen faults, the rate and the
seed (every decision is a :func:`~labcloud.faults.chance.chance` of the seed and the message's
position), so the same seed gives the same plan, whatever the timing of the run.

Copies sent in wave 1: the original, ``duplicate`` copies (1–2 more, each a new message) and a
``concurrent`` copy (released to a second sandbox at the same instant as the original). Wave 2,
sent once wave 1 has settled: a ``conflict`` copy (same key, different details). Delivery faults
hit a copy once, on its first delivery that can show them (a delivery failed by a transient fault
cannot hold its response, so the fault waits for the next): ``redelivery`` (the delete is lost),
``error-after`` (the handler
runs, the invocation is reported failed), ``crash`` (the sandbox is killed before or after the
handler's work), ``slow`` (the response is held past the visibility timeout), plus ``delay`` (an
added start-up delay). ``transient`` adds fault rules on the consumer's DynamoDB calls.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from typing import Any

from labcloud import json_document
from labcloud.errors import AwsError
from labcloud.faults.chance import chance, pick

FAULTS = (
    "duplicate",
    "redelivery",
    "concurrent",
    "slow",
    "crash",
    "error-after",
    "delay",
    "transient",
    "conflict",
)
OUTCOME_FAULTS = ("redelivery", "error-after", "crash", "slow")
MAX_MESSAGES = 1000
MAX_BODY = 256 * 1024
_PATH_PART = re.compile(r"\.([A-Za-z_][A-Za-z0-9_-]*)|\[(\d+)\]|\['([^']*)'\]|\[\"([^\"]*)\"\]")


def invalid(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def parse_key_path(path: str) -> list[str | int]:
    """``$.id``, ``$.order.id``, ``$['id']``, ``$.lines[0].sku`` → the steps into a JSON document."""
    if not isinstance(path, str) or not path.startswith("$") or len(path) > 256:
        raise invalid("key must be a JSON path such as $.id")
    steps: list[str | int] = []
    at = 1
    while at < len(path):
        found = _PATH_PART.match(path, at)
        if found is None:
            raise invalid(f"cannot read the key path {path!r} at position {at}")
        name, index, quoted, double = found.groups()
        steps.append(int(index) if index is not None else (name or quoted or double or ""))
        at = found.end()
    if not steps:
        raise invalid("the key path must name a member, e.g. $.id")
    return steps


def key_of(document: Any, steps: list[str | int]) -> str | None:
    value = document
    for step in steps:
        if isinstance(step, int) and isinstance(value, list) and step < len(value):
            value = value[step]
        elif isinstance(step, str) and isinstance(value, dict) and step in value:
            value = value[step]
        else:
            return None
    if isinstance(value, dict | list) or value is None:
        return None
    return value if isinstance(value, str) else json.dumps(value)


def conflicting(document: Any, steps: list[str | int]) -> Any:
    """The same business key with different details: the first other scalar member is changed."""
    key_name = steps[0] if len(steps) == 1 else None
    if isinstance(document, dict):
        changed = dict(document)
        for name, value in document.items():
            if name == key_name:
                continue
            if isinstance(value, bool):
                changed[name] = not value
                return changed
            if isinstance(value, int | float):
                changed[name] = value + 1
                return changed
            if isinstance(value, str):
                changed[name] = value + "-conflict"
                return changed
        changed["labcloud_conflict"] = True
        return changed
    return document


@dataclass
class Copy:
    copy_id: str
    message: int
    key: str
    copy: int
    kind: str  # original | duplicate | concurrent | conflict
    wave: int
    body: str
    faults: list[str] = field(default_factory=list)
    crash: str | None = None
    delay_ms: int = 0
    group: str | None = None

    def public(self) -> dict[str, Any]:
        out = asdict(self)
        out.pop("body")
        return out


def parse_faults(value: Any) -> list[str]:
    if value in (None, "all"):
        return list(FAULTS)
    names = value.split(",") if isinstance(value, str) else value
    if not isinstance(names, list) or not names:
        raise invalid("faults must be all or a comma-separated list of " + ", ".join(FAULTS))
    out: list[str] = []
    for name in names:
        name = str(name).strip()
        if name not in FAULTS:
            raise invalid(f"unknown fault {name!r}; choose from {', '.join(FAULTS)} or all")
        if name not in out:
            out.append(name)
    return out


def build_plan(messages: list[str], key_path: str, faults: list[str], rate: float, seed: int) -> list[Copy]:
    """Every copy to send, in sending order (wave 1 first)."""
    steps = parse_key_path(key_path)
    if not messages:
        raise invalid("give at least one message")
    if len(messages) > MAX_MESSAGES:
        raise invalid(f"at most {MAX_MESSAGES} messages per run")
    copies: list[Copy] = []
    later: list[Copy] = []
    for index, body in enumerate(messages):
        if not isinstance(body, str) or not body or len(body.encode()) > MAX_BODY:
            raise invalid(f"message {index + 1} must be non-empty text of at most {MAX_BODY} bytes")
        try:
            document = json_document.loads(body)
        except ValueError as error:
            raise invalid(f"message {index + 1} is not JSON: {error}") from None
        key = key_of(document, steps)
        if key is None:
            raise invalid(f"message {index + 1} has no scalar value at {key_path}")

        made_here: list[Copy] = []

        def add(
            kind: str,
            text: str,
            wave: int = 1,
            *,
            at: int = index,
            key: str = key,
            made_here: list[Copy] = made_here,
        ) -> Copy:
            made = Copy(f"m{at + 1}.c{len(made_here)}", at, key, len(made_here), kind, wave, text)
            made_here.append(made)
            (later if wave == 2 else copies).append(made)
            return made

        original = add("original", body)
        if "duplicate" in faults and chance(seed, "duplicate", index) < rate:
            for _ in range(1 + int(chance(seed, "duplicate-count", index) * 2)):
                add("duplicate", body)
        if "concurrent" in faults and chance(seed, "concurrent", index) < rate:
            twin = add("concurrent", body)
            original.group = twin.group = f"g{index + 1}"
        if "conflict" in faults and chance(seed, "conflict", index) < rate:
            add("conflict", json.dumps(conflicting(document, steps)), wave=2)
    for made in copies + later:
        if made.group is not None:
            continue  # a concurrent pair is left to race, untouched
        # a conflicting copy is meant to be refused: only its start-up is delayed
        enabled = tuple(f for f in OUTCOME_FAULTS if f in faults) if made.kind != "conflict" else ()
        if enabled and chance(seed, "outcome", made.copy_id) < rate:
            fault = pick(seed, enabled, "outcome", made.copy_id)  # at most one of them per copy
            made.faults.append(fault)
            if fault == "crash":
                made.crash = pick(seed, ("before", "after"), "crash", made.copy_id)
        if "delay" in faults and chance(seed, "delay", made.copy_id) < rate:
            made.faults.append("delay")
            made.delay_ms = 100 * (1 + int(chance(seed, "delay-ms", made.copy_id) * 8))
    return copies + later


def transient_rules(function: str, rate: float, seed: int, run_id: str) -> list[dict[str, Any]]:
    """The fault rules of the ``transient`` fault: DynamoDB throttling and server errors on the
    consumer's own calls (the last one after the write is done, as a lost answer)."""
    operations = (
        "PutItem",
        "UpdateItem",
        "DeleteItem",
        "GetItem",
        "Query",
        "TransactWriteItems",
        "BatchWriteItem",
    )
    errors = (
        ("ProvisionedThroughputExceededException", 400, "before"),
        ("ThrottlingException", 400, "before"),
        ("InternalServerError", 500, "after"),
    )
    rules: list[dict[str, Any]] = []
    for code, status, phase in errors:
        for operation in operations:
            if phase == "after" and operation in ("GetItem", "Query"):
                continue
            rules.append(
                {
                    "id": f"prove-{run_id}-{len(rules) + 1}",
                    "service": "dynamodb",
                    "operation": operation,
                    "probability": round(rate / len(errors), 6),
                    "phase": phase,
                    "caller": "lambda",
                    "function": function,
                    "seed": seed,
                    "error": {"code": code, "status": status},
                }
            )
    return rules
