"""CloudWatch's alarms and metric streams as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
tables, tagged through TagResource and UntagResource."""

from __future__ import annotations

import json
from collections.abc import Iterator

from labcloud.services.cloudwatch.alarms import alarm_arn
from labcloud.services.cloudwatch.repo import metric_streams
from labcloud.services.cloudwatch.state import CloudWatchState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_sources(state: CloudWatchState) -> tuple[TagSource, ...]:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for alarm in state.alarms.all(account_id, region):
            tags = {tag["Key"]: tag.get("Value", "") for tag in json.loads(alarm.tags or "[]")}
            yield Tagged(alarm_arn(region, account_id, alarm.name), tags)

    def streams(account_id: str, region: str) -> Iterator[Tagged]:
        for stream in metric_streams.listed(state.store, account_id, region):
            yield Tagged(stream.arn, {tag["Key"]: tag.get("Value", "") for tag in stream.tags})

    tag, untag = tag_resource("cloudwatch", "ResourceARN")
    return (
        TagSource("cloudwatch:alarm", arn_prefix("cloudwatch", "alarm:"), resources, tag, untag),
        TagSource(
            "cloudwatch:metric-stream", arn_prefix("cloudwatch", "metric-stream/"), streams, tag, untag
        ),
    )
