"""APPSYNC_JS resolvers end to end, GraphQL over HTTP as clients send it: UNIT and PIPELINE resolvers on
DynamoDB (``@aws-appsync/utils/dynamodb``), NONE, Lambda, HTTP (loopback, and AWS endpoints signed as the role)
and EventBridge data sources, ``util.error`` and ``util.appendError`` in ``errors[]``, ``runtime.earlyReturn``,
code AppSync refuses at CreateResolver/CreateFunction, and SAM's GraphQLApi with JS Functions and Resolvers."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from appsync_helpers import deploy_function, graphql, new_api, role
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

JS = {"name": "APPSYNC_JS", "runtimeVersion": "1.0.0"}

SCHEMA = """
type Todo @aws_api_key {
  id: ID!
  title: String
  done: Boolean
  note: String
  version: Int
}

type Query {
  getTodo(id: ID!): Todo
  listTodos: [Todo]
  byTitle(title: String!): [Todo]
  echo(text: String!): String
  hello(name: String!): String
  failing: String
  early: String
}

type Mutation {
  addTodo(id: ID!, title: String!): Todo
  bump(id: ID!): Todo
  removeTodo(id: ID!): Todo
}

schema {
  query: Query
  mutation: Mutation
}
"""

TODOS = """
import { util } from '@aws-appsync/utils';
import * as ddb from '@aws-appsync/utils/dynamodb';

export function request(ctx) {
  const f = ctx.info.fieldName;
  if (f === 'addTodo') {
    return ddb.put({
      key: { id: ctx.args.id },
      item: { title: ctx.args.title, done: false, note: null, version: 1 },
      condition: { id: { attributeExists: false } },
    });
  }
  if (f === 'getTodo') return ddb.get({ key: { id: ctx.args.id } });
  if (f === 'bump') return ddb.update({ key: { id: ctx.args.id }, update: { version: ddb.operations.increment(1), done: true } });
  if (f === 'removeTodo') return ddb.remove({ key: { id: ctx.args.id } });
  if (f === 'byTitle') return ddb.query({ query: { title: { eq: ctx.args.title } }, index: 'byTitle' });
  return ddb.scan({});
}

