"""Every Lambda operation of a feature labcloud does not emulate (capacity providers) answers as AWS
answers an account without it, never 501; a function that is not durable has no durable executions."""

from __future__ import annotations

from typing import Any

import pytest
from botocore import xform_name
from botocore.exceptions import ClientError

PREFIX = "arn:aws:lambda:us-east-1:000000000000"
NF = "ResourceNotFoundException"
IV = "InvalidParameterValueException"
NO_PROVIDER = f"Capacity provider not found: {PREFIX}:capacity-provider:cp1"

#: operation → (request, status, code, message)
CASES: dict[str, tuple[dict[str, Any], int, str, str]] = {
    "CreateCapacityProvider": (
        {
            "CapacityProviderName": "cp1",
            "VpcConfig": {"SubnetIds": ["subnet-1"], "SecurityGroupIds": ["sg-1"]},
            "PermissionsConfig": {"CapacityProviderOperatorRoleArn": "arn:aws:iam::000000000000:role/r"},
        },
        400,
        IV,
        "labcloud does not support capacity providers: CapacityProviderName cannot be used",
    ),
    "GetCapacityProvider": ({"CapacityProviderName": "cp1"}, 404, NF, NO_PROVIDER),
    "UpdateCapacityProvider": ({"CapacityProviderName": "cp1"}, 404, NF, NO_PROVIDER),
    "DeleteCapacityProvider": ({"CapacityProviderName": "cp1"}, 404, NF, NO_PROVIDER),
    "ListFunctionVersionsByCapacityProvider": ({"CapacityProviderName": "cp1"}, 404, NF, NO_PROVIDER),
    "GetFunctionScalingConfig": (
        {"FunctionName": "f", "Qualifier": "1"},
        400,
        IV,
        "labcloud does not support capacity providers: FunctionScalingConfig cannot be used",
    ),
    "PutFunctionScalingConfig": (
        {
            "FunctionName": "f",
            "Qualifier": "1",
            "FunctionScalingConfig": {"MinExecutionEnvironments": 1},
        },
        400,
        IV,
        "labcloud does not support capacity providers: FunctionScalingConfig cannot be used",
    ),
}

ECHO = "def handler(event, context):\n    return event\n"


@pytest.fixture
def function(deploy: Any, lam: Any) -> str:
    deploy("f", ECHO)
    lam.publish_version(FunctionName="f")
    return "f"


@pytest.mark.parametrize("operation", sorted(CASES))
def test_absent_feature_answers_like_aws(lam: Any, function: str, operation: str) -> None:
    request, status, code, message = CASES[operation]
    with pytest.raises(ClientError) as info:
        getattr(lam, xform_name(operation))(**request)
    error = info.value.response
    assert (error["Error"]["Code"], error["Error"]["Message"]) == (code, message)
    assert error["ResponseMetadata"]["HTTPStatusCode"] == status


def test_absent_feature_listings_are_empty(lam: Any, function: str) -> None:
    assert lam.list_capacity_providers()["CapacityProviders"] == []
    assert lam.list_durable_executions_by_function(FunctionName=function)["DurableExecutions"] == []


@pytest.mark.parametrize("operation", ["GetFunctionScalingConfig", "ListDurableExecutionsByFunction"])
def test_a_missing_function_is_not_found_first(lam: Any, operation: str) -> None:
    request: dict[str, Any] = {"FunctionName": "absent"}
    if operation == "GetFunctionScalingConfig":
        request["Qualifier"] = "1"
    with pytest.raises(ClientError) as info:
        getattr(lam, xform_name(operation))(**request)
    error = info.value.response
    assert error["Error"]["Code"] == NF
    assert error["Error"]["Message"].startswith(f"Function not found: {PREFIX}:function:absent")
    assert error["ResponseMetadata"]["HTTPStatusCode"] == 404
