"""The custom sender triggers (CustomSMSSender, CustomEmailSender) with a real Python function that puts
each event it gets in an SQS queue: the test decrypts ``request.code`` with AWS's own Encryption SDK and a
KMS master key provider pointed at labcloud's KMS, and the user then confirms with the code (or signs in
with the temporary password). Also the pool's refusals: a sender without KMSKeyID, a key it cannot use."""

from __future__ import annotations

import base64
import io
import json
import zipfile
from typing import Any

import aws_encryption_sdk
import botocore.session
import pytest
from aws_encryption_sdk.identifiers import Algorithm
from cognito_helpers import PASSWORD, error_code

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
#: The sender: every event into the queue (the answer is not read by Cognito).
SENDER = """
import json, os
import boto3

def handler(event, context):
    boto3.client("sqs").send_message(QueueUrl=os.environ["QUEUE_URL"], MessageBody=json.dumps(event))
    return None
"""


@pytest.fixture
def sender(labcloud: LabcloudProcess, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """A KMS key, a queue, the sender function and a role Cognito may send SMS as through SNS."""
    # the Encryption SDK's KMS clients find labcloud as any AWS SDK does
    monkeypatch.setenv("AWS_ENDPOINT_URL", labcloud.endpoint)
    sqs = labcloud.boto3_client("sqs")
    queue = sqs.create_queue(QueueName="sender-events")["QueueUrl"]
    lam = labcloud.boto3_client("lambda")
    key = labcloud.boto3_client("kms").create_key(Description="codes")["KeyMetadata"]["Arn"]
    iam = labcloud.boto3_client("iam")
    role = iam.create_role(RoleName="sender-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.attach_role_policy(RoleName="sender-role", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSFullAccess")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", SENDER)
    arn = lam.create_function(
        FunctionName="custom-sender",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
        Timeout=5,
        Environment={"Variables": {"QUEUE_URL": queue, "KEY": key}},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName="custom-sender")
    sms_trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "cognito-idp.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    sms_role = iam.create_role(RoleName="sms-role", AssumeRolePolicyDocument=json.dumps(sms_trust))["Role"][
        "Arn"
    ]
    return {"queue": queue, "function": arn, "key": key, "sms_role": sms_role}


def _pool(idp: Any, labcloud: LabcloudProcess, sender: dict[str, str], **extra: Any) -> tuple[str, str]:
    version = {"LambdaVersion": "V1_0", "LambdaArn": sender["function"]}
    pool_id = idp.create_user_pool(
        PoolName="senders",
        LambdaConfig={"CustomSMSSender": version, "CustomEmailSender": version, "KMSKeyID": sender["key"]},
        **extra,
    )["UserPool"]["Id"]
    labcloud.boto3_client("lambda").add_permission(
        FunctionName="custom-sender",
        StatementId=f"cognito-{pool_id}",
        Action="lambda:InvokeFunction",
        Principal="cognito-idp.amazonaws.com",
        SourceArn=f"arn:aws:cognito-idp:us-east-1:{ACCOUNT}:userpool/{pool_id}",
    )
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id,
        ClientName="app",
        ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    )["UserPoolClient"]["ClientId"]
    return pool_id, client_id


def _event(labcloud: LabcloudProcess, sender: dict[str, str]) -> dict[str, Any]:
    """The one event the function queued since the last call (the trigger runs before the call answers)."""
    sqs = labcloud.boto3_client("sqs")
    got = sqs.receive_message(QueueUrl=sender["queue"], MaxNumberOfMessages=10, WaitTimeSeconds=1)
    messages = got.get("Messages") or []
    assert len(messages) == 1, messages
    sqs.delete_message(QueueUrl=sender["queue"], ReceiptHandle=messages[0]["ReceiptHandle"])
    event: dict[str, Any] = json.loads(messages[0]["Body"])
    return event


def _decrypt(labcloud: LabcloudProcess, key: str, code: str) -> str:
    """``request.code`` decrypted as a function does: AWS's Encryption SDK, a KMS master key provider."""
    session = botocore.session.Session()
    session.set_credentials("test", "test")
    session.set_config_variable("region", "us-east-1")
    provider = aws_encryption_sdk.StrictAwsKmsMasterKeyProvider(key_ids=[key], botocore_session=session)
    client = aws_encryption_sdk.EncryptionSDKClient(
        commitment_policy=aws_encryption_sdk.CommitmentPolicy.REQUIRE_ENCRYPT_REQUIRE_DECRYPT
    )
    plaintext, header = client.decrypt(source=base64.b64decode(code), key_provider=provider)
    assert header.algorithm is Algorithm.AES_256_GCM_HKDF_SHA512_COMMIT_KEY_ECDSA_P384
    assert [k.key_provider.key_info.decode() for k in header.encrypted_data_keys] == [key]
    assert "aws-crypto-public-key" in header.encryption_context
    return str(plaintext.decode())


def _checked(event: dict[str, Any], source: str, kind: str, pool_id: str) -> None:
    assert event["version"] == "1"
    assert event["triggerSource"] == source
    assert event["userPoolId"] == pool_id
    assert event["request"]["type"] == kind


