"""PutScalingPolicy (target tracking, creating its AlarmHigh/AlarmLow CloudWatch alarms whose action is the
policy's ARN; step scaling, whose alarms the user makes), DescribeScalingPolicies, DeleteScalingPolicy
(deleting the alarms the policy owns) and DescribeScalingActivities. The alarms are put through the pipeline
as the account (standing for the service-linked role AWS uses)."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.applicationautoscaling import errors, policies, policy_alarms, resources
from labcloud.services.applicationautoscaling.events import publish
from labcloud.services.applicationautoscaling.state import MAX_POLICIES, AutoScalingState
from labcloud.services.applicationautoscaling.target_ops import find, selected
from labcloud.services.applicationautoscaling.views import page, policy_arn, public, target_key

if TYPE_CHECKING:
    from labcloud.services.applicationautoscaling.api import (
        DeleteScalingPolicyRequest,
        DeleteScalingPolicyResponse,
        DescribeScalingActivitiesRequest,
        DescribeScalingActivitiesResponse,
        DescribeScalingPoliciesRequest,
        DescribeScalingPoliciesResponse,
        PutScalingPolicyRequest,
        PutScalingPolicyResponse,
    )


async def put_scaling_policy(
    state: AutoScalingState, request: PutScalingPolicyRequest, ctx: RequestContext
) -> PutScalingPolicyResponse:
    namespace, resource_id, dimension = (
        request["ServiceNamespace"],
        request["ResourceId"],
        request["ScalableDimension"],
    )
    name = request["PolicyName"]
    resource = resources.parse(namespace, resource_id, dimension)
    target = find(state, ctx, namespace, resource_id, dimension)
    kind = request.get("PolicyType") or "StepScaling"
    key = target_key(namespace, resource_id, dimension)
    pid = f"{key}|{name}"
    old = state.records.get(ctx.account_id, ctx.region, "policy", pid)
    if old is None and state.records.count(ctx.account_id, ctx.region, "policy", key) >= MAX_POLICIES:
        raise errors.limit(f"A scalable target can have at most {MAX_POLICIES} scaling policies")
    doc: dict[str, Any] = {
        "PolicyARN": old["PolicyARN"]
        if old
        else policy_arn(ctx.region, ctx.account_id, namespace, resource_id, name),
        "PolicyName": name,
        "ServiceNamespace": namespace,
        "ResourceId": resource_id,
        "ScalableDimension": dimension,
        "PolicyType": kind,
        "CreationTime": old["CreationTime"] if old else clock.now(),
    }
    if kind == "TargetTrackingScaling":
        config = dict(request.get("TargetTrackingScalingPolicyConfiguration") or {})
        if not config or request.get("StepScalingPolicyConfiguration"):
            raise errors.validation(
                "TargetTrackingScaling needs a TargetTrackingScalingPolicyConfiguration and no StepScalingPolicyConfiguration"
            )
        metric = policies.check_target_tracking(resource, config)
        doc["TargetTrackingScalingPolicyConfiguration"] = config
        current = await resources.capacity(state.services, resource, ctx.account_id, ctx.region, None)
        doc["Alarms"] = await _put_alarms(
            state,
            ctx,
            doc,
            policies.alarm_specs(
                resource,
                metric,
                float(str(config["TargetValue"])),
                current,
                cast("dict[str, Any] | None", config.get("CustomizedMetricSpecification")),
            ),
        )
        if old:
            await policy_alarms.delete(state, ctx, [old])
    elif kind == "StepScaling":
        config = dict(request.get("StepScalingPolicyConfiguration") or {})
        if not config or request.get("TargetTrackingScalingPolicyConfiguration"):
            raise errors.validation(
                "StepScaling needs a StepScalingPolicyConfiguration and no TargetTrackingScalingPolicyConfiguration"
            )
        policies.check_step(config)
        doc["StepScalingPolicyConfiguration"] = config
        doc["Alarms"] = []
    else:
        raise errors.unsupported(f"the policy type {kind}")
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "policy", pid, key, doc, clock.now())
        publish(
            state, "appautoscaling.policy.put", ctx, doc["PolicyARN"], type=kind, target=target["ResourceId"]
        )
    answer: dict[str, Any] = {"PolicyARN": doc["PolicyARN"]}
    if doc["Alarms"]:
        answer["Alarms"] = doc["Alarms"]
    return cast("PutScalingPolicyResponse", answer)


async def _put_alarms(
    state: AutoScalingState, ctx: RequestContext, doc: dict[str, Any], specs: list[dict[str, Any]]
) -> list[dict[str, str]]:
    suffix = str(uuid.uuid4())
    alarms = []
    for which, spec in zip(("AlarmHigh", "AlarmLow"), specs, strict=True):
        name = f"TargetTracking-{doc['ResourceId']}-{which}-{suffix}"
        params = {
            **spec,
            "AlarmName": name,
            "AlarmDescription": f"DO NOT EDIT OR DELETE. For TargetTrackingScaling policy {doc['PolicyARN']}.",
            "AlarmActions": [doc["PolicyARN"]],
        }
        await state.services.call(
            "cloudwatch", "PutMetricAlarm", params, account_id=ctx.account_id, region=ctx.region
        )
        alarms.append(
            {"AlarmName": name, "AlarmARN": f"arn:aws:cloudwatch:{ctx.region}:{ctx.account_id}:alarm:{name}"}
        )
    return alarms


def describe_scaling_policies(
    state: AutoScalingState, request: DescribeScalingPoliciesRequest, ctx: RequestContext
) -> DescribeScalingPoliciesResponse:
    docs = state.records.listed(ctx.account_id, ctx.region, "policy")
    rid = request.get("ResourceId")
    docs = selected(
        docs, request["ServiceNamespace"], [rid] if rid else None, request.get("ScalableDimension")
    )
    names = request.get("PolicyNames")
    if names:
        docs = [d for d in docs if d["PolicyName"] in set(names)]
    return cast(
        "DescribeScalingPoliciesResponse", page([public(d) for d in docs], "ScalingPolicies", request)
    )


async def delete_scaling_policy(
    state: AutoScalingState, request: DeleteScalingPolicyRequest, ctx: RequestContext
) -> DeleteScalingPolicyResponse:
    namespace, resource_id, dimension = (
        request["ServiceNamespace"],
        request["ResourceId"],
        request["ScalableDimension"],
    )
    resources.parse(namespace, resource_id, dimension)
    pid = f"{target_key(namespace, resource_id, dimension)}|{request['PolicyName']}"
    doc = state.records.get(ctx.account_id, ctx.region, "policy", pid)
    if doc is None:
        raise errors.not_found(
            f"No scaling policy found for service namespace: {namespace}, resource ID: {resource_id}, "
            f"scalable dimension: {dimension}, policy name: {request['PolicyName']}"
        )
    await policy_alarms.delete(state, ctx, [doc])
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "policy", pid)
        publish(state, "appautoscaling.policy.deleted", ctx, doc["PolicyARN"])
    return cast("DeleteScalingPolicyResponse", {})


def describe_scaling_activities(
    state: AutoScalingState, request: DescribeScalingActivitiesRequest, ctx: RequestContext
) -> DescribeScalingActivitiesResponse:
    docs = state.records.listed(ctx.account_id, ctx.region, "activity")
    rid = request.get("ResourceId")
    docs = selected(
        docs, request["ServiceNamespace"], [rid] if rid else None, request.get("ScalableDimension")
    )
    if request.get("IncludeNotScaledActivities") is not True:
        docs = [d for d in docs if d.get("_scaled", True)]
    docs.reverse()  # newest first, as AWS lists them
    return cast(
        "DescribeScalingActivitiesResponse", page([public(d) for d in docs], "ScalingActivities", request)
    )
