"""AWS's resource provider schemas as the source of a resource type's property facts.

``schemas.json`` (beside this module; rebuilt by ``tools/cfn_resource_schemas.py`` from the schemas
cfn-lint ships, docs/cloudformation.md) holds, for every type labcloud registers, its properties' types,
``required``, ``readOnlyProperties``, ``createOnlyProperties``, ``primaryIdentifier`` and the length and
pattern of its top-level string properties. It is read on first use, never at start-up.

From these facts the engine, before a handler runs:

* converts scalars as CloudFormation does (:func:`conform`): a number or boolean where the schema says
  string becomes text, text where it says integer, number or boolean becomes that, and anything else
  of the wrong type fails with CloudFormation's ``#/Path: expected type: X, found: Y``;
* refuses a missing required property (``#: required key [Name] not found``, nested ones too);
* checks ``enum``, ``minimum``/``maximum``, ``minLength``/``maxLength``, ``pattern``,
  ``minItems``/``maxItems``, ``additionalProperties: false`` of nested objects and the simple
  ``oneOf``/``anyOf`` with CloudFormation's messages (``schema_rules``);
* accepts ``Fn::GetAtt`` of a read-only property (:meth:`TypeFacts.attributes`);
* decides replacement: a change to a create-only property (nested paths too) needs a new resource
  (:meth:`TypeFacts.replaces`);
* bounds generated physical names by the name property's ``maxLength`` and ``pattern``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from labcloud.services.cloudformation.resources import schema_rules

DATA_FILE = "schemas.json"
_DYNAMIC = "{{resolve:"
_SHOWN = {"string": "String", "integer": "Integer", "number": "Number", "boolean": "Boolean"}


class PropertyViolations(Exception):
    """The properties break the type's schema; ``str()`` is CloudFormation's message after ``with message:``."""

    def __init__(self, violations: list[str]) -> None:
        self.violations = violations
        super().__init__(violations[0] if len(violations) == 1 else f"[{', '.join(violations)}]")


@dataclass(frozen=True)
class TypeFacts:
    """One resource type's schema facts (see the module docstring)."""

    type_name: str
    props: dict[str, Any]
    defs: dict[str, Any]
    required: tuple[str, ...]
    read_only: frozenset[str]
    create_only: tuple[tuple[str, ...], ...]
    primary_identifier: tuple[str, ...]
    strings: dict[str, dict[str, Any]] = field(default_factory=dict)

    def attributes(self) -> frozenset[str]:
        """The names ``Fn::GetAtt`` may read: the read-only properties, nested ones joined by dots."""
        return frozenset(name.replace("/", ".") for name in self.read_only)

    def replaces(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        """Whether moving from ``old`` to ``new`` changes a create-only property (a replacement)."""
        return any(_at(old, path) != _at(new, path) for path in self.create_only)

    def name_rule(self, prop: str) -> tuple[int | None, re.Pattern[str] | None]:
        """The ``maxLength`` and compiled ``pattern`` of a top-level string property (None: unbounded)."""
        rule = self.strings.get(prop) or {}
        pattern = rule.get("pattern")
        try:
            compiled = re.compile(pattern) if pattern else None
        except re.error:  # an ECMA-only construct: the length rule still applies
            compiled = None
        return rule.get("maxLength"), compiled


@cache
def _all() -> dict[str, Any]:
    data = resources.files("labcloud.services.cloudformation.resources").joinpath(DATA_FILE).read_text()
    loaded: dict[str, Any] = json.loads(data)
    return loaded


def provenance() -> str:
    """Where the facts come from (cfn-lint version and date of extraction)."""
    data = _all()
    return f"{data['source']}, extracted {data['extracted']}"


def known_types() -> frozenset[str]:
    return frozenset(_all()["types"])


@cache
def facts_for(type_name: str) -> TypeFacts | None:
    """The facts of ``type_name`` (None: no schema, e.g. ``Custom::*``)."""
    entry = _all()["types"].get(type_name)
    if entry is None:
        return None
    return TypeFacts(
        type_name=type_name,
        props=entry["props"],
        defs=entry.get("defs") or {},
        required=tuple(entry["required"]),
        read_only=frozenset(entry["readOnly"]),
        create_only=tuple(tuple(path.split("/")) for path in entry["createOnly"]),
        primary_identifier=tuple(entry["primaryIdentifier"]),
        strings=entry.get("strings") or {},
    )


def _at(props: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        if not isinstance(props, dict):
            return None
        props = props.get(key)
    return props


def conform(facts: TypeFacts, props: dict[str, Any]) -> dict[str, Any]:
    """``props`` converted as CloudFormation converts them; raises :class:`PropertyViolations`."""
    violations: list[str] = []
    out = _Conformer(facts, violations).object(
        {"object": facts.props, "required": list(facts.required)}, props, "#"
    )
    if violations:
        raise PropertyViolations(violations)
    return out


def _found(value: Any) -> str:
    """The JSON type everit (CloudFormation's validator) names in its messages."""
    if isinstance(value, bool):
        return "Boolean"
    if isinstance(value, int):
        return "Integer"
    if isinstance(value, float):
        return "BigDecimal"
    if isinstance(value, str):
        return "String"
    if isinstance(value, list):
        return "JSONArray"
    if isinstance(value, dict):
        return "JSONObject"
    return "Null"


def _number(text: str) -> int | float | None:
    try:
        return int(text)
    except ValueError:
        pass
    try:
        number = float(text)
    except ValueError:
        return None
    return number if number == number and number not in (float("inf"), float("-inf")) else None


@dataclass
class _Conformer:
    facts: TypeFacts
    violations: list[str]

    def value(self, tree: Any, value: Any, where: str) -> Any:
        if value is None or tree == "any":
            return value
        if isinstance(tree, str) and tree.startswith("#"):
            return self.value(self.facts.defs.get(tree[1:], "any"), value, where)
        if isinstance(tree, str):
            return self.scalar(tree, value, where)
        if "scalar" in tree:
            kind = tree["scalar"]
            before = len(self.violations)
            out = value if kind == "any" else self.scalar(kind, value, where)
            if len(self.violations) == before:  # of the right type: its constraints apply
                self.violations += schema_rules.scalar(tree, out, where)
            return out
        if "object" in tree:
            return self.object(tree, value, where)
        if "map" in tree:
            if not isinstance(value, dict):
                return self.wrong("JSONObject", value, where)
            return {k: self.value(tree["map"], v, f"{where}/{k}") for k, v in value.items()}
        if "array" in tree:
            if not isinstance(value, list):
                return self.wrong("JSONArray", value, where)
            self.violations += schema_rules.items(tree, value, where)
            return [self.value(tree["array"], v, f"{where}/{i}") for i, v in enumerate(value)]
        return value

    def object(self, tree: dict[str, Any], value: Any, where: str) -> Any:
        if not isinstance(value, dict):
            return self.wrong("JSONObject", value, where)
        for name in tree.get("required") or ():
            if name not in value:
                self.violations.append(f"{where}: required key [{name}] not found")
        self.violations += schema_rules.keys(tree, value, where)
        members = tree["object"]
        return {k: self.value(members.get(k, "any"), v, f"{where}/{k}") for k, v in value.items()}

    def scalar(self, kind: str, value: Any, where: str) -> Any:
        if kind == "string":
            if isinstance(value, str):
                return value
            if isinstance(value, bool):
                return "true" if value else "false"
            if isinstance(value, int | float):
                return str(value)
            return self.wrong("String", value, where)
        if isinstance(value, str) and _DYNAMIC in value:
            return value  # a dynamic reference: resolved (and read as its type) when the handler runs
        if kind == "boolean":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "false"):
                return value.lower() == "true"
            return self.wrong("Boolean", value, where)
        if isinstance(value, bool):
            return self.wrong(_SHOWN[kind], value, where)
        number = _number(value) if isinstance(value, str) else value
        if kind == "integer":
            if isinstance(number, float) and number.is_integer():
                return int(number)
            if isinstance(number, int):
                return number
            return self.wrong("Integer", value, where)
        if isinstance(number, int | float):
            return number
        return self.wrong("Number", value, where)

    def wrong(self, expected: str, value: Any, where: str) -> Any:
        self.violations.append(f"{where}: expected type: {expected}, found: {_found(value)}")
        return value