def test_sign_up_codes_by_sms_and_email_decrypt_with_the_encryption_sdk(
    idp: Any, labcloud: LabcloudProcess, sender: dict[str, str]
) -> None:
    sms_pool, sms_client = _pool(
        idp,
        labcloud,
        sender,
        AutoVerifiedAttributes=["phone_number"],
        SmsConfiguration={"SnsCallerArn": sender["sms_role"]},
    )
    idp.sign_up(
        ClientId=sms_client,
        Username="sam",
        Password=PASSWORD,
        UserAttributes=[{"Name": "phone_number", "Value": "+15555550100"}],
        ClientMetadata={"app": "lab"},
    )
    event = _event(labcloud, sender)
    _checked(event, "CustomSMSSender_SignUp", "customSMSSenderRequestV1", sms_pool)
    assert event["userName"] == "sam"
    assert event["request"]["userAttributes"]["phone_number"] == "+15555550100"
    assert event["request"]["clientMetadata"] == {"app": "lab"}
    assert event["callerContext"]["clientId"] == sms_client
    code = _decrypt(labcloud, sender["key"], event["request"]["code"])
    assert len(code) == 6 and code.isdigit()
    assert code not in json.dumps(event)
    idp.confirm_sign_up(ClientId=sms_client, Username="sam", ConfirmationCode=code)
    assert idp.admin_get_user(UserPoolId=sms_pool, Username="sam")["UserStatus"] == "CONFIRMED"
    # nothing went through SNS although the pool could send SMS: the function is the sender
    assert labcloud.get("/_labcloud/events?kind=sns.sms.sent")["events"] == []

    mail_pool, mail_client = _pool(idp, labcloud, sender, AutoVerifiedAttributes=["email"])
    idp.sign_up(
        ClientId=mail_client,
        Username="eve",
        Password=PASSWORD,
        UserAttributes=[{"Name": "email", "Value": "eve@example.com"}],
    )
    first = _event(labcloud, sender)
    _checked(first, "CustomEmailSender_SignUp", "customEmailSenderRequestV1", mail_pool)
    idp.resend_confirmation_code(ClientId=mail_client, Username="eve")
    again = _event(labcloud, sender)
    _checked(again, "CustomEmailSender_ResendCode", "customEmailSenderRequestV1", mail_pool)
    stale = _decrypt(labcloud, sender["key"], first["request"]["code"])
    code = _decrypt(labcloud, sender["key"], again["request"]["code"])
    if stale != code:
        assert error_code(idp.confirm_sign_up, ClientId=mail_client, Username="eve", ConfirmationCode=stale)[
            0
        ] == ("CodeMismatchException")
    idp.confirm_sign_up(ClientId=mail_client, Username="eve", ConfirmationCode=code)
    assert idp.admin_get_user(UserPoolId=mail_pool, Username="eve")["UserStatus"] == "CONFIRMED"
    invoked = labcloud.get("/_labcloud/events?kind=cognito.trigger.invoked")["events"]
    assert [e["data"]["trigger_source"] for e in invoked] == [
        "CustomSMSSender_SignUp",
        "CustomEmailSender_SignUp",
        "CustomEmailSender_ResendCode",
    ]
    # the view's map draws both senders of each pool
    drawn = [e for e in labcloud.get("/_labcloud/map")["edges"] if e["kind"] == "cognito-trigger"]
    assert {(e["to"], e["label"]) for e in drawn} == {
        (sender["function"], "CustomSMSSender, CustomEmailSender")
    }
    assert len(drawn) == 2


