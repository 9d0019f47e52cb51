"""Composite alarms through boto3 (each protocol where the wire matters): PutCompositeAlarm's checks
with CloudWatch's error codes, the state following the children (SetAlarmState, metric evaluation,
composites of composites) with CloudWatch's reasons and history, DescribeAlarms' AlarmTypes /
ChildrenOfAlarmName / ParentsOfAlarmName, SNS actions, tags, deletion, and a restart."""

from __future__ import annotations

import datetime as dt
import json
import re
import subprocess
import urllib.request
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cw_helpers import cli_env, client, code_of, now
from lambda_helpers import create_role, deployer, events, wait_for
from test_cloudwatch_sns_actions import receive, topic_with_queue

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT, REGION = "000000000000", "us-east-1"
ARN = f"arn:aws:cloudwatch:{REGION}:{ACCOUNT}:alarm:"
METRIC = {
    "Namespace": "Shop",
    "MetricName": "Errors",
    "Statistic": "Sum",
    "Period": 10,
    "EvaluationPeriods": 1,
    "Threshold": 1.0,
    "ComparisonOperator": "GreaterThanThreshold",
}
STAMP = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000"
LONG_TIME = r"[A-Z][a-z]+day \d\d [A-Z][a-z]+, \d{4} \d\d:\d\d:\d\d UTC"


def children(cw: Any, *names: str) -> None:
    """Metric alarms without data that keep the state SetAlarmState gives them (missing data ignored)."""
    for name in names:
        cw.put_metric_alarm(
            AlarmName=name, **{**METRIC, "MetricName": f"m-{name}"}, TreatMissingData="ignore"
        )


def composite(cw: Any, name: str) -> dict[str, Any]:
    found: dict[str, Any] = cw.describe_alarms(AlarmNames=[name], AlarmTypes=["CompositeAlarm"])[
        "CompositeAlarms"
    ][0]
    return found


def triggering(alarm: dict[str, Any]) -> list[tuple[str, str]]:
    data = json.loads(alarm["StateReasonData"])
    for item in data["triggeringAlarms"]:
        assert re.fullmatch(STAMP, item["state"]["timestamp"])
    return [(item["arn"], item["state"]["value"]) for item in data["triggeringAlarms"]]


