"""Each collection's OpenSearch API, through opensearch-py (AWSV4SignerAuth, service ``aoss``) and plain
SigV4-signed requests to the collection endpoint's host: indexes with knn_vector mappings, documents, _bulk,
_search (match, term, terms, range, bool, knn in the three space types, sort, from/size, _source), _count,
the errors in OpenSearch's shape, and the 403 a caller gets without a data access policy."""

from __future__ import annotations

import http.client
import json
import math
from typing import Any
from urllib.parse import urlsplit

import pytest
from aoss_helpers import client, open_collection, signed
from opensearchpy import exceptions

from labcloud.testing.server_process import LabcloudProcess

ROOT = "arn:aws:iam::000000000000:root"
FILMS = {
    "settings": {"index": {"knn": True}},
    "mappings": {
        "properties": {
            "title": {"type": "text"},
            "genre": {"type": "keyword"},
            "year": {"type": "integer"},
            "v": {
                "type": "knn_vector",
                "dimension": 2,
                "method": {"name": "hnsw", "space_type": "l2", "engine": "faiss"},
            },
            "c": {"type": "knn_vector", "dimension": 2, "space_type": "cosinesimil"},
            "ip": {
                "type": "knn_vector",
                "dimension": 2,
                "method": {"name": "hnsw", "space_type": "innerproduct"},
            },
        }
    },
}
ROWS = [
    ("1", {"title": "The Matrix", "genre": "scifi", "year": 1999, "v": [1, 0], "c": [1, 0], "ip": [1, 0]}),
    (
        "2",
        {
            "title": "Matrix Reloaded",
            "genre": "scifi",
            "year": 2003,
            "v": [0.9, 0.2],
            "c": [2, 2],
            "ip": [3, 1],
        },
    ),
    ("3", {"title": "Up", "genre": "family", "year": 2009, "v": [0, 1], "c": [0.1, 5], "ip": [-1, -1]}),
    (
        "4",
        {
            "title": "Inside Out",
            "genre": "family",
            "year": 2015,
            "v": [-1, 0],
            "c": [-1, 0.1],
            "ip": [0.5, 0.5],
        },
    ),
]


@pytest.fixture
def films(aoss: Any, labcloud: LabcloudProcess) -> tuple[Any, dict[str, Any]]:
    collection = open_collection(aoss, "films", [ROOT])
    search = client(labcloud, collection["id"])
    search.indices.create(index="films", body=FILMS)
    lines = []
    for doc_id, source in ROWS:
        lines += [{"index": {"_index": "films", "_id": doc_id}}, source]
    answer = search.bulk(body=lines)
    assert answer["errors"] is False and [i["index"]["status"] for i in answer["items"]] == [201] * 4
    return search, collection


def ids(answer: dict[str, Any]) -> list[str]:
    return [h["_id"] for h in answer["hits"]["hits"]]


def test_indexes_and_documents(films: tuple[Any, dict[str, Any]]) -> None:
    search, _ = films
    assert search.indices.exists(index="films") is True and search.indices.exists(index="nope") is False
    described = search.indices.get(index="films")["films"]
    assert (
        described["mappings"]["properties"]["v"]["dimension"] == 2
        and described["settings"]["index"]["knn"] == "true"
    )
    with pytest.raises(exceptions.RequestError) as exists:
        search.indices.create(index="films", body=FILMS)
    assert exists.value.error == "resource_already_exists_exception"
    made = search.index(index="films", body={"title": "Coco", "genre": "family", "year": 2017, "v": [0, -1]})
    assert made["result"] == "created" and len(made["_id"]) == 20
    again = search.index(index="films", id="1", body={**ROWS[0][1], "year": 2000})
    assert again["result"] == "updated" and again["_version"] == 2
    got = search.get(index="films", id="1")
    assert got["found"] is True and got["_source"]["year"] == 2000
    assert search.get(index="films", id="1", _source_includes="title")["_source"] == {"title": "The Matrix"}
    search.update(index="films", id="1", body={"doc": {"year": 1999}})
    assert search.get(index="films", id="1")["_source"]["year"] == 1999
    with pytest.raises(exceptions.NotFoundError):
        search.get(index="films", id="missing")
    with pytest.raises(exceptions.ConflictError) as conflict:
        search.create(index="films", id="1", body=ROWS[0][1])
    assert conflict.value.error == "version_conflict_engine_exception"
    assert search.delete(index="films", id="4")["result"] == "deleted"
    with pytest.raises(exceptions.NotFoundError):
        search.delete(index="films", id="4")
    assert search.count(index="films")["count"] == 4
    search.index(index="films", id="a/b c", body={"title": "Slashed"})  # sent as a%2Fb%20c
    assert search.get(index="films", id="a/b c")["_source"] == {"title": "Slashed"}
    search.delete(index="films", id="a/b c")
    with pytest.raises(exceptions.RequestError) as wrong:
        search.index(index="films", body={"v": [1, 2, 3]})
    assert wrong.value.error == "mapper_parsing_exception" and "Expected: 2, Given: 3" in str(
        wrong.value.info
    )
    # a write to a new index creates it, mapping its fields as they come
    search.index(index="notes", id="a", body={"text": "hello world", "n": 3})
    mapped = search.indices.get_mapping(index="notes")["notes"]["mappings"]["properties"]
    assert mapped["text"]["type"] == "text" and mapped["n"]["type"] == "long"
    search.index(index="notes", id="b", body={"text": "another note", "n": 1})
    exact = search.search(index="notes", body={"query": {"term": {"text.keyword": "hello world"}}})
    assert ids(exact) == ["a"]  # the dynamic keyword sub-field holds the whole value
    by_keyword = search.search(index="notes", body={"sort": [{"text.keyword": "asc"}]})
    assert ids(by_keyword) == ["b", "a"] and by_keyword["hits"]["hits"][0]["sort"] == ["another note"]
    assert search.indices.delete(index="notes") == {"acknowledged": True}
    with pytest.raises(exceptions.NotFoundError) as gone:
        search.indices.delete(index="notes")
    assert gone.value.error == "index_not_found_exception"


