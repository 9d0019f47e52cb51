"""A REST API's SecurityPolicy and EndpointAccessMode (apigw-lambda-tenant-isolation): accepted by the
AWS::ApiGateway::RestApi type (with or without a Body), checked as API Gateway checks them and reported
by GetRestApi, where labcloud used to reject the property, and CreateRestApi silently dropped both."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import error_code, events, wait_stack

ENHANCED = "SecurityPolicy_TLS13_1_3_2025_09"
BODY = {
    "openapi": "3.0.1",
    "info": {"title": "tls"},
    "paths": {"/": {"get": {"x-amazon-apigateway-integration": {"type": "mock"}}}},
}


def _api(**props: Any) -> dict[str, Any]:
    return {
        "Type": "AWS::ApiGateway::RestApi",
        "Properties": {
            "EndpointConfiguration": {"Types": ["REGIONAL"]},
            "SecurityPolicy": ENHANCED,
            "EndpointAccessMode": "BASIC",
            **props,
        },
    }


def test_rest_api_security_policy(labcloud: Any, cfn: Any) -> None:
    template = {
        "Resources": {"Named": _api(Name="tls-named"), "Imported": _api(Body=BODY)},
        "Outputs": {"Named": {"Value": {"Ref": "Named"}}, "Imported": {"Value": {"Ref": "Imported"}}},
    }
    cfn.create_stack(StackName="tls", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "tls")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "tls")
    apigw = labcloud.boto3_client("apigateway")
    for output in stack["Outputs"]:
        api = apigw.get_rest_api(restApiId=output["OutputValue"])
        assert (api["securityPolicy"], api["endpointAccessMode"]) == (ENHANCED, "BASIC")
    api_id = stack["Outputs"][0]["OutputValue"]
    patched = apigw.update_rest_api(
        restApiId=api_id,
        patchOperations=[{"op": "replace", "path": "/endpointAccessMode", "value": "STRICT"}],
    )
    assert patched["endpointAccessMode"] == "STRICT"

    refused = [
        {"securityPolicy": ENHANCED},  # an enhanced policy needs an access mode
        {"securityPolicy": "TLS_1_2", "endpointAccessMode": "BASIC"},  # a legacy one takes none
        {"securityPolicy": "SecurityPolicy_TLS13_2025_EDGE", "endpointAccessMode": "BASIC"},  # edge only
    ]
    for extra in refused:
        with pytest.raises(ClientError) as info:
            apigw.create_rest_api(name="refused", endpointConfiguration={"types": ["REGIONAL"]}, **extra)
        assert error_code(info.value)[0] == "BadRequestException", extra
    with pytest.raises(ClientError) as info:
        apigw.update_rest_api(
            restApiId=api_id,
            patchOperations=[{"op": "replace", "path": "/securityPolicy", "value": "TLS_1_2"}],
        )
    assert error_code(info.value)[0] == "BadRequestException"
    legacy = apigw.create_rest_api(name="legacy", securityPolicy="TLS_1_2")
    assert legacy["securityPolicy"] == "TLS_1_2" and "endpointAccessMode" not in legacy
