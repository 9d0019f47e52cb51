"""Clusters, task definitions, services and tasks through boto3: AWS's shapes, its checks and exact
error codes, and the honest task model (records whose containers never run)."""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest
from botocore.exceptions import ClientError
from ecs_helpers import awsvpc, fargate_definition

from labcloud.testing.server_process import LabcloudProcess


def code_of(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def message_of(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Message"])


def test_clusters_are_created_idempotently_described_updated_and_deleted(ecs: Any) -> None:
    name = f"c-{uuid.uuid4().hex[:8]}"
    made = ecs.create_cluster(
        clusterName=name,
        capacityProviders=["FARGATE", "FARGATE_SPOT"],
        defaultCapacityProviderStrategy=[{"capacityProvider": "FARGATE", "weight": 1, "base": 1}],
        settings=[{"name": "containerInsights", "value": "enabled"}],
        tags=[{"key": "team", "value": "a"}],
    )["cluster"]
    assert made["clusterArn"] == f"arn:aws:ecs:us-east-1:000000000000:cluster/{name}"
    assert made["status"] == "ACTIVE" and made["capacityProviders"] == ["FARGATE", "FARGATE_SPOT"]
    assert made["registeredContainerInstancesCount"] == 0
    assert ecs.create_cluster(clusterName=name)["cluster"]["clusterArn"] == made["clusterArn"]
    described = ecs.describe_clusters(clusters=[name, "nope"], include=["TAGS"])
    assert described["clusters"][0]["tags"] == [{"key": "team", "value": "a"}]
    assert described["clusters"][0]["settings"] == [{"name": "containerInsights", "value": "enabled"}]
    assert described["failures"] == [
        {"arn": "arn:aws:ecs:us-east-1:000000000000:cluster/nope", "reason": "MISSING"}
    ]
    assert made["clusterArn"] in ecs.list_clusters()["clusterArns"]
    updated = ecs.update_cluster_settings(
        cluster=name, settings=[{"name": "containerInsights", "value": "disabled"}]
    )
    assert updated["cluster"]["settings"] == [{"name": "containerInsights", "value": "disabled"}]
    put = ecs.put_cluster_capacity_providers(
        cluster=name, capacityProviders=["FARGATE"], defaultCapacityProviderStrategy=[]
    )["cluster"]
    assert put["capacityProviders"] == ["FARGATE"]
    assert ecs.delete_cluster(cluster=name)["cluster"]["status"] == "INACTIVE"
    assert ecs.describe_clusters(clusters=[name])["failures"][0]["reason"] == "MISSING"
    assert code_of(ecs.delete_cluster, cluster=name) == "ClusterNotFoundException"
    assert code_of(ecs.update_cluster_settings, cluster=name, settings=[]) == "ClusterNotFoundException"


def test_cluster_checks_answer_invalid_parameter(ecs: Any) -> None:
    assert code_of(ecs.create_cluster, clusterName="bad name") == "InvalidParameterException"
    assert (
        code_of(ecs.create_cluster, clusterName="x1", capacityProviders=["my-asg"])
        == "InvalidParameterException"
    )
    assert (
        code_of(
            ecs.create_cluster,
            clusterName="x2",
            capacityProviders=["FARGATE"],
            defaultCapacityProviderStrategy=[{"capacityProvider": "FARGATE_SPOT", "weight": 1}],
        )
        == "InvalidParameterException"
    )
    assert (
        code_of(
            ecs.create_cluster, clusterName="x3", settings=[{"name": "containerInsights", "value": "maybe"}]
        )
        == "InvalidParameterException"
    )


def test_task_definitions_have_revisions_and_aws_checks(ecs: Any, role: str) -> None:
    family = f"f-{uuid.uuid4().hex[:8]}"
    first = ecs.register_task_definition(
        **fargate_definition(family, role), tags=[{"key": "k", "value": "v"}]
    )
    td = first["taskDefinition"]
    assert td["revision"] == 1 and td["taskDefinitionArn"].endswith(f"task-definition/{family}:1")
    assert td["compatibilities"] == ["EC2", "FARGATE"] and td["status"] == "ACTIVE"
    container = td["containerDefinitions"][0]
    assert container["essential"] is True and container["portMappings"] == [
        {"containerPort": 80, "hostPort": 80, "protocol": "tcp"}
    ]
    assert first["tags"] == [{"key": "k", "value": "v"}]
    second = ecs.register_task_definition(**fargate_definition(family, role, cpu="1 vCPU", memory="2 GB"))
    assert second["taskDefinition"]["revision"] == 2
    assert ecs.describe_task_definition(taskDefinition=family)["taskDefinition"]["revision"] == 2
    tagged = ecs.describe_task_definition(taskDefinition=f"{family}:1", include=["TAGS"])
    assert tagged["tags"] == [{"key": "k", "value": "v"}]
    assert ecs.list_task_definitions(familyPrefix=family)["taskDefinitionArns"] == [
        td["taskDefinitionArn"],
        second["taskDefinition"]["taskDefinitionArn"],
    ]
    assert family in ecs.list_task_definition_families(familyPrefix=family[:6])["families"]
    gone = ecs.deregister_task_definition(taskDefinition=f"{family}:1")["taskDefinition"]
    assert gone["status"] == "INACTIVE" and "deregisteredAt" in gone
    assert ecs.list_task_definitions(familyPrefix=family, status="INACTIVE")["taskDefinitionArns"] == [
        td["taskDefinitionArn"]
    ]
    deleted = ecs.delete_task_definitions(taskDefinitions=[f"{family}:1", f"{family}:2", f"{family}:9"])
    assert [d["status"] for d in deleted["taskDefinitions"]] == ["DELETE_IN_PROGRESS"]
    assert len(deleted["failures"]) == 2
    assert code_of(ecs.describe_task_definition, taskDefinition=f"{family}:1") == "ClientException"
    by_name = ecs.register_task_definition(
        **fargate_definition(family, role.rsplit("/", 1)[-1])
    )  # as !Ref gives it
    assert by_name["taskDefinition"]["executionRoleArn"] == role.rsplit("/", 1)[-1]
    third = ecs.register_task_definition(**fargate_definition(family, role))
    assert third["taskDefinition"]["revision"] == 4  # a revision is never reused


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"containerDefinitions": []}, "Container list cannot be empty."),
        ({"containerDefinitions": [{"name": "a"}]}, "Container.image should not be null or empty."),
        ({"containerDefinitions": [{"image": "x"}]}, "Container.name should not be null or empty."),
        ({"networkMode": "bridge"}, "Fargate only supports network mode 'awsvpc'."),
        ({"cpu": "256", "memory": "4096"}, "No Fargate configuration exists for given values"),
        ({"cpu": None}, "Fargate requires that 'cpu' be defined at the task level."),
        ({"executionRoleArn": "arn:aws:iam::000000000000:role/missing-role"}, "Role is not valid"),
        ({"taskRoleArn": "no-such-role"}, "Role is not valid"),
        ({"taskRoleArn": "arn:aws:s3:::not-a-role"}, "Role is not valid"),
        ({"proxyConfiguration": {"containerName": "web"}}, "labcloud does not support proxyConfiguration"),
    ],
)
def test_bad_task_definitions_answer_client_exception(ecs: Any, change: dict[str, Any], words: str) -> None:
    given = {k: v for k, v in {**fargate_definition("bad"), **change}.items() if v is not None}
    with pytest.raises(ClientError) as caught:
        ecs.register_task_definition(**given)
    assert caught.value.response["Error"]["Code"] == "ClientException"
    assert words in caught.value.response["Error"]["Message"]


