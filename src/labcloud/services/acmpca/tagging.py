"""Tags of CAs: AWS's checks (at most 50, no ``aws:`` keys) and merging."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.acmpca.errors import invalid_tag, too_many_tags

if TYPE_CHECKING:
    from labcloud.services.acmpca.api import Tag

MAX_TAGS = 50


def _check(key: str) -> None:
    if key.lower().startswith("aws:"):
        raise invalid_tag(f"Tag key '{key}' is invalid: the aws: prefix is reserved for AWS use.")


def merged(existing: tuple[tuple[str, str], ...], given: list[Tag] | None) -> tuple[tuple[str, str], ...]:
    out = dict(existing)
    for tag in given or []:
        _check(tag["Key"])
        out[tag["Key"]] = tag.get("Value", "")
    if len(out) > MAX_TAGS:
        raise too_many_tags(f"A certificate authority can have at most {MAX_TAGS} tags.")
    return tuple(out.items())


def removed(existing: tuple[tuple[str, str], ...], given: list[Tag]) -> tuple[tuple[str, str], ...]:
    """``existing`` less each given key (only where the value matches, when a value is given)."""
    out = dict(existing)
    for tag in given:
        _check(tag["Key"])
        if tag["Key"] in out and ("Value" not in tag or tag["Value"] == out[tag["Key"]]):
            del out[tag["Key"]]
    return tuple(out.items())


def listed(tags: tuple[tuple[str, str], ...]) -> list[Tag]:
    return [{"Key": key, "Value": value} for key, value in tags]
