"""The Firehose API against a running labcloud (boto3 and the aws CLI): create, describe, list, update,
delete, tags and encryption with AWS's shapes, and every refusal with AWS's error code."""

from __future__ import annotations

from typing import Any

import pytest
from firehose_helpers import ACCOUNT, REGION, bucket, delivery_role, error_of

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def wired(labcloud: LabcloudProcess, s3: Any) -> dict[str, str]:
    return {"role": delivery_role(labcloud, "fh-api", ["s3:PutObject"]), "bucket": bucket(s3, "fh-api-out")}


def _s3(wired: dict[str, str], **extra: Any) -> dict[str, Any]:
    return {"RoleARN": wired["role"], "BucketARN": wired["bucket"], **extra}


def test_create_describe_list_update_and_delete(firehose: Any, wired: dict[str, str]):
    firehose.create_delivery_stream(
        DeliveryStreamName="a1",
        ExtendedS3DestinationConfiguration=_s3(wired, Prefix="in/"),
        Tags=[{"Key": "team", "Value": "core"}],
    )
    firehose.create_delivery_stream(
        DeliveryStreamName="a2", DeliveryStreamType="DirectPut", S3DestinationConfiguration=_s3(wired)
    )
    described = firehose.describe_delivery_stream(DeliveryStreamName="a1")["DeliveryStreamDescription"]
    assert described["DeliveryStreamARN"] == f"arn:aws:firehose:{REGION}:{ACCOUNT}:deliverystream/a1"
    assert (described["DeliveryStreamStatus"], described["DeliveryStreamType"]) == ("ACTIVE", "DirectPut")
    assert described["VersionId"] == "1" and described["HasMoreDestinations"] is False
    assert described["DeliveryStreamEncryptionConfiguration"] == {"Status": "DISABLED"}
    destination = described["Destinations"][0]
    assert destination["DestinationId"] == "destinationId-000000000001"
    extended = destination["ExtendedS3DestinationDescription"]
    assert extended["BufferingHints"] == {"SizeInMBs": 5, "IntervalInSeconds": 300}
    assert extended["CompressionFormat"] == "UNCOMPRESSED" and extended["Prefix"] == "in/"
    assert extended["EncryptionConfiguration"] == {"NoEncryptionConfig": "NoEncryption"}
    assert destination["S3DestinationDescription"]["BucketARN"] == wired["bucket"]
    listed = firehose.list_delivery_streams()
    assert (listed["DeliveryStreamNames"], listed["HasMoreDeliveryStreams"]) == (["a1", "a2"], False)
    listed = firehose.list_delivery_streams(Limit=1)
    assert (listed["DeliveryStreamNames"], listed["HasMoreDeliveryStreams"]) == (["a1"], True)
    after = firehose.list_delivery_streams(ExclusiveStartDeliveryStreamName="a1")
    assert after["DeliveryStreamNames"] == ["a2"]
    assert (
        firehose.list_delivery_streams(DeliveryStreamType="KinesisStreamAsSource")["DeliveryStreamNames"]
        == []
    )

    firehose.update_destination(
        DeliveryStreamName="a1",
        CurrentDeliveryStreamVersionId="1",
        DestinationId="destinationId-000000000001",
        ExtendedS3DestinationUpdate={
            "BufferingHints": {"IntervalInSeconds": 60},
            "CompressionFormat": "GZIP",
        },
    )
    described = firehose.describe_delivery_stream(DeliveryStreamName="a1")["DeliveryStreamDescription"]
    extended = described["Destinations"][0]["ExtendedS3DestinationDescription"]
    assert described["VersionId"] == "2" and "LastUpdateTimestamp" in described
    assert extended["BufferingHints"] == {"SizeInMBs": 5, "IntervalInSeconds": 60}
    assert (extended["CompressionFormat"], extended["Prefix"]) == ("GZIP", "in/")

    assert (
        error_of(
            firehose.update_destination,
            DeliveryStreamName="a1",
            CurrentDeliveryStreamVersionId="1",
            DestinationId="destinationId-000000000001",
            ExtendedS3DestinationUpdate={"Prefix": "x/"},
        )["Code"]
        == "ConcurrentModificationException"
    )
    assert (
        error_of(
            firehose.update_destination,
            DeliveryStreamName="a1",
            CurrentDeliveryStreamVersionId="2",
            DestinationId="destinationId-000000000009",
            ExtendedS3DestinationUpdate={"Prefix": "x/"},
        )["Code"]
        == "InvalidArgumentException"
    )
    assert (
        error_of(
            firehose.update_destination,
            DeliveryStreamName="a1",
            CurrentDeliveryStreamVersionId="2",
            DestinationId="destinationId-000000000001",
            HttpEndpointDestinationUpdate={"EndpointConfiguration": {"Url": "https://example.com"}},
        )["Code"]
        == "InvalidArgumentException"
    )

    firehose.delete_delivery_stream(DeliveryStreamName="a1")
    assert firehose.list_delivery_streams()["DeliveryStreamNames"] == ["a2"]
    missing = error_of(firehose.describe_delivery_stream, DeliveryStreamName="a1")
    assert (missing["Code"], missing["Status"]) == ("ResourceNotFoundException", 400)
    assert (
        error_of(firehose.delete_delivery_stream, DeliveryStreamName="a1")["Code"]
        == "ResourceNotFoundException"
    )


