"""The ``aws`` CLI against ECS, what ECS answered 2xx for surviving a restart, IAM's ``ecs:`` actions on
cluster and task definition ARNs (with ``iam:PassRole`` for a task definition's roles), and the view's
map drawing clusters and services with the note that containers do not run."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from ecs_helpers import fargate_definition

from labcloud.testing.server_process import LabcloudProcess


def test_the_aws_cli_registers_runs_and_refuses(labcloud: LabcloudProcess, network: dict[str, str]) -> None:
    cluster = f"cli-{uuid.uuid4().hex[:6]}"
    made = labcloud.aws_json("ecs", "create-cluster", "--cluster-name", cluster)["cluster"]
    assert made["status"] == "ACTIVE"
    family = f"cli-{uuid.uuid4().hex[:6]}"
    registered = labcloud.aws_json(
        "ecs",
        "register-task-definition",
        "--family",
        family,
        "--network-mode",
        "awsvpc",
        "--requires-compatibilities",
        "FARGATE",
        "--cpu",
        "512",
        "--memory",
        "1024",
        "--container-definitions",
        json.dumps([{"name": "app", "image": "busybox", "command": ["sleep", "60"]}]),
    )["taskDefinition"]
    assert registered["taskDefinitionArn"].endswith(f"{family}:1")
    ran = labcloud.aws_json(
        "ecs",
        "run-task",
        "--cluster",
        cluster,
        "--task-definition",
        family,
        "--launch-type",
        "FARGATE",
        "--network-configuration",
        f"awsvpcConfiguration={{subnets=[{network['a']}],securityGroups=[{network['sg']}]}}",
    )
    arn = ran["tasks"][0]["taskArn"]
    labcloud.aws("ecs", "wait", "tasks-running", "--cluster", cluster, "--tasks", arn)
    listed = labcloud.aws_json("ecs", "list-tasks", "--cluster", cluster)["taskArns"]
    assert listed == [arn]
    bad = labcloud.aws("ecs", "describe-services", "--cluster", "nope", "--services", "x", check=False)
    assert bad.returncode != 0 and "ClusterNotFoundException" in bad.stderr
    fargate = labcloud.aws(
        "ecs",
        "register-task-definition",
        "--family",
        "x",
        "--requires-compatibilities",
        "FARGATE",
        "--cpu",
        "256",
        "--memory",
        "512",
        "--container-definitions",
        '[{"name":"a","image":"b"}]',
        check=False,
    )
    assert fargate.returncode != 0 and "ClientException" in fargate.stderr and "awsvpc" in fargate.stderr
    labcloud.aws("ecs", "stop-task", "--cluster", cluster, "--task", arn)
    labcloud.aws("ecs", "wait", "tasks-stopped", "--cluster", cluster, "--tasks", arn)


def test_what_ecs_answered_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ec2 = server.boto3_client("ec2")
        vpc = ec2.create_vpc(CidrBlock="10.50.0.0/16")["Vpc"]["VpcId"]
        subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.50.1.0/24")["Subnet"]["SubnetId"]
        ecs = server.boto3_client("ecs")
        ecs.create_cluster(clusterName="kept", tags=[{"key": "k", "value": "v"}])
        td = ecs.register_task_definition(**fargate_definition("kept"))["taskDefinition"]["taskDefinitionArn"]
        service = ecs.create_service(
            cluster="kept",
            serviceName="svc",
            taskDefinition=td,
            desiredCount=2,
            launchType="FARGATE",
            networkConfiguration={"awsvpcConfiguration": {"subnets": [subnet]}},
        )["service"]
        task = ecs.run_task(
            cluster="kept",
            taskDefinition=td,
            launchType="FARGATE",
            networkConfiguration={"awsvpcConfiguration": {"subnets": [subnet]}},
        )["tasks"][0]
        ecs.stop_task(cluster="kept", task=task["taskArn"], reason="by hand")
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        ecs = again.boto3_client("ecs")
        cluster = ecs.describe_clusters(clusters=["kept"], include=["TAGS"])["clusters"][0]
        assert cluster["tags"] == [{"key": "k", "value": "v"}] and cluster["activeServicesCount"] == 1
        assert (
            ecs.describe_task_definition(taskDefinition="kept")["taskDefinition"]["taskDefinitionArn"] == td
        )
        after = ecs.describe_services(cluster="kept", services=["svc"])["services"][0]
        assert after["runningCount"] == 2 and after["deployments"][0]["id"] == service["deployments"][0]["id"]
        stopped = ecs.describe_tasks(cluster="kept", tasks=[task["taskArn"]])["tasks"][0]
        assert stopped["lastStatus"] == "STOPPED" and stopped["stoppedReason"] == "by hand"
        assert len(ecs.list_tasks(cluster="kept", serviceName="svc")["taskArns"]) == 2
    finally:
        again.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


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
        "ecs", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )


def test_iam_grants_ecs_actions_on_cluster_arns(enforcing: LabcloudProcess) -> None:
    root = enforcing.boto3_client("ecs")
    mine = root.create_cluster(clusterName="mine")["cluster"]["clusterArn"]
    root.create_cluster(clusterName="theirs")
    ecs = _user(
        enforcing,
        "ops",
        [{"Effect": "Allow", "Action": ["ecs:DescribeClusters", "ecs:ListServices"], "Resource": mine}],
    )
    assert ecs.describe_clusters(clusters=["mine"])["clusters"][0]["clusterArn"] == mine
    assert ecs.list_services(cluster="mine")["serviceArns"] == []
    for call, kwargs in (
        (ecs.describe_clusters, {"clusters": ["theirs"]}),
        (ecs.delete_cluster, {"cluster": "mine"}),
        (ecs.create_cluster, {"clusterName": "new"}),
    ):
        with pytest.raises(ClientError) as caught:
            call(**kwargs)
        assert caught.value.response["Error"]["Code"] == "AccessDeniedException"


def test_registering_a_task_role_needs_pass_role(enforcing: LabcloudProcess) -> None:
    iam = enforcing.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "ecs-tasks.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    role = iam.create_role(RoleName="task-role", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    ecs = _user(
        enforcing, "deployer", [{"Effect": "Allow", "Action": "ecs:RegisterTaskDefinition", "Resource": "*"}]
    )
    assert ecs.register_task_definition(**fargate_definition("no-role"))["taskDefinition"]["revision"] == 1
    with pytest.raises(ClientError) as caught:
        ecs.register_task_definition(**fargate_definition("with-role", taskRoleArn=role))
    assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
    assert "iam:PassRole" in caught.value.response["Error"]["Message"]


def test_the_map_draws_clusters_and_services_saying_containers_do_not_run(
    labcloud: LabcloudProcess, ecs: Any, network: dict[str, str], taskdef: str
) -> None:
    cluster = ecs.create_cluster(clusterName=f"map-{uuid.uuid4().hex[:6]}")["cluster"]
    service = ecs.create_service(
        cluster=cluster["clusterName"],
        serviceName="drawn",
        taskDefinition=taskdef,
        desiredCount=1,
        launchType="FARGATE",
        networkConfiguration={"awsvpcConfiguration": {"subnets": [network["a"]]}},
    )["service"]
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[cluster["clusterArn"]]["kind"] == "ecs.cluster"
    assert "containers do not run in labcloud" in nodes[cluster["clusterArn"]]["facts"]["note"]
    assert nodes[service["serviceArn"]]["facts"]["task_records"] == 1
    edges = {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}
    assert ("service-of", service["serviceArn"], cluster["clusterArn"]) in edges
    assert ("in-subnet", service["serviceArn"], network["a"]) in edges
