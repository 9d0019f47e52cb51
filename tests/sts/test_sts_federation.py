"""GetFederationToken, the identity-provider flows with no provider, GetAccessKeyInfo and encoded messages."""

from __future__ import annotations

import base64
import json

import pytest
from botocore.exceptions import ClientError
from sts_helpers import ACCOUNT, error_of, role, session_client, trust


def _policy(*actions: str) -> str:
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": list(actions), "Resource": "*"}],
        }
    )


def test_federation_token_of_the_root(labcloud):
    out = labcloud.boto3_client("sts").get_federation_token(Name="TestName", Policy=_policy("sqs:ListQueues"))
    assert out["FederatedUser"] == {
        "FederatedUserId": f"{ACCOUNT}:TestName",
        "Arn": f"arn:aws:sts::{ACCOUNT}:federated-user/TestName",
    }
    assert 1 <= out["PackedPolicySize"] <= 100
    creds = out["Credentials"]
    assert creds["AccessKeyId"].startswith("ASIA") and creds["SessionToken"]
    identity = session_client(labcloud, "sts", creds).get_caller_identity()
    assert identity == {
        **identity,
        "UserId": f"{ACCOUNT}:TestName",
        "Account": ACCOUNT,
        "Arn": f"arn:aws:sts::{ACCOUNT}:federated-user/TestName",
    }
    session_client(labcloud, "sqs", creds).list_queues()
    with pytest.raises(ClientError) as info:
        session_client(labcloud, "dynamodb", creds).list_tables()
    assert error_of(info)[0] == "AccessDeniedException"


def test_federated_user_without_a_policy_can_do_nothing(labcloud):
    out = labcloud.boto3_client("sts").get_federation_token(Name="nobody")
    assert out["PackedPolicySize"] == 0
    with pytest.raises(ClientError) as info:
        session_client(labcloud, "sqs", out["Credentials"]).list_queues()
    assert error_of(info)[0] == "AccessDenied"
    assert f"arn:aws:sts::{ACCOUNT}:federated-user/nobody" in error_of(info)[1]


