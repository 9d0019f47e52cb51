"""The sns-fanout lab end to end: every block of its instructions run verbatim in bash with the real
``aws`` CLI (v1 and v2), every promised output asserted, ``labcloud lab check`` after each step; and
the mistake a learner makes most: publishing before the queue policies exist."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from labshell import Instructions, LabShell, events, queue_depths, step_status, table_rows, wait_for

from labcloud.testing.server_process import LabcloudProcess

STEPS = ("subscribe", "allow", "publish", "worker", "cleanup")


def _counts(shell: LabShell, doc: Instructions) -> list[str]:
    return shell.out(doc.peek("ApproximateNumberOfMessages --query")).split()


def _depths(server: LabcloudProcess) -> list[str]:
    """What ``_counts`` prints, read with boto3: the waits' condition (labshell.queue_depths)."""
    return queue_depths(server, "labex-f01-express", "labex-f01-billing")


@pytest.mark.timeout(240)
def test_sns_fanout_verbatim(server: LabcloudProcess, tmp_path: Path) -> None:
    doc = Instructions("sns-fanout")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        started = shell.run("labcloud lab start sns-fanout")
        assert started.stdout.startswith("# Fan-out with SNS")
        assert shell.check() == dict.fromkeys(STEPS, "pending")
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""
        assert "attribute_not_exists(id)" in shell.out("cat app.py")

        # ---- step 1
        assert shell.out(doc.block("aws sns create-topic")) == ""
        topic_arn = shell.var("TOPIC_ARN")
        assert topic_arn.endswith(":labex-f01-orders")
        express = shell.out(doc.block("express-subscription.json <<"))
        assert express.startswith(topic_arn + ":")
        billing = shell.out(doc.block("RawMessageDelivery=true"))
        assert billing.startswith(topic_arn + ":") and billing != express
        endpoints = shell.out(doc.block("list-subscriptions-by-topic")).split()
        assert sorted(endpoints) == sorted([shell.var("EXPRESS_ARN"), shell.var("BILLING_ARN")])
        assert shell.check("subscribe")["allow"] == "pending"

        # ---- step 2
        assert shell.out(doc.block("policy_for()")) == ""
        policy = json.loads(shell.out(doc.block("--attribute-names Policy")))
        statement = policy["Statement"][0]
        assert statement["Principal"] == {"Service": "sns.amazonaws.com"}
        assert statement["Resource"] == shell.var("BILLING_ARN")
        assert statement["Condition"] == {"ArnEquals": {"aws:SourceArn": topic_arn}}
        shell.check("subscribe", "allow")

        # ---- step 3
        first = shell.out(doc.block('"o-102"')).split()
        assert len(first) == 2 and first[0] != first[1]
        again = shell.out(doc.block("published a second time")).strip()
        assert again and again not in first
        wait_for("2 express copies and 3 billing copies", lambda: _depths(server) == ["2", "3"])
        assert _counts(shell, doc) == ["2", "3"]
        doc.block("ApproximateNumberOfMessages --query")
        bodies = [json.loads(body) for body in shell.json(doc.block("--visibility-timeout 0"))]
        assert sorted(json.loads(b["Message"])["id"] for b in bodies) == ["o-101", "o-101"]
        assert {b["MessageAttributes"]["shipping"]["Value"] for b in bodies} == {"express"}
        assert len({b["MessageId"] for b in bodies}) == 2
        shell.check("subscribe", "allow", "publish")

        # ---- step 4
        assert shell.out(doc.block("create-event-source-mapping")) == ""
        scan = doc.peek("aws dynamodb scan")
        wait_for("both orders billed", lambda: len(table_rows(server, "labex-f01-billed", "id")) == 2)
        assert len(shell.out(scan).splitlines()) == 2
        wait_for("the worker step", lambda: step_status(server, "worker") == "passed")
        assert shell.report()["steps"][3]["status"] == "passed"
        assert shell.out(doc.block("aws dynamodb scan")).splitlines() == ["o-101\t2\t600", "o-102\t1\t350"]
        assert shell.out(doc.block("ApproximateNumberOfMessagesNotVisible")).split() == ["0", "0"]
        shell.check("subscribe", "allow", "publish", "worker")
        ledger = [e["data"] for e in events(server, "dynamodb.write.decided")]
        outcomes = sorted((str(d["key"]["id"]["S"]), d["outcome"]) for d in ledger)
        assert outcomes == [("o-101", "Accepted"), ("o-101", "Rejected"), ("o-102", "Accepted")], outcomes

        # ---- step 5
        assert shell.out(doc.block("aws sns delete-topic")).strip() == shell.var("MAPPING_ID")
        summary = shell.out(doc.block("rm -f express-subscription.json"))
        assert "Passed: every step of sns-fanout is confirmed." in summary
        assert set(shell.check(*STEPS).values()) == {"passed"}
        doc.assert_all_used()
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_publishing_without_queue_policies_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """Skipping step 2: SNS's deliveries are refused, nothing arrives, and the check says why."""
    doc = Instructions("sns-fanout")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        shell.run("labcloud lab start sns-fanout")
        shell.run(doc.block('cd "$(labcloud lab dir)"'))
        shell.run(doc.block("aws sns create-topic"))
        shell.run(doc.block("express-subscription.json <<"))
        shell.run(doc.block("RawMessageDelivery=true"))
        shell.run(doc.block('"o-102"'))
        wait_for("the refused deliveries", lambda: len(events(server, "sns.delivery.failed")) >= 2)
        assert _counts(shell, doc) == ["0", "0"]
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["allow"]["status"] == "failed"
        assert report["allow"]["reason"].startswith(
            "SNS could not deliver to labex-f01-express (AccessDenied)"
        )
        assert "allows the principal sns.amazonaws.com sqs:SendMessage" in report["allow"]["reason"]
        # The fix the reason names: set the policies, publish again; the step no longer fails.
        shell.run(doc.block("policy_for()"))
        shell.run(doc.peek("published a second time"))
        wait_for("a delivery to each queue", lambda: _depths(server) == ["1", "1"])
        assert _counts(shell, doc) == ["1", "1"]
        assert shell.check("subscribe", "allow")["publish"] == "pending"
        # `lab reset` removes what the learner created under the lab's names: topic, subscriptions, queues.
        shell.run("labcloud lab reset")
        assert shell.out("aws sns list-topics --query 'Topics[].TopicArn' --output text").strip() == ""
        assert (
            shell.out("aws sns list-subscriptions --query 'Subscriptions[].Endpoint' --output text").strip()
            == ""
        )
        assert "labex-f01" not in shell.out("aws sqs list-queues")
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_a_filter_on_the_body_scope_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """The express filter put on the MessageBody scope: every order is filtered out, and both the
    subscription step and the publish step say the scope is wrong."""
    doc = Instructions("sns-fanout")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        shell.run("labcloud lab start sns-fanout")
        shell.run(doc.peek('cd "$(labcloud lab dir)"'))
        shell.run(doc.peek("aws sns create-topic"))
        wrong = doc.peek("express-subscription.json <<").replace('"MessageAttributes"', '"MessageBody"')
        assert "MessageBody" in wrong
        shell.run(wrong)
        shell.run(doc.peek("RawMessageDelivery=true"))
        shell.run(doc.peek("policy_for()"))
        shell.run(doc.peek("published a second time"))
        wait_for("the order in the billing queue", lambda: _depths(server) == ["0", "1"])
        assert _counts(shell, doc) == ["0", "1"]
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["subscribe"]["status"] == "failed"
        assert report["subscribe"]["reason"].startswith(
            "labex-f01-express's filter policy is on the scope MessageBody, but an order carries its shipping "
            "as a message attribute"
        )
        assert report["publish"]["status"] == "failed"
        assert report["publish"]["reason"].startswith(
            "o-101 (shipping express) reached labex-f01-billing but labex-f01-express's filter kept it out"
        )
    except BaseException:
        print(shell.dump())
        raise
