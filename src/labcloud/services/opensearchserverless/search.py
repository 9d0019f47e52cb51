"""``_search`` and ``_count`` over one or more indexes: the query (``query.py``), ``from``/``size`` within
the result window, ``sort`` (fields, ``_score``, ``_id``; a ``text`` field refused as OpenSearch refuses it)
and ``_source`` filtering (``true``/``false``, a list, ``includes``/``excludes`` with ``*`` patterns).
``aggs`` are computed over every matched document (``aggs.py``), whatever ``size`` shows. Highlighting,
suggesters, scroll and the rest of the search body are refused by name."""

from __future__ import annotations

import fnmatch
import functools
import time
from typing import Any

from labcloud.services.opensearchserverless.agg_fields import Fields, Hit
from labcloud.services.opensearchserverless.aggs import Compiler, aggregate
from labcloud.services.opensearchserverless.mappings import MAX_RESULT_WINDOW, field, source_path
from labcloud.services.opensearchserverless.os_errors import SearchError, bad_request, parsing, unsupported
from labcloud.services.opensearchserverless.query import Corpus, compile_query, values
from labcloud.services.opensearchserverless.repo.documents import Document, Index

#: The most documents one ``_mget`` and searches one ``_msearch`` take.
MAX_MGET = 10_000
MAX_MSEARCH = 100
_BODY = frozenset(
    {
        "query",
        "size",
        "from",
        "sort",
        "_source",
        "track_total_hits",
        "track_scores",
        "timeout",
        "min_score",
        "aggs",
        "aggregations",
    }
)
_REFUSED = {
    "highlight": "highlighting",
    "suggest": "suggesters",
    "collapse": "field collapsing",
    "search_after": "search_after",
    "script_fields": "script fields",
    "rescore": "rescoring",
    "post_filter": "post_filter",
    "knn": "a top-level [knn] section (put a knn query under [query])",
}


def _whole(value: Any, name: str) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise parsing(f"[{name}] must be a whole number, got [{value}]") from None
    if number < 0:
        raise bad_request(f"[{name}] parameter cannot be negative, found [{number}]")
    return number


def _checked_body(body: dict[str, Any]) -> None:
    for key in body:
        if key in _REFUSED:
            raise unsupported(_REFUSED[key])
        if key not in _BODY:
            raise parsing(f"Unknown key for a START_OBJECT in [{key}].")


def _query(body: dict[str, Any], corpus: Corpus) -> Any:
    query = compile_query(body.get("query") or {"match_all": {}}, corpus)
    query.prepare(corpus)
    return query


def _matches(index: Index, documents: list[Document], body: dict[str, Any]) -> list[tuple[float, Document]]:
    corpus = Corpus(documents, index.mappings)
    query = _query(body, corpus)
    minimum = body.get("min_score")
    out = []
    for document in documents:
        got = query.score(document)
        if got is not None and (minimum is None or got >= float(minimum)):
            out.append((got, document))
    return out


def count(indexed: list[tuple[Index, list[Document]]], body: dict[str, Any]) -> dict[str, Any]:
    extra = set(body) - {"query"}
    if extra:
        raise parsing(f"request does not support [{sorted(extra)[0]}]")
    total = sum(len(_matches(index, documents, body)) for index, documents in indexed)
    return {
        "count": total,
        "_shards": {"total": len(indexed), "successful": len(indexed), "skipped": 0, "failed": 0},
    }


def search(
    indexed: list[tuple[Index, list[Document]]], body: dict[str, Any], params: dict[str, str]
) -> dict[str, Any]:
    started = time.monotonic()
    _checked_body(body)
    size = _whole(params.get("size", body.get("size", 10)), "size")
    start = _whole(params.get("from", body.get("from", 0)), "from")
    window = min(
        (int(i.settings.get("index.max_result_window", MAX_RESULT_WINDOW)) for i, _ in indexed),
        default=MAX_RESULT_WINDOW,
    )
    if start + size > window:
        raise bad_request(
            f"Result window is too large, from + size must be less than or equal to: [{window}] but was"
            f" [{start + size}]. See the scroll api for a more efficient way to request large data sets."
        )
    if "aggs" in body and "aggregations" in body:
        raise parsing("Found two aggregation definitions: [aggs] and [aggregations]")
    spec = body.get("aggs", body.get("aggregations"))
    compiled = (
        Compiler(Fields([i for i, _ in indexed]), _matcher(indexed)).compile(spec)
        if spec is not None
        else None
    )
    hits: list[tuple[float, Index, Document]] = []
    for index, documents in indexed:
        hits.extend((got, index, document) for got, document in _matches(index, documents, body))
    sort = _sort_keys(body.get("sort"), [i for i, _ in indexed])
    if sort:
        for path, descending in reversed(sort):
            hits.sort(key=functools.partial(_sort_value, path=path), reverse=descending)
    else:
        hits.sort(key=lambda h: -h[0])
    chosen = hits[start : start + size]
    includes, excludes = _source_filter(params, body.get("_source", True))
    scored = not sort or any(p == "_score" for p, _ in sort) or bool(body.get("track_scores"))
    shown = []
    for got, index, document in chosen:
        hit: dict[str, Any] = {
            "_index": index.name,
            "_id": document.doc_id,
            "_score": got if scored else None,
        }
        if includes is not None:
            hit["_source"] = _filtered(document.source, includes, excludes)
        if sort:
            hit["sort"] = [_sort_value((got, index, document), p)[1] for p, _ in sort]
        shown.append(hit)
    best = max((h[0] for h in hits), default=None) if scored and size else None  # (size 0: null)
    answer: dict[str, Any] = {
        "took": 0,
        "timed_out": False,
        "_shards": {"total": len(indexed), "successful": len(indexed), "skipped": 0, "failed": 0},
        "hits": {"total": {"value": len(hits), "relation": "eq"}, "max_score": best, "hits": shown},
    }
    if compiled is not None:
        answer["aggregations"] = aggregate(compiled, [(index, document) for _, index, document in hits])
    answer["took"] = int((time.monotonic() - started) * 1000)
    return answer


