"""S3 replication between versioned buckets (same or another region): the configuration's checks and
errors, the copy of each new version (same version id, bytes, metadata, storage class) with its
ReplicationStatus, delete markers, FAILED when the role may not write, IAM actions, the aws CLI, a
restart with a replication still pending, and a cross-region destination."""

from __future__ import annotations

import json
import os
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from s3_helpers import error_of

from labcloud.crash_points import ENV
from labcloud.testing.server_process import LabcloudProcess

ENABLED = {"Status": "Enabled"}
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "s3.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
ALL_S3 = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]}


def _until(check: Callable[[], Any], timeout: float = 15.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


def _role(iam: Any, name: str, policy: dict[str, Any] | None = ALL_S3) -> str:
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"])
    if policy is not None:
        iam.put_role_policy(RoleName=name, PolicyName="replicate", PolicyDocument=json.dumps(policy))
    return arn


def _buckets(s3: Any, *names: str) -> None:
    for name in names:
        s3.create_bucket(Bucket=name)
        s3.put_bucket_versioning(Bucket=name, VersioningConfiguration=ENABLED)


def _rule(dest: str, **extra: Any) -> dict[str, Any]:
    return {
        "ID": "all",
        "Priority": 1,
        "Status": "Enabled",
        "Filter": {"Prefix": ""},
        "DeleteMarkerReplication": {"Status": "Disabled"},
        "Destination": {"Bucket": f"arn:aws:s3:::{dest}"},
        **extra,
    }


def _status(s3: Any, bucket: str, key: str, **kwargs: Any) -> str | None:
    return s3.head_object(Bucket=bucket, Key=key, **kwargs).get("ReplicationStatus")


def _settled(s3: Any, bucket: str, key: str, version_id: str) -> str | None:
    return _until(
        lambda: (
            (_status(s3, bucket, key, VersionId=version_id) or "PENDING") != "PENDING"
            and _status(s3, bucket, key, VersionId=version_id)
        )
    )


def test_configuration_put_get_delete_and_errors(labcloud: Any) -> None:
    s3, iam = labcloud.boto3_client("s3"), labcloud.boto3_client("iam")
    role = _role(iam, "cfg-role")
    s3.create_bucket(Bucket="cfg-plain")
    _buckets(s3, "cfg-src", "cfg-dst")
    assert error_of(s3.get_bucket_replication, Bucket="cfg-src") == (
        "ReplicationConfigurationNotFoundError",
        404,
    )
    good = {"Role": role, "Rules": [_rule("cfg-dst")]}
    put = s3.put_bucket_replication
    assert error_of(put, Bucket="cfg-plain", ReplicationConfiguration=good) == ("InvalidRequest", 400)
    bad_dest = {"Role": role, "Rules": [_rule("cfg-plain")]}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration=bad_dest) == ("InvalidRequest", 400)
    no_dest = {"Role": role, "Rules": [_rule("cfg-nowhere")]}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration=no_dest) == ("InvalidRequest", 400)
    no_role = {"Role": "arn:aws:iam::000000000000:role/missing", "Rules": [_rule("cfg-dst")]}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration=no_role) == ("InvalidArgument", 400)
    bad_arn = {"Role": role, "Rules": [{**_rule("x"), "Destination": {"Bucket": "cfg-dst"}}]}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration=bad_arn) == ("InvalidArgument", 400)
    no_marker = {k: v for k, v in _rule("cfg-dst").items() if k != "DeleteMarkerReplication"}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration={"Role": role, "Rules": [no_marker]}) == (
        "InvalidRequest",
        400,
    )
    twice = {"Role": role, "Rules": [_rule("cfg-dst"), {**_rule("cfg-dst"), "ID": "b"}]}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration=twice) == ("InvalidRequest", 400)
    same_id = {"Role": role, "Rules": [_rule("cfg-dst"), {**_rule("cfg-dst"), "Priority": 2}]}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration=same_id) == ("InvalidArgument", 400)
    existing = {"Role": role, "Rules": [_rule("cfg-dst", ExistingObjectReplication=ENABLED)]}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration=existing) == ("NotImplemented", 501)
    tagged_markers = _rule(
        "cfg-dst", Filter={"Tag": {"Key": "k", "Value": "v"}}, DeleteMarkerReplication=ENABLED
    )
    tagged = {"Role": role, "Rules": [tagged_markers]}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration=tagged) == ("InvalidRequest", 400)
    rtc_alone = _rule("cfg-dst")
    rtc_alone["Destination"]["ReplicationTime"] = {"Status": "Enabled", "Time": {"Minutes": 15}}
    assert error_of(put, Bucket="cfg-src", ReplicationConfiguration={"Role": role, "Rules": [rtc_alone]}) == (
        "InvalidRequest",
        400,
    )
    rtc = _rule("cfg-dst", DeleteMarkerReplication=ENABLED)
    rtc["Destination"].update(
        ReplicationTime={"Status": "Enabled", "Time": {"Minutes": 15}},
        Metrics={"Status": "Enabled", "EventThreshold": {"Minutes": 15}},
        StorageClass="STANDARD_IA",
    )
    put(Bucket="cfg-src", ReplicationConfiguration={"Role": role, "Rules": [rtc]})
    got = s3.get_bucket_replication(Bucket="cfg-src")["ReplicationConfiguration"]
    assert got["Role"] == role and got["Rules"] == [rtc]
    suspend = {"Bucket": "cfg-src", "VersioningConfiguration": {"Status": "Suspended"}}
    assert error_of(s3.put_bucket_versioning, **suspend) == ("InvalidBucketState", 409)
    s3.delete_bucket_replication(Bucket="cfg-src")
    assert error_of(s3.get_bucket_replication, Bucket="cfg-src") == (
        "ReplicationConfigurationNotFoundError",
        404,
    )
    s3.put_bucket_versioning(**suspend)


