"""The OpenSearch REST API each collection serves (the ``SearchCollections`` door): index management,
documents, ``_bulk``, ``_search`` and ``_count``, as ``opensearch-py`` and signed HTTP clients call them.

Every request is authorized first (``access.py``); then routed by path: ``/<index>`` (PUT, HEAD, GET,
DELETE), ``/<index>/_mapping``, ``/<index>/_doc[/<id>]``, ``/<index>/_create/<id>``, ``/<index>/_update/<id>``,
``[/<index>]/_bulk``, ``[/<targets>]/_search`` and ``_count`` (targets: comma-separated names, ``*``
patterns), ``_mget``, ``_msearch``, ``_cat/indices`` as JSON. Any other path or method is a 400 naming it, in OpenSearch's error shape."""

from __future__ import annotations

import fnmatch
import json
import logging
import time
from typing import Any
from urllib.parse import parse_qsl, unquote

from labcloud.context import Principal
from labcloud.ids import uuid4_text
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.opensearchserverless import document_data, index_data, request_events, search
from labcloud.services.opensearchserverless.access import Denied, admit, require, signer
from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.os_errors import (
    SearchError,
    forbidden,
    json_response,
    no_index,
    parsing,
    unsupported,
)
from labcloud.services.opensearchserverless.repo.documents import Document, Index
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import AossState

log = logging.getLogger("labcloud.aoss")
_WRITE_PARAMS = {"refresh", "timeout", "pretty", "filter_path"}
_READ_PARAMS = {"pretty", "_source", "_source_includes", "_source_excludes"}
_SEARCH_PARAMS = {
    "pretty",
    "size",
    "from",
    "_source",
    "_source_includes",
    "_source_excludes",
    "timeout",
    "track_total_hits",
    "rest_total_hits_as_int",
    "ignore_unavailable",
}


