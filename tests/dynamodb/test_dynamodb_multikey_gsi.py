"""Multi-attribute keys for global secondary indexes: up to four partition and four sort attributes,
Query's left-to-right rules over the sort attributes, validation, describe output and backfill."""

from __future__ import annotations

import pytest
from dynamodb_server_helpers import error_of, make_table

INDEX_KEY = [
    {"AttributeName": "tenant", "KeyType": "HASH"},
    {"AttributeName": "area", "KeyType": "HASH"},
    {"AttributeName": "year", "KeyType": "RANGE"},
    {"AttributeName": "month", "KeyType": "RANGE"},
    {"AttributeName": "tag", "KeyType": "RANGE"},
]
DEFINITIONS = [
    {"AttributeName": "tenant", "AttributeType": "S"},
    {"AttributeName": "area", "AttributeType": "S"},
    {"AttributeName": "year", "AttributeType": "N"},
    {"AttributeName": "month", "AttributeType": "N"},
    {"AttributeName": "tag", "AttributeType": "S"},
]
ROWS = [
    ("t1", "eu", 2023, 12, "a"),
    ("t1", "eu", 2024, 1, "a"),
    ("t1", "eu", 2024, 3, "ab"),
    ("t1", "eu", 2024, 3, "a"),
    ("t1", "eu", 2024, 5, "z"),
    ("t1", "eu", 2025, 1, "a"),
    ("t1", "us", 2024, 3, "a"),
    ("t2", "eu", 2024, 3, "a"),
]


def _gsi(key=None):
    return [{"IndexName": "by-time", "KeySchema": key or INDEX_KEY, "Projection": {"ProjectionType": "ALL"}}]


@pytest.fixture
def events_table(ddb):
    make_table(ddb, "events", extra_definitions=DEFINITIONS, GlobalSecondaryIndexes=_gsi())
    for number, (tenant, area, year, month, tag) in enumerate(ROWS):
        ddb.put_item(
            TableName="events",
            Item={
                "id": {"S": f"e{number}"},
                "tenant": {"S": tenant},
                "area": {"S": area},
                "year": {"N": str(year)},
                "month": {"N": str(month)},
                "tag": {"S": tag},
            },
        )
    ddb.put_item(
        TableName="events",
        Item={"id": {"S": "sparse"}, "tenant": {"S": "t1"}, "area": {"S": "eu"}, "year": {"N": "2024"}},
    )  # no month/tag: not in the index
    return ddb


def _query(ddb, condition, values, **extra):
    answer = ddb.query(
        TableName="events",
        IndexName="by-time",
        KeyConditionExpression=condition,
        ExpressionAttributeValues={":t": {"S": "t1"}, ":z": {"S": "eu"}, **values},
        **extra,
    )
    return [(int(i["year"]["N"]), int(i["month"]["N"]), i["tag"]["S"]) for i in answer["Items"]]


def test_describe_shows_the_multi_attribute_key(events_table):
    gsi = events_table.describe_table(TableName="events")["Table"]["GlobalSecondaryIndexes"][0]
    assert gsi["KeySchema"] == INDEX_KEY
    assert gsi["ItemCount"] == len(ROWS)


def test_query_rules_over_the_sort_attributes(events_table):
    base = "tenant = :t AND area = :z"
    assert _query(events_table, base, {}) == [
        (2023, 12, "a"),
        (2024, 1, "a"),
        (2024, 3, "a"),
        (2024, 3, "ab"),
        (2024, 5, "z"),
        (2025, 1, "a"),
    ]
    assert _query(
        events_table, base + " AND #y = :y", {":y": {"N": "2024"}}, ExpressionAttributeNames={"#y": "year"}
    ) == [(2024, 1, "a"), (2024, 3, "a"), (2024, 3, "ab"), (2024, 5, "z")]
    assert _query(
        events_table,
        base + " AND #y = :y AND #m BETWEEN :lo AND :hi",
        {":y": {"N": "2024"}, ":lo": {"N": "2"}, ":hi": {"N": "5"}},
        ExpressionAttributeNames={"#y": "year", "#m": "month"},
    ) == [(2024, 3, "a"), (2024, 3, "ab"), (2024, 5, "z")]
    assert _query(
        events_table,
        base + " AND #y = :y AND #m = :m AND begins_with(tag, :p)",
        {":y": {"N": "2024"}, ":m": {"N": "3"}, ":p": {"S": "a"}},
        ExpressionAttributeNames={"#y": "year", "#m": "month"},
    ) == [(2024, 3, "a"), (2024, 3, "ab")]
    assert _query(
        events_table,
        base + " AND #y = :y AND #m = :m AND tag > :a",
        {":y": {"N": "2024"}, ":m": {"N": "3"}, ":a": {"S": "a"}},
        ExpressionAttributeNames={"#y": "year", "#m": "month"},
    ) == [(2024, 3, "ab")]
    assert _query(
        events_table, base + " AND #y < :y", {":y": {"N": "2024"}}, ExpressionAttributeNames={"#y": "year"}
    ) == [(2023, 12, "a")]
    assert _query(
        events_table,
        base + " AND #y >= :y",
        {":y": {"N": "2024"}},
        ScanIndexForward=False,
        ExpressionAttributeNames={"#y": "year"},
    ) == [(2025, 1, "a"), (2024, 5, "z"), (2024, 3, "ab"), (2024, 3, "a"), (2024, 1, "a")]
    assert _query(
        events_table, base + " AND #y <= :y", {":y": {"N": "2024"}}, ExpressionAttributeNames={"#y": "year"}
    )[-1] == (2024, 5, "z")


