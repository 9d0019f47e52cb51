"""Building blocks shared by lab scenarios: provisioning and removing resources with boto3 (in the
CLI), observing them through labcloud (in the server), and reading events (in the checks).

A scenario keeps its own names and rules; this module only holds the mechanics every lab repeats.
"""

from __future__ import annotations

import ast
import functools
import io
import json
import re
import sys
import time
import zipfile
from collections.abc import Callable, Iterable
from typing import Any

from labcloud import json_document
from labcloud.errors import AwsError
from labcloud.labs.scenario import Caller

Clients = Callable[[str], Any]
Event = dict[str, Any]

#: The policy statement that lets a function write its logs (every lab function's role has it).
WRITE_LOGS = {
    "Sid": "WriteLogs",
    "Effect": "Allow",
    "Action": ["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"],
    "Resource": "*",
}
#: What a function that consumes an SQS queue (through an event source mapping) needs on the queue.
CONSUME_QUEUE = ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"]
NO_QUEUE = ("AWS.SimpleQueueService.NonExistentQueue", "QueueDoesNotExist")


def allow(sid: str, actions: str | list[str], resource: str | list[str]) -> dict[str, Any]:
    """One ``Allow`` statement of an identity policy."""
    return {"Sid": sid, "Effect": "Allow", "Action": actions, "Resource": resource}


def execution_policy(*statements: dict[str, Any]) -> dict[str, Any]:
    """A function's execution role policy: ``statements``, then :data:`WRITE_LOGS`."""
    return {"Version": "2012-10-17", "Statement": [*statements, WRITE_LOGS]}


# ---------------------------------------------------------------------- provisioning (boto3, in the CLI)


