"""EventBridge's control plane through boto3: buses, rules, targets, tags, and their AWS errors."""

from __future__ import annotations

from typing import Any

from events_helpers import error_of, queue


def test_the_default_bus_exists_and_custom_buses_come_and_go(events: Any):
    default = events.describe_event_bus()
    assert default["Name"] == "default"
    assert default["Arn"] == "arn:aws:events:us-east-1:000000000000:event-bus/default"
    created = events.create_event_bus(Name="orders", Description="order events")
    assert created["EventBusArn"].endswith(":event-bus/orders")
    described = events.describe_event_bus(Name="orders")
    assert described["Description"] == "order events"
    assert "CreationTime" in described
    assert error_of(events.create_event_bus, Name="orders")["Code"] == "ResourceAlreadyExistsException"
    names = [bus["Name"] for bus in events.list_event_buses()["EventBuses"]]
    assert names == ["default", "orders"]
    assert [b["Name"] for b in events.list_event_buses(NamePrefix="ord")["EventBuses"]] == ["orders"]
    events.delete_event_bus(Name="orders")
    failure = error_of(events.describe_event_bus, Name="orders")
    assert failure == {"Code": "ResourceNotFoundException", "Message": "Event bus orders does not exist."}
    assert error_of(events.delete_event_bus, Name="default")["Code"] == "ValidationException"


def test_a_bus_with_rules_cannot_be_deleted(events: Any):
    events.create_event_bus(Name="busy")
    events.put_rule(Name="r", EventBusName="busy", EventPattern='{"source": ["a"]}')
    assert error_of(events.delete_event_bus, Name="busy")["Code"] == "ValidationException"
    events.delete_rule(Name="r", EventBusName="busy")
    events.delete_event_bus(Name="busy")


def test_put_describe_list_enable_disable_delete_rule(events: Any):
    arn = events.put_rule(Name="orders-created", EventPattern='{"source": ["shop"]}', Description="d")[
        "RuleArn"
    ]
    assert arn == "arn:aws:events:us-east-1:000000000000:rule/orders-created"
    rule = events.describe_rule(Name="orders-created")
    assert rule["State"] == "ENABLED"
    assert rule["EventBusName"] == "default"
    assert rule["EventPattern"] == '{"source": ["shop"]}'
    assert rule["CreatedBy"] == "000000000000"
    events.disable_rule(Name="orders-created")
    assert events.describe_rule(Name="orders-created")["State"] == "DISABLED"
    events.enable_rule(Name="orders-created")
    assert events.describe_rule(Name="orders-created")["State"] == "ENABLED"
    events.create_event_bus(Name="custom")
    custom = events.put_rule(Name="on-custom", EventBusName="custom", EventPattern='{"source": ["x"]}')
    assert custom["RuleArn"].endswith(":rule/custom/on-custom")
    assert [r["Name"] for r in events.list_rules()["Rules"]] == ["orders-created"]
    assert [r["Name"] for r in events.list_rules(EventBusName="custom")["Rules"]] == ["on-custom"]
    events.delete_rule(Name="orders-created")
    failure = error_of(events.describe_rule, Name="orders-created")
    assert failure == {
        "Code": "ResourceNotFoundException",
        "Message": "Rule orders-created does not exist on EventBus default.",
    }


def test_list_rules_by_prefix_and_pages(events: Any):
    for index in range(7):
        events.put_rule(Name=f"job-{index}", ScheduleExpression="rate(1 day)")
    events.put_rule(Name="other", EventPattern='{"source": ["x"]}')
    first = events.list_rules(NamePrefix="job-", Limit=3)
    assert [r["Name"] for r in first["Rules"]] == ["job-0", "job-1", "job-2"]
    second = events.list_rules(NamePrefix="job-", Limit=3, NextToken=first["NextToken"])
    third = events.list_rules(NamePrefix="job-", Limit=3, NextToken=second["NextToken"])
    assert [r["Name"] for r in second["Rules"] + third["Rules"]] == [f"job-{i}" for i in range(3, 7)]
    assert "NextToken" not in third
    assert error_of(events.list_rules, NextToken="!!!")["Code"] == "ValidationException"


def test_rule_errors(events: Any):
    failure = error_of(events.put_rule, Name="nothing")
    assert failure == {
        "Code": "ValidationException",
        "Message": "Parameter(s) EventPattern or ScheduleExpression must be specified.",
    }
    assert error_of(events.put_rule, Name="r", ScheduleExpression="rate(1 minutes)") == {
        "Code": "ValidationException",
        "Message": "Parameter ScheduleExpression is not valid.",
    }
    assert error_of(events.put_rule, Name="r", ScheduleExpression="cron(0 10 * * * *)")["Code"] == (
        "ValidationException"
    )
    events.create_event_bus(Name="custom")
    assert error_of(
        events.put_rule, Name="r", EventBusName="custom", ScheduleExpression="rate(5 minutes)"
    ) == {
        "Code": "ValidationException",
        "Message": "ScheduleExpression is supported only on the default event bus.",
    }
    assert error_of(events.put_rule, Name="r", EventBusName="nope", EventPattern='{"a": ["b"]}') == {
        "Code": "ResourceNotFoundException",
        "Message": "Event bus nope does not exist.",
    }
    failure = error_of(events.put_rule, Name="r", EventPattern='{"source": "shop"}')
    assert failure == {
        "Code": "InvalidEventPatternException",
        "Message": 'Event pattern is not valid. Reason: "source" must be an object or an array',
    }
    assert error_of(events.enable_rule, Name="missing")["Code"] == "ResourceNotFoundException"
    events.delete_rule(Name="never-existed")


