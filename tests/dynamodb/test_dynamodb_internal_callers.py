"""Answers of Query, Scan, BatchGetItem and ExecuteStatement to a caller inside labcloud (a Step Functions
task, through ``hub.call``): the items themselves, as GetItem answers them, binary values included. Over
HTTP the same answers carry the stored texts (``protocol/encoded.py``); here they are values."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
from dynamodb_server_helpers import make_table

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
ITEMS = [
    {"g": {"S": "a"}, "n": {"N": "1"}, "name": {"S": "first"}},
    {"g": {"S": "a"}, "n": {"N": "2"}, "blob": {"B": b"\x00\xffbin"}, "tags": {"SS": ["x", "y"]}},
    {"g": {"S": "a"}, "n": {"N": "3"}, "nested": {"M": {"l": {"L": [{"N": "1.5"}, {"NULL": True}]}}}},
]
KEYS = [{"g": {"S": "a"}, "n": {"N": str(n)}} for n in (1, 2, 3)]


def _task(resource: str, parameters: dict[str, Any], selector: dict[str, str], path: str, nxt: str | None):
    state: dict[str, Any] = {
        "Type": "Task",
        "Resource": f"arn:aws:states:::{resource}",
        "Parameters": parameters,
        "ResultSelector": selector,
        "ResultPath": path,
    }
    state.update({"Next": nxt} if nxt else {"End": True})
    return state


@pytest.fixture
def run(labcloud: LabcloudProcess) -> Any:
    iam = labcloud.boto3_client("iam")
    role = iam.create_role(RoleName=f"sfn-{uuid.uuid4().hex[:8]}", AssumeRolePolicyDocument=json.dumps(TRUST))
    iam.attach_role_policy(
        RoleName=role["Role"]["RoleName"], PolicyArn="arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess"
    )
    sfn = labcloud.boto3_client("stepfunctions")

    def execute(states: dict[str, Any]) -> Any:
        definition = {"StartAt": next(iter(states)), "States": states}
        machine = sfn.create_state_machine(
            name=f"m-{uuid.uuid4().hex[:8]}", definition=json.dumps(definition), roleArn=role["Role"]["Arn"]
        )["stateMachineArn"]
        execution = sfn.start_execution(stateMachineArn=machine, input="{}")["executionArn"]
        deadline = time.monotonic() + 60
        while (found := sfn.describe_execution(executionArn=execution))["status"] == "RUNNING":
            assert time.monotonic() < deadline, "the execution did not end"
            time.sleep(0.05)
        assert found["status"] == "SUCCEEDED", found
        return json.loads(found["output"])

    return execute


def test_read_answers_to_an_internal_caller_are_the_items(ddb: Any, run: Any) -> None:
    make_table(ddb, "catalog", hash_key="g", range_key="n", range_type="N")
    for item in ITEMS:
        ddb.put_item(TableName="catalog", Item=item)
    query = {"TableName": "catalog", "KeyConditionExpression": "g = :g"}
    query["ExpressionAttributeValues"] = {":g": {"S": "a"}}  # type: ignore[assignment]
    out = run(
        {
            "Get": _task(
                "dynamodb:getItem",
                {"TableName": "catalog", "Key": KEYS[1]},
                {"item.$": "$.Item"},
                "$.get",
                "Query",
            ),
            "Query": _task(
                "aws-sdk:dynamodb:query",
                query,
                {"items.$": "$.Items", "count.$": "$.Count"},
                "$.query",
                "Scan",
            ),
            "Scan": _task(
                "aws-sdk:dynamodb:scan", {"TableName": "catalog"}, {"items.$": "$.Items"}, "$.scan", "Batch"
            ),
            "Batch": _task(
                "aws-sdk:dynamodb:batchGetItem",
                {"RequestItems": {"catalog": {"Keys": KEYS[:2]}}},
                {"items.$": "$.Responses.catalog"},
                "$.batch",
                "Statement",
            ),
            "Statement": _task(
                "aws-sdk:dynamodb:executeStatement",
                {"Statement": "SELECT * FROM catalog WHERE g = 'a'"},
                {"items.$": "$.Items"},
                "$.statement",
                None,
            ),
        }
    )
    binary = out["get"]["item"]  # GetItem always answered values: the form every read must match
    assert binary["n"] == {"N": "2"} and binary["tags"] == {"SS": ["x", "y"]}
    first, third = ITEMS[0], ITEMS[2]
    assert out["query"]["count"] == 3
    assert out["query"]["items"] == [first, binary, third]
    assert out["scan"]["items"] == [first, binary, third]
    assert sorted(out["batch"]["items"], key=lambda i: i["n"]["N"]) == [first, binary]
    assert out["statement"]["items"] == [first, binary, third]


def test_the_same_reads_over_http_answer_the_items_as_stored(ddb: Any) -> None:
    make_table(ddb, "catalog", hash_key="g", range_key="n", range_type="N")
    for item in ITEMS:
        ddb.put_item(TableName="catalog", Item=item)
    found = ddb.query(
        TableName="catalog", KeyConditionExpression="g = :g", ExpressionAttributeValues={":g": {"S": "a"}}
    )
    assert found["Items"] == ITEMS and found["Count"] == 3
    assert ddb.scan(TableName="catalog")["Items"] == ITEMS
    batch = ddb.batch_get_item(RequestItems={"catalog": {"Keys": KEYS}})["Responses"]["catalog"]
    assert sorted(batch, key=lambda i: i["n"]["N"]) == ITEMS
