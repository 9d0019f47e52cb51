"""The STS provider: GetCallerIdentity, AssumeRole (trust policy checked), GetSessionToken, and
``mint_role_session`` / ``role_principal`` for services that act as a role (Lambda).

Session keys (``ASIA...``) resolve to their principal through ``hub.identity``; expired ones are
refused with ExpiredToken. A role that does not exist can still get a minted session (Lambda
may reference a role created later or deleted): such a session has no policies, so every call it
makes is denied by enforcement, which is what AWS's outcome would be for a function whose role
lost its permissions.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.identity import KeyExpired
from labcloud.services.base import Provider
from labcloud.services.iam.ids import (
    access_key_id,
    parse_role_arn,
    secret_access_key,
    session_arn,
    session_token,
    stable_id,
)
from labcloud.services.iam.policy import Policy, access_denied_message, parse_trust_policy, trust_allows
from labcloud.services.sts.session_policies import packed_size, refuse_unsupported, session_documents
from labcloud.services.sts.sessions import SCHEMA, NamedDocument, SessionIndex

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: How long a minted Lambda execution-role session lasts (re-mint for longer-lived sandboxes).
LAMBDA_SESSION_SECONDS = 12 * 3600


def _validation(message: str) -> AwsError:
    return AwsError("ValidationError", message, status=400)


class StsProvider(Provider):
    service = "sts"
    tables = ("sts_sessions", "sts_session_policies")

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        self.sessions = SessionIndex(self.store)
        hub.identity.add_resolver(self.resolve_key)

    def schema(self) -> Sequence[str]:
        return SCHEMA

    async def start(self) -> None:
        self.sessions.load()

    def reset(self) -> None:
        super().reset()
        self.sessions.by_key = {}

    # ------------------------------------------------------------------ identity hooks

    def resolve_key(self, access_key: str) -> Principal | None:
        session = self.sessions.by_key.get(access_key)
        if session is None:
            return None
        if session.expires <= time.time():
            raise KeyExpired(access_key)
        return session.principal

    def session_policies(self, access_key: str) -> tuple[Policy, ...] | None:
        """The session policies limiting a session (None when it has none)."""
        session = self.sessions.by_key.get(access_key)
        return None if session is None else session.policies

    def secret_for(self, access_key: str) -> tuple[str, str | None] | None:
        session = self.sessions.by_key.get(access_key)
        return None if session is None else (session.secret, session.token)

    # ------------------------------------------------------------------ Python API

    def _role_facts(self, role_arn: str) -> tuple[str, str, str, int]:
        """(account, role name, role id, max session seconds) — made up for a role that does not exist."""
        parsed = parse_role_arn(role_arn)
        if parsed is None:
            raise _validation(f"{role_arn} is invalid")
        account, name = parsed
        iam = self.hub.providers.get("iam")
        role = iam.find_role(account, name) if iam is not None else None  # type: ignore[attr-defined]
        if role is None:
            return account, name, stable_id("AROA", role_arn), 3600
        return account, role["RoleName"], role["RoleId"], int(role["MaxSessionDuration"])

    def role_principal(self, role_arn: str, session_name: str, access_key: str | None = None) -> Principal:
        """The principal of a session of ``role_arn`` (for ``hub.call(..., principal=...)``; no keys needed)."""
        account, name, role_id, _ = self._role_facts(role_arn)
        return Principal(account, session_arn(account, name, session_name), "assumed-role", access_key, name=name,
                         session_name=session_name, role_arn=role_arn, user_id=f"{role_id}:{session_name}")

    def _mint(self, principal: Principal, seconds: int,
              policies: list[NamedDocument] | None = None) -> dict[str, Any]:
        secret, token = secret_access_key(), session_token()
        expires = int(time.time()) + seconds
        with self.store.transaction():
            self.sessions.add(principal, secret, token, expires, policies)
        return {"AccessKeyId": principal.access_key, "SecretAccessKey": secret, "SessionToken": token,
                "Expiration": datetime.fromtimestamp(expires, timezone.utc)}

    def mint_role_session(self, role_arn: str, session_name: str, account_id: str | None = None,
                          duration_seconds: int = LAMBDA_SESSION_SECONDS) -> dict[str, Any]:
        """Temporary credentials of ``role_arn`` without a trust check (Lambda's execution role).

        Returns ``{"AccessKeyId", "SecretAccessKey", "SessionToken", "Expiration" (aware datetime)}``.
        ``account_id`` is accepted for symmetry; the session belongs to the role ARN's account.
        """
        principal = self.role_principal(role_arn, session_name, access_key_id("ASIA"))
        return self._mint(principal, duration_seconds)

    # ------------------------------------------------------------------ operations

    def get_caller_identity(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        principal = ctx.principal
        return {"UserId": principal.user_id or principal.account_id, "Account": principal.account_id,
                "Arn": principal.arn}

    def assume_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role_arn, session_name = params["RoleArn"], params["RoleSessionName"]
        refuse_unsupported(params, ("Tags", "TransitiveTagKeys", "SerialNumber", "TokenCode", "ProvidedContexts"))
        documents = session_documents(self.hub.providers.get("iam"), params)
        caller = ctx.principal
        denied = AwsError("AccessDenied", access_denied_message(caller.arn, "sts:AssumeRole", role_arn, None),
                          status=403)
        parsed = parse_role_arn(role_arn)
        iam = self.hub.providers.get("iam")
        role = iam.find_role(*parsed) if parsed is not None and iam is not None else None  # type: ignore[attr-defined]
        if role is None:
            raise denied
        context: dict[str, object] = {"aws:PrincipalArn": caller.role_arn or caller.arn,
                                      "aws:PrincipalAccount": caller.account_id, "aws:SourceIp": ctx.client_host,
                                      "aws:SecureTransport": "false"}
        if params.get("ExternalId"):
            context["sts:ExternalId"] = params["ExternalId"]
        if params.get("SourceIdentity"):
            context["sts:SourceIdentity"] = params["SourceIdentity"]
        trust = parse_trust_policy(role["AssumeRolePolicyDocument"])
        if not trust_allows(trust, caller.arn, "sts:AssumeRole", context):
            raise denied
        duration = int(params.get("DurationSeconds") or 3600)
        if caller.kind == "assumed-role" and duration > 3600:
            raise _validation("The requested DurationSeconds exceeds the 1 hour session limit for roles assumed "
                              "by role chaining.")
        if duration > int(role["MaxSessionDuration"]):
            raise _validation("The requested DurationSeconds exceeds the MaxSessionDuration set for this role.")
        principal = self.role_principal(role["Arn"], session_name, access_key_id("ASIA"))
        credentials = self._mint(principal, duration, documents)
        self.publish(ctx, "sts.role.assumed", resource=role["Arn"], caller=caller.arn, session=principal.arn,
                     access_key=principal.access_key, expiration=credentials["Expiration"])
        out: dict[str, Any] = {"Credentials": credentials,
                               "AssumedRoleUser": {"AssumedRoleId": principal.user_id, "Arn": principal.arn}}
        if documents is not None:
            out["PackedPolicySize"] = packed_size(documents)
        if params.get("SourceIdentity"):
            out["SourceIdentity"] = params["SourceIdentity"]
        return out

    def get_session_token(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        refuse_unsupported(params, ("SerialNumber", "TokenCode"))
        caller = ctx.principal
        if caller.kind == "assumed-role":
            raise AwsError("AccessDenied", "Cannot call GetSessionToken with session credentials", status=403)
        duration = int(params.get("DurationSeconds") or 43200)
        if caller.kind == "root":
            duration = min(duration, 3600)
        principal = Principal(caller.account_id, caller.arn, caller.kind, access_key_id("ASIA"), name=caller.name,
                              user_id=caller.user_id or caller.account_id)
        return {"Credentials": self._mint(principal, duration)}


PROVIDER = StsProvider