def test_new_versions_replicate_with_their_id_bytes_metadata_and_class(labcloud: Any) -> None:
    s3, iam = labcloud.boto3_client("s3"), labcloud.boto3_client("iam")
    role = _role(iam, "copy-role")
    _buckets(s3, "copy-src", "copy-dst")
    rule = _rule("copy-dst", Filter={"Prefix": "docs/"}, DeleteMarkerReplication=ENABLED)
    rule["Destination"]["StorageClass"] = "STANDARD_IA"
    s3.put_bucket_replication(Bucket="copy-src", ReplicationConfiguration={"Role": role, "Rules": [rule]})
    put = s3.put_object(
        Bucket="copy-src", Key="docs/a.txt", Body=b"hello", ContentType="text/plain", Metadata={"m": "1"}
    )
    version = put["VersionId"]
    assert _settled(s3, "copy-src", "docs/a.txt", version) == "COMPLETED"
    replica = s3.get_object(Bucket="copy-dst", Key="docs/a.txt")
    assert replica["VersionId"] == version and replica["Body"].read() == b"hello"
    assert replica["ReplicationStatus"] == "REPLICA" and replica["Metadata"] == {"m": "1"}
    assert replica["ContentType"] == "text/plain" and replica["StorageClass"] == "STANDARD_IA"
    assert replica["ETag"] == put["ETag"]
    # a key no rule matches is not replicated and has no status
    s3.put_object(Bucket="copy-src", Key="other.txt", Body=b"x")
    assert _status(s3, "copy-src", "other.txt") is None
    # a delete marker replicates (DeleteMarkerReplication Enabled), with its version id
    marker = s3.delete_object(Bucket="copy-src", Key="docs/a.txt")["VersionId"]
    listed = _until(lambda: s3.list_object_versions(Bucket="copy-dst").get("DeleteMarkers"))
    assert [m["VersionId"] for m in listed] == [marker]
    # deleting a version for good never replicates
    s3.delete_object(Bucket="copy-src", Key="docs/a.txt", VersionId=version)
    second = s3.put_object(Bucket="copy-src", Key="docs/b.txt", Body=b"b")["VersionId"]
    assert _settled(s3, "copy-src", "docs/b.txt", second) == "COMPLETED"
    kept = [v["VersionId"] for v in s3.list_object_versions(Bucket="copy-dst", Prefix="docs/a")["Versions"]]
    assert kept == [version]
    events = labcloud.get("/_labcloud/events?service=s3")
    done = [
        e["data"]
        for e in (events.get("events") if isinstance(events, dict) else events)
        if e["kind"] == "s3.replication.completed"
    ]
    assert {"bucket": "copy-src", "key": "docs/b.txt", "version_id": second} in [
        {k: d[k] for k in ("bucket", "key", "version_id")} for d in done
    ]


