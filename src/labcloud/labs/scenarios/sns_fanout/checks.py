"""The checks of the sns-fanout lab, computed from what happened.

Subscriptions and queue policies are judged on the current resources while they exist, and on the
deliveries they produced once the learner cleaned up; deliveries, copies and writes come from the
event history (SNS's delivery outcomes, the messages each queue got, the DynamoDB write ledger).
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.sns_fanout.names import (
    BILLING,
    EXPRESS,
    EXPRESS_ORDER,
    FILTER_POLICY,
    FUNCTION,
    ORDERS,
    PUBLISHED,
    STANDARD_ORDER,
    TABLE,
    TOPIC,
)

Event = dict[str, Any]
LAB = "sns-fanout"
QUEUES = (EXPRESS, BILLING)


def _queue_of_endpoint(endpoint: Any) -> str:
    return str(endpoint or "").rsplit(":", 1)[-1]


def _loads(text: Any) -> Any:
    try:
        return json.loads(str(text or ""))
    except ValueError:
        return None


def _order_of(body: Any, raw: bool) -> tuple[str, str | None] | None:
    """(order id, shipping attribute or None) of a queue message body; None when it is not an order."""
    document = _loads(body)
    if not isinstance(document, dict):
        return None
    if raw:
        return (str(document["id"]), None) if "id" in document else None
    inner = _loads(document.get("Message"))
    if document.get("Type") != "Notification" or not isinstance(inner, dict) or "id" not in inner:
        return None
    shipping = (document.get("MessageAttributes") or {}).get("shipping") or {}
    return str(inner["id"]), shipping.get("Value")


def policy_problem(text: str, queue_arn: str, topic_arn: str) -> str | None:
    """Why a queue policy does not let the topic (and only it) send, or None when it does."""
    document = _loads(text)
    statements = document.get("Statement") if isinstance(document, dict) else None
    if isinstance(statements, dict):
        statements = [statements]
    if not isinstance(statements, list):
        return "its Policy is not a policy document with a Statement list"
    for statement in statements:
        if not isinstance(statement, dict) or statement.get("Effect") != "Allow":
            continue
        principal = statement.get("Principal")
        services = principal.get("Service") if isinstance(principal, dict) else None
        services = [services] if isinstance(services, str) else services or []
        actions = statement.get("Action")
        actions = [actions] if isinstance(actions, str) else actions or []
        if "sns.amazonaws.com" not in services or not {"sqs:SendMessage", "sqs:*"} & set(actions):
            continue
        resource = statement.get("Resource", "*")
        if resource not in ("*", queue_arn) and queue_arn not in (
            resource if isinstance(resource, list) else []
        ):
            return f"its statement for sns.amazonaws.com names the resource {resource}, not {queue_arn}"
        condition = statement.get("Condition") or {}
        sources = [
            value
            for test in ("ArnEquals", "ArnLike", "StringEquals")
            for key, value in (condition.get(test) or {}).items()
            if key.lower() == "aws:sourcearn"
        ]
        if topic_arn not in sources:
            return (
                "it lets sns.amazonaws.com send without a condition naming the topic, so any topic could "
                f'write to it; add "Condition": {{"ArnEquals": {{"aws:SourceArn": "{topic_arn}"}}}}'
            )
        return None
    return (
        'it has no statement that allows the principal {"Service": "sns.amazonaws.com"} the action '
        "sqs:SendMessage"
    )


class Facts:
    """The lab's history, sorted out once for all steps."""

    def __init__(self, evidence: Evidence) -> None:
        events = evidence.events
        self.current = evidence.current
        self.errors: dict[str, str] = dict(self.current.get("errors") or {})
        self.account = str(evidence.baseline.get("account", "000000000000"))
        self.region = str(evidence.baseline.get("region", "us-east-1"))
        self.topic_arn = str(
            evidence.baseline.get("topic_arn") or f"arn:aws:sns:{self.region}:{self.account}:{TOPIC}"
        )
        self.topic_created = [
            e for e in events if e["kind"] == "sns.topic.created" and kit.data(e).get("name") == TOPIC
        ]
        #: subscription ARN → queue name, for every SQS subscription of the lab's topic.
        self.subscribed: dict[str, str] = {}
        for event in events:
            payload = kit.data(event)
            if event["kind"] == "sns.subscription.created" and str(
                payload.get("subscription_arn", "")
            ).startswith(self.topic_arn + ":"):
                self.subscribed[str(payload["subscription_arn"])] = _queue_of_endpoint(
                    payload.get("endpoint")
                )
        self.outcomes = [
            e
            for e in events
            if e["kind"] in ("sns.delivery.delivered", "sns.delivery.failed", "sns.delivery.filtered")
            and str(kit.data(e).get("subscription_arn")) in self.subscribed
        ]
        self.published = [
            e for e in events if e["kind"] == "sns.message.published" and e.get("resource") == self.topic_arn
        ]
        self.policies_set = {
            name: [
                e
                for e in kit.for_queue(events, name)
                if e["kind"] == "sqs.queue.attributes_set"
                and "Policy" in (kit.data(e).get("attributes") or {})
            ]
            for name in QUEUES
        }
        self.sent = {
            name: [e for e in kit.for_queue(events, name) if e["kind"] == "sqs.message.sent"]
            for name in QUEUES
        }
        self.mappings = [e for e in kit.for_function(events, FUNCTION) if e["kind"] == "lambda.esm.created"]
        self.writes = [e for e in kit.for_table(events, TABLE) if e["kind"] == "dynamodb.write.decided"]
        self.finished = [
            e for e in kit.for_function(events, FUNCTION) if e["kind"] == "lambda.invocation.finished"
        ]

    def queue_arn(self, name: str) -> str:
        return f"arn:aws:sqs:{self.region}:{self.account}:{name}"

    def outcomes_for(self, queue: str) -> list[Event]:
        return [e for e in self.outcomes if self.subscribed[str(kit.data(e)["subscription_arn"])] == queue]

    def copies(self, queue: str) -> list[tuple[str, str | None]]:
        raw = queue == BILLING
        found = [_order_of(kit.data(e).get("body"), raw) for e in self.sent[queue]]
        return [order for order in found if order is not None]


