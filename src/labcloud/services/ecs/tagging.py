"""ECS's tags: ``{key, value}`` lists on the wire, AWS's checks (at most 50, no ``aws:`` keys), merging."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from labcloud.services.ecs import errors

MAX_TAGS = 50


def merged(existing: Mapping[str, str], given: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    out = dict(existing)
    for tag in given:
        key = str(tag.get("key") or "")
        if not key:
            raise errors.invalid("The specified tag key is empty.")
        if key.lower().startswith("aws:"):
            raise errors.invalid(f"Tag key '{key}' is invalid: the aws: prefix is reserved for AWS use.")
        out[key] = str(tag.get("value", ""))
    if len(out) > MAX_TAGS:
        raise errors.invalid(f"A resource can have at most {MAX_TAGS} tags.")
    return out


def listed(tags: Mapping[str, str]) -> list[dict[str, str]]:
    return [{"key": k, "value": v} for k, v in tags.items()]
