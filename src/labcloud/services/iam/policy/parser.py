"""Validation of IAM JSON policy documents into :class:`Policy` objects, with IAM's errors.

Three flavours share one grammar: identity policies (no Principal, Resource required), trust
policies (assume-role policy documents: Principal required, no Resource, only STS assume-role
actions) and resource policies (Principal and Resource required). Every rejection is
``MalformedPolicyDocument`` with the message IAM gives for that mistake.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from labcloud import json_document
from labcloud.services.iam.policy.conditions import Condition, make_condition, parse_operator
from labcloud.services.iam.policy.document import ALLOW, DENY, Policy, Statement
from labcloud.services.iam.policy.errors import malformed
from labcloud.services.iam.policy.matchers import ActionMatcher, ResourceMatcher
from labcloud.services.iam.policy.principals import PrincipalSpec, parse_principal

VERSION_2012 = "2012-10-17"
VERSION_2008 = "2008-10-17"
VERSIONS = frozenset({VERSION_2012, VERSION_2008})
PARTITIONS = frozenset({"aws", "aws-cn", "aws-us-gov", "aws-iso", "aws-iso-b", "aws-iso-e", "aws-iso-f"})

MSG_LEGACY = "The policy failed legacy parsing"
MSG_INVALID_JSON = "This policy contains invalid Json"
MSG_ACTIONS = "Policy statement must contain actions."
MSG_RESOURCES = "Policy statement must contain resources."
MSG_VENDOR = "Actions/Conditions must be prefaced by a vendor, e.g., iam, sdb, ec2, etc."
MSG_ONE_COLON = "Actions/Condition can contain only one colon."
MSG_NO_PRINCIPAL_ALLOWED = "Policy document should not specify a principal."
MSG_PRINCIPAL_REQUIRED = "Missing required field Principal"
MSG_SID_FORMAT = (
    "Statement IDs (SID) must be alpha-numeric. Check that your input satisfies the regular "
    "expression [0-9A-Za-z]*"
)
MSG_SID_UNIQUE = "Statement IDs (SID) in a single policy must be unique."
MSG_TRUST_ACTIONS = "AssumeRole policy may only specify STS AssumeRole actions."
MSG_RESOURCE_VENDOR = "Resource vendor must be fully qualified and cannot contain regexes."

_TOP_LEVEL = frozenset({"Version", "Id", "Statement"})
_ELEMENTS = frozenset(
    {
        "Sid",
        "Effect",
        "Principal",
        "NotPrincipal",
        "Action",
        "NotAction",
        "Resource",
        "NotResource",
        "Condition",
    }
)
_SID = re.compile(r"^[0-9A-Za-z]*$")
_VENDOR = re.compile(r"^[A-Za-z0-9-]+$")
_TRUST_ACTION = re.compile(r"^sts:", re.IGNORECASE)

PrincipalExists = Callable[[str], bool]


def parse_policy(text: str | Mapping[str, Any], *, name: str | None = None) -> Policy:
    """An identity-based policy (inline or managed). Raises MalformedPolicyDocument."""
    return _parse(text, "identity", name, None)


def parse_trust_policy(
    text: str | Mapping[str, Any],
    *,
    name: str | None = None,
    principal_exists: PrincipalExists | None = None,
) -> Policy:
    """A role's assume-role policy document; ``principal_exists`` may reject unknown user/role ARNs."""
    return _parse(text, "trust", name, principal_exists)


def parse_resource_policy(
    text: str | Mapping[str, Any],
    *,
    name: str | None = None,
    principal_exists: PrincipalExists | None = None,
) -> Policy:
    """A resource-based policy (queue policy, function policy...): Principal and Resource required."""
    return _parse(text, "resource", name, principal_exists)


