"""Which ``Fn::GetAtt`` names a template may use: checked when the template is validated, as AWS does.

A name is accepted when the resource's handler has it (``Handler.has_attribute``: the read-only
properties of the type's resource provider schema, plus the handler's extras and open-ended names
such as a nested stack's ``Outputs.X`` or a custom resource's ``Data`` keys). A type labcloud has no
handler for is not judged here: it fails as unsupported when the stack runs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

_SUB_VAR = re.compile(r"\$\{([^}!][^}]*)\}")


def _pairs(value: Any) -> Iterator[tuple[str, Any]]:
    """(resource, attribute) of every Fn::GetAtt in ``value``, ``${Res.Attr}`` of Fn::Sub included."""
    if isinstance(value, list):
        for item in value:
            yield from _pairs(item)
        return
    if not isinstance(value, dict):
        return
    if len(value) == 1:
        name, arg = next(iter(value.items()))
        if name == "Fn::GetAtt":
            if isinstance(arg, str) and "." in arg:
                resource, _, attribute = arg.partition(".")
                yield resource, attribute
            elif isinstance(arg, list) and len(arg) == 2 and isinstance(arg[0], str):
                yield arg[0], arg[1]
                yield from _pairs(arg[1])
            return
        if name == "Fn::Sub":
            text, variables = (arg[0], arg[1]) if isinstance(arg, list) and len(arg) == 2 else (arg, {})
            if isinstance(text, str):
                for match in _SUB_VAR.finditer(text):
                    var = match.group(1).strip()
                    if "." in var and not (isinstance(variables, dict) and var in variables):
                        resource, _, attribute = var.partition(".")
                        yield resource, attribute
            yield from _pairs(variables)
            return
    for item in value.values():
        yield from _pairs(item)


def unsupported_getatt(template: dict[str, Any]) -> str | None:
    """AWS's template error for the first ``Fn::GetAtt`` of a name the resource's type lacks (None: all fine)."""
    from labcloud.services.cloudformation.resources.registry import handler_for  # the handlers import much

    resources = template.get("Resources") or {}
    places = [r.get("Properties") for r in resources.values() if isinstance(r, dict)]
    places += [o.get("Value") for o in (template.get("Outputs") or {}).values() if isinstance(o, dict)]
    for resource, attribute in _pairs(places):
        declared = resources.get(resource)
        if not isinstance(attribute, str) or not isinstance(declared, dict):
            continue  # an attribute given by an intrinsic, or an undeclared resource (reported elsewhere)
        handler = handler_for(str(declared.get("Type")))
        if handler is not None and not handler.has_attribute(attribute):
            return f"Template error: resource {resource} does not support attribute type {attribute} in Fn::GetAtt"
    return None
