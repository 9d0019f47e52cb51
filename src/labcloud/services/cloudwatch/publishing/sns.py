"""AWS/SNS metrics from SNS's events on the bus, per ``TopicName`` as SNS publishes them:
NumberOfMessagesPublished, PublishSize (Bytes), NumberOfNotificationsDelivered,
NumberOfNotificationsFailed (out of retries or refused for good, dead-lettered or not) and
NumberOfNotificationsFilteredOut."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/SNS"
_COUNTED = {
    "sns.delivery.delivered": "NumberOfNotificationsDelivered",
    "sns.delivery.failed": "NumberOfNotificationsFailed",
    "sns.delivery.dead_lettered": "NumberOfNotificationsFailed",
    "sns.delivery.filtered": "NumberOfNotificationsFilteredOut",
}


def on_event(rec: Samples, event: Event) -> None:
    if not event.resource.startswith("arn:aws:sns:"):
        return  # a direct SMS names a phone number
    where = (event.account_id, event.region)
    dims = (("TopicName", event.resource.rsplit(":", 1)[1]),)
    if event.kind == "sns.message.published":
        rec.record(where, NS, "NumberOfMessagesPublished", dims, 1.0, "Count")
        rec.record(where, NS, "PublishSize", dims, float(event.data.get("size") or 0), "Bytes")
        return
    name = _COUNTED.get(event.kind)
    if name is not None and event.data.get("message_type", "Notification") == "Notification":
        rec.record(where, NS, name, dims, 1.0, "Count")
