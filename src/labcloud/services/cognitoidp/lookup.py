"""Finding a pool, an app client or a user as a request names them, with AWS's not-found errors.

A user is found by its username, or (when the pool signs in by them) its email or phone number:
``UsernameAttributes`` make them the only sign-in names, ``AliasAttributes`` add them (verified ones).
"""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.cognitoidp.errors import client_not_found, pool_not_found, user_not_found
from labcloud.services.cognitoidp.repo import pools, users
from labcloud.services.cognitoidp.repo.pools import Client, Pool
from labcloud.services.cognitoidp.repo.users import User
from labcloud.services.cognitoidp.state import CognitoState


def pool(state: CognitoState, ctx: RequestContext, pool_id: str) -> Pool:
    found = pools.find(state.store, pool_id)
    if found is None or found.account_id != ctx.account_id or found.region != ctx.region:
        raise pool_not_found(pool_id)
    return found


def still(state: CognitoState, pool_: Pool) -> None:
    """After a trigger ran (the loop served other requests meanwhile): the pool is still there."""
    if pools.find(state.store, pool_.id) is None:
        raise pool_not_found(pool_.id)


def client(state: CognitoState, pool_: Pool, client_id: str) -> Client:
    found = pools.find_client(state.store, client_id)
    if found is None or found.pool_id != pool_.id:
        raise client_not_found(client_id)
    return found


def client_anywhere(state: CognitoState, ctx: RequestContext, client_id: str) -> tuple[Pool, Client]:
    """The client an unauthenticated call names (InitiateAuth, SignUp...), and its pool."""
    found = pools.find_client(state.store, client_id)
    owner = None if found is None else pools.find(state.store, found.pool_id)
    if found is None or owner is None or owner.region != ctx.region:
        raise client_not_found(client_id)
    return owner, found


def sign_in_attributes(pool_: Pool) -> tuple[str, ...]:
    spec = pool_.spec
    return tuple(spec.get("UsernameAttributes") or ()) + tuple(spec.get("AliasAttributes") or ())


def find_user(state: CognitoState, pool_: Pool, name: str) -> User | None:
    found = users.find(state.store, pool_.id, name)
    if found is not None:
        return found
    wanted = [a for a in sign_in_attributes(pool_) if a in ("email", "phone_number", "preferred_username")]
    if not wanted:
        return None
    for user in users.every(state.store, pool_.id):
        if any(user.attributes.get(attribute) == name for attribute in wanted):
            return user
    return None


def user(state: CognitoState, pool_: Pool, name: str) -> User:
    found = find_user(state, pool_, name)
    if found is None:
        raise user_not_found()
    return found


def attribute_list(user_: User) -> list[dict[str, str]]:
    return [{"Name": name, "Value": value} for name, value in user_.attributes.items()]
