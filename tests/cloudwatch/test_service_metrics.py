"""The services publish their metrics (namespaces, names, dimensions as AWS) into CloudWatch, in
lab mode (1-second resolution), read back through CloudWatch's own API."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from cw_helpers import client, now
from lambda_helpers import create_role, deployer, wait_for


def _sum(cw: Any, namespace: str, name: str, dims: list[dict[str, str]], stat: str = "Sum") -> float | None:
    answer = cw.get_metric_data(
        StartTime=now() - dt.timedelta(minutes=5),
        EndTime=now() + dt.timedelta(minutes=1),
        MetricDataQueries=[
            {
                "Id": "m",
                "MetricStat": {
                    "Metric": {"Namespace": namespace, "MetricName": name, "Dimensions": dims},
                    "Period": 300,
                    "Stat": stat,
                },
            }
        ],
    )
    values = answer["MetricDataResults"][0]["Values"]
    return values[0] if values else None


def _metric_names(cw: Any, namespace: str, dims: list[dict[str, str]]) -> set[str]:
    return {m["MetricName"] for m in cw.list_metrics(Namespace=namespace, Dimensions=dims)["Metrics"]}


def test_sqs_metrics(server: Any) -> None:
    cw = client(server, "smithy-rpc-v2-cbor")
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName="orders")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="x" * 100)
    sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": str(i), "MessageBody": "y" * 10} for i in range(3)])
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=2)["Messages"]
    sqs.delete_message(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"])
    sqs.delete_message_batch(QueueUrl=url, Entries=[{"Id": "a", "ReceiptHandle": got[1]["ReceiptHandle"]}])
    empty = sqs.create_queue(QueueName="idle")["QueueUrl"]
    sqs.receive_message(QueueUrl=empty, WaitTimeSeconds=0)
    dims = [{"Name": "QueueName", "Value": "orders"}]
    wait_for(lambda: _sum(cw, "AWS/SQS", "NumberOfMessagesDeleted", dims) == 2.0, timeout=15)
    assert _sum(cw, "AWS/SQS", "NumberOfMessagesSent", dims) == 4.0
    assert _sum(cw, "AWS/SQS", "SentMessageSize", dims, "Maximum") == 100.0
    assert _sum(cw, "AWS/SQS", "SentMessageSize", dims, "Minimum") == 10.0
    assert _sum(cw, "AWS/SQS", "NumberOfMessagesReceived", dims) == 2.0
    assert _sum(cw, "AWS/SQS", "NumberOfEmptyReceives", dims) == 0.0
    assert _sum(cw, "AWS/SQS", "NumberOfEmptyReceives", [{"Name": "QueueName", "Value": "idle"}]) == 1.0
    # gauges, sampled every second: two messages left, both visible after their 30 s? one visible now
    wait_for(
        lambda: _sum(cw, "AWS/SQS", "ApproximateNumberOfMessagesVisible", dims, "Minimum") == 2.0, timeout=15
    )
    assert {
        "ApproximateNumberOfMessagesNotVisible",
        "ApproximateNumberOfMessagesDelayed",
        "ApproximateAgeOfOldestMessage",
    } <= _metric_names(cw, "AWS/SQS", dims)
    age = _sum(cw, "AWS/SQS", "ApproximateAgeOfOldestMessage", dims, "Maximum")
    assert age is not None and 0 <= age < 120
    units = cw.get_metric_statistics(
        Namespace="AWS/SQS",
        MetricName="SentMessageSize",
        Dimensions=dims,
        StartTime=now() - dt.timedelta(minutes=5),
        EndTime=now(),
        Period=300,
        Statistics=["Sum"],
    )["Datapoints"]
    assert units[0]["Unit"] == "Bytes"


def test_dynamodb_metrics(server: Any) -> None:
    cw = client(server, "json")
    ddb = server.boto3_client("dynamodb")
    ddb.create_table(
        TableName="carts",
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    ddb.put_item(TableName="carts", Item={"id": {"S": "1"}, "blob": {"S": "x" * 1500}})  # 2 write units
    ddb.get_item(TableName="carts", Key={"id": {"S": "1"}}, ConsistentRead=True)  # 1 read unit
    answer = ddb.get_item(TableName="carts", Key={"id": {"S": "1"}}, ReturnConsumedCapacity="TOTAL")  # 0.5
    assert answer["ConsumedCapacity"]["CapacityUnits"] == 0.5
    plain = ddb.get_item(TableName="carts", Key={"id": {"S": "1"}})  # not asked: not answered
    assert "ConsumedCapacity" not in plain
    ddb.query(
        TableName="carts", KeyConditionExpression="id = :i", ExpressionAttributeValues={":i": {"S": "1"}}
    )
    with pytest.raises(ClientError):
        ddb.put_item(
            TableName="carts", Item={"id": {"S": "1"}}, ConditionExpression="attribute_not_exists(id)"
        )
    with pytest.raises(ClientError):
        ddb.get_item(TableName="carts", Key={"nope": {"S": "1"}})
    table = [{"Name": "TableName", "Value": "carts"}]
    wait_for(lambda: _sum(cw, "AWS/DynamoDB", "ConditionalCheckFailedRequests", table) == 1.0, timeout=15)
    assert _sum(cw, "AWS/DynamoDB", "ConsumedWriteCapacityUnits", table) == 2.0
    assert _sum(cw, "AWS/DynamoDB", "ConsumedReadCapacityUnits", table) == 1.0 + 0.5 + 0.5 + 0.5
    assert _sum(cw, "AWS/DynamoDB", "UserErrors", []) == 1.0
    get_dims = [{"Name": "Operation", "Value": "GetItem"}, {"Name": "TableName", "Value": "carts"}]
    assert _sum(cw, "AWS/DynamoDB", "SuccessfulRequestLatency", get_dims, "SampleCount") == 3.0
    query_dims = [{"Name": "Operation", "Value": "Query"}, {"Name": "TableName", "Value": "carts"}]
    assert _sum(cw, "AWS/DynamoDB", "ReturnedItemCount", query_dims) == 1.0


def test_lambda_metrics(server: Any) -> None:
    cw = client(server, "query")
    deploy = deployer(server, create_role(server))
    deploy(
        "flaky",
        "def handler(event, context):\n    if event.get('fail'):\n        raise ValueError('boom')\n"
        "    return 'ok'\n",
    )
    lam = server.boto3_client("lambda", config=Config(retries={"total_max_attempts": 1}))  # one throttle only
    for fail in (False, False, True):
        lam.invoke(FunctionName="flaky", Payload=json.dumps({"fail": fail}).encode())
    version = lam.publish_version(FunctionName="flaky")["Version"]
    lam.invoke(FunctionName="flaky", Qualifier=version, Payload=b"{}")
    lam.put_function_concurrency(FunctionName="flaky", ReservedConcurrentExecutions=0)
    with pytest.raises(ClientError):
        lam.invoke(FunctionName="flaky", Payload=b"{}")
    lam.delete_function_concurrency(FunctionName="flaky")
    lam.invoke(FunctionName="flaky", InvocationType="Event", Payload=b"{}")
    fn = [{"Name": "FunctionName", "Value": "flaky"}]
    wait_for(lambda: _sum(cw, "AWS/Lambda", "Invocations", fn) == 5.0, timeout=30)
    assert _sum(cw, "AWS/Lambda", "Errors", fn) == 1.0
    assert _sum(cw, "AWS/Lambda", "Throttles", fn) == 1.0
    assert _sum(cw, "AWS/Lambda", "AsyncEventsReceived", fn) == 1.0
    assert _sum(cw, "AWS/Lambda", "Duration", fn, "SampleCount") == 5.0
    assert (_sum(cw, "AWS/Lambda", "Duration", fn, "Maximum") or 0) > 0
    assert _sum(cw, "AWS/Lambda", "ConcurrentExecutions", fn, "Maximum") == 1.0
    resource = fn + [{"Name": "Resource", "Value": f"flaky:{version}"}]
    assert _sum(cw, "AWS/Lambda", "Invocations", resource) == 1.0
    assert _sum(cw, "AWS/Lambda", "Invocations", []) == 5.0  # the account-wide series
