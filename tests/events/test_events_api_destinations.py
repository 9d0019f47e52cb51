"""API destinations: connections (API_KEY, BASIC, OAUTH_CLIENT_CREDENTIALS) whose secrets are never
answered and not stored in clear, API destinations on loopback endpoints as rule targets with
HttpParameters and InputTransformer, AWS's retries of 5xx/429 answers and the dead-letter queue for
other 4xx, and every refused request's exact error code."""

from __future__ import annotations

import base64
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from api_destination_helpers import Endpoint
from events_helpers import error_of, queue, receive

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess

SECRET = "s3cr3t-value-4711"


@pytest.fixture
def endpoint() -> Iterator[Endpoint]:
    server = Endpoint()
    try:
        yield server
    finally:
        server.close()


def _api_key_connection(events: Any, name: str = "keyed") -> str:
    return str(
        events.create_connection(
            Name=name,
            AuthorizationType="API_KEY",
            AuthParameters={
                "ApiKeyAuthParameters": {"ApiKeyName": "x-api-key", "ApiKeyValue": SECRET},
                "InvocationHttpParameters": {
                    "HeaderParameters": [
                        {"Key": "x-team", "Value": "blue", "IsValueSecret": False},
                        {"Key": "x-hidden", "Value": "shh", "IsValueSecret": True},
                    ]
                },
            },
        )["ConnectionArn"]
    )


def _invoker(labcloud: LabcloudProcess, name: str = "invoker", allowed: bool = True) -> str:
    """A role EventBridge acts as; ``allowed``: its policy allows events:InvokeApiDestination."""
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "events.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"])
    action = "events:InvokeApiDestination" if allowed else "events:PutEvents"
    policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": action, "Resource": "*"}]}
    iam.put_role_policy(RoleName=name, PolicyName="invoke", PolicyDocument=json.dumps(policy))
    return arn


def _rule_to(labcloud: LabcloudProcess, events: Any, destination_arn: str, **target: Any) -> None:
    role = target.pop("RoleArn", None) or _invoker(labcloud)
    events.put_rule(Name="orders", EventPattern=json.dumps({"source": ["shop"]}))
    events.put_targets(
        Rule="orders", Targets=[{"Id": "api", "Arn": destination_arn, "RoleArn": role, **target}]
    )


def _put(events: Any, detail: dict[str, Any]) -> None:
    answer = events.put_events(
        Entries=[{"Source": "shop", "DetailType": "order", "Detail": json.dumps(detail)}]
    )
    assert answer["FailedEntryCount"] == 0


def test_an_api_key_destination_gets_the_transformed_event_with_http_parameters(
    labcloud: LabcloudProcess, events: Any, endpoint: Endpoint
):
    connection = _api_key_connection(events)
    described = events.describe_connection(Name="keyed")
    assert described["ConnectionState"] == "AUTHORIZED"
    assert described["AuthorizationType"] == "API_KEY"
    assert described["AuthParameters"]["ApiKeyAuthParameters"] == {"ApiKeyName": "x-api-key"}
    headers = described["AuthParameters"]["InvocationHttpParameters"]["HeaderParameters"]
    assert headers == [
        {"Key": "x-team", "Value": "blue", "IsValueSecret": False},
        {"Key": "x-hidden", "IsValueSecret": True},
    ]
    assert SECRET not in json.dumps(described, default=str)
    created = events.create_api_destination(
        Name="orders-api",
        ConnectionArn=connection,
        InvocationEndpoint=endpoint.url + "/orders/*/items",
        HttpMethod="PUT",
        InvocationRateLimitPerSecond=10,
        Description="Orders service.\nOwned by the blue team.",  # the model's '.*' spans lines, as on AWS
    )
    assert created["ApiDestinationState"] == "ACTIVE"
    shown = events.describe_api_destination(Name="orders-api")
    assert shown["Description"] == "Orders service.\nOwned by the blue team."
    assert (shown["InvocationEndpoint"], shown["HttpMethod"], shown["InvocationRateLimitPerSecond"]) == (
        endpoint.url + "/orders/*/items",
        "PUT",
        10,
    )
    assert [d["Name"] for d in events.list_api_destinations(ConnectionArn=connection)["ApiDestinations"]] == [
        "orders-api"
    ]
    _rule_to(
        labcloud,
        events,
        created["ApiDestinationArn"],
        HttpParameters={
            "PathParameterValues": ["o-42"],
            "HeaderParameters": {"x-order": "$.detail.id", "x-fixed": "yes"},
            "QueryStringParameters": {"tier": "$.detail.tier"},
        },
        InputTransformer={"InputPathsMap": {"id": "$.detail.id"}, "InputTemplate": '{"order": <id>}'},
    )
    _put(events, {"id": "o-42", "tier": "gold"})
    [call] = endpoint.calls()
    assert call["method"] == "PUT"
    assert call["path"] == "/orders/o-42/items?tier=gold"
    assert call["headers"]["x-api-key"] == SECRET
    assert call["headers"]["x-team"] == "blue"
    assert call["headers"]["x-hidden"] == "shh"
    assert call["headers"]["x-order"] == "o-42"
    assert call["headers"]["x-fixed"] == "yes"
    assert call["headers"]["content-type"] == "application/json; charset=utf-8"
    assert json.loads(call["body"]) == {"order": "o-42"}
    shown_map = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in shown_map["nodes"]}
    assert nodes[created["ApiDestinationArn"]]["kind"] == "events.api_destination"
    assert nodes[created["ApiDestinationArn"]]["facts"]["endpoint"] == endpoint.url + "/orders/*/items"
    rule_arn = events.describe_rule(Name="orders")["Arn"]
    assert any(
        (e["kind"], e["from"], e["to"]) == ("events-target", rule_arn, created["ApiDestinationArn"])
        for e in shown_map["edges"]
    )


