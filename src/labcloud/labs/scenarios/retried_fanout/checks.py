"""The checks of the retried-fanout challenge, computed from what happened.

The audit subscription and the mapping are judged on the current resources; the outcome of the test
traffic on the history: the copies each queue got (``sqs.message.sent``), each charge the consumer
wrote or had refused (the DynamoDB write ledger) and the consumer's invocations since its last
deployment (a failure that a later deployment fixed does not count against the learner).
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.retried_fanout.names import (
    AUDIT,
    BILLING,
    CONSUMER,
    KEY,
    POSTS,
    RETRIED,
    SINGLE,
    TABLE,
    TOPIC,
)
from labcloud.labs.scenarios.sns_fanout.checks import policy_problem

Event = kit.Event
CHALLENGE = "retried-fanout"
ACTIVE_STATES = ("Enabled", "Creating", "Enabling", "Updating")


def order_of(body: Any) -> str | None:
    """The order id in a queue message: a raw order, or an order inside SNS's envelope."""
    try:
        document = json.loads(str(body or ""))
        if isinstance(document, dict) and document.get("Type") == "Notification":
            document = json.loads(str(document.get("Message") or ""))
    except ValueError:
        return None
    if isinstance(document, dict) and isinstance(document.get("order_id"), str):
        return str(document["order_id"])
    return None


class Facts:
    """The challenge's history, sorted out once for all goals."""

    def __init__(self, evidence: Evidence) -> None:
        self.current = evidence.current
        self.account = str(evidence.baseline.get("account", "000000000000"))
        self.region = str(evidence.baseline.get("region", "us-east-1"))
        self.topic_arn = str(
            evidence.baseline.get("topic_arn") or f"arn:aws:sns:{self.region}:{self.account}:{TOPIC}"
        )
        self.first_code = str(evidence.baseline.get("code_sha256") or "")
        #: queue name → (seq, order id) of every copy the queue got, in order.
        self.sent: dict[str, list[tuple[int, str]]] = {}
        for name in (BILLING, AUDIT):
            found = [
                (e["seq"], order_of(kit.data(e).get("body")))
                for e in kit.for_queue(evidence.of("sqs.message.sent"), name)
            ]
            self.sent[name] = [(seq, order) for seq, order in found if order is not None]
        self.writes = kit.for_table(evidence.of("dynamodb.write.decided"), TABLE)
        deployed = kit.for_function(evidence.of("lambda.function.updated"), CONSUMER)
        since = deployed[-1]["seq"] if deployed else 0
        self.failures = [
            e
            for e in kit.for_function(evidence.of("lambda.invocation.finished"), CONSUMER)
            if e["seq"] > since and kit.data(e).get("status") != "success"
        ]
        subscribed = [
            e
            for e in evidence.of("sns.subscription.created")
            if str(kit.data(e).get("endpoint", "")).endswith(":" + AUDIT)
        ]
        self.audit_subscriptions = {str(kit.data(e).get("subscription_arn")) for e in subscribed}
        #: When the audit queue was (last) subscribed: copies published before could not reach it.
        self.audit_since = subscribed[-1]["seq"] if subscribed else None
        self.refused = [
            e
            for e in evidence.of("sns.delivery.failed")
            if str(kit.data(e).get("subscription_arn")) in self.audit_subscriptions
        ]

    def queue(self, name: str) -> dict[str, Any] | None:
        found = (self.current.get("queues") or {}).get(name)
        return found if isinstance(found, dict) else None

    def copies(self, name: str, since: int = 0) -> list[str]:
        return [order for seq, order in self.sent[name] if seq > since]

    def charges(self) -> tuple[dict[str, int], dict[str, int]]:
        """(accepted writes, refused writes) per order id."""
        accepted: dict[str, int] = {}
        refused: dict[str, int] = {}
        for write in self.writes:
            bucket = accepted if kit.accepted(write) else refused
            order = kit.key_value(write, KEY)
            bucket[order] = bucket.get(order, 0) + 1
        return accepted, refused


