"""Basic CloudWatch metric math: parse an expression, then evaluate it over time series.

Values are a time series (``{timestamp: value}``), a scalar, or an array of series (``[m1, m2]``,
``METRICS()``). Supported: numbers, query ids, ``+ - * / ^``, comparisons (``== != < <= > >=``),
``AND``/``OR``/``NOT`` (also ``&& || !``), and the functions ``SUM AVG MIN MAX`` (over a series →
a scalar; over an array → a series), ``ABS CEIL FLOOR``, ``FILL(x, value|REPEAT|LINEAR)``,
``IF(condition, a[, b])``, ``METRICS([filter])``, ``PERIOD(x)`` and ``ANOMALY_DETECTION_BAND(m[, width])``
(the band of a MetricStat query, from :mod:`.anomaly_model`, through ``Env.band``). Arithmetic between two series
keeps the timestamps both have; a division by zero gives no value at that timestamp.
Other CloudWatch functions are refused with a clear message.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .anomaly_model import DEFAULT_WIDTH, MAX_WIDTH, Band
from .errors import validation

Series = dict[int, float]
Value = Any  # float | Series | list[Series]

_TOKEN = re.compile(
    r"\s*(?:(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+)|([A-Za-z_][A-Za-z0-9_]*)|('(?:[^'\\]|\\.)*'|"
    r"\"(?:[^\"\\]|\\.)*\")|(==|!=|<=|>=|&&|\|\||[-+*/^()<>,\[\]!]))"
)

_KNOWN_UNSUPPORTED = {
    "SEARCH",
    "INSIGHT_RULE_METRIC",
    "SERVICE_QUOTA",
    "LAMBDA",
    "DIFF",
    "DIFF_TIME",
    "RATE",
    "RUNNING_SUM",
    "SLICE",
    "SORT",
    "STDDEV",
    "TIME_SERIES",
    "DATAPOINT_COUNT",
    "FIRST",
    "LAST",
    "LOG",
    "LOG10",
    "SQRT",
    "REMOVE_EMPTY",
    "MINUTE",
    "HOUR",
    "DAY",
    "DATE",
    "MONTH",
    "YEAR",
    "EPOCH",
    "CONCAT",
    "AVG_OVER_TIME",
    "SUM_OVER_TIME",
}


@dataclass(slots=True)
class Node:
    kind: str  # num, ref, str, call, op, unary, array
    value: Any = None
    args: tuple[Node, ...] = ()


class Parser:
    def __init__(self, text: str, query_id: str) -> None:
        self.text = text
        self.query_id = query_id
        self.tokens: list[tuple[str, str]] = []
        pos = 0
        text = text.rstrip()
        while pos < len(text):
            match = _TOKEN.match(text, pos)
            if match is None or match.end() == pos:
                raise self.error(f"Unexpected character at position {pos + 1}")
            number, name, string, op = match.groups()
            if number is not None:
                self.tokens.append(("num", number))
            elif name is not None:
                self.tokens.append(("name", name))
            elif string is not None:
                self.tokens.append(("str", string[1:-1]))
            else:
                self.tokens.append(("op", op))
            pos = match.end()
        self.pos = 0

    def error(self, message: str) -> Exception:
        return validation(f"Error in expression {self.query_id}: {message}")

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        token = self.peek()
        if token is None:
            raise self.error("Unexpected end of expression")
        self.pos += 1
        return token

    def accept(self, *ops: str) -> str | None:
        token = self.peek()
        if token is not None and token[1].upper() in ops and token[0] in ("op", "name"):
            if token[0] == "name" and token[1].upper() not in ("AND", "OR", "NOT"):
                return None
            self.pos += 1
            return token[1].upper()
        return None

    def parse(self) -> Node:
        if not self.tokens:
            raise self.error("Empty expression")
        node = self.parse_or()
        if self.peek() is not None:
            raise self.error(f"Unexpected token '{self.peek()[1]}'")  # type: ignore[index]
        return node

    def parse_or(self) -> Node:
        node = self.parse_and()
        while self.accept("OR", "||"):
            node = Node("op", "OR", (node, self.parse_and()))
        return node

    def parse_and(self) -> Node:
        node = self.parse_cmp()
        while self.accept("AND", "&&"):
            node = Node("op", "AND", (node, self.parse_cmp()))
        return node

    def parse_cmp(self) -> Node:
        node = self.parse_add()
        op = self.accept("==", "!=", "<=", ">=", "<", ">")
        if op:
            node = Node("op", op, (node, self.parse_add()))
        return node

    def parse_add(self) -> Node:
        node = self.parse_mul()
        while True:
            op = self.accept("+", "-")
            if not op:
                return node
            node = Node("op", op, (node, self.parse_mul()))

    def parse_mul(self) -> Node:
        node = self.parse_unary()
        while True:
            op = self.accept("*", "/")
            if not op:
                return node
            node = Node("op", op, (node, self.parse_unary()))

    def parse_unary(self) -> Node:
        if self.accept("-"):
            return Node("unary", "-", (self.parse_unary(),))
        if self.accept("NOT", "!"):
            return Node("unary", "NOT", (self.parse_unary(),))
        node = self.parse_atom()
        if self.accept("^"):
            node = Node("op", "^", (node, self.parse_unary()))
        return node

    def parse_atom(self) -> Node:
        kind, text = self.take()
        if kind == "num":
            return Node("num", float(text))
        if kind == "str":
            return Node("str", text)
        if kind == "op" and text == "(":
            node = self.parse_or()
            self.expect(")")
            return node
        if kind == "op" and text == "[":
            items = [self.parse_or()]
            while self.accept(","):
                items.append(self.parse_or())
            self.expect("]")
            return Node("array", None, tuple(items))
        if kind == "name":
            following = self.peek()
            if following == ("op", "("):
                self.pos += 1
                args: list[Node] = []
                if self.peek() != ("op", ")"):
                    args.append(self.parse_or())
                    while self.accept(","):
                        args.append(self.parse_or())
                self.expect(")")
                name = text.upper()
                if name in _KNOWN_UNSUPPORTED:
                    raise validation(
                        f"Error in expression {self.query_id}: labcloud does not support the metric "
                        f"math function {name}"
                    )
                if name not in _FUNCTIONS:
                    raise self.error(f"Unrecognized function {text}")
                return Node("call", name, tuple(args))
            if text.upper() in ("REPEAT", "LINEAR"):
                return Node("str", text.upper())
            return Node("ref", text)
        raise self.error(f"Unexpected token '{text}'")

    def expect(self, op: str) -> None:
        kind, text = self.take()
        if kind != "op" or text != op:
            raise self.error(f"Expected '{op}' but found '{text}'")


def references(node: Node) -> set[str]:
    if node.kind == "ref":
        return {str(node.value)}
    out: set[str] = set()
    for arg in node.args:
        out |= references(arg)
    return out


def uses_metrics_function(node: Node) -> bool:
    return (node.kind == "call" and node.value == "METRICS") or any(
        uses_metrics_function(a) for a in node.args
    )


# --------------------------------------------------------------------------- evaluation


@dataclass
class Env:
    """What an expression can see: other queries' results, the period grid, the queries' labels."""

    resolve: Callable[[str], Value]
    grid: list[int]
    period: int
    metric_ids: list[str]
    labels: dict[str, str]
    query_id: str
    #: The anomaly detection band of a MetricStat query (its id, the width).
    band: Callable[[str, float], Band] | None = None

    def error(self, message: str) -> Exception:
        return validation(f"Error in expression {self.query_id}: {message}")


def _binary(op: str, a: float, b: float) -> float | None:
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return a / b if b != 0 else None
    if op == "^":
        try:
            result = math.pow(a, b)
        except (OverflowError, ValueError):
            return None
        return result
    if op == "==":
        return float(a == b)
    if op == "!=":
        return float(a != b)
    if op == "<":
        return float(a < b)
    if op == "<=":
        return float(a <= b)
    if op == ">":
        return float(a > b)
    if op == ">=":
        return float(a >= b)
    if op == "AND":
        return float(bool(a) and bool(b))
    if op == "OR":
        return float(bool(a) or bool(b))
    raise ValueError(op)


def _combine(op: str, left: Value, right: Value, env: Env) -> Value:
    if isinstance(left, list):
        return [_combine(op, item, right, env) for item in left]
    if isinstance(right, list):
        return [_combine(op, left, item, env) for item in right]
    if isinstance(left, dict) and isinstance(right, dict):
        out = {}
        for ts, a in left.items():
            if ts in right:
                value = _binary(op, a, right[ts])
                if value is not None:
                    out[ts] = value
        return out
    if isinstance(left, dict):
        return {ts: v for ts, a in left.items() if (v := _binary(op, a, right)) is not None}
    if isinstance(right, dict):
        return {ts: v for ts, b in right.items() if (v := _binary(op, left, b)) is not None}
    value = _binary(op, left, right)
    return value if value is not None else math.nan


def _map(fn: Callable[[float], float], value: Value) -> Value:
    if isinstance(value, list):
        return [_map(fn, item) for item in value]
    if isinstance(value, dict):
        return {ts: fn(v) for ts, v in value.items()}
    return fn(value)


def _reduce(name: str, values: list[float]) -> float | None:
    if not values:
        return None
    if name == "SUM":
        return math.fsum(values)
    if name == "AVG":
        return math.fsum(values) / len(values)
    if name == "MIN":
        return min(values)
    return max(values)


def _aggregate(name: str, value: Value, env: Env) -> Value:
    if isinstance(value, list):
        stamps: set[int] = set()
        for series in value:
            stamps.update(series)
        out: Series = {}
        for ts in sorted(stamps):
            reduced = _reduce(name, [s[ts] for s in value if ts in s])
            if reduced is not None:
                out[ts] = reduced
        return out
    if isinstance(value, dict):
        reduced = _reduce(name, list(value.values()))
        return reduced if reduced is not None else {}
    return value


def _fill(series: Value, how: Value, env: Env) -> Value:
    if isinstance(series, list):
        return [_fill(item, how, env) for item in series]
    if not isinstance(series, dict):
        raise env.error("FILL expects a time series as its first argument")
    out: Series = {}
    known = sorted(series.items())
    if how == "REPEAT":
        last: float | None = None
        for ts in env.grid:
            if ts in series:
                last = series[ts]
            if last is not None:
                out[ts] = last
            elif known:
                out[ts] = known[0][1]
        return out
    if how == "LINEAR":
        for ts in env.grid:
            if ts in series:
                out[ts] = series[ts]
                continue
            before = [(t, v) for t, v in known if t < ts]
            after = [(t, v) for t, v in known if t > ts]
            if before and after:
                (t0, v0), (t1, v1) = before[-1], after[0]
                out[ts] = v0 + (v1 - v0) * (ts - t0) / (t1 - t0)
            elif before:
                out[ts] = before[-1][1]
            elif after:
                out[ts] = after[0][1]
        return out
    if isinstance(how, dict):
        return {ts: series.get(ts, how.get(ts, math.nan)) for ts in env.grid if ts in series or ts in how}
    if not isinstance(how, int | float):
        raise env.error("FILL expects a number, REPEAT or LINEAR as its second argument")
    return {ts: series.get(ts, float(how)) for ts in env.grid}


def _if(cond: Value, then: Value, other: Value | None, env: Env) -> Value:
    if isinstance(cond, list):
        raise env.error("IF expects a time series or a scalar as its condition")
    if not isinstance(cond, dict):
        chosen = then if cond else other
        return chosen if chosen is not None else {}
    out: Series = {}
    for ts, flag in cond.items():
        branch = then if flag else other
        if branch is None:
            continue
        if isinstance(branch, dict):
            if ts in branch:
                out[ts] = branch[ts]
        elif isinstance(branch, int | float):
            out[ts] = float(branch)
    return out


def evaluate(node: Node, env: Env) -> Value:
    kind = node.kind
    if kind == "num":
        return float(node.value)
    if kind == "str":
        return node.value
    if kind == "ref":
        return env.resolve(str(node.value))
    if kind == "array":
        items: list[Series] = []
        for arg in node.args:
            value = evaluate(arg, env)
            if isinstance(value, list):
                items.extend(value)
            elif isinstance(value, dict):
                items.append(value)
            else:
                items.append({ts: float(value) for ts in env.grid})
        return items
    if kind == "unary":
        value = evaluate(node.args[0], env)
        if node.value == "-":
            return _map(lambda v: -v, value)
        return _map(lambda v: float(not v), value)
    if kind == "op":
        return _combine(str(node.value), evaluate(node.args[0], env), evaluate(node.args[1], env), env)
    name = str(node.value)
    args = node.args
    if name == "METRICS":
        wanted = str(evaluate(args[0], env)) if args else ""
        return [env.resolve(i) for i in env.metric_ids if not wanted or wanted in env.labels.get(i, i)]
    if name == "PERIOD":
        return float(env.period)
    if name in ("SUM", "AVG", "MIN", "MAX"):
        if len(args) != 1:
            raise env.error(f"{name} expects one argument")
        return _aggregate(name, evaluate(args[0], env), env)
    if name in ("ABS", "CEIL", "FLOOR"):
        if len(args) != 1:
            raise env.error(f"{name} expects one argument")
        fn: Callable[[float], float] = {"ABS": abs, "CEIL": math.ceil, "FLOOR": math.floor}[name]  # type: ignore[assignment]
        return _map(lambda v: float(fn(v)), evaluate(args[0], env))
    if name == "FILL":
        if len(args) != 2:
            raise env.error("FILL expects two arguments")
        return _fill(evaluate(args[0], env), evaluate(args[1], env), env)
    if name == "IF":
        if len(args) not in (2, 3):
            raise env.error("IF expects two or three arguments")
        other = evaluate(args[2], env) if len(args) == 3 else None
        return _if(evaluate(args[0], env), evaluate(args[1], env), other, env)
    if name == "ANOMALY_DETECTION_BAND":
        return _band(args, env)
    raise env.error(f"Unrecognized function {name}")


def _band(args: tuple[Node, ...], env: Env) -> Band:
    if len(args) not in (1, 2) or args[0].kind != "ref" or env.band is None:
        raise env.error("ANOMALY_DETECTION_BAND expects the id of a metric and an optional band width")
    width = evaluate(args[1], env) if len(args) == 2 else DEFAULT_WIDTH
    if not isinstance(width, float) or not 0 < width <= MAX_WIDTH:
        raise env.error(f"the band width must be a number greater than 0 and at most {MAX_WIDTH:g}")
    return env.band(str(args[0].value), width)


_FUNCTIONS = {
    "ANOMALY_DETECTION_BAND",
    "METRICS",
    "PERIOD",
    "SUM",
    "AVG",
    "MIN",
    "MAX",
    "ABS",
    "CEIL",
    "FLOOR",
    "FILL",
    "IF",
}


def parse(text: str, query_id: str) -> Node:
    return Parser(text, query_id).parse()
