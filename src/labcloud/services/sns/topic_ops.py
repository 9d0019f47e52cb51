"""Topic operations: create (standard and FIFO, idempotent), delete, list, attributes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.sns import policies
from labcloud.services.sns import topic_attributes as tattrs
from labcloud.services.sns.arns import check_topic_name, parse_topic_arn, topic_arn
from labcloud.services.sns.errors import invalid_parameter, topic_not_found
from labcloud.services.sns.events import emit
from labcloud.services.sns.repo.topics import Topic
from labcloud.services.sns.state import SnsState
from labcloud.services.sns.tags import check_tags
from labcloud.services.sns.topic_attributes import check_data_protection_policy

if TYPE_CHECKING:
    from labcloud.services.sns.api import (
        CreateTopicRequest,
        CreateTopicResponse,
        DeleteTopicRequest,
        DeleteTopicResponse,
        GetTopicAttributesRequest,
        GetTopicAttributesResponse,
        ListTopicsRequest,
        ListTopicsResponse,
        SetTopicAttributesRequest,
        SetTopicAttributesResponse,
    )

PAGE = 100


def topic_of(state: SnsState, ctx: RequestContext, arn: str, member: str = "TopicArn") -> Topic:
    parse_topic_arn(arn, member)
    topic = state.topics.find(arn)
    if topic is None:
        raise topic_not_found()
    return policies.reachable(ctx, topic)


def create_topic(state: SnsState, request: CreateTopicRequest, ctx: RequestContext) -> CreateTopicResponse:
    name = request["Name"]
    given = {k: "" if v is None else str(v) for k, v in (request.get("Attributes") or {}).items()}
    fifo_flag = given.get("FifoTopic", "false")
    fifo = tattrs.check("FifoTopic", fifo_flag, False, True) == "true" if "FifoTopic" in given else False
    check_topic_name(name, fifo or name.endswith(".fifo"))
    if name.endswith(".fifo") and not fifo:
        raise invalid_parameter("Topic Name")
    checked = {key: tattrs.check(key, value, fifo, True) for key, value in given.items()}
    if checked.get("Policy"):
        policies.check_policy(checked["Policy"])
    tags = check_tags(request.get("Tags") or [])
    protection = request.get("DataProtectionPolicy")
    if protection is not None:
        checked["DataProtectionPolicy"] = check_data_protection_policy(protection)
    arn = topic_arn(ctx.region, ctx.account_id, name)
    with state.store.transaction():
        existing = state.topics.find(arn)
        if existing is not None:
            defaults = tattrs.defaults(arn, ctx.account_id, existing.fifo)
            for key, value in checked.items():
                if existing.attributes.get(key, defaults.get(key, "")) != value:
                    raise invalid_parameter(
                        "Attributes Reason: Topic already exists with different attributes"
                    )
            if tags and any(existing.tags.get(k) != v for k, v in tags.items()):
                raise invalid_parameter("Tags Reason: Topic already exists with different tags")
            return {"TopicArn": arn}
        attributes = tattrs.defaults(arn, ctx.account_id, fifo, with_policy=False)
        attributes.update({k: v for k, v in checked.items() if v != "" or k == "DisplayName"})
        if attributes.get("Policy") == tattrs.default_policy(arn, ctx.account_id):
            del attributes["Policy"]
        state.topic_count.changed()
        state.topics.insert(Topic(arn, ctx.account_id, ctx.region, name, fifo, attributes, tags, clock.now()))
        emit(state, "sns.topic.created", ctx.account_id, ctx.region, arn, name=name, fifo=fifo)
    return {"TopicArn": arn}


def delete_topic(state: SnsState, request: DeleteTopicRequest, ctx: RequestContext) -> DeleteTopicResponse:
    arn = request["TopicArn"]
    ref = parse_topic_arn(arn)
    with state.store.transaction():
        if state.topics.find(arn) is None:
            return {}  # AWS answers a delete of a missing topic with success
        state.subscriptions.delete_of_topic(arn)
        state.topics.delete(arn)
        state.topic_count.changed()
        emit(state, "sns.topic.deleted", ref.account_id, ref.region, arn, name=ref.name)
    return {}


def list_topics(state: SnsState, request: ListTopicsRequest, ctx: RequestContext) -> ListTopicsResponse:
    after = request.get("NextToken") or ""
    if after:
        try:
            parse_topic_arn(after, "NextToken")
        except Exception:
            raise invalid_parameter("NextToken") from None
    arns = state.topics.page(ctx.account_id, ctx.region, after, PAGE + 1)
    out: ListTopicsResponse = {"Topics": [{"TopicArn": arn} for arn in arns[:PAGE]]}
    if len(arns) > PAGE:
        out["NextToken"] = arns[PAGE - 1]
    return out


def get_topic_attributes(
    state: SnsState, request: GetTopicAttributesRequest, ctx: RequestContext
) -> GetTopicAttributesResponse:
    topic = topic_of(state, ctx, request["TopicArn"])
    confirmed, pending = state.subscriptions.counts(topic.arn)
    values = {"Policy": tattrs.default_policy(topic.arn, topic.account_id)}
    values.update((k, v) for k, v in topic.attributes.items() if k != "DataProtectionPolicy")
    values.update(
        {
            "TopicArn": topic.arn,
            "Owner": topic.account_id,
            "SubscriptionsConfirmed": str(confirmed),
            "SubscriptionsPending": str(pending),
            "SubscriptionsDeleted": "0",
            "EffectiveDeliveryPolicy": tattrs.effective_delivery_policy(topic.attributes),
        }
    )
    return {"Attributes": values}


def set_topic_attributes(
    state: SnsState, request: SetTopicAttributesRequest, ctx: RequestContext
) -> SetTopicAttributesResponse:
    name = request["AttributeName"]
    value = request.get("AttributeValue") or ""
    with state.store.transaction():
        topic = topic_of(state, ctx, request["TopicArn"])
        if name == "FifoTopic":
            raise invalid_parameter("AttributeName")
        checked = tattrs.check(name, value, topic.fifo, False)
        if name == "Policy" and checked:
            policies.check_policy(checked)
        attributes = dict(topic.attributes)
        if name == "Policy" and checked == tattrs.default_policy(topic.arn, topic.account_id):
            checked = ""  # the default policy is not stored
        if checked == "" and name not in ("DisplayName",):
            attributes.pop(name, None)
        else:
            attributes[name] = checked
        if name == "Policy":
            state.topic_count.changed()
        state.topics.set_attributes(topic.arn, attributes)
        emit(state, "sns.topic.attributes_set", topic.account_id, topic.region, topic.arn, name=name)
    return {}
