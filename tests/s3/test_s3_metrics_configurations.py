"""A bucket's request-metrics configurations (Put/Get/Delete/ListBucketMetricsConfigurations): kept and
replaced by Id, listed 100 a page in Id order, and refused as S3 refuses them (NoSuchConfiguration,
NoSuchBucket, MalformedXML, InvalidArgument, TooManyConfigurations past 1,000, NotImplemented for tag
filters). Their surviving a restart is in test_s3_bucket_tagging.py; the metrics they publish in
tests/cloudwatch/test_s3_iot_efs_metrics.py."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import events, wait_stack  # noqa: E402


def _refused(call: Callable[..., Any], **params: Any) -> tuple[str, int]:
    with pytest.raises(ClientError) as caught:
        call(**params)
    error = caught.value.response
    return error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]


def test_put_get_list_replace_delete_and_errors(s3: Any, bucket: str) -> None:
    assert "MetricsConfigurationList" not in s3.list_bucket_metrics_configurations(Bucket=bucket)
    s3.put_bucket_metrics_configuration(
        Bucket=bucket, Id="EntireBucket", MetricsConfiguration={"Id": "EntireBucket"}
    )
    docs = {"Id": "docs", "Filter": {"Prefix": "docs/"}}
    s3.put_bucket_metrics_configuration(Bucket=bucket, Id="docs", MetricsConfiguration=docs)
    assert s3.get_bucket_metrics_configuration(Bucket=bucket, Id="docs")["MetricsConfiguration"] == docs
    both = {"Id": "docs", "Filter": {"And": {"Prefix": "docs/v2/"}}}
    s3.put_bucket_metrics_configuration(Bucket=bucket, Id="docs", MetricsConfiguration=both)  # a replacement
    listed = s3.list_bucket_metrics_configurations(Bucket=bucket)
    assert listed["MetricsConfigurationList"] == [{"Id": "EntireBucket"}, both]
    assert listed["IsTruncated"] is False and "NextContinuationToken" not in listed
    s3.delete_bucket_metrics_configuration(Bucket=bucket, Id="docs")

    get, delete = s3.get_bucket_metrics_configuration, s3.delete_bucket_metrics_configuration
    put, listing = s3.put_bucket_metrics_configuration, s3.list_bucket_metrics_configurations
    assert _refused(get, Bucket=bucket, Id="docs") == ("NoSuchConfiguration", 404)
    assert _refused(delete, Bucket=bucket, Id="docs") == ("NoSuchConfiguration", 404)
    assert _refused(listing, Bucket="no-such-metered") == ("NoSuchBucket", 404)
    assert _refused(put, Bucket="no-such-metered", Id="a", MetricsConfiguration={"Id": "a"}) == (
        "NoSuchBucket",
        404,
    )
    assert _refused(put, Bucket=bucket, Id="a", MetricsConfiguration={"Id": "b"}) == ("MalformedXML", 400)
    assert _refused(put, Bucket=bucket, Id="bad id", MetricsConfiguration={"Id": "bad id"}) == (
        "InvalidArgument",
        400,
    )
    long_id = "x" * 65
    assert (
        _refused(put, Bucket=bucket, Id=long_id, MetricsConfiguration={"Id": long_id})[0] == "InvalidArgument"
    )
    two = {"Id": "two", "Filter": {"Prefix": "a/", "And": {"Prefix": "b/"}}}
    assert _refused(put, Bucket=bucket, Id="two", MetricsConfiguration=two) == ("MalformedXML", 400)
    tagged = {"Id": "t", "Filter": {"Tag": {"Key": "k", "Value": "v"}}}
    assert _refused(put, Bucket=bucket, Id="t", MetricsConfiguration=tagged) == ("NotImplemented", 501)
    assert _refused(listing, Bucket=bucket, ContinuationToken="not a token") == ("InvalidArgument", 400)
    assert [c["Id"] for c in listing(Bucket=bucket)["MetricsConfigurationList"]] == ["EntireBucket"]


def _stack(cfn: Any, name: str, count: int, update: bool = False) -> dict[str, Any]:
    # each filters on a prefix: the stack's own bucket-level calls are then counted by none of them
    metrics = [{"Id": f"m{i:04d}", "Prefix": "p/"} for i in range(count)]
    bucket = {
        "Type": "AWS::S3::Bucket",
        "Properties": {"BucketName": "many-metrics", "MetricsConfigurations": metrics},
    }
    call = cfn.update_stack if update else cfn.create_stack
    call(StackName=name, TemplateBody=json.dumps({"Resources": {"Metered": bucket}}))
    return wait_stack(cfn, name)


def _pages(s3: Any, bucket: str) -> tuple[list[str], int]:
    """Every configuration's Id, following the continuation tokens, and how many pages it took."""
    seen: list[str] = []
    token: str | None = None
    pages = 0
    while True:
        page = s3.list_bucket_metrics_configurations(
            Bucket=bucket, **({"ContinuationToken": token} if token else {})
        )
        pages += 1
        seen += [c["Id"] for c in page["MetricsConfigurationList"]]
        if not page["IsTruncated"]:
            return seen, pages
        assert page.get("ContinuationToken") == token
        token = page["NextContinuationToken"]


