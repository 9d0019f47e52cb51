"""Publish through ``iot-data`` runs the matching enabled rules' actions after answering: each action kind
labcloud runs reaches its target through the pipeline as the rule's role (Lambda as iot.amazonaws.com with
the function's permission), a failing action runs errorAction, republish feeds other rules, and shadows'
changes reach rules on the ``$aws/things`` topics with metadata stamped by labcloud's clock."""

from __future__ import annotations

import base64
import io
import json
import zipfile
from typing import Any

import pytest
from botocore.exceptions import ClientError
from iot_helpers import code, events, queue, receive, role, rule_arn, sqs_rule

from labcloud.testing.server_process import LabcloudProcess

FUNCTION = """
import boto3, json, os

def handler(event, context):
    boto3.client("sqs").send_message(QueueUrl=os.environ["OUT"], MessageBody=json.dumps(event))
"""


def test_a_rule_selects_filters_and_sends_to_sqs(iot: Any, iot_data: Any, labcloud: LabcloudProcess) -> None:
    url = queue(labcloud, "readings")
    arn = role(labcloud, "readings-role", ["sqs:SendMessage"])
    sql = "SELECT temp, topic(2) AS device, upper(unit) AS unit FROM 'sensors/+/data' WHERE temp > 20"
    iot.create_topic_rule(ruleName="hot", topicRulePayload=sqs_rule(url, arn, sql))
    iot_data.publish(topic="sensors/d1/data", qos=1, payload=json.dumps({"temp": 25, "unit": "c"}).encode())
    iot_data.publish(topic="sensors/d2/data", payload=json.dumps({"temp": 10, "unit": "c"}).encode())
    iot_data.publish(topic="other/d3/data", payload=json.dumps({"temp": 99}).encode())
    assert [json.loads(b) for b in receive(labcloud, url)] == [{"temp": 25, "device": "d1", "unit": "C"}]
    iot.disable_topic_rule(ruleName="hot")
    iot_data.publish(topic="sensors/d4/data", payload=json.dumps({"temp": 30}).encode())
    iot.enable_topic_rule(ruleName="hot")
    iot_data.publish(topic="sensors/d5/data", payload=json.dumps({"temp": 31}).encode())
    assert [json.loads(b)["device"] for b in receive(labcloud, url)] == ["d5"]  # d4 met a disabled rule


def test_a_failing_action_runs_the_error_action(iot: Any, iot_data: Any, labcloud: LabcloudProcess) -> None:
    errors = queue(labcloud, "rule-errors")
    denied = role(labcloud, "no-sqs-role", [])
    allowed = role(labcloud, "errors-role", ["sqs:SendMessage"])
    payload = {
        "sql": "SELECT * FROM 'alarms/#'",
        "actions": [{"sqs": {"queueUrl": queue(labcloud, "never"), "roleArn": denied}}],
        "errorAction": {"sqs": {"queueUrl": errors, "roleArn": allowed}},
    }
    iot.create_topic_rule(ruleName="failing", topicRulePayload=payload)
    iot_data.publish(topic="alarms/a1", payload=b'{"level": 3}')
    (report,) = [json.loads(b) for b in receive(labcloud, errors)]
    assert report["ruleName"] == "failing" and report["topic"] == "alarms/a1"
    assert base64.b64decode(report["base64OriginalPayload"]) == b'{"level": 3}'
    (failure,) = report["failures"]
    assert failure["failedAction"] == "SqsAction" and "AccessDenied" in failure["errorMessage"]
    failed = events(labcloud, "iot.action.failed", rule_arn("failing"))
    assert failed[0]["action"] == "sqs" and not failed[0]["error_action"]
    graph = labcloud.get("/_labcloud/map")
    (node,) = [n for n in graph["nodes"] if n["id"] == rule_arn("failing")]
    assert node["status"] != "ok" and node["facts"]["topic"] == "alarms/#"
    wired = {e["kind"]: e["to"] for e in graph["edges"] if e["from"] == rule_arn("failing")}
    assert wired["error-action"] in (errors, "arn:aws:sqs:us-east-1:000000000000:rule-errors")
    assert wired["iot-action"] in (queue(labcloud, "never"), "arn:aws:sqs:us-east-1:000000000000:never")


