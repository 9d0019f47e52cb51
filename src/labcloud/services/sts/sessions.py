"""Temporary credentials: the in-memory key → session index over the stored sessions (``repo.sessions``).

A session created with session policies (AssumeRole's ``Policy``/``PolicyArns``) keeps their
documents; enforcement intersects them with the role's permissions. A session with tags
(AssumeRole's or GetFederationToken's ``Tags``, tags inherited as transitive, the role's own tags)
keeps them: the principal's tags as policies see them, and the transitive ones a chained session
inherits.

Sessions are rows in SQLite (a restart keeps them valid until they expire); the index is rebuilt
from the table on start and updated after each commit, so resolving a key costs a dict lookup.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from labcloud.context import Principal
from labcloud.services.iam.policy import Policy, parse_policy
from labcloud.services.sts.repo import sessions as rows
from labcloud.services.sts.repo.sessions import NamedDocument, StoredSession
from labcloud.store.db import Store

__all__ = ["KEEP_EXPIRED_SECONDS", "NamedDocument", "Session", "SessionIndex", "parse_session_policies"]

#: Expired sessions are kept this long so their keys answer ExpiredToken (not "unknown key").
KEEP_EXPIRED_SECONDS = 7 * 24 * 3600


@dataclass(frozen=True, slots=True)
class Session:
    principal: Principal
    secret: str
    token: str
    expires: float
    #: The session policies' parsed form (None: the session has none and is not limited by them).
    policies: tuple[Policy, ...] | None = None


def parse_session_policies(documents: list[NamedDocument] | None) -> tuple[Policy, ...] | None:
    if documents is None:
        return None
    return tuple(parse_policy(text, name=name) for name, text in documents)


class SessionIndex:
    """Every live (and recently expired) session, by access key."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.by_key: dict[str, Session] = {}

    def load(self) -> None:
        rows.forget_expired(self.store, time.time() - KEEP_EXPIRED_SECONDS)
        self.by_key = {
            stored.principal.access_key or "": Session(
                stored.principal,
                stored.secret,
                stored.token,
                stored.expires,
                parse_session_policies(stored.documents),
            )
            for stored in rows.every(self.store)
        }

    def add(
        self,
        principal: Principal,
        secret: str,
        token: str,
        expires: float,
        policies: list[NamedDocument] | None = None,
    ) -> None:
        """Store a session (inside the caller's transaction); indexed once it commits."""
        assert principal.access_key is not None
        rows.insert(self.store, StoredSession(principal, secret, token, expires, policies))
        session = Session(principal, secret, token, expires, parse_session_policies(policies))
        key = principal.access_key

        def index() -> None:
            self.by_key[key] = session

        self.store.after_commit(index)
