"""Distributions: the checks of a DistributionConfig (AWS's error codes), the document kept per
distribution and what GetDistribution and ListDistributions answer of it.

A distribution is ``InProgress`` for :data:`DEPLOY_SECONDS` of labcloud's clock after each create or
update, then ``Deployed`` (computed when read: move the clock instead of waiting).
"""

from __future__ import annotations

import random
import string
from datetime import datetime, timezone
from typing import Any, cast

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.cloudfront import managed
from labcloud.services.cloudfront.errors import conflict, invalid_argument, not_found
from labcloud.services.cloudfront.repo import rows
from labcloud.services.cloudfront.state import CloudFrontState
from labcloud.services.wafv2.interfaces import WebAclFilter

#: Seconds of labcloud's clock a change takes to deploy (AWS: minutes).
DEPLOY_SECONDS = 1.0
#: AWS's default quota of distributions per account.
MAX_DISTRIBUTIONS = 200
#: The status codes CustomErrorResponses may name (CloudFront's list).
ERROR_CODES = frozenset({400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504})
METHOD_SETS = (
    frozenset({"GET", "HEAD"}),
    frozenset({"GET", "HEAD", "OPTIONS"}),
    frozenset({"GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"}),
)
_ID_CHARS = string.ascii_uppercase + string.digits
_random = random.SystemRandom()


def new_id(prefix: str = "E") -> str:
    """An id as CloudFront shapes them: ``E`` (or ``I`` for an invalidation) and 13 upper-case characters."""
    return prefix + "".join(_random.choice(_ID_CHARS) for _ in range(13))


