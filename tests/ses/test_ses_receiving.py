"""Receiving, made local: a message labcloud's SES sends to an address of a domain verified in the account runs
through the active receipt rule set: the actions run in order after the send is answered (AddHeader, the
MIME text in S3, a Python function invoked with SES's event, whose STOP_RULE_SET answer is honoured, an SNS
notification delivered to an SQS subscription, a bounce recorded); a message handed in through
``/_labcloud/ses/inbound`` is received alike, and the IP filters block it; everything survives a restart."""

from __future__ import annotations

import base64
import io
import json
import time
import urllib.error
import urllib.request
import zipfile
from pathlib import Path
from typing import Any

import pytest
from ses_helpers import simple

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
BUCKET = "mail-in"
CODE = """
import json
import boto3

def handler(event, context):
    record = event["Records"][0]["ses"]
    key = "events/" + record["mail"]["messageId"] + ".json"
    boto3.client("s3").put_object(Bucket="mail-in", Key=key, Body=json.dumps(event))
    if "stop" in record["mail"]["commonHeaders"]["subject"]:
        return {"disposition": "STOP_RULE_SET"}
    return {"disposition": "CONTINUE"}
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _bucket(server: LabcloudProcess) -> None:
    s3 = server.boto3_client("s3")
    s3.create_bucket(Bucket=BUCKET)
    allow = {
        "Effect": "Allow",
        "Principal": {"Service": "ses.amazonaws.com"},
        "Action": "s3:PutObject",
        "Resource": f"arn:aws:s3:::{BUCKET}/*",
    }
    s3.put_bucket_policy(Bucket=BUCKET, Policy=json.dumps({"Version": "2012-10-17", "Statement": [allow]}))


def _function(server: LabcloudProcess) -> str:
    role = server.boto3_client("iam").create_role(
        RoleName="reader", AssumeRolePolicyDocument=json.dumps(TRUST)
    )
    write = {"Effect": "Allow", "Action": "s3:PutObject", "Resource": f"arn:aws:s3:::{BUCKET}/events/*"}
    server.boto3_client("iam").put_role_policy(
        RoleName="reader",
        PolicyName="write",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [write]}),
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", CODE)
    lam = server.boto3_client("lambda")
    arn = lam.create_function(
        FunctionName="reader",
        Runtime="python3.12",
        Role=role["Role"]["Arn"],
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
        Timeout=30,
    )["FunctionArn"]
    lam.add_permission(
        FunctionName="reader",
        StatementId="ses",
        Action="lambda:InvokeFunction",
        Principal="ses.amazonaws.com",
    )
    return str(arn)


def _queue_on_topic(server: LabcloudProcess) -> tuple[str, str]:
    sqs, sns = server.boto3_client("sqs"), server.boto3_client("sns")
    url = sqs.create_queue(QueueName="received")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    topic = sns.create_topic(Name="received")["TopicArn"]
    allow = {
        "Effect": "Allow",
        "Principal": {"Service": "sns.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": queue_arn,
        "Condition": {"ArnEquals": {"aws:SourceArn": topic}},
    }
    policy = json.dumps({"Version": "2012-10-17", "Statement": [allow]})
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy})
    sns.subscribe(
        TopicArn=topic, Protocol="sqs", Endpoint=queue_arn, Attributes={"RawMessageDelivery": "true"}
    )
    return topic, url


def _receipt(server: LabcloudProcess, mid: str, actions: int) -> dict[str, Any]:
    """The receipt of ``mid`` once its actions have run (polled: they run after the send is answered)."""
    deadline = time.monotonic() + 90
    while True:
        found: dict[str, Any] = server.get(f"/_labcloud/ses/receipts/{mid}")
        if len(found["Actions"]) >= actions or time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def _inject(server: LabcloudProcess, raw: bytes, query: str = "") -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        f"{server.endpoint}/_labcloud/ses/inbound{query}", data=raw, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def _setup(server: LabcloudProcess) -> tuple[str, str]:
    ses = server.boto3_client("ses")
    ses.verify_email_identity(EmailAddress="sender@example.com")
    ses.verify_domain_identity(Domain="example.org")
    _bucket(server)
    function = _function(server)
    topic, url = _queue_on_topic(server)
    ses.create_receipt_rule_set(RuleSetName="inbound")
    first = {
        "Name": "first",
        "Enabled": True,
        "Recipients": ["example.org"],
        "ScanEnabled": True,
        "Actions": [
            {"AddHeaderAction": {"HeaderName": "X-Labcloud-Rule", "HeaderValue": "first"}},
            {
                "S3Action": {
                    "BucketName": BUCKET,
                    "ObjectKeyPrefix": "in/",
                    "KmsKeyArn": "arn:aws:kms:us-east-1:000000000000:alias/aws/ses",
                }
            },
            {"LambdaAction": {"FunctionArn": function, "InvocationType": "RequestResponse"}},
        ],
    }
    second = {
        "Name": "second",
        "Enabled": True,
        "Actions": [{"SNSAction": {"TopicArn": topic, "Encoding": "Base64"}}],
    }
    bounce = {
        "Name": "bouncer",
        "Enabled": True,
        "Recipients": ["gone@example.org"],
        "Actions": [
            {
                "BounceAction": {
                    "SmtpReplyCode": "550",
                    "StatusCode": "5.1.1",
                    "Message": "No such user",
                    "Sender": "sender@example.com",
                }
            },
            {"StopAction": {"Scope": "RuleSet"}},
        ],
    }
    ses.create_receipt_rule(RuleSetName="inbound", Rule=bounce)
    ses.create_receipt_rule(RuleSetName="inbound", Rule=first, After="bouncer")
    ses.create_receipt_rule(RuleSetName="inbound", Rule=second, After="first")
    ses.set_active_receipt_rule_set(RuleSetName="inbound")
    return function, url


@pytest.fixture(scope="module")
def wired() -> Any:
    """One server for the file, its identities, bucket, function, topic, queue and active rule set made once."""
    running = LabcloudProcess(in_memory=True).start()
    try:
        yield running, *_setup(running)
    finally:
        running.stop()


def test_a_sent_message_lands_in_s3_invokes_the_function_and_notifies(wired: Any) -> None:
    server, function, url = wired
    ses, s3, sqs = (server.boto3_client(n) for n in ("ses", "s3", "sqs"))
    mid = ses.send_email(
        Source="sender@example.com",
        Destination={"ToAddresses": ["user@example.org", "someone@example.net"]},
        Message=simple("Hello inbox", "The body"),
    )["MessageId"]
    receipt = _receipt(server, mid, 4)
    assert receipt["RuleSet"] == "inbound" and receipt["Recipients"] == ["user@example.org"]
    assert [(a["rule"], a["type"], a["outcome"]) for a in receipt["Actions"]] == [
        ("first", "AddHeaderAction", "Delivered"),
        ("first", "S3Action", "Delivered"),
        ("first", "LambdaAction", "Delivered"),
        ("second", "SNSAction", "Delivered"),
    ]
    assert receipt["Actions"][1]["kms_key"].endswith("alias/aws/ses")
    stored = s3.get_object(Bucket=BUCKET, Key=f"in/{mid}")["Body"].read().decode()
    assert (
        stored.startswith("X-Labcloud-Rule: first\r\n")
        and "Subject: Hello inbox" in stored
        and "The body" in stored
    )

    event = json.loads(s3.get_object(Bucket=BUCKET, Key=f"events/{mid}.json")["Body"].read())
    record = event["Records"][0]
    assert record["eventSource"] == "aws:ses" and record["eventVersion"] == "1.0"
    mail, got = record["ses"]["mail"], record["ses"]["receipt"]
    assert mail["messageId"] == mid and mail["source"] == "sender@example.com"
    assert mail["destination"] == ["user@example.org"]
    assert mail["commonHeaders"]["subject"] == "Hello inbox"
    assert mail["commonHeaders"]["from"] == ["sender@example.com"]
    assert {"name": "X-Labcloud-Rule", "value": "first"} in mail["headers"]
    assert got["recipients"] == ["user@example.org"]
    assert got["spamVerdict"] == {"status": "PASS"} and got["spfVerdict"] == {"status": "PASS"}
    assert got["action"] == {"type": "Lambda", "functionArn": function, "invocationType": "RequestResponse"}

    messages = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=5)["Messages"]
    notification = json.loads(messages[0]["Body"])
    assert notification["notificationType"] == "Received"
    assert notification["mail"]["messageId"] == mid
    assert notification["receipt"]["action"]["type"] == "SNS"
    assert notification["receipt"]["action"]["encoding"] == "Base64"
    assert "Subject: Hello inbox" in base64.b64decode(notification["content"]).decode()
    sqs.delete_message(QueueUrl=url, ReceiptHandle=messages[0]["ReceiptHandle"])

    # the function's STOP_RULE_SET: the second rule's SNS action does not run for this message
    stopped = ses.send_email(
        Source="sender@example.com",
        Destination={"ToAddresses": ["user@example.org"]},
        Message=simple("stop here"),
    )["MessageId"]
    receipt = _receipt(server, stopped, 3)
    assert [a["type"] for a in receipt["Actions"]] == ["AddHeaderAction", "S3Action", "LambdaAction"]
    assert receipt["Actions"][2]["disposition"] == "STOP_RULE_SET"

    # a bounce rule ahead of the others, then its Stop
    bounced = ses.send_email(
        Source="sender@example.com", Destination={"ToAddresses": ["gone@example.org"]}, Message=simple("Bye")
    )["MessageId"]
    receipt = _receipt(server, bounced, 2)
    assert [(a["type"], a["outcome"]) for a in receipt["Actions"]] == [
        ("BounceAction", "Bounced"),
        ("StopAction", "Stopped"),
    ]
    assert receipt["Actions"][0]["smtp_reply_code"] == "550"
    assert sqs.receive_message(QueueUrl=url, WaitTimeSeconds=0).get("Messages") is None

    # not to a verified domain: not received
    other = ses.send_email(
        Source="sender@example.com",
        Destination={"ToAddresses": ["x@example.net"]},
        Message=simple("Elsewhere"),
    )["MessageId"]
    with pytest.raises(urllib.error.HTTPError) as info:
        server.get(f"/_labcloud/ses/receipts/{other}")
    assert info.value.code == 404

    kinds = [e["kind"] for e in server.get("/_labcloud/events?service=ses&limit=500")["events"]]
    assert "ses.message.received" in kinds and "ses.receipt.action" in kinds

    graph = server.get("/_labcloud/map")
    rule_set = f"arn:aws:ses:us-east-1:{ACCOUNT}:receipt-rule-set/inbound"
    node = {n["id"]: n for n in graph["nodes"]}[rule_set]
    assert node["kind"] == "ses.receipt_rule_set" and node["facts"]["active"] is True
    assert node["facts"]["received_last_minute"] == 3
    assert {(e["to"], e["label"]) for e in graph["edges"] if e["from"] == rule_set} == {
        (f"arn:aws:s3:::{BUCKET}", "first"),
        (function, "first"),
        (server.boto3_client("sns").list_topics()["Topics"][0]["TopicArn"], "second"),
    }


def test_raw_and_v2_sends_are_received_too(wired: Any) -> None:
    server = wired[0]
    ses, sesv2, s3 = (server.boto3_client(n) for n in ("ses", "sesv2", "s3"))
    raw = b"From: sender@example.com\r\nTo: Pat <pat@example.org>\r\nSubject: Raw one\r\n\r\nraw body\r\n"
    raw_id = ses.send_raw_email(RawMessage={"Data": raw})["MessageId"]
    v2_id = sesv2.send_email(
        FromEmailAddress="sender@example.com",
        Destination={"ToAddresses": ["v2@example.org"]},
        Content={"Simple": {"Subject": {"Data": "From v2"}, "Body": {"Text": {"Data": "v2 body"}}}},
    )["MessageId"]
    for mid, recipient, subject in (
        (raw_id, "pat@example.org", "Raw one"),
        (v2_id, "v2@example.org", "From v2"),
    ):
        receipt = _receipt(server, mid, 4)
        assert receipt["Recipients"] == [recipient]
        stored = s3.get_object(Bucket=BUCKET, Key=f"in/{mid}")["Body"].read().decode()
        assert f"Subject: {subject}" in stored


def test_a_message_handed_in_and_the_ip_filters(wired: Any) -> None:
    server = wired[0]
    ses = server.boto3_client("ses")
    raw = (
        b"From: Outside <friend@elsewhere.test>\r\nTo: user@example.org\r\nSubject: From outside\r\n"
        b"Message-ID: <x1@elsewhere.test>\r\n\r\nHi there\r\n"
    )
    ses.create_receipt_filter(
        Filter={"Name": "blocked", "IpFilter": {"Policy": "Block", "Cidr": "203.0.113.0/24"}}
    )
    ses.create_receipt_filter(
        Filter={"Name": "friend", "IpFilter": {"Policy": "Allow", "Cidr": "203.0.113.7/32"}}
    )
    status, answer = _inject(server, raw, "?ip=203.0.113.5")
    assert status == 403 and answer["error"]["code"] == "MessageRejected"
    status, answer = _inject(server, raw, "?ip=203.0.113.7")  # an allow filter wins over a block filter
    assert status == 200 and answer["Recipients"] == ["user@example.org"]
    receipt = _receipt(server, answer["MessageId"], 4)
    assert [a["type"] for a in receipt["Actions"]] == [
        "AddHeaderAction",
        "S3Action",
        "LambdaAction",
        "SNSAction",
    ]
    event = json.loads(
        server.boto3_client("s3")
        .get_object(Bucket=BUCKET, Key=f"events/{answer['MessageId']}.json")["Body"]
        .read()
    )
    record = event["Records"][0]["ses"]
    assert record["mail"]["source"] == "friend@elsewhere.test"
    assert record["mail"]["commonHeaders"]["messageId"] == "<x1@elsewhere.test>"
    assert record["receipt"]["spfVerdict"] == {"status": "GRAY"}
    status, answer = _inject(server, b"no headers at all")
    assert status == 400 and answer["error"]["code"] == "InvalidParameterValue"
    status, answer = _inject(server, raw, "?recipients=nobody@example.net")
    assert status == 200 and answer["Recipients"] == []
    status, answer = _inject(server, raw, "?region=../../etc")
    assert status == 400 and answer["error"]["code"] == "InvalidParameterValue"


def test_rules_and_receipts_survive_a_restart(tmp_path: Path) -> None:
    first = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ses = first.boto3_client("ses")
        ses.verify_domain_identity(Domain="example.org")
        ses.create_receipt_rule_set(RuleSetName="kept")
        ses.create_receipt_rule(
            RuleSetName="kept",
            Rule={
                "Name": "r",
                "Enabled": True,
                "Actions": [{"AddHeaderAction": {"HeaderName": "X-K", "HeaderValue": "v"}}],
            },
        )
        ses.set_active_receipt_rule_set(RuleSetName="kept")
        ses.create_receipt_filter(
            Filter={"Name": "f", "IpFilter": {"Policy": "Block", "Cidr": "198.51.100.0/24"}}
        )
        status, answer = _inject(first, b"From: a@b.test\r\nTo: me@example.org\r\nSubject: s\r\n\r\nx\r\n")
        assert status == 200
        assert len(_receipt(first, answer["MessageId"], 1)["Actions"]) == 1
    finally:
        first.stop()
    again = LabcloudProcess(port=first.port, data_dir=tmp_path / "data").start()
    try:
        ses = again.boto3_client("ses")
        active = ses.describe_active_receipt_rule_set()
        assert active["Metadata"]["Name"] == "kept" and active["Rules"][0]["Name"] == "r"
        assert ses.list_receipt_filters()["Filters"][0]["Name"] == "f"
        assert (
            again.get(f"/_labcloud/ses/receipts/{answer['MessageId']}")["Actions"][0]["type"]
            == "AddHeaderAction"
        )
    finally:
        again.stop()


SLOW = """
import time

