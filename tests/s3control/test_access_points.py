"""Access points with boto3: create/get/list/delete, their aliases and ARNs reaching the bucket, policies
(the access point's and the bucket's both apply), public access blocks, every error code S3 Control answers
here, Object Lambda access points as records, and what labcloud refuses by name."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.s3control.conftest import ACCOUNT, proxied

from labcloud.testing.server_process import LabcloudProcess

ROOT = f"arn:aws:iam::{ACCOUNT}:root"


def _code(err: pytest.ExceptionInfo[ClientError]) -> str:
    return str(err.value.response["Error"]["Code"])


def _bucket(s3: Any, name: str) -> None:
    s3.create_bucket(Bucket=name)
    s3.put_object(Bucket=name, Key="doc.txt", Body=b"hello through a point")


def _statement(effect: str, resource: str) -> dict[str, Any]:
    return {"Effect": effect, "Principal": {"AWS": ROOT}, "Action": "s3:GetObject", "Resource": resource}


def test_access_point_lifecycle_alias_and_arn(labcloud: LabcloudProcess, control: Any, s3: Any) -> None:
    _bucket(s3, "ap-data")
    made = control.create_access_point(AccountId=ACCOUNT, Name="reader", Bucket="ap-data")
    arn = f"arn:aws:s3:us-east-1:{ACCOUNT}:accesspoint/reader"
    assert made["AccessPointArn"] == arn
    alias = made["Alias"]
    assert alias.startswith("reader-") and alias.endswith("-s3alias") and len(alias) <= 63
    got = control.get_access_point(AccountId=ACCOUNT, Name="reader")
    assert got["Bucket"] == "ap-data" and got["NetworkOrigin"] == "Internet" and got["Alias"] == alias
    assert got["PublicAccessBlockConfiguration"] == {
        "BlockPublicAcls": True,
        "IgnorePublicAcls": True,
        "BlockPublicPolicy": True,
        "RestrictPublicBuckets": True,
    }
    control.create_access_point(
        AccountId=ACCOUNT, Name="in-vpc", Bucket="ap-data", VpcConfiguration={"VpcId": "vpc-1234"}
    )
    listed = control.list_access_points(AccountId=ACCOUNT, Bucket="ap-data")["AccessPointList"]
    assert [(p["Name"], p["NetworkOrigin"]) for p in listed] == [("in-vpc", "VPC"), ("reader", "Internet")]
    assert listed[0]["VpcConfiguration"] == {"VpcId": "vpc-1234"}
    page = control.list_access_points(AccountId=ACCOUNT, MaxResults=1)
    assert len(page["AccessPointList"]) == 1 and page["NextToken"]

    # the alias, path style, as any bucket name; the ARN at <name>-<account>.127.0.0.1 through the proxy
    assert s3.get_object(Bucket=alias, Key="doc.txt")["Body"].read() == b"hello through a point"
    s3.put_object(Bucket=alias, Key="written.txt", Body=b"w")
    assert s3.get_object(Bucket="ap-data", Key="written.txt")["Body"].read() == b"w"
    by_arn = proxied(labcloud, "s3")
    assert by_arn.get_object(Bucket=arn, Key="doc.txt")["Body"].read() == b"hello through a point"
    keys = [o["Key"] for o in by_arn.list_objects_v2(Bucket=arn)["Contents"]]
    assert keys == ["doc.txt", "written.txt"]

    control.delete_access_point(AccountId=ACCOUNT, Name="reader")
    with pytest.raises(ClientError) as err:
        control.get_access_point(AccountId=ACCOUNT, Name="reader")
    assert _code(err) == "NoSuchAccessPoint"
    with pytest.raises(ClientError) as err:
        s3.get_object(Bucket=alias, Key="doc.txt")
    assert _code(err) == "NoSuchBucket"


def _data_access(control: Any, audit_context: str) -> Any:
    return control.get_data_access(
        AccountId=ACCOUNT, Target="s3://ap-errors/*", Permission="READ", AuditContext=audit_context
    )


def test_errors_of_access_points(control: Any, s3: Any) -> None:
    _bucket(s3, "ap-errors")
    control.create_access_point(AccountId=ACCOUNT, Name="once", Bucket="ap-errors")
    cases = [
        (
            lambda: control.create_access_point(AccountId=ACCOUNT, Name="once", Bucket="ap-errors"),
            "AccessPointAlreadyOwnedByYou",
        ),
        (
            lambda: control.create_access_point(
                AccountId=ACCOUNT, Name="nobucket", Bucket="no-such-bucket-x"
            ),
            "NoSuchBucket",
        ),
        (
            lambda: control.create_access_point(AccountId=ACCOUNT, Name="Bad_Name", Bucket="ap-errors"),
            "InvalidRequest",
        ),
        (
            lambda: control.create_access_point(AccountId="111111111111", Name="other", Bucket="ap-errors"),
            "AccessDenied",
        ),
        (
            lambda: control.create_access_point(
                AccountId=ACCOUNT, Name="tagged", Bucket="ap-errors", Tags=[{"Key": "k", "Value": "v"}]
            ),
            "NotImplemented",
        ),
        (lambda: control.get_access_point(AccountId=ACCOUNT, Name="missing"), "NoSuchAccessPoint"),
        (lambda: control.delete_access_point(AccountId=ACCOUNT, Name="missing"), "NoSuchAccessPoint"),
        (lambda: control.get_access_point_policy(AccountId=ACCOUNT, Name="once"), "NoSuchAccessPointPolicy"),
        (
            lambda: control.get_access_point_policy_status(AccountId=ACCOUNT, Name="once"),
            "NoSuchAccessPointPolicy",
        ),
        (
            lambda: control.put_access_point_policy(AccountId=ACCOUNT, Name="once", Policy="not json"),
            "MalformedPolicy",
        ),
        (lambda: control.list_access_points(AccountId=ACCOUNT, NextToken="zzz"), "InvalidRequest"),
        (lambda: control.get_public_access_block(AccountId=ACCOUNT), "NoSuchPublicAccessBlockConfiguration"),
        (lambda: control.list_jobs(AccountId=ACCOUNT), "NotImplemented"),
        (lambda: control.list_multi_region_access_points(AccountId=ACCOUNT), "NotImplemented"),
        (lambda: control.list_storage_lens_configurations(AccountId=ACCOUNT), "NotImplemented"),
        (lambda: _data_access(control, "audit"), "NotImplemented"),
        # the model's pattern (UTF-16 surrogate pairs, in Java's syntax) is checked before the answer
        (lambda: _data_access(control, "bad\x01audit"), "ValidationException"),
    ]
    for call, code in cases:
        with pytest.raises(ClientError) as err:
            call()
        assert _code(err) == code, (code, err.value.response["Error"])


def test_policies_and_public_access_blocks(control: Any, s3: Any) -> None:
    _bucket(s3, "ap-policies")
    control.create_access_point(AccountId=ACCOUNT, Name="guarded", Bucket="ap-policies")
    public = {"Version": "2012-10-17", "Statement": [{**_statement("Allow", "*"), "Principal": "*"}]}
    with pytest.raises(ClientError) as err:  # the point's own block (on by default) refuses a public policy
        control.put_access_point_policy(AccountId=ACCOUNT, Name="guarded", Policy=json.dumps(public))
    assert _code(err) == "AccessDenied"
    control.create_access_point(
        AccountId=ACCOUNT,
        Name="open",
        Bucket="ap-policies",
        PublicAccessBlockConfiguration={"BlockPublicPolicy": False},
    )
    control.put_access_point_policy(AccountId=ACCOUNT, Name="open", Policy=json.dumps(public))
    assert control.get_access_point_policy_status(AccountId=ACCOUNT, Name="open")["PolicyStatus"] == {
        "IsPublic": True
    }
    assert json.loads(control.get_access_point_policy(AccountId=ACCOUNT, Name="open")["Policy"]) == public
    control.delete_access_point_policy(AccountId=ACCOUNT, Name="open")

    # the account's block refuses it too, whatever the point's says
    control.put_public_access_block(
        AccountId=ACCOUNT, PublicAccessBlockConfiguration={"BlockPublicPolicy": True, "BlockPublicAcls": True}
    )
    assert control.get_public_access_block(AccountId=ACCOUNT)["PublicAccessBlockConfiguration"] == {
        "BlockPublicAcls": True,
        "IgnorePublicAcls": False,
        "BlockPublicPolicy": True,
        "RestrictPublicBuckets": False,
    }
    with pytest.raises(ClientError) as err:
        control.put_access_point_policy(AccountId=ACCOUNT, Name="open", Policy=json.dumps(public))
    assert _code(err) == "AccessDenied"
    control.delete_public_access_block(AccountId=ACCOUNT)
    with pytest.raises(ClientError) as err:
        control.get_public_access_block(AccountId=ACCOUNT)
    assert _code(err) == "NoSuchPublicAccessBlockConfiguration"
    control.put_access_point_policy(AccountId=ACCOUNT, Name="open", Policy=json.dumps(public))
    private = {"Version": "2012-10-17", "Statement": [_statement("Allow", "*")]}
    control.put_access_point_policy(AccountId=ACCOUNT, Name="guarded", Policy=json.dumps(private))
    assert control.get_access_point_policy_status(AccountId=ACCOUNT, Name="guarded")["PolicyStatus"] == {
        "IsPublic": False
    }


def test_the_points_policy_and_the_buckets_both_apply(control: Any, s3: Any) -> None:
    _bucket(s3, "ap-interplay")
    point = control.create_access_point(AccountId=ACCOUNT, Name="denying", Bucket="ap-interplay")
    arn, alias = point["AccessPointArn"], point["Alias"]
    bucket_allows = {
        "Version": "2012-10-17",
        "Statement": [_statement("Allow", "arn:aws:s3:::ap-interplay/*")],
    }
    s3.put_bucket_policy(Bucket="ap-interplay", Policy=json.dumps(bucket_allows))
    point_denies = {"Version": "2012-10-17", "Statement": [_statement("Deny", f"{arn}/object/*")]}
    control.put_access_point_policy(AccountId=ACCOUNT, Name="denying", Policy=json.dumps(point_denies))
    with pytest.raises(ClientError) as err:  # denied by the access point while the bucket allows
        s3.get_object(Bucket=alias, Key="doc.txt")
    assert _code(err) == "AccessDenied"
    assert s3.get_object(Bucket="ap-interplay", Key="doc.txt")["Body"].read()  # the bucket itself: allowed

    other = control.create_access_point(AccountId=ACCOUNT, Name="allowing", Bucket="ap-interplay")
    point_allows = {
        "Version": "2012-10-17",
        "Statement": [_statement("Allow", f"{other['AccessPointArn']}/object/*")],
    }
    control.put_access_point_policy(AccountId=ACCOUNT, Name="allowing", Policy=json.dumps(point_allows))
    assert s3.get_object(Bucket=other["Alias"], Key="doc.txt")["Body"].read() == b"hello through a point"
    bucket_denies_points = {
        "Version": "2012-10-17",
        "Statement": [
            {
                **_statement("Deny", "arn:aws:s3:::ap-interplay/*"),
                "Condition": {"StringEquals": {"s3:DataAccessPointArn": other["AccessPointArn"]}},
            }
        ],
    }
    s3.put_bucket_policy(Bucket="ap-interplay", Policy=json.dumps(bucket_denies_points))
    with pytest.raises(ClientError) as err:  # the reverse: the point allows, the bucket denies
        s3.get_object(Bucket=other["Alias"], Key="doc.txt")
    assert _code(err) == "AccessDenied"
    assert s3.get_object(Bucket="ap-interplay", Key="doc.txt")["Body"].read()  # not through the point


def test_object_lambda_access_points_as_records(control: Any, s3: Any) -> None:
    _bucket(s3, "ap-olap")
    supporting = control.create_access_point(AccountId=ACCOUNT, Name="support", Bucket="ap-olap")
    function = f"arn:aws:lambda:us-east-1:{ACCOUNT}:function:upper"
    config = {
        "SupportingAccessPoint": supporting["AccessPointArn"],
        "TransformationConfigurations": [
            {
                "Actions": ["GetObject", "HeadObject"],
                "ContentTransformation": {"AwsLambda": {"FunctionArn": function, "FunctionPayload": "{}"}},
            }
        ],
    }
    made = control.create_access_point_for_object_lambda(
        AccountId=ACCOUNT, Name="upper", Configuration=config
    )
    arn = f"arn:aws:s3-object-lambda:us-east-1:{ACCOUNT}:accesspoint/upper"
    assert made["ObjectLambdaAccessPointArn"] == arn
    assert made["Alias"]["Status"] == "READY" and made["Alias"]["Value"].endswith("--ol-s3")
    got = control.get_access_point_configuration_for_object_lambda(AccountId=ACCOUNT, Name="upper")
    assert got["Configuration"]["TransformationConfigurations"] == config["TransformationConfigurations"]
    assert (
        control.get_access_point_for_object_lambda(AccountId=ACCOUNT, Name="upper")["Alias"] == made["Alias"]
    )
    listed = control.list_access_points_for_object_lambda(AccountId=ACCOUNT)["ObjectLambdaAccessPointList"]
    assert [p["ObjectLambdaAccessPointArn"] for p in listed] == [arn]
    policy = {
        "Version": "2012-10-17",
        "Statement": [{**_statement("Allow", arn), "Action": "s3-object-lambda:Get*"}],
    }
    control.put_access_point_policy_for_object_lambda(
        AccountId=ACCOUNT, Name="upper", Policy=json.dumps(policy)
    )
    assert json.loads(
        control.get_access_point_policy_for_object_lambda(AccountId=ACCOUNT, Name="upper")["Policy"]
    )
    status = control.get_access_point_policy_status_for_object_lambda(AccountId=ACCOUNT, Name="upper")
    assert status["PolicyStatus"] == {"IsPublic": False}
    control.delete_access_point_policy_for_object_lambda(AccountId=ACCOUNT, Name="upper")

    bad_actions = {
        **config,
        "TransformationConfigurations": [
            {**config["TransformationConfigurations"][0], "Actions": ["PutObject"]}
        ],
    }
    missing = {**config, "SupportingAccessPoint": f"arn:aws:s3:us-east-1:{ACCOUNT}:accesspoint/nope"}
    cases = [
        (
            lambda: control.create_access_point_for_object_lambda(
                AccountId=ACCOUNT, Name="upper", Configuration=config
            ),
            "AccessPointAlreadyOwnedByYou",
        ),
        (
            lambda: control.create_access_point_for_object_lambda(
                AccountId=ACCOUNT, Name="bad", Configuration=bad_actions
            ),
            "ValidationException",
        ),
        (
            lambda: control.create_access_point_for_object_lambda(
                AccountId=ACCOUNT, Name="bad", Configuration=missing
            ),
            "InvalidRequest",
        ),
        (
            lambda: control.get_access_point_for_object_lambda(AccountId=ACCOUNT, Name="nope"),
            "NoSuchAccessPoint",
        ),
        # listing through the point: refused by name (only GetObject is served), never served untransformed
        (lambda: s3.list_objects_v2(Bucket=made["Alias"]["Value"]), "NotImplemented"),
    ]
    for call, code in cases:
        with pytest.raises(ClientError) as err:
            call()
        assert _code(err) == code, (code, err.value.response["Error"])
    control.delete_access_point_for_object_lambda(AccountId=ACCOUNT, Name="upper")
    assert (
        control.list_access_points_for_object_lambda(AccountId=ACCOUNT)["ObjectLambdaAccessPointList"] == []
    )
