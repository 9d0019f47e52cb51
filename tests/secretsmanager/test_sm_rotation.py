"""Rotation end to end with a real rotation function (Python, boto3 inside the sandbox) run through AWS's
four steps; a failing step leaves AWSPENDING and AWSCURRENT where they were; CancelRotateSecret."""

from __future__ import annotations

import json
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

from sm_helpers import failure

sys.path.insert(0, str(Path(__file__).parent.parent / "lambda_"))
from lambda_helpers import create_role, deployer, events, make_zip, wait_for  # noqa: E402

ROTATOR = """
import json
import boto3

sm = boto3.client("secretsmanager")


def handler(event, context):
    arn, token, step = event["SecretId"], event["ClientRequestToken"], event["Step"]
    versions = sm.describe_secret(SecretId=arn)["VersionIdsToStages"]
    if token not in versions:
        raise ValueError("Secret version %s has no stage for rotation" % token)
    if "AWSCURRENT" in versions[token]:
        return
    if "AWSPENDING" not in versions[token]:
        raise ValueError("Secret version %s not set as AWSPENDING" % token)
    if step == "createSecret":
        current = json.loads(sm.get_secret_value(SecretId=arn, VersionStage="AWSCURRENT")["SecretString"])
        try:
            sm.get_secret_value(SecretId=arn, VersionId=token, VersionStage="AWSPENDING")
        except sm.exceptions.ResourceNotFoundException:
            current["password"] = sm.get_random_password(ExcludePunctuation=True)["RandomPassword"]
            current["generation"] = current.get("generation", 0) + 1
            sm.put_secret_value(
                SecretId=arn, ClientRequestToken=token, SecretString=json.dumps(current), VersionStages=["AWSPENDING"]
            )
    elif step == "setSecret":
        if current_fails():
            raise RuntimeError("the database refused the new password")
    elif step == "testSecret":
        pending = json.loads(sm.get_secret_value(SecretId=arn, VersionId=token, VersionStage="AWSPENDING")["SecretString"])
        assert pending["password"]
    elif step == "finishSecret":
        old = next(v for v, stages in versions.items() if "AWSCURRENT" in stages)
        sm.update_secret_version_stage(
            SecretId=arn, VersionStage="AWSCURRENT", MoveToVersionId=token, RemoveFromVersionId=old
        )
    else:
        raise ValueError("unknown step " + step)


def current_fails():
    return FAIL_SET_SECRET
"""

POLICIES = ("arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",)
SECRETS_ACCESS = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "secretsmanager:*", "Resource": "*"}],
    }
)


def _role(labcloud: Any, name: str) -> str:
    arn = create_role(labcloud, name=name, policies=POLICIES)
    labcloud.boto3_client("iam").put_role_policy(
        RoleName=name, PolicyName="secrets", PolicyDocument=SECRETS_ACCESS
    )
    return arn


def _rotator(labcloud: Any, name: str, fail: bool) -> str:
    role = _role(labcloud, f"{name}-role")
    arn: str = deployer(labcloud, role)(name, ROTATOR.replace("FAIL_SET_SECRET", str(fail)), Timeout=30)[
        "FunctionArn"
    ]
    lam = labcloud.boto3_client("lambda")
    wait_for(lambda: lam.get_function(FunctionName=name)["Configuration"]["State"] == "Active")
    lam.add_permission(
        FunctionName=name,
        StatementId="secretsmanager",
        Action="lambda:InvokeFunction",
        Principal="secretsmanager.amazonaws.com",
    )
    return arn


