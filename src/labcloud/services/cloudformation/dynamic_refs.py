"""Dynamic references to SSM parameters in resource properties: ``{{resolve:ssm:name}}``,
``{{resolve:ssm:name:version}}`` and ``{{resolve:ssm-secure:name:version}}``.

They are resolved just before a resource's handler runs (create or update), as the stack's principal,
so the stored properties, the events and change detection keep the reference, never the value (as
AWS does: a parameter changing later does not change the stack by itself). ``ssm`` takes String and
StringList parameters; ``ssm-secure`` is accepted by AWS only in a fixed list of properties (database
passwords and the like), none of which belong to a resource type labcloud deploys, so it fails with
AWS's message. Other ``{{resolve:...}}`` services are left to their own resolvers.
"""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.cloudformation.resources.base import ResourceCall, ResourceFailed

_REFERENCE = re.compile(r"\{\{resolve:(ssm|ssm-secure):([A-Za-z0-9_.\-/]+)(?::(\d+))?\}\}")


def _paths(value: Any, path: str, out: list[tuple[str, str]]) -> None:
    if isinstance(value, str):
        for found in _REFERENCE.finditer(value):
            out.append((path, found.group(1)))
    elif isinstance(value, dict):
        for key, item in value.items():
            _paths(item, f"{path}/{key}", out)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _paths(item, f"{path}/{index}", out)


async def _value(rc: ResourceCall, name: str, version: str | None, cache: dict[str, str]) -> str:
    selector = name if version is None else f"{name}:{version}"
    if selector not in cache:
        try:
            found = await rc.call("ssm", "GetParameter", {"Name": selector})
        except ResourceFailed as error:
            if "ParameterNotFound" in error.reason:
                raise ResourceFailed(f"Parameters: [ssm:{name}] cannot be found.") from None
            raise
        parameter = found["Parameter"]
        if parameter.get("Type") == "SecureString":
            raise ResourceFailed(
                f"Parameters: [ssm:{name}] is a SecureString: only an ssm-secure dynamic reference may read it."
            )
        cache[selector] = str(parameter["Value"])
    return cache[selector]


async def _resolve(rc: ResourceCall, value: Any, cache: dict[str, str]) -> Any:
    if isinstance(value, str):
        if "{{resolve:ssm" not in value:
            return value
        parts: list[str] = []
        last = 0
        for found in _REFERENCE.finditer(value):
            parts.append(value[last : found.start()])
            parts.append(await _value(rc, found.group(2), found.group(3), cache))
            last = found.end()
        parts.append(value[last:])
        return "".join(parts)
    if isinstance(value, dict):
        return {key: await _resolve(rc, item, cache) for key, item in value.items()}
    if isinstance(value, list):
        return [await _resolve(rc, item, cache) for item in value]
    return value


async def resolved(rc: ResourceCall, resource_type: str, props: Any) -> Any:
    """``props`` with each SSM dynamic reference replaced by the parameter's value."""
    found: list[tuple[str, str]] = []
    _paths(props, f"{resource_type}/Properties", found)
    if not found:
        return props
    secure = [path for path, kind in found if kind == "ssm-secure"]
    if secure:
        raise ResourceFailed(f"SSM Secure reference is not supported in: [{', '.join(secure)}]")
    return await _resolve(rc, props, {})
