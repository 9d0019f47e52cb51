"""Users: sign-up and confirmation, the admin operations, and ListUsers with its filter.

Confirmation codes are never sent: the code a SignUp (or ResendConfirmationCode) makes is published in
the ``cognito.user.code_sent`` event (the view shows it) and written to the server log. When the pool
signs in by email or phone (``UsernameAttributes``), a user's username is its ``sub``.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import logging
import re
import secrets
import uuid
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cognitoidp import code_delivery, custom_sender, lookup, passwords, sms, triggers
from labcloud.services.cognitoidp.errors import (
    alias_exists,
    code_mismatch,
    invalid_parameter,
    not_authorized,
    unsupported,
    user_exists,
    user_not_found,
)
from labcloud.services.cognitoidp.messages import Message, custom
from labcloud.services.cognitoidp.publish import emit
from labcloud.services.cognitoidp.repo import users
from labcloud.services.cognitoidp.repo.pools import Client, Pool
from labcloud.services.cognitoidp.repo.users import User
from labcloud.services.cognitoidp.state import CognitoState

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        AdminConfirmSignUpRequest,
        AdminConfirmSignUpResponse,
        AdminCreateUserRequest,
        AdminCreateUserResponse,
        AdminDeleteUserRequest,
        AdminDeleteUserResponse,
        AdminDisableUserRequest,
        AdminDisableUserResponse,
        AdminEnableUserRequest,
        AdminEnableUserResponse,
        AdminGetUserRequest,
        AdminGetUserResponse,
        AdminSetUserPasswordRequest,
        AdminSetUserPasswordResponse,
        AdminUpdateUserAttributesRequest,
        AdminUpdateUserAttributesResponse,
        ConfirmSignUpRequest,
        ConfirmSignUpResponse,
        ListUsersRequest,
        ListUsersResponse,
        ResendConfirmationCodeRequest,
        ResendConfirmationCodeResponse,
        SignUpRequest,
        SignUpResponse,
    )

log = logging.getLogger("labcloud.cognito")

MAX_USERS = 100_000
READ_ONLY = ("sub",)
_FILTER = re.compile(r'^\s*([\w:]+)\s*(=|\^=)\s*"((?:[^"\\]|\\.)*)"\s*$')
FILTERABLE = (
    "username",
    "email",
    "phone_number",
    "name",
    "given_name",
    "family_name",
    "preferred_username",
    "cognito:user_status",
    "status",
    "sub",
)


def _time(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=timezone.utc)


def user_type(user: User, *, attributes_key: str = "Attributes") -> dict[str, Any]:
    return {
        "Username": user.username,
        attributes_key: lookup.attribute_list(user),
        "UserCreateDate": _time(user.created),
        "UserLastModifiedDate": _time(user.modified),
        "Enabled": user.enabled,
        "UserStatus": user.status,
    }


def secret_hash_ok(client: Client, username: str, given: str | None) -> None:
    """AWS's check of SECRET_HASH for a client with a secret (HMAC-SHA256 of username + client id)."""
    if not client.secret:
        return
    if not given:
        raise not_authorized(f"Client {client.id} is configured with secret but SECRET_HASH was not received")
    expected = base64.b64encode(
        hmac.new(client.secret.encode(), (username + client.id).encode(), hashlib.sha256).digest()
    ).decode()
    if not hmac.compare_digest(expected, given):
        raise not_authorized(f"Unable to verify secret hash for client {client.id}")