def test_rotate_secret_runs_the_four_steps_and_moves_the_labels(labcloud: Any, sm: Any) -> None:
    function = _rotator(labcloud, "rotator", fail=False)
    first = sm.create_secret(Name="db", SecretString=json.dumps({"user": "app", "password": "initial"}))[
        "VersionId"
    ]
    assert failure(lambda: sm.rotate_secret(SecretId="db")) == (
        "InvalidRequestException",
        "No Lambda rotation function ARN is associated with this secret.",
    )
    out = sm.rotate_secret(
        SecretId="db", RotationLambdaARN=function, RotationRules={"AutomaticallyAfterDays": 30}
    )
    token = out["VersionId"]
    wait_for(
        lambda: "AWSCURRENT" in sm.describe_secret(SecretId="db")["VersionIdsToStages"].get(token, []), 60
    )
    value = json.loads(sm.get_secret_value(SecretId="db")["SecretString"])
    assert value["user"] == "app" and value["password"] != "initial" and value["generation"] == 1
    described = sm.describe_secret(SecretId="db")
    assert described["VersionIdsToStages"][first] == ["AWSPREVIOUS"]
    assert described["RotationEnabled"] is True and described["RotationLambdaARN"] == function
    assert described["RotationRules"]["AutomaticallyAfterDays"] == 30
    wait_for(lambda: "LastRotatedDate" in sm.describe_secret(SecretId="db"), 30)
    described = sm.describe_secret(SecretId="db")
    assert 29 * 86400 < described["NextRotationDate"].timestamp() - time.time() <= 30 * 86400
    steps = [
        e["data"]["step"]
        for e in events(labcloud, "secretsmanager.rotation.step")
        if e["data"]["version_id"] == token
    ]
    assert steps == ["createSecret", "setSecret", "testSecret", "finishSecret"]
    # the events never carry a value
    for kind in (
        "secretsmanager.rotation.step",
        "secretsmanager.secret.version_created",
        "secretsmanager.secret.rotated",
    ):
        for event in events(labcloud, kind):
            assert value["password"] not in json.dumps(event)
    # a second rotation uses the stored function and rules
    again = sm.rotate_secret(SecretId="db")["VersionId"]
    wait_for(
        lambda: "AWSCURRENT" in sm.describe_secret(SecretId="db")["VersionIdsToStages"].get(again, []), 60
    )
    assert json.loads(sm.get_secret_value(SecretId="db")["SecretString"])["generation"] == 2


def test_a_failing_step_leaves_the_current_value_and_cancel_turns_rotation_off(
    labcloud: Any, sm: Any
) -> None:
    function = _rotator(labcloud, "broken-rotator", fail=True)
    first = sm.create_secret(Name="db2", SecretString=json.dumps({"password": "initial"}))["VersionId"]
    token = sm.rotate_secret(SecretId="db2", RotationLambdaARN=function)["VersionId"]
    failed = wait_for(
        lambda: [
            e for e in events(labcloud, "secretsmanager.rotation.failed") if e["data"]["version_id"] == token
        ],
        60,
    )
    assert failed[0]["data"]["step"] == "setSecret"
    assert "the database refused the new password" in failed[0]["data"]["error"]
    stages = sm.describe_secret(SecretId="db2")["VersionIdsToStages"]
    assert stages[first] == ["AWSCURRENT"] and stages[token] == ["AWSPENDING"]
    assert json.loads(sm.get_secret_value(SecretId="db2")["SecretString"])["password"] == "initial"
    cancelled = sm.cancel_rotate_secret(SecretId="db2")
    assert cancelled["VersionId"] == token
    assert sm.describe_secret(SecretId="db2")["RotationEnabled"] is False


def test_rotation_needs_the_function_to_allow_secrets_manager(labcloud: Any, sm: Any) -> None:
    role = _role(labcloud, "unpermitted-role")
    lam = labcloud.boto3_client("lambda")
    arn = lam.create_function(
        FunctionName="unpermitted",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": "def handler(e, c):\n    return None\n"})},
    )["FunctionArn"]
    sm.create_secret(Name="db3", SecretString="{}")
    token = sm.rotate_secret(SecretId="db3", RotationLambdaARN=arn)["VersionId"]
    failed = wait_for(
        lambda: [
            e for e in events(labcloud, "secretsmanager.rotation.failed") if e["data"]["version_id"] == token
        ],
        60,
    )
    assert failed[0]["data"]["step"] == "createSecret" and "AccessDenied" in failed[0]["data"]["error"]


