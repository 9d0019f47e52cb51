"""Rollback triggers: CloudWatch alarms watched during a stack operation and its monitoring time; an
alarm in ALARM (or a missing one) rolls the create or update back; a quiet monitoring time completes it."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack

ACCOUNT = "000000000000"


def _template(delay: str) -> str:
    return json.dumps(
        {
            "Resources": {
                "Queue": {
                    "Type": "AWS::SQS::Queue",
                    "Properties": {"QueueName": "watched", "DelaySeconds": delay},
                }
            }
        }
    )


def _alarm(labcloud: Any, name: str) -> str:
    cloudwatch = labcloud.boto3_client("cloudwatch")
    cloudwatch.put_metric_alarm(
        AlarmName=name,
        Namespace="App",
        MetricName="Errors",
        Statistic="Sum",
        Period=60,
        EvaluationPeriods=1,
        Threshold=1,
        ComparisonOperator="GreaterThanOrEqualToThreshold",
    )
    return f"arn:aws:cloudwatch:us-east-1:{ACCOUNT}:alarm:{name}"


def _set(labcloud: Any, name: str, state: str) -> None:
    labcloud.boto3_client("cloudwatch").set_alarm_state(AlarmName=name, StateValue=state, StateReason="test")


def _config(arn: str, minutes: int) -> dict[str, Any]:
    return {
        "RollbackTriggers": [{"Arn": arn, "Type": "AWS::CloudWatch::Alarm"}],
        "MonitoringTimeInMinutes": minutes,
    }


def _wait_event(cfn: Any, stack: str, logical: str, status: str) -> None:
    deadline = time.monotonic() + 30
    while (logical, status) not in [(e[0], e[1]) for e in events(cfn, stack)]:
        assert time.monotonic() < deadline, events(cfn, stack)
        time.sleep(0.05)


def test_an_alarm_during_the_monitoring_time_rolls_the_create_back(labcloud: Any, cfn: Any) -> None:
    arn = _alarm(labcloud, "errors")
    _set(labcloud, "errors", "OK")
    cfn.create_stack(StackName="watched", TemplateBody=_template("0"), RollbackConfiguration=_config(arn, 10))
    _wait_event(cfn, "watched", "Queue", "CREATE_COMPLETE")
    time.sleep(0.3)  # the monitoring time holds the operation open
    stack = cfn.describe_stacks(StackName="watched")["Stacks"][0]
    assert stack["StackStatus"] == "CREATE_IN_PROGRESS"
    assert stack["RollbackConfiguration"] == _config(arn, 10)
    _set(labcloud, "errors", "ALARM")
    stack = wait_stack(cfn, "watched")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reason = f"Rollback triggered by the following alarm(s) in ALARM state: [{arn}]"
    assert ("watched", "ROLLBACK_IN_PROGRESS", reason) in events(cfn, "watched")
    assert labcloud.boto3_client("sqs").list_queues().get("QueueUrls", []) == []


def test_a_quiet_monitoring_time_completes_and_an_update_keeps_the_triggers(
    labcloud: Any, cfn: Any, labcloud_clock: Any
) -> None:
    arn = _alarm(labcloud, "latency")
    _set(labcloud, "latency", "OK")
    cfn.create_stack(StackName="quiet", TemplateBody=_template("0"), RollbackConfiguration=_config(arn, 5))
    _wait_event(cfn, "quiet", "Queue", "CREATE_COMPLETE")
    labcloud_clock.advance(301)
    stack = wait_stack(cfn, "quiet")
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    # an update without RollbackConfiguration is watched by the stack's triggers; the alarm is in ALARM
    _set(labcloud, "latency", "ALARM")
    cfn.update_stack(StackName="quiet", TemplateBody=_template("5"))
    stack = wait_stack(cfn, "quiet")
    assert stack["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    assert stack["RollbackConfiguration"] == _config(arn, 5)
    sqs = labcloud.boto3_client("sqs")
    url = sqs.get_queue_url(QueueName="watched")["QueueUrl"]
    assert sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["DelaySeconds"])["Attributes"] == {
        "DelaySeconds": "0"
    }
    # an update with an empty configuration drops the triggers
    cfn.update_stack(
        StackName="quiet", TemplateBody=_template("5"), RollbackConfiguration={"RollbackTriggers": []}
    )
    stack = wait_stack(cfn, "quiet")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert stack["RollbackConfiguration"] == {"RollbackTriggers": []}


def test_a_missing_alarm_fails_the_operation(labcloud: Any, cfn: Any) -> None:
    arn = f"arn:aws:cloudwatch:us-east-1:{ACCOUNT}:alarm:nowhere"
    cfn.create_stack(StackName="blind", TemplateBody=_template("0"), RollbackConfiguration=_config(arn, 0))
    stack = wait_stack(cfn, "blind")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    assert ("blind", "ROLLBACK_IN_PROGRESS", f"Rollback trigger(s) not found: [{arn}]") in events(
        cfn, "blind"
    )


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (
            {
                "RollbackTriggers": [
                    {
                        "Arn": f"arn:aws:cloudwatch:us-east-1:{ACCOUNT}:alarm:a{i}",
                        "Type": "AWS::CloudWatch::Alarm",
                    }
                    for i in range(6)
                ]
            },
            "failed to satisfy constraint: Member must have length less than or equal to 5",
        ),
        (
            {
                "RollbackTriggers": [
                    {"Arn": f"arn:aws:cloudwatch:us-east-1:{ACCOUNT}:alarm:a", "Type": "AWS::SNS::Topic"}
                ]
            },
            "Unsupported rollback trigger type [AWS::SNS::Topic]. Supported types: "
            "[AWS::CloudWatch::Alarm, AWS::CloudWatch::CompositeAlarm]",
        ),
        (
            {"MonitoringTimeInMinutes": 181},
            "1 validation error detected: Value '181' at 'rollbackConfiguration.monitoringTimeInMinutes' failed to "
            "satisfy constraint: Member must have value less than or equal to 180",
        ),
        (
            {
                "RollbackTriggers": [
                    {
                        "Arn": f"arn:aws:cloudwatch:us-east-1:{ACCOUNT}:alarm:a",
                        "Type": "AWS::CloudWatch::Alarm",
                    }
                ]
                * 2
            },
            "Rollback triggers must be unique.",
        ),
    ],
    ids=["too-many", "type", "minutes", "twice"],
)
def test_a_malformed_configuration_is_a_validation_error(
    cfn: Any, config: dict[str, Any], message: str
) -> None:
    with pytest.raises(ClientError) as err:
        cfn.create_stack(StackName="bad", TemplateBody=_template("0"), RollbackConfiguration=config)
    error = err.value.response["Error"]
    assert error["Code"] == "ValidationError"
    assert error["Message"].endswith(message), error["Message"]
    assert cfn.list_stacks()["StackSummaries"] == []


def test_a_change_set_carries_its_triggers_to_the_update(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="staged", TemplateBody=_template("0"))
    assert wait_stack(cfn, "staged")["StackStatus"] == "CREATE_COMPLETE"
    arn = _alarm(labcloud, "health")
    _set(labcloud, "health", "ALARM")
    cfn.create_change_set(
        StackName="staged",
        ChangeSetName="next",
        TemplateBody=_template("3"),
        RollbackConfiguration=_config(arn, 0),
    )
    deadline = time.monotonic() + 30
    while (described := cfn.describe_change_set(StackName="staged", ChangeSetName="next"))[
        "Status"
    ] != "CREATE_COMPLETE":
        assert time.monotonic() < deadline, described
        time.sleep(0.05)
    assert described["RollbackConfiguration"] == _config(arn, 0)
    cfn.execute_change_set(StackName="staged", ChangeSetName="next")
    stack = wait_stack(cfn, "staged")
    assert stack["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    reason = f"Rollback triggered by the following alarm(s) in ALARM state: [{arn}]"
    assert ("staged", "UPDATE_ROLLBACK_IN_PROGRESS", reason) in events(cfn, "staged")
    assert stack["RollbackConfiguration"] == _config(arn, 0)
