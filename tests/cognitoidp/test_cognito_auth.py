"""Sign-up, confirmation and sign-in with AWS's errors; tokens, their claims and the pool's key set."""

from __future__ import annotations

import base64
import json
import urllib.request
from typing import Any

from cognito_helpers import (
    PASSWORD,
    claims,
    confirmed_user,
    error_code,
    last_code,
    pool_with_client,
    secret_hash,
)
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from labcloud.testing.server_process import LabcloudProcess


def _password_auth(
    idp: Any, client_id: str, username: str = "alice", password: str = PASSWORD, **extra: str
) -> Any:
    return idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": username, "PASSWORD": password, **extra},
    )


def test_sign_up_confirm_and_sign_in_unsigned(labcloud: LabcloudProcess, idp: Any, unsigned_idp: Any) -> None:
    pool_id = idp.create_user_pool(PoolName="p", AutoVerifiedAttributes=["email"])["UserPool"]["Id"]
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id,
        ClientName="web",
        ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    )["UserPoolClient"]["ClientId"]
    signed_up = unsigned_idp.sign_up(
        ClientId=client_id,
        Username="dave",
        Password=PASSWORD,
        UserAttributes=[{"Name": "email", "Value": "dave@example.com"}],
    )
    assert signed_up["UserConfirmed"] is False and signed_up["UserSub"]
    assert signed_up["CodeDeliveryDetails"]["DeliveryMedium"] == "EMAIL"
    code, message = error_code(unsigned_idp.sign_up, ClientId=client_id, Username="dave", Password=PASSWORD)
    assert code == "UsernameExistsException" and message == "User already exists"
    code, message = error_code(_password_auth, unsigned_idp, client_id, "dave")
    assert code == "UserNotConfirmedException" and message == "User is not confirmed."
    code, _ = error_code(
        unsigned_idp.confirm_sign_up, ClientId=client_id, Username="dave", ConfirmationCode="000000x"
    )
    assert code == "CodeMismatchException"
    unsigned_idp.confirm_sign_up(
        ClientId=client_id, Username="dave", ConfirmationCode=last_code(labcloud, "dave")
    )
    code, message = error_code(
        unsigned_idp.confirm_sign_up, ClientId=client_id, Username="dave", ConfirmationCode="1"
    )
    assert (
        code == "NotAuthorizedException"
        and message == "User cannot be confirmed. Current status is CONFIRMED"
    )
    user = idp.admin_get_user(UserPoolId=pool_id, Username="dave")
    assert user["UserStatus"] == "CONFIRMED"
    assert {"Name": "email_verified", "Value": "true"} in user["UserAttributes"]
    result = _password_auth(unsigned_idp, client_id, "dave")["AuthenticationResult"]
    assert result["TokenType"] == "Bearer" and result["ExpiresIn"] == 3600
    id_claims = claims(result["IdToken"])
    assert id_claims["iss"] == f"https://cognito-idp.us-east-1.amazonaws.com/{pool_id}"
    assert id_claims["token_use"] == "id" and id_claims["aud"] == client_id
    assert id_claims["cognito:username"] == "dave" and id_claims["email"] == "dave@example.com"
    assert id_claims["email_verified"] is True and id_claims["exp"] - id_claims["iat"] == 3600
    access = claims(result["AccessToken"])
    assert (
        access["token_use"] == "access" and access["client_id"] == client_id and access["username"] == "dave"
    )
    assert (
        access["scope"] == "aws.cognito.signin.user.admin" and access["origin_jti"] == id_claims["origin_jti"]
    )
    me = unsigned_idp.get_user(AccessToken=result["AccessToken"])
    assert me["Username"] == "dave"


