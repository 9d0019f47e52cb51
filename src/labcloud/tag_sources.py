"""Tagged resources across services, as a contract services fulfil: each service holding tags contributes a
:class:`TagSource` (``Contributions.tag_sources``) that lists its taggable resources (ARN and tags) of an
account and region, and names the service's own operation that tags or untags one ARN.

The Resource Groups Tagging API and Resource Groups read every source through :class:`TagSources` (offered on
the hub as an interface); they never read another service's tables, and they tag through the named operation
(``hub.call`` as the caller), so each service's own limits, errors and IAM action apply.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Tagged:
    """One taggable resource: its ARN and its tags."""

    arn: str
    tags: Mapping[str, str]


@dataclass(frozen=True, slots=True)
class TagCall:
    """The service's own operation that tags (or untags) one ARN: ``hub.call(service, operation, params)``."""

    service: str
    operation: str
    params: dict[str, Any]


@dataclass(frozen=True, slots=True)
class TagSource:
    """One kind of a service's taggable resources.

    ``resource_type``: how the Tagging API's ResourceTypeFilters spell it (``sqs``, ``lambda:function``);
    ``owns``: whether an ARN is of this kind (its ARN's service and resource part); ``resources``: the
    account's resources in a region; ``tag``/``untag``: the call tagging one ARN with tags / removing keys."""

    resource_type: str
    owns: Callable[[str], bool]
    resources: Callable[[str, str], Iterable[Tagged]]
    tag: Callable[[str, dict[str, str]], TagCall]
    untag: Callable[[str, list[str]], TagCall]


def arn_parts(arn: str) -> tuple[str, str, str, str] | None:
    """An ARN's (service, region, account, resource), None when it is not one."""
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or not parts[1] or not parts[2]:
        return None
    return parts[2], parts[3], parts[4], parts[5]


def arn_prefix(service: str, resource_prefix: str = "") -> Callable[[str], bool]:
    """``owns`` for ARNs of ``service`` whose resource part starts with ``resource_prefix``."""

    def owns(arn: str) -> bool:
        parts = arn_parts(arn)
        return parts is not None and parts[0] == service and parts[3].startswith(resource_prefix)

    return owns


def tag_resource(
    service: str,
    arn_member: str,
    *,
    tags_member: str = "Tags",
    keys_member: str = "TagKeys",
    pairs: tuple[str, str] | None = ("Key", "Value"),
    operations: tuple[str, str] = ("TagResource", "UntagResource"),
) -> tuple[Callable[[str, dict[str, str]], TagCall], Callable[[str, list[str]], TagCall]]:
    """``tag`` and ``untag`` for a service tagging by ARN: ``operations`` with the ARN in ``arn_member``,
    the tags in ``tags_member`` (a list of ``pairs`` members, or a map when ``pairs`` is None) and the
    keys removed in ``keys_member``."""

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        given: object = tags if pairs is None else [{pairs[0]: k, pairs[1]: v} for k, v in tags.items()]
        return TagCall(service, operations[0], {arn_member: arn, tags_member: given})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall(service, operations[1], {arn_member: arn, keys_member: list(keys)})

    return tag, untag


def tags_match(tags: Mapping[str, str], filters: Sequence[tuple[str, Sequence[str]]]) -> bool:
    """Does every filter's key hold one of its values (any value, when the filter names none)?"""
    return all(key in tags and (not values or tags[key] in values) for key, values in filters)


class TagSources:
    """Every service's tag sources; asking for them builds the services not built yet (so none is missed)."""

    def __init__(self, build_all: Callable[[], None]) -> None:
        self._build_all = build_all
        self._sources: list[TagSource] = []

    def add(self, source: TagSource) -> None:
        self._sources.append(source)

    def all(self) -> tuple[TagSource, ...]:
        self._build_all()
        return tuple(self._sources)

    def select(
        self,
        account_id: str,
        region: str,
        kinds: Callable[[TagSource], bool],
        filters: Sequence[tuple[str, Sequence[str]]],
    ) -> list[tuple[TagSource, Tagged]]:
        """The account's tagged resources in ``region`` of the sources ``kinds`` selects whose tags match every
        filter, by ARN (a resource without tags is never selected)."""
        found: list[tuple[TagSource, Tagged]] = []
        for source in self.all():
            if kinds(source):
                for resource in source.resources(account_id, region):
                    if resource.tags and tags_match(resource.tags, filters):
                        found.append((source, resource))
        found.sort(key=lambda pair: pair[1].arn)
        return found

    def owner(self, arn: str) -> TagSource | None:
        """The source whose resources ``arn`` would be one of (None: no service here tags such ARNs)."""
        for source in self.all():
            if source.owns(arn):
                return source
        return None
