"""Firehose delivering to an OpenSearch Serverless collection (AmazonOpenSearchServerlessDestinationConfiguration),
as the kds-kdf-opensearch and sns-firehose-opensearch patterns configure it: records put to the stream become
documents of the index, indexed as the stream's role (the data access policy names it); a record that is not
JSON goes to the backup bucket under opensearch-failed/; a role the data policy does not name has its
records retried, then backed up; UpdateDestination of such a stream is refused, naming it."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from aoss_helpers import client, open_collection
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

ROOT = "arn:aws:iam::000000000000:root"
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "firehose.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _role(server: LabcloudProcess, name: str) -> str:
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": ["aoss:APIAccessAll", "s3:*"], "Resource": "*"}],
    }
    iam.put_role_policy(RoleName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    return arn


def _stream(server: LabcloudProcess, name: str, endpoint: str, role: str, retry: int = 300) -> None:
    server.boto3_client("firehose").create_delivery_stream(
        DeliveryStreamName=name,
        AmazonOpenSearchServerlessDestinationConfiguration={
            "CollectionEndpoint": endpoint,
            "IndexName": "events",
            "RoleARN": role,
            "BufferingHints": {"IntervalInSeconds": 0, "SizeInMBs": 1},
            "RetryOptions": {"DurationInSeconds": retry},
            "S3Configuration": {"RoleARN": role, "BucketARN": "arn:aws:s3:::aoss-backup"},
        },
    )


def _wait(check: Any, timeout: float = 20.0) -> Any:
    deadline = time.time() + timeout
    while True:
        found = check()
        if found:
            return found
        assert time.time() < deadline, "nothing arrived"
        time.sleep(0.2)


def test_records_become_documents(aoss: Any, labcloud: LabcloudProcess) -> None:
    labcloud.boto3_client("s3").create_bucket(Bucket="aoss-backup")
    role = _role(labcloud, "delivery")
    collection = open_collection(aoss, "streamed", [ROOT, role], kind="SEARCH")
    _stream(labcloud, "to-aoss", collection["collectionEndpoint"], role)
    firehose = labcloud.boto3_client("firehose")
    described = firehose.describe_delivery_stream(DeliveryStreamName="to-aoss")["DeliveryStreamDescription"]
    destination = described["Destinations"][0]["AmazonOpenSearchServerlessDestinationDescription"]
    assert destination["IndexName"] == "events" and destination["S3BackupMode"] == "FailedDocumentsOnly"
    firehose.put_record_batch(
        DeliveryStreamName="to-aoss",
        Records=[{"Data": json.dumps({"n": n, "kind": "click"}).encode()} for n in range(3)]
        + [{"Data": b"not json"}],
    )
    search = client(labcloud, collection["id"])

    def indexed() -> int:
        try:
            return int(search.count(index="events")["count"])
        except Exception:  # noqa: BLE001 - the index appears with the first delivery
            return 0

    assert _wait(lambda: indexed() == 3)
    hits = search.search(index="events", body={"query": {"range": {"n": {"gte": 1}}}, "sort": [{"n": "asc"}]})
    assert [h["_source"]["n"] for h in hits["hits"]["hits"]] == [1, 2]
    s3 = labcloud.boto3_client("s3")
    keys = _wait(lambda: [o["Key"] for o in s3.list_objects_v2(Bucket="aoss-backup").get("Contents") or []])
    assert len(keys) == 1 and keys[0].startswith("opensearch-failed/")
    line = json.loads(s3.get_object(Bucket="aoss-backup", Key=keys[0])["Body"].read().splitlines()[0])
    assert line["errorCode"] == "AmazonOpenSearchServerless.MalformedData"
    with pytest.raises(ClientError) as refused:
        firehose.update_destination(
            DeliveryStreamName="to-aoss",
            CurrentDeliveryStreamVersionId=described["VersionId"],
            DestinationId=described["Destinations"][0]["DestinationId"],
            AmazonOpenSearchServerlessDestinationUpdate={"IndexName": "other"},
        )
    assert refused.value.response["Error"]["Code"] == "InvalidArgumentException"
    assert "OpenSearch Serverless" in refused.value.response["Error"]["Message"]


def test_a_role_without_a_data_policy_is_retried_then_backed_up(aoss: Any, labcloud: LabcloudProcess) -> None:
    labcloud.boto3_client("s3").create_bucket(Bucket="aoss-backup")
    role = _role(labcloud, "outsider")
    collection = open_collection(aoss, "guarded", [ROOT], kind="SEARCH")
    _stream(labcloud, "denied", collection["collectionEndpoint"], role, retry=0)
    labcloud.boto3_client("firehose").put_record(DeliveryStreamName="denied", Record={"Data": b'{"a": 1}'})
    s3 = labcloud.boto3_client("s3")
    keys = _wait(lambda: [o["Key"] for o in s3.list_objects_v2(Bucket="aoss-backup").get("Contents") or []])
    line = json.loads(s3.get_object(Bucket="aoss-backup", Key=keys[0])["Body"].read().splitlines()[0])
    assert line["errorCode"] == "AmazonOpenSearchServerless.AccessDenied"
    with pytest.raises(Exception) as missing:
        client(labcloud, collection["id"]).count(index="events")
    assert "index_not_found_exception" in str(missing.value)


def test_a_stack_wires_firehose_to_a_collection(labcloud: LabcloudProcess) -> None:
    """kds-kdf-opensearch's shape, DirectPut: the stream's destination names the collection's GetAtt
    CollectionEndpoint and the data access policy the stream's role."""
    rules = [{"ResourceType": "collection", "Resource": ["collection/wired"]}]
    data = [
        {
            "Rules": [
                {"ResourceType": "index", "Resource": ["index/wired/*"], "Permission": ["aoss:*"]},
                {"ResourceType": "collection", "Resource": ["collection/wired"], "Permission": ["aoss:*"]},
            ],
            "Principal": [{"Fn::GetAtt": ["Role", "Arn"]}, ROOT],
        }
    ]
    template = {
        "Resources": {
            "Role": {
                "Type": "AWS::IAM::Role",
                "Properties": {
                    "AssumeRolePolicyDocument": TRUST,
                    "Policies": [
                        {
                            "PolicyName": "p",
                            "PolicyDocument": {
                                "Version": "2012-10-17",
                                "Statement": [
                                    {
                                        "Effect": "Allow",
                                        "Action": ["aoss:APIAccessAll", "s3:*"],
                                        "Resource": "*",
                                    }
                                ],
                            },
                        }
                    ],
                },
            },
            "Backup": {"Type": "AWS::S3::Bucket"},
            "Enc": {
                "Type": "AWS::OpenSearchServerless::SecurityPolicy",
                "Properties": {
                    "Name": "wired-enc",
                    "Type": "encryption",
                    "Policy": json.dumps({"Rules": rules, "AWSOwnedKey": True}),
                },
            },
            "Net": {
                "Type": "AWS::OpenSearchServerless::SecurityPolicy",
                "Properties": {
                    "Name": "wired-net",
                    "Type": "network",
                    "Policy": json.dumps([{"Rules": rules, "AllowFromPublic": True}]),
                },
            },
            "Data": {
                "Type": "AWS::OpenSearchServerless::AccessPolicy",
                "Properties": {"Name": "wired-data", "Type": "data", "Policy": {"Fn::ToJsonString": data}},
            },
            "Collection": {
                "Type": "AWS::OpenSearchServerless::Collection",
                "DependsOn": ["Enc", "Net"],
                "Properties": {"Name": "wired", "Type": "SEARCH"},
            },
            "Stream": {
                "Type": "AWS::KinesisFirehose::DeliveryStream",
                "DependsOn": ["Data"],
                "Properties": {
                    "DeliveryStreamType": "DirectPut",
                    "AmazonOpenSearchServerlessDestinationConfiguration": {
                        "CollectionEndpoint": {"Fn::GetAtt": ["Collection", "CollectionEndpoint"]},
                        "IndexName": "my-index",
                        "RoleARN": {"Fn::GetAtt": ["Role", "Arn"]},
                        "BufferingHints": {"IntervalInSeconds": 0, "SizeInMBs": 1},
                        "S3Configuration": {
                            "BucketARN": {"Fn::GetAtt": ["Backup", "Arn"]},
                            "RoleARN": {"Fn::GetAtt": ["Role", "Arn"]},
                        },
                    },
                },
            },
        },
        "Outputs": {"Stream": {"Value": {"Ref": "Stream"}}, "Id": {"Value": {"Ref": "Collection"}}},
    }
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="wired", TemplateBody=json.dumps(template), Capabilities=["CAPABILITY_IAM"])
    deadline = time.time() + 60
    while (stack := cfn.describe_stacks(StackName="wired")["Stacks"][0])["StackStatus"].endswith(
        "IN_PROGRESS"
    ):
        assert time.time() < deadline
        time.sleep(0.2)
    assert stack["StackStatus"] == "CREATE_COMPLETE", cfn.describe_stack_events(StackName="wired")[
        "StackEvents"
    ][:3]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    labcloud.boto3_client("firehose").put_record(
        DeliveryStreamName=outputs["Stream"], Record={"Data": b'{"event": "signup"}'}
    )
    search = client(labcloud, outputs["Id"])

    def found() -> list[Any]:
        try:
            return list(
                search.search(index="my-index", body={"query": {"term": {"event.keyword": "signup"}}})[
                    "hits"
                ]["hits"]
            )
        except Exception:  # noqa: BLE001 - the index appears with the first delivery
            return []

    assert _wait(found)[0]["_source"] == {"event": "signup"}
