"""GraphQL over HTTP as clients send it (urllib): API keys (missing, wrong, expired on labcloud's clock),
Cognito user pool tokens and AppSync's directives, VTL resolvers on NONE, DynamoDB and Lambda data sources
(templated and direct), pipelines with a stash, and errors in AppSync's shape."""

from __future__ import annotations

from typing import Any

from appsync_helpers import deploy_function, graphql, new_api, role

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess

ECHO_TEMPLATE = '{"version": "2018-05-29", "payload": $util.toJson($ctx.args.text)}'


def _api_with_key(appsync: Any, **more: Any) -> tuple[dict[str, Any], dict[str, str]]:
    api = new_api(appsync, **more)
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    appsync.create_data_source(apiId=api["apiId"], name="none", type="NONE")
    return api, {"x-api-key": key}


def _unit(
    appsync: Any, api_id: str, field: str, source: str, request: str | None, response: str | None
) -> None:
    templates = {"requestMappingTemplate": request, "responseMappingTemplate": response}
    appsync.create_resolver(
        apiId=api_id,
        typeName="Mutation" if field == "addTodo" else "Query",
        fieldName=field,
        dataSourceName=source,
        **{k: v for k, v in templates.items() if v is not None},
    )


def test_api_keys_open_the_endpoint_until_they_expire(
    labcloud: LabcloudProcess, appsync: Any, labcloud_clock: ServerClock
) -> None:
    api, key = _api_with_key(appsync)
    _unit(appsync, api["apiId"], "echo", "none", ECHO_TEMPLATE, "$util.toJson($ctx.result)")
    url = api["uris"]["GRAPHQL"]
    query = "query Echo($t: String!) { echo(text: $t) }"
    assert graphql(url, query, {"t": "hi"}, key) == (200, {"data": {"echo": "hi"}})
    host = {"Host": f"{api['apiId']}.appsync-api.us-east-1.localhost"}
    assert graphql(f"{labcloud.endpoint}/graphql", query, {"t": "by host"}, {**key, **host}) == (
        200,
        {"data": {"echo": "by host"}},
    )
    missing = graphql(url, query, {"t": "hi"})
    assert missing == (
        401,
        {
            "errors": [
                {"errorType": "UnauthorizedException", "message": "Valid authorization header not provided."}
            ]
        },
    )
    wrong = graphql(url, query, {"t": "hi"}, {"x-api-key": "da2-wrong"})
    assert wrong[0] == 401 and wrong[1]["errors"][0]["errorType"] == "UnauthorizedException"
    labcloud_clock.advance("8d")
    expired = graphql(url, query, {"t": "hi"}, key)
    assert expired == (
        401,
        {
            "errors": [
                {"errorType": "UnauthorizedException", "message": "You are not authorized to make this call."}
            ]
        },
    )
    assert (
        graphql(f"{labcloud.endpoint}/_labcloud/appsync/nosuchapi/graphql", query, {"t": "x"}, key)[0] == 404
    )


def test_errors_take_appsyncs_shape(appsync: Any) -> None:
    api, key = _api_with_key(appsync)
    _unit(appsync, api["apiId"], "echo", "none", ECHO_TEMPLATE, "$util.toJson($ctx.result)")
    _unit(
        appsync,
        api["apiId"],
        "failing",
        "none",
        '{"version": "2018-05-29", "payload": null}',
        '$util.appendError("soft", "Warning")$util.error("it broke", "Custom:Broken", {"a": 1}, {"why": "test"})',
    )
    url = api["uris"]["GRAPHQL"]
    status, answer = graphql(url, '{ echo(text: "ok") failing }', None, key)
    assert status == 200 and answer["data"] == {"echo": "ok", "failing": None}
    broken = next(e for e in answer["errors"] if e["message"] == "it broke")
    assert broken == {
        "path": ["failing"],
        "data": {"a": 1},
        "errorType": "Custom:Broken",
        "errorInfo": {"why": "test"},
        "locations": [{"line": 1, "column": 20, "sourceName": None}],
        "message": "it broke",
    }
    assert any(e["message"] == "soft" and e["errorType"] == "Warning" for e in answer["errors"])
    status, invalid = graphql(url, "{ nosuchfield }", None, key)
    assert status == 200 and invalid["data"] is None
    assert invalid["errors"][0]["errorType"] == "ValidationError"
    assert "nosuchfield" in invalid["errors"][0]["message"]
    status, syntax = graphql(url, "{ echo(", None, key)
    assert syntax["errors"][0]["errorType"] == "MalformedHttpRequestException"
    # a field outside the default mode's reach (@aws_iam only) is refused to an API key
    _, iam_only = graphql(url, "{ iamOnly }", None, key)
    assert iam_only["data"] == {"iamOnly": None}
    assert iam_only["errors"][0]["errorType"] == "Unauthorized"
    assert iam_only["errors"][0]["message"] == "Not Authorized to access iamOnly on type Query"