def at(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def arn(account_id: str, distribution_id: str) -> str:
    return f"arn:aws:cloudfront::{account_id}:distribution/{distribution_id}"


def deployed(doc: dict[str, Any]) -> bool:
    return clock.now() >= float(doc["_modified"]) + DEPLOY_SECONDS


def _items(container: Any, what: str) -> list[Any]:
    """A ``{Quantity, Items}`` list, its quantity checked (``InconsistentQuantities`` as AWS answers)."""
    if not container:
        return []
    items = list(container.get("Items") or [])
    if int(container.get("Quantity", len(items))) != len(items):
        raise AwsError(
            "InconsistentQuantities",
            f"The value of Quantity and the size of Items don't match for {what}.",
            status=400,
        )
    return items


def _behaviours(config: dict[str, Any]) -> list[dict[str, Any]]:
    return [config["DefaultCacheBehavior"], *_items(config.get("CacheBehaviors"), "CacheBehaviors")]


def _check_web_acl(state: CloudFrontState, account_id: str, acl: str) -> None:
    """A WebACLId must name a CLOUDFRONT web ACL of the account (AWS WAF's ARN); labcloud has no WAF Classic,
    whose bare ids are refused."""
    if not acl:
        return
    waf = state.find_interface(WebAclFilter)
    scope = cast("WebAclFilter", waf).scope_of(acl) if waf is not None else None
    if scope != "CLOUDFRONT" or f":{account_id}:global/webacl/" not in acl:
        raise AwsError("InvalidWebACLId", f"Web ACL is not valid or does not exist: {acl}", status=400)


def check(state: CloudFrontState, account_id: str, config: dict[str, Any], own_id: str | None) -> None:
    """Raise AWS's error for what CloudFront (or labcloud) refuses in ``config``."""
    origins = _items(config.get("Origins"), "Origins")
    if not origins:
        raise invalid_argument("The parameter Origins is required.")
    ids = [origin["Id"] for origin in origins]
    if len(set(ids)) != len(ids):
        raise invalid_argument("The parameter Origin Id must be unique.")
    for origin in origins:
        _check_origin(state, account_id, origin)
    if _items(config.get("OriginGroups"), "OriginGroups"):
        raise invalid_argument("labcloud does not implement OriginGroups (origin failover).")
    if config.get("Staging"):
        raise invalid_argument("labcloud does not implement staging distributions (continuous deployment).")
    for behaviour in _behaviours(config):
        _check_behaviour(state, behaviour, ids)
    _check_web_acl(state, account_id, str(config.get("WebACLId") or ""))
    root = config.get("DefaultRootObject") or ""
    if root.startswith("/"):
        raise AwsError(
            "InvalidDefaultRootObject", "The specified default root object is invalid.", status=400
        )
    for response in _items(config.get("CustomErrorResponses"), "CustomErrorResponses"):
        if int(response["ErrorCode"]) not in ERROR_CODES:
            raise AwsError("InvalidErrorCode", "The error code specified is not valid.", status=400)
        page = response.get("ResponsePagePath")
        if page and not str(page).startswith("/"):
            raise invalid_argument("The parameter ResponsePagePath must begin with a slash.")
        if page and not response.get("ResponseCode"):
            raise invalid_argument("The parameter ResponseCode is required with ResponsePagePath.")
    for alias in _items(config.get("Aliases"), "Aliases"):
        _check_alias(state, str(alias).lower(), own_id)


def _check_origin(state: CloudFrontState, account_id: str, origin: dict[str, Any]) -> None:
    if bool(origin.get("S3OriginConfig")) == bool(origin.get("CustomOriginConfig")):
        raise invalid_argument(
            f"Exactly one of S3OriginConfig and CustomOriginConfig must be specified for origin {origin['Id']}."
        )
    path = origin.get("OriginPath") or ""
    if path and (not path.startswith("/") or path.endswith("/")):
        raise invalid_argument("The parameter origin path must begin with a slash and not end with one.")
    oac = origin.get("OriginAccessControlId")
    if oac and rows.get(state.store, "oac", oac, account_id) is None:
        raise not_found("NoSuchOriginAccessControl", "The specified origin access control does not exist.")
    oai = (origin.get("S3OriginConfig") or {}).get("OriginAccessIdentity") or ""
    if oai:
        prefix = "origin-access-identity/cloudfront/"
        if oac:
            raise AwsError(
                "IllegalOriginAccessConfiguration",
                "An origin cannot contain both an origin access control (OAC) and an origin access identity (OAI).",
                status=400,
            )
        if not oai.startswith(prefix) or rows.get(state.store, "oai", oai[len(prefix) :], account_id) is None:
            raise AwsError(
                "InvalidOriginAccessIdentity",
                "The origin access identity is not valid or doesn't exist.",
                status=400,
            )


def _check_behaviour(state: CloudFrontState, behaviour: dict[str, Any], origin_ids: list[str]) -> None:
    if behaviour["TargetOriginId"] not in origin_ids:
        raise not_found("NoSuchOrigin", "One or more of your origins or origin groups do not exist.")
    if _items(behaviour.get("FunctionAssociations"), "FunctionAssociations"):
        raise invalid_argument(
            "labcloud does not run CloudFront Functions: FunctionAssociations must be empty."
        )
    if _items(behaviour.get("LambdaFunctionAssociations"), "LambdaFunctionAssociations"):
        raise invalid_argument("labcloud does not run Lambda@Edge: LambdaFunctionAssociations must be empty.")
    if _items(behaviour.get("TrustedKeyGroups"), "TrustedKeyGroups") or _items(
        behaviour.get("TrustedSigners"), "TrustedSigners"
    ):
        raise invalid_argument(
            "labcloud does not implement signed URLs: trusted signers and key groups must be empty."
        )
    policy = behaviour.get("CachePolicyId")
    if policy:
        if _cache_policy(state, policy) is None:
            raise not_found("NoSuchCachePolicy", "The cache policy does not exist.")
    elif not behaviour.get("ForwardedValues"):
        raise invalid_argument("The parameter ForwardedValues is required.")
    request_policy = behaviour.get("OriginRequestPolicyId")
    if request_policy and request_policy not in managed.ORIGIN_REQUEST_POLICIES:
        raise not_found("NoSuchOriginRequestPolicy", "The origin request policy does not exist.")
    headers_policy = behaviour.get("ResponseHeadersPolicyId")
    if headers_policy and headers_policy not in managed.RESPONSE_HEADERS_POLICIES:
        raise not_found("NoSuchResponseHeadersPolicy", "The response headers policy does not exist.")
    allowed = behaviour.get("AllowedMethods")
    if allowed:
        methods = frozenset(str(m).upper() for m in _items(allowed, "AllowedMethods"))
        if methods not in METHOD_SETS:
            raise invalid_argument(
                "The parameter AllowedMethods must be GET,HEAD or GET,HEAD,OPTIONS or all seven methods."
            )


def _cache_policy(state: CloudFrontState, policy_id: str) -> dict[str, Any] | None:
    found = managed.CACHE_POLICIES.get(policy_id)
    if found is not None:
        return found
    doc = rows.get(state.store, "cache-policy", policy_id)
    return None if doc is None else dict(doc["CachePolicyConfig"])


def cache_policy(state: CloudFrontState, policy_id: str) -> dict[str, Any] | None:
    """A cache policy's config (managed or the account's own), for the data plane."""
    return _cache_policy(state, policy_id)


def _check_alias(state: CloudFrontState, alias: str, own_id: str | None) -> None:
    for account_doc in _every_distribution(state):
        if account_doc["Id"] == own_id:
            continue
        theirs = {str(a).lower() for a in _items(account_doc["DistributionConfig"].get("Aliases"), "Aliases")}
        if alias in theirs:
            raise conflict(
                "CNAMEAlreadyExists",
                "One or more of the CNAMEs you provided are already associated with a different resource.",
            )


def _every_distribution(state: CloudFrontState) -> list[dict[str, Any]]:
    return rows.every(state.store, "distribution")


def out(doc: dict[str, Any]) -> dict[str, Any]:
    """The Distribution element of GetDistribution."""
    return {
        "Id": doc["Id"],
        "ARN": doc["ARN"],
        "Status": "Deployed" if deployed(doc) else "InProgress",
        "LastModifiedTime": at(doc["_modified"]),
        "InProgressInvalidationBatches": 0,
        "DomainName": doc["DomainName"],
        "ActiveTrustedSigners": {"Enabled": False, "Quantity": 0},
        "ActiveTrustedKeyGroups": {"Enabled": False, "Quantity": 0},
        "DistributionConfig": doc["DistributionConfig"],
    }


def summary(doc: dict[str, Any]) -> dict[str, Any]:
    """A DistributionSummary of ListDistributions."""
    config = doc["DistributionConfig"]
    return {
        "Id": doc["Id"],
        "ARN": doc["ARN"],
        "ETag": doc["ETag"],
        "Status": "Deployed" if deployed(doc) else "InProgress",
        "LastModifiedTime": at(doc["_modified"]),
        "DomainName": doc["DomainName"],
        "Aliases": config.get("Aliases") or {"Quantity": 0},
        "Origins": config["Origins"],
        "DefaultCacheBehavior": config["DefaultCacheBehavior"],
        "CacheBehaviors": config.get("CacheBehaviors") or {"Quantity": 0},
        "CustomErrorResponses": config.get("CustomErrorResponses") or {"Quantity": 0},
        "Comment": config.get("Comment", ""),
        "PriceClass": config.get("PriceClass") or "PriceClass_All",
        "Enabled": bool(config["Enabled"]),
        "ViewerCertificate": config.get("ViewerCertificate") or {"CloudFrontDefaultCertificate": True},
        "Restrictions": config.get("Restrictions")
        or {"GeoRestriction": {"RestrictionType": "none", "Quantity": 0}},
        "WebACLId": config.get("WebACLId", ""),
        "HttpVersion": config.get("HttpVersion") or "http2",
        "IsIPV6Enabled": bool(config.get("IsIPV6Enabled", False)),
        "Staging": bool(config.get("Staging", False)),
    }


def with_defaults(config: dict[str, Any]) -> dict[str, Any]:
    """The config as GetDistributionConfig answers it: CloudFront's defaults filled in."""
    filled = dict(config)
    filled.setdefault("Aliases", {"Quantity": 0})
    filled.setdefault("DefaultRootObject", "")
    filled.setdefault("CacheBehaviors", {"Quantity": 0})
    filled.setdefault("CustomErrorResponses", {"Quantity": 0})
    filled.setdefault("PriceClass", "PriceClass_All")
    filled.setdefault("ViewerCertificate", {"CloudFrontDefaultCertificate": True})
    filled.setdefault("Restrictions", {"GeoRestriction": {"RestrictionType": "none", "Quantity": 0}})
    filled.setdefault("WebACLId", "")
    filled.setdefault("HttpVersion", "http2")
    filled.setdefault("IsIPV6Enabled", False)
    filled.setdefault("Staging", False)
    filled.setdefault("Logging", {"Enabled": False, "IncludeCookies": False, "Bucket": "", "Prefix": ""})
    filled.setdefault("OriginGroups", {"Quantity": 0})
    filled.setdefault("ContinuousDeploymentPolicyId", "")
    filled["Origins"] = {
        **filled["Origins"],
        "Items": [_origin_defaults(o) for o in filled["Origins"].get("Items") or []],
    }
    filled["DefaultCacheBehavior"] = _behaviour_defaults(filled["DefaultCacheBehavior"])
    behaviours = filled["CacheBehaviors"]
    if behaviours.get("Items"):
        filled["CacheBehaviors"] = {
            **behaviours,
            "Items": [_behaviour_defaults(b) for b in behaviours["Items"]],
        }
    return filled


def _origin_defaults(origin: dict[str, Any]) -> dict[str, Any]:
    """An origin with what CloudFront answers for members left out (SDKs read them without checking)."""
    filled = dict(origin)
    filled.setdefault("OriginPath", "")
    filled.setdefault("CustomHeaders", {"Quantity": 0})
    filled.setdefault("ConnectionAttempts", 3)
    filled.setdefault("ConnectionTimeout", 10)
    filled.setdefault("OriginShield", {"Enabled": False})
    filled.setdefault("OriginAccessControlId", "")
    custom = filled.get("CustomOriginConfig")
    if custom is not None:
        custom = dict(custom)
        custom.setdefault("OriginReadTimeout", 30)
        custom.setdefault("OriginKeepaliveTimeout", 5)
        custom.setdefault("OriginSslProtocols", {"Quantity": 1, "Items": ["TLSv1.2"]})
        filled["CustomOriginConfig"] = custom
    return filled


def _behaviour_defaults(given: dict[str, Any]) -> dict[str, Any]:
    """A cache behaviour with CloudFront's answers for members left out."""
    behaviour = dict(given)
    behaviour.setdefault(
        "AllowedMethods",
        {"Quantity": 2, "Items": ["HEAD", "GET"], "CachedMethods": {"Quantity": 2, "Items": ["HEAD", "GET"]}},
    )
    allowed = dict(behaviour["AllowedMethods"])
    allowed.setdefault("CachedMethods", {"Quantity": 2, "Items": ["HEAD", "GET"]})
    behaviour["AllowedMethods"] = allowed
    behaviour.setdefault("TrustedSigners", {"Enabled": False, "Quantity": 0})
    behaviour.setdefault("TrustedKeyGroups", {"Enabled": False, "Quantity": 0})
    behaviour.setdefault("LambdaFunctionAssociations", {"Quantity": 0})
    behaviour.setdefault("FunctionAssociations", {"Quantity": 0})
    behaviour.setdefault("FieldLevelEncryptionId", "")
    behaviour.setdefault("SmoothStreaming", False)
    behaviour.setdefault("Compress", False)
    return behaviour


def new_uuid() -> str:
    """A policy id: a UUID, as CloudFront's policies have."""
    from labcloud.ids import uuid4_text

    return uuid4_text()
