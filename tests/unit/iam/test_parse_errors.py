"""Validation of policy documents: IAM's MalformedPolicyDocument codes and messages."""

from __future__ import annotations

import json

import pytest
from iam_builders import doc

from labcloud.errors import AwsError
from labcloud.services.iam.policy import parse_policy, parse_resource_policy, parse_trust_policy


def rejected(text: str, parser=parse_policy) -> AwsError:
    with pytest.raises(AwsError) as caught:
        parser(text)
    error = caught.value
    assert error.code == "MalformedPolicyDocument"
    assert error.status == 400
    return error


GOOD = {"Effect": "Allow", "Action": "sqs:SendMessage", "Resource": "*"}


@pytest.mark.parametrize("text", ["", "not json", "{", '{"Version": "2012-10-17",}'])
def test_not_json_is_invalid_json(text: str) -> None:
    assert rejected(text).message == "This policy contains invalid Json"


@pytest.mark.parametrize("text", ["[]", '"x"', "null"])
def test_json_but_not_an_object_is_a_syntax_error(text: str) -> None:
    assert rejected(text).message == "Syntax errors in policy."


def test_invalid_version_fails_legacy_parsing() -> None:
    assert rejected(doc(GOOD, version="2012-10-18")).message == "The policy failed legacy parsing"
    assert (
        rejected(json.dumps({"Version": 2012, "Statement": [GOOD]})).message
        == "The policy failed legacy parsing"
    )


def test_missing_version_means_2008_and_is_accepted() -> None:
    assert parse_policy(doc(GOOD, version=None)).version == "2008-10-17"


def test_missing_statement_and_unknown_top_level_element() -> None:
    assert rejected('{"Version": "2012-10-17"}').message == "Syntax errors in policy."
    assert rejected(json.dumps({"Version": "2012-10-17", "Statement": [GOOD], "Extra": 1})).message == (
        "Syntax errors in policy."
    )
    assert (
        rejected(json.dumps({"Version": "2012-10-17", "Statement": "x"})).message
        == "Syntax errors in policy."
    )


def test_single_statement_object_is_accepted() -> None:
    parsed = parse_policy(json.dumps({"Version": "2012-10-17", "Statement": GOOD}))
    assert len(parsed.statements) == 1


@pytest.mark.parametrize("effect", [None, "allow", "Permit", 1])
def test_effect_must_be_allow_or_deny(effect: object) -> None:
    statement = dict(GOOD)
    if effect is None:
        del statement["Effect"]
    else:
        statement["Effect"] = effect
    assert rejected(doc(statement)).message == "Syntax errors in policy."


def test_action_rules() -> None:
    both = {**GOOD, "NotAction": "sqs:ReceiveMessage"}
    assert rejected(doc(both)).message == "Syntax errors in policy."
    neither = {"Effect": "Allow", "Resource": "*"}
    assert rejected(doc(neither)).message == "Policy statement must contain actions."
    empty = {**GOOD, "Action": []}
    assert rejected(doc(empty)).message == "Policy statement must contain actions."
    assert rejected(doc({**GOOD, "Action": "SendMessage"})).message == (
        "Actions/Conditions must be prefaced by a vendor, e.g., iam, sdb, ec2, etc."
    )
    assert rejected(doc({**GOOD, "Action": ":SendMessage"})).message == (
        "Actions/Conditions must be prefaced by a vendor, e.g., iam, sdb, ec2, etc."
    )
    assert rejected(doc({**GOOD, "Action": "sqs:Send:Message"})).message == (
        "Actions/Condition can contain only one colon."
    )
    assert rejected(doc({**GOOD, "Action": ["sqs:SendMessage", 3]})).message == "Syntax errors in policy."


def test_resource_rules_for_identity_policies() -> None:
    no_resource = {"Effect": "Allow", "Action": "sqs:SendMessage"}
    assert rejected(doc(no_resource)).message == "Policy statement must contain resources."
    both = {**GOOD, "NotResource": "*"}
    assert rejected(doc(both)).message == "Syntax errors in policy."
    assert rejected(doc({**GOOD, "Resource": []})).message == "Policy statement must contain resources."
    assert rejected(doc({**GOOD, "Resource": None})).message == "Syntax errors in policy."
    assert rejected(doc({**GOOD, "Resource": "my-queue"})).message == (
        'Resource my-queue must be in ARN format or "*".'
    )
    assert rejected(doc({**GOOD, "Resource": "arn:aws1:sqs:us-east-1:000000000000:q"})).message == (
        'Partition "aws1" is not valid for resource "arn:aws1:sqs:us-east-1:000000000000:q".'
    )
    assert rejected(doc({**GOOD, "Resource": "arn:aws:*:us-east-1:000000000000:q"})).message == (
        "Resource vendor must be fully qualified and cannot contain regexes."
    )


def test_principal_not_allowed_in_identity_policy() -> None:
    statement = {**GOOD, "Principal": {"AWS": "*"}}
    assert rejected(doc(statement)).message == "Policy document should not specify a principal."


def test_unknown_statement_element() -> None:
    assert rejected(doc({**GOOD, "Actions": "sqs:*"})).message == "Syntax errors in policy."