def test_dynamodb_resolvers_put_get_and_scan_as_the_service_role(
    labcloud: LabcloudProcess, appsync: Any
) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="appsync-todos",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    api, key = _api_with_key(appsync)
    api_id = api["apiId"]
    appsync.create_data_source(
        apiId=api_id,
        name="todos",
        type="AMAZON_DYNAMODB",
        serviceRoleArn=role(labcloud, "appsync-graphql-ddb", actions=["dynamodb:*"]),
        dynamodbConfig={"tableName": "appsync-todos", "awsRegion": "us-east-1"},
    )
    _unit(
        appsync,
        api_id,
        "addTodo",
        "todos",
        '{"version": "2018-05-29", "operation": "PutItem", "key": {"id": $util.dynamodb.toDynamoDBJson($util.autoId())},'
        ' "attributeValues": $util.dynamodb.toMapValuesJson({"title": $ctx.args.title, "done": false}),'
        ' "condition": {"expression": "attribute_not_exists(id)"}}',
        "$util.toJson($ctx.result)",
    )
    _unit(
        appsync,
        api_id,
        "getTodo",
        "todos",
        '{"version": "2018-05-29", "operation": "GetItem", "key": {"id": $util.dynamodb.toDynamoDBJson($ctx.args.id)}}',
        "$util.toJson($ctx.result)",
    )
    _unit(
        appsync,
        api_id,
        "listTodos",
        "todos",
        '{"version": "2018-05-29", "operation": "Scan"}',
        "#if($ctx.error)$util.error($ctx.error.message, $ctx.error.type)#end$util.toJson($ctx.result.items)",
    )
    url = api["uris"]["GRAPHQL"]
    status, added = graphql(
        url, "mutation Add($t: String!) { addTodo(title: $t) { id title done } }", {"t": "milk"}, key
    )
    assert status == 200 and "errors" not in added, added
    todo = added["data"]["addTodo"]
    assert todo["title"] == "milk" and todo["done"] is False and len(todo["id"]) == 36
    stored = ddb.get_item(TableName="appsync-todos", Key={"id": {"S": todo["id"]}})["Item"]
    assert stored["title"] == {"S": "milk"}
    _, got = graphql(url, "query G($id: ID!) { getTodo(id: $id) { title } }", {"id": todo["id"]}, key)
    assert got == {"data": {"getTodo": {"title": "milk"}}}
    _, listed = graphql(url, "{ listTodos { id } }", None, key)
    assert listed == {"data": {"listTodos": [{"id": todo["id"]}]}}
    _, none = graphql(url, '{ getTodo(id: "nope") { title } }', None, key)
    assert none == {"data": {"getTodo": None}}
    drawn = labcloud.get("/_labcloud/map")
    node = next(n for n in drawn["nodes"] if n["id"] == api["arn"])
    assert node["kind"] == "appsync.api" and node["facts"]["data_sources"] == 2
    table_arn = "arn:aws:dynamodb:us-east-1:000000000000:table/appsync-todos"
    assert ("data-source", api["arn"], table_arn) in {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}


LAMBDA = """
def handler(event, context):
    if event.get("arguments", {}).get("name") == "boom":
        raise ValueError("no booms")
    if "info" in event:
        return f"hello {event['arguments']['name']} from {event['info']['parentTypeName']}.{event['info']['fieldName']}"
    return {"greeting": "templated " + event["name"]}
"""


