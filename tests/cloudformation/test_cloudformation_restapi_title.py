"""AWS::ApiGateway::RestApi (and SAM's AWS::Serverless::Api) with a Body whose info has no title: the Name
property stands in for it, as on AWS; without a Name the API still deploys (on AWS a missing title is only
an import warning: SAM patterns with an info-less DefinitionBody deploy), named as CloudFormation names a
resource, and an update of the body keeps that name."""

from __future__ import annotations

import json
import re
from typing import Any

from cfn_helpers import events, wait_stack

BODY = {
    "openapi": "3.0.1",
    "info": {},
    "paths": {"/": {"get": {"x-amazon-apigateway-integration": {"type": "mock"}}}},
}


def _template(name: str | None, body: dict[str, Any] = BODY) -> str:
    props: dict[str, Any] = {"Body": body}
    if name:
        props["Name"] = name
    return json.dumps({"Resources": {"Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": props}}})


def _names(labcloud: Any) -> list[str]:
    return sorted(a["name"] for a in labcloud.boto3_client("apigateway").get_rest_apis()["items"])


def test_name_stands_in_for_a_missing_title(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="titled", TemplateBody=_template("orders-api"))
    stack = wait_stack(cfn, "titled")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "titled") if "FAILED" in e[1]]
    assert _names(labcloud) == ["orders-api"]


def test_a_body_without_title_or_name_still_deploys(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="untitled", TemplateBody=_template(None))
    stack = wait_stack(cfn, "untitled")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "untitled") if "FAILED" in e[1]]
    [name] = _names(labcloud)
    assert re.fullmatch(r"untitled-Api-[A-Z0-9]+", name), name

    paths = {**BODY["paths"], "/more": BODY["paths"]["/"]}
    cfn.update_stack(StackName="untitled", TemplateBody=_template(None, {**BODY, "paths": paths}))
    stack = wait_stack(cfn, "untitled")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", [e for e in events(cfn, "untitled") if "FAILED" in e[1]]
    assert _names(labcloud) == [name]
    api = labcloud.boto3_client("apigateway").get_rest_apis()["items"][0]["id"]
    listed = labcloud.boto3_client("apigateway").get_resources(restApiId=api)["items"]
    assert sorted(r["path"] for r in listed) == ["/", "/more"]


SAM = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Api:
    Type: AWS::Serverless::Api
    Properties:
      StageName: prod
      DefinitionBody:
        openapi: 3.0.1
        paths:
          /ping:
            get:
              x-amazon-apigateway-integration:
                type: mock
                requestTemplates: {application/json: '{"statusCode": 200}'}
                responses: {default: {statusCode: '200'}}
Outputs:
  Id: {Value: !Ref Api}
"""


def test_a_sam_api_whose_definition_has_no_info_deploys(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="saminfo", TemplateBody=SAM, Capabilities=["CAPABILITY_AUTO_EXPAND"])
    stack = wait_stack(cfn, "saminfo")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "saminfo") if "FAILED" in e[1]]
    api = stack["Outputs"][0]["OutputValue"]
    stages = labcloud.boto3_client("apigateway").get_stages(restApiId=api)["item"]
    assert "prod" in [s["stageName"] for s in stages]
