"""Helpers for AWS service integration tests: a role API Gateway may assume, and one POST method
calling a service through an integration of type AWS."""

from __future__ import annotations

import json
from typing import Any

GATEWAY_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "apigateway.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def gateway_role(server: Any, name: str, actions: list[str], trust: dict[str, Any] | None = None) -> str:
    """A role trusting API Gateway (or ``trust``) allowed ``actions`` on every resource; its ARN."""
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust or GATEWAY_TRUST))[
        "Role"
    ]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="calls", PolicyDocument=json.dumps(policy))
    return arn


def service_api(
    apigw: Any,
    uri: str,
    role: str | None,
    template: str | None,
    *,
    content_type: str = "application/json",
    request_parameters: dict[str, str] | None = None,
    responses: dict[str, dict[str, Any]] | None = None,
    path: str = "send",
) -> str:
    """An API whose ``POST /{path}`` calls ``uri`` as ``role``, deployed to stage ``test``; its id."""
    api = apigw.create_rest_api(name=f"aws-{path}")
    api_id = api["id"]
    resource = apigw.create_resource(restApiId=api_id, parentId=api["rootResourceId"], pathPart=path)["id"]
    base = {"restApiId": api_id, "resourceId": resource, "httpMethod": "POST"}
    apigw.put_method(**base, authorizationType="NONE")
    integration: dict[str, Any] = {
        "type": "AWS",
        "integrationHttpMethod": "POST",
        "uri": uri,
        "passthroughBehavior": "NEVER",
    }
    if role:
        integration["credentials"] = role
    if template is not None:
        integration["requestTemplates"] = {content_type: template}
    if request_parameters:
        integration["requestParameters"] = request_parameters
    apigw.put_integration(**base, **integration)
    for status, response in (responses or {"200": {}}).items():
        apigw.put_method_response(**base, statusCode=status)
        apigw.put_integration_response(**base, statusCode=status, **response)
    apigw.create_deployment(restApiId=api_id, stageName="test")
    return str(api_id)
