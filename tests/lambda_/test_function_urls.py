"""Function URLs: the config API (boto3 and the aws CLI) and real invocation over HTTP on labcloud's port."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import create_role, deployer
from url_helpers import call_url, signed_headers

from labcloud.testing.server_process import LabcloudProcess

ECHO = """
import base64, json
def handler(event, context):
    return {"statusCode": 200, "headers": {"content-type": "application/json"}, "body": json.dumps(event)}
"""

SHAPED = """
import base64, json
def handler(event, context):
    path = event["rawPath"]
    if path == "/plain":
        return {"hello": "world"}
    if path == "/string":
        return "just text"
    if path == "/binary":
        return {"statusCode": 200, "headers": {"content-type": "image/png"},
                "body": base64.b64encode(b"\\x89PNG\\x00\\xff").decode(), "isBase64Encoded": True}
    if path == "/boom":
        raise ValueError("nope")
    if path == "/badheaders":
        return {"statusCode": 200, "headers": ["x"]}
    if path == "/badstatus":
        return {"statusCode": "abc"}
    if path == "/weird":
        return {"statusCode": 204, "headers": {"x-ok": 1, "bad name": "v", "x-nl": "a\\r\\nb", "x-uni": "\u2603"}}
    return {"statusCode": 201, "headers": {"x-custom": "yes", "content-type": "text/plain"},
            "cookies": ["a=1; Path=/", "b=2"], "body": "created"}