def test_lambda_resolvers_direct_and_templated(labcloud: LabcloudProcess, appsync: Any) -> None:
    function = deploy_function(labcloud, "appsync-hello", LAMBDA)
    api, key = _api_with_key(appsync)
    api_id = api["apiId"]
    appsync.create_data_source(
        apiId=api_id,
        name="hello",
        type="AWS_LAMBDA",
        serviceRoleArn=role(labcloud, "appsync-graphql-lambda", actions=["lambda:InvokeFunction"]),
        lambdaConfig={"lambdaFunctionArn": function},
    )
    _unit(appsync, api_id, "hello", "hello", None, None)
    _unit(
        appsync,
        api_id,
        "echo",
        "hello",
        '{"version": "2018-05-29", "operation": "Invoke", "payload": {"name": $util.toJson($ctx.args.text)}}',
        "$util.toJson($ctx.result.greeting)",
    )
    url = api["uris"]["GRAPHQL"]
    _, direct = graphql(url, '{ hello(name: "ana") }', None, key)
    assert direct == {"data": {"hello": "hello ana from Query.hello"}}
    _, templated = graphql(url, '{ echo(text: "bo") }', None, key)
    assert templated == {"data": {"echo": "templated bo"}}
    _, failed = graphql(url, '{ hello(name: "boom") }', None, key)
    assert failed["data"] == {"hello": None}
    assert (failed["errors"][0]["errorType"], failed["errors"][0]["message"]) == (
        "Lambda:Unhandled",
        "no booms",
    )


def test_a_pipeline_passes_results_and_the_stash_along(appsync: Any) -> None:
    api, key = _api_with_key(appsync)
    api_id = api["apiId"]
    first = appsync.create_function(
        apiId=api_id,
        name="first",
        dataSourceName="none",
        requestMappingTemplate='$util.qr($ctx.stash.put("seen", "first")){"version": "2018-05-29", "payload": "a"}',
        responseMappingTemplate="$util.toJson($ctx.result)",
    )["functionConfiguration"]["functionId"]
    second = appsync.create_function(
        apiId=api_id,
        name="second",
        dataSourceName="none",
        requestMappingTemplate='{"version": "2018-05-29", "payload": "${ctx.prev.result}b-${ctx.stash.seen}"}',
        responseMappingTemplate="$util.toJson($ctx.result)",
    )["functionConfiguration"]["functionId"]
    appsync.create_resolver(
        apiId=api_id,
        typeName="Query",
        fieldName="echo",
        kind="PIPELINE",
        pipelineConfig={"functions": [first, second]},
        requestMappingTemplate="{}",
        responseMappingTemplate='$util.toJson("${ctx.prev.result}-${ctx.args.text}")',
    )
    assert graphql(api["uris"]["GRAPHQL"], '{ echo(text: "c") }', None, key) == (
        200,
        {"data": {"echo": "ab-first-c"}},
    )


def test_cognito_user_pool_tokens_authorize(labcloud: LabcloudProcess, appsync: Any) -> None:
    idp = labcloud.boto3_client("cognito-idp")
    pool_id = idp.create_user_pool(PoolName="appsync-users")["UserPool"]["Id"]
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id,
        ClientName="web",
        ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    )["UserPoolClient"]["ClientId"]
    idp.admin_create_user(UserPoolId=pool_id, Username="alice", MessageAction="SUPPRESS")
    idp.admin_set_user_password(UserPoolId=pool_id, Username="alice", Password="Passw0rd!", Permanent=True)
    token = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "alice", "PASSWORD": "Passw0rd!"},
    )["AuthenticationResult"]["IdToken"]
    api = new_api(
        appsync,
        authenticationType="AMAZON_COGNITO_USER_POOLS",
        userPoolConfig={"userPoolId": pool_id, "awsRegion": "us-east-1", "defaultAction": "ALLOW"},
    )
    appsync.create_data_source(apiId=api["apiId"], name="none", type="NONE")
    _unit(
        appsync,
        api["apiId"],
        "echo",
        "none",
        '{"version": "2018-05-29", "payload": $util.toJson($ctx.identity.username)}',
        "$util.toJson($ctx.result)",
    )
    url = api["uris"]["GRAPHQL"]
    assert graphql(url, '{ echo(text: "x") }', None, {"Authorization": token}) == (
        200,
        {"data": {"echo": "alice"}},
    )
    refused = graphql(url, '{ echo(text: "x") }', None, {"Authorization": token[:-4] + "AAAA"})
    assert refused[0] == 401 and refused[1]["errors"][0]["errorType"] == "UnauthorizedException"


