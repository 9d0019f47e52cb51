"""PutEvents end to end through boto3: limits, per-entry errors, the envelope, matching rules and
delivery to SQS (standard and FIFO), CloudWatch Logs and another bus, with Input, InputPath and
InputTransformer."""

from __future__ import annotations

import datetime
import json
import time
from typing import Any

from events_helpers import bodies, error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess


def entry(detail: dict[str, Any] | None = None, **overrides: Any) -> dict[str, Any]:
    base = {"Source": "com.shop", "DetailType": "Order Placed", "Detail": json.dumps(detail or {"id": 1})}
    base.update(overrides)
    return base


def rule_to_queue(events: Any, sqs: Any, name: str, pattern: dict[str, Any], **target: Any) -> str:
    url, arn = queue(sqs, name + "-q")
    events.put_rule(Name=name, EventPattern=json.dumps(pattern))
    events.put_targets(Rule=name, Targets=[{"Id": "q", "Arn": arn, **target}])
    return url


def test_matching_events_reach_the_queue_with_the_aws_envelope(events: Any, sqs: Any):
    url = rule_to_queue(
        events, sqs, "orders", {"source": ["com.shop"], "detail": {"total": [{"numeric": [">", 10]}]}}
    )
    answer = events.put_events(
        Entries=[
            entry({"total": 50}, Resources=["arn:aws:s3:::b"]),
            entry({"total": 5}),
            entry({"total": 99}, Source="com.other"),
        ]
    )
    assert answer["FailedEntryCount"] == 0
    ids = [e["EventId"] for e in answer["Entries"]]
    assert len(set(ids)) == 3
    messages = bodies(receive(sqs, url))
    assert len(messages) == 1
    event = messages[0]
    assert event["id"] == ids[0]
    assert event["version"] == "0"
    assert event["detail-type"] == "Order Placed"
    assert event["source"] == "com.shop"
    assert event["account"] == "000000000000"
    assert event["region"] == "us-east-1"
    assert event["resources"] == ["arn:aws:s3:::b"]
    assert event["detail"] == {"total": 50}
    assert time.strptime(event["time"], "%Y-%m-%dT%H:%M:%SZ")
    assert receive(sqs, url, timeout=2) == []


def test_every_accepted_entry_is_on_labcloud_s_event_bus_with_the_rules_it_matched(
    labcloud: LabcloudProcess, events: Any, sqs: Any
):
    rule_to_queue(events, sqs, "big", {"detail": {"total": [{"numeric": [">", 10]}]}})
    ids = [
        e["EventId"]
        for e in events.put_events(Entries=[entry({"total": 50}), entry({"total": 5})])["Entries"]
    ]
    put = [e for e in labcloud.get("/_labcloud/events?kind=events.event.put")["events"]]
    assert [(e["data"]["event_id"], e["data"]["matched_rules"]) for e in put] == [
        (ids[0], ["big"]),
        (ids[1], []),
    ]
    assert {e["resource"] for e in put} == {"arn:aws:events:us-east-1:000000000000:event-bus/default"}


def test_an_entry_time_is_the_event_time(events: Any, sqs: Any):
    url = rule_to_queue(events, sqs, "timed", {"source": ["com.shop"]})
    when = datetime.datetime(2025, 6, 1, 12, 30, 5, tzinfo=datetime.timezone.utc)
    events.put_events(Entries=[entry(Time=when)])
    assert [m["time"] for m in bodies(receive(sqs, url))] == ["2025-06-01T12:30:05Z"]


def test_a_disabled_rule_delivers_nothing(events: Any, sqs: Any):
    url = rule_to_queue(events, sqs, "off", {"source": ["com.shop"]})
    events.disable_rule(Name="off")
    events.put_events(Entries=[entry()])
    assert receive(sqs, url, timeout=2) == []
    events.enable_rule(Name="off")
    events.put_events(Entries=[entry()])
    assert len(receive(sqs, url)) == 1


