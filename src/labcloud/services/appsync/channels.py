"""Events API channels: a path ``/<namespace>/<segment>...`` (a leading ``/`` optional when publishing; at most
five segments of 1–50 letters, digits and dashes), a subscription's path whose last segment may be ``*``
(every channel below that prefix), and the live subscriptions of the server's open WebSockets, kept in memory
(a restart drops the connections, as a deployment does on AWS; clients reconnect)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

MAX_SEGMENTS = 5
_SEGMENT = re.compile(r"[A-Za-z0-9-]{1,50}")
#: subscriptions one connection may hold (AppSync's quota, 100)
MAX_SUBSCRIPTIONS_PER_CONNECTION = 100


class BadChannel(ValueError):
    """A channel path AppSync refuses."""


def segments(path: object, *, wildcard: bool) -> list[str]:
    """The segments of a channel path (``wildcard``: a subscription's, whose last may be ``*``)."""
    if not isinstance(path, str) or not path:
        raise BadChannel("A channel path is required.")
    parts = path.removeprefix("/").split("/")
    if len(parts) > MAX_SEGMENTS:
        raise BadChannel(f"A channel path has at most {MAX_SEGMENTS} segments.")
    for index, part in enumerate(parts):
        if wildcard and part == "*" and index == len(parts) - 1 and index > 0:
            continue
        if not _SEGMENT.fullmatch(part):
            raise BadChannel(f"Invalid channel path {path!r}.")
    return parts


def matches(pattern: list[str], channel: list[str]) -> bool:
    """Whether a subscription to ``pattern`` receives events published to ``channel``: the same segments,
    or its prefix before a final ``*`` followed by one segment or more."""
    if pattern and pattern[-1] == "*":
        prefix = pattern[:-1]
        return len(channel) > len(prefix) and channel[: len(prefix)] == prefix
    return pattern == channel


def path_of(parts: list[str]) -> str:
    return "/" + "/".join(parts)


@dataclass(eq=False, slots=True)
class Subscription:
    api_id: str
    connection_id: str
    subscription_id: str
    pattern: list[str]
    #: sends one message (a JSON text) to the subscriber's WebSocket; False once it is closed
    send: Callable[[str], bool]


@dataclass(slots=True)
class LiveChannels:
    """The open subscriptions of every Events API, by API id."""

    by_api: dict[str, list[Subscription]] = field(default_factory=dict)

    def add(self, subscription: Subscription) -> None:
        self.by_api.setdefault(subscription.api_id, []).append(subscription)

    def remove(self, api_id: str, connection_id: str, subscription_id: str | None = None) -> int:
        """Drop a connection's subscription (every one when ``subscription_id`` is None); how many went."""
        held = self.by_api.get(api_id, [])
        kept = [
            s
            for s in held
            if s.connection_id != connection_id
            or (subscription_id is not None and s.subscription_id != subscription_id)
        ]
        if kept:
            self.by_api[api_id] = kept
        else:
            self.by_api.pop(api_id, None)
        return len(held) - len(kept)

    def held_by(self, api_id: str, connection_id: str) -> list[Subscription]:
        return [s for s in self.by_api.get(api_id, []) if s.connection_id == connection_id]

    def receivers(self, api_id: str, channel: list[str]) -> list[Subscription]:
        return [s for s in self.by_api.get(api_id, []) if matches(s.pattern, channel)]

    def count(self, api_id: str) -> int:
        return len(self.by_api.get(api_id, []))
