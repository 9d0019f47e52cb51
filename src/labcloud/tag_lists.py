"""AWS's ``Tag`` lists (``[{"Key": ..., "Value": ...}]``) as the services that share their rules check and apply
them (ACM and AWS Private CA): keys under ``aws:`` refused (``InvalidTagException``), at most
:data:`MAX_TAGS` on one resource (``TooManyTagsException``), a removal by key that matches the value only
when one is given. A resource's tags are kept as a tuple of (key, value) pairs in the order first set."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from labcloud.errors import AwsError

MAX_TAGS = 50

Tags = tuple[tuple[str, str], ...]


def _check(key: str) -> None:
    if key.lower().startswith("aws:"):
        raise AwsError(
            "InvalidTagException", f"Tag key '{key}' is invalid: the aws: prefix is reserved for AWS use."
        )


def merged(existing: Tags, given: Iterable[Mapping[str, Any]] | None, noun: str) -> Tags:
    """``existing`` with each given tag set (a key given again takes the new value); a ``noun`` ("certificate")
    names the resource in the TooManyTagsException."""
    out = dict(existing)
    for tag in given or []:
        _check(tag["Key"])
        out[tag["Key"]] = tag.get("Value", "")
    if len(out) > MAX_TAGS:
        raise AwsError("TooManyTagsException", f"A {noun} can have at most {MAX_TAGS} tags.")
    return tuple(out.items())


def removed(existing: Tags, given: Iterable[Mapping[str, Any]]) -> Tags:
    """``existing`` less each given key (only where the value matches, when a value is given)."""
    out = dict(existing)
    for tag in given:
        _check(tag["Key"])
        if tag["Key"] in out and ("Value" not in tag or tag["Value"] == out[tag["Key"]]):
            del out[tag["Key"]]
    return tuple(out.items())


def listed(tags: Tags) -> list[Any]:
    """The wire's list (each service's ``Tag`` shape)."""
    return [{"Key": key, "Value": value} for key, value in tags]
