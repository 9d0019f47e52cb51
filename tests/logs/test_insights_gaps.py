"""Logs Insights pieces the issue lists that the main insights tests do not exercise: min(),
@billedDuration, @logStream, comparisons, regex filters, not like, and JSON field discovery."""

from __future__ import annotations

import json

from logs_helpers import now_ms

GROUP = "/aws/lambda/gaps"
STREAM = "2026/01/01/[$LATEST]gaps"


def _query(logs, text, start, end):
    query_id = logs.start_query(
        logGroupName=GROUP, startTime=start // 1000, endTime=end // 1000 + 1, queryString=text
    )["queryId"]
    answer = logs.get_query_results(queryId=query_id)
    assert answer["status"] == "Complete"
    return [
        {cell["field"]: cell["value"] for cell in row if cell["field"] != "@ptr"} for row in answer["results"]
    ]


def _lines(base):
    lines = []
    for n in range(3):
        rid = f"0000000{n}-aaaa-bbbb-cccc-dddddddddddd"
        lines += [
            (base + n * 10, f"START RequestId: {rid} Version: $LATEST\n"),
            (base + n * 10 + 1, json.dumps({"level": "ERROR" if n == 1 else "INFO", "ms": 5 * (n + 1)})),
            (
                base + n * 10 + 2,
                f"REPORT RequestId: {rid}\tDuration: {n + 1}.50 ms\tBilled Duration: {n + 2} ms\t"
                f"Memory Size: 128 MB\tMax Memory Used: {30 + n} MB\t\n",
            ),
        ]
    return lines


def test_min_billed_duration_and_log_stream(logs, put):
    base = now_ms() - 60_000
    put(GROUP, STREAM, _lines(base))
    rows = _query(
        logs,
        'filter @type = "REPORT" | stats min(@billedDuration) as low, max(@billedDuration) as high, '
        "min(@duration) as fastest by @logStream",
        base,
        base + 100,
    )
    assert rows == [{"@logStream": STREAM, "low": "2", "high": "4", "fastest": "1.5"}]


def test_comparisons_regex_and_not_like(logs, put):
    base = now_ms() - 60_000
    put(GROUP, STREAM, _lines(base))
    rows = _query(logs, "filter ms >= 10 | fields ms | sort ms asc", base, base + 100)
    assert [r["ms"] for r in rows] == ["10", "15"]
    rows = _query(logs, "filter level = 'ERROR' or ms < 6 | fields level, ms | sort ms", base, base + 100)
    assert [(r["level"], r["ms"]) for r in rows] == [("INFO", "5"), ("ERROR", "10")]
    rows = _query(
        logs, r"filter @message =~ /Billed Duration: [34] ms/ | fields @requestId", base, base + 100
    )
    assert sorted(r["@requestId"] for r in rows) == [
        "00000001-aaaa-bbbb-cccc-dddddddddddd",
        "00000002-aaaa-bbbb-cccc-dddddddddddd",
    ]
    rows = _query(logs, 'filter @message not like "RequestId" | stats count(*) as n', base, base + 100)
    assert rows == [{"n": "3"}]
