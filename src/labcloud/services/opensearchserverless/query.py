"""The query DSL subset labcloud's data plane evaluates, over an index's documents read whole.

``match_all``, ``match`` (``operator``), ``match_phrase``, ``multi_match``, ``term``, ``terms``, ``range``,
``exists``, ``ids``, ``prefix``, ``bool`` (``must``, ``should``, ``filter``, ``must_not``,
``minimum_should_match``) and ``knn`` (exact scoring of every vector, the ``k`` best kept, an optional
``filter``). ``text`` fields match on analyzed tokens (scored BM25-like from the index's term statistics),
other fields on whole values. Any other query, or an unknown parameter of these, is a 400 naming it."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from labcloud.services.opensearchserverless import mappings as fields
from labcloud.services.opensearchserverless.analysis import tokens
from labcloud.services.opensearchserverless.os_errors import SearchError, parsing
from labcloud.services.opensearchserverless.repo.documents import Document
from labcloud.services.opensearchserverless.vectors import score as vector_score

#: OpenSearch's query types labcloud does not evaluate: named in the 400 (any other name is unknown).
_KNOWN_ELSEWHERE = frozenset(
    {
        "fuzzy",
        "wildcard",
        "regexp",
        "query_string",
        "simple_query_string",
        "nested",
        "function_score",
        "script_score",
        "script",
        "geo_distance",
        "geo_bounding_box",
        "more_like_this",
        "neural",
        "hybrid",
        "dis_max",
        "boosting",
        "constant_score",
        "match_bool_prefix",
        "match_phrase_prefix",
        "span_term",
        "intervals",
        "percolate",
        "has_child",
        "has_parent",
        "terms_set",
        "distance_feature",
        "rank_feature",
    }
)


def values(source: Any, path: str) -> list[Any]:
    """Every value at ``path`` (dots walk objects; arrays are searched through)."""
    found: list[Any] = []
    head, _, rest = path.partition(".")
    items = source if isinstance(source, list) else [source]
    for item in items:
        if not isinstance(item, dict):
            continue
        if path in item:  # a field name that itself has dots
            value = item[path]
            found.extend(value if isinstance(value, list) else [value])
        elif head in item and rest:
            found.extend(values(item[head], rest))
    return [v for v in found if v is not None]


class Corpus:
    """The documents searched, with the term statistics text scoring reads."""

    def __init__(self, documents: list[Document], mappings: dict[str, Any]) -> None:
        self.documents = documents
        self.mappings = mappings
        self._df: dict[tuple[str, str], int] = {}
        self._lengths: dict[str, float] = {}
        self._tokens: dict[tuple[str, str], list[str]] = {}
        #: How deep the query being compiled is nested (OpenSearch's bool max_nested_depth is 20).
        self.depth = 0

    def tokens(self, document: Document, path: str) -> list[str]:
        """The analyzed tokens of ``path`` in ``document`` (each analyzed once per search)."""
        key = (document.doc_id, path)
        found = self._tokens.get(key)
        if found is None:
            found = self._tokens[key] = _field_tokens(
                document.source, fields.source_path(self.mappings, path)
            )
        return found

    def kind(self, path: str) -> str:
        mapped = fields.field(self.mappings, path)
        if mapped is None:
            return "unmapped"
        return str(mapped.get("type", "object"))

    def field_mapping(self, path: str) -> dict[str, Any] | None:
        return fields.field(self.mappings, path)

    def values(self, document: Document, path: str) -> list[Any]:
        """The values of ``path`` in ``document`` (a sub-field such as ``title.keyword`` reads its parent)."""
        return values(document.source, fields.source_path(self.mappings, path))

    def df(self, path: str, term: str) -> int:
        key = (path, term)
        if key not in self._df:
            self._df[key] = sum(1 for d in self.documents if term in self.tokens(d, path))
        return self._df[key]

    def average_length(self, path: str) -> float:
        if path not in self._lengths:
            lengths = [len(self.tokens(d, path)) for d in self.documents]
            self._lengths[path] = (sum(lengths) / len(lengths)) if lengths else 1.0
        return self._lengths[path] or 1.0


def _field_tokens(source: Any, path: str) -> list[str]:
    out: list[str] = []
    for value in values(source, path):
        out.extend(tokens(str(value)))
    return out


class Query:
    def prepare(self, corpus: Corpus) -> None:
        """Work done once per search before documents are scored (k-NN ranks every vector here)."""

    def score(self, document: Document) -> float | None:
        """The document's score, or None when it does not match."""
        raise NotImplementedError


