"""Intrinsic functions and condition functions, evaluated against a :class:`Scope`.

``resolve`` walks a template value and replaces ``Ref``, ``Fn::GetAtt``, ``Fn::Sub``, ``Fn::Join``,
``Fn::Select``, ``Fn::Split``, ``Fn::If``, ``Fn::FindInMap``, ``Fn::Base64``, ``Fn::GetAZs``,
``Fn::ImportValue``, ``Fn::ToJsonString`` and ``Fn::Length``; ``AWS::NoValue`` removes the member it
sits in. ``evaluate_conditions`` computes the Conditions section (``Fn::Equals/And/Or/Not`` and
``Condition`` references). ``references`` lists the resources a value depends on (for the graph).
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from labcloud.services.cloudformation.errors import TemplateError


class _NoValue:
    def __repr__(self) -> str:
        return "AWS::NoValue"


NO_VALUE: Any = _NoValue()

FUNCTIONS = frozenset(
    {
        "Ref",
        "Fn::GetAtt",
        "Fn::Sub",
        "Fn::Join",
        "Fn::Select",
        "Fn::Split",
        "Fn::If",
        "Fn::FindInMap",
        "Fn::Base64",
        "Fn::GetAZs",
        "Fn::ImportValue",
        "Fn::ToJsonString",
        "Fn::Length",
        "Fn::Cidr",
        "Fn::Transform",
        "Fn::Equals",
        "Fn::And",
        "Fn::Or",
        "Fn::Not",
        "Condition",
    }
)
_SUB_VAR = re.compile(r"\$\{([^}]*)\}")


@dataclass
class Scope:
    """What intrinsic functions can see: parameters and pseudo parameters, conditions, mappings, resources."""

    params: dict[str, Any]
    conditions: dict[str, bool] = field(default_factory=dict)
    mappings: dict[str, Any] = field(default_factory=dict)
    region: str = "us-east-1"
    #: logical id → the resource's Ref value (raises TemplateError for unknown/not yet created).
    ref: Callable[[str], Any] = lambda name: _missing(name)
    getatt: Callable[[str, str], Any] = lambda name, attr: _missing(name)
    import_value: Callable[[str], Any] = lambda name: _missing_export(name)


def _missing(name: str) -> Any:
    raise TemplateError(f"Unresolved resource dependencies [{name}] in the Resources block of the template")


def _missing_export(name: str) -> Any:
    raise TemplateError(f"No export named {name} found.")


def _single(value: Any) -> tuple[str, Any] | None:
    if isinstance(value, dict) and len(value) == 1:
        ((key, arg),) = value.items()
        if key in FUNCTIONS and key != "Condition":
            return key, arg
    return None


def resolve(value: Any, scope: Scope) -> Any:
    """The value with every intrinsic function applied (NO_VALUE members dropped)."""
    fn = _single(value)
    if fn is not None:
        return _call(fn[0], fn[1], scope)
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            resolved = resolve(item, scope)
            if resolved is not NO_VALUE:
                out[key] = resolved
        return out
    if isinstance(value, list):
        return [r for r in (resolve(item, scope) for item in value) if r is not NO_VALUE]
    return value


def _text(value: Any, fn: str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)):
        return str(value)
    raise TemplateError(
        f"Template error: every {fn} object requires string values, got {type(value).__name__}"
    )


def _args(arg: Any, fn: str, count: int | tuple[int, ...]) -> list[Any]:
    counts = (count,) if isinstance(count, int) else count
    if not isinstance(arg, list) or len(arg) not in counts:
        raise TemplateError(
            f"Template error: {fn} requires a list of {' or '.join(map(str, counts))} elements"
        )
    return arg


def _call(fn: str, arg: Any, scope: Scope) -> Any:  # noqa: PLR0911, PLR0912 - one branch per function
    if fn == "Ref":
        name = resolve(arg, scope)
        if not isinstance(name, str):
            raise TemplateError("Template error: every Ref object must have a single String value.")
        if name in scope.params:
            return scope.params[name]
        if name == "AWS::NoValue":
            return NO_VALUE  # the member holding it is removed, as if never written
        return scope.ref(name)
    if fn == "Fn::GetAtt":
        if isinstance(arg, str):
            resource, _, attribute = arg.partition(".")
        else:
            pair = _args(arg, fn, 2)
            resource, attribute = str(pair[0]), _text(resolve(pair[1], scope), fn)
        return scope.getatt(resource, attribute)
    if fn == "Fn::Sub":
        return _sub(arg, scope)
    if fn == "Fn::Join":
        delimiter, items = _args(arg, fn, 2)
        items = resolve(items, scope)
        if not isinstance(items, list):
            raise TemplateError("Template error: Fn::Join requires a list of values to join")
        return _text(delimiter, fn).join(_text(i, fn) for i in items)
    if fn == "Fn::Select":
        index, items = _args(arg, fn, 2)
        index, items = resolve(index, scope), resolve(items, scope)
        try:
            position = int(index)
        except (TypeError, ValueError):
            raise TemplateError("Template error: Fn::Select requires an index that is a number") from None
        if not isinstance(items, list) or not 0 <= position < len(items):
            raise TemplateError(
                f"Template error: Fn::Select cannot select nonexistent value at index {position}"
            )
        return items[position]
    if fn == "Fn::Split":
        delimiter, source = _args(arg, fn, 2)
        return _text(resolve(source, scope), fn).split(_text(delimiter, fn))
    if fn == "Fn::If":
        name, when_true, when_false = _args(arg, fn, 3)
        if name not in scope.conditions:
            raise TemplateError(f"Template error: unresolved condition dependency {name} in Fn::If")
        return resolve(when_true if scope.conditions[name] else when_false, scope)
    if fn == "Fn::FindInMap":
        parts = [resolve(a, scope) for a in _args(arg, fn, 3)]
        try:
            return scope.mappings[parts[0]][parts[1]][parts[2]]
        except (KeyError, TypeError):
            raise TemplateError(
                f"Template error: Unable to get mapping for {'::'.join(map(str, parts))}"
            ) from None
    if fn == "Fn::Base64":
        return base64.b64encode(_text(resolve(arg, scope), fn).encode()).decode()
    if fn == "Fn::GetAZs":
        region = resolve(arg, scope) or scope.region
        return [f"{region}{zone}" for zone in "abcdef"]
    if fn == "Fn::ImportValue":
        return scope.import_value(_text(resolve(arg, scope), fn))
    if fn == "Fn::ToJsonString":
        return json.dumps(resolve(arg, scope), separators=(",", ":"))
    if fn == "Fn::Length":
        items = resolve(arg, scope)
        if not isinstance(items, list):
            raise TemplateError("Template error: Fn::Length requires a list")
        return len(items)
    if fn in ("Fn::Equals", "Fn::And", "Fn::Or", "Fn::Not"):
        return condition_value({fn: arg}, scope)
    raise TemplateError(f"Template error: labcloud does not support the intrinsic function {fn}")


def _sub(arg: Any, scope: Scope) -> str:
    if isinstance(arg, list):
        text, variables = _args(arg, "Fn::Sub", 2)
        if not isinstance(variables, dict):
            raise TemplateError("Template error: the second element of Fn::Sub must be a map of variables")
    else:
        text, variables = arg, {}
    if not isinstance(text, str):
        raise TemplateError("Template error: Fn::Sub requires a string")
    values = {key: resolve(value, scope) for key, value in variables.items()}

    def replace(match: re.Match[str]) -> str:
        name = match.group(1).strip()
        if name.startswith("!"):
            return "${" + name[1:] + "}"
        if name in values:
            return _text(values[name], "Fn::Sub")
        if name in scope.params:
            value = scope.params[name]
            return ",".join(value) if isinstance(value, list) else _text(value, "Fn::Sub")
        if "." in name:
            resource, _, attribute = name.partition(".")
            return _text(scope.getatt(resource, attribute), "Fn::Sub")
        return _text(scope.ref(name), "Fn::Sub")

    return _SUB_VAR.sub(replace, text)


def condition_value(value: Any, scope: Scope) -> bool:
    """A condition expression's truth (Conditions section entries and their operands)."""
    if isinstance(value, dict) and len(value) == 1:
        ((fn, arg),) = value.items()
        if fn == "Condition":
            if arg not in scope.conditions:
                raise TemplateError(f"Template error: unresolved condition dependency {arg}")
            return scope.conditions[arg]
        if fn == "Fn::Equals":
            left, right = (resolve(v, scope) for v in _args(arg, fn, 2))
            return _text_or_list(left) == _text_or_list(right)
        if fn == "Fn::Not":
            return not condition_value(_args(arg, fn, 1)[0], scope)
        if fn == "Fn::And":
            return all(condition_value(v, scope) for v in _args(arg, fn, tuple(range(2, 11))))
        if fn == "Fn::Or":
            return any(condition_value(v, scope) for v in _args(arg, fn, tuple(range(2, 11))))
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    raise TemplateError(
        "Template format error: Conditions can only be boolean operations on parameters and other conditions"
    )


