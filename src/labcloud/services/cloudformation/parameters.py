"""Template parameters: declared types and constraints, given values, NoEcho, previous values."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from labcloud.services.cloudformation import ssm_types
from labcloud.services.cloudformation.errors import template_format, validation
from labcloud.services.cloudformation.resources.schema_rules import MATCH_SECONDS, compiled

PSEUDO = (
    "AWS::AccountId",
    "AWS::NotificationARNs",
    "AWS::NoValue",
    "AWS::Partition",
    "AWS::Region",
    "AWS::StackId",
    "AWS::StackName",
    "AWS::URLSuffix",
)
_SIMPLE_TYPES = ("String", "Number", "List<Number>", "CommaDelimitedList")
_AWS_TYPE = re.compile(r"^(List<)?AWS::[A-Za-z0-9]+::[A-Za-z0-9:]+(>)?$")
MAX_PARAMETERS = 200


def check_declarations(declared: dict[str, Any]) -> None:
    if len(declared) > MAX_PARAMETERS:
        raise template_format(f"Parameter count {len(declared)} is greater than max allowed {MAX_PARAMETERS}")
    for name, spec in declared.items():
        if not isinstance(spec, dict) or "Type" not in spec:
            raise template_format(f"Every Parameters object must contain a Type member. [{name}] does not")
        kind = str(spec["Type"])
        if kind.startswith("AWS::SSM::Parameter"):
            if not ssm_types.is_valid(kind):
                raise template_format(f"Unrecognized parameter type: {kind}")
        elif kind not in _SIMPLE_TYPES and not _AWS_TYPE.match(kind):
            raise template_format(f"Unrecognized parameter type: {kind}")
        allowed = spec.get("AllowedValues")
        if allowed is not None and not isinstance(allowed, list):
            raise template_format(f"Every AllowedValues object must be a list of strings. [{name}] is not")


def _fail(name: str, spec: dict[str, Any], message: str) -> Any:
    described = spec.get("ConstraintDescription")
    if described:
        raise validation(f"Parameter '{name}' failed to satisfy constraint: {described}")
    raise validation(f"Parameter '{name}' {message}")


def _check_value(name: str, spec: dict[str, Any], value: str) -> None:
    kind = str(spec["Type"])
    items = (
        [v.strip() for v in value.split(",")]
        if kind.startswith("List<") or kind == "CommaDelimitedList"
        else [value]
    )
    for item in items:
        if kind in ("Number", "List<Number>"):
            try:
                number = float(item)
            except ValueError:
                _fail(name, spec, "must be a number.")
            if "MinValue" in spec and number < float(spec["MinValue"]):
                _fail(name, spec, f"must be a number not less than {spec['MinValue']}")
            if "MaxValue" in spec and number > float(spec["MaxValue"]):
                _fail(name, spec, f"must be a number not greater than {spec['MaxValue']}")
    if "MinLength" in spec and len(value) < int(spec["MinLength"]):
        _fail(name, spec, f"must contain at least {spec['MinLength']} characters")
    if "MaxLength" in spec and len(value) > int(spec["MaxLength"]):
        _fail(name, spec, f"must contain at most {spec['MaxLength']} characters")
    pattern = spec.get("AllowedPattern")
    # CloudFormation's patterns are Java's (``\p{Print}``...): read by the ``regex`` package as the
    # resource schemas' are; one it cannot read is not checked (never a 500)
    matcher = compiled(str(pattern)) if pattern is not None else None
    try:
        matched = matcher is None or matcher.fullmatch(value, timeout=MATCH_SECONDS) is not None
    except TimeoutError:
        matched = True
    if not matched:
        _fail(name, spec, f"must match pattern {pattern}")
    allowed = spec.get("AllowedValues")
    if allowed is not None and value not in [str(a) for a in allowed]:
        _fail(name, spec, "must be one of AllowedValues")


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return str(value)


def resolve_given(
    declared: dict[str, Any], given: Sequence[Mapping[str, Any]], previous: dict[str, str] | None = None
) -> dict[str, str]:
    """Parameter name → its string value (given, previous, or default); ValidationError when not valid."""
    values: dict[str, str] = {}
    unknown = [p.get("ParameterKey", "") for p in given if p.get("ParameterKey") not in declared]
    if unknown:
        raise validation(f"Parameters: [{', '.join(unknown)}] do not exist in the template")
    by_key = {p["ParameterKey"]: p for p in given}
    missing: list[str] = []
    for name, spec in declared.items():
        entry = by_key.get(name)
        if entry is not None and entry.get("UsePreviousValue"):
            if entry.get("ParameterValue") is not None:
                raise validation(
                    f"Invalid input for parameter key {name}. Cannot specify usePreviousValue as "
                    "true and non empty value for a parameter"
                )
            if previous is None or name not in previous:
                raise validation(
                    f"Invalid input for parameter key {name}. Need to specify either "
                    "usePreviousValue as true or a value for the parameter"
                )
            values[name] = previous[name]
        elif entry is not None and entry.get("ParameterValue") is not None:
            values[name] = str(entry["ParameterValue"])
        elif "Default" in spec:
            values[name] = _text(spec["Default"])
        else:
            missing.append(name)
    if missing:
        raise validation(f"Parameters: [{', '.join(missing)}] must have values")
    for name, value in values.items():
        _check_value(name, declared[name], value)
    return values


def ref_values(declared: dict[str, Any], values: dict[str, str]) -> dict[str, Any]:
    """What ``Ref`` answers for each parameter (lists for list types)."""
    out: dict[str, Any] = {}
    for name, value in values.items():
        kind = str(declared[name]["Type"])
        out[name] = (
            [v.strip() for v in value.split(",")]
            if (kind.startswith("List<") or kind == "CommaDelimitedList" or ssm_types.is_list(kind))
            else value
        )
    return out


def described(
    declared: dict[str, Any], values: dict[str, str], resolved: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    """The Parameters member of DescribeStacks (NoEcho values masked; SSM types with their ResolvedValue)."""
    out = []
    for name, value in values.items():
        spec = declared.get(name, {})
        no_echo = str(spec.get("NoEcho", "false")).lower() == "true"
        entry = {"ParameterKey": name, "ParameterValue": "****" if no_echo else value}
        if (
            resolved is not None
            and ssm_types.value_type(str(spec.get("Type"))) is not None
            and name in resolved
        ):
            entry["ResolvedValue"] = "****" if no_echo else resolved[name]
        out.append(entry)
    return out


def summary(declared: dict[str, Any]) -> list[dict[str, Any]]:
    """Parameter declarations as ValidateTemplate / GetTemplateSummary describe them."""
    out = []
    for name, spec in declared.items():
        entry: dict[str, Any] = {
            "ParameterKey": name,
            "ParameterType": str(spec.get("Type")),
            "NoEcho": str(spec.get("NoEcho", "false")).lower() == "true",
        }
        if "Default" in spec:
            entry["DefaultValue"] = "****" if entry["NoEcho"] else _text(spec["Default"])
        if "Description" in spec:
            entry["Description"] = str(spec["Description"])
        if "AllowedValues" in spec:
            entry["ParameterConstraints"] = {"AllowedValues": [str(v) for v in spec["AllowedValues"]]}
        out.append(entry)
    return out
