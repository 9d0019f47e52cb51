"""AWS service integrations of HTTP APIs (AWS_PROXY with an IntegrationSubtype) over plain HTTP: SQS
send/receive/delete, EventBridge PutEvents reaching a rule's queue, Step Functions start (async and
sync), Kinesis PutRecord, each called as the integration's role (IAM refusing what the role may not do,
500 for a role API Gateway cannot assume), and AWS's CreateIntegration refusals per subtype."""

from __future__ import annotations

import base64
import json
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import http, url

from labcloud.testing.server_process import LabcloudProcess

GATEWAY = "apigateway.amazonaws.com"


def _role(labcloud: LabcloudProcess, name: str, actions: list[str], service: str = GATEWAY) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
    }
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}]}
    iam.put_role_policy(RoleName=name, PolicyName="calls", PolicyDocument=json.dumps(policy))
    return arn


def _api(v2: Any, routes: dict[str, dict[str, Any]]) -> str:
    """An API whose routes (route key → CreateIntegration members) each call a service."""
    api_id: str = v2.create_api(Name="services", ProtocolType="HTTP")["ApiId"]
    for key, members in routes.items():
        iid = v2.create_integration(
            ApiId=api_id, IntegrationType="AWS_PROXY", PayloadFormatVersion="1.0", **members
        )["IntegrationId"]
        v2.create_route(ApiId=api_id, RouteKey=key, Target=f"integrations/{iid}")
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    return api_id


def test_sqs_send_receive_delete(labcloud: LabcloudProcess, v2: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="v2-orders")["QueueUrl"]
    role = _role(labcloud, "v2-sqs", ["sqs:SendMessage", "sqs:ReceiveMessage", "sqs:DeleteMessage"])
    api_id = _api(
        v2,
        {
            "POST /send": {
                "IntegrationSubtype": "SQS-SendMessage",
                "CredentialsArn": role,
                "RequestParameters": {
                    "QueueUrl": queue_url,
                    "MessageBody": "$request.body.message",
                    "DelaySeconds": "0",
                },
            },
            "GET /receive": {
                "IntegrationSubtype": "SQS-ReceiveMessage",
                "CredentialsArn": role,
                "RequestParameters": {"QueueUrl": queue_url, "MaxNumberOfMessages": "$request.querystring.n"},
            },
            "DELETE /message": {
                "IntegrationSubtype": "SQS-DeleteMessage",
                "CredentialsArn": role,
                "RequestParameters": {"QueueUrl": queue_url, "ReceiptHandle": "$request.header.x-receipt"},
            },
        },
    )
    status, _, body = http(url(labcloud, api_id, "/send"), "POST", b'{"message": "hello"}')
    assert status == 200, body
    sent = json.loads(body)["SendMessageResponse"]
    assert sent["SendMessageResult"]["MessageId"] and sent["ResponseMetadata"]["RequestId"]
    status, _, body = http(url(labcloud, api_id, "/receive?n=1"))
    assert status == 200, body
    messages = json.loads(body)["ReceiveMessageResponse"]["ReceiveMessageResult"]["Messages"]
    assert [m["Body"] for m in messages] == ["hello"]
    assert messages[0]["MessageId"] == sent["SendMessageResult"]["MessageId"]
    status, _, body = http(
        url(labcloud, api_id, "/message"), "DELETE", headers={"X-Receipt": messages[0]["ReceiptHandle"]}
    )
    assert status == 200, body
    assert "DeleteMessageResponse" in json.loads(body)
    attributes = labcloud.boto3_client("sqs").get_queue_attributes(QueueUrl=queue_url, AttributeNames=["All"])
    assert attributes["Attributes"]["ApproximateNumberOfMessagesNotVisible"] == "0"
    # a service error is passed on with its status: a bad receipt handle
    status, _, body = http(url(labcloud, api_id, "/message"), "DELETE", headers={"X-Receipt": "nonsense"})
    assert status == 404 and json.loads(body)["__type"] == "com.amazonaws.sqs#ReceiptHandleIsInvalid", body