def test_put_describe_and_follow_the_children(cw: Any) -> None:
    children(cw, "cpu", "disk")
    cw.put_composite_alarm(
        AlarmName="host",
        AlarmRule='ALARM(cpu) AND ALARM("disk")',
        AlarmDescription="both",
        Tags=[{"Key": "team", "Value": "ops"}],
    )
    assert cw.describe_alarms()["MetricAlarms"] and not cw.describe_alarms().get("CompositeAlarms")
    assert [a["AlarmName"] for a in cw.describe_alarms()["MetricAlarms"]] == ["cpu", "disk"]
    host = composite(cw, "host")
    assert host["AlarmArn"] == ARN + "host" and host["AlarmRule"] == 'ALARM(cpu) AND ALARM("disk")'
    assert (host["AlarmDescription"], host["ActionsEnabled"], host["AlarmActions"]) == ("both", True, [])
    assert host["StateValue"] == "OK"
    assert host["StateReason"] == f"{ARN}host was created and its alarm rule evaluates to OK"
    assert triggering(host) == [(ARN + "cpu", "INSUFFICIENT_DATA"), (ARN + "disk", "INSUFFICIENT_DATA")]
    both = cw.describe_alarms(AlarmTypes=["MetricAlarm", "CompositeAlarm"])
    assert [a["AlarmName"] for a in both["MetricAlarms"]] == ["cpu", "disk"]
    assert [a["AlarmName"] for a in both["CompositeAlarms"]] == ["host"]

    cw.set_alarm_state(AlarmName="cpu", StateValue="ALARM", StateReason="hot")
    assert composite(cw, "host")["StateValue"] == "OK"
    cw.set_alarm_state(AlarmName="disk", StateValue="ALARM", StateReason="full")
    host = composite(cw, "host")
    assert host["StateValue"] == "ALARM"
    assert re.fullmatch(re.escape(f"{ARN}disk transitioned to ALARM at ") + LONG_TIME, host["StateReason"])
    assert triggering(host) == [(ARN + "cpu", "ALARM"), (ARN + "disk", "ALARM")]
    cw.set_alarm_state(AlarmName="cpu", StateValue="OK", StateReason="cool")
    host = composite(cw, "host")
    assert host["StateValue"] == "OK" and host["StateReason"].startswith(f"{ARN}cpu transitioned to OK at ")
    assert triggering(host) == [(ARN + "cpu", "OK")]

    items = cw.describe_alarm_history(AlarmName="host", AlarmTypes=["CompositeAlarm"])["AlarmHistoryItems"]
    assert [(i["AlarmType"], i["HistoryItemType"], i["HistorySummary"]) for i in items] == [
        ("CompositeAlarm", "StateUpdate", "Alarm updated from ALARM to OK"),
        ("CompositeAlarm", "StateUpdate", "Alarm updated from OK to ALARM"),
        ("CompositeAlarm", "StateUpdate", "Alarm updated from INSUFFICIENT_DATA to OK"),
        ("CompositeAlarm", "ConfigurationUpdate", 'Alarm "host" created'),
    ]
    assert cw.describe_alarm_history(AlarmName="host", AlarmTypes=["MetricAlarm"])["AlarmHistoryItems"] == []
    metric_only = cw.describe_alarm_history(AlarmTypes=["MetricAlarm"])["AlarmHistoryItems"]
    assert {i["AlarmName"] for i in metric_only} == {"cpu", "disk"}
    assert json.loads(items[1]["HistoryData"])["newState"]["stateReasonData"]["triggeringAlarms"]


def test_rule_grammar_constants_not_and_arns(cbor: Any) -> None:
    children(cbor, "a", "b")
    cbor.put_composite_alarm(AlarmName="always", AlarmRule="TRUE")
    assert composite(cbor, "always")["StateValue"] == "ALARM"
    assert triggering(composite(cbor, "always")) == []
    rule = f'(INSUFFICIENT_DATA(a) OR FALSE) AND NOT OK("{ARN}b")'
    cbor.put_composite_alarm(AlarmName="mixed", AlarmRule=rule)
    assert composite(cbor, "mixed")["StateValue"] == "ALARM"
    cbor.set_alarm_state(AlarmName="b", StateValue="OK", StateReason="fine")
    assert composite(cbor, "mixed")["StateValue"] == "OK"
    # an update that changes the outcome says so
    cbor.put_composite_alarm(AlarmName="mixed", AlarmRule="OK(b) AND NOT ALARM(a)")
    mixed = composite(cbor, "mixed")
    assert (mixed["StateValue"], mixed["StateReason"]) == (
        "ALARM",
        f"{ARN}mixed was updated and its alarm rule evaluates to ALARM",
    )


