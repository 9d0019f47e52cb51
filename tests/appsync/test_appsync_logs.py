"""AppSync's ``logConfig`` delivering to CloudWatch Logs (``/aws/appsync/apis/<apiId>``) as a session of the
configured role, with IAM enforced: each GraphQL ``fieldLogLevel`` writes its records (request-level ones at
every level, field-level ones by the level), ``excludeVerboseContent`` leaves the verbose parts out, a role
AppSync may not assume or that may not write delivers nothing, and an Events API's publish logs."""

from __future__ import annotations

import json
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from appsync_events_helpers import new_events_api, post
from appsync_helpers import SCHEMA, new_api, role

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

ECHO = '{"version": "2018-05-29", "payload": $util.toJson($ctx.args.text)}'
FAILING = '$util.error("it broke", "Custom:Broken")'
LOG_ACTIONS = ["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    data = tmp_path_factory.mktemp("appsync-logs") / "data"
    process = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"]).start()
    try:
        yield process
    finally:
        process.stop()


def _api(server: LabcloudProcess, name: str, log_config: dict[str, Any]) -> tuple[str, str, str]:
    """(api id, GraphQL URL, API key) of an API with echo and failing resolvers on a NONE source."""
    appsync = server.boto3_client("appsync")
    api = new_api(appsync, name, SCHEMA, logConfig=log_config)
    api_id = api["apiId"]
    appsync.create_data_source(apiId=api_id, name="none", type="NONE")
    for field, response in (("echo", "$util.toJson($ctx.result)"), ("failing", FAILING)):
        appsync.create_resolver(
            apiId=api_id,
            typeName="Query",
            fieldName=field,
            dataSourceName="none",
            requestMappingTemplate=ECHO if field == "echo" else '{"version": "2018-05-29", "payload": null}',
            responseMappingTemplate=response,
        )
    key = appsync.create_api_key(apiId=api_id)["apiKey"]["id"]
    return api_id, api["uris"]["GRAPHQL"], key


def _query(url: str, key: str, query: str) -> tuple[str, dict[str, Any]]:
    """(the answer's x-amzn-requestid, its document)."""
    body = json.dumps({"query": query, "variables": {}}).encode()
    headers = {"Content-Type": "application/json", "x-api-key": key}
    request = urllib.request.Request(url, data=body, method="POST", headers=headers)
    with urllib.request.urlopen(request, timeout=60) as answer:
        return str(answer.headers["x-amzn-requestid"]), json.loads(answer.read())


def _messages(server: LabcloudProcess, api_id: str) -> list[str]:
    logs = server.boto3_client("logs")
    group = f"/aws/appsync/apis/{api_id}"
    if not logs.describe_log_groups(logGroupNamePrefix=group)["logGroups"]:
        return []
    return [e["message"] for e in logs.filter_log_events(logGroupName=group)["events"]]


def _wait_for(server: LabcloudProcess, api_id: str, kind: str) -> list[str]:
    """The API's log messages once one of ``kind`` arrived (delivery follows the answer)."""
    deadline = time.monotonic() + 30
    while True:
        messages = _messages(server, api_id)
        if any(f'"logType": "{kind}"' in m for m in messages) or time.monotonic() > deadline:
            return messages
        time.sleep(0.2)


def _records(messages: list[str]) -> list[dict[str, Any]]:
    return [json.loads(m) for m in messages if m.startswith("{")]


def _kinds(records: list[dict[str, Any]]) -> list[tuple[str, str | None]]:
    return sorted((r["logType"], r.get("fieldName")) for r in records)


def test_all_logs_every_field_with_tracing_and_verbose_content(server: LabcloudProcess) -> None:
    writer = role(server, "appsync-log-writer", actions=LOG_ACTIONS)
    api_id, url, key = _api(server, "all", {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": "ALL"})
    request_id, document = _query(url, key, '{ echo(text: "ok") failing }')
    assert document["data"] == {"echo": "ok", "failing": None}
    messages = _wait_for(server, api_id, "RequestSummary")
    records = _records(messages)
    assert {r["requestId"] for r in records} == {request_id}
    assert _kinds(records) == [
        ("ExecutionSummary", None),
        ("RequestMapping", "echo"),
        ("RequestMapping", "failing"),
        ("RequestSummary", None),
        ("ResponseMapping", "echo"),
        ("ResponseMapping", "failing"),
        ("Tracing", "echo"),
        ("Tracing", "failing"),
    ]
    summary = next(r for r in records if r["logType"] == "RequestSummary")
    assert summary["statusCode"] == 200 and summary["graphQLAPIId"] == api_id and summary["latency"] > 0
    execution = next(r for r in records if r["logType"] == "ExecutionSummary")
    assert set(execution["parsing"]) == {"startOffset", "duration"} and execution["version"] == 1
    tracing = next(r for r in records if r["logType"] == "Tracing" and r["fieldName"] == "echo")
    assert tracing["path"] == ["echo"] and tracing["parentType"] == "Query"
    assert tracing["returnType"] == "String" and tracing["duration"] >= 0
    assert tracing["resolverArn"].endswith(f"apis/{api_id}/types/Query/resolvers/echo")
    mapped = next(r for r in records if r["logType"] == "RequestMapping" and r["fieldName"] == "echo")
    assert mapped["transformedTemplate"] == {"version": "2018-05-29", "payload": "ok"}
    assert mapped["context"]["arguments"] == {"text": "ok"} and mapped["fieldInError"] is False
    failed = next(r for r in records if r["logType"] == "RequestMapping" and r["fieldName"] == "failing")
    assert failed["fieldInError"] is True
    assert failed["errors"] == [{"message": "it broke", "errorType": "Custom:Broken"}]
    texts = [m for m in messages if not m.startswith("{")]
    assert any(m.startswith(f"{request_id} Request Headers: ") for m in texts)
    assert any(m.startswith(f"{request_id} GraphQL Query: ") and "echo" in m for m in texts)
    assert not any(key in m for m in messages)  # the API key is not written


def test_error_logs_only_fields_in_error_and_none_no_field_records(server: LabcloudProcess) -> None:
    writer = role(server, "appsync-log-writer", actions=LOG_ACTIONS)
    error_id, url, key = _api(server, "errors", {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": "ERROR"})
    _query(url, key, '{ echo(text: "ok") failing }')
    records = _records(_wait_for(server, error_id, "RequestSummary"))
    assert _kinds(records) == [
        ("ExecutionSummary", None),
        ("RequestMapping", "failing"),
        ("RequestSummary", None),
        ("ResponseMapping", "failing"),
    ]
    response = next(r for r in records if r["logType"] == "ResponseMapping")
    assert response["transformedTemplate"] is None and response["fieldInError"] is True
    none_id, url, key = _api(server, "quiet", {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": "NONE"})
    _query(url, key, '{ echo(text: "ok") failing }')
    records = _records(_wait_for(server, none_id, "RequestSummary"))
    assert _kinds(records) == [("ExecutionSummary", None), ("RequestSummary", None)]


JS = {"name": "APPSYNC_JS", "runtimeVersion": "1.0.0"}
CHATTY = """
export function request(ctx) {
  console.debug('debug line');
  console.log('info line');
  console.error('error line');
  return { payload: 'hi ' + ctx.args.name };
}
export function response(ctx) { return ctx.result; }
"""


@pytest.mark.parametrize(
    ("level", "shown"),
    [
        ("ERROR", ["ERROR - Query.hello: error line"]),
        ("INFO", ["INFO - Query.hello: info line", "ERROR - Query.hello: error line"]),
        (
            "DEBUG",
            [
                "DEBUG - Query.hello: debug line",
                "INFO - Query.hello: info line",
                "ERROR - Query.hello: error line",
            ],
        ),
        ("NONE", []),
    ],
)
def test_code_console_lines_follow_the_level(server: LabcloudProcess, level: str, shown: list[str]) -> None:
    writer = role(server, "appsync-log-writer", actions=LOG_ACTIONS)
    config = {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": level, "excludeVerboseContent": True}
    api_id, url, key = _api(server, f"console-{level.lower()}", config)
    appsync = server.boto3_client("appsync")
    appsync.create_resolver(
        apiId=api_id, typeName="Query", fieldName="hello", dataSourceName="none", runtime=JS, code=CHATTY
    )
    request_id, document = _query(url, key, '{ hello(name: "ann") }')
    assert document["data"] == {"hello": "hi ann"}
    messages = _wait_for(server, api_id, "RequestSummary")
    assert [m for m in messages if not m.startswith("{")] == [f"{request_id} {line}" for line in shown]


def test_exclude_verbose_content_drops_context_templates_and_headers(server: LabcloudProcess) -> None:
    writer = role(server, "appsync-log-writer", actions=LOG_ACTIONS)
    config = {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": "ALL", "excludeVerboseContent": True}
    api_id, url, key = _api(server, "terse", config)
    _query(url, key, '{ echo(text: "ok") }')
    messages = _wait_for(server, api_id, "RequestSummary")
    assert all(m.startswith("{") for m in messages)
    mapped = [r for r in _records(messages) if r["logType"] in ("RequestMapping", "ResponseMapping")]
    assert len(mapped) == 2
    assert all("context" not in r and "transformedTemplate" not in r for r in mapped)


def test_an_oversized_record_is_cut_and_logging_survives_a_restart(server: LabcloudProcess) -> None:
    writer = role(server, "appsync-log-writer", actions=LOG_ACTIONS)
    api_id, url, key = _api(server, "big", {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": "ALL"})
    text = "x" * (300 * 1024)  # the evaluated template is larger than one log event may be
    _, document = _query(url, key, f'{{ echo(text: "{text}") }}')
    assert document["data"] == {"echo": text}
    records = _records(_wait_for(server, api_id, "RequestSummary"))
    mapped = next(r for r in records if r["logType"] == "RequestMapping")
    assert mapped["transformedTemplate"].endswith("[TRUNCATED]")
    server.stop()
    server.start()
    assert len(_records(_messages(server, api_id))) == len(records)  # what was delivered is still there
    request_id, _ = _query(url, key, '{ echo(text: "again") }')  # the API still logs after the restart
    deadline = time.monotonic() + 30
    while request_id not in json.dumps(_messages(server, api_id)) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert request_id in json.dumps(_messages(server, api_id))


def _guarded_role(server: LabcloudProcess, name: str, account: str) -> str:
    """A log-writing role AppSync may assume only for APIs of ``account`` (AWS's confused-deputy advice)."""
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "appsync.amazonaws.com"},
                "Action": "sts:AssumeRole",
                "Condition": {
                    "StringEquals": {"aws:SourceAccount": account},
                    "ArnLike": {"aws:SourceArn": f"arn:aws:appsync:us-east-1:{account}:apis/*"},
                },
            }
        ],
    }
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": LOG_ACTIONS, "Resource": "*"}],
    }
    iam.put_role_policy(RoleName=name, PolicyName="logs", PolicyDocument=json.dumps(policy))
    return arn


def test_a_role_appsync_may_not_use_delivers_nothing(server: LabcloudProcess) -> None:
    untrusted = role(server, "appsync-log-untrusted", "lambda.amazonaws.com", actions=LOG_ACTIONS)
    mute = role(server, "appsync-log-mute", actions=["logs:DescribeLogGroups"])
    elsewhere = _guarded_role(server, "appsync-log-elsewhere", "111122223333")
    writer = _guarded_role(server, "appsync-log-guarded", "000000000000")  # conditions that hold
    denied = []
    for name, arn in (("untrusted", untrusted), ("mute", mute), ("elsewhere", elsewhere)):
        api_id, url, key = _api(server, name, {"cloudWatchLogsRoleArn": arn, "fieldLogLevel": "ALL"})
        _, document = _query(url, key, '{ echo(text: "ok") }')
        assert document["data"] == {"echo": "ok"}  # a failed delivery does not touch the answer
        denied.append(api_id)
    # deliveries run in order: once a later one arrived, the refused ones have been tried
    allowed, url, key = _api(server, "allowed", {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": "ALL"})
    _query(url, key, '{ echo(text: "ok") }')
    assert _records(_wait_for(server, allowed, "RequestSummary"))
    logs = server.boto3_client("logs")
    for api_id in denied:
        assert logs.describe_log_groups(logGroupNamePrefix=f"/aws/appsync/apis/{api_id}")["logGroups"] == []


def test_an_events_api_publish_logs_its_summary_and_handler(server: LabcloudProcess) -> None:
    appsync = server.boto3_client("appsync")
    writer = role(server, "appsync-log-writer", actions=LOG_ACTIONS)
    config = {
        "authProviders": [{"authType": "API_KEY"}],
        "connectionAuthModes": [{"authType": "API_KEY"}],
        "defaultPublishAuthModes": [{"authType": "API_KEY"}],
        "defaultSubscribeAuthModes": [{"authType": "API_KEY"}],
        "logConfig": {"cloudWatchLogsRoleArn": writer, "logLevel": "ALL"},
    }
    api = new_events_api(appsync, "logged", config)
    code = (
        "export function onPublish(ctx) { console.log('publishing', ctx.events.length); "
        "return ctx.events.map(e => ({ id: e.id, payload: { seen: e.payload } })) }"
    )
    appsync.create_channel_namespace(apiId=api["apiId"], name="default", codeHandlers=code)
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    url = f"http://{api['dns']['HTTP']}/event"
    status, answer = post(
        url, {"channel": "/default/a", "events": ['{"x": 1}', '{"x": 2}']}, {"x-api-key": key}
    )
    assert status == 200 and len(answer["successful"]) == 2
    messages = _wait_for(server, api["apiId"], "RequestSummary")
    records = _records(messages)
    assert sorted(r["logType"] for r in records) == ["RequestMapping", "RequestSummary", "ResponseMapping"]
    request_id = records[0]["requestId"]
    assert f"{request_id} INFO - onPublish: publishing 2" in messages
    summary = next(r for r in records if r["logType"] == "RequestSummary")
    assert (summary["channel"], summary["eventsSuccessful"], summary["eventsFailed"]) == ("/default/a", 2, 0)
    out = next(r for r in records if r["logType"] == "ResponseMapping")
    assert [e["payload"] for e in out["events"]] == [{"seen": {"x": 1}}, {"seen": {"x": 2}}]
    assert len({r["requestId"] for r in records}) == 1


STACK = """Resources:
  LogRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement: [{Effect: Allow, Principal: {Service: appsync.amazonaws.com}, Action: sts:AssumeRole}]
      Policies:
        - PolicyName: logs
          PolicyDocument:
            Version: "2012-10-17"
            Statement: [{Effect: Allow, Action: [logs:CreateLogGroup, logs:CreateLogStream, logs:PutLogEvents], Resource: "*"}]
  Api:
    Type: AWS::AppSync::GraphQLApi
    Properties:
      Name: cfn-logged
      AuthenticationType: API_KEY
      LogConfig: {CloudWatchLogsRoleArn: !GetAtt LogRole.Arn, FieldLogLevel: ALL}
  Schema:
    Type: AWS::AppSync::GraphQLSchema
    Properties:
      ApiId: !GetAtt Api.ApiId
      Definition: "type Query { echo(text: String!): String }"
  Key:
    Type: AWS::AppSync::ApiKey
    Properties: {ApiId: !GetAtt Api.ApiId}
  None:
    Type: AWS::AppSync::DataSource
    Properties: {ApiId: !GetAtt Api.ApiId, Name: none, Type: NONE}
  Echo:
    Type: AWS::AppSync::Resolver
    DependsOn: Schema
    Properties:
      ApiId: !GetAtt Api.ApiId
      TypeName: Query
      FieldName: echo
      DataSourceName: !GetAtt None.Name
      RequestMappingTemplate: '{"version": "2018-05-29", "payload": $util.toJson($ctx.args.text)}'
      ResponseMappingTemplate: $util.toJson($ctx.result)
Outputs:
  Url: {Value: !GetAtt Api.GraphQLUrl}
  Key: {Value: !GetAtt Key.ApiKey}
  ApiId: {Value: !GetAtt Api.ApiId}
"""


def test_a_stacks_log_config_delivers(server: LabcloudProcess) -> None:
    cfn = server.boto3_client("cloudformation")
    cfn.create_stack(StackName="appsync-logged", TemplateBody=STACK, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "appsync-logged", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    request_id, document = _query(out["Url"], out["Key"], '{ echo(text: "from a stack") }')
    assert document["data"] == {"echo": "from a stack"}
    records = _records(_wait_for(server, out["ApiId"], "RequestSummary"))
    assert ("Tracing", "echo") in _kinds(records) and {r["requestId"] for r in records} == {request_id}