def test_tags(firehose: Any, wired: dict[str, str]):
    firehose.create_delivery_stream(
        DeliveryStreamName="t1",
        ExtendedS3DestinationConfiguration=_s3(wired),
        Tags=[{"Key": "a", "Value": "1"}],
    )
    firehose.tag_delivery_stream(
        DeliveryStreamName="t1", Tags=[{"Key": "b", "Value": "2"}, {"Key": "a", "Value": "3"}]
    )
    listed = firehose.list_tags_for_delivery_stream(DeliveryStreamName="t1")
    assert listed["Tags"] == [{"Key": "a", "Value": "3"}, {"Key": "b", "Value": "2"}]
    assert listed["HasMoreTags"] is False
    page = firehose.list_tags_for_delivery_stream(DeliveryStreamName="t1", Limit=1)
    assert (page["Tags"], page["HasMoreTags"]) == ([{"Key": "a", "Value": "3"}], True)
    firehose.untag_delivery_stream(DeliveryStreamName="t1", TagKeys=["a"])
    assert firehose.list_tags_for_delivery_stream(DeliveryStreamName="t1")["Tags"] == [
        {"Key": "b", "Value": "2"}
    ]
    many = [{"Key": f"k{i}", "Value": "v"} for i in range(50)]
    assert (
        error_of(firehose.tag_delivery_stream, DeliveryStreamName="t1", Tags=many)["Code"]
        == "LimitExceededException"
    )
    assert (
        error_of(firehose.list_tags_for_delivery_stream, DeliveryStreamName="nope")["Code"]
        == "ResourceNotFoundException"
    )


def test_encryption(labcloud: LabcloudProcess, firehose: Any, wired: dict[str, str]):
    firehose.create_delivery_stream(DeliveryStreamName="e1", ExtendedS3DestinationConfiguration=_s3(wired))
    firehose.start_delivery_stream_encryption(
        DeliveryStreamName="e1", DeliveryStreamEncryptionConfigurationInput={"KeyType": "AWS_OWNED_CMK"}
    )
    described = firehose.describe_delivery_stream(DeliveryStreamName="e1")["DeliveryStreamDescription"]
    assert described["DeliveryStreamEncryptionConfiguration"] == {
        "KeyType": "AWS_OWNED_CMK",
        "Status": "ENABLED",
    }
    assert firehose.put_record(DeliveryStreamName="e1", Record={"Data": b"x"})["Encrypted"] is True
    key = labcloud.boto3_client("kms").create_key()["KeyMetadata"]["Arn"]
    firehose.start_delivery_stream_encryption(
        DeliveryStreamName="e1",
        DeliveryStreamEncryptionConfigurationInput={"KeyType": "CUSTOMER_MANAGED_CMK", "KeyARN": key},
    )
    config = firehose.describe_delivery_stream(DeliveryStreamName="e1")["DeliveryStreamDescription"][
        "DeliveryStreamEncryptionConfiguration"
    ]
    assert config == {"KeyType": "CUSTOMER_MANAGED_CMK", "KeyARN": key, "Status": "ENABLED"}
    missing_key = f"arn:aws:kms:{REGION}:{ACCOUNT}:key/00000000-0000-0000-0000-000000000000"
    assert (
        error_of(
            firehose.start_delivery_stream_encryption,
            DeliveryStreamName="e1",
            DeliveryStreamEncryptionConfigurationInput={
                "KeyType": "CUSTOMER_MANAGED_CMK",
                "KeyARN": missing_key,
            },
        )["Code"]
        == "InvalidKMSResourceException"
    )
    assert (
        error_of(
            firehose.start_delivery_stream_encryption,
            DeliveryStreamName="e1",
            DeliveryStreamEncryptionConfigurationInput={"KeyType": "CUSTOMER_MANAGED_CMK"},
        )["Code"]
        == "InvalidArgumentException"
    )
    firehose.stop_delivery_stream_encryption(DeliveryStreamName="e1")
    described = firehose.describe_delivery_stream(DeliveryStreamName="e1")["DeliveryStreamDescription"]
    assert described["DeliveryStreamEncryptionConfiguration"] == {"Status": "DISABLED"}
    assert (
        error_of(firehose.stop_delivery_stream_encryption, DeliveryStreamName="e9")["Code"]
        == "ResourceNotFoundException"
    )


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (
            {
                "SplunkDestinationConfiguration": {
                    "HECEndpoint": "https://x",
                    "HECEndpointType": "Raw",
                    "S3Configuration": {
                        "RoleARN": "arn:aws:iam::000000000000:role/r",
                        "BucketARN": "arn:aws:s3:::b",
                    },
                }
            },
            "Splunk",
        ),
        ({"DeliveryStreamType": "MSKAsSource"}, "MSKAsSource"),
    ],
)
def test_other_destinations_and_sources_are_refused_by_name(
    firehose: Any, wired: dict[str, str], extra: dict[str, Any], words: str
):
    error = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="r1",
        ExtendedS3DestinationConfiguration=_s3(wired),
        **extra,
    )
    assert error["Code"] == "InvalidArgumentException" and words in error["Message"]


