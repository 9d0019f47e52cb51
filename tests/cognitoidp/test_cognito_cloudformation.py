"""Cognito through CloudFormation: a pool, client, group, domain and user made by a stack, updated in place
and deleted with it; and a SAM API whose Auth names a Cognito authorizer guarding a function."""

from __future__ import annotations

import json
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from cognito_helpers import PASSWORD, error_code

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import events, wait_stack  # noqa: E402

TEMPLATE = """Parameters:
  Length: {Type: Number, Default: "8"}
Resources:
  Pool:
    Type: AWS::Cognito::UserPool
    Properties:
      UserPoolName: stacked-pool
      UsernameAttributes: [email]
      AutoVerifiedAttributes: [email]
      Policies:
        PasswordPolicy: {MinimumLength: !Ref Length, RequireSymbols: false}
      Schema:
        - {Name: email, AttributeDataType: String, Required: true, Mutable: true}
  Client:
    Type: AWS::Cognito::UserPoolClient
    Properties:
      UserPoolId: !Ref Pool
      ClientName: web
      GenerateSecret: false
      ExplicitAuthFlows: [ALLOW_USER_PASSWORD_AUTH, ALLOW_REFRESH_TOKEN_AUTH]
  Admins:
    Type: AWS::Cognito::UserPoolGroup
    Properties: {UserPoolId: !Ref Pool, GroupName: admins, Precedence: 1}
  Domain:
    Type: AWS::Cognito::UserPoolDomain
    Properties: {UserPoolId: !Ref Pool, Domain: stacked-auth-domain}
  Api:
    Type: AWS::Cognito::UserPoolResourceServer
    Properties:
      UserPoolId: !Ref Pool
      Identifier: com.orders
      Name: orders
      Scopes: [{ScopeName: read, ScopeDescription: reads}]
  Owner:
    Type: AWS::Cognito::UserPoolUser
    Properties:
      UserPoolId: !Ref Pool
      Username: owner@example.com
      MessageAction: SUPPRESS
      UserAttributes: [{Name: email, Value: owner@example.com}]
Outputs:
  PoolId: {Value: !Ref Pool}
  PoolArn: {Value: !GetAtt Pool.Arn}
  ProviderURL: {Value: !GetAtt Pool.ProviderURL}
  ClientId: {Value: !Ref Client}
  Group: {Value: !Ref Admins}
  Owner: {Value: !Ref Owner}
"""

SAM = """Transform: AWS::Serverless-2016-10-31
Resources:
  Pool:
    Type: AWS::Cognito::UserPool
    Properties:
      UserPoolName: sam-pool
  Client:
    Type: AWS::Cognito::UserPoolClient
    Properties:
      UserPoolId: !Ref Pool
      ExplicitAuthFlows: [ALLOW_ADMIN_USER_PASSWORD_AUTH, ALLOW_USER_PASSWORD_AUTH]
  Api:
    Type: AWS::Serverless::Api
    Properties:
      StageName: prod
      Auth:
        DefaultAuthorizer: Pool
        Authorizers:
          Pool:
            UserPoolArn: !GetAtt Pool.Arn
  Hello:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import json
        def handler(event, context):
            claims = event["requestContext"]["authorizer"]["claims"]
            return {"statusCode": 200, "body": json.dumps({"user": claims["cognito:username"]})}
      Events:
        Get:
          Type: Api
          Properties: {RestApiId: !Ref Api, Path: /hello, Method: get}
Outputs:
  PoolId: {Value: !Ref Pool}
  ClientId: {Value: !Ref Client}
  ApiId: {Value: !Ref Api}
"""


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack.get("Outputs") or []}


