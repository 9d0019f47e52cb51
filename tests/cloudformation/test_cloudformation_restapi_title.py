"""AWS::ApiGateway::RestApi with a Body whose info has no title: the Name property stands in for it, as
on AWS; without a Name the import's own error fails the resource."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import events, wait_stack

BODY = {
    "openapi": "3.0.1",
    "info": {},
    "paths": {"/": {"get": {"x-amazon-apigateway-integration": {"type": "mock"}}}},
}


def _template(name: str | None) -> str:
    props: dict[str, Any] = {"Body": BODY}
    if name:
        props["Name"] = name
    return json.dumps({"Resources": {"Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": props}}})


def test_name_stands_in_for_a_missing_title(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="titled", TemplateBody=_template("orders-api"))
    stack = wait_stack(cfn, "titled")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "titled") if "FAILED" in e[1]]
    apis = labcloud.boto3_client("apigateway").get_rest_apis()["items"]
    assert [a["name"] for a in apis] == ["orders-api"]

    cfn.create_stack(StackName="untitled", TemplateBody=_template(None))
    assert wait_stack(cfn, "untitled")["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = [e for e in events(cfn, "untitled") if e[1] == "CREATE_FAILED"]
    assert failed and "Invalid OpenAPI input: info.title is required" in (failed[0][2] or "")
