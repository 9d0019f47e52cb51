"""A profile's validators: JSON_SCHEMA checked when the profile is made (the schema must be one) and run on
the content at StartDeployment and ValidateConfiguration; LAMBDA validators are refused by name (labcloud
does not invoke a function to validate configuration)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.appconfig import errors


def _validator_class(schema: Any) -> Any:
    from jsonschema import Draft4Validator, validators

    return validators.validator_for(schema, default=Draft4Validator)


def checked(given: list[dict[str, Any]] | None) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    for one in given or []:
        kind, content = str(one.get("Type")), str(one.get("Content", ""))
        if kind == "LAMBDA":
            raise errors.unsupported("LAMBDA validators: labcloud does not invoke functions to validate")
        if kind != "JSON_SCHEMA":
            raise errors.bad_request(f"Invalid validator type {kind}: JSON_SCHEMA or LAMBDA")
        from jsonschema.exceptions import SchemaError

        try:
            schema = json.loads(content)
            _validator_class(schema).check_schema(schema)
        except (json.JSONDecodeError, SchemaError) as exc:
            raise errors.bad_request(
                f"The JSON_SCHEMA validator's content is not a valid JSON schema: {exc}"
            ) from exc
        out.append({"Type": kind, "Content": content})
    return out


def validate(validators: list[dict[str, str]], content: bytes) -> None:
    """BadRequestException (Reason InvalidConfiguration, each failure in Details) if ``content`` fails."""
    if not validators:
        return
    try:
        document = json.loads(content.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise errors.invalid_configuration(
            [
                {
                    "Constraint": "JSON_SCHEMA",
                    "Location": "$",
                    "Reason": f"Not valid JSON: {exc}",
                    "Type": "FORMAT",
                }
            ]
        ) from exc
    problems: list[dict[str, str]] = []
    for one in validators:
        schema = json.loads(one["Content"])
        for failure in _validator_class(schema)(schema).iter_errors(document):
            location = "$" + "".join(
                f"[{p!r}]" if isinstance(p, int) else f".{p}" for p in failure.absolute_path
            )
            problems.append(
                {
                    "Constraint": str(failure.validator),
                    "Location": location,
                    "Reason": failure.message[:512],
                    "Type": "JSON_SCHEMA",
                    "Value": json.dumps(failure.instance)[:256],
                }
            )
    if problems:
        raise errors.invalid_configuration(problems)
