"""STS in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

STS contributes the resolver of the session keys it mints (``hub.identity``) and the
:class:`RoleSessions` interface; its session index is rebuilt from the store when the hub starts.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from labcloud.services.shape import (
    Background,
    Contributions,
    Offer,
    Operation,
    Service,
    Validator,
    lazy_module,
)
from labcloud.services.sts.interfaces import RoleSessions
from labcloud.services.sts.keys import Sessions, resolve_key
from labcloud.services.sts.repo.schema import SCHEMA, TABLES
from labcloud.services.sts.state import StsState

if TYPE_CHECKING:
    from labcloud.services.sts import caller_ops, session_ops
else:
    caller_ops = lazy_module("labcloud.services.sts.caller_ops")
    session_ops = lazy_module("labcloud.services.sts.session_ops")

OPERATIONS: dict[str, Operation[StsState]] = {
    "GetCallerIdentity": caller_ops.get_caller_identity,
    "GetAccessKeyInfo": caller_ops.get_access_key_info,
    "DecodeAuthorizationMessage": caller_ops.decode_authorization_message,
    "AssumeRole": session_ops.assume_role,
    "GetSessionToken": session_ops.get_session_token,
    "GetFederationToken": session_ops.get_federation_token,
    "AssumeRoleWithWebIdentity": session_ops.assume_role_with_web_identity,
    "AssumeRoleWithSAML": session_ops.assume_role_with_saml,
}

VALIDATORS: dict[str, Validator[StsState]] = {
    "AssumeRole": session_ops.validate_assume_role,
    "AssumeRoleWithWebIdentity": session_ops.validate_assume_role_with_web_identity,
    "AssumeRoleWithSAML": session_ops.validate_assume_role_with_saml,
    "GetFederationToken": session_ops.validate_get_federation_token,
}


def contributions(state: StsState) -> Contributions:
    sessions: RoleSessions = Sessions(state)  # mypy checks the interface's promise is kept

    async def nothing_to_stop() -> None:
        return None

    return Contributions(
        offers=(Offer(RoleSessions, sessions),),
        resolvers=(partial(resolve_key, state),),
        # the index of stored sessions, rebuilt at start (and after a reset, empty)
        background=(Background("sts.sessions", state.sessions.load, nothing_to_stop),),
    )


def forget_sessions(state: StsState) -> None:
    state.sessions.by_key = {}


SERVICE: Service[StsState] = Service(
    name="sts",
    state=StsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    validators=VALIDATORS,
    on_reset=forget_sessions,
)
