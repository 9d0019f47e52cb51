"""The real ``aws`` CLI over rest-xml, distributions surviving kill -9 and restart, IAM on cloudfront
ARNs, the map and the events."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cf_helpers import config, http, s3_origin

from labcloud.testing.server_process import LabcloudProcess


def _get(labcloud: LabcloudProcess, path: str) -> Any:
    with urllib.request.urlopen(labcloud.endpoint + path, timeout=30) as response:
        return json.loads(response.read())


def test_the_cli_creates_waits_for_and_lists_distributions(labcloud: LabcloudProcess) -> None:
    made = labcloud.aws_json(
        "cloudfront",
        "create-distribution",
        "--distribution-config",
        json.dumps(config("cli", s3_origin("cli-site"))),
    )
    dist_id = made["Distribution"]["Id"]
    assert made["Distribution"]["DomainName"] == f"{dist_id.lower()}.cloudfront.net"
    labcloud.advance_clock(2)
    assert labcloud.aws("cloudfront", "wait", "distribution-deployed", "--id", dist_id).returncode == 0
    listed = labcloud.aws_json("cloudfront", "list-distributions")
    assert [d["Id"] for d in listed["DistributionList"]["Items"]] == [dist_id]
    failed = labcloud.aws("cloudfront", "get-distribution", "--id", "ENOSUCHDISTRIB", check=False)
    assert failed.returncode != 0
    assert "NoSuchDistribution" in failed.stderr
    # the map draws the distribution with an edge to its bucket; the bus has its event
    document = _get(labcloud, "/_labcloud/map")
    node = next(n for n in document["nodes"] if n["kind"] == "cloudfront.distribution")
    assert node["label"] == made["Distribution"]["DomainName"]
    assert any(
        e["kind"] == "origin" and e["from"] == node["id"] and e["to"] == "arn:aws:s3:::cli-site"
        for e in document["edges"]
    )
    found = _get(labcloud, "/_labcloud/events?service=cloudfront")
    events = found["events"] if isinstance(found, dict) else found
    assert "cloudfront.distribution.created" in [e["kind"] for e in events]


def test_distributions_survive_kill_and_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        cf = server.boto3_client("cloudfront")
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="keep-site")
        s3.put_object(Bucket="keep-site", Key="index.html", Body=b"kept", ContentType="text/html")
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": "*",
                    "Action": "s3:GetObject",
                    "Resource": "arn:aws:s3:::keep-site/*",
                }
            ],
        }
        s3.put_bucket_policy(Bucket="keep-site", Policy=json.dumps(policy))
        oac = cf.create_origin_access_control(
            OriginAccessControlConfig={
                "Name": "keep",
                "SigningProtocol": "sigv4",
                "SigningBehavior": "always",
                "OriginAccessControlOriginType": "s3",
            }
        )["OriginAccessControl"]
        made = cf.create_distribution_with_tags(
            DistributionConfigWithTags={
                "DistributionConfig": config("keep", s3_origin("keep-site"), DefaultRootObject="index.html"),
                "Tags": {"Items": [{"Key": "k", "Value": "v"}]},
            }
        )
        dist_id = made["Distribution"]["Id"]
        invalidation = cf.create_invalidation(
            DistributionId=dist_id,
            InvalidationBatch={"Paths": {"Quantity": 1, "Items": ["/*"]}, "CallerReference": "i"},
        )["Invalidation"]["Id"]
        server.kill()
        server.start()
        cf = server.boto3_client("cloudfront")
        got = cf.get_distribution(Id=dist_id)
        assert got["ETag"] == made["ETag"]
        assert got["Distribution"]["DistributionConfig"]["DefaultRootObject"] == "index.html"
        assert cf.get_origin_access_control(Id=oac["Id"])["OriginAccessControl"] == oac
        assert (
            cf.get_invalidation(DistributionId=dist_id, Id=invalidation)["Invalidation"]["Id"] == invalidation
        )
        assert cf.list_tags_for_resource(Resource=made["Distribution"]["ARN"])["Tags"]["Items"] == [
            {"Key": "k", "Value": "v"}
        ]
        status, headers, body = http(f"{server.endpoint}/_labcloud/cloudfront/{dist_id}/")
        assert (status, body, headers["X-Cache"]) == (200, b"kept", "Miss from cloudfront")
        with pytest.raises(ClientError) as err:
            cf.create_distribution(DistributionConfig=config("keep"))
        assert err.value.response["Error"]["Code"] == "DistributionAlreadyExists"
    finally:
        server.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_iam_governs_distributions_by_their_arns(enforcing: LabcloudProcess) -> None:
    root = enforcing.boto3_client("cloudfront")
    mine = root.create_distribution(DistributionConfig=config("a"))["Distribution"]
    theirs = root.create_distribution(DistributionConfig=config("b"))["Distribution"]
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="web")
    key = iam.create_access_key(UserName="web")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "cloudfront:ListDistributions", "Resource": "*"},
            {"Effect": "Allow", "Action": "cloudfront:GetDistribution", "Resource": mine["ARN"]},
        ],
    }
    iam.put_user_policy(UserName="web", PolicyName="p", PolicyDocument=json.dumps(policy))
    user = enforcing.boto3_client(
        "cloudfront", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    assert user.list_distributions()["DistributionList"]["Quantity"] == 2
    assert user.get_distribution(Id=mine["Id"])["Distribution"]["Id"] == mine["Id"]
    with pytest.raises(ClientError) as err:
        user.get_distribution(Id=theirs["Id"])
    assert err.value.response["Error"]["Code"] == "AccessDenied"
    assert "cloudfront:GetDistribution" in err.value.response["Error"]["Message"]
    with pytest.raises(ClientError) as err:
        user.create_distribution(DistributionConfig=config("c"))
    assert err.value.response["Error"]["Code"] == "AccessDenied"
