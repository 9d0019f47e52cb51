"""The schema-driven conversion and replacement rules on their own (the wire behaviour is in
tests/cloudformation/test_cfn_schema_*.py)."""

from __future__ import annotations

import pytest

from labcloud.services.cloudformation.resources.property_schema import PropertyViolations, conform, facts_for


def test_conversions_follow_the_schema_types() -> None:
    queue = facts_for("AWS::SQS::Queue")
    assert queue is not None
    converted = conform(
        queue,
        {
            "DelaySeconds": 5.0,
            "MaximumMessageSize": "2048",
            "FifoQueue": "False",
            "QueueName": 12,
            "KmsMasterKeyId": True,
            "RedrivePolicy": {"maxReceiveCount": "3"},  # "any" in the schema: left as given
            "VisibilityTimeout": "{{resolve:ssm:timeout}}",  # converted once resolved
            "MessageRetentionPeriod": None,
        },
    )
    assert converted == {
        "DelaySeconds": 5,
        "MaximumMessageSize": 2048,
        "FifoQueue": False,
        "QueueName": "12",
        "KmsMasterKeyId": "true",
        "RedrivePolicy": {"maxReceiveCount": "3"},
        "VisibilityTimeout": "{{resolve:ssm:timeout}}",
        "MessageRetentionPeriod": None,
    }


@pytest.mark.parametrize(
    ("props", "message"),
    [
        ({"DelaySeconds": 1.5}, "#/DelaySeconds: expected type: Integer, found: BigDecimal"),
        ({"DelaySeconds": "1.5"}, "#/DelaySeconds: expected type: Integer, found: String"),
        ({"FifoQueue": "yes"}, "#/FifoQueue: expected type: Boolean, found: String"),
        ({"Tags": [{"Value": "v"}]}, "#/Tags/0: required key [Key] not found"),
    ],
)
def test_mismatches_are_named_as_cloudformation_names_them(props: dict[str, object], message: str) -> None:
    queue = facts_for("AWS::SQS::Queue")
    assert queue is not None
    with pytest.raises(PropertyViolations) as caught:
        conform(queue, props)
    assert str(caught.value) == message


def test_create_only_paths_decide_replacement() -> None:
    pipe = facts_for("AWS::Pipes::Pipe")
    assert pipe is not None
    old = {
        "Name": "p",
        "SourceParameters": {"KinesisStreamParameters": {"StartingPosition": "LATEST", "BatchSize": 1}},
    }
    batch = {
        "Name": "p",
        "SourceParameters": {"KinesisStreamParameters": {"StartingPosition": "LATEST", "BatchSize": 9}},
    }
    moved = {
        "Name": "p",
        "SourceParameters": {"KinesisStreamParameters": {"StartingPosition": "TRIM_HORIZON"}},
    }
    assert not pipe.replaces(old, batch)
    assert pipe.replaces(old, moved)
    assert pipe.replaces(old, {**old, "Name": "q"})


def test_name_rules_and_types_without_a_schema() -> None:
    bucket = facts_for("AWS::S3::Bucket")
    assert bucket is not None
    length, pattern = bucket.name_rule("BucketName")
    assert length == 63 and pattern is not None and not pattern.search("Upper")
    assert facts_for("Custom::Anything") is None