def test_composites_of_composites_and_set_alarm_state(cw: Any) -> None:
    children(cw, "a")
    cw.put_composite_alarm(AlarmName="inner", AlarmRule="ALARM(a)")
    cw.put_composite_alarm(AlarmName="outer", AlarmRule=f'ALARM("{ARN}inner") OR FALSE')
    cw.set_alarm_state(AlarmName="a", StateValue="ALARM", StateReason="drill")
    assert composite(cw, "inner")["StateValue"] == "ALARM"
    outer = composite(cw, "outer")
    assert outer["StateValue"] == "ALARM" and outer["StateReason"].startswith(
        f"{ARN}inner transitioned to ALARM"
    )
    # SetAlarmState on a composite moves it, and its parents follow
    cw.set_alarm_state(AlarmName="inner", StateValue="OK", StateReason="by hand")
    assert (composite(cw, "inner")["StateValue"], composite(cw, "inner")["StateReason"]) == ("OK", "by hand")
    assert composite(cw, "outer")["StateValue"] == "OK"
    family = cw.describe_alarms(ChildrenOfAlarmName="outer", AlarmTypes=["CompositeAlarm", "MetricAlarm"])
    assert [a["AlarmName"] for a in family["CompositeAlarms"]] == ["inner"] and family["MetricAlarms"] == []
    kids = cw.describe_alarms(ChildrenOfAlarmName="inner")
    assert [a["AlarmName"] for a in kids["MetricAlarms"]] == ["a"]
    up = cw.describe_alarms(ParentsOfAlarmName="a", AlarmTypes=["CompositeAlarm"])["CompositeAlarms"]
    assert [a["AlarmName"] for a in up] == ["inner"]
    up = cw.describe_alarms(ParentsOfAlarmName="inner", AlarmTypes=["CompositeAlarm"])["CompositeAlarms"]
    assert [a["AlarmName"] for a in up] == ["outer"]
    assert (
        cw.describe_alarms(ChildrenOfAlarmName="nothing", AlarmTypes=["CompositeAlarm"])["CompositeAlarms"]
        == []
    )


def test_a_metric_evaluation_moves_the_composite(cbor: Any) -> None:
    cbor.put_metric_alarm(AlarmName="errors", **METRIC)
    cbor.put_composite_alarm(AlarmName="service", AlarmRule="ALARM(errors)")
    base = now().replace(microsecond=0)
    cbor.put_metric_data(
        Namespace="Shop",
        MetricData=[
            {
                "MetricName": "Errors",
                "Timestamp": base - dt.timedelta(seconds=i),
                "Value": 5.0,
                "StorageResolution": 1,
            }
            for i in range(25)
        ],
    )
    alarm = wait_for(lambda: (c := composite(cbor, "service"))["StateValue"] == "ALARM" and c, interval=0.3)
    assert alarm["StateReason"].startswith(f"{ARN}errors transitioned to ALARM at ")
    assert triggering(alarm) == [(ARN + "errors", "ALARM")]


@pytest.mark.parametrize(
    ("params", "code", "message"),
    [
        (
            {"AlarmRule": "ALARM(a) AND ALARM(ghost) OR OK(spirit)"},
            "ValidationError",
            "Could not save the composite alarm as alarms [ghost, spirit] in the alarm rule do not exist",
        ),
        (
            {"AlarmRule": f"ALARM({ARN.replace(REGION, 'eu-west-1')}a)"},
            "ValidationError",
            "in the alarm rule do not exist",
        ),
        ({"AlarmRule": "()"}, "ValidationError", "Error in AlarmRule [Unsupported token ')' at char 1]"),
        ({"AlarmRule": "ALARM(a) XOR ALARM(a)"}, "ValidationError", "Unsupported token 'XOR' at char 9"),
        ({"AlarmRule": "alarm(a)"}, "ValidationError", "Unsupported token 'alarm' at char 0"),
        ({"AlarmRule": "ALARM(a) AND"}, "ValidationError", "Unexpected end of the alarm rule"),
        ({"AlarmRule": "(ALARM(a)"}, "ValidationError", "Unexpected end of the alarm rule"),
        ({"AlarmRule": "   "}, "ValidationError", "The alarm rule is empty"),
        ({"AlarmRule": "TRUE OR " * 1280 + "TRUE"}, "ValidationError", "10240"),
        (
            {"AlarmRule": " OR ".join(f"ALARM(x{i})" for i in range(101))},
            "ValidationError",
            "at most 100 alarms",
        ),
        ({"AlarmRule": "ALARM(self)"}, "ValidationError", "cannot reference itself"),
        ({"AlarmRule": "TRUE", "ActionsSuppressor": "a"}, "InvalidParameterValue", "ActionsSuppressor"),
        (
            {"AlarmRule": "TRUE", "ActionsSuppressorWaitPeriod": 60},
            "InvalidParameterValue",
            "ActionsSuppressorWaitPeriod",
        ),
        (
            {"AlarmRule": "TRUE", "AlarmActions": ["arn:aws:sns:eu-west-1:000000000000:t"]},
            "InvalidParameterValue",
            "Invalid region eu-west-1",
        ),
        ({"AlarmRule": "TRUE", "OKActions": ["not-an-arn"]}, "InvalidParameterValue", "Invalid arn syntax"),
        ({"AlarmRule": "TRUE", "AlarmName": "a"}, "ValidationError", "already exists as a metric alarm"),
    ],
)
def test_put_composite_alarm_rejections(cw: Any, params: dict[str, Any], code: str, message: str) -> None:
    children(cw, "a")
    with pytest.raises(ClientError) as error:
        cw.put_composite_alarm(**{"AlarmName": "self", **params})
    assert code_of(error) == code
    assert message in error.value.response["Error"]["Message"]
    kinds = cw.describe_alarms(AlarmTypes=["CompositeAlarm", "MetricAlarm"])
    assert kinds["CompositeAlarms"] == [] and [a["AlarmName"] for a in kinds["MetricAlarms"]] == ["a"]


