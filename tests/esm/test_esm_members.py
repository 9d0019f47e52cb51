"""Mapping members: stream/Kafka settings refused for SQS, unimplemented features refused, MaximumConcurrency."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import wait_for

NOOP = "def handler(event, context):\n    return None\n"


def _queue_arn(sqs: Any, name: str) -> str:
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    return str(sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"])


def _error(call: Callable[[], Any]) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call()
    return info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]


@pytest.mark.parametrize(
    ("member", "value", "message"),
    [
        ("StartingPosition", "LATEST", "StartingPosition is not valid for SQS event sources."),
        (
            "MaximumRetryAttempts",
            2,
            "Unsupported MaximumRetryAttempts parameter for given event source mapping type.",
        ),
        (
            "BisectBatchOnFunctionError",
            True,
            "Unsupported BisectBatchOnFunctionError parameter for given event source mapping type.",
        ),
        (
            "ParallelizationFactor",
            2,
            "Unsupported ParallelizationFactor parameter for given event source mapping type.",
        ),
        (
            "DestinationConfig",
            {"OnFailure": {"Destination": "arn:aws:sqs:us-east-1:000000000000:x"}},
            "Unsupported DestinationConfig parameter for given event source mapping type.",
        ),
        ("Topics", ["orders"], "Unsupported Topics parameter for given event source mapping type."),
        (
            "KMSKeyArn",
            "arn:aws:kms:us-east-1:000000000000:key/1234abcd-12ab-34cd-56ef-1234567890ab",
            "labcloud does not support KMS encryption of filter criteria: KMSKeyArn cannot be used",
        ),
        (
            "MetricsConfig",
            {"Metrics": ["EventCount"]},
            "labcloud does not support event source mapping metrics: MetricsConfig.Metrics must be empty",
        ),
    ],
)
def test_create_refuses_members_an_sqs_mapping_cannot_honour(
    deploy: Any, lam: Any, sqs: Any, member: str, value: Any, message: str
) -> None:
    deploy("refused", NOOP)
    arn = _queue_arn(sqs, "refused-src")
    code, text = _error(
        lambda: lam.create_event_source_mapping(FunctionName="refused", EventSourceArn=arn, **{member: value})
    )
    assert (code, text) == ("InvalidParameterValueException", message)
    assert lam.list_event_source_mappings(FunctionName="refused")["EventSourceMappings"] == []


def test_mapping_tags_are_kept_listed_and_changed(deploy: Any, lam: Any, sqs: Any) -> None:
    deploy("tagged", NOOP)
    arn = _queue_arn(sqs, "tagged-src")
    mapping = lam.create_event_source_mapping(
        FunctionName="tagged", EventSourceArn=arn, Enabled=False, Tags={"team": "a", "env": "dev"}
    )
    mapping_arn = mapping["EventSourceMappingArn"]
    assert mapping_arn == f"arn:aws:lambda:us-east-1:000000000000:event-source-mapping:{mapping['UUID']}"
    assert lam.list_tags(Resource=mapping_arn)["Tags"] == {"team": "a", "env": "dev"}
    lam.tag_resource(Resource=mapping_arn, Tags={"env": "prod", "owner": "ops"})
    lam.untag_resource(Resource=mapping_arn, TagKeys=["team"])
    assert lam.list_tags(Resource=mapping_arn)["Tags"] == {"env": "prod", "owner": "ops"}
    assert (
        lam.list_tags(Resource=lam.get_function(FunctionName="tagged")["Configuration"]["FunctionArn"])[
            "Tags"
        ]
        == {}
    )
    lam.delete_event_source_mapping(UUID=mapping["UUID"])
    missing = (
        "arn:aws:lambda:us-east-1:000000000000:event-source-mapping:00000000-0000-0000-0000-000000000000"
    )
    code, _ = _error(lambda: lam.list_tags(Resource=missing))
    assert code == "ResourceNotFoundException"


def test_update_refuses_stream_members(deploy: Any, lam: Any, sqs: Any) -> None:
    deploy("upd-refused", NOOP)
    arn = _queue_arn(sqs, "upd-refused-src")
    mapping = lam.create_event_source_mapping(FunctionName="upd-refused", EventSourceArn=arn, Enabled=False)
    code, text = _error(
        lambda: lam.update_event_source_mapping(UUID=mapping["UUID"], MaximumRecordAgeInSeconds=60)
    )
    assert (code, text) == (
        "InvalidParameterValueException",
        "Unsupported MaximumRecordAgeInSeconds parameter for given event source mapping type.",
    )


def _workers(labcloud: Any, mapping_uuid: str) -> int | None:
    for entry in labcloud.get("/_labcloud/lambda/functions")["mappings"]:
        if entry["UUID"] == mapping_uuid and entry["poller"] is not None:
            return int(entry["poller"]["workers"])
    return None


def test_maximum_concurrency_sets_the_number_of_concurrent_batches(
    labcloud: Any, deploy: Any, lam: Any, sqs: Any
) -> None:
    deploy("scaled", NOOP)
    arn = _queue_arn(sqs, "scaled-src")
    mapping = lam.create_event_source_mapping(
        FunctionName="scaled", EventSourceArn=arn, ScalingConfig={"MaximumConcurrency": 2}
    )
    assert mapping["ScalingConfig"] == {"MaximumConcurrency": 2}
    assert wait_for(lambda: _workers(labcloud, mapping["UUID"]) == 2)
    updated = lam.update_event_source_mapping(UUID=mapping["UUID"], ScalingConfig={"MaximumConcurrency": 3})
    assert updated["ScalingConfig"] == {"MaximumConcurrency": 3}
    assert wait_for(lambda: _workers(labcloud, mapping["UUID"]) == 3)
    assert lam.get_event_source_mapping(UUID=mapping["UUID"])["ScalingConfig"] == {"MaximumConcurrency": 3}
