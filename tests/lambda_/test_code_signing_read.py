"""GetFunctionCodeSigningConfig answers as Lambda does for a function without a code-signing config."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError


def test_function_without_code_signing_config(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("unsigned", "def handler(event, context):\n    return 1\n")
    answer = lam.get_function_code_signing_config(FunctionName="unsigned")
    assert (answer["CodeSigningConfigArn"], answer["FunctionName"]) == ("", "unsigned")
    by_arn = lam.get_function_code_signing_config(
        FunctionName="arn:aws:lambda:us-east-1:000000000000:function:unsigned"
    )
    assert by_arn["FunctionName"] == "unsigned"
    with pytest.raises(ClientError) as info:
        lam.get_function_code_signing_config(FunctionName="ghost")
    assert info.value.response["Error"]["Code"] == "ResourceNotFoundException"
    assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 404
    cli = labcloud.aws_json("lambda", "get-function-code-signing-config", "--function-name", "unsigned")
    assert cli == {"CodeSigningConfigArn": "", "FunctionName": "unsigned"}