def test_cognito_resources_create_update_delete(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    idp = labcloud.boto3_client("cognito-idp")
    cfn.create_stack(StackName="auth", TemplateBody=TEMPLATE)
    stack = wait_stack(cfn, "auth")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    pool = idp.describe_user_pool(UserPoolId=out["PoolId"])["UserPool"]
    assert pool["Name"] == "stacked-pool" and pool["Arn"] == out["PoolArn"]
    assert (
        pool["Policies"]["PasswordPolicy"]["MinimumLength"] == 8 and pool["Domain"] == "stacked-auth-domain"
    )
    assert out["ProviderURL"] == f"https://cognito-idp.us-east-1.amazonaws.com/{out['PoolId']}"
    client = idp.describe_user_pool_client(UserPoolId=out["PoolId"], ClientId=out["ClientId"])[
        "UserPoolClient"
    ]
    assert client["ClientName"] == "web"
    assert out["Group"] == "admins" and idp.get_group(UserPoolId=out["PoolId"], GroupName="admins")["Group"]
    server = idp.describe_resource_server(UserPoolId=out["PoolId"], Identifier="com.orders")["ResourceServer"]
    assert server["Scopes"] == [{"ScopeName": "read", "ScopeDescription": "reads"}]
    user = idp.admin_get_user(UserPoolId=out["PoolId"], Username="owner@example.com")
    assert user["Username"] == out["Owner"] and user["UserStatus"] == "FORCE_CHANGE_PASSWORD"
    cfn.update_stack(
        StackName="auth",
        TemplateBody=TEMPLATE,
        Parameters=[{"ParameterKey": "Length", "ParameterValue": "12"}],
    )
    stack = wait_stack(cfn, "auth")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert _outputs(stack)["PoolId"] == out["PoolId"]
    policy = idp.describe_user_pool(UserPoolId=out["PoolId"])["UserPool"]["Policies"]["PasswordPolicy"]
    assert policy["MinimumLength"] == 12
    cfn.delete_stack(StackName="auth")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    code, _ = error_code(idp.describe_user_pool, UserPoolId=out["PoolId"])
    assert code == "ResourceNotFoundException"


def test_sam_api_with_a_cognito_authorizer(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    idp = labcloud.boto3_client("cognito-idp")
    cfn.create_stack(
        StackName="samauth", TemplateBody=SAM, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "samauth")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "samauth") if "FAILED" in e[1]]
    out = _outputs(stack)
    idp.admin_create_user(UserPoolId=out["PoolId"], Username="sam", MessageAction="SUPPRESS")
    idp.admin_set_user_password(UserPoolId=out["PoolId"], Username="sam", Password=PASSWORD, Permanent=True)
    token = idp.admin_initiate_auth(
        UserPoolId=out["PoolId"],
        ClientId=out["ClientId"],
        AuthFlow="ADMIN_USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "sam", "PASSWORD": PASSWORD},
    )["AuthenticationResult"]["IdToken"]
    url = f"{labcloud.endpoint}/_labcloud/execute-api/{out['ApiId']}/prod/hello"
    try:
        urllib.request.urlopen(url, timeout=60)
        raise AssertionError("expected 401")
    except urllib.error.HTTPError as error:
        assert error.code == 401
    request = urllib.request.Request(url, headers={"Authorization": token})
    with urllib.request.urlopen(request, timeout=60) as response:
        assert json.load(response) == {"user": "sam"}


TRIGGERED = """Transform: AWS::Serverless-2016-10-31
Resources:
  PreSignUp:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            if event["request"]["userAttributes"].get("email", "").endswith("@example.com"):
                event["response"]["autoConfirmUser"] = True
                event["response"]["autoVerifyEmail"] = True
                return event
            raise Exception("only example.com may sign up")
  Codes:
    Type: AWS::KMS::Key
  Pool:
    Type: AWS::Cognito::UserPool
    Properties:
      UserPoolName: triggered-pool
      LambdaConfig:
        PreSignUp: !GetAtt PreSignUp.Arn
        CustomSMSSender:
          LambdaArn: !GetAtt PreSignUp.Arn
          LambdaVersion: V1_0
        KMSKeyID: !GetAtt Codes.Arn
  CognitoMayInvoke:
    Type: AWS::Lambda::Permission
    Properties:
      Action: lambda:InvokeFunction
      FunctionName: !GetAtt PreSignUp.Arn
      Principal: cognito-idp.amazonaws.com
      SourceArn: !GetAtt Pool.Arn
  Client:
    Type: AWS::Cognito::UserPoolClient
    Properties:
      UserPoolId: !Ref Pool
      ExplicitAuthFlows: [ALLOW_USER_PASSWORD_AUTH, ALLOW_REFRESH_TOKEN_AUTH]
Outputs:
  PoolId: {Value: !Ref Pool}
  ClientId: {Value: !Ref Client}
  FunctionArn: {Value: !GetAtt PreSignUp.Arn}
  KeyArn: {Value: !GetAtt Codes.Arn}
"""


def test_a_stack_pool_with_a_pre_sign_up_trigger(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    idp = labcloud.boto3_client("cognito-idp")
    cfn.create_stack(
        StackName="triggered",
        TemplateBody=TRIGGERED,
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "triggered")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    config = idp.describe_user_pool(UserPoolId=out["PoolId"])["UserPool"]["LambdaConfig"]
    assert config == {
        "PreSignUp": out["FunctionArn"],
        "CustomSMSSender": {"LambdaArn": out["FunctionArn"], "LambdaVersion": "V1_0"},
        "KMSKeyID": out["KeyArn"],
    }
    answer = idp.sign_up(
        ClientId=out["ClientId"],
        Username="alice",
        Password=PASSWORD,
        UserAttributes=[{"Name": "email", "Value": "alice@example.com"}],
    )
    assert answer["UserConfirmed"] is True
    code, message = error_code(
        idp.sign_up,
        ClientId=out["ClientId"],
        Username="mallory",
        Password=PASSWORD,
        UserAttributes=[{"Name": "email", "Value": "mallory@elsewhere.example"}],
    )
    assert (code, message) == (
        "UserLambdaValidationException",
        "PreSignUp failed with error only example.com may sign up.",
    )
    cfn.delete_stack(StackName="triggered")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    code, _ = error_code(idp.describe_user_pool, UserPoolId=out["PoolId"])
    assert code == "ResourceNotFoundException"
