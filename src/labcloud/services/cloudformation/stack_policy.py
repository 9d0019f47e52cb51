"""Stack policies: which update actions (Update:Modify, Update:Replace, Update:Delete) a stack update
may take on which resources.

A stack without a policy allows every update; once a policy is set, an action is allowed only when
an Allow statement matches it and no Deny statement does (``Action``/``NotAction``,
``Resource``/``NotResource`` as ``LogicalResourceId/<id>`` with wildcards, ``Condition`` on
``ResourceType`` with StringEquals/StringLike and their negations). A denied action fails the
resource with AWS's "Action denied by stack policy" reason.
"""

from __future__ import annotations

import json
from fnmatch import fnmatchcase
from typing import Any

from labcloud.services.cloudformation.errors import validation

ACTIONS = ("Update:Modify", "Update:Replace", "Update:Delete")
MAX_BODY = 16_384
_CONDITIONS = ("StringEquals", "StringNotEquals", "StringLike", "StringNotLike")


def _list(value: Any) -> list[str]:
    if value is None:
        return []
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def parse(body: str) -> dict[str, Any]:
    """The policy document, checked; ValidationError for anything CloudFormation would refuse."""
    if len(body.encode()) > MAX_BODY:
        raise validation(f"Stack policy may not exceed {MAX_BODY} bytes in size.")
    try:
        policy = json.loads(body)
    except json.JSONDecodeError:
        raise validation("Error validating stack policy: the policy is not valid JSON") from None
    statements = policy.get("Statement") if isinstance(policy, dict) else None
    if isinstance(statements, dict):
        statements = [statements]
    if not isinstance(statements, list) or not statements:
        raise validation("Error validating stack policy: the policy must have a Statement list")
    for number, statement in enumerate(statements, 1):
        where = f"Error validating stack policy: Statement [#{number}]"
        if not isinstance(statement, dict):
            raise validation(f"{where} must be an object")
        if statement.get("Effect") not in ("Allow", "Deny"):
            raise validation(f"{where} Effect must be Allow or Deny")
        if ("Action" in statement) == ("NotAction" in statement):
            raise validation(f"{where} must have exactly one of Action and NotAction")
        if ("Resource" in statement) == ("NotResource" in statement):
            raise validation(f"{where} must have exactly one of Resource and NotResource")
        if _list(statement.get("Principal")) != ["*"]:
            raise validation(f"{where} Principal must be *")
        for action in _list(statement.get("Action", statement.get("NotAction"))):
            if action != "Update:*" and action not in ACTIONS:
                raise validation(f"{where} has an unknown action {action}")
        for kind, test in (statement.get("Condition") or {}).items():
            if kind not in _CONDITIONS or not isinstance(test, dict) or set(test) - {"ResourceType"}:
                raise validation(f"{where} Condition supports {', '.join(_CONDITIONS)} on ResourceType only")
    return {"Statement": statements}


def _matches(statement: dict[str, Any], action: str, logical_id: str, resource_type: str) -> bool:
    actions = _list(statement.get("Action", statement.get("NotAction")))
    hit = any(fnmatchcase(action, pattern) for pattern in actions)
    if hit == ("NotAction" in statement):
        return False
    resource = f"LogicalResourceId/{logical_id}"
    patterns = _list(statement.get("Resource", statement.get("NotResource")))
    hit = any(fnmatchcase(resource, pattern) for pattern in patterns)
    if hit == ("NotResource" in statement):
        return False
    for kind, test in (statement.get("Condition") or {}).items():
        wanted = _list(test.get("ResourceType"))
        if kind.startswith("StringNot"):
            kind, negate = kind.replace("Not", "", 1), True
        else:
            negate = False
        if kind == "StringEquals":
            found = resource_type in wanted
        else:
            found = any(fnmatchcase(resource_type, pattern) for pattern in wanted)
        if found == negate:
            return False
    return True


def denial(policy: dict[str, Any] | None, action: str, logical_id: str, resource_type: str) -> str | None:
    """The failure reason when ``policy`` does not let ``action`` touch the resource (None: allowed)."""
    if policy is None:
        return None
    allowed = False
    for number, statement in enumerate(policy["Statement"], 1):
        if not _matches(statement, action, logical_id, resource_type):
            continue
        if statement["Effect"] == "Deny":
            return (
                f"Action denied by stack policy: Statement [#{number}] does not allow [{action}] for "
                f"resource [LogicalResourceId/{logical_id}]"
            )
        allowed = True
    if allowed:
        return None
    return (
        f"Action not allowed by stack policy: no statement allows [{action}] for "
        f"resource [LogicalResourceId/{logical_id}]"
    )
