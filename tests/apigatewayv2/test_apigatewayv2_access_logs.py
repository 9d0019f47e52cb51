"""Access logs of HTTP API stages: AccessLogSettings checked at CreateStage (exact refusals) and one
line per request, rendered from $context variables, read back from the CloudWatch Logs group."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess

FORMAT = json.dumps(
    {
        "requestId": "$context.requestId",
        "route": "$context.routeKey",
        "status": "$context.status",
        "method": "$context.httpMethod",
        "ip": "$context.identity.sourceIp",
        "integrationLatency": "$context.integrationLatency",
        "unknown": "$context.nothingHere",
    }
)


def test_access_log_lines(labcloud: LabcloudProcess, v2: Any) -> None:
    logs = labcloud.boto3_client("logs")
    logs.create_log_group(logGroupName="/apis/access")
    group_arn = "arn:aws:logs:us-east-1:000000000000:log-group:/apis/access"
    fn = deploy_function(labcloud, "httpapi-logged")
    api_id = v2.create_api(Name="logged", ProtocolType="HTTP")["ApiId"]
    allow(labcloud, fn, api_id)
    iid = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    v2.create_route(ApiId=api_id, RouteKey="GET /hello", Target=f"integrations/{iid}")
    stage = v2.create_stage(
        ApiId=api_id,
        StageName="prod",
        AutoDeploy=True,
        AccessLogSettings={"DestinationArn": group_arn, "Format": FORMAT},
    )
    assert stage["AccessLogSettings"] == {"DestinationArn": group_arn, "Format": FORMAT}
    status, headers, _ = http(url(labcloud, api_id, "/prod/hello"))
    assert status == 200
    deadline = time.monotonic() + 10
    events: list[dict[str, Any]] = []
    while not events and time.monotonic() < deadline:
        events = logs.filter_log_events(logGroupName="/apis/access").get("events", [])
        time.sleep(0.2)
    assert [e["logStreamName"] for e in events] == [f"{api_id}_prod"]
    line = json.loads(events[0]["message"])
    assert line["requestId"] == headers["apigw-requestid"]
    assert (line["route"], line["status"], line["method"], line["ip"]) == (
        "GET /hello",
        "200",
        "GET",
        "127.0.0.1",
    )
    assert line["integrationLatency"].isdigit() and line["unknown"] == "-"

    # DeleteAccessLogSettings: the stage stops logging (Terraform removes access_log_settings this way)
    v2.delete_access_log_settings(ApiId=api_id, StageName="prod")
    assert "AccessLogSettings" not in v2.get_stage(ApiId=api_id, StageName="prod")
    status, unlogged, _ = http(url(labcloud, api_id, "/prod/hello"))
    assert status == 200
    # logging again: the next request's line appears, the one made without settings never does
    v2.update_stage(
        ApiId=api_id, StageName="prod", AccessLogSettings={"DestinationArn": group_arn, "Format": FORMAT}
    )
    _, logged, _ = http(url(labcloud, api_id, "/prod/hello"))
    ids: list[str] = []
    deadline = time.monotonic() + 10
    while logged["apigw-requestid"] not in ids and time.monotonic() < deadline:
        events = logs.filter_log_events(logGroupName="/apis/access").get("events", [])
        ids = [json.loads(e["message"])["requestId"] for e in events]
        time.sleep(0.2)
    assert logged["apigw-requestid"] in ids and unlogged["apigw-requestid"] not in ids
    with pytest.raises(v2.exceptions.NotFoundException):
        v2.delete_access_log_settings(ApiId=api_id, StageName="nope")


def test_access_log_refusals(v2: Any) -> None:
    api_id = v2.create_api(Name="log-refusals", ProtocolType="HTTP")["ApiId"]
    group = "arn:aws:logs:us-east-1:000000000000:log-group:/apis/x"
    refused = [
        {"DestinationArn": "arn:aws:s3:::bucket", "Format": "$context.requestId"},
        {
            "DestinationArn": "arn:aws:logs:us-east-1:111111111111:log-group:/theirs",
            "Format": "$context.requestId",
        },
        {"DestinationArn": group, "Format": "$context.status"},
        {"DestinationArn": group},
    ]
    for settings in refused:
        with pytest.raises(ClientError) as caught:
            v2.create_stage(ApiId=api_id, StageName="s", AccessLogSettings=settings)
        error = caught.value.response
        assert (error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]) == (
            "BadRequestException",
            400,
        ), settings
    assert v2.get_stages(ApiId=api_id)["Items"] == []
