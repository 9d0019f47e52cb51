"""Firehose beyond DirectPut-to-S3: Lambda data transformation with the record/result protocol (failed
records under the error prefix), a Kinesis data stream as the source, buffered records surviving a
restart, and a stream made by CloudFormation."""

from __future__ import annotations

import base64
import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

from firehose_helpers import ACCOUNT, REGION, body, bucket, delivery_role, function, objects, wait_objects

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TRANSFORM = """
import base64

def handler(event, context):
    out = []
    for record in event["records"]:
        data = base64.b64decode(record["data"]).decode()
        if data == "drop":
            out.append({"recordId": record["recordId"], "result": "Dropped", "data": record["data"]})
        elif data == "bad":
            out.append({"recordId": record["recordId"], "result": "ProcessingFailed", "data": record["data"]})
        else:
            upper = (data.upper() + "\\n").encode()
            out.append({"recordId": record["recordId"], "result": "Ok", "data": base64.b64encode(upper).decode()})
    return {"records": out}
"""


def test_lambda_transformation_with_failed_records_to_the_error_prefix(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
):
    fn = function(labcloud, "fh-upper", TRANSFORM)
    role = delivery_role(labcloud, "fh-tx", ["s3:PutObject", "lambda:InvokeFunction"])
    firehose.create_delivery_stream(
        DeliveryStreamName="tx",
        ExtendedS3DestinationConfiguration={
            "RoleARN": role,
            "BucketARN": bucket(s3, "fh-tx"),
            "Prefix": "ok/",
            "ErrorOutputPrefix": "failed/",
            "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60},
            "ProcessingConfiguration": {
                "Enabled": True,
                "Processors": [
                    {
                        "Type": "Lambda",
                        "Parameters": [
                            {"ParameterName": "LambdaArn", "ParameterValue": fn},
                            {"ParameterName": "NumberOfRetries", "ParameterValue": "1"},
                        ],
                    }
                ],
            },
        },
    )
    firehose.put_record_batch(
        DeliveryStreamName="tx", Records=[{"Data": b"a"}, {"Data": b"drop"}, {"Data": b"bad"}, {"Data": b"b"}]
    )
    labcloud.advance_clock(61)
    keys = wait_objects(s3, "fh-tx", count=2, timeout=60)
    ok = [k for k in keys if k.startswith("ok/")]
    failed = [k for k in keys if k.startswith("failed/processing-failed/")]
    assert len(ok) == 1 and len(failed) == 1, keys
    assert body(s3, "fh-tx", ok[0]) == b"A\nB\n"
    (line,) = body(s3, "fh-tx", failed[0]).splitlines()
    error = json.loads(line)
    assert error["errorCode"] == "Lambda.ProcessingFailedStatus" and error["lambdaArn"] == fn
    assert base64.b64decode(error["rawData"]) == b"bad" and error["attemptsMade"] == 1


def test_a_role_without_invoke_permission_sends_every_record_to_the_error_prefix(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
):
    fn = function(labcloud, "fh-noinvoke", TRANSFORM)
    role = delivery_role(labcloud, "fh-tx2", ["s3:PutObject"])
    firehose.create_delivery_stream(
        DeliveryStreamName="tx2",
        ExtendedS3DestinationConfiguration={
            "RoleARN": role,
            "BucketARN": bucket(s3, "fh-tx2"),
            "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 0},
            "ProcessingConfiguration": {
                "Enabled": True,
                "Processors": [
                    {
                        "Type": "Lambda",
                        "Parameters": [
                            {"ParameterName": "LambdaArn", "ParameterValue": fn},
                            {"ParameterName": "NumberOfRetries", "ParameterValue": "0"},
                        ],
                    }
                ],
            },
        },
    )
    firehose.put_record(DeliveryStreamName="tx2", Record={"Data": b"x"})
    keys = wait_objects(s3, "fh-tx2", timeout=30)
    assert len(keys) == 1 and keys[0].startswith("processing-failed/"), keys
    error = json.loads(body(s3, "fh-tx2", keys[0]))
    assert error["errorCode"] == "Lambda.InvokeAccessDenied"


