"""UpdateConnection, DeauthorizeConnection and UpdateApiDestination: the states they answer and settle
in, secrets removed and given again, deliveries following the change, and their exact error codes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from api_destination_helpers import Endpoint
from events_helpers import error_of, queue, receive
from test_events_api_destinations import _invoker

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def endpoint() -> Iterator[Endpoint]:
    server = Endpoint()
    try:
        yield server
    finally:
        server.close()


def _wired(labcloud: LabcloudProcess, events: Any, sqs: Any, endpoint: Endpoint) -> tuple[str, str]:
    """A connection with API key ``v1``, a destination, and a rule to it with a dead-letter queue."""
    connection = events.create_connection(
        Name="keyed",
        AuthorizationType="API_KEY",
        AuthParameters={"ApiKeyAuthParameters": {"ApiKeyName": "x-api-key", "ApiKeyValue": "v1"}},
    )["ConnectionArn"]
    destination = events.create_api_destination(
        Name="api", ConnectionArn=connection, InvocationEndpoint=endpoint.url + "/one", HttpMethod="POST"
    )["ApiDestinationArn"]
    dlq_url, dlq_arn = queue(sqs, "changed-dlq")
    events.put_rule(Name="r", EventPattern=json.dumps({"source": ["shop"]}))
    target = {
        "Id": "api",
        "Arn": destination,
        "RoleArn": _invoker(labcloud),
        "DeadLetterConfig": {"Arn": dlq_arn},
    }
    events.put_targets(Rule="r", Targets=[target])
    return connection, dlq_url


def _put(events: Any) -> None:
    assert (
        events.put_events(Entries=[{"Source": "shop", "DetailType": "d", "Detail": "{}"}])["FailedEntryCount"]
        == 0
    )


def test_deauthorize_then_update_gives_the_connection_new_secrets(
    labcloud: LabcloudProcess, events: Any, sqs: Any, endpoint: Endpoint
):
    _, dlq_url = _wired(labcloud, events, sqs, endpoint)
    _put(events)
    assert [c["headers"]["x-api-key"] for c in endpoint.calls("/one")] == ["v1"]
    authorized = events.describe_connection(Name="keyed")["LastAuthorizedTime"]

    answer = events.deauthorize_connection(Name="keyed")
    assert answer["ConnectionState"] == "DEAUTHORIZING"
    described = events.describe_connection(Name="keyed")
    assert described["ConnectionState"] == "DEAUTHORIZED"
    assert described["LastAuthorizedTime"] == authorized
    assert described["AuthParameters"]["ApiKeyAuthParameters"] == {"ApiKeyName": "x-api-key"}
    assert [
        c["ConnectionState"] for c in events.list_connections(ConnectionState="DEAUTHORIZED")["Connections"]
    ] == ["DEAUTHORIZED"]
    _put(events)  # a deauthorized connection calls nothing: the event goes to the dead-letter queue
    [dead] = receive(sqs, dlq_url, MessageAttributeNames=["All"])
    assert "DEAUTHORIZED" in dead["MessageAttributes"]["ERROR_MESSAGE"]["StringValue"]
    assert len(endpoint.requests) == 1

    # the secret is gone: naming only the key is not enough to authorize again
    refused = error_of(
        events.update_connection,
        Name="keyed",
        AuthParameters={"ApiKeyAuthParameters": {"ApiKeyName": "x-key"}},
    )
    assert refused["Code"] == "ValidationException" and "ApiKeyValue must be specified" in refused["Message"]
    answer = events.update_connection(
        Name="keyed", Description="rotated", AuthParameters={"ApiKeyAuthParameters": {"ApiKeyValue": "v2"}}
    )
    assert answer["ConnectionState"] == "AUTHORIZING"
    described = events.describe_connection(Name="keyed")
    assert (described["ConnectionState"], described["Description"]) == ("AUTHORIZED", "rotated")
    assert described["LastAuthorizedTime"] > authorized
    _put(events)
    assert [c["headers"]["x-api-key"] for c in endpoint.calls("/one", count=2)] == ["v1", "v2"]


def test_update_connection_to_another_authorization_type(
    labcloud: LabcloudProcess, events: Any, sqs: Any, endpoint: Endpoint
):
    _wired(labcloud, events, sqs, endpoint)
    refused = error_of(events.update_connection, Name="keyed", AuthorizationType="BASIC")
    assert refused["Code"] == "ValidationException" and "BasicAuthParameters" in refused["Message"]
    events.update_connection(
        Name="keyed",
        AuthorizationType="BASIC",
        AuthParameters={"BasicAuthParameters": {"Username": "u", "Password": "p"}},
    )
    described = events.describe_connection(Name="keyed")
    assert described["AuthorizationType"] == "BASIC"
    assert described["AuthParameters"] == {"BasicAuthParameters": {"Username": "u"}}
    _put(events)
    [call] = endpoint.calls("/one")
    assert call["headers"]["authorization"] == "Basic dTpw"
    assert "x-api-key" not in call["headers"]


def test_update_api_destination_moves_deliveries(
    labcloud: LabcloudProcess, events: Any, sqs: Any, endpoint: Endpoint
):
    _wired(labcloud, events, sqs, endpoint)
    other = events.create_connection(
        Name="other",
        AuthorizationType="API_KEY",
        AuthParameters={"ApiKeyAuthParameters": {"ApiKeyName": "x-other", "ApiKeyValue": "o"}},
    )["ConnectionArn"]
    before = events.describe_api_destination(Name="api")
    answer = events.update_api_destination(
        Name="api",
        ConnectionArn=other,
        InvocationEndpoint=endpoint.url + "/two",
        HttpMethod="PUT",
        InvocationRateLimitPerSecond=5,
    )
    assert (
        answer["ApiDestinationState"] == "ACTIVE"
        and answer["ApiDestinationArn"] == before["ApiDestinationArn"]
    )
    after = events.describe_api_destination(Name="api")
    assert (after["ConnectionArn"], after["InvocationEndpoint"], after["HttpMethod"]) == (
        other,
        endpoint.url + "/two",
        "PUT",
    )
    assert (
        after["InvocationRateLimitPerSecond"] == 5 and after["LastModifiedTime"] >= before["LastModifiedTime"]
    )
    _put(events)
    [call] = endpoint.calls("/two")
    assert (call["method"], call["headers"]["x-other"]) == ("PUT", "o")


def test_changes_answer_their_exact_codes(
    labcloud: LabcloudProcess, events: Any, sqs: Any, endpoint: Endpoint
):
    connection, _ = _wired(labcloud, events, sqs, endpoint)
    for call, kwargs in (
        (events.update_connection, {"Name": "ghost"}),
        (events.deauthorize_connection, {"Name": "ghost"}),
        (events.update_api_destination, {"Name": "ghost"}),
        (
            events.update_api_destination,
            {"Name": "api", "ConnectionArn": connection.replace("keyed", "nope")},
        ),
    ):
        assert error_of(call, **kwargs)["Code"] == "ResourceNotFoundException", kwargs
    for kwargs in (
        {"InvocationEndpoint": "https://example.com/x"},
        {"HttpMethod": "FETCH"},
        {"InvocationRateLimitPerSecond": 301},
    ):
        assert error_of(events.update_api_destination, Name="api", **kwargs)["Code"] == "ValidationException"
    assert (
        error_of(events.update_connection, Name="keyed", KmsKeyIdentifier="alias/mine")["Code"]
        == "ValidationException"
    )
    assert events.describe_api_destination(Name="api")["InvocationEndpoint"] == endpoint.url + "/one"
