"""Account resource policies (rules in :mod:`.policies`), account-level policies (rules in
:mod:`.account_policies`) and log group data protection policies (rules in :mod:`.data_protection`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext

from . import account_policies, policies
from .data_protection import check_document
from .errors import invalid_token
from .lookups import group_by_identifier, now_ms
from .repo.resource_policies import policy_not_found
from .state import LogsState

if TYPE_CHECKING:
    from .api import (
        DeleteAccountPolicyRequest,
        DeleteAccountPolicyResponse,
        DeleteDataProtectionPolicyRequest,
        DeleteDataProtectionPolicyResponse,
        DeleteResourcePolicyRequest,
        DeleteResourcePolicyResponse,
        DescribeAccountPoliciesRequest,
        DescribeAccountPoliciesResponse,
        DescribeResourcePoliciesRequest,
        DescribeResourcePoliciesResponse,
        GetDataProtectionPolicyRequest,
        GetDataProtectionPolicyResponse,
        PutAccountPolicyRequest,
        PutAccountPolicyResponse,
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


def put_account_policy(
    state: LogsState, request: PutAccountPolicyRequest, ctx: RequestContext
) -> PutAccountPolicyResponse:
    policy = account_policies.check_put(request, now_ms())
    with state.store.transaction():
        state.account_policies.put(ctx.account_id, ctx.region, policy)
    answer = {"accountPolicy": account_policies.describe(policy, ctx.account_id)}
    return cast("PutAccountPolicyResponse", answer)


def describe_account_policies(
    state: LogsState, request: DescribeAccountPoliciesRequest, ctx: RequestContext
) -> DescribeAccountPoliciesResponse:
    policy_type = request["policyType"]
    if policy_type not in account_policies.POLICY_TYPES:
        account_policies.check_type(policy_type)
    if request.get("nextToken"):
        raise invalid_token()  # the answer is never paged (one policy per type)
    accounts = request.get("accountIdentifiers")
    if accounts is not None and ctx.account_id not in accounts:
        return {"accountPolicies": []}
    rows = state.account_policies.of_type(ctx.account_id, ctx.region, policy_type, request.get("policyName"))
    answer = {"accountPolicies": [account_policies.describe(row, ctx.account_id) for row in rows]}
    return cast("DescribeAccountPoliciesResponse", answer)


def delete_account_policy(
    state: LogsState, request: DeleteAccountPolicyRequest, ctx: RequestContext
) -> DeleteAccountPolicyResponse:
    name, policy_type = request["policyName"], request["policyType"]
    if policy_type not in account_policies.POLICY_TYPES:
        account_policies.check_type(policy_type)
    with state.store.transaction():
        if not state.account_policies.delete(ctx.account_id, ctx.region, policy_type, name):
            raise policy_not_found(name)
    return {}
