"""Stage caches: the cache cluster and the caching method settings reported, GET answers served from
the cache per TTL and key parameters, Cache-Control invalidation and its authorization, flushing, and
CloudFormation's Stage caching properties."""

from __future__ import annotations

import json
import time
from typing import Any

import botocore.auth
import botocore.awsrequest
import botocore.credentials
import pytest
from apigw_helpers import http, invoke_url, wait_stack
from test_apigateway_metrics import stats

from labcloud.testing.server_process import LabcloudProcess

TEMPLATE = '{"rid": "$context.requestId", "id": "$input.params(\'id\')", "q": "$input.params(\'q\')"}'


def _mock(apigw: Any, api_id: str, resource: str, verb: str, keys: list[str] | None = None) -> None:
    apigw.put_method(
        restApiId=api_id,
        resourceId=resource,
        httpMethod=verb,
        authorizationType="NONE",
        requestParameters={"method.request.path.id": True, "method.request.querystring.q": False},
    )
    apigw.put_integration(
        restApiId=api_id,
        resourceId=resource,
        httpMethod=verb,
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
        cacheKeyParameters=keys or [],
    )
    apigw.put_method_response(restApiId=api_id, resourceId=resource, httpMethod=verb, statusCode="200")
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=resource,
        httpMethod=verb,
        statusCode="200",
        responseTemplates={"application/json": TEMPLATE},
    )


def build(apigw: Any, *, cluster: bool = True, keys: list[str] | None = None, name: str = "cached") -> str:
    """/items/{id} GET and POST (MOCK answering its request id), cached at stage prod for 60 s."""
    api = apigw.create_rest_api(name=name)
    api_id = api["id"]
    items = apigw.create_resource(restApiId=api_id, parentId=api["rootResourceId"], pathPart="items")["id"]
    item = apigw.create_resource(restApiId=api_id, parentId=items, pathPart="{id}")["id"]
    _mock(apigw, api_id, item, "GET", ["method.request.path.id"] if keys is None else keys)
    _mock(apigw, api_id, item, "POST")
    deployment = apigw.create_deployment(restApiId=api_id)["id"]
    apigw.create_stage(
        restApiId=api_id, stageName="prod", deploymentId=deployment, cacheClusterEnabled=cluster
    )
    settings(apigw, api_id, enabled="true", ttlInSeconds="60")
    return api_id


def settings(apigw: Any, api_id: str, key: str = "*/*", **values: str) -> dict[str, Any]:
    stage = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[
            {"op": "replace", "path": f"/{key}/caching/{name}", "value": value}
            for name, value in values.items()
        ],
    )
    return dict(stage["methodSettings"][key.replace("~1", "/")])


def get(
    labcloud: LabcloudProcess, api_id: str, path: str, method: str = "GET", **headers: str
) -> tuple[int, dict[str, str], dict[str, Any]]:
    status, answer_headers, body = http(invoke_url(labcloud, api_id, "prod", path), method, headers=headers)
    return status, answer_headers, json.loads(body)


def rid(labcloud: LabcloudProcess, api_id: str, path: str, **headers: str) -> str:
    status, _, body = get(labcloud, api_id, path, **headers)
    assert status == 200, body
    return str(body["rid"])


def test_the_cache_cluster_is_reported(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = build(apigw, cluster=False)
    stage = apigw.get_stage(restApiId=api_id, stageName="prod")
    assert stage["cacheClusterEnabled"] is False and stage["cacheClusterStatus"] == "NOT_AVAILABLE"
    stage = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[{"op": "replace", "path": "/cacheClusterEnabled", "value": "true"}],
    )
    assert (stage["cacheClusterEnabled"], stage["cacheClusterSize"], stage["cacheClusterStatus"]) == (
        True,
        "0.5",
        "AVAILABLE",
    )
    stage = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[{"op": "replace", "path": "/cacheClusterSize", "value": "6.1"}],
    )
    assert stage["cacheClusterSize"] == "6.1"
    assert apigw.get_stage(restApiId=api_id, stageName="prod")["cacheClusterStatus"] == "AVAILABLE"
    deployment = apigw.get_stage(restApiId=api_id, stageName="prod")["deploymentId"]
    made = apigw.create_stage(
        restApiId=api_id,
        stageName="big",
        deploymentId=deployment,
        cacheClusterEnabled=True,
        cacheClusterSize="237",
    )
    assert (made["cacheClusterSize"], made["cacheClusterStatus"]) == ("237", "AVAILABLE")
    by_deployment = apigw.create_deployment(
        restApiId=api_id, stageName="dep", cacheClusterEnabled=True, cacheClusterSize="1.6"
    )
    assert by_deployment["id"]
    assert apigw.get_stage(restApiId=api_id, stageName="dep")["cacheClusterSize"] == "1.6"


