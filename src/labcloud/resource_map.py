"""The resource map's contract: what each service contributes to the view's map of resources and wiring.

A service that has resources adds a module ``services/<pkg>/map.py`` with

- ``KINDS``: the event kinds (exact names) whose last minute it wants to read for traffic and failures,
  each with the top-level data members it reads (only those are read from the store: an invocation's
  event, result and log text never are; ``"name?"`` reads only whether the member is there). Events
  alike in resource and in those members arrive counted, once (:class:`RecentEvent`);
- ``async def map_part(services, recent) -> MapPart``: its nodes (resources), the edges it knows from its
  own configuration (mappings, notifications, redrive, destinations, alarm actions...) and, for a
  service that groups resources (CloudFormation), group memberships.

``labcloud.view.map_route`` gathers every running service's part (found by that convention, like the
providers themselves), resolves edge ends and memberships through each node's ``refs`` (a queue is
named by its ARN on an edge but by its URL in a stack), and serves one JSON document. Nothing here
reads the store, the hub or the bus: these are plain values, shared by every service.
"""

from __future__ import annotations

from collections.abc import Awaitable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from labcloud.config import Settings
from labcloud.errors import AwsError

T = TypeVar("T")
#: Error codes saying a resource is not there (any more): the map leaves it out instead of failing.
GONE_CODES = ("NotFound", "NoSuch", "DoesNotExist", "NonExistent")

#: How long "recent" traffic is, in seconds (edges show the last minute).
WINDOW_SECONDS = 60.0

OK = "ok"
FAILING = "failing"


class Services(Protocol):
    """What a map part may use: reading other services (and its own) through their APIs (the hub's
    ``call``), never their state, so a service's map part imports neither the hub nor a provider; and the
    server's settings (the default account and region the map draws)."""

    settings: Settings

    async def call(self, service: str, operation: str, params: dict[str, Any]) -> dict[str, Any]: ...


STATUSES = (OK, FAILING)


@dataclass(slots=True)
class MapNode:
    """One resource. ``id`` is unique on the map (an ARN where the resource has one)."""

    kind: str  # e.g. "sqs.queue", "lambda.function", "dynamodb.stream"
    id: str
    label: str
    #: Other names the resource is known by (a queue's URL, a function's name): edges and stack
    #: memberships may name it by any of them.
    refs: tuple[str, ...] = ()
    group: str | None = None
    status: str = OK
    #: Why the node is marked failing, in plain words ("2 errors in the last minute").
    reasons: list[str] = field(default_factory=list)
    #: Small facts shown beside the node and in its panel (counts, state, runtime...).
    facts: dict[str, Any] = field(default_factory=dict)
    #: The resource name the rest of the view filters by (its ``?resource=`` link).
    resource: str = ""
    #: False: drawn only when some edge touches it (IAM roles, stream shards).
    standalone: bool = True

    def fail(self, reason: str) -> None:
        self.status = FAILING
        self.reasons.append(reason)

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "id": self.id,
            "label": self.label,
            "group": self.group,
            "status": self.status,
            "reasons": self.reasons,
            "facts": self.facts,
            "resource": self.resource or self.label,
        }


@dataclass(slots=True)
class MapEdge:
    """One wiring, from the resource that sends to the one that receives (``source`` → ``target``)."""

    kind: str  # e.g. "event-source", "redrive", "notification", "destination", "alarm-action"
    source: str
    target: str
    #: Facts from the configuration (a batch size, event names, OnFailure), never prose: the page words
    #: the edge's kind in the reader's language.
    label: str = ""
    #: Traffic over the last minute: e.g. {"messages": 3}, {"invocations": 5, "errors": 1}.
    traffic: dict[str, int] = field(default_factory=dict)
    #: A missing end is drawn as an "external" node (True), or the edge is left out (False).
    placeholder: bool = True

    def key(self) -> str:
        return f"{self.kind}|{self.source}|{self.target}|{self.label}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.key(),
            "kind": self.kind,
            "from": self.source,
            "to": self.target,
            "label": self.label,
            "traffic": self.traffic,
            "flowing": any(value > 0 for value in self.traffic.values()),
        }


@dataclass(frozen=True, slots=True)
class MapGroup:
    """A box around resources that belong together (a CloudFormation stack)."""

    kind: str  # "stack"
    id: str
    label: str
    status: str = OK


@dataclass(slots=True)
class MapPart:
    """What one service contributes."""

    nodes: list[MapNode] = field(default_factory=list)
    edges: list[MapEdge] = field(default_factory=list)
    groups: list[MapGroup] = field(default_factory=list)
    #: (a name of a resource, as its ``refs`` or ``id`` say it, group id).
    members: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class RecentEvent:
    """``count`` events of one kind alike in ``resource`` and in every member of ``data`` asked for."""

    resource: str
    data: dict[str, Any]
    count: int = 1


@dataclass(frozen=True, slots=True)
class Recent:
    """The events of the last :data:`WINDOW_SECONDS`, by kind (only the kinds the services asked for, each
    event's ``data`` holding only the members asked for)."""

    now: float
    by_kind: dict[str, list[RecentEvent]]

    def of(self, *kinds: str) -> Iterator[RecentEvent]:
        for kind in kinds:
            yield from self.by_kind.get(kind, ())

    def count_by(self, kinds: Iterable[str], key: str) -> dict[str, int]:
        """How many events of ``kinds`` there were per value of data member ``key`` (or ``resource``)."""
        counts: dict[str, int] = {}
        for event in self.of(*kinds):
            value = event.resource if key == "resource" else event.data.get(key)
            if value:
                counts[str(value)] = counts.get(str(value), 0) + event.count
        return counts


async def unless_gone(read: Awaitable[T]) -> T | None:
    """A read of one listed resource, or None when it went away between the listing and the read (a
    delete served in between: the map is built across several awaits)."""
    try:
        return await read
    except AwsError as error:
        if any(marker in error.code for marker in GONE_CODES) or "does not exist" in error.message:
            return None
        raise


def arn(service: str, region: str, account: str, resource: str) -> str:
    """An ARN in the account's own partition (labcloud serves ``aws`` only)."""
    return f"arn:aws:{service}:{region}:{account}:{resource}"


def last_part(text: str) -> str:
    """The name at the end of an ARN or URL (``...:function:f`` → ``f``, ``.../queue`` → ``queue``)."""
    cut = max(text.rfind(":"), text.rfind("/"))
    return text[cut + 1 :] if cut >= 0 else text
