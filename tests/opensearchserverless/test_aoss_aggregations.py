"""Aggregations in a collection's ``_search`` through opensearch-py: each supported type's answer in
OpenSearch's shape (buckets, doc_count, key_as_string, sum_other_doc_count, doc_count_error_upper_bound),
sub-aggregations, ``size: 0``, and the errors: an unsupported or unknown type, a text field, bad intervals,
sub-aggregations under a metric, and ``too_many_buckets_exception`` past ``search.max_buckets``."""

from __future__ import annotations

from typing import Any

import pytest
from aoss_helpers import client, open_collection
from opensearchpy import exceptions

from labcloud.testing.server_process import LabcloudProcess

ROOT = "arn:aws:iam::000000000000:root"
MAPPINGS = {
    "properties": {
        "title": {"type": "text"},
        "genre": {"type": "keyword"},
        "year": {"type": "integer"},
        "rating": {"type": "float"},
        "seen": {"type": "boolean"},
        "released": {"type": "date"},
    }
}
ROWS = [
    {"title": "a", "genre": "scifi", "year": 1999, "rating": 8.5, "seen": True, "released": "1999-03-31"},
    {"title": "b", "genre": "scifi", "year": 2003, "rating": 7.0, "seen": False, "released": "2003-05-15"},
    {"title": "c", "genre": "family", "year": 2009, "rating": 8.0, "seen": True, "released": "2009-05-29"},
    {"title": "d", "genre": "family", "year": 2015, "rating": 8.0, "seen": True, "released": "2015-06-19"},
    {"title": "e", "genre": "drama", "year": 2015, "rating": 6.5, "released": "2015-01-02T10:00:00Z"},
    {"title": "f", "genre": ["drama", "scifi"], "year": 2021},
]


@pytest.fixture
def movies(aoss: Any, labcloud: LabcloudProcess) -> Any:
    collection = open_collection(aoss, "aggs", [ROOT], kind="SEARCH")
    search = client(labcloud, collection["id"])
    search.indices.create(index="movies", body={"mappings": MAPPINGS})
    lines: list[Any] = []
    for n, source in enumerate(ROWS):
        lines += [{"index": {"_index": "movies", "_id": str(n)}}, source]
    assert search.bulk(body=lines)["errors"] is False
    return search


def aggs(search: Any, body: dict[str, Any], query: dict[str, Any] | None = None) -> dict[str, Any]:
    request: dict[str, Any] = {"size": 0, "aggs": body}
    if query is not None:
        request["query"] = query
    answer = search.search(index="movies", body=request)
    assert answer["hits"]["hits"] == []
    result: dict[str, Any] = answer["aggregations"]
    return result


def test_terms_counts_orders_and_sizes(movies: Any) -> None:
    got = aggs(movies, {"g": {"terms": {"field": "genre"}}})["g"]
    assert got == {
        "doc_count_error_upper_bound": 0,
        "sum_other_doc_count": 0,
        "buckets": [
            {"key": "scifi", "doc_count": 3},
            {"key": "drama", "doc_count": 2},
            {"key": "family", "doc_count": 2},
        ],
    }
    small = aggs(movies, {"g": {"terms": {"field": "genre", "size": 1}}})["g"]
    assert small["buckets"] == [{"key": "scifi", "doc_count": 3}] and small["sum_other_doc_count"] == 4
    by_key = aggs(movies, {"g": {"terms": {"field": "genre", "order": {"_key": "desc"}}}})["g"]
    assert [b["key"] for b in by_key["buckets"]] == ["scifi", "family", "drama"]
    rare = aggs(movies, {"g": {"terms": {"field": "genre", "order": {"_count": "asc"}, "min_doc_count": 2}}})
    assert [(b["key"], b["doc_count"]) for b in rare["g"]["buckets"]] == [
        ("drama", 2),
        ("family", 2),
        ("scifi", 3),
    ]
    years = aggs(movies, {"y": {"terms": {"field": "year", "size": 2}}})["y"]
    assert years["buckets"] == [{"key": 2015, "doc_count": 2}, {"key": 1999, "doc_count": 1}]
    seen = aggs(movies, {"s": {"terms": {"field": "seen"}}})["s"]["buckets"]
    assert seen == [
        {"key": 1, "key_as_string": "true", "doc_count": 3},
        {"key": 0, "key_as_string": "false", "doc_count": 1},
    ]
    movies.index(index="dynamic", id="1", body={"tag": "red"})
    movies.index(index="dynamic", id="2", body={"tag": ["red", "blue"]})
    tags = movies.search(
        index="dynamic", body={"size": 0, "aggs": {"t": {"terms": {"field": "tag.keyword"}}}}
    )
    assert tags["hits"] == {"total": {"value": 2, "relation": "eq"}, "max_score": None, "hits": []}
    assert tags["aggregations"]["t"]["buckets"] == [
        {"key": "red", "doc_count": 2},
        {"key": "blue", "doc_count": 1},
    ]
    unmapped = aggs(movies, {"u": {"terms": {"field": "nothing"}}})["u"]
    assert unmapped == {"doc_count_error_upper_bound": 0, "sum_other_doc_count": 0, "buckets": []}


