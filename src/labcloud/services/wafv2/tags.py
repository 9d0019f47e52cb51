"""Tags of WAF entities: AWS's limits (50 per resource, keys 1-128 and values 0-256 characters, no
``aws:`` prefix), kept in the entity's document under ``_tags`` as the wire's Key/Value list."""

from __future__ import annotations

from typing import Any

from labcloud.services.wafv2 import errors

MAX_TAGS = 50


def checked_tags(tags: list[dict[str, Any]]) -> list[dict[str, str]]:
    for tag in tags:
        if str(tag.get("Key", "")).lower().startswith("aws:"):
            raise errors.invalid("TAGS", str(tag["Key"]), "Tag keys cannot start with aws:")
    if len({str(t["Key"]) for t in tags}) > MAX_TAGS:
        raise errors.limits(f"A resource holds at most {MAX_TAGS} tags.")
    return [{"Key": str(t["Key"]), "Value": str(t.get("Value", ""))} for t in tags]


def merged(current: list[dict[str, str]], given: list[dict[str, Any]]) -> list[dict[str, str]]:
    tags = {t["Key"]: t["Value"] for t in current}
    for tag in checked_tags(given):
        tags[tag["Key"]] = tag["Value"]
    if len(tags) > MAX_TAGS:
        raise errors.limits(f"A resource holds at most {MAX_TAGS} tags.")
    return [{"Key": k, "Value": v} for k, v in tags.items()]
