"""Event source mappings from DynamoDB streams: the control plane with AWS's validations, and a real
function driven through INSERT/MODIFY/REMOVE with retries, bisection, partial failures, filters,
parallel lanes, tumbling windows and an on-failure SQS destination."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import create_role, deployer, events, wait_for

KEY = [{"AttributeName": "pk", "KeyType": "HASH"}]
DEFINITIONS = [{"AttributeName": "pk", "AttributeType": "S"}]

RECORDER = """
def handler(event, context):
    return None
"""

# Fails any batch holding an item with fail=true (the stream's NewImage says so).
POISON = """
def handler(event, context):
    for record in event["Records"]:
        if record["dynamodb"].get("NewImage", {}).get("fail", {}).get("BOOL"):
            raise RuntimeError("poison " + record["dynamodb"]["Keys"]["pk"]["S"])
    return None
"""

# Reports every item with fail=true as a batch item failure, by its sequence number.
REPORTER = """
def handler(event, context):
    failed = [r["dynamodb"]["SequenceNumber"] for r in event["Records"]
              if r["dynamodb"].get("NewImage", {}).get("fail", {}).get("BOOL")]
    return {"batchItemFailures": [{"itemIdentifier": n} for n in failed]}
"""

COUNTER = """
def handler(event, context):
    state = dict(event.get("state") or {})
    state["count"] = state.get("count", 0) + len(event["Records"])
    return {"state": state}