@pytest.mark.parametrize(
    ("settings", "words"),
    [
        ({"CompressionFormat": "Snappy"}, "CompressionFormat Snappy"),
        ({"DataFormatConversionConfiguration": {"Enabled": True}}, "DataFormatConversionConfiguration"),
        ({"DynamicPartitioningConfiguration": {"Enabled": True}}, "DynamicPartitioningConfiguration"),
        ({"S3BackupMode": "Enabled"}, "S3BackupMode"),
        ({"CustomTimeZone": "Asia/Tokyo"}, "CustomTimeZone"),
        (
            {"ProcessingConfiguration": {"Enabled": True, "Processors": [{"Type": "RecordDeAggregation"}]}},
            "RecordDeAggregation",
        ),
        ({"Prefix": "a/!{timestamp:yyyy}/"}, "ErrorOutputPrefix cannot be null"),
        (
            {"Prefix": "a/!{firehose:error-output-type}/", "ErrorOutputPrefix": "e/"},
            "only allowed in ErrorOutputPrefix",
        ),
        (
            {"Prefix": "a/!{nope:x}/", "ErrorOutputPrefix": "e/!{firehose:error-output-type}"},
            "Unknown namespace",
        ),
        ({"ErrorOutputPrefix": "e/!{timestamp:yyyy}/"}, "must contain !{firehose:error-output-type}"),
        ({"CloudWatchLoggingOptions": {"Enabled": True}}, "LogGroupName"),
    ],
)
def test_unsupported_or_invalid_settings_are_refused(
    firehose: Any, wired: dict[str, str], settings: dict[str, Any], words: str
):
    error = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="r2",
        ExtendedS3DestinationConfiguration=_s3(wired, **settings),
    )
    assert error["Code"] == "InvalidArgumentException" and words in error["Message"], error


