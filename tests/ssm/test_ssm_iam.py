"""IAM governs Parameter Store with AWS's actions and parameter ARNs (a path's slash not doubled)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from ssm_helpers import failure

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def _user_client(server: LabcloudProcess, actions: list[str], resource: str) -> Any:
    iam = server.boto3_client("iam")
    iam.create_user(UserName="reader")
    key = iam.create_access_key(UserName="reader")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": actions, "Resource": resource}],
    }
    iam.put_user_policy(UserName="reader", PolicyName="p", PolicyDocument=json.dumps(policy))
    return server.boto3_client(
        "ssm", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )


def test_a_user_reads_only_the_parameters_its_policy_names(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    root = enforcing.boto3_client("ssm")
    root.put_parameter(Name="/app/db", Value="x", Type="String")
    root.put_parameter(Name="/other/db", Value="y", Type="String")
    root.put_parameter(Name="flat", Value="z", Type="String")
    user = _user_client(
        enforcing,
        ["ssm:GetParameter", "ssm:GetParameters", "ssm:GetParametersByPath"],
        "arn:aws:ssm:us-east-1:000000000000:parameter/app/*",
    )
    assert user.get_parameter(Name="/app/db")["Parameter"]["Value"] == "x"
    assert user.get_parameter(Name="/app/db:1")["Parameter"]["Value"] == "x"
    assert [p["Name"] for p in user.get_parameters_by_path(Path="/app/")["Parameters"]] == ["/app/db"]
    code, message = failure(lambda: user.get_parameter(Name="/other/db"))
    assert code == "AccessDeniedException"
    assert "ssm:GetParameter" in message and "parameter/other/db" in message
    assert failure(lambda: user.get_parameters(Names=["/app/db", "/other/db"]))[0] == "AccessDeniedException"
    assert failure(lambda: user.put_parameter(Name="/app/new", Value="v", Type="String"))[0] == (
        "AccessDeniedException"
    )
    assert failure(lambda: user.describe_parameters())[0] == "AccessDeniedException"


def test_put_with_tags_also_needs_add_tags(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    user = _user_client(enforcing, ["ssm:PutParameter"], "arn:aws:ssm:us-east-1:000000000000:parameter/app/*")
    assert user.put_parameter(Name="/app/plain", Value="v", Type="String")["Version"] == 1
    code, message = failure(
        lambda: user.put_parameter(
            Name="/app/tagged", Value="v", Type="String", Tags=[{"Key": "k", "Value": "v"}]
        )
    )
    assert code == "AccessDeniedException" and "ssm:AddTagsToResource" in message
    assert (
        failure(lambda: user.put_parameter(Name="flat", Value="v", Type="String"))[0]
        == "AccessDeniedException"
    )


def test_public_parameters_are_authorized_on_their_account_less_arns(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    user = _user_client(enforcing, ["ssm:GetParameter"], "arn:aws:ssm:*::parameter/aws/service/*")
    ami = "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64"
    assert user.get_parameter(Name=ami)["Parameter"]["Value"].startswith("ami-")
    code, message = failure(lambda: user.get_parameter(Name="/mine"))
    assert code == "AccessDeniedException" and "arn:aws:ssm:us-east-1:000000000000:parameter/mine" in message


def test_documents_are_authorized_on_their_document_arns(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    root = enforcing.boto3_client("ssm")
    content = json.dumps(
        {"schemaVersion": "2.2", "mainSteps": [{"action": "aws:runShellScript", "name": "s", "inputs": {}}]}
    )
    root.create_document(Name="team-doc", Content=content)
    root.create_document(Name="other-doc", Content=content)
    user = _user_client(
        enforcing,
        ["ssm:GetDocument", "ssm:DescribeDocument", "ssm:CreateDocument"],
        "arn:aws:ssm:us-east-1:000000000000:document/team-*",
    )
    assert user.get_document(Name="team-doc")["Content"] == content
    assert failure(lambda: user.get_document(Name="other-doc"))[0] == "AccessDeniedException"
    assert failure(lambda: user.list_documents())[0] == "AccessDeniedException"
    user.create_document(Name="team-two", Content=content)
    # tags at creation also need ssm:AddTagsToResource
    assert (
        failure(
            lambda: user.create_document(
                Name="team-three", Content=content, Tags=[{"Key": "k", "Value": "v"}]
            )
        )[0]
        == "AccessDeniedException"
    )


def test_windows_and_associations_are_governed_by_their_arns(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    root = enforcing.boto3_client("ssm")
    window = root.create_maintenance_window(
        Name="mine", Schedule="rate(1 day)", Duration=2, Cutoff=1, AllowUnassociatedTargets=False
    )["WindowId"]
    other = root.create_maintenance_window(
        Name="theirs", Schedule="rate(1 day)", Duration=2, Cutoff=1, AllowUnassociatedTargets=False
    )["WindowId"]
    user = _user_client(
        enforcing,
        ["ssm:GetMaintenanceWindow", "ssm:DescribeAssociation"],
        f"arn:aws:ssm:us-east-1:000000000000:maintenancewindow/{window}",
    )
    assert user.get_maintenance_window(WindowId=window)["Name"] == "mine"
    assert failure(lambda: user.get_maintenance_window(WindowId=other))[0] == "AccessDeniedException"
    some = "0b5e9a4c-6a55-4b63-9e21-5d0fbf0f7a11"
    assert failure(lambda: user.describe_association(AssociationId=some))[0] == "AccessDeniedException"
    assert failure(lambda: user.describe_maintenance_windows())[0] == "AccessDeniedException"