def test_sid_rules() -> None:
    assert rejected(doc({**GOOD, "Sid": "not valid!"})).message == (
        "Statement IDs (SID) must be alpha-numeric. Check that your input satisfies the regular "
        "expression [0-9A-Za-z]*"
    )
    assert rejected(doc({**GOOD, "Sid": "A"}, {**GOOD, "Sid": "A"})).message == (
        "Statement IDs (SID) in a single policy must be unique."
    )
    parsed = parse_policy(doc({**GOOD, "Sid": ""}, {**GOOD, "Sid": ""}))
    assert [s.ref for s in parsed.statements] == ["#0", "#1"]


def test_condition_rules() -> None:
    unknown = {**GOOD, "Condition": {"StringEqualz": {"aws:username": "bob"}}}
    assert rejected(doc(unknown)).message == "Invalid Condition type : StringEqualz"
    bad_qualifier = {**GOOD, "Condition": {"ForSomeValues:StringEquals": {"aws:TagKeys": "a"}}}
    assert rejected(doc(bad_qualifier)).message == "Invalid Condition type : ForSomeValues:StringEquals"
    null_if_exists = {**GOOD, "Condition": {"NullIfExists": {"aws:TagKeys": "true"}}}
    assert rejected(doc(null_if_exists)).message == "Invalid Condition type : NullIfExists"
    no_vendor = {**GOOD, "Condition": {"StringEquals": {"username": "bob"}}}
    assert rejected(doc(no_vendor)).message == (
        "Actions/Conditions must be prefaced by a vendor, e.g., iam, sdb, ec2, etc."
    )
    not_a_block = {**GOOD, "Condition": {"StringEquals": "bob"}}
    assert rejected(doc(not_a_block)).message == "Syntax errors in policy."
    null_value = {**GOOD, "Condition": {"StringEquals": {"aws:username": None}}}
    assert rejected(doc(null_value)).message == "Syntax errors in policy."


TRUST = {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}


def test_trust_policy_rules() -> None:
    assert parse_trust_policy(doc(TRUST)).kind == "trust"
    with_resource = {**TRUST, "Resource": "*"}
    assert rejected(doc(with_resource), parse_trust_policy).message == "Has prohibited field Resource"
    with_not_resource = {**TRUST, "NotResource": "*"}
    assert rejected(doc(with_not_resource), parse_trust_policy).message == "Has prohibited field NotResource"
    no_principal = {"Effect": "Allow", "Action": "sts:AssumeRole"}
    assert rejected(doc(no_principal), parse_trust_policy).message == "Missing required field Principal"
    other_action = {**TRUST, "Action": "sqs:SendMessage"}
    assert rejected(doc(other_action), parse_trust_policy).message == (
        "AssumeRole policy may only specify STS AssumeRole actions."
    )
    bad_aws = {**TRUST, "Principal": {"AWS": "bob"}}
    assert rejected(doc(bad_aws), parse_trust_policy).message == 'Invalid principal in policy: "AWS":"bob"'
    bad_service = {**TRUST, "Principal": {"Service": "not a service"}}
    assert rejected(doc(bad_service), parse_trust_policy).message == (
        'Invalid principal in policy: "Service":"not a service"'
    )
    unknown_kind = {**TRUST, "Principal": {"Robot": "x"}}
    assert rejected(doc(unknown_kind), parse_trust_policy).message == "Syntax errors in policy."


def test_trust_policy_principal_existence_hook() -> None:
    statement = {**TRUST, "Principal": {"AWS": "arn:aws:iam::000000000000:user/ghost"}}
    with pytest.raises(AwsError) as caught:
        parse_trust_policy(doc(statement), principal_exists=lambda arn: False)
    assert caught.value.message == 'Invalid principal in policy: "AWS":"arn:aws:iam::000000000000:user/ghost"'
    assert parse_trust_policy(doc(statement), principal_exists=lambda arn: True).statements


def test_resource_policy_needs_principal_and_resource() -> None:
    statement = {**GOOD, "Principal": "*"}
    assert parse_resource_policy(doc(statement)).kind == "resource"
    assert rejected(doc(GOOD), parse_resource_policy).message == "Missing required field Principal"
    no_resource = {"Effect": "Allow", "Principal": "*", "Action": "sqs:SendMessage"}
    assert (
        rejected(doc(no_resource), parse_resource_policy).message
        == "Policy statement must contain resources."
    )


def test_parse_accepts_an_already_decoded_document() -> None:
    parsed = parse_policy({"Version": "2012-10-17", "Statement": [GOOD]}, name="inline")
    assert parsed.name == "inline"
    assert parsed.named("other").name == "other"


def test_a_short_arn_is_accepted_only_with_a_trailing_wildcard() -> None:
    for short in ("arn:aws:sns:us-east-1:000000000000", "arn:aws:sns:*", "arn:aws:sns:*:*x"):
        assert rejected(doc({**GOOD, "Resource": short})).message == (
            f'Resource {short} must be in ARN format or "*".'
        )
    assert parse_policy(doc({**GOOD, "Resource": "arn:aws:sns:*:*"}))