def zip_source(files: dict[str, bytes]) -> bytes:
    """A deployment package with fixed timestamps (same code → same CodeSha256)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def error_code(error: Exception) -> str:
    response = getattr(error, "response", None) or {}
    return str(response.get("Error", {}).get("Code", ""))


def ignore(action: Callable[[], Any], *codes: str) -> Any:
    """Run ``action``; an AWS error with one of ``codes`` (the thing is already gone) returns None."""
    try:
        return action()
    except Exception as error:  # noqa: BLE001 - botocore's ClientError, re-raised unless expected
        if error_code(error) in codes:
            return None
        raise


def wait(what: str, ready: Callable[[], bool], timeout: float = 60.0, interval: float = 0.1) -> None:
    deadline = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not happen within {timeout:.0f} s")
        time.sleep(interval)


def account_and_region(clients: Clients) -> tuple[str, str]:
    try:
        account = str(clients("sts").get_caller_identity()["Account"])
    except Exception:  # noqa: BLE001 - STS absent: the default account
        account = "000000000000"
    return account, str(clients("lambda").meta.region_name)


def trust(service: str) -> dict[str, Any]:
    """A trust policy that lets one AWS service (``states.amazonaws.com`` …) assume the role."""
    return {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
    }


def create_role(
    clients: Clients,
    name: str,
    policy_name: str,
    policy: dict[str, Any],
    description: str,
    service: str = "lambda.amazonaws.com",
) -> str:
    """A role ``service`` may assume (a function's execution role by default) with one inline policy."""
    iam = clients("iam")
    arn = str(
        iam.create_role(
            RoleName=name, AssumeRolePolicyDocument=json.dumps(trust(service)), Description=description
        )["Role"]["Arn"]
    )
    iam.put_role_policy(RoleName=name, PolicyName=policy_name, PolicyDocument=json.dumps(policy))
    return arn


def delete_role(clients: Clients, name: str, policy_name: str) -> None:
    iam = clients("iam")
    ignore(lambda: iam.delete_role_policy(RoleName=name, PolicyName=policy_name), "NoSuchEntity")
    ignore(lambda: iam.delete_role(RoleName=name), "NoSuchEntity")


def create_table(clients: Clients, name: str, key: str = "id") -> None:
    dynamodb = clients("dynamodb")
    dynamodb.create_table(
        TableName=name,
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": key, "AttributeType": "S"}],
        KeySchema=[{"AttributeName": key, "KeyType": "HASH"}],
    )
    wait(f"table {name}", lambda: _table_status(clients, name) == "ACTIVE")


def _table_gone(clients: Clients, name: str) -> bool:
    return _table_status(clients, name) is None


def _table_status(clients: Clients, name: str) -> str | None:
    found = ignore(lambda: clients("dynamodb").describe_table(TableName=name), "ResourceNotFoundException")
    return None if found is None else str(found["Table"]["TableStatus"])


def delete_tables(clients: Clients, names: Iterable[str]) -> None:
    names = list(names)
    for name in names:
        ignore(
            functools.partial(clients("dynamodb").delete_table, TableName=name), "ResourceNotFoundException"
        )
    for name in names:
        wait(f"deletion of table {name}", functools.partial(_table_gone, clients, name))


def create_function(clients: Clients, name: str, role_arn: str, code: bytes, **config: Any) -> dict[str, Any]:
    lam = clients("lambda")
    settings = {"Runtime": "python3.12", "Handler": "app.handler", "Timeout": 3, "MemorySize": 128, **config}
    created: dict[str, Any] = lam.create_function(
        FunctionName=name, Role=role_arn, Code={"ZipFile": code}, **settings
    )
    wait(
        f"function {name}",
        lambda: lam.get_function_configuration(FunctionName=name).get("State", "Active") == "Active",
    )
    return created


def delete_function(clients: Clients, name: str) -> None:
    """Delete the function's event source mappings, the function and its log group."""
    lam = clients("lambda")
    listed = ignore(lambda: lam.list_event_source_mappings(FunctionName=name), "ResourceNotFoundException")
    for mapping in (listed or {}).get("EventSourceMappings", []):
        ignore(
            functools.partial(lam.delete_event_source_mapping, UUID=mapping["UUID"]),
            "ResourceNotFoundException",
            "ResourceInUseException",
        )
    ignore(lambda: lam.delete_function(FunctionName=name), "ResourceNotFoundException")
    ignore(
        lambda: clients("logs").delete_log_group(logGroupName=f"/aws/lambda/{name}"),
        "ResourceNotFoundException",
    )


def create_queue(clients: Clients, name: str, attributes: dict[str, str]) -> str:
    """Create a queue the lab provides. SQS holds a deleted queue's name for 60 seconds (as AWS does),
    so right after a reset or a second ``lab start`` this waits the hold out, saying so."""
    sqs = clients("sqs")
    deadline = time.monotonic() + 70
    told = False
    while True:
        try:
            return str(sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"])
        except Exception as error:  # noqa: BLE001 - only the name hold is waited out
            if (
                error_code(error) != "AWS.SimpleQueueService.QueueDeletedRecently"
                or time.monotonic() > deadline
            ):
                raise
            if not told:
                print(
                    f"labcloud: SQS keeps the name {name} for 60 seconds after a queue is deleted; waiting …",
                    file=sys.stderr,
                )
                told = True
            time.sleep(1.0)


def delete_queues(clients: Clients, names: Iterable[str]) -> None:
    sqs = clients("sqs")
    for name in names:
        found = ignore(functools.partial(sqs.get_queue_url, QueueName=name), *NO_QUEUE)
        if found is not None:
            ignore(functools.partial(sqs.delete_queue, QueueUrl=found["QueueUrl"]), *NO_QUEUE)


def topic_queue_policy(queue_arn: str, topic_arn: str) -> str:
    """A queue policy that lets one SNS topic (and only it) send to the queue."""
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "sns.amazonaws.com"},
                    "Action": "sqs:SendMessage",
                    "Resource": queue_arn,
                    "Condition": {"ArnEquals": {"aws:SourceArn": topic_arn}},
                }
            ],
        }
    )