def test_forgot_password_and_admin_create_user(
    idp: Any, labcloud: LabcloudProcess, sender: dict[str, str]
) -> None:
    pool_id, client_id = _pool(idp, labcloud, sender, AutoVerifiedAttributes=["email"])
    idp.admin_create_user(
        UserPoolId=pool_id,
        Username="ada",
        UserAttributes=[
            {"Name": "email", "Value": "ada@example.com"},
            {"Name": "email_verified", "Value": "true"},
            {"Name": "phone_number", "Value": "+15555550101"},
        ],
        DesiredDeliveryMediums=["EMAIL", "SMS"],
        ClientMetadata={"why": "invite"},
    )
    sqs = labcloud.boto3_client("sqs")
    got = sqs.receive_message(QueueUrl=sender["queue"], MaxNumberOfMessages=10, WaitTimeSeconds=1)
    invites = {json.loads(m["Body"])["triggerSource"]: json.loads(m["Body"]) for m in got["Messages"]}
    for message in got["Messages"]:
        sqs.delete_message(QueueUrl=sender["queue"], ReceiptHandle=message["ReceiptHandle"])
    assert set(invites) == {"CustomSMSSender_AdminCreateUser", "CustomEmailSender_AdminCreateUser"}
    temporary = {_decrypt(labcloud, sender["key"], e["request"]["code"]) for e in invites.values()}
    assert len(temporary) == 1
    assert invites["CustomEmailSender_AdminCreateUser"]["request"]["clientMetadata"] == {"why": "invite"}
    signed_in = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "ada", "PASSWORD": temporary.pop()},
    )
    assert signed_in["ChallengeName"] == "NEW_PASSWORD_REQUIRED"

    delivery = idp.forgot_password(ClientId=client_id, Username="ada")["CodeDeliveryDetails"]
    assert delivery["DeliveryMedium"] == "EMAIL" and delivery["AttributeName"] == "email"
    event = _event(labcloud, sender)
    _checked(event, "CustomEmailSender_ForgotPassword", "customEmailSenderRequestV1", pool_id)
    code = _decrypt(labcloud, sender["key"], event["request"]["code"])
    wrong = "000000" if code != "000000" else "111111"
    assert (
        error_code(
            idp.confirm_forgot_password,
            ClientId=client_id,
            Username="ada",
            ConfirmationCode=wrong,
            Password="N3w-pass!",
        )[0]
        == "CodeMismatchException"
    )
    weak = {"ClientId": client_id, "Username": "ada", "ConfirmationCode": code, "Password": "short"}
    assert error_code(idp.confirm_forgot_password, **weak)[0] == "InvalidPasswordException"
    idp.confirm_forgot_password(
        ClientId=client_id, Username="ada", ConfirmationCode=code, Password="N3w-pass!"
    )
    tokens = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "ada", "PASSWORD": "N3w-pass!"},
    )
    assert "AuthenticationResult" in tokens
    # no verified contact: nothing to send the code to
    idp.admin_create_user(UserPoolId=pool_id, Username="nobody", MessageAction="SUPPRESS")
    assert (
        error_code(idp.forgot_password, ClientId=client_id, Username="nobody")[0]
        == "InvalidParameterException"
    )


def test_the_pool_refuses_a_sender_without_a_usable_key(
    idp: Any, labcloud: LabcloudProcess, sender: dict[str, str]
) -> None:
    version = {"LambdaVersion": "V1_0", "LambdaArn": sender["function"]}
    code, message = error_code(idp.create_user_pool, PoolName="p", LambdaConfig={"CustomSMSSender": version})
    assert code == "InvalidParameterException" and "KMSKeyID" in message
    code, _ = error_code(
        idp.create_user_pool,
        PoolName="p",
        LambdaConfig={
            "CustomEmailSender": {"LambdaVersion": "V2_0", "LambdaArn": sender["function"]},
            "KMSKeyID": sender["key"],
        },
    )
    assert code == "InvalidParameterException"
    for config in (
        {"CustomSMSSender": version, "KMSKeyID": "alias/custom-sender-code-key"},
        {"CustomSMSSender": version, "KMSKeyID": "arn:aws:sqs:us-east-1:000000000000:queue"},
        {
            "CustomSMSSender": {**version, "LambdaArn": "arn:aws:sqs:us-east-1:000000000000:q"},
            "KMSKeyID": sender["key"],
        },
    ):
        assert (
            error_code(idp.create_user_pool, PoolName="p", LambdaConfig=config)[0]
            == "InvalidParameterException"
        )
    kms = labcloud.boto3_client("kms")
    missing = f"arn:aws:kms:us-east-1:{ACCOUNT}:key/00000000-0000-0000-0000-000000000000"
    code, message = error_code(
        idp.create_user_pool, PoolName="p", LambdaConfig={"CustomSMSSender": version, "KMSKeyID": missing}
    )
    assert code == "InvalidParameterException" and "NotFoundException" in message
    disabled = kms.create_key()["KeyMetadata"]["Arn"]
    kms.disable_key(KeyId=disabled)
    code, message = error_code(
        idp.create_user_pool, PoolName="p", LambdaConfig={"CustomSMSSender": version, "KMSKeyID": disabled}
    )
    assert code == "InvalidParameterException" and "DisabledException" in message
    signing = kms.create_key(KeyUsage="SIGN_VERIFY", KeySpec="ECC_NIST_P256")["KeyMetadata"]["Arn"]
    code, _ = error_code(
        idp.create_user_pool, PoolName="p", LambdaConfig={"CustomSMSSender": version, "KMSKeyID": signing}
    )
    assert code == "InvalidParameterException"
    # a key disabled after the pool was made: the trigger cannot be handed the code
    key = kms.create_key()["KeyMetadata"]["Arn"]
    pool_id, client_id = _pool(idp, labcloud, {**sender, "key": key}, AutoVerifiedAttributes=["phone_number"])
    assert idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["LambdaConfig"] == {
        "CustomSMSSender": version,
        "CustomEmailSender": version,
        "KMSKeyID": key,
    }
    kms.disable_key(KeyId=key)
    code, message = error_code(
        idp.sign_up,
        ClientId=client_id,
        Username="late",
        Password=PASSWORD,
        UserAttributes=[{"Name": "phone_number", "Value": "+15555550102"}],
    )
    assert code == "UnexpectedLambdaException" and "CustomSMSSender" in message
