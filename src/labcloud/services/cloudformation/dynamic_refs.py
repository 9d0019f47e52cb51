"""Dynamic references in resource properties: ``{{resolve:secretsmanager:...}}`` (and whatever other
services add to :data:`RESOLVERS`, such as SSM's ``ssm``/``ssm-secure``).

They are expanded only on the way to the resource handler, as the stack's principal, each time a
resource is created or updated: the stack's records, events and DescribeStackResource keep the
reference text, never the value (as on AWS). A changed secret value alone does not update a stack.

Secrets Manager's form: ``{{resolve:secretsmanager:secret-id:SecretString:json-key:version-stage:version-id}}``
where ``secret-id`` is a name or a full ARN and each later part may be empty or left out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from typing import Any

from labcloud import json_document
from labcloud.services.cloudformation.resources.base import ResourceCall, ResourceFailed

_REFERENCE = re.compile(r"\{\{resolve:([a-z-]+):((?:(?!\}\}).)*)\}\}")

Resolver = Callable[[ResourceCall, str], Awaitable[str]]


async def _secretsmanager(rc: ResourceCall, reference: str) -> str:
    parts = reference.split(":")
    if reference.startswith("arn:"):
        secret_id, rest = ":".join(parts[:7]), parts[7:]
    else:
        secret_id, rest = parts[0], parts[1:]
    rest += [""] * (4 - len(rest))
    if len(rest) > 4 or not secret_id:
        raise ResourceFailed(
            f"Incorrect format of dynamic reference {{{{resolve:secretsmanager:{reference}}}}}"
        )
    kind, json_key, stage, version_id = rest[:4]
    if kind not in ("", "SecretString"):
        raise ResourceFailed(
            f"Incorrect format of dynamic reference {{{{resolve:secretsmanager:{reference}}}}}: only"
            " SecretString can be referenced"
        )
    if stage and version_id:
        raise ResourceFailed(
            "Either version-stage or version-id can be specified in a dynamic reference, not both"
        )
    params: dict[str, Any] = {"SecretId": secret_id}
    if stage:
        params["VersionStage"] = stage
    if version_id:
        params["VersionId"] = version_id
    value = (await rc.call("secretsmanager", "GetSecretValue", params)).get("SecretString")
    if value is None:
        raise ResourceFailed(f"The secret {secret_id} has no SecretString to reference")
    if not json_key:
        return str(value)
    try:
        document = json_document.loads(value)
    except ValueError:
        raise ResourceFailed(f"Secrets Manager can't parse the SecretString of {secret_id} as JSON") from None
    if not isinstance(document, dict) or json_key not in document:
        raise ResourceFailed(f"Could not find a value associated with JSONKey {json_key} in SecretString")
    found = document[json_key]
    return found if isinstance(found, str) else json.dumps(found)


#: reference service → how it is resolved
RESOLVERS: dict[str, Resolver] = {"secretsmanager": _secretsmanager}


async def _text(rc: ResourceCall, text: str) -> str:
    if "{{resolve:" not in text:
        return text
    out: list[str] = []
    last = 0
    for match in _REFERENCE.finditer(text):
        service, reference = match.group(1), match.group(2)
        resolver = RESOLVERS.get(service)
        if resolver is None:
            raise ResourceFailed(f"labcloud does not resolve {service} dynamic references")
        out.append(text[last : match.start()])
        out.append(await resolver(rc, reference))
        last = match.end()
    out.append(text[last:])
    return "".join(out)


async def expand(rc: ResourceCall, value: Any) -> Any:
    """``value`` with every dynamic reference in its strings replaced by what it names."""
    if isinstance(value, str):
        return await _text(rc, value)
    if isinstance(value, dict):
        return {k: await expand(rc, v) for k, v in value.items()}
    if isinstance(value, list):
        return [await expand(rc, v) for v in value]
    return value
