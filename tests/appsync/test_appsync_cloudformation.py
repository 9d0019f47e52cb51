"""AppSync through CloudFormation: a stack of every AWS::AppSync type labcloud serves (the schema read from
S3 by DefinitionS3Location) answers GraphQL at its GraphQLUrl with its ApiKey, and goes with its stack;
SAM's AWS::Serverless::GraphQLApi deploys through the transform."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from appsync_helpers import SCHEMA, graphql

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Api:
    Type: AWS::AppSync::GraphQLApi
    Properties:
      Name: cfn-todos
      AuthenticationType: API_KEY
      Tags: [{Key: team, Value: a}]
  Schema:
    Type: AWS::AppSync::GraphQLSchema
    Properties:
      ApiId: !GetAtt Api.ApiId
      DefinitionS3Location: s3://appsync-cfn-schemas/schema.graphql
  Key:
    Type: AWS::AppSync::ApiKey
    Properties:
      ApiId: !GetAtt Api.ApiId
      Description: web
  None:
    Type: AWS::AppSync::DataSource
    Properties:
      ApiId: !GetAtt Api.ApiId
      Name: none
      Type: NONE
  Echo:
    Type: AWS::AppSync::Resolver
    DependsOn: Schema
    Properties:
      ApiId: !GetAtt Api.ApiId
      TypeName: Query
      FieldName: echo
      DataSourceName: !GetAtt None.Name
      RequestMappingTemplate: '{"version": "2018-05-29", "payload": $util.toJson($ctx.args.text)}'
      ResponseMappingTemplate: $util.toJson($ctx.result)
  Shout:
    Type: AWS::AppSync::FunctionConfiguration
    Properties:
      ApiId: !GetAtt Api.ApiId
      Name: shout
      DataSourceName: !GetAtt None.Name
      FunctionVersion: "2018-05-29"
      RequestMappingTemplate: '{"version": "2018-05-29", "payload": "$ctx.args.name.toUpperCase()"}'
      ResponseMappingTemplate: $util.toJson($ctx.result)
  Hello:
    Type: AWS::AppSync::Resolver
    DependsOn: Schema
    Properties:
      ApiId: !GetAtt Api.ApiId
      TypeName: Query
      FieldName: hello
      Kind: PIPELINE
      PipelineConfig: {Functions: [!GetAtt Shout.FunctionId]}
      RequestMappingTemplate: "{}"
      ResponseMappingTemplate: $util.toJson($ctx.prev.result)
Outputs:
  Url: {Value: !GetAtt Api.GraphQLUrl}
  Key: {Value: !GetAtt Key.ApiKey}
  ApiArn: {Value: !Ref Api}
  ApiId: {Value: !GetAtt Api.ApiId}
  EndpointArn: {Value: !GetAtt Api.GraphQLEndpointArn}
"""

SAM = """Transform: AWS::Serverless-2016-10-31
Resources:
  Table:
    Type: AWS::Serverless::SimpleTable
  Api:
    Type: AWS::Serverless::GraphQLApi
    Properties:
      Name: sam-todos
      SchemaInline: |
        type Query { hello: String }
      Auth:
        Type: API_KEY
      ApiKeys:
        WebKey: {Description: web}
      DataSources:
        DynamoDb:
          Todos:
            TableName: !Ref Table
            TableArn: !GetAtt Table.Arn
Outputs:
  ApiId: {Value: !GetAtt ApiWebKey.ApiKey}
"""


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack.get("Outputs") or []}


def test_a_stack_of_appsync_types_serves_graphql_and_goes_with_its_stack(labcloud: LabcloudProcess) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="appsync-cfn-schemas")
    s3.put_object(Bucket="appsync-cfn-schemas", Key="schema.graphql", Body=SCHEMA.encode())
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="appsync-cfn", TemplateBody=TEMPLATE)
    stack = wait_stack(cfn, "appsync-cfn", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    assert out["ApiArn"].endswith(f"apis/{out['ApiId']}")
    assert (
        out["EndpointArn"] == f"arn:aws:appsync:us-east-1:000000000000:endpoints/graphql-api/{out['ApiId']}"
    )
    status, answer = graphql(
        out["Url"], '{ echo(text: "cfn") hello(name: "ana") }', None, {"x-api-key": out["Key"]}
    )
    assert (status, answer) == (200, {"data": {"echo": "cfn", "hello": "ANA"}})
    appsync = labcloud.boto3_client("appsync")
    assert appsync.get_graphql_api(apiId=out["ApiId"])["graphqlApi"]["tags"] == {"team": "a"}
    cfn.delete_stack(StackName="appsync-cfn")
    deleted = wait_stack(cfn, stack["StackId"], timeout=120)
    reasons = [
        e.get("ResourceStatusReason")
        for e in cfn.describe_stack_events(StackName=stack["StackId"])["StackEvents"]
    ]
    assert deleted["StackStatus"] == "DELETE_COMPLETE", [r for r in reasons if r]
    assert out["ApiId"] not in [a["apiId"] for a in appsync.list_graphql_apis()["graphqlApis"]]


def test_sams_graphql_api_deploys_its_schema_key_and_data_source(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="appsync-sam", TemplateBody=SAM, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "appsync-sam", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    appsync = labcloud.boto3_client("appsync")
    api = next(a for a in appsync.list_graphql_apis()["graphqlApis"] if a["name"] == "sam-todos")
    assert [k["id"] for k in appsync.list_api_keys(apiId=api["apiId"])["apiKeys"]] == [
        _outputs(stack)["ApiId"]
    ]
    sources = appsync.list_data_sources(apiId=api["apiId"])["dataSources"]
    assert [(s["name"], s["type"]) for s in sources] == [("Todos", "AMAZON_DYNAMODB")]
    assert appsync.get_schema_creation_status(apiId=api["apiId"])["status"] == "SUCCESS"
