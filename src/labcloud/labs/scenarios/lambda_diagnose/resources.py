"""Starting resources of the lambda-diagnose lab: the report function, deliberately misconfigured
(wrong handler, no environment, 1 s timeout, 128 MB), and its role."""

from __future__ import annotations

from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.lambda_diagnose.names import (
    FUNCTION,
    ROLE,
    ROLE_POLICY,
    START_MEMORY,
    START_TIMEOUT,
    WRONG_HANDLER,
)

POLICY = kit.execution_policy()


def provision(clients: kit.Clients) -> dict[str, Any]:
    role_arn = kit.create_role(
        clients, ROLE, ROLE_POLICY, POLICY, "Execution role of the lambda-diagnose lab"
    )
    code = resources.files(__package__).joinpath("report.py").read_bytes()
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        kit.zip_source({"report.py": code}),
        Handler=WRONG_HANDLER,
        Timeout=START_TIMEOUT,
        MemorySize=START_MEMORY,
        Description="lambda-diagnose lab: a monthly report with four configuration faults",
    )
    return {"code_sha256": created["CodeSha256"]}


def deprovision(clients: kit.Clients) -> None:
    kit.delete_function(clients, FUNCTION)
    kit.delete_role(clients, ROLE, ROLE_POLICY)


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {"errors": errors, "function": await kit.function_state(call, errors, FUNCTION)}
