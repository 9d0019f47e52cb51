"""CreateDeploymentStrategy, GetDeploymentStrategy, ListDeploymentStrategies, UpdateDeploymentStrategy,
DeleteDeploymentStrategy, and AWS's predefined strategies (ids ``AppConfig.*``: listed, readable, never
changed or deleted). ReplicateTo SSM_DOCUMENT is refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appconfig import errors, finds
from labcloud.services.appconfig.events import publish
from labcloud.services.appconfig.state import MAX_STRATEGIES, AppConfigState
from labcloud.services.appconfig.tagging import checked
from labcloud.services.appconfig.views import described, new_id, page, public

if TYPE_CHECKING:
    from labcloud.services.appconfig.api import (
        CreateDeploymentStrategyRequest,
        CreateDeploymentStrategyResponse,
        DeleteDeploymentStrategyRequest,
        DeleteDeploymentStrategyResponse,
        GetDeploymentStrategyRequest,
        GetDeploymentStrategyResponse,
        ListDeploymentStrategiesRequest,
        ListDeploymentStrategiesResponse,
        UpdateDeploymentStrategyRequest,
        UpdateDeploymentStrategyResponse,
    )


def _predefined(name: str, text: str, minutes: int, growth: str, factor: float, bake: int) -> dict[str, Any]:
    return {
        "Id": name,
        "Name": name,
        "Description": text,
        "DeploymentDurationInMinutes": minutes,
        "GrowthType": growth,
        "GrowthFactor": factor,
        "FinalBakeTimeInMinutes": bake,
        "ReplicateTo": "NONE",
    }


#: AWS's predefined strategies, as its user guide lists them.
PREDEFINED: dict[str, dict[str, Any]] = {
    d["Id"]: d
    for d in (
        _predefined(
            "AppConfig.Linear50PercentEvery30Seconds",
            "Test/Demo, 50% every 30 seconds, with a 1 minute bake time.",
            1,
            "LINEAR",
            50.0,
            1,
        ),
        _predefined(
            "AppConfig.Canary10Percent20Minutes",
            "AWS Recommended, 10% Exponential growth over 20 minutes, with a 10 minute bake time.",
            20,
            "EXPONENTIAL",
            10.0,
            10,
        ),
        _predefined(
            "AppConfig.AllAtOnce", "Quick, 100% at once, with a 10 minute bake time.", 0, "LINEAR", 100.0, 10
        ),
        _predefined(
            "AppConfig.Linear20PercentEvery6Minutes",
            "AWS Recommended, 20% every 6 minutes over 30 minutes, with a 30 minute bake time.",
            30,
            "LINEAR",
            20.0,
            30,
        ),
    )
}

_GROWTH = ("LINEAR", "EXPONENTIAL")


def find(state: AppConfigState, ctx: RequestContext, strategy_id: str) -> dict[str, Any]:
    if strategy_id in PREDEFINED:
        return dict(PREDEFINED[strategy_id])
    return finds.record(state, ctx, "strategy", strategy_id)


def _checked(doc: dict[str, Any], request: Any) -> None:
    for member in ("DeploymentDurationInMinutes", "FinalBakeTimeInMinutes", "GrowthFactor"):
        if request.get(member) is not None:
            doc[member] = request[member]
    if request.get("GrowthType") is not None:
        if request["GrowthType"] not in _GROWTH:
            raise errors.bad_request(f"Invalid GrowthType {request['GrowthType']}: LINEAR or EXPONENTIAL")
        doc["GrowthType"] = request["GrowthType"]
    if not 0 <= int(doc["DeploymentDurationInMinutes"]) <= 1440:
        raise errors.bad_request("DeploymentDurationInMinutes is between 0 and 1440")
    if not 0 <= int(doc["FinalBakeTimeInMinutes"]) <= 1440:
        raise errors.bad_request("FinalBakeTimeInMinutes is between 0 and 1440")
    if not 1.0 <= float(doc["GrowthFactor"]) <= 100.0:
        raise errors.bad_request("GrowthFactor is between 1 and 100")
    doc["GrowthFactor"] = float(doc["GrowthFactor"])
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))


def create_deployment_strategy(
    state: AppConfigState, request: CreateDeploymentStrategyRequest, ctx: RequestContext
) -> CreateDeploymentStrategyResponse:
    replicate = request.get("ReplicateTo") or "NONE"
    if replicate == "SSM_DOCUMENT":
        raise errors.unsupported("ReplicateTo SSM_DOCUMENT: strategies are not copied to SSM documents")
    if replicate != "NONE":
        raise errors.bad_request(f"Invalid ReplicateTo {replicate}: NONE or SSM_DOCUMENT")
    if state.records.count(ctx.account_id, ctx.region, "strategy") >= MAX_STRATEGIES:
        raise errors.quota(f"You have reached the limit of {MAX_STRATEGIES} deployment strategies")
    doc: dict[str, Any] = {
        "Id": new_id(),
        "Name": request["Name"],
        "DeploymentDurationInMinutes": 0,
        "GrowthType": "LINEAR",
        "GrowthFactor": 100.0,
        "FinalBakeTimeInMinutes": 0,
        "ReplicateTo": replicate,
    }
    _checked(doc, request)
    doc["_tags"] = checked({}, request.get("Tags"))
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "strategy", doc["Id"], "", doc, clock.now())
        publish(state, "appconfig.strategy.created", ctx, doc["Id"], name=doc["Name"])
    return cast("CreateDeploymentStrategyResponse", public(doc))


def get_deployment_strategy(
    state: AppConfigState, request: GetDeploymentStrategyRequest, ctx: RequestContext
) -> GetDeploymentStrategyResponse:
    return cast("GetDeploymentStrategyResponse", public(find(state, ctx, request["DeploymentStrategyId"])))


def list_deployment_strategies(
    state: AppConfigState, request: ListDeploymentStrategiesRequest, ctx: RequestContext
) -> ListDeploymentStrategiesResponse:
    mine = [public(d) for d in state.records.listed(ctx.account_id, ctx.region, "strategy")]
    return cast("ListDeploymentStrategiesResponse", page([*PREDEFINED.values(), *mine], request))


def update_deployment_strategy(
    state: AppConfigState, request: UpdateDeploymentStrategyRequest, ctx: RequestContext
) -> UpdateDeploymentStrategyResponse:
    strategy_id = request["DeploymentStrategyId"]
    if strategy_id in PREDEFINED:
        raise errors.bad_request(f"The predefined deployment strategy {strategy_id} cannot be changed")
    doc = finds.record(state, ctx, "strategy", strategy_id)
    _checked(doc, request)
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "strategy", strategy_id, doc)
        publish(state, "appconfig.strategy.updated", ctx, strategy_id)
    return cast("UpdateDeploymentStrategyResponse", public(doc))


def delete_deployment_strategy(
    state: AppConfigState, request: DeleteDeploymentStrategyRequest, ctx: RequestContext
) -> DeleteDeploymentStrategyResponse:
    strategy_id = request["DeploymentStrategyId"]
    if strategy_id in PREDEFINED:
        raise errors.bad_request(f"The predefined deployment strategy {strategy_id} cannot be deleted")
    finds.record(state, ctx, "strategy", strategy_id)
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "strategy", strategy_id)
        publish(state, "appconfig.strategy.deleted", ctx, strategy_id)
    return cast("DeleteDeploymentStrategyResponse", {})
