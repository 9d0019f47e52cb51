"""SES v1 sending through boto3: SendEmail, SendRawEmail, SendTemplatedEmail, SendBulkTemplatedEmail, the
sandbox's refusal of an unverified sender, AWS's limits, the messages kept (``/_labcloud/ses/messages``),
the quota and statistics, and configuration sets with an SNS event destination."""

from __future__ import annotations

import json
import re
import time
from typing import Any

from ses_helpers import refused, simple

from labcloud.testing.server_process import LabcloudProcess

MESSAGE_ID = re.compile(
    r"^0100[0-9a-f]{12}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-000000$"
)


def test_send_email_is_kept_and_shown(ses: Any, labcloud: LabcloudProcess) -> None:
    ses.verify_email_identity(EmailAddress="sender@example.com")
    mid = ses.send_email(
        Source="Shop <sender@example.com>",
        Destination={
            "ToAddresses": ["a@example.net"],
            "CcAddresses": ["b@example.net"],
            "BccAddresses": ["c@x.io"],
        },
        Message={
            "Subject": {"Data": "Your order"},
            "Body": {"Text": {"Data": "Thanks"}, "Html": {"Data": "<b>Hi</b>"}},
        },
        Tags=[{"Name": "campaign", "Value": "spring"}],
    )["MessageId"]
    assert MESSAGE_ID.match(mid)
    listed = labcloud.get("/_labcloud/ses/messages")["messages"]
    assert [m["MessageId"] for m in listed] == [mid]
    shown = labcloud.get(f"/_labcloud/ses/messages/{mid}")
    assert shown["Source"] == "Shop <sender@example.com>"
    assert shown["Destination"] == {
        "ToAddresses": ["a@example.net"],
        "CcAddresses": ["b@example.net"],
        "BccAddresses": ["c@x.io"],
    }
    assert shown["Subject"] == "Your order" and shown["Body"] == {"Text": "Thanks", "Html": "<b>Hi</b>"}
    assert shown["Tags"] == {"campaign": "spring"} and shown["Status"] == "Delivered"
    quota = ses.get_send_quota()
    assert (
        quota["SentLast24Hours"] == 3.0 and quota["Max24HourSend"] == 50000.0 and quota["MaxSendRate"] == 14.0
    )
    points = ses.get_send_statistics()["SendDataPoints"]
    assert sum(p["DeliveryAttempts"] for p in points) == 1
    assert ses.get_account_sending_enabled()["Enabled"] is True


def test_an_unverified_sender_is_refused_as_in_the_sandbox(ses: Any, labcloud: LabcloudProcess) -> None:
    code, message, status = refused(
        ses.send_email,
        Source="nobody@example.com",
        Destination={"ToAddresses": ["a@example.net"]},
        Message=simple(),
    )
    assert (code, status) == ("MessageRejected", 400)
    assert message == (
        "Email address is not verified. The following identities failed the check in region US-EAST-1: "
        "nobody@example.com"
    )
    ses.verify_domain_identity(Domain="example.com")  # a verified domain covers its addresses and subdomains
    ses.send_email(Source="any@example.com", Destination={"ToAddresses": ["a@example.net"]}, Message=simple())
    ses.send_email(
        Source="x@mail.example.com", Destination={"ToAddresses": ["a@example.net"]}, Message=simple()
    )
    assert len(labcloud.get("/_labcloud/ses/messages")["messages"]) == 2


def test_send_limits_and_malformed_requests(ses: Any) -> None:
    ses.verify_email_identity(EmailAddress="sender@example.com")
    too_many = {"ToAddresses": [f"r{i}@example.net" for i in range(51)]}
    code, message, _ = refused(
        ses.send_email, Source="sender@example.com", Destination=too_many, Message=simple()
    )
    assert (code, message) == ("InvalidParameterValue", "Recipient count exceeds 50.")
    no_to = b"From: sender@example.com\r\nSubject: nobody\r\n\r\nbody"
    code, message, _ = refused(ses.send_raw_email, RawMessage={"Data": no_to})
    assert (code, message) == ("InvalidParameterValue", "Missing required header 'To'.")
    code, _, _ = refused(
        ses.send_email, Source="sender@example.com", Destination={"ToAddresses": ["broken"]}, Message=simple()
    )
    assert code == "InvalidParameterValue"
    big = b"From: sender@example.com\r\nTo: a@example.net\r\nSubject: big\r\n\r\n" + b"x" * (10 * 1024 * 1024)
    code, message, _ = refused(ses.send_raw_email, RawMessage={"Data": big})
    assert code == "MessageRejected" and "10485760" in message
    code, _, _ = refused(
        ses.send_email,
        Source="sender@example.com",
        Destination={"ToAddresses": ["a@example.net"]},
        Message=simple(),
        ConfigurationSetName="missing",
    )
    assert code == "ConfigurationSetDoesNotExist"
    code, _, _ = refused(
        ses.send_email,
        Source="sender@example.com",
        SourceArn="arn:aws:ses:us-east-1:999999999999:identity/example.com",
        Destination={"ToAddresses": ["a@example.net"]},
        Message=simple(),
    )
    assert code == "InvalidParameterValue"


