"""A collection's indexes: create (settings and mappings checked), describe, add to the mappings, delete.
Shared by the data plane (``PUT /<index>``...) and the control plane's CreateIndex/GetIndex/UpdateIndex/
DeleteIndex. Index names follow OpenSearch's rules (lowercase, no ``_``/``-``/``+`` first, none of
``\\ / * ? " < > | , #`` or spaces, at most 255 bytes)."""

from __future__ import annotations

import re
import uuid
from typing import Any

from labcloud import clock
from labcloud.services.opensearchserverless import mappings as fields
from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.os_errors import SearchError, mapper, no_index, unsupported
from labcloud.services.opensearchserverless.repo.documents import Index
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import MAX_INDEXES, AossState

_BAD = re.compile(r'[\\/*?"<>|,# ]')


def check_name(name: str) -> str:
    reason = None
    if not name or len(name.encode()) > 255:
        reason = (
            "index name is too long, (" + str(len(name.encode())) + " > 255)" if name else "must not be empty"
        )
    elif name != name.lower():
        reason = "must be lowercase"
    elif name[0] in "_-+":
        reason = "must not start with '_', '-', or '+'"
    elif _BAD.search(name) or name in (".", ".."):
        reason = 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'
    if reason is not None:
        raise SearchError(
            400,
            "invalid_index_name_exception",
            f"Invalid index name [{name}], {reason}",
            index=name,
            index_uuid="_na_",
        )
    return name


def get(state: AossState, collection: Doc, name: str) -> Index:
    index = state.documents.index(collection["id"], name)
    if index is None:
        raise no_index(name)
    return index


def create(state: AossState, account: str, region: str, collection: Doc, name: str, body: Any) -> Index:
    check_name(name)
    if body is None:
        body = {}
    if not isinstance(body, dict):
        raise mapper("the create index body must be an object")
    extra = set(body) - {"settings", "mappings", "aliases"}
    if extra:
        raise SearchError(400, "parse_exception", f"unknown key [{sorted(extra)[0]}] for create index")
    if body.get("aliases"):
        raise unsupported("index aliases")
    settings = fields.flat_settings(body.get("settings") or {})
    mappings = fields.check_mappings(body.get("mappings") or {})
    if _has_vectors(mappings) and str(settings.get("index.knn", "false")).lower() != "true":
        raise SearchError(
            400,
            "illegal_argument_exception",
            "Cannot create index with knn_vector field unless the index setting [index.knn] is true",
        )
    if state.documents.index(collection["id"], name) is not None:
        existing = state.documents.index(collection["id"], name)
        assert existing is not None
        raise SearchError(
            400,
            "resource_already_exists_exception",
            f"index [{name}/{existing.uuid}] already exists",
            index=name,
            index_uuid=existing.uuid,
        )
    if len(state.documents.indexes(collection["id"])) >= MAX_INDEXES:
        raise SearchError(
            400,
            "illegal_argument_exception",
            f"this collection already has {MAX_INDEXES} indexes, the most labcloud keeps",
        )
    index = Index(collection["id"], name, uuid.uuid4().hex[:22], mappings, settings, clock.now())
    with state.store.transaction():
        state.documents.add_index(index)
        publish(
            state,
            "aoss.index.created",
            account,
            region,
            collection["arn"],
            collection=collection["name"],
            index=name,
        )
    return index


def _has_vectors(mappings: dict[str, Any]) -> bool:
    for field in (mappings.get("properties") or {}).values():
        if isinstance(field, dict) and (field.get("type") == "knn_vector" or _has_vectors(field)):
            return True
    return False


def described(index: Index) -> dict[str, Any]:
    """``GET /<index>``'s member for one index: aliases, mappings and settings."""
    settings: dict[str, Any] = {"index": {}}
    for key, value in index.settings.items():
        node = settings
        parts = key.split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = str(value).lower() if isinstance(value, bool) else str(value)
    settings["index"].update(
        {
            "creation_date": str(int(index.created * 1000)),
            "uuid": index.uuid,
            "provided_name": index.name,
            "version": {"created": "136327827"},
        }
    )
    return {"aliases": {}, "mappings": index.mappings, "settings": settings}


def put_mapping(
    state: AossState, account: str, region: str, collection: Doc, index: Index, body: Any
) -> None:
    if not isinstance(body, dict):
        raise mapper("the mapping body must be an object")
    added = fields.check_mappings(body)
    merged = dict(index.mappings)
    properties = dict(merged.get("properties") or {})
    for name, field in (added.get("properties") or {}).items():
        known = properties.get(name)
        if known is not None and known.get("type") != field.get("type"):
            raise SearchError(
                400,
                "illegal_argument_exception",
                f"mapper [{name}] cannot be changed from type [{known.get('type')}] to [{field.get('type')}]",
            )
        properties[name] = field
    merged["properties"] = properties
    if "dynamic" in added:
        merged["dynamic"] = added["dynamic"]
    with state.store.transaction():
        state.documents.set_mappings(collection["id"], index.name, merged)
        publish(
            state,
            "aoss.index.updated",
            account,
            region,
            collection["arn"],
            collection=collection["name"],
            index=index.name,
        )


def delete(state: AossState, account: str, region: str, collection: Doc, index: Index) -> None:
    with state.store.transaction():
        state.documents.drop_index(collection["id"], index.name)
        publish(
            state,
            "aoss.index.deleted",
            account,
            region,
            collection["arn"],
            collection=collection["name"],
            index=index.name,
        )
