"""Minting sessions: the principal of a role session and the stored, indexed credentials of any session."""

from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Protocol

from labcloud.context import Principal
from labcloud.services.iam.ids import (
    parse_role_arn,
    secret_access_key,
    session_arn,
    session_token,
    stable_id,
)
from labcloud.services.sts.session_tags import Pairs, overlay
from labcloud.services.sts.sessions import NamedDocument, SessionIndex
from labcloud.services.sts.validation import validation_error
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.sts.api import Credentials


class RoleDirectory(Protocol):
    """What STS needs of IAM: a role as GetRole describes it (trust policy as text), or None."""

    def find_role(self, account_id: str, name: str) -> dict[str, Any] | None: ...


def find_role(iam: RoleDirectory | None, role_arn: str) -> dict[str, Any] | None:
    parsed = parse_role_arn(role_arn)
    return iam.find_role(*parsed) if parsed is not None and iam is not None else None


def role_principal(
    iam: RoleDirectory | None,
    role_arn: str,
    session_name: str,
    access_key: str | None,
    session_tags: Pairs = (),
    transitive: Pairs = (),
) -> Principal:
    """The principal of a session of ``role_arn``: made-up ids for a role that does not exist; its
    tags are the role's tags overlaid by the session's."""
    parsed = parse_role_arn(role_arn)
    if parsed is None:
        raise validation_error(f"{role_arn} is invalid")
    account, name = parsed
    role = find_role(iam, role_arn)
    role_id = role["RoleId"] if role is not None else stable_id("AROA", role_arn)
    if role is not None:
        name = role["RoleName"]
    tags = overlay(role.get("Tags") or [] if role is not None else [], session_tags)
    return Principal(
        account,
        session_arn(account, name, session_name),
        "assumed-role",
        access_key,
        name=name,
        session_name=session_name,
        role_arn=role_arn,
        user_id=f"{role_id}:{session_name}",
        tags=tags,
        transitive_tags=transitive,
    )


def mint(
    store: Store,
    sessions: SessionIndex,
    principal: Principal,
    seconds: int,
    policies: list[NamedDocument] | None = None,
) -> Credentials:
    """Store a session for ``principal`` (its access key already set) and answer its credentials."""
    secret, token = secret_access_key(), session_token()
    expires = int(time.time()) + seconds
    with store.transaction():
        sessions.add(principal, secret, token, expires, policies)
    return {
        "AccessKeyId": principal.access_key or "",
        "SecretAccessKey": secret,
        "SessionToken": token,
        "Expiration": datetime.fromtimestamp(expires, timezone.utc),
    }
