"""Function policies in enforcement: another account invokes only through AddPermission, per
qualifier; an explicit deny binds the owner; a role of the owner's account needs either side."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import assume, client_factory, make_role  # noqa: E402

OWNER, OTHER = "000000000000", "111122223333"
FN = f"arn:aws:lambda:us-east-1:{OWNER}:function:greeter"
CODE = "def handler(event, context):\n    return {'hello': event.get('who', 'world')}\n"


def denial(principal: str, resource: str = FN, explicit: bool = False) -> str:
    head = f"User: {principal} is not authorized to perform: lambda:InvokeFunction on resource: {resource}"
    if explicit:
        return f"{head} with an explicit deny in a resource-based policy"
    return f"{head} because no resource-based policy allows the lambda:InvokeFunction action"


def failure(call) -> tuple[str, int, str]:
    with pytest.raises(ClientError) as info:
        call()
    response = info.value.response
    return (
        response["Error"]["Code"],
        response["ResponseMetadata"]["HTTPStatusCode"],
        response["Error"]["Message"],
    )


@pytest.fixture
def greeter(deploy, lam):
    deploy("greeter", CODE)
    return lam


@pytest.fixture
def other(labcloud):
    return labcloud.boto3_client("lambda", aws_access_key_id=OTHER)


def invoke(client, name: str = FN, **kwargs) -> dict:
    answer = client.invoke(FunctionName=name, Payload=json.dumps({"who": "other"}), **kwargs)
    return json.loads(answer["Payload"].read())


def test_another_account_invokes_only_with_a_permission(greeter, other):
    assert failure(lambda: invoke(other)) == (
        "AccessDeniedException",
        403,
        denial(f"arn:aws:iam::{OTHER}:root"),
    )
    # a function that does not exist answers the same (nothing leaks), and a bare name stays in the caller's account
    ghost = FN.replace("greeter", "ghost")
    assert failure(lambda: invoke(other, ghost)) == (
        "AccessDeniedException",
        403,
        denial(f"arn:aws:iam::{OTHER}:root", ghost),
    )
    assert failure(lambda: invoke(other, "greeter"))[0] == "ResourceNotFoundException"
    statement = json.loads(
        greeter.add_permission(
            FunctionName="greeter",
            StatementId="other-account",
            Action="lambda:InvokeFunction",
            Principal=OTHER,
        )["Statement"]
    )
    assert statement == {
        "Sid": "other-account",
        "Effect": "Allow",
        "Principal": {"AWS": f"arn:aws:iam::{OTHER}:root"},
        "Action": "lambda:InvokeFunction",
        "Resource": FN,
    }
    assert invoke(other) == {"hello": "other"}
    assert invoke(other, f"{OWNER}:function:greeter") == {"hello": "other"}  # partial ARN
    # the permission covers InvokeFunction only
    code, status, message = failure(lambda: other.get_function(FunctionName=FN))
    assert (code, status) == ("AccessDeniedException", 403)
    assert message.endswith("because no resource-based policy allows the lambda:GetFunction action")
    # a version has its own policy
    version = greeter.publish_version(FunctionName="greeter")["Version"]
    assert failure(lambda: invoke(other, f"{FN}:{version}")) == (
        "AccessDeniedException",
        403,
        denial(f"arn:aws:iam::{OTHER}:root", f"{FN}:{version}"),
    )
    greeter.remove_permission(FunctionName="greeter", StatementId="other-account")
    assert failure(lambda: invoke(other))[0] == "AccessDeniedException"


def test_an_explicit_deny_in_the_function_policy_wins(labcloud, greeter):
    greeter.add_permission(
        FunctionName="greeter", StatementId="everyone", Action="lambda:InvokeFunction", Principal="*"
    )
    iam = labcloud.boto3_client("iam")
    arn = make_role(
        iam,
        "fp-caller",
        json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Deny", "Action": "lambda:InvokeFunction", "Resource": FN}],
            }
        ),
    )
    caller = client_factory(labcloud, assume(labcloud, arn, "caller"))("lambda")
    code, status, message = failure(lambda: invoke(caller))
    assert (code, status) == ("AccessDeniedException", 403)
    assert message.endswith("with an explicit deny in an identity-based policy")


def test_same_account_role_allowed_by_the_function_policy_alone(labcloud, greeter):
    iam = labcloud.boto3_client("iam")
    arn = make_role(
        iam,
        "fp-plain",
        json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "logs:*", "Resource": "*"}]}
        ),
    )
    caller = client_factory(labcloud, assume(labcloud, arn, "plain"))("lambda")
    assert failure(lambda: invoke(caller))[0] == "AccessDeniedException"
    greeter.add_permission(
        FunctionName="greeter", StatementId="role", Action="lambda:InvokeFunction", Principal=arn
    )
    assert invoke(caller) == {"hello": "other"}


def test_a_service_principal_permission_grants_no_account(greeter, other):
    greeter.add_permission(
        FunctionName="greeter",
        StatementId="events",
        Action="lambda:InvokeFunction",
        Principal="events.amazonaws.com",
        SourceArn=f"arn:aws:events:us-east-1:{OTHER}:rule/r",
    )
    policy = json.loads(greeter.get_policy(FunctionName="greeter")["Policy"])
    assert policy["Statement"][0]["Principal"] == {"Service": "events.amazonaws.com"}
    assert failure(lambda: invoke(other))[0] == "AccessDeniedException"


def test_cli_cross_account_invoke(labcloud, greeter, tmp_path):
    greeter.add_permission(
        FunctionName="greeter", StatementId="cli", Action="lambda:InvokeFunction", Principal=OTHER
    )
    env = dict(labcloud.cli_env(), AWS_ACCESS_KEY_ID=OTHER)
    import subprocess

    out = tmp_path / "out.json"
    done = subprocess.run(
        ["aws", "lambda", "invoke", "--function-name", FN, str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(out.read_text()) == {"hello": "world"}
    denied = subprocess.run(
        ["aws", "lambda", "get-function", "--function-name", FN],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert denied.returncode != 0 and "AccessDeniedException" in denied.stderr