def test_role_refusals(labcloud: LabcloudProcess, v2: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="v2-guarded")["QueueUrl"]
    receive_only = _role(labcloud, "v2-receive-only", ["sqs:ReceiveMessage"])
    lambda_trust = _role(labcloud, "v2-lambda-trust", ["sqs:SendMessage"], "lambda.amazonaws.com")
    send = {"QueueUrl": queue_url, "MessageBody": "x"}
    api_id = _api(
        v2,
        {
            "POST /denied": {
                "IntegrationSubtype": "SQS-SendMessage",
                "CredentialsArn": receive_only,
                "RequestParameters": send,
            },
            "POST /untrusted": {
                "IntegrationSubtype": "SQS-SendMessage",
                "CredentialsArn": lambda_trust,
                "RequestParameters": send,
            },
            "POST /missing": {
                "IntegrationSubtype": "SQS-SendMessage",
                "CredentialsArn": "arn:aws:iam::000000000000:role/nobody",
                "RequestParameters": send,
            },
        },
    )
    status, _, body = http(url(labcloud, api_id, "/denied"), "POST", b"")
    assert status == 403 and json.loads(body)["__type"] == "com.amazonaws.sqs#AccessDeniedException", body
    assert http(url(labcloud, api_id, "/untrusted"), "POST", b"")[::2] == (
        500,
        b'{"message": "Internal Server Error"}',
    )
    assert http(url(labcloud, api_id, "/missing"), "POST", b"")[::2] == (
        500,
        b'{"message": "Internal Server Error"}',
    )
    assert "Messages" not in labcloud.boto3_client("sqs").receive_message(QueueUrl=queue_url)


def test_eventbridge_put_events(labcloud: LabcloudProcess, v2: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    queue_url = sqs.create_queue(QueueName="v2-events")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    may_send = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "events.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": queue_arn,
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=queue_url, Attributes={"Policy": json.dumps(may_send)})
    events = labcloud.boto3_client("events")
    events.put_rule(Name="v2-orders", EventPattern=json.dumps({"source": ["shop"]}))
    events.put_targets(Rule="v2-orders", Targets=[{"Id": "q", "Arn": queue_arn}])
    role = _role(labcloud, "v2-events", ["events:PutEvents"])
    api_id = _api(
        v2,
        {
            "POST /events": {
                "IntegrationSubtype": "EventBridge-PutEvents",
                "CredentialsArn": role,
                "RequestParameters": {
                    "Source": "shop",
                    "DetailType": "order ${request.path}",
                    "Detail": "$request.body",
                    "Resources": '["arn:aws:shop:::1"]',
                },
            }
        },
    )
    status, _, body = http(url(labcloud, api_id, "/events"), "POST", b'{"order": 9}')
    assert status == 200, body
    answer = json.loads(body)
    assert answer["FailedEntryCount"] == 0
    deadline = time.monotonic() + 10
    messages: list[dict[str, Any]] = []
    while not messages and time.monotonic() < deadline:
        messages = sqs.receive_message(QueueUrl=queue_url, WaitTimeSeconds=1).get("Messages", [])
    event = json.loads(messages[0]["Body"])
    assert (event["id"], event["detail-type"], event["detail"], event["resources"]) == (
        answer["Entries"][0]["EventId"],
        "order /events",
        {"order": 9},
        ["arn:aws:shop:::1"],
    )


def _machine(labcloud: LabcloudProcess, kind: str) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = iam.create_role(RoleName=f"v2-sfn-{kind}", AssumeRolePolicyDocument=json.dumps(trust))["Role"][
        "Arn"
    ]
    definition = {
        "StartAt": "Done",
        "States": {"Done": {"Type": "Pass", "Parameters": {"got.$": "$.order"}, "End": True}},
    }
    arn: str = labcloud.boto3_client("stepfunctions").create_state_machine(
        name=f"v2-{kind.lower()}", definition=json.dumps(definition), roleArn=role, type=kind
    )["stateMachineArn"]
    return arn


