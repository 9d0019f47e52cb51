"""``GET /_labcloud/map``: the resource map as one JSON document (nodes, edges, groups, last minute's traffic).

Each running service contributes its part through ``services/<pkg>/map.py`` (the contract is
:mod:`labcloud.resource_map`); this module finds those modules by convention, reads the last minute
of the event kinds they ask for in one query, and joins the parts: edge ends and stack memberships
are resolved through every node's ``refs``, an edge to a resource no service shows becomes an
"external" node (or is left out when its contributor says so), duplicate edges are merged.
"""

from __future__ import annotations

import importlib
import json
import logging
import time
from types import ModuleType
from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
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


def read_recent(hub: Hub, kinds: set[str], now: float) -> Recent:
    by_kind: dict[str, list[RecentEvent]] = {kind: [] for kind in kinds}
    if kinds:
        rows = hub.store.all(
            "SELECT ts, account_id, region, kind, resource, data FROM events WHERE seq > ? AND ts >= ? AND kind IN ("
            + ",".join("?" * len(kinds))
            + ") ORDER BY seq DESC LIMIT ?",
            [hub.bus.last_seq() - MAX_RECENT_EVENTS, now - WINDOW_SECONDS, *sorted(kinds), MAX_RECENT_EVENTS],
        )
        for row in rows:
            by_kind[row["kind"]].append(
                RecentEvent(
                    row["ts"], row["account_id"], row["region"], row["resource"], json.loads(row["data"])
                )
            )
    return Recent(now, by_kind)


def join(parts: list[MapPart]) -> dict[str, Any]:
    """One map from the services' parts (pure: the unit tests and the benchmark call it directly)."""
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
    kinds: set[str] = set()
    for _, module in found:
        kinds.update(getattr(module, "KINDS", ()))
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


def map_routes(hub: Hub) -> list[InternalRoute]:
    async def graph(_request: InternalRequest) -> InternalResponse:
        return json_response(await build_map(hub))

    return [InternalRoute("GET", "/map", graph)]
