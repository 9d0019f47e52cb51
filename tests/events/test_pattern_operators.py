"""Every pattern operator through the API: TestEventPattern with boto3 and with the `aws` CLI, each
operator once matching and once not."""

from __future__ import annotations

import json
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

EVENT = {
    "version": "0",
    "id": "6a7e8feb-b491-4cf7-a9f1-bf3703467718",
    "detail-type": "EC2 Instance State-change Notification",
    "source": "aws.ec2",
    "account": "000000000000",
    "time": "2026-01-01T00:00:00Z",
    "region": "us-east-1",
    "resources": ["arn:aws:ec2:us-east-1:000000000000:instance/i-1234567890abcdef0"],
    "detail": {
        "instance-id": "i-1234567890abcdef0",
        "state": "running",
        "cpu": 87.5,
        "ip": "10.0.0.7",
        "owner": "Team-Blue",
        "tags": ["prod", "web"],
        "volumes": [{"size": 8, "type": "gp3"}, {"size": 100, "type": "io2"}],
    },
}

#: operator → (a pattern that matches EVENT, one that does not)
OPERATORS: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "exact": ({"source": ["aws.ec2"]}, {"source": ["aws.s3"]}),
    "prefix": (
        {"detail": {"instance-id": [{"prefix": "i-12"}]}},
        {"detail": {"instance-id": [{"prefix": "j-"}]}},
    ),
    "suffix": (
        {"detail": {"instance-id": [{"suffix": "ef0"}]}},
        {"detail": {"instance-id": [{"suffix": "xyz"}]}},
    ),
    "prefix-ignore-case": (
        {"detail": {"owner": [{"prefix": {"equals-ignore-case": "team-"}}]}},
        {"detail": {"owner": [{"prefix": {"equals-ignore-case": "crew-"}}]}},
    ),
    "equals-ignore-case": (
        {"detail": {"owner": [{"equals-ignore-case": "TEAM-BLUE"}]}},
        {"detail": {"owner": [{"equals-ignore-case": "team-red"}]}},
    ),
    "anything-but": (
        {"detail": {"state": [{"anything-but": ["stopped", "pending"]}]}},
        {"detail": {"state": [{"anything-but": "running"}]}},
    ),
    "anything-but-prefix": (
        {"detail": {"state": [{"anything-but": {"prefix": "stop"}}]}},
        {"detail": {"state": [{"anything-but": {"prefix": "run"}}]}},
    ),
    "anything-but-suffix": (
        {"detail": {"state": [{"anything-but": {"suffix": "ed"}}]}},
        {"detail": {"state": [{"anything-but": {"suffix": "ing"}}]}},
    ),
    "anything-but-wildcard": (
        {"detail": {"state": [{"anything-but": {"wildcard": "*op*"}}]}},
        {"detail": {"state": [{"anything-but": {"wildcard": "r*g"}}]}},
    ),
    "numeric": (
        {"detail": {"cpu": [{"numeric": [">", 80, "<=", 100]}]}},
        {"detail": {"cpu": [{"numeric": ["<", 50]}]}},
    ),
    "exists": ({"detail": {"state": [{"exists": True}]}}, {"detail": {"missing": [{"exists": True}]}}),
    "not-exists": ({"detail": {"missing": [{"exists": False}]}}, {"detail": {"state": [{"exists": False}]}}),
    "cidr": ({"detail": {"ip": [{"cidr": "10.0.0.0/24"}]}}, {"detail": {"ip": [{"cidr": "192.168.0.0/16"}]}}),
    "wildcard": (
        {"detail-type": [{"wildcard": "EC2 * State-change*"}]},
        {"detail-type": [{"wildcard": "S3 *"}]},
    ),
    "or": (
        {"$or": [{"detail": {"state": ["stopped"]}}, {"detail": {"cpu": [{"numeric": [">", 80]}]}}]},
        {"$or": [{"detail": {"state": ["stopped"]}}, {"detail": {"cpu": [{"numeric": ["<", 10]}]}}]},
    ),
    "array-values": ({"detail": {"tags": ["web"]}}, {"detail": {"tags": ["dev"]}}),
    "array-of-objects": (
        {"detail": {"volumes": {"size": [100], "type": ["io2"]}}},
        {"detail": {"volumes": {"size": [100], "type": ["gp3"]}}},
    ),
}


@pytest.mark.parametrize("operator", sorted(OPERATORS))
def test_each_operator_with_boto3(events: Any, operator: str):
    matching, other = OPERATORS[operator]
    event = json.dumps(EVENT)
    assert events.test_event_pattern(EventPattern=json.dumps(matching), Event=event)["Result"] is True
    assert events.test_event_pattern(EventPattern=json.dumps(other), Event=event)["Result"] is False


def test_each_operator_with_the_cli(labcloud: LabcloudProcess):
    event = json.dumps(EVENT)
    for operator, (matching, other) in OPERATORS.items():
        for pattern, expected in ((matching, True), (other, False)):
            answer = labcloud.aws_json(
                "events", "test-event-pattern", "--event-pattern", json.dumps(pattern), "--event", event
            )
            assert answer == {"Result": expected}, operator


def test_an_invalid_pattern_through_the_cli(labcloud: LabcloudProcess):
    result = labcloud.aws(
        "events",
        "test-event-pattern",
        "--event-pattern",
        '{"detail": {"n": [{"numeric": [">", "x"]}]}}',
        "--event",
        json.dumps(EVENT),
        check=False,
    )
    assert result.returncode != 0
    assert "InvalidEventPatternException" in result.stderr
    assert "Value of > must be numeric" in result.stderr
