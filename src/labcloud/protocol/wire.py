"""Plain request and response values exchanged between the HTTP server and the protocol layer."""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import parse_qsl

if TYPE_CHECKING:
    from labcloud.protocol.websocket import WebSocketAccept


@dataclass(frozen=True, slots=True)
class TlsFacts:
    """What a request's TLS session established: the name the client asked for (SNI) and, on a custom
    domain name with mutual TLS, the client's certificate (DER) as verified against its truststore."""

    server_name: str | None = None
    client_cert: bytes | None = None


@dataclass(slots=True)
class WireRequest:
    """One HTTP request as the protocol layer sees it (header names lower-cased, a repeated header's
    values joined with ``, ``; :meth:`fields` has them as sent)."""

    method: str
    path: str
    query_string: str
    headers: dict[str, str]
    body: bytes
    client_host: str = "127.0.0.1"
    #: The path as sent (still percent-encoded), for signature checks.
    raw_path: str = ""
    #: The body still to be read, for requests whose body is streamed (S3); ``body`` is then empty.
    stream: AsyncIterable[bytes] | None = None

    #: The header fields as received (original spelling, repeated fields separate), undecoded; None
    #: for a request not read by the HTTP server (``fields`` then falls back on ``headers``).
    raw_fields: list[tuple[bytes, bytes]] | None = field(default=None, repr=False)

    _query: list[tuple[str, str]] | None = field(default=None, repr=False)
    #: The TLS session the request arrived on; None for plain HTTP and requests not read by the server.
    tls: TlsFacts | None = field(default=None, repr=False)
    #: Whether the app routed the request by a custom domain name (``front_doors.CustomDomains``), not
    #: an invoke URL: an API's ``disableExecuteApiEndpoint`` turns off invoke URLs only.
    by_custom_domain: bool = field(default=False, repr=False)
    #: Whether S3 answers this request, once decided (:func:`labcloud.protocol.s3_routing.is_s3_request`).
    s3: bool | None = field(default=None, repr=False)
    #: The custom domain name route the app found for the request's Host (``LabcloudApp._custom_domain``),
    #: once looked up: asked when the head arrives (whether its body streams) and again to answer it.
    domain_route: tuple[str, str] | None = field(default=None, repr=False)
    domain_looked_up: bool = field(default=False, repr=False)

    @property
    def query(self) -> list[tuple[str, str]]:
        if self._query is None:
            self._query = parse_qsl(self.query_string, keep_blank_values=True)
        return self._query

    def custom_domain_name(self) -> str | None:
        """The custom domain name the request was addressed to (its Host, without a port), when the app
        routed it by one; None for an invoke URL."""
        if not self.by_custom_domain:
            return None
        host = self.headers.get("host", "")
        return host.rsplit(":", 1)[0] if host.count(":") == 1 else host

    def fields(self) -> list[tuple[str, str]]:
        """The header fields in arrival order, names spelled as sent, each repeated field on its own
        (decoded only when asked: API Gateway's proxy events need them, nothing else does)."""
        if self.raw_fields is None:
            return list(self.headers.items())
        return [(n.decode("latin-1"), v.decode("latin-1").strip(" \t")) for n, v in self.raw_fields]

    def query_dict(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for key, value in self.query:
            out.setdefault(key, []).append(value)
        return out

    @property
    def content_type(self) -> str:
        return self.headers.get("content-type", "").split(";", 1)[0].strip().lower()


@dataclass(slots=True)
class WireResponse:
    """One HTTP response: status, headers and the encoded body (or a stream of body chunks)."""

    status: int
    body: bytes = b""
    headers: list[tuple[str, str]] = field(default_factory=list)
    content_type: str = "application/json"
    #: A streamed body (server-sent events), sent chunked until it ends or the client leaves.
    stream: AsyncIterator[bytes] | None = None
    #: With status 101: the connection switches to WebSocket, handed to this (``protocol/websocket.py``).
    upgrade: WebSocketAccept | None = None
