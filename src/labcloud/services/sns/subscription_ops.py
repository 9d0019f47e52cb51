"""Subscription operations: subscribe (with the confirmation handshake), confirm, unsubscribe, list,
attributes."""

from __future__ import annotations

import secrets
import uuid
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.sns import subscription_attributes as sattrs
from labcloud.services.sns.arns import parse_subscription_arn, parse_topic_arn
from labcloud.services.sns.endpoints import CONFIRMED_BY_SUBSCRIBER, check_endpoint, parse_arn
from labcloud.services.sns.errors import invalid_parameter, subscription_not_found
from labcloud.services.sns.events import emit, wake_after_commit
from labcloud.services.sns.repo.subscriptions import Subscription
from labcloud.services.sns.state import SnsState
from labcloud.services.sns.topic_ops import topic_of

if TYPE_CHECKING:
    from labcloud.services.sns.api import (
        ConfirmSubscriptionRequest,
        ConfirmSubscriptionResponse,
        GetSubscriptionAttributesRequest,
        GetSubscriptionAttributesResponse,
        ListSubscriptionsByTopicRequest,
        ListSubscriptionsByTopicResponse,
        ListSubscriptionsRequest,
        ListSubscriptionsResponse,
        SetSubscriptionAttributesRequest,
        SetSubscriptionAttributesResponse,
        SubscribeRequest,
        SubscribeResponse,
        UnsubscribeRequest,
        UnsubscribeResponse,
    )
    from labcloud.services.sns.api import Subscription as SubscriptionEntry

PAGE = 100
PENDING = "pending confirmation"


def _check_fifo_pairing(fifo_topic: bool, protocol: str, endpoint: str) -> None:
    queue_fifo = protocol == "sqs" and endpoint.endswith(".fifo")
    if fifo_topic and not queue_fifo:
        raise invalid_parameter(
            "Endpoint Reason: FIFO SNS Topics currently only support FIFO SQS queues as endpoints"
        )
    if not fifo_topic and queue_fifo:
        raise invalid_parameter("Endpoint Reason: Please use FIFO SNS topic")


def subscribe(state: SnsState, request: SubscribeRequest, ctx: RequestContext) -> SubscribeResponse:
    protocol = (
        request["Protocol"].lower()
        if request["Protocol"] in ("HTTP", "HTTPS", "SQS")
        else request["Protocol"]
    )
    endpoint = request.get("Endpoint")
    if not endpoint:
        raise invalid_parameter("Endpoint")
    check_endpoint(protocol, endpoint)
    attributes: dict[str, str] = {}
    for name, value in sorted(
        (request.get("Attributes") or {}).items(), key=lambda kv: kv[0] != "FilterPolicyScope"
    ):
        attributes[name] = sattrs.check(name, "" if value is None else str(value), protocol, attributes)
    attributes = {k: v for k, v in attributes.items() if v != ""}
    if protocol == "firehose" and not attributes.get(sattrs.ROLE):
        raise sattrs.role_required(protocol)
    with state.store.transaction():
        topic = topic_of(state, ctx, request["TopicArn"])
        _check_fifo_pairing(topic.fifo, protocol, endpoint)
        existing = state.subscriptions.same_endpoint(topic.arn, protocol, endpoint)
        if existing is not None:
            if any(existing.attributes.get(k) != v for k, v in attributes.items()):
                raise invalid_parameter(
                    "Attributes Reason: Subscription already exists with different attributes"
                )
            shown = existing.arn if existing.confirmed or request.get("ReturnSubscriptionArn") else PENDING
            return {"SubscriptionArn": shown}
        arn = f"{topic.arn}:{uuid.uuid4()}"
        confirmed = protocol not in CONFIRMED_BY_SUBSCRIBER
        token = None if confirmed else secrets.token_hex(64)
        sub = Subscription(
            arn,
            topic.arn,
            ctx.account_id,
            topic.region,
            protocol,
            endpoint,
            attributes,
            confirmed,
            token,
            clock.now(),
        )
        state.subscriptions.insert(sub)
        emit(
            state,
            "sns.subscription.created",
            topic.account_id,
            topic.region,
            topic.arn,
            subscription_arn=arn,
            protocol=protocol,
            endpoint=endpoint,
            confirmed=confirmed,
        )
        if not confirmed:
            _ask_for_confirmation(state, sub, ctx.endpoint)
    return {"SubscriptionArn": arn if confirmed or request.get("ReturnSubscriptionArn") else PENDING}


def _ask_for_confirmation(state: SnsState, sub: Subscription, endpoint: str) -> None:
    message = {
        "Type": "SubscriptionConfirmation",
        "MessageId": str(uuid.uuid4()),
        "Token": sub.token,
        "TopicArn": sub.topic_arn,
        "Message": (
            f"You have chosen to subscribe to the topic {sub.topic_arn}.\n"
            "To confirm the subscription, visit the SubscribeURL included in this message."
        ),
        "SubscribeURL": f"{endpoint.rstrip('/')}/?Action=ConfirmSubscription&TopicArn={sub.topic_arn}&Token={sub.token}",
        "Timestamp": clock.now(),
    }
    ref = parse_topic_arn(sub.topic_arn)
    if sub.protocol in ("email", "email-json"):
        state.deliveries.record(
            ref.account_id, ref.region, sub.protocol, sub.endpoint, sub.arn, message, clock.now()
        )
        return
    state.deliveries.add(sub.arn, sub.topic_arn, message, clock.now())
    wake_after_commit(state)