def test_http_and_eventbridge_data_sources_and_what_the_endpoint_refuses(
    labcloud: LabcloudProcess, appsync: Any
) -> None:
    api, key = _api_with_key(
        appsync,
        additionalAuthenticationProviders=[
            {
                "authenticationType": "AWS_LAMBDA",
                "lambdaAuthorizerConfig": {
                    "authorizerUri": "arn:aws:lambda:us-east-1:000000000000:function:auth"
                },
            }
        ],
    )
    api_id = api["apiId"]
    appsync.create_data_source(
        apiId=api_id, name="web", type="HTTP", httpConfig={"endpoint": labcloud.endpoint}
    )
    appsync.create_data_source(
        apiId=api_id, name="far", type="HTTP", httpConfig={"endpoint": "https://example.com"}
    )
    appsync.create_data_source(
        apiId=api_id,
        name="bus",
        type="AMAZON_EVENTBRIDGE",
        serviceRoleArn=role(labcloud, "appsync-graphql-events", actions=["events:PutEvents"]),
        eventBridgeConfig={"eventBusArn": "arn:aws:events:us-east-1:000000000000:event-bus/default"},
    )
    _unit(
        appsync,
        api_id,
        "echo",
        "web",
        '{"version": "2018-05-29", "method": "GET", "resourcePath": "/_labcloud/health"}',
        "$util.toJson($ctx.result.statusCode)",
    )
    _unit(
        appsync,
        api_id,
        "failing",
        "far",
        '{"version": "2018-05-29", "method": "GET", "resourcePath": "/"}',
        None,
    )
    _unit(
        appsync,
        api_id,
        "hello",
        "bus",
        '{"version": "2018-05-29", "operation": "PutEvents", "events": [{"source": "app.todos",'
        ' "detailType": "hello", "detail": {"name": $util.toJson($ctx.args.name)}}]}',
        "$util.toJson($ctx.result.FailedEntryCount)",
    )
    url = api["uris"]["GRAPHQL"]
    _, answer = graphql(url, '{ echo(text: "x") failing hello(name: "ana") }', None, key)
    assert answer["data"] == {"echo": "200", "failing": None, "hello": "0"}
    assert [e["errorType"] for e in answer["errors"]] == ["Unsupported"]
    live = new_api(appsync, name="live", schema="type Query { a: String }\ntype Subscription { onA: String }")
    live_key = {"x-api-key": appsync.create_api_key(apiId=live["apiId"])["apiKey"]["id"]}
    _, subscription = graphql(live["uris"]["GRAPHQL"], "subscription { onA }", None, live_key)
    assert subscription["errors"][0]["errorType"] == "UnsupportedOperation"
    lambda_auth = graphql(url, '{ echo(text: "x") }', None, {"Authorization": "token"})
    assert lambda_auth[0] == 401
    assert lambda_auth[1]["errors"][0]["errorType"] == "UnsupportedAuthorizationException"