def test_send_raw_email_reads_the_message(ses: Any, labcloud: LabcloudProcess) -> None:
    ses.verify_email_identity(EmailAddress="sender@example.com")
    raw = (
        b"From: Sender <sender@example.com>\r\nTo: a@example.net, b@example.net\r\nSubject: Raw one\r\n"
        b"MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nplain body\r\n"
    )
    mid = ses.send_raw_email(RawMessage={"Data": raw})["MessageId"]
    shown = labcloud.get(f"/_labcloud/ses/messages/{mid}")
    assert shown["Destination"] == {"ToAddresses": ["a@example.net", "b@example.net"]}
    assert shown["Subject"] == "Raw one" and shown["Body"]["Text"].strip() == "plain body"
    assert shown["RawMessage"].startswith("From: Sender <sender@example.com>")
    only = ses.send_raw_email(RawMessage={"Data": raw}, Destinations=["c@example.net"])["MessageId"]
    assert labcloud.get(f"/_labcloud/ses/messages/{only}")["Destination"] == {
        "ToAddresses": ["c@example.net"]
    }
    unverified = raw.replace(b"sender@example.com", b"other@example.org")
    code, _, _ = refused(ses.send_raw_email, RawMessage={"Data": unverified})
    assert code == "MessageRejected"
    code, _, _ = refused(ses.send_raw_email, RawMessage={"Data": b"no headers at all"})
    assert code == "InvalidParameterValue"


def test_templated_and_bulk_sending(ses: Any, labcloud: LabcloudProcess) -> None:
    ses.verify_email_identity(EmailAddress="sender@example.com")
    ses.create_template(
        Template={"TemplateName": "t", "SubjectPart": "Hi {{name}}", "TextPart": "{{greeting}}"}
    )
    mid = ses.send_templated_email(
        Source="sender@example.com",
        Destination={"ToAddresses": ["a@example.net"]},
        Template="t",
        TemplateData=json.dumps({"name": "Ann", "greeting": "Welcome"}),
    )["MessageId"]
    shown = labcloud.get(f"/_labcloud/ses/messages/{mid}")
    assert (shown["Subject"], shown["Body"]["Text"], shown["Template"]) == ("Hi Ann", "Welcome", "t")

    statuses = ses.send_bulk_templated_email(
        Source="sender@example.com",
        Template="t",
        DefaultTemplateData=json.dumps({"name": "friend", "greeting": "Hello"}),
        Destinations=[
            {"Destination": {"ToAddresses": ["b@example.net"]}, "ReplacementTemplateData": '{"name": "Bo"}'},
            {"Destination": {"ToAddresses": ["c@example.net"]}},
        ],
    )["Status"]
    assert [s["Status"] for s in statuses] == ["Success", "Success"]
    subjects = [labcloud.get(f"/_labcloud/ses/messages/{s['MessageId']}")["Subject"] for s in statuses]
    assert subjects == ["Hi Bo", "Hi friend"]

    # data lacking a value: accepted, then a rendering failure (as AWS does it, after the call)
    failed = ses.send_templated_email(
        Source="sender@example.com",
        Destination={"ToAddresses": ["a@example.net"]},
        Template="t",
        TemplateData="{}",
    )["MessageId"]
    assert labcloud.get(f"/_labcloud/ses/messages/{failed}")["Status"] == "RenderingFailure"

    code, _, _ = refused(
        ses.send_templated_email,
        Source="sender@example.com",
        Destination={"ToAddresses": ["a@example.net"]},
        Template="missing",
        TemplateData="{}",
    )
    assert code == "TemplateDoesNotExist"
    code, _, _ = refused(
        ses.send_bulk_templated_email,
        Source="sender@example.com",
        Template="t",
        DefaultTemplateData="{}",
        Destinations=[{"Destination": {"ToAddresses": ["x@example.net"]}}] * 51,
    )
    assert code == "InvalidParameterValue"
    # template data that is not a JSON object: a send's InvalidParameterValue (TestRenderTemplate's
    # InvalidRenderingParameter is not among the send's errors)
    code, _, _ = refused(
        ses.send_bulk_templated_email,
        Source="sender@example.com",
        Template="t",
        DefaultTemplateData="not json",
        Destinations=[{"Destination": {"ToAddresses": ["x@example.net"]}}],
    )
    assert code == "InvalidParameterValue"


