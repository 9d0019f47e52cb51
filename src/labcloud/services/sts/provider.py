"""The STS provider: a thin map from operations to the modules that implement them, plus the identity
hooks other parts of labcloud use (``resolve_key``, ``session_policies``, ``secret_for``) and
``mint_role_session`` / ``role_principal`` for services that act as a role (Lambda).

Session keys (``ASIA...``) resolve to their principal through ``hub.identity``; expired ones are
refused with ExpiredToken. A role that does not exist can still get a minted session (Lambda
may reference a role created later or deleted): such a session has no policies, so every call it
makes is denied by enforcement, which is what AWS's outcome would be for a function whose role
lost its permissions.

Checks AWS makes before authorization (ARN syntax, session-tag rules) are the ``validate_*``
methods, which the pipeline runs before IAM enforcement.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.identity import KeyExpired
from labcloud.services.base import Provider
from labcloud.services.iam.authorization_messages import decode
from labcloud.services.iam.ids import access_key_id
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import Policy
from labcloud.services.sts import assume, federation, minting
from labcloud.services.sts.interfaces import RoleSessions
from labcloud.services.sts.key_info import key_account
from labcloud.services.sts.session_policies import packed_size, refuse_unsupported, session_documents
from labcloud.services.sts.session_tags import requested
from labcloud.services.sts.sessions import SCHEMA, SessionIndex
from labcloud.services.sts.validation import check_arns, check_session_tags

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: How long a minted Lambda execution-role session lasts (re-mint for longer-lived sandboxes).
LAMBDA_SESSION_SECONDS = 12 * 3600


class StsProvider(Provider):
    service = "sts"
    tables = ("sts_sessions", "sts_session_policies", "sts_session_tags")

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        self.sessions = SessionIndex(self.store)
        hub.identity.add_resolver(self.resolve_key)
        sessions: RoleSessions = self  # mypy checks the provider keeps the interface's promise
        hub.offer(RoleSessions, sessions)

    def schema(self) -> Sequence[str]:
        return SCHEMA

    async def start(self) -> None:
        self.sessions.load()

    def reset(self) -> None:
        super().reset()
        self.sessions.by_key = {}

    @property
    def _iam(self) -> IamDirectory | None:
        return self.hub.interface(IamDirectory)

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

    def role_principal(self, role_arn: str, session_name: str, access_key: str | None = None) -> Principal:
        """The principal of a session of ``role_arn`` (for ``hub.call(..., principal=...)``; no keys needed)."""
        return minting.role_principal(self._iam, role_arn, session_name, access_key)

    def mint_role_session(
        self,
        role_arn: str,
        session_name: str,
        account_id: str | None = None,
        duration_seconds: int = LAMBDA_SESSION_SECONDS,
    ) -> dict[str, Any]:
        """Temporary credentials of ``role_arn`` without a trust check (Lambda's execution role).

        Returns ``{"AccessKeyId", "SecretAccessKey", "SessionToken", "Expiration" (aware datetime)}``.
        ``account_id`` is accepted for symmetry; the session belongs to the role ARN's account.
        """
        key = access_key_id("ASIA", assume.role_arn_account(role_arn) if role_arn.count(":") >= 5 else None)
        principal = self.role_principal(role_arn, session_name, key)
        return minting.mint(self.store, self.sessions, principal, duration_seconds)

    # ------------------------------------------------------------------ checks before authorization

    def validate_assume_role(self, ctx: RequestContext, params: dict[str, Any]) -> None:
        check_arns(params, ("RoleArn",))
        check_session_tags(params.get("Tags") or [], params.get("TransitiveTagKeys") or [])

    def validate_assume_role_with_web_identity(self, ctx: RequestContext, params: dict[str, Any]) -> None:
        check_arns(params, ("RoleArn",))

    def validate_assume_role_with_saml(self, ctx: RequestContext, params: dict[str, Any]) -> None:
        check_arns(params, ("RoleArn", "PrincipalArn"))

    def validate_get_federation_token(self, ctx: RequestContext, params: dict[str, Any]) -> None:
        check_session_tags(params.get("Tags") or [], [])

    # ------------------------------------------------------------------ operations

    def get_caller_identity(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        principal = ctx.principal
        return {
            "UserId": principal.user_id or principal.account_id,
            "Account": principal.account_id,
            "Arn": principal.arn,
        }

    def assume_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        refuse_unsupported(params, ("SerialNumber", "TokenCode", "ProvidedContexts"))
        documents = session_documents(self._iam, params)
        principal, duration = assume.prepare(ctx, params, self._iam)
        packed = (
            packed_size(documents, principal.transitive_tags + requested(params)[0])
            if documents is not None or params.get("Tags")
            else None
        )
        credentials = minting.mint(self.store, self.sessions, principal, duration, documents)
        self.publish(
            ctx,
            "sts.role.assumed",
            resource=principal.role_arn or "",
            caller=ctx.principal.arn,
            session=principal.arn,
            access_key=principal.access_key,
            expiration=credentials["Expiration"],
            tags=dict(principal.tags),
        )
        return assume.answer(principal, credentials, params, documents, packed)

    def get_session_token(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        refuse_unsupported(params, ("SerialNumber", "TokenCode"))
        caller = ctx.principal
        if caller.kind in ("assumed-role", "federated-user"):
            raise AwsError("AccessDenied", "Cannot call GetSessionToken with session credentials", status=403)
        duration = int(params.get("DurationSeconds") or 43200)
        if caller.kind == "root":
            duration = min(duration, 3600)
        principal = Principal(
            caller.account_id,
            caller.arn,
            caller.kind,
            access_key_id("ASIA", caller.account_id),
            name=caller.name,
            user_id=caller.user_id or caller.account_id,
            tags=caller.tags,
        )
        return {"Credentials": minting.mint(self.store, self.sessions, principal, duration)}

    def get_federation_token(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        caller = ctx.principal
        duration = federation.federation_duration(caller, params)
        documents = session_documents(self._iam, params) or []
        tags, _ = requested(params)
        principal = federation.federated_principal(
            caller, params["Name"], access_key_id("ASIA", caller.account_id), tags
        )
        credentials = minting.mint(self.store, self.sessions, principal, duration, documents)
        self.publish(
            ctx,
            "sts.federation_token.issued",
            resource=principal.arn,
            caller=caller.arn,
            access_key=principal.access_key,
            expiration=credentials["Expiration"],
        )
        return {
            "Credentials": credentials,
            "FederatedUser": {"FederatedUserId": principal.user_id, "Arn": principal.arn},
            "PackedPolicySize": packed_size(documents, tags) if documents or tags else 0,
        }

    def assume_role_with_web_identity(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        raise federation.web_identity_provider_error(params["WebIdentityToken"])

    def assume_role_with_saml(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        raise federation.saml_provider_error(params["SAMLAssertion"], params["PrincipalArn"])

    def get_access_key_info(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        account = key_account(params["AccessKeyId"], self._known_key, self.settings.account_id)
        return {"Account": account}

    def decode_authorization_message(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        text = decode(params["EncodedMessage"])
        if text is None:
            raise AwsError(
                "InvalidAuthorizationMessageException",
                "The encoded authorization message is invalid or was not issued by this service.",
                status=400,
            )
        return {"DecodedMessage": text}

    def _known_key(self, access_key: str) -> Principal | None:
        for resolver in self.hub.identity.resolvers:
            try:
                principal = resolver(access_key)
            except KeyExpired:
                session = self.sessions.by_key.get(access_key)
                principal = session.principal if session is not None else None
            if principal is not None:
                return principal
        return None


PROVIDER = StsProvider
