"""Template parameters of SSM types: ``AWS::SSM::Parameter::Name`` and ``AWS::SSM::Parameter::Value<T>``
(``T``: ``String``, ``List<String>``, ``CommaDelimitedList`` or an AWS-specific type such as
``AWS::EC2::Image::Id``).

The value given for a ``Value<T>`` parameter is the name of an SSM parameter; CloudFormation reads it
when the stack is created or updated (as the caller: IAM applies) and ``Ref`` answers what it holds
(a list for list types). A name that does not exist fails the call with AWS's ValidationError; a
SecureString is refused as on AWS. DescribeStacks shows the name as ``ParameterValue`` and what it
held as ``ResolvedValue``. The values read are kept on the stack (``ssm_values``: parameter key →
SSM name → value), so the engine's model, a rollback and a change set see the values read when they
were made.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudformation.errors import validation

if TYPE_CHECKING:
    from labcloud.services.cloudformation.host import CfnHost
    from labcloud.services.cloudformation.repo.stacks import Stack

NAME_TYPE = "AWS::SSM::Parameter::Name"
_VALUE = re.compile(r"^AWS::SSM::Parameter::Value<(.+)>$")
_AWS_TYPE = re.compile(r"^(List<)?AWS::[A-Za-z0-9]+::[A-Za-z0-9:]+(>)?$")
#: parameter key → SSM parameter name → the value it held
Cache = dict[str, dict[str, str]]


def value_type(kind: str) -> str | None:
    """``T`` of ``AWS::SSM::Parameter::Value<T>`` (None for any other type)."""
    found = _VALUE.match(kind)
    return None if found is None else found.group(1)


def is_valid(kind: str) -> bool:
    inner = value_type(kind)
    if inner is None:
        return kind == NAME_TYPE
    return inner in ("String", "List<String>", "CommaDelimitedList") or bool(_AWS_TYPE.match(inner))


def is_list(kind: str) -> bool:
    inner = value_type(kind)
    return inner is not None and (inner.startswith("List<") or inner == "CommaDelimitedList")


def _ssm_keys(declared: dict[str, Any], values: dict[str, str]) -> dict[str, str]:
    return {
        key: values[key]
        for key, spec in declared.items()
        if key in values and isinstance(spec, dict) and value_type(str(spec.get("Type"))) is not None
    }


async def fetch(hub: CfnHost, ctx: RequestContext, declared: dict[str, Any], values: dict[str, str]) -> Cache:
    """Read the SSM parameters that ``Value<T>`` parameters name (ValidationError as AWS answers)."""
    wanted = _ssm_keys(declared, values)
    if not wanted:
        return {}
    if not hub.serves("ssm"):
        raise validation("SSM parameter types need SSM Parameter Store, which is not running")
    names = sorted(set(wanted.values()))
    found: dict[str, dict[str, Any]] = {}
    missing: list[str] = []
    for start in range(0, len(names), 10):
        try:
            page = await hub.call(
                "ssm",
                "GetParameters",
                {"Names": names[start : start + 10]},
                principal=ctx.principal,
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError as error:
            raise validation(error.message) from None
        found.update({p["Name"]: p for p in page.get("Parameters") or []})
        missing += page.get("InvalidParameters") or []
    if missing:
        raise validation(
            f"Unable to fetch parameters [{','.join(missing)}] from parameter store for this account."
        )
    secure = [name for name in names if found[name].get("Type") == "SecureString"]
    if secure:
        raise validation(
            f"Parameters [{','.join(secure)}] referenced by template have types not supported by CloudFormation."
        )
    return {key: {name: str(found[name]["Value"])} for key, name in wanted.items()}


def merge(stack: Stack, fetched: Cache) -> None:
    cache: Cache = stack.ssm_values
    for key, entries in fetched.items():
        cache.setdefault(key, {}).update(entries)


def resolved(declared: dict[str, Any], values: dict[str, str], cache: Cache) -> dict[str, str]:
    """The values ``Ref`` sees: each ``Value<T>`` parameter's SSM name replaced by what it held."""
    out = dict(values)
    for key, name in _ssm_keys(declared, values).items():
        held = (cache.get(key) or {}).get(name)
        if held is not None:
            out[key] = held
    return out
