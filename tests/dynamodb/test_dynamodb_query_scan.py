"""Query and Scan: ordering, key conditions, Limit and pagination, Select, segments, filters, capacity."""

from __future__ import annotations

import pytest
from dynamodb_server_helpers import error_of, make_table


@pytest.fixture
def events(ddb):
    make_table(ddb, "events", hash_key="pk", range_key="n", range_type="N")
    numbers = [
        "-100",
        "-1.5",
        "-1",
        "0",
        "0.001",
        "1",
        "2",
        "10",
        "10.5",
        "99999999999999999999999999999999999999",
    ]
    with_batch = [
        {"PutRequest": {"Item": {"pk": {"S": "p"}, "n": {"N": n}, "odd": {"BOOL": i % 2 == 1}}}}
        for i, n in enumerate(numbers)
    ]
    ddb.batch_write_item(RequestItems={"events": with_batch})
    ddb.put_item(TableName="events", Item={"pk": {"S": "other"}, "n": {"N": "5"}})
    return ddb


def _numbers(result):
    return [item["n"]["N"] for item in result["Items"]]


def test_numbers_sort_numerically_forward_and_backward(events):
    forward = events.query(
        TableName="events", KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "p"}}
    )
    assert _numbers(forward) == [
        "-100",
        "-1.5",
        "-1",
        "0",
        "0.001",
        "1",
        "2",
        "10",
        "10.5",
        "99999999999999999999999999999999999999",
    ]
    assert forward["Count"] == 10 and forward["ScannedCount"] == 10
    backward = events.query(
        TableName="events",
        KeyConditionExpression="pk = :p",
        ScanIndexForward=False,
        ExpressionAttributeValues={":p": {"S": "p"}},
    )
    assert _numbers(backward) == list(reversed(_numbers(forward)))


@pytest.mark.parametrize(
    ("condition", "values", "expected"),
    [
        ("pk = :p AND n < :x", {":x": {"N": "0"}}, ["-100", "-1.5", "-1"]),
        ("pk = :p AND n <= :x", {":x": {"N": "0"}}, ["-100", "-1.5", "-1", "0"]),
        ("pk = :p AND n > :x", {":x": {"N": "10"}}, ["10.5", "99999999999999999999999999999999999999"]),
        (
            "pk = :p AND n >= :x",
            {":x": {"N": "10"}},
            ["10", "10.5", "99999999999999999999999999999999999999"],
        ),
        (
            "pk = :p AND n BETWEEN :x AND :y",
            {":x": {"N": "-1.5"}, ":y": {"N": "1"}},
            ["-1.5", "-1", "0", "0.001", "1"],
        ),
        ("pk = :p AND n = :x", {":x": {"N": "10.50"}}, ["10.5"]),
    ],
)
def test_sort_key_conditions(events, condition, values, expected):
    result = events.query(
        TableName="events",
        KeyConditionExpression=condition,
        ExpressionAttributeValues={":p": {"S": "p"}, **values},
    )
    assert _numbers(result) == expected


def test_strings_sort_bytewise_and_begins_with(ddb):
    make_table(ddb, "sss", hash_key="pk", range_key="sk")
    for sk in ["b", "a", "B", "ab", "a\u00e9", "a~", "abc"]:
        ddb.put_item(TableName="sss", Item={"pk": {"S": "x"}, "sk": {"S": sk}})
    result = ddb.query(
        TableName="sss", KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "x"}}
    )
    assert [i["sk"]["S"] for i in result["Items"]] == ["B", "a", "ab", "abc", "a~", "a\u00e9", "b"]
    prefixed = ddb.query(
        TableName="sss",
        KeyConditionExpression="pk = :p AND begins_with(sk, :a)",
        ExpressionAttributeValues={":p": {"S": "x"}, ":a": {"S": "ab"}},
    )
    assert [i["sk"]["S"] for i in prefixed["Items"]] == ["ab", "abc"]


