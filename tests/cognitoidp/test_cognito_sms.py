"""A pool's SmsConfiguration (AWS's cognito-sns-sms pattern): the SnsCallerArn role must trust
cognito-idp.amazonaws.com with the ExternalId given, and Cognito's SMS (sign-up codes, attribute
verification codes, SMS invitations) go through SNS as that role, so the codes are read from SNS's outbox
and the flows complete. IAM is enforced: the role's policy must allow sns:Publish."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cognito_helpers import PASSWORD, error_code

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

EXTERNAL_ID = "sms-ext-1"
FLOWS = ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_ADMIN_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def server(enforcing: LabcloudProcess) -> LabcloudProcess:
    enforcing.reset()
    return enforcing


def _trust(external_id: str | None = EXTERNAL_ID) -> str:
    statement: dict[str, Any] = {
        "Effect": "Allow",
        "Principal": {"Service": "cognito-idp.amazonaws.com"},
        "Action": "sts:AssumeRole",
    }
    if external_id:
        statement["Condition"] = {"StringEquals": {"sts:ExternalId": external_id}}
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def _role(server: LabcloudProcess, name: str, publish: bool = True) -> str:
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=_trust())["Role"]["Arn"]
    if publish:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": "sns:Publish", "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="sms", PolicyDocument=json.dumps(policy))
    return arn


def _pool(idp: Any, role: str, **extra: Any) -> tuple[str, str]:
    pool_id = idp.create_user_pool(
        PoolName="sms",
        AutoVerifiedAttributes=["phone_number"],
        SmsConfiguration={"SnsCallerArn": role, "ExternalId": EXTERNAL_ID},
        **extra,
    )["UserPool"]["Id"]
    client = idp.create_user_pool_client(UserPoolId=pool_id, ClientName="app", ExplicitAuthFlows=FLOWS)
    return pool_id, client["UserPoolClient"]["ClientId"]


def _sms_to(server: LabcloudProcess, phone: str) -> list[str]:
    """The SMS SNS recorded for ``phone``, oldest first (the outbox lists the newest first)."""
    found = [m for m in server.get("/_labcloud/sns/outbox")["messages"] if m["endpoint"] == phone]
    return [str(m["message"]["Message"]) for m in reversed(found)]


def _code(text: str) -> str:
    match = re.search(r"\d{6}", text)
    assert match, text
    return match.group(0)


def test_the_sms_role_must_trust_cognito_with_the_external_id(server: LabcloudProcess) -> None:
    idp = server.boto3_client("cognito-idp")
    role = _role(server, "cognito-sms")
    missing = "arn:aws:iam::000000000000:role/nobody"
    assert error_code(
        idp.create_user_pool,
        PoolName="p",
        SmsConfiguration={"SnsCallerArn": missing, "ExternalId": EXTERNAL_ID},
    ) == (
        "InvalidSmsRoleTrustRelationshipException",
        "Role does not have a trust relationship allowing Cognito to assume the role",
    )
    assert (
        error_code(
            idp.create_user_pool, PoolName="p", SmsConfiguration={"SnsCallerArn": role, "ExternalId": "other"}
        )[0]
        == "InvalidSmsRoleTrustRelationshipException"
    )
    assert (
        error_code(idp.create_user_pool, PoolName="p", SmsConfiguration={"SnsCallerArn": role})[0]
        == "InvalidSmsRoleTrustRelationshipException"
    )
    assert (
        error_code(
            idp.create_user_pool,
            PoolName="p",
            SmsConfiguration={"SnsCallerArn": "arn:aws:iam::000000000000:user/bob"},
        )[0]
        == "InvalidParameterException"
    )
    assert (
        error_code(
            idp.create_user_pool,
            PoolName="p",
            SmsConfiguration={"SnsCallerArn": role, "EumsSms": {"CallerArn": role}},
        )[0]
        == "InvalidParameterException"
    )
    pool_id, _ = _pool(idp, role)
    described = idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]
    assert described["SmsConfiguration"] == {"SnsCallerArn": role, "ExternalId": EXTERNAL_ID}
    assert (
        error_code(
            idp.update_user_pool,
            UserPoolId=pool_id,
            AutoVerifiedAttributes=["phone_number"],
            SmsConfiguration={"SnsCallerArn": missing, "ExternalId": EXTERNAL_ID},
        )[0]
        == "InvalidSmsRoleTrustRelationshipException"
    )
    idp.update_user_pool(
        UserPoolId=pool_id,
        AutoVerifiedAttributes=["phone_number"],
        SmsConfiguration={"SnsCallerArn": role, "ExternalId": EXTERNAL_ID, "SnsRegion": "us-east-1"},
    )
    described = idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]
    assert described["SmsConfiguration"]["SnsRegion"] == "us-east-1"


def test_sign_up_and_phone_verification_codes_arrive_by_sms(server: LabcloudProcess) -> None:
    idp = server.boto3_client("cognito-idp")
    role = _role(server, "cognito-sms")
    pool_id, client_id = _pool(idp, role, SmsVerificationMessage="Your labcloud code is {####}")
    phone = "+15555550101"
    signed = idp.sign_up(
        ClientId=client_id,
        Username="carol",
        Password=PASSWORD,
        UserAttributes=[{"Name": "phone_number", "Value": phone}],
    )
    assert signed["CodeDeliveryDetails"] == {
        "Destination": "+*******0101",
        "DeliveryMedium": "SMS",
        "AttributeName": "phone_number",
    }
    texts = _sms_to(server, phone)
    assert len(texts) == 1 and texts[0].startswith("Your labcloud code is ")
    idp.confirm_sign_up(ClientId=client_id, Username="carol", ConfirmationCode=_code(texts[0]))
    # the phone is verified by confirmation; a fresh verification code is asked for it again
    token = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "carol", "PASSWORD": PASSWORD},
    )["AuthenticationResult"]["AccessToken"]
    idp.admin_update_user_attributes(
        UserPoolId=pool_id,
        Username="carol",
        UserAttributes=[{"Name": "phone_number_verified", "Value": "false"}],
    )
    asked = idp.get_user_attribute_verification_code(AccessToken=token, AttributeName="phone_number")
    assert asked["CodeDeliveryDetails"]["DeliveryMedium"] == "SMS"
    texts = _sms_to(server, phone)
    assert len(texts) == 2
    code = _code(texts[-1])
    wrong = "000000" if code != "000000" else "111111"
    assert error_code(idp.verify_user_attribute, AccessToken=token, AttributeName="phone_number", Code=wrong)[
        0
    ] == ("CodeMismatchException")
    assert error_code(idp.verify_user_attribute, AccessToken=token, AttributeName="email", Code=code)[0] == (
        "CodeMismatchException"
    )
    assert error_code(idp.get_user_attribute_verification_code, AccessToken=token, AttributeName="name")[
        0
    ] == ("InvalidParameterException")
    assert error_code(idp.get_user_attribute_verification_code, AccessToken=token, AttributeName="email")[
        0
    ] == ("InvalidParameterException")
    idp.verify_user_attribute(AccessToken=token, AttributeName="phone_number", Code=code)
    got = {
        a["Name"]: a["Value"]
        for a in idp.admin_get_user(UserPoolId=pool_id, Username="carol")["UserAttributes"]
    }
    assert got["phone_number_verified"] == "true"


def test_sms_invitation_and_a_role_that_may_not_publish(server: LabcloudProcess) -> None:
    idp = server.boto3_client("cognito-idp")
    role = _role(server, "cognito-sms")
    pool_id, client_id = _pool(
        idp,
        role,
        AdminCreateUserConfig={
            "InviteMessageTemplate": {"SMSMessage": "Hi {username}, your password is {####}"}
        },
    )
    phone = "+15555550102"
    idp.admin_create_user(
        UserPoolId=pool_id,
        Username="dave",
        DesiredDeliveryMediums=["SMS"],
        UserAttributes=[{"Name": "phone_number", "Value": phone}],
    )
    (text,) = _sms_to(server, phone)
    match = re.fullmatch(r"Hi dave, your password is (.+)", text)
    assert match, text
    answer = idp.admin_initiate_auth(
        UserPoolId=pool_id,
        ClientId=client_id,
        AuthFlow="ADMIN_USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "dave", "PASSWORD": match.group(1)},
    )
    assert answer["ChallengeName"] == "NEW_PASSWORD_REQUIRED"

    mute = _role(server, "cognito-sms-mute", publish=False)
    _, mute_client = _pool(idp, mute)
    assert error_code(
        idp.sign_up,
        ClientId=mute_client,
        Username="erin",
        Password=PASSWORD,
        UserAttributes=[{"Name": "phone_number", "Value": "+15555550103"}],
    ) == ("InvalidSmsRoleAccessPolicyException", "Role does not have permission to publish with SNS")
    # a trust policy changed after the pool was made is found when the next SMS is due
    server.boto3_client("iam").update_assume_role_policy(
        RoleName="cognito-sms", PolicyDocument=_trust("changed")
    )
    assert (
        error_code(
            idp.sign_up,
            ClientId=client_id,
            Username="frank",
            Password=PASSWORD,
            UserAttributes=[{"Name": "phone_number", "Value": "+15555550104"}],
        )[0]
        == "InvalidSmsRoleTrustRelationshipException"
    )


def test_sms_mfa_sign_in_with_the_code_sent_by_sms(server: LabcloudProcess) -> None:
    idp = server.boto3_client("cognito-idp")
    role = _role(server, "cognito-sms")
    assert (
        error_code(idp.create_user_pool, PoolName="p", MfaConfiguration="ON")[0]
        == "InvalidParameterException"
    )
    plain, _ = _pool_without_sms(idp)
    assert (
        error_code(
            idp.set_user_pool_mfa_config, UserPoolId=plain, SmsMfaConfiguration={}, MfaConfiguration="ON"
        )[0]
        == "InvalidParameterException"
    )
    pool_id, client_id = _pool(
        idp, role, MfaConfiguration="ON", SmsAuthenticationMessage="Sign-in code {####}"
    )
    config = idp.get_user_pool_mfa_config(UserPoolId=pool_id)
    assert config["MfaConfiguration"] == "ON"
    assert config["SmsMfaConfiguration"]["SmsConfiguration"]["SnsCallerArn"] == role
    phone = "+15555550105"
    for name, attributes in (("gina", [{"Name": "phone_number", "Value": phone}]), ("hal", [])):
        idp.admin_create_user(
            UserPoolId=pool_id, Username=name, MessageAction="SUPPRESS", UserAttributes=attributes
        )
        idp.admin_set_user_password(UserPoolId=pool_id, Username=name, Password=PASSWORD, Permanent=True)

    def sign_in(name: str) -> Any:
        return idp.initiate_auth(
            ClientId=client_id,
            AuthFlow="USER_PASSWORD_AUTH",
            AuthParameters={"USERNAME": name, "PASSWORD": PASSWORD},
        )

    challenge = sign_in("gina")
    assert challenge["ChallengeName"] == "SMS_MFA"
    assert challenge["ChallengeParameters"]["CODE_DELIVERY_DESTINATION"] == "+*******0105"
    assert challenge["ChallengeParameters"]["CODE_DELIVERY_DELIVERY_MEDIUM"] == "SMS"
    (text,) = _sms_to(server, phone)
    assert text.startswith("Sign-in code ")
    code = _code(text)
    wrong = "000000" if code != "000000" else "111111"

    def respond(answer: str) -> Any:
        return idp.respond_to_auth_challenge(
            ClientId=client_id,
            ChallengeName="SMS_MFA",
            Session=challenge["Session"],
            ChallengeResponses={"USERNAME": "gina", "SMS_MFA_CODE": answer},
        )

    assert error_code(respond, wrong)[0] == "CodeMismatchException"
    assert respond(code)["AuthenticationResult"]["AccessToken"]
    assert error_code(respond, code)[0] == "NotAuthorizedException"  # a session answers once
    assert error_code(sign_in, "hal") == (
        "InvalidParameterException",
        "User does not have delivery config set to turn on SMS_MFA",
    )
    assert (
        error_code(
            idp.set_user_pool_mfa_config,
            UserPoolId=pool_id,
            MfaConfiguration="ON",
            SoftwareTokenMfaConfiguration={"Enabled": True},
        )[0]
        == "InvalidParameterException"
    )
    assert (
        error_code(idp.set_user_pool_mfa_config, UserPoolId=pool_id, MfaConfiguration="ON")[0]
        == "InvalidParameterException"
    )
    # SMS MFA turned off with OPTIONAL: the password alone signs in
    idp.set_user_pool_mfa_config(UserPoolId=pool_id, MfaConfiguration="OPTIONAL")
    assert "AuthenticationResult" in sign_in("gina")


def _pool_without_sms(idp: Any) -> tuple[str, str]:
    pool_id = idp.create_user_pool(PoolName="plain")["UserPool"]["Id"]
    client = idp.create_user_pool_client(UserPoolId=pool_id, ClientName="app", ExplicitAuthFlows=FLOWS)
    return pool_id, client["UserPoolClient"]["ClientId"]


STACK = """Resources:
  SmsRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: cognito-idp.amazonaws.com}
            Action: sts:AssumeRole
            Condition: {StringEquals: {"sts:ExternalId": stack-external-id}}
      Policies:
        - PolicyName: sms
          PolicyDocument:
            Version: "2012-10-17"
            Statement: [{Effect: Allow, Action: sns:Publish, Resource: "*"}]
  Pool:
    Type: AWS::Cognito::UserPool
    Properties:
      UserPoolName: stacked-sms
      MfaConfiguration: "ON"
      EnabledMfas: [%s]
      AutoVerifiedAttributes: [phone_number]
      SmsConfiguration: {SnsCallerArn: !GetAtt SmsRole.Arn, ExternalId: stack-external-id}