def test_caching_method_settings_are_reported(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = build(apigw)
    got = settings(
        apigw,
        api_id,
        "items~1{id}/GET",
        enabled="true",
        ttlInSeconds="3600",
        dataEncrypted="true",
        requireAuthorizationForCacheControl="false",
        unauthorizedCacheControlHeaderStrategy="FAIL_WITH_403",
    )
    assert {k: got[k] for k in got if k.startswith("cach") or "CacheControl" in k} == {
        "cachingEnabled": True,
        "cacheTtlInSeconds": 3600,
        "cacheDataEncrypted": True,
        "requireAuthorizationForCacheControl": False,
        "unauthorizedCacheControlHeaderStrategy": "FAIL_WITH_403",
    }
    stored = apigw.get_stage(restApiId=api_id, stageName="prod")["methodSettings"]
    assert stored["items/{id}/GET"]["cacheTtlInSeconds"] == 3600
    assert stored["*/*"]["cachingEnabled"] is True and stored["*/*"]["cacheTtlInSeconds"] == 60


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (lambda c, a: settings(c, a, ttlInSeconds="3601"), "BadRequestException"),
        (lambda c, a: settings(c, a, ttlInSeconds="-1"), "BadRequestException"),
        (lambda c, a: settings(c, a, ttlInSeconds="soon"), "BadRequestException"),
        (lambda c, a: settings(c, a, enabled="maybe"), "BadRequestException"),
        (lambda c, a: settings(c, a, unauthorizedCacheControlHeaderStrategy="IGNORE"), "BadRequestException"),
        (
            lambda c, a: c.update_stage(
                restApiId=a,
                stageName="prod",
                patchOperations=[{"op": "replace", "path": "/cacheClusterSize", "value": "2"}],
            ),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_stage(
                restApiId=a,
                stageName="odd",
                deploymentId=c.get_stage(restApiId=a, stageName="prod")["deploymentId"],
                cacheClusterEnabled=True,
                cacheClusterSize="1",
            ),
            "BadRequestException",
        ),
        (
            lambda c, a: c.put_integration(
                restApiId=a,
                resourceId=next(
                    r["id"] for r in c.get_resources(restApiId=a)["items"] if r["path"] == "/items/{id}"
                ),
                httpMethod="GET",
                type="MOCK",
                cacheKeyParameters=["integration.request.header.x"],
            ),
            "BadRequestException",
        ),
        (lambda c, a: c.flush_stage_cache(restApiId=a, stageName="nope"), "NotFoundException"),
        (lambda c, a: c.flush_stage_cache(restApiId="nope000000", stageName="prod"), "NotFoundException"),
    ],
)
def test_invalid_cache_settings_are_refused(
    labcloud: LabcloudProcess, apigw: Any, call: Any, code: str
) -> None:
    api_id = build(apigw)
    with pytest.raises(apigw.exceptions.ClientError) as caught:
        call(apigw, api_id)
    assert caught.value.response["Error"]["Code"] == code


