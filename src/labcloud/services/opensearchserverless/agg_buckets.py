"""The bucket aggregations: ``terms`` (``size``, ``order`` by ``_count``/``_key``, ``min_doc_count``),
``histogram``, ``date_histogram`` (``calendar_interval`` or ``fixed_interval``, UTC), ``range`` and
``filter``, each running its sub-aggregations on every bucket's documents. Buckets and their members are
shaped as OpenSearch answers them; every bucket counts against ``search.max_buckets``."""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Callable
from typing import Any

from labcloud.services.opensearchserverless.agg_fields import UTC, WHOLE, Fields, Hit, iso
from labcloud.services.opensearchserverless.agg_types import Aggregation, Compiling
from labcloud.services.opensearchserverless.mappings import NUMERIC
from labcloud.services.opensearchserverless.os_errors import SearchError, bad_request, parsing

Run = Callable[[list[Hit]], dict[str, Any]]
_TERMS_KINDS = NUMERIC | {"keyword", "date", "boolean"}
_CALENDAR = {
    "minute": "minute",
    "1m": "minute",
    "hour": "hour",
    "1h": "hour",
    "day": "day",
    "1d": "day",
    "week": "week",
    "1w": "week",
    "month": "month",
    "1M": "month",
    "quarter": "quarter",
    "1q": "quarter",
    "year": "year",
    "1y": "year",
}
_FIXED = re.compile(r"^(\d+)(ms|s|m|h|d)$")
_UNIT_MS = {"ms": 1, "s": 1000, "m": 60_000, "h": 3_600_000, "d": 86_400_000}


def _params(params: Any, kind: str, allowed: set[str]) -> dict[str, Any]:
    if not isinstance(params, dict):
        raise parsing(f"Expected [START_OBJECT] under [{kind}], but got a different token")
    for key in params:
        if key not in allowed:
            if key in (
                "script",
                "format",
                "keyed",
                "extended_bounds",
                "hard_bounds",
                "include",
                "exclude",
                "execution_hint",
                "collect_mode",
                "value_type",
                "offset",
                "show_term_doc_count_error",
            ):
                raise parsing(f"labcloud's OpenSearch Serverless does not support [{key}] in [{kind}]")
            raise parsing(f"[{kind}] unknown field [{key}]")
    return params


def _whole(value: Any, name: str, kind: str, least: int) -> int:
    if isinstance(value, bool):
        raise parsing(f"[{kind}] [{name}] must be a whole number")
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise parsing(f"[{kind}] [{name}] must be a whole number, got [{value}]") from None
    if number < least:
        raise bad_request(f"[{name}] must be greater than or equal to {least}. Found [{number}] in [{kind}]")
    return number


def _order(spec: Any, kind: str) -> list[tuple[str, bool]]:
    """``order``: one or a list of ``{"_count"|"_key": "asc"|"desc"}`` (ordering by a sub-aggregation is refused)."""
    items = spec if isinstance(spec, list) else [spec]
    out: list[tuple[str, bool]] = []
    for item in items:
        if not isinstance(item, dict) or len(item) != 1:
            raise parsing(f'[{kind}] [order] takes objects of one key, such as {{"_count": "desc"}}')
        key, direction = next(iter(item.items()))
        if key not in ("_count", "_key"):
            raise parsing(
                f"labcloud's OpenSearch Serverless orders [{kind}] buckets only by [_count] or [_key], not [{key}]"
            )
        if direction not in ("asc", "desc"):
            raise parsing(f"Unknown order direction [{direction}]")
        out.append((key, direction == "desc"))
    return out


def _sorted(
    buckets: list[tuple[Any, list[Hit]]], order: list[tuple[str, bool]]
) -> list[tuple[Any, list[Hit]]]:
    # stable sorts, least significant first; the key ascending breaks every tie
    buckets = sorted(buckets, key=lambda b: b[0])
    for what, descending in reversed(order):
        if what == "_count":
            buckets.sort(key=lambda b: len(b[1]), reverse=descending)
        else:
            buckets.sort(key=lambda b: b[0], reverse=descending)
    return buckets


