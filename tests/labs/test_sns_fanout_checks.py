"""The sns-fanout checks: each step's pass, its failures (with the learner-facing reason) and pending,
judged on hand-built histories shaped like the events labcloud publishes (the verbatim run in
tests/acceptance confirms the same checks on a real server)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.sns_fanout.checks import check, policy_problem

REGION, ACCOUNT = "us-east-1", "000000000000"
TOPIC_ARN = f"arn:aws:sns:{REGION}:{ACCOUNT}:labex-f01-orders"
ARN = {name: f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-f01-{name}" for name in ("express", "billing")}
URL = {name: f"http://127.0.0.1:5000/{ACCOUNT}/labex-f01-{name}" for name in ("express", "billing")}
SUB = {name: f"{TOPIC_ARN}:sub-{name}" for name in ("express", "billing")}
FUNCTION_ARN = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:labex-f01-worker"
FILTER = {"FilterPolicy": '{"shipping": ["express"]}', "FilterPolicyScope": "MessageAttributes"}


def queue_policy(name: str, condition: bool = True) -> str:
    statement: dict[str, Any] = {
        "Effect": "Allow",
        "Principal": {"Service": "sns.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": ARN[name],
    }
    if condition:
        statement["Condition"] = {"ArnEquals": {"aws:SourceArn": TOPIC_ARN}}
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


class Run:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.published = 0
        self.sub_attributes = {"express": dict(FILTER), "billing": {"RawMessageDelivery": "true"}}
        self.current: dict[str, Any] = {
            "errors": {},
            "topic": None,
            "queues": {"labex-f01-express": None, "labex-f01-billing": None},
            "mappings": [],
            "items": [],
        }

    def add(self, kind: str, resource: str, **data: Any) -> Run:
        seq = len(self.events) + 1
        self.events.append({"seq": seq, "ts": 1000.0 + seq, "kind": kind, "resource": resource, "data": data})
        return self

    def evidence(self) -> Evidence:
        baseline = {"account": ACCOUNT, "region": REGION, "topic_arn": TOPIC_ARN}
        return Evidence(list(self.events), baseline, self.current)

    def results(self) -> dict[str, tuple[str, str]]:
        return {r.id: (r.status, r.reason) for r in check(self.evidence())}

    def subscribe(self) -> Run:
        self.add("sns.topic.created", TOPIC_ARN, name="labex-f01-orders", fifo=False)
        for name in ("express", "billing"):
            self.add("sqs.queue.created", ARN[name], queue_url=URL[name], queue_name=f"labex-f01-{name}")
            self.current["queues"][f"labex-f01-{name}"] = {"url": URL[name], "attributes": {}}
            self.add(
                "sns.subscription.created",
                TOPIC_ARN,
                subscription_arn=SUB[name],
                protocol="sqs",
                endpoint=ARN[name],
                confirmed=True,
            )
        self.current["topic"] = {
            "arn": TOPIC_ARN,
            "subscriptions": [
                {"arn": SUB[n], "protocol": "sqs", "endpoint": ARN[n], "attributes": self.sub_attributes[n]}
                for n in ("express", "billing")
            ],
        }
        return self

    def allow(self, condition: bool = True) -> Run:
        for name in ("express", "billing"):
            policy = queue_policy(name, condition)
            self.add(
                "sqs.queue.attributes_set",
                ARN[name],
                queue_url=URL[name],
                queue_name=f"labex-f01-{name}",
                attributes={"Policy": policy},
            )
            self.current["queues"][f"labex-f01-{name}"]["attributes"]["Policy"] = policy
        return self

    def publish(
        self,
        order: str,
        shipping: str,
        *,
        refused: bool = False,
        raw: bool = True,
        to_express: bool | None = None,
    ) -> Run:
        self.published += 1
        message_id = f"sns-{self.published}"
        body = json.dumps({"id": order, "quantity": 2 if order == "o-101" else 1})
        self.add(
            "sns.message.published", TOPIC_ARN, message_id=message_id, matched=2, filtered=0, size=len(body)
        )
        envelope = json.dumps(
            {
                "Type": "Notification",
                "MessageId": message_id,
                "TopicArn": TOPIC_ARN,
                "Message": body,
                "MessageAttributes": {"shipping": {"Type": "String", "Value": shipping}},
            }
        )
        goes_express = shipping == "express" if to_express is None else to_express
        for name, wanted, text in (
            ("express", goes_express, envelope),
            ("billing", True, body if raw else envelope),
        ):
            common = {"subscription_arn": SUB[name], "message_id": message_id, "protocol": "sqs"}
            if not wanted:
                self.add("sns.delivery.filtered", TOPIC_ARN, **common)
            elif refused:
                self.add("sns.delivery.failed", TOPIC_ARN, endpoint=ARN[name], error="AccessDenied", **common)
            else:
                self.add(
                    "sqs.message.sent",
                    ARN[name],
                    queue_url=URL[name],
                    message_id=f"{name}-{message_id}",
                    body=text,
                )
                self.add("sns.delivery.delivered", TOPIC_ARN, endpoint=ARN[name], attempts=1, **common)
        return self

    def orders(self) -> Run:
        return self.publish("o-101", "express").publish("o-102", "standard").publish("o-101", "express")

    def connect(self, queue: str = "billing") -> Run:
        self.add(
            "lambda.esm.created",
            FUNCTION_ARN,
            uuid="map-1",
            function_arn=FUNCTION_ARN,
            event_source_arn=ARN[queue],
        )
        self.current["mappings"] = [{"UUID": "map-1"}]
        return self

    def write(self, order: str, outcome: str) -> Run:
        key = {"id": {"S": order}}
        return self.add(
            "dynamodb.write.decided",
            f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/labex-f01-billed",
            table="labex-f01-billed",
            key=key,
            condition="attribute_not_exists(id)",
            outcome=outcome,
        )

    def billed(self) -> Run:
        return self.write("o-101", "Accepted").write("o-102", "Accepted").write("o-101", "Rejected")

    def clean(self) -> Run:
        self.current.update(
            topic=None, mappings=[], queues={"labex-f01-express": None, "labex-f01-billing": None}
        )
        return self


def full() -> Run:
    return Run().subscribe().allow().orders().connect().billed()


# ---------------------------------------------------------------------- the whole run


def test_nothing_done_is_pending_everywhere() -> None:
    results = Run().results()
    assert {status for status, _ in results.values()} == {"pending"}
    assert results["subscribe"][1] == "create the topic labex-f01-orders."


def test_a_full_run_passes_every_step_and_stays_passed_after_cleanup() -> None:
    run = full()
    before = {step: status for step, (status, _) in run.results().items()}
    assert before == {
        **dict.fromkeys(("subscribe", "allow", "publish", "worker"), "passed"),
        "cleanup": "pending",
    }
    results = run.clean().results()
    assert {step: status for step, (status, _) in results.items()} == dict.fromkeys(
        ("subscribe", "allow", "publish", "worker", "cleanup"), "passed"
    )


# ---------------------------------------------------------------------- step 1


def test_subscribe_passes_with_filter_and_raw_delivery() -> None:
    status, reason = Run().subscribe().results()["subscribe"]
    assert status == "passed"
    assert reason.startswith("labex-f01-express takes express orders only")


def test_a_missing_subscription_is_pending() -> None:
    run = Run().subscribe()
    run.current["topic"]["subscriptions"].pop()
    assert run.results()["subscribe"] == (
        "pending",
        "subscribe labex-f01-billing to labex-f01-orders with --protocol sqs.",
    )


def test_express_without_filter_policy_fails() -> None:
    run = Run()
    run.sub_attributes["express"] = {}
    status, reason = run.subscribe().results()["subscribe"]
    assert status == "failed"
    assert reason.startswith("labex-f01-express's subscription has no filter policy")


def test_filter_policy_on_the_body_scope_fails_with_the_scope_hint() -> None:
    run = Run()
    run.sub_attributes["express"] = {**FILTER, "FilterPolicyScope": "MessageBody"}
    status, reason = run.subscribe().results()["subscribe"]
    assert status == "failed"
    assert reason.startswith("labex-f01-express's filter policy is on the scope MessageBody")
    assert "Set FilterPolicyScope to MessageAttributes." in reason


def test_billing_without_raw_delivery_fails() -> None:
    run = Run()
    run.sub_attributes["billing"] = {}
    status, reason = run.subscribe().results()["subscribe"]
    assert status == "failed"
    assert "does not use raw message delivery" in reason and "RawMessageDelivery to true" in reason


# ---------------------------------------------------------------------- step 2


def test_allow_is_pending_then_passes() -> None:
    assert Run().subscribe().results()["allow"] == (
        "pending",
        "set a queue policy on labex-f01-express and labex-f01-billing that allows the topic labex-f01-orders "
        "to send.",
    )
    assert Run().subscribe().allow().results()["allow"][0] == "passed"


def test_refused_delivery_names_the_missing_queue_policy() -> None:
    status, reason = Run().subscribe().publish("o-101", "express", refused=True).results()["allow"]
    assert status == "failed"
    assert reason.startswith(
        "SNS could not deliver to labex-f01-express (AccessDenied), so nothing you published"
    )
    assert f"aws:SourceArn = {TOPIC_ARN}" in reason


def test_a_refused_delivery_fixed_by_the_policy_no_longer_fails() -> None:
    run = Run().subscribe().publish("o-101", "express", refused=True).allow().publish("o-101", "express")
    assert run.results()["allow"][0] == "passed"


def test_a_policy_without_the_source_condition_fails() -> None:
    status, reason = Run().subscribe().allow(condition=False).results()["allow"]
    assert status == "failed"
    assert reason.startswith("labex-f01-express's policy does not let the topic labex-f01-orders in: it lets")
    assert '"aws:SourceArn"' in reason


def test_policy_problem_names_each_gap() -> None:
    assert policy_problem(queue_policy("billing"), ARN["billing"], TOPIC_ARN) is None
    assert "no statement that allows" in str(policy_problem('{"Statement": []}', ARN["billing"], TOPIC_ARN))
    assert "not a policy document" in str(policy_problem("nonsense", ARN["billing"], TOPIC_ARN))
    assert "names the resource" in str(policy_problem(queue_policy("express"), ARN["billing"], TOPIC_ARN))


# ---------------------------------------------------------------------- step 3


def test_publish_pending_until_the_repeat_arrives() -> None:
    run = Run().subscribe().allow()
    assert run.results()["publish"][0] == "pending"
    run.publish("o-101", "express").publish("o-102", "standard")
    assert run.results()["publish"] == (
        "pending",
        "labex-f01-billing has 2 order(s) so far; publish o-101 twice and o-102 once.",
    )
    status, reason = run.publish("o-101", "express").results()["publish"]
    assert status == "passed"
    assert reason.startswith("labex-f01-express got o-101 twice and nothing else")


def test_a_standard_order_in_the_express_queue_fails() -> None:
    run = Run().subscribe().allow().publish("o-102", "standard", to_express=True)
    status, reason = run.results()["publish"]
    assert status == "failed"
    assert reason.startswith("labex-f01-express received o-102, which is not an express order")


def test_envelopes_in_the_billing_queue_fail() -> None:
    status, reason = Run().subscribe().allow().publish("o-101", "express", raw=False).results()["publish"]
    assert status == "failed"
    assert reason.startswith("labex-f01-billing received SNS envelopes instead of bare orders")


def test_express_order_filtered_out_points_at_the_scope() -> None:
    run = Run().subscribe().allow().publish("o-101", "express", to_express=False)
    status, reason = run.results()["publish"]
    assert status == "failed"
    assert "Keep FilterPolicyScope at MessageAttributes" in reason


# ---------------------------------------------------------------------- step 4


def test_worker_pending_without_mapping_then_passes() -> None:
    run = Run().subscribe().allow().orders()
    assert run.results()["worker"] == (
        "pending",
        "map labex-f01-billing to labex-f01-worker with create-event-source-mapping.",
    )
    run.connect()
    assert run.results()["worker"][0] == "pending"
    status, reason = run.billed().results()["worker"]
    assert status == "passed"
    assert "the second copy of o-101 was rejected by the guard" in reason


def test_mapping_the_express_queue_fails() -> None:
    status, reason = Run().subscribe().allow().orders().connect("express").results()["worker"]
    assert status == "failed"
    assert reason.startswith("the mapping reads labex-f01-express, but the worker bills raw orders")


def test_a_second_accepted_write_fails_for_good() -> None:
    run = Run().subscribe().allow().orders().connect().write("o-101", "Accepted").write("o-101", "Accepted")
    status, reason = run.results()["worker"]
    assert status == "failed"
    assert reason.startswith("o-101 was written more than once to labex-f01-billed")
    assert "labcloud lab start sns-fanout" in reason


def test_a_failed_invocation_is_reported() -> None:
    run = Run().subscribe().allow().orders().connect()
    run.add(
        "lambda.invocation.finished",
        FUNCTION_ARN,
        function_name="labex-f01-worker",
        status="error",
        error={"errorType": "ValueError", "errorMessage": "quantity must be a whole number from 1 to 10"},
    )
    assert run.results()["worker"] == (
        "failed",
        "an invocation of labex-f01-worker failed: ValueError: quantity must be a whole number from 1 to 10.",
    )


# ---------------------------------------------------------------------- step 5


def test_cleanup_pending_while_resources_remain() -> None:
    status, reason = full().results()["cleanup"]
    assert status == "pending"
    assert reason == (
        "when the other steps have passed, delete the mapping of labex-f01-worker, the topic labex-f01-orders, "
        "labex-f01-express and labex-f01-billing."
    )
    assert full().clean().results()["cleanup"][0] == "passed"
