"""Cache policies (AWS's managed ones by their well-known ids, and the account's own: create, get, list,
delete), origin request and response headers policies (the managed ones: get, list)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudfront import distributions as dists
from labcloud.services.cloudfront import managed
from labcloud.services.cloudfront.errors import check_if_match, conflict, invalid_argument, not_found
from labcloud.services.cloudfront.events import emit
from labcloud.services.cloudfront.paging import page_size
from labcloud.services.cloudfront.repo import rows
from labcloud.services.cloudfront.state import CloudFrontState

if TYPE_CHECKING:
    from labcloud.services.cloudfront.api import (
        CreateCachePolicyRequest,
        CreateCachePolicyResponse,
        DeleteCachePolicyRequest,
        DeleteCachePolicyResponse,
        GetCachePolicyRequest,
        GetCachePolicyResponse,
        GetOriginRequestPolicyRequest,
        GetOriginRequestPolicyResponse,
        GetResponseHeadersPolicyRequest,
        GetResponseHeadersPolicyResponse,
        ListCachePoliciesRequest,
        ListCachePoliciesResponse,
        ListOriginRequestPoliciesRequest,
        ListOriginRequestPoliciesResponse,
        ListResponseHeadersPoliciesRequest,
        ListResponseHeadersPoliciesResponse,
    )

MAX_CACHE_POLICIES = 20
_MANAGED_ETAG = "E23ZP02F085DFQ"


def _type(value: Any) -> str | None:
    if value is not None and value not in ("managed", "custom"):
        raise invalid_argument("The parameter Type must be managed or custom.")
    return cast("str | None", value)


def _managed_policy(kind: str, policy_id: str, config: dict[str, Any]) -> dict[str, Any]:
    """A managed policy of ``kind`` (``CachePolicy``, ``OriginRequestPolicy``, ``ResponseHeadersPolicy``) as
    CloudFront answers it: ``{Id, LastModifiedTime, <kind>Config}``."""
    return {"Id": policy_id, "LastModifiedTime": managed.MODIFIED, f"{kind}Config": config}


def _managed_items(kind: str, policies: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """The managed policies of ``kind`` as the items of its list (``{Type: managed, <kind>: ...}``)."""
    return [{"Type": "managed", kind: _managed_policy(kind, pid, c)} for pid, c in policies.items()]


def _managed_get(kind: str, policies: dict[str, dict[str, Any]], policy_id: str, what: str) -> dict[str, Any]:
    """Get<kind> of a managed-only kind: the policy and its fixed ETag, or ``NoSuch<kind>``."""
    config = policies.get(policy_id)
    if config is None:
        raise not_found(f"NoSuch{kind}", f"The {what} does not exist.")
    return {kind: _managed_policy(kind, policy_id, config), "ETag": _MANAGED_ETAG}


def _cache_policies(state: CloudFrontState, account_id: str) -> list[dict[str, Any]]:
    """Every cache policy the account sees: the managed ones, then its own."""
    found = _managed_items("CachePolicy", managed.CACHE_POLICIES)
    for doc in rows.of_account(state.store, "cache-policy", account_id):
        found.append({"Type": "custom", "CachePolicy": _policy_out(doc)})
    return found


def _policy_out(doc: dict[str, Any]) -> dict[str, Any]:
    return {
        "Id": doc["Id"],
        "LastModifiedTime": dists.at(doc["_modified"]),
        "CachePolicyConfig": doc["CachePolicyConfig"],
    }


def _list(items: list[dict[str, Any]], request: Any) -> dict[str, Any]:
    size = page_size(request.get("MaxItems"))
    return {"MaxItems": size, "Quantity": len(items[:size]), "Items": items[:size]}


def list_cache_policies(
    state: CloudFrontState, request: ListCachePoliciesRequest, ctx: RequestContext
) -> ListCachePoliciesResponse:
    wanted = _type(request.get("Type"))
    items = [p for p in _cache_policies(state, ctx.account_id) if wanted in (None, p["Type"])]
    return cast("ListCachePoliciesResponse", {"CachePolicyList": _list(items, request)})


def get_cache_policy(
    state: CloudFrontState, request: GetCachePolicyRequest, ctx: RequestContext
) -> GetCachePolicyResponse:
    for item in _cache_policies(state, ctx.account_id):
        if item["CachePolicy"]["Id"] == request["Id"]:
            doc = rows.get(state.store, "cache-policy", request["Id"], ctx.account_id)
            etag = doc["ETag"] if doc is not None else _MANAGED_ETAG
            return cast("GetCachePolicyResponse", {"CachePolicy": item["CachePolicy"], "ETag": etag})
    raise not_found("NoSuchCachePolicy", "The cache policy does not exist.")


def create_cache_policy(
    state: CloudFrontState, request: CreateCachePolicyRequest, ctx: RequestContext
) -> CreateCachePolicyResponse:
    config = cast("dict[str, Any]", request["CachePolicyConfig"])
    minimum, default, maximum = (
        int(config["MinTTL"]),
        int(config.get("DefaultTTL", 86400)),
        int(config.get("MaxTTL", 31536000)),
    )
    if not minimum <= default <= maximum:
        raise invalid_argument("The TTLs must satisfy MinTTL <= DefaultTTL <= MaxTTL.")
    config = {**config, "DefaultTTL": default, "MaxTTL": maximum}
    with state.store.transaction():
        names = [
            p["CachePolicy"]["CachePolicyConfig"]["Name"] for p in _cache_policies(state, ctx.account_id)
        ]
        if config["Name"] in names:
            raise conflict("CachePolicyAlreadyExists", "A cache policy with this name already exists.")
        if rows.count(state.store, "cache-policy", ctx.account_id) >= MAX_CACHE_POLICIES:
            raise AwsError(
                "TooManyCachePolicies",
                "You have reached the maximum number of cache policies for this Amazon Web Services account.",
                status=400,
            )
        policy_id = dists.new_uuid()
        now = clock.now()
        doc = {"Id": policy_id, "ETag": dists.new_id(), "CachePolicyConfig": config, "_modified": now}
        rows.insert(state.store, "cache-policy", policy_id, ctx.account_id, now, doc)
        emit(
            state,
            ctx.account_id,
            "cloudfront.cache_policy.created",
            policy_id,
            id=policy_id,
            name=config["Name"],
        )
    return cast(
        "CreateCachePolicyResponse",
        {
            "CachePolicy": _policy_out(doc),
            "Location": f"{ctx.endpoint}/2020-05-31/cache-policy/{policy_id}",
            "ETag": doc["ETag"],
        },
    )


def delete_cache_policy(
    state: CloudFrontState, request: DeleteCachePolicyRequest, ctx: RequestContext
) -> DeleteCachePolicyResponse:
    if request["Id"] in managed.CACHE_POLICIES:
        raise AwsError("IllegalDelete", "You cannot delete a managed policy.", status=400)
    with state.store.transaction():
        doc = rows.get(state.store, "cache-policy", request["Id"], ctx.account_id)
        if doc is None:
            raise not_found("NoSuchCachePolicy", "The cache policy does not exist.")
        check_if_match(request.get("IfMatch"), doc["ETag"])
        for dist in rows.of_account(state.store, "distribution", ctx.account_id):
            config = dist["DistributionConfig"]
            behaviours = [
                config["DefaultCacheBehavior"],
                *(config.get("CacheBehaviors", {}).get("Items") or []),
            ]
            if any(b.get("CachePolicyId") == doc["Id"] for b in behaviours):
                raise conflict(
                    "CachePolicyInUse",
                    "Cannot delete the cache policy because it is attached to one or more cache behaviors.",
                )
        rows.delete(state.store, "cache-policy", doc["Id"])
        emit(state, ctx.account_id, "cloudfront.cache_policy.deleted", doc["Id"], id=doc["Id"])
    return cast("DeleteCachePolicyResponse", {})


def list_origin_request_policies(
    state: CloudFrontState, request: ListOriginRequestPoliciesRequest, ctx: RequestContext
) -> ListOriginRequestPoliciesResponse:
    wanted = _type(request.get("Type"))
    items = (
        _managed_items("OriginRequestPolicy", managed.ORIGIN_REQUEST_POLICIES)
        if wanted in (None, "managed")
        else []
    )
    return cast("ListOriginRequestPoliciesResponse", {"OriginRequestPolicyList": _list(items, request)})


def get_origin_request_policy(
    state: CloudFrontState, request: GetOriginRequestPolicyRequest, ctx: RequestContext
) -> GetOriginRequestPolicyResponse:
    found = _managed_get(
        "OriginRequestPolicy", managed.ORIGIN_REQUEST_POLICIES, request["Id"], "origin request policy"
    )
    return cast("GetOriginRequestPolicyResponse", found)


def list_response_headers_policies(
    state: CloudFrontState, request: ListResponseHeadersPoliciesRequest, ctx: RequestContext
) -> ListResponseHeadersPoliciesResponse:
    wanted = _type(request.get("Type"))
    items = (
        _managed_items("ResponseHeadersPolicy", managed.RESPONSE_HEADERS_POLICIES)
        if wanted in (None, "managed")
        else []
    )
    return cast("ListResponseHeadersPoliciesResponse", {"ResponseHeadersPolicyList": _list(items, request)})


def get_response_headers_policy(
    state: CloudFrontState, request: GetResponseHeadersPolicyRequest, ctx: RequestContext
) -> GetResponseHeadersPolicyResponse:
    found = _managed_get(
        "ResponseHeadersPolicy", managed.RESPONSE_HEADERS_POLICIES, request["Id"], "response headers policy"
    )
    return cast("GetResponseHeadersPolicyResponse", found)
