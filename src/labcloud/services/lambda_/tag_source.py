"""Lambda's functions, event source mappings and code signing configs as tagged resources for the Tagging
API (``tag_sources.py``): listed from its own tables, tagged through TagResource and UntagResource (versions
and aliases share their function's tags)."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.lambda_.names import function_arn
from labcloud.services.lambda_.repo import functions, mappings, settings
from labcloud.services.lambda_.state import LambdaState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_sources(state: LambdaState) -> tuple[TagSource, ...]:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for name, tags in functions.tagged(state.store, account_id, region):
            yield Tagged(function_arn(region, account_id, name), tags)

    def event_source_mappings(account_id: str, region: str) -> Iterator[Tagged]:
        for listed in mappings.listed(state.store, account_id, region):
            mapping = listed.mapping
            arn = f"arn:aws:lambda:{region}:{account_id}:event-source-mapping:{mapping.uuid}"
            yield Tagged(arn, dict(mapping.tags or {}))

    def code_signing_configs(account_id: str, region: str) -> Iterator[Tagged]:
        for doc in settings.code_signing_configs(state.store, account_id, region):
            tags = settings.code_signing_tags(state.store, account_id, region, doc["CodeSigningConfigId"])
            yield Tagged(str(doc["CodeSigningConfigArn"]), tags)

    tag, untag = tag_resource("lambda", "Resource", pairs=None)
    return (
        TagSource("lambda:function", arn_prefix("lambda", "function:"), resources, tag, untag),
        TagSource(
            "lambda:event-source-mapping",
            arn_prefix("lambda", "event-source-mapping:"),
            event_source_mappings,
            tag,
            untag,
        ),
        TagSource(
            "lambda:code-signing-config",
            arn_prefix("lambda", "code-signing-config:"),
            code_signing_configs,
            tag,
            untag,
        ),
    )