def test_binary_sort_keys_order_bytewise(ddb):
    make_table(ddb, "bin", hash_key="pk", range_key="sk", range_type="B")
    for raw in [b"\xff", b"\x00\x01", b"\x00", b"\x7f"]:
        ddb.put_item(TableName="bin", Item={"pk": {"S": "x"}, "sk": {"B": raw}})
    result = ddb.query(
        TableName="bin", KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "x"}}
    )
    assert [i["sk"]["B"] for i in result["Items"]] == [b"\x00", b"\x00\x01", b"\x7f", b"\xff"]


def test_limit_and_pagination(events):
    seen = []
    start = None
    pages = 0
    while True:
        kwargs = {"ExclusiveStartKey": start} if start else {}
        page = events.query(
            TableName="events",
            KeyConditionExpression="pk = :p",
            Limit=3,
            ExpressionAttributeValues={":p": {"S": "p"}},
            **kwargs,
        )
        pages += 1
        seen += _numbers(page)
        start = page.get("LastEvaluatedKey")
        if start is None:
            break
        assert set(start) == {"pk", "n"}
    assert len(seen) == 10 and pages == 4
    assert seen[0] == "-100" and seen[-1] == "99999999999999999999999999999999999999"


def test_filter_counts_and_limit_counts_evaluated_items(events):
    result = events.query(
        TableName="events",
        KeyConditionExpression="pk = :p",
        FilterExpression="odd = :t",
        ExpressionAttributeValues={":p": {"S": "p"}, ":t": {"BOOL": True}},
        Limit=4,
    )
    assert result["ScannedCount"] == 4
    assert result["Count"] == 2
    assert "LastEvaluatedKey" in result


def test_filter_on_key_attribute_is_rejected_in_query(events):
    code, message, _ = error_of(
        events.query,
        TableName="events",
        KeyConditionExpression="pk = :p",
        FilterExpression="n > :x",
        ExpressionAttributeValues={":p": {"S": "p"}, ":x": {"N": "1"}},
    )
    assert code == "ValidationException"
    assert (
        message == "Filter Expression can only contain non-primary key attributes: Primary key attribute: n"
    )


def test_select_count_and_specific(events):
    count = events.query(
        TableName="events",
        KeyConditionExpression="pk = :p",
        Select="COUNT",
        ExpressionAttributeValues={":p": {"S": "p"}},
    )
    assert count["Count"] == 10 and "Items" not in count
    specific = events.query(
        TableName="events",
        KeyConditionExpression="pk = :p",
        ProjectionExpression="n",
        ExpressionAttributeValues={":p": {"S": "p"}},
        Limit=1,
    )
    assert specific["Items"] == [{"n": {"N": "-100"}}]
    code, message, _ = error_of(
        events.query,
        TableName="events",
        KeyConditionExpression="pk = :p",
        ProjectionExpression="n",
        Select="ALL_ATTRIBUTES",
        ExpressionAttributeValues={":p": {"S": "p"}},
    )
    assert (code, message) == (
        "ValidationException",
        "Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES",
    )
    code, message, _ = error_of(
        events.query,
        TableName="events",
        KeyConditionExpression="pk = :p",
        Select="ALL_PROJECTED_ATTRIBUTES",
        ExpressionAttributeValues={":p": {"S": "p"}},
    )
    assert (code, message) == (
        "ValidationException",
        "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName",
    )


def test_query_needs_a_key_condition(events):
    code, message, _ = error_of(events.query, TableName="events")
    assert (code, message) == (
        "ValidationException",
        "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.",
    )
    code, message, _ = error_of(
        events.query,
        TableName="events",
        KeyConditionExpression="n = :x",
        ExpressionAttributeValues={":x": {"N": "1"}},
    )
    assert (code, message) == ("ValidationException", "Query condition missed key schema element: pk")


def test_legacy_key_conditions_and_query_filter(events):
    result = events.query(
        TableName="events",
        KeyConditions={
            "pk": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": "p"}]},
            "n": {"ComparisonOperator": "GT", "AttributeValueList": [{"N": "2"}]},
        },
        QueryFilter={"odd": {"ComparisonOperator": "EQ", "AttributeValueList": [{"BOOL": True}]}},
    )
    assert _numbers(result) == ["10", "99999999999999999999999999999999999999"]


