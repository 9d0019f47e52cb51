"""Account resource policies (rules in :mod:`.policies`) and log group data protection
policies (rules in :mod:`.data_protection`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext

from . import policies
from .data_protection import check_document
from .lookups import group_by_identifier, now_ms
from .state import LogsState

if TYPE_CHECKING:
    from .api import (
        DeleteDataProtectionPolicyRequest,
        DeleteDataProtectionPolicyResponse,
        DeleteResourcePolicyRequest,
        DeleteResourcePolicyResponse,
        DescribeResourcePoliciesRequest,
        DescribeResourcePoliciesResponse,
        GetDataProtectionPolicyRequest,
        GetDataProtectionPolicyResponse,
        PutDataProtectionPolicyRequest,
        PutDataProtectionPolicyResponse,
        PutResourcePolicyRequest,
        PutResourcePolicyResponse,
    )


def put_resource_policy(
    state: LogsState, request: PutResourcePolicyRequest, ctx: RequestContext
) -> PutResourcePolicyResponse:
    name, document = policies.check_put(request)
    with state.store.transaction():
        policy = state.policies.put(ctx.account_id, ctx.region, name, document, now_ms())
    return cast("PutResourcePolicyResponse", {"resourcePolicy": policies.describe_policy(policy)})


def describe_resource_policies(
    state: LogsState, request: DescribeResourcePoliciesRequest, ctx: RequestContext
) -> DescribeResourcePoliciesResponse:
    answer = policies.describe_policies(state.policies, ctx.account_id, ctx.region, request)
    return cast("DescribeResourcePoliciesResponse", answer)


def delete_resource_policy(
    state: LogsState, request: DeleteResourcePolicyRequest, ctx: RequestContext
) -> DeleteResourcePolicyResponse:
    with state.store.transaction():
        state.policies.delete(ctx.account_id, ctx.region, policies.delete_name(request))
    return {}


def put_data_protection_policy(
    state: LogsState, request: PutDataProtectionPolicyRequest, ctx: RequestContext
) -> PutDataProtectionPolicyResponse:
    identifier, document = request["logGroupIdentifier"], request["policyDocument"]
    check_document(document)
    now = now_ms()
    with state.store.transaction():
        state.data_protection.put(group_by_identifier(state, ctx, identifier).id, document, now)
    return {"logGroupIdentifier": identifier, "policyDocument": document, "lastUpdatedTime": now}


def get_data_protection_policy(
    state: LogsState, request: GetDataProtectionPolicyRequest, ctx: RequestContext
) -> GetDataProtectionPolicyResponse:
    identifier = request["logGroupIdentifier"]
    row = state.data_protection.find(group_by_identifier(state, ctx, identifier).id)
    if row is None:
        return {"logGroupIdentifier": identifier}
    return {
        "logGroupIdentifier": identifier,
        "policyDocument": row.document,
        "lastUpdatedTime": row.last_updated,
    }


def delete_data_protection_policy(
    state: LogsState, request: DeleteDataProtectionPolicyRequest, ctx: RequestContext
) -> DeleteDataProtectionPolicyResponse:
    with state.store.transaction():
        state.data_protection.delete(group_by_identifier(state, ctx, request["logGroupIdentifier"]).id)
    return {}
