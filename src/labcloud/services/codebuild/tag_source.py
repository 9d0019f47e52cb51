"""CodeBuild's projects as tagged resources for the Tagging API (``tag_sources.py``). CodeBuild has no
TagResource: a project's tags are set with UpdateProject, so tagging merges the new tags into the project's
own and untagging drops keys from them, each one UpdateProject carrying the whole list."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.codebuild.state import CodeBuildState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix


def tag_source(state: CodeBuildState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for doc in state.records.listed(account_id, region, "project"):
            yield Tagged(str(doc["arn"]), {t["key"]: t["value"] for t in doc.get("tags") or []})

    def current(arn: str) -> tuple[str, dict[str, str]]:
        name = arn.split(":project/", 1)[-1]
        parts = arn_parts(arn)
        doc = None if parts is None else state.records.get(parts[2], parts[1], "project", name)
        return name, {t["key"]: t["value"] for t in (doc or {}).get("tags") or []}

    def call(name: str, tags: dict[str, str]) -> TagCall:
        listed = [{"key": k, "value": v} for k, v in tags.items()]
        return TagCall("codebuild", "UpdateProject", {"name": name, "tags": listed})

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        name, found = current(arn)
        return call(name, {**found, **tags})

    def untag(arn: str, keys: list[str]) -> TagCall:
        name, found = current(arn)
        return call(name, {k: v for k, v in found.items() if k not in keys})

    return TagSource("codebuild:project", arn_prefix("codebuild", "project/"), resources, tag, untag)
