"""The three policy families, each Create/Get/List/Update/Delete (and BatchGet for lifecycle policies):
security policies (``encryption``, ``network``), access policies (``data``) and lifecycle policies
(``retention``). Each is kept under ``<type>/<name>`` with its document checked by ``policy_docs.py``; an
update must name the current ``policyVersion`` and gets a new one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.opensearchserverless import errors, policy_docs
from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.grants import matches
from labcloud.services.opensearchserverless.names import millis, version_token
from labcloud.services.opensearchserverless.paging import page
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import MAX_POLICIES, AossState

if TYPE_CHECKING:
    from labcloud.services.opensearchserverless.api import (
        BatchGetLifecyclePolicyRequest,
        BatchGetLifecyclePolicyResponse,
        CreateAccessPolicyRequest,
        CreateAccessPolicyResponse,
        CreateLifecyclePolicyRequest,
        CreateLifecyclePolicyResponse,
        CreateSecurityPolicyRequest,
        CreateSecurityPolicyResponse,
        DeleteAccessPolicyRequest,
        DeleteAccessPolicyResponse,
        DeleteLifecyclePolicyRequest,
        DeleteLifecyclePolicyResponse,
        DeleteSecurityPolicyRequest,
        DeleteSecurityPolicyResponse,
        GetAccessPolicyRequest,
        GetAccessPolicyResponse,
        GetPoliciesStatsRequest,
        GetPoliciesStatsResponse,
        GetSecurityPolicyRequest,
        GetSecurityPolicyResponse,
        ListAccessPoliciesRequest,
        ListAccessPoliciesResponse,
        ListLifecyclePoliciesRequest,
        ListLifecyclePoliciesResponse,
        ListSecurityPoliciesRequest,
        ListSecurityPoliciesResponse,
        UpdateAccessPolicyRequest,
        UpdateAccessPolicyResponse,
        UpdateLifecyclePolicyRequest,
        UpdateLifecyclePolicyResponse,
        UpdateSecurityPolicyRequest,
        UpdateSecurityPolicyResponse,
    )


@dataclass(frozen=True, slots=True)
class Family:
    """One family of policies: its types and the members its answers use."""

    noun: str
    types: tuple[str, ...]
    detail: str
    summaries: str


SECURITY = Family("security", ("encryption", "network"), "securityPolicyDetail", "securityPolicySummaries")
ACCESS = Family("access", ("data",), "accessPolicyDetail", "accessPolicySummaries")
LIFECYCLE = Family("lifecycle", ("retention",), "lifecyclePolicyDetail", "lifecyclePolicySummaries")


def _shown(doc: Doc, *, full: bool = True) -> dict[str, Any]:
    out: dict[str, Any] = {
        "type": doc["type"],
        "name": doc["name"],
        "policyVersion": doc["policyVersion"],
        "createdDate": millis(doc["_created"]),
        "lastModifiedDate": millis(doc["_modified"]),
    }
    if doc.get("description") is not None:  # (absent when never given, as AWS answers)
        out["description"] = doc["description"]
    if full:
        out["policy"] = doc["policy"]
    return out


def _type(family: Family, kind: str) -> str:
    if kind not in family.types:
        raise errors.validation(
            f"1 validation error detected: Value '{kind}' at 'type' failed to satisfy constraint: Member must"
            f" satisfy enum value set: [{', '.join(family.types)}]"
        )
    return kind


def stored(state: AossState, ctx: RequestContext, kind: str, name: str) -> Doc:
    doc = state.records.get(ctx.account_id, ctx.region, "policy", f"{kind}/{name}")
    if doc is None:
        raise errors.not_found(f"Policy with name {name} and type {kind} is not found")
    return doc


def create(state: AossState, family: Family, request: Any, ctx: RequestContext) -> Any:
    kind, name = _type(family, request["type"]), request["name"]
    document = policy_docs.parse(kind, request["policy"])
    if state.records.get(ctx.account_id, ctx.region, "policy", f"{kind}/{name}") is not None:
        raise errors.conflict(f"Policy with name {name} and type {kind} already exists")
    same_type = [p for p in state.records.listed(ctx.account_id, ctx.region, "policy") if p["type"] == kind]
    if len(same_type) >= MAX_POLICIES:
        raise errors.quota(f"The account has reached its quota of {MAX_POLICIES} {kind} policies")
    now = clock.now()
    doc: Doc = {
        "type": kind,
        "name": name,
        "description": request.get("description"),
        "policy": document,
        "policyVersion": version_token(now, 1),
        "_serial": 1,
        "_created": now,
        "_modified": now,
    }
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "policy", f"{kind}/{name}", name, doc, now)
        publish(
            state,
            f"aoss.{family.noun}_policy.created",
            ctx.account_id,
            ctx.region,
            f"{kind}/{name}",
            type=kind,
            name=name,
        )
    return {family.detail: _shown(doc)}


def get(state: AossState, family: Family, request: Any, ctx: RequestContext) -> Any:
    kind = _type(family, request["type"])
    return {family.detail: _shown(stored(state, ctx, kind, request["name"]))}


def listed(
    state: AossState,
    family: Family,
    request: Any,
    ctx: RequestContext,
    resources: list[str] | None,
) -> dict[str, Any]:
    kind = _type(family, request["type"])
    every = [p for p in state.records.listed(ctx.account_id, ctx.region, "policy") if p["type"] == kind]
    if resources:
        every = [p for p in every if _covers(p["policy"], resources)]
    shown, token = page(every, lambda p: str(p["name"]), request.get("maxResults"), request.get("nextToken"))
    out: dict[str, Any] = {family.summaries: [_shown(p, full=False) for p in shown]}
    if token:
        out["nextToken"] = token
    return out


def _covers(document: Any, resources: list[str]) -> bool:
    statements = document if isinstance(document, list) else [document]
    for statement in statements:
        for rule in statement.get("Rules") or []:
            for pattern in rule.get("Resource") or []:
                if any(matches(pattern, r) or pattern == r for r in resources):
                    return True
    return False


def update(state: AossState, family: Family, request: Any, ctx: RequestContext) -> Any:
    kind = _type(family, request["type"])
    doc = stored(state, ctx, kind, request["name"])
    if request["policyVersion"] != doc["policyVersion"]:
        raise errors.validation(
            "Policy version specified in the request refers to an older version and policy has since changed"
        )
    if "policy" not in request and "description" not in request:
        raise errors.validation("Either policy or description must be given to update a policy")
    if "policy" in request:
        doc["policy"] = policy_docs.parse(kind, request["policy"])
    if "description" in request:
        doc["description"] = request["description"]
    now = clock.now()
    doc["_serial"] = int(doc["_serial"]) + 1
    doc["_modified"] = now
    doc["policyVersion"] = version_token(now, doc["_serial"])
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "policy", f"{kind}/{doc['name']}", doc)
        publish(
            state,
            f"aoss.{family.noun}_policy.updated",
            ctx.account_id,
            ctx.region,
            f"{kind}/{doc['name']}",
            type=kind,
            name=doc["name"],
        )
    return {family.detail: _shown(doc)}


def delete(state: AossState, family: Family, request: Any, ctx: RequestContext) -> Any:
    kind = _type(family, request["type"])
    doc = stored(state, ctx, kind, request["name"])
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "policy", f"{kind}/{doc['name']}")
        publish(
            state,
            f"aoss.{family.noun}_policy.deleted",
            ctx.account_id,
            ctx.region,
            f"{kind}/{doc['name']}",
            type=kind,
            name=doc["name"],
        )
    return {}


# ---------------------------------------------------------------------- the operations


def create_security_policy(
    state: AossState, request: CreateSecurityPolicyRequest, ctx: RequestContext
) -> CreateSecurityPolicyResponse:
    return create(state, SECURITY, request, ctx)


def get_security_policy(
    state: AossState, request: GetSecurityPolicyRequest, ctx: RequestContext
) -> GetSecurityPolicyResponse:
    return get(state, SECURITY, request, ctx)


def list_security_policies(
    state: AossState, request: ListSecurityPoliciesRequest, ctx: RequestContext
) -> ListSecurityPoliciesResponse:
    return listed(state, SECURITY, request, ctx, request.get("resource"))  # type: ignore[return-value]


def update_security_policy(
    state: AossState, request: UpdateSecurityPolicyRequest, ctx: RequestContext
) -> UpdateSecurityPolicyResponse:
    return update(state, SECURITY, request, ctx)


def delete_security_policy(
    state: AossState, request: DeleteSecurityPolicyRequest, ctx: RequestContext
) -> DeleteSecurityPolicyResponse:
    return delete(state, SECURITY, request, ctx)


def create_access_policy(
    state: AossState, request: CreateAccessPolicyRequest, ctx: RequestContext
) -> CreateAccessPolicyResponse:
    return create(state, ACCESS, request, ctx)


def get_access_policy(
    state: AossState, request: GetAccessPolicyRequest, ctx: RequestContext
) -> GetAccessPolicyResponse:
    return get(state, ACCESS, request, ctx)


def list_access_policies(
    state: AossState, request: ListAccessPoliciesRequest, ctx: RequestContext
) -> ListAccessPoliciesResponse:
    return listed(state, ACCESS, request, ctx, request.get("resource"))  # type: ignore[return-value]


def update_access_policy(
    state: AossState, request: UpdateAccessPolicyRequest, ctx: RequestContext
) -> UpdateAccessPolicyResponse:
    return update(state, ACCESS, request, ctx)


def delete_access_policy(
    state: AossState, request: DeleteAccessPolicyRequest, ctx: RequestContext
) -> DeleteAccessPolicyResponse:
    return delete(state, ACCESS, request, ctx)


def create_lifecycle_policy(
    state: AossState, request: CreateLifecyclePolicyRequest, ctx: RequestContext
) -> CreateLifecyclePolicyResponse:
    return create(state, LIFECYCLE, request, ctx)


def list_lifecycle_policies(
    state: AossState, request: ListLifecyclePoliciesRequest, ctx: RequestContext
) -> ListLifecyclePoliciesResponse:
    return listed(state, LIFECYCLE, request, ctx, request.get("resources"))  # type: ignore[return-value]


def update_lifecycle_policy(
    state: AossState, request: UpdateLifecyclePolicyRequest, ctx: RequestContext
) -> UpdateLifecyclePolicyResponse:
    return update(state, LIFECYCLE, request, ctx)


def delete_lifecycle_policy(
    state: AossState, request: DeleteLifecyclePolicyRequest, ctx: RequestContext
) -> DeleteLifecyclePolicyResponse:
    return delete(state, LIFECYCLE, request, ctx)


def batch_get_lifecycle_policy(
    state: AossState, request: BatchGetLifecyclePolicyRequest, ctx: RequestContext
) -> BatchGetLifecyclePolicyResponse:
    found: list[dict[str, Any]] = []
    missing: list[dict[str, Any]] = []
    for ident in request["identifiers"]:
        kind, name = _type(LIFECYCLE, ident["type"]), ident["name"]
        doc = state.records.get(ctx.account_id, ctx.region, "policy", f"{kind}/{name}")
        if doc is None:
            missing.append(
                {
                    "type": kind,
                    "name": name,
                    "errorCode": "ResourceNotFound",
                    "errorMessage": "Policy not found",
                }
            )
        else:
            found.append(_shown(doc))
    return {"lifecyclePolicyDetails": found, "lifecyclePolicyErrorDetails": missing}  # type: ignore[typeddict-item]


def get_policies_stats(
    state: AossState, request: GetPoliciesStatsRequest, ctx: RequestContext
) -> GetPoliciesStatsResponse:
    counts: dict[str, int] = {"encryption": 0, "network": 0, "data": 0, "retention": 0}
    for doc in state.records.listed(ctx.account_id, ctx.region, "policy"):
        counts[doc["type"]] = counts.get(doc["type"], 0) + 1
    return {
        "AccessPolicyStats": {"DataPolicyCount": counts["data"]},
        "SecurityPolicyStats": {
            "EncryptionPolicyCount": counts["encryption"],
            "NetworkPolicyCount": counts["network"],
        },
        "SecurityConfigStats": {"SamlConfigCount": 0},
        "LifecyclePolicyStats": {"RetentionPolicyCount": counts["retention"]},
        "TotalPolicyCount": sum(counts.values()),
    }