def _params(body: Any, name: str, allowed: set[str]) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise parsing(f"[{name}] query malformed, no start_object after query name")
    extra = set(body) - allowed
    if extra:
        raise parsing(f"[{name}] query does not support [{sorted(extra)[0]}]")
    return body


def _single_field(body: Any, name: str) -> tuple[str, Any]:
    if not isinstance(body, dict) or len(body) != 1:
        raise parsing(
            f"[{name}] query doesn't support multiple fields, found [{', '.join(map(str, body)) if isinstance(body, dict) else body}]"
        )
    path, value = next(iter(body.items()))
    return str(path), value


MAX_DEPTH = 20


def compile_query(query: Any, corpus: Corpus) -> Query:
    corpus.depth += 1
    try:
        if corpus.depth > MAX_DEPTH:
            raise parsing(
                f"The nested depth of the query exceeds the maximum nested depth for queries [{MAX_DEPTH}]"
            )
        return _compiled(query, corpus)
    finally:
        corpus.depth -= 1


def _compiled(query: Any, corpus: Corpus) -> Query:
    if not isinstance(query, dict) or len(query) != 1:
        raise parsing("query malformed, must start with start_object and hold exactly one query")
    name, body = next(iter(query.items()))
    builder = _BUILDERS.get(name)
    if builder is None:
        if name in _KNOWN_ELSEWHERE:
            raise SearchError(
                400,
                "parsing_exception",
                f"labcloud's OpenSearch Serverless does not support the [{name}] query",
            )
        raise parsing(f"unknown query [{name}]")
    return builder(body, corpus)


class _MatchAll(Query):
    def __init__(self, boost: float) -> None:
        self.boost = boost

    def score(self, document: Document) -> float | None:
        return self.boost


class _Predicate(Query):
    """A yes/no test on a document, scored ``boost`` when it holds (term, terms, range, exists, ids, prefix)."""

    def __init__(self, test: Any, boost: float) -> None:
        self.test, self.boost = test, boost

    def score(self, document: Document) -> float | None:
        return self.boost if self.test(document) else None


def _same(kind: str, stored: Any, wanted: Any) -> bool:
    if kind in fields.NUMERIC:
        try:
            return float(stored) == float(wanted)
        except (TypeError, ValueError):
            return False
    if kind == "boolean":
        return str(stored).lower() == str(wanted).lower()
    return bool(stored == wanted or str(stored) == str(wanted))


def _term_test(corpus: Corpus, path: str, wanted: list[Any]) -> Any:
    kind = corpus.kind(path)

    def test(document: Document) -> bool:
        found = corpus.values(document, path)
        if kind == "text":
            words = set(corpus.tokens(document, path))
            return any(str(w) in words for w in wanted)
        return any(_same(kind, f, w) for f in found for w in wanted)

    return test


def _term(body: Any, corpus: Corpus) -> Query:
    path, spec = _single_field(body, "term")
    boost = 1.0
    if isinstance(spec, dict):
        spec = _params(spec, "term", {"value", "boost", "case_insensitive"})
        if spec.get("case_insensitive"):
            raise parsing("labcloud's OpenSearch Serverless does not support [case_insensitive] in [term]")
        boost, spec = float(spec.get("boost", 1.0)), spec.get("value")
    return _Predicate(_term_test(corpus, path, [spec]), boost)


