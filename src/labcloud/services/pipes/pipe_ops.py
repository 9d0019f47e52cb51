"""Pipe operations: create, describe, update (the fields given; a parameter block replaces its old
value whole, as AWS's), delete, list, start and stop, with AWS's state rules: a pipe in a transitional
state (CREATING, UPDATING, STARTING, STOPPING, DELETING) answers ConflictException to another change;
``lifecycle.py`` moves it on to RUNNING, STOPPED, a ``*_FAILED`` state, or away."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.pipes import arns, checks, lifecycle
from labcloud.services.pipes.errors import conflict, not_found, validation
from labcloud.services.pipes.paging import page
from labcloud.services.pipes.publish import emit
from labcloud.services.pipes.repo import pipes
from labcloud.services.pipes.state import PipesState

if TYPE_CHECKING:
    from labcloud.services.pipes.api import (
        CreatePipeRequest,
        CreatePipeResponse,
        DeletePipeRequest,
        DeletePipeResponse,
        DescribePipeRequest,
        DescribePipeResponse,
        ListPipesRequest,
        ListPipesResponse,
        StartPipeRequest,
        StartPipeResponse,
        StopPipeRequest,
        StopPipeResponse,
        UpdatePipeRequest,
        UpdatePipeResponse,
    )

TRANSITIONAL = ("CREATING", "UPDATING", "STARTING", "STOPPING", "DELETING")
MAX_PIPES = 1000
#: Members of a pipe's definition kept in its spec.
KEPT = (
    "Description",
    "Source",
    "SourceParameters",
    "Enrichment",
    "EnrichmentParameters",
    "Target",
    "TargetParameters",
    "RoleArn",
    "LogConfiguration",
)


def _time(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=timezone.utc)


def _check(spec: dict[str, Any], creating: bool, account_id: str) -> None:
    checks.common(spec)
    checks.log_account(spec.get("LogConfiguration"), account_id)
    source = arns.source(spec["Source"])
    checks.source_parameters(source.service, spec.get("SourceParameters") or {}, creating)
    enrichment = arns.enrichment(spec["Enrichment"]) if spec.get("Enrichment") else None
    checks.enrichment_parameters(spec.get("EnrichmentParameters") or {}, enrichment)
    checks.batch_for_enrichment(source.service, spec.get("SourceParameters") or {}, enrichment)
    target = arns.target(spec["Target"])
    checks.target_parameters(target, spec.get("TargetParameters") or {})


def _found(state: PipesState, ctx: RequestContext, name: str) -> pipes.Pipe:
    found = pipes.find(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Pipe {name} does not exist.")
    return found


def _settled(pipe: pipes.Pipe, action: str) -> None:
    if pipe.current in TRANSITIONAL:
        raise conflict(
            f"Pipe {pipe.name} is in state {pipe.current} and cannot be {action} until it settles.", pipe.name
        )


def _summary(pipe: pipes.Pipe, desired: str | None = None) -> dict[str, Any]:
    return {
        "Arn": pipe.arn,
        "Name": pipe.name,
        "DesiredState": desired or pipe.desired,
        "CurrentState": pipe.current,
        "CreationTime": _time(pipe.created),
        "LastModifiedTime": _time(pipe.modified),
    }


def create_pipe(state: PipesState, request: CreatePipeRequest, ctx: RequestContext) -> CreatePipeResponse:
    spec: dict[str, Any] = {key: request[key] for key in KEPT if request.get(key) is not None}  # type: ignore[literal-required]
    checks.common(dict(request))
    _check(spec, True, ctx.account_id)
    now = clock.now()
    with state.store.transaction():
        name = request["Name"]
        if pipes.find(state.store, ctx.account_id, ctx.region, name) is not None:
            raise conflict(f"Pipe {name} already exists.", name)
        if len(pipes.listed(state.store, ctx.account_id, ctx.region)) >= MAX_PIPES:
            raise lifecycle.quota(MAX_PIPES)
        pipe = pipes.Pipe(
            ctx.account_id,
            ctx.region,
            name,
            spec,
            request.get("DesiredState") or "RUNNING",
            "CREATING",
            "",
            dict(request.get("Tags") or {}),
            now,
            now,
        )
        pipes.put(state.store, pipe)
        emit(
            state,
            "pipes.pipe.created",
            ctx.account_id,
            ctx.region,
            pipe.arn,
            source=spec["Source"],
            target=spec["Target"],
        )
    lifecycle.settle_soon(state)
    return _summary(pipe)  # type: ignore[return-value]


def describe_pipe(
    state: PipesState, request: DescribePipeRequest, ctx: RequestContext
) -> DescribePipeResponse:
    pipe = _found(state, ctx, request["Name"])
    answer: dict[str, Any] = {**_summary(pipe), **{k: v for k, v in pipe.spec.items() if v is not None}}
    if pipe.reason:
        answer["StateReason"] = pipe.reason
    answer["Tags"] = dict(pipe.tags)
    if "Enrichment" in answer and not answer["Enrichment"]:
        del answer["Enrichment"]
    return answer  # type: ignore[return-value]


def update_pipe(state: PipesState, request: UpdatePipeRequest, ctx: RequestContext) -> UpdatePipeResponse:
    checks.common(dict(request))
    with state.store.transaction():
        pipe = _found(state, ctx, request["Name"])
        _settled(pipe, "updated")
        spec = dict(pipe.spec)
        for key in KEPT:
            if key == "Source" or request.get(key) is None:
                continue
            value: Any = request[key]  # type: ignore[literal-required]
            if isinstance(value, dict) and isinstance(spec.get(key), dict):
                merged = dict(spec[key])
                merged.update(value)  # each block given replaces the old one whole
                value = merged
            spec[key] = value
        source_block = checks.SOURCE_BLOCKS[arns.source(spec["Source"]).service]
        old_source = (pipe.spec.get("SourceParameters") or {}).get(source_block) or {}
        new_source = (spec.get("SourceParameters") or {}).get(source_block)
        if new_source is not None and old_source:
            for key in ("StartingPosition", "StartingPositionTimestamp"):
                if key in new_source and new_source[key] != old_source.get(key):
                    raise validation(f"{key} cannot be changed on an existing pipe.")
                if key in old_source:
                    new_source[key] = old_source[key]
        if spec.get("Enrichment") == "":
            spec.pop("Enrichment")
            spec.pop("EnrichmentParameters", None)
        _check(spec, False, ctx.account_id)
        desired = request.get("DesiredState") or pipe.desired
        updated = pipe.moved(spec=spec, desired=desired, current="UPDATING", reason="", modified=clock.now())
        pipes.put(state.store, updated)
        emit(state, "pipes.pipe.updated", ctx.account_id, ctx.region, pipe.arn, desired=desired)
    lifecycle.settle_soon(state)
    return _summary(updated)  # type: ignore[return-value]


def delete_pipe(state: PipesState, request: DeletePipeRequest, ctx: RequestContext) -> DeletePipeResponse:
    with state.store.transaction():
        pipe = _found(state, ctx, request["Name"])
        if pipe.current in ("CREATING", "UPDATING", "STARTING", "STOPPING"):
            _settled(pipe, "deleted")
        if pipe.current != "DELETING":
            pipe = pipe.moved(current="DELETING", modified=clock.now())
            pipes.put(state.store, pipe)
            emit(state, "pipes.pipe.deleting", ctx.account_id, ctx.region, pipe.arn)
    lifecycle.settle_soon(state)
    return _summary(pipe, "DELETED")  # type: ignore[return-value]


def _change_state(state: PipesState, ctx: RequestContext, name: str, desired: str) -> dict[str, Any]:
    moving = "STARTING" if desired == "RUNNING" else "STOPPING"
    with state.store.transaction():
        pipe = _found(state, ctx, name)
        _settled(pipe, "started" if desired == "RUNNING" else "stopped")
        if pipe.current.endswith("_FAILED") and pipe.current not in ("START_FAILED", "STOP_FAILED"):
            raise conflict(f"Pipe {name} is in state {pipe.current} and cannot change state.", name)
        pipe = pipe.moved(desired=desired, current=moving, reason="", modified=clock.now())
        pipes.put(state.store, pipe)
        emit(state, f"pipes.pipe.{moving.lower()}", ctx.account_id, ctx.region, pipe.arn)
    lifecycle.settle_soon(state)
    return _summary(pipe)


def start_pipe(state: PipesState, request: StartPipeRequest, ctx: RequestContext) -> StartPipeResponse:
    return _change_state(state, ctx, request["Name"], "RUNNING")  # type: ignore[return-value]


def stop_pipe(state: PipesState, request: StopPipeRequest, ctx: RequestContext) -> StopPipeResponse:
    return _change_state(state, ctx, request["Name"], "STOPPED")  # type: ignore[return-value]


def list_pipes(state: PipesState, request: ListPipesRequest, ctx: RequestContext) -> ListPipesResponse:
    found = []
    for pipe in pipes.listed(state.store, ctx.account_id, ctx.region):
        if not pipe.name.startswith(request.get("NamePrefix") or ""):
            continue
        if request.get("DesiredState") and pipe.desired != request.get("DesiredState"):
            continue
        if request.get("CurrentState") and pipe.current != request.get("CurrentState"):
            continue
        if not pipe.spec["Source"].startswith(request.get("SourcePrefix") or ""):
            continue
        if not pipe.spec["Target"].startswith(request.get("TargetPrefix") or ""):
            continue
        found.append(pipe)
    chosen, token = page(found, request.get("NextToken"), request.get("Limit"))
    listed = []
    for pipe in chosen:
        entry: dict[str, Any] = {
            **_summary(pipe),
            "Source": pipe.spec["Source"],
            "Target": pipe.spec["Target"],
        }
        if pipe.reason:
            entry["StateReason"] = pipe.reason
        if pipe.spec.get("Enrichment"):
            entry["Enrichment"] = pipe.spec["Enrichment"]
        listed.append(entry)
    answer: dict[str, Any] = {"Pipes": listed}
    if token:
        answer["NextToken"] = token
    return answer  # type: ignore[return-value]
