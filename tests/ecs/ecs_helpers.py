"""Shared by the ECS tests: a Fargate task definition's parameters, the network configuration of a test VPC,
and a cluster with a Fargate service on a VPC of its own."""

from __future__ import annotations

import json
import uuid
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "ecs-tasks.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def fargate_definition(family: str, role_arn: str | None = None, **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "family": family,
        "networkMode": "awsvpc",
        "requiresCompatibilities": ["FARGATE"],
        "cpu": "256",
        "memory": "512",
        "containerDefinitions": [
            {
                "name": "web",
                "image": "public.ecr.aws/nginx/nginx:latest",
                "portMappings": [{"containerPort": 80}],
            }
        ],
    }
    if role_arn:
        out["executionRoleArn"] = role_arn
    out.update(extra)
    return out


def awsvpc(network: dict[str, str]) -> dict[str, Any]:
    return {
        "awsvpcConfiguration": {"subnets": [network["a"], network["b"]], "securityGroups": [network["sg"]]}
    }


def _network(labcloud: LabcloudProcess) -> dict[str, str]:
    ec2 = labcloud.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock="10.41.0.0/16")["Vpc"]["VpcId"]
    subnets = [
        ec2.create_subnet(VpcId=vpc, CidrBlock=f"10.41.{n}.0/24", AvailabilityZone=f"us-east-1{z}")["Subnet"][
            "SubnetId"
        ]
        for n, z in ((1, "a"), (2, "b"))
    ]
    group = ec2.create_security_group(GroupName="web", Description="web", VpcId=vpc)["GroupId"]
    return {"vpc": vpc, "a": subnets[0], "b": subnets[1], "sg": group}


def fargate_service(labcloud: LabcloudProcess, cluster: str, insights: str, desired: int) -> dict[str, Any]:
    """A cluster with containerInsights ``insights`` and a Fargate service "web" of ``desired`` tasks."""
    ecs, iam = labcloud.boto3_client("ecs"), labcloud.boto3_client("iam")
    role = iam.create_role(
        RoleName=f"exec-{uuid.uuid4().hex[:8]}", AssumeRolePolicyDocument=json.dumps(TRUST)
    )
    definition = ecs.register_task_definition(**fargate_definition("web", role["Role"]["Arn"]))
    ecs.create_cluster(clusterName=cluster, settings=[{"name": "containerInsights", "value": insights}])
    network = _network(labcloud)
    ecs.create_service(
        cluster=cluster,
        serviceName="web",
        taskDefinition=definition["taskDefinition"]["taskDefinitionArn"],
        desiredCount=desired,
        launchType="FARGATE",
        networkConfiguration=awsvpc(network),
    )
    return {"network": network, "definition": definition["taskDefinition"]["taskDefinitionArn"]}
