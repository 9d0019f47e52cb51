"""``GET /_labcloud/opensearch``: OpenSearch Serverless for the view. The collections of the server's account
and Region (type, status, endpoints) read through the control plane, the policies by type (encryption,
network, data, retention), and each collection's indexes with their document counts and stored sizes (the
gauges OpenSearch Serverless offers CloudWatch: reading them sends no request to the collection).

``GET /_labcloud/opensearch/search?collection=<id>&index=<name>&query=<JSON>``: the view's search box. It
sends one ``_search`` to the collection through its data plane, signed as the view's principal (the
account's root), so the collection's network and data access policies decide as they would for any caller:
a policy that does not grant the root its 403 is shown. Read only: the query (a JSON query DSL object, or
none for ``match_all``) is the only thing the caller chooses; ``size`` is at most :data:`MAX_HITS`."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from labcloud.front_doors import SearchCollections
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.protocol.wire import WireRequest
from labcloud.view.paging import every_page

if TYPE_CHECKING:
    from labcloud.hub import Hub

SERVICE = "opensearchserverless"
#: Pages read of collections and of each policy type (100 a page); hits a view search shows.
MAX_PAGES = 10
MAX_HITS = 20
#: The longest query the search box sends.
MAX_QUERY_BYTES = 16_384
_POLICY_LISTS = (
    ("ListSecurityPolicies", "securityPolicySummaries", "encryption"),
    ("ListSecurityPolicies", "securityPolicySummaries", "network"),
    ("ListAccessPolicies", "accessPolicySummaries", "data"),
    ("ListLifecyclePolicies", "lifecyclePolicySummaries", "retention"),
)


async def _pages(hub: Hub, operation: str, member: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    return await every_page(
        hub, SERVICE, operation, member, params, token_name="nextToken", max_pages=MAX_PAGES
    )


async def _collections(hub: Hub) -> list[dict[str, Any]]:
    summaries = await _pages(hub, "ListCollections", "collectionSummaries", {"maxResults": 100})
    details: list[dict[str, Any]] = []
    ids = [str(s["id"]) for s in summaries]
    for start in range(0, len(ids), 100):
        found = await hub.call(SERVICE, "BatchGetCollection", {"ids": ids[start : start + 100]})
        details += found.get("collectionDetails") or []
    from labcloud.services.opensearchserverless.interfaces import CollectionGauges

    gauges = hub.interface(CollectionGauges)
    indexes = {}
    if gauges is not None:
        for one in gauges.collection_gauges():
            if (one.account_id, one.region) == (hub.settings.account_id, hub.settings.region):
                indexes[one.collection_id] = [
                    {"name": i.name, "id": i.index_id, "documents": i.documents, "size": i.size}
                    for i in one.indexes
                ]
    return [
        {
            "id": d.get("id"),
            "name": d.get("name"),
            "type": d.get("type"),
            "status": d.get("status"),
            "arn": d.get("arn"),
            "endpoint": d.get("collectionEndpoint"),
            "dashboard": d.get("dashboardEndpoint"),
            "group": d.get("collectionGroupName"),
            "indexes": indexes.get(str(d.get("id")), []),
        }
        for d in sorted(details, key=lambda d: str(d.get("name")))
    ]


async def _policies(hub: Hub) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for operation, member, kind in _POLICY_LISTS:
        listed = await _pages(hub, operation, member, {"type": kind, "maxResults": 100})
        out[kind] = [
            {
                "name": p.get("name"),
                "version": p.get("policyVersion"),
                "description": p.get("description", ""),
            }
            for p in listed
        ]
    return out


def _signed(hub: Hub, collection_id: str, path: str, body: bytes) -> WireRequest:
    """A ``POST`` to the collection's path form, SigV4-signed (service ``aoss``) as the account's root."""
    from botocore.auth import SigV4Auth  # (imported on the first search, not with the server)
    from botocore.awsrequest import AWSRequest
    from botocore.credentials import Credentials

    host = f"127.0.0.1:{hub.settings.port}"
    raw_path = f"/_labcloud/aoss/{collection_id}{path}"
    request = AWSRequest(
        method="POST",
        url=f"http://{host}{raw_path}",
        data=body,
        headers={"content-type": "application/json", "host": host},
    )
    credentials = Credentials(hub.settings.account_id, "labcloud-view")
    SigV4Auth(credentials, "aoss", hub.settings.region).add_auth(request)
    headers = {k.lower(): str(v) for k, v in request.headers.items()}
    return WireRequest("POST", raw_path, "", headers, body, raw_path=raw_path)


def aoss_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves(SERVICE):
            return json_response({"collections": [], "policies": {}})
        return json_response({"collections": await _collections(hub), "policies": await _policies(hub)})

    async def searched(request: InternalRequest) -> InternalResponse:
        collection_id = request.arg("collection") or ""
        index = request.arg("index") or ""
        text = (request.arg("query") or "").strip()
        if not collection_id or not index:
            return error_response(400, "ValidationException", "name a collection id and an index")
        if len(text.encode()) > MAX_QUERY_BYTES:
            return error_response(
                400, "ValidationException", f"the query is longer than {MAX_QUERY_BYTES} bytes"
            )
        try:
            query = json.loads(text) if text else {"match_all": {}}
        except (ValueError, RecursionError):
            return error_response(400, "ValidationException", "the query is not JSON (a query DSL object)")
        if not isinstance(query, dict):
            return error_response(
                400, "ValidationException", 'the query is a JSON object, such as {"match_all": {}}'
            )
        doors = hub.interface(SearchCollections) if hub.serves(SERVICE) else None
        if doors is None:
            return error_response(400, "ValidationException", "OpenSearch Serverless is not running")
        body = json.dumps({"query": query, "size": MAX_HITS}).encode()
        wire = _signed(hub, collection_id, f"/{quote(index, safe='')}/_search", body)
        answer = await doors.handle(wire, collection_id, f"/{quote(index, safe='')}/_search")
        try:
            found = json.loads(answer.body)
        except ValueError:
            found = {"error": answer.body.decode(errors="replace")}
        return json_response({"status": answer.status, "answer": found})

    return [
        InternalRoute("GET", "/opensearch", listing),
        InternalRoute("GET", "/opensearch/search", searched),
    ]
