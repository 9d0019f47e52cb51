"""IAM enforcement on EventBridge's rule and bus ARNs, and the real `aws` CLI driving rules, targets,
PutEvents and TestEventPattern."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from events_helpers import error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "iam"))
from iam_api_helpers import allow, denied_message, document, role_clients  # noqa: E402

RULES = "arn:aws:events:us-east-1:000000000000:rule/"


def test_a_role_may_only_touch_the_rules_its_policy_names(labcloud: LabcloudProcess):
    clients = role_clients(
        labcloud,
        "events-role",
        document(allow("events:PutRule", RULES + "team-*"), allow("events:PutEvents", "*")),
    )
    events = clients("events")
    events.put_rule(Name="team-a", EventPattern='{"source": ["x"]}')
    failure = error_of(events.put_rule, Name="other", EventPattern='{"source": ["x"]}')
    principal = "arn:aws:sts::000000000000:assumed-role/events-role/session"
    assert failure == {
        "Code": "AccessDeniedException",
        "Message": denied_message(principal, "events:PutRule", RULES + "other"),
    }
    custom = error_of(events.create_event_bus, Name="b")
    assert custom["Code"] == "AccessDeniedException"
    assert "arn:aws:events:us-east-1:000000000000:event-bus/b" in custom["Message"]
    assert (
        events.put_events(Entries=[{"Source": "s", "DetailType": "d", "Detail": "{}"}])["FailedEntryCount"]
        == 0
    )


def test_the_cli_drives_rules_targets_and_events(labcloud: LabcloudProcess, sqs: Any):
    url, arn = queue(sqs, "cli-q")
    pattern = json.dumps({"source": ["cli.app"], "detail": {"level": [{"anything-but": "debug"}]}})
    put = labcloud.aws_json("events", "put-rule", "--name", "cli-rule", "--event-pattern", pattern)
    assert put["RuleArn"].endswith(":rule/cli-rule")
    template = '{"msg": "level <level>"}'
    targets = json.dumps(
        [
            {
                "Id": "q",
                "Arn": arn,
                "InputTransformer": {"InputPathsMap": {"level": "$.detail.level"}, "InputTemplate": template},
            }
        ]
    )
    answer = labcloud.aws_json("events", "put-targets", "--rule", "cli-rule", "--targets", targets)
    assert answer["FailedEntryCount"] == 0
    entries = json.dumps(
        [
            {"Source": "cli.app", "DetailType": "log", "Detail": json.dumps({"level": "error"})},
            {"Source": "cli.app", "DetailType": "log", "Detail": json.dumps({"level": "debug"})},
        ]
    )
    sent = labcloud.aws_json("events", "put-events", "--entries", entries)
    assert sent["FailedEntryCount"] == 0
    assert [json.loads(m["Body"]) for m in receive(sqs, url)] == [{"msg": "level error"}]
    assert receive(sqs, url, timeout=2) == []
    listed = labcloud.aws_json("events", "list-targets-by-rule", "--rule", "cli-rule")
    assert [t["Id"] for t in listed["Targets"]] == ["q"]
    event = json.dumps(
        {
            "id": "1",
            "account": "000000000000",
            "source": "cli.app",
            "time": "2026-01-01T00:00:00Z",
            "region": "us-east-1",
            "detail-type": "log",
            "detail": {"level": "warn"},
        }
    )
    tested = labcloud.aws_json("events", "test-event-pattern", "--event-pattern", pattern, "--event", event)
    assert tested == {"Result": True}
    described = labcloud.aws_json("events", "describe-rule", "--name", "cli-rule")
    assert described["EventPattern"] == pattern


def test_a_bus_target_with_a_role_puts_events_as_that_role(labcloud: LabcloudProcess, events: Any, sqs: Any):
    iam = labcloud.boto3_client("iam")
    trust = document(
        {"Effect": "Allow", "Principal": {"Service": "events.amazonaws.com"}, "Action": "sts:AssumeRole"}
    )
    downstream = events.create_event_bus(Name="downstream")["EventBusArn"]
    allowed = iam.create_role(RoleName="may-put", AssumeRolePolicyDocument=trust)["Role"]["Arn"]
    iam.put_role_policy(
        RoleName="may-put", PolicyName="put", PolicyDocument=document(allow("events:PutEvents", downstream))
    )
    refused = iam.create_role(RoleName="may-not", AssumeRolePolicyDocument=trust)["Role"]["Arn"]
    url, arn = queue(sqs, "downstream-q")
    events.put_rule(Name="there", EventBusName="downstream", EventPattern='{"source": ["shop"]}')
    events.put_targets(Rule="there", EventBusName="downstream", Targets=[{"Id": "q", "Arn": arn}])
    events.put_rule(Name="forward", EventPattern='{"source": ["shop"]}')
    events.put_targets(Rule="forward", Targets=[{"Id": "bus", "Arn": downstream, "RoleArn": allowed}])
    events.put_events(Entries=[{"Source": "shop", "DetailType": "x", "Detail": '{"n": 1}'}])
    assert [json.loads(m["Body"])["detail"] for m in receive(sqs, url)] == [{"n": 1}]
    events.put_targets(Rule="forward", Targets=[{"Id": "bus", "Arn": downstream, "RoleArn": refused}])
    events.put_events(Entries=[{"Source": "shop", "DetailType": "x", "Detail": '{"n": 2}'}])
    assert receive(sqs, url, timeout=3) == []
    failed = [e["data"] for e in labcloud.get("/_labcloud/events?kind=events.target.failed")["events"]]
    assert [f["error_code"] for f in failed] == ["AccessDeniedException"]
    assert "may-not/EventBridge is not authorized to perform: events:PutEvents" in failed[0]["error_message"]
    other_account = "arn:aws:lambda:us-east-1:111111111111:function:theirs"
    refusal = error_of(events.put_targets, Rule="forward", Targets=[{"Id": "x", "Arn": other_account}])
    assert refusal["Code"] == "ValidationException"
