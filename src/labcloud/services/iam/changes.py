"""What IAM does when its rows change: publish the domain event, and drop the caches derived from them
(once the transaction commits, and at once too: a rollback only makes them rebuild once more)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.iam.repo import keys
from labcloud.services.iam.state import IamState


def publish(state: IamState, ctx: RequestContext, kind: str, resource: str = "", **data: Any) -> None:
    state.bus.publish(
        kind, service="iam", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )


def forget_grants(state: IamState) -> None:
    state.grants = {}
    state.boundaries = {}
    state.key_principals = {}


def changed(state: IamState) -> None:
    """A policy, attachment, boundary, role, user or group changed: enforcement's caches go."""

    def notify() -> None:
        forget_grants(state)

    state.store.after_commit(notify)
    notify()


def load_keys(state: IamState) -> None:
    state.keys = {record.access_key: record for record in keys.every_key(state.store)}
    state.key_principals = {}


def keys_changed(state: IamState) -> None:
    def reload() -> None:
        load_keys(state)

    state.store.after_commit(reload)
