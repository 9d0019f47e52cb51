"""Starting resources of the idempotent-consumer lab: provision, remove, and observe them.

``provision`` and ``deprovision`` run in the ``labcloud lab`` CLI with boto3 (admin test keys);
``observe`` runs inside the server for the checker.
"""

from __future__ import annotations

import io
import json
import time
import zipfile
from collections.abc import Callable
from importlib import resources
from typing import Any

from labcloud.errors import AwsError
from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.idempotent_consumer.names import (
    FUNCTION,
    FUNCTION_TIMEOUT,
    LOG_GROUP,
    ORDERS,
    QUEUE,
    REFERENCE,
    REFERENCE_ITEM,
    ROLE,
    ROLE_POLICY,
)

Clients = Callable[[str], Any]

TRUST_POLICY = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def role_policy(region: str, account: str) -> dict[str, Any]:
    """Queue-scoped receive/delete/attributes, table-scoped put/get, and the function's logs."""
    return kit.execution_policy(
        kit.allow("ConsumeJobs", kit.CONSUME_QUEUE, f"arn:aws:sqs:{region}:{account}:{QUEUE}"),
        kit.allow(
            "WriteOrders",
            ["dynamodb:PutItem", "dynamodb:GetItem"],
            f"arn:aws:dynamodb:{region}:{account}:table/{ORDERS}",
        ),
    )


