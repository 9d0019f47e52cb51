"""SES v2 (rest-json) through boto3's ``sesv2`` client: identities, templates, SendEmail in its three forms,
SendBulkEmail, GetAccount, configuration sets with an EventBridge destination, tags; both APIs share one
store (an identity verified with v1 sends with v2)."""

from __future__ import annotations

import json
import time
from typing import Any

from ses_helpers import refused

from labcloud.testing.server_process import LabcloudProcess

SIMPLE = {"Simple": {"Subject": {"Data": "Hi"}, "Body": {"Text": {"Data": "Body"}}}}


def test_email_identities(sesv2: Any, ses: Any) -> None:
    made = sesv2.create_email_identity(EmailIdentity="me@example.com", Tags=[{"Key": "team", "Value": "a"}])
    assert made["IdentityType"] == "EMAIL_ADDRESS" and made["VerifiedForSendingStatus"] is True
    domain = sesv2.create_email_identity(EmailIdentity="example.org")
    assert domain["IdentityType"] == "DOMAIN" and domain["DkimAttributes"]["Status"] == "SUCCESS"
    assert len(domain["DkimAttributes"]["Tokens"]) == 3
    got = sesv2.get_email_identity(EmailIdentity="me@example.com")
    assert got["VerificationStatus"] == "SUCCESS" and got["Tags"] == [{"Key": "team", "Value": "a"}]
    listed = sesv2.list_email_identities()["EmailIdentities"]
    assert [(i["IdentityName"], i["IdentityType"]) for i in listed] == [
        ("example.org", "DOMAIN"),
        ("me@example.com", "EMAIL_ADDRESS"),
    ]
    assert sorted(ses.list_identities()["Identities"]) == ["example.org", "me@example.com"]  # one store
    page = sesv2.list_email_identities(PageSize=1)
    assert len(page["EmailIdentities"]) == 1 and page["NextToken"]

    code, message, status = refused(sesv2.create_email_identity, EmailIdentity="me@example.com")
    assert (code, status) == ("AlreadyExistsException", 400) and "me@example.com" in message
    code, _, status = refused(sesv2.get_email_identity, EmailIdentity="nobody@example.com")
    assert (code, status) == ("NotFoundException", 404)
    code, _, _ = refused(sesv2.create_email_identity, EmailIdentity="bad domain")
    assert code == "BadRequestException"
    code, _, _ = refused(
        sesv2.create_email_identity,
        EmailIdentity="byo.example",
        DkimSigningAttributes={"DomainSigningSelector": "s", "DomainSigningPrivateKey": "k"},
    )
    assert code == "BadRequestException"
    code, _, _ = refused(
        sesv2.create_email_identity, EmailIdentity="x@example.com", ConfigurationSetName="none"
    )
    assert code == "NotFoundException"
    sesv2.delete_email_identity(EmailIdentity="example.org")
    code, _, _ = refused(sesv2.delete_email_identity, EmailIdentity="example.org")
    assert code == "NotFoundException"


def test_email_templates(sesv2: Any) -> None:
    content = {"Subject": "Hello {{name}}", "Text": "Hi {{name}}", "Html": "<p>{{name}}</p>"}
    sesv2.create_email_template(TemplateName="hello", TemplateContent=content)
    got = sesv2.get_email_template(TemplateName="hello")
    assert got["TemplateName"] == "hello" and got["TemplateContent"] == content
    assert [t["TemplateName"] for t in sesv2.list_email_templates()["TemplatesMetadata"]] == ["hello"]
    rendered = sesv2.test_render_email_template(TemplateName="hello", TemplateData='{"name": "Zoe"}')
    assert "Subject: Hello Zoe" in rendered["RenderedTemplate"]
    sesv2.update_email_template(TemplateName="hello", TemplateContent={**content, "Subject": "Yo {{name}}"})
    assert sesv2.get_email_template(TemplateName="hello")["TemplateContent"]["Subject"] == "Yo {{name}}"

    code, _, _ = refused(sesv2.create_email_template, TemplateName="hello", TemplateContent=content)
    assert code == "AlreadyExistsException"
    code, message, status = refused(sesv2.get_email_template, TemplateName="nope")
    assert (code, message, status) == ("NotFoundException", "Template nope does not exist.", 404)
    code, _, _ = refused(sesv2.test_render_email_template, TemplateName="hello", TemplateData="{}")
    assert code == "BadRequestException"
    code, _, _ = refused(sesv2.test_render_email_template, TemplateName="hello", TemplateData="[1]")
    assert code == "BadRequestException"
    code, _, _ = refused(sesv2.update_email_template, TemplateName="nope", TemplateContent=content)
    assert code == "NotFoundException"
    sesv2.delete_email_template(TemplateName="hello")
    code, _, _ = refused(sesv2.delete_email_template, TemplateName="hello")
    assert code == "NotFoundException"


