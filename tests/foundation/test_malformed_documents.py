"""Documents and tokens found by the randomized fuzz run to answer 500: each must get the service's own
error for bad input instead.

- JSON nested thousands of levels deep inside a parameter (a policy, a redrive policy, an Invoke
  payload): the parser gave up with RecursionError, which no service expected from input.
- A pagination token made of digits that are not ASCII (``"²"`` passes ``str.isdigit`` but ``int``
  refuses it).
- A string holding a lone surrogate, which JSON carries as an escape (``"\\ud800"``, what boto3 sends
  for such a Python string) but SQLite cannot store (found by hand next to the fuzz findings).
"""

from __future__ import annotations

import io
import json
import time
import zipfile
from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError

DEPTH = 5000
DEEP_DOCUMENTS = {
    "arrays": "[" * DEPTH + "]" * DEPTH,
    "objects": '{"a":' * DEPTH + "1" + "}" * DEPTH,
}
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _error(call: Callable[[], Any]) -> tuple[int, str]:
    with pytest.raises(ClientError) as info:
        call()
    response = info.value.response
    return response["ResponseMetadata"]["HTTPStatusCode"], response["Error"]["Code"]


@pytest.mark.parametrize("shape", sorted(DEEP_DOCUMENTS))
def test_deeply_nested_policies_are_malformed_documents(labcloud_client: Any, shape: str) -> None:
    document = DEEP_DOCUMENTS[shape]
    iam, sqs, dynamodb, logs = (labcloud_client(s) for s in ("iam", "sqs", "dynamodb", "logs"))
    iam.create_role(RoleName="deep-role", AssumeRolePolicyDocument=json.dumps(TRUST))
    url = sqs.create_queue(QueueName="deep")["QueueUrl"]
    dynamodb.create_table(
        TableName="deep",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    table_arn = dynamodb.describe_table(TableName="deep")["Table"]["TableArn"]
    logs.create_log_group(logGroupName="deep")

    expected: list[tuple[Callable[[], Any], tuple[int, str]]] = [
        (
            lambda: iam.create_policy(PolicyName="deep", PolicyDocument=document),
            (400, "MalformedPolicyDocument"),
        ),
        (
            lambda: iam.put_role_policy(RoleName="deep-role", PolicyName="deep", PolicyDocument=document),
            (400, "MalformedPolicyDocument"),
        ),
        (
            lambda: iam.create_role(RoleName="deep-trust", AssumeRolePolicyDocument=document),
            (400, "MalformedPolicyDocument"),
        ),
        (
            lambda: sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": document}),
            (400, "InvalidAttributeValue"),
        ),
        (
            lambda: sqs.set_queue_attributes(QueueUrl=url, Attributes={"RedrivePolicy": document}),
            (400, "InvalidParameterValue"),
        ),
        (
            lambda: sqs.set_queue_attributes(QueueUrl=url, Attributes={"RedriveAllowPolicy": document}),
            (400, "InvalidParameterValue"),
        ),
        (
            lambda: dynamodb.put_resource_policy(ResourceArn=table_arn, Policy=document),
            (400, "ValidationException"),
        ),
        (
            lambda: logs.put_resource_policy(policyName="deep", policyDocument=document),
            (400, "InvalidParameterException"),
        ),
        (
            lambda: logs.put_data_protection_policy(logGroupIdentifier="deep", policyDocument=document),
            (400, "InvalidParameterException"),
        ),
    ]
    for call, answer in expected:
        assert _error(call) == answer


def test_a_deeply_nested_bucket_policy_is_malformed(labcloud_client: Any) -> None:
    s3 = labcloud_client("s3")
    s3.create_bucket(Bucket="deep-policy")
    depth = 4000  # under the 20 KB policy size limit, so the parser sees it
    document = '{"Deep":' + "[" * depth + "]" * depth + "}"
    assert _error(lambda: s3.put_bucket_policy(Bucket="deep-policy", Policy=document)) == (
        400,
        "MalformedPolicy",
    )


def test_a_deeply_nested_invoke_payload_cannot_be_parsed(labcloud_client: Any) -> None:
    iam, lam = labcloud_client("iam"), labcloud_client("lambda")
    role = iam.create_role(RoleName="deep-fn", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("app.py", "def handler(event, context):\n    return 1\n")
    lam.create_function(
        FunctionName="deep",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": archive.getvalue()},
    )
    for document in DEEP_DOCUMENTS.values():
        answer = _error(lambda document=document: lam.invoke(FunctionName="deep", Payload=document.encode()))
        assert answer == (400, "InvalidRequestContentException")
    # the bound is labcloud's own (512 levels), the same on every Python: 3.11's decoder alone would
    # take 600 levels, 3.13's takes thousands
    beyond, within = ('{"a":' * n + "1" + "}" * n for n in (600, 100))
    assert _error(lambda: lam.invoke(FunctionName="deep", Payload=beyond.encode())) == (
        400,
        "InvalidRequestContentException",
    )
    assert lam.invoke(FunctionName="deep", Payload=within.encode())["Payload"].read() == b"1"


def test_a_token_of_non_ascii_digits_is_an_invalid_token(labcloud: Any) -> None:
    # boto3's FIS model wants a token matching [\S]*; "²" is one, and int("²") fails
    fis = labcloud.boto3_client("fis")
    assert _error(lambda: fis.list_experiment_templates(maxResults=1, nextToken="\u00b2")) == (
        400,
        "ValidationException",
    )
    lam = labcloud.boto3_client("lambda")
    assert _error(lambda: lam.list_functions(Marker="\u00b2\u00b3")) == (
        400,
        "InvalidParameterValueException",
    )


def test_deep_json_log_events_are_plain_text_to_json_filter_patterns(labcloud_client: Any) -> None:
    logs = labcloud_client("logs")
    logs.create_log_group(logGroupName="deep-events")
    logs.create_log_stream(logGroupName="deep-events", logStreamName="s")
    deep = '{"a":' * DEPTH + "1" + "}" * DEPTH
    now = int(time.time() * 1000)
    logs.put_log_events(
        logGroupName="deep-events",
        logStreamName="s",
        logEvents=[{"timestamp": now, "message": deep}, {"timestamp": now + 1, "message": '{"a": 1}'}],
    )
    found = logs.filter_log_events(logGroupName="deep-events", filterPattern="{ $.a = 1 }")["events"]
    assert [event["message"] for event in found] == ['{"a": 1}']
    fields = logs.get_log_group_fields(logGroupName="deep-events")["logGroupFields"]
    assert "a" in {field["name"] for field in fields}


LONE = "half of a pair: \ud83d"


def test_a_lone_surrogate_is_the_services_validation_error(labcloud_client: Any) -> None:
    dynamodb, logs, sqs = (labcloud_client(s) for s in ("dynamodb", "logs", "sqs"))
    dynamodb.create_table(
        TableName="surrogates",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    expected: list[tuple[Callable[[], Any], tuple[int, str]]] = [
        (
            lambda: dynamodb.put_item(TableName="surrogates", Item={"pk": {"S": "a"}, "v": {"S": LONE}}),
            (400, "ValidationException"),
        ),
        (
            lambda: logs.create_log_group(logGroupName="surrogates", tags={"k": LONE}),
            (400, "InvalidParameterException"),
        ),
    ]
    for call, answer in expected:
        assert _error(call) == answer
    # nothing was half-written, and the same calls with whole text still work
    assert "Item" not in dynamodb.get_item(TableName="surrogates", Key={"pk": {"S": "a"}})
    assert not logs.describe_log_groups(logGroupNamePrefix="surrogates")["logGroups"]
    dynamodb.put_item(TableName="surrogates", Item={"pk": {"S": "a"}, "v": {"S": "whole: \U0001f600"}})
    assert dynamodb.get_item(TableName="surrogates", Key={"pk": {"S": "a"}})["Item"]["v"] == {
        "S": "whole: \U0001f600"
    }
    # SQS checks a body's characters itself, as AWS does
    url = sqs.create_queue(QueueName="surrogates")["QueueUrl"]
    assert _error(lambda: sqs.send_message(QueueUrl=url, MessageBody=LONE)) == (400, "InvalidMessageContents")
