"""The REST API control plane through boto3: shapes, pagination, patches and every error's AWS code."""

from __future__ import annotations

from typing import Any

import pytest
from apigw_helpers import lambda_uri
from botocore.exceptions import ClientError


def error_of(excinfo: pytest.ExceptionInfo[ClientError]) -> tuple[str, int, str]:
    response = excinfo.value.response
    return (
        response["Error"]["Code"],
        response["ResponseMetadata"]["HTTPStatusCode"],
        response["Error"]["Message"],
    )


def test_create_get_list_and_delete_a_rest_api(apigw: Any) -> None:
    created = apigw.create_rest_api(name="shop", description="the shop", tags={"team": "a"})
    assert created["ResponseMetadata"]["HTTPStatusCode"] == 201
    assert len(created["id"]) == 10 and created["id"].isalnum()
    assert created["name"] == "shop" and created["description"] == "the shop"
    assert created["apiKeySource"] == "HEADER"
    assert created["endpointConfiguration"]["types"] == ["EDGE"]
    assert created["disableExecuteApiEndpoint"] is False
    assert created["tags"] == {"team": "a"}
    got = apigw.get_rest_api(restApiId=created["id"])
    assert got["rootResourceId"] == created["rootResourceId"]
    assert got["createdDate"] == created["createdDate"]
    [root] = apigw.get_resources(restApiId=created["id"])["items"]
    assert root == {"id": created["rootResourceId"], "path": "/"}

    listed = apigw.get_rest_apis()["items"]
    assert [a["id"] for a in listed] == [created["id"]]
    deleted = apigw.delete_rest_api(restApiId=created["id"])
    assert deleted["ResponseMetadata"]["HTTPStatusCode"] == 202
    with pytest.raises(ClientError) as excinfo:
        apigw.get_rest_api(restApiId=created["id"])
    assert error_of(excinfo) == (
        "NotFoundException",
        404,
        f"Invalid API identifier specified 000000000000:{created['id']}",
    )


def test_get_rest_apis_pages_by_position(apigw: Any) -> None:
    ids = [apigw.create_rest_api(name=f"api{i}")["id"] for i in range(5)]
    first = apigw.get_rest_apis(limit=2)
    assert [a["id"] for a in first["items"]] == ids[:2]
    second = apigw.get_rest_apis(limit=2, position=first["position"])
    assert [a["id"] for a in second["items"]] == ids[2:4]
    last = apigw.get_rest_apis(limit=2, position=second["position"])
    assert [a["id"] for a in last["items"]] == ids[4:] and "position" not in last
    paginated = [
        a["id"] for page in apigw.get_paginator("get_rest_apis").paginate(limit=2) for a in page["items"]
    ]
    assert paginated == ids
    with pytest.raises(ClientError) as excinfo:
        apigw.get_rest_apis(position="nothere")
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)
    with pytest.raises(ClientError) as excinfo:
        apigw.get_rest_apis(limit=501)
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)


def test_update_rest_api_applies_patch_operations(apigw: Any) -> None:
    api = apigw.create_rest_api(name="before")["id"]
    updated = apigw.update_rest_api(
        restApiId=api,
        patchOperations=[
            {"op": "replace", "path": "/name", "value": "after"},
            {"op": "replace", "path": "/description", "value": "now described"},
            {"op": "add", "path": "/binaryMediaTypes/image~1png", "value": ""},
        ],
    )
    assert updated["name"] == "after" and updated["description"] == "now described"
    assert updated["binaryMediaTypes"] == ["image/png"]
    assert apigw.get_rest_api(restApiId=api)["binaryMediaTypes"] == ["image/png"]
    with pytest.raises(ClientError) as excinfo:
        apigw.update_rest_api(restApiId=api, patchOperations=[{"op": "replace", "path": "/id", "value": "x"}])
    assert error_of(excinfo) == (
        "BadRequestException",
        400,
        "Invalid patch path '/id' specified for op 'replace'",
    )
    with pytest.raises(ClientError) as excinfo:
        apigw.update_rest_api(restApiId="missing123", patchOperations=[])
    assert error_of(excinfo)[:2] == ("NotFoundException", 404)


