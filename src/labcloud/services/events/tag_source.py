"""EventBridge's event buses and rules as tagged resources for the Tagging API (``tag_sources.py``): listed
from its own tables, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.events.repo import buses, rules
from labcloud.services.events.state import EventsState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource

#: More than an account holds in a region: one page is every one.
_ALL = 1 << 30


def tag_sources(state: EventsState) -> tuple[TagSource, ...]:
    def event_buses(account_id: str, region: str) -> Iterator[Tagged]:
        for bus in buses.listed(state.store, account_id, region, "", "", _ALL):
            yield Tagged(bus.arn, bus.tags)

    def event_rules(account_id: str, region: str) -> Iterator[Tagged]:
        for bus in buses.listed(state.store, account_id, region, "", "", _ALL):
            for rule in rules.on_bus(state.store, account_id, region, bus.name):
                yield Tagged(rule.arn, rule.tags)

    tag, untag = tag_resource("events", "ResourceARN")
    return (
        TagSource("events:event-bus", arn_prefix("events", "event-bus/"), event_buses, tag, untag),
        TagSource("events:rule", arn_prefix("events", "rule/"), event_rules, tag, untag),
    )
