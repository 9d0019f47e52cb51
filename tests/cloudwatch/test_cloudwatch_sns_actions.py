"""Alarm actions that name an SNS topic: the alarm's notification (CloudWatch's message JSON and subject)
published through the pipeline as ``cloudwatch.amazonaws.com`` and delivered to an SQS subscription; a
topic whose policy does not let CloudWatch publish, and a topic that does not exist, leave a failed
``Action`` item in the alarm's history."""

from __future__ import annotations

import json
import re
from typing import Any

from cw_helpers import client
from lambda_helpers import wait_for

ACCOUNT, REGION = "000000000000", "us-east-1"
ALARM = {
    "Namespace": "Shop",
    "MetricName": "Errors",
    "Statistic": "Sum",
    "Period": 60,
    "EvaluationPeriods": 2,
    "DatapointsToAlarm": 1,
    "Threshold": 5,
    "ComparisonOperator": "GreaterThanOrEqualToThreshold",
    "Dimensions": [{"Name": "Service", "Value": "orders"}],
}
STAMP = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000"


def topic_with_queue(server: Any, name: str) -> tuple[str, str]:
    sns, sqs = server.boto3_client("sns"), server.boto3_client("sqs")
    topic = sns.create_topic(Name=name)["TopicArn"]
    url = sqs.create_queue(QueueName=f"{name}-inbox")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "sns.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": arn,
    }
    sqs.set_queue_attributes(
        QueueUrl=url, Attributes={"Policy": json.dumps({"Version": "2012-10-17", "Statement": [statement]})}
    )
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn)
    return topic, url


def receive(server: Any, url: str) -> list[dict[str, Any]]:
    sqs = server.boto3_client("sqs")
    got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=5, MaxNumberOfMessages=10).get("Messages", [])
    return [json.loads(m["Body"]) for m in got]


