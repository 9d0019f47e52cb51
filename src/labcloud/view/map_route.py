"""``GET /_labcloud/map``: the resource map as one JSON document (nodes, edges, groups, last minute's traffic).

Each running service contributes its part through ``services/<pkg>/map.py`` (the contract is
:mod:`labcloud.resource_map`); this module finds those modules by convention, reads the last minute
of the event kinds they ask for in one query, and joins the parts: edge ends and stack memberships
are resolved through every node's ``refs``, an edge to a resource no service shows becomes an
"external" node (or is left out when its contributor says so), duplicate edges are merged.
"""

from __future__ import annotations

import importlib
import logging
import time
from types import ModuleType
from typing import TYPE_CHECKING, Any

from labcloud.resource_map import (
    WINDOW_SECONDS,
    MapEdge,
    MapGroup,
    MapNode,
    MapPart,
    Recent,
    RecentEvent,
    last_part,
)
from labcloud.services.registry import PACKAGES

if TYPE_CHECKING:
    from labcloud.hub import Hub

log = logging.getLogger("labcloud.view.map")

#: The most events of the last minute read for traffic (newest first): a bound on the route's work.
MAX_RECENT_EVENTS = 50_000


def contributors(hub: Hub) -> list[tuple[str, ModuleType]]:
    """The ``map`` module of every running service that has one."""
    found: list[tuple[str, ModuleType]] = []
    for service, package in PACKAGES.items():
        if not hub.serves(service):
            continue
        name = f"labcloud.services.{package}.map"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue
            raise
        found.append((service, module))
    return found


def _member_sql(member: str) -> str:
    if not member.replace("_", "").rstrip("?").isalnum():
        raise ValueError(f"not a data member name: {member!r}")
    if member.endswith("?"):
        return f"json_extract(data, '$.{member[:-1]}') IS NOT NULL"
    return f"json_extract(data, '$.{member}')"


def read_recent(hub: Hub, kinds: dict[str, set[str]], now: float) -> Recent:
    """The last minute's events of ``kinds`` (kind → the data members wanted), counted by resource and members.

    Only the wanted members are read (``json_extract`` in SQLite): an event's whole data (message
    bodies, invocation payloads and logs) is never decoded here."""
    by_kind: dict[str, list[RecentEvent]] = {kind: [] for kind in kinds}
    if not kinds:
        return Recent(now, by_kind)
    floor = hub.bus.last_seq() - MAX_RECENT_EVENTS
    since = hub.store.scalar(
        "SELECT MIN(seq) FROM events WHERE seq > ? AND ts >= ?", (floor, now - WINDOW_SECONDS)
    )
    if since is None:
        return Recent(now, by_kind)
    for kind, members in kinds.items():
        wanted = sorted(members)
        columns = "".join(f", {_member_sql(member)}" for member in wanted)
        rows = hub.store.all(
            f"SELECT COUNT(*), resource{columns} FROM events "  # noqa: S608 - member names are the services' own
            f"WHERE kind = ? AND seq >= ? GROUP BY {', '.join(str(n) for n in range(2, len(wanted) + 3))}",
            (kind, since),
        )
        by_kind[kind] = [
            RecentEvent(
                row[1], {m.rstrip("?"): v for m, v in zip(wanted, tuple(row)[2:], strict=True)}, row[0]
            )
            for row in rows
        ]
    return Recent(now, by_kind)


def join(parts: list[MapPart]) -> dict[str, Any]:
    """One map from the services' parts (pure: the unit tests call it directly)."""
    nodes: dict[str, MapNode] = {}
    names: dict[str, list[str]] = {}
    for part in parts:
        for node in part.nodes:
            nodes[node.id] = node
    for node in nodes.values():
        for name in (node.id, *node.refs):
            names.setdefault(name, []).append(node.id)

    def resolve(name: str) -> list[str]:
        return names.get(name) or []

    edges: dict[str, MapEdge] = {}
    touched: set[str] = set()
    for part in parts:
        for edge in part.edges:
            ends = []
            for end in (edge.source, edge.target):
                found = resolve(end)
                if not found and edge.placeholder:
                    external = MapNode("external", end, last_part(end) or end, facts={"arn": end})
                    nodes[end] = external
                    names[end] = [end]
                    found = [end]
                ends.append(found[0] if found else None)
            source, target = ends
            if source is None or target is None:
                continue
            joined = MapEdge(edge.kind, source, target, edge.label, dict(edge.traffic))
            previous = edges.get(joined.key())
            if previous is not None:
                for name, value in joined.traffic.items():
                    previous.traffic[name] = previous.traffic.get(name, 0) + value
                continue
            edges[joined.key()] = joined
            touched.update((source, target))
    groups: dict[str, MapGroup] = {}
    for part in parts:
        for group in part.groups:
            groups[group.id] = group
        for name, group_id in part.members:
            for node_id in resolve(name):
                nodes[node_id].group = group_id
    shown = [node for node in nodes.values() if node.standalone or node.id in touched]
    used_groups = {node.group for node in shown if node.group}
    return {
        "nodes": [node.as_dict() for node in sorted(shown, key=lambda n: (n.kind, n.label, n.id))],
        "edges": [edge.as_dict() for edge in sorted(edges.values(), key=MapEdge.key)],
        "groups": [
            {"kind": g.kind, "id": g.id, "label": g.label, "status": g.status}
            for g in sorted(groups.values(), key=lambda g: g.label)
            if g.id in used_groups
        ],
    }


async def build_map(hub: Hub, now: float | None = None) -> dict[str, Any]:
    now = time.time() if now is None else now
    found = contributors(hub)
    kinds: dict[str, set[str]] = {}
    for _, module in found:
        for kind, members in getattr(module, "KINDS", {}).items():
            kinds.setdefault(kind, set()).update(members)
    recent = read_recent(hub, kinds, now)
    parts: list[MapPart] = []
    problems: list[dict[str, str]] = []
    for service, module in found:
        try:
            parts.append(await module.map_part(hub, recent))
        except Exception as exc:  # noqa: BLE001 - one service's failure must not blank the whole map
            log.exception("the %s part of the resource map failed", service)
            problems.append({"service": service, "message": f"{type(exc).__name__}: {exc}"})
    document = join(parts)
    document.update(
        {
            "generated": now,
            "window_seconds": WINDOW_SECONDS,
            "account_id": hub.settings.account_id,
            "region": hub.settings.region,
            "problems": problems,
        }
    )
    return document
