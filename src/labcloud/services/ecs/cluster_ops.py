"""CreateCluster (idempotent by name), DescribeClusters, ListClusters, DeleteCluster, UpdateCluster,
UpdateClusterSettings and PutClusterCapacityProviders.

A cluster has no container instances (labcloud runs no EC2 hosts): its capacity providers can only be
AWS's FARGATE and FARGATE_SPOT, recorded with their default strategy. Service Connect defaults are
refused by name (labcloud has no Cloud Map). DeleteCluster removes the record once no service is active
and no task is unstopped (AWS's ClusterContainsServicesException / ClusterContainsTasksException)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ecs import errors, lookup, names, paging, tasks
from labcloud.services.ecs.events import publish
from labcloud.services.ecs.state import EcsState
from labcloud.services.ecs.tagging import merged
from labcloud.services.ecs.views import cluster as cluster_view

if TYPE_CHECKING:
    from labcloud.services.ecs.api import (
        CreateClusterRequest,
        CreateClusterResponse,
        DeleteClusterRequest,
        DeleteClusterResponse,
        DescribeClustersRequest,
        DescribeClustersResponse,
        ListClustersRequest,
        ListClustersResponse,
        PutClusterCapacityProvidersRequest,
        PutClusterCapacityProvidersResponse,
        UpdateClusterRequest,
        UpdateClusterResponse,
        UpdateClusterSettingsRequest,
        UpdateClusterSettingsResponse,
    )

PROVIDERS = ("FARGATE", "FARGATE_SPOT")
_INSIGHTS = ("enabled", "disabled", "enhanced")
MAX_DESCRIBED = 100


def _settings(given: Sequence[Mapping[str, Any]], existing: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = {s["name"]: s["value"] for s in existing}
    for setting in given:
        name, value = setting.get("name"), setting.get("value")
        if name != "containerInsights":
            raise errors.invalid(
                f"Invalid setting name '{name}': the only cluster setting is containerInsights."
            )
        if value not in _INSIGHTS:
            raise errors.invalid(
                f"Invalid value '{value}' for containerInsights: one of {', '.join(_INSIGHTS)}."
            )
        out[str(name)] = str(value)
    return [{"name": k, "value": v} for k, v in out.items()]


def _providers(given: list[str], strategy: list[dict[str, Any]]) -> None:
    for provider in given:
        if provider not in PROVIDERS:
            raise errors.invalid(
                f"The specified capacity provider '{provider}' does not exist: labcloud has only FARGATE and"
                " FARGATE_SPOT (no Auto Scaling groups to back others)."
            )
    if len(set(given)) != len(given):
        raise errors.invalid("The specified capacity providers contain duplicates.")
    strategy_check(strategy, given)


def strategy_check(strategy: list[dict[str, Any]], associated: list[str]) -> None:
    """A capacity provider strategy's items must name the cluster's providers, at most one with a base."""
    if len(strategy) > 20:
        raise errors.invalid("A capacity provider strategy holds at most 20 items.")
    bases = 0
    for item in strategy:
        if item.get("capacityProvider") not in associated:
            raise errors.invalid(
                "The specified capacity provider strategy cannot contain a capacity provider that is not"
                " associated with the cluster. Associate the capacity provider with the cluster or specify a"
                " valid capacity provider and try again."
            )
        if not 0 <= int(item.get("weight") or 0) <= 1000:
            raise errors.invalid("A capacity provider strategy item's weight is between 0 and 1000.")
        if not 0 <= int(item.get("base") or 0) <= 100000:
            raise errors.invalid("A capacity provider strategy item's base is between 0 and 100000.")
        bases += 1 if item.get("base") else 0
    if bases > 1:
        raise errors.invalid("Only one capacity provider in a capacity provider strategy can have a base.")


def _configuration(given: dict[str, Any] | None) -> dict[str, Any] | None:
    if not given:
        return None
    if given.get("managedStorageConfiguration"):
        raise errors.refused("managedStorageConfiguration: Fargate storage encryption keys are not modelled")
    return dict(given)


def counts(state: EcsState, ctx: RequestContext, arn: str) -> dict[str, int]:
    now = clock.now()
    out: dict[str, int] = {}
    for task in state.records.listed("task", ctx.account_id, ctx.region, arn):
        last = tasks.status(task, now)
        out[last] = out.get(last, 0) + 1
    active = [
        s for s in state.records.listed("service", ctx.account_id, ctx.region, arn) if s["status"] == "ACTIVE"
    ]
    out["services"] = len(active)
    return out


def _view(state: EcsState, ctx: RequestContext, doc: dict[str, Any], with_tags: bool = True) -> Any:
    return cluster_view(doc, counts(state, ctx, str(doc["clusterArn"])), with_tags)


def create_cluster(
    state: EcsState, request: CreateClusterRequest, ctx: RequestContext
) -> CreateClusterResponse:
    name = request.get("clusterName") or "default"
    if not names.NAME.match(name):
        raise errors.invalid(
            "Cluster name is invalid: up to 255 letters (uppercase and lowercase), numbers, underscores and hyphens."
        )
    if request.get("serviceConnectDefaults"):
        raise errors.refused("serviceConnectDefaults: Service Connect needs Cloud Map, which labcloud lacks")
    arn = names.cluster_arn(ctx, name)
    existing = state.records.get("cluster", ctx.account_id, ctx.region, arn)
    if existing is not None:
        return cast("CreateClusterResponse", {"cluster": _view(state, ctx, existing)})
    if state.records.count("cluster", ctx.account_id, ctx.region) >= state.max_clusters:
        raise errors.limit(f"You have reached the limit of {state.max_clusters} clusters.")
    providers = list(request.get("capacityProviders") or [])
    strategy = [dict(s) for s in request.get("defaultCapacityProviderStrategy") or []]
    _providers(providers, strategy)
    doc: dict[str, Any] = {
        "clusterArn": arn,
        "clusterName": name,
        "status": "ACTIVE",
        "settings": _settings(
            list(request.get("settings") or []), [{"name": "containerInsights", "value": "disabled"}]
        ),
        "capacityProviders": providers,
        "defaultCapacityProviderStrategy": strategy,
        "attachments": [],
        "_tags": merged({}, request.get("tags") or []),
    }
    configuration = _configuration(cast("dict[str, Any] | None", request.get("configuration")))
    if configuration:
        doc["configuration"] = configuration
    with state.store.transaction():
        state.records.put("cluster", ctx.account_id, ctx.region, arn, "", name, doc, clock.now())
        publish(state, "ecs.cluster.created", ctx, arn, name=name, capacity_providers=providers)
    return cast("CreateClusterResponse", {"cluster": _view(state, ctx, doc)})


def describe_clusters(
    state: EcsState, request: DescribeClustersRequest, ctx: RequestContext
) -> DescribeClustersResponse:
    asked = list(request.get("clusters") or ["default"])
    if len(asked) > MAX_DESCRIBED:
        raise errors.invalid(f"At most {MAX_DESCRIBED} clusters can be described at once.")
    include = list(request.get("include") or [])
    found, failures = [], []
    for given in asked:
        arn = names.cluster_arn(ctx, given)
        doc = state.records.get("cluster", ctx.account_id, ctx.region, arn)
        if doc is None:
            failures.append({"arn": arn, "reason": "MISSING"})
        else:
            found.append(_view(state, ctx, doc, "TAGS" in include))
    return cast("DescribeClustersResponse", {"clusters": found, "failures": failures})


def list_clusters(state: EcsState, request: ListClustersRequest, ctx: RequestContext) -> ListClustersResponse:
    arns = [str(d["clusterArn"]) for d in state.records.listed("cluster", ctx.account_id, ctx.region)]
    page, token = paging.page(arns, request.get("nextToken"), request.get("maxResults"))
    out: dict[str, Any] = {"clusterArns": page}
    if token:
        out["nextToken"] = token
    return cast("ListClustersResponse", out)


def delete_cluster(
    state: EcsState, request: DeleteClusterRequest, ctx: RequestContext
) -> DeleteClusterResponse:
    doc = lookup.cluster(state, ctx, request["cluster"])
    arn = str(doc["clusterArn"])
    services = state.records.listed("service", ctx.account_id, ctx.region, arn)
    if any(s["status"] == "ACTIVE" for s in services):
        raise errors.cluster_has_services()
    now = clock.now()
    held = state.records.listed("task", ctx.account_id, ctx.region, arn)
    if any(tasks.status(t, now) != "STOPPED" for t in held):
        raise errors.cluster_has_tasks()
    answer = {**_view(state, ctx, doc), "status": "INACTIVE"}
    with state.store.transaction():
        for one in [*services, *held]:
            state.records.delete(str(one.get("serviceArn") or one.get("taskArn")))
        state.records.delete(arn)
        publish(state, "ecs.cluster.deleted", ctx, arn)
    return cast("DeleteClusterResponse", {"cluster": answer})


def _save(state: EcsState, ctx: RequestContext, doc: dict[str, Any], kind: str, **data: object) -> None:
    with state.store.transaction():
        state.records.update(str(doc["clusterArn"]), doc)
        publish(state, f"ecs.cluster.{kind}", ctx, str(doc["clusterArn"]), **data)


def update_cluster(
    state: EcsState, request: UpdateClusterRequest, ctx: RequestContext
) -> UpdateClusterResponse:
    doc = lookup.cluster(state, ctx, request["cluster"])
    if request.get("serviceConnectDefaults"):
        raise errors.refused("serviceConnectDefaults: Service Connect needs Cloud Map, which labcloud lacks")
    if request.get("settings") is not None:
        doc["settings"] = _settings(list(request.get("settings") or []), doc.get("settings") or [])
    configuration = _configuration(cast("dict[str, Any] | None", request.get("configuration")))
    if configuration:
        doc["configuration"] = configuration
    _save(state, ctx, doc, "updated")
    return cast("UpdateClusterResponse", {"cluster": _view(state, ctx, doc)})


def update_cluster_settings(
    state: EcsState, request: UpdateClusterSettingsRequest, ctx: RequestContext
) -> UpdateClusterSettingsResponse:
    doc = lookup.cluster(state, ctx, request["cluster"])
    doc["settings"] = _settings(list(request["settings"]), doc.get("settings") or [])
    _save(state, ctx, doc, "updated")
    return cast("UpdateClusterSettingsResponse", {"cluster": _view(state, ctx, doc)})


def put_cluster_capacity_providers(
    state: EcsState, request: PutClusterCapacityProvidersRequest, ctx: RequestContext
) -> PutClusterCapacityProvidersResponse:
    doc = lookup.cluster(state, ctx, request["cluster"])
    providers = list(request["capacityProviders"])
    strategy = [dict(s) for s in request["defaultCapacityProviderStrategy"]]
    _providers(providers, strategy)
    doc["capacityProviders"] = providers
    doc["defaultCapacityProviderStrategy"] = strategy
    _save(state, ctx, doc, "capacity_providers", capacity_providers=providers)
    return cast("PutClusterCapacityProvidersResponse", {"cluster": _view(state, ctx, doc)})
