"""Documents of an index: index (``PUT``/``POST _doc``), create (``_create``, 409 when it exists), partial
update (``_update`` with ``doc``), get, delete, and ``_bulk`` (``index``, ``create``, ``update``, ``delete``
lines). A write to an index that does not exist creates it with dynamic mappings, as OpenSearch does; new
fields are mapped as they arrive. Each document's JSON is bounded, and so is an index's document count."""

from __future__ import annotations

import base64
import json
import secrets
from typing import Any

from labcloud.services.opensearchserverless import mappings as fields
from labcloud.services.opensearchserverless.os_errors import SearchError, bad_request, parsing
from labcloud.services.opensearchserverless.repo.documents import Document, Index
from labcloud.services.opensearchserverless.state import AossState

_SHARDS = {"total": 0, "successful": 0, "failed": 0}


def new_id() -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(15)).decode()


#: How deeply a document's objects and arrays may nest (labcloud's bound; mapped objects stop at 20).
MAX_NESTING = 100


def _nesting(value: Any) -> int:
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, depth = todo.pop()
        deepest = max(deepest, depth)
        if depth <= MAX_NESTING:
            children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
            todo.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return deepest


def _checked(state: AossState, index: Index, source: Any) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The document and, when it maps new fields, the index's new mappings."""
    if not isinstance(source, dict):
        raise parsing("The document must be a JSON object")
    if _nesting(source) > MAX_NESTING:
        raise bad_request(f"The document nests objects and arrays more than {MAX_NESTING} deep")
    text = json.dumps(source)
    if len(text.encode()) > state.max_document_bytes:
        raise bad_request(
            f"The document is {len(text.encode())} bytes; labcloud keeps documents of at most {state.max_document_bytes} bytes"
        )
    mappings, changed = fields.extend(index.mappings, source)
    fields.check_document(mappings, source)
    return source, (mappings if changed else None)


def write(
    state: AossState, index: Index, doc_id: str | None, source: Any, *, only_new: bool = False
) -> tuple[int, dict[str, Any]]:
    """Index one document (inside the caller's transaction); (HTTP status, OpenSearch's answer)."""
    checked, mappings = _checked(state, index, source)
    doc_id = doc_id or new_id()
    if len(doc_id.encode()) > 512:
        raise SearchError(
            400,
            "illegal_argument_exception",
            f"id [{doc_id[:40]}...] is too long, must be no longer than 512 bytes but was: {len(doc_id.encode())}",
        )
    current = state.documents.get(index.collection_id, index.name, doc_id)
    if current is not None and only_new:
        raise SearchError(
            409,
            "version_conflict_engine_exception",
            f"[{doc_id}]: version conflict, document already exists (current version [{current.version}])",
            index=index.name,
            shard="0",
            index_uuid=index.uuid,
        )
    if current is None and state.documents.count(index.collection_id, index.name) >= state.max_documents:
        raise bad_request(f"Number of documents in the index can't exceed [{state.max_documents}]")
    if mappings is not None:  # (a caller writing more documents reads the index again)
        state.documents.set_mappings(index.collection_id, index.name, mappings)
    version = 1 if current is None else current.version + 1
    seq_no = state.documents.next_seq_no(index.collection_id, index.name)
    state.documents.put(
        index.collection_id, index.name, Document(doc_id, checked, version, seq_no), new=current is None
    )
    return (201 if current is None else 200), {
        "_index": index.name,
        "_id": doc_id,
        "_version": version,
        "result": "created" if current is None else "updated",
        "_shards": _SHARDS,
        "_seq_no": seq_no,
        "_primary_term": 1,
    }


