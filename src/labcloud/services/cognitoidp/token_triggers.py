"""The pre token generation trigger: the event of version ``V1_0`` (ID token, ``claimsOverrideDetails``)
or ``V2_0``/``V3_0`` (ID and access tokens, ``claimsAndScopeOverrideDetails`` with scopes), and the
:class:`Overrides` its answer makes to the tokens ``tokens.issue`` signs.

Claims that make a token what it is (``iss``, ``sub``, ``aud``, ``exp``, ``token_use``, ``jti``...) are
never changed by an answer, as on AWS; ``groupOverrideDetails`` replaces ``cognito:groups`` (both
tokens), ``cognito:roles`` and ``cognito:preferred_role`` (ID token).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from labcloud.services.cognitoidp import triggers
from labcloud.services.cognitoidp.group_ops import group_claim, group_roles
from labcloud.services.cognitoidp.repo.pools import Client, Pool
from labcloud.services.cognitoidp.repo.users import User
from labcloud.services.cognitoidp.state import CognitoState

#: Claims an answer cannot add, override or suppress.
RESERVED = frozenset(
    {
        "acr",
        "amr",
        "aud",
        "at_hash",
        "auth_time",
        "azp",
        "client_id",
        "cognito:username",
        "event_id",
        "exp",
        "iat",
        "identities",
        "iss",
        "jti",
        "nbf",
        "nonce",
        "origin_jti",
        "scope",
        "sub",
        "token_use",
        "username",
    }
)


@dataclass(slots=True)
class TokenChanges:
    add: dict[str, Any] = field(default_factory=dict)
    suppress: list[str] = field(default_factory=list)

    def apply(self, claims: dict[str, Any]) -> None:
        for name in self.suppress:
            if name not in RESERVED:
                claims.pop(name, None)
        for name, value in self.add.items():
            if name not in RESERVED:
                claims[name] = value


@dataclass(slots=True)
class Overrides:
    id_token: TokenChanges = field(default_factory=TokenChanges)
    access_token: TokenChanges = field(default_factory=TokenChanges)
    scopes_add: list[str] = field(default_factory=list)
    scopes_suppress: list[str] = field(default_factory=list)
    #: None: the user's groups; else the groups (and roles) the answer gives
    groups: list[str] | None = None
    roles: list[str] | None = None
    preferred_role: str | None = None


def _changes(value: Any) -> TokenChanges:
    if value is None:
        return TokenChanges()
    if not isinstance(value, dict):
        raise triggers.unrecognizable()
    return TokenChanges(
        triggers.string_map(value.get("claimsToAddOrOverride")),
        triggers.string_list(value.get("claimsToSuppress")),
    )


async def overrides(
    state: CognitoState,
    pool: Pool,
    client: Client,
    user: User,
    source: str,
    metadata: dict[str, str] | None = None,
) -> Overrides | None:
    """Run the pool's pre token generation trigger for a sign-in's tokens; None without one."""
    if triggers.function_of(pool, "PreTokenGeneration") is None:
        return None
    version = triggers.token_version(pool)
    groups = group_claim(state, pool.id, user.username)
    roles, preferred = group_roles(state, pool.id, user.username)
    request: dict[str, Any] = {
        "userAttributes": triggers.user_attributes(user),
        "groupConfiguration": {
            "groupsToOverride": groups,
            "iamRolesToOverride": roles,
            "preferredRole": preferred,
        },
        "clientMetadata": dict(metadata or {}),
    }
    if version == "V1_0":
        answer = await triggers.run(
            state,
            pool,
            "PreTokenGeneration",
            source,
            username=user.username,
            client_id=client.id,
            request=request,
            response={"claimsOverrideDetails": None},
        )
        details = (answer or {}).get("claimsOverrideDetails")
    else:
        request["scopes"] = ["aws.cognito.signin.user.admin"]
        answer = await triggers.run(
            state,
            pool,
            "PreTokenGeneration",
            source,
            username=user.username,
            client_id=client.id,
            request=request,
            response={"claimsAndScopeOverrideDetails": None},
            version="2" if version == "V2_0" else "3",
        )
        details = (answer or {}).get("claimsAndScopeOverrideDetails")
    out = Overrides()
    if details is None:
        return out
    if not isinstance(details, dict):
        raise triggers.unrecognizable()
    if version == "V1_0":
        out.id_token = _changes(details)
    else:
        out.id_token = _changes(details.get("idTokenGeneration"))
        access = details.get("accessTokenGeneration")
        out.access_token = _changes(access)
        if isinstance(access, dict):
            out.scopes_add = triggers.string_list(access.get("scopesToAdd"))
            out.scopes_suppress = triggers.string_list(access.get("scopesToSuppress"))
    group_details = details.get("groupOverrideDetails")
    if group_details is not None:
        if not isinstance(group_details, dict):
            raise triggers.unrecognizable()
        if group_details.get("groupsToOverride") is not None:
            out.groups = triggers.string_list(group_details.get("groupsToOverride"))
        if group_details.get("iamRolesToOverride") is not None:
            out.roles = triggers.string_list(group_details.get("iamRolesToOverride"))
        preferred = group_details.get("preferredRole")
        if preferred is not None and not isinstance(preferred, str):
            raise triggers.unrecognizable()
        out.preferred_role = preferred
    return out
