"""Tags as EventBridge takes them ([{Key, Value}]) and gives them back."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from labcloud.services.events.errors import validation

if TYPE_CHECKING:
    from labcloud.services.events.api import Tag

MAX_TAGS = 50


def merged(current: dict[str, str], given: Iterable[Tag] | None) -> dict[str, str]:
    tags = dict(current)
    for tag in given or ():
        tags[tag["Key"]] = tag["Value"]
    if len(tags) > MAX_TAGS:
        raise validation(f"A resource can have at most {MAX_TAGS} tags.")
    return tags


def as_list(tags: dict[str, str]) -> list[Tag]:
    return [{"Key": key, "Value": value} for key, value in tags.items()]
