"""AWS service integrations refused: no credentials, a role API Gateway may not assume, a role that may
not make the call (the service's error answer, selected by its status code), a template that fails,
and the control plane's checks of the integration's uri and credentials."""

from __future__ import annotations

import json
from typing import Any

import pytest
from apigw_aws_helpers import gateway_role, service_api
from apigw_helpers import http, invoke_url
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

JSON = {"Content-Type": "application/json"}
FORM = {"integration.request.header.Content-Type": "'application/x-www-form-urlencoded'"}
QUEUE_URI = "arn:aws:apigateway:us-east-1:sqs:path/000000000000/orders"
SEND = "Action=SendMessage&MessageBody=$util.urlEncode($input.body)"


def assert_internal_error(status: int, headers: dict[str, str], body: bytes) -> None:
    assert status == 500
    assert json.loads(body) == {"message": "Internal server error"}
    assert headers["x-amzn-errortype"] == "InternalServerErrorException"
    assert headers["x-amzn-requestid"]


def nothing_sent(labcloud: LabcloudProcess, queue_url: str) -> bool:
    sqs = labcloud.boto3_client("sqs")
    attributes = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["ApproximateNumberOfMessages"])
    return attributes["Attributes"]["ApproximateNumberOfMessages"] == "0"


def test_no_credentials_is_an_internal_error(labcloud: LabcloudProcess, apigw: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="orders")["QueueUrl"]
    api = service_api(apigw, QUEUE_URI, None, SEND, request_parameters=FORM)
    assert_internal_error(*http(invoke_url(labcloud, api, "test", "/send"), "POST", b"{}", JSON))
    assert nothing_sent(labcloud, queue_url)


@pytest.mark.parametrize("principal", ["lambda.amazonaws.com", None])
def test_a_role_api_gateway_may_not_assume_is_an_internal_error(
    labcloud: LabcloudProcess, apigw: Any, principal: str | None
) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="orders")["QueueUrl"]
    if principal is None:  # a role that does not exist
        role = "arn:aws:iam::000000000000:role/nobody"
    else:
        trust = {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Principal": {"Service": principal}, "Action": "sts:AssumeRole"}
            ],
        }
        role = gateway_role(labcloud, "not-for-apigw", ["sqs:SendMessage"], trust)
    api = service_api(apigw, QUEUE_URI, role, SEND, request_parameters=FORM)
    assert_internal_error(*http(invoke_url(labcloud, api, "test", "/send"), "POST", b"{}", JSON))
    assert nothing_sent(labcloud, queue_url)


def test_a_call_the_role_may_not_make_is_the_services_refusal(labcloud: LabcloudProcess, apigw: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="orders")["QueueUrl"]
    role = gateway_role(labcloud, "apigw-receive-only", ["sqs:ReceiveMessage"])
    # Only a default integration response: AWS maps the service's error answer with it (status 200).
    api = service_api(apigw, QUEUE_URI, role, SEND, request_parameters=FORM)
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b"{}", JSON)
    assert status == 200
    error = json.loads(body)
    assert error["Error"]["Code"] == "AccessDenied"
    assert error["Error"]["Type"] == "Sender"
    assert error["Error"]["Message"] == (
        "User: arn:aws:sts::000000000000:assumed-role/apigw-receive-only/BackplaneAssumeRoleSession is not"
        " authorized to perform: sqs:sendmessage on resource: arn:aws:sqs:us-east-1:000000000000:orders"
        " because no identity-based policy allows the sqs:sendmessage action"
    )
    assert error["RequestId"]
    assert nothing_sent(labcloud, queue_url)


