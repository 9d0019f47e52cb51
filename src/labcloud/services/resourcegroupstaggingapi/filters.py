"""Which resources a query selects: ResourceTypeFilters (``service[:resourceType]`` as AWS spells them),
TagFilters (every filter's key present, with one of its values when it names any) and ResourceARNList;
their bounds and AWS's refusals."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labcloud.services.resourcegroupstaggingapi.errors import invalid_parameter
from labcloud.tag_sources import Tagged, TagSource, arn_parts, tags_match

if TYPE_CHECKING:
    from labcloud.services.resourcegroupstaggingapi.api import TagFilter

MAX_TAG_FILTERS = 50
MAX_FILTER_VALUES = 20
MAX_TYPE_FILTERS = 100
MAX_ARNS = 100
_TYPE = re.compile(r"^[a-z0-9-]+(:[A-Za-z0-9/-]+)?$")


@dataclass(frozen=True, slots=True)
class Query:
    """A checked selection: types (empty: all), tag filters as (key, values) and the ARNs asked for."""

    types: tuple[str, ...]
    tags: tuple[tuple[str, tuple[str, ...]], ...]
    arns: tuple[str, ...]

    def digest(self) -> str:
        """What a pagination token remembers of its query (a later page must ask the same)."""
        return repr((self.types, self.tags, self.arns))


def query_of(types: list[str] | None, tag_filters: list[TagFilter] | None, arns: list[str] | None) -> Query:
    if arns and tag_filters:
        raise invalid_parameter("You can't specify both TagFilters and ResourceARNList in the same request.")
    if arns and types:
        raise invalid_parameter(
            "You can't specify both ResourceTypeFilters and ResourceARNList in the same request."
        )
    if len(arns or []) > MAX_ARNS:
        raise invalid_parameter(f"ResourceARNList can hold at most {MAX_ARNS} ARNs.")
    for arn in arns or []:
        if arn_parts(arn) is None:
            raise invalid_parameter(f"{arn} is not a valid ARN.")
    if len(types or []) > MAX_TYPE_FILTERS:
        raise invalid_parameter(f"ResourceTypeFilters can hold at most {MAX_TYPE_FILTERS} resource types.")
    for given in types or []:
        if not _TYPE.match(given):
            raise invalid_parameter(
                f"Unsupported resource type '{given}': a resource type is service[:resourceType]."
            )
    if len(tag_filters or []) > MAX_TAG_FILTERS:
        raise invalid_parameter(f"TagFilters can hold at most {MAX_TAG_FILTERS} filters.")
    tags: list[tuple[str, tuple[str, ...]]] = []
    for one in tag_filters or []:
        key = one.get("Key")
        if not key:
            raise invalid_parameter("Each TagFilter must contain a Key.")
        values = tuple(one.get("Values") or ())
        if len(values) > MAX_FILTER_VALUES:
            raise invalid_parameter(f"A TagFilter can hold at most {MAX_FILTER_VALUES} values.")
        tags.append((key, values))
    return Query(tuple(types or ()), tuple(tags), tuple(arns or ()))


def type_selected(source: TagSource, types: tuple[str, ...]) -> bool:
    """Does one of ``types`` name the source's resources (``lambda`` or ``lambda:function``)?"""
    if not types:
        return True
    kind = source.resource_type
    return any(kind == wanted or kind.startswith(wanted + ":") for wanted in types)


def selected(sources: Iterable[TagSource], query: Query, account_id: str, region: str) -> Iterator[Tagged]:
    """The account's resources in ``region`` the query selects, each with at least one tag, ordered by ARN."""
    found: list[Tagged] = []
    wanted = set(query.arns)
    for source in sources:
        if not type_selected(source, query.types):
            continue
        if wanted and not any(source.owns(arn) for arn in wanted):
            continue
        for resource in source.resources(account_id, region):
            tags = dict(resource.tags)
            if not tags or (wanted and resource.arn not in wanted):
                continue
            if tags_match(tags, query.tags):
                found.append(Tagged(resource.arn, tags))
    found.sort(key=lambda r: r.arn)
    return iter(found)
