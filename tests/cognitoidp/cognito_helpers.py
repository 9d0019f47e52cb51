"""Helpers for the Cognito tests: a pool with a client, error codes, a confirmation code from the events."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

PASSWORD = "Passw0rd!"


def error_code(call: Any, *args: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as caught:
        call(*args, **kwargs)
    error = caught.value.response["Error"]
    return error["Code"], error.get("Message", "")


def pool_with_client(idp: Any, **client: Any) -> tuple[str, str]:
    pool_id = idp.create_user_pool(PoolName="pool")["UserPool"]["Id"]
    client.setdefault(
        "ExplicitAuthFlows",
        ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_ADMIN_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    )
    client_id = idp.create_user_pool_client(UserPoolId=pool_id, ClientName="app", **client)["UserPoolClient"][
        "ClientId"
    ]
    return pool_id, client_id


def confirmed_user(idp: Any, pool_id: str, username: str = "alice", **attributes: str) -> None:
    idp.admin_create_user(
        UserPoolId=pool_id,
        Username=username,
        MessageAction="SUPPRESS",
        UserAttributes=[{"Name": k, "Value": v} for k, v in attributes.items()],
    )
    idp.admin_set_user_password(UserPoolId=pool_id, Username=username, Password=PASSWORD, Permanent=True)


def claims(token: str) -> dict[str, Any]:
    body = token.split(".")[1]
    decoded: dict[str, Any] = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    return decoded


def secret_hash(secret: str, username: str, client_id: str) -> str:
    digest = hmac.new(secret.encode(), (username + client_id).encode(), hashlib.sha256).digest()
    return base64.b64encode(digest).decode()


def last_code(labcloud: LabcloudProcess, username: str) -> str:
    events = labcloud.get("/_labcloud/events?kind=cognito.user.code_sent")["events"]
    codes = [e["data"]["code"] for e in events if e["data"].get("username") == username]
    assert codes, events
    return str(codes[-1])