def test_search_queries(films: tuple[Any, dict[str, Any]]) -> None:
    search, _ = films
    matched = search.search(index="films", body={"query": {"match": {"title": "matrix reloaded"}}})
    assert ids(matched) == ["2", "1"] and matched["hits"]["total"] == {"value": 2, "relation": "eq"}
    assert (
        ids(
            search.search(
                index="films", body={"query": {"match": {"title": {"query": "matrix up", "operator": "and"}}}}
            )
        )
        == []
    )
    assert ids(
        search.search(index="films", body={"query": {"term": {"genre": "family"}}, "sort": [{"year": "asc"}]})
    ) == ["3", "4"]
    assert ids(
        search.search(index="films", body={"query": {"terms": {"genre": ["scifi", "none"]}}, "sort": ["_id"]})
    ) == ["1", "2"]
    ranged = search.search(
        index="films",
        body={"query": {"range": {"year": {"gte": 2003, "lt": 2015}}}, "sort": [{"year": {"order": "desc"}}]},
    )
    assert ids(ranged) == ["3", "2"] and ranged["hits"]["hits"][0]["sort"] == [2009.0]
    both = {
        "bool": {
            "must": [{"match": {"title": "matrix"}}],
            "filter": [{"range": {"year": {"gt": 2000}}}],
            "must_not": [{"term": {"genre": "family"}}],
        }
    }
    assert ids(search.search(index="films", body={"query": both})) == ["2"]
    either = {
        "bool": {
            "should": [{"term": {"genre": "family"}}, {"match": {"title": "matrix"}}],
            "minimum_should_match": 1,
        }
    }
    assert search.search(index="films", body={"query": either})["hits"]["total"]["value"] == 4
    paged = search.search(
        index="films",
        body={
            "query": {"match_all": {}},
            "sort": [{"year": "asc"}],
            "from": 1,
            "size": 2,
            "_source": ["title"],
        },
    )
    assert ids(paged) == ["2", "3"] and paged["hits"]["hits"][0]["_source"] == {"title": "Matrix Reloaded"}
    hidden = search.search(index="films", body={"query": {"ids": {"values": ["1"]}}, "_source": False})
    assert "_source" not in hidden["hits"]["hits"][0]
    excluded = search.search(
        index="films", body={"query": {"ids": {"values": ["1"]}}, "_source": {"excludes": ["v", "c", "ip"]}}
    )
    assert set(excluded["hits"]["hits"][0]["_source"]) == {"title", "genre", "year"}
    assert search.count(index="films", body={"query": {"term": {"genre": "scifi"}}})["count"] == 2
    assert search.count(index="f*")["count"] == 4
    got = search.mget(
        body={
            "docs": [
                {"_index": "films", "_id": "1"},
                {"_index": "films", "_id": "9"},
                {"_index": "gone", "_id": "1"},
            ]
        }
    )
    assert [d.get("found") for d in got["docs"][:2]] == [True, False]
    assert got["docs"][2]["error"]["type"] == "index_not_found_exception"
    assert [d["_id"] for d in search.mget(index="films", body={"ids": ["2", "3"]})["docs"]] == ["2", "3"]
    many = search.msearch(
        body=[{"index": "films"}, {"query": {"term": {"genre": "scifi"}}}, {"index": "gone"}, {}]
    )
    first, second = many["responses"]
    assert first["status"] == 200 and first["hits"]["total"]["value"] == 2
    assert second["status"] == 404 and second["error"]["type"] == "index_not_found_exception"
    listed = search.cat.indices(format="json")
    assert [(row["index"], row["docs.count"]) for row in listed] == [("films", "4")]


