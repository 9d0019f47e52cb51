"""End to end, as a learner would live it: a failing SQS consumer raises Lambda Errors, its
messages pile up in the dead-letter queue, the DLQ-depth alarm goes to ALARM (and pages a Lambda
function); the consumer is fixed, the DLQ is redriven, and the alarm goes back to OK."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from cw_helpers import client, now
from lambda_helpers import create_role, deployer, events, wait_for

BROKEN = "def handler(event, context):\n    raise RuntimeError('cannot parse order')\n"
FIXED = "def handler(event, context):\n    return {'batchItemFailures': []}\n"


def _errors(cw: Any) -> float:
    answer = cw.get_metric_statistics(
        Namespace="AWS/Lambda",
        MetricName="Errors",
        Dimensions=[{"Name": "FunctionName", "Value": "consumer"}],
        StartTime=now() - dt.timedelta(minutes=10),
        EndTime=now() + dt.timedelta(minutes=1),
        Period=600,
        Statistics=["Sum"],
    )
    return sum(p["Sum"] for p in answer["Datapoints"])


def test_failing_consumer_trips_the_dlq_alarm_and_recovers(server: Any) -> None:
    cw = client(server, "smithy-rpc-v2-cbor")
    sqs = server.boto3_client("sqs")
    lam = server.boto3_client("lambda")
    deploy = deployer(server, create_role(server))
    dlq_url = sqs.create_queue(QueueName="orders-dlq")["QueueUrl"]
    dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    url = sqs.create_queue(
        QueueName="orders",
        Attributes={
            "VisibilityTimeout": "1",
            "RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": "2"}),
        },
    )["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    deploy("consumer", BROKEN, Timeout=1)
    pager = deploy("pager", "def handler(event, context):\n    return event['alarmData']['state']['value']\n")
    cw.put_metric_alarm(
        AlarmName="orders-dlq-not-empty",
        Namespace="AWS/SQS",
        MetricName="ApproximateNumberOfMessagesVisible",
        Dimensions=[{"Name": "QueueName", "Value": "orders-dlq"}],
        Statistic="Maximum",
        Period=10,
        EvaluationPeriods=1,
        Threshold=1.0,
        ComparisonOperator="GreaterThanOrEqualToThreshold",
        TreatMissingData="notBreaching",
        AlarmActions=[pager["FunctionArn"]],
        OKActions=[pager["FunctionArn"]],
    )
    lam.create_event_source_mapping(FunctionName="consumer", EventSourceArn=arn, BatchSize=1)
    for index in range(3):
        sqs.send_message(QueueUrl=url, MessageBody=json.dumps({"order": index}))

    alarm = wait_for(
        lambda: (
            (a := cw.describe_alarms(AlarmNames=["orders-dlq-not-empty"])["MetricAlarms"][0])["StateValue"]
            == "ALARM"
            and a
        ),
        timeout=90,
        interval=0.5,
    )
    assert "greater than or equal to the threshold (1.0)" in alarm["StateReason"]
    assert _errors(cw) >= 3.0  # each message failed at least once before the redrive
    wait_for(lambda: "ALARM" in _paged(server), timeout=30)  # the alarm action ran the pager function

    # the fix: a consumer that succeeds, and the dead letters sent back to the source queue
    lam.update_function_code(FunctionName="consumer", ZipFile=_zip(FIXED))
    wait_for(
        lambda: lam.get_function(FunctionName="consumer")["Configuration"]["LastUpdateStatus"] == "Successful"
    )
    wait_for(
        lambda: (
            sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["ApproximateNumberOfMessages"])[
                "Attributes"
            ]["ApproximateNumberOfMessages"]
            == "3"
        ),
        timeout=30,
    )
    sqs.start_message_move_task(SourceArn=dlq_arn, DestinationArn=arn)
    alarm = wait_for(
        lambda: (
            (a := cw.describe_alarms(AlarmNames=["orders-dlq-not-empty"])["MetricAlarms"][0])["StateValue"]
            == "OK"
            and a
        ),
        timeout=90,
        interval=0.5,
    )
    assert (
        "was not greater than or equal to the threshold (1.0)" in alarm["StateReason"]
        or "were not greater than or equal to the threshold (1.0)" in alarm["StateReason"]
    )
    history = [
        h["HistorySummary"]
        for h in cw.describe_alarm_history(
            AlarmName="orders-dlq-not-empty", HistoryItemType="StateUpdate", ScanBy="TimestampAscending"
        )["AlarmHistoryItems"]
    ]
    # notBreaching: no data at first is OK, then the dead letters trip it, then the fix clears it
    assert history == [
        "Alarm updated from INSUFFICIENT_DATA to OK",
        "Alarm updated from OK to ALARM",
        "Alarm updated from ALARM to OK",
    ]
    wait_for(lambda: _paged(server) == ["OK", "ALARM", "OK"], timeout=30)


def _paged(server: Any) -> list[str]:
    return [
        e["data"].get("result")
        for e in events(server, "lambda.invocation.finished")
        if e["data"]["function_name"] == "pager"
    ]


def _zip(code: str) -> bytes:
    from lambda_helpers import make_zip

    return make_zip({"app.py": code})