def test_a_selection_pattern_maps_the_services_status(labcloud: LabcloudProcess, apigw: Any) -> None:
    labcloud.boto3_client("dynamodb").create_table(
        TableName="notes",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    role = gateway_role(labcloud, "apigw-get-only", ["dynamodb:GetItem"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:dynamodb:action/PutItem",
        role,
        '{"TableName": "notes", "Item": {"pk": {"S": "x"}}}',
        responses={
            "200": {},
            "403": {
                "selectionPattern": "4\\d{2}",
                "responseTemplates": {"application/json": '{"refused": "$input.path(\'$.__type\')"}'},
            },
        },
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b"{}", JSON)
    assert status == 403
    assert json.loads(body)["refused"].endswith("#AccessDeniedException")
    assert "Item" not in labcloud.boto3_client("dynamodb").get_item(TableName="notes", Key={"pk": {"S": "x"}})


def test_a_service_validation_error_is_passed_on(labcloud: LabcloudProcess, apigw: Any) -> None:
    role = gateway_role(labcloud, "apigw-ddb", ["dynamodb:PutItem"])
    api = service_api(
        apigw,
        "arn:aws:apigateway:us-east-1:dynamodb:action/PutItem",
        role,
        '{"TableName": "missing", "Item": {"pk": {"S": "x"}}}',
        responses={"200": {}, "400": {"selectionPattern": "400"}},
    )
    status, _, body = http(invoke_url(labcloud, api, "test", "/send"), "POST", b"{}", JSON)
    assert status == 400
    assert json.loads(body)["__type"].endswith("#ResourceNotFoundException")


def test_a_template_that_fails_is_an_internal_error(labcloud: LabcloudProcess, apigw: Any) -> None:
    queue_url = labcloud.boto3_client("sqs").create_queue(QueueName="orders")["QueueUrl"]
    role = gateway_role(labcloud, "apigw-sqs", ["sqs:SendMessage"])
    api = service_api(apigw, QUEUE_URI, role, "Action=SendMessage#end", request_parameters=FORM)
    assert_internal_error(*http(invoke_url(labcloud, api, "test", "/send"), "POST", b"{}", JSON))
    assert nothing_sent(labcloud, queue_url)


def test_no_template_for_the_content_type_is_refused(labcloud: LabcloudProcess, apigw: Any) -> None:
    role = gateway_role(labcloud, "apigw-sqs", ["sqs:SendMessage"])
    api = service_api(apigw, QUEUE_URI, role, SEND, request_parameters=FORM)
    status, headers, body = http(
        invoke_url(labcloud, api, "test", "/send"), "POST", b"a", {"Content-Type": "text/plain"}
    )
    assert (status, json.loads(body)) == (415, {"message": "Unsupported Media Type"})
    assert headers["x-amzn-errortype"] == "UnsupportedMediaTypeException"


def _put(apigw: Any, **integration: Any) -> ClientError:
    api = apigw.create_rest_api(name="refused")
    base = {"restApiId": api["id"], "resourceId": api["rootResourceId"], "httpMethod": "POST"}
    apigw.put_method(**base, authorizationType="NONE")
    with pytest.raises(ClientError) as caught:
        apigw.put_integration(**base, type="AWS", integrationHttpMethod="POST", **integration)
    return caught.value


def test_put_integration_refusals(labcloud: LabcloudProcess, apigw: Any) -> None:
    role = "arn:aws:iam::000000000000:role/apigw"
    not_served = _put(apigw, uri="arn:aws:apigateway:us-east-1:s3:path/bucket/key", credentials=role)
    assert not_served.response["Error"]["Code"] == "BadRequestException"
    assert "not s3" in not_served.response["Error"]["Message"]
    malformed = _put(apigw, uri="arn:aws:apigateway:us-east-1:sqs:nothing", credentials=role)
    assert malformed.response["Error"] == {
        "Code": "BadRequestException",
        "Message": "Invalid ARN specified in the request",
    }
    bad_role = _put(apigw, uri=QUEUE_URI, credentials="my-role")
    assert bad_role.response["Error"]["Message"] == "Invalid ARN specified in the request"
    as_caller = _put(apigw, uri=QUEUE_URI, credentials="arn:aws:iam::*:user/*")
    assert as_caller.response["Error"] == {
        "Code": "BadRequestException",
        "Message": "labcloud supports caller credentials (arn:aws:iam::*:user/*) on Lambda integrations only",
    }


def test_streaming_needs_both_its_uri_and_its_mode(labcloud: LabcloudProcess, apigw: Any) -> None:
    """apigw-lambda-bedrock-sam-node: Lambda's response-streaming-invocations URI and
    ``responseTransferMode: STREAM`` go together (tests/apigateway/test_lambda_streaming.py streams them);
    either alone is refused, by PutIntegration and by an OpenAPI import alike."""
    function = "arn:aws:lambda:us-east-1:000000000000:function:f"
    plain = f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{function}/invocations"
    streaming = f"arn:aws:apigateway:us-east-1:lambda:path/2021-11-15/functions/{function}/response-streaming-invocations"
    for integration, message in (
        ({"uri": streaming}, "A Lambda proxy integration streams its response"),
        (
            {"uri": plain, "responseTransferMode": "STREAM"},
            "labcloud streams AWS_PROXY integrations to Lambda only",
        ),
    ):
        refused = _put(apigw, **integration)  # type AWS: STREAM is for proxy integrations only
        assert refused.response["Error"]["Code"] == "BadRequestException"
        assert refused.response["Error"]["Message"].startswith(message)
    definition = {
        "openapi": "3.0.1",
        "info": {"title": "streaming", "version": "1"},
        "paths": {
            "/ask": {
                "post": {
                    "x-amazon-apigateway-integration": {
                        "type": "aws_proxy",
                        "httpMethod": "POST",
                        "uri": plain,
                        "responseTransferMode": "STREAM",
                    }
                }
            }
        },
    }
    with pytest.raises(ClientError) as imported:
        apigw.import_rest_api(body=json.dumps(definition).encode())
    assert imported.value.response["Error"]["Code"] == "BadRequestException"
    assert "responseTransferMode STREAM" in imported.value.response["Error"]["Message"]
    integration = definition["paths"]["/ask"]["post"]["x-amazon-apigateway-integration"]  # type: ignore[index]
    integration["uri"] = streaming
    api = apigw.import_rest_api(body=json.dumps(definition).encode())
    resource = next(r for r in apigw.get_resources(restApiId=api["id"])["items"] if r["path"] == "/ask")
    got = apigw.get_integration(restApiId=api["id"], resourceId=resource["id"], httpMethod="POST")
    assert (got["uri"], got["responseTransferMode"]) == (streaming, "STREAM")


def test_credentials_are_reported_and_updated(labcloud: LabcloudProcess, apigw: Any) -> None:
    api = apigw.create_rest_api(name="kept")
    base = {"restApiId": api["id"], "resourceId": api["rootResourceId"], "httpMethod": "POST"}
    apigw.put_method(**base, authorizationType="NONE")
    role = "arn:aws:iam::000000000000:role/apigw"
    apigw.put_integration(**base, type="AWS", integrationHttpMethod="POST", uri=QUEUE_URI, credentials=role)
    assert apigw.get_integration(**base)["credentials"] == role
    other = "arn:aws:iam::000000000000:role/other"
    updated = apigw.update_integration(
        **base, patchOperations=[{"op": "replace", "path": "/credentials", "value": other}]
    )
    assert updated["credentials"] == other