def _text_or_list(value: Any) -> Any:
    if isinstance(value, list):
        return [_text_or_list(v) for v in value]
    return _text(value, "Fn::Equals") if isinstance(value, (str, int, float, bool)) else value


def evaluate_conditions(definitions: dict[str, Any], scope: Scope) -> dict[str, bool]:
    """Every condition's value; conditions may reference each other (cycles are errors)."""
    done: dict[str, bool] = {}
    visiting: set[str] = set()

    class _Lazy(dict[str, bool]):
        def __contains__(self, key: object) -> bool:
            return key in definitions

        def __getitem__(self, key: str) -> bool:
            return evaluate(key)

    def evaluate(name: str) -> bool:
        if name in done:
            return done[name]
        if name in visiting:
            raise TemplateError(f"Template format error: Circular dependency between conditions: [{name}]")
        visiting.add(name)
        done[name] = condition_value(
            definitions[name], Scope(scope.params, _Lazy(), scope.mappings, scope.region)
        )
        visiting.discard(name)
        return done[name]

    for name in definitions:
        evaluate(name)
    return done


def references(value: Any) -> Iterator[tuple[str, str]]:
    """(kind, name) pairs a value refers to: ("Ref", x), ("GetAtt", resource), ("Condition", c)."""
    if isinstance(value, dict):
        fn = _single(value)
        if fn is not None:
            name, arg = fn
            if name == "Ref" and isinstance(arg, str):
                yield "Ref", arg
                return
            if name == "Fn::GetAtt":
                if isinstance(arg, str):
                    resource = arg.partition(".")[0]
                elif isinstance(arg, list) and arg and isinstance(arg[0], str):
                    resource = arg[0]
                else:
                    raise TemplateError(
                        "Template error: every Fn::GetAtt object requires two non-empty parameters"
                    )
                yield "GetAtt", resource
                if isinstance(arg, list) and len(arg) > 1:
                    yield from references(arg[1])
                return
            if name == "Fn::Sub":
                text, variables = (arg[0], arg[1]) if isinstance(arg, list) and len(arg) == 2 else (arg, {})
                if isinstance(variables, dict):
                    yield from references(list(variables.values()))
                if isinstance(text, str):
                    for match in _SUB_VAR.finditer(text):
                        var = match.group(1).strip()
                        if var.startswith("!") or (isinstance(variables, dict) and var in variables):
                            continue
                        if "." in var:
                            yield "GetAtt", var.partition(".")[0]
                        else:
                            yield "Ref", var
                return
            if name == "Fn::If" and isinstance(arg, list) and arg:
                yield "Condition", str(arg[0])
                yield from references(arg[1:])
                return
        if len(value) == 1 and "Condition" in value and isinstance(value["Condition"], str):
            yield "Condition", value["Condition"]
            return
        for item in value.values():
            yield from references(item)
    elif isinstance(value, list):
        for item in value:
            yield from references(item)