def _terms(body: Any, corpus: Corpus) -> Query:
    if not isinstance(body, dict):
        raise parsing("[terms] query malformed")
    boost = float(body.get("boost", 1.0))
    named = {k: v for k, v in body.items() if k != "boost"}
    if len(named) != 1 or not isinstance(next(iter(named.values())), list):
        raise parsing(
            "[terms] query requires one field with an array of values (terms lookup is not supported)"
        )
    path, wanted = next(iter(named.items()))
    return _Predicate(_term_test(corpus, str(path), list(wanted)), boost)


def _comparable(value: Any) -> tuple[int, Any]:
    if isinstance(value, bool):
        return (1, str(value).lower())
    if isinstance(value, (int, float)):
        return (0, float(value))
    try:
        return (0, float(value))
    except (TypeError, ValueError):
        return (1, str(value))


def _range(body: Any, corpus: Corpus) -> Query:
    path, spec = _single_field(body, "range")
    spec = _params(spec, "range", {"gt", "gte", "lt", "lte", "boost", "format"})
    if "format" in spec:
        raise parsing(
            "labcloud's OpenSearch Serverless does not support [format] in [range]; give ISO-8601 dates or numbers"
        )
    bounds = [(op, _comparable(spec[op])) for op in ("gt", "gte", "lt", "lte") if op in spec]

    def holds(value: Any) -> bool:
        have = _comparable(value)
        for op, bound in bounds:
            if have[0] != bound[0]:
                return False
            if (op == "gt" and not have > bound) or (op == "gte" and not have >= bound):
                return False
            if (op == "lt" and not have < bound) or (op == "lte" and not have <= bound):
                return False
        return True

    return _Predicate(lambda d: any(holds(v) for v in corpus.values(d, path)), float(spec.get("boost", 1.0)))


def _exists(body: Any, corpus: Corpus) -> Query:
    spec = _params(body, "exists", {"field", "boost"})
    if not isinstance(spec.get("field"), str):
        raise parsing("[exists] must be provided with a [field]")
    path = spec["field"]
    return _Predicate(lambda d: bool(corpus.values(d, path)), float(spec.get("boost", 1.0)))


def _ids(body: Any, corpus: Corpus) -> Query:
    spec = _params(body, "ids", {"values", "boost"})
    wanted = {str(v) for v in spec.get("values") or []}
    return _Predicate(lambda d: d.doc_id in wanted, float(spec.get("boost", 1.0)))


def _prefix(body: Any, corpus: Corpus) -> Query:
    path, spec = _single_field(body, "prefix")
    boost = 1.0
    if isinstance(spec, dict):
        spec = _params(spec, "prefix", {"value", "boost"})
        boost, spec = float(spec.get("boost", 1.0)), spec.get("value")
    start = str(spec)
    text = corpus.kind(path) == "text"

    def test(document: Document) -> bool:
        if text:
            return any(t.startswith(start) for t in corpus.tokens(document, path))
        return any(str(v).startswith(start) for v in corpus.values(document, path))

    return _Predicate(test, boost)


class _Match(Query):
    """Text matching scored BM25-like (k1 1.2, b 0.75) from the searched documents' statistics."""

    def __init__(self, path: str, text: Any, operator: str, boost: float, phrase: bool = False) -> None:
        self.path, self.text, self.boost, self.phrase = path, text, boost, phrase
        self.all_terms = operator.lower() == "and"
        self.corpus: Corpus | None = None

    def prepare(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.kind = corpus.kind(self.path)
        self.terms = tokens(str(self.text)) if self.kind in ("text", "unmapped") else [self.text]

    def score(self, document: Document) -> float | None:
        corpus = self.corpus
        assert corpus is not None
        if self.kind not in ("text", "unmapped"):
            found = corpus.values(document, self.path)
            return self.boost if any(_same(self.kind, f, self.text) for f in found) else None
        words = corpus.tokens(document, self.path)
        if not self.terms or not words:
            return None
        if self.phrase and not _contains_run(words, self.terms):
            return None
        present = [t for t in self.terms if t in words]
        if not present or (self.all_terms and len(set(present)) < len(set(self.terms))):
            return None
        total = len(corpus.documents)
        average = corpus.average_length(self.path)
        result = 0.0
        for term in set(present):
            df = corpus.df(self.path, term)
            idf = math.log(1 + (total - df + 0.5) / (df + 0.5))
            tf = words.count(term)
            result += idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * len(words) / average))
        return result * self.boost


