"""A search body's ``aggs``/``aggregations``: parsed and checked whole before any document is read, then
run over the matched documents, answered in OpenSearch's response shape.

Metric aggregations (``min``, ``max``, ``avg``, ``sum``, ``value_count``, ``cardinality`` — counted
exactly, ``precision_threshold`` changes nothing — and ``stats``) are here; the bucket aggregations
(``terms``, ``histogram``, ``date_histogram``, ``range``, ``filter``) and their sub-aggregations in
``agg_buckets.py``. Any other aggregation type is a 400 naming it; a response of more than
``search.max_buckets`` buckets OpenSearch's ``too_many_buckets_exception``."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from labcloud.services.opensearchserverless import agg_buckets
from labcloud.services.opensearchserverless.agg_fields import Fields, Hit, iso
from labcloud.services.opensearchserverless.agg_types import Aggregation
from labcloud.services.opensearchserverless.mappings import NUMERIC
from labcloud.services.opensearchserverless.os_errors import SearchError, parsing

#: OpenSearch's aggregation types labcloud does not compute: named in the 400.
KNOWN_ELSEWHERE = frozenset(
    {
        "percentiles",
        "percentile_ranks",
        "extended_stats",
        "top_hits",
        "date_range",
        "ip_range",
        "filters",
        "missing",
        "nested",
        "reverse_nested",
        "global",
        "composite",
        "significant_terms",
        "significant_text",
        "rare_terms",
        "multi_terms",
        "auto_date_histogram",
        "variable_width_histogram",
        "adjacency_matrix",
        "sampler",
        "diversified_sampler",
        "geo_bounds",
        "geo_centroid",
        "geohash_grid",
        "geotile_grid",
        "geo_distance",
        "scripted_metric",
        "weighted_avg",
        "median_absolute_deviation",
        "matrix_stats",
        "string_stats",
        "avg_bucket",
        "sum_bucket",
        "min_bucket",
        "max_bucket",
        "stats_bucket",
        "extended_stats_bucket",
        "percentiles_bucket",
        "bucket_script",
        "bucket_selector",
        "bucket_sort",
        "cumulative_sum",
        "derivative",
        "moving_avg",
        "moving_fn",
        "serial_diff",
    }
)
_NAME = re.compile(r"^[^\[\]>]+$")
_METRIC_KINDS = NUMERIC | {"date", "boolean"}
_ANY_KIND = _METRIC_KINDS | {"keyword"}
#: The most aggregations one search body holds (each level counted).
MAX_AGGREGATIONS = 100


class Compiler:
    """Turns an ``aggs`` object into :class:`Aggregation` runners (``filter`` asks ``matcher`` for its query)."""

    def __init__(self, fields: Fields, matcher: Callable[[Any], Callable[[Hit], bool]]) -> None:
        self.fields, self.matcher = fields, matcher
        self.count = 0

    def compile(self, spec: Any) -> list[Aggregation]:
        if not isinstance(spec, dict):
            raise parsing("Expected [START_OBJECT] under [aggregations], but got a different token")
        out = []
        for name, body in spec.items():
            self.count += 1
            if self.count > MAX_AGGREGATIONS:
                raise SearchError(
                    400,
                    "illegal_argument_exception",
                    f"labcloud's OpenSearch Serverless takes at most {MAX_AGGREGATIONS} aggregations in one search",
                )
            if not isinstance(name, str) or not _NAME.match(name):
                raise parsing(
                    f"Invalid aggregation name [{name}]. Aggregation names can contain any character except '[', ']', and '>'"
                )
            out.append(self._one(name, body))
        return out

    def _one(self, name: str, body: Any) -> Aggregation:
        if not isinstance(body, dict):
            raise parsing(
                f"Aggregation definition for [{name}] starts with a [{type(body).__name__}], expected a [START_OBJECT]."
            )
        subs_spec = body.get("aggs", body.get("aggregations"))
        if "aggs" in body and "aggregations" in body:
            raise parsing(f"Found two sub aggregation definitions under [{name}]")
        types = [k for k in body if k not in ("aggs", "aggregations", "meta")]
        if not types:
            raise parsing(f"Missing definition for aggregation [{name}]")
        if len(types) > 1:
            raise parsing(
                f"Found two aggregation type definitions in [{name}]: [{types[0]}] and [{types[1]}]"
            )
        kind = types[0]
        params = body[kind]
        if kind in _METRICS:
            if subs_spec is not None:
                raise SearchError(
                    400,
                    "aggregation_initialization_exception",
                    f"Aggregator [{name}] of type [{kind}] cannot accept sub-aggregations",
                )
            run = _METRICS[kind](self.fields, params, kind)
        elif kind in agg_buckets.BUCKETS:
            subs = self.compile(subs_spec) if subs_spec is not None else []
            run = agg_buckets.BUCKETS[kind](self, params, subs)
        elif kind in KNOWN_ELSEWHERE:
            raise parsing(f"labcloud's OpenSearch Serverless does not support the [{kind}] aggregation")
        else:
            raise parsing(f"Unknown aggregation type [{kind}]")
        return Aggregation(name, kind, run, body.get("meta"))


def _object(
    params: Any, kind: str, allowed: frozenset[str] = frozenset({"field", "missing"})
) -> dict[str, Any]:
    if not isinstance(params, dict):
        raise parsing(f"Expected [START_OBJECT] under [{kind}], but got a different token")
    for key in params:
        if key not in allowed:
            if key in ("script", "format", "value_type"):
                raise parsing(f"labcloud's OpenSearch Serverless does not support [{key}] in [{kind}]")
            raise parsing(f"[{kind}] unknown field [{key}]")
    return params


def _numbers(
    fields: Fields, params: dict[str, Any], kind: str, allowed: frozenset[str]
) -> tuple[str, str, Any]:
    path = params.get("field")
    field_kind = fields.checked(path, kind, allowed)
    missing = params.get("missing")
    return str(path), field_kind, missing


def _collect(fields: Fields, hits: list[Hit], path: str, kind: str, missing: Any) -> list[Any]:
    out: list[Any] = []
    for hit in hits:
        out.extend(fields.values(hit, path, kind, missing))
    return out


def _floats(found: list[Any]) -> list[float]:
    out = []
    for value in found:
        try:
            out.append(float(value))
        except (TypeError, ValueError):
            continue
    return out


def _single(fields: Fields, params: Any, kind: str) -> Callable[[list[Hit]], dict[str, Any]]:
    params = _object(params, kind)
    path, field_kind, missing = _numbers(fields, params, kind, _METRIC_KINDS)

    def run(hits: list[Hit]) -> dict[str, Any]:
        found = _floats(_collect(fields, hits, path, field_kind, missing))
        value: float | None
        if kind == "sum":
            value = float(sum(found))
        elif not found:
            value = None
        elif kind == "min":
            value = min(found)
        elif kind == "max":
            value = max(found)
        else:
            value = sum(found) / len(found)
        out: dict[str, Any] = {"value": value}
        if field_kind == "date" and value is not None and kind != "sum":
            out["value_as_string"] = iso(value)
        return out

    return run


def _value_count(fields: Fields, params: Any, kind: str) -> Callable[[list[Hit]], dict[str, Any]]:
    params = _object(params, kind)
    path, field_kind, missing = _numbers(fields, params, kind, _ANY_KIND)
    return lambda hits: {"value": len(_collect(fields, hits, path, field_kind, missing))}


def _cardinality(fields: Fields, params: Any, kind: str) -> Callable[[list[Hit]], dict[str, Any]]:
    params = _object(params, kind, frozenset({"field", "missing", "precision_threshold"}))
    path, field_kind, missing = _numbers(fields, params, kind, _ANY_KIND)
    return lambda hits: {"value": len(set(_collect(fields, hits, path, field_kind, missing)))}


def _stats(fields: Fields, params: Any, kind: str) -> Callable[[list[Hit]], dict[str, Any]]:
    params = _object(params, kind)
    path, field_kind, missing = _numbers(fields, params, kind, _METRIC_KINDS)

    def run(hits: list[Hit]) -> dict[str, Any]:
        found = _floats(_collect(fields, hits, path, field_kind, missing))
        if not found:
            return {"count": 0, "min": None, "max": None, "avg": None, "sum": 0.0}
        out: dict[str, Any] = {
            "count": len(found),
            "min": min(found),
            "max": max(found),
            "avg": sum(found) / len(found),
            "sum": float(sum(found)),
        }
        if field_kind == "date":
            for key in ("min", "max", "avg"):
                out[f"{key}_as_string"] = iso(out[key])
            out["sum_as_string"] = iso(out["sum"])
        return out

    return run


_METRICS: dict[str, Callable[[Fields, Any, str], Callable[[list[Hit]], dict[str, Any]]]] = {
    "min": _single,
    "max": _single,
    "avg": _single,
    "sum": _single,
    "value_count": _value_count,
    "cardinality": _cardinality,
    "stats": _stats,
}


def aggregate(aggregations: list[Aggregation], hits: list[Hit]) -> dict[str, Any]:
    """The ``aggregations`` member of a search response, in the order the request named them."""
    return {a.name: a.answer(hits) for a in aggregations}