def _load(text: str | Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(text, Mapping):
        document: object = dict(text)
    else:
        try:
            document = json_document.loads(text)
        except (TypeError, ValueError):
            raise malformed(MSG_INVALID_JSON) from None
    if not isinstance(document, dict):
        raise malformed()
    return document


def _parse(
    text: str | Mapping[str, Any], kind: str, name: str | None, exists: PrincipalExists | None
) -> Policy:
    document = _load(text)
    if any(key not in _TOP_LEVEL for key in document):
        raise malformed()
    version = document.get("Version", VERSION_2008)
    if not isinstance(version, str) or version not in VERSIONS:
        raise malformed(MSG_LEGACY)
    policy_id = document.get("Id")
    if policy_id is not None and not isinstance(policy_id, str):
        raise malformed()
    if "Statement" not in document:
        raise malformed()
    raw_statements = document["Statement"]
    if isinstance(raw_statements, dict):
        raw_statements = [raw_statements]
    if not isinstance(raw_statements, list):
        raise malformed()
    variables = version == VERSION_2012
    statements = tuple(
        _statement(index, raw, kind, variables, exists) for index, raw in enumerate(raw_statements)
    )
    sids = [s.sid for s in statements if s.sid]
    if len(sids) != len(set(sids)):
        raise malformed(MSG_SID_UNIQUE)
    return Policy(version, statements, document, name=name, policy_id=policy_id, kind=kind)


def _string_list(raw: object) -> list[str]:
    items = raw if isinstance(raw, list) else [raw]
    if not all(isinstance(item, str) for item in items):
        raise malformed()
    return items  # type: ignore[return-value]


def _statement(
    index: int, raw: object, kind: str, variables: bool, exists: PrincipalExists | None
) -> Statement:
    if not isinstance(raw, dict):
        raise malformed()
    if any(key not in _ELEMENTS for key in raw):
        raise malformed()
    sid = raw.get("Sid")
    if sid is not None:
        if not isinstance(sid, str):
            raise malformed()
        if kind != "resource" and not _SID.match(sid):  # queue labels and Lambda statement ids allow - and _
            raise malformed(MSG_SID_FORMAT)
    effect = raw.get("Effect")
    if effect not in (ALLOW, DENY):
        raise malformed()

    principal, not_principal = _principal(raw, kind, exists)
    actions, not_action = _actions(raw, kind)
    resources, not_resource = _resources(raw, kind, variables)
    conditions = _conditions(raw.get("Condition"), variables) if "Condition" in raw else ()
    return Statement(
        index=index,
        sid=sid or None,
        effect=effect,
        actions=actions,
        not_action=not_action,
        resources=resources,
        not_resource=not_resource,
        principal=principal,
        not_principal=not_principal,
        conditions=conditions,
    )


def _principal(
    raw: dict[str, Any], kind: str, exists: PrincipalExists | None
) -> tuple[PrincipalSpec | None, bool]:
    has, has_not = "Principal" in raw, "NotPrincipal" in raw
    if kind == "identity":
        if has or has_not:
            raise malformed(MSG_NO_PRINCIPAL_ALLOWED)
        return None, False
    if has and has_not:
        raise malformed()
    if not has and not has_not:
        raise malformed(MSG_PRINCIPAL_REQUIRED)
    return parse_principal(raw["Principal"] if has else raw["NotPrincipal"], exists), has_not


def _actions(raw: dict[str, Any], kind: str) -> tuple[ActionMatcher, bool]:
    has, has_not = "Action" in raw, "NotAction" in raw
    if has and has_not:
        raise malformed()
    if not has and not has_not:
        raise malformed(MSG_ACTIONS)
    actions = _string_list(raw["Action"] if has else raw["NotAction"])
    if not actions:
        raise malformed(MSG_ACTIONS)
    for action in actions:
        if action == "*":
            continue
        if ":" not in action:
            raise malformed(MSG_VENDOR)
        vendor, _, rest = action.partition(":")
        if ":" in rest:
            raise malformed(MSG_ONE_COLON)
        if not _VENDOR.match(vendor):
            raise malformed(MSG_VENDOR)
        if kind == "trust" and has and not _TRUST_ACTION.match(action):
            raise malformed(MSG_TRUST_ACTIONS)
    return ActionMatcher(actions), has_not


def _resources(raw: dict[str, Any], kind: str, variables: bool) -> tuple[ResourceMatcher | None, bool]:
    has, has_not = "Resource" in raw, "NotResource" in raw
    if kind == "trust":
        if has or has_not:
            raise malformed("Has prohibited field " + ("Resource" if has else "NotResource"))
        return None, False
    if has and has_not:
        raise malformed()
    if not has and not has_not:
        raise malformed(MSG_RESOURCES)
    resources = _string_list(raw["Resource"] if has else raw["NotResource"])
    if not resources:
        raise malformed(MSG_RESOURCES)
    for resource in resources:
        _check_resource(resource)
    return ResourceMatcher(resources, variables), has_not


def _check_resource(resource: str) -> None:
    if resource == "*":
        return
    parts = resource.split(":", 5)
    # A trailing * may reach past the colons (IAM's documented rule), so ``arn:aws:sns:*:*`` is accepted
    # and matches every topic; a shorter ARN without one names nothing.
    short = len(parts) == 5 and resource.endswith("*")
    if (len(parts) < 6 and not short) or parts[0] != "arn":
        raise malformed(f'Resource {resource} must be in ARN format or "*".')
    if parts[1] not in PARTITIONS and "*" not in parts[1] and "$" not in parts[1]:
        raise malformed(f'Partition "{parts[1]}" is not valid for resource "{resource}".')
    if not parts[2] or "*" in parts[2] or "?" in parts[2]:
        raise malformed(MSG_RESOURCE_VENDOR)


def _condition_values(raw: object) -> tuple[str, ...]:
    items = raw if isinstance(raw, list) else [raw]
    values: list[str] = []
    for item in items:
        if isinstance(item, bool):
            values.append("true" if item else "false")
        elif isinstance(item, (str, int, float)):
            values.append(str(item))
        else:
            raise malformed()
    return tuple(values)


def _conditions(raw: object, variables: bool) -> tuple[Condition, ...]:
    if not isinstance(raw, dict):
        raise malformed()
    conditions: list[Condition] = []
    for operator, block in raw.items():
        spec = parse_operator(operator)
        if spec is None:
            raise malformed(f"Invalid Condition type : {operator}")
        if not isinstance(block, dict):
            raise malformed()
        for key, value in block.items():
            vendor, colon, rest = key.partition(":")
            if not colon or not vendor or not rest:
                raise malformed(MSG_VENDOR)
            conditions.append(make_condition(spec, key, _condition_values(value), variables))
    return tuple(conditions)