def test_an_ec2_task_definition_needs_container_memory(ecs: Any) -> None:
    words = message_of(
        ecs.register_task_definition, family="ec2", containerDefinitions=[{"name": "a", "image": "busybox"}]
    )
    assert "At least one of 'memory' or 'memoryReservation' must be specified." in words
    made = ecs.register_task_definition(
        family="ec2", containerDefinitions=[{"name": "a", "image": "busybox", "memory": 128}]
    )["taskDefinition"]
    assert made["compatibilities"] == ["EC2"] and made["networkMode"] == "bridge"


def test_run_task_makes_records_that_say_their_containers_do_not_run(
    ecs: Any, network: dict[str, str], taskdef: str
) -> None:
    cluster = f"run-{uuid.uuid4().hex[:6]}"
    ecs.create_cluster(clusterName=cluster)
    ran = ecs.run_task(
        cluster=cluster,
        taskDefinition=taskdef,
        launchType="FARGATE",
        count=2,
        networkConfiguration=awsvpc(network),
        startedBy="me",
        tags=[{"key": "t", "value": "1"}],
    )
    assert ran["failures"] == []
    tasks = ran["tasks"]
    assert (
        len(tasks) == 2
        and tasks[0]["lastStatus"] == "PROVISIONING"
        and tasks[0]["desiredStatus"] == "RUNNING"
    )
    ips = [t["containers"][0]["networkInterfaces"][0]["privateIpv4Address"] for t in tasks]
    assert ips[0].startswith("10.40.1.") and ips[1].startswith("10.40.2.")
    assert "does not run containers" in tasks[0]["containers"][0]["reason"]
    eni = tasks[0]["attachments"][0]
    assert eni["type"] == "ElasticNetworkInterface"
    assert {d["name"]: d["value"] for d in eni["details"]}["subnetId"] == network["a"]
    arns = [t["taskArn"] for t in tasks]
    time.sleep(2.2)
    described = ecs.describe_tasks(cluster=cluster, tasks=[*arns, "0" * 32], include=["TAGS"])
    assert [t["lastStatus"] for t in described["tasks"]] == ["RUNNING", "RUNNING"]
    assert described["tasks"][0]["tags"] == [{"key": "t", "value": "1"}]
    assert described["failures"][0]["reason"] == "MISSING"
    assert sorted(ecs.list_tasks(cluster=cluster, startedBy="me")["taskArns"]) == sorted(arns)
    stopped = ecs.stop_task(cluster=cluster, task=arns[0], reason="done")["task"]
    assert stopped["lastStatus"] == "STOPPED" and stopped["stopCode"] == "UserInitiated"
    assert stopped["stoppedReason"] == "done" and "exitCode" not in stopped["containers"][0]
    assert ecs.list_tasks(cluster=cluster)["taskArns"] == [arns[1]]
    assert ecs.list_tasks(cluster=cluster, desiredStatus="STOPPED")["taskArns"] == [arns[0]]
    assert code_of(ecs.delete_cluster, cluster=cluster) == "ClusterContainsTasksException"
    ecs.stop_task(cluster=cluster, task=arns[1])
    ecs.delete_cluster(cluster=cluster)


