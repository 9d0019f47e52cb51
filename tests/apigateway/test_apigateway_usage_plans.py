"""API keys and usage plans over plain HTTP: ``apiKeyRequired`` methods answer 403 Forbidden without an
enabled key bound to a plan for the stage, 429 Too Many Requests past the plan's throttle and 429 Limit
Exceeded past its quota; GetUsage counts each key's requests; the control plane's errors."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess

FORBIDDEN = {"message": "Forbidden"}


def keyed_api(apigw: Any, stage: str = "prod") -> str:
    """GET / (MOCK, answering the caller's key id) with apiKeyRequired, deployed to ``stage``."""
    api = apigw.create_rest_api(name="keyed")
    api_id, root = api["id"], api["rootResourceId"]
    apigw.put_method(
        restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="NONE", apiKeyRequired=True
    )
    apigw.put_integration(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_method_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={"application/json": '{"keyId": "$context.identity.apiKeyId"}'},
    )
    apigw.create_deployment(restApiId=api_id, stageName=stage)
    return api_id


def plan_with_key(apigw: Any, api_id: str, stage: str = "prod", **plan: Any) -> tuple[str, str, str]:
    """A usage plan for the stage and an enabled key in it: (plan id, key id, key value)."""
    made = apigw.create_usage_plan(name="plan", apiStages=[{"apiId": api_id, "stage": stage}], **plan)
    key = apigw.create_api_key(name="customer", enabled=True, value="a-very-long-key-value-0001")
    apigw.create_usage_plan_key(usagePlanId=made["id"], keyId=key["id"], keyType="API_KEY")
    return made["id"], key["id"], key["value"]


def get(labcloud: LabcloudProcess, api_id: str, key: str | None = None) -> tuple[int, dict[str, str], Any]:
    headers = {"x-api-key": key} if key else {}
    status, answer_headers, body = http(invoke_url(labcloud, api_id, "prod", "/"), headers=headers)
    return status, answer_headers, json.loads(body)


def test_a_key_in_a_plan_for_the_stage_is_let_in(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = keyed_api(apigw)
    _, key_id, value = plan_with_key(apigw, api_id)
    assert get(labcloud, api_id, value)[:3:2] == (200, {"keyId": key_id})


def test_missing_unknown_disabled_and_unplanned_keys_are_403(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = keyed_api(apigw)
    _, key_id, value = plan_with_key(apigw, api_id)
    for key in (None, "not-a-key-of-this-account-xx"):
        status, headers, body = get(labcloud, api_id, key)
        assert (status, body, headers["x-amzn-errortype"]) == (403, FORBIDDEN, "ForbiddenException")
    loose = apigw.create_api_key(name="loose", enabled=True)  # in no plan
    assert get(labcloud, api_id, loose["value"])[:3:2] == (403, FORBIDDEN)
    apigw.update_api_key(
        apiKey=key_id, patchOperations=[{"op": "replace", "path": "/enabled", "value": "false"}]
    )
    assert get(labcloud, api_id, value)[:3:2] == (403, FORBIDDEN)


def test_a_plan_for_another_stage_does_not_count(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = keyed_api(apigw)
    apigw.create_deployment(restApiId=api_id, stageName="beta")
    _, _, value = plan_with_key(apigw, api_id, stage="beta")
    assert get(labcloud, api_id, value)[:3:2] == (403, FORBIDDEN)


def test_the_quota_is_429_limit_exceeded_and_usage_is_counted(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = keyed_api(apigw)
    plan_id, key_id, value = plan_with_key(apigw, api_id, quota={"limit": 2, "period": "DAY"})
    assert get(labcloud, api_id, value)[0] == 200
    assert get(labcloud, api_id, value)[0] == 200
    status, headers, body = get(labcloud, api_id, value)
    assert (status, body, headers["x-amzn-errortype"]) == (
        429,
        {"message": "Limit Exceeded"},
        "LimitExceededException",
    )
    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    usage = apigw.get_usage(usagePlanId=plan_id, startDate=today, endDate=today)
    assert usage["items"] == {key_id: [[2, 0]]}


def test_the_throttle_is_429_too_many_requests(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = keyed_api(apigw)
    _, _, value = plan_with_key(apigw, api_id, throttle={"rateLimit": 0.01, "burstLimit": 2})
    assert [get(labcloud, api_id, value)[0] for _ in range(2)] == [200, 200]
    status, headers, body = get(labcloud, api_id, value)
    assert (status, body, headers["x-amzn-errortype"]) == (
        429,
        {"message": "Too Many Requests"},
        "TooManyRequestsException",
    )


def test_a_per_method_throttle_replaces_the_plans_for_that_method(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    """apigw-usage-plans: ``apiStages[].throttle`` keyed ``/path/METHOD`` was refused."""
    api_id = keyed_api(apigw)
    stage = {"apiId": api_id, "stage": "prod", "throttle": {"/GET": {"rateLimit": 0.01, "burstLimit": 1}}}
    for bad in ("GET /", "/*/*", "/pets"):
        with pytest.raises(apigw.exceptions.BadRequestException) as refused:
            apigw.create_usage_plan(name="bad", apiStages=[{**stage, "throttle": {bad: {"rateLimit": 1.0}}}])
        assert refused.value.response["Error"]["Code"] == "BadRequestException"
        assert refused.value.response["Error"]["Message"].startswith(f"Invalid method throttle key '{bad}'")
    plan = apigw.create_usage_plan(
        name="plan", apiStages=[stage], throttle={"rateLimit": 100.0, "burstLimit": 100}
    )
    assert apigw.get_usage_plan(usagePlanId=plan["id"])["apiStages"] == [stage]
    key = apigw.create_api_key(name="customer", enabled=True, value="a-very-long-key-value-0002")
    apigw.create_usage_plan_key(usagePlanId=plan["id"], keyId=key["id"], keyType="API_KEY")
    assert [get(labcloud, api_id, key["value"])[0] for _ in range(2)] == [200, 429]


def test_a_cloudformation_usage_plan_with_per_method_throttles(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = keyed_api(apigw)
    throttle = {"/GET": {"BurstLimit": 10, "RateLimit": 5}}
    template = {
        "Resources": {
            "Plan": {
                "Type": "AWS::ApiGateway::UsagePlan",
                "Properties": {
                    "UsagePlanName": "DailyLimit",
                    "ApiStages": [{"ApiId": api_id, "Stage": "prod", "Throttle": throttle}],
                    "Throttle": {"BurstLimit": 30, "RateLimit": 15},
                },
            }
        },
        "Outputs": {"Plan": {"Value": {"Ref": "Plan"}}},
    }
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="plans", TemplateBody=json.dumps(template))
    cfn.get_waiter("stack_create_complete").wait(StackName="plans", WaiterConfig={"Delay": 1})
    plan_id = cfn.describe_stacks(StackName="plans")["Stacks"][0]["Outputs"][0]["OutputValue"]
    [stage] = apigw.get_usage_plan(usagePlanId=plan_id)["apiStages"]
    assert stage["throttle"] == {"/GET": {"burstLimit": 10, "rateLimit": 5.0}}


def test_api_keys_control_plane(labcloud: LabcloudProcess, apigw: Any) -> None:
    made = apigw.create_api_key(name="k1", description="d", enabled=True)
    assert len(made["value"]) >= 20 and made["enabled"] is True
    got = apigw.get_api_key(apiKey=made["id"])
    assert "value" not in got and got["name"] == "k1"
    assert apigw.get_api_key(apiKey=made["id"], includeValue=True)["value"] == made["value"]
    listed = apigw.get_api_keys(includeValues=True)["items"]
    assert [(k["id"], k["value"]) for k in listed] == [(made["id"], made["value"])]
    assert apigw.get_api_keys(nameQuery="zz")["items"] == []
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.create_api_key(name="short", value="too-short")
    with pytest.raises(apigw.exceptions.ConflictException):
        apigw.create_api_key(name="dup", value=made["value"])
    apigw.delete_api_key(apiKey=made["id"])
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_api_key(apiKey=made["id"])


def test_usage_plans_control_plane(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = keyed_api(apigw)
    plan_id, key_id, _ = plan_with_key(apigw, api_id, throttle={"rateLimit": 10.0, "burstLimit": 20})
    plan = apigw.get_usage_plan(usagePlanId=plan_id)
    assert plan["apiStages"] == [{"apiId": api_id, "stage": "prod"}]
    assert plan["throttle"] == {"rateLimit": 10.0, "burstLimit": 20}
    updated = apigw.update_usage_plan(
        usagePlanId=plan_id,
        patchOperations=[
            {"op": "replace", "path": "/quota/limit", "value": "100"},
            {"op": "replace", "path": "/quota/period", "value": "MONTH"},
            {"op": "replace", "path": "/throttle/rateLimit", "value": "5"},
            {"op": "remove", "path": "/apiStages", "value": f"{api_id}:prod"},
        ],
    )
    assert updated["quota"] == {"limit": 100, "period": "MONTH", "offset": 0}
    assert updated["throttle"]["rateLimit"] == 5.0 and updated["apiStages"] == []
    assert [p["id"] for p in apigw.get_usage_plans(keyId=key_id)["items"]] == [plan_id]
    [bound] = apigw.get_usage_plan_keys(usagePlanId=plan_id)["items"]
    assert bound["id"] == key_id and bound["type"] == "API_KEY"
    assert apigw.get_usage_plan_key(usagePlanId=plan_id, keyId=key_id)["name"] == "customer"
    with pytest.raises(apigw.exceptions.ConflictException):
        apigw.create_usage_plan_key(usagePlanId=plan_id, keyId=key_id, keyType="API_KEY")
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.create_usage_plan_key(usagePlanId=plan_id, keyId="nokey00000", keyType="API_KEY")
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.create_usage_plan(name="bad", apiStages=[{"apiId": api_id, "stage": "nostage"}])
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.create_usage_plan(name="bad", quota={"limit": 1, "period": "YEAR"})
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.update_usage_plan(
            usagePlanId=plan_id, patchOperations=[{"op": "replace", "path": "/id", "value": "x"}]
        )
    apigw.delete_usage_plan_key(usagePlanId=plan_id, keyId=key_id)
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_usage_plan_key(usagePlanId=plan_id, keyId=key_id)
    apigw.delete_usage_plan(usagePlanId=plan_id)
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_usage_plan(usagePlanId=plan_id)


def test_keys_plans_and_usage_survive_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        apigw = server.boto3_client("apigateway")
        api_id = keyed_api(apigw)
        plan_id, key_id, value = plan_with_key(apigw, api_id, quota={"limit": 1, "period": "WEEK"})
        assert get(server, api_id, value)[0] == 200
        server.kill()
        server.start()
        apigw = server.boto3_client("apigateway")
        assert apigw.get_api_key(apiKey=key_id, includeValue=True)["value"] == value
        assert get(server, api_id, value)[:3:2] == (429, {"message": "Limit Exceeded"})
    finally:
        server.stop()


def open_api(apigw: Any) -> str:
    """GET / and POST / answered by MOCK integrations, no key needed, deployed to ``prod``."""
    api = apigw.create_rest_api(name="open")
    api_id, root = api["id"], api["rootResourceId"]
    for method in ("GET", "POST"):
        apigw.put_method(restApiId=api_id, resourceId=root, httpMethod=method, authorizationType="NONE")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=root,
            httpMethod=method,
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_method_response(restApiId=api_id, resourceId=root, httpMethod=method, statusCode="200")
        apigw.put_integration_response(
            restApiId=api_id, resourceId=root, httpMethod=method, statusCode="200", responseTemplates={}
        )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id


def test_stage_method_throttling_is_429(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = open_api(apigw)
    stage = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[
            {"op": "replace", "path": "/*/*/throttling/burstLimit", "value": "2"},
            {"op": "replace", "path": "/*/*/throttling/rateLimit", "value": "0.01"},
            {"op": "replace", "path": "/~1/POST/throttling/burstLimit", "value": "100"},
        ],
    )
    assert stage["methodSettings"]["*/*"]["throttlingBurstLimit"] == 2
    assert stage["methodSettings"]["*/*"]["throttlingRateLimit"] == 0.01
    url = invoke_url(labcloud, api_id, "prod", "/")
    assert [http(url)[0] for _ in range(2)] == [200, 200]
    status, headers, body = http(url)
    assert (status, json.loads(body), headers["x-amzn-errortype"]) == (
        429,
        {"message": "Too Many Requests"},
        "TooManyRequestsException",
    )
    # POST has its own, larger bucket
    assert [http(url, method="POST", body=b"{}")[0] for _ in range(3)] == [200, 200, 200]


def test_minus_one_leaves_a_method_unthrottled(labcloud: LabcloudProcess, apigw: Any) -> None:
    """-1, what the Terraform provider sends for a throttling limit its settings block leaves out (AWS's
    apigw-sqs-terraform pattern sets only metrics), means no limit of the method's own; below it is refused."""
    api_id = open_api(apigw)
    stage = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[
            {"op": "replace", "path": "/*/*/throttling/burstLimit", "value": "-1"},
            {"op": "replace", "path": "/*/*/throttling/rateLimit", "value": "-1"},
            {"op": "replace", "path": "/*/*/metrics/enabled", "value": "true"},
        ],
    )
    settings = stage["methodSettings"]["*/*"]
    assert (settings["throttlingBurstLimit"], settings["throttlingRateLimit"]) == (-1, -1.0)
    url = invoke_url(labcloud, api_id, "prod", "/")
    assert [http(url)[0] for _ in range(3)] == [200, 200, 200]
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.update_stage(
            restApiId=api_id,
            stageName="prod",
            patchOperations=[{"op": "replace", "path": "/*/*/throttling/burstLimit", "value": "-2"}],
        )


def test_unserved_method_settings_are_refused(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = open_api(apigw)
    kept = apigw.update_stage(  # what labcloud does anyway is accepted
        restApiId=api_id,
        stageName="prod",
        patchOperations=[
            {"op": "replace", "path": "/*/*/metrics/enabled", "value": "false"},
            {"op": "replace", "path": "/*/*/logging/loglevel", "value": "OFF"},
        ],
    )
    assert kept["methodSettings"]["*/*"]["metricsEnabled"] is False
    apigw.delete_stage(restApiId=api_id, stageName="prod")
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    for path, value in (
        ("/*/*/caching/ttlInSeconds", "4000"),
        ("/*/*/metrics/enabled", "sometimes"),
        ("/*/*/logging/loglevel", "INFO"),
        ("/*/*/throttling/rateLimit", "fast"),
    ):
        with pytest.raises(apigw.exceptions.BadRequestException):
            apigw.update_stage(
                restApiId=api_id,
                stageName="prod",
                patchOperations=[{"op": "replace", "path": path, "value": value}],
            )
    assert apigw.get_stage(restApiId=api_id, stageName="prod")["methodSettings"] == {}
