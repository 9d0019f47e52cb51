"""Experiment operations: StartExperiment (targets resolved through Lambda, then stored),
GetExperiment, ListExperiments, StopExperiment. An experiment's state is derived from the clock
(:mod:`.experiments`); a start or a stop makes the fault source read the running ones again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.fis import targets, templates
from labcloud.services.fis.actions import TARGET_KEY, invalid
from labcloud.services.fis.events import emit
from labcloud.services.fis.experiments import state_of, summary_of
from labcloud.services.fis.repo import experiments as rows
from labcloud.services.fis.state import FisState

if TYPE_CHECKING:
    from labcloud.services.fis.api import (
        Experiment,
        ExperimentSummary,
        GetExperimentRequest,
        GetExperimentResponse,
        ListExperimentsRequest,
        ListExperimentsResponse,
        StartExperimentRequest,
        StartExperimentResponse,
        StopExperimentRequest,
        StopExperimentResponse,
    )


def _shown(doc: dict[str, Any], now: float) -> Experiment:
    return cast("Experiment", state_of(doc, now))


async def start_experiment(
    state: FisState, request: StartExperimentRequest, ctx: RequestContext
) -> StartExperimentResponse:
    options = dict(request.get("experimentOptions") or {})
    if options.get("actionsMode", "run-all") != "run-all":
        raise AwsError("ValidationException", "labcloud does not support actionsMode skip-all", status=400)
    token = request.get("clientToken")
    if token:
        earlier = rows.by_token(state.store, ctx.account_id, ctx.region, token)
        if earlier is not None:
            return {"experiment": _shown(earlier, clock.now())}
    template = templates.load(state.store, ctx, request["experimentTemplateId"])
    resolved = {
        name: await targets.resolve(state.caller, ctx, target) for name, target in template["targets"].items()
    }
    empty = [name for name, arns in resolved.items() if not arns]
    mode = template["experimentOptions"].get("emptyTargetResolutionMode", "fail")
    experiment_id = templates.new_id("EXP")
    now = clock.now()
    doc: dict[str, Any] = {
        "id": experiment_id,
        "arn": ctx.arn("fis", f"experiment/{experiment_id}"),
        "experimentTemplateId": template["id"],
        "roleArn": template["roleArn"],
        "targets": template["targets"],
        "actions": template["actions"],
        "stopConditions": template["stopConditions"],
        "creationTime": now,
        "startTime": now,
        "tags": dict(request.get("tags") or {}),
        "experimentOptions": {**template["experimentOptions"], "actionsMode": "run-all"},
        "targetAccountConfigurationsCount": 0,
        "resolved": resolved,
    }
    if empty and mode == "fail":
        doc["failure"] = f"Target resolution returned empty set for target(s) {', '.join(sorted(empty))}."
    elif empty:
        doc["skipped"] = [n for n, a in template["actions"].items() if a["targets"][TARGET_KEY] in empty]
    with state.store.transaction():
        rows.insert(state.store, ctx.account_id, ctx.region, now, token, doc)
        emit(
            state,
            ctx,
            "fis.experiment.started",
            doc["arn"],
            id=experiment_id,
            template_id=template["id"],
            resolved=resolved,
            failure=doc.get("failure"),
        )
    state.live.forget()
    return {"experiment": _shown(doc, now)}


def _load(state: FisState, ctx: RequestContext, experiment_id: str) -> dict[str, Any]:
    doc = rows.get(state.store, ctx.account_id, ctx.region, experiment_id)
    if doc is None:
        raise templates.not_found("Experiment", experiment_id)
    return doc


def get_experiment(
    state: FisState, request: GetExperimentRequest, ctx: RequestContext
) -> GetExperimentResponse:
    return {"experiment": _shown(_load(state, ctx, request["id"]), clock.now())}


def list_experiments(
    state: FisState, request: ListExperimentsRequest, ctx: RequestContext
) -> ListExperimentsResponse:
    found = rows.of_account(state.store, ctx.account_id, ctx.region, request.get("experimentTemplateId"))
    chunk, token = templates.page(request, found)
    now = clock.now()
    out: ListExperimentsResponse = {
        "experiments": [cast("ExperimentSummary", summary_of(doc, now)) for doc in chunk]
    }
    if token:
        out["nextToken"] = token
    return out


def stop_experiment(
    state: FisState, request: StopExperimentRequest, ctx: RequestContext
) -> StopExperimentResponse:
    doc = _load(state, ctx, request["id"])
    now = clock.now()
    status = state_of(doc, now)["state"]["status"]
    if status not in ("pending", "initiating", "running"):
        raise invalid(f"Experiment {doc['id']} is {status}; only a running experiment can be stopped")
    doc["stoppedAt"] = now
    with state.store.transaction():
        rows.update(state.store, doc)
        emit(state, ctx, "fis.experiment.stopped", doc["arn"], id=doc["id"])
    state.live.forget()
    shown = state_of(doc, now)
    shown["state"] = {"status": "stopping", "reason": "Stopping the experiment."}
    return {"experiment": cast("Experiment", shown)}