class Collections:
    """The :class:`~labcloud.front_doors.SearchCollections` door OpenSearch Serverless offers."""

    def __init__(self, state: AossState) -> None:
        self.state = state

    async def handle(
        self, request: WireRequest, collection_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        state = self.state
        request_id = uuid4_text()
        found = state.records.collection_anywhere(collection_id)
        if found is None:
            body = {
                "status": 404,
                "request-id": request_id,
                "error": {"reason": f"no collection with id {collection_id}", "type": "Not Found"},
            }
            return json_response(404, body)
        account, region, collection = found
        started = time.monotonic()
        answer, ingested = self._answer(request, request_id, account, region, collection, path, too_large)
        request_events.published(
            state,
            account,
            region,
            collection,
            request_events.kind(path or "/"),
            answer.status,
            time.monotonic() - started,
            ingested,
        )
        return answer

    def _answer(
        self,
        request: WireRequest,
        request_id: str,
        account: str,
        region: str,
        collection: Doc,
        path: str,
        too_large: bool,
    ) -> tuple[WireResponse, dict[str, list[int]] | None]:
        state = self.state
        try:
            principal = signer(state, request)
            admit(state, principal, account, region, collection)
        except Denied as denied:
            return forbidden(request_id, denied.reason), None
        if too_large:
            return SearchError(
                413,
                "content_too_long_exception",
                f"The request body is larger than {state.settings.max_body_bytes} bytes",
            ).response(), None
        call = _Call(state, principal, account, region, collection, request)
        try:
            status, body = call.route(path or "/")
        except Denied as denied:
            return forbidden(request_id, denied.reason), call.ingested
        except SearchError as error:
            if request.method == "HEAD":  # (a HEAD answer has no body)
                return WireResponse(error.status, b"", [], "application/json; charset=UTF-8"), call.ingested
            return error.response(), call.ingested
        except Exception:  # noqa: BLE001 - never a traceback on the wire
            log.exception("aoss: %s %s failed", request.method, path)
            return SearchError(
                500, "exception", "labcloud failed to process the request; see the server log"
            ).response(), call.ingested
        if request.method == "HEAD":
            return WireResponse(status, b"", [], "application/json; charset=UTF-8"), call.ingested
        return json_response(status, body), call.ingested


class _Call:
    def __init__(
        self,
        state: AossState,
        principal: Principal,
        account: str,
        region: str,
        collection: Doc,
        request: WireRequest,
    ) -> None:
        self.state, self.principal, self.account, self.region = state, principal, account, region
        self.collection, self.request = collection, request
        self.params = dict(parse_qsl(request.query_string, keep_blank_values=True))
        #: What a ``_bulk`` wrote, per index: [documents written, failed, bytes] (AWS/AOSS's ingestion metrics).
        self.ingested: dict[str, list[int]] | None = None

    def need(self, permission: str, index: str | None) -> None:
        require(self.state, self.principal, self.account, self.region, self.collection, permission, index)

    def body(self, *, default: Any = None) -> Any:
        raw = self.request.body
        if not raw.strip():
            return default
        try:
            return json.loads(raw)
        except ValueError as exc:
            raise SearchError(400, "parse_exception", f"request body is not valid JSON: {exc}") from None
        except RecursionError:
            raise SearchError(400, "parse_exception", "request body is nested too deeply") from None

    def allow(self, names: set[str]) -> None:
        search.refuse_params(self.params, names)

    def route(self, path: str) -> tuple[int, Any]:
        method = self.request.method
        parts = [unquote(p) for p in path.split("?", 1)[0].strip("/").split("/") if p]  # (an id may hold %2F)
        if not parts:
            if method in ("GET", "HEAD"):
                return 200, {
                    "name": self.collection["id"],
                    "cluster_name": self.collection["name"],
                    "version": {"distribution": "opensearch", "number": "2.17.0"},
                    "tagline": "The OpenSearch Project: https://opensearch.org/",
                }
            raise unsupported(f"{method} /")
        head = parts[0]
        if head == "_bulk" and len(parts) == 1 and method in ("POST", "PUT"):
            return self.bulk(None)
        if head in ("_search", "_count") and len(parts) == 1 and method in ("GET", "POST"):
            return self.search("*", head)
        if head == "_mget" and len(parts) == 1 and method in ("GET", "POST"):
            return self.mget(None)
        if head == "_msearch" and len(parts) == 1 and method in ("GET", "POST"):
            return self.msearch(None)
        if head == "_cat" and len(parts) in (2, 3) and parts[1] == "indices" and method == "GET":
            return self.cat_indices(parts[2] if len(parts) == 3 else "*")
        if head.startswith("_"):
            raise unsupported(f"the [{head}] API")
        if len(parts) == 1:
            return self.index_call(head)
        action = parts[1]
        if action in ("_search", "_count") and len(parts) == 2 and method in ("GET", "POST"):
            return self.search(head, action)
        if action == "_bulk" and len(parts) == 2 and method in ("POST", "PUT"):
            return self.bulk(head)
        if action == "_mget" and len(parts) == 2 and method in ("GET", "POST"):
            return self.mget(head)
        if action == "_msearch" and len(parts) == 2 and method in ("GET", "POST"):
            return self.msearch(head)
        if action == "_mapping" and len(parts) == 2:
            return self.mapping(head)
        if action == "_doc" and len(parts) <= 3:
            return self.document(head, parts[2] if len(parts) == 3 else None)
        if action in ("_create", "_update") and len(parts) == 3 and method in ("PUT", "POST"):
            return self.write_one(head, parts[2], action)
        raise unsupported(f"{method} {unquote(path)}")

    # ------------------------------------------------------------------ indexes

    def index_call(self, name: str) -> tuple[int, Any]:
        method, collection = self.request.method, self.collection
        if method == "PUT":
            self.allow({"pretty", "timeout", "wait_for_active_shards"})
            self.need("aoss:CreateIndex", name)
            index_data.create(self.state, self.account, self.region, collection, name, self.body(default={}))
            return 200, {"acknowledged": True, "shards_acknowledged": True, "index": name}
        if method in ("GET", "HEAD"):
            self.allow({"pretty"})
            self.need("aoss:DescribeIndex", name)
            return 200, {name: index_data.described(index_data.get(self.state, collection, name))}
        if method == "DELETE":
            self.allow({"pretty", "timeout"})
            self.need("aoss:DeleteIndex", name)
            index_data.delete(
                self.state,
                self.account,
                self.region,
                collection,
                index_data.get(self.state, collection, name),
            )
            return 200, {"acknowledged": True}
        raise unsupported(f"{method} /{name}")

    def mapping(self, name: str) -> tuple[int, Any]:
        method = self.request.method
        if method == "GET":
            self.need("aoss:DescribeIndex", name)
            index = index_data.get(self.state, self.collection, name)
            return 200, {name: {"mappings": index.mappings}}
        if method in ("PUT", "POST"):
            self.need("aoss:UpdateIndex", name)
            index = index_data.get(self.state, self.collection, name)
            index_data.put_mapping(
                self.state, self.account, self.region, self.collection, index, self.body(default={})
            )
            return 200, {"acknowledged": True}
        raise unsupported(f"{method} /{name}/_mapping")

    def _writable(self, name: str) -> Index:
        """The index a write goes to, created (with dynamic mappings) when it does not exist yet."""
        index = self.state.documents.index(self.collection["id"], name)
        if index is not None:
            return index
        self.need("aoss:CreateIndex", name)
        return index_data.create(self.state, self.account, self.region, self.collection, name, {})

    def cat_indices(self, targets: str) -> tuple[int, Any]:
        """``GET /_cat/indices[/<targets>]`` with ``format=json`` (the indexes the caller may describe)."""
        self.allow({"format", "pretty", "v", "h", "s"})
        if self.params.get("format") != "json":
            raise unsupported("_cat/indices other than format=json")
        if set(self.params) & {"h", "s"}:
            raise unsupported("the h and s parameters of _cat/indices")
        rows = []
        for index in self._targets(targets):
            try:
                self.need("aoss:DescribeIndex", index.name)
            except Denied:
                continue
            count = self.state.documents.count(index.collection_id, index.name)
            rows.append(
                {
                    "health": "green",
                    "status": "open",
                    "index": index.name,
                    "uuid": index.uuid,
                    "docs.count": str(count),
                }
            )
        return 200, rows

    # ------------------------------------------------------------------ documents

    def document(self, name: str, doc_id: str | None) -> tuple[int, Any]:
        method = self.request.method
        if method in ("GET", "HEAD") and doc_id is not None:
            self.allow(_READ_PARAMS)
            self.need("aoss:ReadDocument", name)
            index = index_data.get(self.state, self.collection, name)
            status, body = document_data.fetched(
                index, doc_id, self.state.documents.get(index.collection_id, name, doc_id)
            )
            if status == 200 and (
                "_source" in self.params
                or "_source_includes" in self.params
                or "_source_excludes" in self.params
            ):
                filtered = search.search(
                    [(index, [Document(doc_id, body["_source"], 1, 0)])],
                    {"size": 1},
                    {k: v for k, v in self.params.items() if k.startswith("_source")},
                )
                hits = filtered["hits"]["hits"]
                if "_source" in hits[0]:
                    body["_source"] = hits[0]["_source"]
                else:
                    body.pop("_source")
            return status, body
        if method in ("PUT", "POST") and (doc_id is not None or method == "POST"):
            self.allow(_WRITE_PARAMS | {"op_type"})
            op = self.params.get("op_type", "index")
            if op not in ("index", "create"):
                raise parsing(f"op_type must be [index] or [create], not [{op}]")
            return self.write_one(name, doc_id, "_create" if op == "create" else "_doc")
        if method == "DELETE" and doc_id is not None:
            self.allow(_WRITE_PARAMS)
            self.need("aoss:WriteDocument", name)
            index = index_data.get(self.state, self.collection, name)
            with self.state.store.transaction():
                return document_data.remove(self.state, index, doc_id)
        raise unsupported(f"{method} /{name}/_doc")

    def write_one(self, name: str, doc_id: str | None, action: str) -> tuple[int, Any]:
        self.allow(_WRITE_PARAMS | {"op_type"})
        self.need("aoss:WriteDocument", name)
        body = self.body()
        with self.state.store.transaction():
            index = self._writable(name)
            if action == "_update":
                assert doc_id is not None
                return document_data.update(self.state, index, doc_id, body)
            return document_data.write(self.state, index, doc_id, body, only_new=action == "_create")

    def bulk(self, default_index: str | None) -> tuple[int, Any]:
        self.allow(_WRITE_PARAMS)
        started = time.monotonic()
        actions = document_data.bulk_lines(self.request.body, default_index)
        for name in {a[1] for a in actions}:
            index_data.check_name(name)
            self.need("aoss:WriteDocument", name)
            if self.state.documents.index(self.collection["id"], name) is None:
                self.need("aoss:CreateIndex", name)
        items: list[dict[str, Any]] = []
        errors = False
        with self.state.store.transaction():
            for action, name, doc_id, source in actions:
                try:
                    index = self._writable(name)
                    if action == "delete":
                        assert doc_id is not None
                        status, result = document_data.remove(self.state, index, doc_id)
                    elif action == "update":
                        if doc_id is None:
                            raise SearchError(
                                400,
                                "action_request_validation_exception",
                                "Validation Failed: 1: id is missing;",
                            )
                        status, result = document_data.update(self.state, index, doc_id, source)
                    else:
                        status, result = document_data.write(
                            self.state, index, doc_id, source, only_new=action == "create"
                        )
                    result["status"] = status
                    errors = errors or status >= 400
                except SearchError as error:
                    errors = True
                    result = {
                        "_index": name,
                        "_id": doc_id,
                        "status": error.status,
                        "error": {"type": error.kind, "reason": error.reason, **error.extra},
                    }
                items.append({action: result})
            publish(
                self.state,
                "aoss.documents.bulk",
                self.account,
                self.region,
                self.collection["arn"],
                collection=self.collection["name"],
                actions=len(actions),
                errors=errors,
            )
        self.ingested = request_events.ingested(
            items, [len(json.dumps(a[3])) if a[3] is not None else 0 for a in actions]
        )
        return 200, {"took": int((time.monotonic() - started) * 1000), "errors": errors, "items": items}

    def mget(self, default_index: str | None) -> tuple[int, Any]:
        """``_mget``: ``docs`` (each ``_index``, ``_id``) or, under an index, ``ids``."""
        self.allow({"pretty"})
        body = self.body(default={})
        if not isinstance(body, dict) or set(body) - {"docs", "ids"}:
            raise parsing('_mget takes {"docs": [...]} or {"ids": [...]}')
        wanted: list[tuple[str | None, str]] = [(default_index, str(i)) for i in body.get("ids") or []]
        for item in body.get("docs") or []:
            if not isinstance(item, dict) or "_id" not in item or set(item) - {"_index", "_id"}:
                raise parsing("each of _mget's docs names an _id (and an _index), nothing else")
            wanted.append((item.get("_index") or default_index, str(item["_id"])))
        if len(wanted) > search.MAX_MGET:
            raise SearchError(
                400, "illegal_argument_exception", f"_mget takes at most {search.MAX_MGET} documents"
            )
        docs = []
        for name, doc_id in wanted:
            if name is None:
                raise SearchError(
                    400,
                    "action_request_validation_exception",
                    "Validation Failed: 1: index is missing for doc 0;",
                )
            self.need("aoss:ReadDocument", name)
            index = self.state.documents.index(self.collection["id"], name)
            if index is None:
                docs.append({"_index": name, "_id": doc_id, "error": no_index(name).response_cause()})
                continue
            docs.append(
                document_data.fetched(
                    index, doc_id, self.state.documents.get(index.collection_id, name, doc_id)
                )[1]
            )
        return 200, {"docs": docs}

    def msearch(self, default_index: str | None) -> tuple[int, Any]:
        """``_msearch``: header and body lines, one answer (or error) per search."""
        self.allow({"pretty"})
        lines = [line for line in self.request.body.split(b"\n") if line.strip()]
        if len(lines) % 2:
            raise SearchError(
                400, "illegal_argument_exception", "_msearch takes a header line and a body line per search"
            )
        if len(lines) // 2 > search.MAX_MSEARCH:
            raise SearchError(
                400, "illegal_argument_exception", f"_msearch takes at most {search.MAX_MSEARCH} searches"
            )
        responses: list[Any] = []
        started = time.monotonic()
        for n in range(0, len(lines), 2):
            try:
                header, body = json.loads(lines[n]), json.loads(lines[n + 1])
            except (ValueError, RecursionError):
                raise SearchError(
                    400, "parse_exception", f"line {n + 1} or {n + 2} of _msearch is not JSON"
                ) from None
            if not isinstance(header, dict) or set(header) - {"index"}:
                raise parsing("an _msearch header names only the index")
            target = header.get("index") or default_index or "*"
            targets = ",".join(target) if isinstance(target, list) else str(target)
            try:
                status, answer = self.search_body(targets, body)
                responses.append({**answer, "status": status})
            except SearchError as error:
                responses.append({"error": error.response_cause(), "status": error.status})
        return 200, {"took": int((time.monotonic() - started) * 1000), "responses": responses}

    # ------------------------------------------------------------------ search

    def _targets(self, targets: str) -> list[Index]:
        every = self.state.documents.indexes(self.collection["id"])
        chosen: list[Index] = []
        for target in targets.split(","):
            if "*" in target:
                chosen.extend(i for i in every if fnmatch.fnmatchcase(i.name, target) and i not in chosen)
                continue
            found = next((i for i in every if i.name == target), None)
            if found is None:
                if self.params.get("ignore_unavailable") == "true":
                    continue
                # a caller no policy lets read the name learns nothing of whether the index exists
                self.need("aoss:ReadDocument", target)
                raise no_index(target)
            if found not in chosen:
                chosen.append(found)
        return chosen

    def search(self, targets: str, kind: str) -> tuple[int, Any]:
        self.allow(_SEARCH_PARAMS if kind == "_search" else {"pretty"})
        body = self.body(default={})
        if kind == "_count":
            return self.search_body(targets, body, count=True)
        answer = self.search_body(targets, body, params=self.params)
        if self.params.get("rest_total_hits_as_int") == "true":
            answer[1]["hits"]["total"] = answer[1]["hits"]["total"]["value"]
        return answer

    def search_body(
        self, targets: str, body: Any, *, count: bool = False, params: dict[str, str] | None = None
    ) -> tuple[int, Any]:
        indexes = self._targets(targets)
        explicit = "*" not in targets
        readable = []
        for index in indexes:
            try:
                self.need("aoss:ReadDocument", index.name)
                readable.append(index)
            except Denied:
                if explicit:
                    raise
        if not isinstance(body, dict):
            raise parsing("the search body must be a JSON object")
        indexed = [(i, self.state.documents.all_in(i.collection_id, i.name)) for i in readable]
        if count:
            return 200, search.count(indexed, body)
        return 200, search.search(indexed, body, params or {})
