"""ECS through CloudFormation (and scheduled tasks: an Events rule and a Scheduler schedule targeting a
cluster), shaped like AWS's Fargate-behind-an-ALB patterns: AWS::ECS::Cluster with
ClusterCapacityProviderAssociations, a TaskDefinition with awslogs options and an execution role, and a
Service behind an ALB's ip target group; Ref/GetAtt as AWS defines them, DesiredCount changing in place,
a bad task definition failing with ECS's words, and everything going with its stack."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.70.0.0/16}
  SubnetA:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.70.1.0/24, AvailabilityZone: us-east-1a}
  SubnetB:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.70.2.0/24, AvailabilityZone: us-east-1b}
  Group:
    Type: AWS::EC2::SecurityGroup
    Properties: {GroupDescription: web, VpcId: !Ref Vpc}
  Balancer:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
    Properties: {Subnets: [!Ref SubnetA, !Ref SubnetB], SecurityGroups: [!Ref Group]}
  Targets:
    Type: AWS::ElasticLoadBalancingV2::TargetGroup
    Properties: {Port: 80, Protocol: HTTP, TargetType: ip, VpcId: !Ref Vpc}
  Listener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: !Ref Balancer
      Port: 80
      Protocol: HTTP
      DefaultActions: [{Type: forward, TargetGroupArn: !Ref Targets}]
  Logs:
    Type: AWS::Logs::LogGroup
  ExecutionRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement: [{Effect: Allow, Principal: {Service: ecs-tasks.amazonaws.com}, Action: sts:AssumeRole}]
      ManagedPolicyArns: [arn:aws:iam::aws:policy/service-role/AmazonECSTaskExecutionRolePolicy]
  Cluster:
    Type: AWS::ECS::Cluster
    Properties:
      ClusterSettings: [{Name: containerInsights, Value: enabled}]
      Tags: [{Key: team, Value: TEAM}]
  Providers:
    Type: AWS::ECS::ClusterCapacityProviderAssociations
    Properties:
      Cluster: !Ref Cluster
      CapacityProviders: [FARGATE, FARGATE_SPOT]
      DefaultCapacityProviderStrategy: [{CapacityProvider: FARGATE, Weight: 1}]
  TaskDef:
    Type: AWS::ECS::TaskDefinition
    Properties:
      RequiresCompatibilities: [FARGATE]
      NetworkMode: awsvpc
      Cpu: "256"
      Memory: "512"
      ExecutionRoleArn: !GetAtt ExecutionRole.Arn
      ContainerDefinitions:
        - Name: web
          Image: public.ecr.aws/nginx/nginx:latest
          Essential: true
          PortMappings: [{ContainerPort: 80, Protocol: tcp}]
          Environment: [{Name: MODE, Value: demo}]
          DockerLabels: {App.Name: web}
          LogConfiguration:
            LogDriver: awslogs
            Options: {awslogs-group: !Ref Logs, awslogs-region: us-east-1, awslogs-stream-prefix: web}
  Service:
    Type: AWS::ECS::Service
    DependsOn: [Listener, Providers]
    Properties:
      Cluster: !Ref Cluster
      TaskDefinition: !Ref TaskDef
      LaunchType: FARGATE
      DesiredCount: COUNT
      HealthCheckGracePeriodSeconds: 60
      NetworkConfiguration:
        AwsvpcConfiguration:
          AssignPublicIp: DISABLED
          Subnets: [!Ref SubnetA, !Ref SubnetB]
          SecurityGroups: [!Ref Group]
      LoadBalancers: [{ContainerName: web, ContainerPort: 80, TargetGroupArn: !Ref Targets}]
Outputs:
  Cluster: {Value: !Ref Cluster}
  ClusterArn: {Value: !GetAtt Cluster.Arn}
  TaskDef: {Value: !Ref TaskDef}
  TaskDefArn: {Value: !GetAtt TaskDef.TaskDefinitionArn}
  Service: {Value: !Ref Service}
  ServiceName: {Value: !GetAtt Service.Name}
  Targets: {Value: !Ref Targets}
"""