def test_step_functions_start_and_start_sync(labcloud: LabcloudProcess, v2: Any) -> None:
    standard, express = _machine(labcloud, "STANDARD"), _machine(labcloud, "EXPRESS")
    role = _role(labcloud, "v2-sfn", ["states:StartExecution", "states:StartSyncExecution"])
    api_id = _api(
        v2,
        {
            "POST /start": {
                "IntegrationSubtype": "StepFunctions-StartExecution",
                "CredentialsArn": role,
                "RequestParameters": {
                    "StateMachineArn": standard,
                    "Input": "$request.body",
                    "Name": "$request.header.x-name",
                },
            },
            "POST /sync": {
                "IntegrationSubtype": "StepFunctions-StartSyncExecution",
                "CredentialsArn": role,
                "RequestParameters": {"StateMachineArn": express, "Input": "$request.body"},
            },
        },
    )
    status, _, body = http(url(labcloud, api_id, "/start"), "POST", b'{"order": 42}', {"X-Name": "run-1"})
    assert status == 200, body
    execution = json.loads(body)["executionArn"]
    assert execution.endswith(":run-1")
    sfn = labcloud.boto3_client("stepfunctions")
    deadline = time.monotonic() + 10
    while (described := sfn.describe_execution(executionArn=execution))["status"] == "RUNNING":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert json.loads(described["output"]) == {"got": 42}
    status, _, body = http(url(labcloud, api_id, "/sync"), "POST", b'{"order": "abc"}')
    assert status == 200, body
    answer = json.loads(body)
    assert answer["status"] == "SUCCEEDED" and json.loads(answer["output"]) == {"got": "abc"}


def test_kinesis_put_record(labcloud: LabcloudProcess, v2: Any) -> None:
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="v2-clicks", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="v2-clicks")
    role = _role(labcloud, "v2-kinesis", ["kinesis:PutRecord"])
    api_id = _api(
        v2,
        {
            "POST /clicks": {
                "IntegrationSubtype": "Kinesis-PutRecord",
                "CredentialsArn": role,
                "RequestParameters": {
                    "StreamName": "v2-clicks",
                    "Data": "$request.body.data",
                    "PartitionKey": "$request.body.user",
                },
            }
        },
    )
    data = base64.b64encode(b"clicked").decode()
    status, _, body = http(
        url(labcloud, api_id, "/clicks"), "POST", json.dumps({"data": data, "user": "u1"}).encode()
    )
    assert status == 200, body
    answer = json.loads(body)
    iterator = kinesis.get_shard_iterator(
        StreamName="v2-clicks", ShardId=answer["ShardId"], ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    records = kinesis.get_records(ShardIterator=iterator)["Records"]
    assert [(r["SequenceNumber"], r["Data"], r["PartitionKey"]) for r in records] == [
        (answer["SequenceNumber"], b"clicked", "u1")
    ]


def test_service_integration_refusals(v2: Any) -> None:
    api_id = v2.create_api(Name="subtype-refusals", ProtocolType="HTTP")["ApiId"]
    role = "arn:aws:iam::000000000000:role/r"
    queue = "http://127.0.0.1:5000/000000000000/q"
    base: dict[str, Any] = {
        "ApiId": api_id,
        "IntegrationType": "AWS_PROXY",
        "IntegrationSubtype": "SQS-SendMessage",
        "PayloadFormatVersion": "1.0",
        "CredentialsArn": role,
        "RequestParameters": {"QueueUrl": queue, "MessageBody": "$request.body"},
    }
    made = v2.create_integration(**base)
    assert (made["IntegrationSubtype"], made["CredentialsArn"], made["RequestParameters"]["QueueUrl"]) == (
        "SQS-SendMessage",
        role,
        queue,
    )
    refused: list[dict[str, Any]] = [
        {"IntegrationSubtype": "SQS-ChangeMessageVisibility"},
        {"IntegrationType": "HTTP_PROXY"},
        {"RequestParameters": {"QueueUrl": queue}},
        {"RequestParameters": {"QueueUrl": queue, "MessageBody": "x", "Color": "blue"}},
        {"RequestParameters": {"QueueUrl": queue, "MessageBody": "$response.body"}},
        {"CredentialsArn": None},
        {"PayloadFormatVersion": "2.0"},
        {"IntegrationUri": "arn:aws:sqs:us-east-1:000000000000:q"},
        {"IntegrationSubtype": "Kinesis-PutRecord", "RequestParameters": {"StreamName": "s", "Data": "d"}},
    ]
    for change in refused:
        request = {k: v for k, v in {**base, **change}.items() if v is not None}
        with pytest.raises(ClientError) as caught:
            v2.create_integration(**request)
        error = caught.value.response
        assert (error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]) == (
            "BadRequestException",
            400,
        ), change
    assert len(v2.get_integrations(ApiId=api_id)["Items"]) == 1


