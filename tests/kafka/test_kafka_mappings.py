"""Lambda event source mappings from an MSK cluster's topic: AWS's ``aws:kafka`` event (records keyed
``topic-partition``, base64 key and value, headers as byte arrays, bootstrapServers), TRIM_HORIZON and
LATEST, a consumer group's committed offsets, FilterCriteria, a failing batch retried until the function
succeeds, and the members refused with Lambda's codes."""

from __future__ import annotations

import base64
import json
import sys
import urllib.request
from pathlib import Path
from typing import Any

from kafka_helpers import network, unique

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, deployer, events, make_zip, wait_for  # noqa: E402

RECORDER = """
import json
def handler(event, context):
    for records in event["records"].values():
        for record in records:
            if record.get("value") == "Ym9vbQ==":  # "boom"
                raise RuntimeError("boom")
    return {"seen": sum(len(r) for r in event["records"].values())}
"""


def _post(server: LabcloudProcess, cluster: str, topic: str, records: list[dict[str, Any]]) -> None:
    request = urllib.request.Request(
        f"{server.endpoint}/_labcloud/kafka/{cluster}/topics/{topic}",
        data=json.dumps({"records": records}).encode(),
        method="POST",
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        assert answer.status == 200


def _code(call: Any, **kwargs: Any) -> str:
    try:
        call(**kwargs)
    except Exception as exc:  # botocore's ClientError
        return str(getattr(exc, "response", {}).get("Error", {}).get("Code"))
    raise AssertionError("the call succeeded")


def _kafka_events(server: LabcloudProcess) -> list[dict[str, Any]]:
    started = events(server, "lambda.invocation.started")
    return [
        e["data"]["event"] for e in started if e["data"].get("event", {}).get("eventSource") == "aws:kafka"
    ]


def test_msk_mappings_deliver_aws_kafka_events(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
) -> None:
    kafka = labcloud.boto3_client("kafka")
    lam = labcloud.boto3_client("lambda")
    deployer(labcloud, create_role(labcloud))("consumer", RECORDER)
    net = network(labcloud, 77)
    name = unique("stream")
    arn = kafka.create_cluster(
        ClusterName=name,
        KafkaVersion="3.6.0",
        NumberOfBrokerNodes=2,
        BrokerNodeGroupInfo={"ClientSubnets": net["subnets"], "InstanceType": "kafka.m5.large"},
        EncryptionInfo={"EncryptionInTransit": {"ClientBroker": "TLS_PLAINTEXT"}},
    )["ClusterArn"]
    labcloud_clock.advance(2)
    _post(labcloud, name, "orders", [{"key": "a", "value": '{"n": 1}', "headers": [{"h": "hi"}]}])
    _post(labcloud, name, "orders", [{"key": "a", "value": '{"n": 2}'}, {"key": "a", "value": "skip"}])
    mapping = lam.create_event_source_mapping(
        FunctionName="consumer",
        EventSourceArn=arn,
        Topics=["orders"],
        StartingPosition="TRIM_HORIZON",
        BatchSize=10,
        AmazonManagedKafkaEventSourceConfig={"ConsumerGroupId": "billing"},
        FilterCriteria={"Filters": [{"Pattern": json.dumps({"value": {"n": [{"numeric": [">", 0]}]}})}]},
    )
    assert mapping["State"] == "Creating" and mapping["Topics"] == ["orders"]
    assert mapping["AmazonManagedKafkaEventSourceConfig"] == {"ConsumerGroupId": "billing"}
    event = wait_for(lambda: _kafka_events(labcloud))[0]
    brokers = kafka.get_bootstrap_brokers(ClusterArn=arn)["BootstrapBrokerString"]
    assert (event["eventSource"], event["eventSourceArn"], event["bootstrapServers"]) == (
        "aws:kafka",
        arn,
        brokers,
    )
    assert list(event["records"]) == ["orders-0"]
    first, second = event["records"]["orders-0"]
    assert first == {
        "topic": "orders",
        "partition": 0,
        "offset": 0,
        "timestamp": first["timestamp"],
        "timestampType": "CREATE_TIME",
        "key": base64.b64encode(b"a").decode(),
        "value": base64.b64encode(b'{"n": 1}').decode(),
        "headers": [{"h": list(b"hi")}],
    }
    assert second["offset"] == 1 and second["headers"] == []  # offset 2 ("skip") was filtered out
    wait_for(lambda: lam.get_event_source_mapping(UUID=mapping["UUID"])["LastProcessingResult"] == "OK")
    lam.delete_event_source_mapping(UUID=mapping["UUID"])  # its batch was committed before "OK"
    # a second mapping of the same group starts after what the group committed, even at TRIM_HORIZON
    _post(labcloud, name, "orders", [{"value": "boom"}])
    later = lam.create_event_source_mapping(
        FunctionName="consumer",
        EventSourceArn=arn,
        Topics=["orders"],
        StartingPosition="TRIM_HORIZON",
        AmazonManagedKafkaEventSourceConfig={"ConsumerGroupId": "billing"},
    )
    failed = wait_for(
        lambda: [
            e for e in events(labcloud, "lambda.esm.kafka.batch") if e["data"]["outcome"] == "FunctionError"
        ]
    )
    assert failed[0]["data"]["records"] == 1
    lam.update_function_code(
        FunctionName="consumer", ZipFile=make_zip({"app.py": RECORDER.replace("raise", "pass  #")})
    )
    wait_for(lambda: lam.get_event_source_mapping(UUID=later["UUID"])["LastProcessingResult"] == "OK")
    retried = [e for e in _kafka_events(labcloud) if "orders-0" in e["records"]][-1]
    assert [r["offset"] for r in retried["records"]["orders-0"]] == [3]
    lam.delete_event_source_mapping(UUID=later["UUID"])
    secret = labcloud.boto3_client("secretsmanager").create_secret(
        Name="AmazonMSK_" + name, SecretString="{}"
    )
    base = {
        "FunctionName": "consumer",
        "EventSourceArn": arn,
        "Topics": ["payments"],
        "StartingPosition": "LATEST",
    }
    scram = [{"Type": "SASL_SCRAM_512_AUTH", "URI": secret["ARN"]}]
    made = lam.create_event_source_mapping(**base, SourceAccessConfigurations=scram)
    assert made["SourceAccessConfigurations"] == scram and made["StartingPosition"] == "LATEST"
    for kwargs in (
        {**base, "StartingPosition": None},
        {**base, "EventSourceArn": arn[:-3] + "x-9"},
        {**base, "SourceAccessConfigurations": [{"Type": "SASL_SCRAM_512_AUTH", "URI": secret["ARN"] + "x"}]},
        {**base, "SourceAccessConfigurations": [{"Type": "BASIC_AUTH", "URI": secret["ARN"]}]},
        {**base, "ParallelizationFactor": 2},
        {**base, "DestinationConfig": {"OnFailure": {"Destination": "arn:aws:sqs:us-east-1:000000000000:q"}}},
        {**base, "SelfManagedEventSource": {"Endpoints": {"KAFKA_BOOTSTRAP_SERVERS": ["a:9092"]}}},
    ):
        given = {k: v for k, v in kwargs.items() if v is not None}
        assert _code(lam.create_event_source_mapping, **given) == "InvalidParameterValueException", kwargs
    assert (
        _code(lam.update_event_source_mapping, UUID=made["UUID"], ParallelizationFactor=2)
        == "InvalidParameterValueException"
    )
    assert lam.update_event_source_mapping(UUID=made["UUID"], BatchSize=5)["BatchSize"] == 5
