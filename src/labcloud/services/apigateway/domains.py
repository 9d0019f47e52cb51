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
one its requests are the gateway's 403. Its policies are checked by ``private_access.py``.

Over TLS every public name is served with a certificate of labcloud's local CA (the listener asks
:meth:`DomainRouter.tls`). A name with mutual TLS (``domain_ops.py``) makes the listener ask for a client
certificate that chains to its truststore, and answers only requests that arrived that way: over TLS for
that very name (SNI) with a verified certificate; plain HTTP, or TLS for another name with this ``Host``,
is the gateway's 403, so mutual TLS cannot be walked around; so is a self-signed client certificate, as
AWS refuses those even when the truststore holds them."""

from __future__ import annotations

import functools
import hashlib

from cryptography import x509

from labcloud.protocol.wire import TlsFacts
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
    tls: dict[str, tuple[str, str | None]] = {}
    for domain in parts.list_parts(state.store, SCOPE, KIND):
        host = str(domain.doc.get("domainName") or domain.id)
        pem = domain.doc.get("_truststorePem")
        tag = hashlib.sha256(pem.encode()).hexdigest()[:16] if pem else "server-only"
        tls[host] = (tag, str(pem) if pem else None)
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
    state.domain_tls = tls
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

    def _routes(self) -> dict[str, list[Route]]:
        routes = self.state.domain_routes
        if routes is None:
            rebuild(self.state)
            routes = self.state.domain_routes or {}
        return routes

    def tls(self, host: str) -> tuple[str, str | None] | None:
        """(tag, truststore PEM or None) for a custom domain name served over TLS, else None."""
        self._routes()
        return self.state.domain_tls.get(host.lower().rstrip("."))

    def resolve(self, host: str, path: str, tls: TlsFacts | None = None) -> tuple[str, str] | None:
        """(API id, ``/<stage>/<rest>``) for a request to a custom domain name, else None."""
        routes = self._routes()
        if not routes:
            return None
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        name = name.lower().rstrip(".")
        found = routes.get(name)
        if found is None:
            return None
        if self.state.domain_tls.get(name, ("", None))[1] is not None and (
            tls is None or tls.server_name != name or tls.client_cert is None or self_signed(tls.client_cert)
        ):
            return "", path  # mutual TLS: only a verified client of this very name is answered
        for route in found:
            rest = _after(path, route.base_path)
            if rest is None:
                continue
            if route.stage is None or route.stage == "$default":  # an HTTP API's default stage: no prefix
                return route.api_id, rest
            return route.api_id, f"/{route.stage}{rest}"
        return "", path  # the name is the gateway's, no mapping takes the path: its 403


@functools.lru_cache(maxsize=256)
def self_signed(der: bytes) -> bool:
    """Whether a client certificate is its own issuer: AWS refuses those even when the truststore holds
    them (the TLS listener, like OpenSSL, trusts any certificate the truststore holds)."""
    try:
        cert = x509.load_der_x509_certificate(der)
    except ValueError:
        return True
    return cert.issuer == cert.subject


def _after(path: str, base_path: str) -> str | None:
    """The path after ``base_path`` (whole segments), or None when it does not start with it."""
    if not base_path:
        return path or "/"
    prefix = "/" + base_path
    if path == prefix or path.startswith(prefix + "/") or path.startswith(prefix + "?"):
        rest = path[len(prefix) :]
        return rest if rest.startswith("/") else "/" + rest
    return None