def test_imported_service_integration(labcloud: LabcloudProcess, v2: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="v2-imported")["QueueUrl"]
    role = _role(labcloud, "v2-imported", ["sqs:SendMessage"])
    document = {
        "openapi": "3.0.1",
        "info": {"title": "imported-sqs", "version": "1"},
        "paths": {
            "/send": {
                "post": {
                    "x-amazon-apigateway-integration": {
                        "type": "aws_proxy",
                        "integrationSubtype": "SQS-SendMessage",
                        "credentials": role,
                        "payloadFormatVersion": "1.0",
                        "requestParameters": {"QueueUrl": queue_url, "MessageBody": "$request.body"},
                    }
                }
            }
        },
    }
    api_id = v2.import_api(Body=json.dumps(document))["ApiId"]
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    status, _, body = http(url(labcloud, api_id, "/send"), "POST", b"from-import")
    assert status == 200, body
    got = labcloud.boto3_client("sqs").receive_message(QueueUrl=queue_url, WaitTimeSeconds=2)["Messages"]
    assert [m["Body"] for m in got] == ["from-import"]


def test_integration_timeout_is_503(labcloud: LabcloudProcess, v2: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="v2-slow")["QueueUrl"]
    role = _role(labcloud, "v2-slow", ["sqs:ReceiveMessage"])
    api_id = _api(
        v2,
        {
            "GET /wait": {
                "IntegrationSubtype": "SQS-ReceiveMessage",
                "CredentialsArn": role,
                "TimeoutInMillis": 500,
                "RequestParameters": {"QueueUrl": queue_url, "WaitTimeSeconds": "3"},
            }
        },
    )
    status, _, body = http(url(labcloud, api_id, "/wait"))
    assert (status, body) == (503, b'{"message": "Service Unavailable"}')


def test_appconfig_subtype_is_refused_at_create_integration(labcloud: LabcloudProcess, v2: Any) -> None:
    """labcloud has no AppConfig: AWS's subtype is refused by name, over the wire as AWS shapes it."""
    api_id = v2.create_api(Name="appconfig", ProtocolType="HTTP")["ApiId"]
    request = {
        "ApiId": api_id,
        "IntegrationType": "AWS_PROXY",
        "IntegrationSubtype": "AppConfig-GetConfiguration",
        "PayloadFormatVersion": "1.0",
        "CredentialsArn": "arn:aws:iam::000000000000:role/r",
        "RequestParameters": {
            "Application": "app",
            "Environment": "prod",
            "Configuration": "flags",
            "ClientId": "$request.header.x-client",
        },
    }
    with pytest.raises(ClientError) as caught:
        v2.create_integration(**request)
    response = caught.value.response
    assert response["ResponseMetadata"]["HTTPStatusCode"] == 400
    # AWS's rest-json form: the code, then ":" and an optional namespace
    assert (
        response["ResponseMetadata"]["HTTPHeaders"]["x-amzn-errortype"].split(":")[0] == "BadRequestException"
    )
    assert response["Error"] == {
        "Code": "BadRequestException",
        "Message": "Integration subtype AppConfig-GetConfiguration is not supported: "
        "labcloud has no AppConfig service",
    }
    # the wire: a rest-json body, as a plain HTTP client sees it
    status, headers, raw = http(
        f"{labcloud.endpoint}/v2/apis/{api_id}/integrations",
        "POST",
        json.dumps(
            {
                "integrationType": "AWS_PROXY",
                "integrationSubtype": "AppConfig-GetConfiguration",
                "payloadFormatVersion": "1.0",
                "credentialsArn": "arn:aws:iam::000000000000:role/r",
                "requestParameters": request["RequestParameters"],
            }
        ).encode(),
        {
            "Content-Type": "application/json",
            "Authorization": "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/apigateway/aws4_request, "
            "SignedHeaders=host, Signature=00",
        },
    )
    assert status == 400 and headers["x-amzn-errortype"].split(":")[0] == "BadRequestException"
    assert json.loads(raw)["message"] == (
        "Integration subtype AppConfig-GetConfiguration is not supported: labcloud has no AppConfig service"
    )
    assert v2.get_integrations(ApiId=api_id)["Items"] == []