def test_each_target_kind_receives_the_message(iot: Any, iot_data: Any, labcloud: LabcloudProcess) -> None:
    arn = role(
        labcloud,
        "targets-role",
        [
            "firehose:PutRecord",
            "sns:Publish",
            "dynamodb:PutItem",
            "kinesis:PutRecord",
            "states:StartExecution",
            "iot:Publish",
            "sqs:SendMessage",
        ],
    )
    sns, ddb, kinesis, sfn = (
        labcloud.boto3_client(s) for s in ("sns", "dynamodb", "kinesis", "stepfunctions")
    )
    topic = sns.create_topic(Name="iot-topic")["TopicArn"]
    from_sns = queue(labcloud, "from-sns")
    queue_arn = "arn:aws:sqs:us-east-1:000000000000:from-sns"
    allow_sns = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": queue_arn,
            }
        ],
    }
    labcloud.boto3_client("sqs").set_queue_attributes(
        QueueUrl=from_sns, Attributes={"Policy": json.dumps(allow_sns)}
    )
    sns.subscribe(
        TopicArn=topic, Protocol="sqs", Endpoint=queue_arn, Attributes={"RawMessageDelivery": "true"}
    )
    ddb.create_table(
        TableName="readings",
        KeySchema=[{"AttributeName": "device", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "device", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    ddb.create_table(
        TableName="raw",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    kinesis.create_stream(StreamName="iot-stream", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="iot-stream", WaiterConfig={"Delay": 0.2})
    machine = sfn.create_state_machine(
        name="iot-machine",
        definition=json.dumps({"StartAt": "P", "States": {"P": {"Type": "Pass", "End": True}}}),
        roleArn=arn,
    )["stateMachineArn"]
    labcloud.boto3_client("s3").create_bucket(Bucket="iot-firehose-out")
    iam = labcloud.boto3_client("iam")
    firehose_trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "firehose.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    delivery_role = iam.create_role(
        RoleName="iot-fh-delivery", AssumeRolePolicyDocument=json.dumps(firehose_trust)
    )
    labcloud.boto3_client("firehose").create_delivery_stream(
        DeliveryStreamName="iot-fh",
        ExtendedS3DestinationConfiguration={
            "RoleARN": delivery_role["Role"]["Arn"],
            "BucketARN": "arn:aws:s3:::iot-firehose-out",
        },
    )
    republished = queue(labcloud, "republished")
    iot.create_topic_rule(
        ruleName="fanout",
        topicRulePayload={
            "sql": "SELECT *, topic(2) AS device FROM 'plant/+'",
            "actions": [
                {"sns": {"targetArn": topic, "roleArn": arn, "messageFormat": "RAW"}},
                {"dynamoDBv2": {"roleArn": arn, "putItem": {"tableName": "readings"}}},
                {
                    "dynamoDB": {
                        "tableName": "raw",
                        "roleArn": arn,
                        "hashKeyField": "id",
                        "hashKeyValue": "${topic(2)}",
                        "payloadField": "body",
                    }
                },
                {"kinesis": {"roleArn": arn, "streamName": "iot-stream", "partitionKey": "${topic(2)}"}},
                {
                    "stepFunctions": {
                        "roleArn": arn,
                        "stateMachineName": "iot-machine",
                        "executionNamePrefix": "iot-",
                    }
                },
                {"republish": {"roleArn": arn, "topic": "copies/${topic(2)}", "qos": 1}},
                {"firehose": {"roleArn": arn, "deliveryStreamName": "iot-fh", "separator": "\n"}},
            ],
        },
    )
    iot.create_topic_rule(
        ruleName="copies", topicRulePayload=sqs_rule(republished, arn, "SELECT * FROM 'copies/#'")
    )
    iot_data.publish(topic="plant/p1", payload=json.dumps({"level": 4}).encode())
    expected = {"level": 4, "device": "p1"}
    assert [json.loads(b) for b in receive(labcloud, republished)] == [expected]
    assert [json.loads(b) for b in receive(labcloud, from_sns)] == [expected]
    done = events(labcloud, "iot.action.succeeded", rule_arn("fanout"), count=7)
    assert sorted(e["action"] for e in done) == sorted(
        ["sns", "dynamoDBv2", "dynamoDB", "kinesis", "stepFunctions", "republish", "firehose"]
    ), events(labcloud, "iot.action.failed", rule_arn("fanout"))
    assert ddb.get_item(TableName="readings", Key={"device": {"S": "p1"}})["Item"]["level"] == {"N": "4"}
    assert ddb.get_item(TableName="raw", Key={"id": {"S": "p1"}})["Item"]["body"]["M"]["level"] == {"N": "4"}
    shard = kinesis.list_shards(StreamName="iot-stream")["Shards"][0]["ShardId"]
    iterator = kinesis.get_shard_iterator(
        StreamName="iot-stream", ShardId=shard, ShardIteratorType="TRIM_HORIZON"
    )
    position, records = iterator["ShardIterator"], []
    for _ in range(5):  # as on AWS, a read may answer no records before the shard's first ones
        page = kinesis.get_records(ShardIterator=position)
        records += page["Records"]
        position = page["NextShardIterator"]
        if records:
            break
    assert [json.loads(r["Data"]) for r in records] == [expected] and records[0]["PartitionKey"] == "p1"
    (execution,) = sfn.list_executions(stateMachineArn=machine)["executions"]
    assert execution["name"].startswith("iot-")


def test_a_lambda_action_needs_the_functions_permission(
    iot: Any, iot_data: Any, labcloud: LabcloudProcess
) -> None:
    out = queue(labcloud, "from-lambda")
    lambda_role = labcloud.boto3_client("iam").create_role(
        RoleName="fn-role",
        AssumeRolePolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Principal": {"Service": "lambda.amazonaws.com"},
                        "Action": "sts:AssumeRole",
                    }
                ],
            }
        ),
    )["Role"]["Arn"]
    labcloud.boto3_client("iam").put_role_policy(
        RoleName="fn-role",
        PolicyName="out",
        PolicyDocument=json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]}
        ),
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", FUNCTION)
    lam = labcloud.boto3_client("lambda")
    function = lam.create_function(
        FunctionName="on-message",
        Runtime="python3.12",
        Role=lambda_role,
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
        Environment={"Variables": {"OUT": out}},
    )["FunctionArn"]
    iot.create_topic_rule(
        ruleName="to_lambda",
        topicRulePayload={"sql": "SELECT * FROM 'fn/in'", "actions": [{"lambda": {"functionArn": function}}]},
    )
    iot_data.publish(topic="fn/in", payload=b'{"n": 1}')
    failed = events(labcloud, "iot.action.failed", rule_arn("to_lambda"))
    assert failed and "AccessDenied" in failed[0]["error"]  # no permission for iot.amazonaws.com yet
    lam.add_permission(
        FunctionName="on-message",
        StatementId="iot",
        Action="lambda:InvokeFunction",
        Principal="iot.amazonaws.com",
        SourceArn=rule_arn("to_lambda"),
    )
    iot_data.publish(topic="fn/in", payload=b'{"n": 2}')
    assert [json.loads(b) for b in receive(labcloud, out, polls=30)] == [{"n": 2}]