def test_send_email_simple_raw_and_template(sesv2: Any, ses: Any, labcloud: LabcloudProcess) -> None:
    ses.verify_email_identity(EmailAddress="me@example.com")  # verified with v1, used with v2
    dest = {"ToAddresses": ["you@example.net"]}
    simple = sesv2.send_email(FromEmailAddress="me@example.com", Destination=dest, Content=SIMPLE)[
        "MessageId"
    ]
    raw_message = b"From: me@example.com\r\nTo: raw@example.net\r\nSubject: Raw\r\n\r\nraw body"
    raw = sesv2.send_email(Content={"Raw": {"Data": raw_message}})["MessageId"]
    sesv2.create_email_template(TemplateName="t", TemplateContent={"Subject": "T {{x}}", "Text": "{{x}}"})
    templated = sesv2.send_email(
        FromEmailAddress="me@example.com",
        Destination=dest,
        Content={"Template": {"TemplateName": "t", "TemplateData": '{"x": "one"}'}},
    )["MessageId"]
    inline = sesv2.send_email(
        FromEmailAddress="me@example.com",
        Destination=dest,
        Content={"Template": {"TemplateContent": {"Subject": "I {{x}}"}, "TemplateData": '{"x": "two"}'}},
    )["MessageId"]
    shown = {m["MessageId"]: m for m in labcloud.get("/_labcloud/ses/messages")["messages"]}
    assert shown[simple]["Subject"] == "Hi" and shown[simple]["Operation"] == "v2:SendEmail"
    assert (
        shown[raw]["Destination"] == {"ToAddresses": ["raw@example.net"]} and shown[raw]["Subject"] == "Raw"
    )
    assert shown[templated]["Subject"] == "T one" and shown[inline]["Subject"] == "I two"

    results = sesv2.send_bulk_email(
        FromEmailAddress="me@example.com",
        DefaultContent={"Template": {"TemplateName": "t", "TemplateData": '{"x": "default"}'}},
        BulkEmailEntries=[
            {"Destination": {"ToAddresses": ["b1@example.net"]}},
            {
                "Destination": {"ToAddresses": ["b2@example.net"]},
                "ReplacementEmailContent": {
                    "ReplacementTemplate": {"ReplacementTemplateData": '{"x": "mine"}'}
                },
            },
        ],
    )["BulkEmailEntryResults"]
    assert [r["Status"] for r in results] == ["SUCCESS", "SUCCESS"]
    subjects = [labcloud.get(f"/_labcloud/ses/messages/{r['MessageId']}")["Subject"] for r in results]
    assert subjects == ["T default", "T mine"]

    account = sesv2.get_account()
    assert account["ProductionAccessEnabled"] is True and account["SendingEnabled"] is True
    assert account["SendQuota"]["SentLast24Hours"] == 6.0


def test_send_email_errors(sesv2: Any) -> None:
    dest = {"ToAddresses": ["you@example.net"]}
    code, message, status = refused(
        sesv2.send_email, FromEmailAddress="stranger@example.com", Destination=dest, Content=SIMPLE
    )
    assert (code, status) == ("MessageRejected", 400) and message.startswith("Email address is not verified.")
    sesv2.create_email_identity(EmailIdentity="me@example.com")
    code, message, _ = refused(
        sesv2.send_email,
        FromEmailAddress="me@example.com",
        Destination={"ToAddresses": [f"r{i}@example.net" for i in range(51)]},
        Content=SIMPLE,
    )
    assert (code, message) == ("BadRequestException", "Recipient count exceeds 50.")
    code, _, _ = refused(sesv2.send_email, FromEmailAddress="me@example.com", Content=SIMPLE)
    assert code == "BadRequestException"  # no recipient
    code, _, _ = refused(
        sesv2.send_email,
        FromEmailAddress="me@example.com",
        Destination=dest,
        Content={"Template": {"TemplateName": "missing", "TemplateData": "{}"}},
    )
    assert code == "NotFoundException"
    code, _, _ = refused(
        sesv2.send_email, FromEmailAddress="me@example.com", Destination=dest, Content=SIMPLE, TenantName="t1"
    )
    assert code == "BadRequestException"
    attachment = {"RawContent": b"x", "FileName": "a.txt"}
    with_attachment = {"Simple": {**SIMPLE["Simple"], "Attachments": [attachment]}}
    code, message, _ = refused(
        sesv2.send_email, FromEmailAddress="me@example.com", Destination=dest, Content=with_attachment
    )
    assert code == "BadRequestException" and "Attachments" in message
    code, _, _ = refused(
        sesv2.send_email,
        FromEmailAddress="me@example.com",
        Destination=dest,
        Content=SIMPLE,
        ConfigurationSetName="x",
    )
    assert code == "NotFoundException"