def test_unsupported_settings_are_refused_not_ignored(apigw: Any) -> None:
    with pytest.raises(ClientError) as excinfo:
        apigw.create_rest_api(name="p", policy="not a policy")
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)
    with pytest.raises(ClientError) as excinfo:
        apigw.create_rest_api(name="p", endpointConfiguration={"types": ["NOPE"]})
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)


def test_resources_paths_variables_and_their_conflicts(apigw: Any) -> None:
    api = apigw.create_rest_api(name="r")
    api_id, root = api["id"], api["rootResourceId"]
    pets = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="pets")
    assert pets["ResponseMetadata"]["HTTPStatusCode"] == 201
    assert (pets["path"], pets["pathPart"], pets["parentId"]) == ("/pets", "pets", root)
    pet = apigw.create_resource(restApiId=api_id, parentId=pets["id"], pathPart="{petId}")
    assert pet["path"] == "/pets/{petId}"
    greedy = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="{proxy+}")
    assert greedy["path"] == "/{proxy+}"

    with pytest.raises(ClientError) as excinfo:
        apigw.create_resource(restApiId=api_id, parentId=root, pathPart="pets")
    assert error_of(excinfo) == (
        "ConflictException",
        409,
        "Another resource with the same parent already has this name: pets",
    )
    with pytest.raises(ClientError) as excinfo:
        apigw.create_resource(restApiId=api_id, parentId=pets["id"], pathPart="{other}")
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)
    with pytest.raises(ClientError) as excinfo:
        apigw.create_resource(restApiId=api_id, parentId=greedy["id"], pathPart="below")
    assert error_of(excinfo) == (
        "BadRequestException",
        400,
        "Cannot create a child of a resource with a greedy path variable",
    )
    with pytest.raises(ClientError) as excinfo:
        apigw.create_resource(restApiId=api_id, parentId=root, pathPart="bad part")
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)
    with pytest.raises(ClientError) as excinfo:
        apigw.create_resource(restApiId=api_id, parentId="nope00", pathPart="x")
    assert error_of(excinfo) == ("NotFoundException", 404, "Invalid Resource identifier specified")

    renamed = apigw.update_resource(
        restApiId=api_id,
        resourceId=pets["id"],
        patchOperations=[{"op": "replace", "path": "/pathPart", "value": "animals"}],
    )
    assert renamed["path"] == "/animals"
    assert apigw.get_resource(restApiId=api_id, resourceId=pet["id"])["path"] == "/animals/{petId}"

    paths = sorted(r["path"] for r in apigw.get_resources(restApiId=api_id)["items"])
    assert paths == ["/", "/animals", "/animals/{petId}", "/{proxy+}"]
    apigw.delete_resource(restApiId=api_id, resourceId=pets["id"])  # takes its child along
    paths = sorted(r["path"] for r in apigw.get_resources(restApiId=api_id)["items"])
    assert paths == ["/", "/{proxy+}"]
    with pytest.raises(ClientError) as excinfo:
        apigw.get_resource(restApiId=api_id, resourceId=pet["id"])
    assert error_of(excinfo)[:2] == ("NotFoundException", 404)


