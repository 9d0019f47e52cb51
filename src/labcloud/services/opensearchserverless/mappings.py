"""An index's settings and mappings: what a create-index body may say, field lookups for queries, and the
dynamic mapping a new document's unmapped fields get (``dynamic: strict`` refuses them instead).

Field types: ``text`` (with sub-fields such as ``.keyword``), ``keyword``, the numeric types, ``boolean``,
``date``, ``object`` and ``nested`` (stored and queried as objects) and ``knn_vector`` (``dimension`` and the
``method``'s or field's ``space_type``: ``l2``, ``cosinesimil``, ``innerproduct``, ``l1``, ``linf``). Any
other type, setting or mapping parameter is refused, naming it."""

from __future__ import annotations

import copy
from typing import Any

from labcloud.services.opensearchserverless.os_errors import SearchError, mapper, unsupported

NUMERIC = frozenset({"long", "integer", "short", "byte", "double", "float", "half_float", "unsigned_long"})
TYPES = NUMERIC | {"text", "keyword", "boolean", "date", "object", "nested", "knn_vector"}
SPACES = frozenset({"l2", "cosinesimil", "innerproduct", "l1", "linf"})
MAX_DIMENSION = 16_000
_SETTINGS = frozenset(
    {
        "index.knn",
        "index.knn.algo_param.ef_search",
        "index.number_of_shards",
        "index.number_of_replicas",
        "index.refresh_interval",
        "index.max_result_window",
    }
)
_FIELD_KEYS = frozenset(
    {
        "type",
        "fields",
        "index",
        "store",
        "doc_values",
        "ignore_above",
        "format",
        "properties",
        "null_value",
        "analyzer",
        "search_analyzer",
        "dynamic",
        "enabled",
    }
)
_VECTOR_KEYS = frozenset(
    {"type", "dimension", "method", "space_type", "data_type", "mode", "compression_level"}
)
#: The largest ``from + size`` a search may ask for, unless the index's settings say otherwise.
MAX_RESULT_WINDOW = 10_000


def flat_settings(settings: Any) -> dict[str, Any]:
    """``{"index": {"knn": true}}``, ``{"index.knn": true}`` and ``{"knn": true}`` alike as ``index.knn``."""
    if not isinstance(settings, dict):
        raise mapper("[settings] must be an object")
    out: dict[str, Any] = {}

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                walk(f"{prefix}.{key}" if prefix else str(key), inner)
            return
        name = prefix if prefix.startswith("index.") else f"index.{prefix}"
        if name not in _SETTINGS:
            raise unsupported(f"the index setting [{name}]")
        out[name] = value

    walk("", settings)
    return out


def check_mappings(mappings: Any) -> dict[str, Any]:
    if not isinstance(mappings, dict):
        raise mapper("[mappings] must be an object")
    extra = set(mappings) - {"properties", "dynamic"}
    if extra:
        raise unsupported(f"the mapping parameter [{sorted(extra)[0]}]")
    _check_dynamic(mappings.get("dynamic"))
    _check_properties(mappings.get("properties") or {}, "")
    return copy.deepcopy(mappings)


def _check_dynamic(value: Any) -> None:
    if value not in (None, True, False, "true", "false", "strict"):
        raise mapper(f"Could not convert [dynamic] to boolean or strict: [{value}]")


def _check_properties(properties: Any, prefix: str) -> None:
    if prefix.count(".") > MAX_DEPTH:
        raise mapper(
            f"Limit of mapping depth [{MAX_DEPTH}] has been exceeded due to object field [{prefix.rstrip('.')}]"
        )
    if not isinstance(properties, dict):
        raise mapper(f"[properties] of [{prefix or '_doc'}] must be an object")
    for name, field in properties.items():
        path = f"{prefix}{name}"
        if not isinstance(field, dict):
            raise mapper(
                f"Expected map for property [fields] on field [{path}] but got a {type(field).__name__}"
            )
        kind = field.get("type", "object" if "properties" in field else None)
        if kind not in TYPES:
            raise mapper(f"No handler for type [{kind}] declared on field [{path}]")
        if kind == "knn_vector":
            _check_vector(field, path)
            continue
        extra = set(field) - _FIELD_KEYS
        if extra:
            raise unsupported(f"the mapping parameter [{sorted(extra)[0]}] of field [{path}]")
        for analyzer in (field.get("analyzer"), field.get("search_analyzer")):
            if analyzer not in (None, "standard"):
                raise unsupported(f"the analyzer [{analyzer}] of field [{path}] (only [standard])")
        if kind in ("object", "nested"):
            _check_dynamic(field.get("dynamic"))
            _check_properties(field.get("properties") or {}, f"{path}.")
        for sub_name, sub in (field.get("fields") or {}).items():
            _check_properties({sub_name: sub}, f"{path}.")


