"""Condition operators, ...IfExists, ForAnyValue/ForAllValues and Null, with AWS's semantics."""

from __future__ import annotations

from typing import Any

import pytest
from iam_builders import allow, policy

from labcloud.services.iam.policy import evaluate


def allowed(condition: dict[str, Any], context: dict[str, Any]) -> bool:
    p = policy(allow("sqs:SendMessage", Condition=condition))
    return evaluate([p], "sqs:SendMessage", "*", context).allowed


# (condition, context, expected)
STRING_CASES = [
    ({"StringEquals": {"aws:username": "alice"}}, {"aws:username": "alice"}, True),
    ({"StringEquals": {"aws:username": "alice"}}, {"aws:username": "Alice"}, False),
    ({"StringEquals": {"aws:username": ["bob", "alice"]}}, {"aws:username": "alice"}, True),
    ({"StringEquals": {"aws:username": "alice"}}, {}, False),
    ({"StringEquals": {"AWS:UserName": "alice"}}, {"aws:USERNAME": "alice"}, True),
    ({"StringNotEquals": {"aws:username": "alice"}}, {"aws:username": "bob"}, True),
    ({"StringNotEquals": {"aws:username": ["alice", "bob"]}}, {"aws:username": "bob"}, False),
    ({"StringNotEquals": {"aws:username": "alice"}}, {}, True),
    ({"StringEqualsIgnoreCase": {"aws:username": "ALICE"}}, {"aws:username": "alice"}, True),
    ({"StringEqualsIgnoreCase": {"aws:username": "ALICE"}}, {"aws:username": "alicia"}, False),
    ({"StringNotEqualsIgnoreCase": {"aws:username": "ALICE"}}, {"aws:username": "alice"}, False),
    ({"StringNotEqualsIgnoreCase": {"aws:username": "ALICE"}}, {"aws:username": "bob"}, True),
    ({"StringLike": {"s3:prefix": "home/*/docs"}}, {"s3:prefix": "home/alice/x/docs"}, True),
    ({"StringLike": {"s3:prefix": "home/?"}}, {"s3:prefix": "home/ab"}, False),
    ({"StringLike": {"s3:prefix": "Home/*"}}, {"s3:prefix": "home/a"}, False),
    ({"StringNotLike": {"s3:prefix": "tmp/*"}}, {"s3:prefix": "home/a"}, True),
    ({"StringNotLike": {"s3:prefix": "tmp/*"}}, {"s3:prefix": "tmp/a"}, False),
    ({"StringNotLike": {"s3:prefix": "tmp/*"}}, {}, True),
]


@pytest.mark.parametrize(("condition", "context", "expected"), STRING_CASES)
def test_string_operators(condition: dict[str, Any], context: dict[str, Any], expected: bool) -> None:
    assert allowed(condition, context) is expected


NUMERIC_CASES = [
    ("NumericEquals", "10", "10", True),
    ("NumericEquals", "10", "10.0", True),
    ("NumericEquals", "10", "11", False),
    ("NumericEquals", "10", "ten", False),
    ("NumericNotEquals", "10", "11", True),
    ("NumericNotEquals", "10", "10", False),
    ("NumericLessThan", "10", "9", True),
    ("NumericLessThan", "10", "10", False),
    ("NumericLessThanEquals", "10", "10", True),
    ("NumericLessThanEquals", "10", "11", False),
    ("NumericGreaterThan", "10", "11", True),
    ("NumericGreaterThan", "10", "10", False),
    ("NumericGreaterThanEquals", "10", "10", True),
    ("NumericGreaterThanEquals", "10", "9.5", False),
]


@pytest.mark.parametrize(("operator", "policy_value", "request_value", "expected"), NUMERIC_CASES)
def test_numeric_operators(operator: str, policy_value: str, request_value: str, expected: bool) -> None:
    assert (
        allowed({operator: {"sqs:MaxMessages": policy_value}}, {"sqs:MaxMessages": request_value}) is expected
    )


def test_numeric_policy_value_may_be_a_json_number() -> None:
    assert allowed({"NumericLessThanEquals": {"s3:max-keys": 10}}, {"s3:max-keys": "7"})


DATE_CASES = [
    ("DateEquals", "2024-01-01T00:00:00Z", "2024-01-01T00:00:00+00:00", True),
    ("DateEquals", "2024-01-01T00:00:00Z", "1704067200", True),
    ("DateNotEquals", "2024-01-01T00:00:00Z", "2024-01-02T00:00:00Z", True),
    ("DateNotEquals", "2024-01-01T00:00:00Z", "2024-01-01T00:00:00Z", False),
    ("DateLessThan", "2024-01-01T00:00:00Z", "2023-12-31T23:59:59Z", True),
    ("DateLessThan", "2024-01-01T00:00:00Z", "2024-01-01T00:00:00Z", False),
    ("DateLessThanEquals", "2024-01-01", "2024-01-01T00:00:00Z", True),
    ("DateGreaterThan", "2024-01-01T00:00:00Z", "2024-06-01T12:00:00Z", True),
    ("DateGreaterThan", "2024-01-01T00:00:00Z", "2023-06-01T12:00:00Z", False),
    ("DateGreaterThanEquals", "2024-01-01T00:00:00Z", "2024-01-01T01:00:00+01:00", True),
    ("DateGreaterThanEquals", "2024-01-01T00:00:00Z", "garbage", False),
]


