"""The resources a scalable target may name (DynamoDB tables and global secondary indexes, Lambda aliases and
versions, ECS services): parsing a ResourceId against its ScalableDimension with AWS's wording, asking the
owning service (as the caller, through the pipeline) that the resource exists, and reading and setting its
capacity there."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.applicationautoscaling import errors
from labcloud.services.shape import Caller

#: The namespaces labcloud scales, and the dimensions each offers.
DIMENSIONS: dict[str, tuple[str, ...]] = {
    "dynamodb": (
        "dynamodb:table:ReadCapacityUnits",
        "dynamodb:table:WriteCapacityUnits",
        "dynamodb:index:ReadCapacityUnits",
        "dynamodb:index:WriteCapacityUnits",
    ),
    "lambda": ("lambda:function:ProvisionedConcurrency",),
    "ecs": ("ecs:service:DesiredCount",),
}
_TABLE = re.compile(r"^table/([A-Za-z0-9_.-]{3,255})$")
_INDEX = re.compile(r"^table/([A-Za-z0-9_.-]{3,255})/index/([A-Za-z0-9_.-]{3,255})$")
_FUNCTION = re.compile(r"^function:([A-Za-z0-9_-]{1,64}):([A-Za-z0-9_$-]{1,128})$")
_SERVICE = re.compile(r"^service/([A-Za-z0-9_-]{1,255})/([A-Za-z0-9_-]{1,255})$")


@dataclass(frozen=True, slots=True)
class Resource:
    """One scalable resource: its namespace, ResourceId and dimension, and the parts named in the id."""

    namespace: str
    resource_id: str
    dimension: str
    name: str
    part: str  # the index (DynamoDB), the qualifier (Lambda) or the service (ECS, ``name`` its cluster)


def parse(namespace: str, resource_id: str, dimension: str) -> Resource:
    """The resource named, or ValidationException in AWS's words for an unsupported or mismatched one."""
    if namespace not in DIMENSIONS:
        raise errors.validation(
            f"Unsupported service namespace: {namespace}. labcloud scales dynamodb, lambda and ecs."
        )
    if dimension not in DIMENSIONS[namespace]:
        raise errors.validation(
            f"Unsupported scalable dimension {dimension} for service namespace {namespace}"
        )
    if namespace == "dynamodb":
        kind = dimension.split(":")[1]
        match = (_INDEX if kind == "index" else _TABLE).match(resource_id)
        if match is None:
            raise errors.validation(f"Unsupported resource ID for {dimension}: {resource_id}")
        return Resource(
            namespace, resource_id, dimension, match.group(1), match.group(2) if kind == "index" else ""
        )
    if namespace == "lambda":
        match = _FUNCTION.match(resource_id)
        if match is None or match.group(2) == "$LATEST":
            raise errors.validation(
                f"Unsupported resource ID for {dimension}: {resource_id} "
                "(function:<name>:<alias or version>, not $LATEST)"
            )
        return Resource(namespace, resource_id, dimension, match.group(1), match.group(2))
    match = _SERVICE.match(resource_id)
    if match is None:
        raise errors.validation(f"Unsupported resource ID for {dimension}: {resource_id}")
    return Resource(namespace, resource_id, dimension, match.group(1), match.group(2))


async def _call(
    services: Caller,
    service: str,
    operation: str,
    params: dict[str, Any],
    account: str,
    region: str,
    principal: Principal | None,
) -> dict[str, Any]:
    return await services.call(
        service, operation, params, account_id=account, region=region, principal=principal
    )


