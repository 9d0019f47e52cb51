"""SSM's dynamic references, resolved through ``dynamic_refs.RESOLVERS``: ``{{resolve:ssm:name}}``,
``{{resolve:ssm:name:version}}`` and ``{{resolve:ssm-secure:name:version}}``.

``ssm`` reads a String or StringList parameter (the latest version, or the one named) as the stack's
principal. ``ssm-secure`` is accepted by AWS only in a fixed list of properties (database master
passwords, IAM user login profiles and the like) of resource types labcloud does not deploy, so it
fails the resource with AWS's message.
"""

from __future__ import annotations

import re

from labcloud.services.cloudformation.resources.base import ResourceCall, ResourceFailed

_REFERENCE = re.compile(r"([A-Za-z0-9_.\-/]+)(?::(\d+))?")


async def resolve_ssm(rc: ResourceCall, reference: str) -> str:
    found = _REFERENCE.fullmatch(reference)
    if found is None:
        raise ResourceFailed(f"Incorrect format of dynamic reference {{{{resolve:ssm:{reference}}}}}")
    name, version = found.group(1), found.group(2)
    try:
        answer = await rc.call(
            "ssm", "GetParameter", {"Name": name if version is None else f"{name}:{version}"}
        )
    except ResourceFailed as error:
        if "ParameterNotFound" in error.reason:
            raise ResourceFailed(f"Parameters: [ssm:{name}] cannot be found.") from None
        raise
    parameter = answer["Parameter"]
    if parameter.get("Type") == "SecureString":
        raise ResourceFailed(
            f"Parameters: [ssm:{name}] is a SecureString: only an ssm-secure dynamic reference may read it."
        )
    return str(parameter["Value"])


async def refuse_secure(rc: ResourceCall, reference: str) -> str:
    raise ResourceFailed(f"SSM Secure reference is not supported in: [{rc.logical_id}/Properties]")
