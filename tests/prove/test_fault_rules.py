"""The fault-rule API (/_labcloud/faults and `labcloud faults`): AWS errors injected in the pipeline.

Each test asserts the exact error code and HTTP status a boto3 client or the aws CLI receives.
"""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.request
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError, ReadTimeoutError

from labcloud.testing.server_process import LabcloudProcess


def _post(server: Any, path: str, body: Any) -> tuple[int, Any]:
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    request = urllib.request.Request(
        server.endpoint + path, data=data, method="POST", headers={"content-type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def _delete(server: Any, path: str) -> tuple[int, Any]:
    request = urllib.request.Request(server.endpoint + path, method="DELETE")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def _client(server: Any, service: str, **kwargs: Any) -> Any:
    """A client that makes exactly one attempt, so each call meets the rules once."""
    return server.boto3_client(service, config=Config(retries={"total_max_attempts": 1}), **kwargs)


def _table(labcloud: Any, name: str = "faulty") -> Any:
    ddb = _client(labcloud, "dynamodb")
    ddb.create_table(
        TableName=name,
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    return ddb


def _cli(server: Any, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "faults", "--endpoint", server.endpoint, *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_throughput_exceeded_before_the_write(labcloud: Any) -> None:
    ddb = _table(labcloud)
    status, rule = _post(
        labcloud,
        "/_labcloud/faults",
        {
            "service": "dynamodb",
            "operation": "PutItem",
            "probability": 1,
            "error": {"code": "ProvisionedThroughputExceededException"},
        },
    )
    assert status == 201 and rule["error"]["status"] == 400 and rule["phase"] == "before"
    with pytest.raises(ClientError) as caught:
        ddb.put_item(TableName="faulty", Item={"id": {"S": "a"}})
    assert caught.value.response["Error"]["Code"] == "ProvisionedThroughputExceededException"
    assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400
    assert "Item" not in ddb.get_item(TableName="faulty", Key={"id": {"S": "a"}})  # not written
    injected = labcloud.get("/_labcloud/events?kind=fault.injected")["events"]
    assert [
        (e["data"]["fault"], e["data"]["rule_id"], e["data"]["operation"], e["data"]["code"])
        for e in injected
    ] == [("rule", rule["id"], "PutItem", "ProvisionedThroughputExceededException")]
    listed = labcloud.get("/_labcloud/faults")["rules"]
    assert [(r["id"], r["fired"], r["matched"]) for r in listed] == [(rule["id"], 1, 1)]


def test_internal_server_error_after_the_write(labcloud: Any) -> None:
    ddb = _table(labcloud)
    _post(
        labcloud,
        "/_labcloud/faults",
        {
            "service": "dynamodb",
            "operation": "PutItem",
            "phase": "after",
            "error": {"code": "InternalServerError"},
        },
    )
    with pytest.raises(ClientError) as caught:
        ddb.put_item(TableName="faulty", Item={"id": {"S": "b"}})
    assert caught.value.response["Error"]["Code"] == "InternalServerError"
    assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 500
    # the answer was lost, the write was not: the ledger and the table both have it
    assert ddb.get_item(TableName="faulty", Key={"id": {"S": "b"}})["Item"] == {"id": {"S": "b"}}
    ledger = labcloud.get("/_labcloud/dynamodb/ledger?table=faulty")["records"]
    assert [r["outcome"] for r in ledger] == ["Accepted"]


def test_a_delay_rule_holds_the_call_and_then_lets_it_run(labcloud: Any) -> None:
    ddb = _table(labcloud)
    status, rule = _post(
        labcloud, "/_labcloud/faults", {"service": "dynamodb", "operation": "PutItem", "delay_ms": 3000}
    )
    assert status == 201 and (rule["error"], rule["delay_ms"]) == (None, 3000)
    impatient = labcloud.boto3_client(
        "dynamodb", config=Config(retries={"total_max_attempts": 1}, read_timeout=0.5)
    )
    with pytest.raises(ReadTimeoutError):  # held at least the delay: an answer cannot come sooner
        impatient.put_item(TableName="faulty", Item={"id": {"S": "slow"}})
    ddb.put_item(TableName="faulty", Item={"id": {"S": "late"}})  # no error: the call runs after the delay
    assert ddb.get_item(TableName="faulty", Key={"id": {"S": "late"}})["Item"] == {"id": {"S": "late"}}
    injected = labcloud.get("/_labcloud/events?kind=fault.injected")["events"]
    assert [(e["data"]["code"], e["data"]["delay_ms"]) for e in injected][-1] == (None, 3000)
    listed = _cli(labcloud, "list")
    assert "no error after 3000 ms" in listed.stdout
    added = _cli(labcloud, "add", "--service", "sqs", "--delay-ms", "10", "--error", "ThrottlingException")
    assert added.returncode == 0, added.stdout
    refused = _cli(labcloud, "add", "--service", "sqs")
    assert refused.returncode == 2 and "only a rule with a delay_ms may have none" in refused.stdout


def test_sqs_throttling_with_boto3_and_the_cli(labcloud: Any) -> None:
    sqs = _client(labcloud, "sqs")
    url = sqs.create_queue(QueueName="throttled")["QueueUrl"]
    status, _ = _post(
        labcloud,
        "/_labcloud/faults",
        {"service": "sqs", "operation": "SendMessage", "error": {"code": "RequestThrottled", "status": 403}},
    )
    assert status == 201
    with pytest.raises(ClientError) as caught:
        sqs.send_message(QueueUrl=url, MessageBody="x")
    assert caught.value.response["Error"]["Code"] == "RequestThrottled"
    assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 403
    failed = labcloud.aws("sqs", "send-message", "--queue-url", url, "--message-body", "x", check=False)
    assert failed.returncode != 0 and "RequestThrottled" in failed.stderr
    assert (
        sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages"])["Attributes"][
            "ApproximateNumberOfMessages"
        ]
        == "0"
    )
    # other operations of the service are untouched
    assert sqs.get_queue_url(QueueName="throttled")["QueueUrl"] == url


def test_probability_count_region_and_seed(labcloud: Any) -> None:
    ddb = _table(labcloud)
    _post(
        labcloud,
        "/_labcloud/faults",
        {"service": "dynamodb", "operation": "GetItem", "count": 2, "error": {"code": "ThrottlingException"}},
    )
    _post(
        labcloud,
        "/_labcloud/faults",
        {
            "service": "dynamodb",
            "operation": "DescribeTable",
            "region": "eu-west-1",
            "error": "InternalServerError",
        },
    )
    codes = []
    for _ in range(4):
        try:
            ddb.get_item(TableName="faulty", Key={"id": {"S": "x"}})
            codes.append("ok")
        except ClientError as error:
            codes.append(error.response["Error"]["Code"])
    assert codes == ["ThrottlingException", "ThrottlingException", "ok", "ok"]
    assert ddb.describe_table(TableName="faulty")["Table"]["TableName"] == "faulty"  # us-east-1: no fault
    with pytest.raises(ClientError) as caught:
        _client(labcloud, "dynamodb", region_name="eu-west-1").describe_table(TableName="faulty")
    assert caught.value.response["Error"]["Code"] == "InternalServerError"
    # a seeded rule fires on the same calls each time it is added again
    outcomes = []
    for _ in range(2):
        _delete(labcloud, "/_labcloud/faults")
        _post(
            labcloud,
            "/_labcloud/faults",
            {
                "service": "dynamodb",
                "operation": "GetItem",
                "probability": 0.5,
                "seed": 42,
                "error": "ThrottlingException",
            },
        )
        run = []
        for _ in range(12):
            try:
                ddb.get_item(TableName="faulty", Key={"id": {"S": "x"}})
                run.append(0)
            except ClientError:
                run.append(1)
        outcomes.append(run)
    assert outcomes[0] == outcomes[1] and 0 < sum(outcomes[0]) < 12


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        ({"service": "gamelift", "error": "X"}, "service must be one of"),
        (
            {"service": "dynamodb", "operation": "PutThing", "error": "X"},
            "dynamodb has no operation PutThing",
        ),
        (
            {"service": "dynamodb", "probability": 1.5, "error": "X"},
            "probability must be a number from 0 to 1",
        ),
        ({"service": "dynamodb", "error": {"code": "X", "status": 200}}, "status from 400 to 599"),
        ({"service": "dynamodb", "error": {"code": "bad code!"}}, "error must name an error code"),
        (
            {"service": "dynamodb", "error": "X", "latency": 5},
            "labcloud does not support the fault rule member(s) latency",
        ),
        ({"service": "dynamodb", "error": "X", "phase": "during"}, "phase must be before or after"),
        ({"service": "dynamodb", "error": "X", "count": 0}, "count must be a positive whole number"),
        ({"service": "dynamodb", "delay_ms": 30001}, "delay_ms must be a whole number of milliseconds"),
        ({"service": "dynamodb", "delay_ms": "5"}, "delay_ms must be a whole number of milliseconds"),
        ({"service": "dynamodb", "delay_ms": 0}, "only a rule with a delay_ms may have none"),
        (["not", "an", "object"], "a fault rule is a JSON object"),
    ],
)
def test_invalid_rules_are_refused(labcloud: Any, rule: Any, message: str) -> None:
    status, answer = _post(labcloud, "/_labcloud/faults", rule)
    assert status == 400
    assert answer["error"]["code"] == "ValidationException"
    assert message in answer["error"]["message"]
    assert labcloud.get("/_labcloud/faults")["rules"] == []


def test_malformed_body_and_unknown_rule(labcloud: Any) -> None:
    status, answer = _post(labcloud, "/_labcloud/faults", b"{not json")
    assert (status, answer["error"]["code"]) == (400, "ValidationException")
    status, answer = _delete(labcloud, "/_labcloud/faults/r-missing")
    assert (status, answer["error"]["code"]) == (404, "ResourceNotFoundException")


def test_cli_add_list_clear(labcloud: Any) -> None:
    added = _cli(
        labcloud,
        "add",
        "--service",
        "dynamodb",
        "--operation",
        "PutItem",
        "--probability",
        "0.25",
        "--error",
        "ProvisionedThroughputExceededException",
        "--caller",
        "lambda",
        "--id",
        "throttle-puts",
    )
    assert added.returncode == 0, added.stderr
    assert added.stdout.strip() == "throttle-puts"
    listed = _cli(labcloud, "list", "--json")
    rules = json.loads(listed.stdout)
    assert [(r["id"], r["probability"], r["caller"], r["error"]) for r in rules] == [
        (
            "throttle-puts",
            0.25,
            "lambda",
            {
                "code": "ProvisionedThroughputExceededException",
                "status": 400,
                "message": "Injected by a labcloud fault rule (ProvisionedThroughputExceededException)",
            },
        )
    ]
    assert "throttle-puts\tdynamodb:PutItem" in _cli(labcloud, "list").stdout
    refused = _cli(labcloud, "add", "--service", "dynamodb", "--operation", "Nope", "--error", "X")
    assert refused.returncode == 2 and "ValidationException" in refused.stdout
    # caller=lambda: a client's own calls are not faulted
    ddb = _table(labcloud)
    ddb.put_item(TableName="faulty", Item={"id": {"S": "c"}})
    cleared = _cli(labcloud, "clear")
    assert cleared.returncode == 0 and cleared.stdout.strip() == "removed 1"
    assert json.loads(_cli(labcloud, "list", "--json").stdout) == []


def test_rules_survive_a_restart_and_a_reset_clears_them(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        status, rule = _post(
            server,
            "/_labcloud/faults",
            {"service": "sqs", "operation": "ListQueues", "error": "ServiceUnavailable"},
        )
        assert status == 201 and rule["error"]["status"] == 503
        status, slow = _post(
            server, "/_labcloud/faults", {"service": "sqs", "operation": "GetQueueUrl", "delay_ms": 5}
        )
        assert status == 201
    finally:
        server.stop()
    server.start()
    try:
        kept = server.get("/_labcloud/faults")["rules"]
        assert [(r["id"], r["delay_ms"], r["error"] is None) for r in kept] == [
            (rule["id"], 0, False),
            (slow["id"], 5, True),
        ]
        with pytest.raises(ClientError) as caught:
            _client(server, "sqs").list_queues()
        assert caught.value.response["Error"]["Code"] == "ServiceUnavailable"
        assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 503
        server.reset()
        assert server.get("/_labcloud/faults")["rules"] == []
    finally:
        server.stop()
