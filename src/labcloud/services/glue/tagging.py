"""Tags on Glue's resources: AWS's bounds (50 tags, keys of 1 to 128 characters, values up to 256), and the
resource an ARN names (``database/<name>``, ``table/<db>/<name>``, ``job/<name>``, ``crawler/<name>``)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.glue import errors

MAX_TAGS = 50
_KINDS = {"database": "database", "table": "table", "job": "job", "crawler": "crawler"}


def checked(current: dict[str, str], added: dict[str, str] | None) -> dict[str, str]:
    tags = dict(current)
    for key, value in (added or {}).items():
        if not 1 <= len(key) <= 128 or key.lower().startswith("aws:"):
            raise errors.invalid(f"Invalid tag key: {key}")
        if len(value) > 256:
            raise errors.invalid(f"Invalid tag value for key {key}: at most 256 characters")
        tags[key] = value
    if len(tags) > MAX_TAGS:
        raise errors.invalid(f"A resource may have at most {MAX_TAGS} tags")
    return tags


def resource_of(ctx: RequestContext, arn: str) -> tuple[str, str]:
    """(kind, record id) of a Glue ARN of this account and region."""
    prefix = f"arn:aws:glue:{ctx.region}:{ctx.account_id}:"
    if not arn.startswith(prefix):
        raise errors.invalid(f"Invalid resource ARN: {arn}")
    kind, _, rest = arn[len(prefix) :].partition("/")
    if kind not in _KINDS or not rest:
        raise errors.invalid(f"Tagging is not supported for resource {arn}")
    rid = rest.lower() if kind in ("database", "table") else rest
    return _KINDS[kind], rid


def tags_of(doc: dict[str, Any]) -> dict[str, str]:
    return dict(doc.get("_tags") or {})
