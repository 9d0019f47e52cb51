"""The retried-fanout checks: each goal's pass, its failures (with the learner-facing reason) and pending,
judged on hand-built histories shaped like the events labcloud publishes (the verbatim run in
tests/acceptance confirms the same checks on a real server)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.retried_fanout.checks import check, order_of

REGION, ACCOUNT = "us-east-1", "000000000000"
TOPIC_ARN = f"arn:aws:sns:{REGION}:{ACCOUNT}:labex-x01-orders"
ARN = {name: f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-x01-{name}" for name in ("billing", "audit")}
URL = {name: f"http://127.0.0.1:5000/{ACCOUNT}/labex-x01-{name}" for name in ("billing", "audit")}
SUB = {name: f"{TOPIC_ARN}:sub-{name}" for name in ("billing", "audit")}
FUNCTION_ARN = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:labex-x01-charger"
FIRST_CODE, GUARDED = "sha-start", "sha-guarded"


def audit_policy(condition: bool = True) -> str:
    statement: dict[str, Any] = {
        "Effect": "Allow",
        "Principal": {"Service": "sns.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": ARN["audit"],
    }
    if condition:
        statement["Condition"] = {"ArnEquals": {"aws:SourceArn": TOPIC_ARN}}
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


class Run:
    """A challenge's history, built the way the server would record it."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.audit_held = 0
        self.current: dict[str, Any] = {
            "errors": {},
            "topic": {
                "arn": TOPIC_ARN,
                "subscriptions": [
                    {
                        "arn": SUB["billing"],
                        "queue": "labex-x01-billing",
                        "attributes": {"RawMessageDelivery": "true"},
                    }
                ],
            },
            "queues": {
                "labex-x01-billing": {"url": URL["billing"], "attributes": {}},
                "labex-x01-audit": {"url": URL["audit"], "attributes": {}},
            },
            "mappings": [],
            "code": {"sha": FIRST_CODE, "problem": None},
            "items": [],
        }

    def add(self, kind: str, resource: str, **data: Any) -> Run:
        seq = len(self.events) + 1
        self.events.append({"seq": seq, "ts": 1000.0 + seq, "kind": kind, "resource": resource, "data": data})
        return self

    def results(self) -> dict[str, tuple[str, str]]:
        baseline = {"account": ACCOUNT, "region": REGION, "topic_arn": TOPIC_ARN, "code_sha256": FIRST_CODE}
        return {
            r.id: (r.status, r.reason) for r in check(Evidence(list(self.events), baseline, self.current))
        }

    def subscribe_audit(self, policy: str | None = None, filter_policy: str = "") -> Run:
        self.add(
            "sns.subscription.created",
            TOPIC_ARN,
            subscription_arn=SUB["audit"],
            protocol="sqs",
            endpoint=ARN["audit"],
        )
        attributes = {"FilterPolicy": filter_policy} if filter_policy else {}
        self.current["topic"]["subscriptions"].append(
            {"arn": SUB["audit"], "queue": "labex-x01-audit", "attributes": attributes}
        )
        self.current["queues"]["labex-x01-audit"]["attributes"]["Policy"] = (
            audit_policy() if policy is None else policy
        )
        return self

    def deploy(self, sha: str = GUARDED, problem: str | None = None) -> Run:
        self.add("lambda.function.updated", FUNCTION_ARN, function_name="labex-x01-charger", code_sha256=sha)
        self.current["code"] = {"sha": sha, "problem": problem}
        return self

    def map(self, queue: str = "billing") -> Run:
        self.current["mappings"].append({"UUID": "map-1", "EventSourceArn": ARN[queue], "State": "Enabled"})
        return self

    def post(self, order: str, *, audit: bool = True) -> Run:
        body = json.dumps({"order_id": order, "sku": "tea", "quantity": 2, "total_cents": 900})
        self.add("sqs.message.sent", ARN["billing"], queue_url=URL["billing"], message_id="m", body=body)
        if audit:
            envelope = json.dumps({"Type": "Notification", "TopicArn": TOPIC_ARN, "Message": body})
            self.add("sqs.message.sent", ARN["audit"], queue_url=URL["audit"], message_id="a", body=envelope)
            self.audit_held += 1
            self.current["queues"]["labex-x01-audit"]["attributes"]["ApproximateNumberOfMessages"] = str(
                self.audit_held
            )
        return self

    def traffic(self, audit: bool = True) -> Run:
        return self.post("o-2001", audit=audit).post("o-2001", audit=audit).post("o-2002", audit=audit)

    def write(self, order: str, outcome: str) -> Run:
        return self.add(
            "dynamodb.write.decided",
            f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/labex-x01-charges",
            table="labex-x01-charges",
            key={"order_id": {"S": order}},
            outcome=outcome,
        )

    def invoked(self, status: str = "success", error: dict[str, str] | None = None) -> Run:
        data: dict[str, Any] = {"function_name": "labex-x01-charger", "status": status}
        if error:
            data["error"] = error
        return self.add("lambda.invocation.finished", FUNCTION_ARN, **data)

    def charged(self) -> Run:
        self.write("o-2001", "Accepted").invoked().write("o-2001", "Rejected").invoked()
        return self.write("o-2002", "Accepted").invoked()