# ---------------------------------------------------------------------- goal 1


def _audit(facts: Facts) -> tuple[str, str]:
    topic = facts.current.get("topic")
    if topic is None:
        return "failed", f"the topic {TOPIC} is gone; start the challenge again." + kit.start_over(CHALLENGE)
    queue = facts.queue(AUDIT)
    if queue is None:
        return "failed", f"the queue {AUDIT} is gone; create it again (same name), then subscribe it."
    subscription = next((s for s in topic["subscriptions"] if s["queue"] == AUDIT), None)
    if subscription is None:
        return "pending", f"goal 1: subscribe {AUDIT} to {TOPIC}."
    if subscription["attributes"].get("FilterPolicy"):
        return "failed", (
            f"{AUDIT}'s subscription has a filter policy, so some copies would never reach it; the audit "
            "keeps every copy: remove the filter policy."
        )
    policy = str(queue["attributes"].get("Policy") or "")
    if not policy:
        if facts.refused:
            error = kit.data(facts.refused[-1]).get("error", "an error")
            return "failed", (
                f"SNS could not deliver to {AUDIT} ({error}): the queue has no policy that lets the topic "
                f"send. Allow sns.amazonaws.com sqs:SendMessage on it with aws:SourceArn = {facts.topic_arn}; "
                "a refused copy is not kept, so send the test traffic again afterwards."
            )
        return "pending", f"{AUDIT} is subscribed, but its policy does not let {TOPIC} send to it yet."
    problem = policy_problem(policy, f"arn:aws:sqs:{facts.region}:{facts.account}:{AUDIT}", facts.topic_arn)
    if problem:
        return "failed", f"{AUDIT}'s policy does not let the topic {TOPIC} in: {problem}."
    return "passed", f"{AUDIT} is subscribed to {TOPIC} without a filter, and only that topic may send to it."


# ---------------------------------------------------------------------- goal 2


def _guard(facts: Facts) -> tuple[str, str]:
    mappings = facts.current.get("mappings") or []
    audit = [m for m in mappings if str(m.get("EventSourceArn", "")).endswith(":" + AUDIT)]
    if audit:
        return "failed", (
            f"{CONSUMER} is mapped to {AUDIT}: it would consume (and delete) the audit's copies, and charge "
            f"from the wrong queue. Delete that mapping; the consumer reads {BILLING}."
        )
    code = facts.current.get("code")
    if code is None:
        return "failed", f"the function {CONSUMER} is gone; start the challenge again." + kit.start_over(
            CHALLENGE
        )
    if code.get("problem"):
        return "failed", f"the deployed {CONSUMER} cannot be loaded: {code['problem']}."
    if str(code.get("sha") or "") == facts.first_code:
        return "pending", (
            f"goal 2: {CONSUMER} still runs the code the challenge started with, which charges every copy. "
            "Write the guard in app.py and deploy it."
        )
    billing = [m for m in mappings if str(m.get("EventSourceArn", "")).endswith(":" + BILLING)]
    if not billing:
        return "pending", f"new code is deployed; now map {BILLING} to {CONSUMER}."
    if billing[0].get("State") not in ACTIVE_STATES:
        return "failed", f"the mapping of {BILLING} is {billing[0].get('State')}; enable it."
    return "passed", (
        f"new code of {CONSUMER} is deployed (it can be loaded) and {BILLING} is mapped to it; goal 3 "
        "judges whether it charges once."
    )


# ---------------------------------------------------------------------- goal 3