def test_admin_confirm_sign_up(idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    idp.sign_up(ClientId=client_id, Username="erin", Password=PASSWORD)
    idp.admin_confirm_sign_up(UserPoolId=pool_id, Username="erin")
    assert _password_auth(idp, client_id, "erin")["AuthenticationResult"]["IdToken"]
    code, _ = error_code(idp.admin_confirm_sign_up, UserPoolId=pool_id, Username="erin")
    assert code == "NotAuthorizedException"


def test_password_sign_in_errors(idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    code, message = error_code(_password_auth, idp, client_id, "alice", "Wr0ng-password")
    assert code == "NotAuthorizedException" and message == "Incorrect username or password."
    code, message = error_code(_password_auth, idp, client_id, "nobody")
    assert code == "UserNotFoundException" and message == "User does not exist."
    code, message = error_code(
        idp.initiate_auth, ClientId=client_id, AuthFlow="USER_PASSWORD_AUTH", AuthParameters={}
    )
    assert code == "InvalidParameterException" and message == "Missing required parameter USERNAME"
    code, message = error_code(idp.initiate_auth, ClientId="nosuchclient", AuthFlow="USER_PASSWORD_AUTH")
    assert code == "ResourceNotFoundException"
    code, message = error_code(
        idp.initiate_auth,
        ClientId=client_id,
        AuthFlow="USER_SRP_AUTH",
        AuthParameters={"USERNAME": "alice", "SRP_A": "1"},
    )
    assert code == "InvalidParameterException" and "USER_SRP_AUTH" in message
    idp.admin_disable_user(UserPoolId=pool_id, Username="alice")
    code, message = error_code(_password_auth, idp, client_id)
    assert code == "NotAuthorizedException" and message == "User is disabled."
    idp.admin_enable_user(UserPoolId=pool_id, Username="alice")
    assert _password_auth(idp, client_id)["AuthenticationResult"]


def test_flows_a_client_does_not_allow_and_hidden_user_existence(idp: Any) -> None:
    pool_id, _ = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    srp_only = idp.create_user_pool_client(UserPoolId=pool_id, ClientName="srp")["UserPoolClient"]["ClientId"]
    code, message = error_code(_password_auth, idp, srp_only)
    assert (
        code == "InvalidParameterException"
        and message == "USER_PASSWORD_AUTH flow not enabled for this client"
    )
    code, _ = error_code(
        idp.admin_initiate_auth,
        UserPoolId=pool_id,
        ClientId=srp_only,
        AuthFlow="ADMIN_USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "alice", "PASSWORD": PASSWORD},
    )
    assert code == "InvalidParameterException"
    hiding = idp.create_user_pool_client(
        UserPoolId=pool_id,
        ClientName="hiding",
        ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH"],
        PreventUserExistenceErrors="ENABLED",
    )["UserPoolClient"]["ClientId"]
    code, message = error_code(_password_auth, idp, hiding, "nobody")
    assert code == "NotAuthorizedException" and message == "Incorrect username or password."


def test_client_secret_needs_secret_hash(idp: Any) -> None:
    pool_id, _ = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    made = idp.create_user_pool_client(
        UserPoolId=pool_id,
        ClientName="s",
        GenerateSecret=True,
        ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    )["UserPoolClient"]
    client_id, secret = made["ClientId"], made["ClientSecret"]
    code, message = error_code(_password_auth, idp, client_id)
    assert code == "NotAuthorizedException"
    assert message == f"Client {client_id} is configured with secret but SECRET_HASH was not received"
    code, message = error_code(_password_auth, idp, client_id, SECRET_HASH="bad")
    assert (
        code == "NotAuthorizedException" and message == f"Unable to verify secret hash for client {client_id}"
    )
    result = _password_auth(idp, client_id, SECRET_HASH=secret_hash(secret, "alice", client_id))[
        "AuthenticationResult"
    ]
    refreshed = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="REFRESH_TOKEN_AUTH",
        AuthParameters={
            "REFRESH_TOKEN": result["RefreshToken"],
            "SECRET_HASH": secret_hash(secret, "alice", client_id),
        },
    )["AuthenticationResult"]
    assert refreshed["IdToken"]


def test_new_password_required_challenge(idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    idp.admin_create_user(
        UserPoolId=pool_id, Username="frank", TemporaryPassword="Temp0rary!", MessageAction="SUPPRESS"
    )
    started = idp.admin_initiate_auth(
        UserPoolId=pool_id,
        ClientId=client_id,
        AuthFlow="ADMIN_USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "frank", "PASSWORD": "Temp0rary!"},
    )
    assert started["ChallengeName"] == "NEW_PASSWORD_REQUIRED" and started["Session"]
    assert started["ChallengeParameters"]["USER_ID_FOR_SRP"] == "frank"
    code, message = error_code(
        idp.respond_to_auth_challenge,
        ClientId=client_id,
        ChallengeName="NEW_PASSWORD_REQUIRED",
        Session="not-a-session-" + "x" * 40,
        ChallengeResponses={"USERNAME": "frank", "NEW_PASSWORD": PASSWORD},
    )
    assert code == "NotAuthorizedException" and message.startswith("Invalid session for the user")
    code, _ = error_code(
        idp.respond_to_auth_challenge,
        ClientId=client_id,
        ChallengeName="NEW_PASSWORD_REQUIRED",
        Session=started["Session"],
        ChallengeResponses={"USERNAME": "frank", "NEW_PASSWORD": "weak"},
    )
    assert code == "InvalidPasswordException"
    started = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "frank", "PASSWORD": "Temp0rary!"},
    )
    done = idp.respond_to_auth_challenge(
        ClientId=client_id,
        ChallengeName="NEW_PASSWORD_REQUIRED",
        Session=started["Session"],
        ChallengeResponses={"USERNAME": "frank", "NEW_PASSWORD": PASSWORD, "userAttributes.name": "Frank"},
    )
    assert claims(done["AuthenticationResult"]["IdToken"])["name"] == "Frank"
    assert idp.admin_get_user(UserPoolId=pool_id, Username="frank")["UserStatus"] == "CONFIRMED"