Outputs:
  PoolId: {Value: !Ref Pool}
"""


def test_a_stack_pool_with_sms_configuration_and_sms_mfa(server: LabcloudProcess) -> None:
    cfn = server.boto3_client("cloudformation")
    idp = server.boto3_client("cognito-idp")
    cfn.create_stack(StackName="sms", TemplateBody=STACK % "SMS_MFA", Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "sms")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    pool_id = stack["Outputs"][0]["OutputValue"]
    pool = idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]
    assert pool["MfaConfiguration"] == "ON" and pool["SmsConfiguration"]["ExternalId"] == "stack-external-id"
    assert idp.get_user_pool_mfa_config(UserPoolId=pool_id)["SmsMfaConfiguration"]["SmsConfiguration"]
    cfn.create_stack(
        StackName="totp", TemplateBody=STACK % "SMS_MFA, SOFTWARE_TOKEN_MFA", Capabilities=["CAPABILITY_IAM"]
    )
    failed = wait_stack(cfn, "totp")
    assert failed["StackStatus"] in ("ROLLBACK_COMPLETE", "CREATE_FAILED")
    reasons = [
        e.get("ResourceStatusReason") or ""
        for e in cfn.describe_stack_events(StackName="totp")["StackEvents"]
        if e["LogicalResourceId"] == "Pool" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert any("SOFTWARE_TOKEN_MFA" in reason for reason in reasons), reasons