def _contains_run(words: list[str], run: list[str]) -> bool:
    size = len(run)
    return any(words[i : i + size] == run for i in range(len(words) - size + 1))


def _match(body: Any, corpus: Corpus, phrase: bool = False) -> Query:
    name = "match_phrase" if phrase else "match"
    path, spec = _single_field(body, name)
    operator, boost = "or", 1.0
    if isinstance(spec, dict):
        allowed = {"query", "boost"} | (set() if phrase else {"operator"})
        spec = _params(spec, name, allowed)
        if "query" not in spec:
            raise parsing(f"[{name}] requires query value")
        operator, boost, spec = str(spec.get("operator", "or")), float(spec.get("boost", 1.0)), spec["query"]
    if operator.lower() not in ("or", "and"):
        raise parsing(f"[{name}] operator [{operator}] is not one of [or, and]")
    return _Match(path, spec, operator, boost, phrase)


class _Best(Query):
    def __init__(self, parts: list[Query]) -> None:
        self.parts = parts

    def prepare(self, corpus: Corpus) -> None:
        for part in self.parts:
            part.prepare(corpus)

    def score(self, document: Document) -> float | None:
        scores = [s for s in (p.score(document) for p in self.parts) if s is not None]
        return max(scores) if scores else None


def _multi_match(body: Any, corpus: Corpus) -> Query:
    spec = _params(body, "multi_match", {"query", "fields", "operator", "type", "boost"})
    if spec.get("type", "best_fields") != "best_fields":
        raise parsing(
            f"labcloud's OpenSearch Serverless supports only [best_fields] in [multi_match], not [{spec['type']}]"
        )
    names = spec.get("fields")
    if not isinstance(names, list) or not names:
        raise parsing("[multi_match] requires [fields] (a list of field names)")
    parts: list[Query] = []
    for name in names:
        path, _, weight = str(name).partition("^")
        boost = float(spec.get("boost", 1.0)) * (float(weight) if weight else 1.0)
        parts.append(_Match(path, spec.get("query", ""), str(spec.get("operator", "or")), boost))
    return _Best(parts)


class _Bool(Query):
    def __init__(
        self,
        must: list[Query],
        should: list[Query],
        filters: list[Query],
        must_not: list[Query],
        minimum: int | None,
        boost: float,
    ) -> None:
        self.must, self.should, self.filters, self.must_not = must, should, filters, must_not
        self.boost = boost
        if minimum is None:
            minimum = 0 if (must or filters) else (1 if should else 0)
        self.minimum = minimum

    def _all(self) -> Iterator[Query]:
        yield from self.must
        yield from self.should
        yield from self.filters
        yield from self.must_not

    def prepare(self, corpus: Corpus) -> None:
        for part in self._all():
            part.prepare(corpus)

    def score(self, document: Document) -> float | None:
        total = 0.0
        for part in self.must:
            got = part.score(document)
            if got is None:
                return None
            total += got
        for part in self.filters:
            if part.score(document) is None:
                return None
        for part in self.must_not:
            if part.score(document) is not None:
                return None
        matched = 0
        for part in self.should:
            got = part.score(document)
            if got is not None:
                matched += 1
                total += got
        if matched < self.minimum:
            return None
        if not self.must and not self.should:
            return 0.0
        return total * self.boost


