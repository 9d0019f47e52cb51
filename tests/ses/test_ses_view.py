"""SES in the view: the resource map draws each identity with its last minute's sends and each configuration
set wired to its SNS destination; the live event stream carries each sent message."""

from __future__ import annotations

from typing import Any

from ses_helpers import simple

from labcloud.testing.server_process import LabcloudProcess


def test_map_and_events_show_ses(ses: Any, labcloud: LabcloudProcess) -> None:
    topic = labcloud.boto3_client("sns").create_topic(Name="mail-events")["TopicArn"]
    ses.verify_email_identity(EmailAddress="sender@example.com")
    ses.create_configuration_set(ConfigurationSet={"Name": "cs"})
    ses.create_configuration_set_event_destination(
        ConfigurationSetName="cs",
        EventDestination={
            "Name": "d",
            "Enabled": True,
            "MatchingEventTypes": ["send"],
            "SNSDestination": {"TopicARN": topic},
        },
    )
    mid = ses.send_email(
        Source="sender@example.com", Destination={"ToAddresses": ["a@example.net"]}, Message=simple()
    )["MessageId"]
    graph = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in graph["nodes"]}
    identity = nodes["arn:aws:ses:us-east-1:000000000000:identity/sender@example.com"]
    assert identity["kind"] == "ses.identity" and identity["facts"]["sent_last_minute"] == 1
    assert nodes["arn:aws:ses:us-east-1:000000000000:configuration-set/cs"]["kind"] == "ses.configuration_set"
    assert any(
        e["from"] == "arn:aws:ses:us-east-1:000000000000:configuration-set/cs" and e["to"] == topic
        for e in graph["edges"]
    )
    sent = [
        e for e in labcloud.get("/_labcloud/events?limit=200")["events"] if e["kind"] == "ses.message.sent"
    ]
    assert [e["data"]["message_id"] for e in sent] == [mid]