def handler(event, context):
    time.sleep(3)
    return {"disposition": "CONTINUE"}
"""


def test_actions_cut_short_by_a_crash_run_after_the_restart(tmp_path: Path) -> None:
    first = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ses = first.boto3_client("ses")
        ses.verify_email_identity(EmailAddress="sender@example.com")
        ses.verify_domain_identity(Domain="example.org")
        role = first.boto3_client("iam").create_role(
            RoleName="slow", AssumeRolePolicyDocument=json.dumps(TRUST)
        )
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("app.py", SLOW)
        lam = first.boto3_client("lambda")
        arn = lam.create_function(
            FunctionName="slow",
            Runtime="python3.12",
            Role=role["Role"]["Arn"],
            Handler="app.handler",
            Code={"ZipFile": buffer.getvalue()},
            Timeout=30,
        )["FunctionArn"]
        lam.add_permission(
            FunctionName="slow",
            StatementId="ses",
            Action="lambda:InvokeFunction",
            Principal="ses.amazonaws.com",
        )
        ses.create_receipt_rule_set(RuleSetName="slow")
        rule = {
            "Name": "slow",
            "Enabled": True,
            "Actions": [
                {"LambdaAction": {"FunctionArn": arn, "InvocationType": "RequestResponse"}},
                {"AddHeaderAction": {"HeaderName": "X-After", "HeaderValue": "restart"}},
            ],
        }
        ses.create_receipt_rule(RuleSetName="slow", Rule=rule)
        ses.set_active_receipt_rule_set(RuleSetName="slow")
        mid = ses.send_email(
            Source="sender@example.com",
            Destination={"ToAddresses": ["me@example.org"]},
            Message=simple("Crash"),
        )["MessageId"]
        assert first.get(f"/_labcloud/ses/receipts/{mid}")["Actions"] == []  # the function is still asleep
    finally:
        first.kill()
    again = LabcloudProcess(port=first.port, data_dir=tmp_path / "data").start()
    try:
        receipt = _receipt(again, mid, 2)
        assert [(a["type"], a["outcome"]) for a in receipt["Actions"]] == [
            ("LambdaAction", "Delivered"),
            ("AddHeaderAction", "Delivered"),
        ]
    finally:
        again.stop()
