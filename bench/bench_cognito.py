"""Cognito user pools benchmark: what a sign-in and a protected API call cost.

Run: python bench/bench_cognito.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: CreateUserPool (a 2048-bit RSA key is made for
each pool), InitiateAuth with USER_PASSWORD_AUTH (one scrypt hash check, two RS256 signatures), a
REFRESH_TOKEN_AUTH, GetUser, and an HTTP API route behind a JWT authorizer on the pool (the token
checked with the pool's key, asked of Cognito in-process) against the same route without authorizer.
Then the same sign-in on a pool whose PreAuthentication, PostAuthentication and PreTokenGeneration
triggers name one warm Python function (three Lambda invocations per sign-in), and SignUp with and without
a PreSignUp trigger.
"""

from __future__ import annotations

import io
import json
import time
import urllib.request
import zipfile
from collections.abc import Callable
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 200
WARMUP = 20
PASSWORD = "Passw0rd!"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[], Any], rounds: int = ROUNDS) -> list[float]:
    out: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call()
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:34s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        idp = server.boto3_client("cognito-idp")
        show("CreateUserPool", timed(lambda: idp.create_user_pool(PoolName="bench"), rounds=50))
        pool_id = idp.create_user_pool(PoolName="main")["UserPool"]["Id"]
        client_id = idp.create_user_pool_client(
            UserPoolId=pool_id,
            ClientName="c",
            ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
        )["UserPoolClient"]["ClientId"]
        idp.admin_create_user(UserPoolId=pool_id, Username="u", MessageAction="SUPPRESS")
        idp.admin_set_user_password(UserPoolId=pool_id, Username="u", Password=PASSWORD, Permanent=True)

        def sign_in() -> dict[str, Any]:
            result: dict[str, Any] = idp.initiate_auth(
                ClientId=client_id,
                AuthFlow="USER_PASSWORD_AUTH",
                AuthParameters={"USERNAME": "u", "PASSWORD": PASSWORD},
            )["AuthenticationResult"]
            return result

        show("InitiateAuth USER_PASSWORD_AUTH", timed(sign_in))
        tokens = sign_in()
        show(
            "InitiateAuth REFRESH_TOKEN_AUTH",
            timed(
                lambda: idp.initiate_auth(
                    ClientId=client_id,
                    AuthFlow="REFRESH_TOKEN_AUTH",
                    AuthParameters={"REFRESH_TOKEN": tokens["RefreshToken"]},
                )
            ),
        )
        show("GetUser", timed(lambda: idp.get_user(AccessToken=tokens["AccessToken"])))
        v2 = server.boto3_client("apigatewayv2")
        api_id = v2.create_api(Name="b", ProtocolType="HTTP")["ApiId"]
        integration = v2.create_integration(
            ApiId=api_id,
            IntegrationType="HTTP_PROXY",
            IntegrationMethod="GET",
            IntegrationUri=f"{server.endpoint}/_labcloud/health",
            PayloadFormatVersion="1.0",
        )["IntegrationId"]
        authorizer = v2.create_authorizer(
            ApiId=api_id,
            Name="pool",
            AuthorizerType="JWT",
            IdentitySource=["$request.header.Authorization"],
            JwtConfiguration={
                "Issuer": f"https://cognito-idp.us-east-1.amazonaws.com/{pool_id}",
                "Audience": [client_id],
            },
        )["AuthorizerId"]
        target = f"integrations/{integration}"
        v2.create_route(ApiId=api_id, RouteKey="GET /open", Target=target)
        v2.create_route(
            ApiId=api_id,
            RouteKey="GET /private",
            Target=target,
            AuthorizationType="JWT",
            AuthorizerId=authorizer,
        )
        v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
        base = f"{server.endpoint}/_labcloud/execute-api/{api_id}"

        def get(path: str, token: str | None) -> None:
            headers = {"Authorization": f"Bearer {token}"} if token else {}
            with urllib.request.urlopen(
                urllib.request.Request(base + path, headers=headers), timeout=30
            ) as r:
                r.read()

        show("HTTP API route, no authorizer", timed(lambda: get("/open", None)))
        show("HTTP API route, JWT on the pool", timed(lambda: get("/private", tokens["IdToken"])))
        triggers(server, idp)
    finally:
        server.stop()


TRIGGER = """
def handler(event, context):
    if event["triggerSource"].startswith("TokenGeneration"):
        event["response"]["claimsOverrideDetails"] = {"claimsToAddOrOverride": {"tenant": "bench"}}
    return event
"""


def triggers(server: LabcloudProcess, idp: Any) -> None:
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = server.boto3_client("iam").create_role(
        RoleName="bench-trigger", AssumeRolePolicyDocument=json.dumps(trust)
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", TRIGGER)
    lam = server.boto3_client("lambda")
    fn = lam.create_function(
        FunctionName="bench-trigger",
        Runtime="python3.12",
        Role=role["Role"]["Arn"],
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName="bench-trigger")
    config = {"PreAuthentication": fn, "PostAuthentication": fn, "PreTokenGeneration": fn, "PreSignUp": fn}
    pool_id = idp.create_user_pool(PoolName="triggered", LambdaConfig=config)["UserPool"]["Id"]
    lam.add_permission(
        FunctionName="bench-trigger",
        StatementId="cognito",
        Action="lambda:InvokeFunction",
        Principal="cognito-idp.amazonaws.com",
        SourceArn=f"arn:aws:cognito-idp:us-east-1:000000000000:userpool/{pool_id}",
    )
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id, ClientName="c", ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH"]
    )["UserPoolClient"]["ClientId"]
    plain = idp.create_user_pool(PoolName="plain")["UserPool"]["Id"]
    plain_client = idp.create_user_pool_client(UserPoolId=plain, ClientName="c")["UserPoolClient"]["ClientId"]
    idp.admin_create_user(UserPoolId=pool_id, Username="u", MessageAction="SUPPRESS")
    idp.admin_set_user_password(UserPoolId=pool_id, Username="u", Password=PASSWORD, Permanent=True)
    show(
        "InitiateAuth with 3 triggers",
        timed(
            lambda: idp.initiate_auth(
                ClientId=client_id,
                AuthFlow="USER_PASSWORD_AUTH",
                AuthParameters={"USERNAME": "u", "PASSWORD": PASSWORD},
            ),
            rounds=100,
        ),
    )
    counter = iter(range(10**6))
    show(
        "SignUp, no trigger",
        timed(
            lambda: idp.sign_up(ClientId=plain_client, Username=f"p{next(counter)}", Password=PASSWORD),
            rounds=100,
        ),
    )
    show(
        "SignUp with PreSignUp",
        timed(
            lambda: idp.sign_up(ClientId=client_id, Username=f"t{next(counter)}", Password=PASSWORD),
            rounds=100,
        ),
    )


if __name__ == "__main__":
    main()