def test_create_refusals(labcloud: LabcloudProcess, firehose: Any, wired: dict[str, str]):
    firehose.create_delivery_stream(DeliveryStreamName="c1", ExtendedS3DestinationConfiguration=_s3(wired))
    assert (
        error_of(
            firehose.create_delivery_stream,
            DeliveryStreamName="c1",
            ExtendedS3DestinationConfiguration=_s3(wired),
        )["Code"]
        == "ResourceInUseException"
    )
    assert (
        error_of(firehose.create_delivery_stream, DeliveryStreamName="c2")["Code"]
        == "InvalidArgumentException"
    )
    both = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="c2",
        ExtendedS3DestinationConfiguration=_s3(wired),
        S3DestinationConfiguration=_s3(wired),
    )
    assert both["Code"] == "InvalidArgumentException"
    no_role = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="c2",
        ExtendedS3DestinationConfiguration={**_s3(wired), "RoleARN": f"arn:aws:iam::{ACCOUNT}:role/missing"},
    )
    assert no_role["Code"] == "InvalidArgumentException" and "unable to assume role" in no_role["Message"]
    other_trust = delivery_role(
        labcloud,
        "fh-lambda-trust",
        ["s3:PutObject"],
        trust={
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "lambda.amazonaws.com"},
                    "Action": "sts:AssumeRole",
                }
            ],
        },
    )
    refused = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="c2",
        ExtendedS3DestinationConfiguration={**_s3(wired), "RoleARN": other_trust},
    )
    assert refused["Code"] == "InvalidArgumentException"
    no_stream = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="c3",
        DeliveryStreamType="KinesisStreamAsSource",
        KinesisStreamSourceConfiguration={
            "KinesisStreamARN": f"arn:aws:kinesis:{REGION}:{ACCOUNT}:stream/none",
            "RoleARN": wired["role"],
        },
        ExtendedS3DestinationConfiguration=_s3(wired),
    )
    assert no_stream["Code"] == "InvalidArgumentException"
    assert (
        error_of(
            firehose.create_delivery_stream,
            DeliveryStreamName="c3",
            DeliveryStreamType="KinesisStreamAsSource",
            ExtendedS3DestinationConfiguration=_s3(wired),
        )["Code"]
        == "InvalidArgumentException"
    )
    bad_name = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="bad name!",
        ExtendedS3DestinationConfiguration=_s3(wired),
    )
    assert bad_name["Code"] in ("ValidationException", "InvalidArgumentException")


def test_put_refusals(labcloud: LabcloudProcess, firehose: Any, wired: dict[str, str]):
    assert error_of(firehose.put_record, DeliveryStreamName="none", Record={"Data": b"x"})["Code"] == (
        "ResourceNotFoundException"
    )
    firehose.create_delivery_stream(DeliveryStreamName="p1", ExtendedS3DestinationConfiguration=_s3(wired))
    big = [{"Data": b"x" * 1_000_000} for _ in range(5)]
    assert (
        error_of(firehose.put_record_batch, DeliveryStreamName="p1", Records=big)["Code"]
        == "InvalidArgumentException"
    )
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="src", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="src")
    reader = delivery_role(labcloud, "fh-reader", ["s3:PutObject", "kinesis:*"])
    firehose.create_delivery_stream(
        DeliveryStreamName="p2",
        DeliveryStreamType="KinesisStreamAsSource",
        KinesisStreamSourceConfiguration={
            "KinesisStreamARN": f"arn:aws:kinesis:{REGION}:{ACCOUNT}:stream/src",
            "RoleARN": reader,
        },
        ExtendedS3DestinationConfiguration=_s3(wired),
    )
    assert error_of(firehose.put_record, DeliveryStreamName="p2", Record={"Data": b"x"})["Code"] == (
        "InvalidArgumentException"
    )
    assert (
        error_of(
            firehose.start_delivery_stream_encryption,
            DeliveryStreamName="p2",
            DeliveryStreamEncryptionConfigurationInput={"KeyType": "AWS_OWNED_CMK"},
        )["Code"]
        == "InvalidArgumentException"
    )
    source = firehose.describe_delivery_stream(DeliveryStreamName="p2")["DeliveryStreamDescription"]["Source"]
    assert source["KinesisStreamSourceDescription"]["KinesisStreamARN"].endswith(":stream/src")


def test_the_aws_cli(labcloud: LabcloudProcess, wired: dict[str, str]):
    config = f"RoleARN={wired['role']},BucketARN={wired['bucket']}"
    created = labcloud.aws_json(
        "firehose",
        "create-delivery-stream",
        "--delivery-stream-name",
        "cli1",
        "--extended-s3-destination-configuration",
        config,
    )
    assert created["DeliveryStreamARN"].endswith(":deliverystream/cli1")
    put = labcloud.aws_json(
        "firehose", "put-record", "--delivery-stream-name", "cli1", "--record", "Data=hello"
    )
    assert put["RecordId"]
    listed = labcloud.aws_json("firehose", "list-delivery-streams")
    assert listed["DeliveryStreamNames"] == ["cli1"]
    described = labcloud.aws_json("firehose", "describe-delivery-stream", "--delivery-stream-name", "cli1")
    assert described["DeliveryStreamDescription"]["DeliveryStreamStatus"] == "ACTIVE"
    labcloud.aws_json("firehose", "delete-delivery-stream", "--delivery-stream-name", "cli1")
    assert labcloud.aws_json("firehose", "list-delivery-streams")["DeliveryStreamNames"] == []
