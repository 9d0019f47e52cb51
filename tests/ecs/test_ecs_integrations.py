"""ECS as other services' target: an EventBridge rule whose target is a cluster (EcsParameters) runs a
task per matched event, and Step Functions' ``ecs:runTask`` answers the started tasks while
``ecs:runTask.sync`` waits until the task is stopped (nothing in labcloud stops it by itself: its
containers never run) and answers its description."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _role(labcloud: LabcloudProcess, service: str) -> str:
    trust = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
    }
    iam = labcloud.boto3_client("iam")
    name = f"r-{uuid.uuid4().hex[:8]}"
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"])
    allowed = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "ecs:*", "Resource": "*"}],
    }
    iam.put_role_policy(RoleName=name, PolicyName="ecs", PolicyDocument=json.dumps(allowed))
    return arn


def _wait(check: Any, timeout: float = 20.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        found = check()
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.2)


def test_an_eventbridge_rule_runs_a_task_per_event(
    labcloud: LabcloudProcess, ecs: Any, network: dict[str, str], taskdef: str
) -> None:
    events = labcloud.boto3_client("events")
    cluster = ecs.create_cluster(clusterName=f"ev-{uuid.uuid4().hex[:6]}")["cluster"]
    rule = f"run-{uuid.uuid4().hex[:6]}"
    events.put_rule(Name=rule, EventPattern=json.dumps({"source": ["my.app"]}))
    params = {
        "TaskDefinitionArn": taskdef,
        "TaskCount": 1,
        "LaunchType": "FARGATE",
        "NetworkConfiguration": {
            "awsvpcConfiguration": {"Subnets": [network["a"]], "AssignPublicIp": "DISABLED"}
        },
    }
    role = _role(labcloud, "events.amazonaws.com")
    with pytest.raises(ClientError) as caught:
        events.put_targets(Rule=rule, Targets=[{"Id": "t", "Arn": cluster["clusterArn"], "RoleArn": role}])
    assert caught.value.response["Error"]["Code"] == "ValidationException"
    with pytest.raises(ClientError) as caught:
        events.put_targets(
            Rule=rule, Targets=[{"Id": "t", "Arn": cluster["clusterArn"], "EcsParameters": params}]
        )
    assert caught.value.response["Error"]["Code"] == "ValidationException"  # RoleArn is required
    events.put_targets(
        Rule=rule,
        Targets=[
            {
                "Id": "t",
                "Arn": cluster["clusterArn"],
                "RoleArn": role,
                "EcsParameters": params,
                "InputTransformer": {
                    "InputPathsMap": {"who": "$.detail.who"},
                    "InputTemplate": '{"containerOverrides": [{"name": "web", "environment": [{"name": "WHO", "value": <who>}]}]}',
                },
            }
        ],
    )
    events.put_events(
        Entries=[{"Source": "my.app", "DetailType": "go", "Detail": json.dumps({"who": "ann"})}]
    )
    arns = _wait(
        lambda: ecs.list_tasks(cluster=cluster["clusterName"], startedBy=f"events-rule/{rule}")["taskArns"]
    )
    assert len(arns) == 1
    task = ecs.describe_tasks(cluster=cluster["clusterName"], tasks=arns)["tasks"][0]
    assert task["overrides"]["containerOverrides"][0]["environment"] == [{"name": "WHO", "value": "ann"}]
    assert "does not run containers" in task["containers"][0]["reason"]


def _machine(labcloud: LabcloudProcess, resource: str, cluster: str, taskdef: str, subnet: str) -> str:
    definition = {
        "StartAt": "Run",
        "States": {
            "Run": {
                "Type": "Task",
                "Resource": resource,
                "Parameters": {
                    "Cluster": cluster,
                    "TaskDefinition": taskdef,
                    "LaunchType": "FARGATE",
                    "NetworkConfiguration": {"AwsvpcConfiguration": {"Subnets": [subnet]}},
                },
                "End": True,
            }
        },
    }
    sfn = labcloud.boto3_client("stepfunctions")
    return str(
        sfn.create_state_machine(
            name=f"m-{uuid.uuid4().hex[:6]}",
            definition=json.dumps(definition),
            roleArn=_role(labcloud, "states.amazonaws.com"),
        )["stateMachineArn"]
    )


def _finished(sfn: Any, arn: str) -> dict[str, Any]:
    return dict(_wait(lambda: (d := sfn.describe_execution(executionArn=arn))["status"] != "RUNNING" and d))


def test_step_functions_run_task_and_run_task_sync(
    labcloud: LabcloudProcess, ecs: Any, network: dict[str, str], taskdef: str
) -> None:
    sfn = labcloud.boto3_client("stepfunctions")
    cluster = ecs.create_cluster(clusterName=f"sfn-{uuid.uuid4().hex[:6]}")["cluster"]["clusterArn"]
    quick = _machine(labcloud, "arn:aws:states:::ecs:runTask", cluster, taskdef, network["a"])
    done = _finished(sfn, sfn.start_execution(stateMachineArn=quick)["executionArn"])
    assert done["status"] == "SUCCEEDED", (done.get("error"), done.get("cause"))
    output = json.loads(done["output"])
    assert output["Failures"] == [] and output["Tasks"][0]["TaskDefinitionArn"] == taskdef

    waiting = _machine(labcloud, "arn:aws:states:::ecs:runTask.sync", cluster, taskdef, network["a"])
    execution = sfn.start_execution(stateMachineArn=waiting)["executionArn"]
    started = _wait(
        lambda: ecs.list_tasks(cluster=cluster, family=taskdef.rsplit("/", 1)[-1].split(":")[0])["taskArns"]
    )
    running = [a for a in started if a not in {t["TaskArn"] for t in output["Tasks"]}]
    assert len(running) == 1
    time.sleep(1)
    assert sfn.describe_execution(executionArn=execution)["status"] == "RUNNING"  # the task has not stopped
    ecs.stop_task(cluster=cluster, task=running[0], reason="finished by hand")
    done = _finished(sfn, execution)
    assert done["status"] == "SUCCEEDED", (done.get("error"), done.get("cause"))
    task = json.loads(done["output"])
    assert task["LastStatus"] == "STOPPED" and task["StoppedReason"] == "finished by hand"


def test_an_eventbridge_scheduler_schedule_runs_a_task(
    labcloud: LabcloudProcess, ecs: Any, network: dict[str, str], taskdef: str
) -> None:
    scheduler = labcloud.boto3_client("scheduler")
    cluster = ecs.create_cluster(clusterName=f"sch-{uuid.uuid4().hex[:6]}")["cluster"]
    role = _role(labcloud, "scheduler.amazonaws.com")
    target = {
        "Arn": cluster["clusterArn"],
        "RoleArn": role,
        "EcsParameters": {
            "TaskDefinitionArn": taskdef,
            "LaunchType": "FARGATE",
            "NetworkConfiguration": {"awsvpcConfiguration": {"Subnets": [network["a"]]}},
            "Tags": [{"job": "nightly"}],
        },
    }
    with pytest.raises(ClientError) as caught:
        scheduler.create_schedule(
            Name="no-params",
            ScheduleExpression="rate(1 minute)",
            FlexibleTimeWindow={"Mode": "OFF"},
            Target={"Arn": cluster["clusterArn"], "RoleArn": role},
        )
    assert caught.value.response["Error"]["Code"] == "ValidationException"
    name = f"s-{uuid.uuid4().hex[:6]}"
    scheduler.create_schedule(
        Name=name, ScheduleExpression="rate(1 minute)", FlexibleTimeWindow={"Mode": "OFF"}, Target=target
    )

    def ran() -> list[str]:
        labcloud.advance_clock(61)
        return list(ecs.list_tasks(cluster=cluster["clusterName"])["taskArns"])

    arns = _wait(ran)
    assert arns, "the schedule ran no task"
    task = ecs.describe_tasks(cluster=cluster["clusterName"], tasks=arns[:1], include=["TAGS"])["tasks"][0]
    assert task["startedBy"].startswith("scheduler/") and task["tags"] == [{"key": "job", "value": "nightly"}]
    scheduler.delete_schedule(Name=name)
