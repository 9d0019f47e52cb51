"""Shared by the Batch tests: unique names, a Fargate environment's computeResources and a Fargate job
definition's containerProperties."""

from __future__ import annotations

import uuid
from typing import Any


def unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def fargate_resources(network: dict[str, str], **extra: Any) -> dict[str, Any]:
    return {
        "type": "FARGATE",
        "maxvCpus": 16,
        "subnets": [network["subnet"]],
        "securityGroupIds": [network["sg"]],
        **extra,
    }


def fargate_container(role: str, **extra: Any) -> dict[str, Any]:
    return {
        "image": "public.ecr.aws/amazonlinux/amazonlinux:2023",
        "command": ["echo", "Ref::greeting"],
        "resourceRequirements": [{"type": "VCPU", "value": "0.25"}, {"type": "MEMORY", "value": "512"}],
        "executionRoleArn": role,
        **extra,
    }
