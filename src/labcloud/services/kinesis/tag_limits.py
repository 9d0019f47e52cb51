"""Kinesis's limit on a resource's tags (a stream's or a registered consumer's): at most 50, wherever they
arrive (TagResource, AddTagsToStream, RegisterStreamConsumer; CreateStream checks its own)."""

from __future__ import annotations

from labcloud.services.kinesis.errors import invalid_argument

MAX_TAGS = 50


def checked(tags: dict[str, str], kind: str, what: str) -> dict[str, str]:
    """A resource's whole tag set, once within the limit (``kind`` and ``what`` name it in the refusal)."""
    if len(tags) > MAX_TAGS:
        raise invalid_argument(
            f"Failed to add tags to {kind} {what} because a given request would cause the {kind} to exceed "
            f"the maximum number of tags ({MAX_TAGS})."
        )
    return tags
