"""Starting resources of the saga lab: provision, remove, and observe them.

The lab provides the step function, its role, the orders table and the state machine's role; the
learner writes the definition, creates the state machine and runs it. ``deprovision`` removes the
state machine too, by its lab name.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from importlib import resources
from typing import Any

from labcloud import json_document
from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.saga.names import (
    FUNCTION,
    FUNCTION_TIMEOUT,
    MACHINE,
    MACHINE_POLICY,
    MACHINE_ROLE,
    ROLE,
    ROLE_POLICY,
    TABLE,
)

Clients = Callable[[str], Any]
STATES_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def step_policy(region: str, account: str) -> dict[str, Any]:
    """Update the orders table only, write logs."""
    return kit.execution_policy(
        kit.allow(
            "RecordSteps", ["dynamodb:UpdateItem"], f"arn:aws:dynamodb:{region}:{account}:table/{TABLE}"
        )
    )


def machine_policy(region: str, account: str) -> dict[str, Any]:
    """Invoke the step function only."""
    return {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Sid": "InvokeSteps",
                "Effect": "Allow",
                "Action": "lambda:InvokeFunction",
                "Resource": [
                    f"arn:aws:lambda:{region}:{account}:function:{FUNCTION}",
                    f"arn:aws:lambda:{region}:{account}:function:{FUNCTION}:*",
                ],
            }
        ],
    }


def provision(clients: Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    role_arn = kit.create_role(
        clients, ROLE, ROLE_POLICY, step_policy(region, account), "Execution role of the saga lab's steps"
    )
    iam = clients("iam")
    machine_role = iam.create_role(
        RoleName=MACHINE_ROLE,
        AssumeRolePolicyDocument=json.dumps(STATES_TRUST),
        Description="Role of the saga lab's state machine",
    )["Role"]["Arn"]
    iam.put_role_policy(
        RoleName=MACHINE_ROLE,
        PolicyName=MACHINE_POLICY,
        PolicyDocument=json.dumps(machine_policy(region, account)),
    )
    kit.create_table(clients, TABLE)
    code = kit.zip_source({"app.py": resources.files(__package__).joinpath("steps.py").read_bytes()})
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        code,
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TABLE_NAME": TABLE}},
        Description="saga lab steps: reserve, charge, ship, refund, release",
    )
    return {
        "code_sha256": created["CodeSha256"],
        "account": account,
        "region": region,
        "machine_arn": f"arn:aws:states:{region}:{account}:stateMachine:{MACHINE}",
        "machine_role_arn": str(machine_role),
    }


def deprovision(clients: Clients) -> None:
    account, region = kit.account_and_region(clients)
    sfn = clients("stepfunctions")
    arn = f"arn:aws:states:{region}:{account}:stateMachine:{MACHINE}"
    kit.ignore(functools.partial(sfn.delete_state_machine, stateMachineArn=arn), "StateMachineDoesNotExist")
    kit.wait(
        f"deletion of {MACHINE}",
        lambda: (
            kit.ignore(
                functools.partial(sfn.describe_state_machine, stateMachineArn=arn), "StateMachineDoesNotExist"
            )
            is None
        ),
    )
    kit.delete_function(clients, FUNCTION)
    kit.delete_tables(clients, (TABLE,))
    kit.delete_role(clients, ROLE, ROLE_POLICY)
    kit.delete_role(clients, MACHINE_ROLE, MACHINE_POLICY)


async def _machine(call: Caller, errors: dict[str, str]) -> dict[str, Any] | None:
    """The lab's state machine with its parsed definition, or None when there is none."""
    listed = await kit.attempt(call, errors, "machines", "stepfunctions", "ListStateMachines", {})
    found = [m for m in (listed or {}).get("stateMachines", []) if m.get("name") == MACHINE]
    if not found:
        return None
    described = await kit.attempt(
        call,
        errors,
        "machine",
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


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "machine": await _machine(call, errors),
        "items": await kit.table_items(call, errors, TABLE),
    }
