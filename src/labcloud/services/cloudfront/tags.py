"""Tag checks (CloudFront's limits: 50 a resource, keys up to 128 characters, values up to 256)."""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError

MAX_TAGS = 50


def invalid_tagging(message: str) -> AwsError:
    return AwsError("InvalidTagging", message, status=400)


def checked_tags(items: list[Any]) -> list[dict[str, str]]:
    tags = [{"Key": str(t["Key"]), "Value": str(t.get("Value") or "")} for t in items]
    for tag in tags:
        if not 1 <= len(tag["Key"]) <= 128 or tag["Key"].lower().startswith("aws:"):
            raise invalid_tagging(f"Tag key {tag['Key']!r} is not valid.")
        if len(tag["Value"]) > 256:
            raise invalid_tagging(f"Tag value of {tag['Key']!r} is longer than 256 characters.")
    if len(tags) > MAX_TAGS:
        raise invalid_tagging(f"A resource can have at most {MAX_TAGS} tags.")
    return tags
