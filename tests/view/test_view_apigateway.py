"""The view's API Gateway panel: one row per request with its route, status, latency, the authorizer's
decision (allowed, cached, denied) and the Lambda invocations it caused, over the route and in the browser."""

from __future__ import annotations

import io
import json
import urllib.error
import urllib.request
import zipfile
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
ECHO = "def handler(event, context):\n    return {'statusCode': 200, 'body': 'hi'}\n"
AUTHORIZER = (
    "def handler(event, context):\n"
    "    return {'isAuthorized': event['headers'].get('authorization') == 'allow'}\n"
)


def _function(labcloud: LabcloudProcess, name: str, code: str, api_id: str) -> str:
    iam = labcloud.boto3_client("iam")
    try:
        role = iam.create_role(RoleName="view-apigw", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"][
            "Arn"
        ]
    except iam.exceptions.EntityAlreadyExistsException:
        role = iam.get_role(RoleName="view-apigw")["Role"]["Arn"]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    lam = labcloud.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    lam.add_permission(
        FunctionName=name,
        StatementId="gateway",
        Action="lambda:InvokeFunction",
        Principal="apigateway.amazonaws.com",
        SourceArn=f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/*",
    )
    return arn


def _call(labcloud: LabcloudProcess, api_id: str, token: str) -> tuple[int, str]:
    request = urllib.request.Request(
        f"{labcloud.endpoint}/_labcloud/execute-api/{api_id}/hi", headers={"Authorization": token}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:  # noqa: S310 - the local server
            return answer.status, answer.headers["apigw-requestid"]
    except urllib.error.HTTPError as error:
        return error.code, error.headers["apigw-requestid"]


def test_each_request_is_a_row_with_its_decision_and_invocations(
    labcloud: LabcloudProcess, page: Any
) -> None:
    v2 = labcloud.boto3_client("apigatewayv2")
    api_id = v2.create_api(Name="view-requests", ProtocolType="HTTP")["ApiId"]
    echo = _function(labcloud, "view-apigw-echo", ECHO, api_id)
    guard = _function(labcloud, "view-apigw-guard", AUTHORIZER, api_id)
    authorizer = v2.create_authorizer(
        ApiId=api_id,
        Name="guard",
        AuthorizerType="REQUEST",
        AuthorizerUri=f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{guard}/invocations",
        AuthorizerPayloadFormatVersion="2.0",
        EnableSimpleResponses=True,
        AuthorizerResultTtlInSeconds=300,
        IdentitySource=["$request.header.Authorization"],
    )["AuthorizerId"]
    integration = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=echo, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    v2.create_route(
        ApiId=api_id,
        RouteKey="GET /hi",
        AuthorizationType="CUSTOM",
        AuthorizerId=authorizer,
        Target=f"integrations/{integration}",
    )
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    first, second, denied = (_call(labcloud, api_id, token) for token in ("allow", "allow", "deny"))
    assert (first[0], second[0], denied[0]) == (200, 200, 403)

    rows = {r["request_id"]: r for r in labcloud.get("/_labcloud/apigateway/requests")["requests"]}
    row = rows[first[1]]
    assert (row["kind"], row["api_id"], row["stage"], row["route"], row["status"]) == (
        "HTTP",
        api_id,
        "$default",
        "GET /hi",
        200,
    )
    assert row["authorizer"] == {"type": "CUSTOM", "name": "guard", "decision": "allowed", "cached": False}
    assert (row["integration"], row["target"]) == ("AWS_PROXY", echo)
    assert row["latency_ms"] > 0
    assert [i["function"] for i in row["invocations"]] == ["view-apigw-guard", "view-apigw-echo"]
    assert rows[second[1]]["authorizer"]["cached"] is True
    assert [i["function"] for i in rows[second[1]]["invocations"]] == ["view-apigw-echo"]
    assert rows[denied[1]]["authorizer"]["decision"] == "denied" and rows[denied[1]]["status"] == 403
    assert [i["function"] for i in rows[denied[1]]["invocations"]] == ["view-apigw-guard"]

    page.goto(labcloud.endpoint + "/_labcloud/view/")
    shown = page.locator(f'#apigateway-requests tr[data-request-id="{second[1]}"]')
    shown.wait_for(timeout=15000)
    text = shown.inner_text()
    assert "GET /hi" in text and "allowed (cached)" in text and "CUSTOM guard" in text
    refused = page.locator(f'#apigateway-requests tr[data-request-id="{denied[1]}"]').inner_text()
    assert "denied" in refused and "403" in refused
    link = shown.locator("a.apigw-inv")
    invocation = rows[second[1]]["invocations"][0]["request_id"]
    assert link.get_attribute("data-inv") == invocation
    link.click()
    page.locator(f"#inv-{invocation}").wait_for(timeout=15000)
    assert page.page_errors == []


def test_rest_api_requests_are_rows_too(labcloud: LabcloudProcess) -> None:
    apigw = labcloud.boto3_client("apigateway")
    api = apigw.create_rest_api(name="view-rest")
    ping = apigw.create_resource(restApiId=api["id"], parentId=api["rootResourceId"], pathPart="ping")["id"]
    apigw.put_method(restApiId=api["id"], resourceId=ping, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api["id"],
        resourceId=ping,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_method_response(restApiId=api["id"], resourceId=ping, httpMethod="GET", statusCode="200")
    apigw.put_integration_response(restApiId=api["id"], resourceId=ping, httpMethod="GET", statusCode="200")
    apigw.create_deployment(restApiId=api["id"], stageName="prod")
    with urllib.request.urlopen(f"{labcloud.endpoint}/_labcloud/execute-api/{api['id']}/prod/ping") as answer:  # noqa: S310
        request_id = answer.headers["x-amzn-RequestId"]
    row = next(
        r for r in labcloud.get("/_labcloud/apigateway/requests")["requests"] if r["request_id"] == request_id
    )
    assert (row["kind"], row["api_id"], row["stage"], row["route"], row["status"], row["integration"]) == (
        "REST",
        api["id"],
        "prod",
        "GET /ping",
        200,
        "MOCK",
    )
    assert row["authorizer"] is None and row["invocations"] == []
