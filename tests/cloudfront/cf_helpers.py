"""Helpers of the CloudFront tests: the managed policies' ids, distribution configs, plain HTTP."""

from __future__ import annotations

import urllib.error
import urllib.request
from typing import Any

CACHING_OPTIMIZED = "658327ea-f89d-4fab-a63d-7e88639e58f6"
CACHING_DISABLED = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad"


def s3_origin(bucket: str, origin_id: str = "site", **extra: Any) -> dict[str, Any]:
    return {
        "Id": origin_id,
        "DomainName": f"{bucket}.s3.us-east-1.amazonaws.com",
        "S3OriginConfig": {"OriginAccessIdentity": extra.pop("oai", "")},
        **extra,
    }


def config(reference: str, *origins: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A minimal DistributionConfig: the first origin behind the default behaviour (CachingOptimized)."""
    items = list(origins) or [s3_origin("nowhere")]
    default = {
        "TargetOriginId": items[0]["Id"],
        "ViewerProtocolPolicy": "redirect-to-https",
        "CachePolicyId": CACHING_OPTIMIZED,
        **extra.pop("behaviour", {}),
    }
    return {
        "CallerReference": reference,
        "Comment": "",
        "Enabled": True,
        "Origins": {"Quantity": len(items), "Items": items},
        "DefaultCacheBehavior": default,
        **extra,
    }


def http(url: str, method: str = "GET") -> tuple[int, Any, bytes]:
    """One request with urllib: status, headers (looked up in any case) and body (an error status too)."""
    request = urllib.request.Request(url, method=method)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()