def test_methods_integrations_and_their_responses(apigw: Any) -> None:
    api = apigw.create_rest_api(name="m")
    api_id, root = api["id"], api["rootResourceId"]
    put = apigw.put_method(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        authorizationType="NONE",
        requestParameters={"method.request.querystring.q": False},
    )
    assert put["ResponseMetadata"]["HTTPStatusCode"] == 201
    assert (
        put["httpMethod"] == "GET" and put["authorizationType"] == "NONE" and put["apiKeyRequired"] is False
    )
    assert put["requestParameters"] == {"method.request.querystring.q": False}
    with pytest.raises(ClientError) as excinfo:
        apigw.put_method(restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="NONE")
    assert error_of(excinfo) == ("ConflictException", 409, "Method already exists for this resource")
    with pytest.raises(ClientError) as excinfo:
        apigw.put_method(
            restApiId=api_id, resourceId=root, httpMethod="POST", authorizationType="COGNITO_USER_POOLS"
        )
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)
    with pytest.raises(ClientError) as excinfo:
        apigw.get_method(restApiId=api_id, resourceId=root, httpMethod="POST")
    assert error_of(excinfo) == ("NotFoundException", 404, "Invalid Method identifier specified")
    with pytest.raises(ClientError) as excinfo:
        apigw.get_integration(restApiId=api_id, resourceId=root, httpMethod="GET")
    assert error_of(excinfo) == ("NotFoundException", 404, "Invalid Integration identifier specified")

    renamed = apigw.update_method(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        patchOperations=[
            {"op": "replace", "path": "/operationName", "value": "ListThings"},
            {"op": "add", "path": "/requestParameters/method.request.header.X-Id", "value": "true"},
        ],
    )
    assert renamed["operationName"] == "ListThings"
    assert renamed["requestParameters"]["method.request.header.X-Id"] is True
    with pytest.raises(ClientError) as excinfo:
        apigw.update_method(
            restApiId=api_id,
            resourceId=root,
            httpMethod="GET",
            patchOperations=[{"op": "replace", "path": "/httpMethod", "value": "POST"}],
        )
    assert error_of(excinfo) == (
        "BadRequestException",
        400,
        "Invalid patch path '/httpMethod' specified for op 'replace'",
    )

    uri = lambda_uri("arn:aws:lambda:us-east-1:000000000000:function:f")
    integration = apigw.put_integration(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        type="AWS_PROXY",
        integrationHttpMethod="POST",
        uri=uri,
    )
    assert integration["ResponseMetadata"]["HTTPStatusCode"] == 201
    assert (integration["type"], integration["httpMethod"], integration["uri"]) == ("AWS_PROXY", "POST", uri)
    assert integration["passthroughBehavior"] == "WHEN_NO_MATCH" and integration["timeoutInMillis"] == 29000
    assert integration["cacheNamespace"] == root and integration["cacheKeyParameters"] == []
    method = apigw.get_method(restApiId=api_id, resourceId=root, httpMethod="GET")
    assert method["methodIntegration"]["uri"] == uri
    embedded = apigw.get_resources(restApiId=api_id, embed=["methods"])["items"][0]
    assert embedded["resourceMethods"]["GET"]["methodIntegration"]["type"] == "AWS_PROXY"
    assert apigw.get_resources(restApiId=api_id)["items"][0]["resourceMethods"] == {"GET": {}}

    patched = apigw.update_integration(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        patchOperations=[{"op": "replace", "path": "/timeoutInMillis", "value": "5000"}],
    )
    assert patched["timeoutInMillis"] == 5000
    for bad in (
        {
            "type": "AWS_PROXY",
            "integrationHttpMethod": "POST",
            "uri": "arn:aws:lambda:us-east-1:0:function:f",
        },
        {"type": "AWS_PROXY", "uri": uri},
        {"type": "HTTP_PROXY", "integrationHttpMethod": "GET", "uri": "http://example.com/"},
        {"type": "AWS", "integrationHttpMethod": "POST", "uri": "arn:aws:apigateway:us-east-1:s3:path/b/k"},
        {"type": "MOCK", "timeoutInMillis": 40000},
    ):
        with pytest.raises(ClientError) as excinfo:
            apigw.put_integration(restApiId=api_id, resourceId=root, httpMethod="GET", **bad)
        assert error_of(excinfo)[:2] == ("BadRequestException", 400), bad

    method_response = apigw.put_method_response(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        responseParameters={"method.response.header.X-Kind": False},
    )
    assert method_response["statusCode"] == "200"
    assert apigw.get_method_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200")[
        "responseParameters"
    ] == {"method.response.header.X-Kind": False}
    answer = apigw.put_integration_response(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        selectionPattern="",
        responseTemplates={"application/json": "{}"},
    )
    assert answer["statusCode"] == "200" and answer["responseTemplates"] == {"application/json": "{}"}
    with pytest.raises(ClientError) as excinfo:
        apigw.get_integration_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="404")
    assert error_of(excinfo) == ("NotFoundException", 404, "Invalid Response status code specified")
    with pytest.raises(ClientError) as excinfo:
        apigw.put_method_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="999")
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)
    apigw.delete_integration_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.delete_method_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.delete_integration(restApiId=api_id, resourceId=root, httpMethod="GET")
    assert "methodIntegration" not in apigw.get_method(restApiId=api_id, resourceId=root, httpMethod="GET")
    apigw.delete_method(restApiId=api_id, resourceId=root, httpMethod="GET")
    with pytest.raises(ClientError) as excinfo:
        apigw.delete_method(restApiId=api_id, resourceId=root, httpMethod="GET")
    assert error_of(excinfo)[:2] == ("NotFoundException", 404)


