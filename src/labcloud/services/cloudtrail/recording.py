"""The recording step: every AWS call answered over HTTP becomes a CloudTrail event record.

On the request path the step only keeps the call's facts (one append to a list); the records are built
and written together in one transaction ``WRITE_SECONDS`` after the first of them (or once ``BATCH``
wait), off the request path; LookupEvents and each delivery round write what waits first, so a lookup
after a call sees it, and the store's close writes it too (``Store.owes``): a stopped server keeps them. Calls labcloud's
services make for themselves (``hub.call``, source ``internal``), ``/_labcloud`` and CloudTrail's own reads
are not recorded; nor are data events no logging trail selects. Once written, write management events and
the selected data events go to the account's default EventBridge bus ("AWS API Call via CloudTrail") while
the account has a logging trail in the region (AWS: "a CloudTrail trail with logging enabled is required").

Kept of a call (bounded): ``requestParameters`` without blobs and with secrets hidden (AWS's
``HIDDEN_DUE_TO_SECURITY_REASONS``), ``responseElements`` of writes only (null for reads, as AWS), each
dropped to null past 64 KiB of JSON.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

from labcloud import clock
from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudtrail import kinds, logs_delivery
from labcloud.services.cloudtrail.repo.events import Row
from labcloud.services.cloudtrail.state import MAX_PENDING, Captured, CloudTrailState
from labcloud.spawn import spawn

log = logging.getLogger("labcloud.cloudtrail")

Params = dict[str, Any]
Handler = Callable[[RequestContext, Params], Awaitable[Params]]

#: The most bytes of JSON kept of a call's parameters or answer.
MAX_ELEMENT_BYTES = 65536
HIDDEN = "HIDDEN_DUE_TO_SECURITY_REASONS"
_SECRETS = frozenset(
    {
        "SecretString",
        "SecretBinary",
        "Password",
        "PreviousPassword",
        "ProposedPassword",
        "Plaintext",
        "SecretAccessKey",
        "SessionToken",
        "PrivateKey",
        "ClientSecret",
        "SecretHash",
    }
)
#: Members hidden for one operation only (a name too common to hide everywhere): an SSM parameter's value,
#: which a SecureString keeps sealed in the store and AWS's record never shows.
_SEALED_MEMBERS = {("ssm", "PutParameter"): ("Value",)}
_TASKS: set[asyncio.Task[None]] = set()
DETAIL_TYPE = "AWS API Call via CloudTrail"
#: Captured calls are written together, this long after the first of them (one commit for many calls)…
WRITE_SECONDS = 0.05
#: …or as soon as this many wait.
BATCH = 500


def step(state: CloudTrailState) -> Callable[[RequestContext, Params, Handler], Awaitable[Params]]:
    def record_step(ctx: RequestContext, params: Params, call_next: Handler) -> Awaitable[Params]:
        if ctx.source != "http" or (ctx.service == "cloudtrail" and ctx.operation in kinds.OWN_READS):
            return call_next(ctx, params)
        data = None
        if ctx.service in ("s3", "lambda"):
            data = kinds.data_resource(ctx, params)
            if data is not None and not _selected(state, ctx, data):
                return call_next(ctx, params)
        else:
            skipped = kinds.UNSELECTABLE.get(ctx.service)
            if skipped is not None and ctx.operation in skipped:
                return call_next(ctx, params)
        return _recorded(state, ctx, params, call_next, data)

    return record_step


async def _recorded(
    state: CloudTrailState,
    ctx: RequestContext,
    params: Params,
    call_next: Handler,
    data: tuple[str, str] | None,
) -> Params:
    try:
        answer = await call_next(ctx, params)
    except AwsError as error:
        _capture(
            state, (ctx, params, None, error, clock.now(), data, _logging(state, ctx.account_id, ctx.region))
        )
        raise
    # whether EventBridge hears of the call is decided now, by the trails as they are when it is answered,
    # not when the batch is written (a trail started in between would otherwise be sent an earlier call)
    _capture(
        state, (ctx, params, answer, None, clock.now(), data, _logging(state, ctx.account_id, ctx.region))
    )
    return answer


def _capture(state: CloudTrailState, facts: Captured) -> None:
    if len(state.pending) >= MAX_PENDING:
        state.dropped += 1
        return
    state.pending.append(facts)
    if len(state.pending) >= BATCH:
        asyncio.get_running_loop().call_soon(_write_soon, state)
    elif not state.write_scheduled:
        state.write_scheduled = True
        asyncio.get_running_loop().call_later(WRITE_SECONDS, _write_soon, state)


def _write_soon(state: CloudTrailState) -> None:
    if state.store.in_transaction:  # a transaction spans an await: look again shortly
        asyncio.get_running_loop().call_later(0.001, _write_soon, state)
        return
    state.write_scheduled = False
    write_pending(state)


def write_pending(state: CloudTrailState) -> None:
    """Build and write the captured calls' records (the store's owed work, and after each response)."""
    pending, state.pending = state.pending, []
    if not pending:
        return
    rows: list[Row] = []
    forwards: list[tuple[str, str, dict[str, Any]]] = []
    for ctx, params, answer, error, at, data, logging_then in pending:
        try:
            row, record = _row(ctx, params, answer, error, at, data)
        except Exception:  # noqa: BLE001 - a record that cannot be built must not lose the others
            log.exception("CloudTrail record of %s:%s not built", ctx.service, ctx.operation)
            continue
        rows.append(row)
        if logging_then and (data is not None or not record["readOnly"]):
            forwards.append((ctx.account_id, ctx.region, record))
    with state.store.transaction():
        state.events.insert_many(rows)
    if rows:
        logs_delivery.soon(state)
    if forwards:
        _forward(state, forwards)


def _forward(state: CloudTrailState, forwards: list[tuple[str, str, dict[str, Any]]]) -> None:
    serves = getattr(state.services, "serves", None)  # the hub's check; the Host contract lacks it
    if serves is not None and not serves("events"):
        return
    batches: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for account, region, record in forwards:
        batches.setdefault((account, region), []).append(
            {
                "Source": "aws." + record["eventSource"].split(".", 1)[0],
                "DetailType": DETAIL_TYPE,
                "Detail": json.dumps(record),
            }
        )
    for (account, region), entries in batches.items():
        for at in range(0, len(entries), 10):
            spawn(_put(state, account, region, entries[at : at + 10]), _TASKS)


async def _put(state: CloudTrailState, account: str, region: str, entries: list[dict[str, Any]]) -> None:
    try:
        answer = await state.services.call(
            "events", "PutEvents", {"Entries": entries}, account_id=account, region=region
        )
        if answer.get("FailedEntryCount"):
            log.warning("CloudTrail events not put: %s", answer.get("Entries"))
    except AwsError:
        log.exception("CloudTrail events not put on %s's default bus", account)


def _logging(state: CloudTrailState, account: str, region: str) -> bool:
    """Has the account a logging trail of this region (or of every region)? AWS sends "AWS API Call via
    CloudTrail" events to EventBridge only then."""
    cache = state.data_selectors
    if cache is None:
        cache = state.data_selectors = _selectors(state)
    return any(where is None or where == region for where, _ in cache.get(account, ()))


