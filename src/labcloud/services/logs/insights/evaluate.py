"""Running a parsed query over records: expressions compiled to closures, then each command in turn
(filter, fields, parse, stats with its aggregates, sort, limit, dedup, display).

Numbers compare as numbers when both sides read as numbers, otherwise as text, as Logs Insights does.
"""

from __future__ import annotations

import math
import re
import statistics
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import Any

from labcloud.services.logs.insights.parser import Command, Expr, malformed
from labcloud.services.logs.insights.record import Record, format_timestamp

Compiled = Callable[[Record], Any]
AGGREGATES = frozenset(
    {"count", "count_distinct", "sum", "avg", "min", "max", "pct", "stddev", "earliest", "latest"}
)
DEFAULT_FIELDS = ("@timestamp", "@message", "@logStream", "@log")


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return float(value)
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _text(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value)


def _compare(op: str, left: Any, right: Any) -> bool:
    if left is None or right is None:
        return op == "!=" and (left is None) != (right is None)
    a, b = _number(left), _number(right)
    if a is None or b is None or isinstance(left, str) and isinstance(right, str):
        a, b = _text(left), _text(right)  # type: ignore[assignment]
        if isinstance(left, (int, float)) or isinstance(right, (int, float)):
            a, b = _number(left), _number(right)
            if a is None or b is None:
                return op == "!="
    return {"=": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]  # type: ignore[operator]


def _arith(op: str, left: Any, right: Any) -> Any:
    a, b = _number(left), _number(right)
    if a is None or b is None:
        return None
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if b == 0:
        return None
    return a / b if op == "/" else a % b


def _truthy(value: Any) -> bool:
    return bool(value) and value != "false"


def _bin(period: int) -> Callable[[Any], Any]:
    def apply(ts: Any) -> Any:
        number = _number(ts)
        return None if number is None else int(number) // period * period

    return apply


_SCALAR_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "abs": lambda v: None if _number(v) is None else abs(_number(v) or 0.0),
    "ceil": lambda v: None if _number(v) is None else math.ceil(_number(v) or 0.0),
    "floor": lambda v: None if _number(v) is None else math.floor(_number(v) or 0.0),
    "round": lambda v, n=0: None if _number(v) is None else round(_number(v) or 0.0, int(_number(n) or 0)),
    "strlen": lambda v: None if v is None else len(_text(v)),
    "toupper": lambda v: None if v is None else _text(v).upper(),
    "tolower": lambda v: None if v is None else _text(v).lower(),
    "trim": lambda v: None if v is None else _text(v).strip(),
    "ltrim": lambda v: None if v is None else _text(v).lstrip(),
    "rtrim": lambda v: None if v is None else _text(v).rstrip(),
    "concat": lambda *vs: "".join(_text(v) for v in vs),
    "substr": lambda v, start, length=None: (
        None
        if v is None
        else (
            _text(v)[int(_number(start) or 0) :]
            if length is None
            else _text(v)[int(_number(start) or 0) : int(_number(start) or 0) + int(_number(length) or 0)]
        )
    ),
    "replace": lambda v, old, new: None if v is None else _text(v).replace(_text(old), _text(new)),
    "strcontains": lambda v, part: None if v is None else int(_text(part) in _text(v)),
    "ispresent": lambda v: v is not None,
    "isempty": lambda v: v is None or _text(v) == "",
    "isblank": lambda v: v is None or _text(v).strip() == "",
    "coalesce": lambda *vs: next((v for v in vs if v is not None), None),
    "frommillis": lambda v: None if _number(v) is None else int(_number(v) or 0),
    "tomillis": lambda v: None if _number(v) is None else int(_number(v) or 0),
    "greatest": lambda *vs: max((n for n in map(_number, vs) if n is not None), default=None),
    "least": lambda *vs: min((n for n in map(_number, vs) if n is not None), default=None),
}


def compile_expr(expr: Expr) -> Compiled:
    kind = expr[0]
    if kind == "lit":
        value = expr[1]
        return lambda r: value
    if kind == "field":
        name = expr[1]
        return lambda r: r.get(name)
    if kind == "neg":
        inner = compile_expr(expr[1])
        return lambda r: None if _number(inner(r)) is None else -(_number(inner(r)) or 0.0)
    if kind == "binop":
        op, left, right = expr[1], compile_expr(expr[2]), compile_expr(expr[3])
        return lambda r: _arith(op, left(r), right(r))
    if kind == "cmp":
        op, left, right = expr[1], compile_expr(expr[2]), compile_expr(expr[3])
        return lambda r: _compare(op, left(r), right(r))
    if kind == "like":
        subject, pattern, negated = compile_expr(expr[1]), expr[2], expr[3]
        if isinstance(pattern, re.Pattern):
            search = pattern.search
            return lambda r: (subject(r) is not None and search(_text(subject(r))) is not None) != negated
        return lambda r: (subject(r) is not None and pattern in _text(subject(r))) != negated
    if kind == "in":
        subject, options, negated = compile_expr(expr[1]), [compile_expr(o) for o in expr[2]], expr[3]
        return lambda r: any(_compare("=", subject(r), o(r)) for o in options) != negated
    if kind == "and":
        left, right = compile_expr(expr[1]), compile_expr(expr[2])
        return lambda r: _truthy(left(r)) and _truthy(right(r))
    if kind == "or":
        left, right = compile_expr(expr[1]), compile_expr(expr[2])
        return lambda r: _truthy(left(r)) or _truthy(right(r))
    if kind == "not":
        inner = compile_expr(expr[1])
        return lambda r: not _truthy(inner(r))
    return _compile_call(expr)


