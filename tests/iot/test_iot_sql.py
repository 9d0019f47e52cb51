"""IoT SQL (2016-03-23) on one message: parametrised cases of the SELECT items and WHERE conditions, and
statements refused as SqlParseException. The language is pure: these cases call it directly; the server's
use of it (rules on a Publish) is in test_iot_publish.py."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest

from labcloud.services.iot.sql import evaluate, parse

PAYLOAD = {
    "temp": 31,
    "hum": "40",
    "name": "Lamp",
    "nested": {"a": {"b": 7}},
    "list": [10, 20, 30],
    "ok": True,
}
MESSAGE = evaluate.Message("site/7/sensor/temp", json.dumps(PAYLOAD).encode(), "client-1", 1700000000123)


def run(sql: str, message: evaluate.Message = MESSAGE) -> Any:
    statement = parse.statement(sql)
    document = message.document()
    return (
        evaluate.select(statement, message, document)
        if evaluate.matches(statement, message, document)
        else None
    )


@pytest.mark.parametrize(
    ("sql", "expected"),
    [
        ("SELECT * FROM 'site/+/sensor/#'", PAYLOAD),
        ("SELECT temp FROM 'site/#'", {"temp": 31}),
        ("SELECT temp AS t, name AS n FROM 'site/#'", {"t": 31, "n": "Lamp"}),
        ("SELECT nested.a.b FROM 'site/#'", {"b": 7}),
        ("SELECT list[1] AS second FROM 'site/#'", {"second": 20}),
        ("SELECT missing, temp FROM 'site/#'", {"temp": 31}),
        ("SELECT temp * 2 + 1 AS v FROM 'site/#'", {"v": 63}),
        ("SELECT temp / 2 AS v, temp % 4 AS m FROM 'site/#'", {"v": 15, "m": 3}),
        ("SELECT hum + 1 AS v FROM 'site/#'", {"v": 41}),
        ("SELECT -temp AS v FROM 'site/#'", {"v": -31}),
        (
            "SELECT 'x' AS s, 2.5 AS f, true AS b, null AS z FROM 'site/#'",
            {"s": "x", "f": 2.5, "b": True, "z": None},
        ),
        (
            "SELECT topic() AS t, topic(2) AS id, topic(9) AS none FROM 'site/#'",
            {"t": "site/7/sensor/temp", "id": "7"},
        ),
        ("SELECT clientid() AS c, timestamp() AS ts FROM 'site/#'", {"c": "client-1", "ts": 1700000000123}),
        ("SELECT upper(name) AS u, lower(name) AS l FROM 'site/#'", {"u": "LAMP", "l": "lamp"}),
        ("SELECT concat(name, '-', topic(2)) AS c FROM 'site/#'", {"c": "Lamp-7"}),
        ("SELECT substring(name, 1, 3) AS s FROM 'site/#'", {"s": "am"}),
        (
            "SELECT encode(*, 'base64') AS raw FROM 'site/#'",
            {"raw": base64.b64encode(MESSAGE.payload).decode()},
        ),
        ("SELECT CASE temp WHEN 31 THEN 'hot' ELSE 'cold' END AS c FROM 'site/#'", {"c": "hot"}),
        (
            "SELECT CASE WHEN temp < 0 THEN 'ice' WHEN temp > 30 THEN 'hot' END AS c FROM 'site/#'",
            {"c": "hot"},
        ),
        ("SELECT *, topic(2) AS site FROM 'site/#'", {**PAYLOAD, "site": "7"}),
        ("select temp from 'site/#' where temp > 30", {"temp": 31}),
        ("SELECT temp FROM 'site/#' WHERE temp > 40", None),
        ("SELECT temp FROM 'site/#' WHERE temp >= 31 AND name = 'Lamp'", {"temp": 31}),
        ("SELECT temp FROM 'site/#' WHERE temp < 0 OR ok = true", {"temp": 31}),
        ("SELECT temp FROM 'site/#' WHERE NOT (temp <> 31)", {"temp": 31}),
        ("SELECT temp FROM 'site/#' WHERE missing > 1", None),
        ("SELECT temp FROM 'site/#' WHERE topic(3) = 'sensor'", {"temp": 31}),
        ("SELECT temp FROM 'site/#' WHERE name = 31", None),
    ],
)
def test_select_and_where(sql: str, expected: Any) -> None:
    assert run(sql) == expected


def test_a_binary_payload_passes_through_select_star() -> None:
    binary = evaluate.Message("bin", b"\x00\xffraw", "c", 0)
    assert run("SELECT * FROM 'bin'", binary) == b"\x00\xffraw"
    assert run("SELECT encode(*, 'base64') AS b FROM 'bin'", binary) == {
        "b": base64.b64encode(b"\x00\xffraw").decode()
    }
    assert run("SELECT temp FROM 'bin'", binary) == {}


@pytest.mark.parametrize(
    "sql",
    [
        "",
        "SELECT",
        "SELECT * FROM",
        "SELECT * FROM topic",
        "SELECT * 'a'",
        "SELECT temp FROM 'a' WHERE",
        "SELECT nope(temp) FROM 'a'",
        "SELECT upper(a, b) FROM 'a'",
        "SELECT encode(*, 'hex') FROM 'a'",
        "SELECT upper(*) FROM 'a'",
        "SELECT * FROM 'a/#/b'",
        "SELECT * FROM 'a/b+'",
        "SELECT * FROM ''",
        "SELECT CASE WHEN 1 THEN 2 FROM 'a'",
    ],
)
def test_refused_statements(sql: str) -> None:
    with pytest.raises(parse.SqlError):
        parse.statement(sql)


def test_a_statement_without_from_is_for_basic_ingest_only() -> None:
    statement = parse.statement("SELECT temp WHERE temp > 20")
    assert statement.topic_filter is None and statement.where is not None
    assert parse.statement("SELECT * FROM 'a/+'").topic_filter == "a/+"
