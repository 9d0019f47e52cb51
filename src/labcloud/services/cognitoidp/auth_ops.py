"""Sign-in: InitiateAuth / AdminInitiateAuth with the password, refresh-token and custom (Lambda)
flows, the NEW_PASSWORD_REQUIRED, SMS_MFA (``sms.py``) and CUSTOM_CHALLENGE challenges, GetUser, ChangePassword,
GlobalSignOut and RevokeToken. A sign-in runs the pool's PreAuthentication, PostAuthentication and pre
token generation triggers (``triggers.py``, ``token_triggers.py``; the custom flow ``custom_auth.py``).

SRP and passwordless flows are refused with InvalidParameterException naming the flow.
A client's ``PreventUserExistenceErrors: ENABLED`` answers an unknown user as a wrong password.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import secrets
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.ids import argument_token
from labcloud.services.cognitoidp import (
    client_ops,
    custom_auth,
    custom_sender,
    lookup,
    passwords,
    sms,
    token_triggers,
    tokens,
    triggers,
)
from labcloud.services.cognitoidp.errors import (
    code_mismatch,
    invalid_parameter,
    not_authorized,
    not_confirmed,
    unsupported,
    user_not_found,
)
from labcloud.services.cognitoidp.publish import emit
from labcloud.services.cognitoidp.repo import users
from labcloud.services.cognitoidp.repo.pools import Client, Pool
from labcloud.services.cognitoidp.repo.users import Session, User
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.services.cognitoidp.user_ops import migrate, secret_hash_ok

SMS_MFA = "SMS_MFA"

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        AdminInitiateAuthRequest,
        AdminInitiateAuthResponse,
        AdminRespondToAuthChallengeRequest,
        AdminRespondToAuthChallengeResponse,
        AdminUserGlobalSignOutRequest,
        AdminUserGlobalSignOutResponse,
        ChangePasswordRequest,
        ChangePasswordResponse,
        GetUserRequest,
        GetUserResponse,
        GlobalSignOutRequest,
        GlobalSignOutResponse,
        InitiateAuthRequest,
        InitiateAuthResponse,
        RespondToAuthChallengeRequest,
        RespondToAuthChallengeResponse,
        RevokeTokenRequest,
        RevokeTokenResponse,
    )

#: flow → the client settings that allow it
ALLOWED_BY = {
    "USER_PASSWORD_AUTH": ("ALLOW_USER_PASSWORD_AUTH", "USER_PASSWORD_AUTH"),
    "ADMIN_USER_PASSWORD_AUTH": ("ALLOW_ADMIN_USER_PASSWORD_AUTH", "ADMIN_NO_SRP_AUTH"),
    "ADMIN_NO_SRP_AUTH": ("ALLOW_ADMIN_USER_PASSWORD_AUTH", "ADMIN_NO_SRP_AUTH"),
    "REFRESH_TOKEN_AUTH": ("ALLOW_REFRESH_TOKEN_AUTH", "ADMIN_NO_SRP_AUTH", "USER_PASSWORD_AUTH"),
    "REFRESH_TOKEN": ("ALLOW_REFRESH_TOKEN_AUTH", "ADMIN_NO_SRP_AUTH", "USER_PASSWORD_AUTH"),
    "CUSTOM_AUTH": ("ALLOW_CUSTOM_AUTH", "CUSTOM_AUTH_FLOW_ONLY"),
}
UNSUPPORTED_FLOWS = ("USER_SRP_AUTH", "USER_AUTH")


def _flow_allowed(client: Client, flow: str) -> None:
    if not any(allowed in client_ops.flows(client) for allowed in ALLOWED_BY[flow]):
        shown = "REFRESH_TOKEN" if flow.startswith("REFRESH") else flow
        raise invalid_parameter(f"{shown} flow not enabled for this client")


def _parameter(parameters: dict[str, str], name: str) -> str:
    value = parameters.get(name)
    if not value:
        raise invalid_parameter(f"Missing required parameter {name}")
    return value


def _unknown_user(client: Client) -> AwsError:
    if client.spec.get("PreventUserExistenceErrors") == "ENABLED":
        return not_authorized()
    return user_not_found()


def _new_session(
    state: CognitoState,
    pool: Pool,
    client: Client,
    user: User,
    challenge: str,
    data: dict[str, Any] | None = None,
) -> str:
    opaque = argument_token(64)
    minutes = int(client.spec.get("AuthSessionValidity") or 3)
    users.put_session(
        state.store,
        Session(
            tokens.digest(opaque),
            pool.id,
            client.id,
            user.username,
            challenge,
            clock.now() + minutes * 60,
            dict(data or {}),
        ),
    )
    return opaque


async def _sms_challenge(state: CognitoState, pool: Pool, client: Client, user: User) -> dict[str, Any]:
    """The SMS_MFA challenge of a pool whose MFA is ON: a code sent by SMS as the pool's role, kept in the
    challenge session (and published in ``cognito.user.code_sent``, as every code)."""
    phone = user.attributes.get("phone_number")
    if not phone:
        raise invalid_parameter("User does not have delivery config set to turn on SMS_MFA")
    code = f"{secrets.randbelow(1_000_000):06d}"
    if not await custom_sender.send(
        state, pool, custom_sender.SMS, "Authentication", user, code, client.id, None
    ):
        template = str(pool.spec.get("SmsAuthenticationMessage") or sms.AUTHENTICATION)
        await sms.send(state, pool, phone, sms.fill(template, code))
    with state.store.transaction():
        session = _new_session(state, pool, client, user, SMS_MFA, {"code": code})
        emit(state, "cognito.user.code_sent", pool, username=user.username, code=code, challenge=SMS_MFA)
    return {
        "ChallengeName": SMS_MFA,
        "Session": session,
        "ChallengeParameters": {
            "CODE_DELIVERY_DELIVERY_MEDIUM": "SMS",
            "CODE_DELIVERY_DESTINATION": "+*******" + phone[-4:],
            "USER_ID_FOR_SRP": user.username,
        },
    }


async def _pre_authentication(
    state: CognitoState, pool: Pool, client: Client, user: User, metadata: dict[str, str] | None
) -> None:
    await triggers.run(
        state,
        pool,
        "PreAuthentication",
        "PreAuthentication_Authentication",
        username=user.username,
        client_id=client.id,
        request={
            "userAttributes": triggers.user_attributes(user),
            "validationData": dict(metadata or {}),
            "userNotFound": False,
        },
    )


async def _signed_in(
    state: CognitoState,
    pool: Pool,
    client: Client,
    user: User,
    metadata: dict[str, str] | None,
    source: str = "TokenGeneration_Authentication",
) -> dict[str, Any]:
    """After the user proved who they are: PostAuthentication, pre token generation, then the tokens."""
    await triggers.run(
        state,
        pool,
        "PostAuthentication",
        "PostAuthentication_Authentication",
        username=user.username,
        client_id=client.id,
        request={
            "userAttributes": triggers.user_attributes(user),
            "newDeviceUsed": False,
            "clientMetadata": dict(metadata or {}),
        },
    )
    overrides = await token_triggers.overrides(state, pool, client, user, source, metadata)
    lookup.still(state, pool)
    current = users.find(state.store, pool.id, user.username)
    if current is None:
        raise _unknown_user(client)
    if not current.enabled:
        raise not_authorized("User is disabled.")
    with state.store.transaction():
        issued = tokens.issue(state, pool, client, current, overrides=overrides)
        emit(state, "cognito.auth.signed_in", pool, username=current.username, client_id=client.id)
    return {"ChallengeParameters": {}, "AuthenticationResult": tokens.result(issued)}


async def _password_auth(
    state: CognitoState,
    pool: Pool,
    client: Client,
    parameters: dict[str, str],
    metadata: dict[str, str] | None,
) -> dict[str, Any]:
    name = _parameter(parameters, "USERNAME")
    password = _parameter(parameters, "PASSWORD")
    secret_hash_ok(client, name, parameters.get("SECRET_HASH"))
    user = lookup.find_user(state, pool, name)
    if user is None:
        user = await migrate(state, pool, client, name, password, metadata)
    if user is None:
        raise _unknown_user(client)
    if not user.enabled:
        raise not_authorized("User is disabled.")
    await _pre_authentication(state, pool, client, user, metadata)
    # the scrypt check runs off the event loop (tens of milliseconds of CPU); the user is read again after
    checked = user.password
    matched = await asyncio.to_thread(passwords.matches, checked, password)
    user = lookup.find_user(state, pool, name)
    if user is None:
        raise _unknown_user(client)
    if not matched or user.password != checked:
        with state.store.transaction():
            emit(state, "cognito.auth.failed", pool, username=user.username, client_id=client.id)
        raise not_authorized()
    if not user.enabled:
        raise not_authorized("User is disabled.")
    if user.status == "UNCONFIRMED":
        raise not_confirmed()
    if user.status == "RESET_REQUIRED":
        raise AwsError("PasswordResetRequiredException", "Password reset required for the user", status=400)
    if user.status == "FORCE_CHANGE_PASSWORD":
        with state.store.transaction():
            session = _new_session(state, pool, client, user, "NEW_PASSWORD_REQUIRED")
        attributes = {k: v for k, v in user.attributes.items() if k not in ("sub", "email_verified")}
        return {
            "ChallengeName": "NEW_PASSWORD_REQUIRED",
            "Session": session,
            "ChallengeParameters": {
                "USER_ID_FOR_SRP": user.username,
                "requiredAttributes": "[]",
                "userAttributes": json.dumps(attributes),
            },
        }
    if sms.mfa_enabled(pool.spec):
        return await _sms_challenge(state, pool, client, user)
    return await _signed_in(state, pool, client, user, metadata)


async def _custom_auth(
    state: CognitoState,
    pool: Pool,
    client: Client,
    parameters: dict[str, str],
    metadata: dict[str, str] | None,
) -> dict[str, Any]:
    custom_auth.configured(pool)
    name = _parameter(parameters, "USERNAME")
    if parameters.get("SRP_A"):
        raise unsupported("SRP_A in a custom flow (SRP)")
    secret_hash_ok(client, name, parameters.get("SECRET_HASH"))
    user = lookup.find_user(state, pool, name)
    if user is None:
        raise _unknown_user(client)
    if not user.enabled:
        raise not_authorized("User is disabled.")
    if user.status == "UNCONFIRMED":
        raise not_confirmed()
    await _pre_authentication(state, pool, client, user, metadata)

    async def sign_in(found: User) -> dict[str, Any]:
        return await _signed_in(state, pool, client, found, metadata)

    return await custom_auth.next_step(state, pool, client, user, [], metadata, sign_in)


async def _refresh_auth(
    state: CognitoState,
    pool: Pool,
    client: Client,
    parameters: dict[str, str],
    metadata: dict[str, str] | None,
) -> dict[str, Any]:
    opaque = _parameter(parameters, "REFRESH_TOKEN")
    found = users.find_refresh(state.store, tokens.digest(opaque))
    if found is None or found.pool_id != pool.id:
        raise not_authorized("Invalid Refresh Token")
    if found.client_id != client.id:
        raise not_authorized("Invalid Refresh Token")
    if found.expires < clock.now():
        raise not_authorized("Refresh Token has expired")
    user = users.find(state.store, pool.id, found.username)
    if user is None:
        raise not_authorized("Refresh Token has been revoked")
    if client.secret:
        given = parameters.get("SECRET_HASH")
        try:
            secret_hash_ok(client, user.username, given)
        except AwsError:
            secret_hash_ok(client, user.sub, given)
    if not user.enabled:
        raise not_authorized("User is disabled.")
    overrides = await token_triggers.overrides(
        state, pool, client, user, "TokenGeneration_RefreshTokens", metadata
    )
    if users.find_refresh(state.store, found.digest) is None:
        raise not_authorized("Refresh Token has been revoked")
    with state.store.transaction():
        issued = tokens.issue(
            state,
            pool,
            client,
            user,
            origin_jti=found.origin_jti,
            auth_time=int(found.issued),
            overrides=overrides,
        )
        emit(state, "cognito.auth.refreshed", pool, username=user.username, client_id=client.id)
    return {"ChallengeParameters": {}, "AuthenticationResult": tokens.result(issued)}


async def _authenticate(
    state: CognitoState,
    pool: Pool,
    client: Client,
    flow: str,
    parameters: dict[str, str],
    admin: bool,
    metadata: dict[str, str] | None,
) -> dict[str, Any]:
    if flow in UNSUPPORTED_FLOWS:
        raise unsupported(f"the {flow} flow: use USER_PASSWORD_AUTH (or ADMIN_USER_PASSWORD_AUTH)")
    password_flows = ("ADMIN_USER_PASSWORD_AUTH", "ADMIN_NO_SRP_AUTH") if admin else ("USER_PASSWORD_AUTH",)
    if flow not in password_flows and flow not in ("REFRESH_TOKEN_AUTH", "REFRESH_TOKEN", "CUSTOM_AUTH"):
        raise invalid_parameter("Initiate Auth method not supported.")
    _flow_allowed(client, flow)
    if flow.startswith("REFRESH"):
        return await _refresh_auth(state, pool, client, parameters, metadata)
    if flow == "CUSTOM_AUTH":
        return await _custom_auth(state, pool, client, parameters, metadata)
    return await _password_auth(state, pool, client, parameters, metadata)


async def initiate_auth(
    state: CognitoState, request: InitiateAuthRequest, ctx: RequestContext
) -> InitiateAuthResponse:
    pool, client = lookup.client_anywhere(state, ctx, request["ClientId"])
    if request.get("Session"):
        raise unsupported("Session on InitiateAuth (passwordless sign-in)")
    answer = await _authenticate(
        state,
        pool,
        client,
        request["AuthFlow"],
        dict(request.get("AuthParameters") or {}),
        False,
        request.get("ClientMetadata"),
    )
    return answer  # type: ignore[return-value]


async def admin_initiate_auth(
    state: CognitoState, request: AdminInitiateAuthRequest, ctx: RequestContext
) -> AdminInitiateAuthResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    client = lookup.client(state, pool, request["ClientId"])
    if request.get("Session"):
        raise unsupported("Session on AdminInitiateAuth (passwordless sign-in)")
    answer = await _authenticate(
        state,
        pool,
        client,
        request["AuthFlow"],
        dict(request.get("AuthParameters") or {}),
        True,
        request.get("ClientMetadata"),
    )
    return answer  # type: ignore[return-value]


def _live_session(
    state: CognitoState,
    pool: Pool,
    client: Client,
    session: str | None,
    name: str,
    challenge: str,
    message: str,
) -> tuple[Session, User]:
    """The challenge session a response names, taken (used up when the caller's transaction commits), and
    its user; NotAuthorizedException (``message``) unless it is live, this client's, this user's and for
    ``challenge``. Called inside a transaction."""
    if not session:
        raise invalid_parameter("Missing required parameter Session")
    taken = users.take_session(state.store, tokens.digest(session))
    user = lookup.find_user(state, pool, name)
    if (
        taken is None
        or taken.expires < clock.now()
        or taken.client_id != client.id
        or user is None
        or taken.username != user.username
        or taken.challenge != challenge
    ):
        raise not_authorized(message)
    return taken, user


async def _respond_custom(
    state: CognitoState,
    pool: Pool,
    client: Client,
    session: str | None,
    responses: dict[str, str],
    metadata: dict[str, str] | None,
) -> dict[str, Any]:
    name = _parameter(responses, "USERNAME")
    answer = _parameter(responses, "ANSWER")
    secret_hash_ok(client, name, responses.get("SECRET_HASH"))
    with state.store.transaction():
        taken, user = _live_session(
            state, pool, client, session, name, custom_auth.CHALLENGE, "Invalid session for the user."
        )

    async def sign_in(found: User) -> dict[str, Any]:
        return await _signed_in(state, pool, client, found, metadata)

    return await custom_auth.answered(state, pool, client, user, taken, answer, metadata, sign_in)


async def _respond_sms(
    state: CognitoState,
    pool: Pool,
    client: Client,
    session: str | None,
    responses: dict[str, str],
    metadata: dict[str, str] | None,
) -> dict[str, Any]:
    name = _parameter(responses, "USERNAME")
    code = _parameter(responses, "SMS_MFA_CODE")
    secret_hash_ok(client, name, responses.get("SECRET_HASH"))
    with state.store.transaction():  # a wrong code keeps the session (the caller may try again)
        taken, user = _live_session(
            state, pool, client, session, name, SMS_MFA, "Invalid session for the user, session is expired."
        )
        if not hmac.compare_digest(str(taken.data.get("code") or ""), code):
            raise code_mismatch()
    return await _signed_in(state, pool, client, user, metadata)


async def _respond(
    state: CognitoState,
    pool: Pool,
    client: Client,
    challenge: str,
    session: str | None,
    responses: dict[str, str],
    metadata: dict[str, str] | None,
) -> dict[str, Any]:
    if challenge == custom_auth.CHALLENGE:
        return await _respond_custom(state, pool, client, session, responses, metadata)
    if challenge == SMS_MFA:
        return await _respond_sms(state, pool, client, session, responses, metadata)
    if challenge != "NEW_PASSWORD_REQUIRED":
        raise unsupported(f"the {challenge} challenge")
    name = _parameter(responses, "USERNAME")
    new_password = _parameter(responses, "NEW_PASSWORD")
    secret_hash_ok(client, name, responses.get("SECRET_HASH"))
    with state.store.transaction():  # the session is used up only if the new password is taken
        _, user = _live_session(
            state, pool, client, session, name, challenge, "Invalid session for the user, session is expired."
        )
        passwords.check(passwords.policy_of(pool.spec), new_password)
        attributes = dict(user.attributes)
        for key, value in responses.items():
            if key.startswith("userAttributes."):
                attribute = key[len("userAttributes.") :]
                if attribute == "sub":
                    raise invalid_parameter("Cannot modify the non-mutable attribute sub")
                attributes[attribute] = value
        user = user.moved(
            password=passwords.hashed(new_password),
            status="CONFIRMED",
            attributes=attributes,
            modified=clock.now(),
        )
        users.put(state.store, user)
    return await _signed_in(state, pool, client, user, metadata, "TokenGeneration_NewPasswordChallenge")


async def respond_to_auth_challenge(
    state: CognitoState, request: RespondToAuthChallengeRequest, ctx: RequestContext
) -> RespondToAuthChallengeResponse:
    pool, client = lookup.client_anywhere(state, ctx, request["ClientId"])
    answer = await _respond(
        state,
        pool,
        client,
        request["ChallengeName"],
        request.get("Session"),
        dict(request.get("ChallengeResponses") or {}),
        request.get("ClientMetadata"),
    )
    return answer  # type: ignore[return-value]


async def admin_respond_to_auth_challenge(
    state: CognitoState, request: AdminRespondToAuthChallengeRequest, ctx: RequestContext
) -> AdminRespondToAuthChallengeResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    client = lookup.client(state, pool, request["ClientId"])
    answer = await _respond(
        state,
        pool,
        client,
        request["ChallengeName"],
        request.get("Session"),
        dict(request.get("ChallengeResponses") or {}),
        request.get("ClientMetadata"),
    )
    return answer  # type: ignore[return-value]


def get_user(state: CognitoState, request: GetUserRequest, ctx: RequestContext) -> GetUserResponse:
    _, user = tokens.access_user(state, request["AccessToken"])
    return {"Username": user.username, "UserAttributes": lookup.attribute_list(user)}  # type: ignore[typeddict-item]


def change_password(
    state: CognitoState, request: ChangePasswordRequest, ctx: RequestContext
) -> ChangePasswordResponse:
    pool, user = tokens.access_user(state, request["AccessToken"])
    if not passwords.matches(user.password, request.get("PreviousPassword") or ""):
        raise not_authorized()
    passwords.check(passwords.policy_of(pool.spec), request["ProposedPassword"])
    with state.store.transaction():
        users.put(
            state.store,
            user.moved(password=passwords.hashed(request["ProposedPassword"]), modified=clock.now()),
        )
        emit(state, "cognito.user.password_set", pool, username=user.username, status=user.status)
    return {}


def _sign_out(state: CognitoState, pool: Pool, user: User) -> None:
    with state.store.transaction():
        users.revoke_refresh(state.store, pool.id, user.username)
        users.put(state.store, user.moved(signed_out=clock.now()))
        emit(state, "cognito.auth.signed_out", pool, username=user.username)


def global_sign_out(
    state: CognitoState, request: GlobalSignOutRequest, ctx: RequestContext
) -> GlobalSignOutResponse:
    pool, user = tokens.access_user(state, request["AccessToken"])
    _sign_out(state, pool, user)
    return {}


def admin_user_global_sign_out(
    state: CognitoState, request: AdminUserGlobalSignOutRequest, ctx: RequestContext
) -> AdminUserGlobalSignOutResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    _sign_out(state, pool, lookup.user(state, pool, request["Username"]))
    return {}


def revoke_token(
    state: CognitoState, request: RevokeTokenRequest, ctx: RequestContext
) -> RevokeTokenResponse:
    # RevokeToken declares no ResourceNotFound or NotAuthorized: an unknown client or a wrong secret is
    # the OAuth revocation endpoint's invalid_client, UnauthorizedException
    try:
        pool, client = lookup.client_anywhere(state, ctx, request["ClientId"])
    except AwsError as error:
        if error.code != "ResourceNotFoundException":
            raise
        raise AwsError("UnauthorizedException", "Invalid client", status=400) from None
    if client.secret and request.get("ClientSecret") != client.secret:
        raise AwsError(
            "UnauthorizedException", f"Unable to verify secret hash for client {client.id}", status=400
        )
    found = users.find_refresh(state.store, tokens.digest(request["Token"]))
    if found is not None and found.client_id != client.id:
        raise AwsError("UnauthorizedException", "Client is not authorized to revoke this token", status=400)
    if found is not None:
        with state.store.transaction():
            users.revoke_one(state.store, found.digest)
            emit(state, "cognito.auth.token_revoked", pool, username=found.username, client_id=client.id)
    return {}
