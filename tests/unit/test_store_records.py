"""``store/records.py``: a record over Record/FrozenRecord compares, hashes and shows itself exactly as the
dataclass-generated methods it replaces would."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pytest

from labcloud.store.records import FrozenRecord, Record


@dataclass(frozen=True, slots=True)
class GeneratedFrozen:
    """The reference: every method generated."""

    a: str
    b: int = 0
    hidden: str = field(default="x", repr=False, compare=False)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class SharedFrozen(FrozenRecord):
    """The same record over the shared methods."""

    a: str
    b: int = 0
    hidden: str = field(default="x", repr=False, compare=False)


@dataclass(slots=True)
class GeneratedPlain:
    """The reference of a record that is not frozen."""

    a: str
    items: list[str] = field(default_factory=list)


@dataclass(slots=True, eq=False, repr=False)
class SharedPlain(Record):
    """The same over the shared methods."""

    a: str
    items: list[str] = field(default_factory=list)


def test_a_frozen_record_compares_hashes_and_shows_as_generated() -> None:
    one, same, other = SharedFrozen("k", 1, "p"), SharedFrozen("k", 1, "q"), SharedFrozen("k", 2)
    assert one == same and one != other and hash(one) == hash(same)
    assert hash(one) == hash(GeneratedFrozen("k", 1))  # the tuple of compared fields, as generated
    assert repr(one) == repr(GeneratedFrozen("k", 1, "p")).replace("GeneratedFrozen", "SharedFrozen")
    assert one != GeneratedFrozen("k", 1)  # another class never equals, as generated
    assert {one, same} == {one}
    with pytest.raises(AttributeError):
        one.a = "changed"  # type: ignore[misc]
    assert replace(one, b=2) == other


def test_a_plain_record_compares_and_shows_as_generated_and_is_unhashable() -> None:
    one = SharedPlain("k", ["i"])
    assert one == SharedPlain("k", ["i"]) and one != SharedPlain("k")
    assert repr(one) == repr(GeneratedPlain("k", ["i"])).replace("GeneratedPlain", "SharedPlain")
    assert SharedPlain.__hash__ is None and GeneratedPlain.__hash__ is None  # type: ignore[comparison-overlap]
    with pytest.raises(TypeError):
        hash(one)
