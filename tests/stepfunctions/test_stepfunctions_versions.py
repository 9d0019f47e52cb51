"""Versions and aliases: publishing (on its own and with ``publish=True``), revision ids, listing and
deleting versions, aliases with weighted routing, executions started through a version or an alias,
AWS's error codes, IAM on qualified ARNs, and versions surviving a restart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from sfn_helpers import ROLE, history, output, wait_done

from labcloud.testing.server_process import LabcloudProcess


def code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def returns(value: str) -> dict[str, Any]:
    return {"StartAt": "A", "States": {"A": {"Type": "Pass", "Result": value, "End": True}}}


def create(sfn: Any, name: str, value: str = "v1", **kwargs: Any) -> dict[str, Any]:
    return dict(
        sfn.create_state_machine(name=name, definition=json.dumps(returns(value)), roleArn=ROLE, **kwargs)
    )


def run(sfn: Any, arn: str) -> dict[str, Any]:
    return wait_done(sfn, sfn.start_execution(stateMachineArn=arn)["executionArn"])


def test_publish_versions_and_describe_them(sfn: Any) -> None:
    created = create(sfn, "versioned", publish=True, versionDescription="first")
    arn = created["stateMachineArn"]
    assert created["stateMachineVersionArn"] == f"{arn}:1"
    # publishing the same revision again answers the same version
    again = sfn.publish_state_machine_version(stateMachineArn=arn)
    assert again["stateMachineVersionArn"] == f"{arn}:1"
    revision = sfn.describe_state_machine(stateMachineArn=arn)["revisionId"]
    updated = sfn.update_state_machine(stateMachineArn=arn, definition=json.dumps(returns("v2")))
    assert updated["revisionId"] != revision
    assert "stateMachineVersionArn" not in updated
    # a stale revision id is a conflict; the current one publishes version 2
    with pytest.raises(ClientError) as exc:
        sfn.publish_state_machine_version(stateMachineArn=arn, revisionId=revision)
    assert code(exc) == "ConflictException"
    with pytest.raises(ClientError) as exc:
        sfn.publish_state_machine_version(stateMachineArn=arn, revisionId="INITIAL")
    assert code(exc) == "ConflictException"
    v2 = sfn.publish_state_machine_version(
        stateMachineArn=arn, revisionId=updated["revisionId"], description="second"
    )
    assert v2["stateMachineVersionArn"] == f"{arn}:2"
    with pytest.raises(ClientError) as exc:  # the same revision with another description
        sfn.publish_state_machine_version(stateMachineArn=arn, description="other")
    assert code(exc) == "ConflictException"
    v3 = sfn.update_state_machine(
        stateMachineArn=arn, definition=json.dumps(returns("v3")), publish=True, versionDescription="third"
    )
    assert v3["stateMachineVersionArn"] == f"{arn}:3"

    one = sfn.describe_state_machine(stateMachineArn=f"{arn}:1")
    assert one["stateMachineArn"] == f"{arn}:1"
    assert one["name"] == "versioned"
    assert json.loads(one["definition"]) == returns("v1")
    assert one["description"] == "first"
    assert one["revisionId"] == revision
    assert json.loads(sfn.describe_state_machine(stateMachineArn=arn)["definition"]) == returns("v3")

    listed = sfn.list_state_machine_versions(stateMachineArn=arn)["stateMachineVersions"]
    assert [v["stateMachineVersionArn"] for v in listed] == [f"{arn}:3", f"{arn}:2", f"{arn}:1"]
    page = sfn.list_state_machine_versions(stateMachineArn=arn, maxResults=2)
    assert len(page["stateMachineVersions"]) == 2
    rest = sfn.list_state_machine_versions(stateMachineArn=arn, nextToken=page["nextToken"])
    assert [v["stateMachineVersionArn"] for v in rest["stateMachineVersions"]] == [f"{arn}:1"]

    # deleting version 3 never gives its number to the next version
    sfn.delete_state_machine_version(stateMachineVersionArn=f"{arn}:3")
    sfn.delete_state_machine_version(stateMachineVersionArn=f"{arn}:3")  # gone already: no error
    with pytest.raises(ClientError) as exc:
        sfn.describe_state_machine(stateMachineArn=f"{arn}:3")
    assert code(exc) == "StateMachineDoesNotExist"
    sfn.update_state_machine(stateMachineArn=arn, definition=json.dumps(returns("v4")))
    assert sfn.publish_state_machine_version(stateMachineArn=arn)["stateMachineVersionArn"] == f"{arn}:4"


def test_initial_revision_publishes(sfn: Any) -> None:
    arn = create(sfn, "initial")["stateMachineArn"]
    v = sfn.publish_state_machine_version(stateMachineArn=arn, revisionId="INITIAL")
    assert v["stateMachineVersionArn"] == f"{arn}:1"


def test_executions_by_version_and_alias(sfn: Any) -> None:
    arn = create(sfn, "routed", "v1", publish=True)["stateMachineArn"]
    sfn.update_state_machine(stateMachineArn=arn, definition=json.dumps(returns("v2")), publish=True)
    sfn.update_state_machine(stateMachineArn=arn, definition=json.dumps(returns("latest")))

    assert output(run(sfn, arn)) == "latest"
    by_version = run(sfn, f"{arn}:1")
    assert output(by_version) == "v1"
    assert by_version["stateMachineArn"] == arn
    assert by_version["stateMachineVersionArn"] == f"{arn}:1"
    assert "stateMachineAliasArn" not in by_version
    started = history(sfn, by_version["executionArn"])[0]["executionStartedEventDetails"]
    assert started["stateMachineVersionArn"] == f"{arn}:1"

    alias = sfn.create_state_machine_alias(
        name="prod",
        description="production",
        routingConfiguration=[{"stateMachineVersionArn": f"{arn}:2", "weight": 100}],
    )["stateMachineAliasArn"]
    assert alias == f"{arn}:prod"
    by_alias = run(sfn, alias)
    assert output(by_alias) == "v2"
    assert by_alias["stateMachineAliasArn"] == alias
    assert by_alias["stateMachineVersionArn"] == f"{arn}:2"
    started = history(sfn, by_alias["executionArn"])[0]["executionStartedEventDetails"]
    assert started["stateMachineAliasArn"] == alias

    # a weighted split: both versions run
    sfn.update_state_machine_alias(
        stateMachineAliasArn=alias,
        routingConfiguration=[
            {"stateMachineVersionArn": f"{arn}:1", "weight": 50},
            {"stateMachineVersionArn": f"{arn}:2", "weight": 50},
        ],
    )
    seen = {output(run(sfn, alias)) for _ in range(40)}
    assert seen == {"v1", "v2"}
    described = sfn.describe_state_machine_alias(stateMachineAliasArn=alias)
    assert described["name"] == "prod"
    assert described["description"] == "production"
    assert described["routingConfiguration"] == [
        {"stateMachineVersionArn": f"{arn}:1", "weight": 50},
        {"stateMachineVersionArn": f"{arn}:2", "weight": 50},
    ]

    # executions listed by version or alias
    by_v1 = sfn.list_executions(stateMachineArn=f"{arn}:1")["executions"]
    assert by_v1 and all(e["stateMachineVersionArn"] == f"{arn}:1" for e in by_v1)
    via_alias = sfn.list_executions(stateMachineArn=alias)["executions"]
    assert len(via_alias) == 41 and all(e["stateMachineAliasArn"] == alias for e in via_alias)
    assert len(sfn.list_executions(stateMachineArn=arn)["executions"]) == 43

    listed = sfn.list_state_machine_aliases(stateMachineArn=arn)["stateMachineAliases"]
    assert [a["stateMachineAliasArn"] for a in listed] == [alias]
    assert [
        a["stateMachineAliasArn"]
        for a in sfn.list_state_machine_aliases(stateMachineArn=f"{arn}:1")["stateMachineAliases"]
    ] == [alias]

    # a version an alias routes to cannot be deleted
    with pytest.raises(ClientError) as exc:
        sfn.delete_state_machine_version(stateMachineVersionArn=f"{arn}:1")
    assert code(exc) == "ConflictException"
    sfn.delete_state_machine_alias(stateMachineAliasArn=alias)
    with pytest.raises(ClientError) as exc:
        sfn.describe_state_machine_alias(stateMachineAliasArn=alias)
    assert code(exc) == "ResourceNotFound"
    with pytest.raises(ClientError) as exc:
        sfn.start_execution(stateMachineArn=alias)
    assert code(exc) == "StateMachineDoesNotExist"
    sfn.delete_state_machine_version(stateMachineVersionArn=f"{arn}:1")
    with pytest.raises(ClientError) as exc:
        sfn.start_execution(stateMachineArn=f"{arn}:1")
    assert code(exc) == "StateMachineDoesNotExist"


def test_alias_errors(sfn: Any) -> None:
    arn = create(sfn, "aliased", publish=True)["stateMachineArn"]
    sfn.update_state_machine(stateMachineArn=arn, definition=json.dumps(returns("v2")), publish=True)
    other = create(sfn, "other", publish=True)["stateMachineArn"]
    v1 = {"stateMachineVersionArn": f"{arn}:1", "weight": 100}

    def create_alias(name: str, routing: list[dict[str, Any]]) -> Any:
        return sfn.create_state_machine_alias(name=name, routingConfiguration=routing)

    cases: list[tuple[str, list[dict[str, Any]], str]] = [
        ("123", [v1], "ValidationException"),  # the model's pattern: digits only read as a version
        ("bad name", [v1], "ValidationException"),
        ("a", [{"stateMachineVersionArn": f"{arn}:1", "weight": 60}], "ValidationException"),
        ("a", [{"stateMachineVersionArn": f"{arn}:9", "weight": 100}], "ResourceNotFound"),
        ("a", [{"stateMachineVersionArn": arn, "weight": 100}], "InvalidArn"),
        (
            "a",
            [
                {"stateMachineVersionArn": f"{arn}:1", "weight": 50},
                {"stateMachineVersionArn": f"{other}:1", "weight": 50},
            ],
            "ValidationException",
        ),
        (
            "a",
            [
                {"stateMachineVersionArn": f"{arn}:1", "weight": 50},
                {"stateMachineVersionArn": f"{arn}:1", "weight": 50},
            ],
            "ValidationException",
        ),
    ]
    for name, routing, error in cases:
        with pytest.raises(ClientError) as exc:
            create_alias(name, routing)
        assert code(exc) == error, (name, routing)
    alias = create_alias("live", [v1])["stateMachineAliasArn"]
    assert create_alias("live", [v1])["stateMachineAliasArn"] == alias  # the same again: idempotent
    with pytest.raises(ClientError) as exc:
        create_alias("live", [{"stateMachineVersionArn": f"{arn}:2", "weight": 100}])
    assert code(exc) == "ConflictException"
    with pytest.raises(ClientError) as exc:
        sfn.update_state_machine_alias(stateMachineAliasArn=alias)
    assert code(exc) == "ValidationException"
    with pytest.raises(ClientError) as exc:
        sfn.update_state_machine_alias(
            stateMachineAliasArn=alias,
            routingConfiguration=[{"stateMachineVersionArn": f"{other}:1", "weight": 100}],
        )
    assert code(exc) == "ValidationException"
    for missing in (
        lambda: sfn.describe_state_machine_alias(stateMachineAliasArn=f"{arn}:nope"),
        lambda: sfn.delete_state_machine_alias(stateMachineAliasArn=f"{arn}:nope"),
        lambda: sfn.update_state_machine_alias(stateMachineAliasArn=f"{arn}:nope", description="x"),
    ):
        with pytest.raises(ClientError) as exc:
            missing()
        assert code(exc) == "ResourceNotFound"
    with pytest.raises(ClientError) as exc:
        sfn.describe_state_machine_alias(stateMachineAliasArn=f"{arn}:1")
    assert code(exc) == "InvalidArn"
    with pytest.raises(ClientError) as exc:
        sfn.delete_state_machine_version(stateMachineVersionArn=f"{arn}:live")
    assert code(exc) == "InvalidArn"
    with pytest.raises(ClientError) as exc:
        sfn.publish_state_machine_version(stateMachineArn=f"{arn}-gone")
    assert code(exc) == "StateMachineDoesNotExist"
    # deleting the machine takes its versions and aliases with it
    sfn.delete_state_machine(stateMachineArn=arn)
    create(sfn, "aliased")
    assert sfn.list_state_machine_versions(stateMachineArn=arn)["stateMachineVersions"] == []
    assert sfn.list_state_machine_aliases(stateMachineArn=arn)["stateMachineAliases"] == []
    with pytest.raises(ClientError) as exc:
        sfn.describe_state_machine_alias(stateMachineAliasArn=alias)
    assert code(exc) == "ResourceNotFound"


def test_the_aws_cli_publishes_and_aliases(labcloud: LabcloudProcess, sfn: Any) -> None:
    arn = create(sfn, "cli")["stateMachineArn"]

    def aws(*args: str) -> dict[str, Any]:
        return dict(labcloud.aws_json("stepfunctions", *args))

    version = aws("publish-state-machine-version", "--state-machine-arn", arn, "--description", "cli")
    assert version["stateMachineVersionArn"] == f"{arn}:1"
    alias = aws(
        "create-state-machine-alias",
        "--name",
        "cli-alias",
        "--routing-configuration",
        f"stateMachineVersionArn={arn}:1,weight=100",
    )
    assert alias["stateMachineAliasArn"] == f"{arn}:cli-alias"
    listed = aws("list-state-machine-versions", "--state-machine-arn", arn)
    assert [v["stateMachineVersionArn"] for v in listed["stateMachineVersions"]] == [f"{arn}:1"]
    described = aws("describe-state-machine-alias", "--state-machine-alias-arn", f"{arn}:cli-alias")
    assert described["routingConfiguration"] == [{"stateMachineVersionArn": f"{arn}:1", "weight": 100}]


POLICY = {
    "Version": "2012-10-17",
    "Statement": [
        {
            "Effect": "Allow",
            "Action": ["states:StartExecution", "states:DescribeExecution"],
            "Resource": [
                "arn:aws:states:us-east-1:000000000000:stateMachine:guarded:prod",
                "arn:aws:states:us-east-1:000000000000:execution:guarded:*",
            ],
        }
    ],
}


def test_iam_decides_on_the_qualified_arn() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        sfn = server.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
        arn = create(sfn, "guarded", publish=True)["stateMachineArn"]
        alias = sfn.create_state_machine_alias(
            name="prod", routingConfiguration=[{"stateMachineVersionArn": f"{arn}:1", "weight": 100}]
        )["stateMachineAliasArn"]
        iam = server.boto3_client("iam")
        iam.create_user(UserName="deployer")
        iam.put_user_policy(UserName="deployer", PolicyName="p", PolicyDocument=json.dumps(POLICY))
        key = iam.create_access_key(UserName="deployer")["AccessKey"]
        user = server.boto3_client(
            "stepfunctions",
            aws_access_key_id=key["AccessKeyId"],
            aws_secret_access_key=key["SecretAccessKey"],
            config=Config(retries={"max_attempts": 1}),
        )
        started = user.start_execution(stateMachineArn=alias)
        assert user.describe_execution(executionArn=started["executionArn"])["stateMachineAliasArn"] == alias
        for denied in (
            lambda: user.start_execution(stateMachineArn=arn),
            lambda: user.start_execution(stateMachineArn=f"{arn}:1"),
            lambda: user.publish_state_machine_version(stateMachineArn=arn),
            lambda: user.delete_state_machine_alias(stateMachineAliasArn=alias),
        ):
            with pytest.raises(ClientError) as exc:
                denied()
            assert code(exc) == "AccessDeniedException"
    finally:
        server.stop()


def test_versions_and_aliases_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        sfn = server.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
        arn = create(sfn, "kept", "v1", publish=True)["stateMachineArn"]
        sfn.update_state_machine(stateMachineArn=arn, definition=json.dumps(returns("v2")), publish=True)
        sfn.delete_state_machine_version(stateMachineVersionArn=f"{arn}:2")
        alias = sfn.create_state_machine_alias(
            name="kept-alias", routingConfiguration=[{"stateMachineVersionArn": f"{arn}:1", "weight": 100}]
        )["stateMachineAliasArn"]
        execution = run(sfn, alias)["executionArn"]
        server.stop()
        server.start()
        sfn = server.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
        assert [
            v["stateMachineVersionArn"]
            for v in sfn.list_state_machine_versions(stateMachineArn=arn)["stateMachineVersions"]
        ] == [f"{arn}:1"]
        assert sfn.describe_state_machine_alias(stateMachineAliasArn=alias)["name"] == "kept-alias"
        found = sfn.describe_execution(executionArn=execution)
        assert (found["stateMachineVersionArn"], found["stateMachineAliasArn"]) == (f"{arn}:1", alias)
        assert output(run(sfn, alias)) == "v1"
        # the counter survived too: the deleted version 2's number is not given again
        sfn.update_state_machine(stateMachineArn=arn, definition=json.dumps(returns("v3")))
        assert sfn.publish_state_machine_version(stateMachineArn=arn)["stateMachineVersionArn"] == f"{arn}:3"
    finally:
        server.stop()