export function response(ctx) {
  if (ctx.error) {
    util.error(ctx.error.message, ctx.error.type);
  }
  return ctx.info.fieldName === 'listTodos' || ctx.info.fieldName === 'byTitle' ? ctx.result.items : ctx.result;
}
"""


@pytest.fixture
def js_api(labcloud: LabcloudProcess) -> tuple[dict[str, Any], dict[str, str]]:
    appsync = labcloud.boto3_client("appsync")
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="appsync-js-todos",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[
            {"AttributeName": "id", "AttributeType": "S"},
            {"AttributeName": "title", "AttributeType": "S"},
        ],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "byTitle",
                "KeySchema": [{"AttributeName": "title", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
        BillingMode="PAY_PER_REQUEST",
    )
    api = new_api(appsync, "js", SCHEMA)
    api_id = api["apiId"]
    key = appsync.create_api_key(apiId=api_id)["apiKey"]["id"]
    appsync.create_data_source(apiId=api_id, name="none", type="NONE")
    appsync.create_data_source(
        apiId=api_id,
        name="todos",
        type="AMAZON_DYNAMODB",
        serviceRoleArn=role(labcloud, "appsync-js-ddb", actions=["dynamodb:*"]),
        dynamodbConfig={"tableName": "appsync-js-todos", "awsRegion": "us-east-1"},
    )
    for type_name, field in (
        ("Mutation", "addTodo"),
        ("Query", "getTodo"),
        ("Mutation", "bump"),
        ("Mutation", "removeTodo"),
        ("Query", "listTodos"),
        ("Query", "byTitle"),
    ):
        appsync.create_resolver(
            apiId=api_id, typeName=type_name, fieldName=field, dataSourceName="todos", runtime=JS, code=TODOS
        )
    return api, {"x-api-key": key}


def _ask(api: dict[str, Any], key: dict[str, str], query: str, variables: Any = None) -> dict[str, Any]:
    status, answer = graphql(api["uris"]["GRAPHQL"], query, variables, key)
    assert status == 200, answer
    return answer


def test_unit_resolvers_on_dynamodb(labcloud: LabcloudProcess, js_api: Any) -> None:
    api, key = js_api
    fields = "{ id title done note version }"
    added = _ask(api, key, f'mutation {{ addTodo(id: "t1", title: "milk") {fields} }}')
    assert added == {
        "data": {"addTodo": {"id": "t1", "title": "milk", "done": False, "note": None, "version": 1}}
    }
    stored = labcloud.boto3_client("dynamodb").get_item(TableName="appsync-js-todos", Key={"id": {"S": "t1"}})
    assert stored["Item"]["note"] == {"NULL": True}
    again = _ask(api, key, 'mutation { addTodo(id: "t1", title: "eggs") { id } }')
    assert again["data"] == {"addTodo": None}
    assert again["errors"][0]["errorType"] == "DynamoDB:ConditionalCheckFailedException"
    assert _ask(api, key, '{ getTodo(id: "t1") { title } }') == {"data": {"getTodo": {"title": "milk"}}}
    bumped = _ask(api, key, 'mutation { bump(id: "t1") { version done } }')
    assert bumped == {"data": {"bump": {"version": 2, "done": True}}}
    _ask(api, key, 'mutation { addTodo(id: "t2", title: "milk") { id } }')
    listed = _ask(api, key, "{ listTodos { id } }")["data"]["listTodos"]
    assert sorted(t["id"] for t in listed) == ["t1", "t2"]
    by_title = _ask(api, key, '{ byTitle(title: "milk") { id } }')["data"]["byTitle"]
    assert sorted(t["id"] for t in by_title) == ["t1", "t2"]
    removed = _ask(api, key, 'mutation { removeTodo(id: "t2") { id title } }')
    assert removed == {"data": {"removeTodo": {"id": "t2", "title": "milk"}}}
    assert _ask(api, key, '{ getTodo(id: "t2") { id } }') == {"data": {"getTodo": None}}


STEP = """
export function request(ctx) {
  ctx.stash.steps = [...(ctx.stash.steps || []), ctx.prev.result];
  return { payload: (ctx.prev.result || '') + 'f' };
}
export function response(ctx) { return ctx.result; }
"""

PIPELINE = """
import { util, runtime } from '@aws-appsync/utils';
export function request(ctx) {
  if (ctx.args.text === 'skip') runtime.earlyReturn('skipped');
  ctx.stash.start = 'go';
  return 'p';
}
export function response(ctx) {
  return ctx.prev.result + '|' + ctx.stash.start + '|' + JSON.stringify(ctx.stash.steps);
}
"""

ERRORS = """
import { util } from '@aws-appsync/utils';
export function request(ctx) { return { payload: ctx.args.name }; }
export function response(ctx) {
  util.appendError('one problem', 'Custom', { n: 1 }, { why: 'noted' });
  if (ctx.result === 'boom') util.error('it broke', 'BoomError', { n: 2 }, { why: 'boom' });
  if (ctx.result === 'type') return ctx.result.no.such;
  return 'hi ' + ctx.result;
}
"""


def test_pipelines_pass_prev_result_and_the_stash_and_return_early(js_api: Any, appsync: Any) -> None:
    api, key = js_api
    api_id = api["apiId"]
    steps = [
        appsync.create_function(apiId=api_id, name=f"f{i}", dataSourceName="none", runtime=JS, code=STEP)[
            "functionConfiguration"
        ]["functionId"]
        for i in range(2)
    ]
    appsync.create_resolver(
        apiId=api_id,
        typeName="Query",
        fieldName="echo",
        kind="PIPELINE",
        pipelineConfig={"functions": steps},
        runtime=JS,
        code=PIPELINE,
    )
    assert _ask(api, key, '{ echo(text: "x") }') == {"data": {"echo": 'pff|go|["p","pf"]'}}
    assert _ask(api, key, '{ echo(text: "skip") }') == {"data": {"echo": "skipped"}}


def test_util_error_and_append_error_take_appsyncs_shape(js_api: Any, appsync: Any) -> None:
    api, key = js_api
    appsync.create_resolver(
        apiId=api["apiId"],
        typeName="Query",
        fieldName="hello",
        dataSourceName="none",
        runtime=JS,
        code=ERRORS,
    )
    fine = _ask(api, key, '{ hello(name: "ana") }')
    assert fine["data"] == {"hello": "hi ana"}
    assert [(e["errorType"], e["message"], e["data"], e["errorInfo"], e["path"]) for e in fine["errors"]] == [
        ("Custom", "one problem", {"n": 1}, {"why": "noted"}, ["hello"])
    ]
    broke = _ask(api, key, '{ hello(name: "boom") }')
    assert broke["data"] == {"hello": None}
    assert sorted((e["errorType"], e["message"], e["data"], e["errorInfo"]) for e in broke["errors"]) == [
        ("BoomError", "it broke", {"n": 2}, {"why": "boom"}),
        ("Custom", "one problem", {"n": 1}, {"why": "noted"}),
    ]
    crashed = _ask(api, key, '{ hello(name: "type") }')
    assert crashed["data"] == {"hello": None}
    assert crashed["errors"][0]["errorType"] == "RUNTIME_ERROR"
    assert "TypeError" in crashed["errors"][0]["message"]


def test_code_appsync_cannot_parse_is_refused_with_its_code_errors(js_api: Any, appsync: Any) -> None:
    api, _key = js_api
    for bad, code in (
        ("export function request(ctx) { return {; }", "PARSER_ERROR"),
        ("export function request(ctx) { try { return {}; } catch (e) { return {}; } }", "UNSUPPORTED"),
    ):
        with pytest.raises(ClientError) as refused:
            appsync.create_resolver(
                apiId=api["apiId"],
                typeName="Query",
                fieldName="echo",
                dataSourceName="none",
                runtime=JS,
                code=bad,
            )
        error = refused.value.response
        assert error["Error"]["Code"] == "BadRequestException"
        assert error["reason"] == "CODE_ERROR"
        assert error["detail"]["codeErrors"][0]["errorType"] == code
        with pytest.raises(ClientError) as again:
            appsync.create_function(
                apiId=api["apiId"], name="bad", dataSourceName="none", runtime=JS, code=bad
            )
        assert again.value.response["detail"]["codeErrors"][0]["errorType"] == code
    resolvers = appsync.list_resolvers(apiId=api["apiId"], typeName="Query")["resolvers"]
    assert "echo" not in {r["fieldName"] for r in resolvers}


LAMBDA = """
def handler(event, context):
    return {"greeting": "hello " + event["name"]}
