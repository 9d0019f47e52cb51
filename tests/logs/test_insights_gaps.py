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


def test_get_log_group_fields(logs, put):
    base = now_ms() - 60_000
    put(GROUP, STREAM, _lines(base))
    put(GROUP, STREAM, [(base + 50, json.dumps({"order": {"id": "o-1", "total": 3}}))])
    fields = logs.get_log_group_fields(logGroupName=GROUP)["logGroupFields"]
    percent = {f["name"]: f["percent"] for f in fields}
    assert [f["name"] for f in fields[:5]] == [
        "@timestamp",
        "@message",
        "@logStream",
        "@log",
        "@ingestionTime",
    ]
    assert all(
        percent[name] == 100 for name in ("@timestamp", "@message", "@logStream", "@log", "@ingestionTime")
    )
    # 10 events: 6 START/REPORT lines with a request id, 3 REPORT lines, 3 JSON lines with level/ms, 1 order.
    assert percent["@requestId"] == 60
    assert percent["@duration"] == 30
    assert percent["@type"] == 60
    assert percent["level"] == 30
    assert percent["order.id"] == 10 and percent["order.total"] == 10
    assert "order" not in percent
    # Eight minutes either side of a time with no events: nothing to report.
    assert logs.get_log_group_fields(logGroupName=GROUP, time=(base // 1000) - 3600)["logGroupFields"] == []


def test_get_log_group_fields_unknown_group(logs):
    import pytest
    from botocore.exceptions import ClientError
    from logs_helpers import code_of

    with pytest.raises(ClientError) as info:
        logs.get_log_group_fields(logGroupName="/nope")
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")