def test_start_key_errors(events):
    code, message, _ = error_of(
        events.query,
        TableName="events",
        KeyConditionExpression="pk = :p",
        ExpressionAttributeValues={":p": {"S": "p"}},
        ExclusiveStartKey={"pk": {"S": "p"}},
    )
    assert (code, message) == (
        "ValidationException",
        "The provided starting key is invalid: The provided key element does not match the schema",
    )
    code, message, _ = error_of(
        events.query,
        TableName="events",
        KeyConditionExpression="pk = :p",
        ExpressionAttributeValues={":p": {"S": "p"}},
        ExclusiveStartKey={"pk": {"S": "other"}, "n": {"N": "1"}},
    )
    assert (code, message) == (
        "ValidationException",
        "The provided starting key is outside query boundaries based on provided conditions",
    )


def test_scan_everything_in_pages_and_with_segments(ddb):
    make_table(ddb, "many", hash_key="id", hash_type="N")
    for start in range(0, 200, 25):
        ddb.batch_write_item(
            RequestItems={
                "many": [{"PutRequest": {"Item": {"id": {"N": str(i)}}}} for i in range(start, start + 25)]
            }
        )
    seen = []
    start_key = None
    while True:
        kwargs = {"ExclusiveStartKey": start_key} if start_key else {}
        page = ddb.scan(TableName="many", Limit=37, **kwargs)
        seen += [int(i["id"]["N"]) for i in page["Items"]]
        start_key = page.get("LastEvaluatedKey")
        if not start_key:
            break
    assert sorted(seen) == list(range(200))
    segments = [ddb.scan(TableName="many", Segment=s, TotalSegments=4)["Items"] for s in range(4)]
    ids = [int(i["id"]["N"]) for items in segments for i in items]
    assert sorted(ids) == list(range(200))
    assert all(items for items in segments)


def test_scan_segment_errors(ddb):
    make_table(ddb)
    code, message, _ = error_of(ddb.scan, TableName="orders", Segment=4, TotalSegments=2)
    assert (code, message) == (
        "ValidationException",
        "The Segment parameter is zero-based and must be less than parameter TotalSegments: "
        "Segment: 4 is not less than TotalSegments: 2",
    )
    code, message, _ = error_of(ddb.scan, TableName="orders", Segment=0)
    assert code == "ValidationException"
    assert message == (
        "The TotalSegments parameter is required but was not present in the request when Segment "
        "parameter is present"
    )


def test_scan_filter_and_legacy_scan_filter(events):
    modern = events.scan(
        TableName="events", FilterExpression="n > :x", ExpressionAttributeValues={":x": {"N": "9"}}
    )
    assert sorted(_numbers(modern), key=float) == ["10", "10.5", "99999999999999999999999999999999999999"]
    assert modern["ScannedCount"] == 11
    legacy = events.scan(
        TableName="events",
        ScanFilter={"pk": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": "other"}]}},
    )
    assert _numbers(legacy) == ["5"]


def test_one_megabyte_page_limit(ddb):
    make_table(ddb, "big", hash_key="pk", range_key="sk", range_type="N")
    filler = "x" * 300_000
    for i in range(5):
        ddb.put_item(TableName="big", Item={"pk": {"S": "p"}, "sk": {"N": str(i)}, "data": {"S": filler}})
    first = ddb.query(
        TableName="big", KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "p"}}
    )
    assert first["Count"] == 4
    assert first["LastEvaluatedKey"] == {"pk": {"S": "p"}, "sk": {"N": "3"}}
    rest = ddb.query(
        TableName="big",
        KeyConditionExpression="pk = :p",
        ExpressionAttributeValues={":p": {"S": "p"}},
        ExclusiveStartKey=first["LastEvaluatedKey"],
    )
    assert rest["Count"] == 1 and "LastEvaluatedKey" not in rest


def test_read_capacity_of_query(events):
    result = events.query(
        TableName="events",
        KeyConditionExpression="pk = :p",
        ReturnConsumedCapacity="TOTAL",
        ExpressionAttributeValues={":p": {"S": "p"}},
    )
    assert result["ConsumedCapacity"] == {
        "TableName": "events",
        "CapacityUnits": 0.5,
        "ReadCapacityUnits": 0.5,
    }


