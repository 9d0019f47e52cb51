"""Helpers for WebSocket API tests: one function behind every route, an API with its routes, clients."""

from __future__ import annotations

import json
import socket
from typing import Any

from httpapi_helpers import allow, deploy_function
from websockets.sync.client import ClientConnection, connect

#: One function for every route: $connect refuses ``?deny=1``; ``echo`` answers the event it got;
#: ``push`` calls PostToConnection back to the caller through the management API; ``fail`` raises;
#: $disconnect tells the connection named by the handshake's ``x-notify`` header ``bye:<id>:<code>``;
#: ``$default`` answers ``default:<message>``.
ROUTER = """
import json, os
import boto3

def _management(rc):
    base = os.environ["AWS_ENDPOINT_URL"] + "/_labcloud/execute-api/" + rc["apiId"] + "/" + rc["stage"]
    return boto3.client("apigatewaymanagementapi", endpoint_url=base)

def handler(event, context):
    rc = event["requestContext"]
    route = rc["routeKey"]
    if route == "$connect":
        if (event.get("queryStringParameters") or {}).get("deny"):
            return {"statusCode": 403, "body": "denied"}
        return {"statusCode": 200}
    if route == "$disconnect":
        notify = (event.get("headers") or {}).get("x-notify")
        if notify:
            note = "bye:" + rc["connectionId"] + ":" + str(rc["disconnectStatusCode"])
            _management(rc).post_to_connection(ConnectionId=notify, Data=note.encode())
        return {"statusCode": 200}
    if route == "echo":
        return {"statusCode": 200, "body": json.dumps({"event": event})}
    if route == "push":
        text = json.loads(event["body"])["text"]
        _management(rc).post_to_connection(ConnectionId=rc["connectionId"], Data=("pushed:" + text).encode())
        return {"statusCode": 200}
    if route == "fail":
        raise RuntimeError("boom")
    return {"statusCode": 200, "body": "default:" + event["body"]}
"""


def websocket_api(server: Any, name: str = "chat", *, manage: bool = True) -> tuple[str, str]:
    """A WebSocket API (selection ``$request.body.action``) with $connect, $disconnect, $default (two-way),
    echo (two-way), push and fail, on an auto-deployed stage ``prod``; (api id, function ARN).
    ``manage``: the function's role may call the management API on it (``execute-api:ManageConnections``)."""
    v2 = server.boto3_client("apigatewayv2")
    arn = deploy_function(server, f"{name}-router", ROUTER)
    api_id = v2.create_api(
        Name=name, ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    if manage:
        statement = {
            "Effect": "Allow",
            "Action": "execute-api:ManageConnections",
            "Resource": f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/*",
        }
        server.boto3_client("iam").put_role_policy(
            RoleName="httpapi-role",
            PolicyName=f"manage-{api_id}",
            PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [statement]}),
        )
    allow(server, arn, api_id)
    integration = v2.create_integration(ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=arn)[
        "IntegrationId"
    ]
    for key in ("$connect", "$disconnect", "$default", "echo", "push", "fail"):
        two_way = key in ("$default", "echo")
        route = v2.create_route(
            ApiId=api_id,
            RouteKey=key,
            Target=f"integrations/{integration}",
            **({"RouteResponseSelectionExpression": "$default"} if two_way else {}),
        )
        if two_way:
            v2.create_route_response(ApiId=api_id, RouteId=route["RouteId"], RouteResponseKey="$default")
    v2.create_stage(ApiId=api_id, StageName="prod", AutoDeploy=True)
    return api_id, arn


def ws_url(server: Any, api_id: str, stage: str = "prod", query: str = "") -> str:
    """The path form of the API's WebSocket URL."""
    base = server.endpoint.replace("http://", "ws://")
    return f"{base}/_labcloud/execute-api/{api_id}/{stage}" + (f"?{query}" if query else "")


def open_socket(
    server: Any, api_id: str, stage: str = "prod", query: str = "", **kwargs: Any
) -> ClientConnection:
    return connect(ws_url(server, api_id, stage, query), open_timeout=60, **kwargs)


def open_by_host(server: Any, api_id: str, stage: str = "prod") -> ClientConnection:
    """The host form ``ws://<api-id>.execute-api.localhost:<port>/<stage>`` (the socket to 127.0.0.1)."""
    sock = socket.create_connection(("127.0.0.1", server.port))
    return connect(f"ws://{api_id}.execute-api.localhost:{server.port}/{stage}", sock=sock, open_timeout=60)


def management(server: Any, api_id: str, stage: str = "prod", **kwargs: Any) -> Any:
    """The management API at the stage's URL (the path form of ``https://<api-id>.execute-api.../<stage>``)."""
    import boto3
    from botocore.config import Config

    kwargs.setdefault("aws_access_key_id", "test")
    kwargs.setdefault("aws_secret_access_key", "test")
    return boto3.client(
        "apigatewaymanagementapi",
        endpoint_url=f"{server.endpoint}/_labcloud/execute-api/{api_id}/{stage}",
        region_name="us-east-1",
        config=Config(retries={"max_attempts": 1}),
        **kwargs,
    )
