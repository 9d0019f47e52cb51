"""STS validates before it authorizes, and session tags reach policies (PrincipalTag, RequestTag, chaining)."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError
from sts_helpers import ACCOUNT, error_of, role, session_client

ROOT = f"arn:aws:iam::{ACCOUNT}:root"


def _trust(*actions: str, condition: dict | None = None) -> str:
    statement = {"Effect": "Allow", "Principal": {"AWS": ACCOUNT}, "Action": list(actions)}
    if condition:
        statement["Condition"] = condition
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def _allow(*actions: str, condition: dict | None = None) -> str:
    statement = {"Effect": "Allow", "Action": list(actions), "Resource": "*"}
    if condition:
        statement["Condition"] = condition
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


@pytest.mark.parametrize(
    "arn",
    [
        "nothing-valid-in-here",
        "arn::b:::something/test-role",
        "arn:a::::something/test-role",
        "arn:a:::something/test-role",
        "arn:a:a::aaaaaaaaaa:",
    ],
)
def test_malformed_role_arn_is_a_validation_error(labcloud, arn):
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="s1")
    assert error_of(info) == ("ValidationError", f"{arn} is invalid", 400)


def test_validation_comes_before_authorization(labcloud):
    """A role session with no STS permission still gets the 400 for a malformed ARN, the 403 otherwise."""
    iam = labcloud.boto3_client("iam")
    arn = role(iam, "no-sts", _trust("sts:AssumeRole"))
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="s1")["Credentials"]
    sts = session_client(labcloud, "sts", creds)
    with pytest.raises(ClientError) as info:
        sts.assume_role(RoleArn="arn:a:::something/test-role", RoleSessionName="s1")
    assert error_of(info) == ("ValidationError", "arn:a:::something/test-role is invalid", 400)
    with pytest.raises(ClientError) as info:
        sts.assume_role(RoleArn=arn, RoleSessionName="s1")
    assert error_of(info)[0::2] == ("AccessDenied", 403)


def test_session_name_pattern_is_checked_by_the_model(labcloud):
    arn = role(labcloud.boto3_client("iam"), "named", _trust("sts:AssumeRole"))
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="Session1:2")
    assert error_of(info) == (
        "ValidationError",
        "1 validation error detected: Value 'Session1:2' at "
        "'roleSessionName' failed to satisfy constraint: Member must satisfy regular "
        "expression pattern: [\\w+=,.@-]*",
        400,
    )


def test_tag_validation(labcloud):
    arn = role(labcloud.boto3_client("iam"), "tagged", _trust("sts:AssumeRole", "sts:TagSession"))
    sts = labcloud.boto3_client("sts")
    with pytest.raises(ClientError) as info:
        sts.assume_role(
            RoleArn=arn,
            RoleSessionName="s1",
            Tags=[{"Key": "Team", "Value": "a"}, {"Key": "team", "Value": "b"}],
        )
    assert error_of(info) == (
        "InvalidParameterValue",
        "Duplicate tag keys found. Please note that Tag keys are case insensitive.",
        400,
    )
    with pytest.raises(ClientError) as info:
        sts.assume_role(
            RoleArn=arn,
            RoleSessionName="s1",
            Tags=[{"Key": "team", "Value": "a"}],
            TransitiveTagKeys=["project"],
        )
    assert error_of(info) == (
        "InvalidParameterValue",
        "The specified transitive tag key must be included in the requested tags.",
        400,
    )


def test_tags_need_tag_session_in_the_trust_policy(labcloud):
    arn = role(labcloud.boto3_client("iam"), "untaggable", _trust("sts:AssumeRole"))
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("sts").assume_role(
            RoleArn=arn, RoleSessionName="s1", Tags=[{"Key": "team", "Value": "a"}]
        )
    assert error_of(info) == (
        "AccessDenied",
        f"User: {ROOT} is not authorized to perform: sts:TagSession on resource: {arn}",
        403,
    )


def test_a_policy_on_a_session_tag_allows_one_session_and_denies_another(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = role(iam, "abac", _trust("sts:AssumeRole", "sts:TagSession"))
    iam.put_role_policy(
        RoleName="abac",
        PolicyName="team-a-only",
        PolicyDocument=_allow("sqs:ListQueues", condition={"StringEquals": {"aws:PrincipalTag/team": "a"}}),
    )
    sts = labcloud.boto3_client("sts")
    team_a = sts.assume_role(RoleArn=arn, RoleSessionName="sa", Tags=[{"Key": "team", "Value": "a"}])
    team_b = sts.assume_role(RoleArn=arn, RoleSessionName="sb", Tags=[{"Key": "team", "Value": "b"}])
    assert 1 <= team_a["PackedPolicySize"] <= 100
    session_client(labcloud, "sqs", team_a["Credentials"]).list_queues()
    with pytest.raises(ClientError) as info:
        session_client(labcloud, "sqs", team_b["Credentials"]).list_queues()
    assert error_of(info)[0] == "AccessDenied"


def test_role_tags_are_principal_tags_and_session_tags_override_them(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = role(
        iam, "tagged-role", _trust("sts:AssumeRole", "sts:TagSession"), Tags=[{"Key": "team", "Value": "a"}]
    )
    iam.put_role_policy(
        RoleName="tagged-role",
        PolicyName="p",
        PolicyDocument=_allow("sqs:ListQueues", condition={"StringEquals": {"aws:PrincipalTag/Team": "a"}}),
    )
    sts = labcloud.boto3_client("sts")
    plain = sts.assume_role(RoleArn=arn, RoleSessionName="plain")["Credentials"]
    session_client(labcloud, "sqs", plain).list_queues()
    overridden = sts.assume_role(RoleArn=arn, RoleSessionName="other", Tags=[{"Key": "TEAM", "Value": "b"}])[
        "Credentials"
    ]
    with pytest.raises(ClientError):
        session_client(labcloud, "sqs", overridden).list_queues()


def test_trust_policy_conditions_on_request_tags(labcloud):
    arn = role(
        labcloud.boto3_client("iam"),
        "by-request-tag",
        _trust("sts:AssumeRole", "sts:TagSession", condition={"StringEquals": {"aws:RequestTag/team": "a"}}),
    )
    sts = labcloud.boto3_client("sts")
    sts.assume_role(RoleArn=arn, RoleSessionName="ok", Tags=[{"Key": "team", "Value": "a"}])
    with pytest.raises(ClientError) as info:
        sts.assume_role(RoleArn=arn, RoleSessionName="no", Tags=[{"Key": "team", "Value": "b"}])
    assert error_of(info)[0::2] == ("AccessDenied", 403)


def test_transitive_tags_follow_a_role_chain_and_cannot_be_overridden(labcloud):
    iam = labcloud.boto3_client("iam")
    first = role(iam, "first", _trust("sts:AssumeRole", "sts:TagSession"))
    iam.put_role_policy(
        RoleName="first", PolicyName="chain", PolicyDocument=_allow("sts:AssumeRole", "sts:TagSession")
    )
    second = role(
        iam,
        "second",
        json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Principal": {"AWS": f"arn:aws:iam::{ACCOUNT}:role/first"},
                        "Action": ["sts:AssumeRole", "sts:TagSession"],
                    }
                ],
            }
        ),
    )
    iam.put_role_policy(
        RoleName="second",
        PolicyName="p",
        PolicyDocument=_allow(
            "sqs:ListQueues", condition={"StringEquals": {"aws:PrincipalTag/project": "blue"}}
        ),
    )
    creds = labcloud.boto3_client("sts").assume_role(
        RoleArn=first,
        RoleSessionName="one",
        Tags=[{"Key": "project", "Value": "blue"}, {"Key": "local", "Value": "x"}],
        TransitiveTagKeys=["project"],
    )["Credentials"]
    chained_sts = session_client(labcloud, "sts", creds)
    chained = chained_sts.assume_role(RoleArn=second, RoleSessionName="two")["Credentials"]
    session_client(labcloud, "sqs", chained).list_queues()
    for key in ("project", "PROJECT"):
        with pytest.raises(ClientError) as info:
            chained_sts.assume_role(
                RoleArn=second, RoleSessionName="three", Tags=[{"Key": key, "Value": "red"}]
            )
        assert error_of(info) == (
            "InvalidParameterValue",
            "One of the specified transitive tag keys can't be set because it conflicts with "
            "a transitive tag key from the calling session.",
            400,
        )


def test_session_tags_survive_a_restart(tmp_path):
    from labcloud.testing.server_process import LabcloudProcess

    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        iam = first.boto3_client("iam")
        arn = role(iam, "keeps-tags", _trust("sts:AssumeRole", "sts:TagSession"))
        iam.put_role_policy(
            RoleName="keeps-tags",
            PolicyName="p",
            PolicyDocument=_allow(
                "sqs:ListQueues", condition={"StringEquals": {"aws:PrincipalTag/team": "a"}}
            ),
        )
        creds = first.boto3_client("sts").assume_role(
            RoleArn=arn, RoleSessionName="s1", Tags=[{"Key": "team", "Value": "a"}]
        )["Credentials"]
    finally:
        first.kill()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        # the role's policy allows ListQueues only with the session tag team=a: lost tags would deny it
        listed = session_client(second, "sqs", creds).list_queues()
        assert listed["ResponseMetadata"]["HTTPStatusCode"] == 200
        identity = session_client(second, "sts", creds).get_caller_identity()
        assert identity["Arn"] == "arn:aws:sts::000000000000:assumed-role/keeps-tags/s1"
    finally:
        second.stop()


def test_assume_role_with_tags_from_the_cli(labcloud):
    role(labcloud.boto3_client("iam"), "cli-tags", _trust("sts:AssumeRole", "sts:TagSession"))
    out = labcloud.aws_json(
        "sts",
        "assume-role",
        "--role-arn",
        f"arn:aws:iam::{ACCOUNT}:role/cli-tags",
        "--role-session-name",
        "cli",
        "--tags",
        "Key=team,Value=a",
        "--transitive-tag-keys",
        "team",
    )
    assert out["AssumedRoleUser"]["Arn"] == f"arn:aws:sts::{ACCOUNT}:assumed-role/cli-tags/cli"
    assert out["PackedPolicySize"] >= 1
    bad = labcloud.aws(
        "sts",
        "assume-role",
        "--role-arn",
        "arn:a:::x/y-long-enough",
        "--role-session-name",
        "cli",
        check=False,
    )
    assert (
        bad.returncode != 0
        and "ValidationError" in bad.stderr
        and "arn:a:::x/y-long-enough is invalid" in bad.stderr
    )
