"""What aggregations read of the matched documents: each field's kind across the searched indexes and its
values as aggregations compare them (numbers as floats, dates as epoch milliseconds, booleans, keywords as
strings), the date formats bucket keys are printed in, and the ``search.max_buckets`` bound."""

from __future__ import annotations

import datetime as dt
import math
from typing import Any

from labcloud.services.opensearchserverless import mappings as fields
from labcloud.services.opensearchserverless.os_errors import SearchError, bad_request
from labcloud.services.opensearchserverless.query import values
from labcloud.services.opensearchserverless.repo.documents import Document, Index

#: OpenSearch's ``search.max_buckets`` default: a response holding more buckets is refused.
MAX_BUCKETS = 65_535
#: Field kinds whose numeric keys are whole numbers (terms keys print as integers).
WHOLE = frozenset({"long", "integer", "short", "byte", "unsigned_long"})
UTC = dt.timezone.utc

Hit = tuple[Index, Document]


#: The dates aggregations read: years 1 to 9999 (a value outside is left out, as one that does not parse).
FIRST_MILLIS = -62_135_596_800_000.0
LAST_MILLIS = 253_402_300_799_999.0


def iso(millis: float) -> str:
    """Epoch milliseconds as OpenSearch prints a date field by default (``2024-01-15T00:00:00.000Z``); a
    number past the years datetime knows (a sum of dates) as the whole number of milliseconds."""
    if not FIRST_MILLIS <= millis <= LAST_MILLIS:
        return str(int(millis)) if math.isfinite(millis) else str(millis)
    moment = dt.datetime.fromtimestamp(millis / 1000, UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def parse_date(value: Any) -> float | None:
    """A date value (epoch milliseconds, or an ISO-8601 date or date-time) as epoch milliseconds, None for
    one that does not parse or lies outside years 1 to 9999."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        millis = float(value)
    elif str(value).strip().lstrip("-").isdigit():
        millis = float(str(value).strip())
    else:
        text = str(value).strip()
        try:
            moment = dt.datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=UTC)
            millis = moment.timestamp() * 1000
        except (ValueError, OverflowError):
            return None
    return millis if FIRST_MILLIS <= millis <= LAST_MILLIS else None


class Fields:
    """The searched indexes' mappings, asked by aggregations for a field's kind and a hit's values."""

    def __init__(self, indexes: list[Index]) -> None:
        self.indexes = indexes
        self.buckets = 0

    def kind(self, path: str) -> str:
        for index in self.indexes:
            mapped = fields.field(index.mappings, path)
            if mapped is not None:
                return str(mapped.get("type", "object"))
        return "unmapped"

    def checked(self, path: Any, aggregation: str, allowed: frozenset[str]) -> str:
        """The kind of ``path``, refused as OpenSearch refuses a field an aggregation cannot read."""
        if not isinstance(path, str) or not path:
            raise SearchError(
                400,
                "illegal_argument_exception",
                f"Required one of fields [field, script], but none were specified. [{aggregation}]",
            )
        kind = self.kind(path)
        if kind == "text":
            raise bad_request(
                "Text fields are not optimised for operations that require per-document field data like"
                " aggregations and sorting, so these operations are disabled by default. Please use a"
                " keyword field instead. Alternatively, set fielddata=true on"
                f" [{path}] in order to load field data by uninverting the inverted index."
            )
        if kind != "unmapped" and kind not in allowed:
            raise bad_request(
                f"Field [{path}] of type [{kind}] is not supported for aggregation [{aggregation}]"
            )
        return kind

    def values(self, hit: Hit, path: str, kind: str, missing: Any = None) -> list[Any]:
        """``path``'s values in the hit as ``kind`` compares them (``missing`` stands in when it has none)."""
        index, document = hit
        found = values(document.source, fields.source_path(index.mappings, path))
        if not found and missing is not None:
            found = [missing]
        if kind in fields.NUMERIC:
            out = []
            for value in found:
                try:
                    number = float(value)
                except (TypeError, ValueError, OverflowError):
                    continue
                if math.isfinite(number):  # (JSON's Infinity and NaN are left out)
                    out.append(number)
            return out
        if kind == "date":
            return [d for d in (parse_date(v) for v in found) if d is not None]
        if kind == "boolean":
            return [str(v).lower() == "true" for v in found]
        return [v if isinstance(v, str) else _text(v) for v in found if not isinstance(v, (dict, list))]

    def count_buckets(self, more: int) -> None:
        """Counts ``more`` buckets against ``search.max_buckets``: OpenSearch's 503 past it."""
        self.buckets += more
        if self.buckets > MAX_BUCKETS:
            reason = (
                f"Trying to create too many buckets. Must be less than or equal to: [{MAX_BUCKETS}] but was"
                f" [{self.buckets}]. This limit can be set by changing the [search.max_buckets] cluster level"
                " setting."
            )
            cause = {"type": "too_many_buckets_exception", "reason": reason, "max_buckets": MAX_BUCKETS}
            raise SearchError(
                503,
                "search_phase_execution_exception",
                "",
                root=[cause],
                phase="fetch",
                grouped=True,
                failed_shards=[],
                caused_by=cause,
            )


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
