"""An SSM document's content: parsed from JSON or YAML, checked against its type's schema versions, and
what DescribeDocument reads from it (description, parameters, platforms); conversion between formats.

AWS's checks are followed where they are documented: the content must parse in the given format and be an
object, carry a ``schemaVersion`` its type accepts, and hold the section that type runs (``mainSteps``,
``runtimeConfig``, ``sessionType``...). The types served are those whose content is a document of this
kind; the others (AppConfig, change calendars, QuickSetup...) are refused clearly.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

import yaml

from labcloud.errors import AwsError

#: 64 KB: AWS's limit on a document's content.
MAX_CONTENT_BYTES = 64 * 1024

#: schemaVersions each served document type accepts.
SCHEMA_VERSIONS: dict[str, tuple[str, ...]] = {
    "Command": ("1.2", "2.0", "2.2"),
    "Policy": ("2.0",),
    "Automation": ("0.3",),
    "Session": ("1.0",),
    "Package": ("2.0",),
}
SESSION_TYPES = ("Standard_Stream", "InteractiveCommands", "NonInteractiveCommands", "Port")
ALL_PLATFORMS = ["Windows", "Linux", "MacOS"]
#: Command plugins that run on fewer platforms than all.
PLUGIN_PLATFORMS = {
    "aws:runShellScript": {"Linux", "MacOS"},
    "aws:runPowerShellScript": {"Windows", "Linux"},
    "aws:applications": {"Windows"},
    "aws:psModule": {"Windows"},
    "aws:updateAgent": {"Windows", "Linux"},
    "aws:configureDocker": {"Windows", "Linux"},
}


@dataclass(frozen=True, slots=True)
class Parsed:
    body: dict[str, Any]
    schema_version: str
    description: str | None
    parameters: list[dict[str, str]]
    platforms: list[str]


def invalid_content(message: str) -> AwsError:
    return AwsError("InvalidDocumentContent", message)


def content_hash(content: str) -> str:
    return hashlib.sha256(content.encode()).hexdigest()


def check_size(content: str) -> None:
    if len(content.encode()) > MAX_CONTENT_BYTES:
        raise AwsError(
            "MaxDocumentSizeExceeded",
            f"The document content is {len(content.encode())} bytes; a document can be at most 64 KB.",
        )


def check_type(doc_type: str) -> str:
    if doc_type not in SCHEMA_VERSIONS:
        raise AwsError(
            "InvalidDocumentType",
            f"Document type {doc_type} is not supported by labcloud; the supported types are "
            + ", ".join(SCHEMA_VERSIONS)
            + ".",
        )
    return doc_type


def load(content: str, fmt: str) -> dict[str, Any]:
    if fmt == "TEXT":
        raise invalid_content(
            "DocumentFormat TEXT is only for change calendars, which labcloud does not serve."
        )
    try:
        body = json.loads(content) if fmt == "JSON" else yaml.safe_load(content)
    except (ValueError, yaml.YAMLError) as exc:
        raise invalid_content(f"The content is not valid {fmt}: {str(exc).splitlines()[0]}") from None
    if not isinstance(body, dict):
        raise invalid_content(f"The content must be a {fmt} object.")
    return body


def parse(content: str, fmt: str, doc_type: str) -> Parsed:
    check_size(content)
    body = load(content, fmt)
    schema = body.get("schemaVersion")
    if not isinstance(schema, str):
        raise invalid_content("schemaVersion is required and must be a string.")
    if schema not in SCHEMA_VERSIONS[doc_type]:
        raise AwsError(
            "InvalidDocumentSchemaVersion",
            f"Document schema version {schema} is not supported for document type {doc_type}; supported: "
            + ", ".join(SCHEMA_VERSIONS[doc_type])
            + ".",
        )
    _check_body(body, doc_type, schema)
    description = body.get("description")
    if description is not None and not isinstance(description, str):
        raise invalid_content("description must be a string.")
    return Parsed(body, schema, description, _parameters(body), _platforms(body, doc_type))


def _steps(body: dict[str, Any]) -> list[dict[str, Any]]:
    steps = body.get("mainSteps")
    if not isinstance(steps, list) or not steps:
        raise invalid_content("mainSteps is required and must be a non-empty list of steps.")
    names: set[str] = set()
    for step in steps:
        if not isinstance(step, dict) or not isinstance(step.get("action"), str):
            raise invalid_content("Each step of mainSteps must be an object with an action.")
        if not isinstance(step.get("name"), str) or not step["name"]:
            raise invalid_content(f"A step of action {step['action']} has no name.")
        if step["name"] in names:
            raise invalid_content(f"Step name {step['name']} is used more than once.")
        names.add(step["name"])
    return steps


def _check_body(body: dict[str, Any], doc_type: str, schema: str) -> None:
    if doc_type == "Command" and schema == "1.2":
        if not isinstance(body.get("runtimeConfig"), dict) or not body["runtimeConfig"]:
            raise invalid_content("runtimeConfig is required in a schemaVersion 1.2 document.")
    elif doc_type in ("Command", "Policy", "Automation"):
        _steps(body)
    elif doc_type == "Session":
        if body.get("sessionType") not in SESSION_TYPES:
            raise invalid_content("sessionType must be one of " + ", ".join(SESSION_TYPES) + ".")
        if "inputs" in body and not isinstance(body["inputs"], dict):
            raise invalid_content("inputs must be an object.")
    elif doc_type == "Package":
        if not isinstance(body.get("packages"), dict) or not isinstance(body.get("version"), str):
            raise invalid_content("A package manifest needs a version and its packages.")
    params = body.get("parameters")
    if params is not None:
        if not isinstance(params, dict):
            raise invalid_content("parameters must be an object.")
        for name, spec in params.items():
            if not isinstance(spec, dict) or not isinstance(spec.get("type"), str):
                raise invalid_content(f"Parameter {name} must be an object with a type.")


def _text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def _parameters(body: dict[str, Any]) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    for name, spec in (body.get("parameters") or {}).items():
        item = {"Name": name, "Type": spec["type"]}
        if "description" in spec:
            item["Description"] = _text(spec["description"])
        if "default" in spec:
            item["DefaultValue"] = _text(spec["default"])
        out.append(item)
    return out


def _platforms(body: dict[str, Any], doc_type: str) -> list[str]:
    if doc_type != "Command":
        return list(ALL_PLATFORMS)
    allowed = set(ALL_PLATFORMS)
    steps = body.get("mainSteps") or [{"action": a} for a in (body.get("runtimeConfig") or {})]
    for step in steps:
        allowed &= PLUGIN_PLATFORMS.get(step.get("action", ""), set(ALL_PLATFORMS))
    return [p for p in ALL_PLATFORMS if p in allowed]


def converted(content: str, stored: str, wanted: str) -> str:
    """The content in the ``wanted`` format (as stored when the formats agree)."""
    if wanted == stored:
        return content
    body = load(content, stored)
    if wanted == "JSON":
        return json.dumps(body, indent=2)
    return yaml.safe_dump(body, sort_keys=False)
