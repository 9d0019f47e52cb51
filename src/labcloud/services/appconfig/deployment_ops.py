"""StartDeployment, GetDeployment, ListDeployments, StopDeployment.

StartDeployment reads the hosted version, runs the profile's validators on it and keeps the data the
environment will serve (a feature flag set in its retrieval format, ``flags.py``); the deployment then
moves DEPLOYING → BAKING → COMPLETE on labcloud's clock (``timeline.py``). One deployment deploys in an
environment at a time (ConflictException); KmsKeyIdentifier and DynamicExtensionParameters are refused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appconfig import errors, finds, flags, strategy_ops, timeline, validation, version_ops
from labcloud.services.appconfig.events import publish
from labcloud.services.appconfig.state import AppConfigState
from labcloud.services.appconfig.tagging import checked
from labcloud.services.appconfig.views import described, page, public

if TYPE_CHECKING:
    from labcloud.services.appconfig.api import (
        GetDeploymentRequest,
        GetDeploymentResponse,
        ListDeploymentsRequest,
        ListDeploymentsResponse,
        StartDeploymentRequest,
        StartDeploymentResponse,
        StopDeploymentRequest,
        StopDeploymentResponse,
    )

#: How long after completing a deployment may still be reverted (AWS: 72 hours).
REVERT_SECONDS = 72 * 3600
_STRATEGY_MEMBERS = ("DeploymentDurationInMinutes", "GrowthType", "GrowthFactor", "FinalBakeTimeInMinutes")


def key_of(env_id: str, number: int) -> str:
    return f"{env_id}/{number}"


def shaped(doc: dict[str, Any], now: float) -> dict[str, Any]:
    found = timeline.progress(doc, now)
    out = public(doc)
    out.update(
        State=found.state,
        PercentageComplete=found.percentage,
        EventLog=found.events,
        StartedAt=timeline._when(float(doc["_started"])),
    )
    if found.completed_at is not None:
        out["CompletedAt"] = timeline._when(found.completed_at)
    out["AppliedExtensions"] = []
    return out


def serving(
    state: AppConfigState, account_id: str, region: str, env_id: str, profile_id: str
) -> tuple[str, dict[str, Any]] | None:
    """(key, document) of the deployment whose data the environment serves for the profile, if any."""
    now = clock.now()
    found = [
        d
        for d in state.records.listed(account_id, region, "deployment", env_id)
        if d["ConfigurationProfileId"] == profile_id
    ]
    for doc in sorted(found, key=lambda d: -int(d["DeploymentNumber"])):
        if timeline.progress(doc, now).state in timeline.SERVING:
            return key_of(env_id, int(doc["DeploymentNumber"])), doc
    return None


def _version(
    state: AppConfigState, ctx: RequestContext, app_id: str, profile_id: str, given: str
) -> tuple[dict[str, Any], bytes]:
    if given.isdigit():
        return version_ops.find(state, ctx, app_id, profile_id, int(given))
    for doc in reversed(state.records.listed(ctx.account_id, ctx.region, "version", profile_id)):
        if doc.get("VersionLabel") == given:
            return version_ops.find(state, ctx, app_id, profile_id, int(doc["VersionNumber"]))
    raise errors.not_found("HostedConfigurationVersion", given)


def start_deployment(
    state: AppConfigState, request: StartDeploymentRequest, ctx: RequestContext
) -> StartDeploymentResponse:
    app_id, env_id = request["ApplicationId"], request["EnvironmentId"]
    env = finds.child(state, ctx, "env", app_id, env_id)
    profile = finds.child(state, ctx, "profile", app_id, request["ConfigurationProfileId"])
    strategy = strategy_ops.find(state, ctx, request["DeploymentStrategyId"])
    if request.get("KmsKeyIdentifier"):
        raise errors.unsupported("KmsKeyIdentifier: deployed data is not encrypted with KMS keys here")
    if request.get("DynamicExtensionParameters"):
        raise errors.unsupported("DynamicExtensionParameters: labcloud runs no AppConfig extensions")
    version, content = _version(state, ctx, app_id, profile["Id"], request["ConfigurationVersion"])
    validation.validate(list(profile.get("Validators") or []), content)
    now = clock.now()
    earlier = state.records.listed(ctx.account_id, ctx.region, "deployment", env_id)
    latest = max(earlier, key=lambda d: int(d["DeploymentNumber"])) if earlier else None
    latest_number = int(latest["DeploymentNumber"]) if latest else 0
    if (
        request.get("LatestDeploymentNumber") is not None
        and int(request["LatestDeploymentNumber"]) != latest_number
    ):
        raise errors.conflict(
            f"LatestDeploymentNumber {request['LatestDeploymentNumber']} is not the environment's latest"
            f" deployment ({latest_number})"
        )
    superseded = None
    if latest is not None:
        phase = timeline.progress(latest, now).state
        if phase == "DEPLOYING":
            raise errors.conflict(
                f"Deployment {latest_number} is in progress in environment {env_id}: stop it or wait for it"
            )
        if phase == "BAKING":
            latest["_superseded"] = now
            superseded = latest
    number = latest_number + 1
    served = content
    content_type = str(version["ContentType"])
    if profile["Type"] == flags.TYPE:
        served, content_type = flags.retrieval(content), "application/json"
    doc: dict[str, Any] = {
        "ApplicationId": app_id,
        "EnvironmentId": env_id,
        "DeploymentStrategyId": strategy["Id"],
        "ConfigurationProfileId": profile["Id"],
        "DeploymentNumber": number,
        "ConfigurationName": profile["Name"],
        "ConfigurationLocationUri": profile["LocationUri"],
        "ConfigurationVersion": str(version["VersionNumber"]),
        **{m: strategy[m] for m in _STRATEGY_MEMBERS},
        "_started": now,
        "_content_type": content_type,
        "_type": profile["Type"],
        "_tags": checked({}, request.get("Tags")),
    }
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))
    if version.get("VersionLabel"):
        doc["VersionLabel"] = version["VersionLabel"]
    key = key_of(env_id, number)
    with state.store.transaction():
        if superseded is not None:
            state.records.update(
                ctx.account_id, ctx.region, "deployment", key_of(env_id, latest_number), superseded
            )
        state.records.put(ctx.account_id, ctx.region, "deployment", key, env_id, doc, now, served)
        publish(
            state,
            "appconfig.deployment.started",
            ctx,
            key,
            application=app_id,
            environment=env["Id"],
            profile=profile["Id"],
            version=doc["ConfigurationVersion"],
            strategy=strategy["Id"],
        )
    return cast("StartDeploymentResponse", shaped(doc, now))


def _find(state: AppConfigState, ctx: RequestContext, request: Any) -> dict[str, Any]:
    env_id = request["EnvironmentId"]
    finds.child(state, ctx, "env", request["ApplicationId"], env_id)
    return finds.record(state, ctx, "deployment", key_of(env_id, int(request["DeploymentNumber"])))


def get_deployment(
    state: AppConfigState, request: GetDeploymentRequest, ctx: RequestContext
) -> GetDeploymentResponse:
    return cast("GetDeploymentResponse", shaped(_find(state, ctx, request), clock.now()))


def list_deployments(
    state: AppConfigState, request: ListDeploymentsRequest, ctx: RequestContext
) -> ListDeploymentsResponse:
    env_id = request["EnvironmentId"]
    finds.child(state, ctx, "env", request["ApplicationId"], env_id)
    now = clock.now()
    items = []
    docs = state.records.listed(ctx.account_id, ctx.region, "deployment", env_id)
    for doc in sorted(docs, key=lambda d: -int(d["DeploymentNumber"])):
        full = shaped(doc, now)
        items.append(
            {
                k: full[k]
                for k in (
                    "DeploymentNumber",
                    "ConfigurationProfileId",
                    "ConfigurationName",
                    "ConfigurationVersion",
                    *_STRATEGY_MEMBERS,
                    "State",
                    "PercentageComplete",
                    "StartedAt",
                    "CompletedAt",
                    "VersionLabel",
                )
                if k in full
            }
        )
    return cast("ListDeploymentsResponse", page(items, request))


def stop_deployment(
    state: AppConfigState, request: StopDeploymentRequest, ctx: RequestContext
) -> StopDeploymentResponse:
    doc = _find(state, ctx, request)
    now = clock.now()
    found = timeline.progress(doc, now)
    revert = bool(request.get("AllowRevert"))
    if found.state == "COMPLETE":
        if not revert:
            raise errors.bad_request(
                f"Deployment {doc['DeploymentNumber']} is complete: only AllowRevert can revert it"
            )
        if found.completed_at is not None and now - found.completed_at > REVERT_SECONDS:
            raise errors.bad_request("A deployment can be reverted only within 72 hours of completing")
        doc["_reverted"] = True
    elif found.state not in ("DEPLOYING", "BAKING"):
        raise errors.bad_request(f"Deployment {doc['DeploymentNumber']} is already {found.state}")
    doc["_stopped"] = now
    doc["_announced"], doc["_settled"] = ("REVERTED" if doc.get("_reverted") else "ROLLED_BACK"), True
    key = key_of(str(doc["EnvironmentId"]), int(doc["DeploymentNumber"]))
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "deployment", key, doc)
        publish(
            state, "appconfig.deployment.stopped", ctx, key, reverted=revert and found.state == "COMPLETE"
        )
    return cast("StopDeploymentResponse", shaped(doc, now))