async def capacity(
    services: Caller, resource: Resource, account: str, region: str, principal: Principal | None
) -> int:
    """The resource's current capacity in its dimension (it must exist: ValidationException otherwise, as AWS's
    RegisterScalableTarget answers a missing resource)."""
    try:
        if resource.namespace == "dynamodb":
            table = (
                await _call(
                    services,
                    "dynamodb",
                    "DescribeTable",
                    {"TableName": resource.name},
                    account,
                    region,
                    principal,
                )
            )["Table"]
            throughput = table.get("ProvisionedThroughput") or {}
            if resource.part:
                indexes = {i["IndexName"]: i for i in table.get("GlobalSecondaryIndexes") or []}
                if resource.part not in indexes:
                    raise errors.validation(f"Requested resource not found: Index: {resource.part} not found")
                throughput = indexes[resource.part].get("ProvisionedThroughput") or {}
            member = (
                "ReadCapacityUnits"
                if resource.dimension.endswith("ReadCapacityUnits")
                else "WriteCapacityUnits"
            )
            return int(throughput.get(member) or 0)
        if resource.namespace == "lambda":
            params = {"FunctionName": resource.name, "Qualifier": resource.part}
            await _call(services, "lambda", "GetFunctionConfiguration", params, account, region, principal)
            try:
                got = await _call(
                    services, "lambda", "GetProvisionedConcurrencyConfig", params, account, region, principal
                )
            except AwsError as error:
                if error.code == "ProvisionedConcurrencyConfigNotFoundException":
                    return 0
                raise
            return int(got.get("RequestedProvisionedConcurrentExecutions") or 0)
        got = await _call(
            services,
            "ecs",
            "DescribeServices",
            {"cluster": resource.name, "services": [resource.part]},
            account,
            region,
            principal,
        )
        found = [s for s in got.get("services") or [] if s.get("status") != "INACTIVE"]
        if not found:
            raise errors.validation(f"ECS service doesn't exist: {resource.resource_id}")
        return int(found[0].get("desiredCount") or 0)
    except AwsError as error:
        raise _missing(resource, error) from None


async def set_capacity(
    services: Caller, resource: Resource, value: int, account: str, region: str, principal: Principal | None
) -> None:
    """Set the resource's capacity in its dimension through its owner's own operation."""
    if resource.namespace == "dynamodb":
        member = (
            "ReadCapacityUnits" if resource.dimension.endswith("ReadCapacityUnits") else "WriteCapacityUnits"
        )
        table = (
            await _call(
                services,
                "dynamodb",
                "DescribeTable",
                {"TableName": resource.name},
                account,
                region,
                principal,
            )
        )["Table"]
        if resource.part:
            index = next(
                i for i in table.get("GlobalSecondaryIndexes") or [] if i["IndexName"] == resource.part
            )
            throughput = _throughput(index.get("ProvisionedThroughput") or {}, member, value)
            params: dict[str, Any] = {
                "TableName": resource.name,
                "GlobalSecondaryIndexUpdates": [
                    {"Update": {"IndexName": resource.part, "ProvisionedThroughput": throughput}}
                ],
            }
        else:
            throughput = _throughput(table.get("ProvisionedThroughput") or {}, member, value)
            params = {"TableName": resource.name, "ProvisionedThroughput": throughput}
        await _call(services, "dynamodb", "UpdateTable", params, account, region, principal)
    elif resource.namespace == "lambda":
        params = {"FunctionName": resource.name, "Qualifier": resource.part}
        if value > 0:
            params["ProvisionedConcurrentExecutions"] = value
            await _call(
                services, "lambda", "PutProvisionedConcurrencyConfig", params, account, region, principal
            )
        else:
            await _call(
                services, "lambda", "DeleteProvisionedConcurrencyConfig", params, account, region, principal
            )
    else:
        params = {"cluster": resource.name, "service": resource.part, "desiredCount": value}
        await _call(services, "ecs", "UpdateService", params, account, region, principal)


def _throughput(current: dict[str, Any], member: str, value: int) -> dict[str, int]:
    out = {
        "ReadCapacityUnits": int(current.get("ReadCapacityUnits") or 1),
        "WriteCapacityUnits": int(current.get("WriteCapacityUnits") or 1),
    }
    out[member] = value
    return out


def _missing(resource: Resource, error: AwsError) -> AwsError:
    """The owner's answer as RegisterScalableTarget's: a missing resource is ValidationException; a denial
    (the caller may not read it) stays the owner's AccessDeniedException; a service labcloud lacks is named."""
    if error.code in ("AccessDeniedException", "AccessDenied", "ValidationException"):
        return error
    what = {"dynamodb": "DynamoDB table", "lambda": "Lambda function", "ecs": "ECS service"}[
        resource.namespace
    ]
    if error.code in ("ResourceNotFoundException", "ServiceNotFoundException", "ClusterNotFoundException"):
        return errors.validation(f"{what} doesn't exist: {resource.resource_id}")
    if error.code == "NotImplementedException":
        return errors.validation(f"labcloud cannot check the {what} {resource.resource_id}: {error.message}")
    return errors.validation(f"Cannot reach {resource.resource_id}: {error.code}: {error.message}")
