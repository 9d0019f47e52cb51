"""Delivery to S3 against a running labcloud: buffering hints on labcloud's clock, AWS's object names and
custom prefixes, GZIP, the role's permissions, and buffered records surviving a restart."""

from __future__ import annotations

import gzip
import re
import time
from typing import Any

from firehose_helpers import ACCOUNT, REGION, body, bucket, delivery_role, objects, wait_objects

from labcloud.testing.server_process import LabcloudProcess

KEY = re.compile(r"^(\d{4})/(\d{2})/(\d{2})/(\d{2})/s1-1-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-[0-9a-f-]{36}$")


def _stream(firehose: Any, role: str, bucket_arn: str, name: str = "s1", **extra: Any) -> str:
    arn: str = firehose.create_delivery_stream(
        DeliveryStreamName=name,
        ExtendedS3DestinationConfiguration={"RoleARN": role, "BucketARN": bucket_arn, **extra},
    )["DeliveryStreamARN"]
    return arn


def test_interval_delivery_with_aws_default_names(labcloud: LabcloudProcess, firehose: Any, s3: Any):
    role = delivery_role(labcloud, "fh-role", ["s3:PutObject"])
    arn = _stream(firehose, role, bucket(s3, "fh-out"))
    assert arn == f"arn:aws:firehose:{REGION}:{ACCOUNT}:deliverystream/s1"
    firehose.put_record(DeliveryStreamName="s1", Record={"Data": b"one\n"})
    answer = firehose.put_record_batch(
        DeliveryStreamName="s1", Records=[{"Data": b"two\n"}, {"Data": b"three\n"}]
    )
    assert answer["FailedPutCount"] == 0 and len(answer["RequestResponses"]) == 2
    assert objects(s3, "fh-out") == []  # the default interval is 300 s: nothing yet
    labcloud.advance_clock(301)
    keys = wait_objects(s3, "fh-out")
    assert len(keys) == 1 and KEY.match(keys[0]), keys
    assert body(s3, "fh-out", keys[0]) == b"one\ntwo\nthree\n"


def test_size_hint_delivers_without_waiting(labcloud: LabcloudProcess, firehose: Any, s3: Any):
    role = delivery_role(labcloud, "fh-role", ["s3:PutObject"])
    _stream(
        firehose,
        role,
        bucket(s3, "fh-size"),
        BufferingHints={"SizeInMBs": 1, "IntervalInSeconds": 900},
        CompressionFormat="GZIP",
    )
    chunk = b"x" * 600_000
    firehose.put_record(DeliveryStreamName="s1", Record={"Data": chunk})
    firehose.put_record(DeliveryStreamName="s1", Record={"Data": chunk})
    keys = wait_objects(s3, "fh-size")
    assert keys and keys[0].endswith(".gz")
    assert gzip.decompress(body(s3, "fh-size", keys[0])) in (chunk, chunk * 2)


def test_custom_prefix_with_timestamp_and_firehose_namespaces(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
):
    role = delivery_role(labcloud, "fh-role", ["s3:PutObject"])
    _stream(
        firehose,
        role,
        bucket(s3, "fh-prefix"),
        Prefix="data/year=!{timestamp:yyyy}/month=!{timestamp:MM}/!{firehose:random-string}/",
        ErrorOutputPrefix="errors/!{firehose:error-output-type}/",
        BufferingHints={"SizeInMBs": 1, "IntervalInSeconds": 0},
    )
    firehose.put_record(DeliveryStreamName="s1", Record={"Data": b"hello"})
    keys = wait_objects(s3, "fh-prefix")
    assert re.match(r"^data/year=\d{4}/month=\d{2}/[a-z0-9]{11}/s1-1-", keys[0]), keys


def test_missing_permission_keeps_records_until_the_role_may_write(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
):
    role = delivery_role(labcloud, "fh-role", [])
    _stream(firehose, role, bucket(s3, "fh-denied"), BufferingHints={"SizeInMBs": 1, "IntervalInSeconds": 0})
    firehose.put_record(DeliveryStreamName="s1", Record={"Data": b"kept"})
    assert wait_objects(s3, "fh-denied", timeout=2.0) == []  # AccessDenied: not written, still buffered
    iam = labcloud.boto3_client("iam")
    iam.put_role_policy(
        RoleName="fh-role",
        PolicyName="s3",
        PolicyDocument='{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"s3:PutObject","Resource":"*"}]}',
    )
    labcloud.advance_clock(120)  # past the back-off
    keys = wait_objects(s3, "fh-denied")
    assert keys and body(s3, "fh-denied", keys[0]) == b"kept"


def test_delivery_publishes_aws_firehose_metrics(labcloud: LabcloudProcess, firehose: Any, s3: Any):
    role = delivery_role(labcloud, "fh-role", ["s3:PutObject"])
    _stream(firehose, role, bucket(s3, "fh-metrics"), BufferingHints={"SizeInMBs": 1, "IntervalInSeconds": 0})
    firehose.put_record_batch(DeliveryStreamName="s1", Records=[{"Data": b"a"}, {"Data": b"b"}])
    assert wait_objects(s3, "fh-metrics")
    cloudwatch = labcloud.boto3_client("cloudwatch")
    wanted = {
        "IncomingRecords",
        "IncomingBytes",
        "IncomingPutRequests",
        "DeliveryToS3.Records",
        "DeliveryToS3.Success",
        "DeliveryToS3.DataFreshness",
    }
    names: set[str] = set()
    deadline = time.monotonic() + 30
    while not wanted <= names and time.monotonic() < deadline:
        listed = cloudwatch.list_metrics(Namespace="AWS/Firehose")["Metrics"]
        names = {m["MetricName"] for m in listed}
        time.sleep(0.2)
    assert wanted <= names, names
    assert all(m["Dimensions"] == [{"Name": "DeliveryStreamName", "Value": "s1"}] for m in listed)
