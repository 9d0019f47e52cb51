"""AWS.AppConfig.FeatureFlags content: the checks AWS makes when a version is created (the flag set's
format: version "1", flag and attribute keys, attribute constraints, values matching their flag's
definition) and the retrieval format the data plane answers (``{flag: {"enabled": ..., attr: value}}``).
Multi-variant flags (``_variants``) are refused by name: labcloud does not evaluate variant rules."""

from __future__ import annotations

import json
import re
from typing import Any

from labcloud.services.appconfig import errors

TYPE = "AWS.AppConfig.FeatureFlags"
_KEY = re.compile(r"^[a-z][a-zA-Z\d_-]{0,63}$")
_FLAG_MEMBERS = {"name", "description", "attributes", "_createdAt", "_updatedAt", "_deprecation"}
_CONSTRAINT_TYPES = {"string", "number", "boolean", "array"}
_MAX_ATTRIBUTES = 25


def _problem(location: str, reason: str, value: object = "") -> errors.AwsError:
    return errors.invalid_configuration(
        [
            {
                "Constraint": "FeatureFlagsSchema",
                "Location": location,
                "Reason": reason,
                "Type": "FORMAT",
                "Value": json.dumps(value)[:256] if value != "" else "",
            }
        ]
    )


def checked(content: bytes) -> dict[str, Any]:
    """The flag set of ``content``, or BadRequestException (Reason InvalidConfiguration) naming the problem."""
    try:
        document = json.loads(content.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _problem("$", f"The content is not valid JSON: {exc}") from exc
    if not isinstance(document, dict):
        raise _problem("$", "A feature flag configuration is a JSON object")
    extra = set(document) - {"version", "flags", "values"}
    if extra:
        raise _problem("$", f"Unknown members: {', '.join(sorted(extra))}")
    if document.get("version") != "1":
        raise _problem("$.version", 'version must be "1"', document.get("version"))
    flags = document.get("flags") or {}
    values = document.get("values") or {}
    if not isinstance(flags, dict) or not isinstance(values, dict):
        raise _problem("$", "flags and values are JSON objects")
    for key, flag in flags.items():
        _check_flag(key, flag)
    for key, value in values.items():
        if key not in flags:
            raise _problem(f"$.values.{key}", f"No flag named {key} is defined in flags")
        _check_value(key, value, flags[key])
    return document


def _check_flag(key: str, flag: Any) -> None:
    where = f"$.flags.{key}"
    if not _KEY.match(key):
        raise _problem(
            where, "A flag key starts with a lowercase letter, then up to 63 letters, digits, _ or -"
        )
    if not isinstance(flag, dict):
        raise _problem(where, "A flag definition is a JSON object")
    extra = set(flag) - _FLAG_MEMBERS
    if extra:
        raise _problem(where, f"Unknown members: {', '.join(sorted(extra))}")
    if not isinstance(flag.get("name"), str) or not 1 <= len(flag["name"]) <= 64:
        raise _problem(f"{where}.name", "Each flag has a name of 1 to 64 characters")
    attributes = flag.get("attributes") or {}
    if not isinstance(attributes, dict) or len(attributes) > _MAX_ATTRIBUTES:
        raise _problem(
            f"{where}.attributes", f"attributes is an object of at most {_MAX_ATTRIBUTES} attributes"
        )
    for name, definition in attributes.items():
        if name == "enabled" or not _KEY.match(name):
            raise _problem(f"{where}.attributes.{name}", "Invalid attribute name ('enabled' is reserved)")
        constraints = (definition or {}).get("constraints") if isinstance(definition, dict) else None
        if constraints is not None and (
            not isinstance(constraints, dict) or constraints.get("type") not in _CONSTRAINT_TYPES
        ):
            raise _problem(
                f"{where}.attributes.{name}.constraints",
                "constraints.type is string, number, boolean or array",
            )


def _check_value(key: str, value: Any, flag: dict[str, Any]) -> None:
    where = f"$.values.{key}"
    if not isinstance(value, dict):
        raise _problem(where, "A flag's values are a JSON object")
    if "_variants" in value:
        raise errors.unsupported("multi-variant feature flags (_variants)")
    if "enabled" in value and not isinstance(value["enabled"], bool):
        raise _problem(f"{where}.enabled", "enabled is true or false", value["enabled"])
    attributes = flag.get("attributes") or {}
    for name, given in value.items():
        if name == "enabled" or name.startswith("_"):
            continue
        if name not in attributes:
            raise _problem(f"{where}.{name}", f"Flag {key} defines no attribute {name}")
        problem = _constraint_problem(given, (attributes[name] or {}).get("constraints") or {})
        if problem:
            raise _problem(f"{where}.{name}", problem, given)
    for name, definition in attributes.items():
        constraints = (definition or {}).get("constraints") or {}
        if constraints.get("required") and value.get("enabled") and name not in value:
            raise _problem(f"{where}.{name}", f"Attribute {name} is required")


def _constraint_problem(value: Any, constraints: dict[str, Any]) -> str | None:
    kind = constraints.get("type")
    if kind == "string":
        if not isinstance(value, str):
            return "The value must be a string"
        if constraints.get("pattern") and not re.search(str(constraints["pattern"]), value):
            return f"The value does not match the pattern {constraints['pattern']}"
    elif kind == "number":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return "The value must be a number"
        if "minimum" in constraints and value < constraints["minimum"]:
            return f"The value is below the minimum {constraints['minimum']}"
        if "maximum" in constraints and value > constraints["maximum"]:
            return f"The value is above the maximum {constraints['maximum']}"
    elif kind == "boolean" and not isinstance(value, bool):
        return "The value must be true or false"
    elif kind == "array" and not isinstance(value, list):
        return "The value must be an array"
    if constraints.get("enum") is not None and value not in constraints["enum"]:
        return "The value is not one of the allowed values"
    return None


def retrieval(content: bytes) -> bytes:
    """The flags as the data plane answers them: each flag's enabled state and attribute values."""
    document = json.loads(content.decode("utf-8"))
    values = document.get("values") or {}
    out: dict[str, Any] = {}
    for key, flag in (document.get("flags") or {}).items():
        given = values.get(key) or {}
        one: dict[str, Any] = {"enabled": bool(given.get("enabled", False))}
        one.update({k: v for k, v in given.items() if k != "enabled" and not k.startswith("_")})
        if isinstance(flag, dict) and flag.get("_deprecation"):
            one["_deprecation"] = flag["_deprecation"]
        out[key] = one
    return json.dumps(out, separators=(",", ":")).encode("utf-8")
