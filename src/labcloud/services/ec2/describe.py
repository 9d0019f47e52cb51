"""The common part of EC2's Describe operations: the ids asked for (all must exist), Filters, and
``MaxResults``/``NextToken`` pages; and a record's description as answered (bookkeeping dropped)."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Sequence
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import defaults, filters
from labcloud.services.ec2.errors import error, malformed, not_found
from labcloud.services.ec2.ids import prefix_of
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State


def public(body: dict[str, Any]) -> Any:
    """The description as answered: no bookkeeping keys, no empty tag set."""
    out: dict[str, Any] = {}
    for key, value in body.items():
        if key.startswith("_") or (key == "Tags" and not value):
            continue
        if isinstance(value, dict):
            out[key] = public(value)
        elif isinstance(value, list):
            out[key] = [public(v) if isinstance(v, dict) else v for v in value]
        else:
            out[key] = value
    return out


def check_ids(prefix: str, ids: list[str]) -> None:
    for value in ids:
        if prefix_of(value) != prefix:
            raise malformed(prefix, value)


def select(
    state: Ec2State,
    ctx: RequestContext,
    kind: str,
    prefix: str,
    ids: list[str] | None,
    wanted: Sequence[Any] | None,
    known: filters.FilterMap,
    *,
    max_results: int | None = None,
    next_token: str | None = None,
    ids_name: str = "",
) -> tuple[list[Record], str | None]:
    """The records of one kind a Describe answers, and the token of the next page (if any)."""
    defaults.ensure(state, ctx.account_id, ctx.region)
    filters.check(wanted, known)
    if ids and max_results is not None:
        raise error(
            "InvalidParameterCombination",
            f"The parameter {ids_name} cannot be used with the parameter maxResults",
        )
    records = state.records.of_kind(ctx.account_id, ctx.region, kind)
    if ids:
        check_ids(prefix, ids)
        have = {r.id for r in records}
        missing = [i for i in dict.fromkeys(ids) if i not in have]
        if missing:
            raise not_found(prefix, missing)
        records = [r for r in records if r.id in set(ids)]
    records = [r for r in records if filters.matches(r.body, wanted, known)]
    return page(records, max_results, next_token)


def page(
    records: list[Record], max_results: int | None, next_token: str | None
) -> tuple[list[Record], str | None]:
    start, end, token = window(len(records), max_results, next_token)
    return records[start:end], token


def window(count: int, max_results: int | None, next_token: str | None) -> tuple[int, int, str | None]:
    """The slice ``[start:end]`` of ``count`` items one page answers, and the next page's token."""
    start = 0
    if next_token:
        try:
            start = int(base64.urlsafe_b64decode(next_token.encode()).decode())
        except (ValueError, binascii.Error, UnicodeDecodeError):
            raise error("InvalidPaginationToken", f"Invalid pagination token: {next_token}") from None
        if start < 0:
            raise error("InvalidPaginationToken", f"Invalid pagination token: {next_token}")
    if max_results is None:
        return start, count, None
    if not 5 <= max_results <= 1000:
        raise error(
            "InvalidParameterValue",
            f"Value ( {max_results} ) for parameter maxResults is invalid. Expecting a value between 5 and 1000.",
        )
    end = start + max_results
    return start, end, base64.urlsafe_b64encode(str(end).encode()).decode() if end < count else None
