"""Batch through CloudFormation, shaped like AWS's Fargate Batch patterns: a VPC, an execution role, a
Fargate AWS::Batch::ComputeEnvironment, a JobQueue with a SchedulingPolicy and a JobDefinition; Ref/GetAtt
as AWS defines them (ARNs), the queue's priority and the environment's maxvCpus changing in place, a job
definition change replacing it (the old revision deregistered), a bad job definition failing with Batch's words, and
everything going with its stack."""

from __future__ import annotations

import sys
from pathlib import Path

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.80.0.0/16}
  Subnet:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.80.1.0/24, AvailabilityZone: us-east-1a}
  Group:
    Type: AWS::EC2::SecurityGroup
    Properties: {GroupDescription: batch, VpcId: !Ref Vpc}
  ExecutionRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement: [{Effect: Allow, Principal: {Service: ecs-tasks.amazonaws.com}, Action: sts:AssumeRole}]
  Environment:
    Type: AWS::Batch::ComputeEnvironment
    Properties:
      Type: MANAGED
      State: ENABLED
      ComputeResources:
        Type: FARGATE
        MaxvCpus: MAXCPUS
        Subnets: [!Ref Subnet]
        SecurityGroupIds: [!Ref Group]
      Tags: {team: data}
  Policy:
    Type: AWS::Batch::SchedulingPolicy
    Properties:
      FairsharePolicy: {ShareDecaySeconds: 600, ShareDistribution: [{ShareIdentifier: A, WeightFactor: 1}]}
  Queue:
    Type: AWS::Batch::JobQueue
    Properties:
      Priority: PRIORITY
      SchedulingPolicyArn: !Ref Policy
      ComputeEnvironmentOrder: [{Order: 1, ComputeEnvironment: !Ref Environment}]
  Definition:
    Type: AWS::Batch::JobDefinition
    Properties:
      Type: container
      PlatformCapabilities: [FARGATE]
      Parameters: {name: world}
      RetryStrategy: {Attempts: 2}
      ContainerProperties:
        Image: public.ecr.aws/amazonlinux/amazonlinux:2023
        Command: [echo, COMMAND, Ref::name]
        ExecutionRoleArn: !GetAtt ExecutionRole.Arn
        ResourceRequirements: [{Type: VCPU, Value: "0.5"}, {Type: MEMORY, Value: "1024"}]
        LogConfiguration: {LogDriver: awslogs, Options: {awslogs-stream-prefix: batch}}
Outputs:
  Environment: {Value: !Ref Environment}
  EnvironmentArn: {Value: !GetAtt Environment.ComputeEnvironmentArn}
  Queue: {Value: !Ref Queue}
  QueueArn: {Value: !GetAtt Queue.JobQueueArn}
  Definition: {Value: !Ref Definition}
  Policy: {Value: !Ref Policy}
"""


def _body(cpus: int, priority: int, command: str) -> str:
    return (
        TEMPLATE.replace("MAXCPUS", str(cpus)).replace("PRIORITY", str(priority)).replace("COMMAND", command)
    )


def test_a_fargate_batch_stack_deploys_updates_and_deletes(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    batch = labcloud.boto3_client("batch")
    cfn.create_stack(
        StackName="batch-fargate", TemplateBody=_body(16, 1, "hello"), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "batch-fargate", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert (
        out["Environment"] == out["EnvironmentArn"]
        and ":compute-environment/batch-fargate-Environment-" in (out["Environment"])
    )
    assert out["Queue"] == out["QueueArn"] and out["Definition"].endswith(":1")
    env = batch.describe_compute_environments(computeEnvironments=[out["Environment"]])[
        "computeEnvironments"
    ][0]
    assert (
        env["status"] == "VALID"
        and env["tags"] == {"team": "data"}
        and env["computeResources"]["maxvCpus"] == 16
    )
    queue = batch.describe_job_queues(jobQueues=[out["Queue"]])["jobQueues"][0]
    assert queue["schedulingPolicyArn"] == out["Policy"] and queue["priority"] == 1
    definition = batch.describe_job_definitions(jobDefinitions=[out["Definition"]])["jobDefinitions"][0]
    container = definition["containerProperties"]
    assert container["command"] == ["echo", "hello", "Ref::name"]
    assert container["logConfiguration"]["options"] == {"awslogs-stream-prefix": "batch"}
    assert definition["parameters"] == {"name": "world"} and definition["retryStrategy"]["attempts"] == 2

    cfn.update_stack(
        StackName="batch-fargate", TemplateBody=_body(32, 7, "bye"), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "batch-fargate", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    updated = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert updated["Environment"] == out["Environment"] and updated["Queue"] == out["Queue"]
    assert updated["Definition"] != out["Definition"]  # replaced: a new name (generated), revision 1
    env = batch.describe_compute_environments(computeEnvironments=[out["Environment"]])[
        "computeEnvironments"
    ][0]
    assert env["computeResources"]["maxvCpus"] == 32
    assert batch.describe_job_queues(jobQueues=[out["Queue"]])["jobQueues"][0]["priority"] == 7
    old = batch.describe_job_definitions(jobDefinitions=[out["Definition"]])["jobDefinitions"][0]
    assert old["status"] == "INACTIVE"

    cfn.delete_stack(StackName="batch-fargate")
    cfn.get_waiter("stack_delete_complete").wait(
        StackName="batch-fargate", WaiterConfig={"Delay": 1, "MaxAttempts": 120}
    )
    assert (
        batch.describe_compute_environments(computeEnvironments=[out["Environment"]])["computeEnvironments"]
        == []
    )
    assert batch.describe_job_queues(jobQueues=[out["Queue"]])["jobQueues"] == []
    assert batch.describe_scheduling_policies(arns=[out["Policy"]])["schedulingPolicies"] == []


def test_a_bad_job_definition_fails_its_stack_with_batch_words(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = """Resources:
  Definition:
    Type: AWS::Batch::JobDefinition
    Properties:
      Type: container
      PlatformCapabilities: [FARGATE]
      ContainerProperties:
        Image: busybox
        ResourceRequirements: [{Type: VCPU, Value: "1"}]
"""
    cfn.create_stack(StackName="batch-bad", TemplateBody=body)
    stack = wait_stack(cfn, "batch-bad", timeout=60)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="batch-bad")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["ResourceStatus"] == "CREATE_FAILED"]
    assert any("VCPU and MEMORY" in r for r in reasons), reasons
