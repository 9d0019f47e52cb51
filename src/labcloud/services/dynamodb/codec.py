"""How items are stored: compact JSON text, with binary values as base64 strings.

``encode_item`` returns the text and whether the item holds binary values; ``decode_item``
turns stored text back into a wire item (bytes restored only when the row says it has binary,
so the common case is a single ``json.loads``). ``jsonable`` gives the JSON-safe wire form
(B as base64 text) used in events and the internal API. The stored text *is* the item's JSON wire
form, so ``stored_items`` lets an answer carry it as it is, neither decoded nor encoded again.
"""

from __future__ import annotations

import base64
import json
from typing import Any

import orjson

from labcloud.protocol.encoded import EncodedArray

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]


class _BinaryFlag:
    __slots__ = ("seen",)

    def __init__(self) -> None:
        self.seen = False

    def default(self, value: Any) -> Any:
        if isinstance(value, bytes | bytearray):
            self.seen = True
            return base64.b64encode(bytes(value)).decode("ascii")
        raise TypeError(f"cannot store {type(value).__name__}")


class _HasBinary(Exception):
    pass


def _no_binary(value: Any) -> Any:
    raise _HasBinary


#: One encoder for the common case (no binary values); an item with bytes takes the flagged path.
_PLAIN = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, default=_no_binary)
#: The C scanner behind ``json.loads``, called directly: stored text is one JSON object, no padding.
_SCAN: Any = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def encode_item(item: Item) -> tuple[str, bool]:
    """Stored text of ``item`` and whether it contains binary values."""
    try:
        return orjson.dumps(item).decode(), False  # same compact text as _PLAIN, several times faster
    except orjson.JSONEncodeError:
        pass  # binary values (bytes), or what orjson refuses (lone surrogates): the standard encoder
    try:
        return _PLAIN.encode(item), False
    except _HasBinary:
        pass
    flag = _BinaryFlag()
    text = json.dumps(item, separators=(",", ":"), ensure_ascii=False, default=flag.default)
    return text, flag.seen


def stored_items(texts: list[str], binary: list[int] | None = None) -> EncodedArray:
    """Stored items' texts as an answer's list of items (``protocol/encoded.py``), for every caller:
    the JSON codec writes the texts as they are, any other caller gets each item decoded.
    ``binary``: the positions of the items holding binary values (their bytes are restored then)."""
    if not binary:
        return EncodedArray(texts, _decode_plain)
    marked = frozenset(binary)
    return EncodedArray(texts, lambda index, text: decode_item(text, index in marked))


def _decode_plain(index: int, text: str) -> Item:
    return decode_item(text, False)


def _restore(value: AttributeValue) -> AttributeValue:
    ((kind, inner),) = value.items()
    if kind == "B":
        return {"B": base64.b64decode(inner)}
    if kind == "BS":
        return {"BS": [base64.b64decode(m) for m in inner]}
    if kind == "M":
        return {"M": {k: _restore(v) for k, v in inner.items()}}
    if kind == "L":
        return {"L": [_restore(v) for v in inner]}
    return value


def decode_item(text: str, binary: bool | int) -> Item:
    try:
        item: Item = _SCAN(text, 0)[0]
    except (StopIteration, TypeError):  # not our own compact text: the full decoder
        item = json.loads(text)
    if binary:
        return {name: _restore(value) for name, value in item.items()}
    return item


def _to_json(value: AttributeValue) -> AttributeValue:
    ((kind, inner),) = value.items()
    if kind == "B":
        return {"B": base64.b64encode(bytes(inner)).decode("ascii")}
    if kind == "BS":
        return {"BS": [base64.b64encode(bytes(m)).decode("ascii") for m in inner]}
    if kind == "M":
        return {"M": {k: _to_json(v) for k, v in inner.items()}}
    if kind == "L":
        return {"L": [_to_json(v) for v in inner]}
    return value


#: Attribute types whose JSON form is the value itself (nothing binary can be inside).
_PLAIN_TYPES = frozenset({"S", "N", "BOOL", "NULL", "SS", "NS"})


def jsonable(item: Item | None) -> Item | None:
    """The item with binary values as base64 strings (None stays None).

    An item with nothing binary in it is returned as it is, not copied (every write's ledger record
    takes three of these); callers treat the result as read-only."""
    if item is None:
        return None
    plain = _PLAIN_TYPES
    for value in item.values():
        if not plain.issuperset(value):
            return {name: _to_json(v) for name, v in item.items()}
    return item
