"""WebSocket APIs end to end against a running server, with a real WebSocket client (``websockets``):
$connect (and its refusal), route selection, $default, two-way replies, PostToConnection from a function,
the management API (GetConnection, DeleteConnection, GoneException), limits, IAM, a restart."""

from __future__ import annotations

import base64
import json
import time
import urllib.request
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import http, url
from websocket_helpers import management, open_by_host, open_socket, websocket_api
from websockets.exceptions import ConnectionClosed, InvalidStatus

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def served(labcloud_server: LabcloudProcess) -> tuple[LabcloudProcess, str]:
    """One API for the module's tests, on the session's server (``labcloud``'s reset would drop it)."""
    api_id, _ = websocket_api(labcloud_server, "ws-suite")
    return labcloud_server, api_id


def _echo(ws: Any) -> dict[str, Any]:
    ws.send(json.dumps({"action": "echo"}))
    event: dict[str, Any] = json.loads(ws.recv(timeout=60))["event"]
    return event


def test_connect_and_route_selection_with_the_events_aws_sends(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_socket(server, api_id) as ws:
        event = _echo(ws)
        context = event["requestContext"]
        assert context["routeKey"] == "echo"
        assert context["eventType"] == "MESSAGE"
        assert context["stage"] == "prod"
        assert context["apiId"] == api_id
        assert context["domainName"] == f"{api_id}.execute-api.localhost:{server.port}"
        assert context["identity"]["sourceIp"] == "127.0.0.1"
        assert len(context["connectionId"]) == 16
        assert context["connectedAt"] <= context["requestTimeEpoch"]
        assert json.loads(event["body"]) == {"action": "echo"}
        assert event["isBase64Encoded"] is False
        # no such action, and a message that is not JSON: both go to $default (two-way)
        ws.send(json.dumps({"action": "nothing-here"}))
        assert ws.recv(timeout=60) == 'default:{"action": "nothing-here"}'
        ws.send("plain words")
        assert ws.recv(timeout=60) == "default:plain words"


def test_the_host_form_reaches_the_same_api(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_by_host(server, api_id) as ws:
        assert _echo(ws)["requestContext"]["apiId"] == api_id


def test_a_non_2xx_from_connect_refuses_the_upgrade(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with pytest.raises(InvalidStatus) as refused:
        open_socket(server, api_id, query="deny=1")
    assert refused.value.response.status_code == 403
    assert refused.value.response.body == b"denied"
    # an unknown stage: 403 before any function runs; a plain GET (no upgrade): 426
    with pytest.raises(InvalidStatus) as unknown:
        open_socket(server, api_id, stage="nostage")
    assert unknown.value.response.status_code == 403
    status, _, body = http(url(server, api_id, "/prod"))
    assert (status, json.loads(body)) == (426, {"message": "Upgrade Required"})


def test_a_failing_function_sends_aws_error_message(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_socket(server, api_id) as ws:
        ws.send(json.dumps({"action": "fail"}))
        answer = json.loads(ws.recv(timeout=60))
        assert answer["message"] == "Internal server error"
        assert set(answer) == {"message", "connectionId", "requestId"}


def test_a_function_posts_back_to_its_caller(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_socket(server, api_id) as ws:
        ws.send(json.dumps({"action": "push", "text": "hello"}))
        assert ws.recv(timeout=60) == "pushed:hello"


def test_management_api_get_post_delete_and_gone(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    manage = management(server, api_id)
    with open_socket(server, api_id, user_agent_header="ws-test/1.0") as ws:
        connection_id = _echo(ws)["requestContext"]["connectionId"]
        got = manage.get_connection(ConnectionId=connection_id)
        assert got["Identity"] == {"SourceIp": "127.0.0.1", "UserAgent": "ws-test/1.0"}
        assert got["ConnectedAt"] <= got["LastActiveAt"]
        manage.post_to_connection(ConnectionId=connection_id, Data=b"from the backend")
        assert ws.recv(timeout=30) == "from the backend"
        # another stage's URL does not reach this connection
        with pytest.raises(ClientError) as other:
            management(server, api_id, stage="other").get_connection(ConnectionId=connection_id)
        assert other.value.response["Error"]["Code"] == "GoneException"
        too_big = b"x" * (128 * 1024 + 1)
        with pytest.raises(ClientError) as large:
            manage.post_to_connection(ConnectionId=connection_id, Data=too_big)
        assert large.value.response["Error"]["Code"] == "PayloadTooLargeException"
        assert large.value.response["ResponseMetadata"]["HTTPStatusCode"] == 413
        manage.delete_connection(ConnectionId=connection_id)
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=30)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1000
    for call in (
        lambda: manage.get_connection(ConnectionId=connection_id),
        lambda: manage.post_to_connection(ConnectionId=connection_id, Data=b"late"),
        lambda: manage.delete_connection(ConnectionId=connection_id),
    ):
        with pytest.raises(ClientError) as gone:
            call()
        assert gone.value.response["Error"]["Code"] == "GoneException"
        assert gone.value.response["ResponseMetadata"]["HTTPStatusCode"] == 410


def test_the_root_connections_path_finds_the_connection(served: tuple[LabcloudProcess, str]) -> None:
    """A function with no endpoint_url (AWS_ENDPOINT_URL alone) reaches ``/@connections/<id>``."""
    server, api_id = served
    manage = server.boto3_client("apigatewaymanagementapi")
    with open_socket(server, api_id) as ws:
        connection_id = _echo(ws)["requestContext"]["connectionId"]
        manage.post_to_connection(ConnectionId=connection_id, Data=b"rooted")
        assert ws.recv(timeout=30) == "rooted"


def test_oversize_frames_and_messages_close_with_1009(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_socket(server, api_id, max_size=None) as ws:
        ws.send("y" * (32 * 1024 + 1))  # one frame past 32 KB
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=30)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    with open_socket(server, api_id, max_size=None) as ws:
        with pytest.raises(ConnectionClosed) as closed:
            # five 30 KB fragments, a 150 KB message: the server may close (1009) before the client has sent
            # the last fragment, and then the send itself meets the close
            ws.send(["z" * (30 * 1024)] * 5)
            ws.recv(timeout=30)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    with open_socket(server, api_id) as ws:  # 100 KB in 30 KB fragments is within both limits
        ws.send(["w" * (25 * 1024)] * 4)
        assert ws.recv(timeout=60) == "default:" + "w" * (100 * 1024)


def test_control_plane_shapes_and_refusals(labcloud_server: LabcloudProcess) -> None:
    labcloud = labcloud_server
    v2 = labcloud.boto3_client("apigatewayv2")
    api = v2.create_api(
        Name="shapes", ProtocolType="WEBSOCKET", RouteSelectionExpression="${request.body.op}"
    )
    assert api["ApiEndpoint"] == f"ws://{api['ApiId']}.execute-api.localhost:{labcloud.port}"
    assert api["ProtocolType"] == "WEBSOCKET"
    for kwargs in (
        {"Name": "x", "ProtocolType": "WEBSOCKET"},
        {"Name": "x", "ProtocolType": "WEBSOCKET", "RouteSelectionExpression": "$request.header.x"},
        {
            "Name": "x",
            "ProtocolType": "WEBSOCKET",
            "RouteSelectionExpression": "$request.body.a",
            "ApiKeySelectionExpression": "$request.header.other",
        },
        {
            "Name": "x",
            "ProtocolType": "WEBSOCKET",
            "RouteSelectionExpression": "$request.body.a",
            "Target": "arn",
        },
    ):
        with pytest.raises(ClientError) as refused:
            v2.create_api(**kwargs)
        assert refused.value.response["Error"]["Code"] == "BadRequestException"
    api_id = api["ApiId"]
    route = v2.create_route(ApiId=api_id, RouteKey="sendmessage")
    assert route["RouteKey"] == "sendmessage"
    for kwargs in (
        {"RouteKey": "$weird"},
        {"RouteKey": "sendmessage"},
        {"RouteKey": "x", "RouteResponseSelectionExpression": "$request.body.x"},
        {"RouteKey": "y", "AuthorizationType": "AWS_IAM"},
    ):
        with pytest.raises(ClientError) as refused:
            v2.create_route(ApiId=api_id, **kwargs)
        code = refused.value.response["Error"]["Code"]
        assert code == ("ConflictException" if kwargs["RouteKey"] == "sendmessage" else "BadRequestException")
    fn = "arn:aws:lambda:us-east-1:000000000000:function:nothing"
    integration = v2.create_integration(ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn)
    assert (integration["PayloadFormatVersion"], integration["TimeoutInMillis"]) == ("1.0", 29000)
    for kwargs in (
        {"IntegrationType": "HTTP_PROXY", "IntegrationUri": "http://127.0.0.1:1/"},
        {"IntegrationType": "AWS_PROXY", "IntegrationUri": fn, "PayloadFormatVersion": "2.0"},
    ):
        with pytest.raises(ClientError) as refused:
            v2.create_integration(ApiId=api_id, **kwargs)
        assert refused.value.response["Error"]["Code"] == "BadRequestException"
    made = v2.create_route_response(ApiId=api_id, RouteId=route["RouteId"], RouteResponseKey="$default")
    listed = v2.get_route_responses(ApiId=api_id, RouteId=route["RouteId"])["Items"]
    assert listed == [{"RouteResponseId": made["RouteResponseId"], "RouteResponseKey": "$default"}]
    with pytest.raises(ClientError) as twice:
        v2.create_route_response(ApiId=api_id, RouteId=route["RouteId"], RouteResponseKey="$default")
    assert twice.value.response["Error"]["Code"] == "ConflictException"
    v2.delete_route_response(ApiId=api_id, RouteId=route["RouteId"], RouteResponseId=made["RouteResponseId"])
    with pytest.raises(ClientError) as missing:
        v2.get_route_response(ApiId=api_id, RouteId=route["RouteId"], RouteResponseId=made["RouteResponseId"])
    assert missing.value.response["Error"]["Code"] == "NotFoundException"
    updated = v2.update_api(ApiId=api_id, RouteSelectionExpression="$request.body.kind")
    assert updated["RouteSelectionExpression"] == "$request.body.kind"


MANAGE_ONLY_PROD = {
    "Version": "2012-10-17",
    "Statement": [
        {
            "Effect": "Allow",
            "Action": "execute-api:ManageConnections",
            "Resource": "arn:aws:execute-api:us-east-1:000000000000:*/prod/GET/@connections/*",
        }
    ],
}


def test_iam_enforces_manage_connections() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        api_id, _ = websocket_api(server, "ws-iam", manage=False)
        iam = server.boto3_client("iam")
        iam.create_user(UserName="watcher")
        iam.put_user_policy(UserName="watcher", PolicyName="get", PolicyDocument=json.dumps(MANAGE_ONLY_PROD))
        key = iam.create_access_key(UserName="watcher")["AccessKey"]
        watcher = management(
            server, api_id, aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        with open_socket(server, api_id) as ws:
            connection_id = _echo(ws)["requestContext"]["connectionId"]
            assert watcher.get_connection(ConnectionId=connection_id)["Identity"]["SourceIp"] == "127.0.0.1"
            for call in (
                lambda: watcher.post_to_connection(ConnectionId=connection_id, Data=b"no"),
                lambda: watcher.delete_connection(ConnectionId=connection_id),
            ):
                with pytest.raises(ClientError) as denied:
                    call()
                assert denied.value.response["Error"]["Code"] == "AccessDeniedException"
                assert denied.value.response["ResponseMetadata"]["HTTPStatusCode"] == 403
            # the function itself (its role has no ManageConnections) cannot push either
            ws.send(json.dumps({"action": "push", "text": "x"}))
            answer = json.loads(ws.recv(timeout=60))
            assert answer["message"] == "Internal server error"
    finally:
        server.stop()


def test_definitions_survive_a_restart_and_connections_do_not(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        api_id, _ = websocket_api(server, "ws-kept")
        with open_socket(server, api_id) as ws:
            connection_id = _echo(ws)["requestContext"]["connectionId"]
            server.kill()
            with pytest.raises(ConnectionClosed):
                ws.recv(timeout=30)
        server.start()
        v2 = server.boto3_client("apigatewayv2")
        assert v2.get_api(ApiId=api_id)["ProtocolType"] == "WEBSOCKET"
        keys = sorted(r["RouteKey"] for r in v2.get_routes(ApiId=api_id)["Items"])
        assert keys == ["$connect", "$default", "$disconnect", "echo", "fail", "push"]
        with pytest.raises(ClientError) as gone:
            management(server, api_id).get_connection(ConnectionId=connection_id)
        assert gone.value.response["Error"]["Code"] == "GoneException"
        deadline = time.time() + 5
        with open_socket(server, api_id) as ws:
            assert _echo(ws)["requestContext"]["apiId"] == api_id
        assert time.time() < deadline + 120
    finally:
        server.stop()


def test_the_websocket_api_and_its_routes_are_on_the_map(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_socket(server, api_id) as ws:
        _echo(ws)
    with urllib.request.urlopen(server.endpoint + "/_labcloud/map", timeout=30) as response:
        document = json.loads(response.read())
    arn = f"arn:aws:apigateway:us-east-1::/apis/{api_id}"
    [node] = [n for n in document["nodes"] if n["id"] == arn]
    assert node["facts"]["protocol"] == "WEBSOCKET" and node["facts"]["stages"] == ["prod"]
    edges = {e["label"]: e for e in document["edges"] if e["kind"] == "route" and e["from"] == arn}
    assert set(edges) == {"$connect", "$disconnect", "$default", "echo", "push", "fail"}
    assert edges["echo"]["traffic"]["requests"] >= 1 and edges["$connect"]["traffic"]["requests"] >= 1


def test_disconnect_runs_with_the_close_code(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_socket(server, api_id) as watcher:
        watcher_id = _echo(watcher)["requestContext"]["connectionId"]
        with open_socket(server, api_id, additional_headers={"x-notify": watcher_id}) as leaving:
            leaving_id = _echo(leaving)["requestContext"]["connectionId"]
        assert watcher.recv(timeout=60) == f"bye:{leaving_id}:1000"


def test_a_binary_message_reaches_the_function_base64(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_socket(server, api_id) as ws:
        ws.send(b"\x00\x01binary")
        answer = ws.recv(timeout=60)
        assert answer == "default:" + base64.b64encode(b"\x00\x01binary").decode()


def test_an_idle_connection_is_closed_with_1001() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--websocket-idle-timeout", "1"]).start()
    try:
        api_id, _ = websocket_api(server, "ws-idle")
        with open_socket(server, api_id, ping_interval=None) as ws:
            _echo(ws)
            started = time.monotonic()
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(timeout=30)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1001
            assert time.monotonic() - started >= 1
    finally:
        server.stop()


def test_another_accounts_caller_is_forbidden(served: tuple[LabcloudProcess, str]) -> None:
    """A 12-digit access key is that account's root: its call on this account's connection is refused."""
    server, api_id = served
    stranger = management(server, api_id, aws_access_key_id="111122223333")
    with open_socket(server, api_id) as ws:
        connection_id = _echo(ws)["requestContext"]["connectionId"]
        for call in (
            lambda: stranger.get_connection(ConnectionId=connection_id),
            lambda: stranger.post_to_connection(ConnectionId=connection_id, Data=b"intruder"),
            lambda: stranger.delete_connection(ConnectionId=connection_id),
        ):
            with pytest.raises(ClientError) as refused:
                call()
            assert refused.value.response["Error"]["Code"] == "ForbiddenException"
            assert refused.value.response["ResponseMetadata"]["HTTPStatusCode"] == 403
        assert _echo(ws)["requestContext"]["connectionId"] == connection_id  # still open


def test_two_clients_talk_at_once(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    with open_socket(server, api_id) as first, open_socket(server, api_id) as second:
        for index in range(5):
            first.send(f"first-{index}")
            second.send(f"second-{index}")
        assert [first.recv(timeout=60) for _ in range(5)] == [f"default:first-{i}" for i in range(5)]
        assert [second.recv(timeout=60) for _ in range(5)] == [f"default:second-{i}" for i in range(5)]


def test_a_malformed_handshake_is_400(served: tuple[LabcloudProcess, str]) -> None:
    server, api_id = served
    conn = HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.request(
            "GET",
            f"/_labcloud/execute-api/{api_id}/prod",
            headers={"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13"},
        )
        response = conn.getresponse()
        assert response.status == 400
        assert json.loads(response.read()) == {"message": "A WebSocket handshake needs Sec-WebSocket-Key."}
    finally:
        conn.close()