def _selected(state: CloudTrailState, ctx: RequestContext, data: tuple[str, str]) -> bool:
    """Does a logging trail of the account select this data event?"""
    cache = state.data_selectors
    if cache is None:
        cache = state.data_selectors = _selectors(state)
    kind, arn = data
    writes = not kinds.read_only(ctx.operation)
    for region, selectors in cache.get(ctx.account_id, ()):
        if region is not None and region != ctx.region:
            continue
        for selector in selectors:
            rw = selector.get("ReadWriteType", "All")
            if rw == "ReadOnly" and writes or rw == "WriteOnly" and not writes:
                continue
            for resource in selector.get("DataResources") or ():
                if resource.get("Type") != kind:
                    continue
                for value in resource.get("Values") or ():
                    if value in ("arn:aws:s3", "arn:aws:lambda") or arn.startswith(value):
                        return True
    return False


def _selectors(state: CloudTrailState) -> dict[str, list[tuple[str | None, list[dict[str, Any]]]]]:
    found: dict[str, list[tuple[str | None, list[dict[str, Any]]]]] = {}
    for trail in state.trails.logging():
        region = None if trail.config.get("IsMultiRegionTrail") else trail.region
        found.setdefault(trail.account_id, []).append((region, trail.selectors))
    return found


def _time(at: float) -> str:
    return dt.datetime.fromtimestamp(at, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def user_identity(principal: Principal) -> dict[str, Any]:
    account = principal.account_id
    if principal.kind == "service":
        return {"type": "AWSService", "invokedBy": principal.name or principal.arn}
    identity: dict[str, Any] = {"accountId": account}
    if principal.kind == "user":
        identity.update(type="IAMUser", principalId=principal.user_id or account, arn=principal.arn)
        identity["userName"] = principal.name
    elif principal.kind == "assumed-role":
        role_name = principal.name or ""
        identity.update(
            type="AssumedRole",
            principalId=f"{principal.user_id or account}:{principal.session_name or ''}",
            arn=principal.arn,
        )
        identity["sessionContext"] = {
            "sessionIssuer": {
                "type": "Role",
                "principalId": principal.user_id or account,
                "arn": principal.role_arn or "",
                "accountId": account,
                "userName": role_name,
            },
            "attributes": {"mfaAuthenticated": "false"},
        }
    elif principal.kind == "federated-user":
        identity.update(
            type="FederatedUser", principalId=f"{account}:{principal.session_name}", arn=principal.arn
        )
    else:
        identity.update(type="Root", principalId=account, arn=f"arn:aws:iam::{account}:root")
    if principal.access_key:
        identity["accessKeyId"] = principal.access_key
    return identity


def username(principal: Principal) -> str | None:
    if principal.kind == "root":
        return "root"
    if principal.kind == "assumed-role" or principal.kind == "federated-user":
        return principal.session_name
    return principal.name


def _plain(value: Any, depth: int = 0) -> Any:
    """A JSON value of a request or answer: blobs, streams and secrets left out, times as AWS writes them."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, dict):
        if depth > 20:
            return None
        out: dict[str, Any] = {}
        for key, item in value.items():
            if key in _SECRETS:
                out[key] = HIDDEN
            elif not isinstance(item, (bytes, bytearray, memoryview)) and key not in ("Body", "ZipFile"):
                plain = _plain(item, depth + 1)
                if plain is not None or item is None:
                    out[key] = plain
        return out
    if isinstance(value, (list, tuple)):
        return [_plain(item, depth + 1) for item in value] if depth <= 20 else None
    if isinstance(value, dt.datetime):
        return value.astimezone(dt.timezone.utc).strftime("%b %d, %Y, %I:%M:%S %p")
    return None


def _bounded(value: Any) -> Any:
    plain = _plain(value)
    if not plain:
        return None
    if len(json.dumps(plain)) > MAX_ELEMENT_BYTES:
        return None
    return plain


def _row(
    ctx: RequestContext,
    params: Params,
    answer: Params | None,
    error: AwsError | None,
    at: float,
    data: tuple[str, str] | None,
) -> tuple[Row, dict[str, Any]]:
    principal = ctx.principal
    readonly = kinds.read_only(ctx.operation)
    event_id = str(uuid.uuid4())
    record: dict[str, Any] = {
        "eventVersion": "1.09",
        "userIdentity": user_identity(principal),
        "eventTime": _time(at),
        "eventSource": kinds.event_source(ctx.service),
        "eventName": ctx.operation,
        "awsRegion": ctx.region,
        "sourceIPAddress": ctx.client_host,
        "userAgent": ctx.headers.get("user-agent", ""),
    }
    if error is not None:
        record["errorCode"] = error.query_code or error.code
        record["errorMessage"] = error.message
    sealed = _SEALED_MEMBERS.get((ctx.service, ctx.operation), ())
    if sealed:
        params = {key: HIDDEN if key in sealed else item for key, item in params.items()}
    record["requestParameters"] = _bounded(params)
    record["responseElements"] = None if readonly or answer is None else _bounded(answer)
    record.update(requestID=ctx.request_id, eventID=event_id, readOnly=readonly)
    if data is not None:
        record["resources"] = [{"type": data[0], "ARN": data[1]}]
    record.update(
        eventType="AwsApiCall",
        managementEvent=data is None,
        recipientAccountId=ctx.account_id,
        eventCategory="Management" if data is None else "Data",
    )
    lookup_resources = json.dumps(kinds.resources(ctx.service, params)) if data is None else "[]"
    row: Row = (
        event_id,
        ctx.account_id,
        ctx.region,
        at,
        record["eventCategory"],
        ctx.operation,
        record["eventSource"],
        int(readonly),
        username(principal),
        principal.access_key,
        lookup_resources,
        json.dumps(record),
    )
    return row, record
