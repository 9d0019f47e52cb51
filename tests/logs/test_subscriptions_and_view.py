"""Subscription filters (stored, limited, validated), their Lambda payload, and the view's routes."""

from __future__ import annotations

import base64
import gzip
import json
import urllib.error
import urllib.request

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms

from labcloud.services.logs.subscriptions import lambda_payload

SINK = "arn:aws:lambda:us-east-1:000000000000:function:sink"


def test_put_describe_delete_subscription_filters(logs):
    logs.create_log_group(logGroupName="g")
    logs.put_subscription_filter(
        logGroupName="g", filterName="errors", filterPattern="ERROR", destinationArn=SINK
    )
    logs.put_subscription_filter(
        logGroupName="g",
        filterName="results",
        filterPattern='"RESULT"',
        destinationArn=SINK,
        distribution="Random",
    )
    # Putting an existing name replaces it and does not count against the limit.
    logs.put_subscription_filter(
        logGroupName="g", filterName="errors", filterPattern="?ERROR ?FATAL", destinationArn=SINK
    )
    filters = logs.describe_subscription_filters(logGroupName="g")["subscriptionFilters"]
    assert [(f["filterName"], f["filterPattern"], f["distribution"]) for f in filters] == [
        ("errors", "?ERROR ?FATAL", "ByLogStream"),
        ("results", '"RESULT"', "Random"),
    ]
    assert filters[0]["destinationArn"] == SINK and filters[0]["logGroupName"] == "g"
    assert [
        f["filterName"]
        for f in logs.describe_subscription_filters(logGroupName="g", filterNamePrefix="res")[
            "subscriptionFilters"
        ]
    ] == ["results"]
    with pytest.raises(ClientError) as info:
        logs.put_subscription_filter(
            logGroupName="g", filterName="third", filterPattern="", destinationArn=SINK
        )
    assert code_of(info) == ("LimitExceededException", "Resource limit exceeded.")
    logs.delete_subscription_filter(logGroupName="g", filterName="errors")
    assert [
        f["filterName"] for f in logs.describe_subscription_filters(logGroupName="g")["subscriptionFilters"]
    ] == ["results"]
    with pytest.raises(ClientError) as info:
        logs.delete_subscription_filter(logGroupName="g", filterName="errors")
    assert code_of(info) == ("ResourceNotFoundException", "The specified subscription filter does not exist.")


def test_subscription_filter_errors(logs):
    with pytest.raises(ClientError) as info:
        logs.put_subscription_filter(
            logGroupName="nope", filterName="f", filterPattern="", destinationArn=SINK
        )
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")
    logs.create_log_group(logGroupName="g")
    with pytest.raises(ClientError) as info:
        logs.put_subscription_filter(
            logGroupName="g", filterName="f", filterPattern="{ $.x = ", destinationArn=SINK
        )
    assert code_of(info)[0] == "InvalidParameterException"
    assert logs.describe_subscription_filters(logGroupName="g")["subscriptionFilters"] == []


def test_put_still_succeeds_when_delivery_cannot_happen(logs, put):
    logs.create_log_group(logGroupName="g")
    logs.put_subscription_filter(logGroupName="g", filterName="f", filterPattern="", destinationArn=SINK)
    out = put("g", "s", ["delivered nowhere"])
    assert "nextSequenceToken" in out
    assert [e["message"] for e in logs.filter_log_events(logGroupName="g")["events"]] == ["delivered nowhere"]


def test_lambda_payload_is_gzip_base64_json():
    events = [{"id": "1", "timestamp": 5, "message": "RESULT x"}]
    body = json.loads(lambda_payload("000000000000", "/aws/lambda/w", "s", "f", events))
    document = json.loads(gzip.decompress(base64.b64decode(body["awslogs"]["data"])))
    assert document == {
        "messageType": "DATA_MESSAGE",
        "owner": "000000000000",
        "logGroup": "/aws/lambda/w",
        "logStream": "s",
        "subscriptionFilters": ["f"],
        "logEvents": events,
    }


def test_view_routes(labcloud, put):
    t = now_ms() - 1000
    put("/aws/lambda/w", "s1", [(t, "START a"), (t + 1, "RESULT {}"), (t + 2, "END a")])
    put("/aws/lambda/w", "s2", [(t + 3, "RESULT two")])
    groups = labcloud.get("/_labcloud/logs/groups")["groups"]
    assert [(g["name"], g["event_count"]) for g in groups] == [("/aws/lambda/w", 4)]
    assert sorted(s["name"] for s in groups[0]["streams"]) == ["s1", "s2"]
    everything = labcloud.get("/_labcloud/logs/events?group=/aws/lambda/w")["events"]
    assert [e["message"] for e in everything] == ["START a", "RESULT {}", "END a", "RESULT two"]
    found = labcloud.get("/_labcloud/logs/events?group=/aws/lambda/w&q=RESULT&limit=1")["events"]
    assert [(e["log_stream"], e["message"]) for e in found] == [("s2", "RESULT two")]
    only_s1 = labcloud.get("/_labcloud/logs/events?group=/aws/lambda/w&stream=s1&q=RESULT")["events"]
    assert [e["message"] for e in only_s1] == ["RESULT {}"]
    for path, status in (
        ("/_labcloud/logs/events?group=nope", 404),
        ("/_labcloud/logs/events?group=/aws/lambda/w&q=%7B%20bad", 400),
    ):
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(labcloud.endpoint + path, timeout=10)
        assert info.value.code == status


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            {"destinationArn": "arn:aws:kinesis:us-east-1:000000000000:stream/s"},
            "labcloud delivers subscription filters only to Lambda functions, not to "
            "arn:aws:kinesis:us-east-1:000000000000:stream/s",
        ),
        (
            {"destinationArn": "arn:aws:firehose:us-east-1:000000000000:deliverystream/d"},
            "labcloud delivers subscription filters only to Lambda functions, not to "
            "arn:aws:firehose:us-east-1:000000000000:deliverystream/d",
        ),
        (
            {"applyOnTransformedLogs": True},
            "labcloud does not support log transformers: applyOnTransformedLogs must be false",
        ),
        (
            {"emitSystemFields": ["@aws.region"]},
            "labcloud does not support emitSystemFields on subscription filters",
        ),
    ],
)
def test_subscription_features_labcloud_cannot_deliver_are_refused(logs, extra, message):
    logs.create_log_group(logGroupName="g")
    params = {"logGroupName": "g", "filterName": "f", "filterPattern": "", "destinationArn": SINK, **extra}
    with pytest.raises(ClientError) as info:
        logs.put_subscription_filter(**params)
    assert code_of(info) == ("InvalidParameterException", message)
    assert logs.describe_subscription_filters(logGroupName="g")["subscriptionFilters"] == []
