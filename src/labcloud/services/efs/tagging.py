"""Tags of file systems and access points: AWS's checks (at most 50, no ``aws:`` keys) and merging."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from labcloud.services.efs.errors import bad_request

MAX_TAGS = 50


def checked(existing: Mapping[str, str], given: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    out = dict(existing)
    for tag in given:
        key = str(tag["Key"])
        if key.lower().startswith("aws:"):
            raise bad_request(f"Tag key '{key}' is invalid: the aws: prefix is reserved for AWS use.")
        out[key] = str(tag.get("Value", ""))
    if len(out) > MAX_TAGS:
        raise bad_request(f"A resource can have at most {MAX_TAGS} tags.")
    return out
