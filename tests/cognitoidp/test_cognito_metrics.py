"""AWS/Cognito metrics per UserPool and UserPoolClient: SignInSuccesses (1 for a sign-in, 0 for a failed
one) and TokenRefreshSuccesses."""

from __future__ import annotations

import time
from typing import Any

from cognito_helpers import PASSWORD, confirmed_user, error_code, pool_with_client

from labcloud.testing.server_process import LabcloudProcess


def test_sign_ins_and_refreshes_are_published(idp: Any, labcloud: LabcloudProcess) -> None:
    pool_id, client_id = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    signed = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "alice", "PASSWORD": PASSWORD},
    )["AuthenticationResult"]
    idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="REFRESH_TOKEN_AUTH",
        AuthParameters={"REFRESH_TOKEN": signed["RefreshToken"]},
    )
    code, _ = error_code(
        idp.initiate_auth,
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "alice", "PASSWORD": "Wrong-password-1"},
    )
    assert code == "NotAuthorizedException"
    cloudwatch = labcloud.boto3_client("cloudwatch")
    dims = [{"Name": "UserPool", "Value": pool_id}, {"Name": "UserPoolClient", "Value": client_id}]
    names: set[str] = set()
    deadline = time.monotonic() + 30
    while not {"SignInSuccesses", "TokenRefreshSuccesses"} <= names and time.monotonic() < deadline:
        listed = cloudwatch.list_metrics(Namespace="AWS/Cognito", Dimensions=dims)["Metrics"]
        names = {m["MetricName"] for m in listed}
        time.sleep(0.2)
    assert {"SignInSuccesses", "TokenRefreshSuccesses"} <= names, names