def test_shadows_classic_and_named(iot_data: Any, iot: Any, labcloud: LabcloudProcess) -> None:
    url = queue(labcloud, "deltas")
    arn = role(labcloud, "deltas-role", ["sqs:SendMessage"])
    sql = "SELECT state, topic(3) AS thing FROM '$aws/things/+/shadow/update/delta'"
    iot.create_topic_rule(ruleName="deltas", topicRulePayload=sqs_rule(url, arn, sql))
    labcloud.set_clock("2030-01-01T00:00:00Z")
    try:
        answer = iot_data.update_thing_shadow(
            thingName="lamp", payload=b'{"state": {"desired": {"on": true, "level": 5}}}'
        )
        accepted = json.loads(answer["payload"].read())
        assert accepted["version"] == 1 and accepted["metadata"]["desired"]["on"]["timestamp"] == 1893456000
        iot_data.update_thing_shadow(thingName="lamp", payload=b'{"state": {"reported": {"on": true}}}')
        shadow = json.loads(iot_data.get_thing_shadow(thingName="lamp")["payload"].read())
        assert shadow["version"] == 2 and shadow["state"]["delta"] == {"level": 5}
        assert shadow["state"]["reported"] == {"on": True}
        assert [json.loads(b) for b in receive(labcloud, url)] == [
            {"state": {"on": True, "level": 5}, "thing": "lamp"}
        ]
        with pytest.raises(ClientError) as stale:
            iot_data.update_thing_shadow(
                thingName="lamp", payload=b'{"state": {"desired": {"on": false}}, "version": 1}'
            )
        assert code(stale.value) == "ConflictException"
        iot_data.update_thing_shadow(thingName="lamp", payload=b'{"state": {"desired": {"level": null}}}')
        assert (
            "delta" not in json.loads(iot_data.get_thing_shadow(thingName="lamp")["payload"].read())["state"]
        )
        iot_data.update_thing_shadow(
            thingName="lamp", shadowName="config", payload=b'{"state": {"reported": {"v": 1}}}'
        )
        assert iot_data.list_named_shadows_for_thing(thingName="lamp")["results"] == ["config"]
        named = json.loads(iot_data.get_thing_shadow(thingName="lamp", shadowName="config")["payload"].read())
        assert named["state"] == {"reported": {"v": 1}} and named["version"] == 1
        deleted = json.loads(
            iot_data.delete_thing_shadow(thingName="lamp", shadowName="config")["payload"].read()
        )
        assert deleted["version"] == 1
        for bad in (b"not json", b'{"nostate": 1}', b'{"state": {"other": {}}}'):
            with pytest.raises(ClientError) as invalid:
                iot_data.update_thing_shadow(thingName="lamp", payload=bad)
            assert code(invalid.value) == "InvalidRequestException"
        with pytest.raises(ClientError) as missing:
            iot_data.get_thing_shadow(thingName="lamp", shadowName="config")
        assert code(missing.value) == "ResourceNotFoundException"
        with pytest.raises(ClientError) as missing_delete:
            iot_data.delete_thing_shadow(thingName="nobody")
        assert code(missing_delete.value) == "ResourceNotFoundException"
    finally:
        labcloud.reset_clock()