@pytest.mark.parametrize(("operator", "policy_value", "request_value", "expected"), DATE_CASES)
def test_date_operators(operator: str, policy_value: str, request_value: str, expected: bool) -> None:
    assert (
        allowed({operator: {"aws:CurrentTime": policy_value}}, {"aws:CurrentTime": request_value}) is expected
    )


def test_bool_binary_and_ip_operators() -> None:
    assert allowed({"Bool": {"aws:SecureTransport": "true"}}, {"aws:SecureTransport": "true"})
    assert allowed({"Bool": {"aws:SecureTransport": True}}, {"aws:SecureTransport": True})
    assert allowed({"Bool": {"aws:SecureTransport": "true"}}, {"aws:SecureTransport": "false"}) is False
    assert allowed({"Bool": {"aws:MultiFactorAuthPresent": "false"}}, {}) is False
    assert allowed({"BinaryEquals": {"aws:Blob": "aGVsbG8="}}, {"aws:Blob": "aGVsbG8="})
    assert allowed({"BinaryEquals": {"aws:Blob": "aGVsbG8="}}, {"aws:Blob": "d29ybGQ="}) is False
    assert allowed({"IpAddress": {"aws:SourceIp": "10.0.0.0/8"}}, {"aws:SourceIp": "10.1.2.3"})
    assert allowed(
        {"IpAddress": {"aws:SourceIp": ["192.168.0.0/16", "127.0.0.1"]}}, {"aws:SourceIp": "127.0.0.1"}
    )
    assert allowed({"IpAddress": {"aws:SourceIp": "10.0.0.0/8"}}, {"aws:SourceIp": "11.1.2.3"}) is False
    assert allowed({"IpAddress": {"aws:SourceIp": "2001:db8::/32"}}, {"aws:SourceIp": "2001:db8::1"})
    assert allowed({"IpAddress": {"aws:SourceIp": "10.0.0.0/8"}}, {"aws:SourceIp": "::1"}) is False
    assert allowed({"NotIpAddress": {"aws:SourceIp": "10.0.0.0/8"}}, {"aws:SourceIp": "11.1.2.3"})
    assert allowed({"NotIpAddress": {"aws:SourceIp": "10.0.0.0/8"}}, {"aws:SourceIp": "10.1.2.3"}) is False
    assert allowed({"NotIpAddress": {"aws:SourceIp": "10.0.0.0/8"}}, {}) is True


ROLE = "arn:aws:iam::000000000000:role/labex-worker"


def test_arn_operators() -> None:
    assert allowed({"ArnEquals": {"aws:SourceArn": ROLE}}, {"aws:SourceArn": ROLE})
    assert allowed({"ArnLike": {"aws:SourceArn": "arn:aws:iam::*:role/labex-*"}}, {"aws:SourceArn": ROLE})
    assert (
        allowed({"ArnLike": {"aws:SourceArn": "arn:aws:iam::111111111111:role/*"}}, {"aws:SourceArn": ROLE})
        is False
    )
    # IAM ARNs have an empty region: '*' matches it, but never crosses into the account segment
    assert allowed({"ArnLike": {"aws:SourceArn": "arn:aws:*:*:000000000000:*"}}, {"aws:SourceArn": ROLE})
    assert (
        allowed({"ArnLike": {"aws:SourceArn": "arn:aws:iam:*:111111111111:*"}}, {"aws:SourceArn": ROLE})
        is False
    )
    assert allowed({"ArnLike": {"aws:SourceArn": "arn:aws:iam:*:000000000000:*"}}, {"aws:SourceArn": ROLE})
    assert allowed({"ArnNotEquals": {"aws:SourceArn": ROLE}}, {"aws:SourceArn": ROLE + "2"})
    assert (
        allowed({"ArnNotLike": {"aws:SourceArn": "arn:aws:iam::*:role/labex-*"}}, {"aws:SourceArn": ROLE})
        is False
    )
    assert allowed({"ArnNotLike": {"aws:SourceArn": "arn:aws:iam::*:role/labex-*"}}, {}) is True


def test_if_exists_variants() -> None:
    condition = {"StringEqualsIfExists": {"ec2:InstanceType": "t3.micro"}}
    assert allowed(condition, {})
    assert allowed(condition, {"ec2:InstanceType": "t3.micro"})
    assert allowed(condition, {"ec2:InstanceType": "m5.large"}) is False
    assert allowed({"NumericLessThanIfExists": {"sqs:Delay": "5"}}, {}) is True
    assert allowed({"NumericLessThanIfExists": {"sqs:Delay": "5"}}, {"sqs:Delay": "9"}) is False
    assert allowed({"ArnLikeIfExists": {"aws:SourceArn": "arn:aws:iam::*:role/x"}}, {}) is True
    assert allowed({"BoolIfExists": {"aws:MultiFactorAuthPresent": "true"}}, {}) is True
    assert allowed({"StringNotEqualsIfExists": {"aws:username": "bob"}}, {"aws:username": "bob"}) is False