def confirm_subscription(
    state: SnsState, request: ConfirmSubscriptionRequest, ctx: RequestContext
) -> ConfirmSubscriptionResponse:
    with state.store.transaction():
        topic = topic_of(state, ctx, request["TopicArn"])
        sub = state.subscriptions.by_token(topic.arn, request["Token"])
        if sub is None:
            raise invalid_parameter("Token")
        authenticate = (request.get("AuthenticateOnUnsubscribe") or "false").lower()
        if authenticate not in ("true", "false"):
            raise invalid_parameter("AuthenticateOnUnsubscribe")
        if not sub.confirmed:
            state.subscriptions.confirm(sub.arn)
            # kept as AWS shows it: an unsubscribe of this subscription then needs signed requests
            state.subscriptions.set_attributes(
                sub.arn, {**sub.attributes, "ConfirmationWasAuthenticated": authenticate}
            )
            emit(
                state,
                "sns.subscription.confirmed",
                topic.account_id,
                topic.region,
                topic.arn,
                subscription_arn=sub.arn,
            )
    return {"SubscriptionArn": sub.arn}


def _subscription(state: SnsState, arn: str) -> Subscription:
    parts = arn.split(":")
    if len(parts) == 6 and parts[:3] == ["arn", "aws", "sns"]:
        raise invalid_parameter("SubscriptionId")
    parse_subscription_arn(arn)
    sub = state.subscriptions.find(arn)
    if sub is None:
        raise subscription_not_found()
    return sub


def unsubscribe(state: SnsState, request: UnsubscribeRequest, ctx: RequestContext) -> UnsubscribeResponse:
    arn = request["SubscriptionArn"]
    with state.store.transaction():
        try:
            sub = _subscription(state, arn)
        except Exception as exc:
            if getattr(exc, "code", "") == "NotFound":
                return {}  # AWS answers an unsubscribe of a missing subscription with success
            raise
        state.subscriptions.delete(sub.arn)
        ref = parse_topic_arn(sub.topic_arn)
        emit(
            state,
            "sns.subscription.deleted",
            ref.account_id,
            ref.region,
            sub.topic_arn,
            subscription_arn=sub.arn,
        )
    return {}


def _entry(sub: Subscription) -> SubscriptionEntry:
    return {
        "SubscriptionArn": sub.arn if sub.confirmed else "PendingConfirmation",
        "Owner": sub.owner,
        "Protocol": sub.protocol,
        "Endpoint": sub.endpoint,
        "TopicArn": sub.topic_arn,
    }


def list_subscriptions(
    state: SnsState, request: ListSubscriptionsRequest, ctx: RequestContext
) -> ListSubscriptionsResponse:
    after = request.get("NextToken") or ""
    subs = state.subscriptions.page_of_owner(ctx.account_id, ctx.region, after, PAGE + 1)
    out: ListSubscriptionsResponse = {"Subscriptions": [_entry(s) for s in subs[:PAGE]]}
    if len(subs) > PAGE:
        out["NextToken"] = subs[PAGE - 1].arn
    return out


def list_subscriptions_by_topic(
    state: SnsState, request: ListSubscriptionsByTopicRequest, ctx: RequestContext
) -> ListSubscriptionsByTopicResponse:
    topic = topic_of(state, ctx, request["TopicArn"])
    after = request.get("NextToken") or ""
    subs = state.subscriptions.page_of_topic(topic.arn, after, PAGE + 1)
    out: ListSubscriptionsByTopicResponse = {"Subscriptions": [_entry(s) for s in subs[:PAGE]]}
    if len(subs) > PAGE:
        out["NextToken"] = subs[PAGE - 1].arn
    return out


def get_subscription_attributes(
    state: SnsState, request: GetSubscriptionAttributesRequest, ctx: RequestContext
) -> GetSubscriptionAttributesResponse:
    sub = _subscription(state, request["SubscriptionArn"])
    topic = state.topics.find(sub.topic_arn)
    return {"Attributes": sattrs.shown(sub, topic.attributes if topic else None)}


def set_subscription_attributes(
    state: SnsState, request: SetSubscriptionAttributesRequest, ctx: RequestContext
) -> SetSubscriptionAttributesResponse:
    name = request["AttributeName"]
    value = request.get("AttributeValue") or ""
    with state.store.transaction():
        sub = _subscription(state, request["SubscriptionArn"])
        attributes = dict(sub.attributes)
        checked = sattrs.check(name, value, sub.protocol, attributes)
        if checked == "":
            attributes.pop(name, None)
        else:
            attributes[name] = checked
        state.subscriptions.set_attributes(sub.arn, attributes)
    return {}


def queue_arn_of(sub: Subscription) -> tuple[str, str, str] | None:
    return parse_arn(sub.endpoint, "sqs") if sub.protocol == "sqs" else None