def test_federated_user_of_an_iam_user_is_the_intersection(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_user(UserName="alice")
    iam.put_user_policy(
        UserName="alice", PolicyName="p", PolicyDocument=_policy("sqs:ListQueues", "sts:GetFederationToken")
    )
    key = iam.create_access_key(UserName="alice")["AccessKey"]
    alice = labcloud.boto3_client(
        "sts", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    creds = alice.get_federation_token(Name="bob", Policy=_policy("sqs:ListQueues", "dynamodb:ListTables"))[
        "Credentials"
    ]
    session_client(labcloud, "sqs", creds).list_queues()
    with pytest.raises(ClientError):  # the session allows it, alice does not
        session_client(labcloud, "dynamodb", creds).list_tables()


def test_session_credentials_cannot_get_a_federation_token(labcloud):
    arn = role(labcloud.boto3_client("iam"), "app", trust({"AWS": ACCOUNT}))
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="s1")["Credentials"]
    with pytest.raises(ClientError) as info:
        session_client(labcloud, "sts", creds).get_federation_token(Name="x1")
    assert error_of(info)[0::2] == ("AccessDenied", 403)


def test_federation_token_from_the_cli(labcloud):
    out = labcloud.aws_json("sts", "get-federation-token", "--name", "cli-user", "--duration-seconds", "900")
    assert out["FederatedUser"]["Arn"] == f"arn:aws:sts::{ACCOUNT}:federated-user/cli-user"


def _jwt(claims: dict) -> str:
    def part(value: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).decode().rstrip("=")

    return f"{part({'alg': 'RS256', 'typ': 'JWT'})}.{part(claims)}.c2ln"


def test_web_identity_without_a_provider(labcloud):
    sts = labcloud.boto3_client("sts")
    arn = f"arn:aws:iam::{ACCOUNT}:role/web"
    with pytest.raises(ClientError) as info:
        sts.assume_role_with_web_identity(
            RoleArn=arn, RoleSessionName="w1", WebIdentityToken="token-of-sorts"
        )
    assert error_of(info) == (
        "InvalidIdentityToken",
        "The ID Token provided is not a valid JWT. (You may see this error if you sent an Access Token)",
        400,
    )
    with pytest.raises(ClientError) as info:
        sts.assume_role_with_web_identity(
            RoleArn=arn,
            RoleSessionName="w1",
            WebIdentityToken=_jwt({"iss": "https://issuer.example", "sub": "me"}),
        )
    assert error_of(info) == (
        "InvalidIdentityToken",
        "No OpenIDConnect provider found in your account for https://issuer.example",
        400,
    )
    with pytest.raises(ClientError) as info:
        sts.assume_role_with_web_identity(
            RoleArn="arn:a:::something/web", RoleSessionName="w1", WebIdentityToken="token-of-sorts"
        )
    assert error_of(info) == ("ValidationError", "arn:a:::something/web is invalid", 400)


def test_saml_without_a_provider(labcloud):
    sts = labcloud.boto3_client("sts")
    provider = f"arn:aws:iam::{ACCOUNT}:saml-provider/Corp"
    assertion = base64.b64encode(
        b"<samlp:Response xmlns:samlp='urn:oasis:names:tc:SAML:2.0:protocol'/>"
    ).decode()
    with pytest.raises(ClientError) as info:
        sts.assume_role_with_saml(
            RoleArn=f"arn:aws:iam::{ACCOUNT}:role/saml", PrincipalArn=provider, SAMLAssertion=assertion
        )
    assert error_of(info) == ("InvalidIdentityToken", f"Specified provider doesn't exist: {provider}", 400)
    with pytest.raises(ClientError) as info:
        sts.assume_role_with_saml(
            RoleArn=f"arn:aws:iam::{ACCOUNT}:role/saml",
            PrincipalArn=provider,
            SAMLAssertion="not base64 at all!",
        )
    assert error_of(info) == ("InvalidIdentityToken", "Invalid base64 SAMLResponse", 400)


def test_access_key_info(labcloud):
    sts = labcloud.boto3_client("sts")
    assert sts.get_access_key_info(AccessKeyId="ASIAY34FZKBOKMUTVV7A")["Account"] == "609629065308"
    other = labcloud.boto3_client("iam", aws_access_key_id="111122223333")
    other.create_user(UserName="u")
    key = other.create_access_key(UserName="u")["AccessKey"]["AccessKeyId"]
    assert sts.get_access_key_info(AccessKeyId=key)["Account"] == "111122223333"
    arn = role(other, "r", trust({"AWS": "111122223333"}))
    session = labcloud.boto3_client("sts", aws_access_key_id="111122223333").assume_role(
        RoleArn=arn, RoleSessionName="s1"
    )["Credentials"]["AccessKeyId"]
    assert sts.get_access_key_info(AccessKeyId=session)["Account"] == "111122223333"
    with pytest.raises(ClientError) as info:
        sts.get_access_key_info(AccessKeyId="AKIA-not-a-key-at-all")
    assert error_of(info)[0::2] == ("ValidationError", 400)


def test_decode_authorization_message(labcloud):
    arn = role(labcloud.boto3_client("iam"), "app", trust({"AWS": ACCOUNT}))
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="s1")["Credentials"]
    with pytest.raises(ClientError):
        session_client(labcloud, "sqs", creds).list_queues()
    denial = labcloud.get("/_labcloud/iam/denials")["denials"][0]
    decoded = json.loads(
        labcloud.boto3_client("sts").decode_authorization_message(EncodedMessage=denial["encoded_message"])[
            "DecodedMessage"
        ]
    )
    assert decoded["allowed"] is False and decoded["explicitDeny"] is False
    assert decoded["context"]["action"] == "sqs:ListQueues"
    assert decoded["context"]["principal"]["arn"] == f"arn:aws:sts::{ACCOUNT}:assumed-role/app/s1"
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("sts").decode_authorization_message(EncodedMessage="AAAA-not-ours")
    assert error_of(info)[0::2] == ("InvalidAuthorizationMessageException", 400)
