"""Event bus policies: PutPermission/RemovePermission, DescribeEventBus's Policy, and PutEvents from
another account (directly and through a rule's bus target) allowed only by the bus's policy."""

from __future__ import annotations

import json
from typing import Any

from events_helpers import error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess

THEIRS = "111111111111"
BUS = f"arn:aws:events:us-east-1:{THEIRS}:event-bus/central"
ENTRY = {"Source": "shop", "DetailType": "x", "Detail": '{"n": 1}', "EventBusName": BUS}


def test_another_account_puts_events_only_when_the_bus_policy_allows(labcloud: LabcloudProcess, events: Any):
    theirs = labcloud.boto3_client("events", aws_access_key_id=THEIRS)
    their_sqs = labcloud.boto3_client("sqs", aws_access_key_id=THEIRS)
    theirs.create_event_bus(Name="central")
    url, arn = queue(their_sqs, "central-q")
    theirs.put_rule(Name="all", EventBusName="central", EventPattern='{"source": ["shop"]}')
    theirs.put_targets(Rule="all", EventBusName="central", Targets=[{"Id": "q", "Arn": arn}])

    refused = events.put_events(Entries=[ENTRY])
    assert refused["FailedEntryCount"] == 1
    assert refused["Entries"][0]["ErrorCode"] == "AccessDeniedException"
    assert (
        "arn:aws:iam::000000000000:root is not authorized to perform: events:PutEvents"
        in (refused["Entries"][0]["ErrorMessage"])
    )

    theirs.put_permission(
        EventBusName="central", Action="events:PutEvents", Principal="000000000000", StatementId="mine"
    )
    policy = json.loads(theirs.describe_event_bus(Name="central")["Policy"])
    assert policy["Statement"] == [
        {
            "Sid": "mine",
            "Effect": "Allow",
            "Principal": {"AWS": "arn:aws:iam::000000000000:root"},
            "Action": "events:PutEvents",
            "Resource": BUS,
        }
    ]
    assert events.put_events(Entries=[ENTRY])["FailedEntryCount"] == 0
    got = [json.loads(m["Body"]) for m in receive(their_sqs, url)]
    assert [(e["account"], e["detail"]) for e in got] == [("000000000000", {"n": 1})]

    # a rule in this account forwarding to their bus
    events.put_rule(Name="forward", EventPattern='{"source": ["local"]}')
    events.put_targets(Rule="forward", Targets=[{"Id": "bus", "Arn": BUS}])
    events.put_events(Entries=[{"Source": "local", "DetailType": "x", "Detail": '{"n": 2}'}])
    assert receive(their_sqs, url) == []  # their rule wants source "shop"
    theirs.put_rule(Name="local", EventBusName="central", EventPattern='{"source": ["local"]}')
    theirs.put_targets(Rule="local", EventBusName="central", Targets=[{"Id": "q", "Arn": arn}])
    events.put_events(Entries=[{"Source": "local", "DetailType": "x", "Detail": '{"n": 3}'}])
    assert [json.loads(m["Body"])["detail"] for m in receive(their_sqs, url)] == [{"n": 3}]

    theirs.remove_permission(EventBusName="central", StatementId="mine")
    assert "Policy" not in theirs.describe_event_bus(Name="central")
    assert events.put_events(Entries=[ENTRY])["Entries"][0]["ErrorCode"] == "AccessDeniedException"


def test_permission_errors(events: Any):
    assert (
        error_of(events.put_permission, Action="events:PutRule", Principal="111111111111", StatementId="s")[
            "Code"
        ]
        == "ValidationException"
    )
    assert (
        error_of(events.put_permission, Action="events:PutEvents", Principal="abc", StatementId="s")["Code"]
        == "ValidationException"
    )
    assert error_of(events.remove_permission, StatementId="nope") == {
        "Code": "ResourceNotFoundException",
        "Message": "Statement with the provided id does not exist.",
    }
    assert error_of(events.put_permission, Policy="{not json")["Code"] == "ValidationException"
    everyone = {
        "Version": "2012-10-17",
        "Statement": [
            {"Sid": "all", "Effect": "Allow", "Principal": "*", "Action": "events:PutEvents", "Resource": "*"}
        ],
    }
    events.put_permission(Policy=json.dumps(everyone))
    assert json.loads(events.describe_event_bus()["Policy"]) == everyone
    events.remove_permission(RemoveAllPermissions=True)
    assert "Policy" not in events.describe_event_bus()