def _attributes(given: list[Any] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for attribute in given or ():
        name = str(attribute.get("Name") or "")
        if not name:
            raise invalid_parameter("An attribute needs a Name")
        if name in READ_ONLY:
            raise invalid_parameter(f"Cannot modify the non-mutable attribute {name}")
        out[name] = str(attribute.get("Value") or "")
    return out


def _check_attributes(pool: Pool, attributes: dict[str, str]) -> None:
    custom = {
        str(a.get("Name")) for a in pool.spec.get("Schema") or () if str(a.get("Name")) not in ("", None)
    }
    for name in attributes:
        if name.startswith("custom:") and name[7:] not in custom and name not in custom:
            raise invalid_parameter(
                f"Attributes did not conform to the schema: Type for attribute {{{name}}} could not be determined"
            )
    for attribute in pool.spec.get("Schema") or ():
        name = str(attribute.get("Name"))
        if attribute.get("Required") and name not in attributes and not name.startswith("custom:"):
            raise invalid_parameter(
                f"Attributes did not conform to the schema: {name}: The attribute {name} is required"
            )
    if "email" in attributes:
        local, at, domain = attributes["email"].rpartition("@")
        if not (local and at and domain):  # "x@" and "@x" too (they were masked into a 500 on delivery)
            raise invalid_parameter("Invalid email address format.")


def _username_for(state: CognitoState, pool: Pool, given: str, attributes: dict[str, str], sub: str) -> str:
    """The username a new user gets: ``sub`` when the pool signs in by email/phone (the given name is then
    that attribute), else the given name, which must not look like an email when email is an alias."""
    by = pool.spec.get("UsernameAttributes") or ()
    if by:
        if "email" in by and "@" in given:
            attributes.setdefault("email", given)
        elif "phone_number" in by and given.startswith("+"):
            attributes.setdefault("phone_number", given)
        else:
            raise invalid_parameter("Username should be either an email or a phone number.")
        return sub
    if "email" in (pool.spec.get("AliasAttributes") or ()) and "@" in given:
        raise invalid_parameter(
            "Username cannot be of email format, since user pool is configured for email alias."
        )
    return given


def _unique(state: CognitoState, pool: Pool, username: str, attributes: dict[str, str], exists: str) -> None:
    if users.find(state.store, pool.id, username) is not None:
        raise user_exists(exists)
    for attribute in lookup.sign_in_attributes(pool):
        value = attributes.get(attribute)
        if value and lookup.find_user(state, pool, value) is not None:
            if pool.spec.get("UsernameAttributes"):
                raise user_exists(
                    "An account with the given email already exists." if attribute == "email" else exists
                )
            raise alias_exists()


def _new_code() -> str:
    return f"{secrets.randbelow(1_000_000):06d}"


def _deliver_code(
    state: CognitoState, pool: Pool, user: User, code: str, message: Message | None = None
) -> dict[str, str] | None:
    """Publish the code (the view and the log show it), with the CustomMessage trigger's message when
    there is one, and what AWS reports as its delivery."""
    log.info("cognito: confirmation code for user %s of pool %s: %s", user.username, pool.id, code)
    shown = {} if message is None else message.filled(code, user.username)
    emit(state, "cognito.user.code_sent", pool, username=user.username, code=code, **shown)
    auto = pool.spec.get("AutoVerifiedAttributes") or ()
    for attribute in ("email", "phone_number"):  # e-mail first, as AWS reports it
        if attribute in auto and user.attributes.get(attribute):
            return code_delivery.delivery(attribute, user.attributes[attribute])
    return None


def _sms_phone(pool: Pool, user: User) -> str | None:
    """The phone number a confirmation code goes to by SMS (email wins when both are auto-verified, as
    ``_deliver_code`` reports), or None."""
    auto = pool.spec.get("AutoVerifiedAttributes") or ()
    if "email" in auto and user.attributes.get("email"):
        return None
    if "phone_number" in auto and user.attributes.get("phone_number"):
        return user.attributes["phone_number"]
    return None


def verification_sms(pool: Pool, user: User, code: str, message: Message | None = None) -> str:
    """The SMS of a verification code: the CustomMessage trigger's, else the pool's
    (VerificationMessageTemplate.SmsMessage, SmsVerificationMessage), else Cognito's default."""
    if message is not None and message.sms_message:
        return message.filled(code, user.username)["sms_message"]
    template = (pool.spec.get("VerificationMessageTemplate") or {}).get("SmsMessage") or pool.spec.get(
        "SmsVerificationMessage"
    )
    return sms.fill(str(template or sms.VERIFICATION), code)


async def _send_code(
    state: CognitoState,
    pool: Pool,
    user: User,
    code: str,
    message: Message | None,
    source: str,
    client_id: str | None,
    metadata: dict[str, str] | None,
) -> None:
    """Send a confirmation code where ``_deliver_code`` reports it goes: the custom sender trigger of
    that medium when the pool has one (``source``: ``SignUp``, ``ResendCode``, ``ForgotPassword``), else
    an SMS through SNS (e-mail is never sent: the code is in the published event)."""
    phone = _sms_phone(pool, user)
    if phone is None:
        if _email_code(pool, user):
            await custom_sender.send(
                state, pool, custom_sender.EMAIL, source, user, code, client_id, metadata
            )
        return
    if not await custom_sender.send(state, pool, custom_sender.SMS, source, user, code, client_id, metadata):
        await sms.send(state, pool, phone, verification_sms(pool, user, code, message))


def _email_code(pool: Pool, user: User) -> bool:
    auto = pool.spec.get("AutoVerifiedAttributes") or ()
    return "email" in auto and bool(user.attributes.get("email"))


async def _invite(
    state: CognitoState, pool: Pool, request: AdminCreateUserRequest, user: User, temporary: str
) -> None:
    """AdminCreateUser's invitation: by SMS (DesiredDeliveryMediums SMS and a phone number) through SNS
    or the CustomSMSSender trigger, by e-mail (EMAIL, the default, and an email) through the
    CustomEmailSender trigger (labcloud sends no e-mail otherwise); none with MessageAction SUPPRESS."""
    if request.get("MessageAction") == "SUPPRESS":
        return
    mediums = request.get("DesiredDeliveryMediums") or ["EMAIL"]
    metadata = request.get("ClientMetadata")
    phone = user.attributes.get("phone_number")
    if "SMS" in mediums and phone:
        sent = await custom_sender.send(
            state, pool, custom_sender.SMS, "AdminCreateUser", user, temporary, None, metadata
        )
        if not sent:
            template = (
                (pool.spec.get("AdminCreateUserConfig") or {}).get("InviteMessageTemplate") or {}
            ).get("SMSMessage")
            await sms.send(
                state, pool, phone, sms.fill(str(template or sms.INVITATION), temporary, user.username)
            )
    if "EMAIL" in mediums and user.attributes.get("email"):
        await custom_sender.send(
            state, pool, custom_sender.EMAIL, "AdminCreateUser", user, temporary, None, metadata
        )


def _verified(pool: Pool, attributes: dict[str, str]) -> dict[str, str]:
    """A confirmed user's auto-verified attributes marked verified, as confirmation does on AWS."""
    out = dict(attributes)
    for attribute in pool.spec.get("AutoVerifiedAttributes") or ():
        if attribute in out:
            out[f"{attribute}_verified"] = "true"
    return out


async def admin_create_user(
    state: CognitoState, request: AdminCreateUserRequest, ctx: RequestContext
) -> AdminCreateUserResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    action = request.get("MessageAction")
    if action == "RESEND":
        existing = lookup.user(state, pool, request["Username"])
        if existing.status != "FORCE_CHANGE_PASSWORD":
            raise unsupported("MessageAction RESEND for a user who changed their password")
        return {"User": user_type(existing)}  # type: ignore[typeddict-item]
    if action not in (None, "SUPPRESS"):
        raise invalid_parameter(f"{action} is not a valid MessageAction")
    attributes = _attributes(request.get("UserAttributes"))
    _check_attributes(pool, attributes)
    sub = str(uuid.uuid4())
    username = _username_for(state, pool, request["Username"], attributes, sub)
    _unique(state, pool, username, attributes, "User account already exists")
    if users.count(state.store, pool.id) >= MAX_USERS:
        raise invalid_parameter(f"labcloud keeps at most {MAX_USERS} users per pool")
    policy = passwords.policy_of(pool.spec)
    temporary = request.get("TemporaryPassword")
    if temporary is not None:
        passwords.check(policy, temporary)
    else:
        temporary = passwords.temporary(policy)
    answer = await _pre_sign_up(
        state,
        pool,
        "PreSignUp_AdminCreateUser",
        username,
        None,
        attributes,
        _pairs(request.get("ValidationData")),
        request.get("ClientMetadata"),
    )
    # the pool may have changed while the function ran: the name is checked again before it is taken
    lookup.still(state, pool)
    _unique(state, pool, username, attributes, "User account already exists")
    attributes = _auto_verified(answer, attributes)
    now = clock.now()
    user = User(
        pool.id,
        username,
        sub,
        {"sub": sub, **attributes},
        passwords.hashed(temporary),
        "FORCE_CHANGE_PASSWORD",
        True,
        None,
        0.0,
        now,
        now,
    )
    await _invite(state, pool, request, user, temporary)
    lookup.still(state, pool)
    _unique(state, pool, username, attributes, "User account already exists")
    with state.store.transaction():
        users.put(state.store, user)
        emit(state, "cognito.user.created", pool, username=username, status=user.status)
    return {"User": user_type(user)}  # type: ignore[typeddict-item]


def admin_get_user(
    state: CognitoState, request: AdminGetUserRequest, ctx: RequestContext
) -> AdminGetUserResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    user = lookup.user(state, pool, request["Username"])
    return user_type(user, attributes_key="UserAttributes")  # type: ignore[return-value]


def admin_delete_user(
    state: CognitoState, request: AdminDeleteUserRequest, ctx: RequestContext
) -> AdminDeleteUserResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    user = lookup.user(state, pool, request["Username"])
    with state.store.transaction():
        users.remove(state.store, pool.id, user.username)
        emit(state, "cognito.user.deleted", pool, username=user.username)
    return {}


def admin_set_user_password(
    state: CognitoState, request: AdminSetUserPasswordRequest, ctx: RequestContext
) -> AdminSetUserPasswordResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    user = lookup.user(state, pool, request["Username"])
    passwords.check(passwords.policy_of(pool.spec), request["Password"])
    permanent = bool(request.get("Permanent"))
    status = "CONFIRMED" if permanent else "FORCE_CHANGE_PASSWORD"
    changed = user.moved(password=passwords.hashed(request["Password"]), status=status, modified=clock.now())
    with state.store.transaction():
        users.put(state.store, changed)
        emit(state, "cognito.user.password_set", pool, username=user.username, status=status)
    return {}


def _set_enabled(state: CognitoState, ctx: RequestContext, pool_id: str, name: str, enabled: bool) -> None:
    pool = lookup.pool(state, ctx, pool_id)
    user = lookup.user(state, pool, name)
    with state.store.transaction():
        users.put(state.store, user.moved(enabled=enabled, modified=clock.now()))
        if not enabled:
            users.revoke_refresh(state.store, pool.id, user.username)
        emit(
            state,
            "cognito.user.enabled" if enabled else "cognito.user.disabled",
            pool,
            username=user.username,
        )


def admin_disable_user(
    state: CognitoState, request: AdminDisableUserRequest, ctx: RequestContext
) -> AdminDisableUserResponse:
    _set_enabled(state, ctx, request["UserPoolId"], request["Username"], False)
    return {}


def admin_enable_user(
    state: CognitoState, request: AdminEnableUserRequest, ctx: RequestContext
) -> AdminEnableUserResponse:
    _set_enabled(state, ctx, request["UserPoolId"], request["Username"], True)
    return {}


def admin_update_user_attributes(
    state: CognitoState, request: AdminUpdateUserAttributesRequest, ctx: RequestContext
) -> AdminUpdateUserAttributesResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    user = lookup.user(state, pool, request["Username"])
    attributes = {**user.attributes, **_attributes(request["UserAttributes"])}
    _check_attributes(pool, attributes)
    with state.store.transaction():
        users.put(state.store, user.moved(attributes=attributes, modified=clock.now()))
    return {}


async def admin_confirm_sign_up(
    state: CognitoState, request: AdminConfirmSignUpRequest, ctx: RequestContext
) -> AdminConfirmSignUpResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    user = lookup.user(state, pool, request["Username"])
    if user.status != "UNCONFIRMED":
        raise not_authorized(f"User cannot be confirmed. Current status is {user.status}")
    confirmed = user.moved(
        status="CONFIRMED", code=None, attributes=_verified(pool, user.attributes), modified=clock.now()
    )
    await _post_confirmation(state, pool, confirmed, None, request.get("ClientMetadata"))
    _confirm(state, pool, user, confirmed)
    return {}


def _confirm(state: CognitoState, pool: Pool, before: User, confirmed: User) -> None:
    """Write the confirmation unless the user changed while the PostConfirmation function ran."""
    current = users.find(state.store, pool.id, before.username)
    if current is None:
        raise user_not_found()
    if current.status != "UNCONFIRMED" or current.code != before.code:
        raise not_authorized(f"User cannot be confirmed. Current status is {current.status}")
    with state.store.transaction():
        users.put(state.store, confirmed.moved(attributes={**current.attributes, **confirmed.attributes}))
        emit(state, "cognito.user.confirmed", pool, username=before.username)


def _pairs(given: list[Any] | None) -> dict[str, str] | None:
    """``ValidationData`` (name/value pairs) as a trigger's ``validationData`` map."""
    if given is None:
        return None
    return {str(a.get("Name") or ""): str(a.get("Value") or "") for a in given}


async def _pre_sign_up(
    state: CognitoState,
    pool: Pool,
    source: str,
    username: str,
    client_id: str | None,
    attributes: dict[str, str],
    validation: dict[str, str] | None,
    metadata: dict[str, str] | None,
) -> dict[str, Any]:
    answer = await triggers.run(
        state,
        pool,
        "PreSignUp",
        source,
        username=username,
        client_id=client_id,
        request={
            "userAttributes": dict(attributes),
            "validationData": validation,
            "clientMetadata": dict(metadata or {}),
        },
        response={"autoConfirmUser": False, "autoVerifyEmail": False, "autoVerifyPhone": False},
    )
    return answer or {}


def _auto_verified(answer: dict[str, Any], attributes: dict[str, str]) -> dict[str, str]:
    """The PreSignUp trigger's ``autoVerifyEmail`` / ``autoVerifyPhone`` applied to the new user."""
    out = dict(attributes)
    if triggers.flag(answer, "autoVerifyEmail") and out.get("email"):
        out["email_verified"] = "true"
    if triggers.flag(answer, "autoVerifyPhone") and out.get("phone_number"):
        out["phone_number_verified"] = "true"
    return out


async def _post_confirmation(
    state: CognitoState, pool: Pool, confirmed: User, client_id: str | None, metadata: dict[str, str] | None
) -> None:
    await triggers.run(
        state,
        pool,
        "PostConfirmation",
        "PostConfirmation_ConfirmSignUp",
        username=confirmed.username,
        client_id=client_id,
        request={
            "userAttributes": triggers.user_attributes(confirmed),
            "clientMetadata": dict(metadata or {}),
        },
    )


async def sign_up(state: CognitoState, request: SignUpRequest, ctx: RequestContext) -> SignUpResponse:
    pool, client = lookup.client_anywhere(state, ctx, request["ClientId"])
    secret_hash_ok(client, request["Username"], request.get("SecretHash"))
    if (pool.spec.get("AdminCreateUserConfig") or {}).get("AllowAdminCreateUserOnly"):
        raise not_authorized("SignUp is not permitted for this user pool")
    if "Password" not in request:
        raise unsupported("SignUp without a password (passwordless sign-in)")
    attributes = _attributes(request.get("UserAttributes"))
    _check_attributes(pool, attributes)
    sub = str(uuid.uuid4())
    username = _username_for(state, pool, request["Username"], attributes, sub)
    _unique(state, pool, username, attributes, "User already exists")
    passwords.check(passwords.policy_of(pool.spec), request["Password"])
    if users.count(state.store, pool.id) >= MAX_USERS:
        raise invalid_parameter(f"labcloud keeps at most {MAX_USERS} users per pool")
    metadata = request.get("ClientMetadata")
    answer = await _pre_sign_up(
        state,
        pool,
        "PreSignUp_SignUp",
        username,
        client.id,
        attributes,
        _pairs(request.get("ValidationData")),
        metadata,
    )
    confirmed = triggers.flag(answer, "autoConfirmUser")
    attributes = _auto_verified(answer, attributes)
    code = None if confirmed else _new_code()
    now = clock.now()
    user = User(
        pool.id,
        username,
        sub,
        {"sub": sub, **attributes},
        passwords.hashed(request["Password"]),
        "CONFIRMED" if confirmed else "UNCONFIRMED",
        True,
        code,
        0.0,
        now,
        now,
    )
    message = (
        None if code is None else await custom(state, pool, user, "CustomMessage_SignUp", client.id, metadata)
    )
    if code is not None:
        await _send_code(state, pool, user, code, message, "SignUp", client.id, metadata)
    # the pool may have changed while the functions ran: the name is checked again before it is taken
    lookup.still(state, pool)
    _unique(state, pool, username, attributes, "User already exists")
    delivery = None
    with state.store.transaction():
        users.put(state.store, user)
        emit(state, "cognito.user.signed_up", pool, username=username, client_id=client.id)
        if code is not None:
            delivery = _deliver_code(state, pool, user, code, message)
    out: dict[str, Any] = {"UserConfirmed": confirmed, "UserSub": sub}
    if delivery is not None:
        out["CodeDeliveryDetails"] = delivery
    return out  # type: ignore[return-value]


async def confirm_sign_up(
    state: CognitoState, request: ConfirmSignUpRequest, ctx: RequestContext
) -> ConfirmSignUpResponse:
    pool, client = lookup.client_anywhere(state, ctx, request["ClientId"])
    secret_hash_ok(client, request["Username"], request.get("SecretHash"))
    user = lookup.find_user(state, pool, request["Username"])
    if user is None:
        raise user_not_found()
    if user.status != "UNCONFIRMED":
        if request.get("ForceAliasCreation") is not None or user.status == "CONFIRMED":
            raise not_authorized(f"User cannot be confirmed. Current status is {user.status}")
    if user.code is None or not hmac.compare_digest(user.code, request["ConfirmationCode"]):
        raise code_mismatch()
    confirmed = user.moved(
        status="CONFIRMED", code=None, attributes=_verified(pool, user.attributes), modified=clock.now()
    )
    await _post_confirmation(state, pool, confirmed, client.id, request.get("ClientMetadata"))
    _confirm(state, pool, user, confirmed)
    return {}


async def resend_confirmation_code(
    state: CognitoState, request: ResendConfirmationCodeRequest, ctx: RequestContext
) -> ResendConfirmationCodeResponse:
    pool, client = lookup.client_anywhere(state, ctx, request["ClientId"])
    secret_hash_ok(client, request["Username"], request.get("SecretHash"))
    user = lookup.user(state, pool, request["Username"])
    if user.status != "UNCONFIRMED":
        raise invalid_parameter("User is already confirmed.")
    code = _new_code()
    changed = user.moved(code=code)
    message = await custom(
        state, pool, changed, "CustomMessage_ResendCode", client.id, request.get("ClientMetadata")
    )
    await _send_code(
        state, pool, changed, code, message, "ResendCode", client.id, request.get("ClientMetadata")
    )
    current = users.find(state.store, pool.id, user.username)
    if current is None:
        raise user_not_found()
    if current.status != "UNCONFIRMED":
        raise invalid_parameter("User is already confirmed.")
    changed = current.moved(code=code)
    with state.store.transaction():
        users.put(state.store, changed)
        delivery = _deliver_code(state, pool, changed, code, message)
    return {"CodeDeliveryDetails": delivery or {}}  # type: ignore[typeddict-item]


async def migrate(
    state: CognitoState,
    pool: Pool,
    client: Client,
    name: str,
    password: str,
    metadata: dict[str, str] | None,
) -> User | None:
    """The UserMigration trigger for a sign-in whose user is not in the pool (``UserMigration_Authentication``):
    the user the function answers, made with the password just given, or None without the trigger.
    An answer without ``userAttributes`` is AWS's UserNotFoundException "Exception migrating user..."."""
    answer = await triggers.run(
        state,
        pool,
        "UserMigration",
        "UserMigration_Authentication",
        username=name,
        client_id=client.id,
        request={
            "password": password,
            "validationData": dict(metadata or {}),
            "clientMetadata": dict(metadata or {}),
        },
        response={
            "userAttributes": None,
            "finalUserStatus": None,
            "messageAction": None,
            "desiredDeliveryMediums": None,
            "forceAliasCreation": None,
            "enableSMSMFA": None,
        },
    )
    if answer is None:
        return None
    given = answer.get("userAttributes")
    if not given:
        if client.spec.get("PreventUserExistenceErrors") == "ENABLED":
            raise not_authorized()
        raise AwsError(
            "UserNotFoundException", f"Exception migrating user in app client {client.id}", status=400
        )
    attributes = {
        str(k): str(v) for k, v in triggers.string_map(given).items() if k not in ("sub", "username")
    }
    status = answer.get("finalUserStatus") or "RESET_REQUIRED"
    if status not in ("CONFIRMED", "RESET_REQUIRED"):
        raise triggers.unrecognizable()
    if answer.get("messageAction") not in (None, "SUPPRESS"):
        raise unsupported("a UserMigration messageAction other than SUPPRESS (no message is delivered)")
    _check_attributes(pool, attributes)
    sub = str(uuid.uuid4())
    username = _username_for(state, pool, name, attributes, sub)
    if users.find(state.store, pool.id, username) is not None:
        raise user_exists("User account already exists")
    if users.count(state.store, pool.id) >= MAX_USERS:
        raise invalid_parameter(f"labcloud keeps at most {MAX_USERS} users per pool")
    hashed = await asyncio.to_thread(passwords.hashed, password)
    lookup.still(state, pool)
    now = clock.now()
    user = User(pool.id, username, sub, {"sub": sub, **attributes}, hashed, status, True, None, 0.0, now, now)
    with state.store.transaction():
        if users.find(state.store, pool.id, username) is not None:
            raise user_exists("User account already exists")
        users.put(state.store, user)
        emit(state, "cognito.user.created", pool, username=username, status=status)
    return user


def _matches(user: User, name: str, operator: str, value: str) -> bool:
    if name == "username":
        actual: str | None = user.username
    elif name == "cognito:user_status":
        actual = user.status
    elif name == "status":
        actual = "Enabled" if user.enabled else "Disabled"
    else:
        actual = user.attributes.get(name)
    if actual is None:
        return False
    return actual == value if operator == "=" else actual.startswith(value)


def list_users(state: CognitoState, request: ListUsersRequest, ctx: RequestContext) -> ListUsersResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    limit = request.get("Limit") or 60
    if not 0 <= limit <= 60:
        raise invalid_parameter("Limit must be between 0 and 60")
    every = users.every(state.store, pool.id)
    text = request.get("Filter")
    if text:
        parsed = _FILTER.match(text)
        if parsed is None:
            raise invalid_parameter("Error while parsing filter.")
        name, operator, value = parsed.group(1), parsed.group(2), parsed.group(3).replace('\\"', '"')
        if name not in FILTERABLE:
            raise invalid_parameter(f"Invalid search attribute: {name}")
        every = [u for u in every if _matches(u, name, operator, value)]
    start = 0
    token = request.get("PaginationToken")
    if token:
        names = [u.username for u in every]
        if token not in names:
            raise invalid_parameter("Invalid pagination token")
        start = names.index(token)
    page = every[start : start + limit]
    wanted = request.get("AttributesToGet")
    listed = []
    for user in page:
        entry = user_type(user)
        if wanted is not None:
            entry["Attributes"] = [a for a in entry["Attributes"] if a["Name"] in wanted]
        listed.append(entry)
    out: dict[str, Any] = {"Users": listed}
    if start + limit < len(every):
        out["PaginationToken"] = every[start + limit].username
    return out  # type: ignore[return-value]
