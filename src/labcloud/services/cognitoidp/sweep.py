"""Forgetting expired refresh tokens and challenge sessions (a periodic task on the one scheduler)."""

from __future__ import annotations

from labcloud.services.cognitoidp.repo import users
from labcloud.services.cognitoidp.state import CognitoState


def forget_expired(state: CognitoState, now: float) -> None:
    with state.store.transaction():
        users.forget_expired(state.store, now)
