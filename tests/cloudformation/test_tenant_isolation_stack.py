"""A pattern-like SAM template (as apigw-lambda-tenant-isolation deploys): a tenant-isolated function
(TenancyConfig through SAM to AWS::Lambda::Function) behind a REST API whose Lambda proxy integrations map a
request header, or a query string parameter, to Lambda's X-Amz-Tenant-Id. Each tenant's requests reach that
tenant's own sandbox; a request without a tenant is refused by the gateway's validator or by Lambda. A
change of the create-only TenancyConfig replaces the function."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from cfn_helpers import events, wait_stack

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Tally:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      TenancyConfig:
        TenantIsolationMode: PER_TENANT
      InlineCode: |
        import json, uuid
        ENV = uuid.uuid4().hex
        SEEN = []
        def handler(event, context):
            SEEN.append(context.tenant_id)
            body = {"env": ENV, "seen": SEEN, "tenant": context.tenant_id}
            return {"statusCode": 200, "body": json.dumps(body)}
  Api:
    Type: AWS::ApiGateway::RestApi
    Properties:
      Name: tally
  Checker:
    Type: AWS::ApiGateway::RequestValidator
    Properties:
      RestApiId: !Ref Api
      ValidateRequestParameters: true
  ByHeader:
    Type: AWS::ApiGateway::Resource
    Properties:
      RestApiId: !Ref Api
      ParentId: !GetAtt Api.RootResourceId
      PathPart: by-header
  ByHeaderGet:
    Type: AWS::ApiGateway::Method
    Properties:
      RestApiId: !Ref Api
      ResourceId: !Ref ByHeader
      HttpMethod: GET
      AuthorizationType: NONE
      RequestValidatorId: !Ref Checker
      RequestParameters:
        method.request.header.x-customer: true
      Integration:
        Type: AWS_PROXY
        IntegrationHttpMethod: POST
        Uri: !Sub arn:aws:apigateway:${AWS::Region}:lambda:path/2015-03-31/functions/${Tally.Arn}/invocations
        RequestParameters:
          integration.request.header.X-Amz-Tenant-Id: method.request.header.x-customer
  ByQuery:
    Type: AWS::ApiGateway::Resource
    Properties:
      RestApiId: !Ref Api
      ParentId: !GetAtt Api.RootResourceId
      PathPart: by-query
  ByQueryGet:
    Type: AWS::ApiGateway::Method
    Properties:
      RestApiId: !Ref Api
      ResourceId: !Ref ByQuery
      HttpMethod: GET
      AuthorizationType: NONE
      RequestParameters:
        method.request.querystring.customer: false
      Integration:
        Type: AWS_PROXY
        IntegrationHttpMethod: POST
        Uri: !Sub arn:aws:apigateway:${AWS::Region}:lambda:path/2015-03-31/functions/${Tally.Arn}/invocations
        RequestParameters:
          integration.request.header.X-Amz-Tenant-Id: method.request.querystring.customer
  Invoke:
    Type: AWS::Lambda::Permission
    Properties:
      FunctionName: !Ref Tally
      Action: lambda:InvokeFunction
      Principal: apigateway.amazonaws.com
      SourceArn: !Sub arn:aws:execute-api:${AWS::Region}:${AWS::AccountId}:${Api}/*/*
  Deployment:
    Type: AWS::ApiGateway::Deployment
    DependsOn: [ByHeaderGet, ByQueryGet]
    Properties:
      RestApiId: !Ref Api
  Stage:
    Type: AWS::ApiGateway::Stage
    Properties:
      RestApiId: !Ref Api
      DeploymentId: !Ref Deployment
      StageName: dev
Outputs:
  Api:
    Value: !Ref Api
  Function:
    Value: !Ref Tally
"""


def _get(url: str, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def test_rest_api_routes_each_tenant_to_its_own_sandbox(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(
        StackName="tenants", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "tenants")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "tenants")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    config = labcloud.boto3_client("lambda").get_function_configuration(FunctionName=out["Function"])
    assert config["TenancyConfig"] == {"TenantIsolationMode": "PER_TENANT"}

    base = f"{labcloud.endpoint}/_labcloud/execute-api/{out['Api']}/dev"
    first = _get(f"{base}/by-header", {"x-customer": "blue"})
    other = _get(f"{base}/by-header", {"x-customer": "green"})
    again = _get(f"{base}/by-query?customer=blue")  # the same tenant through the other mapping
    assert (first[0], other[0], again[0]) == (200, 200, 200)
    assert first[1]["tenant"] == "blue" and other[1]["tenant"] == "green"
    assert other[1]["seen"] == ["green"] and other[1]["env"] != first[1]["env"]
    assert again[1]["seen"] == ["blue", "blue"] and again[1]["env"] == first[1]["env"]

    # no tenant: the validator refuses the header route; Lambda refuses the query route's invoke
    status, body = _get(f"{base}/by-header")
    assert (status, body["message"]) == (400, "Missing required request parameters: [x-customer]")
    status, body = _get(f"{base}/by-query")
    assert (status, body) == (500, {"message": "Internal server error"})


FUNCTION = {
    "Type": "AWS::Lambda::Function",
    "Properties": {
        "Runtime": "python3.12",
        "Handler": "index.handler",
        "Role": {"Fn::GetAtt": ["Role", "Arn"]},
        "Code": {"ZipFile": "def handler(event, context):\n    return context.tenant_id\n"},
        "TenancyConfig": {"TenantIsolationMode": "PER_TENANT"},
    },
}
ROLE = {
    "Type": "AWS::IAM::Role",
    "Properties": {
        "AssumeRolePolicyDocument": {
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "lambda.amazonaws.com"},
                    "Action": "sts:AssumeRole",
                }
            ]
        }
    },
}


def test_a_tenancy_change_replaces_the_function(labcloud: Any, cfn: Any) -> None:
    def template(function: dict[str, Any]) -> str:
        return json.dumps(
            {"Resources": {"Role": ROLE, "Fn": function}, "Outputs": {"Fn": {"Value": {"Ref": "Fn"}}}}
        )

    cfn.create_stack(StackName="tenancy", TemplateBody=template(FUNCTION), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "tenancy")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "tenancy")
    first = stack["Outputs"][0]["OutputValue"]
    lam = labcloud.boto3_client("lambda")
    answer = lam.invoke(FunctionName=first, TenantId="blue")
    assert json.loads(answer["Payload"].read()) == "blue"

    shared = {
        **FUNCTION,
        "Properties": {k: v for k, v in FUNCTION["Properties"].items() if k != "TenancyConfig"},
    }
    cfn.update_stack(StackName="tenancy", TemplateBody=template(shared), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "tenancy")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "tenancy")
    second = stack["Outputs"][0]["OutputValue"]
    assert second != first  # create-only: replaced, never changed in place
    assert "TenancyConfig" not in lam.get_function_configuration(FunctionName=second)
    assert [f["FunctionName"] for f in lam.list_functions()["Functions"]] == [second]