def test_a_kinesis_stream_as_source(labcloud: LabcloudProcess, firehose: Any, s3: Any):
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="fh-src", ShardCount=2)
    kinesis.get_waiter("stream_exists").wait(StreamName="fh-src")
    role = delivery_role(
        labcloud,
        "fh-kds",
        [
            "s3:PutObject",
            "kinesis:DescribeStream",
            "kinesis:GetShardIterator",
            "kinesis:GetRecords",  # no ListShards: Firehose lists the shards with DescribeStream
        ],
    )
    firehose.create_delivery_stream(
        DeliveryStreamName="from-kds",
        DeliveryStreamType="KinesisStreamAsSource",
        KinesisStreamSourceConfiguration={
            "KinesisStreamARN": f"arn:aws:kinesis:{REGION}:{ACCOUNT}:stream/fh-src",
            "RoleARN": role,
        },
        ExtendedS3DestinationConfiguration={
            "RoleARN": role,
            "BucketARN": bucket(s3, "fh-kds"),
            "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60},
        },
    )
    for i in range(6):
        kinesis.put_record(StreamName="fh-src", Data=f"r{i};".encode(), PartitionKey=str(i))
    delivered: list[str] = []
    for _ in range(40):  # the reader polls the shards; each clock move makes what it buffered due
        labcloud.advance_clock(61)
        wait_objects(s3, "fh-kds", timeout=0.5)
        delivered = (
            b"".join(body(s3, "fh-kds", k) for k in objects(s3, "fh-kds")).decode().strip(";").split(";")
        )
        if len(delivered) >= 6:
            break
    assert sorted(delivered) == [f"r{i}" for i in range(6)]


def test_the_reader_leaves_a_busy_shard_room_for_other_consumers(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
):
    """AWS's Firehose calls GetRecords once a second per shard; a shard admits five reads a second. While
    records keep arriving, another consumer reading the same shard 2.5 times a second is never throttled."""
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="fh-shared", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="fh-shared")
    role = delivery_role(
        labcloud,
        "fh-shared",
        ["s3:PutObject", "kinesis:DescribeStream", "kinesis:GetShardIterator", "kinesis:GetRecords"],
    )
    firehose.create_delivery_stream(
        DeliveryStreamName="from-shared",
        DeliveryStreamType="KinesisStreamAsSource",
        KinesisStreamSourceConfiguration={
            "KinesisStreamARN": f"arn:aws:kinesis:{REGION}:{ACCOUNT}:stream/fh-shared",
            "RoleARN": role,
        },
        ExtendedS3DestinationConfiguration={"RoleARN": role, "BucketARN": bucket(s3, "fh-shared")},
    )
    shard = kinesis.describe_stream(StreamName="fh-shared")["StreamDescription"]["Shards"][0]["ShardId"]
    iterator = kinesis.get_shard_iterator(StreamName="fh-shared", ShardId=shard, ShardIteratorType="LATEST")[
        "ShardIterator"
    ]
    stop = threading.Event()

    def produce() -> None:
        producer = labcloud.boto3_client("kinesis")
        n = 0
        while not stop.is_set():
            producer.put_record(StreamName="fh-shared", Data=f"p{n}".encode(), PartitionKey="k")
            n += 1
            time.sleep(0.02)

    thread = threading.Thread(target=produce, daemon=True)
    thread.start()
    throttled: list[str] = []
    seen = 0
    try:
        for _ in range(12):
            try:
                got = kinesis.get_records(ShardIterator=iterator, Limit=1000)
                iterator = got["NextShardIterator"]
                seen += len(got["Records"])
            except kinesis.exceptions.ProvisionedThroughputExceededException as error:
                throttled.append(str(error))
            time.sleep(0.4)
    finally:
        stop.set()
        thread.join(timeout=10)
    assert throttled == []
    assert seen > 0