def test_configuration_set_with_an_sns_event_destination(ses: Any, labcloud: LabcloudProcess) -> None:
    sns = labcloud.boto3_client("sns")
    sqs = labcloud.boto3_client("sqs")
    topic = sns.create_topic(Name="ses-events")["TopicArn"]
    queue = sqs.create_queue(QueueName="ses-events")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": queue_arn,
                "Condition": {"ArnEquals": {"aws:SourceArn": topic}},
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=queue, Attributes={"Policy": json.dumps(policy)})
    sns.subscribe(
        TopicArn=topic, Protocol="sqs", Endpoint=queue_arn, Attributes={"RawMessageDelivery": "true"}
    )

    ses.create_configuration_set(ConfigurationSet={"Name": "tracked"})
    code, _, _ = refused(ses.create_configuration_set, ConfigurationSet={"Name": "tracked"})
    assert code == "ConfigurationSetAlreadyExists"
    destination = {
        "Name": "to-sns",
        "Enabled": True,
        "MatchingEventTypes": ["send", "delivery"],
        "SNSDestination": {"TopicARN": topic},
    }
    ses.create_configuration_set_event_destination(
        ConfigurationSetName="tracked", EventDestination=destination
    )
    code, _, _ = refused(
        ses.create_configuration_set_event_destination,
        ConfigurationSetName="tracked",
        EventDestination=destination,
    )
    assert code == "EventDestinationAlreadyExists"
    firehose = {
        **destination,
        "Name": "fh",
        "KinesisFirehoseDestination": {"IAMRoleARN": "r", "DeliveryStreamARN": "s"},
    }
    del firehose["SNSDestination"]
    code, message, _ = refused(
        ses.create_configuration_set_event_destination,
        ConfigurationSetName="tracked",
        EventDestination=firehose,
    )
    assert code == "InvalidParameterValue" and "KinesisFirehoseDestination" in message
    described = ses.describe_configuration_set(
        ConfigurationSetName="tracked", ConfigurationSetAttributeNames=["eventDestinations"]
    )
    assert described["ConfigurationSet"] == {"Name": "tracked"}
    assert described["EventDestinations"] == [destination]
    assert ses.list_configuration_sets()["ConfigurationSets"] == [{"Name": "tracked"}]

    ses.verify_email_identity(EmailAddress="sender@example.com")
    mid = ses.send_email(
        Source="sender@example.com",
        Destination={"ToAddresses": ["a@example.net"]},
        Message=simple("Tracked"),
        ConfigurationSetName="tracked",
    )["MessageId"]
    events: list[dict[str, Any]] = []
    deadline = time.monotonic() + 20
    while len(events) < 2 and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            events.append(json.loads(message["Body"]))
    assert sorted(e["eventType"] for e in events) == ["Delivery", "Send"]
    assert all(e["mail"]["messageId"] == mid for e in events)
    assert events[0]["mail"]["tags"]["ses:configuration-set"] == ["tracked"]
    delivery = next(e for e in events if e["eventType"] == "Delivery")
    assert delivery["delivery"]["recipients"] == ["a@example.net"]

    ses.update_configuration_set_sending_enabled(ConfigurationSetName="tracked", Enabled=False)
    code, _, _ = refused(
        ses.send_email,
        Source="sender@example.com",
        Destination={"ToAddresses": ["a@example.net"]},
        Message=simple(),
        ConfigurationSetName="tracked",
    )
    assert code == "ConfigurationSetSendingPausedException"
    ses.delete_configuration_set_event_destination(
        ConfigurationSetName="tracked", EventDestinationName="to-sns"
    )
    code, _, _ = refused(
        ses.delete_configuration_set_event_destination,
        ConfigurationSetName="tracked",
        EventDestinationName="to-sns",
    )
    assert code == "EventDestinationDoesNotExist"
    ses.delete_configuration_set(ConfigurationSetName="tracked")
    code, _, _ = refused(ses.describe_configuration_set, ConfigurationSetName="tracked")
    assert code == "ConfigurationSetDoesNotExist"