"""


def _error(excinfo: pytest.ExceptionInfo[ClientError]) -> tuple[str, str, int]:
    err = excinfo.value.response
    return err["Error"]["Code"], err["Error"]["Message"], err["ResponseMetadata"]["HTTPStatusCode"]


def _allow_public(lam: Any, name: str, qualifier: str | None = None) -> None:
    extra = {"Qualifier": qualifier} if qualifier else {}
    lam.add_permission(
        FunctionName=name,
        StatementId="url-public",
        Action="lambda:InvokeFunctionUrl",
        Principal="*",
        FunctionUrlAuthType="NONE",
        **extra,
    )
    lam.add_permission(
        FunctionName=name,
        StatementId="url-invoke",
        Action="lambda:InvokeFunction",
        Principal="*",
        InvokedViaFunctionUrl=True,
        **extra,
    )


# -- the config API ---------------------------------------------------------------------------------


def test_create_get_update_list_delete(deploy: Any, lam: Any, labcloud: Any) -> None:
    deploy("url-crud", ECHO)
    created = lam.create_function_url_config(FunctionName="url-crud", AuthType="NONE")
    assert created["ResponseMetadata"]["HTTPStatusCode"] == 201
    url = created["FunctionUrl"]
    assert url.startswith("http://") and url.endswith(f".lambda-url.us-east-1.localhost:{labcloud.port}/")
    assert len(url.split("//")[1].split(".")[0]) == 32
    assert created["FunctionArn"] == "arn:aws:lambda:us-east-1:000000000000:function:url-crud"
    assert created["AuthType"] == "NONE"
    assert created["InvokeMode"] == "BUFFERED"
    assert "Cors" not in created and "LastModifiedTime" not in created

    got = lam.get_function_url_config(FunctionName="url-crud")
    assert got["FunctionUrl"] == url
    assert got["CreationTime"] == created["CreationTime"] == got["LastModifiedTime"]

    cors = {"AllowOrigins": ["https://example.com"], "AllowMethods": ["GET", "POST"], "MaxAge": 60}
    updated = lam.update_function_url_config(FunctionName="url-crud", AuthType="AWS_IAM", Cors=cors)
    assert updated["AuthType"] == "AWS_IAM"
    assert updated["Cors"] == cors
    assert updated["FunctionUrl"] == url
    assert updated["LastModifiedTime"] >= updated["CreationTime"]

    listed = lam.list_function_url_configs(FunctionName="url-crud")["FunctionUrlConfigs"]
    assert [(c["FunctionUrl"], c["AuthType"], c["Cors"]) for c in listed] == [(url, "AWS_IAM", cors)]

    lam.delete_function_url_config(FunctionName="url-crud")
    with pytest.raises(ClientError) as excinfo:
        lam.get_function_url_config(FunctionName="url-crud")
    assert _error(excinfo) == ("ResourceNotFoundException", "The resource you requested does not exist.", 404)
    assert lam.list_function_url_configs(FunctionName="url-crud")["FunctionUrlConfigs"] == []


def test_cli_create_and_get(deploy: Any, labcloud: Any) -> None:
    deploy("url-cli", ECHO)
    created = labcloud.aws_json(
        "lambda", "create-function-url-config", "--function-name", "url-cli", "--auth-type", "NONE"
    )
    assert created["AuthType"] == "NONE"
    got = labcloud.aws_json("lambda", "get-function-url-config", "--function-name", "url-cli")
    assert got["FunctionUrl"] == created["FunctionUrl"]


def test_alias_url_and_its_errors(deploy: Any, lam: Any) -> None:
    deploy("url-alias", ECHO, Publish=True)
    lam.create_alias(FunctionName="url-alias", Name="live", FunctionVersion="1")
    created = lam.create_function_url_config(FunctionName="url-alias", Qualifier="live", AuthType="NONE")
    assert created["FunctionArn"].endswith(":function:url-alias:live")
    assert (
        lam.list_function_url_configs(FunctionName="url-alias")["FunctionUrlConfigs"][0]["FunctionArn"]
        == (created["FunctionArn"])
    )
    with pytest.raises(ClientError) as excinfo:
        lam.create_function_url_config(FunctionName="url-alias", Qualifier="live", AuthType="NONE")
    assert _error(excinfo) == (
        "ResourceConflictException",
        f"Failed to create function url config for [functionArn = {created['FunctionArn']}]. "
        "Error message:  FunctionUrlConfig exists for this Lambda function",
        409,
    )
    with pytest.raises(ClientError) as excinfo:
        lam.create_function_url_config(FunctionName="url-alias", Qualifier="nope", AuthType="NONE")
    assert _error(excinfo) == ("ResourceNotFoundException", "Function does not exist", 404)
    with pytest.raises(ClientError) as excinfo:
        lam.create_function_url_config(FunctionName="url-alias", Qualifier="1", AuthType="NONE")
    code, message, status = _error(excinfo)
    assert (code, status) == ("ValidationException", 400)
    assert "at 'qualifier' failed to satisfy constraint" in message
    # deleting the alias takes its URL with it
    lam.delete_alias(FunctionName="url-alias", Name="live")
    assert lam.list_function_url_configs(FunctionName="url-alias")["FunctionUrlConfigs"] == []


def test_config_errors(deploy: Any, lam: Any) -> None:
    with pytest.raises(ClientError) as excinfo:
        lam.create_function_url_config(FunctionName="url-missing", AuthType="NONE")
    assert _error(excinfo) == ("ResourceNotFoundException", "Function does not exist", 404)
    deploy("url-errors", ECHO)
    with pytest.raises(ClientError) as excinfo:
        lam.delete_function_url_config(FunctionName="url-errors")
    assert _error(excinfo) == ("ResourceNotFoundException", "The resource you requested does not exist.", 404)
    with pytest.raises(ClientError) as excinfo:
        lam.update_function_url_config(FunctionName="url-errors", AuthType="NONE")
    assert _error(excinfo) == ("ResourceNotFoundException", "The resource you requested does not exist.", 404)
    with pytest.raises(ClientError) as excinfo:
        lam.create_function_url_config(FunctionName="url-errors", AuthType="NONE", InvokeMode="STREAMING")
    code, message, status = _error(excinfo)
    assert (code, status) == ("ValidationException", 400)
    assert "invokeMode" in message or "InvokeMode" in message
    with pytest.raises(ClientError) as excinfo:
        lam.create_function_url_config(
            FunctionName="url-errors", AuthType="NONE", Cors={"AllowMethods": ["FETCH"]}
        )
    code, message, status = _error(excinfo)
    assert (code, status) == ("ValidationException", 400)
    assert "'cors.allowMethods'" in message
    with pytest.raises(ClientError) as excinfo:
        lam.create_function_url_config(FunctionName="url-errors", AuthType="SOMETIMES")
    assert _error(excinfo)[0] == "ValidationException"


def test_function_delete_removes_url(deploy: Any, lam: Any, labcloud: Any) -> None:
    deploy("url-gone", ECHO)
    url = lam.create_function_url_config(FunctionName="url-gone", AuthType="NONE")["FunctionUrl"]
    lam.delete_function(FunctionName="url-gone")
    deploy("url-gone", ECHO)
    assert lam.list_function_url_configs(FunctionName="url-gone")["FunctionUrlConfigs"] == []
    answer = call_url(labcloud.port, url)
    assert (answer.status, answer.json()) == (403, {"Message": "Forbidden"})


# -- invocation over HTTP ------------------------------------------------------------------------------


def test_none_needs_a_public_policy(deploy: Any, lam: Any, labcloud: Any) -> None:
    deploy("url-private", ECHO)
    url = lam.create_function_url_config(FunctionName="url-private", AuthType="NONE")["FunctionUrl"]
    answer = call_url(labcloud.port, url)
    assert (answer.status, answer.json()) == (403, {"Message": "Forbidden"})
    assert answer.header("x-amzn-ErrorType") == "AccessDeniedException"
    # InvokeFunctionUrl alone is not enough for a URL made since October 2025
    lam.add_permission(
        FunctionName="url-private",
        StatementId="url-public",
        Action="lambda:InvokeFunctionUrl",
        Principal="*",
        FunctionUrlAuthType="NONE",
    )
    assert call_url(labcloud.port, url).status == 403
    lam.add_permission(
        FunctionName="url-private",
        StatementId="url-invoke",
        Action="lambda:InvokeFunction",
        Principal="*",
        InvokedViaFunctionUrl=True,
    )
    assert call_url(labcloud.port, url).status == 200
    # a statement for AWS_IAM URLs does not open a NONE URL
    lam.remove_permission(FunctionName="url-private", StatementId="url-public")
    lam.add_permission(
        FunctionName="url-private",
        StatementId="url-iam",
        Action="lambda:InvokeFunctionUrl",
        Principal="*",
        FunctionUrlAuthType="AWS_IAM",
    )
    assert call_url(labcloud.port, url).status == 403


def test_event_shape(deploy: Any, lam: Any, labcloud: Any) -> None:
    deploy("url-echo", ECHO)
    url = lam.create_function_url_config(FunctionName="url-echo", AuthType="NONE")["FunctionUrl"]
    _allow_public(lam, "url-echo")
    answer = call_url(
        labcloud.port,
        url,
        "/some/path?a=1&a=2&b=x%20y",
        method="POST",
        body=b'{"k": "v"}',
        headers={
            "Content-Type": "application/json",
            "X-Thing": "Yes",
            "Cookie": "c1=v1; c2=v2",
            "User-Agent": "ua/1",
        },
    )
    assert answer.status == 200
    assert answer.header("content-type") == "application/json"
    event = answer.json()
    url_id = url.split("//")[1].split(".")[0]
    assert event["version"] == "2.0"
    assert event["routeKey"] == "$default"
    assert event["rawPath"] == "/some/path"
    assert event["rawQueryString"] == "a=1&a=2&b=x%20y"
    assert event["queryStringParameters"] == {"a": "1,2", "b": "x y"}
    assert event["cookies"] == ["c1=v1", "c2=v2"]
    assert event["headers"]["x-thing"] == "Yes"
    assert "cookie" not in event["headers"]
    assert event["body"] == '{"k": "v"}'
    assert event["isBase64Encoded"] is False
    context = event["requestContext"]
    assert context["apiId"] == context["domainPrefix"] == url_id
    assert context["domainName"] == f"{url_id}.lambda-url.us-east-1.localhost"
    assert context["http"] == {
        "method": "POST",
        "path": "/some/path",
        "protocol": "HTTP/1.1",
        "sourceIp": "127.0.0.1",
        "userAgent": "ua/1",
    }
    assert context["stage"] == "$default" and context["routeKey"] == "$default"
    assert context["requestId"] == answer.header("x-amzn-RequestId")
    assert isinstance(context["timeEpoch"], int)
    assert "authorizer" not in context

    binary = call_url(
        labcloud.port,
        url,
        "/",
        method="PUT",
        body=b"\x00\xff\x10",
        headers={"Content-Type": "application/octet-stream"},
    )
    event = binary.json()
    assert event["isBase64Encoded"] is True
    assert base64.b64decode(event["body"]) == b"\x00\xff\x10"
    assert "queryStringParameters" not in event and "cookies" not in event

    # the path form reaches the same function on any Host
    path_form = call_url(
        labcloud.port, url, f"/_labcloud/lambda-url/{url_id}/via/path?q=1", host=f"127.0.0.1:{labcloud.port}"
    )
    assert path_form.status == 200
    assert path_form.json()["rawPath"] == "/via/path"
    assert path_form.json()["rawQueryString"] == "q=1"


def test_response_mapping(deploy: Any, lam: Any, labcloud: Any) -> None:
    deploy("url-shaped", SHAPED)
    url = lam.create_function_url_config(FunctionName="url-shaped", AuthType="NONE")["FunctionUrl"]
    _allow_public(lam, "url-shaped")
    shaped = call_url(labcloud.port, url, "/shaped")
    assert (shaped.status, shaped.body) == (201, b"created")
    assert shaped.header("content-type") == "text/plain"
    assert shaped.header("x-custom") == "yes"
    assert shaped.all("set-cookie") == ["a=1; Path=/", "b=2"]

    plain = call_url(labcloud.port, url, "/plain")
    assert (plain.status, plain.json(), plain.header("content-type")) == (
        200,
        {"hello": "world"},
        "application/json",
    )
    text = call_url(labcloud.port, url, "/string")
    assert (text.status, text.json()) == (200, "just text")
    binary = call_url(labcloud.port, url, "/binary")
    assert (binary.status, binary.body, binary.header("content-type")) == (
        200,
        b"\x89PNG\x00\xff",
        "image/png",
    )
    big = call_url(
        labcloud.port,
        url,
        "/big",
        method="POST",
        body=b"x" * 5_000_000,
        headers={"Content-Type": "image/png"},
    )  # 5 MB of binary is more than 6 MB once base64-encoded in the event
    assert (big.status, big.json()) == (
        413,
        {"Message": "Request must be smaller than 6291456 bytes for the InvokeFunction operation"},
    )
    boom = call_url(labcloud.port, url, "/boom")
    assert (boom.status, boom.body) == (502, b"Internal Server Error")
    for broken in ("/badheaders", "/badstatus"):
        assert call_url(labcloud.port, url, broken).status == 502
    weird = call_url(labcloud.port, url, "/weird")
    assert (weird.status, weird.header("x-ok")) == (204, "1")
    assert weird.header("x-nl") is None and weird.header("x-uni") is None and weird.header("bad name") is None


def test_cors(deploy: Any, lam: Any, labcloud: Any) -> None:
    deploy("url-cors", ECHO)
    url = lam.create_function_url_config(
        FunctionName="url-cors",
        AuthType="NONE",
        Cors={
            "AllowOrigins": ["https://app.example"],
            "AllowMethods": ["GET", "POST"],
            "AllowHeaders": ["x-token"],
            "ExposeHeaders": ["x-custom"],
            "MaxAge": 300,
            "AllowCredentials": True,
        },
    )["FunctionUrl"]
    preflight = call_url(
        labcloud.port,
        url,
        "/",
        method="OPTIONS",
        headers={"Origin": "https://app.example", "Access-Control-Request-Method": "POST"},
    )
    assert preflight.status == 200  # answered without a policy: the function is not invoked
    assert preflight.header("Access-Control-Allow-Origin") == "https://app.example"
    assert preflight.header("Access-Control-Allow-Methods") == "GET,POST"
    assert preflight.header("Access-Control-Allow-Headers") == "x-token"
    assert preflight.header("Access-Control-Max-Age") == "300"
    assert preflight.header("Access-Control-Allow-Credentials") == "true"
    other = call_url(
        labcloud.port,
        url,
        "/",
        method="OPTIONS",
        headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"},
    )
    assert other.header("Access-Control-Allow-Origin") is None

    _allow_public(lam, "url-cors")
    actual = call_url(labcloud.port, url, "/", headers={"Origin": "https://app.example"})
    assert actual.status == 200
    assert actual.header("Access-Control-Allow-Origin") == "https://app.example"
    assert actual.header("Access-Control-Expose-Headers") == "x-custom"


def test_aws_iam_auth(deploy: Any, lam: Any, labcloud: Any) -> None:
    deploy("url-iam", ECHO)
    url = lam.create_function_url_config(FunctionName="url-iam", AuthType="AWS_IAM")["FunctionUrl"]
    unsigned = call_url(labcloud.port, url, "/x")
    assert (unsigned.status, unsigned.json()) == (403, {"Message": "Forbidden"})

    # the account's own root credentials: allowed by identity
    root = call_url(labcloud.port, url, "/x", headers=signed_headers(url, "/x"))
    assert root.status == 200
    iam_context = root.json()["requestContext"]
    assert iam_context["accountId"] == "000000000000"
    assert iam_context["authorizer"]["iam"]["accessKey"] == "test"
    assert iam_context["authorizer"]["iam"]["userArn"] == "arn:aws:iam::000000000000:root"

    # a role session is governed by its policies
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": "arn:aws:iam::000000000000:root"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    role = iam.create_role(RoleName="url-caller", AssumeRolePolicyDocument=json.dumps(trust))["Role"]
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=role["Arn"], RoleSessionName="url-session")[
        "Credentials"
    ]
    as_role = {
        "key": creds["AccessKeyId"],
        "secret": creds["SecretAccessKey"],
        "token": creds["SessionToken"],
    }
    denied = call_url(labcloud.port, url, "/x", headers=signed_headers(url, "/x", **as_role))
    assert (denied.status, denied.json()) == (403, {"Message": "Forbidden"})
    iam.put_role_policy(
        RoleName="url-caller",
        PolicyName="invoke-url",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Action": ["lambda:InvokeFunctionUrl", "lambda:InvokeFunction"],
                        "Resource": "arn:aws:lambda:us-east-1:000000000000:function:url-iam",
                        "Condition": {"StringEquals": {"lambda:FunctionUrlAuthType": "AWS_IAM"}},
                    }
                ],
            }
        ),
    )
    allowed = call_url(labcloud.port, url, "/x", headers=signed_headers(url, "/x", **as_role))
    assert allowed.status == 200
    assert allowed.json()["requestContext"]["authorizer"]["iam"]["userArn"].startswith(
        "arn:aws:sts::000000000000:assumed-role/url-caller/"
    )
    # within one account, the function's policy alone may allow the role
    iam.delete_role_policy(RoleName="url-caller", PolicyName="invoke-url")
    assert call_url(labcloud.port, url, "/x", headers=signed_headers(url, "/x", **as_role)).status == 403
    for sid, action in (("url", "lambda:InvokeFunctionUrl"), ("invoke", "lambda:InvokeFunction")):
        lam.add_permission(FunctionName="url-iam", StatementId=sid, Action=action, Principal=role["Arn"])
    assert call_url(labcloud.port, url, "/x", headers=signed_headers(url, "/x", **as_role)).status == 200


def test_url_survives_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        deployer(server, create_role(server))("url-durable", ECHO)
        lam = server.boto3_client("lambda")
        created = lam.create_function_url_config(
            FunctionName="url-durable", AuthType="NONE", Cors={"AllowOrigins": ["*"]}
        )
        _allow_public(lam, "url-durable")
        server.stop()
        server.start()
        lam = server.boto3_client("lambda")
        got = lam.get_function_url_config(FunctionName="url-durable")
        assert (got["FunctionUrl"], got["AuthType"], got["Cors"]) == (
            created["FunctionUrl"],
            "NONE",
            {"AllowOrigins": ["*"]},
        )
        answer = call_url(
            server.port, created["FunctionUrl"], "/after", headers={"Origin": "https://a.example"}
        )
        assert answer.status == 200
        assert answer.json()["rawPath"] == "/after"
        assert answer.header("Access-Control-Allow-Origin") == "*"
    finally:
        server.stop()


def test_aws_iam_across_accounts(deploy: Any, lam: Any, labcloud: Any) -> None:
    deploy("url-shared", ECHO)
    url = lam.create_function_url_config(FunctionName="url-shared", AuthType="AWS_IAM")["FunctionUrl"]
    other = {"key": "111111111111", "secret": "x"}  # a 12-digit key acts as that account's root
    assert call_url(labcloud.port, url, "/", headers=signed_headers(url, "/", **other)).status == 403
    lam.add_permission(
        FunctionName="url-shared",
        StatementId="other-url",
        Action="lambda:InvokeFunctionUrl",
        Principal="111111111111",
        FunctionUrlAuthType="AWS_IAM",
    )
    assert call_url(labcloud.port, url, "/", headers=signed_headers(url, "/", **other)).status == 403
    lam.add_permission(
        FunctionName="url-shared",
        StatementId="other-invoke",
        Action="lambda:InvokeFunction",
        Principal="111111111111",
        InvokedViaFunctionUrl=True,
    )
    answer = call_url(labcloud.port, url, "/", headers=signed_headers(url, "/", **other))
    assert answer.status == 200
    iam = answer.json()["requestContext"]["authorizer"]["iam"]
    assert (iam["accountId"], iam["userArn"]) == ("111111111111", "arn:aws:iam::111111111111:root")
    # a statement for NONE URLs does not let anyone into an AWS_IAM URL
    lam.add_permission(
        FunctionName="url-shared",
        StatementId="public",
        Action="lambda:InvokeFunctionUrl",
        Principal="*",
        FunctionUrlAuthType="NONE",
    )
    assert call_url(labcloud.port, url, "/").status == 403


def test_signatures_checked_when_asked(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data", extra_args=["--verify-signatures"]).start()
    try:
        deployer(server, create_role(server))("url-signed", ECHO)
        lam = server.boto3_client("lambda")
        url = lam.create_function_url_config(FunctionName="url-signed", AuthType="AWS_IAM")["FunctionUrl"]
        iam = server.boto3_client("iam")
        iam.create_user(UserName="caller")
        key = iam.create_access_key(UserName="caller")["AccessKey"]
        good = {"key": key["AccessKeyId"], "secret": key["SecretAccessKey"]}
        assert call_url(server.port, url, "/", headers=signed_headers(url, "/", **good)).status == 200
        bad = {"key": key["AccessKeyId"], "secret": "wrong"}
        answer = call_url(server.port, url, "/", headers=signed_headers(url, "/", **bad))
        assert (answer.status, answer.json()) == (403, {"Message": "Forbidden"})
    finally:
        server.stop()
