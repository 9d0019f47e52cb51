"""Session rows (``sts_sessions``) with their session policies (``sts_session_policies``) and tags
(``sts_session_tags``): stored inside the caller's transaction, read back as :class:`StoredSession`."""

from __future__ import annotations

import json
import time
from typing import NamedTuple

from labcloud.context import Principal
from labcloud.store.db import Store

#: A session policy as stored: (name shown in denials, document text).
NamedDocument = tuple[str, str]


class StoredSession(NamedTuple):
    principal: Principal
    secret: str
    token: str
    expires: float
    #: The session policies' documents (None: the session has none).
    documents: list[NamedDocument] | None


def forget_expired(store: Store, before: float) -> None:
    """Delete sessions that expired before ``before``, and the policies and tags of deleted sessions."""
    store.execute("DELETE FROM sts_sessions WHERE expires < ?", (before,))
    store.execute(
        "DELETE FROM sts_session_policies WHERE access_key NOT IN (SELECT access_key FROM sts_sessions)"
    )
    store.execute(
        "DELETE FROM sts_session_tags WHERE access_key NOT IN (SELECT access_key FROM sts_sessions)"
    )


def every(store: Store) -> list[StoredSession]:
    documents = {
        row["access_key"]: [(str(n), str(d)) for n, d in json.loads(row["documents"])]
        for row in store.all("SELECT access_key, documents FROM sts_session_policies")
    }
    tagged = {
        row["access_key"]: (_pairs(row["tags"]), _pairs(row["transitive"]))
        for row in store.all("SELECT access_key, tags, transitive FROM sts_session_tags")
    }
    found = []
    for row in store.all("SELECT * FROM sts_sessions"):
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
        found.append(
            StoredSession(
                principal, row["secret"], row["token"], row["expires"], documents.get(row["access_key"])
            )
        )
    return found


def insert(store: Store, session: StoredSession) -> None:
    principal = session.principal
    assert principal.access_key is not None
    store.execute(
        "INSERT INTO sts_sessions (access_key, secret, token, account_id, kind, arn, role_arn, name,"
        " session_name, user_id, expires, created) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            principal.access_key,
            session.secret,
            session.token,
            principal.account_id,
            principal.kind,
            principal.arn,
            principal.role_arn,
            principal.name,
            principal.session_name,
            principal.user_id,
            session.expires,
            time.time(),
        ),
    )
    if session.documents is not None:
        store.execute(
            "INSERT INTO sts_session_policies (access_key, documents) VALUES (?, ?)",
            (principal.access_key, json.dumps(session.documents)),
        )
    if principal.tags or principal.transitive_tags:
        store.execute(
            "INSERT INTO sts_session_tags (access_key, tags, transitive) VALUES (?, ?, ?)",
            (principal.access_key, json.dumps(principal.tags), json.dumps(principal.transitive_tags)),
        )


def _pairs(text: str) -> tuple[tuple[str, str], ...]:
    return tuple((str(key), str(value)) for key, value in json.loads(text))