def test_pages_of_a_hundred_and_no_more_than_a_thousand(s3: Any, labcloud: Any) -> None:
    # many configurations are made through a stack: its calls are internal, so the test stays quick
    cfn = labcloud.boto3_client("cloudformation")
    made = _stack(cfn, "many-metrics", 250)
    assert made["StackStatus"] == "CREATE_COMPLETE"
    assert _pages(s3, "many-metrics") == ([f"m{i:04d}" for i in range(250)], 3)
    # the 1,001st is refused: the update fails with S3's TooManyConfigurations and rolls back to the 250
    assert _stack(cfn, "many-metrics", 1001, update=True)["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    reasons = [reason or "" for _, status, reason in events(cfn, "many-metrics") if status == "UPDATE_FAILED"]
    assert any("1,000-configuration limit" in r for r in reasons), reasons
    assert _pages(s3, "many-metrics") == ([f"m{i:04d}" for i in range(250)], 3)
    cfn.delete_stack(StackName="many-metrics")
    assert wait_stack(cfn, made["StackId"])["StackStatus"] == "DELETE_COMPLETE"  # gone before the next test


def test_iam_actions(labcloud: Any, s3: Any, bucket: str) -> None:
    """Get and List need s3:GetMetricsConfiguration; Put and Delete s3:PutMetricsConfiguration."""
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": "arn:aws:iam::000000000000:root"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    arn = iam.create_role(RoleName="metrics-reader", AssumeRolePolicyDocument=json.dumps(trust))["Role"][
        "Arn"
    ]
    allowed = {
        "Effect": "Allow",
        "Action": "s3:GetMetricsConfiguration",
        "Resource": f"arn:aws:s3:::{bucket}",
    }
    iam.put_role_policy(
        RoleName="metrics-reader",
        PolicyName="inline",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [allowed]}),
    )
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="metrics")["Credentials"]
    reader = labcloud.boto3_client(
        "s3",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    s3.put_bucket_metrics_configuration(Bucket=bucket, Id="all", MetricsConfiguration={"Id": "all"})
    assert reader.get_bucket_metrics_configuration(Bucket=bucket, Id="all")["MetricsConfiguration"] == {
        "Id": "all"
    }
    assert [
        c["Id"] for c in reader.list_bucket_metrics_configurations(Bucket=bucket)["MetricsConfigurationList"]
    ] == ["all"]
    put = {"Bucket": bucket, "Id": "more", "MetricsConfiguration": {"Id": "more"}}
    assert _refused(reader.put_bucket_metrics_configuration, **put) == ("AccessDenied", 403)
    assert _refused(reader.delete_bucket_metrics_configuration, Bucket=bucket, Id="all") == (
        "AccessDenied",
        403,
    )