def test_markers_stay_home_without_delete_marker_replication(labcloud: Any) -> None:
    s3, iam = labcloud.boto3_client("s3"), labcloud.boto3_client("iam")
    role = _role(iam, "nomark-role")
    _buckets(s3, "nomark-src", "nomark-dst")
    s3.put_bucket_replication(
        Bucket="nomark-src", ReplicationConfiguration={"Role": role, "Rules": [_rule("nomark-dst")]}
    )
    first = s3.put_object(Bucket="nomark-src", Key="k", Body=b"1")["VersionId"]
    assert _settled(s3, "nomark-src", "k", first) == "COMPLETED"
    s3.delete_object(Bucket="nomark-src", Key="k")
    after = s3.put_object(Bucket="nomark-src", Key="j", Body=b"2")["VersionId"]
    assert _settled(s3, "nomark-src", "j", after) == "COMPLETED"
    assert "DeleteMarkers" not in s3.list_object_versions(Bucket="nomark-dst")
    assert s3.get_object(Bucket="nomark-dst", Key="k")["Body"].read() == b"1"


def test_failed_when_the_role_may_not_write_the_destination(labcloud: Any) -> None:
    s3, iam = labcloud.boto3_client("s3"), labcloud.boto3_client("iam")
    read_only = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "s3:GetObjectVersionForReplication", "Resource": "*"}],
    }
    role = _role(iam, "weak-role", read_only)
    _buckets(s3, "weak-src", "weak-dst")
    s3.put_bucket_replication(
        Bucket="weak-src", ReplicationConfiguration={"Role": role, "Rules": [_rule("weak-dst")]}
    )
    version = s3.put_object(Bucket="weak-src", Key="k", Body=b"1")["VersionId"]
    assert _settled(s3, "weak-src", "k", version) == "FAILED"
    assert error_of(s3.head_object, Bucket="weak-dst", Key="k") == ("404", 404)


def test_cross_region_destination(labcloud: Any) -> None:
    s3, iam = labcloud.boto3_client("s3"), labcloud.boto3_client("iam")
    far = labcloud.boto3_client("s3", region_name="eu-west-1")
    role = _role(iam, "far-role")
    _buckets(s3, "near-src")
    far.create_bucket(Bucket="far-dst", CreateBucketConfiguration={"LocationConstraint": "eu-west-1"})
    far.put_bucket_versioning(Bucket="far-dst", VersioningConfiguration=ENABLED)
    s3.put_bucket_replication(
        Bucket="near-src", ReplicationConfiguration={"Role": role, "Rules": [_rule("far-dst")]}
    )
    version = s3.put_object(Bucket="near-src", Key="k", Body=b"far")["VersionId"]
    assert _settled(s3, "near-src", "k", version) == "COMPLETED"
    assert far.get_bucket_location(Bucket="far-dst")["LocationConstraint"] == "eu-west-1"
    replica = far.get_object(Bucket="far-dst", Key="k", VersionId=version)
    assert replica["Body"].read() == b"far" and replica["ReplicationStatus"] == "REPLICA"


