"""Stage documents: names, the options labcloud honours (the stage cache: ``response_cache.py``), and
variables as AWS checks them."""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo.apis import StageRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags

_NAME = re.compile(r"^[A-Za-z0-9_-]{1,128}$")
_VARIABLE_NAME = re.compile(r"^[A-Za-z0-9_]{1,64}$")
_VARIABLE_VALUE = re.compile(r"^[A-Za-z0-9\-._~:/?#&=,]{0,512}$")
#: AWS's cache cluster sizes (GB); "0.5" when a cache is enabled without one.
CACHE_SIZES = ("0.5", "1.6", "6.1", "13.5", "28.4", "58.2", "118", "237")


def check_stage_name(name: str) -> None:
    if not _NAME.match(name):
        raise bad_request("Stage name only allows a-zA-Z0-9_-")


def check_variables(variables: dict[str, str] | None) -> None:
    for name, value in (variables or {}).items():
        if not _VARIABLE_NAME.match(name):
            raise bad_request(f"Stage variable name {name} is invalid: only a-zA-Z0-9_ are allowed")
        if not _VARIABLE_VALUE.match(value):
            raise bad_request(
                f"Stage variable value {value} is invalid: only a-zA-Z0-9-._~:/?#&=, are allowed"
            )


def check_stage_options(request: dict[str, Any]) -> None:
    size = request.get("cacheClusterSize")
    if size is not None and str(size) not in CACHE_SIZES:
        raise bad_request(f"Invalid cache cluster size specified: {size} (one of {', '.join(CACHE_SIZES)})")
    if request.get("canarySettings"):
        raise bad_request("labcloud does not support canary settings")
    check_variables(request.get("variables"))


def new_stage(name: str, deployment_id: str, request: dict[str, Any], now: float) -> dict[str, Any]:
    check_stage_name(name)
    check_stage_options(request)
    doc: dict[str, Any] = {
        "deploymentId": deployment_id,
        "stageName": name,
        "cacheClusterEnabled": bool(request.get("cacheClusterEnabled") or False),
        "methodSettings": {},
        "tracingEnabled": bool(request.get("tracingEnabled") or False),
        "createdDate": now,
        "lastUpdatedDate": now,
    }
    for member in (
        "description",
        "variables",
        "documentationVersion",
        "cacheClusterSize",
        "clientCertificateId",
    ):
        if request.get(member):
            doc[member] = request[member]
    if request.get("tags"):
        doc["tags"] = checked_tags(request["tags"])
    return with_cache_status(doc)


def with_cache_status(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` with its cache cluster reported as AWS does once it is made: AVAILABLE (of size "0.5"
    unless another was asked) when enabled, else NOT_AVAILABLE. The cache is this server's memory, so
    it is ready at once."""
    if doc.get("cacheClusterEnabled"):
        doc.setdefault("cacheClusterSize", "0.5")
        doc["cacheClusterStatus"] = "AVAILABLE"
    else:
        doc["cacheClusterStatus"] = "NOT_AVAILABLE"
    return doc


def put_stage(state: ApigwState, api_id: str, doc: dict[str, Any], now: float) -> None:
    stored.upsert_stage(state.store, StageRecord(api_id, doc["stageName"], doc), now)
