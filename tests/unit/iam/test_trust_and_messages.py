"""Trust policies (sts:AssumeRole) and AWS's access-denied message wording."""

from __future__ import annotations

from iam_builders import allow, doc, policy

from labcloud.services.iam.policy import (
    Decision,
    Evaluator,
    access_denied_message,
    parse_trust_policy,
    trust_allows,
)

ACCOUNT = "000000000000"
USER = f"arn:aws:iam::{ACCOUNT}:user/alice"
ROLE = f"arn:aws:iam::{ACCOUNT}:role/path/ops"
SESSION = f"arn:aws:sts::{ACCOUNT}:assumed-role/ops/build-42"


def trust(principal: object, action: object = "sts:AssumeRole", **extra: object):
    return parse_trust_policy(doc({"Effect": "Allow", "Principal": principal, "Action": action, **extra}))


def test_service_principal() -> None:
    lam = trust({"Service": "lambda.amazonaws.com"})
    assert trust_allows(lam, "lambda.amazonaws.com")
    assert trust_allows(lam, "ec2.amazonaws.com") is False
    assert trust_allows(lam, USER) is False
    several = trust({"Service": ["lambda.amazonaws.com", "events.amazonaws.com"]})
    assert trust_allows(several, "events.amazonaws.com")


def test_account_id_and_root_arn_cover_the_whole_account() -> None:
    for principal in (ACCOUNT, f"arn:aws:iam::{ACCOUNT}:root"):
        t = trust({"AWS": principal})
        assert trust_allows(t, USER)
        assert trust_allows(t, SESSION)
        assert trust_allows(t, "arn:aws:iam::111111111111:user/alice") is False
        assert trust_allows(t, "lambda.amazonaws.com") is False


def test_user_and_role_arns() -> None:
    t = trust({"AWS": [USER, ROLE]})
    assert trust_allows(t, USER)
    assert trust_allows(t, f"arn:aws:iam::{ACCOUNT}:user/bob") is False
    assert trust_allows(t, ROLE)
    # a role ARN in the trust policy covers that role's sessions
    assert trust_allows(t, SESSION)
    assert trust_allows(t, f"arn:aws:sts::{ACCOUNT}:assumed-role/other/build-42") is False
    assert trust_allows(t, "arn:aws:sts::111111111111:assumed-role/ops/build-42") is False


def test_everyone_and_actions() -> None:
    for principal in ("*", {"AWS": "*"}):
        t = trust(principal)
        assert trust_allows(t, USER)
        assert trust_allows(t, "lambda.amazonaws.com")
        assert trust_allows(t, USER, "sts:TagSession") is False
    tagged = trust({"AWS": USER}, ["sts:AssumeRole", "sts:TagSession"])
    assert trust_allows(tagged, USER, "sts:TagSession")
    web = trust({"Federated": "cognito-identity.amazonaws.com"}, "sts:AssumeRoleWithWebIdentity")
    assert trust_allows(web, "cognito-identity.amazonaws.com", "sts:AssumeRoleWithWebIdentity")
    assert trust_allows(web, "cognito-identity.amazonaws.com") is False


def test_trust_conditions_and_deny() -> None:
    t = trust({"AWS": ACCOUNT}, Condition={"StringEquals": {"sts:ExternalId": "s3cret"}})
    assert trust_allows(t, USER, context={"sts:ExternalId": "s3cret"})
    assert trust_allows(t, USER, context={"sts:ExternalId": "guess"}) is False
    assert trust_allows(t, USER) is False
    guarded = parse_trust_policy(
        doc(
            {"Effect": "Allow", "Principal": {"AWS": ACCOUNT}, "Action": "sts:AssumeRole"},
            {
                "Sid": "NoBob",
                "Effect": "Deny",
                "Principal": {"AWS": f"arn:aws:iam::{ACCOUNT}:user/bob"},
                "Action": "sts:AssumeRole",
            },
        ),
        name="trust",
    )
    assert trust_allows(guarded, USER)
    decision = Evaluator.trust_decision(guarded, f"arn:aws:iam::{ACCOUNT}:user/bob")
    assert decision == Decision(False, "explicit_deny", "trust", "NoBob", 1)


def test_not_principal() -> None:
    t = parse_trust_policy(
        doc(
            {"Effect": "Allow", "Principal": "*", "Action": "sts:AssumeRole"},
            {"Effect": "Deny", "NotPrincipal": {"AWS": USER}, "Action": "sts:AssumeRole"},
        )
    )
    assert trust_allows(t, USER)
    assert trust_allows(t, f"arn:aws:iam::{ACCOUNT}:user/bob") is False


ACTOR = f"arn:aws:sts::{ACCOUNT}:assumed-role/ROLE/SESSION"
OTHER_TABLE = f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/other"


def test_implicit_deny_message() -> None:
    decision = Evaluator.evaluate([policy(allow("sqs:*"))], "dynamodb:PutItem", OTHER_TABLE, {})
    assert access_denied_message(ACTOR, "dynamodb:PutItem", OTHER_TABLE, decision) == (
        "User: arn:aws:sts::000000000000:assumed-role/ROLE/SESSION is not authorized to perform: "
        "dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table/other because no "
        "identity-based policy allows the dynamodb:PutItem action"
    )


def test_explicit_deny_message() -> None:
    p = policy(allow("*"), {"Effect": "Deny", "Action": "dynamodb:*", "Resource": OTHER_TABLE})
    decision = Evaluator.evaluate([p], "dynamodb:PutItem", OTHER_TABLE, {})
    assert access_denied_message(ACTOR, "dynamodb:PutItem", OTHER_TABLE, decision) == (
        "User: arn:aws:sts::000000000000:assumed-role/ROLE/SESSION is not authorized to perform: "
        "dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table/other with an "
        "explicit deny in an identity-based policy"
    )


def test_assume_role_refusal_message_has_no_reason() -> None:
    assert access_denied_message(USER, "sts:AssumeRole", ROLE, None) == (
        "User: arn:aws:iam::000000000000:user/alice is not authorized to perform: sts:AssumeRole on "
        "resource: arn:aws:iam::000000000000:role/path/ops"
    )