def test_cycles_deletion_and_type_clashes(cw: Any) -> None:
    children(cw, "a")
    cw.put_composite_alarm(AlarmName="one", AlarmRule="ALARM(a)")
    cw.put_composite_alarm(AlarmName="two", AlarmRule="ALARM(one)")
    cw.put_composite_alarm(AlarmName="three", AlarmRule="OK(two)")
    with pytest.raises(ClientError) as error:
        cw.put_composite_alarm(AlarmName="one", AlarmRule="ALARM(a) OR ALARM(three)")
    assert code_of(error) == "ValidationError"
    assert "would create a cycle: one -> three -> two -> one" in error.value.response["Error"]["Message"]
    assert composite(cw, "one")["AlarmRule"] == "ALARM(a)"
    with pytest.raises(ClientError) as error:
        cw.put_metric_alarm(AlarmName="two", **METRIC)
    assert code_of(error) == "ValidationError"
    assert "already exists as a composite alarm" in error.value.response["Error"]["Message"]
    for held in (["a"], ["one", "a"], ["two"]):
        with pytest.raises(ClientError) as error:
            cw.delete_alarms(AlarmNames=held)
        assert code_of(error) == "ValidationError", held
    assert len(cw.describe_alarms(AlarmTypes=["CompositeAlarm"])["CompositeAlarms"]) == 3
    with pytest.raises(ClientError) as error:
        cw.delete_alarms(AlarmNames=["three", "gone"])
    assert code_of(error) == "ResourceNotFound"
    cw.delete_alarms(AlarmNames=["three", "two"])
    cw.delete_alarms(AlarmNames=["a", "one"])
    left = cw.describe_alarms(AlarmTypes=["CompositeAlarm", "MetricAlarm"])
    assert (left["MetricAlarms"], left["CompositeAlarms"]) == ([], [])


def test_describe_family_rejections(cw: Any) -> None:
    for params in (
        {"ChildrenOfAlarmName": "x", "ParentsOfAlarmName": "y"},
        {"ChildrenOfAlarmName": "x", "StateValue": "OK"},
        {"ParentsOfAlarmName": "x", "AlarmNames": ["y"]},
    ):
        with pytest.raises(ClientError) as error:
            cw.describe_alarms(**params)
        assert code_of(error) == "InvalidParameterCombination", params


