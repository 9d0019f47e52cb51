"""Lambda proxy integrations over plain HTTP: AWS's REST v1 event, response mapping, the gateway's errors."""

from __future__ import annotations

import base64
import json
import subprocess
import time
from typing import Any

from apigw_helpers import allow_gateway, deploy_function, http, invoke_url, proxy_method

from labcloud.testing.server_process import LabcloudProcess

MISSING_TOKEN = {"message": "Missing Authentication Token"}


def echo_api(labcloud: LabcloudProcess, apigw: Any, **create: Any) -> tuple[str, str]:
    """An API whose /pets/{petId} (GET) and /{proxy+} (ANY) reach the echo function; deployed to ``prod``."""
    function = deploy_function(labcloud, "echo")
    api = apigw.create_rest_api(name="echo-api", **create)
    api_id, root = api["id"], api["rootResourceId"]
    pets = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="pets")["id"]
    pet = apigw.create_resource(restApiId=api_id, parentId=pets, pathPart="{petId}")["id"]
    greedy = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="{proxy+}")["id"]
    proxy_method(apigw, api_id, pet, "GET", function)
    proxy_method(apigw, api_id, greedy, "ANY", function)
    apigw.create_deployment(restApiId=api_id, stageName="prod", variables={"color": "blue"})
    allow_gateway(labcloud, "echo", api_id)
    return api_id, function


