"""The shared equality, hashing and repr of the typed records services read from their stores.

Building a dataclass compiles each generated method from text: ~1 ms of CPU per class on this kind of
machine, and the server builds ~100 of them before it answers (issue 40). A record declared
``@dataclass(slots=True, eq=False, repr=False)`` over :class:`Record` (or ``frozen=True`` over
:class:`FrozenRecord`) has only its ``__init__`` generated: the methods here behave exactly as the ones
``dataclass`` would have made (compare the tuple of compared fields, same class only; hash that tuple
when frozen, none otherwise; ``Name(field=value, ...)`` over the fields shown). Give each record a
docstring too, else ``dataclass`` computes one from the signature. DynamoDB's table records and KMS's
key records use it as well.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, ClassVar


class Record:
    """Equality and repr of a (not frozen) slotted dataclass record; unhashable, as dataclass makes it."""

    __slots__ = ()
    __hash__: ClassVar[None] = None  # type: ignore[assignment]

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _compared(type(self)))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __repr__(self) -> str:
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.repr)  # type: ignore[arg-type]
        return f"{type(self).__qualname__}({shown})"


class FrozenRecord(Record):
    """A frozen record: hashed by the tuple of its compared fields, as a frozen dataclass is."""

    __slots__ = ()

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(self._values())


_COMPARED: dict[type, tuple[str, ...]] = {}


def _compared(cls: Any) -> tuple[str, ...]:
    """The names of ``cls``'s compared fields, in order."""
    names = _COMPARED.get(cls)
    if names is None:
        names = _COMPARED[cls] = tuple(f.name for f in fields(cls) if f.compare)
    return names