def test_run_task_refusals_have_aws_codes(ecs: Any, network: dict[str, str], taskdef: str) -> None:
    cluster = f"ref-{uuid.uuid4().hex[:6]}"
    ecs.create_cluster(clusterName=cluster)
    net = awsvpc(network)
    assert code_of(ecs.run_task, cluster="nope", taskDefinition=taskdef) == "ClusterNotFoundException"
    assert code_of(ecs.run_task, cluster=cluster, taskDefinition="missing-family") == "ClientException"
    ec2 = message_of(ecs.run_task, cluster=cluster, taskDefinition=taskdef, networkConfiguration=net)
    assert ec2 == "No Container Instances were found in your cluster."
    assert (
        message_of(ecs.run_task, cluster=cluster, taskDefinition=taskdef, launchType="FARGATE")
        == "Network Configuration must be provided when networkMode 'awsvpc' is specified."
    )
    bad_subnet = {"awsvpcConfiguration": {"subnets": ["subnet-0000000000000000f"]}}
    assert (
        code_of(
            ecs.run_task,
            cluster=cluster,
            taskDefinition=taskdef,
            launchType="FARGATE",
            networkConfiguration=bad_subnet,
        )
        == "InvalidParameterException"
    )
    bad_group = {
        "awsvpcConfiguration": {"subnets": [network["a"]], "securityGroups": ["sg-0000000000000000f"]}
    }
    assert (
        code_of(
            ecs.run_task,
            cluster=cluster,
            taskDefinition=taskdef,
            launchType="FARGATE",
            networkConfiguration=bad_group,
        )
        == "InvalidParameterException"
    )
    assert (
        code_of(
            ecs.run_task,
            cluster=cluster,
            taskDefinition=taskdef,
            capacityProviderStrategy=[{"capacityProvider": "FARGATE", "weight": 1}],
            networkConfiguration=net,
        )
        == "InvalidParameterException"
    )  # FARGATE is not associated with this cluster
    assert (
        code_of(
            ecs.run_task,
            cluster=cluster,
            taskDefinition=taskdef,
            launchType="FARGATE",
            networkConfiguration=net,
            enableExecuteCommand=True,
        )
        == "InvalidParameterException"
    )
    assert (
        code_of(
            ecs.run_task,
            cluster=cluster,
            taskDefinition=taskdef,
            launchType="FARGATE",
            networkConfiguration=net,
            overrides={"containerOverrides": [{"name": "nope"}]},
        )
        == "InvalidParameterException"
    )
    assert code_of(ecs.stop_task, cluster=cluster, task="0" * 32) == "InvalidParameterException"
    started = ecs.start_task(cluster=cluster, taskDefinition=taskdef, containerInstances=["abc"])
    assert started["tasks"] == [] and started["failures"][0]["reason"] == "MISSING"
    assert ecs.list_container_instances(cluster=cluster)["containerInstanceArns"] == []