def test_tags_actions_switch_and_pagination(cw: Any) -> None:
    children(cw, "a")
    for i in range(3):
        cw.put_composite_alarm(AlarmName=f"c{i}", AlarmRule="ALARM(a)", ActionsEnabled=False)
    arn = ARN + "c1"
    cw.tag_resource(ResourceARN=arn, Tags=[{"Key": "k", "Value": "v"}])
    assert cw.list_tags_for_resource(ResourceARN=arn)["Tags"] == [{"Key": "k", "Value": "v"}]
    cw.untag_resource(ResourceARN=arn, TagKeys=["k"])
    assert cw.list_tags_for_resource(ResourceARN=arn)["Tags"] == []
    cw.enable_alarm_actions(AlarmNames=["c1"])
    assert [composite(cw, f"c{i}")["ActionsEnabled"] for i in range(3)] == [False, True, False]
    cw.disable_alarm_actions(AlarmNames=["c1"])
    assert composite(cw, "c1")["ActionsEnabled"] is False
    both = ["CompositeAlarm", "MetricAlarm"]
    first = cw.describe_alarms(AlarmTypes=both, MaxRecords=2)
    assert (
        [a["AlarmName"] for a in first["MetricAlarms"]],
        [a["AlarmName"] for a in first["CompositeAlarms"]],
    ) == (
        ["a"],
        ["c0"],
    )
    rest = cw.describe_alarms(AlarmTypes=both, MaxRecords=2, NextToken=first["NextToken"])
    assert [a["AlarmName"] for a in rest["CompositeAlarms"]] == ["c1", "c2"] and "NextToken" not in rest
    assert cw.describe_alarms(AlarmTypes=["CompositeAlarm"], StateValue="ALARM")["CompositeAlarms"] == []
    assert len(cw.describe_alarms(AlarmTypes=["CompositeAlarm"], AlarmNamePrefix="c")["CompositeAlarms"]) == 3


def test_a_composite_notifies_its_topic(server: Any) -> None:
    cw = client(server, "json")
    topic, url = topic_with_queue(server, "composite-pager")
    children(cw, "a")
    cw.put_composite_alarm(AlarmName="page", AlarmRule="ALARM(a)", AlarmActions=[topic], OKActions=[topic])
    for _ in wait_for(lambda: receive(server, url)):  # the OK of its creation
        pass
    cw.set_alarm_state(AlarmName="a", StateValue="ALARM", StateReason="drill")
    envelope = wait_for(lambda: receive(server, url))[0]
    assert envelope["Subject"] == 'ALARM: "page" in US East (N. Virginia)'
    body = json.loads(envelope["Message"])
    assert (body["AlarmName"], body["NewStateValue"], body["OldStateValue"]) == ("page", "ALARM", "OK")
    assert body["AlarmRule"] == "ALARM(a)" and "Trigger" not in body
    assert [c["Arn"] for c in body["TriggeringChildren"]] == [ARN + "a"]
    assert body["TriggeringChildren"][0]["State"]["Value"] == "ALARM"
    assert body["NewStateReason"].startswith(f"{ARN}a transitioned to ALARM at ")
    actions = wait_for(
        lambda: cw.describe_alarm_history(AlarmName="page", HistoryItemType="Action")["AlarmHistoryItems"][1:]
    )
    assert {(a["AlarmType"], a["HistorySummary"]) for a in actions} == {
        ("CompositeAlarm", f"Successfully executed action {topic}")
    }
    # actions disabled: the state moves, nothing is published
    cw.disable_alarm_actions(AlarmNames=["page"])
    cw.set_alarm_state(AlarmName="a", StateValue="OK", StateReason="calm")
    assert composite(cw, "page")["StateValue"] == "OK"
    assert receive(server, url) == []