def delete_topic(clients: Clients, name: str) -> None:
    """Remove every subscription of the topic (the learner's too), then the topic."""
    sns = clients("sns")
    account, region = account_and_region(clients)
    topic_arn = f"arn:aws:sns:{region}:{account}:{name}"
    listed = ignore(functools.partial(sns.list_subscriptions_by_topic, TopicArn=topic_arn), "NotFound")
    for subscription in (listed or {}).get("Subscriptions", []):
        arn = subscription.get("SubscriptionArn", "")
        if arn.startswith("arn:"):
            ignore(functools.partial(sns.unsubscribe, SubscriptionArn=arn), "NotFound")
    ignore(functools.partial(sns.delete_topic, TopicArn=topic_arn), "NotFound")


def delete_http_apis(clients: Clients, name: str) -> None:
    """Delete every API Gateway v2 API with this name (a learner may have created it twice)."""
    v2 = clients("apigatewayv2")
    for listed in v2.get_apis().get("Items", []):
        if listed.get("Name") == name:
            ignore(functools.partial(v2.delete_api, ApiId=listed["ApiId"]), "NotFoundException")


# ---------------------------------------------------------------------- observing (inside the server)


async def attempt(
    call: Caller,
    errors: dict[str, str],
    label: str,
    service: str,
    operation: str,
    params: dict[str, Any],
    missing: tuple[str, ...] = (),
) -> dict[str, Any] | None:
    """One operation for the checks: ``None`` when the resource does not exist; other errors noted."""
    try:
        return await call(service, operation, params)
    except AwsError as error:
        if error.code not in missing:
            errors[label] = f"{error.code}: {error.message}"
        return None


async def queue_state(call: Caller, errors: dict[str, str], name: str) -> dict[str, Any] | None:
    """``{"url", "attributes"}`` of a queue, or None when it does not exist."""
    found = await attempt(call, errors, name, "sqs", "GetQueueUrl", {"QueueName": name}, NO_QUEUE)
    if found is None:
        return None
    attributes = await attempt(
        call,
        errors,
        name,
        "sqs",
        "GetQueueAttributes",
        {"QueueUrl": found["QueueUrl"], "AttributeNames": ["All"]},
        NO_QUEUE,
    )
    if attributes is None:
        return None
    return {"url": found["QueueUrl"], "attributes": attributes.get("Attributes", {})}


async def function_state(call: Caller, errors: dict[str, str], name: str) -> dict[str, Any] | None:
    return await attempt(
        call,
        errors,
        name,
        "lambda",
        "GetFunctionConfiguration",
        {"FunctionName": name},
        ("ResourceNotFoundException",),
    )


async def mappings_of(call: Caller, errors: dict[str, str], name: str) -> list[dict[str, Any]] | None:
    listed = await attempt(
        call,
        errors,
        f"{name} mappings",
        "lambda",
        "ListEventSourceMappings",
        {"FunctionName": name},
        ("ResourceNotFoundException",),
    )
    return None if listed is None else list(listed.get("EventSourceMappings", []))


async def table_items(call: Caller, errors: dict[str, str], name: str) -> list[dict[str, Any]] | None:
    scanned = await attempt(
        call,
        errors,
        name,
        "dynamodb",
        "Scan",
        {"TableName": name, "ConsistentRead": True},
        ("ResourceNotFoundException",),
    )
    return None if scanned is None else list(scanned.get("Items", []))


async def function_policy(call: Caller, errors: dict[str, str], name: str) -> dict[str, Any] | None:
    """A function's resource policy as a document, or None when it has none (or the function is gone)."""
    found = await attempt(
        call,
        errors,
        f"{name} policy",
        "lambda",
        "GetPolicy",
        {"FunctionName": name},
        ("ResourceNotFoundException",),
    )
    try:
        policy = json_document.loads(str((found or {}).get("Policy") or ""))
    except ValueError:
        return None
    return policy if isinstance(policy, dict) else None