def test_basic_and_oauth_client_credentials(labcloud: LabcloudProcess, events: Any, endpoint: Endpoint):
    basic = events.create_connection(
        Name="basic",
        AuthorizationType="BASIC",
        AuthParameters={"BasicAuthParameters": {"Username": "ann", "Password": SECRET}},
    )["ConnectionArn"]
    assert events.describe_connection(Name="basic")["AuthParameters"] == {
        "BasicAuthParameters": {"Username": "ann"}
    }
    oauth = events.create_connection(
        Name="oauth",
        AuthorizationType="OAUTH_CLIENT_CREDENTIALS",
        AuthParameters={
            "OAuthParameters": {
                "ClientParameters": {"ClientID": "app", "ClientSecret": SECRET},
                "AuthorizationEndpoint": endpoint.url + "/token",
                "HttpMethod": "POST",
                "OAuthHttpParameters": {
                    "BodyParameters": [{"Key": "scope", "Value": "orders", "IsValueSecret": False}]
                },
            }
        },
    )["ConnectionArn"]
    shown = events.describe_connection(Name="oauth")["AuthParameters"]["OAuthParameters"]
    assert shown["ClientParameters"] == {"ClientID": "app"}
    assert SECRET not in json.dumps(events.describe_connection(Name="oauth"), default=str)
    assert sorted(c["Name"] for c in events.list_connections()["Connections"]) == ["basic", "oauth"]
    one = events.create_api_destination(
        Name="b", ConnectionArn=basic, InvocationEndpoint=endpoint.url + "/basic", HttpMethod="POST"
    )["ApiDestinationArn"]
    two = events.create_api_destination(
        Name="o", ConnectionArn=oauth, InvocationEndpoint=endpoint.url + "/oauth", HttpMethod="POST"
    )["ApiDestinationArn"]
    events.put_rule(Name="both", EventPattern=json.dumps({"source": ["shop"]}))
    role = _invoker(labcloud)
    events.put_targets(
        Rule="both",
        Targets=[{"Id": "b", "Arn": one, "RoleArn": role}, {"Id": "o", "Arn": two, "RoleArn": role}],
    )
    _put(events, {"id": 1})
    [basic_call] = endpoint.calls("/basic")
    assert (
        basic_call["headers"]["authorization"]
        == "Basic " + base64.b64encode(f"ann:{SECRET}".encode()).decode()
    )
    assert json.loads(basic_call["body"])["detail"] == {"id": 1}
    [token_call] = endpoint.calls("/token")
    assert (
        token_call["headers"]["authorization"]
        == "Basic " + base64.b64encode(f"app:{SECRET}".encode()).decode()
    )
    assert "grant_type=client_credentials" in token_call["body"] and "scope=orders" in token_call["body"]
    [oauth_call] = endpoint.calls("/oauth")
    assert oauth_call["headers"]["authorization"] == "Bearer tok-123"


def test_5xx_and_429_are_retried_and_other_4xx_go_to_the_dead_letter_queue(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock, events: Any, sqs: Any, endpoint: Endpoint
):
    connection = _api_key_connection(events)
    destination = events.create_api_destination(
        Name="flaky", ConnectionArn=connection, InvocationEndpoint=endpoint.url + "/flaky", HttpMethod="POST"
    )["ApiDestinationArn"]
    dlq_url, dlq_arn = queue(sqs, "api-dlq")
    _rule_to(labcloud, events, destination, DeadLetterConfig={"Arn": dlq_arn})
    endpoint.statuses[:] = [503, 429]
    _put(events, {"n": 1})
    assert len(endpoint.calls("/flaky")) >= 1
    labcloud_clock.advance("1m")  # the back-off waits on the server clock
    labcloud_clock.advance("1m")
    assert len(endpoint.calls("/flaky", count=3)) == 3  # 503, 429, then 200
    assert receive(sqs, dlq_url, timeout=2) == []
    endpoint.statuses[:] = [400]
    _put(events, {"n": 2})
    dead = receive(sqs, dlq_url, MessageAttributeNames=["All"])
    assert len(dead) == 1
    assert len(endpoint.calls("/flaky", count=4)) == 4  # no retry of a 400
    attributes = {k: v["StringValue"] for k, v in dead[0]["MessageAttributes"].items()}
    assert attributes["ERROR_CODE"] == "SDK_CLIENT_ERROR"
    assert "HTTP status 400" in attributes["ERROR_MESSAGE"]
    assert attributes["RETRY_ATTEMPTS"] == "0"
    assert attributes["TARGET_ARN"] == destination
    assert json.loads(dead[0]["Body"])["detail"] == {"n": 2}


