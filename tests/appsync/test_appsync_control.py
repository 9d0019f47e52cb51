"""AppSync's control plane through boto3: APIs, schemas and introspection, data sources, resolvers,
functions, API keys and tags, and every error code the control plane returns."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from appsync_helpers import new_api, role
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def code(error: pytest.ExceptionInfo[ClientError]) -> str:
    return str(error.value.response["Error"]["Code"])


def test_an_api_is_created_read_listed_updated_tagged_and_deleted(appsync: Any) -> None:
    api = appsync.create_graphql_api(
        name="shop",
        authenticationType="API_KEY",
        additionalAuthenticationProviders=[{"authenticationType": "AWS_IAM"}],
        tags={"team": "a"},
    )["graphqlApi"]
    api_id = api["apiId"]
    assert api["arn"] == f"arn:aws:appsync:us-east-1:000000000000:apis/{api_id}"
    assert api["uris"]["GRAPHQL"].endswith(f"/_labcloud/appsync/{api_id}/graphql")
    assert appsync.get_graphql_api(apiId=api_id)["graphqlApi"]["additionalAuthenticationProviders"] == [
        {"authenticationType": "AWS_IAM"}
    ]
    assert api_id in [a["apiId"] for a in appsync.list_graphql_apis()["graphqlApis"]]
    updated = appsync.update_graphql_api(apiId=api_id, name="shop2", authenticationType="AWS_IAM")[
        "graphqlApi"
    ]
    assert (updated["name"], updated["authenticationType"], updated["uris"]) == (
        "shop2",
        "AWS_IAM",
        api["uris"],
    )
    appsync.tag_resource(resourceArn=api["arn"], tags={"env": "dev"})
    appsync.untag_resource(resourceArn=api["arn"], tagKeys=["team"])
    assert appsync.list_tags_for_resource(resourceArn=api["arn"])["tags"] == {"env": "dev"}
    appsync.delete_graphql_api(apiId=api_id)
    with pytest.raises(ClientError) as gone:
        appsync.get_graphql_api(apiId=api_id)
    assert (
        code(gone) == "NotFoundException" and gone.value.response["ResponseMetadata"]["HTTPStatusCode"] == 404
    )


def test_what_labcloud_does_not_do_is_refused_by_name(appsync: Any) -> None:
    for kwargs in (
        {"authenticationType": "AMAZON_COGNITO_USER_POOLS"},  # no userPoolConfig
        {"authenticationType": "API_KEY", "apiType": "MERGED"},
    ):
        with pytest.raises(ClientError) as refused:
            appsync.create_graphql_api(name="x", **kwargs)
        assert code(refused) == "BadRequestException"
    api_id = new_api(appsync)["apiId"]
    with pytest.raises(ClientError) as search:
        appsync.create_data_source(
            apiId=api_id,
            name="search",
            type="AMAZON_OPENSEARCH_SERVICE",
            openSearchServiceConfig={"endpoint": "https://x", "awsRegion": "us-east-1"},
        )
    assert code(search) == "BadRequestException" and "OpenSearch" in str(search.value)
    appsync.create_data_source(apiId=api_id, name="none", type="NONE")
    with pytest.raises(ClientError) as js:
        appsync.create_resolver(
            apiId=api_id,
            typeName="Query",
            fieldName="echo",
            dataSourceName="none",
            runtime={"name": "APPSYNC_JS", "runtimeVersion": "2.0.0"},
            code="export function request(ctx) { return {}; }",
        )
    assert code(js) == "BadRequestException" and "APPSYNC_JS version 1.0.0" in str(js.value)
    with pytest.raises(ClientError) as caching:
        appsync.create_resolver(
            apiId=api_id,
            typeName="Query",
            fieldName="echo",
            dataSourceName="none",
            requestMappingTemplate="{}",
            cachingConfig={"ttl": 60},
        )
    assert code(caching) == "BadRequestException"


def test_schemas_parse_or_fail_with_appsyncs_status_and_introspect(appsync: Any) -> None:
    bare = appsync.create_graphql_api(name="bare", authenticationType="API_KEY")["graphqlApi"]["apiId"]
    with pytest.raises(ClientError) as none_yet:
        appsync.get_introspection_schema(apiId=bare, format="SDL")
    assert code(none_yet) == "GraphQLSchemaException"
    with pytest.raises(ClientError) as no_status:
        appsync.get_schema_creation_status(apiId=bare)
    assert code(no_status) == "NotFoundException"
    assert (
        appsync.start_schema_creation(apiId=bare, definition=b"type Query { oops(: }")["status"]
        == "PROCESSING"
    )
    failed = appsync.get_schema_creation_status(apiId=bare)
    assert failed["status"] == "FAILED" and "Failed to parse schema document" in failed["details"]
    api_id = new_api(appsync)["apiId"]
    sdl = appsync.get_introspection_schema(apiId=api_id, format="SDL")["schema"].read().decode()
    assert "type Todo @aws_api_key @aws_iam" in sdl and "scalar AWSDateTime" not in sdl
    bare_sdl = appsync.get_introspection_schema(apiId=api_id, format="SDL", includeDirectives=False)
    assert "@aws_" not in bare_sdl["schema"].read().decode()
    document = json.loads(appsync.get_introspection_schema(apiId=api_id, format="JSON")["schema"].read())
    assert document["data"]["__schema"]["queryType"]["name"] == "Query"


def test_data_sources_resolvers_and_functions(labcloud: LabcloudProcess, appsync: Any) -> None:
    api_id = new_api(appsync)["apiId"]
    service_role = role(labcloud, "appsync-control-role")
    table = appsync.create_data_source(
        apiId=api_id,
        name="todos",
        type="AMAZON_DYNAMODB",
        serviceRoleArn=service_role,
        dynamodbConfig={"tableName": "todos", "awsRegion": "us-east-1"},
    )["dataSource"]
    assert table["dataSourceArn"].endswith(f"apis/{api_id}/datasources/todos")
    with pytest.raises(ClientError) as twice:
        appsync.create_data_source(apiId=api_id, name="todos", type="NONE")
    assert code(twice) == "BadRequestException"
    with pytest.raises(ClientError) as no_role:
        appsync.create_data_source(
            apiId=api_id,
            name="t2",
            type="AMAZON_DYNAMODB",
            dynamodbConfig={"tableName": "t", "awsRegion": "us-east-1"},
        )
    assert code(no_role) == "BadRequestException"
    with pytest.raises(ClientError) as unknown_source:
        appsync.create_resolver(
            apiId=api_id,
            typeName="Query",
            fieldName="getTodo",
            dataSourceName="nope",
            requestMappingTemplate="{}",
        )
    assert code(unknown_source) == "NotFoundException"
    appsync.update_data_source(
        apiId=api_id,
        name="todos",
        type="AMAZON_DYNAMODB",
        serviceRoleArn=service_role,
        description="the table",
        dynamodbConfig={"tableName": "todos", "awsRegion": "us-east-1"},
    )
    assert appsync.get_data_source(apiId=api_id, name="todos")["dataSource"]["description"] == "the table"
    function = appsync.create_function(
        apiId=api_id,
        name="read",
        dataSourceName="todos",
        requestMappingTemplate="{}",
        responseMappingTemplate="$util.toJson($ctx.result)",
    )["functionConfiguration"]
    assert function["functionVersion"] == "2018-05-29"
    resolver = appsync.create_resolver(
        apiId=api_id,
        typeName="Query",
        fieldName="listTodos",
        kind="PIPELINE",
        pipelineConfig={"functions": [function["functionId"]]},
        requestMappingTemplate="{}",
        responseMappingTemplate="$util.toJson($ctx.prev.result)",
    )["resolver"]
    assert resolver["resolverArn"].endswith(f"apis/{api_id}/types/Query/resolvers/listTodos")
    assert [r["fieldName"] for r in appsync.list_resolvers(apiId=api_id, typeName="Query")["resolvers"]] == [
        "listTodos"
    ]
    by_function = appsync.list_resolvers_by_function(apiId=api_id, functionId=function["functionId"])
    assert [r["fieldName"] for r in by_function["resolvers"]] == ["listTodos"]
    with pytest.raises(ClientError) as used:
        appsync.delete_function(apiId=api_id, functionId=function["functionId"])
    assert code(used) == "BadRequestException"
    with pytest.raises(ClientError) as again:
        appsync.create_resolver(
            apiId=api_id,
            typeName="Query",
            fieldName="listTodos",
            kind="PIPELINE",
            pipelineConfig={"functions": []},
        )
    assert code(again) == "BadRequestException"
    appsync.delete_resolver(apiId=api_id, typeName="Query", fieldName="listTodos")
    appsync.delete_function(apiId=api_id, functionId=function["functionId"])
    for call in (
        lambda: appsync.get_resolver(apiId=api_id, typeName="Query", fieldName="listTodos"),
        lambda: appsync.get_function(apiId=api_id, functionId=function["functionId"]),
        lambda: appsync.delete_data_source(apiId=api_id, name="nope"),
    ):
        with pytest.raises(ClientError) as missing:
            call()
        assert code(missing) == "NotFoundException"
    appsync.delete_data_source(apiId=api_id, name="todos")
    assert appsync.list_data_sources(apiId=api_id)["dataSources"] == []


def test_api_keys_expire_within_appsyncs_bounds(appsync: Any) -> None:
    api_id = new_api(appsync)["apiId"]
    key = appsync.create_api_key(apiId=api_id, description="web")["apiKey"]
    assert key["id"].startswith("da2-") and key["expires"] % 3600 == 0
    assert 6 * 86400 < key["expires"] - time.time() <= 7 * 86400
    for expires in (int(time.time()) + 3600, int(time.time()) + 400 * 86400):
        with pytest.raises(ClientError) as bounds:
            appsync.create_api_key(apiId=api_id, expires=expires)
        assert code(bounds) == "ApiKeyValidityOutOfBoundsException"
    later = int(time.time()) + 30 * 86400
    assert (
        appsync.update_api_key(apiId=api_id, id=key["id"], expires=later)["apiKey"]["expires"]
        == later // 3600 * 3600
    )
    assert [k["id"] for k in appsync.list_api_keys(apiId=api_id)["apiKeys"]] == [key["id"]]
    appsync.delete_api_key(apiId=api_id, id=key["id"])
    with pytest.raises(ClientError) as gone:
        appsync.update_api_key(apiId=api_id, id=key["id"], description="x")
    assert code(gone) == "NotFoundException"


def test_function_ids_are_resource_names_the_model_accepts(appsync: Any) -> None:
    api_id = new_api(appsync)["apiId"]
    appsync.create_data_source(apiId=api_id, name="none", type="NONE")
    for _ in range(40):  # an id starting with a digit (10 in 36 before) would fail GetFunction's pattern
        function = appsync.create_function(
            apiId=api_id,
            name="f",
            dataSourceName="none",
            requestMappingTemplate="{}",
            responseMappingTemplate="{}",
        )["functionConfiguration"]
        assert function["functionId"][0].isalpha()
        appsync.delete_function(apiId=api_id, functionId=function["functionId"])


def test_mapping_templates_span_lines(appsync: Any) -> None:
    """The model's pattern for templates is ``^.*$``: AWS takes templates of many lines, as every
    sample writes them (the dot is not held to one line)."""
    api_id = new_api(appsync)["apiId"]
    appsync.create_data_source(apiId=api_id, name="none", type="NONE")
    template = '{\n  "version": "2017-02-28",\n  "payload": $util.toJson($ctx.args)\n}\n'
    created = appsync.create_resolver(
        apiId=api_id,
        typeName="Query",
        fieldName="echo",
        dataSourceName="none",
        requestMappingTemplate=template,
        responseMappingTemplate="#set($x = 1)\n$util.toJson($ctx.result)",
    )["resolver"]
    assert created["requestMappingTemplate"] == template
    got = appsync.get_resolver(apiId=api_id, typeName="Query", fieldName="echo")["resolver"]
    assert got["responseMappingTemplate"] == "#set($x = 1)\n$util.toJson($ctx.result)"