def test_get_answers_are_cached_per_key_parameter_for_the_ttl(
    labcloud: LabcloudProcess, apigw: Any, labcloud_clock: Any
) -> None:
    api_id = build(apigw)
    first = get(labcloud, api_id, "/items/1?q=a")[2]
    # q is not a cache key parameter: the cached answer (q=a) is served for q=b, as on AWS
    assert get(labcloud, api_id, "/items/1?q=b")[2] == first
    assert rid(labcloud, api_id, "/items/2") != first["rid"]
    # POST is not cached by the stage-wide setting (GET only)
    posted = get(labcloud, api_id, "/items/1", "POST")[2]["rid"]
    assert get(labcloud, api_id, "/items/1", "POST")[2]["rid"] != posted
    labcloud_clock.advance(59)
    assert rid(labcloud, api_id, "/items/1") == first["rid"]
    labcloud_clock.advance(2)
    fresh = rid(labcloud, api_id, "/items/1")
    assert fresh != first["rid"]
    assert rid(labcloud, api_id, "/items/1") == fresh
    apigw.flush_stage_cache(restApiId=api_id, stageName="prod")
    assert rid(labcloud, api_id, "/items/1") != fresh


def test_cache_hits_and_misses_are_metrics(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = build(apigw, name="cache-metrics")
    for path in ("/items/1", "/items/1", "/items/1", "/items/2"):
        rid(labcloud, api_id, path)
    cloudwatch = labcloud.boto3_client("cloudwatch")
    staged = {"ApiName": "cache-metrics", "Stage": "prod"}
    wanted = {"CacheHitCount": 2.0, "CacheMissCount": 2.0, "Count": 4.0}
    deadline = time.monotonic() + 30
    while {n: stats(cloudwatch, n, staged) for n in wanted} != wanted and time.monotonic() < deadline:
        time.sleep(0.5)
    assert {n: stats(cloudwatch, n, staged) for n in wanted} == wanted


def test_a_method_setting_caches_other_verbs_and_ttl_zero_turns_it_off(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id = build(apigw)
    settings(apigw, api_id, "items~1{id}/POST", enabled="true", ttlInSeconds="30")
    posted = get(labcloud, api_id, "/items/1", "POST")[2]["rid"]
    assert get(labcloud, api_id, "/items/1", "POST")[2]["rid"] == posted
    settings(apigw, api_id, ttlInSeconds="0")
    got = rid(labcloud, api_id, "/items/1")
    assert rid(labcloud, api_id, "/items/1") != got


def test_without_a_cache_cluster_nothing_is_cached(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = build(apigw, cluster=False)
    assert rid(labcloud, api_id, "/items/1") != rid(labcloud, api_id, "/items/1")
    api_id = build(apigw, keys=["method.request.querystring.q"])
    # the key is q alone: another id with the same q gets the same answer
    assert rid(labcloud, api_id, "/items/1?q=x") == rid(labcloud, api_id, "/items/2?q=x")
    assert rid(labcloud, api_id, "/items/1?q=y") != rid(labcloud, api_id, "/items/1?q=x")
    apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[{"op": "replace", "path": "/cacheClusterEnabled", "value": "false"}],
    )
    assert rid(labcloud, api_id, "/items/1") != rid(labcloud, api_id, "/items/1")


def signed_headers(labcloud: LabcloudProcess, url: str) -> dict[str, str]:
    request = botocore.awsrequest.AWSRequest(method="GET", url=url, headers={"Cache-Control": "max-age=0"})
    credentials = botocore.credentials.Credentials("test", "test")
    botocore.auth.SigV4Auth(credentials, "execute-api", "us-east-1").add_auth(request)
    return dict(request.headers.items())


def test_cache_control_invalidation_needs_authorization(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = build(apigw)
    cached = rid(labcloud, api_id, "/items/1")
    # unsigned: ignored with a warning by default (SUCCEED_WITH_RESPONSE_HEADER)
    status, headers, body = get(labcloud, api_id, "/items/1", **{"Cache-Control": "max-age=0"})
    assert (status, body["rid"]) == (200, cached)
    assert "warning" in headers
    settings(apigw, api_id, unauthorizedCacheControlHeaderStrategy="SUCCEED_WITHOUT_RESPONSE_HEADER")
    status, headers, body = get(labcloud, api_id, "/items/1", **{"Cache-Control": "max-age=0"})
    assert (status, body["rid"], "warning" in headers) == (200, cached, False)
    settings(apigw, api_id, unauthorizedCacheControlHeaderStrategy="FAIL_WITH_403")
    status, headers, body = get(labcloud, api_id, "/items/1", **{"Cache-Control": "max-age=0"})
    assert status == 403 and headers["x-amzn-errortype"] == "AccessDeniedException"
    assert "execute-api:InvalidateCache" in body["message"]
    # signed by a caller IAM allows: a fresh answer, cached from then on
    url = invoke_url(labcloud, api_id, "prod", "/items/1")
    status, _, raw = http(url, headers=signed_headers(labcloud, url))
    fresh = json.loads(raw)["rid"]
    assert status == 200 and fresh != cached
    assert rid(labcloud, api_id, "/items/1") == fresh
    settings(apigw, api_id, requireAuthorizationForCacheControl="false")
    assert rid(labcloud, api_id, "/items/1", **{"Cache-Control": "max-age=0"}) != fresh


CACHED_STACK = {
    "Resources": {
        "Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": "cfn-cached"}},
        "Items": {
            "Type": "AWS::ApiGateway::Resource",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "ParentId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                "PathPart": "items",
            },
        },
        "GetItems": {
            "Type": "AWS::ApiGateway::Method",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "ResourceId": {"Ref": "Items"},
                "HttpMethod": "GET",
                "AuthorizationType": "NONE",
                "Integration": {
                    "Type": "MOCK",
                    "RequestTemplates": {"application/json": '{"statusCode": 200}'},
                    "IntegrationResponses": [
                        {"StatusCode": "200", "ResponseTemplates": {"application/json": TEMPLATE}}
                    ],
                },
                "MethodResponses": [{"StatusCode": "200"}],
            },
        },
        "Deployment": {
            "Type": "AWS::ApiGateway::Deployment",
            "DependsOn": "GetItems",
            "Properties": {"RestApiId": {"Ref": "Api"}},
        },
        "Prod": {
            "Type": "AWS::ApiGateway::Stage",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "DeploymentId": {"Ref": "Deployment"},
                "StageName": "prod",
                "CacheClusterEnabled": True,
                "CacheClusterSize": "1.6",
                "MethodSettings": [
                    {
                        "ResourcePath": "/*",
                        "HttpMethod": "*",
                        "CachingEnabled": True,
                        "CacheTtlInSeconds": 120,
                    }
                ],
            },
        },
    },
    "Outputs": {"ApiId": {"Value": {"Ref": "Api"}}},
}


