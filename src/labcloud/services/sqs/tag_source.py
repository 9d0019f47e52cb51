"""SQS's queues as tagged resources for the Tagging API (``tag_sources.py``): listed from its own table,
tagged through TagQueue and UntagQueue."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.sqs.state import SqsState
from labcloud.services.sqs.urls import queue_url
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix


def tag_source(state: SqsState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for queue in state.queues.in_region(account_id, region):
            yield Tagged(queue.arn, queue.tags)

    def url(arn: str) -> str:
        parts = arn_parts(arn)
        assert parts is not None
        return queue_url(state.settings.endpoint, parts[2], parts[3])

    return TagSource(
        resource_type="sqs",
        owns=arn_prefix("sqs"),
        resources=resources,
        tag=lambda arn, tags: TagCall("sqs", "TagQueue", {"QueueUrl": url(arn), "Tags": tags}),
        untag=lambda arn, keys: TagCall("sqs", "UntagQueue", {"QueueUrl": url(arn), "TagKeys": keys}),
    )
