"""PutClusterPolicy, GetClusterPolicy and DeleteClusterPolicy: a cluster's resource policy kept as a JSON
document with its own version (``CurrentVersion`` guards a put as AWS's does). Kept, not enforced: no
broker takes connections (docs/kafka.md)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.kafka import errors, names
from labcloud.services.kafka.cluster_ops import find
from labcloud.services.kafka.events import publish
from labcloud.services.kafka.state import KafkaState

if TYPE_CHECKING:
    from labcloud.services.kafka.api import (
        DeleteClusterPolicyRequest,
        DeleteClusterPolicyResponse,
        GetClusterPolicyRequest,
        GetClusterPolicyResponse,
        PutClusterPolicyRequest,
        PutClusterPolicyResponse,
    )


def put_cluster_policy(
    state: KafkaState, request: PutClusterPolicyRequest, ctx: RequestContext
) -> PutClusterPolicyResponse:
    doc = find(state, ctx, request["ClusterArn"])
    try:
        parsed = json.loads(request["Policy"])
    except ValueError as exc:
        raise errors.bad("policy", "The policy is not valid JSON.") from exc
    if not isinstance(parsed, dict) or not parsed.get("Statement"):
        raise errors.bad("policy", "The policy must be a JSON object with a Statement.")
    given = request.get("CurrentVersion")
    if doc.get("_policy") is not None and given is not None and given != doc.get("_policy_version"):
        raise errors.bad("currentVersion", "The currentVersion does not match the policy's current version.")
    doc["_policy"] = request["Policy"]
    doc["_policy_version"] = names.version()
    with state.store.transaction():
        state.records.update(str(doc["ClusterArn"]), doc)
        publish(state, "kafka.cluster.policy_put", ctx.account_id, ctx.region, doc["ClusterArn"])
    return cast("PutClusterPolicyResponse", {"CurrentVersion": doc["_policy_version"]})


def get_cluster_policy(
    state: KafkaState, request: GetClusterPolicyRequest, ctx: RequestContext
) -> GetClusterPolicyResponse:
    doc = find(state, ctx, request["ClusterArn"])
    if doc.get("_policy") is None:
        raise errors.not_found("clusterArn", "The cluster has no policy.")
    return cast(
        "GetClusterPolicyResponse", {"Policy": doc["_policy"], "CurrentVersion": doc["_policy_version"]}
    )


def delete_cluster_policy(
    state: KafkaState, request: DeleteClusterPolicyRequest, ctx: RequestContext
) -> DeleteClusterPolicyResponse:
    doc = find(state, ctx, request["ClusterArn"])
    doc.pop("_policy", None)
    doc.pop("_policy_version", None)
    with state.store.transaction():
        state.records.update(str(doc["ClusterArn"]), doc)
        publish(state, "kafka.cluster.policy_deleted", ctx.account_id, ctx.region, doc["ClusterArn"])
    return cast("DeleteClusterPolicyResponse", {})