def test_knn_scores_each_space_type_exactly(films: tuple[Any, dict[str, Any]]) -> None:
    search, _ = films
    l2 = search.search(index="films", body={"size": 4, "query": {"knn": {"v": {"vector": [1, 0], "k": 2}}}})
    assert ids(l2) == ["1", "2"]
    assert l2["hits"]["hits"][0]["_score"] == 1.0
    assert l2["hits"]["hits"][1]["_score"] == pytest.approx(1 / (1 + 0.1**2 + 0.2**2))
    cosine = search.search(index="films", body={"query": {"knn": {"c": {"vector": [1, 1], "k": 3}}}})
    assert ids(cosine) == ["2", "3", "1"]
    assert cosine["hits"]["hits"][0]["_score"] == pytest.approx(1.0)
    assert cosine["hits"]["hits"][2]["_score"] == pytest.approx((1 + 1 / math.sqrt(2)) / 2)
    inner = search.search(index="films", body={"query": {"knn": {"ip": {"vector": [1, 1], "k": 4}}}})
    assert ids(inner) == ["2", "1", "4", "3"]
    assert [h["_score"] for h in inner["hits"]["hits"]] == pytest.approx([5.0, 2.0, 2.0, 1 / 3])
    filtered = {"knn": {"v": {"vector": [1, 0], "k": 2, "filter": {"term": {"genre": "family"}}}}}
    assert ids(search.search(index="films", body={"query": filtered})) == ["3", "4"]
    with pytest.raises(exceptions.RequestError) as wrong:
        search.search(index="films", body={"query": {"knn": {"v": {"vector": [1, 0, 0], "k": 2}}}})
    assert "invalid dimension" in str(wrong.value.info)


@pytest.mark.parametrize(
    ("body", "kind", "named"),
    [
        ({"query": {"fuzzy": {"title": "matrx"}}}, "parsing_exception", "[fuzzy]"),
        ({"query": {"nonsense": {}}}, "parsing_exception", "unknown query [nonsense]"),
        (
            {"aggs": {"g": {"percentiles": {"field": "year"}}}},
            "parsing_exception",
            "[percentiles] aggregation",
        ),
        ({"query": {"match": {"title": {"query": "x", "fuzziness": 2}}}}, "parsing_exception", "[fuzziness]"),
        ({"sort": ["title"]}, "illegal_argument_exception", "Text fields are not optimised"),
        ({"from": 9999, "size": 2}, "illegal_argument_exception", "Result window is too large"),
    ],
)
def test_what_is_not_supported_is_a_400_naming_it(
    films: tuple[Any, dict[str, Any]], body: dict[str, Any], kind: str, named: str
) -> None:
    search, _ = films
    with pytest.raises(exceptions.RequestError) as refused:
        search.search(index="films", body=body)
    assert refused.value.status_code == 400 and refused.value.error == kind
    assert named in str(refused.value.info)


def test_plain_signed_requests_to_the_collection_host(
    films: tuple[Any, dict[str, Any]], labcloud: LabcloudProcess
) -> None:
    _, collection = films
    endpoint = collection["collectionEndpoint"]
    assert endpoint.startswith("https://")
    got = signed(endpoint, "GET", "/films/_doc/3")
    assert got.status == 200 and got.body["_source"]["title"] == "Up"
    found = signed(endpoint, "POST", "/films/_search", {"query": {"match": {"title": "inside"}}})
    assert [h["_id"] for h in found.body["hits"]["hits"]] == ["4"]
    missing = signed(endpoint, "GET", "/nope/_search")
    assert missing.status == 404 and missing.body["error"]["type"] == "index_not_found_exception"
    assert missing.body["error"]["root_cause"][0]["reason"] == "no such index [nope]"
    refresh = signed(endpoint, "POST", "/films/_refresh")
    assert refresh.status == 400 and "_refresh" in refresh.body["error"]["reason"]
    bad_name = signed(endpoint, "PUT", "/Films")
    assert bad_name.status == 400 and bad_name.body["error"]["type"] == "invalid_index_name_exception"
    other_service = signed(endpoint, "GET", "/films/_doc/3", service="es")
    assert other_service.status == 200  # the signature's service is not checked, its key and bytes are
    connection = http.client.HTTPConnection("127.0.0.1", urlsplit(endpoint).port, timeout=30)
    connection.request("GET", "/films/_doc/3", headers={"Host": urlsplit(endpoint).netloc})
    unsigned = connection.getresponse()
    body = json.loads(unsigned.read())
    connection.close()
    assert unsigned.status == 403 and body["error"]["type"] == "Forbidden"