def test_a_capacity_provider_strategy_places_fargate_spot_tasks(
    ecs: Any, network: dict[str, str], taskdef: str
) -> None:
    cluster = f"spot-{uuid.uuid4().hex[:6]}"
    ecs.create_cluster(
        clusterName=cluster,
        capacityProviders=["FARGATE_SPOT"],
        defaultCapacityProviderStrategy=[{"capacityProvider": "FARGATE_SPOT", "weight": 1}],
    )
    task = ecs.run_task(cluster=cluster, taskDefinition=taskdef, networkConfiguration=awsvpc(network))[
        "tasks"
    ][0]
    assert task["launchType"] == "FARGATE" and task["capacityProviderName"] == "FARGATE_SPOT"


def test_services_keep_desired_count_task_records_and_deploy(
    labcloud: LabcloudProcess, ecs: Any, network: dict[str, str], taskdef: str, role: str
) -> None:
    cluster = f"svc-{uuid.uuid4().hex[:6]}"
    ecs.create_cluster(clusterName=cluster)
    made = ecs.create_service(
        cluster=cluster,
        serviceName="web",
        taskDefinition=taskdef,
        desiredCount=2,
        launchType="FARGATE",
        networkConfiguration=awsvpc(network),
        tags=[{"key": "svc", "value": "1"}],
    )["service"]
    assert made["status"] == "ACTIVE" and made["runningCount"] == 2 and made["desiredCount"] == 2
    assert (
        made["deployments"][0]["status"] == "PRIMARY"
        and made["deployments"][0]["rolloutState"] == "COMPLETED"
    )
    assert any("labcloud runs no containers" in e["message"] for e in made["events"])
    ecs.get_waiter("services_stable").wait(cluster=cluster, services=["web"], WaiterConfig={"Delay": 1})
    tasks = ecs.list_tasks(cluster=cluster, serviceName="web")["taskArns"]
    assert len(tasks) == 2
    group = ecs.describe_tasks(cluster=cluster, tasks=tasks)["tasks"][0]
    assert group["group"] == "service:web" and group["startedBy"] == made["deployments"][0]["id"]
    assert (
        code_of(
            ecs.create_service,
            cluster=cluster,
            serviceName="web",
            taskDefinition=taskdef,
            launchType="FARGATE",
            networkConfiguration=awsvpc(network),
        )
        == "InvalidParameterException"
    )
    scaled = ecs.update_service(cluster=cluster, service="web", desiredCount=1)["service"]
    assert scaled["runningCount"] == 1 and scaled["deployments"][0]["id"] == made["deployments"][0]["id"]
    family = taskdef.rsplit("/", 1)[-1].split(":")[0]
    newer = ecs.register_task_definition(**fargate_definition(family, role))["taskDefinition"][
        "taskDefinitionArn"
    ]
    deployed = ecs.update_service(cluster=cluster, service="web", taskDefinition=newer)["service"]
    assert (
        deployed["taskDefinition"] == newer
        and deployed["deployments"][0]["id"] != made["deployments"][0]["id"]
    )
    live = ecs.describe_tasks(
        cluster=cluster, tasks=ecs.list_tasks(cluster=cluster, serviceName="web")["taskArns"]
    )
    assert [t["taskDefinitionArn"] for t in live["tasks"]] == [newer]
    # a stopped task of a service is replaced, as the scheduler would
    ecs.stop_task(cluster=cluster, task=live["tasks"][0]["taskArn"])
    replaced = ecs.list_tasks(cluster=cluster, serviceName="web")["taskArns"]
    assert len(replaced) == 1 and replaced[0] != live["tasks"][0]["taskArn"]
    assert ecs.list_services(cluster=cluster)["serviceArns"] == [made["serviceArn"]]
    assert code_of(ecs.delete_cluster, cluster=cluster) == "ClusterContainsServicesException"
    assert code_of(ecs.delete_service, cluster=cluster, service="web") == "InvalidParameterException"
    deleted = ecs.delete_service(cluster=cluster, service="web", force=True)["service"]
    assert deleted["status"] == "DRAINING"
    assert ecs.describe_services(cluster=cluster, services=["web"])["services"][0]["status"] == "INACTIVE"
    assert ecs.list_services(cluster=cluster)["serviceArns"] == []
    assert ecs.list_tasks(cluster=cluster)["taskArns"] == []
    assert (
        code_of(ecs.update_service, cluster=cluster, service="web", desiredCount=1)
        == "ServiceNotActiveException"
    )
    assert (
        code_of(ecs.update_service, cluster=cluster, service="nope", desiredCount=1)
        == "ServiceNotFoundException"
    )
    assert code_of(ecs.delete_service, cluster=cluster, service="nope") == "ServiceNotFoundException"
    assert code_of(ecs.list_tasks, cluster=cluster, serviceName="nope") == "ServiceNotFoundException"
    assert code_of(ecs.describe_services, cluster="nope", services=["web"]) == "ClusterNotFoundException"
    assert (
        code_of(ecs.execute_command, cluster=cluster, task=replaced[0], command="sh", interactive=True)
        == "TargetNotConnectedException"
    )