def _subs(subs: list[Aggregation], hits: list[Hit]) -> dict[str, Any]:
    return {s.name: s.answer(hits) for s in subs}


def _grouped(
    fields: Fields,
    hits: list[Hit],
    path: str,
    kind: str,
    missing: Any,
    floor: Callable[[Any], Any] | None = None,
) -> dict[Any, list[Hit]]:
    """Each hit under every distinct key its values give (``floor`` turns a value into a bucket key)."""
    groups: dict[Any, list[Hit]] = {}
    for hit in hits:
        found = fields.values(hit, path, kind, missing)
        for value in {floor(v) for v in found} if floor is not None else set(found):
            groups.setdefault(value, []).append(hit)
    return groups


def _key(value: Any, kind: str) -> dict[str, Any]:
    if kind == "boolean":
        return {"key": 1 if value else 0, "key_as_string": "true" if value else "false"}
    if kind == "date":
        return {"key": int(value), "key_as_string": iso(value)}
    if kind in WHOLE:
        return {"key": int(value)}
    return {"key": value}


def terms(compiler: Compiling, params: Any, subs: list[Aggregation]) -> Run:
    spec = _params(params, "terms", {"field", "size", "order", "min_doc_count", "missing", "shard_size"})
    fields = compiler.fields
    path = spec.get("field")
    kind = fields.checked(path, "terms", _TERMS_KINDS)
    size = _whole(spec.get("size", 10), "size", "terms", 1)
    least = _whole(spec.get("min_doc_count", 1), "min_doc_count", "terms", 0)
    if least == 0:
        raise parsing("labcloud's OpenSearch Serverless does not support [min_doc_count] 0 in [terms]")
    if "shard_size" in spec:
        _whole(spec["shard_size"], "shard_size", "terms", 1)  # (counts are exact: there are no shards)
    order = _order(spec.get("order", [{"_count": "desc"}]), "terms")

    def run(hits: list[Hit]) -> dict[str, Any]:
        groups = {} if kind == "unmapped" else _grouped(fields, hits, str(path), kind, spec.get("missing"))
        ranked = [(k, h) for k, h in groups.items() if len(h) >= least]
        ranked = _sorted(ranked, order)
        shown, rest = ranked[:size], ranked[size:]
        fields.count_buckets(len(shown))
        buckets = [{**_key(k, kind), "doc_count": len(h), **_subs(subs, h)} for k, h in shown]
        return {
            "doc_count_error_upper_bound": 0,
            "sum_other_doc_count": sum(len(h) for _, h in rest),
            "buckets": buckets,
        }

    return run


def _filled(
    groups: dict[float, list[Hit]], least: int, step: Callable[[float], float], fields: Fields
) -> list[tuple[float, list[Hit]]]:
    """The buckets in key order; with ``min_doc_count`` 0 the empty ones between the first and last too."""
    if not groups:
        return []
    if least > 0:
        return sorted((k, h) for k, h in groups.items() if len(h) >= least)
    first, last = min(groups), max(groups)
    out: list[tuple[float, list[Hit]]] = []
    key = first
    while key <= last:
        fields.count_buckets(1)  # (counted as they are made: a huge span stops early)
        out.append((key, groups.get(key, [])))
        following = step(key)
        if following <= key:  # keys too large for the interval to move them: the rest are the groups'
            out += sorted((k, h) for k, h in groups.items() if k > key)
            break
        key = following
    fields.count_buckets(-len(out))
    return out