async def state_machine(call: Caller, errors: dict[str, str], name: str) -> dict[str, Any] | None:
    """``{"arn", "definition"}`` of the state machine with this name (the definition parsed, None when it
    is not JSON), or None when there is none."""
    listed = await attempt(call, errors, "state machines", "stepfunctions", "ListStateMachines", {})
    found = [m for m in (listed or {}).get("stateMachines", []) if m.get("name") == name]
    if not found:
        return None
    described = await attempt(
        call,
        errors,
        name,
        "stepfunctions",
        "DescribeStateMachine",
        {"stateMachineArn": found[0]["stateMachineArn"]},
        ("StateMachineDoesNotExist",),
    )
    if described is None:
        return None
    try:
        definition = json_document.loads(str(described.get("definition") or ""))
    except ValueError:
        definition = None
    return {"arn": described.get("stateMachineArn"), "definition": definition}


async def deployed_code(call: Caller, errors: dict[str, str], name: str) -> dict[str, Any] | None:
    """``{"sha", "problem"}`` of a function's current code: ``problem`` says why its Python handler
    cannot be loaded (None when it can, or when labcloud cannot tell); None when the function is gone."""
    found = await attempt(
        call,
        errors,
        f"{name} code",
        "lambda",
        "GetFunction",
        {"FunctionName": name},
        ("ResourceNotFoundException",),
    )
    if found is None:
        return None
    config = found.get("Configuration") or {}
    if not str(config.get("Runtime") or "").startswith("python"):
        return {"sha": config.get("CodeSha256"), "problem": None}
    # the verdict depends only on the zip (its CodeSha256) and the handler: judged once per deploy,
    # not on every check (parsing the source is most of a check's cost when a class checks at once)
    key = (str(config.get("CodeSha256") or ""), str(config.get("Handler") or ""))
    if key in _PROBLEMS:
        return {"sha": config.get("CodeSha256"), "problem": _PROBLEMS[key]}
    zipped = call.function_zip(str((found.get("Code") or {}).get("Location") or ""))
    problem = None if zipped is None else handler_problem(zipped, key[1])
    if zipped is not None and key[0]:
        if len(_PROBLEMS) >= 512:
            _PROBLEMS.pop(next(iter(_PROBLEMS)))
        _PROBLEMS[key] = problem
    return {"sha": config.get("CodeSha256"), "problem": problem}


#: (CodeSha256, handler) → handler_problem's verdict, oldest first.
_PROBLEMS: dict[tuple[str, str], str | None] = {}


MAX_HANDLER_SOURCE = 1024 * 1024


def handler_problem(zipped: bytes, handler: str) -> str | None:
    """Why Lambda's Python runtime could not load ``handler`` (``module.function``) from this zip.

    The source is only parsed, never run. None when nothing is wrong (or too big to judge)."""
    module, _, function = handler.rpartition(".")
    if not module or not function:
        return None
    path = module.replace(".", "/") + ".py"
    try:
        archive = zipfile.ZipFile(io.BytesIO(zipped))
        names = [n for n in archive.namelist() if not n.endswith("/")]
    except (zipfile.BadZipFile, ValueError):
        return "the uploaded file is not a ZIP archive"
    if path not in names:
        nested = [n for n in names if n.endswith("/" + path)]
        if nested:
            return (
                f"the zip holds {nested[0]}, not {path} at its root: Lambda loads {path} from the top of the "
                f"zip (handler {handler}). Zip the file itself, from the folder that holds it"
            )
        return f"the zip has no {path} at its root (handler {handler} needs it); it holds {listed(names[:5]) or 'nothing'}"
    info = archive.getinfo(path)
    if info.file_size > MAX_HANDLER_SOURCE:
        return None
    try:
        tree = ast.parse(archive.read(path), path)
    except SyntaxError as error:
        return f"{path} cannot be imported: line {error.lineno}: {error.msg}"
    except (ValueError, RecursionError, MemoryError, zipfile.BadZipFile, OSError):
        return f"{path} cannot be read as Python source"
    defined = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            defined.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            defined.update(t.id for t in targets if isinstance(t, ast.Name))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            defined.update((a.asname or a.name).split(".")[0] for a in node.names)
        else:
            return None  # code that may define names dynamically: let the invocation tell
    if function not in defined:
        return f"{path} defines no {function} (handler {handler})"
    return None