def test_composites_survive_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        cw = client(server, "json")
        children(cw, "a", "b")
        cw.put_composite_alarm(
            AlarmName="kept", AlarmRule="ALARM(a) OR ALARM(b)", Tags=[{"Key": "k", "Value": "v"}]
        )
        cw.set_alarm_state(AlarmName="a", StateValue="ALARM", StateReason="before the crash")
        server.kill()
        server.start()
        cw = client(server, "query")
        kept = composite(cw, "kept")
        assert (kept["AlarmRule"], kept["StateValue"]) == ("ALARM(a) OR ALARM(b)", "ALARM")
        assert cw.list_tags_for_resource(ResourceARN=ARN + "kept")["Tags"] == [{"Key": "k", "Value": "v"}]
        history = cw.describe_alarm_history(AlarmName="kept", AlarmTypes=["CompositeAlarm"])[
            "AlarmHistoryItems"
        ]
        assert [h["AlarmType"] for h in history] == ["CompositeAlarm"] * 3
        cw.set_alarm_state(AlarmName="a", StateValue="OK", StateReason="after")
        assert composite(cw, "kept")["StateValue"] == "OK"
        server.stop()
        server.start()
        assert composite(client(server, "smithy-rpc-v2-cbor"), "kept")["StateValue"] == "OK"
    finally:
        server.stop()


@pytest.mark.parametrize("protocol", [None, "query"])
def test_the_aws_cli_manages_a_composite(server: Any, protocol: str | None) -> None:
    def aws(*args: str) -> Any:
        result = subprocess.run(
            ["aws", "cloudwatch", *args, "--output", "json"],
            env=cli_env(server, protocol),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout) if result.stdout.strip() else None

    children(client(server, "json"), "a")
    aws("put-composite-alarm", "--alarm-name", "c", "--alarm-rule", 'NOT ALARM("a")', "--no-actions-enabled")
    shown = aws("describe-alarms", "--alarm-types", "CompositeAlarm")["CompositeAlarms"]
    assert [(c["AlarmName"], c["StateValue"], c["ActionsEnabled"]) for c in shown] == [("c", "ALARM", False)]
    aws("set-alarm-state", "--alarm-name", "a", "--state-value", "ALARM", "--state-reason", "cli")
    assert (
        aws("describe-alarms", "--alarm-names", "c", "--alarm-types", "CompositeAlarm")["CompositeAlarms"][0][
            "StateValue"
        ]
        == "OK"
    )
    parents = aws("describe-alarms", "--parents-of-alarm-name", "a", "--alarm-types", "CompositeAlarm")
    assert [c["AlarmName"] for c in parents["CompositeAlarms"]] == ["c"]
    history = aws("describe-alarm-history", "--alarm-name", "c", "--alarm-types", "CompositeAlarm")
    assert [h["HistorySummary"] for h in history["AlarmHistoryItems"]][:2] == [
        "Alarm updated from ALARM to OK",
        "Alarm updated from INSUFFICIENT_DATA to ALARM",
    ]
    aws("delete-alarms", "--alarm-names", "c", "a")
    assert aws("describe-alarms", "--alarm-types", "CompositeAlarm", "MetricAlarm") == {
        "MetricAlarms": [],
        "CompositeAlarms": [],
    }


def test_the_map_draws_a_composite_and_its_children(server: Any) -> None:
    cw = client(server, "json")
    children(cw, "a", "b")
    cw.put_composite_alarm(AlarmName="both", AlarmRule=f'ALARM(a) AND ALARM("{ARN}b") OR OK(a)')
    with urllib.request.urlopen(server.endpoint + "/_labcloud/map", timeout=30) as response:
        doc = json.loads(response.read())
    edges = {(e["kind"], e["from"], e["to"]) for e in doc["edges"] if e["kind"] == "alarm-child"}
    assert edges == {("alarm-child", ARN + "both", ARN + "a"), ("alarm-child", ARN + "both", ARN + "b")}
    (node,) = [n for n in doc["nodes"] if n["id"] == ARN + "both"]
    assert (node["kind"], node["facts"]["rule"], node["facts"]["state"]) == (
        "cloudwatch.alarm",
        f'ALARM(a) AND ALARM("{ARN}b") OR OK(a)',
        "OK",
    )