def _histogram_like(
    compiler: Compiling,
    spec: dict[str, Any],
    kind_name: str,
    allowed: frozenset[str],
    floor: Callable[[float], float],
    step: Callable[[float], float],
    subs: list[Aggregation],
) -> Run:
    fields = compiler.fields
    path = spec.get("field")
    kind = fields.checked(path, kind_name, allowed)
    least = _whole(spec.get("min_doc_count", 0), "min_doc_count", kind_name, 0)
    order = _order(spec["order"], kind_name) if "order" in spec else [("_key", False)]

    def run(hits: list[Hit]) -> dict[str, Any]:
        groups: dict[float, list[Hit]] = {}
        if kind != "unmapped":
            groups = _grouped(fields, hits, str(path), kind, spec.get("missing"), lambda v: floor(float(v)))
        made = _sorted(_filled(groups, least, step, fields), order)
        fields.count_buckets(len(made))
        buckets = []
        for key, members in made:
            shown = (
                {"key_as_string": iso(key), "key": int(key)}
                if kind_name == "date_histogram"
                else {"key": key}
            )
            buckets.append({**shown, "doc_count": len(members), **_subs(subs, members)})
        return {"buckets": buckets}

    return run


def histogram(compiler: Compiling, params: Any, subs: list[Aggregation]) -> Run:
    spec = _params(params, "histogram", {"field", "interval", "min_doc_count", "missing", "order", "offset"})
    try:
        interval = float(spec["interval"])
        offset = float(spec.get("offset", 0))
    except KeyError:
        raise SearchError(
            400, "illegal_argument_exception", "[interval] must be >0 for histogram aggregation [histogram]"
        ) from None
    except (TypeError, ValueError):
        raise parsing("[histogram] [interval] and [offset] must be numbers") from None
    if not interval > 0 or math.isinf(interval):
        raise bad_request("[interval] must be >0 for histogram aggregation [histogram]")
    if not math.isfinite(offset):
        raise parsing("[histogram] [offset] must be a finite number")

    def floor(value: float) -> float:
        return math.floor((value - offset) / interval) * interval + offset

    return _histogram_like(
        compiler, spec, "histogram", NUMERIC, floor, lambda k: floor(k + interval * 1.5), subs
    )