# ---------------------------------------------------------------------- step 1


def _subscribe(facts: Facts) -> tuple[str, str]:
    if not facts.topic_created:
        return "pending", f"create the topic {TOPIC}."
    missing = [q for q in QUEUES if q not in facts.subscribed.values()]
    topic = facts.current.get("topic")
    if topic is None:
        if missing:
            return (
                "pending",
                f"subscribe {kit.listed(missing)} to {TOPIC} (the topic is gone: create it again first).",
            )
        status, _ = _publish(facts)
        if status == "passed":
            return (
                "passed",
                "both subscriptions existed and their deliveries showed the filter and raw delivery at work.",
            )
        return "pending", f"the topic {TOPIC} is gone; create it and subscribe both queues again."
    by_queue = {
        _queue_of_endpoint(s["endpoint"]): s for s in topic["subscriptions"] if s["protocol"] == "sqs"
    }
    absent = [q for q in QUEUES if q not in by_queue]
    if absent:
        return "pending", f"subscribe {kit.listed(absent)} to {TOPIC} with --protocol sqs."
    express = by_queue[EXPRESS]["attributes"]
    billing = by_queue[BILLING]["attributes"]
    policy = _loads(express.get("FilterPolicy"))
    if policy is None:
        return "failed", (
            f"{EXPRESS}'s subscription has no filter policy, so every order would reach it, standard ones too. "
            f"Set FilterPolicy to {json.dumps(FILTER_POLICY)} on it with aws sns set-subscription-attributes."
        )
    if express.get("FilterPolicyScope", "MessageAttributes") != "MessageAttributes":
        return "failed", (
            f"{EXPRESS}'s filter policy is on the scope {express.get('FilterPolicyScope')}, but an order carries "
            "its shipping as a message attribute, not in the message body: with this scope SNS looks for "
            '"shipping" inside the order JSON, finds none and filters out every order. Set FilterPolicyScope '
            "to MessageAttributes."
        )
    if policy != FILTER_POLICY:
        return "failed", (
            f"{EXPRESS}'s filter policy is {json.dumps(policy)}; it must let through exactly the orders whose "
            f"shipping attribute is express: {json.dumps(FILTER_POLICY)}."
        )
    if billing.get("RawMessageDelivery") != "true":
        return "failed", (
            f"{BILLING}'s subscription does not use raw message delivery, so the worker would get SNS's JSON "
            "envelope instead of the order. Set RawMessageDelivery to true on it."
        )
    if billing.get("FilterPolicy"):
        return (
            "failed",
            f"{BILLING} must get every order, but its subscription has a filter policy; remove it.",
        )
    return (
        "passed",
        f"{EXPRESS} takes express orders only (message attributes) and {BILLING} takes every order raw.",
    )


