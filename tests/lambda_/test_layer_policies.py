"""Layer version policies: AddLayerVersionPermission, GetLayerVersionPolicy and RemoveLayerVersionPermission."""

from __future__ import annotations

import json
from typing import Any

from lambda_helpers import make_zip
from settings_helpers import error

LAYER_ARN = "arn:aws:lambda:us-east-1:000000000000:layer:shared"


def test_add_get_remove(labcloud: Any, lam: Any) -> None:
    lam.publish_layer_version(LayerName="shared", Content={"ZipFile": make_zip({"lib.py": "x = 1\n"})})
    everyone = lam.add_layer_version_permission(
        LayerName="shared",
        VersionNumber=1,
        StatementId="public",
        Action="lambda:GetLayerVersion",
        Principal="*",
    )
    assert json.loads(everyone["Statement"]) == {
        "Sid": "public",
        "Effect": "Allow",
        "Principal": "*",
        "Action": "lambda:GetLayerVersion",
        "Resource": f"{LAYER_ARN}:1",
    }
    assert error(
        lam.add_layer_version_permission,
        LayerName="shared",
        VersionNumber=1,
        StatementId="acct",
        Action="lambda:GetLayerVersion",
        Principal="111122223333",
        RevisionId="not-the-revision",
    ) == (
        "PreconditionFailedException",
        "The Revision Id provided does not match the latest Revision Id. Call the GetLayerPolicy API to retrieve "
        "the latest Revision Id",
        412,
        "User",
    )
    account = lam.add_layer_version_permission(
        LayerName=LAYER_ARN,
        VersionNumber=1,
        StatementId="acct",
        Action="lambda:GetLayerVersion",
        Principal="111122223333",
        RevisionId=everyone["RevisionId"],
    )
    assert account["RevisionId"] != everyone["RevisionId"]
    policy = lam.get_layer_version_policy(LayerName="shared", VersionNumber=1)
    assert policy["RevisionId"] == account["RevisionId"]
    document = json.loads(policy["Policy"])
    assert (document["Version"], document["Id"]) == ("2012-10-17", "default")
    assert [(s["Sid"], s["Principal"]) for s in document["Statement"]] == [
        ("public", "*"),
        ("acct", {"AWS": "arn:aws:iam::111122223333:root"}),
    ]
    assert error(
        lam.add_layer_version_permission,
        LayerName="shared",
        VersionNumber=1,
        StatementId="public",
        Action="lambda:GetLayerVersion",
        Principal="*",
    ) == (
        "ResourceConflictException",
        "The statement id (public) provided already exists. Please provide a new statement id, or remove the "
        "existing statement.",
        409,
        "User",
    )
    lam.remove_layer_version_permission(LayerName="shared", VersionNumber=1, StatementId="public")
    lam.remove_layer_version_permission(LayerName="shared", VersionNumber=1, StatementId="acct")
    assert error(lam.get_layer_version_policy, LayerName="shared", VersionNumber=1) == (
        "ResourceNotFoundException",
        "No policy is associated with the given resource.",
        404,
        "User",
    )
    assert error(
        lam.remove_layer_version_permission, LayerName="shared", VersionNumber=1, StatementId="acct"
    ) == (
        "ResourceNotFoundException",
        "Statement acct is not found in resource policy.",
        404,
        "User",
    )


def test_missing_layer_version_and_bad_action(labcloud: Any, lam: Any) -> None:
    assert error(lam.get_layer_version_policy, LayerName="nolayer", VersionNumber=3) == (
        "ResourceNotFoundException",
        "Layer version arn:aws:lambda:us-east-1:000000000000:layer:nolayer:3 does not exist.",
        404,
        "User",
    )
    huge = 2**63  # beyond a 64-bit long: the request itself cannot be read (the protocol layer's rule)
    for call in (
        lambda: lam.remove_layer_version_permission(LayerName="nolayer", VersionNumber=huge, StatementId="s"),
        lambda: lam.get_layer_version(LayerName="nolayer", VersionNumber=huge),
    ):
        code, _message, status, _ = error(call)
        assert (code, status) == ("InvalidRequestContentException", 400)
    lam.publish_layer_version(LayerName="strict", Content={"ZipFile": make_zip({"lib.py": "x = 1\n"})})
    code, message, status, _ = error(
        lam.add_layer_version_permission,
        LayerName="strict",
        VersionNumber=1,
        StatementId="s",
        Action="lambda:InvokeFunction",
        Principal="*",
    )
    assert (code, status) == ("ValidationException", 400)
    assert message == (
        "1 validation error detected: Value 'lambda:InvokeFunction' at 'action' failed to satisfy constraint: "
        "Member must satisfy regular expression pattern: lambda:GetLayerVersion"
    )


def test_layer_policy_with_the_cli(labcloud: Any, lam: Any) -> None:
    lam.publish_layer_version(LayerName="cli-layer", Content={"ZipFile": make_zip({"lib.py": "x = 1\n"})})
    added = labcloud.aws_json(
        "lambda",
        "add-layer-version-permission",
        "--layer-name",
        "cli-layer",
        "--version-number",
        "1",
        "--statement-id",
        "everyone",
        "--action",
        "lambda:GetLayerVersion",
        "--principal",
        "*",
    )
    assert json.loads(added["Statement"])["Sid"] == "everyone"
    got = labcloud.aws_json(
        "lambda", "get-layer-version-policy", "--layer-name", "cli-layer", "--version-number", "1"
    )
    assert got["RevisionId"] == added["RevisionId"]
