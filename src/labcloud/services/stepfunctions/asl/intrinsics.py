"""Intrinsic functions (``States.Format(...)`` in a ``.$`` value): a Lark grammar and their evaluation.

Arguments are string literals in single quotes (``\\'``, ``\\{``, ``\\}``, ``\\\\`` escaped), numbers,
``true``/``false``/``null``, JSONPaths into the input (``$``) or the context object (``$$``), and
nested calls.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import random
import uuid
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from labcloud.services.stepfunctions.asl.errors import StatesError, intrinsic_failure

GRAMMAR = r"""
start: call
call: NAME "(" [arg ("," arg)*] ")"
?arg: call
    | STRING -> string
    | NUMBER -> number
    | PATH -> path
    | "true" -> true
    | "false" -> false
    | "null" -> null
NAME: /States\.[A-Za-z0-9]+/
STRING: /'(\\.|[^'\\])*'/
NUMBER: /-?\d+(\.\d+)?([eE][-+]?\d+)?/
PATH: /\$\$?(\.[^,()\s]+|\[[^\]]*\])*/
%ignore /\s+/
"""


class Call:
    __slots__ = ("name", "args")

    def __init__(self, name: str, args: list[Any]) -> None:
        self.name = name
        self.args = args


class Path:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class Literal:
    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


def _unescape(text: str) -> str:
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            out.append(text[i + 1])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _node(tree: Any) -> Any:
    """A Lark parse tree as Call/Path/Literal values."""
    kind, children = tree.data, tree.children
    if kind == "start":
        return _node(children[0])
    if kind == "call":
        return Call(str(children[0]), [_node(c) for c in children[1:] if c is not None])
    if kind == "string":
        return Literal(str(children[0])[1:-1])  # escapes kept: Format needs \{ as a literal brace
    if kind == "number":
        text = str(children[0])
        return Literal(float(text) if any(c in text for c in ".eE") else int(text))
    if kind == "path":
        return Path(str(children[0]))
    return Literal({"true": True, "false": False, "null": None}[kind])


@lru_cache(maxsize=1)
def _parser() -> Any:
    """Built on first use: Lark and the grammar cost start-up time a server without state machines never needs."""
    from lark import Lark

    return Lark(GRAMMAR, parser="lalr")


def is_intrinsic(text: str) -> bool:
    return text.startswith("States.")


@lru_cache(maxsize=1024)
def parse(text: str) -> Call:
    try:
        return _node(_parser().parse(text))
    except Exception as exc:  # noqa: BLE001 - lark's parse errors (LarkError and its kinds)
        raise intrinsic_failure(
            f"The value of the field could not be parsed as an intrinsic function: {text}"
        ) from exc


Resolve = Callable[[str], Any]


def evaluate(text: str, resolve: Resolve) -> Any:
    """The value of the intrinsic call ``text``; ``resolve`` reads a ``$``/``$$`` path."""
    return _eval(parse(text), resolve)


def _arg(node: Any, resolve: Resolve) -> Any:
    if isinstance(node, Call):
        return _eval(node, resolve)
    if isinstance(node, Path):
        return resolve(node.text)
    value = node.value
    return _unescape(value) if isinstance(value, str) else value


def _eval(call: Call, resolve: Resolve) -> Any:
    fn = FUNCTIONS.get(call.name)
    if fn is None:
        raise intrinsic_failure(f"The function {call.name} is not supported")
    if call.name == "States.Format":
        if not call.args or not isinstance(call.args[0], Literal) or not isinstance(call.args[0].value, str):
            raise intrinsic_failure("The first argument of States.Format must be a string literal")
        rest = [_arg(a, resolve) for a in call.args[1:]]
        return _format(call.args[0].value, rest)
    return fn([_arg(a, resolve) for a in call.args])


def _count(name: str, args: list[Any], low: int, high: int | None = None) -> None:
    high = low if high is None else high
    if not low <= len(args) <= high:
        want = str(low) if low == high else f"{low} to {high}"
        raise intrinsic_failure(f"Function '{name}' expects {want} arguments, but got {len(args)}")


def _want(name: str, value: Any, kind: type | tuple[type, ...], what: str) -> Any:
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise intrinsic_failure(f"Function '{name}' expects {what}, but got {json.dumps(value)}")
    return value


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _format(template: str, args: list[Any]) -> str:
    out: list[str] = []
    used = 0
    i = 0
    while i < len(template):
        ch = template[i]
        if ch == "\\" and i + 1 < len(template):
            out.append(template[i + 1])
            i += 2
            continue
        if template.startswith("{}", i):
            if used >= len(args):
                raise intrinsic_failure("Function 'States.Format' has more placeholders than arguments")
            value = args[used]
            out.append(value if isinstance(value, str) else _json(value))
            used += 1
            i += 2
            continue
        out.append(ch)
        i += 1
    if used != len(args):
        raise intrinsic_failure("Function 'States.Format' has fewer placeholders than arguments")
    return "".join(out)


def _string_to_json(args: list[Any]) -> Any:
    _count("States.StringToJson", args, 1)
    text = _want("States.StringToJson", args[0], str, "a string")
    try:
        return json.loads(text)
    except ValueError as exc:
        raise intrinsic_failure(f"Function 'States.StringToJson' could not parse {text!r} as JSON") from exc


def _json_to_string(args: list[Any]) -> str:
    _count("States.JsonToString", args, 1)
    return _json(args[0])


def _array(args: list[Any]) -> list[Any]:
    return list(args)


def _int(name: str, value: Any) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return int(_want(name, value, int, "an integer"))


def _partition(args: list[Any]) -> list[Any]:
    _count("States.ArrayPartition", args, 2)
    items = _want("States.ArrayPartition", args[0], list, "an array")
    size = _int("States.ArrayPartition", args[1])
    if size <= 0:
        raise intrinsic_failure("Function 'States.ArrayPartition' expects a chunk size greater than 0")
    return [items[i : i + size] for i in range(0, len(items), size)]


def _contains(args: list[Any]) -> bool:
    _count("States.ArrayContains", args, 2)
    items = _want("States.ArrayContains", args[0], list, "an array")
    return any(_json(item) == _json(args[1]) for item in items)


MAX_RANGE = 1000


def _range(args: list[Any]) -> list[int]:
    _count("States.ArrayRange", args, 3)
    start, end, step = (_int("States.ArrayRange", a) for a in args)
    if step == 0:
        raise intrinsic_failure("Function 'States.ArrayRange' expects a non-zero step")
    out = list(range(start, end + (1 if step > 0 else -1), step))
    if len(out) > MAX_RANGE:
        raise intrinsic_failure(f"Function 'States.ArrayRange' may produce at most {MAX_RANGE} items")
    return out


def _get_item(args: list[Any]) -> Any:
    _count("States.ArrayGetItem", args, 2)
    items = _want("States.ArrayGetItem", args[0], list, "an array")
    index = _int("States.ArrayGetItem", args[1])
    if not 0 <= index < len(items):
        raise intrinsic_failure(f"Function 'States.ArrayGetItem' index {index} is out of bounds")
    return items[index]


def _length(args: list[Any]) -> int:
    _count("States.ArrayLength", args, 1)
    return len(_want("States.ArrayLength", args[0], list, "an array"))


def _unique(args: list[Any]) -> list[Any]:
    _count("States.ArrayUnique", args, 1)
    seen: dict[str, Any] = {}
    for item in _want("States.ArrayUnique", args[0], list, "an array"):
        seen.setdefault(_json(item), item)
    return list(seen.values())


def _b64encode(args: list[Any]) -> str:
    _count("States.Base64Encode", args, 1)
    text = _want("States.Base64Encode", args[0], str, "a string")
    return base64.b64encode(text.encode()).decode()


def _b64decode(args: list[Any]) -> str:
    _count("States.Base64Decode", args, 1)
    text = _want("States.Base64Decode", args[0], str, "a string")
    try:
        return base64.b64decode(text, validate=True).decode()
    except (binascii.Error, UnicodeDecodeError) as exc:
        raise intrinsic_failure("Function 'States.Base64Decode' got input that is not valid base64") from exc


_HASHES = {"MD5": "md5", "SHA-1": "sha1", "SHA-256": "sha256", "SHA-384": "sha384", "SHA-512": "sha512"}


def _hash(args: list[Any]) -> str:
    _count("States.Hash", args, 2)
    data, algorithm = args
    name = _HASHES.get(algorithm) if isinstance(algorithm, str) else None
    if name is None:
        raise intrinsic_failure(
            f"Function 'States.Hash' does not support the algorithm {json.dumps(algorithm)}: "
            "use one of MD5, SHA-1, SHA-256, SHA-384, SHA-512"
        )
    text = data if isinstance(data, str) else _json(data)
    return hashlib.new(name, text.encode()).hexdigest()


def _merge(args: list[Any]) -> dict[str, Any]:
    _count("States.JsonMerge", args, 3)
    left = _want("States.JsonMerge", args[0], dict, "an object")
    right = _want("States.JsonMerge", args[1], dict, "an object")
    if args[2] is not False:
        raise intrinsic_failure("Function 'States.JsonMerge' supports only a shallow merge (false)")
    return {**left, **right}


def _random(args: list[Any]) -> int:
    _count("States.MathRandom", args, 2, 3)
    start = _int("States.MathRandom", args[0])
    end = _int("States.MathRandom", args[1])
    if end <= start:
        raise intrinsic_failure("Function 'States.MathRandom' expects the end to be greater than the start")
    rng = random.Random(_int("States.MathRandom", args[2])) if len(args) == 3 else random
    return rng.randrange(start, end)


def _add(args: list[Any]) -> int:
    _count("States.MathAdd", args, 2)
    return _int("States.MathAdd", args[0]) + _int("States.MathAdd", args[1])


def _split(args: list[Any]) -> list[str]:
    _count("States.StringSplit", args, 2)
    text = _want("States.StringSplit", args[0], str, "a string")
    delimiters = _want("States.StringSplit", args[1], str, "a string")
    parts = [text]
    for delimiter in delimiters:
        parts = [piece for part in parts for piece in part.split(delimiter)]
    return [p for p in parts if p]


def _uuid(args: list[Any]) -> str:
    _count("States.UUID", args, 0)
    return str(uuid.uuid4())


FUNCTIONS: dict[str, Callable[[list[Any]], Any]] = {
    "States.Format": lambda args: None,  # evaluated in _eval (its template keeps its escapes)
    "States.StringToJson": _string_to_json,
    "States.JsonToString": _json_to_string,
    "States.Array": _array,
    "States.ArrayPartition": _partition,
    "States.ArrayContains": _contains,
    "States.ArrayRange": _range,
    "States.ArrayGetItem": _get_item,
    "States.ArrayLength": _length,
    "States.ArrayUnique": _unique,
    "States.Base64Encode": _b64encode,
    "States.Base64Decode": _b64decode,
    "States.Hash": _hash,
    "States.JsonMerge": _merge,
    "States.MathRandom": _random,
    "States.MathAdd": _add,
    "States.StringSplit": _split,
    "States.UUID": _uuid,
}

__all__ = ["StatesError", "evaluate", "is_intrinsic", "parse"]
