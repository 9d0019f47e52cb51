"""Kinesis over ``application/x-amz-cbor-1.1`` (the AWS SDK for Java's wire): CBOR bodies with
X-Amz-Target, blobs as byte strings, timestamps as tag 1 holding epoch milliseconds, CBOR errors."""

from __future__ import annotations

import datetime as dt
import http.client
from typing import Any

import cbor2
from kinesis_helpers import create


def _call(labcloud: Any, operation: str, params: dict[str, Any]) -> tuple[int, str, Any]:
    host, port = labcloud.endpoint.split("://", 1)[1].split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    conn.request(
        "POST",
        "/",
        cbor2.dumps(params),
        {
            "Content-Type": "application/x-amz-cbor-1.1",
            "X-Amz-Target": f"Kinesis_20131202.{operation}",
            "Authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/kinesis/aws4_request, "
            "SignedHeaders=host, Signature=0",
        },
    )
    response = conn.getresponse()
    raw = response.read()
    stamps: list[Any] = []

    def tag1(value: Any, *_: Any) -> Any:
        stamps.append(value)
        return ("tag1", value)

    body = cbor2.loads(raw, semantic_decoders={1: tag1}) if raw else None
    return response.status, response.getheader("Content-Type") or "", body


def test_put_and_read_records_in_cbor(labcloud: Any, kinesis: Any) -> None:
    stream = create(kinesis, 1)
    status, content_type, put = _call(
        labcloud, "PutRecord", {"StreamName": stream, "PartitionKey": "k", "Data": b"\x00\x01binary"}
    )
    assert (status, content_type) == (200, "application/x-amz-cbor-1.1")
    assert put["ShardId"] == "shardId-000000000000"
    before = dt.datetime.now(dt.timezone.utc) - dt.timedelta(minutes=1)
    status, _, answer = _call(
        labcloud,
        "GetShardIterator",
        {
            "StreamName": stream,
            "ShardId": "shardId-000000000000",
            "ShardIteratorType": "AT_TIMESTAMP",
            "Timestamp": cbor2.CBORTag(1, int(before.timestamp() * 1000)),
        },
    )
    assert status == 200
    status, _, page = _call(labcloud, "GetRecords", {"ShardIterator": answer["ShardIterator"]})
    [record] = page["Records"]
    assert record["Data"] == b"\x00\x01binary"
    assert record["SequenceNumber"] == put["SequenceNumber"]
    kind, millis = record["ApproximateArrivalTimestamp"]
    assert kind == "tag1" and isinstance(millis, int)
    assert abs(millis / 1000 - dt.datetime.now(dt.timezone.utc).timestamp()) < 60
    # boto3 (json) sees the same record
    assert (
        kinesis.get_records(
            ShardIterator=kinesis.get_shard_iterator(
                StreamName=stream, ShardId="shardId-000000000000", ShardIteratorType="TRIM_HORIZON"
            )["ShardIterator"]
        )["Records"][0]["Data"]
        == b"\x00\x01binary"
    )


def test_cbor_errors(labcloud: Any) -> None:
    status, content_type, body = _call(labcloud, "DescribeStream", {"StreamName": "no-such-stream"})
    assert (status, content_type) == (400, "application/x-amz-cbor-1.1")
    assert body["__type"] == "ResourceNotFoundException"
    assert body["message"] == "Stream no-such-stream under account 000000000000 not found."
    host, port = labcloud.endpoint.split("://", 1)[1].split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    conn.request(
        "POST",
        "/",
        b"\xff\x00not cbor",
        {"Content-Type": "application/x-amz-cbor-1.1", "X-Amz-Target": "Kinesis_20131202.ListStreams"},
    )
    response = conn.getresponse()
    assert response.status == 400
    assert cbor2.loads(response.read())["__type"] == "SerializationException"
