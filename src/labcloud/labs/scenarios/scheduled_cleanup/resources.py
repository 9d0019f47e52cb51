"""Starting resources of the scheduled-cleanup lab: provision, remove, and observe them.

The lab provides the clean-up function, its role, the sessions table (three sessions whose expiry is
set from the server's clock) and the role the schedule runs as; the learner creates the schedule and
moves the clock. ``deprovision`` removes the schedule too, by its lab name.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.scheduled_cleanup.names import (
    FUNCTION,
    FUNCTION_TIMEOUT,
    ROLE,
    ROLE_POLICY,
    RUN_HOUR,
    SCHEDULE,
    SCHEDULER_POLICY,
    SCHEDULER_ROLE,
    SESSIONS,
    TABLE,
)

Clients = Callable[[str], Any]
SCHEDULER_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "scheduler.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def cleanup_policy(region: str, account: str) -> dict[str, Any]:
    """Scan and delete items of the sessions table only, write logs."""
    return kit.execution_policy(
        kit.allow(
            "ExpireSessions",
            ["dynamodb:Scan", "dynamodb:DeleteItem"],
            f"arn:aws:dynamodb:{region}:{account}:table/{TABLE}",
        )
    )


def server_now(clients: Clients) -> datetime:
    """The server's clock (it may have been moved), read from labcloud's clock endpoint."""
    endpoint = str(clients("lambda").meta.endpoint_url).rstrip("/")
    with urllib.request.urlopen(f"{endpoint}/_labcloud/clock", timeout=10) as answer:
        now = float(json.loads(answer.read())["now"])
    return datetime.fromtimestamp(now, tz=timezone.utc)


def iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def next_run(after: datetime) -> datetime:
    """The first 03:00 UTC after ``after``: the night the schedule fires next."""
    run = after.replace(hour=RUN_HOUR, minute=0, second=0, microsecond=0)
    return run if run > after else run + timedelta(days=1)


def expiries(started: datetime) -> tuple[datetime, datetime, datetime]:
    """Expired an hour ago; expiring a minute before the next run; two days after it."""
    run = next_run(started)
    return started - timedelta(hours=1), run - timedelta(minutes=1), run + timedelta(days=2)


def provision(clients: Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    role_arn = kit.create_role(
        clients, ROLE, ROLE_POLICY, cleanup_policy(region, account), "Execution role of the clean-up function"
    )
    function_arn = f"arn:aws:lambda:{region}:{account}:function:{FUNCTION}"
    iam = clients("iam")
    iam.create_role(
        RoleName=SCHEDULER_ROLE,
        AssumeRolePolicyDocument=json.dumps(SCHEDULER_TRUST),
        Description="Role the scheduled-cleanup lab's schedule runs as",
    )
    iam.put_role_policy(
        RoleName=SCHEDULER_ROLE,
        PolicyName=SCHEDULER_POLICY,
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Sid": "InvokeCleanup",
                        "Effect": "Allow",
                        "Action": "lambda:InvokeFunction",
                        "Resource": function_arn,
                    }
                ],
            }
        ),
    )
    kit.create_table(clients, TABLE)
    started = server_now(clients)
    dynamodb = clients("dynamodb")
    expiry = dict(zip(SESSIONS, (iso(moment) for moment in expiries(started)), strict=True))
    for session in SESSIONS:
        dynamodb.put_item(TableName=TABLE, Item={"id": {"S": session}, "expires_at": {"S": expiry[session]}})
    code = kit.zip_source({"app.py": resources.files(__package__).joinpath("cleanup.py").read_bytes()})
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        code,
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TABLE_NAME": TABLE}},
        Description="scheduled-cleanup lab: delete expired sessions",
    )
    return {
        "code_sha256": created["CodeSha256"],
        "account": account,
        "region": region,
        "started": iso(started),
        "expiry": expiry,
    }


def deprovision(clients: Clients) -> None:
    scheduler = clients("scheduler")
    kit.ignore(lambda: scheduler.delete_schedule(Name=SCHEDULE), "ResourceNotFoundException")
    kit.delete_function(clients, FUNCTION)
    kit.delete_tables(clients, (TABLE,))
    kit.delete_role(clients, ROLE, ROLE_POLICY)
    kit.delete_role(clients, SCHEDULER_ROLE, SCHEDULER_POLICY)


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    schedule = await kit.attempt(
        call,
        errors,
        "schedule",
        "scheduler",
        "GetSchedule",
        {"Name": SCHEDULE},
        ("ResourceNotFoundException",),
    )
    return {
        "errors": errors,
        "schedule": schedule,
        "items": await kit.table_items(call, errors, TABLE),
    }
