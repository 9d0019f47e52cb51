"""AWS::CloudWatch::CompositeAlarm through CloudFormation: created over a stack's metric alarm (its rule
built with Fn::Sub from the child's Ref and Fn::GetAtt Arn), updated in place (rule, tags) and replaced
(a new name), deleted with the stack; a rule naming a missing alarm fails the resource with CloudWatch's
reason."""

from __future__ import annotations

import json
import time
from typing import Any

from cw_helpers import client

from labcloud.testing.server_process import LabcloudProcess

CHILD = {
    "Type": "AWS::CloudWatch::Alarm",
    "Properties": {
        "Namespace": "Shop",
        "MetricName": "Errors",
        "Statistic": "Sum",
        "Period": 60,
        "EvaluationPeriods": 1,
        "Threshold": 1,
        "ComparisonOperator": "GreaterThanThreshold",
        "TreatMissingData": "ignore",
    },
}


def _deploy(cfn: Any, props: dict[str, Any], update: bool = False) -> dict[str, str]:
    body = json.dumps(
        {
            "Resources": {
                "Child": CHILD,
                "Both": {"Type": "AWS::CloudWatch::CompositeAlarm", "Properties": props},
            },
            "Outputs": {
                "Name": {"Value": {"Ref": "Both"}},
                "Arn": {"Value": {"Fn::GetAtt": ["Both", "Arn"]}},
                "Child": {"Value": {"Ref": "Child"}},
            },
        }
    )
    (cfn.update_stack if update else cfn.create_stack)(StackName="family", TemplateBody=body)
    waiter = cfn.get_waiter("stack_update_complete" if update else "stack_create_complete")
    waiter.wait(StackName="family", WaiterConfig={"Delay": 1})
    outputs = cfn.describe_stacks(StackName="family")["Stacks"][0]["Outputs"]
    return {o["OutputKey"]: o["OutputValue"] for o in outputs}


def _composites(cw: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = cw.describe_alarms(AlarmTypes=["CompositeAlarm"])["CompositeAlarms"]
    return found


def test_the_composite_alarm_resource(server: LabcloudProcess) -> None:
    cfn, cw = server.boto3_client("cloudformation"), client(server, "json")
    rule = {"Fn::Sub": 'ALARM("${Child.Arn}") OR ALARM(${Child})'}
    out = _deploy(cfn, {"AlarmRule": rule, "Tags": [{"Key": "k", "Value": "1"}]})
    name = out["Name"]
    assert name.startswith("family-Both-")
    assert out["Arn"] == f"arn:aws:cloudwatch:us-east-1:000000000000:alarm:{name}"
    (alarm,) = _composites(cw)
    child_arn = f"arn:aws:cloudwatch:us-east-1:000000000000:alarm:{out['Child']}"
    assert alarm["AlarmRule"] == f'ALARM("{child_arn}") OR ALARM({out["Child"]})'
    assert cw.list_tags_for_resource(ResourceARN=out["Arn"])["Tags"] == [{"Key": "k", "Value": "1"}]
    cw.set_alarm_state(AlarmName=out["Child"], StateValue="ALARM", StateReason="drill")
    assert _composites(cw)[0]["StateValue"] == "ALARM"

    # a new rule, a description and new tags: in place
    props = {
        "AlarmRule": {"Fn::Sub": "OK(${Child})"},
        "AlarmDescription": "calm",
        "Tags": [{"Key": "j", "Value": "2"}],
    }
    assert _deploy(cfn, props, update=True)["Name"] == name
    (alarm,) = _composites(cw)
    assert (alarm["AlarmRule"], alarm["AlarmDescription"], alarm["StateValue"]) == (
        f"OK({out['Child']})",
        "calm",
        "OK",
    )
    assert cw.list_tags_for_resource(ResourceARN=out["Arn"])["Tags"] == [{"Key": "j", "Value": "2"}]
    # a new name: a replacement (the old one goes)
    assert _deploy(cfn, {**props, "AlarmName": "named-composite"}, update=True)["Name"] == "named-composite"
    assert [a["AlarmName"] for a in _composites(cw)] == ["named-composite"]
    cfn.delete_stack(StackName="family")
    cfn.get_waiter("stack_delete_complete").wait(StackName="family", WaiterConfig={"Delay": 1})
    left = cw.describe_alarms(AlarmTypes=["CompositeAlarm", "MetricAlarm"])
    assert (left["CompositeAlarms"], left["MetricAlarms"]) == ([], [])


def test_a_rule_naming_a_missing_alarm_fails_the_resource(server: LabcloudProcess) -> None:
    cfn = server.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Both": {"Type": "AWS::CloudWatch::CompositeAlarm", "Properties": {"AlarmRule": "ALARM(nowhere)"}}
        }
    }
    cfn.create_stack(StackName="orphan", TemplateBody=json.dumps(template))
    deadline = time.monotonic() + 60
    while cfn.describe_stacks(StackName="orphan")["Stacks"][0]["StackStatus"] != "ROLLBACK_COMPLETE":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="orphan")["StackEvents"]
        if e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert len(reasons) == 1
    assert (
        "Could not save the composite alarm as alarms [nowhere] in the alarm rule do not exist" in reasons[0]
    )
    assert "Error Code: ValidationError" in reasons[0]


def _settled(cfn: Any, name: str) -> str:
    deadline = time.monotonic() + 60
    while (status := cfn.describe_stacks(StackName=name)["Stacks"][0]["StackStatus"]).endswith(
        "_IN_PROGRESS"
    ):
        assert time.monotonic() < deadline, status
        time.sleep(0.1)
    return str(status)


def test_a_composite_in_alarm_is_a_rollback_trigger(server: LabcloudProcess) -> None:
    cfn, cw = server.boto3_client("cloudformation"), client(server, "json")
    cw.put_composite_alarm(AlarmName="gate-open", AlarmRule="FALSE")
    cw.put_composite_alarm(AlarmName="gate-shut", AlarmRule="TRUE")
    queue = json.dumps({"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}})
    for stack, gate, expected in (
        ("calm", "gate-open", "CREATE_COMPLETE"),
        ("tripped", "gate-shut", "ROLLBACK_COMPLETE"),
    ):
        arn = f"arn:aws:cloudwatch:us-east-1:000000000000:alarm:{gate}"
        trigger = {"Arn": arn, "Type": "AWS::CloudWatch::CompositeAlarm"}
        cfn.create_stack(
            StackName=stack,
            TemplateBody=queue,
            RollbackConfiguration={"RollbackTriggers": [trigger], "MonitoringTimeInMinutes": 0},
        )
        assert _settled(cfn, stack) == expected
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="tripped")["StackEvents"]
    ]
    assert (
        "Rollback triggered by the following alarm(s) in ALARM state: "
        "[arn:aws:cloudwatch:us-east-1:000000000000:alarm:gate-shut]"
    ) in reasons
