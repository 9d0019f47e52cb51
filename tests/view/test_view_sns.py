"""The view's SNS outbox panel: email and SMS notifications labcloud recorded instead of sending."""

from __future__ import annotations

from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def test_the_outbox_panel_lists_sent_email_and_sms(labcloud: LabcloudProcess, page: Any) -> None:
    sns = labcloud.boto3_client("sns")
    topic = sns.create_topic(Name="alerts")["TopicArn"]
    sns.subscribe(TopicArn=topic, Protocol="sms", Endpoint="+15555550100")
    sns.publish(TopicArn=topic, Message="disk is full", Subject="Disk")
    sns.publish(PhoneNumber="+15555550199", Message="your code is 4242")
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    rows = page.locator("#sns-outbox tr")
    rows.nth(1).wait_for(timeout=15000)
    texts = [rows.nth(i).inner_text() for i in range(rows.count())]
    assert any("+15555550199" in t and "your code is 4242" in t for t in texts)
    assert any("+15555550100" in t and "Disk" in t and "disk is full" in t for t in texts)
    assert page.locator("#sns-outbox-empty").is_hidden()
    assert page.page_errors == []
