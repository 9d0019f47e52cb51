"""RevisionIds: when Lambda gives a function version or alias a new one, and the precondition check.

A version's RevisionId ($LATEST or published) changes with its configuration or code (twice: the
answer to the call that changed it carries the transient revision, and settling gives another), with a
permission added to or removed from it, and for $LATEST also with a version published from it
and with its tags; an alias's changes when it is updated or its policy changes. Requests that
take a RevisionId (UpdateFunctionCode/Configuration, PublishVersion, UpdateAlias, Add/RemovePermission)
fail with 412 PreconditionFailedException when it is not the current one.
"""

from __future__ import annotations

import uuid
from typing import Any

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_.repo import functions
from labcloud.store.db import Store

MESSAGE = (
    "The Revision Id provided does not match the latest Revision Id. Call the GetFunction/GetAlias API to "
    "retrieve the latest Revision Id"
)


def check(current: str | None, given: str | None) -> None:
    if given and given != current:
        raise AwsError("PreconditionFailedException", MESSAGE, status=412, Type="User")


def new() -> str:
    return str(uuid.uuid4())


def while_settling(answer: dict[str, Any]) -> dict[str, Any]:
    """The answer of a call that leaves the function Pending or its update InProgress.

    On Lambda the configuration record changes again when it settles (Active, Successful), and with
    it the RevisionId: the revision answered here is never the one a later GetFunction shows. labcloud
    settles at once, so the stored record already carries the settled revision; the answer gets the
    transient one.
    """
    answer["RevisionId"] = new()
    return answer


def current(store: Store, ctx: RequestContext, name: str, qualifier: str | None) -> str | None:
    """The RevisionId of $LATEST (qualifier None or $LATEST), a version or an alias."""
    key = (ctx.account_id, ctx.region, name)
    if qualifier in (None, "", "$LATEST"):
        row = functions.get(store, *key)
        return None if row is None else str(row.config.revision_id)
    assert qualifier is not None
    if is_digits(qualifier):
        version = functions.version(store, key, int(qualifier))
        return None if version is None else version.revision_id
    alias = functions.alias(store, key, qualifier)
    return None if alias is None else alias.revision_id


def bump(store: Store, ctx: RequestContext, name: str, qualifier: str | None) -> str:
    """Give $LATEST, a version or an alias a new RevisionId (inside the caller's transaction)."""
    key = (ctx.account_id, ctx.region, name)
    revision = new()
    if qualifier in (None, "", "$LATEST"):
        row = functions.get(store, *key)
        if row is not None:
            functions.save_config(store, key, row.config.but(revision_id=revision))
        return revision
    assert qualifier is not None
    if is_digits(qualifier):
        config = functions.version(store, key, int(qualifier))
        if config is not None:
            functions.save_version(store, key, int(qualifier), config.but(revision_id=revision))
        return revision
    alias = functions.alias(store, key, qualifier)
    if alias is not None:
        functions.save_alias(store, key, qualifier, alias.but(revision_id=revision))
    return revision
