"""A configuration set's event destinations: after a send commits, its Send and Delivery events (or its
Rendering Failure) go to each enabled destination that matches them, an SNS topic (Publish) or an
EventBridge bus (PutEvents, source ``aws.ses``), in the shape SES sends them. A destination that refuses
is logged; the send stands, as in AWS."""

from __future__ import annotations

import asyncio
import json
import logging
from datetime import datetime, timezone
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ses.repo import config_sets
from labcloud.services.ses.repo.messages import Message
from labcloud.services.ses.state import SesState
from labcloud.spawn import spawn

log = logging.getLogger("labcloud.ses")

#: v2's event type names (kept as the canonical form) → v1's.
V1_NAMES: dict[str, str] = {
    "SEND": "send",
    "REJECT": "reject",
    "BOUNCE": "bounce",
    "COMPLAINT": "complaint",
    "DELIVERY": "delivery",
    "OPEN": "open",
    "CLICK": "click",
    "RENDERING_FAILURE": "renderingFailure",
    "DELIVERY_DELAY": "deliveryDelay",
    "SUBSCRIPTION": "subscription",
}
V2_NAMES: dict[str, str] = {v: k for k, v in V1_NAMES.items()}
#: The EventBridge detail-type of each event labcloud produces.
DETAIL_TYPES = {
    "SEND": "Email Sent",
    "DELIVERY": "Email Delivered",
    "RENDERING_FAILURE": "Email Rendering Failed",
}
_TASKS: set[asyncio.Task[None]] = set()


def _iso(value: float) -> str:
    return datetime.fromtimestamp(value, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def _mail(ctx: RequestContext, message: Message) -> dict[str, Any]:
    to = message.destination.get("ToAddresses", [])
    tags: dict[str, list[str]] = {name: [value] for name, value in message.tags.items()}
    if message.config_set:
        tags["ses:configuration-set"] = [message.config_set]
    tags["ses:caller-identity"] = [ctx.principal.arn.rpartition("/")[2] or ctx.principal.arn]
    return {
        "timestamp": _iso(message.sent),
        "source": message.source,
        "sourceArn": ctx.arn("ses", f"identity/{message.source}"),
        "sendingAccountId": ctx.account_id,
        "messageId": message.message_id,
        "destination": message.recipients(),
        "headersTruncated": False,
        "commonHeaders": {"from": [message.source], "to": to, "subject": message.subject or ""},
        "tags": tags,
    }


def events_of(ctx: RequestContext, message: Message) -> list[tuple[str, dict[str, Any]]]:
    """``(v2 event type, SES's event record)`` for what happened to ``message``."""
    mail = _mail(ctx, message)
    if message.status == "RenderingFailure":
        failure = {
            "templateName": message.template or "",
            "errorMessage": "Attribute missing in the rendering data",
        }
        return [("RENDERING_FAILURE", {"eventType": "Rendering Failure", "mail": mail, "failure": failure})]
    delivery = {
        "timestamp": _iso(message.sent),
        "processingTimeMillis": 0,
        "recipients": message.recipients(),
        "smtpResponse": "250 2.6.0 Message received (kept by labcloud)",
        "reportingMTA": "labcloud.local",
    }
    return [
        ("SEND", {"eventType": "Send", "mail": mail, "send": {}}),
        ("DELIVERY", {"eventType": "Delivery", "mail": mail, "delivery": delivery}),
    ]


def after_send(state: SesState, ctx: RequestContext, message: Message) -> None:
    """Queue the message's events for its configuration set's destinations, sent once the send commits."""
    if not message.config_set:
        return
    wanted = [
        d
        for d in config_sets.destinations(state.store, ctx.account_id, ctx.region, message.config_set)
        if d.enabled and (d.sns_topic_arn or d.event_bus_arn)
    ]
    if not wanted:
        return
    records = events_of(ctx, message)
    calls: list[tuple[str, str, dict[str, Any]]] = []
    for destination in wanted:
        for kind, record in records:
            if kind not in destination.types:
                continue
            body = json.dumps(record)
            if destination.sns_topic_arn:
                calls.append(("sns", "Publish", {"TopicArn": destination.sns_topic_arn, "Message": body}))
            if destination.event_bus_arn:
                entry = {
                    "Source": "aws.ses",
                    "DetailType": DETAIL_TYPES[kind],
                    "Detail": body,
                    "EventBusName": destination.event_bus_arn,
                    "Resources": [ctx.arn("ses", f"configuration-set/{message.config_set}")],
                }
                calls.append(("events", "PutEvents", {"Entries": [entry]}))
    account, region = ctx.account_id, ctx.region
    state.store.after_commit(lambda: spawn(_deliver(state, account, region, calls), _TASKS))


async def _deliver(
    state: SesState, account: str, region: str, calls: list[tuple[str, str, dict[str, Any]]]
) -> None:
    for service, operation, params in calls:
        try:
            await state.call(service, operation, params, account_id=account, region=region)
        except Exception:  # noqa: BLE001 - an event destination refusing never undoes the send
            log.warning("SES event to %s %s not delivered", service, operation, exc_info=True)
