"""Resource queries as AWS checks them: TAG_FILTERS_1_0 (ResourceTypeFilters and TagFilters) and
CLOUDFORMATION_STACK_1_0 (ResourceTypeFilters and a StackIdentifier ARN), with their bounds."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud.services.resourcegroups.errors import bad_request
from labcloud.services.resourcegroups.types import ALL_SUPPORTED, SOURCE_OF

if TYPE_CHECKING:
    from labcloud.services.resourcegroups.api import ResourceQuery

TAG_FILTERS = "TAG_FILTERS_1_0"
STACK = "CLOUDFORMATION_STACK_1_0"
MAX_TAG_FILTERS = 50
MAX_VALUES = 20
MAX_TYPES = 100
_STACK_ARN = re.compile(r"^arn:aws[a-z-]*:cloudformation:[a-z0-9-]+:\d{12}:stack/[^/]+/[^/]+$")


@dataclass(frozen=True, slots=True)
class Query:
    """A checked query: its type, the CloudFormation types it keeps (empty: all supported), its tag filters
    (key, values) and, for a stack query, the stack's ARN."""

    type: str
    types: tuple[str, ...]
    tags: tuple[tuple[str, tuple[str, ...]], ...]
    stack: str | None


def _invalid(message: str) -> Exception:
    return bad_request(f"Query not valid: {message}")


def _types(doc: dict[str, Any]) -> tuple[str, ...]:
    given = doc.get("ResourceTypeFilters", [ALL_SUPPORTED])
    if not isinstance(given, list) or not given or not all(isinstance(t, str) for t in given):
        raise _invalid("ResourceTypeFilters must be a non-empty list of resource types.")
    if len(given) > MAX_TYPES:
        raise _invalid(f"ResourceTypeFilters can hold at most {MAX_TYPES} resource types.")
    if ALL_SUPPORTED in given:
        if len(given) > 1:
            raise _invalid(f"{ALL_SUPPORTED} cannot be combined with other resource types.")
        return ()
    for kind in given:
        if kind not in SOURCE_OF:
            raise _invalid(f"Resource type {kind} is not supported.")
    return tuple(given)


def _tag_filters(doc: dict[str, Any]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    given = doc.get("TagFilters")
    if not isinstance(given, list) or not given:
        raise _invalid("TagFilters must be a non-empty list.")
    if len(given) > MAX_TAG_FILTERS:
        raise _invalid(f"TagFilters can hold at most {MAX_TAG_FILTERS} filters.")
    out: list[tuple[str, tuple[str, ...]]] = []
    for one in given:
        if not isinstance(one, dict) or set(one) - {"Key", "Values"}:
            raise _invalid("Each TagFilter holds a Key and its Values.")
        key, values = one.get("Key"), one.get("Values", [])
        if not isinstance(key, str) or not 1 <= len(key) <= 128:
            raise _invalid("Each TagFilter needs a Key of 1 to 128 characters.")
        if not isinstance(values, list) or not all(isinstance(v, str) and len(v) <= 256 for v in values):
            raise _invalid("A TagFilter's Values are strings of at most 256 characters.")
        if len(values) > MAX_VALUES:
            raise _invalid(f"A TagFilter can hold at most {MAX_VALUES} values.")
        out.append((key, tuple(values)))
    return tuple(out)


def parsed(query: ResourceQuery) -> Query:
    kind, text = query["Type"], query["Query"]
    if kind not in (TAG_FILTERS, STACK):
        raise bad_request(f"Query type {kind} is not valid: use {TAG_FILTERS} or {STACK}.")
    try:
        doc = json.loads(text)
    except ValueError:
        raise _invalid("the query is not a JSON document.") from None
    if not isinstance(doc, dict):
        raise _invalid("the query must be a JSON object.")
    if kind == TAG_FILTERS:
        unknown = set(doc) - {"ResourceTypeFilters", "TagFilters"}
        if unknown:
            raise _invalid(f"unknown members {sorted(unknown)}.")
        return Query(kind, _types(doc), _tag_filters(doc), None)
    unknown = set(doc) - {"ResourceTypeFilters", "StackIdentifier"}
    if unknown:
        raise _invalid(f"unknown members {sorted(unknown)}.")
    stack = doc.get("StackIdentifier")
    if not isinstance(stack, str) or not _STACK_ARN.match(stack):
        raise _invalid("StackIdentifier must be the ARN of a CloudFormation stack.")
    return Query(kind, _types(doc), (), stack)
