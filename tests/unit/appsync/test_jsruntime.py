"""The APPSYNC_JS runtime as a library: ``evaluate`` against real node workers (no server needed)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
from collections.abc import Iterator
from datetime import datetime, timezone
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from labcloud import clock
from labcloud.services.appsync.jsruntime import JsOutcome, JsRuntimeError, pool, shutdown
from labcloud.services.appsync.jsruntime import evaluate as js_evaluate

UTILS = "import { util, runtime, extensions } from '@aws-appsync/utils';\n"
DDB = "import * as ddb from '@aws-appsync/utils/dynamodb';\n"


@pytest.fixture(scope="module")
def loop() -> Iterator[asyncio.AbstractEventLoop]:
    """One loop (so one worker pool) for the whole file; its workers are stopped at the end."""
    loop = asyncio.new_event_loop()
    yield loop
    loop.run_until_complete(shutdown())
    loop.close()


def run(
    loop: asyncio.AbstractEventLoop,
    code: str,
    context: dict[str, Any] | None = None,
    handler: str = "request",
) -> JsOutcome:
    return loop.run_until_complete(js_evaluate(code, handler, context or {}))


def value(loop: asyncio.AbstractEventLoop, expression: str, context: dict[str, Any] | None = None) -> Any:
    """The value of one expression over util/runtime/ddb."""
    return run(loop, UTILS + DDB + f"export function request(ctx) {{ return {expression}; }}", context).value


def refused(loop: asyncio.AbstractEventLoop, code: str, handler: str = "request") -> JsRuntimeError:
    with pytest.raises(JsRuntimeError) as caught:
        run(loop, code, handler=handler)
    return caught.value


def pids(loop: asyncio.AbstractEventLoop) -> list[int]:
    async def live() -> list[int]:
        return pool.worker_pids()

    return loop.run_until_complete(live())


# -- the call: value, stash, logs, errors, earlyReturn ---------------------------------------


def test_request_and_response_with_stash_and_logs(loop: asyncio.AbstractEventLoop) -> None:
    code = UTILS + (
        "export function request(ctx) {\n"
        "  ctx.stash.seen = [...(ctx.stash.seen || []), ctx.args.id];\n"
        "  console.log('asked for', ctx.arguments.id, { deep: true });\n"
        "  return { id: ctx.args.id, who: ctx.identity.username, field: ctx.info.fieldName };\n"
        "}\n"
        "export const response = (ctx) => ({ got: ctx.result, prev: ctx.prev.result, stash: ctx.stash });\n"
    )
    context = {
        "arguments": {"id": "7"},
        "identity": {"username": "ana"},
        "stash": {"seen": ["1"]},
        "info": {"fieldName": "getPost"},
    }
    out = run(loop, code, context)
    assert out.value == {"id": "7", "who": "ana", "field": "getPost"}
    assert out.stash == {"seen": ["1", "7"]}
    assert out.logs == ['asked for 7 {"deep":true}']
    assert out.error is None and out.errors == [] and out.early_return is False
    back = run(
        loop, code, {"result": {"a": 1}, "prev": {"result": 2}, "stash": out.stash}, handler="response"
    )
    assert back.value == {"got": {"a": 1}, "prev": 2, "stash": {"seen": ["1", "7"]}}


def test_export_list_and_renamed_imports(loop: asyncio.AbstractEventLoop) -> None:
    code = (
        "import { util as u } from '@aws-appsync/utils';\nimport { get } from \"@aws-appsync/utils/dynamodb\"\n"
        "function request(ctx) { return get({ key: { id: u.defaultIfNull(ctx.args.id, 'x') } }); }\n"
        "function response(ctx) { return null; }\nexport { request, response };\n"
    )
    assert run(loop, code).value == {"operation": "GetItem", "key": {"id": {"S": "x"}}}


def test_early_return_stops_the_handler(loop: asyncio.AbstractEventLoop) -> None:
    code = (
        UTILS
        + "export function request(ctx) { ctx.stash.a = 1; runtime.earlyReturn({ cached: true }); ctx.stash.b = 2; return 1; }"
    )
    out = run(loop, code)
    assert out.early_return is True and out.value == {"cached": True} and out.stash == {"a": 1}


def test_error_and_append_error(loop: asyncio.AbstractEventLoop) -> None:
    code = UTILS + (
        "export function request(ctx) {\n"
        "  util.appendError('soft', 'Warn', { n: 1 }, { hint: 'x' });\n"
        "  util.appendError('bare');\n"
        "  util.error('hard', 'MyError', { id: 2 }, { more: true });\n"
        "  return 'not reached';\n}"
    )
    out = run(loop, code)
    assert out.value is None
    assert out.error == {"message": "hard", "type": "MyError", "data": {"id": 2}, "info": {"more": True}}
    assert out.errors == [
        {"message": "soft", "type": "Warn", "data": {"n": 1}, "info": {"hint": "x"}},
        {"message": "bare", "type": None, "data": None, "info": None},
    ]


def test_unauthorized(loop: asyncio.AbstractEventLoop) -> None:
    out = run(
        loop,
        UTILS + "export function request(ctx) { util.unauthorized(); }",
        {"info": {"fieldName": "secret", "parentTypeName": "Query"}},
    )
    assert out.error == {
        "message": "Not Authorized to access secret on type Query",
        "type": "Unauthorized",
        "data": None,
        "info": None,
    }


# -- util ------------------------------------------------------------------------------


def test_ids(loop: asyncio.AbstractEventLoop) -> None:
    ids = value(loop, "[util.autoId(), util.autoId(), util.autoUlid(), util.autoKsuid()]")
    assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", ids[0])
    assert ids[0] != ids[1]
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{26}", ids[2])
    assert re.fullmatch(r"[0-9A-Za-z]{27}", ids[3])


def test_time_follows_labcloud_clock(
    loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    # this process's clock alone: a store another in-process test attached (and closed) is not this test's
    monkeypatch.setattr(clock, "_store", None)
    monkeypatch.setattr(clock, "_bus", None)
    clock.set(1_700_000_000.123)
    try:
        got = value(
            loop,
            "[util.time.nowISO8601(), util.time.nowEpochSeconds(), util.time.nowEpochMilliSeconds(),"
            " util.time.nowFormatted('yyyy-MM-dd HH:mm:ssZ'), util.time.nowFormatted('dd/MM/yy hh:mm a XXX', 'Asia/Kolkata'),"
            " util.autoUlid().slice(0, 10), Date.now(), new Date().toISOString(), new Date(0).toISOString(), new Date() instanceof Date]",
        )
    finally:
        clock.reset()
    # labcloud's clock runs on from the time set (wall time plus an offset): the call reads it a few
    # milliseconds later, so every value is checked against the one instant the call saw.
    ms = got[2]
    assert 1_700_000_000_123 <= ms < 1_700_000_000_123 + 60_000, "the clock set, not wall time (2026)"
    at = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    assert got[0] == at.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    assert got[1] == ms // 1000
    assert got[3] == at.strftime("%Y-%m-%d %H:%M:%S+0000")
    assert got[4] == at.astimezone(ZoneInfo("Asia/Kolkata")).strftime("%d/%m/%y %I:%M %p +05:30")
    assert got[6:] == [ms, got[0], "1970-01-01T00:00:00.000Z", True]
    crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    assert got[5] == "".join(crockford[(ms >> (5 * i)) & 31] for i in range(9, -1, -1))  # a ULID's time part


def test_time_conversions(loop: asyncio.AbstractEventLoop) -> None:
    got = value(
        loop,
        "[util.time.parseISO8601ToEpochMilliSeconds('2018-02-01T17:21:05.180+08:00'),"
        " util.time.parseFormattedToEpochMilliSeconds('2018-02-01 09:21:05+0000', 'yyyy-MM-dd HH:mm:ssZ'),"
        " util.time.parseFormattedToEpochMilliSeconds('2018-02-01 17:21', 'yyyy-MM-dd HH:mm', 'Asia/Singapore'),"
        " util.time.epochMilliSecondsToSeconds(1517943695750), util.time.epochMilliSecondsToISO8601(1517943695750),"
        " util.time.epochMilliSecondsToFormatted(1517943695750, \"yyyy-MM-dd'T'HH:mm:ss.SSS\")]",
    )
    assert got == [
        1517476865180,
        1517476865000,
        1517476860000,
        1517943695,
        "2018-02-06T19:01:35.750Z",
        "2018-02-06T19:01:35.750",
    ]


def test_parse_failure_is_an_error(loop: asyncio.AbstractEventLoop) -> None:
    out = run(
        loop,
        UTILS + "export function request(ctx) { return util.time.parseISO8601ToEpochMilliSeconds('nope'); }",
    )
    assert out.error is not None and out.error["type"] == "DateTimeParseException"


def test_strings_math_and_encodings(loop: asyncio.AbstractEventLoop) -> None:
    got = value(
        loop,
        "{ up: util.str.toUpper('abc'), low: util.str.toLower('ABC'), rep: util.str.toReplace('a-b-c', '-', '+'),"
        " norm: util.str.normalize('e\\u0301', 'nfc'), round: util.math.roundNum(2.5), min: util.math.minVal(3, 1),"
        " max: util.math.maxVal(3, 1), rnd: util.math.randomWithinRange(5, 5), dbl: util.math.randomDouble() < 1,"
        " b64: util.base64Encode('héllo wörld'), unb64: util.base64Decode('aMOpbGxvIHfDtnJsZA=='),"
        " url: util.urlEncode('a b&c=d/é!'), unurl: util.urlDecode('a+b%26c'), js: util.escapeJavaScript('say \"hi\"\\n'),"
        " m1: util.matches('a*b', 'aaaab'), m2: util.matches('a*b', 'xaab') }",
    )
    assert got == {
        "up": "ABC",
        "low": "abc",
        "rep": "a+b+c",
        "norm": "\u00e9",
        "round": 3,
        "min": 1,
        "max": 3,
        "rnd": 5,
        "dbl": True,
        "b64": "aMOpbGxvIHfDtnJsZA==",
        "unb64": "héllo wörld",
        "url": "a+b%26c%3Dd%2F%C3%A9%21",
        "unurl": "a b&c",
        "js": 'say \\"hi\\"\\n',
        "m1": True,
        "m2": False,
    }


def test_type_checks_and_defaults(loop: asyncio.AbstractEventLoop) -> None:
    got = value(
        loop,
        "[util.isNull(null), util.isNull(0), util.isNullOrEmpty(''), util.isNullOrEmpty([]), util.isNullOrEmpty('a'),"
        " util.isNullOrBlank('  '), util.isString('s'), util.isNumber(1), util.isBoolean(false), util.isList([]),"
        " util.isMap({}), util.isMap([]), util.typeOf(null), util.typeOf(1), util.typeOf('s'), util.typeOf(true),"
        " util.typeOf([]), util.typeOf({}), util.defaultIfNull(null, 'd'), util.defaultIfNullOrEmpty('', 'd'),"
        " util.defaultIfNullOrBlank(' ', 'd'), util.defaultIfNull('v', 'd'), util.authType()]",
    )
    assert got == [
        True,
        False,
        True,
        True,
        False,
        True,
        True,
        True,
        True,
        True,
        True,
        False,
        "Null",
        "Number",
        "String",
        "Boolean",
        "List",
        "Map",
        "d",
        "d",
        "d",
        "v",
        "API Key Authorization",
    ]
    assert (
        value(
            loop,
            "util.authType()",
            {"identity": {"sub": "s", "issuer": "https://cognito-idp.us-east-1.amazonaws.com/p"}},
        )
        == "User Pool Authorization"
    )
    assert (
        value(loop, "util.authType()", {"identity": {"accountId": "1", "userArn": "arn"}})
        == "IAM Authorization"
    )
    assert value(loop, "util.authType()", {"identity": {"resolverContext": {}}}) == "Lambda Authorization"


def test_http_helpers(loop: asyncio.AbstractEventLoop) -> None:
    code = UTILS + (
        "export function request(ctx) { util.http.addResponseHeader('x-one', '1'); util.http.addResponseHeaders({ 'x-two': 2 });"
        " return util.http.copyHeaders(ctx.request.headers); }"
    )
    out = run(loop, code, {"request": {"headers": {"host": "h", "x-api-key": "k", "content-length": "3"}}})
    assert out.value == {"x-api-key": "k"}
    assert out.response_headers == {"x-one": "1", "x-two": 2}


def test_dynamodb_typed_values(loop: asyncio.AbstractEventLoop) -> None:
    got = value(
        loop,
        "[util.dynamodb.toDynamoDB({ s: 'a', n: 1, b: true, z: null, l: [1, 'x'], m: { k: 'v' } }),"
        " util.dynamodb.toMapValues({ id: 'a', n: 2 }), util.dynamodb.toString('a'), util.dynamodb.toStringSet(['a']),"
        " util.dynamodb.toNumber(3), util.dynamodb.toNumberSet([1, 2]), util.dynamodb.toBinary('AA=='),"
        " util.dynamodb.toBinarySet(['AA==']), util.dynamodb.toBoolean(false), util.dynamodb.toNull(),"
        " util.dynamodb.toList(['a', 1]), util.dynamodb.toMap({ a: 1 }), util.dynamodb.toS3Object('k', 'b', 'us-west-2', '1'),"
        ' util.dynamodb.fromS3ObjectJson(\'{"s3":{"key":"k","bucket":"b","region":"r"}}\')]',
    )
    assert got[0] == {
        "M": {
            "s": {"S": "a"},
            "n": {"N": 1},
            "b": {"BOOL": True},
            "z": {"NULL": None},
            "l": {"L": [{"N": 1}, {"S": "x"}]},
            "m": {"M": {"k": {"S": "v"}}},
        }
    }
    assert got[1] == {"id": {"S": "a"}, "n": {"N": 2}}
    assert got[2:12] == [
        {"S": "a"},
        {"SS": ["a"]},
        {"N": 3},
        {"NS": [1, 2]},
        {"B": "AA=="},
        {"BS": ["AA=="]},
        {"BOOL": False},
        {"NULL": None},
        {"L": [{"S": "a"}, {"N": 1}]},
        {"M": {"a": {"N": 1}}},
    ]
    assert json.loads(got[12]["S"]) == {
        "s3": {"key": "k", "bucket": "b", "region": "us-west-2", "version": "1"}
    }
    assert got[13] == {"key": "k", "bucket": "b", "region": "r"}


def test_transform_filter_and_condition(loop: asyncio.AbstractEventLoop) -> None:
    got = value(
        loop,
        "[JSON.parse(util.transform.toDynamoDBFilterExpression({ title: { contains: 'Hello' } })),"
        " JSON.parse(util.transform.toDynamoDBConditionExpression({ or: [{ n: { between: [1, 5] } }, { t: { attributeExists: false } }], not: { s: { beginsWith: 'x' } } }))]",
    )
    assert got[0] == {
        "expression": "(contains(#title,:title_contains))",
        "expressionNames": {"#title": "title"},
        "expressionValues": {":title_contains": {"S": "Hello"}},
    }
    assert got[1] == {
        "expression": "((#n BETWEEN :n_between_0 AND :n_between_1) OR (attribute_not_exists(#t))) AND (NOT (begins_with(#s,:s_beginsWith)))",
        "expressionNames": {"#n": "n", "#t": "t", "#s": "s"},
        "expressionValues": {":n_between_0": {"N": 1}, ":n_between_1": {"N": 5}, ":s_beginsWith": {"S": "x"}},
    }


# -- @aws-appsync/utils/dynamodb ---------------------------------------------------------------


def test_ddb_get_put_remove(loop: asyncio.AbstractEventLoop) -> None:
    got = value(
        loop,
        "[ddb.get({ key: { id: '1' }, consistentRead: true, projection: ['a', 'b'] }),"
        " ddb.put({ key: { id: '1' }, item: { id: '1', title: 't' }, condition: { id: { attributeExists: false } } }),"
        " ddb.remove({ key: { id: '1' }, condition: { v: { eq: 3 } }, _version: 3 })]",
    )
    assert got[0] == {
        "operation": "GetItem",
        "key": {"id": {"S": "1"}},
        "consistentRead": True,
        "projection": {"expression": "#a,#b", "expressionNames": {"#a": "a", "#b": "b"}},
    }
    assert got[1] == {
        "operation": "PutItem",
        "key": {"id": {"S": "1"}},
        "attributeValues": {"title": {"S": "t"}},
        "condition": {"expression": "(attribute_not_exists(#id))", "expressionNames": {"#id": "id"}},
    }
    assert got[2] == {
        "operation": "DeleteItem",
        "key": {"id": {"S": "1"}},
        "_version": 3,
        "condition": {
            "expression": "(#v = :v_eq)",
            "expressionNames": {"#v": "v"},
            "expressionValues": {":v_eq": {"N": 3}},
        },
    }


def test_ddb_update_operations(loop: asyncio.AbstractEventLoop) -> None:
    got = value(
        loop,
        "ddb.update({ key: { id: '1' }, update: { title: 'new', views: ddb.operations.increment(1),"
        " tags: ddb.operations.append(['x']), old: ddb.operations.remove(), seen: ddb.operations.addToSet(['a']) } })",
    )
    assert got["operation"] == "UpdateItem" and got["key"] == {"id": {"S": "1"}}
    assert got["update"]["expression"] == (
        "SET #title = :title_set, #views = if_not_exists(#views, :views_zero) + :views_increment,"
        " #tags = list_append(if_not_exists(#tags, :tags_empty), :tags_append) ADD #seen :seen_addToSet REMOVE #old"
    )
    assert got["update"]["expressionValues"] == {
        ":title_set": {"S": "new"},
        ":views_zero": {"N": 0},
        ":views_increment": {"N": 1},
        ":tags_empty": {"L": []},
        ":tags_append": {"L": [{"S": "x"}]},
        ":seen_addToSet": {"SS": ["a"]},
    }


def test_ddb_query_and_scan(loop: asyncio.AbstractEventLoop) -> None:
    got = value(
        loop,
        "[ddb.query({ query: { pk: { eq: 'u#1' }, sk: { beginsWith: 'post#' } }, filter: { deleted: { ne: true } },"
        " index: 'byUser', limit: 10, nextToken: 'tok', scanIndexForward: false }),"
        " ddb.scan({ limit: 5, filter: { n: { gt: 1 } }, segment: 0, totalSegments: 2 })]",
    )
    assert got[0] == {
        "operation": "Query",
        "query": {
            "expression": "(#pk = :pk_eq) AND (begins_with(#sk,:sk_beginsWith))",
            "expressionNames": {"#pk": "pk", "#sk": "sk"},
            "expressionValues": {":pk_eq": {"S": "u#1"}, ":sk_beginsWith": {"S": "post#"}},
        },
        "filter": {
            "expression": "(#deleted <> :deleted_ne)",
            "expressionNames": {"#deleted": "deleted"},
            "expressionValues": {":deleted_ne": {"BOOL": True}},
        },
        "index": "byUser",
        "limit": 10,
        "nextToken": "tok",
        "scanIndexForward": False,
    }
    assert got[1] == {
        "operation": "Scan",
        "limit": 5,
        "segment": 0,
        "totalSegments": 2,
        "filter": {
            "expression": "(#n > :n_gt)",
            "expressionNames": {"#n": "n"},
            "expressionValues": {":n_gt": {"N": 1}},
        },
    }


@pytest.mark.parametrize(
    "call",
    [
        "ddb.sync({ limit: 1 })",
        "extensions.evictFromApiCache('Query', 'f', {})",
        "util.transform.toSubscriptionFilter({})",
    ],
)
def test_unsupported_features_are_refused(loop: asyncio.AbstractEventLoop, call: str) -> None:
    error = refused(loop, UTILS + DDB + f"export function request(ctx) {{ return {call}; }}")
    assert error.code == "UNSUPPORTED" and "not supported by labcloud" in error.message


# -- refusals: syntax, runtime, forbidden JS, limits -------------------------------------------------


def test_syntax_error_with_its_line(loop: asyncio.AbstractEventLoop) -> None:
    error = refused(loop, UTILS + "export function request(ctx) {\n  return { a: 1 b: 2 };\n}")
    assert error.code == "PARSER_ERROR" and error.message.startswith("SyntaxError") and error.line == 3
    assert error.code_error() == {
        "errorType": "PARSER_ERROR",
        "value": error.message,
        "location": {"line": 3, "column": 0, "span": 0},
    }


def test_runtime_error_with_its_line(loop: asyncio.AbstractEventLoop) -> None:
    error = refused(
        loop, UTILS + "export function request(ctx) {\n  const a = ctx.args.missing;\n  return a.deep;\n}"
    )
    assert error.code == "RUNTIME_ERROR" and error.message.startswith("TypeError") and error.line == 4


@pytest.mark.parametrize(
    ("body", "word"),
    [
        ("try { return 1 } catch (e) { return 2 }", '"try"'),
        ("throw new Error('x')", '"throw"'),
        ("while (true) {}", '"while"'),
        ("do { } while (false)", '"do-while"'),
        ("for (let i = 0; i < 3; i = i + 1) {}", "for(initialization"),
        ("for (const x of [1]) { continue }", '"continue"'),
        ("class A {}", '"class"'),
        ("let i = 0; i++", '"++"'),
        ("const f = async () => 1", '"async"'),
    ],
)
def test_forbidden_statements(loop: asyncio.AbstractEventLoop, body: str, word: str) -> None:
    error = refused(loop, f"export function request(ctx) {{\n{body}\n}}")
    assert error.code == "UNSUPPORTED" and word in error.message and error.line == 2


def test_keywords_in_strings_comments_and_keys_are_fine(loop: asyncio.AbstractEventLoop) -> None:
    code = (
        "// try this; while you can\nexport function request(ctx) { /* throw */"
        " return { text: `class ${'try'} i++`, class: ctx.args.class, catch : 1 }; }"
    )
    assert run(loop, code, {"arguments": {"class": "A"}}).value == {
        "text": "class try i++",
        "class": "A",
        "catch": 1,
    }


@pytest.mark.parametrize(
    ("code", "code_name"),
    [
        ("import fs from 'fs';\nexport function request(ctx) { return 1 }", "UNSUPPORTED"),
        ("import { util } from 'lodash';\nexport function request(ctx) { return 1 }", "UNSUPPORTED"),
        ("export default function request(ctx) { return 1 }", "UNSUPPORTED"),
        ("export function response(ctx) { return 1 }", "HANDLER_NOT_FOUND"),
        ("export function request(ctx) { return require('fs') }", "RUNTIME_ERROR"),
        ("export function request(ctx) { return process.env }", "RUNTIME_ERROR"),
        (
            "export function request(ctx) { return ctx.constructor.constructor('return process')() }",
            "RUNTIME_ERROR",
        ),
        ("export function request(ctx) { return eval('1') }", "RUNTIME_ERROR"),
    ],
)
def test_modules_and_escapes_refused(loop: asyncio.AbstractEventLoop, code: str, code_name: str) -> None:
    assert refused(loop, code).code == code_name


def test_code_over_32_kb_refused(loop: asyncio.AbstractEventLoop) -> None:
    code = "export function request(ctx) { return 1 }\n//" + "x" * 32 * 1024
    assert refused(loop, code).code == "CODE_TOO_LARGE"


def test_async_handler_refused_by_its_promise(loop: asyncio.AbstractEventLoop) -> None:
    assert refused(loop, "export function request(ctx) { return Promise.resolve(1) }").code == "UNSUPPORTED"


# -- the workers: hangs, deaths, concurrency, confinement ------------------------------------------------

SPIN = "export function request(ctx) { const it = { [Symbol.iterator]() { return { next() { return { done: false } } } } }; for (const x of it) {} }"


def test_hung_script_stopped_and_worker_reused(
    loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pool, "CALL_TIMEOUT_MS", 100)
    error = refused(loop, SPIN)
    assert error.code == "TIMEOUT"
    # the next call gets the usual budget: 100 ms for a plain call failed on CI's loaded machine (Python 3.13)
    monkeypatch.setattr(pool, "CALL_TIMEOUT_MS", 5000)
    assert run(loop, "export function request(ctx) { return 'after' }").value == "after"


def test_wedged_worker_killed_and_replaced(
    loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    run(loop, "export function request(ctx) { return 1 }")
    before = pids(loop)
    for pid in before:
        os.kill(pid, signal.SIGSTOP)  # deaf to vm's own timeout: only the server's watchdog can end it
    monkeypatch.setattr(pool, "WATCHDOG_GRACE_S", 0.2)
    monkeypatch.setattr(pool, "CALL_TIMEOUT_MS", 100)
    assert refused(loop, "export function request(ctx) { return 1 }").code == "TIMEOUT"
    monkeypatch.setattr(pool, "WATCHDOG_GRACE_S", 2.0)  # the replacement gets the usual budget (see above)
    monkeypatch.setattr(pool, "CALL_TIMEOUT_MS", 5000)
    assert run(loop, "export function request(ctx) { return 2 }").value == 2
    for pid in before:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    assert not set(pids(loop)) & set(before)


def running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return ") Z " not in fh.read()
    except (FileNotFoundError, ProcessLookupError):  # reaped, or being reaped as it is read
        return False


def test_killed_worker_replaced(loop: asyncio.AbstractEventLoop) -> None:
    run(loop, "export function request(ctx) { return 1 }")
    before = pids(loop)
    for pid in before:
        os.kill(pid, signal.SIGKILL)
    for pid in before:  # dead (a zombie until reaped) before the next call takes a worker
        while running(pid):
            os.sched_yield()
    assert run(loop, "export function request(ctx) { return 'fresh' }").value == "fresh"
    assert not set(pids(loop)) & set(before)


def test_many_evaluations_at_once(loop: asyncio.AbstractEventLoop) -> None:
    code = (
        UTILS
        + "export function request(ctx) { ctx.stash.n = ctx.args.n; return { n: ctx.args.n * 2, id: util.autoId() }; }"
    )

    async def many() -> list[JsOutcome]:
        return list(
            await asyncio.gather(*(js_evaluate(code, "request", {"arguments": {"n": n}}) for n in range(40)))
        )

    outs = loop.run_until_complete(many())
    assert [o.value["n"] for o in outs] == [n * 2 for n in range(40)]
    assert [o.stash for o in outs] == [{"n": n} for n in range(40)]
    assert len({o.value["id"] for o in outs}) == 40
    assert 1 <= len(pids(loop)) <= pool.POOL_SIZE


def test_worker_is_confined(loop: asyncio.AbstractEventLoop) -> None:
    run(loop, "export function request(ctx) { return 1 }")
    pid = pids(loop)[0]
    with open(f"/proc/{pid}/status") as fh:
        status = fh.read()
    assert re.search(r"^NoNewPrivs:\s+1$", status, re.M)
    found = pool.confine.protections()
    if found.namespaces:  # its own network namespace: no network at all
        assert os.readlink(f"/proc/{pid}/ns/net") != os.readlink("/proc/self/ns/net")
    if found.root:  # a dedicated unprivileged user
        assert re.search(r"^Uid:\s+(\d+)", status, re.M).group(1) != "0"  # type: ignore[union-attr]


def test_calls_of_one_code_share_nothing(loop: asyncio.AbstractEventLoop) -> None:
    """Module-level code runs afresh on each call, and globals and intrinsics cannot carry state."""
    code = (
        "const seen = [];\n"
        "export function request(ctx) {\n"
        "  seen.push(ctx.args.n);\n"
        "  if (ctx.args.n === 1) { Array.prototype.leak = 'x'; }\n"
        "  return { seen, leak: [].leak === undefined };\n}"
    )
    error = refused_with(loop, code, {"arguments": {"n": 1}})
    assert error.code == "RUNTIME_ERROR" and "leak" in error.message
    assert run(loop, code, {"arguments": {"n": 2}}).value == {"seen": [2], "leak": True}
    kept = "export function request(ctx) { const before = globalThis.kept; globalThis.kept = ctx.args.n; return before === undefined; }"
    assert run(loop, kept, {"arguments": {"n": 1}}).value is True
    assert run(loop, kept, {"arguments": {"n": 2}}).value is True
    assert (
        refused_with(loop, "export function request(ctx) { Math = null; return 1 }", {}).code
        == "RUNTIME_ERROR"
    )


def refused_with(loop: asyncio.AbstractEventLoop, code: str, context: dict[str, Any]) -> JsRuntimeError:
    with pytest.raises(JsRuntimeError) as caught:
        run(loop, code, context)
    return caught.value


def test_oversized_result_refused(loop: asyncio.AbstractEventLoop) -> None:
    error = refused(loop, "export function request(ctx) { return 'x'.repeat(6000000) }")
    assert error.code == "RUNTIME_ERROR" and "larger than 5 MB" in error.message


def test_out_of_memory_fails_the_call_and_the_worker_is_replaced(
    loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pool, "CALL_TIMEOUT_MS", 30_000)  # the heap, not the time bound, must stop it
    hog = (
        "export function request(ctx) { const a = [];"
        " for (const i of Array.from({ length: 40 }, (_, k) => k)) { a.push(new Array(10000000).fill(i)) } return a.length }"
    )
    assert refused(loop, hog).code == "WORKER_FAILED"
    assert run(loop, "export function request(ctx) { return 'alive' }").value == "alive"


def test_a_bundled_module_as_esbuild_writes_it(loop: asyncio.AbstractEventLoop) -> None:
    """TypeScript compiled by esbuild (as the CDK and AWS's samples bundle it): `var`s, an export list."""
    code = (
        "// src/resolvers/createPost.ts\n"
        'import { util as util2 } from "@aws-appsync/utils";\n'
        "function request(ctx) {\n"
        "  const { title } = ctx.args;\n"
        "  return {\n"
        '    method: "POST",\n'
        '    resourcePath: "/posts",\n'
        "    params: { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title, at: util2.time.nowEpochSeconds() }) }\n"
        "  };\n"
        "}\n"
        "var response = (ctx) => ctx.result.statusCode === 200 ? JSON.parse(ctx.result.body) : util2.appendError(ctx.result.body, `${ctx.result.statusCode}`);\n"
        "export {\n  request,\n  response\n};\n"
        "//# sourceMappingURL=createPost.js.map\n"
    )
    out = run(loop, code, {"arguments": {"title": "t"}})
    assert out.value["method"] == "POST" and json.loads(out.value["params"]["body"])["title"] == "t"
    back = run(loop, code, {"result": {"statusCode": 500, "body": "boom"}}, handler="response")
    assert back.value is None and back.errors == [
        {"message": "boom", "type": "500", "data": None, "info": None}
    ]


def test_code_cannot_break_out_of_its_module_or_the_protocol(loop: asyncio.AbstractEventLoop) -> None:
    """Closing the module's body early is a syntax error; a handler cannot forge the worker's answer line."""
    escape = "export function request(ctx) { return 1 }\n}); globalThis.__run = () => '1}\\n{\"id\":99}'; (function () {"
    assert refused(loop, escape).code == "PARSER_ERROR"
    forged = 'export function request(ctx) { return \'"}\\n{"id": 2, "ok": true}\' }'
    assert run(loop, forged).value == '"}\n{"id": 2, "ok": true}'
    assert run(loop, "export function request(ctx) { return 'next' }").value == "next"