def solved() -> Run:
    return Run().subscribe_audit().deploy().map().traffic().charged()


REFUSED = {
    "errorType": "ConditionalCheckFailedException",
    "errorMessage": "An error occurred (ConditionalCheckFailedException) when calling the PutItem operation",
}


def test_nothing_done_is_pending_everywhere() -> None:
    results = Run().results()
    assert results == {
        "audit": ("pending", "goal 1: subscribe labex-x01-audit to labex-x01-orders."),
        "guard": (
            "pending",
            "goal 2: labex-x01-charger still runs the code the challenge started with, which charges every "
            "copy. Write the guard in app.py and deploy it.",
        ),
        "outcome": (
            "pending",
            "send the test traffic: the three POSTs of goal 3 (o-2001 twice, o-2002 once).",
        ),
    }


def test_the_solution_passes_every_goal() -> None:
    results = solved().results()
    assert {goal: status for goal, (status, _) in results.items()} == dict.fromkeys(
        ("audit", "guard", "outcome"), "passed"
    )
    assert results["outcome"][1] == (
        "o-2001 and o-2002 were charged once each; the retried copy of o-2001 was refused by the guard and "
        "handled as a duplicate; labex-x01-audit keeps all 3 copies (o-2001 2 times)."
    )


def test_order_of_reads_raw_bodies_and_envelopes() -> None:
    raw = json.dumps({"order_id": "o-1"})
    assert order_of(raw) == "o-1"
    assert order_of(json.dumps({"Type": "Notification", "Message": raw})) == "o-1"
    assert order_of("not json") is None
    assert order_of(json.dumps({"id": "o-1"})) is None


# ---------------------------------------------------------------------- goal 1


def test_audit_without_a_policy_is_pending_then_named_once_sns_is_refused() -> None:
    run = Run().subscribe_audit(policy="")
    assert run.results()["audit"] == (
        "pending",
        "labex-x01-audit is subscribed, but its policy does not let labex-x01-orders send to it yet.",
    )
    run.add("sns.delivery.failed", TOPIC_ARN, subscription_arn=SUB["audit"], error="AccessDenied")
    status, reason = run.results()["audit"]
    assert status == "failed"
    assert reason.startswith(
        "SNS could not deliver to labex-x01-audit (AccessDenied): the queue has no policy"
    )


def test_audit_policy_without_the_topic_condition_fails() -> None:
    status, reason = Run().subscribe_audit(policy=audit_policy(condition=False)).results()["audit"]
    assert status == "failed"
    assert reason.startswith(
        "labex-x01-audit's policy does not let the topic labex-x01-orders in: it lets sns.amazonaws.com "
        "send without a condition naming the topic"
    )


def test_a_filter_on_the_audit_subscription_fails() -> None:
    status, reason = Run().subscribe_audit(filter_policy='{"sku": ["tea"]}').results()["audit"]
    assert (status, reason.split(";")[0]) == (
        "failed",
        "labex-x01-audit's subscription has a filter policy, so some copies would never reach it",
    )


def test_a_deleted_topic_says_to_start_over() -> None:
    run = Run()
    run.current["topic"] = None
    status, reason = run.results()["audit"]
    assert status == "failed" and "`labcloud lab start retried-fanout`" in reason


# ---------------------------------------------------------------------- goal 2


def test_new_code_without_a_mapping_is_pending() -> None:
    assert Run().deploy().results()["guard"] == (
        "pending",
        "new code is deployed; now map labex-x01-billing to labex-x01-charger.",
    )