def action_history(cw: Any, name: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = wait_for(
        lambda: cw.describe_alarm_history(AlarmName=name, HistoryItemType="Action")["AlarmHistoryItems"]
    )
    return items


def test_an_alarm_publishes_its_notification_to_a_topic(server: Any) -> None:
    cw = client(server, "json")
    topic, url = topic_with_queue(server, "ops-pager")
    cw.put_metric_alarm(
        AlarmName="orders-errors", AlarmDescription="errors in orders", AlarmActions=[topic], **ALARM
    )
    cw.set_alarm_state(AlarmName="orders-errors", StateValue="ALARM", StateReason="drill")
    envelope = wait_for(lambda: receive(server, url))[0]
    assert envelope["Type"] == "Notification" and envelope["TopicArn"] == topic
    assert envelope["Subject"] == 'ALARM: "orders-errors" in US East (N. Virginia)'
    body = json.loads(envelope["Message"])
    alarm = cw.describe_alarms(AlarmNames=["orders-errors"])["MetricAlarms"][0]
    assert re.fullmatch(STAMP, body.pop("AlarmConfigurationUpdatedTimestamp"))
    assert re.fullmatch(STAMP, body.pop("StateChangeTime"))
    assert body == {
        "AlarmName": "orders-errors",
        "AlarmDescription": "errors in orders",
        "AWSAccountId": ACCOUNT,
        "NewStateValue": "ALARM",
        "NewStateReason": "drill",
        "Region": "US East (N. Virginia)",
        "AlarmArn": alarm["AlarmArn"],
        "OldStateValue": "INSUFFICIENT_DATA",
        "OKActions": [],
        "AlarmActions": [topic],
        "InsufficientDataActions": [],
        "Trigger": {
            "MetricName": "Errors",
            "Namespace": "Shop",
            "StatisticType": "Statistic",
            "Statistic": "SUM",
            "Unit": None,
            "Dimensions": [{"value": "orders", "name": "Service"}],
            "Period": 60,
            "EvaluationPeriods": 2,
            "DatapointsToAlarm": 1,
            "ComparisonOperator": "GreaterThanOrEqualToThreshold",
            "Threshold": 5.0,
            "TreatMissingData": "missing",
            "EvaluateLowSampleCountPercentile": "",
        },
    }
    [item] = action_history(cw, "orders-errors")
    assert item["HistorySummary"] == f"Successfully executed action {topic}"
    assert json.loads(item["HistoryData"])["actionState"] == "Succeeded"


def test_ok_and_insufficient_data_actions_and_an_extended_statistic(server: Any) -> None:
    cw = client(server, "query")
    topic, url = topic_with_queue(server, "ops-calm")
    alarm = {k: v for k, v in ALARM.items() if k not in ("Statistic", "DatapointsToAlarm")}
    cw.put_metric_alarm(
        AlarmName="latency",
        ExtendedStatistic="p99",
        OKActions=[topic],
        InsufficientDataActions=[topic],
        **alarm,
    )
    cw.set_alarm_state(AlarmName="latency", StateValue="OK", StateReason="calm")
    first = json.loads(wait_for(lambda: receive(server, url))[0]["Message"])
    assert (first["OldStateValue"], first["NewStateValue"], first["AlarmDescription"]) == (
        "INSUFFICIENT_DATA",
        "OK",
        None,
    )
    assert first["Trigger"]["StatisticType"] == "ExtendedStatistic"
    assert first["Trigger"]["ExtendedStatistic"] == "p99" and "Statistic" not in first["Trigger"]
    assert "DatapointsToAlarm" not in first["Trigger"]
    cw.set_alarm_state(AlarmName="latency", StateValue="INSUFFICIENT_DATA", StateReason="quiet")
    second = wait_for(lambda: receive(server, url))[0]
    assert second["Subject"] == 'INSUFFICIENT_DATA: "latency" in US East (N. Virginia)'
    assert json.loads(second["Message"])["OldStateValue"] == "OK"


def test_a_topic_whose_policy_leaves_cloudwatch_out_gets_nothing(server: Any) -> None:
    cw, sns = client(server, "json"), server.boto3_client("sns")
    topic, url = topic_with_queue(server, "private")
    statement = {
        "Effect": "Allow",
        "Principal": {"AWS": f"arn:aws:iam::{ACCOUNT}:root"},
        "Action": "sns:Publish",
        "Resource": topic,
    }
    policy = {"Version": "2012-10-17", "Statement": [statement]}
    sns.set_topic_attributes(TopicArn=topic, AttributeName="Policy", AttributeValue=json.dumps(policy))
    cw.put_metric_alarm(AlarmName="shut-out", AlarmActions=[topic], **ALARM)
    cw.set_alarm_state(AlarmName="shut-out", StateValue="ALARM", StateReason="drill")
    [item] = action_history(cw, "shut-out")
    assert item["HistorySummary"] == (
        f'Failed to execute action {topic}. Received error: "User: cloudwatch.amazonaws.com is not authorized'
        f" to perform: sns:Publish on resource: {topic} because no resource-based policy allows the"
        ' sns:Publish action"'
    )
    assert json.loads(item["HistoryData"])["actionState"] == "Failed"
    assert receive(server, url) == []
    # the policy letting CloudWatch in for this alarm opens the way
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "cloudwatch.amazonaws.com"},
        "Action": "sns:Publish",
        "Resource": topic,
        "Condition": {"ArnLike": {"aws:SourceArn": f"arn:aws:cloudwatch:{REGION}:{ACCOUNT}:alarm:shut-*"}},
    }
    policy["Statement"].append(statement)
    sns.set_topic_attributes(TopicArn=topic, AttributeName="Policy", AttributeValue=json.dumps(policy))
    cw.set_alarm_state(AlarmName="shut-out", StateValue="OK", StateReason="calm")
    cw.set_alarm_state(AlarmName="shut-out", StateValue="ALARM", StateReason="again")
    assert json.loads(wait_for(lambda: receive(server, url))[0]["Message"])["NewStateReason"] == "again"


def test_an_action_to_a_missing_topic_is_a_failed_history_item(server: Any) -> None:
    cw = client(server, "smithy-rpc-v2-cbor")
    missing = f"arn:aws:sns:{REGION}:{ACCOUNT}:never-made"
    cw.put_metric_alarm(AlarmName="orphan", AlarmActions=[missing], **ALARM)
    cw.set_alarm_state(AlarmName="orphan", StateValue="ALARM", StateReason="drill")
    [item] = action_history(cw, "orphan")
    # as for any caller a resource policy must admit: no topic, no policy to admit the service principal
    assert item["HistorySummary"] == (
        f'Failed to execute action {missing}. Received error: "User: cloudwatch.amazonaws.com is not'
        f" authorized to perform: sns:Publish on resource: {missing} because no resource-based policy allows"
        ' the sns:Publish action"'
    )
    data = json.loads(item["HistoryData"])
    assert (data["actionState"], data["notificationResource"]) == ("Failed", missing)


def test_a_topic_in_another_region_is_refused(server: Any) -> None:
    cw = client(server, "json")
    other = f"arn:aws:sns:eu-west-1:{ACCOUNT}:far"
    try:
        cw.put_metric_alarm(AlarmName="far", AlarmActions=[other], **ALARM)
    except cw.exceptions.ClientError as error:
        assert error.response["Error"]["Code"] == "InvalidParameterValue"
        assert (
            error.response["Error"]["Message"]
            == "Invalid region eu-west-1 specified. Only us-east-1 is supported."
        )
    else:
        raise AssertionError("an SNS action in another region was accepted")
