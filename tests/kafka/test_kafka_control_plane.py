"""MSK's control plane against a real server: a provisioned cluster with a configuration, SASL/SCRAM and
IAM, CREATING → ACTIVE on the clock, AWS's bootstrap host names per listener, lists and filters, tags,
policies, deletion; a serverless cluster; and the refusals with MSK's codes and invalidParameter."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
import zlib
from typing import Any

from kafka_helpers import error, network, unique

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess

PROPERTIES = b"auto.create.topics.enable=true\n# a comment\nnum.partitions=3\n"
HOST = r"b-[123]\.{name}\.[a-z0-9]{{6}}\.c\d+\.kafka\.us-east-1\.amazonaws\.com:{port}"


def _group(net: dict[str, Any]) -> dict[str, Any]:
    return {"ClientSubnets": net["subnets"], "InstanceType": "kafka.m5.large", "SecurityGroups": [net["sg"]]}


def test_a_provisioned_cluster_from_creation_to_deletion(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
) -> None:
    kafka = labcloud.boto3_client("kafka")
    net = network(labcloud, 71)
    config = kafka.create_configuration(
        Name=unique("conf"), KafkaVersions=["3.5.1"], ServerProperties=PROPERTIES, Description="first"
    )
    assert config["LatestRevision"]["Revision"] == 1 and config["State"] == "ACTIVE"
    updated = kafka.update_configuration(Arn=config["Arn"], ServerProperties=b"num.partitions=6\n")
    assert updated["LatestRevision"]["Revision"] == 2
    revision = kafka.describe_configuration_revision(Arn=config["Arn"], Revision=1)
    assert revision["ServerProperties"] == PROPERTIES and revision["Description"] == "first"
    assert config["Arn"] in [c["Arn"] for c in kafka.list_configurations()["Configurations"]]
    name = unique("orders")
    made = kafka.create_cluster(
        ClusterName=name,
        KafkaVersion="3.5.1",
        NumberOfBrokerNodes=2,
        BrokerNodeGroupInfo=_group(net),
        ConfigurationInfo={"Arn": config["Arn"], "Revision": 2},
        ClientAuthentication={"Sasl": {"Scram": {"Enabled": True}, "Iam": {"Enabled": True}}},
        EncryptionInfo={"EncryptionInTransit": {"ClientBroker": "TLS", "InCluster": True}},
        LoggingInfo={"BrokerLogs": {"CloudWatchLogs": {"Enabled": True, "LogGroup": "msk-logs"}}},
        Tags={"team": "orders"},
    )
    arn = made["ClusterArn"]
    assert made["State"] == "CREATING"
    assert re.fullmatch(rf"arn:aws:kafka:us-east-1:\d{{12}}:cluster/{name}/[0-9a-f-]{{36}}-\d+", arn)
    assert error(kafka.get_bootstrap_brokers, ClusterArn=arn)[:2] == ("ConflictException", 409)
    assert error(kafka.delete_configuration, Arn=config["Arn"])[:2] == ("BadRequestException", 400)
    labcloud_clock.advance(2)
    info = kafka.describe_cluster(ClusterArn=arn)["ClusterInfo"]
    assert info["State"] == "ACTIVE" and info["NumberOfBrokerNodes"] == 2
    assert info["CurrentBrokerSoftwareInfo"] == {
        "KafkaVersion": "3.5.1",
        "ConfigurationArn": config["Arn"],
        "ConfigurationRevision": 2,
    }
    assert info["ClientAuthentication"]["Unauthenticated"] == {"Enabled": False}
    assert info["BrokerNodeGroupInfo"]["StorageInfo"]["EbsStorageInfo"]["VolumeSize"] == 100
    assert info["ZookeeperConnectString"].startswith("z-1.")
    brokers = kafka.get_bootstrap_brokers(ClusterArn=arn)
    assert "BootstrapBrokerString" not in brokers and "BootstrapBrokerStringTls" not in brokers
    for member, port in (("BootstrapBrokerStringSaslScram", 9096), ("BootstrapBrokerStringSaslIam", 9098)):
        hosts = brokers[member].split(",")
        assert len(hosts) == 2 and all(re.fullmatch(HOST.format(name=name, port=port), h) for h in hosts)
    v2 = kafka.describe_cluster_v2(ClusterArn=arn)["ClusterInfo"]
    assert v2["ClusterType"] == "PROVISIONED" and v2["Provisioned"]["EnhancedMonitoring"] == "DEFAULT"
    second = kafka.create_cluster_v2(
        ClusterName=name + "-b",
        Provisioned={
            "KafkaVersion": "3.7.x.kraft",
            "NumberOfBrokerNodes": 2,
            "BrokerNodeGroupInfo": _group(net),
            "EncryptionInfo": {"EncryptionInTransit": {"ClientBroker": "TLS_PLAINTEXT"}},
        },
    )
    labcloud_clock.advance(2)
    plain = kafka.get_bootstrap_brokers(ClusterArn=second["ClusterArn"])
    assert plain["BootstrapBrokerString"].endswith(":9092") and plain["BootstrapBrokerStringTls"].endswith(
        ":9094"
    )
    assert (
        "ZookeeperConnectString" not in kafka.describe_cluster(ClusterArn=second["ClusterArn"])["ClusterInfo"]
    )
    page = kafka.list_clusters(ClusterNameFilter=name, MaxResults=1)
    assert len(page["ClusterInfoList"]) == 1 and page["NextToken"]
    rest = kafka.list_clusters(ClusterNameFilter=name, MaxResults=1, NextToken=page["NextToken"])
    assert {page["ClusterInfoList"][0]["ClusterName"], rest["ClusterInfoList"][0]["ClusterName"]} == {
        name,
        name + "-b",
    }
    kafka.tag_resource(ResourceArn=arn, Tags={"env": "dev"})
    kafka.untag_resource(ResourceArn=arn, TagKeys=["team"])
    assert kafka.list_tags_for_resource(ResourceArn=arn)["Tags"] == {"env": "dev"}
    policy = '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Principal":"*","Action":"kafka:*","Resource":"*"}]}'
    version = kafka.put_cluster_policy(ClusterArn=arn, Policy=policy)["CurrentVersion"]
    got = kafka.get_cluster_policy(ClusterArn=arn)
    assert (got["Policy"], got["CurrentVersion"]) == (policy, version)
    kafka.delete_cluster_policy(ClusterArn=arn)
    assert error(kafka.get_cluster_policy, ClusterArn=arn)[:2] == ("NotFoundException", 404)
    assert kafka.delete_cluster(ClusterArn=arn)["State"] == "DELETING"
    assert kafka.describe_cluster_v2(ClusterArn=arn)["ClusterInfo"]["State"] == "DELETING"
    labcloud_clock.advance(2)
    assert error(kafka.describe_cluster, ClusterArn=arn) == ("NotFoundException", 404, "clusterArn")
    assert [c["ClusterName"] for c in kafka.list_clusters_v2(ClusterNameFilter=name)["ClusterInfoList"]] == [
        name + "-b"
    ]


def test_serverless_clusters_and_refusals(labcloud: LabcloudProcess, labcloud_clock: ServerClock) -> None:
    kafka = labcloud.boto3_client("kafka")
    net = network(labcloud, 72)
    other = network(labcloud, 73)
    name = unique("events")
    vpc = [{"SubnetIds": net["subnets"], "SecurityGroupIds": [net["sg"]]}]
    iam = {"Sasl": {"Iam": {"Enabled": True}}}
    made = kafka.create_cluster_v2(
        ClusterName=name, Serverless={"VpcConfigs": vpc, "ClientAuthentication": iam}
    )
    assert made["ClusterType"] == "SERVERLESS" and made["State"] == "CREATING"
    labcloud_clock.advance(2)
    brokers = kafka.get_bootstrap_brokers(ClusterArn=made["ClusterArn"])
    assert re.fullmatch(
        r"boot-[a-z0-9]{6}\.c\d+\.kafka-serverless\.us-east-1\.amazonaws\.com:9098",
        brokers["BootstrapBrokerStringSaslIam"],
    )
    listed = kafka.list_clusters_v2(ClusterTypeFilter="SERVERLESS", ClusterNameFilter=name)["ClusterInfoList"]
    assert [c["Serverless"]["VpcConfigs"][0]["SubnetIds"] for c in listed] == [net["subnets"]]
    assert kafka.list_clusters(ClusterNameFilter=name)["ClusterInfoList"] == []
    group = _group(net)
    base = {
        "ClusterName": unique("bad"),
        "KafkaVersion": "3.5.1",
        "NumberOfBrokerNodes": 2,
        "BrokerNodeGroupInfo": group,
    }
    cases: list[tuple[Any, dict[str, Any], tuple[str, int, str]]] = [
        (
            kafka.describe_cluster,
            {"ClusterArn": made["ClusterArn"]},
            ("BadRequestException", 400, "clusterArn"),
        ),
        (
            kafka.create_cluster_v2,
            {"ClusterName": name, "Serverless": {"VpcConfigs": vpc, "ClientAuthentication": iam}},
            ("ConflictException", 409, "clusterName"),
        ),
        (
            kafka.create_cluster_v2,
            {"ClusterName": unique("x"), "Serverless": {"VpcConfigs": vpc}},
            ("BadRequestException", 400, "clientAuthentication"),
        ),
        (kafka.create_cluster_v2, {"ClusterName": unique("x")}, ("BadRequestException", 400, "provisioned")),
        (
            kafka.create_cluster,
            {**base, "KafkaVersion": "2.2.1"},
            ("BadRequestException", 400, "kafkaVersion"),
        ),
        (
            kafka.create_cluster,
            {**base, "KafkaVersion": "9.9.9"},
            ("BadRequestException", 400, "kafkaVersion"),
        ),
        (
            kafka.create_cluster,
            {**base, "NumberOfBrokerNodes": 3},
            ("BadRequestException", 400, "numberOfBrokerNodes"),
        ),
        (
            kafka.create_cluster,
            {**base, "BrokerNodeGroupInfo": {**group, "ClientSubnets": net["subnets"][:1]}},
            ("BadRequestException", 400, "clientSubnets"),
        ),
        (
            kafka.create_cluster,
            {
                **base,
                "BrokerNodeGroupInfo": {
                    **group,
                    "ClientSubnets": ["subnet-0000000000000000a", net["subnets"][1]],
                },
            },
            ("BadRequestException", 400, "clientSubnets"),
        ),
        (
            kafka.create_cluster,
            {**base, "BrokerNodeGroupInfo": {**group, "SecurityGroups": [other["sg"]]}},
            ("BadRequestException", 400, "clientSubnets"),
        ),
        (
            kafka.create_cluster,
            {**base, "BrokerNodeGroupInfo": {**group, "InstanceType": "m5.large"}},
            ("BadRequestException", 400, "instanceType"),
        ),
        (
            kafka.create_cluster,
            {**base, "EncryptionInfo": {"EncryptionAtRest": {"DataVolumeKMSKeyId": "alias/none"}}},
            ("BadRequestException", 400, "dataVolumeKMSKeyId"),
        ),
        (
            kafka.create_cluster,
            {
                **base,
                "EncryptionInfo": {"EncryptionInTransit": {"ClientBroker": "PLAINTEXT"}},
                "ClientAuthentication": iam,
            },
            ("BadRequestException", 400, "clientAuthentication"),
        ),
        (
            kafka.create_cluster,
            {**base, "LoggingInfo": {"BrokerLogs": {"S3": {"Enabled": True}}}},
            ("BadRequestException", 400, "bucket"),
        ),
        (
            kafka.create_cluster,
            {
                **base,
                "ConfigurationInfo": {
                    "Arn": made["ClusterArn"].replace(":cluster/", ":configuration/"),
                    "Revision": 1,
                },
            },
            ("BadRequestException", 400, "configurationInfo"),
        ),
        (
            kafka.list_clusters_v2,
            {"ClusterTypeFilter": "BIG"},
            ("BadRequestException", 400, "clusterTypeFilter"),
        ),
        (kafka.list_clusters_v2, {"NextToken": "abc"}, ("BadRequestException", 400, "nextToken")),
        (
            kafka.delete_cluster,
            {"ClusterArn": made["ClusterArn"], "CurrentVersion": "WRONG"},
            ("BadRequestException", 400, "currentVersion"),
        ),
        (
            kafka.create_configuration,
            {"Name": unique("c"), "ServerProperties": b"no equals sign"},
            ("BadRequestException", 400, "serverProperties"),
        ),
        (
            kafka.describe_configuration_revision,
            {"Arn": made["ClusterArn"].replace(":cluster/", ":configuration/"), "Revision": 1},
            ("BadRequestException", 400, "arn"),
        ),
        (
            kafka.tag_resource,
            {"ResourceArn": made["ClusterArn"], "Tags": {"aws:x": "y"}},
            ("BadRequestException", 400, "tags"),
        ),
        (kafka.list_nodes, {"ClusterArn": made["ClusterArn"]}, ("NotImplementedException", 501, "")),
    ]
    for call, kwargs, expected in cases:
        assert error(call, **kwargs) == expected, (call, kwargs)
    assert kafka.delete_cluster(ClusterArn=made["ClusterArn"])["State"] == "DELETING"


def test_records_enter_topic_logs_through_labcloud_route(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
) -> None:
    kafka = labcloud.boto3_client("kafka")
    net = network(labcloud, 76)
    name = unique("feed")
    made = kafka.create_cluster(
        ClusterName=name, KafkaVersion="3.6.0", NumberOfBrokerNodes=2, BrokerNodeGroupInfo=_group(net)
    )
    path = f"{labcloud.endpoint}/_labcloud/kafka/{name}/topics/orders"
    assert _post(path, {"records": [{"value": "x"}]})[0] == 409  # still CREATING
    labcloud_clock.advance(2)
    status, placed = _post(
        path,
        {
            "partitions": 2,
            "records": [
                {"key": "k1", "value": "one", "headers": [{"h": "v"}]},
                {"key": "k1", "value": "two"},
                {"valueBase64": "dGhyZWU=", "partition": 1, "timestamp": 1700000000000},
            ],
        },
    )
    assert status == 200
    keyed = zlib.crc32(b"k1") % 2  # a keyed record goes to its key's partition
    assert placed["records"][:2] == [{"partition": keyed, "offset": 0}, {"partition": keyed, "offset": 1}]
    assert placed["records"][2] == {"partition": 1, "offset": 2 if keyed == 1 else 0}
    by_id = f"/_labcloud/kafka/{made['ClusterArn'].rsplit('/', 1)[-1]}/topics/orders?partition={keyed}"
    read = labcloud.get(by_id)
    assert [r["valueBase64"] for r in read["records"]] == ["b25l", "dHdv"] + (
        ["dGhyZWU="] if keyed == 1 else []
    )
    assert read["records"][0]["headers"] == [{"h": "dg=="}]
    assert len(read["partitions"]) == 2
    own = f"{labcloud.endpoint}/_labcloud/kafka/self-managed/topics/t1?bootstrapServers=b:9092,a:9092"
    assert _post(own, {"records": [{"value": "s"}]}) == (200, {"records": [{"partition": 0, "offset": 0}]})
    for url, body, expected in (
        (path, {"records": []}, 400),
        (path, {"records": [{"value": 1}]}, 400),
        (path, {"records": [{"value": "x", "partition": 5}]}, 400),
        (path, {"partitions": 3, "records": [{"value": "x"}]}, 400),
        (path, {"records": [{"value": "x", "colour": "red"}]}, 400),
        (path.replace(name, "nope"), {"records": [{"value": "x"}]}, 404),
        (own.split("?")[0], {"records": [{"value": "x"}]}, 400),
    ):
        assert _post(url, body)[0] == expected, (url, body)


def _post(url: str, body: Any) -> tuple[int, Any]:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), method="POST", headers={"content-type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())