def _mock_api(apigw: Any) -> tuple[str, str]:
    api = apigw.create_rest_api(name="d")
    api_id, root = api["id"], api["rootResourceId"]
    apigw.put_method(restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="NONE")
    return api_id, root


def test_deployments_and_stages(apigw: Any) -> None:
    empty = apigw.create_rest_api(name="empty")["id"]
    with pytest.raises(ClientError) as excinfo:
        apigw.create_deployment(restApiId=empty, stageName="prod")
    assert error_of(excinfo) == ("BadRequestException", 400, "The REST API doesn't contain any methods")
    api_id, root = _mock_api(apigw)
    with pytest.raises(ClientError) as excinfo:
        apigw.create_deployment(restApiId=api_id, stageName="prod")
    assert error_of(excinfo) == ("BadRequestException", 400, "No integration defined for method")
    apigw.put_integration(restApiId=api_id, resourceId=root, httpMethod="GET", type="MOCK")

    deployment = apigw.create_deployment(
        restApiId=api_id, stageName="prod", description="first", variables={"v": "1"}
    )
    assert deployment["ResponseMetadata"]["HTTPStatusCode"] == 201
    assert deployment["description"] == "first" and len(deployment["id"]) == 6
    stage = apigw.get_stage(restApiId=api_id, stageName="prod")
    assert stage["deploymentId"] == deployment["id"] and stage["variables"] == {"v": "1"}
    assert stage["cacheClusterEnabled"] is False and stage["cacheClusterStatus"] == "NOT_AVAILABLE"
    assert stage["methodSettings"] == {} and stage["tracingEnabled"] is False
    summary = apigw.get_deployment(restApiId=api_id, deploymentId=deployment["id"], embed=["apisummary"])
    assert summary["apiSummary"] == {"/": {"GET": {"authorizationType": "NONE", "apiKeyRequired": False}}}

    other = apigw.create_stage(
        restApiId=api_id, stageName="dev", deploymentId=deployment["id"], tags={"k": "v"}
    )
    assert other["ResponseMetadata"]["HTTPStatusCode"] == 201 and other["tags"] == {"k": "v"}
    assert sorted(s["stageName"] for s in apigw.get_stages(restApiId=api_id)["item"]) == ["dev", "prod"]
    with pytest.raises(ClientError) as excinfo:
        apigw.create_stage(restApiId=api_id, stageName="dev", deploymentId=deployment["id"])
    assert error_of(excinfo) == ("ConflictException", 409, "Stage already exists")
    with pytest.raises(ClientError) as excinfo:
        apigw.create_stage(restApiId=api_id, stageName="x", deploymentId="nope00")
    assert error_of(excinfo) == ("NotFoundException", 404, "Invalid Deployment identifier specified")
    with pytest.raises(ClientError) as excinfo:
        apigw.create_stage(restApiId=api_id, stageName="bad name", deploymentId=deployment["id"])
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)

    updated = apigw.update_stage(
        restApiId=api_id,
        stageName="dev",
        patchOperations=[
            {"op": "replace", "path": "/variables/color", "value": "blue"},
            {"op": "replace", "path": "/description", "value": "development"},
        ],
    )
    assert updated["variables"] == {"color": "blue"} and updated["description"] == "development"
    removed = apigw.update_stage(
        restApiId=api_id, stageName="dev", patchOperations=[{"op": "remove", "path": "/variables/color"}]
    )
    assert "variables" not in removed
    with pytest.raises(ClientError) as excinfo:
        apigw.update_stage(
            restApiId=api_id,
            stageName="dev",
            patchOperations=[{"op": "replace", "path": "/nope", "value": "1"}],
        )
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)

    with pytest.raises(ClientError) as excinfo:
        apigw.delete_deployment(restApiId=api_id, deploymentId=deployment["id"])
    assert error_of(excinfo) == (
        "BadRequestException",
        400,
        "Active stages pointing to this deployment must be moved or deleted",
    )
    assert [d["id"] for d in apigw.get_deployments(restApiId=api_id)["items"]] == [deployment["id"]]
    apigw.delete_stage(restApiId=api_id, stageName="dev")
    apigw.delete_stage(restApiId=api_id, stageName="prod")
    with pytest.raises(ClientError) as excinfo:
        apigw.get_stage(restApiId=api_id, stageName="prod")
    assert error_of(excinfo) == ("NotFoundException", 404, "Invalid Stage identifier specified")
    apigw.delete_deployment(restApiId=api_id, deploymentId=deployment["id"])
    with pytest.raises(ClientError) as excinfo:
        apigw.get_deployment(restApiId=api_id, deploymentId=deployment["id"])
    assert error_of(excinfo)[:2] == ("NotFoundException", 404)


