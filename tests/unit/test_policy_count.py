"""``resource_policies.PolicyCount``: the one "does any resource of a kind have a policy" flag the
services share (SQS's queues, Lambda's functions)."""

from __future__ import annotations

import pytest

from labcloud.resource_policies import PolicyCount
from labcloud.store.db import Store


@pytest.fixture
def store():
    store = Store(None)
    store.execute("CREATE TABLE things (name TEXT PRIMARY KEY, policy TEXT)")
    yield store
    store.close()


def _counter(store: Store) -> tuple[PolicyCount, list[int]]:
    asked: list[int] = []

    def count() -> int:
        found = int(store.scalar("SELECT COUNT(*) FROM things WHERE policy IS NOT NULL") or 0)
        asked.append(found)
        return found

    return PolicyCount(store, count), asked


def test_counts_once_until_a_change(store):
    flag, asked = _counter(store)
    assert not flag.active()
    assert not flag.active()
    assert asked == [0]  # kept: enforcement asks on every request
    with store.transaction():
        store.execute("INSERT INTO things VALUES ('a', '{}')")
        flag.changed()
    assert flag.active()
    assert asked == [0, 1]


def test_a_count_read_inside_the_writing_transaction_is_not_kept(store):
    flag, asked = _counter(store)
    with store.transaction():
        store.execute("INSERT INTO things VALUES ('a', '{}')")
        flag.changed()
        assert flag.active()  # asked inside the transaction
    assert flag.active()
    assert asked == [1, 1]  # asked again after the commit


def test_a_rolled_back_policy_is_not_remembered(store):
    flag, _ = _counter(store)
    with pytest.raises(RuntimeError), store.transaction():
        store.execute("INSERT INTO things VALUES ('a', '{}')")
        flag.changed()
        assert flag.active()
        raise RuntimeError("rolled back")
    assert not flag.active()