"""


@pytest.fixture
def ddb(labcloud: Any) -> Any:
    return labcloud.boto3_client("dynamodb")


def _table(ddb: Any, name: str = "orders", view: str = "NEW_AND_OLD_IMAGES") -> str:
    arn: str = ddb.create_table(
        TableName=name,
        KeySchema=KEY,
        AttributeDefinitions=DEFINITIONS,
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": view},
    )["TableDescription"]["LatestStreamArn"]
    return arn


def _queue(sqs: Any, name: str) -> tuple[str, str]:
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    return url, sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]


def _error(call: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    return info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]


def _invoked(server: Any, function: str | None = None) -> list[list[tuple[str, str]]]:
    """The (eventName, key) lists of every stream invocation, in order."""
    out = []
    for event in events(server, "lambda.invocation.started"):
        data = event["data"]
        if data["trigger"] != "esm" or (function and data["function_name"] != function):
            continue
        out.append([(r["eventName"], r["dynamodb"]["Keys"]["pk"]["S"]) for r in data["event"]["Records"]])
    return out


def _put(ddb: Any, pk: str, **extra: Any) -> None:
    ddb.put_item(TableName="orders", Item={"pk": {"S": pk}, **extra})


def _messages(sqs: Any, url: str, count: int) -> list[dict[str, Any]]:
    got: list[dict[str, Any]] = []

    def receive() -> bool:
        answer = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1)
        got.extend(json.loads(m["Body"]) for m in answer.get("Messages", []))
        return len(got) >= count

    wait_for(receive, timeout=40)
    return got


# ----------------------------------------------------------------------------------- control plane


def test_create_get_update_delete_with_stream_defaults(deploy: Any, lam: Any, ddb: Any) -> None:
    deploy("rec", RECORDER)
    arn = _table(ddb)
    created = lam.create_event_source_mapping(
        FunctionName="rec", EventSourceArn=arn, StartingPosition="LATEST"
    )
    assert created["State"] == "Creating"
    got = lam.get_event_source_mapping(UUID=created["UUID"])
    expected = {
        "StartingPosition": "LATEST",
        "BatchSize": 100,
        "MaximumBatchingWindowInSeconds": 0,
        "ParallelizationFactor": 1,
        "EventSourceArn": arn,
        "DestinationConfig": {"OnFailure": {}},
        "MaximumRecordAgeInSeconds": -1,
        "BisectBatchOnFunctionError": False,
        "MaximumRetryAttempts": -1,
        "TumblingWindowInSeconds": 0,
        "FunctionResponseTypes": [],
        "State": "Enabled",
        "StateTransitionReason": "User action",
        "LastProcessingResult": "No records processed",
    }
    assert {k: got[k] for k in expected} == expected
    assert got["FunctionArn"].endswith(":function:rec")
    updated = lam.update_event_source_mapping(
        UUID=created["UUID"],
        BatchSize=5,
        MaximumRetryAttempts=3,
        BisectBatchOnFunctionError=True,
        MaximumRecordAgeInSeconds=120,
        ParallelizationFactor=2,
        FunctionResponseTypes=["ReportBatchItemFailures"],
    )
    assert updated["State"] == "Updating"
    got = lam.get_event_source_mapping(UUID=created["UUID"])
    assert (
        got["BatchSize"],
        got["MaximumRetryAttempts"],
        got["BisectBatchOnFunctionError"],
        got["MaximumRecordAgeInSeconds"],
        got["ParallelizationFactor"],
        got["FunctionResponseTypes"],
    ) == (5, 3, True, 120, 2, ["ReportBatchItemFailures"])
    assert _error(
        lam.create_event_source_mapping, FunctionName="rec", EventSourceArn=arn, StartingPosition="LATEST"
    ) == (
        "ResourceConflictException",
        f'The event source arn (" {arn} ") and function (" rec ") provided mapping already exists. Please update '
        f"or delete the existing mapping with UUID {created['UUID']}",
    )
    listed = lam.list_event_source_mappings(EventSourceArn=arn)["EventSourceMappings"]
    assert [m["UUID"] for m in listed] == [created["UUID"]]
    assert lam.delete_event_source_mapping(UUID=created["UUID"])["State"] == "Deleting"
    assert _error(lam.get_event_source_mapping, UUID=created["UUID"])[0] == "ResourceNotFoundException"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({}, "StartingPosition is required for DynamoDB stream event sources."),
        (
            {"StartingPosition": "AT_TIMESTAMP", "StartingPositionTimestamp": 1700000000},
            "Unsupported starting position for the given event source: AT_TIMESTAMP is not supported for DynamoDB "
            "streams (use TRIM_HORIZON or LATEST).",
        ),
        (
            {"StartingPosition": "LATEST", "MaximumRecordAgeInSeconds": 30},
            "MaximumRecordAgeInSeconds must be -1 or between 60 and 604800, got 30.",
        ),
        (
            {"StartingPosition": "LATEST", "ScalingConfig": {"MaximumConcurrency": 2}},
            "Unsupported ScalingConfig parameter for given event source mapping type.",
        ),
        (
            {"StartingPosition": "LATEST", "Topics": ["orders"]},
            "Unsupported Topics parameter for given event source mapping type.",
        ),
        (
            {
                "StartingPosition": "LATEST",
                "DestinationConfig": {"OnSuccess": {"Destination": "arn:aws:sqs:us-east-1:000000000000:q"}},
            },
            "Unsupported OnSuccess parameter for given event source mapping type.",
        ),
        (
            {
                "StartingPosition": "LATEST",
                "DestinationConfig": {
                    "OnFailure": {"Destination": "arn:aws:sns:us-east-1:000000000000:topic"}
                },
            },
            "labcloud does not support sns destinations for stream mappings: use an SQS queue in "
            "DestinationConfig.OnFailure",
        ),
        (
            {
                "StartingPosition": "LATEST",
                "FilterCriteria": {"Filters": [{"Pattern": '{"eventName": "INSERT"}'}]},
            },
            "Invalid filter pattern definition.",
        ),
    ],
)
def test_create_validations(deploy: Any, lam: Any, ddb: Any, extra: dict[str, Any], message: str) -> None:
    deploy("val", RECORDER)
    arn = _table(ddb)
    assert _error(lam.create_event_source_mapping, FunctionName="val", EventSourceArn=arn, **extra) == (
        "InvalidParameterValueException",
        message,
    )
    assert lam.list_event_source_mappings(FunctionName="val")["EventSourceMappings"] == []


def test_model_limits_and_missing_stream(deploy: Any, lam: Any, ddb: Any) -> None:
    deploy("lim", RECORDER)
    arn = _table(ddb)
    for member, value in (
        ("BatchSize", 10001),
        ("ParallelizationFactor", 11),
        ("TumblingWindowInSeconds", 901),
        ("MaximumRetryAttempts", 10001),
        ("MaximumBatchingWindowInSeconds", 301),
    ):
        code, _ = _error(
            lam.create_event_source_mapping,
            FunctionName="lim",
            EventSourceArn=arn,
            StartingPosition="LATEST",
            **{member: value},
        )
        assert code in ("ValidationException", "InvalidParameterValueException"), member
    ghost = arn.rsplit("/", 1)[0] + "/2000-01-01T00:00:00.000"
    assert _error(
        lam.create_event_source_mapping, FunctionName="lim", EventSourceArn=ghost, StartingPosition="LATEST"
    ) == ("InvalidParameterValueException", f"Stream not found: {ghost}")
    mapping = lam.create_event_source_mapping(
        FunctionName="lim", EventSourceArn=arn, StartingPosition="LATEST", Enabled=False
    )
    assert (
        _error(lam.update_event_source_mapping, UUID=mapping["UUID"], MaximumRecordAgeInSeconds=59)[0]
        == "InvalidParameterValueException"
    )
    assert (
        _error(
            lam.update_event_source_mapping, UUID=mapping["UUID"], ScalingConfig={"MaximumConcurrency": 2}
        )[0]
        == "InvalidParameterValueException"
    )


def test_role_without_stream_permissions_is_refused(labcloud: Any, lam: Any, ddb: Any, sqs: Any) -> None:
    role = create_role(
        labcloud, "logs-only", ("arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",)
    )
    deployer(labcloud, role)("noperm", RECORDER)
    arn = _table(ddb)
    assert _error(
        lam.create_event_source_mapping, FunctionName="noperm", EventSourceArn=arn, StartingPosition="LATEST"
    ) == (
        "InvalidParameterValueException",
        f"Cannot access stream {arn}. Please ensure the role can perform the GetRecords, GetShardIterator, "
        "DescribeStream, and ListStreams Actions on your stream in IAM.",
    )
    reader = create_role(
        labcloud,
        "stream-reader",
        (
            "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
            "arn:aws:iam::aws:policy/service-role/AWSLambdaDynamoDBExecutionRole",
        ),
    )
    deployer(labcloud, reader)("reader", RECORDER)
    _, queue = _queue(sqs, "failures")
    assert _error(
        lam.create_event_source_mapping,
        FunctionName="reader",
        EventSourceArn=arn,
        StartingPosition="LATEST",
        DestinationConfig={"OnFailure": {"Destination": queue}},
    ) == (
        "InvalidParameterValueException",
        "The provided execution role does not have permissions to call SendMessage on SQS",
    )
    # the managed stream-reading policy is enough without a destination
    assert (
        lam.create_event_source_mapping(FunctionName="reader", EventSourceArn=arn, StartingPosition="LATEST")[
            "State"
        ]
        == "Creating"
    )


# ----------------------------------------------------------------------------------- delivery


def test_insert_modify_remove_reach_the_function_in_order(
    labcloud: Any, deploy: Any, lam: Any, ddb: Any
) -> None:
    deploy("rec", RECORDER)
    arn = _table(ddb)
    _put(ddb, "before")  # LATEST: not delivered
    mapping = lam.create_event_source_mapping(
        FunctionName="rec", EventSourceArn=arn, StartingPosition="LATEST", BatchSize=1
    )
    _put(ddb, "a", n={"N": "1"})
    ddb.update_item(
        TableName="orders",
        Key={"pk": {"S": "a"}},
        UpdateExpression="SET n = :n",
        ExpressionAttributeValues={":n": {"N": "2"}},
    )
    ddb.delete_item(TableName="orders", Key={"pk": {"S": "a"}})
    wait_for(lambda: len(_invoked(labcloud)) == 3)
    assert _invoked(labcloud) == [[("INSERT", "a")], [("MODIFY", "a")], [("REMOVE", "a")]]
    started = [e["data"]["event"] for e in events(labcloud, "lambda.invocation.started")]
    modify = started[1]["Records"][0]
    assert modify["eventSourceARN"] == arn
    assert modify["eventSource"] == "aws:dynamodb" and modify["eventVersion"] == "1.1"
    assert isinstance(modify["dynamodb"]["ApproximateCreationDateTime"], int)
    assert modify["dynamodb"]["NewImage"]["n"] == {"N": "2"} and modify["dynamodb"]["OldImage"]["n"] == {
        "N": "1"
    }
    assert modify["dynamodb"]["StreamViewType"] == "NEW_AND_OLD_IMAGES"
    wait_for(lambda: lam.get_event_source_mapping(UUID=mapping["UUID"])["LastProcessingResult"] == "OK")


def test_trim_horizon_batches_and_filters(labcloud: Any, deploy: Any, lam: Any, ddb: Any) -> None:
    deploy("rec", RECORDER)
    arn = _table(ddb)
    for pk in ("a", "b", "c"):
        _put(ddb, pk)
    ddb.delete_item(TableName="orders", Key={"pk": {"S": "b"}})
    lam.create_event_source_mapping(
        FunctionName="rec",
        EventSourceArn=arn,
        StartingPosition="TRIM_HORIZON",
        BatchSize=10,
        FilterCriteria={
            "Filters": [
                {
                    "Pattern": json.dumps(
                        {
                            "eventName": ["INSERT"],
                            "dynamodb": {"Keys": {"pk": {"S": [{"anything-but": "c"}]}}},
                        }
                    )
                }
            ]
        },
    )
    wait_for(lambda: _invoked(labcloud))
    assert _invoked(labcloud) == [[("INSERT", "a"), ("INSERT", "b")]]


def test_bisect_retries_and_on_failure_destination(
    labcloud: Any, deploy: Any, lam: Any, ddb: Any, sqs: Any
) -> None:
    deploy("poison", POISON)
    arn = _table(ddb)
    url, queue = _queue(sqs, "stream-failures")
    for pk in ("a", "b"):
        _put(ddb, pk)
    _put(ddb, "bad", fail={"BOOL": True})
    _put(ddb, "d")
    mapping = lam.create_event_source_mapping(
        FunctionName="poison",
        EventSourceArn=arn,
        StartingPosition="TRIM_HORIZON",
        BatchSize=4,
        BisectBatchOnFunctionError=True,
        MaximumRetryAttempts=2,
        DestinationConfig={"OnFailure": {"Destination": queue}},
    )
    [record] = _messages(sqs, url, 1)
    info = record["DDBStreamBatchInfo"]
    assert record["requestContext"]["condition"] == "RetryAttemptsExhausted"
    assert record["requestContext"]["functionArn"] == mapping["FunctionArn"]
    assert record["requestContext"]["approximateInvokeCount"] == 3
    assert record["responseContext"] == {
        "statusCode": 200,
        "executedVersion": "$LATEST",
        "functionError": "Unhandled",
    }
    assert record["version"] == "1.0"
    assert info["batchSize"] == 1 and info["streamArn"] == arn
    assert info["startSequenceNumber"] == info["endSequenceNumber"]
    assert info["shardId"].startswith("shardId-")
    wait_for(lambda: [("INSERT", "d")] in _invoked(labcloud))
    calls = _invoked(labcloud)
    keys = ["a", "b", "bad", "d"]
    assert calls[0] == [("INSERT", k) for k in keys]  # the whole batch first
    assert [("INSERT", "a"), ("INSERT", "b")] in calls  # then halves
    assert calls.count([("INSERT", "bad")]) >= 1
    succeeded = [c for c in calls if all(k != "bad" for _, k in c)]
    assert [k for c in succeeded for _, k in c] == ["a", "b", "d"]  # in order, each once
    discarded = [e["data"] for e in events(labcloud, "lambda.esm.stream.discarded")]
    assert [d["condition"] for d in discarded] == ["RetryAttemptsExhausted"]


def test_a_failing_batch_blocks_its_shard(labcloud: Any, deploy: Any, lam: Any, ddb: Any) -> None:
    deploy("poison", POISON)
    arn = _table(ddb)
    lam.create_event_source_mapping(
        FunctionName="poison", EventSourceArn=arn, StartingPosition="TRIM_HORIZON", BatchSize=1
    )
    _put(ddb, "bad", fail={"BOOL": True})
    _put(ddb, "after")
    wait_for(lambda: len(_invoked(labcloud)) >= 3)
    assert all(call == [("INSERT", "bad")] for call in _invoked(labcloud))  # "after" waits behind "bad"
    ddb.put_item(TableName="orders", Item={"pk": {"S": "bad"}})  # the fix does not unblock the old record
    assert all(call == [("INSERT", "bad")] for call in _invoked(labcloud))


def test_report_batch_item_failures_retry_from_the_failed_sequence(
    labcloud: Any, deploy: Any, lam: Any, ddb: Any, sqs: Any
) -> None:
    deploy("reporter", REPORTER)
    arn = _table(ddb)
    url, queue = _queue(sqs, "partial-failures")
    _put(ddb, "r1")
    _put(ddb, "r2", fail={"BOOL": True})
    _put(ddb, "r3")
    lam.create_event_source_mapping(
        FunctionName="reporter",
        EventSourceArn=arn,
        StartingPosition="TRIM_HORIZON",
        BatchSize=3,
        MaximumRetryAttempts=2,
        FunctionResponseTypes=["ReportBatchItemFailures"],
        DestinationConfig={"OnFailure": {"Destination": queue}},
    )
    [record] = _messages(sqs, url, 1)
    calls = _invoked(labcloud)
    assert calls[0] == [("INSERT", "r1"), ("INSERT", "r2"), ("INSERT", "r3")]
    assert calls[1:] == [[("INSERT", "r2"), ("INSERT", "r3")]] * 2
    assert record["requestContext"]["approximateInvokeCount"] == 3
    assert record["DDBStreamBatchInfo"]["batchSize"] == 2
    batches = [e["data"] for e in events(labcloud, "lambda.esm.stream.batch")]
    assert batches[0]["outcome"] == "PartialFailure"
    assert record["DDBStreamBatchInfo"]["startSequenceNumber"] == batches[0]["sequence_numbers"][1]
    assert record["DDBStreamBatchInfo"]["endSequenceNumber"] == batches[0]["sequence_numbers"][2]


def test_parallelization_keeps_each_key_in_order(labcloud: Any, deploy: Any, lam: Any, ddb: Any) -> None:
    deploy("rec", RECORDER)
    arn = _table(ddb)
    for round_ in range(3):
        for pk in ("k1", "k2", "k3", "k4"):
            _put(ddb, pk, n={"N": str(round_)})
    lam.create_event_source_mapping(
        FunctionName="rec",
        EventSourceArn=arn,
        StartingPosition="TRIM_HORIZON",
        ParallelizationFactor=4,
        BatchSize=100,
    )
    wait_for(lambda: sum(len(c) for c in _invoked(labcloud)) == 12)
    started = [e["data"]["event"]["Records"] for e in events(labcloud, "lambda.invocation.started")]
    for pk in ("k1", "k2", "k3", "k4"):
        rounds = [
            r["dynamodb"]["NewImage"]["n"]["N"]
            for batch in started
            for r in batch
            if r["dynamodb"]["Keys"]["pk"]["S"] == pk
        ]
        assert rounds == ["0", "1", "2"]
    assert len(started) > 1  # the keys went to more than one lane


def test_tumbling_window_carries_state_to_a_final_invoke(
    labcloud: Any, deploy: Any, lam: Any, ddb: Any
) -> None:
    deploy("counter", COUNTER)
    arn = _table(ddb)
    lam.create_event_source_mapping(
        FunctionName="counter",
        EventSourceArn=arn,
        StartingPosition="TRIM_HORIZON",
        TumblingWindowInSeconds=2,
        BatchSize=1,
    )
    for pk in ("a", "b", "c"):
        _put(ddb, pk)

    def final() -> list[dict[str, Any]]:
        return [
            e["data"]["event"]
            for e in events(labcloud, "lambda.invocation.started")
            if e["data"]["event"].get("isFinalInvokeForWindow")
        ]

    wait_for(final, timeout=30)
    calls = [e["data"]["event"] for e in events(labcloud, "lambda.invocation.started")]
    first = calls[0]
    assert set(first) >= {
        "Records",
        "window",
        "state",
        "shardId",
        "eventSourceARN",
        "isFinalInvokeForWindow",
        "isWindowTerminatedEarly",
    }
    assert first["state"] == {} and first["eventSourceARN"] == arn
    closing = final()[0]
    assert closing["Records"] == []
    counted = sum(
        len(c["Records"]) for c in calls[: calls.index(closing)] if c["window"] == closing["window"]
    )
    assert closing["state"] == {"count": counted}


def test_cli_creates_a_stream_mapping(labcloud: Any, deploy: Any, ddb: Any) -> None:
    deploy("cli", RECORDER)
    arn = _table(ddb)
    created = labcloud.aws_json(
        "lambda",
        "create-event-source-mapping",
        "--function-name",
        "cli",
        "--event-source-arn",
        arn,
        "--starting-position",
        "TRIM_HORIZON",
        "--batch-size",
        "5",
        "--maximum-retry-attempts",
        "1",
        "--bisect-batch-on-function-error",
    )
    assert (created["BatchSize"], created["MaximumRetryAttempts"], created["BisectBatchOnFunctionError"]) == (
        5,
        1,
        True,
    )
    _put(ddb, "via-cli")
    wait_for(lambda: _invoked(labcloud) == [[("INSERT", "via-cli")]])
    failed = labcloud.aws(
        "lambda",
        "create-event-source-mapping",
        "--function-name",
        "cli",
        "--event-source-arn",
        arn,
        check=False,
    )
    assert failed.returncode != 0 and "InvalidParameterValueException" in failed.stderr


def test_the_poller_reads_with_the_role_and_reports_a_denial(labcloud: Any, lam: Any, ddb: Any) -> None:
    role = create_role(
        labcloud,
        "stream-role",
        (
            "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
            "arn:aws:iam::aws:policy/service-role/AWSLambdaDynamoDBExecutionRole",
        ),
    )
    deployer(labcloud, role)("guarded", RECORDER)
    arn = _table(ddb)
    mapping = lam.create_event_source_mapping(
        FunctionName="guarded", EventSourceArn=arn, StartingPosition="TRIM_HORIZON", BatchSize=1
    )
    _put(ddb, "allowed")
    wait_for(lambda: _invoked(labcloud) == [[("INSERT", "allowed")]])
    iam = labcloud.boto3_client("iam")
    iam.detach_role_policy(
        RoleName="stream-role",
        PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaDynamoDBExecutionRole",
    )
    lam.update_event_source_mapping(UUID=mapping["UUID"], BatchSize=2)  # a fresh poller, new credentials
    _put(ddb, "denied")

    def problem() -> str:
        result: str = lam.get_event_source_mapping(UUID=mapping["UUID"])["LastProcessingResult"]
        return result if result.startswith("PROBLEM") else ""

    assert "AccessDenied" in wait_for(problem)
    assert _invoked(labcloud) == [[("INSERT", "allowed")]]
    denied = [e["data"] for e in events(labcloud, "iam.denied")]
    assert any(
        d["action"].startswith("dynamodb:") and d["resource"].startswith(arn.split("/stream/")[0])
        for d in denied
    )