def test_buffered_records_survive_a_restart(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        firehose, s3 = server.boto3_client("firehose"), server.boto3_client("s3")
        role = delivery_role(server, "fh-durable", ["s3:PutObject"])
        firehose.create_delivery_stream(
            DeliveryStreamName="durable",
            ExtendedS3DestinationConfiguration={"RoleARN": role, "BucketARN": bucket(s3, "fh-durable")},
        )
        firehose.put_record(DeliveryStreamName="durable", Record={"Data": b"kept across a restart"})
        server.stop()
        server.start()
        firehose, s3 = server.boto3_client("firehose"), server.boto3_client("s3")
        assert objects(s3, "fh-durable") == []
        server.advance_clock(301)
        keys = wait_objects(s3, "fh-durable")
        assert len(keys) == 1 and body(s3, "fh-durable", keys[0]) == b"kept across a restart"
    finally:
        server.stop()


TEMPLATE = """Resources:
  Bucket:
    Type: AWS::S3::Bucket
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: firehose.amazonaws.com}
            Action: sts:AssumeRole
            Condition: {StringEquals: {"sts:ExternalId": !Ref "AWS::AccountId"}}
      Policies:
        - PolicyName: write
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - Effect: Allow
                Action: [s3:PutObject]
                Resource: [!Sub "${Bucket.Arn}/*"]
  Stream:
    Type: AWS::KinesisFirehose::DeliveryStream
    Properties:
      DeliveryStreamType: DirectPut
      ExtendedS3DestinationConfiguration:
        BucketARN: !GetAtt Bucket.Arn
        RoleARN: !GetAtt Role.Arn
        Prefix: PREFIX
        BufferingHints: {SizeInMBs: 1, IntervalInSeconds: "60"}
      Tags: [{Key: team, Value: core}]
Outputs:
  Name:
    Value: !Ref Stream
  Arn:
    Value: !GetAtt Stream.Arn
  Bucket:
    Value: !Ref Bucket
"""


def test_a_stack_delivery_stream_delivers_updates_and_is_deleted(labcloud: LabcloudProcess):
    cfn, firehose, s3 = (labcloud.boto3_client(s) for s in ("cloudformation", "firehose", "s3"))
    cfn.create_stack(
        StackName="hose", TemplateBody=TEMPLATE.replace("PREFIX", "one/"), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "hose", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Arn"] == f"arn:aws:firehose:{REGION}:{ACCOUNT}:deliverystream/{outputs['Name']}"
    assert outputs["Name"].startswith("hose-Stream-")
    firehose.put_record(DeliveryStreamName=outputs["Name"], Record={"Data": b"via cfn"})
    labcloud.advance_clock(61)
    keys = wait_objects(s3, outputs["Bucket"])
    assert keys and keys[0].startswith("one/") and body(s3, outputs["Bucket"], keys[0]) == b"via cfn"
    cfn.update_stack(
        StackName="hose", TemplateBody=TEMPLATE.replace("PREFIX", "two/"), Capabilities=["CAPABILITY_IAM"]
    )
    assert wait_stack(cfn, "hose", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    described = firehose.describe_delivery_stream(DeliveryStreamName=outputs["Name"])[
        "DeliveryStreamDescription"
    ]
    assert described["Destinations"][0]["ExtendedS3DestinationDescription"]["Prefix"] == "two/"
    assert described["VersionId"] == "2"
    assert firehose.list_tags_for_delivery_stream(DeliveryStreamName=outputs["Name"])["Tags"] == [
        {"Key": "team", "Value": "core"}
    ]
    s3.delete_object(Bucket=outputs["Bucket"], Key=keys[0])
    cfn.delete_stack(StackName="hose")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert firehose.list_delivery_streams()["DeliveryStreamNames"] == []
