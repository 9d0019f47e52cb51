"""AWS's managed cache, origin request and response headers policies, by their well-known ids (the ids
AWS documents, the same in every account), as ListCachePolicies/GetCachePolicy and friends answer them."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

#: The managed policies' LastModifiedTime (a fixed date: they do not change).
MODIFIED = datetime(2020, 11, 5, tzinfo=timezone.utc)

_NONE = {
    "HeadersConfig": {"HeaderBehavior": "none"},
    "CookiesConfig": {"CookieBehavior": "none"},
    "QueryStringsConfig": {"QueryStringBehavior": "none"},
}


def _cache(name: str, comment: str, ttl: tuple[int, int, int], compress: bool, **keys: Any) -> dict[str, Any]:
    return {
        "Name": name,
        "Comment": comment,
        "MinTTL": ttl[0],
        "DefaultTTL": ttl[1],
        "MaxTTL": ttl[2],
        "ParametersInCacheKeyAndForwardedToOrigin": {
            "EnableAcceptEncodingGzip": compress,
            "EnableAcceptEncodingBrotli": compress,
            **_NONE,
            **keys,
        },
    }


CACHE_POLICIES: dict[str, dict[str, Any]] = {
    "658327ea-f89d-4fab-a63d-7e88639e58f6": _cache(
        "Managed-CachingOptimized",
        "Policy with caching enabled. Supports Gzip and Brotli compression.",
        (1, 86400, 31536000),
        True,
    ),
    "4135ea2d-6df8-44a3-9df3-4b5a84be39ad": _cache(
        "Managed-CachingDisabled", "Policy with caching disabled", (0, 0, 0), False
    ),
    "b2884449-e4de-46a7-ac36-70bc7f1ddd6d": _cache(
        "Managed-CachingOptimizedForUncompressedObjects",
        "Default policy when compression is disabled",
        (1, 86400, 31536000),
        False,
    ),
    "2e54312d-136d-493c-8eb9-b001f22f67d2": _cache(
        "Managed-Amplify",
        "Policy for Amplify Origin",
        (2, 2, 31536000),
        True,
        HeadersConfig={
            "HeaderBehavior": "whitelist",
            "Headers": {
                "Quantity": 3,
                "Items": ["Authorization", "CloudFront-Viewer-Country", "Host"],
            },
        },
        QueryStringsConfig={"QueryStringBehavior": "all"},
        CookiesConfig={"CookieBehavior": "all"},
    ),
}


def _origin(name: str, comment: str, headers: dict[str, Any], cookies: str, queries: str) -> dict[str, Any]:
    return {
        "Name": name,
        "Comment": comment,
        "HeadersConfig": headers,
        "CookiesConfig": {"CookieBehavior": cookies},
        "QueryStringsConfig": {"QueryStringBehavior": queries},
    }


def _whitelist(*names: str) -> dict[str, Any]:
    return {"HeaderBehavior": "whitelist", "Headers": {"Quantity": len(names), "Items": list(names)}}


ORIGIN_REQUEST_POLICIES: dict[str, dict[str, Any]] = {
    "216adef6-5c7f-47e4-b989-5492eafa07d3": _origin(
        "Managed-AllViewer",
        "Policy to forward all parameters in viewer requests",
        {"HeaderBehavior": "allViewer"},
        "all",
        "all",
    ),
    "b689b0a8-53d0-40ab-baf2-68738e2966ac": _origin(
        "Managed-AllViewerExceptHostHeader",
        "Policy to forward all parameters in viewer requests except for the Host header",
        {"HeaderBehavior": "allExcept", "Headers": {"Quantity": 1, "Items": ["host"]}},
        "all",
        "all",
    ),
    "88a5eaf4-2fd4-4709-b370-b4c650ea3fcf": _origin(
        "Managed-CORS-S3Origin",
        "Policy for origin request headers to S3 origins",
        _whitelist("origin", "access-control-request-headers", "access-control-request-method"),
        "none",
        "none",
    ),
    "59781a5b-3903-41f3-afcb-af62929ccde1": _origin(
        "Managed-CORS-CustomOrigin",
        "Policy for custom origins with CORS",
        _whitelist("origin"),
        "none",
        "none",
    ),
    "acba4595-bd28-49b8-b9fe-13317c0390fa": _origin(
        "Managed-UserAgentRefererHeaders",
        "Policy to forward user-agent and referer headers to origin",
        _whitelist("user-agent", "referer"),
        "none",
        "none",
    ),
}


def _cors(name: str, comment: str) -> dict[str, Any]:
    return {
        "Name": name,
        "Comment": comment,
        "CorsConfig": {
            "AccessControlAllowOrigins": {"Quantity": 1, "Items": ["*"]},
            "AccessControlAllowHeaders": {"Quantity": 1, "Items": ["*"]},
            "AccessControlAllowMethods": {"Quantity": 1, "Items": ["ALL"]},
            "AccessControlAllowCredentials": False,
            "OriginOverride": False,
        },
    }


RESPONSE_HEADERS_POLICIES: dict[str, dict[str, Any]] = {
    "60669652-455b-4ae9-85a4-c4c02393f86c": _cors(
        "Managed-SimpleCORS", "Allows all origins for simple CORS requests"
    ),
    "5cc3b908-e619-4b99-88e5-2cf7f45965bd": _cors(
        "Managed-CORS-With-Preflight", "Allows all origins for CORS requests, including preflight requests"
    ),
}