def starting_zip() -> bytes:
    code = resources.files(__package__).joinpath("starting_worker.py").read_bytes()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo("app.py", date_time=(2024, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        archive.writestr(info, code)
    return buffer.getvalue()


def _code(error: Exception) -> str:
    response = getattr(error, "response", None) or {}
    return str(response.get("Error", {}).get("Code", ""))


def _wait(what: str, ready: Callable[[], bool], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not become ready in {timeout:.0f} s")
        time.sleep(0.1)


def _table_status(clients: Clients, name: str) -> str | None:
    try:
        return str(clients("dynamodb").describe_table(TableName=name)["Table"]["TableStatus"])
    except Exception as error:  # noqa: BLE001 - ResourceNotFoundException means gone
        if _code(error) == "ResourceNotFoundException":
            return None
        raise


def provision(clients: Clients) -> dict[str, Any]:
    """Create the role, the function with its starting code, and the two tables; return the baseline."""
    sts = clients("sts")
    try:
        identity = sts.get_caller_identity()
        account = str(identity["Account"])
    except Exception:  # noqa: BLE001 - STS not there: the default account
        account = "000000000000"
    region = clients("lambda").meta.region_name
    iam = clients("iam")
    role_arn = f"arn:aws:iam::{account}:role/{ROLE}"
    iam.create_role(
        RoleName=ROLE,
        AssumeRolePolicyDocument=json.dumps(TRUST_POLICY),
        Description="Execution role of the idempotent-consumer lab's worker",
    )
    iam.put_role_policy(
        RoleName=ROLE, PolicyName=ROLE_POLICY, PolicyDocument=json.dumps(role_policy(region, account))
    )

    dynamodb = clients("dynamodb")
    for table in (ORDERS, REFERENCE):
        dynamodb.create_table(
            TableName=table,
            BillingMode="PAY_PER_REQUEST",
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
            KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        )
    for table in (ORDERS, REFERENCE):
        _wait(f"table {table}", lambda t=table: _table_status(clients, t) == "ACTIVE")  # type: ignore[misc]
    dynamodb.put_item(TableName=REFERENCE, Item=REFERENCE_ITEM)

    lam = clients("lambda")
    created = lam.create_function(
        FunctionName=FUNCTION,
        Runtime="python3.12",
        Role=role_arn,
        Handler="app.handler",
        Code={"ZipFile": starting_zip()},
        Timeout=FUNCTION_TIMEOUT,
        MemorySize=128,
        Environment={"Variables": {"TABLE_NAME": ORDERS}},
        Description="idempotent-consumer lab worker (starting code: unconditional write)",
    )
    _wait(
        f"function {FUNCTION}",
        lambda: lam.get_function_configuration(FunctionName=FUNCTION).get("State", "Active") == "Active",
    )
    return {
        "code_sha256": created["CodeSha256"],
        "role_arn": role_arn,
        "reference_items": [REFERENCE_ITEM],
        "account": account,
        "region": region,
    }


def _ignore(error: Exception, *codes: str) -> None:
    if _code(error) not in codes:
        raise error


def deprovision(clients: Clients) -> None:
    """Remove what the lab provisioned and what the learner created, so a new start is clean."""
    lam = clients("lambda")
    try:
        for mapping in lam.list_event_source_mappings(FunctionName=FUNCTION).get("EventSourceMappings", []):
            try:
                lam.delete_event_source_mapping(UUID=mapping["UUID"])
            except Exception as error:  # noqa: BLE001
                _ignore(error, "ResourceNotFoundException", "ResourceInUseException")
    except Exception as error:  # noqa: BLE001
        _ignore(error, "ResourceNotFoundException")
    try:
        lam.delete_function(FunctionName=FUNCTION)
    except Exception as error:  # noqa: BLE001
        _ignore(error, "ResourceNotFoundException")
    sqs = clients("sqs")
    try:
        url = sqs.get_queue_url(QueueName=QUEUE)["QueueUrl"]
        sqs.delete_queue(QueueUrl=url)
    except Exception as error:  # noqa: BLE001
        _ignore(error, "AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist")
    dynamodb = clients("dynamodb")
    for table in (ORDERS, REFERENCE):
        try:
            dynamodb.delete_table(TableName=table)
        except Exception as error:  # noqa: BLE001
            _ignore(error, "ResourceNotFoundException")
    for table in (ORDERS, REFERENCE):
        _wait(f"deletion of table {table}", lambda t=table: _table_status(clients, t) is None)  # type: ignore[misc]
    try:
        clients("logs").delete_log_group(logGroupName=LOG_GROUP)
    except Exception as error:  # noqa: BLE001
        _ignore(error, "ResourceNotFoundException")
    iam = clients("iam")
    try:
        iam.delete_role_policy(RoleName=ROLE, PolicyName=ROLE_POLICY)
    except Exception as error:  # noqa: BLE001
        _ignore(error, "NoSuchEntity")
    try:
        iam.delete_role(RoleName=ROLE)
    except Exception as error:  # noqa: BLE001
        _ignore(error, "NoSuchEntity")


async def _try(
    call: Caller,
    errors: dict[str, str],
    label: str,
    service: str,
    operation: str,
    params: dict[str, Any],
    missing: tuple[str, ...] = (),
) -> dict[str, Any] | None:
    """Run one operation; ``None`` when the resource does not exist; other errors are noted."""
    try:
        return await call(service, operation, params)
    except AwsError as error:
        if error.code in missing:
            return None
        errors[label] = f"{error.code}: {error.message}"
        return None


async def observe(call: Caller) -> dict[str, Any]:
    """The current state of the lab's resources, for the checks."""
    errors: dict[str, str] = {}
    current: dict[str, Any] = {"errors": errors}
    function = await _try(
        call,
        errors,
        "function",
        "lambda",
        "GetFunctionConfiguration",
        {"FunctionName": FUNCTION},
        ("ResourceNotFoundException",),
    )
    current["function"] = function
    current["code"] = await kit.deployed_code(call, errors, FUNCTION) if function is not None else None
    mappings = await _try(
        call,
        errors,
        "mappings",
        "lambda",
        "ListEventSourceMappings",
        {"FunctionName": FUNCTION},
        ("ResourceNotFoundException",),
    )
    current["mappings"] = None if mappings is None else mappings.get("EventSourceMappings", [])
    queue = await _try(
        call,
        errors,
        "queue",
        "sqs",
        "GetQueueUrl",
        {"QueueName": QUEUE},
        ("AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist"),
    )
    current["queue"] = None
    if queue is not None:
        attributes = await _try(
            call,
            errors,
            "queue",
            "sqs",
            "GetQueueAttributes",
            {"QueueUrl": queue["QueueUrl"], "AttributeNames": ["All"]},
            ("AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist"),
        )
        if attributes is not None:
            current["queue"] = {"url": queue["QueueUrl"], "attributes": attributes.get("Attributes", {})}
    for label, table in (("orders", ORDERS), ("reference", REFERENCE)):
        scanned = await _try(
            call,
            errors,
            label,
            "dynamodb",
            "Scan",
            {"TableName": table, "ConsistentRead": True},
            ("ResourceNotFoundException",),
        )
        current[label] = None if scanned is None else scanned.get("Items", [])
    groups = await _try(call, errors, "logs", "logs", "DescribeLogGroups", {"logGroupNamePrefix": LOG_GROUP})
    current["log_groups"] = (
        None
        if groups is None
        else [g["logGroupName"] for g in groups.get("logGroups", []) if g.get("logGroupName") == LOG_GROUP]
    )
    return current
