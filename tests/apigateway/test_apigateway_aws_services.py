"""AWS service integrations called over plain HTTP: each request is mapped by its template into a call of
SQS, DynamoDB, Step Functions, EventBridge, SNS or Kinesis made as the integration's role, and the
test reads the effect back from the service itself."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from apigw_aws_helpers import gateway_role, service_api
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess

JSON = {"Content-Type": "application/json"}
FORM = {"integration.request.header.Content-Type": "'application/x-www-form-urlencoded'"}


def receive(labcloud: LabcloudProcess, queue_url: str) -> list[dict[str, Any]]:
    sqs = labcloud.boto3_client("sqs")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        got = sqs.receive_message(QueueUrl=queue_url, WaitTimeSeconds=1, MaxNumberOfMessages=10)
        if got.get("Messages"):
            return list(got["Messages"])
    return []


def allow_service(labcloud: LabcloudProcess, queue_url: str, queue_arn: str, service: str) -> None:
    """A queue policy letting ``service`` (EventBridge, SNS) send to the queue, as AWS requires."""
    may_send = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": service},
                "Action": "sqs:SendMessage",
                "Resource": queue_arn,
            }
        ],
    }
    labcloud.boto3_client("sqs").set_queue_attributes(
        QueueUrl=queue_url, Attributes={"Policy": json.dumps(may_send)}
    )


def test_sqs_send_message_in_the_query_form_through_the_queue_path(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="orders")["QueueUrl"]
    role = gateway_role(labcloud, "apigw-sqs", ["sqs:SendMessage"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:sqs:path/000000000000/orders",
        role,
        "Action=SendMessage&MessageBody=$util.urlEncode($input.body)",
        request_parameters=FORM,
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b'{"order": 7}', JSON)
    assert status == 200, body
    answer = json.loads(body)["SendMessageResponse"]
    message_id = answer["SendMessageResult"]["MessageId"]
    assert answer["SendMessageResult"]["MD5OfMessageAttributes"] is None
    assert answer["ResponseMetadata"]["RequestId"]
    messages = receive(labcloud, queue_url)
    assert [(m["MessageId"], m["Body"]) for m in messages] == [(message_id, '{"order": 7}')]


def test_sqs_action_uri_with_the_queue_in_the_template(labcloud: LabcloudProcess, apigw: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="jobs")["QueueUrl"]
    role = gateway_role(labcloud, "apigw-sqs2", ["sqs:SendMessage"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:sqs:action/SendMessage",
        role,
        f"QueueUrl=$util.urlEncode('{queue_url}')&MessageBody=$util.urlEncode($input.path('$.job'))",
        request_parameters=FORM,
        responses={
            "200": {
                "responseTemplates": {
                    "application/json": '{"id": "$input.path(\'$.SendMessageResponse.SendMessageResult.MessageId\')"}'
                }
            }
        },
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b'{"job": "resize a&b"}', JSON)
    assert status == 200, body
    sent = json.loads(body)["id"]
    assert [(m["MessageId"], m["Body"]) for m in receive(labcloud, queue_url)] == [(sent, "resize a&b")]


def test_dynamodb_put_get_and_query(labcloud: LabcloudProcess, apigw: Any) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="notes",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "S"},
        ],
        BillingMode="PAY_PER_REQUEST",
    )
    role = gateway_role(labcloud, "apigw-ddb", ["dynamodb:PutItem", "dynamodb:GetItem", "dynamodb:Query"])
    put = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:dynamodb:action/PutItem",
        role,
        '{"TableName": "notes", "Item": {"pk": {"S": "$input.path(\'$.user\')"}, '
        '"sk": {"S": "$input.path(\'$.id\')"}, "text": {"S": "$util.escapeJavaScript($input.path(\'$.text\'))"}}}',
        path="put",
    )
    for note_id, text in (("1", "first"), ("2", 'say "hi"')):
        document = json.dumps({"user": "ana", "id": note_id, "text": text}).encode()
        status, _, body = http(invoke_url(labcloud, put, "test", "/put"), "POST", document, JSON)
        assert (status, json.loads(body)) == (200, {})
    item = ddb.get_item(TableName="notes", Key={"pk": {"S": "ana"}, "sk": {"S": "2"}})["Item"]
    assert item["text"] == {"S": 'say "hi"'}

    get = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:dynamodb:action/GetItem",
        role,
        '{"TableName": "notes", "Key": {"pk": {"S": "ana"}, "sk": {"S": "$input.path(\'$.id\')"}}}',
        path="get",
        responses={
            "200": {"responseTemplates": {"application/json": '{"text": "$input.path(\'$.Item.text.S\')"}'}}
        },
    )
    status, _, body = http(invoke_url(labcloud, get, "test", "/get"), "POST", b'{"id": "1"}', JSON)
    assert (status, json.loads(body)) == (200, {"text": "first"})

    query = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:dynamodb:action/Query",
        role,
        '{"TableName": "notes", "KeyConditionExpression": "pk = :u", '
        '"ExpressionAttributeValues": {":u": {"S": "$input.path(\'$.user\')"}}}',
        path="query",
    )
    status, _, body = http(invoke_url(labcloud, query, "test", "/query"), "POST", b'{"user": "ana"}', JSON)
    assert status == 200
    found = json.loads(body)
    assert found["Count"] == 2
    assert [i["sk"]["S"] for i in found["Items"]] == ["1", "2"]


def _machine(labcloud: LabcloudProcess, kind: str) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = iam.create_role(RoleName=f"sfn-{kind}", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    definition = {
        "StartAt": "Done",
        "States": {"Done": {"Type": "Pass", "Parameters": {"got.$": "$.order"}, "End": True}},
    }
    arn: str = labcloud.boto3_client("stepfunctions").create_state_machine(
        name=f"orders-{kind.lower()}", definition=json.dumps(definition), roleArn=role, type=kind
    )["stateMachineArn"]
    return arn


def test_step_functions_start_execution(labcloud: LabcloudProcess, apigw: Any) -> None:
    machine = _machine(labcloud, "STANDARD")
    role = gateway_role(labcloud, "apigw-sfn", ["states:StartExecution"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:states:action/StartExecution",
        role,
        f'{{"stateMachineArn": "{machine}", "input": "$util.escapeJavaScript($input.json(\'$\'))"}}',
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b'{"order": 42}', JSON)
    assert status == 200, body
    execution = json.loads(body)["executionArn"]
    sfn = labcloud.boto3_client("stepfunctions")
    deadline = time.monotonic() + 10
    while (described := sfn.describe_execution(executionArn=execution))["status"] == "RUNNING":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert described["status"] == "SUCCEEDED"
    assert json.loads(described["input"]) == {"order": 42}
    assert json.loads(described["output"]) == {"got": 42}


def test_step_functions_start_sync_execution_answers_the_output(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    machine = _machine(labcloud, "EXPRESS")
    role = gateway_role(labcloud, "apigw-sfn-sync", ["states:StartSyncExecution"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:states:action/StartSyncExecution",
        role,
        f'{{"stateMachineArn": "{machine}", "input": "$util.escapeJavaScript($input.json(\'$\'))"}}',
        responses={"200": {"responseTemplates": {"application/json": "$input.path('$.output')"}}},
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b'{"order": "abc"}', JSON)
    assert (status, json.loads(body)) == (200, {"got": "abc"})


def test_eventbridge_put_events_reaches_a_rules_queue(labcloud: LabcloudProcess, apigw: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    queue_url = sqs.create_queue(QueueName="shop-events")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    allow_service(labcloud, queue_url, queue_arn, "events.amazonaws.com")
    events = labcloud.boto3_client("events")
    events.put_rule(Name="orders", EventPattern=json.dumps({"source": ["shop"]}))
    events.put_targets(Rule="orders", Targets=[{"Id": "q", "Arn": queue_arn}])
    role = gateway_role(labcloud, "apigw-events", ["events:PutEvents"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:events:action/PutEvents",
        role,
        '{"Entries": [{"Source": "shop", "DetailType": "order placed", '
        '"Detail": "$util.escapeJavaScript($input.json(\'$\'))", "EventBusName": "default"}]}',
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b'{"order": 9}', JSON)
    assert status == 200, body
    answer = json.loads(body)
    assert answer["FailedEntryCount"] == 0
    messages = receive(labcloud, queue_url)
    assert len(messages) == 1
    event = json.loads(messages[0]["Body"])
    assert (event["id"], event["source"], event["detail"]) == (
        answer["Entries"][0]["EventId"],
        "shop",
        {"order": 9},
    )


def test_sns_publish_reaches_a_subscribed_queue(labcloud: LabcloudProcess, apigw: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    queue_url = sqs.create_queue(QueueName="fanout")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    allow_service(labcloud, queue_url, queue_arn, "sns.amazonaws.com")
    sns = labcloud.boto3_client("sns")
    topic = sns.create_topic(Name="news")["TopicArn"]
    sns.subscribe(
        TopicArn=topic, Protocol="sqs", Endpoint=queue_arn, Attributes={"RawMessageDelivery": "true"}
    )
    role = gateway_role(labcloud, "apigw-sns", ["sns:Publish"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:sns:action/Publish",
        role,
        "Message=$util.urlEncode($input.body)",
        request_parameters={**FORM, "integration.request.querystring.TopicArn": f"'{topic}'"},
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b"breaking", JSON)
    assert status == 200, body
    answer = json.loads(body)["PublishResponse"]
    assert answer["PublishResult"]["MessageId"]
    assert [m["Body"] for m in receive(labcloud, queue_url)] == ["breaking"]


def test_kinesis_put_record_is_readable(labcloud: LabcloudProcess, apigw: Any) -> None:
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="clicks", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="clicks")
    role = gateway_role(labcloud, "apigw-kinesis", ["kinesis:PutRecord"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:kinesis:action/PutRecord",
        role,
        '{"StreamName": "clicks", "Data": "$util.base64Encode($input.body)", '
        '"PartitionKey": "$input.path(\'$.user\')"}',
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b'{"user": "u1"}', JSON)
    assert status == 200, body
    answer = json.loads(body)
    shard = answer["ShardId"]
    iterator = kinesis.get_shard_iterator(
        StreamName="clicks", ShardId=shard, ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    records = kinesis.get_records(ShardIterator=iterator)["Records"]
    assert [(r["SequenceNumber"], r["Data"]) for r in records] == [
        (answer["SequenceNumber"], b'{"user": "u1"}')
    ]


def test_batch_submit_job_through_a_rest_path_uri(labcloud: LabcloudProcess, apigw: Any) -> None:
    """A REST service's ``path/`` URI (AWS's apigw-rest-api-batch pattern): the method and path name the
    operation, as Batch's own HTTP rules do."""
    ec2, batch = labcloud.boto3_client("ec2"), labcloud.boto3_client("batch")
    vpc = ec2.create_vpc(CidrBlock="10.62.0.0/16")["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.62.1.0/24")["Subnet"]["SubnetId"]
    group = ec2.create_security_group(GroupName="apigw-batch", Description="d", VpcId=vpc)["GroupId"]
    environment = batch.create_compute_environment(
        computeEnvironmentName="apigw-env",
        type="MANAGED",
        computeResources={"type": "FARGATE", "maxvCpus": 4, "subnets": [subnet], "securityGroupIds": [group]},
    )["computeEnvironmentArn"]
    batch.create_job_queue(
        jobQueueName="apigw-queue",
        priority=1,
        computeEnvironmentOrder=[{"order": 1, "computeEnvironment": environment}],
    )
    batch.register_job_definition(
        jobDefinitionName="apigw-def",
        type="container",
        platformCapabilities=["FARGATE"],
        containerProperties={
            "image": "busybox",
            "resourceRequirements": [{"type": "VCPU", "value": "0.25"}, {"type": "MEMORY", "value": "512"}],
        },
    )
    role = gateway_role(labcloud, "apigw-batch", ["batch:SubmitJob"])
    template = (
        '{"jobName": "$input.path(\'$.name\')", "jobQueue": "apigw-queue", "jobDefinition": "apigw-def"}'
    )
    api = service_api(apigw, "arn:aws:apigateway:us-east-1:batch:path//v1/submitjob", role, template)
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b'{"name": "from-api"}', JSON)
    assert status == 200, body
    answer = json.loads(body)
    assert "jobId" in answer, body
    job = batch.describe_jobs(jobs=[answer["jobId"]])["jobs"][0]
    assert (answer["jobName"], job["jobName"], job["jobQueue"].endswith(":job-queue/apigw-queue")) == (
        "from-api",
        "from-api",
        True,
    )
    denied = gateway_role(labcloud, "apigw-batch-denied", ["batch:ListJobs"])
    refused = service_api(
        apigw, "arn:aws:apigateway:us-east-1:batch:path//v1/submitjob", denied, template, path="refused"
    )
    status, _, body = http(invoke_url(labcloud, refused, "test", "/refused"), "POST", b'{"name": "x"}', JSON)
    assert status == 200 and b"not authorized to perform: batch:SubmitJob" in body, (status, body)


