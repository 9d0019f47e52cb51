"""One learner never reaches another's resources: for each service, learner A's list call does not show
learner B's resource, and A's calls naming B's resource (by ARN, URL or id) answer AWS's error;
a resource policy that grants A is the one way in."""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Callable
from typing import Any

import boto3
import pytest
from classroom_helpers import code_of

REGION = "us-east-1"
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", "def handler(event, context):\n    return 1\n")
    return buffer.getvalue()


@pytest.fixture(scope="module")
def bobs(learner_client: Callable[..., Any], keys: dict[str, dict[str, str]]) -> dict[str, str]:
    """One resource of bob's in every service: name → its ARN (or URL, or id)."""
    bob = keys["bob"]["account_id"]

    def c(service: str) -> Any:
        return learner_client("bob", service)

    role = c("iam").create_role(RoleName="iso-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"][
        "Arn"
    ]
    made = {"role": role}
    made["sqs"] = c("sqs").create_queue(QueueName="iso-queue")["QueueUrl"]
    made["lambda"] = c("lambda").create_function(
        FunctionName="iso-fn",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": _zip()},
    )["FunctionArn"]
    made["dynamodb"] = c("dynamodb").create_table(
        TableName="iso-table",
        KeySchema=[{"AttributeName": "k", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "k", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )["TableDescription"]["TableArn"]
    c("s3").create_bucket(Bucket="iso-bob-bucket")
    c("s3").put_object(Bucket="iso-bob-bucket", Key="k", Body=b"bob's")
    made["s3"] = "iso-bob-bucket"
    c("logs").create_log_group(logGroupName="iso-group")
    made["logs"] = f"arn:aws:logs:{REGION}:{bob}:log-group:iso-group"
    made["sns"] = c("sns").create_topic(Name="iso-topic")["TopicArn"]
    made["events"] = c("events").create_event_bus(Name="iso-bus")["EventBusArn"]
    c("events").put_rule(Name="iso-rule", EventBusName="iso-bus", EventPattern='{"source": ["iso"]}')
    made["stepfunctions"] = c("stepfunctions").create_state_machine(
        name="iso-machine",
        definition=json.dumps({"StartAt": "P", "States": {"P": {"Type": "Pass", "End": True}}}),
        roleArn=role,
    )["stateMachineArn"]
    made["secretsmanager"] = c("secretsmanager").create_secret(Name="iso-secret", SecretString="s")["ARN"]
    c("ssm").put_parameter(Name="/iso/param", Value="bob's", Type="String")
    made["ssm"] = f"arn:aws:ssm:{REGION}:{bob}:parameter/iso/param"
    made["kms"] = c("kms").create_key()["KeyMetadata"]["Arn"]
    c("kinesis").create_stream(StreamName="iso-stream", ShardCount=1)
    made["kinesis"] = f"arn:aws:kinesis:{REGION}:{bob}:stream/iso-stream"
    made["apigateway"] = c("apigateway").create_rest_api(name="iso-api")["id"]
    return made


# service → (A's list call → what it lists, [(A's call naming bob's resource, AWS's error code)])
Lister = Callable[[Any], list[Any]]
Probe = Callable[[Any, str], Any]
CASES: dict[str, tuple[Lister, list[tuple[Probe, str]]]] = {
    "sqs": (
        lambda c: c.list_queues().get("QueueUrls", []),
        [
            (lambda c, url: c.get_queue_attributes(QueueUrl=url, AttributeNames=["All"]), "AccessDenied"),
            (lambda c, url: c.send_message(QueueUrl=url, MessageBody="from alice"), "AccessDenied"),
            (lambda c, url: c.purge_queue(QueueUrl=url), "AccessDenied"),
        ],
    ),
    "lambda": (
        lambda c: c.list_functions()["Functions"],
        [
            (lambda c, arn: c.get_function(FunctionName=arn), "AccessDeniedException"),
            (lambda c, arn: c.invoke(FunctionName=arn), "AccessDeniedException"),
            (lambda c, arn: c.delete_function(FunctionName=arn), "AccessDeniedException"),
        ],
    ),
    "dynamodb": (
        lambda c: c.list_tables()["TableNames"],
        [
            (lambda c, arn: c.get_item(TableName=arn, Key={"k": {"S": "a"}}), "AccessDeniedException"),
            (lambda c, arn: c.put_item(TableName=arn, Item={"k": {"S": "a"}}), "AccessDeniedException"),
        ],
    ),
    "s3": (
        lambda c: c.list_buckets()["Buckets"],
        [
            (lambda c, bucket: c.get_object(Bucket=bucket, Key="k"), "AccessDenied"),
            (lambda c, bucket: c.list_objects_v2(Bucket=bucket), "AccessDenied"),
            (lambda c, bucket: c.put_object(Bucket=bucket, Key="k", Body=b"alice"), "AccessDenied"),
        ],
    ),
    "logs": (
        lambda c: c.describe_log_groups()["logGroups"],
        [
            (lambda c, arn: c.describe_log_streams(logGroupIdentifier=arn), "ResourceNotFoundException"),
            (lambda c, _arn: c.delete_log_group(logGroupName="iso-group"), "ResourceNotFoundException"),
        ],
    ),
    "sns": (
        lambda c: c.list_topics()["Topics"],
        [
            (lambda c, arn: c.get_topic_attributes(TopicArn=arn), "AuthorizationError"),
            (lambda c, arn: c.publish(TopicArn=arn, Message="from alice"), "AuthorizationError"),
        ],
    ),
    "events": (
        lambda c: [b for b in c.list_event_buses()["EventBuses"] if b["Name"] != "default"],
        [
            (lambda c, arn: c.describe_event_bus(Name=arn), "ResourceNotFoundException"),
            (lambda c, arn: c.describe_rule(Name="iso-rule", EventBusName=arn), "ResourceNotFoundException"),
        ],
    ),
    "stepfunctions": (
        lambda c: c.list_state_machines()["stateMachines"],
        [
            (lambda c, arn: c.describe_state_machine(stateMachineArn=arn), "AccessDeniedException"),
            (lambda c, arn: c.start_execution(stateMachineArn=arn), "AccessDeniedException"),
        ],
    ),
    "secretsmanager": (
        lambda c: c.list_secrets()["SecretList"],
        [
            (lambda c, arn: c.get_secret_value(SecretId=arn), "AccessDeniedException"),
            (lambda c, arn: c.put_secret_value(SecretId=arn, SecretString="alice"), "AccessDeniedException"),
        ],
    ),
    "ssm": (
        lambda c: c.describe_parameters()["Parameters"],
        [(lambda c, arn: c.get_parameter(Name=arn), "ParameterNotFound")],
    ),
    "kms": (
        lambda c: c.list_keys()["Keys"],
        [
            (lambda c, arn: c.describe_key(KeyId=arn), "AccessDeniedException"),
            (lambda c, arn: c.encrypt(KeyId=arn, Plaintext=b"x"), "AccessDeniedException"),
        ],
    ),
    "kinesis": (
        lambda c: c.list_streams()["StreamNames"],
        [
            (lambda c, arn: c.describe_stream_summary(StreamARN=arn), "AccessDeniedException"),
            (
                lambda c, arn: c.put_record(StreamARN=arn, Data=b"x", PartitionKey="p"),
                "AccessDeniedException",
            ),
        ],
    ),
    "apigateway": (
        lambda c: c.get_rest_apis()["items"],
        [
            (lambda c, api: c.get_rest_api(restApiId=api), "NotFoundException"),
            (lambda c, api: c.delete_rest_api(restApiId=api), "NotFoundException"),
        ],
    ),
}


@pytest.mark.parametrize("service", sorted(CASES))
def test_a_learner_cannot_list_read_or_change_anothers_resources(
    service: str, bobs: dict[str, str], learner_client: Callable[..., Any]
) -> None:
    lister, probes = CASES[service]
    alice = learner_client("alice", service)
    assert lister(alice) == []
    for probe, code in probes:
        assert code_of(lambda p=probe: p(alice, bobs[service])) == code
    # bob still sees his own: the empty list above is isolation, not an empty service
    assert lister(learner_client("bob", service)) != []


def test_a_queue_policy_lets_one_learner_in(
    learner_client: Callable[..., Any], keys: dict[str, dict[str, str]]
) -> None:
    bob, alice, carol = (learner_client(n, "sqs") for n in ("bob", "alice", "carol"))
    url = bob.create_queue(QueueName="shared-inbox")["QueueUrl"]
    arn = bob.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    assert code_of(lambda: alice.send_message(QueueUrl=url, MessageBody="before")) == "AccessDenied"
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": f"arn:aws:iam::{keys['alice']['account_id']}:root"},
                "Action": "sqs:SendMessage",
                "Resource": arn,
            }
        ],
    }
    bob.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(policy)})
    alice.send_message(QueueUrl=url, MessageBody="granted")
    assert code_of(lambda: alice.receive_message(QueueUrl=url)) == "AccessDenied"  # only what was granted
    assert code_of(lambda: carol.send_message(QueueUrl=url, MessageBody="not me")) == "AccessDenied"
    bodies = [m["Body"] for m in bob.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]]
    assert bodies == ["granted"]


def test_a_role_trusts_only_the_learner_it_names(
    learner_client: Callable[..., Any], keys: dict[str, dict[str, str]]
) -> None:
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": f"arn:aws:iam::{keys['alice']['account_id']}:root"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    role = learner_client("bob", "iam").create_role(
        RoleName="lend-to-alice", AssumeRolePolicyDocument=json.dumps(trust)
    )["Role"]["Arn"]
    session = learner_client("alice", "sts").assume_role(RoleArn=role, RoleSessionName="visit")["Credentials"]
    visiting = learner_client("alice", "sts").meta  # the session's key acts in bob's account
    sts = boto3.client(
        "sts",
        endpoint_url=visiting.endpoint_url,
        region_name=REGION,
        aws_access_key_id=session["AccessKeyId"],
        aws_secret_access_key=session["SecretAccessKey"],
        aws_session_token=session["SessionToken"],
    )
    assert sts.get_caller_identity()["Arn"] == (
        f"arn:aws:sts::{keys['bob']['account_id']}:assumed-role/lend-to-alice/visit"
    )
    assert (
        code_of(lambda: learner_client("carol", "sts").assume_role(RoleArn=role, RoleSessionName="intruder"))
        == "AccessDenied"
    )
