"""FIS's experiment templates and experiments as tagged resources for the Tagging API (``tag_sources.py``):
listed from its own tables, tagged through TagResource and UntagResource (tags as a map)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from labcloud.services.fis.repo import experiments, templates
from labcloud.services.fis.state import FisState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_sources(state: FisState) -> tuple[TagSource, ...]:
    def of(listed: Callable[[str, str], list[dict[str, Any]]]) -> Callable[[str, str], Iterator[Tagged]]:
        def resources(account_id: str, region: str) -> Iterator[Tagged]:
            for doc in listed(account_id, region):
                yield Tagged(str(doc["arn"]), {str(k): str(v) for k, v in (doc.get("tags") or {}).items()})

        return resources

    def all_templates(account_id: str, region: str) -> list[dict[str, Any]]:
        return templates.of_account(state.store, account_id, region)

    def all_experiments(account_id: str, region: str) -> list[dict[str, Any]]:
        return experiments.of_account(state.store, account_id, region, None)

    tag, untag = tag_resource("fis", "resourceArn", tags_member="tags", keys_member="tagKeys", pairs=None)
    return (
        TagSource(
            "fis:experiment-template",
            arn_prefix("fis", "experiment-template/"),
            of(all_templates),
            tag,
            untag,
        ),
        TagSource("fis:experiment", arn_prefix("fis", "experiment/"), of(all_experiments), tag, untag),
    )
