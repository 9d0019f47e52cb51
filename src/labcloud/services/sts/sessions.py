"""Temporary credentials: the ``sts_sessions`` table and the in-memory key → principal index.

A session created with session policies (AssumeRole's ``Policy``/``PolicyArns``) keeps their
documents in ``sts_session_policies``; enforcement intersects them with the role's permissions.

A session with tags (AssumeRole's or GetFederationToken's ``Tags``, tags inherited as
transitive, the role's own tags) keeps them in ``sts_session_tags``: the principal's tags as
policies see them, and the transitive ones a chained session inherits.

Sessions are rows in SQLite (a restart keeps them valid until they expire); the index is rebuilt
from the table on start and updated after each commit, so resolving a key costs a dict lookup.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

from labcloud.context import Principal
from labcloud.services.iam.policy import Policy, parse_policy
from labcloud.store.db import Store

#: A session policy as stored: (name shown in denials, document text).
NamedDocument = tuple[str, str]

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sts_sessions (
        access_key TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        token TEXT NOT NULL,
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        arn TEXT NOT NULL,
        role_arn TEXT,
        name TEXT,
        session_name TEXT,
        user_id TEXT,
        expires REAL NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS sts_sessions_expires ON sts_sessions(expires)",
    # documents: JSON list of [name, document text]
    """CREATE TABLE IF NOT EXISTS sts_session_policies (
        access_key TEXT PRIMARY KEY,
        documents TEXT NOT NULL
    )""",
    # tags / transitive: JSON lists of [key, value]
    """CREATE TABLE IF NOT EXISTS sts_session_tags (
        access_key TEXT PRIMARY KEY,
        tags TEXT NOT NULL,
        transitive TEXT NOT NULL
    )""",
)

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
        self.store.execute(
            "DELETE FROM sts_sessions WHERE expires < ?", (time.time() - KEEP_EXPIRED_SECONDS,)
        )
        for table in ("sts_session_policies", "sts_session_tags"):
            self.store.execute(
                f"DELETE FROM {table} WHERE access_key NOT IN (SELECT access_key FROM sts_sessions)"
            )
        documents = {
            row["access_key"]: [tuple(d) for d in json.loads(row["documents"])]
            for row in self.store.all("SELECT * FROM sts_session_policies")
        }
        tagged = {
            row["access_key"]: (_pairs(row["tags"]), _pairs(row["transitive"]))
            for row in self.store.all("SELECT * FROM sts_session_tags")
        }
        self.by_key = {}
        for row in self.store.all("SELECT * FROM sts_sessions"):
            tags, transitive = tagged.get(row["access_key"], ((), ()))
            principal = Principal(
                row["account_id"],
                row["arn"],
                row["kind"],
                row["access_key"],
                name=row["name"],
                session_name=row["session_name"],
                role_arn=row["role_arn"],
                user_id=row["user_id"],
                tags=tags,
                transitive_tags=transitive,
            )
            stored = documents.get(row["access_key"])
            self.by_key[row["access_key"]] = Session(
                principal, row["secret"], row["token"], row["expires"], parse_session_policies(stored)
            )

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
        self.store.execute(
            "INSERT INTO sts_sessions (access_key, secret, token, account_id, kind, arn, role_arn, name,"
            " session_name, user_id, expires, created) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                principal.access_key,
                secret,
                token,
                principal.account_id,
                principal.kind,
                principal.arn,
                principal.role_arn,
                principal.name,
                principal.session_name,
                principal.user_id,
                expires,
                time.time(),
            ),
        )
        if policies is not None:
            self.store.execute(
                "INSERT INTO sts_session_policies (access_key, documents) VALUES (?, ?)",
                (principal.access_key, json.dumps(policies)),
            )
        if principal.tags or principal.transitive_tags:
            self.store.execute(
                "INSERT INTO sts_session_tags (access_key, tags, transitive) VALUES (?, ?, ?)",
                (principal.access_key, json.dumps(principal.tags), json.dumps(principal.transitive_tags)),
            )
        session = Session(principal, secret, token, expires, parse_session_policies(policies))
        key = principal.access_key

        def index() -> None:
            self.by_key[key] = session

        self.store.after_commit(index)


def _pairs(text: str) -> tuple[tuple[str, str], ...]:
    return tuple((str(key), str(value)) for key, value in json.loads(text))
