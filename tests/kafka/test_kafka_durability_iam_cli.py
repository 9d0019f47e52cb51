"""One server with IAM enforced and a data dir: the ``aws`` CLI creating a configuration, what MSK answered
2xx surviving a restart, and ``kafka:`` actions authorized on the cluster ARN AWS uses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from kafka_helpers import error, network

from labcloud.testing.server_process import LabcloudProcess


def _user(server: LabcloudProcess, name: str, statements: list[dict[str, Any]]) -> Any:
    iam = server.boto3_client("iam")
    iam.create_user(UserName=name)
    key = iam.create_access_key(UserName=name)["AccessKey"]
    iam.put_user_policy(
        UserName=name,
        PolicyName="p",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": statements}),
    )
    return server.boto3_client(
        "kafka", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )


def test_the_cli_a_restart_and_iam(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data", extra_args=["--enforce-iam"]).start()
    try:
        props = tmp_path / "server.properties"
        props.write_text("num.partitions=2\n")
        config = server.aws_json(
            "kafka", "create-configuration", "--name", "kept", "--server-properties", f"fileb://{props}"
        )
        kafka = server.boto3_client("kafka")
        net = network(server, 74)
        group = {"ClientSubnets": net["subnets"], "InstanceType": "kafka.t3.small"}
        kept = kafka.create_cluster(
            ClusterName="kept",
            KafkaVersion="3.6.0",
            NumberOfBrokerNodes=2,
            BrokerNodeGroupInfo=group,
            ConfigurationInfo={"Arn": config["Arn"], "Revision": 1},
            Tags={"k": "v"},
        )["ClusterArn"]
        other = kafka.create_cluster(
            ClusterName="other", KafkaVersion="3.6.0", NumberOfBrokerNodes=2, BrokerNodeGroupInfo=group
        )["ClusterArn"]
        scoped = _user(
            server,
            "reader",
            [
                {"Effect": "Allow", "Action": "kafka:DescribeClusterV2", "Resource": kept},
                {
                    "Effect": "Allow",
                    "Action": "kafka:CreateClusterV2",
                    "Resource": "arn:aws:kafka:us-east-1:*:cluster/mine/*",
                },
            ],
        )
        assert scoped.describe_cluster_v2(ClusterArn=kept)["ClusterInfo"]["ClusterName"] == "kept"
        serverless = {
            "VpcConfigs": [{"SubnetIds": net["subnets"]}],
            "ClientAuthentication": {"Sasl": {"Iam": {"Enabled": True}}},
        }
        assert (
            scoped.create_cluster_v2(ClusterName="mine", Serverless=serverless)["ClusterType"] == "SERVERLESS"
        )
        for call, kwargs in (
            (scoped.describe_cluster_v2, {"ClusterArn": other}),
            (scoped.list_clusters_v2, {}),
            (scoped.create_cluster_v2, {"ClusterName": "theirs", "Serverless": serverless}),
        ):
            assert error(call, **kwargs)[:2] == ("AccessDeniedException", 403)
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        kafka = again.boto3_client("kafka")
        found = kafka.describe_cluster(ClusterArn=kept)["ClusterInfo"]
        assert (
            found["Tags"] == {"k": "v"} and found["CurrentBrokerSoftwareInfo"]["ConfigurationRevision"] == 1
        )
        revision = kafka.describe_configuration_revision(Arn=config["Arn"], Revision=1)
        assert revision["ServerProperties"] == b"num.partitions=2\n"
        names = {c["ClusterName"] for c in kafka.list_clusters_v2()["ClusterInfoList"]}
        assert names == {"kept", "other", "mine"}
    finally:
        again.stop()
