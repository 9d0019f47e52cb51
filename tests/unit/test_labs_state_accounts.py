"""Lab progress kept before accounts had their own (one learner per server) moves, on upgrade, to the
server's default account; afterwards every account's progress, active lab and hints are its own.
Also the classroom roster's rules."""

from __future__ import annotations

import pytest

from labcloud.classroom.roster import RosterError, parse
from labcloud.labs import state
from labcloud.store.db import Store


def test_progress_from_before_accounts_becomes_the_default_accounts() -> None:
    store = Store(None)
    store.ensure_schema("labs", state.SCHEMA)  # the data dir as the previous labcloud left it
    with store.transaction():
        store.execute(
            "INSERT INTO labs_progress (name, status, started_at, passed_at, attempts) VALUES (?, ?, 1, 2, 3)",
            ("dlq-isolation", state.PASSED),
        )
        store.execute(
            "INSERT INTO labs_active (slot, name, lang, started_seq, started_at, baseline)"
            " VALUES (1, 'conditional-writes', 'ja', 7, 1.5, ?)",
            ('{"k": 1}',),
        )
        store.execute("INSERT INTO labs_hints (step, shown) VALUES ('guard', 2)")
    state.ensure_schema(store, "123456789012")
    assert state.progress(store, "123456789012") == {
        "dlq-isolation": {"status": "passed", "started_at": 1, "passed_at": 2, "attempts": 3}
    }
    active = state.active(store, "123456789012")
    assert active is not None and (active.name, active.lang, active.baseline) == (
        "conditional-writes",
        "ja",
        {"k": 1},
    )
    assert state.next_hint(store, "123456789012", "guard", 5) == 3
    assert state.progress(store, "210987654321") == {} and state.active(store, "210987654321") is None


def test_accounts_keep_their_own_lab() -> None:
    store = Store(None)
    state.ensure_schema(store)
    state.activate(store, "111111111111", "dlq-isolation", "en", 1, {})
    state.activate(store, "222222222222", "conditional-writes", "pt", 2, {})
    assert state.mark_passed(store, "111111111111", "dlq-isolation") is True
    assert state.next_hint(store, "222222222222", "guard", 3) == 1
    state.forget_account(store, "111111111111")
    assert state.active(store, "111111111111") is None and state.progress(store, "111111111111") == {}
    other = state.active(store, "222222222222")
    assert other is not None and other.name == "conditional-writes"
    assert state.next_hint(store, "222222222222", "guard", 3) == 2


@pytest.mark.parametrize(
    ("text", "names"),
    [("3\n", ["learner01", "learner02", "learner03"]), ("# class\nana\n\nbo # late\n", ["ana", "bo"])],
)
def test_a_roster_names_learners_or_counts_them(text: str, names: list[str]) -> None:
    assert parse(text) == names


def test_a_roster_too_long_is_refused() -> None:
    with pytest.raises(RosterError, match="a class has at most 200 learners; the roster names 201"):
        parse("".join(f"l{n}\n" for n in range(201)))