def test_metrics(movies: Any) -> None:
    got = aggs(
        movies,
        {
            "lo": {"min": {"field": "rating"}},
            "hi": {"max": {"field": "rating"}},
            "mean": {"avg": {"field": "rating"}},
            "total": {"sum": {"field": "year"}},
            "n": {"value_count": {"field": "genre"}},
            "kinds": {"cardinality": {"field": "genre"}},
            "st": {"stats": {"field": "rating"}},
            "first": {"min": {"field": "released"}},
            "none": {"avg": {"field": "nothing"}},
        },
    )
    assert list(got) == ["lo", "hi", "mean", "total", "n", "kinds", "st", "first", "none"]
    assert got["lo"] == {"value": 6.5} and got["hi"] == {"value": 8.5}
    assert got["mean"]["value"] == pytest.approx(7.6)
    assert got["total"] == {"value": 12062.0}
    assert got["n"] == {"value": 7} and got["kinds"] == {"value": 3}
    assert got["st"] == {"count": 5, "min": 6.5, "max": 8.5, "avg": pytest.approx(7.6), "sum": 38.0}
    assert got["first"] == {"value": 922838400000.0, "value_as_string": "1999-03-31T00:00:00.000Z"}
    assert got["none"] == {"value": None}


def test_histograms(movies: Any) -> None:
    got = aggs(movies, {"h": {"histogram": {"field": "year", "interval": 5}}})["h"]["buckets"]
    assert got == [
        {"key": 1995.0, "doc_count": 1},
        {"key": 2000.0, "doc_count": 1},
        {"key": 2005.0, "doc_count": 1},
        {"key": 2010.0, "doc_count": 0},
        {"key": 2015.0, "doc_count": 2},
        {"key": 2020.0, "doc_count": 1},
    ]
    dense = aggs(movies, {"h": {"histogram": {"field": "year", "interval": 5, "min_doc_count": 1}}})
    assert [b["key"] for b in dense["h"]["buckets"]] == [1995.0, 2000.0, 2005.0, 2015.0, 2020.0]
    yearly = aggs(movies, {"d": {"date_histogram": {"field": "released", "calendar_interval": "year"}}})
    buckets = yearly["d"]["buckets"]
    assert len(buckets) == 17 and buckets[0] == {
        "key_as_string": "1999-01-01T00:00:00.000Z",
        "key": 915148800000,
        "doc_count": 1,
    }
    assert buckets[-1] == {"key_as_string": "2015-01-01T00:00:00.000Z", "key": 1420070400000, "doc_count": 2}
    monthly = aggs(
        movies,
        {"d": {"date_histogram": {"field": "released", "calendar_interval": "1M", "min_doc_count": 1}}},
        query={"range": {"year": {"gte": 2015}}},
    )
    assert [(b["key_as_string"], b["doc_count"]) for b in monthly["d"]["buckets"]] == [
        ("2015-01-01T00:00:00.000Z", 1),
        ("2015-06-01T00:00:00.000Z", 1),
    ]
    fixed = aggs(
        movies,
        {"d": {"date_histogram": {"field": "released", "fixed_interval": "12h"}}},
        query={"term": {"genre": "drama"}},
    )
    assert fixed["d"]["buckets"] == [
        {"key_as_string": "2015-01-02T00:00:00.000Z", "key": 1420156800000, "doc_count": 1}
    ]