def _compile_call(expr: Expr) -> Compiled:
    name, args = expr[1], expr[2]
    if name in AGGREGATES:
        raise malformed(f"The aggregate function {name} can be used only in a stats command")
    if name == "bin":
        if len(args) != 1 or args[0][0] != "lit" or not isinstance(args[0][1], int) or args[0][1] <= 0:
            raise malformed("bin() takes one time period such as 5m")
        binned = _bin(args[0][1])
        return lambda r: binned(r.get("@timestamp"))
    if name == "datefloor" and len(args) == 2:
        value, period = compile_expr(args[0]), args[1]
        binned = _bin(period[1] if period[0] == "lit" else 1)
        return lambda r: binned(value(r))
    function = _SCALAR_FUNCTIONS.get(name)
    if function is None:
        raise malformed(f"Unknown function: {name}")
    compiled = [compile_expr(a) for a in args if a != "*"]
    return lambda r: _call(function, [c(r) for c in compiled])


def _call(function: Callable[..., Any], values: list[Any]) -> Any:
    try:
        return function(*values)
    except (TypeError, ValueError, ArithmeticError):
        return None


# ---------------------------------------------------------------------- aggregation


@dataclass
class _Aggregate:
    name: str
    function: str
    argument: Compiled | None
    parameter: float = 0.0
    bins: bool = False


def _aggregates(specs: tuple[Any, ...]) -> list[_Aggregate]:
    out = []
    for expr, name in specs:
        if expr[0] != "call" or expr[1] not in AGGREGATES:
            raise malformed(f"stats needs aggregate functions, found {name}")
        function, args = expr[1], expr[2]
        argument = None if not args or args[0] == "*" else compile_expr(args[0])
        parameter = 0.0
        if function == "pct":
            if len(args) != 2 or args[1][0] != "lit":
                raise malformed("pct() takes a field and a percentile")
            parameter = float(args[1][1])
        out.append(_Aggregate(name, function, argument, parameter))
    return out


def _finish(aggregate: _Aggregate, values: list[Any], count: int, timestamps: list[Any]) -> Any:
    function = aggregate.function
    if function == "count":
        return count
    if function == "count_distinct":
        return len({_text(v) for v in values})
    if function in ("earliest", "latest"):
        if not values:
            return None
        pairs = sorted(zip(timestamps, values, strict=False), key=lambda p: p[0] or 0)
        return pairs[0][1] if function == "earliest" else pairs[-1][1]
    numbers = [n for n in map(_number, values) if n is not None]
    if not numbers:
        return None
    if function == "sum":
        return sum(numbers)
    if function == "avg":
        return sum(numbers) / len(numbers)
    if function == "min":
        return min(numbers)
    if function == "max":
        return max(numbers)
    if function == "stddev":
        return statistics.pstdev(numbers) if len(numbers) > 1 else 0.0
    ordered = sorted(numbers)
    rank = max(0, min(len(ordered) - 1, math.ceil(aggregate.parameter / 100 * len(ordered)) - 1))
    return ordered[rank]


def stats(records: Iterable[Record], specs: tuple[Any, ...], group_specs: tuple[Any, ...]) -> list[Record]:
    aggregates = _aggregates(specs)
    groups = [
        (compile_expr(expr), name, expr[0] == "call" and expr[1] == "bin") for expr, name in group_specs
    ]
    keyed: dict[tuple[Any, ...], tuple[list[list[Any]], list[int], list[Any]]] = {}
    only_counts = all(a.function == "count" and a.argument is None for a in aggregates)
    for record in records:
        key = tuple(g(record) for g, _, _ in groups)
        entry = keyed.get(key)
        if entry is None:
            entry = keyed[key] = ([[] for _ in aggregates], [0] * len(aggregates), [])
        if only_counts:
            entry[1][0] += 1
            continue
        entry[2].append(record.get("@timestamp"))
        for position, aggregate in enumerate(aggregates):
            if aggregate.argument is None:
                entry[1][position] += 1
                continue
            value = aggregate.argument(record)
            if value is not None:
                entry[0][position].append(value)
                entry[1][position] += 1
    rows: list[Record] = []
    for key, (values, counts, timestamps) in keyed.items():
        row = Record()
        for (_, name, is_bin), value in zip(groups, key, strict=True):
            row.extra[name] = format_timestamp(value) if is_bin and isinstance(value, int) else value
        for position, aggregate in enumerate(aggregates):
            if only_counts:
                row.extra[aggregate.name] = counts[0]
            else:
                row.extra[aggregate.name] = _finish(aggregate, values[position], counts[position], timestamps)
        rows.append(row)
    if any(is_bin for _, _, is_bin in groups):
        rows.sort(key=lambda r: [str(r.extra.get(name)) for _, name, is_bin in groups if is_bin])
    return rows