def test_code_that_cannot_load_fails_the_guard() -> None:
    problem = "app.py cannot be imported: line 3: invalid syntax"
    assert Run().deploy(problem=problem).map().results()["guard"] == (
        "failed",
        f"the deployed labex-x01-charger cannot be loaded: {problem}.",
    )


def test_mapping_the_audit_queue_fails() -> None:
    status, reason = Run().deploy().map("audit").results()["guard"]
    assert status == "failed"
    assert reason.startswith("labex-x01-charger is mapped to labex-x01-audit: it would consume")


# ---------------------------------------------------------------------- goal 3


def test_a_second_charge_fails_for_good() -> None:
    run = Run().subscribe_audit().map().traffic()
    run.write("o-2001", "Accepted").write("o-2001", "Accepted").write("o-2002", "Accepted")
    status, reason = run.results()["outcome"]
    assert status == "failed"
    assert reason.startswith(
        "o-2001 was charged 2 times: every copy the topic delivered changed labex-x01-charges again. The "
        "consumer's write must be conditional on the order not being charged yet "
        "(attribute_not_exists(order_id)). This cannot be undone"
    )


def test_a_refusal_that_escapes_is_named_and_a_redeploy_clears_it() -> None:
    run = Run().subscribe_audit().deploy().map().traffic()
    run.write("o-2001", "Accepted").invoked().write("o-2002", "Accepted").invoked()
    run.write("o-2001", "Rejected").invoked("error", REFUSED)
    status, reason = run.results()["outcome"]
    assert status == "failed"
    assert reason.startswith(
        "the guard refused the second copy of o-2001, but labex-x01-charger let the refusal escape "
        "(ConditionalCheckFailedException: An error occurred"
    )
    # the fix: a new deployment, after which the copy is handled; the earlier failure is not held against it
    run.deploy("sha-fixed").write("o-2001", "Rejected").invoked()
    assert run.results()["outcome"][0] == "passed"


def test_another_failure_is_quoted() -> None:
    run = Run().subscribe_audit().deploy().map().traffic()
    run.invoked("error", {"errorType": "KeyError", "errorMessage": "'order_id'"})
    assert run.results()["outcome"] == (
        "failed",
        "an invocation of labex-x01-charger failed since its last deployment: KeyError: 'order_id'.",
    )


def test_traffic_before_the_audit_was_subscribed_asks_for_it_again() -> None:
    run = Run().deploy().map().traffic(audit=False).charged().subscribe_audit()
    status, reason = run.results()["outcome"]
    assert status == "failed"
    assert reason.endswith(
        "the audit must see every copy. Subscribe it (goal 1), then send the test traffic again."
    )
    # sent again: billing refuses every copy, the audit now holds all three; the goal passes
    run.traffic().write("o-2001", "Rejected").write("o-2001", "Rejected").write("o-2002", "Rejected")
    assert run.results()["outcome"][0] == "passed"


def test_copies_missing_from_the_audit_since_it_was_subscribed_fail() -> None:
    run = Run().subscribe_audit().deploy().map()
    run.post("o-2001").post("o-2001", audit=False).post("o-2002")
    run.charged()
    status, reason = run.results()["outcome"]
    assert status == "failed"
    assert reason.startswith(
        "labex-x01-audit got 1 copy(ies) of o-2001 and 1 of o-2002 while labex-x01-billing got 2 and 1 since "
        "the audit was subscribed: SNS could not deliver every copy to it."
    )


def test_a_consumed_audit_queue_fails() -> None:
    run = solved()
    run.current["queues"]["labex-x01-audit"]["attributes"]["ApproximateNumberOfMessages"] = "1"
    status, reason = run.results()["outcome"]
    assert status == "failed"
    assert reason.startswith("labex-x01-audit got 3 copies but holds 1: something consumed or purged it.")


def test_copies_still_in_the_billing_queue_are_waited_for() -> None:
    run = solved()
    run.current["queues"]["labex-x01-billing"]["attributes"]["ApproximateNumberOfMessagesNotVisible"] = "1"
    assert run.results()["outcome"] == ("pending", "waiting: 1 message(s) still in labex-x01-billing.")


def test_a_charge_not_yet_written_is_waited_for() -> None:
    run = Run().subscribe_audit().deploy().map().traffic()
    run.write("o-2001", "Accepted").invoked()
    assert run.results()["outcome"] == (
        "pending",
        "waiting for labex-x01-charger to handle every copy in labex-x01-billing.",
    )