def test_rotation_rules_are_checked(sm: Any) -> None:
    sm.create_secret(Name="r", SecretString="{}")
    function = "arn:aws:lambda:us-east-1:000000000000:function:none"
    for rules in (
        {"AutomaticallyAfterDays": 5, "ScheduleExpression": "rate(5 days)"},
        {"ScheduleExpression": "rate(1 hours)"},
        {"ScheduleExpression": "every day"},
        {"ScheduleExpression": "cron(0 8 * * ? )"},
        {"ScheduleExpression": "cron(0 8 * * MON *)"},
        {"ScheduleExpression": "cron(0 8 ? * 9 *)"},
        {"AutomaticallyAfterDays": 1, "Duration": "30h"},
    ):
        assert (
            failure(
                lambda r=rules: sm.rotate_secret(SecretId="r", RotationLambdaARN=function, RotationRules=r)
            )[0]
            == "InvalidParameterException"
        )
    sm.rotate_secret(
        SecretId="r",
        RotationLambdaARN=function,
        RotationRules={"ScheduleExpression": "rate(10 days)"},
        RotateImmediately=False,
    )
    described = sm.describe_secret(SecretId="r")
    assert described["RotationEnabled"] is True
    assert 9.9 * 86400 < described["NextRotationDate"].timestamp() - time.time() <= 10 * 86400


def test_a_scheduled_rotation_runs_when_its_time_comes_on_the_server_clock(tmp_path: Path) -> None:
    """The schedule survives a restart; with the next rotation time moved into the past while the server
    is down (no clock to fast-forward), the scheduler rotates the secret as soon as it starts."""
    from labcloud.testing.server_process import LabcloudProcess

    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data).start()
    try:
        function = _rotator(server, "scheduled-rotator", fail=False)
        sm = server.boto3_client("secretsmanager")
        sm.create_secret(Name="sched", SecretString=json.dumps({"password": "initial"}))
        sm.rotate_secret(
            SecretId="sched",
            RotationLambdaARN=function,
            RotationRules={"ScheduleExpression": "rate(4 hours)"},
            RotateImmediately=False,
        )
        assert json.loads(sm.get_secret_value(SecretId="sched")["SecretString"])["password"] == "initial"
        server.stop()
        with sqlite3.connect(data / "labcloud.db") as db:
            db.execute("UPDATE sm_secrets SET next_rotation=? WHERE name='sched'", (time.time() - 1,))
        server.start()
        sm = server.boto3_client("secretsmanager")
        wait_for(lambda: "LastRotatedDate" in sm.describe_secret(SecretId="sched"), 60)
        assert json.loads(sm.get_secret_value(SecretId="sched")["SecretString"])["generation"] == 1
        described = sm.describe_secret(SecretId="sched")
        assert 3.9 * 3600 < described["NextRotationDate"].timestamp() - time.time() <= 4 * 3600
    finally:
        server.stop()


def test_cron_schedules_follow_aws_fields(sm: Any, labcloud_clock: Any) -> None:
    """AWS's six fields (day-of-week 1-7 from Sunday, ? in one day field, a year) on the server clock in UTC.

    The server clock is set to a Wednesday noon: the function does not exist, so the configuration test fails
    and labcloud retries an hour later, which on a Monday morning would come before 09:30."""
    from datetime import datetime, timezone

    labcloud_clock.set("2031-06-04T12:00:00Z")  # a Wednesday
    sm.create_secret(Name="c", SecretString="{}")
    function = "arn:aws:lambda:us-east-1:000000000000:function:none"
    sm.rotate_secret(
        SecretId="c",
        RotationLambdaARN=function,
        RotationRules={"ScheduleExpression": "cron(30 9 ? * 2 *)", "Duration": "3h"},
        RotateImmediately=False,
    )
    upcoming = sm.describe_secret(SecretId="c")["NextRotationDate"].astimezone(timezone.utc)
    assert (upcoming.weekday(), upcoming.hour, upcoming.minute) == (
        0,
        9,
        30,
    )  # 2 is Monday in AWS's numbering
    assert upcoming == datetime(2031, 6, 9, 9, 30, tzinfo=timezone.utc)  # the following Monday
    sm.rotate_secret(
        SecretId="c",
        RotationLambdaARN=function,
        RotationRules={"ScheduleExpression": "cron(0 0 1 1 ? 2099)"},
        RotateImmediately=False,
    )
    assert sm.describe_secret(SecretId="c")["NextRotationDate"].astimezone(timezone.utc) == datetime(
        2099, 1, 1, tzinfo=timezone.utc
    )
