"""PutEvents and TestEventPattern.

PutEvents checks each entry (AWS's per-entry ErrorCode/ErrorMessage; a bus of another account takes
the entry only if its policy lets the caller in), builds its envelope, finds the
enabled rules on the entry's bus whose pattern matches and writes one outbox row per (event,
target), and the event into the bus's archives (``archiving.py``), all in one transaction; the delivery worker is woken after the commit, so the answer
never waits on a target.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.json_document import loads
from labcloud.services.events import archiving, bus_policies, delivery, patterns
from labcloud.services.events.envelope import envelope, event_time
from labcloud.services.events.errors import invalid_pattern, validation
from labcloud.services.events.matching import compiled, rule_matcher
from labcloud.services.events.names import bus_ref
from labcloud.services.events.publish import emit
from labcloud.services.events.records import Rule, bus_arn
from labcloud.services.events.repo import buses, deliveries, rules
from labcloud.services.events.state import EventsState

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        PutEventsRequest,
        PutEventsRequestEntry,
        PutEventsResponse,
        PutEventsResultEntry,
        TestEventPatternRequest,
        TestEventPatternResponse,
    )

#: AWS's bound on one PutEvents request's entries, counted as AWS counts them.
MAX_REQUEST_BYTES = 256 * 1024
#: Members a test event must have (TestEventPattern).
EVENT_MEMBERS = ("id", "account", "source", "time", "region", "detail-type")


def entry_size(entry: PutEventsRequestEntry) -> int:
    size = 14 if entry.get("Time") is not None else 0
    for key in ("Source", "DetailType", "Detail"):
        size += len(str(entry.get(key) or "").encode())
    size += sum(len(resource.encode()) for resource in entry.get("Resources") or [])
    return size


def _failure(code: str, message: str) -> PutEventsResultEntry:
    return {"ErrorCode": code, "ErrorMessage": message}


def _check(
    entry: PutEventsRequestEntry, internal: bool
) -> tuple[PutEventsResultEntry | None, dict[str, Any]]:
    for member in ("Source", "DetailType", "Detail"):
        if not entry.get(member):
            reason = f"{member} is a required argument."
            return _failure("InvalidArgument", f"Parameter {member} is not valid. Reason: {reason}"), {}
    if str(entry["Source"]).startswith("aws.") and not internal:  # labcloud's services may send AWS's sources
        return _failure("NotAuthorizedForSourceException", "Not authorized for the source."), {}
    try:
        detail = loads(entry["Detail"])
    except ValueError:
        detail = None
    if not isinstance(detail, dict):
        return _failure("MalformedDetail", "Detail is malformed."), {}
    return None, detail


def put_events(state: EventsState, request: PutEventsRequest, ctx: RequestContext) -> PutEventsResponse:
    if request.get("EndpointId"):
        raise validation("labcloud does not support global endpoints (EndpointId).")
    entries = request["Entries"]
    if sum(entry_size(entry) for entry in entries) > MAX_REQUEST_BYTES:
        raise validation("Total size of the entries in the request is over the limit.")
    now = clock.now()
    results: list[PutEventsResultEntry] = []
    failed = 0
    queued = 0
    on_bus: dict[tuple[str, str], Callable[[dict[str, Any]], list[Rule]]] = {}
    keepers: dict[tuple[str, str], archiving.Keeper] = {}
    with state.store.transaction():
        for entry in entries:
            failure, detail = _check(entry, ctx.source == "internal")
            owner, name = ctx.account_id, ""
            if failure is None:
                try:
                    owner, name = bus_ref(entry.get("EventBusName"), ctx)
                except AwsError:  # a bus ARN of another region fails this entry only
                    name = ""
                bus = buses.find(state.store, owner, ctx.region, name) if name else None
                if bus is None:
                    failure = _failure(
                        "ResourceNotFoundException", f"Event bus {entry.get('EventBusName')} does not exist."
                    )
                elif owner != ctx.account_id and not bus_policies.may_put(
                    bus, ctx.principal.arn, ctx.account_id
                ):
                    failure = _failure(
                        "AccessDeniedException",
                        f"User: {ctx.principal.arn} is not authorized to perform: events:PutEvents on resource: "
                        f"{bus.arn} because no resource-based policy allows the events:PutEvents action",
                    )
            if failure is not None:
                failed += 1
                results.append(failure)
                continue
            event = envelope(
                source=entry["Source"],
                detail_type=entry["DetailType"],
                detail=detail,
                account_id=ctx.account_id,
                region=ctx.region,
                resources=list(entry.get("Resources") or []),
                at=event_time(entry.get("Time"), now),
            )
            if (owner, name) not in on_bus:
                on_bus[(owner, name)] = rule_matcher(rules.on_bus(state.store, owner, ctx.region, name))
            matched = on_bus[(owner, name)](event)
            if (owner, name) not in keepers:
                keepers[(owner, name)] = archiving.keeper(state.store, bus_arn(ctx.region, owner, name))
            keepers[(owner, name)](event, now)
            queued += enqueue(state, matched, event, now)
            emit(
                state,
                "events.event.put",
                owner,
                ctx.region,
                bus_arn(ctx.region, owner, name),
                event_id=event["id"],
                source=event["source"],
                detail_type=event["detail-type"],
                matched_rules=[rule.name for rule in matched],
            )
            results.append({"EventId": event["id"]})
    if queued:
        delivery.wake_after_commit(state)
    return {"FailedEntryCount": failed, "Entries": results}


def enqueue(state: EventsState, matched: list[Rule], event: dict[str, Any], now: float) -> int:
    """Outbox rows for every target of every matched rule (inside the caller's transaction)."""
    count = 0
    for rule in matched:
        targets = rules.targets(state.store, rule)
        for target in targets:
            deliveries.add(state.store, rule.account_id, rule.region, rule.arn, target.spec, event, now)
        count += len(targets)
        emit(
            state,
            "events.rule.matched",
            rule.account_id,
            rule.region,
            rule.arn,
            rule=rule.name,
            bus=rule.bus,
            event_id=event["id"],
            source=event["source"],
            detail_type=event["detail-type"],
            targets=len(targets),
        )
    return count


def test_event_pattern(
    state: EventsState, request: TestEventPatternRequest, ctx: RequestContext
) -> TestEventPatternResponse:
    try:
        pattern = compiled(request["EventPattern"])
    except patterns.PatternError as error:
        raise invalid_pattern(error.reason) from None
    try:
        event = loads(request["Event"])
    except ValueError:
        event = None
    if not isinstance(event, dict) or any(member not in event for member in EVENT_MEMBERS):
        raise validation("Parameter Event is not valid.")
    return {"Result": patterns.matches(pattern, event)}