# ---------------------------------------------------------------------- the pipeline


@dataclass
class Outcome:
    rows: list[Record]
    fields: tuple[str, ...]
    aggregated: bool
    matched: int


class _Counter:
    def __init__(self, records: Iterable[Record]) -> None:
        self.records = records
        self.count = 0

    def __iter__(self) -> Iterator[Record]:
        for record in self.records:
            self.count += 1
            yield record


def run(commands: tuple[Command, ...], records: Iterable[Record], limit: int) -> Outcome:
    stream: Iterable[Record] = records
    fields: list[str] = []
    display: tuple[str, ...] | None = None
    aggregated = False
    counter: _Counter | None = None
    sorted_yet = False
    for command in commands:
        kind = command[0]
        if kind == "filter":
            predicate = compile_expr(command[1])
            stream = (r for r in stream if _truthy(predicate(r)))
        elif kind == "fields":
            stream = _with_fields(stream, [(compile_expr(e), n) for e, n in command[1]])
            fields += [n for _, n in command[1] if n not in fields]
        elif kind == "parse":
            stream = _parsed(stream, command[1], command[2], command[3])
        elif kind == "stats":
            counter = _Counter(stream) if counter is None else counter
            stream = stats(counter, command[1], command[2])
            aggregated = True
            fields = [n for _, n in command[2]] + [n for _, n in command[1]]
        elif kind == "sort":
            keys = [(compile_expr(e), desc) for e, desc in command[1]]
            stream = _sorted(list(stream), keys)
            sorted_yet = True
        elif kind == "limit":
            stream = list(islice(stream, command[1]))
        elif kind == "dedup":
            stream = _dedup(stream, command[1])
        elif kind == "display":
            display = command[1]
    if counter is None:
        counter = _Counter(stream)
        stream = counter
    rows = list(islice(stream, limit))
    if not aggregated and not sorted_yet:
        rows.sort(key=lambda r: r.ts or 0, reverse=True)
    shown = display or (tuple(fields) if fields else DEFAULT_FIELDS)
    return Outcome(rows, shown, aggregated, counter.count)


def _with_fields(stream: Iterable[Record], computed: list[tuple[Compiled, str]]) -> Iterator[Record]:
    for record in stream:
        for function, name in computed:
            record.extra[name] = function(record)
        yield record


def _parsed(
    stream: Iterable[Record], source: str, regex: re.Pattern[str], names: tuple[str, ...]
) -> Iterator[Record]:
    for record in stream:
        value = record.get(source)
        match = regex.search(_text(value)) if value is not None else None
        if match is not None:
            if regex.groupindex:
                for name in names:
                    record.extra[name] = match.group(name)
            else:
                for position, name in enumerate(names, start=1):
                    record.extra[name] = match.group(position)
        yield record


def _sorted(rows: list[Record], keys: list[tuple[Compiled, bool]]) -> list[Record]:
    for function, descending in reversed(keys):
        valued = [(function(r), r) for r in rows]
        present = [(v, r) for v, r in valued if v is not None]
        missing = [r for v, r in valued if v is None]
        numbers = [_number(v) for v, _ in present]
        if all(n is not None for n in numbers):
            by_number = sorted(
                zip([n or 0.0 for n in numbers], (r for _, r in present), strict=True),
                key=lambda p: p[0],
                reverse=descending,
            )
            ordered = [r for _, r in by_number]
        else:
            by_text = sorted(((_text(v), r) for v, r in present), key=lambda p: p[0], reverse=descending)
            ordered = [r for _, r in by_text]
        rows = ordered + missing
    return rows


def _dedup(stream: Iterable[Record], names: tuple[str, ...]) -> Iterator[Record]:
    seen: set[tuple[str, ...]] = set()
    for record in stream:
        key = tuple(_text(record.get(n)) for n in names)
        if any(record.get(n) is None for n in names) or key not in seen:
            seen.add(key)
            yield record