def _calendar_floor(unit: str) -> Callable[[float], float]:
    def floor(millis: float) -> float:
        moment = dt.datetime.fromtimestamp(math.floor(millis) / 1000, UTC)
        if unit == "minute":
            moment = moment.replace(second=0, microsecond=0)
        elif unit == "hour":
            moment = moment.replace(minute=0, second=0, microsecond=0)
        else:
            moment = moment.replace(hour=0, minute=0, second=0, microsecond=0)
            if unit == "week":
                moment -= dt.timedelta(days=moment.weekday())
            elif unit == "month":
                moment = moment.replace(day=1)
            elif unit == "quarter":
                moment = moment.replace(day=1, month=(moment.month - 1) // 3 * 3 + 1)
            elif unit == "year":
                moment = moment.replace(day=1, month=1)
        return moment.timestamp() * 1000

    return floor


def _calendar_step(unit: str) -> Callable[[float], float]:
    fixed = {"minute": 60_000, "hour": 3_600_000, "day": 86_400_000, "week": 7 * 86_400_000}
    months = {"month": 1, "quarter": 3, "year": 12}

    def step(millis: float) -> float:
        if unit in fixed:
            return millis + fixed[unit]
        moment = dt.datetime.fromtimestamp(millis / 1000, UTC)
        total = moment.year * 12 + moment.month - 1 + months[unit]
        return moment.replace(year=total // 12, month=total % 12 + 1).timestamp() * 1000

    return step


def date_histogram(compiler: Compiling, params: Any, subs: list[Aggregation]) -> Run:
    spec = _params(
        params,
        "date_histogram",
        {"field", "calendar_interval", "fixed_interval", "min_doc_count", "missing", "order", "time_zone"},
    )
    zone = spec.get("time_zone", "UTC")
    if zone not in ("UTC", "Z", "+00:00", "Etc/UTC"):
        raise parsing(f"labcloud's OpenSearch Serverless computes [date_histogram] in UTC only, not [{zone}]")
    calendar, fixed = spec.get("calendar_interval"), spec.get("fixed_interval")
    if calendar is not None and fixed is not None:
        raise bad_request("Cannot use [fixed_interval] with [calendar_interval] configuration option.")
    if calendar is not None:
        unit = _CALENDAR.get(str(calendar))
        if unit is None:
            raise bad_request(
                f"The supplied interval [{calendar}] could not be parsed as a calendar interval."
            )
        floor, step = _calendar_floor(unit), _calendar_step(unit)
    elif fixed is not None:
        matched = _FIXED.match(str(fixed))
        if matched is None or int(matched.group(1)) == 0:
            raise SearchError(
                400,
                "illegal_argument_exception",
                f"failed to parse setting [date_histogram.fixedInterval] with value [{fixed}] as a time value:"
                " unit is missing or unrecognized",
            )
        width = int(matched.group(1)) * _UNIT_MS[matched.group(2)]

        def floor(millis: float) -> float:
            return float(math.floor(millis / width) * width)

        def step(millis: float) -> float:
            return millis + width
    else:
        raise bad_request("Invalid interval specified, must be non-null and non-empty")
    return _histogram_like(compiler, spec, "date_histogram", frozenset({"date"}), floor, step, subs)


def _bound(value: Any, name: str) -> float | None:
    if value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise parsing(f"[range] [{name}] must be a number, got [{value}]") from None
    if not math.isfinite(number):
        raise parsing(f"[range] [{name}] must be a finite number, got [{value}]")
    return number


def _shown(value: float | None) -> str:
    return "*" if value is None else repr(float(value))


def range_(compiler: Compiling, params: Any, subs: list[Aggregation]) -> Run:
    spec = _params(params, "range", {"field", "ranges", "missing", "keyed"})
    if spec.get("keyed"):
        raise parsing("labcloud's OpenSearch Serverless does not support [keyed] in [range]")
    fields = compiler.fields
    path = spec.get("field")
    kind = fields.checked(path, "range", NUMERIC)
    given = spec.get("ranges")
    if not isinstance(given, list) or not given:
        raise bad_request("No [ranges] specified for the [range] aggregation")
    ranges: list[tuple[str, float | None, float | None]] = []
    for item in given:
        if not isinstance(item, dict) or set(item) - {"from", "to", "key"}:
            raise parsing("[range] each range takes [from], [to] and [key], nothing else")
        low, high = _bound(item.get("from"), "from"), _bound(item.get("to"), "to")
        key = str(item["key"]) if "key" in item else f"{_shown(low)}-{_shown(high)}"
        ranges.append((key, low, high))
    ranges.sort(key=lambda r: (-math.inf if r[1] is None else r[1], math.inf if r[2] is None else r[2]))

    def run(hits: list[Hit]) -> dict[str, Any]:
        fields.count_buckets(len(ranges))
        buckets = []
        for key, low, high in ranges:
            members = []
            if kind != "unmapped":
                for hit in hits:
                    found = fields.values(hit, str(path), kind, spec.get("missing"))
                    if any((low is None or v >= low) and (high is None or v < high) for v in found):
                        members.append(hit)
            bucket: dict[str, Any] = {"key": key}
            if low is not None:
                bucket["from"] = low
            if high is not None:
                bucket["to"] = high
            buckets.append({**bucket, "doc_count": len(members), **_subs(subs, members)})
        return {"buckets": buckets}

    return run


def filter_(compiler: Compiling, params: Any, subs: list[Aggregation]) -> Run:
    if not isinstance(params, dict):
        raise parsing("[filter] takes a query object")
    test = compiler.matcher(params)

    def run(hits: list[Hit]) -> dict[str, Any]:
        members = [h for h in hits if test(h)]
        return {"doc_count": len(members), **_subs(subs, members)}

    return run


BUCKETS: dict[str, Callable[[Compiling, Any, list[Aggregation]], Run]] = {
    "terms": terms,
    "histogram": histogram,
    "date_histogram": date_histogram,
    "range": range_,
    "filter": filter_,
}