def test_refresh_groups_sign_out_and_revocation(idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    idp.create_group(UserPoolId=pool_id, GroupName="b-readers", Precedence=5)
    idp.create_group(UserPoolId=pool_id, GroupName="a-admins", Precedence=1)
    idp.admin_add_user_to_group(UserPoolId=pool_id, Username="alice", GroupName="b-readers")
    idp.admin_add_user_to_group(UserPoolId=pool_id, Username="alice", GroupName="a-admins")
    result = _password_auth(idp, client_id)["AuthenticationResult"]
    assert claims(result["IdToken"])["cognito:groups"] == ["a-admins", "b-readers"]
    assert claims(result["AccessToken"])["cognito:groups"] == ["a-admins", "b-readers"]
    refreshed = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="REFRESH_TOKEN_AUTH",
        AuthParameters={"REFRESH_TOKEN": result["RefreshToken"]},
    )["AuthenticationResult"]
    assert "RefreshToken" not in refreshed
    assert claims(refreshed["IdToken"])["origin_jti"] == claims(result["IdToken"])["origin_jti"]
    code, message = error_code(
        idp.initiate_auth,
        ClientId=client_id,
        AuthFlow="REFRESH_TOKEN_AUTH",
        AuthParameters={"REFRESH_TOKEN": "junk"},
    )
    assert code == "NotAuthorizedException" and message == "Invalid Refresh Token"
    code, message = error_code(idp.get_user, AccessToken="not.a.token")
    assert code == "NotAuthorizedException" and message == "Invalid Access Token"
    code, _ = error_code(idp.get_user, AccessToken=result["IdToken"])
    assert code == "NotAuthorizedException"
    idp.global_sign_out(AccessToken=refreshed["AccessToken"])
    code, message = error_code(idp.get_user, AccessToken=result["AccessToken"])
    assert code == "NotAuthorizedException" and message == "Access Token has been revoked"
    code, message = error_code(
        idp.initiate_auth,
        ClientId=client_id,
        AuthFlow="REFRESH_TOKEN_AUTH",
        AuthParameters={"REFRESH_TOKEN": result["RefreshToken"]},
    )
    assert code == "NotAuthorizedException"
    again = _password_auth(idp, client_id)["AuthenticationResult"]
    idp.revoke_token(Token=again["RefreshToken"], ClientId=client_id)
    code, message = error_code(idp.get_user, AccessToken=again["AccessToken"])
    assert code == "NotAuthorizedException" and message == "Access Token has been revoked"
    # RevokeToken declares UnauthorizedException for an unknown client (no ResourceNotFoundException)
    code, _ = error_code(idp.revoke_token, Token=again["RefreshToken"], ClientId="1" * 26)
    assert code == "UnauthorizedException"


def test_tokens_expire(labcloud: LabcloudProcess, idp: Any, labcloud_clock: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    result = _password_auth(idp, client_id)["AuthenticationResult"]
    labcloud_clock.advance("2h")
    code, message = error_code(idp.get_user, AccessToken=result["AccessToken"])
    assert code == "NotAuthorizedException" and message == "Access Token has expired"


def test_email_as_username(idp: Any) -> None:
    pool_id = idp.create_user_pool(PoolName="p", UsernameAttributes=["email"])["UserPool"]["Id"]
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id, ClientName="c", ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH"]
    )["UserPoolClient"]["ClientId"]
    sub = idp.sign_up(ClientId=client_id, Username="gina@example.com", Password=PASSWORD)["UserSub"]
    idp.admin_confirm_sign_up(UserPoolId=pool_id, Username="gina@example.com")
    assert idp.admin_get_user(UserPoolId=pool_id, Username="gina@example.com")["Username"] == sub
    code, message = error_code(
        idp.sign_up, ClientId=client_id, Username="gina@example.com", Password=PASSWORD
    )
    assert code == "UsernameExistsException"
    code, _ = error_code(idp.sign_up, ClientId=client_id, Username="plainname", Password=PASSWORD)
    assert code == "InvalidParameterException"
    token = _password_auth(idp, client_id, "gina@example.com")["AuthenticationResult"]["IdToken"]
    assert claims(token)["cognito:username"] == sub and claims(token)["email"] == "gina@example.com"


