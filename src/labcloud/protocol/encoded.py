"""Answers that carry JSON already encoded, the same for every caller.

A service that keeps documents as JSON text (DynamoDB's items) may answer a list of them as an
:class:`EncodedArray` instead of decoding each one: the JSON codec writes the texts into the
response as they are (one array, never decoded nor encoded again), and :func:`decoded` gives every
other caller (``hub.call``) the values, each read by the service's own ``decode``. What an operation
answers thus never depends on who asked; only the encoding of the answer does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orjson


class EncodedArray:
    """A JSON array whose members are JSON texts; ``decode(index, text)`` is a member's value."""

    __slots__ = ("texts", "decode")

    def __init__(self, texts: list[str], decode: Callable[[int, str], Any]) -> None:
        self.texts = texts
        self.decode = decode

    def __len__(self) -> int:
        return len(self.texts)

    def __repr__(self) -> str:
        return f"EncodedArray({len(self.texts)} members)"

    def fragment(self) -> orjson.Fragment:
        """The array as orjson writes it verbatim."""
        return orjson.Fragment("[" + ",".join(self.texts) + "]")

    def values(self) -> list[Any]:
        decode = self.decode
        return [decode(index, text) for index, text in enumerate(self.texts)]


def decoded(answer: Any) -> Any:
    """``answer`` with each :class:`EncodedArray` in it (in its dicts and lists, at any depth) replaced
    by its values, in place; an answer without one is returned untouched."""
    kind = type(answer)
    if kind is EncodedArray:
        return answer.values()
    if kind is dict:
        for key, value in answer.items():
            if type(value) in _CONTAINERS:
                replaced = decoded(value)
                if replaced is not value:
                    answer[key] = replaced
    elif kind is list:
        for position, value in enumerate(answer):
            if type(value) in _CONTAINERS:
                replaced = decoded(value)
                if replaced is not value:
                    answer[position] = replaced
    return answer


_CONTAINERS = frozenset({dict, list, EncodedArray})