def test_a_service_registers_its_task_addresses_in_its_target_group(
    labcloud: LabcloudProcess, ecs: Any, network: dict[str, str], taskdef: str
) -> None:
    elb = labcloud.boto3_client("elbv2")
    lb = elb.create_load_balancer(Name=f"lb-{uuid.uuid4().hex[:6]}", Subnets=[network["a"], network["b"]])
    lb_arn = lb["LoadBalancers"][0]["LoadBalancerArn"]
    group = elb.create_target_group(
        Name=f"tg-{uuid.uuid4().hex[:6]}", Protocol="HTTP", Port=80, VpcId=network["vpc"], TargetType="ip"
    )["TargetGroups"][0]["TargetGroupArn"]
    lonely = elb.create_target_group(
        Name=f"tl-{uuid.uuid4().hex[:6]}", Protocol="HTTP", Port=80, VpcId=network["vpc"], TargetType="ip"
    )["TargetGroups"][0]["TargetGroupArn"]
    elb.create_listener(
        LoadBalancerArn=lb_arn,
        Protocol="HTTP",
        Port=80,
        DefaultActions=[{"Type": "forward", "TargetGroupArn": group}],
    )
    cluster = f"lb-{uuid.uuid4().hex[:6]}"
    ecs.create_cluster(clusterName=cluster)
    common = {
        "cluster": cluster,
        "taskDefinition": taskdef,
        "launchType": "FARGATE",
        "networkConfiguration": awsvpc(network),
    }
    for balancers, words in (
        (
            [{"targetGroupArn": group, "containerName": "nope", "containerPort": 80}],
            "does not exist in the task definition",
        ),
        (
            [{"targetGroupArn": group, "containerName": "web", "containerPort": 8080}],
            "did not have a container port 8080",
        ),
        (
            [{"targetGroupArn": lonely, "containerName": "web", "containerPort": 80}],
            "does not have an associated load balancer",
        ),
        ([{"targetGroupArn": group + "0", "containerName": "web", "containerPort": 80}], "does not exist"),
    ):
        with pytest.raises(ClientError) as caught:
            ecs.create_service(serviceName="bad", loadBalancers=balancers, desiredCount=1, **common)
        assert caught.value.response["Error"]["Code"] == "InvalidParameterException"
        assert words in caught.value.response["Error"]["Message"]
    service = ecs.create_service(
        serviceName="behind",
        desiredCount=2,
        loadBalancers=[{"targetGroupArn": group, "containerName": "web", "containerPort": 80}],
        **common,
    )["service"]
    tasks = ecs.describe_tasks(cluster=cluster, tasks=ecs.list_tasks(cluster=cluster)["taskArns"])["tasks"]
    ips = sorted(t["containers"][0]["networkInterfaces"][0]["privateIpv4Address"] for t in tasks)
    health = elb.describe_target_health(TargetGroupArn=group)["TargetHealthDescriptions"]
    assert sorted(h["Target"]["Id"] for h in health) == ips
    assert {(h["TargetHealth"]["State"], h["TargetHealth"]["Reason"]) for h in health} == {
        ("unhealthy", "Target.FailedHealthChecks")
    }  # nothing answers the health checks: the containers do not run
    assert {h["Target"]["Port"] for h in health} == {80}
    ecs.update_service(cluster=cluster, service=service["serviceName"], desiredCount=0)
    assert elb.describe_target_health(TargetGroupArn=group)["TargetHealthDescriptions"] == []