def test_an_email_without_a_name_or_a_domain_is_refused(idp: Any) -> None:
    pool_id = idp.create_user_pool(PoolName="p", AutoVerifiedAttributes=["email"])["UserPool"]["Id"]
    client_id = idp.create_user_pool_client(UserPoolId=pool_id, ClientName="c")["UserPoolClient"]["ClientId"]
    for email in ("x@", "@example.com", "plain"):
        code, message = error_code(
            idp.sign_up,
            ClientId=client_id,
            Username=f"user-{len(email)}",
            Password=PASSWORD,
            UserAttributes=[{"Name": "email", "Value": email}],
        )
        assert (code, message) == ("InvalidParameterException", "Invalid email address format."), email
    sent = idp.sign_up(
        ClientId=client_id,
        Username="hana",
        Password=PASSWORD,
        UserAttributes=[{"Name": "email", "Value": "hana@example.com"}],
    )
    assert sent["CodeDeliveryDetails"] == {
        "Destination": "h***@e***",
        "DeliveryMedium": "EMAIL",
        "AttributeName": "email",
    }


def _b64int(text: str) -> int:
    return int.from_bytes(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)), "big")


def test_jwks_and_openid_configuration_verify_the_tokens(labcloud: LabcloudProcess, idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    token = _password_auth(idp, client_id)["AuthenticationResult"]["IdToken"]
    with urllib.request.urlopen(
        f"{labcloud.endpoint}/{pool_id}/.well-known/openid-configuration"
    ) as response:
        config = json.load(response)
    assert config["issuer"] == f"https://cognito-idp.us-east-1.amazonaws.com/{pool_id}"
    with urllib.request.urlopen(config["jwks_uri"]) as response:
        key = json.load(response)["keys"][0]
    header = json.loads(base64.urlsafe_b64decode(token.split(".")[0] + "=="))
    assert header == {"kid": key["kid"], "alg": "RS256"} and key["kty"] == "RSA" and key["use"] == "sig"
    public = rsa.RSAPublicNumbers(_b64int(key["e"]), _b64int(key["n"])).public_key()
    signing_input, _, signature = token.rpartition(".")
    public.verify(
        base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4)),
        signing_input.encode(),
        padding.PKCS1v15(),
        hashes.SHA256(),
    )
    try:
        urllib.request.urlopen(f"{labcloud.endpoint}/us-east-1_nosuchpol/.well-known/jwks.json")
        raise AssertionError("expected 404")
    except urllib.error.HTTPError as error:
        assert error.code == 404


def test_cli_signs_up_confirms_and_signs_in(labcloud: LabcloudProcess, idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    labcloud.aws(
        "cognito-idp", "sign-up", "--client-id", client_id, "--username", "cli-user", "--password", PASSWORD
    )
    labcloud.aws(
        "cognito-idp",
        "confirm-sign-up",
        "--client-id",
        client_id,
        "--username",
        "cli-user",
        "--confirmation-code",
        last_code(labcloud, "cli-user"),
    )
    result = labcloud.aws_json(
        "cognito-idp",
        "initiate-auth",
        "--client-id",
        client_id,
        "--auth-flow",
        "USER_PASSWORD_AUTH",
        "--auth-parameters",
        f"USERNAME=cli-user,PASSWORD={PASSWORD}",
    )["AuthenticationResult"]
    assert claims(result["IdToken"])["cognito:username"] == "cli-user"
    failed = labcloud.aws(
        "cognito-idp",
        "initiate-auth",
        "--client-id",
        client_id,
        "--auth-flow",
        "USER_PASSWORD_AUTH",
        "--auth-parameters",
        "USERNAME=cli-user,PASSWORD=Wrong-passw0rd",
        check=False,
    )
    assert failed.returncode != 0 and "NotAuthorizedException" in failed.stderr
