"""Shared by the ECS tests: a Fargate task definition's parameters, and the network configuration of a test VPC."""

from __future__ import annotations

from typing import Any


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