def test_tags_on_apis_and_stages(apigw: Any) -> None:
    api_id, root = _mock_api(apigw)
    apigw.put_integration(restApiId=api_id, resourceId=root, httpMethod="GET", type="MOCK")
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    api_arn = f"arn:aws:apigateway:us-east-1::/restapis/{api_id}"
    stage_arn = f"{api_arn}/stages/prod"
    apigw.tag_resource(resourceArn=api_arn, tags={"a": "1", "b": "2"})
    apigw.tag_resource(resourceArn=stage_arn, tags={"s": "x"})
    assert apigw.get_tags(resourceArn=api_arn)["tags"] == {"a": "1", "b": "2"}
    assert apigw.get_rest_api(restApiId=api_id)["tags"] == {"a": "1", "b": "2"}
    assert apigw.get_stage(restApiId=api_id, stageName="prod")["tags"] == {"s": "x"}
    apigw.untag_resource(resourceArn=api_arn, tagKeys=["a"])
    assert apigw.get_tags(resourceArn=api_arn)["tags"] == {"b": "2"}
    with pytest.raises(ClientError) as excinfo:
        apigw.get_tags(resourceArn=f"arn:aws:apigateway:us-east-1::/restapis/{api_id}/stages/nope")
    assert error_of(excinfo)[:2] == ("NotFoundException", 404)
    with pytest.raises(ClientError) as excinfo:
        apigw.tag_resource(resourceArn=api_arn, tags={"aws:x": "1"})
    assert error_of(excinfo)[:2] == ("BadRequestException", 400)


def test_another_region_does_not_see_the_api(labcloud: Any, apigw: Any) -> None:
    api_id = apigw.create_rest_api(name="mine")["id"]
    other = labcloud.boto3_client("apigateway", region_name="eu-west-1")
    with pytest.raises(ClientError) as excinfo:
        other.get_rest_api(restApiId=api_id)
    assert error_of(excinfo)[:2] == ("NotFoundException", 404)
    assert other.get_rest_apis()["items"] == []


def test_the_cli_sees_the_same_shapes(labcloud: Any) -> None:
    created = labcloud.aws_json("apigateway", "create-rest-api", "--name", "cli-api")
    assert created["name"] == "cli-api" and "rootResourceId" in created
    listed = labcloud.aws_json("apigateway", "get-rest-apis")
    assert [a["id"] for a in listed["items"]] == [created["id"]]
    resource = labcloud.aws_json(
        "apigateway",
        "create-resource",
        "--rest-api-id",
        created["id"],
        "--parent-id",
        created["rootResourceId"],
        "--path-part",
        "items",
    )
    assert resource["path"] == "/items"
    missing = labcloud.aws("apigateway", "get-rest-api", "--rest-api-id", "nope123456", check=False)
    assert missing.returncode != 0 and "NotFoundException" in missing.stderr