def test_refused_requests_answer_their_exact_codes(labcloud: LabcloudProcess, events: Any, sqs: Any):
    connection = _api_key_connection(events)
    assert (
        error_of(
            events.create_connection,
            Name="keyed",
            AuthorizationType="API_KEY",
            AuthParameters={"ApiKeyAuthParameters": {"ApiKeyName": "k", "ApiKeyValue": "v"}},
        )["Code"]
        == "ResourceAlreadyExistsException"
    )
    assert (
        error_of(
            events.create_connection,
            Name="b",
            AuthorizationType="BASIC",
            AuthParameters={"ApiKeyAuthParameters": {"ApiKeyName": "k", "ApiKeyValue": "v"}},
        )["Code"]
        == "ValidationException"
    )
    assert (
        error_of(
            events.create_connection,
            Name="o",
            AuthorizationType="OAUTH_CLIENT_CREDENTIALS",
            AuthParameters={
                "OAuthParameters": {
                    "ClientParameters": {"ClientID": "a", "ClientSecret": "b"},
                    "AuthorizationEndpoint": "https://auth.example.com/token",
                    "HttpMethod": "POST",
                }
            },
        )["Code"]
        == "ValidationException"
    )
    assert (
        error_of(
            events.create_connection,
            Name="k",
            AuthorizationType="API_KEY",
            KmsKeyIdentifier="alias/mine",
            AuthParameters={"ApiKeyAuthParameters": {"ApiKeyName": "k", "ApiKeyValue": "v"}},
        )["Code"]
        == "ValidationException"
    )
    assert error_of(events.describe_connection, Name="nope")["Code"] == "ResourceNotFoundException"
    assert error_of(events.delete_connection, Name="nope")["Code"] == "ResourceNotFoundException"
    refused = error_of(
        events.create_api_destination,
        Name="outside",
        ConnectionArn=connection,
        InvocationEndpoint="https://api.example.com/hook",
        HttpMethod="POST",
    )
    assert refused["Code"] == "ValidationException"
    assert "loopback" in refused["Message"]
    assert (
        error_of(
            events.create_api_destination,
            Name="lost",
            ConnectionArn=connection + "-gone",
            InvocationEndpoint="http://127.0.0.1:9/x",
            HttpMethod="POST",
        )["Code"]
        == "ResourceNotFoundException"
    )
    events.create_api_destination(
        Name="d", ConnectionArn=connection, InvocationEndpoint="http://127.0.0.1:9/x", HttpMethod="POST"
    )
    assert (
        error_of(
            events.create_api_destination,
            Name="d",
            ConnectionArn=connection,
            InvocationEndpoint="http://127.0.0.1:9/x",
            HttpMethod="POST",
        )["Code"]
        == "ResourceAlreadyExistsException"
    )
    assert error_of(events.describe_api_destination, Name="nope")["Code"] == "ResourceNotFoundException"
    _, queue_arn = queue(sqs, "plain")
    events.put_rule(Name="r", EventPattern=json.dumps({"source": ["x"]}))
    assert (
        error_of(
            events.put_targets,
            Rule="r",
            Targets=[{"Id": "q", "Arn": queue_arn, "HttpParameters": {"HeaderParameters": {"a": "b"}}}],
        )["Code"]
        == "ValidationException"
    )
    destination = events.describe_api_destination(Name="d")["ApiDestinationArn"]
    assert error_of(events.put_targets, Rule="r", Targets=[{"Id": "api", "Arn": destination}]) == {
        "Code": "ValidationException",
        "Message": f"RoleArn is required for target {destination}.",
    }
    events.delete_api_destination(Name="d")
    assert error_of(events.describe_api_destination, Name="d")["Code"] == "ResourceNotFoundException"
    assert events.delete_connection(Name="keyed")["ConnectionState"] == "DELETING"
    assert events.list_connections()["Connections"] == []


