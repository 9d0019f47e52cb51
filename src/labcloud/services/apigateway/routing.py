"""Which resource and method of a deployment answer a request path, as API Gateway chooses them.

At each segment a literal child wins over a ``{param}`` child, which wins over a greedy ``{proxy+}``
(which takes one segment or more, never none). The most specific resource is the route when it has
the request's method or ANY; otherwise there is no route (a greedy sibling does not take it over). Path parameters are percent-decoded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from labcloud.services.apigateway.paths import is_greedy, is_variable, variable_name
from labcloud.services.apigateway.state import Deployed


@dataclass(slots=True)
class Route:
    resource: dict[str, Any]
    method: dict[str, Any]
    path_parameters: dict[str, str]


def _rank(doc: dict[str, Any]) -> int:
    part = str(doc.get("pathPart", ""))
    return 2 if is_greedy(part) else 1 if is_variable(part) else 0


def build(resources: list[dict[str, Any]]) -> Deployed:
    children: dict[str, list[dict[str, Any]]] = {}
    root: dict[str, Any] = {}
    for doc in resources:
        parent = doc.get("parentId")
        if parent is None:
            root = doc
        else:
            children.setdefault(parent, []).append(doc)
    for siblings in children.values():
        siblings.sort(key=_rank)
    return Deployed(root, children)


def _walk(
    deployed: Deployed, node: dict[str, Any], segments: list[str], params: dict[str, str]
) -> list[tuple[dict[str, Any], dict[str, str]]]:
    if not segments:
        return [(node, params)]
    found: list[tuple[dict[str, Any], dict[str, str]]] = []
    head = segments[0]
    for child in deployed.children.get(node["id"], ()):
        part = str(child["pathPart"])
        if is_greedy(part):
            found.append((child, {**params, variable_name(part): unquote("/".join(segments))}))
        elif is_variable(part):
            if head:
                found += _walk(deployed, child, segments[1:], {**params, variable_name(part): unquote(head)})
        elif part == unquote(head):
            found += _walk(deployed, child, segments[1:], params)
    return found


def match(deployed: Deployed, path: str, http_method: str) -> Route | None:
    """The route for ``path`` (the part after the stage, still percent-encoded) and ``http_method``."""
    trimmed = path.strip("/")
    segments = trimmed.split("/") if trimmed else []
    found = _walk(deployed, deployed.root, segments, {})
    if not found:
        return None
    resource, params = found[0]  # the most specific resource decides, whatever its methods
    methods = resource.get("resourceMethods") or {}
    method = methods.get(http_method) or methods.get("ANY")
    return None if method is None else Route(resource, method, params)


def parameters_for(resource_path: str, path: str) -> dict[str, str] | None:
    """The path parameters ``path`` gives the resource path template ``resource_path`` (None: no match)."""
    template = [p for p in resource_path.strip("/").split("/") if p]
    segments = [p for p in path.strip("/").split("/") if p]
    params: dict[str, str] = {}
    for index, part in enumerate(template):
        if is_greedy(part):
            rest = segments[index:]
            if not rest:
                return None
            params[variable_name(part)] = unquote("/".join(rest))
            return params
        if index >= len(segments):
            return None
        if is_variable(part):
            params[variable_name(part)] = unquote(segments[index])
        elif part != unquote(segments[index]):
            return None
    return params if len(segments) == len(template) else None
