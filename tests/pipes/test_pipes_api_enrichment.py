"""An API destination as a pipe's enrichment: EventBridge's invoker called as the pipe's role with the
connection's authorization, the enrichment's HttpParameters and InputTemplate; the endpoint's answer is
what the target gets; a role without events:InvokeApiDestination fails the batch. An API destination as
the pipe's target."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from pipes_helpers import SQS_SOURCE, error_of, pipe_role, queue, receive, wait_for, wait_state

from labcloud.testing.server_process import LabcloudProcess


class Echo:
    """Answers each request with what it got: {"got": body, "path": ..., "tag": x-tag header}."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0)).decode()
                seen = {"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}}
                outer.requests.append({**seen, "body": body})
                answer = json.dumps(
                    {"got": json.loads(body), "path": self.path, "tag": self.headers["x-tag"]}
                )
                self.send_response(200)
                self.send_header("content-length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer.encode())

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture
def echo() -> Iterator[Echo]:
    server = Echo()
    yield server
    server.server.shutdown()
    server.server.server_close()


def destination(labcloud: LabcloudProcess, echo: Echo) -> str:
    events = labcloud.boto3_client("events")
    connection = events.create_connection(
        Name="enricher",
        AuthorizationType="API_KEY",
        AuthParameters={"ApiKeyAuthParameters": {"ApiKeyName": "x-api-key", "ApiKeyValue": "s3cret"}},
    )["ConnectionArn"]
    return str(
        events.create_api_destination(
            Name="enrich",
            ConnectionArn=connection,
            InvocationEndpoint=f"{echo.url}/enrich/*",
            HttpMethod="POST",
        )["ApiDestinationArn"]
    )


ENRICHMENT_PARAMETERS = {
    "InputTemplate": '{"said": <$.body>, "id": "<$.messageId>"}',
    "HttpParameters": {
        "PathParameterValues": ["orders"],
        "HeaderParameters": {"x-tag": "$.messageId"},
        "QueryStringParameters": {"q": "v"},
    },
}


def test_an_api_destination_enriches_each_event(labcloud: LabcloudProcess, pipes: Any, sqs: Any, echo: Echo):
    api = destination(labcloud, echo)
    src_url, src_arn = queue(sqs, "api-in")
    out_url, out_arn = queue(sqs, "api-out")
    role = pipe_role(labcloud, "api-role", [*SQS_SOURCE, "sqs:SendMessage", "events:InvokeApiDestination"])
    pipes.create_pipe(
        Name="api",
        Source=src_arn,
        SourceParameters={"SqsQueueParameters": {"BatchSize": 1}},
        Enrichment=api,
        EnrichmentParameters=ENRICHMENT_PARAMETERS,
        Target=out_arn,
        RoleArn=role,
    )
    assert pipes.describe_pipe(Name="api")["EnrichmentParameters"] == ENRICHMENT_PARAMETERS
    wait_state(pipes, "api", "RUNNING")
    sent = sqs.send_message(QueueUrl=src_url, MessageBody='"hi"')["MessageId"]
    [message] = receive(sqs, out_url)
    assert json.loads(message["Body"]) == {
        "got": {"said": "hi", "id": sent},
        "path": "/enrich/orders?q=v",
        "tag": sent,
    }
    [request] = echo.requests
    assert request["headers"]["x-api-key"] == "s3cret"
    assert request["headers"]["user-agent"] == "Amazon/EventBridge/ApiDestinations"


def test_a_role_that_may_not_invoke_the_destination_fails_the_batch(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any, echo: Echo
):
    api = destination(labcloud, echo)
    src_url, src_arn = queue(sqs, "deny-in")
    _, out_arn = queue(sqs, "deny-out")
    role = pipe_role(labcloud, "deny-role", [*SQS_SOURCE, "sqs:SendMessage"])
    pipes.create_pipe(Name="deny", Source=src_arn, Enrichment=api, Target=out_arn, RoleArn=role)
    wait_state(pipes, "deny", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody="x")
    [batch] = wait_for(labcloud, "pipes.pipe.batch")
    assert (batch["outcome"], batch["failed_stage"]) == ("Failed", "enrichment")
    assert (
        batch["error"].startswith("AccessDeniedException: ")
        and "events:InvokeApiDestination" in batch["error"]
    )
    assert echo.requests == []


def test_an_api_destination_enrichment_takes_no_batches(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any, echo: Echo
):
    api = destination(labcloud, echo)
    _, src_arn = queue(sqs, "batch-in")
    _, out_arn = queue(sqs, "batch-out")
    role = pipe_role(labcloud, "batch-role", SQS_SOURCE)
    refused = error_of(
        pipes.create_pipe,
        Name="batched",
        Source=src_arn,
        SourceParameters={"SqsQueueParameters": {"BatchSize": 5}},
        Enrichment=api,
        Target=out_arn,
        RoleArn=role,
    )
    assert (refused["Code"], "BatchSize must be 1" in refused["Message"]) == ("ValidationException", True)
    lambda_arn = "arn:aws:lambda:us-east-1:000000000000:function:f"
    refused = error_of(
        pipes.create_pipe,
        Name="http-on-lambda",
        Source=src_arn,
        Enrichment=lambda_arn,
        EnrichmentParameters={"HttpParameters": {"QueryStringParameters": {"a": "b"}}},
        Target=out_arn,
        RoleArn=role,
    )
    assert refused["Code"] == "ValidationException"
    assert "only be used with an API destination enrichment" in refused["Message"]


def test_an_api_destination_as_the_target_gets_each_event(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any, echo: Echo
):
    """eventbridge-pipes-sqs-lambda-api-destination: the pipe's target is an API destination, called
    with each event and the target's HttpParameters (through the same invoker as an enrichment, the role
    checked as there)."""
    api = destination(labcloud, echo)
    src_url, src_arn = queue(sqs, "to-api-in")
    role = pipe_role(labcloud, "to-api-role", [*SQS_SOURCE, "events:InvokeApiDestination"])
    target_parameters = {
        "InputTemplate": '{"said": <$.body>}',
        "HttpParameters": {"PathParameterValues": ["hooks"], "HeaderParameters": {"x-tag": "$.messageId"}},
    }
    pipes.create_pipe(
        Name="to-api",
        Source=src_arn,
        SourceParameters={"SqsQueueParameters": {"BatchSize": 1}},
        Target=api,
        TargetParameters=target_parameters,
        RoleArn=role,
    )
    assert pipes.describe_pipe(Name="to-api")["TargetParameters"] == target_parameters
    wait_state(pipes, "to-api", "RUNNING")
    sent = sqs.send_message(QueueUrl=src_url, MessageBody='"hello"')["MessageId"]
    [batch] = wait_for(labcloud, "pipes.pipe.batch")
    assert batch["outcome"] == "Delivered", batch
    [request] = echo.requests
    assert (request["path"], json.loads(request["body"]), request["headers"]["x-tag"]) == (
        "/enrich/hooks",
        {"said": "hello"},
        sent,
    )
    assert request["headers"]["x-api-key"] == "s3cret"
    # HttpParameters belong to an API destination target; an event bus target's block does not
    assert (
        error_of(
            pipes.create_pipe,
            Name="bus-block",
            Source=src_arn,
            Target=api,
            TargetParameters={"EventBridgeEventBusParameters": {"Source": "x"}},
            RoleArn=role,
        )["Code"]
        == "ValidationException"
    )