def update(state: AossState, index: Index, doc_id: str, body: Any) -> tuple[int, dict[str, Any]]:
    if not isinstance(body, dict):
        raise parsing("The update body must be a JSON object")
    extra = set(body) - {"doc", "doc_as_upsert", "upsert"}
    if extra:
        raise SearchError(
            400,
            "illegal_argument_exception",
            f"labcloud's OpenSearch Serverless does not support [{sorted(extra)[0]}] in an update (only doc, doc_as_upsert, upsert)",
        )
    if not isinstance(body.get("doc"), dict):
        raise SearchError(
            400, "action_request_validation_exception", "Validation Failed: 1: script or doc is missing;"
        )
    current = state.documents.get(index.collection_id, index.name, doc_id)
    if current is None:
        if body.get("doc_as_upsert"):
            return write(state, index, doc_id, body["doc"])
        if isinstance(body.get("upsert"), dict):
            return write(state, index, doc_id, body["upsert"])
        raise SearchError(
            404,
            "document_missing_exception",
            f"[{doc_id}]: document missing",
            index=index.name,
            shard="0",
            index_uuid=index.uuid,
        )
    merged = _merge(current.source, body["doc"])
    if merged == current.source:
        return 200, {
            "_index": index.name,
            "_id": doc_id,
            "_version": current.version,
            "result": "noop",
            "_shards": _SHARDS,
            "_seq_no": current.seq_no,
            "_primary_term": 1,
        }
    return write(state, index, doc_id, merged)


def _merge(base: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in change.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def fetched(index: Index, doc_id: str, document: Document | None) -> tuple[int, dict[str, Any]]:
    if document is None:
        return 404, {"_index": index.name, "_id": doc_id, "found": False}
    return 200, {
        "_index": index.name,
        "_id": doc_id,
        "_version": document.version,
        "_seq_no": document.seq_no,
        "_primary_term": 1,
        "found": True,
        "_source": document.source,
    }


def remove(state: AossState, index: Index, doc_id: str) -> tuple[int, dict[str, Any]]:
    current = state.documents.get(index.collection_id, index.name, doc_id)
    seq_no = state.documents.next_seq_no(index.collection_id, index.name)
    if current is None:
        return 404, {
            "_index": index.name,
            "_id": doc_id,
            "_version": 1,
            "result": "not_found",
            "_shards": _SHARDS,
            "_seq_no": seq_no,
            "_primary_term": 1,
        }
    state.documents.delete(index.collection_id, index.name, doc_id)
    return 200, {
        "_index": index.name,
        "_id": doc_id,
        "_version": current.version + 1,
        "result": "deleted",
        "_shards": _SHARDS,
        "_seq_no": seq_no,
        "_primary_term": 1,
    }


def bulk_lines(body: bytes, default_index: str | None) -> list[tuple[str, str, str | None, Any]]:
    """(action, index, id, source or None) of each action of a ``_bulk`` body (NDJSON)."""
    lines = [line for line in body.split(b"\n") if line.strip()]
    actions: list[tuple[str, str, str | None, Any]] = []
    n = 0
    while n < len(lines):
        try:
            header = json.loads(lines[n])
        except (ValueError, RecursionError):
            raise SearchError(
                400,
                "illegal_argument_exception",
                f"Malformed action/metadata line [{n + 1}], expected a JSON object",
            ) from None
        if not isinstance(header, dict) or len(header) != 1:
            raise SearchError(
                400,
                "illegal_argument_exception",
                f"Malformed action/metadata line [{n + 1}], expected START_OBJECT or END_OBJECT",
            )
        action, meta = next(iter(header.items()))
        if action not in ("index", "create", "update", "delete") or not isinstance(meta, dict):
            raise SearchError(
                400,
                "illegal_argument_exception",
                f"Malformed action/metadata line [{n + 1}], expected one of [create, delete, index, update] but found [{action}]",
            )
        extra = set(meta) - {"_index", "_id", "retry_on_conflict"}
        if extra:
            raise SearchError(
                400,
                "illegal_argument_exception",
                f"Action/metadata line [{n + 1}] contains an unknown parameter [{sorted(extra)[0]}]",
            )
        index = meta.get("_index") or default_index
        if not index:
            raise SearchError(
                400, "action_request_validation_exception", "Validation Failed: 1: index is missing;"
            )
        doc_id = meta.get("_id")
        source = None
        if action != "delete":
            n += 1
            if n >= len(lines):
                raise SearchError(
                    400,
                    "illegal_argument_exception",
                    "The bulk request must be terminated by a newline [\\n]",
                )
            try:
                source = json.loads(lines[n])
            except (ValueError, RecursionError):
                raise SearchError(
                    400, "mapper_parsing_exception", f"failed to parse the source of line [{n + 1}]"
                ) from None
        elif not doc_id:
            raise SearchError(
                400, "action_request_validation_exception", "Validation Failed: 1: id is missing;"
            )
        actions.append((action, str(index), None if doc_id is None else str(doc_id), source))
        n += 1
    return actions