def test_without_a_data_access_policy_the_caller_gets_403(aoss: Any, labcloud: LabcloudProcess) -> None:
    other = "arn:aws:iam::000000000000:role/someone-else"
    collection = open_collection(aoss, "locked", [other])
    search = client(labcloud, collection["id"])
    with pytest.raises(exceptions.AuthorizationException) as denied:
        search.indices.create(index="docs")
    assert denied.value.status_code == 403 and denied.value.info["error"]["type"] == "Forbidden"
    # whether an index exists is not told to a caller no policy lets read it
    hidden = signed(collection["collectionEndpoint"], "GET", "/docs/_search")
    assert hidden.status == 403 and hidden.body["error"]["type"] == "Forbidden"
    # a read-only grant lets the root read but not write
    aoss.create_access_policy(
        name="root-read",
        type="data",
        policy=json.dumps(
            [
                {
                    "Rules": [
                        {
                            "ResourceType": "index",
                            "Resource": ["index/locked/*"],
                            "Permission": ["aoss:ReadDocument", "aoss:DescribeIndex"],
                        }
                    ],
                    "Principal": [ROOT],
                }
            ]
        ),
    )
    with pytest.raises(exceptions.AuthorizationException):
        search.index(index="docs", body={"a": 1})
    assert signed(collection["collectionEndpoint"], "GET", "/docs/_search").status == 404


def test_without_a_network_policy_the_collection_is_unreachable(aoss: Any, labcloud: LabcloudProcess) -> None:
    collection = open_collection(aoss, "closed", [ROOT])
    aoss.delete_security_policy(name="closed-net", type="network")
    answer = signed(collection["collectionEndpoint"], "GET", "/")
    assert answer.status == 403 and "network policy" in answer.body["error"]["reason"]
    unknown = signed(
        collection["collectionEndpoint"].replace(collection["id"], "nosuchcollection1"), "GET", "/"
    )
    assert unknown.status == 404


def test_the_index_api_of_the_control_plane(aoss: Any, labcloud: LabcloudProcess) -> None:
    collection = open_collection(aoss, "indexed", [ROOT])
    schema = {
        "settings": {"index.knn": True},
        "mappings": {"properties": {"e": {"type": "knn_vector", "dimension": 3}}},
    }
    aoss.create_index(id=collection["id"], indexName="vectors", indexSchema=schema)
    got = aoss.get_index(id=collection["id"], indexName="vectors")["indexSchema"]
    assert got["mappings"]["properties"]["e"]["dimension"] == 3
    aoss.update_index(
        id=collection["id"],
        indexName="vectors",
        indexSchema={"mappings": {"properties": {"t": {"type": "text"}}}},
    )
    assert (
        "t"
        in client(labcloud, collection["id"]).indices.get_mapping(index="vectors")["vectors"]["mappings"][
            "properties"
        ]
    )
    from botocore.exceptions import ClientError

    with pytest.raises(ClientError) as exists:
        aoss.create_index(id=collection["id"], indexName="vectors", indexSchema=schema)
    assert exists.value.response["Error"]["Code"] == "ValidationException"
    aoss.delete_index(id=collection["id"], indexName="vectors")
    with pytest.raises(ClientError) as gone:
        aoss.get_index(id=collection["id"], indexName="vectors")
    assert gone.value.response["Error"]["Code"] == "ResourceNotFoundException"


def test_nesting_is_bounded(films: tuple[Any, dict[str, Any]]) -> None:
    search, collection = films
    query: dict[str, Any] = {"match_all": {}}
    for _ in range(25):
        query = {"bool": {"must": [query]}}
    with pytest.raises(exceptions.RequestError) as deep_query:
        search.search(index="films", body={"query": query})
    assert "maximum nested depth for queries [20]" in str(deep_query.value.info)
    document: dict[str, Any] = {"leaf": 1}
    for n in range(25):
        document = {f"level{n}": document}
    with pytest.raises(exceptions.RequestError) as deep_document:
        search.index(index="films", body=document)
    assert deep_document.value.error == "mapper_parsing_exception" and "Limit of mapping depth [20]" in str(
        deep_document.value.info
    )
    nested = b"[" * 5000 + b"]" * 5000
    answer = signed(collection["collectionEndpoint"], "POST", "/films/_search", nested)
    assert answer.status == 400 and answer.body["error"]["type"] == "parse_exception"
