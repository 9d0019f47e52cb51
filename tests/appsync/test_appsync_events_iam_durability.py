"""AppSync Events with IAM enforced: AWS_IAM publish over HTTP (SigV4 by botocore's signer) needs
``appsync:EventPublish`` on the namespace's ARN, a WebSocket subscribe signed the same way needs
``appsync:EventSubscribe``, the connection ``appsync:EventConnect``; a denied principal gets
AccessDeniedException (and on the control plane UnauthorizedException); what was answered 2xx survives a
restart."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from appsync_events_helpers import connect_to, header_protocol, http_url, post, publish, realtime_url, receive
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

IAM_AND_KEY = {
    "authProviders": [{"authType": "AWS_IAM"}, {"authType": "API_KEY"}],
    "connectionAuthModes": [{"authType": "AWS_IAM"}, {"authType": "API_KEY"}],
    "defaultPublishAuthModes": [{"authType": "AWS_IAM"}],
    "defaultSubscribeAuthModes": [{"authType": "AWS_IAM"}, {"authType": "API_KEY"}],
}


@pytest.fixture(scope="module")
def enforced(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LabcloudProcess, Path]]:
    data = tmp_path_factory.mktemp("appsync-events") / "data"
    server = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"]).start()
    try:
        yield server, data
    finally:
        server.stop()


def _signed_headers(host: str, body: str, key: str, secret: str) -> dict[str, str]:
    request = AWSRequest(
        method="POST",
        url=f"https://{host}/event",
        data=body,
        headers={
            "accept": "application/json, text/javascript",
            "content-type": "application/json; charset=UTF-8",
        },
    )
    SigV4Auth(Credentials(key, secret), "appsync", "us-east-1").add_auth(request)
    return {"host": host, **dict(request.headers.items())}  # botocore signs the host without adding it


def _user(server: LabcloudProcess, name: str, statements: list[dict[str, Any]]) -> tuple[str, str]:
    iam = server.boto3_client("iam")
    iam.create_user(UserName=name)
    policy = {"Version": "2012-10-17", "Statement": statements}
    iam.put_user_policy(UserName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    made = iam.create_access_key(UserName=name)["AccessKey"]
    return made["AccessKeyId"], made["SecretAccessKey"]


def test_iam_publish_and_subscribe_are_decided_by_policy_and_everything_survives_a_restart(
    enforced: tuple[LabcloudProcess, Path],
) -> None:
    server, data = enforced
    appsync = server.boto3_client("appsync")
    api = appsync.create_api(name="secured", eventConfig=IAM_AND_KEY, tags={"kept": "yes"})["api"]
    api_id, host = api["apiId"], api["dns"]["HTTP"]
    ns = appsync.create_channel_namespace(apiId=api_id, name="orders")["channelNamespace"]
    api_key = appsync.create_api_key(apiId=api_id)["apiKey"]["id"]
    writer = _user(
        server,
        "writer",
        [
            {"Effect": "Allow", "Action": "appsync:EventPublish", "Resource": ns["channelNamespaceArn"]},
            {
                "Effect": "Allow",
                "Action": ["appsync:EventConnect", "appsync:EventSubscribe"],
                "Resource": "*",
            },
        ],
    )
    stranger = _user(
        server, "stranger", [{"Effect": "Allow", "Action": "appsync:EventConnect", "Resource": api["apiArn"]}]
    )
    # a subscriber over WebSocket, connected and subscribed with SigV4 headers
    connect_headers = _signed_headers(host, "{}", *writer)
    ws = connect_to(realtime_url(api), ["aws-appsync-event-ws", header_protocol(connect_headers)])
    try:
        sub_body = json.dumps({"channel": "/orders/new"}, separators=(",", ":"))
        auth = _signed_headers(host, sub_body, *writer)
        ws.send(json.dumps({"type": "subscribe", "id": "s", "channel": "/orders/new", "authorization": auth}))
        assert receive(ws) == {"type": "subscribe_success", "id": "s"}
        refused_sub = _signed_headers(host, sub_body, *stranger)
        ws.send(
            json.dumps(
                {"type": "subscribe", "id": "t", "channel": "/orders/new", "authorization": refused_sub}
            )
        )
        denied = receive(ws)
        assert (
            denied["type"] == "subscribe_error"
            and denied["errors"][0]["errorType"] == "AccessDeniedException"
        )
        body = json.dumps({"channel": "/orders/new", "events": [json.dumps({"id": 7})]})
        status, answer = post(http_url(api), body.encode(), _signed_headers(host, body, *writer))
        assert status == 200 and len(answer["successful"]) == 1, answer
        assert json.loads(receive(ws)["event"]) == {"id": 7}
        status, answer = post(http_url(api), body.encode(), _signed_headers(host, body, *stranger))
        assert (status, answer["errors"][0]["errorType"]) == (403, "AccessDeniedException")
        forged = _signed_headers(host, body, writer[0], "wrong" + writer[1])
        status, answer = post(http_url(api), body.encode(), forged)
        assert (status, answer["errors"][0]["errorType"]) == (403, "InvalidSignatureException")
        # publishing is AWS_IAM only: the API key may subscribe but not publish
        status, answer = publish(api, api_key, "/orders/new", {"id": 8})
        assert (status, answer["errors"][0]["errorType"]) == (401, "UnauthorizedException")
    finally:
        ws.close()
    # a principal connect is refused for is refused at the handshake
    nobody = _user(server, "nobody", [])
    from websockets.exceptions import InvalidStatus

    with pytest.raises(InvalidStatus) as handshake:
        connect_to(
            realtime_url(api), ["aws-appsync-event-ws", header_protocol(_signed_headers(host, "{}", *nobody))]
        )
    assert handshake.value.response.status_code == 403
    # the control plane is IAM's too
    reader = server.boto3_client("appsync", aws_access_key_id=stranger[0], aws_secret_access_key=stranger[1])
    with pytest.raises(ClientError) as control:
        reader.delete_api(apiId=api_id)
    assert control.value.response["Error"]["Code"] == "UnauthorizedException"
    server.stop()
    again = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"]).start()
    try:
        appsync = again.boto3_client("appsync")
        kept = appsync.get_api(apiId=api_id)["api"]
        assert kept["tags"] == {"kept": "yes"} and kept["eventConfig"] == api["eventConfig"]
        port = again.endpoint.rsplit(":", 1)[-1]
        assert kept["dns"]["HTTP"] == f"{api_id}.appsync-api.us-east-1.localhost:{port}"
        assert appsync.get_channel_namespace(apiId=api_id, name="orders")["channelNamespace"] == ns
        new_host = kept["dns"]["HTTP"]
        body = json.dumps({"channel": "/orders/x", "events": ["1"]})
        status, _ = post(http_url(kept), body.encode(), _signed_headers(new_host, body, *writer))
        assert status == 200
    finally:
        again.stop()