def test_cloudformation_stage_caching(labcloud: LabcloudProcess, apigw: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="cached", TemplateBody=json.dumps(CACHED_STACK))
    stack = wait_stack(cfn, "cached")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = stack["Outputs"][0]["OutputValue"]
    stage = apigw.get_stage(restApiId=api_id, stageName="prod")
    assert (stage["cacheClusterEnabled"], stage["cacheClusterSize"], stage["cacheClusterStatus"]) == (
        True,
        "1.6",
        "AVAILABLE",
    )
    assert stage["methodSettings"]["*/*"]["cachingEnabled"] is True
    assert stage["methodSettings"]["*/*"]["cacheTtlInSeconds"] == 120
    assert rid(labcloud, api_id, "/items") == rid(labcloud, api_id, "/items")

    updated = json.loads(json.dumps(CACHED_STACK))
    updated["Resources"]["Prod"]["Properties"]["CacheClusterEnabled"] = False
    cfn.update_stack(StackName="cached", TemplateBody=json.dumps(updated))
    assert wait_stack(cfn, "cached")["StackStatus"] == "UPDATE_COMPLETE"
    stage = apigw.get_stage(restApiId=api_id, stageName="prod")
    assert (stage["cacheClusterEnabled"], stage["cacheClusterStatus"]) == (False, "NOT_AVAILABLE")
    assert rid(labcloud, api_id, "/items") != rid(labcloud, api_id, "/items")
    cfn.delete_stack(StackName="cached")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
