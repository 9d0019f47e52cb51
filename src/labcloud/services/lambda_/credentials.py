"""Execution-role sessions: credentials for sandboxes and pollers, and which request a sandbox's key serves.

Each sandbox gets its own session credentials (from the ``RoleSessions`` interface STS offers
on the host, else unique labcloud keys), so an access key arriving over HTTP names one
sandbox, and the sandbox names the Lambda request it is running (for the DynamoDB ledger's "who").
"""

from __future__ import annotations

import secrets
import time
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from labcloud.context import Principal
from labcloud.services.sts.interfaces import RoleSessions

if TYPE_CHECKING:
    from labcloud.services.lambda_.host import LambdaHost


def role_session_principal(
    role_arn: str, session_name: str, account_id: str, access_key: str | None = None
) -> Principal:
    role_name = role_arn.split(":role/", 1)[-1].rsplit("/", 1)[-1]
    role_account = role_arn.split(":")[4] if role_arn.count(":") >= 5 else account_id
    return Principal(
        role_account or account_id,
        f"arn:aws:sts::{role_account or account_id}:assumed-role/{role_name}/{session_name}",
        "assumed-role",
        access_key,
        name=role_name,
        session_name=session_name,
        role_arn=role_arn,
    )


class SessionBroker:
    """Mints role sessions and tracks access key → sandbox → running request."""

    def __init__(self, host: LambdaHost) -> None:
        self.host = host
        self.pending_sandbox: str | None = None
        self.key_to_sandbox: dict[str, str] = {}
        self.sandbox_keys: dict[str, str] = {}
        self.sandbox_request: dict[str, str] = {}
        self._principals: dict[tuple[str, str, str], tuple[float, Principal]] = {}

    async def mint(self, role_arn: str, session_name: str, account_id: str) -> dict[str, Any]:
        sessions = self.host.interface(RoleSessions)
        if sessions is not None:
            try:
                return dict(sessions.mint_role_session(role_arn, session_name, account_id))
            except Exception:  # noqa: BLE001 - a role STS refuses still runs the function, like AWS's test creds
                pass
        return {
            "AccessKeyId": "ASIA" + secrets.token_hex(8).upper(),
            "SecretAccessKey": secrets.token_urlsafe(30),
            "SessionToken": "labcloud-" + secrets.token_urlsafe(48),
            "Expiration": datetime.now(timezone.utc) + timedelta(hours=12),
        }

    async def principal(self, role_arn: str, session_name: str, account_id: str) -> Principal:
        """The principal a poller or a destination delivery acts as (cached about an hour)."""
        key = (role_arn, session_name, account_id)
        cached = self._principals.get(key)
        if cached is not None and cached[0] > time.monotonic():
            return cached[1]
        creds = await self.mint(role_arn, session_name, account_id)
        access_key = str(creds.get("AccessKeyId"))
        principal: Principal | None = None
        try:
            resolved = self.host.identity.principal_for(access_key, "lambda")
            if resolved.kind != "root":
                principal = resolved
        except Exception:  # noqa: BLE001 - unknown keys under --enforce-iam
            principal = None
        if principal is None:
            principal = role_session_principal(role_arn, session_name, account_id, access_key)
        self._principals[key] = (time.monotonic() + 3000, principal)
        return principal

    # -- sandbox bookkeeping (fed by the runtime's event sink) ------------------------------

    def bind_key(self, access_key: str) -> None:
        if self.pending_sandbox is not None:
            self.key_to_sandbox[access_key] = self.pending_sandbox
            self.sandbox_keys[self.pending_sandbox] = access_key
            self.pending_sandbox = None

    def on_runtime_event(self, kind: str, data: dict[str, Any]) -> None:
        sandbox = data.get("sandbox_id")
        if not sandbox:
            return
        if kind == "invocation.started":
            self.sandbox_request[sandbox] = data["request_id"]
            if data.get("cold"):
                self.pending_sandbox = sandbox
        elif kind == "invocation.finished":
            if self.sandbox_request.get(sandbox) == data.get("request_id"):
                self.sandbox_request.pop(sandbox, None)
        elif kind == "sandbox.stopped":
            self.sandbox_request.pop(sandbox, None)
            key = self.sandbox_keys.pop(sandbox, None)
            if key is not None:
                self.key_to_sandbox.pop(key, None)

    def request_for_key(self, access_key: str) -> str | None:
        sandbox = self.key_to_sandbox.get(access_key)
        return self.sandbox_request.get(sandbox) if sandbox else None

    def forget_principals(self) -> None:
        self._principals.clear()
