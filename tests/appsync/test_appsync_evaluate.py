"""EvaluateCode (APPSYNC_JS in a node worker) and EvaluateMappingTemplate (VTL) through boto3: results,
stash, outErrors and logs in AppSync's shape, the error of code or a template that fails, and the requests
AppSync refuses."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError

JS = {"name": "APPSYNC_JS", "runtimeVersion": "1.0.0"}

CODE = """
import { util } from '@aws-appsync/utils';
import * as ddb from '@aws-appsync/utils/dynamodb';
export function request(ctx) {
  console.log('asked for', ctx.args.id);
  ctx.stash.seen = true;
  if (ctx.args.id === 'bad') util.error('no such id', 'NotFound');
  util.appendError('careful', 'Warning');
  return ddb.get({ key: { id: ctx.args.id } });
}
export function response(ctx) { return ctx.result.items[0]; }
"""


def test_evaluate_code_runs_request_and_response(appsync: Any) -> None:
    answer = appsync.evaluate_code(runtime=JS, code=CODE, context=json.dumps({"arguments": {"id": "a1"}}))
    assert json.loads(answer["evaluationResult"]) == {"operation": "GetItem", "key": {"id": {"S": "a1"}}}
    assert json.loads(answer["stash"]) == {"seen": True}
    assert json.loads(answer["outErrors"]) == [
        {"message": "careful", "errorType": "Warning", "data": None, "errorInfo": None}
    ]
    assert any("asked for a1" in line for line in answer["logs"])
    assert "error" not in answer
    response = appsync.evaluate_code(
        runtime=JS, code=CODE, function="response", context=json.dumps({"result": {"items": [{"id": "x"}]}})
    )
    assert json.loads(response["evaluationResult"]) == {"id": "x"}


def test_evaluate_code_answers_the_errors_of_the_code(appsync: Any) -> None:
    raised = appsync.evaluate_code(runtime=JS, code=CODE, context=json.dumps({"arguments": {"id": "bad"}}))
    assert raised["error"] == {"message": "no such id"} and "evaluationResult" not in raised
    broken = appsync.evaluate_code(
        runtime=JS, code="export function request(ctx) { return {; }", context="{}"
    )
    assert broken["error"]["codeErrors"][0]["errorType"] == "PARSER_ERROR"
    crashed = appsync.evaluate_code(
        runtime=JS, code="export function request(ctx) { return ctx.args.a.b; }", context="{}"
    )
    assert crashed["error"]["codeErrors"][0]["errorType"] == "RUNTIME_ERROR"
    assert "TypeError" in crashed["error"]["message"]


@pytest.mark.parametrize(
    "more",
    [
        {"runtime": {"name": "APPSYNC_JS", "runtimeVersion": "2.0.0"}, "context": "{}"},
        {"runtime": JS, "context": "not json"},
        {"runtime": JS, "context": "[1]"},
        {"runtime": JS, "context": "{}", "function": "other"},
    ],
)
def test_evaluate_code_refuses_bad_requests(appsync: Any, more: dict[str, Any]) -> None:
    with pytest.raises(ClientError) as refused:
        appsync.evaluate_code(code=CODE, **more)
    assert refused.value.response["Error"]["Code"] == "BadRequestException"


def test_evaluate_mapping_template(appsync: Any) -> None:
    template = (
        '$util.qr($ctx.stash.put("n", 1))$util.appendError("careful", "Warning")'
        '{"version": "2018-05-29", "payload": $util.toJson($ctx.args.name)}'
    )
    answer = appsync.evaluate_mapping_template(
        template=template, context=json.dumps({"arguments": {"name": "ana"}})
    )
    assert json.loads(answer["evaluationResult"]) == {"version": "2018-05-29", "payload": "ana"}
    assert json.loads(answer["stash"]) == {"n": 1}
    assert json.loads(answer["outErrors"])[0]["errorType"] == "Warning"
    failed = appsync.evaluate_mapping_template(template='$util.error("nope", "Mine")', context="{}")
    assert failed["error"] == {"message": "nope"} and "evaluationResult" not in failed
    returned = appsync.evaluate_mapping_template(template='#return({"a": 1})', context="{}")
    assert json.loads(returned["evaluationResult"]) == {"a": 1}
    broken = appsync.evaluate_mapping_template(template="#foreach(", context="{}")
    assert "foreach" in broken["error"]["message"]
    with pytest.raises(ClientError) as refused:
        appsync.evaluate_mapping_template(template="{}", context="nope")
    assert refused.value.response["Error"]["Code"] == "BadRequestException"


def test_util_is_a_global_as_on_appsync(appsync: Any) -> None:
    code = "export function request(ctx) { return { id: util.autoId().length, early: typeof runtime.earlyReturn }; }"
    answer = appsync.evaluate_code(runtime=JS, code=code, context="{}")
    assert json.loads(answer["evaluationResult"]) == {"id": 36, "early": "function"}
