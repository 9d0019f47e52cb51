"""CloudWatch's alarms as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table, tagged through TagResource and UntagResource."""

from __future__ import annotations

import json
from collections.abc import Iterator

from labcloud.services.cloudwatch.alarms import alarm_arn
from labcloud.services.cloudwatch.state import CloudWatchState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: CloudWatchState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for alarm in state.alarms.all(account_id, region):
            tags = {tag["Key"]: tag.get("Value", "") for tag in json.loads(alarm.tags or "[]")}
            yield Tagged(alarm_arn(region, account_id, alarm.name), tags)

    tag, untag = tag_resource("cloudwatch", "ResourceARN")
    return TagSource("cloudwatch:alarm", arn_prefix("cloudwatch", "alarm:"), resources, tag, untag)
