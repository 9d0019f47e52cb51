"""WebSocket API benchmark: a message's round trip (p50/p99) through a two-way route to a warm function,
a PostToConnection from outside until the client has the message, and a round trip through a two-way route
wired to SQS SendMessage (an AWS service integration: request template, the role's session, IAM, the
integration response's template), and a Step Functions execution answering the client through
``arn:aws:states:::apigateway:invoke`` on the API's ``@connections`` (AWS's apigw-websocket-api-sfn-async).

Run: python bench/bench_websocket.py   (starts its own labcloud; prints numbers, asserts nothing)
One client connection (the ``websockets`` sync client) sends ``{"action": "echo"}`` and waits for the
function's answer; the first messages warm the sandbox. Target: p50 < 10 ms warm (a Lambda invocation
plus one frame each way); the SQS route, no function: p50 < 10 ms; StartExecution until the execution's
PostToConnection reaches the client: p50 < 20 ms.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "apigatewayv2"))

from websocket_helpers import management, open_socket, websocket_api  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

ROUNDS = 300
WARM = 30


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def sqs_route(server: LabcloudProcess) -> str:
    """A WebSocket API whose two-way ``$default`` route sends the message to SQS as a role and answers its id."""
    server.boto3_client("sqs").create_queue(QueueName="bench-ws-queue")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "apigateway.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    iam = server.boto3_client("iam")
    role = iam.create_role(RoleName="bench-ws-sqs", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    allow = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "sqs:SendMessage", "Resource": "*"}],
    }
    iam.put_role_policy(RoleName="bench-ws-sqs", PolicyName="send", PolicyDocument=json.dumps(allow))
    v2 = server.boto3_client("apigatewayv2")
    api: str = v2.create_api(
        Name="bench-ws-sqs", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    integration = v2.create_integration(
        ApiId=api,
        IntegrationType="AWS",
        IntegrationUri="arn:aws:apigateway:us-east-1:sqs:path/000000000000/bench-ws-queue",
        CredentialsArn=role,
        RequestParameters={"integration.request.header.Content-Type": "'application/x-www-form-urlencoded'"},
        RequestTemplates={"$default": "Action=SendMessage&MessageBody=$util.urlEncode($input.body)"},
        TemplateSelectionExpression="\\$default",
    )["IntegrationId"]
    v2.create_integration_response(
        ApiId=api,
        IntegrationId=integration,
        IntegrationResponseKey="$default",
        ResponseTemplates={"$default": "$input.path('$.SendMessageResponse.SendMessageResult.MessageId')"},
    )
    route = v2.create_route(ApiId=api, RouteKey="$default", Target=f"integrations/{integration}")["RouteId"]
    v2.create_route_response(ApiId=api, RouteId=route, RouteResponseKey="$default")
    v2.create_stage(ApiId=api, StageName="prod", AutoDeploy=True)
    return api


def sfn_poster(server: LabcloudProcess, api_id: str) -> str:
    """A state machine whose one Task posts ``{"Message": "hi"}`` to ``$.ConnectionID`` on the API's stage
    ``prod`` (apigateway:invoke, AuthType IAM_ROLE, a role allowed ManageConnections as the pattern's is)."""
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    resource = f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/prod/POST/@connections/{{connectionId}}"
    allow = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "execute-api:ManageConnections", "Resource": resource}],
    }
    iam = server.boto3_client("iam")
    role = iam.create_role(RoleName="bench-ws-sfn", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    iam.put_role_policy(RoleName="bench-ws-sfn", PolicyName="manage", PolicyDocument=json.dumps(allow))
    task = {
        "Type": "Task",
        "Resource": "arn:aws:states:::apigateway:invoke",
        "Parameters": {
            "ApiEndpoint": f"{api_id}.execute-api.us-east-1.amazonaws.com",
            "Method": "POST",
            "Stage": "prod",
            "Path.$": "States.Format('/@connections/{}', $.ConnectionID)",
            "RequestBody": {"Message": "hi"},
            "AuthType": "IAM_ROLE",
        },
        "End": True,
    }
    definition = json.dumps({"StartAt": "Send", "States": {"Send": task}})
    machine: str = server.boto3_client("stepfunctions").create_state_machine(
        name="bench-ws-sfn", definition=definition, roleArn=role
    )["stateMachineArn"]
    return machine


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        api_id, _ = websocket_api(server, "bench-ws")
        manage = management(server, api_id)
        with open_socket(server, api_id) as ws:
            trips: list[float] = []
            connection_id = ""
            for index in range(ROUNDS + WARM):
                started = time.perf_counter()
                ws.send('{"action": "echo"}')
                answer = ws.recv(timeout=60)
                elapsed = (time.perf_counter() - started) * 1000
                if index == 0:
                    connection_id = json.loads(answer)["event"]["requestContext"]["connectionId"]
                if index >= WARM:
                    trips.append(elapsed)
            posts: list[float] = []
            for index in range(ROUNDS + WARM):
                started = time.perf_counter()
                manage.post_to_connection(ConnectionId=connection_id, Data=b"ping")
                if ws.recv(timeout=30) != "ping":
                    raise SystemExit("unexpected message")
                if index >= WARM:
                    posts.append((time.perf_counter() - started) * 1000)
        print(
            f"websocket message round trip (two-way route, warm): p50 {pct(trips, 0.5):.2f} ms  p99 {pct(trips, 0.99):.2f} ms"
        )
        print(
            f"PostToConnection (boto3) until received:           p50 {pct(posts, 0.5):.2f} ms  p99 {pct(posts, 0.99):.2f} ms"
        )
        sends: list[float] = []
        with open_socket(server, sqs_route(server)) as ws:
            for index in range(ROUNDS + WARM):
                started = time.perf_counter()
                ws.send('{"text": "hello"}')
                if len(str(ws.recv(timeout=30))) != 36:  # the new message's id
                    raise SystemExit("unexpected answer")
                if index >= WARM:
                    sends.append((time.perf_counter() - started) * 1000)
        print(
            f"two-way route to SQS SendMessage (AWS integration): p50 {pct(sends, 0.5):.2f} ms  p99 {pct(sends, 0.99):.2f} ms"
        )
        machine, sfn = sfn_poster(server, api_id), server.boto3_client("stepfunctions")
        answers: list[float] = []
        with open_socket(server, api_id) as ws:
            ws.send('{"action": "echo"}')
            connection_id = json.loads(ws.recv(timeout=60))["event"]["requestContext"]["connectionId"]
            for index in range(ROUNDS + WARM):
                started = time.perf_counter()
                sfn.start_execution(
                    stateMachineArn=machine, input=json.dumps({"ConnectionID": connection_id})
                )
                if ws.recv(timeout=30) != '{"Message":"hi"}':
                    raise SystemExit("unexpected message")
                if index >= WARM:
                    answers.append((time.perf_counter() - started) * 1000)
        print(
            f"StartExecution until its apigateway:invoke post arrives: p50 {pct(answers, 0.5):.2f} ms  p99 {pct(answers, 0.99):.2f} ms"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
