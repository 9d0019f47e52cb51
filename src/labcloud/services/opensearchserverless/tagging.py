"""Tags as OpenSearch Serverless keeps them: a list of ``{key, value}`` (the wire's lowercase members), at
most 50 per resource, later values replacing earlier ones of the same key."""

from __future__ import annotations

from typing import Any

from labcloud.services.opensearchserverless.errors import quota

MAX_TAGS = 50


def checked_tags(current: list[dict[str, Any]], added: list[Any]) -> list[dict[str, str]]:
    merged = {str(t["key"]): str(t["value"]) for t in current}
    for tag in added:
        merged[str(tag["key"])] = str(tag.get("value", ""))
    if len(merged) > MAX_TAGS:
        raise quota(f"A resource can have at most {MAX_TAGS} tags")
    return [{"key": k, "value": v} for k, v in merged.items()]
