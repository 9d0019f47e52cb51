"""MSK's tags: a ``{key: value}`` map on the wire, AWS's checks (at most 50, no ``aws:`` keys)."""

from __future__ import annotations

from collections.abc import Mapping

from labcloud.services.kafka import errors

MAX_TAGS = 50


def merged(existing: Mapping[str, str], given: Mapping[str, str] | None) -> dict[str, str]:
    out = dict(existing)
    for key, value in (given or {}).items():
        if not key or len(key) > 128:
            raise errors.bad("tags", "Tag keys must be 1 to 128 characters long.")
        if key.lower().startswith("aws:"):
            raise errors.bad("tags", f"Tag key '{key}' is invalid: the aws: prefix is reserved for AWS use.")
        if len(value) > 256:
            raise errors.bad("tags", "Tag values must be at most 256 characters long.")
        out[key] = value
    if len(out) > MAX_TAGS:
        raise errors.bad("tags", f"A resource can have at most {MAX_TAGS} tags.")
    return out