"""

INVOKE = """
export function request(ctx) {
  return { operation: 'Invoke', payload: { name: ctx.args.name } };
}
export function response(ctx) { return ctx.result.greeting; }
"""


def test_lambda_data_sources_invoke_with_the_payload(
    labcloud: LabcloudProcess, js_api: Any, appsync: Any
) -> None:
    api, key = js_api
    function = deploy_function(labcloud, "appsync-js-hello", LAMBDA)
    appsync.create_data_source(
        apiId=api["apiId"],
        name="hello",
        type="AWS_LAMBDA",
        serviceRoleArn=role(labcloud, "appsync-js-lambda", actions=["lambda:InvokeFunction"]),
        lambdaConfig={"lambdaFunctionArn": function},
    )
    appsync.create_resolver(
        apiId=api["apiId"],
        typeName="Query",
        fieldName="hello",
        dataSourceName="hello",
        runtime=JS,
        code=INVOKE,
    )
    assert _ask(api, key, '{ hello(name: "bo") }') == {"data": {"hello": "hello bo"}}


HTTP = """
export function request(ctx) {
  return { method: 'GET', resourcePath: '/_labcloud/health', params: { headers: { accept: 'application/json' } } };
}
export function response(ctx) { return String(ctx.result.statusCode); }
"""

PUT_EVENTS = """
import { util } from '@aws-appsync/utils';
export function request(ctx) {
  return { operation: 'PutEvents', events: [{ source: 'app.todos', detailType: 'hello', detail: { name: ctx.args.text } }] };
}
export function response(ctx) {
  if (ctx.error) util.error(ctx.error.message, ctx.error.type);
  return String(ctx.result.FailedEntryCount) + ':' + ctx.result.Entries.length;
}
"""


def test_http_and_eventbridge_data_sources(labcloud: LabcloudProcess, js_api: Any, appsync: Any) -> None:
    api, key = js_api
    api_id = api["apiId"]
    appsync.create_data_source(
        apiId=api_id, name="web", type="HTTP", httpConfig={"endpoint": labcloud.endpoint}
    )
    appsync.create_data_source(
        apiId=api_id,
        name="bus",
        type="AMAZON_EVENTBRIDGE",
        serviceRoleArn=role(labcloud, "appsync-js-events", actions=["events:PutEvents"]),
        eventBridgeConfig={"eventBusArn": "arn:aws:events:us-east-1:000000000000:event-bus/default"},
    )
    appsync.create_resolver(
        apiId=api_id, typeName="Query", fieldName="hello", dataSourceName="web", runtime=JS, code=HTTP
    )
    appsync.create_resolver(
        apiId=api_id, typeName="Query", fieldName="echo", dataSourceName="bus", runtime=JS, code=PUT_EVENTS
    )
    assert _ask(api, key, '{ hello(name: "x") echo(text: "ana") }') == {
        "data": {"hello": "200", "echo": "0:1"}
    }


WHO = """
export function request(ctx) {
  return {
    method: 'POST', resourcePath: '/',
    params: { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'Action=GetCallerIdentity&Version=2011-06-15' },
  };
}
export function response(ctx) { return ctx.result.body; }
"""


def test_http_data_sources_sign_as_their_role_to_aws_endpoints(
    labcloud: LabcloudProcess, js_api: Any, appsync: Any
) -> None:
    api, key = js_api
    signing = {
        "authorizationType": "AWS_IAM",
        "awsIamConfig": {"signingRegion": "us-east-1", "signingServiceName": "sts"},
    }
    config = {"endpoint": "https://sts.us-east-1.amazonaws.com/", "authorizationConfig": signing}
    with pytest.raises(ClientError) as refused:
        appsync.create_data_source(apiId=api["apiId"], name="sts", type="HTTP", httpConfig=config)
    assert refused.value.response["Error"]["Code"] == "BadRequestException"
    appsync.create_data_source(
        apiId=api["apiId"],
        name="sts",
        type="HTTP",
        httpConfig=config,
        serviceRoleArn=role(labcloud, "appsync-js-signer"),
    )
    appsync.create_resolver(
        apiId=api["apiId"], typeName="Query", fieldName="hello", dataSourceName="sts", runtime=JS, code=WHO
    )
    who = _ask(api, key, '{ hello(name: "x") }')["data"]["hello"]
    assert "assumed-role/appsync-js-signer/APPSYNC_ASSUME_ROLE" in who


SAM = """Transform: AWS::Serverless-2016-10-31
Resources:
  Table:
    Type: AWS::Serverless::SimpleTable
  Api:
    Type: AWS::Serverless::GraphQLApi
    Properties:
      SchemaInline: |
        type Todo { id: ID! title: String }
        type Query { getTodo(id: ID!): Todo }
        type Mutation { addTodo(id: ID!, title: String!): Todo }
        schema { query: Query mutation: Mutation }
      Auth:
        Type: API_KEY
      ApiKeys:
        WebKey: {}
      DataSources:
        DynamoDb:
          Todos:
            TableName: !Ref Table
            TableArn: !GetAtt Table.Arn
      Functions:
        putTodo:
          Runtime: {Name: APPSYNC_JS, Version: 1.0.0}
          DataSource: Todos
          InlineCode: |
            import * as ddb from '@aws-appsync/utils/dynamodb';
            export function request(ctx) {
              return ddb.put({ key: { id: ctx.args.id }, item: { title: ctx.args.title } });
            }
            export function response(ctx) { return ctx.result; }
        getTodo:
          Runtime: {Name: APPSYNC_JS, Version: 1.0.0}
          DataSource: Todos
          CodeUri: s3://appsync-js-sam/get.js
      Resolvers:
        Mutation:
          addTodo:
            Runtime: {Name: APPSYNC_JS, Version: 1.0.0}
            Pipeline: [putTodo]
        Query:
          getTodo:
            Runtime: {Name: APPSYNC_JS, Version: 1.0.0}
            Pipeline: [getTodo]
Outputs:
  Key: {Value: !GetAtt ApiWebKey.ApiKey}
  Url: {Value: !GetAtt Api.GraphQLUrl}
"""

GET = """import * as ddb from '@aws-appsync/utils/dynamodb';
export function request(ctx) { return ddb.get({ key: { id: ctx.args.id } }); }
export function response(ctx) { return ctx.result; }
"""


def test_sams_graphql_api_with_js_resolvers_and_functions_answers(labcloud: LabcloudProcess) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="appsync-js-sam")
    s3.put_object(Bucket="appsync-js-sam", Key="get.js", Body=GET.encode())
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="appsync-js-sam",
        TemplateBody=SAM,
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "appsync-js-sam", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    key = {"x-api-key": out["Key"]}
    status, added = graphql(
        out["Url"], 'mutation { addTodo(id: "s1", title: "sam") { id title } }', None, key
    )
    assert (status, added) == (200, {"data": {"addTodo": {"id": "s1", "title": "sam"}}})
    assert graphql(out["Url"], '{ getTodo(id: "s1") { title } }', None, key) == (
        200,
        {"data": {"getTodo": {"title": "sam"}}},
    )
