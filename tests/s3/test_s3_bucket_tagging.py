"""Bucket tags (Put/Get/DeleteBucketTagging): the whole set replaced at each put, S3's InvalidTag rules,
NoSuchTagSet for a bucket without tags, and tags (and metrics configurations) surviving a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _code(call: Any, **params: Any) -> tuple[str, int]:
    with pytest.raises(ClientError) as caught:
        call(**params)
    error = caught.value.response
    return error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]


def test_tags_put_get_replace_delete(s3: Any, bucket: str) -> None:
    assert _code(s3.get_bucket_tagging, Bucket=bucket) == ("NoSuchTagSet", 404)
    s3.put_bucket_tagging(Bucket=bucket, Tagging={"TagSet": [{"Key": "team", "Value": "web"}]})
    s3.put_bucket_tagging(
        Bucket=bucket, Tagging={"TagSet": [{"Key": "kind", "Value": "bucket"}, {"Key": "empty", "Value": ""}]}
    )
    assert s3.get_bucket_tagging(Bucket=bucket)["TagSet"] == [
        {"Key": "kind", "Value": "bucket"},
        {"Key": "empty", "Value": ""},
    ]
    s3.delete_bucket_tagging(Bucket=bucket)
    assert _code(s3.get_bucket_tagging, Bucket=bucket) == ("NoSuchTagSet", 404)
    s3.put_bucket_tagging(Bucket=bucket, Tagging={"TagSet": [{"Key": "a", "Value": "b"}]})
    s3.put_bucket_tagging(Bucket=bucket, Tagging={"TagSet": []})
    assert _code(s3.get_bucket_tagging, Bucket=bucket) == ("NoSuchTagSet", 404)


@pytest.mark.parametrize(
    "tags",
    [
        [{"Key": "a", "Value": "1"}, {"Key": "a", "Value": "2"}],
        [{"Key": "aws:cloudformation:stack-name", "Value": "x"}],
        [{"Key": "k" * 129, "Value": "x"}],
        [{"Key": "k", "Value": "v" * 257}],
        [{"Key": f"k{i}", "Value": "v"} for i in range(51)],
    ],
    ids=["duplicate", "reserved-prefix", "long-key", "long-value", "too-many"],
)
def test_invalid_tags_are_refused(s3: Any, bucket: str, tags: list[dict[str, str]]) -> None:
    assert _code(s3.put_bucket_tagging, Bucket=bucket, Tagging={"TagSet": tags}) == ("InvalidTag", 400)
    assert _code(s3.get_bucket_tagging, Bucket=bucket) == ("NoSuchTagSet", 404)


def test_tagging_a_missing_bucket(s3: Any) -> None:
    tagging = {"TagSet": [{"Key": "a", "Value": "b"}]}
    assert _code(s3.put_bucket_tagging, Bucket="no-such-bucket-x", Tagging=tagging) == ("NoSuchBucket", 404)
    assert _code(s3.get_bucket_tagging, Bucket="no-such-bucket-x") == ("NoSuchBucket", 404)
    assert _code(s3.delete_bucket_tagging, Bucket="no-such-bucket-x") == ("NoSuchBucket", 404)


def test_bucket_tags_and_metrics_configurations_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="kept-tags")
        s3.put_bucket_tagging(Bucket="kept-tags", Tagging={"TagSet": [{"Key": "team", "Value": "web"}]})
        metrics = {"Id": "logs", "Filter": {"And": {"Prefix": "logs/"}}}
        s3.put_bucket_metrics_configuration(Bucket="kept-tags", Id="logs", MetricsConfiguration=metrics)
        server.kill()  # kill -9: an acknowledged put must survive
        server.start()
        s3 = server.boto3_client("s3")
        assert s3.get_bucket_tagging(Bucket="kept-tags")["TagSet"] == [{"Key": "team", "Value": "web"}]
        kept = s3.get_bucket_metrics_configuration(Bucket="kept-tags", Id="logs")
        assert kept["MetricsConfiguration"] == metrics
    finally:
        server.stop()