# ---------------------------------------------------------------------- step 2


def _allow(facts: Facts) -> tuple[str, str]:
    queues = facts.current.get("queues") or {}
    for name in QUEUES:
        outcomes = facts.outcomes_for(name)
        refused = [e for e in outcomes if e["kind"] == "sns.delivery.failed"]
        delivered = [e for e in outcomes if e["kind"] == "sns.delivery.delivered"]
        if refused and (not delivered or delivered[-1]["seq"] < refused[-1]["seq"]):
            error = kit.data(refused[-1]).get("error", "an error")
            return "failed", (
                f"SNS could not deliver to {name} ({error}), so nothing you published reached it. A queue takes "
                f"messages from a topic only when the queue's policy allows the principal sns.amazonaws.com "
                f"sqs:SendMessage with aws:SourceArn = {facts.topic_arn}. Set the policy as step 2 shows, then "
                "publish again (an undelivered message is not kept: publish it once more)."
            )
    missing = []
    for name in QUEUES:
        queue = queues.get(name)
        if queue is not None:
            text = str(queue["attributes"].get("Policy") or "")
        elif facts.policies_set[name]:
            text = str(kit.data(facts.policies_set[name][-1])["attributes"].get("Policy") or "")
        else:
            text = ""
        if not text:
            if any(e["kind"] == "sns.delivery.delivered" for e in facts.outcomes_for(name)):
                continue
            missing.append(name)
            continue
        problem = policy_problem(text, facts.queue_arn(name), facts.topic_arn)
        if problem:
            return "failed", f"{name}'s policy does not let the topic {TOPIC} in: {problem}."
    if missing:
        return (
            "pending",
            f"set a queue policy on {kit.listed(missing)} that allows the topic {TOPIC} to send.",
        )
    return "passed", f"both queues let {TOPIC} (and only it) send messages."


# ---------------------------------------------------------------------- step 3


def _publish(facts: Facts) -> tuple[str, str]:
    express = facts.copies(EXPRESS)
    billing = facts.copies(BILLING)
    wrong = sorted({order for order, shipping in express if shipping != "express"})
    if wrong:
        return "failed", (
            f"{EXPRESS} received {kit.listed(wrong)}, which is not an express order: its filter policy must keep "
            f"everything but shipping=express out. Fix the subscription's filter policy ({json.dumps(FILTER_POLICY)})."
        )
    envelopes = [
        e
        for e in facts.sent[BILLING]
        if isinstance(_loads(kit.data(e).get("body")), dict)
        and _loads(kit.data(e).get("body")).get("Type") == "Notification"
    ]
    if envelopes:
        return "failed", (
            f"{BILLING} received SNS envelopes instead of bare orders: raw message delivery was off when you "
            "published, and the worker cannot read an envelope. Set RawMessageDelivery to true on the billing "
            f"subscription, purge {BILLING} (aws sqs purge-queue) and publish the orders again."
        )
    filtered_express = [e for e in facts.outcomes_for(EXPRESS) if e["kind"] == "sns.delivery.filtered"]
    billed = [order for order, _ in billing]
    got_express = [order for order, _ in express]
    if (
        EXPRESS_ORDER in billed
        and EXPRESS_ORDER not in got_express
        and len(filtered_express) >= len(facts.published)
    ):
        return "failed", (
            f"{EXPRESS_ORDER} (shipping express) reached {BILLING} but {EXPRESS}'s filter kept it out: the filter "
            "policy looks for shipping where the order does not carry it. Keep FilterPolicyScope at "
            "MessageAttributes and publish the order with --message-attributes as step 3 shows."
        )
    if not billed:
        return (
            "pending",
            f"publish the orders {EXPRESS_ORDER} (express) and {STANDARD_ORDER} (standard) to {TOPIC}.",
        )
    if billed.count(EXPRESS_ORDER) < PUBLISHED[EXPRESS_ORDER] or billed.count(STANDARD_ORDER) < 1:
        return "pending", (
            f"{BILLING} has {len(billed)} order(s) so far; publish {EXPRESS_ORDER} twice and {STANDARD_ORDER} once."
        )
    if got_express.count(EXPRESS_ORDER) < PUBLISHED[EXPRESS_ORDER]:
        return "pending", (
            f"{EXPRESS} has {got_express.count(EXPRESS_ORDER)} copy(ies) of {EXPRESS_ORDER}; publish it with "
            "the attribute shipping=express (twice in all)."
        )
    return "passed", (
        f"{EXPRESS} got {EXPRESS_ORDER} twice and nothing else; {BILLING} got both orders raw, {EXPRESS_ORDER} "
        "twice: the topic copies each publish to every matching queue, duplicates included."
    )


