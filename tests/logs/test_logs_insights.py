"""Logs Insights over the real server: the query language on Lambda-shaped logs, the query API, errors."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, deployer, wait_for  # noqa: E402

GROUP = "/aws/lambda/orders-worker"
REQUESTS = [
    "11111111-1111-1111-1111-111111111111",
    "22222222-2222-2222-2222-222222222222",
    "33333333-3333-3333-3333-333333333333",
]


def lambda_lines(base: int) -> list[tuple[int, str]]:
    events = []
    for n, request in enumerate(REQUESTS):
        ts = base + n * 90_000
        events += [
            (ts, f"START RequestId: {request} Version: $LATEST\n"),
            (ts + 1, f"[INFO]\t2026-01-01T00:00:00.000Z\t{request}\tprocessing order-{n}\n"),
            (
                ts + 2,
                json.dumps(
                    {"level": "ERROR" if n == 2 else "INFO", "order": {"id": f"order-{n}", "total": 10 * n}}
                ),
            ),
            (ts + 3, f"END RequestId: {request}\n"),
            (
                ts + 4,
                f"REPORT RequestId: {request}\tDuration: {10.5 * (n + 1):.2f} ms\tBilled Duration: "
                f"{11 * (n + 1)} ms\tMemory Size: 128 MB\tMax Memory Used: {40 + n} MB\t"
                + ("Init Duration: 120.00 ms\t" if n == 0 else "")
                + "\n",
            ),
        ]
    return events


def query(logs, text, start, end, groups=(GROUP,), **extra):
    query_id = logs.start_query(
        logGroupNames=list(groups),
        startTime=start // 1000,
        endTime=end // 1000 + 1,
        queryString=text,
        **extra,
    )["queryId"]
    answer = logs.get_query_results(queryId=query_id)
    assert answer["status"] == "Complete"
    return [{cell["field"]: cell["value"] for cell in row} for row in answer["results"]], answer


@pytest.fixture
def lambda_logs(logs, put):
    base = (now_ms() - 600_000) // 60_000 * 60_000
    put(GROUP, "2026/01/01/[$LATEST]abc", lambda_lines(base))
    return base


def test_discovered_lambda_fields_and_stats_by_bin(logs, lambda_logs):
    base = lambda_logs
    rows, answer = query(
        logs,
        'filter @type = "REPORT" | stats count(*) as n, avg(@duration) as avg, '
        "max(@maxMemoryUsed) as peak, pct(@duration, 50) by bin(1m)",
        base,
        base + 300_000,
    )
    assert [r["n"] for r in rows] == ["1", "1", "1"]
    assert [r["avg"] for r in rows] == ["10.5", "21", "31.5"]
    assert rows[2]["peak"] == str(42 * 1_048_576)
    assert rows[0]["bin(1m)"].endswith(":00.000")
    assert answer["statistics"]["recordsScanned"] == 15.0


def test_fields_sort_limit_and_request_ids(logs, lambda_logs):
    base = lambda_logs
    rows, _ = query(
        logs,
        "fields @timestamp, @requestId, @type, @initDuration | filter ispresent(@initDuration)",
        base,
        base + 300_000,
    )
    assert len(rows) == 1 and rows[0]["@requestId"] == REQUESTS[0] and rows[0]["@initDuration"] == "120"
    rows, _ = query(
        logs,
        "fields @message | filter @message like /processing/ | sort @timestamp desc | limit 2",
        base,
        base + 300_000,
    )
    assert [r["@message"].split("\t")[-1].strip() for r in rows] == [
        "processing order-2",
        "processing order-1",
    ]
    assert all("@ptr" in r for r in rows)


def test_json_fields_filter_and_dedup(logs, lambda_logs):
    base = lambda_logs
    rows, _ = query(
        logs,
        'fields order.id as id, order.total * 2 as doubled | filter level = "ERROR"',
        base,
        base + 300_000,
    )
    assert rows == [{"id": "order-2", "doubled": "40", "@ptr": rows[0]["@ptr"]}]
    rows, _ = query(
        logs, "filter ispresent(@requestId) | dedup @requestId | display @requestId", base, base + 300_000
    )
    assert sorted(r["@requestId"] for r in rows) == sorted(REQUESTS)


def test_parse_glob_and_regex(logs, put):
    base = now_ms() - 10_000
    put(
        "/app",
        "s1",
        [
            (base, "user=ann action=login ms=12"),
            (base + 1, "user=bob action=logout ms=30"),
            (base + 2, "user=ann action=logout ms=7"),
        ],
    )
    rows, _ = query(
        logs,
        'parse @message "user=* action=* ms=*" as user, action, ms | stats sum(ms) as total, '
        "count(*) as n by user | sort total desc",
        base,
        base + 5000,
        groups=("/app",),
    )
    assert rows == [{"user": "bob", "total": "30", "n": "1"}, {"user": "ann", "total": "19", "n": "2"}]
    rows, _ = query(
        logs,
        r"parse @message /action=(?<act>\w+)/ | filter act in ['login'] | fields act",
        base,
        base + 5000,
        groups=("/app",),
    )
    assert [r["act"] for r in rows] == ["login"]


def test_query_api_and_errors(logs, put):
    base = now_ms() - 10_000
    put("/q", "s1", [(base, "hello")])
    with pytest.raises(ClientError) as info:
        logs.start_query(logGroupName="/q", startTime=0, endTime=1, queryString="fields @x | limit")
    assert code_of(info)[0] == "MalformedQueryException"
    with pytest.raises(ClientError) as info:
        logs.start_query(logGroupName="/missing", startTime=0, endTime=1, queryString="fields @message")
    assert code_of(info)[0] == "ResourceNotFoundException"
    with pytest.raises(ClientError) as info:
        logs.start_query(logGroupName="/q", startTime=10, endTime=1, queryString="fields @message")
    assert code_of(info)[0] == "InvalidParameterException"
    with pytest.raises(ClientError) as info:
        logs.start_query(
            logGroupName="/q", logGroupNames=["/q"], startTime=0, endTime=1, queryString="fields @message"
        )
    assert code_of(info)[0] == "InvalidParameterException"
    with pytest.raises(ClientError) as info:
        logs.get_query_results(queryId="00000000-0000-0000-0000-000000000000")
    assert code_of(info)[0] == "ResourceNotFoundException"
    query_id = logs.start_query(
        logGroupName="/q", startTime=base // 1000 - 1, endTime=base // 1000 + 1, queryString="fields @message"
    )["queryId"]
    assert logs.stop_query(queryId=query_id)["success"] is False
    described = logs.describe_queries(logGroupName="/q")["queries"]
    assert described[0]["queryId"] == query_id and described[0]["status"] == "Complete"
    assert described[0]["logGroupName"] == "/q"


def test_insights_on_a_real_function_from_the_cli(labcloud):
    deploy = deployer(labcloud, create_role(labcloud))
    deploy("insight-fn", "def handler(event, context):\n    print('order', event['id'])\n    return event\n")
    client = labcloud.boto3_client("lambda")
    wait_for(lambda: client.get_function(FunctionName="insight-fn")["Configuration"]["State"] == "Active")
    for n in range(3):
        client.invoke(FunctionName="insight-fn", Payload=json.dumps({"id": n}).encode())
    logs = labcloud.boto3_client("logs")

    def reports():
        try:
            found = logs.filter_log_events(logGroupName="/aws/lambda/insight-fn", filterPattern="REPORT")
        except ClientError:
            return None
        return len(found["events"]) == 3

    wait_for(reports)
    now = int(time.time())
    started = labcloud.aws_json(
        "logs",
        "start-query",
        "--log-group-name",
        "/aws/lambda/insight-fn",
        "--start-time",
        str(now - 600),
        "--end-time",
        str(now + 60),
        "--query-string",
        'filter @type = "REPORT" | stats count(*) as invocations, max(@memorySize) as mem',
    )
    answer = labcloud.aws_json("logs", "get-query-results", "--query-id", started["queryId"])
    cells = {c["field"]: c["value"] for c in answer["results"][0]}
    assert cells["invocations"] == "3" and int(cells["mem"]) == 128 * 1_048_576