def test_iam_actions(labcloud: Any) -> None:
    s3, iam, sts = (labcloud.boto3_client(n) for n in ("s3", "iam", "sts"))
    role = _role(iam, "iam-repl-role")
    _buckets(s3, "iam-src", "iam-dst")
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
    reader = iam.create_role(RoleName="repl-reader", AssumeRolePolicyDocument=json.dumps(trust))["Role"][
        "Arn"
    ]
    iam.put_role_policy(
        RoleName="repl-reader",
        PolicyName="read",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {"Effect": "Allow", "Action": "s3:GetReplicationConfiguration", "Resource": "*"}
                ],
            }
        ),
    )
    creds = sts.assume_role(RoleArn=reader, RoleSessionName="reader")["Credentials"]
    session = labcloud.boto3_client(
        "s3",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    config = {"Role": role, "Rules": [_rule("iam-dst")]}
    assert error_of(session.put_bucket_replication, Bucket="iam-src", ReplicationConfiguration=config) == (
        "AccessDenied",
        403,
    )
    s3.put_bucket_replication(Bucket="iam-src", ReplicationConfiguration=config)
    assert session.get_bucket_replication(Bucket="iam-src")["ReplicationConfiguration"]["Role"] == role
    assert error_of(session.delete_bucket_replication, Bucket="iam-src") == ("AccessDenied", 403)


def test_aws_cli(labcloud: Any, tmp_path: Path) -> None:
    s3, iam = labcloud.boto3_client("s3"), labcloud.boto3_client("iam")
    role = _role(iam, "cli-role")
    _buckets(s3, "cli-src", "cli-dst")
    doc = tmp_path / "replication.json"
    doc.write_text(json.dumps({"Role": role, "Rules": [_rule("cli-dst")]}))
    labcloud.aws(
        "s3api",
        "put-bucket-replication",
        "--bucket",
        "cli-src",
        "--replication-configuration",
        f"file://{doc}",
    )
    got = json.loads(labcloud.aws("s3api", "get-bucket-replication", "--bucket", "cli-src").stdout)
    assert got["ReplicationConfiguration"]["Rules"][0]["Destination"]["Bucket"] == "arn:aws:s3:::cli-dst"
    labcloud.aws("s3api", "delete-bucket-replication", "--bucket", "cli-src")
    failed = labcloud.aws("s3api", "get-bucket-replication", "--bucket", "cli-src", check=False)
    assert failed.returncode != 0 and "ReplicationConfigurationNotFoundError" in failed.stderr


def test_a_pending_replication_survives_a_crash(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3, iam = server.boto3_client("s3"), server.boto3_client("iam")
        role = _role(iam, "crash-role")
        _buckets(s3, "crash-src", "crash-dst")
        s3.put_bucket_replication(
            Bucket="crash-src", ReplicationConfiguration={"Role": role, "Rules": [_rule("crash-dst")]}
        )
        server.stop()
        server.env = {**os.environ, ENV: "s3.replication.start"}
        server.start()
        s3 = server.boto3_client("s3")
        version = s3.put_object(Bucket="crash-src", Key="k", Body=b"kept")["VersionId"]
        assert server.proc is not None and server.proc.wait(60) == -9  # died before copying
        server.proc = None
        server.env = {k: v for k, v in os.environ.items() if k != ENV}
        server.start()
        s3 = server.boto3_client("s3")
        assert _settled(s3, "crash-src", "k", version) == "COMPLETED"
        assert s3.get_object(Bucket="crash-dst", Key="k", VersionId=version)["Body"].read() == b"kept"
    finally:
        server.stop()


def test_the_map_draws_replication_edges(labcloud: Any) -> None:
    s3, iam = labcloud.boto3_client("s3"), labcloud.boto3_client("iam")
    role = _role(iam, "map-role")
    _buckets(s3, "map-src", "map-dst")
    s3.put_bucket_replication(
        Bucket="map-src", ReplicationConfiguration={"Role": role, "Rules": [_rule("map-dst")]}
    )
    version = s3.put_object(Bucket="map-src", Key="k", Body=b"1")["VersionId"]
    assert _settled(s3, "map-src", "k", version) == "COMPLETED"
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as answer:  # noqa: S310
        doc = json.loads(answer.read())
    (edge,) = [e for e in doc["edges"] if e["kind"] == "replication" and e["from"] == "arn:aws:s3:::map-src"]
    assert edge["to"] == "arn:aws:s3:::map-dst" and edge["traffic"]["replicated"] == 1
