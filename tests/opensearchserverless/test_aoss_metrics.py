"""AWS/AOSS metrics in CloudWatch after data-plane traffic, read with GetMetricData as dashboards read
them: request counts by status class, search and ingestion rates, latencies and errors per collection, and
per index the documents ingested, failed and searchable and the storage used (a lab-mode server:
``--metrics-resolution 1``)."""

from __future__ import annotations

import json
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


def test_firehose_deliveries_count_as_ingestion(lab: LabcloudProcess) -> None:
    iam = lab.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "firehose.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    role = iam.create_role(RoleName="delivery", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    allow = {"Effect": "Allow", "Action": ["aoss:APIAccessAll", "s3:*"], "Resource": "*"}
    iam.put_role_policy(
        RoleName="delivery",
        PolicyName="p",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [allow]}),
    )
    lab.boto3_client("s3").create_bucket(Bucket="aoss-metrics-backup")
    aoss = lab.boto3_client("opensearchserverless")
    collection = open_collection(aoss, "streamed", [ROOT, role], kind="SEARCH")
    firehose = lab.boto3_client("firehose")
    firehose.create_delivery_stream(
        DeliveryStreamName="to-aoss",
        AmazonOpenSearchServerlessDestinationConfiguration={
            "CollectionEndpoint": collection["collectionEndpoint"],
            "IndexName": "events",
            "RoleARN": role,
            "BufferingHints": {"IntervalInSeconds": 0, "SizeInMBs": 1},
            "S3Configuration": {"RoleARN": role, "BucketARN": "arn:aws:s3:::aoss-metrics-backup"},
        },
    )
    firehose.put_record_batch(
        DeliveryStreamName="to-aoss", Records=[{"Data": json.dumps({"n": n}).encode()} for n in range(4)]
    )
    dims = [
        {"Name": "ClientId", "Value": "000000000000"},
        {"Name": "CollectionId", "Value": collection["id"]},
        {"Name": "CollectionName", "Value": "streamed"},
    ]
    cloudwatch = lab.boto3_client("cloudwatch")
    queries = {"docs": ("IngestionDocumentRate", dims, "Sum"), "ok": ("IngestionRequestSuccess", dims, "Sum")}
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        rate = cloudwatch.list_metrics(Namespace="AWS/AOSS", MetricName="IngestionDocumentRate")["Metrics"]
        index_dims = next(
            (
                m["Dimensions"]
                for m in rate
                if {"Name": "CollectionName", "Value": "streamed"} in m["Dimensions"]
            ),
            None,
        )
        if index_dims is not None:
            queries["docs"] = ("IngestionDocumentRate", index_dims, "Sum")
            got = _sums(cloudwatch, queries)
            if got["docs"] == 4.0 and got["ok"] >= 1.0:
                break
        time.sleep(1)
    assert index_dims is not None and {"Name": "IndexName", "Value": "events"} in index_dims
    got = _sums(cloudwatch, queries)
    assert got["docs"] == 4.0 and got["ok"] >= 1.0