def _outcome(facts: Facts, before: list[tuple[str, str]]) -> tuple[str, str]:
    accepted, refused = facts.charges()
    twice = sorted(order for order, count in accepted.items() if count > 1)
    if twice:
        return "failed", (
            f"{kit.listed(twice)} was charged {max(accepted[o] for o in twice)} times: every copy the "
            f"topic delivered changed {TABLE} again. The consumer's write must be conditional on the "
            f"order not being charged yet (attribute_not_exists({KEY}))." + kit.start_over(CHALLENGE)
        )
    billed = facts.copies(BILLING)
    if billed.count(RETRIED) < POSTS[RETRIED] or billed.count(SINGLE) < POSTS[SINGLE]:
        return "pending", "send the test traffic: the three POSTs of goal 3 (o-2001 twice, o-2002 once)."
    if facts.failures:
        last = facts.failures[-1]
        text = kit.error_text(last)
        if "ConditionalCheckFailed" in text:
            return "failed", (
                f"the guard refused the second copy of {RETRIED}, but {CONSUMER} let the refusal escape "
                f"({text}), so the copy returns to {BILLING} and fails again. A refused write means the "
                "order is already charged: catch ConditionalCheckFailedException and return normally."
            )
        return "failed", f"an invocation of {CONSUMER} failed since its last deployment: {text}."
    audit = facts.copies(AUDIT)
    # copies published before the audit queue was subscribed could not reach it: compare since then
    since = facts.copies(BILLING, facts.audit_since) if facts.audit_since is not None else []
    if any(since.count(order) < POSTS[order] for order in POSTS):
        return "failed", (
            f"{AUDIT} got {audit.count(RETRIED)} copy(ies) of {RETRIED} and {audit.count(SINGLE)} of {SINGLE} "
            f"while {BILLING} got {billed.count(RETRIED)} and {billed.count(SINGLE)}: the audit must see "
            "every copy. Subscribe it (goal 1), then send the test traffic again."
        )
    if any(audit.count(order) < since.count(order) for order in POSTS):
        return "failed", (
            f"{AUDIT} got {audit.count(RETRIED)} copy(ies) of {RETRIED} and {audit.count(SINGLE)} of {SINGLE} "
            f"while {BILLING} got {since.count(RETRIED)} and {since.count(SINGLE)} since the audit was "
            "subscribed: SNS could not deliver every copy to it. Check its queue policy (goal 1), then send "
            "the test traffic again."
        )
    queue = (facts.queue(AUDIT) or {}).get("attributes", {})
    kept = int(queue.get("ApproximateNumberOfMessages") or 0) + int(
        queue.get("ApproximateNumberOfMessagesNotVisible") or 0
    )
    if kept < len(audit):
        return "failed", (
            f"{AUDIT} got {len(audit)} copies but holds {kept}: something consumed or purged it. The audit "
            "keeps every copy; nothing reads it in this challenge. Send the test traffic again."
        )
    if any(accepted.get(order) != 1 for order in POSTS) or not refused.get(RETRIED):
        return "pending", f"waiting for {CONSUMER} to handle every copy in {BILLING}."
    left = (facts.queue(BILLING) or {}).get("attributes", {})
    waiting = int(left.get("ApproximateNumberOfMessages") or 0) + int(
        left.get("ApproximateNumberOfMessagesNotVisible") or 0
    )
    if waiting:
        return "pending", f"waiting: {waiting} message(s) still in {BILLING}."
    if any(status != "passed" for status, _ in before):
        return "failed", "the outcome is right, but goals 1 and 2 are not met now; fix them."
    return "passed", (
        f"{RETRIED} and {SINGLE} were charged once each; the retried copy of {RETRIED} was refused by the "
        f"guard and handled as a duplicate; {AUDIT} keeps all {len(audit)} copies ({RETRIED} "
        f"{audit.count(RETRIED)} times)."
    )


def check(evidence: Evidence) -> list[StepResult]:
    from labcloud.labs.scenarios.retried_fanout import SCENARIO

    facts = Facts(evidence)
    audit = _audit(facts)
    guard = _guard(facts)
    outcome = _outcome(facts, [audit, guard])
    return [
        StepResult(step.id, step.title(), status, reason)
        for step, (status, reason) in zip(SCENARIO.steps, (audit, guard, outcome), strict=True)
    ]