def test_configuration_set_with_an_eventbridge_destination(sesv2: Any, labcloud: LabcloudProcess) -> None:
    events = labcloud.boto3_client("events")
    sqs = labcloud.boto3_client("sqs")
    queue = sqs.create_queue(QueueName="ses-bus")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    rule = events.put_rule(Name="ses-mail", EventPattern=json.dumps({"source": ["aws.ses"]}))["RuleArn"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "events.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": queue_arn,
                "Condition": {"ArnEquals": {"aws:SourceArn": rule}},
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=queue, Attributes={"Policy": json.dumps(policy)})
    events.put_targets(Rule="ses-mail", Targets=[{"Id": "q", "Arn": queue_arn}])
    bus = events.describe_event_bus()["Arn"]

    sesv2.create_configuration_set(
        ConfigurationSetName="cs", SendingOptions={"SendingEnabled": True}, Tags=[{"Key": "k", "Value": "v"}]
    )
    got = sesv2.get_configuration_set(ConfigurationSetName="cs")
    assert got["SendingOptions"] == {"SendingEnabled": True} and got["Tags"] == [{"Key": "k", "Value": "v"}]
    assert sesv2.list_configuration_sets()["ConfigurationSets"] == ["cs"]
    code, _, _ = refused(sesv2.create_configuration_set, ConfigurationSetName="cs")
    assert code == "AlreadyExistsException"
    code, message, _ = refused(
        sesv2.create_configuration_set,
        ConfigurationSetName="cs2",
        TrackingOptions={"CustomRedirectDomain": "x.com"},
    )
    assert code == "BadRequestException" and "TrackingOptions" in message
    definition = {
        "Enabled": True,
        "MatchingEventTypes": ["SEND", "DELIVERY"],
        "EventBridgeDestination": {"EventBusArn": bus},
    }
    sesv2.create_configuration_set_event_destination(
        ConfigurationSetName="cs", EventDestinationName="bus", EventDestination=definition
    )
    shown = sesv2.get_configuration_set_event_destinations(ConfigurationSetName="cs")["EventDestinations"]
    assert shown == [{"Name": "bus", **definition}]
    code, _, _ = refused(
        sesv2.create_configuration_set_event_destination,
        ConfigurationSetName="cs",
        EventDestinationName="cw",
        EventDestination={
            "MatchingEventTypes": ["SEND"],
            "CloudWatchDestination": {"DimensionConfigurations": []},
        },
    )
    assert code == "BadRequestException"

    sesv2.create_email_identity(EmailIdentity="me@example.com")
    mid = sesv2.send_email(
        FromEmailAddress="me@example.com",
        Destination={"ToAddresses": ["you@example.net"]},
        Content=SIMPLE,
        ConfigurationSetName="cs",
    )["MessageId"]
    received: list[dict[str, Any]] = []
    deadline = time.monotonic() + 20
    while len(received) < 2 and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            received.append(json.loads(message["Body"]))
    assert sorted(e["detail-type"] for e in received) == ["Email Delivered", "Email Sent"]
    assert all(e["source"] == "aws.ses" and e["detail"]["mail"]["messageId"] == mid for e in received)

    sesv2.put_configuration_set_sending_options(ConfigurationSetName="cs", SendingEnabled=False)
    code, _, _ = refused(
        sesv2.send_email,
        FromEmailAddress="me@example.com",
        Destination={"ToAddresses": ["you@example.net"]},
        Content=SIMPLE,
        ConfigurationSetName="cs",
    )
    assert code == "SendingPausedException"
    sesv2.update_configuration_set_event_destination(
        ConfigurationSetName="cs",
        EventDestinationName="bus",
        EventDestination={**definition, "Enabled": False},
    )
    sesv2.delete_configuration_set_event_destination(ConfigurationSetName="cs", EventDestinationName="bus")
    code, _, _ = refused(
        sesv2.delete_configuration_set_event_destination,
        ConfigurationSetName="cs",
        EventDestinationName="bus",
    )
    assert code == "NotFoundException"
    sesv2.delete_configuration_set(ConfigurationSetName="cs")
    code, _, _ = refused(sesv2.get_configuration_set, ConfigurationSetName="cs")
    assert code == "NotFoundException"


def test_tags(sesv2: Any) -> None:
    sesv2.create_email_identity(EmailIdentity="me@example.com")
    arn = "arn:aws:ses:us-east-1:000000000000:identity/me@example.com"
    sesv2.tag_resource(ResourceArn=arn, Tags=[{"Key": "a", "Value": "1"}, {"Key": "b", "Value": "2"}])
    sesv2.untag_resource(ResourceArn=arn, TagKeys=["a"])
    assert sesv2.list_tags_for_resource(ResourceArn=arn)["Tags"] == [{"Key": "b", "Value": "2"}]
    code, _, _ = refused(
        sesv2.list_tags_for_resource, ResourceArn="arn:aws:ses:us-east-1:000000000000:template/none"
    )
    assert code == "NotFoundException"
    code, _, _ = refused(sesv2.list_tags_for_resource, ResourceArn="not-an-arn")
    assert code == "BadRequestException"


def test_unserved_v2_features_are_refused_clearly(sesv2: Any) -> None:
    code, _, status = refused(sesv2.create_contact_list, ContactListName="news")
    assert (code, status) == ("NotImplementedException", 501)
    code, _, _ = refused(sesv2.put_suppressed_destination, EmailAddress="a@example.com", Reason="BOUNCE")
    assert code == "NotImplementedException"
    code, _, _ = refused(sesv2.create_dedicated_ip_pool, PoolName="p")
    assert code == "NotImplementedException"