def test_the_event_is_awss_rest_v1_event(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = echo_api(labcloud, apigw)
    status, headers, body = http(
        invoke_url(labcloud, api_id, "prod", "/pets/7?tag=a&tag=b&one=1"),
        headers={"X-Custom": "hello"},
    )
    assert status == 200, body
    assert headers["x-echo"] == "yes" and headers["content-type"] == "application/json"
    assert headers["x-amzn-requestid"] and headers["x-amz-apigw-id"]
    event = json.loads(body)
    assert set(event) == {
        "resource",
        "path",
        "httpMethod",
        "headers",
        "multiValueHeaders",
        "queryStringParameters",
        "multiValueQueryStringParameters",
        "pathParameters",
        "stageVariables",
        "requestContext",
        "body",
        "isBase64Encoded",
    }
    assert event["resource"] == "/pets/{petId}" and event["path"] == "/pets/7"
    assert event["httpMethod"] == "GET"
    # spelled as sent (urllib title-cases names): labcloud keeps the spelling, as AWS does
    assert event["headers"]["X-Custom"] == "hello" and event["multiValueHeaders"]["X-Custom"] == ["hello"]
    assert (
        event["headers"]["x-forwarded-for"] == "127.0.0.1" and event["headers"]["x-forwarded-proto"] == "http"
    )
    assert event["headers"]["x-forwarded-port"] == labcloud.endpoint.rsplit(":", 1)[1]
    assert event["headers"]["x-amzn-trace-id"] == headers["x-amzn-trace-id"]
    assert event["queryStringParameters"] == {"tag": "b", "one": "1"}
    assert event["multiValueQueryStringParameters"] == {"tag": ["a", "b"], "one": ["1"]}
    assert event["pathParameters"] == {"petId": "7"}
    assert event["stageVariables"] == {"color": "blue"}
    assert event["body"] is None and event["isBase64Encoded"] is False
    context = event["requestContext"]
    assert context["requestId"] == headers["x-amzn-requestid"]
    assert context["extendedRequestId"] == headers["x-amz-apigw-id"]
    assert (
        context["apiId"] == api_id and context["stage"] == "prod" and context["accountId"] == "000000000000"
    )
    assert context["resourcePath"] == "/pets/{petId}" and context["path"] == "/prod/pets/7"
    assert context["httpMethod"] == "GET" and context["protocol"] == "HTTP/1.1"
    assert context["identity"]["sourceIp"] == "127.0.0.1" and context["identity"]["user"] is None
    assert context["domainName"] == f"{api_id}.execute-api.us-east-1.amazonaws.com"
    assert isinstance(context["requestTimeEpoch"], int) and context["requestTime"].endswith("+0000")


def test_greedy_any_body_and_binary_media(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = echo_api(labcloud, apigw, binaryMediaTypes=["application/octet-stream"])
    status, _, body = http(
        invoke_url(labcloud, api_id, "prod", "/a/b%20c/d"),
        method="POST",
        body=b'{"k": 1}',
        headers={"Content-Type": "application/json"},
    )
    assert status == 200
    event = json.loads(body)
    assert event["resource"] == "/{proxy+}" and event["pathParameters"] == {"proxy": "a/b c/d"}
    assert event["httpMethod"] == "POST" and event["body"] == '{"k": 1}' and event["isBase64Encoded"] is False
    assert event["queryStringParameters"] is None and event["multiValueQueryStringParameters"] is None
    status, _, body = http(
        invoke_url(labcloud, api_id, "prod", "/upload"),
        method="PUT",
        body=b"\x00\xff\x10",
        headers={"Content-Type": "application/octet-stream"},
    )
    event = json.loads(body)
    assert event["isBase64Encoded"] is True and base64.b64decode(event["body"]) == b"\x00\xff\x10"


def test_the_host_form_with_curl_and_a_host_header(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = echo_api(labcloud, apigw)
    port = labcloud.endpoint.rsplit(":", 1)[1]
    status, _, body = http(
        f"{labcloud.endpoint}/prod/pets/9", headers={"Host": f"{api_id}.execute-api.localhost:{port}"}
    )
    assert status == 200 and json.loads(body)["pathParameters"] == {"petId": "9"}
    # curl resolves *.localhost to the loopback address itself: the invoke URL works unchanged
    out = subprocess.run(
        ["curl", "-s", "-i", f"http://{api_id}.execute-api.localhost:{port}/prod/pets/10?x=1"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    head, _, text = out.replace("\r\n", "\n").partition("\n\n")
    assert head.startswith("HTTP/1.1 200") and "x-amz-apigw-id" in head.lower()
    event = json.loads(text)
    assert event["pathParameters"] == {"petId": "10"} and event["queryStringParameters"] == {"x": "1"}
    assert event["headers"]["Host"] == f"{api_id}.execute-api.localhost:{port}"


def test_unknown_routes_and_stages_are_missing_authentication_token(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id, _ = echo_api(labcloud, apigw)
    for url, method in (
        (invoke_url(labcloud, api_id, "prod", "/pets/1"), "DELETE"),  # no DELETE on /pets/{petId}
        (invoke_url(labcloud, api_id, "prod", "/pets"), "GET"),  # /pets has no method
        (invoke_url(labcloud, api_id, "prod", "/"), "GET"),  # {proxy+} never matches the root
        (invoke_url(labcloud, api_id, "staging", "/pets/1"), "GET"),  # no such stage
        (invoke_url(labcloud, "nosuchapi0", "prod", "/pets/1"), "GET"),
    ):
        status, headers, body = http(url, method=method)
        assert (status, json.loads(body)) == (403, MISSING_TOKEN), url
        assert headers["x-amzn-errortype"] == "MissingAuthenticationTokenException"
        assert headers["x-amzn-requestid"] and headers["x-amz-apigw-id"]


def test_without_a_permission_the_gateway_answers_500(labcloud: LabcloudProcess, apigw: Any) -> None:
    function = deploy_function(labcloud, "echo")
    api = apigw.create_rest_api(name="no-permission")
    proxy_method(apigw, api["id"], api["rootResourceId"], "GET", function)
    apigw.create_deployment(restApiId=api["id"], stageName="prod")
    status, headers, body = http(invoke_url(labcloud, api["id"], "prod", "/"))
    assert (status, json.loads(body)) == (500, {"message": "Internal server error"})
    assert headers["x-amzn-errortype"] == "InternalServerErrorException"
    # a permission for another API's source ARN does not count
    allow_gateway(labcloud, "echo", "otherapi00")
    assert http(invoke_url(labcloud, api["id"], "prod", "/"))[0] == 500
    # a permission naming this API's GET on / does
    allow_gateway(labcloud, "echo", api["id"], "prod/GET/")
    assert http(invoke_url(labcloud, api["id"], "prod", "/"))[0] == 200
    # a removed permission stops counting (allowances are re-read at least every second)
    labcloud.boto3_client("lambda").remove_permission(FunctionName="echo", StatementId=f"apigw-{api['id']}")
    deadline = time.monotonic() + 10
    while http(invoke_url(labcloud, api["id"], "prod", "/"))[0] == 200 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert http(invoke_url(labcloud, api["id"], "prod", "/"))[0] == 500


MALFORMED = """
def handler(event, context):
    kind = event["path"].strip("/")
    if kind == "no-status":
        return {"body": "x"}
    if kind == "dict-body":
        return {"statusCode": 200, "body": {"a": 1}}
    if kind == "extra":
        return {"statusCode": 200, "body": "x", "surprise": True}
    if kind == "not-json":
        return "just text"
    if kind == "raise":
        raise ValueError("boom")
    if kind == "multi":
        return {"statusCode": 201, "multiValueHeaders": {"Set-Cookie": ["a=1", "b=2"]},
                "headers": {"X-One": "1"}, "body": ""}
    if kind == "binary":
        import base64
        return {"statusCode": 200, "headers": {"Content-Type": "image/png"},
                "body": base64.b64encode(bytes([0, 1, 254, 255])).decode(), "isBase64Encoded": True}
    return {"statusCode": "404", "body": "not here"}
"""


def test_response_mapping_and_malformed_answers(labcloud: LabcloudProcess, apigw: Any) -> None:
    function = deploy_function(labcloud, "answers", MALFORMED)
    api = apigw.create_rest_api(name="answers")
    greedy = apigw.create_resource(restApiId=api["id"], parentId=api["rootResourceId"], pathPart="{proxy+}")[
        "id"
    ]
    proxy_method(apigw, api["id"], greedy, "ANY", function)
    apigw.create_deployment(restApiId=api["id"], stageName="prod")
    allow_gateway(labcloud, "answers", api["id"])
    for kind in ("no-status", "dict-body", "extra", "not-json", "raise"):
        status, headers, body = http(invoke_url(labcloud, api["id"], "prod", f"/{kind}"))
        assert (status, json.loads(body)) == (502, {"message": "Internal server error"}), kind
        assert headers["x-amzn-errortype"] == "InternalServerErrorException"
    import urllib.request

    with urllib.request.urlopen(invoke_url(labcloud, api["id"], "prod", "/multi")) as response:
        assert response.status == 201
        assert response.headers.get_all("Set-Cookie") == ["a=1", "b=2"]
        assert response.headers["X-One"] == "1"
    status, headers, body = http(invoke_url(labcloud, api["id"], "prod", "/binary"))
    assert (status, headers["content-type"], body) == (200, "image/png", bytes([0, 1, 254, 255]))
    status, _, body = http(invoke_url(labcloud, api["id"], "prod", "/other"))
    assert (status, body) == (404, b"not here")


SLOW = """
import time

def handler(event, context):
    time.sleep(3)
    return {"statusCode": 200, "body": "late"}
"""


def test_the_integration_timeout_answers_504(labcloud: LabcloudProcess, apigw: Any) -> None:
    function = deploy_function(labcloud, "slow", SLOW)
    api = apigw.create_rest_api(name="slow")
    proxy_method(apigw, api["id"], api["rootResourceId"], "GET", function)
    apigw.update_integration(
        restApiId=api["id"],
        resourceId=api["rootResourceId"],
        httpMethod="GET",
        patchOperations=[{"op": "replace", "path": "/timeoutInMillis", "value": "1000"}],
    )
    apigw.create_deployment(restApiId=api["id"], stageName="prod")
    allow_gateway(labcloud, "slow", api["id"])
    status, headers, body = http(invoke_url(labcloud, api["id"], "prod", "/"))
    assert (status, json.loads(body)) == (504, {"message": "Endpoint request timed out"})


def test_changes_serve_only_once_deployed_and_requests_are_events(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id, function = echo_api(labcloud, apigw)
    root = apigw.get_rest_api(restApiId=api_id)["rootResourceId"]
    proxy_method(apigw, api_id, root, "GET", function)
    assert http(invoke_url(labcloud, api_id, "prod", "/"))[0] == 403  # not deployed yet
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    assert http(invoke_url(labcloud, api_id, "prod", "/"))[0] == 200
    apigw.update_rest_api(
        restApiId=api_id,
        patchOperations=[{"op": "replace", "path": "/disableExecuteApiEndpoint", "value": "true"}],
    )
    status, headers, body = http(invoke_url(labcloud, api_id, "prod", "/"))
    assert (status, json.loads(body), headers["x-amzn-errortype"]) == (
        403,
        {"message": "Forbidden"},
        "ForbiddenException",
    )
    served = [e for e in labcloud.get("/_labcloud/events")["events"] if e["kind"] == "apigateway.request"]
    ok = [e["data"] for e in served if e["data"]["status"] == 200]
    assert ok and ok[-1]["route"] == "GET /" and ok[-1]["integration"] == "AWS_PROXY"
    assert ok[-1]["stage"] == "prod" and ok[-1]["target"] == function and ok[-1]["latency_ms"] > 0


def test_a_body_past_10_mb_is_413(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = echo_api(labcloud, apigw)
    status, headers, body = http(
        invoke_url(labcloud, api_id, "prod", "/upload"), method="POST", body=b"x" * (10 * 1024 * 1024 + 1)
    )
    assert (status, json.loads(body)) == (413, {"message": "Request Too Long"})
    assert headers["x-amzn-errortype"] == "RequestTooLongException" and headers["x-amzn-requestid"]
    assert http(invoke_url(labcloud, api_id, "prod", "/upload"), method="POST", body=b"x" * 1024)[0] == 200