def _clauses(value: Any, corpus: Corpus) -> list[Query]:
    items = value if isinstance(value, list) else [value]
    return [compile_query(item, corpus) for item in items]


def _bool(body: Any, corpus: Corpus) -> Query:
    spec = _params(body, "bool", {"must", "should", "filter", "must_not", "minimum_should_match", "boost"})
    minimum = spec.get("minimum_should_match")
    if minimum is not None:
        try:
            minimum = int(minimum)
        except (TypeError, ValueError):
            raise parsing(
                f"labcloud's OpenSearch Serverless supports only a whole number in [minimum_should_match], not [{minimum}]"
            ) from None
    return _Bool(
        _clauses(spec.get("must", []), corpus),
        _clauses(spec.get("should", []), corpus),
        _clauses(spec.get("filter", []), corpus),
        _clauses(spec.get("must_not", []), corpus),
        minimum,
        float(spec.get("boost", 1.0)),
    )


class _Knn(Query):
    def __init__(
        self, path: str, vector: list[float], k: int, space: str, where: Query | None, boost: float
    ) -> None:
        self.path, self.vector, self.k, self.space, self.where, self.boost = (
            path,
            vector,
            k,
            space,
            where,
            boost,
        )
        self.best: dict[str, float] = {}

    def prepare(self, corpus: Corpus) -> None:
        if self.where is not None:
            self.where.prepare(corpus)
        ranked: list[tuple[float, int, str]] = []
        for position, document in enumerate(corpus.documents):
            if self.where is not None and self.where.score(document) is None:
                continue
            found = (
                document.source.get(self.path)
                if "." not in self.path
                else (values(document.source, self.path) or None)
            )
            if not isinstance(found, list) or len(found) != len(self.vector):
                continue
            ranked.append((vector_score(self.space, self.vector, found), -position, document.doc_id))
        ranked.sort(reverse=True)
        self.best = {doc_id: got * self.boost for got, _, doc_id in ranked[: self.k]}

    def score(self, document: Document) -> float | None:
        return self.best.get(document.doc_id)


def _knn(body: Any, corpus: Corpus) -> Query:
    path, spec = _single_field(body, "knn")
    spec = _params(spec, "knn", {"vector", "k", "filter", "boost"})
    mapped = corpus.field_mapping(path)
    if mapped is None or mapped.get("type") != "knn_vector":
        raise SearchError(400, "query_shard_exception", f"Field '{path}' is not knn_vector type.")
    vector = spec.get("vector")
    if not isinstance(vector, list) or not all(
        isinstance(v, (int, float)) and not isinstance(v, bool) for v in vector
    ):
        raise parsing("[knn] requires [vector], an array of numbers")
    if len(vector) != mapped["dimension"]:
        raise SearchError(
            400,
            "illegal_argument_exception",
            f"Query vector has invalid dimension: {len(vector)}. Dimension should be: {mapped['dimension']}",
        )
    k = spec.get("k")
    if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= 10_000:
        raise parsing("[knn] requires [k], a whole number from 1 to 10000")
    where = compile_query(spec["filter"], corpus) if spec.get("filter") is not None else None
    return _Knn(
        path, [float(v) for v in vector], k, fields.space_type(mapped), where, float(spec.get("boost", 1.0))
    )


def _match_all(body: Any, corpus: Corpus) -> Query:
    spec = _params(body or {}, "match_all", {"boost"})
    return _MatchAll(float(spec.get("boost", 1.0)))


_BUILDERS: dict[str, Any] = {
    "match_all": _match_all,
    "match": _match,
    "match_phrase": lambda body, corpus: _match(body, corpus, phrase=True),
    "multi_match": _multi_match,
    "term": _term,
    "terms": _terms,
    "range": _range,
    "exists": _exists,
    "ids": _ids,
    "prefix": _prefix,
    "bool": _bool,
    "knn": _knn,
}
