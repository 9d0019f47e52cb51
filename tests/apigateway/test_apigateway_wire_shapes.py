"""Control-plane answers in AWS's exact spelling where SDKs and Terraform's provider depend on it: a REST
API's resource policy answered as escaped JSON text by every operation that answers the API, and a
documentation part whose location carries the attributes its type does not take as empty strings."""

from __future__ import annotations

import json
from typing import Any


def unescaped(text: str) -> Any:
    """The policy document in AWS's answer (``{\\"Version\\":...}``)."""
    return json.loads(json.loads('"' + text + '"'))


POLICY = {
    "Version": "2012-10-17",
    "Statement": [
        {
            "Effect": "Allow",
            "Principal": "*",
            "Action": "execute-api:Invoke",
            "Resource": "execute-api:/*",
            "Condition": {"IpAddress": {"aws:SourceIp": ["10.0.0.0/8"]}},
        }
    ],
}


def test_rest_api_policy_is_answered_escaped(apigw: Any) -> None:
    created = apigw.create_rest_api(name="escaped", policy=json.dumps(POLICY))
    api_id = created["id"]
    arn = f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/*"
    text = created["policy"]
    assert text.startswith('{\\"Version\\":') and '"' not in text.replace('\\"', "")  # every quote escaped
    expected = {**POLICY, "Statement": [{**POLICY["Statement"][0], "Resource": arn}]}
    assert unescaped(created["policy"]) == expected
    assert unescaped(apigw.get_rest_api(restApiId=api_id)["policy"]) == expected
    [listed] = [a for a in apigw.get_rest_apis()["items"] if a["id"] == api_id]
    assert unescaped(listed["policy"]) == expected
    deny = {"Version": "2012-10-17", "Statement": [{**POLICY["Statement"][0], "Effect": "Deny"}]}
    updated = apigw.update_rest_api(
        restApiId=api_id, patchOperations=[{"op": "replace", "path": "/policy", "value": json.dumps(deny)}]
    )
    assert unescaped(updated["policy"])["Statement"][0]["Effect"] == "Deny"
    plain = apigw.create_rest_api(name="no-policy")
    assert "policy" not in plain and "policy" not in apigw.get_rest_api(restApiId=plain["id"])
    apigw.delete_rest_api(restApiId=api_id)
    apigw.delete_rest_api(restApiId=plain["id"])


def test_documentation_location_with_empty_attributes(apigw: Any) -> None:
    api_id = apigw.create_rest_api(name="documented")["id"]
    part = apigw.create_documentation_part(
        restApiId=api_id,
        location={"type": "API", "path": "", "method": "", "statusCode": "", "name": ""},
        properties='{"description": "the API"}',
    )
    assert part["location"] == {"type": "API"}
    got = apigw.get_documentation_part(restApiId=api_id, documentationPartId=part["id"])
    assert got["location"] == {"type": "API"}
    apigw.delete_rest_api(restApiId=api_id)


def test_remove_a_methods_settings(apigw: Any) -> None:
    """Terraform's aws_api_gateway_method_settings is destroyed with UpdateStage ``remove /*/*``."""
    api = apigw.create_rest_api(name="settings")
    api_id = api["id"]
    apigw.put_method(
        restApiId=api_id, resourceId=api["rootResourceId"], httpMethod="GET", authorizationType="NONE"
    )
    apigw.put_integration(restApiId=api_id, resourceId=api["rootResourceId"], httpMethod="GET", type="MOCK")
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    limits = [
        {"op": "replace", "path": "/*/*/throttling/rateLimit", "value": "10"},
        {"op": "replace", "path": "/~1/GET/throttling/burstLimit", "value": "3"},
    ]
    stage = apigw.update_stage(restApiId=api_id, stageName="prod", patchOperations=limits)
    assert set(stage["methodSettings"]) == {"*/*", "//GET"}
    stage = apigw.update_stage(
        restApiId=api_id, stageName="prod", patchOperations=[{"op": "remove", "path": "/*/*"}]
    )
    assert set(stage["methodSettings"]) == {"//GET"}
    stage = apigw.update_stage(
        restApiId=api_id, stageName="prod", patchOperations=[{"op": "remove", "path": "/~1/GET"}]
    )
    assert stage.get("methodSettings", {}) == {}
    assert apigw.get_stage(restApiId=api_id, stageName="prod").get("methodSettings", {}) == {}
    apigw.delete_rest_api(restApiId=api_id)