#: Lambda's error types for a handler that could not be loaded (the code, not the job, is wrong).
LOAD_ERRORS = (
    "Runtime.ImportModuleError",
    "Runtime.HandlerNotFound",
    "Runtime.UserCodeSyntaxError",
    "Runtime.MalformedHandlerName",
)


def load_failure(event: Event) -> bool:
    error = data(event).get("error")
    return isinstance(error, dict) and str(error.get("errorType") or "") in LOAD_ERRORS


# ---------------------------------------------------------------------- reading events (the checks)


def data(event: Event) -> dict[str, Any]:
    found = event.get("data")
    return found if isinstance(found, dict) else {}


def function_name(value: Any) -> str:
    text = str(value or "")
    found = re.search(r":function:([^:]+)", text)
    return found.group(1) if found else text


def for_function(events: Iterable[Event], name: str) -> list[Event]:
    chosen = []
    for event in events:
        payload = data(event)
        if (
            function_name(
                payload.get("function_name") or payload.get("function_arn") or event.get("resource")
            )
            == name
        ):
            chosen.append(event)
    return chosen


def queue_name(event: Event) -> str:
    payload = data(event)
    if payload.get("queue_name"):
        return str(payload["queue_name"])
    url = str(payload.get("queue_url") or "")
    if url:
        return url.rstrip("/").rsplit("/", 1)[-1]
    return str(event.get("resource") or "").rsplit(":", 1)[-1]


def for_queue(events: Iterable[Event], name: str) -> list[Event]:
    return [event for event in events if queue_name(event) == name]


def for_table(events: Iterable[Event], name: str) -> list[Event]:
    return [event for event in events if data(event).get("table") == name]


def plain(value: Any) -> Any:
    """DynamoDB wire form → Python values (numbers as int when whole)."""
    if isinstance(value, dict) and len(value) == 1:
        ((kind, inner),) = value.items()
        if kind == "S":
            return inner
        if kind == "N":
            number = float(inner)
            return int(number) if number.is_integer() else number
        if kind == "BOOL":
            return bool(inner)
        if kind == "NULL":
            return None
        if kind == "M" and isinstance(inner, dict):
            return {k: plain(v) for k, v in inner.items()}
        if kind == "L" and isinstance(inner, list):
            return [plain(v) for v in inner]
        if kind in ("SS", "NS", "BS"):
            return sorted(inner)
    return value


def item(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        return None
    return {name: plain(attribute) for name, attribute in value.items()}


def key_value(event: Event, name: str = "id") -> str:
    key = data(event).get("key") or {}
    return str(plain(key.get(name))) if isinstance(key, dict) and name in key else ""


def accepted(event: Event) -> bool:
    return data(event).get("outcome") == "Accepted"


def json_body(event: Event) -> Any:
    try:
        return json_document.loads(str(data(event).get("body") or ""))
    except ValueError:
        return None


def error_text(event: Event) -> str:
    payload = data(event)
    error = payload.get("error") or {}
    if isinstance(error, dict) and (error.get("errorType") or error.get("errorMessage")):
        return f"{error.get('errorType', 'Error')}: {error.get('errorMessage', '')}"
    return str(payload.get("status"))


def listed(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def start_over(lab: str) -> str:
    """The sentence every lab appends to a failure that later actions cannot repair."""
    return (
        " This cannot be undone: the lab's history keeps that write, so this step stays failed whatever "
        f"you do next. To try again, start over with `labcloud lab start {lab}` (it rebuilds the lab's "
        "resources and forgets its history; the files in your lab folder are moved aside, not deleted)."
    )