def test_iam_applies_to_the_composite_alarm_arn() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        admin = server.boto3_client("iam")
        admin.create_user(UserName="oncall")
        statement = {
            "Effect": "Allow",
            "Action": ["cloudwatch:PutCompositeAlarm", "cloudwatch:DeleteAlarms"],
            "Resource": f"{ARN}team-*",
        }
        admin.put_user_policy(
            UserName="oncall",
            PolicyName="team-alarms",
            PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [statement]}),
        )
        key = admin.create_access_key(UserName="oncall")["AccessKey"]
        oncall = server.boto3_client(
            "cloudwatch", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        oncall.put_composite_alarm(AlarmName="team-page", AlarmRule="TRUE")
        for call in (
            lambda: oncall.put_composite_alarm(AlarmName="other-page", AlarmRule="TRUE"),
            lambda: oncall.delete_alarms(AlarmNames=["team-page", "other-page"]),
            lambda: oncall.set_alarm_state(AlarmName="team-page", StateValue="OK", StateReason="x"),
        ):
            with pytest.raises(ClientError) as error:
                call()
            assert code_of(error) == "AccessDeniedException"
        oncall.delete_alarms(AlarmNames=["team-page"])
        assert (
            server.boto3_client("cloudwatch").describe_alarms(AlarmTypes=["CompositeAlarm"])[
                "CompositeAlarms"
            ]
            == []
        )
    finally:
        server.stop()


def test_a_composite_invokes_its_lambda_action(server: Any) -> None:
    cw = client(server, "json")
    deploy = deployer(server, create_role(server))
    arn = deploy("on-composite", "def handler(event, context):\n    return event\n")["FunctionArn"]
    children(cw, "a")
    cw.put_composite_alarm(AlarmName="lam", AlarmRule="ALARM(a)", AlarmDescription="d", AlarmActions=[arn])
    cw.set_alarm_state(AlarmName="a", StateValue="ALARM", StateReason="drill")
    event = wait_for(lambda: events(server, "lambda.invocation.started"))[0]["data"]["event"]
    assert (event["source"], event["alarmArn"]) == ("aws.cloudwatch", ARN + "lam")
    data = event["alarmData"]
    assert data["configuration"] == {"alarmRule": "ALARM(a)", "description": "d"}
    assert (data["state"]["value"], data["previousState"]["value"]) == ("ALARM", "OK")
    assert json.loads(data["state"]["reasonData"])["triggeringAlarms"][0]["arn"] == ARN + "a"
    assert data["previousState"]["reason"] == f"{ARN}lam was created and its alarm rule evaluates to OK"


def test_a_new_rule_rewires_which_children_move_the_composite(cbor: Any) -> None:
    children(cbor, "a", "b")
    cbor.put_composite_alarm(AlarmName="c", AlarmRule="ALARM(a)")
    cbor.set_alarm_state(AlarmName="a", StateValue="ALARM", StateReason="x")
    assert composite(cbor, "c")["StateValue"] == "ALARM"
    cbor.put_composite_alarm(AlarmName="c", AlarmRule="ALARM(b)")  # now b's, no longer a's
    assert composite(cbor, "c")["StateValue"] == "OK"
    cbor.set_alarm_state(AlarmName="a", StateValue="OK", StateReason="x")
    cbor.set_alarm_state(AlarmName="a", StateValue="ALARM", StateReason="x")
    assert composite(cbor, "c")["StateValue"] == "OK"
    assert (
        cbor.describe_alarms(ParentsOfAlarmName="a", AlarmTypes=["CompositeAlarm"])["CompositeAlarms"] == []
    )
    cbor.set_alarm_state(AlarmName="b", StateValue="ALARM", StateReason="x")
    assert composite(cbor, "c")["StateValue"] == "ALARM"
    cbor.delete_alarms(AlarmNames=["a"])  # nothing names it any more
    with pytest.raises(ClientError) as error:
        cbor.delete_alarms(AlarmNames=["b"])
    assert code_of(error) == "ValidationError"
