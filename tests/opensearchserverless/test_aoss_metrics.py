"""AWS/AOSS metrics in CloudWatch after data-plane traffic, read with GetMetricData as dashboards read
them: request counts by status class, search and ingestion rates, latencies and errors per collection, and
per index the documents ingested, failed and searchable and the storage used (a lab-mode server:
``--metrics-resolution 1``)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from aoss_helpers import client, open_collection
from opensearchpy import exceptions

from labcloud.testing.server_process import LabcloudProcess

ROOT = "arn:aws:iam::000000000000:root"


@pytest.fixture(scope="module")
def lab() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--metrics-resolution", "1"]).start()
    try:
        yield server
    finally:
        server.stop()


def _sums(cloudwatch: Any, queries: dict[str, tuple[str, list[dict[str, str]], str]]) -> dict[str, float]:
    now = datetime.now(timezone.utc)
    answer = cloudwatch.get_metric_data(
        MetricDataQueries=[
            {
                "Id": key,
                "MetricStat": {
                    "Metric": {"Namespace": "AWS/AOSS", "MetricName": name, "Dimensions": dims},
                    "Period": 60,
                    "Stat": stat,
                },
            }
            for key, (name, dims, stat) in queries.items()
        ],
        StartTime=now - timedelta(minutes=5),
        EndTime=now + timedelta(minutes=1),
    )
    out: dict[str, float] = {}
    for result in answer["MetricDataResults"]:
        values = result["Values"]
        stat = queries[result["Id"]][2]
        out[result["Id"]] = (max(values) if stat == "Maximum" else sum(values)) if values else -1.0
    return out


def test_request_and_index_metrics_after_traffic(lab: LabcloudProcess) -> None:
    aoss = lab.boto3_client("opensearchserverless")
    collection = open_collection(aoss, "metered", [ROOT], kind="SEARCH")
    search = client(lab, collection["id"])
    search.indices.create(index="books", body={"mappings": {"properties": {"n": {"type": "integer"}}}})
    lines: list[Any] = []
    for n in range(3):
        lines += [{"index": {"_index": "books", "_id": str(n)}}, {"n": n}]
    lines += [{"index": {"_index": "books", "_id": "bad"}}, {"n": "not a number"}]
    assert search.bulk(body=lines)["errors"] is True
    for _ in range(2):
        search.search(index="books", body={"query": {"match_all": {}}})
    with pytest.raises(exceptions.RequestError):
        search.search(index="books", body={"query": {"nonsense": {}}})
    index_id = search.indices.get(index="books")["books"]["settings"]["index"]["uuid"]
    collection_dims = [
        {"Name": "ClientId", "Value": "000000000000"},
        {"Name": "CollectionId", "Value": collection["id"]},
        {"Name": "CollectionName", "Value": "metered"},
    ]
    index_dims = [
        *collection_dims,
        {"Name": "IndexId", "Value": index_id},
        {"Name": "IndexName", "Value": "books"},
    ]
    wanted = {
        "searches": ("SearchRequestRate", collection_dims, "Sum", 3.0),
        "searcherrors": ("SearchRequestErrors", collection_dims, "Sum", 1.0),
        "bulks": ("IngestionRequestRate", collection_dims, "Sum", 1.0),
        "bulkok": ("IngestionRequestSuccess", collection_dims, "Sum", 1.0),
        "docs": ("IngestionDocumentRate", index_dims, "Sum", 3.0),
        "docerrors": ("IngestionDocumentErrors", index_dims, "Sum", 1.0),
        "client4xx": ("4xx", collection_dims, "Sum", 1.0),
        "searchable": ("SearchableDocuments", index_dims, "Maximum", 3.0),
        "active": ("ActiveCollection", collection_dims, "Maximum", 1.0),
    }
    cloudwatch = lab.boto3_client("cloudwatch")
    queries = {k: (name, dims, stat) for k, (name, dims, stat, _) in wanted.items()}
    expected = {k: v[3] for k, v in wanted.items()}
    deadline = time.monotonic() + 30
    got = _sums(cloudwatch, queries)
    while got != expected and time.monotonic() < deadline:
        time.sleep(1)
        got = _sums(cloudwatch, queries)
    assert got == expected
    latency = _sums(cloudwatch, {"l": ("SearchRequestLatency", collection_dims, "Maximum")})["l"]
    stored = _sums(cloudwatch, {"s": ("StorageUsedInS3", index_dims, "Maximum")})["s"]
    assert latency >= 0 and stored == float(sum(len(f'{{"n": {n}}}') for n in range(3)))
    listed = cloudwatch.list_metrics(Namespace="AWS/AOSS")["Metrics"]
    names = {m["MetricName"] for m in listed}
    assert {"2xx", "4xx", "SearchRequestLatency", "IngestionRequestLatency", "IngestionDataRate"} <= names
    assert not names - {
        "2xx",
        "3xx",
        "4xx",
        "5xx",
        "ActiveCollection",
        "SearchRequestRate",
        "SearchRequestLatency",
        "SearchRequestErrors",
        "IngestionRequestRate",
        "IngestionRequestLatency",
        "IngestionRequestSuccess",
        "IngestionRequestErrors",
        "IngestionDocumentRate",
        "IngestionDocumentErrors",
        "IngestionDataRate",
        "SearchableDocuments",
        "StorageUsedInS3",
    }
