"""The CUSTOM_AUTH flow: the DefineAuthChallenge, CreateAuthChallenge and VerifyAuthChallengeResponse
triggers in turn, and the CUSTOM_CHALLENGE answered with RespondToAuthChallenge.

InitiateAuth asks the define function what comes next (with the challenges so far in
``request.session``): fail, issue tokens, or a ``CUSTOM_CHALLENGE`` that the create function makes
(its public parameters go to the caller, its private ones stay in the session). Each answer is checked by
the verify function (``answerCorrect``) and the define function is asked again. The SRP steps a define
function may ask for (``SRP_A``, ``PASSWORD_VERIFIER``) are refused: labcloud has no SRP.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from labcloud import clock
from labcloud.ids import argument_token
from labcloud.services.cognitoidp import tokens, triggers
from labcloud.services.cognitoidp.errors import invalid_parameter, not_authorized, unsupported
from labcloud.services.cognitoidp.repo import users
from labcloud.services.cognitoidp.repo.pools import Client, Pool
from labcloud.services.cognitoidp.repo.users import Session, User
from labcloud.services.cognitoidp.state import CognitoState

CHALLENGE = "CUSTOM_CHALLENGE"
#: Challenges one sign-in may go through before it is refused.
MAX_CHALLENGES = 20

#: Signs the user in (PostAuthentication, pre token generation, tokens): given by the caller.
SignIn = Callable[[User], Awaitable[dict[str, Any]]]


def configured(pool: Pool) -> None:
    if not all(
        triggers.function_of(pool, name)
        for name in ("DefineAuthChallenge", "CreateAuthChallenge", "VerifyAuthChallengeResponse")
    ):
        raise invalid_parameter("Custom auth lambda trigger is not configured for the user pool.")


async def next_step(
    state: CognitoState,
    pool: Pool,
    client: Client,
    user: User,
    history: list[dict[str, Any]],
    metadata: dict[str, str] | None,
    sign_in: SignIn,
) -> dict[str, Any]:
    """Ask the define function what follows ``history``: the tokens, or the next challenge."""
    if len(history) >= MAX_CHALLENGES:
        raise not_authorized("Incorrect username or password.")
    common = {"userAttributes": triggers.user_attributes(user), "clientMetadata": dict(metadata or {})}
    define = await triggers.run(
        state,
        pool,
        "DefineAuthChallenge",
        "DefineAuthChallenge_Authentication",
        username=user.username,
        client_id=client.id,
        request={**common, "session": history, "userNotFound": False},
        response={"challengeName": None, "issueTokens": False, "failAuthentication": False},
    )
    define = define or {}
    if triggers.flag(define, "failAuthentication"):
        raise not_authorized("Incorrect username or password.")
    if triggers.flag(define, "issueTokens"):
        return await sign_in(user)
    name = define.get("challengeName")
    if name in ("SRP_A", "PASSWORD_VERIFIER"):
        raise unsupported(f"the {name} step of a custom flow (SRP)")
    if name != CHALLENGE:
        raise triggers.unrecognizable()
    create = await triggers.run(
        state,
        pool,
        "CreateAuthChallenge",
        "CreateAuthChallenge_Authentication",
        username=user.username,
        client_id=client.id,
        request={**common, "challengeName": CHALLENGE, "session": history, "userNotFound": False},
        response={
            "publicChallengeParameters": None,
            "privateChallengeParameters": None,
            "challengeMetadata": None,
        },
    )
    create = create or {}
    public = {k: str(v) for k, v in triggers.string_map(create.get("publicChallengeParameters")).items()}
    private = {k: str(v) for k, v in triggers.string_map(create.get("privateChallengeParameters")).items()}
    challenge_metadata = create.get("challengeMetadata")
    if challenge_metadata is not None and not isinstance(challenge_metadata, str):
        raise triggers.unrecognizable()
    opaque = argument_token(64)
    minutes = int(client.spec.get("AuthSessionValidity") or 3)
    session = Session(
        tokens.digest(opaque),
        pool.id,
        client.id,
        user.username,
        CHALLENGE,
        clock.now() + minutes * 60,
        {"history": history, "private": private, "metadata": challenge_metadata},
    )
    with state.store.transaction():
        users.put_session(state.store, session)
    return {
        "ChallengeName": CHALLENGE,
        "Session": opaque,
        "ChallengeParameters": {**public, "USERNAME": user.username},
    }


async def answered(
    state: CognitoState,
    pool: Pool,
    client: Client,
    user: User,
    session: Session,
    answer: str,
    metadata: dict[str, str] | None,
    sign_in: SignIn,
) -> dict[str, Any]:
    """Check an answer to the session's challenge with the verify function, then ask what follows."""
    data = session.data
    verify = await triggers.run(
        state,
        pool,
        "VerifyAuthChallengeResponse",
        "VerifyAuthChallengeResponse_Authentication",
        username=user.username,
        client_id=client.id,
        request={
            "userAttributes": triggers.user_attributes(user),
            "privateChallengeParameters": dict(data.get("private") or {}),
            "challengeAnswer": answer,
            "clientMetadata": dict(metadata or {}),
            "userNotFound": False,
        },
        response={"answerCorrect": False},
    )
    correct = triggers.flag(verify or {}, "answerCorrect")
    history = list(data.get("history") or [])
    history.append(
        {"challengeName": CHALLENGE, "challengeResult": correct, "challengeMetadata": data.get("metadata")}
    )
    return await next_step(state, pool, client, user, history, metadata, sign_in)