def test_for_any_value() -> None:
    condition = {"ForAnyValue:StringEquals": {"aws:TagKeys": ["env", "team"]}}
    assert allowed(condition, {"aws:TagKeys": ["owner", "team"]})
    assert allowed(condition, {"aws:TagKeys": ["owner"]}) is False
    assert allowed(condition, {}) is False
    assert allowed(condition, {"aws:TagKeys": []}) is False
    negated = {"ForAnyValue:StringNotEquals": {"aws:TagKeys": ["env", "team"]}}
    assert allowed(negated, {"aws:TagKeys": ["env", "owner"]})
    assert allowed(negated, {"aws:TagKeys": ["env", "team"]}) is False
    assert allowed({"ForAnyValue:StringLikeIfExists": {"aws:TagKeys": "x*"}}, {}) is True


def test_for_all_values() -> None:
    condition = {"ForAllValues:StringEquals": {"aws:TagKeys": ["env", "team"]}}
    assert allowed(condition, {"aws:TagKeys": ["env"]})
    assert allowed(condition, {"aws:TagKeys": ["env", "team"]})
    assert allowed(condition, {"aws:TagKeys": ["env", "owner"]}) is False
    assert allowed(condition, {}) is True
    assert allowed(condition, {"aws:TagKeys": []}) is True
    negated = {"ForAllValues:StringNotLike": {"aws:TagKeys": "aws:*"}}
    assert allowed(negated, {"aws:TagKeys": ["env", "team"]})
    assert allowed(negated, {"aws:TagKeys": ["env", "aws:cloudformation:stack"]}) is False
    assert allowed({"forallvalues:stringlike": {"aws:TagKeys": "e*"}}, {"aws:TagKeys": ["env", "eu"]})


def test_multi_valued_key_without_qualifier_matches_any_value() -> None:
    assert allowed({"StringEquals": {"aws:TagKeys": "env"}}, {"aws:TagKeys": ["team", "env"]})
    assert allowed({"StringNotEquals": {"aws:TagKeys": "env"}}, {"aws:TagKeys": ["team", "env"]}) is False


def test_null_operator() -> None:
    assert allowed({"Null": {"aws:TokenIssueTime": "true"}}, {})
    assert (
        allowed({"Null": {"aws:TokenIssueTime": "true"}}, {"aws:TokenIssueTime": "2024-01-01T00:00:00Z"})
        is False
    )
    assert allowed({"Null": {"aws:TokenIssueTime": "false"}}, {"aws:TokenIssueTime": "2024-01-01T00:00:00Z"})
    assert allowed({"Null": {"aws:TokenIssueTime": False}}, {}) is False
    assert allowed({"Null": {"aws:TagKeys": "true"}}, {"aws:TagKeys": []})


def test_all_blocks_and_keys_must_hold() -> None:
    condition = {
        "StringEquals": {"aws:username": "alice", "aws:PrincipalTag/team": "red"},
        "Bool": {"aws:SecureTransport": "true"},
    }
    ctx = {"aws:username": "alice", "aws:PrincipalTag/team": "red", "aws:SecureTransport": "true"}
    assert allowed(condition, ctx)
    assert allowed(condition, {**ctx, "aws:SecureTransport": "false"}) is False
    assert allowed(condition, {**ctx, "aws:PrincipalTag/team": "blue"}) is False


def test_policy_variables_in_condition_values() -> None:
    condition = {"StringLike": {"s3:prefix": ["home/${aws:username}/*", "shared/${*}"]}}
    assert allowed(condition, {"aws:username": "alice", "s3:prefix": "home/alice/notes"})
    assert allowed(condition, {"aws:username": "alice", "s3:prefix": "home/bob/notes"}) is False
    assert allowed(condition, {"s3:prefix": "shared/*"})
    assert allowed(condition, {"s3:prefix": "shared/x"}) is False
    tag = {"StringEquals": {"aws:ResourceTag/owner": "${aws:PrincipalTag/owner}"}}
    assert allowed(tag, {"aws:ResourceTag/owner": "ann", "aws:PrincipalTag/owner": "ann"})
    assert allowed(tag, {"aws:ResourceTag/owner": "ann", "aws:PrincipalTag/owner": "bo"}) is False
    assert allowed(tag, {"aws:ResourceTag/owner": "ann"}) is False


def test_deny_with_condition() -> None:
    p = policy(
        allow("sqs:*"),
        {
            "Effect": "Deny",
            "Action": "sqs:*",
            "Resource": "*",
            "Condition": {"Bool": {"aws:SecureTransport": "false"}},
        },
    )
    assert evaluate([p], "sqs:SendMessage", "*", {"aws:SecureTransport": "false"}).kind == "explicit_deny"
    assert evaluate([p], "sqs:SendMessage", "*", {"aws:SecureTransport": "true"}).kind == "allow"
    assert evaluate([p], "sqs:SendMessage", "*", {}).kind == "allow"