# ---------------------------------------------------------------------- step 4


def _worker(facts: Facts) -> tuple[str, str]:
    if not facts.mappings:
        return "pending", f"map {BILLING} to {FUNCTION} with create-event-source-mapping."
    source = str(kit.data(facts.mappings[-1]).get("event_source_arn") or "")
    if source and not source.endswith(":" + BILLING):
        return "failed", (
            f"the mapping reads {source.rsplit(':', 1)[-1]}, but the worker bills raw orders from {BILLING} "
            f"(the other queue holds SNS envelopes). Delete that mapping and map {BILLING}."
        )
    accepted: dict[str, int] = {}
    rejected: dict[str, int] = {}
    for write in facts.writes:
        key = kit.key_value(write)
        bucket = accepted if kit.accepted(write) else rejected
        bucket[key] = bucket.get(key, 0) + 1
    twice = sorted(key for key, count in accepted.items() if count > 1)
    if twice:
        return "failed", (
            f"{kit.listed(twice)} was written more than once to {TABLE}: a copy changed the table again. The "
            "worker's write must carry the condition attribute_not_exists(id)." + kit.start_over(LAB)
        )
    errors = [e for e in facts.finished if kit.data(e).get("status") != "success"]
    done = all(accepted.get(order) == 1 for order in ORDERS) and rejected.get(EXPRESS_ORDER, 0) >= 1
    if done:
        return "passed", (
            f"{TABLE} holds {kit.listed(sorted(ORDERS))} once each; the second copy of {EXPRESS_ORDER} was "
            "rejected by the guard and confirmed as a duplicate."
        )
    if errors:
        return "failed", f"an invocation of {FUNCTION} failed: {kit.error_text(errors[-1])}."
    return "pending", f"wait until {FUNCTION} has handled the three copies in {BILLING}, then scan {TABLE}."


# ---------------------------------------------------------------------- step 5


def _cleanup(facts: Facts) -> tuple[str, str]:
    left = []
    if facts.current.get("mappings"):
        left.append(f"the mapping of {FUNCTION}")
    if facts.current.get("topic") is not None:
        left.append(f"the topic {TOPIC}")
    left += [name for name, queue in (facts.current.get("queues") or {}).items() if queue is not None]
    if facts.errors:
        return "pending", "could not see the lab's resources: " + "; ".join(sorted(facts.errors.values()))
    if left or not facts.topic_created:
        return (
            "pending",
            f"when the other steps have passed, delete {kit.listed(left) or 'what you created'}.",
        )
    return "passed", f"the mapping, the topic and both queues are gone; {FUNCTION} and {TABLE} stay."


STEPS = (
    ("subscribe", _subscribe),
    ("allow", _allow),
    ("publish", _publish),
    ("worker", _worker),
    ("cleanup", _cleanup),
)


def check(evidence: Evidence) -> list[StepResult]:
    from labcloud.labs.scenarios.sns_fanout import SCENARIO

    facts = Facts(evidence)
    results = []
    for (step_id, judge), step in zip(STEPS, SCENARIO.steps, strict=True):
        status, reason = judge(facts)
        results.append(StepResult(step_id, step.title(), status, reason))
    return results
