"""Step Functions ARNs and names: state machines, executions (standard and express), role ARNs."""

from __future__ import annotations

import re
from dataclasses import dataclass

from labcloud.services.stepfunctions.errors import invalid_arn, invalid_name
from labcloud.store.records import FrozenRecord

_BAD_NAME = re.compile(r"[\s<>{}\[\]?*\"#%\\^|~`$&,;:/\x00-\x1f\x7f-\x9f]")
_ROLE = re.compile(r"^arn:aws[a-z-]*:iam::\d{12}:role/[\w+=,.@/-]{1,512}$")


def check_name(name: str) -> str:
    if not 1 <= len(name) <= 80 or _BAD_NAME.search(name):
        raise invalid_name(name)
    return name


def check_role(arn: str) -> str:
    if not _ROLE.match(arn):
        raise invalid_arn(arn)
    return arn


def machine_arn(region: str, account_id: str, name: str) -> str:
    return f"arn:aws:states:{region}:{account_id}:stateMachine:{name}"


def execution_arn(region: str, account_id: str, machine: str, name: str) -> str:
    return f"arn:aws:states:{region}:{account_id}:execution:{machine}:{name}"


def express_arn(region: str, account_id: str, machine: str, name: str, run_id: str) -> str:
    return f"arn:aws:states:{region}:{account_id}:express:{machine}:{name}:{run_id}"


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Parsed(FrozenRecord):
    """A Step Functions ARN taken apart: its Region, account, resource kind and the parts after it."""

    region: str
    account_id: str
    kind: str
    parts: tuple[str, ...]


def parse(arn: str, kinds: tuple[str, ...]) -> Parsed:
    pieces = arn.split(":")
    if len(pieces) < 7 or pieces[0] != "arn" or not pieces[1].startswith("aws") or pieces[2] != "states":
        raise invalid_arn(arn)
    if pieces[5] not in kinds:
        raise invalid_arn(arn, "Resource type not valid in this context")
    return Parsed(pieces[3], pieces[4], pieces[5], tuple(pieces[6:]))


def parse_machine(arn: str) -> Parsed:
    parsed = parse(arn, ("stateMachine",))
    if len(parsed.parts) != 1:
        raise invalid_arn(arn, "Resource type not valid in this context")
    return parsed


def machine_of_execution(arn: str) -> str:
    """The state machine ARN an execution ARN names (standard or express)."""
    parsed = parse(arn, ("execution", "express"))
    if len(parsed.parts) < 2:
        raise invalid_arn(arn, "Resource type not valid in this context")
    return machine_arn(parsed.region, parsed.account_id, parsed.parts[0])


_ALIAS_NAME = re.compile(r"^(?=.*[a-zA-Z_.-])[a-zA-Z0-9_.-]{1,80}$")


def check_alias_name(name: str) -> str:
    """An alias name has a letter, ``_``, ``-`` or ``.`` (all digits would read as a version number)."""
    if not _ALIAS_NAME.match(name):
        raise invalid_name(name)
    return name


def parse_qualified(arn: str) -> tuple[Parsed, str | None]:
    """A state machine ARN, bare or qualified by a version number or an alias name (``name:1``, ``name:prod``)."""
    parsed = parse(arn, ("stateMachine",))
    if len(parsed.parts) == 1:
        return parsed, None
    if len(parsed.parts) != 2 or not parsed.parts[1]:
        raise invalid_arn(arn, "Resource type not valid in this context")
    return parsed, parsed.parts[1]


def is_version(qualifier: str | None) -> bool:
    return qualifier is not None and qualifier.isdigit()
