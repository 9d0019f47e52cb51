"""The SMS a pool with an ``SmsConfiguration`` sends, through Amazon SNS as AWS sends it: ``Publish`` with
``PhoneNumber``, as a session of the configuration's ``SnsCallerArn`` role (assumed by
``cognito-idp.amazonaws.com`` with its ``ExternalId``), in ``SnsRegion`` (the pool's region unless told).

The role is checked when a pool is created or updated with the configuration, and again before each SMS:
a role that is missing or does not trust Cognito (with the ExternalId given) is
InvalidSmsRoleTrustRelationshipException; a publish the role's policies refuse is
InvalidSmsRoleAccessPolicyException. labcloud's SNS keeps each SMS in its outbox (nothing leaves the
machine). A pool without the configuration sends no SMS (its codes are in the ``cognito.user.code_sent``
events, as before)."""

from __future__ import annotations

import re
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.cognitoidp.errors import invalid_parameter, unsupported
from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.services.sts.interfaces import RoleSessions

SERVICE_PRINCIPAL = "cognito-idp.amazonaws.com"
#: Cognito's default messages ({####}: the code or the temporary password).
VERIFICATION = "Your verification code is {####}. "
AUTHENTICATION = "Your authentication code is {####}. "
INVITATION = "Your username is {username} and temporary password is {####}. "
_ROLE = re.compile(r"^arn:aws[\w-]*:iam::\d{12}:role/[\w+=,.@/-]+$")


def trust_refused() -> AwsError:
    return AwsError(
        "InvalidSmsRoleTrustRelationshipException",
        "Role does not have a trust relationship allowing Cognito to assume the role",
        status=400,
    )


def access_refused() -> AwsError:
    return AwsError(
        "InvalidSmsRoleAccessPolicyException", "Role does not have permission to publish with SNS", status=400
    )


def _sessions(state: CognitoState) -> RoleSessions | None:
    return None if state.interfaces is None else state.interfaces.interface(RoleSessions)


def check(state: CognitoState, config: dict[str, Any]) -> dict[str, Any]:
    """The configuration as kept and described (what was given), once its role is found to trust Cognito."""
    if config.get("EumsSms"):
        raise unsupported("SmsConfiguration EumsSms (AWS End User Messaging SMS); use SnsCallerArn")
    role = str(config.get("SnsCallerArn") or "")
    if not _ROLE.match(role):
        raise invalid_parameter(f"SnsCallerArn {role} is not a valid IAM role ARN.")
    _trusted(state, config)
    return {k: config[k] for k in ("SnsCallerArn", "ExternalId", "SnsRegion") if config.get(k) is not None}


def _trusted(state: CognitoState, config: dict[str, Any]) -> RoleSessions:
    sessions = _sessions(state)
    external = str(config["ExternalId"]) if config.get("ExternalId") else None
    if sessions is None or not sessions.trusts_service(
        str(config["SnsCallerArn"]), SERVICE_PRINCIPAL, external
    ):
        raise trust_refused()
    return sessions


def mfa_enabled(spec: dict[str, Any]) -> bool:
    """Whether sign-ins need an SMS code: MfaConfiguration ON with an SmsConfiguration (CreateUserPool with
    both turns SMS MFA on, as the EnabledMfas SMS_MFA of CloudFormation does) and SMS MFA not turned off
    by SetUserPoolMfaConfig."""
    return (
        spec.get("MfaConfiguration") == "ON"
        and bool(spec.get("SmsConfiguration"))
        and spec.get("SmsMfaEnabled", True) is not False
    )


def fill(template: str, code: str, username: str | None = None) -> str:
    text = template.replace("{####}", code)
    return text if username is None else text.replace("{username}", username)


async def send(state: CognitoState, pool: Pool, phone: str, message: str) -> str | None:
    """Send ``message`` to ``phone`` as the pool's SMS role; the SNS message id, or None when the pool has
    no SmsConfiguration (then nothing is sent)."""
    config = pool.spec.get("SmsConfiguration")
    if not config or state.calls is None:
        return None
    sessions = _trusted(state, config)
    role = str(config["SnsCallerArn"])
    try:
        answer = await state.calls.call(
            "sns",
            "Publish",
            {"PhoneNumber": phone, "Message": message},
            account_id=role.split(":")[4],
            region=str(config.get("SnsRegion") or pool.region),
            principal=sessions.role_principal(role, "CognitoSMS"),
            extra={"aws:SourceArn": pool.arn, "aws:SourceAccount": pool.account_id},
        )
    except AwsError as exc:
        if exc.code in ("AuthorizationError", "AccessDenied", "AccessDeniedException"):
            raise access_refused() from None
        raise
    return str(answer.get("MessageId") or "")