def test_range_filter_and_sub_aggregations(movies: Any) -> None:
    got = aggs(
        movies,
        {
            "r": {
                "range": {
                    "field": "rating",
                    "ranges": [{"from": 8}, {"to": 7}, {"from": 7, "to": 8, "key": "ok"}],
                }
            }
        },
    )
    assert got["r"]["buckets"] == [
        {"key": "*-7.0", "to": 7.0, "doc_count": 1},
        {"key": "ok", "from": 7.0, "to": 8.0, "doc_count": 1},
        {"key": "8.0-*", "from": 8.0, "doc_count": 3},
    ]
    nested = aggs(
        movies,
        {
            "g": {
                "terms": {"field": "genre", "size": 2},
                "aggs": {"best": {"max": {"field": "rating"}}, "seen": {"filter": {"term": {"seen": True}}}},
            },
            "h": {
                "histogram": {"field": "year", "interval": 10, "min_doc_count": 1},
                "aggs": {"g": {"terms": {"field": "genre", "size": 1}}},
            },
        },
    )
    assert nested["g"]["buckets"] == [
        {"key": "scifi", "doc_count": 3, "best": {"value": 8.5}, "seen": {"doc_count": 1}},
        {"key": "drama", "doc_count": 2, "best": {"value": 6.5}, "seen": {"doc_count": 0}},
    ]
    assert nested["g"]["sum_other_doc_count"] == 2
    assert nested["h"]["buckets"][0] == {
        "key": 1990.0,
        "doc_count": 1,
        "g": {
            "doc_count_error_upper_bound": 0,
            "sum_other_doc_count": 0,
            "buckets": [{"key": "scifi", "doc_count": 1}],
        },
    }
    only = movies.search(
        index="movies",
        body={
            "size": 1,
            "query": {"term": {"genre": "family"}},
            "aggs": {"f": {"filter": {"range": {"year": {"gt": 2010}}}}},
        },
    )
    assert only["hits"]["total"]["value"] == 2 and len(only["hits"]["hits"]) == 1
    assert only["aggregations"] == {"f": {"doc_count": 1}}


@pytest.mark.parametrize(
    ("body", "kind", "named"),
    [
        ({"p": {"percentiles": {"field": "year"}}}, "parsing_exception", "[percentiles] aggregation"),
        ({"p": {"bogus": {"field": "year"}}}, "parsing_exception", "Unknown aggregation type [bogus]"),
        ({"t": {"terms": {"field": "title"}}}, "illegal_argument_exception", "Text fields are not optimised"),
        (
            {"a": {"avg": {"field": "genre"}}},
            "illegal_argument_exception",
            "of type [keyword] is not supported",
        ),
        (
            {"a": {"avg": {"field": "year"}, "aggs": {"b": {"max": {"field": "year"}}}}},
            "aggregation_initialization_exception",
            "cannot accept sub-aggregations",
        ),
        (
            {"h": {"histogram": {"field": "year", "interval": 0}}},
            "illegal_argument_exception",
            "[interval] must be >0",
        ),
        (
            {"d": {"date_histogram": {"field": "released", "calendar_interval": "2d"}}},
            "illegal_argument_exception",
            "could not be parsed as a calendar interval",
        ),
        (
            {"d": {"date_histogram": {"field": "released", "fixed_interval": "1M"}}},
            "illegal_argument_exception",
            "unit is missing or unrecognized",
        ),
        ({"d": {"date_histogram": {"field": "released"}}}, "illegal_argument_exception", "Invalid interval"),
        ({"t": {"terms": {"field": "genre", "order": {"best": "desc"}}}}, "parsing_exception", "not [best]"),
        ({"t": {"terms": {"field": "genre", "script": "x"}}}, "parsing_exception", "[script] in [terms]"),
        (
            {"t": {"terms": {"field": "genre"}, "max": {"field": "year"}}},
            "parsing_exception",
            "two aggregation type",
        ),
        ({"r": {"range": {"field": "year"}}}, "illegal_argument_exception", "No [ranges]"),
        (
            {"r": {"range": {"field": "year", "ranges": [{"from": "x"}]}}},
            "parsing_exception",
            "must be a number",
        ),
        (
            {"h": {"histogram": {"field": "year", "interval": 5, "offset": "x"}}},
            "parsing_exception",
            "must be numbers",
        ),
        ({"a[b": {"max": {"field": "year"}}}, "parsing_exception", "Invalid aggregation name"),
        (
            {f"m{n}": {"max": {"field": "year"}} for n in range(101)},
            "illegal_argument_exception",
            "at most 100",
        ),
    ],
)
def test_refusals_name_what_is_refused(movies: Any, body: dict[str, Any], kind: str, named: str) -> None:
    with pytest.raises(exceptions.RequestError) as refused:
        movies.search(index="movies", body={"size": 0, "aggs": body})
    assert refused.value.status_code == 400 and refused.value.error == kind
    assert named in str(refused.value.info)


def test_too_many_buckets(movies: Any) -> None:
    with pytest.raises(exceptions.TransportError) as refused:
        aggs(movies, {"h": {"histogram": {"field": "rating", "interval": 0.00001}}})
    assert refused.value.status_code == 503
    error = refused.value.info["error"]
    assert error["type"] == "search_phase_execution_exception"
    assert error["root_cause"][0]["type"] == "too_many_buckets_exception"
    assert error["caused_by"]["max_buckets"] == 65535
    assert "Must be less than or equal to: [65535]" in error["caused_by"]["reason"]
