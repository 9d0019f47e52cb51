"""The real ``aws`` CLI on access points (through labcloud as its HTTP proxy), access points surviving
kill -9 and restart, the view's map and the events."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.s3control.conftest import ACCOUNT, proxied

from labcloud.testing.server_process import LabcloudProcess


def _get(labcloud: LabcloudProcess, path: str) -> Any:
    with urllib.request.urlopen(labcloud.endpoint + path, timeout=30) as response:
        return json.loads(response.read())


def test_the_cli_creates_and_reads_access_points(labcloud: LabcloudProcess) -> None:
    labcloud.boto3_client("s3").create_bucket(Bucket="cli-points")
    env = {**labcloud.cli_env(), "HTTP_PROXY": labcloud.endpoint, "http_proxy": labcloud.endpoint}
    env.pop("NO_PROXY", None)
    env.pop("no_proxy", None)

    def aws(*args: str) -> Any:
        import subprocess

        done = subprocess.run(
            ["aws", *args, "--output", "json"], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout) if done.stdout.strip() else None

    made = aws(
        "s3control",
        "create-access-point",
        "--account-id",
        ACCOUNT,
        "--name",
        "cli-ap",
        "--bucket",
        "cli-points",
    )
    assert made["AccessPointArn"] == f"arn:aws:s3:us-east-1:{ACCOUNT}:accesspoint/cli-ap"
    got = aws("s3control", "get-access-point", "--account-id", ACCOUNT, "--name", "cli-ap")
    assert got["Bucket"] == "cli-points" and got["Alias"] == made["Alias"]
    listed = aws("s3control", "list-access-points", "--account-id", ACCOUNT)["AccessPointList"]
    assert [p["Name"] for p in listed] == ["cli-ap"]
    # the alias is a bucket name to `aws s3api` and `aws s3`
    aws("s3api", "put-object", "--bucket", made["Alias"], "--key", "k.txt", "--body", "/etc/hostname")
    keys = aws("s3api", "list-objects-v2", "--bucket", "cli-points")["Contents"]
    assert [k["Key"] for k in keys] == ["k.txt"]


def test_access_points_survive_kill_and_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        server.boto3_client("s3").create_bucket(Bucket="kept-bucket")
        server.boto3_client("s3").put_object(Bucket="kept-bucket", Key="k", Body=b"kept")
        control = proxied(server, "s3control")
        made = control.create_access_point(AccountId=ACCOUNT, Name="kept", Bucket="kept-bucket")
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Deny",
                    "Principal": {"AWS": f"arn:aws:iam::{ACCOUNT}:root"},
                    "Action": "s3:PutObject",
                    "Resource": f"{made['AccessPointArn']}/object/*",
                }
            ],
        }
        control.put_access_point_policy(AccountId=ACCOUNT, Name="kept", Policy=json.dumps(policy))
        control.put_public_access_block(
            AccountId=ACCOUNT, PublicAccessBlockConfiguration={"BlockPublicPolicy": True}
        )
        server.kill()
        server.start()
        control = proxied(server, "s3control")
        s3 = server.boto3_client("s3")
        assert control.get_access_point(AccountId=ACCOUNT, Name="kept")["Alias"] == made["Alias"]
        assert json.loads(control.get_access_point_policy(AccountId=ACCOUNT, Name="kept")["Policy"]) == policy
        block = control.get_public_access_block(AccountId=ACCOUNT)["PublicAccessBlockConfiguration"]
        assert block["BlockPublicPolicy"] is True
        # the first request after the restart, through the alias: the point and its policy apply
        assert s3.get_object(Bucket=made["Alias"], Key="k")["Body"].read() == b"kept"
        with pytest.raises(ClientError) as err:
            s3.put_object(Bucket=made["Alias"], Key="k", Body=b"no")
        assert err.value.response["Error"]["Code"] == "AccessDenied"
    finally:
        server.stop()


def test_the_map_draws_points_and_the_bus_has_events(labcloud: LabcloudProcess) -> None:
    labcloud.boto3_client("s3").create_bucket(Bucket="mapped-bucket")
    control = proxied(labcloud, "s3control")
    point = control.create_access_point(AccountId=ACCOUNT, Name="mapped", Bucket="mapped-bucket")
    function = f"arn:aws:lambda:us-east-1:{ACCOUNT}:function:shaper"
    control.create_access_point_for_object_lambda(
        AccountId=ACCOUNT,
        Name="shaped",
        Configuration={
            "SupportingAccessPoint": point["AccessPointArn"],
            "TransformationConfigurations": [
                {"Actions": ["GetObject"], "ContentTransformation": {"AwsLambda": {"FunctionArn": function}}}
            ],
        },
    )
    doc = _get(labcloud, "/_labcloud/map")
    assert doc["problems"] == []
    nodes = {n["id"]: n for n in doc["nodes"] if n["kind"].startswith("s3control.")}
    olap = f"arn:aws:s3-object-lambda:us-east-1:{ACCOUNT}:accesspoint/shaped"
    assert nodes[point["AccessPointArn"]]["facts"] == {"alias": point["Alias"], "origin": "Internet"}
    assert nodes[olap]["kind"] == "s3control.object_lambda_access_point"
    edges = {(e["kind"], e["from"], e["to"]) for e in doc["edges"]}
    assert ("through", point["AccessPointArn"], "arn:aws:s3:::mapped-bucket") in edges
    assert ("supported-by", olap, point["AccessPointArn"]) in edges
    assert ("transforms-with", olap, function) in edges
    found = _get(labcloud, "/_labcloud/events?service=s3control")
    events = found["events"] if isinstance(found, dict) else found
    created = next(e for e in events if e["kind"] == "s3control.access_point.created")
    assert created["resource"] == point["AccessPointArn"]
    assert created["data"] == {"name": "mapped", "bucket": "mapped-bucket", "alias": point["Alias"]}
    assert any(e["kind"] == "s3control.object_lambda_access_point.created" for e in events)