def _matcher(indexed: list[tuple[Index, list[Document]]]) -> Any:
    """What a ``filter`` aggregation asks: its query compiled against each searched index."""

    def matcher(query: Any) -> Any:
        tests = {}
        for index, documents in indexed:
            corpus = Corpus(documents, index.mappings)
            compiled = compile_query(query, corpus)
            compiled.prepare(corpus)
            tests[index.name] = compiled

        def test(hit: Hit) -> bool:
            return tests[hit[0].name].score(hit[1]) is not None

        return test

    return matcher


def _sort_keys(sort: Any, indexes: list[Index]) -> list[tuple[str, bool]]:
    if sort is None:
        return []
    items = sort if isinstance(sort, list) else [sort]
    keys: list[tuple[str, bool]] = []
    for item in items:
        if isinstance(item, str):
            path, order = item, ("desc" if item == "_score" else "asc")
        elif isinstance(item, dict) and len(item) == 1:
            path, spec = next(iter(item.items()))
            if isinstance(spec, dict):
                extra = set(spec) - {"order", "unmapped_type"}
                if extra:
                    raise unsupported(f"the sort option [{sorted(extra)[0]}]")
                spec = spec.get("order", "desc" if path == "_score" else "asc")
            order = str(spec)
        else:
            raise parsing("[sort] items are a field name or an object of one field")
        if order not in ("asc", "desc"):
            raise parsing(f"[sort] order must be [asc] or [desc], not [{order}]")
        if path not in ("_score", "_id"):
            for index in indexes:
                mapped = field(index.mappings, path)
                if mapped is not None and mapped.get("type") == "text":
                    raise bad_request(
                        f"Text fields are not optimised for operations that require per-document field data like"
                        f" aggregations and sorting, so these operations are disabled by default. Please use a"
                        f" keyword field instead. Alternatively, set fielddata=true on [{path}] in order to load"
                        " field data by uninverting the inverted index."
                    )
        keys.append((path, order == "desc"))
    return keys


def _sort_value(hit: tuple[float, Index, Document], path: str) -> tuple[int, Any]:
    got, index, document = hit
    if path == "_score":
        return (0, got)
    if path == "_id":
        return (0, document.doc_id)
    found = values(document.source, source_path(index.mappings, path))
    if not found:
        return (2, "")  # documents without the field sort apart from those with it
    value = found[0]
    return (
        (0, float(value))
        if isinstance(value, (int, float)) and not isinstance(value, bool)
        else (1, str(value))
    )


def _source_filter(params: dict[str, str], given: Any) -> tuple[list[str] | None, list[str]]:
    if "_source" in params:
        text = params["_source"]
        given = {"true": True, "false": False}.get(text.lower(), text.split(","))
    if "_source_includes" in params or "_source_excludes" in params:
        given = {
            "includes": [p for p in params.get("_source_includes", "").split(",") if p],
            "excludes": [p for p in params.get("_source_excludes", "").split(",") if p],
        }
    if given is True or given is None:
        return [], []
    if given is False:
        return None, []
    if isinstance(given, str):
        return [given], []
    if isinstance(given, list):
        return [str(p) for p in given], []
    if isinstance(given, dict):
        extra = set(given) - {"includes", "excludes", "include", "exclude"}
        if extra:
            raise parsing(f"[_source] does not support [{sorted(extra)[0]}]")
        inc: Any = given.get("includes", given.get("include", [])) or []
        exc: Any = given.get("excludes", given.get("exclude", [])) or []
        return ([inc] if isinstance(inc, str) else list(inc)), ([exc] if isinstance(exc, str) else list(exc))
    raise parsing("[_source] must be a boolean, a field pattern, a list of them or an object")


def _filtered(
    source: dict[str, Any], includes: list[str], excludes: list[str], prefix: str = ""
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in source.items():
        path = f"{prefix}{key}"
        if any(fnmatch.fnmatchcase(path, p) for p in excludes):
            continue
        whole = not includes or any(fnmatch.fnmatchcase(path, p) for p in includes)
        if isinstance(value, dict):
            inner = _filtered(value, [] if whole else includes, excludes, f"{path}.")
            if inner or (whole and not value):
                out[key] = inner
        elif whole:
            out[key] = value
    return out


def refuse_params(params: dict[str, str], allowed: set[str]) -> None:
    """A URL parameter this data plane does not implement is refused, naming it."""
    for name in params:
        if name not in allowed:
            raise SearchError(
                400,
                "illegal_argument_exception",
                f"request [{name}] contains unrecognized parameter: [{name}] (labcloud's OpenSearch Serverless)",
            )