def _wait_for(check: Any, timeout: float) -> Any:
    deadline = time.monotonic() + timeout
    while not (found := check()) and time.monotonic() < deadline:
        time.sleep(0.5)
    return found


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}


def test_a_fargate_service_behind_an_alb_deploys_updates_and_deletes(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    ecs = labcloud.boto3_client("ecs")
    cfn.create_stack(
        StackName="fargate",
        TemplateBody=TEMPLATE.replace("TEAM", "a").replace("COUNT", "2"),
        Capabilities=["CAPABILITY_IAM"],
    )
    stack = wait_stack(cfn, "fargate", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    assert out["ClusterArn"] == f"arn:aws:ecs:us-east-1:000000000000:cluster/{out['Cluster']}"
    assert out["TaskDef"] == out["TaskDefArn"] and ":task-definition/" in out["TaskDef"]
    assert (
        out["Service"] == f"arn:aws:ecs:us-east-1:000000000000:service/{out['Cluster']}/{out['ServiceName']}"
    )
    cluster = ecs.describe_clusters(clusters=[out["Cluster"]], include=["TAGS"])["clusters"][0]
    assert cluster["capacityProviders"] == ["FARGATE", "FARGATE_SPOT"] and cluster["tags"] == [
        {"key": "team", "value": "a"}
    ]
    td = ecs.describe_task_definition(taskDefinition=out["TaskDef"])["taskDefinition"]
    container = td["containerDefinitions"][0]
    assert container["logConfiguration"]["options"]["awslogs-stream-prefix"] == "web"
    assert container["dockerLabels"] == {"App.Name": "web"} and container["environment"] == [
        {"name": "MODE", "value": "demo"}
    ]
    service = ecs.describe_services(cluster=out["Cluster"], services=[out["Service"]])["services"][0]
    assert service["runningCount"] == 2 and service["healthCheckGracePeriodSeconds"] == 60
    health = labcloud.boto3_client("elbv2").describe_target_health(TargetGroupArn=out["Targets"])
    assert len(health["TargetHealthDescriptions"]) == 2

    cfn.update_stack(
        StackName="fargate",
        TemplateBody=TEMPLATE.replace("TEAM", "b").replace("COUNT", "1"),
        Capabilities=["CAPABILITY_IAM"],
    )
    stack = wait_stack(cfn, "fargate", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert _outputs(stack)["Service"] == out["Service"]
    service = ecs.describe_services(cluster=out["Cluster"], services=[out["Service"]])["services"][0]
    assert service["desiredCount"] == 1 and service["runningCount"] == 1
    assert ecs.list_tags_for_resource(resourceArn=out["ClusterArn"])["tags"] == [
        {"key": "team", "value": "b"}
    ]

    cfn.delete_stack(StackName="fargate")
    cfn.get_waiter("stack_delete_complete").wait(
        StackName="fargate", WaiterConfig={"Delay": 1, "MaxAttempts": 120}
    )
    assert ecs.describe_clusters(clusters=[out["Cluster"]])["failures"][0]["reason"] == "MISSING"
    assert (
        ecs.describe_task_definition(taskDefinition=out["TaskDef"])["taskDefinition"]["status"] == "INACTIVE"
    )


def test_a_bad_task_definition_fails_its_stack_with_ecs_words(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = """Resources:
  TaskDef:
    Type: AWS::ECS::TaskDefinition
    Properties:
      RequiresCompatibilities: [FARGATE]
      NetworkMode: awsvpc
      Cpu: "256"
      Memory: "8192"
      ContainerDefinitions: [{Name: web, Image: nginx}]
"""
    cfn.create_stack(StackName="bad-td", TemplateBody=body)
    stack = wait_stack(cfn, "bad-td", timeout=60)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        str(e.get("ResourceStatusReason"))
        for e in cfn.describe_stack_events(StackName="bad-td")["StackEvents"]
    ]
    assert any("No Fargate configuration exists" in r and "ClientException" in r for r in reasons)


SCHEDULED = """Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.71.0.0/16}
  Subnet:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.71.1.0/24}
  Cluster:
    Type: AWS::ECS::Cluster
  TaskDef:
    Type: AWS::ECS::TaskDefinition
    Properties:
      RequiresCompatibilities: [FARGATE]
      NetworkMode: awsvpc
      Cpu: 256
      Memory: 512
      ContainerDefinitions: [{Name: job, Image: busybox, Command: [echo, hi]}]
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement: [{Effect: Allow, Principal: {Service: events.amazonaws.com}, Action: sts:AssumeRole}]
      Policies:
        - PolicyName: run
          PolicyDocument:
            Statement: [{Effect: Allow, Action: ecs:RunTask, Resource: "*"}]
  Every:
    Type: AWS::Events::Rule
    Properties:
      ScheduleExpression: rate(1 minute)
      Targets:
        - Id: job
          Arn: !GetAtt Cluster.Arn
          RoleArn: !GetAtt Role.Arn
          EcsParameters:
            TaskDefinitionArn: !Ref TaskDef
            TaskCount: 1
            LaunchType: FARGATE
            NetworkConfiguration:
              AwsVpcConfiguration: {Subnets: [!Ref Subnet], AssignPublicIp: DISABLED}
  Nightly:
    Type: AWS::Scheduler::Schedule
    Properties:
      ScheduleExpression: rate(1 day)
      FlexibleTimeWindow: {Mode: "OFF"}
      Target:
        Arn: !GetAtt Cluster.Arn
        RoleArn: !GetAtt Role.Arn
        EcsParameters:
          TaskDefinitionArn: !Ref TaskDef
          LaunchType: FARGATE
          NetworkConfiguration:
            AwsvpcConfiguration: {Subnets: [!Ref Subnet]}
Outputs:
  Schedule: {Value: !Ref Nightly}
  Rule: {Value: !Ref Every}
  Cluster: {Value: !Ref Cluster}
"""


def test_a_scheduled_task_rule_deploys_with_its_ecs_target(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="scheduled", TemplateBody=SCHEDULED, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "scheduled", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    events = labcloud.boto3_client("events")
    (target,) = events.list_targets_by_rule(Rule=out["Rule"])["Targets"]
    vpc = target["EcsParameters"]["NetworkConfiguration"]["awsvpcConfiguration"]
    assert vpc["AssignPublicIp"] == "DISABLED" and len(vpc["Subnets"]) == 1
    schedule = labcloud.boto3_client("scheduler").get_schedule(Name=out["Schedule"])
    assert (
        len(schedule["Target"]["EcsParameters"]["NetworkConfiguration"]["awsvpcConfiguration"]["Subnets"])
        == 1
    )
    # the schedule's first run: a task record in the stack's cluster, started by the rule
    ecs = labcloud.boto3_client("ecs")

    def ran() -> list[str]:
        labcloud.advance_clock(61)
        return list(ecs.list_tasks(cluster=out["Cluster"])["taskArns"])

    tasks = _wait_for(ran, 20)
    assert tasks, "the rule ran no task"
    # as on AWS, a cluster holding unstopped tasks cannot be deleted: the user stops them first
    events.disable_rule(Name=out["Rule"])
    for arn in ecs.list_tasks(cluster=out["Cluster"])["taskArns"]:
        ecs.stop_task(cluster=out["Cluster"], task=arn)
    cfn.delete_stack(StackName="scheduled")
    cfn.get_waiter("stack_delete_complete").wait(
        StackName="scheduled", WaiterConfig={"Delay": 1, "MaxAttempts": 120}
    )
