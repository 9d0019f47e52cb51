"""Code-signing configs: created, read, updated, listed, attached to functions and tagged as Lambda does.

labcloud stores and reports them but does not verify signatures (documented in services/lambda_/code_signing.py).
"""

from __future__ import annotations

import re
from typing import Any

from lambda_helpers import make_zip
from settings_helpers import CODE, PROFILE, error, fn_arn


def _create(lam: Any, **kwargs: Any) -> dict[str, Any]:
    config: dict[str, Any] = lam.create_code_signing_config(
        AllowedPublishers={"SigningProfileVersionArns": [PROFILE]}, **kwargs
    )["CodeSigningConfig"]
    return config


def test_create_get_update_list_delete(labcloud: Any, lam: Any) -> None:
    config = _create(lam, Description="signed builds")
    assert re.fullmatch(r"csc-[a-z0-9]{17}", config["CodeSigningConfigId"])
    arn = config["CodeSigningConfigArn"]
    assert arn == f"arn:aws:lambda:us-east-1:000000000000:code-signing-config:{config['CodeSigningConfigId']}"
    assert config["AllowedPublishers"] == {"SigningProfileVersionArns": [PROFILE]}
    assert config["CodeSigningPolicies"] == {"UntrustedArtifactOnDeployment": "Warn"}
    assert config["Description"] == "signed builds"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000", config["LastModified"])
    assert lam.get_code_signing_config(CodeSigningConfigArn=arn)["CodeSigningConfig"] == config

    updated = lam.update_code_signing_config(
        CodeSigningConfigArn=arn, CodeSigningPolicies={"UntrustedArtifactOnDeployment": "Enforce"}
    )["CodeSigningConfig"]
    assert updated["CodeSigningPolicies"] == {"UntrustedArtifactOnDeployment": "Enforce"}
    assert updated["Description"] == "signed builds"
    assert [c["CodeSigningConfigArn"] for c in lam.list_code_signing_configs()["CodeSigningConfigs"]] == [arn]

    lam.delete_code_signing_config(CodeSigningConfigArn=arn)
    assert error(lam.get_code_signing_config, CodeSigningConfigArn=arn) == (
        "ResourceNotFoundException",
        f"The Lambda code signing configuration {arn} can not be found.",
        404,
        "User",
    )
    assert lam.list_code_signing_configs()["CodeSigningConfigs"] == []


def test_attached_to_functions(labcloud: Any, deploy: Any, lam: Any) -> None:
    arn = _create(lam)["CodeSigningConfigArn"]
    deploy("signed-at-create", CODE, CodeSigningConfigArn=arn)
    deploy("signed-later", CODE)
    put = lam.put_function_code_signing_config(CodeSigningConfigArn=arn, FunctionName="signed-later")
    assert (put["CodeSigningConfigArn"], put["FunctionName"]) == (arn, "signed-later")
    at_create = lam.get_function_code_signing_config(FunctionName="signed-at-create")
    assert at_create["CodeSigningConfigArn"] == arn
    got = lam.get_function_code_signing_config(FunctionName=fn_arn("signed-later"))
    assert (got["CodeSigningConfigArn"], got["FunctionName"]) == (arn, "signed-later")
    listed = lam.list_functions_by_code_signing_config(CodeSigningConfigArn=arn)["FunctionArns"]
    assert listed == [fn_arn("signed-at-create"), fn_arn("signed-later")]

    code, message, status, kind = error(lam.delete_code_signing_config, CodeSigningConfigArn=arn)
    assert (code, status, kind) == ("ResourceConflictException", 409, "User")

    lam.delete_function_code_signing_config(FunctionName="signed-later")
    assert lam.get_function_code_signing_config(FunctionName="signed-later")["CodeSigningConfigArn"] == ""
    lam.delete_function(FunctionName="signed-at-create")
    assert lam.list_functions_by_code_signing_config(CodeSigningConfigArn=arn)["FunctionArns"] == []
    lam.delete_code_signing_config(CodeSigningConfigArn=arn)


def test_missing_config_and_function(labcloud: Any, deploy: Any, lam: Any, role_arn: str) -> None:
    ghost = "arn:aws:lambda:us-east-1:000000000000:code-signing-config:csc-0123456789abcdef0"
    deploy("unsigned-fn", CODE)
    assert error(
        lam.put_function_code_signing_config, CodeSigningConfigArn=ghost, FunctionName="unsigned-fn"
    ) == (
        "CodeSigningConfigNotFoundException",
        "The code signing configuration cannot be found. Check that the provided configuration is not deleted: "
        f"{ghost}.",
        404,
        "User",
    )
    code, _, status, _ = error(
        lam.create_function,
        FunctionName="never-made",
        Runtime="python3.12",
        Role=role_arn,
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": CODE})},
        CodeSigningConfigArn=ghost,
    )
    assert (code, status) == ("CodeSigningConfigNotFoundException", 404)
    assert error(lam.get_function, FunctionName="never-made")[0] == "ResourceNotFoundException"
    arn = _create(lam)["CodeSigningConfigArn"]
    assert error(lam.put_function_code_signing_config, CodeSigningConfigArn=arn, FunctionName="ghost-fn") == (
        "ResourceNotFoundException",
        f"Function not found: {fn_arn('ghost-fn')}",
        404,
        "User",
    )
    assert error(lam.list_functions_by_code_signing_config, CodeSigningConfigArn=ghost)[2] == 404


def test_tags_on_a_config(labcloud: Any, lam: Any) -> None:
    arn = _create(lam, Tags={"team": "build"})["CodeSigningConfigArn"]
    assert lam.list_tags(Resource=arn)["Tags"] == {"team": "build"}
    lam.tag_resource(Resource=arn, Tags={"stage": "prod"})
    lam.untag_resource(Resource=arn, TagKeys=["team"])
    assert lam.list_tags(Resource=arn)["Tags"] == {"stage": "prod"}


def test_code_signing_with_the_cli(labcloud: Any, deploy: Any, lam: Any) -> None:
    arn = _create(lam)["CodeSigningConfigArn"]
    deploy("cli-signed", CODE)
    labcloud.aws_json(
        "lambda",
        "put-function-code-signing-config",
        "--function-name",
        "cli-signed",
        "--code-signing-config-arn",
        arn,
    )
    answer = labcloud.aws_json("lambda", "get-function-code-signing-config", "--function-name", "cli-signed")
    assert answer == {"CodeSigningConfigArn": arn, "FunctionName": "cli-signed"}