def test_a_condition_failure_is_dynamodbs_error_type(labcloud: LabcloudProcess, appsync: Any) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="appsync-conditions",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    api, key = _api_with_key(appsync)
    appsync.create_data_source(
        apiId=api["apiId"],
        name="todos",
        type="AMAZON_DYNAMODB",
        serviceRoleArn=role(labcloud, "appsync-graphql-cond", actions=["dynamodb:*"]),
        dynamodbConfig={"tableName": "appsync-conditions", "awsRegion": "us-east-1"},
    )
    _unit(
        appsync,
        api["apiId"],
        "addTodo",
        "todos",
        '{"version": "2018-05-29", "operation": "UpdateItem", "key": {"id": {"S": "fixed"}},'
        ' "update": {"expression": "SET title = :t", "expressionValues": {":t": $util.dynamodb.toDynamoDBJson($ctx.args.title)}},'
        ' "condition": {"expression": "attribute_exists(id)"}}',
        None,
    )
    _, answer = graphql(api["uris"]["GRAPHQL"], 'mutation { addTodo(title: "x") { id } }', None, key)
    assert answer["data"] == {"addTodo": None}
    assert answer["errors"][0]["errorType"] == "DynamoDB:ConditionalCheckFailedException"


def test_an_api_holds_at_most_fifty_keys(appsync: Any) -> None:
    api_id = new_api(appsync)["apiId"]
    for _ in range(50):
        appsync.create_api_key(apiId=api_id)
    try:
        appsync.create_api_key(apiId=api_id)
    except appsync.exceptions.ApiKeyLimitExceededException as refused:
        assert refused.response["Error"]["Code"] == "ApiKeyLimitExceededException"
    else:
        raise AssertionError("the 51st key was accepted")


def test_dynamodb_query_update_and_delete_documents(labcloud: LabcloudProcess, appsync: Any) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="appsync-ops",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    ddb.put_item(TableName="appsync-ops", Item={"id": {"S": "a"}, "title": {"S": "old"}})
    schema = (
        "type Todo { id: ID! title: String }\n"
        "type Query { byId(id: ID!): [Todo] }\n"
        "type Mutation { rename(id: ID!, title: String!): Todo remove(id: ID!): Todo }"
    )
    api = new_api(appsync, name="ops", schema=schema)
    api_id = api["apiId"]
    key = {"x-api-key": appsync.create_api_key(apiId=api_id)["apiKey"]["id"]}
    appsync.create_data_source(
        apiId=api_id,
        name="ops",
        type="AMAZON_DYNAMODB",
        serviceRoleArn=role(labcloud, "appsync-graphql-ops", actions=["dynamodb:*"]),
        dynamodbConfig={"tableName": "appsync-ops", "awsRegion": "us-east-1"},
    )
    key_json = '{"id": $util.dynamodb.toDynamoDBJson($ctx.args.id)}'
    templates = {
        (
            "Query",
            "byId",
        ): '{"version": "2018-05-29", "operation": "Query", "query": {"expression": "id = :id",'
        ' "expressionValues": {":id": $util.dynamodb.toDynamoDBJson($ctx.args.id)}}, "limit": 10}',
        ("Mutation", "rename"): '{"version": "2018-05-29", "operation": "UpdateItem", "key": '
        + key_json
        + ', "update": {"expression": "SET #t = :t", "expressionNames": {"#t": "title"},'
        ' "expressionValues": {":t": $util.dynamodb.toDynamoDBJson($ctx.args.title)}}}',
        ("Mutation", "remove"): '{"version": "2018-05-29", "operation": "DeleteItem", "key": '
        + key_json
        + "}",
    }
    for (type_name, field), request in templates.items():
        response = "$util.toJson($ctx.result.items)" if field == "byId" else "$util.toJson($ctx.result)"
        appsync.create_resolver(
            apiId=api_id,
            typeName=type_name,
            fieldName=field,
            dataSourceName="ops",
            requestMappingTemplate=request,
            responseMappingTemplate=response,
        )
    url = api["uris"]["GRAPHQL"]
    assert graphql(url, 'mutation { rename(id: "a", title: "new") { title } }', None, key)[1] == {
        "data": {"rename": {"title": "new"}}
    }
    assert graphql(url, '{ byId(id: "a") { id title } }', None, key)[1] == {
        "data": {"byId": [{"id": "a", "title": "new"}]}
    }
    assert graphql(url, 'mutation { remove(id: "a") { title } }', None, key)[1] == {
        "data": {"remove": {"title": "new"}}
    }
    assert "Item" not in ddb.get_item(TableName="appsync-ops", Key={"id": {"S": "a"}})