def test_per_entry_errors_and_request_limits(events: Any):
    answer = events.put_events(
        Entries=[
            entry(),
            {"DetailType": "x", "Detail": "{}"},
            {"Source": "a", "Detail": "{}"},
            {"Source": "a", "DetailType": "x"},
            entry(Detail="[1, 2]"),
            entry(Detail="not json"),
            entry(Source="aws.ec2"),
            entry(EventBusName="nope"),
        ]
    )
    assert answer["FailedEntryCount"] == 7
    got = [(e.get("ErrorCode"), e.get("ErrorMessage")) for e in answer["Entries"][1:]]
    assert got == [
        ("InvalidArgument", "Parameter Source is not valid. Reason: Source is a required argument."),
        ("InvalidArgument", "Parameter DetailType is not valid. Reason: DetailType is a required argument."),
        ("InvalidArgument", "Parameter Detail is not valid. Reason: Detail is a required argument."),
        ("MalformedDetail", "Detail is malformed."),
        ("MalformedDetail", "Detail is malformed."),
        ("NotAuthorizedForSourceException", "Not authorized for the source."),
        ("ResourceNotFoundException", "Event bus nope does not exist."),
    ]
    assert "EventId" in answer["Entries"][0]
    assert error_of(events.put_events, Entries=[entry() for _ in range(11)])["Code"] == "ValidationException"
    big = entry({"blob": "x" * (130 * 1024)})
    assert error_of(events.put_events, Entries=[big, big]) == {
        "Code": "ValidationException",
        "Message": "Total size of the entries in the request is over the limit.",
    }
    assert events.put_events(Entries=[big])["FailedEntryCount"] == 0


def test_input_input_path_and_transformer(events: Any, sqs: Any):
    url, arn = queue(sqs, "shaped")
    events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')
    events.put_targets(
        Rule="r",
        Targets=[
            {"Id": "constant", "Arn": arn, "Input": '{"fixed": true}'},
            {"Id": "path", "Arn": arn, "InputPath": "$.detail.order"},
            {
                "Id": "json",
                "Arn": arn,
                "InputTransformer": {
                    "InputPathsMap": {
                        "id": "$.detail.order.id",
                        "state": "$.detail.state",
                        "n": "$.detail.n",
                    },
                    "InputTemplate": '{"order": <id>, "said": "order <id> is <state>", "state": <state>, "n": <n>,'
                    ' "rule": "<aws.events.rule-name>", "none": <missing>}'.replace("<missing>", "null"),
                },
            },
            {
                "Id": "text",
                "Arn": arn,
                "InputTransformer": {
                    "InputPathsMap": {"state": "$.detail.state"},
                    "InputTemplate": '"Order is <state> \\"now\\""',
                },
            },
        ],
    )
    detail = {"order": {"id": "o-1", "lines": 2}, "state": 'sh"ipped', "n": 3}
    events.put_events(Entries=[entry(detail)])
    found = {message["Body"] for message in receive(sqs, url, count=4)}
    assert '{"fixed": true}' in found
    assert json.dumps({"id": "o-1", "lines": 2}) in found
    as_json = [json.loads(body) for body in found if body.startswith('{"order"')]
    assert as_json == [
        {
            "order": "o-1",
            "said": 'order o-1 is sh"ipped',
            "state": 'sh"ipped',
            "n": 3,
            "rule": "r",
            "none": None,
        }
    ]
    assert '"Order is sh\\"ipped \\"now\\""' in found


def test_a_plain_text_template_takes_strings_as_they_are(events: Any, sqs: Any):
    url = rule_to_queue(
        events,
        sqs,
        "plain",
        {"source": ["com.shop"]},
        InputTransformer={
            "InputPathsMap": {"state": "$.detail.state", "count": "$.detail.count"},
            "InputTemplate": "Order is <state> with <count> lines",
        },
    )
    events.put_events(Entries=[entry({"state": "new", "count": 2})])
    assert [m["Body"] for m in receive(sqs, url)] == ["Order is new with 2 lines"]