def test_scan_select_count_and_projection(events):
    counted = events.scan(TableName="events", Select="COUNT")
    assert counted["Count"] == 11 and "Items" not in counted
    projected = events.scan(TableName="events", ProjectionExpression="pk", Limit=2)
    assert all(set(item) == {"pk"} for item in projected["Items"])


def test_cli_query_and_scan(labcloud, events):
    result = labcloud.aws_json(
        "dynamodb",
        "query",
        "--table-name",
        "events",
        "--key-condition-expression",
        "pk = :p AND n > :x",
        "--expression-attribute-values",
        '{":p": {"S": "p"}, ":x": {"N": "10"}}',
        "--no-scan-index-forward",
    )
    assert [i["n"]["N"] for i in result["Items"]] == ["99999999999999999999999999999999999999", "10.5"]
    # The CLI follows LastEvaluatedKey itself: a page size of 3 still returns every item.
    scanned = labcloud.aws_json("dynamodb", "scan", "--table-name", "events", "--page-size", "3")
    assert scanned["Count"] == 11


def test_specific_attributes_needs_a_projection(events):
    code, message, _ = error_of(events.scan, TableName="events", Select="SPECIFIC_ATTRIBUTES")
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: Select type SPECIFIC_ATTRIBUTES requires "
        "AttributesToGet or ProjectionExpression",
    )


def test_conditional_operator_needs_a_legacy_filter(events):
    code, message, _ = error_of(events.scan, TableName="events", ConditionalOperator="AND")
    assert (code, message) == (
        "ValidationException",
        "ConditionalOperator can only be used when ScanFilter is specified",
    )


def test_items_answered_from_stored_text_equal_decoded_items(ddb):
    """A Query or Scan without filter or projection answers each item's stored text as it is; the
    items must equal what the decoding path (a filter that keeps everything) answers, for every type."""
    make_table(ddb, "wire", hash_key="pk", range_key="n", range_type="N")
    kinds = {
        "s": {"S": 'caf\u00e9 \u4e2d \U0001f600 "quoted" \\ back'},
        "num": {"N": "-1.50e3"},
        "b": {"B": b"\x00\xff binary"},
        "bs": {"BS": [b"\x01", b"\x02\x03"]},
        "ss": {"SS": ["x", "y"]},
        "ns": {"NS": ["1", "2.5"]},
        "t": {"BOOL": True},
        "z": {"NULL": True},
        "l": {"L": [{"S": "in"}, {"B": b"\x04"}, {"M": {"deep": {"N": "7"}}}]},
        "m": {"M": {"inner": {"B": b"\x05"}, "list": {"L": []}}},
    }
    for n in range(7):
        ddb.put_item(TableName="wire", Item={"pk": {"S": "p"}, "n": {"N": str(n)}, **kinds})
    key = {"KeyConditionExpression": "pk = :p", "ExpressionAttributeValues": {":p": {"S": "p"}}}
    keep_all = {"FilterExpression": "attribute_exists(s)"}
    for limit in (None, 3):
        paged = {"Limit": limit} if limit else {}
        raw = ddb.query(TableName="wire", **key, **paged)
        decoded = ddb.query(TableName="wire", **key, **paged, **keep_all)
        assert raw["Items"] == decoded["Items"] and len(raw["Items"]) == (limit or 7)
        assert raw.get("LastEvaluatedKey") == decoded.get("LastEvaluatedKey")
        assert (raw["Count"], raw["ScannedCount"]) == (decoded["Count"], decoded["ScannedCount"])
        raw_scan = ddb.scan(TableName="wire", **paged)
        decoded_scan = ddb.scan(TableName="wire", **paged, **keep_all)
        assert raw_scan["Items"] == decoded_scan["Items"]
        assert raw_scan.get("LastEvaluatedKey") == decoded_scan.get("LastEvaluatedKey")
    assert raw["Items"][0] == {"pk": {"S": "p"}, "n": {"N": "0"}, **kinds, "num": {"N": "-1500"}}
    # the pages chain: the last page's key continues where the first stopped
    rest = ddb.query(TableName="wire", **key, ExclusiveStartKey=raw["LastEvaluatedKey"])
    assert [item["n"]["N"] for item in rest["Items"]] == ["3", "4", "5", "6"]
