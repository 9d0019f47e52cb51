"""Custom domain names at the invoke URL: a request whose ``Host`` is a domain name created here
(``domain_ops.py``) is routed by its base path mappings to the mapped API and stage.

The mapping whose base path is the longest whole-segment prefix of the request's path wins (``(none)``
matches every path); the rest of the path goes to the API under the mapping's stage, or, for a mapping
without a stage, the first segment left names the stage, as on AWS. A path no mapping takes is the
gateway's 403 (``Missing Authentication Token``). A name is served on this server's
port only: the user points it at 127.0.0.1 (``/etc/hosts``, ``curl --resolve``). The routes live in
memory, rebuilt from the store after each write and on first use (so they survive a restart).

A private name (``private_domain_ops.py``) is routed only while a VPC endpoint is associated with it
(labcloud carries no VPC traffic: a request to the name is taken as arriving through that endpoint); without
one its requests are the gateway's 403. Its policies are checked by ``private_access.py``."""

from __future__ import annotations

from labcloud.services.apigateway.domain_route import Route
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.state import ApigwState

#: The parts scope holding every domain name (names are global on this machine: one Host each).
SCOPE = "domains"
KIND = "domain"
MAPPING = "basepath"
NONE = "(none)"
#: The parts scope of every domain name access association (``private_domain_ops.py``; an
#: association's name may be another account's).
ASSOCIATIONS = "domain-access-associations"
ASSOCIATION = "association"


def mapping_scope(domain: str) -> str:
    return f"domain:{domain}"


def taken(state: ApigwState, name: str) -> bool:
    """Whether a public or private name of any account is already ``name`` (one Host each here)."""
    return any(d.doc.get("domainName") == name for d in parts.list_parts(state.store, SCOPE, KIND))


def rebuild(state: ApigwState) -> None:
    """Reads every domain's mappings into ``state.domain_routes`` (by host name, longest base path first)
    and the private names' hosts into ``state.private_hosts``."""
    routes: dict[str, list[Route]] = {}
    private: dict[str, str] = {}
    for domain in parts.list_parts(state.store, SCOPE, KIND):
        host = str(domain.doc.get("domainName") or domain.id)
        if domain.doc.get("domainNameId"):
            private[host] = domain.id
            if not endpoints_of(state, domain.id):
                routes[host] = []  # no VPC endpoint reaches it: the gateway's 403
                continue
        found = [
            Route(
                "" if m.id == NONE else m.id,
                str(m.doc["restApiId"]),
                str(m.doc["stage"]) if m.doc.get("stage") else None,
            )
            for m in parts.list_parts(state.store, mapping_scope(domain.id), MAPPING)
        ]
        routes[host] = sorted(found, key=lambda r: -len(r.base_path))
    state.private_hosts = private
    state.domain_routes = routes


def endpoints_of(state: ApigwState, domain_key: str) -> list[str]:
    """The VPC endpoints associated with a private name (oldest first)."""
    return [
        str(found.doc["accessAssociationSource"])
        for found in parts.list_parts(state.store, ASSOCIATIONS, ASSOCIATION)
        if found.doc.get("_domain") == domain_key
    ]


class DomainRouter:
    """Implements ``front_doors.CustomDomains`` over the service's state."""

    def __init__(self, state: ApigwState) -> None:
        self.state = state

    def resolve(self, host: str, path: str) -> tuple[str, str] | None:
        """(API id, ``/<stage>/<rest>``) for a request to a custom domain name, else None."""
        routes = self.state.domain_routes
        if routes is None:
            rebuild(self.state)
            routes = self.state.domain_routes or {}
        if not routes:
            return None
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        found = routes.get(name.lower().rstrip("."))
        if found is None:
            return None
        for route in found:
            rest = _after(path, route.base_path)
            if rest is None:
                continue
            if route.stage is None or route.stage == "$default":  # an HTTP API's default stage: no prefix
                return route.api_id, rest
            return route.api_id, f"/{route.stage}{rest}"
        return "", path  # the name is the gateway's, no mapping takes the path: its 403


def _after(path: str, base_path: str) -> str | None:
    """The path after ``base_path`` (whole segments), or None when it does not start with it."""
    if not base_path:
        return path or "/"
    prefix = "/" + base_path
    if path == prefix or path.startswith(prefix + "/") or path.startswith(prefix + "?"):
        rest = path[len(prefix) :]
        return rest if rest.startswith("/") else "/" + rest
    return None
