"""Which ``mq:`` action and resource each Amazon MQ call is authorized as: a broker by id (its name part a
wildcard: requests name brokers by id only), a configuration by id, tags on the resource ARN, creations and
lists on ``*``."""

from __future__ import annotations

from labcloud.context import Principal, RequestContext
from labcloud.services.iam.action_map import requests_for

BASE = "arn:aws:mq:us-east-1:000000000000:"


def _ctx(operation: str) -> RequestContext:
    return RequestContext(
        "mq", operation, "000000000000", "us-east-1", Principal("000000000000", f"{BASE}root")
    )


def test_mq_calls_are_authorized_on_aws_resources() -> None:
    assert requests_for(_ctx("DescribeBroker"), {"BrokerId": "b-1"}) == [
        ("mq:DescribeBroker", f"{BASE}broker:*:b-1")
    ]
    assert requests_for(_ctx("CreateUser"), {"BrokerId": "b-1", "Username": "u"}) == [
        ("mq:CreateUser", f"{BASE}broker:*:b-1")
    ]
    assert requests_for(_ctx("UpdateConfiguration"), {"ConfigurationId": "c-1"}) == [
        ("mq:UpdateConfiguration", f"{BASE}configuration:c-1")
    ]
    tagged = f"{BASE}broker:orders:b-1"
    assert requests_for(_ctx("CreateTags"), {"ResourceArn": tagged}) == [("mq:CreateTags", tagged)]
    assert requests_for(_ctx("CreateBroker"), {"BrokerName": "orders"}) == [("mq:CreateBroker", "*")]
    assert requests_for(_ctx("ListBrokers"), {}) == [("mq:ListBrokers", "*")]