def test_the_cli_and_no_secret_in_clear_on_disk(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        created = server.aws_json(
            "events",
            "create-connection",
            "--name",
            "cli",
            "--authorization-type",
            "BASIC",
            "--auth-parameters",
            json.dumps({"BasicAuthParameters": {"Username": "u", "Password": SECRET}}),
        )
        assert created["ConnectionState"] == "AUTHORIZED"
        shown = server.aws_json("events", "describe-connection", "--name", "cli")
        assert shown["AuthParameters"] == {"BasicAuthParameters": {"Username": "u"}}
        server.stop()
        for path in tmp_path.iterdir():
            if path.is_file():
                assert SECRET.encode() not in path.read_bytes(), path.name
        server.start()
        assert server.aws_json("events", "describe-connection", "--name", "cli")["Name"] == "cli"
    finally:
        server.stop()


def test_a_role_without_invoke_api_destination_sends_the_event_to_the_dead_letter_queue(
    labcloud: LabcloudProcess, events: Any, sqs: Any, endpoint: Endpoint
):
    connection = _api_key_connection(events)
    destination = events.create_api_destination(
        Name="guarded",
        ConnectionArn=connection,
        InvocationEndpoint=endpoint.url + "/guarded",
        HttpMethod="POST",
    )["ApiDestinationArn"]
    dlq_url, dlq_arn = queue(sqs, "denied-dlq")
    role = _invoker(labcloud, "not-allowed", allowed=False)
    _rule_to(labcloud, events, destination, RoleArn=role, DeadLetterConfig={"Arn": dlq_arn})
    _put(events, {"n": 3})
    dead = receive(sqs, dlq_url, MessageAttributeNames=["All"])
    assert len(dead) == 1
    attributes = {k: v["StringValue"] for k, v in dead[0]["MessageAttributes"].items()}
    assert attributes["ERROR_CODE"] == "AccessDeniedException"
    assert "events:InvokeApiDestination" in attributes["ERROR_MESSAGE"]
    assert endpoint.requests == []


def test_cloudformation_creates_a_connection_an_api_destination_and_a_rule_to_it(
    labcloud: LabcloudProcess, events: Any, endpoint: Endpoint
):
    template = {
        "Resources": {
            "Invoker": {
                "Type": "AWS::IAM::Role",
                "Properties": {
                    "AssumeRolePolicyDocument": {
                        "Version": "2012-10-17",
                        "Statement": [
                            {
                                "Effect": "Allow",
                                "Principal": {"Service": "events.amazonaws.com"},
                                "Action": "sts:AssumeRole",
                            }
                        ],
                    },
                    "Policies": [
                        {
                            "PolicyName": "invoke",
                            "PolicyDocument": {
                                "Version": "2012-10-17",
                                "Statement": [
                                    {
                                        "Effect": "Allow",
                                        "Action": "events:InvokeApiDestination",
                                        "Resource": "*",
                                    }
                                ],
                            },
                        }
                    ],
                },
            },
            "Conn": {
                "Type": "AWS::Events::Connection",
                "Properties": {
                    "AuthorizationType": "API_KEY",
                    "AuthParameters": {
                        "ApiKeyAuthParameters": {"ApiKeyName": "x-api-key", "ApiKeyValue": SECRET}
                    },
                },
            },
            "Hook": {
                "Type": "AWS::Events::ApiDestination",
                "Properties": {
                    "ConnectionArn": {"Fn::GetAtt": ["Conn", "Arn"]},
                    "InvocationEndpoint": endpoint.url + "/cfn",
                    "HttpMethod": "POST",
                    "InvocationRateLimitPerSecond": 5,
                },
            },
            "ToHook": {
                "Type": "AWS::Events::Rule",
                "Properties": {
                    "EventPattern": {"source": ["shop"]},
                    "Targets": [
                        {
                            "Id": "hook",
                            "Arn": {"Fn::GetAtt": ["Hook", "Arn"]},
                            "RoleArn": {"Fn::GetAtt": ["Invoker", "Arn"]},
                        }
                    ],
                },
            },
        },
        "Outputs": {"Hook": {"Value": {"Ref": "Hook"}}},
    }
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
    from cfn_helpers import wait_stack

    cfn = labcloud.boto3_client("cloudformation")
    stack_id = cfn.create_stack(
        StackName="hooks", TemplateBody=json.dumps(template), Capabilities=["CAPABILITY_IAM"]
    )["StackId"]
    stack = wait_stack(cfn, "hooks")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack
    name = stack["Outputs"][0]["OutputValue"]
    assert events.describe_api_destination(Name=name)["InvocationRateLimitPerSecond"] == 5
    _put(events, {"via": "cfn"})
    [call] = endpoint.calls("/cfn")
    assert call["headers"]["x-api-key"] == SECRET
    cfn.delete_stack(StackName="hooks")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert events.list_api_destinations()["ApiDestinations"] == []
    assert events.list_connections()["Connections"] == []
