"""WebSocket routes wired straight to AWS services (``IntegrationType: AWS`` with a ``CredentialsArn`` role,
``RequestTemplates`` chosen by ``TemplateSelectionExpression``, ``RequestParameters``), with a real WebSocket
client: SQS SendMessage (the template's body, attributes mapped from the context and the message), DynamoDB
PutItem on ``$connect`` and on a message (``$context`` variables, content-based template selection),
Step Functions StartExecution on a two-way route (its executionArn sent back through the integration
response), Kinesis PutRecord; a role that is denied or not trusted is AWS's "Internal server error" frame; and what stays
unsupported is refused with BadRequestException."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from websocket_helpers import open_socket
from websockets.exceptions import InvalidStatus

from labcloud.testing.server_process import LabcloudProcess

GATEWAY = "apigateway.amazonaws.com"
REGION_ACCOUNT = "us-east-1:000000000000"


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


def _uri(service: str, rest: str) -> str:
    return f"arn:aws:apigateway:us-east-1:{service}:{rest}"


SQS_TEMPLATE = "Action=SendMessage&MessageBody=$util.urlEncode($input.json('$.note'))"
PUT_TEMPLATE = """{"TableName": "ws-sessions", "Item": {
  "pk": {"S": "msg-$input.path('$.id')"},
  "connection": {"S": "$context.connectionId"},
  "route": {"S": "$context.routeKey"},
  "kind": {"S": "$context.eventType"},
  "stage": {"S": "$context.stage"},
  "domain": {"S": "$context.domainName"},
  "request": {"S": "$context.requestId"},
  "flavour": {"S": "$stageVariables.flavour"},
  "template": {"S": "default"}}}"""
PUT_LOUD = """{"TableName": "ws-sessions", "Item": {
  "pk": {"S": "msg-$input.path('$.id')"}, "template": {"S": "loud"}, "body": {"S": "$util.escapeJavaScript($input.body)"}}}"""
CONNECT_TEMPLATE = """{"TableName": "ws-sessions", "Item": {
  "pk": {"S": "conn-$context.connectionId"},
  "who": {"S": "$input.params('who')"},
  "kind": {"S": "$context.eventType"}}}"""


@pytest.fixture
def wired(labcloud: LabcloudProcess, labcloud_clock: Any) -> dict[str, Any]:
    v2 = labcloud.boto3_client("apigatewayv2")
    sqs = labcloud.boto3_client("sqs")
    queue = sqs.create_queue(QueueName="ws-notes")["QueueUrl"]
    labcloud.boto3_client("dynamodb").create_table(
        TableName="ws-sessions",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    labcloud.boto3_client("kinesis").create_stream(StreamName="ws-stream", ShardCount=1)
    labcloud_clock.advance(5)  # past the stream's CREATING
    machine_role = _role(labcloud, "ws-machine", ["logs:*"], service="states.amazonaws.com")
    machine = labcloud.boto3_client("stepfunctions").create_state_machine(
        name="ws-flow",
        roleArn=machine_role,
        definition=json.dumps({"StartAt": "Done", "States": {"Done": {"Type": "Pass", "End": True}}}),
    )["stateMachineArn"]
    caller = _role(
        labcloud,
        "ws-caller",
        ["sqs:SendMessage", "dynamodb:PutItem", "states:StartExecution", "kinesis:PutRecord"],
    )
    reader = _role(labcloud, "ws-reader", ["sqs:ReceiveMessage"])
    untrusted = _role(labcloud, "ws-untrusted", ["sqs:SendMessage"], service="lambda.amazonaws.com")
    api = v2.create_api(
        Name="wired", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    queue_path = _uri("sqs", "path/000000000000/ws-notes")
    sqs_members = {
        "IntegrationUri": queue_path,
        "RequestParameters": {
            "integration.request.header.Content-Type": "'application/x-www-form-urlencoded'",
            "integration.request.querystring.MessageAttribute.1.Name": "'connectionId'",
            "integration.request.querystring.MessageAttribute.1.Value.DataType": "'String'",
            "integration.request.querystring.MessageAttribute.1.Value.StringValue": "context.connectionId",
            "integration.request.querystring.MessageAttribute.2.Name": "'author'",
            "integration.request.querystring.MessageAttribute.2.Value.DataType": "'String'",
            "integration.request.querystring.MessageAttribute.2.Value.StringValue": "route.request.body.author",
        },
        "RequestTemplates": {"$default": SQS_TEMPLATE},
        "TemplateSelectionExpression": "\\$default",
        "PassthroughBehavior": "NEVER",
    }

    def integration(**members: Any) -> str:
        made = v2.create_integration(ApiId=api, IntegrationType="AWS", IntegrationMethod="POST", **members)
        return str(made["IntegrationId"])

    notes = integration(CredentialsArn=caller, **sqs_members)
    denied = integration(CredentialsArn=reader, **sqs_members)
    refused = integration(CredentialsArn=untrusted, **sqs_members)
    routed = integration(
        CredentialsArn=caller,
        IntegrationUri=_uri("sqs", "path/000000000000/{queue}"),
        RequestParameters={
            "integration.request.header.Content-Type": "'application/x-www-form-urlencoded'",
            "integration.request.path.queue": "route.request.body.queue",
        },
        RequestTemplates={"$default": SQS_TEMPLATE},
    )
    put = integration(
        CredentialsArn=caller,
        IntegrationUri=_uri("dynamodb", "action/PutItem"),
        TemplateSelectionExpression="$request.body.style",
        RequestTemplates={"$default": PUT_TEMPLATE, "loud": PUT_LOUD},
    )
    connect = integration(
        CredentialsArn=caller,
        IntegrationUri=_uri("dynamodb", "action/PutItem"),
        TemplateSelectionExpression="\\$default",
        RequestTemplates={"$default": CONNECT_TEMPLATE},
    )
    start = integration(
        CredentialsArn=caller,
        IntegrationUri=_uri("states", "action/StartExecution"),
        TemplateSelectionExpression="\\$default",
        RequestTemplates={
            "$default": f'{{"stateMachineArn": "{machine}", "name": "$input.path(\'$.name\')",'
            ' "input": "{\\"connection\\": \\"$context.connectionId\\"}"}'
        },
    )
    record = integration(
        CredentialsArn=caller,
        IntegrationUri=_uri("kinesis", "action/PutRecord"),
        TemplateSelectionExpression="\\$default",
        RequestTemplates={
            "$default": '{"StreamName": "ws-stream", "PartitionKey": "$context.connectionId",'
            ' "Data": "$util.base64Encode($input.json(\'$.reading\'))"}'
        },
    )
    v2.create_integration_response(
        ApiId=api,
        IntegrationId=start,
        IntegrationResponseKey="$default",
        TemplateSelectionExpression="\\$default",
        ResponseTemplates={"$default": '{"started": "$input.path(\'$.executionArn\')"}'},
    )
    strict = integration(
        CredentialsArn=caller,
        IntegrationUri=_uri("dynamodb", "action/PutItem"),
        TemplateSelectionExpression="$request.body.kind",
        RequestTemplates={"known": PUT_TEMPLATE},
        PassthroughBehavior="NEVER",
    )
    missing = integration(
        CredentialsArn=caller,
        IntegrationUri=_uri("dynamodb", "action/PutItem"),
        TemplateSelectionExpression="\\$default",
        RequestTemplates={"$default": '{"TableName": "no-such-table", "Item": {"pk": {"S": "x"}}}'},
    )
    for answered in (denied, missing):
        v2.create_integration_response(ApiId=api, IntegrationId=answered, IntegrationResponseKey="$default")
    for key, target, two_way in (
        ("$connect", connect, False),
        ("note", notes, False),
        ("put", put, False),
        ("record", record, False),
        ("routed", routed, False),
        ("start", start, True),  # its route response alone makes it two-way, as AWS's patterns rely on
        ("denied", denied, True),
        ("untrusted", refused, False),
        ("strict", strict, False),
        ("missing", missing, True),
    ):
        route = v2.create_route(
            ApiId=api,
            RouteKey=key,
            Target=f"integrations/{target}",
            **({"RouteResponseSelectionExpression": "$default"} if key == "denied" else {}),
        )
        if two_way:
            v2.create_route_response(ApiId=api, RouteId=route["RouteId"], RouteResponseKey="$default")
    v2.create_stage(ApiId=api, StageName="prod", AutoDeploy=True, StageVariables={"flavour": "mint"})
    return {"api": api, "queue": queue, "machine": machine}


def _item(labcloud: LabcloudProcess, pk: str) -> dict[str, str]:
    found = labcloud.boto3_client("dynamodb").get_item(TableName="ws-sessions", Key={"pk": {"S": pk}})
    return {name: value["S"] for name, value in found.get("Item", {}).items()}


def test_routes_call_sqs_dynamodb_and_step_functions(
    labcloud: LabcloudProcess, wired: dict[str, Any]
) -> None:
    with open_socket(labcloud, wired["api"], query="who=ada") as ws:
        ws.send(json.dumps({"action": "note", "note": {"text": "hi"}, "author": "ada"}))
        ws.send(json.dumps({"action": "routed", "queue": "ws-notes", "note": "via path"}))
        ws.send(json.dumps({"action": "put", "id": "1"}))
        ws.send(json.dumps({"action": "put", "id": "2", "style": "loud"}))
        ws.send(json.dumps({"action": "record", "reading": {"celsius": 21}}))
        ws.send(json.dumps({"action": "start", "name": "run-1"}))
        # one-way routes send nothing: the first frame is the two-way route's answer
        started = json.loads(ws.recv(timeout=60))["started"]
    assert started == wired["machine"].replace(":stateMachine:", ":execution:") + ":run-1"
    execution = labcloud.boto3_client("stepfunctions").describe_execution(executionArn=started)
    connection = json.loads(execution["input"])["connection"]
    assert connection
    received = labcloud.boto3_client("sqs").receive_message(
        QueueUrl=wired["queue"], MessageAttributeNames=["All"], MaxNumberOfMessages=10
    )["Messages"]
    by_body = {m["Body"]: m for m in received}
    assert sorted(by_body) == ['"via path"', '{"text":"hi"}']  # "via path": the queue named by the message
    attributes = {k: v["StringValue"] for k, v in by_body['{"text":"hi"}']["MessageAttributes"].items()}
    assert attributes == {"connectionId": connection, "author": "ada"}
    item = _item(labcloud, "msg-1")
    request = item.pop("request")
    assert request and item == {
        "pk": "msg-1",
        "connection": connection,
        "route": "put",
        "kind": "MESSAGE",
        "stage": "prod",
        "domain": f"{wired['api']}.execute-api.localhost:{labcloud.port}",
        "flavour": "mint",
        "template": "default",
    }
    loud = _item(labcloud, "msg-2")
    assert (loud["template"], json.loads(loud["body"])) == (
        "loud",
        {"action": "put", "id": "2", "style": "loud"},
    )
    kinesis = labcloud.boto3_client("kinesis")
    shard = kinesis.list_shards(StreamName="ws-stream")["Shards"][0]["ShardId"]
    iterator = kinesis.get_shard_iterator(
        StreamName="ws-stream", ShardId=shard, ShardIteratorType="TRIM_HORIZON"
    )
    records = kinesis.get_records(ShardIterator=iterator["ShardIterator"])["Records"]
    assert [(r["PartitionKey"], json.loads(r["Data"])) for r in records] == [(connection, {"celsius": 21})]
    assert _item(labcloud, f"conn-{connection}") == {
        "pk": f"conn-{connection}",
        "who": "ada",
        "kind": "CONNECT",
    }


def test_a_denied_or_untrusted_role_is_an_error_frame(
    labcloud: LabcloudProcess, wired: dict[str, Any]
) -> None:
    with open_socket(labcloud, wired["api"]) as ws:
        for action in ("denied", "untrusted", "strict"):
            ws.send(json.dumps({"action": action, "note": "x", "author": "eve", "kind": "unknown"}))
            error = json.loads(ws.recv(timeout=60))
            assert error["message"] == "Internal server error", action
            assert error["connectionId"] and error["requestId"]
        # the service's own error is its answer, passed on by the $default integration response
        ws.send(json.dumps({"action": "missing"}))
        answer = json.loads(ws.recv(timeout=60))
        assert answer["__type"].endswith("ResourceNotFoundException")
    assert labcloud.boto3_client("sqs").receive_message(QueueUrl=wired["queue"]).get("Messages", []) == []
    found = labcloud.get("/_labcloud/events?kind=apigatewayv2.websocket.message&limit=100")["events"]
    why = {e["data"]["route"]: e["data"].get("error", "") for e in found}
    assert "denied the role arn:aws:iam::000000000000:role/ws-reader" in why["denied"]
    assert "API Gateway does not have permission to assume the provided role" in why["untrusted"]
    assert "no request template matches and PassthroughBehavior is NEVER" in why["strict"]


def test_what_stays_unsupported_is_refused(labcloud: LabcloudProcess, wired: dict[str, Any]) -> None:
    v2 = labcloud.boto3_client("apigatewayv2")
    role = "arn:aws:iam::000000000000:role/ws-caller"
    lambda_uri = _uri(
        "lambda", "path/2015-03-31/functions/arn:aws:lambda:us-east-1:000000000000:function:x/invocations"
    )
    queue = _uri("sqs", "path/000000000000/ws-notes")
    for bad in (
        {"IntegrationType": "AWS", "IntegrationUri": queue, "ContentHandlingStrategy": "CONVERT_TO_BINARY"},
        {"IntegrationType": "AWS", "IntegrationUri": _uri("s3", "path/bucket/key"), "CredentialsArn": role},
        {
            "IntegrationType": "AWS",
            "IntegrationUri": lambda_uri,
            "RequestParameters": {"integration.request.header.X-Amz-Invocation-Type": "'Event'"},
        },
        {
            "IntegrationType": "AWS",
            "IntegrationUri": queue,
            "CredentialsArn": "arn:aws:iam::000000000000:user/u",
        },
        {"IntegrationType": "AWS_PROXY", "IntegrationUri": lambda_uri, "RequestTemplates": {"$default": "x"}},
        {
            "IntegrationType": "AWS",
            "IntegrationUri": queue,
            "RequestParameters": {"integration.request.body": "'x'"},
        },
        {
            "IntegrationType": "AWS",
            "IntegrationUri": queue,
            "RequestParameters": {"integration.request.header.a": "method.request.header.a"},
        },
        {
            "IntegrationType": "AWS",
            "IntegrationUri": queue,
            "TemplateSelectionExpression": "$request.header.kind",
        },
        {"IntegrationType": "AWS", "IntegrationUri": queue, "RequestTemplates": {"$default": "#if($a) x"}},
        {"IntegrationType": "AWS", "IntegrationUri": queue, "PassthroughBehavior": "SOMETIMES"},
    ):
        with pytest.raises(ClientError) as caught:
            v2.create_integration(ApiId=wired["api"], **bad)
        assert caught.value.response["Error"]["Code"] == "BadRequestException", bad


def test_connect_maps_the_handshake_and_a_service_refusal_refuses_it(labcloud: LabcloudProcess) -> None:
    v2 = labcloud.boto3_client("apigatewayv2")
    queue = labcloud.boto3_client("sqs").create_queue(QueueName="ws-arrivals")["QueueUrl"]
    role = _role(labcloud, "ws-arrivals", ["sqs:SendMessage"])
    api = v2.create_api(
        Name="arrivals", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    integration = v2.create_integration(
        ApiId=api,
        IntegrationType="AWS",
        IntegrationUri=_uri("sqs", "path/000000000000/ws-arrivals"),
        CredentialsArn=role,
        RequestParameters={
            "integration.request.querystring.Action": "'SendMessage'",
            "integration.request.querystring.MessageBody": "route.request.querystring.note",
            "integration.request.querystring.DelaySeconds": "route.request.querystring.delay",
            "integration.request.querystring.MessageAttribute.1.Name": "'user'",
            "integration.request.querystring.MessageAttribute.1.Value.DataType": "'String'",
            "integration.request.querystring.MessageAttribute.1.Value.StringValue": "route.request.header.x-user",
        },
    )["IntegrationId"]
    v2.create_route(ApiId=api, RouteKey="$connect", Target=f"integrations/{integration}")
    v2.create_stage(ApiId=api, StageName="prod", AutoDeploy=True)
    with open_socket(labcloud, api, query="note=hello&delay=0", additional_headers={"x-user": "ada"}):
        pass
    [message] = labcloud.boto3_client("sqs").receive_message(QueueUrl=queue, MessageAttributeNames=["All"])[
        "Messages"
    ]
    assert (message["Body"], message["MessageAttributes"]["user"]["StringValue"]) == ("hello", "ada")
    with pytest.raises(InvalidStatus) as refused:  # SQS refuses DelaySeconds 9999: so does the handshake
        open_socket(labcloud, api, query="note=late&delay=9999", additional_headers={"x-user": "ada"})
    assert refused.value.response.status_code == 400
