"""Tags on IAM users, roles, customer managed policies, instance profiles and identity providers.

Tags are kept as a JSON list of ``{"Key", "Value"}`` on the entity's row (keys are unique, case
sensitive): these functions check tags and compute the stored form; ``tag_ops`` holds the operations.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.services.iam.paging import Paging, page

if TYPE_CHECKING:
    from labcloud.services.iam.api import Tag

MAX_TAGS = 50
MAX_KEY = 128
MAX_VALUE = 256


def _validation(message: str) -> AwsError:
    return AwsError("ValidationError", message, status=400)


def _checked(tags: Sequence[Tag]) -> dict[str, str]:
    out: dict[str, str] = {}
    for index, tag in enumerate(tags, 1):
        key, value = str(tag.get("Key", "")), str(tag.get("Value", ""))
        if not 1 <= len(key) <= MAX_KEY:
            raise _validation(
                f"1 validation error detected: Value '{key}' at 'tags.{index}.member.key' failed to satisfy "
                f"constraint: Member must have length less than or equal to {MAX_KEY}"
            )
        if len(value) > MAX_VALUE:
            raise _validation(
                f"1 validation error detected: Value '{value}' at 'tags.{index}.member.value' failed to "
                f"satisfy constraint: Member must have length less than or equal to {MAX_VALUE}"
            )
        if key.lower().startswith("aws:"):
            raise AwsError(
                "InvalidInput",
                "User-defined tag keys cannot begin with the reserved prefix 'aws:'.",
                status=400,
            )
        if key in out:
            raise AwsError(
                "InvalidInput",
                "Duplicate tag keys found. Please note that Tag keys are case insensitive.",
                status=400,
            )
        out[key] = value
    return out


def initial(tags: Sequence[Tag] | None) -> str:
    """The stored form of the tags a Create* call carries."""
    merged = _checked(list(tags or []))
    if len(merged) > MAX_TAGS:
        raise AwsError("LimitExceeded", f"Cannot exceed quota for TagsPerRole: {MAX_TAGS}.", status=409)
    return json.dumps([{"Key": k, "Value": v} for k, v in merged.items()])


def _stored(tags: dict[str, str]) -> str:
    return json.dumps([{"Key": k, "Value": v} for k, v in tags.items()])


def _current(raw: str) -> dict[str, str]:
    return {t["Key"]: t["Value"] for t in json.loads(raw or "[]")}


#: Entity kinds (``repo.account.TAGGED``) as IAM's quota names say them.
_QUOTA_NAMES = {
    "user": "User",
    "policy": "Policy",
    "instance_profile": "InstanceProfile",
    "oidc": "OpenIdConnectProvider",
    "saml": "SamlProvider",
    "server_certificate": "ServerCertificate",
}


def tagged(kind: str, raw: str, new: Sequence[Tag]) -> str:
    """The stored tags of an entity of ``kind`` once ``new`` are added (checked, within the quota)."""
    tags = _current(raw)
    tags.update(_checked(new))
    if len(tags) > MAX_TAGS:
        name = _QUOTA_NAMES.get(kind, "Role")
        raise AwsError("LimitExceeded", f"Cannot exceed quota for TagsPer{name}: {MAX_TAGS}.", status=409)
    return _stored(tags)


def merged_unchecked(raw: str, new: Sequence[Tag]) -> str:
    """TagRole's merge: the new tags over the old ones as given."""
    tags = _current(raw)
    tags.update({t["Key"]: t["Value"] for t in new})
    return _stored(tags)


def untagged(raw: str, keys: list[str]) -> str:
    drop = set(keys)
    return _stored({k: v for k, v in _current(raw).items() if k not in drop})


def listed(raw: str, params: Paging) -> dict[str, Any]:
    return page(json.loads(raw or "[]"), params, "Tags")