def test_a_service_integration_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        queue_url = server.boto3_client("sqs").create_queue(QueueName="kept")["QueueUrl"]
        role = gateway_role(server, "apigw-kept", ["sqs:SendMessage"])
        api = service_api(
            server.boto3_client("apigateway"),
            "arn:aws:apigateway:us-east-1:sqs:path/000000000000/kept",
            role,
            "Action=SendMessage&MessageBody=$util.urlEncode($input.body)",
            request_parameters=FORM,
        )
        server.kill()
        server.start()
        status, _, body = http(invoke_url(server, api, "test", "/send"), "POST", b"after", JSON)
        assert status == 200, body
        assert [m["Body"] for m in receive(server, queue_url)] == ["after"]
    finally:
        server.stop()


def test_test_invoke_method_calls_the_service(labcloud: LabcloudProcess, apigw: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="tried")["QueueUrl"]
    role = gateway_role(labcloud, "apigw-tried", ["sqs:SendMessage"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:sqs:path/000000000000/tried",
        role,
        "Action=SendMessage&MessageBody=$util.urlEncode($input.body)",
        request_parameters=FORM,
    )
    resource = next(r["id"] for r in apigw.get_resources(restApiId=api)["items"] if r["path"] == "/send")
    answer = apigw.test_invoke_method(
        restApiId=api, resourceId=resource, httpMethod="POST", body="tested", headers=JSON
    )
    assert answer["status"] == 200
    assert json.loads(answer["body"])["SendMessageResponse"]["SendMessageResult"]["MessageId"]
    assert [m["Body"] for m in receive(labcloud, queue_url)] == ["tested"]
