"""CloudWatch Logs' log groups as tagged resources for the Tagging API (``tag_sources.py``): listed from its
own tables, tagged through TagResource and UntagResource (the ARN without ``:*``)."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.logs.names import group_arn
from labcloud.services.logs.state import LogsState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: LogsState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for name, tags in state.groups.tagged(account_id, region):
            yield Tagged(group_arn(region, account_id, name), tags)

    tag, untag = tag_resource("logs", "resourceArn", tags_member="tags", keys_member="tagKeys", pairs=None)
    owns = arn_prefix("logs", "log-group:")
    return TagSource(
        "logs:log-group", lambda arn: owns(arn) and ":log-stream:" not in arn, resources, tag, untag
    )
