"""A registered consumer's tags: given to RegisterStreamConsumer (at most 50), read, added and removed by the
consumer's ARN (ListTagsForResource, TagResource, UntagResource), found by the Tagging API as
``kinesis:stream/consumer``, kept over a restart, with Kinesis's errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kinesis_helpers import create, error

from labcloud.testing.server_process import LabcloudProcess

STREAM = "arn:aws:kinesis:us-east-1:000000000000:stream/{}"


def _tags(kinesis: Any, arn: str) -> dict[str, str]:
    return {t["Key"]: t["Value"] for t in kinesis.list_tags_for_resource(ResourceARN=arn)["Tags"]}


def test_a_consumers_tags_by_its_arn(labcloud: LabcloudProcess, kinesis: Any) -> None:
    stream = STREAM.format(create(kinesis, prefix="tagged"))
    arn = kinesis.register_stream_consumer(StreamARN=stream, ConsumerName="reader", Tags={"team": "a"})[
        "Consumer"
    ]["ConsumerARN"]
    assert _tags(kinesis, arn) == {"team": "a"}
    kinesis.tag_resource(ResourceARN=arn, Tags={"env": "dev"})
    assert _tags(kinesis, arn) == {"team": "a", "env": "dev"}
    kinesis.untag_resource(ResourceARN=arn, TagKeys=["team"])
    assert _tags(kinesis, arn) == {"env": "dev"}
    assert _tags(kinesis, stream) == {}  # the stream's own tags are apart
    many = {f"k{i}": "v" for i in range(50)}
    assert error(kinesis.tag_resource, ResourceARN=arn, Tags=many)[0] == "InvalidArgumentException"
    too_many = {f"k{i}": "v" for i in range(51)}
    code, _ = error(kinesis.register_stream_consumer, StreamARN=stream, ConsumerName="other", Tags=too_many)
    assert code == "InvalidArgumentException"
    assert [c["ConsumerName"] for c in kinesis.list_stream_consumers(StreamARN=stream)["Consumers"]] == [
        "reader"
    ]
    gone = arn.replace("/consumer/reader:", "/consumer/nobody:")
    assert error(kinesis.list_tags_for_resource, ResourceARN=gone)[0] == "ResourceNotFoundException"
    assert error(kinesis.tag_resource, ResourceARN=gone, Tags={"a": "b"})[0] == "ResourceNotFoundException"
    tagging: Any = labcloud.boto3_client("resourcegroupstaggingapi")
    found = tagging.get_resources(ResourceTypeFilters=["kinesis:stream/consumer"])["ResourceTagMappingList"]
    assert [(r["ResourceARN"], r["Tags"]) for r in found] == [(arn, [{"Key": "env", "Value": "dev"}])]
    assert tagging.tag_resources(ResourceARNList=[arn], Tags={"via": "tagging"})["FailedResourcesMap"] == {}
    assert _tags(kinesis, arn) == {"env": "dev", "via": "tagging"}
    streams = tagging.get_resources(ResourceTypeFilters=["kinesis:stream"])["ResourceTagMappingList"]
    assert arn not in [r["ResourceARN"] for r in streams]


def test_a_consumers_tags_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        kinesis = server.boto3_client("kinesis")
        arn = kinesis.register_stream_consumer(
            StreamARN=STREAM.format(create(kinesis, prefix="kept")), ConsumerName="reader", Tags={"team": "a"}
        )["Consumer"]["ConsumerARN"]
        kinesis.tag_resource(ResourceARN=arn, Tags={"env": "dev"})
        server.kill()
        server.start()
        assert _tags(server.boto3_client("kinesis"), arn) == {"team": "a", "env": "dev"}
    finally:
        server.stop()