def test_publish_refusals_and_retained_messages(iot_data: Any) -> None:
    iot_data.publish(topic="status/a", payload=b"\x00\x01binary", retain=True, qos=1)
    kept = iot_data.get_retained_message(topic="status/a")
    assert kept["payload"] == b"\x00\x01binary" and kept["qos"] == 1
    assert [m["topic"] for m in iot_data.list_retained_messages()["retainedTopics"]] == ["status/a"]
    iot_data.publish(topic="status/a", payload=b"", retain=True)  # an empty retained message clears it
    with pytest.raises(ClientError) as cleared:
        iot_data.get_retained_message(topic="status/a")
    assert code(cleared.value) == "ResourceNotFoundException"
    for kwargs in (
        {"topic": "a/+/b"},
        {"topic": "$SYS/x"},
        {"topic": "a", "qos": 2},
        {"topic": "a", "contentType": "text/plain"},
    ):
        with pytest.raises(ClientError) as refused:
            iot_data.publish(payload=b"x", **kwargs)
        assert code(refused.value) == "InvalidRequestException", kwargs
    with pytest.raises(ClientError) as big:
        iot_data.publish(topic="big", payload=b"x" * (128 * 1024 + 1))
    assert code(big.value) == "RequestEntityTooLargeException"


def test_basic_ingest_runs_the_named_rule_alone(iot: Any, iot_data: Any, labcloud: LabcloudProcess) -> None:
    """``$aws/rules/<name>/...`` runs that one rule, FROM clause or none, and the rule sees the topic
    without the prefix; a rule with no FROM is run by nothing else, and lists without a topic pattern."""
    url = queue(labcloud, "ingested")
    arn = role(labcloud, "ingest-role", ["sqs:SendMessage"])
    iot.create_topic_rule(
        ruleName="ingest_only", topicRulePayload=sqs_rule(url, arn, "SELECT *, topic() AS t")
    )
    iot.create_topic_rule(
        ruleName="also_broker", topicRulePayload=sqs_rule(url, arn, "SELECT n, topic(2) AS t FROM 'dev/+'")
    )
    iot_data.publish(topic="$aws/rules/ingest_only", payload=b'{"n": 1}')
    iot_data.publish(topic="$aws/rules/also_broker/dev/d7", payload=b'{"n": 2}')
    iot_data.publish(topic="dev/d8", payload=b'{"n": 3}')  # the broker's topic: also_broker only
    got = sorted((json.loads(b) for b in receive(labcloud, url, count=3)), key=lambda m: m["n"])
    assert got == [{"n": 1, "t": ""}, {"n": 2, "t": "d7"}, {"n": 3, "t": "d8"}]
    listed = {r["ruleName"]: r for r in iot.list_topic_rules()["rules"]}
    assert "topicPattern" not in listed["ingest_only"] and listed["also_broker"]["topicPattern"] == "dev/+"
    assert [r["ruleName"] for r in iot.list_topic_rules(topic="dev")["rules"]] == ["also_broker"]
    assert iot.get_topic_rule(ruleName="ingest_only")["rule"]["sql"] == "SELECT *, topic() AS t"
    for kwargs in ({"topic": "$aws/rules/"}, {"topic": "$aws/rules/ingest_only", "retain": True}):
        with pytest.raises(ClientError) as refused:
            iot_data.publish(payload=b"{}", **kwargs)
        assert code(refused.value) == "InvalidRequestException", kwargs
