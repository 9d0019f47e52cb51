"""Archives: CreateArchive (on a bus of the caller's, with an optional EventPattern and RetentionDays,
0 keeping events for ever), DescribeArchive (with EventCount and SizeBytes), ListArchives,
UpdateArchive and DeleteArchive (its events go with it). ``archiving.py`` fills them."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.events import paging, patterns
from labcloud.services.events.errors import (
    already_exists,
    invalid_pattern,
    limit_exceeded,
    not_found,
    validation,
)
from labcloud.services.events.matching import compiled
from labcloud.services.events.publish import emit
from labcloud.services.events.records import bus_arn
from labcloud.services.events.repo import archives, buses
from labcloud.services.events.state import EventsState

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        CreateArchiveRequest,
        CreateArchiveResponse,
        DeleteArchiveRequest,
        DeleteArchiveResponse,
        DescribeArchiveRequest,
        DescribeArchiveResponse,
        ListArchivesRequest,
        ListArchivesResponse,
        UpdateArchiveRequest,
        UpdateArchiveResponse,
    )

MAX_ARCHIVES = 200


def _time(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=timezone.utc)


def _check_pattern(text: str | None) -> None:
    if text is None:
        return
    try:
        compiled(text)
    except patterns.PatternError as error:
        raise invalid_pattern(error.reason) from None


def _check(request: Any) -> None:
    if request.get("KmsKeyIdentifier"):
        raise validation("labcloud does not support customer managed keys on archives (KmsKeyIdentifier).")
    _check_pattern(request.get("EventPattern"))
    days = request.get("RetentionDays")
    if days is not None and int(days) < 0:
        raise validation("RetentionDays must be 0 or more.")


def existing(state: EventsState, ctx: RequestContext, name: str) -> archives.Archive:
    found = archives.find(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Archive {name} does not exist.")
    return found


def create_archive(
    state: EventsState, request: CreateArchiveRequest, ctx: RequestContext
) -> CreateArchiveResponse:
    _check(request)
    source = request["EventSourceArn"]
    parts = source.split(":", 5)
    if len(parts) != 6 or parts[2] != "events" or not parts[5].startswith("event-bus/"):
        raise validation(f"Parameter EventSourceArn is not valid: {source}.")
    if parts[3] != ctx.region or parts[4] != ctx.account_id:
        raise not_found(f"Event bus {source} does not exist.")
    bus = parts[5][len("event-bus/") :]
    now = clock.now()
    with state.store.transaction():
        if buses.find(state.store, ctx.account_id, ctx.region, bus) is None:
            raise not_found(f"Event bus {bus} does not exist.")
        name = request["ArchiveName"]
        if archives.find(state.store, ctx.account_id, ctx.region, name) is not None:
            raise already_exists(f"Archive {name} already exists.")
        if len(archives.listed(state.store, ctx.account_id, ctx.region)) >= MAX_ARCHIVES:
            raise limit_exceeded(
                f"The requested resource exceeds the maximum number allowed ({MAX_ARCHIVES})."
            )
        spec = {
            key: request[key]
            for key in ("Description", "EventPattern", "RetentionDays")
            if request.get(key) is not None
        }
        archive = archives.Archive(
            ctx.account_id, ctx.region, name, bus_arn(ctx.region, ctx.account_id, bus), spec, now
        )
        archives.put(state.store, archive)
        emit(state, "events.archive.created", ctx.account_id, ctx.region, archive.arn, bus=archive.bus_arn)
    return {"ArchiveArn": archive.arn, "State": "ENABLED", "CreationTime": _time(now)}


def _described(state: EventsState, archive: archives.Archive) -> dict[str, Any]:
    count, size = archives.counts(state.store, archive.arn)
    answer: dict[str, Any] = {
        "ArchiveArn": archive.arn,
        "ArchiveName": archive.name,
        "EventSourceArn": archive.bus_arn,
        "State": "ENABLED",
        "RetentionDays": int(archive.spec.get("RetentionDays") or 0),
        "SizeBytes": size,
        "EventCount": count,
        "CreationTime": _time(archive.created),
    }
    for key in ("Description", "EventPattern"):
        if archive.spec.get(key) is not None:
            answer[key] = archive.spec[key]
    return answer


def describe_archive(
    state: EventsState, request: DescribeArchiveRequest, ctx: RequestContext
) -> DescribeArchiveResponse:
    return _described(state, existing(state, ctx, request["ArchiveName"]))  # type: ignore[return-value]


def list_archives(
    state: EventsState, request: ListArchivesRequest, ctx: RequestContext
) -> ListArchivesResponse:
    after = paging.after(request.get("NextToken"))
    size = paging.limit(request.get("Limit"))
    if request.get("State") not in (
        None,
        "ENABLED",
        "DISABLED",
        "CREATING",
        "UPDATING",
        "CREATE_FAILED",
        "UPDATE_FAILED",
    ):
        raise validation("Parameter State is not valid.")
    found = []
    for archive in archives.listed(state.store, ctx.account_id, ctx.region):
        if after and archive.name <= after:
            continue
        if not archive.name.startswith(request.get("NamePrefix") or ""):
            continue
        if request.get("EventSourceArn") and archive.bus_arn != request.get("EventSourceArn"):
            continue
        if request.get("State") not in (None, "ENABLED"):
            continue
        found.append(archive)
    page = found[:size]
    listed = []
    for archive in page:
        described = _described(state, archive)
        listed.append(
            {k: v for k, v in described.items() if k not in ("ArchiveArn", "Description", "EventPattern")}
        )
    answer: dict[str, Any] = {"Archives": listed}
    if len(found) > size:
        answer["NextToken"] = paging.token(page[-1].name)
    return answer  # type: ignore[return-value]


def update_archive(
    state: EventsState, request: UpdateArchiveRequest, ctx: RequestContext
) -> UpdateArchiveResponse:
    _check(request)
    with state.store.transaction():
        archive = existing(state, ctx, request["ArchiveName"])
        spec = dict(archive.spec)
        for key in ("Description", "EventPattern", "RetentionDays"):
            if request.get(key) is not None:
                spec[key] = request[key]
        updated = archives.Archive(
            archive.account_id, archive.region, archive.name, archive.bus_arn, spec, archive.created
        )
        archives.put(state.store, updated)
        emit(state, "events.archive.updated", ctx.account_id, ctx.region, archive.arn)
    return {"ArchiveArn": archive.arn, "State": "ENABLED", "CreationTime": _time(archive.created)}


def delete_archive(
    state: EventsState, request: DeleteArchiveRequest, ctx: RequestContext
) -> DeleteArchiveResponse:
    with state.store.transaction():
        archive = existing(state, ctx, request["ArchiveName"])
        archives.remove(state.store, archive)
        emit(state, "events.archive.deleted", ctx.account_id, ctx.region, archive.arn)
    return {}