def test_tags_on_every_resource(ecs: Any, taskdef: str) -> None:
    cluster = ecs.create_cluster(clusterName=f"tag-{uuid.uuid4().hex[:6]}")["cluster"]["clusterArn"]
    for arn in (cluster, taskdef):
        ecs.tag_resource(resourceArn=arn, tags=[{"key": "a", "value": "1"}, {"key": "b", "value": "2"}])
        ecs.untag_resource(resourceArn=arn, tagKeys=["a"])
        assert ecs.list_tags_for_resource(resourceArn=arn)["tags"] == [{"key": "b", "value": "2"}]
    assert (
        code_of(ecs.tag_resource, resourceArn=cluster + "x", tags=[{"key": "a", "value": "1"}])
        == "ClusterNotFoundException"
    )
    missing = taskdef.rsplit(":", 1)[0] + ":999"
    assert (
        code_of(ecs.tag_resource, resourceArn=missing, tags=[{"key": "a", "value": "1"}])
        == "ResourceNotFoundException"
    )
    assert (
        code_of(ecs.tag_resource, resourceArn=cluster, tags=[{"key": "aws:x", "value": "1"}])
        == "InvalidParameterException"
    )
    assert (
        code_of(ecs.list_tags_for_resource, resourceArn="arn:aws:sqs:us-east-1:000000000000:q")
        == "InvalidParameterException"
    )
