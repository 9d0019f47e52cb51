"""Template text → a template dict: JSON, or YAML with CloudFormation's short-form tags.

YAML is read with PyYAML's safe loader plus constructors for ``!Ref``, ``!GetAtt``, ``!Sub``
and every other ``!Fn`` short form (``!Ref`` and ``!Condition`` keep their names, the rest become
``Fn::Name``). Timestamps stay strings (``AWSTemplateFormatVersion: 2010-09-09`` unquoted).
``check_structure`` applies the top-level rules CloudFormation enforces before anything runs.
"""

from __future__ import annotations

import json
import re
from typing import Any

from labcloud.services.cloudformation.errors import template_format, validation

#: CloudFormation's limit for a TemplateBody given inline.
MAX_BODY = 51_200
#: The limit for a template read from S3 (TemplateURL).
MAX_URL_BODY = 1_000_000
MAX_RESOURCES = 500
#: Bounds on a parsed template's shape (YAML aliases can multiply a small text into a huge tree).
MAX_DEPTH = 64
MAX_NODES = 200_000

SECTIONS = frozenset(
    {
        "AWSTemplateFormatVersion",
        "Description",
        "Metadata",
        "Parameters",
        "Rules",
        "Mappings",
        "Conditions",
        "Transform",
        "Resources",
        "Outputs",
        "Hooks",
    }
)
_TYPE = re.compile(r"^(AWS|Alexa)::[A-Za-z0-9]+::[A-Za-z0-9]+$|^Custom::[A-Za-z0-9_@-]{1,60}$")
_LOGICAL_ID = re.compile(r"^[A-Za-z0-9]{1,255}$")


def parse(body: str, *, limit: int = MAX_BODY) -> dict[str, Any]:
    """Parse template text; ValidationError for anything CloudFormation would not read."""
    if len(body.encode()) > limit:
        raise validation(
            f"1 validation error detected: Value at 'templateBody' failed to satisfy constraint: "
            f"Member must have length less than or equal to {limit}"
        )
    text = body.lstrip()
    if text.startswith("{"):
        try:
            document = json.loads(text)
        except json.JSONDecodeError as error:
            raise template_format(
                f"JSON not well-formed. (line {error.lineno}, column {error.colno})"
            ) from None
        except RecursionError:
            raise template_format("JSON not well-formed. (nesting too deep)") from None
    else:
        import yaml  # PyYAML and the loader are imported by the first YAML template, not at server start

        from labcloud.services.cloudformation.template_yaml import Loader

        try:
            document = yaml.load(text, Loader=Loader)  # noqa: S506 - a SafeLoader subclass
        except yaml.MarkedYAMLError as error:
            mark = error.problem_mark or error.context_mark
            where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
            raise template_format(f"YAML not well-formed.{where}") from None
        except yaml.YAMLError:
            raise template_format("YAML not well-formed.") from None
        except RecursionError:
            raise template_format("YAML not well-formed. (nesting too deep)") from None
    if not isinstance(document, dict):
        raise template_format("template must be a JSON or YAML object")
    check_shape(document)
    return document


def check_shape(document: Any) -> None:
    """Refuse templates nested deeper than MAX_DEPTH or larger than MAX_NODES values (aliases counted each time)."""
    stack: list[tuple[Any, int]] = [(document, 1)]
    nodes = 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise template_format(f"template has more than {MAX_NODES} values")
        if depth > MAX_DEPTH:
            raise template_format(f"template is nested deeper than {MAX_DEPTH} levels")
        if isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise template_format(f"every key must be a string, got {key!r}")
                stack.append((item, depth + 1))
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)


def check_structure(template: dict[str, Any]) -> None:
    """The checks CloudFormation makes on the shape of a (processed) template."""
    unknown = sorted(str(k) for k in template if k not in SECTIONS)
    if unknown:
        raise template_format(f"Invalid template property or properties [{', '.join(unknown)}]")
    version = template.get("AWSTemplateFormatVersion")
    if version is not None and str(version) != "2010-09-09":
        raise template_format(
            f"'{version}' is not a valid template version. Use 2010-09-09 for AWSTemplateFormatVersion."
        )
    description = template.get("Description")
    if description is not None and not isinstance(description, str):
        raise template_format("Every Description member must be a string.")
    resources = template.get("Resources")
    if not isinstance(resources, dict) or not resources:
        raise template_format("At least one Resources member must be defined.")
    if len(resources) > MAX_RESOURCES:
        raise template_format(
            f"Number of resources, {len(resources)}, is greater than maximum allowed, {MAX_RESOURCES}"
        )
    bad_types: list[str] = []
    for logical_id, resource in resources.items():
        if not _LOGICAL_ID.match(str(logical_id)):
            raise template_format(f"Resource name {logical_id} is non alphanumeric.")
        if not isinstance(resource, dict):
            raise template_format(f"[/Resources/{logical_id}] resource definition is malformed")
        kind = resource.get("Type")
        if not isinstance(kind, str):
            raise template_format(
                f"[/Resources/{logical_id}] Every Resources object must contain a Type member."
            )
        if not _TYPE.match(kind):
            bad_types.append(kind)
        props = resource.get("Properties")
        if props is not None and not isinstance(props, dict):
            raise template_format(
                f"[/Resources/{logical_id}/Properties] 'null' values are not allowed in templates"
                if props is None
                else f"[/Resources/{logical_id}] Properties must be an object"
            )
        condition = resource.get("Condition")
        if condition is not None and not isinstance(condition, str):
            raise template_format(f"[/Resources/{logical_id}/Condition] Condition must be a string")
        allowed = {
            "Type",
            "Properties",
            "DependsOn",
            "Condition",
            "DeletionPolicy",
            "UpdateReplacePolicy",
            "Metadata",
            "CreationPolicy",
            "UpdatePolicy",
            "Version",
            "Description",  # a resource attribute CloudFormation accepts (CodeStar's templates use it)
        }
        extra = sorted(k for k in resource if k not in allowed)
        if extra:
            raise template_format(f"Invalid template resource property '{extra[0]}'")
        for policy in ("DeletionPolicy", "UpdateReplacePolicy"):
            value = resource.get(policy)
            if value is not None and value not in ("Delete", "Retain", "RetainExceptOnCreate", "Snapshot"):
                raise template_format(f"Unrecognized {policy} {value} for resource {logical_id}")
    if bad_types:
        raise template_format(f"Unrecognized resource types: [{', '.join(sorted(set(bad_types)))}]")
    for section in ("Parameters", "Mappings", "Conditions", "Outputs"):
        value = template.get(section)
        if value is not None and not isinstance(value, dict):
            raise template_format(f"Every {section} member must be an object.")
    for name, output in (template.get("Outputs") or {}).items():
        if not isinstance(output, dict) or "Value" not in output:
            raise template_format(f"Every Outputs member must contain a Value object; [{name}] does not")


def declared_transforms(template: dict[str, Any]) -> list[str]:
    transform = template.get("Transform")
    if transform is None:
        return []
    items = transform if isinstance(transform, list) else [transform]
    names = []
    for item in items:
        if isinstance(item, str):
            names.append(item)
        elif isinstance(item, dict) and isinstance(item.get("Name"), str):
            names.append(item["Name"])
        else:
            raise template_format(
                "Transform must be a string, a list of strings or a {Name, Parameters} object"
            )
    return names


def dumps(template: dict[str, Any]) -> str:
    return json.dumps(template, indent=2, default=str)