def test_fifo_queue_target_gets_the_message_group(events: Any, sqs: Any):
    url, arn = queue(sqs, "ordered.fifo", FifoQueue="true")
    events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')
    events.put_targets(
        Rule="r", Targets=[{"Id": "f", "Arn": arn, "SqsParameters": {"MessageGroupId": "orders"}}]
    )
    events.put_events(Entries=[entry({"n": n}) for n in range(1, 11)])
    messages = receive(sqs, url, count=10, AttributeNames=["MessageGroupId"])
    assert [json.loads(m["Body"])["detail"]["n"] for m in messages] == list(range(1, 11))
    assert {m["Attributes"]["MessageGroupId"] for m in messages} == {"orders"}


def test_log_group_target(events: Any, labcloud: LabcloudProcess):
    logs = labcloud.boto3_client("logs")
    logs.create_log_group(logGroupName="/aws/events/orders")
    arn = "arn:aws:logs:us-east-1:000000000000:log-group:/aws/events/orders"
    events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')
    events.put_targets(Rule="r", Targets=[{"Id": "logs", "Arn": arn}])
    event_id = events.put_events(Entries=[entry({"n": 7})])["Entries"][0]["EventId"]
    deadline = time.monotonic() + 10
    found: list[dict[str, Any]] = []
    while not found and time.monotonic() < deadline:
        found = logs.filter_log_events(logGroupName="/aws/events/orders")["events"]
        time.sleep(0.1)
    assert [json.loads(e["message"])["detail"] for e in found] == [{"n": 7}]
    assert found[0]["logStreamName"] == event_id


def test_another_bus_as_target(events: Any, sqs: Any):
    events.create_event_bus(Name="downstream")
    url, arn = queue(sqs, "downstream-q")
    events.put_rule(Name="there", EventBusName="downstream", EventPattern='{"detail-type": ["Order Placed"]}')
    events.put_targets(Rule="there", EventBusName="downstream", Targets=[{"Id": "q", "Arn": arn}])
    events.put_rule(Name="forward", EventPattern='{"source": ["com.shop"]}')
    bus_arn = "arn:aws:events:us-east-1:000000000000:event-bus/downstream"
    events.put_targets(Rule="forward", Targets=[{"Id": "bus", "Arn": bus_arn}])
    events.put_events(Entries=[entry({"via": "default"})])
    got = bodies(receive(sqs, url))
    assert [(m["source"], m["detail"]) for m in got] == [("com.shop", {"via": "default"})]


def test_put_events_to_a_custom_bus_by_name_and_arn(events: Any, sqs: Any):
    events.create_event_bus(Name="custom")
    url, arn = queue(sqs, "custom-q")
    events.put_rule(Name="r", EventBusName="custom", EventPattern='{"source": ["com.shop"]}')
    events.put_targets(Rule="r", EventBusName="custom", Targets=[{"Id": "q", "Arn": arn}])
    bus_arn = "arn:aws:events:us-east-1:000000000000:event-bus/custom"
    events.put_events(Entries=[entry({"n": 1}, EventBusName="custom"), entry({"n": 2}, EventBusName=bus_arn)])
    events.put_events(Entries=[entry({"n": 3})])  # the default bus: no rule there
    assert sorted(m["detail"]["n"] for m in bodies(receive(sqs, url, count=2))) == [1, 2]
    assert receive(sqs, url, timeout=2) == []


def test_test_event_pattern(events: Any):
    event = json.dumps(
        {
            "id": "1",
            "account": "000000000000",
            "source": "com.shop",
            "time": "2026-01-01T00:00:00Z",
            "region": "us-east-1",
            "detail-type": "x",
            "resources": [],
            "detail": {"n": 5},
        }
    )
    assert events.test_event_pattern(EventPattern='{"detail": {"n": [{"numeric": [">", 1]}]}}', Event=event)[
        "Result"
    ]
    assert not events.test_event_pattern(EventPattern='{"source": ["other"]}', Event=event)["Result"]
    assert error_of(events.test_event_pattern, EventPattern='{"source": [{"prefix": 1}]}', Event=event) == {
        "Code": "InvalidEventPatternException",
        "Message": "Event pattern is not valid. Reason: prefix match pattern must be a string",
    }
    assert error_of(events.test_event_pattern, EventPattern='{"a": ["b"]}', Event='{"source": "x"}') == {
        "Code": "ValidationException",
        "Message": "Parameter Event is not valid.",
    }