def _check_vector(field: dict[str, Any], path: str) -> None:
    extra = set(field) - _VECTOR_KEYS
    if extra:
        raise unsupported(f"the knn_vector parameter [{sorted(extra)[0]}] of field [{path}]")
    dimension = field.get("dimension")
    if not isinstance(dimension, int) or isinstance(dimension, bool) or not 1 <= dimension <= MAX_DIMENSION:
        raise mapper(f"Dimension value must be an integer between 1 and {MAX_DIMENSION} for field [{path}]")
    if field.get("data_type", "float") != "float":
        raise unsupported(f"the knn_vector data_type [{field['data_type']}] of field [{path}] (only [float])")
    space = space_type(field)
    if space not in SPACES:
        raise mapper(f"Unable to parse the space type [{space}] of field [{path}]")


def space_type(field: dict[str, Any]) -> str:
    method = field.get("method") or {}
    return str(method.get("space_type") or field.get("space_type") or "l2")


def field(mappings: dict[str, Any], path: str) -> dict[str, Any] | None:
    """The mapping of ``path`` (``a.b``, or a text field's sub-field ``title.keyword``), or None."""
    properties: dict[str, Any] = mappings.get("properties") or {}
    parts = path.split(".")
    found: dict[str, Any] | None = None
    for n, part in enumerate(parts):
        if found is not None and found.get("type") not in (None, "object", "nested"):
            sub = (found.get("fields") or {}).get(".".join(parts[n:]))
            return sub if isinstance(sub, dict) else None
        found = properties.get(part)
        if not isinstance(found, dict):
            return None
        properties = found.get("properties") or {}
    return found


def source_path(mappings: dict[str, Any], path: str) -> str:
    """Where ``path``'s values are in a document: a sub-field (``title.keyword``) reads its parent's."""
    properties: dict[str, Any] = mappings.get("properties") or {}
    parts = path.split(".")
    found: dict[str, Any] | None = None
    for n, part in enumerate(parts):
        if found is not None and found.get("type") not in (None, "object", "nested"):
            return ".".join(parts[:n]) if ".".join(parts[n:]) in (found.get("fields") or {}) else path
        found = properties.get(part)
        if not isinstance(found, dict):
            return path
        properties = found.get("properties") or {}
    return path


def extend(mappings: dict[str, Any], source: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """``mappings`` with ``source``'s unmapped fields added (dynamic mapping), and whether it changed."""
    updated = copy.deepcopy(mappings)
    changed = _extend(updated, source, "", updated.get("dynamic"))
    return updated, changed


#: OpenSearch's index.mapping.depth.limit: how deep objects may nest in a document.
MAX_DEPTH = 20


def _extend(node: dict[str, Any], source: dict[str, Any], prefix: str, dynamic: Any) -> bool:
    if prefix.count(".") >= MAX_DEPTH:
        raise SearchError(
            400,
            "mapper_parsing_exception",
            f"Limit of mapping depth [{MAX_DEPTH}] has been exceeded due to object field [{prefix.rstrip('.')}]",
        )
    properties = node.setdefault("properties", {})
    changed = False
    for name, value in source.items():
        path = f"{prefix}{name}"
        known = properties.get(name)
        if known is None:
            if value is None or value == []:
                continue
            if dynamic in (False, "false"):
                continue
            if dynamic == "strict":
                raise SearchError(
                    400,
                    "strict_dynamic_mapping_exception",
                    f"mapping set to strict, dynamic introduction of [{name}] within [{prefix.rstrip('.') or '_doc'}] is not allowed",
                )
            properties[name] = known = _guess(value)
            changed = True
        if known.get("type", "object") in ("object", "nested") and isinstance(value, dict):
            inner = known.get("dynamic", dynamic)
            changed = _extend(known, value, f"{path}.", inner) or changed
    return changed


def _guess(value: Any) -> dict[str, Any]:
    sample = value[0] if isinstance(value, list) and value else value
    if isinstance(sample, bool):
        return {"type": "boolean"}
    if isinstance(sample, int):
        return {"type": "long"}
    if isinstance(sample, float):
        return {"type": "float"}
    if isinstance(sample, dict):
        return {"properties": {}}
    return {"type": "text", "fields": {"keyword": {"type": "keyword", "ignore_above": 256}}}


def check_document(mappings: dict[str, Any], source: dict[str, Any], prefix: str = "") -> None:
    """Refuses values their mapped field cannot hold (a vector of the wrong dimension, a word in a number)."""
    properties = mappings.get("properties") or {}
    for name, value in source.items():
        known = properties.get(name)
        if not isinstance(known, dict) or value is None:
            continue
        path = f"{prefix}{name}"
        kind = known.get("type", "object")
        if kind == "knn_vector":
            if not isinstance(value, list) or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) for v in value
            ):
                raise mapper(
                    f"failed to parse field [{path}] of type [knn_vector]: a vector is an array of numbers"
                )
            if len(value) != known["dimension"]:
                raise mapper(
                    f"Vector dimension mismatch. Expected: {known['dimension']}, Given: {len(value)}"
                )
        elif kind in NUMERIC:
            for item in value if isinstance(value, list) else [value]:
                try:
                    float(item)
                except (TypeError, ValueError):
                    raise mapper(
                        f"failed to parse field [{path}] of type [{kind}]: [{item}] is not a number"
                    ) from None
        elif kind in ("object", "nested") and isinstance(value, dict):
            check_document(known, value, f"{path}.")
