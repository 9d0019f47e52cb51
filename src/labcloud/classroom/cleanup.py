"""``labcloud classroom reset LEARNER``: delete every resource of one learner's account, through the
services' own operations (so their events, caches and sandboxes follow), and no one else's.

Each service is emptied in turn by listing, then deleting, as the account's root; a failure is
collected with the service's name, never raised, so one stuck resource does not keep the rest.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError

if TYPE_CHECKING:
    from labcloud.hub import Hub

Call = Callable[[str, str, dict[str, Any]], Awaitable[dict[str, Any]]]


async def _lambda(call: Call) -> None:
    for mapping in (await call("lambda", "ListEventSourceMappings", {})).get("EventSourceMappings", []):
        await call("lambda", "DeleteEventSourceMapping", {"UUID": mapping["UUID"]})
    for function in (await call("lambda", "ListFunctions", {})).get("Functions", []):
        await call("lambda", "DeleteFunction", {"FunctionName": function["FunctionName"]})


async def _sqs(call: Call) -> None:
    for url in (await call("sqs", "ListQueues", {})).get("QueueUrls", []):
        await call("sqs", "DeleteQueue", {"QueueUrl": url})


async def _dynamodb(call: Call) -> None:
    for table in (await call("dynamodb", "ListTables", {})).get("TableNames", []):
        await call("dynamodb", "DeleteTable", {"TableName": table})


async def _s3(call: Call) -> None:
    for bucket in (await call("s3", "ListBuckets", {})).get("Buckets", []):
        name = bucket["Name"]
        while True:
            listed = await call("s3", "ListObjectVersions", {"Bucket": name})
            doomed = [
                {"Key": v["Key"], "VersionId": v["VersionId"]}
                for v in (*listed.get("Versions", []), *listed.get("DeleteMarkers", []))
            ]
            if not doomed:
                break
            await call("s3", "DeleteObjects", {"Bucket": name, "Delete": {"Objects": doomed[:1000]}})
        await call("s3", "DeleteBucket", {"Bucket": name})


async def _logs(call: Call) -> None:
    for group in (await call("logs", "DescribeLogGroups", {})).get("logGroups", []):
        await call("logs", "DeleteLogGroup", {"logGroupName": group["logGroupName"]})


async def _sns(call: Call) -> None:
    for topic in (await call("sns", "ListTopics", {})).get("Topics", []):
        await call("sns", "DeleteTopic", {"TopicArn": topic["TopicArn"]})


async def _events(call: Call) -> None:
    buses = [b["Name"] for b in (await call("events", "ListEventBuses", {})).get("EventBuses", [])]
    for bus in buses:
        for rule in (await call("events", "ListRules", {"EventBusName": bus})).get("Rules", []):
            targets = await call("events", "ListTargetsByRule", {"Rule": rule["Name"], "EventBusName": bus})
            ids = [t["Id"] for t in targets.get("Targets", [])]
            if ids:
                await call(
                    "events",
                    "RemoveTargets",
                    {"Rule": rule["Name"], "EventBusName": bus, "Ids": ids, "Force": True},
                )
            await call("events", "DeleteRule", {"Name": rule["Name"], "EventBusName": bus, "Force": True})
        if bus != "default":
            await call("events", "DeleteEventBus", {"Name": bus})


async def _stepfunctions(call: Call) -> None:
    for machine in (await call("stepfunctions", "ListStateMachines", {})).get("stateMachines", []):
        await call("stepfunctions", "DeleteStateMachine", {"stateMachineArn": machine["stateMachineArn"]})


async def _secretsmanager(call: Call) -> None:
    for secret in (await call("secretsmanager", "ListSecrets", {})).get("SecretList", []):
        await call(
            "secretsmanager", "DeleteSecret", {"SecretId": secret["ARN"], "ForceDeleteWithoutRecovery": True}
        )


async def _ssm(call: Call) -> None:
    names = [p["Name"] for p in (await call("ssm", "DescribeParameters", {})).get("Parameters", [])]
    for start in range(0, len(names), 10):
        await call("ssm", "DeleteParameters", {"Names": names[start : start + 10]})


async def _kms(call: Call) -> None:
    for key in (await call("kms", "ListKeys", {})).get("Keys", []):
        described = (await call("kms", "DescribeKey", {"KeyId": key["KeyId"]})).get("KeyMetadata", {})
        if described.get("KeyManager") == "CUSTOMER" and described.get("KeyState") != "PendingDeletion":
            await call("kms", "ScheduleKeyDeletion", {"KeyId": key["KeyId"], "PendingWindowInDays": 7})


async def _kinesis(call: Call) -> None:
    for name in (await call("kinesis", "ListStreams", {})).get("StreamNames", []):
        await call("kinesis", "DeleteStream", {"StreamName": name, "EnforceConsumerDeletion": True})


async def _apigateway(call: Call) -> None:
    for api in (await call("apigateway", "GetRestApis", {})).get("items", []):
        await call("apigateway", "DeleteRestApi", {"restApiId": api["id"]})


async def _iam(call: Call) -> None:
    for role in (await call("iam", "ListRoles", {})).get("Roles", []):
        name = role["RoleName"]
        if role.get("Path", "/").startswith("/aws-service-role/"):
            continue
        for policy in (await call("iam", "ListRolePolicies", {"RoleName": name})).get("PolicyNames", []):
            await call("iam", "DeleteRolePolicy", {"RoleName": name, "PolicyName": policy})
        attached = await call("iam", "ListAttachedRolePolicies", {"RoleName": name})
        for policy in attached.get("AttachedPolicies", []):
            await call("iam", "DetachRolePolicy", {"RoleName": name, "PolicyArn": policy["PolicyArn"]})
        await call("iam", "DeleteRole", {"RoleName": name})


#: In an order that removes users of a resource before the resource (mappings before queues).
CLEANERS: tuple[tuple[str, Callable[[Call], Awaitable[None]]], ...] = (
    ("lambda", _lambda),
    ("events", _events),
    ("stepfunctions", _stepfunctions),
    ("apigateway", _apigateway),
    ("sns", _sns),
    ("sqs", _sqs),
    ("dynamodb", _dynamodb),
    ("kinesis", _kinesis),
    ("s3", _s3),
    ("logs", _logs),
    ("secretsmanager", _secretsmanager),
    ("ssm", _ssm),
    ("kms", _kms),
    ("iam", _iam),
)


async def empty_account(hub: Hub, account_id: str) -> dict[str, str]:
    """Delete the account's resources in every region-less sense labcloud has; service → error left."""
    errors: dict[str, str] = {}

    async def call(service: str, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        return await hub.call(service, operation, params, account_id=account_id)

    for service, clean in CLEANERS:
        if not hub.serves(service):
            continue
        try:
            await clean(call)
        except AwsError as error:
            errors[service] = f"{error.code}: {error.message}"
    return errors
