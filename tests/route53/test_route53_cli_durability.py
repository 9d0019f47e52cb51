"""The real ``aws`` CLI over rest-xml, zones surviving kill -9 and restart, IAM on route53 ARNs, the map
and the events."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _get(labcloud: LabcloudProcess, path: str) -> Any:
    with urllib.request.urlopen(labcloud.endpoint + path, timeout=30) as response:
        return json.loads(response.read())


def test_the_cli_drives_zones_and_records(labcloud: LabcloudProcess) -> None:
    aws = labcloud.aws_json
    made = aws("route53", "create-hosted-zone", "--name", "cli.example", "--caller-reference", "c1")
    zone_id = made["HostedZone"]["Id"]
    batch = {
        "Changes": [
            {
                "Action": "UPSERT",
                "ResourceRecordSet": {
                    "Name": "www.cli.example",
                    "Type": "A",
                    "TTL": 60,
                    "ResourceRecords": [{"Value": "192.0.2.5"}],
                },
            }
        ]
    }
    change = aws(
        "route53",
        "change-resource-record-sets",
        "--hosted-zone-id",
        zone_id,
        "--change-batch",
        json.dumps(batch),
    )
    waited = labcloud.aws(
        "route53", "wait", "resource-record-sets-changed", "--id", change["ChangeInfo"]["Id"]
    )
    assert waited.returncode == 0
    sets = aws("route53", "list-resource-record-sets", "--hosted-zone-id", zone_id)["ResourceRecordSets"]
    assert [s["Name"] for s in sets] == ["cli.example.", "cli.example.", "www.cli.example."]
    found = aws("route53", "list-hosted-zones-by-name", "--dns-name", "cli.example")["HostedZones"]
    assert found[0]["Id"] == zone_id
    failed = labcloud.aws(
        "route53",
        "change-resource-record-sets",
        "--hosted-zone-id",
        zone_id,
        "--change-batch",
        json.dumps({"Changes": [{**batch["Changes"][0], "Action": "CREATE"}]}),
        check=False,
    )
    assert (
        failed.returncode != 0
        and "(InvalidChangeBatch)" in failed.stderr
        and "already exists" in failed.stderr
    )
    busy = labcloud.aws("route53", "delete-hosted-zone", "--id", zone_id, check=False)
    assert "(HostedZoneNotEmpty)" in busy.stderr
    missing = labcloud.aws("route53", "get-hosted-zone", "--id", "ZNOSUCHZONE", check=False)
    assert "(NoSuchHostedZone)" in missing.stderr
    check = aws(
        "route53",
        "create-health-check",
        "--caller-reference",
        "h1",
        "--health-check-config",
        "Type=TCP,IPAddress=192.0.2.1,Port=22",
    )
    assert check["HealthCheck"]["HealthCheckConfig"]["Type"] == "TCP"
    status = aws("route53", "get-health-check-status", "--health-check-id", check["HealthCheck"]["Id"])
    assert status["HealthCheckObservations"][0]["StatusReport"]["Status"].startswith("Success")


def test_zones_survive_kill_and_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        r53 = server.boto3_client("route53")
        zone = r53.create_hosted_zone(Name="keep.example", CallerReference="k")["HostedZone"]["Id"]
        r53.change_resource_record_sets(
            HostedZoneId=zone,
            ChangeBatch={
                "Changes": [
                    {
                        "Action": "CREATE",
                        "ResourceRecordSet": {
                            "Name": "a.keep.example",
                            "Type": "TXT",
                            "TTL": 5,
                            "ResourceRecords": [{"Value": '"v"'}],
                        },
                    }
                ]
            },
        )
        check = r53.create_health_check(
            CallerReference="k",
            HealthCheckConfig={"Type": "HTTPS", "FullyQualifiedDomainName": "keep.example"},
        )["HealthCheck"]
        r53.change_tags_for_resource(
            ResourceType="hostedzone", ResourceId=zone.split("/")[-1], AddTags=[{"Key": "k", "Value": "v"}]
        )
        server.kill()
        server.start()
        r53 = server.boto3_client("route53")
        assert r53.get_hosted_zone(Id=zone)["HostedZone"]["ResourceRecordSetCount"] == 3
        assert r53.get_health_check(HealthCheckId=check["Id"])["HealthCheck"] == check
        tags = r53.list_tags_for_resource(ResourceType="hostedzone", ResourceId=zone.split("/")[-1])
        assert tags["ResourceTagSet"]["Tags"] == [{"Key": "k", "Value": "v"}]
        with pytest.raises(ClientError) as err:
            r53.create_hosted_zone(Name="again.example", CallerReference="k")
        assert err.value.response["Error"]["Code"] == "HostedZoneAlreadyExists"
    finally:
        server.stop()


def test_the_map_draws_zones_and_checks_and_the_bus_has_events(labcloud: LabcloudProcess) -> None:
    r53 = labcloud.boto3_client("route53")
    zone = r53.create_hosted_zone(Name="map.example", CallerReference="m")["HostedZone"]["Id"]
    vpc_id = labcloud.boto3_client("ec2").create_vpc(CidrBlock="10.3.0.0/16")["Vpc"]["VpcId"]
    private = r53.create_hosted_zone(
        Name="in.vpc", CallerReference="p", VPC={"VPCId": vpc_id, "VPCRegion": "us-east-1"}
    )["HostedZone"]["Id"].split("/")[-1]
    check = r53.create_health_check(
        CallerReference="m", HealthCheckConfig={"Type": "TCP", "IPAddress": "192.0.2.1", "Port": 22}
    )["HealthCheck"]["Id"]
    r53.change_resource_record_sets(
        HostedZoneId=zone,
        ChangeBatch={
            "Changes": [
                {
                    "Action": "CREATE",
                    "ResourceRecordSet": {
                        "Name": "w.map.example",
                        "Type": "A",
                        "TTL": 5,
                        "ResourceRecords": [{"Value": "192.0.2.1"}],
                    },
                }
            ]
        },
    )
    doc = _get(labcloud, "/_labcloud/map")
    assert doc["problems"] == []
    nodes = {n["id"]: n for n in doc["nodes"] if n["kind"].startswith("route53.")}
    zone_id = zone.split("/")[-1]
    assert nodes[zone_id]["label"] == "map.example." and nodes[zone_id]["facts"] == {
        "records": 3,
        "private": False,
    }
    assert nodes[check]["kind"] == "route53.health_check"
    assert nodes[private]["facts"] == {"records": 2, "private": True}
    assert any(e["kind"] == "in-vpc" and e["from"] == private and e["to"] == vpc_id for e in doc["edges"])
    found = _get(labcloud, "/_labcloud/events?service=route53")
    events = found["events"] if isinstance(found, dict) else found
    kinds = [e["kind"] for e in events]
    assert {"route53.zone.created", "route53.health_check.created", "route53.records.changed"} <= set(kinds)
    changed = next(e for e in events if e["kind"] == "route53.records.changed")
    assert changed["resource"] == zone
    assert changed["data"]["changes"] == [{"action": "CREATE", "name": "w.map.example.", "type": "A"}]


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_iam_governs_zones_by_their_arns(enforcing: LabcloudProcess) -> None:
    root = enforcing.boto3_client("route53")
    mine = root.create_hosted_zone(Name="mine.example", CallerReference="a")["HostedZone"]["Id"].split("/")[
        -1
    ]
    theirs = root.create_hosted_zone(Name="theirs.example", CallerReference="b")["HostedZone"]["Id"].split(
        "/"
    )[-1]
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="dns")
    key = iam.create_access_key(UserName="dns")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": ["route53:ListHostedZones", "route53:GetChange"], "Resource": "*"},
            {
                "Effect": "Allow",
                "Action": ["route53:GetHostedZone", "route53:ChangeResourceRecordSets"],
                "Resource": f"arn:aws:route53:::hostedzone/{mine}",
            },
        ],
    }
    iam.put_user_policy(UserName="dns", PolicyName="p", PolicyDocument=json.dumps(policy))
    user = enforcing.boto3_client(
        "route53", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    assert len(user.list_hosted_zones()["HostedZones"]) == 2
    assert user.get_hosted_zone(Id=mine)["HostedZone"]["Name"] == "mine.example."
    with pytest.raises(ClientError) as err:
        user.get_hosted_zone(Id=theirs)
    assert err.value.response["Error"]["Code"] == "AccessDenied"
    assert "route53:GetHostedZone" in err.value.response["Error"]["Message"]
    assert err.value.response["ResponseMetadata"]["HTTPStatusCode"] == 403
    with pytest.raises(ClientError) as err:
        user.create_hosted_zone(Name="new.example", CallerReference="c")
    assert err.value.response["Error"]["Code"] == "AccessDenied"