def test_query_pages_with_exclusive_start_key(events_table):
    seen, start = [], None
    while True:
        extra = {"ExclusiveStartKey": start} if start else {}
        answer = events_table.query(
            TableName="events",
            IndexName="by-time",
            Limit=2,
            KeyConditionExpression="tenant = :t AND area = :z",
            ExpressionAttributeValues={":t": {"S": "t1"}, ":z": {"S": "eu"}},
            **extra,
        )
        seen += [i["id"]["S"] for i in answer["Items"]]
        start = answer.get("LastEvaluatedKey")
        if not start:
            break
    assert seen == ["e0", "e1", "e3", "e2", "e4", "e5"]


@pytest.mark.parametrize(
    ("condition", "values", "message"),
    [
        ("tenant = :t", {}, "Query condition missed key schema element: area"),
        ("tenant = :t AND area = :z AND tag = :a", {":a": {"S": "a"}}, "Query key condition not supported"),
        (
            "tenant = :t AND area = :z AND #y > :y AND #m = :m",
            {":y": {"N": "1"}, ":m": {"N": "1"}},
            "Query key condition not supported",
        ),
        ("tenant = :t AND area > :z", {}, "Query key condition not supported"),
    ],
)
def test_query_rule_violations(events_table, condition, values, message):
    names = {k: v for k, v in {"#y": "year", "#m": "month"}.items() if k in condition}
    extra = {"ExpressionAttributeNames": names} if names else {}
    code, text, _ = error_of(
        events_table.query,
        TableName="events",
        IndexName="by-time",
        KeyConditionExpression=condition,
        ExpressionAttributeValues={":t": {"S": "t1"}, ":z": {"S": "eu"}, **values},
        **extra,
    )
    assert code == "ValidationException"
    assert text.startswith(message)


@pytest.mark.parametrize(
    ("key", "message"),
    [
        (
            [{"AttributeName": n, "KeyType": "HASH"} for n in ("tenant", "area", "year", "month", "tag")],
            "One or more parameter values were invalid: The KeySchema exceeds the maximum allowed number of HASH key "
            "attributes",
        ),
        (
            [
                {"AttributeName": "tenant", "KeyType": "HASH"},
                {"AttributeName": "year", "KeyType": "RANGE"},
                {"AttributeName": "area", "KeyType": "HASH"},
            ],
            "One or more parameter values were invalid: All HASH key attributes must precede RANGE key attributes in the "
            "KeySchema",
        ),
        (
            [{"AttributeName": "tenant", "KeyType": "HASH"}, {"AttributeName": "tenant", "KeyType": "RANGE"}],
            "The KeySchema contains multiple key attributes with the same name",
        ),
    ],
)
def test_create_validation(ddb, key, message):
    code, text, _ = error_of(
        make_table, ddb, "events", extra_definitions=DEFINITIONS, GlobalSecondaryIndexes=_gsi(key)
    )
    assert (code, text) == ("ValidationException", message)


def test_update_table_adds_a_multi_attribute_index_and_backfills(ddb):
    make_table(ddb, "events")
    ddb.put_item(
        TableName="events",
        Item={
            "id": {"S": "x"},
            "tenant": {"S": "t1"},
            "area": {"S": "eu"},
            "year": {"N": "2024"},
            "month": {"N": "2"},
            "tag": {"S": "q"},
        },
    )
    ddb.update_table(
        TableName="events",
        AttributeDefinitions=DEFINITIONS,
        GlobalSecondaryIndexUpdates=[{"Create": _gsi()[0]}],
    )
    answer = ddb.query(
        TableName="events",
        IndexName="by-time",
        KeyConditionExpression="tenant = :t AND area = :z AND #y = :y",
        ExpressionAttributeNames={"#y": "year"},
        ExpressionAttributeValues={":t": {"S": "t1"}, ":z": {"S": "eu"}, ":y": {"N": "2024"}},
    )
    assert [i["id"]["S"] for i in answer["Items"]] == ["x"]


def test_a_table_key_keeps_one_partition_and_one_sort_attribute(ddb):
    code, text, _ = error_of(
        ddb.create_table,
        TableName="events",
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=DEFINITIONS[:3],
        KeySchema=[
            {"AttributeName": "tenant", "KeyType": "HASH"},
            {"AttributeName": "area", "KeyType": "RANGE"},
            {"AttributeName": "year", "KeyType": "RANGE"},
        ],
    )
    assert (code, text) == (
        "ValidationException",
        "One or more parameter values were invalid: The KeySchema "
        "exceeds the maximum allowed number of RANGE key attributes",
    )