def test_targets_put_list_remove_and_delete_rule_refused_while_targets_exist(events: Any, sqs: Any):
    _, arn = queue(sqs, "target-q")
    events.put_rule(Name="r", EventPattern='{"source": ["shop"]}')
    answer = events.put_targets(Rule="r", Targets=[{"Id": "q", "Arn": arn}])
    assert answer["FailedEntryCount"] == 0
    assert answer["FailedEntries"] == []
    assert events.list_targets_by_rule(Rule="r")["Targets"] == [{"Id": "q", "Arn": arn}]
    assert events.list_rule_names_by_target(TargetArn=arn)["RuleNames"] == ["r"]
    assert error_of(events.delete_rule, Name="r") == {
        "Code": "ValidationException",
        "Message": "Rule can't be deleted since it has targets.",
    }
    events.remove_targets(Rule="r", Ids=["q"])
    assert events.list_targets_by_rule(Rule="r")["Targets"] == []
    events.delete_rule(Name="r")


def test_target_limits_and_refusals(events: Any, sqs: Any):
    _, arn = queue(sqs, "q")
    _, fifo = queue(sqs, "q.fifo", FifoQueue="true")
    events.put_rule(Name="r", EventPattern='{"source": ["shop"]}')
    assert error_of(events.put_targets, Rule="missing", Targets=[{"Id": "q", "Arn": arn}])["Code"] == (
        "ResourceNotFoundException"
    )
    events.put_targets(Rule="r", Targets=[{"Id": f"t{i}", "Arn": arn} for i in range(5)])
    assert error_of(events.put_targets, Rule="r", Targets=[{"Id": "t6", "Arn": arn}]) == {
        "Code": "LimitExceededException",
        "Message": "The requested resource exceeds the maximum number allowed.",
    }
    events.remove_targets(Rule="r", Ids=[f"t{i}" for i in range(5)])
    assert error_of(events.put_targets, Rule="r", Targets=[{"Id": "f", "Arn": fifo}]) == {
        "Code": "ValidationException",
        "Message": "Parameter(s) SqsParameters must be specified for target: f.",
    }
    events.put_targets(Rule="r", Targets=[{"Id": "f", "Arn": fifo, "SqsParameters": {"MessageGroupId": "g"}}])
    fifo_dlq = {"Id": "d", "Arn": arn, "DeadLetterConfig": {"Arn": fifo}}
    assert error_of(events.put_targets, Rule="r", Targets=[fifo_dlq])["Code"] == "ValidationException"
    not_sqs = {"Id": "d", "Arn": arn, "DeadLetterConfig": {"Arn": "arn:aws:sns:us-east-1:000000000000:t"}}
    assert error_of(events.put_targets, Rule="r", Targets=[not_sqs])["Code"] == "ValidationException"
    too_many = {"Id": "d", "Arn": arn, "RetryPolicy": {"MaximumRetryAttempts": 186}}
    assert error_of(events.put_targets, Rule="r", Targets=[too_many])["Code"] == "ValidationException"
    secret = "arn:aws:secretsmanager:us-east-1:000000000000:secret:s-AbCdEf"
    failure = error_of(events.put_targets, Rule="r", Targets=[{"Id": "k", "Arn": secret}])
    assert failure["Code"] == "ValidationException"
    assert "does not deliver events to the secretsmanager service" in failure["Message"]
    table = "arn:aws:dynamodb:us-east-1:000000000000:table/t"
    failure = error_of(events.put_targets, Rule="r", Targets=[{"Id": "d", "Arn": table}])
    assert "does not deliver events to the dynamodb service" in failure["Message"]
    both = {"Id": "x", "Arn": arn, "Input": "{}", "InputPath": "$.detail"}
    assert error_of(events.put_targets, Rule="r", Targets=[both]) == {
        "Code": "ValidationException",
        "Message": "Only one of Input, InputPath, or InputTransformer must be provided for target x.",
    }
    bad_template = {
        "Id": "x",
        "Arn": arn,
        "InputTransformer": {"InputPathsMap": {"a": "$.detail.a"}, "InputTemplate": '{"b": <b>}'},
    }
    assert error_of(events.put_targets, Rule="r", Targets=[bad_template]) == {
        "Code": "ValidationException",
        "Message": "InputTemplate for target x contains invalid placeholder b.",
    }


def test_tags_on_rules_and_buses(events: Any):
    arn = events.put_rule(Name="r", EventPattern='{"source": ["x"]}', Tags=[{"Key": "team", "Value": "a"}])[
        "RuleArn"
    ]
    assert events.list_tags_for_resource(ResourceARN=arn)["Tags"] == [{"Key": "team", "Value": "a"}]
    events.tag_resource(ResourceARN=arn, Tags=[{"Key": "env", "Value": "dev"}])
    events.untag_resource(ResourceARN=arn, TagKeys=["team"])
    assert events.list_tags_for_resource(ResourceARN=arn)["Tags"] == [{"Key": "env", "Value": "dev"}]
    bus = events.create_event_bus(Name="b", Tags=[{"Key": "k", "Value": "v"}])["EventBusArn"]
    assert events.list_tags_for_resource(ResourceARN=bus)["Tags"] == [{"Key": "k", "Value": "v"}]
    missing = "arn:aws:events:us-east-1:000000000000:rule/nope"
    assert error_of(events.list_tags_for_resource, ResourceARN=missing)["Code"] == "ResourceNotFoundException"
    too_deep = "arn:aws:events:us-east-1:000000000000:rule/a/b/c"
    assert error_of(events.tag_resource, ResourceARN=too_deep, Tags=[{"Key": "k", "Value": "v"}]) == {
        "Code": "ResourceNotFoundException",
        "Message": f"Resource {too_deep} does not exist.",
    }
