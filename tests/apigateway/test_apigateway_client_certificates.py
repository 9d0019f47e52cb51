"""Client certificates (apigw-client-certificate): generated (a PEM certificate), listed, described,
updated, named by a stage, deleted; a stage naming an unknown one and a missing one are AWS's errors;
and a stack's AWS::ApiGateway::ClientCertificate named by its AWS::ApiGateway::Stage."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cryptography import x509

from labcloud.testing.server_process import LabcloudProcess


def _code(error: pytest.ExceptionInfo[ClientError]) -> str:
    return str(error.value.response["Error"]["Code"])


def _api_with_deployment(apigw: Any, name: str) -> tuple[str, str]:
    api = apigw.create_rest_api(name=name)
    apigw.put_method(
        restApiId=api["id"], resourceId=api["rootResourceId"], httpMethod="GET", authorizationType="NONE"
    )
    apigw.put_integration(
        restApiId=api["id"], resourceId=api["rootResourceId"], httpMethod="GET", type="MOCK"
    )
    return api["id"], apigw.create_deployment(restApiId=api["id"])["id"]


def test_client_certificates(labcloud: LabcloudProcess) -> None:
    apigw = labcloud.boto3_client("apigateway")
    made = apigw.generate_client_certificate(description="backend", tags={"team": "api"})
    certificate_id = made["clientCertificateId"]
    pem = x509.load_pem_x509_certificate(made["pemEncodedCertificate"].encode())
    assert (pem.not_valid_after_utc - pem.not_valid_before_utc).days == 365
    assert made["expirationDate"] > made["createdDate"]
    assert apigw.get_client_certificate(clientCertificateId=certificate_id)["description"] == "backend"
    assert [c["clientCertificateId"] for c in apigw.get_client_certificates()["items"]] == [certificate_id]
    updated = apigw.update_client_certificate(
        clientCertificateId=certificate_id,
        patchOperations=[{"op": "replace", "path": "/description", "value": "renamed"}],
    )
    assert updated["description"] == "renamed"

    api_id, deployment = _api_with_deployment(apigw, "with-certificate")
    apigw.create_stage(restApiId=api_id, stageName="prod", deploymentId=deployment)
    stage = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[{"op": "replace", "path": "/clientCertificateId", "value": certificate_id}],
    )
    assert stage["clientCertificateId"] == certificate_id
    with pytest.raises(ClientError) as info:
        apigw.update_stage(
            restApiId=api_id,
            stageName="prod",
            patchOperations=[{"op": "replace", "path": "/clientCertificateId", "value": "nope00"}],
        )
    assert _code(info) == "BadRequestException"

    apigw.delete_client_certificate(clientCertificateId=certificate_id)
    for call in (apigw.get_client_certificate, apigw.delete_client_certificate):
        with pytest.raises(ClientError) as info:
            call(clientCertificateId=certificate_id)
        assert _code(info) == "NotFoundException"


def test_client_certificate_stack(labcloud: LabcloudProcess) -> None:
    template = {
        "Resources": {
            "Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": "cert-stack"}},
            "Get": {
                "Type": "AWS::ApiGateway::Method",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "ResourceId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                    "HttpMethod": "GET",
                    "AuthorizationType": "NONE",
                    "Integration": {"Type": "MOCK"},
                },
            },
            "Certificate": {"Type": "AWS::ApiGateway::ClientCertificate", "Properties": {"Description": "c"}},
            "Deployment": {
                "Type": "AWS::ApiGateway::Deployment",
                "DependsOn": ["Get"],
                "Properties": {"RestApiId": {"Ref": "Api"}},
            },
            "Stage": {
                "Type": "AWS::ApiGateway::Stage",
                "Properties": {
                    "StageName": "Prod",
                    "RestApiId": {"Ref": "Api"},
                    "DeploymentId": {"Ref": "Deployment"},
                    "ClientCertificateId": {"Ref": "Certificate"},
                },
            },
        },
        "Outputs": {"Api": {"Value": {"Ref": "Api"}}, "Certificate": {"Value": {"Ref": "Certificate"}}},
    }
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="certs", TemplateBody=json.dumps(template))
    cfn.get_waiter("stack_create_complete").wait(StackName="certs", WaiterConfig={"Delay": 1})
    outputs = {
        o["OutputKey"]: o["OutputValue"]
        for o in cfn.describe_stacks(StackName="certs")["Stacks"][0]["Outputs"]
    }
    apigw = labcloud.boto3_client("apigateway")
    stage = apigw.get_stage(restApiId=outputs["Api"], stageName="Prod")
    assert stage["clientCertificateId"] == outputs["Certificate"]
    assert apigw.get_client_certificate(clientCertificateId=outputs["Certificate"])["description"] == "c"
